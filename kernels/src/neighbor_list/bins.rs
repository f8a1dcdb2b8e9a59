//! The device functions of the cell-list kernels: fractional coordinates and image shifts S·cell
//! in a system's frame (`sys_f`, one formula evaluated in one order everywhere), a direction's
//! rounding margin, bin count and final plan, an atom's periodic offset and bin, and the integer
//! helpers of the pair search and the row sort.
use cubecl::prelude::*;

use super::*;

/// Fractional coordinate d of (x, y, z) in system frame `fb` (offset into `sys_f`).
#[cube]
pub(super) fn fractional(sys_f: &Array<f32>, fb: usize, x: f32, y: f32, z: f32, #[comptime] d: usize) -> f32 {
    x * sys_f[fb + F_INV + d] + y * sys_f[fb + F_INV + 3 + d] + z * sys_f[fb + F_INV + 6 + d]
}

/// Component k of S·cell. The one formula for shifts: evaluated in this order, −S gives exactly
/// the negated vector.
#[cube]
pub(super) fn shift_component(sys_f: &Array<f32>, fb: usize, s0: f32, s1: f32, s2: f32, #[comptime] k: usize) -> f32 {
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
pub(super) fn floor_div(t: i32, n: i32) -> i32 {
    let mut q = t / n;
    if t < 0 && q * n != t {
        q -= 1i32;
    }
    q
}

/// Rounding margin (Å, along the plane normal) of direction d's fractional coordinate.
#[cube]
pub(super) fn axis_margin(sys_f: &Array<f32>, fb: usize, am0: f32, am1: f32, am2: f32, #[comptime] d: usize) -> f32 {
    let sum = am0 * f32::abs(sys_f[fb + F_INV + d])
        + am1 * f32::abs(sys_f[fb + F_INV + 3 + d])
        + am2 * f32::abs(sys_f[fb + F_INV + 6 + d]);
    // 2 atoms × 8 ulp (2^-23) of the largest term, with the wrap/bin roundings (+1)
    2.0f32 * 0.0000009536743f32 * (sum + 1.0f32) * sys_f[fb + F_SPACING + d]
}

/// Initial bin count of a direction from its extent (fractional units) and bin thickness.
#[cube]
pub(super) fn axis_bins(extent: f32, thickness: f32, cap: u32) -> u32 {
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
pub(super) fn write_axis(
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

/// Periodic image offset ⌊s⌋ (0 along non-periodic directions), clamped to ±[`MAX_CELL_OFFSET`].
#[cube]
pub(super) fn cell_offset(sd: f32, periodic: u32) -> f32 {
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
pub(super) fn axis_bin(w: f32, lo: f32, inv_width: f32, n: u32) -> u32 {
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

/// (x0, x1, x2) < (y0, y1, y2) lexicographically.
#[cube]
pub(super) fn lex_less(x0: i32, x1: i32, x2: i32, y0: i32, y1: i32, y2: i32) -> bool {
    x0 < y0 || (x0 == y0 && (x1 < y1 || (x1 == y1 && x2 < y2)))
}
