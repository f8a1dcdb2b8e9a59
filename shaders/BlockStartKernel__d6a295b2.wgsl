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
var<storage, read_write> buffer_7_global: array<vec4<f32>>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<vec4<f32>>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<vec4<f32>>;

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<vec4<f32>>;

@group(0)
@binding(11)
var<storage, read_write> buffer_11_global: array<f32>;

@group(0)
@binding(12)
var<storage, read_write> buffer_12_global: array<f32>;

@group(0)
@binding(13)
var<storage, read_write> buffer_13_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 8>,
   static_meta: array<u32, 28>,
}

@group(0)
@binding(14)
var<storage, read> info: info_st;

var<workgroup> shared_memory_359: array<f32, 256>;

var<workgroup> shared_memory_358: array<f32, 1536>;

var<workgroup> shared_memory_360: array<f32, 256>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn block_start_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_374: array<f32, 2>;

var a_379: array<f32, 8>;

var a_544: array<f32, 2>;

var a_588: array<f32, 2>;

var a_595: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_361: u32;
var l_mut_53: vec4<f32>;
var l_mut_54: vec4<f32>;
var l_mut_585: u32;
var l_mut_591: u32;
var l_mut_59: f32;
var l_mut_60: f32;
var l_mut_6: u32;
var l_mut_75: vec4<f32>;
let l_0 = info.scalars_u32[0] + u32(2);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(2);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(2);
let l_5 = l_4 + u32(2);
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
let l_52 = vec4<f32>(f32(0.0));
l_mut_53 = l_52;
l_mut_54 = l_mut_53;
l_mut_54[u32(0)] = l_51;
let l_55 = l_23 / l_51;
l_mut_54[u32(1)] = l_55;
let l_56 = l_34 / l_51;
l_mut_54[u32(2)] = l_56;
let l_57 = l_45 / l_51;
l_mut_54[u32(3)] = l_57;
let l_58 = l_mut_10 * u32(2);
buffer_8_global[l_58] = l_mut_54;
l_mut_59 = f32(0.0);
l_mut_60 = f32(0.0);
let l_61 = l_51 < info.scalars_f32[0];
if l_61 {
let l_62 = l_51 * info.scalars_f32[1];
let l_63 = cos(l_62);
let l_64 = l_63 + f32(1.0);
let l_65 = f32(0.5) * l_64;
l_mut_59 = l_65;
let l_66 = f32(-0.5) * info.scalars_f32[1];
let l_67 = l_51 * info.scalars_f32[1];
let l_68 = sin(l_67);
let l_69 = l_66 * l_68;
l_mut_60 = l_69;
}
let l_70 = vec4<f32>(f32(0.0));
l_mut_54 = l_70;
l_mut_53 = l_mut_54;
l_mut_53[u32(0)] = l_mut_59;
l_mut_53[u32(1)] = l_mut_60;
l_mut_53[u32(2)] = f32(0.0);
l_mut_53[u32(3)] = f32(0.0);
let l_71 = l_mut_10 * u32(2);
let l_72 = l_71 + u32(1);
buffer_8_global[l_72] = l_mut_53;
let l_73 = vec4<f32>(f32(0.0));
l_mut_54 = l_73;
l_mut_53 = l_mut_54;
let l_74 = vec4<f32>(f32(0.0));
l_mut_54 = l_74;
l_mut_75 = l_mut_54;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_76 = info.scalars_u32[1] + u32(0);
let l_77 = buffer_6_global[l_76];
let l_78 = l_77 * l_51;
let l_79 = sin(l_78);
let l_80 = l_77 * l_51;
let l_81 = cos(l_80);
let l_82 = l_79 / l_51;
l_mut_60 = l_82;
let l_83 = l_77 * l_81;
let l_84 = l_83 * l_51;
let l_85 = l_84 - l_79;
let l_86 = l_51 * l_51;
let l_87 = l_85 / l_86;
l_mut_59 = l_87;
l_mut_53[u32(0)] = l_mut_60;
l_mut_75[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_88 = info.scalars_u32[1] + u32(1);
let l_89 = buffer_6_global[l_88];
let l_90 = l_89 * l_51;
let l_91 = sin(l_90);
let l_92 = l_89 * l_51;
let l_93 = cos(l_92);
let l_94 = l_91 / l_51;
l_mut_60 = l_94;
let l_95 = l_89 * l_93;
let l_96 = l_95 * l_51;
let l_97 = l_96 - l_91;
let l_98 = l_51 * l_51;
let l_99 = l_97 / l_98;
l_mut_59 = l_99;
l_mut_53[u32(1)] = l_mut_60;
l_mut_75[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_100 = info.scalars_u32[1] + u32(2);
let l_101 = buffer_6_global[l_100];
let l_102 = l_101 * l_51;
let l_103 = sin(l_102);
let l_104 = l_101 * l_51;
let l_105 = cos(l_104);
let l_106 = l_103 / l_51;
l_mut_60 = l_106;
let l_107 = l_101 * l_105;
let l_108 = l_107 * l_51;
let l_109 = l_108 - l_103;
let l_110 = l_51 * l_51;
let l_111 = l_109 / l_110;
l_mut_59 = l_111;
l_mut_53[u32(2)] = l_mut_60;
l_mut_75[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_112 = info.scalars_u32[1] + u32(3);
let l_113 = buffer_6_global[l_112];
let l_114 = l_113 * l_51;
let l_115 = sin(l_114);
let l_116 = l_113 * l_51;
let l_117 = cos(l_116);
let l_118 = l_115 / l_51;
l_mut_60 = l_118;
let l_119 = l_113 * l_117;
let l_120 = l_119 * l_51;
let l_121 = l_120 - l_115;
let l_122 = l_51 * l_51;
let l_123 = l_121 / l_122;
l_mut_59 = l_123;
l_mut_53[u32(3)] = l_mut_60;
l_mut_75[u32(3)] = l_mut_59;
let l_124 = l_mut_10 * u32(5);
let l_125 = l_124 + u32(0);
buffer_9_global[l_125] = l_mut_53;
let l_126 = l_mut_10 * u32(5);
let l_127 = l_126 + u32(0);
buffer_10_global[l_127] = l_mut_75;
let l_128 = vec4<f32>(f32(0.0));
l_mut_75 = l_128;
l_mut_54 = l_mut_75;
let l_129 = vec4<f32>(f32(0.0));
l_mut_75 = l_129;
l_mut_53 = l_mut_75;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_130 = info.scalars_u32[1] + u32(4);
let l_131 = buffer_6_global[l_130];
let l_132 = l_131 * l_51;
let l_133 = sin(l_132);
let l_134 = l_131 * l_51;
let l_135 = cos(l_134);
let l_136 = l_133 / l_51;
l_mut_60 = l_136;
let l_137 = l_131 * l_135;
let l_138 = l_137 * l_51;
let l_139 = l_138 - l_133;
let l_140 = l_51 * l_51;
let l_141 = l_139 / l_140;
l_mut_59 = l_141;
l_mut_54[u32(0)] = l_mut_60;
l_mut_53[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_142 = info.scalars_u32[1] + u32(5);
let l_143 = buffer_6_global[l_142];
let l_144 = l_143 * l_51;
let l_145 = sin(l_144);
let l_146 = l_143 * l_51;
let l_147 = cos(l_146);
let l_148 = l_145 / l_51;
l_mut_60 = l_148;
let l_149 = l_143 * l_147;
let l_150 = l_149 * l_51;
let l_151 = l_150 - l_145;
let l_152 = l_51 * l_51;
let l_153 = l_151 / l_152;
l_mut_59 = l_153;
l_mut_54[u32(1)] = l_mut_60;
l_mut_53[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_154 = info.scalars_u32[1] + u32(6);
let l_155 = buffer_6_global[l_154];
let l_156 = l_155 * l_51;
let l_157 = sin(l_156);
let l_158 = l_155 * l_51;
let l_159 = cos(l_158);
let l_160 = l_157 / l_51;
l_mut_60 = l_160;
let l_161 = l_155 * l_159;
let l_162 = l_161 * l_51;
let l_163 = l_162 - l_157;
let l_164 = l_51 * l_51;
let l_165 = l_163 / l_164;
l_mut_59 = l_165;
l_mut_54[u32(2)] = l_mut_60;
l_mut_53[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_166 = info.scalars_u32[1] + u32(7);
let l_167 = buffer_6_global[l_166];
let l_168 = l_167 * l_51;
let l_169 = sin(l_168);
let l_170 = l_167 * l_51;
let l_171 = cos(l_170);
let l_172 = l_169 / l_51;
l_mut_60 = l_172;
let l_173 = l_167 * l_171;
let l_174 = l_173 * l_51;
let l_175 = l_174 - l_169;
let l_176 = l_51 * l_51;
let l_177 = l_175 / l_176;
l_mut_59 = l_177;
l_mut_54[u32(3)] = l_mut_60;
l_mut_53[u32(3)] = l_mut_59;
let l_178 = l_mut_10 * u32(5);
let l_179 = l_178 + u32(1);
buffer_9_global[l_179] = l_mut_54;
let l_180 = l_mut_10 * u32(5);
let l_181 = l_180 + u32(1);
buffer_10_global[l_181] = l_mut_53;
let l_182 = vec4<f32>(f32(0.0));
l_mut_75 = l_182;
l_mut_54 = l_mut_75;
let l_183 = vec4<f32>(f32(0.0));
l_mut_75 = l_183;
l_mut_53 = l_mut_75;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_184 = info.scalars_u32[1] + u32(8);
let l_185 = buffer_6_global[l_184];
let l_186 = l_185 * l_51;
let l_187 = sin(l_186);
let l_188 = l_185 * l_51;
let l_189 = cos(l_188);
let l_190 = l_187 / l_51;
l_mut_60 = l_190;
let l_191 = l_185 * l_189;
let l_192 = l_191 * l_51;
let l_193 = l_192 - l_187;
let l_194 = l_51 * l_51;
let l_195 = l_193 / l_194;
l_mut_59 = l_195;
l_mut_54[u32(0)] = l_mut_60;
l_mut_53[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_196 = info.scalars_u32[1] + u32(9);
let l_197 = buffer_6_global[l_196];
let l_198 = l_197 * l_51;
let l_199 = sin(l_198);
let l_200 = l_197 * l_51;
let l_201 = cos(l_200);
let l_202 = l_199 / l_51;
l_mut_60 = l_202;
let l_203 = l_197 * l_201;
let l_204 = l_203 * l_51;
let l_205 = l_204 - l_199;
let l_206 = l_51 * l_51;
let l_207 = l_205 / l_206;
l_mut_59 = l_207;
l_mut_54[u32(1)] = l_mut_60;
l_mut_53[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_208 = info.scalars_u32[1] + u32(10);
let l_209 = buffer_6_global[l_208];
let l_210 = l_209 * l_51;
let l_211 = sin(l_210);
let l_212 = l_209 * l_51;
let l_213 = cos(l_212);
let l_214 = l_211 / l_51;
l_mut_60 = l_214;
let l_215 = l_209 * l_213;
let l_216 = l_215 * l_51;
let l_217 = l_216 - l_211;
let l_218 = l_51 * l_51;
let l_219 = l_217 / l_218;
l_mut_59 = l_219;
l_mut_54[u32(2)] = l_mut_60;
l_mut_53[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_220 = info.scalars_u32[1] + u32(11);
let l_221 = buffer_6_global[l_220];
let l_222 = l_221 * l_51;
let l_223 = sin(l_222);
let l_224 = l_221 * l_51;
let l_225 = cos(l_224);
let l_226 = l_223 / l_51;
l_mut_60 = l_226;
let l_227 = l_221 * l_225;
let l_228 = l_227 * l_51;
let l_229 = l_228 - l_223;
let l_230 = l_51 * l_51;
let l_231 = l_229 / l_230;
l_mut_59 = l_231;
l_mut_54[u32(3)] = l_mut_60;
l_mut_53[u32(3)] = l_mut_59;
let l_232 = l_mut_10 * u32(5);
let l_233 = l_232 + u32(2);
buffer_9_global[l_233] = l_mut_54;
let l_234 = l_mut_10 * u32(5);
let l_235 = l_234 + u32(2);
buffer_10_global[l_235] = l_mut_53;
let l_236 = vec4<f32>(f32(0.0));
l_mut_75 = l_236;
l_mut_54 = l_mut_75;
let l_237 = vec4<f32>(f32(0.0));
l_mut_75 = l_237;
l_mut_53 = l_mut_75;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_238 = info.scalars_u32[1] + u32(12);
let l_239 = buffer_6_global[l_238];
let l_240 = l_239 * l_51;
let l_241 = sin(l_240);
let l_242 = l_239 * l_51;
let l_243 = cos(l_242);
let l_244 = l_241 / l_51;
l_mut_60 = l_244;
let l_245 = l_239 * l_243;
let l_246 = l_245 * l_51;
let l_247 = l_246 - l_241;
let l_248 = l_51 * l_51;
let l_249 = l_247 / l_248;
l_mut_59 = l_249;
l_mut_54[u32(0)] = l_mut_60;
l_mut_53[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_250 = info.scalars_u32[1] + u32(13);
let l_251 = buffer_6_global[l_250];
let l_252 = l_251 * l_51;
let l_253 = sin(l_252);
let l_254 = l_251 * l_51;
let l_255 = cos(l_254);
let l_256 = l_253 / l_51;
l_mut_60 = l_256;
let l_257 = l_251 * l_255;
let l_258 = l_257 * l_51;
let l_259 = l_258 - l_253;
let l_260 = l_51 * l_51;
let l_261 = l_259 / l_260;
l_mut_59 = l_261;
l_mut_54[u32(1)] = l_mut_60;
l_mut_53[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_262 = info.scalars_u32[1] + u32(14);
let l_263 = buffer_6_global[l_262];
let l_264 = l_263 * l_51;
let l_265 = sin(l_264);
let l_266 = l_263 * l_51;
let l_267 = cos(l_266);
let l_268 = l_265 / l_51;
l_mut_60 = l_268;
let l_269 = l_263 * l_267;
let l_270 = l_269 * l_51;
let l_271 = l_270 - l_265;
let l_272 = l_51 * l_51;
let l_273 = l_271 / l_272;
l_mut_59 = l_273;
l_mut_54[u32(2)] = l_mut_60;
l_mut_53[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_274 = info.scalars_u32[1] + u32(15);
let l_275 = buffer_6_global[l_274];
let l_276 = l_275 * l_51;
let l_277 = sin(l_276);
let l_278 = l_275 * l_51;
let l_279 = cos(l_278);
let l_280 = l_277 / l_51;
l_mut_60 = l_280;
let l_281 = l_275 * l_279;
let l_282 = l_281 * l_51;
let l_283 = l_282 - l_277;
let l_284 = l_51 * l_51;
let l_285 = l_283 / l_284;
l_mut_59 = l_285;
l_mut_54[u32(3)] = l_mut_60;
l_mut_53[u32(3)] = l_mut_59;
let l_286 = l_mut_10 * u32(5);
let l_287 = l_286 + u32(3);
buffer_9_global[l_287] = l_mut_54;
let l_288 = l_mut_10 * u32(5);
let l_289 = l_288 + u32(3);
buffer_10_global[l_289] = l_mut_53;
let l_290 = vec4<f32>(f32(0.0));
l_mut_75 = l_290;
l_mut_54 = l_mut_75;
let l_291 = vec4<f32>(f32(0.0));
l_mut_75 = l_291;
l_mut_53 = l_mut_75;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_292 = info.scalars_u32[1] + u32(16);
let l_293 = buffer_6_global[l_292];
let l_294 = l_293 * l_51;
let l_295 = sin(l_294);
let l_296 = l_293 * l_51;
let l_297 = cos(l_296);
let l_298 = l_295 / l_51;
l_mut_60 = l_298;
let l_299 = l_293 * l_297;
let l_300 = l_299 * l_51;
let l_301 = l_300 - l_295;
let l_302 = l_51 * l_51;
let l_303 = l_301 / l_302;
l_mut_59 = l_303;
l_mut_54[u32(0)] = l_mut_60;
l_mut_53[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_304 = info.scalars_u32[1] + u32(17);
let l_305 = buffer_6_global[l_304];
let l_306 = l_305 * l_51;
let l_307 = sin(l_306);
let l_308 = l_305 * l_51;
let l_309 = cos(l_308);
let l_310 = l_307 / l_51;
l_mut_60 = l_310;
let l_311 = l_305 * l_309;
let l_312 = l_311 * l_51;
let l_313 = l_312 - l_307;
let l_314 = l_51 * l_51;
let l_315 = l_313 / l_314;
l_mut_59 = l_315;
l_mut_54[u32(1)] = l_mut_60;
l_mut_53[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_316 = info.scalars_u32[1] + u32(18);
let l_317 = buffer_6_global[l_316];
let l_318 = l_317 * l_51;
let l_319 = sin(l_318);
let l_320 = l_317 * l_51;
let l_321 = cos(l_320);
let l_322 = l_319 / l_51;
l_mut_60 = l_322;
let l_323 = l_317 * l_321;
let l_324 = l_323 * l_51;
let l_325 = l_324 - l_319;
let l_326 = l_51 * l_51;
let l_327 = l_325 / l_326;
l_mut_59 = l_327;
l_mut_54[u32(2)] = l_mut_60;
l_mut_53[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_328 = info.scalars_u32[1] + u32(19);
let l_329 = buffer_6_global[l_328];
let l_330 = l_329 * l_51;
let l_331 = sin(l_330);
let l_332 = l_329 * l_51;
let l_333 = cos(l_332);
let l_334 = l_331 / l_51;
l_mut_60 = l_334;
let l_335 = l_329 * l_333;
let l_336 = l_335 * l_51;
let l_337 = l_336 - l_331;
let l_338 = l_51 * l_51;
let l_339 = l_337 / l_338;
l_mut_59 = l_339;
l_mut_54[u32(3)] = l_mut_60;
l_mut_53[u32(3)] = l_mut_59;
let l_340 = l_mut_10 * u32(5);
let l_341 = l_340 + u32(4);
buffer_9_global[l_341] = l_mut_54;
let l_342 = l_mut_10 * u32(5);
let l_343 = l_342 + u32(4);
buffer_10_global[l_343] = l_mut_53;
l_mut_10 = l_mut_10 + u32(256);
}
l_mut_6 = local_idx;
loop {
let l_344 = l_mut_6 < u32(256);
let l_345 = !l_344;
if l_345 {
break;
}
let l_346 = l_mut_6 / u32(128);
let l_347 = l_4 + l_346;
let l_348 = l_347 < info.scalars_u32[0];
if l_348 {
let l_349 = l_347 * u32(128);
let l_350 = l_mut_6 % u32(128);
let l_351 = l_349 + l_350;
let l_352 = buffer_5_global[l_347];
let l_353 = l_352 * u32(128);
let l_354 = info.scalars_u32[3] + l_353;
let l_355 = l_mut_6 % u32(128);
let l_356 = l_354 + l_355;
let l_357 = buffer_6_global[l_356];
buffer_11_global[l_351] = l_357;
}
l_mut_6 = l_mut_6 + u32(256);
}
storageBarrier();
l_mut_361 = local_idx;
loop {
let l_362 = l_mut_361 < u32(256);
let l_363 = !l_362;
if l_363 {
break;
}
let l_364 = l_mut_361 / u32(128);
let l_365 = l_4 + l_364;
let l_366 = l_365 < info.scalars_u32[0];
if l_366 {
let l_367 = l_365 * u32(128);
let l_368 = l_mut_361 % u32(128);
let l_369 = l_367 + l_368;
let l_370 = buffer_11_global[l_369];
shared_memory_359[l_mut_361] = l_370;
} else {
shared_memory_359[l_mut_361] = f32(0.0);
}
l_mut_361 = l_mut_361 + u32(256);
}
workgroupBarrier();
let l_371 = local_idx < u32(256);
if l_371 {
let l_372 = local_idx % u32(128);
let l_373 = local_idx / u32(128);
a_374[u32(0)] = f32(0.0);
a_374[u32(1)] = f32(0.0);
let l_375 = l_373 * u32(64);
l_mut_361 = l_375;
loop {
let l_376 = l_375 + u32(64);
let l_377 = l_mut_361 < l_376;
let l_378 = !l_377;
if l_378 {
break;
}
let l_380 = l_mut_361 + u32(0);
let l_381 = l_380 * u32(128);
let l_382 = info.scalars_u32[4] + l_381;
let l_383 = l_382 + l_372;
let l_384 = buffer_6_global[l_383];
a_379[u32(0)] = l_384;
let l_385 = l_mut_361 + u32(1);
let l_386 = l_385 * u32(128);
let l_387 = info.scalars_u32[4] + l_386;
let l_388 = l_387 + l_372;
let l_389 = buffer_6_global[l_388];
a_379[u32(1)] = l_389;
let l_390 = l_mut_361 + u32(2);
let l_391 = l_390 * u32(128);
let l_392 = info.scalars_u32[4] + l_391;
let l_393 = l_392 + l_372;
let l_394 = buffer_6_global[l_393];
a_379[u32(2)] = l_394;
let l_395 = l_mut_361 + u32(3);
let l_396 = l_395 * u32(128);
let l_397 = info.scalars_u32[4] + l_396;
let l_398 = l_397 + l_372;
let l_399 = buffer_6_global[l_398];
a_379[u32(3)] = l_399;
let l_400 = l_mut_361 + u32(4);
let l_401 = l_400 * u32(128);
let l_402 = info.scalars_u32[4] + l_401;
let l_403 = l_402 + l_372;
let l_404 = buffer_6_global[l_403];
a_379[u32(4)] = l_404;
let l_405 = l_mut_361 + u32(5);
let l_406 = l_405 * u32(128);
let l_407 = info.scalars_u32[4] + l_406;
let l_408 = l_407 + l_372;
let l_409 = buffer_6_global[l_408];
a_379[u32(5)] = l_409;
let l_410 = l_mut_361 + u32(6);
let l_411 = l_410 * u32(128);
let l_412 = info.scalars_u32[4] + l_411;
let l_413 = l_412 + l_372;
let l_414 = buffer_6_global[l_413];
a_379[u32(6)] = l_414;
let l_415 = l_mut_361 + u32(7);
let l_416 = l_415 * u32(128);
let l_417 = info.scalars_u32[4] + l_416;
let l_418 = l_417 + l_372;
let l_419 = buffer_6_global[l_418];
a_379[u32(7)] = l_419;
let l_420 = u32(0) + l_mut_361;
let l_421 = l_420 + u32(0);
let l_422 = shared_memory_359[l_421];
let l_423 = a_379[u32(0)];
let l_424 = l_422 * l_423;
let l_425 = a_374[u32(0)];
let l_426 = l_425 + l_424;
a_374[u32(0)] = l_426;
let l_427 = u32(128) + l_mut_361;
let l_428 = l_427 + u32(0);
let l_429 = shared_memory_359[l_428];
let l_430 = a_379[u32(0)];
let l_431 = l_429 * l_430;
let l_432 = a_374[u32(1)];
let l_433 = l_432 + l_431;
a_374[u32(1)] = l_433;
let l_434 = u32(0) + l_mut_361;
let l_435 = l_434 + u32(1);
let l_436 = shared_memory_359[l_435];
let l_437 = a_379[u32(1)];
let l_438 = l_436 * l_437;
let l_439 = a_374[u32(0)];
let l_440 = l_439 + l_438;
a_374[u32(0)] = l_440;
let l_441 = u32(128) + l_mut_361;
let l_442 = l_441 + u32(1);
let l_443 = shared_memory_359[l_442];
let l_444 = a_379[u32(1)];
let l_445 = l_443 * l_444;
let l_446 = a_374[u32(1)];
let l_447 = l_446 + l_445;
a_374[u32(1)] = l_447;
let l_448 = u32(0) + l_mut_361;
let l_449 = l_448 + u32(2);
let l_450 = shared_memory_359[l_449];
let l_451 = a_379[u32(2)];
let l_452 = l_450 * l_451;
let l_453 = a_374[u32(0)];
let l_454 = l_453 + l_452;
a_374[u32(0)] = l_454;
let l_455 = u32(128) + l_mut_361;
let l_456 = l_455 + u32(2);
let l_457 = shared_memory_359[l_456];
let l_458 = a_379[u32(2)];
let l_459 = l_457 * l_458;
let l_460 = a_374[u32(1)];
let l_461 = l_460 + l_459;
a_374[u32(1)] = l_461;
let l_462 = u32(0) + l_mut_361;
let l_463 = l_462 + u32(3);
let l_464 = shared_memory_359[l_463];
let l_465 = a_379[u32(3)];
let l_466 = l_464 * l_465;
let l_467 = a_374[u32(0)];
let l_468 = l_467 + l_466;
a_374[u32(0)] = l_468;
let l_469 = u32(128) + l_mut_361;
let l_470 = l_469 + u32(3);
let l_471 = shared_memory_359[l_470];
let l_472 = a_379[u32(3)];
let l_473 = l_471 * l_472;
let l_474 = a_374[u32(1)];
let l_475 = l_474 + l_473;
a_374[u32(1)] = l_475;
let l_476 = u32(0) + l_mut_361;
let l_477 = l_476 + u32(4);
let l_478 = shared_memory_359[l_477];
let l_479 = a_379[u32(4)];
let l_480 = l_478 * l_479;
let l_481 = a_374[u32(0)];
let l_482 = l_481 + l_480;
a_374[u32(0)] = l_482;
let l_483 = u32(128) + l_mut_361;
let l_484 = l_483 + u32(4);
let l_485 = shared_memory_359[l_484];
let l_486 = a_379[u32(4)];
let l_487 = l_485 * l_486;
let l_488 = a_374[u32(1)];
let l_489 = l_488 + l_487;
a_374[u32(1)] = l_489;
let l_490 = u32(0) + l_mut_361;
let l_491 = l_490 + u32(5);
let l_492 = shared_memory_359[l_491];
let l_493 = a_379[u32(5)];
let l_494 = l_492 * l_493;
let l_495 = a_374[u32(0)];
let l_496 = l_495 + l_494;
a_374[u32(0)] = l_496;
let l_497 = u32(128) + l_mut_361;
let l_498 = l_497 + u32(5);
let l_499 = shared_memory_359[l_498];
let l_500 = a_379[u32(5)];
let l_501 = l_499 * l_500;
let l_502 = a_374[u32(1)];
let l_503 = l_502 + l_501;
a_374[u32(1)] = l_503;
let l_504 = u32(0) + l_mut_361;
let l_505 = l_504 + u32(6);
let l_506 = shared_memory_359[l_505];
let l_507 = a_379[u32(6)];
let l_508 = l_506 * l_507;
let l_509 = a_374[u32(0)];
let l_510 = l_509 + l_508;
a_374[u32(0)] = l_510;
let l_511 = u32(128) + l_mut_361;
let l_512 = l_511 + u32(6);
let l_513 = shared_memory_359[l_512];
let l_514 = a_379[u32(6)];
let l_515 = l_513 * l_514;
let l_516 = a_374[u32(1)];
let l_517 = l_516 + l_515;
a_374[u32(1)] = l_517;
let l_518 = u32(0) + l_mut_361;
let l_519 = l_518 + u32(7);
let l_520 = shared_memory_359[l_519];
let l_521 = a_379[u32(7)];
let l_522 = l_520 * l_521;
let l_523 = a_374[u32(0)];
let l_524 = l_523 + l_522;
a_374[u32(0)] = l_524;
let l_525 = u32(128) + l_mut_361;
let l_526 = l_525 + u32(7);
let l_527 = shared_memory_359[l_526];
let l_528 = a_379[u32(7)];
let l_529 = l_527 * l_528;
let l_530 = a_374[u32(1)];
let l_531 = l_530 + l_529;
a_374[u32(1)] = l_531;
l_mut_361 = l_mut_361 + u32(8);
}
let l_532 = l_373 * u32(2);
let l_533 = l_532 + u32(0);
let l_534 = l_533 * u32(128);
let l_535 = l_534 + l_372;
let l_536 = a_374[u32(0)];
shared_memory_358[l_535] = l_536;
let l_537 = l_373 * u32(2);
let l_538 = l_537 + u32(1);
let l_539 = l_538 * u32(128);
let l_540 = l_539 + l_372;
let l_541 = a_374[u32(1)];
shared_memory_358[l_540] = l_541;
}
workgroupBarrier();
l_mut_361 = local_idx;
loop {
let l_542 = l_mut_361 < u32(128);
let l_543 = !l_542;
if l_543 {
break;
}
let l_545 = info.scalars_u32[5] + l_mut_361;
let l_546 = buffer_6_global[l_545];
a_544[u32(0)] = l_546;
a_544[u32(1)] = l_546;
let l_547 = u32(0) + l_mut_361;
let l_548 = shared_memory_358[l_547];
let l_549 = a_544[u32(0)];
let l_550 = l_549 + l_548;
a_544[u32(0)] = l_550;
let l_551 = u32(128) + l_mut_361;
let l_552 = shared_memory_358[l_551];
let l_553 = a_544[u32(1)];
let l_554 = l_553 + l_552;
a_544[u32(1)] = l_554;
let l_555 = u32(256) + l_mut_361;
let l_556 = shared_memory_358[l_555];
let l_557 = a_544[u32(0)];
let l_558 = l_557 + l_556;
a_544[u32(0)] = l_558;
let l_559 = u32(384) + l_mut_361;
let l_560 = shared_memory_358[l_559];
let l_561 = a_544[u32(1)];
let l_562 = l_561 + l_560;
a_544[u32(1)] = l_562;
let l_563 = a_544[u32(0)];
let l_564 = l_4 + u32(0);
let l_565 = l_564 < info.scalars_u32[0];
if l_565 {
let l_566 = l_564 * u32(128);
let l_567 = l_566 + l_mut_361;
buffer_12_global[l_567] = l_563;
}
let l_568 = u32(0) + l_mut_361;
let l_569 = -l_563;
let l_570 = exp(l_569);
let l_571 = f32(1.0) + l_570;
let l_572 = f32(1.0) / l_571;
let l_573 = l_563 * l_572;
shared_memory_360[l_568] = l_573;
let l_574 = a_544[u32(1)];
let l_575 = l_4 + u32(1);
let l_576 = l_575 < info.scalars_u32[0];
if l_576 {
let l_577 = l_575 * u32(128);
let l_578 = l_577 + l_mut_361;
buffer_12_global[l_578] = l_574;
}
let l_579 = u32(128) + l_mut_361;
let l_580 = -l_574;
let l_581 = exp(l_580);
let l_582 = f32(1.0) + l_581;
let l_583 = f32(1.0) / l_582;
let l_584 = l_574 * l_583;
shared_memory_360[l_579] = l_584;
l_mut_361 = l_mut_361 + u32(256);
}
workgroupBarrier();
l_mut_585 = local_idx;
loop {
let l_586 = l_mut_585 < u32(384);
let l_587 = !l_586;
if l_587 {
break;
}
let l_589 = info.scalars_u32[7] + l_mut_585;
let l_590 = buffer_6_global[l_589];
a_588[u32(0)] = l_590;
a_588[u32(1)] = l_590;
l_mut_591 = u32(0);
loop {
let l_592 = u32(0) + u32(128);
let l_593 = l_mut_591 < l_592;
let l_594 = !l_593;
if l_594 {
break;
}
let l_596 = l_mut_591 + u32(0);
let l_597 = l_596 * u32(384);
let l_598 = info.scalars_u32[6] + l_597;
let l_599 = l_598 + l_mut_585;
let l_600 = buffer_6_global[l_599];
a_595[u32(0)] = l_600;
let l_601 = l_mut_591 + u32(1);
let l_602 = l_601 * u32(384);
let l_603 = info.scalars_u32[6] + l_602;
let l_604 = l_603 + l_mut_585;
let l_605 = buffer_6_global[l_604];
a_595[u32(1)] = l_605;
let l_606 = l_mut_591 + u32(2);
let l_607 = l_606 * u32(384);
let l_608 = info.scalars_u32[6] + l_607;
let l_609 = l_608 + l_mut_585;
let l_610 = buffer_6_global[l_609];
a_595[u32(2)] = l_610;
let l_611 = l_mut_591 + u32(3);
let l_612 = l_611 * u32(384);
let l_613 = info.scalars_u32[6] + l_612;
let l_614 = l_613 + l_mut_585;
let l_615 = buffer_6_global[l_614];
a_595[u32(3)] = l_615;
let l_616 = l_mut_591 + u32(4);
let l_617 = l_616 * u32(384);
let l_618 = info.scalars_u32[6] + l_617;
let l_619 = l_618 + l_mut_585;
let l_620 = buffer_6_global[l_619];
a_595[u32(4)] = l_620;
let l_621 = l_mut_591 + u32(5);
let l_622 = l_621 * u32(384);
let l_623 = info.scalars_u32[6] + l_622;
let l_624 = l_623 + l_mut_585;
let l_625 = buffer_6_global[l_624];
a_595[u32(5)] = l_625;
let l_626 = l_mut_591 + u32(6);
let l_627 = l_626 * u32(384);
let l_628 = info.scalars_u32[6] + l_627;
let l_629 = l_628 + l_mut_585;
let l_630 = buffer_6_global[l_629];
a_595[u32(6)] = l_630;
let l_631 = l_mut_591 + u32(7);
let l_632 = l_631 * u32(384);
let l_633 = info.scalars_u32[6] + l_632;
let l_634 = l_633 + l_mut_585;
let l_635 = buffer_6_global[l_634];
a_595[u32(7)] = l_635;
let l_636 = u32(0) + l_mut_591;
let l_637 = l_636 + u32(0);
let l_638 = shared_memory_360[l_637];
let l_639 = a_595[u32(0)];
let l_640 = l_638 * l_639;
let l_641 = a_588[u32(0)];
let l_642 = l_641 + l_640;
a_588[u32(0)] = l_642;
let l_643 = u32(128) + l_mut_591;
let l_644 = l_643 + u32(0);
let l_645 = shared_memory_360[l_644];
let l_646 = a_595[u32(0)];
let l_647 = l_645 * l_646;
let l_648 = a_588[u32(1)];
let l_649 = l_648 + l_647;
a_588[u32(1)] = l_649;
let l_650 = u32(0) + l_mut_591;
let l_651 = l_650 + u32(1);
let l_652 = shared_memory_360[l_651];
let l_653 = a_595[u32(1)];
let l_654 = l_652 * l_653;
let l_655 = a_588[u32(0)];
let l_656 = l_655 + l_654;
a_588[u32(0)] = l_656;
let l_657 = u32(128) + l_mut_591;
let l_658 = l_657 + u32(1);
let l_659 = shared_memory_360[l_658];
let l_660 = a_595[u32(1)];
let l_661 = l_659 * l_660;
let l_662 = a_588[u32(1)];
let l_663 = l_662 + l_661;
a_588[u32(1)] = l_663;
let l_664 = u32(0) + l_mut_591;
let l_665 = l_664 + u32(2);
let l_666 = shared_memory_360[l_665];
let l_667 = a_595[u32(2)];
let l_668 = l_666 * l_667;
let l_669 = a_588[u32(0)];
let l_670 = l_669 + l_668;
a_588[u32(0)] = l_670;
let l_671 = u32(128) + l_mut_591;
let l_672 = l_671 + u32(2);
let l_673 = shared_memory_360[l_672];
let l_674 = a_595[u32(2)];
let l_675 = l_673 * l_674;
let l_676 = a_588[u32(1)];
let l_677 = l_676 + l_675;
a_588[u32(1)] = l_677;
let l_678 = u32(0) + l_mut_591;
let l_679 = l_678 + u32(3);
let l_680 = shared_memory_360[l_679];
let l_681 = a_595[u32(3)];
let l_682 = l_680 * l_681;
let l_683 = a_588[u32(0)];
let l_684 = l_683 + l_682;
a_588[u32(0)] = l_684;
let l_685 = u32(128) + l_mut_591;
let l_686 = l_685 + u32(3);
let l_687 = shared_memory_360[l_686];
let l_688 = a_595[u32(3)];
let l_689 = l_687 * l_688;
let l_690 = a_588[u32(1)];
let l_691 = l_690 + l_689;
a_588[u32(1)] = l_691;
let l_692 = u32(0) + l_mut_591;
let l_693 = l_692 + u32(4);
let l_694 = shared_memory_360[l_693];
let l_695 = a_595[u32(4)];
let l_696 = l_694 * l_695;
let l_697 = a_588[u32(0)];
let l_698 = l_697 + l_696;
a_588[u32(0)] = l_698;
let l_699 = u32(128) + l_mut_591;
let l_700 = l_699 + u32(4);
let l_701 = shared_memory_360[l_700];
let l_702 = a_595[u32(4)];
let l_703 = l_701 * l_702;
let l_704 = a_588[u32(1)];
let l_705 = l_704 + l_703;
a_588[u32(1)] = l_705;
let l_706 = u32(0) + l_mut_591;
let l_707 = l_706 + u32(5);
let l_708 = shared_memory_360[l_707];
let l_709 = a_595[u32(5)];
let l_710 = l_708 * l_709;
let l_711 = a_588[u32(0)];
let l_712 = l_711 + l_710;
a_588[u32(0)] = l_712;
let l_713 = u32(128) + l_mut_591;
let l_714 = l_713 + u32(5);
let l_715 = shared_memory_360[l_714];
let l_716 = a_595[u32(5)];
let l_717 = l_715 * l_716;
let l_718 = a_588[u32(1)];
let l_719 = l_718 + l_717;
a_588[u32(1)] = l_719;
let l_720 = u32(0) + l_mut_591;
let l_721 = l_720 + u32(6);
let l_722 = shared_memory_360[l_721];
let l_723 = a_595[u32(6)];
let l_724 = l_722 * l_723;
let l_725 = a_588[u32(0)];
let l_726 = l_725 + l_724;
a_588[u32(0)] = l_726;
let l_727 = u32(128) + l_mut_591;
let l_728 = l_727 + u32(6);
let l_729 = shared_memory_360[l_728];
let l_730 = a_595[u32(6)];
let l_731 = l_729 * l_730;
let l_732 = a_588[u32(1)];
let l_733 = l_732 + l_731;
a_588[u32(1)] = l_733;
let l_734 = u32(0) + l_mut_591;
let l_735 = l_734 + u32(7);
let l_736 = shared_memory_360[l_735];
let l_737 = a_595[u32(7)];
let l_738 = l_736 * l_737;
let l_739 = a_588[u32(0)];
let l_740 = l_739 + l_738;
a_588[u32(0)] = l_740;
let l_741 = u32(128) + l_mut_591;
let l_742 = l_741 + u32(7);
let l_743 = shared_memory_360[l_742];
let l_744 = a_595[u32(7)];
let l_745 = l_743 * l_744;
let l_746 = a_588[u32(1)];
let l_747 = l_746 + l_745;
a_588[u32(1)] = l_747;
l_mut_591 = l_mut_591 + u32(8);
}
let l_748 = l_4 + u32(0);
let l_749 = l_748 < info.scalars_u32[0];
if l_749 {
let l_750 = l_748 * u32(384);
let l_751 = l_750 + l_mut_585;
let l_752 = a_588[u32(0)];
buffer_13_global[l_751] = l_752;
}
let l_753 = l_4 + u32(1);
let l_754 = l_753 < info.scalars_u32[0];
if l_754 {
let l_755 = l_753 * u32(384);
let l_756 = l_755 + l_mut_585;
let l_757 = a_588[u32(1)];
buffer_13_global[l_756] = l_757;
}
l_mut_585 = l_mut_585 + u32(256);
}
}
