//! `mlff export-wgsl DIR`: the WGSL that cubecl generates for every kernel mlff launches, one file
//! per kernel variant, so that reviewers and other WebGPU users can read exactly what runs.
//!
//! cubecl compiles a kernel the first time it is launched. Export turns on cubecl's full
//! compilation log (to a temporary file) before any device is opened, runs every stage on a wgpu
//! adapter (reference model shapes: F=128, 3 interactions, 20 Gaussian and 20 Bessel radial
//! functions, molecules and a periodic cell, energy, forces and stress, MD), then splits the log
//! into one file a variant, `DIR/<kernel>__<parameters>.wgsl` (its first line `HEADER`): the
//! kernel's name, its workgroup size (`w256`) and its compile-time parameters (`f128`, `tile1`,
//! and each flag that is on, such as `grad`), and `DIR/manifest.json`, which lists for every file
//! the kernel, its module, its workgroup size, all its compile-time parameters and its bindings
//! (index, the kernel's argument name, WGSL type and access). The set of files is a function of
//! the code alone: a test regenerates it and compares it with the committed `shaders/`.
use std::collections::BTreeMap;
use std::path::Path;

use cubecl::config::{CubeClRuntimeConfig, RuntimeConfig};

use mlff_kernels::{Kernels, Tuning};

use crate::backend::cube::WgpuBackend;
use crate::backend::{Backend, Request};
use crate::error::{Error, Result};
use crate::backend::dynamics::MdBackend;
use crate::backend::integrator::{Settings, Thermostat};
use crate::model::random::{random_model, ModelSpec};
use crate::structures;
use crate::system::Batch;

/// Must run before any cubecl device is opened in this process.
fn log_compilation_to(path: &Path) -> Result<()> {
    let mut config = CubeClRuntimeConfig::default();
    config.compilation.logger.level = cubecl::config::compilation::CompilationLogLevel::Full;
    config.compilation.logger.file = Some(path.to_path_buf());
    config.compilation.logger.append = true; // every device opens the file; keep all of them
    // `set` panics when a configuration is already in force; report that as an error instead.
    std::panic::catch_unwind(|| CubeClRuntimeConfig::set(config))
        .map_err(|_| Error::Invalid("export-wgsl must run before any GPU device is opened".into()))
}

/// FNV-1a, 64 bits: a hash that is stable across builds and platforms.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3))
}

/// One kernel variant as cubecl's log describes it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Variant {
    /// The kernel function (`block_forward_kernel`).
    pub kernel: String,
    /// Its module (`mlff_kernels::block`).
    pub module: String,
    /// Threads of a workgroup (x, y, z).
    pub workgroup: [u32; 3],
    /// Compile-time parameters, in the kernel's order: `(name, value)`.
    pub parameters: Vec<(String, String)>,
    /// Storage bindings: (index, the kernel's argument, WGSL declaration).
    pub bindings: Vec<(u32, String, String)>,
}

impl Variant {
    /// The file stem: the kernel without `_kernel`, the workgroup size, then each numeric
    /// parameter as name and value and each flag that is on (`block_forward__w512_f128_..._grad`).
    fn stem(&self) -> String {
        let mut parts = vec![format!("w{}", self.workgroup[0])];
        for (name, value) in &self.parameters {
            match value.as_str() {
                "true" => parts.push(name.clone()),
                "false" => {}
                v if name == "threads" && v == self.workgroup[0].to_string() => {}
                v => parts.push(format!("{name}{v}")),
            }
        }
        format!("{}__{}", self.kernel.trim_end_matches("_kernel"), parts.join("_"))
    }
}

/// A kernel's id: `(kernel path, workgroup, compile-time parameters, array arguments in order)`.
type KernelId = (String, [u32; 3], Vec<(String, String)>, Vec<String>);

/// The kernel id block of a log entry.
fn parse_id(id: &str) -> KernelId {
    let path = id.lines().find_map(|l| l.trim().strip_prefix("type: ")).unwrap_or("").split('<').next().unwrap_or("").to_string();
    let field = |name: &str| -> u32 {
        let dim = id.split("cube_dim: CubeDim {").nth(1).unwrap_or("");
        dim.lines().find_map(|l| l.trim().strip_prefix(name).and_then(|v| v.trim_end_matches(',').parse().ok())).unwrap_or(1)
    };
    let workgroup = [field("x: "), field("y: "), field("z: ")];
    let (mut params, mut arrays) = (Vec::new(), Vec::new());
    if let Some(info) = id.split("Info {").nth(1) {
        // Top-level fields of the info struct are indented by eight spaces.
        for line in info.lines().filter(|l| l.starts_with("        ") && !l.starts_with("         ")) {
            let Some((name, value)) = line.trim().split_once(": ") else { continue };
            let value = value.trim_end_matches(',');
            if value.starts_with("ArrayCompilationArg") {
                arrays.push(name.to_string());
            } else if value != "()" {
                params.push((name.to_string(), value.to_string()));
            }
        }
    }
    (path, workgroup, params, arrays)
}

