@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

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

var<workgroup> shared_memory_0: array<f32, 768>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn forces_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_11: u32;
var l_mut_20: f32;
var l_mut_24: f32;
var l_mut_5: f32;
var l_mut_6: f32;
var l_mut_7: f32;
let l_1 = local_idx / u32(32);
let l_2 = local_idx % u32(32);
let l_3 = workgroup_id_no_axis * u32(8);
let l_4 = l_3 + l_1;
l_mut_5 = f32(0.0);
l_mut_6 = f32(0.0);
l_mut_7 = f32(0.0);
let l_8 = l_4 < info.scalars_u32[0];
if l_8 {
let l_9 = buffer_0_global[l_4];
let l_10 = l_9 + l_2;
l_mut_11 = l_10;
let l_12 = l_4 + u32(1);
let l_13 = buffer_0_global[l_12];
loop {
let l_14 = l_mut_11 < l_13;
let l_15 = !l_14;
if l_15 {
break;
}
let l_16 = buffer_1_global[l_mut_11];
let l_17 = l_mut_11 * u32(3);
let l_18 = l_17 + u32(0);
let l_19 = buffer_2_global[l_18];
l_mut_20 = l_19;
let l_21 = l_16 * u32(3);
let l_22 = l_21 + u32(0);
let l_23 = buffer_2_global[l_22];
l_mut_24 = l_23;
let l_25 = l_mut_20 - l_mut_24;
l_mut_5 = l_mut_5 + l_25;
let l_26 = l_mut_11 * u32(3);
let l_27 = l_26 + u32(1);
let l_28 = buffer_2_global[l_27];
l_mut_24 = l_28;
let l_29 = l_16 * u32(3);
let l_30 = l_29 + u32(1);
let l_31 = buffer_2_global[l_30];
l_mut_20 = l_31;
let l_32 = l_mut_24 - l_mut_20;
l_mut_6 = l_mut_6 + l_32;
let l_33 = l_mut_11 * u32(3);
let l_34 = l_33 + u32(2);
let l_35 = buffer_2_global[l_34];
l_mut_24 = l_35;
let l_36 = l_16 * u32(3);
let l_37 = l_36 + u32(2);
let l_38 = buffer_2_global[l_37];
l_mut_20 = l_38;
let l_39 = l_mut_24 - l_mut_20;
l_mut_7 = l_mut_7 + l_39;
l_mut_11 = l_mut_11 + u32(32);
}
}
let l_40 = u32(3) * local_idx;
shared_memory_0[l_40] = l_mut_5;
let l_41 = u32(3) * local_idx;
let l_42 = l_41 + u32(1);
shared_memory_0[l_42] = l_mut_6;
let l_43 = u32(3) * local_idx;
let l_44 = l_43 + u32(2);
shared_memory_0[l_44] = l_mut_7;
workgroupBarrier();
let l_45 = workgroup_size_no_axis / u32(8);
let l_46 = l_45 / u32(2);
l_mut_11 = l_46;
loop {
let l_47 = l_mut_11 > u32(0);
let l_48 = !l_47;
if l_48 {
break;
}
let l_49 = l_2 < l_mut_11;
if l_49 {
let l_50 = u32(3) * local_idx;
let l_51 = local_idx + l_mut_11;
let l_52 = u32(3) * l_51;
let l_53 = shared_memory_0[l_52];
let l_54 = shared_memory_0[l_50];
let l_55 = l_54 + l_53;
shared_memory_0[l_50] = l_55;
let l_56 = u32(3) * local_idx;
let l_57 = l_56 + u32(1);
let l_58 = local_idx + l_mut_11;
let l_59 = u32(3) * l_58;
let l_60 = l_59 + u32(1);
let l_61 = shared_memory_0[l_60];
let l_62 = shared_memory_0[l_57];
let l_63 = l_62 + l_61;
shared_memory_0[l_57] = l_63;
let l_64 = u32(3) * local_idx;
let l_65 = l_64 + u32(2);
let l_66 = local_idx + l_mut_11;
let l_67 = u32(3) * l_66;
let l_68 = l_67 + u32(2);
let l_69 = shared_memory_0[l_68];
let l_70 = shared_memory_0[l_65];
let l_71 = l_70 + l_69;
shared_memory_0[l_65] = l_71;
}
workgroupBarrier();
l_mut_11 = l_mut_11 / u32(2);
}
let l_72 = l_2 == u32(0);
let l_73 = l_4 < info.scalars_u32[0];
let l_74 = l_72 && l_73;
if l_74 {
let l_75 = l_4 * u32(3);
let l_76 = u32(3) * local_idx;
let l_77 = shared_memory_0[l_76];
buffer_3_global[l_75] = l_77;
let l_78 = l_4 * u32(3);
let l_79 = l_78 + u32(1);
let l_80 = u32(3) * local_idx;
let l_81 = l_80 + u32(1);
let l_82 = shared_memory_0[l_81];
buffer_3_global[l_79] = l_82;
let l_83 = l_4 * u32(3);
let l_84 = l_83 + u32(2);
let l_85 = u32(3) * local_idx;
let l_86 = l_85 + u32(2);
let l_87 = shared_memory_0[l_86];
buffer_3_global[l_84] = l_87;
}
}
