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
//! (scratch) and `status [STATUS_LEN]` (the `ST_*` words). Only the first E edges are
//! written; the model kernels walk the rows of `row_ptr` and never look past them.
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
//! One cube's search grows as N²: a build of the 192-atom box takes 122 µs on an H100; MD of the
//! box spends 24.7 µs a step on the one cube's list and 11.0 on the three launches, builds
//! included (docs/performance.md). Work items are as above, N·g of them with g =
//! [`SPLIT_ITEMS`] / N (at most N), one a thread.
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
//!
//! # Files
//! - `search.rs`: the pairs of one work item, counted or written in row order (`visit`), and
//!   the skin's decision whether any atom moved;
//! - `split.rs`: the three launches' scan of the counts and fill ([`scan_counts`], [`fill_rows`]),
//!   and the first launch's launcher;
//! - `padded.rs`: a padded list's fill, each row by the cube that reads it ([`fill_padded`]);
//! - `reverse.rs`: the reverse index and the reference positions after a build, and the deferred
//!   job that does them ([`ReverseJob`]);
//! - `status.rs`: the status words, their reset and their decoding by the host ([`check`]);
//! - `plan.rs`: what the host knows of a system and of a list's buffers ([`SmallPlan`],
//!   [`SmallList`], [`Build`]);
//! - `host.rs`: the entry points ([`small_list`], [`small_list_deferred`], [`small_list_on`]).
//!
//! The launchable kernels are defined in this file: a kernel's module path is part of the
//! identity of its generated code (the exported WGSL is named by a hash of it).
// Kernel code tests `!(x < y)` on purpose: NaN fails every comparison and must take the safe
// branch.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

use cubecl::prelude::*;

use crate::neighbor_list::MAX_COORDINATE;

mod host;
mod padded;
mod plan;
mod reverse;
mod search;
mod split;
mod status;

pub use host::{small_list, small_list_deferred, small_list_on, small_threads, split_for};
pub use padded::{fill_padded, PAD_SHIFT};
pub use plan::{half_skin2, Build, SmallList, SmallPlan};
pub use reverse::{reverse_row, ReverseJob};
use reverse::{copy_reference, reverse_edges};
use search::{any_moved, visit};
pub use split::{edges_before, fill_item, fill_rows, scan_counts, split_groups, SPLIT_ITEMS, SPLIT_MIN_PAIRS, SPLIT_THREADS};
pub use status::{
    check, check_async, status_word, SmallStatus, STATUS_LEN, ST_ASYMMETRY, ST_BAD_POSITION, ST_BUILDS, ST_DUPLICATE, ST_EDGES, ST_FAR, ST_MAX_EDGES, ST_MAX_ROW,
    ST_MOVED, ST_OVERFLOWS, ST_REBUILD,
};
use status::{publish_build, reset_status};

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
