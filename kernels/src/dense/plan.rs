//! How the dense stages are laid out, decided on the host (a kernel's comptime arguments): parts a
//! layer's sums are split into ([`split_parts`], [`split_parts_vec4`], [`layer_parts`]), columns a
//! thread ([`col_width`]), the shared memory the partial sums take, runs of columns or terms a
//! stage may leave out ([`column_gap`], [`term_gap`]), and per device the tile ([`pick_tile`]) and
//! whether weights are loaded ahead ([`prefetch_weights`]).
use cubecl::prelude::*;

#[cfg(doc)]
use super::sums::split_partials_gap;
use super::*;
use crate::tuning::Device;

/// Parts the sum over `k` (`n` terms) of a layer of `n_out` columns over `rows` rows is split
/// into. A small system's dense stages are chains of dependent multiply-adds, one per `k`;
/// splitting them over idle threads shortens the chain.
/// - One column per thread at most (every cube): the largest power of two `p ≤ min(8, threads /
///   n_out)` that divides `n`; one (no split) otherwise.
/// - With `deep`, cubes of [`DEEP_SPLIT_THREADS`] threads or more (the wide cubes of one- and
///   two-atom tiles) may split further, each thread then taking up to four (column, part) pairs
///   whose loads and sums are independent: the largest `p ≤ 8` whose parts keep
///   [`DEEP_SPLIT_TERMS`] terms or more, whose pairs fill whole rounds of the cube's threads, and
///   whose partial sums take at most [`DEEP_SPLIT_FLOATS`] floats. The kernels ask for it where
///   the weights are not loaded ahead (`!prefetch`: the fused kernels, and the one-stage ones on
///   CUDA): on an H100 it took a 192-atom water box's MD kernels from 413 to 384 µs a step (the
///   one-atom tiles' 384-column layers on all 512 threads) and left benzene's as they were
///   (docs/performance.md).
pub fn split_parts(threads: usize, n_out: usize, n: usize, rows: usize, deep: bool) -> usize {
    let mut p = 1;
    while p < 8 && 2 * p * n_out <= threads && n.is_multiple_of(2 * p) {
        p *= 2;
    }
    if deep && threads >= DEEP_SPLIT_THREADS {
        for deeper in [2, 4, 8] {
            let pairs = deeper * n_out;
            if deeper > p
                && n.is_multiple_of(deeper)
                && n / deeper >= DEEP_SPLIT_TERMS
                && pairs <= 4 * threads
                && pairs.is_multiple_of(threads)
                && deeper * rows * n_out <= DEEP_SPLIT_FLOATS
            {
                p = deeper;
            }
        }
    }
    p
}

/// Threads from which a cube splits its sums into several (column, part) pairs per thread
/// ([`split_parts`]).
pub const DEEP_SPLIT_THREADS: usize = 256;
/// Fewest terms of a part of a deeper split. Measured on an H100 (MD kernels,
/// docs/performance.md): 16 and 24 gave the same kernel times as 32, and at most two pairs per
/// thread lost most of the gain.
pub const DEEP_SPLIT_TERMS: usize = 32;
/// Largest partial-sum buffer a deeper split may take, in floats.
pub const DEEP_SPLIT_FLOATS: usize = 3072;

/// (Column, part) pairs per thread of a split layer: one, or a whole number of rounds of the
/// cube's threads (see [`split_parts`]).
pub fn split_items(threads: usize, n_out: usize, parts: usize) -> usize {
    (parts * n_out).div_ceil(threads)
}

/// Shared floats [`split_partials`] needs for a layer (one when there is no split): the size of
/// the `red` buffer a kernel passes to its dense stages is the largest over its layers. With
/// `vec4` (see [`col_width`]) the sums of four-column layers always go through it.
pub fn split_floats(threads: usize, n_out: usize, n: usize, rows: usize, deep: bool, vec4: bool) -> usize {
    // As `column_acc` decides whether it reads `red`.
    let parts = layer_parts(threads, n_out, n, rows, deep, vec4);
    if parts > 1 || col_width(n_out, vec4) > 1 {
        parts * rows * n_out
    } else {
        1
    }
}

/// The `red` buffer of a kernel whose dense stages are `layers` of (columns, terms, rows): the
/// largest [`split_floats`] over them, at least one.
pub fn layers_split_floats(threads: usize, deep: bool, vec4: bool, layers: &[(usize, usize, usize)]) -> usize {
    layers.iter().map(|&(n_out, n, rows)| split_floats(threads, n_out, n, rows, deep, vec4)).max().unwrap_or(1)
}

