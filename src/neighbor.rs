//! Neighbour lists: every ordered pair of atoms (i, j) and integer image shift S with
//!
//! ```text
//! r_ij = R[j] − R[i] + S·cell,   S·cell = S0·a + S1·b + S2·c,   |r_ij| < cutoff   (strictly)
//! ```
//!
//! where R are Cartesian positions (Å) and a, b, c the lattice vectors (rows of the cell, Å).
//! S is zero along non-periodic directions. An atom's own periodic images (i == j, S ≠ 0) are
//! neighbours; only (i, i, 0) is excluded. The list is *full* (both (i, j, S) and (j, i, −S) are
//! present), in CSR form sorted by receiver i, then sender j, then shift S (lexicographic): the
//! layout the backends gather over, with a reverse-edge index for the backward pass.
//!
//! [`neighbor_list`] is an O(N) cell list. Positions are expressed in a basis whose periodic
//! vectors are the lattice vectors and whose non-periodic vectors are an orthonormal completion
//! (so positions outside the cell, in any direction, are fine and are *not* wrapped in the
//! output). Along direction d the fractional coordinate s_d changes by at most |r|/h_d over a
//! distance |r|, where h_d is the spacing of the lattice planes spanned by the two other vectors
//! (triclinic cells!). Bins are therefore at least one cutoff thick measured as plane spacing;
//! when a periodic direction is thinner than the cutoff, the search reaches ⌈cutoff/h_d⌉ bins to
//! each side, generating every image shift needed, including several images of one neighbour.
//! Non-periodic directions span the atoms' extent. Atoms are binned by a counting sort (at most
//! about 2N bins, so dilute systems stay O(N) in memory); receivers are processed in parallel
//! (rayon, 512 per task), each row sorted; the reverse index costs one binary search per (i, j)
//! block, since negating shifts reverses their order. A 41 472-atom water box (cutoff 5 Å,
//! 2 405 376 edges) takes about 0.3 s on 2 cores.
//!
//! [`neighbor_list_brute_force`] loops over all pairs and all images in range; it is the judge
//! of the cell list in the tests. Both decide membership with the same floating-point formula
//! ([`edge_vector`]), so they agree bit for bit, even for pairs at the cutoff.
//!
//! Atoms closer than [`MIN_DISTANCE`] (same position, or an atom on its own image) are an error
//! naming both atoms.
use rayon::prelude::*;

use crate::error::{Error, Result};
use crate::host_memory::{self, reserve};
use mlff_kernels::neighbor_list::SearchFrame;
use crate::system::{host_loops, symbol, Batch, System, PARALLEL_ATOMS};

/// Two atoms (or an atom and a periodic image) closer than this, in Å, are an input error (the
/// same bound as the GPU list's).
pub use mlff_kernels::neighbor_list::MIN_DISTANCE;

/// Atoms binned by one rayon task of [`pair_bound`] (a single task below twice this).
const BOUND_CHUNK: usize = 4096;

/// Receivers handled by one rayon task.
const RECEIVERS_PER_TASK: usize = 512;

/// Full (both directions) neighbour list of one system, or of a whole [`Batch`] with global atom
/// indices, in CSR form sorted by receiver, then sender, then shift.
///
/// Layout: edge `e` is the pair (`receivers[e]`, `senders[e]`, `shifts[e]`) = (i, j, S) with
/// vector `vectors[e]` = r_ij = `R[j] − R[i] + S·cell` in Å; the edges of receiver i are
/// `row_ptr[i]..row_ptr[i + 1]`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NeighborList {
    /// CSR row pointers, length `n_atoms + 1`: the edges of receiver i are
    /// `row_ptr[i]..row_ptr[i + 1]`.
    pub row_ptr: Vec<usize>,
    /// Receiver i of each edge (redundant with `row_ptr`, convenient for kernels).
    pub receivers: Vec<u32>,
    /// Sender j of each edge.
    pub senders: Vec<u32>,
    /// Integer image shift S of each edge: `r_ij = R[j] − R[i] + S0·a + S1·b + S2·c`.
    pub shifts: Vec<[i32; 3]>,
    /// r_ij of each edge, Cartesian, in Å.
    pub vectors: Vec<[f64; 3]>,
    /// For edge e = (i, j, S), the index of the edge (j, i, −S); `reverse[reverse[e]] == e`.
    pub reverse: Vec<u32>,
}

impl NeighborList {
    /// Number of atoms (rows).
    pub fn n_atoms(&self) -> usize {
        self.row_ptr.len().saturating_sub(1)
    }

    /// Number of edges (directed pairs).
    pub fn n_edges(&self) -> usize {
        self.senders.len()
    }

    /// The list of `n_atoms` atoms without edges.
    fn empty(n_atoms: usize) -> Self {
        NeighborList { row_ptr: vec![0; n_atoms + 1], ..Default::default() }
    }
}

/// `r_ij = (R[j] − R[i]) + (S0·a + S1·b + S2·c)`, in Å. The one formula that decides membership in
/// every list of this module. Evaluated in this order, r_ji for (j, i, −S) is exactly −r_ij, so
/// the list is exactly symmetric.
#[inline]
pub fn edge_vector(ri: [f64; 3], rj: [f64; 3], shift: [i32; 3], cell: &[[f64; 3]; 3]) -> [f64; 3] {
    let s = [shift[0] as f64, shift[1] as f64, shift[2] as f64];
    std::array::from_fn(|k| (rj[k] - ri[k]) + (s[0] * cell[0][k] + s[1] * cell[1][k] + s[2] * cell[2][k]))
}

/// Neighbour list of one system: all (i, j, S) with |r_ij| < `cutoff` (Å), O(N) cell list,
/// parallel over receivers. Validates the system first (error index 0).
pub fn neighbor_list(system: &System, cutoff: f64) -> Result<NeighborList> {
    check_cutoff(cutoff)?;
    cell_list(system, cutoff, 0)
}

