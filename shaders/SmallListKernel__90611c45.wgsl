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

var<workgroup> shared_memory_0: array<u32, 1024>;

var<workgroup> shared_memory_80: array<u32, 1024>;

const WORKGROUP_SIZE_X = 1024u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1024, 1, 1)
fn small_list_kernel(
    @builtin(local_invocation_index) local_idx: u32,
) {
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_119: u32;
var l_mut_120: u32;
var l_mut_12: u32;
var l_mut_13: u32;
var l_mut_144: f32;
var l_mut_158: f32;
var l_mut_172: f32;
var l_mut_189: i32;
var l_mut_196: i32;
var l_mut_201: i32;
var l_mut_496: u32;
var l_mut_499: u32;
var l_mut_510: bool;
var l_mut_513: u32;
var l_mut_81: u32;
var l_mut_84: u32;
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
l_mut_12 = u32(0);
l_mut_13 = local_idx;
loop {
let l_14 = l_mut_13 < info.scalars_u32[0];
let l_15 = !l_14;
if l_15 {
break;
}
let l_16 = u32(3) * l_mut_13;
let l_17 = buffer_0_global[l_16];
let l_18 = u32(3) * l_mut_13;
let l_19 = buffer_1_global[l_18];
let l_20 = l_17 - l_19;
let l_21 = u32(3) * l_mut_13;
let l_22 = l_21 + u32(1);
let l_23 = buffer_0_global[l_22];
let l_24 = u32(3) * l_mut_13;
let l_25 = l_24 + u32(1);
let l_26 = buffer_1_global[l_25];
let l_27 = l_23 - l_26;
let l_28 = u32(3) * l_mut_13;
let l_29 = l_28 + u32(2);
let l_30 = buffer_0_global[l_29];
let l_31 = u32(3) * l_mut_13;
let l_32 = l_31 + u32(2);
let l_33 = buffer_1_global[l_32];
let l_34 = l_30 - l_33;
let l_35 = l_20 * l_20;
let l_36 = l_27 * l_27;
let l_37 = l_35 + l_36;
let l_38 = l_34 * l_34;
let l_39 = l_37 + l_38;
let l_40 = l_39 < info.scalars_f32[1];
let l_41 = !l_40;
if l_41 {
l_mut_12 = u32(1);
}
l_mut_13 = l_mut_13 + u32(1024);
}
shared_memory_0[local_idx] = l_mut_12;
workgroupBarrier();
let l_42 = workgroup_size_no_axis / u32(2);
l_mut_12 = l_42;
loop {
let l_43 = l_mut_12 > u32(0);
let l_44 = !l_43;
if l_44 {
break;
}
let l_45 = local_idx < l_mut_12;
if l_45 {
let l_46 = shared_memory_0[local_idx];
let l_47 = local_idx + l_mut_12;
let l_48 = shared_memory_0[l_47];
let l_49 = l_46 | l_48;
shared_memory_0[local_idx] = l_49;
}
workgroupBarrier();
l_mut_12 = l_mut_12 / u32(2);
}
let l_50 = shared_memory_0[u32(0)];
let l_51 = l_50 != u32(0);
let l_52 = !l_51;
if l_52 {
return;
}
workgroupBarrier();
let l_53 = i32(info.scalars_u32[1]);
let l_54 = i32(info.scalars_u32[2]);
let l_55 = i32(info.scalars_u32[3]);
let l_56 = u32(1024) / info.scalars_u32[0];
l_mut_13 = l_56;
let l_57 = l_mut_13 < u32(1);
if l_57 {
l_mut_13 = u32(1);
}
let l_58 = info.scalars_u32[0] * l_mut_13;
l_mut_12 = local_idx;
loop {
let l_59 = l_mut_12 < info.scalars_u32[0];
let l_60 = !l_59;
if l_60 {
break;
}
let l_61 = u32(3) * l_mut_12;
let l_62 = buffer_0_global[l_61];
let l_63 = u32(3) * l_mut_12;
let l_64 = l_63 + u32(1);
let l_65 = buffer_0_global[l_64];
let l_66 = u32(3) * l_mut_12;
let l_67 = l_66 + u32(2);
let l_68 = buffer_0_global[l_67];
let l_69 = abs(l_62);
let l_70 = l_69 <= f32(1000000.0);
let l_71 = abs(l_65);
let l_72 = l_71 <= f32(1000000.0);
let l_73 = l_70 && l_72;
let l_74 = abs(l_68);
let l_75 = l_74 <= f32(1000000.0);
let l_76 = l_73 && l_75;
let l_77 = !l_76;
if l_77 {
let l_78 = &buffer_9_global[u32(4)];
let l_79 = atomicMin(l_78, l_mut_12);}
l_mut_12 = l_mut_12 + u32(1024);
}
l_mut_81 = u32(0);
let l_82 = local_idx * u32(1);
let l_83 = l_82 + u32(0);
l_mut_84 = u32(0);
let l_85 = l_83 < l_58;
if l_85 {
let l_86 = l_83 / l_mut_13;
let l_87 = l_83 % l_mut_13;
let l_88 = l_87 * info.scalars_u32[0];
let l_89 = l_88 / l_mut_13;
let l_90 = l_87 + u32(1);
let l_91 = l_90 * info.scalars_u32[0];
let l_92 = l_91 / l_mut_13;
let l_93 = u32(3) * l_86;
let l_94 = buffer_0_global[l_93];
let l_95 = u32(3) * l_86;
let l_96 = l_95 + u32(1);
let l_97 = buffer_0_global[l_96];
let l_98 = u32(3) * l_86;
let l_99 = l_98 + u32(2);
let l_100 = buffer_0_global[l_99];
let l_101 = buffer_2_global[u32(9)];
let l_102 = buffer_2_global[u32(10)];
let l_103 = buffer_2_global[u32(11)];
let l_104 = buffer_2_global[u32(12)];
let l_105 = buffer_2_global[u32(13)];
let l_106 = buffer_2_global[u32(14)];
let l_107 = buffer_2_global[u32(15)];
let l_108 = buffer_2_global[u32(16)];
let l_109 = buffer_2_global[u32(17)];
let l_110 = i32(2) * l_54;
let l_111 = l_110 + i32(1);
let l_112 = i32(2) * l_55;
let l_113 = l_112 + i32(1);
let l_114 = i32(2) * l_53;
let l_115 = l_114 + i32(1);
let l_116 = l_115 * l_111;
let l_117 = l_116 * l_113;
let l_118 = u32(l_117);
l_mut_119 = u32(0);
l_mut_120 = u32(0);

for (var l_mut_121: u32 = l_89; l_mut_121 < l_92; l_mut_121++) {
let l_122 = u32(3) * l_mut_121;
let l_123 = buffer_0_global[l_122];
let l_124 = l_123 - l_94;
let l_125 = u32(3) * l_mut_121;
let l_126 = l_125 + u32(1);
let l_127 = buffer_0_global[l_126];
let l_128 = l_127 - l_97;
let l_129 = u32(3) * l_mut_121;
let l_130 = l_129 + u32(2);
let l_131 = buffer_0_global[l_130];
let l_132 = l_131 - l_100;
let l_133 = buffer_2_global[u32(0)];
let l_134 = l_124 * l_133;
let l_135 = buffer_2_global[u32(3)];
let l_136 = l_128 * l_135;
let l_137 = l_134 + l_136;
let l_138 = buffer_2_global[u32(6)];
let l_139 = l_132 * l_138;
let l_140 = l_137 + l_139;
let l_141 = abs(l_140);
let l_142 = l_141 + f32(0.5);
let l_143 = floor(l_142);
l_mut_144 = l_143;
let l_145 = l_140 < f32(0.0);
if l_145 {
let l_146 = -l_143;
l_mut_144 = l_146;
}
let l_147 = buffer_2_global[u32(1)];
let l_148 = l_124 * l_147;
let l_149 = buffer_2_global[u32(4)];
let l_150 = l_128 * l_149;
let l_151 = l_148 + l_150;
let l_152 = buffer_2_global[u32(7)];
let l_153 = l_132 * l_152;
let l_154 = l_151 + l_153;
let l_155 = abs(l_154);
let l_156 = l_155 + f32(0.5);
let l_157 = floor(l_156);
l_mut_158 = l_157;
let l_159 = l_154 < f32(0.0);
if l_159 {
let l_160 = -l_157;
l_mut_158 = l_160;
}
let l_161 = buffer_2_global[u32(2)];
let l_162 = l_124 * l_161;
let l_163 = buffer_2_global[u32(5)];
let l_164 = l_128 * l_163;
let l_165 = l_162 + l_164;
let l_166 = buffer_2_global[u32(8)];
let l_167 = l_132 * l_166;
let l_168 = l_165 + l_167;
let l_169 = abs(l_168);
let l_170 = l_169 + f32(0.5);
let l_171 = floor(l_170);
l_mut_172 = l_171;
let l_173 = l_168 < f32(0.0);
if l_173 {
let l_174 = -l_171;
l_mut_172 = l_174;
}
let l_175 = abs(l_mut_144);
let l_176 = l_175 < f32(4194304.0);
let l_177 = abs(l_mut_158);
let l_178 = l_177 < f32(4194304.0);
let l_179 = abs(l_mut_172);
let l_180 = l_179 < f32(4194304.0);
let l_181 = l_176 && l_178;
let l_182 = l_181 && l_180;
if l_182 {
let l_183 = i32(l_mut_144);
let l_184 = -l_183;
let l_185 = i32(l_mut_158);
let l_186 = -l_185;
let l_187 = i32(l_mut_172);
let l_188 = -l_187;
l_mut_189 = i32(0);
loop {
let l_190 = i32(2) * l_53;
let l_191 = l_190 + i32(1);
let l_192 = l_mut_189 < l_191;
let l_193 = !l_192;
if l_193 {
break;
}
let l_194 = l_184 - l_53;
let l_195 = l_194 + l_mut_189;
l_mut_196 = i32(0);
loop {
let l_197 = l_mut_196 < l_111;
let l_198 = !l_197;
if l_198 {
break;
}
let l_199 = l_186 - l_54;
let l_200 = l_199 + l_mut_196;
l_mut_201 = i32(0);
loop {
let l_202 = l_mut_201 < l_113;
let l_203 = !l_202;
if l_203 {
break;
}
let l_204 = l_188 - l_55;
let l_205 = l_204 + l_mut_201;
let l_206 = l_195 == i32(0);
let l_207 = l_200 == i32(0);
let l_208 = l_206 && l_207;
let l_209 = l_205 == i32(0);
let l_210 = l_208 && l_209;
let l_211 = l_mut_121 == l_86;
let l_212 = l_210 && l_211;
let l_213 = !l_212;
if l_213 {
let l_214 = f32(l_195);
let l_215 = f32(l_200);
let l_216 = f32(l_205);
let l_217 = l_214 * l_101;
let l_218 = l_215 * l_104;
let l_219 = l_217 + l_218;
let l_220 = l_216 * l_107;
let l_221 = l_219 + l_220;
let l_222 = l_124 + l_221;
let l_223 = l_214 * l_102;
let l_224 = l_215 * l_105;
let l_225 = l_223 + l_224;
let l_226 = l_216 * l_108;
let l_227 = l_225 + l_226;
let l_228 = l_128 + l_227;
let l_229 = l_214 * l_103;
let l_230 = l_215 * l_106;
let l_231 = l_229 + l_230;
let l_232 = l_216 * l_109;
let l_233 = l_231 + l_232;
let l_234 = l_132 + l_233;
let l_235 = l_222 * l_222;
let l_236 = l_228 * l_228;
let l_237 = l_235 + l_236;
let l_238 = l_234 * l_234;
let l_239 = l_237 + l_238;
let l_240 = l_239 < info.scalars_f32[0];
if l_240 {
let l_241 = l_239 < f32(9.99999993922529e-9);
if l_241 {
l_mut_120 = l_mut_120 | u32(1073741824);
}
l_mut_119 = l_mut_119 + u32(1);
}
}
l_mut_201 = l_mut_201 + i32(1);
}
l_mut_196 = l_mut_196 + i32(1);
}
l_mut_189 = l_mut_189 + i32(1);
}
} else {
l_mut_120 = l_mut_120 | u32(2147483648);
}
}
let l_242 = l_mut_119 | l_mut_120;
let l_243 = l_242 & u32(1073741823);
l_mut_84 = l_243;
let l_244 = l_242 & u32(1073741824);
let l_245 = l_244 != u32(0);
if l_245 {
let l_246 = &buffer_9_global[u32(3)];
let l_247 = atomicMin(l_246, l_86);}
let l_248 = l_242 & u32(2147483648);
let l_249 = l_248 != u32(0);
if l_249 {
let l_250 = &buffer_9_global[u32(7)];
let l_251 = atomicAdd(l_250, u32(1));}
}
shared_memory_80[l_83] = l_mut_81;
l_mut_81 = l_mut_81 + l_mut_84;
shared_memory_0[local_idx] = l_mut_81;
workgroupBarrier();
let l_252 = workgroup_size_no_axis / u32(1024);
l_mut_120 = l_252;
loop {
let l_253 = l_mut_120 < u32(1024);
let l_254 = !l_253;
if l_254 {
break;
}
l_mut_119 = u32(0);
let l_255 = local_idx >= l_mut_120;
if l_255 {
let l_256 = local_idx - l_mut_120;
let l_257 = shared_memory_0[l_256];
l_mut_119 = l_257;
}
workgroupBarrier();
let l_258 = shared_memory_0[local_idx];
let l_259 = l_258 + l_mut_119;
shared_memory_0[local_idx] = l_259;
workgroupBarrier();
l_mut_120 = l_mut_120 * u32(2);
}
let l_260 = shared_memory_0[local_idx];
let l_261 = l_260 - l_mut_81;
let l_262 = local_idx * u32(1);
let l_263 = l_262 + u32(0);
let l_264 = shared_memory_80[l_263];
let l_265 = l_264 + l_261;
shared_memory_80[l_263] = l_265;
let l_266 = shared_memory_0[u32(1023)];
storageBarrier();
workgroupBarrier();
let l_267 = &buffer_9_global[u32(3)];
let l_268 = atomicLoad(l_267);
let l_269 = l_268 != u32(4294967295);
let l_270 = &buffer_9_global[u32(4)];
let l_271 = atomicLoad(l_270);
let l_272 = l_271 != u32(4294967295);
let l_273 = l_269 || l_272;
let l_274 = &buffer_9_global[u32(7)];
let l_275 = atomicLoad(l_274);
let l_276 = l_275 != u32(0);
let l_277 = l_273 || l_276;
let l_278 = local_idx == u32(0);
if l_278 {
let l_279 = &buffer_9_global[u32(0)];
atomicStore(l_279,l_266);
let l_280 = &buffer_9_global[u32(1)];
let l_281 = atomicMax(l_280, l_266);let l_282 = &buffer_9_global[u32(6)];
let l_283 = atomicAdd(l_282, u32(1));let l_284 = l_266 > info.scalars_u32[4];
if l_284 {
let l_285 = &buffer_9_global[u32(2)];
let l_286 = atomicAdd(l_285, u32(1));}
}
let l_287 = l_266 > info.scalars_u32[4];
let l_288 = l_277 || l_287;
if l_288 {
l_mut_119 = local_idx;
loop {
let l_289 = l_mut_119 <= info.scalars_u32[0];
let l_290 = !l_289;
if l_290 {
break;
}
buffer_3_global[l_mut_119] = u32(0);
l_mut_119 = l_mut_119 + u32(1024);
}
return;
}
l_mut_119 = local_idx;
loop {
let l_291 = l_mut_119 < info.scalars_u32[0];
let l_292 = !l_291;
if l_292 {
break;
}
let l_293 = l_mut_119 * l_mut_13;
let l_294 = shared_memory_80[l_293];
buffer_3_global[l_mut_119] = l_294;
l_mut_119 = l_mut_119 + u32(1024);
}
let l_295 = local_idx == u32(0);
if l_295 {
buffer_3_global[info.scalars_u32[0]] = l_266;
}
let l_296 = local_idx * u32(1);
let l_297 = l_296 + u32(0);
let l_298 = l_297 < l_58;
if l_298 {
let l_299 = l_297 / l_mut_13;
let l_300 = l_297 % l_mut_13;
let l_301 = l_300 * info.scalars_u32[0];
let l_302 = l_301 / l_mut_13;
let l_303 = l_300 + u32(1);
let l_304 = l_303 * info.scalars_u32[0];
let l_305 = l_304 / l_mut_13;
let l_306 = shared_memory_80[l_297];
let l_307 = u32(3) * l_299;
let l_308 = buffer_0_global[l_307];
let l_309 = u32(3) * l_299;
let l_310 = l_309 + u32(1);
let l_311 = buffer_0_global[l_310];
let l_312 = u32(3) * l_299;
let l_313 = l_312 + u32(2);
let l_314 = buffer_0_global[l_313];
let l_315 = buffer_2_global[u32(9)];
let l_316 = buffer_2_global[u32(10)];
let l_317 = buffer_2_global[u32(11)];
let l_318 = buffer_2_global[u32(12)];
let l_319 = buffer_2_global[u32(13)];
let l_320 = buffer_2_global[u32(14)];
let l_321 = buffer_2_global[u32(15)];
let l_322 = buffer_2_global[u32(16)];
let l_323 = buffer_2_global[u32(17)];
let l_324 = i32(2) * l_54;
let l_325 = l_324 + i32(1);
let l_326 = i32(2) * l_55;
let l_327 = l_326 + i32(1);
let l_328 = i32(2) * l_53;
let l_329 = l_328 + i32(1);
let l_330 = l_329 * l_325;
let l_331 = l_330 * l_327;
let l_332 = u32(l_331);
l_mut_84 = u32(0);
l_mut_81 = u32(0);

for (var l_mut_333: u32 = l_302; l_mut_333 < l_305; l_mut_333++) {
let l_334 = u32(3) * l_mut_333;
let l_335 = buffer_0_global[l_334];
let l_336 = l_335 - l_308;
let l_337 = u32(3) * l_mut_333;
let l_338 = l_337 + u32(1);
let l_339 = buffer_0_global[l_338];
let l_340 = l_339 - l_311;
let l_341 = u32(3) * l_mut_333;
let l_342 = l_341 + u32(2);
let l_343 = buffer_0_global[l_342];
let l_344 = l_343 - l_314;
let l_345 = buffer_2_global[u32(0)];
let l_346 = l_336 * l_345;
let l_347 = buffer_2_global[u32(3)];
let l_348 = l_340 * l_347;
let l_349 = l_346 + l_348;
let l_350 = buffer_2_global[u32(6)];
let l_351 = l_344 * l_350;
let l_352 = l_349 + l_351;
let l_353 = abs(l_352);
let l_354 = l_353 + f32(0.5);
let l_355 = floor(l_354);
l_mut_172 = l_355;
let l_356 = l_352 < f32(0.0);
if l_356 {
let l_357 = -l_355;
l_mut_172 = l_357;
}
let l_358 = buffer_2_global[u32(1)];
let l_359 = l_336 * l_358;
let l_360 = buffer_2_global[u32(4)];
let l_361 = l_340 * l_360;
let l_362 = l_359 + l_361;
let l_363 = buffer_2_global[u32(7)];
let l_364 = l_344 * l_363;
let l_365 = l_362 + l_364;
let l_366 = abs(l_365);
let l_367 = l_366 + f32(0.5);
let l_368 = floor(l_367);
l_mut_158 = l_368;
let l_369 = l_365 < f32(0.0);
if l_369 {
let l_370 = -l_368;
l_mut_158 = l_370;
}
let l_371 = buffer_2_global[u32(2)];
let l_372 = l_336 * l_371;
let l_373 = buffer_2_global[u32(5)];
let l_374 = l_340 * l_373;
let l_375 = l_372 + l_374;
let l_376 = buffer_2_global[u32(8)];
let l_377 = l_344 * l_376;
let l_378 = l_375 + l_377;
let l_379 = abs(l_378);
let l_380 = l_379 + f32(0.5);
let l_381 = floor(l_380);
l_mut_144 = l_381;
let l_382 = l_378 < f32(0.0);
if l_382 {
let l_383 = -l_381;
l_mut_144 = l_383;
}
let l_384 = abs(l_mut_172);
let l_385 = l_384 < f32(4194304.0);
let l_386 = abs(l_mut_158);
let l_387 = l_386 < f32(4194304.0);
let l_388 = abs(l_mut_144);
let l_389 = l_388 < f32(4194304.0);
let l_390 = l_385 && l_387;
let l_391 = l_390 && l_389;
if l_391 {
let l_392 = i32(l_mut_172);
let l_393 = -l_392;
let l_394 = i32(l_mut_158);
let l_395 = -l_394;
let l_396 = i32(l_mut_144);
let l_397 = -l_396;
l_mut_201 = i32(0);
loop {
let l_398 = i32(2) * l_53;
let l_399 = l_398 + i32(1);
let l_400 = l_mut_201 < l_399;
let l_401 = !l_400;
if l_401 {
break;
}
let l_402 = l_393 - l_53;
let l_403 = l_402 + l_mut_201;
l_mut_196 = i32(0);
loop {
let l_404 = l_mut_196 < l_325;
let l_405 = !l_404;
if l_405 {
break;
}
let l_406 = l_395 - l_54;
let l_407 = l_406 + l_mut_196;
l_mut_189 = i32(0);
loop {
let l_408 = l_mut_189 < l_327;
let l_409 = !l_408;
if l_409 {
break;
}
let l_410 = l_397 - l_55;
let l_411 = l_410 + l_mut_189;
let l_412 = l_403 == i32(0);
let l_413 = l_407 == i32(0);
let l_414 = l_412 && l_413;
let l_415 = l_411 == i32(0);
let l_416 = l_414 && l_415;
let l_417 = l_mut_333 == l_299;
let l_418 = l_416 && l_417;
let l_419 = !l_418;
if l_419 {
let l_420 = f32(l_403);
let l_421 = f32(l_407);
let l_422 = f32(l_411);
let l_423 = l_420 * l_315;
let l_424 = l_421 * l_318;
let l_425 = l_423 + l_424;
let l_426 = l_422 * l_321;
let l_427 = l_425 + l_426;
let l_428 = l_336 + l_427;
let l_429 = l_420 * l_316;
let l_430 = l_421 * l_319;
let l_431 = l_429 + l_430;
let l_432 = l_422 * l_322;
let l_433 = l_431 + l_432;
let l_434 = l_340 + l_433;
let l_435 = l_420 * l_317;
let l_436 = l_421 * l_320;
let l_437 = l_435 + l_436;
let l_438 = l_422 * l_323;
let l_439 = l_437 + l_438;
let l_440 = l_344 + l_439;
let l_441 = l_428 * l_428;
let l_442 = l_434 * l_434;
let l_443 = l_441 + l_442;
let l_444 = l_440 * l_440;
let l_445 = l_443 + l_444;
let l_446 = l_445 < info.scalars_f32[0];
if l_446 {
let l_447 = l_306 + l_mut_84;
buffer_4_global[l_447] = l_299;
buffer_5_global[l_447] = l_mut_333;
let l_448 = u32(3) * l_447;
let l_449 = l_420 * l_315;
let l_450 = l_421 * l_318;
let l_451 = l_449 + l_450;
let l_452 = l_422 * l_321;
let l_453 = l_451 + l_452;
buffer_6_global[l_448] = l_453;
let l_454 = u32(3) * l_447;
let l_455 = l_454 + u32(1);
let l_456 = l_420 * l_316;
let l_457 = l_421 * l_319;
let l_458 = l_456 + l_457;
let l_459 = l_422 * l_322;
let l_460 = l_458 + l_459;
buffer_6_global[l_455] = l_460;
let l_461 = u32(3) * l_447;
let l_462 = l_461 + u32(2);
let l_463 = l_420 * l_317;
let l_464 = l_421 * l_320;
let l_465 = l_463 + l_464;
let l_466 = l_422 * l_323;
let l_467 = l_465 + l_466;
buffer_6_global[l_462] = l_467;
let l_468 = l_mut_333 * l_332;
let l_469 = l_mut_201 * l_325;
let l_470 = l_469 + l_mut_196;
let l_471 = l_470 * l_327;
let l_472 = l_471 + l_mut_189;
let l_473 = u32(l_472);
let l_474 = l_468 + l_473;
buffer_8_global[l_447] = l_474;
l_mut_84 = l_mut_84 + u32(1);
}
}
l_mut_189 = l_mut_189 + i32(1);
}
l_mut_196 = l_mut_196 + i32(1);
}
l_mut_201 = l_mut_201 + i32(1);
}
} else {
l_mut_81 = l_mut_81 | u32(2147483648);
}
}
let l_475 = l_mut_84 | l_mut_81;
}
storageBarrier();
workgroupBarrier();
let l_476 = i32(2) * l_53;
let l_477 = l_476 + i32(1);
let l_478 = i32(2) * l_54;
let l_479 = l_478 + i32(1);
let l_480 = l_477 * l_479;
let l_481 = i32(2) * l_55;
let l_482 = l_481 + i32(1);
let l_483 = l_480 * l_482;
let l_484 = u32(l_483);
l_mut_84 = u32(0);
l_mut_81 = local_idx;
loop {
let l_485 = l_mut_81 < l_266;
let l_486 = !l_485;
if l_486 {
break;
}
let l_487 = buffer_4_global[l_mut_81];
let l_488 = buffer_5_global[l_mut_81];
let l_489 = l_487 * l_484;
let l_490 = l_484 - u32(1);
let l_491 = buffer_8_global[l_mut_81];
let l_492 = l_491 % l_484;
let l_493 = l_490 - l_492;
let l_494 = l_489 + l_493;
let l_495 = buffer_3_global[l_488];
l_mut_496 = l_495;
let l_497 = l_488 + u32(1);
let l_498 = buffer_3_global[l_497];
l_mut_499 = l_498;
loop {
let l_500 = l_mut_496 < l_mut_499;
let l_501 = !l_500;
if l_501 {
break;
}
let l_502 = l_mut_496 + l_mut_499;
let l_503 = l_502 / u32(2);
let l_504 = buffer_8_global[l_503];
let l_505 = l_504 < l_494;
if l_505 {
let l_506 = l_503 + u32(1);
l_mut_496 = l_506;
} else {
l_mut_499 = l_503;
}
}
let l_507 = l_488 + u32(1);
let l_508 = buffer_3_global[l_507];
let l_509 = l_mut_496 < l_508;
l_mut_510 = l_509;
if l_mut_510 {
let l_511 = buffer_8_global[l_mut_496];
let l_512 = l_511 == l_494;
l_mut_510 = l_512;
}
l_mut_513 = l_mut_496;
let l_514 = !l_mut_510;
if l_514 {
l_mut_84 = l_mut_84 + u32(1);
l_mut_513 = l_mut_81;
}
buffer_7_global[l_mut_81] = l_mut_513;
l_mut_81 = l_mut_81 + u32(1024);
}
let l_515 = l_mut_84 > u32(0);
if l_515 {
let l_516 = &buffer_9_global[u32(5)];
let l_517 = atomicAdd(l_516, l_mut_84);}
l_mut_513 = local_idx;
loop {
let l_518 = u32(3) * info.scalars_u32[0];
let l_519 = l_mut_513 < l_518;
let l_520 = !l_519;
if l_520 {
break;
}
let l_521 = buffer_0_global[l_mut_513];
buffer_1_global[l_mut_513] = l_521;
l_mut_513 = l_mut_513 + u32(1024);
}
}
