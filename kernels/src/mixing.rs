//! The element-wise parts of the PaiNN mixing (update) block, forward and backward; its dense
//! layers run through [`crate::dense`].
//!
//! Layout: `q [N][F]`, `mu [N][3][F]`, `vw [N][3][2F]` (V then W for each spatial component,
//! the output of the vector-channel mix), `vnorm [N][F]`, `ctx [N][2F]` = [q, |V|],
//! `out [N][3F]` = (dq, dmu, dqmu), the output of the context network. One thread per
//! (atom, channel).
//!
//! Forward: `|V| = sqrt(Σ_k V_k² + ε)`; `q' = q + dq + dqmu Σ_k V_k W_k`; `mu'_k = mu_k + dmu W_k`.
use cubecl::prelude::*;

use crate::launch::{arg, elementwise_cubes, thread_index, ELEMENTWISE_THREADS};

/// `vnorm` and `ctx` of element `idx` = (atom, channel).
#[cube]
pub(crate) fn mixing_context_at(idx: usize, q: &Slice<f32, ReadWrite>, vw: &Slice<f32, ReadWrite>, ctx: &mut Slice<f32, ReadWrite>, vnorm: &mut Slice<f32, ReadWrite>, epsilon: f32, #[comptime] f: usize) {
    let a = idx / f;
    let c = idx % f;
    // Every load before the first store (see `mixing_update_at`).
    let mut v = Array::<f32>::new(3usize);
    #[unroll]
    for k in 0..3usize {
        v[k] = vw[(a * 3 + k) * 2 * f + c];
    }
    let qv = q[idx];
    let mut s = epsilon;
    #[unroll]
    for k in 0..3usize {
        s += v[k] * v[k];
    }
    let norm = f32::sqrt(s);
    vnorm[idx] = norm;
    ctx[a * 2 * f + c] = qv;
    ctx[a * 2 * f + f + c] = norm;
}

#[cube(launch_unchecked)]
fn mixing_context_kernel(
    q_a: &Array<f32>,
    vw_a: &Array<f32>,
    ctx_a: &mut Array<f32>,
    vnorm_a: &mut Array<f32>,
    n: u32,
    epsilon: f32,
    #[comptime] f: usize,
) {
    let q = &q_a.to_slice().as_mut_unchecked();
    let vw = &vw_a.to_slice().as_mut_unchecked();
    let ctx = &mut ctx_a.to_slice_mut();
    let vnorm = &mut vnorm_a.to_slice_mut();
    let idx = thread_index();
    if idx >= n as usize * f {
        terminate!();
    }
    mixing_context_at(idx, q, vw, ctx, vnorm, epsilon, f);
}

