//! The neighbour list of one small system with no read-back, in **one launch of one cube** or,
//! above [`SPLIT_MIN_PAIRS`] pair images, in **three launches of many cubes**: the same list as
//! [`crate::neighbor_list`] (same membership formula, rows sorted by (j, S), reverse index), for a
//! single system of at most [`SMALL_MAX_ATOMS`] atoms. Used where the eight launches and the host
//! sync of the cell list cost more than the search itself (a molecule, a box of up to a thousand
//! atoms), and by MD, where the kernels also decide on the device whether the list must be
//! rebuilt (an atom moved by half the skin), so the host never waits on it.
//!
//! # Layout
//! The outputs are those of [`crate::neighbor_list`] (`row_ptr [N+1]`, `receivers`, `senders`,
//! `shifts [E][3]`, `reverse`), allocated for a `capacity` of edges, plus `keys [capacity]`
//! (scratch) and `status [STATUS_LEN]` (below). Only the first E edges are written; the model
//! kernels walk the rows of `row_ptr` and never look past them.
//!
//! # One cube (all pairs, 256 to 1 024 threads)
//! Work items are (receiver i, a contiguous range of senders j); with N < 1 024 each receiver
//! gets several ranges, so every thread has work. Per pair, the image window is centred on the
//! rounded fractional difference o = round(s_j − s_i) (0 along non-periodic directions; rounded
//! symmetrically, so (j, i) gets −o exactly) and spans ±reach lattice vectors, reach =
//! ⌊cutoff / plane spacing + ½⌋ + margin: it holds every S with |r| < cutoff. Enumerating j, then
//! S lexicographically, gives each row in sorted order. Count, scan in shared memory, fill (with a
//! key j·W + image index per edge, W the window size), and the reverse of (i, j, S) is found by
//! binary search for the key of (i, −S), W − 1 − image index, in row j.
//!
//! # Three launches (many cubes of [`SPLIT_THREADS`])
//! One cube's search grows as N²: a build of the 192-atom box took 122 µs on an H100; MD of the
//! box spent 24.7 µs a step on the one cube's list and 11.0 on the three launches, builds
//! included (benches/NOTES.md, twenty-fifth session). Work items are as above, N·g of them with
//! g = [`SPLIT_ITEMS`] / N (at most N), one a thread.
//! 1. Count: with a skin, every cube decides alike whether to build (cube 0 writes the decision,
//!    [`ST_REBUILD`]) and stops if not; each thread counts its item's pairs into `counts`. MD
//!    decides from a word its integrator set where an atom moved ([`ST_MOVED`]).
//! 2. Fill: every cube scans all the counts (so it knows each item's first edge and the list's
//!    length), checks the positions, and fills its own items; cube 0 writes the status words.
//!    MD leaves it to the model's first kernel, whose cubes fill their own rows ([`fill_rows`]).
//! 3. Reverse: the binary search above, an edge a thread; with a skin, the reference positions.
//!    MD leaves it to the model's first message backward ([`reverse_row`]).
//!
//! # Padded rows (MD: no launch of its own)
//! A padded list ([`SmallList::padded`]) gives row i the edges `i · room .. (i + 1) · room`, fixed
//! when the list is made: its edges in the order above, then padding edges that add nothing
//! ([`fill_padded`]). No cube needs another's counts, so the count launch goes too: where the
//! integrator flagged a move, the model's first kernel fills each row in the cube that reads it,
//! and the first message backward runs the reverse job. A row that outgrows its room is all
//! padding and counts as an overflow; the host redoes the list larger.
//!
//! No cube reads what another cube of its launch writes, but for status words whose reads give
//! the same decision before or after cube 0's write (the decision, the errors of the build).
//!
//! Errors are status words, read by the host with the results ([`check`]): a list that is too
//! long for `capacity`, or a bad input, leaves every row empty (so the model that follows reads
//! nothing out of bounds; a padded list, the rows that outgrew their room) and is redone or
//! reported by the host.
// Kernel code tests `!(x < y)` on purpose: NaN fails every comparison and must take the safe
// branch.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

use cubecl::prelude::*;
use cubecl::server::Handle;

use crate::launch::arg;
use crate::neighbor_list::{duplicate_error, shift3, NeighborListError, SearchFrame, SystemGeometry, F_CELL, F_INV, MAX_COORDINATE, MIN_DISTANCE, SYS_F};

/// Threads of the one cube: the most of 1 024, 512 and 256 the device allows per cube.
pub fn small_threads<R: Runtime>(client: &ComputeClient<R>) -> usize {
    let max = client.properties().hardware.max_units_per_cube as usize;
    [1024, 512].into_iter().find(|&t| t <= max).unwrap_or(256)
}

/// Largest system the small list takes (the one cube's work items live in shared memory).
pub const SMALL_MAX_ATOMS: usize = 1024;
/// Largest N² × images (per lattice direction 2·reach + 1) it takes; beyond, the cell list takes
/// over (one cube's search grows as N²).
pub const SMALL_MAX_PAIRS: usize = 1 << 22;
const ITEMS: usize = SMALL_MAX_ATOMS;
const NONE: u32 = u32::MAX;
/// Flags of [`visit`]'s result (a count stays below 2^23: N² × images ≤ SMALL_MAX_PAIRS).
const DUPLICATE_BIT: u32 = 1 << 30;
const FAR_BIT: u32 = 1 << 31;
const COUNT_MASK: u32 = (1 << 30) - 1;

// Status words.
/// Edges of the last build.
pub const ST_EDGES: usize = 0;
/// Most edges of any build since the last reset (what a capacity must hold).
pub const ST_MAX_EDGES: usize = 1;
/// Builds whose list did not fit the capacity (their rows were left empty).
pub const ST_OVERFLOWS: usize = 2;
/// Lowest receiver with a neighbour closer than [`MIN_DISTANCE`] (`u32::MAX`: none).
pub const ST_DUPLICATE: usize = 3;
/// Lowest atom with a non-finite or out-of-range coordinate (`u32::MAX`: none).
pub const ST_BAD_POSITION: usize = 4;
/// Edges without a reverse (internal error).
pub const ST_ASYMMETRY: usize = 5;
/// Pairs whose image window was out of f32 range (coordinates too large for the cell).
pub const ST_FAR: usize = 7;
/// Builds since the last reset.
pub const ST_BUILDS: usize = 6;
/// Status words (the last three, [`ST_REBUILD`], [`ST_MOVED`] and [`ST_MAX_ROW`], the
/// three-launch and padded lists' own).
pub const STATUS_LEN: usize = 11;

/// Symmetric rounding: round(−x) = −round(x), halves away from zero.
#[cube]
fn round_sym(x: f32) -> f32 {
    let m = f32::floor(f32::abs(x) + 0.5);
    let mut r = m;
    if x < 0.0 {
        r = -m;
    }
    r
}

/// Fractional difference of r along lattice direction d (0 when d is not periodic).
#[cube]
fn frac_d(sys_f: &Slice<f32, ReadWrite>, dx: f32, dy: f32, dz: f32, #[comptime] d: usize) -> f32 {
    (dx * sys_f[F_INV + d] + dy * sys_f[F_INV + 3 + d]) + dz * sys_f[F_INV + 6 + d]
}

