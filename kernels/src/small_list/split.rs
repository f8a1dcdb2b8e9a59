//! The list in three launches of many cubes of [`SPLIT_THREADS`] (see [`crate::small_list`],
//! "Three launches"): N·g work items ([`split_groups`] sender ranges a receiver), counted by the
//! first launch ([`count_launch`]); the second's scan of all the counts in every cube
//! ([`scan_counts`]) and fill of its own items ([`fill_item`]), or the same done by the model's
//! first kernel for its rows ([`fill_rows`]).
use cubecl::prelude::*;
use cubecl::server::Handle;

use super::*;
use crate::launch::arg;
use crate::neighbor_list::{MAX_COORDINATE, SYS_F};

/// Threads a cube of the three-launch list.
pub const SPLIT_THREADS: usize = 256;
/// Most work items of the three-launch list (receiver, sender range): N · g with
/// g = SPLIT_ITEMS / N ranges a receiver (at most N).
pub const SPLIT_ITEMS: usize = 4096;

/// Pair images ([`SmallPlan::pair_images`]) above which the list is built in three launches of
/// many cubes; at or below, one cube does it in one launch. An evaluation reads the status back
/// after the list, so three launches' latency is on its path: on an H100 one cube was ahead at
/// 15 552 pair images (24 atoms × 27 images: 0.20 against 0.22–0.24 ms) and below, three
/// launches at 36 864 (the 192-atom box: 0.33–0.37 against 0.40–0.43 ms) and above.
pub const SPLIT_MIN_PAIRS: usize = 24 * 1024;

/// Sender ranges a receiver of the three-launch list for `n` atoms.
pub fn split_groups(n: usize) -> usize {
    (SPLIT_ITEMS / n.max(1)).clamp(1, n.max(1))
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

/// The three-launch list's first launch ([`small_count_kernel`]).
#[allow(clippy::too_many_arguments)]
pub(super) fn count_launch<R: Runtime>(
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