/// `q_out` and, with `vectors`, `mu_out` of element `idx` = (atom, channel). Without
/// `vectors` (the last block, whose vector outputs feed nothing) the dμ column of `out` is
/// not read.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn mixing_update_at(
    idx: usize,
    q: &Slice<f32, ReadWrite>,
    mu: &Slice<f32, ReadWrite>,
    vw: &Slice<f32, ReadWrite>,
    out: &Slice<f32, ReadWrite>,
    q_out: &mut Slice<f32, ReadWrite>,
    mu_out: &mut Slice<f32, ReadWrite>,
    #[comptime] f: usize,
    #[comptime] vectors: bool,
) {
    let a = idx / f;
    let c = idx % f;
    // Every load before the first store: the compiler may not move a load above a store to
    // another array (it cannot know they do not overlap), so loads after a store each wait
    // their own latency. Same arithmetic, same order.
    let dq = out[a * 3 * f + c];
    let mut dmu = 0.0;
    if comptime![vectors] {
        dmu = out[a * 3 * f + f + c];
    }
    let dqmu = out[a * 3 * f + 2 * f + c];
    let mut v = Array::<f32>::new(3usize);
    let mut w = Array::<f32>::new(3usize);
    let mut m = Array::<f32>::new(3usize);
    #[unroll]
    for k in 0..3usize {
        v[k] = vw[(a * 3 + k) * 2 * f + c];
        w[k] = vw[(a * 3 + k) * 2 * f + f + c];
        if comptime![vectors] {
            m[k] = mu[(a * 3 + k) * f + c];
        }
    }
    let qv = q[idx];
    let mut vdotw = 0.0;
    #[unroll]
    for k in 0..3usize {
        vdotw += v[k] * w[k];
        if comptime![vectors] {
            mu_out[(a * 3 + k) * f + c] = m[k] + dmu * w[k];
        }
    }
    q_out[idx] = qv + dq + dqmu * vdotw;
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn mixing_update_kernel(
    q_a: &Array<f32>,
    mu_a: &Array<f32>,
    vw_a: &Array<f32>,
    out_a: &Array<f32>,
    q_out_a: &mut Array<f32>,
    mu_out_a: &mut Array<f32>,
    n: u32,
    #[comptime] f: usize,
) {
    let q = &q_a.to_slice().as_mut_unchecked();
    let mu = &mu_a.to_slice().as_mut_unchecked();
    let vw = &vw_a.to_slice().as_mut_unchecked();
    let out = &out_a.to_slice().as_mut_unchecked();
    let q_out = &mut q_out_a.to_slice_mut();
    let mu_out = &mut mu_out_a.to_slice_mut();
    let idx = thread_index();
    if idx >= n as usize * f {
        terminate!();
    }
    mixing_update_at(idx, q, mu, vw, out, q_out, mu_out, f, true);
}

/// `g_out` and `gvw` of element `idx` = (atom, channel). With `zero_gmu` the gradient of
/// `mu_out` is taken as zero (the last block, whose vector features only the readout could
/// read, and it does not) and `gmu` is not read.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn mixing_grad_out_at(
    idx: usize,
    gq: &Slice<f32, ReadWrite>,
    gmu: &Slice<f32, ReadWrite>,
    vw: &Slice<f32, ReadWrite>,
    out: &Slice<f32, ReadWrite>,
    g_out: &mut Slice<f32, ReadWrite>,
    gvw: &mut Slice<f32, ReadWrite>,
    #[comptime] f: usize,
    #[comptime] zero_gmu: bool,
) {
    let a = idx / f;
    let c = idx % f;
    // Every load before the first store (see `mixing_update_at`).
    let g = gq[idx];
    let mut dmu = 0.0;
    if comptime![!zero_gmu] {
        dmu = out[a * 3 * f + f + c];
    }
    let dqmu = out[a * 3 * f + 2 * f + c];
    let mut v = Array::<f32>::new(3usize);
    let mut w = Array::<f32>::new(3usize);
    let mut gm = Array::<f32>::new(3usize);
    #[unroll]
    for k in 0..3usize {
        let base = (a * 3 + k) * 2 * f;
        v[k] = vw[base + c];
        w[k] = vw[base + f + c];
        if comptime![!zero_gmu] {
            gm[k] = gmu[(a * 3 + k) * f + c];
        }
    }
    let mut vdotw = 0.0;
    let mut g_dmu = 0.0;
    #[unroll]
    for k in 0..3usize {
        let base = (a * 3 + k) * 2 * f;
        vdotw += v[k] * w[k];
        if comptime![zero_gmu] {
            gvw[base + c] = g * dqmu * w[k];
            gvw[base + f + c] = g * dqmu * v[k];
        } else {
            g_dmu += gm[k] * w[k];
            gvw[base + c] = g * dqmu * w[k];
            gvw[base + f + c] = g * dqmu * v[k] + gm[k] * dmu;
        }
    }
    g_out[a * 3 * f + c] = g;
    g_out[a * 3 * f + f + c] = g_dmu;
    g_out[a * 3 * f + 2 * f + c] = g * vdotw;
}

#[cube(launch_unchecked)]
fn mixing_grad_out_kernel(
    gq_a: &Array<f32>,
    gmu_a: &Array<f32>,
    vw_a: &Array<f32>,
    out_a: &Array<f32>,
    g_out_a: &mut Array<f32>,
    gvw_a: &mut Array<f32>,
    n: u32,
    #[comptime] f: usize,
) {
    let gq = &gq_a.to_slice().as_mut_unchecked();
    let gmu = &gmu_a.to_slice().as_mut_unchecked();
    let vw = &vw_a.to_slice().as_mut_unchecked();
    let out = &out_a.to_slice().as_mut_unchecked();
    let g_out = &mut g_out_a.to_slice_mut();
    let gvw = &mut gvw_a.to_slice_mut();
    let idx = thread_index();
    if idx >= n as usize * f {
        terminate!();
    }
    mixing_grad_out_at(idx, gq, gmu, vw, out, g_out, gvw, f, false);
}

