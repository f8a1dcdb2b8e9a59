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
// Kernel code tests `!(x >= y)` on purpose: NaN fails every comparison and must take the
// safe branch. A comptime `if` stays apart from the runtime `if` inside it.
#![allow(clippy::neg_cmp_op_on_partial_ord, clippy::collapsible_if)]

use cubecl::prelude::*;
use cubecl::server::Handle;

use crate::launch::{arg, cubes, elementwise_cubes, thread_index, ELEMENTWISE_THREADS};
use crate::scan::exclusive_scan;
#[cfg(doc)]
use crate::scan::SINGLE_CUBE_MAX;

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

/// One system of a batch, as the host describes it.
#[derive(Clone, Debug, PartialEq)]
pub struct SystemGeometry {
    /// First atom (global index into `positions`).
    pub start: usize,
    /// One past the last atom.
    pub end: usize,
    /// Lattice vectors a, b, c as rows (Å), or `None` for a molecule.
    pub cell: Option<[[f64; 3]; 3]>,
    /// Periodicity along a, b, c (ignored without a cell).
    pub pbc: [bool; 3],
}

/// A neighbour list on the device (see the module documentation for the layout).
#[derive(Debug, Clone)]
pub struct DeviceNeighborList {
    /// `[N + 1] u32`: the edges of receiver i are `row_ptr[i]..row_ptr[i + 1]`.
    pub row_ptr: Handle,
    /// `[E] u32`: receiver i of each edge.
    pub receivers: Handle,
    /// `[E] u32`: sender j of each edge.
    pub senders: Handle,
    /// `[E][3] f32`: Cartesian shift S·cell (Å); r_ij = pos[j] − pos[i] + shift.
    pub shifts: Handle,
    /// `[E] u32`: index of the edge (j, i, −S).
    pub reverse: Handle,
    /// Number of edges E.
    pub n_edges: usize,
    /// Number of atoms N.
    pub n_atoms: usize,
    /// Edge capacity of `receivers`, `senders`, `reverse` (and of `shifts` ÷ 3), ≥ `n_edges`.
    pub capacity: usize,
    /// Kernel launches this call made (poisoning excluded).
    pub launches: usize,
}

/// Why a neighbour list could not be built.
#[derive(Clone, Debug, PartialEq)]
pub enum NeighborListError {
    /// The cutoff is not a positive finite number (Å).
    InvalidCutoff(f64),
    /// The batch description does not fit the positions (ranges, lengths, index sizes).
    InvalidBatch(String),
    /// A system's cell cannot be searched (singular, or too thin for the cutoff), or its
    /// coordinates are too large for f32.
    Geometry {
        /// Index of the system in the batch.
        system: usize,
        /// What is wrong.
        msg: String,
    },
    /// An atom has a non-finite coordinate, one beyond [`MAX_COORDINATE`], or lies too many
    /// cells away from the unit cell.
    PositionOutOfRange {
        /// Index of the system in the batch.
        system: usize,
        /// Atom index within the system.
        atom: usize,
    },
    /// Two atoms, or an atom and a periodic image, are closer than [`MIN_DISTANCE`].
    DuplicateAtoms {
        /// Index of the system in the batch.
        system: usize,
        /// First atom, index within the system.
        i: usize,
        /// Second atom, index within the system (`i` itself for its own image).
        j: usize,
        /// Image shift of j.
        shift: [i32; 3],
        /// Their distance (Å).
        distance: f32,
    },
    /// More edges than 32-bit indices can address.
    TooManyEdges(String),
    /// A broken internal invariant (kernel disagreement); names the kernel.
    Internal(String),
}

impl std::fmt::Display for NeighborListError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::InvalidCutoff(c) => write!(f, "neighbour list cutoff must be positive and finite, got {c} Å"),
            Self::InvalidBatch(m) => write!(f, "neighbour list: invalid batch: {m}"),
            Self::Geometry { system, msg } => write!(f, "neighbour list: structure {system}: {msg}"),
            Self::PositionOutOfRange { system, atom } => write!(
                f,
                "neighbour list: structure {system}: atom {atom} has a non-finite coordinate, one beyond {MAX_COORDINATE} Å, or lies more than {MAX_CELL_OFFSET} cells from the unit cell"
            ),
            Self::DuplicateAtoms { system, i, j, shift, distance } => {
                if i == j {
                    write!(f, "neighbour list: structure {system}: atom {i} and its own periodic image {shift:?} are {distance:.5} Å apart (minimum {MIN_DISTANCE} Å)")
                } else if *shift == [0; 3] {
                    write!(f, "neighbour list: structure {system}: atoms {i} and {j} are {distance:.5} Å apart (minimum {MIN_DISTANCE} Å)")
                } else {
                    write!(f, "neighbour list: structure {system}: atoms {i} and {j} are {distance:.5} Å apart through periodic image {shift:?} (minimum {MIN_DISTANCE} Å)")
                }
            }
            Self::TooManyEdges(m) => write!(f, "neighbour list: too many edges: {m}"),
            Self::Internal(m) => write!(f, "neighbour list: internal error: {m}"),
        }
    }
}

