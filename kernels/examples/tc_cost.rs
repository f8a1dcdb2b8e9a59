//! What the tensor cores (TF32 `wmma`, through cubecl 0.10's `cmma`) would buy the dense layers,
//! on CUDA, before any rewrite: the same layers as `dense_cost`, so the two outputs compare.
//!
//! `cargo run --release -p mlff-kernels --example tc_cost` on a machine with an NVIDIA GPU.
//! Each variant computes `y = x W` (weights `[n_in][n_out]` row-major, as the fused kernels read
//! them) with 16 × 16 × 8 TF32 fragments and f32 accumulators: a cube per tile of 16 or 32 rows,
//! the tile's inputs rounded to TF32 in shared memory, each plane (warp) a set of 16-column
//! blocks, the weights' fragments loaded from global memory.
//! - `1x`: one product, inputs and weights rounded to TF32 (10-bit mantissa);
//! - `3x`: split precision, `x_hi W_hi + x_hi W_lo + x_lo W_hi`, where `hi` is the value rounded
//!   to TF32 and `lo` the remainder rounded again (the weights split on the host, so a layer reads
//!   twice the weights' bytes): close to f32 accuracy at three products a step.
//!
//! Then `chain`: 12 dependent 128 → 384 layers of 16 rows on one cube (a whole small molecule's
//! atoms on one multiprocessor, the shape of an MD step that never leaves one cube). Every output
//! is compared to an f64 sum. Measured on an H100 (13th session, benches/NOTES.md): no faster
//! than `dense_cost`'s four columns a thread on the batch's layers; `1x` not accurate enough for
//! the backend suite, `3x` twice its time; a 16-row chain 11–21 µs a layer.
use cubecl::prelude::*;

mod common;

const ROWS: usize = 12_288;

/// `v` rounded to TF32 into `xh[i]` and, with `split`, the remainder rounded again into `xl[i]`.
#[cube]
fn put(xh: &mut SharedMemory<tf32>, xl: &mut SharedMemory<tf32>, i: usize, v: f32, #[comptime] split: bool) {
    let h = <tf32 as Cast>::cast_from(v);
    xh[i] = h;
    if comptime![split] {
        xl[i] = <tf32 as Cast>::cast_from(v - f32::cast_from(h));
    }
}

/// `y[16·m..][16·j..] = x W` for the cube's `16·mt` rows; planes take the 16-column blocks in turn.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn tc(
    x: &Array<f32>,
    wh: &Array<tf32>,
    wl: &Array<tf32>,
    y: &mut Array<f32>,
    #[comptime] n: usize,
    #[comptime] n_out: usize,
    #[comptime] planes: usize,
    #[comptime] split: bool,
    #[comptime] two: bool,
) {
    let rows = comptime![if two { 32usize } else { 16usize }];
    let row0 = CUBE_POS as usize * rows;
    let t = UNIT_POS as usize;
    let mut xh = SharedMemory::<tf32>::new(comptime![rows * n]);
    let mut xl = SharedMemory::<tf32>::new(comptime![if split { rows * n } else { 8usize }]);
    let mut i = t;
    while i < comptime![rows * n] {
        put(&mut xh, &mut xl, i, x[row0 * n + i], split);
        i += comptime![planes * 32];
    }
    sync_cube();
    layer(&xh, &xl, wh, wl, y, 0, row0 * n_out, t / 32, n, n_out, planes, split, two);
}

