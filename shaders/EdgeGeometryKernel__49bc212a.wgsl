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
var<storage, read_write> buffer_6_global: array<f32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

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
var l_mut_51: f32;
var l_mut_52: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
let l_3 = buffer_1_global[l_1];
let l_4 = buffer_2_global[l_1];
let l_5 = l_4 * u32(3);
let l_6 = buffer_0_global[l_5];
let l_7 = l_3 * u32(3);
let l_8 = buffer_0_global[l_7];
let l_9 = l_6 - l_8;
let l_10 = l_1 * u32(3);
let l_11 = buffer_3_global[l_10];
let l_12 = l_9 + l_11;
let l_13 = l_4 * u32(3);
let l_14 = l_13 + u32(1);
let l_15 = buffer_0_global[l_14];
let l_16 = l_3 * u32(3);
let l_17 = l_16 + u32(1);
let l_18 = buffer_0_global[l_17];
let l_19 = l_15 - l_18;
let l_20 = l_1 * u32(3);
let l_21 = l_20 + u32(1);
let l_22 = buffer_3_global[l_21];
let l_23 = l_19 + l_22;
let l_24 = l_4 * u32(3);
let l_25 = l_24 + u32(2);
let l_26 = buffer_0_global[l_25];
let l_27 = l_3 * u32(3);
let l_28 = l_27 + u32(2);
let l_29 = buffer_0_global[l_28];
let l_30 = l_26 - l_29;
let l_31 = l_1 * u32(3);
let l_32 = l_31 + u32(2);
let l_33 = buffer_3_global[l_32];
let l_34 = l_30 + l_33;
let l_35 = l_12 * l_12;
let l_36 = l_23 * l_23;
let l_37 = l_35 + l_36;
let l_38 = l_34 * l_34;
let l_39 = l_37 + l_38;
let l_40 = sqrt(l_39);
let l_41 = l_1 * u32(8);
buffer_6_global[l_41] = l_40;
let l_42 = l_1 * u32(8);
let l_43 = l_42 + u32(1);
let l_44 = l_12 / l_40;
buffer_6_global[l_43] = l_44;
let l_45 = l_1 * u32(8);
let l_46 = l_45 + u32(2);
let l_47 = l_23 / l_40;
buffer_6_global[l_46] = l_47;
let l_48 = l_1 * u32(8);
let l_49 = l_48 + u32(3);
let l_50 = l_34 / l_40;
buffer_6_global[l_49] = l_50;
l_mut_51 = f32(0.0);
l_mut_52 = f32(0.0);
let l_53 = l_40 < info.scalars_f32[0];
if l_53 {
let l_54 = l_40 * info.scalars_f32[1];
let l_55 = cos(l_54);
let l_56 = l_55 + f32(1.0);
let l_57 = f32(0.5) * l_56;
l_mut_51 = l_57;
let l_58 = f32(-0.5) * info.scalars_f32[1];
let l_59 = l_40 * info.scalars_f32[1];
let l_60 = sin(l_59);
let l_61 = l_58 * l_60;
l_mut_52 = l_61;
}
let l_62 = l_1 * u32(8);
let l_63 = l_62 + u32(4);
buffer_6_global[l_63] = l_mut_51;
let l_64 = l_1 * u32(8);
let l_65 = l_64 + u32(5);
buffer_6_global[l_65] = l_mut_52;
let l_66 = l_1 * u32(8);
let l_67 = l_66 + u32(6);
buffer_6_global[l_67] = f32(0.0);
let l_68 = l_1 * u32(8);
let l_69 = l_68 + u32(7);
buffer_6_global[l_69] = f32(0.0);
let l_70 = u32(0) + u32(0);
let l_71 = buffer_4_global[l_70];
let l_72 = l_40 - l_71;
let l_73 = u32(0) + u32(0);
let l_74 = buffer_5_global[l_73];
let l_75 = l_74 * l_72;
let l_76 = l_75 * l_72;
let l_77 = exp(l_76);
let l_78 = l_1 * u32(20);
let l_79 = l_78 + u32(0);
buffer_7_global[l_79] = l_77;
let l_80 = l_1 * u32(20);
let l_81 = l_80 + u32(0);
let l_82 = l_77 * f32(2.0);
let l_83 = l_82 * l_74;
let l_84 = l_83 * l_72;
buffer_8_global[l_81] = l_84;
let l_85 = u32(0) + u32(1);
let l_86 = buffer_4_global[l_85];
let l_87 = l_40 - l_86;
let l_88 = u32(0) + u32(1);
let l_89 = buffer_5_global[l_88];
let l_90 = l_89 * l_87;
let l_91 = l_90 * l_87;
let l_92 = exp(l_91);
let l_93 = l_1 * u32(20);
let l_94 = l_93 + u32(1);
buffer_7_global[l_94] = l_92;
let l_95 = l_1 * u32(20);
let l_96 = l_95 + u32(1);
let l_97 = l_92 * f32(2.0);
let l_98 = l_97 * l_89;
let l_99 = l_98 * l_87;
buffer_8_global[l_96] = l_99;
let l_100 = u32(0) + u32(2);
let l_101 = buffer_4_global[l_100];
let l_102 = l_40 - l_101;
let l_103 = u32(0) + u32(2);
let l_104 = buffer_5_global[l_103];
let l_105 = l_104 * l_102;
let l_106 = l_105 * l_102;
let l_107 = exp(l_106);
let l_108 = l_1 * u32(20);
let l_109 = l_108 + u32(2);
buffer_7_global[l_109] = l_107;
let l_110 = l_1 * u32(20);
let l_111 = l_110 + u32(2);
let l_112 = l_107 * f32(2.0);
let l_113 = l_112 * l_104;
let l_114 = l_113 * l_102;
buffer_8_global[l_111] = l_114;
let l_115 = u32(0) + u32(3);
let l_116 = buffer_4_global[l_115];
let l_117 = l_40 - l_116;
let l_118 = u32(0) + u32(3);
let l_119 = buffer_5_global[l_118];
let l_120 = l_119 * l_117;
let l_121 = l_120 * l_117;
let l_122 = exp(l_121);
let l_123 = l_1 * u32(20);
let l_124 = l_123 + u32(3);
buffer_7_global[l_124] = l_122;
let l_125 = l_1 * u32(20);
let l_126 = l_125 + u32(3);
let l_127 = l_122 * f32(2.0);
let l_128 = l_127 * l_119;
let l_129 = l_128 * l_117;
buffer_8_global[l_126] = l_129;
let l_130 = u32(0) + u32(4);
let l_131 = buffer_4_global[l_130];
let l_132 = l_40 - l_131;
let l_133 = u32(0) + u32(4);
let l_134 = buffer_5_global[l_133];
let l_135 = l_134 * l_132;
let l_136 = l_135 * l_132;
let l_137 = exp(l_136);
let l_138 = l_1 * u32(20);
let l_139 = l_138 + u32(4);
buffer_7_global[l_139] = l_137;
let l_140 = l_1 * u32(20);
let l_141 = l_140 + u32(4);
let l_142 = l_137 * f32(2.0);
let l_143 = l_142 * l_134;
let l_144 = l_143 * l_132;
buffer_8_global[l_141] = l_144;
let l_145 = u32(0) + u32(5);
let l_146 = buffer_4_global[l_145];
let l_147 = l_40 - l_146;
let l_148 = u32(0) + u32(5);
let l_149 = buffer_5_global[l_148];
let l_150 = l_149 * l_147;
let l_151 = l_150 * l_147;
let l_152 = exp(l_151);
let l_153 = l_1 * u32(20);
let l_154 = l_153 + u32(5);
buffer_7_global[l_154] = l_152;
let l_155 = l_1 * u32(20);
let l_156 = l_155 + u32(5);
let l_157 = l_152 * f32(2.0);
let l_158 = l_157 * l_149;
let l_159 = l_158 * l_147;
buffer_8_global[l_156] = l_159;
let l_160 = u32(0) + u32(6);
let l_161 = buffer_4_global[l_160];
let l_162 = l_40 - l_161;
let l_163 = u32(0) + u32(6);
let l_164 = buffer_5_global[l_163];
let l_165 = l_164 * l_162;
let l_166 = l_165 * l_162;
let l_167 = exp(l_166);
let l_168 = l_1 * u32(20);
let l_169 = l_168 + u32(6);
buffer_7_global[l_169] = l_167;
let l_170 = l_1 * u32(20);
let l_171 = l_170 + u32(6);
let l_172 = l_167 * f32(2.0);
let l_173 = l_172 * l_164;
let l_174 = l_173 * l_162;
buffer_8_global[l_171] = l_174;
let l_175 = u32(0) + u32(7);
let l_176 = buffer_4_global[l_175];
let l_177 = l_40 - l_176;
let l_178 = u32(0) + u32(7);
let l_179 = buffer_5_global[l_178];
let l_180 = l_179 * l_177;
let l_181 = l_180 * l_177;
let l_182 = exp(l_181);
let l_183 = l_1 * u32(20);
let l_184 = l_183 + u32(7);
buffer_7_global[l_184] = l_182;
let l_185 = l_1 * u32(20);
let l_186 = l_185 + u32(7);
let l_187 = l_182 * f32(2.0);
let l_188 = l_187 * l_179;
let l_189 = l_188 * l_177;
buffer_8_global[l_186] = l_189;
let l_190 = u32(0) + u32(8);
let l_191 = buffer_4_global[l_190];
let l_192 = l_40 - l_191;
let l_193 = u32(0) + u32(8);
let l_194 = buffer_5_global[l_193];
let l_195 = l_194 * l_192;
let l_196 = l_195 * l_192;
let l_197 = exp(l_196);
let l_198 = l_1 * u32(20);
let l_199 = l_198 + u32(8);
buffer_7_global[l_199] = l_197;
let l_200 = l_1 * u32(20);
let l_201 = l_200 + u32(8);
let l_202 = l_197 * f32(2.0);
let l_203 = l_202 * l_194;
let l_204 = l_203 * l_192;
buffer_8_global[l_201] = l_204;
let l_205 = u32(0) + u32(9);
let l_206 = buffer_4_global[l_205];
let l_207 = l_40 - l_206;
let l_208 = u32(0) + u32(9);
let l_209 = buffer_5_global[l_208];
let l_210 = l_209 * l_207;
let l_211 = l_210 * l_207;
let l_212 = exp(l_211);
let l_213 = l_1 * u32(20);
let l_214 = l_213 + u32(9);
buffer_7_global[l_214] = l_212;
let l_215 = l_1 * u32(20);
let l_216 = l_215 + u32(9);
let l_217 = l_212 * f32(2.0);
let l_218 = l_217 * l_209;
let l_219 = l_218 * l_207;
buffer_8_global[l_216] = l_219;
let l_220 = u32(0) + u32(10);
let l_221 = buffer_4_global[l_220];
let l_222 = l_40 - l_221;
let l_223 = u32(0) + u32(10);
let l_224 = buffer_5_global[l_223];
let l_225 = l_224 * l_222;
let l_226 = l_225 * l_222;
let l_227 = exp(l_226);
let l_228 = l_1 * u32(20);
let l_229 = l_228 + u32(10);
buffer_7_global[l_229] = l_227;
let l_230 = l_1 * u32(20);
let l_231 = l_230 + u32(10);
let l_232 = l_227 * f32(2.0);
let l_233 = l_232 * l_224;
let l_234 = l_233 * l_222;
buffer_8_global[l_231] = l_234;
let l_235 = u32(0) + u32(11);
let l_236 = buffer_4_global[l_235];
let l_237 = l_40 - l_236;
let l_238 = u32(0) + u32(11);
let l_239 = buffer_5_global[l_238];
let l_240 = l_239 * l_237;
let l_241 = l_240 * l_237;
let l_242 = exp(l_241);
let l_243 = l_1 * u32(20);
let l_244 = l_243 + u32(11);
buffer_7_global[l_244] = l_242;
let l_245 = l_1 * u32(20);
let l_246 = l_245 + u32(11);
let l_247 = l_242 * f32(2.0);
let l_248 = l_247 * l_239;
let l_249 = l_248 * l_237;
buffer_8_global[l_246] = l_249;
let l_250 = u32(0) + u32(12);
let l_251 = buffer_4_global[l_250];
let l_252 = l_40 - l_251;
let l_253 = u32(0) + u32(12);
let l_254 = buffer_5_global[l_253];
let l_255 = l_254 * l_252;
let l_256 = l_255 * l_252;
let l_257 = exp(l_256);
let l_258 = l_1 * u32(20);
let l_259 = l_258 + u32(12);
buffer_7_global[l_259] = l_257;
let l_260 = l_1 * u32(20);
let l_261 = l_260 + u32(12);
let l_262 = l_257 * f32(2.0);
let l_263 = l_262 * l_254;
let l_264 = l_263 * l_252;
buffer_8_global[l_261] = l_264;
let l_265 = u32(0) + u32(13);
let l_266 = buffer_4_global[l_265];
let l_267 = l_40 - l_266;
let l_268 = u32(0) + u32(13);
let l_269 = buffer_5_global[l_268];
let l_270 = l_269 * l_267;
let l_271 = l_270 * l_267;
let l_272 = exp(l_271);
let l_273 = l_1 * u32(20);
let l_274 = l_273 + u32(13);
buffer_7_global[l_274] = l_272;
let l_275 = l_1 * u32(20);
let l_276 = l_275 + u32(13);
let l_277 = l_272 * f32(2.0);
let l_278 = l_277 * l_269;
let l_279 = l_278 * l_267;
buffer_8_global[l_276] = l_279;
let l_280 = u32(0) + u32(14);
let l_281 = buffer_4_global[l_280];
let l_282 = l_40 - l_281;
let l_283 = u32(0) + u32(14);
let l_284 = buffer_5_global[l_283];
let l_285 = l_284 * l_282;
let l_286 = l_285 * l_282;
let l_287 = exp(l_286);
let l_288 = l_1 * u32(20);
let l_289 = l_288 + u32(14);
buffer_7_global[l_289] = l_287;
let l_290 = l_1 * u32(20);
let l_291 = l_290 + u32(14);
let l_292 = l_287 * f32(2.0);
let l_293 = l_292 * l_284;
let l_294 = l_293 * l_282;
buffer_8_global[l_291] = l_294;
let l_295 = u32(0) + u32(15);
let l_296 = buffer_4_global[l_295];
let l_297 = l_40 - l_296;
let l_298 = u32(0) + u32(15);
let l_299 = buffer_5_global[l_298];
let l_300 = l_299 * l_297;
let l_301 = l_300 * l_297;
let l_302 = exp(l_301);
let l_303 = l_1 * u32(20);
let l_304 = l_303 + u32(15);
buffer_7_global[l_304] = l_302;
let l_305 = l_1 * u32(20);
let l_306 = l_305 + u32(15);
let l_307 = l_302 * f32(2.0);
let l_308 = l_307 * l_299;
let l_309 = l_308 * l_297;
buffer_8_global[l_306] = l_309;
let l_310 = u32(0) + u32(16);
let l_311 = buffer_4_global[l_310];
let l_312 = l_40 - l_311;
let l_313 = u32(0) + u32(16);
let l_314 = buffer_5_global[l_313];
let l_315 = l_314 * l_312;
let l_316 = l_315 * l_312;
let l_317 = exp(l_316);
let l_318 = l_1 * u32(20);
let l_319 = l_318 + u32(16);
buffer_7_global[l_319] = l_317;
let l_320 = l_1 * u32(20);
let l_321 = l_320 + u32(16);
let l_322 = l_317 * f32(2.0);
let l_323 = l_322 * l_314;
let l_324 = l_323 * l_312;
buffer_8_global[l_321] = l_324;
let l_325 = u32(0) + u32(17);
let l_326 = buffer_4_global[l_325];
let l_327 = l_40 - l_326;
let l_328 = u32(0) + u32(17);
let l_329 = buffer_5_global[l_328];
let l_330 = l_329 * l_327;
let l_331 = l_330 * l_327;
let l_332 = exp(l_331);
let l_333 = l_1 * u32(20);
let l_334 = l_333 + u32(17);
buffer_7_global[l_334] = l_332;
let l_335 = l_1 * u32(20);
let l_336 = l_335 + u32(17);
let l_337 = l_332 * f32(2.0);
let l_338 = l_337 * l_329;
let l_339 = l_338 * l_327;
buffer_8_global[l_336] = l_339;
let l_340 = u32(0) + u32(18);
let l_341 = buffer_4_global[l_340];
let l_342 = l_40 - l_341;
let l_343 = u32(0) + u32(18);
let l_344 = buffer_5_global[l_343];
let l_345 = l_344 * l_342;
let l_346 = l_345 * l_342;
let l_347 = exp(l_346);
let l_348 = l_1 * u32(20);
let l_349 = l_348 + u32(18);
buffer_7_global[l_349] = l_347;
let l_350 = l_1 * u32(20);
let l_351 = l_350 + u32(18);
let l_352 = l_347 * f32(2.0);
let l_353 = l_352 * l_344;
let l_354 = l_353 * l_342;
buffer_8_global[l_351] = l_354;
let l_355 = u32(0) + u32(19);
let l_356 = buffer_4_global[l_355];
let l_357 = l_40 - l_356;
let l_358 = u32(0) + u32(19);
let l_359 = buffer_5_global[l_358];
let l_360 = l_359 * l_357;
let l_361 = l_360 * l_357;
let l_362 = exp(l_361);
let l_363 = l_1 * u32(20);
let l_364 = l_363 + u32(19);
buffer_7_global[l_364] = l_362;
let l_365 = l_1 * u32(20);
let l_366 = l_365 + u32(19);
let l_367 = l_362 * f32(2.0);
let l_368 = l_367 * l_359;
let l_369 = l_368 * l_357;
buffer_8_global[l_366] = l_369;
}