/// Visits the pairs of work item (i, senders `j_begin..j_end`) in row order; counts them, and
/// with `fill` writes them from edge `at`. Returns the count, with [`DUPLICATE_BIT`] set for a
/// pair closer than MIN_DISTANCE and [`FAR_BIT`] for a pair whose image window is out of range
/// (coordinates too large for the cell in f32).
#[cube]
#[allow(clippy::too_many_arguments)]
fn visit(
    positions: &Slice<f32, ReadWrite>,
    sys_f: &Slice<f32, ReadWrite>,
    i: usize,
    j_begin: usize,
    j_end: usize,
    reach0: i32,
    reach1: i32,
    reach2: i32,
    cutoff2: f32,
    at: usize,
    receivers: &mut Slice<u32, ReadWrite>,
    senders: &mut Slice<u32, ReadWrite>,
    shifts: &mut Slice<f32, ReadWrite>,
    keys: &mut Slice<u32, ReadWrite>,
    #[comptime] fill: bool,
) -> u32 {
    let xi = positions[3 * i];
    let yi = positions[3 * i + 1];
    let zi = positions[3 * i + 2];
    let ax = sys_f[F_CELL];
    let ay = sys_f[F_CELL + 1];
    let az = sys_f[F_CELL + 2];
    let bx = sys_f[F_CELL + 3];
    let by = sys_f[F_CELL + 4];
    let bz = sys_f[F_CELL + 5];
    let cx = sys_f[F_CELL + 6];
    let cy = sys_f[F_CELL + 7];
    let cz = sys_f[F_CELL + 8];
    let w1 = 2i32 * reach1 + 1i32;
    let w2 = 2i32 * reach2 + 1i32;
    let window = ((2i32 * reach0 + 1i32) * w1 * w2) as u32;
    let min2 = comptime![(MIN_DISTANCE * MIN_DISTANCE) as f32];
    let mut count: u32 = 0;
    let mut flags: u32 = 0;
    for j in j_begin..j_end {
        let dx = positions[3 * j] - xi;
        let dy = positions[3 * j + 1] - yi;
        let dz = positions[3 * j + 2] - zi;
        let o0 = round_sym(frac_d(sys_f, dx, dy, dz, 0usize));
        let o1 = round_sym(frac_d(sys_f, dx, dy, dz, 1usize));
        let o2 = round_sym(frac_d(sys_f, dx, dy, dz, 2usize));
        // A finite, in-range position has |o| far below this; NaN fails the test.
        let ok0 = f32::abs(o0) < 4194304.0;
        let ok1 = f32::abs(o1) < 4194304.0;
        let ok2 = f32::abs(o2) < 4194304.0;
        if ok0 && ok1 && ok2 {
            let c0 = -(o0 as i32);
            let c1 = -(o1 as i32);
            let c2 = -(o2 as i32);
            let mut k0 = 0i32;
            while k0 < 2i32 * reach0 + 1i32 {
                let s0 = c0 - reach0 + k0;
                let mut k1 = 0i32;
                while k1 < w1 {
                    let s1 = c1 - reach1 + k1;
                    let mut k2 = 0i32;
                    while k2 < w2 {
                        let s2 = c2 - reach2 + k2;
                        let home = s0 == 0i32 && s1 == 0i32 && s2 == 0i32;
                        if !(home && j == i) {
                            let sf0 = s0 as f32;
                            let sf1 = s1 as f32;
                            let sf2 = s2 as f32;
                            // the exact test of the cell list: r = (R_j − R_i) + S·cell
                            let rx = dx + shift3(sf0, sf1, sf2, ax, bx, cx);
                            let ry = dy + shift3(sf0, sf1, sf2, ay, by, cy);
                            let rz = dz + shift3(sf0, sf1, sf2, az, bz, cz);
                            let d2 = (rx * rx + ry * ry) + rz * rz;
                            if d2 < cutoff2 {
                                if comptime![fill] {
                                    let e = at + count as usize;
                                    receivers[e] = i as u32;
                                    senders[e] = j as u32;
                                    shifts[3 * e] = shift3(sf0, sf1, sf2, ax, bx, cx);
                                    shifts[3 * e + 1] = shift3(sf0, sf1, sf2, ay, by, cy);
                                    shifts[3 * e + 2] = shift3(sf0, sf1, sf2, az, bz, cz);
                                    keys[e] = j as u32 * window + ((k0 * w1 + k1) * w2 + k2) as u32;
                                } else if d2 < min2 {
                                    flags |= DUPLICATE_BIT;
                                }
                                count += 1u32;
                            }
                        }
                        k2 += 1i32;
                    }
                    k1 += 1i32;
                }
                k0 += 1i32;
            }
        } else {
            flags |= FAR_BIT;
        }
    }
    count | flags
}

/// Status words afresh (all but [`ST_REBUILD`]).
#[cube]
fn reset_status(status: &mut Array<Atomic<u32>>) {
    status[ST_EDGES].store(0u32);
    status[ST_MAX_EDGES].store(0u32);
    status[ST_OVERFLOWS].store(0u32);
    status[ST_DUPLICATE].store(NONE);
    status[ST_BAD_POSITION].store(NONE);
    status[ST_ASYMMETRY].store(0u32);
    status[ST_BUILDS].store(0u32);
    status[ST_FAR].store(0u32);
    status[ST_MAX_ROW].store(0u32);
}

/// Whether any atom moved from `x_ref` by half the skin or more (`half_skin2`, squared; NaN
/// included), the same answer for every thread of the cube (an OR over `red`, `threads` long:
/// a tree, or with `warps` ([`crate::launch::cuda_warps`]) each warp's vote).
#[cube]
#[allow(clippy::manual_is_multiple_of)]
fn any_moved(positions: &Slice<f32, ReadWrite>, x_ref: &Slice<f32, ReadWrite>, n: usize, half_skin2: f32, red: &mut SharedMemory<u32>, #[comptime] threads: usize, #[comptime] warps: bool) -> bool {
    let tid = UNIT_POS as usize;
    let mut moved: u32 = 0;
    let mut a = tid;
    while a < n {
        let dx = positions[3 * a] - x_ref[3 * a];
        let dy = positions[3 * a + 1] - x_ref[3 * a + 1];
        let dz = positions[3 * a + 2] - x_ref[3 * a + 2];
        if !((dx * dx + dy * dy) + dz * dz < half_skin2) {
            moved = 1u32;
        }
        a += threads;
    }
    let mut any = false;
    if comptime![warps && threads.is_multiple_of(32)] {
        // Each warp's vote, then the warps' in shared memory: one barrier.
        let voted = plane_any(moved != 0u32);
        if tid % 32 == 0 {
            red[tid / 32] = u32::cast_from(voted);
        }
        sync_cube();
        #[unroll]
        for w in 0..comptime![threads / 32] {
            if red[w] != 0u32 {
                any = true;
            }
        }
    } else {
        red[tid] = moved;
        sync_cube();
        let mut half = CUBE_DIM as usize / 2usize; // runtime (a comptime value cannot be mutated)
        while half > 0usize {
            if tid < half {
                red[tid] = red[tid] | red[tid + half];
            }
            sync_cube();
            half /= 2usize;
        }
        any = red[0] != 0u32;
    }
    any
}

