//! The CPU backend, generic over f32 and f64; its f64 instance is the reference of mlff.
//!
//! One evaluation: the edge geometry (radial basis, cutoff), the architecture's representation
//! (PaiNN here, SchNet in [`schnet`]) forward, the shared Atomwise readout, then the hand-derived
//! backward: the readout's, the representation's (down to `∂E/∂r` per edge), and the shared
//! forces gather and virial. Parallel over atoms with rayon, dense layers through
//! `matrixmultiply` (runtime-dispatched SIMD).
//!
//! PaiNN (schnetpack 2.1.1):
//!
//! Layouts: scalar features `q[atom][F]`, vector features `mu[atom][k][F]` (k = x, y, z), edges in
//! CSR order sorted by receiver `i` (`row_ptr`), sender `j`, `r_ij = R_j - R_i + shift`.
//!
//! Forward, layer l (filters `W_e = (W_f φ(d_e) + b_f) · fc(d_e)`, split a|b|c of F each):
//! ```text
//! interaction: x = MLP(q)  (F → F → 3F);  q_i += Σ_e W_a x_ja;  mu_ik += Σ_e W_b x_jb dir_ek + W_c x_jc mu_jk
//! mixing:      [V|W] = mu U^T;  |V| = sqrt(Σ_k V_k² + ε);  (dq, dmu, dqmu) = MLP([q, |V|])  (2F → F → 3F)
//!              q += dq + dqmu Σ_k V_k W_k;  mu_k += dmu W_k
//! readout:     e_i = scale · MLP(q_i) + mean + atomref(Z_i);  E = Σ_i e_i
//! ```
//! Backward: the gradient of E with respect to every edge vector, `G_e = ∂E/∂r_e`, is gathered
//! without scatter: each edge's sender-side terms are computed in the loop over the sender's own
//! row (the reverse edge has the same distance, so the same filter, and the opposite direction),
//! and stored in that row's slot negated. Then `F_m = Σ_{e ∈ row m} (G_e - G_rev(e))` and the
//! stress `σ = sym(Σ_e G_e ⊗ r_e) / V`.
use std::f64::consts::PI;

use num_traits::{Float, FromPrimitive};
use rayon::prelude::*;

use super::{layer_stage, reuse_kept, Backend, ListVote, MemoryStats, Precision, Profile, Request, Results};
use crate::error::Result;
use crate::host_memory;
use crate::model::{Activation, Dense, Model, RadialBasis, Weights};
use crate::neighbor::{batch_neighbor_list, NeighborList, SkinState};
use crate::system::Batch;

mod schnet;

/// Real numbers the CPU backend computes in (f32, f64).
pub trait Real:
    Float + FromPrimitive + Send + Sync + Default + std::fmt::Debug + std::ops::AddAssign + std::iter::Sum + 'static
{
    /// Which precision this is.
    const PRECISION: Precision;
    /// `C = alpha A B + beta C` with arbitrary strides (matrixmultiply's sgemm/dgemm).
    ///
    /// # Safety
    /// The pointers and strides must describe valid, non-overlapping (for C) memory.
    #[allow(clippy::too_many_arguments)]
    unsafe fn gemm_raw(
        m: usize, k: usize, n: usize, alpha: Self, a: *const Self, rsa: isize, csa: isize, b: *const Self,
        rsb: isize, csb: isize, beta: Self, c: *mut Self, rsc: isize, csc: isize,
    );
    /// From an f64 constant.
    fn c(x: f64) -> Self {
        Self::from_f64(x).unwrap()
    }
}

impl Real for f32 {
    const PRECISION: Precision = Precision::F32;
    unsafe fn gemm_raw(
        m: usize, k: usize, n: usize, alpha: f32, a: *const f32, rsa: isize, csa: isize, b: *const f32,
        rsb: isize, csb: isize, beta: f32, c: *mut f32, rsc: isize, csc: isize,
    ) {
        matrixmultiply::sgemm(m, k, n, alpha, a, rsa, csa, b, rsb, csb, beta, c, rsc, csc)
    }
}

impl Real for f64 {
    const PRECISION: Precision = Precision::F64;
    unsafe fn gemm_raw(
        m: usize, k: usize, n: usize, alpha: f64, a: *const f64, rsa: isize, csa: isize, b: *const f64,
        rsb: isize, csb: isize, beta: f64, c: *mut f64, rsc: isize, csc: isize,
    ) {
        matrixmultiply::dgemm(m, k, n, alpha, a, rsa, csa, b, rsb, csb, beta, c, rsc, csc)
    }
}

/// `out[m×n] (+)= a[m×k] · B`, where B is the `[k×n]` matrix at `b` with row stride `rsb` and
/// column stride `csb`; `a` and `out` are row-major and contiguous.
#[allow(clippy::too_many_arguments)]
fn matmul<T: Real>(m: usize, k: usize, n: usize, a: &[T], b: &[T], rsb: usize, csb: usize, out: &mut [T], accumulate: bool) {
    if m == 0 || n == 0 {
        return;
    }
    if m <= SMALL_M && csb == 1 {
        // Few rows: packing B (what matrixmultiply does first) would cost as much as the product.
        return small_matmul(m, k, n, a, b, rsb, out, accumulate);
    }
    assert!(a.len() >= m * k && out.len() >= m * n);
    assert!(k == 0 || b.len() > (k - 1) * rsb + (n - 1) * csb);
    let beta = if accumulate { T::one() } else { T::zero() };
    // SAFETY: extents checked above; `out` is a distinct &mut borrow.
    unsafe {
        T::gemm_raw(
            m, k, n, T::one(), a.as_ptr(), k as isize, 1, b.as_ptr(), rsb as isize, csb as isize, beta,
            out.as_mut_ptr(), n as isize, 1,
        )
    }
}

/// Row counts up to which [`small_matmul`] beats a packed GEMM.
const SMALL_M: usize = 48;

