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
var a_21: array<f32, 1>;

var a_28: array<f32, 8>;

var a_138: array<f32, 1>;

var a_145: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_141: u32;
var l_mut_24: u32;
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
let l_17 = l_15 + l_16;
let l_18 = buffer_0_global[l_17];
shared_memory_7[l_mut_9] = l_18;
} else {
shared_memory_7[l_mut_9] = f32(0.0);
}
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
l_mut_9 = local_idx;
loop {
let l_19 = l_mut_9 < u32(128);
let l_20 = !l_19;
if l_20 {
break;
}
let l_22 = u32(0) + l_mut_9;
let l_23 = buffer_2_global[l_22];
a_21[u32(0)] = l_23;
l_mut_24 = u32(0);
loop {
let l_25 = u32(0) + u32(128);
let l_26 = l_mut_24 < l_25;
let l_27 = !l_26;
if l_27 {
break;
}
let l_29 = l_mut_24 + u32(0);
let l_30 = l_29 * u32(128);
let l_31 = u32(0) + l_30;
let l_32 = l_31 + l_mut_9;
let l_33 = buffer_1_global[l_32];
a_28[u32(0)] = l_33;
let l_34 = l_mut_24 + u32(1);
let l_35 = l_34 * u32(128);
let l_36 = u32(0) + l_35;
let l_37 = l_36 + l_mut_9;
let l_38 = buffer_1_global[l_37];
a_28[u32(1)] = l_38;
let l_39 = l_mut_24 + u32(2);
let l_40 = l_39 * u32(128);
let l_41 = u32(0) + l_40;
let l_42 = l_41 + l_mut_9;
let l_43 = buffer_1_global[l_42];
a_28[u32(2)] = l_43;
let l_44 = l_mut_24 + u32(3);
let l_45 = l_44 * u32(128);
let l_46 = u32(0) + l_45;
let l_47 = l_46 + l_mut_9;
let l_48 = buffer_1_global[l_47];
a_28[u32(3)] = l_48;
let l_49 = l_mut_24 + u32(4);
let l_50 = l_49 * u32(128);
let l_51 = u32(0) + l_50;
let l_52 = l_51 + l_mut_9;
let l_53 = buffer_1_global[l_52];
a_28[u32(4)] = l_53;
let l_54 = l_mut_24 + u32(5);
let l_55 = l_54 * u32(128);
let l_56 = u32(0) + l_55;
let l_57 = l_56 + l_mut_9;
let l_58 = buffer_1_global[l_57];
a_28[u32(5)] = l_58;
let l_59 = l_mut_24 + u32(6);
let l_60 = l_59 * u32(128);
let l_61 = u32(0) + l_60;
let l_62 = l_61 + l_mut_9;
let l_63 = buffer_1_global[l_62];
a_28[u32(6)] = l_63;
let l_64 = l_mut_24 + u32(7);
let l_65 = l_64 * u32(128);
let l_66 = u32(0) + l_65;
let l_67 = l_66 + l_mut_9;
let l_68 = buffer_1_global[l_67];
a_28[u32(7)] = l_68;
let l_69 = u32(0) + l_mut_24;
let l_70 = l_69 + u32(0);
let l_71 = shared_memory_7[l_70];
let l_72 = a_28[u32(0)];
let l_73 = l_71 * l_72;
let l_74 = a_21[u32(0)];
let l_75 = l_74 + l_73;
a_21[u32(0)] = l_75;
let l_76 = u32(0) + l_mut_24;
let l_77 = l_76 + u32(1);
let l_78 = shared_memory_7[l_77];
let l_79 = a_28[u32(1)];
let l_80 = l_78 * l_79;
let l_81 = a_21[u32(0)];
let l_82 = l_81 + l_80;
a_21[u32(0)] = l_82;
let l_83 = u32(0) + l_mut_24;
let l_84 = l_83 + u32(2);
let l_85 = shared_memory_7[l_84];
let l_86 = a_28[u32(2)];
let l_87 = l_85 * l_86;
let l_88 = a_21[u32(0)];
let l_89 = l_88 + l_87;
a_21[u32(0)] = l_89;
let l_90 = u32(0) + l_mut_24;
let l_91 = l_90 + u32(3);
let l_92 = shared_memory_7[l_91];
let l_93 = a_28[u32(3)];
let l_94 = l_92 * l_93;
let l_95 = a_21[u32(0)];
let l_96 = l_95 + l_94;
a_21[u32(0)] = l_96;
let l_97 = u32(0) + l_mut_24;
let l_98 = l_97 + u32(4);
let l_99 = shared_memory_7[l_98];
let l_100 = a_28[u32(4)];
let l_101 = l_99 * l_100;
let l_102 = a_21[u32(0)];
let l_103 = l_102 + l_101;
a_21[u32(0)] = l_103;
let l_104 = u32(0) + l_mut_24;
let l_105 = l_104 + u32(5);
let l_106 = shared_memory_7[l_105];
let l_107 = a_28[u32(5)];
let l_108 = l_106 * l_107;
let l_109 = a_21[u32(0)];
let l_110 = l_109 + l_108;
a_21[u32(0)] = l_110;
let l_111 = u32(0) + l_mut_24;
let l_112 = l_111 + u32(6);
let l_113 = shared_memory_7[l_112];
let l_114 = a_28[u32(6)];
let l_115 = l_113 * l_114;
let l_116 = a_21[u32(0)];
let l_117 = l_116 + l_115;
a_21[u32(0)] = l_117;
let l_118 = u32(0) + l_mut_24;
let l_119 = l_118 + u32(7);
let l_120 = shared_memory_7[l_119];
let l_121 = a_28[u32(7)];
let l_122 = l_120 * l_121;
let l_123 = a_21[u32(0)];
let l_124 = l_123 + l_122;
a_21[u32(0)] = l_124;
l_mut_24 = l_mut_24 + u32(8);
}
let l_125 = a_21[u32(0)];
let l_126 = l_6 + u32(0);
let l_127 = l_126 < info.scalars_u32[0];
if l_127 {
let l_128 = l_126 * u32(128);
let l_129 = l_128 + l_mut_9;
buffer_5_global[l_129] = l_125;
}
let l_130 = u32(0) + l_mut_9;
let l_131 = -l_125;
let l_132 = exp(l_131);
let l_133 = f32(1.0) + l_132;
let l_134 = f32(1.0) / l_133;
let l_135 = l_125 * l_134;
shared_memory_8[l_130] = l_135;
l_mut_9 = l_mut_9 + u32(128);
}
workgroupBarrier();
l_mut_24 = local_idx;
loop {
let l_136 = l_mut_24 < u32(384);
let l_137 = !l_136;
if l_137 {
break;
}
let l_139 = u32(0) + l_mut_24;
let l_140 = buffer_4_global[l_139];
a_138[u32(0)] = l_140;
l_mut_141 = u32(0);
loop {
let l_142 = u32(0) + u32(128);
let l_143 = l_mut_141 < l_142;
let l_144 = !l_143;
if l_144 {
break;
}
let l_146 = l_mut_141 + u32(0);
let l_147 = l_146 * u32(384);
let l_148 = u32(0) + l_147;
let l_149 = l_148 + l_mut_24;
let l_150 = buffer_3_global[l_149];
a_145[u32(0)] = l_150;
let l_151 = l_mut_141 + u32(1);
let l_152 = l_151 * u32(384);
let l_153 = u32(0) + l_152;
let l_154 = l_153 + l_mut_24;
let l_155 = buffer_3_global[l_154];
a_145[u32(1)] = l_155;
let l_156 = l_mut_141 + u32(2);
let l_157 = l_156 * u32(384);
let l_158 = u32(0) + l_157;
let l_159 = l_158 + l_mut_24;
let l_160 = buffer_3_global[l_159];
a_145[u32(2)] = l_160;
let l_161 = l_mut_141 + u32(3);
let l_162 = l_161 * u32(384);
let l_163 = u32(0) + l_162;
let l_164 = l_163 + l_mut_24;
let l_165 = buffer_3_global[l_164];
a_145[u32(3)] = l_165;
let l_166 = l_mut_141 + u32(4);
let l_167 = l_166 * u32(384);
let l_168 = u32(0) + l_167;
let l_169 = l_168 + l_mut_24;
let l_170 = buffer_3_global[l_169];
a_145[u32(4)] = l_170;
let l_171 = l_mut_141 + u32(5);
let l_172 = l_171 * u32(384);
let l_173 = u32(0) + l_172;
let l_174 = l_173 + l_mut_24;
let l_175 = buffer_3_global[l_174];
a_145[u32(5)] = l_175;
let l_176 = l_mut_141 + u32(6);
let l_177 = l_176 * u32(384);
let l_178 = u32(0) + l_177;
let l_179 = l_178 + l_mut_24;
let l_180 = buffer_3_global[l_179];
a_145[u32(6)] = l_180;
let l_181 = l_mut_141 + u32(7);
let l_182 = l_181 * u32(384);
let l_183 = u32(0) + l_182;
let l_184 = l_183 + l_mut_24;
let l_185 = buffer_3_global[l_184];
a_145[u32(7)] = l_185;
let l_186 = u32(0) + l_mut_141;
let l_187 = l_186 + u32(0);
let l_188 = shared_memory_8[l_187];
let l_189 = a_145[u32(0)];
let l_190 = l_188 * l_189;
let l_191 = a_138[u32(0)];
let l_192 = l_191 + l_190;
a_138[u32(0)] = l_192;
let l_193 = u32(0) + l_mut_141;
let l_194 = l_193 + u32(1);
let l_195 = shared_memory_8[l_194];
let l_196 = a_145[u32(1)];
let l_197 = l_195 * l_196;
let l_198 = a_138[u32(0)];
let l_199 = l_198 + l_197;
a_138[u32(0)] = l_199;
let l_200 = u32(0) + l_mut_141;
let l_201 = l_200 + u32(2);
let l_202 = shared_memory_8[l_201];
let l_203 = a_145[u32(2)];
let l_204 = l_202 * l_203;
let l_205 = a_138[u32(0)];
let l_206 = l_205 + l_204;
a_138[u32(0)] = l_206;
let l_207 = u32(0) + l_mut_141;
let l_208 = l_207 + u32(3);
let l_209 = shared_memory_8[l_208];
let l_210 = a_145[u32(3)];
let l_211 = l_209 * l_210;
let l_212 = a_138[u32(0)];
let l_213 = l_212 + l_211;
a_138[u32(0)] = l_213;
let l_214 = u32(0) + l_mut_141;
let l_215 = l_214 + u32(4);
let l_216 = shared_memory_8[l_215];
let l_217 = a_145[u32(4)];
let l_218 = l_216 * l_217;
let l_219 = a_138[u32(0)];
let l_220 = l_219 + l_218;
a_138[u32(0)] = l_220;
let l_221 = u32(0) + l_mut_141;
let l_222 = l_221 + u32(5);
let l_223 = shared_memory_8[l_222];
let l_224 = a_145[u32(5)];
let l_225 = l_223 * l_224;
let l_226 = a_138[u32(0)];
let l_227 = l_226 + l_225;
a_138[u32(0)] = l_227;
let l_228 = u32(0) + l_mut_141;
let l_229 = l_228 + u32(6);
let l_230 = shared_memory_8[l_229];
let l_231 = a_145[u32(6)];
let l_232 = l_230 * l_231;
let l_233 = a_138[u32(0)];
let l_234 = l_233 + l_232;
a_138[u32(0)] = l_234;
let l_235 = u32(0) + l_mut_141;
let l_236 = l_235 + u32(7);
let l_237 = shared_memory_8[l_236];
let l_238 = a_145[u32(7)];
let l_239 = l_237 * l_238;
let l_240 = a_138[u32(0)];
let l_241 = l_240 + l_239;
a_138[u32(0)] = l_241;
l_mut_141 = l_mut_141 + u32(8);
}
let l_242 = l_6 + u32(0);
let l_243 = l_242 < info.scalars_u32[0];
if l_243 {
let l_244 = l_242 * u32(384);
let l_245 = l_244 + l_mut_24;
let l_246 = a_138[u32(0)];
buffer_6_global[l_245] = l_246;
}
l_mut_24 = l_mut_24 + u32(128);
}
}