/// The reverse of edges `start, start + stride, ...` below `total`: (j, i, −S) has key
/// i·W + (W − 1 − image index) in row j, found by binary search; an edge without one points at
/// itself and counts in [`ST_ASYMMETRY`]. A padded list's padding edge (key `NONE`,
/// [`fill_padded`]) points at itself and does not count.
#[cube]
#[allow(clippy::too_many_arguments)]
fn reverse_edges(
    row_ptr: &Slice<u32, ReadWrite>,
    receivers: &Slice<u32, ReadWrite>,
    senders: &Slice<u32, ReadWrite>,
    keys: &Slice<u32, ReadWrite>,
    reverse: &mut Slice<u32, ReadWrite>,
    status: &mut Array<Atomic<u32>>,
    total: usize,
    window: u32,
    start: usize,
    stride: usize,
) {
    let mut asym: u32 = 0;
    let mut e = start;
    while e < total {
        let own = keys[e];
        let mut found = e;
        // A padded list's padding edge (key NONE) is its own reverse.
        if own != NONE {
            let i = receivers[e];
            let j = senders[e] as usize;
            let key = i * window + (window - 1u32 - own % window);
            let mut lo = row_ptr[j] as usize;
            let mut hi = row_ptr[j + 1] as usize;
            while lo < hi {
                let mid = (lo + hi) / 2;
                if keys[mid] < key {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            // (no short-circuit in kernels: keys[lo] is read only inside the row)
            let mut hit = lo < row_ptr[j + 1] as usize;
            if hit {
                hit = keys[lo] == key;
            }
            found = lo;
            if !hit {
                asym += 1u32;
                found = e;
            }
        }
        reverse[e] = found as u32;
        e += stride;
    }
    if asym > 0u32 {
        status[ST_ASYMMETRY].fetch_add(asym);
    }
}

/// The positions `[N][3]` copied to `x_ref`, floats `start, start + stride, ...`.
#[cube]
fn copy_reference(positions: &Slice<f32, ReadWrite>, x_ref: &mut Slice<f32, ReadWrite>, n: usize, start: usize, stride: usize) {
    let mut k = start;
    while k < 3 * n {
        x_ref[k] = positions[k];
        k += stride;
    }
}

/// A rebuilt list's reverse index for row `j` and, with `skin`, atom j's reference position,
/// done by `parts` cubes of `threads` (this one part `part`) of a kernel that runs after the
/// build and before anything reads them ([`ReverseJob`]; the message backward takes it): the
/// row's edges dealt to the parts' threads in turn ([`reverse_edges`]). Every cube of the
/// launch checks [`ST_REBUILD`] itself (`rebuilt`: it read 2, a build that fitted).
#[cube]
// The comptime condition stays apart from the run-time one, so that it removes the code.
#[allow(clippy::too_many_arguments, clippy::collapsible_if)]
pub fn reverse_row(
    j: usize,
    part: usize,
    row_ptr: &Slice<u32, ReadWrite>,
    receivers: &Slice<u32, ReadWrite>,
    senders: &Slice<u32, ReadWrite>,
    keys: &Slice<u32, ReadWrite>,
    reverse: &mut Slice<u32, ReadWrite>,
    status: &mut Array<Atomic<u32>>,
    positions: &Slice<f32, ReadWrite>,
    x_ref: &mut Slice<f32, ReadWrite>,
    window: u32,
    #[comptime] parts: usize,
    #[comptime] threads: usize,
    #[comptime] skin: bool,
) {
    let t = UNIT_POS as usize;
    let start = row_ptr[j] as usize + part * threads + t;
    reverse_edges(row_ptr, receivers, senders, keys, reverse, status, row_ptr[j + 1] as usize, window, start, comptime![parts * threads]);
    if comptime![skin] {
        if part == 0 && t < 3 {
            x_ref[3 * j + t] = positions[3 * j + t];
        }
        if j == 0 && part == 0 && t == 0 {
            publish_build(status);
        }
    }
}

/// Status word `word`, read by the cube's first thread and shared with the others (every thread
/// of the cube must call; one barrier). cubecl 0.10 compiles an atomic load to `atomicAdd(p, 0)`
/// on CUDA: a word that every thread read was one atomic a thread on one address, ~49 000 in
/// the 192-atom box's first block.
#[cube]
pub fn status_word(status: &Array<Atomic<u32>>, #[comptime] word: usize) -> u32 {
    let mut shared = SharedMemory::<u32>::new(1usize);
    if UNIT_POS == 0 {
        shared[0] = status[word].load();
    }
    sync_cube();
    shared[0]
}

/// After a build with a skin, by one thread of the launch that follows it (the reverse job's):
/// the flag of [`ST_MOVED`] cleared, and the build's edges, which a padded list's cubes summed
/// into [`ST_EDGES`], in [`ST_MAX_EDGES`] (the other builds put them there already: the same
/// value again).
#[cube]
fn publish_build(status: &mut Array<Atomic<u32>>) {
    status[ST_MOVED].store(0u32);
    let edges = status[ST_EDGES].load();
    status[ST_MAX_EDGES].fetch_max(edges);
}

/// The list of one system (see the module documentation). `skin`: first decide whether any atom
/// moved from `x_ref` by `half_skin2` (squared, Å²) or more, return at once if none did, and
/// after a rebuild copy the positions to `x_ref`. `reset`: start the status words afresh (they
/// accumulate otherwise).
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn small_list_kernel(
    positions_a: &Array<f32>,
    x_ref_a: &mut Array<f32>,
    sys_f_a: &Array<f32>,
    row_ptr_a: &mut Array<u32>,
    receivers_a: &mut Array<u32>,
    senders_a: &mut Array<u32>,
    shifts_a: &mut Array<f32>,
    reverse_a: &mut Array<u32>,
    keys_a: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    n_atoms: u32,
    reach0: u32,
    reach1: u32,
    reach2: u32,
    capacity: u32,
    cutoff2: f32,
    half_skin2: f32,
    reset: u32,
    #[comptime] skin: bool,
    #[comptime] threads: usize,
    #[comptime] warps: bool,
) {
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let x_ref = &mut x_ref_a.to_slice_mut();
    let sys_f = &sys_f_a.to_slice().as_mut_unchecked();
    let row_ptr = &mut row_ptr_a.to_slice_mut();
    let receivers = &mut receivers_a.to_slice_mut();
    let senders = &mut senders_a.to_slice_mut();
    let shifts = &mut shifts_a.to_slice_mut();
    let reverse = &mut reverse_a.to_slice_mut();
    let keys = &mut keys_a.to_slice_mut();
    let tid = UNIT_POS as usize;
    let per_thread = comptime![ITEMS / threads];
    let n = n_atoms as usize;
    let mut red = SharedMemory::<u32>::new(threads);
    if reset != 0u32 && tid == 0 {
        reset_status(status);
    }
    sync_storage();
    sync_cube();
    if comptime![skin] {
        if !any_moved(positions, x_ref, n, half_skin2, &mut red, threads, warps) {
            terminate!();
        }
        // (the scan reuses `red` next)
        sync_cube();
    }
    let reach0 = reach0 as i32;
    let reach1 = reach1 as i32;
    let reach2 = reach2 as i32;
    // Work items: receiver i = item / g with senders of range item % g.
    let mut g = comptime![ITEMS] / n;
    if g < 1 {
        g = 1;
    }
    let items = n * g;
    let limit = comptime![MAX_COORDINATE];
    let mut a = tid;
    while a < n {
        let x = positions[3 * a];
        let y = positions[3 * a + 1];
        let z = positions[3 * a + 2];
        // NaN fails every comparison.
        if !(f32::abs(x) <= limit && f32::abs(y) <= limit && f32::abs(z) <= limit) {
            status[ST_BAD_POSITION].fetch_min(a as u32);
        }
        a += threads;
    }
    let mut pre = SharedMemory::<u32>::new(comptime![ITEMS]);
    let mut local: u32 = 0;
    #[unroll]
    for k in 0..per_thread {
        let item = tid * per_thread + k;
        let mut c: u32 = 0;
        if item < items {
            let i = item / g;
            let q = item % g;
            let r = visit(
                positions, sys_f, i, q * n / g, (q + 1) * n / g, reach0, reach1, reach2, cutoff2, 0, receivers, senders, shifts, keys,
                false,
            );
            c = r & COUNT_MASK;
            if r & DUPLICATE_BIT != 0u32 {
                status[ST_DUPLICATE].fetch_min(i as u32);
            }
            if r & FAR_BIT != 0u32 {
                status[ST_FAR].fetch_add(1u32);
            }
        }
        pre[item] = local;
        local += c;
    }
    // Inclusive scan of the threads' totals (Hillis–Steele), then each item's exclusive prefix.
    red[tid] = local;
    sync_cube();
    let mut off = CUBE_DIM as usize / threads; // 1, at run time (mutated below)
    while off < threads {
        let mut add: u32 = 0;
        if tid >= off {
            add = red[tid - off];
        }
        sync_cube();
        red[tid] = red[tid] + add;
        sync_cube();
        off *= 2usize;
    }
    let base = red[tid] - local;
    #[unroll]
    for k in 0..per_thread {
        let item = tid * per_thread + k;
        pre[item] += base;
    }
    let total = red[threads - 1];
    sync_storage();
    sync_cube();
    let failed = status[ST_DUPLICATE].load() != NONE || status[ST_BAD_POSITION].load() != NONE || status[ST_FAR].load() != 0u32;
    if tid == 0 {
        status[ST_EDGES].store(total);
        status[ST_MAX_EDGES].fetch_max(total);
        status[ST_BUILDS].fetch_add(1u32);
        if total > capacity {
            status[ST_OVERFLOWS].fetch_add(1u32);
        }
    }
    if failed || total > capacity {
        // No list: every row empty.
        let mut i = tid;
        while i <= n {
            row_ptr[i] = 0u32;
            i += threads;
        }
        terminate!();
    }
    let mut i = tid;
    while i < n {
        row_ptr[i] = pre[i * g];
        i += threads;
    }
    if tid == 0 {
        row_ptr[n] = total;
    }
    #[unroll]
    for k in 0..per_thread {
        let item = tid * per_thread + k;
        if item < items {
            let i = item / g;
            let q = item % g;
            visit(
                positions, sys_f, i, q * n / g, (q + 1) * n / g, reach0, reach1, reach2, cutoff2, pre[item] as usize, receivers, senders,
                shifts, keys, true,
            );
        }
    }
    sync_storage();
    sync_cube();
    let window = ((2 * reach0 + 1) * (2 * reach1 + 1) * (2 * reach2 + 1)) as u32;
    reverse_edges(row_ptr, receivers, senders, keys, reverse, status, total as usize, window, tid, threads);
    if comptime![skin] {
        copy_reference(positions, x_ref, n, tid, threads);
    }
}

// ---------------------------------------------------------------------------------------------
// The same list in three launches of many cubes (see the module documentation, "Three launches").

/// Threads a cube of the three-launch list.
pub const SPLIT_THREADS: usize = 256;
/// Most work items of the three-launch list (receiver, sender range): N · g with
/// g = SPLIT_ITEMS / N ranges a receiver (at most N).
pub const SPLIT_ITEMS: usize = 4096;
/// Status word of the three-launch list: 0 no build this step, 1 building, 2 built (rows and
/// reverse index to fill).
pub const ST_REBUILD: usize = 8;
/// Status word of the three-launch list with [`Build::Skin`]'s `flagged`: non-zero once an atom
/// has moved from `x_ref` by half the skin, set by MD's integrator where it moves the atoms
/// ([`crate::md::State::moved`]), cleared by the reverse job of a build that fitted (which copies
/// the positions to `x_ref`). The list's first launch reads it instead of every atom's two
/// positions ([`MOVED_FLAG`]).
pub const ST_MOVED: usize = 9;
/// Status word of a padded list ([`SmallList::padded`]): the most edges of any row of its builds
/// since the reset (what a row's room must hold).
pub const ST_MAX_ROW: usize = 10;

/// MD flags the skin check in the integrator ([`ST_MOVED`]); `MLFF_MOVED_FLAG=0` has the list's
/// first launch compare every atom's positions instead, for comparisons.
pub static MOVED_FLAG: crate::launch::Switch = crate::launch::Switch::new("MLFF_MOVED_FLAG");

/// Pair images ([`SmallPlan::pair_images`]) above which the list is built in three launches of
/// many cubes; at or below, one cube does it in one launch. An evaluation reads the status back
/// after the list, so three launches' latency is on its path: on an H100 one cube was ahead at
/// 15 552 pair images (24 atoms × 27 images: 0.20 against 0.22–0.24 ms) and below, three
/// launches at 36 864 (the 192-atom box: 0.33–0.37 against 0.40–0.43 ms) and above.
pub const SPLIT_MIN_PAIRS: usize = 24 * 1024;

/// Forces the three launches on or off (`MLFF_SMALL_SPLIT=0|1`, for comparisons); by default
/// they take lists of more than [`SPLIT_MIN_PAIRS`] pair images.
pub static SMALL_SPLIT: crate::launch::Switch = crate::launch::Switch::new("MLFF_SMALL_SPLIT");

/// Sender ranges a receiver of the three-launch list for `n` atoms.
pub fn split_groups(n: usize) -> usize {
    (SPLIT_ITEMS / n.max(1)).clamp(1, n.max(1))
}

/// First launch: with `skin`, decide whether any atom moved from `x_ref` by half the skin (every
/// cube decides alike; cube 0 writes [`ST_REBUILD`]) and stop if none did; then count the pairs
/// of each work item into `counts` (with [`visit`]'s flag bits). `reset`: start the status words
/// afresh, and build. `flagged`: the decision is [`ST_MOVED`], which the integrator set, instead
/// of a comparison of every atom's positions.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn small_count_kernel(
    positions_a: &Array<f32>,
    x_ref_a: &Array<f32>,
    sys_f_a: &Array<f32>,
    counts_a: &mut Array<u32>,
    receivers_a: &mut Array<u32>,
    senders_a: &mut Array<u32>,
    shifts_a: &mut Array<f32>,
    keys_a: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    n_atoms: u32,
    reach0: u32,
    reach1: u32,
    reach2: u32,
    cutoff2: f32,
    half_skin2: f32,
    reset: u32,
    groups: u32,
    #[comptime] skin: bool,
    #[comptime] flagged: bool,
    #[comptime] threads: usize,
    #[comptime] warps: bool,
) {
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let x_ref = &x_ref_a.to_slice().as_mut_unchecked();
    let sys_f = &sys_f_a.to_slice().as_mut_unchecked();
    let counts = &mut counts_a.to_slice_mut();
    let receivers = &mut receivers_a.to_slice_mut();
    let senders = &mut senders_a.to_slice_mut();
    let shifts = &mut shifts_a.to_slice_mut();
    let keys = &mut keys_a.to_slice_mut();
    let tid = UNIT_POS as usize;
    let first = CUBE_POS == 0 && tid == 0;
    let n = n_atoms as usize;
    if reset != 0u32 && first {
        reset_status(status);
    }
    if comptime![skin && flagged] {
        // Nothing writes the word during this launch; with `reset` cube 0 rewrites the others.
        if reset == 0u32 && status_word(status, ST_MOVED) == 0u32 {
            if first {
                status[ST_REBUILD].store(0u32);
            }
            terminate!();
        }
    }
    if comptime![skin && !flagged] {
        let mut red = SharedMemory::<u32>::new(threads);
        if !any_moved(positions, x_ref, n, half_skin2, &mut red, threads, warps) {
            if first {
                status[ST_REBUILD].store(0u32);
            }
            terminate!();
        }
    }
    if first {
        status[ST_REBUILD].store(1u32);
    }
    let g = groups as usize;
    let m = CUBE_POS * threads + tid;
    if m < n * g {
        let i = m / g;
        let q = m % g;
        counts[m] = visit(
            positions, sys_f, i, q * n / g, (q + 1) * n / g, reach0 as i32, reach1 as i32, reach2 as i32, cutoff2, 0, receivers, senders,
            shifts, keys, false,
        );
    }
}

/// Second launch: every cube scans all the counts (so each knows every item's first edge and
/// the list's length), checks the positions, and fills its own items' edges and row starts; cube
/// 0 writes the status words. A list that failed or does not fit leaves every row empty.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn small_fill_kernel(
    positions_a: &Array<f32>,
    sys_f_a: &Array<f32>,
    counts_a: &Array<u32>,
    row_ptr_a: &mut Array<u32>,
    receivers_a: &mut Array<u32>,
    senders_a: &mut Array<u32>,
    shifts_a: &mut Array<f32>,
    keys_a: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    n_atoms: u32,
    reach0: u32,
    reach1: u32,
    reach2: u32,
    capacity: u32,
    cutoff2: f32,
    groups: u32,
    #[comptime] threads: usize,
) {
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let sys_f = &sys_f_a.to_slice().as_mut_unchecked();
    let counts = &counts_a.to_slice().as_mut_unchecked();
    let row_ptr = &mut row_ptr_a.to_slice_mut();
    let receivers = &mut receivers_a.to_slice_mut();
    let senders = &mut senders_a.to_slice_mut();
    let shifts = &mut shifts_a.to_slice_mut();
    let keys = &mut keys_a.to_slice_mut();
    let tid = UNIT_POS as usize;
    if status_word(status, ST_REBUILD) == 0u32 {
        terminate!();
    }
    let first = CUBE_POS == 0 && tid == 0;
    let n = n_atoms as usize;
    let g = groups as usize;
    let items = n * g;
    let mut red = SharedMemory::<u32>::new(threads);
    let total = scan_counts(positions, counts, status, n, g, capacity, &mut red, CUBE_POS == 0, threads);
    if total == NONE {
        // No list: every row empty.
        if CUBE_POS == 0 {
            let mut i = tid;
            while i <= n {
                row_ptr[i] = 0u32;
                i += threads;
            }
        }
        terminate!();
    }
    if first {
        row_ptr[n] = total;
        status[ST_REBUILD].store(2u32);
    }
    let m = CUBE_POS * threads + tid;
    if m < items {
        fill_item(m, positions, sys_f, counts, &red, row_ptr, receivers, senders, shifts, keys, g, n, reach0, reach1, reach2, cutoff2, threads);
    }
}

