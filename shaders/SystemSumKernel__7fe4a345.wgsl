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

var<workgroup> shared_memory_15: array<f32, 256>;

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
var l_mut_17: u32;
var l_mut_4: f32;
var l_mut_7: u32;
let l_0 = info.scalars_u32[0] * u32(9);
let l_1 = workgroup_id_no_axis >= l_0;
if l_1 {
return;
}
let l_2 = workgroup_id_no_axis / u32(9);
let l_3 = workgroup_id_no_axis % u32(9);
l_mut_4 = f32(0.0);
let l_5 = buffer_1_global[l_2];
let l_6 = l_5 + local_idx;
l_mut_7 = l_6;
let l_8 = l_2 + u32(1);
let l_9 = buffer_1_global[l_8];
loop {
let l_10 = l_mut_7 < l_9;
let l_11 = !l_10;
if l_11 {
break;
}
let l_12 = l_mut_7 * u32(9);
let l_13 = l_12 + l_3;
let l_14 = buffer_0_global[l_13];
l_mut_4 = l_mut_4 + l_14;
l_mut_7 = l_mut_7 + workgroup_size_no_axis;
}
shared_memory_15[local_idx] = l_mut_4;
workgroupBarrier();
let l_16 = workgroup_size_no_axis / u32(2);
l_mut_17 = l_16;
loop {
let l_18 = l_mut_17 > u32(0);
let l_19 = !l_18;
if l_19 {
break;
}
let l_20 = local_idx < l_mut_17;
if l_20 {
let l_21 = local_idx + l_mut_17;
let l_22 = shared_memory_15[l_21];
let l_23 = shared_memory_15[local_idx];
let l_24 = l_23 + l_22;
shared_memory_15[local_idx] = l_24;
}
workgroupBarrier();
l_mut_17 = l_mut_17 / u32(2);
}
let l_25 = local_idx == u32(0);
if l_25 {
let l_26 = shared_memory_15[u32(0)];
buffer_2_global[workgroup_id_no_axis] = l_26;
}
}