/// `out[m×n] (+)= a[m×k] · B` for small m, B row-major with row stride `rsb` (unit column
/// stride): rows of `out` accumulate scaled rows of B, four rows of `a` per pass over B, so the
/// inner loop is a contiguous, vectorisable axpy. Compiled for AVX2+FMA too.
#[multiversion::multiversion(targets("x86_64+avx2+fma"))]
#[allow(clippy::too_many_arguments)]
fn small_matmul<T: Real>(m: usize, k: usize, n: usize, a: &[T], b: &[T], rsb: usize, out: &mut [T], accumulate: bool) {
    const MR: usize = 4;
    const NR: usize = 16;
    assert!(a.len() >= m * k && out.len() >= m * n);
    assert!(k == 0 || b.len() >= (k - 1) * rsb + n);
    if !accumulate {
        out[..m * n].fill(T::zero());
    }
    let n_full = n - n % NR;
    for r0 in (0..m).step_by(MR) {
        let rows = (m - r0).min(MR);
        // Full MR×NR register tiles: the accumulators stay in registers across the k loop.
        if rows == MR {
            for c0 in (0..n_full).step_by(NR) {
                let mut acc = [[T::zero(); NR]; MR];
                for (rr, row) in acc.iter_mut().enumerate() {
                    row.copy_from_slice(&out[(r0 + rr) * n + c0..(r0 + rr) * n + c0 + NR]);
                }
                for kk in 0..k {
                    let bt: &[T; NR] = b[kk * rsb + c0..kk * rsb + c0 + NR].try_into().unwrap();
                    for (rr, row) in acc.iter_mut().enumerate() {
                        let av = a[(r0 + rr) * k + kk];
                        for cc in 0..NR {
                            row[cc] += av * bt[cc];
                        }
                    }
                }
                for (rr, row) in acc.iter().enumerate() {
                    out[(r0 + rr) * n + c0..(r0 + rr) * n + c0 + NR].copy_from_slice(row);
                }
            }
        }
        // Remaining columns (and the last rows when m is not a multiple of MR): row axpys.
        let c_start = if rows == MR { n_full } else { 0 };
        if c_start < n {
            for kk in 0..k {
                let brow = &b[kk * rsb + c_start..kk * rsb + n];
                for rr in 0..rows {
                    let av = a[(r0 + rr) * k + kk];
                    let o = &mut out[(r0 + rr) * n + c_start..(r0 + rr) * n + n];
                    for (ov, &bv) in o.iter_mut().zip(brow) {
                        *ov += av * bv;
                    }
                }
            }
        }
    }
}

/// A dense layer in precision T, weights `[n_out][n_in]`.
#[derive(Clone, Debug)]
struct Linear<T> {
    w: Vec<T>,
    /// `w` transposed, `[n_in][n_out]`.
    wt: Vec<T>,
    b: Vec<T>,
    n_in: usize,
    n_out: usize,
}

impl<T: Real> Linear<T> {
    fn from(d: &Dense) -> Self {
        let mut wt = vec![T::zero(); d.n_in * d.n_out];
        for o in 0..d.n_out {
            for i in 0..d.n_in {
                wt[i * d.n_out + o] = T::c(d.weight[o * d.n_in + i]);
            }
        }
        Linear {
            w: d.weight.iter().map(|&x| T::c(x)).collect(),
            wt,
            b: d.bias.as_ref().map_or_else(|| vec![T::zero(); d.n_out], |b| b.iter().map(|&x| T::c(x)).collect()),
            n_in: d.n_in,
            n_out: d.n_out,
        }
    }

    /// `y[rows×n_out] = x W^T + b`, parallel over row blocks.
    fn forward(&self, x: &[T], y: &mut [T]) {
        let rows = x.len() / self.n_in;
        par_rows(rows, ROW_BLOCK, x, self.n_in, y, self.n_out, |xb, yb| {
            for row in yb.chunks_exact_mut(self.n_out) {
                row.copy_from_slice(&self.b);
            }
            matmul(xb.len() / self.n_in, self.n_in, self.n_out, xb, &self.wt, self.n_out, 1, yb, true);
        });
    }

    /// `gx[rows×n_in] = gy W` (gradient with respect to the input).
    fn backward(&self, gy: &[T], gx: &mut [T]) {
        let rows = gy.len() / self.n_out;
        par_rows(rows, ROW_BLOCK, gy, self.n_out, gx, self.n_in, |gyb, gxb| {
            matmul(gyb.len() / self.n_out, self.n_out, self.n_in, gyb, &self.w, self.n_in, 1, gxb, false);
        });
    }
}

/// Rows per rayon task in per-atom dense layers.
const ROW_BLOCK: usize = 32;
/// Target number of edges per rayon task in the edge passes.
const EDGE_BLOCK: usize = 256;

/// Run `f` on matching row blocks of `x` (width `wx`) and `y` (width `wy`) in parallel.
fn par_rows<T: Real>(rows: usize, block: usize, x: &[T], wx: usize, y: &mut [T], wy: usize, f: impl Fn(&[T], &mut [T]) + Sync) {
    debug_assert!(x.len() >= rows * wx && y.len() >= rows * wy);
    if rows == 0 {
        return;
    }
    if rows <= block {
        f(&x[..rows * wx], &mut y[..rows * wy]);
    } else {
        x[..rows * wx].par_chunks(block * wx).zip(y[..rows * wy].par_chunks_mut(block * wy)).for_each(|(a, b)| f(a, b));
    }
}

#[inline]
fn sigmoid<T: Real>(x: T) -> T {
    T::one() / (T::one() + (-x).exp())
}

#[inline]
fn silu<T: Real>(x: T) -> T {
    x * sigmoid(x)
}

#[inline]
fn silu_grad<T: Real>(x: T) -> T {
    let s = sigmoid(x);
    s * (T::one() + x * (T::one() - s))
}

/// Above this, torch's softplus is the identity (its `threshold`, 20), and its derivative 1.
const SOFTPLUS_THRESHOLD: f64 = 20.0;

/// `ln(1 + eˣ) − ln 2`, as torch computes softplus (linear above [`SOFTPLUS_THRESHOLD`]).
#[inline]
fn shifted_softplus<T: Real>(x: T) -> T {
    let softplus = if x > T::c(SOFTPLUS_THRESHOLD) { x } else { x.exp().ln_1p() };
    softplus - T::c(std::f64::consts::LN_2)
}

/// The derivative of [`shifted_softplus`]: `σ(x)`, 1 above the threshold (as torch's backward).
#[inline]
fn shifted_softplus_grad<T: Real>(x: T) -> T {
    if x > T::c(SOFTPLUS_THRESHOLD) {
        T::one()
    } else {
        let z = x.exp();
        z / (z + T::one())
    }
}

