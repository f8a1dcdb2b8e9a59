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

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 4>,
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn kick_drift_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_19: f32;
var l_mut_21: f32;
var l_mut_23: f32;
var l_mut_9: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
let l_3 = buffer_4_global[l_1];
let l_4 = info.scalars_f32[2] * info.scalars_f32[2];
let l_5 = f32(1.0) - l_4;
let l_6 = l_5 * info.scalars_f32[3];
let l_7 = l_6 * l_3;
let l_8 = sqrt(l_7);
l_mut_9 = f32(0.0);
let l_10 = l_1 * u32(3);
let l_11 = l_10 + u32(0);
let l_12 = buffer_3_global[l_11];
let l_13 = l_1 * u32(3);
let l_14 = l_13 + u32(0);
let l_15 = buffer_2_global[l_14];
let l_16 = info.scalars_f32[1] * l_12;
let l_17 = l_16 * l_3;
let l_18 = l_15 + l_17;
l_mut_19 = l_18;
let l_20 = buffer_0_global[l_14];
l_mut_21 = l_20;
let l_22 = buffer_1_global[l_14];
l_mut_23 = l_22;
let l_24 = info.scalars_f32[0] * l_mut_19;
let l_25 = l_24 - l_mut_23;
let l_26 = l_mut_21 + l_25;
let l_27 = l_26 - l_mut_21;
let l_28 = l_27 - l_25;
l_mut_23 = l_28;
l_mut_21 = l_26;
let l_29 = info.scalars_f32[0] * l_mut_19;
let l_30 = l_29 - l_mut_23;
let l_31 = l_mut_21 + l_30;
let l_32 = l_31 - l_mut_21;
let l_33 = l_32 - l_30;
l_mut_23 = l_33;
l_mut_21 = l_31;
buffer_0_global[l_14] = l_mut_21;
buffer_1_global[l_14] = l_mut_23;
buffer_2_global[l_14] = l_mut_19;
let l_34 = buffer_5_global[l_14];
let l_35 = l_mut_21 - l_34;
let l_36 = l_35 * l_35;
l_mut_9 = l_mut_9 + l_36;
let l_37 = l_1 * u32(3);
let l_38 = l_37 + u32(1);
let l_39 = buffer_3_global[l_38];
let l_40 = l_1 * u32(3);
let l_41 = l_40 + u32(1);
let l_42 = buffer_2_global[l_41];
let l_43 = info.scalars_f32[1] * l_39;
let l_44 = l_43 * l_3;
let l_45 = l_42 + l_44;
l_mut_23 = l_45;
let l_46 = buffer_0_global[l_41];
l_mut_21 = l_46;
let l_47 = buffer_1_global[l_41];
l_mut_19 = l_47;
let l_48 = info.scalars_f32[0] * l_mut_23;
let l_49 = l_48 - l_mut_19;
let l_50 = l_mut_21 + l_49;
let l_51 = l_50 - l_mut_21;
let l_52 = l_51 - l_49;
l_mut_19 = l_52;
l_mut_21 = l_50;
let l_53 = info.scalars_f32[0] * l_mut_23;
let l_54 = l_53 - l_mut_19;
let l_55 = l_mut_21 + l_54;
let l_56 = l_55 - l_mut_21;
let l_57 = l_56 - l_54;
l_mut_19 = l_57;
l_mut_21 = l_55;
buffer_0_global[l_41] = l_mut_21;
buffer_1_global[l_41] = l_mut_19;
buffer_2_global[l_41] = l_mut_23;
let l_58 = buffer_5_global[l_41];
let l_59 = l_mut_21 - l_58;
let l_60 = l_59 * l_59;
l_mut_9 = l_mut_9 + l_60;
let l_61 = l_1 * u32(3);
let l_62 = l_61 + u32(2);
let l_63 = buffer_3_global[l_62];
let l_64 = l_1 * u32(3);
let l_65 = l_64 + u32(2);
let l_66 = buffer_2_global[l_65];
let l_67 = info.scalars_f32[1] * l_63;
let l_68 = l_67 * l_3;
let l_69 = l_66 + l_68;
l_mut_23 = l_69;
let l_70 = buffer_0_global[l_65];
l_mut_21 = l_70;
let l_71 = buffer_1_global[l_65];
l_mut_19 = l_71;
let l_72 = info.scalars_f32[0] * l_mut_23;
let l_73 = l_72 - l_mut_19;
let l_74 = l_mut_21 + l_73;
let l_75 = l_74 - l_mut_21;
let l_76 = l_75 - l_73;
l_mut_19 = l_76;
l_mut_21 = l_74;
let l_77 = info.scalars_f32[0] * l_mut_23;
let l_78 = l_77 - l_mut_19;
let l_79 = l_mut_21 + l_78;
let l_80 = l_79 - l_mut_21;
let l_81 = l_80 - l_78;
l_mut_19 = l_81;
l_mut_21 = l_79;
buffer_0_global[l_65] = l_mut_21;
buffer_1_global[l_65] = l_mut_19;
buffer_2_global[l_65] = l_mut_23;
let l_82 = buffer_5_global[l_65];
let l_83 = l_mut_21 - l_82;
let l_84 = l_83 * l_83;
l_mut_9 = l_mut_9 + l_84;
buffer_6_global[l_1] = l_mut_9;
}
