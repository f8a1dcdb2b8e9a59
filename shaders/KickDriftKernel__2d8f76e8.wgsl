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
var l_mut_30: u32;
var l_mut_47: u32;
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
let l_29 = info.scalars_f32[2] * l_mut_19;
l_mut_30 = info.scalars_u32[1];
let l_31 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_31;
l_mut_30 = l_mut_30 * u32(2146121005);
let l_32 = l_mut_30 >> u32(15);
l_mut_30 = l_mut_30 ^ l_32;
l_mut_30 = l_mut_30 * u32(2221713035);
let l_33 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_33;
let l_34 = info.scalars_u32[2] ^ l_mut_30;
l_mut_30 = l_34;
let l_35 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_35;
l_mut_30 = l_mut_30 * u32(2146121005);
let l_36 = l_mut_30 >> u32(15);
l_mut_30 = l_mut_30 ^ l_36;
l_mut_30 = l_mut_30 * u32(2221713035);
let l_37 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_37;
let l_38 = l_1 ^ l_mut_30;
l_mut_30 = l_38;
let l_39 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_39;
l_mut_30 = l_mut_30 * u32(2146121005);
let l_40 = l_mut_30 >> u32(15);
l_mut_30 = l_mut_30 ^ l_40;
l_mut_30 = l_mut_30 * u32(2221713035);
let l_41 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_41;
let l_42 = u32(0) ^ l_mut_30;
l_mut_30 = l_42;
let l_43 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_43;
l_mut_30 = l_mut_30 * u32(2146121005);
let l_44 = l_mut_30 >> u32(15);
l_mut_30 = l_mut_30 ^ l_44;
l_mut_30 = l_mut_30 * u32(2221713035);
let l_45 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_45;
let l_46 = l_mut_30 ^ u32(2769414579);
l_mut_47 = l_46;
let l_48 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_48;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_49 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_49;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_50 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_50;
let l_51 = l_mut_47 >> u32(8);
let l_52 = l_51 + u32(1);
let l_53 = f32(l_52);
let l_54 = l_53 / f32(16777216.0);
let l_55 = l_mut_30 ^ u32(1675113877);
l_mut_47 = l_55;
let l_56 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_56;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_57 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_57;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_58 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_58;
let l_59 = l_mut_47 >> u32(8);
let l_60 = f32(l_59);
let l_61 = l_60 / f32(16777216.0);
let l_62 = log(l_54);
let l_63 = f32(-2.0) * l_62;
let l_64 = sqrt(l_63);
let l_65 = f32(6.2831854820251465) * l_61;
let l_66 = cos(l_65);
let l_67 = l_64 * l_66;
let l_68 = l_8 * l_67;
let l_69 = l_29 + l_68;
l_mut_19 = l_69;
let l_70 = info.scalars_f32[0] * l_mut_19;
let l_71 = l_70 - l_mut_23;
let l_72 = l_mut_21 + l_71;
let l_73 = l_72 - l_mut_21;
let l_74 = l_73 - l_71;
l_mut_23 = l_74;
l_mut_21 = l_72;
buffer_0_global[l_14] = l_mut_21;
buffer_1_global[l_14] = l_mut_23;
buffer_2_global[l_14] = l_mut_19;
let l_75 = buffer_5_global[l_14];
let l_76 = l_mut_21 - l_75;
let l_77 = l_76 * l_76;
l_mut_9 = l_mut_9 + l_77;
let l_78 = l_1 * u32(3);
let l_79 = l_78 + u32(1);
let l_80 = buffer_3_global[l_79];
let l_81 = l_1 * u32(3);
let l_82 = l_81 + u32(1);
let l_83 = buffer_2_global[l_82];
let l_84 = info.scalars_f32[1] * l_80;
let l_85 = l_84 * l_3;
let l_86 = l_83 + l_85;
l_mut_23 = l_86;
let l_87 = buffer_0_global[l_82];
l_mut_21 = l_87;
let l_88 = buffer_1_global[l_82];
l_mut_19 = l_88;
let l_89 = info.scalars_f32[0] * l_mut_23;
let l_90 = l_89 - l_mut_19;
let l_91 = l_mut_21 + l_90;
let l_92 = l_91 - l_mut_21;
let l_93 = l_92 - l_90;
l_mut_19 = l_93;
l_mut_21 = l_91;
let l_94 = info.scalars_f32[2] * l_mut_23;
l_mut_47 = info.scalars_u32[1];
let l_95 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_95;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_96 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_96;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_97 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_97;
let l_98 = info.scalars_u32[2] ^ l_mut_47;
l_mut_47 = l_98;
let l_99 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_99;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_100 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_100;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_101 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_101;
let l_102 = l_1 ^ l_mut_47;
l_mut_47 = l_102;
let l_103 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_103;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_104 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_104;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_105 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_105;
let l_106 = u32(1) ^ l_mut_47;
l_mut_47 = l_106;
let l_107 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_107;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_108 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_108;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_109 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_109;
let l_110 = l_mut_47 ^ u32(2769414579);
l_mut_30 = l_110;
let l_111 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_111;
l_mut_30 = l_mut_30 * u32(2146121005);
let l_112 = l_mut_30 >> u32(15);
l_mut_30 = l_mut_30 ^ l_112;
l_mut_30 = l_mut_30 * u32(2221713035);
let l_113 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_113;
let l_114 = l_mut_30 >> u32(8);
let l_115 = l_114 + u32(1);
let l_116 = f32(l_115);
let l_117 = l_116 / f32(16777216.0);
let l_118 = l_mut_47 ^ u32(1675113877);
l_mut_47 = l_118;
let l_119 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_119;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_120 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_120;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_121 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_121;
let l_122 = l_mut_47 >> u32(8);
let l_123 = f32(l_122);
let l_124 = l_123 / f32(16777216.0);
let l_125 = log(l_117);
let l_126 = f32(-2.0) * l_125;
let l_127 = sqrt(l_126);
let l_128 = f32(6.2831854820251465) * l_124;
let l_129 = cos(l_128);
let l_130 = l_127 * l_129;
let l_131 = l_8 * l_130;
let l_132 = l_94 + l_131;
l_mut_23 = l_132;
let l_133 = info.scalars_f32[0] * l_mut_23;
let l_134 = l_133 - l_mut_19;
let l_135 = l_mut_21 + l_134;
let l_136 = l_135 - l_mut_21;
let l_137 = l_136 - l_134;
l_mut_19 = l_137;
l_mut_21 = l_135;
buffer_0_global[l_82] = l_mut_21;
buffer_1_global[l_82] = l_mut_19;
buffer_2_global[l_82] = l_mut_23;
let l_138 = buffer_5_global[l_82];
let l_139 = l_mut_21 - l_138;
let l_140 = l_139 * l_139;
l_mut_9 = l_mut_9 + l_140;
let l_141 = l_1 * u32(3);
let l_142 = l_141 + u32(2);
let l_143 = buffer_3_global[l_142];
let l_144 = l_1 * u32(3);
let l_145 = l_144 + u32(2);
let l_146 = buffer_2_global[l_145];
let l_147 = info.scalars_f32[1] * l_143;
let l_148 = l_147 * l_3;
let l_149 = l_146 + l_148;
l_mut_23 = l_149;
let l_150 = buffer_0_global[l_145];
l_mut_21 = l_150;
let l_151 = buffer_1_global[l_145];
l_mut_19 = l_151;
let l_152 = info.scalars_f32[0] * l_mut_23;
let l_153 = l_152 - l_mut_19;
let l_154 = l_mut_21 + l_153;
let l_155 = l_154 - l_mut_21;
let l_156 = l_155 - l_153;
l_mut_19 = l_156;
l_mut_21 = l_154;
let l_157 = info.scalars_f32[2] * l_mut_23;
l_mut_47 = info.scalars_u32[1];
let l_158 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_158;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_159 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_159;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_160 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_160;
let l_161 = info.scalars_u32[2] ^ l_mut_47;
l_mut_47 = l_161;
let l_162 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_162;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_163 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_163;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_164 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_164;
let l_165 = l_1 ^ l_mut_47;
l_mut_47 = l_165;
let l_166 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_166;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_167 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_167;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_168 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_168;
let l_169 = u32(2) ^ l_mut_47;
l_mut_47 = l_169;
let l_170 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_170;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_171 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_171;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_172 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_172;
let l_173 = l_mut_47 ^ u32(2769414579);
l_mut_30 = l_173;
let l_174 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_174;
l_mut_30 = l_mut_30 * u32(2146121005);
let l_175 = l_mut_30 >> u32(15);
l_mut_30 = l_mut_30 ^ l_175;
l_mut_30 = l_mut_30 * u32(2221713035);
let l_176 = l_mut_30 >> u32(16);
l_mut_30 = l_mut_30 ^ l_176;
let l_177 = l_mut_30 >> u32(8);
let l_178 = l_177 + u32(1);
let l_179 = f32(l_178);
let l_180 = l_179 / f32(16777216.0);
let l_181 = l_mut_47 ^ u32(1675113877);
l_mut_47 = l_181;
let l_182 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_182;
l_mut_47 = l_mut_47 * u32(2146121005);
let l_183 = l_mut_47 >> u32(15);
l_mut_47 = l_mut_47 ^ l_183;
l_mut_47 = l_mut_47 * u32(2221713035);
let l_184 = l_mut_47 >> u32(16);
l_mut_47 = l_mut_47 ^ l_184;
let l_185 = l_mut_47 >> u32(8);
let l_186 = f32(l_185);
let l_187 = l_186 / f32(16777216.0);
let l_188 = log(l_180);
let l_189 = f32(-2.0) * l_188;
let l_190 = sqrt(l_189);
let l_191 = f32(6.2831854820251465) * l_187;
let l_192 = cos(l_191);
let l_193 = l_190 * l_192;
let l_194 = l_8 * l_193;
let l_195 = l_157 + l_194;
l_mut_23 = l_195;
let l_196 = info.scalars_f32[0] * l_mut_23;
let l_197 = l_196 - l_mut_19;
let l_198 = l_mut_21 + l_197;
let l_199 = l_198 - l_mut_21;
let l_200 = l_199 - l_197;
l_mut_19 = l_200;
l_mut_21 = l_198;
buffer_0_global[l_145] = l_mut_21;
buffer_1_global[l_145] = l_mut_19;
buffer_2_global[l_145] = l_mut_23;
let l_201 = buffer_5_global[l_145];
let l_202 = l_mut_21 - l_201;
let l_203 = l_202 * l_202;
l_mut_9 = l_mut_9 + l_203;
buffer_6_global[l_1] = l_mut_9;
}
