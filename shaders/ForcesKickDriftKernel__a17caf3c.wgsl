@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

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

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 4>,
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 20>,
}

@group(0)
@binding(10)
var<storage, read> info: info_st;

var<workgroup> shared_memory_0: array<f32, 768>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn forces_kick_drift_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_108: f32;
var l_mut_11: u32;
var l_mut_131: u32;
var l_mut_5: f32;
var l_mut_6: f32;
var l_mut_7: f32;
let l_1 = local_idx / u32(32);
let l_2 = local_idx % u32(32);
let l_3 = workgroup_id_no_axis * u32(8);
let l_4 = l_3 + l_1;
l_mut_5 = f32(0.0);
l_mut_6 = f32(0.0);
l_mut_7 = f32(0.0);
let l_8 = l_4 < info.scalars_u32[0];
if l_8 {
let l_9 = buffer_0_global[l_4];
let l_10 = l_9 + l_2;
l_mut_11 = l_10;
let l_12 = l_4 + u32(1);
let l_13 = buffer_0_global[l_12];
loop {
let l_14 = l_mut_11 < l_13;
let l_15 = !l_14;
if l_15 {
break;
}
let l_16 = buffer_1_global[l_mut_11];
let l_17 = l_mut_11 * u32(3);
let l_18 = buffer_2_global[l_17];
let l_19 = l_16 * u32(3);
let l_20 = buffer_2_global[l_19];
let l_21 = l_18 - l_20;
l_mut_5 = l_mut_5 + l_21;
let l_22 = l_mut_11 * u32(3);
let l_23 = l_22 + u32(1);
let l_24 = buffer_2_global[l_23];
let l_25 = l_16 * u32(3);
let l_26 = l_25 + u32(1);
let l_27 = buffer_2_global[l_26];
let l_28 = l_24 - l_27;
l_mut_6 = l_mut_6 + l_28;
let l_29 = l_mut_11 * u32(3);
let l_30 = l_29 + u32(2);
let l_31 = buffer_2_global[l_30];
let l_32 = l_16 * u32(3);
let l_33 = l_32 + u32(2);
let l_34 = buffer_2_global[l_33];
let l_35 = l_31 - l_34;
l_mut_7 = l_mut_7 + l_35;
l_mut_11 = l_mut_11 + u32(32);
}
}
let l_36 = u32(3) * local_idx;
shared_memory_0[l_36] = l_mut_5;
let l_37 = u32(3) * local_idx;
let l_38 = l_37 + u32(1);
shared_memory_0[l_38] = l_mut_6;
let l_39 = u32(3) * local_idx;
let l_40 = l_39 + u32(2);
shared_memory_0[l_40] = l_mut_7;
workgroupBarrier();
let l_41 = workgroup_size_no_axis / u32(8);
let l_42 = l_41 / u32(2);
l_mut_11 = l_42;
loop {
let l_43 = l_mut_11 > u32(0);
let l_44 = !l_43;
if l_44 {
break;
}
let l_45 = l_2 < l_mut_11;
if l_45 {
let l_46 = u32(3) * local_idx;
let l_47 = local_idx + l_mut_11;
let l_48 = u32(3) * l_47;
let l_49 = shared_memory_0[l_48];
let l_50 = shared_memory_0[l_46];
let l_51 = l_50 + l_49;
shared_memory_0[l_46] = l_51;
let l_52 = u32(3) * local_idx;
let l_53 = l_52 + u32(1);
let l_54 = local_idx + l_mut_11;
let l_55 = u32(3) * l_54;
let l_56 = l_55 + u32(1);
let l_57 = shared_memory_0[l_56];
let l_58 = shared_memory_0[l_53];
let l_59 = l_58 + l_57;
shared_memory_0[l_53] = l_59;
let l_60 = u32(3) * local_idx;
let l_61 = l_60 + u32(2);
let l_62 = local_idx + l_mut_11;
let l_63 = u32(3) * l_62;
let l_64 = l_63 + u32(2);
let l_65 = shared_memory_0[l_64];
let l_66 = shared_memory_0[l_61];
let l_67 = l_66 + l_65;
shared_memory_0[l_61] = l_67;
}
workgroupBarrier();
l_mut_11 = l_mut_11 / u32(2);
}
let l_68 = l_2 == u32(0);
let l_69 = l_4 < info.scalars_u32[0];
let l_70 = l_68 && l_69;
if l_70 {
let l_71 = l_4 * u32(3);
let l_72 = u32(3) * local_idx;
let l_73 = shared_memory_0[l_72];
buffer_3_global[l_71] = l_73;
let l_74 = l_4 * u32(3);
let l_75 = l_74 + u32(1);
let l_76 = u32(3) * local_idx;
let l_77 = l_76 + u32(1);
let l_78 = shared_memory_0[l_77];
buffer_3_global[l_75] = l_78;
let l_79 = l_4 * u32(3);
let l_80 = l_79 + u32(2);
let l_81 = u32(3) * local_idx;
let l_82 = l_81 + u32(2);
let l_83 = shared_memory_0[l_82];
buffer_3_global[l_80] = l_83;
}
let l_84 = workgroup_id_no_axis * u32(8);
let l_85 = local_idx / u32(32);
let l_86 = l_84 + l_85;
let l_87 = local_idx % u32(32);
let l_88 = l_87 == u32(0);
let l_89 = l_86 < info.scalars_u32[0];
let l_90 = l_88 && l_89;
if l_90 {
let l_91 = buffer_7_global[l_86];
let l_92 = info.scalars_f32[2] * info.scalars_f32[2];
let l_93 = f32(1.0) - l_92;
let l_94 = l_93 * info.scalars_f32[3];
let l_95 = l_94 * l_91;
let l_96 = sqrt(l_95);
l_mut_7 = f32(0.0);
let l_97 = u32(3) * local_idx;
let l_98 = l_97 + u32(0);
let l_99 = shared_memory_0[l_98];
let l_100 = l_86 * u32(3);
let l_101 = l_100 + u32(0);
let l_102 = buffer_6_global[l_101];
let l_103 = info.scalars_f32[1] * l_99;
let l_104 = l_103 * l_91;
let l_105 = l_102 + l_104;
l_mut_6 = l_105;
let l_106 = buffer_4_global[l_101];
l_mut_5 = l_106;
let l_107 = buffer_5_global[l_101];
l_mut_108 = l_107;
let l_109 = info.scalars_f32[0] * l_mut_6;
let l_110 = l_109 - l_mut_108;
let l_111 = l_mut_5 + l_110;
let l_112 = l_111 - l_mut_5;
let l_113 = l_112 - l_110;
l_mut_108 = l_113;
l_mut_5 = l_111;
let l_114 = info.scalars_f32[2] * l_mut_6;
l_mut_11 = info.scalars_u32[1];
let l_115 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_115;
l_mut_11 = l_mut_11 * u32(2146121005);
let l_116 = l_mut_11 >> u32(15);
l_mut_11 = l_mut_11 ^ l_116;
l_mut_11 = l_mut_11 * u32(2221713035);
let l_117 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_117;
let l_118 = info.scalars_u32[2] ^ l_mut_11;
l_mut_11 = l_118;
let l_119 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_119;
l_mut_11 = l_mut_11 * u32(2146121005);
let l_120 = l_mut_11 >> u32(15);
l_mut_11 = l_mut_11 ^ l_120;
l_mut_11 = l_mut_11 * u32(2221713035);
let l_121 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_121;
let l_122 = l_86 ^ l_mut_11;
l_mut_11 = l_122;
let l_123 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_123;
l_mut_11 = l_mut_11 * u32(2146121005);
let l_124 = l_mut_11 >> u32(15);
l_mut_11 = l_mut_11 ^ l_124;
l_mut_11 = l_mut_11 * u32(2221713035);
let l_125 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_125;
let l_126 = u32(0) ^ l_mut_11;
l_mut_11 = l_126;
let l_127 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_127;
l_mut_11 = l_mut_11 * u32(2146121005);
let l_128 = l_mut_11 >> u32(15);
l_mut_11 = l_mut_11 ^ l_128;
l_mut_11 = l_mut_11 * u32(2221713035);
let l_129 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_129;
let l_130 = l_mut_11 ^ u32(2769414579);
l_mut_131 = l_130;
let l_132 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_132;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_133 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_133;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_134 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_134;
let l_135 = l_mut_131 >> u32(8);
let l_136 = l_135 + u32(1);
let l_137 = f32(l_136);
let l_138 = l_137 / f32(16777216.0);
let l_139 = l_mut_11 ^ u32(1675113877);
l_mut_131 = l_139;
let l_140 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_140;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_141 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_141;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_142 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_142;
let l_143 = l_mut_131 >> u32(8);
let l_144 = f32(l_143);
let l_145 = l_144 / f32(16777216.0);
let l_146 = log(l_138);
let l_147 = f32(-2.0) * l_146;
let l_148 = sqrt(l_147);
let l_149 = f32(6.2831854820251465) * l_145;
let l_150 = cos(l_149);
let l_151 = l_148 * l_150;
let l_152 = l_96 * l_151;
let l_153 = l_114 + l_152;
l_mut_6 = l_153;
let l_154 = info.scalars_f32[0] * l_mut_6;
let l_155 = l_154 - l_mut_108;
let l_156 = l_mut_5 + l_155;
let l_157 = l_156 - l_mut_5;
let l_158 = l_157 - l_155;
l_mut_108 = l_158;
l_mut_5 = l_156;
buffer_4_global[l_101] = l_mut_5;
buffer_5_global[l_101] = l_mut_108;
buffer_6_global[l_101] = l_mut_6;
let l_159 = buffer_8_global[l_101];
let l_160 = l_mut_5 - l_159;
let l_161 = l_160 * l_160;
l_mut_7 = l_mut_7 + l_161;
let l_162 = u32(3) * local_idx;
let l_163 = l_162 + u32(1);
let l_164 = shared_memory_0[l_163];
let l_165 = l_86 * u32(3);
let l_166 = l_165 + u32(1);
let l_167 = buffer_6_global[l_166];
let l_168 = info.scalars_f32[1] * l_164;
let l_169 = l_168 * l_91;
let l_170 = l_167 + l_169;
l_mut_108 = l_170;
let l_171 = buffer_4_global[l_166];
l_mut_6 = l_171;
let l_172 = buffer_5_global[l_166];
l_mut_5 = l_172;
let l_173 = info.scalars_f32[0] * l_mut_108;
let l_174 = l_173 - l_mut_5;
let l_175 = l_mut_6 + l_174;
let l_176 = l_175 - l_mut_6;
let l_177 = l_176 - l_174;
l_mut_5 = l_177;
l_mut_6 = l_175;
let l_178 = info.scalars_f32[2] * l_mut_108;
l_mut_131 = info.scalars_u32[1];
let l_179 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_179;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_180 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_180;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_181 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_181;
let l_182 = info.scalars_u32[2] ^ l_mut_131;
l_mut_131 = l_182;
let l_183 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_183;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_184 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_184;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_185 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_185;
let l_186 = l_86 ^ l_mut_131;
l_mut_131 = l_186;
let l_187 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_187;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_188 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_188;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_189 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_189;
let l_190 = u32(1) ^ l_mut_131;
l_mut_131 = l_190;
let l_191 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_191;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_192 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_192;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_193 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_193;
let l_194 = l_mut_131 ^ u32(2769414579);
l_mut_11 = l_194;
let l_195 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_195;
l_mut_11 = l_mut_11 * u32(2146121005);
let l_196 = l_mut_11 >> u32(15);
l_mut_11 = l_mut_11 ^ l_196;
l_mut_11 = l_mut_11 * u32(2221713035);
let l_197 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_197;
let l_198 = l_mut_11 >> u32(8);
let l_199 = l_198 + u32(1);
let l_200 = f32(l_199);
let l_201 = l_200 / f32(16777216.0);
let l_202 = l_mut_131 ^ u32(1675113877);
l_mut_131 = l_202;
let l_203 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_203;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_204 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_204;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_205 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_205;
let l_206 = l_mut_131 >> u32(8);
let l_207 = f32(l_206);
let l_208 = l_207 / f32(16777216.0);
let l_209 = log(l_201);
let l_210 = f32(-2.0) * l_209;
let l_211 = sqrt(l_210);
let l_212 = f32(6.2831854820251465) * l_208;
let l_213 = cos(l_212);
let l_214 = l_211 * l_213;
let l_215 = l_96 * l_214;
let l_216 = l_178 + l_215;
l_mut_108 = l_216;
let l_217 = info.scalars_f32[0] * l_mut_108;
let l_218 = l_217 - l_mut_5;
let l_219 = l_mut_6 + l_218;
let l_220 = l_219 - l_mut_6;
let l_221 = l_220 - l_218;
l_mut_5 = l_221;
l_mut_6 = l_219;
buffer_4_global[l_166] = l_mut_6;
buffer_5_global[l_166] = l_mut_5;
buffer_6_global[l_166] = l_mut_108;
let l_222 = buffer_8_global[l_166];
let l_223 = l_mut_6 - l_222;
let l_224 = l_223 * l_223;
l_mut_7 = l_mut_7 + l_224;
let l_225 = u32(3) * local_idx;
let l_226 = l_225 + u32(2);
let l_227 = shared_memory_0[l_226];
let l_228 = l_86 * u32(3);
let l_229 = l_228 + u32(2);
let l_230 = buffer_6_global[l_229];
let l_231 = info.scalars_f32[1] * l_227;
let l_232 = l_231 * l_91;
let l_233 = l_230 + l_232;
l_mut_108 = l_233;
let l_234 = buffer_4_global[l_229];
l_mut_6 = l_234;
let l_235 = buffer_5_global[l_229];
l_mut_5 = l_235;
let l_236 = info.scalars_f32[0] * l_mut_108;
let l_237 = l_236 - l_mut_5;
let l_238 = l_mut_6 + l_237;
let l_239 = l_238 - l_mut_6;
let l_240 = l_239 - l_237;
l_mut_5 = l_240;
l_mut_6 = l_238;
let l_241 = info.scalars_f32[2] * l_mut_108;
l_mut_131 = info.scalars_u32[1];
let l_242 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_242;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_243 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_243;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_244 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_244;
let l_245 = info.scalars_u32[2] ^ l_mut_131;
l_mut_131 = l_245;
let l_246 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_246;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_247 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_247;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_248 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_248;
let l_249 = l_86 ^ l_mut_131;
l_mut_131 = l_249;
let l_250 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_250;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_251 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_251;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_252 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_252;
let l_253 = u32(2) ^ l_mut_131;
l_mut_131 = l_253;
let l_254 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_254;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_255 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_255;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_256 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_256;
let l_257 = l_mut_131 ^ u32(2769414579);
l_mut_11 = l_257;
let l_258 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_258;
l_mut_11 = l_mut_11 * u32(2146121005);
let l_259 = l_mut_11 >> u32(15);
l_mut_11 = l_mut_11 ^ l_259;
l_mut_11 = l_mut_11 * u32(2221713035);
let l_260 = l_mut_11 >> u32(16);
l_mut_11 = l_mut_11 ^ l_260;
let l_261 = l_mut_11 >> u32(8);
let l_262 = l_261 + u32(1);
let l_263 = f32(l_262);
let l_264 = l_263 / f32(16777216.0);
let l_265 = l_mut_131 ^ u32(1675113877);
l_mut_131 = l_265;
let l_266 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_266;
l_mut_131 = l_mut_131 * u32(2146121005);
let l_267 = l_mut_131 >> u32(15);
l_mut_131 = l_mut_131 ^ l_267;
l_mut_131 = l_mut_131 * u32(2221713035);
let l_268 = l_mut_131 >> u32(16);
l_mut_131 = l_mut_131 ^ l_268;
let l_269 = l_mut_131 >> u32(8);
let l_270 = f32(l_269);
let l_271 = l_270 / f32(16777216.0);
let l_272 = log(l_264);
let l_273 = f32(-2.0) * l_272;
let l_274 = sqrt(l_273);
let l_275 = f32(6.2831854820251465) * l_271;
let l_276 = cos(l_275);
let l_277 = l_274 * l_276;
let l_278 = l_96 * l_277;
let l_279 = l_241 + l_278;
l_mut_108 = l_279;
let l_280 = info.scalars_f32[0] * l_mut_108;
let l_281 = l_280 - l_mut_5;
let l_282 = l_mut_6 + l_281;
let l_283 = l_282 - l_mut_6;
let l_284 = l_283 - l_281;
l_mut_5 = l_284;
l_mut_6 = l_282;
buffer_4_global[l_229] = l_mut_6;
buffer_5_global[l_229] = l_mut_5;
buffer_6_global[l_229] = l_mut_108;
let l_285 = buffer_8_global[l_229];
let l_286 = l_mut_6 - l_285;
let l_287 = l_286 * l_286;
l_mut_7 = l_mut_7 + l_287;
buffer_9_global[l_86] = l_mut_7;
}
}
