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
var l_mut_107: f32;
var l_mut_124: i32;
var l_mut_131: i32;
var l_mut_136: i32;
var l_mut_54: u32;
var l_mut_55: u32;
var l_mut_79: f32;
var l_mut_93: f32;
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
if l_2 {
let l_13 = &buffer_8_global[u32(8)];
atomicStore(l_13,u32(1));
}
let l_14 = workgroup_id_no_axis * u32(256);
let l_15 = l_14 + local_idx;
let l_16 = info.scalars_u32[0] * info.scalars_u32[5];
let l_17 = l_15 < l_16;
if l_17 {
let l_18 = l_15 / info.scalars_u32[5];
let l_19 = l_15 % info.scalars_u32[5];
let l_20 = l_19 * info.scalars_u32[0];
let l_21 = l_20 / info.scalars_u32[5];
let l_22 = l_19 + u32(1);
let l_23 = l_22 * info.scalars_u32[0];
let l_24 = l_23 / info.scalars_u32[5];
let l_25 = i32(info.scalars_u32[1]);
let l_26 = i32(info.scalars_u32[2]);
let l_27 = i32(info.scalars_u32[3]);
let l_28 = u32(3) * l_18;
let l_29 = buffer_0_global[l_28];
let l_30 = u32(3) * l_18;
let l_31 = l_30 + u32(1);
let l_32 = buffer_0_global[l_31];
let l_33 = u32(3) * l_18;
let l_34 = l_33 + u32(2);
let l_35 = buffer_0_global[l_34];
let l_36 = buffer_2_global[u32(9)];
let l_37 = buffer_2_global[u32(10)];
let l_38 = buffer_2_global[u32(11)];
let l_39 = buffer_2_global[u32(12)];
let l_40 = buffer_2_global[u32(13)];
let l_41 = buffer_2_global[u32(14)];
let l_42 = buffer_2_global[u32(15)];
let l_43 = buffer_2_global[u32(16)];
let l_44 = buffer_2_global[u32(17)];
let l_45 = i32(2) * l_26;
let l_46 = l_45 + i32(1);
let l_47 = i32(2) * l_27;
let l_48 = l_47 + i32(1);
let l_49 = i32(2) * l_25;
let l_50 = l_49 + i32(1);
let l_51 = l_50 * l_46;
let l_52 = l_51 * l_48;
let l_53 = u32(l_52);
l_mut_54 = u32(0);
l_mut_55 = u32(0);

for (var l_mut_56: u32 = l_21; l_mut_56 < l_24; l_mut_56++) {
let l_57 = u32(3) * l_mut_56;
let l_58 = buffer_0_global[l_57];
let l_59 = l_58 - l_29;
let l_60 = u32(3) * l_mut_56;
let l_61 = l_60 + u32(1);
let l_62 = buffer_0_global[l_61];
let l_63 = l_62 - l_32;
let l_64 = u32(3) * l_mut_56;
let l_65 = l_64 + u32(2);
let l_66 = buffer_0_global[l_65];
let l_67 = l_66 - l_35;
let l_68 = buffer_2_global[u32(0)];
let l_69 = l_59 * l_68;
let l_70 = buffer_2_global[u32(3)];
let l_71 = l_63 * l_70;
let l_72 = l_69 + l_71;
let l_73 = buffer_2_global[u32(6)];
let l_74 = l_67 * l_73;
let l_75 = l_72 + l_74;
let l_76 = abs(l_75);
let l_77 = l_76 + f32(0.5);
let l_78 = floor(l_77);
l_mut_79 = l_78;
let l_80 = l_75 < f32(0.0);
if l_80 {
let l_81 = -l_78;
l_mut_79 = l_81;
}
let l_82 = buffer_2_global[u32(1)];
let l_83 = l_59 * l_82;
let l_84 = buffer_2_global[u32(4)];
let l_85 = l_63 * l_84;
let l_86 = l_83 + l_85;
let l_87 = buffer_2_global[u32(7)];
let l_88 = l_67 * l_87;
let l_89 = l_86 + l_88;
let l_90 = abs(l_89);
let l_91 = l_90 + f32(0.5);
let l_92 = floor(l_91);
l_mut_93 = l_92;
let l_94 = l_89 < f32(0.0);
if l_94 {
let l_95 = -l_92;
l_mut_93 = l_95;
}
let l_96 = buffer_2_global[u32(2)];
let l_97 = l_59 * l_96;
let l_98 = buffer_2_global[u32(5)];
let l_99 = l_63 * l_98;
let l_100 = l_97 + l_99;
let l_101 = buffer_2_global[u32(8)];
let l_102 = l_67 * l_101;
let l_103 = l_100 + l_102;
let l_104 = abs(l_103);
let l_105 = l_104 + f32(0.5);
let l_106 = floor(l_105);
l_mut_107 = l_106;
let l_108 = l_103 < f32(0.0);
if l_108 {
let l_109 = -l_106;
l_mut_107 = l_109;
}
let l_110 = abs(l_mut_79);
let l_111 = l_110 < f32(4194304.0);
let l_112 = abs(l_mut_93);
let l_113 = l_112 < f32(4194304.0);
let l_114 = abs(l_mut_107);
let l_115 = l_114 < f32(4194304.0);
let l_116 = l_111 && l_113;
let l_117 = l_116 && l_115;
if l_117 {
let l_118 = i32(l_mut_79);
let l_119 = -l_118;
let l_120 = i32(l_mut_93);
let l_121 = -l_120;
let l_122 = i32(l_mut_107);
let l_123 = -l_122;
l_mut_124 = i32(0);
loop {
let l_125 = i32(2) * l_25;
let l_126 = l_125 + i32(1);
let l_127 = l_mut_124 < l_126;
let l_128 = !l_127;
if l_128 {
break;
}
let l_129 = l_119 - l_25;
let l_130 = l_129 + l_mut_124;
l_mut_131 = i32(0);
loop {
let l_132 = l_mut_131 < l_46;
let l_133 = !l_132;
if l_133 {
break;
}
let l_134 = l_121 - l_26;
let l_135 = l_134 + l_mut_131;
l_mut_136 = i32(0);
loop {
let l_137 = l_mut_136 < l_48;
let l_138 = !l_137;
if l_138 {
break;
}
let l_139 = l_123 - l_27;
let l_140 = l_139 + l_mut_136;
let l_141 = l_130 == i32(0);
let l_142 = l_135 == i32(0);
let l_143 = l_141 && l_142;
let l_144 = l_140 == i32(0);
let l_145 = l_143 && l_144;
let l_146 = l_mut_56 == l_18;
let l_147 = l_145 && l_146;
let l_148 = !l_147;
if l_148 {
let l_149 = f32(l_130);
let l_150 = f32(l_135);
let l_151 = f32(l_140);
let l_152 = l_149 * l_36;
let l_153 = l_150 * l_39;
let l_154 = l_152 + l_153;
let l_155 = l_151 * l_42;
let l_156 = l_154 + l_155;
let l_157 = l_59 + l_156;
let l_158 = l_149 * l_37;
let l_159 = l_150 * l_40;
let l_160 = l_158 + l_159;
let l_161 = l_151 * l_43;
let l_162 = l_160 + l_161;
let l_163 = l_63 + l_162;
let l_164 = l_149 * l_38;
let l_165 = l_150 * l_41;
let l_166 = l_164 + l_165;
let l_167 = l_151 * l_44;
let l_168 = l_166 + l_167;
let l_169 = l_67 + l_168;
let l_170 = l_157 * l_157;
let l_171 = l_163 * l_163;
let l_172 = l_170 + l_171;
let l_173 = l_169 * l_169;
let l_174 = l_172 + l_173;
let l_175 = l_174 < info.scalars_f32[0];
if l_175 {
let l_176 = l_174 < f32(9.99999993922529e-9);
if l_176 {
l_mut_55 = l_mut_55 | u32(1073741824);
}
l_mut_54 = l_mut_54 + u32(1);
}
}
l_mut_136 = l_mut_136 + i32(1);
}
l_mut_131 = l_mut_131 + i32(1);
}
l_mut_124 = l_mut_124 + i32(1);
}
} else {
l_mut_55 = l_mut_55 | u32(2147483648);
}
}
let l_177 = l_mut_54 | l_mut_55;
buffer_3_global[l_15] = l_177;
}
}
