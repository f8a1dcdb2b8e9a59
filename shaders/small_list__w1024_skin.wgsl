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
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<u32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 20>,
}

@group(0)
@binding(10)
var<storage, read> info: info_st;

var<workgroup> shared_memory_18: array<u32, 1024>;

var<workgroup> shared_memory_109: array<u32, 1024>;

const WORKGROUP_SIZE_X = 1024u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1024, 1, 1)
fn small_list_kernel(
    @builtin(local_invocation_index) local_idx: u32,
) {
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_110: u32;
var l_mut_113: u32;
var l_mut_160: u32;
var l_mut_161: u32;
var l_mut_191: f32;
var l_mut_208: f32;
var l_mut_225: f32;
var l_mut_242: i32;
var l_mut_249: i32;
var l_mut_254: i32;
var l_mut_31: u32;
var l_mut_32: u32;
var l_mut_575: u32;
var l_mut_591: u32;
var l_mut_592: u32;
var l_mut_67: bool;
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
let l_19 = info.scalars_u32[5] != u32(0);
let l_20 = local_idx == u32(0);
let l_21 = l_19 && l_20;
if l_21 {
let l_22 = &buffer_9_global[u32(0)];
atomicStore(l_22,u32(0));
let l_23 = &buffer_9_global[u32(1)];
atomicStore(l_23,u32(0));
let l_24 = &buffer_9_global[u32(2)];
atomicStore(l_24,u32(0));
let l_25 = &buffer_9_global[u32(3)];
atomicStore(l_25,u32(4294967295));
let l_26 = &buffer_9_global[u32(4)];
atomicStore(l_26,u32(4294967295));
let l_27 = &buffer_9_global[u32(5)];
atomicStore(l_27,u32(0));
let l_28 = &buffer_9_global[u32(6)];
atomicStore(l_28,u32(0));
let l_29 = &buffer_9_global[u32(7)];
atomicStore(l_29,u32(0));
let l_30 = &buffer_9_global[u32(10)];
atomicStore(l_30,u32(0));
}
storageBarrier();
workgroupBarrier();
l_mut_31 = u32(0);
l_mut_32 = local_idx;
loop {
let l_33 = l_mut_32 < info.scalars_u32[0];
let l_34 = !l_33;
if l_34 {
break;
}
let l_35 = u32(3) * l_mut_32;
let l_36 = u32(0) + l_35;
let l_37 = buffer_0_global[l_36];
let l_38 = u32(3) * l_mut_32;
let l_39 = u32(0) + l_38;
let l_40 = buffer_1_global[l_39];
let l_41 = l_37 - l_40;
let l_42 = u32(3) * l_mut_32;
let l_43 = l_42 + u32(1);
let l_44 = u32(0) + l_43;
let l_45 = buffer_0_global[l_44];
let l_46 = u32(3) * l_mut_32;
let l_47 = l_46 + u32(1);
let l_48 = u32(0) + l_47;
let l_49 = buffer_1_global[l_48];
let l_50 = l_45 - l_49;
let l_51 = u32(3) * l_mut_32;
let l_52 = l_51 + u32(2);
let l_53 = u32(0) + l_52;
let l_54 = buffer_0_global[l_53];
let l_55 = u32(3) * l_mut_32;
let l_56 = l_55 + u32(2);
let l_57 = u32(0) + l_56;
let l_58 = buffer_1_global[l_57];
let l_59 = l_54 - l_58;
let l_60 = l_41 * l_41;
let l_61 = l_50 * l_50;
let l_62 = l_60 + l_61;
let l_63 = l_59 * l_59;
let l_64 = l_62 + l_63;
let l_65 = l_64 < info.scalars_f32[1];
let l_66 = !l_65;
if l_66 {
l_mut_31 = u32(1);
}
l_mut_32 = l_mut_32 + u32(1024);
}
l_mut_67 = bool(false);
shared_memory_18[local_idx] = l_mut_31;
workgroupBarrier();
let l_68 = workgroup_size_no_axis / u32(2);
l_mut_31 = l_68;
loop {
let l_69 = l_mut_31 > u32(0);
let l_70 = !l_69;
if l_70 {
break;
}
let l_71 = local_idx < l_mut_31;
if l_71 {
let l_72 = shared_memory_18[local_idx];
let l_73 = local_idx + l_mut_31;
let l_74 = shared_memory_18[l_73];
let l_75 = l_72 | l_74;
shared_memory_18[local_idx] = l_75;
}
workgroupBarrier();
l_mut_31 = l_mut_31 / u32(2);
}
let l_76 = shared_memory_18[u32(0)];
let l_77 = l_76 != u32(0);
l_mut_67 = l_77;
let l_78 = !l_mut_67;
if l_78 {
return;
}
workgroupBarrier();
let l_79 = i32(info.scalars_u32[1]);
let l_80 = i32(info.scalars_u32[2]);
let l_81 = i32(info.scalars_u32[3]);
let l_82 = u32(1024) / info.scalars_u32[0];
l_mut_32 = l_82;
let l_83 = l_mut_32 < u32(1);
if l_83 {
l_mut_32 = u32(1);
}
let l_84 = info.scalars_u32[0] * l_mut_32;
l_mut_31 = local_idx;
loop {
let l_85 = l_mut_31 < info.scalars_u32[0];
let l_86 = !l_85;
if l_86 {
break;
}
let l_87 = u32(3) * l_mut_31;
let l_88 = u32(0) + l_87;
let l_89 = buffer_0_global[l_88];
let l_90 = u32(3) * l_mut_31;
let l_91 = l_90 + u32(1);
let l_92 = u32(0) + l_91;
let l_93 = buffer_0_global[l_92];
let l_94 = u32(3) * l_mut_31;
let l_95 = l_94 + u32(2);
let l_96 = u32(0) + l_95;
let l_97 = buffer_0_global[l_96];
let l_98 = abs(l_89);
let l_99 = l_98 <= f32(1000000.0);
let l_100 = abs(l_93);
let l_101 = l_100 <= f32(1000000.0);
let l_102 = l_99 && l_101;
let l_103 = abs(l_97);
let l_104 = l_103 <= f32(1000000.0);
let l_105 = l_102 && l_104;
let l_106 = !l_105;
if l_106 {
let l_107 = &buffer_9_global[u32(4)];
let l_108 = atomicMin(l_107, l_mut_31);}
l_mut_31 = l_mut_31 + u32(1024);
}
l_mut_110 = u32(0);
let l_111 = local_idx * u32(1);
let l_112 = l_111 + u32(0);
l_mut_113 = u32(0);
let l_114 = l_112 < l_84;
if l_114 {
let l_115 = l_112 / l_mut_32;
let l_116 = l_112 % l_mut_32;
let l_117 = l_116 * info.scalars_u32[0];
let l_118 = l_117 / l_mut_32;
let l_119 = l_116 + u32(1);
let l_120 = l_119 * info.scalars_u32[0];
let l_121 = l_120 / l_mut_32;
let l_122 = u32(3) * l_115;
let l_123 = u32(0) + l_122;
let l_124 = buffer_0_global[l_123];
let l_125 = u32(3) * l_115;
let l_126 = l_125 + u32(1);
let l_127 = u32(0) + l_126;
let l_128 = buffer_0_global[l_127];
let l_129 = u32(3) * l_115;
let l_130 = l_129 + u32(2);
let l_131 = u32(0) + l_130;
let l_132 = buffer_0_global[l_131];
let l_133 = u32(0) + u32(9);
let l_134 = buffer_2_global[l_133];
let l_135 = u32(0) + u32(10);
let l_136 = buffer_2_global[l_135];
let l_137 = u32(0) + u32(11);
let l_138 = buffer_2_global[l_137];
let l_139 = u32(0) + u32(12);
let l_140 = buffer_2_global[l_139];
let l_141 = u32(0) + u32(13);
let l_142 = buffer_2_global[l_141];
let l_143 = u32(0) + u32(14);
let l_144 = buffer_2_global[l_143];
let l_145 = u32(0) + u32(15);
let l_146 = buffer_2_global[l_145];
let l_147 = u32(0) + u32(16);
let l_148 = buffer_2_global[l_147];
let l_149 = u32(0) + u32(17);
let l_150 = buffer_2_global[l_149];
let l_151 = i32(2) * l_80;
let l_152 = l_151 + i32(1);
let l_153 = i32(2) * l_81;
let l_154 = l_153 + i32(1);
let l_155 = i32(2) * l_79;
let l_156 = l_155 + i32(1);
let l_157 = l_156 * l_152;
let l_158 = l_157 * l_154;
let l_159 = u32(l_158);
l_mut_160 = u32(0);
l_mut_161 = u32(0);

for (var l_mut_162: u32 = l_118; l_mut_162 < l_121; l_mut_162++) {
let l_163 = u32(3) * l_mut_162;
let l_164 = u32(0) + l_163;
let l_165 = buffer_0_global[l_164];
let l_166 = l_165 - l_124;
let l_167 = u32(3) * l_mut_162;
let l_168 = l_167 + u32(1);
let l_169 = u32(0) + l_168;
let l_170 = buffer_0_global[l_169];
let l_171 = l_170 - l_128;
let l_172 = u32(3) * l_mut_162;
let l_173 = l_172 + u32(2);
let l_174 = u32(0) + l_173;
let l_175 = buffer_0_global[l_174];
let l_176 = l_175 - l_132;
let l_177 = u32(0) + u32(0);
let l_178 = buffer_2_global[l_177];
let l_179 = l_166 * l_178;
let l_180 = u32(0) + u32(3);
let l_181 = buffer_2_global[l_180];
let l_182 = l_171 * l_181;
let l_183 = l_179 + l_182;
let l_184 = u32(0) + u32(6);
let l_185 = buffer_2_global[l_184];
let l_186 = l_176 * l_185;
let l_187 = l_183 + l_186;
let l_188 = abs(l_187);
let l_189 = l_188 + f32(0.5);
let l_190 = floor(l_189);
l_mut_191 = l_190;
let l_192 = l_187 < f32(0.0);
if l_192 {
let l_193 = -l_190;
l_mut_191 = l_193;
}
let l_194 = u32(0) + u32(1);
let l_195 = buffer_2_global[l_194];
let l_196 = l_166 * l_195;
let l_197 = u32(0) + u32(4);
let l_198 = buffer_2_global[l_197];
let l_199 = l_171 * l_198;
let l_200 = l_196 + l_199;
let l_201 = u32(0) + u32(7);
let l_202 = buffer_2_global[l_201];
let l_203 = l_176 * l_202;
let l_204 = l_200 + l_203;
let l_205 = abs(l_204);
let l_206 = l_205 + f32(0.5);
let l_207 = floor(l_206);
l_mut_208 = l_207;
let l_209 = l_204 < f32(0.0);
if l_209 {
let l_210 = -l_207;
l_mut_208 = l_210;
}
let l_211 = u32(0) + u32(2);
let l_212 = buffer_2_global[l_211];
let l_213 = l_166 * l_212;
let l_214 = u32(0) + u32(5);
let l_215 = buffer_2_global[l_214];
let l_216 = l_171 * l_215;
let l_217 = l_213 + l_216;
let l_218 = u32(0) + u32(8);
let l_219 = buffer_2_global[l_218];
let l_220 = l_176 * l_219;
let l_221 = l_217 + l_220;
let l_222 = abs(l_221);
let l_223 = l_222 + f32(0.5);
let l_224 = floor(l_223);
l_mut_225 = l_224;
let l_226 = l_221 < f32(0.0);
if l_226 {
let l_227 = -l_224;
l_mut_225 = l_227;
}
let l_228 = abs(l_mut_191);
let l_229 = l_228 < f32(4194304.0);
let l_230 = abs(l_mut_208);
let l_231 = l_230 < f32(4194304.0);
let l_232 = abs(l_mut_225);
let l_233 = l_232 < f32(4194304.0);
let l_234 = l_229 && l_231;
let l_235 = l_234 && l_233;
if l_235 {
let l_236 = i32(l_mut_191);
let l_237 = -l_236;
let l_238 = i32(l_mut_208);
let l_239 = -l_238;
let l_240 = i32(l_mut_225);
let l_241 = -l_240;
l_mut_242 = i32(0);
loop {
let l_243 = i32(2) * l_79;
let l_244 = l_243 + i32(1);
let l_245 = l_mut_242 < l_244;
let l_246 = !l_245;
if l_246 {
break;
}
let l_247 = l_237 - l_79;
let l_248 = l_247 + l_mut_242;
l_mut_249 = i32(0);
loop {
let l_250 = l_mut_249 < l_152;
let l_251 = !l_250;
if l_251 {
break;
}
let l_252 = l_239 - l_80;
let l_253 = l_252 + l_mut_249;
l_mut_254 = i32(0);
loop {
let l_255 = l_mut_254 < l_154;
let l_256 = !l_255;
if l_256 {
break;
}
let l_257 = l_241 - l_81;
let l_258 = l_257 + l_mut_254;
let l_259 = l_248 == i32(0);
let l_260 = l_253 == i32(0);
let l_261 = l_259 && l_260;
let l_262 = l_258 == i32(0);
let l_263 = l_261 && l_262;
let l_264 = l_mut_162 == l_115;
let l_265 = l_263 && l_264;
let l_266 = !l_265;
if l_266 {
let l_267 = f32(l_248);
let l_268 = f32(l_253);
let l_269 = f32(l_258);
let l_270 = l_267 * l_134;
let l_271 = l_268 * l_140;
let l_272 = l_270 + l_271;
let l_273 = l_269 * l_146;
let l_274 = l_272 + l_273;
let l_275 = l_166 + l_274;
let l_276 = l_267 * l_136;
let l_277 = l_268 * l_142;
let l_278 = l_276 + l_277;
let l_279 = l_269 * l_148;
let l_280 = l_278 + l_279;
let l_281 = l_171 + l_280;
let l_282 = l_267 * l_138;
let l_283 = l_268 * l_144;
let l_284 = l_282 + l_283;
let l_285 = l_269 * l_150;
let l_286 = l_284 + l_285;
let l_287 = l_176 + l_286;
let l_288 = l_275 * l_275;
let l_289 = l_281 * l_281;
let l_290 = l_288 + l_289;
let l_291 = l_287 * l_287;
let l_292 = l_290 + l_291;
let l_293 = l_292 < info.scalars_f32[0];
if l_293 {
let l_294 = l_292 < f32(9.99999993922529e-9);
if l_294 {
l_mut_161 = l_mut_161 | u32(1073741824);
}
l_mut_160 = l_mut_160 + u32(1);
}
}
l_mut_254 = l_mut_254 + i32(1);
}
l_mut_249 = l_mut_249 + i32(1);
}
l_mut_242 = l_mut_242 + i32(1);
}
} else {
l_mut_161 = l_mut_161 | u32(2147483648);
}
}
let l_295 = l_mut_160 | l_mut_161;
let l_296 = l_295 & u32(1073741823);
l_mut_113 = l_296;
let l_297 = l_295 & u32(1073741824);
let l_298 = l_297 != u32(0);
if l_298 {
let l_299 = &buffer_9_global[u32(3)];
let l_300 = atomicMin(l_299, l_115);}
let l_301 = l_295 & u32(2147483648);
let l_302 = l_301 != u32(0);
if l_302 {
let l_303 = &buffer_9_global[u32(7)];
let l_304 = atomicAdd(l_303, u32(1));}
}
shared_memory_109[l_112] = l_mut_110;
l_mut_110 = l_mut_110 + l_mut_113;
shared_memory_18[local_idx] = l_mut_110;
workgroupBarrier();
let l_305 = workgroup_size_no_axis / u32(1024);
l_mut_161 = l_305;
loop {
let l_306 = l_mut_161 < u32(1024);
let l_307 = !l_306;
if l_307 {
break;
}
l_mut_160 = u32(0);
let l_308 = local_idx >= l_mut_161;
if l_308 {
let l_309 = local_idx - l_mut_161;
let l_310 = shared_memory_18[l_309];
l_mut_160 = l_310;
}
workgroupBarrier();
let l_311 = shared_memory_18[local_idx];
let l_312 = l_311 + l_mut_160;
shared_memory_18[local_idx] = l_312;
workgroupBarrier();
l_mut_161 = l_mut_161 * u32(2);
}
let l_313 = shared_memory_18[local_idx];
let l_314 = l_313 - l_mut_110;
let l_315 = local_idx * u32(1);
let l_316 = l_315 + u32(0);
let l_317 = shared_memory_109[l_316];
let l_318 = l_317 + l_314;
shared_memory_109[l_316] = l_318;
let l_319 = shared_memory_18[u32(1023)];
storageBarrier();
workgroupBarrier();
let l_320 = &buffer_9_global[u32(3)];
let l_321 = atomicLoad(l_320);
let l_322 = l_321 != u32(4294967295);
let l_323 = &buffer_9_global[u32(4)];
let l_324 = atomicLoad(l_323);
let l_325 = l_324 != u32(4294967295);
let l_326 = l_322 || l_325;
let l_327 = &buffer_9_global[u32(7)];
let l_328 = atomicLoad(l_327);
let l_329 = l_328 != u32(0);
let l_330 = l_326 || l_329;
let l_331 = local_idx == u32(0);
if l_331 {
let l_332 = &buffer_9_global[u32(0)];
atomicStore(l_332,l_319);
let l_333 = &buffer_9_global[u32(1)];
let l_334 = atomicMax(l_333, l_319);let l_335 = &buffer_9_global[u32(6)];
let l_336 = atomicAdd(l_335, u32(1));let l_337 = l_319 > info.scalars_u32[4];
if l_337 {
let l_338 = &buffer_9_global[u32(2)];
let l_339 = atomicAdd(l_338, u32(1));}
}
let l_340 = l_319 > info.scalars_u32[4];
let l_341 = l_330 || l_340;
if l_341 {
l_mut_160 = local_idx;
loop {
let l_342 = l_mut_160 <= info.scalars_u32[0];
let l_343 = !l_342;
if l_343 {
break;
}
let l_344 = u32(0) + l_mut_160;
buffer_3_global[l_344] = u32(0);
l_mut_160 = l_mut_160 + u32(1024);
}
return;
}
l_mut_160 = local_idx;
loop {
let l_345 = l_mut_160 < info.scalars_u32[0];
let l_346 = !l_345;
if l_346 {
break;
}
let l_347 = l_mut_160 * l_mut_32;
let l_348 = shared_memory_109[l_347];
let l_349 = u32(0) + l_mut_160;
buffer_3_global[l_349] = l_348;
l_mut_160 = l_mut_160 + u32(1024);
}
let l_350 = local_idx == u32(0);
if l_350 {
let l_351 = u32(0) + info.scalars_u32[0];
buffer_3_global[l_351] = l_319;
}
let l_352 = local_idx * u32(1);
let l_353 = l_352 + u32(0);
let l_354 = l_353 < l_84;
if l_354 {
let l_355 = l_353 / l_mut_32;
let l_356 = l_353 % l_mut_32;
let l_357 = l_356 * info.scalars_u32[0];
let l_358 = l_357 / l_mut_32;
let l_359 = l_356 + u32(1);
let l_360 = l_359 * info.scalars_u32[0];
let l_361 = l_360 / l_mut_32;
let l_362 = shared_memory_109[l_353];
let l_363 = u32(3) * l_355;
let l_364 = u32(0) + l_363;
let l_365 = buffer_0_global[l_364];
let l_366 = u32(3) * l_355;
let l_367 = l_366 + u32(1);
let l_368 = u32(0) + l_367;
let l_369 = buffer_0_global[l_368];
let l_370 = u32(3) * l_355;
let l_371 = l_370 + u32(2);
let l_372 = u32(0) + l_371;
let l_373 = buffer_0_global[l_372];
let l_374 = u32(0) + u32(9);
let l_375 = buffer_2_global[l_374];
let l_376 = u32(0) + u32(10);
let l_377 = buffer_2_global[l_376];
let l_378 = u32(0) + u32(11);
let l_379 = buffer_2_global[l_378];
let l_380 = u32(0) + u32(12);
let l_381 = buffer_2_global[l_380];
let l_382 = u32(0) + u32(13);
let l_383 = buffer_2_global[l_382];
let l_384 = u32(0) + u32(14);
let l_385 = buffer_2_global[l_384];
let l_386 = u32(0) + u32(15);
let l_387 = buffer_2_global[l_386];
let l_388 = u32(0) + u32(16);
let l_389 = buffer_2_global[l_388];
let l_390 = u32(0) + u32(17);
let l_391 = buffer_2_global[l_390];
let l_392 = i32(2) * l_80;
let l_393 = l_392 + i32(1);
let l_394 = i32(2) * l_81;
let l_395 = l_394 + i32(1);
let l_396 = i32(2) * l_79;
let l_397 = l_396 + i32(1);
let l_398 = l_397 * l_393;
let l_399 = l_398 * l_395;
let l_400 = u32(l_399);
l_mut_113 = u32(0);
l_mut_110 = u32(0);

for (var l_mut_401: u32 = l_358; l_mut_401 < l_361; l_mut_401++) {
let l_402 = u32(3) * l_mut_401;
let l_403 = u32(0) + l_402;
let l_404 = buffer_0_global[l_403];
let l_405 = l_404 - l_365;
let l_406 = u32(3) * l_mut_401;
let l_407 = l_406 + u32(1);
let l_408 = u32(0) + l_407;
let l_409 = buffer_0_global[l_408];
let l_410 = l_409 - l_369;
let l_411 = u32(3) * l_mut_401;
let l_412 = l_411 + u32(2);
let l_413 = u32(0) + l_412;
let l_414 = buffer_0_global[l_413];
let l_415 = l_414 - l_373;
let l_416 = u32(0) + u32(0);
let l_417 = buffer_2_global[l_416];
let l_418 = l_405 * l_417;
let l_419 = u32(0) + u32(3);
let l_420 = buffer_2_global[l_419];
let l_421 = l_410 * l_420;
let l_422 = l_418 + l_421;
let l_423 = u32(0) + u32(6);
let l_424 = buffer_2_global[l_423];
let l_425 = l_415 * l_424;
let l_426 = l_422 + l_425;
let l_427 = abs(l_426);
let l_428 = l_427 + f32(0.5);
let l_429 = floor(l_428);
l_mut_225 = l_429;
let l_430 = l_426 < f32(0.0);
if l_430 {
let l_431 = -l_429;
l_mut_225 = l_431;
}
let l_432 = u32(0) + u32(1);
let l_433 = buffer_2_global[l_432];
let l_434 = l_405 * l_433;
let l_435 = u32(0) + u32(4);
let l_436 = buffer_2_global[l_435];
let l_437 = l_410 * l_436;
let l_438 = l_434 + l_437;
let l_439 = u32(0) + u32(7);
let l_440 = buffer_2_global[l_439];
let l_441 = l_415 * l_440;
let l_442 = l_438 + l_441;
let l_443 = abs(l_442);
let l_444 = l_443 + f32(0.5);
let l_445 = floor(l_444);
l_mut_208 = l_445;
let l_446 = l_442 < f32(0.0);
if l_446 {
let l_447 = -l_445;
l_mut_208 = l_447;
}
let l_448 = u32(0) + u32(2);
let l_449 = buffer_2_global[l_448];
let l_450 = l_405 * l_449;
let l_451 = u32(0) + u32(5);
let l_452 = buffer_2_global[l_451];
let l_453 = l_410 * l_452;
let l_454 = l_450 + l_453;
let l_455 = u32(0) + u32(8);
let l_456 = buffer_2_global[l_455];
let l_457 = l_415 * l_456;
let l_458 = l_454 + l_457;
let l_459 = abs(l_458);
let l_460 = l_459 + f32(0.5);
let l_461 = floor(l_460);
l_mut_191 = l_461;
let l_462 = l_458 < f32(0.0);
if l_462 {
let l_463 = -l_461;
l_mut_191 = l_463;
}
let l_464 = abs(l_mut_225);
let l_465 = l_464 < f32(4194304.0);
let l_466 = abs(l_mut_208);
let l_467 = l_466 < f32(4194304.0);
let l_468 = abs(l_mut_191);
let l_469 = l_468 < f32(4194304.0);
let l_470 = l_465 && l_467;
let l_471 = l_470 && l_469;
if l_471 {
let l_472 = i32(l_mut_225);
let l_473 = -l_472;
let l_474 = i32(l_mut_208);
let l_475 = -l_474;
let l_476 = i32(l_mut_191);
let l_477 = -l_476;
l_mut_254 = i32(0);
loop {
let l_478 = i32(2) * l_79;
let l_479 = l_478 + i32(1);
let l_480 = l_mut_254 < l_479;
let l_481 = !l_480;
if l_481 {
break;
}
let l_482 = l_473 - l_79;
let l_483 = l_482 + l_mut_254;
l_mut_249 = i32(0);
loop {
let l_484 = l_mut_249 < l_393;
let l_485 = !l_484;
if l_485 {
break;
}
let l_486 = l_475 - l_80;
let l_487 = l_486 + l_mut_249;
l_mut_242 = i32(0);
loop {
let l_488 = l_mut_242 < l_395;
let l_489 = !l_488;
if l_489 {
break;
}
let l_490 = l_477 - l_81;
let l_491 = l_490 + l_mut_242;
let l_492 = l_483 == i32(0);
let l_493 = l_487 == i32(0);
let l_494 = l_492 && l_493;
let l_495 = l_491 == i32(0);
let l_496 = l_494 && l_495;
let l_497 = l_mut_401 == l_355;
let l_498 = l_496 && l_497;
let l_499 = !l_498;
if l_499 {
let l_500 = f32(l_483);
let l_501 = f32(l_487);
let l_502 = f32(l_491);
let l_503 = l_500 * l_375;
let l_504 = l_501 * l_381;
let l_505 = l_503 + l_504;
let l_506 = l_502 * l_387;
let l_507 = l_505 + l_506;
let l_508 = l_405 + l_507;
let l_509 = l_500 * l_377;
let l_510 = l_501 * l_383;
let l_511 = l_509 + l_510;
let l_512 = l_502 * l_389;
let l_513 = l_511 + l_512;
let l_514 = l_410 + l_513;
let l_515 = l_500 * l_379;
let l_516 = l_501 * l_385;
let l_517 = l_515 + l_516;
let l_518 = l_502 * l_391;
let l_519 = l_517 + l_518;
let l_520 = l_415 + l_519;
let l_521 = l_508 * l_508;
let l_522 = l_514 * l_514;
let l_523 = l_521 + l_522;
let l_524 = l_520 * l_520;
let l_525 = l_523 + l_524;
let l_526 = l_525 < info.scalars_f32[0];
if l_526 {
let l_527 = l_362 + l_mut_113;
let l_528 = u32(0) + l_527;
buffer_4_global[l_528] = l_355;
let l_529 = u32(0) + l_527;
buffer_5_global[l_529] = l_mut_401;
let l_530 = u32(3) * l_527;
let l_531 = l_500 * l_375;
let l_532 = l_501 * l_381;
let l_533 = l_531 + l_532;
let l_534 = l_502 * l_387;
let l_535 = l_533 + l_534;
let l_536 = u32(0) + l_530;
buffer_6_global[l_536] = l_535;
let l_537 = u32(3) * l_527;
let l_538 = l_537 + u32(1);
let l_539 = l_500 * l_377;
let l_540 = l_501 * l_383;
let l_541 = l_539 + l_540;
let l_542 = l_502 * l_389;
let l_543 = l_541 + l_542;
let l_544 = u32(0) + l_538;
buffer_6_global[l_544] = l_543;
let l_545 = u32(3) * l_527;
let l_546 = l_545 + u32(2);
let l_547 = l_500 * l_379;
let l_548 = l_501 * l_385;
let l_549 = l_547 + l_548;
let l_550 = l_502 * l_391;
let l_551 = l_549 + l_550;
let l_552 = u32(0) + l_546;
buffer_6_global[l_552] = l_551;
let l_553 = l_mut_401 * l_400;
let l_554 = l_mut_254 * l_393;
let l_555 = l_554 + l_mut_249;
let l_556 = l_555 * l_395;
let l_557 = l_556 + l_mut_242;
let l_558 = u32(l_557);
let l_559 = l_553 + l_558;
let l_560 = u32(0) + l_527;
buffer_8_global[l_560] = l_559;
l_mut_113 = l_mut_113 + u32(1);
}
}
l_mut_242 = l_mut_242 + i32(1);
}
l_mut_249 = l_mut_249 + i32(1);
}
l_mut_254 = l_mut_254 + i32(1);
}
} else {
l_mut_110 = l_mut_110 | u32(2147483648);
}
}
let l_561 = l_mut_113 | l_mut_110;
}
storageBarrier();
workgroupBarrier();
let l_562 = i32(2) * l_79;
let l_563 = l_562 + i32(1);
let l_564 = i32(2) * l_80;
let l_565 = l_564 + i32(1);
let l_566 = l_563 * l_565;
let l_567 = i32(2) * l_81;
let l_568 = l_567 + i32(1);
let l_569 = l_566 * l_568;
let l_570 = u32(l_569);
l_mut_113 = u32(0);
l_mut_110 = local_idx;
loop {
let l_571 = l_mut_110 < l_319;
let l_572 = !l_571;
if l_572 {
break;
}
let l_573 = u32(0) + l_mut_110;
let l_574 = buffer_8_global[l_573];
l_mut_575 = l_mut_110;
let l_576 = l_574 != u32(4294967295);
if l_576 {
let l_577 = u32(0) + l_mut_110;
let l_578 = buffer_4_global[l_577];
let l_579 = u32(0) + l_mut_110;
let l_580 = buffer_5_global[l_579];
let l_581 = l_578 * l_570;
let l_582 = l_570 - u32(1);
let l_583 = l_574 % l_570;
let l_584 = l_582 - l_583;
let l_585 = l_581 + l_584;
let l_586 = u32(0) + l_580;
let l_587 = buffer_3_global[l_586];
let l_588 = l_580 + u32(1);
let l_589 = u32(0) + l_588;
let l_590 = buffer_3_global[l_589];
l_mut_591 = l_587;
l_mut_592 = l_590;
loop {
let l_593 = l_mut_591 < l_mut_592;
let l_594 = !l_593;
if l_594 {
break;
}
let l_595 = l_mut_591 + l_mut_592;
let l_596 = l_595 / u32(2);
let l_597 = u32(0) + l_596;
let l_598 = buffer_8_global[l_597];
let l_599 = l_598 < l_585;
if l_599 {
let l_600 = l_596 + u32(1);
l_mut_591 = l_600;
} else {
l_mut_592 = l_596;
}
}
let l_601 = l_580 + u32(1);
let l_602 = u32(0) + l_601;
let l_603 = buffer_3_global[l_602];
let l_604 = l_mut_591 < l_603;
l_mut_67 = l_604;
if l_mut_67 {
let l_605 = u32(0) + l_mut_591;
let l_606 = buffer_8_global[l_605];
let l_607 = l_606 == l_585;
l_mut_67 = l_607;
}
l_mut_575 = l_mut_591;
let l_608 = !l_mut_67;
if l_608 {
l_mut_113 = l_mut_113 + u32(1);
l_mut_575 = l_mut_110;
}
}
let l_609 = u32(0) + l_mut_110;
buffer_7_global[l_609] = l_mut_575;
l_mut_110 = l_mut_110 + u32(1024);
}
let l_610 = l_mut_113 > u32(0);
if l_610 {
let l_611 = &buffer_9_global[u32(5)];
let l_612 = atomicAdd(l_611, l_mut_113);}
l_mut_592 = local_idx;
loop {
let l_613 = u32(3) * info.scalars_u32[0];
let l_614 = l_mut_592 < l_613;
let l_615 = !l_614;
if l_615 {
break;
}
let l_616 = u32(0) + l_mut_592;
let l_617 = buffer_0_global[l_616];
let l_618 = u32(0) + l_mut_592;
buffer_1_global[l_618] = l_617;
l_mut_592 = l_mut_592 + u32(1024);
}
}
