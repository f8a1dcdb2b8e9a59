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

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

var<workgroup> shared_memory_7: array<f32, 768>;

var<workgroup> shared_memory_8: array<f32, 256>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn mlp_backward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_22: array<f32, 2>;

var a_27: array<f32, 8>;

var a_215: array<f32, 2>;

var a_220: array<f32, 8>;

var a_373: array<f32, 2>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_17: u32;
var l_mut_181: f32;
var l_mut_216: u32;
var l_mut_23: u32;
var l_mut_9: u32;
let l_0 = info.scalars_u32[0] + u32(2);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(2);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_6 = workgroup_id_no_axis * u32(2);
l_mut_9 = local_idx;
loop {
let l_10 = l_mut_9 < u32(768);
let l_11 = !l_10;
if l_11 {
break;
}
let l_12 = l_mut_9 / u32(384);
let l_13 = l_6 + l_12;
let l_14 = l_13 < info.scalars_u32[0];
if l_14 {
let l_15 = l_13 * u32(384);
let l_16 = l_mut_9 % u32(384);
l_mut_17 = l_16;
let l_18 = l_15 + l_mut_17;
let l_19 = buffer_0_global[l_18];
shared_memory_7[l_mut_9] = l_19;
} else {
shared_memory_7[l_mut_9] = f32(0.0);
}
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
l_mut_17 = local_idx;
loop {
let l_20 = l_mut_17 < u32(128);
let l_21 = !l_20;
if l_21 {
break;
}
a_22[u32(0)] = f32(0.0);
a_22[u32(1)] = f32(0.0);
l_mut_9 = l_mut_17;
l_mut_23 = u32(0);
loop {
let l_24 = u32(0) + u32(384);
let l_25 = l_mut_23 < l_24;
let l_26 = !l_25;
if l_26 {
break;
}
let l_28 = l_mut_23 + u32(0);
let l_29 = l_28 * u32(128);
let l_30 = u32(0) + l_29;
let l_31 = l_30 + l_mut_9;
let l_32 = buffer_1_global[l_31];
a_27[u32(0)] = l_32;
let l_33 = l_mut_23 + u32(1);
let l_34 = l_33 * u32(128);
let l_35 = u32(0) + l_34;
let l_36 = l_35 + l_mut_9;
let l_37 = buffer_1_global[l_36];
a_27[u32(1)] = l_37;
let l_38 = l_mut_23 + u32(2);
let l_39 = l_38 * u32(128);
let l_40 = u32(0) + l_39;
let l_41 = l_40 + l_mut_9;
let l_42 = buffer_1_global[l_41];
a_27[u32(2)] = l_42;
let l_43 = l_mut_23 + u32(3);
let l_44 = l_43 * u32(128);
let l_45 = u32(0) + l_44;
let l_46 = l_45 + l_mut_9;
let l_47 = buffer_1_global[l_46];
a_27[u32(3)] = l_47;
let l_48 = l_mut_23 + u32(4);
let l_49 = l_48 * u32(128);
let l_50 = u32(0) + l_49;
let l_51 = l_50 + l_mut_9;
let l_52 = buffer_1_global[l_51];
a_27[u32(4)] = l_52;
let l_53 = l_mut_23 + u32(5);
let l_54 = l_53 * u32(128);
let l_55 = u32(0) + l_54;
let l_56 = l_55 + l_mut_9;
let l_57 = buffer_1_global[l_56];
a_27[u32(5)] = l_57;
let l_58 = l_mut_23 + u32(6);
let l_59 = l_58 * u32(128);
let l_60 = u32(0) + l_59;
let l_61 = l_60 + l_mut_9;
let l_62 = buffer_1_global[l_61];
a_27[u32(6)] = l_62;
let l_63 = l_mut_23 + u32(7);
let l_64 = l_63 * u32(128);
let l_65 = u32(0) + l_64;
let l_66 = l_65 + l_mut_9;
let l_67 = buffer_1_global[l_66];
a_27[u32(7)] = l_67;
let l_68 = u32(0) + l_mut_23;
let l_69 = l_68 + u32(0);
let l_70 = shared_memory_7[l_69];
let l_71 = a_27[u32(0)];
let l_72 = l_70 * l_71;
let l_73 = a_22[u32(0)];
let l_74 = l_73 + l_72;
a_22[u32(0)] = l_74;
let l_75 = u32(384) + l_mut_23;
let l_76 = l_75 + u32(0);
let l_77 = shared_memory_7[l_76];
let l_78 = a_27[u32(0)];
let l_79 = l_77 * l_78;
let l_80 = a_22[u32(1)];
let l_81 = l_80 + l_79;
a_22[u32(1)] = l_81;
let l_82 = u32(0) + l_mut_23;
let l_83 = l_82 + u32(1);
let l_84 = shared_memory_7[l_83];
let l_85 = a_27[u32(1)];
let l_86 = l_84 * l_85;
let l_87 = a_22[u32(0)];
let l_88 = l_87 + l_86;
a_22[u32(0)] = l_88;
let l_89 = u32(384) + l_mut_23;
let l_90 = l_89 + u32(1);
let l_91 = shared_memory_7[l_90];
let l_92 = a_27[u32(1)];
let l_93 = l_91 * l_92;
let l_94 = a_22[u32(1)];
let l_95 = l_94 + l_93;
a_22[u32(1)] = l_95;
let l_96 = u32(0) + l_mut_23;
let l_97 = l_96 + u32(2);
let l_98 = shared_memory_7[l_97];
let l_99 = a_27[u32(2)];
let l_100 = l_98 * l_99;
let l_101 = a_22[u32(0)];
let l_102 = l_101 + l_100;
a_22[u32(0)] = l_102;
let l_103 = u32(384) + l_mut_23;
let l_104 = l_103 + u32(2);
let l_105 = shared_memory_7[l_104];
let l_106 = a_27[u32(2)];
let l_107 = l_105 * l_106;
let l_108 = a_22[u32(1)];
let l_109 = l_108 + l_107;
a_22[u32(1)] = l_109;
let l_110 = u32(0) + l_mut_23;
let l_111 = l_110 + u32(3);
let l_112 = shared_memory_7[l_111];
let l_113 = a_27[u32(3)];
let l_114 = l_112 * l_113;
let l_115 = a_22[u32(0)];
let l_116 = l_115 + l_114;
a_22[u32(0)] = l_116;
let l_117 = u32(384) + l_mut_23;
let l_118 = l_117 + u32(3);
let l_119 = shared_memory_7[l_118];
let l_120 = a_27[u32(3)];
let l_121 = l_119 * l_120;
let l_122 = a_22[u32(1)];
let l_123 = l_122 + l_121;
a_22[u32(1)] = l_123;
let l_124 = u32(0) + l_mut_23;
let l_125 = l_124 + u32(4);
let l_126 = shared_memory_7[l_125];
let l_127 = a_27[u32(4)];
let l_128 = l_126 * l_127;
let l_129 = a_22[u32(0)];
let l_130 = l_129 + l_128;
a_22[u32(0)] = l_130;
let l_131 = u32(384) + l_mut_23;
let l_132 = l_131 + u32(4);
let l_133 = shared_memory_7[l_132];
let l_134 = a_27[u32(4)];
let l_135 = l_133 * l_134;
let l_136 = a_22[u32(1)];
let l_137 = l_136 + l_135;
a_22[u32(1)] = l_137;
let l_138 = u32(0) + l_mut_23;
let l_139 = l_138 + u32(5);
let l_140 = shared_memory_7[l_139];
let l_141 = a_27[u32(5)];
let l_142 = l_140 * l_141;
let l_143 = a_22[u32(0)];
let l_144 = l_143 + l_142;
a_22[u32(0)] = l_144;
let l_145 = u32(384) + l_mut_23;
let l_146 = l_145 + u32(5);
let l_147 = shared_memory_7[l_146];
let l_148 = a_27[u32(5)];
let l_149 = l_147 * l_148;
let l_150 = a_22[u32(1)];
let l_151 = l_150 + l_149;
a_22[u32(1)] = l_151;
let l_152 = u32(0) + l_mut_23;
let l_153 = l_152 + u32(6);
let l_154 = shared_memory_7[l_153];
let l_155 = a_27[u32(6)];
let l_156 = l_154 * l_155;
let l_157 = a_22[u32(0)];
let l_158 = l_157 + l_156;
a_22[u32(0)] = l_158;
let l_159 = u32(384) + l_mut_23;
let l_160 = l_159 + u32(6);
let l_161 = shared_memory_7[l_160];
let l_162 = a_27[u32(6)];
let l_163 = l_161 * l_162;
let l_164 = a_22[u32(1)];
let l_165 = l_164 + l_163;
a_22[u32(1)] = l_165;
let l_166 = u32(0) + l_mut_23;
let l_167 = l_166 + u32(7);
let l_168 = shared_memory_7[l_167];
let l_169 = a_27[u32(7)];
let l_170 = l_168 * l_169;
let l_171 = a_22[u32(0)];
let l_172 = l_171 + l_170;
a_22[u32(0)] = l_172;
let l_173 = u32(384) + l_mut_23;
let l_174 = l_173 + u32(7);
let l_175 = shared_memory_7[l_174];
let l_176 = a_27[u32(7)];
let l_177 = l_175 * l_176;
let l_178 = a_22[u32(1)];
let l_179 = l_178 + l_177;
a_22[u32(1)] = l_179;
l_mut_23 = l_mut_23 + u32(8);
}
let l_180 = l_6 + u32(0);
l_mut_181 = f32(0.0);
let l_182 = l_180 < info.scalars_u32[0];
if l_182 {
let l_183 = a_22[u32(0)];
let l_184 = l_180 * u32(128);
let l_185 = l_184 + l_mut_17;
let l_186 = buffer_3_global[l_185];
let l_187 = -l_186;
let l_188 = exp(l_187);
let l_189 = f32(1.0) + l_188;
let l_190 = f32(1.0) / l_189;
let l_191 = f32(1.0) - l_190;
let l_192 = l_186 * l_191;
let l_193 = f32(1.0) + l_192;
let l_194 = l_190 * l_193;
let l_195 = l_183 * l_194;
l_mut_181 = l_195;
}
let l_196 = u32(0) + l_mut_17;
shared_memory_8[l_196] = l_mut_181;
let l_197 = l_6 + u32(1);
l_mut_181 = f32(0.0);
let l_198 = l_197 < info.scalars_u32[0];
if l_198 {
let l_199 = a_22[u32(1)];
let l_200 = l_197 * u32(128);
let l_201 = l_200 + l_mut_17;
let l_202 = buffer_3_global[l_201];
let l_203 = -l_202;
let l_204 = exp(l_203);
let l_205 = f32(1.0) + l_204;
let l_206 = f32(1.0) / l_205;
let l_207 = f32(1.0) - l_206;
let l_208 = l_202 * l_207;
let l_209 = f32(1.0) + l_208;
let l_210 = l_206 * l_209;
let l_211 = l_199 * l_210;
l_mut_181 = l_211;
}
let l_212 = u32(128) + l_mut_17;
shared_memory_8[l_212] = l_mut_181;
l_mut_17 = l_mut_17 + u32(128);
}
workgroupBarrier();
l_mut_23 = local_idx;
loop {
let l_213 = l_mut_23 < u32(128);
let l_214 = !l_213;
if l_214 {
break;
}
a_215[u32(0)] = f32(0.0);
a_215[u32(1)] = f32(0.0);
l_mut_9 = l_mut_23;
l_mut_216 = u32(0);
loop {
let l_217 = u32(0) + u32(128);
let l_218 = l_mut_216 < l_217;
let l_219 = !l_218;
if l_219 {
break;
}
let l_221 = l_mut_216 + u32(0);
let l_222 = l_221 * u32(128);
let l_223 = u32(0) + l_222;
let l_224 = l_223 + l_mut_9;
let l_225 = buffer_2_global[l_224];
a_220[u32(0)] = l_225;
let l_226 = l_mut_216 + u32(1);
let l_227 = l_226 * u32(128);
let l_228 = u32(0) + l_227;
let l_229 = l_228 + l_mut_9;
let l_230 = buffer_2_global[l_229];
a_220[u32(1)] = l_230;
let l_231 = l_mut_216 + u32(2);
let l_232 = l_231 * u32(128);
let l_233 = u32(0) + l_232;
let l_234 = l_233 + l_mut_9;
let l_235 = buffer_2_global[l_234];
a_220[u32(2)] = l_235;
let l_236 = l_mut_216 + u32(3);
let l_237 = l_236 * u32(128);
let l_238 = u32(0) + l_237;
let l_239 = l_238 + l_mut_9;
let l_240 = buffer_2_global[l_239];
a_220[u32(3)] = l_240;
let l_241 = l_mut_216 + u32(4);
let l_242 = l_241 * u32(128);
let l_243 = u32(0) + l_242;
let l_244 = l_243 + l_mut_9;
let l_245 = buffer_2_global[l_244];
a_220[u32(4)] = l_245;
let l_246 = l_mut_216 + u32(5);
let l_247 = l_246 * u32(128);
let l_248 = u32(0) + l_247;
let l_249 = l_248 + l_mut_9;
let l_250 = buffer_2_global[l_249];
a_220[u32(5)] = l_250;
let l_251 = l_mut_216 + u32(6);
let l_252 = l_251 * u32(128);
let l_253 = u32(0) + l_252;
let l_254 = l_253 + l_mut_9;
let l_255 = buffer_2_global[l_254];
a_220[u32(6)] = l_255;
let l_256 = l_mut_216 + u32(7);
let l_257 = l_256 * u32(128);
let l_258 = u32(0) + l_257;
let l_259 = l_258 + l_mut_9;
let l_260 = buffer_2_global[l_259];
a_220[u32(7)] = l_260;
let l_261 = u32(0) + l_mut_216;
let l_262 = l_261 + u32(0);
let l_263 = shared_memory_8[l_262];
let l_264 = a_220[u32(0)];
let l_265 = l_263 * l_264;
let l_266 = a_215[u32(0)];
let l_267 = l_266 + l_265;
a_215[u32(0)] = l_267;
let l_268 = u32(128) + l_mut_216;
let l_269 = l_268 + u32(0);
let l_270 = shared_memory_8[l_269];
let l_271 = a_220[u32(0)];
let l_272 = l_270 * l_271;
let l_273 = a_215[u32(1)];
let l_274 = l_273 + l_272;
a_215[u32(1)] = l_274;
let l_275 = u32(0) + l_mut_216;
let l_276 = l_275 + u32(1);
let l_277 = shared_memory_8[l_276];
let l_278 = a_220[u32(1)];
let l_279 = l_277 * l_278;
let l_280 = a_215[u32(0)];
let l_281 = l_280 + l_279;
a_215[u32(0)] = l_281;
let l_282 = u32(128) + l_mut_216;
let l_283 = l_282 + u32(1);
let l_284 = shared_memory_8[l_283];
let l_285 = a_220[u32(1)];
let l_286 = l_284 * l_285;
let l_287 = a_215[u32(1)];
let l_288 = l_287 + l_286;
a_215[u32(1)] = l_288;
let l_289 = u32(0) + l_mut_216;
let l_290 = l_289 + u32(2);
let l_291 = shared_memory_8[l_290];
let l_292 = a_220[u32(2)];
let l_293 = l_291 * l_292;
let l_294 = a_215[u32(0)];
let l_295 = l_294 + l_293;
a_215[u32(0)] = l_295;
let l_296 = u32(128) + l_mut_216;
let l_297 = l_296 + u32(2);
let l_298 = shared_memory_8[l_297];
let l_299 = a_220[u32(2)];
let l_300 = l_298 * l_299;
let l_301 = a_215[u32(1)];
let l_302 = l_301 + l_300;
a_215[u32(1)] = l_302;
let l_303 = u32(0) + l_mut_216;
let l_304 = l_303 + u32(3);
let l_305 = shared_memory_8[l_304];
let l_306 = a_220[u32(3)];
let l_307 = l_305 * l_306;
let l_308 = a_215[u32(0)];
let l_309 = l_308 + l_307;
a_215[u32(0)] = l_309;
let l_310 = u32(128) + l_mut_216;
let l_311 = l_310 + u32(3);
let l_312 = shared_memory_8[l_311];
let l_313 = a_220[u32(3)];
let l_314 = l_312 * l_313;
let l_315 = a_215[u32(1)];
let l_316 = l_315 + l_314;
a_215[u32(1)] = l_316;
let l_317 = u32(0) + l_mut_216;
let l_318 = l_317 + u32(4);
let l_319 = shared_memory_8[l_318];
let l_320 = a_220[u32(4)];
let l_321 = l_319 * l_320;
let l_322 = a_215[u32(0)];
let l_323 = l_322 + l_321;
a_215[u32(0)] = l_323;
let l_324 = u32(128) + l_mut_216;
let l_325 = l_324 + u32(4);
let l_326 = shared_memory_8[l_325];
let l_327 = a_220[u32(4)];
let l_328 = l_326 * l_327;
let l_329 = a_215[u32(1)];
let l_330 = l_329 + l_328;
a_215[u32(1)] = l_330;
let l_331 = u32(0) + l_mut_216;
let l_332 = l_331 + u32(5);
let l_333 = shared_memory_8[l_332];
let l_334 = a_220[u32(5)];
let l_335 = l_333 * l_334;
let l_336 = a_215[u32(0)];
let l_337 = l_336 + l_335;
a_215[u32(0)] = l_337;
let l_338 = u32(128) + l_mut_216;
let l_339 = l_338 + u32(5);
let l_340 = shared_memory_8[l_339];
let l_341 = a_220[u32(5)];
let l_342 = l_340 * l_341;
let l_343 = a_215[u32(1)];
let l_344 = l_343 + l_342;
a_215[u32(1)] = l_344;
let l_345 = u32(0) + l_mut_216;
let l_346 = l_345 + u32(6);
let l_347 = shared_memory_8[l_346];
let l_348 = a_220[u32(6)];
let l_349 = l_347 * l_348;
let l_350 = a_215[u32(0)];
let l_351 = l_350 + l_349;
a_215[u32(0)] = l_351;
let l_352 = u32(128) + l_mut_216;
let l_353 = l_352 + u32(6);
let l_354 = shared_memory_8[l_353];
let l_355 = a_220[u32(6)];
let l_356 = l_354 * l_355;
let l_357 = a_215[u32(1)];
let l_358 = l_357 + l_356;
a_215[u32(1)] = l_358;
let l_359 = u32(0) + l_mut_216;
let l_360 = l_359 + u32(7);
let l_361 = shared_memory_8[l_360];
let l_362 = a_220[u32(7)];
let l_363 = l_361 * l_362;
let l_364 = a_215[u32(0)];
let l_365 = l_364 + l_363;
a_215[u32(0)] = l_365;
let l_366 = u32(128) + l_mut_216;
let l_367 = l_366 + u32(7);
let l_368 = shared_memory_8[l_367];
let l_369 = a_220[u32(7)];
let l_370 = l_368 * l_369;
let l_371 = a_215[u32(1)];
let l_372 = l_371 + l_370;
a_215[u32(1)] = l_372;
l_mut_216 = l_mut_216 + u32(8);
}
let l_374 = l_6 + u32(0);
a_373[u32(0)] = f32(0.0);
let l_375 = l_374 < info.scalars_u32[0];
if l_375 {
let l_376 = l_374 * u32(128);
let l_377 = l_376 + l_mut_23;
let l_378 = buffer_4_global[l_377];
a_373[u32(0)] = l_378;
}
let l_379 = l_6 + u32(1);
a_373[u32(1)] = f32(0.0);
let l_380 = l_379 < info.scalars_u32[0];
if l_380 {
let l_381 = l_379 * u32(128);
let l_382 = l_381 + l_mut_23;
let l_383 = buffer_4_global[l_382];
a_373[u32(1)] = l_383;
}
let l_384 = l_6 + u32(0);
let l_385 = l_384 < info.scalars_u32[0];
if l_385 {
let l_386 = l_384 * u32(128);
let l_387 = l_386 + l_mut_23;
let l_388 = a_373[u32(0)];
let l_389 = a_215[u32(0)];
let l_390 = l_388 + l_389;
buffer_4_global[l_387] = l_390;
}
let l_391 = l_6 + u32(1);
let l_392 = l_391 < info.scalars_u32[0];
if l_392 {
let l_393 = l_391 * u32(128);
let l_394 = l_393 + l_mut_23;
let l_395 = a_373[u32(1)];
let l_396 = a_215[u32(1)];
let l_397 = l_395 + l_396;
buffer_4_global[l_394] = l_397;
}
l_mut_23 = l_mut_23 + u32(128);
}
}
