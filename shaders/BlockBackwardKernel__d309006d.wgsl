@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<vec4<f32>>;

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

@group(0)
@binding(12)
var<storage, read_write> buffer_12_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 26>,
}

@group(0)
@binding(13)
var<storage, read> info: info_st;

var<workgroup> shared_memory_6: array<f32, 384>;

var<workgroup> shared_memory_5: array<f32, 1536>;

var<workgroup> shared_memory_7: array<f32, 128>;

var<workgroup> shared_memory_408: array<f32, 384>;

var<workgroup> shared_memory_409: array<f32, 128>;

var<workgroup> shared_memory_744: array<f32, 768>;

const WORKGROUP_SIZE_X = 512u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(512, 1, 1)
fn block_backward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_21: array<f32, 1>;

var a_26: array<f32, 8>;

var a_130: array<f32, 1>;

var a_167: array<f32, 1>;

var a_173: array<f32, 8>;

var a_277: array<f32, 1>;

var a_422: array<f32, 1>;

var a_427: array<f32, 8>;

var a_531: array<f32, 1>;

var a_567: array<f32, 1>;

var a_573: array<f32, 8>;

var a_677: array<f32, 1>;

var a_757: array<f32, 3>;

var a_762: array<f32, 8>;

var a_988: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_148: f32;
var l_mut_169: u32;
var l_mut_320: f32;
var l_mut_569: u32;
var l_mut_8: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
l_mut_8 = local_idx;
loop {
let l_9 = l_mut_8 < u32(384);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 / u32(384);
let l_12 = l_4 + l_11;
let l_13 = l_12 < info.scalars_u32[0];
if l_13 {
let l_14 = l_12 * u32(384);
let l_15 = l_mut_8 % u32(384);
let l_16 = l_14 + l_15;
let l_17 = buffer_2_global[l_16];
shared_memory_6[l_mut_8] = l_17;
} else {
shared_memory_6[l_mut_8] = f32(0.0);
}
l_mut_8 = l_mut_8 + u32(512);
}
workgroupBarrier();
let l_18 = local_idx < u32(512);
if l_18 {
let l_19 = local_idx % u32(128);
let l_20 = local_idx / u32(128);
a_21[u32(0)] = f32(0.0);
let l_22 = l_20 * u32(96);
l_mut_8 = l_22;
loop {
let l_23 = l_22 + u32(96);
let l_24 = l_mut_8 < l_23;
let l_25 = !l_24;
if l_25 {
break;
}
let l_27 = l_mut_8 + u32(0);
let l_28 = l_27 * u32(128);
let l_29 = info.scalars_u32[2] + l_28;
let l_30 = l_29 + l_19;
let l_31 = buffer_0_global[l_30];
a_26[u32(0)] = l_31;
let l_32 = l_mut_8 + u32(1);
let l_33 = l_32 * u32(128);
let l_34 = info.scalars_u32[2] + l_33;
let l_35 = l_34 + l_19;
let l_36 = buffer_0_global[l_35];
a_26[u32(1)] = l_36;
let l_37 = l_mut_8 + u32(2);
let l_38 = l_37 * u32(128);
let l_39 = info.scalars_u32[2] + l_38;
let l_40 = l_39 + l_19;
let l_41 = buffer_0_global[l_40];
a_26[u32(2)] = l_41;
let l_42 = l_mut_8 + u32(3);
let l_43 = l_42 * u32(128);
let l_44 = info.scalars_u32[2] + l_43;
let l_45 = l_44 + l_19;
let l_46 = buffer_0_global[l_45];
a_26[u32(3)] = l_46;
let l_47 = l_mut_8 + u32(4);
let l_48 = l_47 * u32(128);
let l_49 = info.scalars_u32[2] + l_48;
let l_50 = l_49 + l_19;
let l_51 = buffer_0_global[l_50];
a_26[u32(4)] = l_51;
let l_52 = l_mut_8 + u32(5);
let l_53 = l_52 * u32(128);
let l_54 = info.scalars_u32[2] + l_53;
let l_55 = l_54 + l_19;
let l_56 = buffer_0_global[l_55];
a_26[u32(5)] = l_56;
let l_57 = l_mut_8 + u32(6);
let l_58 = l_57 * u32(128);
let l_59 = info.scalars_u32[2] + l_58;
let l_60 = l_59 + l_19;
let l_61 = buffer_0_global[l_60];
a_26[u32(6)] = l_61;
let l_62 = l_mut_8 + u32(7);
let l_63 = l_62 * u32(128);
let l_64 = info.scalars_u32[2] + l_63;
let l_65 = l_64 + l_19;
let l_66 = buffer_0_global[l_65];
a_26[u32(7)] = l_66;
let l_67 = u32(0) + l_mut_8;
let l_68 = l_67 + u32(0);
let l_69 = shared_memory_6[l_68];
let l_70 = a_26[u32(0)];
let l_71 = l_69 * l_70;
let l_72 = a_21[u32(0)];
let l_73 = l_72 + l_71;
a_21[u32(0)] = l_73;
let l_74 = u32(0) + l_mut_8;
let l_75 = l_74 + u32(1);
let l_76 = shared_memory_6[l_75];
let l_77 = a_26[u32(1)];
let l_78 = l_76 * l_77;
let l_79 = a_21[u32(0)];
let l_80 = l_79 + l_78;
a_21[u32(0)] = l_80;
let l_81 = u32(0) + l_mut_8;
let l_82 = l_81 + u32(2);
let l_83 = shared_memory_6[l_82];
let l_84 = a_26[u32(2)];
let l_85 = l_83 * l_84;
let l_86 = a_21[u32(0)];
let l_87 = l_86 + l_85;
a_21[u32(0)] = l_87;
let l_88 = u32(0) + l_mut_8;
let l_89 = l_88 + u32(3);
let l_90 = shared_memory_6[l_89];
let l_91 = a_26[u32(3)];
let l_92 = l_90 * l_91;
let l_93 = a_21[u32(0)];
let l_94 = l_93 + l_92;
a_21[u32(0)] = l_94;
let l_95 = u32(0) + l_mut_8;
let l_96 = l_95 + u32(4);
let l_97 = shared_memory_6[l_96];
let l_98 = a_26[u32(4)];
let l_99 = l_97 * l_98;
let l_100 = a_21[u32(0)];
let l_101 = l_100 + l_99;
a_21[u32(0)] = l_101;
let l_102 = u32(0) + l_mut_8;
let l_103 = l_102 + u32(5);
let l_104 = shared_memory_6[l_103];
let l_105 = a_26[u32(5)];
let l_106 = l_104 * l_105;
let l_107 = a_21[u32(0)];
let l_108 = l_107 + l_106;
a_21[u32(0)] = l_108;
let l_109 = u32(0) + l_mut_8;
let l_110 = l_109 + u32(6);
let l_111 = shared_memory_6[l_110];
let l_112 = a_26[u32(6)];
let l_113 = l_111 * l_112;
let l_114 = a_21[u32(0)];
let l_115 = l_114 + l_113;
a_21[u32(0)] = l_115;
let l_116 = u32(0) + l_mut_8;
let l_117 = l_116 + u32(7);
let l_118 = shared_memory_6[l_117];
let l_119 = a_26[u32(7)];
let l_120 = l_118 * l_119;
let l_121 = a_21[u32(0)];
let l_122 = l_121 + l_120;
a_21[u32(0)] = l_122;
l_mut_8 = l_mut_8 + u32(8);
}
let l_123 = l_20 * u32(1);
let l_124 = l_123 + u32(0);
let l_125 = l_124 * u32(128);
let l_126 = l_125 + l_19;
let l_127 = a_21[u32(0)];
shared_memory_5[l_126] = l_127;
}
workgroupBarrier();
l_mut_8 = local_idx;
loop {
let l_128 = l_mut_8 < u32(128);
let l_129 = !l_128;
if l_129 {
break;
}
a_130[u32(0)] = f32(0.0);
let l_131 = u32(0) + l_mut_8;
let l_132 = shared_memory_5[l_131];
let l_133 = a_130[u32(0)];
let l_134 = l_133 + l_132;
a_130[u32(0)] = l_134;
let l_135 = u32(128) + l_mut_8;
let l_136 = shared_memory_5[l_135];
let l_137 = a_130[u32(0)];
let l_138 = l_137 + l_136;
a_130[u32(0)] = l_138;
let l_139 = u32(256) + l_mut_8;
let l_140 = shared_memory_5[l_139];
let l_141 = a_130[u32(0)];
let l_142 = l_141 + l_140;
a_130[u32(0)] = l_142;
let l_143 = u32(384) + l_mut_8;
let l_144 = shared_memory_5[l_143];
let l_145 = a_130[u32(0)];
let l_146 = l_145 + l_144;
a_130[u32(0)] = l_146;
let l_147 = l_4 + u32(0);
l_mut_148 = f32(0.0);
let l_149 = l_147 < info.scalars_u32[0];
if l_149 {
let l_150 = a_130[u32(0)];
let l_151 = l_147 * u32(128);
let l_152 = l_151 + l_mut_8;
let l_153 = buffer_3_global[l_152];
let l_154 = -l_153;
let l_155 = exp(l_154);
let l_156 = f32(1.0) + l_155;
let l_157 = f32(1.0) / l_156;
let l_158 = f32(1.0) - l_157;
let l_159 = l_153 * l_158;
let l_160 = f32(1.0) + l_159;
let l_161 = l_157 * l_160;
let l_162 = l_150 * l_161;
l_mut_148 = l_162;
}
let l_163 = u32(0) + l_mut_8;
shared_memory_7[l_163] = l_mut_148;
l_mut_8 = l_mut_8 + u32(512);
}
workgroupBarrier();
let l_164 = local_idx < u32(512);
if l_164 {
let l_165 = local_idx % u32(128);
let l_166 = local_idx / u32(128);
a_167[u32(0)] = f32(0.0);
let l_168 = l_166 * u32(32);
l_mut_169 = l_168;
loop {
let l_170 = l_168 + u32(32);
let l_171 = l_mut_169 < l_170;
let l_172 = !l_171;
if l_172 {
break;
}
let l_174 = l_mut_169 + u32(0);
let l_175 = l_174 * u32(128);
let l_176 = info.scalars_u32[1] + l_175;
let l_177 = l_176 + l_165;
let l_178 = buffer_0_global[l_177];
a_173[u32(0)] = l_178;
let l_179 = l_mut_169 + u32(1);
let l_180 = l_179 * u32(128);
let l_181 = info.scalars_u32[1] + l_180;
let l_182 = l_181 + l_165;
let l_183 = buffer_0_global[l_182];
a_173[u32(1)] = l_183;
let l_184 = l_mut_169 + u32(2);
let l_185 = l_184 * u32(128);
let l_186 = info.scalars_u32[1] + l_185;
let l_187 = l_186 + l_165;
let l_188 = buffer_0_global[l_187];
a_173[u32(2)] = l_188;
let l_189 = l_mut_169 + u32(3);
let l_190 = l_189 * u32(128);
let l_191 = info.scalars_u32[1] + l_190;
let l_192 = l_191 + l_165;
let l_193 = buffer_0_global[l_192];
a_173[u32(3)] = l_193;
let l_194 = l_mut_169 + u32(4);
let l_195 = l_194 * u32(128);
let l_196 = info.scalars_u32[1] + l_195;
let l_197 = l_196 + l_165;
let l_198 = buffer_0_global[l_197];
a_173[u32(4)] = l_198;
let l_199 = l_mut_169 + u32(5);
let l_200 = l_199 * u32(128);
let l_201 = info.scalars_u32[1] + l_200;
let l_202 = l_201 + l_165;
let l_203 = buffer_0_global[l_202];
a_173[u32(5)] = l_203;
let l_204 = l_mut_169 + u32(6);
let l_205 = l_204 * u32(128);
let l_206 = info.scalars_u32[1] + l_205;
let l_207 = l_206 + l_165;
let l_208 = buffer_0_global[l_207];
a_173[u32(6)] = l_208;
let l_209 = l_mut_169 + u32(7);
let l_210 = l_209 * u32(128);
let l_211 = info.scalars_u32[1] + l_210;
let l_212 = l_211 + l_165;
let l_213 = buffer_0_global[l_212];
a_173[u32(7)] = l_213;
let l_214 = u32(0) + l_mut_169;
let l_215 = l_214 + u32(0);
let l_216 = shared_memory_7[l_215];
let l_217 = a_173[u32(0)];
let l_218 = l_216 * l_217;
let l_219 = a_167[u32(0)];
let l_220 = l_219 + l_218;
a_167[u32(0)] = l_220;
let l_221 = u32(0) + l_mut_169;
let l_222 = l_221 + u32(1);
let l_223 = shared_memory_7[l_222];
let l_224 = a_173[u32(1)];
let l_225 = l_223 * l_224;
let l_226 = a_167[u32(0)];
let l_227 = l_226 + l_225;
a_167[u32(0)] = l_227;
let l_228 = u32(0) + l_mut_169;
let l_229 = l_228 + u32(2);
let l_230 = shared_memory_7[l_229];
let l_231 = a_173[u32(2)];
let l_232 = l_230 * l_231;
let l_233 = a_167[u32(0)];
let l_234 = l_233 + l_232;
a_167[u32(0)] = l_234;
let l_235 = u32(0) + l_mut_169;
let l_236 = l_235 + u32(3);
let l_237 = shared_memory_7[l_236];
let l_238 = a_173[u32(3)];
let l_239 = l_237 * l_238;
let l_240 = a_167[u32(0)];
let l_241 = l_240 + l_239;
a_167[u32(0)] = l_241;
let l_242 = u32(0) + l_mut_169;
let l_243 = l_242 + u32(4);
let l_244 = shared_memory_7[l_243];
let l_245 = a_173[u32(4)];
let l_246 = l_244 * l_245;
let l_247 = a_167[u32(0)];
let l_248 = l_247 + l_246;
a_167[u32(0)] = l_248;
let l_249 = u32(0) + l_mut_169;
let l_250 = l_249 + u32(5);
let l_251 = shared_memory_7[l_250];
let l_252 = a_173[u32(5)];
let l_253 = l_251 * l_252;
let l_254 = a_167[u32(0)];
let l_255 = l_254 + l_253;
a_167[u32(0)] = l_255;
let l_256 = u32(0) + l_mut_169;
let l_257 = l_256 + u32(6);
let l_258 = shared_memory_7[l_257];
let l_259 = a_173[u32(6)];
let l_260 = l_258 * l_259;
let l_261 = a_167[u32(0)];
let l_262 = l_261 + l_260;
a_167[u32(0)] = l_262;
let l_263 = u32(0) + l_mut_169;
let l_264 = l_263 + u32(7);
let l_265 = shared_memory_7[l_264];
let l_266 = a_173[u32(7)];
let l_267 = l_265 * l_266;
let l_268 = a_167[u32(0)];
let l_269 = l_268 + l_267;
a_167[u32(0)] = l_269;
l_mut_169 = l_mut_169 + u32(8);
}
let l_270 = l_166 * u32(1);
let l_271 = l_270 + u32(0);
let l_272 = l_271 * u32(128);
let l_273 = l_272 + l_165;
let l_274 = a_167[u32(0)];
shared_memory_5[l_273] = l_274;
}
workgroupBarrier();
l_mut_169 = local_idx;
loop {
let l_275 = l_mut_169 < u32(128);
let l_276 = !l_275;
if l_276 {
break;
}
a_277[u32(0)] = f32(0.0);
let l_278 = u32(0) + l_mut_169;
let l_279 = shared_memory_5[l_278];
let l_280 = a_277[u32(0)];
let l_281 = l_280 + l_279;
a_277[u32(0)] = l_281;
let l_282 = u32(128) + l_mut_169;
let l_283 = shared_memory_5[l_282];
let l_284 = a_277[u32(0)];
let l_285 = l_284 + l_283;
a_277[u32(0)] = l_285;
let l_286 = u32(256) + l_mut_169;
let l_287 = shared_memory_5[l_286];
let l_288 = a_277[u32(0)];
let l_289 = l_288 + l_287;
a_277[u32(0)] = l_289;
let l_290 = u32(384) + l_mut_169;
let l_291 = shared_memory_5[l_290];
let l_292 = a_277[u32(0)];
let l_293 = l_292 + l_291;
a_277[u32(0)] = l_293;
let l_294 = l_4 + u32(0);
let l_295 = l_294 < info.scalars_u32[0];
if l_295 {
let l_296 = l_294 * u32(128);
let l_297 = l_296 + l_mut_169;
let l_298 = a_277[u32(0)];
let l_299 = buffer_8_global[l_297];
let l_300 = l_299 + l_298;
buffer_8_global[l_297] = l_300;
}
l_mut_169 = l_mut_169 + u32(512);
}
storageBarrier();
l_mut_169 = local_idx;
loop {
let l_301 = l_mut_169 < u32(128);
let l_302 = !l_301;
if l_302 {
break;
}
let l_303 = l_4 * u32(128);
let l_304 = l_303 + l_mut_169;
let l_305 = info.scalars_u32[0] * u32(128);
let l_306 = l_304 < l_305;
if l_306 {
let l_307 = l_304 / u32(128);
let l_308 = l_304 % u32(128);
let l_309 = buffer_8_global[l_304];
let l_310 = l_307 * u32(3);
let l_311 = l_310 * u32(128);
let l_312 = l_311 + u32(128);
let l_313 = l_312 + l_308;
let l_314 = buffer_5_global[l_313];
let l_315 = l_307 * u32(3);
let l_316 = l_315 * u32(128);
let l_317 = l_316 + u32(256);
let l_318 = l_317 + l_308;
let l_319 = buffer_5_global[l_318];
l_mut_148 = f32(0.0);
l_mut_320 = f32(0.0);
let l_321 = l_307 * u32(3);
let l_322 = l_321 + u32(0);
let l_323 = l_322 * u32(2);
let l_324 = l_323 * u32(128);
let l_325 = l_324 + l_308;
let l_326 = buffer_4_global[l_325];
let l_327 = l_324 + u32(128);
let l_328 = l_327 + l_308;
let l_329 = buffer_4_global[l_328];
let l_330 = l_326 * l_329;
l_mut_148 = l_mut_148 + l_330;
let l_331 = l_307 * u32(3);
let l_332 = l_331 + u32(0);
let l_333 = l_332 * u32(128);
let l_334 = l_333 + l_308;
let l_335 = buffer_9_global[l_334];
let l_336 = l_335 * l_329;
l_mut_320 = l_mut_320 + l_336;
let l_337 = l_324 + l_308;
let l_338 = l_309 * l_319;
let l_339 = l_338 * l_329;
buffer_11_global[l_337] = l_339;
let l_340 = l_324 + u32(128);
let l_341 = l_340 + l_308;
let l_342 = l_309 * l_319;
let l_343 = l_342 * l_326;
let l_344 = l_335 * l_314;
let l_345 = l_343 + l_344;
buffer_11_global[l_341] = l_345;
let l_346 = l_307 * u32(3);
let l_347 = l_346 + u32(1);
let l_348 = l_347 * u32(2);
let l_349 = l_348 * u32(128);
let l_350 = l_349 + l_308;
let l_351 = buffer_4_global[l_350];
let l_352 = l_349 + u32(128);
let l_353 = l_352 + l_308;
let l_354 = buffer_4_global[l_353];
let l_355 = l_351 * l_354;
l_mut_148 = l_mut_148 + l_355;
let l_356 = l_307 * u32(3);
let l_357 = l_356 + u32(1);
let l_358 = l_357 * u32(128);
let l_359 = l_358 + l_308;
let l_360 = buffer_9_global[l_359];
let l_361 = l_360 * l_354;
l_mut_320 = l_mut_320 + l_361;
let l_362 = l_349 + l_308;
let l_363 = l_309 * l_319;
let l_364 = l_363 * l_354;
buffer_11_global[l_362] = l_364;
let l_365 = l_349 + u32(128);
let l_366 = l_365 + l_308;
let l_367 = l_309 * l_319;
let l_368 = l_367 * l_351;
let l_369 = l_360 * l_314;
let l_370 = l_368 + l_369;
buffer_11_global[l_366] = l_370;
let l_371 = l_307 * u32(3);
let l_372 = l_371 + u32(2);
let l_373 = l_372 * u32(2);
let l_374 = l_373 * u32(128);
let l_375 = l_374 + l_308;
let l_376 = buffer_4_global[l_375];
let l_377 = l_374 + u32(128);
let l_378 = l_377 + l_308;
let l_379 = buffer_4_global[l_378];
let l_380 = l_376 * l_379;
l_mut_148 = l_mut_148 + l_380;
let l_381 = l_307 * u32(3);
let l_382 = l_381 + u32(2);
let l_383 = l_382 * u32(128);
let l_384 = l_383 + l_308;
let l_385 = buffer_9_global[l_384];
let l_386 = l_385 * l_379;
l_mut_320 = l_mut_320 + l_386;
let l_387 = l_374 + l_308;
let l_388 = l_309 * l_319;
let l_389 = l_388 * l_379;
buffer_11_global[l_387] = l_389;
let l_390 = l_374 + u32(128);
let l_391 = l_390 + l_308;
let l_392 = l_309 * l_319;
let l_393 = l_392 * l_376;
let l_394 = l_385 * l_314;
let l_395 = l_393 + l_394;
buffer_11_global[l_391] = l_395;
let l_396 = l_307 * u32(3);
let l_397 = l_396 * u32(128);
let l_398 = l_397 + l_308;
buffer_10_global[l_398] = l_309;
let l_399 = l_307 * u32(3);
let l_400 = l_399 * u32(128);
let l_401 = l_400 + u32(128);
let l_402 = l_401 + l_308;
buffer_10_global[l_402] = l_mut_320;
let l_403 = l_307 * u32(3);
let l_404 = l_403 * u32(128);
let l_405 = l_404 + u32(256);
let l_406 = l_405 + l_308;
let l_407 = l_309 * l_mut_148;
buffer_10_global[l_406] = l_407;
}
l_mut_169 = l_mut_169 + u32(512);
}
storageBarrier();
l_mut_8 = local_idx;
loop {
let l_410 = l_mut_8 < u32(384);
let l_411 = !l_410;
if l_411 {
break;
}
let l_412 = l_mut_8 / u32(384);
let l_413 = l_4 + l_412;
let l_414 = l_413 < info.scalars_u32[0];
if l_414 {
let l_415 = l_413 * u32(384);
let l_416 = l_mut_8 % u32(384);
let l_417 = l_415 + l_416;
let l_418 = buffer_10_global[l_417];
shared_memory_408[l_mut_8] = l_418;
} else {
shared_memory_408[l_mut_8] = f32(0.0);
}
l_mut_8 = l_mut_8 + u32(512);
}
workgroupBarrier();
let l_419 = local_idx < u32(512);
if l_419 {
let l_420 = local_idx % u32(128);
let l_421 = local_idx / u32(128);
a_422[u32(0)] = f32(0.0);
let l_423 = l_421 * u32(96);
l_mut_8 = l_423;
loop {
let l_424 = l_423 + u32(96);
let l_425 = l_mut_8 < l_424;
let l_426 = !l_425;
if l_426 {
break;
}
let l_428 = l_mut_8 + u32(0);
let l_429 = l_428 * u32(128);
let l_430 = info.scalars_u32[4] + l_429;
let l_431 = l_430 + l_420;
let l_432 = buffer_0_global[l_431];
a_427[u32(0)] = l_432;
let l_433 = l_mut_8 + u32(1);
let l_434 = l_433 * u32(128);
let l_435 = info.scalars_u32[4] + l_434;
let l_436 = l_435 + l_420;
let l_437 = buffer_0_global[l_436];
a_427[u32(1)] = l_437;
let l_438 = l_mut_8 + u32(2);
let l_439 = l_438 * u32(128);
let l_440 = info.scalars_u32[4] + l_439;
let l_441 = l_440 + l_420;
let l_442 = buffer_0_global[l_441];
a_427[u32(2)] = l_442;
let l_443 = l_mut_8 + u32(3);
let l_444 = l_443 * u32(128);
let l_445 = info.scalars_u32[4] + l_444;
let l_446 = l_445 + l_420;
let l_447 = buffer_0_global[l_446];
a_427[u32(3)] = l_447;
let l_448 = l_mut_8 + u32(4);
let l_449 = l_448 * u32(128);
let l_450 = info.scalars_u32[4] + l_449;
let l_451 = l_450 + l_420;
let l_452 = buffer_0_global[l_451];
a_427[u32(4)] = l_452;
let l_453 = l_mut_8 + u32(5);
let l_454 = l_453 * u32(128);
let l_455 = info.scalars_u32[4] + l_454;
let l_456 = l_455 + l_420;
let l_457 = buffer_0_global[l_456];
a_427[u32(5)] = l_457;
let l_458 = l_mut_8 + u32(6);
let l_459 = l_458 * u32(128);
let l_460 = info.scalars_u32[4] + l_459;
let l_461 = l_460 + l_420;
let l_462 = buffer_0_global[l_461];
a_427[u32(6)] = l_462;
let l_463 = l_mut_8 + u32(7);
let l_464 = l_463 * u32(128);
let l_465 = info.scalars_u32[4] + l_464;
let l_466 = l_465 + l_420;
let l_467 = buffer_0_global[l_466];
a_427[u32(7)] = l_467;
let l_468 = u32(0) + l_mut_8;
let l_469 = l_468 + u32(0);
let l_470 = shared_memory_408[l_469];
let l_471 = a_427[u32(0)];
let l_472 = l_470 * l_471;
let l_473 = a_422[u32(0)];
let l_474 = l_473 + l_472;
a_422[u32(0)] = l_474;
let l_475 = u32(0) + l_mut_8;
let l_476 = l_475 + u32(1);
let l_477 = shared_memory_408[l_476];
let l_478 = a_427[u32(1)];
let l_479 = l_477 * l_478;
let l_480 = a_422[u32(0)];
let l_481 = l_480 + l_479;
a_422[u32(0)] = l_481;
let l_482 = u32(0) + l_mut_8;
let l_483 = l_482 + u32(2);
let l_484 = shared_memory_408[l_483];
let l_485 = a_427[u32(2)];
let l_486 = l_484 * l_485;
let l_487 = a_422[u32(0)];
let l_488 = l_487 + l_486;
a_422[u32(0)] = l_488;
let l_489 = u32(0) + l_mut_8;
let l_490 = l_489 + u32(3);
let l_491 = shared_memory_408[l_490];
let l_492 = a_427[u32(3)];
let l_493 = l_491 * l_492;
let l_494 = a_422[u32(0)];
let l_495 = l_494 + l_493;
a_422[u32(0)] = l_495;
let l_496 = u32(0) + l_mut_8;
let l_497 = l_496 + u32(4);
let l_498 = shared_memory_408[l_497];
let l_499 = a_427[u32(4)];
let l_500 = l_498 * l_499;
let l_501 = a_422[u32(0)];
let l_502 = l_501 + l_500;
a_422[u32(0)] = l_502;
let l_503 = u32(0) + l_mut_8;
let l_504 = l_503 + u32(5);
let l_505 = shared_memory_408[l_504];
let l_506 = a_427[u32(5)];
let l_507 = l_505 * l_506;
let l_508 = a_422[u32(0)];
let l_509 = l_508 + l_507;
a_422[u32(0)] = l_509;
let l_510 = u32(0) + l_mut_8;
let l_511 = l_510 + u32(6);
let l_512 = shared_memory_408[l_511];
let l_513 = a_427[u32(6)];
let l_514 = l_512 * l_513;
let l_515 = a_422[u32(0)];
let l_516 = l_515 + l_514;
a_422[u32(0)] = l_516;
let l_517 = u32(0) + l_mut_8;
let l_518 = l_517 + u32(7);
let l_519 = shared_memory_408[l_518];
let l_520 = a_427[u32(7)];
let l_521 = l_519 * l_520;
let l_522 = a_422[u32(0)];
let l_523 = l_522 + l_521;
a_422[u32(0)] = l_523;
l_mut_8 = l_mut_8 + u32(8);
}
let l_524 = l_421 * u32(1);
let l_525 = l_524 + u32(0);
let l_526 = l_525 * u32(128);
let l_527 = l_526 + l_420;
let l_528 = a_422[u32(0)];
shared_memory_5[l_527] = l_528;
}
workgroupBarrier();
l_mut_8 = local_idx;
loop {
let l_529 = l_mut_8 < u32(128);
let l_530 = !l_529;
if l_530 {
break;
}
a_531[u32(0)] = f32(0.0);
let l_532 = u32(0) + l_mut_8;
let l_533 = shared_memory_5[l_532];
let l_534 = a_531[u32(0)];
let l_535 = l_534 + l_533;
a_531[u32(0)] = l_535;
let l_536 = u32(128) + l_mut_8;
let l_537 = shared_memory_5[l_536];
let l_538 = a_531[u32(0)];
let l_539 = l_538 + l_537;
a_531[u32(0)] = l_539;
let l_540 = u32(256) + l_mut_8;
let l_541 = shared_memory_5[l_540];
let l_542 = a_531[u32(0)];
let l_543 = l_542 + l_541;
a_531[u32(0)] = l_543;
let l_544 = u32(384) + l_mut_8;
let l_545 = shared_memory_5[l_544];
let l_546 = a_531[u32(0)];
let l_547 = l_546 + l_545;
a_531[u32(0)] = l_547;
let l_548 = l_4 + u32(0);
l_mut_320 = f32(0.0);
let l_549 = l_548 < info.scalars_u32[0];
if l_549 {
let l_550 = a_531[u32(0)];
let l_551 = l_548 * u32(128);
let l_552 = l_551 + l_mut_8;
let l_553 = buffer_6_global[l_552];
let l_554 = -l_553;
let l_555 = exp(l_554);
let l_556 = f32(1.0) + l_555;
let l_557 = f32(1.0) / l_556;
let l_558 = f32(1.0) - l_557;
let l_559 = l_553 * l_558;
let l_560 = f32(1.0) + l_559;
let l_561 = l_557 * l_560;
let l_562 = l_550 * l_561;
l_mut_320 = l_562;
}
let l_563 = u32(0) + l_mut_8;
shared_memory_409[l_563] = l_mut_320;
l_mut_8 = l_mut_8 + u32(512);
}
workgroupBarrier();
let l_564 = local_idx < u32(512);
if l_564 {
let l_565 = local_idx % u32(256);
let l_566 = local_idx / u32(256);
a_567[u32(0)] = f32(0.0);
let l_568 = l_566 * u32(64);
l_mut_569 = l_568;
loop {
let l_570 = l_568 + u32(64);
let l_571 = l_mut_569 < l_570;
let l_572 = !l_571;
if l_572 {
break;
}
let l_574 = l_mut_569 + u32(0);
let l_575 = l_574 * u32(256);
let l_576 = info.scalars_u32[3] + l_575;
let l_577 = l_576 + l_565;
let l_578 = buffer_0_global[l_577];
a_573[u32(0)] = l_578;
let l_579 = l_mut_569 + u32(1);
let l_580 = l_579 * u32(256);
let l_581 = info.scalars_u32[3] + l_580;
let l_582 = l_581 + l_565;
let l_583 = buffer_0_global[l_582];
a_573[u32(1)] = l_583;
let l_584 = l_mut_569 + u32(2);
let l_585 = l_584 * u32(256);
let l_586 = info.scalars_u32[3] + l_585;
let l_587 = l_586 + l_565;
let l_588 = buffer_0_global[l_587];
a_573[u32(2)] = l_588;
let l_589 = l_mut_569 + u32(3);
let l_590 = l_589 * u32(256);
let l_591 = info.scalars_u32[3] + l_590;
let l_592 = l_591 + l_565;
let l_593 = buffer_0_global[l_592];
a_573[u32(3)] = l_593;
let l_594 = l_mut_569 + u32(4);
let l_595 = l_594 * u32(256);
let l_596 = info.scalars_u32[3] + l_595;
let l_597 = l_596 + l_565;
let l_598 = buffer_0_global[l_597];
a_573[u32(4)] = l_598;
let l_599 = l_mut_569 + u32(5);
let l_600 = l_599 * u32(256);
let l_601 = info.scalars_u32[3] + l_600;
let l_602 = l_601 + l_565;
let l_603 = buffer_0_global[l_602];
a_573[u32(5)] = l_603;
let l_604 = l_mut_569 + u32(6);
let l_605 = l_604 * u32(256);
let l_606 = info.scalars_u32[3] + l_605;
let l_607 = l_606 + l_565;
let l_608 = buffer_0_global[l_607];
a_573[u32(6)] = l_608;
let l_609 = l_mut_569 + u32(7);
let l_610 = l_609 * u32(256);
let l_611 = info.scalars_u32[3] + l_610;
let l_612 = l_611 + l_565;
let l_613 = buffer_0_global[l_612];
a_573[u32(7)] = l_613;
let l_614 = u32(0) + l_mut_569;
let l_615 = l_614 + u32(0);
let l_616 = shared_memory_409[l_615];
let l_617 = a_573[u32(0)];
let l_618 = l_616 * l_617;
let l_619 = a_567[u32(0)];
let l_620 = l_619 + l_618;
a_567[u32(0)] = l_620;
let l_621 = u32(0) + l_mut_569;
let l_622 = l_621 + u32(1);
let l_623 = shared_memory_409[l_622];
let l_624 = a_573[u32(1)];
let l_625 = l_623 * l_624;
let l_626 = a_567[u32(0)];
let l_627 = l_626 + l_625;
a_567[u32(0)] = l_627;
let l_628 = u32(0) + l_mut_569;
let l_629 = l_628 + u32(2);
let l_630 = shared_memory_409[l_629];
let l_631 = a_573[u32(2)];
let l_632 = l_630 * l_631;
let l_633 = a_567[u32(0)];
let l_634 = l_633 + l_632;
a_567[u32(0)] = l_634;
let l_635 = u32(0) + l_mut_569;
let l_636 = l_635 + u32(3);
let l_637 = shared_memory_409[l_636];
let l_638 = a_573[u32(3)];
let l_639 = l_637 * l_638;
let l_640 = a_567[u32(0)];
let l_641 = l_640 + l_639;
a_567[u32(0)] = l_641;
let l_642 = u32(0) + l_mut_569;
let l_643 = l_642 + u32(4);
let l_644 = shared_memory_409[l_643];
let l_645 = a_573[u32(4)];
let l_646 = l_644 * l_645;
let l_647 = a_567[u32(0)];
let l_648 = l_647 + l_646;
a_567[u32(0)] = l_648;
let l_649 = u32(0) + l_mut_569;
let l_650 = l_649 + u32(5);
let l_651 = shared_memory_409[l_650];
let l_652 = a_573[u32(5)];
let l_653 = l_651 * l_652;
let l_654 = a_567[u32(0)];
let l_655 = l_654 + l_653;
a_567[u32(0)] = l_655;
let l_656 = u32(0) + l_mut_569;
let l_657 = l_656 + u32(6);
let l_658 = shared_memory_409[l_657];
let l_659 = a_573[u32(6)];
let l_660 = l_658 * l_659;
let l_661 = a_567[u32(0)];
let l_662 = l_661 + l_660;
a_567[u32(0)] = l_662;
let l_663 = u32(0) + l_mut_569;
let l_664 = l_663 + u32(7);
let l_665 = shared_memory_409[l_664];
let l_666 = a_573[u32(7)];
let l_667 = l_665 * l_666;
let l_668 = a_567[u32(0)];
let l_669 = l_668 + l_667;
a_567[u32(0)] = l_669;
l_mut_569 = l_mut_569 + u32(8);
}
let l_670 = l_566 * u32(1);
let l_671 = l_670 + u32(0);
let l_672 = l_671 * u32(256);
let l_673 = l_672 + l_565;
let l_674 = a_567[u32(0)];
shared_memory_5[l_673] = l_674;
}
workgroupBarrier();
l_mut_569 = local_idx;
loop {
let l_675 = l_mut_569 < u32(256);
let l_676 = !l_675;
if l_676 {
break;
}
a_677[u32(0)] = f32(0.0);
let l_678 = u32(0) + l_mut_569;
let l_679 = shared_memory_5[l_678];
let l_680 = a_677[u32(0)];
let l_681 = l_680 + l_679;
a_677[u32(0)] = l_681;
let l_682 = u32(256) + l_mut_569;
let l_683 = shared_memory_5[l_682];
let l_684 = a_677[u32(0)];
let l_685 = l_684 + l_683;
a_677[u32(0)] = l_685;
let l_686 = l_4 + u32(0);
let l_687 = l_686 < info.scalars_u32[0];
if l_687 {
let l_688 = l_686 * u32(256);
let l_689 = l_688 + l_mut_569;
let l_690 = a_677[u32(0)];
buffer_12_global[l_689] = l_690;
}
l_mut_569 = l_mut_569 + u32(512);
}
storageBarrier();
l_mut_569 = local_idx;
loop {
let l_691 = l_mut_569 < u32(128);
let l_692 = !l_691;
if l_692 {
break;
}
let l_693 = l_4 * u32(128);
let l_694 = l_693 + l_mut_569;
let l_695 = info.scalars_u32[0] * u32(128);
let l_696 = l_694 < l_695;
if l_696 {
let l_697 = l_694 / u32(128);
let l_698 = l_694 % u32(128);
let l_699 = l_697 * u32(2);
let l_700 = l_699 * u32(128);
let l_701 = l_700 + l_698;
let l_702 = buffer_12_global[l_701];
let l_703 = buffer_8_global[l_694];
let l_704 = l_703 + l_702;
buffer_8_global[l_694] = l_704;
let l_705 = l_697 * u32(2);
let l_706 = l_705 * u32(128);
let l_707 = l_706 + u32(128);
let l_708 = l_707 + l_698;
let l_709 = buffer_12_global[l_708];
let l_710 = buffer_7_global[l_694];
let l_711 = l_709 / l_710;
let l_712 = l_697 * u32(3);
let l_713 = l_712 + u32(0);
let l_714 = l_713 * u32(2);
let l_715 = l_714 * u32(128);
let l_716 = l_715 + l_698;
let l_717 = l_715 + l_698;
let l_718 = buffer_4_global[l_717];
let l_719 = l_711 * l_718;
let l_720 = buffer_11_global[l_716];
let l_721 = l_720 + l_719;
buffer_11_global[l_716] = l_721;
let l_722 = l_697 * u32(3);
let l_723 = l_722 + u32(1);
let l_724 = l_723 * u32(2);
let l_725 = l_724 * u32(128);
let l_726 = l_725 + l_698;
let l_727 = l_725 + l_698;
let l_728 = buffer_4_global[l_727];
let l_729 = l_711 * l_728;
let l_730 = buffer_11_global[l_726];
let l_731 = l_730 + l_729;
buffer_11_global[l_726] = l_731;
let l_732 = l_697 * u32(3);
let l_733 = l_732 + u32(2);
let l_734 = l_733 * u32(2);
let l_735 = l_734 * u32(128);
let l_736 = l_735 + l_698;
let l_737 = l_735 + l_698;
let l_738 = buffer_4_global[l_737];
let l_739 = l_711 * l_738;
let l_740 = buffer_11_global[l_736];
let l_741 = l_740 + l_739;
buffer_11_global[l_736] = l_741;
}
l_mut_569 = l_mut_569 + u32(512);
}
storageBarrier();
let l_742 = u32(3) * info.scalars_u32[0];
let l_743 = u32(3) * l_4;
l_mut_8 = local_idx;
loop {
let l_745 = l_mut_8 < u32(768);
let l_746 = !l_745;
if l_746 {
break;
}
let l_747 = l_mut_8 / u32(256);
let l_748 = l_743 + l_747;
let l_749 = l_748 < l_742;
if l_749 {
let l_750 = l_748 * u32(256);
let l_751 = l_mut_8 % u32(256);
let l_752 = l_750 + l_751;
let l_753 = buffer_11_global[l_752];
shared_memory_744[l_mut_8] = l_753;
} else {
shared_memory_744[l_mut_8] = f32(0.0);
}
l_mut_8 = l_mut_8 + u32(512);
}
workgroupBarrier();
let l_754 = local_idx < u32(512);
if l_754 {
let l_755 = local_idx % u32(128);
let l_756 = local_idx / u32(128);
a_757[u32(0)] = f32(0.0);
a_757[u32(1)] = f32(0.0);
a_757[u32(2)] = f32(0.0);
let l_758 = l_756 * u32(64);
l_mut_8 = l_758;
loop {
let l_759 = l_758 + u32(64);
let l_760 = l_mut_8 < l_759;
let l_761 = !l_760;
if l_761 {
break;
}
let l_763 = l_mut_8 + u32(0);
let l_764 = l_763 * u32(128);
let l_765 = info.scalars_u32[5] + l_764;
let l_766 = l_765 + l_755;
let l_767 = buffer_0_global[l_766];
a_762[u32(0)] = l_767;
let l_768 = l_mut_8 + u32(1);
let l_769 = l_768 * u32(128);
let l_770 = info.scalars_u32[5] + l_769;
let l_771 = l_770 + l_755;
let l_772 = buffer_0_global[l_771];
a_762[u32(1)] = l_772;
let l_773 = l_mut_8 + u32(2);
let l_774 = l_773 * u32(128);
let l_775 = info.scalars_u32[5] + l_774;
let l_776 = l_775 + l_755;
let l_777 = buffer_0_global[l_776];
a_762[u32(2)] = l_777;
let l_778 = l_mut_8 + u32(3);
let l_779 = l_778 * u32(128);
let l_780 = info.scalars_u32[5] + l_779;
let l_781 = l_780 + l_755;
let l_782 = buffer_0_global[l_781];
a_762[u32(3)] = l_782;
let l_783 = l_mut_8 + u32(4);
let l_784 = l_783 * u32(128);
let l_785 = info.scalars_u32[5] + l_784;
let l_786 = l_785 + l_755;
let l_787 = buffer_0_global[l_786];
a_762[u32(4)] = l_787;
let l_788 = l_mut_8 + u32(5);
let l_789 = l_788 * u32(128);
let l_790 = info.scalars_u32[5] + l_789;
let l_791 = l_790 + l_755;
let l_792 = buffer_0_global[l_791];
a_762[u32(5)] = l_792;
let l_793 = l_mut_8 + u32(6);
let l_794 = l_793 * u32(128);
let l_795 = info.scalars_u32[5] + l_794;
let l_796 = l_795 + l_755;
let l_797 = buffer_0_global[l_796];
a_762[u32(6)] = l_797;
let l_798 = l_mut_8 + u32(7);
let l_799 = l_798 * u32(128);
let l_800 = info.scalars_u32[5] + l_799;
let l_801 = l_800 + l_755;
let l_802 = buffer_0_global[l_801];
a_762[u32(7)] = l_802;
let l_803 = u32(0) + l_mut_8;
let l_804 = l_803 + u32(0);
let l_805 = shared_memory_744[l_804];
let l_806 = a_762[u32(0)];
let l_807 = l_805 * l_806;
let l_808 = a_757[u32(0)];
let l_809 = l_808 + l_807;
a_757[u32(0)] = l_809;
let l_810 = u32(256) + l_mut_8;
let l_811 = l_810 + u32(0);
let l_812 = shared_memory_744[l_811];
let l_813 = a_762[u32(0)];
let l_814 = l_812 * l_813;
let l_815 = a_757[u32(1)];
let l_816 = l_815 + l_814;
a_757[u32(1)] = l_816;
let l_817 = u32(512) + l_mut_8;
let l_818 = l_817 + u32(0);
let l_819 = shared_memory_744[l_818];
let l_820 = a_762[u32(0)];
let l_821 = l_819 * l_820;
let l_822 = a_757[u32(2)];
let l_823 = l_822 + l_821;
a_757[u32(2)] = l_823;
let l_824 = u32(0) + l_mut_8;
let l_825 = l_824 + u32(1);
let l_826 = shared_memory_744[l_825];
let l_827 = a_762[u32(1)];
let l_828 = l_826 * l_827;
let l_829 = a_757[u32(0)];
let l_830 = l_829 + l_828;
a_757[u32(0)] = l_830;
let l_831 = u32(256) + l_mut_8;
let l_832 = l_831 + u32(1);
let l_833 = shared_memory_744[l_832];
let l_834 = a_762[u32(1)];
let l_835 = l_833 * l_834;
let l_836 = a_757[u32(1)];
let l_837 = l_836 + l_835;
a_757[u32(1)] = l_837;
let l_838 = u32(512) + l_mut_8;
let l_839 = l_838 + u32(1);
let l_840 = shared_memory_744[l_839];
let l_841 = a_762[u32(1)];
let l_842 = l_840 * l_841;
let l_843 = a_757[u32(2)];
let l_844 = l_843 + l_842;
a_757[u32(2)] = l_844;
let l_845 = u32(0) + l_mut_8;
let l_846 = l_845 + u32(2);
let l_847 = shared_memory_744[l_846];
let l_848 = a_762[u32(2)];
let l_849 = l_847 * l_848;
let l_850 = a_757[u32(0)];
let l_851 = l_850 + l_849;
a_757[u32(0)] = l_851;
let l_852 = u32(256) + l_mut_8;
let l_853 = l_852 + u32(2);
let l_854 = shared_memory_744[l_853];
let l_855 = a_762[u32(2)];
let l_856 = l_854 * l_855;
let l_857 = a_757[u32(1)];
let l_858 = l_857 + l_856;
a_757[u32(1)] = l_858;
let l_859 = u32(512) + l_mut_8;
let l_860 = l_859 + u32(2);
let l_861 = shared_memory_744[l_860];
let l_862 = a_762[u32(2)];
let l_863 = l_861 * l_862;
let l_864 = a_757[u32(2)];
let l_865 = l_864 + l_863;
a_757[u32(2)] = l_865;
let l_866 = u32(0) + l_mut_8;
let l_867 = l_866 + u32(3);
let l_868 = shared_memory_744[l_867];
let l_869 = a_762[u32(3)];
let l_870 = l_868 * l_869;
let l_871 = a_757[u32(0)];
let l_872 = l_871 + l_870;
a_757[u32(0)] = l_872;
let l_873 = u32(256) + l_mut_8;
let l_874 = l_873 + u32(3);
let l_875 = shared_memory_744[l_874];
let l_876 = a_762[u32(3)];
let l_877 = l_875 * l_876;
let l_878 = a_757[u32(1)];
let l_879 = l_878 + l_877;
a_757[u32(1)] = l_879;
let l_880 = u32(512) + l_mut_8;
let l_881 = l_880 + u32(3);
let l_882 = shared_memory_744[l_881];
let l_883 = a_762[u32(3)];
let l_884 = l_882 * l_883;
let l_885 = a_757[u32(2)];
let l_886 = l_885 + l_884;
a_757[u32(2)] = l_886;
let l_887 = u32(0) + l_mut_8;
let l_888 = l_887 + u32(4);
let l_889 = shared_memory_744[l_888];
let l_890 = a_762[u32(4)];
let l_891 = l_889 * l_890;
let l_892 = a_757[u32(0)];
let l_893 = l_892 + l_891;
a_757[u32(0)] = l_893;
let l_894 = u32(256) + l_mut_8;
let l_895 = l_894 + u32(4);
let l_896 = shared_memory_744[l_895];
let l_897 = a_762[u32(4)];
let l_898 = l_896 * l_897;
let l_899 = a_757[u32(1)];
let l_900 = l_899 + l_898;
a_757[u32(1)] = l_900;
let l_901 = u32(512) + l_mut_8;
let l_902 = l_901 + u32(4);
let l_903 = shared_memory_744[l_902];
let l_904 = a_762[u32(4)];
let l_905 = l_903 * l_904;
let l_906 = a_757[u32(2)];
let l_907 = l_906 + l_905;
a_757[u32(2)] = l_907;
let l_908 = u32(0) + l_mut_8;
let l_909 = l_908 + u32(5);
let l_910 = shared_memory_744[l_909];
let l_911 = a_762[u32(5)];
let l_912 = l_910 * l_911;
let l_913 = a_757[u32(0)];
let l_914 = l_913 + l_912;
a_757[u32(0)] = l_914;
let l_915 = u32(256) + l_mut_8;
let l_916 = l_915 + u32(5);
let l_917 = shared_memory_744[l_916];
let l_918 = a_762[u32(5)];
let l_919 = l_917 * l_918;
let l_920 = a_757[u32(1)];
let l_921 = l_920 + l_919;
a_757[u32(1)] = l_921;
let l_922 = u32(512) + l_mut_8;
let l_923 = l_922 + u32(5);
let l_924 = shared_memory_744[l_923];
let l_925 = a_762[u32(5)];
let l_926 = l_924 * l_925;
let l_927 = a_757[u32(2)];
let l_928 = l_927 + l_926;
a_757[u32(2)] = l_928;
let l_929 = u32(0) + l_mut_8;
let l_930 = l_929 + u32(6);
let l_931 = shared_memory_744[l_930];
let l_932 = a_762[u32(6)];
let l_933 = l_931 * l_932;
let l_934 = a_757[u32(0)];
let l_935 = l_934 + l_933;
a_757[u32(0)] = l_935;
let l_936 = u32(256) + l_mut_8;
let l_937 = l_936 + u32(6);
let l_938 = shared_memory_744[l_937];
let l_939 = a_762[u32(6)];
let l_940 = l_938 * l_939;
let l_941 = a_757[u32(1)];
let l_942 = l_941 + l_940;
a_757[u32(1)] = l_942;
let l_943 = u32(512) + l_mut_8;
let l_944 = l_943 + u32(6);
let l_945 = shared_memory_744[l_944];
let l_946 = a_762[u32(6)];
let l_947 = l_945 * l_946;
let l_948 = a_757[u32(2)];
let l_949 = l_948 + l_947;
a_757[u32(2)] = l_949;
let l_950 = u32(0) + l_mut_8;
let l_951 = l_950 + u32(7);
let l_952 = shared_memory_744[l_951];
let l_953 = a_762[u32(7)];
let l_954 = l_952 * l_953;
let l_955 = a_757[u32(0)];
let l_956 = l_955 + l_954;
a_757[u32(0)] = l_956;
let l_957 = u32(256) + l_mut_8;
let l_958 = l_957 + u32(7);
let l_959 = shared_memory_744[l_958];
let l_960 = a_762[u32(7)];
let l_961 = l_959 * l_960;
let l_962 = a_757[u32(1)];
let l_963 = l_962 + l_961;
a_757[u32(1)] = l_963;
let l_964 = u32(512) + l_mut_8;
let l_965 = l_964 + u32(7);
let l_966 = shared_memory_744[l_965];
let l_967 = a_762[u32(7)];
let l_968 = l_966 * l_967;
let l_969 = a_757[u32(2)];
let l_970 = l_969 + l_968;
a_757[u32(2)] = l_970;
l_mut_8 = l_mut_8 + u32(8);
}
let l_971 = l_756 * u32(3);
let l_972 = l_971 + u32(0);
let l_973 = l_972 * u32(128);
let l_974 = l_973 + l_755;
let l_975 = a_757[u32(0)];
shared_memory_5[l_974] = l_975;
let l_976 = l_756 * u32(3);
let l_977 = l_976 + u32(1);
let l_978 = l_977 * u32(128);
let l_979 = l_978 + l_755;
let l_980 = a_757[u32(1)];
shared_memory_5[l_979] = l_980;
let l_981 = l_756 * u32(3);
let l_982 = l_981 + u32(2);
let l_983 = l_982 * u32(128);
let l_984 = l_983 + l_755;
let l_985 = a_757[u32(2)];
shared_memory_5[l_984] = l_985;
}
workgroupBarrier();
l_mut_8 = local_idx;
loop {
let l_986 = l_mut_8 < u32(128);
let l_987 = !l_986;
if l_987 {
break;
}
l_mut_320 = f32(0.0);
a_988[u32(0)] = l_mut_320;
a_988[u32(1)] = l_mut_320;
a_988[u32(2)] = l_mut_320;
let l_989 = u32(0) + l_mut_8;
let l_990 = shared_memory_5[l_989];
let l_991 = a_988[u32(0)];
let l_992 = l_991 + l_990;
a_988[u32(0)] = l_992;
let l_993 = u32(128) + l_mut_8;
let l_994 = shared_memory_5[l_993];
let l_995 = a_988[u32(1)];
let l_996 = l_995 + l_994;
a_988[u32(1)] = l_996;
let l_997 = u32(256) + l_mut_8;
let l_998 = shared_memory_5[l_997];
let l_999 = a_988[u32(2)];
let l_1000 = l_999 + l_998;
a_988[u32(2)] = l_1000;
let l_1001 = u32(384) + l_mut_8;
let l_1002 = shared_memory_5[l_1001];
let l_1003 = a_988[u32(0)];
let l_1004 = l_1003 + l_1002;
a_988[u32(0)] = l_1004;
let l_1005 = u32(512) + l_mut_8;
let l_1006 = shared_memory_5[l_1005];
let l_1007 = a_988[u32(1)];
let l_1008 = l_1007 + l_1006;
a_988[u32(1)] = l_1008;
let l_1009 = u32(640) + l_mut_8;
let l_1010 = shared_memory_5[l_1009];
let l_1011 = a_988[u32(2)];
let l_1012 = l_1011 + l_1010;
a_988[u32(2)] = l_1012;
let l_1013 = u32(768) + l_mut_8;
let l_1014 = shared_memory_5[l_1013];
let l_1015 = a_988[u32(0)];
let l_1016 = l_1015 + l_1014;
a_988[u32(0)] = l_1016;
let l_1017 = u32(896) + l_mut_8;
let l_1018 = shared_memory_5[l_1017];
let l_1019 = a_988[u32(1)];
let l_1020 = l_1019 + l_1018;
a_988[u32(1)] = l_1020;
let l_1021 = u32(1024) + l_mut_8;
let l_1022 = shared_memory_5[l_1021];
let l_1023 = a_988[u32(2)];
let l_1024 = l_1023 + l_1022;
a_988[u32(2)] = l_1024;
let l_1025 = u32(1152) + l_mut_8;
let l_1026 = shared_memory_5[l_1025];
let l_1027 = a_988[u32(0)];
let l_1028 = l_1027 + l_1026;
a_988[u32(0)] = l_1028;
let l_1029 = u32(1280) + l_mut_8;
let l_1030 = shared_memory_5[l_1029];
let l_1031 = a_988[u32(1)];
let l_1032 = l_1031 + l_1030;
a_988[u32(1)] = l_1032;
let l_1033 = u32(1408) + l_mut_8;
let l_1034 = shared_memory_5[l_1033];
let l_1035 = a_988[u32(2)];
let l_1036 = l_1035 + l_1034;
a_988[u32(2)] = l_1036;
let l_1037 = l_743 + u32(0);
let l_1038 = l_1037 < l_742;
if l_1038 {
let l_1039 = l_1037 * u32(128);
let l_1040 = l_1039 + l_mut_8;
let l_1041 = a_988[u32(0)];
l_mut_148 = l_1041;
let l_1042 = buffer_9_global[l_1040];
let l_1043 = l_1042 + l_mut_148;
buffer_9_global[l_1040] = l_1043;
}
let l_1044 = l_743 + u32(1);
let l_1045 = l_1044 < l_742;
if l_1045 {
let l_1046 = l_1044 * u32(128);
let l_1047 = l_1046 + l_mut_8;
let l_1048 = a_988[u32(1)];
l_mut_148 = l_1048;
let l_1049 = buffer_9_global[l_1047];
let l_1050 = l_1049 + l_mut_148;
buffer_9_global[l_1047] = l_1050;
}
let l_1051 = l_743 + u32(2);
let l_1052 = l_1051 < l_742;
if l_1052 {
let l_1053 = l_1051 * u32(128);
let l_1054 = l_1053 + l_mut_8;
let l_1055 = a_988[u32(2)];
l_mut_148 = l_1055;
let l_1056 = buffer_9_global[l_1054];
let l_1057 = l_1056 + l_mut_148;
buffer_9_global[l_1054] = l_1057;
}
l_mut_8 = l_mut_8 + u32(512);
}
}
