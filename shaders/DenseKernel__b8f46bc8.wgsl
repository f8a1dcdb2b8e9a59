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
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

var<workgroup> shared_memory_5: array<f32, 8>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn dense_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_19: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_16: u32;
var l_mut_69: f32;
var l_mut_6: u32;
let l_0 = info.scalars_u32[0] + u32(8);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(8);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(8);
l_mut_6 = local_idx;
loop {
let l_7 = l_mut_6 < u32(8);
let l_8 = !l_7;
if l_8 {
break;
}
let l_9 = l_mut_6 / u32(1);
let l_10 = l_4 + l_9;
let l_11 = l_10 < info.scalars_u32[0];
if l_11 {
let l_12 = l_10 * u32(1);
let l_13 = l_mut_6 % u32(1);
let l_14 = l_12 + l_13;
let l_15 = buffer_0_global[l_14];
shared_memory_5[l_mut_6] = l_15;
} else {
shared_memory_5[l_mut_6] = f32(0.0);
}
l_mut_6 = l_mut_6 + u32(128);
}
workgroupBarrier();
l_mut_16 = local_idx;
loop {
let l_17 = l_mut_16 < u32(64);
let l_18 = !l_17;
if l_18 {
break;
}
let l_20 = buffer_2_global[l_mut_16];
a_19[u32(0)] = l_20;
a_19[u32(1)] = l_20;
a_19[u32(2)] = l_20;
a_19[u32(3)] = l_20;
a_19[u32(4)] = l_20;
a_19[u32(5)] = l_20;
a_19[u32(6)] = l_20;
a_19[u32(7)] = l_20;
let l_21 = u32(0) * u32(64);
let l_22 = l_21 + l_mut_16;
let l_23 = buffer_1_global[l_22];
let l_24 = u32(0) + u32(0);
let l_25 = shared_memory_5[l_24];
let l_26 = l_25 * l_23;
let l_27 = a_19[u32(0)];
let l_28 = l_27 + l_26;
a_19[u32(0)] = l_28;
let l_29 = u32(1) + u32(0);
let l_30 = shared_memory_5[l_29];
let l_31 = l_30 * l_23;
let l_32 = a_19[u32(1)];
let l_33 = l_32 + l_31;
a_19[u32(1)] = l_33;
let l_34 = u32(2) + u32(0);
let l_35 = shared_memory_5[l_34];
let l_36 = l_35 * l_23;
let l_37 = a_19[u32(2)];
let l_38 = l_37 + l_36;
a_19[u32(2)] = l_38;
let l_39 = u32(3) + u32(0);
let l_40 = shared_memory_5[l_39];
let l_41 = l_40 * l_23;
let l_42 = a_19[u32(3)];
let l_43 = l_42 + l_41;
a_19[u32(3)] = l_43;
let l_44 = u32(4) + u32(0);
let l_45 = shared_memory_5[l_44];
let l_46 = l_45 * l_23;
let l_47 = a_19[u32(4)];
let l_48 = l_47 + l_46;
a_19[u32(4)] = l_48;
let l_49 = u32(5) + u32(0);
let l_50 = shared_memory_5[l_49];
let l_51 = l_50 * l_23;
let l_52 = a_19[u32(5)];
let l_53 = l_52 + l_51;
a_19[u32(5)] = l_53;
let l_54 = u32(6) + u32(0);
let l_55 = shared_memory_5[l_54];
let l_56 = l_55 * l_23;
let l_57 = a_19[u32(6)];
let l_58 = l_57 + l_56;
a_19[u32(6)] = l_58;
let l_59 = u32(7) + u32(0);
let l_60 = shared_memory_5[l_59];
let l_61 = l_60 * l_23;
let l_62 = a_19[u32(7)];
let l_63 = l_62 + l_61;
a_19[u32(7)] = l_63;
let l_64 = l_4 + u32(0);
let l_65 = l_64 < info.scalars_u32[0];
if l_65 {
let l_66 = l_64 * u32(64);
let l_67 = l_66 + l_mut_16;
let l_68 = a_19[u32(0)];
l_mut_69 = l_68;
let l_70 = buffer_4_global[l_67];
let l_71 = -l_70;
let l_72 = exp(l_71);
let l_73 = f32(1.0) + l_72;
let l_74 = f32(1.0) / l_73;
let l_75 = f32(1.0) - l_74;
let l_76 = l_70 * l_75;
let l_77 = f32(1.0) + l_76;
let l_78 = l_74 * l_77;
l_mut_69 = l_mut_69 * l_78;
buffer_3_global[l_67] = l_mut_69;
}
let l_79 = l_4 + u32(1);
let l_80 = l_79 < info.scalars_u32[0];
if l_80 {
let l_81 = l_79 * u32(64);
let l_82 = l_81 + l_mut_16;
let l_83 = a_19[u32(1)];
l_mut_69 = l_83;
let l_84 = buffer_4_global[l_82];
let l_85 = -l_84;
let l_86 = exp(l_85);
let l_87 = f32(1.0) + l_86;
let l_88 = f32(1.0) / l_87;
let l_89 = f32(1.0) - l_88;
let l_90 = l_84 * l_89;
let l_91 = f32(1.0) + l_90;
let l_92 = l_88 * l_91;
l_mut_69 = l_mut_69 * l_92;
buffer_3_global[l_82] = l_mut_69;
}
let l_93 = l_4 + u32(2);
let l_94 = l_93 < info.scalars_u32[0];
if l_94 {
let l_95 = l_93 * u32(64);
let l_96 = l_95 + l_mut_16;
let l_97 = a_19[u32(2)];
l_mut_69 = l_97;
let l_98 = buffer_4_global[l_96];
let l_99 = -l_98;
let l_100 = exp(l_99);
let l_101 = f32(1.0) + l_100;
let l_102 = f32(1.0) / l_101;
let l_103 = f32(1.0) - l_102;
let l_104 = l_98 * l_103;
let l_105 = f32(1.0) + l_104;
let l_106 = l_102 * l_105;
l_mut_69 = l_mut_69 * l_106;
buffer_3_global[l_96] = l_mut_69;
}
let l_107 = l_4 + u32(3);
let l_108 = l_107 < info.scalars_u32[0];
if l_108 {
let l_109 = l_107 * u32(64);
let l_110 = l_109 + l_mut_16;
let l_111 = a_19[u32(3)];
l_mut_69 = l_111;
let l_112 = buffer_4_global[l_110];
let l_113 = -l_112;
let l_114 = exp(l_113);
let l_115 = f32(1.0) + l_114;
let l_116 = f32(1.0) / l_115;
let l_117 = f32(1.0) - l_116;
let l_118 = l_112 * l_117;
let l_119 = f32(1.0) + l_118;
let l_120 = l_116 * l_119;
l_mut_69 = l_mut_69 * l_120;
buffer_3_global[l_110] = l_mut_69;
}
let l_121 = l_4 + u32(4);
let l_122 = l_121 < info.scalars_u32[0];
if l_122 {
let l_123 = l_121 * u32(64);
let l_124 = l_123 + l_mut_16;
let l_125 = a_19[u32(4)];
l_mut_69 = l_125;
let l_126 = buffer_4_global[l_124];
let l_127 = -l_126;
let l_128 = exp(l_127);
let l_129 = f32(1.0) + l_128;
let l_130 = f32(1.0) / l_129;
let l_131 = f32(1.0) - l_130;
let l_132 = l_126 * l_131;
let l_133 = f32(1.0) + l_132;
let l_134 = l_130 * l_133;
l_mut_69 = l_mut_69 * l_134;
buffer_3_global[l_124] = l_mut_69;
}
let l_135 = l_4 + u32(5);
let l_136 = l_135 < info.scalars_u32[0];
if l_136 {
let l_137 = l_135 * u32(64);
let l_138 = l_137 + l_mut_16;
let l_139 = a_19[u32(5)];
l_mut_69 = l_139;
let l_140 = buffer_4_global[l_138];
let l_141 = -l_140;
let l_142 = exp(l_141);
let l_143 = f32(1.0) + l_142;
let l_144 = f32(1.0) / l_143;
let l_145 = f32(1.0) - l_144;
let l_146 = l_140 * l_145;
let l_147 = f32(1.0) + l_146;
let l_148 = l_144 * l_147;
l_mut_69 = l_mut_69 * l_148;
buffer_3_global[l_138] = l_mut_69;
}
let l_149 = l_4 + u32(6);
let l_150 = l_149 < info.scalars_u32[0];
if l_150 {
let l_151 = l_149 * u32(64);
let l_152 = l_151 + l_mut_16;
let l_153 = a_19[u32(6)];
l_mut_69 = l_153;
let l_154 = buffer_4_global[l_152];
let l_155 = -l_154;
let l_156 = exp(l_155);
let l_157 = f32(1.0) + l_156;
let l_158 = f32(1.0) / l_157;
let l_159 = f32(1.0) - l_158;
let l_160 = l_154 * l_159;
let l_161 = f32(1.0) + l_160;
let l_162 = l_158 * l_161;
l_mut_69 = l_mut_69 * l_162;
buffer_3_global[l_152] = l_mut_69;
}
let l_163 = l_4 + u32(7);
let l_164 = l_163 < info.scalars_u32[0];
if l_164 {
let l_165 = l_163 * u32(64);
let l_166 = l_165 + l_mut_16;
let l_167 = a_19[u32(7)];
l_mut_69 = l_167;
let l_168 = buffer_4_global[l_166];
let l_169 = -l_168;
let l_170 = exp(l_169);
let l_171 = f32(1.0) + l_170;
let l_172 = f32(1.0) / l_171;
let l_173 = f32(1.0) - l_172;
let l_174 = l_168 * l_173;
let l_175 = f32(1.0) + l_174;
let l_176 = l_172 * l_175;
l_mut_69 = l_mut_69 * l_176;
buffer_3_global[l_166] = l_mut_69;
}
l_mut_16 = l_mut_16 + u32(128);
}
}
