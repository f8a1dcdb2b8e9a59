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
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 20>,
}

@group(0)
@binding(10)
var<storage, read> info: info_st;

var<workgroup> shared_memory_48: array<f32, 768>;

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
var a_8: array<f32, 3>;

var a_9: array<f32, 3>;

var a_10: array<f32, 3>;

var a_11: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_183: u32;
var l_mut_4: u32;
var l_mut_53: f32;
var l_mut_54: f32;
var l_mut_55: f32;
var l_mut_67: f32;
var l_mut_71: f32;
let l_0 = workgroup_id_no_axis * u32(8);
let l_1 = local_idx / u32(32);
let l_2 = l_0 + l_1;
let l_3 = local_idx % u32(32);
l_mut_4 = l_2;
let l_5 = l_mut_4 >= info.scalars_u32[0];
if l_5 {
let l_6 = info.scalars_u32[0] - u32(1);
l_mut_4 = l_6;
}
let l_7 = buffer_7_global[l_mut_4];
let l_12 = l_mut_4 * u32(3);
let l_13 = l_12 + u32(0);
let l_14 = buffer_6_global[l_13];
a_8[u32(0)] = l_14;
let l_15 = l_mut_4 * u32(3);
let l_16 = l_15 + u32(0);
let l_17 = buffer_4_global[l_16];
a_9[u32(0)] = l_17;
let l_18 = l_mut_4 * u32(3);
let l_19 = l_18 + u32(0);
let l_20 = buffer_5_global[l_19];
a_10[u32(0)] = l_20;
let l_21 = l_mut_4 * u32(3);
let l_22 = l_21 + u32(0);
let l_23 = buffer_8_global[l_22];
a_11[u32(0)] = l_23;
let l_24 = l_mut_4 * u32(3);
let l_25 = l_24 + u32(1);
let l_26 = buffer_6_global[l_25];
a_8[u32(1)] = l_26;
let l_27 = l_mut_4 * u32(3);
let l_28 = l_27 + u32(1);
let l_29 = buffer_4_global[l_28];
a_9[u32(1)] = l_29;
let l_30 = l_mut_4 * u32(3);
let l_31 = l_30 + u32(1);
let l_32 = buffer_5_global[l_31];
a_10[u32(1)] = l_32;
let l_33 = l_mut_4 * u32(3);
let l_34 = l_33 + u32(1);
let l_35 = buffer_8_global[l_34];
a_11[u32(1)] = l_35;
let l_36 = l_mut_4 * u32(3);
let l_37 = l_36 + u32(2);
let l_38 = buffer_6_global[l_37];
a_8[u32(2)] = l_38;
let l_39 = l_mut_4 * u32(3);
let l_40 = l_39 + u32(2);
let l_41 = buffer_4_global[l_40];
a_9[u32(2)] = l_41;
let l_42 = l_mut_4 * u32(3);
let l_43 = l_42 + u32(2);
let l_44 = buffer_5_global[l_43];
a_10[u32(2)] = l_44;
let l_45 = l_mut_4 * u32(3);
let l_46 = l_45 + u32(2);
let l_47 = buffer_8_global[l_46];
a_11[u32(2)] = l_47;
let l_49 = local_idx / u32(32);
let l_50 = local_idx % u32(32);
let l_51 = workgroup_id_no_axis * u32(8);
let l_52 = l_51 + l_49;
l_mut_53 = f32(0.0);
l_mut_54 = f32(0.0);
l_mut_55 = f32(0.0);
let l_56 = l_52 < info.scalars_u32[0];
if l_56 {
let l_57 = buffer_0_global[l_52];
let l_58 = l_57 + l_50;
l_mut_4 = l_58;
let l_59 = l_52 + u32(1);
let l_60 = buffer_0_global[l_59];
loop {
let l_61 = l_mut_4 < l_60;
let l_62 = !l_61;
if l_62 {
break;
}
let l_63 = buffer_1_global[l_mut_4];
let l_64 = l_mut_4 * u32(3);
let l_65 = l_64 + u32(0);
let l_66 = buffer_2_global[l_65];
l_mut_67 = l_66;
let l_68 = l_63 * u32(3);
let l_69 = l_68 + u32(0);
let l_70 = buffer_2_global[l_69];
l_mut_71 = l_70;
let l_72 = l_mut_67 - l_mut_71;
l_mut_53 = l_mut_53 + l_72;
let l_73 = l_mut_4 * u32(3);
let l_74 = l_73 + u32(1);
let l_75 = buffer_2_global[l_74];
l_mut_71 = l_75;
let l_76 = l_63 * u32(3);
let l_77 = l_76 + u32(1);
let l_78 = buffer_2_global[l_77];
l_mut_67 = l_78;
let l_79 = l_mut_71 - l_mut_67;
l_mut_54 = l_mut_54 + l_79;
let l_80 = l_mut_4 * u32(3);
let l_81 = l_80 + u32(2);
let l_82 = buffer_2_global[l_81];
l_mut_71 = l_82;
let l_83 = l_63 * u32(3);
let l_84 = l_83 + u32(2);
let l_85 = buffer_2_global[l_84];
l_mut_67 = l_85;
let l_86 = l_mut_71 - l_mut_67;
l_mut_55 = l_mut_55 + l_86;
l_mut_4 = l_mut_4 + u32(32);
}
}
let l_87 = u32(3) * local_idx;
shared_memory_48[l_87] = l_mut_53;
let l_88 = u32(3) * local_idx;
let l_89 = l_88 + u32(1);
shared_memory_48[l_89] = l_mut_54;
let l_90 = u32(3) * local_idx;
let l_91 = l_90 + u32(2);
shared_memory_48[l_91] = l_mut_55;
workgroupBarrier();
let l_92 = workgroup_size_no_axis / u32(8);
let l_93 = l_92 / u32(2);
l_mut_4 = l_93;
loop {
let l_94 = l_mut_4 > u32(0);
let l_95 = !l_94;
if l_95 {
break;
}
let l_96 = l_50 < l_mut_4;
if l_96 {
let l_97 = u32(3) * local_idx;
let l_98 = local_idx + l_mut_4;
let l_99 = u32(3) * l_98;
let l_100 = shared_memory_48[l_99];
let l_101 = shared_memory_48[l_97];
let l_102 = l_101 + l_100;
shared_memory_48[l_97] = l_102;
let l_103 = u32(3) * local_idx;
let l_104 = l_103 + u32(1);
let l_105 = local_idx + l_mut_4;
let l_106 = u32(3) * l_105;
let l_107 = l_106 + u32(1);
let l_108 = shared_memory_48[l_107];
let l_109 = shared_memory_48[l_104];
let l_110 = l_109 + l_108;
shared_memory_48[l_104] = l_110;
let l_111 = u32(3) * local_idx;
let l_112 = l_111 + u32(2);
let l_113 = local_idx + l_mut_4;
let l_114 = u32(3) * l_113;
let l_115 = l_114 + u32(2);
let l_116 = shared_memory_48[l_115];
let l_117 = shared_memory_48[l_112];
let l_118 = l_117 + l_116;
shared_memory_48[l_112] = l_118;
}
workgroupBarrier();
l_mut_4 = l_mut_4 / u32(2);
}
let l_119 = l_50 == u32(0);
let l_120 = l_52 < info.scalars_u32[0];
let l_121 = l_119 && l_120;
if l_121 {
let l_122 = l_52 * u32(3);
let l_123 = u32(3) * local_idx;
let l_124 = shared_memory_48[l_123];
buffer_3_global[l_122] = l_124;
let l_125 = l_52 * u32(3);
let l_126 = l_125 + u32(1);
let l_127 = u32(3) * local_idx;
let l_128 = l_127 + u32(1);
let l_129 = shared_memory_48[l_128];
buffer_3_global[l_126] = l_129;
let l_130 = l_52 * u32(3);
let l_131 = l_130 + u32(2);
let l_132 = u32(3) * local_idx;
let l_133 = l_132 + u32(2);
let l_134 = shared_memory_48[l_133];
buffer_3_global[l_131] = l_134;
}
let l_135 = l_3 == u32(0);
let l_136 = l_2 < info.scalars_u32[0];
let l_137 = l_135 && l_136;
if l_137 {
let l_138 = info.scalars_f32[2] * info.scalars_f32[2];
let l_139 = f32(1.0) - l_138;
let l_140 = l_139 * info.scalars_f32[3];
let l_141 = l_140 * l_7;
let l_142 = sqrt(l_141);
l_mut_71 = f32(0.0);
let l_143 = u32(3) * local_idx;
let l_144 = l_143 + u32(0);
let l_145 = shared_memory_48[l_144];
let l_146 = a_8[u32(0)];
let l_147 = a_9[u32(0)];
let l_148 = a_10[u32(0)];
let l_149 = a_11[u32(0)];
let l_150 = l_2 * u32(3);
let l_151 = l_150 + u32(0);
let l_152 = info.scalars_f32[1] * l_145;
let l_153 = l_152 * l_7;
let l_154 = l_146 + l_153;
l_mut_67 = l_154;
l_mut_55 = l_147;
l_mut_54 = l_148;
let l_155 = info.scalars_f32[0] * l_mut_67;
let l_156 = l_155 - l_mut_54;
let l_157 = l_mut_55 + l_156;
let l_158 = bitcast<u32>(l_157);
let l_159 = l_158 ^ info.scalars_u32[1];
let l_160 = bitcast<f32>(l_159);
let l_161 = l_160 - l_mut_55;
let l_162 = bitcast<u32>(l_161);
let l_163 = l_162 ^ info.scalars_u32[1];
let l_164 = bitcast<f32>(l_163);
let l_165 = l_164 - l_156;
l_mut_54 = l_165;
l_mut_55 = l_160;
let l_166 = info.scalars_f32[2] * l_mut_67;
l_mut_4 = info.scalars_u32[2];
let l_167 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_167;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_168 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_168;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_169 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_169;
let l_170 = info.scalars_u32[3] ^ l_mut_4;
l_mut_4 = l_170;
let l_171 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_171;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_172 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_172;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_173 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_173;
let l_174 = l_2 ^ l_mut_4;
l_mut_4 = l_174;
let l_175 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_175;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_176 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_176;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_177 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_177;
let l_178 = u32(0) ^ l_mut_4;
l_mut_4 = l_178;
let l_179 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_179;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_180 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_180;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_181 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_181;
let l_182 = l_mut_4 ^ u32(2769414579);
l_mut_183 = l_182;
let l_184 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_184;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_185 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_185;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_186 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_186;
let l_187 = l_mut_183 >> u32(8);
let l_188 = l_187 + u32(1);
let l_189 = f32(l_188);
let l_190 = l_189 / f32(16777216.0);
let l_191 = l_mut_4 ^ u32(1675113877);
l_mut_183 = l_191;
let l_192 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_192;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_193 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_193;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_194 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_194;
let l_195 = l_mut_183 >> u32(8);
let l_196 = f32(l_195);
let l_197 = l_196 / f32(16777216.0);
let l_198 = log(l_190);
let l_199 = f32(-2.0) * l_198;
let l_200 = sqrt(l_199);
let l_201 = f32(6.2831854820251465) * l_197;
let l_202 = cos(l_201);
let l_203 = l_200 * l_202;
let l_204 = l_142 * l_203;
let l_205 = l_166 + l_204;
l_mut_67 = l_205;
let l_206 = info.scalars_f32[0] * l_mut_67;
let l_207 = l_206 - l_mut_54;
let l_208 = l_mut_55 + l_207;
let l_209 = bitcast<u32>(l_208);
let l_210 = l_209 ^ info.scalars_u32[1];
let l_211 = bitcast<f32>(l_210);
let l_212 = l_211 - l_mut_55;
let l_213 = bitcast<u32>(l_212);
let l_214 = l_213 ^ info.scalars_u32[1];
let l_215 = bitcast<f32>(l_214);
let l_216 = l_215 - l_207;
l_mut_54 = l_216;
l_mut_55 = l_211;
buffer_4_global[l_151] = l_mut_55;
buffer_5_global[l_151] = l_mut_54;
buffer_6_global[l_151] = l_mut_67;
let l_217 = l_mut_55 - l_149;
let l_218 = l_217 * l_217;
l_mut_71 = l_mut_71 + l_218;
let l_219 = u32(3) * local_idx;
let l_220 = l_219 + u32(1);
let l_221 = shared_memory_48[l_220];
let l_222 = a_8[u32(1)];
let l_223 = a_9[u32(1)];
let l_224 = a_10[u32(1)];
let l_225 = a_11[u32(1)];
let l_226 = l_2 * u32(3);
let l_227 = l_226 + u32(1);
let l_228 = info.scalars_f32[1] * l_221;
let l_229 = l_228 * l_7;
let l_230 = l_222 + l_229;
l_mut_67 = l_230;
l_mut_55 = l_223;
l_mut_54 = l_224;
let l_231 = info.scalars_f32[0] * l_mut_67;
let l_232 = l_231 - l_mut_54;
let l_233 = l_mut_55 + l_232;
let l_234 = bitcast<u32>(l_233);
let l_235 = l_234 ^ info.scalars_u32[1];
let l_236 = bitcast<f32>(l_235);
let l_237 = l_236 - l_mut_55;
let l_238 = bitcast<u32>(l_237);
let l_239 = l_238 ^ info.scalars_u32[1];
let l_240 = bitcast<f32>(l_239);
let l_241 = l_240 - l_232;
l_mut_54 = l_241;
l_mut_55 = l_236;
let l_242 = info.scalars_f32[2] * l_mut_67;
l_mut_183 = info.scalars_u32[2];
let l_243 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_243;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_244 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_244;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_245 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_245;
let l_246 = info.scalars_u32[3] ^ l_mut_183;
l_mut_183 = l_246;
let l_247 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_247;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_248 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_248;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_249 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_249;
let l_250 = l_2 ^ l_mut_183;
l_mut_183 = l_250;
let l_251 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_251;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_252 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_252;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_253 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_253;
let l_254 = u32(1) ^ l_mut_183;
l_mut_183 = l_254;
let l_255 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_255;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_256 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_256;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_257 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_257;
let l_258 = l_mut_183 ^ u32(2769414579);
l_mut_4 = l_258;
let l_259 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_259;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_260 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_260;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_261 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_261;
let l_262 = l_mut_4 >> u32(8);
let l_263 = l_262 + u32(1);
let l_264 = f32(l_263);
let l_265 = l_264 / f32(16777216.0);
let l_266 = l_mut_183 ^ u32(1675113877);
l_mut_183 = l_266;
let l_267 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_267;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_268 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_268;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_269 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_269;
let l_270 = l_mut_183 >> u32(8);
let l_271 = f32(l_270);
let l_272 = l_271 / f32(16777216.0);
let l_273 = log(l_265);
let l_274 = f32(-2.0) * l_273;
let l_275 = sqrt(l_274);
let l_276 = f32(6.2831854820251465) * l_272;
let l_277 = cos(l_276);
let l_278 = l_275 * l_277;
let l_279 = l_142 * l_278;
let l_280 = l_242 + l_279;
l_mut_67 = l_280;
let l_281 = info.scalars_f32[0] * l_mut_67;
let l_282 = l_281 - l_mut_54;
let l_283 = l_mut_55 + l_282;
let l_284 = bitcast<u32>(l_283);
let l_285 = l_284 ^ info.scalars_u32[1];
let l_286 = bitcast<f32>(l_285);
let l_287 = l_286 - l_mut_55;
let l_288 = bitcast<u32>(l_287);
let l_289 = l_288 ^ info.scalars_u32[1];
let l_290 = bitcast<f32>(l_289);
let l_291 = l_290 - l_282;
l_mut_54 = l_291;
l_mut_55 = l_286;
buffer_4_global[l_227] = l_mut_55;
buffer_5_global[l_227] = l_mut_54;
buffer_6_global[l_227] = l_mut_67;
let l_292 = l_mut_55 - l_225;
let l_293 = l_292 * l_292;
l_mut_71 = l_mut_71 + l_293;
let l_294 = u32(3) * local_idx;
let l_295 = l_294 + u32(2);
let l_296 = shared_memory_48[l_295];
let l_297 = a_8[u32(2)];
let l_298 = a_9[u32(2)];
let l_299 = a_10[u32(2)];
let l_300 = a_11[u32(2)];
let l_301 = l_2 * u32(3);
let l_302 = l_301 + u32(2);
let l_303 = info.scalars_f32[1] * l_296;
let l_304 = l_303 * l_7;
let l_305 = l_297 + l_304;
l_mut_67 = l_305;
l_mut_55 = l_298;
l_mut_54 = l_299;
let l_306 = info.scalars_f32[0] * l_mut_67;
let l_307 = l_306 - l_mut_54;
let l_308 = l_mut_55 + l_307;
let l_309 = bitcast<u32>(l_308);
let l_310 = l_309 ^ info.scalars_u32[1];
let l_311 = bitcast<f32>(l_310);
let l_312 = l_311 - l_mut_55;
let l_313 = bitcast<u32>(l_312);
let l_314 = l_313 ^ info.scalars_u32[1];
let l_315 = bitcast<f32>(l_314);
let l_316 = l_315 - l_307;
l_mut_54 = l_316;
l_mut_55 = l_311;
let l_317 = info.scalars_f32[2] * l_mut_67;
l_mut_183 = info.scalars_u32[2];
let l_318 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_318;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_319 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_319;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_320 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_320;
let l_321 = info.scalars_u32[3] ^ l_mut_183;
l_mut_183 = l_321;
let l_322 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_322;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_323 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_323;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_324 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_324;
let l_325 = l_2 ^ l_mut_183;
l_mut_183 = l_325;
let l_326 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_326;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_327 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_327;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_328 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_328;
let l_329 = u32(2) ^ l_mut_183;
l_mut_183 = l_329;
let l_330 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_330;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_331 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_331;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_332 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_332;
let l_333 = l_mut_183 ^ u32(2769414579);
l_mut_4 = l_333;
let l_334 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_334;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_335 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_335;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_336 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_336;
let l_337 = l_mut_4 >> u32(8);
let l_338 = l_337 + u32(1);
let l_339 = f32(l_338);
let l_340 = l_339 / f32(16777216.0);
let l_341 = l_mut_183 ^ u32(1675113877);
l_mut_183 = l_341;
let l_342 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_342;
l_mut_183 = l_mut_183 * u32(2146121005);
let l_343 = l_mut_183 >> u32(15);
l_mut_183 = l_mut_183 ^ l_343;
l_mut_183 = l_mut_183 * u32(2221713035);
let l_344 = l_mut_183 >> u32(16);
l_mut_183 = l_mut_183 ^ l_344;
let l_345 = l_mut_183 >> u32(8);
let l_346 = f32(l_345);
let l_347 = l_346 / f32(16777216.0);
let l_348 = log(l_340);
let l_349 = f32(-2.0) * l_348;
let l_350 = sqrt(l_349);
let l_351 = f32(6.2831854820251465) * l_347;
let l_352 = cos(l_351);
let l_353 = l_350 * l_352;
let l_354 = l_142 * l_353;
let l_355 = l_317 + l_354;
l_mut_67 = l_355;
let l_356 = info.scalars_f32[0] * l_mut_67;
let l_357 = l_356 - l_mut_54;
let l_358 = l_mut_55 + l_357;
let l_359 = bitcast<u32>(l_358);
let l_360 = l_359 ^ info.scalars_u32[1];
let l_361 = bitcast<f32>(l_360);
let l_362 = l_361 - l_mut_55;
let l_363 = bitcast<u32>(l_362);
let l_364 = l_363 ^ info.scalars_u32[1];
let l_365 = bitcast<f32>(l_364);
let l_366 = l_365 - l_357;
l_mut_54 = l_366;
l_mut_55 = l_361;
buffer_4_global[l_302] = l_mut_55;
buffer_5_global[l_302] = l_mut_54;
buffer_6_global[l_302] = l_mut_67;
let l_367 = l_mut_55 - l_300;
let l_368 = l_367 * l_367;
l_mut_71 = l_mut_71 + l_368;
buffer_9_global[l_2] = l_mut_71;
}
}
