//! The frame in which a system is binned ([`SearchFrame`]): periodic lattice vectors as basis
//! rows, an orthonormal completion for the non-periodic directions, its inverse (fractional
//! coordinates) and the lattice-plane spacings; shared with the CPU list.
use super::*;

/// The frame in which one system's atoms are binned, shared by this list and the CPU one
/// (`mlff::neighbor`): the basis has the periodic lattice vectors as rows and an orthonormal
/// completion for the non-periodic directions.
#[derive(Clone, Copy, Debug)]
pub struct SearchFrame {
    /// Which lattice directions are periodic (none without a cell).
    pub pbc: [bool; 3],
    /// Lattice vectors as rows (Å); rows of non-periodic directions are zero (they never shift).
    pub cell: [[f64; 3]; 3],
    /// Inverse of the basis: fractional coordinates s = r · inv.
    pub inv: [[f64; 3]; 3],
    /// Distance between neighbouring lattice planes along each direction, 1/|inv[·][d]| (Å).
    pub spacing: [f64; 3],
}

fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

pub(crate) fn det3(m: &[[f64; 3]; 3]) -> f64 {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
}

fn inverse(m: &[[f64; 3]; 3]) -> Option<[[f64; 3]; 3]> {
    let det = det3(m);
    let scale = m.iter().flatten().fold(0.0f64, |a, x| a.max(x.abs()));
    if !(det.abs() > 1e-14 * scale * scale * scale) || !det.is_finite() {
        return None;
    }
    let c = |r: usize, s: usize| {
        let (r1, r2) = ((r + 1) % 3, (r + 2) % 3);
        let (s1, s2) = ((s + 1) % 3, (s + 2) % 3);
        m[r1][s1] * m[r2][s2] - m[r1][s2] * m[r2][s1]
    };
    Some(std::array::from_fn(|i| std::array::from_fn(|j| c(j, i) / det)))
}

impl SearchFrame {
    /// The frame of a system with this cell and periodicity, or why the cell cannot be searched
    /// with `cutoff` (Å): singular, non-finite, or so thin that more than [`MAX_IMAGES`]
    /// periodic images would be needed.
    pub fn new(cell: Option<[[f64; 3]; 3]>, pbc: [bool; 3], cutoff: f64) -> Result<SearchFrame, String> {
        let pbc = if cell.is_some() { pbc } else { [false; 3] };
        let cell = cell.unwrap_or([[0.0; 3]; 3]);
        let geometry = |msg: String| msg;
        if cell.iter().flatten().any(|x| !x.is_finite()) {
            return Err(geometry("cell has non-finite entries".into()));
        }
        let periodic: Vec<usize> = (0..3).filter(|&d| pbc[d]).collect();
        let unit = |v: [f64; 3]| {
            let n = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
            [v[0] / n, v[1] / n, v[2] / n]
        };
        let mut basis = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
        match periodic.len() {
            3 => basis = cell,
            2 => {
                let (i, j) = (periodic[0], periodic[1]);
                basis[i] = cell[i];
                basis[j] = cell[j];
                basis[3 - i - j] = unit(cross(cell[i], cell[j]));
            }
            1 => {
                let i = periodic[0];
                let u = unit(cell[i]);
                let e = (0..3).min_by(|&x, &y| u[x].abs().total_cmp(&u[y].abs())).unwrap();
                let mut v = [0.0; 3];
                v[e] = 1.0;
                let v = unit(std::array::from_fn(|k| v[k] - u[e] * u[k]));
                let w = cross(u, v);
                let others: Vec<usize> = (0..3).filter(|&d| d != i).collect();
                basis[i] = cell[i];
                basis[others[0]] = v;
                basis[others[1]] = w;
            }
            _ => {}
        }
        let inv = inverse(&basis).ok_or_else(|| geometry("periodic cell vectors are linearly dependent".into()))?;
        let spacing: [f64; 3] = std::array::from_fn(|d| {
            1.0 / (inv[0][d] * inv[0][d] + inv[1][d] * inv[1][d] + inv[2][d] * inv[2][d]).sqrt()
        });
        let mut images = 1u64;
        for d in 0..3 {
            if pbc[d] {
                let reach = (cutoff / spacing[d]).ceil();
                if !reach.is_finite() || reach > MAX_IMAGES as f64 {
                    images = u64::MAX;
                } else {
                    images = images.saturating_mul(2 * reach as u64 + 1);
                }
            }
        }
        if images > MAX_IMAGES {
            return Err(geometry(format!(
                "cell too thin for cutoff {cutoff} Å: lattice plane spacings {:.4e} {:.4e} {:.4e} Å would need more than {MAX_IMAGES} periodic images",
                spacing[0], spacing[1], spacing[2]
            )));
        }
        let mut cell = cell;
        for d in 0..3 {
            if !pbc[d] {
                cell[d] = [0.0; 3];
            }
        }
        Ok(SearchFrame { pbc, cell, inv, spacing })
    }
}
