@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<vec4<f32>>;

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
var a_11: array<f32, 9>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_26: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(5)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(6)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(7)];
let l_7 = l_6 - u32(0);
let l_8 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_9 = l_8 + local_idx;
let l_10 = l_9 >= info.scalars_u32[0];
if l_10 {
return;
}
a_11[u32(0)] = f32(0.0);
a_11[u32(1)] = f32(0.0);
a_11[u32(2)] = f32(0.0);
a_11[u32(3)] = f32(0.0);
a_11[u32(4)] = f32(0.0);
a_11[u32(5)] = f32(0.0);
a_11[u32(6)] = f32(0.0);
a_11[u32(7)] = f32(0.0);
a_11[u32(8)] = f32(0.0);
let l_12 = u32(0) + l_9;
let l_13 = buffer_0_global[l_12];
let l_14 = l_9 + u32(1);
let l_15 = u32(0) + l_14;
let l_16 = buffer_0_global[l_15];

for (var l_mut_17: u32 = l_13; l_mut_17 < l_16; l_mut_17++) {
let l_18 = l_mut_17 * u32(2);
let l_19 = u32(0) + l_18;
let l_20 = buffer_1_global[l_19];
let l_21 = l_20[u32(0)];
let l_22 = l_mut_17 * u32(3);
let l_23 = l_22 + u32(0);
let l_24 = u32(0) + l_23;
let l_25 = buffer_2_global[l_24];
l_mut_26 = l_25;
let l_27 = l_mut_26 * l_21;
let l_28 = l_20[u32(1)];
let l_29 = l_27 * l_28;
let l_30 = a_11[u32(0)];
let l_31 = l_30 + l_29;
a_11[u32(0)] = l_31;
let l_32 = l_mut_26 * l_21;
let l_33 = l_20[u32(2)];
let l_34 = l_32 * l_33;
let l_35 = a_11[u32(1)];
let l_36 = l_35 + l_34;
a_11[u32(1)] = l_36;
let l_37 = l_mut_26 * l_21;
let l_38 = l_20[u32(3)];
let l_39 = l_37 * l_38;
let l_40 = a_11[u32(2)];
let l_41 = l_40 + l_39;
a_11[u32(2)] = l_41;
let l_42 = l_mut_17 * u32(3);
let l_43 = l_42 + u32(1);
let l_44 = u32(0) + l_43;
let l_45 = buffer_2_global[l_44];
l_mut_26 = l_45;
let l_46 = l_mut_26 * l_21;
let l_47 = l_20[u32(1)];
let l_48 = l_46 * l_47;
let l_49 = a_11[u32(3)];
let l_50 = l_49 + l_48;
a_11[u32(3)] = l_50;
let l_51 = l_mut_26 * l_21;
let l_52 = l_20[u32(2)];
let l_53 = l_51 * l_52;
let l_54 = a_11[u32(4)];
let l_55 = l_54 + l_53;
a_11[u32(4)] = l_55;
let l_56 = l_mut_26 * l_21;
let l_57 = l_20[u32(3)];
let l_58 = l_56 * l_57;
let l_59 = a_11[u32(5)];
let l_60 = l_59 + l_58;
a_11[u32(5)] = l_60;
let l_61 = l_mut_17 * u32(3);
let l_62 = l_61 + u32(2);
let l_63 = u32(0) + l_62;
let l_64 = buffer_2_global[l_63];
l_mut_26 = l_64;
let l_65 = l_mut_26 * l_21;
let l_66 = l_20[u32(1)];
let l_67 = l_65 * l_66;
let l_68 = a_11[u32(6)];
let l_69 = l_68 + l_67;
a_11[u32(6)] = l_69;
let l_70 = l_mut_26 * l_21;
let l_71 = l_20[u32(2)];
let l_72 = l_70 * l_71;
let l_73 = a_11[u32(7)];
let l_74 = l_73 + l_72;
a_11[u32(7)] = l_74;
let l_75 = l_mut_26 * l_21;
let l_76 = l_20[u32(3)];
let l_77 = l_75 * l_76;
let l_78 = a_11[u32(8)];
let l_79 = l_78 + l_77;
a_11[u32(8)] = l_79;
}
let l_80 = l_9 * u32(9);
let l_81 = l_80 + u32(0);
let l_82 = a_11[u32(0)];
let l_83 = u32(0) + l_81;
buffer_3_global[l_83] = l_82;
let l_84 = l_9 * u32(9);
let l_85 = l_84 + u32(1);
let l_86 = a_11[u32(1)];
let l_87 = u32(0) + l_85;
buffer_3_global[l_87] = l_86;
let l_88 = l_9 * u32(9);
let l_89 = l_88 + u32(2);
let l_90 = a_11[u32(2)];
let l_91 = u32(0) + l_89;
buffer_3_global[l_91] = l_90;
let l_92 = l_9 * u32(9);
let l_93 = l_92 + u32(3);
let l_94 = a_11[u32(3)];
let l_95 = u32(0) + l_93;
buffer_3_global[l_95] = l_94;
let l_96 = l_9 * u32(9);
let l_97 = l_96 + u32(4);
let l_98 = a_11[u32(4)];
let l_99 = u32(0) + l_97;
buffer_3_global[l_99] = l_98;
let l_100 = l_9 * u32(9);
let l_101 = l_100 + u32(5);
let l_102 = a_11[u32(5)];
let l_103 = u32(0) + l_101;
buffer_3_global[l_103] = l_102;
let l_104 = l_9 * u32(9);
let l_105 = l_104 + u32(6);
let l_106 = a_11[u32(6)];
let l_107 = u32(0) + l_105;
buffer_3_global[l_107] = l_106;
let l_108 = l_9 * u32(9);
let l_109 = l_108 + u32(7);
let l_110 = a_11[u32(7)];
let l_111 = u32(0) + l_109;
buffer_3_global[l_111] = l_110;
let l_112 = l_9 * u32(9);
let l_113 = l_112 + u32(8);
let l_114 = a_11[u32(8)];
let l_115 = u32(0) + l_113;
buffer_3_global[l_115] = l_114;
}
