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
   scalars_u32: array<u32, 4>,
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
var l_mut_151: f32;
var l_mut_4: u32;
var l_mut_53: f32;
var l_mut_54: f32;
var l_mut_55: f32;
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
let l_65 = buffer_2_global[l_64];
let l_66 = l_63 * u32(3);
let l_67 = buffer_2_global[l_66];
let l_68 = l_65 - l_67;
l_mut_53 = l_mut_53 + l_68;
let l_69 = l_mut_4 * u32(3);
let l_70 = l_69 + u32(1);
let l_71 = buffer_2_global[l_70];
let l_72 = l_63 * u32(3);
let l_73 = l_72 + u32(1);
let l_74 = buffer_2_global[l_73];
let l_75 = l_71 - l_74;
l_mut_54 = l_mut_54 + l_75;
let l_76 = l_mut_4 * u32(3);
let l_77 = l_76 + u32(2);
let l_78 = buffer_2_global[l_77];
let l_79 = l_63 * u32(3);
let l_80 = l_79 + u32(2);
let l_81 = buffer_2_global[l_80];
let l_82 = l_78 - l_81;
l_mut_55 = l_mut_55 + l_82;
l_mut_4 = l_mut_4 + u32(32);
}
}
let l_83 = u32(3) * local_idx;
shared_memory_48[l_83] = l_mut_53;
let l_84 = u32(3) * local_idx;
let l_85 = l_84 + u32(1);
shared_memory_48[l_85] = l_mut_54;
let l_86 = u32(3) * local_idx;
let l_87 = l_86 + u32(2);
shared_memory_48[l_87] = l_mut_55;
workgroupBarrier();
let l_88 = workgroup_size_no_axis / u32(8);
let l_89 = l_88 / u32(2);
l_mut_4 = l_89;
loop {
let l_90 = l_mut_4 > u32(0);
let l_91 = !l_90;
if l_91 {
break;
}
let l_92 = l_50 < l_mut_4;
if l_92 {
let l_93 = u32(3) * local_idx;
let l_94 = local_idx + l_mut_4;
let l_95 = u32(3) * l_94;
let l_96 = shared_memory_48[l_95];
let l_97 = shared_memory_48[l_93];
let l_98 = l_97 + l_96;
shared_memory_48[l_93] = l_98;
let l_99 = u32(3) * local_idx;
let l_100 = l_99 + u32(1);
let l_101 = local_idx + l_mut_4;
let l_102 = u32(3) * l_101;
let l_103 = l_102 + u32(1);
let l_104 = shared_memory_48[l_103];
let l_105 = shared_memory_48[l_100];
let l_106 = l_105 + l_104;
shared_memory_48[l_100] = l_106;
let l_107 = u32(3) * local_idx;
let l_108 = l_107 + u32(2);
let l_109 = local_idx + l_mut_4;
let l_110 = u32(3) * l_109;
let l_111 = l_110 + u32(2);
let l_112 = shared_memory_48[l_111];
let l_113 = shared_memory_48[l_108];
let l_114 = l_113 + l_112;
shared_memory_48[l_108] = l_114;
}
workgroupBarrier();
l_mut_4 = l_mut_4 / u32(2);
}
let l_115 = l_50 == u32(0);
let l_116 = l_52 < info.scalars_u32[0];
let l_117 = l_115 && l_116;
if l_117 {
let l_118 = l_52 * u32(3);
let l_119 = u32(3) * local_idx;
let l_120 = shared_memory_48[l_119];
buffer_3_global[l_118] = l_120;
let l_121 = l_52 * u32(3);
let l_122 = l_121 + u32(1);
let l_123 = u32(3) * local_idx;
let l_124 = l_123 + u32(1);
let l_125 = shared_memory_48[l_124];
buffer_3_global[l_122] = l_125;
let l_126 = l_52 * u32(3);
let l_127 = l_126 + u32(2);
let l_128 = u32(3) * local_idx;
let l_129 = l_128 + u32(2);
let l_130 = shared_memory_48[l_129];
buffer_3_global[l_127] = l_130;
}
let l_131 = l_3 == u32(0);
let l_132 = l_2 < info.scalars_u32[0];
let l_133 = l_131 && l_132;
if l_133 {
let l_134 = info.scalars_f32[2] * info.scalars_f32[2];
let l_135 = f32(1.0) - l_134;
let l_136 = l_135 * info.scalars_f32[3];
let l_137 = l_136 * l_7;
let l_138 = sqrt(l_137);
l_mut_55 = f32(0.0);
let l_139 = u32(3) * local_idx;
let l_140 = l_139 + u32(0);
let l_141 = shared_memory_48[l_140];
let l_142 = a_8[u32(0)];
let l_143 = a_9[u32(0)];
let l_144 = a_10[u32(0)];
let l_145 = a_11[u32(0)];
let l_146 = l_2 * u32(3);
let l_147 = l_146 + u32(0);
let l_148 = info.scalars_f32[1] * l_141;
let l_149 = l_148 * l_7;
let l_150 = l_142 + l_149;
l_mut_54 = l_150;
l_mut_53 = l_143;
l_mut_151 = l_144;
let l_152 = info.scalars_f32[0] * l_mut_54;
let l_153 = l_152 - l_mut_151;
let l_154 = l_mut_53 + l_153;
let l_155 = bitcast<u32>(l_154);
let l_156 = l_155 ^ info.scalars_u32[1];
let l_157 = bitcast<f32>(l_156);
let l_158 = l_157 - l_mut_53;
let l_159 = bitcast<u32>(l_158);
let l_160 = l_159 ^ info.scalars_u32[1];
let l_161 = bitcast<f32>(l_160);
let l_162 = l_161 - l_153;
l_mut_151 = l_162;
l_mut_53 = l_157;
let l_163 = info.scalars_f32[0] * l_mut_54;
let l_164 = l_163 - l_mut_151;
let l_165 = l_mut_53 + l_164;
let l_166 = bitcast<u32>(l_165);
let l_167 = l_166 ^ info.scalars_u32[1];
let l_168 = bitcast<f32>(l_167);
let l_169 = l_168 - l_mut_53;
let l_170 = bitcast<u32>(l_169);
let l_171 = l_170 ^ info.scalars_u32[1];
let l_172 = bitcast<f32>(l_171);
let l_173 = l_172 - l_164;
l_mut_151 = l_173;
l_mut_53 = l_168;
buffer_4_global[l_147] = l_mut_53;
buffer_5_global[l_147] = l_mut_151;
buffer_6_global[l_147] = l_mut_54;
let l_174 = l_mut_53 - l_145;
let l_175 = l_174 * l_174;
l_mut_55 = l_mut_55 + l_175;
let l_176 = u32(3) * local_idx;
let l_177 = l_176 + u32(1);
let l_178 = shared_memory_48[l_177];
let l_179 = a_8[u32(1)];
let l_180 = a_9[u32(1)];
let l_181 = a_10[u32(1)];
let l_182 = a_11[u32(1)];
let l_183 = l_2 * u32(3);
let l_184 = l_183 + u32(1);
let l_185 = info.scalars_f32[1] * l_178;
let l_186 = l_185 * l_7;
let l_187 = l_179 + l_186;
l_mut_151 = l_187;
l_mut_54 = l_180;
l_mut_53 = l_181;
let l_188 = info.scalars_f32[0] * l_mut_151;
let l_189 = l_188 - l_mut_53;
let l_190 = l_mut_54 + l_189;
let l_191 = bitcast<u32>(l_190);
let l_192 = l_191 ^ info.scalars_u32[1];
let l_193 = bitcast<f32>(l_192);
let l_194 = l_193 - l_mut_54;
let l_195 = bitcast<u32>(l_194);
let l_196 = l_195 ^ info.scalars_u32[1];
let l_197 = bitcast<f32>(l_196);
let l_198 = l_197 - l_189;
l_mut_53 = l_198;
l_mut_54 = l_193;
let l_199 = info.scalars_f32[0] * l_mut_151;
let l_200 = l_199 - l_mut_53;
let l_201 = l_mut_54 + l_200;
let l_202 = bitcast<u32>(l_201);
let l_203 = l_202 ^ info.scalars_u32[1];
let l_204 = bitcast<f32>(l_203);
let l_205 = l_204 - l_mut_54;
let l_206 = bitcast<u32>(l_205);
let l_207 = l_206 ^ info.scalars_u32[1];
let l_208 = bitcast<f32>(l_207);
let l_209 = l_208 - l_200;
l_mut_53 = l_209;
l_mut_54 = l_204;
buffer_4_global[l_184] = l_mut_54;
buffer_5_global[l_184] = l_mut_53;
buffer_6_global[l_184] = l_mut_151;
let l_210 = l_mut_54 - l_182;
let l_211 = l_210 * l_210;
l_mut_55 = l_mut_55 + l_211;
let l_212 = u32(3) * local_idx;
let l_213 = l_212 + u32(2);
let l_214 = shared_memory_48[l_213];
let l_215 = a_8[u32(2)];
let l_216 = a_9[u32(2)];
let l_217 = a_10[u32(2)];
let l_218 = a_11[u32(2)];
let l_219 = l_2 * u32(3);
let l_220 = l_219 + u32(2);
let l_221 = info.scalars_f32[1] * l_214;
let l_222 = l_221 * l_7;
let l_223 = l_215 + l_222;
l_mut_151 = l_223;
l_mut_54 = l_216;
l_mut_53 = l_217;
let l_224 = info.scalars_f32[0] * l_mut_151;
let l_225 = l_224 - l_mut_53;
let l_226 = l_mut_54 + l_225;
let l_227 = bitcast<u32>(l_226);
let l_228 = l_227 ^ info.scalars_u32[1];
let l_229 = bitcast<f32>(l_228);
let l_230 = l_229 - l_mut_54;
let l_231 = bitcast<u32>(l_230);
let l_232 = l_231 ^ info.scalars_u32[1];
let l_233 = bitcast<f32>(l_232);
let l_234 = l_233 - l_225;
l_mut_53 = l_234;
l_mut_54 = l_229;
let l_235 = info.scalars_f32[0] * l_mut_151;
let l_236 = l_235 - l_mut_53;
let l_237 = l_mut_54 + l_236;
let l_238 = bitcast<u32>(l_237);
let l_239 = l_238 ^ info.scalars_u32[1];
let l_240 = bitcast<f32>(l_239);
let l_241 = l_240 - l_mut_54;
let l_242 = bitcast<u32>(l_241);
let l_243 = l_242 ^ info.scalars_u32[1];
let l_244 = bitcast<f32>(l_243);
let l_245 = l_244 - l_236;
l_mut_53 = l_245;
l_mut_54 = l_240;
buffer_4_global[l_220] = l_mut_54;
buffer_5_global[l_220] = l_mut_53;
buffer_6_global[l_220] = l_mut_151;
let l_246 = l_mut_54 - l_218;
let l_247 = l_246 * l_246;
l_mut_55 = l_mut_55 + l_247;
buffer_9_global[l_2] = l_mut_55;
}
}
