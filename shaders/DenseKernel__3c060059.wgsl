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
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

var<workgroup> shared_memory_7: array<f32, 1024>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn dense_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_21: array<f32, 4>;

var a_29: array<f32, 8>;

var a_294: array<f32, 4>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_16: u32;
var l_mut_22: f32;
var l_mut_25: u32;
var l_mut_321: f32;
var l_mut_8: u32;
let l_0 = info.scalars_u32[0] + u32(4);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(4);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_6 = workgroup_id_no_axis * u32(4);
l_mut_8 = local_idx;
loop {
let l_9 = l_mut_8 < u32(1024);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 / u32(256);
let l_12 = l_6 + l_11;
let l_13 = l_12 < info.scalars_u32[0];
if l_13 {
let l_14 = l_12 * u32(256);
let l_15 = l_mut_8 % u32(256);
l_mut_16 = l_15;
let l_17 = l_14 + l_mut_16;
let l_18 = buffer_0_global[l_17];
shared_memory_7[l_mut_8] = l_18;
} else {
shared_memory_7[l_mut_8] = f32(0.0);
}
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_16 = local_idx;
loop {
let l_19 = l_mut_16 < u32(128);
let l_20 = !l_19;
if l_20 {
break;
}
l_mut_22 = f32(0.0);
let l_23 = u32(0) + l_mut_16;
let l_24 = buffer_2_global[l_23];
l_mut_22 = l_24;
a_21[u32(0)] = l_mut_22;
a_21[u32(1)] = l_mut_22;
a_21[u32(2)] = l_mut_22;
a_21[u32(3)] = l_mut_22;
l_mut_8 = l_mut_16;
l_mut_25 = u32(0);
loop {
let l_26 = u32(0) + u32(256);
let l_27 = l_mut_25 < l_26;
let l_28 = !l_27;
if l_28 {
break;
}
let l_30 = l_mut_25 + u32(0);
let l_31 = l_30 * u32(128);
let l_32 = u32(0) + l_31;
let l_33 = l_32 + l_mut_8;
let l_34 = buffer_1_global[l_33];
a_29[u32(0)] = l_34;
let l_35 = l_mut_25 + u32(1);
let l_36 = l_35 * u32(128);
let l_37 = u32(0) + l_36;
let l_38 = l_37 + l_mut_8;
let l_39 = buffer_1_global[l_38];
a_29[u32(1)] = l_39;
let l_40 = l_mut_25 + u32(2);
let l_41 = l_40 * u32(128);
let l_42 = u32(0) + l_41;
let l_43 = l_42 + l_mut_8;
let l_44 = buffer_1_global[l_43];
a_29[u32(2)] = l_44;
let l_45 = l_mut_25 + u32(3);
let l_46 = l_45 * u32(128);
let l_47 = u32(0) + l_46;
let l_48 = l_47 + l_mut_8;
let l_49 = buffer_1_global[l_48];
a_29[u32(3)] = l_49;
let l_50 = l_mut_25 + u32(4);
let l_51 = l_50 * u32(128);
let l_52 = u32(0) + l_51;
let l_53 = l_52 + l_mut_8;
let l_54 = buffer_1_global[l_53];
a_29[u32(4)] = l_54;
let l_55 = l_mut_25 + u32(5);
let l_56 = l_55 * u32(128);
let l_57 = u32(0) + l_56;
let l_58 = l_57 + l_mut_8;
let l_59 = buffer_1_global[l_58];
a_29[u32(5)] = l_59;
let l_60 = l_mut_25 + u32(6);
let l_61 = l_60 * u32(128);
let l_62 = u32(0) + l_61;
let l_63 = l_62 + l_mut_8;
let l_64 = buffer_1_global[l_63];
a_29[u32(6)] = l_64;
let l_65 = l_mut_25 + u32(7);
let l_66 = l_65 * u32(128);
let l_67 = u32(0) + l_66;
let l_68 = l_67 + l_mut_8;
let l_69 = buffer_1_global[l_68];
a_29[u32(7)] = l_69;
let l_70 = u32(0) + l_mut_25;
let l_71 = l_70 + u32(0);
let l_72 = shared_memory_7[l_71];
let l_73 = a_29[u32(0)];
let l_74 = l_72 * l_73;
let l_75 = a_21[u32(0)];
let l_76 = l_75 + l_74;
a_21[u32(0)] = l_76;
let l_77 = u32(256) + l_mut_25;
let l_78 = l_77 + u32(0);
let l_79 = shared_memory_7[l_78];
let l_80 = a_29[u32(0)];
let l_81 = l_79 * l_80;
let l_82 = a_21[u32(1)];
let l_83 = l_82 + l_81;
a_21[u32(1)] = l_83;
let l_84 = u32(512) + l_mut_25;
let l_85 = l_84 + u32(0);
let l_86 = shared_memory_7[l_85];
let l_87 = a_29[u32(0)];
let l_88 = l_86 * l_87;
let l_89 = a_21[u32(2)];
let l_90 = l_89 + l_88;
a_21[u32(2)] = l_90;
let l_91 = u32(768) + l_mut_25;
let l_92 = l_91 + u32(0);
let l_93 = shared_memory_7[l_92];
let l_94 = a_29[u32(0)];
let l_95 = l_93 * l_94;
let l_96 = a_21[u32(3)];
let l_97 = l_96 + l_95;
a_21[u32(3)] = l_97;
let l_98 = u32(0) + l_mut_25;
let l_99 = l_98 + u32(1);
let l_100 = shared_memory_7[l_99];
let l_101 = a_29[u32(1)];
let l_102 = l_100 * l_101;
let l_103 = a_21[u32(0)];
let l_104 = l_103 + l_102;
a_21[u32(0)] = l_104;
let l_105 = u32(256) + l_mut_25;
let l_106 = l_105 + u32(1);
let l_107 = shared_memory_7[l_106];
let l_108 = a_29[u32(1)];
let l_109 = l_107 * l_108;
let l_110 = a_21[u32(1)];
let l_111 = l_110 + l_109;
a_21[u32(1)] = l_111;
let l_112 = u32(512) + l_mut_25;
let l_113 = l_112 + u32(1);
let l_114 = shared_memory_7[l_113];
let l_115 = a_29[u32(1)];
let l_116 = l_114 * l_115;
let l_117 = a_21[u32(2)];
let l_118 = l_117 + l_116;
a_21[u32(2)] = l_118;
let l_119 = u32(768) + l_mut_25;
let l_120 = l_119 + u32(1);
let l_121 = shared_memory_7[l_120];
let l_122 = a_29[u32(1)];
let l_123 = l_121 * l_122;
let l_124 = a_21[u32(3)];
let l_125 = l_124 + l_123;
a_21[u32(3)] = l_125;
let l_126 = u32(0) + l_mut_25;
let l_127 = l_126 + u32(2);
let l_128 = shared_memory_7[l_127];
let l_129 = a_29[u32(2)];
let l_130 = l_128 * l_129;
let l_131 = a_21[u32(0)];
let l_132 = l_131 + l_130;
a_21[u32(0)] = l_132;
let l_133 = u32(256) + l_mut_25;
let l_134 = l_133 + u32(2);
let l_135 = shared_memory_7[l_134];
let l_136 = a_29[u32(2)];
let l_137 = l_135 * l_136;
let l_138 = a_21[u32(1)];
let l_139 = l_138 + l_137;
a_21[u32(1)] = l_139;
let l_140 = u32(512) + l_mut_25;
let l_141 = l_140 + u32(2);
let l_142 = shared_memory_7[l_141];
let l_143 = a_29[u32(2)];
let l_144 = l_142 * l_143;
let l_145 = a_21[u32(2)];
let l_146 = l_145 + l_144;
a_21[u32(2)] = l_146;
let l_147 = u32(768) + l_mut_25;
let l_148 = l_147 + u32(2);
let l_149 = shared_memory_7[l_148];
let l_150 = a_29[u32(2)];
let l_151 = l_149 * l_150;
let l_152 = a_21[u32(3)];
let l_153 = l_152 + l_151;
a_21[u32(3)] = l_153;
let l_154 = u32(0) + l_mut_25;
let l_155 = l_154 + u32(3);
let l_156 = shared_memory_7[l_155];
let l_157 = a_29[u32(3)];
let l_158 = l_156 * l_157;
let l_159 = a_21[u32(0)];
let l_160 = l_159 + l_158;
a_21[u32(0)] = l_160;
let l_161 = u32(256) + l_mut_25;
let l_162 = l_161 + u32(3);
let l_163 = shared_memory_7[l_162];
let l_164 = a_29[u32(3)];
let l_165 = l_163 * l_164;
let l_166 = a_21[u32(1)];
let l_167 = l_166 + l_165;
a_21[u32(1)] = l_167;
let l_168 = u32(512) + l_mut_25;
let l_169 = l_168 + u32(3);
let l_170 = shared_memory_7[l_169];
let l_171 = a_29[u32(3)];
let l_172 = l_170 * l_171;
let l_173 = a_21[u32(2)];
let l_174 = l_173 + l_172;
a_21[u32(2)] = l_174;
let l_175 = u32(768) + l_mut_25;
let l_176 = l_175 + u32(3);
let l_177 = shared_memory_7[l_176];
let l_178 = a_29[u32(3)];
let l_179 = l_177 * l_178;
let l_180 = a_21[u32(3)];
let l_181 = l_180 + l_179;
a_21[u32(3)] = l_181;
let l_182 = u32(0) + l_mut_25;
let l_183 = l_182 + u32(4);
let l_184 = shared_memory_7[l_183];
let l_185 = a_29[u32(4)];
let l_186 = l_184 * l_185;
let l_187 = a_21[u32(0)];
let l_188 = l_187 + l_186;
a_21[u32(0)] = l_188;
let l_189 = u32(256) + l_mut_25;
let l_190 = l_189 + u32(4);
let l_191 = shared_memory_7[l_190];
let l_192 = a_29[u32(4)];
let l_193 = l_191 * l_192;
let l_194 = a_21[u32(1)];
let l_195 = l_194 + l_193;
a_21[u32(1)] = l_195;
let l_196 = u32(512) + l_mut_25;
let l_197 = l_196 + u32(4);
let l_198 = shared_memory_7[l_197];
let l_199 = a_29[u32(4)];
let l_200 = l_198 * l_199;
let l_201 = a_21[u32(2)];
let l_202 = l_201 + l_200;
a_21[u32(2)] = l_202;
let l_203 = u32(768) + l_mut_25;
let l_204 = l_203 + u32(4);
let l_205 = shared_memory_7[l_204];
let l_206 = a_29[u32(4)];
let l_207 = l_205 * l_206;
let l_208 = a_21[u32(3)];
let l_209 = l_208 + l_207;
a_21[u32(3)] = l_209;
let l_210 = u32(0) + l_mut_25;
let l_211 = l_210 + u32(5);
let l_212 = shared_memory_7[l_211];
let l_213 = a_29[u32(5)];
let l_214 = l_212 * l_213;
let l_215 = a_21[u32(0)];
let l_216 = l_215 + l_214;
a_21[u32(0)] = l_216;
let l_217 = u32(256) + l_mut_25;
let l_218 = l_217 + u32(5);
let l_219 = shared_memory_7[l_218];
let l_220 = a_29[u32(5)];
let l_221 = l_219 * l_220;
let l_222 = a_21[u32(1)];
let l_223 = l_222 + l_221;
a_21[u32(1)] = l_223;
let l_224 = u32(512) + l_mut_25;
let l_225 = l_224 + u32(5);
let l_226 = shared_memory_7[l_225];
let l_227 = a_29[u32(5)];
let l_228 = l_226 * l_227;
let l_229 = a_21[u32(2)];
let l_230 = l_229 + l_228;
a_21[u32(2)] = l_230;
let l_231 = u32(768) + l_mut_25;
let l_232 = l_231 + u32(5);
let l_233 = shared_memory_7[l_232];
let l_234 = a_29[u32(5)];
let l_235 = l_233 * l_234;
let l_236 = a_21[u32(3)];
let l_237 = l_236 + l_235;
a_21[u32(3)] = l_237;
let l_238 = u32(0) + l_mut_25;
let l_239 = l_238 + u32(6);
let l_240 = shared_memory_7[l_239];
let l_241 = a_29[u32(6)];
let l_242 = l_240 * l_241;
let l_243 = a_21[u32(0)];
let l_244 = l_243 + l_242;
a_21[u32(0)] = l_244;
let l_245 = u32(256) + l_mut_25;
let l_246 = l_245 + u32(6);
let l_247 = shared_memory_7[l_246];
let l_248 = a_29[u32(6)];
let l_249 = l_247 * l_248;
let l_250 = a_21[u32(1)];
let l_251 = l_250 + l_249;
a_21[u32(1)] = l_251;
let l_252 = u32(512) + l_mut_25;
let l_253 = l_252 + u32(6);
let l_254 = shared_memory_7[l_253];
let l_255 = a_29[u32(6)];
let l_256 = l_254 * l_255;
let l_257 = a_21[u32(2)];
let l_258 = l_257 + l_256;
a_21[u32(2)] = l_258;
let l_259 = u32(768) + l_mut_25;
let l_260 = l_259 + u32(6);
let l_261 = shared_memory_7[l_260];
let l_262 = a_29[u32(6)];
let l_263 = l_261 * l_262;
let l_264 = a_21[u32(3)];
let l_265 = l_264 + l_263;
a_21[u32(3)] = l_265;
let l_266 = u32(0) + l_mut_25;
let l_267 = l_266 + u32(7);
let l_268 = shared_memory_7[l_267];
let l_269 = a_29[u32(7)];
let l_270 = l_268 * l_269;
let l_271 = a_21[u32(0)];
let l_272 = l_271 + l_270;
a_21[u32(0)] = l_272;
let l_273 = u32(256) + l_mut_25;
let l_274 = l_273 + u32(7);
let l_275 = shared_memory_7[l_274];
let l_276 = a_29[u32(7)];
let l_277 = l_275 * l_276;
let l_278 = a_21[u32(1)];
let l_279 = l_278 + l_277;
a_21[u32(1)] = l_279;
let l_280 = u32(512) + l_mut_25;
let l_281 = l_280 + u32(7);
let l_282 = shared_memory_7[l_281];
let l_283 = a_29[u32(7)];
let l_284 = l_282 * l_283;
let l_285 = a_21[u32(2)];
let l_286 = l_285 + l_284;
a_21[u32(2)] = l_286;
let l_287 = u32(768) + l_mut_25;
let l_288 = l_287 + u32(7);
let l_289 = shared_memory_7[l_288];
let l_290 = a_29[u32(7)];
let l_291 = l_289 * l_290;
let l_292 = a_21[u32(3)];
let l_293 = l_292 + l_291;
a_21[u32(3)] = l_293;
l_mut_25 = l_mut_25 + u32(8);
}
let l_295 = l_6 + u32(0);
a_294[u32(0)] = f32(0.0);
let l_296 = l_295 < info.scalars_u32[0];
if l_296 {
let l_297 = l_295 * u32(128);
let l_298 = l_297 + l_mut_16;
let l_299 = buffer_3_global[l_298];
a_294[u32(0)] = l_299;
}
let l_300 = l_6 + u32(1);
a_294[u32(1)] = f32(0.0);
let l_301 = l_300 < info.scalars_u32[0];
if l_301 {
let l_302 = l_300 * u32(128);
let l_303 = l_302 + l_mut_16;
let l_304 = buffer_3_global[l_303];
a_294[u32(1)] = l_304;
}
let l_305 = l_6 + u32(2);
a_294[u32(2)] = f32(0.0);
let l_306 = l_305 < info.scalars_u32[0];
if l_306 {
let l_307 = l_305 * u32(128);
let l_308 = l_307 + l_mut_16;
let l_309 = buffer_3_global[l_308];
a_294[u32(2)] = l_309;
}
let l_310 = l_6 + u32(3);
a_294[u32(3)] = f32(0.0);
let l_311 = l_310 < info.scalars_u32[0];
if l_311 {
let l_312 = l_310 * u32(128);
let l_313 = l_312 + l_mut_16;
let l_314 = buffer_3_global[l_313];
a_294[u32(3)] = l_314;
}
let l_316 = l_6 + u32(0);
let l_317 = l_316 < info.scalars_u32[0];
if l_317 {
let l_318 = l_316 * u32(128);
let l_319 = l_318 + l_mut_16;
let l_320 = a_21[u32(0)];
l_mut_321 = l_320;
let l_322 = a_294[u32(0)];
let l_323 = l_322 + l_mut_321;
buffer_3_global[l_319] = l_323;
}
let l_324 = l_6 + u32(1);
let l_325 = l_324 < info.scalars_u32[0];
if l_325 {
let l_326 = l_324 * u32(128);
let l_327 = l_326 + l_mut_16;
let l_328 = a_21[u32(1)];
l_mut_321 = l_328;
let l_329 = a_294[u32(1)];
let l_330 = l_329 + l_mut_321;
buffer_3_global[l_327] = l_330;
}
let l_331 = l_6 + u32(2);
let l_332 = l_331 < info.scalars_u32[0];
if l_332 {
let l_333 = l_331 * u32(128);
let l_334 = l_333 + l_mut_16;
let l_335 = a_21[u32(2)];
l_mut_321 = l_335;
let l_336 = a_294[u32(2)];
let l_337 = l_336 + l_mut_321;
buffer_3_global[l_334] = l_337;
}
let l_338 = l_6 + u32(3);
let l_339 = l_338 < info.scalars_u32[0];
if l_339 {
let l_340 = l_338 * u32(128);
let l_341 = l_340 + l_mut_16;
let l_342 = a_21[u32(3)];
l_mut_321 = l_342;
let l_343 = a_294[u32(3)];
let l_344 = l_343 + l_mut_321;
buffer_3_global[l_341] = l_344;
}
l_mut_16 = l_mut_16 + u32(128);
}
}
