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

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn mixing_grad_out_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_17: f32;
var l_mut_18: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = info.scalars_u32[0] * u32(128);
let l_3 = l_1 >= l_2;
if l_3 {
return;
}
let l_4 = l_1 / u32(128);
let l_5 = l_1 % u32(128);
let l_6 = buffer_0_global[l_1];
let l_7 = l_4 * u32(3);
let l_8 = l_7 * u32(128);
let l_9 = l_8 + u32(128);
let l_10 = l_9 + l_5;
let l_11 = buffer_3_global[l_10];
let l_12 = l_4 * u32(3);
let l_13 = l_12 * u32(128);
let l_14 = l_13 + u32(256);
let l_15 = l_14 + l_5;
let l_16 = buffer_3_global[l_15];
l_mut_17 = f32(0.0);
l_mut_18 = f32(0.0);
let l_19 = l_4 * u32(3);
let l_20 = l_19 + u32(0);
let l_21 = l_20 * u32(2);
let l_22 = l_21 * u32(128);
let l_23 = l_22 + l_5;
let l_24 = buffer_2_global[l_23];
let l_25 = l_22 + u32(128);
let l_26 = l_25 + l_5;
let l_27 = buffer_2_global[l_26];
let l_28 = l_24 * l_27;
l_mut_17 = l_mut_17 + l_28;
let l_29 = l_4 * u32(3);
let l_30 = l_29 + u32(0);
let l_31 = l_30 * u32(128);
let l_32 = l_31 + l_5;
let l_33 = buffer_1_global[l_32];
let l_34 = l_33 * l_27;
l_mut_18 = l_mut_18 + l_34;
let l_35 = l_22 + l_5;
let l_36 = l_6 * l_16;
let l_37 = l_36 * l_27;
buffer_5_global[l_35] = l_37;
let l_38 = l_22 + u32(128);
let l_39 = l_38 + l_5;
let l_40 = l_6 * l_16;
let l_41 = l_40 * l_24;
let l_42 = l_33 * l_11;
let l_43 = l_41 + l_42;
buffer_5_global[l_39] = l_43;
let l_44 = l_4 * u32(3);
let l_45 = l_44 + u32(1);
let l_46 = l_45 * u32(2);
let l_47 = l_46 * u32(128);
let l_48 = l_47 + l_5;
let l_49 = buffer_2_global[l_48];
let l_50 = l_47 + u32(128);
let l_51 = l_50 + l_5;
let l_52 = buffer_2_global[l_51];
let l_53 = l_49 * l_52;
l_mut_17 = l_mut_17 + l_53;
let l_54 = l_4 * u32(3);
let l_55 = l_54 + u32(1);
let l_56 = l_55 * u32(128);
let l_57 = l_56 + l_5;
let l_58 = buffer_1_global[l_57];
let l_59 = l_58 * l_52;
l_mut_18 = l_mut_18 + l_59;
let l_60 = l_47 + l_5;
let l_61 = l_6 * l_16;
let l_62 = l_61 * l_52;
buffer_5_global[l_60] = l_62;
let l_63 = l_47 + u32(128);
let l_64 = l_63 + l_5;
let l_65 = l_6 * l_16;
let l_66 = l_65 * l_49;
let l_67 = l_58 * l_11;
let l_68 = l_66 + l_67;
buffer_5_global[l_64] = l_68;
let l_69 = l_4 * u32(3);
let l_70 = l_69 + u32(2);
let l_71 = l_70 * u32(2);
let l_72 = l_71 * u32(128);
let l_73 = l_72 + l_5;
let l_74 = buffer_2_global[l_73];
let l_75 = l_72 + u32(128);
let l_76 = l_75 + l_5;
let l_77 = buffer_2_global[l_76];
let l_78 = l_74 * l_77;
l_mut_17 = l_mut_17 + l_78;
let l_79 = l_4 * u32(3);
let l_80 = l_79 + u32(2);
let l_81 = l_80 * u32(128);
let l_82 = l_81 + l_5;
let l_83 = buffer_1_global[l_82];
let l_84 = l_83 * l_77;
l_mut_18 = l_mut_18 + l_84;
let l_85 = l_72 + l_5;
let l_86 = l_6 * l_16;
let l_87 = l_86 * l_77;
buffer_5_global[l_85] = l_87;
let l_88 = l_72 + u32(128);
let l_89 = l_88 + l_5;
let l_90 = l_6 * l_16;
let l_91 = l_90 * l_74;
let l_92 = l_83 * l_11;
let l_93 = l_91 + l_92;
buffer_5_global[l_89] = l_93;
let l_94 = l_4 * u32(3);
let l_95 = l_94 * u32(128);
let l_96 = l_95 + l_5;
buffer_4_global[l_96] = l_6;
let l_97 = l_4 * u32(3);
let l_98 = l_97 * u32(128);
let l_99 = l_98 + u32(128);
let l_100 = l_99 + l_5;
buffer_4_global[l_100] = l_mut_18;
let l_101 = l_4 * u32(3);
let l_102 = l_101 * u32(128);
let l_103 = l_102 + u32(256);
let l_104 = l_103 + l_5;
let l_105 = l_6 * l_mut_17;
buffer_4_global[l_104] = l_105;
}
