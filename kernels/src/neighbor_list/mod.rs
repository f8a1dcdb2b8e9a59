//! GPU neighbour list (f32, batched): every ordered pair of atoms (i, j) of one system and
//! integer image shift S with
//!
//! ```text
//! r_ij = (R[j] − R[i]) + S·cell,   S·cell = S0·a + S1·b + S2·c,   |r_ij| < cutoff (strictly)
//! ```
//!
//! the same list as the CPU reference (`mlff::neighbor`): full (both directions), i == j only
//! with S ≠ 0 (periodic self-images), several images of one neighbour in cells thinner than the
//! cutoff, triclinic cells, periodicity along any subset of the lattice directions, molecules
//! without a cell; systems of a batch are never connected. Membership is decided in f32 with the
//! formula above, evaluated in one fixed order by every kernel, so (j, i, −S) is in the list
//! exactly when (i, j, S) is (`r_ji = −r_ij` bit for bit).
//!
//! # Layout (all device buffers, `u32` unless said otherwise)
//! - in: `positions [N][3] f32` (Å, Cartesian, concatenated systems, not wrapped);
//! - out: `row_ptr [N + 1]` CSR by receiver i; `receivers [E]`; `senders [E]` (j);
//!   `shifts [E][3] f32` = S·cell in Å, so r_ij = pos[j] − pos[i] + shift; `reverse [E]`: the
//!   index of (j, i, −S). Rows are sorted by (j, S) with S compared lexicographically as
//!   integers, exactly like the CPU list. With a capacity hint the edge buffers may be longer
//!   than `n_edges`; only the first `n_edges` entries are meaningful.
//!
//! # Algorithm (cell list, O(N), no float atomics)
//! The host turns each system's cell into a basis whose periodic vectors are the lattice vectors
//! and whose non-periodic vectors are an orthonormal completion (as the CPU list does) and
//! uploads its inverse ([`SearchData`], which a caller keeps for the next batch of the same
//! systems). Then, per call:
//! 1. `plan`: one cube per system reduces the atoms' fractional extent and largest coordinate,
//!    and picks the bins per direction (at least one cutoff plus an f32 rounding margin thick,
//!    measured as lattice-plane spacing; non-periodic directions span the atoms' extent; no more
//!    than max(2n, 27) bins per system), the search reach (⌈cutoff / spacing⌉ bins for cells
//!    thinner than the cutoff, which generates every image), the pre-filter radius, and zeroes
//!    the system's bin counts.
//! 2. `bin_atoms`: per atom: system (binary search), periodic offset o = ⌊s⌋, wrapped bin, and a
//!    slot in its bin from a `u32` atomic counter.
//! 3. scan of the bin counts → bin starts ([`crate::scan`]).
//! 4. `scatter`: atoms (index, position, offset, wrapped position) in bin order.
//! 5. `pairs` (count): per receiver (in bin order), visit the (2·reach + 1)³ bins around it,
//!    count the neighbours, flag duplicates (|r| < 1e-4 Å).
//! 6. scan of the counts → `row_ptr`; the host reads back the total E (one sync).
//! 7. `pairs` (fill): the same search writes each row's edges (j, S) unsorted.
//! 8. `sort_rows`: per edge, its rank in the row by (j, S) (a count over the row) and its reverse
//!    (q + m − 1 − k: negation reverses the order of the m shifts to the same partner), written
//!    in sorted position; checks the symmetry. A last read of the status words ends the call.
//!
//! Launches per call: 8 (plan, bin_atoms, scan, scatter, pairs/count, scan, pairs/fill,
//! sort_rows) while N + 1 and the bin count stay within [`SINGLE_CUBE_MAX`] (each scan one
//! launch), up to 12 beyond; two host syncs (the total, then the status words), or one when a
//! sufficient capacity hint is given. A hint that proves too small adds a fill, a sort and a
//! sync. Nothing is ever truncated: E > capacity only triggers the refill.
//!
//! The pair search first tests `w_j − (w_i − m·cell)` on positions wrapped into the cell
//! (`w = R − o·cell`, `m` the bin image), with a radius widened by the rounding margin, and only
//! the candidates that pass get the exact test above; so membership never depends on the
//! wrapping.
//!
//! # Files
//! - `batch.rs`: a batch's systems ([`SystemGeometry`]), the list returned
//!   ([`DeviceNeighborList`]), the options, and the entry points [`neighbor_list`] and
//!   [`neighbor_list_with`];
//! - `search.rs`: a batch's search data ([`SearchData`]) and one call's launches and read-backs
//!   ([`neighbor_list_searched`]);
//! - `frame.rs`: the frame a system is binned in ([`SearchFrame`]), shared with the CPU list;
//! - `bins.rs`: the kernels' device functions (fractional coordinates, image shifts, a
//!   direction's bins);
//! - `error.rs`: the errors and how the status words become one ([`NeighborListError`]).
//!
//! The launchable kernels (steps 1, 2, 4, 5, 7 and 8 above) are defined in this file: a kernel's
//! module path is part of the identity of its generated code (the exported WGSL is named by a
//! hash of it).
// Kernel code tests `!(x >= y)` on purpose: NaN fails every comparison and must take the
// safe branch. A comptime `if` stays apart from the runtime `if` inside it.
#![allow(clippy::neg_cmp_op_on_partial_ord, clippy::collapsible_if)]

