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

var<workgroup> shared_memory_5: array<f32, 512>;

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
var a_19: array<f32, 4>;

var a_24: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_16: u32;
var l_mut_21: u32;
var l_mut_286: f32;
var l_mut_6: u32;
let l_0 = info.scalars_u32[0] + u32(4);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(4);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(4);
l_mut_6 = local_idx;
loop {
let l_7 = l_mut_6 < u32(512);
let l_8 = !l_7;
if l_8 {
break;
}
let l_9 = l_mut_6 / u32(128);
let l_10 = l_4 + l_9;
let l_11 = l_10 < info.scalars_u32[0];
if l_11 {
let l_12 = l_10 * u32(128);
let l_13 = l_mut_6 % u32(128);
let l_14 = l_12 + l_13;
let l_15 = buffer_0_global[l_14];
shared_memory_5[l_mut_6] = l_15;
} else {
shared_memory_5[l_mut_6] = f32(0.0);
}
l_mut_6 = l_mut_6 + u32(128);
}
workgroupBarrier();
l_mut_16 = local_idx;
loop {
let l_17 = l_mut_16 < u32(256);
let l_18 = !l_17;
if l_18 {
break;
}
let l_20 = buffer_2_global[l_mut_16];
a_19[u32(0)] = l_20;
a_19[u32(1)] = l_20;
a_19[u32(2)] = l_20;
a_19[u32(3)] = l_20;
l_mut_21 = u32(0);
loop {
let l_22 = l_mut_21 < u32(128);
let l_23 = !l_22;
if l_23 {
break;
}
let l_25 = l_mut_21 + u32(0);
let l_26 = l_25 * u32(256);
let l_27 = l_26 + l_mut_16;
let l_28 = buffer_1_global[l_27];
a_24[u32(0)] = l_28;
let l_29 = l_mut_21 + u32(1);
let l_30 = l_29 * u32(256);
let l_31 = l_30 + l_mut_16;
let l_32 = buffer_1_global[l_31];
a_24[u32(1)] = l_32;
let l_33 = l_mut_21 + u32(2);
let l_34 = l_33 * u32(256);
let l_35 = l_34 + l_mut_16;
let l_36 = buffer_1_global[l_35];
a_24[u32(2)] = l_36;
let l_37 = l_mut_21 + u32(3);
let l_38 = l_37 * u32(256);
let l_39 = l_38 + l_mut_16;
let l_40 = buffer_1_global[l_39];
a_24[u32(3)] = l_40;
let l_41 = l_mut_21 + u32(4);
let l_42 = l_41 * u32(256);
let l_43 = l_42 + l_mut_16;
let l_44 = buffer_1_global[l_43];
a_24[u32(4)] = l_44;
let l_45 = l_mut_21 + u32(5);
let l_46 = l_45 * u32(256);
let l_47 = l_46 + l_mut_16;
let l_48 = buffer_1_global[l_47];
a_24[u32(5)] = l_48;
let l_49 = l_mut_21 + u32(6);
let l_50 = l_49 * u32(256);
let l_51 = l_50 + l_mut_16;
let l_52 = buffer_1_global[l_51];
a_24[u32(6)] = l_52;
let l_53 = l_mut_21 + u32(7);
let l_54 = l_53 * u32(256);
let l_55 = l_54 + l_mut_16;
let l_56 = buffer_1_global[l_55];
a_24[u32(7)] = l_56;
let l_57 = u32(0) + l_mut_21;
let l_58 = l_57 + u32(0);
let l_59 = shared_memory_5[l_58];
let l_60 = a_24[u32(0)];
let l_61 = l_59 * l_60;
let l_62 = a_19[u32(0)];
let l_63 = l_62 + l_61;
a_19[u32(0)] = l_63;
let l_64 = u32(128) + l_mut_21;
let l_65 = l_64 + u32(0);
let l_66 = shared_memory_5[l_65];
let l_67 = a_24[u32(0)];
let l_68 = l_66 * l_67;
let l_69 = a_19[u32(1)];
let l_70 = l_69 + l_68;
a_19[u32(1)] = l_70;
let l_71 = u32(256) + l_mut_21;
let l_72 = l_71 + u32(0);
let l_73 = shared_memory_5[l_72];
let l_74 = a_24[u32(0)];
let l_75 = l_73 * l_74;
let l_76 = a_19[u32(2)];
let l_77 = l_76 + l_75;
a_19[u32(2)] = l_77;
let l_78 = u32(384) + l_mut_21;
let l_79 = l_78 + u32(0);
let l_80 = shared_memory_5[l_79];
let l_81 = a_24[u32(0)];
let l_82 = l_80 * l_81;
let l_83 = a_19[u32(3)];
let l_84 = l_83 + l_82;
a_19[u32(3)] = l_84;
let l_85 = u32(0) + l_mut_21;
let l_86 = l_85 + u32(1);
let l_87 = shared_memory_5[l_86];
let l_88 = a_24[u32(1)];
let l_89 = l_87 * l_88;
let l_90 = a_19[u32(0)];
let l_91 = l_90 + l_89;
a_19[u32(0)] = l_91;
let l_92 = u32(128) + l_mut_21;
let l_93 = l_92 + u32(1);
let l_94 = shared_memory_5[l_93];
let l_95 = a_24[u32(1)];
let l_96 = l_94 * l_95;
let l_97 = a_19[u32(1)];
let l_98 = l_97 + l_96;
a_19[u32(1)] = l_98;
let l_99 = u32(256) + l_mut_21;
let l_100 = l_99 + u32(1);
let l_101 = shared_memory_5[l_100];
let l_102 = a_24[u32(1)];
let l_103 = l_101 * l_102;
let l_104 = a_19[u32(2)];
let l_105 = l_104 + l_103;
a_19[u32(2)] = l_105;
let l_106 = u32(384) + l_mut_21;
let l_107 = l_106 + u32(1);
let l_108 = shared_memory_5[l_107];
let l_109 = a_24[u32(1)];
let l_110 = l_108 * l_109;
let l_111 = a_19[u32(3)];
let l_112 = l_111 + l_110;
a_19[u32(3)] = l_112;
let l_113 = u32(0) + l_mut_21;
let l_114 = l_113 + u32(2);
let l_115 = shared_memory_5[l_114];
let l_116 = a_24[u32(2)];
let l_117 = l_115 * l_116;
let l_118 = a_19[u32(0)];
let l_119 = l_118 + l_117;
a_19[u32(0)] = l_119;
let l_120 = u32(128) + l_mut_21;
let l_121 = l_120 + u32(2);
let l_122 = shared_memory_5[l_121];
let l_123 = a_24[u32(2)];
let l_124 = l_122 * l_123;
let l_125 = a_19[u32(1)];
let l_126 = l_125 + l_124;
a_19[u32(1)] = l_126;
let l_127 = u32(256) + l_mut_21;
let l_128 = l_127 + u32(2);
let l_129 = shared_memory_5[l_128];
let l_130 = a_24[u32(2)];
let l_131 = l_129 * l_130;
let l_132 = a_19[u32(2)];
let l_133 = l_132 + l_131;
a_19[u32(2)] = l_133;
let l_134 = u32(384) + l_mut_21;
let l_135 = l_134 + u32(2);
let l_136 = shared_memory_5[l_135];
let l_137 = a_24[u32(2)];
let l_138 = l_136 * l_137;
let l_139 = a_19[u32(3)];
let l_140 = l_139 + l_138;
a_19[u32(3)] = l_140;
let l_141 = u32(0) + l_mut_21;
let l_142 = l_141 + u32(3);
let l_143 = shared_memory_5[l_142];
let l_144 = a_24[u32(3)];
let l_145 = l_143 * l_144;
let l_146 = a_19[u32(0)];
let l_147 = l_146 + l_145;
a_19[u32(0)] = l_147;
let l_148 = u32(128) + l_mut_21;
let l_149 = l_148 + u32(3);
let l_150 = shared_memory_5[l_149];
let l_151 = a_24[u32(3)];
let l_152 = l_150 * l_151;
let l_153 = a_19[u32(1)];
let l_154 = l_153 + l_152;
a_19[u32(1)] = l_154;
let l_155 = u32(256) + l_mut_21;
let l_156 = l_155 + u32(3);
let l_157 = shared_memory_5[l_156];
let l_158 = a_24[u32(3)];
let l_159 = l_157 * l_158;
let l_160 = a_19[u32(2)];
let l_161 = l_160 + l_159;
a_19[u32(2)] = l_161;
let l_162 = u32(384) + l_mut_21;
let l_163 = l_162 + u32(3);
let l_164 = shared_memory_5[l_163];
let l_165 = a_24[u32(3)];
let l_166 = l_164 * l_165;
let l_167 = a_19[u32(3)];
let l_168 = l_167 + l_166;
a_19[u32(3)] = l_168;
let l_169 = u32(0) + l_mut_21;
let l_170 = l_169 + u32(4);
let l_171 = shared_memory_5[l_170];
let l_172 = a_24[u32(4)];
let l_173 = l_171 * l_172;
let l_174 = a_19[u32(0)];
let l_175 = l_174 + l_173;
a_19[u32(0)] = l_175;
let l_176 = u32(128) + l_mut_21;
let l_177 = l_176 + u32(4);
let l_178 = shared_memory_5[l_177];
let l_179 = a_24[u32(4)];
let l_180 = l_178 * l_179;
let l_181 = a_19[u32(1)];
let l_182 = l_181 + l_180;
a_19[u32(1)] = l_182;
let l_183 = u32(256) + l_mut_21;
let l_184 = l_183 + u32(4);
let l_185 = shared_memory_5[l_184];
let l_186 = a_24[u32(4)];
let l_187 = l_185 * l_186;
let l_188 = a_19[u32(2)];
let l_189 = l_188 + l_187;
a_19[u32(2)] = l_189;
let l_190 = u32(384) + l_mut_21;
let l_191 = l_190 + u32(4);
let l_192 = shared_memory_5[l_191];
let l_193 = a_24[u32(4)];
let l_194 = l_192 * l_193;
let l_195 = a_19[u32(3)];
let l_196 = l_195 + l_194;
a_19[u32(3)] = l_196;
let l_197 = u32(0) + l_mut_21;
let l_198 = l_197 + u32(5);
let l_199 = shared_memory_5[l_198];
let l_200 = a_24[u32(5)];
let l_201 = l_199 * l_200;
let l_202 = a_19[u32(0)];
let l_203 = l_202 + l_201;
a_19[u32(0)] = l_203;
let l_204 = u32(128) + l_mut_21;
let l_205 = l_204 + u32(5);
let l_206 = shared_memory_5[l_205];
let l_207 = a_24[u32(5)];
let l_208 = l_206 * l_207;
let l_209 = a_19[u32(1)];
let l_210 = l_209 + l_208;
a_19[u32(1)] = l_210;
let l_211 = u32(256) + l_mut_21;
let l_212 = l_211 + u32(5);
let l_213 = shared_memory_5[l_212];
let l_214 = a_24[u32(5)];
let l_215 = l_213 * l_214;
let l_216 = a_19[u32(2)];
let l_217 = l_216 + l_215;
a_19[u32(2)] = l_217;
let l_218 = u32(384) + l_mut_21;
let l_219 = l_218 + u32(5);
let l_220 = shared_memory_5[l_219];
let l_221 = a_24[u32(5)];
let l_222 = l_220 * l_221;
let l_223 = a_19[u32(3)];
let l_224 = l_223 + l_222;
a_19[u32(3)] = l_224;
let l_225 = u32(0) + l_mut_21;
let l_226 = l_225 + u32(6);
let l_227 = shared_memory_5[l_226];
let l_228 = a_24[u32(6)];
let l_229 = l_227 * l_228;
let l_230 = a_19[u32(0)];
let l_231 = l_230 + l_229;
a_19[u32(0)] = l_231;
let l_232 = u32(128) + l_mut_21;
let l_233 = l_232 + u32(6);
let l_234 = shared_memory_5[l_233];
let l_235 = a_24[u32(6)];
let l_236 = l_234 * l_235;
let l_237 = a_19[u32(1)];
let l_238 = l_237 + l_236;
a_19[u32(1)] = l_238;
let l_239 = u32(256) + l_mut_21;
let l_240 = l_239 + u32(6);
let l_241 = shared_memory_5[l_240];
let l_242 = a_24[u32(6)];
let l_243 = l_241 * l_242;
let l_244 = a_19[u32(2)];
let l_245 = l_244 + l_243;
a_19[u32(2)] = l_245;
let l_246 = u32(384) + l_mut_21;
let l_247 = l_246 + u32(6);
let l_248 = shared_memory_5[l_247];
let l_249 = a_24[u32(6)];
let l_250 = l_248 * l_249;
let l_251 = a_19[u32(3)];
let l_252 = l_251 + l_250;
a_19[u32(3)] = l_252;
let l_253 = u32(0) + l_mut_21;
let l_254 = l_253 + u32(7);
let l_255 = shared_memory_5[l_254];
let l_256 = a_24[u32(7)];
let l_257 = l_255 * l_256;
let l_258 = a_19[u32(0)];
let l_259 = l_258 + l_257;
a_19[u32(0)] = l_259;
let l_260 = u32(128) + l_mut_21;
let l_261 = l_260 + u32(7);
let l_262 = shared_memory_5[l_261];
let l_263 = a_24[u32(7)];
let l_264 = l_262 * l_263;
let l_265 = a_19[u32(1)];
let l_266 = l_265 + l_264;
a_19[u32(1)] = l_266;
let l_267 = u32(256) + l_mut_21;
let l_268 = l_267 + u32(7);
let l_269 = shared_memory_5[l_268];
let l_270 = a_24[u32(7)];
let l_271 = l_269 * l_270;
let l_272 = a_19[u32(2)];
let l_273 = l_272 + l_271;
a_19[u32(2)] = l_273;
let l_274 = u32(384) + l_mut_21;
let l_275 = l_274 + u32(7);
let l_276 = shared_memory_5[l_275];
let l_277 = a_24[u32(7)];
let l_278 = l_276 * l_277;
let l_279 = a_19[u32(3)];
let l_280 = l_279 + l_278;
a_19[u32(3)] = l_280;
l_mut_21 = l_mut_21 + u32(8);
}
let l_281 = l_4 + u32(0);
let l_282 = l_281 < info.scalars_u32[0];
if l_282 {
let l_283 = l_281 * u32(256);
let l_284 = l_283 + l_mut_16;
let l_285 = a_19[u32(0)];
l_mut_286 = l_285;
buffer_3_global[l_284] = l_mut_286;
}
let l_287 = l_4 + u32(1);
let l_288 = l_287 < info.scalars_u32[0];
if l_288 {
let l_289 = l_287 * u32(256);
let l_290 = l_289 + l_mut_16;
let l_291 = a_19[u32(1)];
l_mut_286 = l_291;
buffer_3_global[l_290] = l_mut_286;
}
let l_292 = l_4 + u32(2);
let l_293 = l_292 < info.scalars_u32[0];
if l_293 {
let l_294 = l_292 * u32(256);
let l_295 = l_294 + l_mut_16;
let l_296 = a_19[u32(2)];
l_mut_286 = l_296;
buffer_3_global[l_295] = l_mut_286;
}
let l_297 = l_4 + u32(3);
let l_298 = l_297 < info.scalars_u32[0];
if l_298 {
let l_299 = l_297 * u32(256);
let l_300 = l_299 + l_mut_16;
let l_301 = a_19[u32(3)];
l_mut_286 = l_301;
buffer_3_global[l_300] = l_mut_286;
}
l_mut_16 = l_mut_16 + u32(128);
}
}
