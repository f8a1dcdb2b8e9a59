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

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

var<workgroup> shared_memory_6: array<f32, 384>;

var<workgroup> shared_memory_7: array<f32, 128>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn mlp_backward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_20: array<f32, 1>;

var a_25: array<f32, 8>;

var a_141: array<f32, 1>;

var a_146: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_123: f32;
var l_mut_142: u32;
var l_mut_21: u32;
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
let l_9 = l_mut_8 < u32(384);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 / u32(384);
let l_12 = l_5 + l_11;
let l_13 = l_12 < info.scalars_u32[0];
if l_13 {
let l_14 = l_12 * u32(384);
let l_15 = l_mut_8 % u32(384);
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
a_20[u32(0)] = f32(0.0);
l_mut_21 = u32(0);
loop {
let l_22 = u32(0) + u32(384);
let l_23 = l_mut_21 < l_22;
let l_24 = !l_23;
if l_24 {
break;
}
let l_26 = l_mut_21 + u32(0);
let l_27 = l_26 * u32(128);
let l_28 = u32(0) + l_27;
let l_29 = l_28 + l_mut_8;
let l_30 = buffer_1_global[l_29];
a_25[u32(0)] = l_30;
let l_31 = l_mut_21 + u32(1);
let l_32 = l_31 * u32(128);
let l_33 = u32(0) + l_32;
let l_34 = l_33 + l_mut_8;
let l_35 = buffer_1_global[l_34];
a_25[u32(1)] = l_35;
let l_36 = l_mut_21 + u32(2);
let l_37 = l_36 * u32(128);
let l_38 = u32(0) + l_37;
let l_39 = l_38 + l_mut_8;
let l_40 = buffer_1_global[l_39];
a_25[u32(2)] = l_40;
let l_41 = l_mut_21 + u32(3);
let l_42 = l_41 * u32(128);
let l_43 = u32(0) + l_42;
let l_44 = l_43 + l_mut_8;
let l_45 = buffer_1_global[l_44];
a_25[u32(3)] = l_45;
let l_46 = l_mut_21 + u32(4);
let l_47 = l_46 * u32(128);
let l_48 = u32(0) + l_47;
let l_49 = l_48 + l_mut_8;
let l_50 = buffer_1_global[l_49];
a_25[u32(4)] = l_50;
let l_51 = l_mut_21 + u32(5);
let l_52 = l_51 * u32(128);
let l_53 = u32(0) + l_52;
let l_54 = l_53 + l_mut_8;
let l_55 = buffer_1_global[l_54];
a_25[u32(5)] = l_55;
let l_56 = l_mut_21 + u32(6);
let l_57 = l_56 * u32(128);
let l_58 = u32(0) + l_57;
let l_59 = l_58 + l_mut_8;
let l_60 = buffer_1_global[l_59];
a_25[u32(6)] = l_60;
let l_61 = l_mut_21 + u32(7);
let l_62 = l_61 * u32(128);
let l_63 = u32(0) + l_62;
let l_64 = l_63 + l_mut_8;
let l_65 = buffer_1_global[l_64];
a_25[u32(7)] = l_65;
let l_66 = u32(0) + l_mut_21;
let l_67 = l_66 + u32(0);
let l_68 = shared_memory_6[l_67];
let l_69 = a_25[u32(0)];
let l_70 = l_68 * l_69;
let l_71 = a_20[u32(0)];
let l_72 = l_71 + l_70;
a_20[u32(0)] = l_72;
let l_73 = u32(0) + l_mut_21;
let l_74 = l_73 + u32(1);
let l_75 = shared_memory_6[l_74];
let l_76 = a_25[u32(1)];
let l_77 = l_75 * l_76;
let l_78 = a_20[u32(0)];
let l_79 = l_78 + l_77;
a_20[u32(0)] = l_79;
let l_80 = u32(0) + l_mut_21;
let l_81 = l_80 + u32(2);
let l_82 = shared_memory_6[l_81];
let l_83 = a_25[u32(2)];
let l_84 = l_82 * l_83;
let l_85 = a_20[u32(0)];
let l_86 = l_85 + l_84;
a_20[u32(0)] = l_86;
let l_87 = u32(0) + l_mut_21;
let l_88 = l_87 + u32(3);
let l_89 = shared_memory_6[l_88];
let l_90 = a_25[u32(3)];
let l_91 = l_89 * l_90;
let l_92 = a_20[u32(0)];
let l_93 = l_92 + l_91;
a_20[u32(0)] = l_93;
let l_94 = u32(0) + l_mut_21;
let l_95 = l_94 + u32(4);
let l_96 = shared_memory_6[l_95];
let l_97 = a_25[u32(4)];
let l_98 = l_96 * l_97;
let l_99 = a_20[u32(0)];
let l_100 = l_99 + l_98;
a_20[u32(0)] = l_100;
let l_101 = u32(0) + l_mut_21;
let l_102 = l_101 + u32(5);
let l_103 = shared_memory_6[l_102];
let l_104 = a_25[u32(5)];
let l_105 = l_103 * l_104;
let l_106 = a_20[u32(0)];
let l_107 = l_106 + l_105;
a_20[u32(0)] = l_107;
let l_108 = u32(0) + l_mut_21;
let l_109 = l_108 + u32(6);
let l_110 = shared_memory_6[l_109];
let l_111 = a_25[u32(6)];
let l_112 = l_110 * l_111;
let l_113 = a_20[u32(0)];
let l_114 = l_113 + l_112;
a_20[u32(0)] = l_114;
let l_115 = u32(0) + l_mut_21;
let l_116 = l_115 + u32(7);
let l_117 = shared_memory_6[l_116];
let l_118 = a_25[u32(7)];
let l_119 = l_117 * l_118;
let l_120 = a_20[u32(0)];
let l_121 = l_120 + l_119;
a_20[u32(0)] = l_121;
l_mut_21 = l_mut_21 + u32(8);
}
let l_122 = l_5 + u32(0);
l_mut_123 = f32(0.0);
let l_124 = l_122 < info.scalars_u32[0];
if l_124 {
let l_125 = a_20[u32(0)];
let l_126 = l_122 * u32(128);
let l_127 = l_126 + l_mut_8;
let l_128 = buffer_3_global[l_127];
let l_129 = -l_128;
let l_130 = exp(l_129);
let l_131 = f32(1.0) + l_130;
let l_132 = f32(1.0) / l_131;
let l_133 = f32(1.0) - l_132;
let l_134 = l_128 * l_133;
let l_135 = f32(1.0) + l_134;
let l_136 = l_132 * l_135;
let l_137 = l_125 * l_136;
l_mut_123 = l_137;
}
let l_138 = u32(0) + l_mut_8;
shared_memory_7[l_138] = l_mut_123;
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_21 = local_idx;
loop {
let l_139 = l_mut_21 < u32(256);
let l_140 = !l_139;
if l_140 {
break;
}
a_141[u32(0)] = f32(0.0);
l_mut_142 = u32(0);
loop {
let l_143 = u32(0) + u32(128);
let l_144 = l_mut_142 < l_143;
let l_145 = !l_144;
if l_145 {
break;
}
let l_147 = l_mut_142 + u32(0);
let l_148 = l_147 * u32(256);
let l_149 = u32(0) + l_148;
let l_150 = l_149 + l_mut_21;
let l_151 = buffer_2_global[l_150];
a_146[u32(0)] = l_151;
let l_152 = l_mut_142 + u32(1);
let l_153 = l_152 * u32(256);
let l_154 = u32(0) + l_153;
let l_155 = l_154 + l_mut_21;
let l_156 = buffer_2_global[l_155];
a_146[u32(1)] = l_156;
let l_157 = l_mut_142 + u32(2);
let l_158 = l_157 * u32(256);
let l_159 = u32(0) + l_158;
let l_160 = l_159 + l_mut_21;
let l_161 = buffer_2_global[l_160];
a_146[u32(2)] = l_161;
let l_162 = l_mut_142 + u32(3);
let l_163 = l_162 * u32(256);
let l_164 = u32(0) + l_163;
let l_165 = l_164 + l_mut_21;
let l_166 = buffer_2_global[l_165];
a_146[u32(3)] = l_166;
let l_167 = l_mut_142 + u32(4);
let l_168 = l_167 * u32(256);
let l_169 = u32(0) + l_168;
let l_170 = l_169 + l_mut_21;
let l_171 = buffer_2_global[l_170];
a_146[u32(4)] = l_171;
let l_172 = l_mut_142 + u32(5);
let l_173 = l_172 * u32(256);
let l_174 = u32(0) + l_173;
let l_175 = l_174 + l_mut_21;
let l_176 = buffer_2_global[l_175];
a_146[u32(5)] = l_176;
let l_177 = l_mut_142 + u32(6);
let l_178 = l_177 * u32(256);
let l_179 = u32(0) + l_178;
let l_180 = l_179 + l_mut_21;
let l_181 = buffer_2_global[l_180];
a_146[u32(6)] = l_181;
let l_182 = l_mut_142 + u32(7);
let l_183 = l_182 * u32(256);
let l_184 = u32(0) + l_183;
let l_185 = l_184 + l_mut_21;
let l_186 = buffer_2_global[l_185];
a_146[u32(7)] = l_186;
let l_187 = u32(0) + l_mut_142;
let l_188 = l_187 + u32(0);
let l_189 = shared_memory_7[l_188];
let l_190 = a_146[u32(0)];
let l_191 = l_189 * l_190;
let l_192 = a_141[u32(0)];
let l_193 = l_192 + l_191;
a_141[u32(0)] = l_193;
let l_194 = u32(0) + l_mut_142;
let l_195 = l_194 + u32(1);
let l_196 = shared_memory_7[l_195];
let l_197 = a_146[u32(1)];
let l_198 = l_196 * l_197;
let l_199 = a_141[u32(0)];
let l_200 = l_199 + l_198;
a_141[u32(0)] = l_200;
let l_201 = u32(0) + l_mut_142;
let l_202 = l_201 + u32(2);
let l_203 = shared_memory_7[l_202];
let l_204 = a_146[u32(2)];
let l_205 = l_203 * l_204;
let l_206 = a_141[u32(0)];
let l_207 = l_206 + l_205;
a_141[u32(0)] = l_207;
let l_208 = u32(0) + l_mut_142;
let l_209 = l_208 + u32(3);
let l_210 = shared_memory_7[l_209];
let l_211 = a_146[u32(3)];
let l_212 = l_210 * l_211;
let l_213 = a_141[u32(0)];
let l_214 = l_213 + l_212;
a_141[u32(0)] = l_214;
let l_215 = u32(0) + l_mut_142;
let l_216 = l_215 + u32(4);
let l_217 = shared_memory_7[l_216];
let l_218 = a_146[u32(4)];
let l_219 = l_217 * l_218;
let l_220 = a_141[u32(0)];
let l_221 = l_220 + l_219;
a_141[u32(0)] = l_221;
let l_222 = u32(0) + l_mut_142;
let l_223 = l_222 + u32(5);
let l_224 = shared_memory_7[l_223];
let l_225 = a_146[u32(5)];
let l_226 = l_224 * l_225;
let l_227 = a_141[u32(0)];
let l_228 = l_227 + l_226;
a_141[u32(0)] = l_228;
let l_229 = u32(0) + l_mut_142;
let l_230 = l_229 + u32(6);
let l_231 = shared_memory_7[l_230];
let l_232 = a_146[u32(6)];
let l_233 = l_231 * l_232;
let l_234 = a_141[u32(0)];
let l_235 = l_234 + l_233;
a_141[u32(0)] = l_235;
let l_236 = u32(0) + l_mut_142;
let l_237 = l_236 + u32(7);
let l_238 = shared_memory_7[l_237];
let l_239 = a_146[u32(7)];
let l_240 = l_238 * l_239;
let l_241 = a_141[u32(0)];
let l_242 = l_241 + l_240;
a_141[u32(0)] = l_242;
l_mut_142 = l_mut_142 + u32(8);
}
let l_243 = l_5 + u32(0);
let l_244 = l_243 < info.scalars_u32[0];
if l_244 {
let l_245 = l_243 * u32(256);
let l_246 = l_245 + l_mut_21;
let l_247 = a_141[u32(0)];
buffer_4_global[l_246] = l_247;
}
l_mut_21 = l_mut_21 + u32(128);
}
}
