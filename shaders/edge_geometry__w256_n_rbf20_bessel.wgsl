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
var<storage, read_write> buffer_6_global: array<vec4<f32>>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<vec4<f32>>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<vec4<f32>>;

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
var l_mut_113: f32;
var l_mut_136: vec4<f32>;
var l_mut_71: vec4<f32>;
var l_mut_72: vec4<f32>;
var l_mut_78: f32;
var l_mut_79: f32;
var l_mut_85: u32;
var l_mut_87: f32;
let l_0 = info.static_meta[u32(9)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(10)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(11)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(12)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(13)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(14)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(15)];
let l_13 = l_12 - u32(0);
let l_14 = info.static_meta[u32(16)];
let l_15 = l_14 - u32(0);
let l_16 = info.static_meta[u32(17)];
let l_17 = l_16 - u32(0);
let l_18 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_19 = l_18 + local_idx;
let l_20 = l_19 >= info.scalars_u32[0];
if l_20 {
return;
}
let l_21 = u32(0) + l_19;
let l_22 = buffer_1_global[l_21];
let l_23 = u32(0) + l_19;
let l_24 = buffer_2_global[l_23];
let l_25 = l_24 * u32(3);
let l_26 = u32(0) + l_25;
let l_27 = buffer_0_global[l_26];
let l_28 = l_22 * u32(3);
let l_29 = u32(0) + l_28;
let l_30 = buffer_0_global[l_29];
let l_31 = l_27 - l_30;
let l_32 = l_19 * u32(3);
let l_33 = u32(0) + l_32;
let l_34 = buffer_3_global[l_33];
let l_35 = l_31 + l_34;
let l_36 = l_24 * u32(3);
let l_37 = l_36 + u32(1);
let l_38 = u32(0) + l_37;
let l_39 = buffer_0_global[l_38];
let l_40 = l_22 * u32(3);
let l_41 = l_40 + u32(1);
let l_42 = u32(0) + l_41;
let l_43 = buffer_0_global[l_42];
let l_44 = l_39 - l_43;
let l_45 = l_19 * u32(3);
let l_46 = l_45 + u32(1);
let l_47 = u32(0) + l_46;
let l_48 = buffer_3_global[l_47];
let l_49 = l_44 + l_48;
let l_50 = l_24 * u32(3);
let l_51 = l_50 + u32(2);
let l_52 = u32(0) + l_51;
let l_53 = buffer_0_global[l_52];
let l_54 = l_22 * u32(3);
let l_55 = l_54 + u32(2);
let l_56 = u32(0) + l_55;
let l_57 = buffer_0_global[l_56];
let l_58 = l_53 - l_57;
let l_59 = l_19 * u32(3);
let l_60 = l_59 + u32(2);
let l_61 = u32(0) + l_60;
let l_62 = buffer_3_global[l_61];
let l_63 = l_58 + l_62;
let l_64 = l_35 * l_35;
let l_65 = l_49 * l_49;
let l_66 = l_64 + l_65;
let l_67 = l_63 * l_63;
let l_68 = l_66 + l_67;
let l_69 = sqrt(l_68);
let l_70 = vec4<f32>(f32(0.0));
l_mut_71 = l_70;
l_mut_72 = l_mut_71;
l_mut_72[u32(0)] = l_69;
let l_73 = l_35 / l_69;
l_mut_72[u32(1)] = l_73;
let l_74 = l_49 / l_69;
l_mut_72[u32(2)] = l_74;
let l_75 = l_63 / l_69;
l_mut_72[u32(3)] = l_75;
let l_76 = l_19 * u32(2);
let l_77 = u32(0) + l_76;
buffer_6_global[l_77] = l_mut_72;
l_mut_78 = f32(0.0);
l_mut_79 = f32(0.0);
let l_80 = l_69 < info.scalars_f32[0];
if l_80 {
let l_81 = l_69 * info.scalars_f32[1];
let l_82 = abs(l_81);
let l_83 = l_82 * f32(1.2732394933700562);
let l_84 = u32(l_83);
l_mut_85 = l_84;
let l_86 = f32(l_mut_85);
l_mut_87 = l_86;
let l_88 = l_mut_85 % u32(2);
let l_89 = l_88 == u32(1);
if l_89 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_87 = l_mut_87 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_90 = l_mut_87 * f32(0.78515625);
let l_91 = l_82 - l_90;
let l_92 = l_mut_87 * f32(0.00024187564849853516);
let l_93 = l_91 - l_92;
let l_94 = l_mut_87 * f32(3.774895063202166e-8);
let l_95 = l_93 - l_94;
let l_96 = l_95 * l_95;
let l_97 = f32(-0.00019515295571181923) * l_96;
let l_98 = l_97 + f32(0.008332161232829094);
let l_99 = l_98 * l_96;
let l_100 = l_99 - f32(0.16666655242443085);
let l_101 = l_100 * l_96;
let l_102 = l_101 * l_95;
let l_103 = l_102 + l_95;
let l_104 = f32(2.44331567955669e-5) * l_96;
let l_105 = l_104 - f32(0.0013887316454201937);
let l_106 = l_105 * l_96;
let l_107 = l_106 + f32(0.04166664555668831);
let l_108 = l_107 * l_96;
let l_109 = l_108 * l_96;
let l_110 = f32(0.5) * l_96;
let l_111 = l_109 - l_110;
let l_112 = l_111 + f32(1.0);
l_mut_87 = f32(1.0);
l_mut_113 = f32(1.0);
let l_114 = l_mut_85 > u32(3);
if l_114 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_87 = f32(-1.0);
l_mut_113 = f32(-1.0);
}
let l_115 = l_mut_85 > u32(1);
if l_115 {
let l_116 = -l_mut_113;
l_mut_113 = l_116;
}
let l_117 = l_81 < f32(0.0);
if l_117 {
let l_118 = -l_mut_87;
l_mut_87 = l_118;
}
let l_119 = l_mut_85 == u32(1);
let l_120 = l_mut_85 == u32(2);
let l_121 = l_119 || l_120;
let l_122 = select(l_103, l_112, l_121);
let l_123 = l_122 * l_mut_87;
let l_124 = select(l_112, l_103, l_121);
let l_125 = l_124 * l_mut_113;
let l_126 = l_125 + f32(1.0);
let l_127 = f32(0.5) * l_126;
l_mut_78 = l_127;
let l_128 = f32(-0.5) * info.scalars_f32[1];
let l_129 = l_128 * l_123;
l_mut_79 = l_129;
}
let l_130 = vec4<f32>(f32(0.0));
l_mut_72 = l_130;
l_mut_71 = l_mut_72;
l_mut_71[u32(0)] = l_mut_78;
l_mut_71[u32(1)] = l_mut_79;
l_mut_71[u32(2)] = f32(0.0);
l_mut_71[u32(3)] = f32(0.0);
let l_131 = l_19 * u32(2);
let l_132 = l_131 + u32(1);
let l_133 = u32(0) + l_132;
buffer_6_global[l_133] = l_mut_71;
let l_134 = vec4<f32>(f32(0.0));
l_mut_72 = l_134;
l_mut_71 = l_mut_72;
let l_135 = vec4<f32>(f32(0.0));
l_mut_72 = l_135;
l_mut_136 = l_mut_72;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_137 = u32(0) + u32(0);
let l_138 = u32(0) + l_137;
let l_139 = buffer_4_global[l_138];
let l_140 = l_139 * l_69;
let l_141 = abs(l_140);
let l_142 = l_141 * f32(1.2732394933700562);
let l_143 = u32(l_142);
l_mut_85 = l_143;
let l_144 = f32(l_mut_85);
l_mut_79 = l_144;
let l_145 = l_mut_85 % u32(2);
let l_146 = l_145 == u32(1);
if l_146 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_147 = l_mut_79 * f32(0.78515625);
let l_148 = l_141 - l_147;
let l_149 = l_mut_79 * f32(0.00024187564849853516);
let l_150 = l_148 - l_149;
let l_151 = l_mut_79 * f32(3.774895063202166e-8);
let l_152 = l_150 - l_151;
let l_153 = l_152 * l_152;
let l_154 = f32(-0.00019515295571181923) * l_153;
let l_155 = l_154 + f32(0.008332161232829094);
let l_156 = l_155 * l_153;
let l_157 = l_156 - f32(0.16666655242443085);
let l_158 = l_157 * l_153;
let l_159 = l_158 * l_152;
let l_160 = l_159 + l_152;
let l_161 = f32(2.44331567955669e-5) * l_153;
let l_162 = l_161 - f32(0.0013887316454201937);
let l_163 = l_162 * l_153;
let l_164 = l_163 + f32(0.04166664555668831);
let l_165 = l_164 * l_153;
let l_166 = l_165 * l_153;
let l_167 = f32(0.5) * l_153;
let l_168 = l_166 - l_167;
let l_169 = l_168 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_170 = l_mut_85 > u32(3);
if l_170 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_171 = l_mut_85 > u32(1);
if l_171 {
let l_172 = -l_mut_78;
l_mut_78 = l_172;
}
let l_173 = l_140 < f32(0.0);
if l_173 {
let l_174 = -l_mut_79;
l_mut_79 = l_174;
}
let l_175 = l_mut_85 == u32(1);
let l_176 = l_mut_85 == u32(2);
let l_177 = l_175 || l_176;
let l_178 = select(l_160, l_169, l_177);
let l_179 = l_178 * l_mut_79;
let l_180 = select(l_169, l_160, l_177);
let l_181 = l_180 * l_mut_78;
let l_182 = l_179 / l_69;
l_mut_113 = l_182;
let l_183 = l_139 * l_181;
let l_184 = l_183 * l_69;
let l_185 = l_184 - l_179;
let l_186 = l_69 * l_69;
let l_187 = l_185 / l_186;
l_mut_87 = l_187;
l_mut_71[u32(0)] = l_mut_113;
l_mut_136[u32(0)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_188 = u32(0) + u32(1);
let l_189 = u32(0) + l_188;
let l_190 = buffer_4_global[l_189];
let l_191 = l_190 * l_69;
let l_192 = abs(l_191);
let l_193 = l_192 * f32(1.2732394933700562);
let l_194 = u32(l_193);
l_mut_85 = l_194;
let l_195 = f32(l_mut_85);
l_mut_79 = l_195;
let l_196 = l_mut_85 % u32(2);
let l_197 = l_196 == u32(1);
if l_197 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_198 = l_mut_79 * f32(0.78515625);
let l_199 = l_192 - l_198;
let l_200 = l_mut_79 * f32(0.00024187564849853516);
let l_201 = l_199 - l_200;
let l_202 = l_mut_79 * f32(3.774895063202166e-8);
let l_203 = l_201 - l_202;
let l_204 = l_203 * l_203;
let l_205 = f32(-0.00019515295571181923) * l_204;
let l_206 = l_205 + f32(0.008332161232829094);
let l_207 = l_206 * l_204;
let l_208 = l_207 - f32(0.16666655242443085);
let l_209 = l_208 * l_204;
let l_210 = l_209 * l_203;
let l_211 = l_210 + l_203;
let l_212 = f32(2.44331567955669e-5) * l_204;
let l_213 = l_212 - f32(0.0013887316454201937);
let l_214 = l_213 * l_204;
let l_215 = l_214 + f32(0.04166664555668831);
let l_216 = l_215 * l_204;
let l_217 = l_216 * l_204;
let l_218 = f32(0.5) * l_204;
let l_219 = l_217 - l_218;
let l_220 = l_219 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_221 = l_mut_85 > u32(3);
if l_221 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_222 = l_mut_85 > u32(1);
if l_222 {
let l_223 = -l_mut_78;
l_mut_78 = l_223;
}
let l_224 = l_191 < f32(0.0);
if l_224 {
let l_225 = -l_mut_79;
l_mut_79 = l_225;
}
let l_226 = l_mut_85 == u32(1);
let l_227 = l_mut_85 == u32(2);
let l_228 = l_226 || l_227;
let l_229 = select(l_211, l_220, l_228);
let l_230 = l_229 * l_mut_79;
let l_231 = select(l_220, l_211, l_228);
let l_232 = l_231 * l_mut_78;
let l_233 = l_230 / l_69;
l_mut_113 = l_233;
let l_234 = l_190 * l_232;
let l_235 = l_234 * l_69;
let l_236 = l_235 - l_230;
let l_237 = l_69 * l_69;
let l_238 = l_236 / l_237;
l_mut_87 = l_238;
l_mut_71[u32(1)] = l_mut_113;
l_mut_136[u32(1)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_239 = u32(0) + u32(2);
let l_240 = u32(0) + l_239;
let l_241 = buffer_4_global[l_240];
let l_242 = l_241 * l_69;
let l_243 = abs(l_242);
let l_244 = l_243 * f32(1.2732394933700562);
let l_245 = u32(l_244);
l_mut_85 = l_245;
let l_246 = f32(l_mut_85);
l_mut_79 = l_246;
let l_247 = l_mut_85 % u32(2);
let l_248 = l_247 == u32(1);
if l_248 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_249 = l_mut_79 * f32(0.78515625);
let l_250 = l_243 - l_249;
let l_251 = l_mut_79 * f32(0.00024187564849853516);
let l_252 = l_250 - l_251;
let l_253 = l_mut_79 * f32(3.774895063202166e-8);
let l_254 = l_252 - l_253;
let l_255 = l_254 * l_254;
let l_256 = f32(-0.00019515295571181923) * l_255;
let l_257 = l_256 + f32(0.008332161232829094);
let l_258 = l_257 * l_255;
let l_259 = l_258 - f32(0.16666655242443085);
let l_260 = l_259 * l_255;
let l_261 = l_260 * l_254;
let l_262 = l_261 + l_254;
let l_263 = f32(2.44331567955669e-5) * l_255;
let l_264 = l_263 - f32(0.0013887316454201937);
let l_265 = l_264 * l_255;
let l_266 = l_265 + f32(0.04166664555668831);
let l_267 = l_266 * l_255;
let l_268 = l_267 * l_255;
let l_269 = f32(0.5) * l_255;
let l_270 = l_268 - l_269;
let l_271 = l_270 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_272 = l_mut_85 > u32(3);
if l_272 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_273 = l_mut_85 > u32(1);
if l_273 {
let l_274 = -l_mut_78;
l_mut_78 = l_274;
}
let l_275 = l_242 < f32(0.0);
if l_275 {
let l_276 = -l_mut_79;
l_mut_79 = l_276;
}
let l_277 = l_mut_85 == u32(1);
let l_278 = l_mut_85 == u32(2);
let l_279 = l_277 || l_278;
let l_280 = select(l_262, l_271, l_279);
let l_281 = l_280 * l_mut_79;
let l_282 = select(l_271, l_262, l_279);
let l_283 = l_282 * l_mut_78;
let l_284 = l_281 / l_69;
l_mut_113 = l_284;
let l_285 = l_241 * l_283;
let l_286 = l_285 * l_69;
let l_287 = l_286 - l_281;
let l_288 = l_69 * l_69;
let l_289 = l_287 / l_288;
l_mut_87 = l_289;
l_mut_71[u32(2)] = l_mut_113;
l_mut_136[u32(2)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_290 = u32(0) + u32(3);
let l_291 = u32(0) + l_290;
let l_292 = buffer_4_global[l_291];
let l_293 = l_292 * l_69;
let l_294 = abs(l_293);
let l_295 = l_294 * f32(1.2732394933700562);
let l_296 = u32(l_295);
l_mut_85 = l_296;
let l_297 = f32(l_mut_85);
l_mut_79 = l_297;
let l_298 = l_mut_85 % u32(2);
let l_299 = l_298 == u32(1);
if l_299 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_300 = l_mut_79 * f32(0.78515625);
let l_301 = l_294 - l_300;
let l_302 = l_mut_79 * f32(0.00024187564849853516);
let l_303 = l_301 - l_302;
let l_304 = l_mut_79 * f32(3.774895063202166e-8);
let l_305 = l_303 - l_304;
let l_306 = l_305 * l_305;
let l_307 = f32(-0.00019515295571181923) * l_306;
let l_308 = l_307 + f32(0.008332161232829094);
let l_309 = l_308 * l_306;
let l_310 = l_309 - f32(0.16666655242443085);
let l_311 = l_310 * l_306;
let l_312 = l_311 * l_305;
let l_313 = l_312 + l_305;
let l_314 = f32(2.44331567955669e-5) * l_306;
let l_315 = l_314 - f32(0.0013887316454201937);
let l_316 = l_315 * l_306;
let l_317 = l_316 + f32(0.04166664555668831);
let l_318 = l_317 * l_306;
let l_319 = l_318 * l_306;
let l_320 = f32(0.5) * l_306;
let l_321 = l_319 - l_320;
let l_322 = l_321 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_323 = l_mut_85 > u32(3);
if l_323 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_324 = l_mut_85 > u32(1);
if l_324 {
let l_325 = -l_mut_78;
l_mut_78 = l_325;
}
let l_326 = l_293 < f32(0.0);
if l_326 {
let l_327 = -l_mut_79;
l_mut_79 = l_327;
}
let l_328 = l_mut_85 == u32(1);
let l_329 = l_mut_85 == u32(2);
let l_330 = l_328 || l_329;
let l_331 = select(l_313, l_322, l_330);
let l_332 = l_331 * l_mut_79;
let l_333 = select(l_322, l_313, l_330);
let l_334 = l_333 * l_mut_78;
let l_335 = l_332 / l_69;
l_mut_113 = l_335;
let l_336 = l_292 * l_334;
let l_337 = l_336 * l_69;
let l_338 = l_337 - l_332;
let l_339 = l_69 * l_69;
let l_340 = l_338 / l_339;
l_mut_87 = l_340;
l_mut_71[u32(3)] = l_mut_113;
l_mut_136[u32(3)] = l_mut_87;
let l_341 = l_19 * u32(5);
let l_342 = l_341 + u32(0);
let l_343 = u32(0) + l_342;
buffer_7_global[l_343] = l_mut_71;
let l_344 = l_19 * u32(5);
let l_345 = l_344 + u32(0);
let l_346 = u32(0) + l_345;
buffer_8_global[l_346] = l_mut_136;
let l_347 = vec4<f32>(f32(0.0));
l_mut_136 = l_347;
l_mut_72 = l_mut_136;
let l_348 = vec4<f32>(f32(0.0));
l_mut_136 = l_348;
l_mut_71 = l_mut_136;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_349 = u32(0) + u32(4);
let l_350 = u32(0) + l_349;
let l_351 = buffer_4_global[l_350];
let l_352 = l_351 * l_69;
let l_353 = abs(l_352);
let l_354 = l_353 * f32(1.2732394933700562);
let l_355 = u32(l_354);
l_mut_85 = l_355;
let l_356 = f32(l_mut_85);
l_mut_79 = l_356;
let l_357 = l_mut_85 % u32(2);
let l_358 = l_357 == u32(1);
if l_358 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_359 = l_mut_79 * f32(0.78515625);
let l_360 = l_353 - l_359;
let l_361 = l_mut_79 * f32(0.00024187564849853516);
let l_362 = l_360 - l_361;
let l_363 = l_mut_79 * f32(3.774895063202166e-8);
let l_364 = l_362 - l_363;
let l_365 = l_364 * l_364;
let l_366 = f32(-0.00019515295571181923) * l_365;
let l_367 = l_366 + f32(0.008332161232829094);
let l_368 = l_367 * l_365;
let l_369 = l_368 - f32(0.16666655242443085);
let l_370 = l_369 * l_365;
let l_371 = l_370 * l_364;
let l_372 = l_371 + l_364;
let l_373 = f32(2.44331567955669e-5) * l_365;
let l_374 = l_373 - f32(0.0013887316454201937);
let l_375 = l_374 * l_365;
let l_376 = l_375 + f32(0.04166664555668831);
let l_377 = l_376 * l_365;
let l_378 = l_377 * l_365;
let l_379 = f32(0.5) * l_365;
let l_380 = l_378 - l_379;
let l_381 = l_380 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_382 = l_mut_85 > u32(3);
if l_382 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_383 = l_mut_85 > u32(1);
if l_383 {
let l_384 = -l_mut_78;
l_mut_78 = l_384;
}
let l_385 = l_352 < f32(0.0);
if l_385 {
let l_386 = -l_mut_79;
l_mut_79 = l_386;
}
let l_387 = l_mut_85 == u32(1);
let l_388 = l_mut_85 == u32(2);
let l_389 = l_387 || l_388;
let l_390 = select(l_372, l_381, l_389);
let l_391 = l_390 * l_mut_79;
let l_392 = select(l_381, l_372, l_389);
let l_393 = l_392 * l_mut_78;
let l_394 = l_391 / l_69;
l_mut_113 = l_394;
let l_395 = l_351 * l_393;
let l_396 = l_395 * l_69;
let l_397 = l_396 - l_391;
let l_398 = l_69 * l_69;
let l_399 = l_397 / l_398;
l_mut_87 = l_399;
l_mut_72[u32(0)] = l_mut_113;
l_mut_71[u32(0)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_400 = u32(0) + u32(5);
let l_401 = u32(0) + l_400;
let l_402 = buffer_4_global[l_401];
let l_403 = l_402 * l_69;
let l_404 = abs(l_403);
let l_405 = l_404 * f32(1.2732394933700562);
let l_406 = u32(l_405);
l_mut_85 = l_406;
let l_407 = f32(l_mut_85);
l_mut_79 = l_407;
let l_408 = l_mut_85 % u32(2);
let l_409 = l_408 == u32(1);
if l_409 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_410 = l_mut_79 * f32(0.78515625);
let l_411 = l_404 - l_410;
let l_412 = l_mut_79 * f32(0.00024187564849853516);
let l_413 = l_411 - l_412;
let l_414 = l_mut_79 * f32(3.774895063202166e-8);
let l_415 = l_413 - l_414;
let l_416 = l_415 * l_415;
let l_417 = f32(-0.00019515295571181923) * l_416;
let l_418 = l_417 + f32(0.008332161232829094);
let l_419 = l_418 * l_416;
let l_420 = l_419 - f32(0.16666655242443085);
let l_421 = l_420 * l_416;
let l_422 = l_421 * l_415;
let l_423 = l_422 + l_415;
let l_424 = f32(2.44331567955669e-5) * l_416;
let l_425 = l_424 - f32(0.0013887316454201937);
let l_426 = l_425 * l_416;
let l_427 = l_426 + f32(0.04166664555668831);
let l_428 = l_427 * l_416;
let l_429 = l_428 * l_416;
let l_430 = f32(0.5) * l_416;
let l_431 = l_429 - l_430;
let l_432 = l_431 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_433 = l_mut_85 > u32(3);
if l_433 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_434 = l_mut_85 > u32(1);
if l_434 {
let l_435 = -l_mut_78;
l_mut_78 = l_435;
}
let l_436 = l_403 < f32(0.0);
if l_436 {
let l_437 = -l_mut_79;
l_mut_79 = l_437;
}
let l_438 = l_mut_85 == u32(1);
let l_439 = l_mut_85 == u32(2);
let l_440 = l_438 || l_439;
let l_441 = select(l_423, l_432, l_440);
let l_442 = l_441 * l_mut_79;
let l_443 = select(l_432, l_423, l_440);
let l_444 = l_443 * l_mut_78;
let l_445 = l_442 / l_69;
l_mut_113 = l_445;
let l_446 = l_402 * l_444;
let l_447 = l_446 * l_69;
let l_448 = l_447 - l_442;
let l_449 = l_69 * l_69;
let l_450 = l_448 / l_449;
l_mut_87 = l_450;
l_mut_72[u32(1)] = l_mut_113;
l_mut_71[u32(1)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_451 = u32(0) + u32(6);
let l_452 = u32(0) + l_451;
let l_453 = buffer_4_global[l_452];
let l_454 = l_453 * l_69;
let l_455 = abs(l_454);
let l_456 = l_455 * f32(1.2732394933700562);
let l_457 = u32(l_456);
l_mut_85 = l_457;
let l_458 = f32(l_mut_85);
l_mut_79 = l_458;
let l_459 = l_mut_85 % u32(2);
let l_460 = l_459 == u32(1);
if l_460 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_461 = l_mut_79 * f32(0.78515625);
let l_462 = l_455 - l_461;
let l_463 = l_mut_79 * f32(0.00024187564849853516);
let l_464 = l_462 - l_463;
let l_465 = l_mut_79 * f32(3.774895063202166e-8);
let l_466 = l_464 - l_465;
let l_467 = l_466 * l_466;
let l_468 = f32(-0.00019515295571181923) * l_467;
let l_469 = l_468 + f32(0.008332161232829094);
let l_470 = l_469 * l_467;
let l_471 = l_470 - f32(0.16666655242443085);
let l_472 = l_471 * l_467;
let l_473 = l_472 * l_466;
let l_474 = l_473 + l_466;
let l_475 = f32(2.44331567955669e-5) * l_467;
let l_476 = l_475 - f32(0.0013887316454201937);
let l_477 = l_476 * l_467;
let l_478 = l_477 + f32(0.04166664555668831);
let l_479 = l_478 * l_467;
let l_480 = l_479 * l_467;
let l_481 = f32(0.5) * l_467;
let l_482 = l_480 - l_481;
let l_483 = l_482 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_484 = l_mut_85 > u32(3);
if l_484 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_485 = l_mut_85 > u32(1);
if l_485 {
let l_486 = -l_mut_78;
l_mut_78 = l_486;
}
let l_487 = l_454 < f32(0.0);
if l_487 {
let l_488 = -l_mut_79;
l_mut_79 = l_488;
}
let l_489 = l_mut_85 == u32(1);
let l_490 = l_mut_85 == u32(2);
let l_491 = l_489 || l_490;
let l_492 = select(l_474, l_483, l_491);
let l_493 = l_492 * l_mut_79;
let l_494 = select(l_483, l_474, l_491);
let l_495 = l_494 * l_mut_78;
let l_496 = l_493 / l_69;
l_mut_113 = l_496;
let l_497 = l_453 * l_495;
let l_498 = l_497 * l_69;
let l_499 = l_498 - l_493;
let l_500 = l_69 * l_69;
let l_501 = l_499 / l_500;
l_mut_87 = l_501;
l_mut_72[u32(2)] = l_mut_113;
l_mut_71[u32(2)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_502 = u32(0) + u32(7);
let l_503 = u32(0) + l_502;
let l_504 = buffer_4_global[l_503];
let l_505 = l_504 * l_69;
let l_506 = abs(l_505);
let l_507 = l_506 * f32(1.2732394933700562);
let l_508 = u32(l_507);
l_mut_85 = l_508;
let l_509 = f32(l_mut_85);
l_mut_79 = l_509;
let l_510 = l_mut_85 % u32(2);
let l_511 = l_510 == u32(1);
if l_511 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_512 = l_mut_79 * f32(0.78515625);
let l_513 = l_506 - l_512;
let l_514 = l_mut_79 * f32(0.00024187564849853516);
let l_515 = l_513 - l_514;
let l_516 = l_mut_79 * f32(3.774895063202166e-8);
let l_517 = l_515 - l_516;
let l_518 = l_517 * l_517;
let l_519 = f32(-0.00019515295571181923) * l_518;
let l_520 = l_519 + f32(0.008332161232829094);
let l_521 = l_520 * l_518;
let l_522 = l_521 - f32(0.16666655242443085);
let l_523 = l_522 * l_518;
let l_524 = l_523 * l_517;
let l_525 = l_524 + l_517;
let l_526 = f32(2.44331567955669e-5) * l_518;
let l_527 = l_526 - f32(0.0013887316454201937);
let l_528 = l_527 * l_518;
let l_529 = l_528 + f32(0.04166664555668831);
let l_530 = l_529 * l_518;
let l_531 = l_530 * l_518;
let l_532 = f32(0.5) * l_518;
let l_533 = l_531 - l_532;
let l_534 = l_533 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_535 = l_mut_85 > u32(3);
if l_535 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_536 = l_mut_85 > u32(1);
if l_536 {
let l_537 = -l_mut_78;
l_mut_78 = l_537;
}
let l_538 = l_505 < f32(0.0);
if l_538 {
let l_539 = -l_mut_79;
l_mut_79 = l_539;
}
let l_540 = l_mut_85 == u32(1);
let l_541 = l_mut_85 == u32(2);
let l_542 = l_540 || l_541;
let l_543 = select(l_525, l_534, l_542);
let l_544 = l_543 * l_mut_79;
let l_545 = select(l_534, l_525, l_542);
let l_546 = l_545 * l_mut_78;
let l_547 = l_544 / l_69;
l_mut_113 = l_547;
let l_548 = l_504 * l_546;
let l_549 = l_548 * l_69;
let l_550 = l_549 - l_544;
let l_551 = l_69 * l_69;
let l_552 = l_550 / l_551;
l_mut_87 = l_552;
l_mut_72[u32(3)] = l_mut_113;
l_mut_71[u32(3)] = l_mut_87;
let l_553 = l_19 * u32(5);
let l_554 = l_553 + u32(1);
let l_555 = u32(0) + l_554;
buffer_7_global[l_555] = l_mut_72;
let l_556 = l_19 * u32(5);
let l_557 = l_556 + u32(1);
let l_558 = u32(0) + l_557;
buffer_8_global[l_558] = l_mut_71;
let l_559 = vec4<f32>(f32(0.0));
l_mut_136 = l_559;
l_mut_72 = l_mut_136;
let l_560 = vec4<f32>(f32(0.0));
l_mut_136 = l_560;
l_mut_71 = l_mut_136;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_561 = u32(0) + u32(8);
let l_562 = u32(0) + l_561;
let l_563 = buffer_4_global[l_562];
let l_564 = l_563 * l_69;
let l_565 = abs(l_564);
let l_566 = l_565 * f32(1.2732394933700562);
let l_567 = u32(l_566);
l_mut_85 = l_567;
let l_568 = f32(l_mut_85);
l_mut_79 = l_568;
let l_569 = l_mut_85 % u32(2);
let l_570 = l_569 == u32(1);
if l_570 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_571 = l_mut_79 * f32(0.78515625);
let l_572 = l_565 - l_571;
let l_573 = l_mut_79 * f32(0.00024187564849853516);
let l_574 = l_572 - l_573;
let l_575 = l_mut_79 * f32(3.774895063202166e-8);
let l_576 = l_574 - l_575;
let l_577 = l_576 * l_576;
let l_578 = f32(-0.00019515295571181923) * l_577;
let l_579 = l_578 + f32(0.008332161232829094);
let l_580 = l_579 * l_577;
let l_581 = l_580 - f32(0.16666655242443085);
let l_582 = l_581 * l_577;
let l_583 = l_582 * l_576;
let l_584 = l_583 + l_576;
let l_585 = f32(2.44331567955669e-5) * l_577;
let l_586 = l_585 - f32(0.0013887316454201937);
let l_587 = l_586 * l_577;
let l_588 = l_587 + f32(0.04166664555668831);
let l_589 = l_588 * l_577;
let l_590 = l_589 * l_577;
let l_591 = f32(0.5) * l_577;
let l_592 = l_590 - l_591;
let l_593 = l_592 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_594 = l_mut_85 > u32(3);
if l_594 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_595 = l_mut_85 > u32(1);
if l_595 {
let l_596 = -l_mut_78;
l_mut_78 = l_596;
}
let l_597 = l_564 < f32(0.0);
if l_597 {
let l_598 = -l_mut_79;
l_mut_79 = l_598;
}
let l_599 = l_mut_85 == u32(1);
let l_600 = l_mut_85 == u32(2);
let l_601 = l_599 || l_600;
let l_602 = select(l_584, l_593, l_601);
let l_603 = l_602 * l_mut_79;
let l_604 = select(l_593, l_584, l_601);
let l_605 = l_604 * l_mut_78;
let l_606 = l_603 / l_69;
l_mut_113 = l_606;
let l_607 = l_563 * l_605;
let l_608 = l_607 * l_69;
let l_609 = l_608 - l_603;
let l_610 = l_69 * l_69;
let l_611 = l_609 / l_610;
l_mut_87 = l_611;
l_mut_72[u32(0)] = l_mut_113;
l_mut_71[u32(0)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_612 = u32(0) + u32(9);
let l_613 = u32(0) + l_612;
let l_614 = buffer_4_global[l_613];
let l_615 = l_614 * l_69;
let l_616 = abs(l_615);
let l_617 = l_616 * f32(1.2732394933700562);
let l_618 = u32(l_617);
l_mut_85 = l_618;
let l_619 = f32(l_mut_85);
l_mut_79 = l_619;
let l_620 = l_mut_85 % u32(2);
let l_621 = l_620 == u32(1);
if l_621 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_622 = l_mut_79 * f32(0.78515625);
let l_623 = l_616 - l_622;
let l_624 = l_mut_79 * f32(0.00024187564849853516);
let l_625 = l_623 - l_624;
let l_626 = l_mut_79 * f32(3.774895063202166e-8);
let l_627 = l_625 - l_626;
let l_628 = l_627 * l_627;
let l_629 = f32(-0.00019515295571181923) * l_628;
let l_630 = l_629 + f32(0.008332161232829094);
let l_631 = l_630 * l_628;
let l_632 = l_631 - f32(0.16666655242443085);
let l_633 = l_632 * l_628;
let l_634 = l_633 * l_627;
let l_635 = l_634 + l_627;
let l_636 = f32(2.44331567955669e-5) * l_628;
let l_637 = l_636 - f32(0.0013887316454201937);
let l_638 = l_637 * l_628;
let l_639 = l_638 + f32(0.04166664555668831);
let l_640 = l_639 * l_628;
let l_641 = l_640 * l_628;
let l_642 = f32(0.5) * l_628;
let l_643 = l_641 - l_642;
let l_644 = l_643 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_645 = l_mut_85 > u32(3);
if l_645 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_646 = l_mut_85 > u32(1);
if l_646 {
let l_647 = -l_mut_78;
l_mut_78 = l_647;
}
let l_648 = l_615 < f32(0.0);
if l_648 {
let l_649 = -l_mut_79;
l_mut_79 = l_649;
}
let l_650 = l_mut_85 == u32(1);
let l_651 = l_mut_85 == u32(2);
let l_652 = l_650 || l_651;
let l_653 = select(l_635, l_644, l_652);
let l_654 = l_653 * l_mut_79;
let l_655 = select(l_644, l_635, l_652);
let l_656 = l_655 * l_mut_78;
let l_657 = l_654 / l_69;
l_mut_113 = l_657;
let l_658 = l_614 * l_656;
let l_659 = l_658 * l_69;
let l_660 = l_659 - l_654;
let l_661 = l_69 * l_69;
let l_662 = l_660 / l_661;
l_mut_87 = l_662;
l_mut_72[u32(1)] = l_mut_113;
l_mut_71[u32(1)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_663 = u32(0) + u32(10);
let l_664 = u32(0) + l_663;
let l_665 = buffer_4_global[l_664];
let l_666 = l_665 * l_69;
let l_667 = abs(l_666);
let l_668 = l_667 * f32(1.2732394933700562);
let l_669 = u32(l_668);
l_mut_85 = l_669;
let l_670 = f32(l_mut_85);
l_mut_79 = l_670;
let l_671 = l_mut_85 % u32(2);
let l_672 = l_671 == u32(1);
if l_672 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_673 = l_mut_79 * f32(0.78515625);
let l_674 = l_667 - l_673;
let l_675 = l_mut_79 * f32(0.00024187564849853516);
let l_676 = l_674 - l_675;
let l_677 = l_mut_79 * f32(3.774895063202166e-8);
let l_678 = l_676 - l_677;
let l_679 = l_678 * l_678;
let l_680 = f32(-0.00019515295571181923) * l_679;
let l_681 = l_680 + f32(0.008332161232829094);
let l_682 = l_681 * l_679;
let l_683 = l_682 - f32(0.16666655242443085);
let l_684 = l_683 * l_679;
let l_685 = l_684 * l_678;
let l_686 = l_685 + l_678;
let l_687 = f32(2.44331567955669e-5) * l_679;
let l_688 = l_687 - f32(0.0013887316454201937);
let l_689 = l_688 * l_679;
let l_690 = l_689 + f32(0.04166664555668831);
let l_691 = l_690 * l_679;
let l_692 = l_691 * l_679;
let l_693 = f32(0.5) * l_679;
let l_694 = l_692 - l_693;
let l_695 = l_694 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_696 = l_mut_85 > u32(3);
if l_696 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_697 = l_mut_85 > u32(1);
if l_697 {
let l_698 = -l_mut_78;
l_mut_78 = l_698;
}
let l_699 = l_666 < f32(0.0);
if l_699 {
let l_700 = -l_mut_79;
l_mut_79 = l_700;
}
let l_701 = l_mut_85 == u32(1);
let l_702 = l_mut_85 == u32(2);
let l_703 = l_701 || l_702;
let l_704 = select(l_686, l_695, l_703);
let l_705 = l_704 * l_mut_79;
let l_706 = select(l_695, l_686, l_703);
let l_707 = l_706 * l_mut_78;
let l_708 = l_705 / l_69;
l_mut_113 = l_708;
let l_709 = l_665 * l_707;
let l_710 = l_709 * l_69;
let l_711 = l_710 - l_705;
let l_712 = l_69 * l_69;
let l_713 = l_711 / l_712;
l_mut_87 = l_713;
l_mut_72[u32(2)] = l_mut_113;
l_mut_71[u32(2)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_714 = u32(0) + u32(11);
let l_715 = u32(0) + l_714;
let l_716 = buffer_4_global[l_715];
let l_717 = l_716 * l_69;
let l_718 = abs(l_717);
let l_719 = l_718 * f32(1.2732394933700562);
let l_720 = u32(l_719);
l_mut_85 = l_720;
let l_721 = f32(l_mut_85);
l_mut_79 = l_721;
let l_722 = l_mut_85 % u32(2);
let l_723 = l_722 == u32(1);
if l_723 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_724 = l_mut_79 * f32(0.78515625);
let l_725 = l_718 - l_724;
let l_726 = l_mut_79 * f32(0.00024187564849853516);
let l_727 = l_725 - l_726;
let l_728 = l_mut_79 * f32(3.774895063202166e-8);
let l_729 = l_727 - l_728;
let l_730 = l_729 * l_729;
let l_731 = f32(-0.00019515295571181923) * l_730;
let l_732 = l_731 + f32(0.008332161232829094);
let l_733 = l_732 * l_730;
let l_734 = l_733 - f32(0.16666655242443085);
let l_735 = l_734 * l_730;
let l_736 = l_735 * l_729;
let l_737 = l_736 + l_729;
let l_738 = f32(2.44331567955669e-5) * l_730;
let l_739 = l_738 - f32(0.0013887316454201937);
let l_740 = l_739 * l_730;
let l_741 = l_740 + f32(0.04166664555668831);
let l_742 = l_741 * l_730;
let l_743 = l_742 * l_730;
let l_744 = f32(0.5) * l_730;
let l_745 = l_743 - l_744;
let l_746 = l_745 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_747 = l_mut_85 > u32(3);
if l_747 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_748 = l_mut_85 > u32(1);
if l_748 {
let l_749 = -l_mut_78;
l_mut_78 = l_749;
}
let l_750 = l_717 < f32(0.0);
if l_750 {
let l_751 = -l_mut_79;
l_mut_79 = l_751;
}
let l_752 = l_mut_85 == u32(1);
let l_753 = l_mut_85 == u32(2);
let l_754 = l_752 || l_753;
let l_755 = select(l_737, l_746, l_754);
let l_756 = l_755 * l_mut_79;
let l_757 = select(l_746, l_737, l_754);
let l_758 = l_757 * l_mut_78;
let l_759 = l_756 / l_69;
l_mut_113 = l_759;
let l_760 = l_716 * l_758;
let l_761 = l_760 * l_69;
let l_762 = l_761 - l_756;
let l_763 = l_69 * l_69;
let l_764 = l_762 / l_763;
l_mut_87 = l_764;
l_mut_72[u32(3)] = l_mut_113;
l_mut_71[u32(3)] = l_mut_87;
let l_765 = l_19 * u32(5);
let l_766 = l_765 + u32(2);
let l_767 = u32(0) + l_766;
buffer_7_global[l_767] = l_mut_72;
let l_768 = l_19 * u32(5);
let l_769 = l_768 + u32(2);
let l_770 = u32(0) + l_769;
buffer_8_global[l_770] = l_mut_71;
let l_771 = vec4<f32>(f32(0.0));
l_mut_136 = l_771;
l_mut_72 = l_mut_136;
let l_772 = vec4<f32>(f32(0.0));
l_mut_136 = l_772;
l_mut_71 = l_mut_136;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_773 = u32(0) + u32(12);
let l_774 = u32(0) + l_773;
let l_775 = buffer_4_global[l_774];
let l_776 = l_775 * l_69;
let l_777 = abs(l_776);
let l_778 = l_777 * f32(1.2732394933700562);
let l_779 = u32(l_778);
l_mut_85 = l_779;
let l_780 = f32(l_mut_85);
l_mut_79 = l_780;
let l_781 = l_mut_85 % u32(2);
let l_782 = l_781 == u32(1);
if l_782 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_783 = l_mut_79 * f32(0.78515625);
let l_784 = l_777 - l_783;
let l_785 = l_mut_79 * f32(0.00024187564849853516);
let l_786 = l_784 - l_785;
let l_787 = l_mut_79 * f32(3.774895063202166e-8);
let l_788 = l_786 - l_787;
let l_789 = l_788 * l_788;
let l_790 = f32(-0.00019515295571181923) * l_789;
let l_791 = l_790 + f32(0.008332161232829094);
let l_792 = l_791 * l_789;
let l_793 = l_792 - f32(0.16666655242443085);
let l_794 = l_793 * l_789;
let l_795 = l_794 * l_788;
let l_796 = l_795 + l_788;
let l_797 = f32(2.44331567955669e-5) * l_789;
let l_798 = l_797 - f32(0.0013887316454201937);
let l_799 = l_798 * l_789;
let l_800 = l_799 + f32(0.04166664555668831);
let l_801 = l_800 * l_789;
let l_802 = l_801 * l_789;
let l_803 = f32(0.5) * l_789;
let l_804 = l_802 - l_803;
let l_805 = l_804 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_806 = l_mut_85 > u32(3);
if l_806 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_807 = l_mut_85 > u32(1);
if l_807 {
let l_808 = -l_mut_78;
l_mut_78 = l_808;
}
let l_809 = l_776 < f32(0.0);
if l_809 {
let l_810 = -l_mut_79;
l_mut_79 = l_810;
}
let l_811 = l_mut_85 == u32(1);
let l_812 = l_mut_85 == u32(2);
let l_813 = l_811 || l_812;
let l_814 = select(l_796, l_805, l_813);
let l_815 = l_814 * l_mut_79;
let l_816 = select(l_805, l_796, l_813);
let l_817 = l_816 * l_mut_78;
let l_818 = l_815 / l_69;
l_mut_113 = l_818;
let l_819 = l_775 * l_817;
let l_820 = l_819 * l_69;
let l_821 = l_820 - l_815;
let l_822 = l_69 * l_69;
let l_823 = l_821 / l_822;
l_mut_87 = l_823;
l_mut_72[u32(0)] = l_mut_113;
l_mut_71[u32(0)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_824 = u32(0) + u32(13);
let l_825 = u32(0) + l_824;
let l_826 = buffer_4_global[l_825];
let l_827 = l_826 * l_69;
let l_828 = abs(l_827);
let l_829 = l_828 * f32(1.2732394933700562);
let l_830 = u32(l_829);
l_mut_85 = l_830;
let l_831 = f32(l_mut_85);
l_mut_79 = l_831;
let l_832 = l_mut_85 % u32(2);
let l_833 = l_832 == u32(1);
if l_833 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_834 = l_mut_79 * f32(0.78515625);
let l_835 = l_828 - l_834;
let l_836 = l_mut_79 * f32(0.00024187564849853516);
let l_837 = l_835 - l_836;
let l_838 = l_mut_79 * f32(3.774895063202166e-8);
let l_839 = l_837 - l_838;
let l_840 = l_839 * l_839;
let l_841 = f32(-0.00019515295571181923) * l_840;
let l_842 = l_841 + f32(0.008332161232829094);
let l_843 = l_842 * l_840;
let l_844 = l_843 - f32(0.16666655242443085);
let l_845 = l_844 * l_840;
let l_846 = l_845 * l_839;
let l_847 = l_846 + l_839;
let l_848 = f32(2.44331567955669e-5) * l_840;
let l_849 = l_848 - f32(0.0013887316454201937);
let l_850 = l_849 * l_840;
let l_851 = l_850 + f32(0.04166664555668831);
let l_852 = l_851 * l_840;
let l_853 = l_852 * l_840;
let l_854 = f32(0.5) * l_840;
let l_855 = l_853 - l_854;
let l_856 = l_855 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_857 = l_mut_85 > u32(3);
if l_857 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_858 = l_mut_85 > u32(1);
if l_858 {
let l_859 = -l_mut_78;
l_mut_78 = l_859;
}
let l_860 = l_827 < f32(0.0);
if l_860 {
let l_861 = -l_mut_79;
l_mut_79 = l_861;
}
let l_862 = l_mut_85 == u32(1);
let l_863 = l_mut_85 == u32(2);
let l_864 = l_862 || l_863;
let l_865 = select(l_847, l_856, l_864);
let l_866 = l_865 * l_mut_79;
let l_867 = select(l_856, l_847, l_864);
let l_868 = l_867 * l_mut_78;
let l_869 = l_866 / l_69;
l_mut_113 = l_869;
let l_870 = l_826 * l_868;
let l_871 = l_870 * l_69;
let l_872 = l_871 - l_866;
let l_873 = l_69 * l_69;
let l_874 = l_872 / l_873;
l_mut_87 = l_874;
l_mut_72[u32(1)] = l_mut_113;
l_mut_71[u32(1)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_875 = u32(0) + u32(14);
let l_876 = u32(0) + l_875;
let l_877 = buffer_4_global[l_876];
let l_878 = l_877 * l_69;
let l_879 = abs(l_878);
let l_880 = l_879 * f32(1.2732394933700562);
let l_881 = u32(l_880);
l_mut_85 = l_881;
let l_882 = f32(l_mut_85);
l_mut_79 = l_882;
let l_883 = l_mut_85 % u32(2);
let l_884 = l_883 == u32(1);
if l_884 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_885 = l_mut_79 * f32(0.78515625);
let l_886 = l_879 - l_885;
let l_887 = l_mut_79 * f32(0.00024187564849853516);
let l_888 = l_886 - l_887;
let l_889 = l_mut_79 * f32(3.774895063202166e-8);
let l_890 = l_888 - l_889;
let l_891 = l_890 * l_890;
let l_892 = f32(-0.00019515295571181923) * l_891;
let l_893 = l_892 + f32(0.008332161232829094);
let l_894 = l_893 * l_891;
let l_895 = l_894 - f32(0.16666655242443085);
let l_896 = l_895 * l_891;
let l_897 = l_896 * l_890;
let l_898 = l_897 + l_890;
let l_899 = f32(2.44331567955669e-5) * l_891;
let l_900 = l_899 - f32(0.0013887316454201937);
let l_901 = l_900 * l_891;
let l_902 = l_901 + f32(0.04166664555668831);
let l_903 = l_902 * l_891;
let l_904 = l_903 * l_891;
let l_905 = f32(0.5) * l_891;
let l_906 = l_904 - l_905;
let l_907 = l_906 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_908 = l_mut_85 > u32(3);
if l_908 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_909 = l_mut_85 > u32(1);
if l_909 {
let l_910 = -l_mut_78;
l_mut_78 = l_910;
}
let l_911 = l_878 < f32(0.0);
if l_911 {
let l_912 = -l_mut_79;
l_mut_79 = l_912;
}
let l_913 = l_mut_85 == u32(1);
let l_914 = l_mut_85 == u32(2);
let l_915 = l_913 || l_914;
let l_916 = select(l_898, l_907, l_915);
let l_917 = l_916 * l_mut_79;
let l_918 = select(l_907, l_898, l_915);
let l_919 = l_918 * l_mut_78;
let l_920 = l_917 / l_69;
l_mut_113 = l_920;
let l_921 = l_877 * l_919;
let l_922 = l_921 * l_69;
let l_923 = l_922 - l_917;
let l_924 = l_69 * l_69;
let l_925 = l_923 / l_924;
l_mut_87 = l_925;
l_mut_72[u32(2)] = l_mut_113;
l_mut_71[u32(2)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_926 = u32(0) + u32(15);
let l_927 = u32(0) + l_926;
let l_928 = buffer_4_global[l_927];
let l_929 = l_928 * l_69;
let l_930 = abs(l_929);
let l_931 = l_930 * f32(1.2732394933700562);
let l_932 = u32(l_931);
l_mut_85 = l_932;
let l_933 = f32(l_mut_85);
l_mut_79 = l_933;
let l_934 = l_mut_85 % u32(2);
let l_935 = l_934 == u32(1);
if l_935 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_936 = l_mut_79 * f32(0.78515625);
let l_937 = l_930 - l_936;
let l_938 = l_mut_79 * f32(0.00024187564849853516);
let l_939 = l_937 - l_938;
let l_940 = l_mut_79 * f32(3.774895063202166e-8);
let l_941 = l_939 - l_940;
let l_942 = l_941 * l_941;
let l_943 = f32(-0.00019515295571181923) * l_942;
let l_944 = l_943 + f32(0.008332161232829094);
let l_945 = l_944 * l_942;
let l_946 = l_945 - f32(0.16666655242443085);
let l_947 = l_946 * l_942;
let l_948 = l_947 * l_941;
let l_949 = l_948 + l_941;
let l_950 = f32(2.44331567955669e-5) * l_942;
let l_951 = l_950 - f32(0.0013887316454201937);
let l_952 = l_951 * l_942;
let l_953 = l_952 + f32(0.04166664555668831);
let l_954 = l_953 * l_942;
let l_955 = l_954 * l_942;
let l_956 = f32(0.5) * l_942;
let l_957 = l_955 - l_956;
let l_958 = l_957 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_959 = l_mut_85 > u32(3);
if l_959 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_960 = l_mut_85 > u32(1);
if l_960 {
let l_961 = -l_mut_78;
l_mut_78 = l_961;
}
let l_962 = l_929 < f32(0.0);
if l_962 {
let l_963 = -l_mut_79;
l_mut_79 = l_963;
}
let l_964 = l_mut_85 == u32(1);
let l_965 = l_mut_85 == u32(2);
let l_966 = l_964 || l_965;
let l_967 = select(l_949, l_958, l_966);
let l_968 = l_967 * l_mut_79;
let l_969 = select(l_958, l_949, l_966);
let l_970 = l_969 * l_mut_78;
let l_971 = l_968 / l_69;
l_mut_113 = l_971;
let l_972 = l_928 * l_970;
let l_973 = l_972 * l_69;
let l_974 = l_973 - l_968;
let l_975 = l_69 * l_69;
let l_976 = l_974 / l_975;
l_mut_87 = l_976;
l_mut_72[u32(3)] = l_mut_113;
l_mut_71[u32(3)] = l_mut_87;
let l_977 = l_19 * u32(5);
let l_978 = l_977 + u32(3);
let l_979 = u32(0) + l_978;
buffer_7_global[l_979] = l_mut_72;
let l_980 = l_19 * u32(5);
let l_981 = l_980 + u32(3);
let l_982 = u32(0) + l_981;
buffer_8_global[l_982] = l_mut_71;
let l_983 = vec4<f32>(f32(0.0));
l_mut_136 = l_983;
l_mut_72 = l_mut_136;
let l_984 = vec4<f32>(f32(0.0));
l_mut_136 = l_984;
l_mut_71 = l_mut_136;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_985 = u32(0) + u32(16);
let l_986 = u32(0) + l_985;
let l_987 = buffer_4_global[l_986];
let l_988 = l_987 * l_69;
let l_989 = abs(l_988);
let l_990 = l_989 * f32(1.2732394933700562);
let l_991 = u32(l_990);
l_mut_85 = l_991;
let l_992 = f32(l_mut_85);
l_mut_79 = l_992;
let l_993 = l_mut_85 % u32(2);
let l_994 = l_993 == u32(1);
if l_994 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_995 = l_mut_79 * f32(0.78515625);
let l_996 = l_989 - l_995;
let l_997 = l_mut_79 * f32(0.00024187564849853516);
let l_998 = l_996 - l_997;
let l_999 = l_mut_79 * f32(3.774895063202166e-8);
let l_1000 = l_998 - l_999;
let l_1001 = l_1000 * l_1000;
let l_1002 = f32(-0.00019515295571181923) * l_1001;
let l_1003 = l_1002 + f32(0.008332161232829094);
let l_1004 = l_1003 * l_1001;
let l_1005 = l_1004 - f32(0.16666655242443085);
let l_1006 = l_1005 * l_1001;
let l_1007 = l_1006 * l_1000;
let l_1008 = l_1007 + l_1000;
let l_1009 = f32(2.44331567955669e-5) * l_1001;
let l_1010 = l_1009 - f32(0.0013887316454201937);
let l_1011 = l_1010 * l_1001;
let l_1012 = l_1011 + f32(0.04166664555668831);
let l_1013 = l_1012 * l_1001;
let l_1014 = l_1013 * l_1001;
let l_1015 = f32(0.5) * l_1001;
let l_1016 = l_1014 - l_1015;
let l_1017 = l_1016 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_1018 = l_mut_85 > u32(3);
if l_1018 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_1019 = l_mut_85 > u32(1);
if l_1019 {
let l_1020 = -l_mut_78;
l_mut_78 = l_1020;
}
let l_1021 = l_988 < f32(0.0);
if l_1021 {
let l_1022 = -l_mut_79;
l_mut_79 = l_1022;
}
let l_1023 = l_mut_85 == u32(1);
let l_1024 = l_mut_85 == u32(2);
let l_1025 = l_1023 || l_1024;
let l_1026 = select(l_1008, l_1017, l_1025);
let l_1027 = l_1026 * l_mut_79;
let l_1028 = select(l_1017, l_1008, l_1025);
let l_1029 = l_1028 * l_mut_78;
let l_1030 = l_1027 / l_69;
l_mut_113 = l_1030;
let l_1031 = l_987 * l_1029;
let l_1032 = l_1031 * l_69;
let l_1033 = l_1032 - l_1027;
let l_1034 = l_69 * l_69;
let l_1035 = l_1033 / l_1034;
l_mut_87 = l_1035;
l_mut_72[u32(0)] = l_mut_113;
l_mut_71[u32(0)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_1036 = u32(0) + u32(17);
let l_1037 = u32(0) + l_1036;
let l_1038 = buffer_4_global[l_1037];
let l_1039 = l_1038 * l_69;
let l_1040 = abs(l_1039);
let l_1041 = l_1040 * f32(1.2732394933700562);
let l_1042 = u32(l_1041);
l_mut_85 = l_1042;
let l_1043 = f32(l_mut_85);
l_mut_79 = l_1043;
let l_1044 = l_mut_85 % u32(2);
let l_1045 = l_1044 == u32(1);
if l_1045 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_1046 = l_mut_79 * f32(0.78515625);
let l_1047 = l_1040 - l_1046;
let l_1048 = l_mut_79 * f32(0.00024187564849853516);
let l_1049 = l_1047 - l_1048;
let l_1050 = l_mut_79 * f32(3.774895063202166e-8);
let l_1051 = l_1049 - l_1050;
let l_1052 = l_1051 * l_1051;
let l_1053 = f32(-0.00019515295571181923) * l_1052;
let l_1054 = l_1053 + f32(0.008332161232829094);
let l_1055 = l_1054 * l_1052;
let l_1056 = l_1055 - f32(0.16666655242443085);
let l_1057 = l_1056 * l_1052;
let l_1058 = l_1057 * l_1051;
let l_1059 = l_1058 + l_1051;
let l_1060 = f32(2.44331567955669e-5) * l_1052;
let l_1061 = l_1060 - f32(0.0013887316454201937);
let l_1062 = l_1061 * l_1052;
let l_1063 = l_1062 + f32(0.04166664555668831);
let l_1064 = l_1063 * l_1052;
let l_1065 = l_1064 * l_1052;
let l_1066 = f32(0.5) * l_1052;
let l_1067 = l_1065 - l_1066;
let l_1068 = l_1067 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_1069 = l_mut_85 > u32(3);
if l_1069 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_1070 = l_mut_85 > u32(1);
if l_1070 {
let l_1071 = -l_mut_78;
l_mut_78 = l_1071;
}
let l_1072 = l_1039 < f32(0.0);
if l_1072 {
let l_1073 = -l_mut_79;
l_mut_79 = l_1073;
}
let l_1074 = l_mut_85 == u32(1);
let l_1075 = l_mut_85 == u32(2);
let l_1076 = l_1074 || l_1075;
let l_1077 = select(l_1059, l_1068, l_1076);
let l_1078 = l_1077 * l_mut_79;
let l_1079 = select(l_1068, l_1059, l_1076);
let l_1080 = l_1079 * l_mut_78;
let l_1081 = l_1078 / l_69;
l_mut_113 = l_1081;
let l_1082 = l_1038 * l_1080;
let l_1083 = l_1082 * l_69;
let l_1084 = l_1083 - l_1078;
let l_1085 = l_69 * l_69;
let l_1086 = l_1084 / l_1085;
l_mut_87 = l_1086;
l_mut_72[u32(1)] = l_mut_113;
l_mut_71[u32(1)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_1087 = u32(0) + u32(18);
let l_1088 = u32(0) + l_1087;
let l_1089 = buffer_4_global[l_1088];
let l_1090 = l_1089 * l_69;
let l_1091 = abs(l_1090);
let l_1092 = l_1091 * f32(1.2732394933700562);
let l_1093 = u32(l_1092);
l_mut_85 = l_1093;
let l_1094 = f32(l_mut_85);
l_mut_79 = l_1094;
let l_1095 = l_mut_85 % u32(2);
let l_1096 = l_1095 == u32(1);
if l_1096 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_1097 = l_mut_79 * f32(0.78515625);
let l_1098 = l_1091 - l_1097;
let l_1099 = l_mut_79 * f32(0.00024187564849853516);
let l_1100 = l_1098 - l_1099;
let l_1101 = l_mut_79 * f32(3.774895063202166e-8);
let l_1102 = l_1100 - l_1101;
let l_1103 = l_1102 * l_1102;
let l_1104 = f32(-0.00019515295571181923) * l_1103;
let l_1105 = l_1104 + f32(0.008332161232829094);
let l_1106 = l_1105 * l_1103;
let l_1107 = l_1106 - f32(0.16666655242443085);
let l_1108 = l_1107 * l_1103;
let l_1109 = l_1108 * l_1102;
let l_1110 = l_1109 + l_1102;
let l_1111 = f32(2.44331567955669e-5) * l_1103;
let l_1112 = l_1111 - f32(0.0013887316454201937);
let l_1113 = l_1112 * l_1103;
let l_1114 = l_1113 + f32(0.04166664555668831);
let l_1115 = l_1114 * l_1103;
let l_1116 = l_1115 * l_1103;
let l_1117 = f32(0.5) * l_1103;
let l_1118 = l_1116 - l_1117;
let l_1119 = l_1118 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_1120 = l_mut_85 > u32(3);
if l_1120 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_1121 = l_mut_85 > u32(1);
if l_1121 {
let l_1122 = -l_mut_78;
l_mut_78 = l_1122;
}
let l_1123 = l_1090 < f32(0.0);
if l_1123 {
let l_1124 = -l_mut_79;
l_mut_79 = l_1124;
}
let l_1125 = l_mut_85 == u32(1);
let l_1126 = l_mut_85 == u32(2);
let l_1127 = l_1125 || l_1126;
let l_1128 = select(l_1110, l_1119, l_1127);
let l_1129 = l_1128 * l_mut_79;
let l_1130 = select(l_1119, l_1110, l_1127);
let l_1131 = l_1130 * l_mut_78;
let l_1132 = l_1129 / l_69;
l_mut_113 = l_1132;
let l_1133 = l_1089 * l_1131;
let l_1134 = l_1133 * l_69;
let l_1135 = l_1134 - l_1129;
let l_1136 = l_69 * l_69;
let l_1137 = l_1135 / l_1136;
l_mut_87 = l_1137;
l_mut_72[u32(2)] = l_mut_113;
l_mut_71[u32(2)] = l_mut_87;
l_mut_113 = f32(0.0);
l_mut_87 = f32(0.0);
let l_1138 = u32(0) + u32(19);
let l_1139 = u32(0) + l_1138;
let l_1140 = buffer_4_global[l_1139];
let l_1141 = l_1140 * l_69;
let l_1142 = abs(l_1141);
let l_1143 = l_1142 * f32(1.2732394933700562);
let l_1144 = u32(l_1143);
l_mut_85 = l_1144;
let l_1145 = f32(l_mut_85);
l_mut_79 = l_1145;
let l_1146 = l_mut_85 % u32(2);
let l_1147 = l_1146 == u32(1);
if l_1147 {
l_mut_85 = l_mut_85 + u32(1);
l_mut_79 = l_mut_79 + f32(1.0);
}
l_mut_85 = l_mut_85 % u32(8);
let l_1148 = l_mut_79 * f32(0.78515625);
let l_1149 = l_1142 - l_1148;
let l_1150 = l_mut_79 * f32(0.00024187564849853516);
let l_1151 = l_1149 - l_1150;
let l_1152 = l_mut_79 * f32(3.774895063202166e-8);
let l_1153 = l_1151 - l_1152;
let l_1154 = l_1153 * l_1153;
let l_1155 = f32(-0.00019515295571181923) * l_1154;
let l_1156 = l_1155 + f32(0.008332161232829094);
let l_1157 = l_1156 * l_1154;
let l_1158 = l_1157 - f32(0.16666655242443085);
let l_1159 = l_1158 * l_1154;
let l_1160 = l_1159 * l_1153;
let l_1161 = l_1160 + l_1153;
let l_1162 = f32(2.44331567955669e-5) * l_1154;
let l_1163 = l_1162 - f32(0.0013887316454201937);
let l_1164 = l_1163 * l_1154;
let l_1165 = l_1164 + f32(0.04166664555668831);
let l_1166 = l_1165 * l_1154;
let l_1167 = l_1166 * l_1154;
let l_1168 = f32(0.5) * l_1154;
let l_1169 = l_1167 - l_1168;
let l_1170 = l_1169 + f32(1.0);
l_mut_79 = f32(1.0);
l_mut_78 = f32(1.0);
let l_1171 = l_mut_85 > u32(3);
if l_1171 {
l_mut_85 = l_mut_85 - u32(4);
l_mut_79 = f32(-1.0);
l_mut_78 = f32(-1.0);
}
let l_1172 = l_mut_85 > u32(1);
if l_1172 {
let l_1173 = -l_mut_78;
l_mut_78 = l_1173;
}
let l_1174 = l_1141 < f32(0.0);
if l_1174 {
let l_1175 = -l_mut_79;
l_mut_79 = l_1175;
}
let l_1176 = l_mut_85 == u32(1);
let l_1177 = l_mut_85 == u32(2);
let l_1178 = l_1176 || l_1177;
let l_1179 = select(l_1161, l_1170, l_1178);
let l_1180 = l_1179 * l_mut_79;
let l_1181 = select(l_1170, l_1161, l_1178);
let l_1182 = l_1181 * l_mut_78;
let l_1183 = l_1180 / l_69;
l_mut_113 = l_1183;
let l_1184 = l_1140 * l_1182;
let l_1185 = l_1184 * l_69;
let l_1186 = l_1185 - l_1180;
let l_1187 = l_69 * l_69;
let l_1188 = l_1186 / l_1187;
l_mut_87 = l_1188;
l_mut_72[u32(3)] = l_mut_113;
l_mut_71[u32(3)] = l_mut_87;
let l_1189 = l_19 * u32(5);
let l_1190 = l_1189 + u32(4);
let l_1191 = u32(0) + l_1190;
buffer_7_global[l_1191] = l_mut_72;
let l_1192 = l_19 * u32(5);
let l_1193 = l_1192 + u32(4);
let l_1194 = u32(0) + l_1193;
buffer_8_global[l_1194] = l_mut_71;
}