impl Activation {
    #[inline]
    fn apply<T: Real>(self, x: T) -> T {
        match self {
            Activation::Silu => silu(x),
            Activation::ShiftedSoftplus => shifted_softplus(x),
        }
    }

    #[inline]
    fn grad<T: Real>(self, x: T) -> T {
        match self {
            Activation::Silu => silu_grad(x),
            Activation::ShiftedSoftplus => shifted_softplus_grad(x),
        }
    }
}

/// A two-or-more-layer MLP with `act` between layers (none after the last).
#[derive(Clone, Debug)]
struct Mlp<T> {
    layers: Vec<Linear<T>>,
    act: Activation,
}

impl<T: Real> Mlp<T> {
    /// Forward over `rows` rows; returns the output and the pre-activations of the hidden layers.
    fn forward(&self, x: &[T], rows: usize) -> (Vec<T>, Vec<Vec<T>>) {
        let mut hidden = Vec::with_capacity(self.layers.len() - 1);
        let mut input: Vec<T> = Vec::new();
        for (li, layer) in self.layers.iter().enumerate() {
            let mut out = vec![T::zero(); rows * layer.n_out];
            layer.forward(if li == 0 { x } else { &input }, &mut out);
            if li + 1 == self.layers.len() {
                return (out, hidden);
            }
            input = out.iter().map(|&h| self.act.apply(h)).collect();
            hidden.push(out);
        }
        unreachable!("an MLP has at least one layer")
    }

    /// Gradient with respect to the input, given the output gradient and the stored pre-activations.
    fn backward(&self, g_out: &[T], hidden: &[Vec<T>], rows: usize) -> Vec<T> {
        let mut g = g_out.to_vec();
        for (li, layer) in self.layers.iter().enumerate().rev() {
            let mut gx = vec![T::zero(); rows * layer.n_in];
            layer.backward(&g, &mut gx);
            if li > 0 {
                for (gv, &h) in gx.iter_mut().zip(&hidden[li - 1]) {
                    *gv = *gv * self.act.grad(h);
                }
            }
            g = gx;
        }
        g
    }
}

/// What every architecture shares, in precision T: the embedding, the radial basis and cutoff,
/// and the Atomwise readout with its scale, mean and atomrefs.
#[derive(Clone, Debug)]
struct Shared<T> {
    /// Feature size F (the embedding's and the readout's input width).
    f: usize,
    n_rbf: usize,
    embedding: Vec<T>,
    radial: RadialBasis,
    cutoff: f64,
    readout: Mlp<T>,
    scale: T,
    mean: f64,
    atomref: Vec<f64>,
}

/// A model in precision T: the shared parts and the architecture's representation.
#[derive(Clone, Debug)]
struct Net<T> {
    shared: Shared<T>,
    representation: Representation<T>,
}

/// The representation of each architecture.
#[derive(Clone, Debug)]
enum Representation<T> {
    Painn(Params<T>),
    Schnet(schnet::Params<T>),
}

/// What a representation's forward pass keeps for its backward pass.
enum Kept<T> {
    Painn(Vec<LayerCache<T>>),
    Schnet(schnet::Kept<T>),
}

/// PaiNN's weights in precision T.
#[derive(Clone, Debug)]
struct Params<T> {
    f: usize,
    n_rbf: usize,
    n_layers: usize,
    epsilon: T,
    filter: Linear<T>,
    filter_offsets: Vec<usize>,
    blocks: Vec<usize>,
    interaction: Vec<Mlp<T>>,
    mu_mix: Vec<Linear<T>>,
    mixing: Vec<Mlp<T>>,
}

/// Per-layer activations kept for the backward pass.
struct LayerCache<T> {
    /// Interaction input vector features `[N][3][F]`.
    mu_in: Vec<T>,
    /// Interaction context MLP: hidden pre-activations and output `x` `[N][3F]`.
    ctx_hidden: Vec<Vec<T>>,
    x: Vec<T>,
    /// Mixing: `[V|W]` `[N][3][2F]`, `|V|` `[N][F]`, MLP hidden, MLP output `[N][3F]`.
    vw: Vec<T>,
    vnorm: Vec<T>,
    mix_hidden: Vec<Vec<T>>,
    mix_out: Vec<T>,
}

/// Per-edge geometry: distance, unit vector, radial basis and cutoff with their d-derivatives.
struct EdgeGeometry<T> {
    d: Vec<T>,
    dir: Vec<[T; 3]>,
    phi: Vec<T>,
    dphi: Vec<T>,
    fc: Vec<T>,
    dfc: Vec<T>,
}

/// Receiver-atom ranges `(a0, a1)` holding about `EDGE_BLOCK` edges each.
fn atom_blocks(row_ptr: &[usize]) -> Vec<(usize, usize)> {
    let n = row_ptr.len() - 1;
    let mut blocks = Vec::new();
    let mut a0 = 0;
    for a in 0..n {
        if row_ptr[a + 1] - row_ptr[a0] >= EDGE_BLOCK || a + 1 - a0 >= 64 {
            blocks.push((a0, a + 1));
            a0 = a + 1;
        }
    }
    if a0 < n {
        blocks.push((a0, n));
    }
    blocks
}

/// Split `buf` (rows of `width`) into the disjoint mutable row ranges of `blocks`, offset by `base`.
fn split_blocks<'a, T>(mut buf: &'a mut [T], blocks: &[(usize, usize)], width: usize, base: usize) -> Vec<&'a mut [T]> {
    let mut out = Vec::with_capacity(blocks.len());
    let mut pos = base;
    for &(a0, a1) in blocks {
        let (_, rest) = buf.split_at_mut((a0 - pos) * width);
        let (mine, rest) = rest.split_at_mut((a1 - a0) * width);
        out.push(mine);
        buf = rest;
        pos = a1;
    }
    out
}

/// Stage timer of the CPU profile: books the wall time since the previous lap. Every stage's
/// rayon work has finished when its function returns, so no synchronisation is needed.
struct Laps<'a> {
    profile: Option<&'a mut Profile>,
    last: std::time::Instant,
}

impl<'a> Laps<'a> {
    fn new(profile: Option<&'a mut Profile>) -> Self {
        Laps { profile, last: std::time::Instant::now() }
    }

    fn lap(&mut self, stage: &'static str) {
        if let Some(p) = self.profile.as_deref_mut() {
            let now = std::time::Instant::now();
            p.add(stage, (now - self.last).as_secs_f64());
            self.last = now;
        }
    }
}

