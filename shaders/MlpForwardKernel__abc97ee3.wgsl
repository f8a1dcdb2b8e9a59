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

var<workgroup> shared_memory_5: array<f32, 256>;

var<workgroup> shared_memory_6: array<f32, 128>;

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

var a_25: array<f32, 8>;

var a_127: array<f32, 1>;

var a_132: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_129: u32;
var l_mut_17: u32;
var l_mut_22: u32;
var l_mut_7: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
l_mut_7 = local_idx;
loop {
let l_8 = l_mut_7 < u32(256);
let l_9 = !l_8;
if l_9 {
break;
}
let l_10 = l_mut_7 / u32(256);
let l_11 = l_4 + l_10;
let l_12 = l_11 < info.scalars_u32[0];
if l_12 {
let l_13 = l_11 * u32(256);
let l_14 = l_mut_7 % u32(256);
let l_15 = l_13 + l_14;
let l_16 = buffer_0_global[l_15];
shared_memory_5[l_mut_7] = l_16;
} else {
shared_memory_5[l_mut_7] = f32(0.0);
}
l_mut_7 = l_mut_7 + u32(128);
}
workgroupBarrier();
l_mut_17 = local_idx;
loop {
let l_18 = l_mut_17 < u32(128);
let l_19 = !l_18;
if l_19 {
break;
}
let l_21 = buffer_2_global[l_mut_17];
a_20[u32(0)] = l_21;
l_mut_22 = u32(0);
loop {
let l_23 = l_mut_22 < u32(256);
let l_24 = !l_23;
if l_24 {
break;
}
let l_26 = l_mut_22 + u32(0);
let l_27 = l_26 * u32(128);
let l_28 = l_27 + l_mut_17;
let l_29 = buffer_1_global[l_28];
a_25[u32(0)] = l_29;
let l_30 = l_mut_22 + u32(1);
let l_31 = l_30 * u32(128);
let l_32 = l_31 + l_mut_17;
let l_33 = buffer_1_global[l_32];
a_25[u32(1)] = l_33;
let l_34 = l_mut_22 + u32(2);
let l_35 = l_34 * u32(128);
let l_36 = l_35 + l_mut_17;
let l_37 = buffer_1_global[l_36];
a_25[u32(2)] = l_37;
let l_38 = l_mut_22 + u32(3);
let l_39 = l_38 * u32(128);
let l_40 = l_39 + l_mut_17;
let l_41 = buffer_1_global[l_40];
a_25[u32(3)] = l_41;
let l_42 = l_mut_22 + u32(4);
let l_43 = l_42 * u32(128);
let l_44 = l_43 + l_mut_17;
let l_45 = buffer_1_global[l_44];
a_25[u32(4)] = l_45;
let l_46 = l_mut_22 + u32(5);
let l_47 = l_46 * u32(128);
let l_48 = l_47 + l_mut_17;
let l_49 = buffer_1_global[l_48];
a_25[u32(5)] = l_49;
let l_50 = l_mut_22 + u32(6);
let l_51 = l_50 * u32(128);
let l_52 = l_51 + l_mut_17;
let l_53 = buffer_1_global[l_52];
a_25[u32(6)] = l_53;
let l_54 = l_mut_22 + u32(7);
let l_55 = l_54 * u32(128);
let l_56 = l_55 + l_mut_17;
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
let l_114 = a_20[u32(0)];
let l_115 = l_4 + u32(0);
let l_116 = l_115 < info.scalars_u32[0];
if l_116 {
let l_117 = l_115 * u32(128);
let l_118 = l_117 + l_mut_17;
buffer_5_global[l_118] = l_114;
}
let l_119 = u32(0) + l_mut_17;
let l_120 = -l_114;
let l_121 = exp(l_120);
let l_122 = f32(1.0) + l_121;
let l_123 = f32(1.0) / l_122;
let l_124 = l_114 * l_123;
shared_memory_6[l_119] = l_124;
l_mut_17 = l_mut_17 + u32(128);
}
workgroupBarrier();
l_mut_22 = local_idx;
loop {
let l_125 = l_mut_22 < u32(384);
let l_126 = !l_125;
if l_126 {
break;
}
let l_128 = buffer_4_global[l_mut_22];
a_127[u32(0)] = l_128;
l_mut_129 = u32(0);
loop {
let l_130 = l_mut_129 < u32(128);
let l_131 = !l_130;
if l_131 {
break;
}
let l_133 = l_mut_129 + u32(0);
let l_134 = l_133 * u32(384);
let l_135 = l_134 + l_mut_22;
let l_136 = buffer_3_global[l_135];
a_132[u32(0)] = l_136;
let l_137 = l_mut_129 + u32(1);
let l_138 = l_137 * u32(384);
let l_139 = l_138 + l_mut_22;
let l_140 = buffer_3_global[l_139];
a_132[u32(1)] = l_140;
let l_141 = l_mut_129 + u32(2);
let l_142 = l_141 * u32(384);
let l_143 = l_142 + l_mut_22;
let l_144 = buffer_3_global[l_143];
a_132[u32(2)] = l_144;
let l_145 = l_mut_129 + u32(3);
let l_146 = l_145 * u32(384);
let l_147 = l_146 + l_mut_22;
let l_148 = buffer_3_global[l_147];
a_132[u32(3)] = l_148;
let l_149 = l_mut_129 + u32(4);
let l_150 = l_149 * u32(384);
let l_151 = l_150 + l_mut_22;
let l_152 = buffer_3_global[l_151];
a_132[u32(4)] = l_152;
let l_153 = l_mut_129 + u32(5);
let l_154 = l_153 * u32(384);
let l_155 = l_154 + l_mut_22;
let l_156 = buffer_3_global[l_155];
a_132[u32(5)] = l_156;
let l_157 = l_mut_129 + u32(6);
let l_158 = l_157 * u32(384);
let l_159 = l_158 + l_mut_22;
let l_160 = buffer_3_global[l_159];
a_132[u32(6)] = l_160;
let l_161 = l_mut_129 + u32(7);
let l_162 = l_161 * u32(384);
let l_163 = l_162 + l_mut_22;
let l_164 = buffer_3_global[l_163];
a_132[u32(7)] = l_164;
let l_165 = u32(0) + l_mut_129;
let l_166 = l_165 + u32(0);
let l_167 = shared_memory_6[l_166];
let l_168 = a_132[u32(0)];
let l_169 = l_167 * l_168;
let l_170 = a_127[u32(0)];
let l_171 = l_170 + l_169;
a_127[u32(0)] = l_171;
let l_172 = u32(0) + l_mut_129;
let l_173 = l_172 + u32(1);
let l_174 = shared_memory_6[l_173];
let l_175 = a_132[u32(1)];
let l_176 = l_174 * l_175;
let l_177 = a_127[u32(0)];
let l_178 = l_177 + l_176;
a_127[u32(0)] = l_178;
let l_179 = u32(0) + l_mut_129;
let l_180 = l_179 + u32(2);
let l_181 = shared_memory_6[l_180];
let l_182 = a_132[u32(2)];
let l_183 = l_181 * l_182;
let l_184 = a_127[u32(0)];
let l_185 = l_184 + l_183;
a_127[u32(0)] = l_185;
let l_186 = u32(0) + l_mut_129;
let l_187 = l_186 + u32(3);
let l_188 = shared_memory_6[l_187];
let l_189 = a_132[u32(3)];
let l_190 = l_188 * l_189;
let l_191 = a_127[u32(0)];
let l_192 = l_191 + l_190;
a_127[u32(0)] = l_192;
let l_193 = u32(0) + l_mut_129;
let l_194 = l_193 + u32(4);
let l_195 = shared_memory_6[l_194];
let l_196 = a_132[u32(4)];
let l_197 = l_195 * l_196;
let l_198 = a_127[u32(0)];
let l_199 = l_198 + l_197;
a_127[u32(0)] = l_199;
let l_200 = u32(0) + l_mut_129;
let l_201 = l_200 + u32(5);
let l_202 = shared_memory_6[l_201];
let l_203 = a_132[u32(5)];
let l_204 = l_202 * l_203;
let l_205 = a_127[u32(0)];
let l_206 = l_205 + l_204;
a_127[u32(0)] = l_206;
let l_207 = u32(0) + l_mut_129;
let l_208 = l_207 + u32(6);
let l_209 = shared_memory_6[l_208];
let l_210 = a_132[u32(6)];
let l_211 = l_209 * l_210;
let l_212 = a_127[u32(0)];
let l_213 = l_212 + l_211;
a_127[u32(0)] = l_213;
let l_214 = u32(0) + l_mut_129;
let l_215 = l_214 + u32(7);
let l_216 = shared_memory_6[l_215];
let l_217 = a_132[u32(7)];
let l_218 = l_216 * l_217;
let l_219 = a_127[u32(0)];
let l_220 = l_219 + l_218;
a_127[u32(0)] = l_220;
l_mut_129 = l_mut_129 + u32(8);
}
let l_221 = l_4 + u32(0);
let l_222 = l_221 < info.scalars_u32[0];
if l_222 {
let l_223 = l_221 * u32(384);
let l_224 = l_223 + l_mut_22;
let l_225 = a_127[u32(0)];
buffer_6_global[l_224] = l_225;
}
l_mut_22 = l_mut_22 + u32(128);
}
}