/// Adjacent columns a thread's sum covers: four (one 4-float weight load feeds four columns of
/// every row) where the kernel reads its weights as 4-float vectors (`vec4`) and the layer's
/// width allows, else one. Alone, on an H100 (docs/performance.md): a 128 → 384 layer over
/// 12 288 rows in tiles of four 75 → 51 µs, a chain of 128 → 384 layers on one cube an atom
/// 2.9 → 1.8 µs a layer; inside the fused kernels it pays only on wide cubes ([`dense_vec4`]).
pub fn col_width(n_out: usize, vec4: bool) -> usize {
    if vec4 && n_out.is_multiple_of(4) {
        4
    } else {
        1
    }
}

/// Parts the sum over `k` of a four-column layer ([`col_width`]) is split into: the largest power
/// of two `p ≤ 8` whose parts keep [`VEC4_SPLIT_TERMS`] terms or more, whose (column group,
/// part) pairs give each thread at most one, and whose partial sums take at most
/// [`DEEP_SPLIT_FLOATS`] floats. (Up to two pairs a thread, measured on an H100 with ncu: MD
/// benzene's kernels 141.0 → 143.6 µs a step, water 192's 321.9 → 324.8.)
pub fn split_parts_vec4(threads: usize, n_out: usize, n: usize, rows: usize) -> usize {
    let groups = n_out / 4;
    let mut p = 1;
    while p < 8 && n.is_multiple_of(2 * p) && n / (2 * p) >= VEC4_SPLIT_TERMS && 2 * p * groups <= threads && 2 * p * rows * n_out <= DEEP_SPLIT_FLOATS {
        p *= 2;
    }
    p
}

/// Parts of a layer's sum: [`split_parts_vec4`] for four-column layers ([`col_width`]), else
/// [`split_parts`].
pub fn layer_parts(threads: usize, n_out: usize, n: usize, rows: usize, deep: bool, vec4: bool) -> usize {
    if col_width(n_out, vec4) > 1 {
        split_parts_vec4(threads, n_out, n, rows)
    } else {
        split_parts(threads, n_out, n, rows, deep)
    }
}

/// Weight vectors a thread of a four-column layer ([`col_width`]) loads before their
/// multiply-adds: [`VEC4_AHEAD`], or at most the part's `len` terms when fewer (a power of two
/// dividing `len`).
pub fn vec4_ahead(len: usize) -> usize {
    ahead_within(VEC4_AHEAD, len)
}

/// Loads ahead for a sum of `len` terms when `a` are asked for: the largest power of two up to
/// `a` and `len` that divides `len`; one (none ahead) when `a` is not a power of two above one.
fn ahead_within(a: usize, len: usize) -> usize {
    if a > 1 && a.is_power_of_two() {
        let mut a = a;
        while a > 1 && (a > len || !len.is_multiple_of(a)) {
            a /= 2;
        }
        a
    } else {
        1
    }
}

/// Default of [`vec4_ahead`]. The wide cubes' four-column layers are chains of L2 loads of the
/// weights (one cube a multiprocessor for a small molecule, 16 warps): on an H100 (ncu, MD
/// steps, docs/performance.md) sixteen ahead took benzene's kernels from 104.6 to 94.8 µs a step
/// (eight: 96.3) and the 192-atom box's from 276.1 to 268.3, without spills at 128 registers.
pub const VEC4_AHEAD: usize = 16;

/// Fewest terms of a part of a four-column layer's split sum ([`split_parts_vec4`]).
pub const VEC4_SPLIT_TERMS: usize = 16;

/// Whether the fused kernels on cubes of `threads` threads read their weights as 4-float vectors
/// ([`col_width`]): on wide cubes ([`DEEP_SPLIT_THREADS`] or more: the one- and two-atom tiles of
/// small systems). Tiles of four atoms on 128 threads keep one column a thread: with four columns
/// the partial sums' shared memory grows from 38 to 48 KiB a cube and a quarter of the threads
/// idle in the 384-column layers (slower for 1 024 benzenes, `docs/performance.md`).
pub fn dense_vec4(threads: usize) -> bool {
    threads >= DEEP_SPLIT_THREADS
}

/// The columns a layer of `n_out` columns may leave out of a stage, `len` from `at` (0 where it
/// must compute them all): its four-column groups ([`col_width`]) must not straddle the run's
/// ends. [`split_partials_gap`]'s `col_at`, `col_len`.
pub fn column_gap(n_out: usize, vec4: bool, at: usize, len: usize) -> usize {
    if len == 0 || at + len > n_out {
        return 0;
    }
    let aligned = col_width(n_out - len, vec4) == 1 || (at.is_multiple_of(4) && len.is_multiple_of(4));
    if aligned {
        len
    } else {
        0
    }
}

