//! Launch geometry shared by every kernel: cube counts that respect the 65 535-per-dimension
//! limit of WebGPU, and a few constants.
use cubecl::prelude::*;

/// Largest cube count along one dimension that every runtime accepts.
pub const MAX_CUBES_PER_DIM: usize = 65_535;

/// Whether the device runs CUDA's 32-lane warps (planes of exactly 32): where the kernels take
/// a warp's ballots, votes and shuffles instead of sums and scans through shared memory. The
/// WGSL path keeps those but for the message backward's sums ([`shuffle_warps`]).
pub fn cuda_warps<R: Runtime>(client: &ComputeClient<R>) -> bool {
    R::name(client) == "cuda" && shuffle_warps(client)
}

/// Whether the device's planes are exactly 32 lanes with shuffles: CUDA's warps (cubecl's CUDA
/// runtime always reports plane operations), and wgpu's subgroups where the adapter offers them
/// at 32 lanes (NVIDIA's Vulkan driver; lavapipe's have 8). Where the message backward sums an
/// edge's terms by shuffles ([`crate::interaction::plane_reduce`]); the ballots and votes
/// elsewhere stay on CUDA ([`cuda_warps`]), as through Vulkan they gained nothing
/// (docs/performance.md).
pub fn shuffle_warps<R: Runtime>(client: &ComputeClient<R>) -> bool {
    let props = client.properties();
    let hw = &props.hardware;
    props.features.plane.contains(cubecl::ir::features::Plane::Ops) && hw.plane_size_min == 32 && hw.plane_size_max == 32
}

/// A cube count of at least `n` cubes, laid out in 2-D when `n` exceeds one dimension's limit.
/// Kernels read their linear index from `CUBE_POS` and must return when it is `>= n`.
pub fn cubes(n: usize) -> CubeCount {
    let n = n.max(1);
    if n <= MAX_CUBES_PER_DIM {
        CubeCount::Static(n as u32, 1, 1)
    } else {
        CubeCount::Static(MAX_CUBES_PER_DIM as u32, n.div_ceil(MAX_CUBES_PER_DIM) as u32, 1)
    }
}

/// Threads per cube of the element-wise kernels.
pub const ELEMENTWISE_THREADS: u32 = 256;

/// Cube count for `n` items handled one per thread with [`ELEMENTWISE_THREADS`] threads per cube.
pub fn elementwise_cubes(n: usize) -> CubeCount {
    cubes(n.div_ceil(ELEMENTWISE_THREADS as usize))
}

/// The first place in `lo..hi` of the ascending `v` whose value is not below `key` (`hi` when
/// none is), by bisection.
#[cube]
pub fn lower_bound(v: &Slice<u32, ReadWrite>, lo: usize, hi: usize, key: u32) -> usize {
    let mut lo = lo;
    let mut hi = hi;
    while lo < hi {
        let mid = (lo + hi) / 2;
        if v[mid] < key {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// Global thread index of an element-wise kernel (cube-major).
#[cube]
pub fn thread_index() -> usize {
    CUBE_POS * CUBE_DIM as usize + UNIT_POS as usize
}

/// A raw f32 array argument over a handle of `len` elements.
pub fn arg<R: Runtime>(handle: &cubecl::server::Handle, len: usize) -> ArrayArg<R> {
    // SAFETY: every launcher passes the length the handle was allocated with (checked by the
    // backend that owns the buffers); kernels guard their indices against these lengths.
    unsafe { ArrayArg::from_raw_parts(handle.clone(), len.max(1)) }
}

/// A region of an f32 arena: one buffer whose regions the fused kernels bind once, each at its
/// offset `at` (f32s), where the other kernels bind the region itself (`handle`, which starts
/// at `at`; the `Deref` lets a part stand where a handle is asked for). Fewer bound arrays a
/// launch is less of cubecl's host time per launch (docs/performance.md).
#[derive(Clone, Debug)]
pub struct Part {
    /// The region as a buffer of its own.
    pub handle: cubecl::server::Handle,
    /// Its offset in the arena, in f32s.
    pub at: usize,
}

impl Part {
    /// The `len` f32s of `arena` from f32 `at` on. The handle ends where the region does: a
    /// read of it copies the region, not the rest of the arena. Offsets count from the arena
    /// handle's own (a handle cubecl gives may already have one; its `size` is the allocation's).
    pub fn of(arena: &cubecl::server::Handle, at: usize, len: usize) -> Self {
        let end = 4 * (at + len) as u64;
        let room = arena.size_in_used();
        assert!(end <= room, "a region past the end of its arena");
        Part { handle: arena.clone().offset_start(4 * at as u64).offset_end(room - end), at }
    }

    /// A buffer of its own where a part is asked for (it has no offset in any arena).
    pub fn outside(handle: cubecl::server::Handle) -> Self {
        Part { handle, at: usize::MAX }
    }

    /// Its offset as a kernel argument.
    pub fn at(&self) -> u32 {
        assert!(self.at != usize::MAX, "a buffer outside the arena bound as a part of it");
        self.at as u32
    }
}

impl std::ops::Deref for Part {
    type Target = cubecl::server::Handle;
    fn deref(&self) -> &Self::Target {
        &self.handle
    }
}

/// An array argument of 4-float vectors over a handle of `floats` f32 (a multiple of 4).
pub fn arg4<R: Runtime>(handle: &cubecl::server::Handle, floats: usize) -> ArrayArg<R> {
    debug_assert!(floats.is_multiple_of(4));
    arg(handle, floats / 4)
}