impl std::error::Error for NeighborListError {}

/// Options of [`neighbor_list_with`].
#[derive(Clone, Debug, Default)]
pub struct NeighborListOptions {
    /// Expected number of edges (e.g. the previous list's count plus a margin): the edge buffers
    /// are allocated before counting and the call syncs once. A hint that proves too small only
    /// costs a second fill; nothing is ever truncated.
    pub capacity_hint: Option<usize>,
    /// Fill every buffer the call allocates with `0xFFFFFFFF` (NaN as f32) before use, so that
    /// memory a kernel forgot to write shows in the result. For tests.
    pub poison: bool,
}

// ------------------------------------------------------------------------------------------
// kernels

/// Fractional coordinate d of (x, y, z) in system frame `fb` (offset into `sys_f`).
#[cube]
fn fractional(sys_f: &Array<f32>, fb: usize, x: f32, y: f32, z: f32, #[comptime] d: usize) -> f32 {
    x * sys_f[fb + F_INV + d] + y * sys_f[fb + F_INV + 3 + d] + z * sys_f[fb + F_INV + 6 + d]
}

/// Component k of S·cell. The one formula for shifts: evaluated in this order, −S gives exactly
/// the negated vector.
#[cube]
fn shift_component(sys_f: &Array<f32>, fb: usize, s0: f32, s1: f32, s2: f32, #[comptime] k: usize) -> f32 {
    shift3(
        s0,
        s1,
        s2,
        sys_f[fb + F_CELL + k],
        sys_f[fb + F_CELL + 3 + k],
        sys_f[fb + F_CELL + 6 + k],
    )
}

/// (s0·a + s1·b) + s2·c for one Cartesian component of the lattice rows a, b, c.
#[cube]
pub(crate) fn shift3(s0: f32, s1: f32, s2: f32, a: f32, b: f32, c: f32) -> f32 {
    (s0 * a + s1 * b) + s2 * c
}

/// ⌊t / n⌋ for n > 0.
#[cube]
fn floor_div(t: i32, n: i32) -> i32 {
    let mut q = t / n;
    if t < 0 && q * n != t {
        q -= 1i32;
    }
    q
}

/// Rounding margin (Å, along the plane normal) of direction d's fractional coordinate.
#[cube]
fn axis_margin(sys_f: &Array<f32>, fb: usize, am0: f32, am1: f32, am2: f32, #[comptime] d: usize) -> f32 {
    let sum = am0 * f32::abs(sys_f[fb + F_INV + d])
        + am1 * f32::abs(sys_f[fb + F_INV + 3 + d])
        + am2 * f32::abs(sys_f[fb + F_INV + 6 + d]);
    // 2 atoms × 8 ulp (2^-23) of the largest term, with the wrap/bin roundings (+1)
    2.0f32 * 0.0000009536743f32 * (sum + 1.0f32) * sys_f[fb + F_SPACING + d]
}

/// Initial bin count of a direction from its extent (fractional units) and bin thickness.
#[cube]
fn axis_bins(extent: f32, thickness: f32, cap: u32) -> u32 {
    let mut x = f32::floor(extent / thickness);
    if !(x >= 1.0f32) {
        x = 1.0f32;
    }
    if x > 1000000.0f32 {
        x = 1000000.0f32;
    }
    let mut n = x as u32;
    if n < 1u32 {
        n = 1u32;
    }
    if n > cap {
        n = cap;
    }
    n
}

/// Final plan of direction d: lo, inverse width, reach.
#[cube]
#[allow(clippy::too_many_arguments)]
fn write_axis(
    plan_u: &mut Array<u32>,
    plan_f: &mut Array<f32>,
    pb: usize,
    n: u32,
    periodic: u32,
    spacing: f32,
    thickness: f32,
    lo: f32,
    hi: f32,
    #[comptime] d: usize,
) {
    let nf = n as f32;
    plan_u[pb + d] = n;
    if periodic != 0u32 {
        let rf = f32::ceil(thickness / spacing * nf);
        let mut r: u32 = 1;
        if rf > 1.0f32 {
            r = 1000000u32;
            if rf < 1000000.0f32 {
                r = rf as u32;
            }
        }
        plan_u[pb + 3 + d] = r;
        plan_f[pb + d] = 0.0f32;
        plan_f[pb + 3 + d] = nf;
    } else {
        let mut width = (hi - lo) / nf;
        if !(width >= thickness) {
            width = thickness;
        }
        let mut l = lo;
        if !(f32::abs(l) <= 3.0e38f32) {
            l = 0.0f32;
        }
        plan_u[pb + 3 + d] = 1u32;
        plan_f[pb + d] = l;
        plan_f[pb + 3 + d] = 1.0f32 / width;
    }
}

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

