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

var<workgroup> shared_memory_6: array<f32, 128>;

var<workgroup> shared_memory_7: array<f32, 128>;

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
var a_20: array<f32, 1>;

var a_27: array<f32, 8>;

var a_137: array<f32, 1>;

var a_144: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_140: u32;
var l_mut_23: u32;
var l_mut_8: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_5 = workgroup_id_no_axis * u32(1);
l_mut_8 = local_idx;
loop {
let l_9 = l_mut_8 < u32(128);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 / u32(128);
let l_12 = l_5 + l_11;
let l_13 = l_12 < info.scalars_u32[0];
if l_13 {
let l_14 = l_12 * u32(128);
let l_15 = l_mut_8 % u32(128);
let l_16 = l_14 + l_15;
let l_17 = buffer_0_global[l_16];
shared_memory_6[l_mut_8] = l_17;
} else {
shared_memory_6[l_mut_8] = f32(0.0);
}
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_8 = local_idx;
loop {
let l_18 = l_mut_8 < u32(128);
let l_19 = !l_18;
if l_19 {
break;
}
let l_21 = u32(0) + l_mut_8;
let l_22 = buffer_2_global[l_21];
a_20[u32(0)] = l_22;
l_mut_23 = u32(0);
loop {
let l_24 = u32(0) + u32(128);
let l_25 = l_mut_23 < l_24;
let l_26 = !l_25;
if l_26 {
break;
}
let l_28 = l_mut_23 + u32(0);
let l_29 = l_28 * u32(128);
let l_30 = u32(0) + l_29;
let l_31 = l_30 + l_mut_8;
let l_32 = buffer_1_global[l_31];
a_27[u32(0)] = l_32;
let l_33 = l_mut_23 + u32(1);
let l_34 = l_33 * u32(128);
let l_35 = u32(0) + l_34;
let l_36 = l_35 + l_mut_8;
let l_37 = buffer_1_global[l_36];
a_27[u32(1)] = l_37;
let l_38 = l_mut_23 + u32(2);
let l_39 = l_38 * u32(128);
let l_40 = u32(0) + l_39;
let l_41 = l_40 + l_mut_8;
let l_42 = buffer_1_global[l_41];
a_27[u32(2)] = l_42;
let l_43 = l_mut_23 + u32(3);
let l_44 = l_43 * u32(128);
let l_45 = u32(0) + l_44;
let l_46 = l_45 + l_mut_8;
let l_47 = buffer_1_global[l_46];
a_27[u32(3)] = l_47;
let l_48 = l_mut_23 + u32(4);
let l_49 = l_48 * u32(128);
let l_50 = u32(0) + l_49;
let l_51 = l_50 + l_mut_8;
let l_52 = buffer_1_global[l_51];
a_27[u32(4)] = l_52;
let l_53 = l_mut_23 + u32(5);
let l_54 = l_53 * u32(128);
let l_55 = u32(0) + l_54;
let l_56 = l_55 + l_mut_8;
let l_57 = buffer_1_global[l_56];
a_27[u32(5)] = l_57;
let l_58 = l_mut_23 + u32(6);
let l_59 = l_58 * u32(128);
let l_60 = u32(0) + l_59;
let l_61 = l_60 + l_mut_8;
let l_62 = buffer_1_global[l_61];
a_27[u32(6)] = l_62;
let l_63 = l_mut_23 + u32(7);
let l_64 = l_63 * u32(128);
let l_65 = u32(0) + l_64;
let l_66 = l_65 + l_mut_8;
let l_67 = buffer_1_global[l_66];
a_27[u32(7)] = l_67;
let l_68 = u32(0) + l_mut_23;
let l_69 = l_68 + u32(0);
let l_70 = shared_memory_6[l_69];
let l_71 = a_27[u32(0)];
let l_72 = l_70 * l_71;
let l_73 = a_20[u32(0)];
let l_74 = l_73 + l_72;
a_20[u32(0)] = l_74;
let l_75 = u32(0) + l_mut_23;
let l_76 = l_75 + u32(1);
let l_77 = shared_memory_6[l_76];
let l_78 = a_27[u32(1)];
let l_79 = l_77 * l_78;
let l_80 = a_20[u32(0)];
let l_81 = l_80 + l_79;
a_20[u32(0)] = l_81;
let l_82 = u32(0) + l_mut_23;
let l_83 = l_82 + u32(2);
let l_84 = shared_memory_6[l_83];
let l_85 = a_27[u32(2)];
let l_86 = l_84 * l_85;
let l_87 = a_20[u32(0)];
let l_88 = l_87 + l_86;
a_20[u32(0)] = l_88;
let l_89 = u32(0) + l_mut_23;
let l_90 = l_89 + u32(3);
let l_91 = shared_memory_6[l_90];
let l_92 = a_27[u32(3)];
let l_93 = l_91 * l_92;
let l_94 = a_20[u32(0)];
let l_95 = l_94 + l_93;
a_20[u32(0)] = l_95;
let l_96 = u32(0) + l_mut_23;
let l_97 = l_96 + u32(4);
let l_98 = shared_memory_6[l_97];
let l_99 = a_27[u32(4)];
let l_100 = l_98 * l_99;
let l_101 = a_20[u32(0)];
let l_102 = l_101 + l_100;
a_20[u32(0)] = l_102;
let l_103 = u32(0) + l_mut_23;
let l_104 = l_103 + u32(5);
let l_105 = shared_memory_6[l_104];
let l_106 = a_27[u32(5)];
let l_107 = l_105 * l_106;
let l_108 = a_20[u32(0)];
let l_109 = l_108 + l_107;
a_20[u32(0)] = l_109;
let l_110 = u32(0) + l_mut_23;
let l_111 = l_110 + u32(6);
let l_112 = shared_memory_6[l_111];
let l_113 = a_27[u32(6)];
let l_114 = l_112 * l_113;
let l_115 = a_20[u32(0)];
let l_116 = l_115 + l_114;
a_20[u32(0)] = l_116;
let l_117 = u32(0) + l_mut_23;
let l_118 = l_117 + u32(7);
let l_119 = shared_memory_6[l_118];
let l_120 = a_27[u32(7)];
let l_121 = l_119 * l_120;
let l_122 = a_20[u32(0)];
let l_123 = l_122 + l_121;
a_20[u32(0)] = l_123;
l_mut_23 = l_mut_23 + u32(8);
}
let l_124 = a_20[u32(0)];
let l_125 = l_5 + u32(0);
let l_126 = l_125 < info.scalars_u32[0];
if l_126 {
let l_127 = l_125 * u32(128);
let l_128 = l_127 + l_mut_8;
buffer_5_global[l_128] = l_124;
}
let l_129 = u32(0) + l_mut_8;
let l_130 = -l_124;
let l_131 = exp(l_130);
let l_132 = f32(1.0) + l_131;
let l_133 = f32(1.0) / l_132;
let l_134 = l_124 * l_133;
shared_memory_7[l_129] = l_134;
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_23 = local_idx;
loop {
let l_135 = l_mut_23 < u32(384);
let l_136 = !l_135;
if l_136 {
break;
}
let l_138 = u32(0) + l_mut_23;
let l_139 = buffer_4_global[l_138];
a_137[u32(0)] = l_139;
l_mut_140 = u32(0);
loop {
let l_141 = u32(0) + u32(128);
let l_142 = l_mut_140 < l_141;
let l_143 = !l_142;
if l_143 {
break;
}
let l_145 = l_mut_140 + u32(0);
let l_146 = l_145 * u32(384);
let l_147 = u32(0) + l_146;
let l_148 = l_147 + l_mut_23;
let l_149 = buffer_3_global[l_148];
a_144[u32(0)] = l_149;
let l_150 = l_mut_140 + u32(1);
let l_151 = l_150 * u32(384);
let l_152 = u32(0) + l_151;
let l_153 = l_152 + l_mut_23;
let l_154 = buffer_3_global[l_153];
a_144[u32(1)] = l_154;
let l_155 = l_mut_140 + u32(2);
let l_156 = l_155 * u32(384);
let l_157 = u32(0) + l_156;
let l_158 = l_157 + l_mut_23;
let l_159 = buffer_3_global[l_158];
a_144[u32(2)] = l_159;
let l_160 = l_mut_140 + u32(3);
let l_161 = l_160 * u32(384);
let l_162 = u32(0) + l_161;
let l_163 = l_162 + l_mut_23;
let l_164 = buffer_3_global[l_163];
a_144[u32(3)] = l_164;
let l_165 = l_mut_140 + u32(4);
let l_166 = l_165 * u32(384);
let l_167 = u32(0) + l_166;
let l_168 = l_167 + l_mut_23;
let l_169 = buffer_3_global[l_168];
a_144[u32(4)] = l_169;
let l_170 = l_mut_140 + u32(5);
let l_171 = l_170 * u32(384);
let l_172 = u32(0) + l_171;
let l_173 = l_172 + l_mut_23;
let l_174 = buffer_3_global[l_173];
a_144[u32(5)] = l_174;
let l_175 = l_mut_140 + u32(6);
let l_176 = l_175 * u32(384);
let l_177 = u32(0) + l_176;
let l_178 = l_177 + l_mut_23;
let l_179 = buffer_3_global[l_178];
a_144[u32(6)] = l_179;
let l_180 = l_mut_140 + u32(7);
let l_181 = l_180 * u32(384);
let l_182 = u32(0) + l_181;
let l_183 = l_182 + l_mut_23;
let l_184 = buffer_3_global[l_183];
a_144[u32(7)] = l_184;
let l_185 = u32(0) + l_mut_140;
let l_186 = l_185 + u32(0);
let l_187 = shared_memory_7[l_186];
let l_188 = a_144[u32(0)];
let l_189 = l_187 * l_188;
let l_190 = a_137[u32(0)];
let l_191 = l_190 + l_189;
a_137[u32(0)] = l_191;
let l_192 = u32(0) + l_mut_140;
let l_193 = l_192 + u32(1);
let l_194 = shared_memory_7[l_193];
let l_195 = a_144[u32(1)];
let l_196 = l_194 * l_195;
let l_197 = a_137[u32(0)];
let l_198 = l_197 + l_196;
a_137[u32(0)] = l_198;
let l_199 = u32(0) + l_mut_140;
let l_200 = l_199 + u32(2);
let l_201 = shared_memory_7[l_200];
let l_202 = a_144[u32(2)];
let l_203 = l_201 * l_202;
let l_204 = a_137[u32(0)];
let l_205 = l_204 + l_203;
a_137[u32(0)] = l_205;
let l_206 = u32(0) + l_mut_140;
let l_207 = l_206 + u32(3);
let l_208 = shared_memory_7[l_207];
let l_209 = a_144[u32(3)];
let l_210 = l_208 * l_209;
let l_211 = a_137[u32(0)];
let l_212 = l_211 + l_210;
a_137[u32(0)] = l_212;
let l_213 = u32(0) + l_mut_140;
let l_214 = l_213 + u32(4);
let l_215 = shared_memory_7[l_214];
let l_216 = a_144[u32(4)];
let l_217 = l_215 * l_216;
let l_218 = a_137[u32(0)];
let l_219 = l_218 + l_217;
a_137[u32(0)] = l_219;
let l_220 = u32(0) + l_mut_140;
let l_221 = l_220 + u32(5);
let l_222 = shared_memory_7[l_221];
let l_223 = a_144[u32(5)];
let l_224 = l_222 * l_223;
let l_225 = a_137[u32(0)];
let l_226 = l_225 + l_224;
a_137[u32(0)] = l_226;
let l_227 = u32(0) + l_mut_140;
let l_228 = l_227 + u32(6);
let l_229 = shared_memory_7[l_228];
let l_230 = a_144[u32(6)];
let l_231 = l_229 * l_230;
let l_232 = a_137[u32(0)];
let l_233 = l_232 + l_231;
a_137[u32(0)] = l_233;
let l_234 = u32(0) + l_mut_140;
let l_235 = l_234 + u32(7);
let l_236 = shared_memory_7[l_235];
let l_237 = a_144[u32(7)];
let l_238 = l_236 * l_237;
let l_239 = a_137[u32(0)];
let l_240 = l_239 + l_238;
a_137[u32(0)] = l_240;
l_mut_140 = l_mut_140 + u32(8);
}
let l_241 = l_5 + u32(0);
let l_242 = l_241 < info.scalars_u32[0];
if l_242 {
let l_243 = l_241 * u32(384);
let l_244 = l_243 + l_mut_23;
let l_245 = a_137[u32(0)];
buffer_6_global[l_244] = l_245;
}
l_mut_23 = l_mut_23 + u32(128);
}
}
