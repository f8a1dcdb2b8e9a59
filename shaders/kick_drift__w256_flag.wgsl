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

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 6>,
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 16>,
}

@group(0)
@binding(8)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn kick_drift_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_4: array<f32, 3>;

var a_5: array<f32, 3>;

var a_6: array<f32, 3>;

var a_7: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_49: f32;
var l_mut_62: f32;
var l_mut_63: f32;
var l_mut_64: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
let l_3 = buffer_4_global[l_1];
let l_8 = l_1 * u32(3);
let l_9 = l_8 + u32(0);
let l_10 = buffer_2_global[l_9];
a_4[u32(0)] = l_10;
let l_11 = l_1 * u32(3);
let l_12 = l_11 + u32(0);
let l_13 = buffer_0_global[l_12];
a_5[u32(0)] = l_13;
let l_14 = l_1 * u32(3);
let l_15 = l_14 + u32(0);
let l_16 = buffer_1_global[l_15];
a_6[u32(0)] = l_16;
let l_17 = l_1 * u32(3);
let l_18 = l_17 + u32(0);
let l_19 = buffer_5_global[l_18];
a_7[u32(0)] = l_19;
let l_20 = l_1 * u32(3);
let l_21 = l_20 + u32(1);
let l_22 = buffer_2_global[l_21];
a_4[u32(1)] = l_22;
let l_23 = l_1 * u32(3);
let l_24 = l_23 + u32(1);
let l_25 = buffer_0_global[l_24];
a_5[u32(1)] = l_25;
let l_26 = l_1 * u32(3);
let l_27 = l_26 + u32(1);
let l_28 = buffer_1_global[l_27];
a_6[u32(1)] = l_28;
let l_29 = l_1 * u32(3);
let l_30 = l_29 + u32(1);
let l_31 = buffer_5_global[l_30];
a_7[u32(1)] = l_31;
let l_32 = l_1 * u32(3);
let l_33 = l_32 + u32(2);
let l_34 = buffer_2_global[l_33];
a_4[u32(2)] = l_34;
let l_35 = l_1 * u32(3);
let l_36 = l_35 + u32(2);
let l_37 = buffer_0_global[l_36];
a_5[u32(2)] = l_37;
let l_38 = l_1 * u32(3);
let l_39 = l_38 + u32(2);
let l_40 = buffer_1_global[l_39];
a_6[u32(2)] = l_40;
let l_41 = l_1 * u32(3);
let l_42 = l_41 + u32(2);
let l_43 = buffer_5_global[l_42];
a_7[u32(2)] = l_43;
let l_44 = info.scalars_f32[2] * info.scalars_f32[2];
let l_45 = f32(1.0) - l_44;
let l_46 = l_45 * info.scalars_f32[3];
let l_47 = l_46 * l_3;
let l_48 = sqrt(l_47);
l_mut_49 = f32(0.0);
let l_50 = l_1 * u32(3);
let l_51 = l_50 + u32(0);
let l_52 = buffer_3_global[l_51];
let l_53 = a_4[u32(0)];
let l_54 = a_5[u32(0)];
let l_55 = a_6[u32(0)];
let l_56 = a_7[u32(0)];
let l_57 = l_1 * u32(3);
let l_58 = l_57 + u32(0);
let l_59 = info.scalars_f32[1] * l_52;
let l_60 = l_59 * l_3;
let l_61 = l_53 + l_60;
l_mut_62 = l_61;
l_mut_63 = l_54;
l_mut_64 = l_55;
let l_65 = info.scalars_f32[0] * l_mut_62;
let l_66 = l_65 - l_mut_64;
let l_67 = l_mut_63 + l_66;
let l_68 = bitcast<u32>(l_67);
let l_69 = l_68 ^ info.scalars_u32[1];
let l_70 = bitcast<f32>(l_69);
let l_71 = l_70 - l_mut_63;
let l_72 = bitcast<u32>(l_71);
let l_73 = l_72 ^ info.scalars_u32[1];
let l_74 = bitcast<f32>(l_73);
let l_75 = l_74 - l_66;
l_mut_64 = l_75;
l_mut_63 = l_70;
let l_76 = info.scalars_f32[0] * l_mut_62;
let l_77 = l_76 - l_mut_64;
let l_78 = l_mut_63 + l_77;
let l_79 = bitcast<u32>(l_78);
let l_80 = l_79 ^ info.scalars_u32[1];
let l_81 = bitcast<f32>(l_80);
let l_82 = l_81 - l_mut_63;
let l_83 = bitcast<u32>(l_82);
let l_84 = l_83 ^ info.scalars_u32[1];
let l_85 = bitcast<f32>(l_84);
let l_86 = l_85 - l_77;
l_mut_64 = l_86;
l_mut_63 = l_81;
buffer_0_global[l_58] = l_mut_63;
buffer_1_global[l_58] = l_mut_64;
buffer_2_global[l_58] = l_mut_62;
let l_87 = l_mut_63 - l_56;
let l_88 = l_87 * l_87;
l_mut_49 = l_mut_49 + l_88;
let l_89 = l_1 * u32(3);
let l_90 = l_89 + u32(1);
let l_91 = buffer_3_global[l_90];
let l_92 = a_4[u32(1)];
let l_93 = a_5[u32(1)];
let l_94 = a_6[u32(1)];
let l_95 = a_7[u32(1)];
let l_96 = l_1 * u32(3);
let l_97 = l_96 + u32(1);
let l_98 = info.scalars_f32[1] * l_91;
let l_99 = l_98 * l_3;
let l_100 = l_92 + l_99;
l_mut_64 = l_100;
l_mut_63 = l_93;
l_mut_62 = l_94;
let l_101 = info.scalars_f32[0] * l_mut_64;
let l_102 = l_101 - l_mut_62;
let l_103 = l_mut_63 + l_102;
let l_104 = bitcast<u32>(l_103);
let l_105 = l_104 ^ info.scalars_u32[1];
let l_106 = bitcast<f32>(l_105);
let l_107 = l_106 - l_mut_63;
let l_108 = bitcast<u32>(l_107);
let l_109 = l_108 ^ info.scalars_u32[1];
let l_110 = bitcast<f32>(l_109);
let l_111 = l_110 - l_102;
l_mut_62 = l_111;
l_mut_63 = l_106;
let l_112 = info.scalars_f32[0] * l_mut_64;
let l_113 = l_112 - l_mut_62;
let l_114 = l_mut_63 + l_113;
let l_115 = bitcast<u32>(l_114);
let l_116 = l_115 ^ info.scalars_u32[1];
let l_117 = bitcast<f32>(l_116);
let l_118 = l_117 - l_mut_63;
let l_119 = bitcast<u32>(l_118);
let l_120 = l_119 ^ info.scalars_u32[1];
let l_121 = bitcast<f32>(l_120);
let l_122 = l_121 - l_113;
l_mut_62 = l_122;
l_mut_63 = l_117;
buffer_0_global[l_97] = l_mut_63;
buffer_1_global[l_97] = l_mut_62;
buffer_2_global[l_97] = l_mut_64;
let l_123 = l_mut_63 - l_95;
let l_124 = l_123 * l_123;
l_mut_49 = l_mut_49 + l_124;
let l_125 = l_1 * u32(3);
let l_126 = l_125 + u32(2);
let l_127 = buffer_3_global[l_126];
let l_128 = a_4[u32(2)];
let l_129 = a_5[u32(2)];
let l_130 = a_6[u32(2)];
let l_131 = a_7[u32(2)];
let l_132 = l_1 * u32(3);
let l_133 = l_132 + u32(2);
let l_134 = info.scalars_f32[1] * l_127;
let l_135 = l_134 * l_3;
let l_136 = l_128 + l_135;
l_mut_64 = l_136;
l_mut_63 = l_129;
l_mut_62 = l_130;
let l_137 = info.scalars_f32[0] * l_mut_64;
let l_138 = l_137 - l_mut_62;
let l_139 = l_mut_63 + l_138;
let l_140 = bitcast<u32>(l_139);
let l_141 = l_140 ^ info.scalars_u32[1];
let l_142 = bitcast<f32>(l_141);
let l_143 = l_142 - l_mut_63;
let l_144 = bitcast<u32>(l_143);
let l_145 = l_144 ^ info.scalars_u32[1];
let l_146 = bitcast<f32>(l_145);
let l_147 = l_146 - l_138;
l_mut_62 = l_147;
l_mut_63 = l_142;
let l_148 = info.scalars_f32[0] * l_mut_64;
let l_149 = l_148 - l_mut_62;
let l_150 = l_mut_63 + l_149;
let l_151 = bitcast<u32>(l_150);
let l_152 = l_151 ^ info.scalars_u32[1];
let l_153 = bitcast<f32>(l_152);
let l_154 = l_153 - l_mut_63;
let l_155 = bitcast<u32>(l_154);
let l_156 = l_155 ^ info.scalars_u32[1];
let l_157 = bitcast<f32>(l_156);
let l_158 = l_157 - l_149;
l_mut_62 = l_158;
l_mut_63 = l_153;
buffer_0_global[l_133] = l_mut_63;
buffer_1_global[l_133] = l_mut_62;
buffer_2_global[l_133] = l_mut_64;
let l_159 = l_mut_63 - l_131;
let l_160 = l_159 * l_159;
l_mut_49 = l_mut_49 + l_160;
buffer_6_global[l_1] = l_mut_49;
let l_161 = l_mut_49 < info.scalars_f32[4];
let l_162 = !l_161;
if l_162 {
let l_163 = &buffer_7_global[u32(9)];
atomicStore(l_163,u32(1));
let l_164 = &buffer_7_global[u32(0)];
atomicStore(l_164,u32(0));
}
}
