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
var a_19: array<f32, 1>;

var a_23: array<f32, 8>;

var a_131: array<f32, 1>;

var a_135: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_113: f32;
var l_mut_132: u32;
var l_mut_20: u32;
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
l_mut_7 = local_idx;
loop {
let l_17 = l_mut_7 < u32(128);
let l_18 = !l_17;
if l_18 {
break;
}
a_19[u32(0)] = f32(0.0);
l_mut_20 = u32(0);
loop {
let l_21 = l_mut_20 < u32(384);
let l_22 = !l_21;
if l_22 {
break;
}
let l_24 = l_mut_20 + u32(0);
let l_25 = l_24 * u32(128);
let l_26 = l_25 + l_mut_7;
let l_27 = buffer_1_global[l_26];
a_23[u32(0)] = l_27;
let l_28 = l_mut_20 + u32(1);
let l_29 = l_28 * u32(128);
let l_30 = l_29 + l_mut_7;
let l_31 = buffer_1_global[l_30];
a_23[u32(1)] = l_31;
let l_32 = l_mut_20 + u32(2);
let l_33 = l_32 * u32(128);
let l_34 = l_33 + l_mut_7;
let l_35 = buffer_1_global[l_34];
a_23[u32(2)] = l_35;
let l_36 = l_mut_20 + u32(3);
let l_37 = l_36 * u32(128);
let l_38 = l_37 + l_mut_7;
let l_39 = buffer_1_global[l_38];
a_23[u32(3)] = l_39;
let l_40 = l_mut_20 + u32(4);
let l_41 = l_40 * u32(128);
let l_42 = l_41 + l_mut_7;
let l_43 = buffer_1_global[l_42];
a_23[u32(4)] = l_43;
let l_44 = l_mut_20 + u32(5);
let l_45 = l_44 * u32(128);
let l_46 = l_45 + l_mut_7;
let l_47 = buffer_1_global[l_46];
a_23[u32(5)] = l_47;
let l_48 = l_mut_20 + u32(6);
let l_49 = l_48 * u32(128);
let l_50 = l_49 + l_mut_7;
let l_51 = buffer_1_global[l_50];
a_23[u32(6)] = l_51;
let l_52 = l_mut_20 + u32(7);
let l_53 = l_52 * u32(128);
let l_54 = l_53 + l_mut_7;
let l_55 = buffer_1_global[l_54];
a_23[u32(7)] = l_55;
let l_56 = u32(0) + l_mut_20;
let l_57 = l_56 + u32(0);
let l_58 = shared_memory_5[l_57];
let l_59 = a_23[u32(0)];
let l_60 = l_58 * l_59;
let l_61 = a_19[u32(0)];
let l_62 = l_61 + l_60;
a_19[u32(0)] = l_62;
let l_63 = u32(0) + l_mut_20;
let l_64 = l_63 + u32(1);
let l_65 = shared_memory_5[l_64];
let l_66 = a_23[u32(1)];
let l_67 = l_65 * l_66;
let l_68 = a_19[u32(0)];
let l_69 = l_68 + l_67;
a_19[u32(0)] = l_69;
let l_70 = u32(0) + l_mut_20;
let l_71 = l_70 + u32(2);
let l_72 = shared_memory_5[l_71];
let l_73 = a_23[u32(2)];
let l_74 = l_72 * l_73;
let l_75 = a_19[u32(0)];
let l_76 = l_75 + l_74;
a_19[u32(0)] = l_76;
let l_77 = u32(0) + l_mut_20;
let l_78 = l_77 + u32(3);
let l_79 = shared_memory_5[l_78];
let l_80 = a_23[u32(3)];
let l_81 = l_79 * l_80;
let l_82 = a_19[u32(0)];
let l_83 = l_82 + l_81;
a_19[u32(0)] = l_83;
let l_84 = u32(0) + l_mut_20;
let l_85 = l_84 + u32(4);
let l_86 = shared_memory_5[l_85];
let l_87 = a_23[u32(4)];
let l_88 = l_86 * l_87;
let l_89 = a_19[u32(0)];
let l_90 = l_89 + l_88;
a_19[u32(0)] = l_90;
let l_91 = u32(0) + l_mut_20;
let l_92 = l_91 + u32(5);
let l_93 = shared_memory_5[l_92];
let l_94 = a_23[u32(5)];
let l_95 = l_93 * l_94;
let l_96 = a_19[u32(0)];
let l_97 = l_96 + l_95;
a_19[u32(0)] = l_97;
let l_98 = u32(0) + l_mut_20;
let l_99 = l_98 + u32(6);
let l_100 = shared_memory_5[l_99];
let l_101 = a_23[u32(6)];
let l_102 = l_100 * l_101;
let l_103 = a_19[u32(0)];
let l_104 = l_103 + l_102;
a_19[u32(0)] = l_104;
let l_105 = u32(0) + l_mut_20;
let l_106 = l_105 + u32(7);
let l_107 = shared_memory_5[l_106];
let l_108 = a_23[u32(7)];
let l_109 = l_107 * l_108;
let l_110 = a_19[u32(0)];
let l_111 = l_110 + l_109;
a_19[u32(0)] = l_111;
l_mut_20 = l_mut_20 + u32(8);
}
let l_112 = l_4 + u32(0);
l_mut_113 = f32(0.0);
let l_114 = l_112 < info.scalars_u32[0];
if l_114 {
let l_115 = a_19[u32(0)];
let l_116 = l_112 * u32(128);
let l_117 = l_116 + l_mut_7;
let l_118 = buffer_3_global[l_117];
let l_119 = -l_118;
let l_120 = exp(l_119);
let l_121 = f32(1.0) + l_120;
let l_122 = f32(1.0) / l_121;
let l_123 = f32(1.0) - l_122;
let l_124 = l_118 * l_123;
let l_125 = f32(1.0) + l_124;
let l_126 = l_122 * l_125;
let l_127 = l_115 * l_126;
l_mut_113 = l_127;
}
let l_128 = u32(0) + l_mut_7;
shared_memory_6[l_128] = l_mut_113;
l_mut_7 = l_mut_7 + u32(128);
}
workgroupBarrier();
l_mut_20 = local_idx;
loop {
let l_129 = l_mut_20 < u32(128);
let l_130 = !l_129;
if l_130 {
break;
}
a_131[u32(0)] = f32(0.0);
l_mut_132 = u32(0);
loop {
let l_133 = l_mut_132 < u32(128);
let l_134 = !l_133;
if l_134 {
break;
}
let l_136 = l_mut_132 + u32(0);
let l_137 = l_136 * u32(128);
let l_138 = l_137 + l_mut_20;
let l_139 = buffer_2_global[l_138];
a_135[u32(0)] = l_139;
let l_140 = l_mut_132 + u32(1);
let l_141 = l_140 * u32(128);
let l_142 = l_141 + l_mut_20;
let l_143 = buffer_2_global[l_142];
a_135[u32(1)] = l_143;
let l_144 = l_mut_132 + u32(2);
let l_145 = l_144 * u32(128);
let l_146 = l_145 + l_mut_20;
let l_147 = buffer_2_global[l_146];
a_135[u32(2)] = l_147;
let l_148 = l_mut_132 + u32(3);
let l_149 = l_148 * u32(128);
let l_150 = l_149 + l_mut_20;
let l_151 = buffer_2_global[l_150];
a_135[u32(3)] = l_151;
let l_152 = l_mut_132 + u32(4);
let l_153 = l_152 * u32(128);
let l_154 = l_153 + l_mut_20;
let l_155 = buffer_2_global[l_154];
a_135[u32(4)] = l_155;
let l_156 = l_mut_132 + u32(5);
let l_157 = l_156 * u32(128);
let l_158 = l_157 + l_mut_20;
let l_159 = buffer_2_global[l_158];
a_135[u32(5)] = l_159;
let l_160 = l_mut_132 + u32(6);
let l_161 = l_160 * u32(128);
let l_162 = l_161 + l_mut_20;
let l_163 = buffer_2_global[l_162];
a_135[u32(6)] = l_163;
let l_164 = l_mut_132 + u32(7);
let l_165 = l_164 * u32(128);
let l_166 = l_165 + l_mut_20;
let l_167 = buffer_2_global[l_166];
a_135[u32(7)] = l_167;
let l_168 = u32(0) + l_mut_132;
let l_169 = l_168 + u32(0);
let l_170 = shared_memory_6[l_169];
let l_171 = a_135[u32(0)];
let l_172 = l_170 * l_171;
let l_173 = a_131[u32(0)];
let l_174 = l_173 + l_172;
a_131[u32(0)] = l_174;
let l_175 = u32(0) + l_mut_132;
let l_176 = l_175 + u32(1);
let l_177 = shared_memory_6[l_176];
let l_178 = a_135[u32(1)];
let l_179 = l_177 * l_178;
let l_180 = a_131[u32(0)];
let l_181 = l_180 + l_179;
a_131[u32(0)] = l_181;
let l_182 = u32(0) + l_mut_132;
let l_183 = l_182 + u32(2);
let l_184 = shared_memory_6[l_183];
let l_185 = a_135[u32(2)];
let l_186 = l_184 * l_185;
let l_187 = a_131[u32(0)];
let l_188 = l_187 + l_186;
a_131[u32(0)] = l_188;
let l_189 = u32(0) + l_mut_132;
let l_190 = l_189 + u32(3);
let l_191 = shared_memory_6[l_190];
let l_192 = a_135[u32(3)];
let l_193 = l_191 * l_192;
let l_194 = a_131[u32(0)];
let l_195 = l_194 + l_193;
a_131[u32(0)] = l_195;
let l_196 = u32(0) + l_mut_132;
let l_197 = l_196 + u32(4);
let l_198 = shared_memory_6[l_197];
let l_199 = a_135[u32(4)];
let l_200 = l_198 * l_199;
let l_201 = a_131[u32(0)];
let l_202 = l_201 + l_200;
a_131[u32(0)] = l_202;
let l_203 = u32(0) + l_mut_132;
let l_204 = l_203 + u32(5);
let l_205 = shared_memory_6[l_204];
let l_206 = a_135[u32(5)];
let l_207 = l_205 * l_206;
let l_208 = a_131[u32(0)];
let l_209 = l_208 + l_207;
a_131[u32(0)] = l_209;
let l_210 = u32(0) + l_mut_132;
let l_211 = l_210 + u32(6);
let l_212 = shared_memory_6[l_211];
let l_213 = a_135[u32(6)];
let l_214 = l_212 * l_213;
let l_215 = a_131[u32(0)];
let l_216 = l_215 + l_214;
a_131[u32(0)] = l_216;
let l_217 = u32(0) + l_mut_132;
let l_218 = l_217 + u32(7);
let l_219 = shared_memory_6[l_218];
let l_220 = a_135[u32(7)];
let l_221 = l_219 * l_220;
let l_222 = a_131[u32(0)];
let l_223 = l_222 + l_221;
a_131[u32(0)] = l_223;
l_mut_132 = l_mut_132 + u32(8);
}
let l_224 = l_4 + u32(0);
let l_225 = l_224 < info.scalars_u32[0];
if l_225 {
let l_226 = l_224 * u32(128);
let l_227 = l_226 + l_mut_20;
let l_228 = a_131[u32(0)];
let l_229 = buffer_4_global[l_227];
let l_230 = l_229 + l_228;
buffer_4_global[l_227] = l_230;
}
l_mut_20 = l_mut_20 + u32(128);
}
}