/// The same list as [`neighbor_list`], by testing every pair against every image in range:
/// O(N² × images). For tests.
pub fn neighbor_list_brute_force(system: &System, cutoff: f64) -> Result<NeighborList> {
    check_cutoff(cutoff)?;
    system.validate(0)?;
    let n = system.len();
    let geo = Geometry::new(system, cutoff, 0)?;
    let cut2 = cutoff * cutoff;
    let frac: Vec<[f64; 3]> = system.positions.iter().map(|r| geo.fractional(*r)).collect();
    let mut rows = Rows::with_capacity(n);
    let mut row = Vec::new();
    for i in 0..n {
        row.clear();
        for j in 0..n {
            // |Δs_d + S_d| ≤ |r_ij| / h_d along periodic d: S_d in that window, one spare each side.
            let mut lo = [0i64; 3];
            let mut hi = [0i64; 3];
            for d in 0..3 {
                if system.pbc[d] {
                    let ds = frac[j][d] - frac[i][d];
                    let reach = cutoff / geo.spacing[d];
                    lo[d] = (-ds - reach).floor() as i64 - 1;
                    hi[d] = (-ds + reach).ceil() as i64 + 1;
                }
            }
            for s0 in lo[0]..=hi[0] {
                for s1 in lo[1]..=hi[1] {
                    for s2 in lo[2]..=hi[2] {
                        let shift = [s0 as i32, s1 as i32, s2 as i32];
                        if i == j && shift == [0; 3] {
                            continue;
                        }
                        let v = edge_vector(system.positions[i], system.positions[j], shift, &geo.cell);
                        if norm2(v) < cut2 {
                            row.push((j as u32, shift, v));
                        }
                    }
                }
            }
        }
        // already sorted by (j, S): j outer, S lexicographic inner
        check_row(system, 0, i, &row)?;
        rows.push_row(&row)?;
    }
    rows.finish(system, &geo.cell)
}

/// One neighbour list over a [`Batch`]: atom indices are global (`batch.atom_start` offsets),
/// systems are never connected. Systems are processed in parallel; an error names the system by
/// its index in the batch (the first failing one).
pub fn batch_neighbor_list(batch: &Batch, cutoff: f64) -> Result<NeighborList> {
    check_cutoff(cutoff)?;
    if batch.atom_start.len() != batch.systems.len() + 1 {
        return Err(Error::Invalid(format!(
            "batch has {} systems but {} atom offsets",
            batch.systems.len(),
            batch.atom_start.len()
        )));
    }
    let lists: Vec<Result<NeighborList>> =
        batch.systems.par_iter().enumerate().map(|(s, system)| cell_list(system, cutoff, s)).collect();
    let mut out = NeighborList::empty(0);
    for (s, list) in lists.into_iter().enumerate() {
        let list = list?;
        if batch.systems.len() == 1 && list.n_atoms() == batch.n_atoms() {
            // One system: its own list, not a copy.
            return Ok(list);
        }
        let atom0 = out.n_atoms();
        if batch.atom_start[s] != atom0 || batch.atom_start[s + 1] != atom0 + list.n_atoms() {
            return Err(Error::Invalid(format!("batch atom offsets are inconsistent at structure {s}")));
        }
        let edge0 = out.n_edges();
        let (a0, e0) = (to_u32(atom0, "atoms")?, to_u32(edge0, "edges")?);
        to_u32(edge0 + list.n_edges(), "edges")?;
        let (n, ne) = (list.n_atoms(), list.n_edges());
        reserve(&mut out.row_ptr, n, LIST)?;
        reserve(&mut out.receivers, ne, LIST)?;
        reserve(&mut out.senders, ne, LIST)?;
        reserve(&mut out.shifts, ne, LIST)?;
        reserve(&mut out.vectors, ne, LIST)?;
        reserve(&mut out.reverse, ne, LIST)?;
        out.row_ptr.extend(list.row_ptr[1..].iter().map(|p| p + edge0));
        out.receivers.extend(list.receivers.iter().map(|i| i + a0));
        out.senders.extend(list.senders.iter().map(|j| j + a0));
        out.shifts.extend_from_slice(&list.shifts);
        out.vectors.extend_from_slice(&list.vectors);
        out.reverse.extend(list.reverse.iter().map(|r| r + e0));
    }
    Ok(out)
}

/// What a failed allocation of the list's arrays names.
const LIST: &str = "the neighbour list";

fn check_cutoff(cutoff: f64) -> Result<()> {
    if cutoff > 0.0 && cutoff.is_finite() {
        Ok(())
    } else {
        Err(Error::Invalid(format!("neighbour list cutoff must be positive and finite, got {cutoff} Å")))
    }
}

fn to_u32(x: usize, what: &str) -> Result<u32> {
    u32::try_from(x).map_err(|_| Error::Invalid(format!("too many {what} for 32-bit indices: {x}")))
}

/// ⌊x⌋ without a libm call (the binning's hot spot): exact for |x| < 2⁶³; larger values give
/// ±2⁶³, which the binning refuses as too far from the cell.
#[inline]
fn floor(x: f64) -> f64 {
    let t = x as i64 as f64;
    if t > x {
        t - 1.0
    } else {
        t
    }
}

#[inline]
fn norm2(v: [f64; 3]) -> f64 {
    v[0] * v[0] + v[1] * v[1] + v[2] * v[2]
}

/// The frame in which atoms are binned.
struct Geometry {
    /// Which lattice directions are periodic.
    pbc: [bool; 3],
    /// Lattice vectors as rows (Å): the system's cell, or zeros without one. Only periodic rows
    /// ever get a non-zero shift.
    cell: [[f64; 3]; 3],
    /// Inverse of the basis (rows: periodic lattice vectors, and an orthonormal completion for
    /// non-periodic directions): fractional s = r · inv.
    inv: [[f64; 3]; 3],
    /// Distance between neighbouring lattice planes along each direction, h_d = 1/|inv[·][d]| (Å).
    spacing: [f64; 3],
}

