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
var a_20: array<f32, 3>;

var a_21: array<f32, 3>;

var a_22: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_78: f32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = info.scalars_u32[0] * u32(128);
let l_3 = l_1 >= l_2;
if l_3 {
return;
}
let l_4 = l_1 / u32(128);
let l_5 = l_1 % u32(128);
let l_6 = l_4 * u32(3);
let l_7 = l_6 * u32(128);
let l_8 = l_7 + l_5;
let l_9 = buffer_3_global[l_8];
let l_10 = l_4 * u32(3);
let l_11 = l_10 * u32(128);
let l_12 = l_11 + u32(128);
let l_13 = l_12 + l_5;
let l_14 = buffer_3_global[l_13];
let l_15 = l_4 * u32(3);
let l_16 = l_15 * u32(128);
let l_17 = l_16 + u32(256);
let l_18 = l_17 + l_5;
let l_19 = buffer_3_global[l_18];
let l_23 = l_4 * u32(3);
let l_24 = l_23 + u32(0);
let l_25 = l_24 * u32(2);
let l_26 = l_25 * u32(128);
let l_27 = l_26 + l_5;
let l_28 = buffer_2_global[l_27];
a_20[u32(0)] = l_28;
let l_29 = l_4 * u32(3);
let l_30 = l_29 + u32(0);
let l_31 = l_30 * u32(2);
let l_32 = l_31 * u32(128);
let l_33 = l_32 + u32(128);
let l_34 = l_33 + l_5;
let l_35 = buffer_2_global[l_34];
a_21[u32(0)] = l_35;
let l_36 = l_4 * u32(3);
let l_37 = l_36 + u32(0);
let l_38 = l_37 * u32(128);
let l_39 = l_38 + l_5;
let l_40 = buffer_1_global[l_39];
a_22[u32(0)] = l_40;
let l_41 = l_4 * u32(3);
let l_42 = l_41 + u32(1);
let l_43 = l_42 * u32(2);
let l_44 = l_43 * u32(128);
let l_45 = l_44 + l_5;
let l_46 = buffer_2_global[l_45];
a_20[u32(1)] = l_46;
let l_47 = l_4 * u32(3);
let l_48 = l_47 + u32(1);
let l_49 = l_48 * u32(2);
let l_50 = l_49 * u32(128);
let l_51 = l_50 + u32(128);
let l_52 = l_51 + l_5;
let l_53 = buffer_2_global[l_52];
a_21[u32(1)] = l_53;
let l_54 = l_4 * u32(3);
let l_55 = l_54 + u32(1);
let l_56 = l_55 * u32(128);
let l_57 = l_56 + l_5;
let l_58 = buffer_1_global[l_57];
a_22[u32(1)] = l_58;
let l_59 = l_4 * u32(3);
let l_60 = l_59 + u32(2);
let l_61 = l_60 * u32(2);
let l_62 = l_61 * u32(128);
let l_63 = l_62 + l_5;
let l_64 = buffer_2_global[l_63];
a_20[u32(2)] = l_64;
let l_65 = l_4 * u32(3);
let l_66 = l_65 + u32(2);
let l_67 = l_66 * u32(2);
let l_68 = l_67 * u32(128);
let l_69 = l_68 + u32(128);
let l_70 = l_69 + l_5;
let l_71 = buffer_2_global[l_70];
a_21[u32(2)] = l_71;
let l_72 = l_4 * u32(3);
let l_73 = l_72 + u32(2);
let l_74 = l_73 * u32(128);
let l_75 = l_74 + l_5;
let l_76 = buffer_1_global[l_75];
a_22[u32(2)] = l_76;
let l_77 = buffer_0_global[l_1];
l_mut_78 = f32(0.0);
let l_79 = a_20[u32(0)];
let l_80 = a_21[u32(0)];
let l_81 = l_79 * l_80;
l_mut_78 = l_mut_78 + l_81;
let l_82 = l_4 * u32(3);
let l_83 = l_82 + u32(0);
let l_84 = l_83 * u32(128);
let l_85 = l_84 + l_5;
let l_86 = a_22[u32(0)];
let l_87 = a_21[u32(0)];
let l_88 = l_14 * l_87;
let l_89 = l_86 + l_88;
buffer_5_global[l_85] = l_89;
let l_90 = a_20[u32(1)];
let l_91 = a_21[u32(1)];
let l_92 = l_90 * l_91;
l_mut_78 = l_mut_78 + l_92;
let l_93 = l_4 * u32(3);
let l_94 = l_93 + u32(1);
let l_95 = l_94 * u32(128);
let l_96 = l_95 + l_5;
let l_97 = a_22[u32(1)];
let l_98 = a_21[u32(1)];
let l_99 = l_14 * l_98;
let l_100 = l_97 + l_99;
buffer_5_global[l_96] = l_100;
let l_101 = a_20[u32(2)];
let l_102 = a_21[u32(2)];
let l_103 = l_101 * l_102;
l_mut_78 = l_mut_78 + l_103;
let l_104 = l_4 * u32(3);
let l_105 = l_104 + u32(2);
let l_106 = l_105 * u32(128);
let l_107 = l_106 + l_5;
let l_108 = a_22[u32(2)];
let l_109 = a_21[u32(2)];
let l_110 = l_14 * l_109;
let l_111 = l_108 + l_110;
buffer_5_global[l_107] = l_111;
let l_112 = l_77 + l_9;
let l_113 = l_19 * l_mut_78;
let l_114 = l_112 + l_113;
buffer_4_global[l_1] = l_114;
}
