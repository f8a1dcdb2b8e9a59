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

var<workgroup> shared_memory_7: array<f32, 512>;

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
var a_20: array<f32, 4>;

var a_28: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_21: f32;
var l_mut_24: u32;
var l_mut_300: f32;
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
let l_9 = l_mut_8 < u32(512);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 / u32(128);
let l_12 = l_6 + l_11;
let l_13 = l_12 < info.scalars_u32[0];
if l_13 {
let l_14 = l_12 * u32(128);
let l_15 = l_mut_8 % u32(128);
let l_16 = l_14 + l_15;
let l_17 = buffer_0_global[l_16];
shared_memory_7[l_mut_8] = l_17;
} else {
shared_memory_7[l_mut_8] = f32(0.0);
}
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_8 = local_idx;
loop {
let l_18 = l_mut_8 < u32(256);
let l_19 = !l_18;
if l_19 {
break;
}
l_mut_21 = f32(0.0);
let l_22 = u32(0) + l_mut_8;
let l_23 = buffer_2_global[l_22];
l_mut_21 = l_23;
a_20[u32(0)] = l_mut_21;
a_20[u32(1)] = l_mut_21;
a_20[u32(2)] = l_mut_21;
a_20[u32(3)] = l_mut_21;
l_mut_24 = u32(0);
loop {
let l_25 = u32(0) + u32(128);
let l_26 = l_mut_24 < l_25;
let l_27 = !l_26;
if l_27 {
break;
}
let l_29 = l_mut_24 + u32(0);
let l_30 = l_29 * u32(256);
let l_31 = u32(0) + l_30;
let l_32 = l_31 + l_mut_8;
let l_33 = buffer_1_global[l_32];
a_28[u32(0)] = l_33;
let l_34 = l_mut_24 + u32(1);
let l_35 = l_34 * u32(256);
let l_36 = u32(0) + l_35;
let l_37 = l_36 + l_mut_8;
let l_38 = buffer_1_global[l_37];
a_28[u32(1)] = l_38;
let l_39 = l_mut_24 + u32(2);
let l_40 = l_39 * u32(256);
let l_41 = u32(0) + l_40;
let l_42 = l_41 + l_mut_8;
let l_43 = buffer_1_global[l_42];
a_28[u32(2)] = l_43;
let l_44 = l_mut_24 + u32(3);
let l_45 = l_44 * u32(256);
let l_46 = u32(0) + l_45;
let l_47 = l_46 + l_mut_8;
let l_48 = buffer_1_global[l_47];
a_28[u32(3)] = l_48;
let l_49 = l_mut_24 + u32(4);
let l_50 = l_49 * u32(256);
let l_51 = u32(0) + l_50;
let l_52 = l_51 + l_mut_8;
let l_53 = buffer_1_global[l_52];
a_28[u32(4)] = l_53;
let l_54 = l_mut_24 + u32(5);
let l_55 = l_54 * u32(256);
let l_56 = u32(0) + l_55;
let l_57 = l_56 + l_mut_8;
let l_58 = buffer_1_global[l_57];
a_28[u32(5)] = l_58;
let l_59 = l_mut_24 + u32(6);
let l_60 = l_59 * u32(256);
let l_61 = u32(0) + l_60;
let l_62 = l_61 + l_mut_8;
let l_63 = buffer_1_global[l_62];
a_28[u32(6)] = l_63;
let l_64 = l_mut_24 + u32(7);
let l_65 = l_64 * u32(256);
let l_66 = u32(0) + l_65;
let l_67 = l_66 + l_mut_8;
let l_68 = buffer_1_global[l_67];
a_28[u32(7)] = l_68;
let l_69 = u32(0) + l_mut_24;
let l_70 = l_69 + u32(0);
let l_71 = shared_memory_7[l_70];
let l_72 = a_28[u32(0)];
let l_73 = l_71 * l_72;
let l_74 = a_20[u32(0)];
let l_75 = l_74 + l_73;
a_20[u32(0)] = l_75;
let l_76 = u32(128) + l_mut_24;
let l_77 = l_76 + u32(0);
let l_78 = shared_memory_7[l_77];
let l_79 = a_28[u32(0)];
let l_80 = l_78 * l_79;
let l_81 = a_20[u32(1)];
let l_82 = l_81 + l_80;
a_20[u32(1)] = l_82;
let l_83 = u32(256) + l_mut_24;
let l_84 = l_83 + u32(0);
let l_85 = shared_memory_7[l_84];
let l_86 = a_28[u32(0)];
let l_87 = l_85 * l_86;
let l_88 = a_20[u32(2)];
let l_89 = l_88 + l_87;
a_20[u32(2)] = l_89;
let l_90 = u32(384) + l_mut_24;
let l_91 = l_90 + u32(0);
let l_92 = shared_memory_7[l_91];
let l_93 = a_28[u32(0)];
let l_94 = l_92 * l_93;
let l_95 = a_20[u32(3)];
let l_96 = l_95 + l_94;
a_20[u32(3)] = l_96;
let l_97 = u32(0) + l_mut_24;
let l_98 = l_97 + u32(1);
let l_99 = shared_memory_7[l_98];
let l_100 = a_28[u32(1)];
let l_101 = l_99 * l_100;
let l_102 = a_20[u32(0)];
let l_103 = l_102 + l_101;
a_20[u32(0)] = l_103;
let l_104 = u32(128) + l_mut_24;
let l_105 = l_104 + u32(1);
let l_106 = shared_memory_7[l_105];
let l_107 = a_28[u32(1)];
let l_108 = l_106 * l_107;
let l_109 = a_20[u32(1)];
let l_110 = l_109 + l_108;
a_20[u32(1)] = l_110;
let l_111 = u32(256) + l_mut_24;
let l_112 = l_111 + u32(1);
let l_113 = shared_memory_7[l_112];
let l_114 = a_28[u32(1)];
let l_115 = l_113 * l_114;
let l_116 = a_20[u32(2)];
let l_117 = l_116 + l_115;
a_20[u32(2)] = l_117;
let l_118 = u32(384) + l_mut_24;
let l_119 = l_118 + u32(1);
let l_120 = shared_memory_7[l_119];
let l_121 = a_28[u32(1)];
let l_122 = l_120 * l_121;
let l_123 = a_20[u32(3)];
let l_124 = l_123 + l_122;
a_20[u32(3)] = l_124;
let l_125 = u32(0) + l_mut_24;
let l_126 = l_125 + u32(2);
let l_127 = shared_memory_7[l_126];
let l_128 = a_28[u32(2)];
let l_129 = l_127 * l_128;
let l_130 = a_20[u32(0)];
let l_131 = l_130 + l_129;
a_20[u32(0)] = l_131;
let l_132 = u32(128) + l_mut_24;
let l_133 = l_132 + u32(2);
let l_134 = shared_memory_7[l_133];
let l_135 = a_28[u32(2)];
let l_136 = l_134 * l_135;
let l_137 = a_20[u32(1)];
let l_138 = l_137 + l_136;
a_20[u32(1)] = l_138;
let l_139 = u32(256) + l_mut_24;
let l_140 = l_139 + u32(2);
let l_141 = shared_memory_7[l_140];
let l_142 = a_28[u32(2)];
let l_143 = l_141 * l_142;
let l_144 = a_20[u32(2)];
let l_145 = l_144 + l_143;
a_20[u32(2)] = l_145;
let l_146 = u32(384) + l_mut_24;
let l_147 = l_146 + u32(2);
let l_148 = shared_memory_7[l_147];
let l_149 = a_28[u32(2)];
let l_150 = l_148 * l_149;
let l_151 = a_20[u32(3)];
let l_152 = l_151 + l_150;
a_20[u32(3)] = l_152;
let l_153 = u32(0) + l_mut_24;
let l_154 = l_153 + u32(3);
let l_155 = shared_memory_7[l_154];
let l_156 = a_28[u32(3)];
let l_157 = l_155 * l_156;
let l_158 = a_20[u32(0)];
let l_159 = l_158 + l_157;
a_20[u32(0)] = l_159;
let l_160 = u32(128) + l_mut_24;
let l_161 = l_160 + u32(3);
let l_162 = shared_memory_7[l_161];
let l_163 = a_28[u32(3)];
let l_164 = l_162 * l_163;
let l_165 = a_20[u32(1)];
let l_166 = l_165 + l_164;
a_20[u32(1)] = l_166;
let l_167 = u32(256) + l_mut_24;
let l_168 = l_167 + u32(3);
let l_169 = shared_memory_7[l_168];
let l_170 = a_28[u32(3)];
let l_171 = l_169 * l_170;
let l_172 = a_20[u32(2)];
let l_173 = l_172 + l_171;
a_20[u32(2)] = l_173;
let l_174 = u32(384) + l_mut_24;
let l_175 = l_174 + u32(3);
let l_176 = shared_memory_7[l_175];
let l_177 = a_28[u32(3)];
let l_178 = l_176 * l_177;
let l_179 = a_20[u32(3)];
let l_180 = l_179 + l_178;
a_20[u32(3)] = l_180;
let l_181 = u32(0) + l_mut_24;
let l_182 = l_181 + u32(4);
let l_183 = shared_memory_7[l_182];
let l_184 = a_28[u32(4)];
let l_185 = l_183 * l_184;
let l_186 = a_20[u32(0)];
let l_187 = l_186 + l_185;
a_20[u32(0)] = l_187;
let l_188 = u32(128) + l_mut_24;
let l_189 = l_188 + u32(4);
let l_190 = shared_memory_7[l_189];
let l_191 = a_28[u32(4)];
let l_192 = l_190 * l_191;
let l_193 = a_20[u32(1)];
let l_194 = l_193 + l_192;
a_20[u32(1)] = l_194;
let l_195 = u32(256) + l_mut_24;
let l_196 = l_195 + u32(4);
let l_197 = shared_memory_7[l_196];
let l_198 = a_28[u32(4)];
let l_199 = l_197 * l_198;
let l_200 = a_20[u32(2)];
let l_201 = l_200 + l_199;
a_20[u32(2)] = l_201;
let l_202 = u32(384) + l_mut_24;
let l_203 = l_202 + u32(4);
let l_204 = shared_memory_7[l_203];
let l_205 = a_28[u32(4)];
let l_206 = l_204 * l_205;
let l_207 = a_20[u32(3)];
let l_208 = l_207 + l_206;
a_20[u32(3)] = l_208;
let l_209 = u32(0) + l_mut_24;
let l_210 = l_209 + u32(5);
let l_211 = shared_memory_7[l_210];
let l_212 = a_28[u32(5)];
let l_213 = l_211 * l_212;
let l_214 = a_20[u32(0)];
let l_215 = l_214 + l_213;
a_20[u32(0)] = l_215;
let l_216 = u32(128) + l_mut_24;
let l_217 = l_216 + u32(5);
let l_218 = shared_memory_7[l_217];
let l_219 = a_28[u32(5)];
let l_220 = l_218 * l_219;
let l_221 = a_20[u32(1)];
let l_222 = l_221 + l_220;
a_20[u32(1)] = l_222;
let l_223 = u32(256) + l_mut_24;
let l_224 = l_223 + u32(5);
let l_225 = shared_memory_7[l_224];
let l_226 = a_28[u32(5)];
let l_227 = l_225 * l_226;
let l_228 = a_20[u32(2)];
let l_229 = l_228 + l_227;
a_20[u32(2)] = l_229;
let l_230 = u32(384) + l_mut_24;
let l_231 = l_230 + u32(5);
let l_232 = shared_memory_7[l_231];
let l_233 = a_28[u32(5)];
let l_234 = l_232 * l_233;
let l_235 = a_20[u32(3)];
let l_236 = l_235 + l_234;
a_20[u32(3)] = l_236;
let l_237 = u32(0) + l_mut_24;
let l_238 = l_237 + u32(6);
let l_239 = shared_memory_7[l_238];
let l_240 = a_28[u32(6)];
let l_241 = l_239 * l_240;
let l_242 = a_20[u32(0)];
let l_243 = l_242 + l_241;
a_20[u32(0)] = l_243;
let l_244 = u32(128) + l_mut_24;
let l_245 = l_244 + u32(6);
let l_246 = shared_memory_7[l_245];
let l_247 = a_28[u32(6)];
let l_248 = l_246 * l_247;
let l_249 = a_20[u32(1)];
let l_250 = l_249 + l_248;
a_20[u32(1)] = l_250;
let l_251 = u32(256) + l_mut_24;
let l_252 = l_251 + u32(6);
let l_253 = shared_memory_7[l_252];
let l_254 = a_28[u32(6)];
let l_255 = l_253 * l_254;
let l_256 = a_20[u32(2)];
let l_257 = l_256 + l_255;
a_20[u32(2)] = l_257;
let l_258 = u32(384) + l_mut_24;
let l_259 = l_258 + u32(6);
let l_260 = shared_memory_7[l_259];
let l_261 = a_28[u32(6)];
let l_262 = l_260 * l_261;
let l_263 = a_20[u32(3)];
let l_264 = l_263 + l_262;
a_20[u32(3)] = l_264;
let l_265 = u32(0) + l_mut_24;
let l_266 = l_265 + u32(7);
let l_267 = shared_memory_7[l_266];
let l_268 = a_28[u32(7)];
let l_269 = l_267 * l_268;
let l_270 = a_20[u32(0)];
let l_271 = l_270 + l_269;
a_20[u32(0)] = l_271;
let l_272 = u32(128) + l_mut_24;
let l_273 = l_272 + u32(7);
let l_274 = shared_memory_7[l_273];
let l_275 = a_28[u32(7)];
let l_276 = l_274 * l_275;
let l_277 = a_20[u32(1)];
let l_278 = l_277 + l_276;
a_20[u32(1)] = l_278;
let l_279 = u32(256) + l_mut_24;
let l_280 = l_279 + u32(7);
let l_281 = shared_memory_7[l_280];
let l_282 = a_28[u32(7)];
let l_283 = l_281 * l_282;
let l_284 = a_20[u32(2)];
let l_285 = l_284 + l_283;
a_20[u32(2)] = l_285;
let l_286 = u32(384) + l_mut_24;
let l_287 = l_286 + u32(7);
let l_288 = shared_memory_7[l_287];
let l_289 = a_28[u32(7)];
let l_290 = l_288 * l_289;
let l_291 = a_20[u32(3)];
let l_292 = l_291 + l_290;
a_20[u32(3)] = l_292;
l_mut_24 = l_mut_24 + u32(8);
}
let l_295 = l_6 + u32(0);
let l_296 = l_295 < info.scalars_u32[0];
if l_296 {
let l_297 = l_295 * u32(256);
let l_298 = l_297 + l_mut_8;
let l_299 = a_20[u32(0)];
l_mut_300 = l_299;
buffer_3_global[l_298] = l_mut_300;
}
let l_301 = l_6 + u32(1);
let l_302 = l_301 < info.scalars_u32[0];
if l_302 {
let l_303 = l_301 * u32(256);
let l_304 = l_303 + l_mut_8;
let l_305 = a_20[u32(1)];
l_mut_300 = l_305;
buffer_3_global[l_304] = l_mut_300;
}
let l_306 = l_6 + u32(2);
let l_307 = l_306 < info.scalars_u32[0];
if l_307 {
let l_308 = l_306 * u32(256);
let l_309 = l_308 + l_mut_8;
let l_310 = a_20[u32(2)];
l_mut_300 = l_310;
buffer_3_global[l_309] = l_mut_300;
}
let l_311 = l_6 + u32(3);
let l_312 = l_311 < info.scalars_u32[0];
if l_312 {
let l_313 = l_311 * u32(256);
let l_314 = l_313 + l_mut_8;
let l_315 = a_20[u32(3)];
l_mut_300 = l_315;
buffer_3_global[l_314] = l_mut_300;
}
l_mut_8 = l_mut_8 + u32(128);
}
}
