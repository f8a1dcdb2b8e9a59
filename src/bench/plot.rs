//! SVG plots of benchmark runs (plotters, SVG backend only, no font files: text is left to the
//! SVG viewer). Both axes logarithmic.
//!
//! - `latency_water.svg`: median latency (ms) against atoms, periodic water boxes;
//! - `latency_batch.svg`: median latency (ms) against the batch size, batches of benzenes;
//! - `us_per_atom.svg`: median µs per atom against atoms, every family.
//!
//! Each mlff backend is one colour (its first run when several are given); the peer's modes
//! (when given) are drawn in their own.
use std::path::{Path, PathBuf};

use plotters::prelude::*;

use super::peer::PeerFile;
use super::report::Run;
use crate::error::{Error, Result};

/// One chart: (file name, title, x label, y label, its series, where their labels go).
type Plot<'a> = (&'a str, String, &'a str, &'a str, Vec<Series>, SeriesLabelPosition);

/// One curve.
struct Series {
    label: String,
    points: Vec<(f64, f64)>,
    color: RGBColor,
    triangles: bool,
}

fn run_color(kind: &str) -> RGBColor {
    match kind {
        "cuda" => RGBColor(64, 150, 0),
        "wgpu" => RGBColor(30, 90, 200),
        _ => RGBColor(220, 120, 0),
    }
}

const PEER_MODES: [(&str, RGBColor); 3] =
    [("schnetpack eager", RGBColor(120, 120, 120)), ("schnetpack compiled", RGBColor(150, 60, 170)), ("schnetpack compiled + CUDA graphs", RGBColor(200, 30, 40))];

fn draw_error<E: std::fmt::Debug>(e: E) -> Error {
    Error::Invalid(format!("plot: {e:?}"))
}

/// A log-log chart of `series` as an SVG document.
fn chart(title: &str, x_desc: &str, y_desc: &str, series: &[Series], legend: SeriesLabelPosition) -> Result<String> {
    let all = || series.iter().flat_map(|s| s.points.iter().copied());
    let fold = |f: fn(f64, f64) -> f64, init: f64, pick: fn((f64, f64)) -> f64| all().map(pick).fold(init, f);
    let (x0, x1) = (fold(f64::min, f64::INFINITY, |p| p.0), fold(f64::max, 0.0, |p| p.0));
    let (y0, y1) = (fold(f64::min, f64::INFINITY, |p| p.1), fold(f64::max, 0.0, |p| p.1));
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (960, 640)).into_drawing_area();
        root.fill(&WHITE).map_err(draw_error)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 22))
            .margin(16)
            .x_label_area_size(48)
            .y_label_area_size(72)
            .build_cartesian_2d((x0 / 1.5..x1 * 1.5).log_scale(), (y0 / 1.5..y1 * 1.5).log_scale())
            .map_err(draw_error)?;
        chart.configure_mesh().x_desc(x_desc).y_desc(y_desc).draw().map_err(draw_error)?;
        for s in series {
            let color = s.color;
            chart
                .draw_series(LineSeries::new(s.points.clone(), color.stroke_width(2)))
                .map_err(draw_error)?
                .label(s.label.clone())
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color.stroke_width(2)));
            if s.triangles {
                chart.draw_series(s.points.iter().map(|&p| TriangleMarker::new(p, 5, color.filled()))).map_err(draw_error)?;
            } else {
                chart.draw_series(s.points.iter().map(|&p| Circle::new(p, 4, color.filled()))).map_err(draw_error)?;
            }
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .position(legend)
            .draw()
            .map_err(draw_error)?;
        root.present().map_err(draw_error)?;
    }
    Ok(svg)
}

/// The batch size of a `benzene_xN` case (`benzene` alone is a batch of one).
fn batch_size(case: &str) -> Option<f64> {
    if case == "benzene" {
        return Some(1.0);
    }
    case.strip_prefix("benzene_x")?.parse().ok()
}

