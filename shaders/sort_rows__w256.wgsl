@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<i32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<u32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<atomic<u32>>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 20>,
}

@group(0)
@binding(10)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn sort_rows_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_19: u32;
var l_mut_20: u32;
var l_mut_21: u32;
var l_mut_22: u32;
var l_mut_48: u32;
var l_mut_49: u32;
var l_mut_50: u32;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = buffer_0_global[info.scalars_u32[0]];
let l_3 = l_1 >= l_2;
let l_4 = l_2 > info.scalars_u32[1];
let l_5 = l_3 || l_4;
if l_5 {
return;
}
let l_6 = buffer_1_global[l_1];
let l_7 = buffer_2_global[l_1];
let l_8 = u32(3) * l_1;
let l_9 = buffer_3_global[l_8];
let l_10 = u32(3) * l_1;
let l_11 = l_10 + u32(1);
let l_12 = buffer_3_global[l_11];
let l_13 = u32(3) * l_1;
let l_14 = l_13 + u32(2);
let l_15 = buffer_3_global[l_14];
let l_16 = buffer_0_global[l_6];
let l_17 = l_6 + u32(1);
let l_18 = buffer_0_global[l_17];
l_mut_19 = u32(0);
l_mut_20 = u32(0);
l_mut_21 = u32(0);
l_mut_22 = l_16;
loop {
let l_23 = l_mut_22 < l_18;
let l_24 = !l_23;
if l_24 {
break;
}
let l_25 = buffer_2_global[l_mut_22];
let l_26 = l_25 < l_7;
if l_26 {
l_mut_19 = l_mut_19 + u32(1);
} else {
let l_27 = l_25 == l_7;
if l_27 {
l_mut_21 = l_mut_21 + u32(1);
let l_28 = u32(3) * l_mut_22;
let l_29 = buffer_3_global[l_28];
let l_30 = u32(3) * l_mut_22;
let l_31 = l_30 + u32(1);
let l_32 = buffer_3_global[l_31];
let l_33 = u32(3) * l_mut_22;
let l_34 = l_33 + u32(2);
let l_35 = buffer_3_global[l_34];
let l_36 = l_29 < l_9;
let l_37 = l_29 == l_9;
let l_38 = l_32 < l_12;
let l_39 = l_32 == l_12;
let l_40 = l_35 < l_15;
let l_41 = l_39 && l_40;
let l_42 = l_38 || l_41;
let l_43 = l_37 && l_42;
let l_44 = l_36 || l_43;
if l_44 {
l_mut_19 = l_mut_19 + u32(1);
l_mut_20 = l_mut_20 + u32(1);
}
}
}
l_mut_22 = l_mut_22 + u32(1);
}
let l_45 = buffer_0_global[l_7];
let l_46 = l_7 + u32(1);
let l_47 = buffer_0_global[l_46];
l_mut_48 = u32(0);
l_mut_49 = u32(0);
l_mut_50 = l_45;
loop {
let l_51 = l_mut_50 < l_47;
let l_52 = !l_51;
if l_52 {
break;
}
let l_53 = buffer_2_global[l_mut_50];
let l_54 = l_53 < l_6;
if l_54 {
l_mut_48 = l_mut_48 + u32(1);
} else {
let l_55 = l_53 == l_6;
if l_55 {
l_mut_49 = l_mut_49 + u32(1);
}
}
l_mut_50 = l_mut_50 + u32(1);
}
let l_56 = l_mut_49 != l_mut_21;
if l_56 {
let l_57 = &buffer_9_global[u32(4)];
let l_58 = atomicAdd(l_57, u32(1));}
let l_59 = l_16 + l_mut_19;
let l_60 = buffer_4_global[l_6];
let l_61 = l_60 * u32(24);
let l_62 = f32(l_9);
let l_63 = f32(l_12);
let l_64 = f32(l_15);
buffer_6_global[l_59] = l_7;
let l_65 = u32(3) * l_59;
let l_66 = l_61 + u32(9);
let l_67 = l_66 + u32(0);
let l_68 = buffer_5_global[l_67];
let l_69 = l_61 + u32(9);
let l_70 = l_69 + u32(3);
let l_71 = l_70 + u32(0);
let l_72 = buffer_5_global[l_71];
let l_73 = l_61 + u32(9);
let l_74 = l_73 + u32(6);
let l_75 = l_74 + u32(0);
let l_76 = buffer_5_global[l_75];
let l_77 = l_62 * l_68;
let l_78 = l_63 * l_72;
let l_79 = l_77 + l_78;
let l_80 = l_64 * l_76;
let l_81 = l_79 + l_80;
buffer_7_global[l_65] = l_81;
let l_82 = u32(3) * l_59;
let l_83 = l_82 + u32(1);
let l_84 = l_61 + u32(9);
let l_85 = l_84 + u32(1);
let l_86 = buffer_5_global[l_85];
let l_87 = l_61 + u32(9);
let l_88 = l_87 + u32(3);
let l_89 = l_88 + u32(1);
let l_90 = buffer_5_global[l_89];
let l_91 = l_61 + u32(9);
let l_92 = l_91 + u32(6);
let l_93 = l_92 + u32(1);
let l_94 = buffer_5_global[l_93];
let l_95 = l_62 * l_86;
let l_96 = l_63 * l_90;
let l_97 = l_95 + l_96;
let l_98 = l_64 * l_94;
let l_99 = l_97 + l_98;
buffer_7_global[l_83] = l_99;
let l_100 = u32(3) * l_59;
let l_101 = l_100 + u32(2);
let l_102 = l_61 + u32(9);
let l_103 = l_102 + u32(2);
let l_104 = buffer_5_global[l_103];
let l_105 = l_61 + u32(9);
let l_106 = l_105 + u32(3);
let l_107 = l_106 + u32(2);
let l_108 = buffer_5_global[l_107];
let l_109 = l_61 + u32(9);
let l_110 = l_109 + u32(6);
let l_111 = l_110 + u32(2);
let l_112 = buffer_5_global[l_111];
let l_113 = l_62 * l_104;
let l_114 = l_63 * l_108;
let l_115 = l_113 + l_114;
let l_116 = l_64 * l_112;
let l_117 = l_115 + l_116;
buffer_7_global[l_101] = l_117;
let l_118 = l_45 + l_mut_48;
let l_119 = l_mut_21 - u32(1);
let l_120 = l_119 - l_mut_20;
let l_121 = l_118 + l_120;
buffer_8_global[l_59] = l_121;
}
