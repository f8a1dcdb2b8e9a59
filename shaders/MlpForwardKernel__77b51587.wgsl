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

var<workgroup> shared_memory_7: array<f32, 128>;

var<workgroup> shared_memory_8: array<f32, 128>;

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
var a_22: array<f32, 1>;

var a_29: array<f32, 8>;

var a_139: array<f32, 1>;

var a_147: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_142: u32;
var l_mut_143: u32;
var l_mut_17: u32;
var l_mut_25: u32;
var l_mut_9: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_6 = workgroup_id_no_axis * u32(1);
l_mut_9 = local_idx;
loop {
let l_10 = l_mut_9 < u32(128);
let l_11 = !l_10;
if l_11 {
break;
}
let l_12 = l_mut_9 / u32(128);
let l_13 = l_6 + l_12;
let l_14 = l_13 < info.scalars_u32[0];
if l_14 {
let l_15 = l_13 * u32(128);
let l_16 = l_mut_9 % u32(128);
l_mut_17 = l_16;
let l_18 = l_15 + l_mut_17;
let l_19 = buffer_0_global[l_18];
shared_memory_7[l_mut_9] = l_19;
} else {
shared_memory_7[l_mut_9] = f32(0.0);
}
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
l_mut_17 = local_idx;
loop {
let l_20 = l_mut_17 < u32(128);
let l_21 = !l_20;
if l_21 {
break;
}
let l_23 = u32(0) + l_mut_17;
let l_24 = buffer_2_global[l_23];
a_22[u32(0)] = l_24;
l_mut_9 = l_mut_17;
l_mut_25 = u32(0);
loop {
let l_26 = u32(0) + u32(128);
let l_27 = l_mut_25 < l_26;
let l_28 = !l_27;
if l_28 {
break;
}
let l_30 = l_mut_25 + u32(0);
let l_31 = l_30 * u32(128);
let l_32 = u32(0) + l_31;
let l_33 = l_32 + l_mut_9;
let l_34 = buffer_1_global[l_33];
a_29[u32(0)] = l_34;
let l_35 = l_mut_25 + u32(1);
let l_36 = l_35 * u32(128);
let l_37 = u32(0) + l_36;
let l_38 = l_37 + l_mut_9;
let l_39 = buffer_1_global[l_38];
a_29[u32(1)] = l_39;
let l_40 = l_mut_25 + u32(2);
let l_41 = l_40 * u32(128);
let l_42 = u32(0) + l_41;
let l_43 = l_42 + l_mut_9;
let l_44 = buffer_1_global[l_43];
a_29[u32(2)] = l_44;
let l_45 = l_mut_25 + u32(3);
let l_46 = l_45 * u32(128);
let l_47 = u32(0) + l_46;
let l_48 = l_47 + l_mut_9;
let l_49 = buffer_1_global[l_48];
a_29[u32(3)] = l_49;
let l_50 = l_mut_25 + u32(4);
let l_51 = l_50 * u32(128);
let l_52 = u32(0) + l_51;
let l_53 = l_52 + l_mut_9;
let l_54 = buffer_1_global[l_53];
a_29[u32(4)] = l_54;
let l_55 = l_mut_25 + u32(5);
let l_56 = l_55 * u32(128);
let l_57 = u32(0) + l_56;
let l_58 = l_57 + l_mut_9;
let l_59 = buffer_1_global[l_58];
a_29[u32(5)] = l_59;
let l_60 = l_mut_25 + u32(6);
let l_61 = l_60 * u32(128);
let l_62 = u32(0) + l_61;
let l_63 = l_62 + l_mut_9;
let l_64 = buffer_1_global[l_63];
a_29[u32(6)] = l_64;
let l_65 = l_mut_25 + u32(7);
let l_66 = l_65 * u32(128);
let l_67 = u32(0) + l_66;
let l_68 = l_67 + l_mut_9;
let l_69 = buffer_1_global[l_68];
a_29[u32(7)] = l_69;
let l_70 = u32(0) + l_mut_25;
let l_71 = l_70 + u32(0);
let l_72 = shared_memory_7[l_71];
let l_73 = a_29[u32(0)];
let l_74 = l_72 * l_73;
let l_75 = a_22[u32(0)];
let l_76 = l_75 + l_74;
a_22[u32(0)] = l_76;
let l_77 = u32(0) + l_mut_25;
let l_78 = l_77 + u32(1);
let l_79 = shared_memory_7[l_78];
let l_80 = a_29[u32(1)];
let l_81 = l_79 * l_80;
let l_82 = a_22[u32(0)];
let l_83 = l_82 + l_81;
a_22[u32(0)] = l_83;
let l_84 = u32(0) + l_mut_25;
let l_85 = l_84 + u32(2);
let l_86 = shared_memory_7[l_85];
let l_87 = a_29[u32(2)];
let l_88 = l_86 * l_87;
let l_89 = a_22[u32(0)];
let l_90 = l_89 + l_88;
a_22[u32(0)] = l_90;
let l_91 = u32(0) + l_mut_25;
let l_92 = l_91 + u32(3);
let l_93 = shared_memory_7[l_92];
let l_94 = a_29[u32(3)];
let l_95 = l_93 * l_94;
let l_96 = a_22[u32(0)];
let l_97 = l_96 + l_95;
a_22[u32(0)] = l_97;
let l_98 = u32(0) + l_mut_25;
let l_99 = l_98 + u32(4);
let l_100 = shared_memory_7[l_99];
let l_101 = a_29[u32(4)];
let l_102 = l_100 * l_101;
let l_103 = a_22[u32(0)];
let l_104 = l_103 + l_102;
a_22[u32(0)] = l_104;
let l_105 = u32(0) + l_mut_25;
let l_106 = l_105 + u32(5);
let l_107 = shared_memory_7[l_106];
let l_108 = a_29[u32(5)];
let l_109 = l_107 * l_108;
let l_110 = a_22[u32(0)];
let l_111 = l_110 + l_109;
a_22[u32(0)] = l_111;
let l_112 = u32(0) + l_mut_25;
let l_113 = l_112 + u32(6);
let l_114 = shared_memory_7[l_113];
let l_115 = a_29[u32(6)];
let l_116 = l_114 * l_115;
let l_117 = a_22[u32(0)];
let l_118 = l_117 + l_116;
a_22[u32(0)] = l_118;
let l_119 = u32(0) + l_mut_25;
let l_120 = l_119 + u32(7);
let l_121 = shared_memory_7[l_120];
let l_122 = a_29[u32(7)];
let l_123 = l_121 * l_122;
let l_124 = a_22[u32(0)];
let l_125 = l_124 + l_123;
a_22[u32(0)] = l_125;
l_mut_25 = l_mut_25 + u32(8);
}
let l_126 = a_22[u32(0)];
let l_127 = l_6 + u32(0);
let l_128 = l_127 < info.scalars_u32[0];
if l_128 {
let l_129 = l_127 * u32(128);
let l_130 = l_129 + l_mut_17;
buffer_5_global[l_130] = l_126;
}
let l_131 = u32(0) + l_mut_17;
let l_132 = -l_126;
let l_133 = exp(l_132);
let l_134 = f32(1.0) + l_133;
let l_135 = f32(1.0) / l_134;
let l_136 = l_126 * l_135;
shared_memory_8[l_131] = l_136;
l_mut_17 = l_mut_17 + u32(128);
}
workgroupBarrier();
l_mut_25 = local_idx;
loop {
let l_137 = l_mut_25 < u32(384);
let l_138 = !l_137;
if l_138 {
break;
}
l_mut_9 = l_mut_25;
let l_140 = u32(0) + l_mut_9;
let l_141 = buffer_4_global[l_140];
a_139[u32(0)] = l_141;
l_mut_142 = l_mut_25;
l_mut_143 = u32(0);
loop {
let l_144 = u32(0) + u32(128);
let l_145 = l_mut_143 < l_144;
let l_146 = !l_145;
if l_146 {
break;
}
let l_148 = l_mut_143 + u32(0);
let l_149 = l_148 * u32(384);
let l_150 = u32(0) + l_149;
let l_151 = l_150 + l_mut_142;
let l_152 = buffer_3_global[l_151];
a_147[u32(0)] = l_152;
let l_153 = l_mut_143 + u32(1);
let l_154 = l_153 * u32(384);
let l_155 = u32(0) + l_154;
let l_156 = l_155 + l_mut_142;
let l_157 = buffer_3_global[l_156];
a_147[u32(1)] = l_157;
let l_158 = l_mut_143 + u32(2);
let l_159 = l_158 * u32(384);
let l_160 = u32(0) + l_159;
let l_161 = l_160 + l_mut_142;
let l_162 = buffer_3_global[l_161];
a_147[u32(2)] = l_162;
let l_163 = l_mut_143 + u32(3);
let l_164 = l_163 * u32(384);
let l_165 = u32(0) + l_164;
let l_166 = l_165 + l_mut_142;
let l_167 = buffer_3_global[l_166];
a_147[u32(3)] = l_167;
let l_168 = l_mut_143 + u32(4);
let l_169 = l_168 * u32(384);
let l_170 = u32(0) + l_169;
let l_171 = l_170 + l_mut_142;
let l_172 = buffer_3_global[l_171];
a_147[u32(4)] = l_172;
let l_173 = l_mut_143 + u32(5);
let l_174 = l_173 * u32(384);
let l_175 = u32(0) + l_174;
let l_176 = l_175 + l_mut_142;
let l_177 = buffer_3_global[l_176];
a_147[u32(5)] = l_177;
let l_178 = l_mut_143 + u32(6);
let l_179 = l_178 * u32(384);
let l_180 = u32(0) + l_179;
let l_181 = l_180 + l_mut_142;
let l_182 = buffer_3_global[l_181];
a_147[u32(6)] = l_182;
let l_183 = l_mut_143 + u32(7);
let l_184 = l_183 * u32(384);
let l_185 = u32(0) + l_184;
let l_186 = l_185 + l_mut_142;
let l_187 = buffer_3_global[l_186];
a_147[u32(7)] = l_187;
let l_188 = u32(0) + l_mut_143;
let l_189 = l_188 + u32(0);
let l_190 = shared_memory_8[l_189];
let l_191 = a_147[u32(0)];
let l_192 = l_190 * l_191;
let l_193 = a_139[u32(0)];
let l_194 = l_193 + l_192;
a_139[u32(0)] = l_194;
let l_195 = u32(0) + l_mut_143;
let l_196 = l_195 + u32(1);
let l_197 = shared_memory_8[l_196];
let l_198 = a_147[u32(1)];
let l_199 = l_197 * l_198;
let l_200 = a_139[u32(0)];
let l_201 = l_200 + l_199;
a_139[u32(0)] = l_201;
let l_202 = u32(0) + l_mut_143;
let l_203 = l_202 + u32(2);
let l_204 = shared_memory_8[l_203];
let l_205 = a_147[u32(2)];
let l_206 = l_204 * l_205;
let l_207 = a_139[u32(0)];
let l_208 = l_207 + l_206;
a_139[u32(0)] = l_208;
let l_209 = u32(0) + l_mut_143;
let l_210 = l_209 + u32(3);
let l_211 = shared_memory_8[l_210];
let l_212 = a_147[u32(3)];
let l_213 = l_211 * l_212;
let l_214 = a_139[u32(0)];
let l_215 = l_214 + l_213;
a_139[u32(0)] = l_215;
let l_216 = u32(0) + l_mut_143;
let l_217 = l_216 + u32(4);
let l_218 = shared_memory_8[l_217];
let l_219 = a_147[u32(4)];
let l_220 = l_218 * l_219;
let l_221 = a_139[u32(0)];
let l_222 = l_221 + l_220;
a_139[u32(0)] = l_222;
let l_223 = u32(0) + l_mut_143;
let l_224 = l_223 + u32(5);
let l_225 = shared_memory_8[l_224];
let l_226 = a_147[u32(5)];
let l_227 = l_225 * l_226;
let l_228 = a_139[u32(0)];
let l_229 = l_228 + l_227;
a_139[u32(0)] = l_229;
let l_230 = u32(0) + l_mut_143;
let l_231 = l_230 + u32(6);
let l_232 = shared_memory_8[l_231];
let l_233 = a_147[u32(6)];
let l_234 = l_232 * l_233;
let l_235 = a_139[u32(0)];
let l_236 = l_235 + l_234;
a_139[u32(0)] = l_236;
let l_237 = u32(0) + l_mut_143;
let l_238 = l_237 + u32(7);
let l_239 = shared_memory_8[l_238];
let l_240 = a_147[u32(7)];
let l_241 = l_239 * l_240;
let l_242 = a_139[u32(0)];
let l_243 = l_242 + l_241;
a_139[u32(0)] = l_243;
l_mut_143 = l_mut_143 + u32(8);
}
let l_244 = l_6 + u32(0);
let l_245 = l_244 < info.scalars_u32[0];
if l_245 {
let l_246 = l_244 * u32(384);
let l_247 = l_246 + l_mut_9;
let l_248 = a_139[u32(0)];
buffer_6_global[l_247] = l_248;
}
l_mut_25 = l_mut_25 + u32(128);
}
}
