@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<vec4<f32>>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

var<workgroup> shared_memory_21: array<f32, 256>;

var<workgroup> shared_memory_20: array<f32, 1536>;

var<workgroup> shared_memory_22: array<f32, 256>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn block_start_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_36: array<f32, 2>;

var a_41: array<f32, 8>;

var a_206: array<f32, 2>;

var a_250: array<f32, 2>;

var a_257: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_23: u32;
var l_mut_247: u32;
var l_mut_253: u32;
var l_mut_5: u32;
let l_0 = info.scalars_u32[0] + u32(2);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(2);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(2);
l_mut_5 = local_idx;
loop {
let l_6 = l_mut_5 < u32(256);
let l_7 = !l_6;
if l_7 {
break;
}
let l_8 = l_mut_5 / u32(128);
let l_9 = l_4 + l_8;
let l_10 = l_9 < info.scalars_u32[0];
if l_10 {
let l_11 = l_9 * u32(128);
let l_12 = l_mut_5 % u32(128);
let l_13 = l_11 + l_12;
let l_14 = buffer_0_global[l_9];
let l_15 = l_14 * u32(128);
let l_16 = info.scalars_u32[1] + l_15;
let l_17 = l_mut_5 % u32(128);
let l_18 = l_16 + l_17;
let l_19 = buffer_1_global[l_18];
buffer_3_global[l_13] = l_19;
}
l_mut_5 = l_mut_5 + u32(256);
}
storageBarrier();
l_mut_23 = local_idx;
loop {
let l_24 = l_mut_23 < u32(256);
let l_25 = !l_24;
if l_25 {
break;
}
let l_26 = l_mut_23 / u32(128);
let l_27 = l_4 + l_26;
let l_28 = l_27 < info.scalars_u32[0];
if l_28 {
let l_29 = l_27 * u32(128);
let l_30 = l_mut_23 % u32(128);
let l_31 = l_29 + l_30;
let l_32 = buffer_3_global[l_31];
shared_memory_21[l_mut_23] = l_32;
} else {
shared_memory_21[l_mut_23] = f32(0.0);
}
l_mut_23 = l_mut_23 + u32(256);
}
workgroupBarrier();
let l_33 = local_idx < u32(256);
if l_33 {
let l_34 = local_idx % u32(128);
let l_35 = local_idx / u32(128);
a_36[u32(0)] = f32(0.0);
a_36[u32(1)] = f32(0.0);
let l_37 = l_35 * u32(64);
l_mut_23 = l_37;
loop {
let l_38 = l_37 + u32(64);
let l_39 = l_mut_23 < l_38;
let l_40 = !l_39;
if l_40 {
break;
}
let l_42 = l_mut_23 + u32(0);
let l_43 = l_42 * u32(128);
let l_44 = info.scalars_u32[2] + l_43;
let l_45 = l_44 + l_34;
let l_46 = buffer_1_global[l_45];
a_41[u32(0)] = l_46;
let l_47 = l_mut_23 + u32(1);
let l_48 = l_47 * u32(128);
let l_49 = info.scalars_u32[2] + l_48;
let l_50 = l_49 + l_34;
let l_51 = buffer_1_global[l_50];
a_41[u32(1)] = l_51;
let l_52 = l_mut_23 + u32(2);
let l_53 = l_52 * u32(128);
let l_54 = info.scalars_u32[2] + l_53;
let l_55 = l_54 + l_34;
let l_56 = buffer_1_global[l_55];
a_41[u32(2)] = l_56;
let l_57 = l_mut_23 + u32(3);
let l_58 = l_57 * u32(128);
let l_59 = info.scalars_u32[2] + l_58;
let l_60 = l_59 + l_34;
let l_61 = buffer_1_global[l_60];
a_41[u32(3)] = l_61;
let l_62 = l_mut_23 + u32(4);
let l_63 = l_62 * u32(128);
let l_64 = info.scalars_u32[2] + l_63;
let l_65 = l_64 + l_34;
let l_66 = buffer_1_global[l_65];
a_41[u32(4)] = l_66;
let l_67 = l_mut_23 + u32(5);
let l_68 = l_67 * u32(128);
let l_69 = info.scalars_u32[2] + l_68;
let l_70 = l_69 + l_34;
let l_71 = buffer_1_global[l_70];
a_41[u32(5)] = l_71;
let l_72 = l_mut_23 + u32(6);
let l_73 = l_72 * u32(128);
let l_74 = info.scalars_u32[2] + l_73;
let l_75 = l_74 + l_34;
let l_76 = buffer_1_global[l_75];
a_41[u32(6)] = l_76;
let l_77 = l_mut_23 + u32(7);
let l_78 = l_77 * u32(128);
let l_79 = info.scalars_u32[2] + l_78;
let l_80 = l_79 + l_34;
let l_81 = buffer_1_global[l_80];
a_41[u32(7)] = l_81;
let l_82 = u32(0) + l_mut_23;
let l_83 = l_82 + u32(0);
let l_84 = shared_memory_21[l_83];
let l_85 = a_41[u32(0)];
let l_86 = l_84 * l_85;
let l_87 = a_36[u32(0)];
let l_88 = l_87 + l_86;
a_36[u32(0)] = l_88;
let l_89 = u32(128) + l_mut_23;
let l_90 = l_89 + u32(0);
let l_91 = shared_memory_21[l_90];
let l_92 = a_41[u32(0)];
let l_93 = l_91 * l_92;
let l_94 = a_36[u32(1)];
let l_95 = l_94 + l_93;
a_36[u32(1)] = l_95;
let l_96 = u32(0) + l_mut_23;
let l_97 = l_96 + u32(1);
let l_98 = shared_memory_21[l_97];
let l_99 = a_41[u32(1)];
let l_100 = l_98 * l_99;
let l_101 = a_36[u32(0)];
let l_102 = l_101 + l_100;
a_36[u32(0)] = l_102;
let l_103 = u32(128) + l_mut_23;
let l_104 = l_103 + u32(1);
let l_105 = shared_memory_21[l_104];
let l_106 = a_41[u32(1)];
let l_107 = l_105 * l_106;
let l_108 = a_36[u32(1)];
let l_109 = l_108 + l_107;
a_36[u32(1)] = l_109;
let l_110 = u32(0) + l_mut_23;
let l_111 = l_110 + u32(2);
let l_112 = shared_memory_21[l_111];
let l_113 = a_41[u32(2)];
let l_114 = l_112 * l_113;
let l_115 = a_36[u32(0)];
let l_116 = l_115 + l_114;
a_36[u32(0)] = l_116;
let l_117 = u32(128) + l_mut_23;
let l_118 = l_117 + u32(2);
let l_119 = shared_memory_21[l_118];
let l_120 = a_41[u32(2)];
let l_121 = l_119 * l_120;
let l_122 = a_36[u32(1)];
let l_123 = l_122 + l_121;
a_36[u32(1)] = l_123;
let l_124 = u32(0) + l_mut_23;
let l_125 = l_124 + u32(3);
let l_126 = shared_memory_21[l_125];
let l_127 = a_41[u32(3)];
let l_128 = l_126 * l_127;
let l_129 = a_36[u32(0)];
let l_130 = l_129 + l_128;
a_36[u32(0)] = l_130;
let l_131 = u32(128) + l_mut_23;
let l_132 = l_131 + u32(3);
let l_133 = shared_memory_21[l_132];
let l_134 = a_41[u32(3)];
let l_135 = l_133 * l_134;
let l_136 = a_36[u32(1)];
let l_137 = l_136 + l_135;
a_36[u32(1)] = l_137;
let l_138 = u32(0) + l_mut_23;
let l_139 = l_138 + u32(4);
let l_140 = shared_memory_21[l_139];
let l_141 = a_41[u32(4)];
let l_142 = l_140 * l_141;
let l_143 = a_36[u32(0)];
let l_144 = l_143 + l_142;
a_36[u32(0)] = l_144;
let l_145 = u32(128) + l_mut_23;
let l_146 = l_145 + u32(4);
let l_147 = shared_memory_21[l_146];
let l_148 = a_41[u32(4)];
let l_149 = l_147 * l_148;
let l_150 = a_36[u32(1)];
let l_151 = l_150 + l_149;
a_36[u32(1)] = l_151;
let l_152 = u32(0) + l_mut_23;
let l_153 = l_152 + u32(5);
let l_154 = shared_memory_21[l_153];
let l_155 = a_41[u32(5)];
let l_156 = l_154 * l_155;
let l_157 = a_36[u32(0)];
let l_158 = l_157 + l_156;
a_36[u32(0)] = l_158;
let l_159 = u32(128) + l_mut_23;
let l_160 = l_159 + u32(5);
let l_161 = shared_memory_21[l_160];
let l_162 = a_41[u32(5)];
let l_163 = l_161 * l_162;
let l_164 = a_36[u32(1)];
let l_165 = l_164 + l_163;
a_36[u32(1)] = l_165;
let l_166 = u32(0) + l_mut_23;
let l_167 = l_166 + u32(6);
let l_168 = shared_memory_21[l_167];
let l_169 = a_41[u32(6)];
let l_170 = l_168 * l_169;
let l_171 = a_36[u32(0)];
let l_172 = l_171 + l_170;
a_36[u32(0)] = l_172;
let l_173 = u32(128) + l_mut_23;
let l_174 = l_173 + u32(6);
let l_175 = shared_memory_21[l_174];
let l_176 = a_41[u32(6)];
let l_177 = l_175 * l_176;
let l_178 = a_36[u32(1)];
let l_179 = l_178 + l_177;
a_36[u32(1)] = l_179;
let l_180 = u32(0) + l_mut_23;
let l_181 = l_180 + u32(7);
let l_182 = shared_memory_21[l_181];
let l_183 = a_41[u32(7)];
let l_184 = l_182 * l_183;
let l_185 = a_36[u32(0)];
let l_186 = l_185 + l_184;
a_36[u32(0)] = l_186;
let l_187 = u32(128) + l_mut_23;
let l_188 = l_187 + u32(7);
let l_189 = shared_memory_21[l_188];
let l_190 = a_41[u32(7)];
let l_191 = l_189 * l_190;
let l_192 = a_36[u32(1)];
let l_193 = l_192 + l_191;
a_36[u32(1)] = l_193;
l_mut_23 = l_mut_23 + u32(8);
}
let l_194 = l_35 * u32(2);
let l_195 = l_194 + u32(0);
let l_196 = l_195 * u32(128);
let l_197 = l_196 + l_34;
let l_198 = a_36[u32(0)];
shared_memory_20[l_197] = l_198;
let l_199 = l_35 * u32(2);
let l_200 = l_199 + u32(1);
let l_201 = l_200 * u32(128);
let l_202 = l_201 + l_34;
let l_203 = a_36[u32(1)];
shared_memory_20[l_202] = l_203;
}
workgroupBarrier();
l_mut_23 = local_idx;
loop {
let l_204 = l_mut_23 < u32(128);
let l_205 = !l_204;
if l_205 {
break;
}
let l_207 = info.scalars_u32[3] + l_mut_23;
let l_208 = buffer_1_global[l_207];
a_206[u32(0)] = l_208;
a_206[u32(1)] = l_208;
let l_209 = u32(0) + l_mut_23;
let l_210 = shared_memory_20[l_209];
let l_211 = a_206[u32(0)];
let l_212 = l_211 + l_210;
a_206[u32(0)] = l_212;
let l_213 = u32(128) + l_mut_23;
let l_214 = shared_memory_20[l_213];
let l_215 = a_206[u32(1)];
let l_216 = l_215 + l_214;
a_206[u32(1)] = l_216;
let l_217 = u32(256) + l_mut_23;
let l_218 = shared_memory_20[l_217];
let l_219 = a_206[u32(0)];
let l_220 = l_219 + l_218;
a_206[u32(0)] = l_220;
let l_221 = u32(384) + l_mut_23;
let l_222 = shared_memory_20[l_221];
let l_223 = a_206[u32(1)];
let l_224 = l_223 + l_222;
a_206[u32(1)] = l_224;
let l_225 = a_206[u32(0)];
let l_226 = l_4 + u32(0);
let l_227 = l_226 < info.scalars_u32[0];
if l_227 {
let l_228 = l_226 * u32(128);
let l_229 = l_228 + l_mut_23;
buffer_4_global[l_229] = l_225;
}
let l_230 = u32(0) + l_mut_23;
let l_231 = -l_225;
let l_232 = exp(l_231);
let l_233 = f32(1.0) + l_232;
let l_234 = f32(1.0) / l_233;
let l_235 = l_225 * l_234;
shared_memory_22[l_230] = l_235;
let l_236 = a_206[u32(1)];
let l_237 = l_4 + u32(1);
let l_238 = l_237 < info.scalars_u32[0];
if l_238 {
let l_239 = l_237 * u32(128);
let l_240 = l_239 + l_mut_23;
buffer_4_global[l_240] = l_236;
}
let l_241 = u32(128) + l_mut_23;
let l_242 = -l_236;
let l_243 = exp(l_242);
let l_244 = f32(1.0) + l_243;
let l_245 = f32(1.0) / l_244;
let l_246 = l_236 * l_245;
shared_memory_22[l_241] = l_246;
l_mut_23 = l_mut_23 + u32(256);
}
workgroupBarrier();
l_mut_247 = local_idx;
loop {
let l_248 = l_mut_247 < u32(384);
let l_249 = !l_248;
if l_249 {
break;
}
let l_251 = info.scalars_u32[5] + l_mut_247;
let l_252 = buffer_1_global[l_251];
a_250[u32(0)] = l_252;
a_250[u32(1)] = l_252;
l_mut_253 = u32(0);
loop {
let l_254 = u32(0) + u32(128);
let l_255 = l_mut_253 < l_254;
let l_256 = !l_255;
if l_256 {
break;
}
let l_258 = l_mut_253 + u32(0);
let l_259 = l_258 * u32(384);
let l_260 = info.scalars_u32[4] + l_259;
let l_261 = l_260 + l_mut_247;
let l_262 = buffer_1_global[l_261];
a_257[u32(0)] = l_262;
let l_263 = l_mut_253 + u32(1);
let l_264 = l_263 * u32(384);
let l_265 = info.scalars_u32[4] + l_264;
let l_266 = l_265 + l_mut_247;
let l_267 = buffer_1_global[l_266];
a_257[u32(1)] = l_267;
let l_268 = l_mut_253 + u32(2);
let l_269 = l_268 * u32(384);
let l_270 = info.scalars_u32[4] + l_269;
let l_271 = l_270 + l_mut_247;
let l_272 = buffer_1_global[l_271];
a_257[u32(2)] = l_272;
let l_273 = l_mut_253 + u32(3);
let l_274 = l_273 * u32(384);
let l_275 = info.scalars_u32[4] + l_274;
let l_276 = l_275 + l_mut_247;
let l_277 = buffer_1_global[l_276];
a_257[u32(3)] = l_277;
let l_278 = l_mut_253 + u32(4);
let l_279 = l_278 * u32(384);
let l_280 = info.scalars_u32[4] + l_279;
let l_281 = l_280 + l_mut_247;
let l_282 = buffer_1_global[l_281];
a_257[u32(4)] = l_282;
let l_283 = l_mut_253 + u32(5);
let l_284 = l_283 * u32(384);
let l_285 = info.scalars_u32[4] + l_284;
let l_286 = l_285 + l_mut_247;
let l_287 = buffer_1_global[l_286];
a_257[u32(5)] = l_287;
let l_288 = l_mut_253 + u32(6);
let l_289 = l_288 * u32(384);
let l_290 = info.scalars_u32[4] + l_289;
let l_291 = l_290 + l_mut_247;
let l_292 = buffer_1_global[l_291];
a_257[u32(6)] = l_292;
let l_293 = l_mut_253 + u32(7);
let l_294 = l_293 * u32(384);
let l_295 = info.scalars_u32[4] + l_294;
let l_296 = l_295 + l_mut_247;
let l_297 = buffer_1_global[l_296];
a_257[u32(7)] = l_297;
let l_298 = u32(0) + l_mut_253;
let l_299 = l_298 + u32(0);
let l_300 = shared_memory_22[l_299];
let l_301 = a_257[u32(0)];
let l_302 = l_300 * l_301;
let l_303 = a_250[u32(0)];
let l_304 = l_303 + l_302;
a_250[u32(0)] = l_304;
let l_305 = u32(128) + l_mut_253;
let l_306 = l_305 + u32(0);
let l_307 = shared_memory_22[l_306];
let l_308 = a_257[u32(0)];
let l_309 = l_307 * l_308;
let l_310 = a_250[u32(1)];
let l_311 = l_310 + l_309;
a_250[u32(1)] = l_311;
let l_312 = u32(0) + l_mut_253;
let l_313 = l_312 + u32(1);
let l_314 = shared_memory_22[l_313];
let l_315 = a_257[u32(1)];
let l_316 = l_314 * l_315;
let l_317 = a_250[u32(0)];
let l_318 = l_317 + l_316;
a_250[u32(0)] = l_318;
let l_319 = u32(128) + l_mut_253;
let l_320 = l_319 + u32(1);
let l_321 = shared_memory_22[l_320];
let l_322 = a_257[u32(1)];
let l_323 = l_321 * l_322;
let l_324 = a_250[u32(1)];
let l_325 = l_324 + l_323;
a_250[u32(1)] = l_325;
let l_326 = u32(0) + l_mut_253;
let l_327 = l_326 + u32(2);
let l_328 = shared_memory_22[l_327];
let l_329 = a_257[u32(2)];
let l_330 = l_328 * l_329;
let l_331 = a_250[u32(0)];
let l_332 = l_331 + l_330;
a_250[u32(0)] = l_332;
let l_333 = u32(128) + l_mut_253;
let l_334 = l_333 + u32(2);
let l_335 = shared_memory_22[l_334];
let l_336 = a_257[u32(2)];
let l_337 = l_335 * l_336;
let l_338 = a_250[u32(1)];
let l_339 = l_338 + l_337;
a_250[u32(1)] = l_339;
let l_340 = u32(0) + l_mut_253;
let l_341 = l_340 + u32(3);
let l_342 = shared_memory_22[l_341];
let l_343 = a_257[u32(3)];
let l_344 = l_342 * l_343;
let l_345 = a_250[u32(0)];
let l_346 = l_345 + l_344;
a_250[u32(0)] = l_346;
let l_347 = u32(128) + l_mut_253;
let l_348 = l_347 + u32(3);
let l_349 = shared_memory_22[l_348];
let l_350 = a_257[u32(3)];
let l_351 = l_349 * l_350;
let l_352 = a_250[u32(1)];
let l_353 = l_352 + l_351;
a_250[u32(1)] = l_353;
let l_354 = u32(0) + l_mut_253;
let l_355 = l_354 + u32(4);
let l_356 = shared_memory_22[l_355];
let l_357 = a_257[u32(4)];
let l_358 = l_356 * l_357;
let l_359 = a_250[u32(0)];
let l_360 = l_359 + l_358;
a_250[u32(0)] = l_360;
let l_361 = u32(128) + l_mut_253;
let l_362 = l_361 + u32(4);
let l_363 = shared_memory_22[l_362];
let l_364 = a_257[u32(4)];
let l_365 = l_363 * l_364;
let l_366 = a_250[u32(1)];
let l_367 = l_366 + l_365;
a_250[u32(1)] = l_367;
let l_368 = u32(0) + l_mut_253;
let l_369 = l_368 + u32(5);
let l_370 = shared_memory_22[l_369];
let l_371 = a_257[u32(5)];
let l_372 = l_370 * l_371;
let l_373 = a_250[u32(0)];
let l_374 = l_373 + l_372;
a_250[u32(0)] = l_374;
let l_375 = u32(128) + l_mut_253;
let l_376 = l_375 + u32(5);
let l_377 = shared_memory_22[l_376];
let l_378 = a_257[u32(5)];
let l_379 = l_377 * l_378;
let l_380 = a_250[u32(1)];
let l_381 = l_380 + l_379;
a_250[u32(1)] = l_381;
let l_382 = u32(0) + l_mut_253;
let l_383 = l_382 + u32(6);
let l_384 = shared_memory_22[l_383];
let l_385 = a_257[u32(6)];
let l_386 = l_384 * l_385;
let l_387 = a_250[u32(0)];
let l_388 = l_387 + l_386;
a_250[u32(0)] = l_388;
let l_389 = u32(128) + l_mut_253;
let l_390 = l_389 + u32(6);
let l_391 = shared_memory_22[l_390];
let l_392 = a_257[u32(6)];
let l_393 = l_391 * l_392;
let l_394 = a_250[u32(1)];
let l_395 = l_394 + l_393;
a_250[u32(1)] = l_395;
let l_396 = u32(0) + l_mut_253;
let l_397 = l_396 + u32(7);
let l_398 = shared_memory_22[l_397];
let l_399 = a_257[u32(7)];
let l_400 = l_398 * l_399;
let l_401 = a_250[u32(0)];
let l_402 = l_401 + l_400;
a_250[u32(0)] = l_402;
let l_403 = u32(128) + l_mut_253;
let l_404 = l_403 + u32(7);
let l_405 = shared_memory_22[l_404];
let l_406 = a_257[u32(7)];
let l_407 = l_405 * l_406;
let l_408 = a_250[u32(1)];
let l_409 = l_408 + l_407;
a_250[u32(1)] = l_409;
l_mut_253 = l_mut_253 + u32(8);
}
let l_410 = l_4 + u32(0);
let l_411 = l_410 < info.scalars_u32[0];
if l_411 {
let l_412 = l_410 * u32(384);
let l_413 = l_412 + l_mut_247;
let l_414 = a_250[u32(0)];
buffer_5_global[l_413] = l_414;
}
let l_415 = l_4 + u32(1);
let l_416 = l_415 < info.scalars_u32[0];
if l_416 {
let l_417 = l_415 * u32(384);
let l_418 = l_417 + l_mut_247;
let l_419 = a_250[u32(1)];
buffer_5_global[l_418] = l_419;
}
l_mut_247 = l_mut_247 + u32(256);
}
}
