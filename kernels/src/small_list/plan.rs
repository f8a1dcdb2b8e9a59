//! What the host keeps of a small list: the plan for one system (its frame, image reach and
//! cutoff, [`SmallPlan`]), the list's device buffers ([`SmallList`], packed or padded), and how a
//! launch decides to build ([`Build`]).
use cubecl::prelude::*;
use cubecl::server::Handle;

use super::*;
use crate::neighbor_list::{NeighborListError, SearchFrame, SystemGeometry, F_CELL, F_INV, SYS_F};

/// N² times the image window of `reach` (∏ over directions of 2·reach + 1).
fn pair_images(n: usize, reach: [u32; 3]) -> usize {
    reach.iter().fold(n * n, |p, &r| p * (2 * r as usize + 1))
}

/// What the host needs to launch the small list for one system.
#[derive(Clone, Debug)]
pub struct SmallPlan {
    /// Atoms N.
    pub n_atoms: usize,
    /// Image reach per lattice direction (0 where not periodic).
    pub reach: [u32; 3],
    /// The system's frame (inverse basis, lattice rows), layout of the cell list's `sys_f`.
    pub sys_f: Vec<f32>,
    /// `sys_f` on the device.
    pub sys_f_h: Handle,
    /// The list's cutoff (Å).
    pub cutoff: f64,
    /// The system, for error messages.
    pub system: SystemGeometry,
}

impl SmallPlan {
    /// The plan for `system` (the only one of its batch), or `None` where the small list does
    /// not apply (more than [`SMALL_MAX_ATOMS`] atoms, no atoms, or more than
    /// [`SMALL_MAX_PAIRS`] pair images); a cell that cannot be searched is an error.
    pub fn new<R: Runtime>(client: &ComputeClient<R>, system: &SystemGeometry, cutoff: f64) -> Result<Option<SmallPlan>, NeighborListError> {
        let n = system.end - system.start;
        if system.start != 0 || n == 0 || n > SMALL_MAX_ATOMS || !(cutoff > 0.0 && cutoff.is_finite()) {
            return Ok(None);
        }
        let frame = SearchFrame::new(system.cell, system.pbc, cutoff).map_err(|msg| NeighborListError::Geometry { system: 0, msg })?;
        let mut reach = [0u32; 3];
        for ((r, &periodic), spacing) in reach.iter_mut().zip(&frame.pbc).zip(frame.spacing) {
            if periodic {
                // |S_d + o_d| < cutoff / spacing + ½, with a margin for f32 rounding.
                let w = (cutoff / spacing + 0.5 + 1e-3).floor();
                if !(w < 64.0) {
                    return Ok(None);
                }
                *r = w as u32;
            }
        }
        if pair_images(n, reach) > SMALL_MAX_PAIRS {
            return Ok(None);
        }
        let mut sys_f = vec![0f32; SYS_F];
        for r in 0..3 {
            for d in 0..3 {
                // Zero fractional coordinates along non-periodic directions: their window is S = 0.
                sys_f[F_INV + 3 * r + d] = if frame.pbc[d] { frame.inv[r][d] as f32 } else { 0.0 };
                sys_f[F_CELL + 3 * r + d] = frame.cell[r][d] as f32;
            }
        }
        let sys_f_h = client.create_from_slice(f32::as_bytes(&sys_f));
        Ok(Some(SmallPlan { n_atoms: n, reach, sys_f, sys_f_h, cutoff, system: system.clone() }))
    }

    /// The list's cutoff squared, as its kernels compare it.
    pub fn cutoff2(&self) -> f32 {
        (self.cutoff as f32) * (self.cutoff as f32)
    }

    /// The first two of the three launches' groups a receiver ([`split_groups`]) and cubes of
    /// [`SPLIT_THREADS`], one work item a thread.
    pub fn split_grid(&self) -> (usize, u32) {
        let g = split_groups(self.n_atoms);
        (g, (self.n_atoms * g).div_ceil(SPLIT_THREADS) as u32)
    }

    /// The pair images the list tests: N² times the image window (∏ over directions of
    /// 2·reach + 1).
    pub fn pair_images(&self) -> usize {
        pair_images(self.n_atoms, self.reach)
    }

