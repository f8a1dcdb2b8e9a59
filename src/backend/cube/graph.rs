//! The neighbour list on the device: the cell list of `mlff_kernels::neighbor_list` for any
//! batch, the small list of `mlff_kernels::small_list` for one small system (no read-back before
//! the results), or a list built on the host and uploaded.
use cubecl::prelude::*;
use cubecl::server::Handle;
use mlff_kernels::neighbor_list::{neighbor_list_searched_async, NeighborListError, NeighborListOptions, SearchData, SystemGeometry};
use mlff_kernels::small_list::{self, small_list, Build, SmallList, SmallPlan};

use rayon::prelude::*;

use super::{CubeBackend, Instant, StepHooks, Stopwatch};
use crate::backend::{Request, Results};
use crate::error::{Error, Result};
use crate::neighbor::NeighborList;
use crate::system::{host_loops, symbol, Batch, PARALLEL_ATOMS};

/// The neighbour list on the device (layout of `mlff_kernels::neighbor_list`).
pub(crate) struct DeviceGraph {
    pub(crate) row_ptr: Handle,
    pub(crate) receivers: Handle,
    pub(crate) senders: Handle,
    pub(crate) shifts: Handle,
    pub(crate) reverse: Handle,
    /// Edges, or with `padded` the capacity, of which the rows use a prefix.
    pub(crate) n_edges: usize,
    /// Built by the small list, which does not return its edge count: only kernels that
    /// walk the rows (the fused ones) may read it.
    pub(crate) padded: bool,
    /// Built with a skin beyond the model's cutoff (MD, `compute_reusing`): its rows hold edges
    /// that contribute nothing, which the fused message stages leave out
    /// (`mlff_kernels::block::BlockGraph::compact`).
    pub(crate) skin: bool,
    /// Edges as last counted (`n_edges`, or for a padded list the count of a build: its room
    /// can be many times more), for [`COMPACT_MIN_ROW`].
    pub(crate) counted_edges: usize,
}

/// The atoms of a batch on the device.
#[derive(Clone)]
pub(crate) struct DeviceSystem {
    pub(crate) numbers: Handle,
    pub(crate) start: Handle,
    pub(crate) n_atoms: usize,
    pub(crate) n_systems: usize,
    /// Distinct for every upload of atomic numbers (a copy kept for the next batch keeps it):
    /// what [`StartCache`] is keyed by.
    pub(crate) generation: u64,
}

/// Source of [`DeviceSystem::generation`].
pub(crate) static SYSTEM_GENERATION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// Atomic numbers and system starts of a batch, and their device copy.
pub(crate) type SystemCache = (Vec<u32>, Vec<usize>, DeviceSystem);

/// A small list plan for one system geometry, and the buffers of its last use.
pub(crate) struct SmallState {
    pub(crate) key: (usize, Option<[[f64; 3]; 3]>, [bool; 3], u64),
    pub(crate) plan: Option<SmallPlan>,
    pub(crate) list: Option<SmallList>,
}

/// Room for a neighbour list whose last build had `edges` edges: a sixteenth more, and 64.
pub(crate) fn edge_room(edges: usize) -> usize {
    edges + edges / 16 + 64
}

impl DeviceGraph {
    /// The graph of a small list (`padded`: its rows use a prefix of the capacity).
    pub(crate) fn padded(list: &SmallList, skin: bool, counted_edges: usize) -> DeviceGraph {
        DeviceGraph {
            row_ptr: list.row_ptr.clone(),
            receivers: list.receivers.clone(),
            senders: list.senders.clone(),
            shifts: list.shifts.clone(),
            reverse: list.reverse.clone(),
            n_edges: list.capacity,
            padded: true,
            skin,
            counted_edges,
        }
    }
}

impl<R: Runtime> CubeBackend<R> {
    /// Evaluate with a neighbour list built on the host (uploaded as is).
    pub fn compute_with_list(&self, batch: &Batch, nl: &NeighborList, request: Request) -> Result<Results> {
        let mut watch = Stopwatch { backend: self, last: Instant::now() };
        let e = nl.senders.len();
        let pos64: Vec<[f64; 3]> = batch.systems.iter().flat_map(|s| s.positions.iter().copied()).collect();
        // Shift vectors in f64 on the host: r_ij = R_j - R_i + shift.
        let shifts: Vec<f32> = (0..e)
            .flat_map(|k| {
                let (pi, pj) = (pos64[nl.receivers[k] as usize], pos64[nl.senders[k] as usize]);
                let v = nl.vectors[k];
                [0, 1, 2].map(|a| (v[a] - (pj[a] - pi[a])) as f32)
            })
            .collect();
        let row_ptr: Vec<u32> = nl.row_ptr.iter().map(|&x| x as u32).collect();
        let d_pos = self.upload_positions(batch);
        let graph = DeviceGraph {
            row_ptr: self.upload_u32(&row_ptr),
            receivers: self.upload_u32(&nl.receivers),
            senders: self.upload_u32(&nl.senders),
            shifts: self.upload_f32(&shifts),
            reverse: self.upload_u32(&nl.reverse),
            n_edges: e,
            padded: false,
            skin: false,
            counted_edges: e,
        };
        watch.lap("upload");
        cubecl::future::block_on(self.evaluate(batch, &d_pos, &graph, request, watch))
    }