/// Periodic image offset ⌊s⌋ (0 along non-periodic directions), clamped to ±[`MAX_CELL_OFFSET`].
#[cube]
fn cell_offset(sd: f32, periodic: u32) -> f32 {
    let mut f: f32 = 0.0;
    if periodic != 0u32 {
        f = f32::floor(sd);
        if !(f >= -4194304.0f32) {
            f = -4194304.0f32;
        }
        if f > 4194304.0f32 {
            f = 4194304.0f32;
        }
    }
    f
}

/// Bin of a fractional coordinate minus its offset, clamped into 0..n.
#[cube]
fn axis_bin(w: f32, lo: f32, inv_width: f32, n: u32) -> u32 {
    let mut x = f32::floor((w - lo) * inv_width);
    if !(x >= 0.0f32) {
        x = 0.0f32;
    }
    let top = (n - 1u32) as f32;
    if x > top {
        x = top;
    }
    let mut b = x as u32;
    if b > n - 1u32 {
        b = n - 1u32;
    }
    b
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

/// (x0, x1, x2) < (y0, y1, y2) lexicographically.
#[cube]
fn lex_less(x0: i32, x1: i32, x2: i32, y0: i32, y1: i32, y2: i32) -> bool {
    x0 < y0 || (x0 == y0 && (x1 < y1 || (x1 == y1 && x2 < y2)))
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

// ------------------------------------------------------------------------------------------
// host

/// The frame in which one system's atoms are binned, shared by this list and the CPU one
/// (`mlff::neighbor`): the basis has the periodic lattice vectors as rows and an orthonormal
/// completion for the non-periodic directions.
#[derive(Clone, Copy, Debug)]
pub struct SearchFrame {
    /// Which lattice directions are periodic (none without a cell).
    pub pbc: [bool; 3],
    /// Lattice vectors as rows (Å); rows of non-periodic directions are zero (they never shift).
    pub cell: [[f64; 3]; 3],
    /// Inverse of the basis: fractional coordinates s = r · inv.
    pub inv: [[f64; 3]; 3],
    /// Distance between neighbouring lattice planes along each direction, 1/|inv[·][d]| (Å).
    pub spacing: [f64; 3],
}

fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

pub(crate) fn det3(m: &[[f64; 3]; 3]) -> f64 {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
}

fn inverse(m: &[[f64; 3]; 3]) -> Option<[[f64; 3]; 3]> {
    let det = det3(m);
    let scale = m.iter().flatten().fold(0.0f64, |a, x| a.max(x.abs()));
    if !(det.abs() > 1e-14 * scale * scale * scale) || !det.is_finite() {
        return None;
    }
    let c = |r: usize, s: usize| {
        let (r1, r2) = ((r + 1) % 3, (r + 2) % 3);
        let (s1, s2) = ((s + 1) % 3, (s + 2) % 3);
        m[r1][s1] * m[r2][s2] - m[r1][s2] * m[r2][s1]
    };
    Some(std::array::from_fn(|i| std::array::from_fn(|j| c(j, i) / det)))
}

impl SearchFrame {
    /// The frame of a system with this cell and periodicity, or why the cell cannot be searched
    /// with `cutoff` (Å): singular, non-finite, or so thin that more than [`MAX_IMAGES`]
    /// periodic images would be needed.
    pub fn new(cell: Option<[[f64; 3]; 3]>, pbc: [bool; 3], cutoff: f64) -> Result<SearchFrame, String> {
        let pbc = if cell.is_some() { pbc } else { [false; 3] };
        let cell = cell.unwrap_or([[0.0; 3]; 3]);
        let geometry = |msg: String| msg;
        if cell.iter().flatten().any(|x| !x.is_finite()) {
            return Err(geometry("cell has non-finite entries".into()));
        }
        let periodic: Vec<usize> = (0..3).filter(|&d| pbc[d]).collect();
        let unit = |v: [f64; 3]| {
            let n = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
            [v[0] / n, v[1] / n, v[2] / n]
        };
        let mut basis = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
        match periodic.len() {
            3 => basis = cell,
            2 => {
                let (i, j) = (periodic[0], periodic[1]);
                basis[i] = cell[i];
                basis[j] = cell[j];
                basis[3 - i - j] = unit(cross(cell[i], cell[j]));
            }
            1 => {
                let i = periodic[0];
                let u = unit(cell[i]);
                let e = (0..3).min_by(|&x, &y| u[x].abs().total_cmp(&u[y].abs())).unwrap();
                let mut v = [0.0; 3];
                v[e] = 1.0;
                let v = unit(std::array::from_fn(|k| v[k] - u[e] * u[k]));
                let w = cross(u, v);
                let others: Vec<usize> = (0..3).filter(|&d| d != i).collect();
                basis[i] = cell[i];
                basis[others[0]] = v;
                basis[others[1]] = w;
            }
            _ => {}
        }
        let inv = inverse(&basis).ok_or_else(|| geometry("periodic cell vectors are linearly dependent".into()))?;
        let spacing: [f64; 3] = std::array::from_fn(|d| {
            1.0 / (inv[0][d] * inv[0][d] + inv[1][d] * inv[1][d] + inv[2][d] * inv[2][d]).sqrt()
        });
        let mut images = 1u64;
        for d in 0..3 {
            if pbc[d] {
                let reach = (cutoff / spacing[d]).ceil();
                if !reach.is_finite() || reach > MAX_IMAGES as f64 {
                    images = u64::MAX;
                } else {
                    images = images.saturating_mul(2 * reach as u64 + 1);
                }
            }
        }
        if images > MAX_IMAGES {
            return Err(geometry(format!(
                "cell too thin for cutoff {cutoff} Å: lattice plane spacings {:.4e} {:.4e} {:.4e} Å would need more than {MAX_IMAGES} periodic images",
                spacing[0], spacing[1], spacing[2]
            )));
        }
        let mut cell = cell;
        for d in 0..3 {
            if !pbc[d] {
                cell[d] = [0.0; 3];
            }
        }
        Ok(SearchFrame { pbc, cell, inv, spacing })
    }
}

/// System of global atom `a` (the last system starting at or before it).
fn system_of(systems: &[SystemGeometry], a: usize) -> usize {
    systems.partition_point(|s| s.start <= a).saturating_sub(1)
}

fn read_u32s<R: Runtime>(client: &ComputeClient<R>, handles: Vec<Handle>) -> Vec<Vec<u32>> {
    client
        .read(handles)
        .iter()
        .map(|b| u32::from_bytes(b).to_vec())
        .collect()
}

/// Allocations and launches of one call.
struct Ctx<'a, R: Runtime> {
    client: &'a ComputeClient<R>,
    poison: bool,
    launches: usize,
}

impl<R: Runtime> Ctx<'_, R> {
    /// A buffer of `n` 4-byte words (at least one), poisoned on request.
    fn alloc(&mut self, n: usize) -> Handle {
        let n = n.max(1);
        let h = self.client.empty(4 * n);
        if self.poison {
            // SAFETY: h holds n words; the kernel guards k < n.
            unsafe {
                poison_kernel::launch_unchecked::<R>(
                    self.client,
                    elementwise_cubes(n),
                    CubeDim::new_1d(ELEMENTWISE_THREADS),
                    arg(&h, n),
                    n as u32,
                );
            }
        }
        h
    }
}

