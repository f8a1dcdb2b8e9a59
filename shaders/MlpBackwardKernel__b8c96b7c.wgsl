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
var a_21: array<f32, 2>;

var a_26: array<f32, 8>;

var a_214: array<f32, 2>;

var a_219: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_180: f32;
var l_mut_215: u32;
var l_mut_22: u32;
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
let l_17 = l_15 + l_16;
let l_18 = buffer_0_global[l_17];
shared_memory_7[l_mut_9] = l_18;
} else {
shared_memory_7[l_mut_9] = f32(0.0);
}
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
l_mut_9 = local_idx;
loop {
let l_19 = l_mut_9 < u32(128);
let l_20 = !l_19;
if l_20 {
break;
}
a_21[u32(0)] = f32(0.0);
a_21[u32(1)] = f32(0.0);
l_mut_22 = u32(0);
loop {
let l_23 = u32(0) + u32(384);
let l_24 = l_mut_22 < l_23;
let l_25 = !l_24;
if l_25 {
break;
}
let l_27 = l_mut_22 + u32(0);
let l_28 = l_27 * u32(128);
let l_29 = u32(0) + l_28;
let l_30 = l_29 + l_mut_9;
let l_31 = buffer_1_global[l_30];
a_26[u32(0)] = l_31;
let l_32 = l_mut_22 + u32(1);
let l_33 = l_32 * u32(128);
let l_34 = u32(0) + l_33;
let l_35 = l_34 + l_mut_9;
let l_36 = buffer_1_global[l_35];
a_26[u32(1)] = l_36;
let l_37 = l_mut_22 + u32(2);
let l_38 = l_37 * u32(128);
let l_39 = u32(0) + l_38;
let l_40 = l_39 + l_mut_9;
let l_41 = buffer_1_global[l_40];
a_26[u32(2)] = l_41;
let l_42 = l_mut_22 + u32(3);
let l_43 = l_42 * u32(128);
let l_44 = u32(0) + l_43;
let l_45 = l_44 + l_mut_9;
let l_46 = buffer_1_global[l_45];
a_26[u32(3)] = l_46;
let l_47 = l_mut_22 + u32(4);
let l_48 = l_47 * u32(128);
let l_49 = u32(0) + l_48;
let l_50 = l_49 + l_mut_9;
let l_51 = buffer_1_global[l_50];
a_26[u32(4)] = l_51;
let l_52 = l_mut_22 + u32(5);
let l_53 = l_52 * u32(128);
let l_54 = u32(0) + l_53;
let l_55 = l_54 + l_mut_9;
let l_56 = buffer_1_global[l_55];
a_26[u32(5)] = l_56;
let l_57 = l_mut_22 + u32(6);
let l_58 = l_57 * u32(128);
let l_59 = u32(0) + l_58;
let l_60 = l_59 + l_mut_9;
let l_61 = buffer_1_global[l_60];
a_26[u32(6)] = l_61;
let l_62 = l_mut_22 + u32(7);
let l_63 = l_62 * u32(128);
let l_64 = u32(0) + l_63;
let l_65 = l_64 + l_mut_9;
let l_66 = buffer_1_global[l_65];
a_26[u32(7)] = l_66;
let l_67 = u32(0) + l_mut_22;
let l_68 = l_67 + u32(0);
let l_69 = shared_memory_7[l_68];
let l_70 = a_26[u32(0)];
let l_71 = l_69 * l_70;
let l_72 = a_21[u32(0)];
let l_73 = l_72 + l_71;
a_21[u32(0)] = l_73;
let l_74 = u32(384) + l_mut_22;
let l_75 = l_74 + u32(0);
let l_76 = shared_memory_7[l_75];
let l_77 = a_26[u32(0)];
let l_78 = l_76 * l_77;
let l_79 = a_21[u32(1)];
let l_80 = l_79 + l_78;
a_21[u32(1)] = l_80;
let l_81 = u32(0) + l_mut_22;
let l_82 = l_81 + u32(1);
let l_83 = shared_memory_7[l_82];
let l_84 = a_26[u32(1)];
let l_85 = l_83 * l_84;
let l_86 = a_21[u32(0)];
let l_87 = l_86 + l_85;
a_21[u32(0)] = l_87;
let l_88 = u32(384) + l_mut_22;
let l_89 = l_88 + u32(1);
let l_90 = shared_memory_7[l_89];
let l_91 = a_26[u32(1)];
let l_92 = l_90 * l_91;
let l_93 = a_21[u32(1)];
let l_94 = l_93 + l_92;
a_21[u32(1)] = l_94;
let l_95 = u32(0) + l_mut_22;
let l_96 = l_95 + u32(2);
let l_97 = shared_memory_7[l_96];
let l_98 = a_26[u32(2)];
let l_99 = l_97 * l_98;
let l_100 = a_21[u32(0)];
let l_101 = l_100 + l_99;
a_21[u32(0)] = l_101;
let l_102 = u32(384) + l_mut_22;
let l_103 = l_102 + u32(2);
let l_104 = shared_memory_7[l_103];
let l_105 = a_26[u32(2)];
let l_106 = l_104 * l_105;
let l_107 = a_21[u32(1)];
let l_108 = l_107 + l_106;
a_21[u32(1)] = l_108;
let l_109 = u32(0) + l_mut_22;
let l_110 = l_109 + u32(3);
let l_111 = shared_memory_7[l_110];
let l_112 = a_26[u32(3)];
let l_113 = l_111 * l_112;
let l_114 = a_21[u32(0)];
let l_115 = l_114 + l_113;
a_21[u32(0)] = l_115;
let l_116 = u32(384) + l_mut_22;
let l_117 = l_116 + u32(3);
let l_118 = shared_memory_7[l_117];
let l_119 = a_26[u32(3)];
let l_120 = l_118 * l_119;
let l_121 = a_21[u32(1)];
let l_122 = l_121 + l_120;
a_21[u32(1)] = l_122;
let l_123 = u32(0) + l_mut_22;
let l_124 = l_123 + u32(4);
let l_125 = shared_memory_7[l_124];
let l_126 = a_26[u32(4)];
let l_127 = l_125 * l_126;
let l_128 = a_21[u32(0)];
let l_129 = l_128 + l_127;
a_21[u32(0)] = l_129;
let l_130 = u32(384) + l_mut_22;
let l_131 = l_130 + u32(4);
let l_132 = shared_memory_7[l_131];
let l_133 = a_26[u32(4)];
let l_134 = l_132 * l_133;
let l_135 = a_21[u32(1)];
let l_136 = l_135 + l_134;
a_21[u32(1)] = l_136;
let l_137 = u32(0) + l_mut_22;
let l_138 = l_137 + u32(5);
let l_139 = shared_memory_7[l_138];
let l_140 = a_26[u32(5)];
let l_141 = l_139 * l_140;
let l_142 = a_21[u32(0)];
let l_143 = l_142 + l_141;
a_21[u32(0)] = l_143;
let l_144 = u32(384) + l_mut_22;
let l_145 = l_144 + u32(5);
let l_146 = shared_memory_7[l_145];
let l_147 = a_26[u32(5)];
let l_148 = l_146 * l_147;
let l_149 = a_21[u32(1)];
let l_150 = l_149 + l_148;
a_21[u32(1)] = l_150;
let l_151 = u32(0) + l_mut_22;
let l_152 = l_151 + u32(6);
let l_153 = shared_memory_7[l_152];
let l_154 = a_26[u32(6)];
let l_155 = l_153 * l_154;
let l_156 = a_21[u32(0)];
let l_157 = l_156 + l_155;
a_21[u32(0)] = l_157;
let l_158 = u32(384) + l_mut_22;
let l_159 = l_158 + u32(6);
let l_160 = shared_memory_7[l_159];
let l_161 = a_26[u32(6)];
let l_162 = l_160 * l_161;
let l_163 = a_21[u32(1)];
let l_164 = l_163 + l_162;
a_21[u32(1)] = l_164;
let l_165 = u32(0) + l_mut_22;
let l_166 = l_165 + u32(7);
let l_167 = shared_memory_7[l_166];
let l_168 = a_26[u32(7)];
let l_169 = l_167 * l_168;
let l_170 = a_21[u32(0)];
let l_171 = l_170 + l_169;
a_21[u32(0)] = l_171;
let l_172 = u32(384) + l_mut_22;
let l_173 = l_172 + u32(7);
let l_174 = shared_memory_7[l_173];
let l_175 = a_26[u32(7)];
let l_176 = l_174 * l_175;
let l_177 = a_21[u32(1)];
let l_178 = l_177 + l_176;
a_21[u32(1)] = l_178;
l_mut_22 = l_mut_22 + u32(8);
}
let l_179 = l_6 + u32(0);
l_mut_180 = f32(0.0);
let l_181 = l_179 < info.scalars_u32[0];
if l_181 {
let l_182 = a_21[u32(0)];
let l_183 = l_179 * u32(128);
let l_184 = l_183 + l_mut_9;
let l_185 = buffer_3_global[l_184];
let l_186 = -l_185;
let l_187 = exp(l_186);
let l_188 = f32(1.0) + l_187;
let l_189 = f32(1.0) / l_188;
let l_190 = f32(1.0) - l_189;
let l_191 = l_185 * l_190;
let l_192 = f32(1.0) + l_191;
let l_193 = l_189 * l_192;
let l_194 = l_182 * l_193;
l_mut_180 = l_194;
}
let l_195 = u32(0) + l_mut_9;
shared_memory_8[l_195] = l_mut_180;
let l_196 = l_6 + u32(1);
l_mut_180 = f32(0.0);
let l_197 = l_196 < info.scalars_u32[0];
if l_197 {
let l_198 = a_21[u32(1)];
let l_199 = l_196 * u32(128);
let l_200 = l_199 + l_mut_9;
let l_201 = buffer_3_global[l_200];
let l_202 = -l_201;
let l_203 = exp(l_202);
let l_204 = f32(1.0) + l_203;
let l_205 = f32(1.0) / l_204;
let l_206 = f32(1.0) - l_205;
let l_207 = l_201 * l_206;
let l_208 = f32(1.0) + l_207;
let l_209 = l_205 * l_208;
let l_210 = l_198 * l_209;
l_mut_180 = l_210;
}
let l_211 = u32(128) + l_mut_9;
shared_memory_8[l_211] = l_mut_180;
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
l_mut_22 = local_idx;
loop {
let l_212 = l_mut_22 < u32(256);
let l_213 = !l_212;
if l_213 {
break;
}
a_214[u32(0)] = f32(0.0);
a_214[u32(1)] = f32(0.0);
l_mut_215 = u32(0);
loop {
let l_216 = u32(0) + u32(128);
let l_217 = l_mut_215 < l_216;
let l_218 = !l_217;
if l_218 {
break;
}
let l_220 = l_mut_215 + u32(0);
let l_221 = l_220 * u32(256);
let l_222 = u32(0) + l_221;
let l_223 = l_222 + l_mut_22;
let l_224 = buffer_2_global[l_223];
a_219[u32(0)] = l_224;
let l_225 = l_mut_215 + u32(1);
let l_226 = l_225 * u32(256);
let l_227 = u32(0) + l_226;
let l_228 = l_227 + l_mut_22;
let l_229 = buffer_2_global[l_228];
a_219[u32(1)] = l_229;
let l_230 = l_mut_215 + u32(2);
let l_231 = l_230 * u32(256);
let l_232 = u32(0) + l_231;
let l_233 = l_232 + l_mut_22;
let l_234 = buffer_2_global[l_233];
a_219[u32(2)] = l_234;
let l_235 = l_mut_215 + u32(3);
let l_236 = l_235 * u32(256);
let l_237 = u32(0) + l_236;
let l_238 = l_237 + l_mut_22;
let l_239 = buffer_2_global[l_238];
a_219[u32(3)] = l_239;
let l_240 = l_mut_215 + u32(4);
let l_241 = l_240 * u32(256);
let l_242 = u32(0) + l_241;
let l_243 = l_242 + l_mut_22;
let l_244 = buffer_2_global[l_243];
a_219[u32(4)] = l_244;
let l_245 = l_mut_215 + u32(5);
let l_246 = l_245 * u32(256);
let l_247 = u32(0) + l_246;
let l_248 = l_247 + l_mut_22;
let l_249 = buffer_2_global[l_248];
a_219[u32(5)] = l_249;
let l_250 = l_mut_215 + u32(6);
let l_251 = l_250 * u32(256);
let l_252 = u32(0) + l_251;
let l_253 = l_252 + l_mut_22;
let l_254 = buffer_2_global[l_253];
a_219[u32(6)] = l_254;
let l_255 = l_mut_215 + u32(7);
let l_256 = l_255 * u32(256);
let l_257 = u32(0) + l_256;
let l_258 = l_257 + l_mut_22;
let l_259 = buffer_2_global[l_258];
a_219[u32(7)] = l_259;
let l_260 = u32(0) + l_mut_215;
let l_261 = l_260 + u32(0);
let l_262 = shared_memory_8[l_261];
let l_263 = a_219[u32(0)];
let l_264 = l_262 * l_263;
let l_265 = a_214[u32(0)];
let l_266 = l_265 + l_264;
a_214[u32(0)] = l_266;
let l_267 = u32(128) + l_mut_215;
let l_268 = l_267 + u32(0);
let l_269 = shared_memory_8[l_268];
let l_270 = a_219[u32(0)];
let l_271 = l_269 * l_270;
let l_272 = a_214[u32(1)];
let l_273 = l_272 + l_271;
a_214[u32(1)] = l_273;
let l_274 = u32(0) + l_mut_215;
let l_275 = l_274 + u32(1);
let l_276 = shared_memory_8[l_275];
let l_277 = a_219[u32(1)];
let l_278 = l_276 * l_277;
let l_279 = a_214[u32(0)];
let l_280 = l_279 + l_278;
a_214[u32(0)] = l_280;
let l_281 = u32(128) + l_mut_215;
let l_282 = l_281 + u32(1);
let l_283 = shared_memory_8[l_282];
let l_284 = a_219[u32(1)];
let l_285 = l_283 * l_284;
let l_286 = a_214[u32(1)];
let l_287 = l_286 + l_285;
a_214[u32(1)] = l_287;
let l_288 = u32(0) + l_mut_215;
let l_289 = l_288 + u32(2);
let l_290 = shared_memory_8[l_289];
let l_291 = a_219[u32(2)];
let l_292 = l_290 * l_291;
let l_293 = a_214[u32(0)];
let l_294 = l_293 + l_292;
a_214[u32(0)] = l_294;
let l_295 = u32(128) + l_mut_215;
let l_296 = l_295 + u32(2);
let l_297 = shared_memory_8[l_296];
let l_298 = a_219[u32(2)];
let l_299 = l_297 * l_298;
let l_300 = a_214[u32(1)];
let l_301 = l_300 + l_299;
a_214[u32(1)] = l_301;
let l_302 = u32(0) + l_mut_215;
let l_303 = l_302 + u32(3);
let l_304 = shared_memory_8[l_303];
let l_305 = a_219[u32(3)];
let l_306 = l_304 * l_305;
let l_307 = a_214[u32(0)];
let l_308 = l_307 + l_306;
a_214[u32(0)] = l_308;
let l_309 = u32(128) + l_mut_215;
let l_310 = l_309 + u32(3);
let l_311 = shared_memory_8[l_310];
let l_312 = a_219[u32(3)];
let l_313 = l_311 * l_312;
let l_314 = a_214[u32(1)];
let l_315 = l_314 + l_313;
a_214[u32(1)] = l_315;
let l_316 = u32(0) + l_mut_215;
let l_317 = l_316 + u32(4);
let l_318 = shared_memory_8[l_317];
let l_319 = a_219[u32(4)];
let l_320 = l_318 * l_319;
let l_321 = a_214[u32(0)];
let l_322 = l_321 + l_320;
a_214[u32(0)] = l_322;
let l_323 = u32(128) + l_mut_215;
let l_324 = l_323 + u32(4);
let l_325 = shared_memory_8[l_324];
let l_326 = a_219[u32(4)];
let l_327 = l_325 * l_326;
let l_328 = a_214[u32(1)];
let l_329 = l_328 + l_327;
a_214[u32(1)] = l_329;
let l_330 = u32(0) + l_mut_215;
let l_331 = l_330 + u32(5);
let l_332 = shared_memory_8[l_331];
let l_333 = a_219[u32(5)];
let l_334 = l_332 * l_333;
let l_335 = a_214[u32(0)];
let l_336 = l_335 + l_334;
a_214[u32(0)] = l_336;
let l_337 = u32(128) + l_mut_215;
let l_338 = l_337 + u32(5);
let l_339 = shared_memory_8[l_338];
let l_340 = a_219[u32(5)];
let l_341 = l_339 * l_340;
let l_342 = a_214[u32(1)];
let l_343 = l_342 + l_341;
a_214[u32(1)] = l_343;
let l_344 = u32(0) + l_mut_215;
let l_345 = l_344 + u32(6);
let l_346 = shared_memory_8[l_345];
let l_347 = a_219[u32(6)];
let l_348 = l_346 * l_347;
let l_349 = a_214[u32(0)];
let l_350 = l_349 + l_348;
a_214[u32(0)] = l_350;
let l_351 = u32(128) + l_mut_215;
let l_352 = l_351 + u32(6);
let l_353 = shared_memory_8[l_352];
let l_354 = a_219[u32(6)];
let l_355 = l_353 * l_354;
let l_356 = a_214[u32(1)];
let l_357 = l_356 + l_355;
a_214[u32(1)] = l_357;
let l_358 = u32(0) + l_mut_215;
let l_359 = l_358 + u32(7);
let l_360 = shared_memory_8[l_359];
let l_361 = a_219[u32(7)];
let l_362 = l_360 * l_361;
let l_363 = a_214[u32(0)];
let l_364 = l_363 + l_362;
a_214[u32(0)] = l_364;
let l_365 = u32(128) + l_mut_215;
let l_366 = l_365 + u32(7);
let l_367 = shared_memory_8[l_366];
let l_368 = a_219[u32(7)];
let l_369 = l_367 * l_368;
let l_370 = a_214[u32(1)];
let l_371 = l_370 + l_369;
a_214[u32(1)] = l_371;
l_mut_215 = l_mut_215 + u32(8);
}
let l_373 = l_6 + u32(0);
let l_374 = l_373 < info.scalars_u32[0];
if l_374 {
let l_375 = l_373 * u32(256);
let l_376 = l_375 + l_mut_22;
let l_377 = a_214[u32(0)];
buffer_4_global[l_376] = l_377;
}
let l_378 = l_6 + u32(1);
let l_379 = l_378 < info.scalars_u32[0];
if l_379 {
let l_380 = l_378 * u32(256);
let l_381 = l_380 + l_mut_22;
let l_382 = a_214[u32(1)];
buffer_4_global[l_381] = l_382;
}
l_mut_22 = l_mut_22 + u32(128);
}
}