/// The terms a sum over `n` terms of a layer of `n_out` columns may leave out, `len` from `at`
/// (0 where it must take them all, as zeros): no part of the split sum ([`layer_parts`]) may
/// straddle the run's ends; unsplit sums on one column a thread skip it in two pieces.
/// [`split_partials_gap`]'s `term_at`, `term_len`.
#[allow(clippy::too_many_arguments)]
pub fn term_gap(threads: usize, n_out: usize, n: usize, rows: usize, deep: bool, vec4: bool, at: usize, len: usize) -> usize {
    if len == 0 || at + len > n {
        return 0;
    }
    let parts = layer_parts(threads, n_out, n - len, rows, deep, vec4);
    let whole = parts == 1 && col_width(n_out, vec4) == 1;
    if whole || at.is_multiple_of((n - len) / parts) {
        len
    } else {
        0
    }
}

/// Rows per cube for `rows` rows of `width` staged floats: the largest tile of [`TILES`] whose
/// block fits in half the device's shared memory and that still gives every multiprocessor a
/// cube, else the smallest. (Asking for two cubes each put 1 536 rows in tiles of 4: 2.91 →
/// 3.25 ms for that water box on an H100, each weight read by twice as many cubes.)
pub fn pick_tile<R: Runtime>(client: &Device<R>, rows: usize, width: usize) -> usize {
    let limits = client.limits();
    let shared = limits.shared_memory;
    let units = limits.multiprocessors.unwrap_or(16);
    TILES
        .into_iter()
        .find(|&t| t * width * 4 <= shared / 2 && rows.div_ceil(t) >= units)
        .unwrap_or(TILES[TILES.len() - 1])
}

