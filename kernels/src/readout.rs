//! Embedding, per-atom and per-system energies, forces and virials: the gathers at both ends of
//! the model.
//!
//! Layout: `numbers [N]` u32, `embedding [max_z][F]`, `y [N]` (readout output),
//! `atomref [max_z]`, `energies [N]`, `atom_start [S+1]` u32 (atoms of system s are
//! `atom_start[s]..atom_start[s+1]`), `g_edge [E][3]` = ∂E/∂r_e, `edge [E][8]` (d, dir, ...),
//! `reverse [E]`, `forces [N][3]`, `virial_atom [N][9]`, `virial [S][9]` (row-major a, b of
//! `Σ_e (∂E/∂r_e)_a r_e,b`).
use cubecl::prelude::*;

use crate::dense::{col_width, column_acc, layer_parts, layers_split_floats, sigmoid, silu_grad, split_partials, stage_rows};
use crate::geometry::{EDGE_STRIDE, F4};
use crate::tuning::Device;
use crate::launch::{arg, arg4, cubes, elementwise_cubes, thread_index, ELEMENTWISE_THREADS};

type H = cubecl::server::Handle;

#[cube(launch_unchecked)]
fn fill_kernel(out_a: &mut Array<f32>, value: f32, start: u32, n: u32) {
    let out = &mut out_a.to_slice_mut();
    let idx = thread_index();
    if idx < n as usize {
        out[start as usize + idx] = value;
    }
}

