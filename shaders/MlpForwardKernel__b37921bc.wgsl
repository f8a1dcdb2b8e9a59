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
var a_20: array<f32, 2>;

var a_25: array<f32, 8>;

var a_194: array<f32, 2>;

var a_199: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_17: u32;
var l_mut_196: u32;
var l_mut_22: u32;
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
l_mut_17 = local_idx;
loop {
let l_18 = l_mut_17 < u32(128);
let l_19 = !l_18;
if l_19 {
break;
}
let l_21 = buffer_2_global[l_mut_17];
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
let l_27 = l_26 * u32(128);
let l_28 = l_27 + l_mut_17;
let l_29 = buffer_1_global[l_28];
a_25[u32(0)] = l_29;
let l_30 = l_mut_22 + u32(1);
let l_31 = l_30 * u32(128);
let l_32 = l_31 + l_mut_17;
let l_33 = buffer_1_global[l_32];
a_25[u32(1)] = l_33;
let l_34 = l_mut_22 + u32(2);
let l_35 = l_34 * u32(128);
let l_36 = l_35 + l_mut_17;
let l_37 = buffer_1_global[l_36];
a_25[u32(2)] = l_37;
let l_38 = l_mut_22 + u32(3);
let l_39 = l_38 * u32(128);
let l_40 = l_39 + l_mut_17;
let l_41 = buffer_1_global[l_40];
a_25[u32(3)] = l_41;
let l_42 = l_mut_22 + u32(4);
let l_43 = l_42 * u32(128);
let l_44 = l_43 + l_mut_17;
let l_45 = buffer_1_global[l_44];
a_25[u32(4)] = l_45;
let l_46 = l_mut_22 + u32(5);
let l_47 = l_46 * u32(128);
let l_48 = l_47 + l_mut_17;
let l_49 = buffer_1_global[l_48];
a_25[u32(5)] = l_49;
let l_50 = l_mut_22 + u32(6);
let l_51 = l_50 * u32(128);
let l_52 = l_51 + l_mut_17;
let l_53 = buffer_1_global[l_52];
a_25[u32(6)] = l_53;
let l_54 = l_mut_22 + u32(7);
let l_55 = l_54 * u32(128);
let l_56 = l_55 + l_mut_17;
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
let l_170 = a_20[u32(0)];
let l_171 = l_4 + u32(0);
let l_172 = l_171 < info.scalars_u32[0];
if l_172 {
let l_173 = l_171 * u32(128);
let l_174 = l_173 + l_mut_17;
buffer_5_global[l_174] = l_170;
}
let l_175 = u32(0) + l_mut_17;
let l_176 = -l_170;
let l_177 = exp(l_176);
let l_178 = f32(1.0) + l_177;
let l_179 = f32(1.0) / l_178;
let l_180 = l_170 * l_179;
shared_memory_6[l_175] = l_180;
let l_181 = a_20[u32(1)];
let l_182 = l_4 + u32(1);
let l_183 = l_182 < info.scalars_u32[0];
if l_183 {
let l_184 = l_182 * u32(128);
let l_185 = l_184 + l_mut_17;
buffer_5_global[l_185] = l_181;
}
let l_186 = u32(128) + l_mut_17;
let l_187 = -l_181;
let l_188 = exp(l_187);
let l_189 = f32(1.0) + l_188;
let l_190 = f32(1.0) / l_189;
let l_191 = l_181 * l_190;
shared_memory_6[l_186] = l_191;
l_mut_17 = l_mut_17 + u32(128);
}
workgroupBarrier();
l_mut_22 = local_idx;
loop {
let l_192 = l_mut_22 < u32(384);
let l_193 = !l_192;
if l_193 {
break;
}
let l_195 = buffer_4_global[l_mut_22];
a_194[u32(0)] = l_195;
a_194[u32(1)] = l_195;
l_mut_196 = u32(0);
loop {
let l_197 = l_mut_196 < u32(128);
let l_198 = !l_197;
if l_198 {
break;
}
let l_200 = l_mut_196 + u32(0);
let l_201 = l_200 * u32(384);
let l_202 = l_201 + l_mut_22;
let l_203 = buffer_3_global[l_202];
a_199[u32(0)] = l_203;
let l_204 = l_mut_196 + u32(1);
let l_205 = l_204 * u32(384);
let l_206 = l_205 + l_mut_22;
let l_207 = buffer_3_global[l_206];
a_199[u32(1)] = l_207;
let l_208 = l_mut_196 + u32(2);
let l_209 = l_208 * u32(384);
let l_210 = l_209 + l_mut_22;
let l_211 = buffer_3_global[l_210];
a_199[u32(2)] = l_211;
let l_212 = l_mut_196 + u32(3);
let l_213 = l_212 * u32(384);
let l_214 = l_213 + l_mut_22;
let l_215 = buffer_3_global[l_214];
a_199[u32(3)] = l_215;
let l_216 = l_mut_196 + u32(4);
let l_217 = l_216 * u32(384);
let l_218 = l_217 + l_mut_22;
let l_219 = buffer_3_global[l_218];
a_199[u32(4)] = l_219;
let l_220 = l_mut_196 + u32(5);
let l_221 = l_220 * u32(384);
let l_222 = l_221 + l_mut_22;
let l_223 = buffer_3_global[l_222];
a_199[u32(5)] = l_223;
let l_224 = l_mut_196 + u32(6);
let l_225 = l_224 * u32(384);
let l_226 = l_225 + l_mut_22;
let l_227 = buffer_3_global[l_226];
a_199[u32(6)] = l_227;
let l_228 = l_mut_196 + u32(7);
let l_229 = l_228 * u32(384);
let l_230 = l_229 + l_mut_22;
let l_231 = buffer_3_global[l_230];
a_199[u32(7)] = l_231;
let l_232 = u32(0) + l_mut_196;
let l_233 = l_232 + u32(0);
let l_234 = shared_memory_6[l_233];
let l_235 = a_199[u32(0)];
let l_236 = l_234 * l_235;
let l_237 = a_194[u32(0)];
let l_238 = l_237 + l_236;
a_194[u32(0)] = l_238;
let l_239 = u32(128) + l_mut_196;
let l_240 = l_239 + u32(0);
let l_241 = shared_memory_6[l_240];
let l_242 = a_199[u32(0)];
let l_243 = l_241 * l_242;
let l_244 = a_194[u32(1)];
let l_245 = l_244 + l_243;
a_194[u32(1)] = l_245;
let l_246 = u32(0) + l_mut_196;
let l_247 = l_246 + u32(1);
let l_248 = shared_memory_6[l_247];
let l_249 = a_199[u32(1)];
let l_250 = l_248 * l_249;
let l_251 = a_194[u32(0)];
let l_252 = l_251 + l_250;
a_194[u32(0)] = l_252;
let l_253 = u32(128) + l_mut_196;
let l_254 = l_253 + u32(1);
let l_255 = shared_memory_6[l_254];
let l_256 = a_199[u32(1)];
let l_257 = l_255 * l_256;
let l_258 = a_194[u32(1)];
let l_259 = l_258 + l_257;
a_194[u32(1)] = l_259;
let l_260 = u32(0) + l_mut_196;
let l_261 = l_260 + u32(2);
let l_262 = shared_memory_6[l_261];
let l_263 = a_199[u32(2)];
let l_264 = l_262 * l_263;
let l_265 = a_194[u32(0)];
let l_266 = l_265 + l_264;
a_194[u32(0)] = l_266;
let l_267 = u32(128) + l_mut_196;
let l_268 = l_267 + u32(2);
let l_269 = shared_memory_6[l_268];
let l_270 = a_199[u32(2)];
let l_271 = l_269 * l_270;
let l_272 = a_194[u32(1)];
let l_273 = l_272 + l_271;
a_194[u32(1)] = l_273;
let l_274 = u32(0) + l_mut_196;
let l_275 = l_274 + u32(3);
let l_276 = shared_memory_6[l_275];
let l_277 = a_199[u32(3)];
let l_278 = l_276 * l_277;
let l_279 = a_194[u32(0)];
let l_280 = l_279 + l_278;
a_194[u32(0)] = l_280;
let l_281 = u32(128) + l_mut_196;
let l_282 = l_281 + u32(3);
let l_283 = shared_memory_6[l_282];
let l_284 = a_199[u32(3)];
let l_285 = l_283 * l_284;
let l_286 = a_194[u32(1)];
let l_287 = l_286 + l_285;
a_194[u32(1)] = l_287;
let l_288 = u32(0) + l_mut_196;
let l_289 = l_288 + u32(4);
let l_290 = shared_memory_6[l_289];
let l_291 = a_199[u32(4)];
let l_292 = l_290 * l_291;
let l_293 = a_194[u32(0)];
let l_294 = l_293 + l_292;
a_194[u32(0)] = l_294;
let l_295 = u32(128) + l_mut_196;
let l_296 = l_295 + u32(4);
let l_297 = shared_memory_6[l_296];
let l_298 = a_199[u32(4)];
let l_299 = l_297 * l_298;
let l_300 = a_194[u32(1)];
let l_301 = l_300 + l_299;
a_194[u32(1)] = l_301;
let l_302 = u32(0) + l_mut_196;
let l_303 = l_302 + u32(5);
let l_304 = shared_memory_6[l_303];
let l_305 = a_199[u32(5)];
let l_306 = l_304 * l_305;
let l_307 = a_194[u32(0)];
let l_308 = l_307 + l_306;
a_194[u32(0)] = l_308;
let l_309 = u32(128) + l_mut_196;
let l_310 = l_309 + u32(5);
let l_311 = shared_memory_6[l_310];
let l_312 = a_199[u32(5)];
let l_313 = l_311 * l_312;
let l_314 = a_194[u32(1)];
let l_315 = l_314 + l_313;
a_194[u32(1)] = l_315;
let l_316 = u32(0) + l_mut_196;
let l_317 = l_316 + u32(6);
let l_318 = shared_memory_6[l_317];
let l_319 = a_199[u32(6)];
let l_320 = l_318 * l_319;
let l_321 = a_194[u32(0)];
let l_322 = l_321 + l_320;
a_194[u32(0)] = l_322;
let l_323 = u32(128) + l_mut_196;
let l_324 = l_323 + u32(6);
let l_325 = shared_memory_6[l_324];
let l_326 = a_199[u32(6)];
let l_327 = l_325 * l_326;
let l_328 = a_194[u32(1)];
let l_329 = l_328 + l_327;
a_194[u32(1)] = l_329;
let l_330 = u32(0) + l_mut_196;
let l_331 = l_330 + u32(7);
let l_332 = shared_memory_6[l_331];
let l_333 = a_199[u32(7)];
let l_334 = l_332 * l_333;
let l_335 = a_194[u32(0)];
let l_336 = l_335 + l_334;
a_194[u32(0)] = l_336;
let l_337 = u32(128) + l_mut_196;
let l_338 = l_337 + u32(7);
let l_339 = shared_memory_6[l_338];
let l_340 = a_199[u32(7)];
let l_341 = l_339 * l_340;
let l_342 = a_194[u32(1)];
let l_343 = l_342 + l_341;
a_194[u32(1)] = l_343;
l_mut_196 = l_mut_196 + u32(8);
}
let l_344 = l_4 + u32(0);
let l_345 = l_344 < info.scalars_u32[0];
if l_345 {
let l_346 = l_344 * u32(384);
let l_347 = l_346 + l_mut_22;
let l_348 = a_194[u32(0)];
buffer_6_global[l_347] = l_348;
}
let l_349 = l_4 + u32(1);
let l_350 = l_349 < info.scalars_u32[0];
if l_350 {
let l_351 = l_349 * u32(384);
let l_352 = l_351 + l_mut_22;
let l_353 = a_194[u32(1)];
buffer_6_global[l_352] = l_353;
}
l_mut_22 = l_mut_22 + u32(128);
}
}
