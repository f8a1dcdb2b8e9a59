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

var<workgroup> shared_memory_6: array<f32, 128>;

var<workgroup> shared_memory_4: array<f32, 128>;

var<workgroup> shared_memory_7: array<f32, 64>;

var<workgroup> shared_memory_8: array<f32, 64>;

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
var a_22: array<f32, 1>;

var a_27: array<f32, 8>;

var a_131: array<f32, 1>;

var a_180: array<f32, 1>;

var a_185: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_167: f32;
var l_mut_177: u32;
var l_mut_181: u32;
var l_mut_9: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_5 = workgroup_id_no_axis * u32(1);
l_mut_9 = local_idx;
loop {
let l_10 = l_mut_9 < u32(128);
let l_11 = !l_10;
if l_11 {
break;
}
let l_12 = l_mut_9 / u32(128);
let l_13 = l_5 + l_12;
let l_14 = l_13 < info.scalars_u32[0];
if l_14 {
let l_15 = l_13 * u32(128);
let l_16 = l_mut_9 % u32(128);
let l_17 = l_15 + l_16;
let l_18 = buffer_0_global[l_17];
shared_memory_6[l_mut_9] = l_18;
} else {
shared_memory_6[l_mut_9] = f32(0.0);
}
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
let l_19 = local_idx < u32(128);
if l_19 {
let l_20 = local_idx % u32(64);
let l_21 = local_idx / u32(64);
a_22[u32(0)] = f32(0.0);
let l_23 = l_21 * u32(64);
l_mut_9 = l_23;
loop {
let l_24 = l_23 + u32(64);
let l_25 = l_mut_9 < l_24;
let l_26 = !l_25;
if l_26 {
break;
}
let l_28 = l_mut_9 + u32(0);
let l_29 = l_28 * u32(64);
let l_30 = u32(0) + l_29;
let l_31 = l_30 + l_20;
let l_32 = buffer_1_global[l_31];
a_27[u32(0)] = l_32;
let l_33 = l_mut_9 + u32(1);
let l_34 = l_33 * u32(64);
let l_35 = u32(0) + l_34;
let l_36 = l_35 + l_20;
let l_37 = buffer_1_global[l_36];
a_27[u32(1)] = l_37;
let l_38 = l_mut_9 + u32(2);
let l_39 = l_38 * u32(64);
let l_40 = u32(0) + l_39;
let l_41 = l_40 + l_20;
let l_42 = buffer_1_global[l_41];
a_27[u32(2)] = l_42;
let l_43 = l_mut_9 + u32(3);
let l_44 = l_43 * u32(64);
let l_45 = u32(0) + l_44;
let l_46 = l_45 + l_20;
let l_47 = buffer_1_global[l_46];
a_27[u32(3)] = l_47;
let l_48 = l_mut_9 + u32(4);
let l_49 = l_48 * u32(64);
let l_50 = u32(0) + l_49;
let l_51 = l_50 + l_20;
let l_52 = buffer_1_global[l_51];
a_27[u32(4)] = l_52;
let l_53 = l_mut_9 + u32(5);
let l_54 = l_53 * u32(64);
let l_55 = u32(0) + l_54;
let l_56 = l_55 + l_20;
let l_57 = buffer_1_global[l_56];
a_27[u32(5)] = l_57;
let l_58 = l_mut_9 + u32(6);
let l_59 = l_58 * u32(64);
let l_60 = u32(0) + l_59;
let l_61 = l_60 + l_20;
let l_62 = buffer_1_global[l_61];
a_27[u32(6)] = l_62;
let l_63 = l_mut_9 + u32(7);
let l_64 = l_63 * u32(64);
let l_65 = u32(0) + l_64;
let l_66 = l_65 + l_20;
let l_67 = buffer_1_global[l_66];
a_27[u32(7)] = l_67;
let l_68 = u32(0) + l_mut_9;
let l_69 = l_68 + u32(0);
let l_70 = shared_memory_6[l_69];
let l_71 = a_27[u32(0)];
let l_72 = l_70 * l_71;
let l_73 = a_22[u32(0)];
let l_74 = l_73 + l_72;
a_22[u32(0)] = l_74;
let l_75 = u32(0) + l_mut_9;
let l_76 = l_75 + u32(1);
let l_77 = shared_memory_6[l_76];
let l_78 = a_27[u32(1)];
let l_79 = l_77 * l_78;
let l_80 = a_22[u32(0)];
let l_81 = l_80 + l_79;
a_22[u32(0)] = l_81;
let l_82 = u32(0) + l_mut_9;
let l_83 = l_82 + u32(2);
let l_84 = shared_memory_6[l_83];
let l_85 = a_27[u32(2)];
let l_86 = l_84 * l_85;
let l_87 = a_22[u32(0)];
let l_88 = l_87 + l_86;
a_22[u32(0)] = l_88;
let l_89 = u32(0) + l_mut_9;
let l_90 = l_89 + u32(3);
let l_91 = shared_memory_6[l_90];
let l_92 = a_27[u32(3)];
let l_93 = l_91 * l_92;
let l_94 = a_22[u32(0)];
let l_95 = l_94 + l_93;
a_22[u32(0)] = l_95;
let l_96 = u32(0) + l_mut_9;
let l_97 = l_96 + u32(4);
let l_98 = shared_memory_6[l_97];
let l_99 = a_27[u32(4)];
let l_100 = l_98 * l_99;
let l_101 = a_22[u32(0)];
let l_102 = l_101 + l_100;
a_22[u32(0)] = l_102;
let l_103 = u32(0) + l_mut_9;
let l_104 = l_103 + u32(5);
let l_105 = shared_memory_6[l_104];
let l_106 = a_27[u32(5)];
let l_107 = l_105 * l_106;
let l_108 = a_22[u32(0)];
let l_109 = l_108 + l_107;
a_22[u32(0)] = l_109;
let l_110 = u32(0) + l_mut_9;
let l_111 = l_110 + u32(6);
let l_112 = shared_memory_6[l_111];
let l_113 = a_27[u32(6)];
let l_114 = l_112 * l_113;
let l_115 = a_22[u32(0)];
let l_116 = l_115 + l_114;
a_22[u32(0)] = l_116;
let l_117 = u32(0) + l_mut_9;
let l_118 = l_117 + u32(7);
let l_119 = shared_memory_6[l_118];
let l_120 = a_27[u32(7)];
let l_121 = l_119 * l_120;
let l_122 = a_22[u32(0)];
let l_123 = l_122 + l_121;
a_22[u32(0)] = l_123;
l_mut_9 = l_mut_9 + u32(8);
}
let l_124 = l_21 * u32(1);
let l_125 = l_124 + u32(0);
let l_126 = l_125 * u32(64);
let l_127 = l_126 + l_20;
let l_128 = a_22[u32(0)];
shared_memory_4[l_127] = l_128;
}
workgroupBarrier();
l_mut_9 = local_idx;
loop {
let l_129 = l_mut_9 < u32(64);
let l_130 = !l_129;
if l_130 {
break;
}
let l_132 = u32(0) + l_mut_9;
let l_133 = buffer_2_global[l_132];
a_131[u32(0)] = l_133;
let l_134 = u32(0) + l_mut_9;
let l_135 = shared_memory_4[l_134];
let l_136 = a_131[u32(0)];
let l_137 = l_136 + l_135;
a_131[u32(0)] = l_137;
let l_138 = u32(64) + l_mut_9;
let l_139 = shared_memory_4[l_138];
let l_140 = a_131[u32(0)];
let l_141 = l_140 + l_139;
a_131[u32(0)] = l_141;
let l_142 = u32(0) + l_mut_9;
let l_143 = buffer_4_global[l_142];
let l_144 = a_131[u32(0)];
let l_145 = u32(0) + l_mut_9;
let l_146 = -l_144;
let l_147 = exp(l_146);
let l_148 = f32(1.0) + l_147;
let l_149 = f32(1.0) / l_148;
let l_150 = l_144 * l_149;
let l_151 = l_150 * l_143;
shared_memory_7[l_145] = l_151;
let l_152 = u32(0) + l_mut_9;
let l_153 = info.scalars_f32[0] * l_143;
let l_154 = -l_144;
let l_155 = exp(l_154);
let l_156 = f32(1.0) + l_155;
let l_157 = f32(1.0) / l_156;
let l_158 = f32(1.0) - l_157;
let l_159 = l_144 * l_158;
let l_160 = f32(1.0) + l_159;
let l_161 = l_157 * l_160;
let l_162 = l_153 * l_161;
shared_memory_8[l_152] = l_162;
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
let l_163 = local_idx < u32(1);
if l_163 {
let l_164 = l_5 + local_idx;
let l_165 = l_164 < info.scalars_u32[0];
if l_165 {
let l_166 = buffer_5_global[u32(0)];
l_mut_167 = l_166;

for (var l_mut_168: u32 = u32(0); l_mut_168 < u32(64); l_mut_168++) {
let l_169 = local_idx * u32(64);
let l_170 = l_169 + l_mut_168;
let l_171 = shared_memory_7[l_170];
l_mut_167 = l_mut_167 + l_171;
}
let l_172 = info.scalars_f32[0] * l_mut_167;
let l_173 = l_172 + info.scalars_f32[1];
let l_174 = buffer_6_global[l_164];
let l_175 = buffer_7_global[l_174];
let l_176 = l_173 + l_175;
buffer_8_global[l_164] = l_176;
}
}
l_mut_177 = local_idx;
loop {
let l_178 = l_mut_177 < u32(128);
let l_179 = !l_178;
if l_179 {
break;
}
a_180[u32(0)] = f32(0.0);
l_mut_181 = u32(0);
loop {
let l_182 = u32(0) + u32(64);
let l_183 = l_mut_181 < l_182;
let l_184 = !l_183;
if l_184 {
break;
}
let l_186 = l_mut_181 + u32(0);
let l_187 = l_186 * u32(128);
let l_188 = u32(0) + l_187;
let l_189 = l_188 + l_mut_177;
let l_190 = buffer_3_global[l_189];
a_185[u32(0)] = l_190;
let l_191 = l_mut_181 + u32(1);
let l_192 = l_191 * u32(128);
let l_193 = u32(0) + l_192;
let l_194 = l_193 + l_mut_177;
let l_195 = buffer_3_global[l_194];
a_185[u32(1)] = l_195;
let l_196 = l_mut_181 + u32(2);
let l_197 = l_196 * u32(128);
let l_198 = u32(0) + l_197;
let l_199 = l_198 + l_mut_177;
let l_200 = buffer_3_global[l_199];
a_185[u32(2)] = l_200;
let l_201 = l_mut_181 + u32(3);
let l_202 = l_201 * u32(128);
let l_203 = u32(0) + l_202;
let l_204 = l_203 + l_mut_177;
let l_205 = buffer_3_global[l_204];
a_185[u32(3)] = l_205;
let l_206 = l_mut_181 + u32(4);
let l_207 = l_206 * u32(128);
let l_208 = u32(0) + l_207;
let l_209 = l_208 + l_mut_177;
let l_210 = buffer_3_global[l_209];
a_185[u32(4)] = l_210;
let l_211 = l_mut_181 + u32(5);
let l_212 = l_211 * u32(128);
let l_213 = u32(0) + l_212;
let l_214 = l_213 + l_mut_177;
let l_215 = buffer_3_global[l_214];
a_185[u32(5)] = l_215;
let l_216 = l_mut_181 + u32(6);
let l_217 = l_216 * u32(128);
let l_218 = u32(0) + l_217;
let l_219 = l_218 + l_mut_177;
let l_220 = buffer_3_global[l_219];
a_185[u32(6)] = l_220;
let l_221 = l_mut_181 + u32(7);
let l_222 = l_221 * u32(128);
let l_223 = u32(0) + l_222;
let l_224 = l_223 + l_mut_177;
let l_225 = buffer_3_global[l_224];
a_185[u32(7)] = l_225;
let l_226 = u32(0) + l_mut_181;
let l_227 = l_226 + u32(0);
let l_228 = shared_memory_8[l_227];
let l_229 = a_185[u32(0)];
let l_230 = l_228 * l_229;
let l_231 = a_180[u32(0)];
let l_232 = l_231 + l_230;
a_180[u32(0)] = l_232;
let l_233 = u32(0) + l_mut_181;
let l_234 = l_233 + u32(1);
let l_235 = shared_memory_8[l_234];
let l_236 = a_185[u32(1)];
let l_237 = l_235 * l_236;
let l_238 = a_180[u32(0)];
let l_239 = l_238 + l_237;
a_180[u32(0)] = l_239;
let l_240 = u32(0) + l_mut_181;
let l_241 = l_240 + u32(2);
let l_242 = shared_memory_8[l_241];
let l_243 = a_185[u32(2)];
let l_244 = l_242 * l_243;
let l_245 = a_180[u32(0)];
let l_246 = l_245 + l_244;
a_180[u32(0)] = l_246;
let l_247 = u32(0) + l_mut_181;
let l_248 = l_247 + u32(3);
let l_249 = shared_memory_8[l_248];
let l_250 = a_185[u32(3)];
let l_251 = l_249 * l_250;
let l_252 = a_180[u32(0)];
let l_253 = l_252 + l_251;
a_180[u32(0)] = l_253;
let l_254 = u32(0) + l_mut_181;
let l_255 = l_254 + u32(4);
let l_256 = shared_memory_8[l_255];
let l_257 = a_185[u32(4)];
let l_258 = l_256 * l_257;
let l_259 = a_180[u32(0)];
let l_260 = l_259 + l_258;
a_180[u32(0)] = l_260;
let l_261 = u32(0) + l_mut_181;
let l_262 = l_261 + u32(5);
let l_263 = shared_memory_8[l_262];
let l_264 = a_185[u32(5)];
let l_265 = l_263 * l_264;
let l_266 = a_180[u32(0)];
let l_267 = l_266 + l_265;
a_180[u32(0)] = l_267;
let l_268 = u32(0) + l_mut_181;
let l_269 = l_268 + u32(6);
let l_270 = shared_memory_8[l_269];
let l_271 = a_185[u32(6)];
let l_272 = l_270 * l_271;
let l_273 = a_180[u32(0)];
let l_274 = l_273 + l_272;
a_180[u32(0)] = l_274;
let l_275 = u32(0) + l_mut_181;
let l_276 = l_275 + u32(7);
let l_277 = shared_memory_8[l_276];
let l_278 = a_185[u32(7)];
let l_279 = l_277 * l_278;
let l_280 = a_180[u32(0)];
let l_281 = l_280 + l_279;
a_180[u32(0)] = l_281;
l_mut_181 = l_mut_181 + u32(8);
}
let l_282 = l_5 + u32(0);
let l_283 = l_282 < info.scalars_u32[0];
if l_283 {
let l_284 = l_282 * u32(128);
let l_285 = l_284 + l_mut_177;
let l_286 = a_180[u32(0)];
buffer_9_global[l_285] = l_286;
}
l_mut_177 = l_mut_177 + u32(128);
}
}