/// The plane's share of one layer: 16-column blocks `plane, plane + planes, ...`, the tile's
/// inputs `xh`/`xl` (`[rows][n]`), outputs into `y` from `out0` with stride `n_out`.
#[cube]
#[allow(clippy::too_many_arguments)]
fn layer(
    xh: &SharedMemory<tf32>,
    xl: &SharedMemory<tf32>,
    wh: &Array<tf32>,
    wl: &Array<tf32>,
    y: &mut Array<f32>,
    w0: usize,
    out0: usize,
    plane: usize,
    #[comptime] n: usize,
    #[comptime] n_out: usize,
    #[comptime] planes: usize,
    #[comptime] split: bool,
    #[comptime] two: bool,
) {
    let (m, nn, k) = (16usize, 16usize, 8usize);
    let (ra, rb) = (cmma::MatrixIdent::A, cmma::MatrixIdent::B);
    let row = cmma::MatrixLayout::RowMajor;
    // The fragments, loaded afresh each step; those a variant does not use are never loaded.
    let (a, a1, al, al1) = unsafe {
        (
            cmma::Matrix::<tf32>::uninitialized(ra, m, nn, k, row),
            cmma::Matrix::<tf32>::uninitialized(ra, m, nn, k, row),
            cmma::Matrix::<tf32>::uninitialized(ra, m, nn, k, row),
            cmma::Matrix::<tf32>::uninitialized(ra, m, nn, k, row),
        )
    };
    let (b, bl) = unsafe { (cmma::Matrix::<tf32>::uninitialized(rb, m, nn, k, row), cmma::Matrix::<tf32>::uninitialized(rb, m, nn, k, row)) };
    let (sn, sw) = (comptime![n as u32], comptime![n_out as u32]);
    let mut nt = plane;
    while nt < comptime![n_out / 16] {
        let acc0 = cmma::Matrix::<f32>::from_value(cmma::MatrixIdent::Accumulator, 16usize, 16usize, 8usize, cmma::MatrixLayout::Undefined, 0.0);
        let acc1 = cmma::Matrix::<f32>::from_value(cmma::MatrixIdent::Accumulator, 16usize, 16usize, 8usize, cmma::MatrixLayout::Undefined, 0.0);
        for ks in 0..comptime![n / 8] {
            let wo = w0 + ks * comptime![8 * n_out] + nt * 16;
            let (x0, x1) = (ks * 8, comptime![16 * n] + ks * 8);
            cmma::load(&b, &wh.slice(wo, wh.len()), sw);
            cmma::load(&a, &xh.slice(x0, xh.len()), sn);
            cmma::execute::<tf32, tf32, f32, f32>(&a, &b, &acc0, &acc0);
            if comptime![split] {
                cmma::load(&bl, &wl.slice(wo, wl.len()), sw);
                cmma::load(&al, &xl.slice(x0, xl.len()), sn);
                cmma::execute::<tf32, tf32, f32, f32>(&a, &bl, &acc0, &acc0);
                cmma::execute::<tf32, tf32, f32, f32>(&al, &b, &acc0, &acc0);
            }
            if comptime![two] {
                cmma::load(&a1, &xh.slice(x1, xh.len()), sn);
                cmma::execute::<tf32, tf32, f32, f32>(&a1, &b, &acc1, &acc1);
                if comptime![split] {
                    cmma::load(&al1, &xl.slice(x1, xl.len()), sn);
                    cmma::execute::<tf32, tf32, f32, f32>(&a1, &bl, &acc1, &acc1);
                    cmma::execute::<tf32, tf32, f32, f32>(&al1, &b, &acc1, &acc1);
                }
            }
        }
        let o = out0 + nt * 16;
        cmma::store(&mut y.slice_mut(o, y.len()), &acc0, comptime![n_out as u32], cmma::MatrixLayout::RowMajor);
        if comptime![two] {
            let o1 = o + comptime![16 * n_out];
            cmma::store(&mut y.slice_mut(o1, y.len()), &acc1, comptime![n_out as u32], cmma::MatrixLayout::RowMajor);
        }
        nt += planes;
    }
}

