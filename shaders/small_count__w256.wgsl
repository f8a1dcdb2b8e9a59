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
var l_mut_114: f32;
var l_mut_131: f32;
var l_mut_148: f32;
var l_mut_165: i32;
var l_mut_172: i32;
var l_mut_177: i32;
var l_mut_83: u32;
var l_mut_84: u32;
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
if l_18 {
let l_30 = &buffer_8_global[u32(8)];
atomicStore(l_30,u32(1));
}
let l_31 = workgroup_id_no_axis * u32(256);
let l_32 = l_31 + local_idx;
let l_33 = info.scalars_u32[0] * info.scalars_u32[5];
let l_34 = l_32 < l_33;
if l_34 {
let l_35 = l_32 / info.scalars_u32[5];
let l_36 = l_32 % info.scalars_u32[5];
let l_37 = l_36 * info.scalars_u32[0];
let l_38 = l_37 / info.scalars_u32[5];
let l_39 = l_36 + u32(1);
let l_40 = l_39 * info.scalars_u32[0];
let l_41 = l_40 / info.scalars_u32[5];
let l_42 = i32(info.scalars_u32[1]);
let l_43 = i32(info.scalars_u32[2]);
let l_44 = i32(info.scalars_u32[3]);
let l_45 = u32(3) * l_35;
let l_46 = u32(0) + l_45;
let l_47 = buffer_0_global[l_46];
let l_48 = u32(3) * l_35;
let l_49 = l_48 + u32(1);
let l_50 = u32(0) + l_49;
let l_51 = buffer_0_global[l_50];
let l_52 = u32(3) * l_35;
let l_53 = l_52 + u32(2);
let l_54 = u32(0) + l_53;
let l_55 = buffer_0_global[l_54];
let l_56 = u32(0) + u32(9);
let l_57 = buffer_2_global[l_56];
let l_58 = u32(0) + u32(10);
let l_59 = buffer_2_global[l_58];
let l_60 = u32(0) + u32(11);
let l_61 = buffer_2_global[l_60];
let l_62 = u32(0) + u32(12);
let l_63 = buffer_2_global[l_62];
let l_64 = u32(0) + u32(13);
let l_65 = buffer_2_global[l_64];
let l_66 = u32(0) + u32(14);
let l_67 = buffer_2_global[l_66];
let l_68 = u32(0) + u32(15);
let l_69 = buffer_2_global[l_68];
let l_70 = u32(0) + u32(16);
let l_71 = buffer_2_global[l_70];
let l_72 = u32(0) + u32(17);
let l_73 = buffer_2_global[l_72];
let l_74 = i32(2) * l_43;
let l_75 = l_74 + i32(1);
let l_76 = i32(2) * l_44;
let l_77 = l_76 + i32(1);
let l_78 = i32(2) * l_42;
let l_79 = l_78 + i32(1);
let l_80 = l_79 * l_75;
let l_81 = l_80 * l_77;
let l_82 = u32(l_81);
l_mut_83 = u32(0);
l_mut_84 = u32(0);

for (var l_mut_85: u32 = l_38; l_mut_85 < l_41; l_mut_85++) {
let l_86 = u32(3) * l_mut_85;
let l_87 = u32(0) + l_86;
let l_88 = buffer_0_global[l_87];
let l_89 = l_88 - l_47;
let l_90 = u32(3) * l_mut_85;
let l_91 = l_90 + u32(1);
let l_92 = u32(0) + l_91;
let l_93 = buffer_0_global[l_92];
let l_94 = l_93 - l_51;
let l_95 = u32(3) * l_mut_85;
let l_96 = l_95 + u32(2);
let l_97 = u32(0) + l_96;
let l_98 = buffer_0_global[l_97];
let l_99 = l_98 - l_55;
let l_100 = u32(0) + u32(0);
let l_101 = buffer_2_global[l_100];
let l_102 = l_89 * l_101;
let l_103 = u32(0) + u32(3);
let l_104 = buffer_2_global[l_103];
let l_105 = l_94 * l_104;
let l_106 = l_102 + l_105;
let l_107 = u32(0) + u32(6);
let l_108 = buffer_2_global[l_107];
let l_109 = l_99 * l_108;
let l_110 = l_106 + l_109;
let l_111 = abs(l_110);
let l_112 = l_111 + f32(0.5);
let l_113 = floor(l_112);
l_mut_114 = l_113;
let l_115 = l_110 < f32(0.0);
if l_115 {
let l_116 = -l_113;
l_mut_114 = l_116;
}
let l_117 = u32(0) + u32(1);
let l_118 = buffer_2_global[l_117];
let l_119 = l_89 * l_118;
let l_120 = u32(0) + u32(4);
let l_121 = buffer_2_global[l_120];
let l_122 = l_94 * l_121;
let l_123 = l_119 + l_122;
let l_124 = u32(0) + u32(7);
let l_125 = buffer_2_global[l_124];
let l_126 = l_99 * l_125;
let l_127 = l_123 + l_126;
let l_128 = abs(l_127);
let l_129 = l_128 + f32(0.5);
let l_130 = floor(l_129);
l_mut_131 = l_130;
let l_132 = l_127 < f32(0.0);
if l_132 {
let l_133 = -l_130;
l_mut_131 = l_133;
}
let l_134 = u32(0) + u32(2);
let l_135 = buffer_2_global[l_134];
let l_136 = l_89 * l_135;
let l_137 = u32(0) + u32(5);
let l_138 = buffer_2_global[l_137];
let l_139 = l_94 * l_138;
let l_140 = l_136 + l_139;
let l_141 = u32(0) + u32(8);
let l_142 = buffer_2_global[l_141];
let l_143 = l_99 * l_142;
let l_144 = l_140 + l_143;
let l_145 = abs(l_144);
let l_146 = l_145 + f32(0.5);
let l_147 = floor(l_146);
l_mut_148 = l_147;
let l_149 = l_144 < f32(0.0);
if l_149 {
let l_150 = -l_147;
l_mut_148 = l_150;
}
let l_151 = abs(l_mut_114);
let l_152 = l_151 < f32(4194304.0);
let l_153 = abs(l_mut_131);
let l_154 = l_153 < f32(4194304.0);
let l_155 = abs(l_mut_148);
let l_156 = l_155 < f32(4194304.0);
let l_157 = l_152 && l_154;
let l_158 = l_157 && l_156;
if l_158 {
let l_159 = i32(l_mut_114);
let l_160 = -l_159;
let l_161 = i32(l_mut_131);
let l_162 = -l_161;
let l_163 = i32(l_mut_148);
let l_164 = -l_163;
l_mut_165 = i32(0);
loop {
let l_166 = i32(2) * l_42;
let l_167 = l_166 + i32(1);
let l_168 = l_mut_165 < l_167;
let l_169 = !l_168;
if l_169 {
break;
}
let l_170 = l_160 - l_42;
let l_171 = l_170 + l_mut_165;
l_mut_172 = i32(0);
loop {
let l_173 = l_mut_172 < l_75;
let l_174 = !l_173;
if l_174 {
break;
}
let l_175 = l_162 - l_43;
let l_176 = l_175 + l_mut_172;
l_mut_177 = i32(0);
loop {
let l_178 = l_mut_177 < l_77;
let l_179 = !l_178;
if l_179 {
break;
}
let l_180 = l_164 - l_44;
let l_181 = l_180 + l_mut_177;
let l_182 = l_171 == i32(0);
let l_183 = l_176 == i32(0);
let l_184 = l_182 && l_183;
let l_185 = l_181 == i32(0);
let l_186 = l_184 && l_185;
let l_187 = l_mut_85 == l_35;
let l_188 = l_186 && l_187;
let l_189 = !l_188;
if l_189 {
let l_190 = f32(l_171);
let l_191 = f32(l_176);
let l_192 = f32(l_181);
let l_193 = l_190 * l_57;
let l_194 = l_191 * l_63;
let l_195 = l_193 + l_194;
let l_196 = l_192 * l_69;
let l_197 = l_195 + l_196;
let l_198 = l_89 + l_197;
let l_199 = l_190 * l_59;
let l_200 = l_191 * l_65;
let l_201 = l_199 + l_200;
let l_202 = l_192 * l_71;
let l_203 = l_201 + l_202;
let l_204 = l_94 + l_203;
let l_205 = l_190 * l_61;
let l_206 = l_191 * l_67;
let l_207 = l_205 + l_206;
let l_208 = l_192 * l_73;
let l_209 = l_207 + l_208;
let l_210 = l_99 + l_209;
let l_211 = l_198 * l_198;
let l_212 = l_204 * l_204;
let l_213 = l_211 + l_212;
let l_214 = l_210 * l_210;
let l_215 = l_213 + l_214;
let l_216 = l_215 < info.scalars_f32[0];
if l_216 {
let l_217 = l_215 < f32(9.99999993922529e-9);
if l_217 {
l_mut_84 = l_mut_84 | u32(1073741824);
}
l_mut_83 = l_mut_83 + u32(1);
}
}
l_mut_177 = l_mut_177 + i32(1);
}
l_mut_172 = l_mut_172 + i32(1);
}
l_mut_165 = l_mut_165 + i32(1);
}
} else {
l_mut_84 = l_mut_84 | u32(2147483648);
}
}
let l_218 = l_mut_83 | l_mut_84;
let l_219 = u32(0) + l_32;
buffer_3_global[l_219] = l_218;
}
}