    /// Positions of the batch as f32 on the device.
    pub(crate) fn upload_positions(&self, batch: &Batch) -> Handle {
        // Written by index into a vector of its final size (pushing each float's bytes took
        // 35–75 µs for 1 024 benzenes on the development VM and the H100 machines' hosts, this
        // 15 on the VM), handed over whole: `create_from_slice` copies its slice twice before
        // the transfer, `create` once.
        let mut v = vec![0f32; 3 * batch.n_atoms().max(1)];
        let convert = |(o, p): (&mut [f32], &[f64; 3])| {
            o[0] = p[0] as f32;
            o[1] = p[1] as f32;
            o[2] = p[2] as f32;
        };
        for (s, sys) in batch.systems.iter().enumerate() {
            let out = &mut v[3 * batch.atom_start[s]..3 * batch.atom_start[s + 1]];
            if sys.positions.len() >= PARALLEL_ATOMS {
                host_loops(|| out.par_chunks_exact_mut(3).zip(sys.positions.par_iter()).for_each(convert));
            } else {
                out.chunks_exact_mut(3).zip(&sys.positions).for_each(convert);
            }
        }
        self.client.create(cubecl::bytes::Bytes::from_elems(v))
    }

    /// Build the neighbour list on the device, with pairs up to `cutoff` (Å).
    pub(crate) async fn device_graph(&mut self, batch: &Batch, d_pos: &Handle, cutoff: f64) -> Result<DeviceGraph> {
        let systems: Vec<SystemGeometry> = batch
            .systems
            .iter()
            .enumerate()
            .map(|(s, sys)| SystemGeometry { start: batch.atom_start[s], end: batch.atom_start[s + 1], cell: sys.cell, pbc: sys.pbc })
            .collect();
        // A little headroom over the last call's edge count saves the device→host round trip
        // that sizes the edge buffers (a wrong hint costs a second pass, never a truncation).
        let capacity_hint = (self.last_edges > 0).then(|| edge_room(self.last_edges));
        if !self.search.as_ref().is_some_and(|s| s.fits(&systems, cutoff)) {
            self.search = None;
            self.search = Some(SearchData::new(&self.client, &systems, cutoff).map_err(|e| self.nl_error(batch, e))?);
        }
        let search = self.search.as_ref().expect("built above");
        let options = NeighborListOptions { capacity_hint, poison: false };
        let nl = neighbor_list_searched_async(&self.client, d_pos, search, &options).await.map_err(|e| self.nl_error(batch, e))?;
        self.last_edges = nl.n_edges;
        Ok(DeviceGraph {
            row_ptr: nl.row_ptr,
            receivers: nl.receivers,
            senders: nl.senders,
            shifts: nl.shifts,
            reverse: nl.reverse,
            n_edges: nl.n_edges,
            padded: false,
            skin: cutoff > self.cutoff,
            counted_edges: nl.n_edges,
        })
    }

    pub(crate) fn nl_error(&self, batch: &Batch, e: NeighborListError) -> Error {
        let sym = |s: usize, a: usize| symbol(batch.systems[s].numbers[a]);
        match e {
            NeighborListError::DuplicateAtoms { system, i, j, shift, distance } => {
                let through = if shift == [0, 0, 0] { String::new() } else { format!(" through periodic image {shift:?}") };
                Error::System {
                    system,
                    msg: format!("atoms {i} ({}) and {j} ({}) are {distance:.5} Å apart{through}", sym(system, i), sym(system, j)),
                }
            }
            NeighborListError::PositionOutOfRange { system, atom } => Error::System {
                system,
                msg: format!("atom {atom} ({}): position is out of the range the GPU neighbour list handles", sym(system, atom)),
            },
            NeighborListError::Geometry { system, msg } => Error::System { system, msg },
            other => Error::Backend { backend: self.info.backend.into(), msg: format!("neighbour list: {other}") },
        }
    }

