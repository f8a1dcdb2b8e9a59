@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 6>,
}

@group(0)
@binding(3)
var<storage, read> info: info_st;

var<workgroup> shared_memory_24: array<f32, 256>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn system_sum_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_10: f32;
var l_mut_14: u32;
var l_mut_26: u32;
let l_0 = info.static_meta[u32(3)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(4)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(5)];
let l_5 = l_4 - u32(0);
let l_6 = info.scalars_u32[0] * u32(9);
let l_7 = workgroup_id_no_axis >= l_6;
if l_7 {
return;
}
let l_8 = workgroup_id_no_axis / u32(9);
let l_9 = workgroup_id_no_axis % u32(9);
l_mut_10 = f32(0.0);
let l_11 = u32(0) + l_8;
let l_12 = buffer_1_global[l_11];
let l_13 = l_12 + local_idx;
l_mut_14 = l_13;
let l_15 = l_8 + u32(1);
let l_16 = u32(0) + l_15;
let l_17 = buffer_1_global[l_16];
loop {
let l_18 = l_mut_14 < l_17;
let l_19 = !l_18;
if l_19 {
break;
}
let l_20 = l_mut_14 * u32(9);
let l_21 = l_20 + l_9;
let l_22 = u32(0) + l_21;
let l_23 = buffer_0_global[l_22];
l_mut_10 = l_mut_10 + l_23;
l_mut_14 = l_mut_14 + workgroup_size_no_axis;
}
shared_memory_24[local_idx] = l_mut_10;
workgroupBarrier();
let l_25 = workgroup_size_no_axis / u32(2);
l_mut_26 = l_25;
loop {
let l_27 = l_mut_26 > u32(0);
let l_28 = !l_27;
if l_28 {
break;
}
let l_29 = local_idx < l_mut_26;
if l_29 {
let l_30 = local_idx + l_mut_26;
let l_31 = shared_memory_24[l_30];
let l_32 = shared_memory_24[local_idx];
let l_33 = l_32 + l_31;
shared_memory_24[local_idx] = l_33;
}
workgroupBarrier();
l_mut_26 = l_mut_26 / u32(2);
}
let l_34 = local_idx == u32(0);
if l_34 {
let l_35 = shared_memory_24[u32(0)];
let l_36 = u32(0) + workgroup_id_no_axis;
buffer_2_global[l_36] = l_35;
}
}
