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
var l_mut_113: f32;
var l_mut_130: f32;
var l_mut_147: f32;
var l_mut_164: i32;
var l_mut_171: i32;
var l_mut_176: i32;
var l_mut_82: u32;
var l_mut_83: u32;
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
}
if l_18 {
let l_29 = &buffer_8_global[u32(8)];
atomicStore(l_29,u32(1));
}
let l_30 = workgroup_id_no_axis * u32(256);
let l_31 = l_30 + local_idx;
let l_32 = info.scalars_u32[0] * info.scalars_u32[5];
let l_33 = l_31 < l_32;
if l_33 {
let l_34 = l_31 / info.scalars_u32[5];
let l_35 = l_31 % info.scalars_u32[5];
let l_36 = l_35 * info.scalars_u32[0];
let l_37 = l_36 / info.scalars_u32[5];
let l_38 = l_35 + u32(1);
let l_39 = l_38 * info.scalars_u32[0];
let l_40 = l_39 / info.scalars_u32[5];
let l_41 = i32(info.scalars_u32[1]);
let l_42 = i32(info.scalars_u32[2]);
let l_43 = i32(info.scalars_u32[3]);
let l_44 = u32(3) * l_34;
let l_45 = u32(0) + l_44;
let l_46 = buffer_0_global[l_45];
let l_47 = u32(3) * l_34;
let l_48 = l_47 + u32(1);
let l_49 = u32(0) + l_48;
let l_50 = buffer_0_global[l_49];
let l_51 = u32(3) * l_34;
let l_52 = l_51 + u32(2);
let l_53 = u32(0) + l_52;
let l_54 = buffer_0_global[l_53];
let l_55 = u32(0) + u32(9);
let l_56 = buffer_2_global[l_55];
let l_57 = u32(0) + u32(10);
let l_58 = buffer_2_global[l_57];
let l_59 = u32(0) + u32(11);
let l_60 = buffer_2_global[l_59];
let l_61 = u32(0) + u32(12);
let l_62 = buffer_2_global[l_61];
let l_63 = u32(0) + u32(13);
let l_64 = buffer_2_global[l_63];
let l_65 = u32(0) + u32(14);
let l_66 = buffer_2_global[l_65];
let l_67 = u32(0) + u32(15);
let l_68 = buffer_2_global[l_67];
let l_69 = u32(0) + u32(16);
let l_70 = buffer_2_global[l_69];
let l_71 = u32(0) + u32(17);
let l_72 = buffer_2_global[l_71];
let l_73 = i32(2) * l_42;
let l_74 = l_73 + i32(1);
let l_75 = i32(2) * l_43;
let l_76 = l_75 + i32(1);
let l_77 = i32(2) * l_41;
let l_78 = l_77 + i32(1);
let l_79 = l_78 * l_74;
let l_80 = l_79 * l_76;
let l_81 = u32(l_80);
l_mut_82 = u32(0);
l_mut_83 = u32(0);

for (var l_mut_84: u32 = l_37; l_mut_84 < l_40; l_mut_84++) {
let l_85 = u32(3) * l_mut_84;
let l_86 = u32(0) + l_85;
let l_87 = buffer_0_global[l_86];
let l_88 = l_87 - l_46;
let l_89 = u32(3) * l_mut_84;
let l_90 = l_89 + u32(1);
let l_91 = u32(0) + l_90;
let l_92 = buffer_0_global[l_91];
let l_93 = l_92 - l_50;
let l_94 = u32(3) * l_mut_84;
let l_95 = l_94 + u32(2);
let l_96 = u32(0) + l_95;
let l_97 = buffer_0_global[l_96];
let l_98 = l_97 - l_54;
let l_99 = u32(0) + u32(0);
let l_100 = buffer_2_global[l_99];
let l_101 = l_88 * l_100;
let l_102 = u32(0) + u32(3);
let l_103 = buffer_2_global[l_102];
let l_104 = l_93 * l_103;
let l_105 = l_101 + l_104;
let l_106 = u32(0) + u32(6);
let l_107 = buffer_2_global[l_106];
let l_108 = l_98 * l_107;
let l_109 = l_105 + l_108;
let l_110 = abs(l_109);
let l_111 = l_110 + f32(0.5);
let l_112 = floor(l_111);
l_mut_113 = l_112;
let l_114 = l_109 < f32(0.0);
if l_114 {
let l_115 = -l_112;
l_mut_113 = l_115;
}
let l_116 = u32(0) + u32(1);
let l_117 = buffer_2_global[l_116];
let l_118 = l_88 * l_117;
let l_119 = u32(0) + u32(4);
let l_120 = buffer_2_global[l_119];
let l_121 = l_93 * l_120;
let l_122 = l_118 + l_121;
let l_123 = u32(0) + u32(7);
let l_124 = buffer_2_global[l_123];
let l_125 = l_98 * l_124;
let l_126 = l_122 + l_125;
let l_127 = abs(l_126);
let l_128 = l_127 + f32(0.5);
let l_129 = floor(l_128);
l_mut_130 = l_129;
let l_131 = l_126 < f32(0.0);
if l_131 {
let l_132 = -l_129;
l_mut_130 = l_132;
}
let l_133 = u32(0) + u32(2);
let l_134 = buffer_2_global[l_133];
let l_135 = l_88 * l_134;
let l_136 = u32(0) + u32(5);
let l_137 = buffer_2_global[l_136];
let l_138 = l_93 * l_137;
let l_139 = l_135 + l_138;
let l_140 = u32(0) + u32(8);
let l_141 = buffer_2_global[l_140];
let l_142 = l_98 * l_141;
let l_143 = l_139 + l_142;
let l_144 = abs(l_143);
let l_145 = l_144 + f32(0.5);
let l_146 = floor(l_145);
l_mut_147 = l_146;
let l_148 = l_143 < f32(0.0);
if l_148 {
let l_149 = -l_146;
l_mut_147 = l_149;
}
let l_150 = abs(l_mut_113);
let l_151 = l_150 < f32(4194304.0);
let l_152 = abs(l_mut_130);
let l_153 = l_152 < f32(4194304.0);
let l_154 = abs(l_mut_147);
let l_155 = l_154 < f32(4194304.0);
let l_156 = l_151 && l_153;
let l_157 = l_156 && l_155;
if l_157 {
let l_158 = i32(l_mut_113);
let l_159 = -l_158;
let l_160 = i32(l_mut_130);
let l_161 = -l_160;
let l_162 = i32(l_mut_147);
let l_163 = -l_162;
l_mut_164 = i32(0);
loop {
let l_165 = i32(2) * l_41;
let l_166 = l_165 + i32(1);
let l_167 = l_mut_164 < l_166;
let l_168 = !l_167;
if l_168 {
break;
}
let l_169 = l_159 - l_41;
let l_170 = l_169 + l_mut_164;
l_mut_171 = i32(0);
loop {
let l_172 = l_mut_171 < l_74;
let l_173 = !l_172;
if l_173 {
break;
}
let l_174 = l_161 - l_42;
let l_175 = l_174 + l_mut_171;
l_mut_176 = i32(0);
loop {
let l_177 = l_mut_176 < l_76;
let l_178 = !l_177;
if l_178 {
break;
}
let l_179 = l_163 - l_43;
let l_180 = l_179 + l_mut_176;
let l_181 = l_170 == i32(0);
let l_182 = l_175 == i32(0);
let l_183 = l_181 && l_182;
let l_184 = l_180 == i32(0);
let l_185 = l_183 && l_184;
let l_186 = l_mut_84 == l_34;
let l_187 = l_185 && l_186;
let l_188 = !l_187;
if l_188 {
let l_189 = f32(l_170);
let l_190 = f32(l_175);
let l_191 = f32(l_180);
let l_192 = l_189 * l_56;
let l_193 = l_190 * l_62;
let l_194 = l_192 + l_193;
let l_195 = l_191 * l_68;
let l_196 = l_194 + l_195;
let l_197 = l_88 + l_196;
let l_198 = l_189 * l_58;
let l_199 = l_190 * l_64;
let l_200 = l_198 + l_199;
let l_201 = l_191 * l_70;
let l_202 = l_200 + l_201;
let l_203 = l_93 + l_202;
let l_204 = l_189 * l_60;
let l_205 = l_190 * l_66;
let l_206 = l_204 + l_205;
let l_207 = l_191 * l_72;
let l_208 = l_206 + l_207;
let l_209 = l_98 + l_208;
let l_210 = l_197 * l_197;
let l_211 = l_203 * l_203;
let l_212 = l_210 + l_211;
let l_213 = l_209 * l_209;
let l_214 = l_212 + l_213;
let l_215 = l_214 < info.scalars_f32[0];
if l_215 {
let l_216 = l_214 < f32(9.99999993922529e-9);
if l_216 {
l_mut_83 = l_mut_83 | u32(1073741824);
}
l_mut_82 = l_mut_82 + u32(1);
}
}
l_mut_176 = l_mut_176 + i32(1);
}
l_mut_171 = l_mut_171 + i32(1);
}
l_mut_164 = l_mut_164 + i32(1);
}
} else {
l_mut_83 = l_mut_83 | u32(2147483648);
}
}
let l_217 = l_mut_82 | l_mut_83;
let l_218 = u32(0) + l_31;
buffer_3_global[l_218] = l_217;
}
}
