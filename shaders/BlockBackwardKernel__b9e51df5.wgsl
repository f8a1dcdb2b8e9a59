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

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<f32>;

@group(0)
@binding(11)
var<storage, read_write> buffer_11_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 24>,
}

@group(0)
@binding(12)
var<storage, read> info: info_st;

var<workgroup> shared_memory_5: array<f32, 384>;

var<workgroup> shared_memory_17: array<f32, 256>;

var<workgroup> shared_memory_6: array<f32, 128>;

var<workgroup> shared_memory_156: array<f32, 256>;

var<workgroup> shared_memory_393: array<f32, 384>;

var<workgroup> shared_memory_404: array<f32, 256>;

var<workgroup> shared_memory_394: array<f32, 128>;

var<workgroup> shared_memory_706: array<f32, 768>;

var<workgroup> shared_memory_716: array<f32, 768>;

const WORKGROUP_SIZE_X = 384u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(384, 1, 1)
fn block_backward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_21: array<f32, 1>;

var a_26: array<f32, 8>;

var a_130: array<f32, 1>;

var a_160: array<f32, 1>;

var a_166: array<f32, 8>;

var a_270: array<f32, 1>;

var a_408: array<f32, 1>;

var a_413: array<f32, 8>;

var a_517: array<f32, 1>;

var a_546: array<f32, 1>;

var a_551: array<f32, 8>;

var a_720: array<f32, 3>;

var a_725: array<f32, 8>;

