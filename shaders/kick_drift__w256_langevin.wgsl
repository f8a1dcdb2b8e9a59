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

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 6>,
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 16>,
}

@group(0)
@binding(8)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn kick_drift_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_4: array<f32, 3>;

var a_5: array<f32, 3>;

var a_6: array<f32, 3>;

var a_7: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_49: f32;
var l_mut_62: f32;
var l_mut_63: f32;
var l_mut_64: f32;
var l_mut_77: u32;
var l_mut_94: u32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
let l_3 = buffer_4_global[l_1];
let l_8 = l_1 * u32(3);
let l_9 = l_8 + u32(0);
let l_10 = buffer_2_global[l_9];
a_4[u32(0)] = l_10;
let l_11 = l_1 * u32(3);
let l_12 = l_11 + u32(0);
let l_13 = buffer_0_global[l_12];
a_5[u32(0)] = l_13;
let l_14 = l_1 * u32(3);
let l_15 = l_14 + u32(0);
let l_16 = buffer_1_global[l_15];
a_6[u32(0)] = l_16;
let l_17 = l_1 * u32(3);
let l_18 = l_17 + u32(0);
let l_19 = buffer_5_global[l_18];
a_7[u32(0)] = l_19;
let l_20 = l_1 * u32(3);
let l_21 = l_20 + u32(1);
let l_22 = buffer_2_global[l_21];
a_4[u32(1)] = l_22;
let l_23 = l_1 * u32(3);
let l_24 = l_23 + u32(1);
let l_25 = buffer_0_global[l_24];
a_5[u32(1)] = l_25;
let l_26 = l_1 * u32(3);
let l_27 = l_26 + u32(1);
let l_28 = buffer_1_global[l_27];
a_6[u32(1)] = l_28;
let l_29 = l_1 * u32(3);
let l_30 = l_29 + u32(1);
let l_31 = buffer_5_global[l_30];
a_7[u32(1)] = l_31;
let l_32 = l_1 * u32(3);
let l_33 = l_32 + u32(2);
let l_34 = buffer_2_global[l_33];
a_4[u32(2)] = l_34;
let l_35 = l_1 * u32(3);
let l_36 = l_35 + u32(2);
let l_37 = buffer_0_global[l_36];
a_5[u32(2)] = l_37;
let l_38 = l_1 * u32(3);
let l_39 = l_38 + u32(2);
let l_40 = buffer_1_global[l_39];
a_6[u32(2)] = l_40;
let l_41 = l_1 * u32(3);
let l_42 = l_41 + u32(2);
let l_43 = buffer_5_global[l_42];
a_7[u32(2)] = l_43;
let l_44 = info.scalars_f32[2] * info.scalars_f32[2];
let l_45 = f32(1.0) - l_44;
let l_46 = l_45 * info.scalars_f32[3];
let l_47 = l_46 * l_3;
let l_48 = sqrt(l_47);
l_mut_49 = f32(0.0);
let l_50 = l_1 * u32(3);
let l_51 = l_50 + u32(0);
let l_52 = buffer_3_global[l_51];
let l_53 = a_4[u32(0)];
let l_54 = a_5[u32(0)];
let l_55 = a_6[u32(0)];
let l_56 = a_7[u32(0)];
let l_57 = l_1 * u32(3);
let l_58 = l_57 + u32(0);
let l_59 = info.scalars_f32[1] * l_52;
let l_60 = l_59 * l_3;
let l_61 = l_53 + l_60;
l_mut_62 = l_61;
l_mut_63 = l_54;
l_mut_64 = l_55;
let l_65 = info.scalars_f32[0] * l_mut_62;
let l_66 = l_65 - l_mut_64;
let l_67 = l_mut_63 + l_66;
let l_68 = bitcast<u32>(l_67);
let l_69 = l_68 ^ info.scalars_u32[1];
let l_70 = bitcast<f32>(l_69);
let l_71 = l_70 - l_mut_63;
let l_72 = bitcast<u32>(l_71);
let l_73 = l_72 ^ info.scalars_u32[1];
let l_74 = bitcast<f32>(l_73);
let l_75 = l_74 - l_66;
l_mut_64 = l_75;
l_mut_63 = l_70;
let l_76 = info.scalars_f32[2] * l_mut_62;
l_mut_77 = info.scalars_u32[2];
let l_78 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_78;
l_mut_77 = l_mut_77 * u32(2146121005);
let l_79 = l_mut_77 >> u32(15);
l_mut_77 = l_mut_77 ^ l_79;
l_mut_77 = l_mut_77 * u32(2221713035);
let l_80 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_80;
let l_81 = info.scalars_u32[3] ^ l_mut_77;
l_mut_77 = l_81;
let l_82 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_82;
l_mut_77 = l_mut_77 * u32(2146121005);
let l_83 = l_mut_77 >> u32(15);
l_mut_77 = l_mut_77 ^ l_83;
l_mut_77 = l_mut_77 * u32(2221713035);
let l_84 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_84;
let l_85 = l_1 ^ l_mut_77;
l_mut_77 = l_85;
let l_86 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_86;
l_mut_77 = l_mut_77 * u32(2146121005);
let l_87 = l_mut_77 >> u32(15);
l_mut_77 = l_mut_77 ^ l_87;
l_mut_77 = l_mut_77 * u32(2221713035);
let l_88 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_88;
let l_89 = u32(0) ^ l_mut_77;
l_mut_77 = l_89;
let l_90 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_90;
l_mut_77 = l_mut_77 * u32(2146121005);
let l_91 = l_mut_77 >> u32(15);
l_mut_77 = l_mut_77 ^ l_91;
l_mut_77 = l_mut_77 * u32(2221713035);
let l_92 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_92;
let l_93 = l_mut_77 ^ u32(2769414579);
l_mut_94 = l_93;
let l_95 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_95;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_96 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_96;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_97 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_97;
let l_98 = l_mut_94 >> u32(8);
let l_99 = l_98 + u32(1);
let l_100 = f32(l_99);
let l_101 = l_100 / f32(16777216.0);
let l_102 = l_mut_77 ^ u32(1675113877);
l_mut_94 = l_102;
let l_103 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_103;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_104 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_104;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_105 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_105;
let l_106 = l_mut_94 >> u32(8);
let l_107 = f32(l_106);
let l_108 = l_107 / f32(16777216.0);
let l_109 = log(l_101);
let l_110 = f32(-2.0) * l_109;
let l_111 = sqrt(l_110);
let l_112 = f32(6.2831854820251465) * l_108;
let l_113 = mlff_cos_1_f32(l_112);
let l_114 = l_111 * l_113;
let l_115 = l_48 * l_114;
let l_116 = l_76 + l_115;
l_mut_62 = l_116;
let l_117 = info.scalars_f32[0] * l_mut_62;
let l_118 = l_117 - l_mut_64;
let l_119 = l_mut_63 + l_118;
let l_120 = bitcast<u32>(l_119);
let l_121 = l_120 ^ info.scalars_u32[1];
let l_122 = bitcast<f32>(l_121);
let l_123 = l_122 - l_mut_63;
let l_124 = bitcast<u32>(l_123);
let l_125 = l_124 ^ info.scalars_u32[1];
let l_126 = bitcast<f32>(l_125);
let l_127 = l_126 - l_118;
l_mut_64 = l_127;
l_mut_63 = l_122;
buffer_0_global[l_58] = l_mut_63;
buffer_1_global[l_58] = l_mut_64;
buffer_2_global[l_58] = l_mut_62;
let l_128 = l_mut_63 - l_56;
let l_129 = l_128 * l_128;
l_mut_49 = l_mut_49 + l_129;
let l_130 = l_1 * u32(3);
let l_131 = l_130 + u32(1);
let l_132 = buffer_3_global[l_131];
let l_133 = a_4[u32(1)];
let l_134 = a_5[u32(1)];
let l_135 = a_6[u32(1)];
let l_136 = a_7[u32(1)];
let l_137 = l_1 * u32(3);
let l_138 = l_137 + u32(1);
let l_139 = info.scalars_f32[1] * l_132;
let l_140 = l_139 * l_3;
let l_141 = l_133 + l_140;
l_mut_64 = l_141;
l_mut_63 = l_134;
l_mut_62 = l_135;
let l_142 = info.scalars_f32[0] * l_mut_64;
let l_143 = l_142 - l_mut_62;
let l_144 = l_mut_63 + l_143;
let l_145 = bitcast<u32>(l_144);
let l_146 = l_145 ^ info.scalars_u32[1];
let l_147 = bitcast<f32>(l_146);
let l_148 = l_147 - l_mut_63;
let l_149 = bitcast<u32>(l_148);
let l_150 = l_149 ^ info.scalars_u32[1];
let l_151 = bitcast<f32>(l_150);
let l_152 = l_151 - l_143;
l_mut_62 = l_152;
l_mut_63 = l_147;
let l_153 = info.scalars_f32[2] * l_mut_64;
l_mut_94 = info.scalars_u32[2];
let l_154 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_154;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_155 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_155;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_156 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_156;
let l_157 = info.scalars_u32[3] ^ l_mut_94;
l_mut_94 = l_157;
let l_158 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_158;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_159 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_159;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_160 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_160;
let l_161 = l_1 ^ l_mut_94;
l_mut_94 = l_161;
let l_162 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_162;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_163 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_163;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_164 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_164;
let l_165 = u32(1) ^ l_mut_94;
l_mut_94 = l_165;
let l_166 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_166;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_167 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_167;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_168 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_168;
let l_169 = l_mut_94 ^ u32(2769414579);
l_mut_77 = l_169;
let l_170 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_170;
l_mut_77 = l_mut_77 * u32(2146121005);
let l_171 = l_mut_77 >> u32(15);
l_mut_77 = l_mut_77 ^ l_171;
l_mut_77 = l_mut_77 * u32(2221713035);
let l_172 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_172;
let l_173 = l_mut_77 >> u32(8);
let l_174 = l_173 + u32(1);
let l_175 = f32(l_174);
let l_176 = l_175 / f32(16777216.0);
let l_177 = l_mut_94 ^ u32(1675113877);
l_mut_94 = l_177;
let l_178 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_178;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_179 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_179;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_180 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_180;
let l_181 = l_mut_94 >> u32(8);
let l_182 = f32(l_181);
let l_183 = l_182 / f32(16777216.0);
let l_184 = log(l_176);
let l_185 = f32(-2.0) * l_184;
let l_186 = sqrt(l_185);
let l_187 = f32(6.2831854820251465) * l_183;
let l_188 = mlff_cos_1_f32(l_187);
let l_189 = l_186 * l_188;
let l_190 = l_48 * l_189;
let l_191 = l_153 + l_190;
l_mut_64 = l_191;
let l_192 = info.scalars_f32[0] * l_mut_64;
let l_193 = l_192 - l_mut_62;
let l_194 = l_mut_63 + l_193;
let l_195 = bitcast<u32>(l_194);
let l_196 = l_195 ^ info.scalars_u32[1];
let l_197 = bitcast<f32>(l_196);
let l_198 = l_197 - l_mut_63;
let l_199 = bitcast<u32>(l_198);
let l_200 = l_199 ^ info.scalars_u32[1];
let l_201 = bitcast<f32>(l_200);
let l_202 = l_201 - l_193;
l_mut_62 = l_202;
l_mut_63 = l_197;
buffer_0_global[l_138] = l_mut_63;
buffer_1_global[l_138] = l_mut_62;
buffer_2_global[l_138] = l_mut_64;
let l_203 = l_mut_63 - l_136;
let l_204 = l_203 * l_203;
l_mut_49 = l_mut_49 + l_204;
let l_205 = l_1 * u32(3);
let l_206 = l_205 + u32(2);
let l_207 = buffer_3_global[l_206];
let l_208 = a_4[u32(2)];
let l_209 = a_5[u32(2)];
let l_210 = a_6[u32(2)];
let l_211 = a_7[u32(2)];
let l_212 = l_1 * u32(3);
let l_213 = l_212 + u32(2);
let l_214 = info.scalars_f32[1] * l_207;
let l_215 = l_214 * l_3;
let l_216 = l_208 + l_215;
l_mut_64 = l_216;
l_mut_63 = l_209;
l_mut_62 = l_210;
let l_217 = info.scalars_f32[0] * l_mut_64;
let l_218 = l_217 - l_mut_62;
let l_219 = l_mut_63 + l_218;
let l_220 = bitcast<u32>(l_219);
let l_221 = l_220 ^ info.scalars_u32[1];
let l_222 = bitcast<f32>(l_221);
let l_223 = l_222 - l_mut_63;
let l_224 = bitcast<u32>(l_223);
let l_225 = l_224 ^ info.scalars_u32[1];
let l_226 = bitcast<f32>(l_225);
let l_227 = l_226 - l_218;
l_mut_62 = l_227;
l_mut_63 = l_222;
let l_228 = info.scalars_f32[2] * l_mut_64;
l_mut_94 = info.scalars_u32[2];
let l_229 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_229;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_230 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_230;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_231 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_231;
let l_232 = info.scalars_u32[3] ^ l_mut_94;
l_mut_94 = l_232;
let l_233 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_233;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_234 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_234;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_235 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_235;
let l_236 = l_1 ^ l_mut_94;
l_mut_94 = l_236;
let l_237 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_237;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_238 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_238;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_239 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_239;
let l_240 = u32(2) ^ l_mut_94;
l_mut_94 = l_240;
let l_241 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_241;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_242 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_242;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_243 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_243;
let l_244 = l_mut_94 ^ u32(2769414579);
l_mut_77 = l_244;
let l_245 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_245;
l_mut_77 = l_mut_77 * u32(2146121005);
let l_246 = l_mut_77 >> u32(15);
l_mut_77 = l_mut_77 ^ l_246;
l_mut_77 = l_mut_77 * u32(2221713035);
let l_247 = l_mut_77 >> u32(16);
l_mut_77 = l_mut_77 ^ l_247;
let l_248 = l_mut_77 >> u32(8);
let l_249 = l_248 + u32(1);
let l_250 = f32(l_249);
let l_251 = l_250 / f32(16777216.0);
let l_252 = l_mut_94 ^ u32(1675113877);
l_mut_94 = l_252;
let l_253 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_253;
l_mut_94 = l_mut_94 * u32(2146121005);
let l_254 = l_mut_94 >> u32(15);
l_mut_94 = l_mut_94 ^ l_254;
l_mut_94 = l_mut_94 * u32(2221713035);
let l_255 = l_mut_94 >> u32(16);
l_mut_94 = l_mut_94 ^ l_255;
let l_256 = l_mut_94 >> u32(8);
let l_257 = f32(l_256);
let l_258 = l_257 / f32(16777216.0);
let l_259 = log(l_251);
let l_260 = f32(-2.0) * l_259;
let l_261 = sqrt(l_260);
let l_262 = f32(6.2831854820251465) * l_258;
let l_263 = mlff_cos_1_f32(l_262);
let l_264 = l_261 * l_263;
let l_265 = l_48 * l_264;
let l_266 = l_228 + l_265;
l_mut_64 = l_266;
let l_267 = info.scalars_f32[0] * l_mut_64;
let l_268 = l_267 - l_mut_62;
let l_269 = l_mut_63 + l_268;
let l_270 = bitcast<u32>(l_269);
let l_271 = l_270 ^ info.scalars_u32[1];
let l_272 = bitcast<f32>(l_271);
let l_273 = l_272 - l_mut_63;
let l_274 = bitcast<u32>(l_273);
let l_275 = l_274 ^ info.scalars_u32[1];
let l_276 = bitcast<f32>(l_275);
let l_277 = l_276 - l_268;
l_mut_62 = l_277;
l_mut_63 = l_272;
buffer_0_global[l_213] = l_mut_63;
buffer_1_global[l_213] = l_mut_62;
buffer_2_global[l_213] = l_mut_64;
let l_278 = l_mut_63 - l_211;
let l_279 = l_278 * l_278;
l_mut_49 = l_mut_49 + l_279;
buffer_6_global[l_1] = l_mut_49;
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
