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

var<workgroup> shared_memory_5: array<f32, 1024>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn dense_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_19: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_16: u32;
var l_mut_6: u32;
var l_mut_70: f32;
let l_0 = info.scalars_u32[0] + u32(8);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(8);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(8);
l_mut_6 = local_idx;
loop {
let l_7 = l_mut_6 < u32(1024);
let l_8 = !l_7;
if l_8 {
break;
}
let l_9 = l_mut_6 / u32(128);
let l_10 = l_4 + l_9;
let l_11 = l_10 < info.scalars_u32[0];
if l_11 {
let l_12 = l_10 * u32(128);
let l_13 = l_mut_6 % u32(128);
let l_14 = l_12 + l_13;
let l_15 = buffer_0_global[l_14];
shared_memory_5[l_mut_6] = l_15;
} else {
shared_memory_5[l_mut_6] = f32(0.0);
}
l_mut_6 = l_mut_6 + u32(128);
}
workgroupBarrier();
l_mut_16 = local_idx;
loop {
let l_17 = l_mut_16 < u32(384);
let l_18 = !l_17;
if l_18 {
break;
}
let l_20 = buffer_2_global[l_mut_16];
a_19[u32(0)] = l_20;
a_19[u32(1)] = l_20;
a_19[u32(2)] = l_20;
a_19[u32(3)] = l_20;
a_19[u32(4)] = l_20;
a_19[u32(5)] = l_20;
a_19[u32(6)] = l_20;
a_19[u32(7)] = l_20;

for (var l_mut_21: u32 = u32(0); l_mut_21 < u32(128); l_mut_21++) {
let l_22 = l_mut_21 * u32(384);
let l_23 = l_22 + l_mut_16;
let l_24 = buffer_1_global[l_23];
let l_25 = u32(0) + l_mut_21;
let l_26 = shared_memory_5[l_25];
let l_27 = l_26 * l_24;
let l_28 = a_19[u32(0)];
let l_29 = l_28 + l_27;
a_19[u32(0)] = l_29;
let l_30 = u32(128) + l_mut_21;
let l_31 = shared_memory_5[l_30];
let l_32 = l_31 * l_24;
let l_33 = a_19[u32(1)];
let l_34 = l_33 + l_32;
a_19[u32(1)] = l_34;
let l_35 = u32(256) + l_mut_21;
let l_36 = shared_memory_5[l_35];
let l_37 = l_36 * l_24;
let l_38 = a_19[u32(2)];
let l_39 = l_38 + l_37;
a_19[u32(2)] = l_39;
let l_40 = u32(384) + l_mut_21;
let l_41 = shared_memory_5[l_40];
let l_42 = l_41 * l_24;
let l_43 = a_19[u32(3)];
let l_44 = l_43 + l_42;
a_19[u32(3)] = l_44;
let l_45 = u32(512) + l_mut_21;
let l_46 = shared_memory_5[l_45];
let l_47 = l_46 * l_24;
let l_48 = a_19[u32(4)];
let l_49 = l_48 + l_47;
a_19[u32(4)] = l_49;
let l_50 = u32(640) + l_mut_21;
let l_51 = shared_memory_5[l_50];
let l_52 = l_51 * l_24;
let l_53 = a_19[u32(5)];
let l_54 = l_53 + l_52;
a_19[u32(5)] = l_54;
let l_55 = u32(768) + l_mut_21;
let l_56 = shared_memory_5[l_55];
let l_57 = l_56 * l_24;
let l_58 = a_19[u32(6)];
let l_59 = l_58 + l_57;
a_19[u32(6)] = l_59;
let l_60 = u32(896) + l_mut_21;
let l_61 = shared_memory_5[l_60];
let l_62 = l_61 * l_24;
let l_63 = a_19[u32(7)];
let l_64 = l_63 + l_62;
a_19[u32(7)] = l_64;
}
let l_65 = l_4 + u32(0);
let l_66 = l_65 < info.scalars_u32[0];
if l_66 {
let l_67 = l_65 * u32(384);
let l_68 = l_67 + l_mut_16;
let l_69 = a_19[u32(0)];
l_mut_70 = l_69;
buffer_3_global[l_68] = l_mut_70;
}
let l_71 = l_4 + u32(1);
let l_72 = l_71 < info.scalars_u32[0];
if l_72 {
let l_73 = l_71 * u32(384);
let l_74 = l_73 + l_mut_16;
let l_75 = a_19[u32(1)];
l_mut_70 = l_75;
buffer_3_global[l_74] = l_mut_70;
}
let l_76 = l_4 + u32(2);
let l_77 = l_76 < info.scalars_u32[0];
if l_77 {
let l_78 = l_76 * u32(384);
let l_79 = l_78 + l_mut_16;
let l_80 = a_19[u32(2)];
l_mut_70 = l_80;
buffer_3_global[l_79] = l_mut_70;
}
let l_81 = l_4 + u32(3);
let l_82 = l_81 < info.scalars_u32[0];
if l_82 {
let l_83 = l_81 * u32(384);
let l_84 = l_83 + l_mut_16;
let l_85 = a_19[u32(3)];
l_mut_70 = l_85;
buffer_3_global[l_84] = l_mut_70;
}
let l_86 = l_4 + u32(4);
let l_87 = l_86 < info.scalars_u32[0];
if l_87 {
let l_88 = l_86 * u32(384);
let l_89 = l_88 + l_mut_16;
let l_90 = a_19[u32(4)];
l_mut_70 = l_90;
buffer_3_global[l_89] = l_mut_70;
}
let l_91 = l_4 + u32(5);
let l_92 = l_91 < info.scalars_u32[0];
if l_92 {
let l_93 = l_91 * u32(384);
let l_94 = l_93 + l_mut_16;
let l_95 = a_19[u32(5)];
l_mut_70 = l_95;
buffer_3_global[l_94] = l_mut_70;
}
let l_96 = l_4 + u32(6);
let l_97 = l_96 < info.scalars_u32[0];
if l_97 {
let l_98 = l_96 * u32(384);
let l_99 = l_98 + l_mut_16;
let l_100 = a_19[u32(6)];
l_mut_70 = l_100;
buffer_3_global[l_99] = l_mut_70;
}
let l_101 = l_4 + u32(7);
let l_102 = l_101 < info.scalars_u32[0];
if l_102 {
let l_103 = l_101 * u32(384);
let l_104 = l_103 + l_mut_16;
let l_105 = a_19[u32(7)];
l_mut_70 = l_105;
buffer_3_global[l_104] = l_mut_70;
}
l_mut_16 = l_mut_16 + u32(128);
}
}