use cubecl::prelude::*;

use crate::launch::thread_index;
#[cfg(doc)]
use crate::scan::SINGLE_CUBE_MAX;

mod batch;
mod bins;
mod error;
mod frame;
mod search;

pub use batch::{neighbor_list, neighbor_list_with, DeviceNeighborList, NeighborListOptions, SystemGeometry};
use bins::{axis_bin, axis_bins, axis_margin, cell_offset, floor_div, fractional, lex_less, shift_component, write_axis};
pub(crate) use bins::shift3;
pub(crate) use error::duplicate_error;
pub use error::NeighborListError;
pub(crate) use frame::det3;
pub use frame::SearchFrame;
pub use search::{neighbor_list_searched, neighbor_list_searched_async, SearchData};

/// Two atoms (or an atom and its own periodic image) closer than this, in Å, are an input error.
pub const MIN_DISTANCE: f64 = 1e-4;
/// Largest number of periodic images one system's search may visit (a nearly flat cell would
/// need millions).
pub const MAX_IMAGES: u64 = 10_000_000;
/// Cartesian coordinates beyond this (Å) are refused: f32 no longer resolves distances there.
pub const MAX_COORDINATE: f32 = 1.0e6;
/// Atoms more than this many cells away from the unit cell are refused.
const MAX_CELL_OFFSET: f32 = 4_194_304.0;

/// Threads per cube of the `plan` kernel (one cube per system).
const PLAN_THREADS: u32 = 128;

// Per-system host data, `sys_u [S][SYS_U]` and `sys_f [S][SYS_F]`.
const SYS_U: usize = 8;
const U_START: usize = 0;
const U_END: usize = 1;
const U_BIN_OFFSET: usize = 2;
const U_BIN_CAP: usize = 3;
const U_PBC: usize = 4; // 3 flags
pub(crate) const SYS_F: usize = 24;
pub(crate) const F_INV: usize = 0; // inv[r][d] at r * 3 + d: fractional s_d = Σ_r R_r inv[r][d]
pub(crate) const F_CELL: usize = 9; // cell[r][k] at 9 + r * 3 + k (rows = lattice vectors, zero if non-periodic)
const F_SPACING: usize = 18; // 3 lattice-plane spacings, Å

// Per-system plan made on the device, `plan_u [S][PLAN]` (bins n[3], reach[3]) and
// `plan_f [S][PLAN]` (lo[3], inverse bin width[3] in fractional units).
const PLAN: usize = 8;

// Status words (read back by the host).
const ST_DUPLICATE: usize = 0; // lowest receiver with a neighbour closer than MIN_DISTANCE
const ST_BAD_POSITION: usize = 1; // lowest atom with a non-finite or out-of-range coordinate
const ST_PRECISION: usize = 2; // lowest system whose coordinates are too large for f32 binning
const ST_MISMATCH: usize = 3; // rows whose fill disagreed with their count (internal)
const ST_ASYMMETRY: usize = 4; // edges without a matching reverse (internal)
const ST_OVERFLOW: usize = 5; // a prefix sum wrapped past u32::MAX
const ST_LEN: usize = 8;
const NONE: u32 = u32::MAX;