/// Edge buffers of one fill.
struct Edges {
    receivers: Handle,
    senders: Handle,
    shifts: Handle,
    reverse: Handle,
    capacity: usize,
}

/// Buffers shared by the count and the fill.
struct Search<'a> {
    n_atoms: usize,
    cutoff2: f32,
    sys_u: &'a Handle,
    sys_f: &'a Handle,
    plan_u: &'a Handle,
    n_systems: usize,
    n_bins: usize,
    bin_start: &'a Handle,
    atom_sys: &'a Handle,
    atom_bin: &'a Handle,
    cell_atom: &'a Handle,
    cell_pos: &'a Handle,
    cell_off: &'a Handle,
    cell_wrap: &'a Handle,
    plan_f: &'a Handle,
    row_ptr: &'a Handle,
    status: &'a Handle,
}

impl<R: Runtime> Ctx<'_, R> {
    /// Launch the pair search: the count (`edges == None`, writes `counts`) or the fill (writes
    /// receivers, unsorted senders and integer shifts into `edges`).
    fn pairs(&mut self, s: &Search, counts: Option<&Handle>, edges: Option<&Edges>) {
        let n = s.n_atoms;
        let fill = edges.is_some();
        let (row_ptr_len, capacity) = match edges {
            Some(e) => (n + 1, e.capacity),
            None => (1, 0),
        };
        // unused arguments of a mode get their own one-word buffers (no aliased bindings)
        let dummies: Vec<Handle> = (0..5).map(|_| self.client.empty(4)).collect();
        let counts = counts.unwrap_or(&dummies[0]);
        let row_ptr = if fill { s.row_ptr } else { &dummies[1] };
        let (receivers, tmp_senders, tmp_shifts) = match edges {
            Some(e) => (&e.receivers, &e.senders, &e.shifts),
            None => (&dummies[2], &dummies[3], &dummies[4]),
        };
        // SAFETY: every length is the allocation size; kernels guard atom and edge indices.
        unsafe {
            pairs_kernel::launch_unchecked::<R>(
                self.client,
                elementwise_cubes(n),
                CubeDim::new_1d(ELEMENTWISE_THREADS),
                arg(s.cell_atom, n),
                arg(s.cell_pos, 3 * n),
                arg(s.cell_off, 3 * n),
                arg(s.cell_wrap, 3 * n),
                arg(s.atom_sys, n),
                arg(s.atom_bin, n),
                arg(s.sys_u, SYS_U * s.n_systems),
                arg(s.sys_f, SYS_F * s.n_systems),
                arg(s.plan_u, PLAN * s.n_systems),
                arg(s.plan_f, PLAN * s.n_systems),
                arg(s.bin_start, s.n_bins + 1),
                arg(row_ptr, row_ptr_len),
                arg(counts, if fill { 1 } else { n }),
                arg(receivers, capacity.max(1)),
                arg(tmp_senders, capacity.max(1)),
                arg(tmp_shifts, if fill { 3 * capacity.max(1) } else { 1 }),
                arg(s.status, ST_LEN),
                n as u32,
                capacity as u32,
                s.cutoff2,
                fill,
            );
        }
        self.launches += 1;
    }

    /// Fill `capacity` edge slots and sort the rows (no writes at all when E > capacity).
    fn fill(&mut self, s: &Search, capacity: usize) -> Edges {
        let receivers = self.alloc(capacity);
        let tmp_senders = self.alloc(capacity);
        let tmp_shifts = self.alloc(3 * capacity);
        let scratch = Edges {
            receivers,
            senders: tmp_senders,
            shifts: tmp_shifts,
            reverse: self.client.empty(4),
            capacity,
        };
        self.pairs(s, None, Some(&scratch));
        let senders = self.alloc(capacity);
        let shifts = self.alloc(3 * capacity);
        let reverse = self.alloc(capacity);
        let n = s.n_atoms;
        // SAFETY: as in `pairs`; threads past the total return at once.
        unsafe {
            sort_rows_kernel::launch_unchecked::<R>(
                self.client,
                elementwise_cubes(capacity),
                CubeDim::new_1d(ELEMENTWISE_THREADS),
                arg(s.row_ptr, n + 1),
                arg(&scratch.receivers, capacity),
                arg(&scratch.senders, capacity),
                arg(&scratch.shifts, 3 * capacity),
                arg(s.atom_sys, n),
                arg(s.sys_f, SYS_F * s.n_systems),
                arg(&senders, capacity),
                arg(&shifts, 3 * capacity),
                arg(&reverse, capacity),
                arg(s.status, ST_LEN),
                n as u32,
                capacity as u32,
            );
        }
        self.launches += 1;
        Edges {
            receivers: scratch.receivers,
            senders,
            shifts,
            reverse,
            capacity,
        }
    }
}

