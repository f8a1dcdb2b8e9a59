//! Exclusive prefix sum of `u32` counts: `output[k] = Σ_{m<k} input[m]` for `k = 0..=n`, so
//! `output[n]` is the total. The building block of every CSR the neighbour list makes (atoms per
//! bin → bin starts, edges per atom → row pointers).
//!
//! Layout: `input [n] u32`, `output [n + 1] u32`, `overflow [1] u32` (incremented when a partial
//! sum wraps past `u32::MAX`; the caller reads it back with its other status words).
//!
//! Algorithm: one cube scans a run of `per_cube` elements in chunks of [`SCAN_CHUNK`] (each thread
//! sums [`PER_THREAD`] consecutive elements serially, a Hillis–Steele scan over the threads'
//! sums in shared memory joins them, a running carry joins the chunks). Up to
//! [`SINGLE_CUBE_MAX`] elements one cube does everything (one launch); above, each cube takes
//! [`CHUNKS_PER_CUBE`] chunks, the cube totals are scanned by the same routine (recursively) and
//! added back (three launches up to 2³² elements). No atomics on the data path: the result is
//! deterministic.
use cubecl::prelude::*;
use cubecl::server::Handle;

use crate::launch::{arg, cubes, elementwise_cubes, thread_index, ELEMENTWISE_THREADS};

/// Threads per scan cube.
pub const SCAN_THREADS: u32 = 256;
/// Consecutive elements one thread sums per chunk.
pub const PER_THREAD: usize = 16;
/// Elements per chunk (`SCAN_THREADS × PER_THREAD`); 16 KiB of shared memory.
pub const SCAN_CHUNK: usize = SCAN_THREADS as usize * PER_THREAD;
/// Chunks per cube in the multi-cube pass.
pub const CHUNKS_PER_CUBE: usize = 16;
/// Largest `n + 1` that one cube scans alone (one launch).
pub const SINGLE_CUBE_MAX: usize = 64 * SCAN_CHUNK;

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn scan_kernel(
    input: &Array<u32>,
    output: &mut Array<u32>,
    cube_totals: &mut Array<u32>,
    overflow: &mut Array<Atomic<u32>>,
    n_in: u32,
    n_out: u32,
    per_cube: u32,
) {
    let threads = comptime![SCAN_THREADS as usize];
    let per_thread = comptime![PER_THREAD];
    let chunk = comptime![SCAN_CHUNK];
    let cube = CUBE_POS;
    let begin = cube * per_cube as usize;
    if begin >= n_out as usize {
        terminate!();
    }
    let mut end = begin + per_cube as usize;
    if end > n_out as usize {
        end = n_out as usize;
    }
    let t = UNIT_POS as usize;
    let mut data = SharedMemory::<u32>::new(chunk);
    let mut part = SharedMemory::<u32>::new(2 * threads);
    let mut carry: u32 = 0;
    let mut bad: u32 = 0;
    let mut base = begin;
    while base < end {
        // coalesced load; past the input (the slot of the total) reads as zero
        #[unroll]
        for k in 0..per_thread {
            let local = k * threads + t;
            let idx = base + local;
            let mut v: u32 = 0;
            if idx < end && idx < n_in as usize {
                v = input[idx];
            }
            data[local] = v;
        }
        sync_cube();
        let mut s: u32 = 0;
        #[unroll]
        for k in 0..per_thread {
            let v = data[t * per_thread + k];
            let ns = s + v;
            if ns < s {
                bad = 1u32;
            }
            s = ns;
        }
        part[t] = s;
        sync_cube();
        // inclusive Hillis–Steele scan of the thread sums, ping-ponging between two halves
        let mut src: usize = 0;
        let mut off: usize = 1;
        while off < threads {
            let mut v = part[src * threads + t];
            if t >= off {
                let w = part[src * threads + t - off];
                let nv = v + w;
                if nv < v {
                    bad = 1u32;
                }
                v = nv;
            }
            part[(1usize - src) * threads + t] = v;
            src = 1usize - src;
            off *= 2usize;
            sync_cube();
        }
        let incl = part[src * threads + t];
        let total = part[src * threads + threads - 1];
        let mut run = carry + (incl - s);
        if run < carry {
            bad = 1u32;
        }
        #[unroll]
        for k in 0..per_thread {
            let at = t * per_thread + k;
            let v = data[at];
            data[at] = run;
            run += v;
        }
        sync_cube();
        #[unroll]
        for k in 0..per_thread {
            let local = k * threads + t;
            let idx = base + local;
            if idx < end {
                output[idx] = data[local];
            }
        }
        let nc = carry + total;
        if nc < carry {
            bad = 1u32;
        }
        carry = nc;
        base += chunk;
        sync_cube();
    }
    if t == 0usize {
        cube_totals[cube] = carry;
    }
    if bad != 0u32 {
        overflow[0].fetch_add(1u32);
    }
}