/// One cube per system: extent and coordinate magnitude (shared-memory reduction), bin plan,
/// and zeroed bin counters.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn plan_kernel(
    positions: &Array<f32>,
    sys_u: &Array<u32>,
    sys_f: &Array<f32>,
    plan_u: &mut Array<u32>,
    plan_f: &mut Array<f32>,
    bin_count: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    n_systems: u32,
    cutoff: f32,
) {
    let threads = comptime![PLAN_THREADS as usize];
    let s = CUBE_POS;
    if s >= n_systems as usize {
        terminate!();
    }
    let t = UNIT_POS as usize;
    let ub = s * SYS_U;
    let fb = s * SYS_F;
    let start = sys_u[ub + U_START] as usize;
    let end = sys_u[ub + U_END] as usize;
    let bin_offset = sys_u[ub + U_BIN_OFFSET] as usize;
    let cap = sys_u[ub + U_BIN_CAP];
    let mut k = t;
    while k < cap as usize {
        bin_count[bin_offset + k] = 0u32;
        k += threads;
    }
    let mut lo0: f32 = 3.0e38;
    let mut lo1: f32 = 3.0e38;
    let mut lo2: f32 = 3.0e38;
    let mut hi0: f32 = f32::new(-3.0e38);
    let mut hi1: f32 = f32::new(-3.0e38);
    let mut hi2: f32 = f32::new(-3.0e38);
    let mut am0: f32 = 0.0;
    let mut am1: f32 = 0.0;
    let mut am2: f32 = 0.0;
    let mut a = start + t;
    while a < end {
        let x = positions[3 * a];
        let y = positions[3 * a + 1];
        let z = positions[3 * a + 2];
        am0 = max(am0, f32::abs(x));
        am1 = max(am1, f32::abs(y));
        am2 = max(am2, f32::abs(z));
        let s0 = fractional(sys_f, fb, x, y, z, 0usize);
        let s1 = fractional(sys_f, fb, x, y, z, 1usize);
        let s2 = fractional(sys_f, fb, x, y, z, 2usize);
        lo0 = min(lo0, s0);
        lo1 = min(lo1, s1);
        lo2 = min(lo2, s2);
        hi0 = max(hi0, s0);
        hi1 = max(hi1, s1);
        hi2 = max(hi2, s2);
        a += threads;
    }
    let mut red = SharedMemory::<f32>::new(9 * threads);
    red[t] = lo0;
    red[threads + t] = lo1;
    red[2 * threads + t] = lo2;
    red[3 * threads + t] = hi0;
    red[4 * threads + t] = hi1;
    red[5 * threads + t] = hi2;
    red[6 * threads + t] = am0;
    red[7 * threads + t] = am1;
    red[8 * threads + t] = am2;
    sync_cube();
    let mut half = CUBE_DIM as usize / 2usize; // runtime (a comptime value cannot be mutated)
    while half > 0usize {
        if t < half {
            #[unroll]
            for q in 0..3usize {
                red[q * threads + t] = min(red[q * threads + t], red[q * threads + t + half]);
            }
            #[unroll]
            for q in 3..9usize {
                red[q * threads + t] = max(red[q * threads + t], red[q * threads + t + half]);
            }
        }
        sync_cube();
        half /= 2usize;
    }
    if t == 0usize {
        let lo0 = red[0];
        let lo1 = red[threads];
        let lo2 = red[2 * threads];
        let hi0 = red[3 * threads];
        let hi1 = red[4 * threads];
        let hi2 = red[5 * threads];
        let am0 = red[6 * threads];
        let am1 = red[7 * threads];
        let am2 = red[8 * threads];
        let mut m0 = axis_margin(sys_f, fb, am0, am1, am2, 0usize);
        let mut m1 = axis_margin(sys_f, fb, am0, am1, am2, 1usize);
        let mut m2 = axis_margin(sys_f, fb, am0, am1, am2, 2usize);
        if !(m0 <= cutoff && m1 <= cutoff && m2 <= cutoff) {
            status[ST_PRECISION].fetch_min(s as u32);
            m0 = cutoff;
            m1 = cutoff;
            m2 = cutoff;
        }
        // bins at least one cutoff plus the rounding margin thick (Å along the plane normal)
        let w0 = cutoff * 1.000001f32 + m0;
        let w1 = cutoff * 1.000001f32 + m1;
        let w2 = cutoff * 1.000001f32 + m2;
        let h0 = sys_f[fb + F_SPACING];
        let h1 = sys_f[fb + F_SPACING + 1];
        let h2 = sys_f[fb + F_SPACING + 2];
        let p0 = sys_u[ub + U_PBC];
        let p1 = sys_u[ub + U_PBC + 1];
        let p2 = sys_u[ub + U_PBC + 2];
        // extent in units of the plane spacing: the whole cell if periodic, else the atoms'
        // (non-periodic basis vectors are orthonormal, spacing 1)
        let mut e0 = hi0 - lo0;
        let mut e1 = hi1 - lo1;
        let mut e2 = hi2 - lo2;
        if p0 != 0u32 {
            e0 = 1.0f32;
        }
        if p1 != 0u32 {
            e1 = 1.0f32;
        }
        if p2 != 0u32 {
            e2 = 1.0f32;
        }
        let mut n0 = axis_bins(e0 * h0, w0, cap);
        let mut n1 = axis_bins(e1 * h1, w1, cap);
        let mut n2 = axis_bins(e2 * h2, w2, cap);
        // no more than `cap` bins: halve the largest direction (exact test, no overflow)
        while n0 > (cap / n2) / n1 {
            if n0 >= n1 && n0 >= n2 {
                n0 = n0.div_ceil(2u32);
            } else if n1 >= n2 {
                n1 = n1.div_ceil(2u32);
            } else {
                n2 = n2.div_ceil(2u32);
            }
        }
        let pb = s * PLAN;
        // pre-filter radius on wrapped positions (their rounding is within the margins)
        let pre = cutoff * 1.00001f32 + max(m0, max(m1, m2));
        plan_f[pb + 6] = pre * pre;
        write_axis(plan_u, plan_f, pb, n0, p0, h0, w0, lo0, hi0, 0usize);
        write_axis(plan_u, plan_f, pb, n1, p1, h1, w1, lo1, hi1, 1usize);
        write_axis(plan_u, plan_f, pb, n2, p2, h2, w2, lo2, hi2, 2usize);
    }
}

