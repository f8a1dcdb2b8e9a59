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
var a_21: array<f32, 2>;

var a_26: array<f32, 8>;

var a_218: array<f32, 2>;

var a_222: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_18: u32;
var l_mut_206: f32;
var l_mut_219: u32;
var l_mut_23: u32;
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
l_mut_8 = l_mut_8 + workgroup_size_no_axis;
}
workgroupBarrier();
l_mut_18 = local_idx;
loop {
let l_19 = l_mut_18 < u32(64);
let l_20 = !l_19;
if l_20 {
break;
}
let l_22 = buffer_2_global[l_mut_18];
a_21[u32(0)] = l_22;
a_21[u32(1)] = l_22;
l_mut_23 = u32(0);
loop {
let l_24 = l_mut_23 < u32(128);
let l_25 = !l_24;
if l_25 {
break;
}
let l_27 = l_mut_23 + u32(0);
let l_28 = l_27 * u32(64);
let l_29 = l_28 + l_mut_18;
let l_30 = buffer_1_global[l_29];
a_26[u32(0)] = l_30;
let l_31 = l_mut_23 + u32(1);
let l_32 = l_31 * u32(64);
let l_33 = l_32 + l_mut_18;
let l_34 = buffer_1_global[l_33];
a_26[u32(1)] = l_34;
let l_35 = l_mut_23 + u32(2);
let l_36 = l_35 * u32(64);
let l_37 = l_36 + l_mut_18;
let l_38 = buffer_1_global[l_37];
a_26[u32(2)] = l_38;
let l_39 = l_mut_23 + u32(3);
let l_40 = l_39 * u32(64);
let l_41 = l_40 + l_mut_18;
let l_42 = buffer_1_global[l_41];
a_26[u32(3)] = l_42;
let l_43 = l_mut_23 + u32(4);
let l_44 = l_43 * u32(64);
let l_45 = l_44 + l_mut_18;
let l_46 = buffer_1_global[l_45];
a_26[u32(4)] = l_46;
let l_47 = l_mut_23 + u32(5);
let l_48 = l_47 * u32(64);
let l_49 = l_48 + l_mut_18;
let l_50 = buffer_1_global[l_49];
a_26[u32(5)] = l_50;
let l_51 = l_mut_23 + u32(6);
let l_52 = l_51 * u32(64);
let l_53 = l_52 + l_mut_18;
let l_54 = buffer_1_global[l_53];
a_26[u32(6)] = l_54;
let l_55 = l_mut_23 + u32(7);
let l_56 = l_55 * u32(64);
let l_57 = l_56 + l_mut_18;
let l_58 = buffer_1_global[l_57];
a_26[u32(7)] = l_58;
let l_59 = u32(0) + l_mut_23;
let l_60 = l_59 + u32(0);
let l_61 = shared_memory_5[l_60];
let l_62 = a_26[u32(0)];
let l_63 = l_61 * l_62;
let l_64 = a_21[u32(0)];
let l_65 = l_64 + l_63;
a_21[u32(0)] = l_65;
let l_66 = u32(128) + l_mut_23;
let l_67 = l_66 + u32(0);
let l_68 = shared_memory_5[l_67];
let l_69 = a_26[u32(0)];
let l_70 = l_68 * l_69;
let l_71 = a_21[u32(1)];
let l_72 = l_71 + l_70;
a_21[u32(1)] = l_72;
let l_73 = u32(0) + l_mut_23;
let l_74 = l_73 + u32(1);
let l_75 = shared_memory_5[l_74];
let l_76 = a_26[u32(1)];
let l_77 = l_75 * l_76;
let l_78 = a_21[u32(0)];
let l_79 = l_78 + l_77;
a_21[u32(0)] = l_79;
let l_80 = u32(128) + l_mut_23;
let l_81 = l_80 + u32(1);
let l_82 = shared_memory_5[l_81];
let l_83 = a_26[u32(1)];
let l_84 = l_82 * l_83;
let l_85 = a_21[u32(1)];
let l_86 = l_85 + l_84;
a_21[u32(1)] = l_86;
let l_87 = u32(0) + l_mut_23;
let l_88 = l_87 + u32(2);
let l_89 = shared_memory_5[l_88];
let l_90 = a_26[u32(2)];
let l_91 = l_89 * l_90;
let l_92 = a_21[u32(0)];
let l_93 = l_92 + l_91;
a_21[u32(0)] = l_93;
let l_94 = u32(128) + l_mut_23;
let l_95 = l_94 + u32(2);
let l_96 = shared_memory_5[l_95];
let l_97 = a_26[u32(2)];
let l_98 = l_96 * l_97;
let l_99 = a_21[u32(1)];
let l_100 = l_99 + l_98;
a_21[u32(1)] = l_100;
let l_101 = u32(0) + l_mut_23;
let l_102 = l_101 + u32(3);
let l_103 = shared_memory_5[l_102];
let l_104 = a_26[u32(3)];
let l_105 = l_103 * l_104;
let l_106 = a_21[u32(0)];
let l_107 = l_106 + l_105;
a_21[u32(0)] = l_107;
let l_108 = u32(128) + l_mut_23;
let l_109 = l_108 + u32(3);
let l_110 = shared_memory_5[l_109];
let l_111 = a_26[u32(3)];
let l_112 = l_110 * l_111;
let l_113 = a_21[u32(1)];
let l_114 = l_113 + l_112;
a_21[u32(1)] = l_114;
let l_115 = u32(0) + l_mut_23;
let l_116 = l_115 + u32(4);
let l_117 = shared_memory_5[l_116];
let l_118 = a_26[u32(4)];
let l_119 = l_117 * l_118;
let l_120 = a_21[u32(0)];
let l_121 = l_120 + l_119;
a_21[u32(0)] = l_121;
let l_122 = u32(128) + l_mut_23;
let l_123 = l_122 + u32(4);
let l_124 = shared_memory_5[l_123];
let l_125 = a_26[u32(4)];
let l_126 = l_124 * l_125;
let l_127 = a_21[u32(1)];
let l_128 = l_127 + l_126;
a_21[u32(1)] = l_128;
let l_129 = u32(0) + l_mut_23;
let l_130 = l_129 + u32(5);
let l_131 = shared_memory_5[l_130];
let l_132 = a_26[u32(5)];
let l_133 = l_131 * l_132;
let l_134 = a_21[u32(0)];
let l_135 = l_134 + l_133;
a_21[u32(0)] = l_135;
let l_136 = u32(128) + l_mut_23;
let l_137 = l_136 + u32(5);
let l_138 = shared_memory_5[l_137];
let l_139 = a_26[u32(5)];
let l_140 = l_138 * l_139;
let l_141 = a_21[u32(1)];
let l_142 = l_141 + l_140;
a_21[u32(1)] = l_142;
let l_143 = u32(0) + l_mut_23;
let l_144 = l_143 + u32(6);
let l_145 = shared_memory_5[l_144];
let l_146 = a_26[u32(6)];
let l_147 = l_145 * l_146;
let l_148 = a_21[u32(0)];
let l_149 = l_148 + l_147;
a_21[u32(0)] = l_149;
let l_150 = u32(128) + l_mut_23;
let l_151 = l_150 + u32(6);
let l_152 = shared_memory_5[l_151];
let l_153 = a_26[u32(6)];
let l_154 = l_152 * l_153;
let l_155 = a_21[u32(1)];
let l_156 = l_155 + l_154;
a_21[u32(1)] = l_156;
let l_157 = u32(0) + l_mut_23;
let l_158 = l_157 + u32(7);
let l_159 = shared_memory_5[l_158];
let l_160 = a_26[u32(7)];
let l_161 = l_159 * l_160;
let l_162 = a_21[u32(0)];
let l_163 = l_162 + l_161;
a_21[u32(0)] = l_163;
let l_164 = u32(128) + l_mut_23;
let l_165 = l_164 + u32(7);
let l_166 = shared_memory_5[l_165];
let l_167 = a_26[u32(7)];
let l_168 = l_166 * l_167;
let l_169 = a_21[u32(1)];
let l_170 = l_169 + l_168;
a_21[u32(1)] = l_170;
l_mut_23 = l_mut_23 + u32(8);
}
let l_171 = buffer_4_global[l_mut_18];
let l_172 = a_21[u32(0)];
let l_173 = -l_172;
let l_174 = exp(l_173);
let l_175 = f32(1.0) + l_174;
let l_176 = f32(1.0) / l_175;
let l_177 = u32(0) + l_mut_18;
let l_178 = l_172 * l_176;
let l_179 = l_178 * l_171;
shared_memory_6[l_177] = l_179;
let l_180 = u32(0) + l_mut_18;
let l_181 = info.scalars_f32[0] * l_171;
let l_182 = f32(1.0) - l_176;
let l_183 = l_172 * l_182;
let l_184 = f32(1.0) + l_183;
let l_185 = l_176 * l_184;
let l_186 = l_181 * l_185;
shared_memory_7[l_180] = l_186;
let l_187 = a_21[u32(1)];
let l_188 = -l_187;
let l_189 = exp(l_188);
let l_190 = f32(1.0) + l_189;
let l_191 = f32(1.0) / l_190;
let l_192 = u32(64) + l_mut_18;
let l_193 = l_187 * l_191;
let l_194 = l_193 * l_171;
shared_memory_6[l_192] = l_194;
let l_195 = u32(64) + l_mut_18;
let l_196 = info.scalars_f32[0] * l_171;
let l_197 = f32(1.0) - l_191;
let l_198 = l_187 * l_197;
let l_199 = f32(1.0) + l_198;
let l_200 = l_191 * l_199;
let l_201 = l_196 * l_200;
shared_memory_7[l_195] = l_201;
l_mut_18 = l_mut_18 + workgroup_size_no_axis;
}
workgroupBarrier();
let l_202 = local_idx < u32(2);
if l_202 {
let l_203 = l_4 + local_idx;
let l_204 = l_203 < info.scalars_u32[0];
if l_204 {
let l_205 = buffer_5_global[u32(0)];
l_mut_206 = l_205;

for (var l_mut_207: u32 = u32(0); l_mut_207 < u32(64); l_mut_207++) {
let l_208 = local_idx * u32(64);
let l_209 = l_208 + l_mut_207;
let l_210 = shared_memory_6[l_209];
l_mut_206 = l_mut_206 + l_210;
}
let l_211 = info.scalars_f32[0] * l_mut_206;
let l_212 = l_211 + info.scalars_f32[1];
let l_213 = buffer_6_global[l_203];
let l_214 = buffer_7_global[l_213];
let l_215 = l_212 + l_214;
buffer_8_global[l_203] = l_215;
}
}
l_mut_23 = local_idx;
loop {
let l_216 = l_mut_23 < u32(128);
let l_217 = !l_216;
if l_217 {
break;
}
a_218[u32(0)] = f32(0.0);
a_218[u32(1)] = f32(0.0);
l_mut_219 = u32(0);
loop {
let l_220 = l_mut_219 < u32(64);
let l_221 = !l_220;
if l_221 {
break;
}
let l_223 = l_mut_219 + u32(0);
let l_224 = l_223 * u32(128);
let l_225 = l_224 + l_mut_23;
let l_226 = buffer_3_global[l_225];
a_222[u32(0)] = l_226;
let l_227 = l_mut_219 + u32(1);
let l_228 = l_227 * u32(128);
let l_229 = l_228 + l_mut_23;
let l_230 = buffer_3_global[l_229];
a_222[u32(1)] = l_230;
let l_231 = l_mut_219 + u32(2);
let l_232 = l_231 * u32(128);
let l_233 = l_232 + l_mut_23;
let l_234 = buffer_3_global[l_233];
a_222[u32(2)] = l_234;
let l_235 = l_mut_219 + u32(3);
let l_236 = l_235 * u32(128);
let l_237 = l_236 + l_mut_23;
let l_238 = buffer_3_global[l_237];
a_222[u32(3)] = l_238;
let l_239 = l_mut_219 + u32(4);
let l_240 = l_239 * u32(128);
let l_241 = l_240 + l_mut_23;
let l_242 = buffer_3_global[l_241];
a_222[u32(4)] = l_242;
let l_243 = l_mut_219 + u32(5);
let l_244 = l_243 * u32(128);
let l_245 = l_244 + l_mut_23;
let l_246 = buffer_3_global[l_245];
a_222[u32(5)] = l_246;
let l_247 = l_mut_219 + u32(6);
let l_248 = l_247 * u32(128);
let l_249 = l_248 + l_mut_23;
let l_250 = buffer_3_global[l_249];
a_222[u32(6)] = l_250;
let l_251 = l_mut_219 + u32(7);
let l_252 = l_251 * u32(128);
let l_253 = l_252 + l_mut_23;
let l_254 = buffer_3_global[l_253];
a_222[u32(7)] = l_254;
let l_255 = u32(0) + l_mut_219;
let l_256 = l_255 + u32(0);
let l_257 = shared_memory_7[l_256];
let l_258 = a_222[u32(0)];
let l_259 = l_257 * l_258;
let l_260 = a_218[u32(0)];
let l_261 = l_260 + l_259;
a_218[u32(0)] = l_261;
let l_262 = u32(64) + l_mut_219;
let l_263 = l_262 + u32(0);
let l_264 = shared_memory_7[l_263];
let l_265 = a_222[u32(0)];
let l_266 = l_264 * l_265;
let l_267 = a_218[u32(1)];
let l_268 = l_267 + l_266;
a_218[u32(1)] = l_268;
let l_269 = u32(0) + l_mut_219;
let l_270 = l_269 + u32(1);
let l_271 = shared_memory_7[l_270];
let l_272 = a_222[u32(1)];
let l_273 = l_271 * l_272;
let l_274 = a_218[u32(0)];
let l_275 = l_274 + l_273;
a_218[u32(0)] = l_275;
let l_276 = u32(64) + l_mut_219;
let l_277 = l_276 + u32(1);
let l_278 = shared_memory_7[l_277];
let l_279 = a_222[u32(1)];
let l_280 = l_278 * l_279;
let l_281 = a_218[u32(1)];
let l_282 = l_281 + l_280;
a_218[u32(1)] = l_282;
let l_283 = u32(0) + l_mut_219;
let l_284 = l_283 + u32(2);
let l_285 = shared_memory_7[l_284];
let l_286 = a_222[u32(2)];
let l_287 = l_285 * l_286;
let l_288 = a_218[u32(0)];
let l_289 = l_288 + l_287;
a_218[u32(0)] = l_289;
let l_290 = u32(64) + l_mut_219;
let l_291 = l_290 + u32(2);
let l_292 = shared_memory_7[l_291];
let l_293 = a_222[u32(2)];
let l_294 = l_292 * l_293;
let l_295 = a_218[u32(1)];
let l_296 = l_295 + l_294;
a_218[u32(1)] = l_296;
let l_297 = u32(0) + l_mut_219;
let l_298 = l_297 + u32(3);
let l_299 = shared_memory_7[l_298];
let l_300 = a_222[u32(3)];
let l_301 = l_299 * l_300;
let l_302 = a_218[u32(0)];
let l_303 = l_302 + l_301;
a_218[u32(0)] = l_303;
let l_304 = u32(64) + l_mut_219;
let l_305 = l_304 + u32(3);
let l_306 = shared_memory_7[l_305];
let l_307 = a_222[u32(3)];
let l_308 = l_306 * l_307;
let l_309 = a_218[u32(1)];
let l_310 = l_309 + l_308;
a_218[u32(1)] = l_310;
let l_311 = u32(0) + l_mut_219;
let l_312 = l_311 + u32(4);
let l_313 = shared_memory_7[l_312];
let l_314 = a_222[u32(4)];
let l_315 = l_313 * l_314;
let l_316 = a_218[u32(0)];
let l_317 = l_316 + l_315;
a_218[u32(0)] = l_317;
let l_318 = u32(64) + l_mut_219;
let l_319 = l_318 + u32(4);
let l_320 = shared_memory_7[l_319];
let l_321 = a_222[u32(4)];
let l_322 = l_320 * l_321;
let l_323 = a_218[u32(1)];
let l_324 = l_323 + l_322;
a_218[u32(1)] = l_324;
let l_325 = u32(0) + l_mut_219;
let l_326 = l_325 + u32(5);
let l_327 = shared_memory_7[l_326];
let l_328 = a_222[u32(5)];
let l_329 = l_327 * l_328;
let l_330 = a_218[u32(0)];
let l_331 = l_330 + l_329;
a_218[u32(0)] = l_331;
let l_332 = u32(64) + l_mut_219;
let l_333 = l_332 + u32(5);
let l_334 = shared_memory_7[l_333];
let l_335 = a_222[u32(5)];
let l_336 = l_334 * l_335;
let l_337 = a_218[u32(1)];
let l_338 = l_337 + l_336;
a_218[u32(1)] = l_338;
let l_339 = u32(0) + l_mut_219;
let l_340 = l_339 + u32(6);
let l_341 = shared_memory_7[l_340];
let l_342 = a_222[u32(6)];
let l_343 = l_341 * l_342;
let l_344 = a_218[u32(0)];
let l_345 = l_344 + l_343;
a_218[u32(0)] = l_345;
let l_346 = u32(64) + l_mut_219;
let l_347 = l_346 + u32(6);
let l_348 = shared_memory_7[l_347];
let l_349 = a_222[u32(6)];
let l_350 = l_348 * l_349;
let l_351 = a_218[u32(1)];
let l_352 = l_351 + l_350;
a_218[u32(1)] = l_352;
let l_353 = u32(0) + l_mut_219;
let l_354 = l_353 + u32(7);
let l_355 = shared_memory_7[l_354];
let l_356 = a_222[u32(7)];
let l_357 = l_355 * l_356;
let l_358 = a_218[u32(0)];
let l_359 = l_358 + l_357;
a_218[u32(0)] = l_359;
let l_360 = u32(64) + l_mut_219;
let l_361 = l_360 + u32(7);
let l_362 = shared_memory_7[l_361];
let l_363 = a_222[u32(7)];
let l_364 = l_362 * l_363;
let l_365 = a_218[u32(1)];
let l_366 = l_365 + l_364;
a_218[u32(1)] = l_366;
l_mut_219 = l_mut_219 + u32(8);
}
let l_367 = l_4 + u32(0);
let l_368 = l_367 < info.scalars_u32[0];
if l_368 {
let l_369 = l_367 * u32(128);
let l_370 = l_369 + l_mut_23;
let l_371 = a_218[u32(0)];
buffer_9_global[l_370] = l_371;
}
let l_372 = l_4 + u32(1);
let l_373 = l_372 < info.scalars_u32[0];
if l_373 {
let l_374 = l_372 * u32(128);
let l_375 = l_374 + l_mut_23;
let l_376 = a_218[u32(1)];
buffer_9_global[l_375] = l_376;
}
l_mut_23 = l_mut_23 + workgroup_size_no_axis;
}
}