/// [`neighbor_list_with`] with default options and the given capacity hint.
pub fn neighbor_list<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    systems: &[SystemGeometry],
    cutoff: f64,
    capacity_hint: Option<usize>,
) -> Result<DeviceNeighborList, NeighborListError> {
    neighbor_list_with(
        client,
        positions,
        systems,
        cutoff,
        &NeighborListOptions {
            capacity_hint,
            poison: false,
        },
    )
}

/// The neighbour list of a batch (module documentation: semantics, layout, kernels). `systems`
/// must tile `0..N` in order (empty systems allowed); `positions` holds at least N×3 f32.
pub fn neighbor_list_with<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    systems: &[SystemGeometry],
    cutoff: f64,
    options: &NeighborListOptions,
) -> Result<DeviceNeighborList, NeighborListError> {
    let search = SearchData::new(client, systems, cutoff)?;
    neighbor_list_searched(client, positions, &search, options)
}

/// What a list needs of a batch besides the positions: the systems' search frames and bin
/// ranges, on the host and on the device. Building it costs the host ~0.1 µs a system plus two
/// uploads (1 024 molecules: ~0.15 ms); a caller that evaluates batches of the same systems
/// (cells, periodicity and atom ranges) keeps it ([`Self::fits`]) and calls
/// [`neighbor_list_searched`].
#[derive(Clone, Debug)]
pub struct SearchData {
    systems: Vec<SystemGeometry>,
    cutoff: f64,
    n_atoms: usize,
    n_bins: usize,
    sys_f: Vec<f32>,
    /// `(sys_u, sys_f)` on the device; none for a batch without atoms.
    device: Option<(Handle, Handle)>,
}

