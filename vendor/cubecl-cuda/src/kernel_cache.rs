//! mlff's change to cubecl-cuda 0.10.0: compiled kernels kept on disk between processes.
//!
//! Turning a process's kernels into PTX (cubecl's expansion and code generation, then NVRTC)
//! takes seconds, and the same kernels come back in every process. Each compiled PTX is kept in
//! one file of the directory set by [`set_dir`] (none: nothing is kept), named by the SHA-256 of
//! everything that decides it: the build of the kernels (an identity the caller gives, which
//! changes with their source), this crate's version, the device's architecture, whether the
//! grid-dependency wait is injected, and the kernel's id in cubecl's stable form (its type and
//! every compile-time parameter). A build that changes is a new set of files; nothing is ever
//! invalid. A file is written under a temporary name and renamed, so processes starting at once
//! each see a whole file or none, and a file that does not read back whole is compiled again.
use std::path::{Path, PathBuf};
use std::sync::RwLock;

static DIR: RwLock<Option<(PathBuf, String)>> = RwLock::new(None);

/// Keep compiled kernels in `dir` (created when first written), or nowhere; `build` identifies
/// the kernels' build (their source), and is part of every key.
pub fn set_dir(dir: Option<PathBuf>, build: &str) {
    *DIR.write().unwrap_or_else(|e| e.into_inner()) = dir.map(|d| (d, build.to_string()));
}

/// The directory set by [`set_dir`].
pub fn dir() -> Option<PathBuf> {
    DIR.read().unwrap_or_else(|e| e.into_inner()).as_ref().map(|(d, _)| d.clone())
}

/// What a compiled kernel needs to be loaded again.
pub struct Entry {
    /// The `__global__` function's name.
    pub entrypoint_name: String,
    /// Its static shared memory.
    pub shared_mem_bytes: usize,
    /// Whether its source begins with the grid-dependency wait (`pdl.rs`).
    pub waits: bool,
    /// The PTX, NUL-terminated as NVRTC gives it.
    pub ptx: Vec<u8>,
}

const MAGIC: &str = "mlff-ptx 1";

/// The file name of a kernel described by `kernel` (its stable id, architecture and launch
/// mode): the hex SHA-256 of that, the build identity and this crate's version. `None` when no
/// directory is set.
pub fn key(kernel: &str) -> Option<String> {
    use sha2::{Digest, Sha256};
    let guard = DIR.read().unwrap_or_else(|e| e.into_inner());
    let (_, build) = guard.as_ref()?;
    let mut h = Sha256::new();
    for part in [build.as_str(), env!("CARGO_PKG_VERSION"), kernel] {
        h.update(part.as_bytes());
        h.update([0u8]);
    }
    Some(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

fn path(dir: &Path, key: &str) -> PathBuf {
    dir.join(format!("{key}.ptx"))
}

/// The kernel stored under `key`, if the directory holds a whole one.
pub fn load(key: &str) -> Option<Entry> {
    let dir = dir()?;
    let bytes = std::fs::read(path(&dir, key)).ok()?;
    let end = bytes.iter().position(|&b| b == b'\n')?;
    let head = std::str::from_utf8(&bytes[..end]).ok()?;
    let mut fields = head.strip_prefix(MAGIC)?.split_whitespace();
    let entrypoint_name = fields.next()?.to_string();
    let shared_mem_bytes = fields.next()?.parse().ok()?;
    let waits = fields.next()? == "1";
    let len: usize = fields.next()?.parse().ok()?;
    let ptx = bytes[end + 1..].to_vec();
    (ptx.len() == len).then_some(Entry { entrypoint_name, shared_mem_bytes, waits, ptx })
}

/// Keep a compiled kernel under `key`; a failure to write only costs the next process a compile.
pub fn store(key: &str, entry: &Entry) {
    let Some(dir) = dir() else { return };
    let write = || -> std::io::Result<()> {
        std::fs::create_dir_all(&dir)?;
        let tmp = dir.join(format!(".{key}.{}.tmp", std::process::id()));
        let mut bytes = format!("{MAGIC} {} {} {} {}\n", entry.entrypoint_name, entry.shared_mem_bytes, u8::from(entry.waits), entry.ptx.len()).into_bytes();
        bytes.extend_from_slice(&entry.ptx);
        std::fs::write(&tmp, &bytes)?;
        std::fs::rename(&tmp, path(&dir, key)).inspect_err(|_| {
            let _ = std::fs::remove_file(&tmp);
        })
    };
    if let Err(e) = write() {
        log::warn!("could not keep a compiled kernel in {}: {e}", dir.display());
    }
}
