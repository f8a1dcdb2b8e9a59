//! mlff's change to cubecl-wgpu 0.10.0: on Vulkan, each kernel's WGSL translated to SPIR-V once
//! per machine.
//!
//! wgpu translates a module's WGSL with naga in every process, and for large kernels that is most
//! of a later process's start: the driver's own cache has its pipelines. With a directory set by
//! [`set_dir`] (none: nothing changes), a Vulkan device that takes SPIR-V as it is
//! (`Features::PASSTHROUGH_SHADERS`) gets each module from here instead: translated with naga
//! with the options wgpu gives these modules (no bounds checks, no zero-initialised workgroup
//! memory, loops bounded only in checked mode), validated first, and kept in one file per kernel,
//! named by the SHA-256 of the build identity the caller gives, this crate's version, the
//! execution mode and the WGSL. A file is written under a temporary name and renamed, so
//! processes starting at once each see a whole file or none; one that does not read back whole is
//! translated again.
use std::path::{Path, PathBuf};
use std::sync::RwLock;

static DIR: RwLock<Option<(PathBuf, String)>> = RwLock::new(None);

/// Keep translated kernels in `dir` (created when first written), or nowhere; `build` identifies
/// the build that generates the kernels and translates them, and is part of every key.
pub fn set_dir(dir: Option<PathBuf>, build: &str) {
    *DIR.write().unwrap_or_else(|e| e.into_inner()) = dir.map(|d| (d, build.to_string()));
}

/// The directory set by [`set_dir`].
pub fn dir() -> Option<PathBuf> {
    DIR.read().unwrap_or_else(|e| e.into_inner()).as_ref().map(|(d, _)| d.clone())
}

const MAGIC: &[u8; 12] = b"mlff-spirv 1";

/// The file name of the kernel whose WGSL is `source`, compiled in checked mode or not; `None`
/// when no directory is set.
pub fn key(source: &str, checked: bool) -> Option<String> {
    use sha2::{Digest, Sha256};
    let guard = DIR.read().unwrap_or_else(|e| e.into_inner());
    let (_, build) = guard.as_ref()?;
    let mut h = Sha256::new();
    for part in [build.as_str(), env!("CARGO_PKG_VERSION"), if checked { "checked" } else { "unchecked" }, source] {
        h.update(part.as_bytes());
        h.update([0u8]);
    }
    Some(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

fn path(dir: &Path, key: &str) -> PathBuf {
    dir.join(format!("{key}.spv"))
}

/// The SPIR-V stored under `key`, if the directory holds a whole one.
pub fn load(key: &str) -> Option<Vec<u32>> {
    let bytes = std::fs::read(path(&dir()?, key)).ok()?;
    let body = bytes.strip_prefix(MAGIC.as_slice())?;
    let (len, words) = body.split_first_chunk::<8>()?;
    let len = u64::from_le_bytes(*len) as usize;
    (words.len() == 4 * len).then(|| words.chunks_exact(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect())
}

/// Keep `words` under `key`; a failure to write only costs the next process a translation.
pub fn store(key: &str, words: &[u32]) {
    let Some(dir) = dir() else { return };
    let write = || -> std::io::Result<()> {
        std::fs::create_dir_all(&dir)?;
        let tmp = dir.join(format!(".{key}.{}.tmp", std::process::id()));
        let mut bytes = Vec::with_capacity(MAGIC.len() + 8 + 4 * words.len());
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&(words.len() as u64).to_le_bytes());
        for w in words {
            bytes.extend_from_slice(&w.to_le_bytes());
        }
        std::fs::write(&tmp, &bytes)?;
        std::fs::rename(&tmp, path(&dir, key)).inspect_err(|_| {
            let _ = std::fs::remove_file(&tmp);
        })
    };
    if let Err(e) = write() {
        log::warn!("could not keep a translated kernel in {}: {e}", dir.display());
    }
}

/// The WGSL `source` of the compute entry point `entry_point`, validated and translated to SPIR-V
/// as wgpu would for a Vulkan device with the checks cubecl asks for.
pub fn translate(source: &str, entry_point: &str, checked: bool) -> Result<Vec<u32>, String> {
    use naga::back::spv;
    let module = naga::front::wgsl::parse_str(source).map_err(|e| e.emit_to_string(source))?;
    let info = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
        .subgroup_stages(naga::valid::ShaderStages::all())
        .subgroup_operations(naga::valid::SubgroupOperationSet::all())
        .validate(&module)
        .map_err(|e| e.emit_to_string(source))?;
    let options = spv::Options {
        lang_version: (1, 3),
        flags: spv::WriterFlags::empty(),
        capabilities: None,
        bounds_check_policies: naga::proc::BoundsCheckPolicies::default(),
        zero_initialize_workgroup_memory: spv::ZeroInitializeWorkgroupMemoryMode::None,
        force_loop_bounding: checked,
        ..Default::default()
    };
    let pipeline = spv::PipelineOptions { shader_stage: naga::ShaderStage::Compute, entry_point: entry_point.to_string() };
    spv::write_vec(&module, &info, &options, Some(&pipeline)).map_err(|e| e.to_string())
}