#[cube(launch_unchecked)]
fn embed_kernel(numbers_a: &Array<u32>, embedding_a: &Array<f32>, q_a: &mut Array<f32>, n: u32, #[comptime] f: usize) {
    let numbers = &numbers_a.to_slice().as_mut_unchecked();
    let embedding = &embedding_a.to_slice().as_mut_unchecked();
    let q = &mut q_a.to_slice_mut();
    let idx = thread_index();
    if idx >= n as usize * f {
        terminate!();
    }
    let a = idx / f;
    let z = numbers[a] as usize;
    q[idx] = embedding[z * f + idx % f];
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn energies_kernel(
    numbers_a: &Array<u32>,
    y_a: &Array<f32>,
    atomref_a: &Array<f32>,
    energies_a: &mut Array<f32>,
    n: u32,
    scale: f32,
    mean: f32,
) {
    let numbers = &numbers_a.to_slice().as_mut_unchecked();
    let y = &y_a.to_slice().as_mut_unchecked();
    let atomref = &atomref_a.to_slice().as_mut_unchecked();
    let energies = &mut energies_a.to_slice_mut();
    let a = thread_index();
    if a < n as usize {
        energies[a] = scale * y[a] + mean + atomref[numbers[a] as usize];
    }
}

/// The usual atomwise readout in one launch: `y = silu(q W0ᵀ + b0) · w1 + b1`, the per-atom
/// energy `scale y + mean + atomref[Z]`, and with `grad` its gradient `∂E/∂q = scale ((w1 ⊙
/// silu'(pre)) W0)`. Tiles of [`crate::dense::pick_tile`] rows, one thread per hidden or input
/// column, the tile's inputs and hidden values in shared memory.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn readout_kernel(
    q_a: &Array<f32>,
    w0t_a: &Array<f32>,
    b0_a: &Array<f32>,
    w0_a: &Array<f32>,
    w1_a: &Array<f32>,
    b1_a: &Array<f32>,
    numbers_a: &Array<u32>,
    atomref_a: &Array<f32>,
    energies_a: &mut Array<f32>,
    gq_a: &mut Array<f32>,
    rows: u32,
    scale: f32,
    mean: f32,
    #[comptime] f: usize,
    #[comptime] n_hid: usize,
    #[comptime] grad: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
) {
    let q = &q_a.to_slice().as_mut_unchecked();
    let w0t = &w0t_a.to_slice().as_mut_unchecked();
    let b0 = &b0_a.to_slice().as_mut_unchecked();
    let w0 = &w0_a.to_slice().as_mut_unchecked();
    let w1 = &w1_a.to_slice().as_mut_unchecked();
    let b1 = &b1_a.to_slice().as_mut_unchecked();
    let numbers = &numbers_a.to_slice().as_mut_unchecked();
    let atomref = &atomref_a.to_slice().as_mut_unchecked();
    let energies = &mut energies_a.to_slice_mut();
    let gq = &mut gq_a.to_slice_mut();
    let n_tiles = (rows as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let threads = comptime![crate::dense::THREADS as usize];
    let mut red = SharedMemory::<f32>::new(comptime![readout_red_floats(threads, f, n_hid, tile, grad, !prefetch, false)]);
    // Separate weight arrays: no 4-float view (`vec4` off, never read).
    let w4_l = Array::<F4>::new(1usize);
    let w4 = &w4_l.to_slice().as_mut_unchecked();
    readout_rows(
        q, w0t, 0, b0, 0, w0, 0, w1, 0, b1, 0, numbers, atomref, energies, gq, &mut red, w4, rows, cube * tile, scale, mean, f, n_hid,
        grad, tile, prefetch, false, threads,
    );
}

/// Shared floats of the partial sums [`readout_rows`] takes (see [`layers_split_floats`]).
pub fn readout_red_floats(threads: usize, f: usize, n_hid: usize, tile: usize, grad: bool, deep: bool, vec4: bool) -> usize {
    let layers = [(n_hid, f, tile), (f, n_hid, tile)];
    layers_split_floats(threads, deep, vec4, &layers[..if grad { 2 } else { 1 }])
}

/// One cube's tile of [`readout_kernel`]: rows `row0..row0 + tile`, each weight array read from
/// its offset (zeros for the launcher here; offsets into the packed weights in [`crate::block`]).
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn readout_rows(
    q: &Slice<f32, ReadWrite>,
    w0t: &Slice<f32, ReadWrite>,
    w0t_off: usize,
    b0: &Slice<f32, ReadWrite>,
    b0_off: usize,
    w0: &Slice<f32, ReadWrite>,
    w0_off: usize,
    w1: &Slice<f32, ReadWrite>,
    w1_off: usize,
    b1: &Slice<f32, ReadWrite>,
    b1_off: usize,
    numbers: &Slice<u32, ReadWrite>,
    atomref: &Slice<f32, ReadWrite>,
    energies: &mut Slice<f32, ReadWrite>,
    gq: &mut Slice<f32, ReadWrite>,
    red: &mut SharedMemory<f32>,
    w4: &Slice<F4, ReadWrite>,
    rows: u32,
    row0: usize,
    scale: f32,
    mean: f32,
    #[comptime] f: usize,
    #[comptime] n_hid: usize,
    #[comptime] grad: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
) {
    let t = UNIT_POS as usize;
    let mut xs = SharedMemory::<f32>::new(tile * f);
    let mut ys = SharedMemory::<f32>::new(tile * n_hid);
    let mut gs = SharedMemory::<f32>::new(tile * n_hid);
    stage_rows(q, &mut xs, row0, rows, f, tile, threads);
    sync_cube();
    let parts = comptime![layer_parts(threads, n_hid, f, tile, !prefetch, vec4)];
    let width = comptime![col_width(n_hid, vec4)];
    split_partials(&xs, red, w0t, w4, w0t_off, f, n_hid, tile, prefetch, parts, width, threads);
    let mut o = t;
    while o < n_hid {
        let mut acc = Array::<f32>::new(tile);
        let b = b0[b0_off + o];
        #[unroll]
        for r in 0..tile {
            acc[r] = b;
        }
        column_acc(&xs, red, w0t, w0t_off, &mut acc, o, f, n_hid, tile, prefetch, parts, width);
        let w = w1[w1_off + o];
        #[unroll]
        for r in 0..tile {
            let h = acc[r];
            ys[r * n_hid + o] = h * sigmoid(h) * w;
            gs[r * n_hid + o] = scale * w * silu_grad(h);
        }
        o += threads;
    }
    sync_cube();
    if t < tile {
        let row = row0 + t;
        if row < rows as usize {
            let mut y = b1[b1_off];
            for k in 0..n_hid {
                y += ys[t * n_hid + k];
            }
            energies[row] = scale * y + mean + atomref[numbers[row] as usize];
        }
    }
    if comptime![grad] {
        let parts = comptime![layer_parts(threads, f, n_hid, tile, !prefetch, vec4)];
        let width = comptime![col_width(f, vec4)];
        split_partials(&gs, red, w0, w4, w0_off, n_hid, f, tile, prefetch, parts, width, threads);
        let mut o = t;
        while o < f {
            let mut acc = Array::<f32>::new(tile);
            #[unroll]
            for r in 0..tile {
                acc[r] = 0.0;
            }
            column_acc(&gs, red, w0, w0_off, &mut acc, o, n_hid, f, tile, prefetch, parts, width);
            #[unroll]
            for r in 0..tile {
                let row = row0 + r;
                if row < rows as usize {
                    gq[row * f + o] = acc[r];
                }
            }
            o += threads;
        }
    }
}

#[cube(launch_unchecked)]
fn system_sum_kernel(
    per_atom_a: &Array<f32>,
    atom_start_a: &Array<u32>,
    out_a: &mut Array<f32>,
    n_systems: u32,
    #[comptime] width: usize,
) {
    let per_atom = &per_atom_a.to_slice().as_mut_unchecked();
    let atom_start = &atom_start_a.to_slice().as_mut_unchecked();
    let out = &mut out_a.to_slice_mut();
    // One cube per (system, component): thread t adds atoms t, t + 256, ..., then a tree, in a
    // fixed order (deterministic).
    let idx = CUBE_POS;
    if idx >= n_systems as usize * width {
        terminate!();
    }
    let s = idx / width;
    let k = idx % width;
    let t = UNIT_POS as usize;
    let mut acc = 0.0;
    let mut a = atom_start[s] as usize + t;
    let end = atom_start[s + 1] as usize;
    while a < end {
        acc += per_atom[a * width + k];
        a += CUBE_DIM as usize;
    }
    let mut red = SharedMemory::<f32>::new(comptime![ELEMENTWISE_THREADS as usize]);
    red[t] = acc;
    sync_cube();
    let mut half = CUBE_DIM as usize / 2usize; // runtime (a comptime value cannot be mutated)
    while half > 0usize {
        if t < half {
            red[t] += red[t + half];
        }
        sync_cube();
        half /= 2usize;
    }
    if t == 0 {
        out[idx] = red[0];
    }
}

/// Threads per atom of the forces gather (a cube of [`ELEMENTWISE_THREADS`] takes 8 atoms).
pub const FORCE_LANES: usize = 32;

#[cube(launch_unchecked)]
fn forces_kernel(row_ptr_a: &Array<u32>, reverse_a: &Array<u32>, g_edge_a: &Array<f32>, forces_a: &mut Array<f32>, n: u32, n_edges: u32, #[comptime] halves: usize, #[comptime] warps: bool) {
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let reverse = &reverse_a.to_slice().as_mut_unchecked();
    let g_edge = &g_edge_a.to_slice().as_mut_unchecked();
    let forces = &mut forces_a.to_slice_mut();
    let mut red = SharedMemory::<f32>::new(comptime![3 * ELEMENTWISE_THREADS as usize]);
    gather_forces(row_ptr, reverse, g_edge, forces, &mut red, n, n_edges, halves, warps);
}

/// ∂E/∂r of edge `e`, component `k`: `g_edge[e][k]`, or with two channel `halves` of the message
/// backward ([`crate::interaction::message_backward`]) the sum of both copies (`g_edge [2][E][3]`).
#[cube]
pub fn edge_grad(g_edge: &Slice<f32, ReadWrite>, e: usize, k: usize, n_edges: u32, #[comptime] halves: usize) -> f32 {
    let mut g = g_edge[e * 3 + k];
    if comptime![halves > 1] {
        g += g_edge[(n_edges as usize + e) * 3 + k];
    }
    g
}

/// The body of [`forces`] on a cube of [`ELEMENTWISE_THREADS`]: atom m's force also stays in
/// `red[3t..3t+3]` of its lane 0 (thread t), for a caller that goes on with it (its lane 0 alone
/// may read them without a barrier). `g_edge` of `halves` copies of `n_edges` edges
/// ([`edge_grad`]). `warps` ([`crate::launch::cuda_warps`]; an atom's lanes are then one warp):
/// the lanes' sums meet by shuffles instead of a tree in shared memory, in a fixed order too.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn gather_forces(
    row_ptr: &Slice<u32, ReadWrite>,
    reverse: &Slice<u32, ReadWrite>,
    g_edge: &Slice<f32, ReadWrite>,
    forces: &mut Slice<f32, ReadWrite>,
    red: &mut SharedMemory<f32>,
    n: u32,
    n_edges: u32,
    #[comptime] halves: usize,
    #[comptime] warps: bool,
) {
    let lanes = comptime![FORCE_LANES];
    let per_cube = comptime![ELEMENTWISE_THREADS as usize / FORCE_LANES];
    let local = UNIT_POS as usize / lanes;
    let lane = UNIT_POS as usize % lanes;
    let m = CUBE_POS * per_cube + local;
    let mut fx = 0.0;
    let mut fy = 0.0;
    let mut fz = 0.0;
    if m < n as usize {
        // Lane l takes the row's edges l, l + 32, ...
        let mut e = row_ptr[m] as usize + lane;
        let end = row_ptr[m + 1] as usize;
        while e < end {
            let r = reverse[e] as usize;
            fx += edge_grad(g_edge, e, 0, n_edges, halves) - edge_grad(g_edge, r, 0, n_edges, halves);
            fy += edge_grad(g_edge, e, 1, n_edges, halves) - edge_grad(g_edge, r, 1, n_edges, halves);
            fz += edge_grad(g_edge, e, 2, n_edges, halves) - edge_grad(g_edge, r, 2, n_edges, halves);
            e += lanes;
        }
    }
    // The lanes' sums meet in a fixed order (deterministic): by shuffles within the warp, or in
    // a tree in shared memory.
    let t = UNIT_POS as usize;
    if comptime![warps && lanes == 32] {
        #[unroll]
        for s in 0..5u32 {
            let mask = 16u32 >> s;
            fx += plane_shuffle_xor(fx, mask);
            fy += plane_shuffle_xor(fy, mask);
            fz += plane_shuffle_xor(fz, mask);
        }
        red[3 * t] = fx;
        red[3 * t + 1] = fy;
        red[3 * t + 2] = fz;
    } else {
        red[3 * t] = fx;
        red[3 * t + 1] = fy;
        red[3 * t + 2] = fz;
        sync_cube();
        let mut half = CUBE_DIM as usize / per_cube / 2usize; // lanes / 2, at run time (mutated)
        while half > 0usize {
            if lane < half {
                red[3 * t] += red[3 * (t + half)];
                red[3 * t + 1] += red[3 * (t + half) + 1];
                red[3 * t + 2] += red[3 * (t + half) + 2];
            }
            sync_cube();
            half /= 2usize;
        }
    }
    if lane == 0 && m < n as usize {
        forces[m * 3] = red[3 * t];
        forces[m * 3 + 1] = red[3 * t + 1];
        forces[m * 3 + 2] = red[3 * t + 2];
    }
}