/// The storage bindings a WGSL source declares: `(index, declaration)`.
fn bindings(src: &str) -> Vec<(u32, String)> {
    let lines: Vec<&str> = src.lines().collect();
    let mut out = Vec::new();
    for (k, l) in lines.iter().enumerate() {
        if let Some(n) = l.trim().strip_prefix("@binding(").and_then(|r| r.strip_suffix(')')).and_then(|n| n.parse().ok()) {
            if let Some(decl) = lines.get(k + 1) {
                out.push((n, decl.trim().trim_end_matches(';').to_string()));
            }
        }
    }
    out
}

/// Split cubecl's compilation log into (file name, WGSL source) and the variants, by file name.
pub fn parse_log(log: &str) -> (BTreeMap<String, String>, BTreeMap<String, Variant>) {
    let (mut files, mut variants) = (BTreeMap::new(), BTreeMap::new());
    for block in log.split("[START_KERNEL_COMPILATION]").skip(1) {
        let block = block.split("[END_KERNEL_COMPILATION]").next().unwrap_or("");
        let id = block.split("\nsource:").next().unwrap_or("");
        let Some(src) = block.split("source:\n```").nth(1) else { continue };
        let src = src.split_once('\n').map(|(_, s)| s).unwrap_or("");
        let src = src.rsplit_once("```").map(|(s, _)| s).unwrap_or(src);
        let (path, workgroup, parameters, arrays) = parse_id(id);
        // `mlff_kernels::block::block_forward_kernel::BlockForwardKernel`
        let mut segments: Vec<&str> = path.split("::").collect();
        segments.pop();
        let kernel = segments.pop().unwrap_or("kernel").to_string();
        let module = segments.join("::");
        let bindings = bindings(src)
            .into_iter()
            .enumerate()
            .map(|(k, (n, decl))| (n, arrays.get(k).map_or_else(|| "scalars".to_string(), |a| a.trim_end_matches("_a").to_string()), decl))
            .collect();
        let variant = Variant { kernel, module, workgroup, parameters, bindings };
        let mut stem = variant.stem();
        // Ids that differ only where the name does not look (an array's in-place option, say).
        if variants.get(&format!("{stem}.wgsl")).is_some_and(|v| *v != variant) {
            stem = format!("{stem}_{:08x}", fnv1a(id) & 0xffff_ffff);
        }
        let name = format!("{stem}.wgsl");
        files.insert(name.clone(), format!("{}\n", src.trim_end()));
        variants.insert(name, variant);
    }
    (files, variants)
}

/// The manifest of an export: every file with its kernel, module, workgroup, compile-time
/// parameters and bindings.
pub fn manifest(variants: &BTreeMap<String, Variant>) -> String {
    let entries: Vec<serde_json::Value> = variants
        .iter()
        .map(|(file, v)| {
            serde_json::json!({
                "file": file,
                "kernel": v.kernel,
                "module": v.module,
                "workgroup": v.workgroup,
                "parameters": v.parameters.iter().map(|(n, x)| serde_json::json!({"name": n, "value": x})).collect::<Vec<_>>(),
                "bindings": v.bindings.iter().map(|(i, a, d)| serde_json::json!({"binding": i, "argument": a, "declaration": d})).collect::<Vec<_>>(),
            })
        })
        .collect();
    serde_json::to_string_pretty(&entries).expect("plain JSON") + "\n"
}

/// The first line of every exported file.
pub const HEADER: &str = "// Generated by `mlff export-wgsl shaders/` from the kernels in kernels/src; do not edit.";

/// The name of the manifest in an export's directory.
pub const MANIFEST: &str = "manifest.json";

