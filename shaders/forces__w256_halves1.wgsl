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

var<workgroup> shared_memory_8: array<f32, 768>;

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
var l_mut_13: f32;
var l_mut_14: f32;
var l_mut_15: f32;
var l_mut_20: u32;
var l_mut_32: f32;
var l_mut_37: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(5)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(6)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(7)];
let l_7 = l_6 - u32(0);
let l_9 = local_idx / u32(32);
let l_10 = local_idx % u32(32);
let l_11 = workgroup_id_no_axis * u32(8);
let l_12 = l_11 + l_9;
l_mut_13 = f32(0.0);
l_mut_14 = f32(0.0);
l_mut_15 = f32(0.0);
let l_16 = l_12 < info.scalars_u32[0];
if l_16 {
let l_17 = u32(0) + l_12;
let l_18 = buffer_0_global[l_17];
let l_19 = l_18 + l_10;
l_mut_20 = l_19;
let l_21 = l_12 + u32(1);
let l_22 = u32(0) + l_21;
let l_23 = buffer_0_global[l_22];
loop {
let l_24 = l_mut_20 < l_23;
let l_25 = !l_24;
if l_25 {
break;
}
let l_26 = u32(0) + l_mut_20;
let l_27 = buffer_1_global[l_26];
let l_28 = l_mut_20 * u32(3);
let l_29 = l_28 + u32(0);
let l_30 = u32(0) + l_29;
let l_31 = buffer_2_global[l_30];
l_mut_32 = l_31;
let l_33 = l_27 * u32(3);
let l_34 = l_33 + u32(0);
let l_35 = u32(0) + l_34;
let l_36 = buffer_2_global[l_35];
l_mut_37 = l_36;
let l_38 = l_mut_32 - l_mut_37;
l_mut_13 = l_mut_13 + l_38;
let l_39 = l_mut_20 * u32(3);
let l_40 = l_39 + u32(1);
let l_41 = u32(0) + l_40;
let l_42 = buffer_2_global[l_41];
l_mut_37 = l_42;
let l_43 = l_27 * u32(3);
let l_44 = l_43 + u32(1);
let l_45 = u32(0) + l_44;
let l_46 = buffer_2_global[l_45];
l_mut_32 = l_46;
let l_47 = l_mut_37 - l_mut_32;
l_mut_14 = l_mut_14 + l_47;
let l_48 = l_mut_20 * u32(3);
let l_49 = l_48 + u32(2);
let l_50 = u32(0) + l_49;
let l_51 = buffer_2_global[l_50];
l_mut_37 = l_51;
let l_52 = l_27 * u32(3);
let l_53 = l_52 + u32(2);
let l_54 = u32(0) + l_53;
let l_55 = buffer_2_global[l_54];
l_mut_32 = l_55;
let l_56 = l_mut_37 - l_mut_32;
l_mut_15 = l_mut_15 + l_56;
l_mut_20 = l_mut_20 + u32(32);
}
}
let l_57 = u32(3) * local_idx;
shared_memory_8[l_57] = l_mut_13;
let l_58 = u32(3) * local_idx;
let l_59 = l_58 + u32(1);
shared_memory_8[l_59] = l_mut_14;
let l_60 = u32(3) * local_idx;
let l_61 = l_60 + u32(2);
shared_memory_8[l_61] = l_mut_15;
workgroupBarrier();
let l_62 = workgroup_size_no_axis / u32(8);
let l_63 = l_62 / u32(2);
l_mut_20 = l_63;
loop {
let l_64 = l_mut_20 > u32(0);
let l_65 = !l_64;
if l_65 {
break;
}
let l_66 = l_10 < l_mut_20;
if l_66 {
let l_67 = u32(3) * local_idx;
let l_68 = local_idx + l_mut_20;
let l_69 = u32(3) * l_68;
let l_70 = shared_memory_8[l_69];
let l_71 = shared_memory_8[l_67];
let l_72 = l_71 + l_70;
shared_memory_8[l_67] = l_72;
let l_73 = u32(3) * local_idx;
let l_74 = l_73 + u32(1);
let l_75 = local_idx + l_mut_20;
let l_76 = u32(3) * l_75;
let l_77 = l_76 + u32(1);
let l_78 = shared_memory_8[l_77];
let l_79 = shared_memory_8[l_74];
let l_80 = l_79 + l_78;
shared_memory_8[l_74] = l_80;
let l_81 = u32(3) * local_idx;
let l_82 = l_81 + u32(2);
let l_83 = local_idx + l_mut_20;
let l_84 = u32(3) * l_83;
let l_85 = l_84 + u32(2);
let l_86 = shared_memory_8[l_85];
let l_87 = shared_memory_8[l_82];
let l_88 = l_87 + l_86;
shared_memory_8[l_82] = l_88;
}
workgroupBarrier();
l_mut_20 = l_mut_20 / u32(2);
}
let l_89 = l_10 == u32(0);
let l_90 = l_12 < info.scalars_u32[0];
let l_91 = l_89 && l_90;
if l_91 {
let l_92 = l_12 * u32(3);
let l_93 = u32(3) * local_idx;
let l_94 = shared_memory_8[l_93];
let l_95 = u32(0) + l_92;
buffer_3_global[l_95] = l_94;
let l_96 = l_12 * u32(3);
let l_97 = l_96 + u32(1);
let l_98 = u32(3) * local_idx;
let l_99 = l_98 + u32(1);
let l_100 = shared_memory_8[l_99];
let l_101 = u32(0) + l_97;
buffer_3_global[l_101] = l_100;
let l_102 = l_12 * u32(3);
let l_103 = l_102 + u32(2);
let l_104 = u32(3) * local_idx;
let l_105 = l_104 + u32(2);
let l_106 = shared_memory_8[l_105];
let l_107 = u32(0) + l_103;
buffer_3_global[l_107] = l_106;
}
}
