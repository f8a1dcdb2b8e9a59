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
var a_24: array<f32, 2>;

var a_32: array<f32, 8>;

var a_197: array<f32, 2>;

var a_272: array<f32, 2>;

var a_278: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_18: u32;
var l_mut_260: f32;
var l_mut_273: u32;
var l_mut_274: u32;
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
l_mut_18 = l_17;
let l_19 = l_16 + l_mut_18;
let l_20 = buffer_0_global[l_19];
shared_memory_7[l_mut_10] = l_20;
} else {
shared_memory_7[l_mut_10] = f32(0.0);
}
l_mut_10 = l_mut_10 + u32(128);
}
workgroupBarrier();
let l_21 = local_idx < u32(128);
if l_21 {
let l_22 = local_idx % u32(64);
let l_23 = local_idx / u32(64);
a_24[u32(0)] = f32(0.0);
a_24[u32(1)] = f32(0.0);
let l_25 = l_23 * u32(64);
l_mut_18 = l_25;
let l_26 = l_mut_18 - l_25;
let l_27 = l_26 * u32(64);
let l_28 = u32(0) + l_27;
l_mut_18 = l_22;
l_mut_10 = l_25;
loop {
let l_29 = l_25 + u32(64);
let l_30 = l_mut_10 < l_29;
let l_31 = !l_30;
if l_31 {
break;
}
let l_33 = l_mut_10 + u32(0);
let l_34 = l_33 * u32(64);
let l_35 = l_28 + l_34;
let l_36 = l_35 + l_mut_18;
let l_37 = buffer_1_global[l_36];
a_32[u32(0)] = l_37;
let l_38 = l_mut_10 + u32(1);
let l_39 = l_38 * u32(64);
let l_40 = l_28 + l_39;
let l_41 = l_40 + l_mut_18;
let l_42 = buffer_1_global[l_41];
a_32[u32(1)] = l_42;
let l_43 = l_mut_10 + u32(2);
let l_44 = l_43 * u32(64);
let l_45 = l_28 + l_44;
let l_46 = l_45 + l_mut_18;
let l_47 = buffer_1_global[l_46];
a_32[u32(2)] = l_47;
let l_48 = l_mut_10 + u32(3);
let l_49 = l_48 * u32(64);
let l_50 = l_28 + l_49;
let l_51 = l_50 + l_mut_18;
let l_52 = buffer_1_global[l_51];
a_32[u32(3)] = l_52;
let l_53 = l_mut_10 + u32(4);
let l_54 = l_53 * u32(64);
let l_55 = l_28 + l_54;
let l_56 = l_55 + l_mut_18;
let l_57 = buffer_1_global[l_56];
a_32[u32(4)] = l_57;
let l_58 = l_mut_10 + u32(5);
let l_59 = l_58 * u32(64);
let l_60 = l_28 + l_59;
let l_61 = l_60 + l_mut_18;
let l_62 = buffer_1_global[l_61];
a_32[u32(5)] = l_62;
let l_63 = l_mut_10 + u32(6);
let l_64 = l_63 * u32(64);
let l_65 = l_28 + l_64;
let l_66 = l_65 + l_mut_18;
let l_67 = buffer_1_global[l_66];
a_32[u32(6)] = l_67;
let l_68 = l_mut_10 + u32(7);
let l_69 = l_68 * u32(64);
let l_70 = l_28 + l_69;
let l_71 = l_70 + l_mut_18;
let l_72 = buffer_1_global[l_71];
a_32[u32(7)] = l_72;
let l_73 = u32(0) + l_mut_10;
let l_74 = l_73 + u32(0);
let l_75 = shared_memory_7[l_74];
let l_76 = a_32[u32(0)];
let l_77 = l_75 * l_76;
let l_78 = a_24[u32(0)];
let l_79 = l_78 + l_77;
a_24[u32(0)] = l_79;
let l_80 = u32(128) + l_mut_10;
let l_81 = l_80 + u32(0);
let l_82 = shared_memory_7[l_81];
let l_83 = a_32[u32(0)];
let l_84 = l_82 * l_83;
let l_85 = a_24[u32(1)];
let l_86 = l_85 + l_84;
a_24[u32(1)] = l_86;
let l_87 = u32(0) + l_mut_10;
let l_88 = l_87 + u32(1);
let l_89 = shared_memory_7[l_88];
let l_90 = a_32[u32(1)];
let l_91 = l_89 * l_90;
let l_92 = a_24[u32(0)];
let l_93 = l_92 + l_91;
a_24[u32(0)] = l_93;
let l_94 = u32(128) + l_mut_10;
let l_95 = l_94 + u32(1);
let l_96 = shared_memory_7[l_95];
let l_97 = a_32[u32(1)];
let l_98 = l_96 * l_97;
let l_99 = a_24[u32(1)];
let l_100 = l_99 + l_98;
a_24[u32(1)] = l_100;
let l_101 = u32(0) + l_mut_10;
let l_102 = l_101 + u32(2);
let l_103 = shared_memory_7[l_102];
let l_104 = a_32[u32(2)];
let l_105 = l_103 * l_104;
let l_106 = a_24[u32(0)];
let l_107 = l_106 + l_105;
a_24[u32(0)] = l_107;
let l_108 = u32(128) + l_mut_10;
let l_109 = l_108 + u32(2);
let l_110 = shared_memory_7[l_109];
let l_111 = a_32[u32(2)];
let l_112 = l_110 * l_111;
let l_113 = a_24[u32(1)];
let l_114 = l_113 + l_112;
a_24[u32(1)] = l_114;
let l_115 = u32(0) + l_mut_10;
let l_116 = l_115 + u32(3);
let l_117 = shared_memory_7[l_116];
let l_118 = a_32[u32(3)];
let l_119 = l_117 * l_118;
let l_120 = a_24[u32(0)];
let l_121 = l_120 + l_119;
a_24[u32(0)] = l_121;
let l_122 = u32(128) + l_mut_10;
let l_123 = l_122 + u32(3);
let l_124 = shared_memory_7[l_123];
let l_125 = a_32[u32(3)];
let l_126 = l_124 * l_125;
let l_127 = a_24[u32(1)];
let l_128 = l_127 + l_126;
a_24[u32(1)] = l_128;
let l_129 = u32(0) + l_mut_10;
let l_130 = l_129 + u32(4);
let l_131 = shared_memory_7[l_130];
let l_132 = a_32[u32(4)];
let l_133 = l_131 * l_132;
let l_134 = a_24[u32(0)];
let l_135 = l_134 + l_133;
a_24[u32(0)] = l_135;
let l_136 = u32(128) + l_mut_10;
let l_137 = l_136 + u32(4);
let l_138 = shared_memory_7[l_137];
let l_139 = a_32[u32(4)];
let l_140 = l_138 * l_139;
let l_141 = a_24[u32(1)];
let l_142 = l_141 + l_140;
a_24[u32(1)] = l_142;
let l_143 = u32(0) + l_mut_10;
let l_144 = l_143 + u32(5);
let l_145 = shared_memory_7[l_144];
let l_146 = a_32[u32(5)];
let l_147 = l_145 * l_146;
let l_148 = a_24[u32(0)];
let l_149 = l_148 + l_147;
a_24[u32(0)] = l_149;
let l_150 = u32(128) + l_mut_10;
let l_151 = l_150 + u32(5);
let l_152 = shared_memory_7[l_151];
let l_153 = a_32[u32(5)];
let l_154 = l_152 * l_153;
let l_155 = a_24[u32(1)];
let l_156 = l_155 + l_154;
a_24[u32(1)] = l_156;
let l_157 = u32(0) + l_mut_10;
let l_158 = l_157 + u32(6);
let l_159 = shared_memory_7[l_158];
let l_160 = a_32[u32(6)];
let l_161 = l_159 * l_160;
let l_162 = a_24[u32(0)];
let l_163 = l_162 + l_161;
a_24[u32(0)] = l_163;
let l_164 = u32(128) + l_mut_10;
let l_165 = l_164 + u32(6);
let l_166 = shared_memory_7[l_165];
let l_167 = a_32[u32(6)];
let l_168 = l_166 * l_167;
let l_169 = a_24[u32(1)];
let l_170 = l_169 + l_168;
a_24[u32(1)] = l_170;
let l_171 = u32(0) + l_mut_10;
let l_172 = l_171 + u32(7);
let l_173 = shared_memory_7[l_172];
let l_174 = a_32[u32(7)];
let l_175 = l_173 * l_174;
let l_176 = a_24[u32(0)];
let l_177 = l_176 + l_175;
a_24[u32(0)] = l_177;
let l_178 = u32(128) + l_mut_10;
let l_179 = l_178 + u32(7);
let l_180 = shared_memory_7[l_179];
let l_181 = a_32[u32(7)];
let l_182 = l_180 * l_181;
let l_183 = a_24[u32(1)];
let l_184 = l_183 + l_182;
a_24[u32(1)] = l_184;
l_mut_10 = l_mut_10 + u32(8);
}
let l_185 = l_23 * u32(2);
let l_186 = l_185 + u32(0);
let l_187 = l_186 * u32(64);
let l_188 = l_187 + l_22;
let l_189 = a_24[u32(0)];
shared_memory_4[l_188] = l_189;
let l_190 = l_23 * u32(2);
let l_191 = l_190 + u32(1);
let l_192 = l_191 * u32(64);
let l_193 = l_192 + l_22;
let l_194 = a_24[u32(1)];
shared_memory_4[l_193] = l_194;
}
workgroupBarrier();
l_mut_18 = local_idx;
loop {
let l_195 = l_mut_18 < u32(64);
let l_196 = !l_195;
if l_196 {
break;
}
let l_198 = u32(0) + l_mut_18;
let l_199 = buffer_2_global[l_198];
a_197[u32(0)] = l_199;
a_197[u32(1)] = l_199;
let l_200 = u32(0) + l_mut_18;
let l_201 = shared_memory_4[l_200];
let l_202 = a_197[u32(0)];
let l_203 = l_202 + l_201;
a_197[u32(0)] = l_203;
let l_204 = u32(64) + l_mut_18;
let l_205 = shared_memory_4[l_204];
let l_206 = a_197[u32(1)];
let l_207 = l_206 + l_205;
a_197[u32(1)] = l_207;
let l_208 = u32(128) + l_mut_18;
let l_209 = shared_memory_4[l_208];
let l_210 = a_197[u32(0)];
let l_211 = l_210 + l_209;
a_197[u32(0)] = l_211;
let l_212 = u32(192) + l_mut_18;
let l_213 = shared_memory_4[l_212];
let l_214 = a_197[u32(1)];
let l_215 = l_214 + l_213;
a_197[u32(1)] = l_215;
let l_216 = u32(0) + l_mut_18;
let l_217 = buffer_4_global[l_216];
let l_218 = a_197[u32(0)];
let l_219 = u32(0) + l_mut_18;
let l_220 = -l_218;
let l_221 = exp(l_220);
let l_222 = f32(1.0) + l_221;
let l_223 = f32(1.0) / l_222;
let l_224 = l_218 * l_223;
let l_225 = l_224 * l_217;
shared_memory_8[l_219] = l_225;
let l_226 = u32(0) + l_mut_18;
let l_227 = info.scalars_f32[0] * l_217;
let l_228 = -l_218;
let l_229 = exp(l_228);
let l_230 = f32(1.0) + l_229;
let l_231 = f32(1.0) / l_230;
let l_232 = f32(1.0) - l_231;
let l_233 = l_218 * l_232;
let l_234 = f32(1.0) + l_233;
let l_235 = l_231 * l_234;
let l_236 = l_227 * l_235;
shared_memory_9[l_226] = l_236;
let l_237 = a_197[u32(1)];
let l_238 = u32(64) + l_mut_18;
let l_239 = -l_237;
let l_240 = exp(l_239);
let l_241 = f32(1.0) + l_240;
let l_242 = f32(1.0) / l_241;
let l_243 = l_237 * l_242;
let l_244 = l_243 * l_217;
shared_memory_8[l_238] = l_244;
let l_245 = u32(64) + l_mut_18;
let l_246 = info.scalars_f32[0] * l_217;
let l_247 = -l_237;
let l_248 = exp(l_247);
let l_249 = f32(1.0) + l_248;
let l_250 = f32(1.0) / l_249;
let l_251 = f32(1.0) - l_250;
let l_252 = l_237 * l_251;
let l_253 = f32(1.0) + l_252;
let l_254 = l_250 * l_253;
let l_255 = l_246 * l_254;
shared_memory_9[l_245] = l_255;
l_mut_18 = l_mut_18 + u32(128);
}
workgroupBarrier();
let l_256 = local_idx < u32(2);
if l_256 {
let l_257 = l_6 + local_idx;
let l_258 = l_257 < info.scalars_u32[0];
if l_258 {
let l_259 = buffer_5_global[u32(0)];
l_mut_260 = l_259;

for (var l_mut_261: u32 = u32(0); l_mut_261 < u32(64); l_mut_261++) {
let l_262 = local_idx * u32(64);
let l_263 = l_262 + l_mut_261;
let l_264 = shared_memory_8[l_263];
l_mut_260 = l_mut_260 + l_264;
}
let l_265 = info.scalars_f32[0] * l_mut_260;
let l_266 = l_265 + info.scalars_f32[1];
let l_267 = buffer_6_global[l_257];
let l_268 = buffer_7_global[l_267];
let l_269 = l_266 + l_268;
buffer_8_global[l_257] = l_269;
}
}
l_mut_10 = local_idx;
loop {
let l_270 = l_mut_10 < u32(128);
let l_271 = !l_270;
if l_271 {
break;
}
a_272[u32(0)] = f32(0.0);
a_272[u32(1)] = f32(0.0);
l_mut_273 = l_mut_10;
l_mut_274 = u32(0);
loop {
let l_275 = u32(0) + u32(64);
let l_276 = l_mut_274 < l_275;
let l_277 = !l_276;
if l_277 {
break;
}
let l_279 = l_mut_274 + u32(0);
let l_280 = l_279 * u32(128);
let l_281 = u32(0) + l_280;
let l_282 = l_281 + l_mut_273;
let l_283 = buffer_3_global[l_282];
a_278[u32(0)] = l_283;
let l_284 = l_mut_274 + u32(1);
let l_285 = l_284 * u32(128);
let l_286 = u32(0) + l_285;
let l_287 = l_286 + l_mut_273;
let l_288 = buffer_3_global[l_287];
a_278[u32(1)] = l_288;
let l_289 = l_mut_274 + u32(2);
let l_290 = l_289 * u32(128);
let l_291 = u32(0) + l_290;
let l_292 = l_291 + l_mut_273;
let l_293 = buffer_3_global[l_292];
a_278[u32(2)] = l_293;
let l_294 = l_mut_274 + u32(3);
let l_295 = l_294 * u32(128);
let l_296 = u32(0) + l_295;
let l_297 = l_296 + l_mut_273;
let l_298 = buffer_3_global[l_297];
a_278[u32(3)] = l_298;
let l_299 = l_mut_274 + u32(4);
let l_300 = l_299 * u32(128);
let l_301 = u32(0) + l_300;
let l_302 = l_301 + l_mut_273;
let l_303 = buffer_3_global[l_302];
a_278[u32(4)] = l_303;
let l_304 = l_mut_274 + u32(5);
let l_305 = l_304 * u32(128);
let l_306 = u32(0) + l_305;
let l_307 = l_306 + l_mut_273;
let l_308 = buffer_3_global[l_307];
a_278[u32(5)] = l_308;
let l_309 = l_mut_274 + u32(6);
let l_310 = l_309 * u32(128);
let l_311 = u32(0) + l_310;
let l_312 = l_311 + l_mut_273;
let l_313 = buffer_3_global[l_312];
a_278[u32(6)] = l_313;
let l_314 = l_mut_274 + u32(7);
let l_315 = l_314 * u32(128);
let l_316 = u32(0) + l_315;
let l_317 = l_316 + l_mut_273;
let l_318 = buffer_3_global[l_317];
a_278[u32(7)] = l_318;
let l_319 = u32(0) + l_mut_274;
let l_320 = l_319 + u32(0);
let l_321 = shared_memory_9[l_320];
let l_322 = a_278[u32(0)];
let l_323 = l_321 * l_322;
let l_324 = a_272[u32(0)];
let l_325 = l_324 + l_323;
a_272[u32(0)] = l_325;
let l_326 = u32(64) + l_mut_274;
let l_327 = l_326 + u32(0);
let l_328 = shared_memory_9[l_327];
let l_329 = a_278[u32(0)];
let l_330 = l_328 * l_329;
let l_331 = a_272[u32(1)];
let l_332 = l_331 + l_330;
a_272[u32(1)] = l_332;
let l_333 = u32(0) + l_mut_274;
let l_334 = l_333 + u32(1);
let l_335 = shared_memory_9[l_334];
let l_336 = a_278[u32(1)];
let l_337 = l_335 * l_336;
let l_338 = a_272[u32(0)];
let l_339 = l_338 + l_337;
a_272[u32(0)] = l_339;
let l_340 = u32(64) + l_mut_274;
let l_341 = l_340 + u32(1);
let l_342 = shared_memory_9[l_341];
let l_343 = a_278[u32(1)];
let l_344 = l_342 * l_343;
let l_345 = a_272[u32(1)];
let l_346 = l_345 + l_344;
a_272[u32(1)] = l_346;
let l_347 = u32(0) + l_mut_274;
let l_348 = l_347 + u32(2);
let l_349 = shared_memory_9[l_348];
let l_350 = a_278[u32(2)];
let l_351 = l_349 * l_350;
let l_352 = a_272[u32(0)];
let l_353 = l_352 + l_351;
a_272[u32(0)] = l_353;
let l_354 = u32(64) + l_mut_274;
let l_355 = l_354 + u32(2);
let l_356 = shared_memory_9[l_355];
let l_357 = a_278[u32(2)];
let l_358 = l_356 * l_357;
let l_359 = a_272[u32(1)];
let l_360 = l_359 + l_358;
a_272[u32(1)] = l_360;
let l_361 = u32(0) + l_mut_274;
let l_362 = l_361 + u32(3);
let l_363 = shared_memory_9[l_362];
let l_364 = a_278[u32(3)];
let l_365 = l_363 * l_364;
let l_366 = a_272[u32(0)];
let l_367 = l_366 + l_365;
a_272[u32(0)] = l_367;
let l_368 = u32(64) + l_mut_274;
let l_369 = l_368 + u32(3);
let l_370 = shared_memory_9[l_369];
let l_371 = a_278[u32(3)];
let l_372 = l_370 * l_371;
let l_373 = a_272[u32(1)];
let l_374 = l_373 + l_372;
a_272[u32(1)] = l_374;
let l_375 = u32(0) + l_mut_274;
let l_376 = l_375 + u32(4);
let l_377 = shared_memory_9[l_376];
let l_378 = a_278[u32(4)];
let l_379 = l_377 * l_378;
let l_380 = a_272[u32(0)];
let l_381 = l_380 + l_379;
a_272[u32(0)] = l_381;
let l_382 = u32(64) + l_mut_274;
let l_383 = l_382 + u32(4);
let l_384 = shared_memory_9[l_383];
let l_385 = a_278[u32(4)];
let l_386 = l_384 * l_385;
let l_387 = a_272[u32(1)];
let l_388 = l_387 + l_386;
a_272[u32(1)] = l_388;
let l_389 = u32(0) + l_mut_274;
let l_390 = l_389 + u32(5);
let l_391 = shared_memory_9[l_390];
let l_392 = a_278[u32(5)];
let l_393 = l_391 * l_392;
let l_394 = a_272[u32(0)];
let l_395 = l_394 + l_393;
a_272[u32(0)] = l_395;
let l_396 = u32(64) + l_mut_274;
let l_397 = l_396 + u32(5);
let l_398 = shared_memory_9[l_397];
let l_399 = a_278[u32(5)];
let l_400 = l_398 * l_399;
let l_401 = a_272[u32(1)];
let l_402 = l_401 + l_400;
a_272[u32(1)] = l_402;
let l_403 = u32(0) + l_mut_274;
let l_404 = l_403 + u32(6);
let l_405 = shared_memory_9[l_404];
let l_406 = a_278[u32(6)];
let l_407 = l_405 * l_406;
let l_408 = a_272[u32(0)];
let l_409 = l_408 + l_407;
a_272[u32(0)] = l_409;
let l_410 = u32(64) + l_mut_274;
let l_411 = l_410 + u32(6);
let l_412 = shared_memory_9[l_411];
let l_413 = a_278[u32(6)];
let l_414 = l_412 * l_413;
let l_415 = a_272[u32(1)];
let l_416 = l_415 + l_414;
a_272[u32(1)] = l_416;
let l_417 = u32(0) + l_mut_274;
let l_418 = l_417 + u32(7);
let l_419 = shared_memory_9[l_418];
let l_420 = a_278[u32(7)];
let l_421 = l_419 * l_420;
let l_422 = a_272[u32(0)];
let l_423 = l_422 + l_421;
a_272[u32(0)] = l_423;
let l_424 = u32(64) + l_mut_274;
let l_425 = l_424 + u32(7);
let l_426 = shared_memory_9[l_425];
let l_427 = a_278[u32(7)];
let l_428 = l_426 * l_427;
let l_429 = a_272[u32(1)];
let l_430 = l_429 + l_428;
a_272[u32(1)] = l_430;
l_mut_274 = l_mut_274 + u32(8);
}
let l_431 = l_6 + u32(0);
let l_432 = l_431 < info.scalars_u32[0];
if l_432 {
let l_433 = l_431 * u32(128);
let l_434 = l_433 + l_mut_10;
let l_435 = a_272[u32(0)];
buffer_9_global[l_434] = l_435;
}
let l_436 = l_6 + u32(1);
let l_437 = l_436 < info.scalars_u32[0];
if l_437 {
let l_438 = l_436 * u32(128);
let l_439 = l_438 + l_mut_10;
let l_440 = a_272[u32(1)];
buffer_9_global[l_439] = l_440;
}
l_mut_10 = l_mut_10 + u32(128);
}
}
