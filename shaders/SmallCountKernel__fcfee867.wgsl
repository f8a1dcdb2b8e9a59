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

var<workgroup> shared_memory_13: array<u32, 256>;

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
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_121: f32;
var l_mut_135: f32;
var l_mut_149: f32;
var l_mut_14: u32;
var l_mut_15: u32;
var l_mut_166: i32;
var l_mut_173: i32;
var l_mut_178: i32;
var l_mut_44: bool;
let l_0 = workgroup_id_no_axis == u32(0);
let l_1 = local_idx == u32(0);
let l_2 = l_0 && l_1;
let l_3 = info.scalars_u32[4] != u32(0);
let l_4 = l_3 && l_2;
if l_4 {
let l_5 = &buffer_8_global[u32(0)];
atomicStore(l_5,u32(0));
let l_6 = &buffer_8_global[u32(1)];
atomicStore(l_6,u32(0));
let l_7 = &buffer_8_global[u32(2)];
atomicStore(l_7,u32(0));
let l_8 = &buffer_8_global[u32(3)];
atomicStore(l_8,u32(4294967295));
let l_9 = &buffer_8_global[u32(4)];
atomicStore(l_9,u32(4294967295));
let l_10 = &buffer_8_global[u32(5)];
atomicStore(l_10,u32(0));
let l_11 = &buffer_8_global[u32(6)];
atomicStore(l_11,u32(0));
let l_12 = &buffer_8_global[u32(7)];
atomicStore(l_12,u32(0));
}
l_mut_14 = u32(0);
l_mut_15 = local_idx;
loop {
let l_16 = l_mut_15 < info.scalars_u32[0];
let l_17 = !l_16;
if l_17 {
break;
}
let l_18 = u32(3) * l_mut_15;
let l_19 = buffer_0_global[l_18];
let l_20 = u32(3) * l_mut_15;
let l_21 = buffer_1_global[l_20];
let l_22 = l_19 - l_21;
let l_23 = u32(3) * l_mut_15;
let l_24 = l_23 + u32(1);
let l_25 = buffer_0_global[l_24];
let l_26 = u32(3) * l_mut_15;
let l_27 = l_26 + u32(1);
let l_28 = buffer_1_global[l_27];
let l_29 = l_25 - l_28;
let l_30 = u32(3) * l_mut_15;
let l_31 = l_30 + u32(2);
let l_32 = buffer_0_global[l_31];
let l_33 = u32(3) * l_mut_15;
let l_34 = l_33 + u32(2);
let l_35 = buffer_1_global[l_34];
let l_36 = l_32 - l_35;
let l_37 = l_22 * l_22;
let l_38 = l_29 * l_29;
let l_39 = l_37 + l_38;
let l_40 = l_36 * l_36;
let l_41 = l_39 + l_40;
let l_42 = l_41 < info.scalars_f32[1];
let l_43 = !l_42;
if l_43 {
l_mut_14 = u32(1);
}
l_mut_15 = l_mut_15 + u32(256);
}
l_mut_44 = bool(false);
shared_memory_13[local_idx] = l_mut_14;
workgroupBarrier();
let l_45 = workgroup_size_no_axis / u32(2);
l_mut_14 = l_45;
loop {
let l_46 = l_mut_14 > u32(0);
let l_47 = !l_46;
if l_47 {
break;
}
let l_48 = local_idx < l_mut_14;
if l_48 {
let l_49 = shared_memory_13[local_idx];
let l_50 = local_idx + l_mut_14;
let l_51 = shared_memory_13[l_50];
let l_52 = l_49 | l_51;
shared_memory_13[local_idx] = l_52;
}
workgroupBarrier();
l_mut_14 = l_mut_14 / u32(2);
}
let l_53 = shared_memory_13[u32(0)];
let l_54 = l_53 != u32(0);
l_mut_44 = l_54;
let l_55 = !l_mut_44;
if l_55 {
if l_2 {
let l_56 = &buffer_8_global[u32(8)];
atomicStore(l_56,u32(0));
}
return;
}
if l_2 {
let l_57 = &buffer_8_global[u32(8)];
atomicStore(l_57,u32(1));
}
let l_58 = workgroup_id_no_axis * u32(256);
let l_59 = l_58 + local_idx;
let l_60 = info.scalars_u32[0] * info.scalars_u32[5];
let l_61 = l_59 < l_60;
if l_61 {
let l_62 = l_59 / info.scalars_u32[5];
let l_63 = l_59 % info.scalars_u32[5];
let l_64 = l_63 * info.scalars_u32[0];
let l_65 = l_64 / info.scalars_u32[5];
let l_66 = l_63 + u32(1);
let l_67 = l_66 * info.scalars_u32[0];
let l_68 = l_67 / info.scalars_u32[5];
let l_69 = i32(info.scalars_u32[1]);
let l_70 = i32(info.scalars_u32[2]);
let l_71 = i32(info.scalars_u32[3]);
let l_72 = u32(3) * l_62;
let l_73 = buffer_0_global[l_72];
let l_74 = u32(3) * l_62;
let l_75 = l_74 + u32(1);
let l_76 = buffer_0_global[l_75];
let l_77 = u32(3) * l_62;
let l_78 = l_77 + u32(2);
let l_79 = buffer_0_global[l_78];
let l_80 = buffer_2_global[u32(9)];
let l_81 = buffer_2_global[u32(10)];
let l_82 = buffer_2_global[u32(11)];
let l_83 = buffer_2_global[u32(12)];
let l_84 = buffer_2_global[u32(13)];
let l_85 = buffer_2_global[u32(14)];
let l_86 = buffer_2_global[u32(15)];
let l_87 = buffer_2_global[u32(16)];
let l_88 = buffer_2_global[u32(17)];
let l_89 = i32(2) * l_70;
let l_90 = l_89 + i32(1);
let l_91 = i32(2) * l_71;
let l_92 = l_91 + i32(1);
let l_93 = i32(2) * l_69;
let l_94 = l_93 + i32(1);
let l_95 = l_94 * l_90;
let l_96 = l_95 * l_92;
let l_97 = u32(l_96);
l_mut_15 = u32(0);
l_mut_14 = u32(0);

for (var l_mut_98: u32 = l_65; l_mut_98 < l_68; l_mut_98++) {
let l_99 = u32(3) * l_mut_98;
let l_100 = buffer_0_global[l_99];
let l_101 = l_100 - l_73;
let l_102 = u32(3) * l_mut_98;
let l_103 = l_102 + u32(1);
let l_104 = buffer_0_global[l_103];
let l_105 = l_104 - l_76;
let l_106 = u32(3) * l_mut_98;
let l_107 = l_106 + u32(2);
let l_108 = buffer_0_global[l_107];
let l_109 = l_108 - l_79;
let l_110 = buffer_2_global[u32(0)];
let l_111 = l_101 * l_110;
let l_112 = buffer_2_global[u32(3)];
let l_113 = l_105 * l_112;
let l_114 = l_111 + l_113;
let l_115 = buffer_2_global[u32(6)];
let l_116 = l_109 * l_115;
let l_117 = l_114 + l_116;
let l_118 = abs(l_117);
let l_119 = l_118 + f32(0.5);
let l_120 = floor(l_119);
l_mut_121 = l_120;
let l_122 = l_117 < f32(0.0);
if l_122 {
let l_123 = -l_120;
l_mut_121 = l_123;
}
let l_124 = buffer_2_global[u32(1)];
let l_125 = l_101 * l_124;
let l_126 = buffer_2_global[u32(4)];
let l_127 = l_105 * l_126;
let l_128 = l_125 + l_127;
let l_129 = buffer_2_global[u32(7)];
let l_130 = l_109 * l_129;
let l_131 = l_128 + l_130;
let l_132 = abs(l_131);
let l_133 = l_132 + f32(0.5);
let l_134 = floor(l_133);
l_mut_135 = l_134;
let l_136 = l_131 < f32(0.0);
if l_136 {
let l_137 = -l_134;
l_mut_135 = l_137;
}
let l_138 = buffer_2_global[u32(2)];
let l_139 = l_101 * l_138;
let l_140 = buffer_2_global[u32(5)];
let l_141 = l_105 * l_140;
let l_142 = l_139 + l_141;
let l_143 = buffer_2_global[u32(8)];
let l_144 = l_109 * l_143;
let l_145 = l_142 + l_144;
let l_146 = abs(l_145);
let l_147 = l_146 + f32(0.5);
let l_148 = floor(l_147);
l_mut_149 = l_148;
let l_150 = l_145 < f32(0.0);
if l_150 {
let l_151 = -l_148;
l_mut_149 = l_151;
}
let l_152 = abs(l_mut_121);
let l_153 = l_152 < f32(4194304.0);
let l_154 = abs(l_mut_135);
let l_155 = l_154 < f32(4194304.0);
let l_156 = abs(l_mut_149);
let l_157 = l_156 < f32(4194304.0);
let l_158 = l_153 && l_155;
let l_159 = l_158 && l_157;
if l_159 {
let l_160 = i32(l_mut_121);
let l_161 = -l_160;
let l_162 = i32(l_mut_135);
let l_163 = -l_162;
let l_164 = i32(l_mut_149);
let l_165 = -l_164;
l_mut_166 = i32(0);
loop {
let l_167 = i32(2) * l_69;
let l_168 = l_167 + i32(1);
let l_169 = l_mut_166 < l_168;
let l_170 = !l_169;
if l_170 {
break;
}
let l_171 = l_161 - l_69;
let l_172 = l_171 + l_mut_166;
l_mut_173 = i32(0);
loop {
let l_174 = l_mut_173 < l_90;
let l_175 = !l_174;
if l_175 {
break;
}
let l_176 = l_163 - l_70;
let l_177 = l_176 + l_mut_173;
l_mut_178 = i32(0);
loop {
let l_179 = l_mut_178 < l_92;
let l_180 = !l_179;
if l_180 {
break;
}
let l_181 = l_165 - l_71;
let l_182 = l_181 + l_mut_178;
let l_183 = l_172 == i32(0);
let l_184 = l_177 == i32(0);
let l_185 = l_183 && l_184;
let l_186 = l_182 == i32(0);
let l_187 = l_185 && l_186;
let l_188 = l_mut_98 == l_62;
let l_189 = l_187 && l_188;
let l_190 = !l_189;
if l_190 {
let l_191 = f32(l_172);
let l_192 = f32(l_177);
let l_193 = f32(l_182);
let l_194 = l_191 * l_80;
let l_195 = l_192 * l_83;
let l_196 = l_194 + l_195;
let l_197 = l_193 * l_86;
let l_198 = l_196 + l_197;
let l_199 = l_101 + l_198;
let l_200 = l_191 * l_81;
let l_201 = l_192 * l_84;
let l_202 = l_200 + l_201;
let l_203 = l_193 * l_87;
let l_204 = l_202 + l_203;
let l_205 = l_105 + l_204;
let l_206 = l_191 * l_82;
let l_207 = l_192 * l_85;
let l_208 = l_206 + l_207;
let l_209 = l_193 * l_88;
let l_210 = l_208 + l_209;
let l_211 = l_109 + l_210;
let l_212 = l_199 * l_199;
let l_213 = l_205 * l_205;
let l_214 = l_212 + l_213;
let l_215 = l_211 * l_211;
let l_216 = l_214 + l_215;
let l_217 = l_216 < info.scalars_f32[0];
if l_217 {
let l_218 = l_216 < f32(9.99999993922529e-9);
if l_218 {
l_mut_14 = l_mut_14 | u32(1073741824);
}
l_mut_15 = l_mut_15 + u32(1);
}
}
l_mut_178 = l_mut_178 + i32(1);
}
l_mut_173 = l_mut_173 + i32(1);
}
l_mut_166 = l_mut_166 + i32(1);
}
} else {
l_mut_14 = l_mut_14 | u32(2147483648);
}
}
let l_219 = l_mut_15 | l_mut_14;
buffer_3_global[l_59] = l_219;
}
}
