//! Guards run on a batch before it is evaluated: the memory its neighbour pairs would need, and
//! atoms closer than any real structure has them.
//!
//! **Memory.** A system's memory grows with its pairs within the cutoff, and the pairs are not
//! known until the list is built, so a cell far smaller than the cutoff (millions of periodic
//! images of one atom) or thousands of atoms piled into one spot would ask for gigabytes before
//! anything could fail cleanly. [`check_memory`] estimates first, in four steps that each run
//! only where the one before is beyond the budget: from the atom count, cell and cutoff alone
//! (O(1) a system: every pair, or twice the cell's mean density for 3-D periodic cells); twice
//! the mean density of the region the atoms span, for the systems that are not 3-D periodic
//! ([`crate::neighbor::density_estimate`], one O(N) pass: slabs, clusters with ghosts); an upper
//! bound from the atoms binned a cutoff apart ([`crate::neighbor::pair_bound`], O(N)); the pairs
//! counted exactly ([`crate::neighbor::count_pairs`], stopping as soon as they are too many). The
//! estimate of the bytes is [`bytes_needed`]. The first step is what every call of a molecule or
//! a bulk system pays; the second what a LAMMPS rank's cluster pays. The binned bound costs ~15
//! ns an atom, 4 % of a 12 288-atom evaluation on an H200 and ~5 ms of a rank's 314 000-atom
//! cluster on an H100, where it ran on every call.
//!
//! **Close contacts.** The shortest bond there is, H₂'s, is 0.74 Å; nuclei closer than
//! [`CLOSE_CONTACT`] (0.5 Å) are a broken input, on which a model only extrapolates.
//! [`check_contacts`] names the first such pair.
use crate::error::{Error, Result};
use crate::model::Model;
use crate::neighbor::{count_pairs, density_estimate, mean_neighbours, neighbor_list, pair_bound};
use crate::system::{symbol, Batch};
use mlff_kernels::neighbor_list::SearchFrame;

/// Atoms closer than this (Å) are refused unless the caller allows it.
pub const CLOSE_CONTACT: f64 = 0.5;

/// The budget when none is given: the memory the host has available (Linux's `MemAvailable`),
/// else 16 GiB.
pub fn default_max_memory() -> u64 {
    let available = std::fs::read_to_string("/proc/meminfo").ok().and_then(|s| {
        let line = s.lines().find(|l| l.starts_with("MemAvailable:"))?;
        let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        Some(kib * 1024)
    });
    available.unwrap_or(16 << 30)
}

/// Estimated bytes to evaluate `atoms` atoms with `pairs` directed pairs in `float_bytes`-byte
/// floats: per pair the list (sender, image shift, reverse index, vector) and the edge geometry
/// (vector, distance, 2 × n_rbf radial values and derivatives); per atom the features and
/// their gradients of every interaction (scalar and vector, forward and backward, about 40 F
/// floats a layer).
pub fn bytes_needed(model: &Model, atoms: u64, pairs: u64, float_bytes: u64) -> u64 {
    let c = &model.config;
    let per_pair = 20 + 3 * float_bytes + float_bytes * (8 + 2 * c.n_rbf as u64);
    let per_atom = float_bytes * c.n_atom_basis as u64 * (16 + 40 * c.n_interactions as u64);
    per_pair.saturating_mul(pairs).saturating_add(per_atom.saturating_mul(atoms))
}

/// The pairs of a system from its atom count, cell and cutoff alone, O(1): every pair of atoms
/// with every image in reach ([`images_in_reach`]), or, for a cell periodic in three directions,
/// twice what matter of the cell's mean density holds, N · [`mean_neighbours`], when that is less.
/// Atoms piled into one spot of a large cell pass it: `eval` and `md` refuse them as close
/// contacts first.
fn quick_estimate(sys: &crate::system::System, cutoff: f64) -> u128 {
    let n = sys.len() as u128;
    let every = n.saturating_mul(n).saturating_mul(images_in_reach(sys, cutoff));
    match mean_neighbours(sys, cutoff) {
        Some(m) => {
            let mean = 2.0 * (n as f64) * m;
            if mean.is_finite() && mean < every as f64 {
                (mean.ceil() as u128).max(2 * n)
            } else {
                every
            }
        }
        None => every,
    }
}

/// The periodic images of one atom that a sphere of `cutoff` around any point of the cell can
/// reach: ∏ (2 ⌈cutoff / h⌉ + 1) over the periodic directions, h the spacing of the lattice planes
/// (the neighbour search's own frame; a cell it cannot search counts as unbounded, and the search
/// reports why).
fn images_in_reach(sys: &crate::system::System, cutoff: f64) -> u128 {
    if sys.cell.is_none() {
        return 1;
    }
    let Ok(frame) = SearchFrame::new(sys.cell, sys.pbc, cutoff) else { return u128::MAX / (1u128 << 64) };
    (0..3).filter(|&d| frame.pbc[d]).fold(1u128, |images, d| images.saturating_mul(2 * (cutoff / frame.spacing[d]).ceil() as u128 + 1))
}