/// The fill's scan, which every cube that fills items of the list does alike (after a count,
/// [`ST_REBUILD`] ≠ 0; `g` items a receiver): the counts of all items summed over each thread's chunk of
/// `SPLIT_ITEMS / threads` and scanned over the threads into `red` (inclusive; what
/// [`edges_before`] reads), the positions checked. Returns the list's length, or [`NONE`] where
/// there is no list (a bad input of this build or an earlier one since the reset, or more edges
/// than `capacity`: every row stays empty). The cube with `writer_cube` (one of the launch) adds
/// this build's counts and errors to the status words, which changes no cube's decision. Shared
/// memory: `red` and one word.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn scan_counts(
    positions: &Slice<f32, ReadWrite>,
    counts: &Slice<u32, ReadWrite>,
    status: &mut Array<Atomic<u32>>,
    n: usize,
    g: usize,
    capacity: u32,
    red: &mut SharedMemory<u32>,
    writer_cube: bool,
    #[comptime] threads: usize,
) -> u32 {
    let tid = UNIT_POS as usize;
    let items = n * g;
    let chunk = comptime![SPLIT_ITEMS.div_ceil(threads)];
    // This thread's chunk of items: its edges, its lowest receiver with a duplicate, its items
    // out of f32 range; and its atoms' positions.
    let mut local: u32 = 0;
    let mut dup = NONE.runtime();
    let mut far: u32 = 0;
    #[unroll]
    for k in 0..chunk {
        let m = tid * chunk + k;
        if m < items {
            let r = counts[m];
            local += r & COUNT_MASK;
            if r & DUPLICATE_BIT != 0u32 && dup == NONE {
                dup = (m / g) as u32;
            }
            if r & FAR_BIT != 0u32 {
                far += 1u32;
            }
        }
    }
    let limit = comptime![MAX_COORDINATE];
    let mut bad = NONE.runtime();
    let mut a = tid;
    while a < n {
        let x = positions[3 * a];
        let y = positions[3 * a + 1];
        let z = positions[3 * a + 2];
        // NaN fails every comparison.
        if !(f32::abs(x) <= limit && f32::abs(y) <= limit && f32::abs(z) <= limit) && bad == NONE {
            bad = a as u32;
        }
        a += threads;
    }
    // An inclusive scan of the edges over the threads (Hillis–Steele), and whether any thread
    // saw an error (a word in shared memory, set after the first barrier).
    let mut any_error = SharedMemory::<u32>::new(1usize);
    if tid == 0 {
        any_error[0] = 0u32;
    }
    red[tid] = local;
    sync_cube();
    let error = dup != NONE || bad != NONE || far != 0u32;
    if error {
        any_error[0] = 1u32;
    }
    let mut off = CUBE_DIM as usize / threads; // 1, at run time (mutated below)
    while off < threads {
        let mut add: u32 = 0;
        if tid >= off {
            add = red[tid - off];
        }
        sync_cube();
        red[tid] = red[tid] + add;
        sync_cube();
        off *= 2usize;
    }
    let total = red[threads - 1];
    // Errors of earlier builds since the reset count too; the writer's cube adds this build's to
    // the words at any time (the lowest receiver and atom, the far items summed), which changes
    // no cube's decision.
    let earlier = status[ST_DUPLICATE].load() != NONE || status[ST_BAD_POSITION].load() != NONE || status[ST_FAR].load() != 0u32;
    let failed = earlier || any_error[0] != 0u32;
    if writer_cube && error {
        if dup != NONE {
            status[ST_DUPLICATE].fetch_min(dup);
        }
        if bad != NONE {
            status[ST_BAD_POSITION].fetch_min(bad);
        }
        if far != 0u32 {
            status[ST_FAR].fetch_add(far);
        }
    }
    if writer_cube && tid == 0 {
        status[ST_EDGES].store(total);
        status[ST_MAX_EDGES].fetch_max(total);
        status[ST_BUILDS].fetch_add(1u32);
        if total > capacity {
            status[ST_OVERFLOWS].fetch_add(1u32);
        }
    }
    let mut out = total;
    if failed || total > capacity {
        out = NONE.runtime();
    }
    out
}

