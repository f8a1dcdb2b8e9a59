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
var a_18: array<f32, 3>;

var a_19: array<f32, 3>;

var a_20: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_63: f32;
var l_mut_64: f32;
var l_mut_7: f32;
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
l_mut_7 = f32(0.0);
let l_8 = l_4 * u32(3);
let l_9 = l_8 * u32(128);
let l_10 = l_9 + u32(128);
let l_11 = l_10 + l_5;
let l_12 = buffer_3_global[l_11];
l_mut_7 = l_12;
let l_13 = l_4 * u32(3);
let l_14 = l_13 * u32(128);
let l_15 = l_14 + u32(256);
let l_16 = l_15 + l_5;
let l_17 = buffer_3_global[l_16];
let l_21 = l_4 * u32(3);
let l_22 = l_21 + u32(0);
let l_23 = l_22 * u32(2);
let l_24 = l_23 * u32(128);
let l_25 = l_24 + l_5;
let l_26 = buffer_2_global[l_25];
a_18[u32(0)] = l_26;
let l_27 = l_24 + u32(128);
let l_28 = l_27 + l_5;
let l_29 = buffer_2_global[l_28];
a_19[u32(0)] = l_29;
let l_30 = l_4 * u32(3);
let l_31 = l_30 + u32(0);
let l_32 = l_31 * u32(128);
let l_33 = l_32 + l_5;
let l_34 = buffer_1_global[l_33];
a_20[u32(0)] = l_34;
let l_35 = l_4 * u32(3);
let l_36 = l_35 + u32(1);
let l_37 = l_36 * u32(2);
let l_38 = l_37 * u32(128);
let l_39 = l_38 + l_5;
let l_40 = buffer_2_global[l_39];
a_18[u32(1)] = l_40;
let l_41 = l_38 + u32(128);
let l_42 = l_41 + l_5;
let l_43 = buffer_2_global[l_42];
a_19[u32(1)] = l_43;
let l_44 = l_4 * u32(3);
let l_45 = l_44 + u32(1);
let l_46 = l_45 * u32(128);
let l_47 = l_46 + l_5;
let l_48 = buffer_1_global[l_47];
a_20[u32(1)] = l_48;
let l_49 = l_4 * u32(3);
let l_50 = l_49 + u32(2);
let l_51 = l_50 * u32(2);
let l_52 = l_51 * u32(128);
let l_53 = l_52 + l_5;
let l_54 = buffer_2_global[l_53];
a_18[u32(2)] = l_54;
let l_55 = l_52 + u32(128);
let l_56 = l_55 + l_5;
let l_57 = buffer_2_global[l_56];
a_19[u32(2)] = l_57;
let l_58 = l_4 * u32(3);
let l_59 = l_58 + u32(2);
let l_60 = l_59 * u32(128);
let l_61 = l_60 + l_5;
let l_62 = buffer_1_global[l_61];
a_20[u32(2)] = l_62;
l_mut_63 = f32(0.0);
l_mut_64 = f32(0.0);
let l_65 = l_4 * u32(3);
let l_66 = l_65 + u32(0);
let l_67 = l_66 * u32(2);
let l_68 = l_67 * u32(128);
let l_69 = a_18[u32(0)];
let l_70 = a_19[u32(0)];
let l_71 = l_69 * l_70;
l_mut_63 = l_mut_63 + l_71;
let l_72 = a_20[u32(0)];
let l_73 = a_19[u32(0)];
let l_74 = l_72 * l_73;
l_mut_64 = l_mut_64 + l_74;
let l_75 = l_68 + l_5;
let l_76 = l_6 * l_17;
let l_77 = a_19[u32(0)];
let l_78 = l_76 * l_77;
buffer_5_global[l_75] = l_78;
let l_79 = l_68 + u32(128);
let l_80 = l_79 + l_5;
let l_81 = l_6 * l_17;
let l_82 = a_18[u32(0)];
let l_83 = l_81 * l_82;
let l_84 = a_20[u32(0)];
let l_85 = l_84 * l_mut_7;
let l_86 = l_83 + l_85;
buffer_5_global[l_80] = l_86;
let l_87 = l_4 * u32(3);
let l_88 = l_87 + u32(1);
let l_89 = l_88 * u32(2);
let l_90 = l_89 * u32(128);
let l_91 = a_18[u32(1)];
let l_92 = a_19[u32(1)];
let l_93 = l_91 * l_92;
l_mut_63 = l_mut_63 + l_93;
let l_94 = a_20[u32(1)];
let l_95 = a_19[u32(1)];
let l_96 = l_94 * l_95;
l_mut_64 = l_mut_64 + l_96;
let l_97 = l_90 + l_5;
let l_98 = l_6 * l_17;
let l_99 = a_19[u32(1)];
let l_100 = l_98 * l_99;
buffer_5_global[l_97] = l_100;
let l_101 = l_90 + u32(128);
let l_102 = l_101 + l_5;
let l_103 = l_6 * l_17;
let l_104 = a_18[u32(1)];
let l_105 = l_103 * l_104;
let l_106 = a_20[u32(1)];
let l_107 = l_106 * l_mut_7;
let l_108 = l_105 + l_107;
buffer_5_global[l_102] = l_108;
let l_109 = l_4 * u32(3);
let l_110 = l_109 + u32(2);
let l_111 = l_110 * u32(2);
let l_112 = l_111 * u32(128);
let l_113 = a_18[u32(2)];
let l_114 = a_19[u32(2)];
let l_115 = l_113 * l_114;
l_mut_63 = l_mut_63 + l_115;
let l_116 = a_20[u32(2)];
let l_117 = a_19[u32(2)];
let l_118 = l_116 * l_117;
l_mut_64 = l_mut_64 + l_118;
let l_119 = l_112 + l_5;
let l_120 = l_6 * l_17;
let l_121 = a_19[u32(2)];
let l_122 = l_120 * l_121;
buffer_5_global[l_119] = l_122;
let l_123 = l_112 + u32(128);
let l_124 = l_123 + l_5;
let l_125 = l_6 * l_17;
let l_126 = a_18[u32(2)];
let l_127 = l_125 * l_126;
let l_128 = a_20[u32(2)];
let l_129 = l_128 * l_mut_7;
let l_130 = l_127 + l_129;
buffer_5_global[l_124] = l_130;
let l_131 = l_4 * u32(3);
let l_132 = l_131 * u32(128);
let l_133 = l_132 + l_5;
buffer_4_global[l_133] = l_6;
let l_134 = l_4 * u32(3);
let l_135 = l_134 * u32(128);
let l_136 = l_135 + u32(128);
let l_137 = l_136 + l_5;
buffer_4_global[l_137] = l_mut_64;
let l_138 = l_4 * u32(3);
let l_139 = l_138 * u32(128);
let l_140 = l_139 + u32(256);
let l_141 = l_140 + l_5;
let l_142 = l_6 * l_mut_63;
buffer_4_global[l_141] = l_142;
}
