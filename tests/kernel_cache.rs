//! The kernel cache of the vendored cubecl-cuda (`vendor/cubecl-cuda/src/kernel_cache.rs`): a
//! kernel comes back whole, keys follow the build, the kernel and the device, a file cut short is
//! compiled again. How much a second process saves is measured on a GPU machine
//! (`docs/performance.md`).
#![cfg(feature = "cuda")]

use cubecl::cuda::kernel_cache::{key, load, set_dir, store, Entry};

#[test]
fn kernels_round_trip_and_keys_follow_every_input() {
    let dir = std::env::temp_dir().join(format!("mlff-kernel-cache-{}", std::process::id()));
    set_dir(Some(dir.clone()), "build-a");
    let k = key("f-Checked arch 90 pdl true").unwrap();
    assert_ne!(k, key("f-Checked arch 80 pdl true").unwrap());
    assert_ne!(k, key("f-Checked arch 90 pdl false").unwrap());
    assert_ne!(k, key("g-Checked arch 90 pdl true").unwrap());
    set_dir(Some(dir.clone()), "build-b");
    assert_ne!(k, key("f-Checked arch 90 pdl true").unwrap());
    set_dir(Some(dir.clone()), "build-a");
    assert_eq!(k, key("f-Checked arch 90 pdl true").unwrap());
    assert!(load(&k).is_none());
    let ptx = b".version 8.0\n\0".to_vec();
    store(&k, &Entry { entrypoint_name: "f".into(), shared_mem_bytes: 128, waits: true, ptx: ptx.clone() });
    let e = load(&k).unwrap();
    assert_eq!((e.entrypoint_name.as_str(), e.shared_mem_bytes, e.waits, &e.ptx), ("f", 128, true, &ptx));
    // A file cut short is not used.
    let p = dir.join(format!("{k}.ptx"));
    let whole = std::fs::read(&p).unwrap();
    std::fs::write(&p, &whole[..whole.len() - 3]).unwrap();
    assert!(load(&k).is_none());
    set_dir(None, "build-a");
    assert!(key("f-Checked arch 90 pdl true").is_none() && load(&k).is_none());
    std::fs::remove_dir_all(&dir).unwrap();
}
