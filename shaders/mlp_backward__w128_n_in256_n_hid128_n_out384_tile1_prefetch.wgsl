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

var<workgroup> shared_memory_19: array<f32, 384>;

var<workgroup> shared_memory_20: array<f32, 128>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn mlp_backward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_15: array<vec4<f32>, 1>;

var a_35: array<f32, 1>;

var a_40: array<f32, 8>;

var a_165: array<f32, 1>;

var a_170: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_146: f32;
var l_mut_166: u32;
var l_mut_21: u32;
var l_mut_29: u32;
var l_mut_36: u32;
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
let l_10 = info.scalars_u32[0] + u32(1);
let l_11 = l_10 - u32(1);
let l_12 = l_11 / u32(1);
let l_13 = workgroup_id_no_axis >= l_12;
if l_13 {
return;
}
let l_16 = 1u;
let l_17 = l_16 - u32(0);
let l_18 = workgroup_id_no_axis * u32(1);
l_mut_21 = local_idx;
loop {
let l_22 = l_mut_21 < u32(384);
let l_23 = !l_22;
if l_23 {
break;
}
let l_24 = l_mut_21 / u32(384);
let l_25 = l_18 + l_24;
let l_26 = l_25 < info.scalars_u32[0];
if l_26 {
let l_27 = l_25 * u32(384);
let l_28 = l_mut_21 % u32(384);
l_mut_29 = l_28;
let l_30 = l_27 + l_mut_29;
let l_31 = u32(0) + l_30;
let l_32 = buffer_0_global[l_31];
shared_memory_19[l_mut_21] = l_32;
} else {
shared_memory_19[l_mut_21] = f32(0.0);
}
l_mut_21 = l_mut_21 + u32(128);
}
workgroupBarrier();
l_mut_29 = local_idx;
loop {
let l_33 = l_mut_29 < u32(128);
let l_34 = !l_33;
if l_34 {
break;
}
a_35[u32(0)] = f32(0.0);
l_mut_21 = l_mut_29;
l_mut_36 = u32(0);
loop {
let l_37 = u32(0) + u32(384);
let l_38 = l_mut_36 < l_37;
let l_39 = !l_38;
if l_39 {
break;
}
let l_41 = l_mut_36 + u32(0);
let l_42 = l_41 * u32(128);
let l_43 = u32(0) + l_42;
let l_44 = l_43 + l_mut_21;
let l_45 = u32(0) + l_44;
let l_46 = buffer_1_global[l_45];
a_40[u32(0)] = l_46;
let l_47 = l_mut_36 + u32(1);
let l_48 = l_47 * u32(128);
let l_49 = u32(0) + l_48;
let l_50 = l_49 + l_mut_21;
let l_51 = u32(0) + l_50;
let l_52 = buffer_1_global[l_51];
a_40[u32(1)] = l_52;
let l_53 = l_mut_36 + u32(2);
let l_54 = l_53 * u32(128);
let l_55 = u32(0) + l_54;
let l_56 = l_55 + l_mut_21;
let l_57 = u32(0) + l_56;
let l_58 = buffer_1_global[l_57];
a_40[u32(2)] = l_58;
let l_59 = l_mut_36 + u32(3);
let l_60 = l_59 * u32(128);
let l_61 = u32(0) + l_60;
let l_62 = l_61 + l_mut_21;
let l_63 = u32(0) + l_62;
let l_64 = buffer_1_global[l_63];
a_40[u32(3)] = l_64;
let l_65 = l_mut_36 + u32(4);
let l_66 = l_65 * u32(128);
let l_67 = u32(0) + l_66;
let l_68 = l_67 + l_mut_21;
let l_69 = u32(0) + l_68;
let l_70 = buffer_1_global[l_69];
a_40[u32(4)] = l_70;
let l_71 = l_mut_36 + u32(5);
let l_72 = l_71 * u32(128);
let l_73 = u32(0) + l_72;
let l_74 = l_73 + l_mut_21;
let l_75 = u32(0) + l_74;
let l_76 = buffer_1_global[l_75];
a_40[u32(5)] = l_76;
let l_77 = l_mut_36 + u32(6);
let l_78 = l_77 * u32(128);
let l_79 = u32(0) + l_78;
let l_80 = l_79 + l_mut_21;
let l_81 = u32(0) + l_80;
let l_82 = buffer_1_global[l_81];
a_40[u32(6)] = l_82;
let l_83 = l_mut_36 + u32(7);
let l_84 = l_83 * u32(128);
let l_85 = u32(0) + l_84;
let l_86 = l_85 + l_mut_21;
let l_87 = u32(0) + l_86;
let l_88 = buffer_1_global[l_87];
a_40[u32(7)] = l_88;
let l_89 = u32(0) + l_mut_36;
let l_90 = l_89 + u32(0);
let l_91 = shared_memory_19[l_90];
let l_92 = a_40[u32(0)];
let l_93 = l_91 * l_92;
let l_94 = a_35[u32(0)];
let l_95 = l_94 + l_93;
a_35[u32(0)] = l_95;
let l_96 = u32(0) + l_mut_36;
let l_97 = l_96 + u32(1);
let l_98 = shared_memory_19[l_97];
let l_99 = a_40[u32(1)];
let l_100 = l_98 * l_99;
let l_101 = a_35[u32(0)];
let l_102 = l_101 + l_100;
a_35[u32(0)] = l_102;
let l_103 = u32(0) + l_mut_36;
let l_104 = l_103 + u32(2);
let l_105 = shared_memory_19[l_104];
let l_106 = a_40[u32(2)];
let l_107 = l_105 * l_106;
let l_108 = a_35[u32(0)];
let l_109 = l_108 + l_107;
a_35[u32(0)] = l_109;
let l_110 = u32(0) + l_mut_36;
let l_111 = l_110 + u32(3);
let l_112 = shared_memory_19[l_111];
let l_113 = a_40[u32(3)];
let l_114 = l_112 * l_113;
let l_115 = a_35[u32(0)];
let l_116 = l_115 + l_114;
a_35[u32(0)] = l_116;
let l_117 = u32(0) + l_mut_36;
let l_118 = l_117 + u32(4);
let l_119 = shared_memory_19[l_118];
let l_120 = a_40[u32(4)];
let l_121 = l_119 * l_120;
let l_122 = a_35[u32(0)];
let l_123 = l_122 + l_121;
a_35[u32(0)] = l_123;
let l_124 = u32(0) + l_mut_36;
let l_125 = l_124 + u32(5);
let l_126 = shared_memory_19[l_125];
let l_127 = a_40[u32(5)];
let l_128 = l_126 * l_127;
let l_129 = a_35[u32(0)];
let l_130 = l_129 + l_128;
a_35[u32(0)] = l_130;
let l_131 = u32(0) + l_mut_36;
let l_132 = l_131 + u32(6);
let l_133 = shared_memory_19[l_132];
let l_134 = a_40[u32(6)];
let l_135 = l_133 * l_134;
let l_136 = a_35[u32(0)];
let l_137 = l_136 + l_135;
a_35[u32(0)] = l_137;
let l_138 = u32(0) + l_mut_36;
let l_139 = l_138 + u32(7);
let l_140 = shared_memory_19[l_139];
let l_141 = a_40[u32(7)];
let l_142 = l_140 * l_141;
let l_143 = a_35[u32(0)];
let l_144 = l_143 + l_142;
a_35[u32(0)] = l_144;
l_mut_36 = l_mut_36 + u32(8);
}
let l_145 = l_18 + u32(0);
l_mut_146 = f32(0.0);
let l_147 = l_145 < info.scalars_u32[0];
if l_147 {
let l_148 = a_35[u32(0)];
let l_149 = l_145 * u32(128);
let l_150 = l_149 + l_mut_29;
let l_151 = u32(0) + l_150;
let l_152 = buffer_3_global[l_151];
let l_153 = -l_152;
let l_154 = exp(l_153);
let l_155 = f32(1.0) + l_154;
let l_156 = f32(1.0) / l_155;
let l_157 = f32(1.0) - l_156;
let l_158 = l_152 * l_157;
let l_159 = f32(1.0) + l_158;
let l_160 = l_156 * l_159;
let l_161 = l_148 * l_160;
l_mut_146 = l_161;
}
let l_162 = u32(0) + l_mut_29;
shared_memory_20[l_162] = l_mut_146;
l_mut_29 = l_mut_29 + u32(128);
}
workgroupBarrier();
l_mut_36 = local_idx;
loop {
let l_163 = l_mut_36 < u32(256);
let l_164 = !l_163;
if l_164 {
break;
}
a_165[u32(0)] = f32(0.0);
l_mut_21 = l_mut_36;
l_mut_166 = u32(0);
loop {
let l_167 = u32(0) + u32(128);
let l_168 = l_mut_166 < l_167;
let l_169 = !l_168;
if l_169 {
break;
}
let l_171 = l_mut_166 + u32(0);
let l_172 = l_171 * u32(256);
let l_173 = u32(0) + l_172;
let l_174 = l_173 + l_mut_21;
let l_175 = u32(0) + l_174;
let l_176 = buffer_2_global[l_175];
a_170[u32(0)] = l_176;
let l_177 = l_mut_166 + u32(1);
let l_178 = l_177 * u32(256);
let l_179 = u32(0) + l_178;
let l_180 = l_179 + l_mut_21;
let l_181 = u32(0) + l_180;
let l_182 = buffer_2_global[l_181];
a_170[u32(1)] = l_182;
let l_183 = l_mut_166 + u32(2);
let l_184 = l_183 * u32(256);
let l_185 = u32(0) + l_184;
let l_186 = l_185 + l_mut_21;
let l_187 = u32(0) + l_186;
let l_188 = buffer_2_global[l_187];
a_170[u32(2)] = l_188;
let l_189 = l_mut_166 + u32(3);
let l_190 = l_189 * u32(256);
let l_191 = u32(0) + l_190;
let l_192 = l_191 + l_mut_21;
let l_193 = u32(0) + l_192;
let l_194 = buffer_2_global[l_193];
a_170[u32(3)] = l_194;
let l_195 = l_mut_166 + u32(4);
let l_196 = l_195 * u32(256);
let l_197 = u32(0) + l_196;
let l_198 = l_197 + l_mut_21;
let l_199 = u32(0) + l_198;
let l_200 = buffer_2_global[l_199];
a_170[u32(4)] = l_200;
let l_201 = l_mut_166 + u32(5);
let l_202 = l_201 * u32(256);
let l_203 = u32(0) + l_202;
let l_204 = l_203 + l_mut_21;
let l_205 = u32(0) + l_204;
let l_206 = buffer_2_global[l_205];
a_170[u32(5)] = l_206;
let l_207 = l_mut_166 + u32(6);
let l_208 = l_207 * u32(256);
let l_209 = u32(0) + l_208;
let l_210 = l_209 + l_mut_21;
let l_211 = u32(0) + l_210;
let l_212 = buffer_2_global[l_211];
a_170[u32(6)] = l_212;
let l_213 = l_mut_166 + u32(7);
let l_214 = l_213 * u32(256);
let l_215 = u32(0) + l_214;
let l_216 = l_215 + l_mut_21;
let l_217 = u32(0) + l_216;
let l_218 = buffer_2_global[l_217];
a_170[u32(7)] = l_218;
let l_219 = u32(0) + l_mut_166;
let l_220 = l_219 + u32(0);
let l_221 = shared_memory_20[l_220];
let l_222 = a_170[u32(0)];
let l_223 = l_221 * l_222;
let l_224 = a_165[u32(0)];
let l_225 = l_224 + l_223;
a_165[u32(0)] = l_225;
let l_226 = u32(0) + l_mut_166;
let l_227 = l_226 + u32(1);
let l_228 = shared_memory_20[l_227];
let l_229 = a_170[u32(1)];
let l_230 = l_228 * l_229;
let l_231 = a_165[u32(0)];
let l_232 = l_231 + l_230;
a_165[u32(0)] = l_232;
let l_233 = u32(0) + l_mut_166;
let l_234 = l_233 + u32(2);
let l_235 = shared_memory_20[l_234];
let l_236 = a_170[u32(2)];
let l_237 = l_235 * l_236;
let l_238 = a_165[u32(0)];
let l_239 = l_238 + l_237;
a_165[u32(0)] = l_239;
let l_240 = u32(0) + l_mut_166;
let l_241 = l_240 + u32(3);
let l_242 = shared_memory_20[l_241];
let l_243 = a_170[u32(3)];
let l_244 = l_242 * l_243;
let l_245 = a_165[u32(0)];
let l_246 = l_245 + l_244;
a_165[u32(0)] = l_246;
let l_247 = u32(0) + l_mut_166;
let l_248 = l_247 + u32(4);
let l_249 = shared_memory_20[l_248];
let l_250 = a_170[u32(4)];
let l_251 = l_249 * l_250;
let l_252 = a_165[u32(0)];
let l_253 = l_252 + l_251;
a_165[u32(0)] = l_253;
let l_254 = u32(0) + l_mut_166;
let l_255 = l_254 + u32(5);
let l_256 = shared_memory_20[l_255];
let l_257 = a_170[u32(5)];
let l_258 = l_256 * l_257;
let l_259 = a_165[u32(0)];
let l_260 = l_259 + l_258;
a_165[u32(0)] = l_260;
let l_261 = u32(0) + l_mut_166;
let l_262 = l_261 + u32(6);
let l_263 = shared_memory_20[l_262];
let l_264 = a_170[u32(6)];
let l_265 = l_263 * l_264;
let l_266 = a_165[u32(0)];
let l_267 = l_266 + l_265;
a_165[u32(0)] = l_267;
let l_268 = u32(0) + l_mut_166;
let l_269 = l_268 + u32(7);
let l_270 = shared_memory_20[l_269];
let l_271 = a_170[u32(7)];
let l_272 = l_270 * l_271;
let l_273 = a_165[u32(0)];
let l_274 = l_273 + l_272;
a_165[u32(0)] = l_274;
l_mut_166 = l_mut_166 + u32(8);
}
let l_276 = l_18 + u32(0);
let l_277 = l_276 < info.scalars_u32[0];
if l_277 {
let l_278 = l_276 * u32(256);
let l_279 = l_278 + l_mut_36;
let l_280 = a_165[u32(0)];
let l_281 = u32(0) + l_279;
buffer_4_global[l_281] = l_280;
}
l_mut_36 = l_mut_36 + u32(128);
}
}
