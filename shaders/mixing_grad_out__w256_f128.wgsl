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
var a_33: array<f32, 3>;

var a_34: array<f32, 3>;

var a_35: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_20: f32;
var l_mut_87: f32;
var l_mut_88: f32;
let l_0 = info.static_meta[u32(6)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(7)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(8)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(9)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(10)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(11)];
let l_11 = l_10 - u32(0);
let l_12 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_13 = l_12 + local_idx;
let l_14 = info.scalars_u32[0] * u32(128);
let l_15 = l_13 >= l_14;
if l_15 {
return;
}
let l_16 = l_13 / u32(128);
let l_17 = l_13 % u32(128);
let l_18 = u32(0) + l_13;
let l_19 = buffer_0_global[l_18];
l_mut_20 = f32(0.0);
let l_21 = l_16 * u32(3);
let l_22 = l_21 * u32(128);
let l_23 = l_22 + u32(128);
let l_24 = l_23 + l_17;
let l_25 = u32(0) + l_24;
let l_26 = buffer_3_global[l_25];
l_mut_20 = l_26;
let l_27 = l_16 * u32(3);
let l_28 = l_27 * u32(128);
let l_29 = l_28 + u32(256);
let l_30 = l_29 + l_17;
let l_31 = u32(0) + l_30;
let l_32 = buffer_3_global[l_31];
let l_36 = l_16 * u32(3);
let l_37 = l_36 + u32(0);
let l_38 = l_37 * u32(2);
let l_39 = l_38 * u32(128);
let l_40 = l_39 + l_17;
let l_41 = u32(0) + l_40;
let l_42 = buffer_2_global[l_41];
a_33[u32(0)] = l_42;
let l_43 = l_39 + u32(128);
let l_44 = l_43 + l_17;
let l_45 = u32(0) + l_44;
let l_46 = buffer_2_global[l_45];
a_34[u32(0)] = l_46;
let l_47 = l_16 * u32(3);
let l_48 = l_47 + u32(0);
let l_49 = l_48 * u32(128);
let l_50 = l_49 + l_17;
let l_51 = u32(0) + l_50;
let l_52 = buffer_1_global[l_51];
a_35[u32(0)] = l_52;
let l_53 = l_16 * u32(3);
let l_54 = l_53 + u32(1);
let l_55 = l_54 * u32(2);
let l_56 = l_55 * u32(128);
let l_57 = l_56 + l_17;
let l_58 = u32(0) + l_57;
let l_59 = buffer_2_global[l_58];
a_33[u32(1)] = l_59;
let l_60 = l_56 + u32(128);
let l_61 = l_60 + l_17;
let l_62 = u32(0) + l_61;
let l_63 = buffer_2_global[l_62];
a_34[u32(1)] = l_63;
let l_64 = l_16 * u32(3);
let l_65 = l_64 + u32(1);
let l_66 = l_65 * u32(128);
let l_67 = l_66 + l_17;
let l_68 = u32(0) + l_67;
let l_69 = buffer_1_global[l_68];
a_35[u32(1)] = l_69;
let l_70 = l_16 * u32(3);
let l_71 = l_70 + u32(2);
let l_72 = l_71 * u32(2);
let l_73 = l_72 * u32(128);
let l_74 = l_73 + l_17;
let l_75 = u32(0) + l_74;
let l_76 = buffer_2_global[l_75];
a_33[u32(2)] = l_76;
let l_77 = l_73 + u32(128);
let l_78 = l_77 + l_17;
let l_79 = u32(0) + l_78;
let l_80 = buffer_2_global[l_79];
a_34[u32(2)] = l_80;
let l_81 = l_16 * u32(3);
let l_82 = l_81 + u32(2);
let l_83 = l_82 * u32(128);
let l_84 = l_83 + l_17;
let l_85 = u32(0) + l_84;
let l_86 = buffer_1_global[l_85];
a_35[u32(2)] = l_86;
l_mut_87 = f32(0.0);
l_mut_88 = f32(0.0);
let l_89 = l_16 * u32(3);
let l_90 = l_89 + u32(0);
let l_91 = l_90 * u32(2);
let l_92 = l_91 * u32(128);
let l_93 = a_33[u32(0)];
let l_94 = a_34[u32(0)];
let l_95 = l_93 * l_94;
l_mut_87 = l_mut_87 + l_95;
let l_96 = a_35[u32(0)];
let l_97 = a_34[u32(0)];
let l_98 = l_96 * l_97;
l_mut_88 = l_mut_88 + l_98;
let l_99 = l_92 + l_17;
let l_100 = l_19 * l_32;
let l_101 = a_34[u32(0)];
let l_102 = l_100 * l_101;
let l_103 = u32(0) + l_99;
buffer_5_global[l_103] = l_102;
let l_104 = l_92 + u32(128);
let l_105 = l_104 + l_17;
let l_106 = l_19 * l_32;
let l_107 = a_33[u32(0)];
let l_108 = l_106 * l_107;
let l_109 = a_35[u32(0)];
let l_110 = l_109 * l_mut_20;
let l_111 = l_108 + l_110;
let l_112 = u32(0) + l_105;
buffer_5_global[l_112] = l_111;
let l_113 = l_16 * u32(3);
let l_114 = l_113 + u32(1);
let l_115 = l_114 * u32(2);
let l_116 = l_115 * u32(128);
let l_117 = a_33[u32(1)];
let l_118 = a_34[u32(1)];
let l_119 = l_117 * l_118;
l_mut_87 = l_mut_87 + l_119;
let l_120 = a_35[u32(1)];
let l_121 = a_34[u32(1)];
let l_122 = l_120 * l_121;
l_mut_88 = l_mut_88 + l_122;
let l_123 = l_116 + l_17;
let l_124 = l_19 * l_32;
let l_125 = a_34[u32(1)];
let l_126 = l_124 * l_125;
let l_127 = u32(0) + l_123;
buffer_5_global[l_127] = l_126;
let l_128 = l_116 + u32(128);
let l_129 = l_128 + l_17;
let l_130 = l_19 * l_32;
let l_131 = a_33[u32(1)];
let l_132 = l_130 * l_131;
let l_133 = a_35[u32(1)];
let l_134 = l_133 * l_mut_20;
let l_135 = l_132 + l_134;
let l_136 = u32(0) + l_129;
buffer_5_global[l_136] = l_135;
let l_137 = l_16 * u32(3);
let l_138 = l_137 + u32(2);
let l_139 = l_138 * u32(2);
let l_140 = l_139 * u32(128);
let l_141 = a_33[u32(2)];
let l_142 = a_34[u32(2)];
let l_143 = l_141 * l_142;
l_mut_87 = l_mut_87 + l_143;
let l_144 = a_35[u32(2)];
let l_145 = a_34[u32(2)];
let l_146 = l_144 * l_145;
l_mut_88 = l_mut_88 + l_146;
let l_147 = l_140 + l_17;
let l_148 = l_19 * l_32;
let l_149 = a_34[u32(2)];
let l_150 = l_148 * l_149;
let l_151 = u32(0) + l_147;
buffer_5_global[l_151] = l_150;
let l_152 = l_140 + u32(128);
let l_153 = l_152 + l_17;
let l_154 = l_19 * l_32;
let l_155 = a_33[u32(2)];
let l_156 = l_154 * l_155;
let l_157 = a_35[u32(2)];
let l_158 = l_157 * l_mut_20;
let l_159 = l_156 + l_158;
let l_160 = u32(0) + l_153;
buffer_5_global[l_160] = l_159;
let l_161 = l_16 * u32(3);
let l_162 = l_161 * u32(128);
let l_163 = l_162 + l_17;
let l_164 = u32(0) + l_163;
buffer_4_global[l_164] = l_19;
let l_165 = l_16 * u32(3);
let l_166 = l_165 * u32(128);
let l_167 = l_166 + u32(128);
let l_168 = l_167 + l_17;
let l_169 = u32(0) + l_168;
buffer_4_global[l_169] = l_mut_88;
let l_170 = l_16 * u32(3);
let l_171 = l_170 * u32(128);
let l_172 = l_171 + u32(256);
let l_173 = l_172 + l_17;
let l_174 = l_19 * l_mut_87;
let l_175 = u32(0) + l_173;
buffer_4_global[l_175] = l_174;
}
