@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

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
   scalars_f32: array<f32, 4>,
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 20>,
}

@group(0)
@binding(10)
var<storage, read> info: info_st;

var<workgroup> shared_memory_48: array<f32, 768>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn forces_kick_drift_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_8: array<f32, 3>;

var a_9: array<f32, 3>;

var a_10: array<f32, 3>;

var a_11: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_4: u32;
var l_mut_53: f32;
var l_mut_54: f32;
var l_mut_55: f32;
var l_mut_67: f32;
var l_mut_71: f32;
let l_0 = workgroup_id_no_axis * u32(8);
let l_1 = local_idx / u32(32);
let l_2 = l_0 + l_1;
let l_3 = local_idx % u32(32);
l_mut_4 = l_2;
let l_5 = l_mut_4 >= info.scalars_u32[0];
if l_5 {
let l_6 = info.scalars_u32[0] - u32(1);
l_mut_4 = l_6;
}
let l_7 = buffer_7_global[l_mut_4];
let l_12 = l_mut_4 * u32(3);
let l_13 = l_12 + u32(0);
let l_14 = buffer_6_global[l_13];
a_8[u32(0)] = l_14;
let l_15 = l_mut_4 * u32(3);
let l_16 = l_15 + u32(0);
let l_17 = buffer_4_global[l_16];
a_9[u32(0)] = l_17;
let l_18 = l_mut_4 * u32(3);
let l_19 = l_18 + u32(0);
let l_20 = buffer_5_global[l_19];
a_10[u32(0)] = l_20;
let l_21 = l_mut_4 * u32(3);
let l_22 = l_21 + u32(0);
let l_23 = buffer_8_global[l_22];
a_11[u32(0)] = l_23;
let l_24 = l_mut_4 * u32(3);
let l_25 = l_24 + u32(1);
let l_26 = buffer_6_global[l_25];
a_8[u32(1)] = l_26;
let l_27 = l_mut_4 * u32(3);
let l_28 = l_27 + u32(1);
let l_29 = buffer_4_global[l_28];
a_9[u32(1)] = l_29;
let l_30 = l_mut_4 * u32(3);
let l_31 = l_30 + u32(1);
let l_32 = buffer_5_global[l_31];
a_10[u32(1)] = l_32;
let l_33 = l_mut_4 * u32(3);
let l_34 = l_33 + u32(1);
let l_35 = buffer_8_global[l_34];
a_11[u32(1)] = l_35;
let l_36 = l_mut_4 * u32(3);
let l_37 = l_36 + u32(2);
let l_38 = buffer_6_global[l_37];
a_8[u32(2)] = l_38;
let l_39 = l_mut_4 * u32(3);
let l_40 = l_39 + u32(2);
let l_41 = buffer_4_global[l_40];
a_9[u32(2)] = l_41;
let l_42 = l_mut_4 * u32(3);
let l_43 = l_42 + u32(2);
let l_44 = buffer_5_global[l_43];
a_10[u32(2)] = l_44;
let l_45 = l_mut_4 * u32(3);
let l_46 = l_45 + u32(2);
let l_47 = buffer_8_global[l_46];
a_11[u32(2)] = l_47;
let l_49 = local_idx / u32(32);
let l_50 = local_idx % u32(32);
let l_51 = workgroup_id_no_axis * u32(8);
let l_52 = l_51 + l_49;
l_mut_53 = f32(0.0);
l_mut_54 = f32(0.0);
l_mut_55 = f32(0.0);
let l_56 = l_52 < info.scalars_u32[0];
if l_56 {
let l_57 = buffer_0_global[l_52];
let l_58 = l_57 + l_50;
l_mut_4 = l_58;
let l_59 = l_52 + u32(1);
let l_60 = buffer_0_global[l_59];
loop {
let l_61 = l_mut_4 < l_60;
let l_62 = !l_61;
if l_62 {
break;
}
let l_63 = buffer_1_global[l_mut_4];
let l_64 = l_mut_4 * u32(3);
let l_65 = l_64 + u32(0);
let l_66 = buffer_2_global[l_65];
l_mut_67 = l_66;
let l_68 = l_63 * u32(3);
let l_69 = l_68 + u32(0);
let l_70 = buffer_2_global[l_69];
l_mut_71 = l_70;
let l_72 = l_mut_67 - l_mut_71;
l_mut_53 = l_mut_53 + l_72;
let l_73 = l_mut_4 * u32(3);
let l_74 = l_73 + u32(1);
let l_75 = buffer_2_global[l_74];
l_mut_71 = l_75;
let l_76 = l_63 * u32(3);
let l_77 = l_76 + u32(1);
let l_78 = buffer_2_global[l_77];
l_mut_67 = l_78;
let l_79 = l_mut_71 - l_mut_67;
l_mut_54 = l_mut_54 + l_79;
let l_80 = l_mut_4 * u32(3);
let l_81 = l_80 + u32(2);
let l_82 = buffer_2_global[l_81];
l_mut_71 = l_82;
let l_83 = l_63 * u32(3);
let l_84 = l_83 + u32(2);
let l_85 = buffer_2_global[l_84];
l_mut_67 = l_85;
let l_86 = l_mut_71 - l_mut_67;
l_mut_55 = l_mut_55 + l_86;
l_mut_4 = l_mut_4 + u32(32);
}
}
let l_87 = u32(3) * local_idx;
shared_memory_48[l_87] = l_mut_53;
let l_88 = u32(3) * local_idx;
let l_89 = l_88 + u32(1);
shared_memory_48[l_89] = l_mut_54;
let l_90 = u32(3) * local_idx;
let l_91 = l_90 + u32(2);
shared_memory_48[l_91] = l_mut_55;
workgroupBarrier();
let l_92 = workgroup_size_no_axis / u32(8);
let l_93 = l_92 / u32(2);
l_mut_4 = l_93;
loop {
let l_94 = l_mut_4 > u32(0);
let l_95 = !l_94;
if l_95 {
break;
}
let l_96 = l_50 < l_mut_4;
if l_96 {
let l_97 = u32(3) * local_idx;
let l_98 = local_idx + l_mut_4;
let l_99 = u32(3) * l_98;
let l_100 = shared_memory_48[l_99];
let l_101 = shared_memory_48[l_97];
let l_102 = l_101 + l_100;
shared_memory_48[l_97] = l_102;
let l_103 = u32(3) * local_idx;
let l_104 = l_103 + u32(1);
let l_105 = local_idx + l_mut_4;
let l_106 = u32(3) * l_105;
let l_107 = l_106 + u32(1);
let l_108 = shared_memory_48[l_107];
let l_109 = shared_memory_48[l_104];
let l_110 = l_109 + l_108;
shared_memory_48[l_104] = l_110;
let l_111 = u32(3) * local_idx;
let l_112 = l_111 + u32(2);
let l_113 = local_idx + l_mut_4;
let l_114 = u32(3) * l_113;
let l_115 = l_114 + u32(2);
let l_116 = shared_memory_48[l_115];
let l_117 = shared_memory_48[l_112];
let l_118 = l_117 + l_116;
shared_memory_48[l_112] = l_118;
}
workgroupBarrier();
l_mut_4 = l_mut_4 / u32(2);
}
let l_119 = l_50 == u32(0);
let l_120 = l_52 < info.scalars_u32[0];
let l_121 = l_119 && l_120;
if l_121 {
let l_122 = l_52 * u32(3);
let l_123 = u32(3) * local_idx;
let l_124 = shared_memory_48[l_123];
buffer_3_global[l_122] = l_124;
let l_125 = l_52 * u32(3);
let l_126 = l_125 + u32(1);
let l_127 = u32(3) * local_idx;
let l_128 = l_127 + u32(1);
let l_129 = shared_memory_48[l_128];
buffer_3_global[l_126] = l_129;
let l_130 = l_52 * u32(3);
let l_131 = l_130 + u32(2);
let l_132 = u32(3) * local_idx;
let l_133 = l_132 + u32(2);
let l_134 = shared_memory_48[l_133];
buffer_3_global[l_131] = l_134;
}
let l_135 = l_3 == u32(0);
let l_136 = l_2 < info.scalars_u32[0];
let l_137 = l_135 && l_136;
if l_137 {
let l_138 = info.scalars_f32[2] * info.scalars_f32[2];
let l_139 = f32(1.0) - l_138;
let l_140 = l_139 * info.scalars_f32[3];
let l_141 = l_140 * l_7;
let l_142 = sqrt(l_141);
l_mut_71 = f32(0.0);
let l_143 = u32(3) * local_idx;
let l_144 = l_143 + u32(0);
let l_145 = shared_memory_48[l_144];
let l_146 = a_8[u32(0)];
let l_147 = a_9[u32(0)];
let l_148 = a_10[u32(0)];
let l_149 = a_11[u32(0)];
let l_150 = l_2 * u32(3);
let l_151 = l_150 + u32(0);
let l_152 = info.scalars_f32[1] * l_145;
let l_153 = l_152 * l_7;
let l_154 = l_146 + l_153;
l_mut_67 = l_154;
l_mut_55 = l_147;
l_mut_54 = l_148;
let l_155 = info.scalars_f32[0] * l_mut_67;
let l_156 = l_155 - l_mut_54;
let l_157 = l_mut_55 + l_156;
let l_158 = bitcast<u32>(l_157);
let l_159 = l_158 ^ info.scalars_u32[1];
let l_160 = bitcast<f32>(l_159);
let l_161 = l_160 - l_mut_55;
let l_162 = bitcast<u32>(l_161);
let l_163 = l_162 ^ info.scalars_u32[1];
let l_164 = bitcast<f32>(l_163);
let l_165 = l_164 - l_156;
l_mut_54 = l_165;
l_mut_55 = l_160;
let l_166 = info.scalars_f32[0] * l_mut_67;
let l_167 = l_166 - l_mut_54;
let l_168 = l_mut_55 + l_167;
let l_169 = bitcast<u32>(l_168);
let l_170 = l_169 ^ info.scalars_u32[1];
let l_171 = bitcast<f32>(l_170);
let l_172 = l_171 - l_mut_55;
let l_173 = bitcast<u32>(l_172);
let l_174 = l_173 ^ info.scalars_u32[1];
let l_175 = bitcast<f32>(l_174);
let l_176 = l_175 - l_167;
l_mut_54 = l_176;
l_mut_55 = l_171;
buffer_4_global[l_151] = l_mut_55;
buffer_5_global[l_151] = l_mut_54;
buffer_6_global[l_151] = l_mut_67;
let l_177 = l_mut_55 - l_149;
let l_178 = l_177 * l_177;
l_mut_71 = l_mut_71 + l_178;
let l_179 = u32(3) * local_idx;
let l_180 = l_179 + u32(1);
let l_181 = shared_memory_48[l_180];
let l_182 = a_8[u32(1)];
let l_183 = a_9[u32(1)];
let l_184 = a_10[u32(1)];
let l_185 = a_11[u32(1)];
let l_186 = l_2 * u32(3);
let l_187 = l_186 + u32(1);
let l_188 = info.scalars_f32[1] * l_181;
let l_189 = l_188 * l_7;
let l_190 = l_182 + l_189;
l_mut_67 = l_190;
l_mut_55 = l_183;
l_mut_54 = l_184;
let l_191 = info.scalars_f32[0] * l_mut_67;
let l_192 = l_191 - l_mut_54;
let l_193 = l_mut_55 + l_192;
let l_194 = bitcast<u32>(l_193);
let l_195 = l_194 ^ info.scalars_u32[1];
let l_196 = bitcast<f32>(l_195);
let l_197 = l_196 - l_mut_55;
let l_198 = bitcast<u32>(l_197);
let l_199 = l_198 ^ info.scalars_u32[1];
let l_200 = bitcast<f32>(l_199);
let l_201 = l_200 - l_192;
l_mut_54 = l_201;
l_mut_55 = l_196;
let l_202 = info.scalars_f32[0] * l_mut_67;
let l_203 = l_202 - l_mut_54;
let l_204 = l_mut_55 + l_203;
let l_205 = bitcast<u32>(l_204);
let l_206 = l_205 ^ info.scalars_u32[1];
let l_207 = bitcast<f32>(l_206);
let l_208 = l_207 - l_mut_55;
let l_209 = bitcast<u32>(l_208);
let l_210 = l_209 ^ info.scalars_u32[1];
let l_211 = bitcast<f32>(l_210);
let l_212 = l_211 - l_203;
l_mut_54 = l_212;
l_mut_55 = l_207;
buffer_4_global[l_187] = l_mut_55;
buffer_5_global[l_187] = l_mut_54;
buffer_6_global[l_187] = l_mut_67;
let l_213 = l_mut_55 - l_185;
let l_214 = l_213 * l_213;
l_mut_71 = l_mut_71 + l_214;
let l_215 = u32(3) * local_idx;
let l_216 = l_215 + u32(2);
let l_217 = shared_memory_48[l_216];
let l_218 = a_8[u32(2)];
let l_219 = a_9[u32(2)];
let l_220 = a_10[u32(2)];
let l_221 = a_11[u32(2)];
let l_222 = l_2 * u32(3);
let l_223 = l_222 + u32(2);
let l_224 = info.scalars_f32[1] * l_217;
let l_225 = l_224 * l_7;
let l_226 = l_218 + l_225;
l_mut_67 = l_226;
l_mut_55 = l_219;
l_mut_54 = l_220;
let l_227 = info.scalars_f32[0] * l_mut_67;
let l_228 = l_227 - l_mut_54;
let l_229 = l_mut_55 + l_228;
let l_230 = bitcast<u32>(l_229);
let l_231 = l_230 ^ info.scalars_u32[1];
let l_232 = bitcast<f32>(l_231);
let l_233 = l_232 - l_mut_55;
let l_234 = bitcast<u32>(l_233);
let l_235 = l_234 ^ info.scalars_u32[1];
let l_236 = bitcast<f32>(l_235);
let l_237 = l_236 - l_228;
l_mut_54 = l_237;
l_mut_55 = l_232;
let l_238 = info.scalars_f32[0] * l_mut_67;
let l_239 = l_238 - l_mut_54;
let l_240 = l_mut_55 + l_239;
let l_241 = bitcast<u32>(l_240);
let l_242 = l_241 ^ info.scalars_u32[1];
let l_243 = bitcast<f32>(l_242);
let l_244 = l_243 - l_mut_55;
let l_245 = bitcast<u32>(l_244);
let l_246 = l_245 ^ info.scalars_u32[1];
let l_247 = bitcast<f32>(l_246);
let l_248 = l_247 - l_239;
l_mut_54 = l_248;
l_mut_55 = l_243;
buffer_4_global[l_223] = l_mut_55;
buffer_5_global[l_223] = l_mut_54;
buffer_6_global[l_223] = l_mut_67;
let l_249 = l_mut_55 - l_221;
let l_250 = l_249 * l_249;
l_mut_71 = l_mut_71 + l_250;
buffer_9_global[l_2] = l_mut_71;
}
}