/// A `kB` field of `/proc/self/status` (`VmRSS`, `VmHWM`), in bytes.
fn proc_status_bytes(field: &str) -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = text.lines().find(|l| l.starts_with(field) && l[field.len()..].starts_with(':'))?;
    let kb: u64 = line[field.len() + 1..].trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kb * 1024)
}

/// The CPU backend in precision `T`: `CpuBackend<f64>` is the reference.
pub struct CpuBackend<T: Real> {
    net: Net<T>,
    /// Per-stage wall times, when profiling.
    profile: Option<Profile>,
    /// The Verlet list of [`Backend::compute_reusing`], with its per-edge shift vectors (Å).
    kept: Option<(SkinState, NeighborList, Vec<[f64; 3]>)>,
    /// Decides with others when `kept` is rebuilt ([`Backend::set_list_vote`]).
    list_vote: Option<ListVote>,
}

impl<T: Real> CpuBackend<T> {
    /// Convert the model's weights to precision T.
    pub fn new(model: &Model) -> Self {
        let c = &model.config;
        let readout_act = Activation::parse(&c.readout_activation).expect("Config::check admits known activations only");
        let shared = Shared {
            f: c.n_atom_basis,
            n_rbf: c.n_rbf,
            embedding: model.embedding.iter().map(|&x| T::c(x)).collect(),
            radial: model.radial_basis.clone(),
            cutoff: c.cutoff,
            readout: Mlp { layers: model.readout.iter().map(Linear::from).collect(), act: readout_act },
            scale: T::c(c.energy_scale),
            mean: c.energy_mean_per_atom,
            atomref: model.atomref.clone(),
        };
        let representation = match &model.weights {
            Weights::Painn(painn) => {
                let mlp = |ds: &[Dense]| Mlp { layers: ds.iter().map(Linear::from).collect(), act: Activation::Silu };
                Representation::Painn(Params {
                    f: c.n_atom_basis,
                    n_rbf: c.n_rbf,
                    n_layers: c.n_interactions,
                    epsilon: T::c(c.epsilon),
                    filter: Linear::from(&painn.filter_net),
                    filter_offsets: (0..c.n_interactions).map(|l| model.filter_offset(l)).collect(),
                    blocks: (0..c.n_interactions).map(|l| model.block(l)).collect(),
                    interaction: painn.interactions.iter().map(|b| mlp(&b.context_net)).collect(),
                    mu_mix: painn.mixing.iter().map(|b| Linear::from(&b.mu_channel_mix)).collect(),
                    mixing: painn.mixing.iter().map(|b| mlp(&b.context_net)).collect(),
                })
            }
            Weights::Schnet(w) => Representation::Schnet(schnet::Params::new(model, w)),
        };
        CpuBackend { net: Net { shared, representation }, profile: None, kept: None, list_vote: None }
    }

    /// Evaluate with a neighbour list already built for `batch` (the calculator's MD path and the
    /// benchmarks reuse lists).
    pub fn compute_with_list(&self, batch: &Batch, nl: &NeighborList, request: Request) -> Result<Results> {
        evaluate(&self.net, batch, nl, request, None, &mut Laps::new(None))
    }
}

impl<T: Real> Backend for CpuBackend<T> {
    fn name(&self) -> String {
        let threads = rayon::current_num_threads();
        format!("cpu ({}, {threads} thread{})", T::PRECISION.name(), if threads == 1 { "" } else { "s" })
    }

    fn precision(&self) -> Precision {
        T::PRECISION
    }

    fn compute(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        self.evaluate_reusing(batch, request, None, 0.0)
    }

    fn set_profiling(&mut self, on: bool) {
        self.profile = on.then(Profile::default);
    }

    fn profile(&self) -> Option<Profile> {
        self.profile.clone()
    }

    fn track_memory(&mut self, on: bool) {
        if on {
            // Resets the process's peak resident set (VmHWM) to its current size (Linux ≥ 4.0).
            let _ = std::fs::write("/proc/self/clear_refs", "5");
        }
    }

    fn memory(&self) -> Option<MemoryStats> {
        let rss = proc_status_bytes("VmRSS")?;
        Some(MemoryStats {
            in_use: rss,
            reserved: rss,
            peak: proc_status_bytes("VmHWM").unwrap_or(rss).max(rss),
            source: "resident set of the process (/proc/self/status)",
        })
    }

    fn compute_reusing(&mut self, batch: &Batch, request: Request, skin: f64) -> Result<Results> {
        self.evaluate_reusing(batch, request, None, skin)
    }

    fn compute_local(&mut self, batch: &Batch, request: Request, local: &[usize], skin: f64) -> Result<Results> {
        super::check_local(batch, local)?;
        self.evaluate_reusing(batch, request, Some(local), skin)
    }

    fn set_list_vote(&mut self, vote: Option<ListVote>) {
        self.list_vote = vote;
    }
}

impl<T: Real> CpuBackend<T> {
    /// [`Backend::compute_reusing`] (`skin > 0`) or `compute` (`skin <= 0`), with the energies of
    /// only the first `local[s]` atoms of each system counted when `local` is given.
    fn evaluate_reusing(&mut self, batch: &Batch, request: Request, local: Option<&[usize]>, skin: f64) -> Result<Results> {
        if skin <= 0.0 {
            if let Some(p) = &mut self.profile {
                p.calls += 1;
            }
            let mut laps = Laps::new(self.profile.as_mut());
            let nl = batch_neighbor_list(batch, self.net.shared.cutoff)?;
            laps.lap("neighbour list");
            return evaluate(&self.net, batch, &nl, request, local, &mut laps);
        }
        let positions: Vec<[f64; 3]> = batch.systems.iter().flat_map(|s| s.positions.iter().copied()).collect();
        let valid = self.kept.as_ref().is_some_and(|(state, _, _)| state.still_valid(batch, skin));
        let reuse = reuse_kept(&mut self.list_vote, valid);
        if reuse {
            // Same pairs and images: only the edge vectors move with the atoms.
            let (_, nl, shifts) = self.kept.as_mut().unwrap();
            for (e, v) in nl.vectors.iter_mut().enumerate() {
                let (pi, pj) = (positions[nl.receivers[e] as usize], positions[nl.senders[e] as usize]);
                *v = std::array::from_fn(|k| pj[k] - pi[k] + shifts[e][k]);
            }
        } else {
            let nl = batch_neighbor_list(batch, self.net.shared.cutoff + skin)?;
            let mut shifts = host_memory::with_capacity(nl.senders.len(), "the kept neighbour list")?;
            shifts.extend((0..nl.senders.len()).map(|e| {
                let (pi, pj) = (positions[nl.receivers[e] as usize], positions[nl.senders[e] as usize]);
                std::array::from_fn(|k| nl.vectors[e][k] - (pj[k] - pi[k]))
            }));
            self.kept = Some((SkinState::new(batch, skin), nl, shifts));
        }
        let (_, nl, _) = self.kept.as_ref().unwrap();
        let mut results = evaluate(&self.net, batch, nl, request, local, &mut Laps::new(self.profile.as_mut()))?;
        results.list_reused = reuse;
        Ok(results)
    }
}

