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
var a_24: array<f32, 1>;

var a_32: array<f32, 8>;

var a_136: array<f32, 1>;

var a_184: array<f32, 1>;

var a_190: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_172: f32;
var l_mut_185: u32;
var l_mut_186: u32;
var l_mut_18: u32;
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
l_mut_18 = l_17;
let l_19 = l_16 + l_mut_18;
let l_20 = buffer_0_global[l_19];
shared_memory_7[l_mut_10] = l_20;
} else {
shared_memory_7[l_mut_10] = f32(0.0);
}
l_mut_10 = l_mut_10 + u32(128);
}
workgroupBarrier();
let l_21 = local_idx < u32(128);
if l_21 {
let l_22 = local_idx % u32(64);
let l_23 = local_idx / u32(64);
a_24[u32(0)] = f32(0.0);
let l_25 = l_23 * u32(64);
l_mut_18 = l_25;
let l_26 = l_mut_18 - l_25;
let l_27 = l_26 * u32(64);
let l_28 = u32(0) + l_27;
l_mut_18 = l_22;
l_mut_10 = l_25;
loop {
let l_29 = l_25 + u32(64);
let l_30 = l_mut_10 < l_29;
let l_31 = !l_30;
if l_31 {
break;
}
let l_33 = l_mut_10 + u32(0);
let l_34 = l_33 * u32(64);
let l_35 = l_28 + l_34;
let l_36 = l_35 + l_mut_18;
let l_37 = buffer_1_global[l_36];
a_32[u32(0)] = l_37;
let l_38 = l_mut_10 + u32(1);
let l_39 = l_38 * u32(64);
let l_40 = l_28 + l_39;
let l_41 = l_40 + l_mut_18;
let l_42 = buffer_1_global[l_41];
a_32[u32(1)] = l_42;
let l_43 = l_mut_10 + u32(2);
let l_44 = l_43 * u32(64);
let l_45 = l_28 + l_44;
let l_46 = l_45 + l_mut_18;
let l_47 = buffer_1_global[l_46];
a_32[u32(2)] = l_47;
let l_48 = l_mut_10 + u32(3);
let l_49 = l_48 * u32(64);
let l_50 = l_28 + l_49;
let l_51 = l_50 + l_mut_18;
let l_52 = buffer_1_global[l_51];
a_32[u32(3)] = l_52;
let l_53 = l_mut_10 + u32(4);
let l_54 = l_53 * u32(64);
let l_55 = l_28 + l_54;
let l_56 = l_55 + l_mut_18;
let l_57 = buffer_1_global[l_56];
a_32[u32(4)] = l_57;
let l_58 = l_mut_10 + u32(5);
let l_59 = l_58 * u32(64);
let l_60 = l_28 + l_59;
let l_61 = l_60 + l_mut_18;
let l_62 = buffer_1_global[l_61];
a_32[u32(5)] = l_62;
let l_63 = l_mut_10 + u32(6);
let l_64 = l_63 * u32(64);
let l_65 = l_28 + l_64;
let l_66 = l_65 + l_mut_18;
let l_67 = buffer_1_global[l_66];
a_32[u32(6)] = l_67;
let l_68 = l_mut_10 + u32(7);
let l_69 = l_68 * u32(64);
let l_70 = l_28 + l_69;
let l_71 = l_70 + l_mut_18;
let l_72 = buffer_1_global[l_71];
a_32[u32(7)] = l_72;
let l_73 = u32(0) + l_mut_10;
let l_74 = l_73 + u32(0);
let l_75 = shared_memory_7[l_74];
let l_76 = a_32[u32(0)];
let l_77 = l_75 * l_76;
let l_78 = a_24[u32(0)];
let l_79 = l_78 + l_77;
a_24[u32(0)] = l_79;
let l_80 = u32(0) + l_mut_10;
let l_81 = l_80 + u32(1);
let l_82 = shared_memory_7[l_81];
let l_83 = a_32[u32(1)];
let l_84 = l_82 * l_83;
let l_85 = a_24[u32(0)];
let l_86 = l_85 + l_84;
a_24[u32(0)] = l_86;
let l_87 = u32(0) + l_mut_10;
let l_88 = l_87 + u32(2);
let l_89 = shared_memory_7[l_88];
let l_90 = a_32[u32(2)];
let l_91 = l_89 * l_90;
let l_92 = a_24[u32(0)];
let l_93 = l_92 + l_91;
a_24[u32(0)] = l_93;
let l_94 = u32(0) + l_mut_10;
let l_95 = l_94 + u32(3);
let l_96 = shared_memory_7[l_95];
let l_97 = a_32[u32(3)];
let l_98 = l_96 * l_97;
let l_99 = a_24[u32(0)];
let l_100 = l_99 + l_98;
a_24[u32(0)] = l_100;
let l_101 = u32(0) + l_mut_10;
let l_102 = l_101 + u32(4);
let l_103 = shared_memory_7[l_102];
let l_104 = a_32[u32(4)];
let l_105 = l_103 * l_104;
let l_106 = a_24[u32(0)];
let l_107 = l_106 + l_105;
a_24[u32(0)] = l_107;
let l_108 = u32(0) + l_mut_10;
let l_109 = l_108 + u32(5);
let l_110 = shared_memory_7[l_109];
let l_111 = a_32[u32(5)];
let l_112 = l_110 * l_111;
let l_113 = a_24[u32(0)];
let l_114 = l_113 + l_112;
a_24[u32(0)] = l_114;
let l_115 = u32(0) + l_mut_10;
let l_116 = l_115 + u32(6);
let l_117 = shared_memory_7[l_116];
let l_118 = a_32[u32(6)];
let l_119 = l_117 * l_118;
let l_120 = a_24[u32(0)];
let l_121 = l_120 + l_119;
a_24[u32(0)] = l_121;
let l_122 = u32(0) + l_mut_10;
let l_123 = l_122 + u32(7);
let l_124 = shared_memory_7[l_123];
let l_125 = a_32[u32(7)];
let l_126 = l_124 * l_125;
let l_127 = a_24[u32(0)];
let l_128 = l_127 + l_126;
a_24[u32(0)] = l_128;
l_mut_10 = l_mut_10 + u32(8);
}
let l_129 = l_23 * u32(1);
let l_130 = l_129 + u32(0);
let l_131 = l_130 * u32(64);
let l_132 = l_131 + l_22;
let l_133 = a_24[u32(0)];
shared_memory_4[l_132] = l_133;
}
workgroupBarrier();
l_mut_18 = local_idx;
loop {
let l_134 = l_mut_18 < u32(64);
let l_135 = !l_134;
if l_135 {
break;
}
let l_137 = u32(0) + l_mut_18;
let l_138 = buffer_2_global[l_137];
a_136[u32(0)] = l_138;
let l_139 = u32(0) + l_mut_18;
let l_140 = shared_memory_4[l_139];
let l_141 = a_136[u32(0)];
let l_142 = l_141 + l_140;
a_136[u32(0)] = l_142;
let l_143 = u32(64) + l_mut_18;
let l_144 = shared_memory_4[l_143];
let l_145 = a_136[u32(0)];
let l_146 = l_145 + l_144;
a_136[u32(0)] = l_146;
let l_147 = u32(0) + l_mut_18;
let l_148 = buffer_4_global[l_147];
let l_149 = a_136[u32(0)];
let l_150 = u32(0) + l_mut_18;
let l_151 = -l_149;
let l_152 = exp(l_151);
let l_153 = f32(1.0) + l_152;
let l_154 = f32(1.0) / l_153;
let l_155 = l_149 * l_154;
let l_156 = l_155 * l_148;
shared_memory_8[l_150] = l_156;
let l_157 = u32(0) + l_mut_18;
let l_158 = info.scalars_f32[0] * l_148;
let l_159 = -l_149;
let l_160 = exp(l_159);
let l_161 = f32(1.0) + l_160;
let l_162 = f32(1.0) / l_161;
let l_163 = f32(1.0) - l_162;
let l_164 = l_149 * l_163;
let l_165 = f32(1.0) + l_164;
let l_166 = l_162 * l_165;
let l_167 = l_158 * l_166;
shared_memory_9[l_157] = l_167;
l_mut_18 = l_mut_18 + u32(128);
}
workgroupBarrier();
let l_168 = local_idx < u32(1);
if l_168 {
let l_169 = l_6 + local_idx;
let l_170 = l_169 < info.scalars_u32[0];
if l_170 {
let l_171 = buffer_5_global[u32(0)];
l_mut_172 = l_171;

for (var l_mut_173: u32 = u32(0); l_mut_173 < u32(64); l_mut_173++) {
let l_174 = local_idx * u32(64);
let l_175 = l_174 + l_mut_173;
let l_176 = shared_memory_8[l_175];
l_mut_172 = l_mut_172 + l_176;
}
let l_177 = info.scalars_f32[0] * l_mut_172;
let l_178 = l_177 + info.scalars_f32[1];
let l_179 = buffer_6_global[l_169];
let l_180 = buffer_7_global[l_179];
let l_181 = l_178 + l_180;
buffer_8_global[l_169] = l_181;
}
}
l_mut_10 = local_idx;
loop {
let l_182 = l_mut_10 < u32(128);
let l_183 = !l_182;
if l_183 {
break;
}
a_184[u32(0)] = f32(0.0);
l_mut_185 = l_mut_10;
l_mut_186 = u32(0);
loop {
let l_187 = u32(0) + u32(64);
let l_188 = l_mut_186 < l_187;
let l_189 = !l_188;
if l_189 {
break;
}
let l_191 = l_mut_186 + u32(0);
let l_192 = l_191 * u32(128);
let l_193 = u32(0) + l_192;
let l_194 = l_193 + l_mut_185;
let l_195 = buffer_3_global[l_194];
a_190[u32(0)] = l_195;
let l_196 = l_mut_186 + u32(1);
let l_197 = l_196 * u32(128);
let l_198 = u32(0) + l_197;
let l_199 = l_198 + l_mut_185;
let l_200 = buffer_3_global[l_199];
a_190[u32(1)] = l_200;
let l_201 = l_mut_186 + u32(2);
let l_202 = l_201 * u32(128);
let l_203 = u32(0) + l_202;
let l_204 = l_203 + l_mut_185;
let l_205 = buffer_3_global[l_204];
a_190[u32(2)] = l_205;
let l_206 = l_mut_186 + u32(3);
let l_207 = l_206 * u32(128);
let l_208 = u32(0) + l_207;
let l_209 = l_208 + l_mut_185;
let l_210 = buffer_3_global[l_209];
a_190[u32(3)] = l_210;
let l_211 = l_mut_186 + u32(4);
let l_212 = l_211 * u32(128);
let l_213 = u32(0) + l_212;
let l_214 = l_213 + l_mut_185;
let l_215 = buffer_3_global[l_214];
a_190[u32(4)] = l_215;
let l_216 = l_mut_186 + u32(5);
let l_217 = l_216 * u32(128);
let l_218 = u32(0) + l_217;
let l_219 = l_218 + l_mut_185;
let l_220 = buffer_3_global[l_219];
a_190[u32(5)] = l_220;
let l_221 = l_mut_186 + u32(6);
let l_222 = l_221 * u32(128);
let l_223 = u32(0) + l_222;
let l_224 = l_223 + l_mut_185;
let l_225 = buffer_3_global[l_224];
a_190[u32(6)] = l_225;
let l_226 = l_mut_186 + u32(7);
let l_227 = l_226 * u32(128);
let l_228 = u32(0) + l_227;
let l_229 = l_228 + l_mut_185;
let l_230 = buffer_3_global[l_229];
a_190[u32(7)] = l_230;
let l_231 = u32(0) + l_mut_186;
let l_232 = l_231 + u32(0);
let l_233 = shared_memory_9[l_232];
let l_234 = a_190[u32(0)];
let l_235 = l_233 * l_234;
let l_236 = a_184[u32(0)];
let l_237 = l_236 + l_235;
a_184[u32(0)] = l_237;
let l_238 = u32(0) + l_mut_186;
let l_239 = l_238 + u32(1);
let l_240 = shared_memory_9[l_239];
let l_241 = a_190[u32(1)];
let l_242 = l_240 * l_241;
let l_243 = a_184[u32(0)];
let l_244 = l_243 + l_242;
a_184[u32(0)] = l_244;
let l_245 = u32(0) + l_mut_186;
let l_246 = l_245 + u32(2);
let l_247 = shared_memory_9[l_246];
let l_248 = a_190[u32(2)];
let l_249 = l_247 * l_248;
let l_250 = a_184[u32(0)];
let l_251 = l_250 + l_249;
a_184[u32(0)] = l_251;
let l_252 = u32(0) + l_mut_186;
let l_253 = l_252 + u32(3);
let l_254 = shared_memory_9[l_253];
let l_255 = a_190[u32(3)];
let l_256 = l_254 * l_255;
let l_257 = a_184[u32(0)];
let l_258 = l_257 + l_256;
a_184[u32(0)] = l_258;
let l_259 = u32(0) + l_mut_186;
let l_260 = l_259 + u32(4);
let l_261 = shared_memory_9[l_260];
let l_262 = a_190[u32(4)];
let l_263 = l_261 * l_262;
let l_264 = a_184[u32(0)];
let l_265 = l_264 + l_263;
a_184[u32(0)] = l_265;
let l_266 = u32(0) + l_mut_186;
let l_267 = l_266 + u32(5);
let l_268 = shared_memory_9[l_267];
let l_269 = a_190[u32(5)];
let l_270 = l_268 * l_269;
let l_271 = a_184[u32(0)];
let l_272 = l_271 + l_270;
a_184[u32(0)] = l_272;
let l_273 = u32(0) + l_mut_186;
let l_274 = l_273 + u32(6);
let l_275 = shared_memory_9[l_274];
let l_276 = a_190[u32(6)];
let l_277 = l_275 * l_276;
let l_278 = a_184[u32(0)];
let l_279 = l_278 + l_277;
a_184[u32(0)] = l_279;
let l_280 = u32(0) + l_mut_186;
let l_281 = l_280 + u32(7);
let l_282 = shared_memory_9[l_281];
let l_283 = a_190[u32(7)];
let l_284 = l_282 * l_283;
let l_285 = a_184[u32(0)];
let l_286 = l_285 + l_284;
a_184[u32(0)] = l_286;
l_mut_186 = l_mut_186 + u32(8);
}
let l_287 = l_6 + u32(0);
let l_288 = l_287 < info.scalars_u32[0];
if l_288 {
let l_289 = l_287 * u32(128);
let l_290 = l_289 + l_mut_10;
let l_291 = a_184[u32(0)];
buffer_9_global[l_290] = l_291;
}
l_mut_10 = l_mut_10 + u32(128);
}
}
