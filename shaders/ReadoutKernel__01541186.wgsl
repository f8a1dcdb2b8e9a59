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

var<workgroup> shared_memory_5: array<f32, 256>;

var<workgroup> shared_memory_6: array<f32, 128>;

var<workgroup> shared_memory_7: array<f32, 128>;

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
var a_20: array<f32, 2>;

var a_25: array<f32, 8>;

var a_225: array<f32, 2>;

var a_229: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_213: f32;
var l_mut_226: u32;
var l_mut_22: u32;
var l_mut_8: u32;
let l_0 = info.scalars_u32[0] + u32(2);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(2);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(2);
l_mut_8 = local_idx;
loop {
let l_9 = l_mut_8 < u32(256);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 / u32(128);
let l_12 = l_4 + l_11;
let l_13 = l_12 < info.scalars_u32[0];
if l_13 {
let l_14 = l_12 * u32(128);
let l_15 = l_mut_8 % u32(128);
let l_16 = l_14 + l_15;
let l_17 = buffer_0_global[l_16];
shared_memory_5[l_mut_8] = l_17;
} else {
shared_memory_5[l_mut_8] = f32(0.0);
}
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_8 = local_idx;
loop {
let l_18 = l_mut_8 < u32(64);
let l_19 = !l_18;
if l_19 {
break;
}
let l_21 = buffer_2_global[l_mut_8];
a_20[u32(0)] = l_21;
a_20[u32(1)] = l_21;
l_mut_22 = u32(0);
loop {
let l_23 = l_mut_22 < u32(128);
let l_24 = !l_23;
if l_24 {
break;
}
let l_26 = l_mut_22 + u32(0);
let l_27 = l_26 * u32(64);
let l_28 = l_27 + l_mut_8;
let l_29 = buffer_1_global[l_28];
a_25[u32(0)] = l_29;
let l_30 = l_mut_22 + u32(1);
let l_31 = l_30 * u32(64);
let l_32 = l_31 + l_mut_8;
let l_33 = buffer_1_global[l_32];
a_25[u32(1)] = l_33;
let l_34 = l_mut_22 + u32(2);
let l_35 = l_34 * u32(64);
let l_36 = l_35 + l_mut_8;
let l_37 = buffer_1_global[l_36];
a_25[u32(2)] = l_37;
let l_38 = l_mut_22 + u32(3);
let l_39 = l_38 * u32(64);
let l_40 = l_39 + l_mut_8;
let l_41 = buffer_1_global[l_40];
a_25[u32(3)] = l_41;
let l_42 = l_mut_22 + u32(4);
let l_43 = l_42 * u32(64);
let l_44 = l_43 + l_mut_8;
let l_45 = buffer_1_global[l_44];
a_25[u32(4)] = l_45;
let l_46 = l_mut_22 + u32(5);
let l_47 = l_46 * u32(64);
let l_48 = l_47 + l_mut_8;
let l_49 = buffer_1_global[l_48];
a_25[u32(5)] = l_49;
let l_50 = l_mut_22 + u32(6);
let l_51 = l_50 * u32(64);
let l_52 = l_51 + l_mut_8;
let l_53 = buffer_1_global[l_52];
a_25[u32(6)] = l_53;
let l_54 = l_mut_22 + u32(7);
let l_55 = l_54 * u32(64);
let l_56 = l_55 + l_mut_8;
let l_57 = buffer_1_global[l_56];
a_25[u32(7)] = l_57;
let l_58 = u32(0) + l_mut_22;
let l_59 = l_58 + u32(0);
let l_60 = shared_memory_5[l_59];
let l_61 = a_25[u32(0)];
let l_62 = l_60 * l_61;
let l_63 = a_20[u32(0)];
let l_64 = l_63 + l_62;
a_20[u32(0)] = l_64;
let l_65 = u32(128) + l_mut_22;
let l_66 = l_65 + u32(0);
let l_67 = shared_memory_5[l_66];
let l_68 = a_25[u32(0)];
let l_69 = l_67 * l_68;
let l_70 = a_20[u32(1)];
let l_71 = l_70 + l_69;
a_20[u32(1)] = l_71;
let l_72 = u32(0) + l_mut_22;
let l_73 = l_72 + u32(1);
let l_74 = shared_memory_5[l_73];
let l_75 = a_25[u32(1)];
let l_76 = l_74 * l_75;
let l_77 = a_20[u32(0)];
let l_78 = l_77 + l_76;
a_20[u32(0)] = l_78;
let l_79 = u32(128) + l_mut_22;
let l_80 = l_79 + u32(1);
let l_81 = shared_memory_5[l_80];
let l_82 = a_25[u32(1)];
let l_83 = l_81 * l_82;
let l_84 = a_20[u32(1)];
let l_85 = l_84 + l_83;
a_20[u32(1)] = l_85;
let l_86 = u32(0) + l_mut_22;
let l_87 = l_86 + u32(2);
let l_88 = shared_memory_5[l_87];
let l_89 = a_25[u32(2)];
let l_90 = l_88 * l_89;
let l_91 = a_20[u32(0)];
let l_92 = l_91 + l_90;
a_20[u32(0)] = l_92;
let l_93 = u32(128) + l_mut_22;
let l_94 = l_93 + u32(2);
let l_95 = shared_memory_5[l_94];
let l_96 = a_25[u32(2)];
let l_97 = l_95 * l_96;
let l_98 = a_20[u32(1)];
let l_99 = l_98 + l_97;
a_20[u32(1)] = l_99;
let l_100 = u32(0) + l_mut_22;
let l_101 = l_100 + u32(3);
let l_102 = shared_memory_5[l_101];
let l_103 = a_25[u32(3)];
let l_104 = l_102 * l_103;
let l_105 = a_20[u32(0)];
let l_106 = l_105 + l_104;
a_20[u32(0)] = l_106;
let l_107 = u32(128) + l_mut_22;
let l_108 = l_107 + u32(3);
let l_109 = shared_memory_5[l_108];
let l_110 = a_25[u32(3)];
let l_111 = l_109 * l_110;
let l_112 = a_20[u32(1)];
let l_113 = l_112 + l_111;
a_20[u32(1)] = l_113;
let l_114 = u32(0) + l_mut_22;
let l_115 = l_114 + u32(4);
let l_116 = shared_memory_5[l_115];
let l_117 = a_25[u32(4)];
let l_118 = l_116 * l_117;
let l_119 = a_20[u32(0)];
let l_120 = l_119 + l_118;
a_20[u32(0)] = l_120;
let l_121 = u32(128) + l_mut_22;
let l_122 = l_121 + u32(4);
let l_123 = shared_memory_5[l_122];
let l_124 = a_25[u32(4)];
let l_125 = l_123 * l_124;
let l_126 = a_20[u32(1)];
let l_127 = l_126 + l_125;
a_20[u32(1)] = l_127;
let l_128 = u32(0) + l_mut_22;
let l_129 = l_128 + u32(5);
let l_130 = shared_memory_5[l_129];
let l_131 = a_25[u32(5)];
let l_132 = l_130 * l_131;
let l_133 = a_20[u32(0)];
let l_134 = l_133 + l_132;
a_20[u32(0)] = l_134;
let l_135 = u32(128) + l_mut_22;
let l_136 = l_135 + u32(5);
let l_137 = shared_memory_5[l_136];
let l_138 = a_25[u32(5)];
let l_139 = l_137 * l_138;
let l_140 = a_20[u32(1)];
let l_141 = l_140 + l_139;
a_20[u32(1)] = l_141;
let l_142 = u32(0) + l_mut_22;
let l_143 = l_142 + u32(6);
let l_144 = shared_memory_5[l_143];
let l_145 = a_25[u32(6)];
let l_146 = l_144 * l_145;
let l_147 = a_20[u32(0)];
let l_148 = l_147 + l_146;
a_20[u32(0)] = l_148;
let l_149 = u32(128) + l_mut_22;
let l_150 = l_149 + u32(6);
let l_151 = shared_memory_5[l_150];
let l_152 = a_25[u32(6)];
let l_153 = l_151 * l_152;
let l_154 = a_20[u32(1)];
let l_155 = l_154 + l_153;
a_20[u32(1)] = l_155;
let l_156 = u32(0) + l_mut_22;
let l_157 = l_156 + u32(7);
let l_158 = shared_memory_5[l_157];
let l_159 = a_25[u32(7)];
let l_160 = l_158 * l_159;
let l_161 = a_20[u32(0)];
let l_162 = l_161 + l_160;
a_20[u32(0)] = l_162;
let l_163 = u32(128) + l_mut_22;
let l_164 = l_163 + u32(7);
let l_165 = shared_memory_5[l_164];
let l_166 = a_25[u32(7)];
let l_167 = l_165 * l_166;
let l_168 = a_20[u32(1)];
let l_169 = l_168 + l_167;
a_20[u32(1)] = l_169;
l_mut_22 = l_mut_22 + u32(8);
}
let l_170 = buffer_4_global[l_mut_8];
let l_171 = a_20[u32(0)];
let l_172 = u32(0) + l_mut_8;
let l_173 = -l_171;
let l_174 = exp(l_173);
let l_175 = f32(1.0) + l_174;
let l_176 = f32(1.0) / l_175;
let l_177 = l_171 * l_176;
let l_178 = l_177 * l_170;
shared_memory_6[l_172] = l_178;
let l_179 = u32(0) + l_mut_8;
let l_180 = info.scalars_f32[0] * l_170;
let l_181 = -l_171;
let l_182 = exp(l_181);
let l_183 = f32(1.0) + l_182;
let l_184 = f32(1.0) / l_183;
let l_185 = f32(1.0) - l_184;
let l_186 = l_171 * l_185;
let l_187 = f32(1.0) + l_186;
let l_188 = l_184 * l_187;
let l_189 = l_180 * l_188;
shared_memory_7[l_179] = l_189;
let l_190 = a_20[u32(1)];
let l_191 = u32(64) + l_mut_8;
let l_192 = -l_190;
let l_193 = exp(l_192);
let l_194 = f32(1.0) + l_193;
let l_195 = f32(1.0) / l_194;
let l_196 = l_190 * l_195;
let l_197 = l_196 * l_170;
shared_memory_6[l_191] = l_197;
let l_198 = u32(64) + l_mut_8;
let l_199 = info.scalars_f32[0] * l_170;
let l_200 = -l_190;
let l_201 = exp(l_200);
let l_202 = f32(1.0) + l_201;
let l_203 = f32(1.0) / l_202;
let l_204 = f32(1.0) - l_203;
let l_205 = l_190 * l_204;
let l_206 = f32(1.0) + l_205;
let l_207 = l_203 * l_206;
let l_208 = l_199 * l_207;
shared_memory_7[l_198] = l_208;
l_mut_8 = l_mut_8 + workgroup_size_no_axis;
}
workgroupBarrier();
let l_209 = local_idx < u32(2);
if l_209 {
let l_210 = l_4 + local_idx;
let l_211 = l_210 < info.scalars_u32[0];
if l_211 {
let l_212 = buffer_5_global[u32(0)];
l_mut_213 = l_212;

for (var l_mut_214: u32 = u32(0); l_mut_214 < u32(64); l_mut_214++) {
let l_215 = local_idx * u32(64);
let l_216 = l_215 + l_mut_214;
let l_217 = shared_memory_6[l_216];
l_mut_213 = l_mut_213 + l_217;
}
let l_218 = info.scalars_f32[0] * l_mut_213;
let l_219 = l_218 + info.scalars_f32[1];
let l_220 = buffer_6_global[l_210];
let l_221 = buffer_7_global[l_220];
let l_222 = l_219 + l_221;
buffer_8_global[l_210] = l_222;
}
}
l_mut_22 = local_idx;
loop {
let l_223 = l_mut_22 < u32(128);
let l_224 = !l_223;
if l_224 {
break;
}
a_225[u32(0)] = f32(0.0);
a_225[u32(1)] = f32(0.0);
l_mut_226 = u32(0);
loop {
let l_227 = l_mut_226 < u32(64);
let l_228 = !l_227;
if l_228 {
break;
}
let l_230 = l_mut_226 + u32(0);
let l_231 = l_230 * u32(128);
let l_232 = l_231 + l_mut_22;
let l_233 = buffer_3_global[l_232];
a_229[u32(0)] = l_233;
let l_234 = l_mut_226 + u32(1);
let l_235 = l_234 * u32(128);
let l_236 = l_235 + l_mut_22;
let l_237 = buffer_3_global[l_236];
a_229[u32(1)] = l_237;
let l_238 = l_mut_226 + u32(2);
let l_239 = l_238 * u32(128);
let l_240 = l_239 + l_mut_22;
let l_241 = buffer_3_global[l_240];
a_229[u32(2)] = l_241;
let l_242 = l_mut_226 + u32(3);
let l_243 = l_242 * u32(128);
let l_244 = l_243 + l_mut_22;
let l_245 = buffer_3_global[l_244];
a_229[u32(3)] = l_245;
let l_246 = l_mut_226 + u32(4);
let l_247 = l_246 * u32(128);
let l_248 = l_247 + l_mut_22;
let l_249 = buffer_3_global[l_248];
a_229[u32(4)] = l_249;
let l_250 = l_mut_226 + u32(5);
let l_251 = l_250 * u32(128);
let l_252 = l_251 + l_mut_22;
let l_253 = buffer_3_global[l_252];
a_229[u32(5)] = l_253;
let l_254 = l_mut_226 + u32(6);
let l_255 = l_254 * u32(128);
let l_256 = l_255 + l_mut_22;
let l_257 = buffer_3_global[l_256];
a_229[u32(6)] = l_257;
let l_258 = l_mut_226 + u32(7);
let l_259 = l_258 * u32(128);
let l_260 = l_259 + l_mut_22;
let l_261 = buffer_3_global[l_260];
a_229[u32(7)] = l_261;
let l_262 = u32(0) + l_mut_226;
let l_263 = l_262 + u32(0);
let l_264 = shared_memory_7[l_263];
let l_265 = a_229[u32(0)];
let l_266 = l_264 * l_265;
let l_267 = a_225[u32(0)];
let l_268 = l_267 + l_266;
a_225[u32(0)] = l_268;
let l_269 = u32(64) + l_mut_226;
let l_270 = l_269 + u32(0);
let l_271 = shared_memory_7[l_270];
let l_272 = a_229[u32(0)];
let l_273 = l_271 * l_272;
let l_274 = a_225[u32(1)];
let l_275 = l_274 + l_273;
a_225[u32(1)] = l_275;
let l_276 = u32(0) + l_mut_226;
let l_277 = l_276 + u32(1);
let l_278 = shared_memory_7[l_277];
let l_279 = a_229[u32(1)];
let l_280 = l_278 * l_279;
let l_281 = a_225[u32(0)];
let l_282 = l_281 + l_280;
a_225[u32(0)] = l_282;
let l_283 = u32(64) + l_mut_226;
let l_284 = l_283 + u32(1);
let l_285 = shared_memory_7[l_284];
let l_286 = a_229[u32(1)];
let l_287 = l_285 * l_286;
let l_288 = a_225[u32(1)];
let l_289 = l_288 + l_287;
a_225[u32(1)] = l_289;
let l_290 = u32(0) + l_mut_226;
let l_291 = l_290 + u32(2);
let l_292 = shared_memory_7[l_291];
let l_293 = a_229[u32(2)];
let l_294 = l_292 * l_293;
let l_295 = a_225[u32(0)];
let l_296 = l_295 + l_294;
a_225[u32(0)] = l_296;
let l_297 = u32(64) + l_mut_226;
let l_298 = l_297 + u32(2);
let l_299 = shared_memory_7[l_298];
let l_300 = a_229[u32(2)];
let l_301 = l_299 * l_300;
let l_302 = a_225[u32(1)];
let l_303 = l_302 + l_301;
a_225[u32(1)] = l_303;
let l_304 = u32(0) + l_mut_226;
let l_305 = l_304 + u32(3);
let l_306 = shared_memory_7[l_305];
let l_307 = a_229[u32(3)];
let l_308 = l_306 * l_307;
let l_309 = a_225[u32(0)];
let l_310 = l_309 + l_308;
a_225[u32(0)] = l_310;
let l_311 = u32(64) + l_mut_226;
let l_312 = l_311 + u32(3);
let l_313 = shared_memory_7[l_312];
let l_314 = a_229[u32(3)];
let l_315 = l_313 * l_314;
let l_316 = a_225[u32(1)];
let l_317 = l_316 + l_315;
a_225[u32(1)] = l_317;
let l_318 = u32(0) + l_mut_226;
let l_319 = l_318 + u32(4);
let l_320 = shared_memory_7[l_319];
let l_321 = a_229[u32(4)];
let l_322 = l_320 * l_321;
let l_323 = a_225[u32(0)];
let l_324 = l_323 + l_322;
a_225[u32(0)] = l_324;
let l_325 = u32(64) + l_mut_226;
let l_326 = l_325 + u32(4);
let l_327 = shared_memory_7[l_326];
let l_328 = a_229[u32(4)];
let l_329 = l_327 * l_328;
let l_330 = a_225[u32(1)];
let l_331 = l_330 + l_329;
a_225[u32(1)] = l_331;
let l_332 = u32(0) + l_mut_226;
let l_333 = l_332 + u32(5);
let l_334 = shared_memory_7[l_333];
let l_335 = a_229[u32(5)];
let l_336 = l_334 * l_335;
let l_337 = a_225[u32(0)];
let l_338 = l_337 + l_336;
a_225[u32(0)] = l_338;
let l_339 = u32(64) + l_mut_226;
let l_340 = l_339 + u32(5);
let l_341 = shared_memory_7[l_340];
let l_342 = a_229[u32(5)];
let l_343 = l_341 * l_342;
let l_344 = a_225[u32(1)];
let l_345 = l_344 + l_343;
a_225[u32(1)] = l_345;
let l_346 = u32(0) + l_mut_226;
let l_347 = l_346 + u32(6);
let l_348 = shared_memory_7[l_347];
let l_349 = a_229[u32(6)];
let l_350 = l_348 * l_349;
let l_351 = a_225[u32(0)];
let l_352 = l_351 + l_350;
a_225[u32(0)] = l_352;
let l_353 = u32(64) + l_mut_226;
let l_354 = l_353 + u32(6);
let l_355 = shared_memory_7[l_354];
let l_356 = a_229[u32(6)];
let l_357 = l_355 * l_356;
let l_358 = a_225[u32(1)];
let l_359 = l_358 + l_357;
a_225[u32(1)] = l_359;
let l_360 = u32(0) + l_mut_226;
let l_361 = l_360 + u32(7);
let l_362 = shared_memory_7[l_361];
let l_363 = a_229[u32(7)];
let l_364 = l_362 * l_363;
let l_365 = a_225[u32(0)];
let l_366 = l_365 + l_364;
a_225[u32(0)] = l_366;
let l_367 = u32(64) + l_mut_226;
let l_368 = l_367 + u32(7);
let l_369 = shared_memory_7[l_368];
let l_370 = a_229[u32(7)];
let l_371 = l_369 * l_370;
let l_372 = a_225[u32(1)];
let l_373 = l_372 + l_371;
a_225[u32(1)] = l_373;
l_mut_226 = l_mut_226 + u32(8);
}
let l_374 = l_4 + u32(0);
let l_375 = l_374 < info.scalars_u32[0];
if l_375 {
let l_376 = l_374 * u32(128);
let l_377 = l_376 + l_mut_22;
let l_378 = a_225[u32(0)];
buffer_9_global[l_377] = l_378;
}
let l_379 = l_4 + u32(1);
let l_380 = l_379 < info.scalars_u32[0];
if l_380 {
let l_381 = l_379 * u32(128);
let l_382 = l_381 + l_mut_22;
let l_383 = a_225[u32(1)];
buffer_9_global[l_382] = l_383;
}
l_mut_22 = l_mut_22 + workgroup_size_no_axis;
}
}
