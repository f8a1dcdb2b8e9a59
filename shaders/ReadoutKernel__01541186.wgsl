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
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 20>,
}

@group(0)
@binding(10)
var<storage, read> info: info_st;

var<workgroup> shared_memory_7: array<f32, 256>;

var<workgroup> shared_memory_4: array<f32, 256>;

var<workgroup> shared_memory_8: array<f32, 128>;

var<workgroup> shared_memory_9: array<f32, 128>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn readout_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_23: array<f32, 2>;

var a_28: array<f32, 8>;

var a_193: array<f32, 2>;

var a_269: array<f32, 2>;

var a_274: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_256: f32;
var l_mut_266: u32;
var l_mut_270: u32;
let l_0 = info.scalars_u32[0] + u32(2);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(2);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_6 = workgroup_id_no_axis * u32(2);
l_mut_10 = local_idx;
loop {
let l_11 = l_mut_10 < u32(256);
let l_12 = !l_11;
if l_12 {
break;
}
let l_13 = l_mut_10 / u32(128);
let l_14 = l_6 + l_13;
let l_15 = l_14 < info.scalars_u32[0];
if l_15 {
let l_16 = l_14 * u32(128);
let l_17 = l_mut_10 % u32(128);
let l_18 = l_16 + l_17;
let l_19 = buffer_0_global[l_18];
shared_memory_7[l_mut_10] = l_19;
} else {
shared_memory_7[l_mut_10] = f32(0.0);
}
l_mut_10 = l_mut_10 + u32(128);
}
workgroupBarrier();
let l_20 = local_idx < u32(128);
if l_20 {
let l_21 = local_idx % u32(64);
let l_22 = local_idx / u32(64);
a_23[u32(0)] = f32(0.0);
a_23[u32(1)] = f32(0.0);
let l_24 = l_22 * u32(64);
l_mut_10 = l_24;
loop {
let l_25 = l_24 + u32(64);
let l_26 = l_mut_10 < l_25;
let l_27 = !l_26;
if l_27 {
break;
}
let l_29 = l_mut_10 + u32(0);
let l_30 = l_29 * u32(64);
let l_31 = u32(0) + l_30;
let l_32 = l_31 + l_21;
let l_33 = buffer_1_global[l_32];
a_28[u32(0)] = l_33;
let l_34 = l_mut_10 + u32(1);
let l_35 = l_34 * u32(64);
let l_36 = u32(0) + l_35;
let l_37 = l_36 + l_21;
let l_38 = buffer_1_global[l_37];
a_28[u32(1)] = l_38;
let l_39 = l_mut_10 + u32(2);
let l_40 = l_39 * u32(64);
let l_41 = u32(0) + l_40;
let l_42 = l_41 + l_21;
let l_43 = buffer_1_global[l_42];
a_28[u32(2)] = l_43;
let l_44 = l_mut_10 + u32(3);
let l_45 = l_44 * u32(64);
let l_46 = u32(0) + l_45;
let l_47 = l_46 + l_21;
let l_48 = buffer_1_global[l_47];
a_28[u32(3)] = l_48;
let l_49 = l_mut_10 + u32(4);
let l_50 = l_49 * u32(64);
let l_51 = u32(0) + l_50;
let l_52 = l_51 + l_21;
let l_53 = buffer_1_global[l_52];
a_28[u32(4)] = l_53;
let l_54 = l_mut_10 + u32(5);
let l_55 = l_54 * u32(64);
let l_56 = u32(0) + l_55;
let l_57 = l_56 + l_21;
let l_58 = buffer_1_global[l_57];
a_28[u32(5)] = l_58;
let l_59 = l_mut_10 + u32(6);
let l_60 = l_59 * u32(64);
let l_61 = u32(0) + l_60;
let l_62 = l_61 + l_21;
let l_63 = buffer_1_global[l_62];
a_28[u32(6)] = l_63;
let l_64 = l_mut_10 + u32(7);
let l_65 = l_64 * u32(64);
let l_66 = u32(0) + l_65;
let l_67 = l_66 + l_21;
let l_68 = buffer_1_global[l_67];
a_28[u32(7)] = l_68;
let l_69 = u32(0) + l_mut_10;
let l_70 = l_69 + u32(0);
let l_71 = shared_memory_7[l_70];
let l_72 = a_28[u32(0)];
let l_73 = l_71 * l_72;
let l_74 = a_23[u32(0)];
let l_75 = l_74 + l_73;
a_23[u32(0)] = l_75;
let l_76 = u32(128) + l_mut_10;
let l_77 = l_76 + u32(0);
let l_78 = shared_memory_7[l_77];
let l_79 = a_28[u32(0)];
let l_80 = l_78 * l_79;
let l_81 = a_23[u32(1)];
let l_82 = l_81 + l_80;
a_23[u32(1)] = l_82;
let l_83 = u32(0) + l_mut_10;
let l_84 = l_83 + u32(1);
let l_85 = shared_memory_7[l_84];
let l_86 = a_28[u32(1)];
let l_87 = l_85 * l_86;
let l_88 = a_23[u32(0)];
let l_89 = l_88 + l_87;
a_23[u32(0)] = l_89;
let l_90 = u32(128) + l_mut_10;
let l_91 = l_90 + u32(1);
let l_92 = shared_memory_7[l_91];
let l_93 = a_28[u32(1)];
let l_94 = l_92 * l_93;
let l_95 = a_23[u32(1)];
let l_96 = l_95 + l_94;
a_23[u32(1)] = l_96;
let l_97 = u32(0) + l_mut_10;
let l_98 = l_97 + u32(2);
let l_99 = shared_memory_7[l_98];
let l_100 = a_28[u32(2)];
let l_101 = l_99 * l_100;
let l_102 = a_23[u32(0)];
let l_103 = l_102 + l_101;
a_23[u32(0)] = l_103;
let l_104 = u32(128) + l_mut_10;
let l_105 = l_104 + u32(2);
let l_106 = shared_memory_7[l_105];
let l_107 = a_28[u32(2)];
let l_108 = l_106 * l_107;
let l_109 = a_23[u32(1)];
let l_110 = l_109 + l_108;
a_23[u32(1)] = l_110;
let l_111 = u32(0) + l_mut_10;
let l_112 = l_111 + u32(3);
let l_113 = shared_memory_7[l_112];
let l_114 = a_28[u32(3)];
let l_115 = l_113 * l_114;
let l_116 = a_23[u32(0)];
let l_117 = l_116 + l_115;
a_23[u32(0)] = l_117;
let l_118 = u32(128) + l_mut_10;
let l_119 = l_118 + u32(3);
let l_120 = shared_memory_7[l_119];
let l_121 = a_28[u32(3)];
let l_122 = l_120 * l_121;
let l_123 = a_23[u32(1)];
let l_124 = l_123 + l_122;
a_23[u32(1)] = l_124;
let l_125 = u32(0) + l_mut_10;
let l_126 = l_125 + u32(4);
let l_127 = shared_memory_7[l_126];
let l_128 = a_28[u32(4)];
let l_129 = l_127 * l_128;
let l_130 = a_23[u32(0)];
let l_131 = l_130 + l_129;
a_23[u32(0)] = l_131;
let l_132 = u32(128) + l_mut_10;
let l_133 = l_132 + u32(4);
let l_134 = shared_memory_7[l_133];
let l_135 = a_28[u32(4)];
let l_136 = l_134 * l_135;
let l_137 = a_23[u32(1)];
let l_138 = l_137 + l_136;
a_23[u32(1)] = l_138;
let l_139 = u32(0) + l_mut_10;
let l_140 = l_139 + u32(5);
let l_141 = shared_memory_7[l_140];
let l_142 = a_28[u32(5)];
let l_143 = l_141 * l_142;
let l_144 = a_23[u32(0)];
let l_145 = l_144 + l_143;
a_23[u32(0)] = l_145;
let l_146 = u32(128) + l_mut_10;
let l_147 = l_146 + u32(5);
let l_148 = shared_memory_7[l_147];
let l_149 = a_28[u32(5)];
let l_150 = l_148 * l_149;
let l_151 = a_23[u32(1)];
let l_152 = l_151 + l_150;
a_23[u32(1)] = l_152;
let l_153 = u32(0) + l_mut_10;
let l_154 = l_153 + u32(6);
let l_155 = shared_memory_7[l_154];
let l_156 = a_28[u32(6)];
let l_157 = l_155 * l_156;
let l_158 = a_23[u32(0)];
let l_159 = l_158 + l_157;
a_23[u32(0)] = l_159;
let l_160 = u32(128) + l_mut_10;
let l_161 = l_160 + u32(6);
let l_162 = shared_memory_7[l_161];
let l_163 = a_28[u32(6)];
let l_164 = l_162 * l_163;
let l_165 = a_23[u32(1)];
let l_166 = l_165 + l_164;
a_23[u32(1)] = l_166;
let l_167 = u32(0) + l_mut_10;
let l_168 = l_167 + u32(7);
let l_169 = shared_memory_7[l_168];
let l_170 = a_28[u32(7)];
let l_171 = l_169 * l_170;
let l_172 = a_23[u32(0)];
let l_173 = l_172 + l_171;
a_23[u32(0)] = l_173;
let l_174 = u32(128) + l_mut_10;
let l_175 = l_174 + u32(7);
let l_176 = shared_memory_7[l_175];
let l_177 = a_28[u32(7)];
let l_178 = l_176 * l_177;
let l_179 = a_23[u32(1)];
let l_180 = l_179 + l_178;
a_23[u32(1)] = l_180;
l_mut_10 = l_mut_10 + u32(8);
}
let l_181 = l_22 * u32(2);
let l_182 = l_181 + u32(0);
let l_183 = l_182 * u32(64);
let l_184 = l_183 + l_21;
let l_185 = a_23[u32(0)];
shared_memory_4[l_184] = l_185;
let l_186 = l_22 * u32(2);
let l_187 = l_186 + u32(1);
let l_188 = l_187 * u32(64);
let l_189 = l_188 + l_21;
let l_190 = a_23[u32(1)];
shared_memory_4[l_189] = l_190;
}
workgroupBarrier();
l_mut_10 = local_idx;
loop {
let l_191 = l_mut_10 < u32(64);
let l_192 = !l_191;
if l_192 {
break;
}
let l_194 = u32(0) + l_mut_10;
let l_195 = buffer_2_global[l_194];
a_193[u32(0)] = l_195;
a_193[u32(1)] = l_195;
let l_196 = u32(0) + l_mut_10;
let l_197 = shared_memory_4[l_196];
let l_198 = a_193[u32(0)];
let l_199 = l_198 + l_197;
a_193[u32(0)] = l_199;
let l_200 = u32(64) + l_mut_10;
let l_201 = shared_memory_4[l_200];
let l_202 = a_193[u32(1)];
let l_203 = l_202 + l_201;
a_193[u32(1)] = l_203;
let l_204 = u32(128) + l_mut_10;
let l_205 = shared_memory_4[l_204];
let l_206 = a_193[u32(0)];
let l_207 = l_206 + l_205;
a_193[u32(0)] = l_207;
let l_208 = u32(192) + l_mut_10;
let l_209 = shared_memory_4[l_208];
let l_210 = a_193[u32(1)];
let l_211 = l_210 + l_209;
a_193[u32(1)] = l_211;
let l_212 = u32(0) + l_mut_10;
let l_213 = buffer_4_global[l_212];
let l_214 = a_193[u32(0)];
let l_215 = u32(0) + l_mut_10;
let l_216 = -l_214;
let l_217 = exp(l_216);
let l_218 = f32(1.0) + l_217;
let l_219 = f32(1.0) / l_218;
let l_220 = l_214 * l_219;
let l_221 = l_220 * l_213;
shared_memory_8[l_215] = l_221;
let l_222 = u32(0) + l_mut_10;
let l_223 = info.scalars_f32[0] * l_213;
let l_224 = -l_214;
let l_225 = exp(l_224);
let l_226 = f32(1.0) + l_225;
let l_227 = f32(1.0) / l_226;
let l_228 = f32(1.0) - l_227;
let l_229 = l_214 * l_228;
let l_230 = f32(1.0) + l_229;
let l_231 = l_227 * l_230;
let l_232 = l_223 * l_231;
shared_memory_9[l_222] = l_232;
let l_233 = a_193[u32(1)];
let l_234 = u32(64) + l_mut_10;
let l_235 = -l_233;
let l_236 = exp(l_235);
let l_237 = f32(1.0) + l_236;
let l_238 = f32(1.0) / l_237;
let l_239 = l_233 * l_238;
let l_240 = l_239 * l_213;
shared_memory_8[l_234] = l_240;
let l_241 = u32(64) + l_mut_10;
let l_242 = info.scalars_f32[0] * l_213;
let l_243 = -l_233;
let l_244 = exp(l_243);
let l_245 = f32(1.0) + l_244;
let l_246 = f32(1.0) / l_245;
let l_247 = f32(1.0) - l_246;
let l_248 = l_233 * l_247;
let l_249 = f32(1.0) + l_248;
let l_250 = l_246 * l_249;
let l_251 = l_242 * l_250;
shared_memory_9[l_241] = l_251;
l_mut_10 = l_mut_10 + u32(128);
}
workgroupBarrier();
let l_252 = local_idx < u32(2);
if l_252 {
let l_253 = l_6 + local_idx;
let l_254 = l_253 < info.scalars_u32[0];
if l_254 {
let l_255 = buffer_5_global[u32(0)];
l_mut_256 = l_255;

for (var l_mut_257: u32 = u32(0); l_mut_257 < u32(64); l_mut_257++) {
let l_258 = local_idx * u32(64);
let l_259 = l_258 + l_mut_257;
let l_260 = shared_memory_8[l_259];
l_mut_256 = l_mut_256 + l_260;
}
let l_261 = info.scalars_f32[0] * l_mut_256;
let l_262 = l_261 + info.scalars_f32[1];
let l_263 = buffer_6_global[l_253];
let l_264 = buffer_7_global[l_263];
let l_265 = l_262 + l_264;
buffer_8_global[l_253] = l_265;
}
}
l_mut_266 = local_idx;
loop {
let l_267 = l_mut_266 < u32(128);
let l_268 = !l_267;
if l_268 {
break;
}
a_269[u32(0)] = f32(0.0);
a_269[u32(1)] = f32(0.0);
l_mut_270 = u32(0);
loop {
let l_271 = u32(0) + u32(64);
let l_272 = l_mut_270 < l_271;
let l_273 = !l_272;
if l_273 {
break;
}
let l_275 = l_mut_270 + u32(0);
let l_276 = l_275 * u32(128);
let l_277 = u32(0) + l_276;
let l_278 = l_277 + l_mut_266;
let l_279 = buffer_3_global[l_278];
a_274[u32(0)] = l_279;
let l_280 = l_mut_270 + u32(1);
let l_281 = l_280 * u32(128);
let l_282 = u32(0) + l_281;
let l_283 = l_282 + l_mut_266;
let l_284 = buffer_3_global[l_283];
a_274[u32(1)] = l_284;
let l_285 = l_mut_270 + u32(2);
let l_286 = l_285 * u32(128);
let l_287 = u32(0) + l_286;
let l_288 = l_287 + l_mut_266;
let l_289 = buffer_3_global[l_288];
a_274[u32(2)] = l_289;
let l_290 = l_mut_270 + u32(3);
let l_291 = l_290 * u32(128);
let l_292 = u32(0) + l_291;
let l_293 = l_292 + l_mut_266;
let l_294 = buffer_3_global[l_293];
a_274[u32(3)] = l_294;
let l_295 = l_mut_270 + u32(4);
let l_296 = l_295 * u32(128);
let l_297 = u32(0) + l_296;
let l_298 = l_297 + l_mut_266;
let l_299 = buffer_3_global[l_298];
a_274[u32(4)] = l_299;
let l_300 = l_mut_270 + u32(5);
let l_301 = l_300 * u32(128);
let l_302 = u32(0) + l_301;
let l_303 = l_302 + l_mut_266;
let l_304 = buffer_3_global[l_303];
a_274[u32(5)] = l_304;
let l_305 = l_mut_270 + u32(6);
let l_306 = l_305 * u32(128);
let l_307 = u32(0) + l_306;
let l_308 = l_307 + l_mut_266;
let l_309 = buffer_3_global[l_308];
a_274[u32(6)] = l_309;
let l_310 = l_mut_270 + u32(7);
let l_311 = l_310 * u32(128);
let l_312 = u32(0) + l_311;
let l_313 = l_312 + l_mut_266;
let l_314 = buffer_3_global[l_313];
a_274[u32(7)] = l_314;
let l_315 = u32(0) + l_mut_270;
let l_316 = l_315 + u32(0);
let l_317 = shared_memory_9[l_316];
let l_318 = a_274[u32(0)];
let l_319 = l_317 * l_318;
let l_320 = a_269[u32(0)];
let l_321 = l_320 + l_319;
a_269[u32(0)] = l_321;
let l_322 = u32(64) + l_mut_270;
let l_323 = l_322 + u32(0);
let l_324 = shared_memory_9[l_323];
let l_325 = a_274[u32(0)];
let l_326 = l_324 * l_325;
let l_327 = a_269[u32(1)];
let l_328 = l_327 + l_326;
a_269[u32(1)] = l_328;
let l_329 = u32(0) + l_mut_270;
let l_330 = l_329 + u32(1);
let l_331 = shared_memory_9[l_330];
let l_332 = a_274[u32(1)];
let l_333 = l_331 * l_332;
let l_334 = a_269[u32(0)];
let l_335 = l_334 + l_333;
a_269[u32(0)] = l_335;
let l_336 = u32(64) + l_mut_270;
let l_337 = l_336 + u32(1);
let l_338 = shared_memory_9[l_337];
let l_339 = a_274[u32(1)];
let l_340 = l_338 * l_339;
let l_341 = a_269[u32(1)];
let l_342 = l_341 + l_340;
a_269[u32(1)] = l_342;
let l_343 = u32(0) + l_mut_270;
let l_344 = l_343 + u32(2);
let l_345 = shared_memory_9[l_344];
let l_346 = a_274[u32(2)];
let l_347 = l_345 * l_346;
let l_348 = a_269[u32(0)];
let l_349 = l_348 + l_347;
a_269[u32(0)] = l_349;
let l_350 = u32(64) + l_mut_270;
let l_351 = l_350 + u32(2);
let l_352 = shared_memory_9[l_351];
let l_353 = a_274[u32(2)];
let l_354 = l_352 * l_353;
let l_355 = a_269[u32(1)];
let l_356 = l_355 + l_354;
a_269[u32(1)] = l_356;
let l_357 = u32(0) + l_mut_270;
let l_358 = l_357 + u32(3);
let l_359 = shared_memory_9[l_358];
let l_360 = a_274[u32(3)];
let l_361 = l_359 * l_360;
let l_362 = a_269[u32(0)];
let l_363 = l_362 + l_361;
a_269[u32(0)] = l_363;
let l_364 = u32(64) + l_mut_270;
let l_365 = l_364 + u32(3);
let l_366 = shared_memory_9[l_365];
let l_367 = a_274[u32(3)];
let l_368 = l_366 * l_367;
let l_369 = a_269[u32(1)];
let l_370 = l_369 + l_368;
a_269[u32(1)] = l_370;
let l_371 = u32(0) + l_mut_270;
let l_372 = l_371 + u32(4);
let l_373 = shared_memory_9[l_372];
let l_374 = a_274[u32(4)];
let l_375 = l_373 * l_374;
let l_376 = a_269[u32(0)];
let l_377 = l_376 + l_375;
a_269[u32(0)] = l_377;
let l_378 = u32(64) + l_mut_270;
let l_379 = l_378 + u32(4);
let l_380 = shared_memory_9[l_379];
let l_381 = a_274[u32(4)];
let l_382 = l_380 * l_381;
let l_383 = a_269[u32(1)];
let l_384 = l_383 + l_382;
a_269[u32(1)] = l_384;
let l_385 = u32(0) + l_mut_270;
let l_386 = l_385 + u32(5);
let l_387 = shared_memory_9[l_386];
let l_388 = a_274[u32(5)];
let l_389 = l_387 * l_388;
let l_390 = a_269[u32(0)];
let l_391 = l_390 + l_389;
a_269[u32(0)] = l_391;
let l_392 = u32(64) + l_mut_270;
let l_393 = l_392 + u32(5);
let l_394 = shared_memory_9[l_393];
let l_395 = a_274[u32(5)];
let l_396 = l_394 * l_395;
let l_397 = a_269[u32(1)];
let l_398 = l_397 + l_396;
a_269[u32(1)] = l_398;
let l_399 = u32(0) + l_mut_270;
let l_400 = l_399 + u32(6);
let l_401 = shared_memory_9[l_400];
let l_402 = a_274[u32(6)];
let l_403 = l_401 * l_402;
let l_404 = a_269[u32(0)];
let l_405 = l_404 + l_403;
a_269[u32(0)] = l_405;
let l_406 = u32(64) + l_mut_270;
let l_407 = l_406 + u32(6);
let l_408 = shared_memory_9[l_407];
let l_409 = a_274[u32(6)];
let l_410 = l_408 * l_409;
let l_411 = a_269[u32(1)];
let l_412 = l_411 + l_410;
a_269[u32(1)] = l_412;
let l_413 = u32(0) + l_mut_270;
let l_414 = l_413 + u32(7);
let l_415 = shared_memory_9[l_414];
let l_416 = a_274[u32(7)];
let l_417 = l_415 * l_416;
let l_418 = a_269[u32(0)];
let l_419 = l_418 + l_417;
a_269[u32(0)] = l_419;
let l_420 = u32(64) + l_mut_270;
let l_421 = l_420 + u32(7);
let l_422 = shared_memory_9[l_421];
let l_423 = a_274[u32(7)];
let l_424 = l_422 * l_423;
let l_425 = a_269[u32(1)];
let l_426 = l_425 + l_424;
a_269[u32(1)] = l_426;
l_mut_270 = l_mut_270 + u32(8);
}
let l_427 = l_6 + u32(0);
let l_428 = l_427 < info.scalars_u32[0];
if l_428 {
let l_429 = l_427 * u32(128);
let l_430 = l_429 + l_mut_266;
let l_431 = a_269[u32(0)];
buffer_9_global[l_430] = l_431;
}
let l_432 = l_6 + u32(1);
let l_433 = l_432 < info.scalars_u32[0];
if l_433 {
let l_434 = l_432 * u32(128);
let l_435 = l_434 + l_mut_266;
let l_436 = a_269[u32(1)];
buffer_9_global[l_435] = l_436;
}
l_mut_266 = l_mut_266 + u32(128);
}
}