/// Whether the one-stage kernels load their weights ahead (`accumulate_rows`): on every runtime
/// but CUDA, unless the device's tuning says otherwise; through Vulkan on an H200, 512 and
/// 1 024 benzenes ran 1–4 % faster with them and 12 288 waters the same. The fused kernels never
/// do: their loop without them, four columns a thread on wide cubes and split deeper, is faster
/// on every device measured (through Vulkan on an H200 MD benzene 6 189–6 197 → 7 300–7 853
/// steps/s; `docs/performance.md`).
pub fn prefetch_weights<R: Runtime>(client: &Device<R>) -> bool {
    client.tuning.prefetch_weights.unwrap_or_else(|| R::name(client) != "cuda")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loads_ahead_divide_the_sum_and_stay_within_the_ask() {
        assert_eq!(ahead_within(16, 32), 16);
        assert_eq!(ahead_within(16, 16), 16);
        assert_eq!(ahead_within(16, 8), 8);
        assert_eq!(ahead_within(16, 24), 8);
        assert_eq!(ahead_within(8, 12), 4);
        assert_eq!(ahead_within(16, 3), 1);
        assert_eq!(ahead_within(0, 32), 1);
        assert_eq!(ahead_within(1, 32), 1);
        assert_eq!(ahead_within(12, 32), 1);
    }

    #[test]
    fn narrow_cubes_keep_one_column_per_thread() {
        // 128 threads (the staged kernels, tiles of 2 and 4 atoms): the split only where a
        // layer has fewer columns than half the threads.
        assert_eq!(split_parts(128, 128, 128, 4, true), 1);
        assert_eq!(split_parts(128, 384, 128, 4, true), 1);
        assert_eq!(split_parts(128, 64, 128, 4, true), 2);
        assert_eq!(split_parts(128, 32, 96, 1, true), 4);
        // Nor do wide cubes without the deeper split (the WGSL path).
        assert_eq!(split_parts(512, 384, 128, 1, false), 1);
        assert_eq!(split_parts(512, 128, 128, 1, false), 4);
    }

    #[test]
    fn four_column_layers_split_into_at_most_one_pair_a_thread() {
        // One atom on 512 threads (benzene): the 384-column layers in four parts of 32 terms,
        // the 128-column ones in eight of 16; on 256 (the water box's forward kernels) half as
        // many parts for the 384-column layers. The vector mix's three rows of 256 columns are
        // capped by DEEP_SPLIT_FLOATS.
        assert_eq!(split_parts_vec4(512, 384, 128, 1), 4);
        assert_eq!(split_parts_vec4(512, 128, 128, 1), 8);
        assert_eq!(split_parts_vec4(256, 384, 128, 1), 2);
        assert_eq!(split_parts_vec4(512, 256, 128, 3), 4);
        assert_eq!(split_parts_vec4(512, 128, 64, 1), 4);
        for threads in [128, 256, 512, 1024] {
            for n_out in [64, 128, 256, 384] {
                for n in [64, 128, 256, 384] {
                    for rows in [1, 2, 3, 6] {
                        let p = split_parts_vec4(threads, n_out, n, rows);
                        assert!(n.is_multiple_of(p) && p <= 8, "{threads} {n_out} {n} {rows}: {p}");
                        if p > 1 {
                            assert!(p * n_out / 4 <= threads && n / p >= VEC4_SPLIT_TERMS);
                            assert!(p * rows * n_out <= DEEP_SPLIT_FLOATS);
                        }
                    }
                }
            }
        }
        assert_eq!(col_width(384, true), 4);
        assert_eq!(col_width(1, true), 1);
        assert_eq!(col_width(384, false), 1);
    }

    #[test]
    fn gaps_are_left_out_only_where_no_group_or_part_straddles_them() {
        // The last block's mixing network, F = 128: its dμ columns (128..256 of 384) on the
        // box's 256-thread cubes in four-column groups, and its backward's 384 terms less those
        // 128 in parts of 32 (eight parts of 256 terms) or unsplit (tiles of four on 128 threads).
        assert_eq!(column_gap(384, true, 128, 128), 128);
        assert_eq!(column_gap(384, false, 128, 128), 128);
        assert_eq!(term_gap(256, 128, 384, 1, true, true, 128, 128), 128);
        assert_eq!(layer_parts(256, 128, 256, 1, true, true), 8);
        assert_eq!(term_gap(128, 128, 384, 4, true, false, 128, 128), 128);
        // A run whose ends split a group of four columns, or a part of the sum, is computed.
        assert_eq!(column_gap(90, true, 30, 30), 0);
        assert_eq!(column_gap(90, false, 30, 30), 30);
        assert_eq!(term_gap(512, 128, 384, 1, true, true, 100, 128), 0);
        // No run, or one past the end: nothing left out.
        assert_eq!(column_gap(384, true, 128, 0), 0);
        assert_eq!(column_gap(384, true, 300, 128), 0);
        assert_eq!(column_gap(64, true, 0, 128), 0);
        assert_eq!(term_gap(256, 128, 384, 1, true, true, 300, 128), 0);
        // Every run left out keeps whole parts on either side of it.
        for threads in [128, 256, 512] {
            for (n, at, len) in [(384, 128, 128), (192, 64, 64), (96, 32, 32), (384, 100, 128)] {
                for vec4 in [false, true] {
                    let cut = term_gap(threads, n / 3, n, 1, true, vec4, at, len);
                    let parts = layer_parts(threads, n / 3, n - len, 1, true, vec4);
                    if cut > 0 && (parts > 1 || col_width(n / 3, vec4) > 1) {
                        assert!(at.is_multiple_of((n - len) / parts), "{threads} {n} {at} {vec4}: {parts} parts");
                    }
                }
            }
        }
    }

    #[test]
    fn wide_cubes_split_into_whole_rounds_of_pairs() {
        // One atom on 512 threads: the 384-column layers on every thread, three pairs each.
        assert_eq!(split_parts(512, 384, 128, 1, true), 4);
        assert_eq!(split_items(512, 384, 4), 3);
        assert_eq!(split_parts(512, 128, 384, 1, true), 8);
        // The vector mix's three rows: capped by the partial sums' size.
        assert_eq!(split_parts(512, 256, 128, 3, true), 4);
        // A deeper split keeps parts of at least DEEP_SPLIT_TERMS terms.
        assert_eq!(split_parts(512, 128, 128, 1, true), 4);
        assert_eq!(split_parts(512, 128, 256, 1, true), 8);
        // Every split is one pair per thread or whole rounds, at most four pairs per thread.
        for threads in [256, 512, 1024] {
            for n_out in [64, 128, 256, 384] {
                for n in [64, 128, 256, 384] {
                    for rows in [1, 2, 3, 6] {
                        let p = split_parts(threads, n_out, n, rows, true);
                        assert!(n.is_multiple_of(p) && p <= 8, "{threads} {n_out} {n} {rows}: {p}");
                        if p > 1 && p * n_out > threads {
                            assert!((p * n_out).is_multiple_of(threads) && p * n_out <= 4 * threads);
                            assert!(p * rows * n_out <= DEEP_SPLIT_FLOATS);
                        }
                    }
                }
            }
        }
    }
}
