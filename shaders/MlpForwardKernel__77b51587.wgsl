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

var<workgroup> shared_memory_5: array<f32, 128>;

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
var a_19: array<f32, 1>;

var a_24: array<f32, 8>;

var a_126: array<f32, 1>;

var a_131: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_128: u32;
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
let l_8 = l_mut_7 < u32(128);
let l_9 = !l_8;
if l_9 {
break;
}
let l_10 = l_mut_7 / u32(128);
let l_11 = l_4 + l_10;
let l_12 = l_11 < info.scalars_u32[0];
if l_12 {
let l_13 = l_11 * u32(128);
let l_14 = l_mut_7 % u32(128);
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
let l_20 = buffer_2_global[l_mut_7];
a_19[u32(0)] = l_20;
l_mut_21 = u32(0);
loop {
let l_22 = l_mut_21 < u32(128);
let l_23 = !l_22;
if l_23 {
break;
}
let l_25 = l_mut_21 + u32(0);
let l_26 = l_25 * u32(128);
let l_27 = l_26 + l_mut_7;
let l_28 = buffer_1_global[l_27];
a_24[u32(0)] = l_28;
let l_29 = l_mut_21 + u32(1);
let l_30 = l_29 * u32(128);
let l_31 = l_30 + l_mut_7;
let l_32 = buffer_1_global[l_31];
a_24[u32(1)] = l_32;
let l_33 = l_mut_21 + u32(2);
let l_34 = l_33 * u32(128);
let l_35 = l_34 + l_mut_7;
let l_36 = buffer_1_global[l_35];
a_24[u32(2)] = l_36;
let l_37 = l_mut_21 + u32(3);
let l_38 = l_37 * u32(128);
let l_39 = l_38 + l_mut_7;
let l_40 = buffer_1_global[l_39];
a_24[u32(3)] = l_40;
let l_41 = l_mut_21 + u32(4);
let l_42 = l_41 * u32(128);
let l_43 = l_42 + l_mut_7;
let l_44 = buffer_1_global[l_43];
a_24[u32(4)] = l_44;
let l_45 = l_mut_21 + u32(5);
let l_46 = l_45 * u32(128);
let l_47 = l_46 + l_mut_7;
let l_48 = buffer_1_global[l_47];
a_24[u32(5)] = l_48;
let l_49 = l_mut_21 + u32(6);
let l_50 = l_49 * u32(128);
let l_51 = l_50 + l_mut_7;
let l_52 = buffer_1_global[l_51];
a_24[u32(6)] = l_52;
let l_53 = l_mut_21 + u32(7);
let l_54 = l_53 * u32(128);
let l_55 = l_54 + l_mut_7;
let l_56 = buffer_1_global[l_55];
a_24[u32(7)] = l_56;
let l_57 = u32(0) + l_mut_21;
let l_58 = l_57 + u32(0);
let l_59 = shared_memory_5[l_58];
let l_60 = a_24[u32(0)];
let l_61 = l_59 * l_60;
let l_62 = a_19[u32(0)];
let l_63 = l_62 + l_61;
a_19[u32(0)] = l_63;
let l_64 = u32(0) + l_mut_21;
let l_65 = l_64 + u32(1);
let l_66 = shared_memory_5[l_65];
let l_67 = a_24[u32(1)];
let l_68 = l_66 * l_67;
let l_69 = a_19[u32(0)];
let l_70 = l_69 + l_68;
a_19[u32(0)] = l_70;
let l_71 = u32(0) + l_mut_21;
let l_72 = l_71 + u32(2);
let l_73 = shared_memory_5[l_72];
let l_74 = a_24[u32(2)];
let l_75 = l_73 * l_74;
let l_76 = a_19[u32(0)];
let l_77 = l_76 + l_75;
a_19[u32(0)] = l_77;
let l_78 = u32(0) + l_mut_21;
let l_79 = l_78 + u32(3);
let l_80 = shared_memory_5[l_79];
let l_81 = a_24[u32(3)];
let l_82 = l_80 * l_81;
let l_83 = a_19[u32(0)];
let l_84 = l_83 + l_82;
a_19[u32(0)] = l_84;
let l_85 = u32(0) + l_mut_21;
let l_86 = l_85 + u32(4);
let l_87 = shared_memory_5[l_86];
let l_88 = a_24[u32(4)];
let l_89 = l_87 * l_88;
let l_90 = a_19[u32(0)];
let l_91 = l_90 + l_89;
a_19[u32(0)] = l_91;
let l_92 = u32(0) + l_mut_21;
let l_93 = l_92 + u32(5);
let l_94 = shared_memory_5[l_93];
let l_95 = a_24[u32(5)];
let l_96 = l_94 * l_95;
let l_97 = a_19[u32(0)];
let l_98 = l_97 + l_96;
a_19[u32(0)] = l_98;
let l_99 = u32(0) + l_mut_21;
let l_100 = l_99 + u32(6);
let l_101 = shared_memory_5[l_100];
let l_102 = a_24[u32(6)];
let l_103 = l_101 * l_102;
let l_104 = a_19[u32(0)];
let l_105 = l_104 + l_103;
a_19[u32(0)] = l_105;
let l_106 = u32(0) + l_mut_21;
let l_107 = l_106 + u32(7);
let l_108 = shared_memory_5[l_107];
let l_109 = a_24[u32(7)];
let l_110 = l_108 * l_109;
let l_111 = a_19[u32(0)];
let l_112 = l_111 + l_110;
a_19[u32(0)] = l_112;
l_mut_21 = l_mut_21 + u32(8);
}
let l_113 = a_19[u32(0)];
let l_114 = l_4 + u32(0);
let l_115 = l_114 < info.scalars_u32[0];
if l_115 {
let l_116 = l_114 * u32(128);
let l_117 = l_116 + l_mut_7;
buffer_5_global[l_117] = l_113;
}
let l_118 = u32(0) + l_mut_7;
let l_119 = -l_113;
let l_120 = exp(l_119);
let l_121 = f32(1.0) + l_120;
let l_122 = f32(1.0) / l_121;
let l_123 = l_113 * l_122;
shared_memory_6[l_118] = l_123;
l_mut_7 = l_mut_7 + u32(128);
}
workgroupBarrier();
l_mut_21 = local_idx;
loop {
let l_124 = l_mut_21 < u32(384);
let l_125 = !l_124;
if l_125 {
break;
}
let l_127 = buffer_4_global[l_mut_21];
a_126[u32(0)] = l_127;
l_mut_128 = u32(0);
loop {
let l_129 = l_mut_128 < u32(128);
let l_130 = !l_129;
if l_130 {
break;
}
let l_132 = l_mut_128 + u32(0);
let l_133 = l_132 * u32(384);
let l_134 = l_133 + l_mut_21;
let l_135 = buffer_3_global[l_134];
a_131[u32(0)] = l_135;
let l_136 = l_mut_128 + u32(1);
let l_137 = l_136 * u32(384);
let l_138 = l_137 + l_mut_21;
let l_139 = buffer_3_global[l_138];
a_131[u32(1)] = l_139;
let l_140 = l_mut_128 + u32(2);
let l_141 = l_140 * u32(384);
let l_142 = l_141 + l_mut_21;
let l_143 = buffer_3_global[l_142];
a_131[u32(2)] = l_143;
let l_144 = l_mut_128 + u32(3);
let l_145 = l_144 * u32(384);
let l_146 = l_145 + l_mut_21;
let l_147 = buffer_3_global[l_146];
a_131[u32(3)] = l_147;
let l_148 = l_mut_128 + u32(4);
let l_149 = l_148 * u32(384);
let l_150 = l_149 + l_mut_21;
let l_151 = buffer_3_global[l_150];
a_131[u32(4)] = l_151;
let l_152 = l_mut_128 + u32(5);
let l_153 = l_152 * u32(384);
let l_154 = l_153 + l_mut_21;
let l_155 = buffer_3_global[l_154];
a_131[u32(5)] = l_155;
let l_156 = l_mut_128 + u32(6);
let l_157 = l_156 * u32(384);
let l_158 = l_157 + l_mut_21;
let l_159 = buffer_3_global[l_158];
a_131[u32(6)] = l_159;
let l_160 = l_mut_128 + u32(7);
let l_161 = l_160 * u32(384);
let l_162 = l_161 + l_mut_21;
let l_163 = buffer_3_global[l_162];
a_131[u32(7)] = l_163;
let l_164 = u32(0) + l_mut_128;
let l_165 = l_164 + u32(0);
let l_166 = shared_memory_6[l_165];
let l_167 = a_131[u32(0)];
let l_168 = l_166 * l_167;
let l_169 = a_126[u32(0)];
let l_170 = l_169 + l_168;
a_126[u32(0)] = l_170;
let l_171 = u32(0) + l_mut_128;
let l_172 = l_171 + u32(1);
let l_173 = shared_memory_6[l_172];
let l_174 = a_131[u32(1)];
let l_175 = l_173 * l_174;
let l_176 = a_126[u32(0)];
let l_177 = l_176 + l_175;
a_126[u32(0)] = l_177;
let l_178 = u32(0) + l_mut_128;
let l_179 = l_178 + u32(2);
let l_180 = shared_memory_6[l_179];
let l_181 = a_131[u32(2)];
let l_182 = l_180 * l_181;
let l_183 = a_126[u32(0)];
let l_184 = l_183 + l_182;
a_126[u32(0)] = l_184;
let l_185 = u32(0) + l_mut_128;
let l_186 = l_185 + u32(3);
let l_187 = shared_memory_6[l_186];
let l_188 = a_131[u32(3)];
let l_189 = l_187 * l_188;
let l_190 = a_126[u32(0)];
let l_191 = l_190 + l_189;
a_126[u32(0)] = l_191;
let l_192 = u32(0) + l_mut_128;
let l_193 = l_192 + u32(4);
let l_194 = shared_memory_6[l_193];
let l_195 = a_131[u32(4)];
let l_196 = l_194 * l_195;
let l_197 = a_126[u32(0)];
let l_198 = l_197 + l_196;
a_126[u32(0)] = l_198;
let l_199 = u32(0) + l_mut_128;
let l_200 = l_199 + u32(5);
let l_201 = shared_memory_6[l_200];
let l_202 = a_131[u32(5)];
let l_203 = l_201 * l_202;
let l_204 = a_126[u32(0)];
let l_205 = l_204 + l_203;
a_126[u32(0)] = l_205;
let l_206 = u32(0) + l_mut_128;
let l_207 = l_206 + u32(6);
let l_208 = shared_memory_6[l_207];
let l_209 = a_131[u32(6)];
let l_210 = l_208 * l_209;
let l_211 = a_126[u32(0)];
let l_212 = l_211 + l_210;
a_126[u32(0)] = l_212;
let l_213 = u32(0) + l_mut_128;
let l_214 = l_213 + u32(7);
let l_215 = shared_memory_6[l_214];
let l_216 = a_131[u32(7)];
let l_217 = l_215 * l_216;
let l_218 = a_126[u32(0)];
let l_219 = l_218 + l_217;
a_126[u32(0)] = l_219;
l_mut_128 = l_mut_128 + u32(8);
}
let l_220 = l_4 + u32(0);
let l_221 = l_220 < info.scalars_u32[0];
if l_221 {
let l_222 = l_220 * u32(384);
let l_223 = l_222 + l_mut_21;
let l_224 = a_126[u32(0)];
buffer_6_global[l_223] = l_224;
}
l_mut_21 = l_mut_21 + u32(128);
}
}