#[cube(launch_unchecked)]
fn virial_atom_kernel(row_ptr_a: &Array<u32>, edge_a: &Array<F4>, g_edge_a: &Array<f32>, virial_a: &mut Array<f32>, n: u32, n_edges: u32, #[comptime] halves: usize) {
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let edge = &edge_a.to_slice().as_mut_unchecked();
    let g_edge = &g_edge_a.to_slice().as_mut_unchecked();
    let virial = &mut virial_a.to_slice_mut();
    let m = thread_index();
    if m >= n as usize {
        terminate!();
    }
    let mut acc = Array::<f32>::new(9usize);
    #[unroll]
    for k in 0..9usize {
        acc[k] = 0.0;
    }
    for e in row_ptr[m] as usize..row_ptr[m + 1] as usize {
        let geo = edge[e * 2];
        let d = geo[0];
        #[unroll]
        for a in 0..3usize {
            let g = edge_grad(g_edge, e, a, n_edges, halves);
            #[unroll]
            for b in 0..3usize {
                acc[a * 3 + b] += g * d * geo[1 + b];
            }
        }
    }
    #[unroll]
    for k in 0..9usize {
        virial[m * 9 + k] = acc[k];
    }
}

/// `out[0..n] = value`.
pub fn fill<R: Runtime>(client: &Device<R>, out: &H, n: usize, value: f32) {
    fill_range(client, out, 0..n, value);
}

