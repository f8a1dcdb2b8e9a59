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
fn mixing_update_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_21: array<f32, 3>;

var a_22: array<f32, 3>;

var a_23: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_10: f32;
var l_mut_79: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = info.scalars_u32[0] * u32(128);
let l_3 = l_1 >= l_2;
if l_3 {
return;
}
let l_4 = l_1 / u32(128);
let l_5 = l_1 % u32(128);
let l_6 = l_4 * u32(3);
let l_7 = l_6 * u32(128);
let l_8 = l_7 + l_5;
let l_9 = buffer_3_global[l_8];
l_mut_10 = f32(0.0);
let l_11 = l_4 * u32(3);
let l_12 = l_11 * u32(128);
let l_13 = l_12 + u32(128);
let l_14 = l_13 + l_5;
let l_15 = buffer_3_global[l_14];
l_mut_10 = l_15;
let l_16 = l_4 * u32(3);
let l_17 = l_16 * u32(128);
let l_18 = l_17 + u32(256);
let l_19 = l_18 + l_5;
let l_20 = buffer_3_global[l_19];
let l_24 = l_4 * u32(3);
let l_25 = l_24 + u32(0);
let l_26 = l_25 * u32(2);
let l_27 = l_26 * u32(128);
let l_28 = l_27 + l_5;
let l_29 = buffer_2_global[l_28];
a_21[u32(0)] = l_29;
let l_30 = l_4 * u32(3);
let l_31 = l_30 + u32(0);
let l_32 = l_31 * u32(2);
let l_33 = l_32 * u32(128);
let l_34 = l_33 + u32(128);
let l_35 = l_34 + l_5;
let l_36 = buffer_2_global[l_35];
a_22[u32(0)] = l_36;
let l_37 = l_4 * u32(3);
let l_38 = l_37 + u32(0);
let l_39 = l_38 * u32(128);
let l_40 = l_39 + l_5;
let l_41 = buffer_1_global[l_40];
a_23[u32(0)] = l_41;
let l_42 = l_4 * u32(3);
let l_43 = l_42 + u32(1);
let l_44 = l_43 * u32(2);
let l_45 = l_44 * u32(128);
let l_46 = l_45 + l_5;
let l_47 = buffer_2_global[l_46];
a_21[u32(1)] = l_47;
let l_48 = l_4 * u32(3);
let l_49 = l_48 + u32(1);
let l_50 = l_49 * u32(2);
let l_51 = l_50 * u32(128);
let l_52 = l_51 + u32(128);
let l_53 = l_52 + l_5;
let l_54 = buffer_2_global[l_53];
a_22[u32(1)] = l_54;
let l_55 = l_4 * u32(3);
let l_56 = l_55 + u32(1);
let l_57 = l_56 * u32(128);
let l_58 = l_57 + l_5;
let l_59 = buffer_1_global[l_58];
a_23[u32(1)] = l_59;
let l_60 = l_4 * u32(3);
let l_61 = l_60 + u32(2);
let l_62 = l_61 * u32(2);
let l_63 = l_62 * u32(128);
let l_64 = l_63 + l_5;
let l_65 = buffer_2_global[l_64];
a_21[u32(2)] = l_65;
let l_66 = l_4 * u32(3);
let l_67 = l_66 + u32(2);
let l_68 = l_67 * u32(2);
let l_69 = l_68 * u32(128);
let l_70 = l_69 + u32(128);
let l_71 = l_70 + l_5;
let l_72 = buffer_2_global[l_71];
a_22[u32(2)] = l_72;
let l_73 = l_4 * u32(3);
let l_74 = l_73 + u32(2);
let l_75 = l_74 * u32(128);
let l_76 = l_75 + l_5;
let l_77 = buffer_1_global[l_76];
a_23[u32(2)] = l_77;
let l_78 = buffer_0_global[l_1];
l_mut_79 = f32(0.0);
let l_80 = a_21[u32(0)];
let l_81 = a_22[u32(0)];
let l_82 = l_80 * l_81;
l_mut_79 = l_mut_79 + l_82;
let l_83 = l_4 * u32(3);
let l_84 = l_83 + u32(0);
let l_85 = l_84 * u32(128);
let l_86 = l_85 + l_5;
let l_87 = a_23[u32(0)];
let l_88 = a_22[u32(0)];
let l_89 = l_mut_10 * l_88;
let l_90 = l_87 + l_89;
buffer_5_global[l_86] = l_90;
let l_91 = a_21[u32(1)];
let l_92 = a_22[u32(1)];
let l_93 = l_91 * l_92;
l_mut_79 = l_mut_79 + l_93;
let l_94 = l_4 * u32(3);
let l_95 = l_94 + u32(1);
let l_96 = l_95 * u32(128);
let l_97 = l_96 + l_5;
let l_98 = a_23[u32(1)];
let l_99 = a_22[u32(1)];
let l_100 = l_mut_10 * l_99;
let l_101 = l_98 + l_100;
buffer_5_global[l_97] = l_101;
let l_102 = a_21[u32(2)];
let l_103 = a_22[u32(2)];
let l_104 = l_102 * l_103;
l_mut_79 = l_mut_79 + l_104;
let l_105 = l_4 * u32(3);
let l_106 = l_105 + u32(2);
let l_107 = l_106 * u32(128);
let l_108 = l_107 + l_5;
let l_109 = a_23[u32(2)];
let l_110 = a_22[u32(2)];
let l_111 = l_mut_10 * l_110;
let l_112 = l_109 + l_111;
buffer_5_global[l_108] = l_112;
let l_113 = l_78 + l_9;
let l_114 = l_20 * l_mut_79;
let l_115 = l_113 + l_114;
buffer_4_global[l_1] = l_115;
}
