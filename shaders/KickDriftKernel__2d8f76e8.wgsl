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
var l_mut_17: f32;
var l_mut_19: f32;
var l_mut_21: f32;
var l_mut_28: u32;
var l_mut_45: u32;
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
let l_12 = buffer_2_global[l_11];
let l_13 = buffer_3_global[l_11];
let l_14 = info.scalars_f32[1] * l_13;
let l_15 = l_14 * l_3;
let l_16 = l_12 + l_15;
l_mut_17 = l_16;
let l_18 = buffer_0_global[l_11];
l_mut_19 = l_18;
let l_20 = buffer_1_global[l_11];
l_mut_21 = l_20;
let l_22 = info.scalars_f32[0] * l_mut_17;
let l_23 = l_22 - l_mut_21;
let l_24 = l_mut_19 + l_23;
let l_25 = l_24 - l_mut_19;
let l_26 = l_25 - l_23;
l_mut_21 = l_26;
l_mut_19 = l_24;
let l_27 = info.scalars_f32[2] * l_mut_17;
l_mut_28 = info.scalars_u32[1];
let l_29 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_29;
l_mut_28 = l_mut_28 * u32(2146121005);
let l_30 = l_mut_28 >> u32(15);
l_mut_28 = l_mut_28 ^ l_30;
l_mut_28 = l_mut_28 * u32(2221713035);
let l_31 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_31;
let l_32 = info.scalars_u32[2] ^ l_mut_28;
l_mut_28 = l_32;
let l_33 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_33;
l_mut_28 = l_mut_28 * u32(2146121005);
let l_34 = l_mut_28 >> u32(15);
l_mut_28 = l_mut_28 ^ l_34;
l_mut_28 = l_mut_28 * u32(2221713035);
let l_35 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_35;
let l_36 = l_1 ^ l_mut_28;
l_mut_28 = l_36;
let l_37 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_37;
l_mut_28 = l_mut_28 * u32(2146121005);
let l_38 = l_mut_28 >> u32(15);
l_mut_28 = l_mut_28 ^ l_38;
l_mut_28 = l_mut_28 * u32(2221713035);
let l_39 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_39;
let l_40 = u32(0) ^ l_mut_28;
l_mut_28 = l_40;
let l_41 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_41;
l_mut_28 = l_mut_28 * u32(2146121005);
let l_42 = l_mut_28 >> u32(15);
l_mut_28 = l_mut_28 ^ l_42;
l_mut_28 = l_mut_28 * u32(2221713035);
let l_43 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_43;
let l_44 = l_mut_28 ^ u32(2769414579);
l_mut_45 = l_44;
let l_46 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_46;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_47 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_47;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_48 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_48;
let l_49 = l_mut_45 >> u32(8);
let l_50 = l_49 + u32(1);
let l_51 = f32(l_50);
let l_52 = l_51 / f32(16777216.0);
let l_53 = l_mut_28 ^ u32(1675113877);
l_mut_45 = l_53;
let l_54 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_54;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_55 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_55;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_56 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_56;
let l_57 = l_mut_45 >> u32(8);
let l_58 = f32(l_57);
let l_59 = l_58 / f32(16777216.0);
let l_60 = log(l_52);
let l_61 = f32(-2.0) * l_60;
let l_62 = sqrt(l_61);
let l_63 = f32(6.2831854820251465) * l_59;
let l_64 = cos(l_63);
let l_65 = l_62 * l_64;
let l_66 = l_8 * l_65;
let l_67 = l_27 + l_66;
l_mut_17 = l_67;
let l_68 = info.scalars_f32[0] * l_mut_17;
let l_69 = l_68 - l_mut_21;
let l_70 = l_mut_19 + l_69;
let l_71 = l_70 - l_mut_19;
let l_72 = l_71 - l_69;
l_mut_21 = l_72;
l_mut_19 = l_70;
buffer_0_global[l_11] = l_mut_19;
buffer_1_global[l_11] = l_mut_21;
buffer_2_global[l_11] = l_mut_17;
let l_73 = buffer_5_global[l_11];
let l_74 = l_mut_19 - l_73;
let l_75 = l_74 * l_74;
l_mut_9 = l_mut_9 + l_75;
let l_76 = l_1 * u32(3);
let l_77 = l_76 + u32(1);
let l_78 = buffer_2_global[l_77];
let l_79 = buffer_3_global[l_77];
let l_80 = info.scalars_f32[1] * l_79;
let l_81 = l_80 * l_3;
let l_82 = l_78 + l_81;
l_mut_21 = l_82;
let l_83 = buffer_0_global[l_77];
l_mut_19 = l_83;
let l_84 = buffer_1_global[l_77];
l_mut_17 = l_84;
let l_85 = info.scalars_f32[0] * l_mut_21;
let l_86 = l_85 - l_mut_17;
let l_87 = l_mut_19 + l_86;
let l_88 = l_87 - l_mut_19;
let l_89 = l_88 - l_86;
l_mut_17 = l_89;
l_mut_19 = l_87;
let l_90 = info.scalars_f32[2] * l_mut_21;
l_mut_45 = info.scalars_u32[1];
let l_91 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_91;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_92 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_92;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_93 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_93;
let l_94 = info.scalars_u32[2] ^ l_mut_45;
l_mut_45 = l_94;
let l_95 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_95;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_96 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_96;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_97 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_97;
let l_98 = l_1 ^ l_mut_45;
l_mut_45 = l_98;
let l_99 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_99;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_100 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_100;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_101 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_101;
let l_102 = u32(1) ^ l_mut_45;
l_mut_45 = l_102;
let l_103 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_103;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_104 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_104;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_105 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_105;
let l_106 = l_mut_45 ^ u32(2769414579);
l_mut_28 = l_106;
let l_107 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_107;
l_mut_28 = l_mut_28 * u32(2146121005);
let l_108 = l_mut_28 >> u32(15);
l_mut_28 = l_mut_28 ^ l_108;
l_mut_28 = l_mut_28 * u32(2221713035);
let l_109 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_109;
let l_110 = l_mut_28 >> u32(8);
let l_111 = l_110 + u32(1);
let l_112 = f32(l_111);
let l_113 = l_112 / f32(16777216.0);
let l_114 = l_mut_45 ^ u32(1675113877);
l_mut_45 = l_114;
let l_115 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_115;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_116 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_116;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_117 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_117;
let l_118 = l_mut_45 >> u32(8);
let l_119 = f32(l_118);
let l_120 = l_119 / f32(16777216.0);
let l_121 = log(l_113);
let l_122 = f32(-2.0) * l_121;
let l_123 = sqrt(l_122);
let l_124 = f32(6.2831854820251465) * l_120;
let l_125 = cos(l_124);
let l_126 = l_123 * l_125;
let l_127 = l_8 * l_126;
let l_128 = l_90 + l_127;
l_mut_21 = l_128;
let l_129 = info.scalars_f32[0] * l_mut_21;
let l_130 = l_129 - l_mut_17;
let l_131 = l_mut_19 + l_130;
let l_132 = l_131 - l_mut_19;
let l_133 = l_132 - l_130;
l_mut_17 = l_133;
l_mut_19 = l_131;
buffer_0_global[l_77] = l_mut_19;
buffer_1_global[l_77] = l_mut_17;
buffer_2_global[l_77] = l_mut_21;
let l_134 = buffer_5_global[l_77];
let l_135 = l_mut_19 - l_134;
let l_136 = l_135 * l_135;
l_mut_9 = l_mut_9 + l_136;
let l_137 = l_1 * u32(3);
let l_138 = l_137 + u32(2);
let l_139 = buffer_2_global[l_138];
let l_140 = buffer_3_global[l_138];
let l_141 = info.scalars_f32[1] * l_140;
let l_142 = l_141 * l_3;
let l_143 = l_139 + l_142;
l_mut_21 = l_143;
let l_144 = buffer_0_global[l_138];
l_mut_19 = l_144;
let l_145 = buffer_1_global[l_138];
l_mut_17 = l_145;
let l_146 = info.scalars_f32[0] * l_mut_21;
let l_147 = l_146 - l_mut_17;
let l_148 = l_mut_19 + l_147;
let l_149 = l_148 - l_mut_19;
let l_150 = l_149 - l_147;
l_mut_17 = l_150;
l_mut_19 = l_148;
let l_151 = info.scalars_f32[2] * l_mut_21;
l_mut_45 = info.scalars_u32[1];
let l_152 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_152;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_153 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_153;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_154 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_154;
let l_155 = info.scalars_u32[2] ^ l_mut_45;
l_mut_45 = l_155;
let l_156 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_156;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_157 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_157;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_158 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_158;
let l_159 = l_1 ^ l_mut_45;
l_mut_45 = l_159;
let l_160 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_160;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_161 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_161;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_162 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_162;
let l_163 = u32(2) ^ l_mut_45;
l_mut_45 = l_163;
let l_164 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_164;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_165 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_165;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_166 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_166;
let l_167 = l_mut_45 ^ u32(2769414579);
l_mut_28 = l_167;
let l_168 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_168;
l_mut_28 = l_mut_28 * u32(2146121005);
let l_169 = l_mut_28 >> u32(15);
l_mut_28 = l_mut_28 ^ l_169;
l_mut_28 = l_mut_28 * u32(2221713035);
let l_170 = l_mut_28 >> u32(16);
l_mut_28 = l_mut_28 ^ l_170;
let l_171 = l_mut_28 >> u32(8);
let l_172 = l_171 + u32(1);
let l_173 = f32(l_172);
let l_174 = l_173 / f32(16777216.0);
let l_175 = l_mut_45 ^ u32(1675113877);
l_mut_45 = l_175;
let l_176 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_176;
l_mut_45 = l_mut_45 * u32(2146121005);
let l_177 = l_mut_45 >> u32(15);
l_mut_45 = l_mut_45 ^ l_177;
l_mut_45 = l_mut_45 * u32(2221713035);
let l_178 = l_mut_45 >> u32(16);
l_mut_45 = l_mut_45 ^ l_178;
let l_179 = l_mut_45 >> u32(8);
let l_180 = f32(l_179);
let l_181 = l_180 / f32(16777216.0);
let l_182 = log(l_174);
let l_183 = f32(-2.0) * l_182;
let l_184 = sqrt(l_183);
let l_185 = f32(6.2831854820251465) * l_181;
let l_186 = cos(l_185);
let l_187 = l_184 * l_186;
let l_188 = l_8 * l_187;
let l_189 = l_151 + l_188;
l_mut_21 = l_189;
let l_190 = info.scalars_f32[0] * l_mut_21;
let l_191 = l_190 - l_mut_17;
let l_192 = l_mut_19 + l_191;
let l_193 = l_192 - l_mut_19;
let l_194 = l_193 - l_191;
l_mut_17 = l_194;
l_mut_19 = l_192;
buffer_0_global[l_138] = l_mut_19;
buffer_1_global[l_138] = l_mut_17;
buffer_2_global[l_138] = l_mut_21;
let l_195 = buffer_5_global[l_138];
let l_196 = l_mut_19 - l_195;
let l_197 = l_196 * l_196;
l_mut_9 = l_mut_9 + l_197;
buffer_6_global[l_1] = l_mut_9;
}
