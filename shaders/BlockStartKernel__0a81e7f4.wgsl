@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

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
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 8>,
   static_meta: array<u32, 26>,
}

@group(0)
@binding(13)
var<storage, read> info: info_st;

var<workgroup> shared_memory_395: array<f32, 128>;

var<workgroup> shared_memory_407: array<f32, 256>;

var<workgroup> shared_memory_396: array<f32, 128>;

const WORKGROUP_SIZE_X = 384u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(384, 1, 1)
fn block_start_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_411: array<f32, 1>;

var a_416: array<f32, 8>;

var a_520: array<f32, 1>;

var a_546: array<f32, 1>;

var a_553: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_397: u32;
var l_mut_543: u32;
var l_mut_549: u32;
var l_mut_62: f32;
var l_mut_63: f32;
var l_mut_6: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
let l_5 = l_4 + u32(1);
l_mut_6 = l_5;
let l_7 = l_mut_6 > info.scalars_u32[0];
if l_7 {
l_mut_6 = info.scalars_u32[0];
}
let l_8 = buffer_4_global[l_4];
let l_9 = l_8 + local_idx;
l_mut_10 = l_9;
let l_11 = buffer_4_global[l_mut_6];
loop {
let l_12 = l_mut_10 < l_11;
let l_13 = !l_12;
if l_13 {
break;
}
let l_14 = buffer_1_global[l_mut_10];
let l_15 = buffer_2_global[l_mut_10];
let l_16 = l_15 * u32(3);
let l_17 = buffer_0_global[l_16];
let l_18 = l_14 * u32(3);
let l_19 = buffer_0_global[l_18];
let l_20 = l_17 - l_19;
let l_21 = l_mut_10 * u32(3);
let l_22 = buffer_3_global[l_21];
let l_23 = l_20 + l_22;
let l_24 = l_15 * u32(3);
let l_25 = l_24 + u32(1);
let l_26 = buffer_0_global[l_25];
let l_27 = l_14 * u32(3);
let l_28 = l_27 + u32(1);
let l_29 = buffer_0_global[l_28];
let l_30 = l_26 - l_29;
let l_31 = l_mut_10 * u32(3);
let l_32 = l_31 + u32(1);
let l_33 = buffer_3_global[l_32];
let l_34 = l_30 + l_33;
let l_35 = l_15 * u32(3);
let l_36 = l_35 + u32(2);
let l_37 = buffer_0_global[l_36];
let l_38 = l_14 * u32(3);
let l_39 = l_38 + u32(2);
let l_40 = buffer_0_global[l_39];
let l_41 = l_37 - l_40;
let l_42 = l_mut_10 * u32(3);
let l_43 = l_42 + u32(2);
let l_44 = buffer_3_global[l_43];
let l_45 = l_41 + l_44;
let l_46 = l_23 * l_23;
let l_47 = l_34 * l_34;
let l_48 = l_46 + l_47;
let l_49 = l_45 * l_45;
let l_50 = l_48 + l_49;
let l_51 = sqrt(l_50);
let l_52 = l_mut_10 * u32(8);
buffer_7_global[l_52] = l_51;
let l_53 = l_mut_10 * u32(8);
let l_54 = l_53 + u32(1);
let l_55 = l_23 / l_51;
buffer_7_global[l_54] = l_55;
let l_56 = l_mut_10 * u32(8);
let l_57 = l_56 + u32(2);
let l_58 = l_34 / l_51;
buffer_7_global[l_57] = l_58;
let l_59 = l_mut_10 * u32(8);
let l_60 = l_59 + u32(3);
let l_61 = l_45 / l_51;
buffer_7_global[l_60] = l_61;
l_mut_62 = f32(0.0);
l_mut_63 = f32(0.0);
let l_64 = l_51 < info.scalars_f32[0];
if l_64 {
let l_65 = l_51 * info.scalars_f32[1];
let l_66 = cos(l_65);
let l_67 = l_66 + f32(1.0);
let l_68 = f32(0.5) * l_67;
l_mut_62 = l_68;
let l_69 = f32(-0.5) * info.scalars_f32[1];
let l_70 = l_51 * info.scalars_f32[1];
let l_71 = sin(l_70);
let l_72 = l_69 * l_71;
l_mut_63 = l_72;
}
let l_73 = l_mut_10 * u32(8);
let l_74 = l_73 + u32(4);
buffer_7_global[l_74] = l_mut_62;
let l_75 = l_mut_10 * u32(8);
let l_76 = l_75 + u32(5);
buffer_7_global[l_76] = l_mut_63;
let l_77 = l_mut_10 * u32(8);
let l_78 = l_77 + u32(6);
buffer_7_global[l_78] = f32(0.0);
let l_79 = l_mut_10 * u32(8);
let l_80 = l_79 + u32(7);
buffer_7_global[l_80] = f32(0.0);
let l_81 = info.scalars_u32[1] + u32(0);
let l_82 = buffer_6_global[l_81];
let l_83 = l_51 - l_82;
let l_84 = info.scalars_u32[2] + u32(0);
let l_85 = buffer_6_global[l_84];
let l_86 = l_85 * l_83;
let l_87 = l_86 * l_83;
let l_88 = exp(l_87);
let l_89 = l_mut_10 * u32(20);
let l_90 = l_89 + u32(0);
buffer_8_global[l_90] = l_88;
let l_91 = l_mut_10 * u32(20);
let l_92 = l_91 + u32(0);
let l_93 = l_88 * f32(2.0);
let l_94 = l_93 * l_85;
let l_95 = l_94 * l_83;
buffer_9_global[l_92] = l_95;
let l_96 = info.scalars_u32[1] + u32(1);
let l_97 = buffer_6_global[l_96];
let l_98 = l_51 - l_97;
let l_99 = info.scalars_u32[2] + u32(1);
let l_100 = buffer_6_global[l_99];
let l_101 = l_100 * l_98;
let l_102 = l_101 * l_98;
let l_103 = exp(l_102);
let l_104 = l_mut_10 * u32(20);
let l_105 = l_104 + u32(1);
buffer_8_global[l_105] = l_103;
let l_106 = l_mut_10 * u32(20);
let l_107 = l_106 + u32(1);
let l_108 = l_103 * f32(2.0);
let l_109 = l_108 * l_100;
let l_110 = l_109 * l_98;
buffer_9_global[l_107] = l_110;
let l_111 = info.scalars_u32[1] + u32(2);
let l_112 = buffer_6_global[l_111];
let l_113 = l_51 - l_112;
let l_114 = info.scalars_u32[2] + u32(2);
let l_115 = buffer_6_global[l_114];
let l_116 = l_115 * l_113;
let l_117 = l_116 * l_113;
let l_118 = exp(l_117);
let l_119 = l_mut_10 * u32(20);
let l_120 = l_119 + u32(2);
buffer_8_global[l_120] = l_118;
let l_121 = l_mut_10 * u32(20);
let l_122 = l_121 + u32(2);
let l_123 = l_118 * f32(2.0);
let l_124 = l_123 * l_115;
let l_125 = l_124 * l_113;
buffer_9_global[l_122] = l_125;
let l_126 = info.scalars_u32[1] + u32(3);
let l_127 = buffer_6_global[l_126];
let l_128 = l_51 - l_127;
let l_129 = info.scalars_u32[2] + u32(3);
let l_130 = buffer_6_global[l_129];
let l_131 = l_130 * l_128;
let l_132 = l_131 * l_128;
let l_133 = exp(l_132);
let l_134 = l_mut_10 * u32(20);
let l_135 = l_134 + u32(3);
buffer_8_global[l_135] = l_133;
let l_136 = l_mut_10 * u32(20);
let l_137 = l_136 + u32(3);
let l_138 = l_133 * f32(2.0);
let l_139 = l_138 * l_130;
let l_140 = l_139 * l_128;
buffer_9_global[l_137] = l_140;
let l_141 = info.scalars_u32[1] + u32(4);
let l_142 = buffer_6_global[l_141];
let l_143 = l_51 - l_142;
let l_144 = info.scalars_u32[2] + u32(4);
let l_145 = buffer_6_global[l_144];
let l_146 = l_145 * l_143;
let l_147 = l_146 * l_143;
let l_148 = exp(l_147);
let l_149 = l_mut_10 * u32(20);
let l_150 = l_149 + u32(4);
buffer_8_global[l_150] = l_148;
let l_151 = l_mut_10 * u32(20);
let l_152 = l_151 + u32(4);
let l_153 = l_148 * f32(2.0);
let l_154 = l_153 * l_145;
let l_155 = l_154 * l_143;
buffer_9_global[l_152] = l_155;
let l_156 = info.scalars_u32[1] + u32(5);
let l_157 = buffer_6_global[l_156];
let l_158 = l_51 - l_157;
let l_159 = info.scalars_u32[2] + u32(5);
let l_160 = buffer_6_global[l_159];
let l_161 = l_160 * l_158;
let l_162 = l_161 * l_158;
let l_163 = exp(l_162);
let l_164 = l_mut_10 * u32(20);
let l_165 = l_164 + u32(5);
buffer_8_global[l_165] = l_163;
let l_166 = l_mut_10 * u32(20);
let l_167 = l_166 + u32(5);
let l_168 = l_163 * f32(2.0);
let l_169 = l_168 * l_160;
let l_170 = l_169 * l_158;
buffer_9_global[l_167] = l_170;
let l_171 = info.scalars_u32[1] + u32(6);
let l_172 = buffer_6_global[l_171];
let l_173 = l_51 - l_172;
let l_174 = info.scalars_u32[2] + u32(6);
let l_175 = buffer_6_global[l_174];
let l_176 = l_175 * l_173;
let l_177 = l_176 * l_173;
let l_178 = exp(l_177);
let l_179 = l_mut_10 * u32(20);
let l_180 = l_179 + u32(6);
buffer_8_global[l_180] = l_178;
let l_181 = l_mut_10 * u32(20);
let l_182 = l_181 + u32(6);
let l_183 = l_178 * f32(2.0);
let l_184 = l_183 * l_175;
let l_185 = l_184 * l_173;
buffer_9_global[l_182] = l_185;
let l_186 = info.scalars_u32[1] + u32(7);
let l_187 = buffer_6_global[l_186];
let l_188 = l_51 - l_187;
let l_189 = info.scalars_u32[2] + u32(7);
let l_190 = buffer_6_global[l_189];
let l_191 = l_190 * l_188;
let l_192 = l_191 * l_188;
let l_193 = exp(l_192);
let l_194 = l_mut_10 * u32(20);
let l_195 = l_194 + u32(7);
buffer_8_global[l_195] = l_193;
let l_196 = l_mut_10 * u32(20);
let l_197 = l_196 + u32(7);
let l_198 = l_193 * f32(2.0);
let l_199 = l_198 * l_190;
let l_200 = l_199 * l_188;
buffer_9_global[l_197] = l_200;
let l_201 = info.scalars_u32[1] + u32(8);
let l_202 = buffer_6_global[l_201];
let l_203 = l_51 - l_202;
let l_204 = info.scalars_u32[2] + u32(8);
let l_205 = buffer_6_global[l_204];
let l_206 = l_205 * l_203;
let l_207 = l_206 * l_203;
let l_208 = exp(l_207);
let l_209 = l_mut_10 * u32(20);
let l_210 = l_209 + u32(8);
buffer_8_global[l_210] = l_208;
let l_211 = l_mut_10 * u32(20);
let l_212 = l_211 + u32(8);
let l_213 = l_208 * f32(2.0);
let l_214 = l_213 * l_205;
let l_215 = l_214 * l_203;
buffer_9_global[l_212] = l_215;
let l_216 = info.scalars_u32[1] + u32(9);
let l_217 = buffer_6_global[l_216];
let l_218 = l_51 - l_217;
let l_219 = info.scalars_u32[2] + u32(9);
let l_220 = buffer_6_global[l_219];
let l_221 = l_220 * l_218;
let l_222 = l_221 * l_218;
let l_223 = exp(l_222);
let l_224 = l_mut_10 * u32(20);
let l_225 = l_224 + u32(9);
buffer_8_global[l_225] = l_223;
let l_226 = l_mut_10 * u32(20);
let l_227 = l_226 + u32(9);
let l_228 = l_223 * f32(2.0);
let l_229 = l_228 * l_220;
let l_230 = l_229 * l_218;
buffer_9_global[l_227] = l_230;
let l_231 = info.scalars_u32[1] + u32(10);
let l_232 = buffer_6_global[l_231];
let l_233 = l_51 - l_232;
let l_234 = info.scalars_u32[2] + u32(10);
let l_235 = buffer_6_global[l_234];
let l_236 = l_235 * l_233;
let l_237 = l_236 * l_233;
let l_238 = exp(l_237);
let l_239 = l_mut_10 * u32(20);
let l_240 = l_239 + u32(10);
buffer_8_global[l_240] = l_238;
let l_241 = l_mut_10 * u32(20);
let l_242 = l_241 + u32(10);
let l_243 = l_238 * f32(2.0);
let l_244 = l_243 * l_235;
let l_245 = l_244 * l_233;
buffer_9_global[l_242] = l_245;
let l_246 = info.scalars_u32[1] + u32(11);
let l_247 = buffer_6_global[l_246];
let l_248 = l_51 - l_247;
let l_249 = info.scalars_u32[2] + u32(11);
let l_250 = buffer_6_global[l_249];
let l_251 = l_250 * l_248;
let l_252 = l_251 * l_248;
let l_253 = exp(l_252);
let l_254 = l_mut_10 * u32(20);
let l_255 = l_254 + u32(11);
buffer_8_global[l_255] = l_253;
let l_256 = l_mut_10 * u32(20);
let l_257 = l_256 + u32(11);
let l_258 = l_253 * f32(2.0);
let l_259 = l_258 * l_250;
let l_260 = l_259 * l_248;
buffer_9_global[l_257] = l_260;
let l_261 = info.scalars_u32[1] + u32(12);
let l_262 = buffer_6_global[l_261];
let l_263 = l_51 - l_262;
let l_264 = info.scalars_u32[2] + u32(12);
let l_265 = buffer_6_global[l_264];
let l_266 = l_265 * l_263;
let l_267 = l_266 * l_263;
let l_268 = exp(l_267);
let l_269 = l_mut_10 * u32(20);
let l_270 = l_269 + u32(12);
buffer_8_global[l_270] = l_268;
let l_271 = l_mut_10 * u32(20);
let l_272 = l_271 + u32(12);
let l_273 = l_268 * f32(2.0);
let l_274 = l_273 * l_265;
let l_275 = l_274 * l_263;
buffer_9_global[l_272] = l_275;
let l_276 = info.scalars_u32[1] + u32(13);
let l_277 = buffer_6_global[l_276];
let l_278 = l_51 - l_277;
let l_279 = info.scalars_u32[2] + u32(13);
let l_280 = buffer_6_global[l_279];
let l_281 = l_280 * l_278;
let l_282 = l_281 * l_278;
let l_283 = exp(l_282);
let l_284 = l_mut_10 * u32(20);
let l_285 = l_284 + u32(13);
buffer_8_global[l_285] = l_283;
let l_286 = l_mut_10 * u32(20);
let l_287 = l_286 + u32(13);
let l_288 = l_283 * f32(2.0);
let l_289 = l_288 * l_280;
let l_290 = l_289 * l_278;
buffer_9_global[l_287] = l_290;
let l_291 = info.scalars_u32[1] + u32(14);
let l_292 = buffer_6_global[l_291];
let l_293 = l_51 - l_292;
let l_294 = info.scalars_u32[2] + u32(14);
let l_295 = buffer_6_global[l_294];
let l_296 = l_295 * l_293;
let l_297 = l_296 * l_293;
let l_298 = exp(l_297);
let l_299 = l_mut_10 * u32(20);
let l_300 = l_299 + u32(14);
buffer_8_global[l_300] = l_298;
let l_301 = l_mut_10 * u32(20);
let l_302 = l_301 + u32(14);
let l_303 = l_298 * f32(2.0);
let l_304 = l_303 * l_295;
let l_305 = l_304 * l_293;
buffer_9_global[l_302] = l_305;
let l_306 = info.scalars_u32[1] + u32(15);
let l_307 = buffer_6_global[l_306];
let l_308 = l_51 - l_307;
let l_309 = info.scalars_u32[2] + u32(15);
let l_310 = buffer_6_global[l_309];
let l_311 = l_310 * l_308;
let l_312 = l_311 * l_308;
let l_313 = exp(l_312);
let l_314 = l_mut_10 * u32(20);
let l_315 = l_314 + u32(15);
buffer_8_global[l_315] = l_313;
let l_316 = l_mut_10 * u32(20);
let l_317 = l_316 + u32(15);
let l_318 = l_313 * f32(2.0);
let l_319 = l_318 * l_310;
let l_320 = l_319 * l_308;
buffer_9_global[l_317] = l_320;
let l_321 = info.scalars_u32[1] + u32(16);
let l_322 = buffer_6_global[l_321];
let l_323 = l_51 - l_322;
let l_324 = info.scalars_u32[2] + u32(16);
let l_325 = buffer_6_global[l_324];
let l_326 = l_325 * l_323;
let l_327 = l_326 * l_323;
let l_328 = exp(l_327);
let l_329 = l_mut_10 * u32(20);
let l_330 = l_329 + u32(16);
buffer_8_global[l_330] = l_328;
let l_331 = l_mut_10 * u32(20);
let l_332 = l_331 + u32(16);
let l_333 = l_328 * f32(2.0);
let l_334 = l_333 * l_325;
let l_335 = l_334 * l_323;
buffer_9_global[l_332] = l_335;
let l_336 = info.scalars_u32[1] + u32(17);
let l_337 = buffer_6_global[l_336];
let l_338 = l_51 - l_337;
let l_339 = info.scalars_u32[2] + u32(17);
let l_340 = buffer_6_global[l_339];
let l_341 = l_340 * l_338;
let l_342 = l_341 * l_338;
let l_343 = exp(l_342);
let l_344 = l_mut_10 * u32(20);
let l_345 = l_344 + u32(17);
buffer_8_global[l_345] = l_343;
let l_346 = l_mut_10 * u32(20);
let l_347 = l_346 + u32(17);
let l_348 = l_343 * f32(2.0);
let l_349 = l_348 * l_340;
let l_350 = l_349 * l_338;
buffer_9_global[l_347] = l_350;
let l_351 = info.scalars_u32[1] + u32(18);
let l_352 = buffer_6_global[l_351];
let l_353 = l_51 - l_352;
let l_354 = info.scalars_u32[2] + u32(18);
let l_355 = buffer_6_global[l_354];
let l_356 = l_355 * l_353;
let l_357 = l_356 * l_353;
let l_358 = exp(l_357);
let l_359 = l_mut_10 * u32(20);
let l_360 = l_359 + u32(18);
buffer_8_global[l_360] = l_358;
let l_361 = l_mut_10 * u32(20);
let l_362 = l_361 + u32(18);
let l_363 = l_358 * f32(2.0);
let l_364 = l_363 * l_355;
let l_365 = l_364 * l_353;
buffer_9_global[l_362] = l_365;
let l_366 = info.scalars_u32[1] + u32(19);
let l_367 = buffer_6_global[l_366];
let l_368 = l_51 - l_367;
let l_369 = info.scalars_u32[2] + u32(19);
let l_370 = buffer_6_global[l_369];
let l_371 = l_370 * l_368;
let l_372 = l_371 * l_368;
let l_373 = exp(l_372);
let l_374 = l_mut_10 * u32(20);
let l_375 = l_374 + u32(19);
buffer_8_global[l_375] = l_373;
let l_376 = l_mut_10 * u32(20);
let l_377 = l_376 + u32(19);
let l_378 = l_373 * f32(2.0);
let l_379 = l_378 * l_370;
let l_380 = l_379 * l_368;
buffer_9_global[l_377] = l_380;
l_mut_10 = l_mut_10 + u32(384);
}
l_mut_6 = local_idx;
loop {
let l_381 = l_mut_6 < u32(128);
let l_382 = !l_381;
if l_382 {
break;
}
let l_383 = l_mut_6 / u32(128);
let l_384 = l_4 + l_383;
let l_385 = l_384 < info.scalars_u32[0];
if l_385 {
let l_386 = l_384 * u32(128);
let l_387 = l_mut_6 % u32(128);
let l_388 = l_386 + l_387;
let l_389 = buffer_5_global[l_384];
let l_390 = l_389 * u32(128);
let l_391 = info.scalars_u32[3] + l_390;
let l_392 = l_mut_6 % u32(128);
let l_393 = l_391 + l_392;
let l_394 = buffer_6_global[l_393];
buffer_10_global[l_388] = l_394;
}
l_mut_6 = l_mut_6 + u32(384);
}
storageBarrier();
l_mut_397 = local_idx;
loop {
let l_398 = l_mut_397 < u32(128);
let l_399 = !l_398;
if l_399 {
break;
}
let l_400 = l_mut_397 / u32(128);
let l_401 = l_4 + l_400;
let l_402 = l_401 < info.scalars_u32[0];
if l_402 {
let l_403 = l_401 * u32(128);
let l_404 = l_mut_397 % u32(128);
let l_405 = l_403 + l_404;
let l_406 = buffer_10_global[l_405];
shared_memory_395[l_mut_397] = l_406;
} else {
shared_memory_395[l_mut_397] = f32(0.0);
}
l_mut_397 = l_mut_397 + u32(384);
}
workgroupBarrier();
let l_408 = local_idx < u32(256);
if l_408 {
let l_409 = local_idx % u32(128);
let l_410 = local_idx / u32(128);
a_411[u32(0)] = f32(0.0);
let l_412 = l_410 * u32(64);
l_mut_397 = l_412;
loop {
let l_413 = l_412 + u32(64);
let l_414 = l_mut_397 < l_413;
let l_415 = !l_414;
if l_415 {
break;
}
let l_417 = l_mut_397 + u32(0);
let l_418 = l_417 * u32(128);
let l_419 = info.scalars_u32[4] + l_418;
let l_420 = l_419 + l_409;
let l_421 = buffer_6_global[l_420];
a_416[u32(0)] = l_421;
let l_422 = l_mut_397 + u32(1);
let l_423 = l_422 * u32(128);
let l_424 = info.scalars_u32[4] + l_423;
let l_425 = l_424 + l_409;
let l_426 = buffer_6_global[l_425];
a_416[u32(1)] = l_426;
let l_427 = l_mut_397 + u32(2);
let l_428 = l_427 * u32(128);
let l_429 = info.scalars_u32[4] + l_428;
let l_430 = l_429 + l_409;
let l_431 = buffer_6_global[l_430];
a_416[u32(2)] = l_431;
let l_432 = l_mut_397 + u32(3);
let l_433 = l_432 * u32(128);
let l_434 = info.scalars_u32[4] + l_433;
let l_435 = l_434 + l_409;
let l_436 = buffer_6_global[l_435];
a_416[u32(3)] = l_436;
let l_437 = l_mut_397 + u32(4);
let l_438 = l_437 * u32(128);
let l_439 = info.scalars_u32[4] + l_438;
let l_440 = l_439 + l_409;
let l_441 = buffer_6_global[l_440];
a_416[u32(4)] = l_441;
let l_442 = l_mut_397 + u32(5);
let l_443 = l_442 * u32(128);
let l_444 = info.scalars_u32[4] + l_443;
let l_445 = l_444 + l_409;
let l_446 = buffer_6_global[l_445];
a_416[u32(5)] = l_446;
let l_447 = l_mut_397 + u32(6);
let l_448 = l_447 * u32(128);
let l_449 = info.scalars_u32[4] + l_448;
let l_450 = l_449 + l_409;
let l_451 = buffer_6_global[l_450];
a_416[u32(6)] = l_451;
let l_452 = l_mut_397 + u32(7);
let l_453 = l_452 * u32(128);
let l_454 = info.scalars_u32[4] + l_453;
let l_455 = l_454 + l_409;
let l_456 = buffer_6_global[l_455];
a_416[u32(7)] = l_456;
let l_457 = u32(0) + l_mut_397;
let l_458 = l_457 + u32(0);
let l_459 = shared_memory_395[l_458];
let l_460 = a_416[u32(0)];
let l_461 = l_459 * l_460;
let l_462 = a_411[u32(0)];
let l_463 = l_462 + l_461;
a_411[u32(0)] = l_463;
let l_464 = u32(0) + l_mut_397;
let l_465 = l_464 + u32(1);
let l_466 = shared_memory_395[l_465];
let l_467 = a_416[u32(1)];
let l_468 = l_466 * l_467;
let l_469 = a_411[u32(0)];
let l_470 = l_469 + l_468;
a_411[u32(0)] = l_470;
let l_471 = u32(0) + l_mut_397;
let l_472 = l_471 + u32(2);
let l_473 = shared_memory_395[l_472];
let l_474 = a_416[u32(2)];
let l_475 = l_473 * l_474;
let l_476 = a_411[u32(0)];
let l_477 = l_476 + l_475;
a_411[u32(0)] = l_477;
let l_478 = u32(0) + l_mut_397;
let l_479 = l_478 + u32(3);
let l_480 = shared_memory_395[l_479];
let l_481 = a_416[u32(3)];
let l_482 = l_480 * l_481;
let l_483 = a_411[u32(0)];
let l_484 = l_483 + l_482;
a_411[u32(0)] = l_484;
let l_485 = u32(0) + l_mut_397;
let l_486 = l_485 + u32(4);
let l_487 = shared_memory_395[l_486];
let l_488 = a_416[u32(4)];
let l_489 = l_487 * l_488;
let l_490 = a_411[u32(0)];
let l_491 = l_490 + l_489;
a_411[u32(0)] = l_491;
let l_492 = u32(0) + l_mut_397;
let l_493 = l_492 + u32(5);
let l_494 = shared_memory_395[l_493];
let l_495 = a_416[u32(5)];
let l_496 = l_494 * l_495;
let l_497 = a_411[u32(0)];
let l_498 = l_497 + l_496;
a_411[u32(0)] = l_498;
let l_499 = u32(0) + l_mut_397;
let l_500 = l_499 + u32(6);
let l_501 = shared_memory_395[l_500];
let l_502 = a_416[u32(6)];
let l_503 = l_501 * l_502;
let l_504 = a_411[u32(0)];
let l_505 = l_504 + l_503;
a_411[u32(0)] = l_505;
let l_506 = u32(0) + l_mut_397;
let l_507 = l_506 + u32(7);
let l_508 = shared_memory_395[l_507];
let l_509 = a_416[u32(7)];
let l_510 = l_508 * l_509;
let l_511 = a_411[u32(0)];
let l_512 = l_511 + l_510;
a_411[u32(0)] = l_512;
l_mut_397 = l_mut_397 + u32(8);
}
let l_513 = l_410 * u32(1);
let l_514 = l_513 + u32(0);
let l_515 = l_514 * u32(128);
let l_516 = l_515 + l_409;
let l_517 = a_411[u32(0)];
shared_memory_407[l_516] = l_517;
}
workgroupBarrier();
l_mut_397 = local_idx;
loop {
let l_518 = l_mut_397 < u32(128);
let l_519 = !l_518;
if l_519 {
break;
}
let l_521 = info.scalars_u32[5] + l_mut_397;
let l_522 = buffer_6_global[l_521];
a_520[u32(0)] = l_522;
let l_523 = u32(0) + l_mut_397;
let l_524 = shared_memory_407[l_523];
let l_525 = a_520[u32(0)];
let l_526 = l_525 + l_524;
a_520[u32(0)] = l_526;
let l_527 = u32(128) + l_mut_397;
let l_528 = shared_memory_407[l_527];
let l_529 = a_520[u32(0)];
let l_530 = l_529 + l_528;
a_520[u32(0)] = l_530;
let l_531 = a_520[u32(0)];
let l_532 = l_4 + u32(0);
let l_533 = l_532 < info.scalars_u32[0];
if l_533 {
let l_534 = l_532 * u32(128);
let l_535 = l_534 + l_mut_397;
buffer_11_global[l_535] = l_531;
}
let l_536 = u32(0) + l_mut_397;
let l_537 = -l_531;
let l_538 = exp(l_537);
let l_539 = f32(1.0) + l_538;
let l_540 = f32(1.0) / l_539;
let l_541 = l_531 * l_540;
shared_memory_396[l_536] = l_541;
l_mut_397 = l_mut_397 + u32(384);
}
workgroupBarrier();
l_mut_543 = local_idx;
loop {
let l_544 = l_mut_543 < u32(384);
let l_545 = !l_544;
if l_545 {
break;
}
let l_547 = info.scalars_u32[7] + l_mut_543;
let l_548 = buffer_6_global[l_547];
a_546[u32(0)] = l_548;
l_mut_549 = u32(0);
loop {
let l_550 = u32(0) + u32(128);
let l_551 = l_mut_549 < l_550;
let l_552 = !l_551;
if l_552 {
break;
}
let l_554 = l_mut_549 + u32(0);
let l_555 = l_554 * u32(384);
let l_556 = info.scalars_u32[6] + l_555;
let l_557 = l_556 + l_mut_543;
let l_558 = buffer_6_global[l_557];
a_553[u32(0)] = l_558;
let l_559 = l_mut_549 + u32(1);
let l_560 = l_559 * u32(384);
let l_561 = info.scalars_u32[6] + l_560;
let l_562 = l_561 + l_mut_543;
let l_563 = buffer_6_global[l_562];
a_553[u32(1)] = l_563;
let l_564 = l_mut_549 + u32(2);
let l_565 = l_564 * u32(384);
let l_566 = info.scalars_u32[6] + l_565;
let l_567 = l_566 + l_mut_543;
let l_568 = buffer_6_global[l_567];
a_553[u32(2)] = l_568;
let l_569 = l_mut_549 + u32(3);
let l_570 = l_569 * u32(384);
let l_571 = info.scalars_u32[6] + l_570;
let l_572 = l_571 + l_mut_543;
let l_573 = buffer_6_global[l_572];
a_553[u32(3)] = l_573;
let l_574 = l_mut_549 + u32(4);
let l_575 = l_574 * u32(384);
let l_576 = info.scalars_u32[6] + l_575;
let l_577 = l_576 + l_mut_543;
let l_578 = buffer_6_global[l_577];
a_553[u32(4)] = l_578;
let l_579 = l_mut_549 + u32(5);
let l_580 = l_579 * u32(384);
let l_581 = info.scalars_u32[6] + l_580;
let l_582 = l_581 + l_mut_543;
let l_583 = buffer_6_global[l_582];
a_553[u32(5)] = l_583;
let l_584 = l_mut_549 + u32(6);
let l_585 = l_584 * u32(384);
let l_586 = info.scalars_u32[6] + l_585;
let l_587 = l_586 + l_mut_543;
let l_588 = buffer_6_global[l_587];
a_553[u32(6)] = l_588;
let l_589 = l_mut_549 + u32(7);
let l_590 = l_589 * u32(384);
let l_591 = info.scalars_u32[6] + l_590;
let l_592 = l_591 + l_mut_543;
let l_593 = buffer_6_global[l_592];
a_553[u32(7)] = l_593;
let l_594 = u32(0) + l_mut_549;
let l_595 = l_594 + u32(0);
let l_596 = shared_memory_396[l_595];
let l_597 = a_553[u32(0)];
let l_598 = l_596 * l_597;
let l_599 = a_546[u32(0)];
let l_600 = l_599 + l_598;
a_546[u32(0)] = l_600;
let l_601 = u32(0) + l_mut_549;
let l_602 = l_601 + u32(1);
let l_603 = shared_memory_396[l_602];
let l_604 = a_553[u32(1)];
let l_605 = l_603 * l_604;
let l_606 = a_546[u32(0)];
let l_607 = l_606 + l_605;
a_546[u32(0)] = l_607;
let l_608 = u32(0) + l_mut_549;
let l_609 = l_608 + u32(2);
let l_610 = shared_memory_396[l_609];
let l_611 = a_553[u32(2)];
let l_612 = l_610 * l_611;
let l_613 = a_546[u32(0)];
let l_614 = l_613 + l_612;
a_546[u32(0)] = l_614;
let l_615 = u32(0) + l_mut_549;
let l_616 = l_615 + u32(3);
let l_617 = shared_memory_396[l_616];
let l_618 = a_553[u32(3)];
let l_619 = l_617 * l_618;
let l_620 = a_546[u32(0)];
let l_621 = l_620 + l_619;
a_546[u32(0)] = l_621;
let l_622 = u32(0) + l_mut_549;
let l_623 = l_622 + u32(4);
let l_624 = shared_memory_396[l_623];
let l_625 = a_553[u32(4)];
let l_626 = l_624 * l_625;
let l_627 = a_546[u32(0)];
let l_628 = l_627 + l_626;
a_546[u32(0)] = l_628;
let l_629 = u32(0) + l_mut_549;
let l_630 = l_629 + u32(5);
let l_631 = shared_memory_396[l_630];
let l_632 = a_553[u32(5)];
let l_633 = l_631 * l_632;
let l_634 = a_546[u32(0)];
let l_635 = l_634 + l_633;
a_546[u32(0)] = l_635;
let l_636 = u32(0) + l_mut_549;
let l_637 = l_636 + u32(6);
let l_638 = shared_memory_396[l_637];
let l_639 = a_553[u32(6)];
let l_640 = l_638 * l_639;
let l_641 = a_546[u32(0)];
let l_642 = l_641 + l_640;
a_546[u32(0)] = l_642;
let l_643 = u32(0) + l_mut_549;
let l_644 = l_643 + u32(7);
let l_645 = shared_memory_396[l_644];
let l_646 = a_553[u32(7)];
let l_647 = l_645 * l_646;
let l_648 = a_546[u32(0)];
let l_649 = l_648 + l_647;
a_546[u32(0)] = l_649;
l_mut_549 = l_mut_549 + u32(8);
}
let l_650 = l_4 + u32(0);
let l_651 = l_650 < info.scalars_u32[0];
if l_651 {
let l_652 = l_650 * u32(384);
let l_653 = l_652 + l_mut_543;
let l_654 = a_546[u32(0)];
buffer_12_global[l_653] = l_654;
}
l_mut_543 = l_mut_543 + u32(384);
}
}
