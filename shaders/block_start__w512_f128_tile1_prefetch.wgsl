@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<vec4<f32>>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

var<workgroup> shared_memory_36: array<f32, 128>;

var<workgroup> shared_memory_35: array<f32, 1536>;

var<workgroup> shared_memory_37: array<f32, 128>;

const WORKGROUP_SIZE_X = 512u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(512, 1, 1)
fn block_start_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_53: array<f32, 1>;

var a_61: array<f32, 8>;

var a_173: array<f32, 1>;

var a_208: array<f32, 1>;

var a_217: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_17: u32;
var l_mut_207: u32;
var l_mut_212: u32;
var l_mut_213: u32;
var l_mut_38: u32;
var l_mut_46: u32;
let l_0 = info.static_meta[u32(6)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(7)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(8)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(9)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(10)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(11)];
let l_11 = l_10 - u32(0);
let l_12 = info.scalars_u32[0] + u32(1);
let l_13 = l_12 - u32(1);
let l_14 = l_13 / u32(1);
let l_15 = workgroup_id_no_axis >= l_14;
if l_15 {
return;
}
let l_16 = workgroup_id_no_axis * u32(1);
l_mut_17 = local_idx;
loop {
let l_18 = l_mut_17 < u32(128);
let l_19 = !l_18;
if l_19 {
break;
}
let l_20 = l_mut_17 / u32(128);
let l_21 = l_16 + l_20;
let l_22 = l_21 < info.scalars_u32[0];
if l_22 {
let l_23 = l_21 * u32(128);
let l_24 = l_mut_17 % u32(128);
let l_25 = l_23 + l_24;
let l_26 = u32(0) + l_21;
let l_27 = buffer_0_global[l_26];
let l_28 = l_27 * u32(128);
let l_29 = info.scalars_u32[1] + l_28;
let l_30 = l_mut_17 % u32(128);
let l_31 = l_29 + l_30;
let l_32 = u32(0) + l_31;
let l_33 = buffer_1_global[l_32];
let l_34 = u32(0) + l_25;
buffer_3_global[l_34] = l_33;
}
l_mut_17 = l_mut_17 + u32(512);
}
storageBarrier();
l_mut_38 = local_idx;
loop {
let l_39 = l_mut_38 < u32(128);
let l_40 = !l_39;
if l_40 {
break;
}
let l_41 = l_mut_38 / u32(128);
let l_42 = l_16 + l_41;
let l_43 = l_42 < info.scalars_u32[0];
if l_43 {
let l_44 = l_42 * u32(128);
let l_45 = l_mut_38 % u32(128);
l_mut_46 = l_45;
let l_47 = l_44 + l_mut_46;
let l_48 = u32(0) + l_47;
let l_49 = buffer_3_global[l_48];
shared_memory_36[l_mut_38] = l_49;
} else {
shared_memory_36[l_mut_38] = f32(0.0);
}
l_mut_38 = l_mut_38 + u32(512);
}
workgroupBarrier();
let l_50 = local_idx < u32(512);
if l_50 {
let l_51 = local_idx % u32(128);
let l_52 = local_idx / u32(128);
a_53[u32(0)] = f32(0.0);
let l_54 = l_52 * u32(32);
l_mut_46 = l_54;
let l_55 = l_mut_46 - l_54;
let l_56 = l_55 * u32(128);
let l_57 = info.scalars_u32[2] + l_56;
l_mut_46 = l_51;
l_mut_38 = l_54;
loop {
let l_58 = l_54 + u32(32);
let l_59 = l_mut_38 < l_58;
let l_60 = !l_59;
if l_60 {
break;
}
let l_62 = l_mut_38 + u32(0);
let l_63 = l_62 * u32(128);
let l_64 = l_57 + l_63;
let l_65 = l_64 + l_mut_46;
let l_66 = u32(0) + l_65;
let l_67 = buffer_1_global[l_66];
a_61[u32(0)] = l_67;
let l_68 = l_mut_38 + u32(1);
let l_69 = l_68 * u32(128);
let l_70 = l_57 + l_69;
let l_71 = l_70 + l_mut_46;
let l_72 = u32(0) + l_71;
let l_73 = buffer_1_global[l_72];
a_61[u32(1)] = l_73;
let l_74 = l_mut_38 + u32(2);
let l_75 = l_74 * u32(128);
let l_76 = l_57 + l_75;
let l_77 = l_76 + l_mut_46;
let l_78 = u32(0) + l_77;
let l_79 = buffer_1_global[l_78];
a_61[u32(2)] = l_79;
let l_80 = l_mut_38 + u32(3);
let l_81 = l_80 * u32(128);
let l_82 = l_57 + l_81;
let l_83 = l_82 + l_mut_46;
let l_84 = u32(0) + l_83;
let l_85 = buffer_1_global[l_84];
a_61[u32(3)] = l_85;
let l_86 = l_mut_38 + u32(4);
let l_87 = l_86 * u32(128);
let l_88 = l_57 + l_87;
let l_89 = l_88 + l_mut_46;
let l_90 = u32(0) + l_89;
let l_91 = buffer_1_global[l_90];
a_61[u32(4)] = l_91;
let l_92 = l_mut_38 + u32(5);
let l_93 = l_92 * u32(128);
let l_94 = l_57 + l_93;
let l_95 = l_94 + l_mut_46;
let l_96 = u32(0) + l_95;
let l_97 = buffer_1_global[l_96];
a_61[u32(5)] = l_97;
let l_98 = l_mut_38 + u32(6);
let l_99 = l_98 * u32(128);
let l_100 = l_57 + l_99;
let l_101 = l_100 + l_mut_46;
let l_102 = u32(0) + l_101;
let l_103 = buffer_1_global[l_102];
a_61[u32(6)] = l_103;
let l_104 = l_mut_38 + u32(7);
let l_105 = l_104 * u32(128);
let l_106 = l_57 + l_105;
let l_107 = l_106 + l_mut_46;
let l_108 = u32(0) + l_107;
let l_109 = buffer_1_global[l_108];
a_61[u32(7)] = l_109;
let l_110 = u32(0) + l_mut_38;
let l_111 = l_110 + u32(0);
let l_112 = shared_memory_36[l_111];
let l_113 = a_61[u32(0)];
let l_114 = l_112 * l_113;
let l_115 = a_53[u32(0)];
let l_116 = l_115 + l_114;
a_53[u32(0)] = l_116;
let l_117 = u32(0) + l_mut_38;
let l_118 = l_117 + u32(1);
let l_119 = shared_memory_36[l_118];
let l_120 = a_61[u32(1)];
let l_121 = l_119 * l_120;
let l_122 = a_53[u32(0)];
let l_123 = l_122 + l_121;
a_53[u32(0)] = l_123;
let l_124 = u32(0) + l_mut_38;
let l_125 = l_124 + u32(2);
let l_126 = shared_memory_36[l_125];
let l_127 = a_61[u32(2)];
let l_128 = l_126 * l_127;
let l_129 = a_53[u32(0)];
let l_130 = l_129 + l_128;
a_53[u32(0)] = l_130;
let l_131 = u32(0) + l_mut_38;
let l_132 = l_131 + u32(3);
let l_133 = shared_memory_36[l_132];
let l_134 = a_61[u32(3)];
let l_135 = l_133 * l_134;
let l_136 = a_53[u32(0)];
let l_137 = l_136 + l_135;
a_53[u32(0)] = l_137;
let l_138 = u32(0) + l_mut_38;
let l_139 = l_138 + u32(4);
let l_140 = shared_memory_36[l_139];
let l_141 = a_61[u32(4)];
let l_142 = l_140 * l_141;
let l_143 = a_53[u32(0)];
let l_144 = l_143 + l_142;
a_53[u32(0)] = l_144;
let l_145 = u32(0) + l_mut_38;
let l_146 = l_145 + u32(5);
let l_147 = shared_memory_36[l_146];
let l_148 = a_61[u32(5)];
let l_149 = l_147 * l_148;
let l_150 = a_53[u32(0)];
let l_151 = l_150 + l_149;
a_53[u32(0)] = l_151;
let l_152 = u32(0) + l_mut_38;
let l_153 = l_152 + u32(6);
let l_154 = shared_memory_36[l_153];
let l_155 = a_61[u32(6)];
let l_156 = l_154 * l_155;
let l_157 = a_53[u32(0)];
let l_158 = l_157 + l_156;
a_53[u32(0)] = l_158;
let l_159 = u32(0) + l_mut_38;
let l_160 = l_159 + u32(7);
let l_161 = shared_memory_36[l_160];
let l_162 = a_61[u32(7)];
let l_163 = l_161 * l_162;
let l_164 = a_53[u32(0)];
let l_165 = l_164 + l_163;
a_53[u32(0)] = l_165;
l_mut_38 = l_mut_38 + u32(8);
}
let l_166 = l_52 * u32(1);
let l_167 = l_166 + u32(0);
let l_168 = l_167 * u32(128);
let l_169 = l_168 + l_51;
let l_170 = a_53[u32(0)];
shared_memory_35[l_169] = l_170;
}
workgroupBarrier();
l_mut_46 = local_idx;
loop {
let l_171 = l_mut_46 < u32(128);
let l_172 = !l_171;
if l_172 {
break;
}
let l_174 = info.scalars_u32[3] + l_mut_46;
let l_175 = u32(0) + l_174;
let l_176 = buffer_1_global[l_175];
a_173[u32(0)] = l_176;
let l_177 = u32(0) + l_mut_46;
let l_178 = shared_memory_35[l_177];
let l_179 = a_173[u32(0)];
let l_180 = l_179 + l_178;
a_173[u32(0)] = l_180;
let l_181 = u32(128) + l_mut_46;
let l_182 = shared_memory_35[l_181];
let l_183 = a_173[u32(0)];
let l_184 = l_183 + l_182;
a_173[u32(0)] = l_184;
let l_185 = u32(256) + l_mut_46;
let l_186 = shared_memory_35[l_185];
let l_187 = a_173[u32(0)];
let l_188 = l_187 + l_186;
a_173[u32(0)] = l_188;
let l_189 = u32(384) + l_mut_46;
let l_190 = shared_memory_35[l_189];
let l_191 = a_173[u32(0)];
let l_192 = l_191 + l_190;
a_173[u32(0)] = l_192;
let l_193 = a_173[u32(0)];
let l_194 = l_16 + u32(0);
let l_195 = l_194 < info.scalars_u32[0];
if l_195 {
let l_196 = l_194 * u32(128);
let l_197 = l_196 + l_mut_46;
let l_198 = u32(0) + l_197;
buffer_4_global[l_198] = l_193;
}
let l_199 = u32(0) + l_mut_46;
let l_200 = -l_193;
let l_201 = exp(l_200);
let l_202 = f32(1.0) + l_201;
let l_203 = f32(1.0) / l_202;
let l_204 = l_193 * l_203;
shared_memory_37[l_199] = l_204;
l_mut_46 = l_mut_46 + u32(512);
}
workgroupBarrier();
l_mut_38 = local_idx;
loop {
let l_205 = l_mut_38 < u32(384);
let l_206 = !l_205;
if l_206 {
break;
}
l_mut_207 = l_mut_38;
let l_209 = info.scalars_u32[5] + l_mut_207;
let l_210 = u32(0) + l_209;
let l_211 = buffer_1_global[l_210];
a_208[u32(0)] = l_211;
l_mut_212 = l_mut_38;
l_mut_213 = u32(0);
loop {
let l_214 = u32(0) + u32(128);
let l_215 = l_mut_213 < l_214;
let l_216 = !l_215;
if l_216 {
break;
}
let l_218 = l_mut_213 + u32(0);
let l_219 = l_218 * u32(384);
let l_220 = info.scalars_u32[4] + l_219;
let l_221 = l_220 + l_mut_212;
let l_222 = u32(0) + l_221;
let l_223 = buffer_1_global[l_222];
a_217[u32(0)] = l_223;
let l_224 = l_mut_213 + u32(1);
let l_225 = l_224 * u32(384);
let l_226 = info.scalars_u32[4] + l_225;
let l_227 = l_226 + l_mut_212;
let l_228 = u32(0) + l_227;
let l_229 = buffer_1_global[l_228];
a_217[u32(1)] = l_229;
let l_230 = l_mut_213 + u32(2);
let l_231 = l_230 * u32(384);
let l_232 = info.scalars_u32[4] + l_231;
let l_233 = l_232 + l_mut_212;
let l_234 = u32(0) + l_233;
let l_235 = buffer_1_global[l_234];
a_217[u32(2)] = l_235;
let l_236 = l_mut_213 + u32(3);
let l_237 = l_236 * u32(384);
let l_238 = info.scalars_u32[4] + l_237;
let l_239 = l_238 + l_mut_212;
let l_240 = u32(0) + l_239;
let l_241 = buffer_1_global[l_240];
a_217[u32(3)] = l_241;
let l_242 = l_mut_213 + u32(4);
let l_243 = l_242 * u32(384);
let l_244 = info.scalars_u32[4] + l_243;
let l_245 = l_244 + l_mut_212;
let l_246 = u32(0) + l_245;
let l_247 = buffer_1_global[l_246];
a_217[u32(4)] = l_247;
let l_248 = l_mut_213 + u32(5);
let l_249 = l_248 * u32(384);
let l_250 = info.scalars_u32[4] + l_249;
let l_251 = l_250 + l_mut_212;
let l_252 = u32(0) + l_251;
let l_253 = buffer_1_global[l_252];
a_217[u32(5)] = l_253;
let l_254 = l_mut_213 + u32(6);
let l_255 = l_254 * u32(384);
let l_256 = info.scalars_u32[4] + l_255;
let l_257 = l_256 + l_mut_212;
let l_258 = u32(0) + l_257;
let l_259 = buffer_1_global[l_258];
a_217[u32(6)] = l_259;
let l_260 = l_mut_213 + u32(7);
let l_261 = l_260 * u32(384);
let l_262 = info.scalars_u32[4] + l_261;
let l_263 = l_262 + l_mut_212;
let l_264 = u32(0) + l_263;
let l_265 = buffer_1_global[l_264];
a_217[u32(7)] = l_265;
let l_266 = u32(0) + l_mut_213;
let l_267 = l_266 + u32(0);
let l_268 = shared_memory_37[l_267];
let l_269 = a_217[u32(0)];
let l_270 = l_268 * l_269;
let l_271 = a_208[u32(0)];
let l_272 = l_271 + l_270;
a_208[u32(0)] = l_272;
let l_273 = u32(0) + l_mut_213;
let l_274 = l_273 + u32(1);
let l_275 = shared_memory_37[l_274];
let l_276 = a_217[u32(1)];
let l_277 = l_275 * l_276;
let l_278 = a_208[u32(0)];
let l_279 = l_278 + l_277;
a_208[u32(0)] = l_279;
let l_280 = u32(0) + l_mut_213;
let l_281 = l_280 + u32(2);
let l_282 = shared_memory_37[l_281];
let l_283 = a_217[u32(2)];
let l_284 = l_282 * l_283;
let l_285 = a_208[u32(0)];
let l_286 = l_285 + l_284;
a_208[u32(0)] = l_286;
let l_287 = u32(0) + l_mut_213;
let l_288 = l_287 + u32(3);
let l_289 = shared_memory_37[l_288];
let l_290 = a_217[u32(3)];
let l_291 = l_289 * l_290;
let l_292 = a_208[u32(0)];
let l_293 = l_292 + l_291;
a_208[u32(0)] = l_293;
let l_294 = u32(0) + l_mut_213;
let l_295 = l_294 + u32(4);
let l_296 = shared_memory_37[l_295];
let l_297 = a_217[u32(4)];
let l_298 = l_296 * l_297;
let l_299 = a_208[u32(0)];
let l_300 = l_299 + l_298;
a_208[u32(0)] = l_300;
let l_301 = u32(0) + l_mut_213;
let l_302 = l_301 + u32(5);
let l_303 = shared_memory_37[l_302];
let l_304 = a_217[u32(5)];
let l_305 = l_303 * l_304;
let l_306 = a_208[u32(0)];
let l_307 = l_306 + l_305;
a_208[u32(0)] = l_307;
let l_308 = u32(0) + l_mut_213;
let l_309 = l_308 + u32(6);
let l_310 = shared_memory_37[l_309];
let l_311 = a_217[u32(6)];
let l_312 = l_310 * l_311;
let l_313 = a_208[u32(0)];
let l_314 = l_313 + l_312;
a_208[u32(0)] = l_314;
let l_315 = u32(0) + l_mut_213;
let l_316 = l_315 + u32(7);
let l_317 = shared_memory_37[l_316];
let l_318 = a_217[u32(7)];
let l_319 = l_317 * l_318;
let l_320 = a_208[u32(0)];
let l_321 = l_320 + l_319;
a_208[u32(0)] = l_321;
l_mut_213 = l_mut_213 + u32(8);
}
let l_322 = l_16 + u32(0);
let l_323 = l_322 < info.scalars_u32[0];
if l_323 {
let l_324 = l_322 * u32(384);
let l_325 = l_324 + l_mut_207;
let l_326 = a_208[u32(0)];
let l_327 = u32(0) + l_325;
buffer_5_global[l_327] = l_326;
}
l_mut_38 = l_mut_38 + u32(512);
}
}