impl SearchData {
    /// Validates the batch's geometry and uploads its search data.
    pub fn new<R: Runtime>(client: &ComputeClient<R>, systems: &[SystemGeometry], cutoff: f64) -> Result<Self, NeighborListError> {
        if !(cutoff > 0.0 && cutoff.is_finite() && (cutoff as f32).is_finite() && cutoff as f32 > 0.0) {
            return Err(NeighborListError::InvalidCutoff(cutoff));
        }
        let invalid = |m: String| NeighborListError::InvalidBatch(m);
        let mut n_atoms: usize = 0;
        for (s, sys) in systems.iter().enumerate() {
            if sys.start != n_atoms || sys.end < sys.start {
                return Err(invalid(format!(
                    "structure {s} covers atoms {}..{} but must start at {n_atoms} (systems tile the positions in order)",
                    sys.start, sys.end
                )));
            }
            n_atoms = sys.end;
        }
        // 3N f32 indices and E ≥ N-scale counts stay below 2^32
        if 3 * n_atoms >= u32::MAX as usize || systems.len() >= u32::MAX as usize / SYS_F {
            return Err(invalid(format!(
                "{n_atoms} atoms in {} structures exceed 32-bit indices",
                systems.len()
            )));
        }
        let mut data = SearchData {
            systems: systems.to_vec(),
            cutoff,
            n_atoms,
            n_bins: 0,
            sys_f: Vec::new(),
            device: None,
        };
        if n_atoms == 0 {
            return Ok(data);
        }
        let n_systems = systems.len();
        let mut sys_u = vec![0u32; SYS_U * n_systems];
        let mut sys_f = vec![0f32; SYS_F * n_systems];
        let mut n_bins: usize = 0;
        for (s, sys) in systems.iter().enumerate() {
            let frame = SearchFrame::new(sys.cell, sys.pbc, cutoff).map_err(|msg| NeighborListError::Geometry { system: s, msg })?;
            let n = sys.end - sys.start;
            let cap = (2 * n).max(27);
            let u = &mut sys_u[SYS_U * s..SYS_U * (s + 1)];
            u[U_START] = sys.start as u32;
            u[U_END] = sys.end as u32;
            u[U_BIN_OFFSET] = n_bins as u32;
            u[U_BIN_CAP] = cap as u32;
            for d in 0..3 {
                u[U_PBC + d] = frame.pbc[d] as u32;
            }
            let f = &mut sys_f[SYS_F * s..SYS_F * (s + 1)];
            for r in 0..3 {
                for d in 0..3 {
                    f[F_INV + 3 * r + d] = frame.inv[r][d] as f32;
                    f[F_CELL + 3 * r + d] = frame.cell[r][d] as f32;
                }
                f[F_SPACING + r] = frame.spacing[r] as f32;
            }
            n_bins += cap;
        }
        if n_bins >= u32::MAX as usize {
            return Err(invalid(format!("{n_bins} bins exceed 32-bit indices")));
        }
        data.device = Some((client.create_from_slice(u32::as_bytes(&sys_u)), client.create_from_slice(f32::as_bytes(&sys_f))));
        data.n_bins = n_bins;
        data.sys_f = sys_f;
        Ok(data)
    }

    /// Whether this data serves a batch of these systems and this cutoff.
    pub fn fits(&self, systems: &[SystemGeometry], cutoff: f64) -> bool {
        self.cutoff.to_bits() == cutoff.to_bits() && self.systems == systems
    }
}