/// The first edge of item `m` (`m` ≤ the items): its thread chunk's start in the scan `red`
/// ([`scan_counts`], `threads` long), plus the items before it in the chunk.
#[cube]
pub fn edges_before(m: usize, counts: &Slice<u32, ReadWrite>, red: &SharedMemory<u32>, #[comptime] threads: usize) -> u32 {
    let chunk = comptime![SPLIT_ITEMS.div_ceil(threads)];
    let c = m / chunk;
    let mut at: u32 = 0;
    if c > 0 {
        at = red[c - 1];
    }
    for k in c * chunk..m {
        at += counts[k] & COUNT_MASK;
    }
    at
}

/// Fills work item `m` of a list that fits (after [`scan_counts`]): its edges from
/// [`edges_before`] on, and where it is its receiver's first item, the row's start.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn fill_item(
    m: usize,
    positions: &Slice<f32, ReadWrite>,
    sys_f: &Slice<f32, ReadWrite>,
    counts: &Slice<u32, ReadWrite>,
    red: &SharedMemory<u32>,
    row_ptr: &mut Slice<u32, ReadWrite>,
    receivers: &mut Slice<u32, ReadWrite>,
    senders: &mut Slice<u32, ReadWrite>,
    shifts: &mut Slice<f32, ReadWrite>,
    keys: &mut Slice<u32, ReadWrite>,
    g: usize,
    n: usize,
    reach0: u32,
    reach1: u32,
    reach2: u32,
    cutoff2: f32,
    #[comptime] threads: usize,
) {
    let at = edges_before(m, counts, red, threads);
    let i = m / g;
    let q = m % g;
    if q == 0 {
        row_ptr[i] = at;
    }
    visit(
        positions, sys_f, i, q * n / g, (q + 1) * n / g, reach0 as i32, reach1 as i32, reach2 as i32, cutoff2, at as usize, receivers, senders,
        shifts, keys, true,
    );
}

/// The fill of a three-launch list done by a kernel of the model instead of its own launch
/// (`block::block_forward`'s first block, before its edges' geometry): each cube fills the items
/// of its rows `row0 .. row0 + rows` and writes their starts and ends (the ends are the next
/// rows' starts, which the next cube writes too, the same value), so that it can read its rows
/// after a barrier without waiting on another cube. A list that failed or does not fit leaves
/// the cube's rows empty. Does nothing in a step without a build ([`ST_REBUILD`] = 0), and ends
/// with a barrier over the storage in a step with one. Every cube of the launch calls it.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn fill_rows(
    row0: usize,
    positions: &Slice<f32, ReadWrite>,
    sys_f: &Slice<f32, ReadWrite>,
    counts: &Slice<u32, ReadWrite>,
    row_ptr: &mut Slice<u32, ReadWrite>,
    receivers: &mut Slice<u32, ReadWrite>,
    senders: &mut Slice<u32, ReadWrite>,
    shifts: &mut Slice<f32, ReadWrite>,
    keys: &mut Slice<u32, ReadWrite>,
    status: &mut Array<Atomic<u32>>,
    n: usize,
    reach0: u32,
    reach1: u32,
    reach2: u32,
    capacity: u32,
    cutoff2: f32,
    groups: u32,
    #[comptime] rows: usize,
    #[comptime] threads: usize,
) {
    let tid = UNIT_POS as usize;
    // 1 (building) or 2 (cube 0 has written that the list fits): the same decision.
    if status_word(status, ST_REBUILD) != 0u32 {
        let g = groups as usize;
        let mut red = SharedMemory::<u32>::new(threads);
        let total = scan_counts(positions, counts, status, n, g, capacity, &mut red, CUBE_POS == 0, threads);
        let mut end_row = row0 + rows;
        if end_row > n {
            end_row = n;
        }
        if total == NONE {
            // No list: the cube's rows empty.
            let mut i = row0 + tid;
            while i <= end_row {
                row_ptr[i] = 0u32;
                i += threads;
            }
        } else {
            if CUBE_POS == 0 && tid == 0 {
                status[ST_REBUILD].store(2u32);
            }
            let mut m = row0 * g + tid;
            while m < end_row * g {
                fill_item(m, positions, sys_f, counts, &red, row_ptr, receivers, senders, shifts, keys, g, n, reach0, reach1, reach2, cutoff2, threads);
                m += threads;
            }
            if tid == 0 && row0 < end_row {
                let mut end = total;
                if end_row < n {
                    end = edges_before(end_row * g, counts, &red, threads);
                }
                row_ptr[end_row] = end;
            }
        }
        // The rows are read next, by the same cube.
        sync_storage();
    }
}

/// Shift of a padded list's padding edges (Å, along x): an edge from the receiver to itself this
/// far away, beyond any cutoff, so its cutoff function and everything it adds are zero.
pub const PAD_SHIFT: f32 = 1.0e4;

/// The fill of a **padded** list ([`SmallList::padded`]), rows `row0 .. row0 + rows`, by one cube
/// alone. Row i holds the edges `row_ptr[i] .. row_ptr[i + 1]`, fixed when the list is made: its
/// receiver's edges first, in the order of every list, then padding edges that add nothing
/// ([`PAD_SHIFT`], key `NONE`, their own reverse). No cube needs another's counts, so the list
/// takes no launch of its own where the model's first kernel does this
/// (`block::block_forward`), only that kernel's cubes a step that builds.
///
/// Where [`ST_MOVED`] is set (by the integrator, or by a reset), each thread counts the pairs of
/// one (row, sender range) item, a scan over the cube places them, and the threads fill their
/// items' edges, then the padding. A row with more edges than its room is all padding and counts
/// in [`ST_OVERFLOWS`]; its edges count in [`ST_EDGES`] (which the integrator zeroed with the
/// flag) and [`ST_MAX_ROW`] as any row's, what the host's larger list needs. Bad input goes to
/// the status words as in the other builds. Cube 0 writes [`ST_REBUILD`] (2: built, for the
/// reverse job; 0: no build). Every cube of the launch calls it; in a step with a build it ends
/// with a barrier over the storage. Shared memory: `threads` words.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn fill_padded(
    row0: usize,
    positions: &Slice<f32, ReadWrite>,
    sys_f: &Slice<f32, ReadWrite>,
    row_ptr: &Slice<u32, ReadWrite>,
    receivers: &mut Slice<u32, ReadWrite>,
    senders: &mut Slice<u32, ReadWrite>,
    shifts: &mut Slice<f32, ReadWrite>,
    keys: &mut Slice<u32, ReadWrite>,
    status: &mut Array<Atomic<u32>>,
    n: usize,
    reach0: u32,
    reach1: u32,
    reach2: u32,
    cutoff2: f32,
    #[comptime] rows: usize,
    #[comptime] threads: usize,
) {
    let tid = UNIT_POS as usize;
    let first = CUBE_POS == 0 && tid == 0;
    // Nothing writes the flag during this launch: every cube takes the same decision.
    if status_word(status, ST_MOVED) != 0u32 {
        // Items: `g` sender ranges a row, one a thread.
        let g = comptime![(threads / rows).max(1)];
        let r = tid / g;
        let q = tid % g;
        let i = row0 + r;
        let live = r < rows && i < n;
        let mut found: u32 = 0;
        if live {
            let got = visit(
                positions, sys_f, i, q * n / g, (q + 1) * n / g, reach0 as i32, reach1 as i32, reach2 as i32, cutoff2, 0, receivers, senders,
                shifts, keys, false,
            );
            found = got & COUNT_MASK;
            if got & DUPLICATE_BIT != 0u32 {
                status[ST_DUPLICATE].fetch_min(i as u32);
            }
            if got & FAR_BIT != 0u32 {
                status[ST_FAR].fetch_add(1u32);
            }
            if q == 0 {
                let limit = comptime![MAX_COORDINATE];
                let x = positions[3 * i];
                let y = positions[3 * i + 1];
                let z = positions[3 * i + 2];
                // NaN fails every comparison.
                if !(f32::abs(x) <= limit && f32::abs(y) <= limit && f32::abs(z) <= limit) {
                    status[ST_BAD_POSITION].fetch_min(i as u32);
                }
            }
        }
        // An inclusive scan of the items' counts over the threads (Hillis–Steele).
        let mut red = SharedMemory::<u32>::new(threads);
        red[tid] = found;
        sync_cube();
        let mut off = CUBE_DIM as usize / threads; // 1, at run time (mutated below)
        while off < threads {
            let mut add: u32 = 0;
            if tid >= off {
                add = red[tid - off];
            }
            sync_cube();
            red[tid] = red[tid] + add;
            sync_cube();
            off *= 2usize;
        }
        if live {
            let mut base: u32 = 0;
            if r > 0 {
                base = red[r * g - 1];
            }
            let row_edges = red[r * g + g - 1] - base;
            let start = row_ptr[i] as usize;
            let end = row_ptr[i + 1] as usize;
            let mut filled = start;
            if row_edges as usize <= end - start {
                filled = start + row_edges as usize;
                visit(
                    positions, sys_f, i, q * n / g, (q + 1) * n / g, reach0 as i32, reach1 as i32, reach2 as i32, cutoff2,
                    start + (red[tid] - found - base) as usize, receivers, senders, shifts, keys, true,
                );
            }
            let mut e = filled + q;
            while e < end {
                receivers[e] = i as u32;
                senders[e] = i as u32;
                shifts[3 * e] = PAD_SHIFT;
                shifts[3 * e + 1] = 0.0;
                shifts[3 * e + 2] = 0.0;
                keys[e] = NONE;
                e += g;
            }
            if q == 0 {
                status[ST_EDGES].fetch_add(row_edges);
                status[ST_MAX_ROW].fetch_max(row_edges);
                if row_edges as usize > end - start {
                    status[ST_OVERFLOWS].fetch_add(1u32);
                }
            }
        }
        if first {
            status[ST_BUILDS].fetch_add(1u32);
            status[ST_REBUILD].store(2u32);
        }
        // The rows are read next, by the same cube.
        sync_storage();
    } else if first {
        status[ST_REBUILD].store(0u32);
    }
}

