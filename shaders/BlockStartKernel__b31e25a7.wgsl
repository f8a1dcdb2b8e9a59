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

var<workgroup> shared_memory_415: array<f32, 128>;

var<workgroup> shared_memory_427: array<f32, 256>;

var<workgroup> shared_memory_416: array<f32, 128>;

const WORKGROUP_SIZE_X = 384u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(384, 1, 1)
fn block_start_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_431: array<f32, 1>;

var a_436: array<f32, 8>;

var a_540: array<f32, 1>;

var a_566: array<f32, 1>;

var a_573: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_417: u32;
var l_mut_563: u32;
var l_mut_569: u32;
var l_mut_62: f32;
var l_mut_63: f32;
var l_mut_6: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
let l_5 = l_4 + u32(1);
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
l_mut_10 = l_mut_10 + u32(384);
}
l_mut_6 = local_idx;
loop {
let l_401 = l_mut_6 < u32(128);
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
l_mut_6 = l_mut_6 + u32(384);
}
storageBarrier();
l_mut_417 = local_idx;
loop {
let l_418 = l_mut_417 < u32(128);
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
l_mut_417 = l_mut_417 + u32(384);
}
workgroupBarrier();
let l_428 = local_idx < u32(256);
if l_428 {
let l_429 = local_idx % u32(128);
let l_430 = local_idx / u32(128);
a_431[u32(0)] = f32(0.0);
let l_432 = l_430 * u32(64);
l_mut_417 = l_432;
loop {
let l_433 = l_432 + u32(64);
let l_434 = l_mut_417 < l_433;
let l_435 = !l_434;
if l_435 {
break;
}
let l_437 = l_mut_417 + u32(0);
let l_438 = l_437 * u32(128);
let l_439 = info.scalars_u32[4] + l_438;
let l_440 = l_439 + l_429;
let l_441 = buffer_6_global[l_440];
a_436[u32(0)] = l_441;
let l_442 = l_mut_417 + u32(1);
let l_443 = l_442 * u32(128);
let l_444 = info.scalars_u32[4] + l_443;
let l_445 = l_444 + l_429;
let l_446 = buffer_6_global[l_445];
a_436[u32(1)] = l_446;
let l_447 = l_mut_417 + u32(2);
let l_448 = l_447 * u32(128);
let l_449 = info.scalars_u32[4] + l_448;
let l_450 = l_449 + l_429;
let l_451 = buffer_6_global[l_450];
a_436[u32(2)] = l_451;
let l_452 = l_mut_417 + u32(3);
let l_453 = l_452 * u32(128);
let l_454 = info.scalars_u32[4] + l_453;
let l_455 = l_454 + l_429;
let l_456 = buffer_6_global[l_455];
a_436[u32(3)] = l_456;
let l_457 = l_mut_417 + u32(4);
let l_458 = l_457 * u32(128);
let l_459 = info.scalars_u32[4] + l_458;
let l_460 = l_459 + l_429;
let l_461 = buffer_6_global[l_460];
a_436[u32(4)] = l_461;
let l_462 = l_mut_417 + u32(5);
let l_463 = l_462 * u32(128);
let l_464 = info.scalars_u32[4] + l_463;
let l_465 = l_464 + l_429;
let l_466 = buffer_6_global[l_465];
a_436[u32(5)] = l_466;
let l_467 = l_mut_417 + u32(6);
let l_468 = l_467 * u32(128);
let l_469 = info.scalars_u32[4] + l_468;
let l_470 = l_469 + l_429;
let l_471 = buffer_6_global[l_470];
a_436[u32(6)] = l_471;
let l_472 = l_mut_417 + u32(7);
let l_473 = l_472 * u32(128);
let l_474 = info.scalars_u32[4] + l_473;
let l_475 = l_474 + l_429;
let l_476 = buffer_6_global[l_475];
a_436[u32(7)] = l_476;
let l_477 = u32(0) + l_mut_417;
let l_478 = l_477 + u32(0);
let l_479 = shared_memory_415[l_478];
let l_480 = a_436[u32(0)];
let l_481 = l_479 * l_480;
let l_482 = a_431[u32(0)];
let l_483 = l_482 + l_481;
a_431[u32(0)] = l_483;
let l_484 = u32(0) + l_mut_417;
let l_485 = l_484 + u32(1);
let l_486 = shared_memory_415[l_485];
let l_487 = a_436[u32(1)];
let l_488 = l_486 * l_487;
let l_489 = a_431[u32(0)];
let l_490 = l_489 + l_488;
a_431[u32(0)] = l_490;
let l_491 = u32(0) + l_mut_417;
let l_492 = l_491 + u32(2);
let l_493 = shared_memory_415[l_492];
let l_494 = a_436[u32(2)];
let l_495 = l_493 * l_494;
let l_496 = a_431[u32(0)];
let l_497 = l_496 + l_495;
a_431[u32(0)] = l_497;
let l_498 = u32(0) + l_mut_417;
let l_499 = l_498 + u32(3);
let l_500 = shared_memory_415[l_499];
let l_501 = a_436[u32(3)];
let l_502 = l_500 * l_501;
let l_503 = a_431[u32(0)];
let l_504 = l_503 + l_502;
a_431[u32(0)] = l_504;
let l_505 = u32(0) + l_mut_417;
let l_506 = l_505 + u32(4);
let l_507 = shared_memory_415[l_506];
let l_508 = a_436[u32(4)];
let l_509 = l_507 * l_508;
let l_510 = a_431[u32(0)];
let l_511 = l_510 + l_509;
a_431[u32(0)] = l_511;
let l_512 = u32(0) + l_mut_417;
let l_513 = l_512 + u32(5);
let l_514 = shared_memory_415[l_513];
let l_515 = a_436[u32(5)];
let l_516 = l_514 * l_515;
let l_517 = a_431[u32(0)];
let l_518 = l_517 + l_516;
a_431[u32(0)] = l_518;
let l_519 = u32(0) + l_mut_417;
let l_520 = l_519 + u32(6);
let l_521 = shared_memory_415[l_520];
let l_522 = a_436[u32(6)];
let l_523 = l_521 * l_522;
let l_524 = a_431[u32(0)];
let l_525 = l_524 + l_523;
a_431[u32(0)] = l_525;
let l_526 = u32(0) + l_mut_417;
let l_527 = l_526 + u32(7);
let l_528 = shared_memory_415[l_527];
let l_529 = a_436[u32(7)];
let l_530 = l_528 * l_529;
let l_531 = a_431[u32(0)];
let l_532 = l_531 + l_530;
a_431[u32(0)] = l_532;
l_mut_417 = l_mut_417 + u32(8);
}
let l_533 = l_430 * u32(1);
let l_534 = l_533 + u32(0);
let l_535 = l_534 * u32(128);
let l_536 = l_535 + l_429;
let l_537 = a_431[u32(0)];
shared_memory_427[l_536] = l_537;
}
workgroupBarrier();
l_mut_417 = local_idx;
loop {
let l_538 = l_mut_417 < u32(128);
let l_539 = !l_538;
if l_539 {
break;
}
let l_541 = info.scalars_u32[5] + l_mut_417;
let l_542 = buffer_6_global[l_541];
a_540[u32(0)] = l_542;
let l_543 = u32(0) + l_mut_417;
let l_544 = shared_memory_427[l_543];
let l_545 = a_540[u32(0)];
let l_546 = l_545 + l_544;
a_540[u32(0)] = l_546;
let l_547 = u32(128) + l_mut_417;
let l_548 = shared_memory_427[l_547];
let l_549 = a_540[u32(0)];
let l_550 = l_549 + l_548;
a_540[u32(0)] = l_550;
let l_551 = a_540[u32(0)];
let l_552 = l_4 + u32(0);
let l_553 = l_552 < info.scalars_u32[0];
if l_553 {
let l_554 = l_552 * u32(128);
let l_555 = l_554 + l_mut_417;
buffer_11_global[l_555] = l_551;
}
let l_556 = u32(0) + l_mut_417;
let l_557 = -l_551;
let l_558 = exp(l_557);
let l_559 = f32(1.0) + l_558;
let l_560 = f32(1.0) / l_559;
let l_561 = l_551 * l_560;
shared_memory_416[l_556] = l_561;
l_mut_417 = l_mut_417 + u32(384);
}
workgroupBarrier();
l_mut_563 = local_idx;
loop {
let l_564 = l_mut_563 < u32(384);
let l_565 = !l_564;
if l_565 {
break;
}
let l_567 = info.scalars_u32[7] + l_mut_563;
let l_568 = buffer_6_global[l_567];
a_566[u32(0)] = l_568;
l_mut_569 = u32(0);
loop {
let l_570 = u32(0) + u32(128);
let l_571 = l_mut_569 < l_570;
let l_572 = !l_571;
if l_572 {
break;
}
let l_574 = l_mut_569 + u32(0);
let l_575 = l_574 * u32(384);
let l_576 = info.scalars_u32[6] + l_575;
let l_577 = l_576 + l_mut_563;
let l_578 = buffer_6_global[l_577];
a_573[u32(0)] = l_578;
let l_579 = l_mut_569 + u32(1);
let l_580 = l_579 * u32(384);
let l_581 = info.scalars_u32[6] + l_580;
let l_582 = l_581 + l_mut_563;
let l_583 = buffer_6_global[l_582];
a_573[u32(1)] = l_583;
let l_584 = l_mut_569 + u32(2);
let l_585 = l_584 * u32(384);
let l_586 = info.scalars_u32[6] + l_585;
let l_587 = l_586 + l_mut_563;
let l_588 = buffer_6_global[l_587];
a_573[u32(2)] = l_588;
let l_589 = l_mut_569 + u32(3);
let l_590 = l_589 * u32(384);
let l_591 = info.scalars_u32[6] + l_590;
let l_592 = l_591 + l_mut_563;
let l_593 = buffer_6_global[l_592];
a_573[u32(3)] = l_593;
let l_594 = l_mut_569 + u32(4);
let l_595 = l_594 * u32(384);
let l_596 = info.scalars_u32[6] + l_595;
let l_597 = l_596 + l_mut_563;
let l_598 = buffer_6_global[l_597];
a_573[u32(4)] = l_598;
let l_599 = l_mut_569 + u32(5);
let l_600 = l_599 * u32(384);
let l_601 = info.scalars_u32[6] + l_600;
let l_602 = l_601 + l_mut_563;
let l_603 = buffer_6_global[l_602];
a_573[u32(5)] = l_603;
let l_604 = l_mut_569 + u32(6);
let l_605 = l_604 * u32(384);
let l_606 = info.scalars_u32[6] + l_605;
let l_607 = l_606 + l_mut_563;
let l_608 = buffer_6_global[l_607];
a_573[u32(6)] = l_608;
let l_609 = l_mut_569 + u32(7);
let l_610 = l_609 * u32(384);
let l_611 = info.scalars_u32[6] + l_610;
let l_612 = l_611 + l_mut_563;
let l_613 = buffer_6_global[l_612];
a_573[u32(7)] = l_613;
let l_614 = u32(0) + l_mut_569;
let l_615 = l_614 + u32(0);
let l_616 = shared_memory_416[l_615];
let l_617 = a_573[u32(0)];
let l_618 = l_616 * l_617;
let l_619 = a_566[u32(0)];
let l_620 = l_619 + l_618;
a_566[u32(0)] = l_620;
let l_621 = u32(0) + l_mut_569;
let l_622 = l_621 + u32(1);
let l_623 = shared_memory_416[l_622];
let l_624 = a_573[u32(1)];
let l_625 = l_623 * l_624;
let l_626 = a_566[u32(0)];
let l_627 = l_626 + l_625;
a_566[u32(0)] = l_627;
let l_628 = u32(0) + l_mut_569;
let l_629 = l_628 + u32(2);
let l_630 = shared_memory_416[l_629];
let l_631 = a_573[u32(2)];
let l_632 = l_630 * l_631;
let l_633 = a_566[u32(0)];
let l_634 = l_633 + l_632;
a_566[u32(0)] = l_634;
let l_635 = u32(0) + l_mut_569;
let l_636 = l_635 + u32(3);
let l_637 = shared_memory_416[l_636];
let l_638 = a_573[u32(3)];
let l_639 = l_637 * l_638;
let l_640 = a_566[u32(0)];
let l_641 = l_640 + l_639;
a_566[u32(0)] = l_641;
let l_642 = u32(0) + l_mut_569;
let l_643 = l_642 + u32(4);
let l_644 = shared_memory_416[l_643];
let l_645 = a_573[u32(4)];
let l_646 = l_644 * l_645;
let l_647 = a_566[u32(0)];
let l_648 = l_647 + l_646;
a_566[u32(0)] = l_648;
let l_649 = u32(0) + l_mut_569;
let l_650 = l_649 + u32(5);
let l_651 = shared_memory_416[l_650];
let l_652 = a_573[u32(5)];
let l_653 = l_651 * l_652;
let l_654 = a_566[u32(0)];
let l_655 = l_654 + l_653;
a_566[u32(0)] = l_655;
let l_656 = u32(0) + l_mut_569;
let l_657 = l_656 + u32(6);
let l_658 = shared_memory_416[l_657];
let l_659 = a_573[u32(6)];
let l_660 = l_658 * l_659;
let l_661 = a_566[u32(0)];
let l_662 = l_661 + l_660;
a_566[u32(0)] = l_662;
let l_663 = u32(0) + l_mut_569;
let l_664 = l_663 + u32(7);
let l_665 = shared_memory_416[l_664];
let l_666 = a_573[u32(7)];
let l_667 = l_665 * l_666;
let l_668 = a_566[u32(0)];
let l_669 = l_668 + l_667;
a_566[u32(0)] = l_669;
l_mut_569 = l_mut_569 + u32(8);
}
let l_670 = l_4 + u32(0);
let l_671 = l_670 < info.scalars_u32[0];
if l_671 {
let l_672 = l_670 * u32(384);
let l_673 = l_672 + l_mut_563;
let l_674 = a_566[u32(0)];
buffer_12_global[l_673] = l_674;
}
l_mut_563 = l_mut_563 + u32(384);
}
}
