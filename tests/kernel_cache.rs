//! Compiled kernels kept between processes. CUDA: the kernel cache of the vendored cubecl-cuda
//! (`vendor/cubecl-cuda/src/kernel_cache.rs`): a kernel comes back whole, keys follow the build,
//! the kernel and the device, a file cut short is compiled again. wgpu: the driver's own shader
//! cache, which knows a kernel again because every process generates the same WGSL for it (the
//! vendored cubecl-wgpu). How much a second process saves is measured on a GPU machine
//! (`docs/performance.md`).

#[cfg(feature = "cuda")]
#[test]
fn kernels_round_trip_and_keys_follow_every_input() {
    use cubecl::cuda::kernel_cache::{key, load, set_dir, store, Entry};
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

/// On a Mesa driver (lavapipe in CI), `mlff eval --backend wgpu` fills a fresh shader cache
/// directory, and a later process finds every pipeline of the same evaluation there: it adds no
/// entry. (The first process runs twice, in case Mesa's writer thread had not finished all its
/// writes when the first exited.) Kernels whose WGSL changed from one process to the next would
/// be new entries every time.
#[cfg(feature = "wgpu")]
#[test]
fn a_later_wgpu_process_finds_its_pipelines_in_the_drivers_cache() {
    use std::path::Path;
    use std::process::Command;
    if mlff::backend::device::wgpu_adapters().is_empty() {
        assert!(std::env::var("MLFF_REQUIRE_WGPU").as_deref() != Ok("1"), "MLFF_REQUIRE_WGPU=1 but no wgpu adapter");
        println!("skipped: no wgpu adapter");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("mesa");
    let entries = || -> std::collections::BTreeSet<String> {
        walk(&cache).into_iter().filter(|p| !p.ends_with("index")).collect()
    };
    let eval = || {
        let out = Command::new(env!("CARGO_BIN_EXE_mlff"))
            .args(["eval", "--backend", "wgpu", "--model"])
            .arg(root.join("models/painn-gfn2-hcno.safetensors"))
            .arg(root.join("examples/data/ethanol.xyz"))
            .arg("-o")
            .arg(tmp.path().join("out.xyz"))
            .env("MESA_SHADER_CACHE_DIR", &cache)
            .env_remove("MESA_SHADER_CACHE_DISABLE")
            .env_remove("MESA_DISK_CACHE_SINGLE_FILE")
            .output()
            .unwrap();
        assert!(out.status.success(), "mlff eval --backend wgpu failed: {}", String::from_utf8_lossy(&out.stderr));
    };
    eval();
    eval();
    let filled = entries();
    if filled.is_empty() {
        println!("skipped: the wgpu adapter keeps no shader cache in MESA_SHADER_CACHE_DIR (not a Mesa driver)");
        return;
    }
    eval();
    let after = entries();
    let new: Vec<_> = after.difference(&filled).collect();
    assert!(new.is_empty(), "a third process added {} of {} cache entries: its kernels' WGSL differs from the earlier processes'", new.len(), after.len());
    println!("{} entries in the shader cache; a third process added none", after.len());
}

/// Every file under `dir`, as paths relative to it.
#[cfg(feature = "wgpu")]
fn walk(dir: &std::path::Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p.strip_prefix(dir).unwrap().to_string_lossy().into_owned());
            }
        }
    }
    out
}