/// A padded list's fill in its own launch ([`fill_padded`], a row a cube), where no kernel of the
/// model's takes it.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn small_padded_kernel(
    positions_a: &Array<f32>,
    sys_f_a: &Array<f32>,
    row_ptr_a: &Array<u32>,
    receivers_a: &mut Array<u32>,
    senders_a: &mut Array<u32>,
    shifts_a: &mut Array<f32>,
    keys_a: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    n_atoms: u32,
    reach0: u32,
    reach1: u32,
    reach2: u32,
    cutoff2: f32,
    #[comptime] threads: usize,
) {
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let sys_f = &sys_f_a.to_slice().as_mut_unchecked();
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let receivers = &mut receivers_a.to_slice_mut();
    let senders = &mut senders_a.to_slice_mut();
    let shifts = &mut shifts_a.to_slice_mut();
    let keys = &mut keys_a.to_slice_mut();
    fill_padded(CUBE_POS, positions, sys_f, row_ptr, receivers, senders, shifts, keys, status, n_atoms as usize, reach0, reach1, reach2, cutoff2, 1usize, threads);
}

/// A padded list's status words afresh, and a build asked for ([`ST_MOVED`]): its `reset`, which
/// its fill cannot do (every cube adds to the words).
#[cube(launch_unchecked)]
fn small_reset_kernel(status: &mut Array<Atomic<u32>>) {
    if UNIT_POS == 0 {
        reset_status(status);
        status[ST_REBUILD].store(0u32);
        status[ST_MOVED].store(1u32);
    }
}

/// Third launch, after a build that fitted: the reverse index ([`reverse_edges`], a grid-stride
/// loop over the edges); with `skin`, the positions copied to `x_ref`.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn small_reverse_kernel(
    positions_a: &Array<f32>,
    x_ref_a: &mut Array<f32>,
    row_ptr_a: &Array<u32>,
    receivers_a: &Array<u32>,
    senders_a: &Array<u32>,
    keys_a: &Array<u32>,
    reverse_a: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    n_atoms: u32,
    window: u32,
    #[comptime] skin: bool,
    #[comptime] threads: usize,
) {
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let x_ref = &mut x_ref_a.to_slice_mut();
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let receivers = &receivers_a.to_slice().as_mut_unchecked();
    let senders = &senders_a.to_slice().as_mut_unchecked();
    let keys = &keys_a.to_slice().as_mut_unchecked();
    let reverse = &mut reverse_a.to_slice_mut();
    if status_word(status, ST_REBUILD) != 2u32 {
        terminate!();
    }
    let n = n_atoms as usize;
    let total = row_ptr[n] as usize;
    let stride = CUBE_COUNT * threads;
    let start = CUBE_POS * threads + UNIT_POS as usize;
    reverse_edges(row_ptr, receivers, senders, keys, reverse, status, total, window, start, stride);
    if comptime![skin] {
        copy_reference(positions, x_ref, n, start, stride);
        if start == 0 {
            publish_build(status);
        }
    }
}

/// N² times the image window of `reach` (∏ over directions of 2·reach + 1).
fn pair_images(n: usize, reach: [u32; 3]) -> usize {
    reach.iter().fold(n * n, |p, &r| p * (2 * r as usize + 1))
}

/// What the host needs to launch the small list for one system.
#[derive(Clone, Debug)]
pub struct SmallPlan {
    /// Atoms N.
    pub n_atoms: usize,
    /// Image reach per lattice direction (0 where not periodic).
    pub reach: [u32; 3],
    /// The system's frame (inverse basis, lattice rows), layout of the cell list's `sys_f`.
    pub sys_f: Vec<f32>,
    /// `sys_f` on the device.
    pub sys_f_h: Handle,
    /// The list's cutoff (Å).
    pub cutoff: f64,
    /// The system, for error messages.
    pub system: SystemGeometry,
}

impl SmallPlan {
    /// The plan for `system` (the only one of its batch), or `None` where the small list does
    /// not apply (more than [`SMALL_MAX_ATOMS`] atoms, no atoms, or more than
    /// [`SMALL_MAX_PAIRS`] pair images); a cell that cannot be searched is an error.
    pub fn new<R: Runtime>(client: &ComputeClient<R>, system: &SystemGeometry, cutoff: f64) -> Result<Option<SmallPlan>, NeighborListError> {
        let n = system.end - system.start;
        if system.start != 0 || n == 0 || n > SMALL_MAX_ATOMS || !(cutoff > 0.0 && cutoff.is_finite()) {
            return Ok(None);
        }
        let frame = SearchFrame::new(system.cell, system.pbc, cutoff).map_err(|msg| NeighborListError::Geometry { system: 0, msg })?;
        let mut reach = [0u32; 3];
        for ((r, &periodic), spacing) in reach.iter_mut().zip(&frame.pbc).zip(frame.spacing) {
            if periodic {
                // |S_d + o_d| < cutoff / spacing + ½, with a margin for f32 rounding.
                let w = (cutoff / spacing + 0.5 + 1e-3).floor();
                if !(w < 64.0) {
                    return Ok(None);
                }
                *r = w as u32;
            }
        }
        if pair_images(n, reach) > SMALL_MAX_PAIRS {
            return Ok(None);
        }
        let mut sys_f = vec![0f32; SYS_F];
        for r in 0..3 {
            for d in 0..3 {
                // Zero fractional coordinates along non-periodic directions: their window is S = 0.
                sys_f[F_INV + 3 * r + d] = if frame.pbc[d] { frame.inv[r][d] as f32 } else { 0.0 };
                sys_f[F_CELL + 3 * r + d] = frame.cell[r][d] as f32;
            }
        }
        let sys_f_h = client.create_from_slice(f32::as_bytes(&sys_f));
        Ok(Some(SmallPlan { n_atoms: n, reach, sys_f, sys_f_h, cutoff, system: system.clone() }))
    }

    /// The list's cutoff squared, as its kernels compare it.
    pub fn cutoff2(&self) -> f32 {
        (self.cutoff as f32) * (self.cutoff as f32)
    }

    /// The first two of the three launches' groups a receiver ([`split_groups`]) and cubes of
    /// [`SPLIT_THREADS`], one work item a thread.
    pub fn split_grid(&self) -> (usize, u32) {
        let g = split_groups(self.n_atoms);
        (g, (self.n_atoms * g).div_ceil(SPLIT_THREADS) as u32)
    }

    /// The pair images the list tests: N² times the image window (∏ over directions of
    /// 2·reach + 1).
    pub fn pair_images(&self) -> usize {
        pair_images(self.n_atoms, self.reach)
    }

    /// A first capacity: every pair for a molecule, or the pairs a uniform density would give,
    /// with room, for a cell (a wrong guess costs one redo, see [`check`]).
    pub fn first_capacity(&self) -> usize {
        let n = self.n_atoms;
        let all = n * (n - 1) * self.reach.iter().map(|&r| 2 * r as usize + 1).product::<usize>() + n * 26;
        match self.system.cell {
            Some(cell) if self.system.pbc.iter().any(|&p| p) => {
                let vol = crate::neighbor_list::det3(&cell).abs();
                let sphere = 4.0 / 3.0 * std::f64::consts::PI * self.cutoff.powi(3);
                let guess = if vol > 0.0 { (1.5 * n as f64 * n as f64 * sphere / vol) as usize + 64 * n } else { all };
                guess.min(all).max(1)
            }
            _ => all.max(1),
        }
    }
}

/// The device buffers of a small list with room for `capacity` edges.
#[derive(Clone, Debug)]
pub struct SmallList {
    /// `[N + 1]`.
    pub row_ptr: Handle,
    /// `[capacity]`.
    pub receivers: Handle,
    /// `[capacity]`.
    pub senders: Handle,
    /// `[capacity][3]` f32.
    pub shifts: Handle,
    /// `[capacity]`.
    pub reverse: Handle,
    /// `[capacity]` scratch.
    pub keys: Handle,
    /// `[SPLIT_ITEMS]` scratch: the three-launch list's counts.
    pub counts: Handle,
    /// `[STATUS_LEN]`.
    pub status: Handle,
    /// Edge capacity.
    pub capacity: usize,
    /// A padded list's room a row (its rows `i · room .. (i + 1) · room`, [`fill_padded`]; 0
    /// too: rows that hold nothing); `None` for a list whose rows are packed (CSR, the first E
    /// edges).
    pub row_room: Option<usize>,
}

