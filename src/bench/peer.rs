//! The peer side by side: schnetpack 2.1.1 with the same weights, timed by
//! `tools/compare_peer_gpu.py` (PyTorch eager, `torch.compile`, `torch.compile` + CUDA graphs)
//! on the same structures, read from its JSON and set next to mlff's runs with the ratios.
//!
//! On the CPU the peer is timed by `tools/bench_peer_cpu.py` (eager only; one JSON line per case),
//! which [`PeerFile::load`] reads too.
//!
//! The peer's times exclude its neighbour list (built once on the CPU by ASE); mlff's include its
//! own. Times in ms (CUDA events around each call), memory in MiB (`torch.cuda.max_memory_allocated`).
use serde::{Deserialize, Serialize};

use super::report::{fmt_bytes, Run};
use crate::error::{Error, Result};

/// `schnetpack_peer.json` as `tools/compare_peer_gpu.py` writes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PeerFile {
    /// The GPU's name as torch reports it.
    pub gpu: String,
    /// The torch version.
    #[serde(default)]
    pub torch: String,
    /// True for the CPU peer (`tools/bench_peer_cpu.py`): compared with mlff's CPU runs.
    #[serde(default)]
    pub on_cpu: bool,
    /// One entry per case.
    pub results: Vec<PeerCase>,
}

/// The peer on one case; a mode's fields are absent when it was not run or failed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PeerCase {
    /// Case name, as mlff's (`benzene_x64`, `water_12288`).
    pub case: String,
    /// Atoms.
    pub atoms: usize,
    /// Directed edges.
    pub edges: usize,
    /// Eager median (ms).
    pub eager_ms: Option<f64>,
    /// Eager P95 (ms).
    pub eager_p95_ms: Option<f64>,
    /// Eager P99 (ms).
    pub eager_p99_ms: Option<f64>,
    /// Eager peak memory (MiB).
    pub eager_peak_mb: Option<f64>,
    /// Eager failure (e.g. out of memory).
    pub eager_error: Option<String>,
    /// `torch.compile` median (ms).
    pub compile_default_ms: Option<f64>,
    /// `torch.compile` P95 (ms).
    pub compile_default_p95_ms: Option<f64>,
    /// `torch.compile` P99 (ms).
    pub compile_default_p99_ms: Option<f64>,
    /// `torch.compile(mode="reduce-overhead")` (CUDA graphs) median (ms).
    #[serde(rename = "compile_reduce-overhead_ms")]
    pub graphs_ms: Option<f64>,
    /// CUDA graphs P95 (ms).
    #[serde(rename = "compile_reduce-overhead_p95_ms")]
    pub graphs_p95_ms: Option<f64>,
    /// CUDA graphs P99 (ms).
    #[serde(rename = "compile_reduce-overhead_p99_ms")]
    pub graphs_p99_ms: Option<f64>,
}

impl PeerCase {
    /// The fastest median of the three modes, with its mode's name.
    pub fn best(&self) -> Option<(f64, &'static str)> {
        [(self.eager_ms, "eager"), (self.compile_default_ms, "compiled"), (self.graphs_ms, "compiled + CUDA graphs")]
            .into_iter()
            .filter_map(|(t, m)| Some((t?, m)))
            .min_by(|a, b| a.0.total_cmp(&b.0))
    }
}

impl PeerFile {
    /// Read the GPU peer script's JSON, or the CPU peer script's JSON lines.
    pub fn load(path: &std::path::Path) -> Result<Self> {
        let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
        let bad = |e: String| {
            Error::Invalid(format!("{}: not a peer file (tools/compare_peer_gpu.py JSON or tools/bench_peer_cpu.py lines): {e}", path.display()))
        };
        match serde_json::from_str::<PeerFile>(&text) {
            Ok(file) => Ok(file),
            Err(e) if !text.trim_start().starts_with("{\"case\"") => Err(bad(e.to_string())),
            Err(_) => Self::from_cpu_lines(&text).map_err(bad),
        }
    }