/// Radial basis, cutoff and their derivatives for every edge.
fn edge_geometry<T: Real>(p: &Shared<T>, nl: &NeighborList) -> Result<EdgeGeometry<T>> {
    let ne = nl.senders.len();
    let r = p.n_rbf;
    let zeros = |len: usize| host_memory::filled(len, T::zero(), EDGES);
    let mut g = EdgeGeometry {
        d: zeros(ne)?,
        dir: host_memory::filled(ne, [T::zero(); 3], EDGES)?,
        phi: zeros(ne.saturating_mul(r))?,
        dphi: zeros(ne.saturating_mul(r))?,
        fc: zeros(ne)?,
        dfc: zeros(ne)?,
    };
    let rc = T::c(p.cutoff);
    let pi_rc = T::c(PI / p.cutoff);
    let half = T::c(0.5);
    let (offsets, coeffs, freqs): (Vec<T>, Vec<T>, Vec<T>) = match &p.radial {
        RadialBasis::Gaussian { offsets, widths } => (
            offsets.iter().map(|&o| T::c(o)).collect(),
            widths.iter().map(|&w| T::c(-0.5 / (w * w))).collect(),
            vec![],
        ),
        RadialBasis::Bessel { freqs } => (vec![], vec![], freqs.iter().map(|&f| T::c(f)).collect()),
    };
    (g.d.par_iter_mut(), g.dir.par_iter_mut(), g.phi.par_chunks_mut(r.max(1)), g.dphi.par_chunks_mut(r.max(1)))
        .into_par_iter()
        .zip(g.fc.par_iter_mut().zip(g.dfc.par_iter_mut()))
        .with_min_len(1024)
        .enumerate()
        .for_each(|(e, ((d, dir, phi, dphi), (fc, dfc)))| {
            let v = nl.vectors[e];
            let v = [T::c(v[0]), T::c(v[1]), T::c(v[2])];
            let dist = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
            *d = dist;
            *dir = [v[0] / dist, v[1] / dist, v[2] / dist];
            if dist < rc {
                *fc = half * ((dist * pi_rc).cos() + T::one());
                *dfc = -half * pi_rc * (dist * pi_rc).sin();
            }
            if freqs.is_empty() {
                for k in 0..r {
                    let x = dist - offsets[k];
                    let y = (coeffs[k] * x * x).exp();
                    phi[k] = y;
                    dphi[k] = y * T::c(2.0) * coeffs[k] * x;
                }
            } else {
                for k in 0..r {
                    let (s, c) = (freqs[k] * dist).sin_cos();
                    phi[k] = s / dist;
                    dphi[k] = (freqs[k] * c * dist - s) / (dist * dist);
                }
            }
        });
    Ok(g)
}

/// What a failed allocation of the per-edge arrays names.
const EDGES: &str = "the per-edge arrays of the evaluation";

/// Pre-cutoff filters `H = W_f φ + b_f` of layer `l` for edges `e0..e1`: `[ne][3F]`.
fn filters<T: Real>(p: &Params<T>, geo: &EdgeGeometry<T>, l: usize, e0: usize, e1: usize) -> Vec<T> {
    let f3 = 3 * p.f;
    let r = p.n_rbf;
    let off = p.filter_offsets[l];
    let ne = e1 - e0;
    let mut h = vec![T::zero(); ne * f3];
    let bias = &p.filter.b[off..off + f3];
    for row in h.chunks_exact_mut(f3) {
        row.copy_from_slice(bias);
    }
    // B[k][o] = W_f[off + o][k] = W_fᵀ[k][off + o].
    matmul(ne, r, f3, &geo.phi[e0 * r..e1 * r], &p.filter.wt[off..], p.filter.n_out, 1, &mut h, true);
    h
}