/// `out[range] = value`.
pub fn fill_range<R: Runtime>(client: &Device<R>, out: &H, range: std::ops::Range<usize>, value: f32) {
    let n = range.len();
    if n == 0 {
        return;
    }
    // SAFETY: `out` holds at least range.end f32 (caller); guarded per thread.
    unsafe {
        fill_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(out, range.end),
            value,
            range.start as u32,
            n as u32,
        )
    }
}

/// `q[a] = embedding[numbers[a]]`.
#[allow(clippy::too_many_arguments)]
pub fn embed<R: Runtime>(client: &Device<R>, numbers: &H, embedding: &H, max_z: usize, q: &H, n: usize, f: usize) {
    if n == 0 {
        return;
    }
    // SAFETY: sizes per the module layout; element numbers < max_z are checked by the caller.
    unsafe {
        embed_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n * f),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(numbers, n),
            arg(embedding, max_z * f),
            arg(q, n * f),
            n as u32,
            f,
        )
    }
}

/// `energies[a] = scale y[a] + mean + atomref[Z_a]`.
#[allow(clippy::too_many_arguments)]
pub fn energies<R: Runtime>(client: &Device<R>, numbers: &H, y: &H, atomref: &H, max_z: usize, out: &H, n: usize, scale: f32, mean: f32) {
    if n == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        energies_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(numbers, n),
            arg(y, n),
            arg(atomref, max_z),
            arg(out, n),
            n as u32,
            scale,
            mean,
        )
    }
}

