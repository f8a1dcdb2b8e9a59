//! One call of the list on search data already built ([`SearchData`]): the eight launches
//! (plan, bins, scan, scatter, count, scan, fill, sort), the read-back of the total and of the
//! status words, and the refill where a capacity hint was too small
//! ([`neighbor_list_searched`]).
use cubecl::prelude::*;
use cubecl::server::Handle;

use super::error::check_status;
use super::*;
use crate::launch::{arg, cubes, elementwise_cubes, ELEMENTWISE_THREADS};
use crate::scan::exclusive_scan;

/// What a list needs of a batch besides the positions: the systems' search frames and bin
/// ranges, on the host and on the device. Building it costs the host ~0.1 µs a system plus two
/// uploads (1 024 molecules: ~0.15 ms); a caller that evaluates batches of the same systems
/// (cells, periodicity and atom ranges) keeps it ([`Self::fits`]) and calls
/// [`neighbor_list_searched`].
#[derive(Clone, Debug)]
pub struct SearchData {
    systems: Vec<SystemGeometry>,
    cutoff: f64,
    n_atoms: usize,
    n_bins: usize,
    sys_f: Vec<f32>,
    /// `(sys_u, sys_f)` on the device; none for a batch without atoms.
    device: Option<(Handle, Handle)>,
}

impl SearchData {
    /// Validates the batch's geometry and uploads its search data.
    pub fn new<R: Runtime>(client: &ComputeClient<R>, systems: &[SystemGeometry], cutoff: f64) -> Result<Self, NeighborListError> {
        if !(cutoff > 0.0 && cutoff.is_finite() && (cutoff as f32).is_finite() && cutoff as f32 > 0.0) {
            return Err(NeighborListError::InvalidCutoff(cutoff));
        }
        let invalid = |m: String| NeighborListError::InvalidBatch(m);
        let mut n_atoms: usize = 0;
        for (s, sys) in systems.iter().enumerate() {
            if sys.start != n_atoms || sys.end < sys.start {
                return Err(invalid(format!(
                    "structure {s} covers atoms {}..{} but must start at {n_atoms} (systems tile the positions in order)",
                    sys.start, sys.end
                )));
            }
            n_atoms = sys.end;
        }
        // 3N f32 indices and E ≥ N-scale counts stay below 2^32
        if 3 * n_atoms >= u32::MAX as usize || systems.len() >= u32::MAX as usize / SYS_F {
            return Err(invalid(format!(
                "{n_atoms} atoms in {} structures exceed 32-bit indices",
                systems.len()
            )));
        }
        let mut data = SearchData {
            systems: systems.to_vec(),
            cutoff,
            n_atoms,
            n_bins: 0,
            sys_f: Vec::new(),
            device: None,
        };
        if n_atoms == 0 {
            return Ok(data);
        }
        let n_systems = systems.len();
        let mut sys_u = vec![0u32; SYS_U * n_systems];
        let mut sys_f = vec![0f32; SYS_F * n_systems];
        let mut n_bins: usize = 0;
        for (s, sys) in systems.iter().enumerate() {
            let frame = SearchFrame::new(sys.cell, sys.pbc, cutoff).map_err(|msg| NeighborListError::Geometry { system: s, msg })?;
            let n = sys.end - sys.start;
            let cap = (2 * n).max(27);
            let u = &mut sys_u[SYS_U * s..SYS_U * (s + 1)];
            u[U_START] = sys.start as u32;
            u[U_END] = sys.end as u32;
            u[U_BIN_OFFSET] = n_bins as u32;
            u[U_BIN_CAP] = cap as u32;
            for d in 0..3 {
                u[U_PBC + d] = frame.pbc[d] as u32;
            }
            let f = &mut sys_f[SYS_F * s..SYS_F * (s + 1)];
            for r in 0..3 {
                for d in 0..3 {
                    f[F_INV + 3 * r + d] = frame.inv[r][d] as f32;
                    f[F_CELL + 3 * r + d] = frame.cell[r][d] as f32;
                }
                f[F_SPACING + r] = frame.spacing[r] as f32;
            }
            n_bins += cap;
        }
        if n_bins >= u32::MAX as usize {
            return Err(invalid(format!("{n_bins} bins exceed 32-bit indices")));
        }
        data.device = Some((client.create_from_slice(u32::as_bytes(&sys_u)), client.create_from_slice(f32::as_bytes(&sys_f))));
        data.n_bins = n_bins;
        data.sys_f = sys_f;
        Ok(data)
    }

    /// Whether this data serves a batch of these systems and this cutoff.
    pub fn fits(&self, systems: &[SystemGeometry], cutoff: f64) -> bool {
        self.cutoff.to_bits() == cutoff.to_bits() && self.systems == systems
    }
}

