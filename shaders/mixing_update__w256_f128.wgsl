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

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn mixing_update_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_36: array<f32, 3>;

var a_37: array<f32, 3>;

var a_38: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_104: f32;
var l_mut_23: f32;
let l_0 = info.static_meta[u32(6)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(7)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(8)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(9)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(10)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(11)];
let l_11 = l_10 - u32(0);
let l_12 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_13 = l_12 + local_idx;
let l_14 = info.scalars_u32[0] * u32(128);
let l_15 = l_13 >= l_14;
if l_15 {
return;
}
let l_16 = l_13 / u32(128);
let l_17 = l_13 % u32(128);
let l_18 = l_16 * u32(3);
let l_19 = l_18 * u32(128);
let l_20 = l_19 + l_17;
let l_21 = u32(0) + l_20;
let l_22 = buffer_3_global[l_21];
l_mut_23 = f32(0.0);
let l_24 = l_16 * u32(3);
let l_25 = l_24 * u32(128);
let l_26 = l_25 + u32(128);
let l_27 = l_26 + l_17;
let l_28 = u32(0) + l_27;
let l_29 = buffer_3_global[l_28];
l_mut_23 = l_29;
let l_30 = l_16 * u32(3);
let l_31 = l_30 * u32(128);
let l_32 = l_31 + u32(256);
let l_33 = l_32 + l_17;
let l_34 = u32(0) + l_33;
let l_35 = buffer_3_global[l_34];
let l_39 = l_16 * u32(3);
let l_40 = l_39 + u32(0);
let l_41 = l_40 * u32(2);
let l_42 = l_41 * u32(128);
let l_43 = l_42 + l_17;
let l_44 = u32(0) + l_43;
let l_45 = buffer_2_global[l_44];
a_36[u32(0)] = l_45;
let l_46 = l_16 * u32(3);
let l_47 = l_46 + u32(0);
let l_48 = l_47 * u32(2);
let l_49 = l_48 * u32(128);
let l_50 = l_49 + u32(128);
let l_51 = l_50 + l_17;
let l_52 = u32(0) + l_51;
let l_53 = buffer_2_global[l_52];
a_37[u32(0)] = l_53;
let l_54 = l_16 * u32(3);
let l_55 = l_54 + u32(0);
let l_56 = l_55 * u32(128);
let l_57 = l_56 + l_17;
let l_58 = u32(0) + l_57;
let l_59 = buffer_1_global[l_58];
a_38[u32(0)] = l_59;
let l_60 = l_16 * u32(3);
let l_61 = l_60 + u32(1);
let l_62 = l_61 * u32(2);
let l_63 = l_62 * u32(128);
let l_64 = l_63 + l_17;
let l_65 = u32(0) + l_64;
let l_66 = buffer_2_global[l_65];
a_36[u32(1)] = l_66;
let l_67 = l_16 * u32(3);
let l_68 = l_67 + u32(1);
let l_69 = l_68 * u32(2);
let l_70 = l_69 * u32(128);
let l_71 = l_70 + u32(128);
let l_72 = l_71 + l_17;
let l_73 = u32(0) + l_72;
let l_74 = buffer_2_global[l_73];
a_37[u32(1)] = l_74;
let l_75 = l_16 * u32(3);
let l_76 = l_75 + u32(1);
let l_77 = l_76 * u32(128);
let l_78 = l_77 + l_17;
let l_79 = u32(0) + l_78;
let l_80 = buffer_1_global[l_79];
a_38[u32(1)] = l_80;
let l_81 = l_16 * u32(3);
let l_82 = l_81 + u32(2);
let l_83 = l_82 * u32(2);
let l_84 = l_83 * u32(128);
let l_85 = l_84 + l_17;
let l_86 = u32(0) + l_85;
let l_87 = buffer_2_global[l_86];
a_36[u32(2)] = l_87;
let l_88 = l_16 * u32(3);
let l_89 = l_88 + u32(2);
let l_90 = l_89 * u32(2);
let l_91 = l_90 * u32(128);
let l_92 = l_91 + u32(128);
let l_93 = l_92 + l_17;
let l_94 = u32(0) + l_93;
let l_95 = buffer_2_global[l_94];
a_37[u32(2)] = l_95;
let l_96 = l_16 * u32(3);
let l_97 = l_96 + u32(2);
let l_98 = l_97 * u32(128);
let l_99 = l_98 + l_17;
let l_100 = u32(0) + l_99;
let l_101 = buffer_1_global[l_100];
a_38[u32(2)] = l_101;
let l_102 = u32(0) + l_13;
let l_103 = buffer_0_global[l_102];
l_mut_104 = f32(0.0);
let l_105 = a_36[u32(0)];
let l_106 = a_37[u32(0)];
let l_107 = l_105 * l_106;
l_mut_104 = l_mut_104 + l_107;
let l_108 = l_16 * u32(3);
let l_109 = l_108 + u32(0);
let l_110 = l_109 * u32(128);
let l_111 = l_110 + l_17;
let l_112 = a_38[u32(0)];
let l_113 = a_37[u32(0)];
let l_114 = l_mut_23 * l_113;
let l_115 = l_112 + l_114;
let l_116 = u32(0) + l_111;
buffer_5_global[l_116] = l_115;
let l_117 = a_36[u32(1)];
let l_118 = a_37[u32(1)];
let l_119 = l_117 * l_118;
l_mut_104 = l_mut_104 + l_119;
let l_120 = l_16 * u32(3);
let l_121 = l_120 + u32(1);
let l_122 = l_121 * u32(128);
let l_123 = l_122 + l_17;
let l_124 = a_38[u32(1)];
let l_125 = a_37[u32(1)];
let l_126 = l_mut_23 * l_125;
let l_127 = l_124 + l_126;
let l_128 = u32(0) + l_123;
buffer_5_global[l_128] = l_127;
let l_129 = a_36[u32(2)];
let l_130 = a_37[u32(2)];
let l_131 = l_129 * l_130;
l_mut_104 = l_mut_104 + l_131;
let l_132 = l_16 * u32(3);
let l_133 = l_132 + u32(2);
let l_134 = l_133 * u32(128);
let l_135 = l_134 + l_17;
let l_136 = a_38[u32(2)];
let l_137 = a_37[u32(2)];
let l_138 = l_mut_23 * l_137;
let l_139 = l_136 + l_138;
let l_140 = u32(0) + l_135;
buffer_5_global[l_140] = l_139;
let l_141 = l_103 + l_22;
let l_142 = l_35 * l_mut_104;
let l_143 = l_141 + l_142;
let l_144 = u32(0) + l_13;
buffer_4_global[l_144] = l_143;
}