/// The whole evaluation: forward, then (if asked) the backward pass for forces and stress. With
/// `local`, system `s`'s energy is that of its first `local[s]` atoms, and the backward pass is
/// seeded by those atoms alone (∂E/∂e_a is 1 for them and 0 for the others). The working set
/// ([`crate::budget::evaluation_bytes`], less the list) is asked for in one piece first
/// ([`host_memory::probe`]): an evaluation the process cannot hold is an error before it starts.
fn evaluate<T: Real>(
    net: &Net<T>, batch: &Batch, nl: &NeighborList, request: Request, local: Option<&[usize]>, laps: &mut Laps,
) -> Result<Results> {
    let n = batch.n_atoms();
    let sh = &net.shared;
    let f = sh.f;
    // The list is already held: the rest of the working set is asked for.
    let (ne, float_bytes) = (nl.n_edges() as u64, std::mem::size_of::<T>() as u64);
    let (layers, pair_floats) = match &net.representation {
        Representation::Painn(p) => (p.n_layers, 0),
        Representation::Schnet(p) => (p.n_layers(), crate::budget::schnet_pair_floats(p.filter_width(), sh.n_rbf)),
    };
    let working_set =
        crate::budget::evaluation_bytes(f, sh.n_rbf, layers, pair_floats, n as u64, ne, float_bytes).saturating_sub(crate::budget::list_bytes(ne, float_bytes));
    host_memory::probe(working_set, &format!("an evaluation of {n} atoms with {ne} pairs"))?;
    let numbers: Vec<u32> = batch.systems.iter().flat_map(|s| s.numbers.iter().copied()).collect();
    let geo = edge_geometry(sh, nl)?;
    let blocks = atom_blocks(&nl.row_ptr);
    laps.lap("edge geometry");

    let mut q = vec![T::zero(); n * f];
    for (a, row) in q.chunks_exact_mut(f.max(1)).enumerate() {
        let z = numbers[a] as usize;
        row.copy_from_slice(&sh.embedding[z * f..(z + 1) * f]);
    }
    let (q, kept) = match &net.representation {
        Representation::Painn(p) => {
            let (q, caches) = painn_forward(p, &geo, nl, &blocks, q, n, laps);
            (q, Kept::Painn(caches))
        }
        Representation::Schnet(p) => {
            let (q, kept) = p.forward(&geo, nl, q, n, laps);
            (q, Kept::Schnet(kept))
        }
    };
    let (y, readout_hidden) = sh.readout.forward(&q, n);
    laps.lap("readout");

    let mut results = Results { n_edges: nl.senders.len(), ..Default::default() };
    results.energies = (0..n).map(|a| (sh.scale * y[a]).to_f64().unwrap() + sh.mean + sh.atomref[numbers[a] as usize]).collect();
    // The atoms whose energies count: [atom_start[s], counted_end[s]) of each system.
    let counted_end: Vec<usize> = (0..batch.len())
        .map(|s| batch.atom_start[s] + local.map_or(batch.systems[s].len(), |l| l[s]))
        .collect();
    results.energy = (0..batch.len())
        .map(|s| results.energies[batch.atom_start[s]..counted_end[s]].iter().sum())
        .collect();
    results.stress = vec![None; batch.len()];
    results.virial = vec![None; batch.len()];
    if !(request.forces || request.stress) {
        return Ok(results);
    }

    // Backward: dE/dq from the readout, then through the layers in reverse.
    let mut seed = vec![sh.scale; n];
    if local.is_some() {
        for s in 0..batch.len() {
            seed[counted_end[s]..batch.atom_start[s + 1]].fill(T::zero());
        }
    }
    let gq = sh.readout.backward(&seed, &readout_hidden, n);
    laps.lap("backward: readout");
    let g_edge = match (&net.representation, kept) {
        (Representation::Painn(p), Kept::Painn(caches)) => painn_backward(p, &geo, nl, &blocks, &caches, gq, n, laps)?,
        (Representation::Schnet(p), Kept::Schnet(kept)) => p.backward(&geo, nl, kept, gq, n, laps),
        _ => unreachable!("the forward pass keeps what its own architecture needs"),
    };

    if request.forces {
        results.forces = (0..n)
            .into_par_iter()
            .with_min_len(256)
            .map(|m| {
                let mut fm = [0.0f64; 3];
                for e in nl.row_ptr[m]..nl.row_ptr[m + 1] {
                    let rev = nl.reverse[e] as usize;
                    for k in 0..3 {
                        fm[k] += (g_edge[e][k] - g_edge[rev][k]).to_f64().unwrap();
                    }
                }
                fm
            })
            .collect();
    }
    if request.stress {
        for (s, sys) in batch.systems.iter().enumerate() {
            let (e0, e1) = (nl.row_ptr[batch.atom_start[s]], nl.row_ptr[batch.atom_start[s + 1]]);
            let mut t = [[0.0f64; 3]; 3];
            for (g, r) in g_edge[e0..e1].iter().zip(&nl.vectors[e0..e1]) {
                for a in 0..3 {
                    let ga = g[a].to_f64().unwrap();
                    for b in 0..3 {
                        t[a][b] += ga * r[b];
                    }
                }
            }
            results.set_virial(s, sys, t);
        }
    }
    laps.lap("forces and virial");
    Ok(results)
}

/// PaiNN's representation from the embedded scalar features `q`: the final `q` and each layer's
/// cache.
fn painn_forward<T: Real>(
    p: &Params<T>, geo: &EdgeGeometry<T>, nl: &NeighborList, blocks: &[(usize, usize)], mut q: Vec<T>, n: usize,
    laps: &mut Laps,
) -> (Vec<T>, Vec<LayerCache<T>>) {
    // Vector features start at zero.
    let mut mu = vec![T::zero(); n * 3 * p.f];
    let mut caches = Vec::with_capacity(p.n_layers);
    for l in 0..p.n_layers {
        let (cache, q2, mu2) = layer_forward(p, geo, nl, blocks, l, q, mu, n, laps);
        caches.push(cache);
        q = q2;
        mu = mu2;
    }
    (q, caches)
}

/// PaiNN's backward from `gq = ∂E/∂q` at its output: `∂E/∂r` per edge.
#[allow(clippy::too_many_arguments)]
fn painn_backward<T: Real>(
    p: &Params<T>, geo: &EdgeGeometry<T>, nl: &NeighborList, blocks: &[(usize, usize)], caches: &[LayerCache<T>],
    mut gq: Vec<T>, n: usize, laps: &mut Laps,
) -> Result<Vec<[T; 3]>> {
    let mut gmu = vec![T::zero(); n * 3 * p.f];
    let mut g_edge = host_memory::filled(nl.senders.len(), [T::zero(); 3], EDGES)?;
    for l in (0..p.n_layers).rev() {
        let (gq2, gmu2) = mixing_backward(p, &caches[l], l, &gq, &gmu, n);
        laps.lap(layer_stage("backward: mixing", l));
        let (gq3, gmu3) = interaction_backward(p, geo, nl, blocks, &caches[l], l, &gq2, &gmu2, &mut g_edge, n, laps);
        gq = gq3;
        gmu = gmu3;
    }
    Ok(g_edge)
}

