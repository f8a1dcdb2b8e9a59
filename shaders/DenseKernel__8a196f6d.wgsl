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

var<workgroup> shared_memory_5: array<f32, 3072>;

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
var l_mut_6: u32;
var l_mut_70: f32;
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
let l_7 = l_mut_6 < u32(3072);
let l_8 = !l_7;
if l_8 {
break;
}
let l_9 = l_mut_6 / u32(384);
let l_10 = l_4 + l_9;
let l_11 = l_10 < info.scalars_u32[0];
if l_11 {
let l_12 = l_10 * u32(384);
let l_13 = l_mut_6 % u32(384);
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
let l_17 = l_mut_16 < u32(128);
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

for (var l_mut_21: u32 = u32(0); l_mut_21 < u32(384); l_mut_21++) {
let l_22 = l_mut_21 * u32(128);
let l_23 = l_22 + l_mut_16;
let l_24 = buffer_1_global[l_23];
let l_25 = u32(0) + l_mut_21;
let l_26 = shared_memory_5[l_25];
let l_27 = l_26 * l_24;
let l_28 = a_19[u32(0)];
let l_29 = l_28 + l_27;
a_19[u32(0)] = l_29;
let l_30 = u32(384) + l_mut_21;
let l_31 = shared_memory_5[l_30];
let l_32 = l_31 * l_24;
let l_33 = a_19[u32(1)];
let l_34 = l_33 + l_32;
a_19[u32(1)] = l_34;
let l_35 = u32(768) + l_mut_21;
let l_36 = shared_memory_5[l_35];
let l_37 = l_36 * l_24;
let l_38 = a_19[u32(2)];
let l_39 = l_38 + l_37;
a_19[u32(2)] = l_39;
let l_40 = u32(1152) + l_mut_21;
let l_41 = shared_memory_5[l_40];
let l_42 = l_41 * l_24;
let l_43 = a_19[u32(3)];
let l_44 = l_43 + l_42;
a_19[u32(3)] = l_44;
let l_45 = u32(1536) + l_mut_21;
let l_46 = shared_memory_5[l_45];
let l_47 = l_46 * l_24;
let l_48 = a_19[u32(4)];
let l_49 = l_48 + l_47;
a_19[u32(4)] = l_49;
let l_50 = u32(1920) + l_mut_21;
let l_51 = shared_memory_5[l_50];
let l_52 = l_51 * l_24;
let l_53 = a_19[u32(5)];
let l_54 = l_53 + l_52;
a_19[u32(5)] = l_54;
let l_55 = u32(2304) + l_mut_21;
let l_56 = shared_memory_5[l_55];
let l_57 = l_56 * l_24;
let l_58 = a_19[u32(6)];
let l_59 = l_58 + l_57;
a_19[u32(6)] = l_59;
let l_60 = u32(2688) + l_mut_21;
let l_61 = shared_memory_5[l_60];
let l_62 = l_61 * l_24;
let l_63 = a_19[u32(7)];
let l_64 = l_63 + l_62;
a_19[u32(7)] = l_64;
}
let l_65 = l_4 + u32(0);
let l_66 = l_65 < info.scalars_u32[0];
if l_66 {
let l_67 = l_65 * u32(128);
let l_68 = l_67 + l_mut_16;
let l_69 = a_19[u32(0)];
l_mut_70 = l_69;
let l_71 = buffer_4_global[l_68];
let l_72 = -l_71;
let l_73 = exp(l_72);
let l_74 = f32(1.0) + l_73;
let l_75 = f32(1.0) / l_74;
let l_76 = f32(1.0) - l_75;
let l_77 = l_71 * l_76;
let l_78 = f32(1.0) + l_77;
let l_79 = l_75 * l_78;
l_mut_70 = l_mut_70 * l_79;
buffer_3_global[l_68] = l_mut_70;
}
let l_80 = l_4 + u32(1);
let l_81 = l_80 < info.scalars_u32[0];
if l_81 {
let l_82 = l_80 * u32(128);
let l_83 = l_82 + l_mut_16;
let l_84 = a_19[u32(1)];
l_mut_70 = l_84;
let l_85 = buffer_4_global[l_83];
let l_86 = -l_85;
let l_87 = exp(l_86);
let l_88 = f32(1.0) + l_87;
let l_89 = f32(1.0) / l_88;
let l_90 = f32(1.0) - l_89;
let l_91 = l_85 * l_90;
let l_92 = f32(1.0) + l_91;
let l_93 = l_89 * l_92;
l_mut_70 = l_mut_70 * l_93;
buffer_3_global[l_83] = l_mut_70;
}
let l_94 = l_4 + u32(2);
let l_95 = l_94 < info.scalars_u32[0];
if l_95 {
let l_96 = l_94 * u32(128);
let l_97 = l_96 + l_mut_16;
let l_98 = a_19[u32(2)];
l_mut_70 = l_98;
let l_99 = buffer_4_global[l_97];
let l_100 = -l_99;
let l_101 = exp(l_100);
let l_102 = f32(1.0) + l_101;
let l_103 = f32(1.0) / l_102;
let l_104 = f32(1.0) - l_103;
let l_105 = l_99 * l_104;
let l_106 = f32(1.0) + l_105;
let l_107 = l_103 * l_106;
l_mut_70 = l_mut_70 * l_107;
buffer_3_global[l_97] = l_mut_70;
}
let l_108 = l_4 + u32(3);
let l_109 = l_108 < info.scalars_u32[0];
if l_109 {
let l_110 = l_108 * u32(128);
let l_111 = l_110 + l_mut_16;
let l_112 = a_19[u32(3)];
l_mut_70 = l_112;
let l_113 = buffer_4_global[l_111];
let l_114 = -l_113;
let l_115 = exp(l_114);
let l_116 = f32(1.0) + l_115;
let l_117 = f32(1.0) / l_116;
let l_118 = f32(1.0) - l_117;
let l_119 = l_113 * l_118;
let l_120 = f32(1.0) + l_119;
let l_121 = l_117 * l_120;
l_mut_70 = l_mut_70 * l_121;
buffer_3_global[l_111] = l_mut_70;
}
let l_122 = l_4 + u32(4);
let l_123 = l_122 < info.scalars_u32[0];
if l_123 {
let l_124 = l_122 * u32(128);
let l_125 = l_124 + l_mut_16;
let l_126 = a_19[u32(4)];
l_mut_70 = l_126;
let l_127 = buffer_4_global[l_125];
let l_128 = -l_127;
let l_129 = exp(l_128);
let l_130 = f32(1.0) + l_129;
let l_131 = f32(1.0) / l_130;
let l_132 = f32(1.0) - l_131;
let l_133 = l_127 * l_132;
let l_134 = f32(1.0) + l_133;
let l_135 = l_131 * l_134;
l_mut_70 = l_mut_70 * l_135;
buffer_3_global[l_125] = l_mut_70;
}
let l_136 = l_4 + u32(5);
let l_137 = l_136 < info.scalars_u32[0];
if l_137 {
let l_138 = l_136 * u32(128);
let l_139 = l_138 + l_mut_16;
let l_140 = a_19[u32(5)];
l_mut_70 = l_140;
let l_141 = buffer_4_global[l_139];
let l_142 = -l_141;
let l_143 = exp(l_142);
let l_144 = f32(1.0) + l_143;
let l_145 = f32(1.0) / l_144;
let l_146 = f32(1.0) - l_145;
let l_147 = l_141 * l_146;
let l_148 = f32(1.0) + l_147;
let l_149 = l_145 * l_148;
l_mut_70 = l_mut_70 * l_149;
buffer_3_global[l_139] = l_mut_70;
}
let l_150 = l_4 + u32(6);
let l_151 = l_150 < info.scalars_u32[0];
if l_151 {
let l_152 = l_150 * u32(128);
let l_153 = l_152 + l_mut_16;
let l_154 = a_19[u32(6)];
l_mut_70 = l_154;
let l_155 = buffer_4_global[l_153];
let l_156 = -l_155;
let l_157 = exp(l_156);
let l_158 = f32(1.0) + l_157;
let l_159 = f32(1.0) / l_158;
let l_160 = f32(1.0) - l_159;
let l_161 = l_155 * l_160;
let l_162 = f32(1.0) + l_161;
let l_163 = l_159 * l_162;
l_mut_70 = l_mut_70 * l_163;
buffer_3_global[l_153] = l_mut_70;
}
let l_164 = l_4 + u32(7);
let l_165 = l_164 < info.scalars_u32[0];
if l_165 {
let l_166 = l_164 * u32(128);
let l_167 = l_166 + l_mut_16;
let l_168 = a_19[u32(7)];
l_mut_70 = l_168;
let l_169 = buffer_4_global[l_167];
let l_170 = -l_169;
let l_171 = exp(l_170);
let l_172 = f32(1.0) + l_171;
let l_173 = f32(1.0) / l_172;
let l_174 = f32(1.0) - l_173;
let l_175 = l_169 * l_174;
let l_176 = f32(1.0) + l_175;
let l_177 = l_173 * l_176;
l_mut_70 = l_mut_70 * l_177;
buffer_3_global[l_167] = l_mut_70;
}
l_mut_16 = l_mut_16 + u32(128);
}
}
