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
var<storage, read_write> buffer_4_global: array<f32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 18>,
}

@group(0)
@binding(9)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn edge_geometry_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_51: f32;
var l_mut_52: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
let l_3 = buffer_1_global[l_1];
let l_4 = buffer_2_global[l_1];
let l_5 = l_4 * u32(3);
let l_6 = buffer_0_global[l_5];
let l_7 = l_3 * u32(3);
let l_8 = buffer_0_global[l_7];
let l_9 = l_6 - l_8;
let l_10 = l_1 * u32(3);
let l_11 = buffer_3_global[l_10];
let l_12 = l_9 + l_11;
let l_13 = l_4 * u32(3);
let l_14 = l_13 + u32(1);
let l_15 = buffer_0_global[l_14];
let l_16 = l_3 * u32(3);
let l_17 = l_16 + u32(1);
let l_18 = buffer_0_global[l_17];
let l_19 = l_15 - l_18;
let l_20 = l_1 * u32(3);
let l_21 = l_20 + u32(1);
let l_22 = buffer_3_global[l_21];
let l_23 = l_19 + l_22;
let l_24 = l_4 * u32(3);
let l_25 = l_24 + u32(2);
let l_26 = buffer_0_global[l_25];
let l_27 = l_3 * u32(3);
let l_28 = l_27 + u32(2);
let l_29 = buffer_0_global[l_28];
let l_30 = l_26 - l_29;
let l_31 = l_1 * u32(3);
let l_32 = l_31 + u32(2);
let l_33 = buffer_3_global[l_32];
let l_34 = l_30 + l_33;
let l_35 = l_12 * l_12;
let l_36 = l_23 * l_23;
let l_37 = l_35 + l_36;
let l_38 = l_34 * l_34;
let l_39 = l_37 + l_38;
let l_40 = sqrt(l_39);
let l_41 = l_1 * u32(8);
buffer_6_global[l_41] = l_40;
let l_42 = l_1 * u32(8);
let l_43 = l_42 + u32(1);
let l_44 = l_12 / l_40;
buffer_6_global[l_43] = l_44;
let l_45 = l_1 * u32(8);
let l_46 = l_45 + u32(2);
let l_47 = l_23 / l_40;
buffer_6_global[l_46] = l_47;
let l_48 = l_1 * u32(8);
let l_49 = l_48 + u32(3);
let l_50 = l_34 / l_40;
buffer_6_global[l_49] = l_50;
l_mut_51 = f32(0.0);
l_mut_52 = f32(0.0);
let l_53 = l_40 < info.scalars_f32[0];
if l_53 {
let l_54 = l_40 * info.scalars_f32[1];
let l_55 = cos(l_54);
let l_56 = l_55 + f32(1.0);
let l_57 = f32(0.5) * l_56;
l_mut_51 = l_57;
let l_58 = f32(-0.5) * info.scalars_f32[1];
let l_59 = l_40 * info.scalars_f32[1];
let l_60 = sin(l_59);
let l_61 = l_58 * l_60;
l_mut_52 = l_61;
}
let l_62 = l_1 * u32(8);
let l_63 = l_62 + u32(4);
buffer_6_global[l_63] = l_mut_51;
let l_64 = l_1 * u32(8);
let l_65 = l_64 + u32(5);
buffer_6_global[l_65] = l_mut_52;
let l_66 = l_1 * u32(8);
let l_67 = l_66 + u32(6);
buffer_6_global[l_67] = f32(0.0);
let l_68 = l_1 * u32(8);
let l_69 = l_68 + u32(7);
buffer_6_global[l_69] = f32(0.0);
let l_70 = buffer_4_global[u32(0)];
let l_71 = l_40 - l_70;
let l_72 = buffer_5_global[u32(0)];
let l_73 = l_72 * l_71;
let l_74 = l_73 * l_71;
let l_75 = exp(l_74);
let l_76 = l_1 * u32(20);
let l_77 = l_76 + u32(0);
buffer_7_global[l_77] = l_75;
let l_78 = l_1 * u32(20);
let l_79 = l_78 + u32(0);
let l_80 = l_75 * f32(2.0);
let l_81 = l_80 * l_72;
let l_82 = l_81 * l_71;
buffer_8_global[l_79] = l_82;
let l_83 = buffer_4_global[u32(1)];
let l_84 = l_40 - l_83;
let l_85 = buffer_5_global[u32(1)];
let l_86 = l_85 * l_84;
let l_87 = l_86 * l_84;
let l_88 = exp(l_87);
let l_89 = l_1 * u32(20);
let l_90 = l_89 + u32(1);
buffer_7_global[l_90] = l_88;
let l_91 = l_1 * u32(20);
let l_92 = l_91 + u32(1);
let l_93 = l_88 * f32(2.0);
let l_94 = l_93 * l_85;
let l_95 = l_94 * l_84;
buffer_8_global[l_92] = l_95;
let l_96 = buffer_4_global[u32(2)];
let l_97 = l_40 - l_96;
let l_98 = buffer_5_global[u32(2)];
let l_99 = l_98 * l_97;
let l_100 = l_99 * l_97;
let l_101 = exp(l_100);
let l_102 = l_1 * u32(20);
let l_103 = l_102 + u32(2);
buffer_7_global[l_103] = l_101;
let l_104 = l_1 * u32(20);
let l_105 = l_104 + u32(2);
let l_106 = l_101 * f32(2.0);
let l_107 = l_106 * l_98;
let l_108 = l_107 * l_97;
buffer_8_global[l_105] = l_108;
let l_109 = buffer_4_global[u32(3)];
let l_110 = l_40 - l_109;
let l_111 = buffer_5_global[u32(3)];
let l_112 = l_111 * l_110;
let l_113 = l_112 * l_110;
let l_114 = exp(l_113);
let l_115 = l_1 * u32(20);
let l_116 = l_115 + u32(3);
buffer_7_global[l_116] = l_114;
let l_117 = l_1 * u32(20);
let l_118 = l_117 + u32(3);
let l_119 = l_114 * f32(2.0);
let l_120 = l_119 * l_111;
let l_121 = l_120 * l_110;
buffer_8_global[l_118] = l_121;
let l_122 = buffer_4_global[u32(4)];
let l_123 = l_40 - l_122;
let l_124 = buffer_5_global[u32(4)];
let l_125 = l_124 * l_123;
let l_126 = l_125 * l_123;
let l_127 = exp(l_126);
let l_128 = l_1 * u32(20);
let l_129 = l_128 + u32(4);
buffer_7_global[l_129] = l_127;
let l_130 = l_1 * u32(20);
let l_131 = l_130 + u32(4);
let l_132 = l_127 * f32(2.0);
let l_133 = l_132 * l_124;
let l_134 = l_133 * l_123;
buffer_8_global[l_131] = l_134;
let l_135 = buffer_4_global[u32(5)];
let l_136 = l_40 - l_135;
let l_137 = buffer_5_global[u32(5)];
let l_138 = l_137 * l_136;
let l_139 = l_138 * l_136;
let l_140 = exp(l_139);
let l_141 = l_1 * u32(20);
let l_142 = l_141 + u32(5);
buffer_7_global[l_142] = l_140;
let l_143 = l_1 * u32(20);
let l_144 = l_143 + u32(5);
let l_145 = l_140 * f32(2.0);
let l_146 = l_145 * l_137;
let l_147 = l_146 * l_136;
buffer_8_global[l_144] = l_147;
let l_148 = buffer_4_global[u32(6)];
let l_149 = l_40 - l_148;
let l_150 = buffer_5_global[u32(6)];
let l_151 = l_150 * l_149;
let l_152 = l_151 * l_149;
let l_153 = exp(l_152);
let l_154 = l_1 * u32(20);
let l_155 = l_154 + u32(6);
buffer_7_global[l_155] = l_153;
let l_156 = l_1 * u32(20);
let l_157 = l_156 + u32(6);
let l_158 = l_153 * f32(2.0);
let l_159 = l_158 * l_150;
let l_160 = l_159 * l_149;
buffer_8_global[l_157] = l_160;
let l_161 = buffer_4_global[u32(7)];
let l_162 = l_40 - l_161;
let l_163 = buffer_5_global[u32(7)];
let l_164 = l_163 * l_162;
let l_165 = l_164 * l_162;
let l_166 = exp(l_165);
let l_167 = l_1 * u32(20);
let l_168 = l_167 + u32(7);
buffer_7_global[l_168] = l_166;
let l_169 = l_1 * u32(20);
let l_170 = l_169 + u32(7);
let l_171 = l_166 * f32(2.0);
let l_172 = l_171 * l_163;
let l_173 = l_172 * l_162;
buffer_8_global[l_170] = l_173;
let l_174 = buffer_4_global[u32(8)];
let l_175 = l_40 - l_174;
let l_176 = buffer_5_global[u32(8)];
let l_177 = l_176 * l_175;
let l_178 = l_177 * l_175;
let l_179 = exp(l_178);
let l_180 = l_1 * u32(20);
let l_181 = l_180 + u32(8);
buffer_7_global[l_181] = l_179;
let l_182 = l_1 * u32(20);
let l_183 = l_182 + u32(8);
let l_184 = l_179 * f32(2.0);
let l_185 = l_184 * l_176;
let l_186 = l_185 * l_175;
buffer_8_global[l_183] = l_186;
let l_187 = buffer_4_global[u32(9)];
let l_188 = l_40 - l_187;
let l_189 = buffer_5_global[u32(9)];
let l_190 = l_189 * l_188;
let l_191 = l_190 * l_188;
let l_192 = exp(l_191);
let l_193 = l_1 * u32(20);
let l_194 = l_193 + u32(9);
buffer_7_global[l_194] = l_192;
let l_195 = l_1 * u32(20);
let l_196 = l_195 + u32(9);
let l_197 = l_192 * f32(2.0);
let l_198 = l_197 * l_189;
let l_199 = l_198 * l_188;
buffer_8_global[l_196] = l_199;
let l_200 = buffer_4_global[u32(10)];
let l_201 = l_40 - l_200;
let l_202 = buffer_5_global[u32(10)];
let l_203 = l_202 * l_201;
let l_204 = l_203 * l_201;
let l_205 = exp(l_204);
let l_206 = l_1 * u32(20);
let l_207 = l_206 + u32(10);
buffer_7_global[l_207] = l_205;
let l_208 = l_1 * u32(20);
let l_209 = l_208 + u32(10);
let l_210 = l_205 * f32(2.0);
let l_211 = l_210 * l_202;
let l_212 = l_211 * l_201;
buffer_8_global[l_209] = l_212;
let l_213 = buffer_4_global[u32(11)];
let l_214 = l_40 - l_213;
let l_215 = buffer_5_global[u32(11)];
let l_216 = l_215 * l_214;
let l_217 = l_216 * l_214;
let l_218 = exp(l_217);
let l_219 = l_1 * u32(20);
let l_220 = l_219 + u32(11);
buffer_7_global[l_220] = l_218;
let l_221 = l_1 * u32(20);
let l_222 = l_221 + u32(11);
let l_223 = l_218 * f32(2.0);
let l_224 = l_223 * l_215;
let l_225 = l_224 * l_214;
buffer_8_global[l_222] = l_225;
let l_226 = buffer_4_global[u32(12)];
let l_227 = l_40 - l_226;
let l_228 = buffer_5_global[u32(12)];
let l_229 = l_228 * l_227;
let l_230 = l_229 * l_227;
let l_231 = exp(l_230);
let l_232 = l_1 * u32(20);
let l_233 = l_232 + u32(12);
buffer_7_global[l_233] = l_231;
let l_234 = l_1 * u32(20);
let l_235 = l_234 + u32(12);
let l_236 = l_231 * f32(2.0);
let l_237 = l_236 * l_228;
let l_238 = l_237 * l_227;
buffer_8_global[l_235] = l_238;
let l_239 = buffer_4_global[u32(13)];
let l_240 = l_40 - l_239;
let l_241 = buffer_5_global[u32(13)];
let l_242 = l_241 * l_240;
let l_243 = l_242 * l_240;
let l_244 = exp(l_243);
let l_245 = l_1 * u32(20);
let l_246 = l_245 + u32(13);
buffer_7_global[l_246] = l_244;
let l_247 = l_1 * u32(20);
let l_248 = l_247 + u32(13);
let l_249 = l_244 * f32(2.0);
let l_250 = l_249 * l_241;
let l_251 = l_250 * l_240;
buffer_8_global[l_248] = l_251;
let l_252 = buffer_4_global[u32(14)];
let l_253 = l_40 - l_252;
let l_254 = buffer_5_global[u32(14)];
let l_255 = l_254 * l_253;
let l_256 = l_255 * l_253;
let l_257 = exp(l_256);
let l_258 = l_1 * u32(20);
let l_259 = l_258 + u32(14);
buffer_7_global[l_259] = l_257;
let l_260 = l_1 * u32(20);
let l_261 = l_260 + u32(14);
let l_262 = l_257 * f32(2.0);
let l_263 = l_262 * l_254;
let l_264 = l_263 * l_253;
buffer_8_global[l_261] = l_264;
let l_265 = buffer_4_global[u32(15)];
let l_266 = l_40 - l_265;
let l_267 = buffer_5_global[u32(15)];
let l_268 = l_267 * l_266;
let l_269 = l_268 * l_266;
let l_270 = exp(l_269);
let l_271 = l_1 * u32(20);
let l_272 = l_271 + u32(15);
buffer_7_global[l_272] = l_270;
let l_273 = l_1 * u32(20);
let l_274 = l_273 + u32(15);
let l_275 = l_270 * f32(2.0);
let l_276 = l_275 * l_267;
let l_277 = l_276 * l_266;
buffer_8_global[l_274] = l_277;
let l_278 = buffer_4_global[u32(16)];
let l_279 = l_40 - l_278;
let l_280 = buffer_5_global[u32(16)];
let l_281 = l_280 * l_279;
let l_282 = l_281 * l_279;
let l_283 = exp(l_282);
let l_284 = l_1 * u32(20);
let l_285 = l_284 + u32(16);
buffer_7_global[l_285] = l_283;
let l_286 = l_1 * u32(20);
let l_287 = l_286 + u32(16);
let l_288 = l_283 * f32(2.0);
let l_289 = l_288 * l_280;
let l_290 = l_289 * l_279;
buffer_8_global[l_287] = l_290;
let l_291 = buffer_4_global[u32(17)];
let l_292 = l_40 - l_291;
let l_293 = buffer_5_global[u32(17)];
let l_294 = l_293 * l_292;
let l_295 = l_294 * l_292;
let l_296 = exp(l_295);
let l_297 = l_1 * u32(20);
let l_298 = l_297 + u32(17);
buffer_7_global[l_298] = l_296;
let l_299 = l_1 * u32(20);
let l_300 = l_299 + u32(17);
let l_301 = l_296 * f32(2.0);
let l_302 = l_301 * l_293;
let l_303 = l_302 * l_292;
buffer_8_global[l_300] = l_303;
let l_304 = buffer_4_global[u32(18)];
let l_305 = l_40 - l_304;
let l_306 = buffer_5_global[u32(18)];
let l_307 = l_306 * l_305;
let l_308 = l_307 * l_305;
let l_309 = exp(l_308);
let l_310 = l_1 * u32(20);
let l_311 = l_310 + u32(18);
buffer_7_global[l_311] = l_309;
let l_312 = l_1 * u32(20);
let l_313 = l_312 + u32(18);
let l_314 = l_309 * f32(2.0);
let l_315 = l_314 * l_306;
let l_316 = l_315 * l_305;
buffer_8_global[l_313] = l_316;
let l_317 = buffer_4_global[u32(19)];
let l_318 = l_40 - l_317;
let l_319 = buffer_5_global[u32(19)];
let l_320 = l_319 * l_318;
let l_321 = l_320 * l_318;
let l_322 = exp(l_321);
let l_323 = l_1 * u32(20);
let l_324 = l_323 + u32(19);
buffer_7_global[l_324] = l_322;
let l_325 = l_1 * u32(20);
let l_326 = l_325 + u32(19);
let l_327 = l_322 * f32(2.0);
let l_328 = l_327 * l_319;
let l_329 = l_328 * l_318;
buffer_8_global[l_326] = l_329;
}
