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

var<workgroup> shared_memory_63: array<u32, 1024>;

var<workgroup> shared_memory_18: array<u32, 1024>;

const WORKGROUP_SIZE_X = 1024u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1024, 1, 1)
fn small_list_kernel(
    @builtin(local_invocation_index) local_idx: u32,
) {
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_114: u32;
var l_mut_115: u32;
var l_mut_145: f32;
var l_mut_162: f32;
var l_mut_179: f32;
var l_mut_196: i32;
var l_mut_203: i32;
var l_mut_208: i32;
var l_mut_35: u32;
var l_mut_38: u32;
var l_mut_529: u32;
var l_mut_545: u32;
var l_mut_546: u32;
var l_mut_559: bool;
var l_mut_64: u32;
var l_mut_67: u32;
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
let l_31 = i32(info.scalars_u32[1]);
let l_32 = i32(info.scalars_u32[2]);
let l_33 = i32(info.scalars_u32[3]);
let l_34 = u32(1024) / info.scalars_u32[0];
l_mut_35 = l_34;
let l_36 = l_mut_35 < u32(1);
if l_36 {
l_mut_35 = u32(1);
}
let l_37 = info.scalars_u32[0] * l_mut_35;
l_mut_38 = local_idx;
loop {
let l_39 = l_mut_38 < info.scalars_u32[0];
let l_40 = !l_39;
if l_40 {
break;
}
let l_41 = u32(3) * l_mut_38;
let l_42 = u32(0) + l_41;
let l_43 = buffer_0_global[l_42];
let l_44 = u32(3) * l_mut_38;
let l_45 = l_44 + u32(1);
let l_46 = u32(0) + l_45;
let l_47 = buffer_0_global[l_46];
let l_48 = u32(3) * l_mut_38;
let l_49 = l_48 + u32(2);
let l_50 = u32(0) + l_49;
let l_51 = buffer_0_global[l_50];
let l_52 = abs(l_43);
let l_53 = l_52 <= f32(1000000.0);
let l_54 = abs(l_47);
let l_55 = l_54 <= f32(1000000.0);
let l_56 = l_53 && l_55;
let l_57 = abs(l_51);
let l_58 = l_57 <= f32(1000000.0);
let l_59 = l_56 && l_58;
let l_60 = !l_59;
if l_60 {
let l_61 = &buffer_9_global[u32(4)];
let l_62 = atomicMin(l_61, l_mut_38);}
l_mut_38 = l_mut_38 + u32(1024);
}
l_mut_64 = u32(0);
let l_65 = local_idx * u32(1);
let l_66 = l_65 + u32(0);
l_mut_67 = u32(0);
let l_68 = l_66 < l_37;
if l_68 {
let l_69 = l_66 / l_mut_35;
let l_70 = l_66 % l_mut_35;
let l_71 = l_70 * info.scalars_u32[0];
let l_72 = l_71 / l_mut_35;
let l_73 = l_70 + u32(1);
let l_74 = l_73 * info.scalars_u32[0];
let l_75 = l_74 / l_mut_35;
let l_76 = u32(3) * l_69;
let l_77 = u32(0) + l_76;
let l_78 = buffer_0_global[l_77];
let l_79 = u32(3) * l_69;
let l_80 = l_79 + u32(1);
let l_81 = u32(0) + l_80;
let l_82 = buffer_0_global[l_81];
let l_83 = u32(3) * l_69;
let l_84 = l_83 + u32(2);
let l_85 = u32(0) + l_84;
let l_86 = buffer_0_global[l_85];
let l_87 = u32(0) + u32(9);
let l_88 = buffer_2_global[l_87];
let l_89 = u32(0) + u32(10);
let l_90 = buffer_2_global[l_89];
let l_91 = u32(0) + u32(11);
let l_92 = buffer_2_global[l_91];
let l_93 = u32(0) + u32(12);
let l_94 = buffer_2_global[l_93];
let l_95 = u32(0) + u32(13);
let l_96 = buffer_2_global[l_95];
let l_97 = u32(0) + u32(14);
let l_98 = buffer_2_global[l_97];
let l_99 = u32(0) + u32(15);
let l_100 = buffer_2_global[l_99];
let l_101 = u32(0) + u32(16);
let l_102 = buffer_2_global[l_101];
let l_103 = u32(0) + u32(17);
let l_104 = buffer_2_global[l_103];
let l_105 = i32(2) * l_32;
let l_106 = l_105 + i32(1);
let l_107 = i32(2) * l_33;
let l_108 = l_107 + i32(1);
let l_109 = i32(2) * l_31;
let l_110 = l_109 + i32(1);
let l_111 = l_110 * l_106;
let l_112 = l_111 * l_108;
let l_113 = u32(l_112);
l_mut_114 = u32(0);
l_mut_115 = u32(0);

for (var l_mut_116: u32 = l_72; l_mut_116 < l_75; l_mut_116++) {
let l_117 = u32(3) * l_mut_116;
let l_118 = u32(0) + l_117;
let l_119 = buffer_0_global[l_118];
let l_120 = l_119 - l_78;
let l_121 = u32(3) * l_mut_116;
let l_122 = l_121 + u32(1);
let l_123 = u32(0) + l_122;
let l_124 = buffer_0_global[l_123];
let l_125 = l_124 - l_82;
let l_126 = u32(3) * l_mut_116;
let l_127 = l_126 + u32(2);
let l_128 = u32(0) + l_127;
let l_129 = buffer_0_global[l_128];
let l_130 = l_129 - l_86;
let l_131 = u32(0) + u32(0);
let l_132 = buffer_2_global[l_131];
let l_133 = l_120 * l_132;
let l_134 = u32(0) + u32(3);
let l_135 = buffer_2_global[l_134];
let l_136 = l_125 * l_135;
let l_137 = l_133 + l_136;
let l_138 = u32(0) + u32(6);
let l_139 = buffer_2_global[l_138];
let l_140 = l_130 * l_139;
let l_141 = l_137 + l_140;
let l_142 = abs(l_141);
let l_143 = l_142 + f32(0.5);
let l_144 = floor(l_143);
l_mut_145 = l_144;
let l_146 = l_141 < f32(0.0);
if l_146 {
let l_147 = -l_144;
l_mut_145 = l_147;
}
let l_148 = u32(0) + u32(1);
let l_149 = buffer_2_global[l_148];
let l_150 = l_120 * l_149;
let l_151 = u32(0) + u32(4);
let l_152 = buffer_2_global[l_151];
let l_153 = l_125 * l_152;
let l_154 = l_150 + l_153;
let l_155 = u32(0) + u32(7);
let l_156 = buffer_2_global[l_155];
let l_157 = l_130 * l_156;
let l_158 = l_154 + l_157;
let l_159 = abs(l_158);
let l_160 = l_159 + f32(0.5);
let l_161 = floor(l_160);
l_mut_162 = l_161;
let l_163 = l_158 < f32(0.0);
if l_163 {
let l_164 = -l_161;
l_mut_162 = l_164;
}
let l_165 = u32(0) + u32(2);
let l_166 = buffer_2_global[l_165];
let l_167 = l_120 * l_166;
let l_168 = u32(0) + u32(5);
let l_169 = buffer_2_global[l_168];
let l_170 = l_125 * l_169;
let l_171 = l_167 + l_170;
let l_172 = u32(0) + u32(8);
let l_173 = buffer_2_global[l_172];
let l_174 = l_130 * l_173;
let l_175 = l_171 + l_174;
let l_176 = abs(l_175);
let l_177 = l_176 + f32(0.5);
let l_178 = floor(l_177);
l_mut_179 = l_178;
let l_180 = l_175 < f32(0.0);
if l_180 {
let l_181 = -l_178;
l_mut_179 = l_181;
}
let l_182 = abs(l_mut_145);
let l_183 = l_182 < f32(4194304.0);
let l_184 = abs(l_mut_162);
let l_185 = l_184 < f32(4194304.0);
let l_186 = abs(l_mut_179);
let l_187 = l_186 < f32(4194304.0);
let l_188 = l_183 && l_185;
let l_189 = l_188 && l_187;
if l_189 {
let l_190 = i32(l_mut_145);
let l_191 = -l_190;
let l_192 = i32(l_mut_162);
let l_193 = -l_192;
let l_194 = i32(l_mut_179);
let l_195 = -l_194;
l_mut_196 = i32(0);
loop {
let l_197 = i32(2) * l_31;
let l_198 = l_197 + i32(1);
let l_199 = l_mut_196 < l_198;
let l_200 = !l_199;
if l_200 {
break;
}
let l_201 = l_191 - l_31;
let l_202 = l_201 + l_mut_196;
l_mut_203 = i32(0);
loop {
let l_204 = l_mut_203 < l_106;
let l_205 = !l_204;
if l_205 {
break;
}
let l_206 = l_193 - l_32;
let l_207 = l_206 + l_mut_203;
l_mut_208 = i32(0);
loop {
let l_209 = l_mut_208 < l_108;
let l_210 = !l_209;
if l_210 {
break;
}
let l_211 = l_195 - l_33;
let l_212 = l_211 + l_mut_208;
let l_213 = l_202 == i32(0);
let l_214 = l_207 == i32(0);
let l_215 = l_213 && l_214;
let l_216 = l_212 == i32(0);
let l_217 = l_215 && l_216;
let l_218 = l_mut_116 == l_69;
let l_219 = l_217 && l_218;
let l_220 = !l_219;
if l_220 {
let l_221 = f32(l_202);
let l_222 = f32(l_207);
let l_223 = f32(l_212);
let l_224 = l_221 * l_88;
let l_225 = l_222 * l_94;
let l_226 = l_224 + l_225;
let l_227 = l_223 * l_100;
let l_228 = l_226 + l_227;
let l_229 = l_120 + l_228;
let l_230 = l_221 * l_90;
let l_231 = l_222 * l_96;
let l_232 = l_230 + l_231;
let l_233 = l_223 * l_102;
let l_234 = l_232 + l_233;
let l_235 = l_125 + l_234;
let l_236 = l_221 * l_92;
let l_237 = l_222 * l_98;
let l_238 = l_236 + l_237;
let l_239 = l_223 * l_104;
let l_240 = l_238 + l_239;
let l_241 = l_130 + l_240;
let l_242 = l_229 * l_229;
let l_243 = l_235 * l_235;
let l_244 = l_242 + l_243;
let l_245 = l_241 * l_241;
let l_246 = l_244 + l_245;
let l_247 = l_246 < info.scalars_f32[0];
if l_247 {
let l_248 = l_246 < f32(9.99999993922529e-9);
if l_248 {
l_mut_115 = l_mut_115 | u32(1073741824);
}
l_mut_114 = l_mut_114 + u32(1);
}
}
l_mut_208 = l_mut_208 + i32(1);
}
l_mut_203 = l_mut_203 + i32(1);
}
l_mut_196 = l_mut_196 + i32(1);
}
} else {
l_mut_115 = l_mut_115 | u32(2147483648);
}
}
let l_249 = l_mut_114 | l_mut_115;
let l_250 = l_249 & u32(1073741823);
l_mut_67 = l_250;
let l_251 = l_249 & u32(1073741824);
let l_252 = l_251 != u32(0);
if l_252 {
let l_253 = &buffer_9_global[u32(3)];
let l_254 = atomicMin(l_253, l_69);}
let l_255 = l_249 & u32(2147483648);
let l_256 = l_255 != u32(0);
if l_256 {
let l_257 = &buffer_9_global[u32(7)];
let l_258 = atomicAdd(l_257, u32(1));}
}
shared_memory_63[l_66] = l_mut_64;
l_mut_64 = l_mut_64 + l_mut_67;
shared_memory_18[local_idx] = l_mut_64;
workgroupBarrier();
let l_259 = workgroup_size_no_axis / u32(1024);
l_mut_115 = l_259;
loop {
let l_260 = l_mut_115 < u32(1024);
let l_261 = !l_260;
if l_261 {
break;
}
l_mut_114 = u32(0);
let l_262 = local_idx >= l_mut_115;
if l_262 {
let l_263 = local_idx - l_mut_115;
let l_264 = shared_memory_18[l_263];
l_mut_114 = l_264;
}
workgroupBarrier();
let l_265 = shared_memory_18[local_idx];
let l_266 = l_265 + l_mut_114;
shared_memory_18[local_idx] = l_266;
workgroupBarrier();
l_mut_115 = l_mut_115 * u32(2);
}
let l_267 = shared_memory_18[local_idx];
let l_268 = l_267 - l_mut_64;
let l_269 = local_idx * u32(1);
let l_270 = l_269 + u32(0);
let l_271 = shared_memory_63[l_270];
let l_272 = l_271 + l_268;
shared_memory_63[l_270] = l_272;
let l_273 = shared_memory_18[u32(1023)];
storageBarrier();
workgroupBarrier();
let l_274 = &buffer_9_global[u32(3)];
let l_275 = atomicLoad(l_274);
let l_276 = l_275 != u32(4294967295);
let l_277 = &buffer_9_global[u32(4)];
let l_278 = atomicLoad(l_277);
let l_279 = l_278 != u32(4294967295);
let l_280 = l_276 || l_279;
let l_281 = &buffer_9_global[u32(7)];
let l_282 = atomicLoad(l_281);
let l_283 = l_282 != u32(0);
let l_284 = l_280 || l_283;
let l_285 = local_idx == u32(0);
if l_285 {
let l_286 = &buffer_9_global[u32(0)];
atomicStore(l_286,l_273);
let l_287 = &buffer_9_global[u32(1)];
let l_288 = atomicMax(l_287, l_273);let l_289 = &buffer_9_global[u32(6)];
let l_290 = atomicAdd(l_289, u32(1));let l_291 = l_273 > info.scalars_u32[4];
if l_291 {
let l_292 = &buffer_9_global[u32(2)];
let l_293 = atomicAdd(l_292, u32(1));}
}
let l_294 = l_273 > info.scalars_u32[4];
let l_295 = l_284 || l_294;
if l_295 {
l_mut_114 = local_idx;
loop {
let l_296 = l_mut_114 <= info.scalars_u32[0];
let l_297 = !l_296;
if l_297 {
break;
}
let l_298 = u32(0) + l_mut_114;
buffer_3_global[l_298] = u32(0);
l_mut_114 = l_mut_114 + u32(1024);
}
return;
}
l_mut_114 = local_idx;
loop {
let l_299 = l_mut_114 < info.scalars_u32[0];
let l_300 = !l_299;
if l_300 {
break;
}
let l_301 = l_mut_114 * l_mut_35;
let l_302 = shared_memory_63[l_301];
let l_303 = u32(0) + l_mut_114;
buffer_3_global[l_303] = l_302;
l_mut_114 = l_mut_114 + u32(1024);
}
let l_304 = local_idx == u32(0);
if l_304 {
let l_305 = u32(0) + info.scalars_u32[0];
buffer_3_global[l_305] = l_273;
}
let l_306 = local_idx * u32(1);
let l_307 = l_306 + u32(0);
let l_308 = l_307 < l_37;
if l_308 {
let l_309 = l_307 / l_mut_35;
let l_310 = l_307 % l_mut_35;
let l_311 = l_310 * info.scalars_u32[0];
let l_312 = l_311 / l_mut_35;
let l_313 = l_310 + u32(1);
let l_314 = l_313 * info.scalars_u32[0];
let l_315 = l_314 / l_mut_35;
let l_316 = shared_memory_63[l_307];
let l_317 = u32(3) * l_309;
let l_318 = u32(0) + l_317;
let l_319 = buffer_0_global[l_318];
let l_320 = u32(3) * l_309;
let l_321 = l_320 + u32(1);
let l_322 = u32(0) + l_321;
let l_323 = buffer_0_global[l_322];
let l_324 = u32(3) * l_309;
let l_325 = l_324 + u32(2);
let l_326 = u32(0) + l_325;
let l_327 = buffer_0_global[l_326];
let l_328 = u32(0) + u32(9);
let l_329 = buffer_2_global[l_328];
let l_330 = u32(0) + u32(10);
let l_331 = buffer_2_global[l_330];
let l_332 = u32(0) + u32(11);
let l_333 = buffer_2_global[l_332];
let l_334 = u32(0) + u32(12);
let l_335 = buffer_2_global[l_334];
let l_336 = u32(0) + u32(13);
let l_337 = buffer_2_global[l_336];
let l_338 = u32(0) + u32(14);
let l_339 = buffer_2_global[l_338];
let l_340 = u32(0) + u32(15);
let l_341 = buffer_2_global[l_340];
let l_342 = u32(0) + u32(16);
let l_343 = buffer_2_global[l_342];
let l_344 = u32(0) + u32(17);
let l_345 = buffer_2_global[l_344];
let l_346 = i32(2) * l_32;
let l_347 = l_346 + i32(1);
let l_348 = i32(2) * l_33;
let l_349 = l_348 + i32(1);
let l_350 = i32(2) * l_31;
let l_351 = l_350 + i32(1);
let l_352 = l_351 * l_347;
let l_353 = l_352 * l_349;
let l_354 = u32(l_353);
l_mut_67 = u32(0);
l_mut_64 = u32(0);

for (var l_mut_355: u32 = l_312; l_mut_355 < l_315; l_mut_355++) {
let l_356 = u32(3) * l_mut_355;
let l_357 = u32(0) + l_356;
let l_358 = buffer_0_global[l_357];
let l_359 = l_358 - l_319;
let l_360 = u32(3) * l_mut_355;
let l_361 = l_360 + u32(1);
let l_362 = u32(0) + l_361;
let l_363 = buffer_0_global[l_362];
let l_364 = l_363 - l_323;
let l_365 = u32(3) * l_mut_355;
let l_366 = l_365 + u32(2);
let l_367 = u32(0) + l_366;
let l_368 = buffer_0_global[l_367];
let l_369 = l_368 - l_327;
let l_370 = u32(0) + u32(0);
let l_371 = buffer_2_global[l_370];
let l_372 = l_359 * l_371;
let l_373 = u32(0) + u32(3);
let l_374 = buffer_2_global[l_373];
let l_375 = l_364 * l_374;
let l_376 = l_372 + l_375;
let l_377 = u32(0) + u32(6);
let l_378 = buffer_2_global[l_377];
let l_379 = l_369 * l_378;
let l_380 = l_376 + l_379;
let l_381 = abs(l_380);
let l_382 = l_381 + f32(0.5);
let l_383 = floor(l_382);
l_mut_179 = l_383;
let l_384 = l_380 < f32(0.0);
if l_384 {
let l_385 = -l_383;
l_mut_179 = l_385;
}
let l_386 = u32(0) + u32(1);
let l_387 = buffer_2_global[l_386];
let l_388 = l_359 * l_387;
let l_389 = u32(0) + u32(4);
let l_390 = buffer_2_global[l_389];
let l_391 = l_364 * l_390;
let l_392 = l_388 + l_391;
let l_393 = u32(0) + u32(7);
let l_394 = buffer_2_global[l_393];
let l_395 = l_369 * l_394;
let l_396 = l_392 + l_395;
let l_397 = abs(l_396);
let l_398 = l_397 + f32(0.5);
let l_399 = floor(l_398);
l_mut_162 = l_399;
let l_400 = l_396 < f32(0.0);
if l_400 {
let l_401 = -l_399;
l_mut_162 = l_401;
}
let l_402 = u32(0) + u32(2);
let l_403 = buffer_2_global[l_402];
let l_404 = l_359 * l_403;
let l_405 = u32(0) + u32(5);
let l_406 = buffer_2_global[l_405];
let l_407 = l_364 * l_406;
let l_408 = l_404 + l_407;
let l_409 = u32(0) + u32(8);
let l_410 = buffer_2_global[l_409];
let l_411 = l_369 * l_410;
let l_412 = l_408 + l_411;
let l_413 = abs(l_412);
let l_414 = l_413 + f32(0.5);
let l_415 = floor(l_414);
l_mut_145 = l_415;
let l_416 = l_412 < f32(0.0);
if l_416 {
let l_417 = -l_415;
l_mut_145 = l_417;
}
let l_418 = abs(l_mut_179);
let l_419 = l_418 < f32(4194304.0);
let l_420 = abs(l_mut_162);
let l_421 = l_420 < f32(4194304.0);
let l_422 = abs(l_mut_145);
let l_423 = l_422 < f32(4194304.0);
let l_424 = l_419 && l_421;
let l_425 = l_424 && l_423;
if l_425 {
let l_426 = i32(l_mut_179);
let l_427 = -l_426;
let l_428 = i32(l_mut_162);
let l_429 = -l_428;
let l_430 = i32(l_mut_145);
let l_431 = -l_430;
l_mut_208 = i32(0);
loop {
let l_432 = i32(2) * l_31;
let l_433 = l_432 + i32(1);
let l_434 = l_mut_208 < l_433;
let l_435 = !l_434;
if l_435 {
break;
}
let l_436 = l_427 - l_31;
let l_437 = l_436 + l_mut_208;
l_mut_203 = i32(0);
loop {
let l_438 = l_mut_203 < l_347;
let l_439 = !l_438;
if l_439 {
break;
}
let l_440 = l_429 - l_32;
let l_441 = l_440 + l_mut_203;
l_mut_196 = i32(0);
loop {
let l_442 = l_mut_196 < l_349;
let l_443 = !l_442;
if l_443 {
break;
}
let l_444 = l_431 - l_33;
let l_445 = l_444 + l_mut_196;
let l_446 = l_437 == i32(0);
let l_447 = l_441 == i32(0);
let l_448 = l_446 && l_447;
let l_449 = l_445 == i32(0);
let l_450 = l_448 && l_449;
let l_451 = l_mut_355 == l_309;
let l_452 = l_450 && l_451;
let l_453 = !l_452;
if l_453 {
let l_454 = f32(l_437);
let l_455 = f32(l_441);
let l_456 = f32(l_445);
let l_457 = l_454 * l_329;
let l_458 = l_455 * l_335;
let l_459 = l_457 + l_458;
let l_460 = l_456 * l_341;
let l_461 = l_459 + l_460;
let l_462 = l_359 + l_461;
let l_463 = l_454 * l_331;
let l_464 = l_455 * l_337;
let l_465 = l_463 + l_464;
let l_466 = l_456 * l_343;
let l_467 = l_465 + l_466;
let l_468 = l_364 + l_467;
let l_469 = l_454 * l_333;
let l_470 = l_455 * l_339;
let l_471 = l_469 + l_470;
let l_472 = l_456 * l_345;
let l_473 = l_471 + l_472;
let l_474 = l_369 + l_473;
let l_475 = l_462 * l_462;
let l_476 = l_468 * l_468;
let l_477 = l_475 + l_476;
let l_478 = l_474 * l_474;
let l_479 = l_477 + l_478;
let l_480 = l_479 < info.scalars_f32[0];
if l_480 {
let l_481 = l_316 + l_mut_67;
let l_482 = u32(0) + l_481;
buffer_4_global[l_482] = l_309;
let l_483 = u32(0) + l_481;
buffer_5_global[l_483] = l_mut_355;
let l_484 = u32(3) * l_481;
let l_485 = l_454 * l_329;
let l_486 = l_455 * l_335;
let l_487 = l_485 + l_486;
let l_488 = l_456 * l_341;
let l_489 = l_487 + l_488;
let l_490 = u32(0) + l_484;
buffer_6_global[l_490] = l_489;
let l_491 = u32(3) * l_481;
let l_492 = l_491 + u32(1);
let l_493 = l_454 * l_331;
let l_494 = l_455 * l_337;
let l_495 = l_493 + l_494;
let l_496 = l_456 * l_343;
let l_497 = l_495 + l_496;
let l_498 = u32(0) + l_492;
buffer_6_global[l_498] = l_497;
let l_499 = u32(3) * l_481;
let l_500 = l_499 + u32(2);
let l_501 = l_454 * l_333;
let l_502 = l_455 * l_339;
let l_503 = l_501 + l_502;
let l_504 = l_456 * l_345;
let l_505 = l_503 + l_504;
let l_506 = u32(0) + l_500;
buffer_6_global[l_506] = l_505;
let l_507 = l_mut_355 * l_354;
let l_508 = l_mut_208 * l_347;
let l_509 = l_508 + l_mut_203;
let l_510 = l_509 * l_349;
let l_511 = l_510 + l_mut_196;
let l_512 = u32(l_511);
let l_513 = l_507 + l_512;
let l_514 = u32(0) + l_481;
buffer_8_global[l_514] = l_513;
l_mut_67 = l_mut_67 + u32(1);
}
}
l_mut_196 = l_mut_196 + i32(1);
}
l_mut_203 = l_mut_203 + i32(1);
}
l_mut_208 = l_mut_208 + i32(1);
}
} else {
l_mut_64 = l_mut_64 | u32(2147483648);
}
}
let l_515 = l_mut_67 | l_mut_64;
}
storageBarrier();
workgroupBarrier();
let l_516 = i32(2) * l_31;
let l_517 = l_516 + i32(1);
let l_518 = i32(2) * l_32;
let l_519 = l_518 + i32(1);
let l_520 = l_517 * l_519;
let l_521 = i32(2) * l_33;
let l_522 = l_521 + i32(1);
let l_523 = l_520 * l_522;
let l_524 = u32(l_523);
l_mut_67 = u32(0);
l_mut_64 = local_idx;
loop {
let l_525 = l_mut_64 < l_273;
let l_526 = !l_525;
if l_526 {
break;
}
let l_527 = u32(0) + l_mut_64;
let l_528 = buffer_8_global[l_527];
l_mut_529 = l_mut_64;
let l_530 = l_528 != u32(4294967295);
if l_530 {
let l_531 = u32(0) + l_mut_64;
let l_532 = buffer_4_global[l_531];
let l_533 = u32(0) + l_mut_64;
let l_534 = buffer_5_global[l_533];
let l_535 = l_532 * l_524;
let l_536 = l_524 - u32(1);
let l_537 = l_528 % l_524;
let l_538 = l_536 - l_537;
let l_539 = l_535 + l_538;
let l_540 = u32(0) + l_534;
let l_541 = buffer_3_global[l_540];
let l_542 = l_534 + u32(1);
let l_543 = u32(0) + l_542;
let l_544 = buffer_3_global[l_543];
l_mut_545 = l_541;
l_mut_546 = l_544;
loop {
let l_547 = l_mut_545 < l_mut_546;
let l_548 = !l_547;
if l_548 {
break;
}
let l_549 = l_mut_545 + l_mut_546;
let l_550 = l_549 / u32(2);
let l_551 = u32(0) + l_550;
let l_552 = buffer_8_global[l_551];
let l_553 = l_552 < l_539;
if l_553 {
let l_554 = l_550 + u32(1);
l_mut_545 = l_554;
} else {
l_mut_546 = l_550;
}
}
let l_555 = l_534 + u32(1);
let l_556 = u32(0) + l_555;
let l_557 = buffer_3_global[l_556];
let l_558 = l_mut_545 < l_557;
l_mut_559 = l_558;
if l_mut_559 {
let l_560 = u32(0) + l_mut_545;
let l_561 = buffer_8_global[l_560];
let l_562 = l_561 == l_539;
l_mut_559 = l_562;
}
l_mut_529 = l_mut_545;
let l_563 = !l_mut_559;
if l_563 {
l_mut_67 = l_mut_67 + u32(1);
l_mut_529 = l_mut_64;
}
}
let l_564 = u32(0) + l_mut_64;
buffer_7_global[l_564] = l_mut_529;
l_mut_64 = l_mut_64 + u32(1024);
}
let l_565 = l_mut_67 > u32(0);
if l_565 {
let l_566 = &buffer_9_global[u32(5)];
let l_567 = atomicAdd(l_566, l_mut_67);}
}
