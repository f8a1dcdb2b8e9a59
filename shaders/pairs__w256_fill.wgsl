@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<i32>;

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
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<u32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<u32>;

@group(0)
@binding(11)
var<storage, read_write> buffer_11_global: array<u32>;

@group(0)
@binding(12)
var<storage, read_write> buffer_12_global: array<u32>;

@group(0)
@binding(13)
var<storage, read_write> buffer_13_global: array<u32>;

@group(0)
@binding(14)
var<storage, read_write> buffer_14_global: array<u32>;

@group(0)
@binding(15)
var<storage, read_write> buffer_15_global: array<i32>;

@group(0)
@binding(16)
var<storage, read_write> buffer_16_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 34>,
}

@group(0)
@binding(17)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn pairs_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_104: u32;
var l_mut_105: bool;
var l_mut_107: i32;
var l_mut_112: i32;
var l_mut_123: i32;
var l_mut_128: i32;
var l_mut_139: i32;
var l_mut_144: i32;
var l_mut_187: u32;
var l_mut_3: u32;
var l_mut_4: u32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
l_mut_3 = u32(0);
l_mut_4 = u32(0);
let l_5 = buffer_11_global[info.scalars_u32[0]];
let l_6 = l_5 > info.scalars_u32[1];
if l_6 {
return;
}
let l_7 = buffer_0_global[l_1];
let l_8 = buffer_11_global[l_7];
l_mut_3 = l_8;
let l_9 = l_7 + u32(1);
let l_10 = buffer_11_global[l_9];
let l_11 = buffer_11_global[l_7];
let l_12 = l_10 - l_11;
l_mut_4 = l_12;
let l_13 = buffer_4_global[l_7];
let l_14 = l_13 * u32(8);
let l_15 = l_13 * u32(24);
let l_16 = l_13 * u32(8);
let l_17 = l_14 + u32(2);
let l_18 = buffer_6_global[l_17];
let l_19 = buffer_8_global[l_16];
let l_20 = i32(l_19);
let l_21 = l_16 + u32(1);
let l_22 = buffer_8_global[l_21];
let l_23 = i32(l_22);
let l_24 = l_16 + u32(2);
let l_25 = buffer_8_global[l_24];
let l_26 = i32(l_25);
let l_27 = l_16 + u32(3);
let l_28 = buffer_8_global[l_27];
let l_29 = i32(l_28);
let l_30 = l_16 + u32(4);
let l_31 = buffer_8_global[l_30];
let l_32 = i32(l_31);
let l_33 = l_16 + u32(5);
let l_34 = buffer_8_global[l_33];
let l_35 = i32(l_34);
let l_36 = l_14 + u32(4);
let l_37 = buffer_6_global[l_36];
let l_38 = l_14 + u32(4);
let l_39 = l_38 + u32(1);
let l_40 = buffer_6_global[l_39];
let l_41 = l_14 + u32(4);
let l_42 = l_41 + u32(2);
let l_43 = buffer_6_global[l_42];
let l_44 = buffer_5_global[l_7];
let l_45 = l_44 - l_18;
let l_46 = i32(l_45);
let l_47 = l_46 % l_26;
let l_48 = l_46 / l_26;
let l_49 = l_48 % l_23;
let l_50 = l_23 * l_26;
let l_51 = l_46 / l_50;
let l_52 = u32(3) * l_1;
let l_53 = buffer_1_global[l_52];
let l_54 = u32(3) * l_1;
let l_55 = l_54 + u32(1);
let l_56 = buffer_1_global[l_55];
let l_57 = u32(3) * l_1;
let l_58 = l_57 + u32(2);
let l_59 = buffer_1_global[l_58];
let l_60 = u32(3) * l_1;
let l_61 = buffer_3_global[l_60];
let l_62 = u32(3) * l_1;
let l_63 = l_62 + u32(1);
let l_64 = buffer_3_global[l_63];
let l_65 = u32(3) * l_1;
let l_66 = l_65 + u32(2);
let l_67 = buffer_3_global[l_66];
let l_68 = u32(3) * l_1;
let l_69 = buffer_2_global[l_68];
let l_70 = u32(3) * l_1;
let l_71 = l_70 + u32(1);
let l_72 = buffer_2_global[l_71];
let l_73 = u32(3) * l_1;
let l_74 = l_73 + u32(2);
let l_75 = buffer_2_global[l_74];
let l_76 = l_15 + u32(9);
let l_77 = buffer_7_global[l_76];
let l_78 = l_15 + u32(9);
let l_79 = l_78 + u32(1);
let l_80 = buffer_7_global[l_79];
let l_81 = l_15 + u32(9);
let l_82 = l_81 + u32(2);
let l_83 = buffer_7_global[l_82];
let l_84 = l_15 + u32(9);
let l_85 = l_84 + u32(3);
let l_86 = buffer_7_global[l_85];
let l_87 = l_15 + u32(9);
let l_88 = l_87 + u32(4);
let l_89 = buffer_7_global[l_88];
let l_90 = l_15 + u32(9);
let l_91 = l_90 + u32(5);
let l_92 = buffer_7_global[l_91];
let l_93 = l_15 + u32(9);
let l_94 = l_93 + u32(6);
let l_95 = buffer_7_global[l_94];
let l_96 = l_15 + u32(9);
let l_97 = l_96 + u32(7);
let l_98 = buffer_7_global[l_97];
let l_99 = l_15 + u32(9);
let l_100 = l_99 + u32(8);
let l_101 = buffer_7_global[l_100];
let l_102 = l_16 + u32(6);
let l_103 = buffer_9_global[l_102];
l_mut_104 = u32(0);
l_mut_105 = bool(false);
let l_106 = l_51 - l_29;
l_mut_107 = l_106;
loop {
let l_108 = l_51 + l_29;
let l_109 = l_mut_107 <= l_108;
let l_110 = !l_109;
if l_110 {
break;
}
let l_111 = l_mut_107 / l_20;
l_mut_112 = l_111;
let l_113 = l_mut_107 < i32(0);
let l_114 = l_mut_112 * l_20;
let l_115 = l_114 != l_mut_107;
let l_116 = l_113 && l_115;
if l_116 {
l_mut_112 = l_mut_112 - i32(1);
}
let l_117 = l_37 != u32(0);
let l_118 = l_mut_112 == i32(0);
let l_119 = l_117 || l_118;
if l_119 {
let l_120 = l_mut_112 * l_20;
let l_121 = l_mut_107 - l_120;
let l_122 = l_49 - l_32;
l_mut_123 = l_122;
loop {
let l_124 = l_49 + l_32;
let l_125 = l_mut_123 <= l_124;
let l_126 = !l_125;
if l_126 {
break;
}
let l_127 = l_mut_123 / l_23;
l_mut_128 = l_127;
let l_129 = l_mut_123 < i32(0);
let l_130 = l_mut_128 * l_23;
let l_131 = l_130 != l_mut_123;
let l_132 = l_129 && l_131;
if l_132 {
l_mut_128 = l_mut_128 - i32(1);
}
let l_133 = l_40 != u32(0);
let l_134 = l_mut_128 == i32(0);
let l_135 = l_133 || l_134;
if l_135 {
let l_136 = l_mut_128 * l_23;
let l_137 = l_mut_123 - l_136;
let l_138 = l_47 - l_35;
l_mut_139 = l_138;
loop {
let l_140 = l_47 + l_35;
let l_141 = l_mut_139 <= l_140;
let l_142 = !l_141;
if l_142 {
break;
}
let l_143 = l_mut_139 / l_26;
l_mut_144 = l_143;
let l_145 = l_mut_139 < i32(0);
let l_146 = l_mut_144 * l_26;
let l_147 = l_146 != l_mut_139;
let l_148 = l_145 && l_147;
if l_148 {
l_mut_144 = l_mut_144 - i32(1);
}
let l_149 = l_43 != u32(0);
let l_150 = l_mut_144 == i32(0);
let l_151 = l_149 || l_150;
if l_151 {
let l_152 = l_mut_144 * l_26;
let l_153 = l_mut_139 - l_152;
let l_154 = l_121 * l_23;
let l_155 = l_154 + l_137;
let l_156 = l_155 * l_26;
let l_157 = l_156 + l_153;
let l_158 = u32(l_157);
let l_159 = l_18 + l_158;
let l_160 = l_mut_112 == i32(0);
let l_161 = l_mut_128 == i32(0);
let l_162 = l_160 && l_161;
let l_163 = l_mut_144 == i32(0);
let l_164 = l_162 && l_163;
let l_165 = f32(l_mut_112);
let l_166 = f32(l_mut_128);
let l_167 = f32(l_mut_144);
let l_168 = l_165 * l_77;
let l_169 = l_166 * l_86;
let l_170 = l_168 + l_169;
let l_171 = l_167 * l_95;
let l_172 = l_170 + l_171;
let l_173 = l_61 - l_172;
let l_174 = l_165 * l_80;
let l_175 = l_166 * l_89;
let l_176 = l_174 + l_175;
let l_177 = l_167 * l_98;
let l_178 = l_176 + l_177;
let l_179 = l_64 - l_178;
let l_180 = l_165 * l_83;
let l_181 = l_166 * l_92;
let l_182 = l_180 + l_181;
let l_183 = l_167 * l_101;
let l_184 = l_182 + l_183;
let l_185 = l_67 - l_184;
let l_186 = buffer_10_global[l_159];
l_mut_187 = l_186;
let l_188 = l_159 + u32(1);
let l_189 = buffer_10_global[l_188];
loop {
let l_190 = l_mut_187 < l_189;
let l_191 = !l_190;
if l_191 {
break;
}
let l_192 = u32(3) * l_mut_187;
let l_193 = buffer_3_global[l_192];
let l_194 = l_193 - l_173;
let l_195 = u32(3) * l_mut_187;
let l_196 = l_195 + u32(1);
let l_197 = buffer_3_global[l_196];
let l_198 = l_197 - l_179;
let l_199 = u32(3) * l_mut_187;
let l_200 = l_199 + u32(2);
let l_201 = buffer_3_global[l_200];
let l_202 = l_201 - l_185;
let l_203 = buffer_0_global[l_mut_187];
let l_204 = l_194 * l_194;
let l_205 = l_198 * l_198;
let l_206 = l_204 + l_205;
let l_207 = l_202 * l_202;
let l_208 = l_206 + l_207;
let l_209 = l_208 < l_103;
let l_210 = l_203 == l_7;
let l_211 = l_164 && l_210;
let l_212 = !l_211;
let l_213 = l_209 && l_212;
if l_213 {
let l_214 = u32(3) * l_mut_187;
let l_215 = buffer_2_global[l_214];
let l_216 = l_mut_112 - l_215;
let l_217 = l_216 + l_69;
let l_218 = u32(3) * l_mut_187;
let l_219 = l_218 + u32(1);
let l_220 = buffer_2_global[l_219];
let l_221 = l_mut_128 - l_220;
let l_222 = l_221 + l_72;
let l_223 = u32(3) * l_mut_187;
let l_224 = l_223 + u32(2);
let l_225 = buffer_2_global[l_224];
let l_226 = l_mut_144 - l_225;
let l_227 = l_226 + l_75;
let l_228 = f32(l_217);
let l_229 = f32(l_222);
let l_230 = f32(l_227);
let l_231 = u32(3) * l_mut_187;
let l_232 = buffer_1_global[l_231];
let l_233 = l_232 - l_53;
let l_234 = l_228 * l_77;
let l_235 = l_229 * l_86;
let l_236 = l_234 + l_235;
let l_237 = l_230 * l_95;
let l_238 = l_236 + l_237;
let l_239 = l_233 + l_238;
let l_240 = u32(3) * l_mut_187;
let l_241 = l_240 + u32(1);
let l_242 = buffer_1_global[l_241];
let l_243 = l_242 - l_56;
let l_244 = l_228 * l_80;
let l_245 = l_229 * l_89;
let l_246 = l_244 + l_245;
let l_247 = l_230 * l_98;
let l_248 = l_246 + l_247;
let l_249 = l_243 + l_248;
let l_250 = u32(3) * l_mut_187;
let l_251 = l_250 + u32(2);
let l_252 = buffer_1_global[l_251];
let l_253 = l_252 - l_59;
let l_254 = l_228 * l_83;
let l_255 = l_229 * l_92;
let l_256 = l_254 + l_255;
let l_257 = l_230 * l_101;
let l_258 = l_256 + l_257;
let l_259 = l_253 + l_258;
let l_260 = l_239 * l_239;
let l_261 = l_249 * l_249;
let l_262 = l_260 + l_261;
let l_263 = l_259 * l_259;
let l_264 = l_262 + l_263;
let l_265 = l_264 < info.scalars_f32[0];
if l_265 {
let l_266 = l_mut_104 < l_mut_4;
if l_266 {
let l_267 = l_mut_3 + l_mut_104;
buffer_13_global[l_267] = l_7;
buffer_14_global[l_267] = l_203;
let l_268 = u32(3) * l_267;
buffer_15_global[l_268] = l_217;
let l_269 = u32(3) * l_267;
let l_270 = l_269 + u32(1);
buffer_15_global[l_270] = l_222;
let l_271 = u32(3) * l_267;
let l_272 = l_271 + u32(2);
buffer_15_global[l_272] = l_227;
}
l_mut_104 = l_mut_104 + u32(1);
}
}
l_mut_187 = l_mut_187 + u32(1);
}
}
l_mut_139 = l_mut_139 + i32(1);
}
}
l_mut_123 = l_mut_123 + i32(1);
}
}
l_mut_107 = l_mut_107 + i32(1);
}
let l_273 = l_mut_104 != l_mut_4;
if l_273 {
let l_274 = &buffer_16_global[u32(3)];
let l_275 = atomicAdd(l_274, u32(1));}
}
