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

var<workgroup> shared_memory_108: array<u32, 1024>;

const WORKGROUP_SIZE_X = 1024u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1024, 1, 1)
fn small_list_kernel(
    @builtin(local_invocation_index) local_idx: u32,
) {
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_109: u32;
var l_mut_112: u32;
var l_mut_159: u32;
var l_mut_160: u32;
var l_mut_190: f32;
var l_mut_207: f32;
var l_mut_224: f32;
var l_mut_241: i32;
var l_mut_248: i32;
var l_mut_253: i32;
var l_mut_30: u32;
var l_mut_31: u32;
var l_mut_585: u32;
var l_mut_589: u32;
var l_mut_605: u32;
var l_mut_66: bool;
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
l_mut_30 = u32(0);
l_mut_31 = local_idx;
loop {
let l_32 = l_mut_31 < info.scalars_u32[0];
let l_33 = !l_32;
if l_33 {
break;
}
let l_34 = u32(3) * l_mut_31;
let l_35 = u32(0) + l_34;
let l_36 = buffer_0_global[l_35];
let l_37 = u32(3) * l_mut_31;
let l_38 = u32(0) + l_37;
let l_39 = buffer_1_global[l_38];
let l_40 = l_36 - l_39;
let l_41 = u32(3) * l_mut_31;
let l_42 = l_41 + u32(1);
let l_43 = u32(0) + l_42;
let l_44 = buffer_0_global[l_43];
let l_45 = u32(3) * l_mut_31;
let l_46 = l_45 + u32(1);
let l_47 = u32(0) + l_46;
let l_48 = buffer_1_global[l_47];
let l_49 = l_44 - l_48;
let l_50 = u32(3) * l_mut_31;
let l_51 = l_50 + u32(2);
let l_52 = u32(0) + l_51;
let l_53 = buffer_0_global[l_52];
let l_54 = u32(3) * l_mut_31;
let l_55 = l_54 + u32(2);
let l_56 = u32(0) + l_55;
let l_57 = buffer_1_global[l_56];
let l_58 = l_53 - l_57;
let l_59 = l_40 * l_40;
let l_60 = l_49 * l_49;
let l_61 = l_59 + l_60;
let l_62 = l_58 * l_58;
let l_63 = l_61 + l_62;
let l_64 = l_63 < info.scalars_f32[1];
let l_65 = !l_64;
if l_65 {
l_mut_30 = u32(1);
}
l_mut_31 = l_mut_31 + u32(1024);
}
l_mut_66 = bool(false);
shared_memory_18[local_idx] = l_mut_30;
workgroupBarrier();
let l_67 = workgroup_size_no_axis / u32(2);
l_mut_30 = l_67;
loop {
let l_68 = l_mut_30 > u32(0);
let l_69 = !l_68;
if l_69 {
break;
}
let l_70 = local_idx < l_mut_30;
if l_70 {
let l_71 = shared_memory_18[local_idx];
let l_72 = local_idx + l_mut_30;
let l_73 = shared_memory_18[l_72];
let l_74 = l_71 | l_73;
shared_memory_18[local_idx] = l_74;
}
workgroupBarrier();
l_mut_30 = l_mut_30 / u32(2);
}
let l_75 = shared_memory_18[u32(0)];
let l_76 = l_75 != u32(0);
l_mut_66 = l_76;
let l_77 = !l_mut_66;
if l_77 {
return;
}
workgroupBarrier();
let l_78 = i32(info.scalars_u32[1]);
let l_79 = i32(info.scalars_u32[2]);
let l_80 = i32(info.scalars_u32[3]);
let l_81 = u32(1024) / info.scalars_u32[0];
l_mut_31 = l_81;
let l_82 = l_mut_31 < u32(1);
if l_82 {
l_mut_31 = u32(1);
}
let l_83 = info.scalars_u32[0] * l_mut_31;
l_mut_30 = local_idx;
loop {
let l_84 = l_mut_30 < info.scalars_u32[0];
let l_85 = !l_84;
if l_85 {
break;
}
let l_86 = u32(3) * l_mut_30;
let l_87 = u32(0) + l_86;
let l_88 = buffer_0_global[l_87];
let l_89 = u32(3) * l_mut_30;
let l_90 = l_89 + u32(1);
let l_91 = u32(0) + l_90;
let l_92 = buffer_0_global[l_91];
let l_93 = u32(3) * l_mut_30;
let l_94 = l_93 + u32(2);
let l_95 = u32(0) + l_94;
let l_96 = buffer_0_global[l_95];
let l_97 = abs(l_88);
let l_98 = l_97 <= f32(1000000.0);
let l_99 = abs(l_92);
let l_100 = l_99 <= f32(1000000.0);
let l_101 = l_98 && l_100;
let l_102 = abs(l_96);
let l_103 = l_102 <= f32(1000000.0);
let l_104 = l_101 && l_103;
let l_105 = !l_104;
if l_105 {
let l_106 = &buffer_9_global[u32(4)];
let l_107 = atomicMin(l_106, l_mut_30);}
l_mut_30 = l_mut_30 + u32(1024);
}
l_mut_109 = u32(0);
let l_110 = local_idx * u32(1);
let l_111 = l_110 + u32(0);
l_mut_112 = u32(0);
let l_113 = l_111 < l_83;
if l_113 {
let l_114 = l_111 / l_mut_31;
let l_115 = l_111 % l_mut_31;
let l_116 = l_115 * info.scalars_u32[0];
let l_117 = l_116 / l_mut_31;
let l_118 = l_115 + u32(1);
let l_119 = l_118 * info.scalars_u32[0];
let l_120 = l_119 / l_mut_31;
let l_121 = u32(3) * l_114;
let l_122 = u32(0) + l_121;
let l_123 = buffer_0_global[l_122];
let l_124 = u32(3) * l_114;
let l_125 = l_124 + u32(1);
let l_126 = u32(0) + l_125;
let l_127 = buffer_0_global[l_126];
let l_128 = u32(3) * l_114;
let l_129 = l_128 + u32(2);
let l_130 = u32(0) + l_129;
let l_131 = buffer_0_global[l_130];
let l_132 = u32(0) + u32(9);
let l_133 = buffer_2_global[l_132];
let l_134 = u32(0) + u32(10);
let l_135 = buffer_2_global[l_134];
let l_136 = u32(0) + u32(11);
let l_137 = buffer_2_global[l_136];
let l_138 = u32(0) + u32(12);
let l_139 = buffer_2_global[l_138];
let l_140 = u32(0) + u32(13);
let l_141 = buffer_2_global[l_140];
let l_142 = u32(0) + u32(14);
let l_143 = buffer_2_global[l_142];
let l_144 = u32(0) + u32(15);
let l_145 = buffer_2_global[l_144];
let l_146 = u32(0) + u32(16);
let l_147 = buffer_2_global[l_146];
let l_148 = u32(0) + u32(17);
let l_149 = buffer_2_global[l_148];
let l_150 = i32(2) * l_79;
let l_151 = l_150 + i32(1);
let l_152 = i32(2) * l_80;
let l_153 = l_152 + i32(1);
let l_154 = i32(2) * l_78;
let l_155 = l_154 + i32(1);
let l_156 = l_155 * l_151;
let l_157 = l_156 * l_153;
let l_158 = u32(l_157);
l_mut_159 = u32(0);
l_mut_160 = u32(0);

for (var l_mut_161: u32 = l_117; l_mut_161 < l_120; l_mut_161++) {
let l_162 = u32(3) * l_mut_161;
let l_163 = u32(0) + l_162;
let l_164 = buffer_0_global[l_163];
let l_165 = l_164 - l_123;
let l_166 = u32(3) * l_mut_161;
let l_167 = l_166 + u32(1);
let l_168 = u32(0) + l_167;
let l_169 = buffer_0_global[l_168];
let l_170 = l_169 - l_127;
let l_171 = u32(3) * l_mut_161;
let l_172 = l_171 + u32(2);
let l_173 = u32(0) + l_172;
let l_174 = buffer_0_global[l_173];
let l_175 = l_174 - l_131;
let l_176 = u32(0) + u32(0);
let l_177 = buffer_2_global[l_176];
let l_178 = l_165 * l_177;
let l_179 = u32(0) + u32(3);
let l_180 = buffer_2_global[l_179];
let l_181 = l_170 * l_180;
let l_182 = l_178 + l_181;
let l_183 = u32(0) + u32(6);
let l_184 = buffer_2_global[l_183];
let l_185 = l_175 * l_184;
let l_186 = l_182 + l_185;
let l_187 = abs(l_186);
let l_188 = l_187 + f32(0.5);
let l_189 = floor(l_188);
l_mut_190 = l_189;
let l_191 = l_186 < f32(0.0);
if l_191 {
let l_192 = -l_189;
l_mut_190 = l_192;
}
let l_193 = u32(0) + u32(1);
let l_194 = buffer_2_global[l_193];
let l_195 = l_165 * l_194;
let l_196 = u32(0) + u32(4);
let l_197 = buffer_2_global[l_196];
let l_198 = l_170 * l_197;
let l_199 = l_195 + l_198;
let l_200 = u32(0) + u32(7);
let l_201 = buffer_2_global[l_200];
let l_202 = l_175 * l_201;
let l_203 = l_199 + l_202;
let l_204 = abs(l_203);
let l_205 = l_204 + f32(0.5);
let l_206 = floor(l_205);
l_mut_207 = l_206;
let l_208 = l_203 < f32(0.0);
if l_208 {
let l_209 = -l_206;
l_mut_207 = l_209;
}
let l_210 = u32(0) + u32(2);
let l_211 = buffer_2_global[l_210];
let l_212 = l_165 * l_211;
let l_213 = u32(0) + u32(5);
let l_214 = buffer_2_global[l_213];
let l_215 = l_170 * l_214;
let l_216 = l_212 + l_215;
let l_217 = u32(0) + u32(8);
let l_218 = buffer_2_global[l_217];
let l_219 = l_175 * l_218;
let l_220 = l_216 + l_219;
let l_221 = abs(l_220);
let l_222 = l_221 + f32(0.5);
let l_223 = floor(l_222);
l_mut_224 = l_223;
let l_225 = l_220 < f32(0.0);
if l_225 {
let l_226 = -l_223;
l_mut_224 = l_226;
}
let l_227 = abs(l_mut_190);
let l_228 = l_227 < f32(4194304.0);
let l_229 = abs(l_mut_207);
let l_230 = l_229 < f32(4194304.0);
let l_231 = abs(l_mut_224);
let l_232 = l_231 < f32(4194304.0);
let l_233 = l_228 && l_230;
let l_234 = l_233 && l_232;
if l_234 {
let l_235 = i32(l_mut_190);
let l_236 = -l_235;
let l_237 = i32(l_mut_207);
let l_238 = -l_237;
let l_239 = i32(l_mut_224);
let l_240 = -l_239;
l_mut_241 = i32(0);
loop {
let l_242 = i32(2) * l_78;
let l_243 = l_242 + i32(1);
let l_244 = l_mut_241 < l_243;
let l_245 = !l_244;
if l_245 {
break;
}
let l_246 = l_236 - l_78;
let l_247 = l_246 + l_mut_241;
l_mut_248 = i32(0);
loop {
let l_249 = l_mut_248 < l_151;
let l_250 = !l_249;
if l_250 {
break;
}
let l_251 = l_238 - l_79;
let l_252 = l_251 + l_mut_248;
l_mut_253 = i32(0);
loop {
let l_254 = l_mut_253 < l_153;
let l_255 = !l_254;
if l_255 {
break;
}
let l_256 = l_240 - l_80;
let l_257 = l_256 + l_mut_253;
let l_258 = l_247 == i32(0);
let l_259 = l_252 == i32(0);
let l_260 = l_258 && l_259;
let l_261 = l_257 == i32(0);
let l_262 = l_260 && l_261;
let l_263 = l_mut_161 == l_114;
let l_264 = l_262 && l_263;
let l_265 = !l_264;
if l_265 {
let l_266 = f32(l_247);
let l_267 = f32(l_252);
let l_268 = f32(l_257);
let l_269 = l_266 * l_133;
let l_270 = l_267 * l_139;
let l_271 = l_269 + l_270;
let l_272 = l_268 * l_145;
let l_273 = l_271 + l_272;
let l_274 = l_165 + l_273;
let l_275 = l_266 * l_135;
let l_276 = l_267 * l_141;
let l_277 = l_275 + l_276;
let l_278 = l_268 * l_147;
let l_279 = l_277 + l_278;
let l_280 = l_170 + l_279;
let l_281 = l_266 * l_137;
let l_282 = l_267 * l_143;
let l_283 = l_281 + l_282;
let l_284 = l_268 * l_149;
let l_285 = l_283 + l_284;
let l_286 = l_175 + l_285;
let l_287 = l_274 * l_274;
let l_288 = l_280 * l_280;
let l_289 = l_287 + l_288;
let l_290 = l_286 * l_286;
let l_291 = l_289 + l_290;
let l_292 = l_291 < info.scalars_f32[0];
if l_292 {
let l_293 = l_291 < f32(9.99999993922529e-9);
if l_293 {
l_mut_160 = l_mut_160 | u32(1073741824);
}
l_mut_159 = l_mut_159 + u32(1);
}
}
l_mut_253 = l_mut_253 + i32(1);
}
l_mut_248 = l_mut_248 + i32(1);
}
l_mut_241 = l_mut_241 + i32(1);
}
} else {
l_mut_160 = l_mut_160 | u32(2147483648);
}
}
let l_294 = l_mut_159 | l_mut_160;
let l_295 = l_294 & u32(1073741823);
l_mut_112 = l_295;
let l_296 = l_294 & u32(1073741824);
let l_297 = l_296 != u32(0);
if l_297 {
let l_298 = &buffer_9_global[u32(3)];
let l_299 = atomicMin(l_298, l_114);}
let l_300 = l_294 & u32(2147483648);
let l_301 = l_300 != u32(0);
if l_301 {
let l_302 = &buffer_9_global[u32(7)];
let l_303 = atomicAdd(l_302, u32(1));}
}
shared_memory_108[l_111] = l_mut_109;
l_mut_109 = l_mut_109 + l_mut_112;
shared_memory_18[local_idx] = l_mut_109;
workgroupBarrier();
let l_304 = workgroup_size_no_axis / u32(1024);
l_mut_160 = l_304;
loop {
let l_305 = l_mut_160 < u32(1024);
let l_306 = !l_305;
if l_306 {
break;
}
l_mut_159 = u32(0);
let l_307 = local_idx >= l_mut_160;
if l_307 {
let l_308 = local_idx - l_mut_160;
let l_309 = shared_memory_18[l_308];
l_mut_159 = l_309;
}
workgroupBarrier();
let l_310 = shared_memory_18[local_idx];
let l_311 = l_310 + l_mut_159;
shared_memory_18[local_idx] = l_311;
workgroupBarrier();
l_mut_160 = l_mut_160 * u32(2);
}
let l_312 = shared_memory_18[local_idx];
let l_313 = l_312 - l_mut_109;
let l_314 = local_idx * u32(1);
let l_315 = l_314 + u32(0);
let l_316 = shared_memory_108[l_315];
let l_317 = l_316 + l_313;
shared_memory_108[l_315] = l_317;
let l_318 = shared_memory_18[u32(1023)];
storageBarrier();
workgroupBarrier();
let l_319 = &buffer_9_global[u32(3)];
let l_320 = atomicLoad(l_319);
let l_321 = l_320 != u32(4294967295);
let l_322 = &buffer_9_global[u32(4)];
let l_323 = atomicLoad(l_322);
let l_324 = l_323 != u32(4294967295);
let l_325 = l_321 || l_324;
let l_326 = &buffer_9_global[u32(7)];
let l_327 = atomicLoad(l_326);
let l_328 = l_327 != u32(0);
let l_329 = l_325 || l_328;
let l_330 = local_idx == u32(0);
if l_330 {
let l_331 = &buffer_9_global[u32(0)];
atomicStore(l_331,l_318);
let l_332 = &buffer_9_global[u32(1)];
let l_333 = atomicMax(l_332, l_318);let l_334 = &buffer_9_global[u32(6)];
let l_335 = atomicAdd(l_334, u32(1));let l_336 = l_318 > info.scalars_u32[4];
if l_336 {
let l_337 = &buffer_9_global[u32(2)];
let l_338 = atomicAdd(l_337, u32(1));}
}
let l_339 = l_318 > info.scalars_u32[4];
let l_340 = l_329 || l_339;
if l_340 {
l_mut_159 = local_idx;
loop {
let l_341 = l_mut_159 <= info.scalars_u32[0];
let l_342 = !l_341;
if l_342 {
break;
}
let l_343 = u32(0) + l_mut_159;
buffer_3_global[l_343] = u32(0);
l_mut_159 = l_mut_159 + u32(1024);
}
return;
}
l_mut_159 = local_idx;
loop {
let l_344 = l_mut_159 < info.scalars_u32[0];
let l_345 = !l_344;
if l_345 {
break;
}
let l_346 = l_mut_159 * l_mut_31;
let l_347 = shared_memory_108[l_346];
let l_348 = u32(0) + l_mut_159;
buffer_3_global[l_348] = l_347;
l_mut_159 = l_mut_159 + u32(1024);
}
let l_349 = local_idx == u32(0);
if l_349 {
let l_350 = u32(0) + info.scalars_u32[0];
buffer_3_global[l_350] = l_318;
}
let l_351 = local_idx * u32(1);
let l_352 = l_351 + u32(0);
let l_353 = l_352 < l_83;
if l_353 {
let l_354 = l_352 / l_mut_31;
let l_355 = l_352 % l_mut_31;
let l_356 = l_355 * info.scalars_u32[0];
let l_357 = l_356 / l_mut_31;
let l_358 = l_355 + u32(1);
let l_359 = l_358 * info.scalars_u32[0];
let l_360 = l_359 / l_mut_31;
let l_361 = shared_memory_108[l_352];
let l_362 = u32(3) * l_354;
let l_363 = u32(0) + l_362;
let l_364 = buffer_0_global[l_363];
let l_365 = u32(3) * l_354;
let l_366 = l_365 + u32(1);
let l_367 = u32(0) + l_366;
let l_368 = buffer_0_global[l_367];
let l_369 = u32(3) * l_354;
let l_370 = l_369 + u32(2);
let l_371 = u32(0) + l_370;
let l_372 = buffer_0_global[l_371];
let l_373 = u32(0) + u32(9);
let l_374 = buffer_2_global[l_373];
let l_375 = u32(0) + u32(10);
let l_376 = buffer_2_global[l_375];
let l_377 = u32(0) + u32(11);
let l_378 = buffer_2_global[l_377];
let l_379 = u32(0) + u32(12);
let l_380 = buffer_2_global[l_379];
let l_381 = u32(0) + u32(13);
let l_382 = buffer_2_global[l_381];
let l_383 = u32(0) + u32(14);
let l_384 = buffer_2_global[l_383];
let l_385 = u32(0) + u32(15);
let l_386 = buffer_2_global[l_385];
let l_387 = u32(0) + u32(16);
let l_388 = buffer_2_global[l_387];
let l_389 = u32(0) + u32(17);
let l_390 = buffer_2_global[l_389];
let l_391 = i32(2) * l_79;
let l_392 = l_391 + i32(1);
let l_393 = i32(2) * l_80;
let l_394 = l_393 + i32(1);
let l_395 = i32(2) * l_78;
let l_396 = l_395 + i32(1);
let l_397 = l_396 * l_392;
let l_398 = l_397 * l_394;
let l_399 = u32(l_398);
l_mut_112 = u32(0);
l_mut_109 = u32(0);

for (var l_mut_400: u32 = l_357; l_mut_400 < l_360; l_mut_400++) {
let l_401 = u32(3) * l_mut_400;
let l_402 = u32(0) + l_401;
let l_403 = buffer_0_global[l_402];
let l_404 = l_403 - l_364;
let l_405 = u32(3) * l_mut_400;
let l_406 = l_405 + u32(1);
let l_407 = u32(0) + l_406;
let l_408 = buffer_0_global[l_407];
let l_409 = l_408 - l_368;
let l_410 = u32(3) * l_mut_400;
let l_411 = l_410 + u32(2);
let l_412 = u32(0) + l_411;
let l_413 = buffer_0_global[l_412];
let l_414 = l_413 - l_372;
let l_415 = u32(0) + u32(0);
let l_416 = buffer_2_global[l_415];
let l_417 = l_404 * l_416;
let l_418 = u32(0) + u32(3);
let l_419 = buffer_2_global[l_418];
let l_420 = l_409 * l_419;
let l_421 = l_417 + l_420;
let l_422 = u32(0) + u32(6);
let l_423 = buffer_2_global[l_422];
let l_424 = l_414 * l_423;
let l_425 = l_421 + l_424;
let l_426 = abs(l_425);
let l_427 = l_426 + f32(0.5);
let l_428 = floor(l_427);
l_mut_224 = l_428;
let l_429 = l_425 < f32(0.0);
if l_429 {
let l_430 = -l_428;
l_mut_224 = l_430;
}
let l_431 = u32(0) + u32(1);
let l_432 = buffer_2_global[l_431];
let l_433 = l_404 * l_432;
let l_434 = u32(0) + u32(4);
let l_435 = buffer_2_global[l_434];
let l_436 = l_409 * l_435;
let l_437 = l_433 + l_436;
let l_438 = u32(0) + u32(7);
let l_439 = buffer_2_global[l_438];
let l_440 = l_414 * l_439;
let l_441 = l_437 + l_440;
let l_442 = abs(l_441);
let l_443 = l_442 + f32(0.5);
let l_444 = floor(l_443);
l_mut_207 = l_444;
let l_445 = l_441 < f32(0.0);
if l_445 {
let l_446 = -l_444;
l_mut_207 = l_446;
}
let l_447 = u32(0) + u32(2);
let l_448 = buffer_2_global[l_447];
let l_449 = l_404 * l_448;
let l_450 = u32(0) + u32(5);
let l_451 = buffer_2_global[l_450];
let l_452 = l_409 * l_451;
let l_453 = l_449 + l_452;
let l_454 = u32(0) + u32(8);
let l_455 = buffer_2_global[l_454];
let l_456 = l_414 * l_455;
let l_457 = l_453 + l_456;
let l_458 = abs(l_457);
let l_459 = l_458 + f32(0.5);
let l_460 = floor(l_459);
l_mut_190 = l_460;
let l_461 = l_457 < f32(0.0);
if l_461 {
let l_462 = -l_460;
l_mut_190 = l_462;
}
let l_463 = abs(l_mut_224);
let l_464 = l_463 < f32(4194304.0);
let l_465 = abs(l_mut_207);
let l_466 = l_465 < f32(4194304.0);
let l_467 = abs(l_mut_190);
let l_468 = l_467 < f32(4194304.0);
let l_469 = l_464 && l_466;
let l_470 = l_469 && l_468;
if l_470 {
let l_471 = i32(l_mut_224);
let l_472 = -l_471;
let l_473 = i32(l_mut_207);
let l_474 = -l_473;
let l_475 = i32(l_mut_190);
let l_476 = -l_475;
l_mut_253 = i32(0);
loop {
let l_477 = i32(2) * l_78;
let l_478 = l_477 + i32(1);
let l_479 = l_mut_253 < l_478;
let l_480 = !l_479;
if l_480 {
break;
}
let l_481 = l_472 - l_78;
let l_482 = l_481 + l_mut_253;
l_mut_248 = i32(0);
loop {
let l_483 = l_mut_248 < l_392;
let l_484 = !l_483;
if l_484 {
break;
}
let l_485 = l_474 - l_79;
let l_486 = l_485 + l_mut_248;
l_mut_241 = i32(0);
loop {
let l_487 = l_mut_241 < l_394;
let l_488 = !l_487;
if l_488 {
break;
}
let l_489 = l_476 - l_80;
let l_490 = l_489 + l_mut_241;
let l_491 = l_482 == i32(0);
let l_492 = l_486 == i32(0);
let l_493 = l_491 && l_492;
let l_494 = l_490 == i32(0);
let l_495 = l_493 && l_494;
let l_496 = l_mut_400 == l_354;
let l_497 = l_495 && l_496;
let l_498 = !l_497;
if l_498 {
let l_499 = f32(l_482);
let l_500 = f32(l_486);
let l_501 = f32(l_490);
let l_502 = l_499 * l_374;
let l_503 = l_500 * l_380;
let l_504 = l_502 + l_503;
let l_505 = l_501 * l_386;
let l_506 = l_504 + l_505;
let l_507 = l_404 + l_506;
let l_508 = l_499 * l_376;
let l_509 = l_500 * l_382;
let l_510 = l_508 + l_509;
let l_511 = l_501 * l_388;
let l_512 = l_510 + l_511;
let l_513 = l_409 + l_512;
let l_514 = l_499 * l_378;
let l_515 = l_500 * l_384;
let l_516 = l_514 + l_515;
let l_517 = l_501 * l_390;
let l_518 = l_516 + l_517;
let l_519 = l_414 + l_518;
let l_520 = l_507 * l_507;
let l_521 = l_513 * l_513;
let l_522 = l_520 + l_521;
let l_523 = l_519 * l_519;
let l_524 = l_522 + l_523;
let l_525 = l_524 < info.scalars_f32[0];
if l_525 {
let l_526 = l_361 + l_mut_112;
let l_527 = u32(0) + l_526;
buffer_4_global[l_527] = l_354;
let l_528 = u32(0) + l_526;
buffer_5_global[l_528] = l_mut_400;
let l_529 = u32(3) * l_526;
let l_530 = l_499 * l_374;
let l_531 = l_500 * l_380;
let l_532 = l_530 + l_531;
let l_533 = l_501 * l_386;
let l_534 = l_532 + l_533;
let l_535 = u32(0) + l_529;
buffer_6_global[l_535] = l_534;
let l_536 = u32(3) * l_526;
let l_537 = l_536 + u32(1);
let l_538 = l_499 * l_376;
let l_539 = l_500 * l_382;
let l_540 = l_538 + l_539;
let l_541 = l_501 * l_388;
let l_542 = l_540 + l_541;
let l_543 = u32(0) + l_537;
buffer_6_global[l_543] = l_542;
let l_544 = u32(3) * l_526;
let l_545 = l_544 + u32(2);
let l_546 = l_499 * l_378;
let l_547 = l_500 * l_384;
let l_548 = l_546 + l_547;
let l_549 = l_501 * l_390;
let l_550 = l_548 + l_549;
let l_551 = u32(0) + l_545;
buffer_6_global[l_551] = l_550;
let l_552 = l_mut_400 * l_399;
let l_553 = l_mut_253 * l_392;
let l_554 = l_553 + l_mut_248;
let l_555 = l_554 * l_394;
let l_556 = l_555 + l_mut_241;
let l_557 = u32(l_556);
let l_558 = l_552 + l_557;
let l_559 = u32(0) + l_526;
buffer_8_global[l_559] = l_558;
l_mut_112 = l_mut_112 + u32(1);
}
}
l_mut_241 = l_mut_241 + i32(1);
}
l_mut_248 = l_mut_248 + i32(1);
}
l_mut_253 = l_mut_253 + i32(1);
}
} else {
l_mut_109 = l_mut_109 | u32(2147483648);
}
}
let l_560 = l_mut_112 | l_mut_109;
}
storageBarrier();
workgroupBarrier();
let l_561 = i32(2) * l_78;
let l_562 = l_561 + i32(1);
let l_563 = i32(2) * l_79;
let l_564 = l_563 + i32(1);
let l_565 = l_562 * l_564;
let l_566 = i32(2) * l_80;
let l_567 = l_566 + i32(1);
let l_568 = l_565 * l_567;
let l_569 = u32(l_568);
l_mut_112 = u32(0);
l_mut_109 = local_idx;
loop {
let l_570 = l_mut_109 < l_318;
let l_571 = !l_570;
if l_571 {
break;
}
let l_572 = u32(0) + l_mut_109;
let l_573 = buffer_4_global[l_572];
let l_574 = u32(0) + l_mut_109;
let l_575 = buffer_5_global[l_574];
let l_576 = l_573 * l_569;
let l_577 = l_569 - u32(1);
let l_578 = u32(0) + l_mut_109;
let l_579 = buffer_8_global[l_578];
let l_580 = l_579 % l_569;
let l_581 = l_577 - l_580;
let l_582 = l_576 + l_581;
let l_583 = u32(0) + l_575;
let l_584 = buffer_3_global[l_583];
l_mut_585 = l_584;
let l_586 = l_575 + u32(1);
let l_587 = u32(0) + l_586;
let l_588 = buffer_3_global[l_587];
l_mut_589 = l_588;
loop {
let l_590 = l_mut_585 < l_mut_589;
let l_591 = !l_590;
if l_591 {
break;
}
let l_592 = l_mut_585 + l_mut_589;
let l_593 = l_592 / u32(2);
let l_594 = u32(0) + l_593;
let l_595 = buffer_8_global[l_594];
let l_596 = l_595 < l_582;
if l_596 {
let l_597 = l_593 + u32(1);
l_mut_585 = l_597;
} else {
l_mut_589 = l_593;
}
}
let l_598 = l_575 + u32(1);
let l_599 = u32(0) + l_598;
let l_600 = buffer_3_global[l_599];
let l_601 = l_mut_585 < l_600;
l_mut_66 = l_601;
if l_mut_66 {
let l_602 = u32(0) + l_mut_585;
let l_603 = buffer_8_global[l_602];
let l_604 = l_603 == l_582;
l_mut_66 = l_604;
}
l_mut_605 = l_mut_585;
let l_606 = !l_mut_66;
if l_606 {
l_mut_112 = l_mut_112 + u32(1);
l_mut_605 = l_mut_109;
}
let l_607 = u32(0) + l_mut_109;
buffer_7_global[l_607] = l_mut_605;
l_mut_109 = l_mut_109 + u32(1024);
}
let l_608 = l_mut_112 > u32(0);
if l_608 {
let l_609 = &buffer_9_global[u32(5)];
let l_610 = atomicAdd(l_609, l_mut_112);}
l_mut_605 = local_idx;
loop {
let l_611 = u32(3) * info.scalars_u32[0];
let l_612 = l_mut_605 < l_611;
let l_613 = !l_612;
if l_613 {
break;
}
let l_614 = u32(0) + l_mut_605;
let l_615 = buffer_0_global[l_614];
let l_616 = u32(0) + l_mut_605;
buffer_1_global[l_616] = l_615;
l_mut_605 = l_mut_605 + u32(1024);
}
}
