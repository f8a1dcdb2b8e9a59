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
var a_3: array<f32, 9>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_14: f32;
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
let l_8 = l_mut_7 * u32(2);
let l_9 = buffer_1_global[l_8];
let l_10 = l_9[u32(0)];
let l_11 = l_mut_7 * u32(3);
let l_12 = l_11 + u32(0);
let l_13 = buffer_2_global[l_12];
l_mut_14 = l_13;
let l_15 = l_mut_14 * l_10;
let l_16 = l_9[u32(1)];
let l_17 = l_15 * l_16;
let l_18 = a_3[u32(0)];
let l_19 = l_18 + l_17;
a_3[u32(0)] = l_19;
let l_20 = l_mut_14 * l_10;
let l_21 = l_9[u32(2)];
let l_22 = l_20 * l_21;
let l_23 = a_3[u32(1)];
let l_24 = l_23 + l_22;
a_3[u32(1)] = l_24;
let l_25 = l_mut_14 * l_10;
let l_26 = l_9[u32(3)];
let l_27 = l_25 * l_26;
let l_28 = a_3[u32(2)];
let l_29 = l_28 + l_27;
a_3[u32(2)] = l_29;
let l_30 = l_mut_7 * u32(3);
let l_31 = l_30 + u32(1);
let l_32 = buffer_2_global[l_31];
l_mut_14 = l_32;
let l_33 = l_mut_14 * l_10;
let l_34 = l_9[u32(1)];
let l_35 = l_33 * l_34;
let l_36 = a_3[u32(3)];
let l_37 = l_36 + l_35;
a_3[u32(3)] = l_37;
let l_38 = l_mut_14 * l_10;
let l_39 = l_9[u32(2)];
let l_40 = l_38 * l_39;
let l_41 = a_3[u32(4)];
let l_42 = l_41 + l_40;
a_3[u32(4)] = l_42;
let l_43 = l_mut_14 * l_10;
let l_44 = l_9[u32(3)];
let l_45 = l_43 * l_44;
let l_46 = a_3[u32(5)];
let l_47 = l_46 + l_45;
a_3[u32(5)] = l_47;
let l_48 = l_mut_7 * u32(3);
let l_49 = l_48 + u32(2);
let l_50 = buffer_2_global[l_49];
l_mut_14 = l_50;
let l_51 = l_mut_14 * l_10;
let l_52 = l_9[u32(1)];
let l_53 = l_51 * l_52;
let l_54 = a_3[u32(6)];
let l_55 = l_54 + l_53;
a_3[u32(6)] = l_55;
let l_56 = l_mut_14 * l_10;
let l_57 = l_9[u32(2)];
let l_58 = l_56 * l_57;
let l_59 = a_3[u32(7)];
let l_60 = l_59 + l_58;
a_3[u32(7)] = l_60;
let l_61 = l_mut_14 * l_10;
let l_62 = l_9[u32(3)];
let l_63 = l_61 * l_62;
let l_64 = a_3[u32(8)];
let l_65 = l_64 + l_63;
a_3[u32(8)] = l_65;
}
let l_66 = l_1 * u32(9);
let l_67 = l_66 + u32(0);
let l_68 = a_3[u32(0)];
buffer_3_global[l_67] = l_68;
let l_69 = l_1 * u32(9);
let l_70 = l_69 + u32(1);
let l_71 = a_3[u32(1)];
buffer_3_global[l_70] = l_71;
let l_72 = l_1 * u32(9);
let l_73 = l_72 + u32(2);
let l_74 = a_3[u32(2)];
buffer_3_global[l_73] = l_74;
let l_75 = l_1 * u32(9);
let l_76 = l_75 + u32(3);
let l_77 = a_3[u32(3)];
buffer_3_global[l_76] = l_77;
let l_78 = l_1 * u32(9);
let l_79 = l_78 + u32(4);
let l_80 = a_3[u32(4)];
buffer_3_global[l_79] = l_80;
let l_81 = l_1 * u32(9);
let l_82 = l_81 + u32(5);
let l_83 = a_3[u32(5)];
buffer_3_global[l_82] = l_83;
let l_84 = l_1 * u32(9);
let l_85 = l_84 + u32(6);
let l_86 = a_3[u32(6)];
buffer_3_global[l_85] = l_86;
let l_87 = l_1 * u32(9);
let l_88 = l_87 + u32(7);
let l_89 = a_3[u32(7)];
buffer_3_global[l_88] = l_89;
let l_90 = l_1 * u32(9);
let l_91 = l_90 + u32(8);
let l_92 = a_3[u32(8)];
buffer_3_global[l_91] = l_92;
}