/// [`neighbor_list_with`] on search data already built (for the positions of the same batch of
/// systems).
pub fn neighbor_list_searched<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    search_data: &SearchData,
    options: &NeighborListOptions,
) -> Result<DeviceNeighborList, NeighborListError> {
    let SearchData { ref systems, cutoff, n_atoms, n_bins, ref sys_f, ref device } = *search_data;
    let (systems, sys_f) = (&systems[..], &sys_f[..]);
    if (positions.size_in_used() as usize) < 12 * n_atoms {
        return Err(NeighborListError::InvalidBatch(format!(
            "positions hold {} bytes, {n_atoms} atoms need {}",
            positions.size_in_used(),
            12 * n_atoms
        )));
    }
    let mut ctx = Ctx {
        client,
        poison: options.poison,
        launches: 0,
    };
    let Some((sys_u_h, sys_f_h)) = device else {
        let row_ptr = client.create_from_slice(u32::as_bytes(&[0u32]));
        let e = || client.empty(4);
        return Ok(DeviceNeighborList {
            row_ptr,
            receivers: e(),
            senders: e(),
            shifts: e(),
            reverse: e(),
            n_edges: 0,
            n_atoms: 0,
            capacity: 0,
            launches: 0,
        });
    };
    let n_systems = systems.len();
    let mut status0 = [0u32; ST_LEN];
    status0[ST_DUPLICATE] = NONE;
    status0[ST_BAD_POSITION] = NONE;
    status0[ST_PRECISION] = NONE;
    let status = client.create_from_slice(u32::as_bytes(&status0));
    let n = n_atoms;
    let cutoff32 = cutoff as f32;
    let cutoff2 = cutoff32 * cutoff32;

    // 1. plan
    let plan_u = ctx.alloc(PLAN * n_systems);
    let plan_f = ctx.alloc(PLAN * n_systems);
    let bin_count = ctx.alloc(n_bins);
    // SAFETY: lengths are the allocation sizes; the kernel guards the system index and loops
    // inside each system's atom and bin ranges (validated above).
    unsafe {
        plan_kernel::launch_unchecked::<R>(
            client,
            cubes(n_systems),
            CubeDim::new_1d(PLAN_THREADS),
            arg(positions, 3 * n),
            arg(sys_u_h, SYS_U * n_systems),
            arg(sys_f_h, SYS_F * n_systems),
            arg(&plan_u, PLAN * n_systems),
            arg(&plan_f, PLAN * n_systems),
            arg(&bin_count, n_bins),
            arg(&status, ST_LEN),
            n_systems as u32,
            cutoff32,
        );
    }
    ctx.launches += 1;

    // 2. bins
    let atom_sys = ctx.alloc(n);
    let atom_bin = ctx.alloc(n);
    let atom_slot = ctx.alloc(n);
    let atom_off = ctx.alloc(3 * n);
    // SAFETY: as above; bins are clamped into each system's plan, which fits its capacity.
    unsafe {
        bin_atoms_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(positions, 3 * n),
            arg(sys_u_h, SYS_U * n_systems),
            arg(sys_f_h, SYS_F * n_systems),
            arg(&plan_u, PLAN * n_systems),
            arg(&plan_f, PLAN * n_systems),
            arg(&bin_count, n_bins),
            arg(&atom_sys, n),
            arg(&atom_bin, n),
            arg(&atom_slot, n),
            arg(&atom_off, 3 * n),
            arg(&status, ST_LEN),
            n as u32,
            n_systems as u32,
        );
    }
    ctx.launches += 1;

    // 3. bin starts
    let bin_start = ctx.alloc(n_bins + 1);
    // prefix sums report wrapping here (a binding at an offset would need 256-byte alignment)
    let overflow = client.create_from_slice(u32::as_bytes(&[0u32]));
    ctx.launches += exclusive_scan(client, &bin_count, n_bins, &bin_start, &overflow);

    // 4. atoms in bin order
    let cell_atom = ctx.alloc(n);
    let cell_pos = ctx.alloc(3 * n);
    let cell_off = ctx.alloc(3 * n);
    let cell_wrap = ctx.alloc(3 * n);
    // SAFETY: slots are a permutation of 0..n (counting sort).
    unsafe {
        scatter_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(positions, 3 * n),
            arg(&atom_sys, n),
            arg(&atom_bin, n),
            arg(&atom_slot, n),
            arg(&atom_off, 3 * n),
            arg(sys_f_h, SYS_F * n_systems),
            arg(&bin_start, n_bins + 1),
            arg(&cell_atom, n),
            arg(&cell_pos, 3 * n),
            arg(&cell_off, 3 * n),
            arg(&cell_wrap, 3 * n),
            n as u32,
        );
    }
    ctx.launches += 1;

    // 5–6. count, row pointers
    let row_ptr = ctx.alloc(n + 1);
    let search = Search {
        n_atoms: n,
        cutoff2,
        sys_u: sys_u_h,
        sys_f: sys_f_h,
        plan_u: &plan_u,
        n_systems,
        n_bins,
        bin_start: &bin_start,
        atom_sys: &atom_sys,
        atom_bin: &atom_bin,
        cell_atom: &cell_atom,
        cell_pos: &cell_pos,
        cell_off: &cell_off,
        cell_wrap: &cell_wrap,
        plan_f: &plan_f,
        row_ptr: &row_ptr,
        status: &status,
    };
    let counts = ctx.alloc(n);
    ctx.pairs(&search, Some(&counts), None);
    ctx.launches += exclusive_scan(client, &counts, n, &row_ptr, &overflow);
    let total_h = row_ptr.clone().offset_start(4 * n as u64);

    // 7–8. fill and sort; with a hint before the first read-back
    let mut edges = None;
    if let Some(hint) = options.capacity_hint {
        edges = Some(ctx.fill(&search, hint.clamp(1, u32::MAX as usize / 3)));
    }
    let mut back = read_u32s(client, vec![total_h, status.clone(), overflow]);
    let n_edges = back[0][0] as usize;
    back[1][ST_OVERFLOW] = back[2][0];
    check_status(client, positions, systems, sys_f, &back[1], false)?;
    if 3 * n_edges >= u32::MAX as usize {
        return Err(NeighborListError::TooManyEdges(format!(
            "{n_edges} edges exceed 32-bit indices of the shift array"
        )));
    }
    let edges = match edges {
        Some(e) if e.capacity >= n_edges => {
            // the fill ran before the read-back: its checks are in the same status words
            check_status(client, positions, systems, sys_f, &back[1], true)?;
            e
        }
        _ if n_edges == 0 => Edges {
            receivers: ctx.alloc(1),
            senders: ctx.alloc(1),
            shifts: ctx.alloc(3),
            reverse: ctx.alloc(1),
            capacity: 0,
        },
        _ => {
            // no hint, or too small a one (its fill wrote nothing): fill exactly E
            let e = ctx.fill(&search, n_edges);
            let back = read_u32s(client, vec![status.clone()]);
            check_status(client, positions, systems, sys_f, &back[0], true)?;
            e
        }
    };
    Ok(DeviceNeighborList {
        row_ptr,
        receivers: edges.receivers,
        senders: edges.senders,
        shifts: edges.shifts,
        reverse: edges.reverse,
        n_edges,
        n_atoms: n,
        capacity: edges.capacity,
        launches: ctx.launches,
    })
}

