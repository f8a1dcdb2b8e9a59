@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 4>,
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 20>,
}

@group(0)
@binding(10)
var<storage, read> info: info_st;

var<workgroup> shared_memory_0: array<f32, 768>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn forces_kick_drift_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_108: f32;
var l_mut_11: u32;
var l_mut_5: f32;
var l_mut_6: f32;
var l_mut_7: f32;
let l_1 = local_idx / u32(32);
let l_2 = local_idx % u32(32);
let l_3 = workgroup_id_no_axis * u32(8);
let l_4 = l_3 + l_1;
l_mut_5 = f32(0.0);
l_mut_6 = f32(0.0);
l_mut_7 = f32(0.0);
let l_8 = l_4 < info.scalars_u32[0];
if l_8 {
let l_9 = buffer_0_global[l_4];
let l_10 = l_9 + l_2;
l_mut_11 = l_10;
let l_12 = l_4 + u32(1);
let l_13 = buffer_0_global[l_12];
loop {
let l_14 = l_mut_11 < l_13;
let l_15 = !l_14;
if l_15 {
break;
}
let l_16 = buffer_1_global[l_mut_11];
let l_17 = l_mut_11 * u32(3);
let l_18 = buffer_2_global[l_17];
let l_19 = l_16 * u32(3);
let l_20 = buffer_2_global[l_19];
let l_21 = l_18 - l_20;
l_mut_5 = l_mut_5 + l_21;
let l_22 = l_mut_11 * u32(3);
let l_23 = l_22 + u32(1);
let l_24 = buffer_2_global[l_23];
let l_25 = l_16 * u32(3);
let l_26 = l_25 + u32(1);
let l_27 = buffer_2_global[l_26];
let l_28 = l_24 - l_27;
l_mut_6 = l_mut_6 + l_28;
let l_29 = l_mut_11 * u32(3);
let l_30 = l_29 + u32(2);
let l_31 = buffer_2_global[l_30];
let l_32 = l_16 * u32(3);
let l_33 = l_32 + u32(2);
let l_34 = buffer_2_global[l_33];
let l_35 = l_31 - l_34;
l_mut_7 = l_mut_7 + l_35;
l_mut_11 = l_mut_11 + u32(32);
}
}
let l_36 = u32(3) * local_idx;
shared_memory_0[l_36] = l_mut_5;
let l_37 = u32(3) * local_idx;
let l_38 = l_37 + u32(1);
shared_memory_0[l_38] = l_mut_6;
let l_39 = u32(3) * local_idx;
let l_40 = l_39 + u32(2);
shared_memory_0[l_40] = l_mut_7;
workgroupBarrier();
let l_41 = workgroup_size_no_axis / u32(8);
let l_42 = l_41 / u32(2);
l_mut_11 = l_42;
loop {
let l_43 = l_mut_11 > u32(0);
let l_44 = !l_43;
if l_44 {
break;
}
let l_45 = l_2 < l_mut_11;
if l_45 {
let l_46 = u32(3) * local_idx;
let l_47 = local_idx + l_mut_11;
let l_48 = u32(3) * l_47;
let l_49 = shared_memory_0[l_48];
let l_50 = shared_memory_0[l_46];
let l_51 = l_50 + l_49;
shared_memory_0[l_46] = l_51;
let l_52 = u32(3) * local_idx;
let l_53 = l_52 + u32(1);
let l_54 = local_idx + l_mut_11;
let l_55 = u32(3) * l_54;
let l_56 = l_55 + u32(1);
let l_57 = shared_memory_0[l_56];
let l_58 = shared_memory_0[l_53];
let l_59 = l_58 + l_57;
shared_memory_0[l_53] = l_59;
let l_60 = u32(3) * local_idx;
let l_61 = l_60 + u32(2);
let l_62 = local_idx + l_mut_11;
let l_63 = u32(3) * l_62;
let l_64 = l_63 + u32(2);
let l_65 = shared_memory_0[l_64];
let l_66 = shared_memory_0[l_61];
let l_67 = l_66 + l_65;
shared_memory_0[l_61] = l_67;
}
workgroupBarrier();
l_mut_11 = l_mut_11 / u32(2);
}
let l_68 = l_2 == u32(0);
let l_69 = l_4 < info.scalars_u32[0];
let l_70 = l_68 && l_69;
if l_70 {
let l_71 = l_4 * u32(3);
let l_72 = u32(3) * local_idx;
let l_73 = shared_memory_0[l_72];
buffer_3_global[l_71] = l_73;
let l_74 = l_4 * u32(3);
let l_75 = l_74 + u32(1);
let l_76 = u32(3) * local_idx;
let l_77 = l_76 + u32(1);
let l_78 = shared_memory_0[l_77];
buffer_3_global[l_75] = l_78;
let l_79 = l_4 * u32(3);
let l_80 = l_79 + u32(2);
let l_81 = u32(3) * local_idx;
let l_82 = l_81 + u32(2);
let l_83 = shared_memory_0[l_82];
buffer_3_global[l_80] = l_83;
}
let l_84 = workgroup_id_no_axis * u32(8);
let l_85 = local_idx / u32(32);
let l_86 = l_84 + l_85;
let l_87 = local_idx % u32(32);
let l_88 = l_87 == u32(0);
let l_89 = l_86 < info.scalars_u32[0];
let l_90 = l_88 && l_89;
if l_90 {
let l_91 = buffer_7_global[l_86];
let l_92 = info.scalars_f32[2] * info.scalars_f32[2];
let l_93 = f32(1.0) - l_92;
let l_94 = l_93 * info.scalars_f32[3];
let l_95 = l_94 * l_91;
let l_96 = sqrt(l_95);
l_mut_7 = f32(0.0);
let l_97 = u32(3) * local_idx;
let l_98 = l_97 + u32(0);
let l_99 = shared_memory_0[l_98];
let l_100 = l_86 * u32(3);
let l_101 = l_100 + u32(0);
let l_102 = buffer_6_global[l_101];
let l_103 = info.scalars_f32[1] * l_99;
let l_104 = l_103 * l_91;
let l_105 = l_102 + l_104;
l_mut_6 = l_105;
let l_106 = buffer_4_global[l_101];
l_mut_5 = l_106;
let l_107 = buffer_5_global[l_101];
l_mut_108 = l_107;
let l_109 = info.scalars_f32[0] * l_mut_6;
let l_110 = l_109 - l_mut_108;
let l_111 = l_mut_5 + l_110;
let l_112 = l_111 - l_mut_5;
let l_113 = l_112 - l_110;
l_mut_108 = l_113;
l_mut_5 = l_111;
let l_114 = info.scalars_f32[0] * l_mut_6;
let l_115 = l_114 - l_mut_108;
let l_116 = l_mut_5 + l_115;
let l_117 = l_116 - l_mut_5;
let l_118 = l_117 - l_115;
l_mut_108 = l_118;
l_mut_5 = l_116;
buffer_4_global[l_101] = l_mut_5;
buffer_5_global[l_101] = l_mut_108;
buffer_6_global[l_101] = l_mut_6;
let l_119 = buffer_8_global[l_101];
let l_120 = l_mut_5 - l_119;
let l_121 = l_120 * l_120;
l_mut_7 = l_mut_7 + l_121;
let l_122 = u32(3) * local_idx;
let l_123 = l_122 + u32(1);
let l_124 = shared_memory_0[l_123];
let l_125 = l_86 * u32(3);
let l_126 = l_125 + u32(1);
let l_127 = buffer_6_global[l_126];
let l_128 = info.scalars_f32[1] * l_124;
let l_129 = l_128 * l_91;
let l_130 = l_127 + l_129;
l_mut_108 = l_130;
let l_131 = buffer_4_global[l_126];
l_mut_6 = l_131;
let l_132 = buffer_5_global[l_126];
l_mut_5 = l_132;
let l_133 = info.scalars_f32[0] * l_mut_108;
let l_134 = l_133 - l_mut_5;
let l_135 = l_mut_6 + l_134;
let l_136 = l_135 - l_mut_6;
let l_137 = l_136 - l_134;
l_mut_5 = l_137;
l_mut_6 = l_135;
let l_138 = info.scalars_f32[0] * l_mut_108;
let l_139 = l_138 - l_mut_5;
let l_140 = l_mut_6 + l_139;
let l_141 = l_140 - l_mut_6;
let l_142 = l_141 - l_139;
l_mut_5 = l_142;
l_mut_6 = l_140;
buffer_4_global[l_126] = l_mut_6;
buffer_5_global[l_126] = l_mut_5;
buffer_6_global[l_126] = l_mut_108;
let l_143 = buffer_8_global[l_126];
let l_144 = l_mut_6 - l_143;
let l_145 = l_144 * l_144;
l_mut_7 = l_mut_7 + l_145;
let l_146 = u32(3) * local_idx;
let l_147 = l_146 + u32(2);
let l_148 = shared_memory_0[l_147];
let l_149 = l_86 * u32(3);
let l_150 = l_149 + u32(2);
let l_151 = buffer_6_global[l_150];
let l_152 = info.scalars_f32[1] * l_148;
let l_153 = l_152 * l_91;
let l_154 = l_151 + l_153;
l_mut_108 = l_154;
let l_155 = buffer_4_global[l_150];
l_mut_6 = l_155;
let l_156 = buffer_5_global[l_150];
l_mut_5 = l_156;
let l_157 = info.scalars_f32[0] * l_mut_108;
let l_158 = l_157 - l_mut_5;
let l_159 = l_mut_6 + l_158;
let l_160 = l_159 - l_mut_6;
let l_161 = l_160 - l_158;
l_mut_5 = l_161;
l_mut_6 = l_159;
let l_162 = info.scalars_f32[0] * l_mut_108;
let l_163 = l_162 - l_mut_5;
let l_164 = l_mut_6 + l_163;
let l_165 = l_164 - l_mut_6;
let l_166 = l_165 - l_163;
l_mut_5 = l_166;
l_mut_6 = l_164;
buffer_4_global[l_150] = l_mut_6;
buffer_5_global[l_150] = l_mut_5;
buffer_6_global[l_150] = l_mut_108;
let l_167 = buffer_8_global[l_150];
let l_168 = l_mut_6 - l_167;
let l_169 = l_168 * l_168;
l_mut_7 = l_mut_7 + l_169;
buffer_9_global[l_86] = l_mut_7;
}
}
