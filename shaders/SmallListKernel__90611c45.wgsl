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

var<workgroup> shared_memory_79: array<u32, 1024>;

const WORKGROUP_SIZE_X = 1024u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1024, 1, 1)
fn small_list_kernel(
    @builtin(local_invocation_index) local_idx: u32,
) {
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_118: u32;
var l_mut_119: u32;
var l_mut_12: u32;
var l_mut_13: u32;
var l_mut_143: f32;
var l_mut_157: f32;
var l_mut_171: f32;
var l_mut_188: i32;
var l_mut_195: i32;
var l_mut_200: i32;
var l_mut_495: u32;
var l_mut_498: u32;
var l_mut_509: bool;
var l_mut_512: u32;
var l_mut_80: u32;
var l_mut_83: u32;
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
let l_51 = l_50 == u32(0);
if l_51 {
return;
}
workgroupBarrier();
let l_52 = i32(info.scalars_u32[1]);
let l_53 = i32(info.scalars_u32[2]);
let l_54 = i32(info.scalars_u32[3]);
let l_55 = u32(1024) / info.scalars_u32[0];
l_mut_13 = l_55;
let l_56 = l_mut_13 < u32(1);
if l_56 {
l_mut_13 = u32(1);
}
let l_57 = info.scalars_u32[0] * l_mut_13;
l_mut_12 = local_idx;
loop {
let l_58 = l_mut_12 < info.scalars_u32[0];
let l_59 = !l_58;
if l_59 {
break;
}
let l_60 = u32(3) * l_mut_12;
let l_61 = buffer_0_global[l_60];
let l_62 = u32(3) * l_mut_12;
let l_63 = l_62 + u32(1);
let l_64 = buffer_0_global[l_63];
let l_65 = u32(3) * l_mut_12;
let l_66 = l_65 + u32(2);
let l_67 = buffer_0_global[l_66];
let l_68 = abs(l_61);
let l_69 = l_68 <= f32(1000000.0);
let l_70 = abs(l_64);
let l_71 = l_70 <= f32(1000000.0);
let l_72 = l_69 && l_71;
let l_73 = abs(l_67);
let l_74 = l_73 <= f32(1000000.0);
let l_75 = l_72 && l_74;
let l_76 = !l_75;
if l_76 {
let l_77 = &buffer_9_global[u32(4)];
let l_78 = atomicMin(l_77, l_mut_12);}
l_mut_12 = l_mut_12 + u32(1024);
}
l_mut_80 = u32(0);
let l_81 = local_idx * u32(1);
let l_82 = l_81 + u32(0);
l_mut_83 = u32(0);
let l_84 = l_82 < l_57;
if l_84 {
let l_85 = l_82 / l_mut_13;
let l_86 = l_82 % l_mut_13;
let l_87 = l_86 * info.scalars_u32[0];
let l_88 = l_87 / l_mut_13;
let l_89 = l_86 + u32(1);
let l_90 = l_89 * info.scalars_u32[0];
let l_91 = l_90 / l_mut_13;
let l_92 = u32(3) * l_85;
let l_93 = buffer_0_global[l_92];
let l_94 = u32(3) * l_85;
let l_95 = l_94 + u32(1);
let l_96 = buffer_0_global[l_95];
let l_97 = u32(3) * l_85;
let l_98 = l_97 + u32(2);
let l_99 = buffer_0_global[l_98];
let l_100 = buffer_2_global[u32(9)];
let l_101 = buffer_2_global[u32(10)];
let l_102 = buffer_2_global[u32(11)];
let l_103 = buffer_2_global[u32(12)];
let l_104 = buffer_2_global[u32(13)];
let l_105 = buffer_2_global[u32(14)];
let l_106 = buffer_2_global[u32(15)];
let l_107 = buffer_2_global[u32(16)];
let l_108 = buffer_2_global[u32(17)];
let l_109 = i32(2) * l_53;
let l_110 = l_109 + i32(1);
let l_111 = i32(2) * l_54;
let l_112 = l_111 + i32(1);
let l_113 = i32(2) * l_52;
let l_114 = l_113 + i32(1);
let l_115 = l_114 * l_110;
let l_116 = l_115 * l_112;
let l_117 = u32(l_116);
l_mut_118 = u32(0);
l_mut_119 = u32(0);

for (var l_mut_120: u32 = l_88; l_mut_120 < l_91; l_mut_120++) {
let l_121 = u32(3) * l_mut_120;
let l_122 = buffer_0_global[l_121];
let l_123 = l_122 - l_93;
let l_124 = u32(3) * l_mut_120;
let l_125 = l_124 + u32(1);
let l_126 = buffer_0_global[l_125];
let l_127 = l_126 - l_96;
let l_128 = u32(3) * l_mut_120;
let l_129 = l_128 + u32(2);
let l_130 = buffer_0_global[l_129];
let l_131 = l_130 - l_99;
let l_132 = buffer_2_global[u32(0)];
let l_133 = l_123 * l_132;
let l_134 = buffer_2_global[u32(3)];
let l_135 = l_127 * l_134;
let l_136 = l_133 + l_135;
let l_137 = buffer_2_global[u32(6)];
let l_138 = l_131 * l_137;
let l_139 = l_136 + l_138;
let l_140 = abs(l_139);
let l_141 = l_140 + f32(0.5);
let l_142 = floor(l_141);
l_mut_143 = l_142;
let l_144 = l_139 < f32(0.0);
if l_144 {
let l_145 = -l_142;
l_mut_143 = l_145;
}
let l_146 = buffer_2_global[u32(1)];
let l_147 = l_123 * l_146;
let l_148 = buffer_2_global[u32(4)];
let l_149 = l_127 * l_148;
let l_150 = l_147 + l_149;
let l_151 = buffer_2_global[u32(7)];
let l_152 = l_131 * l_151;
let l_153 = l_150 + l_152;
let l_154 = abs(l_153);
let l_155 = l_154 + f32(0.5);
let l_156 = floor(l_155);
l_mut_157 = l_156;
let l_158 = l_153 < f32(0.0);
if l_158 {
let l_159 = -l_156;
l_mut_157 = l_159;
}
let l_160 = buffer_2_global[u32(2)];
let l_161 = l_123 * l_160;
let l_162 = buffer_2_global[u32(5)];
let l_163 = l_127 * l_162;
let l_164 = l_161 + l_163;
let l_165 = buffer_2_global[u32(8)];
let l_166 = l_131 * l_165;
let l_167 = l_164 + l_166;
let l_168 = abs(l_167);
let l_169 = l_168 + f32(0.5);
let l_170 = floor(l_169);
l_mut_171 = l_170;
let l_172 = l_167 < f32(0.0);
if l_172 {
let l_173 = -l_170;
l_mut_171 = l_173;
}
let l_174 = abs(l_mut_143);
let l_175 = l_174 < f32(4194304.0);
let l_176 = abs(l_mut_157);
let l_177 = l_176 < f32(4194304.0);
let l_178 = abs(l_mut_171);
let l_179 = l_178 < f32(4194304.0);
let l_180 = l_175 && l_177;
let l_181 = l_180 && l_179;
if l_181 {
let l_182 = i32(l_mut_143);
let l_183 = -l_182;
let l_184 = i32(l_mut_157);
let l_185 = -l_184;
let l_186 = i32(l_mut_171);
let l_187 = -l_186;
l_mut_188 = i32(0);
loop {
let l_189 = i32(2) * l_52;
let l_190 = l_189 + i32(1);
let l_191 = l_mut_188 < l_190;
let l_192 = !l_191;
if l_192 {
break;
}
let l_193 = l_183 - l_52;
let l_194 = l_193 + l_mut_188;
l_mut_195 = i32(0);
loop {
let l_196 = l_mut_195 < l_110;
let l_197 = !l_196;
if l_197 {
break;
}
let l_198 = l_185 - l_53;
let l_199 = l_198 + l_mut_195;
l_mut_200 = i32(0);
loop {
let l_201 = l_mut_200 < l_112;
let l_202 = !l_201;
if l_202 {
break;
}
let l_203 = l_187 - l_54;
let l_204 = l_203 + l_mut_200;
let l_205 = l_194 == i32(0);
let l_206 = l_199 == i32(0);
let l_207 = l_205 && l_206;
let l_208 = l_204 == i32(0);
let l_209 = l_207 && l_208;
let l_210 = l_mut_120 == l_85;
let l_211 = l_209 && l_210;
let l_212 = !l_211;
if l_212 {
let l_213 = f32(l_194);
let l_214 = f32(l_199);
let l_215 = f32(l_204);
let l_216 = l_213 * l_100;
let l_217 = l_214 * l_103;
let l_218 = l_216 + l_217;
let l_219 = l_215 * l_106;
let l_220 = l_218 + l_219;
let l_221 = l_123 + l_220;
let l_222 = l_213 * l_101;
let l_223 = l_214 * l_104;
let l_224 = l_222 + l_223;
let l_225 = l_215 * l_107;
let l_226 = l_224 + l_225;
let l_227 = l_127 + l_226;
let l_228 = l_213 * l_102;
let l_229 = l_214 * l_105;
let l_230 = l_228 + l_229;
let l_231 = l_215 * l_108;
let l_232 = l_230 + l_231;
let l_233 = l_131 + l_232;
let l_234 = l_221 * l_221;
let l_235 = l_227 * l_227;
let l_236 = l_234 + l_235;
let l_237 = l_233 * l_233;
let l_238 = l_236 + l_237;
let l_239 = l_238 < info.scalars_f32[0];
if l_239 {
let l_240 = l_238 < f32(9.99999993922529e-9);
if l_240 {
l_mut_119 = l_mut_119 | u32(1073741824);
}
l_mut_118 = l_mut_118 + u32(1);
}
}
l_mut_200 = l_mut_200 + i32(1);
}
l_mut_195 = l_mut_195 + i32(1);
}
l_mut_188 = l_mut_188 + i32(1);
}
} else {
l_mut_119 = l_mut_119 | u32(2147483648);
}
}
let l_241 = l_mut_118 | l_mut_119;
let l_242 = l_241 & u32(1073741823);
l_mut_83 = l_242;
let l_243 = l_241 & u32(1073741824);
let l_244 = l_243 != u32(0);
if l_244 {
let l_245 = &buffer_9_global[u32(3)];
let l_246 = atomicMin(l_245, l_85);}
let l_247 = l_241 & u32(2147483648);
let l_248 = l_247 != u32(0);
if l_248 {
let l_249 = &buffer_9_global[u32(7)];
let l_250 = atomicAdd(l_249, u32(1));}
}
shared_memory_79[l_82] = l_mut_80;
l_mut_80 = l_mut_80 + l_mut_83;
shared_memory_0[local_idx] = l_mut_80;
workgroupBarrier();
let l_251 = workgroup_size_no_axis / u32(1024);
l_mut_119 = l_251;
loop {
let l_252 = l_mut_119 < u32(1024);
let l_253 = !l_252;
if l_253 {
break;
}
l_mut_118 = u32(0);
let l_254 = local_idx >= l_mut_119;
if l_254 {
let l_255 = local_idx - l_mut_119;
let l_256 = shared_memory_0[l_255];
l_mut_118 = l_256;
}
workgroupBarrier();
let l_257 = shared_memory_0[local_idx];
let l_258 = l_257 + l_mut_118;
shared_memory_0[local_idx] = l_258;
workgroupBarrier();
l_mut_119 = l_mut_119 * u32(2);
}
let l_259 = shared_memory_0[local_idx];
let l_260 = l_259 - l_mut_80;
let l_261 = local_idx * u32(1);
let l_262 = l_261 + u32(0);
let l_263 = shared_memory_79[l_262];
let l_264 = l_263 + l_260;
shared_memory_79[l_262] = l_264;
let l_265 = shared_memory_0[u32(1023)];
storageBarrier();
workgroupBarrier();
let l_266 = &buffer_9_global[u32(3)];
let l_267 = atomicLoad(l_266);
let l_268 = l_267 != u32(4294967295);
let l_269 = &buffer_9_global[u32(4)];
let l_270 = atomicLoad(l_269);
let l_271 = l_270 != u32(4294967295);
let l_272 = l_268 || l_271;
let l_273 = &buffer_9_global[u32(7)];
let l_274 = atomicLoad(l_273);
let l_275 = l_274 != u32(0);
let l_276 = l_272 || l_275;
let l_277 = local_idx == u32(0);
if l_277 {
let l_278 = &buffer_9_global[u32(0)];
atomicStore(l_278,l_265);
let l_279 = &buffer_9_global[u32(1)];
let l_280 = atomicMax(l_279, l_265);let l_281 = &buffer_9_global[u32(6)];
let l_282 = atomicAdd(l_281, u32(1));let l_283 = l_265 > info.scalars_u32[4];
if l_283 {
let l_284 = &buffer_9_global[u32(2)];
let l_285 = atomicAdd(l_284, u32(1));}
}
let l_286 = l_265 > info.scalars_u32[4];
let l_287 = l_276 || l_286;
if l_287 {
l_mut_118 = local_idx;
loop {
let l_288 = l_mut_118 <= info.scalars_u32[0];
let l_289 = !l_288;
if l_289 {
break;
}
buffer_3_global[l_mut_118] = u32(0);
l_mut_118 = l_mut_118 + u32(1024);
}
return;
}
l_mut_118 = local_idx;
loop {
let l_290 = l_mut_118 < info.scalars_u32[0];
let l_291 = !l_290;
if l_291 {
break;
}
let l_292 = l_mut_118 * l_mut_13;
let l_293 = shared_memory_79[l_292];
buffer_3_global[l_mut_118] = l_293;
l_mut_118 = l_mut_118 + u32(1024);
}
let l_294 = local_idx == u32(0);
if l_294 {
buffer_3_global[info.scalars_u32[0]] = l_265;
}
let l_295 = local_idx * u32(1);
let l_296 = l_295 + u32(0);
let l_297 = l_296 < l_57;
if l_297 {
let l_298 = l_296 / l_mut_13;
let l_299 = l_296 % l_mut_13;
let l_300 = l_299 * info.scalars_u32[0];
let l_301 = l_300 / l_mut_13;
let l_302 = l_299 + u32(1);
let l_303 = l_302 * info.scalars_u32[0];
let l_304 = l_303 / l_mut_13;
let l_305 = shared_memory_79[l_296];
let l_306 = u32(3) * l_298;
let l_307 = buffer_0_global[l_306];
let l_308 = u32(3) * l_298;
let l_309 = l_308 + u32(1);
let l_310 = buffer_0_global[l_309];
let l_311 = u32(3) * l_298;
let l_312 = l_311 + u32(2);
let l_313 = buffer_0_global[l_312];
let l_314 = buffer_2_global[u32(9)];
let l_315 = buffer_2_global[u32(10)];
let l_316 = buffer_2_global[u32(11)];
let l_317 = buffer_2_global[u32(12)];
let l_318 = buffer_2_global[u32(13)];
let l_319 = buffer_2_global[u32(14)];
let l_320 = buffer_2_global[u32(15)];
let l_321 = buffer_2_global[u32(16)];
let l_322 = buffer_2_global[u32(17)];
let l_323 = i32(2) * l_53;
let l_324 = l_323 + i32(1);
let l_325 = i32(2) * l_54;
let l_326 = l_325 + i32(1);
let l_327 = i32(2) * l_52;
let l_328 = l_327 + i32(1);
let l_329 = l_328 * l_324;
let l_330 = l_329 * l_326;
let l_331 = u32(l_330);
l_mut_83 = u32(0);
l_mut_80 = u32(0);

for (var l_mut_332: u32 = l_301; l_mut_332 < l_304; l_mut_332++) {
let l_333 = u32(3) * l_mut_332;
let l_334 = buffer_0_global[l_333];
let l_335 = l_334 - l_307;
let l_336 = u32(3) * l_mut_332;
let l_337 = l_336 + u32(1);
let l_338 = buffer_0_global[l_337];
let l_339 = l_338 - l_310;
let l_340 = u32(3) * l_mut_332;
let l_341 = l_340 + u32(2);
let l_342 = buffer_0_global[l_341];
let l_343 = l_342 - l_313;
let l_344 = buffer_2_global[u32(0)];
let l_345 = l_335 * l_344;
let l_346 = buffer_2_global[u32(3)];
let l_347 = l_339 * l_346;
let l_348 = l_345 + l_347;
let l_349 = buffer_2_global[u32(6)];
let l_350 = l_343 * l_349;
let l_351 = l_348 + l_350;
let l_352 = abs(l_351);
let l_353 = l_352 + f32(0.5);
let l_354 = floor(l_353);
l_mut_171 = l_354;
let l_355 = l_351 < f32(0.0);
if l_355 {
let l_356 = -l_354;
l_mut_171 = l_356;
}
let l_357 = buffer_2_global[u32(1)];
let l_358 = l_335 * l_357;
let l_359 = buffer_2_global[u32(4)];
let l_360 = l_339 * l_359;
let l_361 = l_358 + l_360;
let l_362 = buffer_2_global[u32(7)];
let l_363 = l_343 * l_362;
let l_364 = l_361 + l_363;
let l_365 = abs(l_364);
let l_366 = l_365 + f32(0.5);
let l_367 = floor(l_366);
l_mut_157 = l_367;
let l_368 = l_364 < f32(0.0);
if l_368 {
let l_369 = -l_367;
l_mut_157 = l_369;
}
let l_370 = buffer_2_global[u32(2)];
let l_371 = l_335 * l_370;
let l_372 = buffer_2_global[u32(5)];
let l_373 = l_339 * l_372;
let l_374 = l_371 + l_373;
let l_375 = buffer_2_global[u32(8)];
let l_376 = l_343 * l_375;
let l_377 = l_374 + l_376;
let l_378 = abs(l_377);
let l_379 = l_378 + f32(0.5);
let l_380 = floor(l_379);
l_mut_143 = l_380;
let l_381 = l_377 < f32(0.0);
if l_381 {
let l_382 = -l_380;
l_mut_143 = l_382;
}
let l_383 = abs(l_mut_171);
let l_384 = l_383 < f32(4194304.0);
let l_385 = abs(l_mut_157);
let l_386 = l_385 < f32(4194304.0);
let l_387 = abs(l_mut_143);
let l_388 = l_387 < f32(4194304.0);
let l_389 = l_384 && l_386;
let l_390 = l_389 && l_388;
if l_390 {
let l_391 = i32(l_mut_171);
let l_392 = -l_391;
let l_393 = i32(l_mut_157);
let l_394 = -l_393;
let l_395 = i32(l_mut_143);
let l_396 = -l_395;
l_mut_200 = i32(0);
loop {
let l_397 = i32(2) * l_52;
let l_398 = l_397 + i32(1);
let l_399 = l_mut_200 < l_398;
let l_400 = !l_399;
if l_400 {
break;
}
let l_401 = l_392 - l_52;
let l_402 = l_401 + l_mut_200;
l_mut_195 = i32(0);
loop {
let l_403 = l_mut_195 < l_324;
let l_404 = !l_403;
if l_404 {
break;
}
let l_405 = l_394 - l_53;
let l_406 = l_405 + l_mut_195;
l_mut_188 = i32(0);
loop {
let l_407 = l_mut_188 < l_326;
let l_408 = !l_407;
if l_408 {
break;
}
let l_409 = l_396 - l_54;
let l_410 = l_409 + l_mut_188;
let l_411 = l_402 == i32(0);
let l_412 = l_406 == i32(0);
let l_413 = l_411 && l_412;
let l_414 = l_410 == i32(0);
let l_415 = l_413 && l_414;
let l_416 = l_mut_332 == l_298;
let l_417 = l_415 && l_416;
let l_418 = !l_417;
if l_418 {
let l_419 = f32(l_402);
let l_420 = f32(l_406);
let l_421 = f32(l_410);
let l_422 = l_419 * l_314;
let l_423 = l_420 * l_317;
let l_424 = l_422 + l_423;
let l_425 = l_421 * l_320;
let l_426 = l_424 + l_425;
let l_427 = l_335 + l_426;
let l_428 = l_419 * l_315;
let l_429 = l_420 * l_318;
let l_430 = l_428 + l_429;
let l_431 = l_421 * l_321;
let l_432 = l_430 + l_431;
let l_433 = l_339 + l_432;
let l_434 = l_419 * l_316;
let l_435 = l_420 * l_319;
let l_436 = l_434 + l_435;
let l_437 = l_421 * l_322;
let l_438 = l_436 + l_437;
let l_439 = l_343 + l_438;
let l_440 = l_427 * l_427;
let l_441 = l_433 * l_433;
let l_442 = l_440 + l_441;
let l_443 = l_439 * l_439;
let l_444 = l_442 + l_443;
let l_445 = l_444 < info.scalars_f32[0];
if l_445 {
let l_446 = l_305 + l_mut_83;
buffer_4_global[l_446] = l_298;
buffer_5_global[l_446] = l_mut_332;
let l_447 = u32(3) * l_446;
let l_448 = l_419 * l_314;
let l_449 = l_420 * l_317;
let l_450 = l_448 + l_449;
let l_451 = l_421 * l_320;
let l_452 = l_450 + l_451;
buffer_6_global[l_447] = l_452;
let l_453 = u32(3) * l_446;
let l_454 = l_453 + u32(1);
let l_455 = l_419 * l_315;
let l_456 = l_420 * l_318;
let l_457 = l_455 + l_456;
let l_458 = l_421 * l_321;
let l_459 = l_457 + l_458;
buffer_6_global[l_454] = l_459;
let l_460 = u32(3) * l_446;
let l_461 = l_460 + u32(2);
let l_462 = l_419 * l_316;
let l_463 = l_420 * l_319;
let l_464 = l_462 + l_463;
let l_465 = l_421 * l_322;
let l_466 = l_464 + l_465;
buffer_6_global[l_461] = l_466;
let l_467 = l_mut_332 * l_331;
let l_468 = l_mut_200 * l_324;
let l_469 = l_468 + l_mut_195;
let l_470 = l_469 * l_326;
let l_471 = l_470 + l_mut_188;
let l_472 = u32(l_471);
let l_473 = l_467 + l_472;
buffer_8_global[l_446] = l_473;
l_mut_83 = l_mut_83 + u32(1);
}
}
l_mut_188 = l_mut_188 + i32(1);
}
l_mut_195 = l_mut_195 + i32(1);
}
l_mut_200 = l_mut_200 + i32(1);
}
} else {
l_mut_80 = l_mut_80 | u32(2147483648);
}
}
let l_474 = l_mut_83 | l_mut_80;
}
storageBarrier();
workgroupBarrier();
let l_475 = i32(2) * l_52;
let l_476 = l_475 + i32(1);
let l_477 = i32(2) * l_53;
let l_478 = l_477 + i32(1);
let l_479 = l_476 * l_478;
let l_480 = i32(2) * l_54;
let l_481 = l_480 + i32(1);
let l_482 = l_479 * l_481;
let l_483 = u32(l_482);
l_mut_83 = u32(0);
l_mut_80 = local_idx;
loop {
let l_484 = l_mut_80 < l_265;
let l_485 = !l_484;
if l_485 {
break;
}
let l_486 = buffer_4_global[l_mut_80];
let l_487 = buffer_5_global[l_mut_80];
let l_488 = l_486 * l_483;
let l_489 = l_483 - u32(1);
let l_490 = buffer_8_global[l_mut_80];
let l_491 = l_490 % l_483;
let l_492 = l_489 - l_491;
let l_493 = l_488 + l_492;
let l_494 = buffer_3_global[l_487];
l_mut_495 = l_494;
let l_496 = l_487 + u32(1);
let l_497 = buffer_3_global[l_496];
l_mut_498 = l_497;
loop {
let l_499 = l_mut_495 < l_mut_498;
let l_500 = !l_499;
if l_500 {
break;
}
let l_501 = l_mut_495 + l_mut_498;
let l_502 = l_501 / u32(2);
let l_503 = buffer_8_global[l_502];
let l_504 = l_503 < l_493;
if l_504 {
let l_505 = l_502 + u32(1);
l_mut_495 = l_505;
} else {
l_mut_498 = l_502;
}
}
let l_506 = l_487 + u32(1);
let l_507 = buffer_3_global[l_506];
let l_508 = l_mut_495 < l_507;
l_mut_509 = l_508;
if l_mut_509 {
let l_510 = buffer_8_global[l_mut_495];
let l_511 = l_510 == l_493;
l_mut_509 = l_511;
}
l_mut_512 = l_mut_495;
let l_513 = !l_mut_509;
if l_513 {
l_mut_83 = l_mut_83 + u32(1);
l_mut_512 = l_mut_80;
}
buffer_7_global[l_mut_80] = l_mut_512;
l_mut_80 = l_mut_80 + u32(1024);
}
let l_514 = l_mut_83 > u32(0);
if l_514 {
let l_515 = &buffer_9_global[u32(5)];
let l_516 = atomicAdd(l_515, l_mut_83);}
l_mut_512 = local_idx;
loop {
let l_517 = u32(3) * info.scalars_u32[0];
let l_518 = l_mut_512 < l_517;
let l_519 = !l_518;
if l_519 {
break;
}
let l_520 = buffer_0_global[l_mut_512];
buffer_1_global[l_mut_512] = l_520;
l_mut_512 = l_mut_512 + u32(1024);
}
}