impl Geometry {
    fn new(system: &System, cutoff: f64, index: usize) -> Result<Self> {
        let f = SearchFrame::new(system.cell, system.pbc, cutoff).map_err(|msg| Error::System { system: index, msg })?;
        Ok(Geometry { pbc: f.pbc, cell: f.cell, inv: f.inv, spacing: f.spacing })
    }

    #[inline]
    fn fractional(&self, r: [f64; 3]) -> [f64; 3] {
        std::array::from_fn(|d| r[0] * self.inv[0][d] + r[1] * self.inv[1][d] + r[2] * self.inv[2][d])
    }

    /// S·cell, Å.
    #[inline]
    fn shift_vector(&self, s: [i32; 3]) -> [f64; 3] {
        edge_vector([0.0; 3], [0.0; 3], s, &self.cell)
    }
}

/// One row's edges: (sender, shift, vector), sorted by (sender, shift).
type RowEdges = Vec<(u32, [i32; 3], [f64; 3])>;

/// Error if a row holds a pair closer than [`MIN_DISTANCE`] (the first one, in row order).
fn check_row(system: &System, index: usize, i: usize, row: &RowEdges) -> Result<()> {
    for &(j, s, v) in row {
        let d2 = norm2(v);
        if d2 < MIN_DISTANCE * MIN_DISTANCE {
            let j = j as usize;
            let (zi, zj) = (symbol(system.numbers[i]), symbol(system.numbers[j]));
            let d = d2.sqrt();
            let msg = if i == j {
                format!(
                    "atom {i} ({zi}) and its own periodic image {s:?} are {d:.5} Å apart (minimum {MIN_DISTANCE} Å)"
                )
            } else if s == [0; 3] {
                format!("atoms {i} ({zi}) and {j} ({zj}) are {d:.5} Å apart (minimum {MIN_DISTANCE} Å)")
            } else {
                format!("atoms {i} ({zi}) and {j} ({zj}) are {d:.5} Å apart through periodic image {s:?} (minimum {MIN_DISTANCE} Å)")
            };
            return Err(Error::System { system: index, msg });
        }
    }
    Ok(())
}

/// Accumulates sorted rows into CSR arrays (vectors are recomputed at the end: they are a pure
/// function of (i, j, S), and not storing them twice halves the memory written).
struct Rows {
    counts: Vec<usize>,
    senders: Vec<u32>,
    shifts: Vec<[i32; 3]>,
}

impl Rows {
    fn with_capacity(n_rows: usize) -> Self {
        Rows { counts: Vec::with_capacity(n_rows), senders: Vec::new(), shifts: Vec::new() }
    }

    fn push_row(&mut self, row: &RowEdges) -> Result<()> {
        reserve(&mut self.counts, 1, LIST)?;
        reserve(&mut self.senders, row.len(), LIST)?;
        reserve(&mut self.shifts, row.len(), LIST)?;
        self.counts.push(row.len());
        self.senders.extend(row.iter().map(|e| e.0));
        self.shifts.extend(row.iter().map(|e| e.1));
        Ok(())
    }

    /// Concatenate task results (in receiver order), copying in parallel.
    fn concat(parts: Vec<Rows>) -> Result<Rows> {
        Ok(Rows {
            counts: concat_par(parts.iter().map(|p| &p.counts[..]).collect())?,
            senders: concat_par(parts.iter().map(|p| &p.senders[..]).collect())?,
            shifts: concat_par(parts.iter().map(|p| &p.shifts[..]).collect())?,
        })
    }

    /// Build the CSR pointers, receivers, vectors and the reverse-edge index.
    fn finish(self, system: &System, cell: &[[f64; 3]; 3]) -> Result<NeighborList> {
        let n = self.counts.len();
        let n_edges = self.senders.len();
        let mut row_ptr = host_memory::with_capacity(n + 1, LIST)?;
        row_ptr.push(0);
        let mut receivers = host_memory::with_capacity(n_edges, LIST)?;
        for (i, &c) in self.counts.iter().enumerate() {
            row_ptr.push(row_ptr[i] + c);
            receivers.extend(std::iter::repeat_n(i as u32, c));
        }
        let (senders, shifts) = (&self.senders, &self.shifts);
        let mut vectors: Vec<[f64; 3]> = host_memory::with_capacity(n_edges, LIST)?;
        vectors.par_extend((0..n_edges).into_par_iter().with_min_len(4096).map(|e| {
            edge_vector(system.positions[receivers[e] as usize], system.positions[senders[e] as usize], shifts[e], cell)
        }));
        // Rows are sorted by (sender, shift), and negation reverses the lexicographic order of
        // shifts. So if row i holds m edges to j at p..p+m, row j holds m edges to i at q..q+m
        // and the reverse of edge p+k is q+m−1−k: one binary search per (i, j) block.
        let mut reverse = host_memory::filled(n_edges, 0u32, LIST)?;
        let mut pieces = Vec::new();
        let mut rest = &mut reverse[..];
        for start in (0..n).step_by(RECEIVERS_PER_TASK) {
            let end = (start + RECEIVERS_PER_TASK).min(n);
            let (head, tail) = rest.split_at_mut(row_ptr[end] - row_ptr[start]);
            pieces.push((start..end, head));
            rest = tail;
        }
        pieces.into_par_iter().for_each(|(rows, out)| {
            let base = row_ptr[rows.start];
            for i in rows {
                let (mut p, hi) = (row_ptr[i], row_ptr[i + 1]);
                while p < hi {
                    let j = senders[p] as usize;
                    let m = senders[p..hi].partition_point(|&x| x as usize == j);
                    let q = row_ptr[j] + senders[row_ptr[j]..row_ptr[j + 1]].partition_point(|&x| (x as usize) < i);
                    for k in 0..m {
                        let (e, r) = (p + k, q + m - 1 - k);
                        let s = shifts[e];
                        if r >= row_ptr[j + 1] || senders[r] as usize != i || shifts[r] != [-s[0], -s[1], -s[2]] {
                            panic!("neighbour list is not symmetric: edge {e} ({i}, {j}, {s:?}) has no reverse");
                        }
                        out[e - base] = r as u32;
                    }
                    p += m;
                }
            }
        });
        Ok(NeighborList { row_ptr, receivers, senders: self.senders, shifts: self.shifts, vectors, reverse })
    }
}