/// Read 32-bit words back; awaited, so that a browser, which cannot block on a read, can
/// wait for it (native callers block on the whole search: [`neighbor_list_searched`]).
async fn read_u32s<R: Runtime>(client: &ComputeClient<R>, handles: Vec<Handle>) -> Vec<Vec<u32>> {
    client
        .read_async(handles)
        .await
        .expect("neighbour list read-back")
        .iter()
        .map(|b| u32::from_bytes(b).to_vec())
        .collect()
}

/// Allocations and launches of one call.
struct Ctx<'a, R: Runtime> {
    client: &'a ComputeClient<R>,
    poison: bool,
    launches: usize,
}

impl<R: Runtime> Ctx<'_, R> {
    /// A buffer of `n` 4-byte words (at least one), poisoned on request.
    fn alloc(&mut self, n: usize) -> Handle {
        let n = n.max(1);
        let h = self.client.empty(4 * n);
        if self.poison {
            // SAFETY: h holds n words; the kernel guards k < n.
            unsafe {
                poison_kernel::launch_unchecked::<R>(
                    self.client,
                    elementwise_cubes(n),
                    CubeDim::new_1d(ELEMENTWISE_THREADS),
                    arg(&h, n),
                    n as u32,
                );
            }
        }
        h
    }
}

/// Edge buffers of one fill.
struct Edges {
    receivers: Handle,
    senders: Handle,
    shifts: Handle,
    reverse: Handle,
    capacity: usize,
}

/// Buffers shared by the count and the fill.
struct Search<'a> {
    n_atoms: usize,
    cutoff2: f32,
    sys_u: &'a Handle,
    sys_f: &'a Handle,
    plan_u: &'a Handle,
    n_systems: usize,
    n_bins: usize,
    bin_start: &'a Handle,
    atom_sys: &'a Handle,
    atom_bin: &'a Handle,
    cell_atom: &'a Handle,
    cell_pos: &'a Handle,
    cell_off: &'a Handle,
    cell_wrap: &'a Handle,
    plan_f: &'a Handle,
    row_ptr: &'a Handle,
    status: &'a Handle,
}

impl<R: Runtime> Ctx<'_, R> {
    /// Launch the pair search: the count (`edges == None`, writes `counts`) or the fill (writes
    /// receivers, unsorted senders and integer shifts into `edges`).
    fn pairs(&mut self, s: &Search, counts: Option<&Handle>, edges: Option<&Edges>) {
        let n = s.n_atoms;
        let fill = edges.is_some();
        let (row_ptr_len, capacity) = match edges {
            Some(e) => (n + 1, e.capacity),
            None => (1, 0),
        };
        // unused arguments of a mode get their own one-word buffers (no aliased bindings)
        let dummies: Vec<Handle> = (0..5).map(|_| self.client.empty(4)).collect();
        let counts = counts.unwrap_or(&dummies[0]);
        let row_ptr = if fill { s.row_ptr } else { &dummies[1] };
        let (receivers, tmp_senders, tmp_shifts) = match edges {
            Some(e) => (&e.receivers, &e.senders, &e.shifts),
            None => (&dummies[2], &dummies[3], &dummies[4]),
        };
        // SAFETY: every length is the allocation size; kernels guard atom and edge indices.
        unsafe {
            pairs_kernel::launch_unchecked::<R>(
                self.client,
                elementwise_cubes(n),
                CubeDim::new_1d(ELEMENTWISE_THREADS),
                arg(s.cell_atom, n),
                arg(s.cell_pos, 3 * n),
                arg(s.cell_off, 3 * n),
                arg(s.cell_wrap, 3 * n),
                arg(s.atom_sys, n),
                arg(s.atom_bin, n),
                arg(s.sys_u, SYS_U * s.n_systems),
                arg(s.sys_f, SYS_F * s.n_systems),
                arg(s.plan_u, PLAN * s.n_systems),
                arg(s.plan_f, PLAN * s.n_systems),
                arg(s.bin_start, s.n_bins + 1),
                arg(row_ptr, row_ptr_len),
                arg(counts, if fill { 1 } else { n }),
                arg(receivers, capacity.max(1)),
                arg(tmp_senders, capacity.max(1)),
                arg(tmp_shifts, if fill { 3 * capacity.max(1) } else { 1 }),
                arg(s.status, ST_LEN),
                n as u32,
                capacity as u32,
                s.cutoff2,
                fill,
            );
        }
        self.launches += 1;
    }

    /// Fill `capacity` edge slots and sort the rows (no writes at all when E > capacity).
    fn fill(&mut self, s: &Search, capacity: usize) -> Edges {
        let receivers = self.alloc(capacity);
        let tmp_senders = self.alloc(capacity);
        let tmp_shifts = self.alloc(3 * capacity);
        let scratch = Edges {
            receivers,
            senders: tmp_senders,
            shifts: tmp_shifts,
            reverse: self.client.empty(4),
            capacity,
        };
        self.pairs(s, None, Some(&scratch));
        let senders = self.alloc(capacity);
        let shifts = self.alloc(3 * capacity);
        let reverse = self.alloc(capacity);
        let n = s.n_atoms;
        // SAFETY: as in `pairs`; threads past the total return at once.
        unsafe {
            sort_rows_kernel::launch_unchecked::<R>(
                self.client,
                elementwise_cubes(capacity),
                CubeDim::new_1d(ELEMENTWISE_THREADS),
                arg(s.row_ptr, n + 1),
                arg(&scratch.receivers, capacity),
                arg(&scratch.senders, capacity),
                arg(&scratch.shifts, 3 * capacity),
                arg(s.atom_sys, n),
                arg(s.sys_f, SYS_F * s.n_systems),
                arg(&senders, capacity),
                arg(&shifts, 3 * capacity),
                arg(&reverse, capacity),
                arg(s.status, ST_LEN),
                n as u32,
                capacity as u32,
            );
        }
        self.launches += 1;
        Edges {
            receivers: scratch.receivers,
            senders,
            shifts,
            reverse,
            capacity,
        }
    }
}

