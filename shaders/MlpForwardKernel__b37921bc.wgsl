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

var<workgroup> shared_memory_6: array<f32, 256>;

var<workgroup> shared_memory_7: array<f32, 256>;

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
var a_20: array<f32, 2>;

var a_27: array<f32, 8>;

var a_204: array<f32, 2>;

var a_211: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_207: u32;
var l_mut_23: u32;
var l_mut_8: u32;
let l_0 = info.scalars_u32[0] + u32(2);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(2);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_5 = workgroup_id_no_axis * u32(2);
l_mut_8 = local_idx;
loop {
let l_9 = l_mut_8 < u32(256);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 / u32(128);
let l_12 = l_5 + l_11;
let l_13 = l_12 < info.scalars_u32[0];
if l_13 {
let l_14 = l_12 * u32(128);
let l_15 = l_mut_8 % u32(128);
let l_16 = l_14 + l_15;
let l_17 = buffer_0_global[l_16];
shared_memory_6[l_mut_8] = l_17;
} else {
shared_memory_6[l_mut_8] = f32(0.0);
}
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_8 = local_idx;
loop {
let l_18 = l_mut_8 < u32(128);
let l_19 = !l_18;
if l_19 {
break;
}
let l_21 = u32(0) + l_mut_8;
let l_22 = buffer_2_global[l_21];
a_20[u32(0)] = l_22;
a_20[u32(1)] = l_22;
l_mut_23 = u32(0);
loop {
let l_24 = u32(0) + u32(128);
let l_25 = l_mut_23 < l_24;
let l_26 = !l_25;
if l_26 {
break;
}
let l_28 = l_mut_23 + u32(0);
let l_29 = l_28 * u32(128);
let l_30 = u32(0) + l_29;
let l_31 = l_30 + l_mut_8;
let l_32 = buffer_1_global[l_31];
a_27[u32(0)] = l_32;
let l_33 = l_mut_23 + u32(1);
let l_34 = l_33 * u32(128);
let l_35 = u32(0) + l_34;
let l_36 = l_35 + l_mut_8;
let l_37 = buffer_1_global[l_36];
a_27[u32(1)] = l_37;
let l_38 = l_mut_23 + u32(2);
let l_39 = l_38 * u32(128);
let l_40 = u32(0) + l_39;
let l_41 = l_40 + l_mut_8;
let l_42 = buffer_1_global[l_41];
a_27[u32(2)] = l_42;
let l_43 = l_mut_23 + u32(3);
let l_44 = l_43 * u32(128);
let l_45 = u32(0) + l_44;
let l_46 = l_45 + l_mut_8;
let l_47 = buffer_1_global[l_46];
a_27[u32(3)] = l_47;
let l_48 = l_mut_23 + u32(4);
let l_49 = l_48 * u32(128);
let l_50 = u32(0) + l_49;
let l_51 = l_50 + l_mut_8;
let l_52 = buffer_1_global[l_51];
a_27[u32(4)] = l_52;
let l_53 = l_mut_23 + u32(5);
let l_54 = l_53 * u32(128);
let l_55 = u32(0) + l_54;
let l_56 = l_55 + l_mut_8;
let l_57 = buffer_1_global[l_56];
a_27[u32(5)] = l_57;
let l_58 = l_mut_23 + u32(6);
let l_59 = l_58 * u32(128);
let l_60 = u32(0) + l_59;
let l_61 = l_60 + l_mut_8;
let l_62 = buffer_1_global[l_61];
a_27[u32(6)] = l_62;
let l_63 = l_mut_23 + u32(7);
let l_64 = l_63 * u32(128);
let l_65 = u32(0) + l_64;
let l_66 = l_65 + l_mut_8;
let l_67 = buffer_1_global[l_66];
a_27[u32(7)] = l_67;
let l_68 = u32(0) + l_mut_23;
let l_69 = l_68 + u32(0);
let l_70 = shared_memory_6[l_69];
let l_71 = a_27[u32(0)];
let l_72 = l_70 * l_71;
let l_73 = a_20[u32(0)];
let l_74 = l_73 + l_72;
a_20[u32(0)] = l_74;
let l_75 = u32(128) + l_mut_23;
let l_76 = l_75 + u32(0);
let l_77 = shared_memory_6[l_76];
let l_78 = a_27[u32(0)];
let l_79 = l_77 * l_78;
let l_80 = a_20[u32(1)];
let l_81 = l_80 + l_79;
a_20[u32(1)] = l_81;
let l_82 = u32(0) + l_mut_23;
let l_83 = l_82 + u32(1);
let l_84 = shared_memory_6[l_83];
let l_85 = a_27[u32(1)];
let l_86 = l_84 * l_85;
let l_87 = a_20[u32(0)];
let l_88 = l_87 + l_86;
a_20[u32(0)] = l_88;
let l_89 = u32(128) + l_mut_23;
let l_90 = l_89 + u32(1);
let l_91 = shared_memory_6[l_90];
let l_92 = a_27[u32(1)];
let l_93 = l_91 * l_92;
let l_94 = a_20[u32(1)];
let l_95 = l_94 + l_93;
a_20[u32(1)] = l_95;
let l_96 = u32(0) + l_mut_23;
let l_97 = l_96 + u32(2);
let l_98 = shared_memory_6[l_97];
let l_99 = a_27[u32(2)];
let l_100 = l_98 * l_99;
let l_101 = a_20[u32(0)];
let l_102 = l_101 + l_100;
a_20[u32(0)] = l_102;
let l_103 = u32(128) + l_mut_23;
let l_104 = l_103 + u32(2);
let l_105 = shared_memory_6[l_104];
let l_106 = a_27[u32(2)];
let l_107 = l_105 * l_106;
let l_108 = a_20[u32(1)];
let l_109 = l_108 + l_107;
a_20[u32(1)] = l_109;
let l_110 = u32(0) + l_mut_23;
let l_111 = l_110 + u32(3);
let l_112 = shared_memory_6[l_111];
let l_113 = a_27[u32(3)];
let l_114 = l_112 * l_113;
let l_115 = a_20[u32(0)];
let l_116 = l_115 + l_114;
a_20[u32(0)] = l_116;
let l_117 = u32(128) + l_mut_23;
let l_118 = l_117 + u32(3);
let l_119 = shared_memory_6[l_118];
let l_120 = a_27[u32(3)];
let l_121 = l_119 * l_120;
let l_122 = a_20[u32(1)];
let l_123 = l_122 + l_121;
a_20[u32(1)] = l_123;
let l_124 = u32(0) + l_mut_23;
let l_125 = l_124 + u32(4);
let l_126 = shared_memory_6[l_125];
let l_127 = a_27[u32(4)];
let l_128 = l_126 * l_127;
let l_129 = a_20[u32(0)];
let l_130 = l_129 + l_128;
a_20[u32(0)] = l_130;
let l_131 = u32(128) + l_mut_23;
let l_132 = l_131 + u32(4);
let l_133 = shared_memory_6[l_132];
let l_134 = a_27[u32(4)];
let l_135 = l_133 * l_134;
let l_136 = a_20[u32(1)];
let l_137 = l_136 + l_135;
a_20[u32(1)] = l_137;
let l_138 = u32(0) + l_mut_23;
let l_139 = l_138 + u32(5);
let l_140 = shared_memory_6[l_139];
let l_141 = a_27[u32(5)];
let l_142 = l_140 * l_141;
let l_143 = a_20[u32(0)];
let l_144 = l_143 + l_142;
a_20[u32(0)] = l_144;
let l_145 = u32(128) + l_mut_23;
let l_146 = l_145 + u32(5);
let l_147 = shared_memory_6[l_146];
let l_148 = a_27[u32(5)];
let l_149 = l_147 * l_148;
let l_150 = a_20[u32(1)];
let l_151 = l_150 + l_149;
a_20[u32(1)] = l_151;
let l_152 = u32(0) + l_mut_23;
let l_153 = l_152 + u32(6);
let l_154 = shared_memory_6[l_153];
let l_155 = a_27[u32(6)];
let l_156 = l_154 * l_155;
let l_157 = a_20[u32(0)];
let l_158 = l_157 + l_156;
a_20[u32(0)] = l_158;
let l_159 = u32(128) + l_mut_23;
let l_160 = l_159 + u32(6);
let l_161 = shared_memory_6[l_160];
let l_162 = a_27[u32(6)];
let l_163 = l_161 * l_162;
let l_164 = a_20[u32(1)];
let l_165 = l_164 + l_163;
a_20[u32(1)] = l_165;
let l_166 = u32(0) + l_mut_23;
let l_167 = l_166 + u32(7);
let l_168 = shared_memory_6[l_167];
let l_169 = a_27[u32(7)];
let l_170 = l_168 * l_169;
let l_171 = a_20[u32(0)];
let l_172 = l_171 + l_170;
a_20[u32(0)] = l_172;
let l_173 = u32(128) + l_mut_23;
let l_174 = l_173 + u32(7);
let l_175 = shared_memory_6[l_174];
let l_176 = a_27[u32(7)];
let l_177 = l_175 * l_176;
let l_178 = a_20[u32(1)];
let l_179 = l_178 + l_177;
a_20[u32(1)] = l_179;
l_mut_23 = l_mut_23 + u32(8);
}
let l_180 = a_20[u32(0)];
let l_181 = l_5 + u32(0);
let l_182 = l_181 < info.scalars_u32[0];
if l_182 {
let l_183 = l_181 * u32(128);
let l_184 = l_183 + l_mut_8;
buffer_5_global[l_184] = l_180;
}
let l_185 = u32(0) + l_mut_8;
let l_186 = -l_180;
let l_187 = exp(l_186);
let l_188 = f32(1.0) + l_187;
let l_189 = f32(1.0) / l_188;
let l_190 = l_180 * l_189;
shared_memory_7[l_185] = l_190;
let l_191 = a_20[u32(1)];
let l_192 = l_5 + u32(1);
let l_193 = l_192 < info.scalars_u32[0];
if l_193 {
let l_194 = l_192 * u32(128);
let l_195 = l_194 + l_mut_8;
buffer_5_global[l_195] = l_191;
}
let l_196 = u32(128) + l_mut_8;
let l_197 = -l_191;
let l_198 = exp(l_197);
let l_199 = f32(1.0) + l_198;
let l_200 = f32(1.0) / l_199;
let l_201 = l_191 * l_200;
shared_memory_7[l_196] = l_201;
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_23 = local_idx;
loop {
let l_202 = l_mut_23 < u32(384);
let l_203 = !l_202;
if l_203 {
break;
}
let l_205 = u32(0) + l_mut_23;
let l_206 = buffer_4_global[l_205];
a_204[u32(0)] = l_206;
a_204[u32(1)] = l_206;
l_mut_207 = u32(0);
loop {
let l_208 = u32(0) + u32(128);
let l_209 = l_mut_207 < l_208;
let l_210 = !l_209;
if l_210 {
break;
}
let l_212 = l_mut_207 + u32(0);
let l_213 = l_212 * u32(384);
let l_214 = u32(0) + l_213;
let l_215 = l_214 + l_mut_23;
let l_216 = buffer_3_global[l_215];
a_211[u32(0)] = l_216;
let l_217 = l_mut_207 + u32(1);
let l_218 = l_217 * u32(384);
let l_219 = u32(0) + l_218;
let l_220 = l_219 + l_mut_23;
let l_221 = buffer_3_global[l_220];
a_211[u32(1)] = l_221;
let l_222 = l_mut_207 + u32(2);
let l_223 = l_222 * u32(384);
let l_224 = u32(0) + l_223;
let l_225 = l_224 + l_mut_23;
let l_226 = buffer_3_global[l_225];
a_211[u32(2)] = l_226;
let l_227 = l_mut_207 + u32(3);
let l_228 = l_227 * u32(384);
let l_229 = u32(0) + l_228;
let l_230 = l_229 + l_mut_23;
let l_231 = buffer_3_global[l_230];
a_211[u32(3)] = l_231;
let l_232 = l_mut_207 + u32(4);
let l_233 = l_232 * u32(384);
let l_234 = u32(0) + l_233;
let l_235 = l_234 + l_mut_23;
let l_236 = buffer_3_global[l_235];
a_211[u32(4)] = l_236;
let l_237 = l_mut_207 + u32(5);
let l_238 = l_237 * u32(384);
let l_239 = u32(0) + l_238;
let l_240 = l_239 + l_mut_23;
let l_241 = buffer_3_global[l_240];
a_211[u32(5)] = l_241;
let l_242 = l_mut_207 + u32(6);
let l_243 = l_242 * u32(384);
let l_244 = u32(0) + l_243;
let l_245 = l_244 + l_mut_23;
let l_246 = buffer_3_global[l_245];
a_211[u32(6)] = l_246;
let l_247 = l_mut_207 + u32(7);
let l_248 = l_247 * u32(384);
let l_249 = u32(0) + l_248;
let l_250 = l_249 + l_mut_23;
let l_251 = buffer_3_global[l_250];
a_211[u32(7)] = l_251;
let l_252 = u32(0) + l_mut_207;
let l_253 = l_252 + u32(0);
let l_254 = shared_memory_7[l_253];
let l_255 = a_211[u32(0)];
let l_256 = l_254 * l_255;
let l_257 = a_204[u32(0)];
let l_258 = l_257 + l_256;
a_204[u32(0)] = l_258;
let l_259 = u32(128) + l_mut_207;
let l_260 = l_259 + u32(0);
let l_261 = shared_memory_7[l_260];
let l_262 = a_211[u32(0)];
let l_263 = l_261 * l_262;
let l_264 = a_204[u32(1)];
let l_265 = l_264 + l_263;
a_204[u32(1)] = l_265;
let l_266 = u32(0) + l_mut_207;
let l_267 = l_266 + u32(1);
let l_268 = shared_memory_7[l_267];
let l_269 = a_211[u32(1)];
let l_270 = l_268 * l_269;
let l_271 = a_204[u32(0)];
let l_272 = l_271 + l_270;
a_204[u32(0)] = l_272;
let l_273 = u32(128) + l_mut_207;
let l_274 = l_273 + u32(1);
let l_275 = shared_memory_7[l_274];
let l_276 = a_211[u32(1)];
let l_277 = l_275 * l_276;
let l_278 = a_204[u32(1)];
let l_279 = l_278 + l_277;
a_204[u32(1)] = l_279;
let l_280 = u32(0) + l_mut_207;
let l_281 = l_280 + u32(2);
let l_282 = shared_memory_7[l_281];
let l_283 = a_211[u32(2)];
let l_284 = l_282 * l_283;
let l_285 = a_204[u32(0)];
let l_286 = l_285 + l_284;
a_204[u32(0)] = l_286;
let l_287 = u32(128) + l_mut_207;
let l_288 = l_287 + u32(2);
let l_289 = shared_memory_7[l_288];
let l_290 = a_211[u32(2)];
let l_291 = l_289 * l_290;
let l_292 = a_204[u32(1)];
let l_293 = l_292 + l_291;
a_204[u32(1)] = l_293;
let l_294 = u32(0) + l_mut_207;
let l_295 = l_294 + u32(3);
let l_296 = shared_memory_7[l_295];
let l_297 = a_211[u32(3)];
let l_298 = l_296 * l_297;
let l_299 = a_204[u32(0)];
let l_300 = l_299 + l_298;
a_204[u32(0)] = l_300;
let l_301 = u32(128) + l_mut_207;
let l_302 = l_301 + u32(3);
let l_303 = shared_memory_7[l_302];
let l_304 = a_211[u32(3)];
let l_305 = l_303 * l_304;
let l_306 = a_204[u32(1)];
let l_307 = l_306 + l_305;
a_204[u32(1)] = l_307;
let l_308 = u32(0) + l_mut_207;
let l_309 = l_308 + u32(4);
let l_310 = shared_memory_7[l_309];
let l_311 = a_211[u32(4)];
let l_312 = l_310 * l_311;
let l_313 = a_204[u32(0)];
let l_314 = l_313 + l_312;
a_204[u32(0)] = l_314;
let l_315 = u32(128) + l_mut_207;
let l_316 = l_315 + u32(4);
let l_317 = shared_memory_7[l_316];
let l_318 = a_211[u32(4)];
let l_319 = l_317 * l_318;
let l_320 = a_204[u32(1)];
let l_321 = l_320 + l_319;
a_204[u32(1)] = l_321;
let l_322 = u32(0) + l_mut_207;
let l_323 = l_322 + u32(5);
let l_324 = shared_memory_7[l_323];
let l_325 = a_211[u32(5)];
let l_326 = l_324 * l_325;
let l_327 = a_204[u32(0)];
let l_328 = l_327 + l_326;
a_204[u32(0)] = l_328;
let l_329 = u32(128) + l_mut_207;
let l_330 = l_329 + u32(5);
let l_331 = shared_memory_7[l_330];
let l_332 = a_211[u32(5)];
let l_333 = l_331 * l_332;
let l_334 = a_204[u32(1)];
let l_335 = l_334 + l_333;
a_204[u32(1)] = l_335;
let l_336 = u32(0) + l_mut_207;
let l_337 = l_336 + u32(6);
let l_338 = shared_memory_7[l_337];
let l_339 = a_211[u32(6)];
let l_340 = l_338 * l_339;
let l_341 = a_204[u32(0)];
let l_342 = l_341 + l_340;
a_204[u32(0)] = l_342;
let l_343 = u32(128) + l_mut_207;
let l_344 = l_343 + u32(6);
let l_345 = shared_memory_7[l_344];
let l_346 = a_211[u32(6)];
let l_347 = l_345 * l_346;
let l_348 = a_204[u32(1)];
let l_349 = l_348 + l_347;
a_204[u32(1)] = l_349;
let l_350 = u32(0) + l_mut_207;
let l_351 = l_350 + u32(7);
let l_352 = shared_memory_7[l_351];
let l_353 = a_211[u32(7)];
let l_354 = l_352 * l_353;
let l_355 = a_204[u32(0)];
let l_356 = l_355 + l_354;
a_204[u32(0)] = l_356;
let l_357 = u32(128) + l_mut_207;
let l_358 = l_357 + u32(7);
let l_359 = shared_memory_7[l_358];
let l_360 = a_211[u32(7)];
let l_361 = l_359 * l_360;
let l_362 = a_204[u32(1)];
let l_363 = l_362 + l_361;
a_204[u32(1)] = l_363;
l_mut_207 = l_mut_207 + u32(8);
}
let l_364 = l_5 + u32(0);
let l_365 = l_364 < info.scalars_u32[0];
if l_365 {
let l_366 = l_364 * u32(384);
let l_367 = l_366 + l_mut_23;
let l_368 = a_204[u32(0)];
buffer_6_global[l_367] = l_368;
}
let l_369 = l_5 + u32(1);
let l_370 = l_369 < info.scalars_u32[0];
if l_370 {
let l_371 = l_369 * u32(384);
let l_372 = l_371 + l_mut_23;
let l_373 = a_204[u32(1)];
buffer_6_global[l_372] = l_373;
}
l_mut_23 = l_mut_23 + u32(128);
}
}
