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

var<workgroup> shared_memory_5: array<f32, 384>;

var<workgroup> shared_memory_6: array<f32, 128>;

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

var a_24: array<f32, 8>;

var a_132: array<f32, 1>;

var a_136: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_114: f32;
var l_mut_133: u32;
var l_mut_17: u32;
var l_mut_21: u32;
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
let l_8 = l_mut_7 < u32(384);
let l_9 = !l_8;
if l_9 {
break;
}
let l_10 = l_mut_7 / u32(384);
let l_11 = l_4 + l_10;
let l_12 = l_11 < info.scalars_u32[0];
if l_12 {
let l_13 = l_11 * u32(384);
let l_14 = l_mut_7 % u32(384);
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
a_20[u32(0)] = f32(0.0);
l_mut_21 = u32(0);
loop {
let l_22 = l_mut_21 < u32(384);
let l_23 = !l_22;
if l_23 {
break;
}
let l_25 = l_mut_21 + u32(0);
let l_26 = l_25 * u32(128);
let l_27 = l_26 + l_mut_17;
let l_28 = buffer_1_global[l_27];
a_24[u32(0)] = l_28;
let l_29 = l_mut_21 + u32(1);
let l_30 = l_29 * u32(128);
let l_31 = l_30 + l_mut_17;
let l_32 = buffer_1_global[l_31];
a_24[u32(1)] = l_32;
let l_33 = l_mut_21 + u32(2);
let l_34 = l_33 * u32(128);
let l_35 = l_34 + l_mut_17;
let l_36 = buffer_1_global[l_35];
a_24[u32(2)] = l_36;
let l_37 = l_mut_21 + u32(3);
let l_38 = l_37 * u32(128);
let l_39 = l_38 + l_mut_17;
let l_40 = buffer_1_global[l_39];
a_24[u32(3)] = l_40;
let l_41 = l_mut_21 + u32(4);
let l_42 = l_41 * u32(128);
let l_43 = l_42 + l_mut_17;
let l_44 = buffer_1_global[l_43];
a_24[u32(4)] = l_44;
let l_45 = l_mut_21 + u32(5);
let l_46 = l_45 * u32(128);
let l_47 = l_46 + l_mut_17;
let l_48 = buffer_1_global[l_47];
a_24[u32(5)] = l_48;
let l_49 = l_mut_21 + u32(6);
let l_50 = l_49 * u32(128);
let l_51 = l_50 + l_mut_17;
let l_52 = buffer_1_global[l_51];
a_24[u32(6)] = l_52;
let l_53 = l_mut_21 + u32(7);
let l_54 = l_53 * u32(128);
let l_55 = l_54 + l_mut_17;
let l_56 = buffer_1_global[l_55];
a_24[u32(7)] = l_56;
let l_57 = u32(0) + l_mut_21;
let l_58 = l_57 + u32(0);
let l_59 = shared_memory_5[l_58];
let l_60 = a_24[u32(0)];
let l_61 = l_59 * l_60;
let l_62 = a_20[u32(0)];
let l_63 = l_62 + l_61;
a_20[u32(0)] = l_63;
let l_64 = u32(0) + l_mut_21;
let l_65 = l_64 + u32(1);
let l_66 = shared_memory_5[l_65];
let l_67 = a_24[u32(1)];
let l_68 = l_66 * l_67;
let l_69 = a_20[u32(0)];
let l_70 = l_69 + l_68;
a_20[u32(0)] = l_70;
let l_71 = u32(0) + l_mut_21;
let l_72 = l_71 + u32(2);
let l_73 = shared_memory_5[l_72];
let l_74 = a_24[u32(2)];
let l_75 = l_73 * l_74;
let l_76 = a_20[u32(0)];
let l_77 = l_76 + l_75;
a_20[u32(0)] = l_77;
let l_78 = u32(0) + l_mut_21;
let l_79 = l_78 + u32(3);
let l_80 = shared_memory_5[l_79];
let l_81 = a_24[u32(3)];
let l_82 = l_80 * l_81;
let l_83 = a_20[u32(0)];
let l_84 = l_83 + l_82;
a_20[u32(0)] = l_84;
let l_85 = u32(0) + l_mut_21;
let l_86 = l_85 + u32(4);
let l_87 = shared_memory_5[l_86];
let l_88 = a_24[u32(4)];
let l_89 = l_87 * l_88;
let l_90 = a_20[u32(0)];
let l_91 = l_90 + l_89;
a_20[u32(0)] = l_91;
let l_92 = u32(0) + l_mut_21;
let l_93 = l_92 + u32(5);
let l_94 = shared_memory_5[l_93];
let l_95 = a_24[u32(5)];
let l_96 = l_94 * l_95;
let l_97 = a_20[u32(0)];
let l_98 = l_97 + l_96;
a_20[u32(0)] = l_98;
let l_99 = u32(0) + l_mut_21;
let l_100 = l_99 + u32(6);
let l_101 = shared_memory_5[l_100];
let l_102 = a_24[u32(6)];
let l_103 = l_101 * l_102;
let l_104 = a_20[u32(0)];
let l_105 = l_104 + l_103;
a_20[u32(0)] = l_105;
let l_106 = u32(0) + l_mut_21;
let l_107 = l_106 + u32(7);
let l_108 = shared_memory_5[l_107];
let l_109 = a_24[u32(7)];
let l_110 = l_108 * l_109;
let l_111 = a_20[u32(0)];
let l_112 = l_111 + l_110;
a_20[u32(0)] = l_112;
l_mut_21 = l_mut_21 + u32(8);
}
let l_113 = l_4 + u32(0);
l_mut_114 = f32(0.0);
let l_115 = l_113 < info.scalars_u32[0];
if l_115 {
let l_116 = l_113 * u32(128);
let l_117 = l_116 + l_mut_17;
let l_118 = buffer_3_global[l_117];
let l_119 = -l_118;
let l_120 = exp(l_119);
let l_121 = f32(1.0) + l_120;
let l_122 = f32(1.0) / l_121;
let l_123 = a_20[u32(0)];
let l_124 = f32(1.0) - l_122;
let l_125 = l_118 * l_124;
let l_126 = f32(1.0) + l_125;
let l_127 = l_122 * l_126;
let l_128 = l_123 * l_127;
l_mut_114 = l_128;
}
let l_129 = u32(0) + l_mut_17;
shared_memory_6[l_129] = l_mut_114;
l_mut_17 = l_mut_17 + u32(128);
}
workgroupBarrier();
l_mut_21 = local_idx;
loop {
let l_130 = l_mut_21 < u32(128);
let l_131 = !l_130;
if l_131 {
break;
}
a_132[u32(0)] = f32(0.0);
l_mut_133 = u32(0);
loop {
let l_134 = l_mut_133 < u32(128);
let l_135 = !l_134;
if l_135 {
break;
}
let l_137 = l_mut_133 + u32(0);
let l_138 = l_137 * u32(128);
let l_139 = l_138 + l_mut_21;
let l_140 = buffer_2_global[l_139];
a_136[u32(0)] = l_140;
let l_141 = l_mut_133 + u32(1);
let l_142 = l_141 * u32(128);
let l_143 = l_142 + l_mut_21;
let l_144 = buffer_2_global[l_143];
a_136[u32(1)] = l_144;
let l_145 = l_mut_133 + u32(2);
let l_146 = l_145 * u32(128);
let l_147 = l_146 + l_mut_21;
let l_148 = buffer_2_global[l_147];
a_136[u32(2)] = l_148;
let l_149 = l_mut_133 + u32(3);
let l_150 = l_149 * u32(128);
let l_151 = l_150 + l_mut_21;
let l_152 = buffer_2_global[l_151];
a_136[u32(3)] = l_152;
let l_153 = l_mut_133 + u32(4);
let l_154 = l_153 * u32(128);
let l_155 = l_154 + l_mut_21;
let l_156 = buffer_2_global[l_155];
a_136[u32(4)] = l_156;
let l_157 = l_mut_133 + u32(5);
let l_158 = l_157 * u32(128);
let l_159 = l_158 + l_mut_21;
let l_160 = buffer_2_global[l_159];
a_136[u32(5)] = l_160;
let l_161 = l_mut_133 + u32(6);
let l_162 = l_161 * u32(128);
let l_163 = l_162 + l_mut_21;
let l_164 = buffer_2_global[l_163];
a_136[u32(6)] = l_164;
let l_165 = l_mut_133 + u32(7);
let l_166 = l_165 * u32(128);
let l_167 = l_166 + l_mut_21;
let l_168 = buffer_2_global[l_167];
a_136[u32(7)] = l_168;
let l_169 = u32(0) + l_mut_133;
let l_170 = l_169 + u32(0);
let l_171 = shared_memory_6[l_170];
let l_172 = a_136[u32(0)];
let l_173 = l_171 * l_172;
let l_174 = a_132[u32(0)];
let l_175 = l_174 + l_173;
a_132[u32(0)] = l_175;
let l_176 = u32(0) + l_mut_133;
let l_177 = l_176 + u32(1);
let l_178 = shared_memory_6[l_177];
let l_179 = a_136[u32(1)];
let l_180 = l_178 * l_179;
let l_181 = a_132[u32(0)];
let l_182 = l_181 + l_180;
a_132[u32(0)] = l_182;
let l_183 = u32(0) + l_mut_133;
let l_184 = l_183 + u32(2);
let l_185 = shared_memory_6[l_184];
let l_186 = a_136[u32(2)];
let l_187 = l_185 * l_186;
let l_188 = a_132[u32(0)];
let l_189 = l_188 + l_187;
a_132[u32(0)] = l_189;
let l_190 = u32(0) + l_mut_133;
let l_191 = l_190 + u32(3);
let l_192 = shared_memory_6[l_191];
let l_193 = a_136[u32(3)];
let l_194 = l_192 * l_193;
let l_195 = a_132[u32(0)];
let l_196 = l_195 + l_194;
a_132[u32(0)] = l_196;
let l_197 = u32(0) + l_mut_133;
let l_198 = l_197 + u32(4);
let l_199 = shared_memory_6[l_198];
let l_200 = a_136[u32(4)];
let l_201 = l_199 * l_200;
let l_202 = a_132[u32(0)];
let l_203 = l_202 + l_201;
a_132[u32(0)] = l_203;
let l_204 = u32(0) + l_mut_133;
let l_205 = l_204 + u32(5);
let l_206 = shared_memory_6[l_205];
let l_207 = a_136[u32(5)];
let l_208 = l_206 * l_207;
let l_209 = a_132[u32(0)];
let l_210 = l_209 + l_208;
a_132[u32(0)] = l_210;
let l_211 = u32(0) + l_mut_133;
let l_212 = l_211 + u32(6);
let l_213 = shared_memory_6[l_212];
let l_214 = a_136[u32(6)];
let l_215 = l_213 * l_214;
let l_216 = a_132[u32(0)];
let l_217 = l_216 + l_215;
a_132[u32(0)] = l_217;
let l_218 = u32(0) + l_mut_133;
let l_219 = l_218 + u32(7);
let l_220 = shared_memory_6[l_219];
let l_221 = a_136[u32(7)];
let l_222 = l_220 * l_221;
let l_223 = a_132[u32(0)];
let l_224 = l_223 + l_222;
a_132[u32(0)] = l_224;
l_mut_133 = l_mut_133 + u32(8);
}
let l_225 = l_4 + u32(0);
let l_226 = l_225 < info.scalars_u32[0];
if l_226 {
let l_227 = l_225 * u32(128);
let l_228 = l_227 + l_mut_21;
let l_229 = a_132[u32(0)];
let l_230 = buffer_4_global[l_228];
let l_231 = l_230 + l_229;
buffer_4_global[l_228] = l_231;
}
l_mut_21 = l_mut_21 + u32(128);
}
}
