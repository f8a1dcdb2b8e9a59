//! The pair search of every build: the pairs (i, j, S) of one work item (receiver i, a range of
//! senders j) in row order, with the image window of each pair centred on its rounded fractional
//! difference ([`visit`]: a count, or the edges written from a given one), and, with a skin,
//! whether any atom moved by half the skin since the last build ([`any_moved`]).
use cubecl::prelude::*;

use super::*;
use crate::neighbor_list::{shift3, F_CELL, F_INV, MIN_DISTANCE};

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
pub(super) fn visit(
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

/// Whether any atom moved from `x_ref` by half the skin or more (`half_skin2`, squared; NaN
/// included), the same answer for every thread of the cube (an OR over `red`, `threads` long:
/// a tree, or with `warps` ([`crate::launch::cuda_warps`]) each warp's vote).
#[cube]
#[allow(clippy::manual_is_multiple_of)]
pub(super) fn any_moved(positions: &Slice<f32, ReadWrite>, x_ref: &Slice<f32, ReadWrite>, n: usize, half_skin2: f32, red: &mut SharedMemory<u32>, #[comptime] threads: usize, #[comptime] warps: bool) -> bool {
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