fn gib(bytes: u64) -> String {
    format!("{:.1} GiB", bytes as f64 / (1u64 << 30) as f64)
}

/// Refuse a batch whose pairs within `cutoff` (Å) would need more than `max_bytes`, naming the
/// system, its pairs and the memory: the pairs are bounded (and counted only when the bound is
/// beyond the budget) before anything is allocated for them.
pub fn check_memory(batch: &Batch, model: &Model, cutoff: f64, float_bytes: u64, max_bytes: u64) -> Result<()> {
    let atoms = batch.n_atoms() as u64;
    // First without looking at the positions: enough for molecules, small cells and bulk.
    let clamp = |x: u128| u64::try_from(x).unwrap_or(u64::MAX);
    let quick: Vec<u128> = batch.systems.iter().map(|sys| quick_estimate(sys, cutoff)).collect();
    if bytes_needed(model, atoms, clamp(quick.iter().fold(0, |a, &q| a.saturating_add(q))), float_bytes) <= max_bytes {
        return Ok(());
    }
    // Then from the density of the region the atoms of the systems that are not 3-D periodic span
    // (the quick estimate has the 3-D periodic cells' density already).
    let mut spanned = 0u128;
    for (s, (sys, &q)) in batch.systems.iter().zip(&quick).enumerate() {
        let dense = if sys.has_stress() { None } else { density_estimate(sys, cutoff).map_err(|e| e.in_system(s))? };
        spanned = spanned.saturating_add(dense.map_or(q, |d| d.min(q)));
    }
    if bytes_needed(model, atoms, clamp(spanned), float_bytes) <= max_bytes {
        return Ok(());
    }
    let bounds: Vec<u128> = batch.systems.iter().enumerate().map(|(s, sys)| pair_bound(sys, cutoff).map_err(|e| e.in_system(s))).collect::<Result<_>>()?;
    if bytes_needed(model, atoms, clamp(bounds.iter().sum()), float_bytes) <= max_bytes {
        return Ok(());
    }
    // Counted exactly, each system up to what the budget left for it could hold.
    let mut pairs = 0u64;
    for (s, sys) in batch.systems.iter().enumerate() {
        let room = (0..=u64::MAX.ilog2())
            .map(|k| 1u64 << k)
            .take_while(|&p| bytes_needed(model, atoms, pairs.saturating_add(p), float_bytes) <= max_bytes)
            .last()
            .unwrap_or(0);
        let limit = room.saturating_mul(2);
        let here = count_pairs(sys, cutoff, limit).map_err(|e| e.in_system(s))?;
        pairs = pairs.saturating_add(here);
        let need = bytes_needed(model, atoms, pairs, float_bytes);
        if need > max_bytes {
            let counted = if here > limit { format!("more than {limit}") } else { here.to_string() };
            return Err(Error::System {
                system: s,
                msg: format!(
                    "{} atoms with {counted} pairs within {cutoff} Å would need at least {} of memory, more than the budget of {}",
                    sys.len(),
                    gib(need),
                    gib(max_bytes)
                ),
            });
        }
    }
    Ok(())
}

/// Refuse atoms closer than `min_distance` (Å), naming the closest pair of the first system that
/// has one. Run it after [`check_memory`] with a cutoff above `min_distance`: the pairs it
/// lists are then within the budget.
pub fn check_contacts(batch: &Batch, min_distance: f64) -> Result<()> {
    if min_distance <= 0.0 {
        return Ok(());
    }
    for (s, sys) in batch.systems.iter().enumerate() {
        let list = neighbor_list(sys, min_distance).map_err(|e| e.in_system(s))?;
        let d2 = |e: usize| list.vectors[e].iter().map(|x| x * x).sum::<f64>();
        if let Some(e) = (0..list.n_edges()).min_by(|&a, &b| d2(a).total_cmp(&d2(b))) {
            let (i, j, shift) = (list.receivers[e] as usize, list.senders[e] as usize, list.shifts[e]);
            let d = d2(e).sqrt();
            let (zi, zj) = (symbol(sys.numbers[i]), symbol(sys.numbers[j]));
            let pair = match (i == j, shift == [0; 3]) {
                (true, _) => format!("atom {i} ({zi}) and its own periodic image {shift:?} are"),
                (false, true) => format!("atoms {i} ({zi}) and {j} ({zj}) are"),
                (false, false) => format!("atoms {i} ({zi}) and {j} ({zj}) (periodic image {shift:?}) are"),
            };
            return Err(Error::System { system: s, msg: format!("{pair} {d:.4} Å apart, closer than the {min_distance} Å no structure has") });
        }
    }
    Ok(())
}