/// Turn the status words into an error. `filled`: the fill and the row sort have run.
fn check_status<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    systems: &[SystemGeometry],
    sys_f: &[f32],
    st: &[u32],
    filled: bool,
) -> Result<(), NeighborListError> {
    if st[ST_BAD_POSITION] != NONE {
        let a = st[ST_BAD_POSITION] as usize;
        let s = system_of(systems, a);
        return Err(NeighborListError::PositionOutOfRange {
            system: s,
            atom: a - systems[s].start,
        });
    }
    if st[ST_PRECISION] != NONE {
        return Err(NeighborListError::Geometry {
            system: st[ST_PRECISION] as usize,
            msg: "coordinates too large relative to the cell for f32 binning".into(),
        });
    }
    if st[ST_OVERFLOW] != 0 {
        return Err(NeighborListError::TooManyEdges(
            "the edge count exceeds 32-bit indices".into(),
        ));
    }
    if st[ST_DUPLICATE] != NONE {
        return Err(duplicate_error(
            client,
            positions,
            systems,
            sys_f,
            st[ST_DUPLICATE] as usize,
        ));
    }
    if filled && st[ST_MISMATCH] != 0 {
        return Err(NeighborListError::Internal(format!(
            "kernel pairs: {} rows found a different number of edges when filling than when counting",
            st[ST_MISMATCH]
        )));
    }
    if filled && st[ST_ASYMMETRY] != 0 {
        return Err(NeighborListError::Internal(format!(
            "kernel sort_rows: {} edges have no reverse edge (asymmetric list)",
            st[ST_ASYMMETRY]
        )));
    }
    Ok(())
}

/// Name the pair behind a duplicate flag (error path: reads the positions back and repeats the
/// kernels' f32 test for receiver `i` over every sender and the images around it).
pub(crate) fn duplicate_error<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    systems: &[SystemGeometry],
    sys_f: &[f32],
    i: usize,
) -> NeighborListError {
    let s = system_of(systems, i);
    let sys = &systems[s];
    let bytes = client.read_one_unchecked(positions.clone());
    let pos = f32::from_bytes(&bytes);
    let f = &sys_f[SYS_F * s..SYS_F * (s + 1)];
    let frac = |a: usize| -> [f64; 3] {
        std::array::from_fn(|d| {
            (0..3)
                .map(|r| pos[3 * a + r] as f64 * f[F_INV + 3 * r + d] as f64)
                .sum()
        })
    };
    let periodic: [bool; 3] = std::array::from_fn(|d| f[F_CELL + 3 * d..F_CELL + 3 * d + 3].iter().any(|&x| x != 0.0));
    let fi = frac(i);
    let min2 = (MIN_DISTANCE * MIN_DISTANCE) as f32;
    for j in sys.start..sys.end {
        let fj = frac(j);
        let window = |d: usize| -> std::ops::RangeInclusive<i32> {
            if periodic[d] {
                let c = (fi[d] - fj[d]).round() as i32;
                c - 1..=c + 1
            } else {
                0..=0
            }
        };
        for s0 in window(0) {
            for s1 in window(1) {
                for s2 in window(2) {
                    if i == j && [s0, s1, s2] == [0; 3] {
                        continue;
                    }
                    let (a, b, c) = (s0 as f32, s1 as f32, s2 as f32);
                    let r: [f32; 3] = std::array::from_fn(|k| {
                        (pos[3 * j + k] - pos[3 * i + k])
                            + ((a * f[F_CELL + k] + b * f[F_CELL + 3 + k]) + c * f[F_CELL + 6 + k])
                    });
                    let d2 = (r[0] * r[0] + r[1] * r[1]) + r[2] * r[2];
                    if d2 < min2 {
                        return NeighborListError::DuplicateAtoms {
                            system: s,
                            i: i - sys.start,
                            j: j - sys.start,
                            shift: [s0, s1, s2],
                            distance: d2.sqrt(),
                        };
                    }
                }
            }
        }
    }
    NeighborListError::DuplicateAtoms {
        system: s,
        i: i - sys.start,
        j: i - sys.start,
        shift: [0; 3],
        distance: 0.0,
    }
}
