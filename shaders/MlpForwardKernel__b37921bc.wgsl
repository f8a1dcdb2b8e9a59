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

var<workgroup> shared_memory_7: array<f32, 256>;

var<workgroup> shared_memory_8: array<f32, 256>;

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
var a_22: array<f32, 2>;

var a_29: array<f32, 8>;

var a_206: array<f32, 2>;

var a_214: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_17: u32;
var l_mut_209: u32;
var l_mut_210: u32;
var l_mut_25: u32;
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
let l_10 = l_mut_9 < u32(256);
let l_11 = !l_10;
if l_11 {
break;
}
let l_12 = l_mut_9 / u32(128);
let l_13 = l_6 + l_12;
let l_14 = l_13 < info.scalars_u32[0];
if l_14 {
let l_15 = l_13 * u32(128);
let l_16 = l_mut_9 % u32(128);
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
let l_23 = u32(0) + l_mut_17;
let l_24 = buffer_2_global[l_23];
a_22[u32(0)] = l_24;
a_22[u32(1)] = l_24;
l_mut_9 = l_mut_17;
l_mut_25 = u32(0);
loop {
let l_26 = u32(0) + u32(128);
let l_27 = l_mut_25 < l_26;
let l_28 = !l_27;
if l_28 {
break;
}
let l_30 = l_mut_25 + u32(0);
let l_31 = l_30 * u32(128);
let l_32 = u32(0) + l_31;
let l_33 = l_32 + l_mut_9;
let l_34 = buffer_1_global[l_33];
a_29[u32(0)] = l_34;
let l_35 = l_mut_25 + u32(1);
let l_36 = l_35 * u32(128);
let l_37 = u32(0) + l_36;
let l_38 = l_37 + l_mut_9;
let l_39 = buffer_1_global[l_38];
a_29[u32(1)] = l_39;
let l_40 = l_mut_25 + u32(2);
let l_41 = l_40 * u32(128);
let l_42 = u32(0) + l_41;
let l_43 = l_42 + l_mut_9;
let l_44 = buffer_1_global[l_43];
a_29[u32(2)] = l_44;
let l_45 = l_mut_25 + u32(3);
let l_46 = l_45 * u32(128);
let l_47 = u32(0) + l_46;
let l_48 = l_47 + l_mut_9;
let l_49 = buffer_1_global[l_48];
a_29[u32(3)] = l_49;
let l_50 = l_mut_25 + u32(4);
let l_51 = l_50 * u32(128);
let l_52 = u32(0) + l_51;
let l_53 = l_52 + l_mut_9;
let l_54 = buffer_1_global[l_53];
a_29[u32(4)] = l_54;
let l_55 = l_mut_25 + u32(5);
let l_56 = l_55 * u32(128);
let l_57 = u32(0) + l_56;
let l_58 = l_57 + l_mut_9;
let l_59 = buffer_1_global[l_58];
a_29[u32(5)] = l_59;
let l_60 = l_mut_25 + u32(6);
let l_61 = l_60 * u32(128);
let l_62 = u32(0) + l_61;
let l_63 = l_62 + l_mut_9;
let l_64 = buffer_1_global[l_63];
a_29[u32(6)] = l_64;
let l_65 = l_mut_25 + u32(7);
let l_66 = l_65 * u32(128);
let l_67 = u32(0) + l_66;
let l_68 = l_67 + l_mut_9;
let l_69 = buffer_1_global[l_68];
a_29[u32(7)] = l_69;
let l_70 = u32(0) + l_mut_25;
let l_71 = l_70 + u32(0);
let l_72 = shared_memory_7[l_71];
let l_73 = a_29[u32(0)];
let l_74 = l_72 * l_73;
let l_75 = a_22[u32(0)];
let l_76 = l_75 + l_74;
a_22[u32(0)] = l_76;
let l_77 = u32(128) + l_mut_25;
let l_78 = l_77 + u32(0);
let l_79 = shared_memory_7[l_78];
let l_80 = a_29[u32(0)];
let l_81 = l_79 * l_80;
let l_82 = a_22[u32(1)];
let l_83 = l_82 + l_81;
a_22[u32(1)] = l_83;
let l_84 = u32(0) + l_mut_25;
let l_85 = l_84 + u32(1);
let l_86 = shared_memory_7[l_85];
let l_87 = a_29[u32(1)];
let l_88 = l_86 * l_87;
let l_89 = a_22[u32(0)];
let l_90 = l_89 + l_88;
a_22[u32(0)] = l_90;
let l_91 = u32(128) + l_mut_25;
let l_92 = l_91 + u32(1);
let l_93 = shared_memory_7[l_92];
let l_94 = a_29[u32(1)];
let l_95 = l_93 * l_94;
let l_96 = a_22[u32(1)];
let l_97 = l_96 + l_95;
a_22[u32(1)] = l_97;
let l_98 = u32(0) + l_mut_25;
let l_99 = l_98 + u32(2);
let l_100 = shared_memory_7[l_99];
let l_101 = a_29[u32(2)];
let l_102 = l_100 * l_101;
let l_103 = a_22[u32(0)];
let l_104 = l_103 + l_102;
a_22[u32(0)] = l_104;
let l_105 = u32(128) + l_mut_25;
let l_106 = l_105 + u32(2);
let l_107 = shared_memory_7[l_106];
let l_108 = a_29[u32(2)];
let l_109 = l_107 * l_108;
let l_110 = a_22[u32(1)];
let l_111 = l_110 + l_109;
a_22[u32(1)] = l_111;
let l_112 = u32(0) + l_mut_25;
let l_113 = l_112 + u32(3);
let l_114 = shared_memory_7[l_113];
let l_115 = a_29[u32(3)];
let l_116 = l_114 * l_115;
let l_117 = a_22[u32(0)];
let l_118 = l_117 + l_116;
a_22[u32(0)] = l_118;
let l_119 = u32(128) + l_mut_25;
let l_120 = l_119 + u32(3);
let l_121 = shared_memory_7[l_120];
let l_122 = a_29[u32(3)];
let l_123 = l_121 * l_122;
let l_124 = a_22[u32(1)];
let l_125 = l_124 + l_123;
a_22[u32(1)] = l_125;
let l_126 = u32(0) + l_mut_25;
let l_127 = l_126 + u32(4);
let l_128 = shared_memory_7[l_127];
let l_129 = a_29[u32(4)];
let l_130 = l_128 * l_129;
let l_131 = a_22[u32(0)];
let l_132 = l_131 + l_130;
a_22[u32(0)] = l_132;
let l_133 = u32(128) + l_mut_25;
let l_134 = l_133 + u32(4);
let l_135 = shared_memory_7[l_134];
let l_136 = a_29[u32(4)];
let l_137 = l_135 * l_136;
let l_138 = a_22[u32(1)];
let l_139 = l_138 + l_137;
a_22[u32(1)] = l_139;
let l_140 = u32(0) + l_mut_25;
let l_141 = l_140 + u32(5);
let l_142 = shared_memory_7[l_141];
let l_143 = a_29[u32(5)];
let l_144 = l_142 * l_143;
let l_145 = a_22[u32(0)];
let l_146 = l_145 + l_144;
a_22[u32(0)] = l_146;
let l_147 = u32(128) + l_mut_25;
let l_148 = l_147 + u32(5);
let l_149 = shared_memory_7[l_148];
let l_150 = a_29[u32(5)];
let l_151 = l_149 * l_150;
let l_152 = a_22[u32(1)];
let l_153 = l_152 + l_151;
a_22[u32(1)] = l_153;
let l_154 = u32(0) + l_mut_25;
let l_155 = l_154 + u32(6);
let l_156 = shared_memory_7[l_155];
let l_157 = a_29[u32(6)];
let l_158 = l_156 * l_157;
let l_159 = a_22[u32(0)];
let l_160 = l_159 + l_158;
a_22[u32(0)] = l_160;
let l_161 = u32(128) + l_mut_25;
let l_162 = l_161 + u32(6);
let l_163 = shared_memory_7[l_162];
let l_164 = a_29[u32(6)];
let l_165 = l_163 * l_164;
let l_166 = a_22[u32(1)];
let l_167 = l_166 + l_165;
a_22[u32(1)] = l_167;
let l_168 = u32(0) + l_mut_25;
let l_169 = l_168 + u32(7);
let l_170 = shared_memory_7[l_169];
let l_171 = a_29[u32(7)];
let l_172 = l_170 * l_171;
let l_173 = a_22[u32(0)];
let l_174 = l_173 + l_172;
a_22[u32(0)] = l_174;
let l_175 = u32(128) + l_mut_25;
let l_176 = l_175 + u32(7);
let l_177 = shared_memory_7[l_176];
let l_178 = a_29[u32(7)];
let l_179 = l_177 * l_178;
let l_180 = a_22[u32(1)];
let l_181 = l_180 + l_179;
a_22[u32(1)] = l_181;
l_mut_25 = l_mut_25 + u32(8);
}
let l_182 = a_22[u32(0)];
let l_183 = l_6 + u32(0);
let l_184 = l_183 < info.scalars_u32[0];
if l_184 {
let l_185 = l_183 * u32(128);
let l_186 = l_185 + l_mut_17;
buffer_5_global[l_186] = l_182;
}
let l_187 = u32(0) + l_mut_17;
let l_188 = -l_182;
let l_189 = exp(l_188);
let l_190 = f32(1.0) + l_189;
let l_191 = f32(1.0) / l_190;
let l_192 = l_182 * l_191;
shared_memory_8[l_187] = l_192;
let l_193 = a_22[u32(1)];
let l_194 = l_6 + u32(1);
let l_195 = l_194 < info.scalars_u32[0];
if l_195 {
let l_196 = l_194 * u32(128);
let l_197 = l_196 + l_mut_17;
buffer_5_global[l_197] = l_193;
}
let l_198 = u32(128) + l_mut_17;
let l_199 = -l_193;
let l_200 = exp(l_199);
let l_201 = f32(1.0) + l_200;
let l_202 = f32(1.0) / l_201;
let l_203 = l_193 * l_202;
shared_memory_8[l_198] = l_203;
l_mut_17 = l_mut_17 + u32(128);
}
workgroupBarrier();
l_mut_25 = local_idx;
loop {
let l_204 = l_mut_25 < u32(384);
let l_205 = !l_204;
if l_205 {
break;
}
l_mut_9 = l_mut_25;
let l_207 = u32(0) + l_mut_9;
let l_208 = buffer_4_global[l_207];
a_206[u32(0)] = l_208;
a_206[u32(1)] = l_208;
l_mut_209 = l_mut_25;
l_mut_210 = u32(0);
loop {
let l_211 = u32(0) + u32(128);
let l_212 = l_mut_210 < l_211;
let l_213 = !l_212;
if l_213 {
break;
}
let l_215 = l_mut_210 + u32(0);
let l_216 = l_215 * u32(384);
let l_217 = u32(0) + l_216;
let l_218 = l_217 + l_mut_209;
let l_219 = buffer_3_global[l_218];
a_214[u32(0)] = l_219;
let l_220 = l_mut_210 + u32(1);
let l_221 = l_220 * u32(384);
let l_222 = u32(0) + l_221;
let l_223 = l_222 + l_mut_209;
let l_224 = buffer_3_global[l_223];
a_214[u32(1)] = l_224;
let l_225 = l_mut_210 + u32(2);
let l_226 = l_225 * u32(384);
let l_227 = u32(0) + l_226;
let l_228 = l_227 + l_mut_209;
let l_229 = buffer_3_global[l_228];
a_214[u32(2)] = l_229;
let l_230 = l_mut_210 + u32(3);
let l_231 = l_230 * u32(384);
let l_232 = u32(0) + l_231;
let l_233 = l_232 + l_mut_209;
let l_234 = buffer_3_global[l_233];
a_214[u32(3)] = l_234;
let l_235 = l_mut_210 + u32(4);
let l_236 = l_235 * u32(384);
let l_237 = u32(0) + l_236;
let l_238 = l_237 + l_mut_209;
let l_239 = buffer_3_global[l_238];
a_214[u32(4)] = l_239;
let l_240 = l_mut_210 + u32(5);
let l_241 = l_240 * u32(384);
let l_242 = u32(0) + l_241;
let l_243 = l_242 + l_mut_209;
let l_244 = buffer_3_global[l_243];
a_214[u32(5)] = l_244;
let l_245 = l_mut_210 + u32(6);
let l_246 = l_245 * u32(384);
let l_247 = u32(0) + l_246;
let l_248 = l_247 + l_mut_209;
let l_249 = buffer_3_global[l_248];
a_214[u32(6)] = l_249;
let l_250 = l_mut_210 + u32(7);
let l_251 = l_250 * u32(384);
let l_252 = u32(0) + l_251;
let l_253 = l_252 + l_mut_209;
let l_254 = buffer_3_global[l_253];
a_214[u32(7)] = l_254;
let l_255 = u32(0) + l_mut_210;
let l_256 = l_255 + u32(0);
let l_257 = shared_memory_8[l_256];
let l_258 = a_214[u32(0)];
let l_259 = l_257 * l_258;
let l_260 = a_206[u32(0)];
let l_261 = l_260 + l_259;
a_206[u32(0)] = l_261;
let l_262 = u32(128) + l_mut_210;
let l_263 = l_262 + u32(0);
let l_264 = shared_memory_8[l_263];
let l_265 = a_214[u32(0)];
let l_266 = l_264 * l_265;
let l_267 = a_206[u32(1)];
let l_268 = l_267 + l_266;
a_206[u32(1)] = l_268;
let l_269 = u32(0) + l_mut_210;
let l_270 = l_269 + u32(1);
let l_271 = shared_memory_8[l_270];
let l_272 = a_214[u32(1)];
let l_273 = l_271 * l_272;
let l_274 = a_206[u32(0)];
let l_275 = l_274 + l_273;
a_206[u32(0)] = l_275;
let l_276 = u32(128) + l_mut_210;
let l_277 = l_276 + u32(1);
let l_278 = shared_memory_8[l_277];
let l_279 = a_214[u32(1)];
let l_280 = l_278 * l_279;
let l_281 = a_206[u32(1)];
let l_282 = l_281 + l_280;
a_206[u32(1)] = l_282;
let l_283 = u32(0) + l_mut_210;
let l_284 = l_283 + u32(2);
let l_285 = shared_memory_8[l_284];
let l_286 = a_214[u32(2)];
let l_287 = l_285 * l_286;
let l_288 = a_206[u32(0)];
let l_289 = l_288 + l_287;
a_206[u32(0)] = l_289;
let l_290 = u32(128) + l_mut_210;
let l_291 = l_290 + u32(2);
let l_292 = shared_memory_8[l_291];
let l_293 = a_214[u32(2)];
let l_294 = l_292 * l_293;
let l_295 = a_206[u32(1)];
let l_296 = l_295 + l_294;
a_206[u32(1)] = l_296;
let l_297 = u32(0) + l_mut_210;
let l_298 = l_297 + u32(3);
let l_299 = shared_memory_8[l_298];
let l_300 = a_214[u32(3)];
let l_301 = l_299 * l_300;
let l_302 = a_206[u32(0)];
let l_303 = l_302 + l_301;
a_206[u32(0)] = l_303;
let l_304 = u32(128) + l_mut_210;
let l_305 = l_304 + u32(3);
let l_306 = shared_memory_8[l_305];
let l_307 = a_214[u32(3)];
let l_308 = l_306 * l_307;
let l_309 = a_206[u32(1)];
let l_310 = l_309 + l_308;
a_206[u32(1)] = l_310;
let l_311 = u32(0) + l_mut_210;
let l_312 = l_311 + u32(4);
let l_313 = shared_memory_8[l_312];
let l_314 = a_214[u32(4)];
let l_315 = l_313 * l_314;
let l_316 = a_206[u32(0)];
let l_317 = l_316 + l_315;
a_206[u32(0)] = l_317;
let l_318 = u32(128) + l_mut_210;
let l_319 = l_318 + u32(4);
let l_320 = shared_memory_8[l_319];
let l_321 = a_214[u32(4)];
let l_322 = l_320 * l_321;
let l_323 = a_206[u32(1)];
let l_324 = l_323 + l_322;
a_206[u32(1)] = l_324;
let l_325 = u32(0) + l_mut_210;
let l_326 = l_325 + u32(5);
let l_327 = shared_memory_8[l_326];
let l_328 = a_214[u32(5)];
let l_329 = l_327 * l_328;
let l_330 = a_206[u32(0)];
let l_331 = l_330 + l_329;
a_206[u32(0)] = l_331;
let l_332 = u32(128) + l_mut_210;
let l_333 = l_332 + u32(5);
let l_334 = shared_memory_8[l_333];
let l_335 = a_214[u32(5)];
let l_336 = l_334 * l_335;
let l_337 = a_206[u32(1)];
let l_338 = l_337 + l_336;
a_206[u32(1)] = l_338;
let l_339 = u32(0) + l_mut_210;
let l_340 = l_339 + u32(6);
let l_341 = shared_memory_8[l_340];
let l_342 = a_214[u32(6)];
let l_343 = l_341 * l_342;
let l_344 = a_206[u32(0)];
let l_345 = l_344 + l_343;
a_206[u32(0)] = l_345;
let l_346 = u32(128) + l_mut_210;
let l_347 = l_346 + u32(6);
let l_348 = shared_memory_8[l_347];
let l_349 = a_214[u32(6)];
let l_350 = l_348 * l_349;
let l_351 = a_206[u32(1)];
let l_352 = l_351 + l_350;
a_206[u32(1)] = l_352;
let l_353 = u32(0) + l_mut_210;
let l_354 = l_353 + u32(7);
let l_355 = shared_memory_8[l_354];
let l_356 = a_214[u32(7)];
let l_357 = l_355 * l_356;
let l_358 = a_206[u32(0)];
let l_359 = l_358 + l_357;
a_206[u32(0)] = l_359;
let l_360 = u32(128) + l_mut_210;
let l_361 = l_360 + u32(7);
let l_362 = shared_memory_8[l_361];
let l_363 = a_214[u32(7)];
let l_364 = l_362 * l_363;
let l_365 = a_206[u32(1)];
let l_366 = l_365 + l_364;
a_206[u32(1)] = l_366;
l_mut_210 = l_mut_210 + u32(8);
}
let l_367 = l_6 + u32(0);
let l_368 = l_367 < info.scalars_u32[0];
if l_368 {
let l_369 = l_367 * u32(384);
let l_370 = l_369 + l_mut_9;
let l_371 = a_206[u32(0)];
buffer_6_global[l_370] = l_371;
}
let l_372 = l_6 + u32(1);
let l_373 = l_372 < info.scalars_u32[0];
if l_373 {
let l_374 = l_372 * u32(384);
let l_375 = l_374 + l_mut_9;
let l_376 = a_206[u32(1)];
buffer_6_global[l_375] = l_376;
}
l_mut_25 = l_mut_25 + u32(128);
}
}