    /// `tools/bench_peer_cpu.py`'s output: one JSON object per case with `median_ms`, `p95_ms`
    /// (lines without timings, such as `--check` results, are skipped).
    fn from_cpu_lines(text: &str) -> std::result::Result<Self, String> {
        #[derive(Deserialize)]
        struct Line {
            case: String,
            atoms: Option<usize>,
            edges: Option<usize>,
            median_ms: Option<f64>,
            p95_ms: Option<f64>,
            threads: Option<usize>,
            torch: Option<String>,
        }
        let mut file = PeerFile { gpu: String::new(), torch: String::new(), on_cpu: true, results: Vec::new() };
        for (k, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let l: Line = serde_json::from_str(line).map_err(|e| format!("line {}: {e}", k + 1))?;
            let Some(median) = l.median_ms else { continue };
            file.gpu = format!("the CPU ({} torch threads)", l.threads.unwrap_or(0));
            file.torch = l.torch.unwrap_or_default();
            file.results.push(PeerCase {
                case: l.case,
                atoms: l.atoms.unwrap_or(0),
                edges: l.edges.unwrap_or(0),
                eager_ms: Some(median),
                eager_p95_ms: l.p95_ms,
                ..Default::default()
            });
        }
        Ok(file)
    }
}

fn ms3(m: Option<f64>, p95: Option<f64>, p99: Option<f64>) -> String {
    match (m, p95, p99) {
        (Some(m), Some(a), Some(b)) => format!("{m:.3} / {a:.3} / {b:.3}"),
        (Some(m), Some(a), None) => format!("{m:.3} / {a:.3}"),
        (Some(m), _, _) => format!("{m:.3}"),
        _ => "–".into(),
    }
}

