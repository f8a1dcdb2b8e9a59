//! Molecular-dynamics integration on the device: velocity Verlet, Langevin BAOAB and the CSVR
//! (Bussi) thermostat, with the Verlet-skin displacement check, so that positions, velocities
//! and forces never leave the device between reports.
//!
//! Layout: `x [N][3]` positions (Å) with `x_lo [N][3]` their compensation term (Kahan summation
//! of the drifts, so that the f32 positions accumulate like f64 ones), `v [N][3]` (Å/fs),
//! `f [N][3]` (eV/Å), `inv_m [N]` = 1 / (m · AMU_A2_PER_FS2_EV) in (Å/fs)² per eV, `x_ref [N][3]`
//! positions when the neighbour list was built, `disp2 [N]` squared displacement since then
//! (and, with a small list that the integrator flags, its status word
//! [`crate::small_list::ST_MOVED`] set where that is half the skin's or more),
//! `atom_start [S+1]`, `system_of [N]`, `ndof [S]` degrees of freedom, `alpha [S]` velocity
//! scale of the thermostat.
//!
//! Random numbers are counter-based ([`normal`]): the same (seed, step, a, b) gives the same
//! Gaussian on every backend, host included ([`normal_host`]), so device and host trajectories
//! with noise can be compared draw for draw.
use cubecl::prelude::*;

use crate::launch::{arg, cubes, elementwise_cubes, thread_index, ELEMENTWISE_THREADS};
use crate::readout::{self, FORCE_LANES};
use crate::small_list::{STATUS_LEN, ST_EDGES, ST_MOVED};

type H = cubecl::server::Handle;

/// Threads of the one-cube reductions (displacement maximum, CSVR per system).
pub const REDUCE_THREADS: u32 = 64;

/// 1 amu·Å²/fs² in eV (CODATA 2018, as `mlff::units::AMU_A2_PER_FS2_EV`).
pub const AMU_A2_PER_FS2_EV: f64 = 1.036_426_965_268_4e2;

/// The `lowbias32` integer hash (C. Wellons): a bijection of u32 with good avalanche.
pub fn hash32(mut x: u32) -> u32 {
    x ^= x >> 16;
    x = x.wrapping_mul(0x7feb_352d);
    x ^= x >> 15;
    x = x.wrapping_mul(0x846c_a68b);
    x ^= x >> 16;
    x
}

/// The hash key of draw (seed, step, a, b).
pub fn key_host(seed: u32, step: u32, a: u32, b: u32) -> u32 {
    hash32(b ^ hash32(a ^ hash32(step ^ hash32(seed))))
}

