//! cubecl kernels of mlff (CUDA and WGSL from one source).
//!
//!
//! One file per PaiNN stage, each kernel beside its host-side launcher; every launcher states
//! its memory layout, validates lengths and returns early on empty input. All kernels are f32;
//! feature size and radial-function count are comptime so loops unroll. No float atomics:
//! scatters are gathers over a receiver-sorted CSR and its reverse-edge index.
pub use cubecl;
pub mod block;
pub mod dense;
pub mod gemm;
pub mod launch;
pub mod geometry;
pub mod interaction;
pub mod md;
pub mod mixing;
pub mod readout;
pub mod neighbor_list;
pub mod scan;
pub mod small_list;
