@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<atomic<u32>>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 16>,
}

@group(0)
@binding(8)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn small_reverse_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let num_workgroups_no_axis = u32(num_workgroups.x) * u32(num_workgroups.y) * u32(num_workgroups.z);
var l_mut_22: u32;
var l_mut_23: u32;
var l_mut_28: u32;
var l_mut_41: u32;
var l_mut_45: u32;
var l_mut_58: bool;
let l_0 = info.static_meta[u32(8)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(9)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(10)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(11)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(12)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(13)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(14)];
let l_13 = l_12 - u32(0);
let l_14 = &buffer_7_global[u32(8)];
let l_15 = atomicLoad(l_14);
let l_16 = l_15 != u32(2);
if l_16 {
return;
}
let l_17 = u32(0) + info.scalars_u32[0];
let l_18 = buffer_2_global[l_17];
let l_19 = num_workgroups_no_axis * u32(256);
let l_20 = workgroup_id_no_axis * u32(256);
let l_21 = l_20 + local_idx;
l_mut_22 = u32(0);
l_mut_23 = l_21;
loop {
let l_24 = l_mut_23 < l_18;
let l_25 = !l_24;
if l_25 {
break;
}
let l_26 = u32(0) + l_mut_23;
let l_27 = buffer_5_global[l_26];
l_mut_28 = l_mut_23;
let l_29 = l_27 != u32(4294967295);
if l_29 {
let l_30 = u32(0) + l_mut_23;
let l_31 = buffer_3_global[l_30];
let l_32 = u32(0) + l_mut_23;
let l_33 = buffer_4_global[l_32];
let l_34 = l_31 * info.scalars_u32[1];
let l_35 = info.scalars_u32[1] - u32(1);
let l_36 = l_27 % info.scalars_u32[1];
let l_37 = l_35 - l_36;
let l_38 = l_34 + l_37;
let l_39 = u32(0) + l_33;
let l_40 = buffer_2_global[l_39];
l_mut_41 = l_40;
let l_42 = l_33 + u32(1);
let l_43 = u32(0) + l_42;
let l_44 = buffer_2_global[l_43];
l_mut_45 = l_44;
loop {
let l_46 = l_mut_41 < l_mut_45;
let l_47 = !l_46;
if l_47 {
break;
}
let l_48 = l_mut_41 + l_mut_45;
let l_49 = l_48 / u32(2);
let l_50 = u32(0) + l_49;
let l_51 = buffer_5_global[l_50];
let l_52 = l_51 < l_38;
if l_52 {
let l_53 = l_49 + u32(1);
l_mut_41 = l_53;
} else {
l_mut_45 = l_49;
}
}
let l_54 = l_33 + u32(1);
let l_55 = u32(0) + l_54;
let l_56 = buffer_2_global[l_55];
let l_57 = l_mut_41 < l_56;
l_mut_58 = l_57;
if l_mut_58 {
let l_59 = u32(0) + l_mut_41;
let l_60 = buffer_5_global[l_59];
let l_61 = l_60 == l_38;
l_mut_58 = l_61;
}
l_mut_28 = l_mut_41;
let l_62 = !l_mut_58;
if l_62 {
l_mut_22 = l_mut_22 + u32(1);
l_mut_28 = l_mut_23;
}
}
let l_63 = u32(0) + l_mut_23;
buffer_6_global[l_63] = l_mut_28;
l_mut_23 = l_mut_23 + l_19;
}
let l_64 = l_mut_22 > u32(0);
if l_64 {
let l_65 = &buffer_7_global[u32(5)];
let l_66 = atomicAdd(l_65, l_mut_22);}
l_mut_45 = l_21;
loop {
let l_67 = u32(3) * info.scalars_u32[0];
let l_68 = l_mut_45 < l_67;
let l_69 = !l_68;
if l_69 {
break;
}
let l_70 = u32(0) + l_mut_45;
let l_71 = buffer_0_global[l_70];
let l_72 = u32(0) + l_mut_45;
buffer_1_global[l_72] = l_71;
l_mut_45 = l_mut_45 + l_19;
}
let l_73 = l_21 == u32(0);
if l_73 {
let l_74 = &buffer_7_global[u32(9)];
atomicStore(l_74,u32(0));
let l_75 = &buffer_7_global[u32(0)];
let l_76 = atomicLoad(l_75);
let l_77 = &buffer_7_global[u32(1)];
let l_78 = atomicMax(l_77, l_76);}
}