/// The weights of a readout of one SiLU hidden layer and one output: `w0t` `[f][n_hid]` (W0ᵀ),
/// `b0` `[n_hid]`, `w0` `[n_hid][f]` (torch's layout), `w1` `[n_hid]`, `b1` `[1]`.
pub struct ReadoutArgs<'a> {
    /// W0ᵀ.
    pub w0t: &'a H,
    /// First bias.
    pub b0: &'a H,
    /// W0.
    pub w0: &'a H,
    /// The output layer's weights.
    pub w1: &'a H,
    /// The output layer's bias.
    pub b1: &'a H,
    /// Hidden width.
    pub n_hid: usize,
}

/// Per-atom energies `scale (silu(q W0ᵀ + b0) · w1 + b1) + mean + atomref[Z]` and, when `gq`
/// is given, `∂E/∂q` `[N][f]`, in one launch.
#[allow(clippy::too_many_arguments)]
pub fn readout<R: Runtime>(
    client: &Device<R>,
    w: &ReadoutArgs,
    q: &H,
    numbers: &H,
    atomref: &H,
    max_z: usize,
    energies: &H,
    gq: Option<&H>,
    n: usize,
    f: usize,
    scale: f32,
    mean: f32,
) {
    if n == 0 {
        return;
    }
    let tile = crate::dense::pick_tile(client, n, f + 2 * w.n_hid);
    let threads = crate::dense::THREADS;
    // SAFETY: sizes per the module layout and `ReadoutArgs`; rows are guarded against `n`.
    unsafe {
        readout_kernel::launch_unchecked::<R>(
            client,
            crate::launch::cubes(n.div_ceil(tile)),
            CubeDim::new_1d(threads),
            arg(q, n * f),
            arg(w.w0t, f * w.n_hid),
            arg(w.b0, w.n_hid),
            arg(w.w0, w.n_hid * f),
            arg(w.w1, w.n_hid),
            arg(w.b1, 1),
            arg(numbers, n),
            arg(atomref, max_z),
            arg(energies, n),
            arg(gq.unwrap_or(energies), if gq.is_some() { n * f } else { n }),
            n as u32,
            scale,
            mean,
            f,
            w.n_hid,
            gq.is_some(),
            tile,
            crate::dense::prefetch_weights(client),
        )
    }
}

/// Per-system sums of a per-atom array of `width` components: `out [S][width]`, one cube of
/// [`ELEMENTWISE_THREADS`] per sum.
#[allow(clippy::too_many_arguments)]
pub fn system_sum<R: Runtime>(client: &Device<R>, per_atom: &H, n_atoms: usize, atom_start: &H, out: &H, n_systems: usize, width: usize) {
    if n_systems == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        system_sum_kernel::launch_unchecked::<R>(
            client,
            cubes(n_systems * width),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(per_atom, n_atoms * width),
            arg(atom_start, n_systems + 1),
            arg(out, n_systems * width),
            n_systems as u32,
            width,
        )
    }
}

/// `F_m = Σ_{e ∈ row m} (g_edge[e] - g_edge[reverse[e]])`, [`FORCE_LANES`] threads per atom;
/// `g_edge` of `halves` copies ([`edge_grad`]).
#[allow(clippy::too_many_arguments)]
pub fn forces<R: Runtime>(client: &Device<R>, row_ptr: &H, reverse: &H, g_edge: &H, n_edges: usize, halves: usize, out: &H, n: usize) {
    if n == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        forces_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n * FORCE_LANES),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(row_ptr, n + 1),
            arg(reverse, n_edges),
            arg(g_edge, halves * n_edges * 3),
            arg(out, n * 3),
            n as u32,
            n_edges as u32,
            halves,
            crate::launch::cuda_warps(client),
        )
    }
}

/// Per-atom virial rows `Σ_{e ∈ row m} g_edge[e] ⊗ r_e`: `out [N][9]`; `g_edge` of `halves`
/// copies ([`edge_grad`]).
#[allow(clippy::too_many_arguments)]
pub fn virial_atoms<R: Runtime>(client: &Device<R>, row_ptr: &H, edge: &H, g_edge: &H, n_edges: usize, halves: usize, out: &H, n: usize) {
    if n == 0 {
        return;
    }
    // SAFETY: as above.
    unsafe {
        virial_atom_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(row_ptr, n + 1),
            arg4(edge, n_edges * EDGE_STRIDE),
            arg(g_edge, halves * n_edges * 3),
            arg(out, n * 9),
            n as u32,
            n_edges as u32,
            halves,
        )
    }
}
