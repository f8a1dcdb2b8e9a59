//! cubecl kernels of mlff (CUDA and WGSL from one source).
//!
//! One module per PaiNN stage, each kernel with its host-side launcher: a file, or for the larger
//! stages a directory whose `mod.rs` defines the launchable kernels (their module path names the
//! generated code) and whose other files hold the stage's device functions and launchers, one
//! step of the stage a file. Every launcher states its memory layout, validates lengths and
//! returns early on empty input. All kernels are f32; feature size and radial-function count are
//! comptime so loops unroll. No float atomics: scatters are gathers over a receiver-sorted CSR
//! and its reverse-edge index.
//!
//! The helpers of the model's stages take slices (`Slice<T, ReadWrite>`), not arrays, so that a
//! region of an arena ([`launch::Part`]) and a buffer of its own go through the same code. A
//! kernel of those files takes its arrays as `name_a` and first rebinds each as the slice `name`
//! (`&name_a.to_slice().as_mut_unchecked()` where it only reads it: cubecl has no conversion
//! from a read-write slice to a read-only one, so the helpers take read-write slices for both).
pub use cubecl;

/// The identity of these kernels' source (a hash of it, made at build time): compiled kernels
/// kept between processes are keyed by it.
pub const BUILD: &str = env!("MLFF_KERNELS_BUILD");

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
pub mod tuning;

pub use tuning::{Device, Kernels, Limits, Tuning};
