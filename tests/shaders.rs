//! `shaders/` must hold exactly the WGSL the code generates, and its manifest: regenerate them
//! with `mlff export-wgsl` into a scratch directory and compare file by file.
#![cfg(feature = "wgpu")]
mod common;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

fn read_dir(dir: &Path) -> BTreeMap<String, String> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "wgsl" || x == "json"))
        .map(|e| (e.file_name().to_string_lossy().into_owned(), std::fs::read_to_string(e.path()).unwrap()))
        .collect()
}

#[test]
fn committed_shaders_match_the_generated_wgsl() {
    if !common::wgpu_adapter_present() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mlff")).arg("export-wgsl").arg(tmp.path()).output().unwrap();
    assert!(out.status.success(), "export-wgsl failed: {}", String::from_utf8_lossy(&out.stderr));
    let generated = read_dir(tmp.path());
    let committed = read_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("shaders"));
    assert!(generated.len() >= 20, "only {} kernels generated", generated.len());
    let stale = "shaders/ is stale: regenerate it with `cargo run --release -- export-wgsl shaders/`";
    let missing: Vec<_> = generated.keys().filter(|k| !committed.contains_key(*k)).collect();
    let extra: Vec<_> = committed.keys().filter(|k| !generated.contains_key(*k)).collect();
    assert!(missing.is_empty() && extra.is_empty(), "{stale}\nnot committed: {missing:?}\nno longer generated: {extra:?}");
    for (name, src) in &generated {
        assert!(committed[name] == *src, "{stale}\n{name} differs");
    }
}

/// The fused kernels' storage buffers, counted in the committed WGSL (which the test above holds
/// to the generated): at most `block::BLOCK_BINDINGS`, which the widest binds exactly, so the
/// constant that gates the fused path on a device's binding limit is the kernels' own count.
#[test]
fn fused_kernels_bind_what_block_bindings_says() {
    let committed = read_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("shaders"));
    let fused = ["block_start__", "block_forward__", "block_backward__", "message_block_backward__"];
    let mut widest = 0;
    for (name, src) in committed.iter().filter(|(name, _)| fused.iter().any(|k| name.starts_with(k))) {
        let bindings = src.matches("@binding(").count() as u32;
        assert!(bindings <= mlff_kernels::block::BLOCK_BINDINGS, "{name} binds {bindings} buffers, more than BLOCK_BINDINGS");
        widest = widest.max(bindings);
    }
    assert_eq!(widest, mlff_kernels::block::BLOCK_BINDINGS, "BLOCK_BINDINGS is not the widest fused kernel's count");
    // The first block that fills a small list binds its five arrays more.
    let fill: Vec<_> = committed.iter().filter(|(name, _)| name.starts_with("block_forward_fill__")).collect();
    assert!(!fill.is_empty(), "the export has no block_forward that fills a small list");
    for (name, src) in fill {
        let bindings = src.matches("@binding(").count() as u32;
        assert_eq!(bindings, mlff_kernels::block::FILL_BINDINGS, "{name} binds {bindings} buffers, not FILL_BINDINGS");
    }
}

/// The manifest names every committed WGSL file once, with the bindings that file declares.
#[test]
fn the_manifest_describes_every_shader() {
    let committed = read_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("shaders"));
    let manifest: serde_json::Value = serde_json::from_str(&committed["manifest.json"]).unwrap();
    let entries = manifest.as_array().unwrap();
    let wgsl: Vec<&String> = committed.keys().filter(|k| k.ends_with(".wgsl")).collect();
    assert_eq!(entries.len(), wgsl.len(), "the manifest lists {} files, shaders/ has {}", entries.len(), wgsl.len());
    for e in entries {
        let file = e["file"].as_str().unwrap();
        let src = committed.get(file).unwrap_or_else(|| panic!("{file} is in the manifest, not in shaders/"));
        let bindings = e["bindings"].as_array().unwrap();
        assert_eq!(bindings.len(), src.matches("@binding(").count(), "{file}: bindings");
        assert!(file.starts_with(e["kernel"].as_str().unwrap().trim_end_matches("_kernel")), "{file}: kernel name");
    }
}
