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

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn mixing_grad_ctx_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_17: array<f32, 3>;

var a_18: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = info.scalars_u32[0] * u32(128);
let l_3 = l_1 >= l_2;
if l_3 {
return;
}
let l_4 = l_1 / u32(128);
let l_5 = l_1 % u32(128);
let l_6 = buffer_3_global[l_1];
let l_7 = l_4 * u32(2);
let l_8 = l_7 * u32(128);
let l_9 = l_8 + l_5;
let l_10 = buffer_0_global[l_9];
let l_11 = l_4 * u32(2);
let l_12 = l_11 * u32(128);
let l_13 = l_12 + u32(128);
let l_14 = l_13 + l_5;
let l_15 = buffer_0_global[l_14];
let l_16 = buffer_2_global[l_1];
let l_19 = l_4 * u32(3);
let l_20 = l_19 + u32(0);
let l_21 = l_20 * u32(2);
let l_22 = l_21 * u32(128);
let l_23 = l_22 + l_5;
let l_24 = buffer_4_global[l_23];
a_17[u32(0)] = l_24;
let l_25 = l_22 + l_5;
let l_26 = buffer_1_global[l_25];
a_18[u32(0)] = l_26;
let l_27 = l_4 * u32(3);
let l_28 = l_27 + u32(1);
let l_29 = l_28 * u32(2);
let l_30 = l_29 * u32(128);
let l_31 = l_30 + l_5;
let l_32 = buffer_4_global[l_31];
a_17[u32(1)] = l_32;
let l_33 = l_30 + l_5;
let l_34 = buffer_1_global[l_33];
a_18[u32(1)] = l_34;
let l_35 = l_4 * u32(3);
let l_36 = l_35 + u32(2);
let l_37 = l_36 * u32(2);
let l_38 = l_37 * u32(128);
let l_39 = l_38 + l_5;
let l_40 = buffer_4_global[l_39];
a_17[u32(2)] = l_40;
let l_41 = l_38 + l_5;
let l_42 = buffer_1_global[l_41];
a_18[u32(2)] = l_42;
let l_43 = l_6 + l_10;
buffer_3_global[l_1] = l_43;
let l_44 = l_15 / l_16;
let l_45 = l_4 * u32(3);
let l_46 = l_45 + u32(0);
let l_47 = l_46 * u32(2);
let l_48 = l_47 * u32(128);
let l_49 = l_48 + l_5;
let l_50 = a_17[u32(0)];
let l_51 = a_18[u32(0)];
let l_52 = l_44 * l_51;
let l_53 = l_50 + l_52;
buffer_4_global[l_49] = l_53;
let l_54 = l_4 * u32(3);
let l_55 = l_54 + u32(1);
let l_56 = l_55 * u32(2);
let l_57 = l_56 * u32(128);
let l_58 = l_57 + l_5;
let l_59 = a_17[u32(1)];
let l_60 = a_18[u32(1)];
let l_61 = l_44 * l_60;
let l_62 = l_59 + l_61;
buffer_4_global[l_58] = l_62;
let l_63 = l_4 * u32(3);
let l_64 = l_63 + u32(2);
let l_65 = l_64 * u32(2);
let l_66 = l_65 * u32(128);
let l_67 = l_66 + l_5;
let l_68 = a_17[u32(2)];
let l_69 = a_18[u32(2)];
let l_70 = l_44 * l_69;
let l_71 = l_68 + l_70;
buffer_4_global[l_67] = l_71;
}
