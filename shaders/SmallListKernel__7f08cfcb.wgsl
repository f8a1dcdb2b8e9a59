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

var<workgroup> shared_memory_81: array<u32, 1024>;

const WORKGROUP_SIZE_X = 1024u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1024, 1, 1)
fn small_list_kernel(
    @builtin(local_invocation_index) local_idx: u32,
) {
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_120: u32;
var l_mut_121: u32;
var l_mut_12: u32;
var l_mut_13: u32;
var l_mut_145: f32;
var l_mut_159: f32;
var l_mut_173: f32;
var l_mut_190: i32;
var l_mut_197: i32;
var l_mut_202: i32;
var l_mut_42: bool;
var l_mut_497: u32;
var l_mut_500: u32;
var l_mut_513: u32;
var l_mut_82: u32;
var l_mut_85: u32;
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
l_mut_42 = bool(false);
shared_memory_0[local_idx] = l_mut_12;
workgroupBarrier();
let l_43 = workgroup_size_no_axis / u32(2);
l_mut_12 = l_43;
loop {
let l_44 = l_mut_12 > u32(0);
let l_45 = !l_44;
if l_45 {
break;
}
let l_46 = local_idx < l_mut_12;
if l_46 {
let l_47 = shared_memory_0[local_idx];
let l_48 = local_idx + l_mut_12;
let l_49 = shared_memory_0[l_48];
let l_50 = l_47 | l_49;
shared_memory_0[local_idx] = l_50;
}
workgroupBarrier();
l_mut_12 = l_mut_12 / u32(2);
}
let l_51 = shared_memory_0[u32(0)];
let l_52 = l_51 != u32(0);
l_mut_42 = l_52;
let l_53 = !l_mut_42;
if l_53 {
return;
}
workgroupBarrier();
let l_54 = i32(info.scalars_u32[1]);
let l_55 = i32(info.scalars_u32[2]);
let l_56 = i32(info.scalars_u32[3]);
let l_57 = u32(1024) / info.scalars_u32[0];
l_mut_13 = l_57;
let l_58 = l_mut_13 < u32(1);
if l_58 {
l_mut_13 = u32(1);
}
let l_59 = info.scalars_u32[0] * l_mut_13;
l_mut_12 = local_idx;
loop {
let l_60 = l_mut_12 < info.scalars_u32[0];
let l_61 = !l_60;
if l_61 {
break;
}
let l_62 = u32(3) * l_mut_12;
let l_63 = buffer_0_global[l_62];
let l_64 = u32(3) * l_mut_12;
let l_65 = l_64 + u32(1);
let l_66 = buffer_0_global[l_65];
let l_67 = u32(3) * l_mut_12;
let l_68 = l_67 + u32(2);
let l_69 = buffer_0_global[l_68];
let l_70 = abs(l_63);
let l_71 = l_70 <= f32(1000000.0);
let l_72 = abs(l_66);
let l_73 = l_72 <= f32(1000000.0);
let l_74 = l_71 && l_73;
let l_75 = abs(l_69);
let l_76 = l_75 <= f32(1000000.0);
let l_77 = l_74 && l_76;
let l_78 = !l_77;
if l_78 {
let l_79 = &buffer_9_global[u32(4)];
let l_80 = atomicMin(l_79, l_mut_12);}
l_mut_12 = l_mut_12 + u32(1024);
}
l_mut_82 = u32(0);
let l_83 = local_idx * u32(1);
let l_84 = l_83 + u32(0);
l_mut_85 = u32(0);
let l_86 = l_84 < l_59;
if l_86 {
let l_87 = l_84 / l_mut_13;
let l_88 = l_84 % l_mut_13;
let l_89 = l_88 * info.scalars_u32[0];
let l_90 = l_89 / l_mut_13;
let l_91 = l_88 + u32(1);
let l_92 = l_91 * info.scalars_u32[0];
let l_93 = l_92 / l_mut_13;
let l_94 = u32(3) * l_87;
let l_95 = buffer_0_global[l_94];
let l_96 = u32(3) * l_87;
let l_97 = l_96 + u32(1);
let l_98 = buffer_0_global[l_97];
let l_99 = u32(3) * l_87;
let l_100 = l_99 + u32(2);
let l_101 = buffer_0_global[l_100];
let l_102 = buffer_2_global[u32(9)];
let l_103 = buffer_2_global[u32(10)];
let l_104 = buffer_2_global[u32(11)];
let l_105 = buffer_2_global[u32(12)];
let l_106 = buffer_2_global[u32(13)];
let l_107 = buffer_2_global[u32(14)];
let l_108 = buffer_2_global[u32(15)];
let l_109 = buffer_2_global[u32(16)];
let l_110 = buffer_2_global[u32(17)];
let l_111 = i32(2) * l_55;
let l_112 = l_111 + i32(1);
let l_113 = i32(2) * l_56;
let l_114 = l_113 + i32(1);
let l_115 = i32(2) * l_54;
let l_116 = l_115 + i32(1);
let l_117 = l_116 * l_112;
let l_118 = l_117 * l_114;
let l_119 = u32(l_118);
l_mut_120 = u32(0);
l_mut_121 = u32(0);

for (var l_mut_122: u32 = l_90; l_mut_122 < l_93; l_mut_122++) {
let l_123 = u32(3) * l_mut_122;
let l_124 = buffer_0_global[l_123];
let l_125 = l_124 - l_95;
let l_126 = u32(3) * l_mut_122;
let l_127 = l_126 + u32(1);
let l_128 = buffer_0_global[l_127];
let l_129 = l_128 - l_98;
let l_130 = u32(3) * l_mut_122;
let l_131 = l_130 + u32(2);
let l_132 = buffer_0_global[l_131];
let l_133 = l_132 - l_101;
let l_134 = buffer_2_global[u32(0)];
let l_135 = l_125 * l_134;
let l_136 = buffer_2_global[u32(3)];
let l_137 = l_129 * l_136;
let l_138 = l_135 + l_137;
let l_139 = buffer_2_global[u32(6)];
let l_140 = l_133 * l_139;
let l_141 = l_138 + l_140;
let l_142 = abs(l_141);
let l_143 = l_142 + f32(0.5);
let l_144 = floor(l_143);
l_mut_145 = l_144;
let l_146 = l_141 < f32(0.0);
if l_146 {
let l_147 = -l_144;
l_mut_145 = l_147;
}
let l_148 = buffer_2_global[u32(1)];
let l_149 = l_125 * l_148;
let l_150 = buffer_2_global[u32(4)];
let l_151 = l_129 * l_150;
let l_152 = l_149 + l_151;
let l_153 = buffer_2_global[u32(7)];
let l_154 = l_133 * l_153;
let l_155 = l_152 + l_154;
let l_156 = abs(l_155);
let l_157 = l_156 + f32(0.5);
let l_158 = floor(l_157);
l_mut_159 = l_158;
let l_160 = l_155 < f32(0.0);
if l_160 {
let l_161 = -l_158;
l_mut_159 = l_161;
}
let l_162 = buffer_2_global[u32(2)];
let l_163 = l_125 * l_162;
let l_164 = buffer_2_global[u32(5)];
let l_165 = l_129 * l_164;
let l_166 = l_163 + l_165;
let l_167 = buffer_2_global[u32(8)];
let l_168 = l_133 * l_167;
let l_169 = l_166 + l_168;
let l_170 = abs(l_169);
let l_171 = l_170 + f32(0.5);
let l_172 = floor(l_171);
l_mut_173 = l_172;
let l_174 = l_169 < f32(0.0);
if l_174 {
let l_175 = -l_172;
l_mut_173 = l_175;
}
let l_176 = abs(l_mut_145);
let l_177 = l_176 < f32(4194304.0);
let l_178 = abs(l_mut_159);
let l_179 = l_178 < f32(4194304.0);
let l_180 = abs(l_mut_173);
let l_181 = l_180 < f32(4194304.0);
let l_182 = l_177 && l_179;
let l_183 = l_182 && l_181;
if l_183 {
let l_184 = i32(l_mut_145);
let l_185 = -l_184;
let l_186 = i32(l_mut_159);
let l_187 = -l_186;
let l_188 = i32(l_mut_173);
let l_189 = -l_188;
l_mut_190 = i32(0);
loop {
let l_191 = i32(2) * l_54;
let l_192 = l_191 + i32(1);
let l_193 = l_mut_190 < l_192;
let l_194 = !l_193;
if l_194 {
break;
}
let l_195 = l_185 - l_54;
let l_196 = l_195 + l_mut_190;
l_mut_197 = i32(0);
loop {
let l_198 = l_mut_197 < l_112;
let l_199 = !l_198;
if l_199 {
break;
}
let l_200 = l_187 - l_55;
let l_201 = l_200 + l_mut_197;
l_mut_202 = i32(0);
loop {
let l_203 = l_mut_202 < l_114;
let l_204 = !l_203;
if l_204 {
break;
}
let l_205 = l_189 - l_56;
let l_206 = l_205 + l_mut_202;
let l_207 = l_196 == i32(0);
let l_208 = l_201 == i32(0);
let l_209 = l_207 && l_208;
let l_210 = l_206 == i32(0);
let l_211 = l_209 && l_210;
let l_212 = l_mut_122 == l_87;
let l_213 = l_211 && l_212;
let l_214 = !l_213;
if l_214 {
let l_215 = f32(l_196);
let l_216 = f32(l_201);
let l_217 = f32(l_206);
let l_218 = l_215 * l_102;
let l_219 = l_216 * l_105;
let l_220 = l_218 + l_219;
let l_221 = l_217 * l_108;
let l_222 = l_220 + l_221;
let l_223 = l_125 + l_222;
let l_224 = l_215 * l_103;
let l_225 = l_216 * l_106;
let l_226 = l_224 + l_225;
let l_227 = l_217 * l_109;
let l_228 = l_226 + l_227;
let l_229 = l_129 + l_228;
let l_230 = l_215 * l_104;
let l_231 = l_216 * l_107;
let l_232 = l_230 + l_231;
let l_233 = l_217 * l_110;
let l_234 = l_232 + l_233;
let l_235 = l_133 + l_234;
let l_236 = l_223 * l_223;
let l_237 = l_229 * l_229;
let l_238 = l_236 + l_237;
let l_239 = l_235 * l_235;
let l_240 = l_238 + l_239;
let l_241 = l_240 < info.scalars_f32[0];
if l_241 {
let l_242 = l_240 < f32(9.99999993922529e-9);
if l_242 {
l_mut_121 = l_mut_121 | u32(1073741824);
}
l_mut_120 = l_mut_120 + u32(1);
}
}
l_mut_202 = l_mut_202 + i32(1);
}
l_mut_197 = l_mut_197 + i32(1);
}
l_mut_190 = l_mut_190 + i32(1);
}
} else {
l_mut_121 = l_mut_121 | u32(2147483648);
}
}
let l_243 = l_mut_120 | l_mut_121;
let l_244 = l_243 & u32(1073741823);
l_mut_85 = l_244;
let l_245 = l_243 & u32(1073741824);
let l_246 = l_245 != u32(0);
if l_246 {
let l_247 = &buffer_9_global[u32(3)];
let l_248 = atomicMin(l_247, l_87);}
let l_249 = l_243 & u32(2147483648);
let l_250 = l_249 != u32(0);
if l_250 {
let l_251 = &buffer_9_global[u32(7)];
let l_252 = atomicAdd(l_251, u32(1));}
}
shared_memory_81[l_84] = l_mut_82;
l_mut_82 = l_mut_82 + l_mut_85;
shared_memory_0[local_idx] = l_mut_82;
workgroupBarrier();
let l_253 = workgroup_size_no_axis / u32(1024);
l_mut_121 = l_253;
loop {
let l_254 = l_mut_121 < u32(1024);
let l_255 = !l_254;
if l_255 {
break;
}
l_mut_120 = u32(0);
let l_256 = local_idx >= l_mut_121;
if l_256 {
let l_257 = local_idx - l_mut_121;
let l_258 = shared_memory_0[l_257];
l_mut_120 = l_258;
}
workgroupBarrier();
let l_259 = shared_memory_0[local_idx];
let l_260 = l_259 + l_mut_120;
shared_memory_0[local_idx] = l_260;
workgroupBarrier();
l_mut_121 = l_mut_121 * u32(2);
}
let l_261 = shared_memory_0[local_idx];
let l_262 = l_261 - l_mut_82;
let l_263 = local_idx * u32(1);
let l_264 = l_263 + u32(0);
let l_265 = shared_memory_81[l_264];
let l_266 = l_265 + l_262;
shared_memory_81[l_264] = l_266;
let l_267 = shared_memory_0[u32(1023)];
storageBarrier();
workgroupBarrier();
let l_268 = &buffer_9_global[u32(3)];
let l_269 = atomicLoad(l_268);
let l_270 = l_269 != u32(4294967295);
let l_271 = &buffer_9_global[u32(4)];
let l_272 = atomicLoad(l_271);
let l_273 = l_272 != u32(4294967295);
let l_274 = l_270 || l_273;
let l_275 = &buffer_9_global[u32(7)];
let l_276 = atomicLoad(l_275);
let l_277 = l_276 != u32(0);
let l_278 = l_274 || l_277;
let l_279 = local_idx == u32(0);
if l_279 {
let l_280 = &buffer_9_global[u32(0)];
atomicStore(l_280,l_267);
let l_281 = &buffer_9_global[u32(1)];
let l_282 = atomicMax(l_281, l_267);let l_283 = &buffer_9_global[u32(6)];
let l_284 = atomicAdd(l_283, u32(1));let l_285 = l_267 > info.scalars_u32[4];
if l_285 {
let l_286 = &buffer_9_global[u32(2)];
let l_287 = atomicAdd(l_286, u32(1));}
}
let l_288 = l_267 > info.scalars_u32[4];
let l_289 = l_278 || l_288;
if l_289 {
l_mut_120 = local_idx;
loop {
let l_290 = l_mut_120 <= info.scalars_u32[0];
let l_291 = !l_290;
if l_291 {
break;
}
buffer_3_global[l_mut_120] = u32(0);
l_mut_120 = l_mut_120 + u32(1024);
}
return;
}
l_mut_120 = local_idx;
loop {
let l_292 = l_mut_120 < info.scalars_u32[0];
let l_293 = !l_292;
if l_293 {
break;
}
let l_294 = l_mut_120 * l_mut_13;
let l_295 = shared_memory_81[l_294];
buffer_3_global[l_mut_120] = l_295;
l_mut_120 = l_mut_120 + u32(1024);
}
let l_296 = local_idx == u32(0);
if l_296 {
buffer_3_global[info.scalars_u32[0]] = l_267;
}
let l_297 = local_idx * u32(1);
let l_298 = l_297 + u32(0);
let l_299 = l_298 < l_59;
if l_299 {
let l_300 = l_298 / l_mut_13;
let l_301 = l_298 % l_mut_13;
let l_302 = l_301 * info.scalars_u32[0];
let l_303 = l_302 / l_mut_13;
let l_304 = l_301 + u32(1);
let l_305 = l_304 * info.scalars_u32[0];
let l_306 = l_305 / l_mut_13;
let l_307 = shared_memory_81[l_298];
let l_308 = u32(3) * l_300;
let l_309 = buffer_0_global[l_308];
let l_310 = u32(3) * l_300;
let l_311 = l_310 + u32(1);
let l_312 = buffer_0_global[l_311];
let l_313 = u32(3) * l_300;
let l_314 = l_313 + u32(2);
let l_315 = buffer_0_global[l_314];
let l_316 = buffer_2_global[u32(9)];
let l_317 = buffer_2_global[u32(10)];
let l_318 = buffer_2_global[u32(11)];
let l_319 = buffer_2_global[u32(12)];
let l_320 = buffer_2_global[u32(13)];
let l_321 = buffer_2_global[u32(14)];
let l_322 = buffer_2_global[u32(15)];
let l_323 = buffer_2_global[u32(16)];
let l_324 = buffer_2_global[u32(17)];
let l_325 = i32(2) * l_55;
let l_326 = l_325 + i32(1);
let l_327 = i32(2) * l_56;
let l_328 = l_327 + i32(1);
let l_329 = i32(2) * l_54;
let l_330 = l_329 + i32(1);
let l_331 = l_330 * l_326;
let l_332 = l_331 * l_328;
let l_333 = u32(l_332);
l_mut_85 = u32(0);
l_mut_82 = u32(0);

for (var l_mut_334: u32 = l_303; l_mut_334 < l_306; l_mut_334++) {
let l_335 = u32(3) * l_mut_334;
let l_336 = buffer_0_global[l_335];
let l_337 = l_336 - l_309;
let l_338 = u32(3) * l_mut_334;
let l_339 = l_338 + u32(1);
let l_340 = buffer_0_global[l_339];
let l_341 = l_340 - l_312;
let l_342 = u32(3) * l_mut_334;
let l_343 = l_342 + u32(2);
let l_344 = buffer_0_global[l_343];
let l_345 = l_344 - l_315;
let l_346 = buffer_2_global[u32(0)];
let l_347 = l_337 * l_346;
let l_348 = buffer_2_global[u32(3)];
let l_349 = l_341 * l_348;
let l_350 = l_347 + l_349;
let l_351 = buffer_2_global[u32(6)];
let l_352 = l_345 * l_351;
let l_353 = l_350 + l_352;
let l_354 = abs(l_353);
let l_355 = l_354 + f32(0.5);
let l_356 = floor(l_355);
l_mut_173 = l_356;
let l_357 = l_353 < f32(0.0);
if l_357 {
let l_358 = -l_356;
l_mut_173 = l_358;
}
let l_359 = buffer_2_global[u32(1)];
let l_360 = l_337 * l_359;
let l_361 = buffer_2_global[u32(4)];
let l_362 = l_341 * l_361;
let l_363 = l_360 + l_362;
let l_364 = buffer_2_global[u32(7)];
let l_365 = l_345 * l_364;
let l_366 = l_363 + l_365;
let l_367 = abs(l_366);
let l_368 = l_367 + f32(0.5);
let l_369 = floor(l_368);
l_mut_159 = l_369;
let l_370 = l_366 < f32(0.0);
if l_370 {
let l_371 = -l_369;
l_mut_159 = l_371;
}
let l_372 = buffer_2_global[u32(2)];
let l_373 = l_337 * l_372;
let l_374 = buffer_2_global[u32(5)];
let l_375 = l_341 * l_374;
let l_376 = l_373 + l_375;
let l_377 = buffer_2_global[u32(8)];
let l_378 = l_345 * l_377;
let l_379 = l_376 + l_378;
let l_380 = abs(l_379);
let l_381 = l_380 + f32(0.5);
let l_382 = floor(l_381);
l_mut_145 = l_382;
let l_383 = l_379 < f32(0.0);
if l_383 {
let l_384 = -l_382;
l_mut_145 = l_384;
}
let l_385 = abs(l_mut_173);
let l_386 = l_385 < f32(4194304.0);
let l_387 = abs(l_mut_159);
let l_388 = l_387 < f32(4194304.0);
let l_389 = abs(l_mut_145);
let l_390 = l_389 < f32(4194304.0);
let l_391 = l_386 && l_388;
let l_392 = l_391 && l_390;
if l_392 {
let l_393 = i32(l_mut_173);
let l_394 = -l_393;
let l_395 = i32(l_mut_159);
let l_396 = -l_395;
let l_397 = i32(l_mut_145);
let l_398 = -l_397;
l_mut_202 = i32(0);
loop {
let l_399 = i32(2) * l_54;
let l_400 = l_399 + i32(1);
let l_401 = l_mut_202 < l_400;
let l_402 = !l_401;
if l_402 {
break;
}
let l_403 = l_394 - l_54;
let l_404 = l_403 + l_mut_202;
l_mut_197 = i32(0);
loop {
let l_405 = l_mut_197 < l_326;
let l_406 = !l_405;
if l_406 {
break;
}
let l_407 = l_396 - l_55;
let l_408 = l_407 + l_mut_197;
l_mut_190 = i32(0);
loop {
let l_409 = l_mut_190 < l_328;
let l_410 = !l_409;
if l_410 {
break;
}
let l_411 = l_398 - l_56;
let l_412 = l_411 + l_mut_190;
let l_413 = l_404 == i32(0);
let l_414 = l_408 == i32(0);
let l_415 = l_413 && l_414;
let l_416 = l_412 == i32(0);
let l_417 = l_415 && l_416;
let l_418 = l_mut_334 == l_300;
let l_419 = l_417 && l_418;
let l_420 = !l_419;
if l_420 {
let l_421 = f32(l_404);
let l_422 = f32(l_408);
let l_423 = f32(l_412);
let l_424 = l_421 * l_316;
let l_425 = l_422 * l_319;
let l_426 = l_424 + l_425;
let l_427 = l_423 * l_322;
let l_428 = l_426 + l_427;
let l_429 = l_337 + l_428;
let l_430 = l_421 * l_317;
let l_431 = l_422 * l_320;
let l_432 = l_430 + l_431;
let l_433 = l_423 * l_323;
let l_434 = l_432 + l_433;
let l_435 = l_341 + l_434;
let l_436 = l_421 * l_318;
let l_437 = l_422 * l_321;
let l_438 = l_436 + l_437;
let l_439 = l_423 * l_324;
let l_440 = l_438 + l_439;
let l_441 = l_345 + l_440;
let l_442 = l_429 * l_429;
let l_443 = l_435 * l_435;
let l_444 = l_442 + l_443;
let l_445 = l_441 * l_441;
let l_446 = l_444 + l_445;
let l_447 = l_446 < info.scalars_f32[0];
if l_447 {
let l_448 = l_307 + l_mut_85;
buffer_4_global[l_448] = l_300;
buffer_5_global[l_448] = l_mut_334;
let l_449 = u32(3) * l_448;
let l_450 = l_421 * l_316;
let l_451 = l_422 * l_319;
let l_452 = l_450 + l_451;
let l_453 = l_423 * l_322;
let l_454 = l_452 + l_453;
buffer_6_global[l_449] = l_454;
let l_455 = u32(3) * l_448;
let l_456 = l_455 + u32(1);
let l_457 = l_421 * l_317;
let l_458 = l_422 * l_320;
let l_459 = l_457 + l_458;
let l_460 = l_423 * l_323;
let l_461 = l_459 + l_460;
buffer_6_global[l_456] = l_461;
let l_462 = u32(3) * l_448;
let l_463 = l_462 + u32(2);
let l_464 = l_421 * l_318;
let l_465 = l_422 * l_321;
let l_466 = l_464 + l_465;
let l_467 = l_423 * l_324;
let l_468 = l_466 + l_467;
buffer_6_global[l_463] = l_468;
let l_469 = l_mut_334 * l_333;
let l_470 = l_mut_202 * l_326;
let l_471 = l_470 + l_mut_197;
let l_472 = l_471 * l_328;
let l_473 = l_472 + l_mut_190;
let l_474 = u32(l_473);
let l_475 = l_469 + l_474;
buffer_8_global[l_448] = l_475;
l_mut_85 = l_mut_85 + u32(1);
}
}
l_mut_190 = l_mut_190 + i32(1);
}
l_mut_197 = l_mut_197 + i32(1);
}
l_mut_202 = l_mut_202 + i32(1);
}
} else {
l_mut_82 = l_mut_82 | u32(2147483648);
}
}
let l_476 = l_mut_85 | l_mut_82;
}
storageBarrier();
workgroupBarrier();
let l_477 = i32(2) * l_54;
let l_478 = l_477 + i32(1);
let l_479 = i32(2) * l_55;
let l_480 = l_479 + i32(1);
let l_481 = l_478 * l_480;
let l_482 = i32(2) * l_56;
let l_483 = l_482 + i32(1);
let l_484 = l_481 * l_483;
let l_485 = u32(l_484);
l_mut_85 = u32(0);
l_mut_82 = local_idx;
loop {
let l_486 = l_mut_82 < l_267;
let l_487 = !l_486;
if l_487 {
break;
}
let l_488 = buffer_4_global[l_mut_82];
let l_489 = buffer_5_global[l_mut_82];
let l_490 = l_488 * l_485;
let l_491 = l_485 - u32(1);
let l_492 = buffer_8_global[l_mut_82];
let l_493 = l_492 % l_485;
let l_494 = l_491 - l_493;
let l_495 = l_490 + l_494;
let l_496 = buffer_3_global[l_489];
l_mut_497 = l_496;
let l_498 = l_489 + u32(1);
let l_499 = buffer_3_global[l_498];
l_mut_500 = l_499;
loop {
let l_501 = l_mut_497 < l_mut_500;
let l_502 = !l_501;
if l_502 {
break;
}
let l_503 = l_mut_497 + l_mut_500;
let l_504 = l_503 / u32(2);
let l_505 = buffer_8_global[l_504];
let l_506 = l_505 < l_495;
if l_506 {
let l_507 = l_504 + u32(1);
l_mut_497 = l_507;
} else {
l_mut_500 = l_504;
}
}
let l_508 = l_489 + u32(1);
let l_509 = buffer_3_global[l_508];
let l_510 = l_mut_497 < l_509;
l_mut_42 = l_510;
if l_mut_42 {
let l_511 = buffer_8_global[l_mut_497];
let l_512 = l_511 == l_495;
l_mut_42 = l_512;
}
l_mut_513 = l_mut_497;
let l_514 = !l_mut_42;
if l_514 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_513 = l_mut_82;
}
buffer_7_global[l_mut_82] = l_mut_513;
l_mut_82 = l_mut_82 + u32(1024);
}
let l_515 = l_mut_85 > u32(0);
if l_515 {
let l_516 = &buffer_9_global[u32(5)];
let l_517 = atomicAdd(l_516, l_mut_85);}
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
