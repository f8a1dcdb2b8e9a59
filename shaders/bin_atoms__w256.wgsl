@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<atomic<u32>>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<u32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<i32>;

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<atomic<u32>>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 22>,
}

@group(0)
@binding(11)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn bin_atoms_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_104: f32;
var l_mut_132: f32;
var l_mut_14: u32;
var l_mut_156: u32;
var l_mut_174: u32;
var l_mut_3: u32;
var l_mut_35: bool;
var l_mut_4: u32;
var l_mut_86: f32;
var l_mut_95: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
l_mut_3 = u32(0);
l_mut_4 = info.scalars_u32[1];
loop {
let l_5 = l_mut_4 - l_mut_3;
let l_6 = l_5 > u32(1);
let l_7 = !l_6;
if l_7 {
break;
}
let l_8 = l_mut_3 + l_mut_4;
let l_9 = l_8 / u32(2);
let l_10 = l_9 * u32(8);
let l_11 = l_10 + u32(0);
let l_12 = buffer_1_global[l_11];
let l_13 = l_12 <= l_1;
if l_13 {
l_mut_3 = l_9;
} else {
l_mut_4 = l_9;
}
}
l_mut_14 = l_mut_3;
let l_15 = l_mut_14 * u32(8);
let l_16 = l_mut_14 * u32(24);
let l_17 = l_mut_14 * u32(8);
let l_18 = u32(3) * l_1;
let l_19 = buffer_0_global[l_18];
let l_20 = u32(3) * l_1;
let l_21 = l_20 + u32(1);
let l_22 = buffer_0_global[l_21];
let l_23 = u32(3) * l_1;
let l_24 = l_23 + u32(2);
let l_25 = buffer_0_global[l_24];
let l_26 = abs(l_19);
let l_27 = l_26 <= f32(1000000.0);
let l_28 = abs(l_22);
let l_29 = l_28 <= f32(1000000.0);
let l_30 = l_27 && l_29;
let l_31 = abs(l_25);
let l_32 = l_31 <= f32(1000000.0);
let l_33 = l_30 && l_32;
let l_34 = !l_33;
l_mut_35 = l_34;
let l_36 = l_16 + u32(0);
let l_37 = l_36 + u32(0);
let l_38 = buffer_2_global[l_37];
let l_39 = l_19 * l_38;
let l_40 = l_16 + u32(0);
let l_41 = l_40 + u32(3);
let l_42 = l_41 + u32(0);
let l_43 = buffer_2_global[l_42];
let l_44 = l_22 * l_43;
let l_45 = l_39 + l_44;
let l_46 = l_16 + u32(0);
let l_47 = l_46 + u32(6);
let l_48 = l_47 + u32(0);
let l_49 = buffer_2_global[l_48];
let l_50 = l_25 * l_49;
let l_51 = l_45 + l_50;
let l_52 = l_16 + u32(0);
let l_53 = l_52 + u32(1);
let l_54 = buffer_2_global[l_53];
let l_55 = l_19 * l_54;
let l_56 = l_16 + u32(0);
let l_57 = l_56 + u32(3);
let l_58 = l_57 + u32(1);
let l_59 = buffer_2_global[l_58];
let l_60 = l_22 * l_59;
let l_61 = l_55 + l_60;
let l_62 = l_16 + u32(0);
let l_63 = l_62 + u32(6);
let l_64 = l_63 + u32(1);
let l_65 = buffer_2_global[l_64];
let l_66 = l_25 * l_65;
let l_67 = l_61 + l_66;
let l_68 = l_16 + u32(0);
let l_69 = l_68 + u32(2);
let l_70 = buffer_2_global[l_69];
let l_71 = l_19 * l_70;
let l_72 = l_16 + u32(0);
let l_73 = l_72 + u32(3);
let l_74 = l_73 + u32(2);
let l_75 = buffer_2_global[l_74];
let l_76 = l_22 * l_75;
let l_77 = l_71 + l_76;
let l_78 = l_16 + u32(0);
let l_79 = l_78 + u32(6);
let l_80 = l_79 + u32(2);
let l_81 = buffer_2_global[l_80];
let l_82 = l_25 * l_81;
let l_83 = l_77 + l_82;
let l_84 = l_15 + u32(4);
let l_85 = buffer_1_global[l_84];
l_mut_86 = f32(0.0);
let l_87 = l_85 != u32(0);
if l_87 {
let l_88 = floor(l_51);
l_mut_86 = l_88;
let l_89 = l_mut_86 >= f32(-4194304.0);
let l_90 = !l_89;
if l_90 {
l_mut_86 = f32(-4194304.0);
}
let l_91 = l_mut_86 > f32(4194304.0);
if l_91 {
l_mut_86 = f32(4194304.0);
}
}
let l_92 = l_15 + u32(4);
let l_93 = l_92 + u32(1);
let l_94 = buffer_1_global[l_93];
l_mut_95 = f32(0.0);
let l_96 = l_94 != u32(0);
if l_96 {
let l_97 = floor(l_67);
l_mut_95 = l_97;
let l_98 = l_mut_95 >= f32(-4194304.0);
let l_99 = !l_98;
if l_99 {
l_mut_95 = f32(-4194304.0);
}
let l_100 = l_mut_95 > f32(4194304.0);
if l_100 {
l_mut_95 = f32(4194304.0);
}
}
let l_101 = l_15 + u32(4);
let l_102 = l_101 + u32(2);
let l_103 = buffer_1_global[l_102];
l_mut_104 = f32(0.0);
let l_105 = l_103 != u32(0);
if l_105 {
let l_106 = floor(l_83);
l_mut_104 = l_106;
let l_107 = l_mut_104 >= f32(-4194304.0);
let l_108 = !l_107;
if l_108 {
l_mut_104 = f32(-4194304.0);
}
let l_109 = l_mut_104 > f32(4194304.0);
if l_109 {
l_mut_104 = f32(4194304.0);
}
}
let l_110 = abs(l_mut_86);
let l_111 = l_110 >= f32(4194304.0);
let l_112 = abs(l_mut_95);
let l_113 = l_112 >= f32(4194304.0);
let l_114 = l_111 || l_113;
let l_115 = abs(l_mut_104);
let l_116 = l_115 >= f32(4194304.0);
let l_117 = l_114 || l_116;
if l_117 {
l_mut_35 = bool(true);
}
if l_mut_35 {
let l_118 = &buffer_10_global[u32(1)];
let l_119 = atomicMin(l_118, l_1);}
let l_120 = buffer_3_global[l_17];
let l_121 = l_17 + u32(1);
let l_122 = buffer_3_global[l_121];
let l_123 = l_17 + u32(2);
let l_124 = buffer_3_global[l_123];
let l_125 = l_51 - l_mut_86;
let l_126 = buffer_4_global[l_17];
let l_127 = l_17 + u32(3);
let l_128 = buffer_4_global[l_127];
let l_129 = l_125 - l_126;
let l_130 = l_129 * l_128;
let l_131 = floor(l_130);
l_mut_132 = l_131;
let l_133 = l_mut_132 >= f32(0.0);
let l_134 = !l_133;
if l_134 {
l_mut_132 = f32(0.0);
}
let l_135 = l_120 - u32(1);
let l_136 = f32(l_135);
let l_137 = l_mut_132 > l_136;
if l_137 {
l_mut_132 = l_136;
}
let l_138 = u32(l_mut_132);
l_mut_3 = l_138;
let l_139 = l_120 - u32(1);
let l_140 = l_mut_3 > l_139;
if l_140 {
let l_141 = l_120 - u32(1);
l_mut_3 = l_141;
}
let l_142 = l_67 - l_mut_95;
let l_143 = l_17 + u32(1);
let l_144 = buffer_4_global[l_143];
let l_145 = l_17 + u32(4);
let l_146 = buffer_4_global[l_145];
let l_147 = l_142 - l_144;
let l_148 = l_147 * l_146;
let l_149 = floor(l_148);
l_mut_132 = l_149;
let l_150 = l_mut_132 >= f32(0.0);
let l_151 = !l_150;
if l_151 {
l_mut_132 = f32(0.0);
}
let l_152 = l_122 - u32(1);
let l_153 = f32(l_152);
let l_154 = l_mut_132 > l_153;
if l_154 {
l_mut_132 = l_153;
}
let l_155 = u32(l_mut_132);
l_mut_156 = l_155;
let l_157 = l_122 - u32(1);
let l_158 = l_mut_156 > l_157;
if l_158 {
let l_159 = l_122 - u32(1);
l_mut_156 = l_159;
}
let l_160 = l_83 - l_mut_104;
let l_161 = l_17 + u32(2);
let l_162 = buffer_4_global[l_161];
let l_163 = l_17 + u32(5);
let l_164 = buffer_4_global[l_163];
let l_165 = l_160 - l_162;
let l_166 = l_165 * l_164;
let l_167 = floor(l_166);
l_mut_132 = l_167;
let l_168 = l_mut_132 >= f32(0.0);
let l_169 = !l_168;
if l_169 {
l_mut_132 = f32(0.0);
}
let l_170 = l_124 - u32(1);
let l_171 = f32(l_170);
let l_172 = l_mut_132 > l_171;
if l_172 {
l_mut_132 = l_171;
}
let l_173 = u32(l_mut_132);
l_mut_174 = l_173;
let l_175 = l_124 - u32(1);
let l_176 = l_mut_174 > l_175;
if l_176 {
let l_177 = l_124 - u32(1);
l_mut_174 = l_177;
}
let l_178 = l_15 + u32(2);
let l_179 = buffer_1_global[l_178];
let l_180 = l_mut_3 * l_122;
let l_181 = l_180 + l_mut_156;
let l_182 = l_181 * l_124;
let l_183 = l_179 + l_182;
let l_184 = l_183 + l_mut_174;
buffer_6_global[l_1] = l_mut_14;
buffer_7_global[l_1] = l_184;
let l_185 = u32(3) * l_1;
let l_186 = i32(l_mut_86);
buffer_9_global[l_185] = l_186;
let l_187 = u32(3) * l_1;
let l_188 = l_187 + u32(1);
let l_189 = i32(l_mut_95);
buffer_9_global[l_188] = l_189;
let l_190 = u32(3) * l_1;
let l_191 = l_190 + u32(2);
let l_192 = i32(l_mut_104);
buffer_9_global[l_191] = l_192;
let l_193 = &buffer_5_global[l_184];
let l_194 = atomicAdd(l_193, u32(1));buffer_8_global[l_1] = l_194;
}