/// `layers` dependent 128 → 384 layers of 16 rows on one cube: each layer's outputs go to
/// `scratch` (global, this cube's 16 × 384 block), and its first 128 columns, scaled, are the
/// next layer's inputs. Every cube of the launch runs its own chain.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn chain(
    x0: &Array<f32>,
    wh: &Array<tf32>,
    wl: &Array<tf32>,
    scratch: &mut Array<f32>,
    out: &mut Array<f32>,
    #[comptime] layers: usize,
    #[comptime] planes: usize,
    #[comptime] split: bool,
) {
    let n = comptime![128usize];
    let n_out = comptime![384usize];
    let t = UNIT_POS as usize;
    let base = CUBE_POS as usize * comptime![16usize * 384];
    let mut xh = SharedMemory::<tf32>::new(comptime![16usize * 128]);
    let mut xl = SharedMemory::<tf32>::new(comptime![if split { 16usize * 128 } else { 8usize }]);
    let mut i = t;
    while i < comptime![16usize * 128] {
        put(&mut xh, &mut xl, i, x0[i], split);
        i += comptime![planes * 32];
    }
    sync_cube();
    for l in 0..layers {
        let woff = l * comptime![128usize * 384];
        layer(&xh, &xl, wh, wl, scratch, woff, base, t / 32, n, n_out, planes, split, false);
        sync_storage();
        let mut i = t;
        while i < comptime![16usize * 128] {
            let r = i / n;
            put(&mut xh, &mut xl, i, scratch[base + r * n_out + i % n] * 0.05, split);
            i += comptime![planes * 32];
        }
        sync_cube();
    }
    let mut i = t;
    while i < comptime![16usize * 128] {
        out[CUBE_POS as usize * comptime![16usize * 128] + i] = f32::cast_from(xh[i]);
        i += comptime![planes * 32];
    }
}

/// `v` rounded to TF32 (10 mantissa bits, to nearest, ties away from zero as `cvt.rna`).
fn to_tf32(v: f32) -> f32 {
    let b = v.to_bits();
    f32::from_bits((b + 0x1000) & !0x1fff)
}

fn split(w: &[f32]) -> (Vec<f32>, Vec<f32>) {
    let hi: Vec<f32> = w.iter().map(|&v| to_tf32(v)).collect();
    let lo = w.iter().zip(&hi).map(|(&v, &h)| to_tf32(v - h)).collect();
    (hi, lo)
}

