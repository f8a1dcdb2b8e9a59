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

var<workgroup> shared_memory_6: array<f32, 256>;

var<workgroup> shared_memory_4: array<f32, 256>;

var<workgroup> shared_memory_7: array<f32, 128>;

var<workgroup> shared_memory_8: array<f32, 128>;

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
var a_22: array<f32, 2>;

var a_27: array<f32, 8>;

var a_192: array<f32, 2>;

var a_268: array<f32, 2>;

var a_273: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_255: f32;
var l_mut_265: u32;
var l_mut_269: u32;
var l_mut_9: u32;
let l_0 = info.scalars_u32[0] + u32(2);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(2);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_5 = workgroup_id_no_axis * u32(2);
l_mut_9 = local_idx;
loop {
let l_10 = l_mut_9 < u32(256);
let l_11 = !l_10;
if l_11 {
break;
}
let l_12 = l_mut_9 / u32(128);
let l_13 = l_5 + l_12;
let l_14 = l_13 < info.scalars_u32[0];
if l_14 {
let l_15 = l_13 * u32(128);
let l_16 = l_mut_9 % u32(128);
let l_17 = l_15 + l_16;
let l_18 = buffer_0_global[l_17];
shared_memory_6[l_mut_9] = l_18;
} else {
shared_memory_6[l_mut_9] = f32(0.0);
}
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
let l_19 = local_idx < u32(128);
if l_19 {
let l_20 = local_idx % u32(64);
let l_21 = local_idx / u32(64);
a_22[u32(0)] = f32(0.0);
a_22[u32(1)] = f32(0.0);
let l_23 = l_21 * u32(64);
l_mut_9 = l_23;
loop {
let l_24 = l_23 + u32(64);
let l_25 = l_mut_9 < l_24;
let l_26 = !l_25;
if l_26 {
break;
}
let l_28 = l_mut_9 + u32(0);
let l_29 = l_28 * u32(64);
let l_30 = u32(0) + l_29;
let l_31 = l_30 + l_20;
let l_32 = buffer_1_global[l_31];
a_27[u32(0)] = l_32;
let l_33 = l_mut_9 + u32(1);
let l_34 = l_33 * u32(64);
let l_35 = u32(0) + l_34;
let l_36 = l_35 + l_20;
let l_37 = buffer_1_global[l_36];
a_27[u32(1)] = l_37;
let l_38 = l_mut_9 + u32(2);
let l_39 = l_38 * u32(64);
let l_40 = u32(0) + l_39;
let l_41 = l_40 + l_20;
let l_42 = buffer_1_global[l_41];
a_27[u32(2)] = l_42;
let l_43 = l_mut_9 + u32(3);
let l_44 = l_43 * u32(64);
let l_45 = u32(0) + l_44;
let l_46 = l_45 + l_20;
let l_47 = buffer_1_global[l_46];
a_27[u32(3)] = l_47;
let l_48 = l_mut_9 + u32(4);
let l_49 = l_48 * u32(64);
let l_50 = u32(0) + l_49;
let l_51 = l_50 + l_20;
let l_52 = buffer_1_global[l_51];
a_27[u32(4)] = l_52;
let l_53 = l_mut_9 + u32(5);
let l_54 = l_53 * u32(64);
let l_55 = u32(0) + l_54;
let l_56 = l_55 + l_20;
let l_57 = buffer_1_global[l_56];
a_27[u32(5)] = l_57;
let l_58 = l_mut_9 + u32(6);
let l_59 = l_58 * u32(64);
let l_60 = u32(0) + l_59;
let l_61 = l_60 + l_20;
let l_62 = buffer_1_global[l_61];
a_27[u32(6)] = l_62;
let l_63 = l_mut_9 + u32(7);
let l_64 = l_63 * u32(64);
let l_65 = u32(0) + l_64;
let l_66 = l_65 + l_20;
let l_67 = buffer_1_global[l_66];
a_27[u32(7)] = l_67;
let l_68 = u32(0) + l_mut_9;
let l_69 = l_68 + u32(0);
let l_70 = shared_memory_6[l_69];
let l_71 = a_27[u32(0)];
let l_72 = l_70 * l_71;
let l_73 = a_22[u32(0)];
let l_74 = l_73 + l_72;
a_22[u32(0)] = l_74;
let l_75 = u32(128) + l_mut_9;
let l_76 = l_75 + u32(0);
let l_77 = shared_memory_6[l_76];
let l_78 = a_27[u32(0)];
let l_79 = l_77 * l_78;
let l_80 = a_22[u32(1)];
let l_81 = l_80 + l_79;
a_22[u32(1)] = l_81;
let l_82 = u32(0) + l_mut_9;
let l_83 = l_82 + u32(1);
let l_84 = shared_memory_6[l_83];
let l_85 = a_27[u32(1)];
let l_86 = l_84 * l_85;
let l_87 = a_22[u32(0)];
let l_88 = l_87 + l_86;
a_22[u32(0)] = l_88;
let l_89 = u32(128) + l_mut_9;
let l_90 = l_89 + u32(1);
let l_91 = shared_memory_6[l_90];
let l_92 = a_27[u32(1)];
let l_93 = l_91 * l_92;
let l_94 = a_22[u32(1)];
let l_95 = l_94 + l_93;
a_22[u32(1)] = l_95;
let l_96 = u32(0) + l_mut_9;
let l_97 = l_96 + u32(2);
let l_98 = shared_memory_6[l_97];
let l_99 = a_27[u32(2)];
let l_100 = l_98 * l_99;
let l_101 = a_22[u32(0)];
let l_102 = l_101 + l_100;
a_22[u32(0)] = l_102;
let l_103 = u32(128) + l_mut_9;
let l_104 = l_103 + u32(2);
let l_105 = shared_memory_6[l_104];
let l_106 = a_27[u32(2)];
let l_107 = l_105 * l_106;
let l_108 = a_22[u32(1)];
let l_109 = l_108 + l_107;
a_22[u32(1)] = l_109;
let l_110 = u32(0) + l_mut_9;
let l_111 = l_110 + u32(3);
let l_112 = shared_memory_6[l_111];
let l_113 = a_27[u32(3)];
let l_114 = l_112 * l_113;
let l_115 = a_22[u32(0)];
let l_116 = l_115 + l_114;
a_22[u32(0)] = l_116;
let l_117 = u32(128) + l_mut_9;
let l_118 = l_117 + u32(3);
let l_119 = shared_memory_6[l_118];
let l_120 = a_27[u32(3)];
let l_121 = l_119 * l_120;
let l_122 = a_22[u32(1)];
let l_123 = l_122 + l_121;
a_22[u32(1)] = l_123;
let l_124 = u32(0) + l_mut_9;
let l_125 = l_124 + u32(4);
let l_126 = shared_memory_6[l_125];
let l_127 = a_27[u32(4)];
let l_128 = l_126 * l_127;
let l_129 = a_22[u32(0)];
let l_130 = l_129 + l_128;
a_22[u32(0)] = l_130;
let l_131 = u32(128) + l_mut_9;
let l_132 = l_131 + u32(4);
let l_133 = shared_memory_6[l_132];
let l_134 = a_27[u32(4)];
let l_135 = l_133 * l_134;
let l_136 = a_22[u32(1)];
let l_137 = l_136 + l_135;
a_22[u32(1)] = l_137;
let l_138 = u32(0) + l_mut_9;
let l_139 = l_138 + u32(5);
let l_140 = shared_memory_6[l_139];
let l_141 = a_27[u32(5)];
let l_142 = l_140 * l_141;
let l_143 = a_22[u32(0)];
let l_144 = l_143 + l_142;
a_22[u32(0)] = l_144;
let l_145 = u32(128) + l_mut_9;
let l_146 = l_145 + u32(5);
let l_147 = shared_memory_6[l_146];
let l_148 = a_27[u32(5)];
let l_149 = l_147 * l_148;
let l_150 = a_22[u32(1)];
let l_151 = l_150 + l_149;
a_22[u32(1)] = l_151;
let l_152 = u32(0) + l_mut_9;
let l_153 = l_152 + u32(6);
let l_154 = shared_memory_6[l_153];
let l_155 = a_27[u32(6)];
let l_156 = l_154 * l_155;
let l_157 = a_22[u32(0)];
let l_158 = l_157 + l_156;
a_22[u32(0)] = l_158;
let l_159 = u32(128) + l_mut_9;
let l_160 = l_159 + u32(6);
let l_161 = shared_memory_6[l_160];
let l_162 = a_27[u32(6)];
let l_163 = l_161 * l_162;
let l_164 = a_22[u32(1)];
let l_165 = l_164 + l_163;
a_22[u32(1)] = l_165;
let l_166 = u32(0) + l_mut_9;
let l_167 = l_166 + u32(7);
let l_168 = shared_memory_6[l_167];
let l_169 = a_27[u32(7)];
let l_170 = l_168 * l_169;
let l_171 = a_22[u32(0)];
let l_172 = l_171 + l_170;
a_22[u32(0)] = l_172;
let l_173 = u32(128) + l_mut_9;
let l_174 = l_173 + u32(7);
let l_175 = shared_memory_6[l_174];
let l_176 = a_27[u32(7)];
let l_177 = l_175 * l_176;
let l_178 = a_22[u32(1)];
let l_179 = l_178 + l_177;
a_22[u32(1)] = l_179;
l_mut_9 = l_mut_9 + u32(8);
}
let l_180 = l_21 * u32(2);
let l_181 = l_180 + u32(0);
let l_182 = l_181 * u32(64);
let l_183 = l_182 + l_20;
let l_184 = a_22[u32(0)];
shared_memory_4[l_183] = l_184;
let l_185 = l_21 * u32(2);
let l_186 = l_185 + u32(1);
let l_187 = l_186 * u32(64);
let l_188 = l_187 + l_20;
let l_189 = a_22[u32(1)];
shared_memory_4[l_188] = l_189;
}
workgroupBarrier();
l_mut_9 = local_idx;
loop {
let l_190 = l_mut_9 < u32(64);
let l_191 = !l_190;
if l_191 {
break;
}
let l_193 = u32(0) + l_mut_9;
let l_194 = buffer_2_global[l_193];
a_192[u32(0)] = l_194;
a_192[u32(1)] = l_194;
let l_195 = u32(0) + l_mut_9;
let l_196 = shared_memory_4[l_195];
let l_197 = a_192[u32(0)];
let l_198 = l_197 + l_196;
a_192[u32(0)] = l_198;
let l_199 = u32(64) + l_mut_9;
let l_200 = shared_memory_4[l_199];
let l_201 = a_192[u32(1)];
let l_202 = l_201 + l_200;
a_192[u32(1)] = l_202;
let l_203 = u32(128) + l_mut_9;
let l_204 = shared_memory_4[l_203];
let l_205 = a_192[u32(0)];
let l_206 = l_205 + l_204;
a_192[u32(0)] = l_206;
let l_207 = u32(192) + l_mut_9;
let l_208 = shared_memory_4[l_207];
let l_209 = a_192[u32(1)];
let l_210 = l_209 + l_208;
a_192[u32(1)] = l_210;
let l_211 = u32(0) + l_mut_9;
let l_212 = buffer_4_global[l_211];
let l_213 = a_192[u32(0)];
let l_214 = u32(0) + l_mut_9;
let l_215 = -l_213;
let l_216 = exp(l_215);
let l_217 = f32(1.0) + l_216;
let l_218 = f32(1.0) / l_217;
let l_219 = l_213 * l_218;
let l_220 = l_219 * l_212;
shared_memory_7[l_214] = l_220;
let l_221 = u32(0) + l_mut_9;
let l_222 = info.scalars_f32[0] * l_212;
let l_223 = -l_213;
let l_224 = exp(l_223);
let l_225 = f32(1.0) + l_224;
let l_226 = f32(1.0) / l_225;
let l_227 = f32(1.0) - l_226;
let l_228 = l_213 * l_227;
let l_229 = f32(1.0) + l_228;
let l_230 = l_226 * l_229;
let l_231 = l_222 * l_230;
shared_memory_8[l_221] = l_231;
let l_232 = a_192[u32(1)];
let l_233 = u32(64) + l_mut_9;
let l_234 = -l_232;
let l_235 = exp(l_234);
let l_236 = f32(1.0) + l_235;
let l_237 = f32(1.0) / l_236;
let l_238 = l_232 * l_237;
let l_239 = l_238 * l_212;
shared_memory_7[l_233] = l_239;
let l_240 = u32(64) + l_mut_9;
let l_241 = info.scalars_f32[0] * l_212;
let l_242 = -l_232;
let l_243 = exp(l_242);
let l_244 = f32(1.0) + l_243;
let l_245 = f32(1.0) / l_244;
let l_246 = f32(1.0) - l_245;
let l_247 = l_232 * l_246;
let l_248 = f32(1.0) + l_247;
let l_249 = l_245 * l_248;
let l_250 = l_241 * l_249;
shared_memory_8[l_240] = l_250;
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
let l_251 = local_idx < u32(2);
if l_251 {
let l_252 = l_5 + local_idx;
let l_253 = l_252 < info.scalars_u32[0];
if l_253 {
let l_254 = buffer_5_global[u32(0)];
l_mut_255 = l_254;

for (var l_mut_256: u32 = u32(0); l_mut_256 < u32(64); l_mut_256++) {
let l_257 = local_idx * u32(64);
let l_258 = l_257 + l_mut_256;
let l_259 = shared_memory_7[l_258];
l_mut_255 = l_mut_255 + l_259;
}
let l_260 = info.scalars_f32[0] * l_mut_255;
let l_261 = l_260 + info.scalars_f32[1];
let l_262 = buffer_6_global[l_252];
let l_263 = buffer_7_global[l_262];
let l_264 = l_261 + l_263;
buffer_8_global[l_252] = l_264;
}
}
l_mut_265 = local_idx;
loop {
let l_266 = l_mut_265 < u32(128);
let l_267 = !l_266;
if l_267 {
break;
}
a_268[u32(0)] = f32(0.0);
a_268[u32(1)] = f32(0.0);
l_mut_269 = u32(0);
loop {
let l_270 = u32(0) + u32(64);
let l_271 = l_mut_269 < l_270;
let l_272 = !l_271;
if l_272 {
break;
}
let l_274 = l_mut_269 + u32(0);
let l_275 = l_274 * u32(128);
let l_276 = u32(0) + l_275;
let l_277 = l_276 + l_mut_265;
let l_278 = buffer_3_global[l_277];
a_273[u32(0)] = l_278;
let l_279 = l_mut_269 + u32(1);
let l_280 = l_279 * u32(128);
let l_281 = u32(0) + l_280;
let l_282 = l_281 + l_mut_265;
let l_283 = buffer_3_global[l_282];
a_273[u32(1)] = l_283;
let l_284 = l_mut_269 + u32(2);
let l_285 = l_284 * u32(128);
let l_286 = u32(0) + l_285;
let l_287 = l_286 + l_mut_265;
let l_288 = buffer_3_global[l_287];
a_273[u32(2)] = l_288;
let l_289 = l_mut_269 + u32(3);
let l_290 = l_289 * u32(128);
let l_291 = u32(0) + l_290;
let l_292 = l_291 + l_mut_265;
let l_293 = buffer_3_global[l_292];
a_273[u32(3)] = l_293;
let l_294 = l_mut_269 + u32(4);
let l_295 = l_294 * u32(128);
let l_296 = u32(0) + l_295;
let l_297 = l_296 + l_mut_265;
let l_298 = buffer_3_global[l_297];
a_273[u32(4)] = l_298;
let l_299 = l_mut_269 + u32(5);
let l_300 = l_299 * u32(128);
let l_301 = u32(0) + l_300;
let l_302 = l_301 + l_mut_265;
let l_303 = buffer_3_global[l_302];
a_273[u32(5)] = l_303;
let l_304 = l_mut_269 + u32(6);
let l_305 = l_304 * u32(128);
let l_306 = u32(0) + l_305;
let l_307 = l_306 + l_mut_265;
let l_308 = buffer_3_global[l_307];
a_273[u32(6)] = l_308;
let l_309 = l_mut_269 + u32(7);
let l_310 = l_309 * u32(128);
let l_311 = u32(0) + l_310;
let l_312 = l_311 + l_mut_265;
let l_313 = buffer_3_global[l_312];
a_273[u32(7)] = l_313;
let l_314 = u32(0) + l_mut_269;
let l_315 = l_314 + u32(0);
let l_316 = shared_memory_8[l_315];
let l_317 = a_273[u32(0)];
let l_318 = l_316 * l_317;
let l_319 = a_268[u32(0)];
let l_320 = l_319 + l_318;
a_268[u32(0)] = l_320;
let l_321 = u32(64) + l_mut_269;
let l_322 = l_321 + u32(0);
let l_323 = shared_memory_8[l_322];
let l_324 = a_273[u32(0)];
let l_325 = l_323 * l_324;
let l_326 = a_268[u32(1)];
let l_327 = l_326 + l_325;
a_268[u32(1)] = l_327;
let l_328 = u32(0) + l_mut_269;
let l_329 = l_328 + u32(1);
let l_330 = shared_memory_8[l_329];
let l_331 = a_273[u32(1)];
let l_332 = l_330 * l_331;
let l_333 = a_268[u32(0)];
let l_334 = l_333 + l_332;
a_268[u32(0)] = l_334;
let l_335 = u32(64) + l_mut_269;
let l_336 = l_335 + u32(1);
let l_337 = shared_memory_8[l_336];
let l_338 = a_273[u32(1)];
let l_339 = l_337 * l_338;
let l_340 = a_268[u32(1)];
let l_341 = l_340 + l_339;
a_268[u32(1)] = l_341;
let l_342 = u32(0) + l_mut_269;
let l_343 = l_342 + u32(2);
let l_344 = shared_memory_8[l_343];
let l_345 = a_273[u32(2)];
let l_346 = l_344 * l_345;
let l_347 = a_268[u32(0)];
let l_348 = l_347 + l_346;
a_268[u32(0)] = l_348;
let l_349 = u32(64) + l_mut_269;
let l_350 = l_349 + u32(2);
let l_351 = shared_memory_8[l_350];
let l_352 = a_273[u32(2)];
let l_353 = l_351 * l_352;
let l_354 = a_268[u32(1)];
let l_355 = l_354 + l_353;
a_268[u32(1)] = l_355;
let l_356 = u32(0) + l_mut_269;
let l_357 = l_356 + u32(3);
let l_358 = shared_memory_8[l_357];
let l_359 = a_273[u32(3)];
let l_360 = l_358 * l_359;
let l_361 = a_268[u32(0)];
let l_362 = l_361 + l_360;
a_268[u32(0)] = l_362;
let l_363 = u32(64) + l_mut_269;
let l_364 = l_363 + u32(3);
let l_365 = shared_memory_8[l_364];
let l_366 = a_273[u32(3)];
let l_367 = l_365 * l_366;
let l_368 = a_268[u32(1)];
let l_369 = l_368 + l_367;
a_268[u32(1)] = l_369;
let l_370 = u32(0) + l_mut_269;
let l_371 = l_370 + u32(4);
let l_372 = shared_memory_8[l_371];
let l_373 = a_273[u32(4)];
let l_374 = l_372 * l_373;
let l_375 = a_268[u32(0)];
let l_376 = l_375 + l_374;
a_268[u32(0)] = l_376;
let l_377 = u32(64) + l_mut_269;
let l_378 = l_377 + u32(4);
let l_379 = shared_memory_8[l_378];
let l_380 = a_273[u32(4)];
let l_381 = l_379 * l_380;
let l_382 = a_268[u32(1)];
let l_383 = l_382 + l_381;
a_268[u32(1)] = l_383;
let l_384 = u32(0) + l_mut_269;
let l_385 = l_384 + u32(5);
let l_386 = shared_memory_8[l_385];
let l_387 = a_273[u32(5)];
let l_388 = l_386 * l_387;
let l_389 = a_268[u32(0)];
let l_390 = l_389 + l_388;
a_268[u32(0)] = l_390;
let l_391 = u32(64) + l_mut_269;
let l_392 = l_391 + u32(5);
let l_393 = shared_memory_8[l_392];
let l_394 = a_273[u32(5)];
let l_395 = l_393 * l_394;
let l_396 = a_268[u32(1)];
let l_397 = l_396 + l_395;
a_268[u32(1)] = l_397;
let l_398 = u32(0) + l_mut_269;
let l_399 = l_398 + u32(6);
let l_400 = shared_memory_8[l_399];
let l_401 = a_273[u32(6)];
let l_402 = l_400 * l_401;
let l_403 = a_268[u32(0)];
let l_404 = l_403 + l_402;
a_268[u32(0)] = l_404;
let l_405 = u32(64) + l_mut_269;
let l_406 = l_405 + u32(6);
let l_407 = shared_memory_8[l_406];
let l_408 = a_273[u32(6)];
let l_409 = l_407 * l_408;
let l_410 = a_268[u32(1)];
let l_411 = l_410 + l_409;
a_268[u32(1)] = l_411;
let l_412 = u32(0) + l_mut_269;
let l_413 = l_412 + u32(7);
let l_414 = shared_memory_8[l_413];
let l_415 = a_273[u32(7)];
let l_416 = l_414 * l_415;
let l_417 = a_268[u32(0)];
let l_418 = l_417 + l_416;
a_268[u32(0)] = l_418;
let l_419 = u32(64) + l_mut_269;
let l_420 = l_419 + u32(7);
let l_421 = shared_memory_8[l_420];
let l_422 = a_273[u32(7)];
let l_423 = l_421 * l_422;
let l_424 = a_268[u32(1)];
let l_425 = l_424 + l_423;
a_268[u32(1)] = l_425;
l_mut_269 = l_mut_269 + u32(8);
}
let l_426 = l_5 + u32(0);
let l_427 = l_426 < info.scalars_u32[0];
if l_427 {
let l_428 = l_426 * u32(128);
let l_429 = l_428 + l_mut_265;
let l_430 = a_268[u32(0)];
buffer_9_global[l_429] = l_430;
}
let l_431 = l_5 + u32(1);
let l_432 = l_431 < info.scalars_u32[0];
if l_432 {
let l_433 = l_431 * u32(128);
let l_434 = l_433 + l_mut_265;
let l_435 = a_268[u32(1)];
buffer_9_global[l_434] = l_435;
}
l_mut_265 = l_mut_265 + u32(128);
}
}