/// A standard normal number for draw (seed, step, a, b) by Box–Muller, in f64 (the host twin of
/// [`normal`]; both take the same two 24-bit uniforms).
pub fn normal_host(seed: u32, step: u32, a: u32, b: u32) -> f64 {
    let k = key_host(seed, step, a, b);
    let u1 = ((hash32(k ^ 0xa511_e9b3) >> 8) + 1) as f64 / 16_777_216.0;
    let u2 = (hash32(k ^ 0x63d8_3595) >> 8) as f64 / 16_777_216.0;
    (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
}

#[cube]
fn hash32_cube(x0: u32) -> u32 {
    let mut x = x0;
    x ^= x >> 16u32;
    x *= 0x7feb_352du32;
    x ^= x >> 15u32;
    x *= 0x846c_a68bu32;
    x ^= x >> 16u32;
    x
}

/// Device twin of [`normal_host`] (f32 arithmetic on the same uniforms).
#[cube]
pub fn normal(seed: u32, step: u32, a: u32, b: u32) -> f32 {
    let k = hash32_cube(b ^ hash32_cube(a ^ hash32_cube(step ^ hash32_cube(seed))));
    let u1 = f32::cast_from((hash32_cube(k ^ 0xa511_e9b3u32) >> 8u32) + 1u32) / 16_777_216.0;
    let u2 = f32::cast_from(hash32_cube(k ^ 0x63d8_3595u32) >> 8u32) / 16_777_216.0;
    f32::sqrt(-2.0 * f32::ln(u1)) * f32::cos(comptime![std::f32::consts::TAU] * u2)
}

/// Parameters of the first half of a step (B A [O] A).
#[derive(Clone, Copy, Debug)]
pub struct HalfStep {
    /// Half the time step (fs): each drift.
    pub half_dt: f32,
    /// Time of the kick before the drifts (fs): `half_dt`, or the whole step when the previous
    /// step's second half kick (same forces) is folded in.
    pub kick: f32,
    /// Langevin damping exp(-γ dt) of the O step (1 without a Langevin thermostat).
    pub c1: f32,
    /// k_B T (eV) of the Langevin noise.
    pub kt: f32,
    /// Seed of the random numbers.
    pub seed: u32,
    /// Step counter (the noise of step `step`).
    pub step: u32,
    /// Whether the O (Ornstein–Uhlenbeck) step runs.
    pub langevin: bool,
}

/// `v` with its bits XORed with `zero` (0 at run time): the same value, which no compiler can
/// relate to the expression that made it (see [`kick_drift_component`]).
#[cube]
fn opaque(v: f32, zero: u32) -> f32 {
    f32::reinterpret(u32::reinterpret(v) ^ zero)
}

/// Atom `a`'s state before its first half step, three components each: (v, x, x_lo, x_ref),
/// all loaded before [`kick_drift_component`] stores anything (a load after a store to another
/// array waits for it: the compiler cannot know they do not overlap).
#[cube]
fn atom_state(a: usize, x: &Array<f32>, x_lo: &Array<f32>, v: &Array<f32>, x_ref: &Array<f32>) -> (Array<f32>, Array<f32>, Array<f32>, Array<f32>) {
    let mut sv = Array::<f32>::new(3usize);
    let mut sx = Array::<f32>::new(3usize);
    let mut slo = Array::<f32>::new(3usize);
    let mut sref = Array::<f32>::new(3usize);
    #[unroll]
    for k in 0..3usize {
        sv[k] = v[a * 3 + k];
        sx[k] = x[a * 3 + k];
        slo[k] = x_lo[a * 3 + k];
        sref[k] = x_ref[a * 3 + k];
    }
    (sv, sx, slo, sref)
}

/// Component `k` of atom `a`'s first half step with force `fk` (see [`kick_drift`]) from its
/// state `v0`, `x0`, `lo0` ([`atom_state`]): updates `x`, `x_lo` and `v`, returns the squared
/// displacement from the reference position `xr` along `k`.
///
/// The compensation is computed through [`opaque`] values (`zero` is 0, passed at run time):
/// a compiler that may treat float additions as real-number ones, as Vulkan drivers may (SPIR-V
/// without `NoContraction`, which WGSL cannot ask for), otherwise sees `(t − x) − y` with
/// `t = x + y` as zero. Mesa's lavapipe and NVIDIA's Vulkan driver both did, and every drift
/// below half an ulp was lost (`tests/md.rs`, `sub_ulp_drift`).
#[cube]
#[allow(clippy::too_many_arguments)]
fn kick_drift_component(
    a: usize,
    k: usize,
    fk: f32,
    im: f32,
    noise: f32,
    v0: f32,
    x0: f32,
    lo0: f32,
    xr: f32,
    x: &mut Array<f32>,
    x_lo: &mut Array<f32>,
    v: &mut Array<f32>,
    half_dt: f32,
    kick: f32,
    c1: f32,
    zero: u32,
    seed: u32,
    step: u32,
    #[comptime] langevin: bool,
) -> f32 {
    let i = a * 3 + k;
    let mut vi = v0 + kick * fk * im;
    // Drift by half_dt·v twice (around the O step), each compensated.
    let mut xi = x0;
    let mut lo = lo0;
    let y = half_dt * vi - lo;
    let t = opaque(xi + y, zero);
    lo = opaque(t - xi, zero) - y;
    xi = t;
    if comptime![langevin] {
        vi = c1 * vi + noise * normal(seed, step, a as u32, k as u32);
    }
    let y2 = half_dt * vi - lo;
    let t2 = opaque(xi + y2, zero);
    lo = opaque(t2 - xi, zero) - y2;
    xi = t2;
    x[i] = xi;
    x_lo[i] = lo;
    v[i] = vi;
    let dx = xi - xr;
    dx * dx
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn kick_drift_kernel(
    x: &mut Array<f32>,
    x_lo: &mut Array<f32>,
    v: &mut Array<f32>,
    f: &Array<f32>,
    inv_m: &Array<f32>,
    x_ref: &Array<f32>,
    disp2: &mut Array<f32>,
    status: &mut Array<Atomic<u32>>,
    n: u32,
    half_dt: f32,
    kick: f32,
    c1: f32,
    kt: f32,
    zero: u32,
    seed: u32,
    step: u32,
    half_skin2: f32,
    #[comptime] langevin: bool,
    #[comptime] flag: bool,
) {
    let a = thread_index();
    if a >= n as usize {
        terminate!();
    }
    let im = inv_m[a];
    let (sv, sx, slo, sref) = atom_state(a, x, x_lo, v, x_ref);
    let noise = f32::sqrt((1.0 - c1 * c1) * kt * im);
    let mut d2 = 0.0;
    #[unroll]
    for k in 0..3usize {
        d2 += kick_drift_component(a, k, f[a * 3 + k], im, noise, sv[k], sx[k], slo[k], sref[k], x, x_lo, v, half_dt, kick, c1, zero, seed, step, langevin);
    }
    disp2[a] = d2;
    flag_moved(d2, half_skin2, status, flag);
}

/// With `flag`, a small list's [`ST_MOVED`] set where the atom's squared displacement `d2` from
/// `x_ref` is half the skin's (`half_skin2`) or more, NaN included: the same comparison as the
/// list's own check of the positions, on the same f32 values.
#[cube]
// The comptime condition stays apart from the run-time one, so that it removes the code.
#[allow(clippy::neg_cmp_op_on_partial_ord, clippy::collapsible_if)]
fn flag_moved(d2: f32, half_skin2: f32, status: &mut Array<Atomic<u32>>, #[comptime] flag: bool) {
    if comptime![flag] {
        if !(d2 < half_skin2) {
            status[ST_MOVED].store(1u32);
            // The build that follows counts its edges afresh (a padded list's cubes add them).
            status[ST_EDGES].store(0u32);
        }
    }
}

/// The forces gather ([`readout::forces`]) followed, for each atom, by the next step's first
/// half ([`kick_drift`]) with the force its lane 0 holds: one launch for the end of a step and
/// the start of the next.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn forces_kick_drift_kernel(
    row_ptr: &Array<u32>,
    reverse: &Array<u32>,
    g_edge: &Array<f32>,
    forces: &mut Array<f32>,
    x: &mut Array<f32>,
    x_lo: &mut Array<f32>,
    v: &mut Array<f32>,
    inv_m: &Array<f32>,
    x_ref: &Array<f32>,
    disp2: &mut Array<f32>,
    status: &mut Array<Atomic<u32>>,
    n: u32,
    half_dt: f32,
    kick: f32,
    c1: f32,
    kt: f32,
    zero: u32,
    seed: u32,
    step: u32,
    n_edges: u32,
    half_skin2: f32,
    #[comptime] langevin: bool,
    #[comptime] halves: usize,
    #[comptime] warps: bool,
    #[comptime] flag: bool,
) {
    let t = UNIT_POS as usize;
    let a = CUBE_POS * comptime![ELEMENTWISE_THREADS as usize / FORCE_LANES] + t / comptime![FORCE_LANES];
    let lane = t % comptime![FORCE_LANES];
    // The atom's state is loaded before the gather (every lane of a cube past the atoms loads
    // the last atom's), so its latency overlaps the gather's instead of following it.
    let mut sa = a;
    if sa >= n as usize {
        sa = n as usize - 1;
    }
    let im = inv_m[sa];
    let (sv, sx, slo, sref) = atom_state(sa, x, x_lo, v, x_ref);
    let mut red = SharedMemory::<f32>::new(comptime![3 * ELEMENTWISE_THREADS as usize]);
    readout::gather_forces(
        &row_ptr.to_slice().as_mut_unchecked(),
        &reverse.to_slice().as_mut_unchecked(),
        &g_edge.to_slice().as_mut_unchecked(),
        &mut forces.to_slice_mut(),
        &mut red,
        n,
        n_edges,
        halves,
        warps,
    );
    if lane == 0 && a < n as usize {
        let noise = f32::sqrt((1.0 - c1 * c1) * kt * im);
        let mut d2 = 0.0;
        #[unroll]
        for k in 0..3usize {
            d2 += kick_drift_component(a, k, red[3 * t + k], im, noise, sv[k], sx[k], slo[k], sref[k], x, x_lo, v, half_dt, kick, c1, zero, seed, step, langevin);
        }
        disp2[a] = d2;
        flag_moved(d2, half_skin2, status, flag);
    }
}

/// First half of a step for every atom (`kick` = dt/2, or dt with the last step's second half
/// kick folded in): `v += kick F/m; x += dt/2 v; [v = c1 v + √((1-c1²) kT/m) ξ];
/// x += dt/2 v`, and the squared displacement of each atom from `x_ref` into `disp2` (and with
/// `s.moved`, the list's flag set where it is half the skin's or more).
pub fn kick_drift<R: Runtime>(client: &ComputeClient<R>, s: State<'_>, f: &H, n: usize, p: HalfStep) {
    if n == 0 {
        return;
    }
    let (status, status_len, half_skin2) = s.moved_args();
    // SAFETY: every array has the length given here (owned by the caller's MD state); the
    // kernel guards the atom index.
    unsafe {
        kick_drift_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(s.x, 3 * n),
            arg(s.x_lo, 3 * n),
            arg(s.v, 3 * n),
            arg(f, 3 * n),
            arg(s.inv_m, n),
            arg(s.x_ref, 3 * n),
            arg(s.disp2, n),
            arg(status, status_len),
            n as u32,
            p.half_dt,
            p.kick,
            p.c1,
            p.kt,
            0u32,
            p.seed,
            p.step,
            half_skin2,
            p.langevin,
            s.moved.is_some(),
        )
    }
}

