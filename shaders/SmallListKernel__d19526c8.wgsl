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

var<workgroup> shared_memory_41: array<u32, 1024>;

var<workgroup> shared_memory_0: array<u32, 1024>;

const WORKGROUP_SIZE_X = 1024u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1024, 1, 1)
fn small_list_kernel(
    @builtin(local_invocation_index) local_idx: u32,
) {
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_105: f32;
var l_mut_119: f32;
var l_mut_133: f32;
var l_mut_150: i32;
var l_mut_157: i32;
var l_mut_162: i32;
var l_mut_16: u32;
var l_mut_19: u32;
var l_mut_42: u32;
var l_mut_457: u32;
var l_mut_45: u32;
var l_mut_460: u32;
var l_mut_471: bool;
var l_mut_474: u32;
var l_mut_80: u32;
var l_mut_81: u32;
let l_1 = info.scalars_u32[5] != u32(0);
let l_2 = local_idx == u32(0);
let l_3 = l_1 && l_2;
if l_3 {
let l_4 = &buffer_9_global[u32(0)];
atomicStore(l_4,u32(0));
let l_5 = &buffer_9_global[u32(1)];
atomicStore(l_5,u32(0));
let l_6 = &buffer_9_global[u32(2)];
atomicStore(l_6,u32(0));
let l_7 = &buffer_9_global[u32(3)];
atomicStore(l_7,u32(4294967295));
let l_8 = &buffer_9_global[u32(4)];
atomicStore(l_8,u32(4294967295));
let l_9 = &buffer_9_global[u32(5)];
atomicStore(l_9,u32(0));
let l_10 = &buffer_9_global[u32(6)];
atomicStore(l_10,u32(0));
let l_11 = &buffer_9_global[u32(7)];
atomicStore(l_11,u32(0));
}
storageBarrier();
workgroupBarrier();
let l_12 = i32(info.scalars_u32[1]);
let l_13 = i32(info.scalars_u32[2]);
let l_14 = i32(info.scalars_u32[3]);
let l_15 = u32(1024) / info.scalars_u32[0];
l_mut_16 = l_15;
let l_17 = l_mut_16 < u32(1);
if l_17 {
l_mut_16 = u32(1);
}
let l_18 = info.scalars_u32[0] * l_mut_16;
l_mut_19 = local_idx;
loop {
let l_20 = l_mut_19 < info.scalars_u32[0];
let l_21 = !l_20;
if l_21 {
break;
}
let l_22 = u32(3) * l_mut_19;
let l_23 = buffer_0_global[l_22];
let l_24 = u32(3) * l_mut_19;
let l_25 = l_24 + u32(1);
let l_26 = buffer_0_global[l_25];
let l_27 = u32(3) * l_mut_19;
let l_28 = l_27 + u32(2);
let l_29 = buffer_0_global[l_28];
let l_30 = abs(l_23);
let l_31 = l_30 <= f32(1000000.0);
let l_32 = abs(l_26);
let l_33 = l_32 <= f32(1000000.0);
let l_34 = l_31 && l_33;
let l_35 = abs(l_29);
let l_36 = l_35 <= f32(1000000.0);
let l_37 = l_34 && l_36;
let l_38 = !l_37;
if l_38 {
let l_39 = &buffer_9_global[u32(4)];
let l_40 = atomicMin(l_39, l_mut_19);}
l_mut_19 = l_mut_19 + u32(1024);
}
l_mut_42 = u32(0);
let l_43 = local_idx * u32(1);
let l_44 = l_43 + u32(0);
l_mut_45 = u32(0);
let l_46 = l_44 < l_18;
if l_46 {
let l_47 = l_44 / l_mut_16;
let l_48 = l_44 % l_mut_16;
let l_49 = l_48 * info.scalars_u32[0];
let l_50 = l_49 / l_mut_16;
let l_51 = l_48 + u32(1);
let l_52 = l_51 * info.scalars_u32[0];
let l_53 = l_52 / l_mut_16;
let l_54 = u32(3) * l_47;
let l_55 = buffer_0_global[l_54];
let l_56 = u32(3) * l_47;
let l_57 = l_56 + u32(1);
let l_58 = buffer_0_global[l_57];
let l_59 = u32(3) * l_47;
let l_60 = l_59 + u32(2);
let l_61 = buffer_0_global[l_60];
let l_62 = buffer_2_global[u32(9)];
let l_63 = buffer_2_global[u32(10)];
let l_64 = buffer_2_global[u32(11)];
let l_65 = buffer_2_global[u32(12)];
let l_66 = buffer_2_global[u32(13)];
let l_67 = buffer_2_global[u32(14)];
let l_68 = buffer_2_global[u32(15)];
let l_69 = buffer_2_global[u32(16)];
let l_70 = buffer_2_global[u32(17)];
let l_71 = i32(2) * l_13;
let l_72 = l_71 + i32(1);
let l_73 = i32(2) * l_14;
let l_74 = l_73 + i32(1);
let l_75 = i32(2) * l_12;
let l_76 = l_75 + i32(1);
let l_77 = l_76 * l_72;
let l_78 = l_77 * l_74;
let l_79 = u32(l_78);
l_mut_80 = u32(0);
l_mut_81 = u32(0);

for (var l_mut_82: u32 = l_50; l_mut_82 < l_53; l_mut_82++) {
let l_83 = u32(3) * l_mut_82;
let l_84 = buffer_0_global[l_83];
let l_85 = l_84 - l_55;
let l_86 = u32(3) * l_mut_82;
let l_87 = l_86 + u32(1);
let l_88 = buffer_0_global[l_87];
let l_89 = l_88 - l_58;
let l_90 = u32(3) * l_mut_82;
let l_91 = l_90 + u32(2);
let l_92 = buffer_0_global[l_91];
let l_93 = l_92 - l_61;
let l_94 = buffer_2_global[u32(0)];
let l_95 = l_85 * l_94;
let l_96 = buffer_2_global[u32(3)];
let l_97 = l_89 * l_96;
let l_98 = l_95 + l_97;
let l_99 = buffer_2_global[u32(6)];
let l_100 = l_93 * l_99;
let l_101 = l_98 + l_100;
let l_102 = abs(l_101);
let l_103 = l_102 + f32(0.5);
let l_104 = floor(l_103);
l_mut_105 = l_104;
let l_106 = l_101 < f32(0.0);
if l_106 {
let l_107 = -l_104;
l_mut_105 = l_107;
}
let l_108 = buffer_2_global[u32(1)];
let l_109 = l_85 * l_108;
let l_110 = buffer_2_global[u32(4)];
let l_111 = l_89 * l_110;
let l_112 = l_109 + l_111;
let l_113 = buffer_2_global[u32(7)];
let l_114 = l_93 * l_113;
let l_115 = l_112 + l_114;
let l_116 = abs(l_115);
let l_117 = l_116 + f32(0.5);
let l_118 = floor(l_117);
l_mut_119 = l_118;
let l_120 = l_115 < f32(0.0);
if l_120 {
let l_121 = -l_118;
l_mut_119 = l_121;
}
let l_122 = buffer_2_global[u32(2)];
let l_123 = l_85 * l_122;
let l_124 = buffer_2_global[u32(5)];
let l_125 = l_89 * l_124;
let l_126 = l_123 + l_125;
let l_127 = buffer_2_global[u32(8)];
let l_128 = l_93 * l_127;
let l_129 = l_126 + l_128;
let l_130 = abs(l_129);
let l_131 = l_130 + f32(0.5);
let l_132 = floor(l_131);
l_mut_133 = l_132;
let l_134 = l_129 < f32(0.0);
if l_134 {
let l_135 = -l_132;
l_mut_133 = l_135;
}
let l_136 = abs(l_mut_105);
let l_137 = l_136 < f32(4194304.0);
let l_138 = abs(l_mut_119);
let l_139 = l_138 < f32(4194304.0);
let l_140 = abs(l_mut_133);
let l_141 = l_140 < f32(4194304.0);
let l_142 = l_137 && l_139;
let l_143 = l_142 && l_141;
if l_143 {
let l_144 = i32(l_mut_105);
let l_145 = -l_144;
let l_146 = i32(l_mut_119);
let l_147 = -l_146;
let l_148 = i32(l_mut_133);
let l_149 = -l_148;
l_mut_150 = i32(0);
loop {
let l_151 = i32(2) * l_12;
let l_152 = l_151 + i32(1);
let l_153 = l_mut_150 < l_152;
let l_154 = !l_153;
if l_154 {
break;
}
let l_155 = l_145 - l_12;
let l_156 = l_155 + l_mut_150;
l_mut_157 = i32(0);
loop {
let l_158 = l_mut_157 < l_72;
let l_159 = !l_158;
if l_159 {
break;
}
let l_160 = l_147 - l_13;
let l_161 = l_160 + l_mut_157;
l_mut_162 = i32(0);
loop {
let l_163 = l_mut_162 < l_74;
let l_164 = !l_163;
if l_164 {
break;
}
let l_165 = l_149 - l_14;
let l_166 = l_165 + l_mut_162;
let l_167 = l_156 == i32(0);
let l_168 = l_161 == i32(0);
let l_169 = l_167 && l_168;
let l_170 = l_166 == i32(0);
let l_171 = l_169 && l_170;
let l_172 = l_mut_82 == l_47;
let l_173 = l_171 && l_172;
let l_174 = !l_173;
if l_174 {
let l_175 = f32(l_156);
let l_176 = f32(l_161);
let l_177 = f32(l_166);
let l_178 = l_175 * l_62;
let l_179 = l_176 * l_65;
let l_180 = l_178 + l_179;
let l_181 = l_177 * l_68;
let l_182 = l_180 + l_181;
let l_183 = l_85 + l_182;
let l_184 = l_175 * l_63;
let l_185 = l_176 * l_66;
let l_186 = l_184 + l_185;
let l_187 = l_177 * l_69;
let l_188 = l_186 + l_187;
let l_189 = l_89 + l_188;
let l_190 = l_175 * l_64;
let l_191 = l_176 * l_67;
let l_192 = l_190 + l_191;
let l_193 = l_177 * l_70;
let l_194 = l_192 + l_193;
let l_195 = l_93 + l_194;
let l_196 = l_183 * l_183;
let l_197 = l_189 * l_189;
let l_198 = l_196 + l_197;
let l_199 = l_195 * l_195;
let l_200 = l_198 + l_199;
let l_201 = l_200 < info.scalars_f32[0];
if l_201 {
let l_202 = l_200 < f32(9.99999993922529e-9);
if l_202 {
l_mut_81 = l_mut_81 | u32(1073741824);
}
l_mut_80 = l_mut_80 + u32(1);
}
}
l_mut_162 = l_mut_162 + i32(1);
}
l_mut_157 = l_mut_157 + i32(1);
}
l_mut_150 = l_mut_150 + i32(1);
}
} else {
l_mut_81 = l_mut_81 | u32(2147483648);
}
}
let l_203 = l_mut_80 | l_mut_81;
let l_204 = l_203 & u32(1073741823);
l_mut_45 = l_204;
let l_205 = l_203 & u32(1073741824);
let l_206 = l_205 != u32(0);
if l_206 {
let l_207 = &buffer_9_global[u32(3)];
let l_208 = atomicMin(l_207, l_47);}
let l_209 = l_203 & u32(2147483648);
let l_210 = l_209 != u32(0);
if l_210 {
let l_211 = &buffer_9_global[u32(7)];
let l_212 = atomicAdd(l_211, u32(1));}
}
shared_memory_41[l_44] = l_mut_42;
l_mut_42 = l_mut_42 + l_mut_45;
shared_memory_0[local_idx] = l_mut_42;
workgroupBarrier();
let l_213 = workgroup_size_no_axis / u32(1024);
l_mut_81 = l_213;
loop {
let l_214 = l_mut_81 < u32(1024);
let l_215 = !l_214;
if l_215 {
break;
}
l_mut_80 = u32(0);
let l_216 = local_idx >= l_mut_81;
if l_216 {
let l_217 = local_idx - l_mut_81;
let l_218 = shared_memory_0[l_217];
l_mut_80 = l_218;
}
workgroupBarrier();
let l_219 = shared_memory_0[local_idx];
let l_220 = l_219 + l_mut_80;
shared_memory_0[local_idx] = l_220;
workgroupBarrier();
l_mut_81 = l_mut_81 * u32(2);
}
let l_221 = shared_memory_0[local_idx];
let l_222 = l_221 - l_mut_42;
let l_223 = local_idx * u32(1);
let l_224 = l_223 + u32(0);
let l_225 = shared_memory_41[l_224];
let l_226 = l_225 + l_222;
shared_memory_41[l_224] = l_226;
let l_227 = shared_memory_0[u32(1023)];
storageBarrier();
workgroupBarrier();
let l_228 = &buffer_9_global[u32(3)];
let l_229 = atomicLoad(l_228);
let l_230 = l_229 != u32(4294967295);
let l_231 = &buffer_9_global[u32(4)];
let l_232 = atomicLoad(l_231);
let l_233 = l_232 != u32(4294967295);
let l_234 = l_230 || l_233;
let l_235 = &buffer_9_global[u32(7)];
let l_236 = atomicLoad(l_235);
let l_237 = l_236 != u32(0);
let l_238 = l_234 || l_237;
let l_239 = local_idx == u32(0);
if l_239 {
let l_240 = &buffer_9_global[u32(0)];
atomicStore(l_240,l_227);
let l_241 = &buffer_9_global[u32(1)];
let l_242 = atomicMax(l_241, l_227);let l_243 = &buffer_9_global[u32(6)];
let l_244 = atomicAdd(l_243, u32(1));let l_245 = l_227 > info.scalars_u32[4];
if l_245 {
let l_246 = &buffer_9_global[u32(2)];
let l_247 = atomicAdd(l_246, u32(1));}
}
let l_248 = l_227 > info.scalars_u32[4];
let l_249 = l_238 || l_248;
if l_249 {
l_mut_80 = local_idx;
loop {
let l_250 = l_mut_80 <= info.scalars_u32[0];
let l_251 = !l_250;
if l_251 {
break;
}
buffer_3_global[l_mut_80] = u32(0);
l_mut_80 = l_mut_80 + u32(1024);
}
return;
}
l_mut_80 = local_idx;
loop {
let l_252 = l_mut_80 < info.scalars_u32[0];
let l_253 = !l_252;
if l_253 {
break;
}
let l_254 = l_mut_80 * l_mut_16;
let l_255 = shared_memory_41[l_254];
buffer_3_global[l_mut_80] = l_255;
l_mut_80 = l_mut_80 + u32(1024);
}
let l_256 = local_idx == u32(0);
if l_256 {
buffer_3_global[info.scalars_u32[0]] = l_227;
}
let l_257 = local_idx * u32(1);
let l_258 = l_257 + u32(0);
let l_259 = l_258 < l_18;
if l_259 {
let l_260 = l_258 / l_mut_16;
let l_261 = l_258 % l_mut_16;
let l_262 = l_261 * info.scalars_u32[0];
let l_263 = l_262 / l_mut_16;
let l_264 = l_261 + u32(1);
let l_265 = l_264 * info.scalars_u32[0];
let l_266 = l_265 / l_mut_16;
let l_267 = shared_memory_41[l_258];
let l_268 = u32(3) * l_260;
let l_269 = buffer_0_global[l_268];
let l_270 = u32(3) * l_260;
let l_271 = l_270 + u32(1);
let l_272 = buffer_0_global[l_271];
let l_273 = u32(3) * l_260;
let l_274 = l_273 + u32(2);
let l_275 = buffer_0_global[l_274];
let l_276 = buffer_2_global[u32(9)];
let l_277 = buffer_2_global[u32(10)];
let l_278 = buffer_2_global[u32(11)];
let l_279 = buffer_2_global[u32(12)];
let l_280 = buffer_2_global[u32(13)];
let l_281 = buffer_2_global[u32(14)];
let l_282 = buffer_2_global[u32(15)];
let l_283 = buffer_2_global[u32(16)];
let l_284 = buffer_2_global[u32(17)];
let l_285 = i32(2) * l_13;
let l_286 = l_285 + i32(1);
let l_287 = i32(2) * l_14;
let l_288 = l_287 + i32(1);
let l_289 = i32(2) * l_12;
let l_290 = l_289 + i32(1);
let l_291 = l_290 * l_286;
let l_292 = l_291 * l_288;
let l_293 = u32(l_292);
l_mut_45 = u32(0);
l_mut_42 = u32(0);

for (var l_mut_294: u32 = l_263; l_mut_294 < l_266; l_mut_294++) {
let l_295 = u32(3) * l_mut_294;
let l_296 = buffer_0_global[l_295];
let l_297 = l_296 - l_269;
let l_298 = u32(3) * l_mut_294;
let l_299 = l_298 + u32(1);
let l_300 = buffer_0_global[l_299];
let l_301 = l_300 - l_272;
let l_302 = u32(3) * l_mut_294;
let l_303 = l_302 + u32(2);
let l_304 = buffer_0_global[l_303];
let l_305 = l_304 - l_275;
let l_306 = buffer_2_global[u32(0)];
let l_307 = l_297 * l_306;
let l_308 = buffer_2_global[u32(3)];
let l_309 = l_301 * l_308;
let l_310 = l_307 + l_309;
let l_311 = buffer_2_global[u32(6)];
let l_312 = l_305 * l_311;
let l_313 = l_310 + l_312;
let l_314 = abs(l_313);
let l_315 = l_314 + f32(0.5);
let l_316 = floor(l_315);
l_mut_133 = l_316;
let l_317 = l_313 < f32(0.0);
if l_317 {
let l_318 = -l_316;
l_mut_133 = l_318;
}
let l_319 = buffer_2_global[u32(1)];
let l_320 = l_297 * l_319;
let l_321 = buffer_2_global[u32(4)];
let l_322 = l_301 * l_321;
let l_323 = l_320 + l_322;
let l_324 = buffer_2_global[u32(7)];
let l_325 = l_305 * l_324;
let l_326 = l_323 + l_325;
let l_327 = abs(l_326);
let l_328 = l_327 + f32(0.5);
let l_329 = floor(l_328);
l_mut_119 = l_329;
let l_330 = l_326 < f32(0.0);
if l_330 {
let l_331 = -l_329;
l_mut_119 = l_331;
}
let l_332 = buffer_2_global[u32(2)];
let l_333 = l_297 * l_332;
let l_334 = buffer_2_global[u32(5)];
let l_335 = l_301 * l_334;
let l_336 = l_333 + l_335;
let l_337 = buffer_2_global[u32(8)];
let l_338 = l_305 * l_337;
let l_339 = l_336 + l_338;
let l_340 = abs(l_339);
let l_341 = l_340 + f32(0.5);
let l_342 = floor(l_341);
l_mut_105 = l_342;
let l_343 = l_339 < f32(0.0);
if l_343 {
let l_344 = -l_342;
l_mut_105 = l_344;
}
let l_345 = abs(l_mut_133);
let l_346 = l_345 < f32(4194304.0);
let l_347 = abs(l_mut_119);
let l_348 = l_347 < f32(4194304.0);
let l_349 = abs(l_mut_105);
let l_350 = l_349 < f32(4194304.0);
let l_351 = l_346 && l_348;
let l_352 = l_351 && l_350;
if l_352 {
let l_353 = i32(l_mut_133);
let l_354 = -l_353;
let l_355 = i32(l_mut_119);
let l_356 = -l_355;
let l_357 = i32(l_mut_105);
let l_358 = -l_357;
l_mut_162 = i32(0);
loop {
let l_359 = i32(2) * l_12;
let l_360 = l_359 + i32(1);
let l_361 = l_mut_162 < l_360;
let l_362 = !l_361;
if l_362 {
break;
}
let l_363 = l_354 - l_12;
let l_364 = l_363 + l_mut_162;
l_mut_157 = i32(0);
loop {
let l_365 = l_mut_157 < l_286;
let l_366 = !l_365;
if l_366 {
break;
}
let l_367 = l_356 - l_13;
let l_368 = l_367 + l_mut_157;
l_mut_150 = i32(0);
loop {
let l_369 = l_mut_150 < l_288;
let l_370 = !l_369;
if l_370 {
break;
}
let l_371 = l_358 - l_14;
let l_372 = l_371 + l_mut_150;
let l_373 = l_364 == i32(0);
let l_374 = l_368 == i32(0);
let l_375 = l_373 && l_374;
let l_376 = l_372 == i32(0);
let l_377 = l_375 && l_376;
let l_378 = l_mut_294 == l_260;
let l_379 = l_377 && l_378;
let l_380 = !l_379;
if l_380 {
let l_381 = f32(l_364);
let l_382 = f32(l_368);
let l_383 = f32(l_372);
let l_384 = l_381 * l_276;
let l_385 = l_382 * l_279;
let l_386 = l_384 + l_385;
let l_387 = l_383 * l_282;
let l_388 = l_386 + l_387;
let l_389 = l_297 + l_388;
let l_390 = l_381 * l_277;
let l_391 = l_382 * l_280;
let l_392 = l_390 + l_391;
let l_393 = l_383 * l_283;
let l_394 = l_392 + l_393;
let l_395 = l_301 + l_394;
let l_396 = l_381 * l_278;
let l_397 = l_382 * l_281;
let l_398 = l_396 + l_397;
let l_399 = l_383 * l_284;
let l_400 = l_398 + l_399;
let l_401 = l_305 + l_400;
let l_402 = l_389 * l_389;
let l_403 = l_395 * l_395;
let l_404 = l_402 + l_403;
let l_405 = l_401 * l_401;
let l_406 = l_404 + l_405;
let l_407 = l_406 < info.scalars_f32[0];
if l_407 {
let l_408 = l_267 + l_mut_45;
buffer_4_global[l_408] = l_260;
buffer_5_global[l_408] = l_mut_294;
let l_409 = u32(3) * l_408;
let l_410 = l_381 * l_276;
let l_411 = l_382 * l_279;
let l_412 = l_410 + l_411;
let l_413 = l_383 * l_282;
let l_414 = l_412 + l_413;
buffer_6_global[l_409] = l_414;
let l_415 = u32(3) * l_408;
let l_416 = l_415 + u32(1);
let l_417 = l_381 * l_277;
let l_418 = l_382 * l_280;
let l_419 = l_417 + l_418;
let l_420 = l_383 * l_283;
let l_421 = l_419 + l_420;
buffer_6_global[l_416] = l_421;
let l_422 = u32(3) * l_408;
let l_423 = l_422 + u32(2);
let l_424 = l_381 * l_278;
let l_425 = l_382 * l_281;
let l_426 = l_424 + l_425;
let l_427 = l_383 * l_284;
let l_428 = l_426 + l_427;
buffer_6_global[l_423] = l_428;
let l_429 = l_mut_294 * l_293;
let l_430 = l_mut_162 * l_286;
let l_431 = l_430 + l_mut_157;
let l_432 = l_431 * l_288;
let l_433 = l_432 + l_mut_150;
let l_434 = u32(l_433);
let l_435 = l_429 + l_434;
buffer_8_global[l_408] = l_435;
l_mut_45 = l_mut_45 + u32(1);
}
}
l_mut_150 = l_mut_150 + i32(1);
}
l_mut_157 = l_mut_157 + i32(1);
}
l_mut_162 = l_mut_162 + i32(1);
}
} else {
l_mut_42 = l_mut_42 | u32(2147483648);
}
}
let l_436 = l_mut_45 | l_mut_42;
}
storageBarrier();
workgroupBarrier();
let l_437 = i32(2) * l_12;
let l_438 = l_437 + i32(1);
let l_439 = i32(2) * l_13;
let l_440 = l_439 + i32(1);
let l_441 = l_438 * l_440;
let l_442 = i32(2) * l_14;
let l_443 = l_442 + i32(1);
let l_444 = l_441 * l_443;
let l_445 = u32(l_444);
l_mut_45 = u32(0);
l_mut_42 = local_idx;
loop {
let l_446 = l_mut_42 < l_227;
let l_447 = !l_446;
if l_447 {
break;
}
let l_448 = buffer_4_global[l_mut_42];
let l_449 = buffer_5_global[l_mut_42];
let l_450 = l_448 * l_445;
let l_451 = l_445 - u32(1);
let l_452 = buffer_8_global[l_mut_42];
let l_453 = l_452 % l_445;
let l_454 = l_451 - l_453;
let l_455 = l_450 + l_454;
let l_456 = buffer_3_global[l_449];
l_mut_457 = l_456;
let l_458 = l_449 + u32(1);
let l_459 = buffer_3_global[l_458];
l_mut_460 = l_459;
loop {
let l_461 = l_mut_457 < l_mut_460;
let l_462 = !l_461;
if l_462 {
break;
}
let l_463 = l_mut_457 + l_mut_460;
let l_464 = l_463 / u32(2);
let l_465 = buffer_8_global[l_464];
let l_466 = l_465 < l_455;
if l_466 {
let l_467 = l_464 + u32(1);
l_mut_457 = l_467;
} else {
l_mut_460 = l_464;
}
}
let l_468 = l_449 + u32(1);
let l_469 = buffer_3_global[l_468];
let l_470 = l_mut_457 < l_469;
l_mut_471 = l_470;
if l_mut_471 {
let l_472 = buffer_8_global[l_mut_457];
let l_473 = l_472 == l_455;
l_mut_471 = l_473;
}
l_mut_474 = l_mut_457;
let l_475 = !l_mut_471;
if l_475 {
l_mut_45 = l_mut_45 + u32(1);
l_mut_474 = l_mut_42;
}
buffer_7_global[l_mut_42] = l_mut_474;
l_mut_42 = l_mut_42 + u32(1024);
}
let l_476 = l_mut_45 > u32(0);
if l_476 {
let l_477 = &buffer_9_global[u32(5)];
let l_478 = atomicAdd(l_477, l_mut_45);}
}
