@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

var<workgroup> shared_memory_96: array<f32, 1152>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn plan_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_106: u32;
var l_mut_11: u32;
var l_mut_15: f32;
var l_mut_16: f32;
var l_mut_17: f32;
var l_mut_18: f32;
var l_mut_19: f32;
var l_mut_20: f32;
var l_mut_21: f32;
var l_mut_22: f32;
var l_mut_23: f32;
var l_mut_25: u32;
var l_mut_301: u32;
var l_mut_304: u32;
var l_mut_314: u32;
var l_mut_324: u32;
let l_0 = workgroup_id_no_axis >= info.scalars_u32[0];
if l_0 {
return;
}
let l_1 = workgroup_id_no_axis * u32(8);
let l_2 = workgroup_id_no_axis * u32(24);
let l_3 = l_1 + u32(0);
let l_4 = buffer_1_global[l_3];
let l_5 = l_1 + u32(1);
let l_6 = buffer_1_global[l_5];
let l_7 = l_1 + u32(2);
let l_8 = buffer_1_global[l_7];
let l_9 = l_1 + u32(3);
let l_10 = buffer_1_global[l_9];
l_mut_11 = local_idx;
loop {
let l_12 = l_mut_11 < l_10;
let l_13 = !l_12;
if l_13 {
break;
}
let l_14 = l_8 + l_mut_11;
buffer_5_global[l_14] = u32(0);
l_mut_11 = l_mut_11 + u32(128);
}
l_mut_15 = f32(3.0000000054977558e38);
l_mut_16 = f32(3.0000000054977558e38);
l_mut_17 = f32(3.0000000054977558e38);
l_mut_18 = f32(-3.0000000054977558e38);
l_mut_19 = f32(-3.0000000054977558e38);
l_mut_20 = f32(-3.0000000054977558e38);
l_mut_21 = f32(0.0);
l_mut_22 = f32(0.0);
l_mut_23 = f32(0.0);
let l_24 = l_4 + local_idx;
l_mut_25 = l_24;
loop {
let l_26 = l_mut_25 < l_6;
let l_27 = !l_26;
if l_27 {
break;
}
let l_28 = u32(3) * l_mut_25;
let l_29 = buffer_0_global[l_28];
let l_30 = u32(3) * l_mut_25;
let l_31 = l_30 + u32(1);
let l_32 = buffer_0_global[l_31];
let l_33 = u32(3) * l_mut_25;
let l_34 = l_33 + u32(2);
let l_35 = buffer_0_global[l_34];
let l_36 = abs(l_29);
let l_37 = max(l_mut_21, l_36);
l_mut_21 = l_37;
let l_38 = abs(l_32);
let l_39 = max(l_mut_22, l_38);
l_mut_22 = l_39;
let l_40 = abs(l_35);
let l_41 = max(l_mut_23, l_40);
l_mut_23 = l_41;
let l_42 = l_2 + u32(0);
let l_43 = l_42 + u32(0);
let l_44 = buffer_2_global[l_43];
let l_45 = l_29 * l_44;
let l_46 = l_2 + u32(0);
let l_47 = l_46 + u32(3);
let l_48 = l_47 + u32(0);
let l_49 = buffer_2_global[l_48];
let l_50 = l_32 * l_49;
let l_51 = l_45 + l_50;
let l_52 = l_2 + u32(0);
let l_53 = l_52 + u32(6);
let l_54 = l_53 + u32(0);
let l_55 = buffer_2_global[l_54];
let l_56 = l_35 * l_55;
let l_57 = l_51 + l_56;
let l_58 = l_2 + u32(0);
let l_59 = l_58 + u32(1);
let l_60 = buffer_2_global[l_59];
let l_61 = l_29 * l_60;
let l_62 = l_2 + u32(0);
let l_63 = l_62 + u32(3);
let l_64 = l_63 + u32(1);
let l_65 = buffer_2_global[l_64];
let l_66 = l_32 * l_65;
let l_67 = l_61 + l_66;
let l_68 = l_2 + u32(0);
let l_69 = l_68 + u32(6);
let l_70 = l_69 + u32(1);
let l_71 = buffer_2_global[l_70];
let l_72 = l_35 * l_71;
let l_73 = l_67 + l_72;
let l_74 = l_2 + u32(0);
let l_75 = l_74 + u32(2);
let l_76 = buffer_2_global[l_75];
let l_77 = l_29 * l_76;
let l_78 = l_2 + u32(0);
let l_79 = l_78 + u32(3);
let l_80 = l_79 + u32(2);
let l_81 = buffer_2_global[l_80];
let l_82 = l_32 * l_81;
let l_83 = l_77 + l_82;
let l_84 = l_2 + u32(0);
let l_85 = l_84 + u32(6);
let l_86 = l_85 + u32(2);
let l_87 = buffer_2_global[l_86];
let l_88 = l_35 * l_87;
let l_89 = l_83 + l_88;
let l_90 = min(l_mut_15, l_57);
l_mut_15 = l_90;
let l_91 = min(l_mut_16, l_73);
l_mut_16 = l_91;
let l_92 = min(l_mut_17, l_89);
l_mut_17 = l_92;
let l_93 = max(l_mut_18, l_57);
l_mut_18 = l_93;
let l_94 = max(l_mut_19, l_73);
l_mut_19 = l_94;
let l_95 = max(l_mut_20, l_89);
l_mut_20 = l_95;
l_mut_25 = l_mut_25 + u32(128);
}
shared_memory_96[local_idx] = l_mut_15;
let l_97 = u32(128) + local_idx;
shared_memory_96[l_97] = l_mut_16;
let l_98 = u32(256) + local_idx;
shared_memory_96[l_98] = l_mut_17;
let l_99 = u32(384) + local_idx;
shared_memory_96[l_99] = l_mut_18;
let l_100 = u32(512) + local_idx;
shared_memory_96[l_100] = l_mut_19;
let l_101 = u32(640) + local_idx;
shared_memory_96[l_101] = l_mut_20;
let l_102 = u32(768) + local_idx;
shared_memory_96[l_102] = l_mut_21;
let l_103 = u32(896) + local_idx;
shared_memory_96[l_103] = l_mut_22;
let l_104 = u32(1024) + local_idx;
shared_memory_96[l_104] = l_mut_23;
workgroupBarrier();
let l_105 = workgroup_size_no_axis / u32(2);
l_mut_106 = l_105;
loop {
let l_107 = l_mut_106 > u32(0);
let l_108 = !l_107;
if l_108 {
break;
}
let l_109 = local_idx < l_mut_106;
if l_109 {
let l_110 = u32(0) + local_idx;
let l_111 = u32(0) + local_idx;
let l_112 = shared_memory_96[l_111];
let l_113 = u32(0) + local_idx;
let l_114 = l_113 + l_mut_106;
let l_115 = shared_memory_96[l_114];
let l_116 = min(l_112, l_115);
shared_memory_96[l_110] = l_116;
let l_117 = u32(128) + local_idx;
let l_118 = u32(128) + local_idx;
let l_119 = shared_memory_96[l_118];
let l_120 = u32(128) + local_idx;
let l_121 = l_120 + l_mut_106;
let l_122 = shared_memory_96[l_121];
let l_123 = min(l_119, l_122);
shared_memory_96[l_117] = l_123;
let l_124 = u32(256) + local_idx;
let l_125 = u32(256) + local_idx;
let l_126 = shared_memory_96[l_125];
let l_127 = u32(256) + local_idx;
let l_128 = l_127 + l_mut_106;
let l_129 = shared_memory_96[l_128];
let l_130 = min(l_126, l_129);
shared_memory_96[l_124] = l_130;
let l_131 = u32(384) + local_idx;
let l_132 = u32(384) + local_idx;
let l_133 = shared_memory_96[l_132];
let l_134 = u32(384) + local_idx;
let l_135 = l_134 + l_mut_106;
let l_136 = shared_memory_96[l_135];
let l_137 = max(l_133, l_136);
shared_memory_96[l_131] = l_137;
let l_138 = u32(512) + local_idx;
let l_139 = u32(512) + local_idx;
let l_140 = shared_memory_96[l_139];
let l_141 = u32(512) + local_idx;
let l_142 = l_141 + l_mut_106;
let l_143 = shared_memory_96[l_142];
let l_144 = max(l_140, l_143);
shared_memory_96[l_138] = l_144;
let l_145 = u32(640) + local_idx;
let l_146 = u32(640) + local_idx;
let l_147 = shared_memory_96[l_146];
let l_148 = u32(640) + local_idx;
let l_149 = l_148 + l_mut_106;
let l_150 = shared_memory_96[l_149];
let l_151 = max(l_147, l_150);
shared_memory_96[l_145] = l_151;
let l_152 = u32(768) + local_idx;
let l_153 = u32(768) + local_idx;
let l_154 = shared_memory_96[l_153];
let l_155 = u32(768) + local_idx;
let l_156 = l_155 + l_mut_106;
let l_157 = shared_memory_96[l_156];
let l_158 = max(l_154, l_157);
shared_memory_96[l_152] = l_158;
let l_159 = u32(896) + local_idx;
let l_160 = u32(896) + local_idx;
let l_161 = shared_memory_96[l_160];
let l_162 = u32(896) + local_idx;
let l_163 = l_162 + l_mut_106;
let l_164 = shared_memory_96[l_163];
let l_165 = max(l_161, l_164);
shared_memory_96[l_159] = l_165;
let l_166 = u32(1024) + local_idx;
let l_167 = u32(1024) + local_idx;
let l_168 = shared_memory_96[l_167];
let l_169 = u32(1024) + local_idx;
let l_170 = l_169 + l_mut_106;
let l_171 = shared_memory_96[l_170];
let l_172 = max(l_168, l_171);
shared_memory_96[l_166] = l_172;
}
workgroupBarrier();
l_mut_106 = l_mut_106 / u32(2);
}
let l_173 = local_idx == u32(0);
if l_173 {
let l_174 = shared_memory_96[u32(0)];
let l_175 = shared_memory_96[u32(128)];
let l_176 = shared_memory_96[u32(256)];
let l_177 = shared_memory_96[u32(384)];
let l_178 = shared_memory_96[u32(512)];
let l_179 = shared_memory_96[u32(640)];
let l_180 = shared_memory_96[u32(768)];
let l_181 = shared_memory_96[u32(896)];
let l_182 = shared_memory_96[u32(1024)];
let l_183 = l_2 + u32(0);
let l_184 = l_183 + u32(0);
let l_185 = buffer_2_global[l_184];
let l_186 = abs(l_185);
let l_187 = l_180 * l_186;
let l_188 = l_2 + u32(0);
let l_189 = l_188 + u32(3);
let l_190 = l_189 + u32(0);
let l_191 = buffer_2_global[l_190];
let l_192 = abs(l_191);
let l_193 = l_181 * l_192;
let l_194 = l_187 + l_193;
let l_195 = l_2 + u32(0);
let l_196 = l_195 + u32(6);
let l_197 = l_196 + u32(0);
let l_198 = buffer_2_global[l_197];
let l_199 = abs(l_198);
let l_200 = l_182 * l_199;
let l_201 = l_194 + l_200;
let l_202 = l_201 + f32(1.0);
let l_203 = f32(1.9073486328125e-6) * l_202;
let l_204 = l_2 + u32(18);
let l_205 = l_204 + u32(0);
let l_206 = buffer_2_global[l_205];
let l_207 = l_203 * l_206;
l_mut_23 = l_207;
let l_208 = l_2 + u32(0);
let l_209 = l_208 + u32(1);
let l_210 = buffer_2_global[l_209];
let l_211 = abs(l_210);
let l_212 = l_180 * l_211;
let l_213 = l_2 + u32(0);
let l_214 = l_213 + u32(3);
let l_215 = l_214 + u32(1);
let l_216 = buffer_2_global[l_215];
let l_217 = abs(l_216);
let l_218 = l_181 * l_217;
let l_219 = l_212 + l_218;
let l_220 = l_2 + u32(0);
let l_221 = l_220 + u32(6);
let l_222 = l_221 + u32(1);
let l_223 = buffer_2_global[l_222];
let l_224 = abs(l_223);
let l_225 = l_182 * l_224;
let l_226 = l_219 + l_225;
let l_227 = l_226 + f32(1.0);
let l_228 = f32(1.9073486328125e-6) * l_227;
let l_229 = l_2 + u32(18);
let l_230 = l_229 + u32(1);
let l_231 = buffer_2_global[l_230];
let l_232 = l_228 * l_231;
l_mut_22 = l_232;
let l_233 = l_2 + u32(0);
let l_234 = l_233 + u32(2);
let l_235 = buffer_2_global[l_234];
let l_236 = abs(l_235);
let l_237 = l_180 * l_236;
let l_238 = l_2 + u32(0);
let l_239 = l_238 + u32(3);
let l_240 = l_239 + u32(2);
let l_241 = buffer_2_global[l_240];
let l_242 = abs(l_241);
let l_243 = l_181 * l_242;
let l_244 = l_237 + l_243;
let l_245 = l_2 + u32(0);
let l_246 = l_245 + u32(6);
let l_247 = l_246 + u32(2);
let l_248 = buffer_2_global[l_247];
let l_249 = abs(l_248);
let l_250 = l_182 * l_249;
let l_251 = l_244 + l_250;
let l_252 = l_251 + f32(1.0);
let l_253 = f32(1.9073486328125e-6) * l_252;
let l_254 = l_2 + u32(18);
let l_255 = l_254 + u32(2);
let l_256 = buffer_2_global[l_255];
let l_257 = l_253 * l_256;
l_mut_21 = l_257;
let l_258 = l_mut_23 <= info.scalars_f32[0];
let l_259 = l_mut_22 <= info.scalars_f32[0];
let l_260 = l_258 && l_259;
let l_261 = l_mut_21 <= info.scalars_f32[0];
let l_262 = l_260 && l_261;
let l_263 = !l_262;
if l_263 {
let l_264 = &buffer_6_global[u32(2)];
let l_265 = atomicMin(l_264, workgroup_id_no_axis);l_mut_23 = info.scalars_f32[0];
l_mut_22 = info.scalars_f32[0];
l_mut_21 = info.scalars_f32[0];
}
let l_266 = info.scalars_f32[0] * f32(1.0000009536743164);
let l_267 = l_266 + l_mut_23;
let l_268 = info.scalars_f32[0] * f32(1.0000009536743164);
let l_269 = l_268 + l_mut_22;
let l_270 = info.scalars_f32[0] * f32(1.0000009536743164);
let l_271 = l_270 + l_mut_21;
let l_272 = l_2 + u32(18);
let l_273 = buffer_2_global[l_272];
let l_274 = l_2 + u32(18);
let l_275 = l_274 + u32(1);
let l_276 = buffer_2_global[l_275];
let l_277 = l_2 + u32(18);
let l_278 = l_277 + u32(2);
let l_279 = buffer_2_global[l_278];
let l_280 = l_1 + u32(4);
let l_281 = buffer_1_global[l_280];
let l_282 = l_1 + u32(4);
let l_283 = l_282 + u32(1);
let l_284 = buffer_1_global[l_283];
let l_285 = l_1 + u32(4);
let l_286 = l_285 + u32(2);
let l_287 = buffer_1_global[l_286];
let l_288 = l_177 - l_174;
l_mut_20 = l_288;
let l_289 = l_178 - l_175;
l_mut_19 = l_289;
let l_290 = l_179 - l_176;
l_mut_18 = l_290;
let l_291 = l_281 != u32(0);
if l_291 {
l_mut_20 = f32(1.0);
}
let l_292 = l_284 != u32(0);
if l_292 {
l_mut_19 = f32(1.0);
}
let l_293 = l_287 != u32(0);
if l_293 {
l_mut_18 = f32(1.0);
}
let l_294 = l_mut_20 * l_273;
let l_295 = l_294 / l_267;
let l_296 = floor(l_295);
l_mut_20 = l_296;
let l_297 = l_mut_20 >= f32(1.0);
let l_298 = !l_297;
if l_298 {
l_mut_20 = f32(1.0);
}
let l_299 = l_mut_20 > f32(1000000.0);
if l_299 {
l_mut_20 = f32(1000000.0);
}
let l_300 = u32(l_mut_20);
l_mut_301 = l_300;
let l_302 = l_mut_301 < u32(1);
if l_302 {
l_mut_301 = u32(1);
}
let l_303 = l_mut_301 > l_10;
if l_303 {
l_mut_301 = l_10;
}
l_mut_304 = l_mut_301;
let l_305 = l_mut_19 * l_276;
let l_306 = l_305 / l_269;
let l_307 = floor(l_306);
l_mut_20 = l_307;
let l_308 = l_mut_20 >= f32(1.0);
let l_309 = !l_308;
if l_309 {
l_mut_20 = f32(1.0);
}
let l_310 = l_mut_20 > f32(1000000.0);
if l_310 {
l_mut_20 = f32(1000000.0);
}
let l_311 = u32(l_mut_20);
l_mut_301 = l_311;
let l_312 = l_mut_301 < u32(1);
if l_312 {
l_mut_301 = u32(1);
}
let l_313 = l_mut_301 > l_10;
if l_313 {
l_mut_301 = l_10;
}
l_mut_314 = l_mut_301;
let l_315 = l_mut_18 * l_279;
let l_316 = l_315 / l_271;
let l_317 = floor(l_316);
l_mut_20 = l_317;
let l_318 = l_mut_20 >= f32(1.0);
let l_319 = !l_318;
if l_319 {
l_mut_20 = f32(1.0);
}
let l_320 = l_mut_20 > f32(1000000.0);
if l_320 {
l_mut_20 = f32(1000000.0);
}
let l_321 = u32(l_mut_20);
l_mut_301 = l_321;
let l_322 = l_mut_301 < u32(1);
if l_322 {
l_mut_301 = u32(1);
}
let l_323 = l_mut_301 > l_10;
if l_323 {
l_mut_301 = l_10;
}
l_mut_324 = l_mut_301;
loop {
let l_325 = l_10 / l_mut_324;
let l_326 = l_325 / l_mut_314;
let l_327 = l_mut_304 > l_326;
let l_328 = !l_327;
if l_328 {
break;
}
let l_329 = l_mut_304 >= l_mut_314;
let l_330 = l_mut_304 >= l_mut_324;
let l_331 = l_329 && l_330;
if l_331 {
let l_332 = l_mut_304 + u32(2);
let l_333 = l_332 - u32(1);
let l_334 = l_333 / u32(2);
l_mut_304 = l_334;
} else {
let l_335 = l_mut_314 >= l_mut_324;
if l_335 {
let l_336 = l_mut_314 + u32(2);
let l_337 = l_336 - u32(1);
let l_338 = l_337 / u32(2);
l_mut_314 = l_338;
} else {
let l_339 = l_mut_324 + u32(2);
let l_340 = l_339 - u32(1);
let l_341 = l_340 / u32(2);
l_mut_324 = l_341;
}
}
}
let l_342 = workgroup_id_no_axis * u32(8);
let l_343 = info.scalars_f32[0] * f32(1.0000100135803223);
let l_344 = max(l_mut_22, l_mut_21);
let l_345 = max(l_mut_23, l_344);
let l_346 = l_343 + l_345;
let l_347 = l_342 + u32(6);
let l_348 = l_346 * l_346;
buffer_4_global[l_347] = l_348;
let l_349 = f32(l_mut_304);
let l_350 = l_342 + u32(0);
buffer_3_global[l_350] = l_mut_304;
let l_351 = l_281 != u32(0);
if l_351 {
let l_352 = l_267 / l_273;
let l_353 = l_352 * l_349;
let l_354 = ceil(l_353);
l_mut_304 = u32(1);
let l_355 = l_354 > f32(1.0);
if l_355 {
l_mut_304 = u32(1000000);
let l_356 = l_354 < f32(1000000.0);
if l_356 {
let l_357 = u32(l_354);
l_mut_304 = l_357;
}
}
let l_358 = l_342 + u32(3);
let l_359 = l_358 + u32(0);
buffer_3_global[l_359] = l_mut_304;
let l_360 = l_342 + u32(0);
buffer_4_global[l_360] = f32(0.0);
let l_361 = l_342 + u32(3);
let l_362 = l_361 + u32(0);
buffer_4_global[l_362] = l_349;
} else {
let l_363 = l_177 - l_174;
let l_364 = l_363 / l_349;
l_mut_23 = l_364;
let l_365 = l_mut_23 >= l_267;
let l_366 = !l_365;
if l_366 {
l_mut_23 = l_267;
}
l_mut_22 = l_174;
let l_367 = abs(l_mut_22);
let l_368 = l_367 <= f32(3.0000000054977558e38);
let l_369 = !l_368;
if l_369 {
l_mut_22 = f32(0.0);
}
let l_370 = l_342 + u32(3);
let l_371 = l_370 + u32(0);
buffer_3_global[l_371] = u32(1);
let l_372 = l_342 + u32(0);
buffer_4_global[l_372] = l_mut_22;
let l_373 = l_342 + u32(3);
let l_374 = l_373 + u32(0);
let l_375 = f32(1.0) / l_mut_23;
buffer_4_global[l_374] = l_375;
}
let l_376 = f32(l_mut_314);
let l_377 = l_342 + u32(1);
buffer_3_global[l_377] = l_mut_314;
let l_378 = l_284 != u32(0);
if l_378 {
let l_379 = l_269 / l_276;
let l_380 = l_379 * l_376;
let l_381 = ceil(l_380);
l_mut_314 = u32(1);
let l_382 = l_381 > f32(1.0);
if l_382 {
l_mut_314 = u32(1000000);
let l_383 = l_381 < f32(1000000.0);
if l_383 {
let l_384 = u32(l_381);
l_mut_314 = l_384;
}
}
let l_385 = l_342 + u32(3);
let l_386 = l_385 + u32(1);
buffer_3_global[l_386] = l_mut_314;
let l_387 = l_342 + u32(1);
buffer_4_global[l_387] = f32(0.0);
let l_388 = l_342 + u32(3);
let l_389 = l_388 + u32(1);
buffer_4_global[l_389] = l_376;
} else {
let l_390 = l_178 - l_175;
let l_391 = l_390 / l_376;
l_mut_23 = l_391;
let l_392 = l_mut_23 >= l_269;
let l_393 = !l_392;
if l_393 {
l_mut_23 = l_269;
}
l_mut_22 = l_175;
let l_394 = abs(l_mut_22);
let l_395 = l_394 <= f32(3.0000000054977558e38);
let l_396 = !l_395;
if l_396 {
l_mut_22 = f32(0.0);
}
let l_397 = l_342 + u32(3);
let l_398 = l_397 + u32(1);
buffer_3_global[l_398] = u32(1);
let l_399 = l_342 + u32(1);
buffer_4_global[l_399] = l_mut_22;
let l_400 = l_342 + u32(3);
let l_401 = l_400 + u32(1);
let l_402 = f32(1.0) / l_mut_23;
buffer_4_global[l_401] = l_402;
}
let l_403 = f32(l_mut_324);
let l_404 = l_342 + u32(2);
buffer_3_global[l_404] = l_mut_324;
let l_405 = l_287 != u32(0);
if l_405 {
let l_406 = l_271 / l_279;
let l_407 = l_406 * l_403;
let l_408 = ceil(l_407);
l_mut_324 = u32(1);
let l_409 = l_408 > f32(1.0);
if l_409 {
l_mut_324 = u32(1000000);
let l_410 = l_408 < f32(1000000.0);
if l_410 {
let l_411 = u32(l_408);
l_mut_324 = l_411;
}
}
let l_412 = l_342 + u32(3);
let l_413 = l_412 + u32(2);
buffer_3_global[l_413] = l_mut_324;
let l_414 = l_342 + u32(2);
buffer_4_global[l_414] = f32(0.0);
let l_415 = l_342 + u32(3);
let l_416 = l_415 + u32(2);
buffer_4_global[l_416] = l_403;
} else {
let l_417 = l_179 - l_176;
let l_418 = l_417 / l_403;
l_mut_23 = l_418;
let l_419 = l_mut_23 >= l_271;
let l_420 = !l_419;
if l_420 {
l_mut_23 = l_271;
}
l_mut_22 = l_176;
let l_421 = abs(l_mut_22);
let l_422 = l_421 <= f32(3.0000000054977558e38);
let l_423 = !l_422;
if l_423 {
l_mut_22 = f32(0.0);
}
let l_424 = l_342 + u32(3);
let l_425 = l_424 + u32(2);
buffer_3_global[l_425] = u32(1);
let l_426 = l_342 + u32(2);
buffer_4_global[l_426] = l_mut_22;
let l_427 = l_342 + u32(3);
let l_428 = l_427 + u32(2);
let l_429 = f32(1.0) / l_mut_23;
buffer_4_global[l_428] = l_429;
}
}
}
