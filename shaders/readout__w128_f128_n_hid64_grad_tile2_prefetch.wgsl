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

var<workgroup> shared_memory_29: array<f32, 256>;

var<workgroup> shared_memory_24: array<f32, 256>;

var<workgroup> shared_memory_30: array<f32, 128>;

var<workgroup> shared_memory_31: array<f32, 128>;

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
var a_25: array<vec4<f32>, 1>;

var a_47: array<f32, 2>;

var a_55: array<f32, 8>;

var a_228: array<f32, 2>;

var a_309: array<f32, 2>;

var a_315: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_294: f32;
var l_mut_310: u32;
var l_mut_311: u32;
var l_mut_32: u32;
var l_mut_40: u32;
let l_0 = info.static_meta[u32(10)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(11)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(12)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(13)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(14)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(15)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(16)];
let l_13 = l_12 - u32(0);
let l_14 = info.static_meta[u32(17)];
let l_15 = l_14 - u32(0);
let l_16 = info.static_meta[u32(18)];
let l_17 = l_16 - u32(0);
let l_18 = info.static_meta[u32(19)];
let l_19 = l_18 - u32(0);
let l_20 = info.scalars_u32[0] + u32(2);
let l_21 = l_20 - u32(1);
let l_22 = l_21 / u32(2);
let l_23 = workgroup_id_no_axis >= l_22;
if l_23 {
return;
}
let l_26 = 1u;
let l_27 = l_26 - u32(0);
let l_28 = workgroup_id_no_axis * u32(2);
l_mut_32 = local_idx;
loop {
let l_33 = l_mut_32 < u32(256);
let l_34 = !l_33;
if l_34 {
break;
}
let l_35 = l_mut_32 / u32(128);
let l_36 = l_28 + l_35;
let l_37 = l_36 < info.scalars_u32[0];
if l_37 {
let l_38 = l_36 * u32(128);
let l_39 = l_mut_32 % u32(128);
l_mut_40 = l_39;
let l_41 = l_38 + l_mut_40;
let l_42 = u32(0) + l_41;
let l_43 = buffer_0_global[l_42];
shared_memory_29[l_mut_32] = l_43;
} else {
shared_memory_29[l_mut_32] = f32(0.0);
}
l_mut_32 = l_mut_32 + u32(128);
}
workgroupBarrier();
let l_44 = local_idx < u32(128);
if l_44 {
let l_45 = local_idx % u32(64);
let l_46 = local_idx / u32(64);
a_47[u32(0)] = f32(0.0);
a_47[u32(1)] = f32(0.0);
let l_48 = l_46 * u32(64);
l_mut_40 = l_48;
let l_49 = l_mut_40 - l_48;
let l_50 = l_49 * u32(64);
let l_51 = u32(0) + l_50;
l_mut_40 = l_45;
l_mut_32 = l_48;
loop {
let l_52 = l_48 + u32(64);
let l_53 = l_mut_32 < l_52;
let l_54 = !l_53;
if l_54 {
break;
}
let l_56 = l_mut_32 + u32(0);
let l_57 = l_56 * u32(64);
let l_58 = l_51 + l_57;
let l_59 = l_58 + l_mut_40;
let l_60 = u32(0) + l_59;
let l_61 = buffer_1_global[l_60];
a_55[u32(0)] = l_61;
let l_62 = l_mut_32 + u32(1);
let l_63 = l_62 * u32(64);
let l_64 = l_51 + l_63;
let l_65 = l_64 + l_mut_40;
let l_66 = u32(0) + l_65;
let l_67 = buffer_1_global[l_66];
a_55[u32(1)] = l_67;
let l_68 = l_mut_32 + u32(2);
let l_69 = l_68 * u32(64);
let l_70 = l_51 + l_69;
let l_71 = l_70 + l_mut_40;
let l_72 = u32(0) + l_71;
let l_73 = buffer_1_global[l_72];
a_55[u32(2)] = l_73;
let l_74 = l_mut_32 + u32(3);
let l_75 = l_74 * u32(64);
let l_76 = l_51 + l_75;
let l_77 = l_76 + l_mut_40;
let l_78 = u32(0) + l_77;
let l_79 = buffer_1_global[l_78];
a_55[u32(3)] = l_79;
let l_80 = l_mut_32 + u32(4);
let l_81 = l_80 * u32(64);
let l_82 = l_51 + l_81;
let l_83 = l_82 + l_mut_40;
let l_84 = u32(0) + l_83;
let l_85 = buffer_1_global[l_84];
a_55[u32(4)] = l_85;
let l_86 = l_mut_32 + u32(5);
let l_87 = l_86 * u32(64);
let l_88 = l_51 + l_87;
let l_89 = l_88 + l_mut_40;
let l_90 = u32(0) + l_89;
let l_91 = buffer_1_global[l_90];
a_55[u32(5)] = l_91;
let l_92 = l_mut_32 + u32(6);
let l_93 = l_92 * u32(64);
let l_94 = l_51 + l_93;
let l_95 = l_94 + l_mut_40;
let l_96 = u32(0) + l_95;
let l_97 = buffer_1_global[l_96];
a_55[u32(6)] = l_97;
let l_98 = l_mut_32 + u32(7);
let l_99 = l_98 * u32(64);
let l_100 = l_51 + l_99;
let l_101 = l_100 + l_mut_40;
let l_102 = u32(0) + l_101;
let l_103 = buffer_1_global[l_102];
a_55[u32(7)] = l_103;
let l_104 = u32(0) + l_mut_32;
let l_105 = l_104 + u32(0);
let l_106 = shared_memory_29[l_105];
let l_107 = a_55[u32(0)];
let l_108 = l_106 * l_107;
let l_109 = a_47[u32(0)];
let l_110 = l_109 + l_108;
a_47[u32(0)] = l_110;
let l_111 = u32(128) + l_mut_32;
let l_112 = l_111 + u32(0);
let l_113 = shared_memory_29[l_112];
let l_114 = a_55[u32(0)];
let l_115 = l_113 * l_114;
let l_116 = a_47[u32(1)];
let l_117 = l_116 + l_115;
a_47[u32(1)] = l_117;
let l_118 = u32(0) + l_mut_32;
let l_119 = l_118 + u32(1);
let l_120 = shared_memory_29[l_119];
let l_121 = a_55[u32(1)];
let l_122 = l_120 * l_121;
let l_123 = a_47[u32(0)];
let l_124 = l_123 + l_122;
a_47[u32(0)] = l_124;
let l_125 = u32(128) + l_mut_32;
let l_126 = l_125 + u32(1);
let l_127 = shared_memory_29[l_126];
let l_128 = a_55[u32(1)];
let l_129 = l_127 * l_128;
let l_130 = a_47[u32(1)];
let l_131 = l_130 + l_129;
a_47[u32(1)] = l_131;
let l_132 = u32(0) + l_mut_32;
let l_133 = l_132 + u32(2);
let l_134 = shared_memory_29[l_133];
let l_135 = a_55[u32(2)];
let l_136 = l_134 * l_135;
let l_137 = a_47[u32(0)];
let l_138 = l_137 + l_136;
a_47[u32(0)] = l_138;
let l_139 = u32(128) + l_mut_32;
let l_140 = l_139 + u32(2);
let l_141 = shared_memory_29[l_140];
let l_142 = a_55[u32(2)];
let l_143 = l_141 * l_142;
let l_144 = a_47[u32(1)];
let l_145 = l_144 + l_143;
a_47[u32(1)] = l_145;
let l_146 = u32(0) + l_mut_32;
let l_147 = l_146 + u32(3);
let l_148 = shared_memory_29[l_147];
let l_149 = a_55[u32(3)];
let l_150 = l_148 * l_149;
let l_151 = a_47[u32(0)];
let l_152 = l_151 + l_150;
a_47[u32(0)] = l_152;
let l_153 = u32(128) + l_mut_32;
let l_154 = l_153 + u32(3);
let l_155 = shared_memory_29[l_154];
let l_156 = a_55[u32(3)];
let l_157 = l_155 * l_156;
let l_158 = a_47[u32(1)];
let l_159 = l_158 + l_157;
a_47[u32(1)] = l_159;
let l_160 = u32(0) + l_mut_32;
let l_161 = l_160 + u32(4);
let l_162 = shared_memory_29[l_161];
let l_163 = a_55[u32(4)];
let l_164 = l_162 * l_163;
let l_165 = a_47[u32(0)];
let l_166 = l_165 + l_164;
a_47[u32(0)] = l_166;
let l_167 = u32(128) + l_mut_32;
let l_168 = l_167 + u32(4);
let l_169 = shared_memory_29[l_168];
let l_170 = a_55[u32(4)];
let l_171 = l_169 * l_170;
let l_172 = a_47[u32(1)];
let l_173 = l_172 + l_171;
a_47[u32(1)] = l_173;
let l_174 = u32(0) + l_mut_32;
let l_175 = l_174 + u32(5);
let l_176 = shared_memory_29[l_175];
let l_177 = a_55[u32(5)];
let l_178 = l_176 * l_177;
let l_179 = a_47[u32(0)];
let l_180 = l_179 + l_178;
a_47[u32(0)] = l_180;
let l_181 = u32(128) + l_mut_32;
let l_182 = l_181 + u32(5);
let l_183 = shared_memory_29[l_182];
let l_184 = a_55[u32(5)];
let l_185 = l_183 * l_184;
let l_186 = a_47[u32(1)];
let l_187 = l_186 + l_185;
a_47[u32(1)] = l_187;
let l_188 = u32(0) + l_mut_32;
let l_189 = l_188 + u32(6);
let l_190 = shared_memory_29[l_189];
let l_191 = a_55[u32(6)];
let l_192 = l_190 * l_191;
let l_193 = a_47[u32(0)];
let l_194 = l_193 + l_192;
a_47[u32(0)] = l_194;
let l_195 = u32(128) + l_mut_32;
let l_196 = l_195 + u32(6);
let l_197 = shared_memory_29[l_196];
let l_198 = a_55[u32(6)];
let l_199 = l_197 * l_198;
let l_200 = a_47[u32(1)];
let l_201 = l_200 + l_199;
a_47[u32(1)] = l_201;
let l_202 = u32(0) + l_mut_32;
let l_203 = l_202 + u32(7);
let l_204 = shared_memory_29[l_203];
let l_205 = a_55[u32(7)];
let l_206 = l_204 * l_205;
let l_207 = a_47[u32(0)];
let l_208 = l_207 + l_206;
a_47[u32(0)] = l_208;
let l_209 = u32(128) + l_mut_32;
let l_210 = l_209 + u32(7);
let l_211 = shared_memory_29[l_210];
let l_212 = a_55[u32(7)];
let l_213 = l_211 * l_212;
let l_214 = a_47[u32(1)];
let l_215 = l_214 + l_213;
a_47[u32(1)] = l_215;
l_mut_32 = l_mut_32 + u32(8);
}
let l_216 = l_46 * u32(2);
let l_217 = l_216 + u32(0);
let l_218 = l_217 * u32(64);
let l_219 = l_218 + l_45;
let l_220 = a_47[u32(0)];
shared_memory_24[l_219] = l_220;
let l_221 = l_46 * u32(2);
let l_222 = l_221 + u32(1);
let l_223 = l_222 * u32(64);
let l_224 = l_223 + l_45;
let l_225 = a_47[u32(1)];
shared_memory_24[l_224] = l_225;
}
workgroupBarrier();
l_mut_40 = local_idx;
loop {
let l_226 = l_mut_40 < u32(64);
let l_227 = !l_226;
if l_227 {
break;
}
let l_229 = u32(0) + l_mut_40;
let l_230 = u32(0) + l_229;
let l_231 = buffer_2_global[l_230];
a_228[u32(0)] = l_231;
a_228[u32(1)] = l_231;
let l_232 = u32(0) + l_mut_40;
let l_233 = shared_memory_24[l_232];
let l_234 = a_228[u32(0)];
let l_235 = l_234 + l_233;
a_228[u32(0)] = l_235;
let l_236 = u32(64) + l_mut_40;
let l_237 = shared_memory_24[l_236];
let l_238 = a_228[u32(1)];
let l_239 = l_238 + l_237;
a_228[u32(1)] = l_239;
let l_240 = u32(128) + l_mut_40;
let l_241 = shared_memory_24[l_240];
let l_242 = a_228[u32(0)];
let l_243 = l_242 + l_241;
a_228[u32(0)] = l_243;
let l_244 = u32(192) + l_mut_40;
let l_245 = shared_memory_24[l_244];
let l_246 = a_228[u32(1)];
let l_247 = l_246 + l_245;
a_228[u32(1)] = l_247;
let l_248 = u32(0) + l_mut_40;
let l_249 = u32(0) + l_248;
let l_250 = buffer_4_global[l_249];
let l_251 = a_228[u32(0)];
let l_252 = u32(0) + l_mut_40;
let l_253 = -l_251;
let l_254 = exp(l_253);
let l_255 = f32(1.0) + l_254;
let l_256 = f32(1.0) / l_255;
let l_257 = l_251 * l_256;
let l_258 = l_257 * l_250;
shared_memory_30[l_252] = l_258;
let l_259 = u32(0) + l_mut_40;
let l_260 = info.scalars_f32[0] * l_250;
let l_261 = -l_251;
let l_262 = exp(l_261);
let l_263 = f32(1.0) + l_262;
let l_264 = f32(1.0) / l_263;
let l_265 = f32(1.0) - l_264;
let l_266 = l_251 * l_265;
let l_267 = f32(1.0) + l_266;
let l_268 = l_264 * l_267;
let l_269 = l_260 * l_268;
shared_memory_31[l_259] = l_269;
let l_270 = a_228[u32(1)];
let l_271 = u32(64) + l_mut_40;
let l_272 = -l_270;
let l_273 = exp(l_272);
let l_274 = f32(1.0) + l_273;
let l_275 = f32(1.0) / l_274;
let l_276 = l_270 * l_275;
let l_277 = l_276 * l_250;
shared_memory_30[l_271] = l_277;
let l_278 = u32(64) + l_mut_40;
let l_279 = info.scalars_f32[0] * l_250;
let l_280 = -l_270;
let l_281 = exp(l_280);
let l_282 = f32(1.0) + l_281;
let l_283 = f32(1.0) / l_282;
let l_284 = f32(1.0) - l_283;
let l_285 = l_270 * l_284;
let l_286 = f32(1.0) + l_285;
let l_287 = l_283 * l_286;
let l_288 = l_279 * l_287;
shared_memory_31[l_278] = l_288;
l_mut_40 = l_mut_40 + u32(128);
}
workgroupBarrier();
let l_289 = local_idx < u32(2);
if l_289 {
let l_290 = l_28 + local_idx;
let l_291 = l_290 < info.scalars_u32[0];
if l_291 {
let l_292 = u32(0) + u32(0);
let l_293 = buffer_5_global[l_292];
l_mut_294 = l_293;

for (var l_mut_295: u32 = u32(0); l_mut_295 < u32(64); l_mut_295++) {
let l_296 = local_idx * u32(64);
let l_297 = l_296 + l_mut_295;
let l_298 = shared_memory_30[l_297];
l_mut_294 = l_mut_294 + l_298;
}
let l_299 = info.scalars_f32[0] * l_mut_294;
let l_300 = l_299 + info.scalars_f32[1];
let l_301 = u32(0) + l_290;
let l_302 = buffer_6_global[l_301];
let l_303 = u32(0) + l_302;
let l_304 = buffer_7_global[l_303];
let l_305 = l_300 + l_304;
let l_306 = u32(0) + l_290;
buffer_8_global[l_306] = l_305;
}
}
l_mut_32 = local_idx;
loop {
let l_307 = l_mut_32 < u32(128);
let l_308 = !l_307;
if l_308 {
break;
}
a_309[u32(0)] = f32(0.0);
a_309[u32(1)] = f32(0.0);
l_mut_310 = l_mut_32;
l_mut_311 = u32(0);
loop {
let l_312 = u32(0) + u32(64);
let l_313 = l_mut_311 < l_312;
let l_314 = !l_313;
if l_314 {
break;
}
let l_316 = l_mut_311 + u32(0);
let l_317 = l_316 * u32(128);
let l_318 = u32(0) + l_317;
let l_319 = l_318 + l_mut_310;
let l_320 = u32(0) + l_319;
let l_321 = buffer_3_global[l_320];
a_315[u32(0)] = l_321;
let l_322 = l_mut_311 + u32(1);
let l_323 = l_322 * u32(128);
let l_324 = u32(0) + l_323;
let l_325 = l_324 + l_mut_310;
let l_326 = u32(0) + l_325;
let l_327 = buffer_3_global[l_326];
a_315[u32(1)] = l_327;
let l_328 = l_mut_311 + u32(2);
let l_329 = l_328 * u32(128);
let l_330 = u32(0) + l_329;
let l_331 = l_330 + l_mut_310;
let l_332 = u32(0) + l_331;
let l_333 = buffer_3_global[l_332];
a_315[u32(2)] = l_333;
let l_334 = l_mut_311 + u32(3);
let l_335 = l_334 * u32(128);
let l_336 = u32(0) + l_335;
let l_337 = l_336 + l_mut_310;
let l_338 = u32(0) + l_337;
let l_339 = buffer_3_global[l_338];
a_315[u32(3)] = l_339;
let l_340 = l_mut_311 + u32(4);
let l_341 = l_340 * u32(128);
let l_342 = u32(0) + l_341;
let l_343 = l_342 + l_mut_310;
let l_344 = u32(0) + l_343;
let l_345 = buffer_3_global[l_344];
a_315[u32(4)] = l_345;
let l_346 = l_mut_311 + u32(5);
let l_347 = l_346 * u32(128);
let l_348 = u32(0) + l_347;
let l_349 = l_348 + l_mut_310;
let l_350 = u32(0) + l_349;
let l_351 = buffer_3_global[l_350];
a_315[u32(5)] = l_351;
let l_352 = l_mut_311 + u32(6);
let l_353 = l_352 * u32(128);
let l_354 = u32(0) + l_353;
let l_355 = l_354 + l_mut_310;
let l_356 = u32(0) + l_355;
let l_357 = buffer_3_global[l_356];
a_315[u32(6)] = l_357;
let l_358 = l_mut_311 + u32(7);
let l_359 = l_358 * u32(128);
let l_360 = u32(0) + l_359;
let l_361 = l_360 + l_mut_310;
let l_362 = u32(0) + l_361;
let l_363 = buffer_3_global[l_362];
a_315[u32(7)] = l_363;
let l_364 = u32(0) + l_mut_311;
let l_365 = l_364 + u32(0);
let l_366 = shared_memory_31[l_365];
let l_367 = a_315[u32(0)];
let l_368 = l_366 * l_367;
let l_369 = a_309[u32(0)];
let l_370 = l_369 + l_368;
a_309[u32(0)] = l_370;
let l_371 = u32(64) + l_mut_311;
let l_372 = l_371 + u32(0);
let l_373 = shared_memory_31[l_372];
let l_374 = a_315[u32(0)];
let l_375 = l_373 * l_374;
let l_376 = a_309[u32(1)];
let l_377 = l_376 + l_375;
a_309[u32(1)] = l_377;
let l_378 = u32(0) + l_mut_311;
let l_379 = l_378 + u32(1);
let l_380 = shared_memory_31[l_379];
let l_381 = a_315[u32(1)];
let l_382 = l_380 * l_381;
let l_383 = a_309[u32(0)];
let l_384 = l_383 + l_382;
a_309[u32(0)] = l_384;
let l_385 = u32(64) + l_mut_311;
let l_386 = l_385 + u32(1);
let l_387 = shared_memory_31[l_386];
let l_388 = a_315[u32(1)];
let l_389 = l_387 * l_388;
let l_390 = a_309[u32(1)];
let l_391 = l_390 + l_389;
a_309[u32(1)] = l_391;
let l_392 = u32(0) + l_mut_311;
let l_393 = l_392 + u32(2);
let l_394 = shared_memory_31[l_393];
let l_395 = a_315[u32(2)];
let l_396 = l_394 * l_395;
let l_397 = a_309[u32(0)];
let l_398 = l_397 + l_396;
a_309[u32(0)] = l_398;
let l_399 = u32(64) + l_mut_311;
let l_400 = l_399 + u32(2);
let l_401 = shared_memory_31[l_400];
let l_402 = a_315[u32(2)];
let l_403 = l_401 * l_402;
let l_404 = a_309[u32(1)];
let l_405 = l_404 + l_403;
a_309[u32(1)] = l_405;
let l_406 = u32(0) + l_mut_311;
let l_407 = l_406 + u32(3);
let l_408 = shared_memory_31[l_407];
let l_409 = a_315[u32(3)];
let l_410 = l_408 * l_409;
let l_411 = a_309[u32(0)];
let l_412 = l_411 + l_410;
a_309[u32(0)] = l_412;
let l_413 = u32(64) + l_mut_311;
let l_414 = l_413 + u32(3);
let l_415 = shared_memory_31[l_414];
let l_416 = a_315[u32(3)];
let l_417 = l_415 * l_416;
let l_418 = a_309[u32(1)];
let l_419 = l_418 + l_417;
a_309[u32(1)] = l_419;
let l_420 = u32(0) + l_mut_311;
let l_421 = l_420 + u32(4);
let l_422 = shared_memory_31[l_421];
let l_423 = a_315[u32(4)];
let l_424 = l_422 * l_423;
let l_425 = a_309[u32(0)];
let l_426 = l_425 + l_424;
a_309[u32(0)] = l_426;
let l_427 = u32(64) + l_mut_311;
let l_428 = l_427 + u32(4);
let l_429 = shared_memory_31[l_428];
let l_430 = a_315[u32(4)];
let l_431 = l_429 * l_430;
let l_432 = a_309[u32(1)];
let l_433 = l_432 + l_431;
a_309[u32(1)] = l_433;
let l_434 = u32(0) + l_mut_311;
let l_435 = l_434 + u32(5);
let l_436 = shared_memory_31[l_435];
let l_437 = a_315[u32(5)];
let l_438 = l_436 * l_437;
let l_439 = a_309[u32(0)];
let l_440 = l_439 + l_438;
a_309[u32(0)] = l_440;
let l_441 = u32(64) + l_mut_311;
let l_442 = l_441 + u32(5);
let l_443 = shared_memory_31[l_442];
let l_444 = a_315[u32(5)];
let l_445 = l_443 * l_444;
let l_446 = a_309[u32(1)];
let l_447 = l_446 + l_445;
a_309[u32(1)] = l_447;
let l_448 = u32(0) + l_mut_311;
let l_449 = l_448 + u32(6);
let l_450 = shared_memory_31[l_449];
let l_451 = a_315[u32(6)];
let l_452 = l_450 * l_451;
let l_453 = a_309[u32(0)];
let l_454 = l_453 + l_452;
a_309[u32(0)] = l_454;
let l_455 = u32(64) + l_mut_311;
let l_456 = l_455 + u32(6);
let l_457 = shared_memory_31[l_456];
let l_458 = a_315[u32(6)];
let l_459 = l_457 * l_458;
let l_460 = a_309[u32(1)];
let l_461 = l_460 + l_459;
a_309[u32(1)] = l_461;
let l_462 = u32(0) + l_mut_311;
let l_463 = l_462 + u32(7);
let l_464 = shared_memory_31[l_463];
let l_465 = a_315[u32(7)];
let l_466 = l_464 * l_465;
let l_467 = a_309[u32(0)];
let l_468 = l_467 + l_466;
a_309[u32(0)] = l_468;
let l_469 = u32(64) + l_mut_311;
let l_470 = l_469 + u32(7);
let l_471 = shared_memory_31[l_470];
let l_472 = a_315[u32(7)];
let l_473 = l_471 * l_472;
let l_474 = a_309[u32(1)];
let l_475 = l_474 + l_473;
a_309[u32(1)] = l_475;
l_mut_311 = l_mut_311 + u32(8);
}
let l_476 = l_28 + u32(0);
let l_477 = l_476 < info.scalars_u32[0];
if l_477 {
let l_478 = l_476 * u32(128);
let l_479 = l_478 + l_mut_32;
let l_480 = a_309[u32(0)];
let l_481 = u32(0) + l_479;
buffer_9_global[l_481] = l_480;
}
let l_482 = l_28 + u32(1);
let l_483 = l_482 < info.scalars_u32[0];
if l_483 {
let l_484 = l_482 * u32(128);
let l_485 = l_484 + l_mut_32;
let l_486 = a_309[u32(1)];
let l_487 = u32(0) + l_485;
buffer_9_global[l_487] = l_486;
}
l_mut_32 = l_mut_32 + u32(128);
}
}
