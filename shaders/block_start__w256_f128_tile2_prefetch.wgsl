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

var<workgroup> shared_memory_36: array<f32, 256>;

var<workgroup> shared_memory_35: array<f32, 1536>;

var<workgroup> shared_memory_37: array<f32, 256>;

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
var a_53: array<f32, 2>;

var a_61: array<f32, 8>;

var a_234: array<f32, 2>;

var a_281: array<f32, 2>;

var a_290: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_17: u32;
var l_mut_280: u32;
var l_mut_285: u32;
var l_mut_286: u32;
var l_mut_38: u32;
var l_mut_46: u32;
let l_0 = info.static_meta[u32(6)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(7)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(8)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(9)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(10)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(11)];
let l_11 = l_10 - u32(0);
let l_12 = info.scalars_u32[0] + u32(2);
let l_13 = l_12 - u32(1);
let l_14 = l_13 / u32(2);
let l_15 = workgroup_id_no_axis >= l_14;
if l_15 {
return;
}
let l_16 = workgroup_id_no_axis * u32(2);
l_mut_17 = local_idx;
loop {
let l_18 = l_mut_17 < u32(256);
let l_19 = !l_18;
if l_19 {
break;
}
let l_20 = l_mut_17 / u32(128);
let l_21 = l_16 + l_20;
let l_22 = l_21 < info.scalars_u32[0];
if l_22 {
let l_23 = l_21 * u32(128);
let l_24 = l_mut_17 % u32(128);
let l_25 = l_23 + l_24;
let l_26 = u32(0) + l_21;
let l_27 = buffer_0_global[l_26];
let l_28 = l_27 * u32(128);
let l_29 = info.scalars_u32[1] + l_28;
let l_30 = l_mut_17 % u32(128);
let l_31 = l_29 + l_30;
let l_32 = u32(0) + l_31;
let l_33 = buffer_1_global[l_32];
let l_34 = u32(0) + l_25;
buffer_3_global[l_34] = l_33;
}
l_mut_17 = l_mut_17 + u32(256);
}
storageBarrier();
l_mut_38 = local_idx;
loop {
let l_39 = l_mut_38 < u32(256);
let l_40 = !l_39;
if l_40 {
break;
}
let l_41 = l_mut_38 / u32(128);
let l_42 = l_16 + l_41;
let l_43 = l_42 < info.scalars_u32[0];
if l_43 {
let l_44 = l_42 * u32(128);
let l_45 = l_mut_38 % u32(128);
l_mut_46 = l_45;
let l_47 = l_44 + l_mut_46;
let l_48 = u32(0) + l_47;
let l_49 = buffer_3_global[l_48];
shared_memory_36[l_mut_38] = l_49;
} else {
shared_memory_36[l_mut_38] = f32(0.0);
}
l_mut_38 = l_mut_38 + u32(256);
}
workgroupBarrier();
let l_50 = local_idx < u32(256);
if l_50 {
let l_51 = local_idx % u32(128);
let l_52 = local_idx / u32(128);
a_53[u32(0)] = f32(0.0);
a_53[u32(1)] = f32(0.0);
let l_54 = l_52 * u32(64);
l_mut_46 = l_54;
let l_55 = l_mut_46 - l_54;
let l_56 = l_55 * u32(128);
let l_57 = info.scalars_u32[2] + l_56;
l_mut_46 = l_51;
l_mut_38 = l_54;
loop {
let l_58 = l_54 + u32(64);
let l_59 = l_mut_38 < l_58;
let l_60 = !l_59;
if l_60 {
break;
}
let l_62 = l_mut_38 + u32(0);
let l_63 = l_62 * u32(128);
let l_64 = l_57 + l_63;
let l_65 = l_64 + l_mut_46;
let l_66 = u32(0) + l_65;
let l_67 = buffer_1_global[l_66];
a_61[u32(0)] = l_67;
let l_68 = l_mut_38 + u32(1);
let l_69 = l_68 * u32(128);
let l_70 = l_57 + l_69;
let l_71 = l_70 + l_mut_46;
let l_72 = u32(0) + l_71;
let l_73 = buffer_1_global[l_72];
a_61[u32(1)] = l_73;
let l_74 = l_mut_38 + u32(2);
let l_75 = l_74 * u32(128);
let l_76 = l_57 + l_75;
let l_77 = l_76 + l_mut_46;
let l_78 = u32(0) + l_77;
let l_79 = buffer_1_global[l_78];
a_61[u32(2)] = l_79;
let l_80 = l_mut_38 + u32(3);
let l_81 = l_80 * u32(128);
let l_82 = l_57 + l_81;
let l_83 = l_82 + l_mut_46;
let l_84 = u32(0) + l_83;
let l_85 = buffer_1_global[l_84];
a_61[u32(3)] = l_85;
let l_86 = l_mut_38 + u32(4);
let l_87 = l_86 * u32(128);
let l_88 = l_57 + l_87;
let l_89 = l_88 + l_mut_46;
let l_90 = u32(0) + l_89;
let l_91 = buffer_1_global[l_90];
a_61[u32(4)] = l_91;
let l_92 = l_mut_38 + u32(5);
let l_93 = l_92 * u32(128);
let l_94 = l_57 + l_93;
let l_95 = l_94 + l_mut_46;
let l_96 = u32(0) + l_95;
let l_97 = buffer_1_global[l_96];
a_61[u32(5)] = l_97;
let l_98 = l_mut_38 + u32(6);
let l_99 = l_98 * u32(128);
let l_100 = l_57 + l_99;
let l_101 = l_100 + l_mut_46;
let l_102 = u32(0) + l_101;
let l_103 = buffer_1_global[l_102];
a_61[u32(6)] = l_103;
let l_104 = l_mut_38 + u32(7);
let l_105 = l_104 * u32(128);
let l_106 = l_57 + l_105;
let l_107 = l_106 + l_mut_46;
let l_108 = u32(0) + l_107;
let l_109 = buffer_1_global[l_108];
a_61[u32(7)] = l_109;
let l_110 = u32(0) + l_mut_38;
let l_111 = l_110 + u32(0);
let l_112 = shared_memory_36[l_111];
let l_113 = a_61[u32(0)];
let l_114 = l_112 * l_113;
let l_115 = a_53[u32(0)];
let l_116 = l_115 + l_114;
a_53[u32(0)] = l_116;
let l_117 = u32(128) + l_mut_38;
let l_118 = l_117 + u32(0);
let l_119 = shared_memory_36[l_118];
let l_120 = a_61[u32(0)];
let l_121 = l_119 * l_120;
let l_122 = a_53[u32(1)];
let l_123 = l_122 + l_121;
a_53[u32(1)] = l_123;
let l_124 = u32(0) + l_mut_38;
let l_125 = l_124 + u32(1);
let l_126 = shared_memory_36[l_125];
let l_127 = a_61[u32(1)];
let l_128 = l_126 * l_127;
let l_129 = a_53[u32(0)];
let l_130 = l_129 + l_128;
a_53[u32(0)] = l_130;
let l_131 = u32(128) + l_mut_38;
let l_132 = l_131 + u32(1);
let l_133 = shared_memory_36[l_132];
let l_134 = a_61[u32(1)];
let l_135 = l_133 * l_134;
let l_136 = a_53[u32(1)];
let l_137 = l_136 + l_135;
a_53[u32(1)] = l_137;
let l_138 = u32(0) + l_mut_38;
let l_139 = l_138 + u32(2);
let l_140 = shared_memory_36[l_139];
let l_141 = a_61[u32(2)];
let l_142 = l_140 * l_141;
let l_143 = a_53[u32(0)];
let l_144 = l_143 + l_142;
a_53[u32(0)] = l_144;
let l_145 = u32(128) + l_mut_38;
let l_146 = l_145 + u32(2);
let l_147 = shared_memory_36[l_146];
let l_148 = a_61[u32(2)];
let l_149 = l_147 * l_148;
let l_150 = a_53[u32(1)];
let l_151 = l_150 + l_149;
a_53[u32(1)] = l_151;
let l_152 = u32(0) + l_mut_38;
let l_153 = l_152 + u32(3);
let l_154 = shared_memory_36[l_153];
let l_155 = a_61[u32(3)];
let l_156 = l_154 * l_155;
let l_157 = a_53[u32(0)];
let l_158 = l_157 + l_156;
a_53[u32(0)] = l_158;
let l_159 = u32(128) + l_mut_38;
let l_160 = l_159 + u32(3);
let l_161 = shared_memory_36[l_160];
let l_162 = a_61[u32(3)];
let l_163 = l_161 * l_162;
let l_164 = a_53[u32(1)];
let l_165 = l_164 + l_163;
a_53[u32(1)] = l_165;
let l_166 = u32(0) + l_mut_38;
let l_167 = l_166 + u32(4);
let l_168 = shared_memory_36[l_167];
let l_169 = a_61[u32(4)];
let l_170 = l_168 * l_169;
let l_171 = a_53[u32(0)];
let l_172 = l_171 + l_170;
a_53[u32(0)] = l_172;
let l_173 = u32(128) + l_mut_38;
let l_174 = l_173 + u32(4);
let l_175 = shared_memory_36[l_174];
let l_176 = a_61[u32(4)];
let l_177 = l_175 * l_176;
let l_178 = a_53[u32(1)];
let l_179 = l_178 + l_177;
a_53[u32(1)] = l_179;
let l_180 = u32(0) + l_mut_38;
let l_181 = l_180 + u32(5);
let l_182 = shared_memory_36[l_181];
let l_183 = a_61[u32(5)];
let l_184 = l_182 * l_183;
let l_185 = a_53[u32(0)];
let l_186 = l_185 + l_184;
a_53[u32(0)] = l_186;
let l_187 = u32(128) + l_mut_38;
let l_188 = l_187 + u32(5);
let l_189 = shared_memory_36[l_188];
let l_190 = a_61[u32(5)];
let l_191 = l_189 * l_190;
let l_192 = a_53[u32(1)];
let l_193 = l_192 + l_191;
a_53[u32(1)] = l_193;
let l_194 = u32(0) + l_mut_38;
let l_195 = l_194 + u32(6);
let l_196 = shared_memory_36[l_195];
let l_197 = a_61[u32(6)];
let l_198 = l_196 * l_197;
let l_199 = a_53[u32(0)];
let l_200 = l_199 + l_198;
a_53[u32(0)] = l_200;
let l_201 = u32(128) + l_mut_38;
let l_202 = l_201 + u32(6);
let l_203 = shared_memory_36[l_202];
let l_204 = a_61[u32(6)];
let l_205 = l_203 * l_204;
let l_206 = a_53[u32(1)];
let l_207 = l_206 + l_205;
a_53[u32(1)] = l_207;
let l_208 = u32(0) + l_mut_38;
let l_209 = l_208 + u32(7);
let l_210 = shared_memory_36[l_209];
let l_211 = a_61[u32(7)];
let l_212 = l_210 * l_211;
let l_213 = a_53[u32(0)];
let l_214 = l_213 + l_212;
a_53[u32(0)] = l_214;
let l_215 = u32(128) + l_mut_38;
let l_216 = l_215 + u32(7);
let l_217 = shared_memory_36[l_216];
let l_218 = a_61[u32(7)];
let l_219 = l_217 * l_218;
let l_220 = a_53[u32(1)];
let l_221 = l_220 + l_219;
a_53[u32(1)] = l_221;
l_mut_38 = l_mut_38 + u32(8);
}
let l_222 = l_52 * u32(2);
let l_223 = l_222 + u32(0);
let l_224 = l_223 * u32(128);
let l_225 = l_224 + l_51;
let l_226 = a_53[u32(0)];
shared_memory_35[l_225] = l_226;
let l_227 = l_52 * u32(2);
let l_228 = l_227 + u32(1);
let l_229 = l_228 * u32(128);
let l_230 = l_229 + l_51;
let l_231 = a_53[u32(1)];
shared_memory_35[l_230] = l_231;
}
workgroupBarrier();
l_mut_46 = local_idx;
loop {
let l_232 = l_mut_46 < u32(128);
let l_233 = !l_232;
if l_233 {
break;
}
let l_235 = info.scalars_u32[3] + l_mut_46;
let l_236 = u32(0) + l_235;
let l_237 = buffer_1_global[l_236];
a_234[u32(0)] = l_237;
a_234[u32(1)] = l_237;
let l_238 = u32(0) + l_mut_46;
let l_239 = shared_memory_35[l_238];
let l_240 = a_234[u32(0)];
let l_241 = l_240 + l_239;
a_234[u32(0)] = l_241;
let l_242 = u32(128) + l_mut_46;
let l_243 = shared_memory_35[l_242];
let l_244 = a_234[u32(1)];
let l_245 = l_244 + l_243;
a_234[u32(1)] = l_245;
let l_246 = u32(256) + l_mut_46;
let l_247 = shared_memory_35[l_246];
let l_248 = a_234[u32(0)];
let l_249 = l_248 + l_247;
a_234[u32(0)] = l_249;
let l_250 = u32(384) + l_mut_46;
let l_251 = shared_memory_35[l_250];
let l_252 = a_234[u32(1)];
let l_253 = l_252 + l_251;
a_234[u32(1)] = l_253;
let l_254 = a_234[u32(0)];
let l_255 = l_16 + u32(0);
let l_256 = l_255 < info.scalars_u32[0];
if l_256 {
let l_257 = l_255 * u32(128);
let l_258 = l_257 + l_mut_46;
let l_259 = u32(0) + l_258;
buffer_4_global[l_259] = l_254;
}
let l_260 = u32(0) + l_mut_46;
let l_261 = -l_254;
let l_262 = exp(l_261);
let l_263 = f32(1.0) + l_262;
let l_264 = f32(1.0) / l_263;
let l_265 = l_254 * l_264;
shared_memory_37[l_260] = l_265;
let l_266 = a_234[u32(1)];
let l_267 = l_16 + u32(1);
let l_268 = l_267 < info.scalars_u32[0];
if l_268 {
let l_269 = l_267 * u32(128);
let l_270 = l_269 + l_mut_46;
let l_271 = u32(0) + l_270;
buffer_4_global[l_271] = l_266;
}
let l_272 = u32(128) + l_mut_46;
let l_273 = -l_266;
let l_274 = exp(l_273);
let l_275 = f32(1.0) + l_274;
let l_276 = f32(1.0) / l_275;
let l_277 = l_266 * l_276;
shared_memory_37[l_272] = l_277;
l_mut_46 = l_mut_46 + u32(256);
}
workgroupBarrier();
l_mut_38 = local_idx;
loop {
let l_278 = l_mut_38 < u32(384);
let l_279 = !l_278;
if l_279 {
break;
}
l_mut_280 = l_mut_38;
let l_282 = info.scalars_u32[5] + l_mut_280;
let l_283 = u32(0) + l_282;
let l_284 = buffer_1_global[l_283];
a_281[u32(0)] = l_284;
a_281[u32(1)] = l_284;
l_mut_285 = l_mut_38;
l_mut_286 = u32(0);
loop {
let l_287 = u32(0) + u32(128);
let l_288 = l_mut_286 < l_287;
let l_289 = !l_288;
if l_289 {
break;
}
let l_291 = l_mut_286 + u32(0);
let l_292 = l_291 * u32(384);
let l_293 = info.scalars_u32[4] + l_292;
let l_294 = l_293 + l_mut_285;
let l_295 = u32(0) + l_294;
let l_296 = buffer_1_global[l_295];
a_290[u32(0)] = l_296;
let l_297 = l_mut_286 + u32(1);
let l_298 = l_297 * u32(384);
let l_299 = info.scalars_u32[4] + l_298;
let l_300 = l_299 + l_mut_285;
let l_301 = u32(0) + l_300;
let l_302 = buffer_1_global[l_301];
a_290[u32(1)] = l_302;
let l_303 = l_mut_286 + u32(2);
let l_304 = l_303 * u32(384);
let l_305 = info.scalars_u32[4] + l_304;
let l_306 = l_305 + l_mut_285;
let l_307 = u32(0) + l_306;
let l_308 = buffer_1_global[l_307];
a_290[u32(2)] = l_308;
let l_309 = l_mut_286 + u32(3);
let l_310 = l_309 * u32(384);
let l_311 = info.scalars_u32[4] + l_310;
let l_312 = l_311 + l_mut_285;
let l_313 = u32(0) + l_312;
let l_314 = buffer_1_global[l_313];
a_290[u32(3)] = l_314;
let l_315 = l_mut_286 + u32(4);
let l_316 = l_315 * u32(384);
let l_317 = info.scalars_u32[4] + l_316;
let l_318 = l_317 + l_mut_285;
let l_319 = u32(0) + l_318;
let l_320 = buffer_1_global[l_319];
a_290[u32(4)] = l_320;
let l_321 = l_mut_286 + u32(5);
let l_322 = l_321 * u32(384);
let l_323 = info.scalars_u32[4] + l_322;
let l_324 = l_323 + l_mut_285;
let l_325 = u32(0) + l_324;
let l_326 = buffer_1_global[l_325];
a_290[u32(5)] = l_326;
let l_327 = l_mut_286 + u32(6);
let l_328 = l_327 * u32(384);
let l_329 = info.scalars_u32[4] + l_328;
let l_330 = l_329 + l_mut_285;
let l_331 = u32(0) + l_330;
let l_332 = buffer_1_global[l_331];
a_290[u32(6)] = l_332;
let l_333 = l_mut_286 + u32(7);
let l_334 = l_333 * u32(384);
let l_335 = info.scalars_u32[4] + l_334;
let l_336 = l_335 + l_mut_285;
let l_337 = u32(0) + l_336;
let l_338 = buffer_1_global[l_337];
a_290[u32(7)] = l_338;
let l_339 = u32(0) + l_mut_286;
let l_340 = l_339 + u32(0);
let l_341 = shared_memory_37[l_340];
let l_342 = a_290[u32(0)];
let l_343 = l_341 * l_342;
let l_344 = a_281[u32(0)];
let l_345 = l_344 + l_343;
a_281[u32(0)] = l_345;
let l_346 = u32(128) + l_mut_286;
let l_347 = l_346 + u32(0);
let l_348 = shared_memory_37[l_347];
let l_349 = a_290[u32(0)];
let l_350 = l_348 * l_349;
let l_351 = a_281[u32(1)];
let l_352 = l_351 + l_350;
a_281[u32(1)] = l_352;
let l_353 = u32(0) + l_mut_286;
let l_354 = l_353 + u32(1);
let l_355 = shared_memory_37[l_354];
let l_356 = a_290[u32(1)];
let l_357 = l_355 * l_356;
let l_358 = a_281[u32(0)];
let l_359 = l_358 + l_357;
a_281[u32(0)] = l_359;
let l_360 = u32(128) + l_mut_286;
let l_361 = l_360 + u32(1);
let l_362 = shared_memory_37[l_361];
let l_363 = a_290[u32(1)];
let l_364 = l_362 * l_363;
let l_365 = a_281[u32(1)];
let l_366 = l_365 + l_364;
a_281[u32(1)] = l_366;
let l_367 = u32(0) + l_mut_286;
let l_368 = l_367 + u32(2);
let l_369 = shared_memory_37[l_368];
let l_370 = a_290[u32(2)];
let l_371 = l_369 * l_370;
let l_372 = a_281[u32(0)];
let l_373 = l_372 + l_371;
a_281[u32(0)] = l_373;
let l_374 = u32(128) + l_mut_286;
let l_375 = l_374 + u32(2);
let l_376 = shared_memory_37[l_375];
let l_377 = a_290[u32(2)];
let l_378 = l_376 * l_377;
let l_379 = a_281[u32(1)];
let l_380 = l_379 + l_378;
a_281[u32(1)] = l_380;
let l_381 = u32(0) + l_mut_286;
let l_382 = l_381 + u32(3);
let l_383 = shared_memory_37[l_382];
let l_384 = a_290[u32(3)];
let l_385 = l_383 * l_384;
let l_386 = a_281[u32(0)];
let l_387 = l_386 + l_385;
a_281[u32(0)] = l_387;
let l_388 = u32(128) + l_mut_286;
let l_389 = l_388 + u32(3);
let l_390 = shared_memory_37[l_389];
let l_391 = a_290[u32(3)];
let l_392 = l_390 * l_391;
let l_393 = a_281[u32(1)];
let l_394 = l_393 + l_392;
a_281[u32(1)] = l_394;
let l_395 = u32(0) + l_mut_286;
let l_396 = l_395 + u32(4);
let l_397 = shared_memory_37[l_396];
let l_398 = a_290[u32(4)];
let l_399 = l_397 * l_398;
let l_400 = a_281[u32(0)];
let l_401 = l_400 + l_399;
a_281[u32(0)] = l_401;
let l_402 = u32(128) + l_mut_286;
let l_403 = l_402 + u32(4);
let l_404 = shared_memory_37[l_403];
let l_405 = a_290[u32(4)];
let l_406 = l_404 * l_405;
let l_407 = a_281[u32(1)];
let l_408 = l_407 + l_406;
a_281[u32(1)] = l_408;
let l_409 = u32(0) + l_mut_286;
let l_410 = l_409 + u32(5);
let l_411 = shared_memory_37[l_410];
let l_412 = a_290[u32(5)];
let l_413 = l_411 * l_412;
let l_414 = a_281[u32(0)];
let l_415 = l_414 + l_413;
a_281[u32(0)] = l_415;
let l_416 = u32(128) + l_mut_286;
let l_417 = l_416 + u32(5);
let l_418 = shared_memory_37[l_417];
let l_419 = a_290[u32(5)];
let l_420 = l_418 * l_419;
let l_421 = a_281[u32(1)];
let l_422 = l_421 + l_420;
a_281[u32(1)] = l_422;
let l_423 = u32(0) + l_mut_286;
let l_424 = l_423 + u32(6);
let l_425 = shared_memory_37[l_424];
let l_426 = a_290[u32(6)];
let l_427 = l_425 * l_426;
let l_428 = a_281[u32(0)];
let l_429 = l_428 + l_427;
a_281[u32(0)] = l_429;
let l_430 = u32(128) + l_mut_286;
let l_431 = l_430 + u32(6);
let l_432 = shared_memory_37[l_431];
let l_433 = a_290[u32(6)];
let l_434 = l_432 * l_433;
let l_435 = a_281[u32(1)];
let l_436 = l_435 + l_434;
a_281[u32(1)] = l_436;
let l_437 = u32(0) + l_mut_286;
let l_438 = l_437 + u32(7);
let l_439 = shared_memory_37[l_438];
let l_440 = a_290[u32(7)];
let l_441 = l_439 * l_440;
let l_442 = a_281[u32(0)];
let l_443 = l_442 + l_441;
a_281[u32(0)] = l_443;
let l_444 = u32(128) + l_mut_286;
let l_445 = l_444 + u32(7);
let l_446 = shared_memory_37[l_445];
let l_447 = a_290[u32(7)];
let l_448 = l_446 * l_447;
let l_449 = a_281[u32(1)];
let l_450 = l_449 + l_448;
a_281[u32(1)] = l_450;
l_mut_286 = l_mut_286 + u32(8);
}
let l_451 = l_16 + u32(0);
let l_452 = l_451 < info.scalars_u32[0];
if l_452 {
let l_453 = l_451 * u32(384);
let l_454 = l_453 + l_mut_280;
let l_455 = a_281[u32(0)];
let l_456 = u32(0) + l_454;
buffer_5_global[l_456] = l_455;
}
let l_457 = l_16 + u32(1);
let l_458 = l_457 < info.scalars_u32[0];
if l_458 {
let l_459 = l_457 * u32(384);
let l_460 = l_459 + l_mut_280;
let l_461 = a_281[u32(1)];
let l_462 = u32(0) + l_460;
buffer_5_global[l_462] = l_461;
}
l_mut_38 = l_mut_38 + u32(256);
}
}
