@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 16>,
}

@group(0)
@binding(8)
var<storage, read> info: info_st;

var<workgroup> shared_memory_241: array<u32, 256>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn small_padded_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_104: f32;
var l_mut_121: f32;
var l_mut_138: f32;
var l_mut_155: i32;
var l_mut_162: i32;
var l_mut_167: i32;
var l_mut_264: u32;
var l_mut_26: u32;
var l_mut_73: u32;
var l_mut_74: u32;
let l_0 = info.static_meta[u32(8)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(9)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(10)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(11)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(12)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(13)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(14)];
let l_13 = l_12 - u32(0);
let l_14 = workgroup_id_no_axis == u32(0);
let l_15 = local_idx == u32(0);
let l_16 = l_14 && l_15;
let l_17 = &buffer_7_global[u32(9)];
let l_18 = atomicLoad(l_17);
let l_19 = l_18 != u32(0);
if l_19 {
let l_20 = local_idx / u32(256);
let l_21 = local_idx % u32(256);
let l_22 = workgroup_id_no_axis + l_20;
let l_23 = l_20 < u32(1);
let l_24 = l_22 < info.scalars_u32[0];
let l_25 = l_23 && l_24;
l_mut_26 = u32(0);
if l_25 {
let l_27 = l_21 * info.scalars_u32[0];
let l_28 = l_27 / u32(256);
let l_29 = l_21 + u32(1);
let l_30 = l_29 * info.scalars_u32[0];
let l_31 = l_30 / u32(256);
let l_32 = i32(info.scalars_u32[1]);
let l_33 = i32(info.scalars_u32[2]);
let l_34 = i32(info.scalars_u32[3]);
let l_35 = u32(3) * l_22;
let l_36 = u32(0) + l_35;
let l_37 = buffer_0_global[l_36];
let l_38 = u32(3) * l_22;
let l_39 = l_38 + u32(1);
let l_40 = u32(0) + l_39;
let l_41 = buffer_0_global[l_40];
let l_42 = u32(3) * l_22;
let l_43 = l_42 + u32(2);
let l_44 = u32(0) + l_43;
let l_45 = buffer_0_global[l_44];
let l_46 = u32(0) + u32(9);
let l_47 = buffer_1_global[l_46];
let l_48 = u32(0) + u32(10);
let l_49 = buffer_1_global[l_48];
let l_50 = u32(0) + u32(11);
let l_51 = buffer_1_global[l_50];
let l_52 = u32(0) + u32(12);
let l_53 = buffer_1_global[l_52];
let l_54 = u32(0) + u32(13);
let l_55 = buffer_1_global[l_54];
let l_56 = u32(0) + u32(14);
let l_57 = buffer_1_global[l_56];
let l_58 = u32(0) + u32(15);
let l_59 = buffer_1_global[l_58];
let l_60 = u32(0) + u32(16);
let l_61 = buffer_1_global[l_60];
let l_62 = u32(0) + u32(17);
let l_63 = buffer_1_global[l_62];
let l_64 = i32(2) * l_33;
let l_65 = l_64 + i32(1);
let l_66 = i32(2) * l_34;
let l_67 = l_66 + i32(1);
let l_68 = i32(2) * l_32;
let l_69 = l_68 + i32(1);
let l_70 = l_69 * l_65;
let l_71 = l_70 * l_67;
let l_72 = u32(l_71);
l_mut_73 = u32(0);
l_mut_74 = u32(0);

for (var l_mut_75: u32 = l_28; l_mut_75 < l_31; l_mut_75++) {
let l_76 = u32(3) * l_mut_75;
let l_77 = u32(0) + l_76;
let l_78 = buffer_0_global[l_77];
let l_79 = l_78 - l_37;
let l_80 = u32(3) * l_mut_75;
let l_81 = l_80 + u32(1);
let l_82 = u32(0) + l_81;
let l_83 = buffer_0_global[l_82];
let l_84 = l_83 - l_41;
let l_85 = u32(3) * l_mut_75;
let l_86 = l_85 + u32(2);
let l_87 = u32(0) + l_86;
let l_88 = buffer_0_global[l_87];
let l_89 = l_88 - l_45;
let l_90 = u32(0) + u32(0);
let l_91 = buffer_1_global[l_90];
let l_92 = l_79 * l_91;
let l_93 = u32(0) + u32(3);
let l_94 = buffer_1_global[l_93];
let l_95 = l_84 * l_94;
let l_96 = l_92 + l_95;
let l_97 = u32(0) + u32(6);
let l_98 = buffer_1_global[l_97];
let l_99 = l_89 * l_98;
let l_100 = l_96 + l_99;
let l_101 = abs(l_100);
let l_102 = l_101 + f32(0.5);
let l_103 = floor(l_102);
l_mut_104 = l_103;
let l_105 = l_100 < f32(0.0);
if l_105 {
let l_106 = -l_103;
l_mut_104 = l_106;
}
let l_107 = u32(0) + u32(1);
let l_108 = buffer_1_global[l_107];
let l_109 = l_79 * l_108;
let l_110 = u32(0) + u32(4);
let l_111 = buffer_1_global[l_110];
let l_112 = l_84 * l_111;
let l_113 = l_109 + l_112;
let l_114 = u32(0) + u32(7);
let l_115 = buffer_1_global[l_114];
let l_116 = l_89 * l_115;
let l_117 = l_113 + l_116;
let l_118 = abs(l_117);
let l_119 = l_118 + f32(0.5);
let l_120 = floor(l_119);
l_mut_121 = l_120;
let l_122 = l_117 < f32(0.0);
if l_122 {
let l_123 = -l_120;
l_mut_121 = l_123;
}
let l_124 = u32(0) + u32(2);
let l_125 = buffer_1_global[l_124];
let l_126 = l_79 * l_125;
let l_127 = u32(0) + u32(5);
let l_128 = buffer_1_global[l_127];
let l_129 = l_84 * l_128;
let l_130 = l_126 + l_129;
let l_131 = u32(0) + u32(8);
let l_132 = buffer_1_global[l_131];
let l_133 = l_89 * l_132;
let l_134 = l_130 + l_133;
let l_135 = abs(l_134);
let l_136 = l_135 + f32(0.5);
let l_137 = floor(l_136);
l_mut_138 = l_137;
let l_139 = l_134 < f32(0.0);
if l_139 {
let l_140 = -l_137;
l_mut_138 = l_140;
}
let l_141 = abs(l_mut_104);
let l_142 = l_141 < f32(4194304.0);
let l_143 = abs(l_mut_121);
let l_144 = l_143 < f32(4194304.0);
let l_145 = abs(l_mut_138);
let l_146 = l_145 < f32(4194304.0);
let l_147 = l_142 && l_144;
let l_148 = l_147 && l_146;
if l_148 {
let l_149 = i32(l_mut_104);
let l_150 = -l_149;
let l_151 = i32(l_mut_121);
let l_152 = -l_151;
let l_153 = i32(l_mut_138);
let l_154 = -l_153;
l_mut_155 = i32(0);
loop {
let l_156 = i32(2) * l_32;
let l_157 = l_156 + i32(1);
let l_158 = l_mut_155 < l_157;
let l_159 = !l_158;
if l_159 {
break;
}
let l_160 = l_150 - l_32;
let l_161 = l_160 + l_mut_155;
l_mut_162 = i32(0);
loop {
let l_163 = l_mut_162 < l_65;
let l_164 = !l_163;
if l_164 {
break;
}
let l_165 = l_152 - l_33;
let l_166 = l_165 + l_mut_162;
l_mut_167 = i32(0);
loop {
let l_168 = l_mut_167 < l_67;
let l_169 = !l_168;
if l_169 {
break;
}
let l_170 = l_154 - l_34;
let l_171 = l_170 + l_mut_167;
let l_172 = l_161 == i32(0);
let l_173 = l_166 == i32(0);
let l_174 = l_172 && l_173;
let l_175 = l_171 == i32(0);
let l_176 = l_174 && l_175;
let l_177 = l_mut_75 == l_22;
let l_178 = l_176 && l_177;
let l_179 = !l_178;
if l_179 {
let l_180 = f32(l_161);
let l_181 = f32(l_166);
let l_182 = f32(l_171);
let l_183 = l_180 * l_47;
let l_184 = l_181 * l_53;
let l_185 = l_183 + l_184;
let l_186 = l_182 * l_59;
let l_187 = l_185 + l_186;
let l_188 = l_79 + l_187;
let l_189 = l_180 * l_49;
let l_190 = l_181 * l_55;
let l_191 = l_189 + l_190;
let l_192 = l_182 * l_61;
let l_193 = l_191 + l_192;
let l_194 = l_84 + l_193;
let l_195 = l_180 * l_51;
let l_196 = l_181 * l_57;
let l_197 = l_195 + l_196;
let l_198 = l_182 * l_63;
let l_199 = l_197 + l_198;
let l_200 = l_89 + l_199;
let l_201 = l_188 * l_188;
let l_202 = l_194 * l_194;
let l_203 = l_201 + l_202;
let l_204 = l_200 * l_200;
let l_205 = l_203 + l_204;
let l_206 = l_205 < info.scalars_f32[0];
if l_206 {
let l_207 = l_205 < f32(9.99999993922529e-9);
if l_207 {
l_mut_74 = l_mut_74 | u32(1073741824);
}
l_mut_73 = l_mut_73 + u32(1);
}
}
l_mut_167 = l_mut_167 + i32(1);
}
l_mut_162 = l_mut_162 + i32(1);
}
l_mut_155 = l_mut_155 + i32(1);
}
} else {
l_mut_74 = l_mut_74 | u32(2147483648);
}
}
let l_208 = l_mut_73 | l_mut_74;
let l_209 = l_208 & u32(1073741823);
l_mut_26 = l_209;
let l_210 = l_208 & u32(1073741824);
let l_211 = l_210 != u32(0);
if l_211 {
let l_212 = &buffer_7_global[u32(3)];
let l_213 = atomicMin(l_212, l_22);}
let l_214 = l_208 & u32(2147483648);
let l_215 = l_214 != u32(0);
if l_215 {
let l_216 = &buffer_7_global[u32(7)];
let l_217 = atomicAdd(l_216, u32(1));}
let l_218 = l_21 == u32(0);
if l_218 {
let l_219 = u32(3) * l_22;
let l_220 = u32(0) + l_219;
let l_221 = buffer_0_global[l_220];
let l_222 = u32(3) * l_22;
let l_223 = l_222 + u32(1);
let l_224 = u32(0) + l_223;
let l_225 = buffer_0_global[l_224];
let l_226 = u32(3) * l_22;
let l_227 = l_226 + u32(2);
let l_228 = u32(0) + l_227;
let l_229 = buffer_0_global[l_228];
let l_230 = abs(l_221);
let l_231 = l_230 <= f32(1000000.0);
let l_232 = abs(l_225);
let l_233 = l_232 <= f32(1000000.0);
let l_234 = l_231 && l_233;
let l_235 = abs(l_229);
let l_236 = l_235 <= f32(1000000.0);
let l_237 = l_234 && l_236;
let l_238 = !l_237;
if l_238 {
let l_239 = &buffer_7_global[u32(4)];
let l_240 = atomicMin(l_239, l_22);}
}
}
shared_memory_241[local_idx] = l_mut_26;
workgroupBarrier();
let l_242 = workgroup_size_no_axis / u32(256);
l_mut_74 = l_242;
loop {
let l_243 = l_mut_74 < u32(256);
let l_244 = !l_243;
if l_244 {
break;
}
l_mut_73 = u32(0);
let l_245 = local_idx >= l_mut_74;
if l_245 {
let l_246 = local_idx - l_mut_74;
let l_247 = shared_memory_241[l_246];
l_mut_73 = l_247;
}
workgroupBarrier();
let l_248 = shared_memory_241[local_idx];
let l_249 = l_248 + l_mut_73;
shared_memory_241[local_idx] = l_249;
workgroupBarrier();
l_mut_74 = l_mut_74 * u32(2);
}
if l_25 {
l_mut_73 = u32(0);
let l_250 = l_20 > u32(0);
if l_250 {
let l_251 = l_20 * u32(256);
let l_252 = l_251 - u32(1);
let l_253 = shared_memory_241[l_252];
l_mut_73 = l_253;
}
let l_254 = l_20 * u32(256);
let l_255 = l_254 + u32(256);
let l_256 = l_255 - u32(1);
let l_257 = shared_memory_241[l_256];
let l_258 = l_257 - l_mut_73;
let l_259 = u32(0) + l_22;
let l_260 = buffer_2_global[l_259];
let l_261 = l_22 + u32(1);
let l_262 = u32(0) + l_261;
let l_263 = buffer_2_global[l_262];
l_mut_264 = l_260;
let l_265 = l_263 - l_260;
let l_266 = l_258 <= l_265;
if l_266 {
let l_267 = l_260 + l_258;
l_mut_264 = l_267;
let l_268 = l_21 * info.scalars_u32[0];
let l_269 = l_268 / u32(256);
let l_270 = l_21 + u32(1);
let l_271 = l_270 * info.scalars_u32[0];
let l_272 = l_271 / u32(256);
let l_273 = i32(info.scalars_u32[1]);
let l_274 = i32(info.scalars_u32[2]);
let l_275 = i32(info.scalars_u32[3]);
let l_276 = shared_memory_241[local_idx];
let l_277 = l_276 - l_mut_26;
let l_278 = l_277 - l_mut_73;
let l_279 = l_260 + l_278;
let l_280 = u32(3) * l_22;
let l_281 = u32(0) + l_280;
let l_282 = buffer_0_global[l_281];
let l_283 = u32(3) * l_22;
let l_284 = l_283 + u32(1);
let l_285 = u32(0) + l_284;
let l_286 = buffer_0_global[l_285];
let l_287 = u32(3) * l_22;
let l_288 = l_287 + u32(2);
let l_289 = u32(0) + l_288;
let l_290 = buffer_0_global[l_289];
let l_291 = u32(0) + u32(9);
let l_292 = buffer_1_global[l_291];
let l_293 = u32(0) + u32(10);
let l_294 = buffer_1_global[l_293];
let l_295 = u32(0) + u32(11);
let l_296 = buffer_1_global[l_295];
let l_297 = u32(0) + u32(12);
let l_298 = buffer_1_global[l_297];
let l_299 = u32(0) + u32(13);
let l_300 = buffer_1_global[l_299];
let l_301 = u32(0) + u32(14);
let l_302 = buffer_1_global[l_301];
let l_303 = u32(0) + u32(15);
let l_304 = buffer_1_global[l_303];
let l_305 = u32(0) + u32(16);
let l_306 = buffer_1_global[l_305];
let l_307 = u32(0) + u32(17);
let l_308 = buffer_1_global[l_307];
let l_309 = i32(2) * l_274;
let l_310 = l_309 + i32(1);
let l_311 = i32(2) * l_275;
let l_312 = l_311 + i32(1);
let l_313 = i32(2) * l_273;
let l_314 = l_313 + i32(1);
let l_315 = l_314 * l_310;
let l_316 = l_315 * l_312;
let l_317 = u32(l_316);
l_mut_73 = u32(0);
l_mut_26 = u32(0);

for (var l_mut_318: u32 = l_269; l_mut_318 < l_272; l_mut_318++) {
let l_319 = u32(3) * l_mut_318;
let l_320 = u32(0) + l_319;
let l_321 = buffer_0_global[l_320];
let l_322 = l_321 - l_282;
let l_323 = u32(3) * l_mut_318;
let l_324 = l_323 + u32(1);
let l_325 = u32(0) + l_324;
let l_326 = buffer_0_global[l_325];
let l_327 = l_326 - l_286;
let l_328 = u32(3) * l_mut_318;
let l_329 = l_328 + u32(2);
let l_330 = u32(0) + l_329;
let l_331 = buffer_0_global[l_330];
let l_332 = l_331 - l_290;
let l_333 = u32(0) + u32(0);
let l_334 = buffer_1_global[l_333];
let l_335 = l_322 * l_334;
let l_336 = u32(0) + u32(3);
let l_337 = buffer_1_global[l_336];
let l_338 = l_327 * l_337;
let l_339 = l_335 + l_338;
let l_340 = u32(0) + u32(6);
let l_341 = buffer_1_global[l_340];
let l_342 = l_332 * l_341;
let l_343 = l_339 + l_342;
let l_344 = abs(l_343);
let l_345 = l_344 + f32(0.5);
let l_346 = floor(l_345);
l_mut_138 = l_346;
let l_347 = l_343 < f32(0.0);
if l_347 {
let l_348 = -l_346;
l_mut_138 = l_348;
}
let l_349 = u32(0) + u32(1);
let l_350 = buffer_1_global[l_349];
let l_351 = l_322 * l_350;
let l_352 = u32(0) + u32(4);
let l_353 = buffer_1_global[l_352];
let l_354 = l_327 * l_353;
let l_355 = l_351 + l_354;
let l_356 = u32(0) + u32(7);
let l_357 = buffer_1_global[l_356];
let l_358 = l_332 * l_357;
let l_359 = l_355 + l_358;
let l_360 = abs(l_359);
let l_361 = l_360 + f32(0.5);
let l_362 = floor(l_361);
l_mut_121 = l_362;
let l_363 = l_359 < f32(0.0);
if l_363 {
let l_364 = -l_362;
l_mut_121 = l_364;
}
let l_365 = u32(0) + u32(2);
let l_366 = buffer_1_global[l_365];
let l_367 = l_322 * l_366;
let l_368 = u32(0) + u32(5);
let l_369 = buffer_1_global[l_368];
let l_370 = l_327 * l_369;
let l_371 = l_367 + l_370;
let l_372 = u32(0) + u32(8);
let l_373 = buffer_1_global[l_372];
let l_374 = l_332 * l_373;
let l_375 = l_371 + l_374;
let l_376 = abs(l_375);
let l_377 = l_376 + f32(0.5);
let l_378 = floor(l_377);
l_mut_104 = l_378;
let l_379 = l_375 < f32(0.0);
if l_379 {
let l_380 = -l_378;
l_mut_104 = l_380;
}
let l_381 = abs(l_mut_138);
let l_382 = l_381 < f32(4194304.0);
let l_383 = abs(l_mut_121);
let l_384 = l_383 < f32(4194304.0);
let l_385 = abs(l_mut_104);
let l_386 = l_385 < f32(4194304.0);
let l_387 = l_382 && l_384;
let l_388 = l_387 && l_386;
if l_388 {
let l_389 = i32(l_mut_138);
let l_390 = -l_389;
let l_391 = i32(l_mut_121);
let l_392 = -l_391;
let l_393 = i32(l_mut_104);
let l_394 = -l_393;
l_mut_167 = i32(0);
loop {
let l_395 = i32(2) * l_273;
let l_396 = l_395 + i32(1);
let l_397 = l_mut_167 < l_396;
let l_398 = !l_397;
if l_398 {
break;
}
let l_399 = l_390 - l_273;
let l_400 = l_399 + l_mut_167;
l_mut_162 = i32(0);
loop {
let l_401 = l_mut_162 < l_310;
let l_402 = !l_401;
if l_402 {
break;
}
let l_403 = l_392 - l_274;
let l_404 = l_403 + l_mut_162;
l_mut_155 = i32(0);
loop {
let l_405 = l_mut_155 < l_312;
let l_406 = !l_405;
if l_406 {
break;
}
let l_407 = l_394 - l_275;
let l_408 = l_407 + l_mut_155;
let l_409 = l_400 == i32(0);
let l_410 = l_404 == i32(0);
let l_411 = l_409 && l_410;
let l_412 = l_408 == i32(0);
let l_413 = l_411 && l_412;
let l_414 = l_mut_318 == l_22;
let l_415 = l_413 && l_414;
let l_416 = !l_415;
if l_416 {
let l_417 = f32(l_400);
let l_418 = f32(l_404);
let l_419 = f32(l_408);
let l_420 = l_417 * l_292;
let l_421 = l_418 * l_298;
let l_422 = l_420 + l_421;
let l_423 = l_419 * l_304;
let l_424 = l_422 + l_423;
let l_425 = l_322 + l_424;
let l_426 = l_417 * l_294;
let l_427 = l_418 * l_300;
let l_428 = l_426 + l_427;
let l_429 = l_419 * l_306;
let l_430 = l_428 + l_429;
let l_431 = l_327 + l_430;
let l_432 = l_417 * l_296;
let l_433 = l_418 * l_302;
let l_434 = l_432 + l_433;
let l_435 = l_419 * l_308;
let l_436 = l_434 + l_435;
let l_437 = l_332 + l_436;
let l_438 = l_425 * l_425;
let l_439 = l_431 * l_431;
let l_440 = l_438 + l_439;
let l_441 = l_437 * l_437;
let l_442 = l_440 + l_441;
let l_443 = l_442 < info.scalars_f32[0];
if l_443 {
let l_444 = l_279 + l_mut_73;
let l_445 = u32(0) + l_444;
buffer_3_global[l_445] = l_22;
let l_446 = u32(0) + l_444;
buffer_4_global[l_446] = l_mut_318;
let l_447 = u32(3) * l_444;
let l_448 = l_417 * l_292;
let l_449 = l_418 * l_298;
let l_450 = l_448 + l_449;
let l_451 = l_419 * l_304;
let l_452 = l_450 + l_451;
let l_453 = u32(0) + l_447;
buffer_5_global[l_453] = l_452;
let l_454 = u32(3) * l_444;
let l_455 = l_454 + u32(1);
let l_456 = l_417 * l_294;
let l_457 = l_418 * l_300;
let l_458 = l_456 + l_457;
let l_459 = l_419 * l_306;
let l_460 = l_458 + l_459;
let l_461 = u32(0) + l_455;
buffer_5_global[l_461] = l_460;
let l_462 = u32(3) * l_444;
let l_463 = l_462 + u32(2);
let l_464 = l_417 * l_296;
let l_465 = l_418 * l_302;
let l_466 = l_464 + l_465;
let l_467 = l_419 * l_308;
let l_468 = l_466 + l_467;
let l_469 = u32(0) + l_463;
buffer_5_global[l_469] = l_468;
let l_470 = l_mut_318 * l_317;
let l_471 = l_mut_167 * l_310;
let l_472 = l_471 + l_mut_162;
let l_473 = l_472 * l_312;
let l_474 = l_473 + l_mut_155;
let l_475 = u32(l_474);
let l_476 = l_470 + l_475;
let l_477 = u32(0) + l_444;
buffer_6_global[l_477] = l_476;
l_mut_73 = l_mut_73 + u32(1);
}
}
l_mut_155 = l_mut_155 + i32(1);
}
l_mut_162 = l_mut_162 + i32(1);
}
l_mut_167 = l_mut_167 + i32(1);
}
} else {
l_mut_26 = l_mut_26 | u32(2147483648);
}
}
let l_478 = l_mut_73 | l_mut_26;
}
let l_479 = l_mut_264 + l_21;
l_mut_264 = l_479;
loop {
let l_480 = l_mut_264 < l_263;
let l_481 = !l_480;
if l_481 {
break;
}
let l_482 = u32(0) + l_mut_264;
buffer_3_global[l_482] = l_22;
let l_483 = u32(0) + l_mut_264;
buffer_4_global[l_483] = l_22;
let l_484 = u32(3) * l_mut_264;
let l_485 = u32(0) + l_484;
buffer_5_global[l_485] = f32(10000.0);
let l_486 = u32(3) * l_mut_264;
let l_487 = l_486 + u32(1);
let l_488 = u32(0) + l_487;
buffer_5_global[l_488] = f32(0.0);
let l_489 = u32(3) * l_mut_264;
let l_490 = l_489 + u32(2);
let l_491 = u32(0) + l_490;
buffer_5_global[l_491] = f32(0.0);
let l_492 = u32(0) + l_mut_264;
buffer_6_global[l_492] = u32(4294967295);
l_mut_264 = l_mut_264 + u32(256);
}
let l_493 = l_21 == u32(0);
if l_493 {
let l_494 = &buffer_7_global[u32(0)];
let l_495 = atomicAdd(l_494, l_258);let l_496 = &buffer_7_global[u32(10)];
let l_497 = atomicMax(l_496, l_258);let l_498 = l_263 - l_260;
let l_499 = l_258 > l_498;
if l_499 {
let l_500 = &buffer_7_global[u32(2)];
let l_501 = atomicAdd(l_500, u32(1));}
}
}
if l_16 {
let l_502 = &buffer_7_global[u32(6)];
let l_503 = atomicAdd(l_502, u32(1));let l_504 = &buffer_7_global[u32(8)];
atomicStore(l_504,u32(2));
}
storageBarrier();
} else {
if l_16 {
let l_505 = &buffer_7_global[u32(8)];
atomicStore(l_505,u32(0));
}
}
}