/// Per atom: system, periodic offset, bin, and a slot in the bin (u32 atomic counter).
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn bin_atoms_kernel(
    positions: &Array<f32>,
    sys_u: &Array<u32>,
    sys_f: &Array<f32>,
    plan_u: &Array<u32>,
    plan_f: &Array<f32>,
    bin_count: &mut Array<Atomic<u32>>,
    atom_sys: &mut Array<u32>,
    atom_bin: &mut Array<u32>,
    atom_slot: &mut Array<u32>,
    atom_off: &mut Array<i32>,
    status: &mut Array<Atomic<u32>>,
    n_atoms: u32,
    n_systems: u32,
) {
    let a = thread_index();
    if a >= n_atoms as usize {
        terminate!();
    }
    // the last system starting at or before a (empty systems share starts with the next one)
    let mut lo: usize = 0;
    let mut hi = n_systems as usize;
    while hi - lo > 1usize {
        let mid = (lo + hi) / 2usize;
        if sys_u[mid * SYS_U + U_START] as usize <= a {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let s = lo;
    let ub = s * SYS_U;
    let fb = s * SYS_F;
    let pb = s * PLAN;
    let x = positions[3 * a];
    let y = positions[3 * a + 1];
    let z = positions[3 * a + 2];
    let big = comptime![MAX_COORDINATE];
    let mut bad = !(f32::abs(x) <= big && f32::abs(y) <= big && f32::abs(z) <= big);
    let s0 = fractional(sys_f, fb, x, y, z, 0usize);
    let s1 = fractional(sys_f, fb, x, y, z, 1usize);
    let s2 = fractional(sys_f, fb, x, y, z, 2usize);
    let f0 = cell_offset(s0, sys_u[ub + U_PBC]);
    let f1 = cell_offset(s1, sys_u[ub + U_PBC + 1]);
    let f2 = cell_offset(s2, sys_u[ub + U_PBC + 2]);
    let lim = comptime![MAX_CELL_OFFSET];
    if f32::abs(f0) >= lim || f32::abs(f1) >= lim || f32::abs(f2) >= lim {
        bad = true;
    }
    if bad {
        status[ST_BAD_POSITION].fetch_min(a as u32);
    }
    let n0 = plan_u[pb];
    let n1 = plan_u[pb + 1];
    let n2 = plan_u[pb + 2];
    let b0 = axis_bin(s0 - f0, plan_f[pb], plan_f[pb + 3], n0);
    let b1 = axis_bin(s1 - f1, plan_f[pb + 1], plan_f[pb + 4], n1);
    let b2 = axis_bin(s2 - f2, plan_f[pb + 2], plan_f[pb + 5], n2);
    let flat = sys_u[ub + U_BIN_OFFSET] + (b0 * n1 + b1) * n2 + b2;
    atom_sys[a] = s as u32;
    atom_bin[a] = flat;
    atom_off[3 * a] = f0 as i32;
    atom_off[3 * a + 1] = f1 as i32;
    atom_off[3 * a + 2] = f2 as i32;
    atom_slot[a] = bin_count[flat as usize].fetch_add(1u32);
}

/// Per atom: place (index, position, offset) at its slot of the bin-ordered arrays.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn scatter_kernel(
    positions: &Array<f32>,
    atom_sys: &Array<u32>,
    atom_bin: &Array<u32>,
    atom_slot: &Array<u32>,
    atom_off: &Array<i32>,
    sys_f: &Array<f32>,
    bin_start: &Array<u32>,
    cell_atom: &mut Array<u32>,
    cell_pos: &mut Array<f32>,
    cell_off: &mut Array<i32>,
    cell_wrap: &mut Array<f32>,
    n_atoms: u32,
) {
    let a = thread_index();
    if a >= n_atoms as usize {
        terminate!();
    }
    let k = (bin_start[atom_bin[a] as usize] + atom_slot[a]) as usize;
    let fb = atom_sys[a] as usize * SYS_F;
    cell_atom[k] = a as u32;
    let o0 = atom_off[3 * a];
    let o1 = atom_off[3 * a + 1];
    let o2 = atom_off[3 * a + 2];
    let f0 = o0 as f32;
    let f1 = o1 as f32;
    let f2 = o2 as f32;
    #[unroll]
    for d in 0..3usize {
        let x = positions[3 * a + d];
        cell_pos[3 * k + d] = x;
        cell_wrap[3 * k + d] = x - shift_component(sys_f, fb, f0, f1, f2, d);
    }
    cell_off[3 * k] = o0;
    cell_off[3 * k + 1] = o1;
    cell_off[3 * k + 2] = o2;
}

/// Per receiver (thread k handles the k-th atom in bin order): search the bins within reach.
/// Count mode (`fill = false`) writes `counts[i]` and flags duplicates; fill mode writes the row's
/// edges (receiver, sender, integer shift) unsorted from `row_ptr[i]` and checks the count.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn pairs_kernel(
    cell_atom: &Array<u32>,
    cell_pos: &Array<f32>,
    cell_off: &Array<i32>,
    cell_wrap: &Array<f32>,
    atom_sys: &Array<u32>,
    atom_bin: &Array<u32>,
    sys_u: &Array<u32>,
    sys_f: &Array<f32>,
    plan_u: &Array<u32>,
    plan_f: &Array<f32>,
    bin_start: &Array<u32>,
    row_ptr: &Array<u32>,
    counts: &mut Array<u32>,
    receivers: &mut Array<u32>,
    tmp_senders: &mut Array<u32>,
    tmp_shifts: &mut Array<i32>,
    status: &mut Array<Atomic<u32>>,
    n_atoms: u32,
    capacity: u32,
    cutoff2: f32,
    #[comptime] fill: bool,
) {
    let k = thread_index();
    if k >= n_atoms as usize {
        terminate!();
    }
    let mut row_start: usize = 0;
    let mut row_len: u32 = 0;
    if comptime![fill] {
        if row_ptr[n_atoms as usize] > capacity {
            terminate!();
        }
    }
    let i = cell_atom[k];
    if comptime![fill] {
        row_start = row_ptr[i as usize] as usize;
        row_len = row_ptr[i as usize + 1] - row_ptr[i as usize];
    }
    let s = atom_sys[i as usize] as usize;
    let ub = s * SYS_U;
    let fb = s * SYS_F;
    let pb = s * PLAN;
    let bin_offset = sys_u[ub + U_BIN_OFFSET];
    let n0 = plan_u[pb] as i32;
    let n1 = plan_u[pb + 1] as i32;
    let n2 = plan_u[pb + 2] as i32;
    let r0 = plan_u[pb + 3] as i32;
    let r1 = plan_u[pb + 4] as i32;
    let r2 = plan_u[pb + 5] as i32;
    let p0 = sys_u[ub + U_PBC];
    let p1 = sys_u[ub + U_PBC + 1];
    let p2 = sys_u[ub + U_PBC + 2];
    let local = (atom_bin[i as usize] - bin_offset) as i32;
    let b2 = local % n2;
    let b1 = (local / n2) % n1;
    let b0 = local / (n1 * n2);
    let xi = cell_pos[3 * k];
    let yi = cell_pos[3 * k + 1];
    let zi = cell_pos[3 * k + 2];
    let wx = cell_wrap[3 * k];
    let wy = cell_wrap[3 * k + 1];
    let wz = cell_wrap[3 * k + 2];
    let oi0 = cell_off[3 * k];
    let oi1 = cell_off[3 * k + 1];
    let oi2 = cell_off[3 * k + 2];
    // lattice rows in registers: a = (ax, ay, az), ...
    let ax = sys_f[fb + F_CELL];
    let ay = sys_f[fb + F_CELL + 1];
    let az = sys_f[fb + F_CELL + 2];
    let bx = sys_f[fb + F_CELL + 3];
    let by = sys_f[fb + F_CELL + 4];
    let bz = sys_f[fb + F_CELL + 5];
    let cx = sys_f[fb + F_CELL + 6];
    let cy = sys_f[fb + F_CELL + 7];
    let cz = sys_f[fb + F_CELL + 8];
    let pre2 = plan_f[pb + 6];
    let min2 = comptime![(MIN_DISTANCE * MIN_DISTANCE) as f32];
    let mut count: u32 = 0;
    let mut duplicate = false;
    let mut t0 = b0 - r0;
    while t0 <= b0 + r0 {
        let m0 = floor_div(t0, n0);
        if p0 != 0u32 || m0 == 0i32 {
            let c0 = t0 - m0 * n0;
            let mut t1 = b1 - r1;
            while t1 <= b1 + r1 {
                let m1 = floor_div(t1, n1);
                if p1 != 0u32 || m1 == 0i32 {
                    let c1 = t1 - m1 * n1;
                    let mut t2 = b2 - r2;
                    while t2 <= b2 + r2 {
                        let m2 = floor_div(t2, n2);
                        if p2 != 0u32 || m2 == 0i32 {
                            let c2 = t2 - m2 * n2;
                            let bin = (bin_offset + ((c0 * n1 + c1) * n2 + c2) as u32) as usize;
                            let home = m0 == 0i32 && m1 == 0i32 && m2 == 0i32;
                            // wrapped receiver moved by the image: candidates are w_j − base
                            let mf0 = m0 as f32;
                            let mf1 = m1 as f32;
                            let mf2 = m2 as f32;
                            let basex = wx - shift3(mf0, mf1, mf2, ax, bx, cx);
                            let basey = wy - shift3(mf0, mf1, mf2, ay, by, cy);
                            let basez = wz - shift3(mf0, mf1, mf2, az, bz, cz);
                            let mut slot = bin_start[bin] as usize;
                            let slot_end = bin_start[bin + 1] as usize;
                            while slot < slot_end {
                                let vx = cell_wrap[3 * slot] - basex;
                                let vy = cell_wrap[3 * slot + 1] - basey;
                                let vz = cell_wrap[3 * slot + 2] - basez;
                                let j = cell_atom[slot];
                                if (vx * vx + vy * vy) + vz * vz < pre2 && !(home && j == i) {
                                    // the exact test: r = (R_j − R_i) + S·cell
                                    let sh0 = m0 - cell_off[3 * slot] + oi0;
                                    let sh1 = m1 - cell_off[3 * slot + 1] + oi1;
                                    let sh2 = m2 - cell_off[3 * slot + 2] + oi2;
                                    let sf0 = sh0 as f32;
                                    let sf1 = sh1 as f32;
                                    let sf2 = sh2 as f32;
                                    let rx = (cell_pos[3 * slot] - xi) + shift3(sf0, sf1, sf2, ax, bx, cx);
                                    let ry = (cell_pos[3 * slot + 1] - yi) + shift3(sf0, sf1, sf2, ay, by, cy);
                                    let rz = (cell_pos[3 * slot + 2] - zi) + shift3(sf0, sf1, sf2, az, bz, cz);
                                    let d2 = (rx * rx + ry * ry) + rz * rz;
                                    if d2 < cutoff2 {
                                        if comptime![fill] {
                                            if count < row_len {
                                                let e = row_start + count as usize;
                                                receivers[e] = i;
                                                tmp_senders[e] = j;
                                                tmp_shifts[3 * e] = sh0;
                                                tmp_shifts[3 * e + 1] = sh1;
                                                tmp_shifts[3 * e + 2] = sh2;
                                            }
                                        } else {
                                            if d2 < min2 {
                                                duplicate = true;
                                            }
                                        }
                                        count += 1u32;
                                    }
                                }
                                slot += 1usize;
                            }
                        }
                        t2 += 1i32;
                    }
                }
                t1 += 1i32;
            }
        }
        t0 += 1i32;
    }
    if comptime![fill] {
        if count != row_len {
            status[ST_MISMATCH].fetch_add(1u32);
        }
    } else {
        counts[i as usize] = count;
        if duplicate {
            status[ST_DUPLICATE].fetch_min(i);
        }
    }
}

