//! Compiled kernels kept between processes. CUDA: the kernel cache of the vendored cubecl-cuda
//! (`vendor/cubecl-cuda/src/kernel_cache.rs`): a kernel comes back whole, keys follow the build,
//! the kernel and the device, a file cut short is compiled again. wgpu (the vendored
//! cubecl-wgpu): on Vulkan each kernel's SPIR-V in mlff's cache (`src/spirv_cache.rs` there), and
//! its pipeline in the driver's own shader cache, which knows a kernel again because every process
//! generates the same WGSL for it. How much a second process saves is measured on a GPU machine
//! (`docs/performance.md`).
mod common;

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

/// The SPIR-V cache of the vendored cubecl-wgpu (`vendor/cubecl-wgpu/src/spirv_cache.rs`): a
/// kernel comes back whole, keys follow the build, the mode and the WGSL, a file cut short is
/// translated again, and the translation is of the entry point asked for.
#[cfg(feature = "wgpu")]
#[test]
fn spirv_round_trips_and_keys_follow_every_input() {
    use cubecl::wgpu::spirv_cache::{key, load, set_dir, store, translate};
    let dir = std::env::temp_dir().join(format!("mlff-spirv-cache-{}", std::process::id()));
    let wgsl = "@group(0) @binding(0) var<storage, read_write> a: array<f32>;\n\
                @compute @workgroup_size(64) fn k(@builtin(global_invocation_id) i: vec3<u32>) { a[i.x] = 2.0 * a[i.x]; }\n";
    set_dir(Some(dir.clone()), "build-a");
    let k = key(wgsl, false).unwrap();
    assert_ne!(k, key(wgsl, true).unwrap());
    assert_ne!(k, key(&wgsl.replace("2.0", "3.0"), false).unwrap());
    set_dir(Some(dir.clone()), "build-b");
    assert_ne!(k, key(wgsl, false).unwrap());
    set_dir(Some(dir.clone()), "build-a");
    assert!(load(&k).is_none());
    let words = translate(wgsl, "k", false).unwrap();
    assert_eq!(words[0], 0x0723_0203, "not SPIR-V");
    assert!(translate(wgsl, "missing", false).is_err() && translate("fn (", "k", false).is_err());
    store(&k, &words);
    assert_eq!(load(&k).unwrap(), words);
    // A file cut short is not used.
    let p = dir.join(format!("{k}.spv"));
    let whole = std::fs::read(&p).unwrap();
    std::fs::write(&p, &whole[..whole.len() - 3]).unwrap();
    assert!(load(&k).is_none());
    set_dir(None, "build-a");
    assert!(key(wgsl, false).is_none() && load(&k).is_none());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// wgpu kernels kept between processes, on lavapipe in CI: `mlff eval --backend wgpu` with fresh
/// caches keeps each kernel's SPIR-V in mlff's cache (where the adapter takes SPIR-V as it is) and
/// its pipelines in the driver's (Mesa's: `MESA_SHADER_CACHE_DIR`). A later process adds nothing
/// to either: its kernels' WGSL is the same as before, and the translation is found. (The first
/// process runs twice, in case Mesa's writer thread had not finished when the first exited.) Its
/// results equal, within f32 round-off, those of a process with mlff's cache off, whose modules
/// wgpu translates itself.
#[cfg(feature = "wgpu")]
#[test]
fn a_later_wgpu_process_finds_its_kernels_in_the_caches() {
    use std::path::Path;
    use std::process::Command;
    if !common::wgpu_adapter_present() {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp = tempfile::tempdir().unwrap();
    let (mesa, mlff_cache) = (tmp.path().join("mesa"), tmp.path().join("mlff"));
    let entries = |dir: &Path| -> std::collections::BTreeSet<String> { walk(dir).into_iter().filter(|p| !p.ends_with("index")).collect() };
    let eval = |cache: &std::ffi::OsStr| -> String {
        let out_path = tmp.path().join("out.xyz");
        let out = Command::new(env!("CARGO_BIN_EXE_mlff"))
            .args(["eval", "--backend", "wgpu", "--model"])
            .arg(root.join("models/painn-gfn2-hcno.safetensors"))
            .arg(root.join("examples/data/ethanol.xyz"))
            .arg("-o")
            .arg(&out_path)
            .env("MLFF_CACHE_DIR", cache)
            .env("MESA_SHADER_CACHE_DIR", &mesa)
            .env_remove("MESA_SHADER_CACHE_DISABLE")
            .env_remove("MESA_DISK_CACHE_SINGLE_FILE")
            .output()
            .unwrap();
        assert!(out.status.success(), "mlff eval --backend wgpu failed: {}", String::from_utf8_lossy(&out.stderr));
        std::fs::read_to_string(out_path).unwrap()
    };
    eval(mlff_cache.as_os_str());
    eval(mlff_cache.as_os_str());
    let (mesa_filled, spirv_filled) = (entries(&mesa), entries(&mlff_cache.join("wgpu")));
    let kept = eval(mlff_cache.as_os_str());
    let (mesa_new, spirv_new) = (entries(&mesa), entries(&mlff_cache.join("wgpu")));
    assert_eq!(spirv_new, spirv_filled, "a third process translated kernels the first had kept");
    assert!(mesa_new.difference(&mesa_filled).next().is_none(), "a third process added to Mesa's cache: its kernels' WGSL differs from the earlier processes'");
    println!("{} SPIR-V modules and {} driver cache entries kept; a third process added none", spirv_new.len(), mesa_new.len());
    if spirv_new.is_empty() {
        println!("(no SPIR-V kept: the adapter takes none as it is, or is not Vulkan)");
    }
    if mesa_new.is_empty() {
        println!("(no driver cache entries: not a Mesa driver)");
    }
    let own = eval(std::ffi::OsStr::new("off"));
    let numbers = |text: &str| text.split_whitespace().filter_map(|t| t.trim_start_matches("energy=").parse::<f64>().ok()).collect::<Vec<_>>();
    let (a, b) = (numbers(&kept), numbers(&own));
    assert_eq!(a.len(), b.len(), "the two outputs differ in shape:\n{kept}\n{own}");
    for (x, y) in a.iter().zip(&b) {
        assert!((x - y).abs() <= 1e-5 * x.abs().max(1.0), "kept SPIR-V gives {x}, wgpu's translation {y}");
    }
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
