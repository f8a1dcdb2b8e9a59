//! What a caller hands the neighbour list and gets back: the systems of a batch
//! ([`SystemGeometry`]), the list on the device ([`DeviceNeighborList`]), the options of a call
//! ([`NeighborListOptions`]), and the entry points that build a batch's search data on the way
//! ([`neighbor_list`], [`neighbor_list_with`]).
use cubecl::prelude::*;
use cubecl::server::Handle;

use super::*;

/// One system of a batch, as the host describes it.
#[derive(Clone, Debug, PartialEq)]
pub struct SystemGeometry {
    /// First atom (global index into `positions`).
    pub start: usize,
    /// One past the last atom.
    pub end: usize,
    /// Lattice vectors a, b, c as rows (Å), or `None` for a molecule.
    pub cell: Option<[[f64; 3]; 3]>,
    /// Periodicity along a, b, c (ignored without a cell).
    pub pbc: [bool; 3],
}

/// A neighbour list on the device (see the module documentation for the layout).
#[derive(Debug, Clone)]
pub struct DeviceNeighborList {
    /// `[N + 1] u32`: the edges of receiver i are `row_ptr[i]..row_ptr[i + 1]`.
    pub row_ptr: Handle,
    /// `[E] u32`: receiver i of each edge.
    pub receivers: Handle,
    /// `[E] u32`: sender j of each edge.
    pub senders: Handle,
    /// `[E][3] f32`: Cartesian shift S·cell (Å); r_ij = pos[j] − pos[i] + shift.
    pub shifts: Handle,
    /// `[E] u32`: index of the edge (j, i, −S).
    pub reverse: Handle,
    /// Number of edges E.
    pub n_edges: usize,
    /// Number of atoms N.
    pub n_atoms: usize,
    /// Edge capacity of `receivers`, `senders`, `reverse` (and of `shifts` ÷ 3), ≥ `n_edges`.
    pub capacity: usize,
    /// Kernel launches this call made (poisoning excluded).
    pub launches: usize,
}

/// Options of [`neighbor_list_with`].
#[derive(Clone, Debug, Default)]
pub struct NeighborListOptions {
    /// Expected number of edges (e.g. the previous list's count plus a margin): the edge buffers
    /// are allocated before counting and the call syncs once. A hint that proves too small only
    /// costs a second fill; nothing is ever truncated.
    pub capacity_hint: Option<usize>,
    /// Fill every buffer the call allocates with `0xFFFFFFFF` (NaN as f32) before use, so that
    /// memory a kernel forgot to write shows in the result. For tests.
    pub poison: bool,
}

/// [`neighbor_list_with`] with default options and the given capacity hint.
pub fn neighbor_list<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    systems: &[SystemGeometry],
    cutoff: f64,
    capacity_hint: Option<usize>,
) -> Result<DeviceNeighborList, NeighborListError> {
    neighbor_list_with(
        client,
        positions,
        systems,
        cutoff,
        &NeighborListOptions {
            capacity_hint,
            poison: false,
        },
    )
}

/// The neighbour list of a batch (module documentation: semantics, layout, kernels). `systems`
/// must tile `0..N` in order (empty systems allowed); `positions` holds at least N×3 f32.
pub fn neighbor_list_with<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    systems: &[SystemGeometry],
    cutoff: f64,
    options: &NeighborListOptions,
) -> Result<DeviceNeighborList, NeighborListError> {
    let search = SearchData::new(client, systems, cutoff)?;
    neighbor_list_searched(client, positions, &search, options)
}