/// The side-by-side Markdown section: every GPU run of mlff against every mode of the peer, on
/// the cases both ran.
pub fn markdown(runs: &[Run], peer: &PeerFile) -> String {
    // Per backend kind, the run that shares the most cases with the peer (the last on a tie:
    // a dedicated side-by-side run comes after the scaling study).
    let shared = |r: &Run| r.cases.iter().filter(|c| c.latency_ms.is_some() && peer.results.iter().any(|p| p.case == c.case)).count();
    let mut gpu_runs: Vec<&Run> = Vec::new();
    for r in runs.iter().filter(|r| (r.kind == "cpu") == peer.on_cpu) {
        match gpu_runs.iter_mut().find(|g| g.kind == r.kind) {
            Some(g) if shared(r) >= shared(g) => *g = r,
            Some(_) => {}
            None => gpu_runs.push(r),
        }
    }
    let mut md = format!("## Side by side with schnetpack 2.1.1 (same weights) on {}\n\n", peer.gpu);
    md += &if peer.on_cpu {
        format!(
            "The peer (torch {}, float32, eager: torch.compile is not timed on the CPU) was timed by \
             `tools/bench_peer_cpu.py` on the same machine; its times **exclude** its neighbour list, mlff's **include** its own. \
             Cells: median / P95 in ms. Ratio: the peer's time over mlff's median (above 1: mlff is faster).\n\n",
            peer.torch
        )
    } else {
        format!(
            "The peer ran on the same machine start (torch {}), timed by `tools/compare_peer_gpu.py` with CUDA events; \
             its times **exclude** its neighbour list (ASE, on the CPU), mlff's **include** its own. \
             Cells: median / P95 / P99 in ms. Ratio: the peer's time over mlff's median (above 1: mlff is faster).\n\n",
            peer.torch
        )
    };
    md += "| case | atoms | edges |";
    for r in &gpu_runs {
        md += &format!(" mlff {} |", r.kind);
    }
    md += " schnetpack eager | compiled | compiled + CUDA graphs |";
    for r in &gpu_runs {
        md += &format!(" eager ÷ mlff {0} | best peer ÷ mlff {0} |", r.kind);
    }
    for r in &gpu_runs {
        md += &format!(" mlff {} peak memory |", r.kind);
    }
    md += " schnetpack eager peak memory |\n|---|---:|---:|";
    md += &"---:|".repeat(gpu_runs.len() * 4 + 4);
    md += "\n";
    for p in &peer.results {
        let ours: Vec<Option<&super::report::CaseResult>> =
            gpu_runs.iter().map(|r| r.cases.iter().find(|c| c.case == p.case && c.latency_ms.is_some())).collect();
        if ours.iter().all(|c| c.is_none()) {
            continue;
        }
        md += &format!("| {} | {} | {} |", p.case, p.atoms, p.edges);
        for c in &ours {
            md += &format!(" {} |", c.map_or("–".into(), |c| { let s = c.latency_ms.unwrap(); ms3(Some(s.median), Some(s.p95), Some(s.p99)) }));
        }
        let eager = if p.eager_ms.is_none() && p.eager_error.is_some() { "failed (out of memory)".to_string() } else { ms3(p.eager_ms, p.eager_p95_ms, p.eager_p99_ms) };
        md += &format!(
            " {} | {} | {} |",
            eager,
            ms3(p.compile_default_ms, p.compile_default_p95_ms, p.compile_default_p99_ms),
            ms3(p.graphs_ms, p.graphs_p95_ms, p.graphs_p99_ms)
        );
        for c in &ours {
            let m = c.map(|c| c.latency_ms.unwrap().median);
            let ratio = |t: Option<f64>| match (t, m) {
                (Some(t), Some(m)) => format!("{:.2}×", t / m),
                _ => "–".into(),
            };
            md += &format!(" {} | {} |", ratio(p.eager_ms), ratio(p.best().map(|b| b.0)));
        }
        for c in &ours {
            md += &format!(" {} |", c.and_then(|c| c.memory.as_ref()).map_or("–".into(), |m| fmt_bytes(m.peak_bytes)));
        }
        md += &format!(" {} |\n", p.eager_peak_mb.map_or("–".into(), |mb| fmt_bytes((mb * (1u64 << 20) as f64) as u64)));
    }
    md += "\n";
    md
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_peer_formats() {
        let dir = tempfile::tempdir().unwrap();
        let gpu = dir.path().join("gpu.json");
        std::fs::write(
            &gpu,
            r#"{"gpu": "G", "torch": "2", "results": [{"case": "benzene", "atoms": 12, "edges": 132, "eager_ms": 10.0,
                "compile_default_ms": 8.0, "compile_reduce-overhead_ms": 4.0, "compile_reduce-overhead_p99_ms": 9.0},
                {"case": "water_41472", "atoms": 41472, "eager_error": "OutOfMemoryError()"}]}"#,
        )
        .unwrap();
        let g = PeerFile::load(&gpu).unwrap();
        assert!(!g.on_cpu);
        assert_eq!(g.results[0].best(), Some((4.0, "compiled + CUDA graphs")));
        assert_eq!(g.results[0].graphs_p99_ms, Some(9.0));
        assert_eq!(g.results[1].best(), None);
        let cpu = dir.path().join("cpu.jsonl");
        std::fs::write(
            &cpu,
            "{\"case\": \"benzene\", \"check\": \"ok\"}\n{\"case\": \"benzene\", \"atoms\": 12, \"edges\": 132, \"median_ms\": 7.5, \"p95_ms\": 9.0, \"threads\": 2, \"torch\": \"2.15.0\"}\n",
        )
        .unwrap();
        let c = PeerFile::load(&cpu).unwrap();
        assert!(c.on_cpu && c.results.len() == 1 && c.results[0].eager_ms == Some(7.5));
        std::fs::write(&cpu, "[1, 2]").unwrap();
        assert!(PeerFile::load(&cpu).unwrap_err().to_string().contains("not a peer file"));
    }
}
