@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn virial_atom_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_3: array<f32, 9>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
a_3[u32(0)] = f32(0.0);
a_3[u32(1)] = f32(0.0);
a_3[u32(2)] = f32(0.0);
a_3[u32(3)] = f32(0.0);
a_3[u32(4)] = f32(0.0);
a_3[u32(5)] = f32(0.0);
a_3[u32(6)] = f32(0.0);
a_3[u32(7)] = f32(0.0);
a_3[u32(8)] = f32(0.0);
let l_4 = buffer_0_global[l_1];
let l_5 = l_1 + u32(1);
let l_6 = buffer_0_global[l_5];

for (var l_mut_7: u32 = l_4; l_mut_7 < l_6; l_mut_7++) {
let l_8 = l_mut_7 * u32(8);
let l_9 = buffer_1_global[l_8];
let l_10 = l_mut_7 * u32(3);
let l_11 = l_10 + u32(0);
let l_12 = buffer_2_global[l_11];
let l_13 = l_12 * l_9;
let l_14 = l_mut_7 * u32(8);
let l_15 = l_14 + u32(1);
let l_16 = l_15 + u32(0);
let l_17 = buffer_1_global[l_16];
let l_18 = l_13 * l_17;
let l_19 = a_3[u32(0)];
let l_20 = l_19 + l_18;
a_3[u32(0)] = l_20;
let l_21 = l_12 * l_9;
let l_22 = l_mut_7 * u32(8);
let l_23 = l_22 + u32(1);
let l_24 = l_23 + u32(1);
let l_25 = buffer_1_global[l_24];
let l_26 = l_21 * l_25;
let l_27 = a_3[u32(1)];
let l_28 = l_27 + l_26;
a_3[u32(1)] = l_28;
let l_29 = l_12 * l_9;
let l_30 = l_mut_7 * u32(8);
let l_31 = l_30 + u32(1);
let l_32 = l_31 + u32(2);
let l_33 = buffer_1_global[l_32];
let l_34 = l_29 * l_33;
let l_35 = a_3[u32(2)];
let l_36 = l_35 + l_34;
a_3[u32(2)] = l_36;
let l_37 = l_mut_7 * u32(3);
let l_38 = l_37 + u32(1);
let l_39 = buffer_2_global[l_38];
let l_40 = l_39 * l_9;
let l_41 = l_mut_7 * u32(8);
let l_42 = l_41 + u32(1);
let l_43 = l_42 + u32(0);
let l_44 = buffer_1_global[l_43];
let l_45 = l_40 * l_44;
let l_46 = a_3[u32(3)];
let l_47 = l_46 + l_45;
a_3[u32(3)] = l_47;
let l_48 = l_39 * l_9;
let l_49 = l_mut_7 * u32(8);
let l_50 = l_49 + u32(1);
let l_51 = l_50 + u32(1);
let l_52 = buffer_1_global[l_51];
let l_53 = l_48 * l_52;
let l_54 = a_3[u32(4)];
let l_55 = l_54 + l_53;
a_3[u32(4)] = l_55;
let l_56 = l_39 * l_9;
let l_57 = l_mut_7 * u32(8);
let l_58 = l_57 + u32(1);
let l_59 = l_58 + u32(2);
let l_60 = buffer_1_global[l_59];
let l_61 = l_56 * l_60;
let l_62 = a_3[u32(5)];
let l_63 = l_62 + l_61;
a_3[u32(5)] = l_63;
let l_64 = l_mut_7 * u32(3);
let l_65 = l_64 + u32(2);
let l_66 = buffer_2_global[l_65];
let l_67 = l_66 * l_9;
let l_68 = l_mut_7 * u32(8);
let l_69 = l_68 + u32(1);
let l_70 = l_69 + u32(0);
let l_71 = buffer_1_global[l_70];
let l_72 = l_67 * l_71;
let l_73 = a_3[u32(6)];
let l_74 = l_73 + l_72;
a_3[u32(6)] = l_74;
let l_75 = l_66 * l_9;
let l_76 = l_mut_7 * u32(8);
let l_77 = l_76 + u32(1);
let l_78 = l_77 + u32(1);
let l_79 = buffer_1_global[l_78];
let l_80 = l_75 * l_79;
let l_81 = a_3[u32(7)];
let l_82 = l_81 + l_80;
a_3[u32(7)] = l_82;
let l_83 = l_66 * l_9;
let l_84 = l_mut_7 * u32(8);
let l_85 = l_84 + u32(1);
let l_86 = l_85 + u32(2);
let l_87 = buffer_1_global[l_86];
let l_88 = l_83 * l_87;
let l_89 = a_3[u32(8)];
let l_90 = l_89 + l_88;
a_3[u32(8)] = l_90;
}
let l_91 = l_1 * u32(9);
let l_92 = l_91 + u32(0);
let l_93 = a_3[u32(0)];
buffer_3_global[l_92] = l_93;
let l_94 = l_1 * u32(9);
let l_95 = l_94 + u32(1);
let l_96 = a_3[u32(1)];
buffer_3_global[l_95] = l_96;
let l_97 = l_1 * u32(9);
let l_98 = l_97 + u32(2);
let l_99 = a_3[u32(2)];
buffer_3_global[l_98] = l_99;
let l_100 = l_1 * u32(9);
let l_101 = l_100 + u32(3);
let l_102 = a_3[u32(3)];
buffer_3_global[l_101] = l_102;
let l_103 = l_1 * u32(9);
let l_104 = l_103 + u32(4);
let l_105 = a_3[u32(4)];
buffer_3_global[l_104] = l_105;
let l_106 = l_1 * u32(9);
let l_107 = l_106 + u32(5);
let l_108 = a_3[u32(5)];
buffer_3_global[l_107] = l_108;
let l_109 = l_1 * u32(9);
let l_110 = l_109 + u32(6);
let l_111 = a_3[u32(6)];
buffer_3_global[l_110] = l_111;
let l_112 = l_1 * u32(9);
let l_113 = l_112 + u32(7);
let l_114 = a_3[u32(7)];
buffer_3_global[l_113] = l_114;
let l_115 = l_1 * u32(9);
let l_116 = l_115 + u32(8);
let l_117 = a_3[u32(8)];
buffer_3_global[l_116] = l_117;
}