/// `gq += g_ctx[:, :F]` and `gV += g_ctx[:, F:] V / |V|` for element `idx` = (atom, channel).
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn mixing_grad_ctx_at(
    idx: usize,
    g_ctx: &Slice<f32, ReadWrite>,
    vw: &Slice<f32, ReadWrite>,
    vnorm: &Slice<f32, ReadWrite>,
    gq: &mut Slice<f32, ReadWrite>,
    gvw: &mut Slice<f32, ReadWrite>,
    #[comptime] f: usize,
) {
    let a = idx / f;
    let c = idx % f;
    // Every load before the first store (see `mixing_update_at`).
    let gqv = gq[idx];
    let gc = g_ctx[a * 2 * f + c];
    let gn = g_ctx[a * 2 * f + f + c];
    let vn = vnorm[idx];
    let mut gv = Array::<f32>::new(3usize);
    let mut v = Array::<f32>::new(3usize);
    #[unroll]
    for k in 0..3usize {
        let base = (a * 3 + k) * 2 * f;
        gv[k] = gvw[base + c];
        v[k] = vw[base + c];
    }
    gq[idx] = gqv + gc;
    let g_norm = gn / vn;
    #[unroll]
    for k in 0..3usize {
        let base = (a * 3 + k) * 2 * f;
        gvw[base + c] = gv[k] + g_norm * v[k];
    }
}

#[cube(launch_unchecked)]
fn mixing_grad_ctx_kernel(
    g_ctx_a: &Array<f32>,
    vw_a: &Array<f32>,
    vnorm_a: &Array<f32>,
    gq_a: &mut Array<f32>,
    gvw_a: &mut Array<f32>,
    n: u32,
    #[comptime] f: usize,
) {
    let g_ctx = &g_ctx_a.to_slice().as_mut_unchecked();
    let vw = &vw_a.to_slice().as_mut_unchecked();
    let vnorm = &vnorm_a.to_slice().as_mut_unchecked();
    let gq = &mut gq_a.to_slice_mut();
    let gvw = &mut gvw_a.to_slice_mut();
    let idx = thread_index();
    if idx >= n as usize * f {
        terminate!();
    }
    mixing_grad_ctx_at(idx, g_ctx, vw, vnorm, gq, gvw, f);
}

type H = cubecl::server::Handle;

/// `ctx = [q, |V|]` and `vnorm = |V|`.
#[allow(clippy::too_many_arguments)]
pub fn mixing_context<R: Runtime>(client: &ComputeClient<R>, q: &H, vw: &H, ctx: &H, vnorm: &H, n: usize, f: usize, epsilon: f32) {
    if n == 0 {
        return;
    }
    // SAFETY: buffers sized per the module layout; one thread per (atom, channel), guarded.
    unsafe {
        mixing_context_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n * f),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(q, n * f),
            arg(vw, n * 6 * f),
            arg(ctx, n * 2 * f),
            arg(vnorm, n * f),
            n as u32,
            epsilon,
            f,
        )
    }
}

/// `q_out = q + dq + dqmu Σ V W`, `mu_out = mu + dmu W`.
#[allow(clippy::too_many_arguments)]
pub fn mixing_update<R: Runtime>(client: &ComputeClient<R>, q: &H, mu: &H, vw: &H, out: &H, q_out: &H, mu_out: &H, n: usize, f: usize) {
    if n == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        mixing_update_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n * f),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(q, n * f),
            arg(mu, n * 3 * f),
            arg(vw, n * 6 * f),
            arg(out, n * 3 * f),
            arg(q_out, n * f),
            arg(mu_out, n * 3 * f),
            n as u32,
            f,
        )
    }
}

/// Gradients of the mixing outputs → gradient of the context-network output `g_out` and the
/// direct part of the gradient of `[V|W]` (`gvw`, overwritten).
#[allow(clippy::too_many_arguments)]
pub fn mixing_grad_out<R: Runtime>(client: &ComputeClient<R>, gq: &H, gmu: &H, vw: &H, out: &H, g_out: &H, gvw: &H, n: usize, f: usize) {
    if n == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        mixing_grad_out_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n * f),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(gq, n * f),
            arg(gmu, n * 3 * f),
            arg(vw, n * 6 * f),
            arg(out, n * 3 * f),
            arg(g_out, n * 3 * f),
            arg(gvw, n * 6 * f),
            n as u32,
            f,
        )
    }
}

/// Adds the context gradient: `gq += g_ctx[:, :F]` (in place), `gV += g_ctx[:, F:] V / |V|`.
#[allow(clippy::too_many_arguments)]
pub fn mixing_grad_ctx<R: Runtime>(client: &ComputeClient<R>, g_ctx: &H, vw: &H, vnorm: &H, gq: &H, gvw: &H, n: usize, f: usize) {
    if n == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        mixing_grad_ctx_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n * f),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(g_ctx, n * 2 * f),
            arg(vw, n * 6 * f),
            arg(vnorm, n * f),
            arg(gq, n * f),
            arg(gvw, n * 6 * f),
            n as u32,
            f,
        )
    }
}
