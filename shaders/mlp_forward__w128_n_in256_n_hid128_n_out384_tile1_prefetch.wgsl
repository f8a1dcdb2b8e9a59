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

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

var<workgroup> shared_memory_23: array<f32, 256>;

var<workgroup> shared_memory_24: array<f32, 128>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn mlp_forward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_19: array<vec4<f32>, 1>;

var a_39: array<f32, 1>;

var a_47: array<f32, 8>;

var a_166: array<f32, 1>;

var a_175: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_170: u32;
var l_mut_171: u32;
var l_mut_25: u32;
var l_mut_33: u32;
var l_mut_43: u32;
let l_0 = info.static_meta[u32(7)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(8)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(9)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(10)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(11)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(12)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(13)];
let l_13 = l_12 - u32(0);
let l_14 = info.scalars_u32[0] + u32(1);
let l_15 = l_14 - u32(1);
let l_16 = l_15 / u32(1);
let l_17 = workgroup_id_no_axis >= l_16;
if l_17 {
return;
}
let l_20 = 1u;
let l_21 = l_20 - u32(0);
let l_22 = workgroup_id_no_axis * u32(1);
l_mut_25 = local_idx;
loop {
let l_26 = l_mut_25 < u32(256);
let l_27 = !l_26;
if l_27 {
break;
}
let l_28 = l_mut_25 / u32(256);
let l_29 = l_22 + l_28;
let l_30 = l_29 < info.scalars_u32[0];
if l_30 {
let l_31 = l_29 * u32(256);
let l_32 = l_mut_25 % u32(256);
l_mut_33 = l_32;
let l_34 = l_31 + l_mut_33;
let l_35 = u32(0) + l_34;
let l_36 = buffer_0_global[l_35];
shared_memory_23[l_mut_25] = l_36;
} else {
shared_memory_23[l_mut_25] = f32(0.0);
}
l_mut_25 = l_mut_25 + u32(128);
}
workgroupBarrier();
l_mut_33 = local_idx;
loop {
let l_37 = l_mut_33 < u32(128);
let l_38 = !l_37;
if l_38 {
break;
}
let l_40 = u32(0) + l_mut_33;
let l_41 = u32(0) + l_40;
let l_42 = buffer_2_global[l_41];
a_39[u32(0)] = l_42;
l_mut_25 = l_mut_33;
l_mut_43 = u32(0);
loop {
let l_44 = u32(0) + u32(256);
let l_45 = l_mut_43 < l_44;
let l_46 = !l_45;
if l_46 {
break;
}
let l_48 = l_mut_43 + u32(0);
let l_49 = l_48 * u32(128);
let l_50 = u32(0) + l_49;
let l_51 = l_50 + l_mut_25;
let l_52 = u32(0) + l_51;
let l_53 = buffer_1_global[l_52];
a_47[u32(0)] = l_53;
let l_54 = l_mut_43 + u32(1);
let l_55 = l_54 * u32(128);
let l_56 = u32(0) + l_55;
let l_57 = l_56 + l_mut_25;
let l_58 = u32(0) + l_57;
let l_59 = buffer_1_global[l_58];
a_47[u32(1)] = l_59;
let l_60 = l_mut_43 + u32(2);
let l_61 = l_60 * u32(128);
let l_62 = u32(0) + l_61;
let l_63 = l_62 + l_mut_25;
let l_64 = u32(0) + l_63;
let l_65 = buffer_1_global[l_64];
a_47[u32(2)] = l_65;
let l_66 = l_mut_43 + u32(3);
let l_67 = l_66 * u32(128);
let l_68 = u32(0) + l_67;
let l_69 = l_68 + l_mut_25;
let l_70 = u32(0) + l_69;
let l_71 = buffer_1_global[l_70];
a_47[u32(3)] = l_71;
let l_72 = l_mut_43 + u32(4);
let l_73 = l_72 * u32(128);
let l_74 = u32(0) + l_73;
let l_75 = l_74 + l_mut_25;
let l_76 = u32(0) + l_75;
let l_77 = buffer_1_global[l_76];
a_47[u32(4)] = l_77;
let l_78 = l_mut_43 + u32(5);
let l_79 = l_78 * u32(128);
let l_80 = u32(0) + l_79;
let l_81 = l_80 + l_mut_25;
let l_82 = u32(0) + l_81;
let l_83 = buffer_1_global[l_82];
a_47[u32(5)] = l_83;
let l_84 = l_mut_43 + u32(6);
let l_85 = l_84 * u32(128);
let l_86 = u32(0) + l_85;
let l_87 = l_86 + l_mut_25;
let l_88 = u32(0) + l_87;
let l_89 = buffer_1_global[l_88];
a_47[u32(6)] = l_89;
let l_90 = l_mut_43 + u32(7);
let l_91 = l_90 * u32(128);
let l_92 = u32(0) + l_91;
let l_93 = l_92 + l_mut_25;
let l_94 = u32(0) + l_93;
let l_95 = buffer_1_global[l_94];
a_47[u32(7)] = l_95;
let l_96 = u32(0) + l_mut_43;
let l_97 = l_96 + u32(0);
let l_98 = shared_memory_23[l_97];
let l_99 = a_47[u32(0)];
let l_100 = l_98 * l_99;
let l_101 = a_39[u32(0)];
let l_102 = l_101 + l_100;
a_39[u32(0)] = l_102;
let l_103 = u32(0) + l_mut_43;
let l_104 = l_103 + u32(1);
let l_105 = shared_memory_23[l_104];
let l_106 = a_47[u32(1)];
let l_107 = l_105 * l_106;
let l_108 = a_39[u32(0)];
let l_109 = l_108 + l_107;
a_39[u32(0)] = l_109;
let l_110 = u32(0) + l_mut_43;
let l_111 = l_110 + u32(2);
let l_112 = shared_memory_23[l_111];
let l_113 = a_47[u32(2)];
let l_114 = l_112 * l_113;
let l_115 = a_39[u32(0)];
let l_116 = l_115 + l_114;
a_39[u32(0)] = l_116;
let l_117 = u32(0) + l_mut_43;
let l_118 = l_117 + u32(3);
let l_119 = shared_memory_23[l_118];
let l_120 = a_47[u32(3)];
let l_121 = l_119 * l_120;
let l_122 = a_39[u32(0)];
let l_123 = l_122 + l_121;
a_39[u32(0)] = l_123;
let l_124 = u32(0) + l_mut_43;
let l_125 = l_124 + u32(4);
let l_126 = shared_memory_23[l_125];
let l_127 = a_47[u32(4)];
let l_128 = l_126 * l_127;
let l_129 = a_39[u32(0)];
let l_130 = l_129 + l_128;
a_39[u32(0)] = l_130;
let l_131 = u32(0) + l_mut_43;
let l_132 = l_131 + u32(5);
let l_133 = shared_memory_23[l_132];
let l_134 = a_47[u32(5)];
let l_135 = l_133 * l_134;
let l_136 = a_39[u32(0)];
let l_137 = l_136 + l_135;
a_39[u32(0)] = l_137;
let l_138 = u32(0) + l_mut_43;
let l_139 = l_138 + u32(6);
let l_140 = shared_memory_23[l_139];
let l_141 = a_47[u32(6)];
let l_142 = l_140 * l_141;
let l_143 = a_39[u32(0)];
let l_144 = l_143 + l_142;
a_39[u32(0)] = l_144;
let l_145 = u32(0) + l_mut_43;
let l_146 = l_145 + u32(7);
let l_147 = shared_memory_23[l_146];
let l_148 = a_47[u32(7)];
let l_149 = l_147 * l_148;
let l_150 = a_39[u32(0)];
let l_151 = l_150 + l_149;
a_39[u32(0)] = l_151;
l_mut_43 = l_mut_43 + u32(8);
}
let l_152 = a_39[u32(0)];
let l_153 = l_22 + u32(0);
let l_154 = l_153 < info.scalars_u32[0];
if l_154 {
let l_155 = l_153 * u32(128);
let l_156 = l_155 + l_mut_33;
let l_157 = u32(0) + l_156;
buffer_5_global[l_157] = l_152;
}
let l_158 = u32(0) + l_mut_33;
let l_159 = -l_152;
let l_160 = exp(l_159);
let l_161 = f32(1.0) + l_160;
let l_162 = f32(1.0) / l_161;
let l_163 = l_152 * l_162;
shared_memory_24[l_158] = l_163;
l_mut_33 = l_mut_33 + u32(128);
}
workgroupBarrier();
l_mut_43 = local_idx;
loop {
let l_164 = l_mut_43 < u32(384);
let l_165 = !l_164;
if l_165 {
break;
}
l_mut_25 = l_mut_43;
let l_167 = u32(0) + l_mut_25;
let l_168 = u32(0) + l_167;
let l_169 = buffer_4_global[l_168];
a_166[u32(0)] = l_169;
l_mut_170 = l_mut_43;
l_mut_171 = u32(0);
loop {
let l_172 = u32(0) + u32(128);
let l_173 = l_mut_171 < l_172;
let l_174 = !l_173;
if l_174 {
break;
}
let l_176 = l_mut_171 + u32(0);
let l_177 = l_176 * u32(384);
let l_178 = u32(0) + l_177;
let l_179 = l_178 + l_mut_170;
let l_180 = u32(0) + l_179;
let l_181 = buffer_3_global[l_180];
a_175[u32(0)] = l_181;
let l_182 = l_mut_171 + u32(1);
let l_183 = l_182 * u32(384);
let l_184 = u32(0) + l_183;
let l_185 = l_184 + l_mut_170;
let l_186 = u32(0) + l_185;
let l_187 = buffer_3_global[l_186];
a_175[u32(1)] = l_187;
let l_188 = l_mut_171 + u32(2);
let l_189 = l_188 * u32(384);
let l_190 = u32(0) + l_189;
let l_191 = l_190 + l_mut_170;
let l_192 = u32(0) + l_191;
let l_193 = buffer_3_global[l_192];
a_175[u32(2)] = l_193;
let l_194 = l_mut_171 + u32(3);
let l_195 = l_194 * u32(384);
let l_196 = u32(0) + l_195;
let l_197 = l_196 + l_mut_170;
let l_198 = u32(0) + l_197;
let l_199 = buffer_3_global[l_198];
a_175[u32(3)] = l_199;
let l_200 = l_mut_171 + u32(4);
let l_201 = l_200 * u32(384);
let l_202 = u32(0) + l_201;
let l_203 = l_202 + l_mut_170;
let l_204 = u32(0) + l_203;
let l_205 = buffer_3_global[l_204];
a_175[u32(4)] = l_205;
let l_206 = l_mut_171 + u32(5);
let l_207 = l_206 * u32(384);
let l_208 = u32(0) + l_207;
let l_209 = l_208 + l_mut_170;
let l_210 = u32(0) + l_209;
let l_211 = buffer_3_global[l_210];
a_175[u32(5)] = l_211;
let l_212 = l_mut_171 + u32(6);
let l_213 = l_212 * u32(384);
let l_214 = u32(0) + l_213;
let l_215 = l_214 + l_mut_170;
let l_216 = u32(0) + l_215;
let l_217 = buffer_3_global[l_216];
a_175[u32(6)] = l_217;
let l_218 = l_mut_171 + u32(7);
let l_219 = l_218 * u32(384);
let l_220 = u32(0) + l_219;
let l_221 = l_220 + l_mut_170;
let l_222 = u32(0) + l_221;
let l_223 = buffer_3_global[l_222];
a_175[u32(7)] = l_223;
let l_224 = u32(0) + l_mut_171;
let l_225 = l_224 + u32(0);
let l_226 = shared_memory_24[l_225];
let l_227 = a_175[u32(0)];
let l_228 = l_226 * l_227;
let l_229 = a_166[u32(0)];
let l_230 = l_229 + l_228;
a_166[u32(0)] = l_230;
let l_231 = u32(0) + l_mut_171;
let l_232 = l_231 + u32(1);
let l_233 = shared_memory_24[l_232];
let l_234 = a_175[u32(1)];
let l_235 = l_233 * l_234;
let l_236 = a_166[u32(0)];
let l_237 = l_236 + l_235;
a_166[u32(0)] = l_237;
let l_238 = u32(0) + l_mut_171;
let l_239 = l_238 + u32(2);
let l_240 = shared_memory_24[l_239];
let l_241 = a_175[u32(2)];
let l_242 = l_240 * l_241;
let l_243 = a_166[u32(0)];
let l_244 = l_243 + l_242;
a_166[u32(0)] = l_244;
let l_245 = u32(0) + l_mut_171;
let l_246 = l_245 + u32(3);
let l_247 = shared_memory_24[l_246];
let l_248 = a_175[u32(3)];
let l_249 = l_247 * l_248;
let l_250 = a_166[u32(0)];
let l_251 = l_250 + l_249;
a_166[u32(0)] = l_251;
let l_252 = u32(0) + l_mut_171;
let l_253 = l_252 + u32(4);
let l_254 = shared_memory_24[l_253];
let l_255 = a_175[u32(4)];
let l_256 = l_254 * l_255;
let l_257 = a_166[u32(0)];
let l_258 = l_257 + l_256;
a_166[u32(0)] = l_258;
let l_259 = u32(0) + l_mut_171;
let l_260 = l_259 + u32(5);
let l_261 = shared_memory_24[l_260];
let l_262 = a_175[u32(5)];
let l_263 = l_261 * l_262;
let l_264 = a_166[u32(0)];
let l_265 = l_264 + l_263;
a_166[u32(0)] = l_265;
let l_266 = u32(0) + l_mut_171;
let l_267 = l_266 + u32(6);
let l_268 = shared_memory_24[l_267];
let l_269 = a_175[u32(6)];
let l_270 = l_268 * l_269;
let l_271 = a_166[u32(0)];
let l_272 = l_271 + l_270;
a_166[u32(0)] = l_272;
let l_273 = u32(0) + l_mut_171;
let l_274 = l_273 + u32(7);
let l_275 = shared_memory_24[l_274];
let l_276 = a_175[u32(7)];
let l_277 = l_275 * l_276;
let l_278 = a_166[u32(0)];
let l_279 = l_278 + l_277;
a_166[u32(0)] = l_279;
l_mut_171 = l_mut_171 + u32(8);
}
let l_280 = l_22 + u32(0);
let l_281 = l_280 < info.scalars_u32[0];
if l_281 {
let l_282 = l_280 * u32(384);
let l_283 = l_282 + l_mut_25;
let l_284 = a_166[u32(0)];
let l_285 = u32(0) + l_283;
buffer_6_global[l_285] = l_284;
}
l_mut_43 = l_mut_43 + u32(128);
}
}