    /// A first capacity: every pair for a molecule, or the pairs a uniform density would give,
    /// with room, for a cell (a wrong guess costs one redo, see [`check`]).
    pub fn first_capacity(&self) -> usize {
        let n = self.n_atoms;
        let all = n * (n - 1) * self.reach.iter().map(|&r| 2 * r as usize + 1).product::<usize>() + n * 26;
        match self.system.cell {
            Some(cell) if self.system.pbc.iter().any(|&p| p) => {
                let vol = crate::neighbor_list::det3(&cell).abs();
                let sphere = 4.0 / 3.0 * std::f64::consts::PI * self.cutoff.powi(3);
                let guess = if vol > 0.0 { (1.5 * n as f64 * n as f64 * sphere / vol) as usize + 64 * n } else { all };
                guess.min(all).max(1)
            }
            _ => all.max(1),
        }
    }
}

/// The device buffers of a small list with room for `capacity` edges.
#[derive(Clone, Debug)]
pub struct SmallList {
    /// `[N + 1]`.
    pub row_ptr: Handle,
    /// `[capacity]`.
    pub receivers: Handle,
    /// `[capacity]`.
    pub senders: Handle,
    /// `[capacity][3]` f32.
    pub shifts: Handle,
    /// `[capacity]`.
    pub reverse: Handle,
    /// `[capacity]` scratch.
    pub keys: Handle,
    /// `[SPLIT_ITEMS]` scratch: the three-launch list's counts.
    pub counts: Handle,
    /// `[STATUS_LEN]`.
    pub status: Handle,
    /// Edge capacity.
    pub capacity: usize,
    /// A padded list's room a row (its rows `i · room .. (i + 1) · room`, [`fill_padded`]; 0
    /// too: rows that hold nothing); `None` for a list whose rows are packed (CSR, the first E
    /// edges).
    pub row_room: Option<usize>,
}

impl SmallList {
    /// Buffers for `n` atoms and `capacity` edges (at least one).
    pub fn new<R: Runtime>(client: &ComputeClient<R>, n: usize, capacity: usize) -> SmallList {
        let capacity = capacity.max(1);
        let words = |k: usize| client.empty(4 * k.max(1));
        SmallList {
            row_ptr: words(n + 1),
            receivers: words(capacity),
            senders: words(capacity),
            shifts: words(3 * capacity),
            reverse: words(capacity),
            keys: words(capacity),
            counts: words(SPLIT_ITEMS),
            status: words(STATUS_LEN),
            capacity,
            row_room: None,
        }
    }

    /// A **padded** list for `n` atoms, `row_room` edges a row: `row_ptr` is `i · row_room`, fixed
    /// here, and a build fills each row's edges then padding edges that add nothing
    /// ([`fill_padded`]), so each row is filled by one cube without the counts of the others: the
    /// list takes no launch of its own in MD, where the model's first kernel fills it. For MD's
    /// flagged builds only ([`Build::Skin`] with `flagged`). The rows' padding is walked by the
    /// model's kernels: worth it where they compact their rows (skin edges are walked anyway) and
    /// the room stays within their cubes.
    pub fn padded<R: Runtime>(client: &ComputeClient<R>, n: usize, row_room: usize) -> SmallList {
        let mut list = SmallList::new(client, n, n * row_room);
        let starts: Vec<u32> = (0..=n).map(|i| (i * row_room) as u32).collect();
        list.row_ptr = client.create_from_slice(u32::as_bytes(&starts));
        list.row_room = Some(row_room);
        list
    }

    /// Whether the list is padded ([`Self::padded`]).
    pub fn is_padded(&self) -> bool {
        self.row_room.is_some()
    }
}

/// How a launch decides to build.
pub enum Build<'a> {
    /// Always build; status words reset.
    Fresh,
    /// MD: build only when an atom moved from `x_ref` by half the skin (Å) or more, then copy the
    /// positions to `x_ref`; status words accumulate (`reset`: start them afresh, and build).
    /// `flagged`: the three-launch list takes the decision from [`ST_MOVED`], which whatever
    /// moves the atoms must set (MD's integrator, [`crate::md::State::moved`]); the one-cube list
    /// compares the positions either way.
    Skin { x_ref: &'a Handle, half_skin: f64, reset: bool, flagged: bool },
}

/// Half the skin squared, as the kernels compare it (f32, Å²): what a flag of [`ST_MOVED`] set
/// elsewhere must compare against to take the same decision.
pub fn half_skin2(half_skin: f64) -> f32 {
    (half_skin * half_skin) as f32
}
