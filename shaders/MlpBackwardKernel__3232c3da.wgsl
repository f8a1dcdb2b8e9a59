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

var<workgroup> shared_memory_7: array<f32, 384>;

var<workgroup> shared_memory_8: array<f32, 128>;

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
var a_22: array<f32, 1>;

var a_27: array<f32, 8>;

var a_143: array<f32, 1>;

var a_148: array<f32, 8>;

var a_245: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_125: f32;
var l_mut_144: u32;
var l_mut_17: u32;
var l_mut_23: u32;
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
let l_10 = l_mut_9 < u32(384);
let l_11 = !l_10;
if l_11 {
break;
}
let l_12 = l_mut_9 / u32(384);
let l_13 = l_6 + l_12;
let l_14 = l_13 < info.scalars_u32[0];
if l_14 {
let l_15 = l_13 * u32(384);
let l_16 = l_mut_9 % u32(384);
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
a_22[u32(0)] = f32(0.0);
l_mut_9 = l_mut_17;
l_mut_23 = u32(0);
loop {
let l_24 = u32(0) + u32(384);
let l_25 = l_mut_23 < l_24;
let l_26 = !l_25;
if l_26 {
break;
}
let l_28 = l_mut_23 + u32(0);
let l_29 = l_28 * u32(128);
let l_30 = u32(0) + l_29;
let l_31 = l_30 + l_mut_9;
let l_32 = buffer_1_global[l_31];
a_27[u32(0)] = l_32;
let l_33 = l_mut_23 + u32(1);
let l_34 = l_33 * u32(128);
let l_35 = u32(0) + l_34;
let l_36 = l_35 + l_mut_9;
let l_37 = buffer_1_global[l_36];
a_27[u32(1)] = l_37;
let l_38 = l_mut_23 + u32(2);
let l_39 = l_38 * u32(128);
let l_40 = u32(0) + l_39;
let l_41 = l_40 + l_mut_9;
let l_42 = buffer_1_global[l_41];
a_27[u32(2)] = l_42;
let l_43 = l_mut_23 + u32(3);
let l_44 = l_43 * u32(128);
let l_45 = u32(0) + l_44;
let l_46 = l_45 + l_mut_9;
let l_47 = buffer_1_global[l_46];
a_27[u32(3)] = l_47;
let l_48 = l_mut_23 + u32(4);
let l_49 = l_48 * u32(128);
let l_50 = u32(0) + l_49;
let l_51 = l_50 + l_mut_9;
let l_52 = buffer_1_global[l_51];
a_27[u32(4)] = l_52;
let l_53 = l_mut_23 + u32(5);
let l_54 = l_53 * u32(128);
let l_55 = u32(0) + l_54;
let l_56 = l_55 + l_mut_9;
let l_57 = buffer_1_global[l_56];
a_27[u32(5)] = l_57;
let l_58 = l_mut_23 + u32(6);
let l_59 = l_58 * u32(128);
let l_60 = u32(0) + l_59;
let l_61 = l_60 + l_mut_9;
let l_62 = buffer_1_global[l_61];
a_27[u32(6)] = l_62;
let l_63 = l_mut_23 + u32(7);
let l_64 = l_63 * u32(128);
let l_65 = u32(0) + l_64;
let l_66 = l_65 + l_mut_9;
let l_67 = buffer_1_global[l_66];
a_27[u32(7)] = l_67;
let l_68 = u32(0) + l_mut_23;
let l_69 = l_68 + u32(0);
let l_70 = shared_memory_7[l_69];
let l_71 = a_27[u32(0)];
let l_72 = l_70 * l_71;
let l_73 = a_22[u32(0)];
let l_74 = l_73 + l_72;
a_22[u32(0)] = l_74;
let l_75 = u32(0) + l_mut_23;
let l_76 = l_75 + u32(1);
let l_77 = shared_memory_7[l_76];
let l_78 = a_27[u32(1)];
let l_79 = l_77 * l_78;
let l_80 = a_22[u32(0)];
let l_81 = l_80 + l_79;
a_22[u32(0)] = l_81;
let l_82 = u32(0) + l_mut_23;
let l_83 = l_82 + u32(2);
let l_84 = shared_memory_7[l_83];
let l_85 = a_27[u32(2)];
let l_86 = l_84 * l_85;
let l_87 = a_22[u32(0)];
let l_88 = l_87 + l_86;
a_22[u32(0)] = l_88;
let l_89 = u32(0) + l_mut_23;
let l_90 = l_89 + u32(3);
let l_91 = shared_memory_7[l_90];
let l_92 = a_27[u32(3)];
let l_93 = l_91 * l_92;
let l_94 = a_22[u32(0)];
let l_95 = l_94 + l_93;
a_22[u32(0)] = l_95;
let l_96 = u32(0) + l_mut_23;
let l_97 = l_96 + u32(4);
let l_98 = shared_memory_7[l_97];
let l_99 = a_27[u32(4)];
let l_100 = l_98 * l_99;
let l_101 = a_22[u32(0)];
let l_102 = l_101 + l_100;
a_22[u32(0)] = l_102;
let l_103 = u32(0) + l_mut_23;
let l_104 = l_103 + u32(5);
let l_105 = shared_memory_7[l_104];
let l_106 = a_27[u32(5)];
let l_107 = l_105 * l_106;
let l_108 = a_22[u32(0)];
let l_109 = l_108 + l_107;
a_22[u32(0)] = l_109;
let l_110 = u32(0) + l_mut_23;
let l_111 = l_110 + u32(6);
let l_112 = shared_memory_7[l_111];
let l_113 = a_27[u32(6)];
let l_114 = l_112 * l_113;
let l_115 = a_22[u32(0)];
let l_116 = l_115 + l_114;
a_22[u32(0)] = l_116;
let l_117 = u32(0) + l_mut_23;
let l_118 = l_117 + u32(7);
let l_119 = shared_memory_7[l_118];
let l_120 = a_27[u32(7)];
let l_121 = l_119 * l_120;
let l_122 = a_22[u32(0)];
let l_123 = l_122 + l_121;
a_22[u32(0)] = l_123;
l_mut_23 = l_mut_23 + u32(8);
}
let l_124 = l_6 + u32(0);
l_mut_125 = f32(0.0);
let l_126 = l_124 < info.scalars_u32[0];
if l_126 {
let l_127 = a_22[u32(0)];
let l_128 = l_124 * u32(128);
let l_129 = l_128 + l_mut_17;
let l_130 = buffer_3_global[l_129];
let l_131 = -l_130;
let l_132 = exp(l_131);
let l_133 = f32(1.0) + l_132;
let l_134 = f32(1.0) / l_133;
let l_135 = f32(1.0) - l_134;
let l_136 = l_130 * l_135;
let l_137 = f32(1.0) + l_136;
let l_138 = l_134 * l_137;
let l_139 = l_127 * l_138;
l_mut_125 = l_139;
}
let l_140 = u32(0) + l_mut_17;
shared_memory_8[l_140] = l_mut_125;
l_mut_17 = l_mut_17 + u32(128);
}
workgroupBarrier();
l_mut_23 = local_idx;
loop {
let l_141 = l_mut_23 < u32(128);
let l_142 = !l_141;
if l_142 {
break;
}
a_143[u32(0)] = f32(0.0);
l_mut_9 = l_mut_23;
l_mut_144 = u32(0);
loop {
let l_145 = u32(0) + u32(128);
let l_146 = l_mut_144 < l_145;
let l_147 = !l_146;
if l_147 {
break;
}
let l_149 = l_mut_144 + u32(0);
let l_150 = l_149 * u32(128);
let l_151 = u32(0) + l_150;
let l_152 = l_151 + l_mut_9;
let l_153 = buffer_2_global[l_152];
a_148[u32(0)] = l_153;
let l_154 = l_mut_144 + u32(1);
let l_155 = l_154 * u32(128);
let l_156 = u32(0) + l_155;
let l_157 = l_156 + l_mut_9;
let l_158 = buffer_2_global[l_157];
a_148[u32(1)] = l_158;
let l_159 = l_mut_144 + u32(2);
let l_160 = l_159 * u32(128);
let l_161 = u32(0) + l_160;
let l_162 = l_161 + l_mut_9;
let l_163 = buffer_2_global[l_162];
a_148[u32(2)] = l_163;
let l_164 = l_mut_144 + u32(3);
let l_165 = l_164 * u32(128);
let l_166 = u32(0) + l_165;
let l_167 = l_166 + l_mut_9;
let l_168 = buffer_2_global[l_167];
a_148[u32(3)] = l_168;
let l_169 = l_mut_144 + u32(4);
let l_170 = l_169 * u32(128);
let l_171 = u32(0) + l_170;
let l_172 = l_171 + l_mut_9;
let l_173 = buffer_2_global[l_172];
a_148[u32(4)] = l_173;
let l_174 = l_mut_144 + u32(5);
let l_175 = l_174 * u32(128);
let l_176 = u32(0) + l_175;
let l_177 = l_176 + l_mut_9;
let l_178 = buffer_2_global[l_177];
a_148[u32(5)] = l_178;
let l_179 = l_mut_144 + u32(6);
let l_180 = l_179 * u32(128);
let l_181 = u32(0) + l_180;
let l_182 = l_181 + l_mut_9;
let l_183 = buffer_2_global[l_182];
a_148[u32(6)] = l_183;
let l_184 = l_mut_144 + u32(7);
let l_185 = l_184 * u32(128);
let l_186 = u32(0) + l_185;
let l_187 = l_186 + l_mut_9;
let l_188 = buffer_2_global[l_187];
a_148[u32(7)] = l_188;
let l_189 = u32(0) + l_mut_144;
let l_190 = l_189 + u32(0);
let l_191 = shared_memory_8[l_190];
let l_192 = a_148[u32(0)];
let l_193 = l_191 * l_192;
let l_194 = a_143[u32(0)];
let l_195 = l_194 + l_193;
a_143[u32(0)] = l_195;
let l_196 = u32(0) + l_mut_144;
let l_197 = l_196 + u32(1);
let l_198 = shared_memory_8[l_197];
let l_199 = a_148[u32(1)];
let l_200 = l_198 * l_199;
let l_201 = a_143[u32(0)];
let l_202 = l_201 + l_200;
a_143[u32(0)] = l_202;
let l_203 = u32(0) + l_mut_144;
let l_204 = l_203 + u32(2);
let l_205 = shared_memory_8[l_204];
let l_206 = a_148[u32(2)];
let l_207 = l_205 * l_206;
let l_208 = a_143[u32(0)];
let l_209 = l_208 + l_207;
a_143[u32(0)] = l_209;
let l_210 = u32(0) + l_mut_144;
let l_211 = l_210 + u32(3);
let l_212 = shared_memory_8[l_211];
let l_213 = a_148[u32(3)];
let l_214 = l_212 * l_213;
let l_215 = a_143[u32(0)];
let l_216 = l_215 + l_214;
a_143[u32(0)] = l_216;
let l_217 = u32(0) + l_mut_144;
let l_218 = l_217 + u32(4);
let l_219 = shared_memory_8[l_218];
let l_220 = a_148[u32(4)];
let l_221 = l_219 * l_220;
let l_222 = a_143[u32(0)];
let l_223 = l_222 + l_221;
a_143[u32(0)] = l_223;
let l_224 = u32(0) + l_mut_144;
let l_225 = l_224 + u32(5);
let l_226 = shared_memory_8[l_225];
let l_227 = a_148[u32(5)];
let l_228 = l_226 * l_227;
let l_229 = a_143[u32(0)];
let l_230 = l_229 + l_228;
a_143[u32(0)] = l_230;
let l_231 = u32(0) + l_mut_144;
let l_232 = l_231 + u32(6);
let l_233 = shared_memory_8[l_232];
let l_234 = a_148[u32(6)];
let l_235 = l_233 * l_234;
let l_236 = a_143[u32(0)];
let l_237 = l_236 + l_235;
a_143[u32(0)] = l_237;
let l_238 = u32(0) + l_mut_144;
let l_239 = l_238 + u32(7);
let l_240 = shared_memory_8[l_239];
let l_241 = a_148[u32(7)];
let l_242 = l_240 * l_241;
let l_243 = a_143[u32(0)];
let l_244 = l_243 + l_242;
a_143[u32(0)] = l_244;
l_mut_144 = l_mut_144 + u32(8);
}
let l_246 = l_6 + u32(0);
a_245[u32(0)] = f32(0.0);
let l_247 = l_246 < info.scalars_u32[0];
if l_247 {
let l_248 = l_246 * u32(128);
let l_249 = l_248 + l_mut_23;
let l_250 = buffer_4_global[l_249];
a_245[u32(0)] = l_250;
}
let l_251 = l_6 + u32(0);
let l_252 = l_251 < info.scalars_u32[0];
if l_252 {
let l_253 = l_251 * u32(128);
let l_254 = l_253 + l_mut_23;
let l_255 = a_245[u32(0)];
let l_256 = a_143[u32(0)];
let l_257 = l_255 + l_256;
buffer_4_global[l_254] = l_257;
}
l_mut_23 = l_mut_23 + u32(128);
}
}