var a_951: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_140: f32;
var l_mut_162: u32;
var l_mut_305: f32;
var l_mut_543: u32;
var l_mut_547: u32;
var l_mut_7: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
l_mut_7 = local_idx;
loop {
let l_8 = l_mut_7 < u32(384);
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
let l_16 = buffer_1_global[l_15];
shared_memory_5[l_mut_7] = l_16;
} else {
shared_memory_5[l_mut_7] = f32(0.0);
}
l_mut_7 = l_mut_7 + u32(384);
}
workgroupBarrier();
let l_18 = local_idx < u32(256);
if l_18 {
let l_19 = local_idx % u32(128);
let l_20 = local_idx / u32(128);
a_21[u32(0)] = f32(0.0);
let l_22 = l_20 * u32(192);
l_mut_7 = l_22;
loop {
let l_23 = l_22 + u32(192);
let l_24 = l_mut_7 < l_23;
let l_25 = !l_24;
if l_25 {
break;
}
let l_27 = l_mut_7 + u32(0);
let l_28 = l_27 * u32(128);
let l_29 = info.scalars_u32[2] + l_28;
let l_30 = l_29 + l_19;
let l_31 = buffer_0_global[l_30];
a_26[u32(0)] = l_31;
let l_32 = l_mut_7 + u32(1);
let l_33 = l_32 * u32(128);
let l_34 = info.scalars_u32[2] + l_33;
let l_35 = l_34 + l_19;
let l_36 = buffer_0_global[l_35];
a_26[u32(1)] = l_36;
let l_37 = l_mut_7 + u32(2);
let l_38 = l_37 * u32(128);
let l_39 = info.scalars_u32[2] + l_38;
let l_40 = l_39 + l_19;
let l_41 = buffer_0_global[l_40];
a_26[u32(2)] = l_41;
let l_42 = l_mut_7 + u32(3);
let l_43 = l_42 * u32(128);
let l_44 = info.scalars_u32[2] + l_43;
let l_45 = l_44 + l_19;
let l_46 = buffer_0_global[l_45];
a_26[u32(3)] = l_46;
let l_47 = l_mut_7 + u32(4);
let l_48 = l_47 * u32(128);
let l_49 = info.scalars_u32[2] + l_48;
let l_50 = l_49 + l_19;
let l_51 = buffer_0_global[l_50];
a_26[u32(4)] = l_51;
let l_52 = l_mut_7 + u32(5);
let l_53 = l_52 * u32(128);
let l_54 = info.scalars_u32[2] + l_53;
let l_55 = l_54 + l_19;
let l_56 = buffer_0_global[l_55];
a_26[u32(5)] = l_56;
let l_57 = l_mut_7 + u32(6);
let l_58 = l_57 * u32(128);
let l_59 = info.scalars_u32[2] + l_58;
let l_60 = l_59 + l_19;
let l_61 = buffer_0_global[l_60];
a_26[u32(6)] = l_61;
let l_62 = l_mut_7 + u32(7);
let l_63 = l_62 * u32(128);
let l_64 = info.scalars_u32[2] + l_63;
let l_65 = l_64 + l_19;
let l_66 = buffer_0_global[l_65];
a_26[u32(7)] = l_66;
let l_67 = u32(0) + l_mut_7;
let l_68 = l_67 + u32(0);
let l_69 = shared_memory_5[l_68];
let l_70 = a_26[u32(0)];
let l_71 = l_69 * l_70;
let l_72 = a_21[u32(0)];
let l_73 = l_72 + l_71;
a_21[u32(0)] = l_73;
let l_74 = u32(0) + l_mut_7;
let l_75 = l_74 + u32(1);
let l_76 = shared_memory_5[l_75];
let l_77 = a_26[u32(1)];
let l_78 = l_76 * l_77;
let l_79 = a_21[u32(0)];
let l_80 = l_79 + l_78;
a_21[u32(0)] = l_80;
let l_81 = u32(0) + l_mut_7;
let l_82 = l_81 + u32(2);
let l_83 = shared_memory_5[l_82];
let l_84 = a_26[u32(2)];
let l_85 = l_83 * l_84;
let l_86 = a_21[u32(0)];
let l_87 = l_86 + l_85;
a_21[u32(0)] = l_87;
let l_88 = u32(0) + l_mut_7;
let l_89 = l_88 + u32(3);
let l_90 = shared_memory_5[l_89];
let l_91 = a_26[u32(3)];
let l_92 = l_90 * l_91;
let l_93 = a_21[u32(0)];
let l_94 = l_93 + l_92;
a_21[u32(0)] = l_94;
let l_95 = u32(0) + l_mut_7;
let l_96 = l_95 + u32(4);
let l_97 = shared_memory_5[l_96];
let l_98 = a_26[u32(4)];
let l_99 = l_97 * l_98;
let l_100 = a_21[u32(0)];
let l_101 = l_100 + l_99;
a_21[u32(0)] = l_101;
let l_102 = u32(0) + l_mut_7;
let l_103 = l_102 + u32(5);
let l_104 = shared_memory_5[l_103];
let l_105 = a_26[u32(5)];
let l_106 = l_104 * l_105;
let l_107 = a_21[u32(0)];
let l_108 = l_107 + l_106;
a_21[u32(0)] = l_108;
let l_109 = u32(0) + l_mut_7;
let l_110 = l_109 + u32(6);
let l_111 = shared_memory_5[l_110];
let l_112 = a_26[u32(6)];
let l_113 = l_111 * l_112;
let l_114 = a_21[u32(0)];
let l_115 = l_114 + l_113;
a_21[u32(0)] = l_115;
let l_116 = u32(0) + l_mut_7;
let l_117 = l_116 + u32(7);
let l_118 = shared_memory_5[l_117];
let l_119 = a_26[u32(7)];
let l_120 = l_118 * l_119;
let l_121 = a_21[u32(0)];
let l_122 = l_121 + l_120;
a_21[u32(0)] = l_122;
l_mut_7 = l_mut_7 + u32(8);
}
let l_123 = l_20 * u32(1);
let l_124 = l_123 + u32(0);
let l_125 = l_124 * u32(128);
let l_126 = l_125 + l_19;
let l_127 = a_21[u32(0)];
shared_memory_17[l_126] = l_127;
}
workgroupBarrier();
l_mut_7 = local_idx;
loop {
let l_128 = l_mut_7 < u32(128);
let l_129 = !l_128;
if l_129 {
break;
}
a_130[u32(0)] = f32(0.0);
let l_131 = u32(0) + l_mut_7;
let l_132 = shared_memory_17[l_131];
let l_133 = a_130[u32(0)];
let l_134 = l_133 + l_132;
a_130[u32(0)] = l_134;
let l_135 = u32(128) + l_mut_7;
let l_136 = shared_memory_17[l_135];
let l_137 = a_130[u32(0)];
let l_138 = l_137 + l_136;
a_130[u32(0)] = l_138;
let l_139 = l_4 + u32(0);
l_mut_140 = f32(0.0);
let l_141 = l_139 < info.scalars_u32[0];
if l_141 {
let l_142 = a_130[u32(0)];
let l_143 = l_139 * u32(128);
let l_144 = l_143 + l_mut_7;
let l_145 = buffer_2_global[l_144];
let l_146 = -l_145;
let l_147 = exp(l_146);
let l_148 = f32(1.0) + l_147;
let l_149 = f32(1.0) / l_148;
let l_150 = f32(1.0) - l_149;
let l_151 = l_145 * l_150;
let l_152 = f32(1.0) + l_151;
let l_153 = l_149 * l_152;
let l_154 = l_142 * l_153;
l_mut_140 = l_154;
}
let l_155 = u32(0) + l_mut_7;
shared_memory_6[l_155] = l_mut_140;
l_mut_7 = l_mut_7 + u32(384);
}
workgroupBarrier();
let l_157 = local_idx < u32(256);
if l_157 {
let l_158 = local_idx % u32(128);
let l_159 = local_idx / u32(128);
a_160[u32(0)] = f32(0.0);
let l_161 = l_159 * u32(64);
l_mut_162 = l_161;
loop {
let l_163 = l_161 + u32(64);
let l_164 = l_mut_162 < l_163;
let l_165 = !l_164;
if l_165 {
break;
}
let l_167 = l_mut_162 + u32(0);
let l_168 = l_167 * u32(128);
let l_169 = info.scalars_u32[1] + l_168;
let l_170 = l_169 + l_158;
let l_171 = buffer_0_global[l_170];
a_166[u32(0)] = l_171;
let l_172 = l_mut_162 + u32(1);
let l_173 = l_172 * u32(128);
let l_174 = info.scalars_u32[1] + l_173;
let l_175 = l_174 + l_158;
let l_176 = buffer_0_global[l_175];
a_166[u32(1)] = l_176;
let l_177 = l_mut_162 + u32(2);
let l_178 = l_177 * u32(128);
let l_179 = info.scalars_u32[1] + l_178;
let l_180 = l_179 + l_158;
let l_181 = buffer_0_global[l_180];
a_166[u32(2)] = l_181;
let l_182 = l_mut_162 + u32(3);
let l_183 = l_182 * u32(128);
let l_184 = info.scalars_u32[1] + l_183;
let l_185 = l_184 + l_158;
let l_186 = buffer_0_global[l_185];
a_166[u32(3)] = l_186;
let l_187 = l_mut_162 + u32(4);
let l_188 = l_187 * u32(128);
let l_189 = info.scalars_u32[1] + l_188;
let l_190 = l_189 + l_158;
let l_191 = buffer_0_global[l_190];
a_166[u32(4)] = l_191;
let l_192 = l_mut_162 + u32(5);
let l_193 = l_192 * u32(128);
let l_194 = info.scalars_u32[1] + l_193;
let l_195 = l_194 + l_158;
let l_196 = buffer_0_global[l_195];
a_166[u32(5)] = l_196;
let l_197 = l_mut_162 + u32(6);
let l_198 = l_197 * u32(128);
let l_199 = info.scalars_u32[1] + l_198;
let l_200 = l_199 + l_158;
let l_201 = buffer_0_global[l_200];
a_166[u32(6)] = l_201;
let l_202 = l_mut_162 + u32(7);
let l_203 = l_202 * u32(128);
let l_204 = info.scalars_u32[1] + l_203;
let l_205 = l_204 + l_158;
let l_206 = buffer_0_global[l_205];
a_166[u32(7)] = l_206;
let l_207 = u32(0) + l_mut_162;
let l_208 = l_207 + u32(0);
let l_209 = shared_memory_6[l_208];
let l_210 = a_166[u32(0)];
let l_211 = l_209 * l_210;
let l_212 = a_160[u32(0)];
let l_213 = l_212 + l_211;
a_160[u32(0)] = l_213;
let l_214 = u32(0) + l_mut_162;
let l_215 = l_214 + u32(1);
let l_216 = shared_memory_6[l_215];
let l_217 = a_166[u32(1)];
let l_218 = l_216 * l_217;
let l_219 = a_160[u32(0)];
let l_220 = l_219 + l_218;
a_160[u32(0)] = l_220;
let l_221 = u32(0) + l_mut_162;
let l_222 = l_221 + u32(2);
let l_223 = shared_memory_6[l_222];
let l_224 = a_166[u32(2)];
let l_225 = l_223 * l_224;
let l_226 = a_160[u32(0)];
let l_227 = l_226 + l_225;
a_160[u32(0)] = l_227;
let l_228 = u32(0) + l_mut_162;
let l_229 = l_228 + u32(3);
let l_230 = shared_memory_6[l_229];
let l_231 = a_166[u32(3)];
let l_232 = l_230 * l_231;
let l_233 = a_160[u32(0)];
let l_234 = l_233 + l_232;
a_160[u32(0)] = l_234;
let l_235 = u32(0) + l_mut_162;
let l_236 = l_235 + u32(4);
let l_237 = shared_memory_6[l_236];
let l_238 = a_166[u32(4)];
let l_239 = l_237 * l_238;
let l_240 = a_160[u32(0)];
let l_241 = l_240 + l_239;
a_160[u32(0)] = l_241;
let l_242 = u32(0) + l_mut_162;
let l_243 = l_242 + u32(5);
let l_244 = shared_memory_6[l_243];
let l_245 = a_166[u32(5)];
let l_246 = l_244 * l_245;
let l_247 = a_160[u32(0)];
let l_248 = l_247 + l_246;
a_160[u32(0)] = l_248;
let l_249 = u32(0) + l_mut_162;
let l_250 = l_249 + u32(6);
let l_251 = shared_memory_6[l_250];
let l_252 = a_166[u32(6)];
let l_253 = l_251 * l_252;
let l_254 = a_160[u32(0)];
let l_255 = l_254 + l_253;
a_160[u32(0)] = l_255;
let l_256 = u32(0) + l_mut_162;
let l_257 = l_256 + u32(7);
let l_258 = shared_memory_6[l_257];
let l_259 = a_166[u32(7)];
let l_260 = l_258 * l_259;
let l_261 = a_160[u32(0)];
let l_262 = l_261 + l_260;
a_160[u32(0)] = l_262;
l_mut_162 = l_mut_162 + u32(8);
}
let l_263 = l_159 * u32(1);
let l_264 = l_263 + u32(0);
let l_265 = l_264 * u32(128);
let l_266 = l_265 + l_158;
let l_267 = a_160[u32(0)];
shared_memory_156[l_266] = l_267;
}
workgroupBarrier();
l_mut_162 = local_idx;
loop {
let l_268 = l_mut_162 < u32(128);
let l_269 = !l_268;
if l_269 {
break;
}
a_270[u32(0)] = f32(0.0);
let l_271 = u32(0) + l_mut_162;
let l_272 = shared_memory_156[l_271];
let l_273 = a_270[u32(0)];
let l_274 = l_273 + l_272;
a_270[u32(0)] = l_274;
let l_275 = u32(128) + l_mut_162;
let l_276 = shared_memory_156[l_275];
let l_277 = a_270[u32(0)];
let l_278 = l_277 + l_276;
a_270[u32(0)] = l_278;
let l_279 = l_4 + u32(0);
let l_280 = l_279 < info.scalars_u32[0];
if l_280 {
let l_281 = l_279 * u32(128);
let l_282 = l_281 + l_mut_162;
let l_283 = a_270[u32(0)];
let l_284 = buffer_7_global[l_282];
let l_285 = l_284 + l_283;
buffer_7_global[l_282] = l_285;
}
l_mut_162 = l_mut_162 + u32(384);
}
storageBarrier();
l_mut_162 = local_idx;
loop {
let l_286 = l_mut_162 < u32(128);
let l_287 = !l_286;
if l_287 {
break;
}
let l_288 = l_4 * u32(128);
let l_289 = l_288 + l_mut_162;
let l_290 = info.scalars_u32[0] * u32(128);
let l_291 = l_289 < l_290;
if l_291 {
let l_292 = l_289 / u32(128);
let l_293 = l_289 % u32(128);
let l_294 = buffer_7_global[l_289];
let l_295 = l_292 * u32(3);
let l_296 = l_295 * u32(128);
let l_297 = l_296 + u32(128);
let l_298 = l_297 + l_293;
let l_299 = buffer_4_global[l_298];
let l_300 = l_292 * u32(3);
let l_301 = l_300 * u32(128);
let l_302 = l_301 + u32(256);
let l_303 = l_302 + l_293;
let l_304 = buffer_4_global[l_303];
l_mut_140 = f32(0.0);
l_mut_305 = f32(0.0);
let l_306 = l_292 * u32(3);
let l_307 = l_306 + u32(0);
let l_308 = l_307 * u32(2);
let l_309 = l_308 * u32(128);
let l_310 = l_309 + l_293;
let l_311 = buffer_3_global[l_310];
let l_312 = l_309 + u32(128);
let l_313 = l_312 + l_293;
let l_314 = buffer_3_global[l_313];
let l_315 = l_311 * l_314;
l_mut_140 = l_mut_140 + l_315;
let l_316 = l_292 * u32(3);
let l_317 = l_316 + u32(0);
let l_318 = l_317 * u32(128);
let l_319 = l_318 + l_293;
let l_320 = buffer_8_global[l_319];
let l_321 = l_320 * l_314;
l_mut_305 = l_mut_305 + l_321;
let l_322 = l_309 + l_293;
let l_323 = l_294 * l_304;
let l_324 = l_323 * l_314;
buffer_10_global[l_322] = l_324;
let l_325 = l_309 + u32(128);
let l_326 = l_325 + l_293;
let l_327 = l_294 * l_304;
let l_328 = l_327 * l_311;
let l_329 = l_320 * l_299;
let l_330 = l_328 + l_329;
buffer_10_global[l_326] = l_330;
let l_331 = l_292 * u32(3);
let l_332 = l_331 + u32(1);
let l_333 = l_332 * u32(2);
let l_334 = l_333 * u32(128);
let l_335 = l_334 + l_293;
let l_336 = buffer_3_global[l_335];
let l_337 = l_334 + u32(128);
let l_338 = l_337 + l_293;
let l_339 = buffer_3_global[l_338];
let l_340 = l_336 * l_339;
l_mut_140 = l_mut_140 + l_340;
let l_341 = l_292 * u32(3);
let l_342 = l_341 + u32(1);
let l_343 = l_342 * u32(128);
let l_344 = l_343 + l_293;
let l_345 = buffer_8_global[l_344];
let l_346 = l_345 * l_339;
l_mut_305 = l_mut_305 + l_346;
let l_347 = l_334 + l_293;
let l_348 = l_294 * l_304;
let l_349 = l_348 * l_339;
buffer_10_global[l_347] = l_349;
let l_350 = l_334 + u32(128);
let l_351 = l_350 + l_293;
let l_352 = l_294 * l_304;
let l_353 = l_352 * l_336;
let l_354 = l_345 * l_299;
let l_355 = l_353 + l_354;
buffer_10_global[l_351] = l_355;
let l_356 = l_292 * u32(3);
let l_357 = l_356 + u32(2);
let l_358 = l_357 * u32(2);
let l_359 = l_358 * u32(128);
let l_360 = l_359 + l_293;
let l_361 = buffer_3_global[l_360];
let l_362 = l_359 + u32(128);
let l_363 = l_362 + l_293;
let l_364 = buffer_3_global[l_363];
let l_365 = l_361 * l_364;
l_mut_140 = l_mut_140 + l_365;
let l_366 = l_292 * u32(3);
let l_367 = l_366 + u32(2);
let l_368 = l_367 * u32(128);
let l_369 = l_368 + l_293;
let l_370 = buffer_8_global[l_369];
let l_371 = l_370 * l_364;
l_mut_305 = l_mut_305 + l_371;
let l_372 = l_359 + l_293;
let l_373 = l_294 * l_304;
let l_374 = l_373 * l_364;
buffer_10_global[l_372] = l_374;
let l_375 = l_359 + u32(128);
let l_376 = l_375 + l_293;
let l_377 = l_294 * l_304;
let l_378 = l_377 * l_361;
let l_379 = l_370 * l_299;
let l_380 = l_378 + l_379;
buffer_10_global[l_376] = l_380;
let l_381 = l_292 * u32(3);
let l_382 = l_381 * u32(128);
let l_383 = l_382 + l_293;
buffer_9_global[l_383] = l_294;
let l_384 = l_292 * u32(3);
let l_385 = l_384 * u32(128);
let l_386 = l_385 + u32(128);
let l_387 = l_386 + l_293;
buffer_9_global[l_387] = l_mut_305;
let l_388 = l_292 * u32(3);
let l_389 = l_388 * u32(128);
let l_390 = l_389 + u32(256);
let l_391 = l_390 + l_293;
let l_392 = l_294 * l_mut_140;
buffer_9_global[l_391] = l_392;
}
l_mut_162 = l_mut_162 + u32(384);
}
storageBarrier();
l_mut_7 = local_idx;
loop {
let l_395 = l_mut_7 < u32(384);
let l_396 = !l_395;
if l_396 {
break;
}
let l_397 = l_mut_7 / u32(384);
let l_398 = l_4 + l_397;
let l_399 = l_398 < info.scalars_u32[0];
if l_399 {
let l_400 = l_398 * u32(384);
let l_401 = l_mut_7 % u32(384);
let l_402 = l_400 + l_401;
let l_403 = buffer_9_global[l_402];
shared_memory_393[l_mut_7] = l_403;
} else {
shared_memory_393[l_mut_7] = f32(0.0);
}
l_mut_7 = l_mut_7 + u32(384);
}
workgroupBarrier();
let l_405 = local_idx < u32(256);
if l_405 {
let l_406 = local_idx % u32(128);
let l_407 = local_idx / u32(128);
a_408[u32(0)] = f32(0.0);
let l_409 = l_407 * u32(192);
l_mut_7 = l_409;
loop {
let l_410 = l_409 + u32(192);
let l_411 = l_mut_7 < l_410;
let l_412 = !l_411;
if l_412 {
break;
}
let l_414 = l_mut_7 + u32(0);
let l_415 = l_414 * u32(128);
let l_416 = info.scalars_u32[4] + l_415;
let l_417 = l_416 + l_406;
let l_418 = buffer_0_global[l_417];
a_413[u32(0)] = l_418;
let l_419 = l_mut_7 + u32(1);
let l_420 = l_419 * u32(128);
let l_421 = info.scalars_u32[4] + l_420;
let l_422 = l_421 + l_406;
let l_423 = buffer_0_global[l_422];
a_413[u32(1)] = l_423;
let l_424 = l_mut_7 + u32(2);
let l_425 = l_424 * u32(128);
let l_426 = info.scalars_u32[4] + l_425;
let l_427 = l_426 + l_406;
let l_428 = buffer_0_global[l_427];
a_413[u32(2)] = l_428;
let l_429 = l_mut_7 + u32(3);
let l_430 = l_429 * u32(128);
let l_431 = info.scalars_u32[4] + l_430;
let l_432 = l_431 + l_406;
let l_433 = buffer_0_global[l_432];
a_413[u32(3)] = l_433;
let l_434 = l_mut_7 + u32(4);
let l_435 = l_434 * u32(128);
let l_436 = info.scalars_u32[4] + l_435;
let l_437 = l_436 + l_406;
let l_438 = buffer_0_global[l_437];
a_413[u32(4)] = l_438;
let l_439 = l_mut_7 + u32(5);
let l_440 = l_439 * u32(128);
let l_441 = info.scalars_u32[4] + l_440;
let l_442 = l_441 + l_406;
let l_443 = buffer_0_global[l_442];
a_413[u32(5)] = l_443;
let l_444 = l_mut_7 + u32(6);
let l_445 = l_444 * u32(128);
let l_446 = info.scalars_u32[4] + l_445;
let l_447 = l_446 + l_406;
let l_448 = buffer_0_global[l_447];
a_413[u32(6)] = l_448;
let l_449 = l_mut_7 + u32(7);
let l_450 = l_449 * u32(128);
let l_451 = info.scalars_u32[4] + l_450;
let l_452 = l_451 + l_406;
let l_453 = buffer_0_global[l_452];
a_413[u32(7)] = l_453;
let l_454 = u32(0) + l_mut_7;
let l_455 = l_454 + u32(0);
let l_456 = shared_memory_393[l_455];
let l_457 = a_413[u32(0)];
let l_458 = l_456 * l_457;
let l_459 = a_408[u32(0)];
let l_460 = l_459 + l_458;
a_408[u32(0)] = l_460;
let l_461 = u32(0) + l_mut_7;
let l_462 = l_461 + u32(1);
let l_463 = shared_memory_393[l_462];
let l_464 = a_413[u32(1)];
let l_465 = l_463 * l_464;
let l_466 = a_408[u32(0)];
let l_467 = l_466 + l_465;
a_408[u32(0)] = l_467;
let l_468 = u32(0) + l_mut_7;
let l_469 = l_468 + u32(2);
let l_470 = shared_memory_393[l_469];
let l_471 = a_413[u32(2)];
let l_472 = l_470 * l_471;
let l_473 = a_408[u32(0)];
let l_474 = l_473 + l_472;
a_408[u32(0)] = l_474;
let l_475 = u32(0) + l_mut_7;
let l_476 = l_475 + u32(3);
let l_477 = shared_memory_393[l_476];
let l_478 = a_413[u32(3)];
let l_479 = l_477 * l_478;
let l_480 = a_408[u32(0)];
let l_481 = l_480 + l_479;
a_408[u32(0)] = l_481;
let l_482 = u32(0) + l_mut_7;
let l_483 = l_482 + u32(4);
let l_484 = shared_memory_393[l_483];
let l_485 = a_413[u32(4)];
let l_486 = l_484 * l_485;
let l_487 = a_408[u32(0)];
let l_488 = l_487 + l_486;
a_408[u32(0)] = l_488;
let l_489 = u32(0) + l_mut_7;
let l_490 = l_489 + u32(5);
let l_491 = shared_memory_393[l_490];
let l_492 = a_413[u32(5)];
let l_493 = l_491 * l_492;
let l_494 = a_408[u32(0)];
let l_495 = l_494 + l_493;
a_408[u32(0)] = l_495;
let l_496 = u32(0) + l_mut_7;
let l_497 = l_496 + u32(6);
let l_498 = shared_memory_393[l_497];
let l_499 = a_413[u32(6)];
let l_500 = l_498 * l_499;
let l_501 = a_408[u32(0)];
let l_502 = l_501 + l_500;
a_408[u32(0)] = l_502;
let l_503 = u32(0) + l_mut_7;
let l_504 = l_503 + u32(7);
let l_505 = shared_memory_393[l_504];
let l_506 = a_413[u32(7)];
let l_507 = l_505 * l_506;
let l_508 = a_408[u32(0)];
let l_509 = l_508 + l_507;
a_408[u32(0)] = l_509;
l_mut_7 = l_mut_7 + u32(8);
}
let l_510 = l_407 * u32(1);
let l_511 = l_510 + u32(0);
let l_512 = l_511 * u32(128);
let l_513 = l_512 + l_406;
let l_514 = a_408[u32(0)];
shared_memory_404[l_513] = l_514;
}
workgroupBarrier();
l_mut_7 = local_idx;
loop {
let l_515 = l_mut_7 < u32(128);
let l_516 = !l_515;
if l_516 {
break;
}
a_517[u32(0)] = f32(0.0);
let l_518 = u32(0) + l_mut_7;
let l_519 = shared_memory_404[l_518];
let l_520 = a_517[u32(0)];
let l_521 = l_520 + l_519;
a_517[u32(0)] = l_521;
let l_522 = u32(128) + l_mut_7;
let l_523 = shared_memory_404[l_522];
let l_524 = a_517[u32(0)];
let l_525 = l_524 + l_523;
a_517[u32(0)] = l_525;
let l_526 = l_4 + u32(0);
l_mut_305 = f32(0.0);
let l_527 = l_526 < info.scalars_u32[0];
if l_527 {
let l_528 = a_517[u32(0)];
let l_529 = l_526 * u32(128);
let l_530 = l_529 + l_mut_7;
let l_531 = buffer_5_global[l_530];
let l_532 = -l_531;
let l_533 = exp(l_532);
let l_534 = f32(1.0) + l_533;
let l_535 = f32(1.0) / l_534;
let l_536 = f32(1.0) - l_535;
let l_537 = l_531 * l_536;
let l_538 = f32(1.0) + l_537;
let l_539 = l_535 * l_538;
let l_540 = l_528 * l_539;
l_mut_305 = l_540;
}
let l_541 = u32(0) + l_mut_7;
shared_memory_394[l_541] = l_mut_305;
l_mut_7 = l_mut_7 + u32(384);
}
workgroupBarrier();
l_mut_543 = local_idx;
loop {
let l_544 = l_mut_543 < u32(256);
let l_545 = !l_544;
if l_545 {
break;
}
a_546[u32(0)] = f32(0.0);
l_mut_547 = u32(0);
loop {
let l_548 = u32(0) + u32(128);
let l_549 = l_mut_547 < l_548;
let l_550 = !l_549;
if l_550 {
break;
}
let l_552 = l_mut_547 + u32(0);
let l_553 = l_552 * u32(256);
let l_554 = info.scalars_u32[3] + l_553;
let l_555 = l_554 + l_mut_543;
let l_556 = buffer_0_global[l_555];
a_551[u32(0)] = l_556;
let l_557 = l_mut_547 + u32(1);
let l_558 = l_557 * u32(256);
let l_559 = info.scalars_u32[3] + l_558;
let l_560 = l_559 + l_mut_543;
let l_561 = buffer_0_global[l_560];
a_551[u32(1)] = l_561;
let l_562 = l_mut_547 + u32(2);
let l_563 = l_562 * u32(256);
let l_564 = info.scalars_u32[3] + l_563;
let l_565 = l_564 + l_mut_543;
let l_566 = buffer_0_global[l_565];
a_551[u32(2)] = l_566;
let l_567 = l_mut_547 + u32(3);
let l_568 = l_567 * u32(256);
let l_569 = info.scalars_u32[3] + l_568;
let l_570 = l_569 + l_mut_543;
let l_571 = buffer_0_global[l_570];
a_551[u32(3)] = l_571;
let l_572 = l_mut_547 + u32(4);
let l_573 = l_572 * u32(256);
let l_574 = info.scalars_u32[3] + l_573;
let l_575 = l_574 + l_mut_543;
let l_576 = buffer_0_global[l_575];
a_551[u32(4)] = l_576;
let l_577 = l_mut_547 + u32(5);
let l_578 = l_577 * u32(256);
let l_579 = info.scalars_u32[3] + l_578;
let l_580 = l_579 + l_mut_543;
let l_581 = buffer_0_global[l_580];
a_551[u32(5)] = l_581;
let l_582 = l_mut_547 + u32(6);
let l_583 = l_582 * u32(256);
let l_584 = info.scalars_u32[3] + l_583;
let l_585 = l_584 + l_mut_543;
let l_586 = buffer_0_global[l_585];
a_551[u32(6)] = l_586;
let l_587 = l_mut_547 + u32(7);
let l_588 = l_587 * u32(256);
let l_589 = info.scalars_u32[3] + l_588;
let l_590 = l_589 + l_mut_543;
let l_591 = buffer_0_global[l_590];
a_551[u32(7)] = l_591;
let l_592 = u32(0) + l_mut_547;
let l_593 = l_592 + u32(0);
let l_594 = shared_memory_394[l_593];
let l_595 = a_551[u32(0)];
let l_596 = l_594 * l_595;
let l_597 = a_546[u32(0)];
let l_598 = l_597 + l_596;
a_546[u32(0)] = l_598;
let l_599 = u32(0) + l_mut_547;
let l_600 = l_599 + u32(1);
let l_601 = shared_memory_394[l_600];
let l_602 = a_551[u32(1)];
let l_603 = l_601 * l_602;
let l_604 = a_546[u32(0)];
let l_605 = l_604 + l_603;
a_546[u32(0)] = l_605;
let l_606 = u32(0) + l_mut_547;
let l_607 = l_606 + u32(2);
let l_608 = shared_memory_394[l_607];
let l_609 = a_551[u32(2)];
let l_610 = l_608 * l_609;
let l_611 = a_546[u32(0)];
let l_612 = l_611 + l_610;
a_546[u32(0)] = l_612;
let l_613 = u32(0) + l_mut_547;
let l_614 = l_613 + u32(3);
let l_615 = shared_memory_394[l_614];
let l_616 = a_551[u32(3)];
let l_617 = l_615 * l_616;
let l_618 = a_546[u32(0)];
let l_619 = l_618 + l_617;
a_546[u32(0)] = l_619;
let l_620 = u32(0) + l_mut_547;
let l_621 = l_620 + u32(4);
let l_622 = shared_memory_394[l_621];
let l_623 = a_551[u32(4)];
let l_624 = l_622 * l_623;
let l_625 = a_546[u32(0)];
let l_626 = l_625 + l_624;
a_546[u32(0)] = l_626;
let l_627 = u32(0) + l_mut_547;
let l_628 = l_627 + u32(5);
let l_629 = shared_memory_394[l_628];
let l_630 = a_551[u32(5)];
let l_631 = l_629 * l_630;
let l_632 = a_546[u32(0)];
let l_633 = l_632 + l_631;
a_546[u32(0)] = l_633;
let l_634 = u32(0) + l_mut_547;
let l_635 = l_634 + u32(6);
let l_636 = shared_memory_394[l_635];
let l_637 = a_551[u32(6)];
let l_638 = l_636 * l_637;
let l_639 = a_546[u32(0)];
let l_640 = l_639 + l_638;
a_546[u32(0)] = l_640;
let l_641 = u32(0) + l_mut_547;
let l_642 = l_641 + u32(7);
let l_643 = shared_memory_394[l_642];
let l_644 = a_551[u32(7)];
let l_645 = l_643 * l_644;
let l_646 = a_546[u32(0)];
let l_647 = l_646 + l_645;
a_546[u32(0)] = l_647;
l_mut_547 = l_mut_547 + u32(8);
}
let l_648 = l_4 + u32(0);
let l_649 = l_648 < info.scalars_u32[0];
if l_649 {
let l_650 = l_648 * u32(256);
let l_651 = l_650 + l_mut_543;
let l_652 = a_546[u32(0)];
buffer_11_global[l_651] = l_652;
}
l_mut_543 = l_mut_543 + u32(384);
}
storageBarrier();
l_mut_547 = local_idx;
loop {
let l_653 = l_mut_547 < u32(128);
let l_654 = !l_653;
if l_654 {
break;
}
let l_655 = l_4 * u32(128);
let l_656 = l_655 + l_mut_547;
let l_657 = info.scalars_u32[0] * u32(128);
let l_658 = l_656 < l_657;
if l_658 {
let l_659 = l_656 / u32(128);
let l_660 = l_656 % u32(128);
let l_661 = l_659 * u32(2);
let l_662 = l_661 * u32(128);
let l_663 = l_662 + l_660;
let l_664 = buffer_11_global[l_663];
let l_665 = buffer_7_global[l_656];
let l_666 = l_665 + l_664;
buffer_7_global[l_656] = l_666;
let l_667 = l_659 * u32(2);
let l_668 = l_667 * u32(128);
let l_669 = l_668 + u32(128);
let l_670 = l_669 + l_660;
let l_671 = buffer_11_global[l_670];
let l_672 = buffer_6_global[l_656];
let l_673 = l_671 / l_672;
let l_674 = l_659 * u32(3);
let l_675 = l_674 + u32(0);
let l_676 = l_675 * u32(2);
let l_677 = l_676 * u32(128);
let l_678 = l_677 + l_660;
let l_679 = l_677 + l_660;
let l_680 = buffer_3_global[l_679];
let l_681 = l_673 * l_680;
let l_682 = buffer_10_global[l_678];
let l_683 = l_682 + l_681;
buffer_10_global[l_678] = l_683;
let l_684 = l_659 * u32(3);
let l_685 = l_684 + u32(1);
let l_686 = l_685 * u32(2);
let l_687 = l_686 * u32(128);
let l_688 = l_687 + l_660;
let l_689 = l_687 + l_660;
let l_690 = buffer_3_global[l_689];
let l_691 = l_673 * l_690;
let l_692 = buffer_10_global[l_688];
let l_693 = l_692 + l_691;
buffer_10_global[l_688] = l_693;
let l_694 = l_659 * u32(3);
let l_695 = l_694 + u32(2);
let l_696 = l_695 * u32(2);
let l_697 = l_696 * u32(128);
let l_698 = l_697 + l_660;
let l_699 = l_697 + l_660;
let l_700 = buffer_3_global[l_699];
let l_701 = l_673 * l_700;
let l_702 = buffer_10_global[l_698];
let l_703 = l_702 + l_701;
buffer_10_global[l_698] = l_703;
}
l_mut_547 = l_mut_547 + u32(384);
}
storageBarrier();
let l_704 = u32(3) * info.scalars_u32[0];
let l_705 = u32(3) * l_4;
l_mut_543 = local_idx;
loop {
let l_707 = l_mut_543 < u32(768);
let l_708 = !l_707;
if l_708 {
break;
}
let l_709 = l_mut_543 / u32(256);
let l_710 = l_705 + l_709;
let l_711 = l_710 < l_704;
if l_711 {
let l_712 = l_710 * u32(256);
let l_713 = l_mut_543 % u32(256);
let l_714 = l_712 + l_713;
let l_715 = buffer_10_global[l_714];
shared_memory_706[l_mut_543] = l_715;
} else {
shared_memory_706[l_mut_543] = f32(0.0);
}
l_mut_543 = l_mut_543 + u32(384);
}
workgroupBarrier();
let l_717 = local_idx < u32(256);
if l_717 {
let l_718 = local_idx % u32(128);
let l_719 = local_idx / u32(128);
a_720[u32(0)] = f32(0.0);
a_720[u32(1)] = f32(0.0);
a_720[u32(2)] = f32(0.0);
let l_721 = l_719 * u32(128);
l_mut_543 = l_721;
loop {
let l_722 = l_721 + u32(128);
let l_723 = l_mut_543 < l_722;
let l_724 = !l_723;
if l_724 {
break;
}
let l_726 = l_mut_543 + u32(0);
let l_727 = l_726 * u32(128);
let l_728 = info.scalars_u32[5] + l_727;
let l_729 = l_728 + l_718;
let l_730 = buffer_0_global[l_729];
a_725[u32(0)] = l_730;
let l_731 = l_mut_543 + u32(1);
let l_732 = l_731 * u32(128);
let l_733 = info.scalars_u32[5] + l_732;
let l_734 = l_733 + l_718;
let l_735 = buffer_0_global[l_734];
a_725[u32(1)] = l_735;
let l_736 = l_mut_543 + u32(2);
let l_737 = l_736 * u32(128);
let l_738 = info.scalars_u32[5] + l_737;
let l_739 = l_738 + l_718;
let l_740 = buffer_0_global[l_739];
a_725[u32(2)] = l_740;
let l_741 = l_mut_543 + u32(3);
let l_742 = l_741 * u32(128);
let l_743 = info.scalars_u32[5] + l_742;
let l_744 = l_743 + l_718;
let l_745 = buffer_0_global[l_744];
a_725[u32(3)] = l_745;
let l_746 = l_mut_543 + u32(4);
let l_747 = l_746 * u32(128);
let l_748 = info.scalars_u32[5] + l_747;
let l_749 = l_748 + l_718;
let l_750 = buffer_0_global[l_749];
a_725[u32(4)] = l_750;
let l_751 = l_mut_543 + u32(5);
let l_752 = l_751 * u32(128);
let l_753 = info.scalars_u32[5] + l_752;
let l_754 = l_753 + l_718;
let l_755 = buffer_0_global[l_754];
a_725[u32(5)] = l_755;
let l_756 = l_mut_543 + u32(6);
let l_757 = l_756 * u32(128);
let l_758 = info.scalars_u32[5] + l_757;
let l_759 = l_758 + l_718;
let l_760 = buffer_0_global[l_759];
a_725[u32(6)] = l_760;
let l_761 = l_mut_543 + u32(7);
let l_762 = l_761 * u32(128);
let l_763 = info.scalars_u32[5] + l_762;
let l_764 = l_763 + l_718;
let l_765 = buffer_0_global[l_764];
a_725[u32(7)] = l_765;
let l_766 = u32(0) + l_mut_543;
let l_767 = l_766 + u32(0);
let l_768 = shared_memory_706[l_767];
let l_769 = a_725[u32(0)];
let l_770 = l_768 * l_769;
let l_771 = a_720[u32(0)];
let l_772 = l_771 + l_770;
a_720[u32(0)] = l_772;
let l_773 = u32(256) + l_mut_543;
let l_774 = l_773 + u32(0);
let l_775 = shared_memory_706[l_774];
let l_776 = a_725[u32(0)];
let l_777 = l_775 * l_776;
let l_778 = a_720[u32(1)];
let l_779 = l_778 + l_777;
a_720[u32(1)] = l_779;
let l_780 = u32(512) + l_mut_543;
let l_781 = l_780 + u32(0);
let l_782 = shared_memory_706[l_781];
let l_783 = a_725[u32(0)];
let l_784 = l_782 * l_783;
let l_785 = a_720[u32(2)];
let l_786 = l_785 + l_784;
a_720[u32(2)] = l_786;
let l_787 = u32(0) + l_mut_543;
let l_788 = l_787 + u32(1);
let l_789 = shared_memory_706[l_788];
let l_790 = a_725[u32(1)];
let l_791 = l_789 * l_790;
let l_792 = a_720[u32(0)];
let l_793 = l_792 + l_791;
a_720[u32(0)] = l_793;
let l_794 = u32(256) + l_mut_543;
let l_795 = l_794 + u32(1);
let l_796 = shared_memory_706[l_795];
let l_797 = a_725[u32(1)];
let l_798 = l_796 * l_797;
let l_799 = a_720[u32(1)];
let l_800 = l_799 + l_798;
a_720[u32(1)] = l_800;
let l_801 = u32(512) + l_mut_543;
let l_802 = l_801 + u32(1);
let l_803 = shared_memory_706[l_802];
let l_804 = a_725[u32(1)];
let l_805 = l_803 * l_804;
let l_806 = a_720[u32(2)];
let l_807 = l_806 + l_805;
a_720[u32(2)] = l_807;
let l_808 = u32(0) + l_mut_543;
let l_809 = l_808 + u32(2);
let l_810 = shared_memory_706[l_809];
let l_811 = a_725[u32(2)];
let l_812 = l_810 * l_811;
let l_813 = a_720[u32(0)];
let l_814 = l_813 + l_812;
a_720[u32(0)] = l_814;
let l_815 = u32(256) + l_mut_543;
let l_816 = l_815 + u32(2);
let l_817 = shared_memory_706[l_816];
let l_818 = a_725[u32(2)];
let l_819 = l_817 * l_818;
let l_820 = a_720[u32(1)];
let l_821 = l_820 + l_819;
a_720[u32(1)] = l_821;
let l_822 = u32(512) + l_mut_543;
let l_823 = l_822 + u32(2);
let l_824 = shared_memory_706[l_823];
let l_825 = a_725[u32(2)];
let l_826 = l_824 * l_825;
let l_827 = a_720[u32(2)];
let l_828 = l_827 + l_826;
a_720[u32(2)] = l_828;
let l_829 = u32(0) + l_mut_543;
let l_830 = l_829 + u32(3);
let l_831 = shared_memory_706[l_830];
let l_832 = a_725[u32(3)];
let l_833 = l_831 * l_832;
let l_834 = a_720[u32(0)];
let l_835 = l_834 + l_833;
a_720[u32(0)] = l_835;
let l_836 = u32(256) + l_mut_543;
let l_837 = l_836 + u32(3);
let l_838 = shared_memory_706[l_837];
let l_839 = a_725[u32(3)];
let l_840 = l_838 * l_839;
let l_841 = a_720[u32(1)];
let l_842 = l_841 + l_840;
a_720[u32(1)] = l_842;
let l_843 = u32(512) + l_mut_543;
let l_844 = l_843 + u32(3);
let l_845 = shared_memory_706[l_844];
let l_846 = a_725[u32(3)];
let l_847 = l_845 * l_846;
let l_848 = a_720[u32(2)];
let l_849 = l_848 + l_847;
a_720[u32(2)] = l_849;
let l_850 = u32(0) + l_mut_543;
let l_851 = l_850 + u32(4);
let l_852 = shared_memory_706[l_851];
let l_853 = a_725[u32(4)];
let l_854 = l_852 * l_853;
let l_855 = a_720[u32(0)];
let l_856 = l_855 + l_854;
a_720[u32(0)] = l_856;
let l_857 = u32(256) + l_mut_543;
let l_858 = l_857 + u32(4);
let l_859 = shared_memory_706[l_858];
let l_860 = a_725[u32(4)];
let l_861 = l_859 * l_860;
let l_862 = a_720[u32(1)];
let l_863 = l_862 + l_861;
a_720[u32(1)] = l_863;
let l_864 = u32(512) + l_mut_543;
let l_865 = l_864 + u32(4);
let l_866 = shared_memory_706[l_865];
let l_867 = a_725[u32(4)];
let l_868 = l_866 * l_867;
let l_869 = a_720[u32(2)];
let l_870 = l_869 + l_868;
a_720[u32(2)] = l_870;
let l_871 = u32(0) + l_mut_543;
let l_872 = l_871 + u32(5);
let l_873 = shared_memory_706[l_872];
let l_874 = a_725[u32(5)];
let l_875 = l_873 * l_874;
let l_876 = a_720[u32(0)];
let l_877 = l_876 + l_875;
a_720[u32(0)] = l_877;
let l_878 = u32(256) + l_mut_543;
let l_879 = l_878 + u32(5);
let l_880 = shared_memory_706[l_879];
let l_881 = a_725[u32(5)];
let l_882 = l_880 * l_881;
let l_883 = a_720[u32(1)];
let l_884 = l_883 + l_882;
a_720[u32(1)] = l_884;
let l_885 = u32(512) + l_mut_543;
let l_886 = l_885 + u32(5);
let l_887 = shared_memory_706[l_886];
let l_888 = a_725[u32(5)];
let l_889 = l_887 * l_888;
let l_890 = a_720[u32(2)];
let l_891 = l_890 + l_889;
a_720[u32(2)] = l_891;
let l_892 = u32(0) + l_mut_543;
let l_893 = l_892 + u32(6);
let l_894 = shared_memory_706[l_893];
let l_895 = a_725[u32(6)];
let l_896 = l_894 * l_895;
let l_897 = a_720[u32(0)];
let l_898 = l_897 + l_896;
a_720[u32(0)] = l_898;
let l_899 = u32(256) + l_mut_543;
let l_900 = l_899 + u32(6);
let l_901 = shared_memory_706[l_900];
let l_902 = a_725[u32(6)];
let l_903 = l_901 * l_902;
let l_904 = a_720[u32(1)];
let l_905 = l_904 + l_903;
a_720[u32(1)] = l_905;
let l_906 = u32(512) + l_mut_543;
let l_907 = l_906 + u32(6);
let l_908 = shared_memory_706[l_907];
let l_909 = a_725[u32(6)];
let l_910 = l_908 * l_909;
let l_911 = a_720[u32(2)];
let l_912 = l_911 + l_910;
a_720[u32(2)] = l_912;
let l_913 = u32(0) + l_mut_543;
let l_914 = l_913 + u32(7);
let l_915 = shared_memory_706[l_914];
let l_916 = a_725[u32(7)];
let l_917 = l_915 * l_916;
let l_918 = a_720[u32(0)];
let l_919 = l_918 + l_917;
a_720[u32(0)] = l_919;
let l_920 = u32(256) + l_mut_543;
let l_921 = l_920 + u32(7);
let l_922 = shared_memory_706[l_921];
let l_923 = a_725[u32(7)];
let l_924 = l_922 * l_923;
let l_925 = a_720[u32(1)];
let l_926 = l_925 + l_924;
a_720[u32(1)] = l_926;
let l_927 = u32(512) + l_mut_543;
let l_928 = l_927 + u32(7);
let l_929 = shared_memory_706[l_928];
let l_930 = a_725[u32(7)];
let l_931 = l_929 * l_930;
let l_932 = a_720[u32(2)];
let l_933 = l_932 + l_931;
a_720[u32(2)] = l_933;
l_mut_543 = l_mut_543 + u32(8);
}
let l_934 = l_719 * u32(3);
let l_935 = l_934 + u32(0);
let l_936 = l_935 * u32(128);
let l_937 = l_936 + l_718;
let l_938 = a_720[u32(0)];
shared_memory_716[l_937] = l_938;
let l_939 = l_719 * u32(3);
let l_940 = l_939 + u32(1);
let l_941 = l_940 * u32(128);
let l_942 = l_941 + l_718;
let l_943 = a_720[u32(1)];
shared_memory_716[l_942] = l_943;
let l_944 = l_719 * u32(3);
let l_945 = l_944 + u32(2);
let l_946 = l_945 * u32(128);
let l_947 = l_946 + l_718;
let l_948 = a_720[u32(2)];
shared_memory_716[l_947] = l_948;
}
workgroupBarrier();
l_mut_543 = local_idx;
loop {
let l_949 = l_mut_543 < u32(128);
let l_950 = !l_949;
if l_950 {
break;
}
l_mut_305 = f32(0.0);
a_951[u32(0)] = l_mut_305;
a_951[u32(1)] = l_mut_305;
a_951[u32(2)] = l_mut_305;
let l_952 = u32(0) + l_mut_543;
let l_953 = shared_memory_716[l_952];
let l_954 = a_951[u32(0)];
let l_955 = l_954 + l_953;
a_951[u32(0)] = l_955;
let l_956 = u32(128) + l_mut_543;
let l_957 = shared_memory_716[l_956];
let l_958 = a_951[u32(1)];
let l_959 = l_958 + l_957;
a_951[u32(1)] = l_959;
let l_960 = u32(256) + l_mut_543;
let l_961 = shared_memory_716[l_960];
let l_962 = a_951[u32(2)];
let l_963 = l_962 + l_961;
a_951[u32(2)] = l_963;
let l_964 = u32(384) + l_mut_543;
let l_965 = shared_memory_716[l_964];
let l_966 = a_951[u32(0)];
let l_967 = l_966 + l_965;
a_951[u32(0)] = l_967;
let l_968 = u32(512) + l_mut_543;
let l_969 = shared_memory_716[l_968];
let l_970 = a_951[u32(1)];
let l_971 = l_970 + l_969;
a_951[u32(1)] = l_971;
let l_972 = u32(640) + l_mut_543;
let l_973 = shared_memory_716[l_972];
let l_974 = a_951[u32(2)];
let l_975 = l_974 + l_973;
a_951[u32(2)] = l_975;
let l_976 = l_705 + u32(0);
let l_977 = l_976 < l_704;
if l_977 {
let l_978 = l_976 * u32(128);
let l_979 = l_978 + l_mut_543;
let l_980 = a_951[u32(0)];
l_mut_140 = l_980;
let l_981 = buffer_8_global[l_979];
let l_982 = l_981 + l_mut_140;
buffer_8_global[l_979] = l_982;
}
let l_983 = l_705 + u32(1);
let l_984 = l_983 < l_704;
if l_984 {
let l_985 = l_983 * u32(128);
let l_986 = l_985 + l_mut_543;
let l_987 = a_951[u32(1)];
l_mut_140 = l_987;
let l_988 = buffer_8_global[l_986];
let l_989 = l_988 + l_mut_140;
buffer_8_global[l_986] = l_989;
}
let l_990 = l_705 + u32(2);
let l_991 = l_990 < l_704;
if l_991 {
let l_992 = l_990 * u32(128);
let l_993 = l_992 + l_mut_543;
let l_994 = a_951[u32(2)];
l_mut_140 = l_994;
let l_995 = buffer_8_global[l_993];
let l_996 = l_995 + l_mut_140;
buffer_8_global[l_993] = l_996;
}
l_mut_543 = l_mut_543 + u32(384);
}
}