/// One interaction + mixing layer forward. Consumes (q, mu), returns the cache and the new (q, mu).
#[allow(clippy::too_many_arguments)]
fn layer_forward<T: Real>(
    p: &Params<T>, geo: &EdgeGeometry<T>, nl: &NeighborList, blocks: &[(usize, usize)], l: usize, q: Vec<T>, mu: Vec<T>,
    n: usize, laps: &mut Laps,
) -> (LayerCache<T>, Vec<T>, Vec<T>) {
    let f = p.f;
    let b = p.blocks[l];
    // Interaction: x = MLP(q), then the message gather over each receiver's row.
    let (x, ctx_hidden) = p.interaction[b].forward(&q, n);
    laps.lap(layer_stage("forward: context MLP", l));
    let mut q1 = q;
    let mut mu1 = mu.clone();
    {
        let q_blocks = split_blocks(&mut q1, blocks, f, 0);
        let mu_blocks = split_blocks(&mut mu1, blocks, 3 * f, 0);
        blocks.par_iter().zip(q_blocks).zip(mu_blocks).for_each(|((&(a0, a1), qb), mub)| {
            message_block_forward(p, geo, nl, l, a0, a1, &x, &mu, qb, mub);
        });
    }
    laps.lap(layer_stage("forward: message", l));
    // Mixing.
    let mut vw = vec![T::zero(); n * 3 * 2 * f];
    p.mu_mix[b].forward(&mu1, &mut vw);
    let mut ctx = vec![T::zero(); n * 2 * f];
    let mut vnorm = vec![T::zero(); n * f];
    for a in 0..n {
        for c in 0..f {
            let mut s = p.epsilon;
            for k in 0..3 {
                let v = vw[(a * 3 + k) * 2 * f + c];
                s += v * v;
            }
            vnorm[a * f + c] = s.sqrt();
            ctx[a * 2 * f + c] = q1[a * f + c];
            ctx[a * 2 * f + f + c] = vnorm[a * f + c];
        }
    }
    let (mix_out, mix_hidden) = p.mixing[b].forward(&ctx, n);
    let mut q2 = q1;
    let mut mu2 = mu1.clone();
    for a in 0..n {
        let o = &mix_out[a * 3 * f..(a + 1) * 3 * f];
        for c in 0..f {
            let mut vdotw = T::zero();
            for k in 0..3 {
                let base = (a * 3 + k) * 2 * f;
                let (v, w) = (vw[base + c], vw[base + f + c]);
                vdotw += v * w;
                mu2[(a * 3 + k) * f + c] += o[f + c] * w;
            }
            q2[a * f + c] += o[c] + o[2 * f + c] * vdotw;
        }
    }
    laps.lap(layer_stage("forward: mixing", l));
    let cache = LayerCache { mu_in: mu, ctx_hidden, x, vw, vnorm, mix_hidden, mix_out };
    (cache, q2, mu2)
}

/// Mixing backward: from gradients at the mixing output to gradients at its input.
fn mixing_backward<T: Real>(p: &Params<T>, c: &LayerCache<T>, l: usize, gq: &[T], gmu: &[T], n: usize) -> (Vec<T>, Vec<T>) {
    let f = p.f;
    let b = p.blocks[l];
    let mut g_out = vec![T::zero(); n * 3 * f];
    let mut gvw = vec![T::zero(); n * 3 * 2 * f];
    for a in 0..n {
        let o = &c.mix_out[a * 3 * f..(a + 1) * 3 * f];
        for ch in 0..f {
            let gqa = gq[a * f + ch];
            let mut vdotw = T::zero();
            let mut g_dmu = T::zero();
            for k in 0..3 {
                let base = (a * 3 + k) * 2 * f;
                let (v, w) = (c.vw[base + ch], c.vw[base + f + ch]);
                vdotw += v * w;
                let gm = gmu[(a * 3 + k) * f + ch];
                g_dmu += gm * w;
                // d(q)/d(V,W) through dqmu·Σ V W, and d(mu)/dW through dmu·W.
                gvw[base + ch] = gqa * o[2 * f + ch] * w;
                gvw[base + f + ch] = gqa * o[2 * f + ch] * v + gm * o[f + ch];
            }
            g_out[a * 3 * f + ch] = gqa;
            g_out[a * 3 * f + f + ch] = g_dmu;
            g_out[a * 3 * f + 2 * f + ch] = gqa * vdotw;
        }
    }
    let g_ctx = p.mixing[b].backward(&g_out, &c.mix_hidden, n);
    let mut gq_in = gq.to_vec();
    for a in 0..n {
        for ch in 0..f {
            gq_in[a * f + ch] += g_ctx[a * 2 * f + ch];
            let g_norm = g_ctx[a * 2 * f + f + ch] / c.vnorm[a * f + ch];
            for k in 0..3 {
                let base = (a * 3 + k) * 2 * f;
                gvw[base + ch] += g_norm * c.vw[base + ch];
            }
        }
    }
    let mut gmu_in = vec![T::zero(); n * 3 * f];
    p.mu_mix[b].backward(&gvw, &mut gmu_in);
    for (g, &g0) in gmu_in.iter_mut().zip(gmu) {
        *g += g0;
    }
    (gq_in, gmu_in)
}

/// Interaction backward. Gathers, for every atom j, the gradient of the messages j sent (over
/// the reverse edges of j's own row), accumulates ∂E/∂r into `g_edge`, and returns the gradients
/// at the interaction input.
#[allow(clippy::too_many_arguments)]
fn interaction_backward<T: Real>(
    p: &Params<T>, geo: &EdgeGeometry<T>, nl: &NeighborList, blocks: &[(usize, usize)], c: &LayerCache<T>, l: usize,
    gq: &[T], gmu: &[T], g_edge: &mut [[T; 3]], n: usize, laps: &mut Laps,
) -> (Vec<T>, Vec<T>) {
    let f3 = 3 * p.f;
    let mut gx = vec![T::zero(); n * f3];
    let mut gmu_in = gmu.to_vec();
    {
        let gx_blocks = split_blocks(&mut gx, blocks, f3, 0);
        let gmu_blocks = split_blocks(&mut gmu_in, blocks, f3, 0);
        let edge_ranges: Vec<(usize, usize)> = blocks.iter().map(|&(a0, a1)| (nl.row_ptr[a0], nl.row_ptr[a1])).collect();
        let ge_blocks = split_blocks(g_edge, &edge_ranges, 1, 0);
        blocks.par_iter().zip(gx_blocks).zip(gmu_blocks).zip(ge_blocks).for_each(|(((&(a0, a1), gxb), gmub), geb)| {
            message_block_backward(p, geo, nl, c, l, a0, a1, gq, gmu, gxb, gmub, geb);
        });
    }
    laps.lap(layer_stage("backward: message", l));
    let gq_ctx = p.interaction[p.blocks[l]].backward(&gx, &c.ctx_hidden, n);
    let gq_in: Vec<T> = gq.iter().zip(&gq_ctx).map(|(&a, &b)| a + b).collect();
    laps.lap(layer_stage("backward: context MLP", l));
    (gq_in, gmu_in)
}

