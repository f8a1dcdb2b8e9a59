//! A padded list ([`SmallList::padded`]): row i holds the edges `row_ptr[i] .. row_ptr[i + 1]`,
//! fixed when the list is made, its receiver's edges first and then padding edges that add
//! nothing ([`PAD_SHIFT`]); each row is counted and filled by one cube ([`fill_padded`]) without
//! the counts of the others.
use cubecl::prelude::*;

use super::*;

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
