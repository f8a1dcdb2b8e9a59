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
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

var<workgroup> shared_memory_23: array<f32, 256>;

var<workgroup> shared_memory_24: array<f32, 256>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn mlp_forward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_19: array<vec4<f32>, 1>;

var a_39: array<f32, 2>;

var a_47: array<f32, 8>;

var a_234: array<f32, 2>;

var a_243: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_238: u32;
var l_mut_239: u32;
var l_mut_25: u32;
var l_mut_33: u32;
var l_mut_43: u32;
let l_0 = info.static_meta[u32(7)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(8)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(9)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(10)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(11)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(12)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(13)];
let l_13 = l_12 - u32(0);
let l_14 = info.scalars_u32[0] + u32(2);
let l_15 = l_14 - u32(1);
let l_16 = l_15 / u32(2);
let l_17 = workgroup_id_no_axis >= l_16;
if l_17 {
return;
}
let l_20 = 1u;
let l_21 = l_20 - u32(0);
let l_22 = workgroup_id_no_axis * u32(2);
l_mut_25 = local_idx;
loop {
let l_26 = l_mut_25 < u32(256);
let l_27 = !l_26;
if l_27 {
break;
}
let l_28 = l_mut_25 / u32(128);
let l_29 = l_22 + l_28;
let l_30 = l_29 < info.scalars_u32[0];
if l_30 {
let l_31 = l_29 * u32(128);
let l_32 = l_mut_25 % u32(128);
l_mut_33 = l_32;
let l_34 = l_31 + l_mut_33;
let l_35 = u32(0) + l_34;
let l_36 = buffer_0_global[l_35];
shared_memory_23[l_mut_25] = l_36;
} else {
shared_memory_23[l_mut_25] = f32(0.0);
}
l_mut_25 = l_mut_25 + u32(128);
}
workgroupBarrier();
l_mut_33 = local_idx;
loop {
let l_37 = l_mut_33 < u32(128);
let l_38 = !l_37;
if l_38 {
break;
}
let l_40 = u32(0) + l_mut_33;
let l_41 = u32(0) + l_40;
let l_42 = buffer_2_global[l_41];
a_39[u32(0)] = l_42;
a_39[u32(1)] = l_42;
l_mut_25 = l_mut_33;
l_mut_43 = u32(0);
loop {
let l_44 = u32(0) + u32(128);
let l_45 = l_mut_43 < l_44;
let l_46 = !l_45;
if l_46 {
break;
}
let l_48 = l_mut_43 + u32(0);
let l_49 = l_48 * u32(128);
let l_50 = u32(0) + l_49;
let l_51 = l_50 + l_mut_25;
let l_52 = u32(0) + l_51;
let l_53 = buffer_1_global[l_52];
a_47[u32(0)] = l_53;
let l_54 = l_mut_43 + u32(1);
let l_55 = l_54 * u32(128);
let l_56 = u32(0) + l_55;
let l_57 = l_56 + l_mut_25;
let l_58 = u32(0) + l_57;
let l_59 = buffer_1_global[l_58];
a_47[u32(1)] = l_59;
let l_60 = l_mut_43 + u32(2);
let l_61 = l_60 * u32(128);
let l_62 = u32(0) + l_61;
let l_63 = l_62 + l_mut_25;
let l_64 = u32(0) + l_63;
let l_65 = buffer_1_global[l_64];
a_47[u32(2)] = l_65;
let l_66 = l_mut_43 + u32(3);
let l_67 = l_66 * u32(128);
let l_68 = u32(0) + l_67;
let l_69 = l_68 + l_mut_25;
let l_70 = u32(0) + l_69;
let l_71 = buffer_1_global[l_70];
a_47[u32(3)] = l_71;
let l_72 = l_mut_43 + u32(4);
let l_73 = l_72 * u32(128);
let l_74 = u32(0) + l_73;
let l_75 = l_74 + l_mut_25;
let l_76 = u32(0) + l_75;
let l_77 = buffer_1_global[l_76];
a_47[u32(4)] = l_77;
let l_78 = l_mut_43 + u32(5);
let l_79 = l_78 * u32(128);
let l_80 = u32(0) + l_79;
let l_81 = l_80 + l_mut_25;
let l_82 = u32(0) + l_81;
let l_83 = buffer_1_global[l_82];
a_47[u32(5)] = l_83;
let l_84 = l_mut_43 + u32(6);
let l_85 = l_84 * u32(128);
let l_86 = u32(0) + l_85;
let l_87 = l_86 + l_mut_25;
let l_88 = u32(0) + l_87;
let l_89 = buffer_1_global[l_88];
a_47[u32(6)] = l_89;
let l_90 = l_mut_43 + u32(7);
let l_91 = l_90 * u32(128);
let l_92 = u32(0) + l_91;
let l_93 = l_92 + l_mut_25;
let l_94 = u32(0) + l_93;
let l_95 = buffer_1_global[l_94];
a_47[u32(7)] = l_95;
let l_96 = u32(0) + l_mut_43;
let l_97 = l_96 + u32(0);
let l_98 = shared_memory_23[l_97];
let l_99 = a_47[u32(0)];
let l_100 = l_98 * l_99;
let l_101 = a_39[u32(0)];
let l_102 = l_101 + l_100;
a_39[u32(0)] = l_102;
let l_103 = u32(128) + l_mut_43;
let l_104 = l_103 + u32(0);
let l_105 = shared_memory_23[l_104];
let l_106 = a_47[u32(0)];
let l_107 = l_105 * l_106;
let l_108 = a_39[u32(1)];
let l_109 = l_108 + l_107;
a_39[u32(1)] = l_109;
let l_110 = u32(0) + l_mut_43;
let l_111 = l_110 + u32(1);
let l_112 = shared_memory_23[l_111];
let l_113 = a_47[u32(1)];
let l_114 = l_112 * l_113;
let l_115 = a_39[u32(0)];
let l_116 = l_115 + l_114;
a_39[u32(0)] = l_116;
let l_117 = u32(128) + l_mut_43;
let l_118 = l_117 + u32(1);
let l_119 = shared_memory_23[l_118];
let l_120 = a_47[u32(1)];
let l_121 = l_119 * l_120;
let l_122 = a_39[u32(1)];
let l_123 = l_122 + l_121;
a_39[u32(1)] = l_123;
let l_124 = u32(0) + l_mut_43;
let l_125 = l_124 + u32(2);
let l_126 = shared_memory_23[l_125];
let l_127 = a_47[u32(2)];
let l_128 = l_126 * l_127;
let l_129 = a_39[u32(0)];
let l_130 = l_129 + l_128;
a_39[u32(0)] = l_130;
let l_131 = u32(128) + l_mut_43;
let l_132 = l_131 + u32(2);
let l_133 = shared_memory_23[l_132];
let l_134 = a_47[u32(2)];
let l_135 = l_133 * l_134;
let l_136 = a_39[u32(1)];
let l_137 = l_136 + l_135;
a_39[u32(1)] = l_137;
let l_138 = u32(0) + l_mut_43;
let l_139 = l_138 + u32(3);
let l_140 = shared_memory_23[l_139];
let l_141 = a_47[u32(3)];
let l_142 = l_140 * l_141;
let l_143 = a_39[u32(0)];
let l_144 = l_143 + l_142;
a_39[u32(0)] = l_144;
let l_145 = u32(128) + l_mut_43;
let l_146 = l_145 + u32(3);
let l_147 = shared_memory_23[l_146];
let l_148 = a_47[u32(3)];
let l_149 = l_147 * l_148;
let l_150 = a_39[u32(1)];
let l_151 = l_150 + l_149;
a_39[u32(1)] = l_151;
let l_152 = u32(0) + l_mut_43;
let l_153 = l_152 + u32(4);
let l_154 = shared_memory_23[l_153];
let l_155 = a_47[u32(4)];
let l_156 = l_154 * l_155;
let l_157 = a_39[u32(0)];
let l_158 = l_157 + l_156;
a_39[u32(0)] = l_158;
let l_159 = u32(128) + l_mut_43;
let l_160 = l_159 + u32(4);
let l_161 = shared_memory_23[l_160];
let l_162 = a_47[u32(4)];
let l_163 = l_161 * l_162;
let l_164 = a_39[u32(1)];
let l_165 = l_164 + l_163;
a_39[u32(1)] = l_165;
let l_166 = u32(0) + l_mut_43;
let l_167 = l_166 + u32(5);
let l_168 = shared_memory_23[l_167];
let l_169 = a_47[u32(5)];
let l_170 = l_168 * l_169;
let l_171 = a_39[u32(0)];
let l_172 = l_171 + l_170;
a_39[u32(0)] = l_172;
let l_173 = u32(128) + l_mut_43;
let l_174 = l_173 + u32(5);
let l_175 = shared_memory_23[l_174];
let l_176 = a_47[u32(5)];
let l_177 = l_175 * l_176;
let l_178 = a_39[u32(1)];
let l_179 = l_178 + l_177;
a_39[u32(1)] = l_179;
let l_180 = u32(0) + l_mut_43;
let l_181 = l_180 + u32(6);
let l_182 = shared_memory_23[l_181];
let l_183 = a_47[u32(6)];
let l_184 = l_182 * l_183;
let l_185 = a_39[u32(0)];
let l_186 = l_185 + l_184;
a_39[u32(0)] = l_186;
let l_187 = u32(128) + l_mut_43;
let l_188 = l_187 + u32(6);
let l_189 = shared_memory_23[l_188];
let l_190 = a_47[u32(6)];
let l_191 = l_189 * l_190;
let l_192 = a_39[u32(1)];
let l_193 = l_192 + l_191;
a_39[u32(1)] = l_193;
let l_194 = u32(0) + l_mut_43;
let l_195 = l_194 + u32(7);
let l_196 = shared_memory_23[l_195];
let l_197 = a_47[u32(7)];
let l_198 = l_196 * l_197;
let l_199 = a_39[u32(0)];
let l_200 = l_199 + l_198;
a_39[u32(0)] = l_200;
let l_201 = u32(128) + l_mut_43;
let l_202 = l_201 + u32(7);
let l_203 = shared_memory_23[l_202];
let l_204 = a_47[u32(7)];
let l_205 = l_203 * l_204;
let l_206 = a_39[u32(1)];
let l_207 = l_206 + l_205;
a_39[u32(1)] = l_207;
l_mut_43 = l_mut_43 + u32(8);
}
let l_208 = a_39[u32(0)];
let l_209 = l_22 + u32(0);
let l_210 = l_209 < info.scalars_u32[0];
if l_210 {
let l_211 = l_209 * u32(128);
let l_212 = l_211 + l_mut_33;
let l_213 = u32(0) + l_212;
buffer_5_global[l_213] = l_208;
}
let l_214 = u32(0) + l_mut_33;
let l_215 = -l_208;
let l_216 = exp(l_215);
let l_217 = f32(1.0) + l_216;
let l_218 = f32(1.0) / l_217;
let l_219 = l_208 * l_218;
shared_memory_24[l_214] = l_219;
let l_220 = a_39[u32(1)];
let l_221 = l_22 + u32(1);
let l_222 = l_221 < info.scalars_u32[0];
if l_222 {
let l_223 = l_221 * u32(128);
let l_224 = l_223 + l_mut_33;
let l_225 = u32(0) + l_224;
buffer_5_global[l_225] = l_220;
}
let l_226 = u32(128) + l_mut_33;
let l_227 = -l_220;
let l_228 = exp(l_227);
let l_229 = f32(1.0) + l_228;
let l_230 = f32(1.0) / l_229;
let l_231 = l_220 * l_230;
shared_memory_24[l_226] = l_231;
l_mut_33 = l_mut_33 + u32(128);
}
workgroupBarrier();
l_mut_43 = local_idx;
loop {
let l_232 = l_mut_43 < u32(384);
let l_233 = !l_232;
if l_233 {
break;
}
l_mut_25 = l_mut_43;
let l_235 = u32(0) + l_mut_25;
let l_236 = u32(0) + l_235;
let l_237 = buffer_4_global[l_236];
a_234[u32(0)] = l_237;
a_234[u32(1)] = l_237;
l_mut_238 = l_mut_43;
l_mut_239 = u32(0);
loop {
let l_240 = u32(0) + u32(128);
let l_241 = l_mut_239 < l_240;
let l_242 = !l_241;
if l_242 {
break;
}
let l_244 = l_mut_239 + u32(0);
let l_245 = l_244 * u32(384);
let l_246 = u32(0) + l_245;
let l_247 = l_246 + l_mut_238;
let l_248 = u32(0) + l_247;
let l_249 = buffer_3_global[l_248];
a_243[u32(0)] = l_249;
let l_250 = l_mut_239 + u32(1);
let l_251 = l_250 * u32(384);
let l_252 = u32(0) + l_251;
let l_253 = l_252 + l_mut_238;
let l_254 = u32(0) + l_253;
let l_255 = buffer_3_global[l_254];
a_243[u32(1)] = l_255;
let l_256 = l_mut_239 + u32(2);
let l_257 = l_256 * u32(384);
let l_258 = u32(0) + l_257;
let l_259 = l_258 + l_mut_238;
let l_260 = u32(0) + l_259;
let l_261 = buffer_3_global[l_260];
a_243[u32(2)] = l_261;
let l_262 = l_mut_239 + u32(3);
let l_263 = l_262 * u32(384);
let l_264 = u32(0) + l_263;
let l_265 = l_264 + l_mut_238;
let l_266 = u32(0) + l_265;
let l_267 = buffer_3_global[l_266];
a_243[u32(3)] = l_267;
let l_268 = l_mut_239 + u32(4);
let l_269 = l_268 * u32(384);
let l_270 = u32(0) + l_269;
let l_271 = l_270 + l_mut_238;
let l_272 = u32(0) + l_271;
let l_273 = buffer_3_global[l_272];
a_243[u32(4)] = l_273;
let l_274 = l_mut_239 + u32(5);
let l_275 = l_274 * u32(384);
let l_276 = u32(0) + l_275;
let l_277 = l_276 + l_mut_238;
let l_278 = u32(0) + l_277;
let l_279 = buffer_3_global[l_278];
a_243[u32(5)] = l_279;
let l_280 = l_mut_239 + u32(6);
let l_281 = l_280 * u32(384);
let l_282 = u32(0) + l_281;
let l_283 = l_282 + l_mut_238;
let l_284 = u32(0) + l_283;
let l_285 = buffer_3_global[l_284];
a_243[u32(6)] = l_285;
let l_286 = l_mut_239 + u32(7);
let l_287 = l_286 * u32(384);
let l_288 = u32(0) + l_287;
let l_289 = l_288 + l_mut_238;
let l_290 = u32(0) + l_289;
let l_291 = buffer_3_global[l_290];
a_243[u32(7)] = l_291;
let l_292 = u32(0) + l_mut_239;
let l_293 = l_292 + u32(0);
let l_294 = shared_memory_24[l_293];
let l_295 = a_243[u32(0)];
let l_296 = l_294 * l_295;
let l_297 = a_234[u32(0)];
let l_298 = l_297 + l_296;
a_234[u32(0)] = l_298;
let l_299 = u32(128) + l_mut_239;
let l_300 = l_299 + u32(0);
let l_301 = shared_memory_24[l_300];
let l_302 = a_243[u32(0)];
let l_303 = l_301 * l_302;
let l_304 = a_234[u32(1)];
let l_305 = l_304 + l_303;
a_234[u32(1)] = l_305;
let l_306 = u32(0) + l_mut_239;
let l_307 = l_306 + u32(1);
let l_308 = shared_memory_24[l_307];
let l_309 = a_243[u32(1)];
let l_310 = l_308 * l_309;
let l_311 = a_234[u32(0)];
let l_312 = l_311 + l_310;
a_234[u32(0)] = l_312;
let l_313 = u32(128) + l_mut_239;
let l_314 = l_313 + u32(1);
let l_315 = shared_memory_24[l_314];
let l_316 = a_243[u32(1)];
let l_317 = l_315 * l_316;
let l_318 = a_234[u32(1)];
let l_319 = l_318 + l_317;
a_234[u32(1)] = l_319;
let l_320 = u32(0) + l_mut_239;
let l_321 = l_320 + u32(2);
let l_322 = shared_memory_24[l_321];
let l_323 = a_243[u32(2)];
let l_324 = l_322 * l_323;
let l_325 = a_234[u32(0)];
let l_326 = l_325 + l_324;
a_234[u32(0)] = l_326;
let l_327 = u32(128) + l_mut_239;
let l_328 = l_327 + u32(2);
let l_329 = shared_memory_24[l_328];
let l_330 = a_243[u32(2)];
let l_331 = l_329 * l_330;
let l_332 = a_234[u32(1)];
let l_333 = l_332 + l_331;
a_234[u32(1)] = l_333;
let l_334 = u32(0) + l_mut_239;
let l_335 = l_334 + u32(3);
let l_336 = shared_memory_24[l_335];
let l_337 = a_243[u32(3)];
let l_338 = l_336 * l_337;
let l_339 = a_234[u32(0)];
let l_340 = l_339 + l_338;
a_234[u32(0)] = l_340;
let l_341 = u32(128) + l_mut_239;
let l_342 = l_341 + u32(3);
let l_343 = shared_memory_24[l_342];
let l_344 = a_243[u32(3)];
let l_345 = l_343 * l_344;
let l_346 = a_234[u32(1)];
let l_347 = l_346 + l_345;
a_234[u32(1)] = l_347;
let l_348 = u32(0) + l_mut_239;
let l_349 = l_348 + u32(4);
let l_350 = shared_memory_24[l_349];
let l_351 = a_243[u32(4)];
let l_352 = l_350 * l_351;
let l_353 = a_234[u32(0)];
let l_354 = l_353 + l_352;
a_234[u32(0)] = l_354;
let l_355 = u32(128) + l_mut_239;
let l_356 = l_355 + u32(4);
let l_357 = shared_memory_24[l_356];
let l_358 = a_243[u32(4)];
let l_359 = l_357 * l_358;
let l_360 = a_234[u32(1)];
let l_361 = l_360 + l_359;
a_234[u32(1)] = l_361;
let l_362 = u32(0) + l_mut_239;
let l_363 = l_362 + u32(5);
let l_364 = shared_memory_24[l_363];
let l_365 = a_243[u32(5)];
let l_366 = l_364 * l_365;
let l_367 = a_234[u32(0)];
let l_368 = l_367 + l_366;
a_234[u32(0)] = l_368;
let l_369 = u32(128) + l_mut_239;
let l_370 = l_369 + u32(5);
let l_371 = shared_memory_24[l_370];
let l_372 = a_243[u32(5)];
let l_373 = l_371 * l_372;
let l_374 = a_234[u32(1)];
let l_375 = l_374 + l_373;
a_234[u32(1)] = l_375;
let l_376 = u32(0) + l_mut_239;
let l_377 = l_376 + u32(6);
let l_378 = shared_memory_24[l_377];
let l_379 = a_243[u32(6)];
let l_380 = l_378 * l_379;
let l_381 = a_234[u32(0)];
let l_382 = l_381 + l_380;
a_234[u32(0)] = l_382;
let l_383 = u32(128) + l_mut_239;
let l_384 = l_383 + u32(6);
let l_385 = shared_memory_24[l_384];
let l_386 = a_243[u32(6)];
let l_387 = l_385 * l_386;
let l_388 = a_234[u32(1)];
let l_389 = l_388 + l_387;
a_234[u32(1)] = l_389;
let l_390 = u32(0) + l_mut_239;
let l_391 = l_390 + u32(7);
let l_392 = shared_memory_24[l_391];
let l_393 = a_243[u32(7)];
let l_394 = l_392 * l_393;
let l_395 = a_234[u32(0)];
let l_396 = l_395 + l_394;
a_234[u32(0)] = l_396;
let l_397 = u32(128) + l_mut_239;
let l_398 = l_397 + u32(7);
let l_399 = shared_memory_24[l_398];
let l_400 = a_243[u32(7)];
let l_401 = l_399 * l_400;
let l_402 = a_234[u32(1)];
let l_403 = l_402 + l_401;
a_234[u32(1)] = l_403;
l_mut_239 = l_mut_239 + u32(8);
}
let l_404 = l_22 + u32(0);
let l_405 = l_404 < info.scalars_u32[0];
if l_405 {
let l_406 = l_404 * u32(384);
let l_407 = l_406 + l_mut_25;
let l_408 = a_234[u32(0)];
let l_409 = u32(0) + l_407;
buffer_6_global[l_409] = l_408;
}
let l_410 = l_22 + u32(1);
let l_411 = l_410 < info.scalars_u32[0];
if l_411 {
let l_412 = l_410 * u32(384);
let l_413 = l_412 + l_mut_25;
let l_414 = a_234[u32(1)];
let l_415 = u32(0) + l_413;
buffer_6_global[l_415] = l_414;
}
l_mut_43 = l_mut_43 + u32(128);
}
}
