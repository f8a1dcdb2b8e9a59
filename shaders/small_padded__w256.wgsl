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

var<workgroup> shared_memory_17: array<u32, 1>;

var<workgroup> shared_memory_244: array<u32, 256>;

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
var l_mut_107: f32;
var l_mut_124: f32;
var l_mut_141: f32;
var l_mut_158: i32;
var l_mut_165: i32;
var l_mut_170: i32;
var l_mut_267: u32;
var l_mut_29: u32;
var l_mut_76: u32;
var l_mut_77: u32;
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
let l_18 = local_idx == u32(0);
if l_18 {
let l_19 = &buffer_7_global[u32(9)];
let l_20 = atomicLoad(l_19);
shared_memory_17[u32(0)] = l_20;
}
workgroupBarrier();
let l_21 = shared_memory_17[u32(0)];
let l_22 = l_21 != u32(0);
if l_22 {
let l_23 = local_idx / u32(256);
let l_24 = local_idx % u32(256);
let l_25 = workgroup_id_no_axis + l_23;
let l_26 = l_23 < u32(1);
let l_27 = l_25 < info.scalars_u32[0];
let l_28 = l_26 && l_27;
l_mut_29 = u32(0);
if l_28 {
let l_30 = l_24 * info.scalars_u32[0];
let l_31 = l_30 / u32(256);
let l_32 = l_24 + u32(1);
let l_33 = l_32 * info.scalars_u32[0];
let l_34 = l_33 / u32(256);
let l_35 = i32(info.scalars_u32[1]);
let l_36 = i32(info.scalars_u32[2]);
let l_37 = i32(info.scalars_u32[3]);
let l_38 = u32(3) * l_25;
let l_39 = u32(0) + l_38;
let l_40 = buffer_0_global[l_39];
let l_41 = u32(3) * l_25;
let l_42 = l_41 + u32(1);
let l_43 = u32(0) + l_42;
let l_44 = buffer_0_global[l_43];
let l_45 = u32(3) * l_25;
let l_46 = l_45 + u32(2);
let l_47 = u32(0) + l_46;
let l_48 = buffer_0_global[l_47];
let l_49 = u32(0) + u32(9);
let l_50 = buffer_1_global[l_49];
let l_51 = u32(0) + u32(10);
let l_52 = buffer_1_global[l_51];
let l_53 = u32(0) + u32(11);
let l_54 = buffer_1_global[l_53];
let l_55 = u32(0) + u32(12);
let l_56 = buffer_1_global[l_55];
let l_57 = u32(0) + u32(13);
let l_58 = buffer_1_global[l_57];
let l_59 = u32(0) + u32(14);
let l_60 = buffer_1_global[l_59];
let l_61 = u32(0) + u32(15);
let l_62 = buffer_1_global[l_61];
let l_63 = u32(0) + u32(16);
let l_64 = buffer_1_global[l_63];
let l_65 = u32(0) + u32(17);
let l_66 = buffer_1_global[l_65];
let l_67 = i32(2) * l_36;
let l_68 = l_67 + i32(1);
let l_69 = i32(2) * l_37;
let l_70 = l_69 + i32(1);
let l_71 = i32(2) * l_35;
let l_72 = l_71 + i32(1);
let l_73 = l_72 * l_68;
let l_74 = l_73 * l_70;
let l_75 = u32(l_74);
l_mut_76 = u32(0);
l_mut_77 = u32(0);

for (var l_mut_78: u32 = l_31; l_mut_78 < l_34; l_mut_78++) {
let l_79 = u32(3) * l_mut_78;
let l_80 = u32(0) + l_79;
let l_81 = buffer_0_global[l_80];
let l_82 = l_81 - l_40;
let l_83 = u32(3) * l_mut_78;
let l_84 = l_83 + u32(1);
let l_85 = u32(0) + l_84;
let l_86 = buffer_0_global[l_85];
let l_87 = l_86 - l_44;
let l_88 = u32(3) * l_mut_78;
let l_89 = l_88 + u32(2);
let l_90 = u32(0) + l_89;
let l_91 = buffer_0_global[l_90];
let l_92 = l_91 - l_48;
let l_93 = u32(0) + u32(0);
let l_94 = buffer_1_global[l_93];
let l_95 = l_82 * l_94;
let l_96 = u32(0) + u32(3);
let l_97 = buffer_1_global[l_96];
let l_98 = l_87 * l_97;
let l_99 = l_95 + l_98;
let l_100 = u32(0) + u32(6);
let l_101 = buffer_1_global[l_100];
let l_102 = l_92 * l_101;
let l_103 = l_99 + l_102;
let l_104 = abs(l_103);
let l_105 = l_104 + f32(0.5);
let l_106 = floor(l_105);
l_mut_107 = l_106;
let l_108 = l_103 < f32(0.0);
if l_108 {
let l_109 = -l_106;
l_mut_107 = l_109;
}
let l_110 = u32(0) + u32(1);
let l_111 = buffer_1_global[l_110];
let l_112 = l_82 * l_111;
let l_113 = u32(0) + u32(4);
let l_114 = buffer_1_global[l_113];
let l_115 = l_87 * l_114;
let l_116 = l_112 + l_115;
let l_117 = u32(0) + u32(7);
let l_118 = buffer_1_global[l_117];
let l_119 = l_92 * l_118;
let l_120 = l_116 + l_119;
let l_121 = abs(l_120);
let l_122 = l_121 + f32(0.5);
let l_123 = floor(l_122);
l_mut_124 = l_123;
let l_125 = l_120 < f32(0.0);
if l_125 {
let l_126 = -l_123;
l_mut_124 = l_126;
}
let l_127 = u32(0) + u32(2);
let l_128 = buffer_1_global[l_127];
let l_129 = l_82 * l_128;
let l_130 = u32(0) + u32(5);
let l_131 = buffer_1_global[l_130];
let l_132 = l_87 * l_131;
let l_133 = l_129 + l_132;
let l_134 = u32(0) + u32(8);
let l_135 = buffer_1_global[l_134];
let l_136 = l_92 * l_135;
let l_137 = l_133 + l_136;
let l_138 = abs(l_137);
let l_139 = l_138 + f32(0.5);
let l_140 = floor(l_139);
l_mut_141 = l_140;
let l_142 = l_137 < f32(0.0);
if l_142 {
let l_143 = -l_140;
l_mut_141 = l_143;
}
let l_144 = abs(l_mut_107);
let l_145 = l_144 < f32(4194304.0);
let l_146 = abs(l_mut_124);
let l_147 = l_146 < f32(4194304.0);
let l_148 = abs(l_mut_141);
let l_149 = l_148 < f32(4194304.0);
let l_150 = l_145 && l_147;
let l_151 = l_150 && l_149;
if l_151 {
let l_152 = i32(l_mut_107);
let l_153 = -l_152;
let l_154 = i32(l_mut_124);
let l_155 = -l_154;
let l_156 = i32(l_mut_141);
let l_157 = -l_156;
l_mut_158 = i32(0);
loop {
let l_159 = i32(2) * l_35;
let l_160 = l_159 + i32(1);
let l_161 = l_mut_158 < l_160;
let l_162 = !l_161;
if l_162 {
break;
}
let l_163 = l_153 - l_35;
let l_164 = l_163 + l_mut_158;
l_mut_165 = i32(0);
loop {
let l_166 = l_mut_165 < l_68;
let l_167 = !l_166;
if l_167 {
break;
}
let l_168 = l_155 - l_36;
let l_169 = l_168 + l_mut_165;
l_mut_170 = i32(0);
loop {
let l_171 = l_mut_170 < l_70;
let l_172 = !l_171;
if l_172 {
break;
}
let l_173 = l_157 - l_37;
let l_174 = l_173 + l_mut_170;
let l_175 = l_164 == i32(0);
let l_176 = l_169 == i32(0);
let l_177 = l_175 && l_176;
let l_178 = l_174 == i32(0);
let l_179 = l_177 && l_178;
let l_180 = l_mut_78 == l_25;
let l_181 = l_179 && l_180;
let l_182 = !l_181;
if l_182 {
let l_183 = f32(l_164);
let l_184 = f32(l_169);
let l_185 = f32(l_174);
let l_186 = l_183 * l_50;
let l_187 = l_184 * l_56;
let l_188 = l_186 + l_187;
let l_189 = l_185 * l_62;
let l_190 = l_188 + l_189;
let l_191 = l_82 + l_190;
let l_192 = l_183 * l_52;
let l_193 = l_184 * l_58;
let l_194 = l_192 + l_193;
let l_195 = l_185 * l_64;
let l_196 = l_194 + l_195;
let l_197 = l_87 + l_196;
let l_198 = l_183 * l_54;
let l_199 = l_184 * l_60;
let l_200 = l_198 + l_199;
let l_201 = l_185 * l_66;
let l_202 = l_200 + l_201;
let l_203 = l_92 + l_202;
let l_204 = l_191 * l_191;
let l_205 = l_197 * l_197;
let l_206 = l_204 + l_205;
let l_207 = l_203 * l_203;
let l_208 = l_206 + l_207;
let l_209 = l_208 < info.scalars_f32[0];
if l_209 {
let l_210 = l_208 < f32(9.99999993922529e-9);
if l_210 {
l_mut_77 = l_mut_77 | u32(1073741824);
}
l_mut_76 = l_mut_76 + u32(1);
}
}
l_mut_170 = l_mut_170 + i32(1);
}
l_mut_165 = l_mut_165 + i32(1);
}
l_mut_158 = l_mut_158 + i32(1);
}
} else {
l_mut_77 = l_mut_77 | u32(2147483648);
}
}
let l_211 = l_mut_76 | l_mut_77;
let l_212 = l_211 & u32(1073741823);
l_mut_29 = l_212;
let l_213 = l_211 & u32(1073741824);
let l_214 = l_213 != u32(0);
if l_214 {
let l_215 = &buffer_7_global[u32(3)];
let l_216 = atomicMin(l_215, l_25);}
let l_217 = l_211 & u32(2147483648);
let l_218 = l_217 != u32(0);
if l_218 {
let l_219 = &buffer_7_global[u32(7)];
let l_220 = atomicAdd(l_219, u32(1));}
let l_221 = l_24 == u32(0);
if l_221 {
let l_222 = u32(3) * l_25;
let l_223 = u32(0) + l_222;
let l_224 = buffer_0_global[l_223];
let l_225 = u32(3) * l_25;
let l_226 = l_225 + u32(1);
let l_227 = u32(0) + l_226;
let l_228 = buffer_0_global[l_227];
let l_229 = u32(3) * l_25;
let l_230 = l_229 + u32(2);
let l_231 = u32(0) + l_230;
let l_232 = buffer_0_global[l_231];
let l_233 = abs(l_224);
let l_234 = l_233 <= f32(1000000.0);
let l_235 = abs(l_228);
let l_236 = l_235 <= f32(1000000.0);
let l_237 = l_234 && l_236;
let l_238 = abs(l_232);
let l_239 = l_238 <= f32(1000000.0);
let l_240 = l_237 && l_239;
let l_241 = !l_240;
if l_241 {
let l_242 = &buffer_7_global[u32(4)];
let l_243 = atomicMin(l_242, l_25);}
}
}
shared_memory_244[local_idx] = l_mut_29;
workgroupBarrier();
let l_245 = workgroup_size_no_axis / u32(256);
l_mut_77 = l_245;
loop {
let l_246 = l_mut_77 < u32(256);
let l_247 = !l_246;
if l_247 {
break;
}
l_mut_76 = u32(0);
let l_248 = local_idx >= l_mut_77;
if l_248 {
let l_249 = local_idx - l_mut_77;
let l_250 = shared_memory_244[l_249];
l_mut_76 = l_250;
}
workgroupBarrier();
let l_251 = shared_memory_244[local_idx];
let l_252 = l_251 + l_mut_76;
shared_memory_244[local_idx] = l_252;
workgroupBarrier();
l_mut_77 = l_mut_77 * u32(2);
}
if l_28 {
l_mut_76 = u32(0);
let l_253 = l_23 > u32(0);
if l_253 {
let l_254 = l_23 * u32(256);
let l_255 = l_254 - u32(1);
let l_256 = shared_memory_244[l_255];
l_mut_76 = l_256;
}
let l_257 = l_23 * u32(256);
let l_258 = l_257 + u32(256);
let l_259 = l_258 - u32(1);
let l_260 = shared_memory_244[l_259];
let l_261 = l_260 - l_mut_76;
let l_262 = u32(0) + l_25;
let l_263 = buffer_2_global[l_262];
let l_264 = l_25 + u32(1);
let l_265 = u32(0) + l_264;
let l_266 = buffer_2_global[l_265];
l_mut_267 = l_263;
let l_268 = l_266 - l_263;
let l_269 = l_261 <= l_268;
if l_269 {
let l_270 = l_263 + l_261;
l_mut_267 = l_270;
let l_271 = l_24 * info.scalars_u32[0];
let l_272 = l_271 / u32(256);
let l_273 = l_24 + u32(1);
let l_274 = l_273 * info.scalars_u32[0];
let l_275 = l_274 / u32(256);
let l_276 = i32(info.scalars_u32[1]);
let l_277 = i32(info.scalars_u32[2]);
let l_278 = i32(info.scalars_u32[3]);
let l_279 = shared_memory_244[local_idx];
let l_280 = l_279 - l_mut_29;
let l_281 = l_280 - l_mut_76;
let l_282 = l_263 + l_281;
let l_283 = u32(3) * l_25;
let l_284 = u32(0) + l_283;
let l_285 = buffer_0_global[l_284];
let l_286 = u32(3) * l_25;
let l_287 = l_286 + u32(1);
let l_288 = u32(0) + l_287;
let l_289 = buffer_0_global[l_288];
let l_290 = u32(3) * l_25;
let l_291 = l_290 + u32(2);
let l_292 = u32(0) + l_291;
let l_293 = buffer_0_global[l_292];
let l_294 = u32(0) + u32(9);
let l_295 = buffer_1_global[l_294];
let l_296 = u32(0) + u32(10);
let l_297 = buffer_1_global[l_296];
let l_298 = u32(0) + u32(11);
let l_299 = buffer_1_global[l_298];
let l_300 = u32(0) + u32(12);
let l_301 = buffer_1_global[l_300];
let l_302 = u32(0) + u32(13);
let l_303 = buffer_1_global[l_302];
let l_304 = u32(0) + u32(14);
let l_305 = buffer_1_global[l_304];
let l_306 = u32(0) + u32(15);
let l_307 = buffer_1_global[l_306];
let l_308 = u32(0) + u32(16);
let l_309 = buffer_1_global[l_308];
let l_310 = u32(0) + u32(17);
let l_311 = buffer_1_global[l_310];
let l_312 = i32(2) * l_277;
let l_313 = l_312 + i32(1);
let l_314 = i32(2) * l_278;
let l_315 = l_314 + i32(1);
let l_316 = i32(2) * l_276;
let l_317 = l_316 + i32(1);
let l_318 = l_317 * l_313;
let l_319 = l_318 * l_315;
let l_320 = u32(l_319);
l_mut_76 = u32(0);
l_mut_29 = u32(0);

for (var l_mut_321: u32 = l_272; l_mut_321 < l_275; l_mut_321++) {
let l_322 = u32(3) * l_mut_321;
let l_323 = u32(0) + l_322;
let l_324 = buffer_0_global[l_323];
let l_325 = l_324 - l_285;
let l_326 = u32(3) * l_mut_321;
let l_327 = l_326 + u32(1);
let l_328 = u32(0) + l_327;
let l_329 = buffer_0_global[l_328];
let l_330 = l_329 - l_289;
let l_331 = u32(3) * l_mut_321;
let l_332 = l_331 + u32(2);
let l_333 = u32(0) + l_332;
let l_334 = buffer_0_global[l_333];
let l_335 = l_334 - l_293;
let l_336 = u32(0) + u32(0);
let l_337 = buffer_1_global[l_336];
let l_338 = l_325 * l_337;
let l_339 = u32(0) + u32(3);
let l_340 = buffer_1_global[l_339];
let l_341 = l_330 * l_340;
let l_342 = l_338 + l_341;
let l_343 = u32(0) + u32(6);
let l_344 = buffer_1_global[l_343];
let l_345 = l_335 * l_344;
let l_346 = l_342 + l_345;
let l_347 = abs(l_346);
let l_348 = l_347 + f32(0.5);
let l_349 = floor(l_348);
l_mut_141 = l_349;
let l_350 = l_346 < f32(0.0);
if l_350 {
let l_351 = -l_349;
l_mut_141 = l_351;
}
let l_352 = u32(0) + u32(1);
let l_353 = buffer_1_global[l_352];
let l_354 = l_325 * l_353;
let l_355 = u32(0) + u32(4);
let l_356 = buffer_1_global[l_355];
let l_357 = l_330 * l_356;
let l_358 = l_354 + l_357;
let l_359 = u32(0) + u32(7);
let l_360 = buffer_1_global[l_359];
let l_361 = l_335 * l_360;
let l_362 = l_358 + l_361;
let l_363 = abs(l_362);
let l_364 = l_363 + f32(0.5);
let l_365 = floor(l_364);
l_mut_124 = l_365;
let l_366 = l_362 < f32(0.0);
if l_366 {
let l_367 = -l_365;
l_mut_124 = l_367;
}
let l_368 = u32(0) + u32(2);
let l_369 = buffer_1_global[l_368];
let l_370 = l_325 * l_369;
let l_371 = u32(0) + u32(5);
let l_372 = buffer_1_global[l_371];
let l_373 = l_330 * l_372;
let l_374 = l_370 + l_373;
let l_375 = u32(0) + u32(8);
let l_376 = buffer_1_global[l_375];
let l_377 = l_335 * l_376;
let l_378 = l_374 + l_377;
let l_379 = abs(l_378);
let l_380 = l_379 + f32(0.5);
let l_381 = floor(l_380);
l_mut_107 = l_381;
let l_382 = l_378 < f32(0.0);
if l_382 {
let l_383 = -l_381;
l_mut_107 = l_383;
}
let l_384 = abs(l_mut_141);
let l_385 = l_384 < f32(4194304.0);
let l_386 = abs(l_mut_124);
let l_387 = l_386 < f32(4194304.0);
let l_388 = abs(l_mut_107);
let l_389 = l_388 < f32(4194304.0);
let l_390 = l_385 && l_387;
let l_391 = l_390 && l_389;
if l_391 {
let l_392 = i32(l_mut_141);
let l_393 = -l_392;
let l_394 = i32(l_mut_124);
let l_395 = -l_394;
let l_396 = i32(l_mut_107);
let l_397 = -l_396;
l_mut_170 = i32(0);
loop {
let l_398 = i32(2) * l_276;
let l_399 = l_398 + i32(1);
let l_400 = l_mut_170 < l_399;
let l_401 = !l_400;
if l_401 {
break;
}
let l_402 = l_393 - l_276;
let l_403 = l_402 + l_mut_170;
l_mut_165 = i32(0);
loop {
let l_404 = l_mut_165 < l_313;
let l_405 = !l_404;
if l_405 {
break;
}
let l_406 = l_395 - l_277;
let l_407 = l_406 + l_mut_165;
l_mut_158 = i32(0);
loop {
let l_408 = l_mut_158 < l_315;
let l_409 = !l_408;
if l_409 {
break;
}
let l_410 = l_397 - l_278;
let l_411 = l_410 + l_mut_158;
let l_412 = l_403 == i32(0);
let l_413 = l_407 == i32(0);
let l_414 = l_412 && l_413;
let l_415 = l_411 == i32(0);
let l_416 = l_414 && l_415;
let l_417 = l_mut_321 == l_25;
let l_418 = l_416 && l_417;
let l_419 = !l_418;
if l_419 {
let l_420 = f32(l_403);
let l_421 = f32(l_407);
let l_422 = f32(l_411);
let l_423 = l_420 * l_295;
let l_424 = l_421 * l_301;
let l_425 = l_423 + l_424;
let l_426 = l_422 * l_307;
let l_427 = l_425 + l_426;
let l_428 = l_325 + l_427;
let l_429 = l_420 * l_297;
let l_430 = l_421 * l_303;
let l_431 = l_429 + l_430;
let l_432 = l_422 * l_309;
let l_433 = l_431 + l_432;
let l_434 = l_330 + l_433;
let l_435 = l_420 * l_299;
let l_436 = l_421 * l_305;
let l_437 = l_435 + l_436;
let l_438 = l_422 * l_311;
let l_439 = l_437 + l_438;
let l_440 = l_335 + l_439;
let l_441 = l_428 * l_428;
let l_442 = l_434 * l_434;
let l_443 = l_441 + l_442;
let l_444 = l_440 * l_440;
let l_445 = l_443 + l_444;
let l_446 = l_445 < info.scalars_f32[0];
if l_446 {
let l_447 = l_282 + l_mut_76;
let l_448 = u32(0) + l_447;
buffer_3_global[l_448] = l_25;
let l_449 = u32(0) + l_447;
buffer_4_global[l_449] = l_mut_321;
let l_450 = u32(3) * l_447;
let l_451 = l_420 * l_295;
let l_452 = l_421 * l_301;
let l_453 = l_451 + l_452;
let l_454 = l_422 * l_307;
let l_455 = l_453 + l_454;
let l_456 = u32(0) + l_450;
buffer_5_global[l_456] = l_455;
let l_457 = u32(3) * l_447;
let l_458 = l_457 + u32(1);
let l_459 = l_420 * l_297;
let l_460 = l_421 * l_303;
let l_461 = l_459 + l_460;
let l_462 = l_422 * l_309;
let l_463 = l_461 + l_462;
let l_464 = u32(0) + l_458;
buffer_5_global[l_464] = l_463;
let l_465 = u32(3) * l_447;
let l_466 = l_465 + u32(2);
let l_467 = l_420 * l_299;
let l_468 = l_421 * l_305;
let l_469 = l_467 + l_468;
let l_470 = l_422 * l_311;
let l_471 = l_469 + l_470;
let l_472 = u32(0) + l_466;
buffer_5_global[l_472] = l_471;
let l_473 = l_mut_321 * l_320;
let l_474 = l_mut_170 * l_313;
let l_475 = l_474 + l_mut_165;
let l_476 = l_475 * l_315;
let l_477 = l_476 + l_mut_158;
let l_478 = u32(l_477);
let l_479 = l_473 + l_478;
let l_480 = u32(0) + l_447;
buffer_6_global[l_480] = l_479;
l_mut_76 = l_mut_76 + u32(1);
}
}
l_mut_158 = l_mut_158 + i32(1);
}
l_mut_165 = l_mut_165 + i32(1);
}
l_mut_170 = l_mut_170 + i32(1);
}
} else {
l_mut_29 = l_mut_29 | u32(2147483648);
}
}
let l_481 = l_mut_76 | l_mut_29;
}
let l_482 = l_mut_267 + l_24;
l_mut_267 = l_482;
loop {
let l_483 = l_mut_267 < l_266;
let l_484 = !l_483;
if l_484 {
break;
}
let l_485 = u32(0) + l_mut_267;
buffer_3_global[l_485] = l_25;
let l_486 = u32(0) + l_mut_267;
buffer_4_global[l_486] = l_25;
let l_487 = u32(3) * l_mut_267;
let l_488 = u32(0) + l_487;
buffer_5_global[l_488] = f32(10000.0);
let l_489 = u32(3) * l_mut_267;
let l_490 = l_489 + u32(1);
let l_491 = u32(0) + l_490;
buffer_5_global[l_491] = f32(0.0);
let l_492 = u32(3) * l_mut_267;
let l_493 = l_492 + u32(2);
let l_494 = u32(0) + l_493;
buffer_5_global[l_494] = f32(0.0);
let l_495 = u32(0) + l_mut_267;
buffer_6_global[l_495] = u32(4294967295);
l_mut_267 = l_mut_267 + u32(256);
}
let l_496 = l_24 == u32(0);
if l_496 {
let l_497 = &buffer_7_global[u32(0)];
let l_498 = atomicAdd(l_497, l_261);let l_499 = &buffer_7_global[u32(10)];
let l_500 = atomicMax(l_499, l_261);let l_501 = l_266 - l_263;
let l_502 = l_261 > l_501;
if l_502 {
let l_503 = &buffer_7_global[u32(2)];
let l_504 = atomicAdd(l_503, u32(1));}
}
}
if l_16 {
let l_505 = &buffer_7_global[u32(6)];
let l_506 = atomicAdd(l_505, u32(1));let l_507 = &buffer_7_global[u32(8)];
atomicStore(l_507,u32(2));
}
storageBarrier();
} else {
if l_16 {
let l_508 = &buffer_7_global[u32(8)];
atomicStore(l_508,u32(0));
}
}
}
