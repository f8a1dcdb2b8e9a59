//! Launch geometry shared by every kernel: cube counts that respect the 65 535-per-dimension
//! limit of WebGPU, and a few constants.
use cubecl::prelude::*;

/// Largest cube count along one dimension that every runtime accepts.
pub const MAX_CUBES_PER_DIM: usize = 65_535;

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

/// An array argument of 4-float vectors over a handle of `floats` f32 (a multiple of 4).
pub fn arg4<R: Runtime>(handle: &cubecl::server::Handle, floats: usize) -> ArrayArg<R> {
    debug_assert!(floats.is_multiple_of(4));
    arg(handle, floats / 4)
}
