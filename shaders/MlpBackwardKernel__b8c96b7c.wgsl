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

var<workgroup> shared_memory_6: array<f32, 768>;

var<workgroup> shared_memory_7: array<f32, 256>;

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
var a_20: array<f32, 2>;

var a_25: array<f32, 8>;

var a_213: array<f32, 2>;

var a_218: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_179: f32;
var l_mut_214: u32;
var l_mut_21: u32;
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
let l_9 = l_mut_8 < u32(768);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 / u32(384);
let l_12 = l_5 + l_11;
let l_13 = l_12 < info.scalars_u32[0];
if l_13 {
let l_14 = l_12 * u32(384);
let l_15 = l_mut_8 % u32(384);
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
a_20[u32(0)] = f32(0.0);
a_20[u32(1)] = f32(0.0);
l_mut_21 = u32(0);
loop {
let l_22 = u32(0) + u32(384);
let l_23 = l_mut_21 < l_22;
let l_24 = !l_23;
if l_24 {
break;
}
let l_26 = l_mut_21 + u32(0);
let l_27 = l_26 * u32(128);
let l_28 = u32(0) + l_27;
let l_29 = l_28 + l_mut_8;
let l_30 = buffer_1_global[l_29];
a_25[u32(0)] = l_30;
let l_31 = l_mut_21 + u32(1);
let l_32 = l_31 * u32(128);
let l_33 = u32(0) + l_32;
let l_34 = l_33 + l_mut_8;
let l_35 = buffer_1_global[l_34];
a_25[u32(1)] = l_35;
let l_36 = l_mut_21 + u32(2);
let l_37 = l_36 * u32(128);
let l_38 = u32(0) + l_37;
let l_39 = l_38 + l_mut_8;
let l_40 = buffer_1_global[l_39];
a_25[u32(2)] = l_40;
let l_41 = l_mut_21 + u32(3);
let l_42 = l_41 * u32(128);
let l_43 = u32(0) + l_42;
let l_44 = l_43 + l_mut_8;
let l_45 = buffer_1_global[l_44];
a_25[u32(3)] = l_45;
let l_46 = l_mut_21 + u32(4);
let l_47 = l_46 * u32(128);
let l_48 = u32(0) + l_47;
let l_49 = l_48 + l_mut_8;
let l_50 = buffer_1_global[l_49];
a_25[u32(4)] = l_50;
let l_51 = l_mut_21 + u32(5);
let l_52 = l_51 * u32(128);
let l_53 = u32(0) + l_52;
let l_54 = l_53 + l_mut_8;
let l_55 = buffer_1_global[l_54];
a_25[u32(5)] = l_55;
let l_56 = l_mut_21 + u32(6);
let l_57 = l_56 * u32(128);
let l_58 = u32(0) + l_57;
let l_59 = l_58 + l_mut_8;
let l_60 = buffer_1_global[l_59];
a_25[u32(6)] = l_60;
let l_61 = l_mut_21 + u32(7);
let l_62 = l_61 * u32(128);
let l_63 = u32(0) + l_62;
let l_64 = l_63 + l_mut_8;
let l_65 = buffer_1_global[l_64];
a_25[u32(7)] = l_65;
let l_66 = u32(0) + l_mut_21;
let l_67 = l_66 + u32(0);
let l_68 = shared_memory_6[l_67];
let l_69 = a_25[u32(0)];
let l_70 = l_68 * l_69;
let l_71 = a_20[u32(0)];
let l_72 = l_71 + l_70;
a_20[u32(0)] = l_72;
let l_73 = u32(384) + l_mut_21;
let l_74 = l_73 + u32(0);
let l_75 = shared_memory_6[l_74];
let l_76 = a_25[u32(0)];
let l_77 = l_75 * l_76;
let l_78 = a_20[u32(1)];
let l_79 = l_78 + l_77;
a_20[u32(1)] = l_79;
let l_80 = u32(0) + l_mut_21;
let l_81 = l_80 + u32(1);
let l_82 = shared_memory_6[l_81];
let l_83 = a_25[u32(1)];
let l_84 = l_82 * l_83;
let l_85 = a_20[u32(0)];
let l_86 = l_85 + l_84;
a_20[u32(0)] = l_86;
let l_87 = u32(384) + l_mut_21;
let l_88 = l_87 + u32(1);
let l_89 = shared_memory_6[l_88];
let l_90 = a_25[u32(1)];
let l_91 = l_89 * l_90;
let l_92 = a_20[u32(1)];
let l_93 = l_92 + l_91;
a_20[u32(1)] = l_93;
let l_94 = u32(0) + l_mut_21;
let l_95 = l_94 + u32(2);
let l_96 = shared_memory_6[l_95];
let l_97 = a_25[u32(2)];
let l_98 = l_96 * l_97;
let l_99 = a_20[u32(0)];
let l_100 = l_99 + l_98;
a_20[u32(0)] = l_100;
let l_101 = u32(384) + l_mut_21;
let l_102 = l_101 + u32(2);
let l_103 = shared_memory_6[l_102];
let l_104 = a_25[u32(2)];
let l_105 = l_103 * l_104;
let l_106 = a_20[u32(1)];
let l_107 = l_106 + l_105;
a_20[u32(1)] = l_107;
let l_108 = u32(0) + l_mut_21;
let l_109 = l_108 + u32(3);
let l_110 = shared_memory_6[l_109];
let l_111 = a_25[u32(3)];
let l_112 = l_110 * l_111;
let l_113 = a_20[u32(0)];
let l_114 = l_113 + l_112;
a_20[u32(0)] = l_114;
let l_115 = u32(384) + l_mut_21;
let l_116 = l_115 + u32(3);
let l_117 = shared_memory_6[l_116];
let l_118 = a_25[u32(3)];
let l_119 = l_117 * l_118;
let l_120 = a_20[u32(1)];
let l_121 = l_120 + l_119;
a_20[u32(1)] = l_121;
let l_122 = u32(0) + l_mut_21;
let l_123 = l_122 + u32(4);
let l_124 = shared_memory_6[l_123];
let l_125 = a_25[u32(4)];
let l_126 = l_124 * l_125;
let l_127 = a_20[u32(0)];
let l_128 = l_127 + l_126;
a_20[u32(0)] = l_128;
let l_129 = u32(384) + l_mut_21;
let l_130 = l_129 + u32(4);
let l_131 = shared_memory_6[l_130];
let l_132 = a_25[u32(4)];
let l_133 = l_131 * l_132;
let l_134 = a_20[u32(1)];
let l_135 = l_134 + l_133;
a_20[u32(1)] = l_135;
let l_136 = u32(0) + l_mut_21;
let l_137 = l_136 + u32(5);
let l_138 = shared_memory_6[l_137];
let l_139 = a_25[u32(5)];
let l_140 = l_138 * l_139;
let l_141 = a_20[u32(0)];
let l_142 = l_141 + l_140;
a_20[u32(0)] = l_142;
let l_143 = u32(384) + l_mut_21;
let l_144 = l_143 + u32(5);
let l_145 = shared_memory_6[l_144];
let l_146 = a_25[u32(5)];
let l_147 = l_145 * l_146;
let l_148 = a_20[u32(1)];
let l_149 = l_148 + l_147;
a_20[u32(1)] = l_149;
let l_150 = u32(0) + l_mut_21;
let l_151 = l_150 + u32(6);
let l_152 = shared_memory_6[l_151];
let l_153 = a_25[u32(6)];
let l_154 = l_152 * l_153;
let l_155 = a_20[u32(0)];
let l_156 = l_155 + l_154;
a_20[u32(0)] = l_156;
let l_157 = u32(384) + l_mut_21;
let l_158 = l_157 + u32(6);
let l_159 = shared_memory_6[l_158];
let l_160 = a_25[u32(6)];
let l_161 = l_159 * l_160;
let l_162 = a_20[u32(1)];
let l_163 = l_162 + l_161;
a_20[u32(1)] = l_163;
let l_164 = u32(0) + l_mut_21;
let l_165 = l_164 + u32(7);
let l_166 = shared_memory_6[l_165];
let l_167 = a_25[u32(7)];
let l_168 = l_166 * l_167;
let l_169 = a_20[u32(0)];
let l_170 = l_169 + l_168;
a_20[u32(0)] = l_170;
let l_171 = u32(384) + l_mut_21;
let l_172 = l_171 + u32(7);
let l_173 = shared_memory_6[l_172];
let l_174 = a_25[u32(7)];
let l_175 = l_173 * l_174;
let l_176 = a_20[u32(1)];
let l_177 = l_176 + l_175;
a_20[u32(1)] = l_177;
l_mut_21 = l_mut_21 + u32(8);
}
let l_178 = l_5 + u32(0);
l_mut_179 = f32(0.0);
let l_180 = l_178 < info.scalars_u32[0];
if l_180 {
let l_181 = a_20[u32(0)];
let l_182 = l_178 * u32(128);
let l_183 = l_182 + l_mut_8;
let l_184 = buffer_3_global[l_183];
let l_185 = -l_184;
let l_186 = exp(l_185);
let l_187 = f32(1.0) + l_186;
let l_188 = f32(1.0) / l_187;
let l_189 = f32(1.0) - l_188;
let l_190 = l_184 * l_189;
let l_191 = f32(1.0) + l_190;
let l_192 = l_188 * l_191;
let l_193 = l_181 * l_192;
l_mut_179 = l_193;
}
let l_194 = u32(0) + l_mut_8;
shared_memory_7[l_194] = l_mut_179;
let l_195 = l_5 + u32(1);
l_mut_179 = f32(0.0);
let l_196 = l_195 < info.scalars_u32[0];
if l_196 {
let l_197 = a_20[u32(1)];
let l_198 = l_195 * u32(128);
let l_199 = l_198 + l_mut_8;
let l_200 = buffer_3_global[l_199];
let l_201 = -l_200;
let l_202 = exp(l_201);
let l_203 = f32(1.0) + l_202;
let l_204 = f32(1.0) / l_203;
let l_205 = f32(1.0) - l_204;
let l_206 = l_200 * l_205;
let l_207 = f32(1.0) + l_206;
let l_208 = l_204 * l_207;
let l_209 = l_197 * l_208;
l_mut_179 = l_209;
}
let l_210 = u32(128) + l_mut_8;
shared_memory_7[l_210] = l_mut_179;
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_21 = local_idx;
loop {
let l_211 = l_mut_21 < u32(256);
let l_212 = !l_211;
if l_212 {
break;
}
a_213[u32(0)] = f32(0.0);
a_213[u32(1)] = f32(0.0);
l_mut_214 = u32(0);
loop {
let l_215 = u32(0) + u32(128);
let l_216 = l_mut_214 < l_215;
let l_217 = !l_216;
if l_217 {
break;
}
let l_219 = l_mut_214 + u32(0);
let l_220 = l_219 * u32(256);
let l_221 = u32(0) + l_220;
let l_222 = l_221 + l_mut_21;
let l_223 = buffer_2_global[l_222];
a_218[u32(0)] = l_223;
let l_224 = l_mut_214 + u32(1);
let l_225 = l_224 * u32(256);
let l_226 = u32(0) + l_225;
let l_227 = l_226 + l_mut_21;
let l_228 = buffer_2_global[l_227];
a_218[u32(1)] = l_228;
let l_229 = l_mut_214 + u32(2);
let l_230 = l_229 * u32(256);
let l_231 = u32(0) + l_230;
let l_232 = l_231 + l_mut_21;
let l_233 = buffer_2_global[l_232];
a_218[u32(2)] = l_233;
let l_234 = l_mut_214 + u32(3);
let l_235 = l_234 * u32(256);
let l_236 = u32(0) + l_235;
let l_237 = l_236 + l_mut_21;
let l_238 = buffer_2_global[l_237];
a_218[u32(3)] = l_238;
let l_239 = l_mut_214 + u32(4);
let l_240 = l_239 * u32(256);
let l_241 = u32(0) + l_240;
let l_242 = l_241 + l_mut_21;
let l_243 = buffer_2_global[l_242];
a_218[u32(4)] = l_243;
let l_244 = l_mut_214 + u32(5);
let l_245 = l_244 * u32(256);
let l_246 = u32(0) + l_245;
let l_247 = l_246 + l_mut_21;
let l_248 = buffer_2_global[l_247];
a_218[u32(5)] = l_248;
let l_249 = l_mut_214 + u32(6);
let l_250 = l_249 * u32(256);
let l_251 = u32(0) + l_250;
let l_252 = l_251 + l_mut_21;
let l_253 = buffer_2_global[l_252];
a_218[u32(6)] = l_253;
let l_254 = l_mut_214 + u32(7);
let l_255 = l_254 * u32(256);
let l_256 = u32(0) + l_255;
let l_257 = l_256 + l_mut_21;
let l_258 = buffer_2_global[l_257];
a_218[u32(7)] = l_258;
let l_259 = u32(0) + l_mut_214;
let l_260 = l_259 + u32(0);
let l_261 = shared_memory_7[l_260];
let l_262 = a_218[u32(0)];
let l_263 = l_261 * l_262;
let l_264 = a_213[u32(0)];
let l_265 = l_264 + l_263;
a_213[u32(0)] = l_265;
let l_266 = u32(128) + l_mut_214;
let l_267 = l_266 + u32(0);
let l_268 = shared_memory_7[l_267];
let l_269 = a_218[u32(0)];
let l_270 = l_268 * l_269;
let l_271 = a_213[u32(1)];
let l_272 = l_271 + l_270;
a_213[u32(1)] = l_272;
let l_273 = u32(0) + l_mut_214;
let l_274 = l_273 + u32(1);
let l_275 = shared_memory_7[l_274];
let l_276 = a_218[u32(1)];
let l_277 = l_275 * l_276;
let l_278 = a_213[u32(0)];
let l_279 = l_278 + l_277;
a_213[u32(0)] = l_279;
let l_280 = u32(128) + l_mut_214;
let l_281 = l_280 + u32(1);
let l_282 = shared_memory_7[l_281];
let l_283 = a_218[u32(1)];
let l_284 = l_282 * l_283;
let l_285 = a_213[u32(1)];
let l_286 = l_285 + l_284;
a_213[u32(1)] = l_286;
let l_287 = u32(0) + l_mut_214;
let l_288 = l_287 + u32(2);
let l_289 = shared_memory_7[l_288];
let l_290 = a_218[u32(2)];
let l_291 = l_289 * l_290;
let l_292 = a_213[u32(0)];
let l_293 = l_292 + l_291;
a_213[u32(0)] = l_293;
let l_294 = u32(128) + l_mut_214;
let l_295 = l_294 + u32(2);
let l_296 = shared_memory_7[l_295];
let l_297 = a_218[u32(2)];
let l_298 = l_296 * l_297;
let l_299 = a_213[u32(1)];
let l_300 = l_299 + l_298;
a_213[u32(1)] = l_300;
let l_301 = u32(0) + l_mut_214;
let l_302 = l_301 + u32(3);
let l_303 = shared_memory_7[l_302];
let l_304 = a_218[u32(3)];
let l_305 = l_303 * l_304;
let l_306 = a_213[u32(0)];
let l_307 = l_306 + l_305;
a_213[u32(0)] = l_307;
let l_308 = u32(128) + l_mut_214;
let l_309 = l_308 + u32(3);
let l_310 = shared_memory_7[l_309];
let l_311 = a_218[u32(3)];
let l_312 = l_310 * l_311;
let l_313 = a_213[u32(1)];
let l_314 = l_313 + l_312;
a_213[u32(1)] = l_314;
let l_315 = u32(0) + l_mut_214;
let l_316 = l_315 + u32(4);
let l_317 = shared_memory_7[l_316];
let l_318 = a_218[u32(4)];
let l_319 = l_317 * l_318;
let l_320 = a_213[u32(0)];
let l_321 = l_320 + l_319;
a_213[u32(0)] = l_321;
let l_322 = u32(128) + l_mut_214;
let l_323 = l_322 + u32(4);
let l_324 = shared_memory_7[l_323];
let l_325 = a_218[u32(4)];
let l_326 = l_324 * l_325;
let l_327 = a_213[u32(1)];
let l_328 = l_327 + l_326;
a_213[u32(1)] = l_328;
let l_329 = u32(0) + l_mut_214;
let l_330 = l_329 + u32(5);
let l_331 = shared_memory_7[l_330];
let l_332 = a_218[u32(5)];
let l_333 = l_331 * l_332;
let l_334 = a_213[u32(0)];
let l_335 = l_334 + l_333;
a_213[u32(0)] = l_335;
let l_336 = u32(128) + l_mut_214;
let l_337 = l_336 + u32(5);
let l_338 = shared_memory_7[l_337];
let l_339 = a_218[u32(5)];
let l_340 = l_338 * l_339;
let l_341 = a_213[u32(1)];
let l_342 = l_341 + l_340;
a_213[u32(1)] = l_342;
let l_343 = u32(0) + l_mut_214;
let l_344 = l_343 + u32(6);
let l_345 = shared_memory_7[l_344];
let l_346 = a_218[u32(6)];
let l_347 = l_345 * l_346;
let l_348 = a_213[u32(0)];
let l_349 = l_348 + l_347;
a_213[u32(0)] = l_349;
let l_350 = u32(128) + l_mut_214;
let l_351 = l_350 + u32(6);
let l_352 = shared_memory_7[l_351];
let l_353 = a_218[u32(6)];
let l_354 = l_352 * l_353;
let l_355 = a_213[u32(1)];
let l_356 = l_355 + l_354;
a_213[u32(1)] = l_356;
let l_357 = u32(0) + l_mut_214;
let l_358 = l_357 + u32(7);
let l_359 = shared_memory_7[l_358];
let l_360 = a_218[u32(7)];
let l_361 = l_359 * l_360;
let l_362 = a_213[u32(0)];
let l_363 = l_362 + l_361;
a_213[u32(0)] = l_363;
let l_364 = u32(128) + l_mut_214;
let l_365 = l_364 + u32(7);
let l_366 = shared_memory_7[l_365];
let l_367 = a_218[u32(7)];
let l_368 = l_366 * l_367;
let l_369 = a_213[u32(1)];
let l_370 = l_369 + l_368;
a_213[u32(1)] = l_370;
l_mut_214 = l_mut_214 + u32(8);
}
let l_371 = l_5 + u32(0);
let l_372 = l_371 < info.scalars_u32[0];
if l_372 {
let l_373 = l_371 * u32(256);
let l_374 = l_373 + l_mut_21;
let l_375 = a_213[u32(0)];
buffer_4_global[l_374] = l_375;
}
let l_376 = l_5 + u32(1);
let l_377 = l_376 < info.scalars_u32[0];
if l_377 {
let l_378 = l_376 * u32(256);
let l_379 = l_378 + l_mut_21;
let l_380 = a_213[u32(1)];
buffer_4_global[l_379] = l_380;
}
l_mut_21 = l_mut_21 + u32(128);
}
}
