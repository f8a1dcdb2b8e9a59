@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<i32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<u32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<u32>;

@group(0)
@binding(11)
var<storage, read_write> buffer_11_global: array<u32>;

@group(0)
@binding(12)
var<storage, read_write> buffer_12_global: array<u32>;

@group(0)
@binding(13)
var<storage, read_write> buffer_13_global: array<u32>;

@group(0)
@binding(14)
var<storage, read_write> buffer_14_global: array<u32>;

@group(0)
@binding(15)
var<storage, read_write> buffer_15_global: array<i32>;

@group(0)
@binding(16)
var<storage, read_write> buffer_16_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 34>,
}

@group(0)
@binding(17)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn pairs_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_100: i32;
var l_mut_105: i32;
var l_mut_116: i32;
var l_mut_121: i32;
var l_mut_132: i32;
var l_mut_137: i32;
var l_mut_180: u32;
var l_mut_3: u32;
var l_mut_4: u32;
var l_mut_97: u32;
var l_mut_98: bool;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
l_mut_3 = u32(0);
l_mut_4 = u32(0);
let l_5 = buffer_0_global[l_1];
let l_6 = buffer_4_global[l_5];
let l_7 = l_6 * u32(8);
let l_8 = l_6 * u32(24);
let l_9 = l_6 * u32(8);
let l_10 = l_7 + u32(2);
let l_11 = buffer_6_global[l_10];
let l_12 = buffer_8_global[l_9];
let l_13 = i32(l_12);
let l_14 = l_9 + u32(1);
let l_15 = buffer_8_global[l_14];
let l_16 = i32(l_15);
let l_17 = l_9 + u32(2);
let l_18 = buffer_8_global[l_17];
let l_19 = i32(l_18);
let l_20 = l_9 + u32(3);
let l_21 = buffer_8_global[l_20];
let l_22 = i32(l_21);
let l_23 = l_9 + u32(4);
let l_24 = buffer_8_global[l_23];
let l_25 = i32(l_24);
let l_26 = l_9 + u32(5);
let l_27 = buffer_8_global[l_26];
let l_28 = i32(l_27);
let l_29 = l_7 + u32(4);
let l_30 = buffer_6_global[l_29];
let l_31 = l_7 + u32(4);
let l_32 = l_31 + u32(1);
let l_33 = buffer_6_global[l_32];
let l_34 = l_7 + u32(4);
let l_35 = l_34 + u32(2);
let l_36 = buffer_6_global[l_35];
let l_37 = buffer_5_global[l_5];
let l_38 = l_37 - l_11;
let l_39 = i32(l_38);
let l_40 = l_39 % l_19;
let l_41 = l_39 / l_19;
let l_42 = l_41 % l_16;
let l_43 = l_16 * l_19;
let l_44 = l_39 / l_43;
let l_45 = u32(3) * l_1;
let l_46 = buffer_1_global[l_45];
let l_47 = u32(3) * l_1;
let l_48 = l_47 + u32(1);
let l_49 = buffer_1_global[l_48];
let l_50 = u32(3) * l_1;
let l_51 = l_50 + u32(2);
let l_52 = buffer_1_global[l_51];
let l_53 = u32(3) * l_1;
let l_54 = buffer_3_global[l_53];
let l_55 = u32(3) * l_1;
let l_56 = l_55 + u32(1);
let l_57 = buffer_3_global[l_56];
let l_58 = u32(3) * l_1;
let l_59 = l_58 + u32(2);
let l_60 = buffer_3_global[l_59];
let l_61 = u32(3) * l_1;
let l_62 = buffer_2_global[l_61];
let l_63 = u32(3) * l_1;
let l_64 = l_63 + u32(1);
let l_65 = buffer_2_global[l_64];
let l_66 = u32(3) * l_1;
let l_67 = l_66 + u32(2);
let l_68 = buffer_2_global[l_67];
let l_69 = l_8 + u32(9);
let l_70 = buffer_7_global[l_69];
let l_71 = l_8 + u32(9);
let l_72 = l_71 + u32(1);
let l_73 = buffer_7_global[l_72];
let l_74 = l_8 + u32(9);
let l_75 = l_74 + u32(2);
let l_76 = buffer_7_global[l_75];
let l_77 = l_8 + u32(9);
let l_78 = l_77 + u32(3);
let l_79 = buffer_7_global[l_78];
let l_80 = l_8 + u32(9);
let l_81 = l_80 + u32(4);
let l_82 = buffer_7_global[l_81];
let l_83 = l_8 + u32(9);
let l_84 = l_83 + u32(5);
let l_85 = buffer_7_global[l_84];
let l_86 = l_8 + u32(9);
let l_87 = l_86 + u32(6);
let l_88 = buffer_7_global[l_87];
let l_89 = l_8 + u32(9);
let l_90 = l_89 + u32(7);
let l_91 = buffer_7_global[l_90];
let l_92 = l_8 + u32(9);
let l_93 = l_92 + u32(8);
let l_94 = buffer_7_global[l_93];
let l_95 = l_9 + u32(6);
let l_96 = buffer_9_global[l_95];
l_mut_97 = u32(0);
l_mut_98 = bool(false);
let l_99 = l_44 - l_22;
l_mut_100 = l_99;
loop {
let l_101 = l_44 + l_22;
let l_102 = l_mut_100 <= l_101;
let l_103 = !l_102;
if l_103 {
break;
}
let l_104 = l_mut_100 / l_13;
l_mut_105 = l_104;
let l_106 = l_mut_100 < i32(0);
let l_107 = l_mut_105 * l_13;
let l_108 = l_107 != l_mut_100;
let l_109 = l_106 && l_108;
if l_109 {
l_mut_105 = l_mut_105 - i32(1);
}
let l_110 = l_30 != u32(0);
let l_111 = l_mut_105 == i32(0);
let l_112 = l_110 || l_111;
if l_112 {
let l_113 = l_mut_105 * l_13;
let l_114 = l_mut_100 - l_113;
let l_115 = l_42 - l_25;
l_mut_116 = l_115;
loop {
let l_117 = l_42 + l_25;
let l_118 = l_mut_116 <= l_117;
let l_119 = !l_118;
if l_119 {
break;
}
let l_120 = l_mut_116 / l_16;
l_mut_121 = l_120;
let l_122 = l_mut_116 < i32(0);
let l_123 = l_mut_121 * l_16;
let l_124 = l_123 != l_mut_116;
let l_125 = l_122 && l_124;
if l_125 {
l_mut_121 = l_mut_121 - i32(1);
}
let l_126 = l_33 != u32(0);
let l_127 = l_mut_121 == i32(0);
let l_128 = l_126 || l_127;
if l_128 {
let l_129 = l_mut_121 * l_16;
let l_130 = l_mut_116 - l_129;
let l_131 = l_40 - l_28;
l_mut_132 = l_131;
loop {
let l_133 = l_40 + l_28;
let l_134 = l_mut_132 <= l_133;
let l_135 = !l_134;
if l_135 {
break;
}
let l_136 = l_mut_132 / l_19;
l_mut_137 = l_136;
let l_138 = l_mut_132 < i32(0);
let l_139 = l_mut_137 * l_19;
let l_140 = l_139 != l_mut_132;
let l_141 = l_138 && l_140;
if l_141 {
l_mut_137 = l_mut_137 - i32(1);
}
let l_142 = l_36 != u32(0);
let l_143 = l_mut_137 == i32(0);
let l_144 = l_142 || l_143;
if l_144 {
let l_145 = l_mut_137 * l_19;
let l_146 = l_mut_132 - l_145;
let l_147 = l_114 * l_16;
let l_148 = l_147 + l_130;
let l_149 = l_148 * l_19;
let l_150 = l_149 + l_146;
let l_151 = u32(l_150);
let l_152 = l_11 + l_151;
let l_153 = l_mut_105 == i32(0);
let l_154 = l_mut_121 == i32(0);
let l_155 = l_153 && l_154;
let l_156 = l_mut_137 == i32(0);
let l_157 = l_155 && l_156;
let l_158 = f32(l_mut_105);
let l_159 = f32(l_mut_121);
let l_160 = f32(l_mut_137);
let l_161 = l_158 * l_70;
let l_162 = l_159 * l_79;
let l_163 = l_161 + l_162;
let l_164 = l_160 * l_88;
let l_165 = l_163 + l_164;
let l_166 = l_54 - l_165;
let l_167 = l_158 * l_73;
let l_168 = l_159 * l_82;
let l_169 = l_167 + l_168;
let l_170 = l_160 * l_91;
let l_171 = l_169 + l_170;
let l_172 = l_57 - l_171;
let l_173 = l_158 * l_76;
let l_174 = l_159 * l_85;
let l_175 = l_173 + l_174;
let l_176 = l_160 * l_94;
let l_177 = l_175 + l_176;
let l_178 = l_60 - l_177;
let l_179 = buffer_10_global[l_152];
l_mut_180 = l_179;
let l_181 = l_152 + u32(1);
let l_182 = buffer_10_global[l_181];
loop {
let l_183 = l_mut_180 < l_182;
let l_184 = !l_183;
if l_184 {
break;
}
let l_185 = u32(3) * l_mut_180;
let l_186 = buffer_3_global[l_185];
let l_187 = l_186 - l_166;
let l_188 = u32(3) * l_mut_180;
let l_189 = l_188 + u32(1);
let l_190 = buffer_3_global[l_189];
let l_191 = l_190 - l_172;
let l_192 = u32(3) * l_mut_180;
let l_193 = l_192 + u32(2);
let l_194 = buffer_3_global[l_193];
let l_195 = l_194 - l_178;
let l_196 = buffer_0_global[l_mut_180];
let l_197 = l_187 * l_187;
let l_198 = l_191 * l_191;
let l_199 = l_197 + l_198;
let l_200 = l_195 * l_195;
let l_201 = l_199 + l_200;
let l_202 = l_201 < l_96;
let l_203 = l_196 == l_5;
let l_204 = l_157 && l_203;
let l_205 = !l_204;
let l_206 = l_202 && l_205;
if l_206 {
let l_207 = u32(3) * l_mut_180;
let l_208 = buffer_2_global[l_207];
let l_209 = l_mut_105 - l_208;
let l_210 = l_209 + l_62;
let l_211 = u32(3) * l_mut_180;
let l_212 = l_211 + u32(1);
let l_213 = buffer_2_global[l_212];
let l_214 = l_mut_121 - l_213;
let l_215 = l_214 + l_65;
let l_216 = u32(3) * l_mut_180;
let l_217 = l_216 + u32(2);
let l_218 = buffer_2_global[l_217];
let l_219 = l_mut_137 - l_218;
let l_220 = l_219 + l_68;
let l_221 = f32(l_210);
let l_222 = f32(l_215);
let l_223 = f32(l_220);
let l_224 = u32(3) * l_mut_180;
let l_225 = buffer_1_global[l_224];
let l_226 = l_225 - l_46;
let l_227 = l_221 * l_70;
let l_228 = l_222 * l_79;
let l_229 = l_227 + l_228;
let l_230 = l_223 * l_88;
let l_231 = l_229 + l_230;
let l_232 = l_226 + l_231;
let l_233 = u32(3) * l_mut_180;
let l_234 = l_233 + u32(1);
let l_235 = buffer_1_global[l_234];
let l_236 = l_235 - l_49;
let l_237 = l_221 * l_73;
let l_238 = l_222 * l_82;
let l_239 = l_237 + l_238;
let l_240 = l_223 * l_91;
let l_241 = l_239 + l_240;
let l_242 = l_236 + l_241;
let l_243 = u32(3) * l_mut_180;
let l_244 = l_243 + u32(2);
let l_245 = buffer_1_global[l_244];
let l_246 = l_245 - l_52;
let l_247 = l_221 * l_76;
let l_248 = l_222 * l_85;
let l_249 = l_247 + l_248;
let l_250 = l_223 * l_94;
let l_251 = l_249 + l_250;
let l_252 = l_246 + l_251;
let l_253 = l_232 * l_232;
let l_254 = l_242 * l_242;
let l_255 = l_253 + l_254;
let l_256 = l_252 * l_252;
let l_257 = l_255 + l_256;
let l_258 = l_257 < info.scalars_f32[0];
if l_258 {
let l_259 = l_257 < f32(9.99999993922529e-9);
if l_259 {
l_mut_98 = bool(true);
}
l_mut_97 = l_mut_97 + u32(1);
}
}
l_mut_180 = l_mut_180 + u32(1);
}
}
l_mut_132 = l_mut_132 + i32(1);
}
}
l_mut_116 = l_mut_116 + i32(1);
}
}
l_mut_100 = l_mut_100 + i32(1);
}
buffer_12_global[l_5] = l_mut_97;
if l_mut_98 {
let l_260 = &buffer_16_global[u32(0)];
let l_261 = atomicMin(l_260, l_5);}
}
