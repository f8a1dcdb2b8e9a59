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

var<workgroup> shared_memory_31: array<u32, 1>;

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
var l_mut_123: f32;
var l_mut_140: f32;
var l_mut_157: f32;
var l_mut_174: i32;
var l_mut_181: i32;
var l_mut_186: i32;
var l_mut_92: u32;
var l_mut_93: u32;
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
let l_32 = local_idx == u32(0);
if l_32 {
let l_33 = &buffer_8_global[u32(9)];
let l_34 = atomicLoad(l_33);
shared_memory_31[u32(0)] = l_34;
}
workgroupBarrier();
let l_35 = shared_memory_31[u32(0)];
let l_36 = l_35 == u32(0);
let l_37 = l_30 && l_36;
if l_37 {
if l_18 {
let l_38 = &buffer_8_global[u32(8)];
atomicStore(l_38,u32(0));
}
return;
}
if l_18 {
let l_39 = &buffer_8_global[u32(8)];
atomicStore(l_39,u32(1));
}
let l_40 = workgroup_id_no_axis * u32(256);
let l_41 = l_40 + local_idx;
let l_42 = info.scalars_u32[0] * info.scalars_u32[5];
let l_43 = l_41 < l_42;
if l_43 {
let l_44 = l_41 / info.scalars_u32[5];
let l_45 = l_41 % info.scalars_u32[5];
let l_46 = l_45 * info.scalars_u32[0];
let l_47 = l_46 / info.scalars_u32[5];
let l_48 = l_45 + u32(1);
let l_49 = l_48 * info.scalars_u32[0];
let l_50 = l_49 / info.scalars_u32[5];
let l_51 = i32(info.scalars_u32[1]);
let l_52 = i32(info.scalars_u32[2]);
let l_53 = i32(info.scalars_u32[3]);
let l_54 = u32(3) * l_44;
let l_55 = u32(0) + l_54;
let l_56 = buffer_0_global[l_55];
let l_57 = u32(3) * l_44;
let l_58 = l_57 + u32(1);
let l_59 = u32(0) + l_58;
let l_60 = buffer_0_global[l_59];
let l_61 = u32(3) * l_44;
let l_62 = l_61 + u32(2);
let l_63 = u32(0) + l_62;
let l_64 = buffer_0_global[l_63];
let l_65 = u32(0) + u32(9);
let l_66 = buffer_2_global[l_65];
let l_67 = u32(0) + u32(10);
let l_68 = buffer_2_global[l_67];
let l_69 = u32(0) + u32(11);
let l_70 = buffer_2_global[l_69];
let l_71 = u32(0) + u32(12);
let l_72 = buffer_2_global[l_71];
let l_73 = u32(0) + u32(13);
let l_74 = buffer_2_global[l_73];
let l_75 = u32(0) + u32(14);
let l_76 = buffer_2_global[l_75];
let l_77 = u32(0) + u32(15);
let l_78 = buffer_2_global[l_77];
let l_79 = u32(0) + u32(16);
let l_80 = buffer_2_global[l_79];
let l_81 = u32(0) + u32(17);
let l_82 = buffer_2_global[l_81];
let l_83 = i32(2) * l_52;
let l_84 = l_83 + i32(1);
let l_85 = i32(2) * l_53;
let l_86 = l_85 + i32(1);
let l_87 = i32(2) * l_51;
let l_88 = l_87 + i32(1);
let l_89 = l_88 * l_84;
let l_90 = l_89 * l_86;
let l_91 = u32(l_90);
l_mut_92 = u32(0);
l_mut_93 = u32(0);

for (var l_mut_94: u32 = l_47; l_mut_94 < l_50; l_mut_94++) {
let l_95 = u32(3) * l_mut_94;
let l_96 = u32(0) + l_95;
let l_97 = buffer_0_global[l_96];
let l_98 = l_97 - l_56;
let l_99 = u32(3) * l_mut_94;
let l_100 = l_99 + u32(1);
let l_101 = u32(0) + l_100;
let l_102 = buffer_0_global[l_101];
let l_103 = l_102 - l_60;
let l_104 = u32(3) * l_mut_94;
let l_105 = l_104 + u32(2);
let l_106 = u32(0) + l_105;
let l_107 = buffer_0_global[l_106];
let l_108 = l_107 - l_64;
let l_109 = u32(0) + u32(0);
let l_110 = buffer_2_global[l_109];
let l_111 = l_98 * l_110;
let l_112 = u32(0) + u32(3);
let l_113 = buffer_2_global[l_112];
let l_114 = l_103 * l_113;
let l_115 = l_111 + l_114;
let l_116 = u32(0) + u32(6);
let l_117 = buffer_2_global[l_116];
let l_118 = l_108 * l_117;
let l_119 = l_115 + l_118;
let l_120 = abs(l_119);
let l_121 = l_120 + f32(0.5);
let l_122 = floor(l_121);
l_mut_123 = l_122;
let l_124 = l_119 < f32(0.0);
if l_124 {
let l_125 = -l_122;
l_mut_123 = l_125;
}
let l_126 = u32(0) + u32(1);
let l_127 = buffer_2_global[l_126];
let l_128 = l_98 * l_127;
let l_129 = u32(0) + u32(4);
let l_130 = buffer_2_global[l_129];
let l_131 = l_103 * l_130;
let l_132 = l_128 + l_131;
let l_133 = u32(0) + u32(7);
let l_134 = buffer_2_global[l_133];
let l_135 = l_108 * l_134;
let l_136 = l_132 + l_135;
let l_137 = abs(l_136);
let l_138 = l_137 + f32(0.5);
let l_139 = floor(l_138);
l_mut_140 = l_139;
let l_141 = l_136 < f32(0.0);
if l_141 {
let l_142 = -l_139;
l_mut_140 = l_142;
}
let l_143 = u32(0) + u32(2);
let l_144 = buffer_2_global[l_143];
let l_145 = l_98 * l_144;
let l_146 = u32(0) + u32(5);
let l_147 = buffer_2_global[l_146];
let l_148 = l_103 * l_147;
let l_149 = l_145 + l_148;
let l_150 = u32(0) + u32(8);
let l_151 = buffer_2_global[l_150];
let l_152 = l_108 * l_151;
let l_153 = l_149 + l_152;
let l_154 = abs(l_153);
let l_155 = l_154 + f32(0.5);
let l_156 = floor(l_155);
l_mut_157 = l_156;
let l_158 = l_153 < f32(0.0);
if l_158 {
let l_159 = -l_156;
l_mut_157 = l_159;
}
let l_160 = abs(l_mut_123);
let l_161 = l_160 < f32(4194304.0);
let l_162 = abs(l_mut_140);
let l_163 = l_162 < f32(4194304.0);
let l_164 = abs(l_mut_157);
let l_165 = l_164 < f32(4194304.0);
let l_166 = l_161 && l_163;
let l_167 = l_166 && l_165;
if l_167 {
let l_168 = i32(l_mut_123);
let l_169 = -l_168;
let l_170 = i32(l_mut_140);
let l_171 = -l_170;
let l_172 = i32(l_mut_157);
let l_173 = -l_172;
l_mut_174 = i32(0);
loop {
let l_175 = i32(2) * l_51;
let l_176 = l_175 + i32(1);
let l_177 = l_mut_174 < l_176;
let l_178 = !l_177;
if l_178 {
break;
}
let l_179 = l_169 - l_51;
let l_180 = l_179 + l_mut_174;
l_mut_181 = i32(0);
loop {
let l_182 = l_mut_181 < l_84;
let l_183 = !l_182;
if l_183 {
break;
}
let l_184 = l_171 - l_52;
let l_185 = l_184 + l_mut_181;
l_mut_186 = i32(0);
loop {
let l_187 = l_mut_186 < l_86;
let l_188 = !l_187;
if l_188 {
break;
}
let l_189 = l_173 - l_53;
let l_190 = l_189 + l_mut_186;
let l_191 = l_180 == i32(0);
let l_192 = l_185 == i32(0);
let l_193 = l_191 && l_192;
let l_194 = l_190 == i32(0);
let l_195 = l_193 && l_194;
let l_196 = l_mut_94 == l_44;
let l_197 = l_195 && l_196;
let l_198 = !l_197;
if l_198 {
let l_199 = f32(l_180);
let l_200 = f32(l_185);
let l_201 = f32(l_190);
let l_202 = l_199 * l_66;
let l_203 = l_200 * l_72;
let l_204 = l_202 + l_203;
let l_205 = l_201 * l_78;
let l_206 = l_204 + l_205;
let l_207 = l_98 + l_206;
let l_208 = l_199 * l_68;
let l_209 = l_200 * l_74;
let l_210 = l_208 + l_209;
let l_211 = l_201 * l_80;
let l_212 = l_210 + l_211;
let l_213 = l_103 + l_212;
let l_214 = l_199 * l_70;
let l_215 = l_200 * l_76;
let l_216 = l_214 + l_215;
let l_217 = l_201 * l_82;
let l_218 = l_216 + l_217;
let l_219 = l_108 + l_218;
let l_220 = l_207 * l_207;
let l_221 = l_213 * l_213;
let l_222 = l_220 + l_221;
let l_223 = l_219 * l_219;
let l_224 = l_222 + l_223;
let l_225 = l_224 < info.scalars_f32[0];
if l_225 {
let l_226 = l_224 < f32(9.99999993922529e-9);
if l_226 {
l_mut_93 = l_mut_93 | u32(1073741824);
}
l_mut_92 = l_mut_92 + u32(1);
}
}
l_mut_186 = l_mut_186 + i32(1);
}
l_mut_181 = l_mut_181 + i32(1);
}
l_mut_174 = l_mut_174 + i32(1);
}
} else {
l_mut_93 = l_mut_93 | u32(2147483648);
}
}
let l_227 = l_mut_92 | l_mut_93;
let l_228 = u32(0) + l_41;
buffer_3_global[l_228] = l_227;
}
}