impl SmallList {
    /// Buffers for `n` atoms and `capacity` edges (at least one).
    pub fn new<R: Runtime>(client: &ComputeClient<R>, n: usize, capacity: usize) -> SmallList {
        let capacity = capacity.max(1);
        let words = |k: usize| client.empty(4 * k.max(1));
        SmallList {
            row_ptr: words(n + 1),
            receivers: words(capacity),
            senders: words(capacity),
            shifts: words(3 * capacity),
            reverse: words(capacity),
            keys: words(capacity),
            counts: words(SPLIT_ITEMS),
            status: words(STATUS_LEN),
            capacity,
            row_room: None,
        }
    }

    /// A **padded** list for `n` atoms, `row_room` edges a row: `row_ptr` is `i · row_room`, fixed
    /// here, and a build fills each row's edges then padding edges that add nothing
    /// ([`fill_padded`]), so each row is filled by one cube without the counts of the others: the
    /// list takes no launch of its own in MD, where the model's first kernel fills it. For MD's
    /// flagged builds only ([`Build::Skin`] with `flagged`). The rows' padding is walked by the
    /// model's kernels: worth it where they compact their rows (skin edges are walked anyway) and
    /// the room stays within their cubes.
    pub fn padded<R: Runtime>(client: &ComputeClient<R>, n: usize, row_room: usize) -> SmallList {
        let mut list = SmallList::new(client, n, n * row_room);
        let starts: Vec<u32> = (0..=n).map(|i| (i * row_room) as u32).collect();
        list.row_ptr = client.create_from_slice(u32::as_bytes(&starts));
        list.row_room = Some(row_room);
        list
    }

    /// Whether the list is padded ([`Self::padded`]).
    pub fn is_padded(&self) -> bool {
        self.row_room.is_some()
    }
}

/// How a launch decides to build.
pub enum Build<'a> {
    /// Always build; status words reset.
    Fresh,
    /// MD: build only when an atom moved from `x_ref` by half the skin (Å) or more, then copy the
    /// positions to `x_ref`; status words accumulate (`reset`: start them afresh, and build).
    /// `flagged`: the three-launch list takes the decision from [`ST_MOVED`], which whatever
    /// moves the atoms must set (MD's integrator, [`crate::md::State::moved`]); the one-cube list
    /// compares the positions either way.
    Skin { x_ref: &'a Handle, half_skin: f64, reset: bool, flagged: bool },
}

/// Half the skin squared, as the kernels compare it (f32, Å²): what a flag of [`ST_MOVED`] set
/// elsewhere must compare against to take the same decision.
pub fn half_skin2(half_skin: f64) -> f32 {
    (half_skin * half_skin) as f32
}

/// Whether `plan`'s list is built in three launches of many cubes ([`SMALL_SPLIT`],
/// [`SPLIT_MIN_PAIRS`]) rather than one cube.
pub fn split_for(plan: &SmallPlan) -> bool {
    SMALL_SPLIT.get().unwrap_or(plan.pair_images() > SPLIT_MIN_PAIRS)
}

/// The small list over `positions [N][3]`: one launch of one cube, or three of many
/// ([`split_for`]).
pub fn small_list<R: Runtime>(client: &ComputeClient<R>, plan: &SmallPlan, positions: &Handle, list: &SmallList, build: Build) {
    small_list_on(client, plan, positions, list, build, split_for(plan), false);
}

/// [`small_list`], but where it takes three launches the third (the reverse index and the
/// reference positions after a build) is left to the caller, and the second (the fill) too
/// ([`FILL_IN_BLOCK`]): the [`ReverseJob`] returned, which must run (its own launch,
/// [`ReverseJob::launch`], or inside a kernel of the caller's, [`fill_rows`] then
/// [`reverse_row`]) before anything reads the list, and before the next launch of the list. MD
/// hands the fill to the step's first block and the rest to its first message backward: a step
/// without a build then takes one launch of the list, not three.
#[must_use = "a returned job must run before the list is read and before the next launch of the list"]
pub fn small_list_deferred<'a, R: Runtime>(client: &ComputeClient<R>, plan: &'a SmallPlan, positions: &'a Handle, list: &'a SmallList, build: Build<'a>) -> Option<ReverseJob<'a>> {
    let x_ref = match build {
        Build::Fresh => None,
        Build::Skin { x_ref, .. } => Some(x_ref),
    };
    let defer = DEFER_REVERSE.get() != Some(false);
    let defer_fill = defer && FILL_IN_BLOCK.get() != Some(false);
    small_list_with(client, plan, positions, list, build, split_for(plan), defer, defer_fill).then_some(ReverseJob { plan, list, positions, x_ref, fill: defer_fill })
}

/// MD pads its small list's rows ([`SmallList::padded`]) where the host's rule says so
/// (`mlff::backend`'s MD); `MLFF_PADDED_ROWS=0|1` forces it off or on, for comparisons.
pub static PADDED_ROWS: crate::launch::Switch = crate::launch::Switch::new("MLFF_PADDED_ROWS");

/// [`small_list_deferred`] leaves the fill to the model's first kernel where that kernel can take
/// it; `MLFF_FILL_IN_BLOCK=0` launches it apart, for comparisons.
pub static FILL_IN_BLOCK: crate::launch::Switch = crate::launch::Switch::new("MLFF_FILL_IN_BLOCK");

/// [`small_list_deferred`] launches the third launch itself: `MLFF_DEFER_REVERSE=0`, for
/// comparisons.
pub static DEFER_REVERSE: crate::launch::Switch = crate::launch::Switch::new("MLFF_DEFER_REVERSE");

/// The third launch of a small list in three ([`small_list_deferred`]): after a build that fitted
/// (status [`ST_REBUILD`] = 2), the list's reverse index and, with `x_ref` (MD's skin), the
/// positions copied there.
pub struct ReverseJob<'a> {
    pub plan: &'a SmallPlan,
    pub list: &'a SmallList,
    pub positions: &'a Handle,
    pub x_ref: Option<&'a Handle>,
    /// The list's second launch, the fill, is still to do as well
    /// ([`small_list_deferred`], [`FILL_IN_BLOCK`]): by the model's first kernel
    /// ([`fill_rows`]), or apart ([`Self::fill_apart`]); [`Self::launch`] does it first.
    pub fill: bool,
}

impl ReverseJob<'_> {
    /// The list's window of images W: an edge's key in row j is i·W plus its image's index, which
    /// the reverse search ([`reverse_edges`]) looks up.
    pub fn window(&self) -> u32 {
        self.plan.reach.iter().map(|&r| 2 * r + 1).product::<u32>()
    }

    /// The list's second launch ([`small_fill_kernel`]), where [`Self::fill`] says it is still
    /// to do and no kernel of the caller's does it.
    pub fn fill_apart<R: Runtime>(&self, client: &ComputeClient<R>) {
        let (plan, list) = (self.plan, self.list);
        let (n, cap, t) = (plan.n_atoms, list.capacity, SPLIT_THREADS);
        let (g, cubes) = plan.split_grid();
        let (positions, cutoff2) = (self.positions, plan.cutoff2());
        if list.is_padded() {
            // SAFETY: the list's buffers have the lengths of `SmallList::padded(n, room)`: row i's
            // edges lie in `row_ptr[i] .. row_ptr[i + 1]` ≤ capacity; rows are guarded by N.
            unsafe {
                small_padded_kernel::launch_unchecked::<R>(
                    client,
                    CubeCount::Static(n as u32, 1, 1),
                    CubeDim::new_1d(t as u32),
                    arg(positions, 3 * n),
                    arg(&plan.sys_f_h, SYS_F),
                    arg(&list.row_ptr, n + 1),
                    arg(&list.receivers, cap),
                    arg(&list.senders, cap),
                    arg(&list.shifts, 3 * cap),
                    arg(&list.keys, cap),
                    arg(&list.status, STATUS_LEN),
                    n as u32,
                    plan.reach[0],
                    plan.reach[1],
                    plan.reach[2],
                    cutoff2,
                    t,
                );
            }
            return;
        }
        // SAFETY: the list's buffers have the lengths of `SmallList::new(n, cap)`; `counts`
        // holds SPLIT_ITEMS ≥ N·g words, the items are guarded by N·g, the edges by the list's
        // length, which the launch keeps within `capacity`.
        unsafe {
            small_fill_kernel::launch_unchecked::<R>(
                client,
                CubeCount::Static(cubes, 1, 1),
                CubeDim::new_1d(t as u32),
                arg(positions, 3 * n),
                arg(&plan.sys_f_h, SYS_F),
                arg(&list.counts, SPLIT_ITEMS),
                arg(&list.row_ptr, n + 1),
                arg(&list.receivers, cap),
                arg(&list.senders, cap),
                arg(&list.shifts, 3 * cap),
                arg(&list.keys, cap),
                arg(&list.status, STATUS_LEN),
                n as u32,
                plan.reach[0],
                plan.reach[1],
                plan.reach[2],
                cap.min(u32::MAX as usize) as u32,
                cutoff2,
                g as u32,
                t,
            );
        }
    }

    /// The job in its own launch ([`small_reverse_kernel`]: a grid-stride loop over the edges),
    /// after the fill where it is still to do.
    pub fn launch<R: Runtime>(&self, client: &ComputeClient<R>) {
        if self.fill {
            self.fill_apart(client);
        }
        let (plan, list) = (self.plan, self.list);
        let (n, cap, t) = (plan.n_atoms, list.capacity, SPLIT_THREADS);
        let (x_ref, x_ref_len) = match self.x_ref {
            Some(x_ref) => (x_ref, 3 * n),
            None => (&list.keys, cap),
        };
        // Enough cubes for an edge a thread in most lists, at most 1 024 (grid-stride loop).
        let reverse_cubes = cap.div_ceil(t).clamp(1, 1024) as u32;
        // SAFETY: the list's buffers have the lengths of `SmallList::new(n, cap)`; the edges are
        // guarded by the list's length (within `capacity`), x_ref (3N floats) is touched only
        // with a skin.
        unsafe {
            small_reverse_kernel::launch_unchecked::<R>(
                client,
                CubeCount::Static(reverse_cubes, 1, 1),
                CubeDim::new_1d(t as u32),
                arg(self.positions, 3 * n),
                arg(x_ref, x_ref_len),
                arg(&list.row_ptr, n + 1),
                arg(&list.receivers, cap),
                arg(&list.senders, cap),
                arg(&list.keys, cap),
                arg(&list.reverse, cap),
                arg(&list.status, STATUS_LEN),
                n as u32,
                self.window(),
                self.x_ref.is_some(),
                t,
            );
        }
    }
}