/// mlff's points of one family: (x, y) from each successful case.
fn run_points(run: &Run, family: &str, point: impl Fn(&super::report::CaseResult) -> Option<(f64, f64)>) -> Vec<(f64, f64)> {
    let mut v: Vec<(f64, f64)> = run.cases.iter().filter(|c| c.family == family && c.latency_ms.is_some()).filter_map(point).collect();
    v.sort_by(|a, b| a.0.total_cmp(&b.0));
    v.dedup_by(|a, b| a.0 == b.0);
    v
}

fn peer_series(peers: &[PeerFile], keep: impl Fn(&str) -> Option<f64>) -> Vec<Series> {
    let mut out = Vec::new();
    for (peer, (m, (label, color))) in peers.iter().flat_map(|p| PEER_MODES.iter().enumerate().map(move |m| (p, m))) {
        let mut points: Vec<(f64, f64)> = peer
            .results
            .iter()
            .filter_map(|p| {
                let x = keep(&p.case)?;
                let x = if x == 0.0 { p.atoms as f64 } else { x };
                Some((x, [p.eager_ms, p.compile_default_ms, p.graphs_ms][m]?))
            })
            .collect();
        points.sort_by(|a, b| a.0.total_cmp(&b.0));
        if !points.is_empty() {
            out.push(Series { label: format!("{label} ({})", peer.gpu), points, color: *color, triangles: false });
        }
    }
    out
}

/// Write the plots of `runs` (and the peer) into `dir`; returns the files written (a plot with
/// no points is skipped).
pub fn write_svgs(runs: &[Run], peers: &[PeerFile], dir: &Path) -> Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let runs: Vec<Run> = super::report::first_per_kind(runs).into_iter().cloned().collect();
    let label = |r: &Run| format!("mlff {}", r.backend);
    let mut plots: Vec<Plot> = Vec::new();

    let mut water: Vec<Series> = runs
        .iter()
        .map(|r| Series {
            label: label(r),
            points: run_points(r, "water box", |c| Some((c.atoms as f64, c.latency_ms?.median))),
            color: run_color(&r.kind),
            triangles: false,
        })
        .collect();
    water.extend(peer_series(peers, |case| case.starts_with("water_").then_some(0.0)));
    plots.push(("latency_water.svg", "Energy + forces, periodic water boxes: latency per call".into(), "atoms", "median latency (ms)", water, SeriesLabelPosition::UpperLeft));

    let mut batch: Vec<Series> = runs
        .iter()
        .map(|r| Series {
            label: label(r),
            points: run_points(r, "benzene batch", |c| Some((batch_size(&c.case)?, c.latency_ms?.median))),
            color: run_color(&r.kind),
            triangles: true,
        })
        .collect();
    batch.extend(peer_series(peers, batch_size));
    plots.push(("latency_batch.svg", "Energy + forces, batches of benzenes (12 atoms each): latency per call".into(), "benzenes in the batch", "median latency (ms)", batch, SeriesLabelPosition::UpperLeft));

    let mut per_atom = Vec::new();
    for r in &runs {
        for (fam, tri) in [("water box", false), ("benzene batch", true)] {
            per_atom.push(Series {
                label: format!("{} ({fam})", label(r)),
                points: run_points(r, fam, |c| Some((c.atoms as f64, c.us_per_atom))),
                color: run_color(&r.kind),
                triangles: tri,
            });
        }
    }
    plots.push(("us_per_atom.svg", "Cost per atom (circles: water boxes, triangles: benzene batches)".into(), "atoms", "median µs per atom", per_atom, SeriesLabelPosition::LowerLeft));

    let mut written = Vec::new();
    for (file, title, x, y, mut series, legend) in plots {
        series.retain(|s| !s.points.is_empty());
        if series.is_empty() {
            continue;
        }
        let svg = chart(&title, x, y, &series, legend)?;
        let path = dir.join(file);
        std::fs::write(&path, svg).map_err(|e| Error::io(&path, e))?;
        written.push(path);
    }
    Ok(written)
}