fn main() {
    type R = cubecl::cuda::CudaRuntime;
    let client = common::cuda_client_or_exit("tc_cost");
    {
        const LAYERS: usize = 12;
        let nw = LAYERS * 128 * 384;
        let w: Vec<f32> = (0..nw).map(|i| ((i * 7919 % 1000) as f32 - 500.0) * 1e-3).collect();
        let (wh, wl) = split(&w);
        let x0: Vec<f32> = (0..16 * 128).map(|i| (i as f32 * 0.37).sin()).collect();
        // f64 reference of the chain (row r of 16)
        let mut xr: Vec<f64> = x0.iter().map(|&v| v as f64).collect();
        for l in 0..LAYERS {
            let mut nx = vec![0f64; 16 * 128];
            for r in 0..16 {
                for o in 0..128 {
                    let mut s = 0f64;
                    for k in 0..128 {
                        s += xr[r * 128 + k] * w[l * 128 * 384 + k * 384 + o] as f64;
                    }
                    nx[r * 128 + o] = s * 0.05;
                }
            }
            xr = nx;
        }
        let wh_h = client.create_from_slice(f32::as_bytes(&wh));
        let wl_h = client.create_from_slice(f32::as_bytes(&wl));
        let x_h = client.create_from_slice(f32::as_bytes(&x0));
        println!("chains of {LAYERS} dependent 128 -> 384 layers of 16 rows, one cube each; µs a layer, max relative error of the last layer against f64");
        for cubes in [1u32, 12, 132] {
            for planes in [4usize, 8, 12, 24] {
                for sp in [false, true] {
                    let s_h = client.empty(cubes as usize * 16 * 384 * 4);
                    let o_h = client.empty(cubes as usize * 16 * 128 * 4);
                    let go = || unsafe {
                        chain::launch_unchecked::<R>(
                            &client,
                            CubeCount::Static(cubes, 1, 1),
                            CubeDim::new_1d(32 * planes as u32),
                            ArrayArg::from_raw_parts(x_h.clone(), 16 * 128),
                            ArrayArg::from_raw_parts(wh_h.clone(), nw),
                            ArrayArg::from_raw_parts(wl_h.clone(), nw),
                            ArrayArg::from_raw_parts(s_h.clone(), cubes as usize * 16 * 384),
                            ArrayArg::from_raw_parts(o_h.clone(), cubes as usize * 16 * 128),
                            LAYERS,
                            planes,
                            sp,
                        )
                    };
                    let us = common::us_per_launch(&client, 200, go);
                    let got = f32::from_bytes(&client.read_one_unchecked(o_h.clone())).to_vec();
                    let scale = xr.iter().fold(0f64, |m, v| m.max(v.abs()));
                    let err = got[..16 * 128].iter().zip(&xr).map(|(&g, &w)| (g as f64 - w).abs() / scale).fold(0.0, f64::max);
                    println!("  {cubes:>3} cubes  {planes:>2} planes  {}: {:6.2} µs a layer  err/max {err:.1e}", if sp { "3x" } else { "1x" }, us / LAYERS as f64);
                }
            }
        }
    }
    println!("{ROWS} rows; µs a launch (200 launches after 20), TFLOP/s (of the layer's f32 work), max relative error against f64 (|g − w| / (|w| + 1e-3), as dense_cost)");
    for (n, n_out) in [(128usize, 384usize), (128, 128), (256, 128), (384, 128)] {
        let x: Vec<f32> = (0..ROWS * n).map(|i| ((i * 7919 % 2001) as f32 - 1000.0) * 1e-3).collect();
        let w: Vec<f32> = (0..n * n_out).map(|i| ((i * 104_729 % 1999) as f32 - 999.0) * 1e-4).collect();
        let (wh, wl) = split(&w);
        let mut want = vec![0f64; ROWS * n_out];
        for r in 0..ROWS {
            for k in 0..n {
                let xv = x[r * n + k] as f64;
                for o in 0..n_out {
                    want[r * n_out + o] += xv * w[k * n_out + o] as f64;
                }
            }
        }
        let x_h = client.create_from_slice(f32::as_bytes(&x));
        let wh_h = client.create_from_slice(f32::as_bytes(&wh));
        let wl_h = client.create_from_slice(f32::as_bytes(&wl));
        let flop = 2.0 * (ROWS * n * n_out) as f64;
        println!("layer {n} -> {n_out}");
        for two in [false, true] {
            for planes in [4usize, 8] {
                for sp in [false, true] {
                    let rows = if two { 32 } else { 16 };
                    if rows * n * 4 * if sp { 2 } else { 1 } > 48 * 1024 {
                        continue;
                    }
                    let y_h = client.empty(ROWS * n_out * 4);
                    let go = || unsafe {
                        tc::launch_unchecked::<R>(
                            &client,
                            CubeCount::Static((ROWS / rows) as u32, 1, 1),
                            CubeDim::new_1d(32 * planes as u32),
                            ArrayArg::from_raw_parts(x_h.clone(), ROWS * n),
                            ArrayArg::from_raw_parts(wh_h.clone(), n * n_out),
                            ArrayArg::from_raw_parts(wl_h.clone(), n * n_out),
                            ArrayArg::from_raw_parts(y_h.clone(), ROWS * n_out),
                            n,
                            n_out,
                            planes,
                            sp,
                            two,
                        )
                    };
                    let us = common::us_per_launch(&client, 200, go);
                    let got = f32::from_bytes(&client.read_one_unchecked(y_h.clone())).to_vec();
                    let err = got.iter().zip(&want).map(|(&g, &w)| (g as f64 - w).abs() / (w.abs() + 1e-3)).fold(0.0, f64::max);
                    let rms = (got.iter().zip(&want).map(|(&g, &w)| (g as f64 - w).powi(2)).sum::<f64>() / want.iter().map(|w| w * w).sum::<f64>()).sqrt();
                    println!("  tile {rows:>2} rows {planes} planes {}: {us:8.1} µs {:6.2} TFLOP/s  err {err:.1e}  rel rms {rms:.1e}", if sp { "3x" } else { "1x" }, flop / us * 1e-6);
                }
            }
        }
    }
}
