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
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 20>,
}

@group(0)
@binding(10)
var<storage, read> info: info_st;

var<workgroup> shared_memory_7: array<f32, 128>;

var<workgroup> shared_memory_4: array<f32, 128>;

var<workgroup> shared_memory_8: array<f32, 64>;

var<workgroup> shared_memory_9: array<f32, 64>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn readout_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_23: array<f32, 1>;

var a_28: array<f32, 8>;

var a_132: array<f32, 1>;

var a_181: array<f32, 1>;

var a_186: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_168: f32;
var l_mut_178: u32;
var l_mut_182: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_6 = workgroup_id_no_axis * u32(1);
l_mut_10 = local_idx;
loop {
let l_11 = l_mut_10 < u32(128);
let l_12 = !l_11;
if l_12 {
break;
}
let l_13 = l_mut_10 / u32(128);
let l_14 = l_6 + l_13;
let l_15 = l_14 < info.scalars_u32[0];
if l_15 {
let l_16 = l_14 * u32(128);
let l_17 = l_mut_10 % u32(128);
let l_18 = l_16 + l_17;
let l_19 = buffer_0_global[l_18];
shared_memory_7[l_mut_10] = l_19;
} else {
shared_memory_7[l_mut_10] = f32(0.0);
}
l_mut_10 = l_mut_10 + u32(128);
}
workgroupBarrier();
let l_20 = local_idx < u32(128);
if l_20 {
let l_21 = local_idx % u32(64);
let l_22 = local_idx / u32(64);
a_23[u32(0)] = f32(0.0);
let l_24 = l_22 * u32(64);
l_mut_10 = l_24;
loop {
let l_25 = l_24 + u32(64);
let l_26 = l_mut_10 < l_25;
let l_27 = !l_26;
if l_27 {
break;
}
let l_29 = l_mut_10 + u32(0);
let l_30 = l_29 * u32(64);
let l_31 = u32(0) + l_30;
let l_32 = l_31 + l_21;
let l_33 = buffer_1_global[l_32];
a_28[u32(0)] = l_33;
let l_34 = l_mut_10 + u32(1);
let l_35 = l_34 * u32(64);
let l_36 = u32(0) + l_35;
let l_37 = l_36 + l_21;
let l_38 = buffer_1_global[l_37];
a_28[u32(1)] = l_38;
let l_39 = l_mut_10 + u32(2);
let l_40 = l_39 * u32(64);
let l_41 = u32(0) + l_40;
let l_42 = l_41 + l_21;
let l_43 = buffer_1_global[l_42];
a_28[u32(2)] = l_43;
let l_44 = l_mut_10 + u32(3);
let l_45 = l_44 * u32(64);
let l_46 = u32(0) + l_45;
let l_47 = l_46 + l_21;
let l_48 = buffer_1_global[l_47];
a_28[u32(3)] = l_48;
let l_49 = l_mut_10 + u32(4);
let l_50 = l_49 * u32(64);
let l_51 = u32(0) + l_50;
let l_52 = l_51 + l_21;
let l_53 = buffer_1_global[l_52];
a_28[u32(4)] = l_53;
let l_54 = l_mut_10 + u32(5);
let l_55 = l_54 * u32(64);
let l_56 = u32(0) + l_55;
let l_57 = l_56 + l_21;
let l_58 = buffer_1_global[l_57];
a_28[u32(5)] = l_58;
let l_59 = l_mut_10 + u32(6);
let l_60 = l_59 * u32(64);
let l_61 = u32(0) + l_60;
let l_62 = l_61 + l_21;
let l_63 = buffer_1_global[l_62];
a_28[u32(6)] = l_63;
let l_64 = l_mut_10 + u32(7);
let l_65 = l_64 * u32(64);
let l_66 = u32(0) + l_65;
let l_67 = l_66 + l_21;
let l_68 = buffer_1_global[l_67];
a_28[u32(7)] = l_68;
let l_69 = u32(0) + l_mut_10;
let l_70 = l_69 + u32(0);
let l_71 = shared_memory_7[l_70];
let l_72 = a_28[u32(0)];
let l_73 = l_71 * l_72;
let l_74 = a_23[u32(0)];
let l_75 = l_74 + l_73;
a_23[u32(0)] = l_75;
let l_76 = u32(0) + l_mut_10;
let l_77 = l_76 + u32(1);
let l_78 = shared_memory_7[l_77];
let l_79 = a_28[u32(1)];
let l_80 = l_78 * l_79;
let l_81 = a_23[u32(0)];
let l_82 = l_81 + l_80;
a_23[u32(0)] = l_82;
let l_83 = u32(0) + l_mut_10;
let l_84 = l_83 + u32(2);
let l_85 = shared_memory_7[l_84];
let l_86 = a_28[u32(2)];
let l_87 = l_85 * l_86;
let l_88 = a_23[u32(0)];
let l_89 = l_88 + l_87;
a_23[u32(0)] = l_89;
let l_90 = u32(0) + l_mut_10;
let l_91 = l_90 + u32(3);
let l_92 = shared_memory_7[l_91];
let l_93 = a_28[u32(3)];
let l_94 = l_92 * l_93;
let l_95 = a_23[u32(0)];
let l_96 = l_95 + l_94;
a_23[u32(0)] = l_96;
let l_97 = u32(0) + l_mut_10;
let l_98 = l_97 + u32(4);
let l_99 = shared_memory_7[l_98];
let l_100 = a_28[u32(4)];
let l_101 = l_99 * l_100;
let l_102 = a_23[u32(0)];
let l_103 = l_102 + l_101;
a_23[u32(0)] = l_103;
let l_104 = u32(0) + l_mut_10;
let l_105 = l_104 + u32(5);
let l_106 = shared_memory_7[l_105];
let l_107 = a_28[u32(5)];
let l_108 = l_106 * l_107;
let l_109 = a_23[u32(0)];
let l_110 = l_109 + l_108;
a_23[u32(0)] = l_110;
let l_111 = u32(0) + l_mut_10;
let l_112 = l_111 + u32(6);
let l_113 = shared_memory_7[l_112];
let l_114 = a_28[u32(6)];
let l_115 = l_113 * l_114;
let l_116 = a_23[u32(0)];
let l_117 = l_116 + l_115;
a_23[u32(0)] = l_117;
let l_118 = u32(0) + l_mut_10;
let l_119 = l_118 + u32(7);
let l_120 = shared_memory_7[l_119];
let l_121 = a_28[u32(7)];
let l_122 = l_120 * l_121;
let l_123 = a_23[u32(0)];
let l_124 = l_123 + l_122;
a_23[u32(0)] = l_124;
l_mut_10 = l_mut_10 + u32(8);
}
let l_125 = l_22 * u32(1);
let l_126 = l_125 + u32(0);
let l_127 = l_126 * u32(64);
let l_128 = l_127 + l_21;
let l_129 = a_23[u32(0)];
shared_memory_4[l_128] = l_129;
}
workgroupBarrier();
l_mut_10 = local_idx;
loop {
let l_130 = l_mut_10 < u32(64);
let l_131 = !l_130;
if l_131 {
break;
}
let l_133 = u32(0) + l_mut_10;
let l_134 = buffer_2_global[l_133];
a_132[u32(0)] = l_134;
let l_135 = u32(0) + l_mut_10;
let l_136 = shared_memory_4[l_135];
let l_137 = a_132[u32(0)];
let l_138 = l_137 + l_136;
a_132[u32(0)] = l_138;
let l_139 = u32(64) + l_mut_10;
let l_140 = shared_memory_4[l_139];
let l_141 = a_132[u32(0)];
let l_142 = l_141 + l_140;
a_132[u32(0)] = l_142;
let l_143 = u32(0) + l_mut_10;
let l_144 = buffer_4_global[l_143];
let l_145 = a_132[u32(0)];
let l_146 = u32(0) + l_mut_10;
let l_147 = -l_145;
let l_148 = exp(l_147);
let l_149 = f32(1.0) + l_148;
let l_150 = f32(1.0) / l_149;
let l_151 = l_145 * l_150;
let l_152 = l_151 * l_144;
shared_memory_8[l_146] = l_152;
let l_153 = u32(0) + l_mut_10;
let l_154 = info.scalars_f32[0] * l_144;
let l_155 = -l_145;
let l_156 = exp(l_155);
let l_157 = f32(1.0) + l_156;
let l_158 = f32(1.0) / l_157;
let l_159 = f32(1.0) - l_158;
let l_160 = l_145 * l_159;
let l_161 = f32(1.0) + l_160;
let l_162 = l_158 * l_161;
let l_163 = l_154 * l_162;
shared_memory_9[l_153] = l_163;
l_mut_10 = l_mut_10 + u32(128);
}
workgroupBarrier();
let l_164 = local_idx < u32(1);
if l_164 {
let l_165 = l_6 + local_idx;
let l_166 = l_165 < info.scalars_u32[0];
if l_166 {
let l_167 = buffer_5_global[u32(0)];
l_mut_168 = l_167;

for (var l_mut_169: u32 = u32(0); l_mut_169 < u32(64); l_mut_169++) {
let l_170 = local_idx * u32(64);
let l_171 = l_170 + l_mut_169;
let l_172 = shared_memory_8[l_171];
l_mut_168 = l_mut_168 + l_172;
}
let l_173 = info.scalars_f32[0] * l_mut_168;
let l_174 = l_173 + info.scalars_f32[1];
let l_175 = buffer_6_global[l_165];
let l_176 = buffer_7_global[l_175];
let l_177 = l_174 + l_176;
buffer_8_global[l_165] = l_177;
}
}
l_mut_178 = local_idx;
loop {
let l_179 = l_mut_178 < u32(128);
let l_180 = !l_179;
if l_180 {
break;
}
a_181[u32(0)] = f32(0.0);
l_mut_182 = u32(0);
loop {
let l_183 = u32(0) + u32(64);
let l_184 = l_mut_182 < l_183;
let l_185 = !l_184;
if l_185 {
break;
}
let l_187 = l_mut_182 + u32(0);
let l_188 = l_187 * u32(128);
let l_189 = u32(0) + l_188;
let l_190 = l_189 + l_mut_178;
let l_191 = buffer_3_global[l_190];
a_186[u32(0)] = l_191;
let l_192 = l_mut_182 + u32(1);
let l_193 = l_192 * u32(128);
let l_194 = u32(0) + l_193;
let l_195 = l_194 + l_mut_178;
let l_196 = buffer_3_global[l_195];
a_186[u32(1)] = l_196;
let l_197 = l_mut_182 + u32(2);
let l_198 = l_197 * u32(128);
let l_199 = u32(0) + l_198;
let l_200 = l_199 + l_mut_178;
let l_201 = buffer_3_global[l_200];
a_186[u32(2)] = l_201;
let l_202 = l_mut_182 + u32(3);
let l_203 = l_202 * u32(128);
let l_204 = u32(0) + l_203;
let l_205 = l_204 + l_mut_178;
let l_206 = buffer_3_global[l_205];
a_186[u32(3)] = l_206;
let l_207 = l_mut_182 + u32(4);
let l_208 = l_207 * u32(128);
let l_209 = u32(0) + l_208;
let l_210 = l_209 + l_mut_178;
let l_211 = buffer_3_global[l_210];
a_186[u32(4)] = l_211;
let l_212 = l_mut_182 + u32(5);
let l_213 = l_212 * u32(128);
let l_214 = u32(0) + l_213;
let l_215 = l_214 + l_mut_178;
let l_216 = buffer_3_global[l_215];
a_186[u32(5)] = l_216;
let l_217 = l_mut_182 + u32(6);
let l_218 = l_217 * u32(128);
let l_219 = u32(0) + l_218;
let l_220 = l_219 + l_mut_178;
let l_221 = buffer_3_global[l_220];
a_186[u32(6)] = l_221;
let l_222 = l_mut_182 + u32(7);
let l_223 = l_222 * u32(128);
let l_224 = u32(0) + l_223;
let l_225 = l_224 + l_mut_178;
let l_226 = buffer_3_global[l_225];
a_186[u32(7)] = l_226;
let l_227 = u32(0) + l_mut_182;
let l_228 = l_227 + u32(0);
let l_229 = shared_memory_9[l_228];
let l_230 = a_186[u32(0)];
let l_231 = l_229 * l_230;
let l_232 = a_181[u32(0)];
let l_233 = l_232 + l_231;
a_181[u32(0)] = l_233;
let l_234 = u32(0) + l_mut_182;
let l_235 = l_234 + u32(1);
let l_236 = shared_memory_9[l_235];
let l_237 = a_186[u32(1)];
let l_238 = l_236 * l_237;
let l_239 = a_181[u32(0)];
let l_240 = l_239 + l_238;
a_181[u32(0)] = l_240;
let l_241 = u32(0) + l_mut_182;
let l_242 = l_241 + u32(2);
let l_243 = shared_memory_9[l_242];
let l_244 = a_186[u32(2)];
let l_245 = l_243 * l_244;
let l_246 = a_181[u32(0)];
let l_247 = l_246 + l_245;
a_181[u32(0)] = l_247;
let l_248 = u32(0) + l_mut_182;
let l_249 = l_248 + u32(3);
let l_250 = shared_memory_9[l_249];
let l_251 = a_186[u32(3)];
let l_252 = l_250 * l_251;
let l_253 = a_181[u32(0)];
let l_254 = l_253 + l_252;
a_181[u32(0)] = l_254;
let l_255 = u32(0) + l_mut_182;
let l_256 = l_255 + u32(4);
let l_257 = shared_memory_9[l_256];
let l_258 = a_186[u32(4)];
let l_259 = l_257 * l_258;
let l_260 = a_181[u32(0)];
let l_261 = l_260 + l_259;
a_181[u32(0)] = l_261;
let l_262 = u32(0) + l_mut_182;
let l_263 = l_262 + u32(5);
let l_264 = shared_memory_9[l_263];
let l_265 = a_186[u32(5)];
let l_266 = l_264 * l_265;
let l_267 = a_181[u32(0)];
let l_268 = l_267 + l_266;
a_181[u32(0)] = l_268;
let l_269 = u32(0) + l_mut_182;
let l_270 = l_269 + u32(6);
let l_271 = shared_memory_9[l_270];
let l_272 = a_186[u32(6)];
let l_273 = l_271 * l_272;
let l_274 = a_181[u32(0)];
let l_275 = l_274 + l_273;
a_181[u32(0)] = l_275;
let l_276 = u32(0) + l_mut_182;
let l_277 = l_276 + u32(7);
let l_278 = shared_memory_9[l_277];
let l_279 = a_186[u32(7)];
let l_280 = l_278 * l_279;
let l_281 = a_181[u32(0)];
let l_282 = l_281 + l_280;
a_181[u32(0)] = l_282;
l_mut_182 = l_mut_182 + u32(8);
}
let l_283 = l_6 + u32(0);
let l_284 = l_283 < info.scalars_u32[0];
if l_284 {
let l_285 = l_283 * u32(128);
let l_286 = l_285 + l_mut_178;
let l_287 = a_181[u32(0)];
buffer_9_global[l_286] = l_287;
}
l_mut_178 = l_mut_178 + u32(128);
}
}
