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
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

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

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<f32>;

@group(0)
@binding(11)
var<storage, read_write> buffer_11_global: array<f32>;

@group(0)
@binding(12)
var<storage, read_write> buffer_12_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 8>,
   static_meta: array<u32, 26>,
}

@group(0)
@binding(13)
var<storage, read> info: info_st;

var<workgroup> shared_memory_415: array<f32, 256>;

var<workgroup> shared_memory_416: array<f32, 256>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn block_start_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_430: array<f32, 2>;

var a_437: array<f32, 8>;

var a_615: array<f32, 2>;

var a_622: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_417: u32;
var l_mut_433: u32;
var l_mut_618: u32;
var l_mut_62: f32;
var l_mut_63: f32;
var l_mut_6: u32;
let l_0 = info.scalars_u32[0] + u32(2);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(2);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(2);
let l_5 = l_4 + u32(2);
l_mut_6 = l_5;
let l_7 = l_mut_6 > info.scalars_u32[0];
if l_7 {
l_mut_6 = info.scalars_u32[0];
}
let l_8 = buffer_4_global[l_4];
let l_9 = l_8 + local_idx;
l_mut_10 = l_9;
let l_11 = buffer_4_global[l_mut_6];
loop {
let l_12 = l_mut_10 < l_11;
let l_13 = !l_12;
if l_13 {
break;
}
let l_14 = buffer_1_global[l_mut_10];
let l_15 = buffer_2_global[l_mut_10];
let l_16 = l_15 * u32(3);
let l_17 = buffer_0_global[l_16];
let l_18 = l_14 * u32(3);
let l_19 = buffer_0_global[l_18];
let l_20 = l_17 - l_19;
let l_21 = l_mut_10 * u32(3);
let l_22 = buffer_3_global[l_21];
let l_23 = l_20 + l_22;
let l_24 = l_15 * u32(3);
let l_25 = l_24 + u32(1);
let l_26 = buffer_0_global[l_25];
let l_27 = l_14 * u32(3);
let l_28 = l_27 + u32(1);
let l_29 = buffer_0_global[l_28];
let l_30 = l_26 - l_29;
let l_31 = l_mut_10 * u32(3);
let l_32 = l_31 + u32(1);
let l_33 = buffer_3_global[l_32];
let l_34 = l_30 + l_33;
let l_35 = l_15 * u32(3);
let l_36 = l_35 + u32(2);
let l_37 = buffer_0_global[l_36];
let l_38 = l_14 * u32(3);
let l_39 = l_38 + u32(2);
let l_40 = buffer_0_global[l_39];
let l_41 = l_37 - l_40;
let l_42 = l_mut_10 * u32(3);
let l_43 = l_42 + u32(2);
let l_44 = buffer_3_global[l_43];
let l_45 = l_41 + l_44;
let l_46 = l_23 * l_23;
let l_47 = l_34 * l_34;
let l_48 = l_46 + l_47;
let l_49 = l_45 * l_45;
let l_50 = l_48 + l_49;
let l_51 = sqrt(l_50);
let l_52 = l_mut_10 * u32(8);
buffer_7_global[l_52] = l_51;
let l_53 = l_mut_10 * u32(8);
let l_54 = l_53 + u32(1);
let l_55 = l_23 / l_51;
buffer_7_global[l_54] = l_55;
let l_56 = l_mut_10 * u32(8);
let l_57 = l_56 + u32(2);
let l_58 = l_34 / l_51;
buffer_7_global[l_57] = l_58;
let l_59 = l_mut_10 * u32(8);
let l_60 = l_59 + u32(3);
let l_61 = l_45 / l_51;
buffer_7_global[l_60] = l_61;
l_mut_62 = f32(0.0);
l_mut_63 = f32(0.0);
let l_64 = l_51 < info.scalars_f32[0];
if l_64 {
let l_65 = l_51 * info.scalars_f32[1];
let l_66 = cos(l_65);
let l_67 = l_66 + f32(1.0);
let l_68 = f32(0.5) * l_67;
l_mut_62 = l_68;
let l_69 = f32(-0.5) * info.scalars_f32[1];
let l_70 = l_51 * info.scalars_f32[1];
let l_71 = sin(l_70);
let l_72 = l_69 * l_71;
l_mut_63 = l_72;
}
let l_73 = l_mut_10 * u32(8);
let l_74 = l_73 + u32(4);
buffer_7_global[l_74] = l_mut_62;
let l_75 = l_mut_10 * u32(8);
let l_76 = l_75 + u32(5);
buffer_7_global[l_76] = l_mut_63;
let l_77 = l_mut_10 * u32(8);
let l_78 = l_77 + u32(6);
buffer_7_global[l_78] = f32(0.0);
let l_79 = l_mut_10 * u32(8);
let l_80 = l_79 + u32(7);
buffer_7_global[l_80] = f32(0.0);
let l_81 = info.scalars_u32[1] + u32(0);
let l_82 = buffer_6_global[l_81];
let l_83 = l_82 * l_51;
let l_84 = sin(l_83);
let l_85 = l_82 * l_51;
let l_86 = cos(l_85);
let l_87 = l_mut_10 * u32(20);
let l_88 = l_87 + u32(0);
let l_89 = l_84 / l_51;
buffer_8_global[l_88] = l_89;
let l_90 = l_mut_10 * u32(20);
let l_91 = l_90 + u32(0);
let l_92 = l_82 * l_86;
let l_93 = l_92 * l_51;
let l_94 = l_93 - l_84;
let l_95 = l_51 * l_51;
let l_96 = l_94 / l_95;
buffer_9_global[l_91] = l_96;
let l_97 = info.scalars_u32[1] + u32(1);
let l_98 = buffer_6_global[l_97];
let l_99 = l_98 * l_51;
let l_100 = sin(l_99);
let l_101 = l_98 * l_51;
let l_102 = cos(l_101);
let l_103 = l_mut_10 * u32(20);
let l_104 = l_103 + u32(1);
let l_105 = l_100 / l_51;
buffer_8_global[l_104] = l_105;
let l_106 = l_mut_10 * u32(20);
let l_107 = l_106 + u32(1);
let l_108 = l_98 * l_102;
let l_109 = l_108 * l_51;
let l_110 = l_109 - l_100;
let l_111 = l_51 * l_51;
let l_112 = l_110 / l_111;
buffer_9_global[l_107] = l_112;
let l_113 = info.scalars_u32[1] + u32(2);
let l_114 = buffer_6_global[l_113];
let l_115 = l_114 * l_51;
let l_116 = sin(l_115);
let l_117 = l_114 * l_51;
let l_118 = cos(l_117);
let l_119 = l_mut_10 * u32(20);
let l_120 = l_119 + u32(2);
let l_121 = l_116 / l_51;
buffer_8_global[l_120] = l_121;
let l_122 = l_mut_10 * u32(20);
let l_123 = l_122 + u32(2);
let l_124 = l_114 * l_118;
let l_125 = l_124 * l_51;
let l_126 = l_125 - l_116;
let l_127 = l_51 * l_51;
let l_128 = l_126 / l_127;
buffer_9_global[l_123] = l_128;
let l_129 = info.scalars_u32[1] + u32(3);
let l_130 = buffer_6_global[l_129];
let l_131 = l_130 * l_51;
let l_132 = sin(l_131);
let l_133 = l_130 * l_51;
let l_134 = cos(l_133);
let l_135 = l_mut_10 * u32(20);
let l_136 = l_135 + u32(3);
let l_137 = l_132 / l_51;
buffer_8_global[l_136] = l_137;
let l_138 = l_mut_10 * u32(20);
let l_139 = l_138 + u32(3);
let l_140 = l_130 * l_134;
let l_141 = l_140 * l_51;
let l_142 = l_141 - l_132;
let l_143 = l_51 * l_51;
let l_144 = l_142 / l_143;
buffer_9_global[l_139] = l_144;
let l_145 = info.scalars_u32[1] + u32(4);
let l_146 = buffer_6_global[l_145];
let l_147 = l_146 * l_51;
let l_148 = sin(l_147);
let l_149 = l_146 * l_51;
let l_150 = cos(l_149);
let l_151 = l_mut_10 * u32(20);
let l_152 = l_151 + u32(4);
let l_153 = l_148 / l_51;
buffer_8_global[l_152] = l_153;
let l_154 = l_mut_10 * u32(20);
let l_155 = l_154 + u32(4);
let l_156 = l_146 * l_150;
let l_157 = l_156 * l_51;
let l_158 = l_157 - l_148;
let l_159 = l_51 * l_51;
let l_160 = l_158 / l_159;
buffer_9_global[l_155] = l_160;
let l_161 = info.scalars_u32[1] + u32(5);
let l_162 = buffer_6_global[l_161];
let l_163 = l_162 * l_51;
let l_164 = sin(l_163);
let l_165 = l_162 * l_51;
let l_166 = cos(l_165);
let l_167 = l_mut_10 * u32(20);
let l_168 = l_167 + u32(5);
let l_169 = l_164 / l_51;
buffer_8_global[l_168] = l_169;
let l_170 = l_mut_10 * u32(20);
let l_171 = l_170 + u32(5);
let l_172 = l_162 * l_166;
let l_173 = l_172 * l_51;
let l_174 = l_173 - l_164;
let l_175 = l_51 * l_51;
let l_176 = l_174 / l_175;
buffer_9_global[l_171] = l_176;
let l_177 = info.scalars_u32[1] + u32(6);
let l_178 = buffer_6_global[l_177];
let l_179 = l_178 * l_51;
let l_180 = sin(l_179);
let l_181 = l_178 * l_51;
let l_182 = cos(l_181);
let l_183 = l_mut_10 * u32(20);
let l_184 = l_183 + u32(6);
let l_185 = l_180 / l_51;
buffer_8_global[l_184] = l_185;
let l_186 = l_mut_10 * u32(20);
let l_187 = l_186 + u32(6);
let l_188 = l_178 * l_182;
let l_189 = l_188 * l_51;
let l_190 = l_189 - l_180;
let l_191 = l_51 * l_51;
let l_192 = l_190 / l_191;
buffer_9_global[l_187] = l_192;
let l_193 = info.scalars_u32[1] + u32(7);
let l_194 = buffer_6_global[l_193];
let l_195 = l_194 * l_51;
let l_196 = sin(l_195);
let l_197 = l_194 * l_51;
let l_198 = cos(l_197);
let l_199 = l_mut_10 * u32(20);
let l_200 = l_199 + u32(7);
let l_201 = l_196 / l_51;
buffer_8_global[l_200] = l_201;
let l_202 = l_mut_10 * u32(20);
let l_203 = l_202 + u32(7);
let l_204 = l_194 * l_198;
let l_205 = l_204 * l_51;
let l_206 = l_205 - l_196;
let l_207 = l_51 * l_51;
let l_208 = l_206 / l_207;
buffer_9_global[l_203] = l_208;
let l_209 = info.scalars_u32[1] + u32(8);
let l_210 = buffer_6_global[l_209];
let l_211 = l_210 * l_51;
let l_212 = sin(l_211);
let l_213 = l_210 * l_51;
let l_214 = cos(l_213);
let l_215 = l_mut_10 * u32(20);
let l_216 = l_215 + u32(8);
let l_217 = l_212 / l_51;
buffer_8_global[l_216] = l_217;
let l_218 = l_mut_10 * u32(20);
let l_219 = l_218 + u32(8);
let l_220 = l_210 * l_214;
let l_221 = l_220 * l_51;
let l_222 = l_221 - l_212;
let l_223 = l_51 * l_51;
let l_224 = l_222 / l_223;
buffer_9_global[l_219] = l_224;
let l_225 = info.scalars_u32[1] + u32(9);
let l_226 = buffer_6_global[l_225];
let l_227 = l_226 * l_51;
let l_228 = sin(l_227);
let l_229 = l_226 * l_51;
let l_230 = cos(l_229);
let l_231 = l_mut_10 * u32(20);
let l_232 = l_231 + u32(9);
let l_233 = l_228 / l_51;
buffer_8_global[l_232] = l_233;
let l_234 = l_mut_10 * u32(20);
let l_235 = l_234 + u32(9);
let l_236 = l_226 * l_230;
let l_237 = l_236 * l_51;
let l_238 = l_237 - l_228;
let l_239 = l_51 * l_51;
let l_240 = l_238 / l_239;
buffer_9_global[l_235] = l_240;
let l_241 = info.scalars_u32[1] + u32(10);
let l_242 = buffer_6_global[l_241];
let l_243 = l_242 * l_51;
let l_244 = sin(l_243);
let l_245 = l_242 * l_51;
let l_246 = cos(l_245);
let l_247 = l_mut_10 * u32(20);
let l_248 = l_247 + u32(10);
let l_249 = l_244 / l_51;
buffer_8_global[l_248] = l_249;
let l_250 = l_mut_10 * u32(20);
let l_251 = l_250 + u32(10);
let l_252 = l_242 * l_246;
let l_253 = l_252 * l_51;
let l_254 = l_253 - l_244;
let l_255 = l_51 * l_51;
let l_256 = l_254 / l_255;
buffer_9_global[l_251] = l_256;
let l_257 = info.scalars_u32[1] + u32(11);
let l_258 = buffer_6_global[l_257];
let l_259 = l_258 * l_51;
let l_260 = sin(l_259);
let l_261 = l_258 * l_51;
let l_262 = cos(l_261);
let l_263 = l_mut_10 * u32(20);
let l_264 = l_263 + u32(11);
let l_265 = l_260 / l_51;
buffer_8_global[l_264] = l_265;
let l_266 = l_mut_10 * u32(20);
let l_267 = l_266 + u32(11);
let l_268 = l_258 * l_262;
let l_269 = l_268 * l_51;
let l_270 = l_269 - l_260;
let l_271 = l_51 * l_51;
let l_272 = l_270 / l_271;
buffer_9_global[l_267] = l_272;
let l_273 = info.scalars_u32[1] + u32(12);
let l_274 = buffer_6_global[l_273];
let l_275 = l_274 * l_51;
let l_276 = sin(l_275);
let l_277 = l_274 * l_51;
let l_278 = cos(l_277);
let l_279 = l_mut_10 * u32(20);
let l_280 = l_279 + u32(12);
let l_281 = l_276 / l_51;
buffer_8_global[l_280] = l_281;
let l_282 = l_mut_10 * u32(20);
let l_283 = l_282 + u32(12);
let l_284 = l_274 * l_278;
let l_285 = l_284 * l_51;
let l_286 = l_285 - l_276;
let l_287 = l_51 * l_51;
let l_288 = l_286 / l_287;
buffer_9_global[l_283] = l_288;
let l_289 = info.scalars_u32[1] + u32(13);
let l_290 = buffer_6_global[l_289];
let l_291 = l_290 * l_51;
let l_292 = sin(l_291);
let l_293 = l_290 * l_51;
let l_294 = cos(l_293);
let l_295 = l_mut_10 * u32(20);
let l_296 = l_295 + u32(13);
let l_297 = l_292 / l_51;
buffer_8_global[l_296] = l_297;
let l_298 = l_mut_10 * u32(20);
let l_299 = l_298 + u32(13);
let l_300 = l_290 * l_294;
let l_301 = l_300 * l_51;
let l_302 = l_301 - l_292;
let l_303 = l_51 * l_51;
let l_304 = l_302 / l_303;
buffer_9_global[l_299] = l_304;
let l_305 = info.scalars_u32[1] + u32(14);
let l_306 = buffer_6_global[l_305];
let l_307 = l_306 * l_51;
let l_308 = sin(l_307);
let l_309 = l_306 * l_51;
let l_310 = cos(l_309);
let l_311 = l_mut_10 * u32(20);
let l_312 = l_311 + u32(14);
let l_313 = l_308 / l_51;
buffer_8_global[l_312] = l_313;
let l_314 = l_mut_10 * u32(20);
let l_315 = l_314 + u32(14);
let l_316 = l_306 * l_310;
let l_317 = l_316 * l_51;
let l_318 = l_317 - l_308;
let l_319 = l_51 * l_51;
let l_320 = l_318 / l_319;
buffer_9_global[l_315] = l_320;
let l_321 = info.scalars_u32[1] + u32(15);
let l_322 = buffer_6_global[l_321];
let l_323 = l_322 * l_51;
let l_324 = sin(l_323);
let l_325 = l_322 * l_51;
let l_326 = cos(l_325);
let l_327 = l_mut_10 * u32(20);
let l_328 = l_327 + u32(15);
let l_329 = l_324 / l_51;
buffer_8_global[l_328] = l_329;
let l_330 = l_mut_10 * u32(20);
let l_331 = l_330 + u32(15);
let l_332 = l_322 * l_326;
let l_333 = l_332 * l_51;
let l_334 = l_333 - l_324;
let l_335 = l_51 * l_51;
let l_336 = l_334 / l_335;
buffer_9_global[l_331] = l_336;
let l_337 = info.scalars_u32[1] + u32(16);
let l_338 = buffer_6_global[l_337];
let l_339 = l_338 * l_51;
let l_340 = sin(l_339);
let l_341 = l_338 * l_51;
let l_342 = cos(l_341);
let l_343 = l_mut_10 * u32(20);
let l_344 = l_343 + u32(16);
let l_345 = l_340 / l_51;
buffer_8_global[l_344] = l_345;
let l_346 = l_mut_10 * u32(20);
let l_347 = l_346 + u32(16);
let l_348 = l_338 * l_342;
let l_349 = l_348 * l_51;
let l_350 = l_349 - l_340;
let l_351 = l_51 * l_51;
let l_352 = l_350 / l_351;
buffer_9_global[l_347] = l_352;
let l_353 = info.scalars_u32[1] + u32(17);
let l_354 = buffer_6_global[l_353];
let l_355 = l_354 * l_51;
let l_356 = sin(l_355);
let l_357 = l_354 * l_51;
let l_358 = cos(l_357);
let l_359 = l_mut_10 * u32(20);
let l_360 = l_359 + u32(17);
let l_361 = l_356 / l_51;
buffer_8_global[l_360] = l_361;
let l_362 = l_mut_10 * u32(20);
let l_363 = l_362 + u32(17);
let l_364 = l_354 * l_358;
let l_365 = l_364 * l_51;
let l_366 = l_365 - l_356;
let l_367 = l_51 * l_51;
let l_368 = l_366 / l_367;
buffer_9_global[l_363] = l_368;
let l_369 = info.scalars_u32[1] + u32(18);
let l_370 = buffer_6_global[l_369];
let l_371 = l_370 * l_51;
let l_372 = sin(l_371);
let l_373 = l_370 * l_51;
let l_374 = cos(l_373);
let l_375 = l_mut_10 * u32(20);
let l_376 = l_375 + u32(18);
let l_377 = l_372 / l_51;
buffer_8_global[l_376] = l_377;
let l_378 = l_mut_10 * u32(20);
let l_379 = l_378 + u32(18);
let l_380 = l_370 * l_374;
let l_381 = l_380 * l_51;
let l_382 = l_381 - l_372;
let l_383 = l_51 * l_51;
let l_384 = l_382 / l_383;
buffer_9_global[l_379] = l_384;
let l_385 = info.scalars_u32[1] + u32(19);
let l_386 = buffer_6_global[l_385];
let l_387 = l_386 * l_51;
let l_388 = sin(l_387);
let l_389 = l_386 * l_51;
let l_390 = cos(l_389);
let l_391 = l_mut_10 * u32(20);
let l_392 = l_391 + u32(19);
let l_393 = l_388 / l_51;
buffer_8_global[l_392] = l_393;
let l_394 = l_mut_10 * u32(20);
let l_395 = l_394 + u32(19);
let l_396 = l_386 * l_390;
let l_397 = l_396 * l_51;
let l_398 = l_397 - l_388;
let l_399 = l_51 * l_51;
let l_400 = l_398 / l_399;
buffer_9_global[l_395] = l_400;
l_mut_10 = l_mut_10 + u32(128);
}
l_mut_6 = local_idx;
loop {
let l_401 = l_mut_6 < u32(256);
let l_402 = !l_401;
if l_402 {
break;
}
let l_403 = l_mut_6 / u32(128);
let l_404 = l_4 + l_403;
let l_405 = l_404 < info.scalars_u32[0];
if l_405 {
let l_406 = l_404 * u32(128);
let l_407 = l_mut_6 % u32(128);
let l_408 = l_406 + l_407;
let l_409 = buffer_5_global[l_404];
let l_410 = l_409 * u32(128);
let l_411 = info.scalars_u32[3] + l_410;
let l_412 = l_mut_6 % u32(128);
let l_413 = l_411 + l_412;
let l_414 = buffer_6_global[l_413];
buffer_10_global[l_408] = l_414;
}
l_mut_6 = l_mut_6 + u32(128);
}
storageBarrier();
l_mut_417 = local_idx;
loop {
let l_418 = l_mut_417 < u32(256);
let l_419 = !l_418;
if l_419 {
break;
}
let l_420 = l_mut_417 / u32(128);
let l_421 = l_4 + l_420;
let l_422 = l_421 < info.scalars_u32[0];
if l_422 {
let l_423 = l_421 * u32(128);
let l_424 = l_mut_417 % u32(128);
let l_425 = l_423 + l_424;
let l_426 = buffer_10_global[l_425];
shared_memory_415[l_mut_417] = l_426;
} else {
shared_memory_415[l_mut_417] = f32(0.0);
}
l_mut_417 = l_mut_417 + u32(128);
}
workgroupBarrier();
l_mut_417 = local_idx;
loop {
let l_428 = l_mut_417 < u32(128);
let l_429 = !l_428;
if l_429 {
break;
}
let l_431 = info.scalars_u32[5] + l_mut_417;
let l_432 = buffer_6_global[l_431];
a_430[u32(0)] = l_432;
a_430[u32(1)] = l_432;
l_mut_433 = u32(0);
loop {
let l_434 = u32(0) + u32(128);
let l_435 = l_mut_433 < l_434;
let l_436 = !l_435;
if l_436 {
break;
}
let l_438 = l_mut_433 + u32(0);
let l_439 = l_438 * u32(128);
let l_440 = info.scalars_u32[4] + l_439;
let l_441 = l_440 + l_mut_417;
let l_442 = buffer_6_global[l_441];
a_437[u32(0)] = l_442;
let l_443 = l_mut_433 + u32(1);
let l_444 = l_443 * u32(128);
let l_445 = info.scalars_u32[4] + l_444;
let l_446 = l_445 + l_mut_417;
let l_447 = buffer_6_global[l_446];
a_437[u32(1)] = l_447;
let l_448 = l_mut_433 + u32(2);
let l_449 = l_448 * u32(128);
let l_450 = info.scalars_u32[4] + l_449;
let l_451 = l_450 + l_mut_417;
let l_452 = buffer_6_global[l_451];
a_437[u32(2)] = l_452;
let l_453 = l_mut_433 + u32(3);
let l_454 = l_453 * u32(128);
let l_455 = info.scalars_u32[4] + l_454;
let l_456 = l_455 + l_mut_417;
let l_457 = buffer_6_global[l_456];
a_437[u32(3)] = l_457;
let l_458 = l_mut_433 + u32(4);
let l_459 = l_458 * u32(128);
let l_460 = info.scalars_u32[4] + l_459;
let l_461 = l_460 + l_mut_417;
let l_462 = buffer_6_global[l_461];
a_437[u32(4)] = l_462;
let l_463 = l_mut_433 + u32(5);
let l_464 = l_463 * u32(128);
let l_465 = info.scalars_u32[4] + l_464;
let l_466 = l_465 + l_mut_417;
let l_467 = buffer_6_global[l_466];
a_437[u32(5)] = l_467;
let l_468 = l_mut_433 + u32(6);
let l_469 = l_468 * u32(128);
let l_470 = info.scalars_u32[4] + l_469;
let l_471 = l_470 + l_mut_417;
let l_472 = buffer_6_global[l_471];
a_437[u32(6)] = l_472;
let l_473 = l_mut_433 + u32(7);
let l_474 = l_473 * u32(128);
let l_475 = info.scalars_u32[4] + l_474;
let l_476 = l_475 + l_mut_417;
let l_477 = buffer_6_global[l_476];
a_437[u32(7)] = l_477;
let l_478 = u32(0) + l_mut_433;
let l_479 = l_478 + u32(0);
let l_480 = shared_memory_415[l_479];
let l_481 = a_437[u32(0)];
let l_482 = l_480 * l_481;
let l_483 = a_430[u32(0)];
let l_484 = l_483 + l_482;
a_430[u32(0)] = l_484;
let l_485 = u32(128) + l_mut_433;
let l_486 = l_485 + u32(0);
let l_487 = shared_memory_415[l_486];
let l_488 = a_437[u32(0)];
let l_489 = l_487 * l_488;
let l_490 = a_430[u32(1)];
let l_491 = l_490 + l_489;
a_430[u32(1)] = l_491;
let l_492 = u32(0) + l_mut_433;
let l_493 = l_492 + u32(1);
let l_494 = shared_memory_415[l_493];
let l_495 = a_437[u32(1)];
let l_496 = l_494 * l_495;
let l_497 = a_430[u32(0)];
let l_498 = l_497 + l_496;
a_430[u32(0)] = l_498;
let l_499 = u32(128) + l_mut_433;
let l_500 = l_499 + u32(1);
let l_501 = shared_memory_415[l_500];
let l_502 = a_437[u32(1)];
let l_503 = l_501 * l_502;
let l_504 = a_430[u32(1)];
let l_505 = l_504 + l_503;
a_430[u32(1)] = l_505;
let l_506 = u32(0) + l_mut_433;
let l_507 = l_506 + u32(2);
let l_508 = shared_memory_415[l_507];
let l_509 = a_437[u32(2)];
let l_510 = l_508 * l_509;
let l_511 = a_430[u32(0)];
let l_512 = l_511 + l_510;
a_430[u32(0)] = l_512;
let l_513 = u32(128) + l_mut_433;
let l_514 = l_513 + u32(2);
let l_515 = shared_memory_415[l_514];
let l_516 = a_437[u32(2)];
let l_517 = l_515 * l_516;
let l_518 = a_430[u32(1)];
let l_519 = l_518 + l_517;
a_430[u32(1)] = l_519;
let l_520 = u32(0) + l_mut_433;
let l_521 = l_520 + u32(3);
let l_522 = shared_memory_415[l_521];
let l_523 = a_437[u32(3)];
let l_524 = l_522 * l_523;
let l_525 = a_430[u32(0)];
let l_526 = l_525 + l_524;
a_430[u32(0)] = l_526;
let l_527 = u32(128) + l_mut_433;
let l_528 = l_527 + u32(3);
let l_529 = shared_memory_415[l_528];
let l_530 = a_437[u32(3)];
let l_531 = l_529 * l_530;
let l_532 = a_430[u32(1)];
let l_533 = l_532 + l_531;
a_430[u32(1)] = l_533;
let l_534 = u32(0) + l_mut_433;
let l_535 = l_534 + u32(4);
let l_536 = shared_memory_415[l_535];
let l_537 = a_437[u32(4)];
let l_538 = l_536 * l_537;
let l_539 = a_430[u32(0)];
let l_540 = l_539 + l_538;
a_430[u32(0)] = l_540;
let l_541 = u32(128) + l_mut_433;
let l_542 = l_541 + u32(4);
let l_543 = shared_memory_415[l_542];
let l_544 = a_437[u32(4)];
let l_545 = l_543 * l_544;
let l_546 = a_430[u32(1)];
let l_547 = l_546 + l_545;
a_430[u32(1)] = l_547;
let l_548 = u32(0) + l_mut_433;
let l_549 = l_548 + u32(5);
let l_550 = shared_memory_415[l_549];
let l_551 = a_437[u32(5)];
let l_552 = l_550 * l_551;
let l_553 = a_430[u32(0)];
let l_554 = l_553 + l_552;
a_430[u32(0)] = l_554;
let l_555 = u32(128) + l_mut_433;
let l_556 = l_555 + u32(5);
let l_557 = shared_memory_415[l_556];
let l_558 = a_437[u32(5)];
let l_559 = l_557 * l_558;
let l_560 = a_430[u32(1)];
let l_561 = l_560 + l_559;
a_430[u32(1)] = l_561;
let l_562 = u32(0) + l_mut_433;
let l_563 = l_562 + u32(6);
let l_564 = shared_memory_415[l_563];
let l_565 = a_437[u32(6)];
let l_566 = l_564 * l_565;
let l_567 = a_430[u32(0)];
let l_568 = l_567 + l_566;
a_430[u32(0)] = l_568;
let l_569 = u32(128) + l_mut_433;
let l_570 = l_569 + u32(6);
let l_571 = shared_memory_415[l_570];
let l_572 = a_437[u32(6)];
let l_573 = l_571 * l_572;
let l_574 = a_430[u32(1)];
let l_575 = l_574 + l_573;
a_430[u32(1)] = l_575;
let l_576 = u32(0) + l_mut_433;
let l_577 = l_576 + u32(7);
let l_578 = shared_memory_415[l_577];
let l_579 = a_437[u32(7)];
let l_580 = l_578 * l_579;
let l_581 = a_430[u32(0)];
let l_582 = l_581 + l_580;
a_430[u32(0)] = l_582;
let l_583 = u32(128) + l_mut_433;
let l_584 = l_583 + u32(7);
let l_585 = shared_memory_415[l_584];
let l_586 = a_437[u32(7)];
let l_587 = l_585 * l_586;
let l_588 = a_430[u32(1)];
let l_589 = l_588 + l_587;
a_430[u32(1)] = l_589;
l_mut_433 = l_mut_433 + u32(8);
}
let l_590 = a_430[u32(0)];
let l_591 = l_4 + u32(0);
let l_592 = l_591 < info.scalars_u32[0];
if l_592 {
let l_593 = l_591 * u32(128);
let l_594 = l_593 + l_mut_417;
buffer_11_global[l_594] = l_590;
}
let l_595 = u32(0) + l_mut_417;
let l_596 = -l_590;
let l_597 = exp(l_596);
let l_598 = f32(1.0) + l_597;
let l_599 = f32(1.0) / l_598;
let l_600 = l_590 * l_599;
shared_memory_416[l_595] = l_600;
let l_601 = a_430[u32(1)];
let l_602 = l_4 + u32(1);
let l_603 = l_602 < info.scalars_u32[0];
if l_603 {
let l_604 = l_602 * u32(128);
let l_605 = l_604 + l_mut_417;
buffer_11_global[l_605] = l_601;
}
let l_606 = u32(128) + l_mut_417;
let l_607 = -l_601;
let l_608 = exp(l_607);
let l_609 = f32(1.0) + l_608;
let l_610 = f32(1.0) / l_609;
let l_611 = l_601 * l_610;
shared_memory_416[l_606] = l_611;
l_mut_417 = l_mut_417 + u32(128);
}
workgroupBarrier();
l_mut_433 = local_idx;
loop {
let l_613 = l_mut_433 < u32(384);
let l_614 = !l_613;
if l_614 {
break;
}
let l_616 = info.scalars_u32[7] + l_mut_433;
let l_617 = buffer_6_global[l_616];
a_615[u32(0)] = l_617;
a_615[u32(1)] = l_617;
l_mut_618 = u32(0);
loop {
let l_619 = u32(0) + u32(128);
let l_620 = l_mut_618 < l_619;
let l_621 = !l_620;
if l_621 {
break;
}
let l_623 = l_mut_618 + u32(0);
let l_624 = l_623 * u32(384);
let l_625 = info.scalars_u32[6] + l_624;
let l_626 = l_625 + l_mut_433;
let l_627 = buffer_6_global[l_626];
a_622[u32(0)] = l_627;
let l_628 = l_mut_618 + u32(1);
let l_629 = l_628 * u32(384);
let l_630 = info.scalars_u32[6] + l_629;
let l_631 = l_630 + l_mut_433;
let l_632 = buffer_6_global[l_631];
a_622[u32(1)] = l_632;
let l_633 = l_mut_618 + u32(2);
let l_634 = l_633 * u32(384);
let l_635 = info.scalars_u32[6] + l_634;
let l_636 = l_635 + l_mut_433;
let l_637 = buffer_6_global[l_636];
a_622[u32(2)] = l_637;
let l_638 = l_mut_618 + u32(3);
let l_639 = l_638 * u32(384);
let l_640 = info.scalars_u32[6] + l_639;
let l_641 = l_640 + l_mut_433;
let l_642 = buffer_6_global[l_641];
a_622[u32(3)] = l_642;
let l_643 = l_mut_618 + u32(4);
let l_644 = l_643 * u32(384);
let l_645 = info.scalars_u32[6] + l_644;
let l_646 = l_645 + l_mut_433;
let l_647 = buffer_6_global[l_646];
a_622[u32(4)] = l_647;
let l_648 = l_mut_618 + u32(5);
let l_649 = l_648 * u32(384);
let l_650 = info.scalars_u32[6] + l_649;
let l_651 = l_650 + l_mut_433;
let l_652 = buffer_6_global[l_651];
a_622[u32(5)] = l_652;
let l_653 = l_mut_618 + u32(6);
let l_654 = l_653 * u32(384);
let l_655 = info.scalars_u32[6] + l_654;
let l_656 = l_655 + l_mut_433;
let l_657 = buffer_6_global[l_656];
a_622[u32(6)] = l_657;
let l_658 = l_mut_618 + u32(7);
let l_659 = l_658 * u32(384);
let l_660 = info.scalars_u32[6] + l_659;
let l_661 = l_660 + l_mut_433;
let l_662 = buffer_6_global[l_661];
a_622[u32(7)] = l_662;
let l_663 = u32(0) + l_mut_618;
let l_664 = l_663 + u32(0);
let l_665 = shared_memory_416[l_664];
let l_666 = a_622[u32(0)];
let l_667 = l_665 * l_666;
let l_668 = a_615[u32(0)];
let l_669 = l_668 + l_667;
a_615[u32(0)] = l_669;
let l_670 = u32(128) + l_mut_618;
let l_671 = l_670 + u32(0);
let l_672 = shared_memory_416[l_671];
let l_673 = a_622[u32(0)];
let l_674 = l_672 * l_673;
let l_675 = a_615[u32(1)];
let l_676 = l_675 + l_674;
a_615[u32(1)] = l_676;
let l_677 = u32(0) + l_mut_618;
let l_678 = l_677 + u32(1);
let l_679 = shared_memory_416[l_678];
let l_680 = a_622[u32(1)];
let l_681 = l_679 * l_680;
let l_682 = a_615[u32(0)];
let l_683 = l_682 + l_681;
a_615[u32(0)] = l_683;
let l_684 = u32(128) + l_mut_618;
let l_685 = l_684 + u32(1);
let l_686 = shared_memory_416[l_685];
let l_687 = a_622[u32(1)];
let l_688 = l_686 * l_687;
let l_689 = a_615[u32(1)];
let l_690 = l_689 + l_688;
a_615[u32(1)] = l_690;
let l_691 = u32(0) + l_mut_618;
let l_692 = l_691 + u32(2);
let l_693 = shared_memory_416[l_692];
let l_694 = a_622[u32(2)];
let l_695 = l_693 * l_694;
let l_696 = a_615[u32(0)];
let l_697 = l_696 + l_695;
a_615[u32(0)] = l_697;
let l_698 = u32(128) + l_mut_618;
let l_699 = l_698 + u32(2);
let l_700 = shared_memory_416[l_699];
let l_701 = a_622[u32(2)];
let l_702 = l_700 * l_701;
let l_703 = a_615[u32(1)];
let l_704 = l_703 + l_702;
a_615[u32(1)] = l_704;
let l_705 = u32(0) + l_mut_618;
let l_706 = l_705 + u32(3);
let l_707 = shared_memory_416[l_706];
let l_708 = a_622[u32(3)];
let l_709 = l_707 * l_708;
let l_710 = a_615[u32(0)];
let l_711 = l_710 + l_709;
a_615[u32(0)] = l_711;
let l_712 = u32(128) + l_mut_618;
let l_713 = l_712 + u32(3);
let l_714 = shared_memory_416[l_713];
let l_715 = a_622[u32(3)];
let l_716 = l_714 * l_715;
let l_717 = a_615[u32(1)];
let l_718 = l_717 + l_716;
a_615[u32(1)] = l_718;
let l_719 = u32(0) + l_mut_618;
let l_720 = l_719 + u32(4);
let l_721 = shared_memory_416[l_720];
let l_722 = a_622[u32(4)];
let l_723 = l_721 * l_722;
let l_724 = a_615[u32(0)];
let l_725 = l_724 + l_723;
a_615[u32(0)] = l_725;
let l_726 = u32(128) + l_mut_618;
let l_727 = l_726 + u32(4);
let l_728 = shared_memory_416[l_727];
let l_729 = a_622[u32(4)];
let l_730 = l_728 * l_729;
let l_731 = a_615[u32(1)];
let l_732 = l_731 + l_730;
a_615[u32(1)] = l_732;
let l_733 = u32(0) + l_mut_618;
let l_734 = l_733 + u32(5);
let l_735 = shared_memory_416[l_734];
let l_736 = a_622[u32(5)];
let l_737 = l_735 * l_736;
let l_738 = a_615[u32(0)];
let l_739 = l_738 + l_737;
a_615[u32(0)] = l_739;
let l_740 = u32(128) + l_mut_618;
let l_741 = l_740 + u32(5);
let l_742 = shared_memory_416[l_741];
let l_743 = a_622[u32(5)];
let l_744 = l_742 * l_743;
let l_745 = a_615[u32(1)];
let l_746 = l_745 + l_744;
a_615[u32(1)] = l_746;
let l_747 = u32(0) + l_mut_618;
let l_748 = l_747 + u32(6);
let l_749 = shared_memory_416[l_748];
let l_750 = a_622[u32(6)];
let l_751 = l_749 * l_750;
let l_752 = a_615[u32(0)];
let l_753 = l_752 + l_751;
a_615[u32(0)] = l_753;
let l_754 = u32(128) + l_mut_618;
let l_755 = l_754 + u32(6);
let l_756 = shared_memory_416[l_755];
let l_757 = a_622[u32(6)];
let l_758 = l_756 * l_757;
let l_759 = a_615[u32(1)];
let l_760 = l_759 + l_758;
a_615[u32(1)] = l_760;
let l_761 = u32(0) + l_mut_618;
let l_762 = l_761 + u32(7);
let l_763 = shared_memory_416[l_762];
let l_764 = a_622[u32(7)];
let l_765 = l_763 * l_764;
let l_766 = a_615[u32(0)];
let l_767 = l_766 + l_765;
a_615[u32(0)] = l_767;
let l_768 = u32(128) + l_mut_618;
let l_769 = l_768 + u32(7);
let l_770 = shared_memory_416[l_769];
let l_771 = a_622[u32(7)];
let l_772 = l_770 * l_771;
let l_773 = a_615[u32(1)];
let l_774 = l_773 + l_772;
a_615[u32(1)] = l_774;
l_mut_618 = l_mut_618 + u32(8);
}
let l_775 = l_4 + u32(0);
let l_776 = l_775 < info.scalars_u32[0];
if l_776 {
let l_777 = l_775 * u32(384);
let l_778 = l_777 + l_mut_433;
let l_779 = a_615[u32(0)];
buffer_12_global[l_778] = l_779;
}
let l_780 = l_4 + u32(1);
let l_781 = l_780 < info.scalars_u32[0];
if l_781 {
let l_782 = l_780 * u32(384);
let l_783 = l_782 + l_mut_433;
let l_784 = a_615[u32(1)];
buffer_12_global[l_783] = l_784;
}
l_mut_433 = l_mut_433 + u32(128);
}
}
