@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<atomic<u32>>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 16>,
}

@group(0)
@binding(8)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn small_reverse_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let num_workgroups_no_axis = u32(num_workgroups.x) * u32(num_workgroups.y) * u32(num_workgroups.z);
var l_mut_20: u32;
var l_mut_23: u32;
var l_mut_34: bool;
var l_mut_37: u32;
var l_mut_7: u32;
var l_mut_8: u32;
let l_0 = &buffer_7_global[u32(8)];
let l_1 = atomicLoad(l_0);
let l_2 = l_1 != u32(2);
if l_2 {
return;
}
let l_3 = buffer_2_global[info.scalars_u32[0]];
let l_4 = num_workgroups_no_axis * u32(256);
let l_5 = workgroup_id_no_axis * u32(256);
let l_6 = l_5 + local_idx;
l_mut_7 = u32(0);
l_mut_8 = l_6;
loop {
let l_9 = l_mut_8 < l_3;
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = buffer_3_global[l_mut_8];
let l_12 = buffer_4_global[l_mut_8];
let l_13 = l_11 * info.scalars_u32[1];
let l_14 = info.scalars_u32[1] - u32(1);
let l_15 = buffer_5_global[l_mut_8];
let l_16 = l_15 % info.scalars_u32[1];
let l_17 = l_14 - l_16;
let l_18 = l_13 + l_17;
let l_19 = buffer_2_global[l_12];
l_mut_20 = l_19;
let l_21 = l_12 + u32(1);
let l_22 = buffer_2_global[l_21];
l_mut_23 = l_22;
loop {
let l_24 = l_mut_20 < l_mut_23;
let l_25 = !l_24;
if l_25 {
break;
}
let l_26 = l_mut_20 + l_mut_23;
let l_27 = l_26 / u32(2);
let l_28 = buffer_5_global[l_27];
let l_29 = l_28 < l_18;
if l_29 {
let l_30 = l_27 + u32(1);
l_mut_20 = l_30;
} else {
l_mut_23 = l_27;
}
}
let l_31 = l_12 + u32(1);
let l_32 = buffer_2_global[l_31];
let l_33 = l_mut_20 < l_32;
l_mut_34 = l_33;
if l_mut_34 {
let l_35 = buffer_5_global[l_mut_20];
let l_36 = l_35 == l_18;
l_mut_34 = l_36;
}
l_mut_37 = l_mut_20;
let l_38 = !l_mut_34;
if l_38 {
l_mut_7 = l_mut_7 + u32(1);
l_mut_37 = l_mut_8;
}
buffer_6_global[l_mut_8] = l_mut_37;
l_mut_8 = l_mut_8 + l_4;
}
let l_39 = l_mut_7 > u32(0);
if l_39 {
let l_40 = &buffer_7_global[u32(5)];
let l_41 = atomicAdd(l_40, l_mut_7);}
l_mut_37 = l_6;
loop {
let l_42 = u32(3) * info.scalars_u32[0];
let l_43 = l_mut_37 < l_42;
let l_44 = !l_43;
if l_44 {
break;
}
let l_45 = buffer_0_global[l_mut_37];
buffer_1_global[l_mut_37] = l_45;
l_mut_37 = l_mut_37 + l_4;
}
}
