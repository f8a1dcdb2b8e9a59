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
var a_37: array<f32, 2>;

var a_45: array<f32, 8>;

var a_210: array<f32, 2>;

var a_254: array<f32, 2>;

var a_262: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_23: u32;
var l_mut_253: u32;
var l_mut_257: u32;
var l_mut_258: u32;
var l_mut_31: u32;
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
l_mut_31 = l_30;
let l_32 = l_29 + l_mut_31;
let l_33 = buffer_3_global[l_32];
shared_memory_21[l_mut_23] = l_33;
} else {
shared_memory_21[l_mut_23] = f32(0.0);
}
l_mut_23 = l_mut_23 + u32(256);
}
workgroupBarrier();
let l_34 = local_idx < u32(256);
if l_34 {
let l_35 = local_idx % u32(128);
let l_36 = local_idx / u32(128);
a_37[u32(0)] = f32(0.0);
a_37[u32(1)] = f32(0.0);
let l_38 = l_36 * u32(64);
l_mut_31 = l_38;
let l_39 = l_mut_31 - l_38;
let l_40 = l_39 * u32(128);
let l_41 = info.scalars_u32[2] + l_40;
l_mut_31 = l_35;
l_mut_23 = l_38;
loop {
let l_42 = l_38 + u32(64);
let l_43 = l_mut_23 < l_42;
let l_44 = !l_43;
if l_44 {
break;
}
let l_46 = l_mut_23 + u32(0);
let l_47 = l_46 * u32(128);
let l_48 = l_41 + l_47;
let l_49 = l_48 + l_mut_31;
let l_50 = buffer_1_global[l_49];
a_45[u32(0)] = l_50;
let l_51 = l_mut_23 + u32(1);
let l_52 = l_51 * u32(128);
let l_53 = l_41 + l_52;
let l_54 = l_53 + l_mut_31;
let l_55 = buffer_1_global[l_54];
a_45[u32(1)] = l_55;
let l_56 = l_mut_23 + u32(2);
let l_57 = l_56 * u32(128);
let l_58 = l_41 + l_57;
let l_59 = l_58 + l_mut_31;
let l_60 = buffer_1_global[l_59];
a_45[u32(2)] = l_60;
let l_61 = l_mut_23 + u32(3);
let l_62 = l_61 * u32(128);
let l_63 = l_41 + l_62;
let l_64 = l_63 + l_mut_31;
let l_65 = buffer_1_global[l_64];
a_45[u32(3)] = l_65;
let l_66 = l_mut_23 + u32(4);
let l_67 = l_66 * u32(128);
let l_68 = l_41 + l_67;
let l_69 = l_68 + l_mut_31;
let l_70 = buffer_1_global[l_69];
a_45[u32(4)] = l_70;
let l_71 = l_mut_23 + u32(5);
let l_72 = l_71 * u32(128);
let l_73 = l_41 + l_72;
let l_74 = l_73 + l_mut_31;
let l_75 = buffer_1_global[l_74];
a_45[u32(5)] = l_75;
let l_76 = l_mut_23 + u32(6);
let l_77 = l_76 * u32(128);
let l_78 = l_41 + l_77;
let l_79 = l_78 + l_mut_31;
let l_80 = buffer_1_global[l_79];
a_45[u32(6)] = l_80;
let l_81 = l_mut_23 + u32(7);
let l_82 = l_81 * u32(128);
let l_83 = l_41 + l_82;
let l_84 = l_83 + l_mut_31;
let l_85 = buffer_1_global[l_84];
a_45[u32(7)] = l_85;
let l_86 = u32(0) + l_mut_23;
let l_87 = l_86 + u32(0);
let l_88 = shared_memory_21[l_87];
let l_89 = a_45[u32(0)];
let l_90 = l_88 * l_89;
let l_91 = a_37[u32(0)];
let l_92 = l_91 + l_90;
a_37[u32(0)] = l_92;
let l_93 = u32(128) + l_mut_23;
let l_94 = l_93 + u32(0);
let l_95 = shared_memory_21[l_94];
let l_96 = a_45[u32(0)];
let l_97 = l_95 * l_96;
let l_98 = a_37[u32(1)];
let l_99 = l_98 + l_97;
a_37[u32(1)] = l_99;
let l_100 = u32(0) + l_mut_23;
let l_101 = l_100 + u32(1);
let l_102 = shared_memory_21[l_101];
let l_103 = a_45[u32(1)];
let l_104 = l_102 * l_103;
let l_105 = a_37[u32(0)];
let l_106 = l_105 + l_104;
a_37[u32(0)] = l_106;
let l_107 = u32(128) + l_mut_23;
let l_108 = l_107 + u32(1);
let l_109 = shared_memory_21[l_108];
let l_110 = a_45[u32(1)];
let l_111 = l_109 * l_110;
let l_112 = a_37[u32(1)];
let l_113 = l_112 + l_111;
a_37[u32(1)] = l_113;
let l_114 = u32(0) + l_mut_23;
let l_115 = l_114 + u32(2);
let l_116 = shared_memory_21[l_115];
let l_117 = a_45[u32(2)];
let l_118 = l_116 * l_117;
let l_119 = a_37[u32(0)];
let l_120 = l_119 + l_118;
a_37[u32(0)] = l_120;
let l_121 = u32(128) + l_mut_23;
let l_122 = l_121 + u32(2);
let l_123 = shared_memory_21[l_122];
let l_124 = a_45[u32(2)];
let l_125 = l_123 * l_124;
let l_126 = a_37[u32(1)];
let l_127 = l_126 + l_125;
a_37[u32(1)] = l_127;
let l_128 = u32(0) + l_mut_23;
let l_129 = l_128 + u32(3);
let l_130 = shared_memory_21[l_129];
let l_131 = a_45[u32(3)];
let l_132 = l_130 * l_131;
let l_133 = a_37[u32(0)];
let l_134 = l_133 + l_132;
a_37[u32(0)] = l_134;
let l_135 = u32(128) + l_mut_23;
let l_136 = l_135 + u32(3);
let l_137 = shared_memory_21[l_136];
let l_138 = a_45[u32(3)];
let l_139 = l_137 * l_138;
let l_140 = a_37[u32(1)];
let l_141 = l_140 + l_139;
a_37[u32(1)] = l_141;
let l_142 = u32(0) + l_mut_23;
let l_143 = l_142 + u32(4);
let l_144 = shared_memory_21[l_143];
let l_145 = a_45[u32(4)];
let l_146 = l_144 * l_145;
let l_147 = a_37[u32(0)];
let l_148 = l_147 + l_146;
a_37[u32(0)] = l_148;
let l_149 = u32(128) + l_mut_23;
let l_150 = l_149 + u32(4);
let l_151 = shared_memory_21[l_150];
let l_152 = a_45[u32(4)];
let l_153 = l_151 * l_152;
let l_154 = a_37[u32(1)];
let l_155 = l_154 + l_153;
a_37[u32(1)] = l_155;
let l_156 = u32(0) + l_mut_23;
let l_157 = l_156 + u32(5);
let l_158 = shared_memory_21[l_157];
let l_159 = a_45[u32(5)];
let l_160 = l_158 * l_159;
let l_161 = a_37[u32(0)];
let l_162 = l_161 + l_160;
a_37[u32(0)] = l_162;
let l_163 = u32(128) + l_mut_23;
let l_164 = l_163 + u32(5);
let l_165 = shared_memory_21[l_164];
let l_166 = a_45[u32(5)];
let l_167 = l_165 * l_166;
let l_168 = a_37[u32(1)];
let l_169 = l_168 + l_167;
a_37[u32(1)] = l_169;
let l_170 = u32(0) + l_mut_23;
let l_171 = l_170 + u32(6);
let l_172 = shared_memory_21[l_171];
let l_173 = a_45[u32(6)];
let l_174 = l_172 * l_173;
let l_175 = a_37[u32(0)];
let l_176 = l_175 + l_174;
a_37[u32(0)] = l_176;
let l_177 = u32(128) + l_mut_23;
let l_178 = l_177 + u32(6);
let l_179 = shared_memory_21[l_178];
let l_180 = a_45[u32(6)];
let l_181 = l_179 * l_180;
let l_182 = a_37[u32(1)];
let l_183 = l_182 + l_181;
a_37[u32(1)] = l_183;
let l_184 = u32(0) + l_mut_23;
let l_185 = l_184 + u32(7);
let l_186 = shared_memory_21[l_185];
let l_187 = a_45[u32(7)];
let l_188 = l_186 * l_187;
let l_189 = a_37[u32(0)];
let l_190 = l_189 + l_188;
a_37[u32(0)] = l_190;
let l_191 = u32(128) + l_mut_23;
let l_192 = l_191 + u32(7);
let l_193 = shared_memory_21[l_192];
let l_194 = a_45[u32(7)];
let l_195 = l_193 * l_194;
let l_196 = a_37[u32(1)];
let l_197 = l_196 + l_195;
a_37[u32(1)] = l_197;
l_mut_23 = l_mut_23 + u32(8);
}
let l_198 = l_36 * u32(2);
let l_199 = l_198 + u32(0);
let l_200 = l_199 * u32(128);
let l_201 = l_200 + l_35;
let l_202 = a_37[u32(0)];
shared_memory_20[l_201] = l_202;
let l_203 = l_36 * u32(2);
let l_204 = l_203 + u32(1);
let l_205 = l_204 * u32(128);
let l_206 = l_205 + l_35;
let l_207 = a_37[u32(1)];
shared_memory_20[l_206] = l_207;
}
workgroupBarrier();
l_mut_31 = local_idx;
loop {
let l_208 = l_mut_31 < u32(128);
let l_209 = !l_208;
if l_209 {
break;
}
let l_211 = info.scalars_u32[3] + l_mut_31;
let l_212 = buffer_1_global[l_211];
a_210[u32(0)] = l_212;
a_210[u32(1)] = l_212;
let l_213 = u32(0) + l_mut_31;
let l_214 = shared_memory_20[l_213];
let l_215 = a_210[u32(0)];
let l_216 = l_215 + l_214;
a_210[u32(0)] = l_216;
let l_217 = u32(128) + l_mut_31;
let l_218 = shared_memory_20[l_217];
let l_219 = a_210[u32(1)];
let l_220 = l_219 + l_218;
a_210[u32(1)] = l_220;
let l_221 = u32(256) + l_mut_31;
let l_222 = shared_memory_20[l_221];
let l_223 = a_210[u32(0)];
let l_224 = l_223 + l_222;
a_210[u32(0)] = l_224;
let l_225 = u32(384) + l_mut_31;
let l_226 = shared_memory_20[l_225];
let l_227 = a_210[u32(1)];
let l_228 = l_227 + l_226;
a_210[u32(1)] = l_228;
let l_229 = a_210[u32(0)];
let l_230 = l_4 + u32(0);
let l_231 = l_230 < info.scalars_u32[0];
if l_231 {
let l_232 = l_230 * u32(128);
let l_233 = l_232 + l_mut_31;
buffer_4_global[l_233] = l_229;
}
let l_234 = u32(0) + l_mut_31;
let l_235 = -l_229;
let l_236 = exp(l_235);
let l_237 = f32(1.0) + l_236;
let l_238 = f32(1.0) / l_237;
let l_239 = l_229 * l_238;
shared_memory_22[l_234] = l_239;
let l_240 = a_210[u32(1)];
let l_241 = l_4 + u32(1);
let l_242 = l_241 < info.scalars_u32[0];
if l_242 {
let l_243 = l_241 * u32(128);
let l_244 = l_243 + l_mut_31;
buffer_4_global[l_244] = l_240;
}
let l_245 = u32(128) + l_mut_31;
let l_246 = -l_240;
let l_247 = exp(l_246);
let l_248 = f32(1.0) + l_247;
let l_249 = f32(1.0) / l_248;
let l_250 = l_240 * l_249;
shared_memory_22[l_245] = l_250;
l_mut_31 = l_mut_31 + u32(256);
}
workgroupBarrier();
l_mut_23 = local_idx;
loop {
let l_251 = l_mut_23 < u32(384);
let l_252 = !l_251;
if l_252 {
break;
}
l_mut_253 = l_mut_23;
let l_255 = info.scalars_u32[5] + l_mut_253;
let l_256 = buffer_1_global[l_255];
a_254[u32(0)] = l_256;
a_254[u32(1)] = l_256;
l_mut_257 = l_mut_23;
l_mut_258 = u32(0);
loop {
let l_259 = u32(0) + u32(128);
let l_260 = l_mut_258 < l_259;
let l_261 = !l_260;
if l_261 {
break;
}
let l_263 = l_mut_258 + u32(0);
let l_264 = l_263 * u32(384);
let l_265 = info.scalars_u32[4] + l_264;
let l_266 = l_265 + l_mut_257;
let l_267 = buffer_1_global[l_266];
a_262[u32(0)] = l_267;
let l_268 = l_mut_258 + u32(1);
let l_269 = l_268 * u32(384);
let l_270 = info.scalars_u32[4] + l_269;
let l_271 = l_270 + l_mut_257;
let l_272 = buffer_1_global[l_271];
a_262[u32(1)] = l_272;
let l_273 = l_mut_258 + u32(2);
let l_274 = l_273 * u32(384);
let l_275 = info.scalars_u32[4] + l_274;
let l_276 = l_275 + l_mut_257;
let l_277 = buffer_1_global[l_276];
a_262[u32(2)] = l_277;
let l_278 = l_mut_258 + u32(3);
let l_279 = l_278 * u32(384);
let l_280 = info.scalars_u32[4] + l_279;
let l_281 = l_280 + l_mut_257;
let l_282 = buffer_1_global[l_281];
a_262[u32(3)] = l_282;
let l_283 = l_mut_258 + u32(4);
let l_284 = l_283 * u32(384);
let l_285 = info.scalars_u32[4] + l_284;
let l_286 = l_285 + l_mut_257;
let l_287 = buffer_1_global[l_286];
a_262[u32(4)] = l_287;
let l_288 = l_mut_258 + u32(5);
let l_289 = l_288 * u32(384);
let l_290 = info.scalars_u32[4] + l_289;
let l_291 = l_290 + l_mut_257;
let l_292 = buffer_1_global[l_291];
a_262[u32(5)] = l_292;
let l_293 = l_mut_258 + u32(6);
let l_294 = l_293 * u32(384);
let l_295 = info.scalars_u32[4] + l_294;
let l_296 = l_295 + l_mut_257;
let l_297 = buffer_1_global[l_296];
a_262[u32(6)] = l_297;
let l_298 = l_mut_258 + u32(7);
let l_299 = l_298 * u32(384);
let l_300 = info.scalars_u32[4] + l_299;
let l_301 = l_300 + l_mut_257;
let l_302 = buffer_1_global[l_301];
a_262[u32(7)] = l_302;
let l_303 = u32(0) + l_mut_258;
let l_304 = l_303 + u32(0);
let l_305 = shared_memory_22[l_304];
let l_306 = a_262[u32(0)];
let l_307 = l_305 * l_306;
let l_308 = a_254[u32(0)];
let l_309 = l_308 + l_307;
a_254[u32(0)] = l_309;
let l_310 = u32(128) + l_mut_258;
let l_311 = l_310 + u32(0);
let l_312 = shared_memory_22[l_311];
let l_313 = a_262[u32(0)];
let l_314 = l_312 * l_313;
let l_315 = a_254[u32(1)];
let l_316 = l_315 + l_314;
a_254[u32(1)] = l_316;
let l_317 = u32(0) + l_mut_258;
let l_318 = l_317 + u32(1);
let l_319 = shared_memory_22[l_318];
let l_320 = a_262[u32(1)];
let l_321 = l_319 * l_320;
let l_322 = a_254[u32(0)];
let l_323 = l_322 + l_321;
a_254[u32(0)] = l_323;
let l_324 = u32(128) + l_mut_258;
let l_325 = l_324 + u32(1);
let l_326 = shared_memory_22[l_325];
let l_327 = a_262[u32(1)];
let l_328 = l_326 * l_327;
let l_329 = a_254[u32(1)];
let l_330 = l_329 + l_328;
a_254[u32(1)] = l_330;
let l_331 = u32(0) + l_mut_258;
let l_332 = l_331 + u32(2);
let l_333 = shared_memory_22[l_332];
let l_334 = a_262[u32(2)];
let l_335 = l_333 * l_334;
let l_336 = a_254[u32(0)];
let l_337 = l_336 + l_335;
a_254[u32(0)] = l_337;
let l_338 = u32(128) + l_mut_258;
let l_339 = l_338 + u32(2);
let l_340 = shared_memory_22[l_339];
let l_341 = a_262[u32(2)];
let l_342 = l_340 * l_341;
let l_343 = a_254[u32(1)];
let l_344 = l_343 + l_342;
a_254[u32(1)] = l_344;
let l_345 = u32(0) + l_mut_258;
let l_346 = l_345 + u32(3);
let l_347 = shared_memory_22[l_346];
let l_348 = a_262[u32(3)];
let l_349 = l_347 * l_348;
let l_350 = a_254[u32(0)];
let l_351 = l_350 + l_349;
a_254[u32(0)] = l_351;
let l_352 = u32(128) + l_mut_258;
let l_353 = l_352 + u32(3);
let l_354 = shared_memory_22[l_353];
let l_355 = a_262[u32(3)];
let l_356 = l_354 * l_355;
let l_357 = a_254[u32(1)];
let l_358 = l_357 + l_356;
a_254[u32(1)] = l_358;
let l_359 = u32(0) + l_mut_258;
let l_360 = l_359 + u32(4);
let l_361 = shared_memory_22[l_360];
let l_362 = a_262[u32(4)];
let l_363 = l_361 * l_362;
let l_364 = a_254[u32(0)];
let l_365 = l_364 + l_363;
a_254[u32(0)] = l_365;
let l_366 = u32(128) + l_mut_258;
let l_367 = l_366 + u32(4);
let l_368 = shared_memory_22[l_367];
let l_369 = a_262[u32(4)];
let l_370 = l_368 * l_369;
let l_371 = a_254[u32(1)];
let l_372 = l_371 + l_370;
a_254[u32(1)] = l_372;
let l_373 = u32(0) + l_mut_258;
let l_374 = l_373 + u32(5);
let l_375 = shared_memory_22[l_374];
let l_376 = a_262[u32(5)];
let l_377 = l_375 * l_376;
let l_378 = a_254[u32(0)];
let l_379 = l_378 + l_377;
a_254[u32(0)] = l_379;
let l_380 = u32(128) + l_mut_258;
let l_381 = l_380 + u32(5);
let l_382 = shared_memory_22[l_381];
let l_383 = a_262[u32(5)];
let l_384 = l_382 * l_383;
let l_385 = a_254[u32(1)];
let l_386 = l_385 + l_384;
a_254[u32(1)] = l_386;
let l_387 = u32(0) + l_mut_258;
let l_388 = l_387 + u32(6);
let l_389 = shared_memory_22[l_388];
let l_390 = a_262[u32(6)];
let l_391 = l_389 * l_390;
let l_392 = a_254[u32(0)];
let l_393 = l_392 + l_391;
a_254[u32(0)] = l_393;
let l_394 = u32(128) + l_mut_258;
let l_395 = l_394 + u32(6);
let l_396 = shared_memory_22[l_395];
let l_397 = a_262[u32(6)];
let l_398 = l_396 * l_397;
let l_399 = a_254[u32(1)];
let l_400 = l_399 + l_398;
a_254[u32(1)] = l_400;
let l_401 = u32(0) + l_mut_258;
let l_402 = l_401 + u32(7);
let l_403 = shared_memory_22[l_402];
let l_404 = a_262[u32(7)];
let l_405 = l_403 * l_404;
let l_406 = a_254[u32(0)];
let l_407 = l_406 + l_405;
a_254[u32(0)] = l_407;
let l_408 = u32(128) + l_mut_258;
let l_409 = l_408 + u32(7);
let l_410 = shared_memory_22[l_409];
let l_411 = a_262[u32(7)];
let l_412 = l_410 * l_411;
let l_413 = a_254[u32(1)];
let l_414 = l_413 + l_412;
a_254[u32(1)] = l_414;
l_mut_258 = l_mut_258 + u32(8);
}
let l_415 = l_4 + u32(0);
let l_416 = l_415 < info.scalars_u32[0];
if l_416 {
let l_417 = l_415 * u32(384);
let l_418 = l_417 + l_mut_253;
let l_419 = a_254[u32(0)];
buffer_5_global[l_418] = l_419;
}
let l_420 = l_4 + u32(1);
let l_421 = l_420 < info.scalars_u32[0];
if l_421 {
let l_422 = l_420 * u32(384);
let l_423 = l_422 + l_mut_253;
let l_424 = a_254[u32(1)];
buffer_5_global[l_423] = l_424;
}
l_mut_23 = l_mut_23 + u32(256);
}
}