/// Compile every kernel on a wgpu adapter and write the WGSL files to `dir` (created; stale
/// `.wgsl` files in it are removed). Returns the number of files.
pub fn export_wgsl(dir: &Path) -> Result<usize> {
    let log = std::env::temp_dir().join(format!("mlff-wgsl-{}.log", std::process::id()));
    let _ = std::fs::remove_file(&log);
    log_compilation_to(&log)?;
    let molecules = vec![structures::water(), structures::ethanol(), structures::benzene()];
    let periodic = vec![structures::water_box(2), structures::silicon_triclinic()];
    for bessel in [false, true] {
        let model = random_model(ModelSpec { features: 128, layers: 3, n_rbf: 20, cutoff: 5.0, bessel, ..Default::default() }, 1);
        let mut b = WgpuBackend::wgpu(&model, None, true)?;
        // Both sets of model kernels: one kernel per stage, and the fused ones.
        for kernels in [Kernels::Staged, Kernels::Fused] {
            b.set_tuning(Tuning { kernels, ..Tuning::default() });
            for systems in [&molecules, &periodic] {
                b.compute(&Batch::new(systems.clone())?, Request::default())?;
            }
        }
        // The one-stage path's register-tiled dense layers, which only large systems take by
        // default, in both block heights (`mlff_kernels::gemm`).
        for tall in [false, true] {
            b.set_tuning(Tuning { kernels: Kernels::Staged, gemm: Some(true), gemm_tall: Some(tall), ..Tuning::default() });
            b.compute(&Batch::new(periodic.clone())?, Request::default())?;
        }
        b.set_tuning(Tuning::default());
        // One system alone: the small neighbour list, on one cube (benzene, 24 atoms: 15 552
        // pair images) and in three launches (81 atoms: 177 147).
        for system in [structures::benzene(), structures::water_box(2), structures::water_box(3)] {
            b.compute(&Batch::new(vec![system])?, Request::default())?;
        }
        // The MD kernels: each thermostat's variant, with the displacement check, in two steps
        // (the first does the second's first half in its forces launch); one system alone: the
        // small list deciding its rebuilds, on one cube and in three launches; water boxes, whose
        // long rows are compacted (with a time step short enough that the random model's forces
        // keep their atoms in the box).
        let single = Batch::new(vec![structures::benzene()])?;
        let water = Batch::new(vec![structures::water_box(2)])?;
        let water_81 = Batch::new(vec![structures::water_box(3)])?;
        for (batch, thermostat, dt) in [
            (Batch::new(molecules.clone())?, Thermostat::Nve, 0.5),
            (Batch::new(molecules.clone())?, Thermostat::Langevin { friction: 0.01 }, 0.5),
            (Batch::new(molecules.clone())?, Thermostat::Csvr { tau: 100.0 }, 0.5),
            (single, Thermostat::Nve, 0.5),
            (water, Thermostat::Nve, 1e-6),
            (water_81, Thermostat::Nve, 1e-6),
        ] {
            let v = vec![[0.0; 3]; batch.n_atoms()];
            let settings = Settings { dt, thermostat, temperature: 300.0, seed: 1, skin: 0.5 };
            let mut d = b.dynamics(batch.clone(), v, settings)?;
            d.advance(2)?;
            d.snapshot()?; // waits for the launches, so that their compilation is logged
        }
        // The small list in three launches on a system whose first block has room for its fill
        // (the 81-molecule box's has not on every device): the 24-atom box, its list forced,
        // packed and padded.
        let water = Batch::new(vec![structures::water_box(2)])?;
        let settings = Settings { dt: 1e-6, thermostat: Thermostat::Nve, temperature: 300.0, seed: 1, skin: 0.5 };
        for pad in [false, true] {
            b.set_tuning(Tuning { small_split: Some(true), padded_rows: Some(pad), ..Tuning::default() });
            let mut d = b.dynamics(water.clone(), vec![[0.0; 3]; water.n_atoms()], settings)?;
            d.advance(2)?;
            d.snapshot()?;
        }
        b.set_tuning(Tuning::default());
    }
    // The logger writes asynchronously: wait until the log stops growing.
    let mut last = 0;
    for _ in 0..100 {
        std::thread::sleep(std::time::Duration::from_millis(50));
        let len = std::fs::metadata(&log).map(|m| m.len()).unwrap_or(0);
        if len > 0 && len == last {
            break;
        }
        last = len;
    }
    let text = std::fs::read_to_string(&log).map_err(|e| Error::io(&log, e))?;
    let _ = std::fs::remove_file(&log);
    let (files, variants) = parse_log(&text);
    if files.is_empty() {
        return Err(Error::Invalid("cubecl logged no kernel compilation".into()));
    }
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    for entry in std::fs::read_dir(dir).map_err(|e| Error::io(dir, e))?.flatten() {
        if entry.path().extension().is_some_and(|x| x == "wgsl") {
            std::fs::remove_file(entry.path()).map_err(|e| Error::io(entry.path(), e))?;
        }
    }
    for (name, src) in &files {
        let path = dir.join(name);
        std::fs::write(&path, format!("{HEADER}\n{src}")).map_err(|e| Error::io(&path, e))?;
    }
    let path = dir.join(MANIFEST);
    std::fs::write(&path, manifest(&variants)).map_err(|e| Error::io(&path, e))?;
    Ok(files.len())
}
