//! The edges a message stage walks in a receiver's row `[e_begin, e_end)` of the CSR: the whole
//! row, or with a skin only the edges inside the cutoff (fc or dfc nonzero), listed in order in
//! shared memory by a scan over the cube ([`compact_row`]). Row edge k = 0..count is then
//! [`row_edge`]`(k)`.
use cubecl::prelude::*;

use super::*;
use crate::tuning::Device;

/// [`compact_row`]'s count for a row it did not compact (longer than the cube): walk it whole.
pub const WHOLE_ROW: u32 = u32::MAX;

/// The edges of the row `[e_begin, e_end)` that contribute (fc or dfc nonzero, that is, inside
/// the cutoff: a list with a skin holds others), their indices in order into `act[0..count)`;
/// returns count, or [`WHOLE_ROW`] for a row longer than the cube's `threads`. Every thread of
/// the cube must call; `act` and `scan` hold `threads` u32 each. An inclusive scan of the flags
/// (Hillis–Steele, in shared memory: sixteen barriers for 256 threads) gives each edge its place;
/// with `plane` ([`plane_compact`]) each warp's ballot gives its lanes their places among the
/// warp's and the warps' counts meet in `scan` (one barrier). The same list either way.
#[cube]
pub fn compact_row(e_begin: usize, e_end: usize, edge: &Slice<F4, ReadWrite>, act: &mut SharedMemory<u32>, scan: &mut SharedMemory<u32>, #[comptime] threads: usize, #[comptime] plane: bool) -> u32 {
    let t = UNIT_POS as usize;
    let mut count = 0xffff_ffffu32; // WHOLE_ROW (a literal: a runtime value)
    if e_end - e_begin <= threads {
        let e = e_begin + t;
        let mut flag = 0u32;
        if e < e_end {
            let cut = edge[e * 2 + 1];
            if cut[0] != 0.0 || cut[1] != 0.0 {
                flag = 1u32;
            }
        }
        if comptime![plane] {
            let lane = (t % 32) as u32;
            let warp = t / 32;
            let mask = plane_ballot(flag == 1u32)[0];
            if lane == 0u32 {
                scan[warp] = mask.count_ones();
            }
            sync_cube();
            let mut place = (mask & ((1u32 << lane) - 1u32)).count_ones();
            let mut total = 0u32;
            #[unroll]
            for w in 0..comptime![threads / 32] {
                let c = scan[w];
                if w < warp {
                    place += c;
                }
                total += c;
            }
            if flag == 1u32 {
                act[place as usize] = e as u32;
            }
            count = total;
        } else {
            scan[t] = flag;
            sync_cube();
            let mut off = 1usize;
            while off < threads {
                let mut v = scan[t];
                if t >= off {
                    v += scan[t - off];
                }
                sync_cube();
                scan[t] = v;
                sync_cube();
                off *= 2usize;
            }
            if flag == 1u32 {
                act[scan[t] as usize - 1] = e as u32;
            }
            count = scan[threads - 1];
        }
        sync_cube();
    }
    count
}

/// Whether [`compact_row`] on a cube of `threads` takes each warp's ballot (`plane`): on CUDA,
/// whose warps are 32 lanes, for cubes of whole warps; the WGSL path keeps the scan in shared
/// memory (a subgroup's size is the device's there).
pub fn plane_compact<R: Runtime>(client: &Device<R>, threads: usize) -> bool {
    crate::launch::cuda_warps(client) && threads.is_multiple_of(32)
}

/// The edges a message stage walks in the row `[e_begin, e_end)`: `(count, walk)`, with row edge
/// k = 0..count given by [`row_edge`]. Without `compact` the whole row (`walk`); with it, the
/// edges inside the cutoff as [`compact_row`] lists them in `act`, unless the row is longer than
/// the cube (`threads`, every one of which must call). `plane`: [`compact_row`]'s.
#[cube]
pub fn row_walk(e_begin: usize, e_end: usize, edge: &Slice<F4, ReadWrite>, act: &mut SharedMemory<u32>, #[comptime] compact: bool, #[comptime] threads: usize, #[comptime] plane: bool) -> (usize, bool) {
    let mut count = e_end - e_begin;
    let mut walk = true;
    if comptime![compact] {
        let mut scan = SharedMemory::<u32>::new(threads);
        let n_act = compact_row(e_begin, e_end, edge, act, &mut scan, threads, plane);
        if n_act != WHOLE_ROW {
            count = n_act as usize;
            walk = false;
        }
    }
    (count, walk)
}

/// Row edge `k` of a row starting at `e_begin`: `act[k]` where the row was compacted
/// (`compact` and a count other than [`WHOLE_ROW`]), else `e_begin + k`.
#[cube]
// The comptime condition stays apart from the run-time one, so that it removes the code.
#[allow(clippy::collapsible_if)]
pub(super) fn row_edge(k: usize, e_begin: usize, act: &SharedMemory<u32>, walk: bool, #[comptime] compact: bool) -> usize {
    let mut e = e_begin + k;
    if comptime![compact] {
        if !walk {
            e = act[k] as usize;
        }
    }
    e
}
