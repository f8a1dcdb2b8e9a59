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

var<workgroup> shared_memory_19: array<f32, 512>;

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
var a_15: array<vec4<f32>, 1>;

var a_34: array<f32, 4>;

var a_43: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_20: u32;
var l_mut_28: u32;
var l_mut_323: f32;
var l_mut_35: f32;
var l_mut_39: u32;
let l_0 = info.static_meta[u32(5)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(6)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(7)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(8)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(9)];
let l_9 = l_8 - u32(0);
let l_10 = info.scalars_u32[0] + u32(4);
let l_11 = l_10 - u32(1);
let l_12 = l_11 / u32(4);
let l_13 = workgroup_id_no_axis >= l_12;
if l_13 {
return;
}
let l_16 = 1u;
let l_17 = l_16 - u32(0);
let l_18 = workgroup_id_no_axis * u32(4);
l_mut_20 = local_idx;
loop {
let l_21 = l_mut_20 < u32(512);
let l_22 = !l_21;
if l_22 {
break;
}
let l_23 = l_mut_20 / u32(128);
let l_24 = l_18 + l_23;
let l_25 = l_24 < info.scalars_u32[0];
if l_25 {
let l_26 = l_24 * u32(128);
let l_27 = l_mut_20 % u32(128);
l_mut_28 = l_27;
let l_29 = l_26 + l_mut_28;
let l_30 = u32(0) + l_29;
let l_31 = buffer_0_global[l_30];
shared_memory_19[l_mut_20] = l_31;
} else {
shared_memory_19[l_mut_20] = f32(0.0);
}
l_mut_20 = l_mut_20 + u32(128);
}
workgroupBarrier();
l_mut_28 = local_idx;
loop {
let l_32 = l_mut_28 < u32(256);
let l_33 = !l_32;
if l_33 {
break;
}
l_mut_35 = f32(0.0);
let l_36 = u32(0) + l_mut_28;
let l_37 = u32(0) + l_36;
let l_38 = buffer_2_global[l_37];
l_mut_35 = l_38;
a_34[u32(0)] = l_mut_35;
a_34[u32(1)] = l_mut_35;
a_34[u32(2)] = l_mut_35;
a_34[u32(3)] = l_mut_35;
l_mut_20 = l_mut_28;
l_mut_39 = u32(0);
loop {
let l_40 = u32(0) + u32(128);
let l_41 = l_mut_39 < l_40;
let l_42 = !l_41;
if l_42 {
break;
}
let l_44 = l_mut_39 + u32(0);
let l_45 = l_44 * u32(256);
let l_46 = u32(0) + l_45;
let l_47 = l_46 + l_mut_20;
let l_48 = u32(0) + l_47;
let l_49 = buffer_1_global[l_48];
a_43[u32(0)] = l_49;
let l_50 = l_mut_39 + u32(1);
let l_51 = l_50 * u32(256);
let l_52 = u32(0) + l_51;
let l_53 = l_52 + l_mut_20;
let l_54 = u32(0) + l_53;
let l_55 = buffer_1_global[l_54];
a_43[u32(1)] = l_55;
let l_56 = l_mut_39 + u32(2);
let l_57 = l_56 * u32(256);
let l_58 = u32(0) + l_57;
let l_59 = l_58 + l_mut_20;
let l_60 = u32(0) + l_59;
let l_61 = buffer_1_global[l_60];
a_43[u32(2)] = l_61;
let l_62 = l_mut_39 + u32(3);
let l_63 = l_62 * u32(256);
let l_64 = u32(0) + l_63;
let l_65 = l_64 + l_mut_20;
let l_66 = u32(0) + l_65;
let l_67 = buffer_1_global[l_66];
a_43[u32(3)] = l_67;
let l_68 = l_mut_39 + u32(4);
let l_69 = l_68 * u32(256);
let l_70 = u32(0) + l_69;
let l_71 = l_70 + l_mut_20;
let l_72 = u32(0) + l_71;
let l_73 = buffer_1_global[l_72];
a_43[u32(4)] = l_73;
let l_74 = l_mut_39 + u32(5);
let l_75 = l_74 * u32(256);
let l_76 = u32(0) + l_75;
let l_77 = l_76 + l_mut_20;
let l_78 = u32(0) + l_77;
let l_79 = buffer_1_global[l_78];
a_43[u32(5)] = l_79;
let l_80 = l_mut_39 + u32(6);
let l_81 = l_80 * u32(256);
let l_82 = u32(0) + l_81;
let l_83 = l_82 + l_mut_20;
let l_84 = u32(0) + l_83;
let l_85 = buffer_1_global[l_84];
a_43[u32(6)] = l_85;
let l_86 = l_mut_39 + u32(7);
let l_87 = l_86 * u32(256);
let l_88 = u32(0) + l_87;
let l_89 = l_88 + l_mut_20;
let l_90 = u32(0) + l_89;
let l_91 = buffer_1_global[l_90];
a_43[u32(7)] = l_91;
let l_92 = u32(0) + l_mut_39;
let l_93 = l_92 + u32(0);
let l_94 = shared_memory_19[l_93];
let l_95 = a_43[u32(0)];
let l_96 = l_94 * l_95;
let l_97 = a_34[u32(0)];
let l_98 = l_97 + l_96;
a_34[u32(0)] = l_98;
let l_99 = u32(128) + l_mut_39;
let l_100 = l_99 + u32(0);
let l_101 = shared_memory_19[l_100];
let l_102 = a_43[u32(0)];
let l_103 = l_101 * l_102;
let l_104 = a_34[u32(1)];
let l_105 = l_104 + l_103;
a_34[u32(1)] = l_105;
let l_106 = u32(256) + l_mut_39;
let l_107 = l_106 + u32(0);
let l_108 = shared_memory_19[l_107];
let l_109 = a_43[u32(0)];
let l_110 = l_108 * l_109;
let l_111 = a_34[u32(2)];
let l_112 = l_111 + l_110;
a_34[u32(2)] = l_112;
let l_113 = u32(384) + l_mut_39;
let l_114 = l_113 + u32(0);
let l_115 = shared_memory_19[l_114];
let l_116 = a_43[u32(0)];
let l_117 = l_115 * l_116;
let l_118 = a_34[u32(3)];
let l_119 = l_118 + l_117;
a_34[u32(3)] = l_119;
let l_120 = u32(0) + l_mut_39;
let l_121 = l_120 + u32(1);
let l_122 = shared_memory_19[l_121];
let l_123 = a_43[u32(1)];
let l_124 = l_122 * l_123;
let l_125 = a_34[u32(0)];
let l_126 = l_125 + l_124;
a_34[u32(0)] = l_126;
let l_127 = u32(128) + l_mut_39;
let l_128 = l_127 + u32(1);
let l_129 = shared_memory_19[l_128];
let l_130 = a_43[u32(1)];
let l_131 = l_129 * l_130;
let l_132 = a_34[u32(1)];
let l_133 = l_132 + l_131;
a_34[u32(1)] = l_133;
let l_134 = u32(256) + l_mut_39;
let l_135 = l_134 + u32(1);
let l_136 = shared_memory_19[l_135];
let l_137 = a_43[u32(1)];
let l_138 = l_136 * l_137;
let l_139 = a_34[u32(2)];
let l_140 = l_139 + l_138;
a_34[u32(2)] = l_140;
let l_141 = u32(384) + l_mut_39;
let l_142 = l_141 + u32(1);
let l_143 = shared_memory_19[l_142];
let l_144 = a_43[u32(1)];
let l_145 = l_143 * l_144;
let l_146 = a_34[u32(3)];
let l_147 = l_146 + l_145;
a_34[u32(3)] = l_147;
let l_148 = u32(0) + l_mut_39;
let l_149 = l_148 + u32(2);
let l_150 = shared_memory_19[l_149];
let l_151 = a_43[u32(2)];
let l_152 = l_150 * l_151;
let l_153 = a_34[u32(0)];
let l_154 = l_153 + l_152;
a_34[u32(0)] = l_154;
let l_155 = u32(128) + l_mut_39;
let l_156 = l_155 + u32(2);
let l_157 = shared_memory_19[l_156];
let l_158 = a_43[u32(2)];
let l_159 = l_157 * l_158;
let l_160 = a_34[u32(1)];
let l_161 = l_160 + l_159;
a_34[u32(1)] = l_161;
let l_162 = u32(256) + l_mut_39;
let l_163 = l_162 + u32(2);
let l_164 = shared_memory_19[l_163];
let l_165 = a_43[u32(2)];
let l_166 = l_164 * l_165;
let l_167 = a_34[u32(2)];
let l_168 = l_167 + l_166;
a_34[u32(2)] = l_168;
let l_169 = u32(384) + l_mut_39;
let l_170 = l_169 + u32(2);
let l_171 = shared_memory_19[l_170];
let l_172 = a_43[u32(2)];
let l_173 = l_171 * l_172;
let l_174 = a_34[u32(3)];
let l_175 = l_174 + l_173;
a_34[u32(3)] = l_175;
let l_176 = u32(0) + l_mut_39;
let l_177 = l_176 + u32(3);
let l_178 = shared_memory_19[l_177];
let l_179 = a_43[u32(3)];
let l_180 = l_178 * l_179;
let l_181 = a_34[u32(0)];
let l_182 = l_181 + l_180;
a_34[u32(0)] = l_182;
let l_183 = u32(128) + l_mut_39;
let l_184 = l_183 + u32(3);
let l_185 = shared_memory_19[l_184];
let l_186 = a_43[u32(3)];
let l_187 = l_185 * l_186;
let l_188 = a_34[u32(1)];
let l_189 = l_188 + l_187;
a_34[u32(1)] = l_189;
let l_190 = u32(256) + l_mut_39;
let l_191 = l_190 + u32(3);
let l_192 = shared_memory_19[l_191];
let l_193 = a_43[u32(3)];
let l_194 = l_192 * l_193;
let l_195 = a_34[u32(2)];
let l_196 = l_195 + l_194;
a_34[u32(2)] = l_196;
let l_197 = u32(384) + l_mut_39;
let l_198 = l_197 + u32(3);
let l_199 = shared_memory_19[l_198];
let l_200 = a_43[u32(3)];
let l_201 = l_199 * l_200;
let l_202 = a_34[u32(3)];
let l_203 = l_202 + l_201;
a_34[u32(3)] = l_203;
let l_204 = u32(0) + l_mut_39;
let l_205 = l_204 + u32(4);
let l_206 = shared_memory_19[l_205];
let l_207 = a_43[u32(4)];
let l_208 = l_206 * l_207;
let l_209 = a_34[u32(0)];
let l_210 = l_209 + l_208;
a_34[u32(0)] = l_210;
let l_211 = u32(128) + l_mut_39;
let l_212 = l_211 + u32(4);
let l_213 = shared_memory_19[l_212];
let l_214 = a_43[u32(4)];
let l_215 = l_213 * l_214;
let l_216 = a_34[u32(1)];
let l_217 = l_216 + l_215;
a_34[u32(1)] = l_217;
let l_218 = u32(256) + l_mut_39;
let l_219 = l_218 + u32(4);
let l_220 = shared_memory_19[l_219];
let l_221 = a_43[u32(4)];
let l_222 = l_220 * l_221;
let l_223 = a_34[u32(2)];
let l_224 = l_223 + l_222;
a_34[u32(2)] = l_224;
let l_225 = u32(384) + l_mut_39;
let l_226 = l_225 + u32(4);
let l_227 = shared_memory_19[l_226];
let l_228 = a_43[u32(4)];
let l_229 = l_227 * l_228;
let l_230 = a_34[u32(3)];
let l_231 = l_230 + l_229;
a_34[u32(3)] = l_231;
let l_232 = u32(0) + l_mut_39;
let l_233 = l_232 + u32(5);
let l_234 = shared_memory_19[l_233];
let l_235 = a_43[u32(5)];
let l_236 = l_234 * l_235;
let l_237 = a_34[u32(0)];
let l_238 = l_237 + l_236;
a_34[u32(0)] = l_238;
let l_239 = u32(128) + l_mut_39;
let l_240 = l_239 + u32(5);
let l_241 = shared_memory_19[l_240];
let l_242 = a_43[u32(5)];
let l_243 = l_241 * l_242;
let l_244 = a_34[u32(1)];
let l_245 = l_244 + l_243;
a_34[u32(1)] = l_245;
let l_246 = u32(256) + l_mut_39;
let l_247 = l_246 + u32(5);
let l_248 = shared_memory_19[l_247];
let l_249 = a_43[u32(5)];
let l_250 = l_248 * l_249;
let l_251 = a_34[u32(2)];
let l_252 = l_251 + l_250;
a_34[u32(2)] = l_252;
let l_253 = u32(384) + l_mut_39;
let l_254 = l_253 + u32(5);
let l_255 = shared_memory_19[l_254];
let l_256 = a_43[u32(5)];
let l_257 = l_255 * l_256;
let l_258 = a_34[u32(3)];
let l_259 = l_258 + l_257;
a_34[u32(3)] = l_259;
let l_260 = u32(0) + l_mut_39;
let l_261 = l_260 + u32(6);
let l_262 = shared_memory_19[l_261];
let l_263 = a_43[u32(6)];
let l_264 = l_262 * l_263;
let l_265 = a_34[u32(0)];
let l_266 = l_265 + l_264;
a_34[u32(0)] = l_266;
let l_267 = u32(128) + l_mut_39;
let l_268 = l_267 + u32(6);
let l_269 = shared_memory_19[l_268];
let l_270 = a_43[u32(6)];
let l_271 = l_269 * l_270;
let l_272 = a_34[u32(1)];
let l_273 = l_272 + l_271;
a_34[u32(1)] = l_273;
let l_274 = u32(256) + l_mut_39;
let l_275 = l_274 + u32(6);
let l_276 = shared_memory_19[l_275];
let l_277 = a_43[u32(6)];
let l_278 = l_276 * l_277;
let l_279 = a_34[u32(2)];
let l_280 = l_279 + l_278;
a_34[u32(2)] = l_280;
let l_281 = u32(384) + l_mut_39;
let l_282 = l_281 + u32(6);
let l_283 = shared_memory_19[l_282];
let l_284 = a_43[u32(6)];
let l_285 = l_283 * l_284;
let l_286 = a_34[u32(3)];
let l_287 = l_286 + l_285;
a_34[u32(3)] = l_287;
let l_288 = u32(0) + l_mut_39;
let l_289 = l_288 + u32(7);
let l_290 = shared_memory_19[l_289];
let l_291 = a_43[u32(7)];
let l_292 = l_290 * l_291;
let l_293 = a_34[u32(0)];
let l_294 = l_293 + l_292;
a_34[u32(0)] = l_294;
let l_295 = u32(128) + l_mut_39;
let l_296 = l_295 + u32(7);
let l_297 = shared_memory_19[l_296];
let l_298 = a_43[u32(7)];
let l_299 = l_297 * l_298;
let l_300 = a_34[u32(1)];
let l_301 = l_300 + l_299;
a_34[u32(1)] = l_301;
let l_302 = u32(256) + l_mut_39;
let l_303 = l_302 + u32(7);
let l_304 = shared_memory_19[l_303];
let l_305 = a_43[u32(7)];
let l_306 = l_304 * l_305;
let l_307 = a_34[u32(2)];
let l_308 = l_307 + l_306;
a_34[u32(2)] = l_308;
let l_309 = u32(384) + l_mut_39;
let l_310 = l_309 + u32(7);
let l_311 = shared_memory_19[l_310];
let l_312 = a_43[u32(7)];
let l_313 = l_311 * l_312;
let l_314 = a_34[u32(3)];
let l_315 = l_314 + l_313;
a_34[u32(3)] = l_315;
l_mut_39 = l_mut_39 + u32(8);
}
let l_318 = l_18 + u32(0);
let l_319 = l_318 < info.scalars_u32[0];
if l_319 {
let l_320 = l_318 * u32(256);
let l_321 = l_320 + l_mut_28;
let l_322 = a_34[u32(0)];
l_mut_323 = l_322;
let l_324 = u32(0) + l_321;
buffer_3_global[l_324] = l_mut_323;
}
let l_325 = l_18 + u32(1);
let l_326 = l_325 < info.scalars_u32[0];
if l_326 {
let l_327 = l_325 * u32(256);
let l_328 = l_327 + l_mut_28;
let l_329 = a_34[u32(1)];
l_mut_323 = l_329;
let l_330 = u32(0) + l_328;
buffer_3_global[l_330] = l_mut_323;
}
let l_331 = l_18 + u32(2);
let l_332 = l_331 < info.scalars_u32[0];
if l_332 {
let l_333 = l_331 * u32(256);
let l_334 = l_333 + l_mut_28;
let l_335 = a_34[u32(2)];
l_mut_323 = l_335;
let l_336 = u32(0) + l_334;
buffer_3_global[l_336] = l_mut_323;
}
let l_337 = l_18 + u32(3);
let l_338 = l_337 < info.scalars_u32[0];
if l_338 {
let l_339 = l_337 * u32(256);
let l_340 = l_339 + l_mut_28;
let l_341 = a_34[u32(3)];
l_mut_323 = l_341;
let l_342 = u32(0) + l_340;
buffer_3_global[l_342] = l_mut_323;
}
l_mut_28 = l_mut_28 + u32(128);
}
}
