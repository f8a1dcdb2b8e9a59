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

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn mixing_grad_ctx_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_31: array<f32, 3>;

var a_32: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
let l_0 = info.static_meta[u32(5)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(6)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(7)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(8)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(9)];
let l_9 = l_8 - u32(0);
let l_10 = workgroup_id_no_axis * workgroup_size_no_axis;
let l_11 = l_10 + local_idx;
let l_12 = info.scalars_u32[0] * u32(128);
let l_13 = l_11 >= l_12;
if l_13 {
return;
}
let l_14 = l_11 / u32(128);
let l_15 = l_11 % u32(128);
let l_16 = u32(0) + l_11;
let l_17 = buffer_3_global[l_16];
let l_18 = l_14 * u32(2);
let l_19 = l_18 * u32(128);
let l_20 = l_19 + l_15;
let l_21 = u32(0) + l_20;
let l_22 = buffer_0_global[l_21];
let l_23 = l_14 * u32(2);
let l_24 = l_23 * u32(128);
let l_25 = l_24 + u32(128);
let l_26 = l_25 + l_15;
let l_27 = u32(0) + l_26;
let l_28 = buffer_0_global[l_27];
let l_29 = u32(0) + l_11;
let l_30 = buffer_2_global[l_29];
let l_33 = l_14 * u32(3);
let l_34 = l_33 + u32(0);
let l_35 = l_34 * u32(2);
let l_36 = l_35 * u32(128);
let l_37 = l_36 + l_15;
let l_38 = u32(0) + l_37;
let l_39 = buffer_4_global[l_38];
a_31[u32(0)] = l_39;
let l_40 = l_36 + l_15;
let l_41 = u32(0) + l_40;
let l_42 = buffer_1_global[l_41];
a_32[u32(0)] = l_42;
let l_43 = l_14 * u32(3);
let l_44 = l_43 + u32(1);
let l_45 = l_44 * u32(2);
let l_46 = l_45 * u32(128);
let l_47 = l_46 + l_15;
let l_48 = u32(0) + l_47;
let l_49 = buffer_4_global[l_48];
a_31[u32(1)] = l_49;
let l_50 = l_46 + l_15;
let l_51 = u32(0) + l_50;
let l_52 = buffer_1_global[l_51];
a_32[u32(1)] = l_52;
let l_53 = l_14 * u32(3);
let l_54 = l_53 + u32(2);
let l_55 = l_54 * u32(2);
let l_56 = l_55 * u32(128);
let l_57 = l_56 + l_15;
let l_58 = u32(0) + l_57;
let l_59 = buffer_4_global[l_58];
a_31[u32(2)] = l_59;
let l_60 = l_56 + l_15;
let l_61 = u32(0) + l_60;
let l_62 = buffer_1_global[l_61];
a_32[u32(2)] = l_62;
let l_63 = l_17 + l_22;
let l_64 = u32(0) + l_11;
buffer_3_global[l_64] = l_63;
let l_65 = l_28 / l_30;
let l_66 = l_14 * u32(3);
let l_67 = l_66 + u32(0);
let l_68 = l_67 * u32(2);
let l_69 = l_68 * u32(128);
let l_70 = l_69 + l_15;
let l_71 = a_31[u32(0)];
let l_72 = a_32[u32(0)];
let l_73 = l_65 * l_72;
let l_74 = l_71 + l_73;
let l_75 = u32(0) + l_70;
buffer_4_global[l_75] = l_74;
let l_76 = l_14 * u32(3);
let l_77 = l_76 + u32(1);
let l_78 = l_77 * u32(2);
let l_79 = l_78 * u32(128);
let l_80 = l_79 + l_15;
let l_81 = a_31[u32(1)];
let l_82 = a_32[u32(1)];
let l_83 = l_65 * l_82;
let l_84 = l_81 + l_83;
let l_85 = u32(0) + l_80;
buffer_4_global[l_85] = l_84;
let l_86 = l_14 * u32(3);
let l_87 = l_86 + u32(2);
let l_88 = l_87 * u32(2);
let l_89 = l_88 * u32(128);
let l_90 = l_89 + l_15;
let l_91 = a_31[u32(2)];
let l_92 = a_32[u32(2)];
let l_93 = l_65 * l_92;
let l_94 = l_91 + l_93;
let l_95 = u32(0) + l_90;
buffer_4_global[l_95] = l_94;
}
