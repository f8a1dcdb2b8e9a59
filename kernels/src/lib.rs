//! cubecl kernels of mlff (CUDA and WGSL from one source).
//!
//! The GPU stages land here with the GPU backend (issue 3); for now the crate only pins the
//! cubecl version that every build of mlff compiles against.
pub use cubecl;
