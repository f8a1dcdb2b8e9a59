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
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 18>,
}

@group(0)
@binding(9)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn small_count_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_120: f32;
var l_mut_137: f32;
var l_mut_154: f32;
var l_mut_171: i32;
var l_mut_178: i32;
var l_mut_183: i32;
var l_mut_89: u32;
var l_mut_90: u32;
let l_0 = info.static_meta[u32(9)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(10)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(11)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(12)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(13)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(14)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(15)];
let l_13 = l_12 - u32(0);
let l_14 = info.static_meta[u32(16)];
let l_15 = l_14 - u32(0);
let l_16 = workgroup_id_no_axis == u32(0);
let l_17 = local_idx == u32(0);
let l_18 = l_16 && l_17;
let l_19 = info.scalars_u32[4] != u32(0);
let l_20 = l_19 && l_18;
if l_20 {
let l_21 = &buffer_8_global[u32(0)];
atomicStore(l_21,u32(0));
let l_22 = &buffer_8_global[u32(1)];
atomicStore(l_22,u32(0));
let l_23 = &buffer_8_global[u32(2)];
atomicStore(l_23,u32(0));
let l_24 = &buffer_8_global[u32(3)];
atomicStore(l_24,u32(4294967295));
let l_25 = &buffer_8_global[u32(4)];
atomicStore(l_25,u32(4294967295));
let l_26 = &buffer_8_global[u32(5)];
atomicStore(l_26,u32(0));
let l_27 = &buffer_8_global[u32(6)];
atomicStore(l_27,u32(0));
let l_28 = &buffer_8_global[u32(7)];
atomicStore(l_28,u32(0));
let l_29 = &buffer_8_global[u32(10)];
atomicStore(l_29,u32(0));
}
let l_30 = info.scalars_u32[4] == u32(0);
let l_31 = &buffer_8_global[u32(9)];
let l_32 = atomicLoad(l_31);
let l_33 = l_32 == u32(0);
let l_34 = l_30 && l_33;
if l_34 {
if l_18 {
let l_35 = &buffer_8_global[u32(8)];
atomicStore(l_35,u32(0));
}
return;
}
if l_18 {
let l_36 = &buffer_8_global[u32(8)];
atomicStore(l_36,u32(1));
}
let l_37 = workgroup_id_no_axis * u32(256);
let l_38 = l_37 + local_idx;
let l_39 = info.scalars_u32[0] * info.scalars_u32[5];
let l_40 = l_38 < l_39;
if l_40 {
let l_41 = l_38 / info.scalars_u32[5];
let l_42 = l_38 % info.scalars_u32[5];
let l_43 = l_42 * info.scalars_u32[0];
let l_44 = l_43 / info.scalars_u32[5];
let l_45 = l_42 + u32(1);
let l_46 = l_45 * info.scalars_u32[0];
let l_47 = l_46 / info.scalars_u32[5];
let l_48 = i32(info.scalars_u32[1]);
let l_49 = i32(info.scalars_u32[2]);
let l_50 = i32(info.scalars_u32[3]);
let l_51 = u32(3) * l_41;
let l_52 = u32(0) + l_51;
let l_53 = buffer_0_global[l_52];
let l_54 = u32(3) * l_41;
let l_55 = l_54 + u32(1);
let l_56 = u32(0) + l_55;
let l_57 = buffer_0_global[l_56];
let l_58 = u32(3) * l_41;
let l_59 = l_58 + u32(2);
let l_60 = u32(0) + l_59;
let l_61 = buffer_0_global[l_60];
let l_62 = u32(0) + u32(9);
let l_63 = buffer_2_global[l_62];
let l_64 = u32(0) + u32(10);
let l_65 = buffer_2_global[l_64];
let l_66 = u32(0) + u32(11);
let l_67 = buffer_2_global[l_66];
let l_68 = u32(0) + u32(12);
let l_69 = buffer_2_global[l_68];
let l_70 = u32(0) + u32(13);
let l_71 = buffer_2_global[l_70];
let l_72 = u32(0) + u32(14);
let l_73 = buffer_2_global[l_72];
let l_74 = u32(0) + u32(15);
let l_75 = buffer_2_global[l_74];
let l_76 = u32(0) + u32(16);
let l_77 = buffer_2_global[l_76];
let l_78 = u32(0) + u32(17);
let l_79 = buffer_2_global[l_78];
let l_80 = i32(2) * l_49;
let l_81 = l_80 + i32(1);
let l_82 = i32(2) * l_50;
let l_83 = l_82 + i32(1);
let l_84 = i32(2) * l_48;
let l_85 = l_84 + i32(1);
let l_86 = l_85 * l_81;
let l_87 = l_86 * l_83;
let l_88 = u32(l_87);
l_mut_89 = u32(0);
l_mut_90 = u32(0);

for (var l_mut_91: u32 = l_44; l_mut_91 < l_47; l_mut_91++) {
let l_92 = u32(3) * l_mut_91;
let l_93 = u32(0) + l_92;
let l_94 = buffer_0_global[l_93];
let l_95 = l_94 - l_53;
let l_96 = u32(3) * l_mut_91;
let l_97 = l_96 + u32(1);
let l_98 = u32(0) + l_97;
let l_99 = buffer_0_global[l_98];
let l_100 = l_99 - l_57;
let l_101 = u32(3) * l_mut_91;
let l_102 = l_101 + u32(2);
let l_103 = u32(0) + l_102;
let l_104 = buffer_0_global[l_103];
let l_105 = l_104 - l_61;
let l_106 = u32(0) + u32(0);
let l_107 = buffer_2_global[l_106];
let l_108 = l_95 * l_107;
let l_109 = u32(0) + u32(3);
let l_110 = buffer_2_global[l_109];
let l_111 = l_100 * l_110;
let l_112 = l_108 + l_111;
let l_113 = u32(0) + u32(6);
let l_114 = buffer_2_global[l_113];
let l_115 = l_105 * l_114;
let l_116 = l_112 + l_115;
let l_117 = abs(l_116);
let l_118 = l_117 + f32(0.5);
let l_119 = floor(l_118);
l_mut_120 = l_119;
let l_121 = l_116 < f32(0.0);
if l_121 {
let l_122 = -l_119;
l_mut_120 = l_122;
}
let l_123 = u32(0) + u32(1);
let l_124 = buffer_2_global[l_123];
let l_125 = l_95 * l_124;
let l_126 = u32(0) + u32(4);
let l_127 = buffer_2_global[l_126];
let l_128 = l_100 * l_127;
let l_129 = l_125 + l_128;
let l_130 = u32(0) + u32(7);
let l_131 = buffer_2_global[l_130];
let l_132 = l_105 * l_131;
let l_133 = l_129 + l_132;
let l_134 = abs(l_133);
let l_135 = l_134 + f32(0.5);
let l_136 = floor(l_135);
l_mut_137 = l_136;
let l_138 = l_133 < f32(0.0);
if l_138 {
let l_139 = -l_136;
l_mut_137 = l_139;
}
let l_140 = u32(0) + u32(2);
let l_141 = buffer_2_global[l_140];
let l_142 = l_95 * l_141;
let l_143 = u32(0) + u32(5);
let l_144 = buffer_2_global[l_143];
let l_145 = l_100 * l_144;
let l_146 = l_142 + l_145;
let l_147 = u32(0) + u32(8);
let l_148 = buffer_2_global[l_147];
let l_149 = l_105 * l_148;
let l_150 = l_146 + l_149;
let l_151 = abs(l_150);
let l_152 = l_151 + f32(0.5);
let l_153 = floor(l_152);
l_mut_154 = l_153;
let l_155 = l_150 < f32(0.0);
if l_155 {
let l_156 = -l_153;
l_mut_154 = l_156;
}
let l_157 = abs(l_mut_120);
let l_158 = l_157 < f32(4194304.0);
let l_159 = abs(l_mut_137);
let l_160 = l_159 < f32(4194304.0);
let l_161 = abs(l_mut_154);
let l_162 = l_161 < f32(4194304.0);
let l_163 = l_158 && l_160;
let l_164 = l_163 && l_162;
if l_164 {
let l_165 = i32(l_mut_120);
let l_166 = -l_165;
let l_167 = i32(l_mut_137);
let l_168 = -l_167;
let l_169 = i32(l_mut_154);
let l_170 = -l_169;
l_mut_171 = i32(0);
loop {
let l_172 = i32(2) * l_48;
let l_173 = l_172 + i32(1);
let l_174 = l_mut_171 < l_173;
let l_175 = !l_174;
if l_175 {
break;
}
let l_176 = l_166 - l_48;
let l_177 = l_176 + l_mut_171;
l_mut_178 = i32(0);
loop {
let l_179 = l_mut_178 < l_81;
let l_180 = !l_179;
if l_180 {
break;
}
let l_181 = l_168 - l_49;
let l_182 = l_181 + l_mut_178;
l_mut_183 = i32(0);
loop {
let l_184 = l_mut_183 < l_83;
let l_185 = !l_184;
if l_185 {
break;
}
let l_186 = l_170 - l_50;
let l_187 = l_186 + l_mut_183;
let l_188 = l_177 == i32(0);
let l_189 = l_182 == i32(0);
let l_190 = l_188 && l_189;
let l_191 = l_187 == i32(0);
let l_192 = l_190 && l_191;
let l_193 = l_mut_91 == l_41;
let l_194 = l_192 && l_193;
let l_195 = !l_194;
if l_195 {
let l_196 = f32(l_177);
let l_197 = f32(l_182);
let l_198 = f32(l_187);
let l_199 = l_196 * l_63;
let l_200 = l_197 * l_69;
let l_201 = l_199 + l_200;
let l_202 = l_198 * l_75;
let l_203 = l_201 + l_202;
let l_204 = l_95 + l_203;
let l_205 = l_196 * l_65;
let l_206 = l_197 * l_71;
let l_207 = l_205 + l_206;
let l_208 = l_198 * l_77;
let l_209 = l_207 + l_208;
let l_210 = l_100 + l_209;
let l_211 = l_196 * l_67;
let l_212 = l_197 * l_73;
let l_213 = l_211 + l_212;
let l_214 = l_198 * l_79;
let l_215 = l_213 + l_214;
let l_216 = l_105 + l_215;
let l_217 = l_204 * l_204;
let l_218 = l_210 * l_210;
let l_219 = l_217 + l_218;
let l_220 = l_216 * l_216;
let l_221 = l_219 + l_220;
let l_222 = l_221 < info.scalars_f32[0];
if l_222 {
let l_223 = l_221 < f32(9.99999993922529e-9);
if l_223 {
l_mut_90 = l_mut_90 | u32(1073741824);
}
l_mut_89 = l_mut_89 + u32(1);
}
}
l_mut_183 = l_mut_183 + i32(1);
}
l_mut_178 = l_mut_178 + i32(1);
}
l_mut_171 = l_mut_171 + i32(1);
}
} else {
l_mut_90 = l_mut_90 | u32(2147483648);
}
}
let l_224 = l_mut_89 | l_mut_90;
let l_225 = u32(0) + l_38;
buffer_3_global[l_225] = l_224;
}
}