/// Per edge e of the unsorted fill: its rank in the row by (j, S) and its reverse, written in
/// sorted position; counts edges whose partner row disagrees (asymmetry).
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn sort_rows_kernel(
    row_ptr: &Array<u32>,
    receivers: &Array<u32>,
    tmp_senders: &Array<u32>,
    tmp_shifts: &Array<i32>,
    atom_sys: &Array<u32>,
    sys_f: &Array<f32>,
    senders: &mut Array<u32>,
    shifts: &mut Array<f32>,
    reverse: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    n_atoms: u32,
    capacity: u32,
) {
    let e = thread_index();
    let total = row_ptr[n_atoms as usize];
    if e >= total as usize || total > capacity {
        terminate!();
    }
    let i = receivers[e];
    let j = tmp_senders[e];
    let s0 = tmp_shifts[3 * e];
    let s1 = tmp_shifts[3 * e + 1];
    let s2 = tmp_shifts[3 * e + 2];
    let p0 = row_ptr[i as usize] as usize;
    let p1 = row_ptr[i as usize + 1] as usize;
    let mut rank: u32 = 0;
    let mut below: u32 = 0; // same sender, smaller shift
    let mut same: u32 = 0; // edges to j in row i
    let mut f = p0;
    while f < p1 {
        let jf = tmp_senders[f];
        if jf < j {
            rank += 1u32;
        } else if jf == j {
            same += 1u32;
            if lex_less(
                tmp_shifts[3 * f],
                tmp_shifts[3 * f + 1],
                tmp_shifts[3 * f + 2],
                s0,
                s1,
                s2,
            ) {
                rank += 1u32;
                below += 1u32;
            }
        }
        f += 1usize;
    }
    let q0 = row_ptr[j as usize] as usize;
    let q1 = row_ptr[j as usize + 1] as usize;
    let mut before: u32 = 0; // senders < i in row j
    let mut back: u32 = 0; // edges to i in row j
    let mut g = q0;
    while g < q1 {
        let jg = tmp_senders[g];
        if jg < i {
            before += 1u32;
        } else if jg == i {
            back += 1u32;
        }
        g += 1usize;
    }
    if back != same {
        status[ST_ASYMMETRY].fetch_add(1u32);
    }
    let pos = p0 + rank as usize;
    let fb = atom_sys[i as usize] as usize * SYS_F;
    let sf0 = s0 as f32;
    let sf1 = s1 as f32;
    let sf2 = s2 as f32;
    senders[pos] = j;
    shifts[3 * pos] = shift_component(sys_f, fb, sf0, sf1, sf2, 0usize);
    shifts[3 * pos + 1] = shift_component(sys_f, fb, sf0, sf1, sf2, 1usize);
    shifts[3 * pos + 2] = shift_component(sys_f, fb, sf0, sf1, sf2, 2usize);
    // row j's edges to i sit at q0 + before .. + same, sorted by −S: reversed order
    reverse[pos] = (q0 as u32 + before) + (same - 1u32 - below);
}

#[cube(launch_unchecked)]
fn poison_kernel(out: &mut Array<u32>, n: u32) {
    let k = thread_index();
    if k < n as usize {
        out[k] = 0xFFFF_FFFFu32;
    }
}
