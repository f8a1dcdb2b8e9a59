@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn mixing_context_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_6: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_26: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = info.scalars_u32[0] * u32(128);
let l_3 = l_1 >= l_2;
if l_3 {
return;
}
let l_4 = l_1 / u32(128);
let l_5 = l_1 % u32(128);
let l_7 = l_4 * u32(3);
let l_8 = l_7 + u32(0);
let l_9 = l_8 * u32(2);
let l_10 = l_9 * u32(128);
let l_11 = l_10 + l_5;
let l_12 = buffer_1_global[l_11];
a_6[u32(0)] = l_12;
let l_13 = l_4 * u32(3);
let l_14 = l_13 + u32(1);
let l_15 = l_14 * u32(2);
let l_16 = l_15 * u32(128);
let l_17 = l_16 + l_5;
let l_18 = buffer_1_global[l_17];
a_6[u32(1)] = l_18;
let l_19 = l_4 * u32(3);
let l_20 = l_19 + u32(2);
let l_21 = l_20 * u32(2);
let l_22 = l_21 * u32(128);
let l_23 = l_22 + l_5;
let l_24 = buffer_1_global[l_23];
a_6[u32(2)] = l_24;
let l_25 = buffer_0_global[l_1];
l_mut_26 = info.scalars_f32[0];
let l_27 = a_6[u32(0)];
let l_28 = a_6[u32(0)];
let l_29 = l_27 * l_28;
l_mut_26 = l_mut_26 + l_29;
let l_30 = a_6[u32(1)];
let l_31 = a_6[u32(1)];
let l_32 = l_30 * l_31;
l_mut_26 = l_mut_26 + l_32;
let l_33 = a_6[u32(2)];
let l_34 = a_6[u32(2)];
let l_35 = l_33 * l_34;
l_mut_26 = l_mut_26 + l_35;
let l_36 = sqrt(l_mut_26);
buffer_3_global[l_1] = l_36;
let l_37 = l_4 * u32(2);
let l_38 = l_37 * u32(128);
let l_39 = l_38 + l_5;
buffer_2_global[l_39] = l_25;
let l_40 = l_4 * u32(2);
let l_41 = l_40 * u32(128);
let l_42 = l_41 + u32(128);
let l_43 = l_42 + l_5;
buffer_2_global[l_43] = l_36;
}