/// The forces `F_m = Σ_{e ∈ row m} (g_edge[e] - g_edge[reverse[e]])` into `forces`, as
/// [`readout::forces`], then with them the next step's first half, as [`kick_drift`] (`p.kick` =
/// dt: this step's second half kick and the next step's first; `p.step` the next step's).
pub fn forces_kick_drift<R: Runtime>(client: &ComputeClient<R>, g: ForceEdges<'_>, forces: &H, s: State<'_>, n: usize, p: HalfStep) {
    if n == 0 {
        return;
    }
    let (status, status_len, half_skin2) = s.moved_args();
    // SAFETY: the graph's arrays have the lengths given here (a CSR over `n` atoms whose
    // reverse indices are edges of the same list); the state's arrays are the MD state's; the
    // kernel guards the atom index.
    unsafe {
        forces_kick_drift_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n * FORCE_LANES),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(g.row_ptr, n + 1),
            arg(g.reverse, g.n_edges),
            arg(g.g_edge, g.halves * g.n_edges * 3),
            arg(forces, 3 * n),
            arg(s.x, 3 * n),
            arg(s.x_lo, 3 * n),
            arg(s.v, 3 * n),
            arg(s.inv_m, n),
            arg(s.x_ref, 3 * n),
            arg(s.disp2, n),
            arg(status, status_len),
            n as u32,
            p.half_dt,
            p.kick,
            p.c1,
            p.kt,
            0u32,
            p.seed,
            p.step,
            g.n_edges as u32,
            half_skin2,
            p.langevin,
            g.halves,
            crate::launch::cuda_warps(client),
            s.moved.is_some(),
        )
    }
}

