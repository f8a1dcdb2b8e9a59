//! Where compiled GPU kernels are kept between processes, so that only a machine's first process
//! pays for their compilation: `$MLFF_CACHE_DIR` (`off` keeps nothing), else
//! `$XDG_CACHE_HOME/mlff`, else `~/.cache/mlff`. CUDA kernels (PTX, one file each, named by a
//! hash of the kernels' build, the device's architecture and the kernel's id with its
//! compile-time parameters) are under `cuda/` there; see `vendor/cubecl-cuda/src/kernel_cache.rs`.
//! A process that finds its kernels there skips cubecl's code generation and NVRTC. On Vulkan,
//! each wgpu kernel's SPIR-V (naga's translation of its WGSL, named by a hash of the WGSL) is
//! under `wgpu/`; see `vendor/cubecl-wgpu/src/spirv_cache.rs`: a process that finds it there
//! skips the translation, and the driver's own cache has the pipeline. The files may be deleted
//! at any time.
use std::path::{Path, PathBuf};

/// The cache directory, or `None` when `MLFF_CACHE_DIR=off` (or no home directory is known).
pub fn dir() -> Option<PathBuf> {
    match std::env::var_os("MLFF_CACHE_DIR") {
        Some(v) if v == "off" => None,
        Some(v) if !v.is_empty() => Some(PathBuf::from(v)),
        _ => {
            let xdg = std::env::var_os("XDG_CACHE_HOME").filter(|v| !v.is_empty()).map(PathBuf::from);
            let base = xdg.or_else(|| std::env::var_os("HOME").filter(|v| !v.is_empty()).map(|h| PathBuf::from(h).join(".cache")))?;
            Some(base.join("mlff"))
        }
    }
}

/// Files and bytes under `dir` (0 when it does not exist).
pub fn usage(dir: &Path) -> (u64, u64) {
    let mut files = 0;
    let mut bytes = 0;
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            match e.metadata() {
                Ok(m) if m.is_dir() => stack.push(e.path()),
                Ok(m) => {
                    files += 1;
                    bytes += m.len();
                }
                Err(_) => {}
            }
        }
    }
    (files, bytes)
}

/// Point the wgpu runtime's SPIR-V at the cache (called before a wgpu device is opened).
#[cfg(all(feature = "wgpu", not(target_family = "wasm")))]
pub(crate) fn use_for_wgpu() {
    cubecl::wgpu::spirv_cache::set_dir(dir().map(|d| d.join("wgpu")), mlff_kernels::BUILD);
}

/// Point the CUDA runtime at the cache (called before a CUDA device is opened).
#[cfg(feature = "cuda")]
pub(crate) fn use_for_cuda() {
    cubecl::cuda::kernel_cache::set_dir(dir().map(|d| d.join("cuda")), mlff_kernels::BUILD);
}
