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

var<workgroup> shared_memory_21: array<f32, 128>;

var<workgroup> shared_memory_20: array<f32, 1536>;

var<workgroup> shared_memory_22: array<f32, 128>;

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
var a_36: array<f32, 1>;

var a_41: array<f32, 8>;

var a_145: array<f32, 1>;

var a_178: array<f32, 1>;

var a_185: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_175: u32;
var l_mut_181: u32;
var l_mut_23: u32;
var l_mut_5: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
l_mut_5 = local_idx;
loop {
let l_6 = l_mut_5 < u32(128);
let l_7 = !l_6;
if l_7 {
break;
}
let l_8 = l_mut_5 / u32(128);
let l_9 = l_4 + l_8;
let l_10 = l_9 < info.scalars_u32[0];
if l_10 {
let l_11 = l_9 * u32(128);
let l_12 = l_mut_5 % u32(128);
let l_13 = l_11 + l_12;
let l_14 = buffer_0_global[l_9];
let l_15 = l_14 * u32(128);
let l_16 = info.scalars_u32[1] + l_15;
let l_17 = l_mut_5 % u32(128);
let l_18 = l_16 + l_17;
let l_19 = buffer_1_global[l_18];
buffer_3_global[l_13] = l_19;
}
l_mut_5 = l_mut_5 + u32(512);
}
storageBarrier();
l_mut_23 = local_idx;
loop {
let l_24 = l_mut_23 < u32(128);
let l_25 = !l_24;
if l_25 {
break;
}
let l_26 = l_mut_23 / u32(128);
let l_27 = l_4 + l_26;
let l_28 = l_27 < info.scalars_u32[0];
if l_28 {
let l_29 = l_27 * u32(128);
let l_30 = l_mut_23 % u32(128);
let l_31 = l_29 + l_30;
let l_32 = buffer_3_global[l_31];
shared_memory_21[l_mut_23] = l_32;
} else {
shared_memory_21[l_mut_23] = f32(0.0);
}
l_mut_23 = l_mut_23 + u32(512);
}
workgroupBarrier();
let l_33 = local_idx < u32(512);
if l_33 {
let l_34 = local_idx % u32(128);
let l_35 = local_idx / u32(128);
a_36[u32(0)] = f32(0.0);
let l_37 = l_35 * u32(32);
l_mut_23 = l_37;
loop {
let l_38 = l_37 + u32(32);
let l_39 = l_mut_23 < l_38;
let l_40 = !l_39;
if l_40 {
break;
}
let l_42 = l_mut_23 + u32(0);
let l_43 = l_42 * u32(128);
let l_44 = info.scalars_u32[2] + l_43;
let l_45 = l_44 + l_34;
let l_46 = buffer_1_global[l_45];
a_41[u32(0)] = l_46;
let l_47 = l_mut_23 + u32(1);
let l_48 = l_47 * u32(128);
let l_49 = info.scalars_u32[2] + l_48;
let l_50 = l_49 + l_34;
let l_51 = buffer_1_global[l_50];
a_41[u32(1)] = l_51;
let l_52 = l_mut_23 + u32(2);
let l_53 = l_52 * u32(128);
let l_54 = info.scalars_u32[2] + l_53;
let l_55 = l_54 + l_34;
let l_56 = buffer_1_global[l_55];
a_41[u32(2)] = l_56;
let l_57 = l_mut_23 + u32(3);
let l_58 = l_57 * u32(128);
let l_59 = info.scalars_u32[2] + l_58;
let l_60 = l_59 + l_34;
let l_61 = buffer_1_global[l_60];
a_41[u32(3)] = l_61;
let l_62 = l_mut_23 + u32(4);
let l_63 = l_62 * u32(128);
let l_64 = info.scalars_u32[2] + l_63;
let l_65 = l_64 + l_34;
let l_66 = buffer_1_global[l_65];
a_41[u32(4)] = l_66;
let l_67 = l_mut_23 + u32(5);
let l_68 = l_67 * u32(128);
let l_69 = info.scalars_u32[2] + l_68;
let l_70 = l_69 + l_34;
let l_71 = buffer_1_global[l_70];
a_41[u32(5)] = l_71;
let l_72 = l_mut_23 + u32(6);
let l_73 = l_72 * u32(128);
let l_74 = info.scalars_u32[2] + l_73;
let l_75 = l_74 + l_34;
let l_76 = buffer_1_global[l_75];
a_41[u32(6)] = l_76;
let l_77 = l_mut_23 + u32(7);
let l_78 = l_77 * u32(128);
let l_79 = info.scalars_u32[2] + l_78;
let l_80 = l_79 + l_34;
let l_81 = buffer_1_global[l_80];
a_41[u32(7)] = l_81;
let l_82 = u32(0) + l_mut_23;
let l_83 = l_82 + u32(0);
let l_84 = shared_memory_21[l_83];
let l_85 = a_41[u32(0)];
let l_86 = l_84 * l_85;
let l_87 = a_36[u32(0)];
let l_88 = l_87 + l_86;
a_36[u32(0)] = l_88;
let l_89 = u32(0) + l_mut_23;
let l_90 = l_89 + u32(1);
let l_91 = shared_memory_21[l_90];
let l_92 = a_41[u32(1)];
let l_93 = l_91 * l_92;
let l_94 = a_36[u32(0)];
let l_95 = l_94 + l_93;
a_36[u32(0)] = l_95;
let l_96 = u32(0) + l_mut_23;
let l_97 = l_96 + u32(2);
let l_98 = shared_memory_21[l_97];
let l_99 = a_41[u32(2)];
let l_100 = l_98 * l_99;
let l_101 = a_36[u32(0)];
let l_102 = l_101 + l_100;
a_36[u32(0)] = l_102;
let l_103 = u32(0) + l_mut_23;
let l_104 = l_103 + u32(3);
let l_105 = shared_memory_21[l_104];
let l_106 = a_41[u32(3)];
let l_107 = l_105 * l_106;
let l_108 = a_36[u32(0)];
let l_109 = l_108 + l_107;
a_36[u32(0)] = l_109;
let l_110 = u32(0) + l_mut_23;
let l_111 = l_110 + u32(4);
let l_112 = shared_memory_21[l_111];
let l_113 = a_41[u32(4)];
let l_114 = l_112 * l_113;
let l_115 = a_36[u32(0)];
let l_116 = l_115 + l_114;
a_36[u32(0)] = l_116;
let l_117 = u32(0) + l_mut_23;
let l_118 = l_117 + u32(5);
let l_119 = shared_memory_21[l_118];
let l_120 = a_41[u32(5)];
let l_121 = l_119 * l_120;
let l_122 = a_36[u32(0)];
let l_123 = l_122 + l_121;
a_36[u32(0)] = l_123;
let l_124 = u32(0) + l_mut_23;
let l_125 = l_124 + u32(6);
let l_126 = shared_memory_21[l_125];
let l_127 = a_41[u32(6)];
let l_128 = l_126 * l_127;
let l_129 = a_36[u32(0)];
let l_130 = l_129 + l_128;
a_36[u32(0)] = l_130;
let l_131 = u32(0) + l_mut_23;
let l_132 = l_131 + u32(7);
let l_133 = shared_memory_21[l_132];
let l_134 = a_41[u32(7)];
let l_135 = l_133 * l_134;
let l_136 = a_36[u32(0)];
let l_137 = l_136 + l_135;
a_36[u32(0)] = l_137;
l_mut_23 = l_mut_23 + u32(8);
}
let l_138 = l_35 * u32(1);
let l_139 = l_138 + u32(0);
let l_140 = l_139 * u32(128);
let l_141 = l_140 + l_34;
let l_142 = a_36[u32(0)];
shared_memory_20[l_141] = l_142;
}
workgroupBarrier();
l_mut_23 = local_idx;
loop {
let l_143 = l_mut_23 < u32(128);
let l_144 = !l_143;
if l_144 {
break;
}
let l_146 = info.scalars_u32[3] + l_mut_23;
let l_147 = buffer_1_global[l_146];
a_145[u32(0)] = l_147;
let l_148 = u32(0) + l_mut_23;
let l_149 = shared_memory_20[l_148];
let l_150 = a_145[u32(0)];
let l_151 = l_150 + l_149;
a_145[u32(0)] = l_151;
let l_152 = u32(128) + l_mut_23;
let l_153 = shared_memory_20[l_152];
let l_154 = a_145[u32(0)];
let l_155 = l_154 + l_153;
a_145[u32(0)] = l_155;
let l_156 = u32(256) + l_mut_23;
let l_157 = shared_memory_20[l_156];
let l_158 = a_145[u32(0)];
let l_159 = l_158 + l_157;
a_145[u32(0)] = l_159;
let l_160 = u32(384) + l_mut_23;
let l_161 = shared_memory_20[l_160];
let l_162 = a_145[u32(0)];
let l_163 = l_162 + l_161;
a_145[u32(0)] = l_163;
let l_164 = a_145[u32(0)];
let l_165 = l_4 + u32(0);
let l_166 = l_165 < info.scalars_u32[0];
if l_166 {
let l_167 = l_165 * u32(128);
let l_168 = l_167 + l_mut_23;
buffer_4_global[l_168] = l_164;
}
let l_169 = u32(0) + l_mut_23;
let l_170 = -l_164;
let l_171 = exp(l_170);
let l_172 = f32(1.0) + l_171;
let l_173 = f32(1.0) / l_172;
let l_174 = l_164 * l_173;
shared_memory_22[l_169] = l_174;
l_mut_23 = l_mut_23 + u32(512);
}
workgroupBarrier();
l_mut_175 = local_idx;
loop {
let l_176 = l_mut_175 < u32(384);
let l_177 = !l_176;
if l_177 {
break;
}
let l_179 = info.scalars_u32[5] + l_mut_175;
let l_180 = buffer_1_global[l_179];
a_178[u32(0)] = l_180;
l_mut_181 = u32(0);
loop {
let l_182 = u32(0) + u32(128);
let l_183 = l_mut_181 < l_182;
let l_184 = !l_183;
if l_184 {
break;
}
let l_186 = l_mut_181 + u32(0);
let l_187 = l_186 * u32(384);
let l_188 = info.scalars_u32[4] + l_187;
let l_189 = l_188 + l_mut_175;
let l_190 = buffer_1_global[l_189];
a_185[u32(0)] = l_190;
let l_191 = l_mut_181 + u32(1);
let l_192 = l_191 * u32(384);
let l_193 = info.scalars_u32[4] + l_192;
let l_194 = l_193 + l_mut_175;
let l_195 = buffer_1_global[l_194];
a_185[u32(1)] = l_195;
let l_196 = l_mut_181 + u32(2);
let l_197 = l_196 * u32(384);
let l_198 = info.scalars_u32[4] + l_197;
let l_199 = l_198 + l_mut_175;
let l_200 = buffer_1_global[l_199];
a_185[u32(2)] = l_200;
let l_201 = l_mut_181 + u32(3);
let l_202 = l_201 * u32(384);
let l_203 = info.scalars_u32[4] + l_202;
let l_204 = l_203 + l_mut_175;
let l_205 = buffer_1_global[l_204];
a_185[u32(3)] = l_205;
let l_206 = l_mut_181 + u32(4);
let l_207 = l_206 * u32(384);
let l_208 = info.scalars_u32[4] + l_207;
let l_209 = l_208 + l_mut_175;
let l_210 = buffer_1_global[l_209];
a_185[u32(4)] = l_210;
let l_211 = l_mut_181 + u32(5);
let l_212 = l_211 * u32(384);
let l_213 = info.scalars_u32[4] + l_212;
let l_214 = l_213 + l_mut_175;
let l_215 = buffer_1_global[l_214];
a_185[u32(5)] = l_215;
let l_216 = l_mut_181 + u32(6);
let l_217 = l_216 * u32(384);
let l_218 = info.scalars_u32[4] + l_217;
let l_219 = l_218 + l_mut_175;
let l_220 = buffer_1_global[l_219];
a_185[u32(6)] = l_220;
let l_221 = l_mut_181 + u32(7);
let l_222 = l_221 * u32(384);
let l_223 = info.scalars_u32[4] + l_222;
let l_224 = l_223 + l_mut_175;
let l_225 = buffer_1_global[l_224];
a_185[u32(7)] = l_225;
let l_226 = u32(0) + l_mut_181;
let l_227 = l_226 + u32(0);
let l_228 = shared_memory_22[l_227];
let l_229 = a_185[u32(0)];
let l_230 = l_228 * l_229;
let l_231 = a_178[u32(0)];
let l_232 = l_231 + l_230;
a_178[u32(0)] = l_232;
let l_233 = u32(0) + l_mut_181;
let l_234 = l_233 + u32(1);
let l_235 = shared_memory_22[l_234];
let l_236 = a_185[u32(1)];
let l_237 = l_235 * l_236;
let l_238 = a_178[u32(0)];
let l_239 = l_238 + l_237;
a_178[u32(0)] = l_239;
let l_240 = u32(0) + l_mut_181;
let l_241 = l_240 + u32(2);
let l_242 = shared_memory_22[l_241];
let l_243 = a_185[u32(2)];
let l_244 = l_242 * l_243;
let l_245 = a_178[u32(0)];
let l_246 = l_245 + l_244;
a_178[u32(0)] = l_246;
let l_247 = u32(0) + l_mut_181;
let l_248 = l_247 + u32(3);
let l_249 = shared_memory_22[l_248];
let l_250 = a_185[u32(3)];
let l_251 = l_249 * l_250;
let l_252 = a_178[u32(0)];
let l_253 = l_252 + l_251;
a_178[u32(0)] = l_253;
let l_254 = u32(0) + l_mut_181;
let l_255 = l_254 + u32(4);
let l_256 = shared_memory_22[l_255];
let l_257 = a_185[u32(4)];
let l_258 = l_256 * l_257;
let l_259 = a_178[u32(0)];
let l_260 = l_259 + l_258;
a_178[u32(0)] = l_260;
let l_261 = u32(0) + l_mut_181;
let l_262 = l_261 + u32(5);
let l_263 = shared_memory_22[l_262];
let l_264 = a_185[u32(5)];
let l_265 = l_263 * l_264;
let l_266 = a_178[u32(0)];
let l_267 = l_266 + l_265;
a_178[u32(0)] = l_267;
let l_268 = u32(0) + l_mut_181;
let l_269 = l_268 + u32(6);
let l_270 = shared_memory_22[l_269];
let l_271 = a_185[u32(6)];
let l_272 = l_270 * l_271;
let l_273 = a_178[u32(0)];
let l_274 = l_273 + l_272;
a_178[u32(0)] = l_274;
let l_275 = u32(0) + l_mut_181;
let l_276 = l_275 + u32(7);
let l_277 = shared_memory_22[l_276];
let l_278 = a_185[u32(7)];
let l_279 = l_277 * l_278;
let l_280 = a_178[u32(0)];
let l_281 = l_280 + l_279;
a_178[u32(0)] = l_281;
l_mut_181 = l_mut_181 + u32(8);
}
let l_282 = l_4 + u32(0);
let l_283 = l_282 < info.scalars_u32[0];
if l_283 {
let l_284 = l_282 * u32(384);
let l_285 = l_284 + l_mut_175;
let l_286 = a_178[u32(0)];
buffer_5_global[l_285] = l_286;
}
l_mut_175 = l_mut_175 + u32(512);
}
}