/// The edges' gradients and the CSR that [`forces_kick_drift`] gathers: `row_ptr [N+1]`,
/// `reverse [E]`, `g_edge [halves][E][3]` = ∂E/∂r per edge ([`readout::edge_grad`]).
#[derive(Clone, Copy)]
pub struct ForceEdges<'a> {
    pub row_ptr: &'a H,
    pub reverse: &'a H,
    pub g_edge: &'a H,
    pub n_edges: usize,
    pub halves: usize,
}

/// The MD state the first half of a step updates (layout in the module's documentation).
#[derive(Clone, Copy)]
pub struct State<'a> {
    pub x: &'a H,
    pub x_lo: &'a H,
    pub v: &'a H,
    pub inv_m: &'a H,
    pub x_ref: &'a H,
    pub disp2: &'a H,
    /// A small list whose skin check the integrator flags ([`ST_MOVED`] of its status words,
    /// [`crate::small_list::Build::Skin`]'s `flagged`).
    pub moved: Option<Moved<'a>>,
}

/// A small list's status words (`status [STATUS_LEN]`) and the square of half its skin (Å²).
#[derive(Clone, Copy)]
pub struct Moved<'a> {
    pub status: &'a H,
    pub half_skin2: f32,
}

impl State<'_> {
    /// The status words, their length and half the skin squared; without a flag, any array
    /// (the kernels do not touch it).
    fn moved_args(&self) -> (&H, usize, f32) {
        match self.moved {
            Some(m) => (m.status, STATUS_LEN, m.half_skin2),
            None => (self.disp2, 1, 0.0),
        }
    }
}