/// [`neighbor_list_with`] on search data already built (for the positions of the same batch of
/// systems). Blocks on its read-backs ([`neighbor_list_searched_async`] awaits them).
pub fn neighbor_list_searched<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    search_data: &SearchData,
    options: &NeighborListOptions,
) -> Result<DeviceNeighborList, NeighborListError> {
    cubecl::future::block_on(neighbor_list_searched_async(client, positions, search_data, options))
}

/// [`neighbor_list_searched`], awaiting its read-backs (the edge count and the status words):
/// the form a browser can run, where a read completes only once control returns to its event loop.
pub async fn neighbor_list_searched_async<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    search_data: &SearchData,
    options: &NeighborListOptions,
) -> Result<DeviceNeighborList, NeighborListError> {
    let SearchData { ref systems, cutoff, n_atoms, n_bins, ref sys_f, ref device } = *search_data;
    let (systems, sys_f) = (&systems[..], &sys_f[..]);
    if (positions.size_in_used() as usize) < 12 * n_atoms {
        return Err(NeighborListError::InvalidBatch(format!(
            "positions hold {} bytes, {n_atoms} atoms need {}",
            positions.size_in_used(),
            12 * n_atoms
        )));
    }
    let mut ctx = Ctx {
        client,
        poison: options.poison,
        launches: 0,
    };
    let Some((sys_u_h, sys_f_h)) = device else {
        let row_ptr = client.create_from_slice(u32::as_bytes(&[0u32]));
        let e = || client.empty(4);
        return Ok(DeviceNeighborList {
            row_ptr,
            receivers: e(),
            senders: e(),
            shifts: e(),
            reverse: e(),
            n_edges: 0,
            n_atoms: 0,
            capacity: 0,
            launches: 0,
        });
    };
    let n_systems = systems.len();
    let mut status0 = [0u32; ST_LEN];
    status0[ST_DUPLICATE] = NONE;
    status0[ST_BAD_POSITION] = NONE;
    status0[ST_PRECISION] = NONE;
    let status = client.create_from_slice(u32::as_bytes(&status0));
    let n = n_atoms;
    let cutoff32 = cutoff as f32;
    let cutoff2 = cutoff32 * cutoff32;

    // 1. plan
    let plan_u = ctx.alloc(PLAN * n_systems);
    let plan_f = ctx.alloc(PLAN * n_systems);
    let bin_count = ctx.alloc(n_bins);
    // SAFETY: lengths are the allocation sizes; the kernel guards the system index and loops
    // inside each system's atom and bin ranges (validated above).
    unsafe {
        plan_kernel::launch_unchecked::<R>(
            client,
            cubes(n_systems),
            CubeDim::new_1d(PLAN_THREADS),
            arg(positions, 3 * n),
            arg(sys_u_h, SYS_U * n_systems),
            arg(sys_f_h, SYS_F * n_systems),
            arg(&plan_u, PLAN * n_systems),
            arg(&plan_f, PLAN * n_systems),
            arg(&bin_count, n_bins),
            arg(&status, ST_LEN),
            n_systems as u32,
            cutoff32,
        );
    }
    ctx.launches += 1;

    // 2. bins
    let atom_sys = ctx.alloc(n);
    let atom_bin = ctx.alloc(n);
    let atom_slot = ctx.alloc(n);
    let atom_off = ctx.alloc(3 * n);
    // SAFETY: as above; bins are clamped into each system's plan, which fits its capacity.
    unsafe {
        bin_atoms_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(positions, 3 * n),
            arg(sys_u_h, SYS_U * n_systems),
            arg(sys_f_h, SYS_F * n_systems),
            arg(&plan_u, PLAN * n_systems),
            arg(&plan_f, PLAN * n_systems),
            arg(&bin_count, n_bins),
            arg(&atom_sys, n),
            arg(&atom_bin, n),
            arg(&atom_slot, n),
            arg(&atom_off, 3 * n),
            arg(&status, ST_LEN),
            n as u32,
            n_systems as u32,
        );
    }
    ctx.launches += 1;

    // 3. bin starts
    let bin_start = ctx.alloc(n_bins + 1);
    // prefix sums report wrapping here (a binding at an offset would need 256-byte alignment)
    let overflow = client.create_from_slice(u32::as_bytes(&[0u32]));
    ctx.launches += exclusive_scan(client, &bin_count, n_bins, &bin_start, &overflow);

    // 4. atoms in bin order
    let cell_atom = ctx.alloc(n);
    let cell_pos = ctx.alloc(3 * n);
    let cell_off = ctx.alloc(3 * n);
    let cell_wrap = ctx.alloc(3 * n);
    // SAFETY: slots are a permutation of 0..n (counting sort).
    unsafe {
        scatter_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(positions, 3 * n),
            arg(&atom_sys, n),
            arg(&atom_bin, n),
            arg(&atom_slot, n),
            arg(&atom_off, 3 * n),
            arg(sys_f_h, SYS_F * n_systems),
            arg(&bin_start, n_bins + 1),
            arg(&cell_atom, n),
            arg(&cell_pos, 3 * n),
            arg(&cell_off, 3 * n),
            arg(&cell_wrap, 3 * n),
            n as u32,
        );
    }
    ctx.launches += 1;

    // 5–6. count, row pointers
    let row_ptr = ctx.alloc(n + 1);
    let search = Search {
        n_atoms: n,
        cutoff2,
        sys_u: sys_u_h,
        sys_f: sys_f_h,
        plan_u: &plan_u,
        n_systems,
        n_bins,
        bin_start: &bin_start,
        atom_sys: &atom_sys,
        atom_bin: &atom_bin,
        cell_atom: &cell_atom,
        cell_pos: &cell_pos,
        cell_off: &cell_off,
        cell_wrap: &cell_wrap,
        plan_f: &plan_f,
        row_ptr: &row_ptr,
        status: &status,
    };
    let counts = ctx.alloc(n);
    ctx.pairs(&search, Some(&counts), None);
    ctx.launches += exclusive_scan(client, &counts, n, &row_ptr, &overflow);
    let total_h = row_ptr.clone().offset_start(4 * n as u64);

    // 7–8. fill and sort; with a hint before the first read-back
    let mut edges = None;
    if let Some(hint) = options.capacity_hint {
        edges = Some(ctx.fill(&search, hint.clamp(1, u32::MAX as usize / 3)));
    }
    let mut back = read_u32s(client, vec![total_h, status.clone(), overflow]).await;
    let n_edges = back[0][0] as usize;
    back[1][ST_OVERFLOW] = back[2][0];
    check_status(client, positions, systems, sys_f, &back[1], false).await?;
    if 3 * n_edges >= u32::MAX as usize {
        return Err(NeighborListError::TooManyEdges(format!(
            "{n_edges} edges exceed 32-bit indices of the shift array"
        )));
    }
    let edges = match edges {
        Some(e) if e.capacity >= n_edges => {
            // the fill ran before the read-back: its checks are in the same status words
            check_status(client, positions, systems, sys_f, &back[1], true).await?;
            e
        }
        _ if n_edges == 0 => Edges {
            receivers: ctx.alloc(1),
            senders: ctx.alloc(1),
            shifts: ctx.alloc(3),
            reverse: ctx.alloc(1),
            capacity: 0,
        },
        _ => {
            // no hint, or too small a one (its fill wrote nothing): fill exactly E
            let e = ctx.fill(&search, n_edges);
            let back = read_u32s(client, vec![status.clone()]).await;
            check_status(client, positions, systems, sys_f, &back[0], true).await?;
            e
        }
    };
    Ok(DeviceNeighborList {
        row_ptr,
        receivers: edges.receivers,
        senders: edges.senders,
        shifts: edges.shifts,
        reverse: edges.reverse,
        n_edges,
        n_atoms: n,
        capacity: edges.capacity,
        launches: ctx.launches,
    })
}