/// The message gather of receivers `a0..a1` (one rayon task): adds the messages to `qb`, `mub`.
/// Compiled for AVX2+FMA too, chosen at run time.
#[multiversion::multiversion(targets("x86_64+avx2+fma"))]
#[allow(clippy::too_many_arguments)]
fn message_block_forward<T: Real>(
    p: &Params<T>, geo: &EdgeGeometry<T>, nl: &NeighborList, l: usize, a0: usize, a1: usize, x: &[T], mu: &[T], qb: &mut [T],
    mub: &mut [T],
) {
    let f = p.f;
    let (e0, e1) = (nl.row_ptr[a0], nl.row_ptr[a1]);
    let h = filters(p, geo, l, e0, e1);
    for i in a0..a1 {
        let qi = &mut qb[(i - a0) * f..(i - a0 + 1) * f];
        let mui = &mut mub[(i - a0) * 3 * f..(i - a0 + 1) * 3 * f];
        for e in nl.row_ptr[i]..nl.row_ptr[i + 1] {
            let j = nl.senders[e] as usize;
            let w = &h[(e - e0) * 3 * f..(e - e0 + 1) * 3 * f];
            let fc = geo.fc[e];
            let dir = geo.dir[e];
            let xj = &x[j * 3 * f..(j + 1) * 3 * f];
            let muj = &mu[j * 3 * f..(j + 1) * 3 * f];
            for c in 0..f {
                qi[c] += w[c] * fc * xj[c];
                let sb = w[f + c] * fc * xj[f + c];
                let sc = w[2 * f + c] * fc * xj[2 * f + c];
                for k in 0..3 {
                    mui[k * f + c] += sb * dir[k] + sc * muj[k * f + c];
                }
            }
        }
    }
}

/// Backward of [`message_block_forward`] for the atoms `a0..a1` as senders (one rayon task).
#[multiversion::multiversion(targets("x86_64+avx2+fma"))]
#[allow(clippy::too_many_arguments)]
fn message_block_backward<T: Real>(
    p: &Params<T>, geo: &EdgeGeometry<T>, nl: &NeighborList, c: &LayerCache<T>, l: usize, a0: usize, a1: usize, gq: &[T],
    gmu: &[T], gxb: &mut [T], gmub: &mut [T], geb: &mut [[T; 3]],
) {
    let f = p.f;
    let f3 = 3 * f;
    let r = p.n_rbf;
    let off = p.filter_offsets[l];
    let (e0, e1) = (nl.row_ptr[a0], nl.row_ptr[a1]);
    let ne = e1 - e0;
    let h = filters(p, geo, l, e0, e1);
    let mut gw = vec![T::zero(); ne * f3];
    let mut gdir = vec![[T::zero(); 3]; ne];
    let mut gw_dot_h = vec![T::zero(); ne];
    for j in a0..a1 {
        let xj = &c.x[j * f3..(j + 1) * f3];
        let muj = &c.mu_in[j * f3..(j + 1) * f3];
        let gxj = &mut gxb[(j - a0) * f3..(j - a0 + 1) * f3];
        let gmuj = &mut gmub[(j - a0) * f3..(j - a0 + 1) * f3];
        for e in nl.row_ptr[j]..nl.row_ptr[j + 1] {
            // This slot is edge (j ← i'); the message handled is its reverse (i' ← j).
            let ip = nl.senders[e] as usize;
            let le = e - e0;
            let hw = &h[le * f3..(le + 1) * f3];
            let fc = geo.fc[e];
            let de = geo.dir[e];
            let dir = [-de[0], -de[1], -de[2]];
            let gqi = &gq[ip * f..(ip + 1) * f];
            let gmui = &gmu[ip * f3..(ip + 1) * f3];
            let gwe = &mut gw[le * f3..(le + 1) * f3];
            let mut gd = [T::zero(); 3];
            let mut dot = T::zero();
            for ch in 0..f {
                let (wa, wb, wc) = (hw[ch] * fc, hw[f + ch] * fc, hw[2 * f + ch] * fc);
                let g = [gmui[ch], gmui[f + ch], gmui[2 * f + ch]];
                let mj = [muj[ch], muj[f + ch], muj[2 * f + ch]];
                let gsa = gqi[ch];
                let gsb = g[0] * dir[0] + g[1] * dir[1] + g[2] * dir[2];
                let gsc = g[0] * mj[0] + g[1] * mj[1] + g[2] * mj[2];
                let (xa, xb, xc) = (xj[ch], xj[f + ch], xj[2 * f + ch]);
                gxj[ch] += wa * gsa;
                gxj[f + ch] += wb * gsb;
                gxj[2 * f + ch] += wc * gsc;
                let sc = wc * xc;
                for k in 0..3 {
                    gmuj[k * f + ch] += sc * g[k];
                }
                let (ga, gb, gc) = (gsa * xa, gsb * xb, gsc * xc);
                gwe[ch] = ga;
                gwe[f + ch] = gb;
                gwe[2 * f + ch] = gc;
                dot += ga * hw[ch] + gb * hw[f + ch] + gc * hw[2 * f + ch];
                let sb = wb * xb;
                for k in 0..3 {
                    gd[k] += g[k] * sb;
                }
            }
            gdir[le] = gd;
            gw_dot_h[le] = dot;
        }
    }
    // ∂E/∂φ = gW · W_f (rows of layer l): B[o][k] = W_f[off + o][k].
    let mut gphi = vec![T::zero(); ne * r];
    matmul(ne, f3, r, &gw, &p.filter.w[off * r..], r, 1, &mut gphi, false);
    for le in 0..ne {
        let e = e0 + le;
        let dphi = &geo.dphi[e * r..(e + 1) * r];
        let g_d = geo.fc[e] * (0..r).map(|k| gphi[le * r + k] * dphi[k]).sum::<T>() + geo.dfc[e] * gw_dot_h[le];
        let de = geo.dir[e];
        let dir = [-de[0], -de[1], -de[2]];
        let gdd = gdir[le][0] * dir[0] + gdir[le][1] * dir[1] + gdir[le][2] * dir[2];
        let inv_d = T::one() / geo.d[e];
        for k in 0..3 {
            // ∂E/∂r_e' = -∂E/∂r_e for the reverse edge e (r_e = -r_e').
            let proj = (gdir[le][k] - gdd * dir[k]) * inv_d;
            geb[le][k] += g_d * de[k] - proj;
        }
    }
}
