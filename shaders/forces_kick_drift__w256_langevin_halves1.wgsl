@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

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

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 6>,
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 22>,
}

@group(0)
@binding(11)
var<storage, read> info: info_st;

var<workgroup> shared_memory_48: array<f32, 768>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn forces_kick_drift_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_8: array<f32, 3>;

var a_9: array<f32, 3>;

var a_10: array<f32, 3>;

var a_11: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_203: u32;
var l_mut_4: u32;
var l_mut_61: f32;
var l_mut_62: f32;
var l_mut_63: f32;
var l_mut_79: f32;
var l_mut_84: f32;
let l_0 = workgroup_id_no_axis * u32(8);
let l_1 = local_idx / u32(32);
let l_2 = l_0 + l_1;
let l_3 = local_idx % u32(32);
l_mut_4 = l_2;
let l_5 = l_mut_4 >= info.scalars_u32[0];
if l_5 {
let l_6 = info.scalars_u32[0] - u32(1);
l_mut_4 = l_6;
}
let l_7 = buffer_7_global[l_mut_4];
let l_12 = l_mut_4 * u32(3);
let l_13 = l_12 + u32(0);
let l_14 = buffer_6_global[l_13];
a_8[u32(0)] = l_14;
let l_15 = l_mut_4 * u32(3);
let l_16 = l_15 + u32(0);
let l_17 = buffer_4_global[l_16];
a_9[u32(0)] = l_17;
let l_18 = l_mut_4 * u32(3);
let l_19 = l_18 + u32(0);
let l_20 = buffer_5_global[l_19];
a_10[u32(0)] = l_20;
let l_21 = l_mut_4 * u32(3);
let l_22 = l_21 + u32(0);
let l_23 = buffer_8_global[l_22];
a_11[u32(0)] = l_23;
let l_24 = l_mut_4 * u32(3);
let l_25 = l_24 + u32(1);
let l_26 = buffer_6_global[l_25];
a_8[u32(1)] = l_26;
let l_27 = l_mut_4 * u32(3);
let l_28 = l_27 + u32(1);
let l_29 = buffer_4_global[l_28];
a_9[u32(1)] = l_29;
let l_30 = l_mut_4 * u32(3);
let l_31 = l_30 + u32(1);
let l_32 = buffer_5_global[l_31];
a_10[u32(1)] = l_32;
let l_33 = l_mut_4 * u32(3);
let l_34 = l_33 + u32(1);
let l_35 = buffer_8_global[l_34];
a_11[u32(1)] = l_35;
let l_36 = l_mut_4 * u32(3);
let l_37 = l_36 + u32(2);
let l_38 = buffer_6_global[l_37];
a_8[u32(2)] = l_38;
let l_39 = l_mut_4 * u32(3);
let l_40 = l_39 + u32(2);
let l_41 = buffer_4_global[l_40];
a_9[u32(2)] = l_41;
let l_42 = l_mut_4 * u32(3);
let l_43 = l_42 + u32(2);
let l_44 = buffer_5_global[l_43];
a_10[u32(2)] = l_44;
let l_45 = l_mut_4 * u32(3);
let l_46 = l_45 + u32(2);
let l_47 = buffer_8_global[l_46];
a_11[u32(2)] = l_47;
let l_49 = info.static_meta[u32(11)];
let l_50 = l_49 - u32(0);
let l_51 = info.static_meta[u32(12)];
let l_52 = l_51 - u32(0);
let l_53 = info.static_meta[u32(13)];
let l_54 = l_53 - u32(0);
let l_55 = info.static_meta[u32(14)];
let l_56 = l_55 - u32(0);
let l_57 = local_idx / u32(32);
let l_58 = local_idx % u32(32);
let l_59 = workgroup_id_no_axis * u32(8);
let l_60 = l_59 + l_57;
l_mut_61 = f32(0.0);
l_mut_62 = f32(0.0);
l_mut_63 = f32(0.0);
let l_64 = l_60 < info.scalars_u32[0];
if l_64 {
let l_65 = u32(0) + l_60;
let l_66 = buffer_0_global[l_65];
let l_67 = l_66 + l_58;
l_mut_4 = l_67;
let l_68 = l_60 + u32(1);
let l_69 = u32(0) + l_68;
let l_70 = buffer_0_global[l_69];
loop {
let l_71 = l_mut_4 < l_70;
let l_72 = !l_71;
if l_72 {
break;
}
let l_73 = u32(0) + l_mut_4;
let l_74 = buffer_1_global[l_73];
let l_75 = l_mut_4 * u32(3);
let l_76 = l_75 + u32(0);
let l_77 = u32(0) + l_76;
let l_78 = buffer_2_global[l_77];
l_mut_79 = l_78;
let l_80 = l_74 * u32(3);
let l_81 = l_80 + u32(0);
let l_82 = u32(0) + l_81;
let l_83 = buffer_2_global[l_82];
l_mut_84 = l_83;
let l_85 = l_mut_79 - l_mut_84;
l_mut_61 = l_mut_61 + l_85;
let l_86 = l_mut_4 * u32(3);
let l_87 = l_86 + u32(1);
let l_88 = u32(0) + l_87;
let l_89 = buffer_2_global[l_88];
l_mut_84 = l_89;
let l_90 = l_74 * u32(3);
let l_91 = l_90 + u32(1);
let l_92 = u32(0) + l_91;
let l_93 = buffer_2_global[l_92];
l_mut_79 = l_93;
let l_94 = l_mut_84 - l_mut_79;
l_mut_62 = l_mut_62 + l_94;
let l_95 = l_mut_4 * u32(3);
let l_96 = l_95 + u32(2);
let l_97 = u32(0) + l_96;
let l_98 = buffer_2_global[l_97];
l_mut_84 = l_98;
let l_99 = l_74 * u32(3);
let l_100 = l_99 + u32(2);
let l_101 = u32(0) + l_100;
let l_102 = buffer_2_global[l_101];
l_mut_79 = l_102;
let l_103 = l_mut_84 - l_mut_79;
l_mut_63 = l_mut_63 + l_103;
l_mut_4 = l_mut_4 + u32(32);
}
}
let l_104 = u32(3) * local_idx;
shared_memory_48[l_104] = l_mut_61;
let l_105 = u32(3) * local_idx;
let l_106 = l_105 + u32(1);
shared_memory_48[l_106] = l_mut_62;
let l_107 = u32(3) * local_idx;
let l_108 = l_107 + u32(2);
shared_memory_48[l_108] = l_mut_63;
workgroupBarrier();
let l_109 = workgroup_size_no_axis / u32(8);
let l_110 = l_109 / u32(2);
l_mut_4 = l_110;
loop {
let l_111 = l_mut_4 > u32(0);
let l_112 = !l_111;
if l_112 {
break;
}
let l_113 = l_58 < l_mut_4;
if l_113 {
let l_114 = u32(3) * local_idx;
let l_115 = local_idx + l_mut_4;
let l_116 = u32(3) * l_115;
let l_117 = shared_memory_48[l_116];
let l_118 = shared_memory_48[l_114];
let l_119 = l_118 + l_117;
shared_memory_48[l_114] = l_119;
let l_120 = u32(3) * local_idx;
let l_121 = l_120 + u32(1);
let l_122 = local_idx + l_mut_4;
let l_123 = u32(3) * l_122;
let l_124 = l_123 + u32(1);
let l_125 = shared_memory_48[l_124];
let l_126 = shared_memory_48[l_121];
let l_127 = l_126 + l_125;
shared_memory_48[l_121] = l_127;
let l_128 = u32(3) * local_idx;
let l_129 = l_128 + u32(2);
let l_130 = local_idx + l_mut_4;
let l_131 = u32(3) * l_130;
let l_132 = l_131 + u32(2);
let l_133 = shared_memory_48[l_132];
let l_134 = shared_memory_48[l_129];
let l_135 = l_134 + l_133;
shared_memory_48[l_129] = l_135;
}
workgroupBarrier();
l_mut_4 = l_mut_4 / u32(2);
}
let l_136 = l_58 == u32(0);
let l_137 = l_60 < info.scalars_u32[0];
let l_138 = l_136 && l_137;
if l_138 {
let l_139 = l_60 * u32(3);
let l_140 = u32(3) * local_idx;
let l_141 = shared_memory_48[l_140];
let l_142 = u32(0) + l_139;
buffer_3_global[l_142] = l_141;
let l_143 = l_60 * u32(3);
let l_144 = l_143 + u32(1);
let l_145 = u32(3) * local_idx;
let l_146 = l_145 + u32(1);
let l_147 = shared_memory_48[l_146];
let l_148 = u32(0) + l_144;
buffer_3_global[l_148] = l_147;
let l_149 = l_60 * u32(3);
let l_150 = l_149 + u32(2);
let l_151 = u32(3) * local_idx;
let l_152 = l_151 + u32(2);
let l_153 = shared_memory_48[l_152];
let l_154 = u32(0) + l_150;
buffer_3_global[l_154] = l_153;
}
let l_155 = l_3 == u32(0);
let l_156 = l_2 < info.scalars_u32[0];
let l_157 = l_155 && l_156;
if l_157 {
let l_158 = info.scalars_f32[2] * info.scalars_f32[2];
let l_159 = f32(1.0) - l_158;
let l_160 = l_159 * info.scalars_f32[3];
let l_161 = l_160 * l_7;
let l_162 = sqrt(l_161);
l_mut_84 = f32(0.0);
let l_163 = u32(3) * local_idx;
let l_164 = l_163 + u32(0);
let l_165 = shared_memory_48[l_164];
let l_166 = a_8[u32(0)];
let l_167 = a_9[u32(0)];
let l_168 = a_10[u32(0)];
let l_169 = a_11[u32(0)];
let l_170 = l_2 * u32(3);
let l_171 = l_170 + u32(0);
let l_172 = info.scalars_f32[1] * l_165;
let l_173 = l_172 * l_7;
let l_174 = l_166 + l_173;
l_mut_79 = l_174;
l_mut_63 = l_167;
l_mut_62 = l_168;
let l_175 = info.scalars_f32[0] * l_mut_79;
let l_176 = l_175 - l_mut_62;
let l_177 = l_mut_63 + l_176;
let l_178 = bitcast<u32>(l_177);
let l_179 = l_178 ^ info.scalars_u32[1];
let l_180 = bitcast<f32>(l_179);
let l_181 = l_180 - l_mut_63;
let l_182 = bitcast<u32>(l_181);
let l_183 = l_182 ^ info.scalars_u32[1];
let l_184 = bitcast<f32>(l_183);
let l_185 = l_184 - l_176;
l_mut_62 = l_185;
l_mut_63 = l_180;
let l_186 = info.scalars_f32[2] * l_mut_79;
l_mut_4 = info.scalars_u32[2];
let l_187 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_187;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_188 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_188;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_189 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_189;
let l_190 = info.scalars_u32[3] ^ l_mut_4;
l_mut_4 = l_190;
let l_191 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_191;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_192 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_192;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_193 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_193;
let l_194 = l_2 ^ l_mut_4;
l_mut_4 = l_194;
let l_195 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_195;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_196 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_196;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_197 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_197;
let l_198 = u32(0) ^ l_mut_4;
l_mut_4 = l_198;
let l_199 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_199;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_200 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_200;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_201 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_201;
let l_202 = l_mut_4 ^ u32(2769414579);
l_mut_203 = l_202;
let l_204 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_204;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_205 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_205;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_206 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_206;
let l_207 = l_mut_203 >> u32(8);
let l_208 = l_207 + u32(1);
let l_209 = f32(l_208);
let l_210 = l_209 / f32(16777216.0);
let l_211 = l_mut_4 ^ u32(1675113877);
l_mut_203 = l_211;
let l_212 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_212;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_213 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_213;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_214 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_214;
let l_215 = l_mut_203 >> u32(8);
let l_216 = f32(l_215);
let l_217 = l_216 / f32(16777216.0);
let l_218 = log(l_210);
let l_219 = f32(-2.0) * l_218;
let l_220 = sqrt(l_219);
let l_221 = f32(6.2831854820251465) * l_217;
let l_222 = mlff_cos_1_f32(l_221);
let l_223 = l_220 * l_222;
let l_224 = l_162 * l_223;
let l_225 = l_186 + l_224;
l_mut_79 = l_225;
let l_226 = info.scalars_f32[0] * l_mut_79;
let l_227 = l_226 - l_mut_62;
let l_228 = l_mut_63 + l_227;
let l_229 = bitcast<u32>(l_228);
let l_230 = l_229 ^ info.scalars_u32[1];
let l_231 = bitcast<f32>(l_230);
let l_232 = l_231 - l_mut_63;
let l_233 = bitcast<u32>(l_232);
let l_234 = l_233 ^ info.scalars_u32[1];
let l_235 = bitcast<f32>(l_234);
let l_236 = l_235 - l_227;
l_mut_62 = l_236;
l_mut_63 = l_231;
buffer_4_global[l_171] = l_mut_63;
buffer_5_global[l_171] = l_mut_62;
buffer_6_global[l_171] = l_mut_79;
let l_237 = l_mut_63 - l_169;
let l_238 = l_237 * l_237;
l_mut_84 = l_mut_84 + l_238;
let l_239 = u32(3) * local_idx;
let l_240 = l_239 + u32(1);
let l_241 = shared_memory_48[l_240];
let l_242 = a_8[u32(1)];
let l_243 = a_9[u32(1)];
let l_244 = a_10[u32(1)];
let l_245 = a_11[u32(1)];
let l_246 = l_2 * u32(3);
let l_247 = l_246 + u32(1);
let l_248 = info.scalars_f32[1] * l_241;
let l_249 = l_248 * l_7;
let l_250 = l_242 + l_249;
l_mut_79 = l_250;
l_mut_63 = l_243;
l_mut_62 = l_244;
let l_251 = info.scalars_f32[0] * l_mut_79;
let l_252 = l_251 - l_mut_62;
let l_253 = l_mut_63 + l_252;
let l_254 = bitcast<u32>(l_253);
let l_255 = l_254 ^ info.scalars_u32[1];
let l_256 = bitcast<f32>(l_255);
let l_257 = l_256 - l_mut_63;
let l_258 = bitcast<u32>(l_257);
let l_259 = l_258 ^ info.scalars_u32[1];
let l_260 = bitcast<f32>(l_259);
let l_261 = l_260 - l_252;
l_mut_62 = l_261;
l_mut_63 = l_256;
let l_262 = info.scalars_f32[2] * l_mut_79;
l_mut_203 = info.scalars_u32[2];
let l_263 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_263;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_264 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_264;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_265 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_265;
let l_266 = info.scalars_u32[3] ^ l_mut_203;
l_mut_203 = l_266;
let l_267 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_267;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_268 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_268;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_269 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_269;
let l_270 = l_2 ^ l_mut_203;
l_mut_203 = l_270;
let l_271 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_271;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_272 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_272;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_273 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_273;
let l_274 = u32(1) ^ l_mut_203;
l_mut_203 = l_274;
let l_275 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_275;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_276 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_276;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_277 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_277;
let l_278 = l_mut_203 ^ u32(2769414579);
l_mut_4 = l_278;
let l_279 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_279;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_280 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_280;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_281 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_281;
let l_282 = l_mut_4 >> u32(8);
let l_283 = l_282 + u32(1);
let l_284 = f32(l_283);
let l_285 = l_284 / f32(16777216.0);
let l_286 = l_mut_203 ^ u32(1675113877);
l_mut_203 = l_286;
let l_287 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_287;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_288 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_288;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_289 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_289;
let l_290 = l_mut_203 >> u32(8);
let l_291 = f32(l_290);
let l_292 = l_291 / f32(16777216.0);
let l_293 = log(l_285);
let l_294 = f32(-2.0) * l_293;
let l_295 = sqrt(l_294);
let l_296 = f32(6.2831854820251465) * l_292;
let l_297 = mlff_cos_1_f32(l_296);
let l_298 = l_295 * l_297;
let l_299 = l_162 * l_298;
let l_300 = l_262 + l_299;
l_mut_79 = l_300;
let l_301 = info.scalars_f32[0] * l_mut_79;
let l_302 = l_301 - l_mut_62;
let l_303 = l_mut_63 + l_302;
let l_304 = bitcast<u32>(l_303);
let l_305 = l_304 ^ info.scalars_u32[1];
let l_306 = bitcast<f32>(l_305);
let l_307 = l_306 - l_mut_63;
let l_308 = bitcast<u32>(l_307);
let l_309 = l_308 ^ info.scalars_u32[1];
let l_310 = bitcast<f32>(l_309);
let l_311 = l_310 - l_302;
l_mut_62 = l_311;
l_mut_63 = l_306;
buffer_4_global[l_247] = l_mut_63;
buffer_5_global[l_247] = l_mut_62;
buffer_6_global[l_247] = l_mut_79;
let l_312 = l_mut_63 - l_245;
let l_313 = l_312 * l_312;
l_mut_84 = l_mut_84 + l_313;
let l_314 = u32(3) * local_idx;
let l_315 = l_314 + u32(2);
let l_316 = shared_memory_48[l_315];
let l_317 = a_8[u32(2)];
let l_318 = a_9[u32(2)];
let l_319 = a_10[u32(2)];
let l_320 = a_11[u32(2)];
let l_321 = l_2 * u32(3);
let l_322 = l_321 + u32(2);
let l_323 = info.scalars_f32[1] * l_316;
let l_324 = l_323 * l_7;
let l_325 = l_317 + l_324;
l_mut_79 = l_325;
l_mut_63 = l_318;
l_mut_62 = l_319;
let l_326 = info.scalars_f32[0] * l_mut_79;
let l_327 = l_326 - l_mut_62;
let l_328 = l_mut_63 + l_327;
let l_329 = bitcast<u32>(l_328);
let l_330 = l_329 ^ info.scalars_u32[1];
let l_331 = bitcast<f32>(l_330);
let l_332 = l_331 - l_mut_63;
let l_333 = bitcast<u32>(l_332);
let l_334 = l_333 ^ info.scalars_u32[1];
let l_335 = bitcast<f32>(l_334);
let l_336 = l_335 - l_327;
l_mut_62 = l_336;
l_mut_63 = l_331;
let l_337 = info.scalars_f32[2] * l_mut_79;
l_mut_203 = info.scalars_u32[2];
let l_338 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_338;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_339 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_339;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_340 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_340;
let l_341 = info.scalars_u32[3] ^ l_mut_203;
l_mut_203 = l_341;
let l_342 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_342;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_343 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_343;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_344 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_344;
let l_345 = l_2 ^ l_mut_203;
l_mut_203 = l_345;
let l_346 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_346;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_347 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_347;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_348 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_348;
let l_349 = u32(2) ^ l_mut_203;
l_mut_203 = l_349;
let l_350 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_350;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_351 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_351;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_352 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_352;
let l_353 = l_mut_203 ^ u32(2769414579);
l_mut_4 = l_353;
let l_354 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_354;
l_mut_4 = l_mut_4 * u32(2146121005);
let l_355 = l_mut_4 >> u32(15);
l_mut_4 = l_mut_4 ^ l_355;
l_mut_4 = l_mut_4 * u32(2221713035);
let l_356 = l_mut_4 >> u32(16);
l_mut_4 = l_mut_4 ^ l_356;
let l_357 = l_mut_4 >> u32(8);
let l_358 = l_357 + u32(1);
let l_359 = f32(l_358);
let l_360 = l_359 / f32(16777216.0);
let l_361 = l_mut_203 ^ u32(1675113877);
l_mut_203 = l_361;
let l_362 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_362;
l_mut_203 = l_mut_203 * u32(2146121005);
let l_363 = l_mut_203 >> u32(15);
l_mut_203 = l_mut_203 ^ l_363;
l_mut_203 = l_mut_203 * u32(2221713035);
let l_364 = l_mut_203 >> u32(16);
l_mut_203 = l_mut_203 ^ l_364;
let l_365 = l_mut_203 >> u32(8);
let l_366 = f32(l_365);
let l_367 = l_366 / f32(16777216.0);
let l_368 = log(l_360);
let l_369 = f32(-2.0) * l_368;
let l_370 = sqrt(l_369);
let l_371 = f32(6.2831854820251465) * l_367;
let l_372 = mlff_cos_1_f32(l_371);
let l_373 = l_370 * l_372;
let l_374 = l_162 * l_373;
let l_375 = l_337 + l_374;
l_mut_79 = l_375;
let l_376 = info.scalars_f32[0] * l_mut_79;
let l_377 = l_376 - l_mut_62;
let l_378 = l_mut_63 + l_377;
let l_379 = bitcast<u32>(l_378);
let l_380 = l_379 ^ info.scalars_u32[1];
let l_381 = bitcast<f32>(l_380);
let l_382 = l_381 - l_mut_63;
let l_383 = bitcast<u32>(l_382);
let l_384 = l_383 ^ info.scalars_u32[1];
let l_385 = bitcast<f32>(l_384);
let l_386 = l_385 - l_377;
l_mut_62 = l_386;
l_mut_63 = l_381;
buffer_4_global[l_322] = l_mut_63;
buffer_5_global[l_322] = l_mut_62;
buffer_6_global[l_322] = l_mut_79;
let l_387 = l_mut_63 - l_320;
let l_388 = l_387 * l_387;
l_mut_84 = l_mut_84 + l_388;
buffer_9_global[l_2] = l_mut_84;
}
}
fn mlff_sin_cos(x: f32) -> vec2<f32> {
    let ax = abs(x);
    var j = u32(ax * 1.2732395447351628);
    var y = f32(j);
    if (j & 1u) == 1u {
        j = j + 1u;
        y = y + 1.0;
    }
    j = j & 7u;
    let r = ((ax - y * 0.78515625) - y * 2.4187564849853515625e-4) - y * 3.77489497744594108e-8;
    let z = r * r;
    let ps = ((-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1) * z * r + r;
    let pc = ((2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2) * z * z - 0.5 * z + 1.0;
    // Octants 4..7 are 0..3 with both signs flipped; in octants 1 and 2 sine and cosine swap.
    var sin_sign = 1.0;
    var cos_sign = 1.0;
    if j > 3u {
        j = j - 4u;
        sin_sign = -1.0;
        cos_sign = -1.0;
    }
    if j > 1u {
        cos_sign = -cos_sign;
    }
    if x < 0.0 {
        sin_sign = -sin_sign;
    }
    let swap = j == 1u || j == 2u;
    return vec2<f32>(select(ps, pc, swap) * sin_sign, select(pc, ps, swap) * cos_sign);
}


fn mlff_cos_primitive_f32(x: f32) -> f32 { return mlff_sin_cos(x).y; }


fn mlff_cos_1_f32(x: f32, ) -> f32{
    return mlff_cos_primitive_f32(x, );
}
