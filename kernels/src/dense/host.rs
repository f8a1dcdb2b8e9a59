//! The launchers of the one-stage dense kernels: a layer ([`dense`]) and the two-layer MLP
//! forward and backward ([`mlp_forward`], [`mlp_backward`]), each through the register-tiled
//! GEMM of [`crate::gemm`] where that path takes the layer.
use cubecl::prelude::*;

use super::*;
use crate::gemm::{gemm, use_gemm};
use crate::launch::{arg, cubes};
use crate::tuning::Device;

/// Handles of one dense layer on the device.
pub struct DenseArgs<'a> {
    /// `[n_in][n_out]` weights (torch's weight transposed; torch's weight itself for backward).
    pub wt: &'a cubecl::server::Handle,
    /// `[n_out]` bias (zeros for none).
    pub bias: &'a cubecl::server::Handle,
    /// Input width.
    pub n_in: usize,
    /// Output width.
    pub n_out: usize,
}

/// Launch `y (+)= act(x Wᵀ + b)` over `rows` rows. `pre` is written in [`MODE_SILU`], read in
/// [`MODE_SILU_GRAD`], ignored otherwise (pass any handle). Returns early on zero rows.
#[allow(clippy::too_many_arguments)]
pub fn dense<R: Runtime>(
    client: &Device<R>,
    layer: &DenseArgs,
    x: &cubecl::server::Handle,
    y: &cubecl::server::Handle,
    pre: &cubecl::server::Handle,
    rows: usize,
    mode: u32,
    accumulate: bool,
) {
    if rows == 0 {
        return;
    }
    // An ignored `pre` is bound to 16 bytes of its own (one vector of the GEMM): callers pass
    // `y` for it, and WebGPU rejects a writable buffer bound twice in one launch.
    let unused;
    let pre = if mode == MODE_LINEAR {
        unused = client.empty(16);
        &unused
    } else {
        pre
    };
    let (n_in, n_out) = (layer.n_in, layer.n_out);
    if use_gemm(client, rows, n_in, n_out) {
        gemm(client, x, layer.wt, Some(layer.bias), y, pre, rows, n_in, n_out, mode, accumulate);
        return;
    }
    let tile = pick_tile(client, rows, n_in);
    let pre_len = if mode == MODE_LINEAR { 1 } else { rows * n_out };
    // SAFETY: lengths are the allocation sizes the caller made for these shapes; the kernel
    // guards every row index against `rows`.
    unsafe {
        dense_kernel::launch_unchecked::<R>(
            client,
            cubes(rows.div_ceil(tile)),
            CubeDim::new_1d(THREADS),
            arg(x, rows * n_in),
            arg(layer.wt, n_in * n_out),
            arg(layer.bias, n_out),
            arg(y, rows * n_out),
            arg(pre, pre_len),
            rows as u32,
            n_in,
            n_out,
            mode,
            accumulate,
            tile,
            prefetch_weights(client),
        )
    }
}

/// `pre = x W0ᵀ + b0`, `y = silu(pre) W1ᵀ + b1` over `rows` rows in one launch. `first` and
/// `second` are the forward arguments of the two layers (`first.n_out == second.n_in`).
#[allow(clippy::too_many_arguments)]
pub fn mlp_forward<R: Runtime>(
    client: &Device<R>,
    first: &DenseArgs,
    second: &DenseArgs,
    x: &cubecl::server::Handle,
    pre: &cubecl::server::Handle,
    y: &cubecl::server::Handle,
    rows: usize,
) {
    assert_eq!(first.n_out, second.n_in, "the layers of a two-layer MLP must chain");
    if rows == 0 {
        return;
    }
    let (n_in, n_hid, n_out) = (first.n_in, first.n_out, second.n_out);
    if use_gemm(client, rows, n_in, n_hid) && use_gemm(client, rows, n_hid, n_out) {
        // Two launches through a scratch of the hidden activations (the second layer reading
        // the pre-activations through the SiLU instead took ~40 % longer, 60 against 44 µs for
        // 1 024 benzenes' 128 → 384 layers: each input's SiLU was computed once per column
        // block).
        let h = client.empty(rows * n_hid * 4);
        gemm(client, x, first.wt, Some(first.bias), &h, pre, rows, n_in, n_hid, MODE_SILU, false);
        gemm(client, &h, second.wt, Some(second.bias), y, y, rows, n_hid, n_out, MODE_LINEAR, false);
        return;
    }
    let tile = pick_tile(client, rows, n_in + n_hid);
    // SAFETY: lengths are the allocation sizes the caller made for these shapes; the kernel
    // guards every row index against `rows`.
    unsafe {
        mlp_forward_kernel::launch_unchecked::<R>(
            client,
            cubes(rows.div_ceil(tile)),
            CubeDim::new_1d(THREADS),
            arg(x, rows * n_in),
            arg(first.wt, n_in * n_hid),
            arg(first.bias, n_hid),
            arg(second.wt, n_hid * n_out),
            arg(second.bias, n_out),
            arg(pre, rows * n_hid),
            arg(y, rows * n_out),
            rows as u32,
            n_in,
            n_hid,
            n_out,
            tile,
            prefetch_weights(client),
        )
    }
}

/// `g_x (+)= ((g_y W1) ⊙ silu'(pre)) W0`: the input gradient of [`mlp_forward`] in one launch.
/// `first` and `second` are the *backward* arguments of the two layers ([`DenseArgs`] over
/// torch's weights, widths swapped): `second` maps `g_y` to the hidden width, `first` the hidden
/// width to the input width.
#[allow(clippy::too_many_arguments)]
pub fn mlp_backward<R: Runtime>(
    client: &Device<R>,
    first: &DenseArgs,
    second: &DenseArgs,
    gy: &cubecl::server::Handle,
    pre: &cubecl::server::Handle,
    gx: &cubecl::server::Handle,
    rows: usize,
    accumulate: bool,
) {
    assert_eq!(second.n_out, first.n_in, "the layers of a two-layer MLP must chain");
    if rows == 0 {
        return;
    }
    let (n_out, n_hid, n_in) = (second.n_in, second.n_out, first.n_out);
    if use_gemm(client, rows, n_out, n_hid) && use_gemm(client, rows, n_hid, n_in) {
        // Two launches through a scratch of the hidden gradients.
        let h = client.empty(rows * n_hid * 4);
        gemm(client, gy, second.wt, None, &h, pre, rows, n_out, n_hid, MODE_SILU_GRAD, false);
        gemm(client, &h, first.wt, None, gx, gx, rows, n_hid, n_in, MODE_LINEAR, accumulate);
        return;
    }
    let tile = pick_tile(client, rows, n_out + n_hid);
    // SAFETY: as above.
    unsafe {
        mlp_backward_kernel::launch_unchecked::<R>(
            client,
            cubes(rows.div_ceil(tile)),
            CubeDim::new_1d(THREADS),
            arg(gy, rows * n_out),
            arg(second.wt, n_out * n_hid),
            arg(first.wt, n_hid * n_in),
            arg(pre, rows * n_hid),
            arg(gx, rows * n_in),
            rows as u32,
            n_in,
            n_hid,
            n_out,
            accumulate,
            tile,
            prefetch_weights(client),
        )
    }
}
