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
var<storage, read_write> buffer_6_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

var<workgroup> shared_memory_5: array<f32, 256>;

var<workgroup> shared_memory_6: array<f32, 256>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn mlp_forward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_19: array<f32, 2>;

var a_24: array<f32, 8>;

var a_193: array<f32, 2>;

var a_198: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_195: u32;
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
let l_8 = l_mut_7 < u32(256);
let l_9 = !l_8;
if l_9 {
break;
}
let l_10 = l_mut_7 / u32(128);
let l_11 = l_4 + l_10;
let l_12 = l_11 < info.scalars_u32[0];
if l_12 {
let l_13 = l_11 * u32(128);
let l_14 = l_mut_7 % u32(128);
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
let l_20 = buffer_2_global[l_mut_7];
a_19[u32(0)] = l_20;
a_19[u32(1)] = l_20;
l_mut_21 = u32(0);
loop {
let l_22 = l_mut_21 < u32(128);
let l_23 = !l_22;
if l_23 {
break;
}
let l_25 = l_mut_21 + u32(0);
let l_26 = l_25 * u32(128);
let l_27 = l_26 + l_mut_7;
let l_28 = buffer_1_global[l_27];
a_24[u32(0)] = l_28;
let l_29 = l_mut_21 + u32(1);
let l_30 = l_29 * u32(128);
let l_31 = l_30 + l_mut_7;
let l_32 = buffer_1_global[l_31];
a_24[u32(1)] = l_32;
let l_33 = l_mut_21 + u32(2);
let l_34 = l_33 * u32(128);
let l_35 = l_34 + l_mut_7;
let l_36 = buffer_1_global[l_35];
a_24[u32(2)] = l_36;
let l_37 = l_mut_21 + u32(3);
let l_38 = l_37 * u32(128);
let l_39 = l_38 + l_mut_7;
let l_40 = buffer_1_global[l_39];
a_24[u32(3)] = l_40;
let l_41 = l_mut_21 + u32(4);
let l_42 = l_41 * u32(128);
let l_43 = l_42 + l_mut_7;
let l_44 = buffer_1_global[l_43];
a_24[u32(4)] = l_44;
let l_45 = l_mut_21 + u32(5);
let l_46 = l_45 * u32(128);
let l_47 = l_46 + l_mut_7;
let l_48 = buffer_1_global[l_47];
a_24[u32(5)] = l_48;
let l_49 = l_mut_21 + u32(6);
let l_50 = l_49 * u32(128);
let l_51 = l_50 + l_mut_7;
let l_52 = buffer_1_global[l_51];
a_24[u32(6)] = l_52;
let l_53 = l_mut_21 + u32(7);
let l_54 = l_53 * u32(128);
let l_55 = l_54 + l_mut_7;
let l_56 = buffer_1_global[l_55];
a_24[u32(7)] = l_56;
let l_57 = u32(0) + l_mut_21;
let l_58 = l_57 + u32(0);
let l_59 = shared_memory_5[l_58];
let l_60 = a_24[u32(0)];
let l_61 = l_59 * l_60;
let l_62 = a_19[u32(0)];
let l_63 = l_62 + l_61;
a_19[u32(0)] = l_63;
let l_64 = u32(128) + l_mut_21;
let l_65 = l_64 + u32(0);
let l_66 = shared_memory_5[l_65];
let l_67 = a_24[u32(0)];
let l_68 = l_66 * l_67;
let l_69 = a_19[u32(1)];
let l_70 = l_69 + l_68;
a_19[u32(1)] = l_70;
let l_71 = u32(0) + l_mut_21;
let l_72 = l_71 + u32(1);
let l_73 = shared_memory_5[l_72];
let l_74 = a_24[u32(1)];
let l_75 = l_73 * l_74;
let l_76 = a_19[u32(0)];
let l_77 = l_76 + l_75;
a_19[u32(0)] = l_77;
let l_78 = u32(128) + l_mut_21;
let l_79 = l_78 + u32(1);
let l_80 = shared_memory_5[l_79];
let l_81 = a_24[u32(1)];
let l_82 = l_80 * l_81;
let l_83 = a_19[u32(1)];
let l_84 = l_83 + l_82;
a_19[u32(1)] = l_84;
let l_85 = u32(0) + l_mut_21;
let l_86 = l_85 + u32(2);
let l_87 = shared_memory_5[l_86];
let l_88 = a_24[u32(2)];
let l_89 = l_87 * l_88;
let l_90 = a_19[u32(0)];
let l_91 = l_90 + l_89;
a_19[u32(0)] = l_91;
let l_92 = u32(128) + l_mut_21;
let l_93 = l_92 + u32(2);
let l_94 = shared_memory_5[l_93];
let l_95 = a_24[u32(2)];
let l_96 = l_94 * l_95;
let l_97 = a_19[u32(1)];
let l_98 = l_97 + l_96;
a_19[u32(1)] = l_98;
let l_99 = u32(0) + l_mut_21;
let l_100 = l_99 + u32(3);
let l_101 = shared_memory_5[l_100];
let l_102 = a_24[u32(3)];
let l_103 = l_101 * l_102;
let l_104 = a_19[u32(0)];
let l_105 = l_104 + l_103;
a_19[u32(0)] = l_105;
let l_106 = u32(128) + l_mut_21;
let l_107 = l_106 + u32(3);
let l_108 = shared_memory_5[l_107];
let l_109 = a_24[u32(3)];
let l_110 = l_108 * l_109;
let l_111 = a_19[u32(1)];
let l_112 = l_111 + l_110;
a_19[u32(1)] = l_112;
let l_113 = u32(0) + l_mut_21;
let l_114 = l_113 + u32(4);
let l_115 = shared_memory_5[l_114];
let l_116 = a_24[u32(4)];
let l_117 = l_115 * l_116;
let l_118 = a_19[u32(0)];
let l_119 = l_118 + l_117;
a_19[u32(0)] = l_119;
let l_120 = u32(128) + l_mut_21;
let l_121 = l_120 + u32(4);
let l_122 = shared_memory_5[l_121];
let l_123 = a_24[u32(4)];
let l_124 = l_122 * l_123;
let l_125 = a_19[u32(1)];
let l_126 = l_125 + l_124;
a_19[u32(1)] = l_126;
let l_127 = u32(0) + l_mut_21;
let l_128 = l_127 + u32(5);
let l_129 = shared_memory_5[l_128];
let l_130 = a_24[u32(5)];
let l_131 = l_129 * l_130;
let l_132 = a_19[u32(0)];
let l_133 = l_132 + l_131;
a_19[u32(0)] = l_133;
let l_134 = u32(128) + l_mut_21;
let l_135 = l_134 + u32(5);
let l_136 = shared_memory_5[l_135];
let l_137 = a_24[u32(5)];
let l_138 = l_136 * l_137;
let l_139 = a_19[u32(1)];
let l_140 = l_139 + l_138;
a_19[u32(1)] = l_140;
let l_141 = u32(0) + l_mut_21;
let l_142 = l_141 + u32(6);
let l_143 = shared_memory_5[l_142];
let l_144 = a_24[u32(6)];
let l_145 = l_143 * l_144;
let l_146 = a_19[u32(0)];
let l_147 = l_146 + l_145;
a_19[u32(0)] = l_147;
let l_148 = u32(128) + l_mut_21;
let l_149 = l_148 + u32(6);
let l_150 = shared_memory_5[l_149];
let l_151 = a_24[u32(6)];
let l_152 = l_150 * l_151;
let l_153 = a_19[u32(1)];
let l_154 = l_153 + l_152;
a_19[u32(1)] = l_154;
let l_155 = u32(0) + l_mut_21;
let l_156 = l_155 + u32(7);
let l_157 = shared_memory_5[l_156];
let l_158 = a_24[u32(7)];
let l_159 = l_157 * l_158;
let l_160 = a_19[u32(0)];
let l_161 = l_160 + l_159;
a_19[u32(0)] = l_161;
let l_162 = u32(128) + l_mut_21;
let l_163 = l_162 + u32(7);
let l_164 = shared_memory_5[l_163];
let l_165 = a_24[u32(7)];
let l_166 = l_164 * l_165;
let l_167 = a_19[u32(1)];
let l_168 = l_167 + l_166;
a_19[u32(1)] = l_168;
l_mut_21 = l_mut_21 + u32(8);
}
let l_169 = a_19[u32(0)];
let l_170 = l_4 + u32(0);
let l_171 = l_170 < info.scalars_u32[0];
if l_171 {
let l_172 = l_170 * u32(128);
let l_173 = l_172 + l_mut_7;
buffer_5_global[l_173] = l_169;
}
let l_174 = u32(0) + l_mut_7;
let l_175 = -l_169;
let l_176 = exp(l_175);
let l_177 = f32(1.0) + l_176;
let l_178 = f32(1.0) / l_177;
let l_179 = l_169 * l_178;
shared_memory_6[l_174] = l_179;
let l_180 = a_19[u32(1)];
let l_181 = l_4 + u32(1);
let l_182 = l_181 < info.scalars_u32[0];
if l_182 {
let l_183 = l_181 * u32(128);
let l_184 = l_183 + l_mut_7;
buffer_5_global[l_184] = l_180;
}
let l_185 = u32(128) + l_mut_7;
let l_186 = -l_180;
let l_187 = exp(l_186);
let l_188 = f32(1.0) + l_187;
let l_189 = f32(1.0) / l_188;
let l_190 = l_180 * l_189;
shared_memory_6[l_185] = l_190;
l_mut_7 = l_mut_7 + u32(128);
}
workgroupBarrier();
l_mut_21 = local_idx;
loop {
let l_191 = l_mut_21 < u32(384);
let l_192 = !l_191;
if l_192 {
break;
}
let l_194 = buffer_4_global[l_mut_21];
a_193[u32(0)] = l_194;
a_193[u32(1)] = l_194;
l_mut_195 = u32(0);
loop {
let l_196 = l_mut_195 < u32(128);
let l_197 = !l_196;
if l_197 {
break;
}
let l_199 = l_mut_195 + u32(0);
let l_200 = l_199 * u32(384);
let l_201 = l_200 + l_mut_21;
let l_202 = buffer_3_global[l_201];
a_198[u32(0)] = l_202;
let l_203 = l_mut_195 + u32(1);
let l_204 = l_203 * u32(384);
let l_205 = l_204 + l_mut_21;
let l_206 = buffer_3_global[l_205];
a_198[u32(1)] = l_206;
let l_207 = l_mut_195 + u32(2);
let l_208 = l_207 * u32(384);
let l_209 = l_208 + l_mut_21;
let l_210 = buffer_3_global[l_209];
a_198[u32(2)] = l_210;
let l_211 = l_mut_195 + u32(3);
let l_212 = l_211 * u32(384);
let l_213 = l_212 + l_mut_21;
let l_214 = buffer_3_global[l_213];
a_198[u32(3)] = l_214;
let l_215 = l_mut_195 + u32(4);
let l_216 = l_215 * u32(384);
let l_217 = l_216 + l_mut_21;
let l_218 = buffer_3_global[l_217];
a_198[u32(4)] = l_218;
let l_219 = l_mut_195 + u32(5);
let l_220 = l_219 * u32(384);
let l_221 = l_220 + l_mut_21;
let l_222 = buffer_3_global[l_221];
a_198[u32(5)] = l_222;
let l_223 = l_mut_195 + u32(6);
let l_224 = l_223 * u32(384);
let l_225 = l_224 + l_mut_21;
let l_226 = buffer_3_global[l_225];
a_198[u32(6)] = l_226;
let l_227 = l_mut_195 + u32(7);
let l_228 = l_227 * u32(384);
let l_229 = l_228 + l_mut_21;
let l_230 = buffer_3_global[l_229];
a_198[u32(7)] = l_230;
let l_231 = u32(0) + l_mut_195;
let l_232 = l_231 + u32(0);
let l_233 = shared_memory_6[l_232];
let l_234 = a_198[u32(0)];
let l_235 = l_233 * l_234;
let l_236 = a_193[u32(0)];
let l_237 = l_236 + l_235;
a_193[u32(0)] = l_237;
let l_238 = u32(128) + l_mut_195;
let l_239 = l_238 + u32(0);
let l_240 = shared_memory_6[l_239];
let l_241 = a_198[u32(0)];
let l_242 = l_240 * l_241;
let l_243 = a_193[u32(1)];
let l_244 = l_243 + l_242;
a_193[u32(1)] = l_244;
let l_245 = u32(0) + l_mut_195;
let l_246 = l_245 + u32(1);
let l_247 = shared_memory_6[l_246];
let l_248 = a_198[u32(1)];
let l_249 = l_247 * l_248;
let l_250 = a_193[u32(0)];
let l_251 = l_250 + l_249;
a_193[u32(0)] = l_251;
let l_252 = u32(128) + l_mut_195;
let l_253 = l_252 + u32(1);
let l_254 = shared_memory_6[l_253];
let l_255 = a_198[u32(1)];
let l_256 = l_254 * l_255;
let l_257 = a_193[u32(1)];
let l_258 = l_257 + l_256;
a_193[u32(1)] = l_258;
let l_259 = u32(0) + l_mut_195;
let l_260 = l_259 + u32(2);
let l_261 = shared_memory_6[l_260];
let l_262 = a_198[u32(2)];
let l_263 = l_261 * l_262;
let l_264 = a_193[u32(0)];
let l_265 = l_264 + l_263;
a_193[u32(0)] = l_265;
let l_266 = u32(128) + l_mut_195;
let l_267 = l_266 + u32(2);
let l_268 = shared_memory_6[l_267];
let l_269 = a_198[u32(2)];
let l_270 = l_268 * l_269;
let l_271 = a_193[u32(1)];
let l_272 = l_271 + l_270;
a_193[u32(1)] = l_272;
let l_273 = u32(0) + l_mut_195;
let l_274 = l_273 + u32(3);
let l_275 = shared_memory_6[l_274];
let l_276 = a_198[u32(3)];
let l_277 = l_275 * l_276;
let l_278 = a_193[u32(0)];
let l_279 = l_278 + l_277;
a_193[u32(0)] = l_279;
let l_280 = u32(128) + l_mut_195;
let l_281 = l_280 + u32(3);
let l_282 = shared_memory_6[l_281];
let l_283 = a_198[u32(3)];
let l_284 = l_282 * l_283;
let l_285 = a_193[u32(1)];
let l_286 = l_285 + l_284;
a_193[u32(1)] = l_286;
let l_287 = u32(0) + l_mut_195;
let l_288 = l_287 + u32(4);
let l_289 = shared_memory_6[l_288];
let l_290 = a_198[u32(4)];
let l_291 = l_289 * l_290;
let l_292 = a_193[u32(0)];
let l_293 = l_292 + l_291;
a_193[u32(0)] = l_293;
let l_294 = u32(128) + l_mut_195;
let l_295 = l_294 + u32(4);
let l_296 = shared_memory_6[l_295];
let l_297 = a_198[u32(4)];
let l_298 = l_296 * l_297;
let l_299 = a_193[u32(1)];
let l_300 = l_299 + l_298;
a_193[u32(1)] = l_300;
let l_301 = u32(0) + l_mut_195;
let l_302 = l_301 + u32(5);
let l_303 = shared_memory_6[l_302];
let l_304 = a_198[u32(5)];
let l_305 = l_303 * l_304;
let l_306 = a_193[u32(0)];
let l_307 = l_306 + l_305;
a_193[u32(0)] = l_307;
let l_308 = u32(128) + l_mut_195;
let l_309 = l_308 + u32(5);
let l_310 = shared_memory_6[l_309];
let l_311 = a_198[u32(5)];
let l_312 = l_310 * l_311;
let l_313 = a_193[u32(1)];
let l_314 = l_313 + l_312;
a_193[u32(1)] = l_314;
let l_315 = u32(0) + l_mut_195;
let l_316 = l_315 + u32(6);
let l_317 = shared_memory_6[l_316];
let l_318 = a_198[u32(6)];
let l_319 = l_317 * l_318;
let l_320 = a_193[u32(0)];
let l_321 = l_320 + l_319;
a_193[u32(0)] = l_321;
let l_322 = u32(128) + l_mut_195;
let l_323 = l_322 + u32(6);
let l_324 = shared_memory_6[l_323];
let l_325 = a_198[u32(6)];
let l_326 = l_324 * l_325;
let l_327 = a_193[u32(1)];
let l_328 = l_327 + l_326;
a_193[u32(1)] = l_328;
let l_329 = u32(0) + l_mut_195;
let l_330 = l_329 + u32(7);
let l_331 = shared_memory_6[l_330];
let l_332 = a_198[u32(7)];
let l_333 = l_331 * l_332;
let l_334 = a_193[u32(0)];
let l_335 = l_334 + l_333;
a_193[u32(0)] = l_335;
let l_336 = u32(128) + l_mut_195;
let l_337 = l_336 + u32(7);
let l_338 = shared_memory_6[l_337];
let l_339 = a_198[u32(7)];
let l_340 = l_338 * l_339;
let l_341 = a_193[u32(1)];
let l_342 = l_341 + l_340;
a_193[u32(1)] = l_342;
l_mut_195 = l_mut_195 + u32(8);
}
let l_343 = l_4 + u32(0);
let l_344 = l_343 < info.scalars_u32[0];
if l_344 {
let l_345 = l_343 * u32(384);
let l_346 = l_345 + l_mut_21;
let l_347 = a_193[u32(0)];
buffer_6_global[l_346] = l_347;
}
let l_348 = l_4 + u32(1);
let l_349 = l_348 < info.scalars_u32[0];
if l_349 {
let l_350 = l_348 * u32(384);
let l_351 = l_350 + l_mut_21;
let l_352 = a_193[u32(1)];
buffer_6_global[l_351] = l_352;
}
l_mut_21 = l_mut_21 + u32(128);
}
}