/// Concatenation of slices, copied in parallel.
fn concat_par<T: Copy + Default + Send + Sync>(parts: Vec<&[T]>) -> Result<Vec<T>> {
    let mut out = host_memory::filled(parts.iter().map(|p| p.len()).sum(), T::default(), LIST)?;
    let mut pieces = Vec::with_capacity(parts.len());
    let mut rest = &mut out[..];
    for p in &parts {
        let (head, tail) = rest.split_at_mut(p.len());
        pieces.push(head);
        rest = tail;
    }
    pieces.into_par_iter().zip(parts).for_each(|(dst, src)| dst.copy_from_slice(src));
    Ok(out)
}

/// Bin layout along one direction.
#[derive(Clone, Copy)]
struct Axis {
    periodic: bool,
    /// Number of bins.
    n: usize,
    /// Bins searched on each side of the receiver's bin.
    reach: i64,
    /// Non-periodic directions only: the lowest coordinate and the bin width (Å: non-periodic
    /// basis vectors are unit vectors). Periodic bins are 1/n wide in fractional units.
    lo: f64,
    width: f64,
}

impl Axis {
    /// Bin of a (wrapped, for periodic directions) fractional coordinate.
    #[inline]
    fn bin(&self, s: f64) -> usize {
        let x = if self.periodic { s * self.n as f64 } else { (s - self.lo) / self.width };
        // Truncation is the floor from 0 up, and `as` saturates: negatives (rounding) and NaN go
        // to 0, the top edge is clamped. (`f64::floor` is a libm call without SSE4.1.)
        (x.max(0.0) as usize).min(self.n - 1)
    }

    /// Bin index and image shift of bin coordinate `t` (unwrapped), or `None` outside a
    /// non-periodic range.
    #[inline]
    fn wrap(&self, t: i64) -> Option<(usize, i32)> {
        let n = self.n as i64;
        if self.periodic {
            Some((t.rem_euclid(n) as usize, t.div_euclid(n) as i32))
        } else if (0..n).contains(&t) {
            Some((t as usize, 0))
        } else {
            None
        }
    }
}

/// The atoms of one system sorted into bins at least a cutoff thick: the search structure of
/// [`cell_list`], [`pair_bound`] and [`count_pairs`].
struct Bins {
    geo: Geometry,
    axes: [Axis; 3],
    /// Bins per direction.
    nb: [usize; 3],
    /// Each atom's bin.
    bin3: Vec<[usize; 3]>,
    /// The atoms of flat bin f are `sorted[bin_start[f]..bin_start[f + 1]]`.
    bin_start: Vec<usize>,
    sorted: Vec<u32>,
    /// Each atom's integer cell offset (periodic directions) and wrapped position R − o·cell.
    offset: Vec<[i32; 3]>,
    wrapped: Vec<[f64; 3]>,
    /// `wrapped` in bin order.
    sorted_wrapped: Vec<[f64; 3]>,
}

impl Bins {
    #[inline]
    fn flat(&self, b: [usize; 3]) -> usize {
        (b[0] * self.nb[1] + b[1]) * self.nb[2] + b[2]
    }