#[cube(launch_unchecked)]
fn kick_kernel(v: &mut Array<f32>, f: &Array<f32>, inv_m: &Array<f32>, n: u32, half_dt: f32) {
    let i = thread_index();
    if i >= n as usize * 3 {
        terminate!();
    }
    v[i] += half_dt * f[i] * inv_m[i / 3];
}

/// Second half of a step: `v += dt/2 F/m` with the new forces.
pub fn kick<R: Runtime>(client: &ComputeClient<R>, v: &H, f: &H, inv_m: &H, n: usize, half_dt: f32) {
    if n == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        kick_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(3 * n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(v, 3 * n),
            arg(f, 3 * n),
            arg(inv_m, n),
            n as u32,
            half_dt,
        )
    }
}

#[cube(launch_unchecked)]
fn max_reduce_kernel(values: &Array<f32>, out: &mut Array<f32>, n: u32) {
    let t = UNIT_POS as usize;
    let threads = comptime![REDUCE_THREADS as usize];
    let mut red = SharedMemory::<f32>::new(threads);
    let mut m = 0.0;
    let mut i = t;
    while i < n as usize {
        let x = values[i];
        if x > m {
            m = x;
        }
        i += threads;
    }
    red[t] = m;
    sync_cube();
    let mut width = CUBE_DIM as usize / 2;
    while width > 0 {
        // (no `&&`: cubecl evaluates both sides, so the read must sit inside the bound check)
        if t < width {
            let other = red[t + width];
            if other > red[t] {
                red[t] = other;
            }
        }
        sync_cube();
        width /= 2;
    }
    if t == 0 {
        out[0] = red[0];
    }
}

/// `out[0] = max(0, max_i values[i])` in one cube.
pub fn max_reduce<R: Runtime>(client: &ComputeClient<R>, values: &H, n: usize, out: &H) {
    // SAFETY: as above; the kernel reads `values[0..n]` and writes `out[0]`.
    unsafe {
        max_reduce_kernel::launch_unchecked::<R>(
            client,
            CubeCount::Static(1, 1, 1),
            CubeDim::new_1d(REDUCE_THREADS),
            arg(values, n),
            arg(out, 1),
            n as u32,
        )
    }
}

