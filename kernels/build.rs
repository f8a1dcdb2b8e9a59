//! `MLFF_KERNELS_BUILD`: a hash of this crate's sources, the identity under which compiled
//! kernels are kept between processes (`src/backend/kernel_cache.rs` of mlff): a change to any
//! kernel makes a new identity, so no process loads a kernel compiled from other source.
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("kernels/src is readable").flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else {
            out.push(p);
        }
    }
}

fn main() {
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=Cargo.toml");
    let mut all = Vec::new();
    files(Path::new("src"), &mut all);
    all.push(PathBuf::from("Cargo.toml"));
    all.sort();
    let mut h = Sha256::new();
    for p in &all {
        h.update(p.to_string_lossy().as_bytes());
        h.update([0u8]);
        h.update(std::fs::read(p).expect("a source file is readable"));
        h.update([0u8]);
    }
    let hex: String = h.finalize().iter().take(16).map(|b| format!("{b:02x}")).collect();
    println!("cargo:rustc-env=MLFF_KERNELS_BUILD={hex}");
}
