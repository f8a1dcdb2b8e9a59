//! After a build: the reverse index, edge (j, i, −S) of each (i, j, S) found by binary search
//! for its key in row j ([`reverse_edges`]), and with a skin the positions copied to `x_ref`. The
//! one-cube build ends with them; a three-launch or padded list does them in its third launch,
//! which the caller may take over ([`ReverseJob`]) and hand to the model's first message
//! backward, a row a cube ([`reverse_row`]).
use cubecl::prelude::*;
use cubecl::server::Handle;

use super::*;
use crate::launch::{arg, lower_bound};
use crate::neighbor_list::SYS_F;

/// The reverse of edges `start, start + stride, ...` below `total`: (j, i, −S) has key
/// i·W + (W − 1 − image index) in row j, found by binary search; an edge without one points at
/// itself and counts in [`ST_ASYMMETRY`]. A padded list's padding edge (key `NONE`,
/// [`fill_padded`]) points at itself and does not count.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(super) fn reverse_edges(
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
            let lo = lower_bound(keys, row_ptr[j] as usize, row_ptr[j + 1] as usize, key);
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
pub(super) fn copy_reference(positions: &Slice<f32, ReadWrite>, x_ref: &mut Slice<f32, ReadWrite>, n: usize, start: usize, stride: usize) {
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

/// The third launch of a small list in three ([`small_list_deferred`]): after a build that fitted
/// (status [`ST_REBUILD`] = 2), the list's reverse index and, with `x_ref` (MD's skin), the
/// positions copied there.
pub struct ReverseJob<'a> {
    pub plan: &'a SmallPlan,
    pub list: &'a SmallList,
    pub positions: &'a Handle,
    pub x_ref: Option<&'a Handle>,
    /// The list's second launch, the fill, is still to do as well ([`small_list_deferred`]): by
    /// the model's first kernel ([`fill_rows`]), or apart ([`Self::fill_apart`]);
    /// [`Self::launch`] does it first.
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
