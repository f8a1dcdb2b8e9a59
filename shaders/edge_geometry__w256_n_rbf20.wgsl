@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

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
var<storage, read_write> buffer_6_global: array<vec4<f32>>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<vec4<f32>>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<vec4<f32>>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 18>,
}

@group(0)
@binding(9)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn edge_geometry_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_71: vec4<f32>;
var l_mut_72: vec4<f32>;
var l_mut_78: f32;
var l_mut_79: f32;
var l_mut_95: vec4<f32>;
let l_0 = info.static_meta[u32(9)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(10)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(11)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(12)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(13)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(14)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(15)];
let l_13 = l_12 - u32(0);
let l_14 = info.static_meta[u32(16)];
let l_15 = l_14 - u32(0);
let l_16 = info.static_meta[u32(17)];
let l_17 = l_16 - u32(0);
let l_18 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_19 = l_18 + local_idx;
let l_20 = l_19 >= info.scalars_u32[0];
if l_20 {
return;
}
let l_21 = u32(0) + l_19;
let l_22 = buffer_1_global[l_21];
let l_23 = u32(0) + l_19;
let l_24 = buffer_2_global[l_23];
let l_25 = l_24 * u32(3);
let l_26 = u32(0) + l_25;
let l_27 = buffer_0_global[l_26];
let l_28 = l_22 * u32(3);
let l_29 = u32(0) + l_28;
let l_30 = buffer_0_global[l_29];
let l_31 = l_27 - l_30;
let l_32 = l_19 * u32(3);
let l_33 = u32(0) + l_32;
let l_34 = buffer_3_global[l_33];
let l_35 = l_31 + l_34;
let l_36 = l_24 * u32(3);
let l_37 = l_36 + u32(1);
let l_38 = u32(0) + l_37;
let l_39 = buffer_0_global[l_38];
let l_40 = l_22 * u32(3);
let l_41 = l_40 + u32(1);
let l_42 = u32(0) + l_41;
let l_43 = buffer_0_global[l_42];
let l_44 = l_39 - l_43;
let l_45 = l_19 * u32(3);
let l_46 = l_45 + u32(1);
let l_47 = u32(0) + l_46;
let l_48 = buffer_3_global[l_47];
let l_49 = l_44 + l_48;
let l_50 = l_24 * u32(3);
let l_51 = l_50 + u32(2);
let l_52 = u32(0) + l_51;
let l_53 = buffer_0_global[l_52];
let l_54 = l_22 * u32(3);
let l_55 = l_54 + u32(2);
let l_56 = u32(0) + l_55;
let l_57 = buffer_0_global[l_56];
let l_58 = l_53 - l_57;
let l_59 = l_19 * u32(3);
let l_60 = l_59 + u32(2);
let l_61 = u32(0) + l_60;
let l_62 = buffer_3_global[l_61];
let l_63 = l_58 + l_62;
let l_64 = l_35 * l_35;
let l_65 = l_49 * l_49;
let l_66 = l_64 + l_65;
let l_67 = l_63 * l_63;
let l_68 = l_66 + l_67;
let l_69 = sqrt(l_68);
let l_70 = vec4<f32>(f32(0.0));
l_mut_71 = l_70;
l_mut_72 = l_mut_71;
l_mut_72[u32(0)] = l_69;
let l_73 = l_35 / l_69;
l_mut_72[u32(1)] = l_73;
let l_74 = l_49 / l_69;
l_mut_72[u32(2)] = l_74;
let l_75 = l_63 / l_69;
l_mut_72[u32(3)] = l_75;
let l_76 = l_19 * u32(2);
let l_77 = u32(0) + l_76;
buffer_6_global[l_77] = l_mut_72;
l_mut_78 = f32(0.0);
l_mut_79 = f32(0.0);
let l_80 = l_69 < info.scalars_f32[0];
if l_80 {
let l_81 = l_69 * info.scalars_f32[1];
let l_82 = mlff_cos_1_f32(l_81);
let l_83 = l_82 + f32(1.0);
let l_84 = f32(0.5) * l_83;
l_mut_78 = l_84;
let l_85 = f32(-0.5) * info.scalars_f32[1];
let l_86 = l_69 * info.scalars_f32[1];
let l_87 = mlff_sin_1_f32(l_86);
let l_88 = l_85 * l_87;
l_mut_79 = l_88;
}
let l_89 = vec4<f32>(f32(0.0));
l_mut_72 = l_89;
l_mut_71 = l_mut_72;
l_mut_71[u32(0)] = l_mut_78;
l_mut_71[u32(1)] = l_mut_79;
l_mut_71[u32(2)] = f32(0.0);
l_mut_71[u32(3)] = f32(0.0);
let l_90 = l_19 * u32(2);
let l_91 = l_90 + u32(1);
let l_92 = u32(0) + l_91;
buffer_6_global[l_92] = l_mut_71;
let l_93 = vec4<f32>(f32(0.0));
l_mut_72 = l_93;
l_mut_71 = l_mut_72;
let l_94 = vec4<f32>(f32(0.0));
l_mut_72 = l_94;
l_mut_95 = l_mut_72;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_96 = u32(0) + u32(0);
let l_97 = u32(0) + l_96;
let l_98 = buffer_4_global[l_97];
let l_99 = l_69 - l_98;
let l_100 = u32(0) + u32(0);
let l_101 = u32(0) + l_100;
let l_102 = buffer_5_global[l_101];
let l_103 = l_102 * l_99;
let l_104 = l_103 * l_99;
let l_105 = exp(l_104);
l_mut_79 = l_105;
let l_106 = l_mut_79 * f32(2.0);
let l_107 = l_106 * l_102;
let l_108 = l_107 * l_99;
l_mut_78 = l_108;
l_mut_71[u32(0)] = l_mut_79;
l_mut_95[u32(0)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_109 = u32(0) + u32(1);
let l_110 = u32(0) + l_109;
let l_111 = buffer_4_global[l_110];
let l_112 = l_69 - l_111;
let l_113 = u32(0) + u32(1);
let l_114 = u32(0) + l_113;
let l_115 = buffer_5_global[l_114];
let l_116 = l_115 * l_112;
let l_117 = l_116 * l_112;
let l_118 = exp(l_117);
l_mut_79 = l_118;
let l_119 = l_mut_79 * f32(2.0);
let l_120 = l_119 * l_115;
let l_121 = l_120 * l_112;
l_mut_78 = l_121;
l_mut_71[u32(1)] = l_mut_79;
l_mut_95[u32(1)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_122 = u32(0) + u32(2);
let l_123 = u32(0) + l_122;
let l_124 = buffer_4_global[l_123];
let l_125 = l_69 - l_124;
let l_126 = u32(0) + u32(2);
let l_127 = u32(0) + l_126;
let l_128 = buffer_5_global[l_127];
let l_129 = l_128 * l_125;
let l_130 = l_129 * l_125;
let l_131 = exp(l_130);
l_mut_79 = l_131;
let l_132 = l_mut_79 * f32(2.0);
let l_133 = l_132 * l_128;
let l_134 = l_133 * l_125;
l_mut_78 = l_134;
l_mut_71[u32(2)] = l_mut_79;
l_mut_95[u32(2)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_135 = u32(0) + u32(3);
let l_136 = u32(0) + l_135;
let l_137 = buffer_4_global[l_136];
let l_138 = l_69 - l_137;
let l_139 = u32(0) + u32(3);
let l_140 = u32(0) + l_139;
let l_141 = buffer_5_global[l_140];
let l_142 = l_141 * l_138;
let l_143 = l_142 * l_138;
let l_144 = exp(l_143);
l_mut_79 = l_144;
let l_145 = l_mut_79 * f32(2.0);
let l_146 = l_145 * l_141;
let l_147 = l_146 * l_138;
l_mut_78 = l_147;
l_mut_71[u32(3)] = l_mut_79;
l_mut_95[u32(3)] = l_mut_78;
let l_148 = l_19 * u32(5);
let l_149 = l_148 + u32(0);
let l_150 = u32(0) + l_149;
buffer_7_global[l_150] = l_mut_71;
let l_151 = l_19 * u32(5);
let l_152 = l_151 + u32(0);
let l_153 = u32(0) + l_152;
buffer_8_global[l_153] = l_mut_95;
let l_154 = vec4<f32>(f32(0.0));
l_mut_95 = l_154;
l_mut_72 = l_mut_95;
let l_155 = vec4<f32>(f32(0.0));
l_mut_95 = l_155;
l_mut_71 = l_mut_95;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_156 = u32(0) + u32(4);
let l_157 = u32(0) + l_156;
let l_158 = buffer_4_global[l_157];
let l_159 = l_69 - l_158;
let l_160 = u32(0) + u32(4);
let l_161 = u32(0) + l_160;
let l_162 = buffer_5_global[l_161];
let l_163 = l_162 * l_159;
let l_164 = l_163 * l_159;
let l_165 = exp(l_164);
l_mut_79 = l_165;
let l_166 = l_mut_79 * f32(2.0);
let l_167 = l_166 * l_162;
let l_168 = l_167 * l_159;
l_mut_78 = l_168;
l_mut_72[u32(0)] = l_mut_79;
l_mut_71[u32(0)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_169 = u32(0) + u32(5);
let l_170 = u32(0) + l_169;
let l_171 = buffer_4_global[l_170];
let l_172 = l_69 - l_171;
let l_173 = u32(0) + u32(5);
let l_174 = u32(0) + l_173;
let l_175 = buffer_5_global[l_174];
let l_176 = l_175 * l_172;
let l_177 = l_176 * l_172;
let l_178 = exp(l_177);
l_mut_79 = l_178;
let l_179 = l_mut_79 * f32(2.0);
let l_180 = l_179 * l_175;
let l_181 = l_180 * l_172;
l_mut_78 = l_181;
l_mut_72[u32(1)] = l_mut_79;
l_mut_71[u32(1)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_182 = u32(0) + u32(6);
let l_183 = u32(0) + l_182;
let l_184 = buffer_4_global[l_183];
let l_185 = l_69 - l_184;
let l_186 = u32(0) + u32(6);
let l_187 = u32(0) + l_186;
let l_188 = buffer_5_global[l_187];
let l_189 = l_188 * l_185;
let l_190 = l_189 * l_185;
let l_191 = exp(l_190);
l_mut_79 = l_191;
let l_192 = l_mut_79 * f32(2.0);
let l_193 = l_192 * l_188;
let l_194 = l_193 * l_185;
l_mut_78 = l_194;
l_mut_72[u32(2)] = l_mut_79;
l_mut_71[u32(2)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_195 = u32(0) + u32(7);
let l_196 = u32(0) + l_195;
let l_197 = buffer_4_global[l_196];
let l_198 = l_69 - l_197;
let l_199 = u32(0) + u32(7);
let l_200 = u32(0) + l_199;
let l_201 = buffer_5_global[l_200];
let l_202 = l_201 * l_198;
let l_203 = l_202 * l_198;
let l_204 = exp(l_203);
l_mut_79 = l_204;
let l_205 = l_mut_79 * f32(2.0);
let l_206 = l_205 * l_201;
let l_207 = l_206 * l_198;
l_mut_78 = l_207;
l_mut_72[u32(3)] = l_mut_79;
l_mut_71[u32(3)] = l_mut_78;
let l_208 = l_19 * u32(5);
let l_209 = l_208 + u32(1);
let l_210 = u32(0) + l_209;
buffer_7_global[l_210] = l_mut_72;
let l_211 = l_19 * u32(5);
let l_212 = l_211 + u32(1);
let l_213 = u32(0) + l_212;
buffer_8_global[l_213] = l_mut_71;
let l_214 = vec4<f32>(f32(0.0));
l_mut_95 = l_214;
l_mut_72 = l_mut_95;
let l_215 = vec4<f32>(f32(0.0));
l_mut_95 = l_215;
l_mut_71 = l_mut_95;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_216 = u32(0) + u32(8);
let l_217 = u32(0) + l_216;
let l_218 = buffer_4_global[l_217];
let l_219 = l_69 - l_218;
let l_220 = u32(0) + u32(8);
let l_221 = u32(0) + l_220;
let l_222 = buffer_5_global[l_221];
let l_223 = l_222 * l_219;
let l_224 = l_223 * l_219;
let l_225 = exp(l_224);
l_mut_79 = l_225;
let l_226 = l_mut_79 * f32(2.0);
let l_227 = l_226 * l_222;
let l_228 = l_227 * l_219;
l_mut_78 = l_228;
l_mut_72[u32(0)] = l_mut_79;
l_mut_71[u32(0)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_229 = u32(0) + u32(9);
let l_230 = u32(0) + l_229;
let l_231 = buffer_4_global[l_230];
let l_232 = l_69 - l_231;
let l_233 = u32(0) + u32(9);
let l_234 = u32(0) + l_233;
let l_235 = buffer_5_global[l_234];
let l_236 = l_235 * l_232;
let l_237 = l_236 * l_232;
let l_238 = exp(l_237);
l_mut_79 = l_238;
let l_239 = l_mut_79 * f32(2.0);
let l_240 = l_239 * l_235;
let l_241 = l_240 * l_232;
l_mut_78 = l_241;
l_mut_72[u32(1)] = l_mut_79;
l_mut_71[u32(1)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_242 = u32(0) + u32(10);
let l_243 = u32(0) + l_242;
let l_244 = buffer_4_global[l_243];
let l_245 = l_69 - l_244;
let l_246 = u32(0) + u32(10);
let l_247 = u32(0) + l_246;
let l_248 = buffer_5_global[l_247];
let l_249 = l_248 * l_245;
let l_250 = l_249 * l_245;
let l_251 = exp(l_250);
l_mut_79 = l_251;
let l_252 = l_mut_79 * f32(2.0);
let l_253 = l_252 * l_248;
let l_254 = l_253 * l_245;
l_mut_78 = l_254;
l_mut_72[u32(2)] = l_mut_79;
l_mut_71[u32(2)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_255 = u32(0) + u32(11);
let l_256 = u32(0) + l_255;
let l_257 = buffer_4_global[l_256];
let l_258 = l_69 - l_257;
let l_259 = u32(0) + u32(11);
let l_260 = u32(0) + l_259;
let l_261 = buffer_5_global[l_260];
let l_262 = l_261 * l_258;
let l_263 = l_262 * l_258;
let l_264 = exp(l_263);
l_mut_79 = l_264;
let l_265 = l_mut_79 * f32(2.0);
let l_266 = l_265 * l_261;
let l_267 = l_266 * l_258;
l_mut_78 = l_267;
l_mut_72[u32(3)] = l_mut_79;
l_mut_71[u32(3)] = l_mut_78;
let l_268 = l_19 * u32(5);
let l_269 = l_268 + u32(2);
let l_270 = u32(0) + l_269;
buffer_7_global[l_270] = l_mut_72;
let l_271 = l_19 * u32(5);
let l_272 = l_271 + u32(2);
let l_273 = u32(0) + l_272;
buffer_8_global[l_273] = l_mut_71;
let l_274 = vec4<f32>(f32(0.0));
l_mut_95 = l_274;
l_mut_72 = l_mut_95;
let l_275 = vec4<f32>(f32(0.0));
l_mut_95 = l_275;
l_mut_71 = l_mut_95;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_276 = u32(0) + u32(12);
let l_277 = u32(0) + l_276;
let l_278 = buffer_4_global[l_277];
let l_279 = l_69 - l_278;
let l_280 = u32(0) + u32(12);
let l_281 = u32(0) + l_280;
let l_282 = buffer_5_global[l_281];
let l_283 = l_282 * l_279;
let l_284 = l_283 * l_279;
let l_285 = exp(l_284);
l_mut_79 = l_285;
let l_286 = l_mut_79 * f32(2.0);
let l_287 = l_286 * l_282;
let l_288 = l_287 * l_279;
l_mut_78 = l_288;
l_mut_72[u32(0)] = l_mut_79;
l_mut_71[u32(0)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_289 = u32(0) + u32(13);
let l_290 = u32(0) + l_289;
let l_291 = buffer_4_global[l_290];
let l_292 = l_69 - l_291;
let l_293 = u32(0) + u32(13);
let l_294 = u32(0) + l_293;
let l_295 = buffer_5_global[l_294];
let l_296 = l_295 * l_292;
let l_297 = l_296 * l_292;
let l_298 = exp(l_297);
l_mut_79 = l_298;
let l_299 = l_mut_79 * f32(2.0);
let l_300 = l_299 * l_295;
let l_301 = l_300 * l_292;
l_mut_78 = l_301;
l_mut_72[u32(1)] = l_mut_79;
l_mut_71[u32(1)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_302 = u32(0) + u32(14);
let l_303 = u32(0) + l_302;
let l_304 = buffer_4_global[l_303];
let l_305 = l_69 - l_304;
let l_306 = u32(0) + u32(14);
let l_307 = u32(0) + l_306;
let l_308 = buffer_5_global[l_307];
let l_309 = l_308 * l_305;
let l_310 = l_309 * l_305;
let l_311 = exp(l_310);
l_mut_79 = l_311;
let l_312 = l_mut_79 * f32(2.0);
let l_313 = l_312 * l_308;
let l_314 = l_313 * l_305;
l_mut_78 = l_314;
l_mut_72[u32(2)] = l_mut_79;
l_mut_71[u32(2)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_315 = u32(0) + u32(15);
let l_316 = u32(0) + l_315;
let l_317 = buffer_4_global[l_316];
let l_318 = l_69 - l_317;
let l_319 = u32(0) + u32(15);
let l_320 = u32(0) + l_319;
let l_321 = buffer_5_global[l_320];
let l_322 = l_321 * l_318;
let l_323 = l_322 * l_318;
let l_324 = exp(l_323);
l_mut_79 = l_324;
let l_325 = l_mut_79 * f32(2.0);
let l_326 = l_325 * l_321;
let l_327 = l_326 * l_318;
l_mut_78 = l_327;
l_mut_72[u32(3)] = l_mut_79;
l_mut_71[u32(3)] = l_mut_78;
let l_328 = l_19 * u32(5);
let l_329 = l_328 + u32(3);
let l_330 = u32(0) + l_329;
buffer_7_global[l_330] = l_mut_72;
let l_331 = l_19 * u32(5);
let l_332 = l_331 + u32(3);
let l_333 = u32(0) + l_332;
buffer_8_global[l_333] = l_mut_71;
let l_334 = vec4<f32>(f32(0.0));
l_mut_95 = l_334;
l_mut_72 = l_mut_95;
let l_335 = vec4<f32>(f32(0.0));
l_mut_95 = l_335;
l_mut_71 = l_mut_95;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_336 = u32(0) + u32(16);
let l_337 = u32(0) + l_336;
let l_338 = buffer_4_global[l_337];
let l_339 = l_69 - l_338;
let l_340 = u32(0) + u32(16);
let l_341 = u32(0) + l_340;
let l_342 = buffer_5_global[l_341];
let l_343 = l_342 * l_339;
let l_344 = l_343 * l_339;
let l_345 = exp(l_344);
l_mut_79 = l_345;
let l_346 = l_mut_79 * f32(2.0);
let l_347 = l_346 * l_342;
let l_348 = l_347 * l_339;
l_mut_78 = l_348;
l_mut_72[u32(0)] = l_mut_79;
l_mut_71[u32(0)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_349 = u32(0) + u32(17);
let l_350 = u32(0) + l_349;
let l_351 = buffer_4_global[l_350];
let l_352 = l_69 - l_351;
let l_353 = u32(0) + u32(17);
let l_354 = u32(0) + l_353;
let l_355 = buffer_5_global[l_354];
let l_356 = l_355 * l_352;
let l_357 = l_356 * l_352;
let l_358 = exp(l_357);
l_mut_79 = l_358;
let l_359 = l_mut_79 * f32(2.0);
let l_360 = l_359 * l_355;
let l_361 = l_360 * l_352;
l_mut_78 = l_361;
l_mut_72[u32(1)] = l_mut_79;
l_mut_71[u32(1)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_362 = u32(0) + u32(18);
let l_363 = u32(0) + l_362;
let l_364 = buffer_4_global[l_363];
let l_365 = l_69 - l_364;
let l_366 = u32(0) + u32(18);
let l_367 = u32(0) + l_366;
let l_368 = buffer_5_global[l_367];
let l_369 = l_368 * l_365;
let l_370 = l_369 * l_365;
let l_371 = exp(l_370);
l_mut_79 = l_371;
let l_372 = l_mut_79 * f32(2.0);
let l_373 = l_372 * l_368;
let l_374 = l_373 * l_365;
l_mut_78 = l_374;
l_mut_72[u32(2)] = l_mut_79;
l_mut_71[u32(2)] = l_mut_78;
l_mut_79 = f32(0.0);
l_mut_78 = f32(0.0);
let l_375 = u32(0) + u32(19);
let l_376 = u32(0) + l_375;
let l_377 = buffer_4_global[l_376];
let l_378 = l_69 - l_377;
let l_379 = u32(0) + u32(19);
let l_380 = u32(0) + l_379;
let l_381 = buffer_5_global[l_380];
let l_382 = l_381 * l_378;
let l_383 = l_382 * l_378;
let l_384 = exp(l_383);
l_mut_79 = l_384;
let l_385 = l_mut_79 * f32(2.0);
let l_386 = l_385 * l_381;
let l_387 = l_386 * l_378;
l_mut_78 = l_387;
l_mut_72[u32(3)] = l_mut_79;
l_mut_71[u32(3)] = l_mut_78;
let l_388 = l_19 * u32(5);
let l_389 = l_388 + u32(4);
let l_390 = u32(0) + l_389;
buffer_7_global[l_390] = l_mut_72;
let l_391 = l_19 * u32(5);
let l_392 = l_391 + u32(4);
let l_393 = u32(0) + l_392;
buffer_8_global[l_393] = l_mut_71;
}
fn mlff_sin_cos(x: f32) -> vec2<f32> {
    let ax = abs(x);
    var j = u32(ax * 1.2732395447351628);
    var y = f32(j);
    if (j & 1u) == 1u {
        j = j + 1u;
        y = y + 1.0;
    }
    j = j & 7u;
    let r = ((ax - y * 0.78515625) - y * 2.4187564849853515625e-4) - y * 3.77489497744594108e-8;
    let z = r * r;
    let ps = ((-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1) * z * r + r;
    let pc = ((2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2) * z * z - 0.5 * z + 1.0;
    // Octants 4..7 are 0..3 with both signs flipped; in octants 1 and 2 sine and cosine swap.
    var sin_sign = 1.0;
    var cos_sign = 1.0;
    if j > 3u {
        j = j - 4u;
        sin_sign = -1.0;
        cos_sign = -1.0;
    }
    if j > 1u {
        cos_sign = -cos_sign;
    }
    if x < 0.0 {
        sin_sign = -sin_sign;
    }
    let swap = j == 1u || j == 2u;
    return vec2<f32>(select(ps, pc, swap) * sin_sign, select(pc, ps, swap) * cos_sign);
}


fn mlff_cos_primitive_f32(x: f32) -> f32 { return mlff_sin_cos(x).y; }


fn mlff_cos_1_f32(x: f32, ) -> f32{
    return mlff_cos_primitive_f32(x, );
}


fn mlff_sin_primitive_f32(x: f32) -> f32 { return mlff_sin_cos(x).x; }


fn mlff_sin_1_f32(x: f32, ) -> f32{
    return mlff_sin_primitive_f32(x, );
}
