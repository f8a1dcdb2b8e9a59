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

var<workgroup> shared_memory_62: array<u32, 1024>;

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
var l_mut_113: u32;
var l_mut_114: u32;
var l_mut_144: f32;
var l_mut_161: f32;
var l_mut_178: f32;
var l_mut_195: i32;
var l_mut_202: i32;
var l_mut_207: i32;
var l_mut_34: u32;
var l_mut_37: u32;
var l_mut_539: u32;
var l_mut_543: u32;
var l_mut_556: bool;
var l_mut_560: u32;
var l_mut_63: u32;
var l_mut_66: u32;
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
}
storageBarrier();
workgroupBarrier();
let l_30 = i32(info.scalars_u32[1]);
let l_31 = i32(info.scalars_u32[2]);
let l_32 = i32(info.scalars_u32[3]);
let l_33 = u32(1024) / info.scalars_u32[0];
l_mut_34 = l_33;
let l_35 = l_mut_34 < u32(1);
if l_35 {
l_mut_34 = u32(1);
}
let l_36 = info.scalars_u32[0] * l_mut_34;
l_mut_37 = local_idx;
loop {
let l_38 = l_mut_37 < info.scalars_u32[0];
let l_39 = !l_38;
if l_39 {
break;
}
let l_40 = u32(3) * l_mut_37;
let l_41 = u32(0) + l_40;
let l_42 = buffer_0_global[l_41];
let l_43 = u32(3) * l_mut_37;
let l_44 = l_43 + u32(1);
let l_45 = u32(0) + l_44;
let l_46 = buffer_0_global[l_45];
let l_47 = u32(3) * l_mut_37;
let l_48 = l_47 + u32(2);
let l_49 = u32(0) + l_48;
let l_50 = buffer_0_global[l_49];
let l_51 = abs(l_42);
let l_52 = l_51 <= f32(1000000.0);
let l_53 = abs(l_46);
let l_54 = l_53 <= f32(1000000.0);
let l_55 = l_52 && l_54;
let l_56 = abs(l_50);
let l_57 = l_56 <= f32(1000000.0);
let l_58 = l_55 && l_57;
let l_59 = !l_58;
if l_59 {
let l_60 = &buffer_9_global[u32(4)];
let l_61 = atomicMin(l_60, l_mut_37);}
l_mut_37 = l_mut_37 + u32(1024);
}
l_mut_63 = u32(0);
let l_64 = local_idx * u32(1);
let l_65 = l_64 + u32(0);
l_mut_66 = u32(0);
let l_67 = l_65 < l_36;
if l_67 {
let l_68 = l_65 / l_mut_34;
let l_69 = l_65 % l_mut_34;
let l_70 = l_69 * info.scalars_u32[0];
let l_71 = l_70 / l_mut_34;
let l_72 = l_69 + u32(1);
let l_73 = l_72 * info.scalars_u32[0];
let l_74 = l_73 / l_mut_34;
let l_75 = u32(3) * l_68;
let l_76 = u32(0) + l_75;
let l_77 = buffer_0_global[l_76];
let l_78 = u32(3) * l_68;
let l_79 = l_78 + u32(1);
let l_80 = u32(0) + l_79;
let l_81 = buffer_0_global[l_80];
let l_82 = u32(3) * l_68;
let l_83 = l_82 + u32(2);
let l_84 = u32(0) + l_83;
let l_85 = buffer_0_global[l_84];
let l_86 = u32(0) + u32(9);
let l_87 = buffer_2_global[l_86];
let l_88 = u32(0) + u32(10);
let l_89 = buffer_2_global[l_88];
let l_90 = u32(0) + u32(11);
let l_91 = buffer_2_global[l_90];
let l_92 = u32(0) + u32(12);
let l_93 = buffer_2_global[l_92];
let l_94 = u32(0) + u32(13);
let l_95 = buffer_2_global[l_94];
let l_96 = u32(0) + u32(14);
let l_97 = buffer_2_global[l_96];
let l_98 = u32(0) + u32(15);
let l_99 = buffer_2_global[l_98];
let l_100 = u32(0) + u32(16);
let l_101 = buffer_2_global[l_100];
let l_102 = u32(0) + u32(17);
let l_103 = buffer_2_global[l_102];
let l_104 = i32(2) * l_31;
let l_105 = l_104 + i32(1);
let l_106 = i32(2) * l_32;
let l_107 = l_106 + i32(1);
let l_108 = i32(2) * l_30;
let l_109 = l_108 + i32(1);
let l_110 = l_109 * l_105;
let l_111 = l_110 * l_107;
let l_112 = u32(l_111);
l_mut_113 = u32(0);
l_mut_114 = u32(0);

for (var l_mut_115: u32 = l_71; l_mut_115 < l_74; l_mut_115++) {
let l_116 = u32(3) * l_mut_115;
let l_117 = u32(0) + l_116;
let l_118 = buffer_0_global[l_117];
let l_119 = l_118 - l_77;
let l_120 = u32(3) * l_mut_115;
let l_121 = l_120 + u32(1);
let l_122 = u32(0) + l_121;
let l_123 = buffer_0_global[l_122];
let l_124 = l_123 - l_81;
let l_125 = u32(3) * l_mut_115;
let l_126 = l_125 + u32(2);
let l_127 = u32(0) + l_126;
let l_128 = buffer_0_global[l_127];
let l_129 = l_128 - l_85;
let l_130 = u32(0) + u32(0);
let l_131 = buffer_2_global[l_130];
let l_132 = l_119 * l_131;
let l_133 = u32(0) + u32(3);
let l_134 = buffer_2_global[l_133];
let l_135 = l_124 * l_134;
let l_136 = l_132 + l_135;
let l_137 = u32(0) + u32(6);
let l_138 = buffer_2_global[l_137];
let l_139 = l_129 * l_138;
let l_140 = l_136 + l_139;
let l_141 = abs(l_140);
let l_142 = l_141 + f32(0.5);
let l_143 = floor(l_142);
l_mut_144 = l_143;
let l_145 = l_140 < f32(0.0);
if l_145 {
let l_146 = -l_143;
l_mut_144 = l_146;
}
let l_147 = u32(0) + u32(1);
let l_148 = buffer_2_global[l_147];
let l_149 = l_119 * l_148;
let l_150 = u32(0) + u32(4);
let l_151 = buffer_2_global[l_150];
let l_152 = l_124 * l_151;
let l_153 = l_149 + l_152;
let l_154 = u32(0) + u32(7);
let l_155 = buffer_2_global[l_154];
let l_156 = l_129 * l_155;
let l_157 = l_153 + l_156;
let l_158 = abs(l_157);
let l_159 = l_158 + f32(0.5);
let l_160 = floor(l_159);
l_mut_161 = l_160;
let l_162 = l_157 < f32(0.0);
if l_162 {
let l_163 = -l_160;
l_mut_161 = l_163;
}
let l_164 = u32(0) + u32(2);
let l_165 = buffer_2_global[l_164];
let l_166 = l_119 * l_165;
let l_167 = u32(0) + u32(5);
let l_168 = buffer_2_global[l_167];
let l_169 = l_124 * l_168;
let l_170 = l_166 + l_169;
let l_171 = u32(0) + u32(8);
let l_172 = buffer_2_global[l_171];
let l_173 = l_129 * l_172;
let l_174 = l_170 + l_173;
let l_175 = abs(l_174);
let l_176 = l_175 + f32(0.5);
let l_177 = floor(l_176);
l_mut_178 = l_177;
let l_179 = l_174 < f32(0.0);
if l_179 {
let l_180 = -l_177;
l_mut_178 = l_180;
}
let l_181 = abs(l_mut_144);
let l_182 = l_181 < f32(4194304.0);
let l_183 = abs(l_mut_161);
let l_184 = l_183 < f32(4194304.0);
let l_185 = abs(l_mut_178);
let l_186 = l_185 < f32(4194304.0);
let l_187 = l_182 && l_184;
let l_188 = l_187 && l_186;
if l_188 {
let l_189 = i32(l_mut_144);
let l_190 = -l_189;
let l_191 = i32(l_mut_161);
let l_192 = -l_191;
let l_193 = i32(l_mut_178);
let l_194 = -l_193;
l_mut_195 = i32(0);
loop {
let l_196 = i32(2) * l_30;
let l_197 = l_196 + i32(1);
let l_198 = l_mut_195 < l_197;
let l_199 = !l_198;
if l_199 {
break;
}
let l_200 = l_190 - l_30;
let l_201 = l_200 + l_mut_195;
l_mut_202 = i32(0);
loop {
let l_203 = l_mut_202 < l_105;
let l_204 = !l_203;
if l_204 {
break;
}
let l_205 = l_192 - l_31;
let l_206 = l_205 + l_mut_202;
l_mut_207 = i32(0);
loop {
let l_208 = l_mut_207 < l_107;
let l_209 = !l_208;
if l_209 {
break;
}
let l_210 = l_194 - l_32;
let l_211 = l_210 + l_mut_207;
let l_212 = l_201 == i32(0);
let l_213 = l_206 == i32(0);
let l_214 = l_212 && l_213;
let l_215 = l_211 == i32(0);
let l_216 = l_214 && l_215;
let l_217 = l_mut_115 == l_68;
let l_218 = l_216 && l_217;
let l_219 = !l_218;
if l_219 {
let l_220 = f32(l_201);
let l_221 = f32(l_206);
let l_222 = f32(l_211);
let l_223 = l_220 * l_87;
let l_224 = l_221 * l_93;
let l_225 = l_223 + l_224;
let l_226 = l_222 * l_99;
let l_227 = l_225 + l_226;
let l_228 = l_119 + l_227;
let l_229 = l_220 * l_89;
let l_230 = l_221 * l_95;
let l_231 = l_229 + l_230;
let l_232 = l_222 * l_101;
let l_233 = l_231 + l_232;
let l_234 = l_124 + l_233;
let l_235 = l_220 * l_91;
let l_236 = l_221 * l_97;
let l_237 = l_235 + l_236;
let l_238 = l_222 * l_103;
let l_239 = l_237 + l_238;
let l_240 = l_129 + l_239;
let l_241 = l_228 * l_228;
let l_242 = l_234 * l_234;
let l_243 = l_241 + l_242;
let l_244 = l_240 * l_240;
let l_245 = l_243 + l_244;
let l_246 = l_245 < info.scalars_f32[0];
if l_246 {
let l_247 = l_245 < f32(9.99999993922529e-9);
if l_247 {
l_mut_114 = l_mut_114 | u32(1073741824);
}
l_mut_113 = l_mut_113 + u32(1);
}
}
l_mut_207 = l_mut_207 + i32(1);
}
l_mut_202 = l_mut_202 + i32(1);
}
l_mut_195 = l_mut_195 + i32(1);
}
} else {
l_mut_114 = l_mut_114 | u32(2147483648);
}
}
let l_248 = l_mut_113 | l_mut_114;
let l_249 = l_248 & u32(1073741823);
l_mut_66 = l_249;
let l_250 = l_248 & u32(1073741824);
let l_251 = l_250 != u32(0);
if l_251 {
let l_252 = &buffer_9_global[u32(3)];
let l_253 = atomicMin(l_252, l_68);}
let l_254 = l_248 & u32(2147483648);
let l_255 = l_254 != u32(0);
if l_255 {
let l_256 = &buffer_9_global[u32(7)];
let l_257 = atomicAdd(l_256, u32(1));}
}
shared_memory_62[l_65] = l_mut_63;
l_mut_63 = l_mut_63 + l_mut_66;
shared_memory_18[local_idx] = l_mut_63;
workgroupBarrier();
let l_258 = workgroup_size_no_axis / u32(1024);
l_mut_114 = l_258;
loop {
let l_259 = l_mut_114 < u32(1024);
let l_260 = !l_259;
if l_260 {
break;
}
l_mut_113 = u32(0);
let l_261 = local_idx >= l_mut_114;
if l_261 {
let l_262 = local_idx - l_mut_114;
let l_263 = shared_memory_18[l_262];
l_mut_113 = l_263;
}
workgroupBarrier();
let l_264 = shared_memory_18[local_idx];
let l_265 = l_264 + l_mut_113;
shared_memory_18[local_idx] = l_265;
workgroupBarrier();
l_mut_114 = l_mut_114 * u32(2);
}
let l_266 = shared_memory_18[local_idx];
let l_267 = l_266 - l_mut_63;
let l_268 = local_idx * u32(1);
let l_269 = l_268 + u32(0);
let l_270 = shared_memory_62[l_269];
let l_271 = l_270 + l_267;
shared_memory_62[l_269] = l_271;
let l_272 = shared_memory_18[u32(1023)];
storageBarrier();
workgroupBarrier();
let l_273 = &buffer_9_global[u32(3)];
let l_274 = atomicLoad(l_273);
let l_275 = l_274 != u32(4294967295);
let l_276 = &buffer_9_global[u32(4)];
let l_277 = atomicLoad(l_276);
let l_278 = l_277 != u32(4294967295);
let l_279 = l_275 || l_278;
let l_280 = &buffer_9_global[u32(7)];
let l_281 = atomicLoad(l_280);
let l_282 = l_281 != u32(0);
let l_283 = l_279 || l_282;
let l_284 = local_idx == u32(0);
if l_284 {
let l_285 = &buffer_9_global[u32(0)];
atomicStore(l_285,l_272);
let l_286 = &buffer_9_global[u32(1)];
let l_287 = atomicMax(l_286, l_272);let l_288 = &buffer_9_global[u32(6)];
let l_289 = atomicAdd(l_288, u32(1));let l_290 = l_272 > info.scalars_u32[4];
if l_290 {
let l_291 = &buffer_9_global[u32(2)];
let l_292 = atomicAdd(l_291, u32(1));}
}
let l_293 = l_272 > info.scalars_u32[4];
let l_294 = l_283 || l_293;
if l_294 {
l_mut_113 = local_idx;
loop {
let l_295 = l_mut_113 <= info.scalars_u32[0];
let l_296 = !l_295;
if l_296 {
break;
}
let l_297 = u32(0) + l_mut_113;
buffer_3_global[l_297] = u32(0);
l_mut_113 = l_mut_113 + u32(1024);
}
return;
}
l_mut_113 = local_idx;
loop {
let l_298 = l_mut_113 < info.scalars_u32[0];
let l_299 = !l_298;
if l_299 {
break;
}
let l_300 = l_mut_113 * l_mut_34;
let l_301 = shared_memory_62[l_300];
let l_302 = u32(0) + l_mut_113;
buffer_3_global[l_302] = l_301;
l_mut_113 = l_mut_113 + u32(1024);
}
let l_303 = local_idx == u32(0);
if l_303 {
let l_304 = u32(0) + info.scalars_u32[0];
buffer_3_global[l_304] = l_272;
}
let l_305 = local_idx * u32(1);
let l_306 = l_305 + u32(0);
let l_307 = l_306 < l_36;
if l_307 {
let l_308 = l_306 / l_mut_34;
let l_309 = l_306 % l_mut_34;
let l_310 = l_309 * info.scalars_u32[0];
let l_311 = l_310 / l_mut_34;
let l_312 = l_309 + u32(1);
let l_313 = l_312 * info.scalars_u32[0];
let l_314 = l_313 / l_mut_34;
let l_315 = shared_memory_62[l_306];
let l_316 = u32(3) * l_308;
let l_317 = u32(0) + l_316;
let l_318 = buffer_0_global[l_317];
let l_319 = u32(3) * l_308;
let l_320 = l_319 + u32(1);
let l_321 = u32(0) + l_320;
let l_322 = buffer_0_global[l_321];
let l_323 = u32(3) * l_308;
let l_324 = l_323 + u32(2);
let l_325 = u32(0) + l_324;
let l_326 = buffer_0_global[l_325];
let l_327 = u32(0) + u32(9);
let l_328 = buffer_2_global[l_327];
let l_329 = u32(0) + u32(10);
let l_330 = buffer_2_global[l_329];
let l_331 = u32(0) + u32(11);
let l_332 = buffer_2_global[l_331];
let l_333 = u32(0) + u32(12);
let l_334 = buffer_2_global[l_333];
let l_335 = u32(0) + u32(13);
let l_336 = buffer_2_global[l_335];
let l_337 = u32(0) + u32(14);
let l_338 = buffer_2_global[l_337];
let l_339 = u32(0) + u32(15);
let l_340 = buffer_2_global[l_339];
let l_341 = u32(0) + u32(16);
let l_342 = buffer_2_global[l_341];
let l_343 = u32(0) + u32(17);
let l_344 = buffer_2_global[l_343];
let l_345 = i32(2) * l_31;
let l_346 = l_345 + i32(1);
let l_347 = i32(2) * l_32;
let l_348 = l_347 + i32(1);
let l_349 = i32(2) * l_30;
let l_350 = l_349 + i32(1);
let l_351 = l_350 * l_346;
let l_352 = l_351 * l_348;
let l_353 = u32(l_352);
l_mut_66 = u32(0);
l_mut_63 = u32(0);

for (var l_mut_354: u32 = l_311; l_mut_354 < l_314; l_mut_354++) {
let l_355 = u32(3) * l_mut_354;
let l_356 = u32(0) + l_355;
let l_357 = buffer_0_global[l_356];
let l_358 = l_357 - l_318;
let l_359 = u32(3) * l_mut_354;
let l_360 = l_359 + u32(1);
let l_361 = u32(0) + l_360;
let l_362 = buffer_0_global[l_361];
let l_363 = l_362 - l_322;
let l_364 = u32(3) * l_mut_354;
let l_365 = l_364 + u32(2);
let l_366 = u32(0) + l_365;
let l_367 = buffer_0_global[l_366];
let l_368 = l_367 - l_326;
let l_369 = u32(0) + u32(0);
let l_370 = buffer_2_global[l_369];
let l_371 = l_358 * l_370;
let l_372 = u32(0) + u32(3);
let l_373 = buffer_2_global[l_372];
let l_374 = l_363 * l_373;
let l_375 = l_371 + l_374;
let l_376 = u32(0) + u32(6);
let l_377 = buffer_2_global[l_376];
let l_378 = l_368 * l_377;
let l_379 = l_375 + l_378;
let l_380 = abs(l_379);
let l_381 = l_380 + f32(0.5);
let l_382 = floor(l_381);
l_mut_178 = l_382;
let l_383 = l_379 < f32(0.0);
if l_383 {
let l_384 = -l_382;
l_mut_178 = l_384;
}
let l_385 = u32(0) + u32(1);
let l_386 = buffer_2_global[l_385];
let l_387 = l_358 * l_386;
let l_388 = u32(0) + u32(4);
let l_389 = buffer_2_global[l_388];
let l_390 = l_363 * l_389;
let l_391 = l_387 + l_390;
let l_392 = u32(0) + u32(7);
let l_393 = buffer_2_global[l_392];
let l_394 = l_368 * l_393;
let l_395 = l_391 + l_394;
let l_396 = abs(l_395);
let l_397 = l_396 + f32(0.5);
let l_398 = floor(l_397);
l_mut_161 = l_398;
let l_399 = l_395 < f32(0.0);
if l_399 {
let l_400 = -l_398;
l_mut_161 = l_400;
}
let l_401 = u32(0) + u32(2);
let l_402 = buffer_2_global[l_401];
let l_403 = l_358 * l_402;
let l_404 = u32(0) + u32(5);
let l_405 = buffer_2_global[l_404];
let l_406 = l_363 * l_405;
let l_407 = l_403 + l_406;
let l_408 = u32(0) + u32(8);
let l_409 = buffer_2_global[l_408];
let l_410 = l_368 * l_409;
let l_411 = l_407 + l_410;
let l_412 = abs(l_411);
let l_413 = l_412 + f32(0.5);
let l_414 = floor(l_413);
l_mut_144 = l_414;
let l_415 = l_411 < f32(0.0);
if l_415 {
let l_416 = -l_414;
l_mut_144 = l_416;
}
let l_417 = abs(l_mut_178);
let l_418 = l_417 < f32(4194304.0);
let l_419 = abs(l_mut_161);
let l_420 = l_419 < f32(4194304.0);
let l_421 = abs(l_mut_144);
let l_422 = l_421 < f32(4194304.0);
let l_423 = l_418 && l_420;
let l_424 = l_423 && l_422;
if l_424 {
let l_425 = i32(l_mut_178);
let l_426 = -l_425;
let l_427 = i32(l_mut_161);
let l_428 = -l_427;
let l_429 = i32(l_mut_144);
let l_430 = -l_429;
l_mut_207 = i32(0);
loop {
let l_431 = i32(2) * l_30;
let l_432 = l_431 + i32(1);
let l_433 = l_mut_207 < l_432;
let l_434 = !l_433;
if l_434 {
break;
}
let l_435 = l_426 - l_30;
let l_436 = l_435 + l_mut_207;
l_mut_202 = i32(0);
loop {
let l_437 = l_mut_202 < l_346;
let l_438 = !l_437;
if l_438 {
break;
}
let l_439 = l_428 - l_31;
let l_440 = l_439 + l_mut_202;
l_mut_195 = i32(0);
loop {
let l_441 = l_mut_195 < l_348;
let l_442 = !l_441;
if l_442 {
break;
}
let l_443 = l_430 - l_32;
let l_444 = l_443 + l_mut_195;
let l_445 = l_436 == i32(0);
let l_446 = l_440 == i32(0);
let l_447 = l_445 && l_446;
let l_448 = l_444 == i32(0);
let l_449 = l_447 && l_448;
let l_450 = l_mut_354 == l_308;
let l_451 = l_449 && l_450;
let l_452 = !l_451;
if l_452 {
let l_453 = f32(l_436);
let l_454 = f32(l_440);
let l_455 = f32(l_444);
let l_456 = l_453 * l_328;
let l_457 = l_454 * l_334;
let l_458 = l_456 + l_457;
let l_459 = l_455 * l_340;
let l_460 = l_458 + l_459;
let l_461 = l_358 + l_460;
let l_462 = l_453 * l_330;
let l_463 = l_454 * l_336;
let l_464 = l_462 + l_463;
let l_465 = l_455 * l_342;
let l_466 = l_464 + l_465;
let l_467 = l_363 + l_466;
let l_468 = l_453 * l_332;
let l_469 = l_454 * l_338;
let l_470 = l_468 + l_469;
let l_471 = l_455 * l_344;
let l_472 = l_470 + l_471;
let l_473 = l_368 + l_472;
let l_474 = l_461 * l_461;
let l_475 = l_467 * l_467;
let l_476 = l_474 + l_475;
let l_477 = l_473 * l_473;
let l_478 = l_476 + l_477;
let l_479 = l_478 < info.scalars_f32[0];
if l_479 {
let l_480 = l_315 + l_mut_66;
let l_481 = u32(0) + l_480;
buffer_4_global[l_481] = l_308;
let l_482 = u32(0) + l_480;
buffer_5_global[l_482] = l_mut_354;
let l_483 = u32(3) * l_480;
let l_484 = l_453 * l_328;
let l_485 = l_454 * l_334;
let l_486 = l_484 + l_485;
let l_487 = l_455 * l_340;
let l_488 = l_486 + l_487;
let l_489 = u32(0) + l_483;
buffer_6_global[l_489] = l_488;
let l_490 = u32(3) * l_480;
let l_491 = l_490 + u32(1);
let l_492 = l_453 * l_330;
let l_493 = l_454 * l_336;
let l_494 = l_492 + l_493;
let l_495 = l_455 * l_342;
let l_496 = l_494 + l_495;
let l_497 = u32(0) + l_491;
buffer_6_global[l_497] = l_496;
let l_498 = u32(3) * l_480;
let l_499 = l_498 + u32(2);
let l_500 = l_453 * l_332;
let l_501 = l_454 * l_338;
let l_502 = l_500 + l_501;
let l_503 = l_455 * l_344;
let l_504 = l_502 + l_503;
let l_505 = u32(0) + l_499;
buffer_6_global[l_505] = l_504;
let l_506 = l_mut_354 * l_353;
let l_507 = l_mut_207 * l_346;
let l_508 = l_507 + l_mut_202;
let l_509 = l_508 * l_348;
let l_510 = l_509 + l_mut_195;
let l_511 = u32(l_510);
let l_512 = l_506 + l_511;
let l_513 = u32(0) + l_480;
buffer_8_global[l_513] = l_512;
l_mut_66 = l_mut_66 + u32(1);
}
}
l_mut_195 = l_mut_195 + i32(1);
}
l_mut_202 = l_mut_202 + i32(1);
}
l_mut_207 = l_mut_207 + i32(1);
}
} else {
l_mut_63 = l_mut_63 | u32(2147483648);
}
}
let l_514 = l_mut_66 | l_mut_63;
}
storageBarrier();
workgroupBarrier();
let l_515 = i32(2) * l_30;
let l_516 = l_515 + i32(1);
let l_517 = i32(2) * l_31;
let l_518 = l_517 + i32(1);
let l_519 = l_516 * l_518;
let l_520 = i32(2) * l_32;
let l_521 = l_520 + i32(1);
let l_522 = l_519 * l_521;
let l_523 = u32(l_522);
l_mut_66 = u32(0);
l_mut_63 = local_idx;
loop {
let l_524 = l_mut_63 < l_272;
let l_525 = !l_524;
if l_525 {
break;
}
let l_526 = u32(0) + l_mut_63;
let l_527 = buffer_4_global[l_526];
let l_528 = u32(0) + l_mut_63;
let l_529 = buffer_5_global[l_528];
let l_530 = l_527 * l_523;
let l_531 = l_523 - u32(1);
let l_532 = u32(0) + l_mut_63;
let l_533 = buffer_8_global[l_532];
let l_534 = l_533 % l_523;
let l_535 = l_531 - l_534;
let l_536 = l_530 + l_535;
let l_537 = u32(0) + l_529;
let l_538 = buffer_3_global[l_537];
l_mut_539 = l_538;
let l_540 = l_529 + u32(1);
let l_541 = u32(0) + l_540;
let l_542 = buffer_3_global[l_541];
l_mut_543 = l_542;
loop {
let l_544 = l_mut_539 < l_mut_543;
let l_545 = !l_544;
if l_545 {
break;
}
let l_546 = l_mut_539 + l_mut_543;
let l_547 = l_546 / u32(2);
let l_548 = u32(0) + l_547;
let l_549 = buffer_8_global[l_548];
let l_550 = l_549 < l_536;
if l_550 {
let l_551 = l_547 + u32(1);
l_mut_539 = l_551;
} else {
l_mut_543 = l_547;
}
}
let l_552 = l_529 + u32(1);
let l_553 = u32(0) + l_552;
let l_554 = buffer_3_global[l_553];
let l_555 = l_mut_539 < l_554;
l_mut_556 = l_555;
if l_mut_556 {
let l_557 = u32(0) + l_mut_539;
let l_558 = buffer_8_global[l_557];
let l_559 = l_558 == l_536;
l_mut_556 = l_559;
}
l_mut_560 = l_mut_539;
let l_561 = !l_mut_556;
if l_561 {
l_mut_66 = l_mut_66 + u32(1);
l_mut_560 = l_mut_63;
}
let l_562 = u32(0) + l_mut_63;
buffer_7_global[l_562] = l_mut_560;
l_mut_63 = l_mut_63 + u32(1024);
}
let l_563 = l_mut_66 > u32(0);
if l_563 {
let l_564 = &buffer_9_global[u32(5)];
let l_565 = atomicAdd(l_564, l_mut_66);}
}