    /// Atomic numbers and system ranges of the batch on the device (no upload when they are
    /// those of the last batch).
    pub(crate) fn upload_system(&self, batch: &Batch) -> DeviceSystem {
        let mut cache = self.system_cache.lock().unwrap();
        if let Some((nums, starts, sys)) = &*cache {
            // Compared system by system in place (building the two vectors took ~30 µs for
            // 1 024 molecules).
            if *starts == batch.atom_start && batch.systems.iter().zip(starts).all(|(s, &a)| s.numbers[..] == nums[a..a + s.numbers.len()]) {
                return sys.clone();
            }
        }
        let numbers: Vec<u32> = batch.systems.iter().flat_map(|s| s.numbers.iter().copied()).collect();
        let atom_start: Vec<u32> = batch.atom_start.iter().map(|&x| x as u32).collect();
        let sys = DeviceSystem {
            numbers: self.upload_u32(&numbers),
            start: self.upload_u32(&atom_start),
            n_atoms: batch.n_atoms(),
            n_systems: batch.len(),
            generation: SYSTEM_GENERATION.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        };
        *cache = Some((numbers, batch.atom_start.clone(), sys.clone()));
        sys
    }

    /// The small list's plan for a batch of one system, where it applies: the system is
    /// small enough (`mlff_kernels::small_list`), and the
    /// model runs on the fused kernels, which walk the rows and so take a list longer than its
    /// edges.
    pub(crate) fn small_plan(&mut self, batch: &Batch, cutoff: f64) -> Result<Option<SmallPlan>> {
        if batch.len() != 1 || batch.n_atoms() == 0 || !self.use_fused(batch.n_atoms(), 1) {
            return Ok(None);
        }
        let sys = &batch.systems[0];
        let key = (sys.len(), sys.cell, sys.pbc, cutoff.to_bits());
        if self.small.as_ref().is_none_or(|s| s.key != key) {
            let geometry = SystemGeometry { start: 0, end: sys.len(), cell: sys.cell, pbc: sys.pbc };
            let plan = SmallPlan::new(&self.client, &geometry, cutoff).map_err(|e| self.nl_error(batch, e))?;
            self.small = Some(SmallState { key, plan, list: None });
        }
        Ok(self.small.as_ref().and_then(|s| s.plan.clone()))
    }

    /// The small list's buffers with room for `capacity` edges (those of the last call when
    /// they are large enough).
    pub(crate) fn small_list_buffers(&mut self, n: usize, capacity: usize) -> SmallList {
        let st = self.small.as_mut().expect("a plan first");
        match &st.list {
            Some(l) if l.capacity >= capacity => l.clone(),
            _ => {
                let l = SmallList::new(&self.client, n, capacity);
                st.list = Some(l.clone());
                l
            }
        }
    }

    /// Energy and forces of a one-system batch with the small list: no read-back before
    /// the results'; the list's status words come with them. `None` where it does not apply.
    pub(crate) async fn compute_small(&mut self, batch: &Batch, d_pos: &Handle, request: Request) -> Result<Option<Results>> {
        let Some(plan) = self.small_plan(batch, self.cutoff)? else {
            return Ok(None);
        };
        let n = plan.n_atoms;
        let mut capacity = if self.last_edges > 0 { edge_room(self.last_edges) } else { plan.first_capacity() };
        // A list that did not fit is redone once with the count it reported.
        for _ in 0..2 {
            if !self.use_fused(n, capacity) {
                return Ok(None);
            }
            let t = Instant::now();
            let list = self.small_list_buffers(n, capacity);
            small_list(&self.client, &plan, d_pos, &list, Build::Fresh);
            Stopwatch { backend: self, last: t }.lap("neighbour list");
            let graph = DeviceGraph::padded(&list, false, capacity);
            let watch = Stopwatch { backend: self, last: Instant::now() };
            let (mut results, words) = self.evaluate_with(batch, d_pos, &graph, request, watch, Some(&list.status), StepHooks::default()).await?;
            let words = bytemuck::pod_collect_to_vec::<u8, u32>(&words.expect("status read"));
            let st = small_list::check_async(&self.client, &plan, d_pos, &words).await.map_err(|e| self.nl_error(batch, e))?;
            if st.overflows == 0 {
                self.last_edges = st.edges;
                results.n_edges = st.edges;
                return Ok(Some(results));
            }
            capacity = edge_room(st.max_edges);
        }
        Err(Error::Backend { backend: self.info.backend.into(), msg: "neighbour list: the small list did not fit twice".into() })
    }
}