/// [`small_list`] in three launches of many cubes (`split`) or one launch of one cube: the same
/// list either way. `defer_reverse`: the third launch is left to the caller (see
/// [`small_list_deferred`]); returns whether it was.
pub fn small_list_on<R: Runtime>(client: &ComputeClient<R>, plan: &SmallPlan, positions: &Handle, list: &SmallList, build: Build, split: bool, defer_reverse: bool) -> bool {
    small_list_with(client, plan, positions, list, build, split, defer_reverse, false)
}

/// [`small_list_on`]; `defer_fill` (with `defer_reverse`): the second launch is left to the
/// caller too, the returned job's [`ReverseJob::fill`].
#[allow(clippy::too_many_arguments)]
fn small_list_with<R: Runtime>(
    client: &ComputeClient<R>,
    plan: &SmallPlan,
    positions: &Handle,
    list: &SmallList,
    build: Build,
    split: bool,
    defer_reverse: bool,
    defer_fill: bool,
) -> bool {
    let n = plan.n_atoms;
    let cap = list.capacity;
    let (x_ref, half_skin2, reset, skin) = match build {
        Build::Fresh => (&list.keys, 0.0f32, true, false),
        Build::Skin { x_ref, half_skin, reset, .. } => (x_ref, half_skin2(half_skin), reset, true),
    };
    let flagged = matches!(build, Build::Skin { flagged: true, .. });
    let x_ref_len = if skin { 3 * n } else { cap };
    let cutoff2 = plan.cutoff2();
    if list.is_padded() {
        assert!(flagged, "a padded small list takes MD's flagged builds only");
        if reset {
            // SAFETY: `status` holds STATUS_LEN words.
            unsafe {
                small_reset_kernel::launch_unchecked::<R>(client, CubeCount::Static(1, 1, 1), CubeDim::new_1d(1), arg(&list.status, STATUS_LEN));
            }
        }
    }
    if list.is_padded() || split {
        let fill_now = !(defer_reverse && defer_fill);
        let job = ReverseJob { plan, list, positions, x_ref: skin.then_some(x_ref), fill: !fill_now };
        if !list.is_padded() {
            count_launch(client, plan, positions, list, x_ref, x_ref_len, half_skin2, reset, skin, flagged);
        }
        if fill_now {
            job.fill_apart(client);
        }
        if !defer_reverse {
            job.launch(client);
        }
        return defer_reverse;
    }
    let threads = small_threads(client);
    // SAFETY: the list's buffers have the lengths of `SmallList::new(n, cap)`, positions and
    // x_ref hold N×3 f32 (x_ref is not touched without `skin`); the kernel writes edges below
    // `capacity` only and guards every atom index by N.
    unsafe {
        small_list_kernel::launch_unchecked::<R>(
            client,
            CubeCount::Static(1, 1, 1),
            CubeDim::new_1d(threads as u32),
            arg(positions, 3 * n),
            arg(x_ref, x_ref_len),
            arg(&plan.sys_f_h, SYS_F),
            arg(&list.row_ptr, n + 1),
            arg(&list.receivers, cap),
            arg(&list.senders, cap),
            arg(&list.shifts, 3 * cap),
            arg(&list.reverse, cap),
            arg(&list.keys, cap),
            arg(&list.status, STATUS_LEN),
            n as u32,
            plan.reach[0],
            plan.reach[1],
            plan.reach[2],
            cap.min(u32::MAX as usize) as u32,
            cutoff2,
            half_skin2,
            reset as u32,
            skin,
            threads,
            crate::launch::cuda_warps(client),
        )
    }
    false
}

/// The three-launch list's first launch ([`small_count_kernel`]).
#[allow(clippy::too_many_arguments)]
fn count_launch<R: Runtime>(
    client: &ComputeClient<R>,
    plan: &SmallPlan,
    positions: &Handle,
    list: &SmallList,
    x_ref: &Handle,
    x_ref_len: usize,
    half_skin2: f32,
    reset: bool,
    skin: bool,
    flagged: bool,
) {
    let (n, cap, cutoff2) = (plan.n_atoms, list.capacity, plan.cutoff2());
    let t = SPLIT_THREADS;
    let (g, cubes) = plan.split_grid();
    // SAFETY: the list's buffers have the lengths of `SmallList::new(n, cap)`, positions and
    // x_ref hold N×3 f32 (x_ref is not touched without `skin`); `counts` holds SPLIT_ITEMS ≥ N·g
    // words, the items are guarded by N·g; this launch writes no edge.
    unsafe {
        small_count_kernel::launch_unchecked::<R>(
            client,
            CubeCount::Static(cubes, 1, 1),
            CubeDim::new_1d(t as u32),
            arg(positions, 3 * n),
            arg(x_ref, x_ref_len),
            arg(&plan.sys_f_h, SYS_F),
            arg(&list.counts, SPLIT_ITEMS),
            arg(&list.receivers, cap),
            arg(&list.senders, cap),
            arg(&list.shifts, 3 * cap),
            arg(&list.keys, cap),
            arg(&list.status, STATUS_LEN),
            n as u32,
            plan.reach[0],
            plan.reach[1],
            plan.reach[2],
            cutoff2,
            half_skin2,
            reset as u32,
            g as u32,
            skin,
            flagged,
            t,
            crate::launch::cuda_warps(client),
        );
    }
}

/// The status words, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SmallStatus {
    /// Edges of the last build.
    pub edges: usize,
    /// Most edges of any build since the reset.
    pub max_edges: usize,
    /// Builds that did not fit (their rows were empty): redo with `max_edges` of room.
    pub overflows: usize,
    /// Builds since the reset.
    pub builds: usize,
    /// A padded list's most edges in a row since the reset ([`ST_MAX_ROW`]; 0 for others).
    pub max_row: usize,
}

/// Decode the status words: an error for bad input (naming the atoms), else the counts.
pub fn check<R: Runtime>(client: &ComputeClient<R>, plan: &SmallPlan, positions: &Handle, words: &[u32]) -> Result<SmallStatus, NeighborListError> {
    if words[ST_BAD_POSITION] != NONE {
        return Err(NeighborListError::PositionOutOfRange { system: 0, atom: words[ST_BAD_POSITION] as usize });
    }
    if words[ST_FAR] != 0 {
        return Err(NeighborListError::Geometry { system: 0, msg: "coordinates too large relative to the cell for f32".into() });
    }
    if words[ST_DUPLICATE] != NONE {
        return Err(duplicate_error(client, positions, std::slice::from_ref(&plan.system), &plan.sys_f, words[ST_DUPLICATE] as usize));
    }
    // A padded list that overflowed left some rows padding alone, whose reverse edges the others
    // then miss: the list is redone larger either way.
    if words[ST_ASYMMETRY] != 0 && words[ST_OVERFLOWS] == 0 {
        return Err(NeighborListError::Internal(format!(
            "kernel small_list: {} edges have no reverse edge (asymmetric list)",
            words[ST_ASYMMETRY]
        )));
    }
    Ok(SmallStatus {
        edges: words[ST_EDGES] as usize,
        max_edges: words[ST_MAX_EDGES] as usize,
        overflows: words[ST_OVERFLOWS] as usize,
        builds: words[ST_BUILDS] as usize,
        max_row: words[ST_MAX_ROW] as usize,
    })
}
