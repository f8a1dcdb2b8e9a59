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
var a_21: array<f32, 1>;

var a_26: array<f32, 8>;

var a_147: array<f32, 1>;

var a_151: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_135: f32;
var l_mut_148: u32;
var l_mut_18: u32;
var l_mut_23: u32;
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
l_mut_8 = l_mut_8 + workgroup_size_no_axis;
}
workgroupBarrier();
l_mut_18 = local_idx;
loop {
let l_19 = l_mut_18 < u32(64);
let l_20 = !l_19;
if l_20 {
break;
}
let l_22 = buffer_2_global[l_mut_18];
a_21[u32(0)] = l_22;
l_mut_23 = u32(0);
loop {
let l_24 = l_mut_23 < u32(128);
let l_25 = !l_24;
if l_25 {
break;
}
let l_27 = l_mut_23 + u32(0);
let l_28 = l_27 * u32(64);
let l_29 = l_28 + l_mut_18;
let l_30 = buffer_1_global[l_29];
a_26[u32(0)] = l_30;
let l_31 = l_mut_23 + u32(1);
let l_32 = l_31 * u32(64);
let l_33 = l_32 + l_mut_18;
let l_34 = buffer_1_global[l_33];
a_26[u32(1)] = l_34;
let l_35 = l_mut_23 + u32(2);
let l_36 = l_35 * u32(64);
let l_37 = l_36 + l_mut_18;
let l_38 = buffer_1_global[l_37];
a_26[u32(2)] = l_38;
let l_39 = l_mut_23 + u32(3);
let l_40 = l_39 * u32(64);
let l_41 = l_40 + l_mut_18;
let l_42 = buffer_1_global[l_41];
a_26[u32(3)] = l_42;
let l_43 = l_mut_23 + u32(4);
let l_44 = l_43 * u32(64);
let l_45 = l_44 + l_mut_18;
let l_46 = buffer_1_global[l_45];
a_26[u32(4)] = l_46;
let l_47 = l_mut_23 + u32(5);
let l_48 = l_47 * u32(64);
let l_49 = l_48 + l_mut_18;
let l_50 = buffer_1_global[l_49];
a_26[u32(5)] = l_50;
let l_51 = l_mut_23 + u32(6);
let l_52 = l_51 * u32(64);
let l_53 = l_52 + l_mut_18;
let l_54 = buffer_1_global[l_53];
a_26[u32(6)] = l_54;
let l_55 = l_mut_23 + u32(7);
let l_56 = l_55 * u32(64);
let l_57 = l_56 + l_mut_18;
let l_58 = buffer_1_global[l_57];
a_26[u32(7)] = l_58;
let l_59 = u32(0) + l_mut_23;
let l_60 = l_59 + u32(0);
let l_61 = shared_memory_5[l_60];
let l_62 = a_26[u32(0)];
let l_63 = l_61 * l_62;
let l_64 = a_21[u32(0)];
let l_65 = l_64 + l_63;
a_21[u32(0)] = l_65;
let l_66 = u32(0) + l_mut_23;
let l_67 = l_66 + u32(1);
let l_68 = shared_memory_5[l_67];
let l_69 = a_26[u32(1)];
let l_70 = l_68 * l_69;
let l_71 = a_21[u32(0)];
let l_72 = l_71 + l_70;
a_21[u32(0)] = l_72;
let l_73 = u32(0) + l_mut_23;
let l_74 = l_73 + u32(2);
let l_75 = shared_memory_5[l_74];
let l_76 = a_26[u32(2)];
let l_77 = l_75 * l_76;
let l_78 = a_21[u32(0)];
let l_79 = l_78 + l_77;
a_21[u32(0)] = l_79;
let l_80 = u32(0) + l_mut_23;
let l_81 = l_80 + u32(3);
let l_82 = shared_memory_5[l_81];
let l_83 = a_26[u32(3)];
let l_84 = l_82 * l_83;
let l_85 = a_21[u32(0)];
let l_86 = l_85 + l_84;
a_21[u32(0)] = l_86;
let l_87 = u32(0) + l_mut_23;
let l_88 = l_87 + u32(4);
let l_89 = shared_memory_5[l_88];
let l_90 = a_26[u32(4)];
let l_91 = l_89 * l_90;
let l_92 = a_21[u32(0)];
let l_93 = l_92 + l_91;
a_21[u32(0)] = l_93;
let l_94 = u32(0) + l_mut_23;
let l_95 = l_94 + u32(5);
let l_96 = shared_memory_5[l_95];
let l_97 = a_26[u32(5)];
let l_98 = l_96 * l_97;
let l_99 = a_21[u32(0)];
let l_100 = l_99 + l_98;
a_21[u32(0)] = l_100;
let l_101 = u32(0) + l_mut_23;
let l_102 = l_101 + u32(6);
let l_103 = shared_memory_5[l_102];
let l_104 = a_26[u32(6)];
let l_105 = l_103 * l_104;
let l_106 = a_21[u32(0)];
let l_107 = l_106 + l_105;
a_21[u32(0)] = l_107;
let l_108 = u32(0) + l_mut_23;
let l_109 = l_108 + u32(7);
let l_110 = shared_memory_5[l_109];
let l_111 = a_26[u32(7)];
let l_112 = l_110 * l_111;
let l_113 = a_21[u32(0)];
let l_114 = l_113 + l_112;
a_21[u32(0)] = l_114;
l_mut_23 = l_mut_23 + u32(8);
}
let l_115 = buffer_4_global[l_mut_18];
let l_116 = a_21[u32(0)];
let l_117 = -l_116;
let l_118 = exp(l_117);
let l_119 = f32(1.0) + l_118;
let l_120 = f32(1.0) / l_119;
let l_121 = u32(0) + l_mut_18;
let l_122 = l_116 * l_120;
let l_123 = l_122 * l_115;
shared_memory_6[l_121] = l_123;
let l_124 = u32(0) + l_mut_18;
let l_125 = info.scalars_f32[0] * l_115;
let l_126 = f32(1.0) - l_120;
let l_127 = l_116 * l_126;
let l_128 = f32(1.0) + l_127;
let l_129 = l_120 * l_128;
let l_130 = l_125 * l_129;
shared_memory_7[l_124] = l_130;
l_mut_18 = l_mut_18 + workgroup_size_no_axis;
}
workgroupBarrier();
let l_131 = local_idx < u32(1);
if l_131 {
let l_132 = l_4 + local_idx;
let l_133 = l_132 < info.scalars_u32[0];
if l_133 {
let l_134 = buffer_5_global[u32(0)];
l_mut_135 = l_134;

for (var l_mut_136: u32 = u32(0); l_mut_136 < u32(64); l_mut_136++) {
let l_137 = local_idx * u32(64);
let l_138 = l_137 + l_mut_136;
let l_139 = shared_memory_6[l_138];
l_mut_135 = l_mut_135 + l_139;
}
let l_140 = info.scalars_f32[0] * l_mut_135;
let l_141 = l_140 + info.scalars_f32[1];
let l_142 = buffer_6_global[l_132];
let l_143 = buffer_7_global[l_142];
let l_144 = l_141 + l_143;
buffer_8_global[l_132] = l_144;
}
}
l_mut_23 = local_idx;
loop {
let l_145 = l_mut_23 < u32(128);
let l_146 = !l_145;
if l_146 {
break;
}
a_147[u32(0)] = f32(0.0);
l_mut_148 = u32(0);
loop {
let l_149 = l_mut_148 < u32(64);
let l_150 = !l_149;
if l_150 {
break;
}
let l_152 = l_mut_148 + u32(0);
let l_153 = l_152 * u32(128);
let l_154 = l_153 + l_mut_23;
let l_155 = buffer_3_global[l_154];
a_151[u32(0)] = l_155;
let l_156 = l_mut_148 + u32(1);
let l_157 = l_156 * u32(128);
let l_158 = l_157 + l_mut_23;
let l_159 = buffer_3_global[l_158];
a_151[u32(1)] = l_159;
let l_160 = l_mut_148 + u32(2);
let l_161 = l_160 * u32(128);
let l_162 = l_161 + l_mut_23;
let l_163 = buffer_3_global[l_162];
a_151[u32(2)] = l_163;
let l_164 = l_mut_148 + u32(3);
let l_165 = l_164 * u32(128);
let l_166 = l_165 + l_mut_23;
let l_167 = buffer_3_global[l_166];
a_151[u32(3)] = l_167;
let l_168 = l_mut_148 + u32(4);
let l_169 = l_168 * u32(128);
let l_170 = l_169 + l_mut_23;
let l_171 = buffer_3_global[l_170];
a_151[u32(4)] = l_171;
let l_172 = l_mut_148 + u32(5);
let l_173 = l_172 * u32(128);
let l_174 = l_173 + l_mut_23;
let l_175 = buffer_3_global[l_174];
a_151[u32(5)] = l_175;
let l_176 = l_mut_148 + u32(6);
let l_177 = l_176 * u32(128);
let l_178 = l_177 + l_mut_23;
let l_179 = buffer_3_global[l_178];
a_151[u32(6)] = l_179;
let l_180 = l_mut_148 + u32(7);
let l_181 = l_180 * u32(128);
let l_182 = l_181 + l_mut_23;
let l_183 = buffer_3_global[l_182];
a_151[u32(7)] = l_183;
let l_184 = u32(0) + l_mut_148;
let l_185 = l_184 + u32(0);
let l_186 = shared_memory_7[l_185];
let l_187 = a_151[u32(0)];
let l_188 = l_186 * l_187;
let l_189 = a_147[u32(0)];
let l_190 = l_189 + l_188;
a_147[u32(0)] = l_190;
let l_191 = u32(0) + l_mut_148;
let l_192 = l_191 + u32(1);
let l_193 = shared_memory_7[l_192];
let l_194 = a_151[u32(1)];
let l_195 = l_193 * l_194;
let l_196 = a_147[u32(0)];
let l_197 = l_196 + l_195;
a_147[u32(0)] = l_197;
let l_198 = u32(0) + l_mut_148;
let l_199 = l_198 + u32(2);
let l_200 = shared_memory_7[l_199];
let l_201 = a_151[u32(2)];
let l_202 = l_200 * l_201;
let l_203 = a_147[u32(0)];
let l_204 = l_203 + l_202;
a_147[u32(0)] = l_204;
let l_205 = u32(0) + l_mut_148;
let l_206 = l_205 + u32(3);
let l_207 = shared_memory_7[l_206];
let l_208 = a_151[u32(3)];
let l_209 = l_207 * l_208;
let l_210 = a_147[u32(0)];
let l_211 = l_210 + l_209;
a_147[u32(0)] = l_211;
let l_212 = u32(0) + l_mut_148;
let l_213 = l_212 + u32(4);
let l_214 = shared_memory_7[l_213];
let l_215 = a_151[u32(4)];
let l_216 = l_214 * l_215;
let l_217 = a_147[u32(0)];
let l_218 = l_217 + l_216;
a_147[u32(0)] = l_218;
let l_219 = u32(0) + l_mut_148;
let l_220 = l_219 + u32(5);
let l_221 = shared_memory_7[l_220];
let l_222 = a_151[u32(5)];
let l_223 = l_221 * l_222;
let l_224 = a_147[u32(0)];
let l_225 = l_224 + l_223;
a_147[u32(0)] = l_225;
let l_226 = u32(0) + l_mut_148;
let l_227 = l_226 + u32(6);
let l_228 = shared_memory_7[l_227];
let l_229 = a_151[u32(6)];
let l_230 = l_228 * l_229;
let l_231 = a_147[u32(0)];
let l_232 = l_231 + l_230;
a_147[u32(0)] = l_232;
let l_233 = u32(0) + l_mut_148;
let l_234 = l_233 + u32(7);
let l_235 = shared_memory_7[l_234];
let l_236 = a_151[u32(7)];
let l_237 = l_235 * l_236;
let l_238 = a_147[u32(0)];
let l_239 = l_238 + l_237;
a_147[u32(0)] = l_239;
l_mut_148 = l_mut_148 + u32(8);
}
let l_240 = l_4 + u32(0);
let l_241 = l_240 < info.scalars_u32[0];
if l_241 {
let l_242 = l_240 * u32(128);
let l_243 = l_242 + l_mut_23;
let l_244 = a_147[u32(0)];
buffer_9_global[l_243] = l_244;
}
l_mut_23 = l_mut_23 + workgroup_size_no_axis;
}
}