#[cube(launch_unchecked)]
fn copy_kernel(src: &Array<f32>, dst: &mut Array<f32>, n: u32) {
    let i = thread_index();
    if i < n as usize {
        dst[i] = src[i];
    }
}

/// `dst[0..n] = src[0..n]`.
pub fn copy<R: Runtime>(client: &ComputeClient<R>, src: &H, dst: &H, n: usize) {
    if n == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        copy_kernel::launch_unchecked::<R>(client, elementwise_cubes(n), CubeDim::new_1d(ELEMENTWISE_THREADS), arg(src, n), arg(dst, n), n as u32)
    }
}

/// Parameters of the CSVR thermostat step.
#[derive(Clone, Copy, Debug)]
pub struct Csvr {
    /// exp(-dt/τ).
    pub c: f32,
    /// k_B T (eV).
    pub kt: f32,
    /// Seed of the random numbers.
    pub seed: u32,
    /// Step counter.
    pub step: u32,
}

/// The CSVR velocity scale α of one system (Bussi, Donadio & Parrinello 2007, their
/// `resamplekin`): from kinetic energy `k`, degrees of freedom `nf`, `k_bar = nf kT / 2`, one
/// normal `r1` and the sum `chi` of `nf - 1` squared normals. Host arithmetic in f64.
pub fn csvr_alpha_host(k: f64, nf: f64, kt: f64, c: f64, r1: f64, chi: f64) -> f64 {
    if k <= 0.0 || nf <= 0.0 {
        return 1.0;
    }
    let k_bar = 0.5 * nf * kt;
    let k_new = c * k + (1.0 - c) * k_bar * (r1 * r1 + chi) / nf + 2.0 * r1 * (c * (1.0 - c) * k_bar * k / nf).sqrt();
    let alpha = (k_new.max(0.0) / k).sqrt();
    if r1 + (c * nf * k / ((1.0 - c) * k_bar)).sqrt() < 0.0 {
        -alpha
    } else {
        alpha
    }
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn csvr_alpha_kernel(
    v: &Array<f32>,
    inv_m: &Array<f32>,
    atom_start: &Array<u32>,
    ndof: &Array<f32>,
    alpha: &mut Array<f32>,
    heat: &mut Array<f32>,
    n_systems: u32,
    c: f32,
    kt: f32,
    seed: u32,
    step: u32,
) {
    // One cube per system: 2 K = Σ m v² = Σ v²/inv_m (in eV), and Σ_{i=1}^{nf-1} ξ_i².
    let s = CUBE_POS;
    if s >= n_systems as usize {
        terminate!();
    }
    let t = UNIT_POS as usize;
    let threads = comptime![REDUCE_THREADS as usize];
    let mut red_k = SharedMemory::<f32>::new(threads);
    let mut red_chi = SharedMemory::<f32>::new(threads);
    let nf = ndof[s];
    let nfi = u32::cast_from(nf) as usize;
    let mut k2 = 0.0;
    let mut a = atom_start[s] as usize + t;
    while a < atom_start[s + 1] as usize {
        let v2 = v[a * 3] * v[a * 3] + v[a * 3 + 1] * v[a * 3 + 1] + v[a * 3 + 2] * v[a * 3 + 2];
        k2 += v2 / inv_m[a];
        a += threads;
    }
    let mut chi = 0.0;
    let mut i = t + 1;
    while i < nfi {
        let z = normal(seed, step, s as u32, i as u32);
        chi += z * z;
        i += threads;
    }
    red_k[t] = k2;
    red_chi[t] = chi;
    sync_cube();
    let mut width = CUBE_DIM as usize / 2;
    while width > 0 {
        if t < width {
            red_k[t] += red_k[t + width];
            red_chi[t] += red_chi[t + width];
        }
        sync_cube();
        width /= 2;
    }
    if t == 0 {
        let k = 0.5 * red_k[0];
        let mut result = 1.0;
        if k > 0.0 && nf > 0.0 {
            let r1 = normal(seed, step, s as u32, 0u32);
            let k_bar = 0.5 * nf * kt;
            let k_new = c * k + (1.0 - c) * k_bar * (r1 * r1 + red_chi[0]) / nf + 2.0 * r1 * f32::sqrt(c * (1.0 - c) * k_bar * k / nf);
            let mut kn = k_new;
            if kn < 0.0 {
                kn = 0.0;
            }
            result = f32::sqrt(kn / k);
            if r1 + f32::sqrt(c * nf * k / ((1.0 - c) * k_bar)) < 0.0 {
                result = -result;
            }
        }
        alpha[s] = result;
        heat[s] += k * (1.0 - result * result);
    }
}

/// CSVR scale factor per system into `alpha [S]` (draws (seed, step, s, 0..nf)); the kinetic
/// energy the rescaling takes out of each system, K (1 − α²), is added to `heat [S]` (eV).
#[allow(clippy::too_many_arguments)]
pub fn csvr_alpha<R: Runtime>(client: &ComputeClient<R>, v: &H, inv_m: &H, n: usize, atom_start: &H, ndof: &H, alpha: &H, heat: &H, n_systems: usize, p: Csvr) {
    if n_systems == 0 {
        return;
    }
    // SAFETY: as above; one cube per system.
    unsafe {
        csvr_alpha_kernel::launch_unchecked::<R>(
            client,
            cubes(n_systems),
            CubeDim::new_1d(REDUCE_THREADS),
            arg(v, 3 * n),
            arg(inv_m, n),
            arg(atom_start, n_systems + 1),
            arg(ndof, n_systems),
            arg(alpha, n_systems),
            arg(heat, n_systems),
            n_systems as u32,
            p.c,
            p.kt,
            p.seed,
            p.step,
        )
    }
}

#[cube(launch_unchecked)]
fn scale_kernel(v: &mut Array<f32>, system_of: &Array<u32>, alpha: &Array<f32>, n: u32) {
    let i = thread_index();
    if i >= n as usize * 3 {
        terminate!();
    }
    v[i] *= alpha[system_of[i / 3] as usize];
}

/// `v[a] *= alpha[system_of[a]]`.
pub fn scale<R: Runtime>(client: &ComputeClient<R>, v: &H, system_of: &H, alpha: &H, n: usize, n_systems: usize) {
    if n == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        scale_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(3 * n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(v, 3 * n),
            arg(system_of, n),
            arg(alpha, n_systems),
            n as u32,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normals_have_unit_moments() {
        let n = 200_000u32;
        let (mut m1, mut m2, mut m4) = (0.0, 0.0, 0.0);
        for i in 0..n {
            let z = normal_host(7, 3, i / 3, i % 3);
            m1 += z;
            m2 += z * z;
            m4 += z * z * z * z;
        }
        let n = n as f64;
        assert!((m1 / n).abs() < 0.01, "mean {}", m1 / n);
        assert!((m2 / n - 1.0).abs() < 0.01, "variance {}", m2 / n);
        assert!((m4 / n - 3.0).abs() < 0.05, "fourth moment {}", m4 / n);
        // Different seeds, steps and indices give different draws.
        assert_ne!(normal_host(1, 0, 0, 0), normal_host(2, 0, 0, 0));
        assert_ne!(normal_host(1, 0, 0, 0), normal_host(1, 1, 0, 0));
        assert_ne!(normal_host(1, 0, 0, 0), normal_host(1, 0, 0, 1));
    }

    #[test]
    fn csvr_alpha_limits() {
        // c = 1 (τ → ∞): no thermostat.
        assert!((csvr_alpha_host(2.0, 30.0, 0.1, 1.0, 0.3, 25.0) - 1.0).abs() < 1e-12);
        // c = 0 (τ → 0): K' = k_bar (r1² + chi)/nf, the canonical draw.
        let a = csvr_alpha_host(2.0, 30.0, 0.1, 0.0, 0.5, 28.0);
        assert!((a * a * 2.0 - 0.5 * 30.0 * 0.1 * (0.25 + 28.0) / 30.0).abs() < 1e-12);
    }
}
