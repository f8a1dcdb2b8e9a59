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
fn mixing_grad_out_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_17: array<f32, 3>;

var a_18: array<f32, 3>;

var a_19: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_62: f32;
var l_mut_63: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = info.scalars_u32[0] * u32(128);
let l_3 = l_1 >= l_2;
if l_3 {
return;
}
let l_4 = l_1 / u32(128);
let l_5 = l_1 % u32(128);
let l_6 = buffer_0_global[l_1];
let l_7 = l_4 * u32(3);
let l_8 = l_7 * u32(128);
let l_9 = l_8 + u32(128);
let l_10 = l_9 + l_5;
let l_11 = buffer_3_global[l_10];
let l_12 = l_4 * u32(3);
let l_13 = l_12 * u32(128);
let l_14 = l_13 + u32(256);
let l_15 = l_14 + l_5;
let l_16 = buffer_3_global[l_15];
let l_20 = l_4 * u32(3);
let l_21 = l_20 + u32(0);
let l_22 = l_21 * u32(2);
let l_23 = l_22 * u32(128);
let l_24 = l_23 + l_5;
let l_25 = buffer_2_global[l_24];
a_17[u32(0)] = l_25;
let l_26 = l_23 + u32(128);
let l_27 = l_26 + l_5;
let l_28 = buffer_2_global[l_27];
a_18[u32(0)] = l_28;
let l_29 = l_4 * u32(3);
let l_30 = l_29 + u32(0);
let l_31 = l_30 * u32(128);
let l_32 = l_31 + l_5;
let l_33 = buffer_1_global[l_32];
a_19[u32(0)] = l_33;
let l_34 = l_4 * u32(3);
let l_35 = l_34 + u32(1);
let l_36 = l_35 * u32(2);
let l_37 = l_36 * u32(128);
let l_38 = l_37 + l_5;
let l_39 = buffer_2_global[l_38];
a_17[u32(1)] = l_39;
let l_40 = l_37 + u32(128);
let l_41 = l_40 + l_5;
let l_42 = buffer_2_global[l_41];
a_18[u32(1)] = l_42;
let l_43 = l_4 * u32(3);
let l_44 = l_43 + u32(1);
let l_45 = l_44 * u32(128);
let l_46 = l_45 + l_5;
let l_47 = buffer_1_global[l_46];
a_19[u32(1)] = l_47;
let l_48 = l_4 * u32(3);
let l_49 = l_48 + u32(2);
let l_50 = l_49 * u32(2);
let l_51 = l_50 * u32(128);
let l_52 = l_51 + l_5;
let l_53 = buffer_2_global[l_52];
a_17[u32(2)] = l_53;
let l_54 = l_51 + u32(128);
let l_55 = l_54 + l_5;
let l_56 = buffer_2_global[l_55];
a_18[u32(2)] = l_56;
let l_57 = l_4 * u32(3);
let l_58 = l_57 + u32(2);
let l_59 = l_58 * u32(128);
let l_60 = l_59 + l_5;
let l_61 = buffer_1_global[l_60];
a_19[u32(2)] = l_61;
l_mut_62 = f32(0.0);
l_mut_63 = f32(0.0);
let l_64 = l_4 * u32(3);
let l_65 = l_64 + u32(0);
let l_66 = l_65 * u32(2);
let l_67 = l_66 * u32(128);
let l_68 = a_17[u32(0)];
let l_69 = a_18[u32(0)];
let l_70 = l_68 * l_69;
l_mut_62 = l_mut_62 + l_70;
let l_71 = a_19[u32(0)];
let l_72 = a_18[u32(0)];
let l_73 = l_71 * l_72;
l_mut_63 = l_mut_63 + l_73;
let l_74 = l_67 + l_5;
let l_75 = l_6 * l_16;
let l_76 = a_18[u32(0)];
let l_77 = l_75 * l_76;
buffer_5_global[l_74] = l_77;
let l_78 = l_67 + u32(128);
let l_79 = l_78 + l_5;
let l_80 = l_6 * l_16;
let l_81 = a_17[u32(0)];
let l_82 = l_80 * l_81;
let l_83 = a_19[u32(0)];
let l_84 = l_83 * l_11;
let l_85 = l_82 + l_84;
buffer_5_global[l_79] = l_85;
let l_86 = l_4 * u32(3);
let l_87 = l_86 + u32(1);
let l_88 = l_87 * u32(2);
let l_89 = l_88 * u32(128);
let l_90 = a_17[u32(1)];
let l_91 = a_18[u32(1)];
let l_92 = l_90 * l_91;
l_mut_62 = l_mut_62 + l_92;
let l_93 = a_19[u32(1)];
let l_94 = a_18[u32(1)];
let l_95 = l_93 * l_94;
l_mut_63 = l_mut_63 + l_95;
let l_96 = l_89 + l_5;
let l_97 = l_6 * l_16;
let l_98 = a_18[u32(1)];
let l_99 = l_97 * l_98;
buffer_5_global[l_96] = l_99;
let l_100 = l_89 + u32(128);
let l_101 = l_100 + l_5;
let l_102 = l_6 * l_16;
let l_103 = a_17[u32(1)];
let l_104 = l_102 * l_103;
let l_105 = a_19[u32(1)];
let l_106 = l_105 * l_11;
let l_107 = l_104 + l_106;
buffer_5_global[l_101] = l_107;
let l_108 = l_4 * u32(3);
let l_109 = l_108 + u32(2);
let l_110 = l_109 * u32(2);
let l_111 = l_110 * u32(128);
let l_112 = a_17[u32(2)];
let l_113 = a_18[u32(2)];
let l_114 = l_112 * l_113;
l_mut_62 = l_mut_62 + l_114;
let l_115 = a_19[u32(2)];
let l_116 = a_18[u32(2)];
let l_117 = l_115 * l_116;
l_mut_63 = l_mut_63 + l_117;
let l_118 = l_111 + l_5;
let l_119 = l_6 * l_16;
let l_120 = a_18[u32(2)];
let l_121 = l_119 * l_120;
buffer_5_global[l_118] = l_121;
let l_122 = l_111 + u32(128);
let l_123 = l_122 + l_5;
let l_124 = l_6 * l_16;
let l_125 = a_17[u32(2)];
let l_126 = l_124 * l_125;
let l_127 = a_19[u32(2)];
let l_128 = l_127 * l_11;
let l_129 = l_126 + l_128;
buffer_5_global[l_123] = l_129;
let l_130 = l_4 * u32(3);
let l_131 = l_130 * u32(128);
let l_132 = l_131 + l_5;
buffer_4_global[l_132] = l_6;
let l_133 = l_4 * u32(3);
let l_134 = l_133 * u32(128);
let l_135 = l_134 + u32(128);
let l_136 = l_135 + l_5;
buffer_4_global[l_136] = l_mut_63;
let l_137 = l_4 * u32(3);
let l_138 = l_137 * u32(128);
let l_139 = l_138 + u32(256);
let l_140 = l_139 + l_5;
let l_141 = l_6 * l_mut_62;
buffer_4_global[l_140] = l_141;
}
