//! The status words `status [STATUS_LEN]` the kernels write and the host reads with the
//! results: their indices, their reset, a word read once a cube, the words published after a
//! build with a skin, and their decoding into an error or the counts ([`check`]).
use cubecl::prelude::*;
use cubecl::server::Handle;

use super::*;
use crate::neighbor_list::{duplicate_error, NeighborListError};
#[cfg(doc)]
use crate::neighbor_list::MIN_DISTANCE;

// Status words.
/// Edges of the last build.
pub const ST_EDGES: usize = 0;
/// Most edges of any build since the last reset (what a capacity must hold).
pub const ST_MAX_EDGES: usize = 1;
/// Builds whose list did not fit the capacity (their rows were left empty).
pub const ST_OVERFLOWS: usize = 2;
/// Lowest receiver with a neighbour closer than [`MIN_DISTANCE`] (`u32::MAX`: none).
pub const ST_DUPLICATE: usize = 3;
/// Lowest atom with a non-finite or out-of-range coordinate (`u32::MAX`: none).
pub const ST_BAD_POSITION: usize = 4;
/// Edges without a reverse (internal error).
pub const ST_ASYMMETRY: usize = 5;
/// Pairs whose image window was out of f32 range (coordinates too large for the cell).
pub const ST_FAR: usize = 7;
/// Builds since the last reset.
pub const ST_BUILDS: usize = 6;
/// Status words (the last three, [`ST_REBUILD`], [`ST_MOVED`] and [`ST_MAX_ROW`], the
/// three-launch and padded lists' own).
pub const STATUS_LEN: usize = 11;

/// Status word of the three-launch list: 0 no build this step, 1 building, 2 built (rows and
/// reverse index to fill).
pub const ST_REBUILD: usize = 8;
/// Status word of the three-launch list with [`Build::Skin`]'s `flagged`: non-zero once an atom
/// has moved from `x_ref` by half the skin, set by MD's integrator where it moves the atoms
/// ([`crate::md::State::moved`]), cleared by the reverse job of a build that fitted (which copies
/// the positions to `x_ref`). The list's first launch reads it instead of every atom's two
/// positions.
pub const ST_MOVED: usize = 9;
/// Status word of a padded list ([`SmallList::padded`]): the most edges of any row of its builds
/// since the reset (what a row's room must hold).
pub const ST_MAX_ROW: usize = 10;

/// Status words afresh (all but [`ST_REBUILD`]).
#[cube]
pub(super) fn reset_status(status: &mut Array<Atomic<u32>>) {
    status[ST_EDGES].store(0u32);
    status[ST_MAX_EDGES].store(0u32);
    status[ST_OVERFLOWS].store(0u32);
    status[ST_DUPLICATE].store(NONE);
    status[ST_BAD_POSITION].store(NONE);
    status[ST_ASYMMETRY].store(0u32);
    status[ST_BUILDS].store(0u32);
    status[ST_FAR].store(0u32);
    status[ST_MAX_ROW].store(0u32);
}

/// Status word `word`, read by the cube's first thread and shared with the others (every thread
/// of the cube must call; one barrier). cubecl 0.10 compiles an atomic load to `atomicAdd(p, 0)`
/// on CUDA: a word that every thread read was one atomic a thread on one address, ~49 000 in
/// the 192-atom box's first block.
#[cube]
pub fn status_word(status: &Array<Atomic<u32>>, #[comptime] word: usize) -> u32 {
    let mut shared = SharedMemory::<u32>::new(1usize);
    if UNIT_POS == 0 {
        shared[0] = status[word].load();
    }
    sync_cube();
    shared[0]
}

/// After a build with a skin, by one thread of the launch that follows it (the reverse job's):
/// the flag of [`ST_MOVED`] cleared, and the build's edges, which a padded list's cubes summed
/// into [`ST_EDGES`], in [`ST_MAX_EDGES`] (the other builds put them there already: the same
/// value again).
#[cube]
pub(super) fn publish_build(status: &mut Array<Atomic<u32>>) {
    status[ST_MOVED].store(0u32);
    let edges = status[ST_EDGES].load();
    status[ST_MAX_EDGES].fetch_max(edges);
}

/// The status words, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SmallStatus {
    /// Edges of the last build.
    pub edges: usize,
    /// Most edges of any build since the reset.
    pub max_edges: usize,
    /// Builds that did not fit (their rows were empty): redo with `max_edges` of room.
    pub overflows: usize,
    /// Builds since the reset.
    pub builds: usize,
    /// A padded list's most edges in a row since the reset ([`ST_MAX_ROW`]; 0 for others).
    pub max_row: usize,
}

/// Decode the status words: an error for bad input (naming the atoms), else the counts. Blocks
/// on the positions' read-back that names a duplicate pair ([`check_async`] awaits it).
pub fn check<R: Runtime>(client: &ComputeClient<R>, plan: &SmallPlan, positions: &Handle, words: &[u32]) -> Result<SmallStatus, NeighborListError> {
    cubecl::future::block_on(check_async(client, plan, positions, words))
}

/// [`check`], awaiting the read-back of its error path: the form a browser can run.
pub async fn check_async<R: Runtime>(client: &ComputeClient<R>, plan: &SmallPlan, positions: &Handle, words: &[u32]) -> Result<SmallStatus, NeighborListError> {
    if words[ST_BAD_POSITION] != NONE {
        return Err(NeighborListError::PositionOutOfRange { system: 0, atom: words[ST_BAD_POSITION] as usize });
    }
    if words[ST_FAR] != 0 {
        return Err(NeighborListError::Geometry { system: 0, msg: "coordinates too large relative to the cell for f32".into() });
    }
    if words[ST_DUPLICATE] != NONE {
        return Err(duplicate_error(client, positions, std::slice::from_ref(&plan.system), &plan.sys_f, words[ST_DUPLICATE] as usize).await);
    }
    // A padded list that overflowed left some rows padding alone, whose reverse edges the others
    // then miss: the list is redone larger either way.
    if words[ST_ASYMMETRY] != 0 && words[ST_OVERFLOWS] == 0 {
        return Err(NeighborListError::Internal(format!(
            "kernel small_list: {} edges have no reverse edge (asymmetric list)",
            words[ST_ASYMMETRY]
        )));
    }
    Ok(SmallStatus {
        edges: words[ST_EDGES] as usize,
        max_edges: words[ST_MAX_EDGES] as usize,
        overflows: words[ST_OVERFLOWS] as usize,
        builds: words[ST_BUILDS] as usize,
        max_row: words[ST_MAX_ROW] as usize,
    })
}
