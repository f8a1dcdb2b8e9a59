@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 2>,
}

@group(0)
@binding(1)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn fill_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
let l_0 = info.static_meta[u32(1)];
let l_1 = l_0 - u32(0);
let l_2 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_3 = l_2 + local_idx;
let l_4 = l_3 < info.scalars_u32[1];
if l_4 {
let l_5 = info.scalars_u32[0] + l_3;
let l_6 = u32(0) + l_5;
buffer_0_global[l_6] = info.scalars_f32[0];
}
}