#[cube(launch_unchecked)]
fn add_offsets_kernel(
    output: &mut Array<u32>,
    offsets: &Array<u32>,
    overflow: &mut Array<Atomic<u32>>,
    n_out: u32,
    per_cube: u32,
) {
    let idx = thread_index();
    if idx >= n_out as usize {
        terminate!();
    }
    let o = offsets[idx / per_cube as usize];
    let v = output[idx];
    let nv = v + o;
    if nv < v {
        overflow[0].fetch_add(1u32);
    }
    output[idx] = nv;
}

/// Exclusive prefix sum of the `n` counts in `input` into `output[0..=n]` (`output[n]` = total).
/// `overflow` is a `u32` the kernels increment when a sum wraps (read it back to detect it).
/// Returns the number of kernel launches (1 up to [`SINGLE_CUBE_MAX`] − 1 elements, else 3 or
/// more). `n == 0` launches nothing and leaves `output` untouched.
///
/// Panics when a handle is smaller than the lengths say (a broken caller invariant).
pub fn exclusive_scan<R: Runtime>(
    client: &ComputeClient<R>,
    input: &Handle,
    n: usize,
    output: &Handle,
    overflow: &Handle,
) -> usize {
    if n == 0 {
        return 0;
    }
    let n_out = n + 1;
    assert!(
        n_out <= u32::MAX as usize,
        "exclusive_scan: {n} elements exceed 32-bit indices"
    );
    assert!(
        input.size_in_used() as usize >= 4 * n,
        "exclusive_scan: input holds fewer than {n} u32"
    );
    assert!(
        output.size_in_used() as usize >= 4 * n_out,
        "exclusive_scan: output holds fewer than {n_out} u32"
    );
    assert!(overflow.size_in_used() >= 4, "exclusive_scan: overflow word missing");
    let per_cube = if n_out <= SINGLE_CUBE_MAX {
        n_out.div_ceil(SCAN_CHUNK) * SCAN_CHUNK
    } else {
        CHUNKS_PER_CUBE * SCAN_CHUNK
    };
    let n_cubes = n_out.div_ceil(per_cube);
    let totals = client.empty(4 * n_cubes);
    // SAFETY: lengths checked above; the kernel guards every index against n_in / n_out.
    unsafe {
        scan_kernel::launch_unchecked::<R>(
            client,
            cubes(n_cubes),
            CubeDim::new_1d(SCAN_THREADS),
            arg(input, n),
            arg(output, n_out),
            arg(&totals, n_cubes),
            arg(overflow, 1),
            n as u32,
            n_out as u32,
            per_cube as u32,
        );
    }
    if n_cubes == 1 {
        return 1;
    }
    let offsets = client.empty(4 * (n_cubes + 1));
    let inner = exclusive_scan(client, &totals, n_cubes, &offsets, overflow);
    // SAFETY: as above; offsets has n_cubes + 1 entries and idx / per_cube < n_cubes.
    unsafe {
        add_offsets_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n_out),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(output, n_out),
            arg(&offsets, n_cubes + 1),
            arg(overflow, 1),
            n_out as u32,
            per_cube as u32,
        );
    }
    2 + inner
}
