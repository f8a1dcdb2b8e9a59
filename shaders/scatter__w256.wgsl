@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<i32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<i32>;

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 22>,
}

@group(0)
@binding(11)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn scatter_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
let l_0 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_1 = l_0 + local_idx;
let l_2 = l_1 >= info.scalars_u32[0];
if l_2 {
return;
}
let l_3 = buffer_2_global[l_1];
let l_4 = buffer_6_global[l_3];
let l_5 = buffer_3_global[l_1];
let l_6 = l_4 + l_5;
let l_7 = buffer_1_global[l_1];
let l_8 = l_7 * u32(24);
buffer_7_global[l_6] = l_1;
let l_9 = u32(3) * l_1;
let l_10 = buffer_4_global[l_9];
let l_11 = u32(3) * l_1;
let l_12 = l_11 + u32(1);
let l_13 = buffer_4_global[l_12];
let l_14 = u32(3) * l_1;
let l_15 = l_14 + u32(2);
let l_16 = buffer_4_global[l_15];
let l_17 = f32(l_10);
let l_18 = f32(l_13);
let l_19 = f32(l_16);
let l_20 = u32(3) * l_1;
let l_21 = l_20 + u32(0);
let l_22 = buffer_0_global[l_21];
let l_23 = u32(3) * l_6;
let l_24 = l_23 + u32(0);
buffer_8_global[l_24] = l_22;
let l_25 = u32(3) * l_6;
let l_26 = l_25 + u32(0);
let l_27 = l_8 + u32(9);
let l_28 = l_27 + u32(0);
let l_29 = buffer_5_global[l_28];
let l_30 = l_8 + u32(9);
let l_31 = l_30 + u32(3);
let l_32 = l_31 + u32(0);
let l_33 = buffer_5_global[l_32];
let l_34 = l_8 + u32(9);
let l_35 = l_34 + u32(6);
let l_36 = l_35 + u32(0);
let l_37 = buffer_5_global[l_36];
let l_38 = l_17 * l_29;
let l_39 = l_18 * l_33;
let l_40 = l_38 + l_39;
let l_41 = l_19 * l_37;
let l_42 = l_40 + l_41;
let l_43 = l_22 - l_42;
buffer_10_global[l_26] = l_43;
let l_44 = u32(3) * l_1;
let l_45 = l_44 + u32(1);
let l_46 = buffer_0_global[l_45];
let l_47 = u32(3) * l_6;
let l_48 = l_47 + u32(1);
buffer_8_global[l_48] = l_46;
let l_49 = u32(3) * l_6;
let l_50 = l_49 + u32(1);
let l_51 = l_8 + u32(9);
let l_52 = l_51 + u32(1);
let l_53 = buffer_5_global[l_52];
let l_54 = l_8 + u32(9);
let l_55 = l_54 + u32(3);
let l_56 = l_55 + u32(1);
let l_57 = buffer_5_global[l_56];
let l_58 = l_8 + u32(9);
let l_59 = l_58 + u32(6);
let l_60 = l_59 + u32(1);
let l_61 = buffer_5_global[l_60];
let l_62 = l_17 * l_53;
let l_63 = l_18 * l_57;
let l_64 = l_62 + l_63;
let l_65 = l_19 * l_61;
let l_66 = l_64 + l_65;
let l_67 = l_46 - l_66;
buffer_10_global[l_50] = l_67;
let l_68 = u32(3) * l_1;
let l_69 = l_68 + u32(2);
let l_70 = buffer_0_global[l_69];
let l_71 = u32(3) * l_6;
let l_72 = l_71 + u32(2);
buffer_8_global[l_72] = l_70;
let l_73 = u32(3) * l_6;
let l_74 = l_73 + u32(2);
let l_75 = l_8 + u32(9);
let l_76 = l_75 + u32(2);
let l_77 = buffer_5_global[l_76];
let l_78 = l_8 + u32(9);
let l_79 = l_78 + u32(3);
let l_80 = l_79 + u32(2);
let l_81 = buffer_5_global[l_80];
let l_82 = l_8 + u32(9);
let l_83 = l_82 + u32(6);
let l_84 = l_83 + u32(2);
let l_85 = buffer_5_global[l_84];
let l_86 = l_17 * l_77;
let l_87 = l_18 * l_81;
let l_88 = l_86 + l_87;
let l_89 = l_19 * l_85;
let l_90 = l_88 + l_89;
let l_91 = l_70 - l_90;
buffer_10_global[l_74] = l_91;
let l_92 = u32(3) * l_6;
buffer_9_global[l_92] = l_10;
let l_93 = u32(3) * l_6;
let l_94 = l_93 + u32(1);
buffer_9_global[l_94] = l_13;
let l_95 = u32(3) * l_6;
let l_96 = l_95 + u32(2);
buffer_9_global[l_96] = l_16;
}
