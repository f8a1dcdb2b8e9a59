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

var<workgroup> shared_memory_14: array<u32, 1>;

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
var l_mut_25: u32;
var l_mut_26: u32;
var l_mut_31: u32;
var l_mut_47: u32;
var l_mut_48: u32;
var l_mut_61: bool;
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
let l_15 = local_idx == u32(0);
if l_15 {
let l_16 = &buffer_7_global[u32(8)];
let l_17 = atomicLoad(l_16);
shared_memory_14[u32(0)] = l_17;
}
workgroupBarrier();
let l_18 = shared_memory_14[u32(0)];
let l_19 = l_18 != u32(2);
if l_19 {
return;
}
let l_20 = u32(0) + info.scalars_u32[0];
let l_21 = buffer_2_global[l_20];
let l_22 = num_workgroups_no_axis * u32(256);
let l_23 = workgroup_id_no_axis * u32(256);
let l_24 = l_23 + local_idx;
l_mut_25 = u32(0);
l_mut_26 = l_24;
loop {
let l_27 = l_mut_26 < l_21;
let l_28 = !l_27;
if l_28 {
break;
}
let l_29 = u32(0) + l_mut_26;
let l_30 = buffer_5_global[l_29];
l_mut_31 = l_mut_26;
let l_32 = l_30 != u32(4294967295);
if l_32 {
let l_33 = u32(0) + l_mut_26;
let l_34 = buffer_3_global[l_33];
let l_35 = u32(0) + l_mut_26;
let l_36 = buffer_4_global[l_35];
let l_37 = l_34 * info.scalars_u32[1];
let l_38 = info.scalars_u32[1] - u32(1);
let l_39 = l_30 % info.scalars_u32[1];
let l_40 = l_38 - l_39;
let l_41 = l_37 + l_40;
let l_42 = u32(0) + l_36;
let l_43 = buffer_2_global[l_42];
let l_44 = l_36 + u32(1);
let l_45 = u32(0) + l_44;
let l_46 = buffer_2_global[l_45];
l_mut_47 = l_43;
l_mut_48 = l_46;
loop {
let l_49 = l_mut_47 < l_mut_48;
let l_50 = !l_49;
if l_50 {
break;
}
let l_51 = l_mut_47 + l_mut_48;
let l_52 = l_51 / u32(2);
let l_53 = u32(0) + l_52;
let l_54 = buffer_5_global[l_53];
let l_55 = l_54 < l_41;
if l_55 {
let l_56 = l_52 + u32(1);
l_mut_47 = l_56;
} else {
l_mut_48 = l_52;
}
}
let l_57 = l_36 + u32(1);
let l_58 = u32(0) + l_57;
let l_59 = buffer_2_global[l_58];
let l_60 = l_mut_47 < l_59;
l_mut_61 = l_60;
if l_mut_61 {
let l_62 = u32(0) + l_mut_47;
let l_63 = buffer_5_global[l_62];
let l_64 = l_63 == l_41;
l_mut_61 = l_64;
}
l_mut_31 = l_mut_47;
let l_65 = !l_mut_61;
if l_65 {
l_mut_25 = l_mut_25 + u32(1);
l_mut_31 = l_mut_26;
}
}
let l_66 = u32(0) + l_mut_26;
buffer_6_global[l_66] = l_mut_31;
l_mut_26 = l_mut_26 + l_22;
}
let l_67 = l_mut_25 > u32(0);
if l_67 {
let l_68 = &buffer_7_global[u32(5)];
let l_69 = atomicAdd(l_68, l_mut_25);}
l_mut_48 = l_24;
loop {
let l_70 = u32(3) * info.scalars_u32[0];
let l_71 = l_mut_48 < l_70;
let l_72 = !l_71;
if l_72 {
break;
}
let l_73 = u32(0) + l_mut_48;
let l_74 = buffer_0_global[l_73];
let l_75 = u32(0) + l_mut_48;
buffer_1_global[l_75] = l_74;
l_mut_48 = l_mut_48 + l_22;
}
let l_76 = l_24 == u32(0);
if l_76 {
let l_77 = &buffer_7_global[u32(9)];
atomicStore(l_77,u32(0));
let l_78 = &buffer_7_global[u32(0)];
let l_79 = atomicLoad(l_78);
let l_80 = &buffer_7_global[u32(1)];
let l_81 = atomicMax(l_80, l_79);}
}
