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
var a_14: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_38: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(5)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(6)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(7)];
let l_7 = l_6 - u32(0);
let l_8 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_9 = l_8 + local_idx;
let l_10 = info.scalars_u32[0] * u32(128);
let l_11 = l_9 >= l_10;
if l_11 {
return;
}
let l_12 = l_9 / u32(128);
let l_13 = l_9 % u32(128);
let l_15 = l_12 * u32(3);
let l_16 = l_15 + u32(0);
let l_17 = l_16 * u32(2);
let l_18 = l_17 * u32(128);
let l_19 = l_18 + l_13;
let l_20 = u32(0) + l_19;
let l_21 = buffer_1_global[l_20];
a_14[u32(0)] = l_21;
let l_22 = l_12 * u32(3);
let l_23 = l_22 + u32(1);
let l_24 = l_23 * u32(2);
let l_25 = l_24 * u32(128);
let l_26 = l_25 + l_13;
let l_27 = u32(0) + l_26;
let l_28 = buffer_1_global[l_27];
a_14[u32(1)] = l_28;
let l_29 = l_12 * u32(3);
let l_30 = l_29 + u32(2);
let l_31 = l_30 * u32(2);
let l_32 = l_31 * u32(128);
let l_33 = l_32 + l_13;
let l_34 = u32(0) + l_33;
let l_35 = buffer_1_global[l_34];
a_14[u32(2)] = l_35;
let l_36 = u32(0) + l_9;
let l_37 = buffer_0_global[l_36];
l_mut_38 = info.scalars_f32[0];
let l_39 = a_14[u32(0)];
let l_40 = a_14[u32(0)];
let l_41 = l_39 * l_40;
l_mut_38 = l_mut_38 + l_41;
let l_42 = a_14[u32(1)];
let l_43 = a_14[u32(1)];
let l_44 = l_42 * l_43;
l_mut_38 = l_mut_38 + l_44;
let l_45 = a_14[u32(2)];
let l_46 = a_14[u32(2)];
let l_47 = l_45 * l_46;
l_mut_38 = l_mut_38 + l_47;
let l_48 = sqrt(l_mut_38);
let l_49 = u32(0) + l_9;
buffer_3_global[l_49] = l_48;
let l_50 = l_12 * u32(2);
let l_51 = l_50 * u32(128);
let l_52 = l_51 + l_13;
let l_53 = u32(0) + l_52;
buffer_2_global[l_53] = l_37;
let l_54 = l_12 * u32(2);
let l_55 = l_54 * u32(128);
let l_56 = l_55 + u32(128);
let l_57 = l_56 + l_13;
let l_58 = u32(0) + l_57;
buffer_2_global[l_58] = l_48;
}
