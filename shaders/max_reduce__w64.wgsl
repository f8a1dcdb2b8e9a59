@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 4>,
}

@group(0)
@binding(2)
var<storage, read> info: info_st;

var<workgroup> shared_memory_0: array<f32, 64>;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn max_reduce_kernel(
    @builtin(local_invocation_index) local_idx: u32,
) {
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_1: f32;
var l_mut_2: u32;
var l_mut_8: u32;
l_mut_1 = f32(0.0);
l_mut_2 = local_idx;
loop {
let l_3 = l_mut_2 < info.scalars_u32[0];
let l_4 = !l_3;
if l_4 {
break;
}
let l_5 = buffer_0_global[l_mut_2];
let l_6 = l_5 > l_mut_1;
if l_6 {
l_mut_1 = l_5;
}
l_mut_2 = l_mut_2 + u32(64);
}
shared_memory_0[local_idx] = l_mut_1;
workgroupBarrier();
let l_7 = workgroup_size_no_axis / u32(2);
l_mut_8 = l_7;
loop {
let l_9 = l_mut_8 > u32(0);
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = local_idx < l_mut_8;
if l_11 {
let l_12 = local_idx + l_mut_8;
let l_13 = shared_memory_0[l_12];
let l_14 = shared_memory_0[local_idx];
let l_15 = l_13 > l_14;
if l_15 {
shared_memory_0[local_idx] = l_13;
}
}
workgroupBarrier();
l_mut_8 = l_mut_8 / u32(2);
}
let l_16 = local_idx == u32(0);
if l_16 {
let l_17 = shared_memory_0[u32(0)];
buffer_1_global[u32(0)] = l_17;
}
}
