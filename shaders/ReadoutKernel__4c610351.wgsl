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

var<workgroup> shared_memory_5: array<f32, 128>;

var<workgroup> shared_memory_6: array<f32, 64>;

var<workgroup> shared_memory_7: array<f32, 64>;

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
var a_20: array<f32, 1>;

var a_25: array<f32, 8>;

var a_150: array<f32, 1>;

var a_154: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_138: f32;
var l_mut_151: u32;
var l_mut_22: u32;
var l_mut_8: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
l_mut_8 = local_idx;
loop {
let l_9 = l_mut_8 < u32(128);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 / u32(128);
let l_12 = l_4 + l_11;
let l_13 = l_12 < info.scalars_u32[0];
if l_13 {
let l_14 = l_12 * u32(128);
let l_15 = l_mut_8 % u32(128);
let l_16 = l_14 + l_15;
let l_17 = buffer_0_global[l_16];
shared_memory_5[l_mut_8] = l_17;
} else {
shared_memory_5[l_mut_8] = f32(0.0);
}
l_mut_8 = l_mut_8 + u32(128);
}
workgroupBarrier();
l_mut_8 = local_idx;
loop {
let l_18 = l_mut_8 < u32(64);
let l_19 = !l_18;
if l_19 {
break;
}
let l_21 = buffer_2_global[l_mut_8];
a_20[u32(0)] = l_21;
l_mut_22 = u32(0);
loop {
let l_23 = l_mut_22 < u32(128);
let l_24 = !l_23;
if l_24 {
break;
}
let l_26 = l_mut_22 + u32(0);
let l_27 = l_26 * u32(64);
let l_28 = l_27 + l_mut_8;
let l_29 = buffer_1_global[l_28];
a_25[u32(0)] = l_29;
let l_30 = l_mut_22 + u32(1);
let l_31 = l_30 * u32(64);
let l_32 = l_31 + l_mut_8;
let l_33 = buffer_1_global[l_32];
a_25[u32(1)] = l_33;
let l_34 = l_mut_22 + u32(2);
let l_35 = l_34 * u32(64);
let l_36 = l_35 + l_mut_8;
let l_37 = buffer_1_global[l_36];
a_25[u32(2)] = l_37;
let l_38 = l_mut_22 + u32(3);
let l_39 = l_38 * u32(64);
let l_40 = l_39 + l_mut_8;
let l_41 = buffer_1_global[l_40];
a_25[u32(3)] = l_41;
let l_42 = l_mut_22 + u32(4);
let l_43 = l_42 * u32(64);
let l_44 = l_43 + l_mut_8;
let l_45 = buffer_1_global[l_44];
a_25[u32(4)] = l_45;
let l_46 = l_mut_22 + u32(5);
let l_47 = l_46 * u32(64);
let l_48 = l_47 + l_mut_8;
let l_49 = buffer_1_global[l_48];
a_25[u32(5)] = l_49;
let l_50 = l_mut_22 + u32(6);
let l_51 = l_50 * u32(64);
let l_52 = l_51 + l_mut_8;
let l_53 = buffer_1_global[l_52];
a_25[u32(6)] = l_53;
let l_54 = l_mut_22 + u32(7);
let l_55 = l_54 * u32(64);
let l_56 = l_55 + l_mut_8;
let l_57 = buffer_1_global[l_56];
a_25[u32(7)] = l_57;
let l_58 = u32(0) + l_mut_22;
let l_59 = l_58 + u32(0);
let l_60 = shared_memory_5[l_59];
let l_61 = a_25[u32(0)];
let l_62 = l_60 * l_61;
let l_63 = a_20[u32(0)];
let l_64 = l_63 + l_62;
a_20[u32(0)] = l_64;
let l_65 = u32(0) + l_mut_22;
let l_66 = l_65 + u32(1);
let l_67 = shared_memory_5[l_66];
let l_68 = a_25[u32(1)];
let l_69 = l_67 * l_68;
let l_70 = a_20[u32(0)];
let l_71 = l_70 + l_69;
a_20[u32(0)] = l_71;
let l_72 = u32(0) + l_mut_22;
let l_73 = l_72 + u32(2);
let l_74 = shared_memory_5[l_73];
let l_75 = a_25[u32(2)];
let l_76 = l_74 * l_75;
let l_77 = a_20[u32(0)];
let l_78 = l_77 + l_76;
a_20[u32(0)] = l_78;
let l_79 = u32(0) + l_mut_22;
let l_80 = l_79 + u32(3);
let l_81 = shared_memory_5[l_80];
let l_82 = a_25[u32(3)];
let l_83 = l_81 * l_82;
let l_84 = a_20[u32(0)];
let l_85 = l_84 + l_83;
a_20[u32(0)] = l_85;
let l_86 = u32(0) + l_mut_22;
let l_87 = l_86 + u32(4);
let l_88 = shared_memory_5[l_87];
let l_89 = a_25[u32(4)];
let l_90 = l_88 * l_89;
let l_91 = a_20[u32(0)];
let l_92 = l_91 + l_90;
a_20[u32(0)] = l_92;
let l_93 = u32(0) + l_mut_22;
let l_94 = l_93 + u32(5);
let l_95 = shared_memory_5[l_94];
let l_96 = a_25[u32(5)];
let l_97 = l_95 * l_96;
let l_98 = a_20[u32(0)];
let l_99 = l_98 + l_97;
a_20[u32(0)] = l_99;
let l_100 = u32(0) + l_mut_22;
let l_101 = l_100 + u32(6);
let l_102 = shared_memory_5[l_101];
let l_103 = a_25[u32(6)];
let l_104 = l_102 * l_103;
let l_105 = a_20[u32(0)];
let l_106 = l_105 + l_104;
a_20[u32(0)] = l_106;
let l_107 = u32(0) + l_mut_22;
let l_108 = l_107 + u32(7);
let l_109 = shared_memory_5[l_108];
let l_110 = a_25[u32(7)];
let l_111 = l_109 * l_110;
let l_112 = a_20[u32(0)];
let l_113 = l_112 + l_111;
a_20[u32(0)] = l_113;
l_mut_22 = l_mut_22 + u32(8);
}
let l_114 = buffer_4_global[l_mut_8];
let l_115 = a_20[u32(0)];
let l_116 = u32(0) + l_mut_8;
let l_117 = -l_115;
let l_118 = exp(l_117);
let l_119 = f32(1.0) + l_118;
let l_120 = f32(1.0) / l_119;
let l_121 = l_115 * l_120;
let l_122 = l_121 * l_114;
shared_memory_6[l_116] = l_122;
let l_123 = u32(0) + l_mut_8;
let l_124 = info.scalars_f32[0] * l_114;
let l_125 = -l_115;
let l_126 = exp(l_125);
let l_127 = f32(1.0) + l_126;
let l_128 = f32(1.0) / l_127;
let l_129 = f32(1.0) - l_128;
let l_130 = l_115 * l_129;
let l_131 = f32(1.0) + l_130;
let l_132 = l_128 * l_131;
let l_133 = l_124 * l_132;
shared_memory_7[l_123] = l_133;
l_mut_8 = l_mut_8 + workgroup_size_no_axis;
}
workgroupBarrier();
let l_134 = local_idx < u32(1);
if l_134 {
let l_135 = l_4 + local_idx;
let l_136 = l_135 < info.scalars_u32[0];
if l_136 {
let l_137 = buffer_5_global[u32(0)];
l_mut_138 = l_137;

for (var l_mut_139: u32 = u32(0); l_mut_139 < u32(64); l_mut_139++) {
let l_140 = local_idx * u32(64);
let l_141 = l_140 + l_mut_139;
let l_142 = shared_memory_6[l_141];
l_mut_138 = l_mut_138 + l_142;
}
let l_143 = info.scalars_f32[0] * l_mut_138;
let l_144 = l_143 + info.scalars_f32[1];
let l_145 = buffer_6_global[l_135];
let l_146 = buffer_7_global[l_145];
let l_147 = l_144 + l_146;
buffer_8_global[l_135] = l_147;
}
}
l_mut_22 = local_idx;
loop {
let l_148 = l_mut_22 < u32(128);
let l_149 = !l_148;
if l_149 {
break;
}
a_150[u32(0)] = f32(0.0);
l_mut_151 = u32(0);
loop {
let l_152 = l_mut_151 < u32(64);
let l_153 = !l_152;
if l_153 {
break;
}
let l_155 = l_mut_151 + u32(0);
let l_156 = l_155 * u32(128);
let l_157 = l_156 + l_mut_22;
let l_158 = buffer_3_global[l_157];
a_154[u32(0)] = l_158;
let l_159 = l_mut_151 + u32(1);
let l_160 = l_159 * u32(128);
let l_161 = l_160 + l_mut_22;
let l_162 = buffer_3_global[l_161];
a_154[u32(1)] = l_162;
let l_163 = l_mut_151 + u32(2);
let l_164 = l_163 * u32(128);
let l_165 = l_164 + l_mut_22;
let l_166 = buffer_3_global[l_165];
a_154[u32(2)] = l_166;
let l_167 = l_mut_151 + u32(3);
let l_168 = l_167 * u32(128);
let l_169 = l_168 + l_mut_22;
let l_170 = buffer_3_global[l_169];
a_154[u32(3)] = l_170;
let l_171 = l_mut_151 + u32(4);
let l_172 = l_171 * u32(128);
let l_173 = l_172 + l_mut_22;
let l_174 = buffer_3_global[l_173];
a_154[u32(4)] = l_174;
let l_175 = l_mut_151 + u32(5);
let l_176 = l_175 * u32(128);
let l_177 = l_176 + l_mut_22;
let l_178 = buffer_3_global[l_177];
a_154[u32(5)] = l_178;
let l_179 = l_mut_151 + u32(6);
let l_180 = l_179 * u32(128);
let l_181 = l_180 + l_mut_22;
let l_182 = buffer_3_global[l_181];
a_154[u32(6)] = l_182;
let l_183 = l_mut_151 + u32(7);
let l_184 = l_183 * u32(128);
let l_185 = l_184 + l_mut_22;
let l_186 = buffer_3_global[l_185];
a_154[u32(7)] = l_186;
let l_187 = u32(0) + l_mut_151;
let l_188 = l_187 + u32(0);
let l_189 = shared_memory_7[l_188];
let l_190 = a_154[u32(0)];
let l_191 = l_189 * l_190;
let l_192 = a_150[u32(0)];
let l_193 = l_192 + l_191;
a_150[u32(0)] = l_193;
let l_194 = u32(0) + l_mut_151;
let l_195 = l_194 + u32(1);
let l_196 = shared_memory_7[l_195];
let l_197 = a_154[u32(1)];
let l_198 = l_196 * l_197;
let l_199 = a_150[u32(0)];
let l_200 = l_199 + l_198;
a_150[u32(0)] = l_200;
let l_201 = u32(0) + l_mut_151;
let l_202 = l_201 + u32(2);
let l_203 = shared_memory_7[l_202];
let l_204 = a_154[u32(2)];
let l_205 = l_203 * l_204;
let l_206 = a_150[u32(0)];
let l_207 = l_206 + l_205;
a_150[u32(0)] = l_207;
let l_208 = u32(0) + l_mut_151;
let l_209 = l_208 + u32(3);
let l_210 = shared_memory_7[l_209];
let l_211 = a_154[u32(3)];
let l_212 = l_210 * l_211;
let l_213 = a_150[u32(0)];
let l_214 = l_213 + l_212;
a_150[u32(0)] = l_214;
let l_215 = u32(0) + l_mut_151;
let l_216 = l_215 + u32(4);
let l_217 = shared_memory_7[l_216];
let l_218 = a_154[u32(4)];
let l_219 = l_217 * l_218;
let l_220 = a_150[u32(0)];
let l_221 = l_220 + l_219;
a_150[u32(0)] = l_221;
let l_222 = u32(0) + l_mut_151;
let l_223 = l_222 + u32(5);
let l_224 = shared_memory_7[l_223];
let l_225 = a_154[u32(5)];
let l_226 = l_224 * l_225;
let l_227 = a_150[u32(0)];
let l_228 = l_227 + l_226;
a_150[u32(0)] = l_228;
let l_229 = u32(0) + l_mut_151;
let l_230 = l_229 + u32(6);
let l_231 = shared_memory_7[l_230];
let l_232 = a_154[u32(6)];
let l_233 = l_231 * l_232;
let l_234 = a_150[u32(0)];
let l_235 = l_234 + l_233;
a_150[u32(0)] = l_235;
let l_236 = u32(0) + l_mut_151;
let l_237 = l_236 + u32(7);
let l_238 = shared_memory_7[l_237];
let l_239 = a_154[u32(7)];
let l_240 = l_238 * l_239;
let l_241 = a_150[u32(0)];
let l_242 = l_241 + l_240;
a_150[u32(0)] = l_242;
l_mut_151 = l_mut_151 + u32(8);
}
let l_243 = l_4 + u32(0);
let l_244 = l_243 < info.scalars_u32[0];
if l_244 {
let l_245 = l_243 * u32(128);
let l_246 = l_245 + l_mut_22;
let l_247 = a_150[u32(0)];
buffer_9_global[l_246] = l_247;
}
l_mut_22 = l_mut_22 + workgroup_size_no_axis;
}
}
