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

var<workgroup> shared_memory_5: array<f32, 768>;

var<workgroup> shared_memory_6: array<f32, 256>;

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

var a_24: array<f32, 8>;

var a_204: array<f32, 2>;

var a_208: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_170: f32;
var l_mut_17: u32;
var l_mut_205: u32;
var l_mut_21: u32;
var l_mut_7: u32;
let l_0 = info.scalars_u32[0] + u32(2);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(2);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(2);
l_mut_7 = local_idx;
loop {
let l_8 = l_mut_7 < u32(768);
let l_9 = !l_8;
if l_9 {
break;
}
let l_10 = l_mut_7 / u32(384);
let l_11 = l_4 + l_10;
let l_12 = l_11 < info.scalars_u32[0];
if l_12 {
let l_13 = l_11 * u32(384);
let l_14 = l_mut_7 % u32(384);
let l_15 = l_13 + l_14;
let l_16 = buffer_0_global[l_15];
shared_memory_5[l_mut_7] = l_16;
} else {
shared_memory_5[l_mut_7] = f32(0.0);
}
l_mut_7 = l_mut_7 + u32(128);
}
workgroupBarrier();
l_mut_17 = local_idx;
loop {
let l_18 = l_mut_17 < u32(128);
let l_19 = !l_18;
if l_19 {
break;
}
a_20[u32(0)] = f32(0.0);
a_20[u32(1)] = f32(0.0);
l_mut_21 = u32(0);
loop {
let l_22 = l_mut_21 < u32(384);
let l_23 = !l_22;
if l_23 {
break;
}
let l_25 = l_mut_21 + u32(0);
let l_26 = l_25 * u32(128);
let l_27 = l_26 + l_mut_17;
let l_28 = buffer_1_global[l_27];
a_24[u32(0)] = l_28;
let l_29 = l_mut_21 + u32(1);
let l_30 = l_29 * u32(128);
let l_31 = l_30 + l_mut_17;
let l_32 = buffer_1_global[l_31];
a_24[u32(1)] = l_32;
let l_33 = l_mut_21 + u32(2);
let l_34 = l_33 * u32(128);
let l_35 = l_34 + l_mut_17;
let l_36 = buffer_1_global[l_35];
a_24[u32(2)] = l_36;
let l_37 = l_mut_21 + u32(3);
let l_38 = l_37 * u32(128);
let l_39 = l_38 + l_mut_17;
let l_40 = buffer_1_global[l_39];
a_24[u32(3)] = l_40;
let l_41 = l_mut_21 + u32(4);
let l_42 = l_41 * u32(128);
let l_43 = l_42 + l_mut_17;
let l_44 = buffer_1_global[l_43];
a_24[u32(4)] = l_44;
let l_45 = l_mut_21 + u32(5);
let l_46 = l_45 * u32(128);
let l_47 = l_46 + l_mut_17;
let l_48 = buffer_1_global[l_47];
a_24[u32(5)] = l_48;
let l_49 = l_mut_21 + u32(6);
let l_50 = l_49 * u32(128);
let l_51 = l_50 + l_mut_17;
let l_52 = buffer_1_global[l_51];
a_24[u32(6)] = l_52;
let l_53 = l_mut_21 + u32(7);
let l_54 = l_53 * u32(128);
let l_55 = l_54 + l_mut_17;
let l_56 = buffer_1_global[l_55];
a_24[u32(7)] = l_56;
let l_57 = u32(0) + l_mut_21;
let l_58 = l_57 + u32(0);
let l_59 = shared_memory_5[l_58];
let l_60 = a_24[u32(0)];
let l_61 = l_59 * l_60;
let l_62 = a_20[u32(0)];
let l_63 = l_62 + l_61;
a_20[u32(0)] = l_63;
let l_64 = u32(384) + l_mut_21;
let l_65 = l_64 + u32(0);
let l_66 = shared_memory_5[l_65];
let l_67 = a_24[u32(0)];
let l_68 = l_66 * l_67;
let l_69 = a_20[u32(1)];
let l_70 = l_69 + l_68;
a_20[u32(1)] = l_70;
let l_71 = u32(0) + l_mut_21;
let l_72 = l_71 + u32(1);
let l_73 = shared_memory_5[l_72];
let l_74 = a_24[u32(1)];
let l_75 = l_73 * l_74;
let l_76 = a_20[u32(0)];
let l_77 = l_76 + l_75;
a_20[u32(0)] = l_77;
let l_78 = u32(384) + l_mut_21;
let l_79 = l_78 + u32(1);
let l_80 = shared_memory_5[l_79];
let l_81 = a_24[u32(1)];
let l_82 = l_80 * l_81;
let l_83 = a_20[u32(1)];
let l_84 = l_83 + l_82;
a_20[u32(1)] = l_84;
let l_85 = u32(0) + l_mut_21;
let l_86 = l_85 + u32(2);
let l_87 = shared_memory_5[l_86];
let l_88 = a_24[u32(2)];
let l_89 = l_87 * l_88;
let l_90 = a_20[u32(0)];
let l_91 = l_90 + l_89;
a_20[u32(0)] = l_91;
let l_92 = u32(384) + l_mut_21;
let l_93 = l_92 + u32(2);
let l_94 = shared_memory_5[l_93];
let l_95 = a_24[u32(2)];
let l_96 = l_94 * l_95;
let l_97 = a_20[u32(1)];
let l_98 = l_97 + l_96;
a_20[u32(1)] = l_98;
let l_99 = u32(0) + l_mut_21;
let l_100 = l_99 + u32(3);
let l_101 = shared_memory_5[l_100];
let l_102 = a_24[u32(3)];
let l_103 = l_101 * l_102;
let l_104 = a_20[u32(0)];
let l_105 = l_104 + l_103;
a_20[u32(0)] = l_105;
let l_106 = u32(384) + l_mut_21;
let l_107 = l_106 + u32(3);
let l_108 = shared_memory_5[l_107];
let l_109 = a_24[u32(3)];
let l_110 = l_108 * l_109;
let l_111 = a_20[u32(1)];
let l_112 = l_111 + l_110;
a_20[u32(1)] = l_112;
let l_113 = u32(0) + l_mut_21;
let l_114 = l_113 + u32(4);
let l_115 = shared_memory_5[l_114];
let l_116 = a_24[u32(4)];
let l_117 = l_115 * l_116;
let l_118 = a_20[u32(0)];
let l_119 = l_118 + l_117;
a_20[u32(0)] = l_119;
let l_120 = u32(384) + l_mut_21;
let l_121 = l_120 + u32(4);
let l_122 = shared_memory_5[l_121];
let l_123 = a_24[u32(4)];
let l_124 = l_122 * l_123;
let l_125 = a_20[u32(1)];
let l_126 = l_125 + l_124;
a_20[u32(1)] = l_126;
let l_127 = u32(0) + l_mut_21;
let l_128 = l_127 + u32(5);
let l_129 = shared_memory_5[l_128];
let l_130 = a_24[u32(5)];
let l_131 = l_129 * l_130;
let l_132 = a_20[u32(0)];
let l_133 = l_132 + l_131;
a_20[u32(0)] = l_133;
let l_134 = u32(384) + l_mut_21;
let l_135 = l_134 + u32(5);
let l_136 = shared_memory_5[l_135];
let l_137 = a_24[u32(5)];
let l_138 = l_136 * l_137;
let l_139 = a_20[u32(1)];
let l_140 = l_139 + l_138;
a_20[u32(1)] = l_140;
let l_141 = u32(0) + l_mut_21;
let l_142 = l_141 + u32(6);
let l_143 = shared_memory_5[l_142];
let l_144 = a_24[u32(6)];
let l_145 = l_143 * l_144;
let l_146 = a_20[u32(0)];
let l_147 = l_146 + l_145;
a_20[u32(0)] = l_147;
let l_148 = u32(384) + l_mut_21;
let l_149 = l_148 + u32(6);
let l_150 = shared_memory_5[l_149];
let l_151 = a_24[u32(6)];
let l_152 = l_150 * l_151;
let l_153 = a_20[u32(1)];
let l_154 = l_153 + l_152;
a_20[u32(1)] = l_154;
let l_155 = u32(0) + l_mut_21;
let l_156 = l_155 + u32(7);
let l_157 = shared_memory_5[l_156];
let l_158 = a_24[u32(7)];
let l_159 = l_157 * l_158;
let l_160 = a_20[u32(0)];
let l_161 = l_160 + l_159;
a_20[u32(0)] = l_161;
let l_162 = u32(384) + l_mut_21;
let l_163 = l_162 + u32(7);
let l_164 = shared_memory_5[l_163];
let l_165 = a_24[u32(7)];
let l_166 = l_164 * l_165;
let l_167 = a_20[u32(1)];
let l_168 = l_167 + l_166;
a_20[u32(1)] = l_168;
l_mut_21 = l_mut_21 + u32(8);
}
let l_169 = l_4 + u32(0);
l_mut_170 = f32(0.0);
let l_171 = l_169 < info.scalars_u32[0];
if l_171 {
let l_172 = l_169 * u32(128);
let l_173 = l_172 + l_mut_17;
let l_174 = buffer_3_global[l_173];
let l_175 = -l_174;
let l_176 = exp(l_175);
let l_177 = f32(1.0) + l_176;
let l_178 = f32(1.0) / l_177;
let l_179 = a_20[u32(0)];
let l_180 = f32(1.0) - l_178;
let l_181 = l_174 * l_180;
let l_182 = f32(1.0) + l_181;
let l_183 = l_178 * l_182;
let l_184 = l_179 * l_183;
l_mut_170 = l_184;
}
let l_185 = u32(0) + l_mut_17;
shared_memory_6[l_185] = l_mut_170;
let l_186 = l_4 + u32(1);
l_mut_170 = f32(0.0);
let l_187 = l_186 < info.scalars_u32[0];
if l_187 {
let l_188 = l_186 * u32(128);
let l_189 = l_188 + l_mut_17;
let l_190 = buffer_3_global[l_189];
let l_191 = -l_190;
let l_192 = exp(l_191);
let l_193 = f32(1.0) + l_192;
let l_194 = f32(1.0) / l_193;
let l_195 = a_20[u32(1)];
let l_196 = f32(1.0) - l_194;
let l_197 = l_190 * l_196;
let l_198 = f32(1.0) + l_197;
let l_199 = l_194 * l_198;
let l_200 = l_195 * l_199;
l_mut_170 = l_200;
}
let l_201 = u32(128) + l_mut_17;
shared_memory_6[l_201] = l_mut_170;
l_mut_17 = l_mut_17 + u32(128);
}
workgroupBarrier();
l_mut_21 = local_idx;
loop {
let l_202 = l_mut_21 < u32(128);
let l_203 = !l_202;
if l_203 {
break;
}
a_204[u32(0)] = f32(0.0);
a_204[u32(1)] = f32(0.0);
l_mut_205 = u32(0);
loop {
let l_206 = l_mut_205 < u32(128);
let l_207 = !l_206;
if l_207 {
break;
}
let l_209 = l_mut_205 + u32(0);
let l_210 = l_209 * u32(128);
let l_211 = l_210 + l_mut_21;
let l_212 = buffer_2_global[l_211];
a_208[u32(0)] = l_212;
let l_213 = l_mut_205 + u32(1);
let l_214 = l_213 * u32(128);
let l_215 = l_214 + l_mut_21;
let l_216 = buffer_2_global[l_215];
a_208[u32(1)] = l_216;
let l_217 = l_mut_205 + u32(2);
let l_218 = l_217 * u32(128);
let l_219 = l_218 + l_mut_21;
let l_220 = buffer_2_global[l_219];
a_208[u32(2)] = l_220;
let l_221 = l_mut_205 + u32(3);
let l_222 = l_221 * u32(128);
let l_223 = l_222 + l_mut_21;
let l_224 = buffer_2_global[l_223];
a_208[u32(3)] = l_224;
let l_225 = l_mut_205 + u32(4);
let l_226 = l_225 * u32(128);
let l_227 = l_226 + l_mut_21;
let l_228 = buffer_2_global[l_227];
a_208[u32(4)] = l_228;
let l_229 = l_mut_205 + u32(5);
let l_230 = l_229 * u32(128);
let l_231 = l_230 + l_mut_21;
let l_232 = buffer_2_global[l_231];
a_208[u32(5)] = l_232;
let l_233 = l_mut_205 + u32(6);
let l_234 = l_233 * u32(128);
let l_235 = l_234 + l_mut_21;
let l_236 = buffer_2_global[l_235];
a_208[u32(6)] = l_236;
let l_237 = l_mut_205 + u32(7);
let l_238 = l_237 * u32(128);
let l_239 = l_238 + l_mut_21;
let l_240 = buffer_2_global[l_239];
a_208[u32(7)] = l_240;
let l_241 = u32(0) + l_mut_205;
let l_242 = l_241 + u32(0);
let l_243 = shared_memory_6[l_242];
let l_244 = a_208[u32(0)];
let l_245 = l_243 * l_244;
let l_246 = a_204[u32(0)];
let l_247 = l_246 + l_245;
a_204[u32(0)] = l_247;
let l_248 = u32(128) + l_mut_205;
let l_249 = l_248 + u32(0);
let l_250 = shared_memory_6[l_249];
let l_251 = a_208[u32(0)];
let l_252 = l_250 * l_251;
let l_253 = a_204[u32(1)];
let l_254 = l_253 + l_252;
a_204[u32(1)] = l_254;
let l_255 = u32(0) + l_mut_205;
let l_256 = l_255 + u32(1);
let l_257 = shared_memory_6[l_256];
let l_258 = a_208[u32(1)];
let l_259 = l_257 * l_258;
let l_260 = a_204[u32(0)];
let l_261 = l_260 + l_259;
a_204[u32(0)] = l_261;
let l_262 = u32(128) + l_mut_205;
let l_263 = l_262 + u32(1);
let l_264 = shared_memory_6[l_263];
let l_265 = a_208[u32(1)];
let l_266 = l_264 * l_265;
let l_267 = a_204[u32(1)];
let l_268 = l_267 + l_266;
a_204[u32(1)] = l_268;
let l_269 = u32(0) + l_mut_205;
let l_270 = l_269 + u32(2);
let l_271 = shared_memory_6[l_270];
let l_272 = a_208[u32(2)];
let l_273 = l_271 * l_272;
let l_274 = a_204[u32(0)];
let l_275 = l_274 + l_273;
a_204[u32(0)] = l_275;
let l_276 = u32(128) + l_mut_205;
let l_277 = l_276 + u32(2);
let l_278 = shared_memory_6[l_277];
let l_279 = a_208[u32(2)];
let l_280 = l_278 * l_279;
let l_281 = a_204[u32(1)];
let l_282 = l_281 + l_280;
a_204[u32(1)] = l_282;
let l_283 = u32(0) + l_mut_205;
let l_284 = l_283 + u32(3);
let l_285 = shared_memory_6[l_284];
let l_286 = a_208[u32(3)];
let l_287 = l_285 * l_286;
let l_288 = a_204[u32(0)];
let l_289 = l_288 + l_287;
a_204[u32(0)] = l_289;
let l_290 = u32(128) + l_mut_205;
let l_291 = l_290 + u32(3);
let l_292 = shared_memory_6[l_291];
let l_293 = a_208[u32(3)];
let l_294 = l_292 * l_293;
let l_295 = a_204[u32(1)];
let l_296 = l_295 + l_294;
a_204[u32(1)] = l_296;
let l_297 = u32(0) + l_mut_205;
let l_298 = l_297 + u32(4);
let l_299 = shared_memory_6[l_298];
let l_300 = a_208[u32(4)];
let l_301 = l_299 * l_300;
let l_302 = a_204[u32(0)];
let l_303 = l_302 + l_301;
a_204[u32(0)] = l_303;
let l_304 = u32(128) + l_mut_205;
let l_305 = l_304 + u32(4);
let l_306 = shared_memory_6[l_305];
let l_307 = a_208[u32(4)];
let l_308 = l_306 * l_307;
let l_309 = a_204[u32(1)];
let l_310 = l_309 + l_308;
a_204[u32(1)] = l_310;
let l_311 = u32(0) + l_mut_205;
let l_312 = l_311 + u32(5);
let l_313 = shared_memory_6[l_312];
let l_314 = a_208[u32(5)];
let l_315 = l_313 * l_314;
let l_316 = a_204[u32(0)];
let l_317 = l_316 + l_315;
a_204[u32(0)] = l_317;
let l_318 = u32(128) + l_mut_205;
let l_319 = l_318 + u32(5);
let l_320 = shared_memory_6[l_319];
let l_321 = a_208[u32(5)];
let l_322 = l_320 * l_321;
let l_323 = a_204[u32(1)];
let l_324 = l_323 + l_322;
a_204[u32(1)] = l_324;
let l_325 = u32(0) + l_mut_205;
let l_326 = l_325 + u32(6);
let l_327 = shared_memory_6[l_326];
let l_328 = a_208[u32(6)];
let l_329 = l_327 * l_328;
let l_330 = a_204[u32(0)];
let l_331 = l_330 + l_329;
a_204[u32(0)] = l_331;
let l_332 = u32(128) + l_mut_205;
let l_333 = l_332 + u32(6);
let l_334 = shared_memory_6[l_333];
let l_335 = a_208[u32(6)];
let l_336 = l_334 * l_335;
let l_337 = a_204[u32(1)];
let l_338 = l_337 + l_336;
a_204[u32(1)] = l_338;
let l_339 = u32(0) + l_mut_205;
let l_340 = l_339 + u32(7);
let l_341 = shared_memory_6[l_340];
let l_342 = a_208[u32(7)];
let l_343 = l_341 * l_342;
let l_344 = a_204[u32(0)];
let l_345 = l_344 + l_343;
a_204[u32(0)] = l_345;
let l_346 = u32(128) + l_mut_205;
let l_347 = l_346 + u32(7);
let l_348 = shared_memory_6[l_347];
let l_349 = a_208[u32(7)];
let l_350 = l_348 * l_349;
let l_351 = a_204[u32(1)];
let l_352 = l_351 + l_350;
a_204[u32(1)] = l_352;
l_mut_205 = l_mut_205 + u32(8);
}
let l_353 = l_4 + u32(0);
let l_354 = l_353 < info.scalars_u32[0];
if l_354 {
let l_355 = l_353 * u32(128);
let l_356 = l_355 + l_mut_21;
let l_357 = a_204[u32(0)];
let l_358 = buffer_4_global[l_356];
let l_359 = l_358 + l_357;
buffer_4_global[l_356] = l_359;
}
let l_360 = l_4 + u32(1);
let l_361 = l_360 < info.scalars_u32[0];
if l_361 {
let l_362 = l_360 * u32(128);
let l_363 = l_362 + l_mut_21;
let l_364 = a_204[u32(1)];
let l_365 = buffer_4_global[l_363];
let l_366 = l_365 + l_364;
buffer_4_global[l_363] = l_366;
}
l_mut_21 = l_mut_21 + u32(128);
}
}