    /// Every candidate partner of atom `i`: each atom j and image of the bins within reach of
    /// `i`'s, but `i` itself in the unit cell, with the squared distance of their wrapped
    /// positions. `visit(j, image, d2)` returns false to stop; so does this.
    #[inline]
    fn for_each_candidate(&self, i: usize, mut visit: impl FnMut(usize, [i32; 3], f64) -> bool) -> bool {
        let (b, wi, ax) = (self.bin3[i], self.wrapped[i], &self.axes);
        for t0 in b[0] as i64 - ax[0].reach..=b[0] as i64 + ax[0].reach {
            let Some((c0, m0)) = ax[0].wrap(t0) else { continue };
            for t1 in b[1] as i64 - ax[1].reach..=b[1] as i64 + ax[1].reach {
                let Some((c1, m1)) = ax[1].wrap(t1) else { continue };
                for t2 in b[2] as i64 - ax[2].reach..=b[2] as i64 + ax[2].reach {
                    let Some((c2, m2)) = ax[2].wrap(t2) else { continue };
                    let image = [m0, m1, m2];
                    let sv = self.geo.shift_vector(image);
                    // candidate vector = wrapped[j] − base
                    let base = [wi[0] - sv[0], wi[1] - sv[1], wi[2] - sv[2]];
                    let f = self.flat([c0, c1, c2]);
                    for slot in self.bin_start[f]..self.bin_start[f + 1] {
                        let j = self.sorted[slot] as usize;
                        if j == i && image == [0; 3] {
                            continue;
                        }
                        let w = self.sorted_wrapped[slot];
                        if !visit(j, image, norm2([w[0] - base[0], w[1] - base[1], w[2] - base[2]])) {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    /// The frame, the bins' layout, and each atom's fractional coordinates (periodic ones wrapped
    /// into [0, 1)) and integer cell offset.
    #[allow(clippy::type_complexity)]
    fn layout(system: &System, cutoff: f64, index: usize) -> Result<(Geometry, [Axis; 3], Vec<[f64; 3]>, Vec<[i32; 3]>)> {
    let n = system.len();
    let geo = Geometry::new(system, cutoff, index)?;

    // Fractional coordinates; wrap periodic ones into [0, 1), remembering the integer offset.
    let mut frac = Vec::with_capacity(n);
    let mut offset = Vec::with_capacity(n);
    for (a, r) in system.positions.iter().enumerate() {
        let mut s = geo.fractional(*r);
        let mut o = [0i32; 3];
        for d in 0..3 {
            if geo.pbc[d] {
                let f = floor(s[d]);
                if f.abs() > (1 << 28) as f64 {
                    return Err(Error::System {
                        system: index,
                        msg: format!(
                            "atom {a} ({}) lies {f:e} cells away from the unit cell along {}",
                            symbol(system.numbers[a]),
                            ["a", "b", "c"][d]
                        ),
                    });
                }
                o[d] = f as i32;
                s[d] -= f;
            }
        }
        frac.push(s);
        offset.push(o);
    }
    let mut range = [(0.0, 0.0); 3];
    for d in (0..3).filter(|&d| !geo.pbc[d]) {
        range[d] = (frac.iter().map(|s| s[d]).fold(f64::INFINITY, f64::min), frac.iter().map(|s| s[d]).fold(f64::NEG_INFINITY, f64::max));
    }
    let axes = Self::axes(&geo, n, cutoff, range);
    Ok((geo, axes, frac, offset))
    }

    /// The bins of `n` atoms: at least one cutoff thick (as plane spacing), no more than about
    /// twice the atoms (a dilute system must not allocate a huge grid); `range` is the extent of
    /// the atoms' coordinates along each non-periodic direction.
    fn axes(geo: &Geometry, n: usize, cutoff: f64, range: [(f64, f64); 3]) -> [Axis; 3] {
    // Bins are a hair thicker than the cutoff so that rounding in the binning never loses a pair.
    let reach_len = cutoff * (1.0 + 1e-8) + 1e-8;

    // Bins per direction: at least one cutoff thick (as plane spacing).
    let mut axes = [Axis { periodic: false, n: 1, reach: 1, lo: 0.0, width: 1.0 }; 3];
    for d in 0..3 {
        if geo.pbc[d] {
            let n_d = (geo.spacing[d] / reach_len).floor().clamp(1.0, 1e6) as usize;
            axes[d] = Axis { periodic: true, n: n_d, reach: 1, lo: 0.0, width: 1.0 };
        } else {
            let (lo, hi) = range[d];
            let n_d = ((hi - lo) / reach_len).floor().clamp(1.0, 1e6) as usize;
            axes[d] = Axis { periodic: false, n: n_d, reach: 1, lo, width: 1.0 };
        }
    }
    // No more bins than about twice the atoms (a dilute system must not allocate a huge grid).
    let max_bins = (2 * n).max(27);
    while axes.iter().map(|a| a.n).product::<usize>() > max_bins {
        let d = (0..3).max_by_key(|&d| axes[d].n).unwrap();
        axes[d].n = axes[d].n.div_ceil(2);
    }
    for d in 0..3 {
        let ax = &mut axes[d];
        if ax.periodic {
            ax.reach = ((reach_len / geo.spacing[d]) * ax.n as f64).ceil().max(1.0) as i64;
        } else {
            ax.width = ((range[d].1 - ax.lo) / ax.n as f64).max(reach_len);
            ax.reach = 1;
        }
    }
    axes
    }

    /// Bin the atoms of a non-empty system; `index` names the system in errors.
    fn new(system: &System, cutoff: f64, index: usize) -> Result<Bins> {
    let n = system.len();
    let (geo, axes, frac, offset) = Self::layout(system, cutoff, index)?;
    // Counting sort of the atoms by bin.
    let [nb0, nb1, nb2] = [axes[0].n, axes[1].n, axes[2].n];
    let n_bins = nb0 * nb1 * nb2;
    let bin3: Vec<[usize; 3]> = frac.iter().map(|s| std::array::from_fn(|d| axes[d].bin(s[d]))).collect();
    let flat = |b: [usize; 3]| (b[0] * nb1 + b[1]) * nb2 + b[2];
    let _ = nb0;
    let mut bin_start = vec![0usize; n_bins + 1];
    for b in &bin3 {
        bin_start[flat(*b) + 1] += 1;
    }
    for k in 0..n_bins {
        bin_start[k + 1] += bin_start[k];
    }
    let mut fill = bin_start.clone();
    let mut sorted = vec![0u32; n];
    for (a, b) in bin3.iter().enumerate() {
        let f = flat(*b);
        sorted[fill[f]] = a as u32;
        fill[f] += 1;
    }
    // Wrapped Cartesian positions R − o·cell, in bin order, for the cheap pre-filter.
    let wrapped: Vec<[f64; 3]> = (0..n)
        .map(|a| {
            let w = geo.shift_vector(offset[a]);
            let r = system.positions[a];
            [r[0] - w[0], r[1] - w[1], r[2] - w[2]]
        })
        .collect();
    let sorted_wrapped: Vec<[f64; 3]> = sorted.iter().map(|&a| wrapped[a as usize]).collect();
    Ok(Bins { geo, axes, nb: [nb0, nb1, nb2], bin3, bin_start, sorted, offset, wrapped, sorted_wrapped })
    }
}

/// The O(N) cell list behind [`neighbor_list`] and [`batch_neighbor_list`]; `index` names the
/// system in errors.
fn cell_list(system: &System, cutoff: f64, index: usize) -> Result<NeighborList> {
    system.validate(index)?;
    let n = system.len();
    if n == 0 {
        return Ok(NeighborList::empty(0));
    }
    to_u32(n, "atoms")?;
    let bins = Bins::new(system, cutoff, index)?;
    let Bins { geo, offset, .. } = &bins;

    // Pre-filter radius: rounding in the wrapped positions is far below 1e-6 Å; the exact test
    // is `edge_vector` against the cutoff, the same as the brute force.
    let pre2 = (cutoff + 1e-6) * (cutoff + 1e-6);
    let cut2 = cutoff * cutoff;
    let tasks: Vec<Result<Rows>> = (0..n)
        .collect::<Vec<_>>()
        .par_chunks(RECEIVERS_PER_TASK)
        .map(|receivers| {
            let mut rows = Rows::with_capacity(receivers.len());
            let mut row: RowEdges = Vec::new();
            for &i in receivers {
                row.clear();
                let (oi, ri) = (offset[i], system.positions[i]);
                bins.for_each_candidate(i, |j, image, d2| {
                    if d2 < pre2 {
                        let oj = offset[j];
                        let shift: [i32; 3] = std::array::from_fn(|d| image[d] - oj[d] + oi[d]);
                        let v = edge_vector(ri, system.positions[j], shift, &geo.cell);
                        if norm2(v) < cut2 {
                            row.push((j as u32, shift, v));
                        }
                    }
                    true
                });
                row.sort_unstable_by_key(|x| (x.0, x.1));
                check_row(system, index, i, &row)?;
                rows.push_row(&row)?;
            }
            Ok(rows)
        })
        .collect();
    let mut parts = Vec::with_capacity(tasks.len());
    for t in tasks {
        parts.push(t?);
    }
    let rows = Rows::concat(parts)?;
    to_u32(rows.senders.len(), "edges")?;
    rows.finish(system, &geo.cell)
}

/// An upper bound of the directed pairs (i, j, S) of `system` closer than `cutoff`: every atom
/// paired with every atom and image of the bins within reach of its own. O(N + bins × reach),
/// allocating O(N): the window sums are taken one direction at a time. About six times the pairs
/// for uniform matter, and of the right order for the cases that matter here (a cell far smaller
/// than the cutoff, atoms piled together).
pub fn pair_bound(system: &System, cutoff: f64) -> Result<u128> {
    check_cutoff(cutoff)?;
    if system.is_empty() {
        return Ok(0);
    }
    // Two passes over the positions and nothing stored per atom: the extent along the
    // non-periodic directions, then each atom's bin (periodic coordinates wrapped).
    let geo = Geometry::new(system, cutoff, 0)?;
    let mut range = [(f64::INFINITY, f64::NEG_INFINITY); 3];
    if geo.pbc.iter().any(|&p| !p) {
        for r in &system.positions {
            let s = geo.fractional(*r);
            for d in (0..3).filter(|&d| !geo.pbc[d]) {
                range[d] = (range[d].0.min(s[d]), range[d].1.max(s[d]));
            }
        }
    }
    let axes = Bins::axes(&geo, system.len(), cutoff, range);
    let nb = [axes[0].n, axes[1].n, axes[2].n];
    let flat = |b: [usize; 3]| (b[0] * nb[1] + b[1]) * nb[2] + b[2];
    let count = |atoms: &[[f64; 3]]| {
        let mut counts = vec![0u64; nb[0] * nb[1] * nb[2]];
        for r in atoms {
            let mut s = geo.fractional(*r);
            for d in (0..3).filter(|&d| geo.pbc[d]) {
                s[d] -= floor(s[d]);
            }
            counts[flat(std::array::from_fn(|d| axes[d].bin(s[d])))] += 1;
        }
        counts
    };
    let counts = if system.len() >= 2 * BOUND_CHUNK {
        let add = |mut a: Vec<u64>, b: Vec<u64>| {
            a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
            a
        };
        host_loops(|| system.positions.par_chunks(BOUND_CHUNK).map(count).reduce_with(add).unwrap_or_default())
    } else {
        count(&system.positions)
    };
    // Atoms in the window of bins around each bin, images counted as often as they occur.
    let mut window = counts.clone();
    for d in 0..3 {
        let stride = [nb[1] * nb[2], nb[2], 1][d];
        let mut next = vec![0u64; window.len()];
        for (f, out) in next.iter_mut().enumerate() {
            let b = (f / stride % nb[d]) as i64;
            let base = f - b as usize * stride;
            let r = axes[d].reach;
            *out = (b - r..=b + r).filter_map(|t| axes[d].wrap(t)).map(|(c, _)| window[base + c * stride]).sum();
        }
        window = next;
    }
    Ok(counts.iter().zip(&window).map(|(&c, &w)| c as u128 * w as u128).sum())
}

/// Twice the directed pairs within `cutoff` that the mean density of the region `system`'s atoms
/// span implies, 2 · N · (N / V) · (4π/3) cutoff³, at least 2N: V is the cell along its periodic
/// directions and the atoms' extent along the others (a slab of a cell, or the bounding box of an
/// open cluster). For uniform matter an overestimate, as atoms near the region's faces have fewer
/// neighbours; atoms piled into one spot of a large region pass it. O(N): one pass over the
/// positions, on the host loops' threads from [`PARALLEL_ATOMS`] atoms. `None` where the atoms
/// span no volume (a plane, a line, one point) or the estimate does not fit.
pub fn density_estimate(system: &System, cutoff: f64) -> Result<Option<u128>> {
    check_cutoff(cutoff)?;
    let n = system.len();
    if n == 0 {
        return Ok(Some(0));
    }
    let geo = Geometry::new(system, cutoff, 0)?;
    let open: Vec<usize> = (0..3).filter(|&d| !geo.pbc[d]).collect();
    let extent = |r: &[f64; 3]| {
        let s = geo.fractional(*r);
        std::array::from_fn::<_, 3, _>(|d| (s[d], s[d]))
    };
    let join = |a: [(f64, f64); 3], b: [(f64, f64); 3]| std::array::from_fn(|d| (a[d].0.min(b[d].0), a[d].1.max(b[d].1)));
    let none = [(f64::INFINITY, f64::NEG_INFINITY); 3];
    let range = if n >= PARALLEL_ATOMS {
        host_loops(|| system.positions.par_iter().map(extent).reduce(|| none, join))
    } else {
        system.positions.iter().map(extent).fold(none, join)
    };
    // The basis's volume (periodic rows and the unit completion of the others), times the extent.
    let volume = open.iter().map(|&d| range[d].1 - range[d].0).product::<f64>() / crate::system::det3(&geo.inv).abs();
    let pairs = 2.0 * n as f64 * (n as f64 / volume) * 4.0 / 3.0 * std::f64::consts::PI * cutoff.powi(3);
    Ok((volume > 0.0 && pairs.is_finite() && pairs < u64::MAX as f64).then(|| (pairs.ceil() as u128).max(2 * n as u128)))
}

/// The directed pairs (i, j, S) of `system` closer than `cutoff`, counted without storing them;
/// the count stops at the first pair beyond `limit` (it then returns `limit + 1`), so the time is
/// bounded by `limit` as well as by the size of the system.
pub fn count_pairs(system: &System, cutoff: f64, limit: u64) -> Result<u64> {
    check_cutoff(cutoff)?;
    if system.is_empty() {
        return Ok(0);
    }
    let bins = Bins::new(system, cutoff, 0)?;
    let cut2 = cutoff * cutoff;
    let mut pairs = 0u64;
    for i in 0..system.len() {
        let more = bins.for_each_candidate(i, |_, _, d2| {
            pairs += (d2 < cut2) as u64;
            pairs <= limit
        });
        if !more {
            break;
        }
    }
    Ok(pairs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dimer_and_errors() {
        let s = System::molecule(vec![8, 1], vec![[0.0; 3], [0.0, 0.0, 0.96]]);
        let nl = neighbor_list(&s, 1.0).unwrap();
        assert_eq!(nl.row_ptr, vec![0, 1, 2]);
        assert_eq!(nl.receivers, vec![0, 1]);
        assert_eq!(nl.senders, vec![1, 0]);
        assert_eq!(nl.reverse, vec![1, 0]);
        assert_eq!(nl.vectors[0], [0.0, 0.0, 0.96]);
        // strict cutoff
        assert_eq!(neighbor_list(&s, 0.96).unwrap().n_edges(), 0);
        assert!(matches!(neighbor_list(&s, 0.0), Err(Error::Invalid(_))));
        assert!(matches!(neighbor_list(&s, f64::NAN), Err(Error::Invalid(_))));
        let same = System::molecule(vec![8, 1, 1], vec![[0.0; 3], [1.0, 0.0, 0.0], [1.0, 0.0, 0.0]]);
        let e = neighbor_list(&same, 2.0).unwrap_err().to_string();
        assert!(e.contains("atoms 1 (H) and 2 (H) are 0.00000 Å apart"), "{e}");
        let e = neighbor_list_brute_force(&same, 2.0).unwrap_err().to_string();
        assert!(e.contains("atoms 1 (H) and 2 (H) are 0.00000 Å apart"), "{e}");
    }

    #[test]
    fn skin_state_of_small_and_large_batches() {
        // A small system before one that the check walks on rayon's threads (PARALLEL_ATOMS).
        let line = |n: usize| System::molecule(vec![1; n], (0..n).map(|k| [k as f64, 0.0, 0.0]).collect());
        let (small, large) = (line(10), line(PARALLEL_ATOMS + 7));
        let batch = Batch::new(vec![small.clone(), large.clone()]).unwrap();
        let state = SkinState::new(&batch, 0.4);
        assert!(state.still_valid(&batch, 0.4));
        assert!(!state.still_valid(&batch, 0.5), "another skin");
        for (s, atom, by, valid) in [(0, 3, 0.19, true), (0, 9, 0.21, false), (1, PARALLEL_ATOMS + 6, 0.19, true), (1, PARALLEL_ATOMS + 6, 0.21, false), (1, 0, 0.21, false)] {
            let mut moved = [small.clone(), large.clone()];
            moved[s].positions[atom][1] += by;
            let moved = Batch::new(moved.to_vec()).unwrap();
            assert_eq!(state.still_valid(&moved, 0.4), valid, "system {s} atom {atom} moved by {by} Å");
        }
    }

    #[test]
    fn pair_counts_and_bounds() {
        let water = crate::structures::water_box(4);
        let list = neighbor_list(&water, 5.0).unwrap().n_edges() as u64;
        assert_eq!(count_pairs(&water, 5.0, u64::MAX).unwrap(), list);
        assert_eq!(count_pairs(&water, 5.0, 10).unwrap(), 11);
        let bound = pair_bound(&water, 5.0).unwrap();
        assert!(bound >= list as u128 && bound <= 30 * list as u128, "{bound} vs {list}");
        // One atom in a cell far smaller than the cutoff: millions of images.
        let tiny = System::periodic(vec![1], vec![[0.0; 3]], [[0.05, 0.0, 0.0], [0.0, 0.05, 0.0], [0.0, 0.0, 0.05]], [true; 3]);
        assert!(pair_bound(&tiny, 5.0).unwrap() > 1_000_000);
        assert_eq!(count_pairs(&tiny, 5.0, 1000).unwrap(), 1001);
        let pile = System::molecule(vec![1; 300], (0..300).map(|k| [0.001 * k as f64, 0.0, 0.0]).collect());
        assert_eq!(count_pairs(&pile, 5.0, u64::MAX).unwrap(), 300 * 299);
        assert!(pair_bound(&pile, 5.0).unwrap() >= 300 * 299);
    }

    #[test]
    fn density_estimates_of_slabs_and_clusters() {
        // Water as a slab (periodic along a and b) and as an open cluster, serial and on the
        // host loops' threads: at least the pairs there are, at most a few times as many.
        for n in [4, 18] {
            let water = crate::structures::water_box(n);
            for pbc in [[true, true, false], [false; 3]] {
                let sys = System { pbc, ..water.clone() };
                let pairs = count_pairs(&sys, 5.0, u64::MAX).unwrap() as u128;
                let estimate = density_estimate(&sys, 5.0).unwrap().unwrap();
                assert!(estimate >= pairs && estimate <= 6 * pairs, "{} atoms, pbc {pbc:?}: {estimate} vs {pairs}", sys.len());
            }
            let open = System::molecule(water.numbers.clone(), water.positions.clone());
            assert!(density_estimate(&open, 5.0).unwrap().unwrap() >= count_pairs(&open, 5.0, u64::MAX).unwrap() as u128);
        }
        // Atoms in a plane span no volume.
        let plane = System::molecule(vec![1; 100], (0..100).map(|k| [(k % 10) as f64, (k / 10) as f64, 0.0]).collect());
        assert_eq!(density_estimate(&plane, 5.0).unwrap(), None);
    }

    #[test]
    fn own_images_in_a_small_cell() {
        // simple cubic, a = 1 Å, cutoff 1.5: 6 faces + 12 edges = 18 images of itself
        let s = System::periodic(
            vec![6],
            vec![[0.3, 0.2, 0.1]],
            [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            [true; 3],
        );
        let nl = neighbor_list(&s, 1.5).unwrap();
        assert_eq!(nl.n_edges(), 18);
        assert_eq!(nl, neighbor_list_brute_force(&s, 1.5).unwrap());
    }

    #[test]
    fn the_search_frame_inverts_a_periodic_cell() {
        let m = [[2.0, 0.3, -0.1], [0.5, 3.0, 0.2], [1.0, -1.0, 4.0]];
        let inv = SearchFrame::new(Some(m), [true; 3], 1.0).unwrap().inv;
        for i in 0..3 {
            for j in 0..3 {
                let x: f64 = (0..3).map(|k| m[i][k] * inv[k][j]).sum();
                assert!((x - if i == j { 1.0 } else { 0.0 }).abs() < 1e-14);
            }
        }
    }
}

/// The Verlet skin (Å) a kept neighbour list gets where the user gives none and the backend's
/// kernels leave out the skin's edges or do not say otherwise ([`crate::backend::Backend::verlet_skin`]).
pub const DEFAULT_SKIN: f64 = 0.5;

/// The Verlet skin (Å) of dense periodic systems on kernels that walk every edge of a kept list
/// (CUDA's one-stage kernels): the skin shell's edges cost them more than the builds a thin skin
/// adds (docs/performance.md, Thresholds).
pub const THIN_SKIN: f64 = 0.2;

/// The neighbours an atom of `system` has within `cutoff` (Å) on average by its cell's density,
/// N / V · (4π/3) cutoff³, for a cell periodic in three directions; `None` for any other system.
pub fn mean_neighbours(system: &System, cutoff: f64) -> Option<f64> {
    let volume = system.volume().filter(|_| system.has_stress())?;
    Some(system.len() as f64 / volume * 4.0 / 3.0 * std::f64::consts::PI * cutoff.powi(3))
}

/// (skin/2)²: an atom whose squared displacement since the list was built reaches this voids a
/// Verlet list built with `cutoff + skin` (the host [`SkinState`] and the device MD check).
pub fn half_skin_squared(skin: f64) -> f64 {
    0.25 * skin * skin
}

/// When a neighbour list built with `cutoff + skin` can still serve a batch (a Verlet list): the
/// same atoms, elements, cells and periodicity as when it was built, and no atom moved by
/// `skin / 2` or more since then, so no pair can have come within the cutoff unseen. Edges beyond
/// the cutoff contribute exactly nothing (the cosine cutoff and its derivative vanish there).
#[derive(Clone, Debug)]
pub struct SkinState {
    skin: f64,
    atom_start: Vec<usize>,
    numbers: Vec<u32>,
    cells: Vec<CellOf>,
    positions: Vec<[f64; 3]>,
}

/// A system's cell and periodic directions, as [`System`] holds them.
type CellOf = (Option<[[f64; 3]; 3]>, [bool; 3]);

impl SkinState {
    /// Remember the batch a list with this `skin` (Å) was built for.
    pub fn new(batch: &Batch, skin: f64) -> Self {
        SkinState {
            skin,
            atom_start: batch.atom_start.clone(),
            numbers: batch.systems.iter().flat_map(|s| s.numbers.iter().copied()).collect(),
            cells: batch.systems.iter().map(|s| (s.cell, s.pbc)).collect(),
            positions: batch.systems.iter().flat_map(|s| s.positions.iter().copied()).collect(),
        }
    }

    /// True when the list built for the remembered batch is still complete for `batch`.
    pub fn still_valid(&self, batch: &Batch, skin: f64) -> bool {
        let limit = half_skin_squared(self.skin);
        let near = |(p, q): (&[f64; 3], &[f64; 3])| norm2([p[0] - q[0], p[1] - q[1], p[2] - q[2]]) < limit;
        skin == self.skin
            && batch.atom_start == self.atom_start
            && batch.systems.iter().map(|s| (s.cell, s.pbc)).eq(self.cells.iter().copied())
            && batch.systems.iter().flat_map(|s| s.numbers.iter()).eq(self.numbers.iter())
            && batch.systems.iter().enumerate().all(|(s, sys)| {
                let kept = &self.positions[self.atom_start[s]..self.atom_start[s + 1]];
                if sys.positions.len() >= PARALLEL_ATOMS {
                    host_loops(|| sys.positions.par_iter().zip(kept.par_iter()).all(near))
                } else {
                    sys.positions.iter().zip(kept).all(near)
                }
            })
    }
}
