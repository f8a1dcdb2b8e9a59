@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 2>,
}

@group(0)
@binding(1)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 1u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1, 1, 1)
fn small_reset_kernel(
    @builtin(local_invocation_index) local_idx: u32,
) {
let l_0 = local_idx == u32(0);
if l_0 {
let l_1 = &buffer_0_global[u32(0)];
atomicStore(l_1,u32(0));
let l_2 = &buffer_0_global[u32(1)];
atomicStore(l_2,u32(0));
let l_3 = &buffer_0_global[u32(2)];
atomicStore(l_3,u32(0));
let l_4 = &buffer_0_global[u32(3)];
atomicStore(l_4,u32(4294967295));
let l_5 = &buffer_0_global[u32(4)];
atomicStore(l_5,u32(4294967295));
let l_6 = &buffer_0_global[u32(5)];
atomicStore(l_6,u32(0));
let l_7 = &buffer_0_global[u32(6)];
atomicStore(l_7,u32(0));
let l_8 = &buffer_0_global[u32(7)];
atomicStore(l_8,u32(0));
let l_9 = &buffer_0_global[u32(10)];
atomicStore(l_9,u32(0));
let l_10 = &buffer_0_global[u32(8)];
atomicStore(l_10,u32(0));
let l_11 = &buffer_0_global[u32(9)];
atomicStore(l_11,u32(1));
}
}
