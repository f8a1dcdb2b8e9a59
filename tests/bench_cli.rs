//! `mlff bench` on the CPU as a separate process: JSON, Markdown and SVG outputs are written and
//! name the cases; `--from` rebuilds the report; `--baseline` flags a planted slowdown; bad
//! arguments end with one `mlff: error:` line and status 1. (No timing is asserted.)
mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::{error_line_with_status, one_error_line};
use mlff::bench::report::BenchFile;

fn mlff(args: &[&str], cwd: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mlff")).args(args).current_dir(cwd).env("RAYON_NUM_THREADS", "2").output().expect("the mlff binary runs")
}

#[test]
fn bench_writes_json_report_and_plots() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let out = mlff(
        &["bench", "--backend", "cpu", "--case", "benzene", "--case", "benzene_x2", "--case", "water_24", "--reps", "3", "--warmup", "1", "--profile",
          "--json", "b.json", "--report", "b.md", "--svg", "plots"],
        d,
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("p99") && stdout.contains("hot spots"), "{stdout}");
    let file = BenchFile::load(&d.join("b.json")).unwrap();
    assert_eq!(file.runs.len(), 1);
    let run = &file.runs[0];
    assert_eq!(run.kind, "cpu");
    let names: Vec<&str> = run.cases.iter().map(|c| c.case.as_str()).collect();
    assert_eq!(names, ["benzene", "benzene_x2", "water_24"]);
    for c in &run.cases {
        let s = c.latency_ms.expect("timed");
        assert_eq!(s.n, 3);
        assert!(s.min <= s.median && s.median <= s.p95 && s.p95 <= s.p99 && s.p99 <= s.max);
        assert!(c.edges > 0 && c.nl_share.is_some() && c.profile.is_some());
        let m = c.memory.as_ref().expect("the CPU reports its resident set");
        assert!(m.peak_bytes > 0 && m.leak.is_some());
    }
    let md = std::fs::read_to_string(d.join("b.md")).unwrap();
    assert!(md.contains("| benzene_x2 | 24 |") && md.contains("P99"), "{md}");
    for svg in ["latency_water.svg", "latency_batch.svg", "us_per_atom.svg"] {
        let text = std::fs::read_to_string(d.join("plots").join(svg)).unwrap();
        assert!(text.starts_with("<svg") && text.trim_end().ends_with("</svg>"), "{svg}");
    }

    // The report again from the JSON alone, nothing measured.
    let again = mlff(&["bench", "--from", "b.json", "--report", "again.md"], d);
    assert!(again.status.success(), "{}", String::from_utf8_lossy(&again.stderr));
    assert!(std::fs::read_to_string(d.join("again.md")).unwrap().contains("| water_24 | 24 |"));

    // A baseline 100× faster than this run: every case is flagged, status 1, one error line.
    let mut fast = file.clone();
    for c in &mut fast.runs[0].cases {
        let s = c.latency_ms.as_mut().unwrap();
        s.median /= 100.0;
    }
    fast.save(&d.join("fast.json")).unwrap();
    let cmp = mlff(&["bench", "--from", "b.json", "--baseline", "fast.json"], d);
    let line = one_error_line(&cmp);
    assert!(line.contains("3 case(s) slower"), "{line}");
    assert!(String::from_utf8_lossy(&cmp.stdout).contains("SLOWER"));
    // The same run against itself passes.
    assert!(mlff(&["bench", "--from", "b.json", "--baseline", "b.json"], d).status.success());
}

#[test]
fn bench_bad_arguments() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (args, needle) in [
        (vec!["bench", "--backend", "cpu", "--case", "water_100"], "3n³"),
        (vec!["bench", "--backend", "cpu", "--case", "benzene_xx"], "benzene_xN"),
        (vec!["bench", "--backend", "cpu", "--case", "missing.xyz"], "missing.xyz"),
        (vec!["bench", "--from", "missing.json"], "missing.json"),
        (vec!["bench", "--backend", "cpu", "--case", "benzene", "--json", "no/such/dir/b.json"], "does not exist"),
    ] {
        let line = one_error_line(&mlff(&args, d));
        assert!(line.contains(needle), "{args:?}: {line}");
    }
    // A number out of its range is a usage error: status 2.
    let line = error_line_with_status(&mlff(&["bench", "--backend", "cpu", "--threshold=-5"], d), 2);
    assert!(line.contains("--threshold"), "{line}");
    std::fs::write(d.join("bad.json"), "{}").unwrap();
    assert!(one_error_line(&mlff(&["bench", "--from", "bad.json"], d)).contains("not an mlff bench JSON"));
}

#[test]
fn a_file_named_like_a_built_in_case_is_read_as_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("water_box.xyz"), include_str!("../examples/data/water.xyz")).unwrap();
    let out = mlff(&["bench", "--backend", "cpu", "--case", "water_box.xyz", "--reps", "2", "--warmup", "0"], d);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("water_box.xyz"));
}
