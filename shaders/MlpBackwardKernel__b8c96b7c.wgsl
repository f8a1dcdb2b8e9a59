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
var a_19: array<f32, 2>;

var a_23: array<f32, 8>;

var a_203: array<f32, 2>;

var a_207: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_169: f32;
var l_mut_204: u32;
var l_mut_20: u32;
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
l_mut_7 = local_idx;
loop {
let l_17 = l_mut_7 < u32(128);
let l_18 = !l_17;
if l_18 {
break;
}
a_19[u32(0)] = f32(0.0);
a_19[u32(1)] = f32(0.0);
l_mut_20 = u32(0);
loop {
let l_21 = l_mut_20 < u32(384);
let l_22 = !l_21;
if l_22 {
break;
}
let l_24 = l_mut_20 + u32(0);
let l_25 = l_24 * u32(128);
let l_26 = l_25 + l_mut_7;
let l_27 = buffer_1_global[l_26];
a_23[u32(0)] = l_27;
let l_28 = l_mut_20 + u32(1);
let l_29 = l_28 * u32(128);
let l_30 = l_29 + l_mut_7;
let l_31 = buffer_1_global[l_30];
a_23[u32(1)] = l_31;
let l_32 = l_mut_20 + u32(2);
let l_33 = l_32 * u32(128);
let l_34 = l_33 + l_mut_7;
let l_35 = buffer_1_global[l_34];
a_23[u32(2)] = l_35;
let l_36 = l_mut_20 + u32(3);
let l_37 = l_36 * u32(128);
let l_38 = l_37 + l_mut_7;
let l_39 = buffer_1_global[l_38];
a_23[u32(3)] = l_39;
let l_40 = l_mut_20 + u32(4);
let l_41 = l_40 * u32(128);
let l_42 = l_41 + l_mut_7;
let l_43 = buffer_1_global[l_42];
a_23[u32(4)] = l_43;
let l_44 = l_mut_20 + u32(5);
let l_45 = l_44 * u32(128);
let l_46 = l_45 + l_mut_7;
let l_47 = buffer_1_global[l_46];
a_23[u32(5)] = l_47;
let l_48 = l_mut_20 + u32(6);
let l_49 = l_48 * u32(128);
let l_50 = l_49 + l_mut_7;
let l_51 = buffer_1_global[l_50];
a_23[u32(6)] = l_51;
let l_52 = l_mut_20 + u32(7);
let l_53 = l_52 * u32(128);
let l_54 = l_53 + l_mut_7;
let l_55 = buffer_1_global[l_54];
a_23[u32(7)] = l_55;
let l_56 = u32(0) + l_mut_20;
let l_57 = l_56 + u32(0);
let l_58 = shared_memory_5[l_57];
let l_59 = a_23[u32(0)];
let l_60 = l_58 * l_59;
let l_61 = a_19[u32(0)];
let l_62 = l_61 + l_60;
a_19[u32(0)] = l_62;
let l_63 = u32(384) + l_mut_20;
let l_64 = l_63 + u32(0);
let l_65 = shared_memory_5[l_64];
let l_66 = a_23[u32(0)];
let l_67 = l_65 * l_66;
let l_68 = a_19[u32(1)];
let l_69 = l_68 + l_67;
a_19[u32(1)] = l_69;
let l_70 = u32(0) + l_mut_20;
let l_71 = l_70 + u32(1);
let l_72 = shared_memory_5[l_71];
let l_73 = a_23[u32(1)];
let l_74 = l_72 * l_73;
let l_75 = a_19[u32(0)];
let l_76 = l_75 + l_74;
a_19[u32(0)] = l_76;
let l_77 = u32(384) + l_mut_20;
let l_78 = l_77 + u32(1);
let l_79 = shared_memory_5[l_78];
let l_80 = a_23[u32(1)];
let l_81 = l_79 * l_80;
let l_82 = a_19[u32(1)];
let l_83 = l_82 + l_81;
a_19[u32(1)] = l_83;
let l_84 = u32(0) + l_mut_20;
let l_85 = l_84 + u32(2);
let l_86 = shared_memory_5[l_85];
let l_87 = a_23[u32(2)];
let l_88 = l_86 * l_87;
let l_89 = a_19[u32(0)];
let l_90 = l_89 + l_88;
a_19[u32(0)] = l_90;
let l_91 = u32(384) + l_mut_20;
let l_92 = l_91 + u32(2);
let l_93 = shared_memory_5[l_92];
let l_94 = a_23[u32(2)];
let l_95 = l_93 * l_94;
let l_96 = a_19[u32(1)];
let l_97 = l_96 + l_95;
a_19[u32(1)] = l_97;
let l_98 = u32(0) + l_mut_20;
let l_99 = l_98 + u32(3);
let l_100 = shared_memory_5[l_99];
let l_101 = a_23[u32(3)];
let l_102 = l_100 * l_101;
let l_103 = a_19[u32(0)];
let l_104 = l_103 + l_102;
a_19[u32(0)] = l_104;
let l_105 = u32(384) + l_mut_20;
let l_106 = l_105 + u32(3);
let l_107 = shared_memory_5[l_106];
let l_108 = a_23[u32(3)];
let l_109 = l_107 * l_108;
let l_110 = a_19[u32(1)];
let l_111 = l_110 + l_109;
a_19[u32(1)] = l_111;
let l_112 = u32(0) + l_mut_20;
let l_113 = l_112 + u32(4);
let l_114 = shared_memory_5[l_113];
let l_115 = a_23[u32(4)];
let l_116 = l_114 * l_115;
let l_117 = a_19[u32(0)];
let l_118 = l_117 + l_116;
a_19[u32(0)] = l_118;
let l_119 = u32(384) + l_mut_20;
let l_120 = l_119 + u32(4);
let l_121 = shared_memory_5[l_120];
let l_122 = a_23[u32(4)];
let l_123 = l_121 * l_122;
let l_124 = a_19[u32(1)];
let l_125 = l_124 + l_123;
a_19[u32(1)] = l_125;
let l_126 = u32(0) + l_mut_20;
let l_127 = l_126 + u32(5);
let l_128 = shared_memory_5[l_127];
let l_129 = a_23[u32(5)];
let l_130 = l_128 * l_129;
let l_131 = a_19[u32(0)];
let l_132 = l_131 + l_130;
a_19[u32(0)] = l_132;
let l_133 = u32(384) + l_mut_20;
let l_134 = l_133 + u32(5);
let l_135 = shared_memory_5[l_134];
let l_136 = a_23[u32(5)];
let l_137 = l_135 * l_136;
let l_138 = a_19[u32(1)];
let l_139 = l_138 + l_137;
a_19[u32(1)] = l_139;
let l_140 = u32(0) + l_mut_20;
let l_141 = l_140 + u32(6);
let l_142 = shared_memory_5[l_141];
let l_143 = a_23[u32(6)];
let l_144 = l_142 * l_143;
let l_145 = a_19[u32(0)];
let l_146 = l_145 + l_144;
a_19[u32(0)] = l_146;
let l_147 = u32(384) + l_mut_20;
let l_148 = l_147 + u32(6);
let l_149 = shared_memory_5[l_148];
let l_150 = a_23[u32(6)];
let l_151 = l_149 * l_150;
let l_152 = a_19[u32(1)];
let l_153 = l_152 + l_151;
a_19[u32(1)] = l_153;
let l_154 = u32(0) + l_mut_20;
let l_155 = l_154 + u32(7);
let l_156 = shared_memory_5[l_155];
let l_157 = a_23[u32(7)];
let l_158 = l_156 * l_157;
let l_159 = a_19[u32(0)];
let l_160 = l_159 + l_158;
a_19[u32(0)] = l_160;
let l_161 = u32(384) + l_mut_20;
let l_162 = l_161 + u32(7);
let l_163 = shared_memory_5[l_162];
let l_164 = a_23[u32(7)];
let l_165 = l_163 * l_164;
let l_166 = a_19[u32(1)];
let l_167 = l_166 + l_165;
a_19[u32(1)] = l_167;
l_mut_20 = l_mut_20 + u32(8);
}
let l_168 = l_4 + u32(0);
l_mut_169 = f32(0.0);
let l_170 = l_168 < info.scalars_u32[0];
if l_170 {
let l_171 = a_19[u32(0)];
let l_172 = l_168 * u32(128);
let l_173 = l_172 + l_mut_7;
let l_174 = buffer_3_global[l_173];
let l_175 = -l_174;
let l_176 = exp(l_175);
let l_177 = f32(1.0) + l_176;
let l_178 = f32(1.0) / l_177;
let l_179 = f32(1.0) - l_178;
let l_180 = l_174 * l_179;
let l_181 = f32(1.0) + l_180;
let l_182 = l_178 * l_181;
let l_183 = l_171 * l_182;
l_mut_169 = l_183;
}
let l_184 = u32(0) + l_mut_7;
shared_memory_6[l_184] = l_mut_169;
let l_185 = l_4 + u32(1);
l_mut_169 = f32(0.0);
let l_186 = l_185 < info.scalars_u32[0];
if l_186 {
let l_187 = a_19[u32(1)];
let l_188 = l_185 * u32(128);
let l_189 = l_188 + l_mut_7;
let l_190 = buffer_3_global[l_189];
let l_191 = -l_190;
let l_192 = exp(l_191);
let l_193 = f32(1.0) + l_192;
let l_194 = f32(1.0) / l_193;
let l_195 = f32(1.0) - l_194;
let l_196 = l_190 * l_195;
let l_197 = f32(1.0) + l_196;
let l_198 = l_194 * l_197;
let l_199 = l_187 * l_198;
l_mut_169 = l_199;
}
let l_200 = u32(128) + l_mut_7;
shared_memory_6[l_200] = l_mut_169;
l_mut_7 = l_mut_7 + u32(128);
}
workgroupBarrier();
l_mut_20 = local_idx;
loop {
let l_201 = l_mut_20 < u32(256);
let l_202 = !l_201;
if l_202 {
break;
}
a_203[u32(0)] = f32(0.0);
a_203[u32(1)] = f32(0.0);
l_mut_204 = u32(0);
loop {
let l_205 = l_mut_204 < u32(128);
let l_206 = !l_205;
if l_206 {
break;
}
let l_208 = l_mut_204 + u32(0);
let l_209 = l_208 * u32(256);
let l_210 = l_209 + l_mut_20;
let l_211 = buffer_2_global[l_210];
a_207[u32(0)] = l_211;
let l_212 = l_mut_204 + u32(1);
let l_213 = l_212 * u32(256);
let l_214 = l_213 + l_mut_20;
let l_215 = buffer_2_global[l_214];
a_207[u32(1)] = l_215;
let l_216 = l_mut_204 + u32(2);
let l_217 = l_216 * u32(256);
let l_218 = l_217 + l_mut_20;
let l_219 = buffer_2_global[l_218];
a_207[u32(2)] = l_219;
let l_220 = l_mut_204 + u32(3);
let l_221 = l_220 * u32(256);
let l_222 = l_221 + l_mut_20;
let l_223 = buffer_2_global[l_222];
a_207[u32(3)] = l_223;
let l_224 = l_mut_204 + u32(4);
let l_225 = l_224 * u32(256);
let l_226 = l_225 + l_mut_20;
let l_227 = buffer_2_global[l_226];
a_207[u32(4)] = l_227;
let l_228 = l_mut_204 + u32(5);
let l_229 = l_228 * u32(256);
let l_230 = l_229 + l_mut_20;
let l_231 = buffer_2_global[l_230];
a_207[u32(5)] = l_231;
let l_232 = l_mut_204 + u32(6);
let l_233 = l_232 * u32(256);
let l_234 = l_233 + l_mut_20;
let l_235 = buffer_2_global[l_234];
a_207[u32(6)] = l_235;
let l_236 = l_mut_204 + u32(7);
let l_237 = l_236 * u32(256);
let l_238 = l_237 + l_mut_20;
let l_239 = buffer_2_global[l_238];
a_207[u32(7)] = l_239;
let l_240 = u32(0) + l_mut_204;
let l_241 = l_240 + u32(0);
let l_242 = shared_memory_6[l_241];
let l_243 = a_207[u32(0)];
let l_244 = l_242 * l_243;
let l_245 = a_203[u32(0)];
let l_246 = l_245 + l_244;
a_203[u32(0)] = l_246;
let l_247 = u32(128) + l_mut_204;
let l_248 = l_247 + u32(0);
let l_249 = shared_memory_6[l_248];
let l_250 = a_207[u32(0)];
let l_251 = l_249 * l_250;
let l_252 = a_203[u32(1)];
let l_253 = l_252 + l_251;
a_203[u32(1)] = l_253;
let l_254 = u32(0) + l_mut_204;
let l_255 = l_254 + u32(1);
let l_256 = shared_memory_6[l_255];
let l_257 = a_207[u32(1)];
let l_258 = l_256 * l_257;
let l_259 = a_203[u32(0)];
let l_260 = l_259 + l_258;
a_203[u32(0)] = l_260;
let l_261 = u32(128) + l_mut_204;
let l_262 = l_261 + u32(1);
let l_263 = shared_memory_6[l_262];
let l_264 = a_207[u32(1)];
let l_265 = l_263 * l_264;
let l_266 = a_203[u32(1)];
let l_267 = l_266 + l_265;
a_203[u32(1)] = l_267;
let l_268 = u32(0) + l_mut_204;
let l_269 = l_268 + u32(2);
let l_270 = shared_memory_6[l_269];
let l_271 = a_207[u32(2)];
let l_272 = l_270 * l_271;
let l_273 = a_203[u32(0)];
let l_274 = l_273 + l_272;
a_203[u32(0)] = l_274;
let l_275 = u32(128) + l_mut_204;
let l_276 = l_275 + u32(2);
let l_277 = shared_memory_6[l_276];
let l_278 = a_207[u32(2)];
let l_279 = l_277 * l_278;
let l_280 = a_203[u32(1)];
let l_281 = l_280 + l_279;
a_203[u32(1)] = l_281;
let l_282 = u32(0) + l_mut_204;
let l_283 = l_282 + u32(3);
let l_284 = shared_memory_6[l_283];
let l_285 = a_207[u32(3)];
let l_286 = l_284 * l_285;
let l_287 = a_203[u32(0)];
let l_288 = l_287 + l_286;
a_203[u32(0)] = l_288;
let l_289 = u32(128) + l_mut_204;
let l_290 = l_289 + u32(3);
let l_291 = shared_memory_6[l_290];
let l_292 = a_207[u32(3)];
let l_293 = l_291 * l_292;
let l_294 = a_203[u32(1)];
let l_295 = l_294 + l_293;
a_203[u32(1)] = l_295;
let l_296 = u32(0) + l_mut_204;
let l_297 = l_296 + u32(4);
let l_298 = shared_memory_6[l_297];
let l_299 = a_207[u32(4)];
let l_300 = l_298 * l_299;
let l_301 = a_203[u32(0)];
let l_302 = l_301 + l_300;
a_203[u32(0)] = l_302;
let l_303 = u32(128) + l_mut_204;
let l_304 = l_303 + u32(4);
let l_305 = shared_memory_6[l_304];
let l_306 = a_207[u32(4)];
let l_307 = l_305 * l_306;
let l_308 = a_203[u32(1)];
let l_309 = l_308 + l_307;
a_203[u32(1)] = l_309;
let l_310 = u32(0) + l_mut_204;
let l_311 = l_310 + u32(5);
let l_312 = shared_memory_6[l_311];
let l_313 = a_207[u32(5)];
let l_314 = l_312 * l_313;
let l_315 = a_203[u32(0)];
let l_316 = l_315 + l_314;
a_203[u32(0)] = l_316;
let l_317 = u32(128) + l_mut_204;
let l_318 = l_317 + u32(5);
let l_319 = shared_memory_6[l_318];
let l_320 = a_207[u32(5)];
let l_321 = l_319 * l_320;
let l_322 = a_203[u32(1)];
let l_323 = l_322 + l_321;
a_203[u32(1)] = l_323;
let l_324 = u32(0) + l_mut_204;
let l_325 = l_324 + u32(6);
let l_326 = shared_memory_6[l_325];
let l_327 = a_207[u32(6)];
let l_328 = l_326 * l_327;
let l_329 = a_203[u32(0)];
let l_330 = l_329 + l_328;
a_203[u32(0)] = l_330;
let l_331 = u32(128) + l_mut_204;
let l_332 = l_331 + u32(6);
let l_333 = shared_memory_6[l_332];
let l_334 = a_207[u32(6)];
let l_335 = l_333 * l_334;
let l_336 = a_203[u32(1)];
let l_337 = l_336 + l_335;
a_203[u32(1)] = l_337;
let l_338 = u32(0) + l_mut_204;
let l_339 = l_338 + u32(7);
let l_340 = shared_memory_6[l_339];
let l_341 = a_207[u32(7)];
let l_342 = l_340 * l_341;
let l_343 = a_203[u32(0)];
let l_344 = l_343 + l_342;
a_203[u32(0)] = l_344;
let l_345 = u32(128) + l_mut_204;
let l_346 = l_345 + u32(7);
let l_347 = shared_memory_6[l_346];
let l_348 = a_207[u32(7)];
let l_349 = l_347 * l_348;
let l_350 = a_203[u32(1)];
let l_351 = l_350 + l_349;
a_203[u32(1)] = l_351;
l_mut_204 = l_mut_204 + u32(8);
}
let l_352 = l_4 + u32(0);
let l_353 = l_352 < info.scalars_u32[0];
if l_353 {
let l_354 = l_352 * u32(256);
let l_355 = l_354 + l_mut_20;
let l_356 = a_203[u32(0)];
buffer_4_global[l_355] = l_356;
}
let l_357 = l_4 + u32(1);
let l_358 = l_357 < info.scalars_u32[0];
if l_358 {
let l_359 = l_357 * u32(256);
let l_360 = l_359 + l_mut_20;
let l_361 = a_203[u32(1)];
buffer_4_global[l_360] = l_361;
}
l_mut_20 = l_mut_20 + u32(128);
}
}
