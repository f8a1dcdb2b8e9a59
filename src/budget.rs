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
//! [`check_cell`] finds an atom's own periodic images closer than that from the cell alone
//! (before any list, whose size such a cell would blow up, is built); [`check_contacts`] names
//! the first such pair.
//!
//! **Results.** [`check_results`] refuses a non-finite energy, force or stress, which a model
//! gives far outside what it was trained on (or when its arithmetic overflows f32).
//!
//! [`crate::Calculator`] runs all of these on every evaluation, whatever the front end.
use crate::error::{Error, Result};
use crate::model::Model;
use crate::neighbor::{count_pairs, density_estimate, mean_neighbours, neighbor_list, pair_bound};
use crate::system::{symbol, Batch};
use mlff_kernels::neighbor_list::SearchFrame;

/// Atoms closer than this (Å) are refused unless the caller allows it.
pub const CLOSE_CONTACT: f64 = 0.5;

/// The largest minimum distance (Å) a caller may ask for.
pub const MAX_MIN_DISTANCE: f64 = 2.0;

/// The budget when none is given: the memory this process may still take, the least of the
/// host's available memory (Linux's `MemAvailable`), its control group's `memory.max` less what
/// the group uses (every level up to the root; a batch job's allocation), and the room left
/// under `RLIMIT_AS` and `RLIMIT_DATA` (`ulimit -v`, `ulimit -d`); 16 GiB where none of these
/// can be read.
pub fn default_max_memory() -> u64 {
    let read = |path: &str| std::fs::read_to_string(path).ok();
    let status = read("/proc/self/status");
    let rooms = [
        read("/proc/meminfo").and_then(|s| proc_field(&s, "MemAvailable:")),
        cgroup_room(),
        read("/proc/self/limits").zip(status.as_deref()).and_then(|(l, s)| limit_room(&l, "Max address space", s, "VmSize:")),
        read("/proc/self/limits").zip(status.as_deref()).and_then(|(l, s)| limit_room(&l, "Max data size", s, "VmData:")),
    ];
    rooms.into_iter().flatten().min().unwrap_or(16 << 30)
}

/// A `NAME: VALUE kB` field of /proc/meminfo or /proc/self/status, in bytes.
fn proc_field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(name))?;
    let kib: u64 = line[name.len()..].split_whitespace().next()?.parse().ok()?;
    Some(kib.saturating_mul(1024))
}

/// The room left under the soft limit `limit` of /proc/self/limits (`Max address space`, `Max
/// data size`; bytes) given the process's use, the /proc/self/status field `used`; `None` when
/// unlimited or unreadable.
fn limit_room(limits: &str, limit: &str, status: &str, used: &str) -> Option<u64> {
    let line = limits.lines().find(|l| l.starts_with(limit))?;
    let soft: u64 = line[limit.len()..].split_whitespace().next()?.parse().ok()?;
    Some(soft.saturating_sub(proc_field(status, used).unwrap_or(0)))
}

/// The room left in this process's memory control group: the least over the group and its
/// ancestors of `memory.max − memory.current` (cgroup v2), or `memory.limit_in_bytes −
/// memory.usage_in_bytes` (v1); `None` without a limit.
fn cgroup_room() -> Option<u64> {
    let groups = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let number = |path: std::path::PathBuf| std::fs::read_to_string(path).ok()?.trim().parse::<u64>().ok();
    let mut room: Option<u64> = None;
    for line in groups.lines() {
        let mut fields = line.splitn(3, ':');
        let (_, controllers, path) = (fields.next()?, fields.next()?, fields.next()?);
        let (root, max, current) = match controllers {
            "" => ("/sys/fs/cgroup", "memory.max", "memory.current"),
            c if c.split(',').any(|c| c == "memory") => ("/sys/fs/cgroup/memory", "memory.limit_in_bytes", "memory.usage_in_bytes"),
            _ => continue,
        };
        let mut dir = std::path::PathBuf::from(root).join(path.trim_start_matches('/'));
        loop {
            // "max" (v2) does not parse: no limit at this level.
            if let (Some(max), Some(current)) = (number(dir.join(max)), number(dir.join(current))) {
                room = Some(room.map_or(max.saturating_sub(current), |r| r.min(max.saturating_sub(current))));
            }
            if dir.as_os_str().len() <= root.len() || !dir.pop() {
                break;
            }
        }
    }
    room
}

/// Estimated bytes to evaluate `atoms` atoms with `pairs` directed pairs in `float_bytes`-byte
/// floats: per pair the list (sender, image shift, reverse index, vector) and the edge geometry
/// (vector, distance, 2 × n_rbf radial values and derivatives); per atom the features and
/// their gradients of every interaction (scalar and vector, forward and backward, about 40 F
/// floats a layer). SchNet's CPU backend holds one layer's filters of every pair at once (the
/// filters, their hidden layer and their gradient, C floats each, and the radial gradient).
pub fn bytes_needed(model: &Model, atoms: u64, pairs: u64, float_bytes: u64) -> u64 {
    let c = &model.config;
    let pair_floats = match c.model {
        crate::model::Architecture::Painn => 0,
        crate::model::Architecture::Schnet => schnet_pair_floats(c.filters(), c.n_rbf),
    };
    evaluation_bytes(c.n_atom_basis, c.n_rbf, c.n_interactions, pair_floats, atoms, pairs, float_bytes)
}

/// The floats a pair SchNet's CPU backend holds beside the edge geometry: one layer's filters,
/// their hidden layer and their gradient (`filters` each) and the radial gradient (`n_rbf`).
pub fn schnet_pair_floats(filters: usize, n_rbf: usize) -> u64 {
    3 * filters as u64 + n_rbf as u64
}

/// [`bytes_needed`] from the model's sizes: `features` F, `n_rbf` radial functions, `layers`
/// interactions, and `pair_floats` the architecture's own floats a pair
/// ([`schnet_pair_floats`]; none for PaiNN).
pub fn evaluation_bytes(features: usize, n_rbf: usize, layers: usize, pair_floats: u64, atoms: u64, pairs: u64, float_bytes: u64) -> u64 {
    let per_pair = float_bytes * (8 + 2 * n_rbf as u64 + pair_floats);
    let per_atom = float_bytes * features as u64 * (16 + 40 * layers as u64);
    list_bytes(pairs, float_bytes).saturating_add(per_pair.saturating_mul(pairs)).saturating_add(per_atom.saturating_mul(atoms))
}

/// The neighbour list's part of [`evaluation_bytes`]: sender, image shift, reverse index and
/// vector of each of `pairs` pairs.
pub fn list_bytes(pairs: u64, float_bytes: u64) -> u64 {
    (20 + 3 * float_bytes).saturating_mul(pairs)
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
    check_pairs_fit(batch, cutoff, &|atoms, pairs| bytes_needed(model, atoms, pairs, float_bytes), max_bytes, &|need| {
        format!("would need at least {} of memory, more than the budget of {}", gib(need), gib(max_bytes))
    })
}

/// What a GPU can hold now: what [`crate::backend::Backend::device_memory`] reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceMemory {
    /// The device, as errors name it ("cuda:0 NVIDIA H100", "wgpu:0 llvmpipe").
    pub device: String,
    /// The bytes this process can still allocate there (CUDA: the driver's free memory plus
    /// what the backend's pool holds unused), where known.
    pub free: Option<u64>,
    /// The largest buffer the device allows (WebGPU: the least of `max_buffer_size` and
    /// `max_storage_buffer_binding_size`), where limited.
    pub max_buffer: Option<u64>,
}

/// The largest single f32 buffer of a GPU evaluation of `atoms` atoms and `pairs` pairs: a
/// layer's `[V|W]` features (6 F floats an atom) or an edge's radial basis (`n_rbf` padded to 4)
/// and geometry (8 floats).
pub fn device_buffer_bytes(model: &Model, atoms: u64, pairs: u64) -> u64 {
    let c = &model.config;
    let per_pair = mlff_kernels::geometry::rbf_stride(c.n_rbf).max(mlff_kernels::geometry::EDGE_STRIDE) as u64;
    4 * (6 * c.n_atom_basis as u64).saturating_mul(atoms).max(per_pair.saturating_mul(pairs))
}

/// A GPU evaluation whose quick estimate ([`quick_bytes_needed`], f32) stays below this is not
/// checked against the device's memory: less than any GPU this runs on has free, and less than
/// WebGPU's default largest buffer (128 MiB). Small calls (a molecule per MD step from Python,
/// LAMMPS or i-PI) so skip the query of the driver's free memory.
pub const DEVICE_CHECK_BYTES: u64 = 64 << 20;

/// [`bytes_needed`] of `batch` from each system's atom count, cell and `cutoff` alone, O(1) a
/// system (the first estimate of [`check_memory`]).
pub fn quick_bytes_needed(batch: &Batch, model: &Model, cutoff: f64, float_bytes: u64) -> u64 {
    let pairs = batch.systems.iter().fold(0u128, |a, sys| a.saturating_add(quick_estimate(sys, cutoff)));
    bytes_needed(model, batch.n_atoms() as u64, u64::try_from(pairs).unwrap_or(u64::MAX), float_bytes)
}

/// Refuse a batch whose GPU evaluation (f32) would need more than the device's free memory, or
/// a buffer larger than the device allows: the same bounds and counts as [`check_memory`], before
/// anything is uploaded.
pub fn check_device_memory(batch: &Batch, model: &Model, cutoff: f64, device: &DeviceMemory) -> Result<()> {
    if let Some(free) = device.free {
        check_pairs_fit(batch, cutoff, &|atoms, pairs| bytes_needed(model, atoms, pairs, 4), free, &|need| {
            format!("would need at least {} of GPU memory, more than the {} free on {}", gib(need), gib(free), device.device)
        })?;
    }
    if let Some(max) = device.max_buffer {
        check_pairs_fit(batch, cutoff, &|atoms, pairs| device_buffer_bytes(model, atoms, pairs), max, &|need| {
            format!("would need a GPU buffer of at least {}, more than the {} that {} allows in one buffer", gib(need), gib(max), device.device)
        })?;
    }
    Ok(())
}

/// The pairs of `batch` within `cutoff` (Å), bounded in the steps of the module's comment, against
/// `need(atoms, pairs) <= max_bytes` (`need` grows with the pairs); the error names the first
/// system that does not fit, its pairs, and `too_much(need)`.
fn check_pairs_fit(batch: &Batch, cutoff: f64, need: &dyn Fn(u64, u64) -> u64, max_bytes: u64, too_much: &dyn Fn(u64) -> String) -> Result<()> {
    let atoms = batch.n_atoms() as u64;
    // First without looking at the positions: enough for molecules, small cells and bulk.
    let clamp = |x: u128| u64::try_from(x).unwrap_or(u64::MAX);
    let quick: Vec<u128> = batch.systems.iter().map(|sys| quick_estimate(sys, cutoff)).collect();
    if need(atoms, clamp(quick.iter().fold(0, |a, &q| a.saturating_add(q)))) <= max_bytes {
        return Ok(());
    }
    // Then from the density of the region the atoms of the systems that are not 3-D periodic span
    // (the quick estimate has the 3-D periodic cells' density already).
    let mut spanned = 0u128;
    for (s, (sys, &q)) in batch.systems.iter().zip(&quick).enumerate() {
        let dense = if sys.has_stress() { None } else { density_estimate(sys, cutoff).map_err(|e| e.in_system(s))? };
        spanned = spanned.saturating_add(dense.map_or(q, |d| d.min(q)));
    }
    if need(atoms, clamp(spanned)) <= max_bytes {
        return Ok(());
    }
    let bounds: Vec<u128> = batch.systems.iter().enumerate().map(|(s, sys)| pair_bound(sys, cutoff).map_err(|e| e.in_system(s))).collect::<Result<_>>()?;
    if need(atoms, clamp(bounds.iter().sum())) <= max_bytes {
        return Ok(());
    }
    // Counted exactly, each system up to what the budget left for it could hold.
    let mut pairs = 0u64;
    for (s, sys) in batch.systems.iter().enumerate() {
        let room = (0..=u64::MAX.ilog2())
            .map(|k| 1u64 << k)
            .take_while(|&p| need(atoms, pairs.saturating_add(p)) <= max_bytes)
            .last()
            .unwrap_or(0);
        let limit = room.saturating_mul(2);
        let here = count_pairs(sys, cutoff, limit).map_err(|e| e.in_system(s))?;
        pairs = pairs.saturating_add(here);
        let needed = need(atoms, pairs);
        if needed > max_bytes {
            let counted = if here > limit { format!("more than {limit}") } else { here.to_string() };
            return Err(Error::System { system: s, msg: format!("{} atoms with {counted} pairs within {cutoff} Å {}", sys.len(), too_much(needed)) });
        }
    }
    Ok(())
}

/// Refuse a periodic cell with atoms in which a lattice translation is shorter than
/// `min_distance` (Å): every atom would be that close to its own periodic image. Decided from
/// the cell alone, before any neighbour list (which such a cell would fill with millions of
/// images) is built. A cell so thin across some lattice planes that the translations shorter
/// than `min_distance` cannot be enumerated in a million candidates is refused as such.
pub fn check_cell(batch: &Batch, min_distance: f64) -> Result<()> {
    if min_distance <= 0.0 {
        return Ok(());
    }
    for (s, sys) in batch.systems.iter().enumerate() {
        let (Some(cell), false) = (sys.cell, sys.is_empty()) else { continue };
        if !sys.pbc.iter().any(|&p| p) {
            continue;
        }
        let err = |msg: String| Error::System { system: s, msg };
        let frame = SearchFrame::new(Some(cell), sys.pbc, min_distance).map_err(err)?;
        // A translation n·cell shorter than min_distance has |n_d| <= min_distance / h_d.
        let reach: [i64; 3] = std::array::from_fn(|d| if frame.pbc[d] { (min_distance / frame.spacing[d]).ceil().min(1e6) as i64 } else { 0 });
        if reach.iter().map(|&k| 2 * k as u128 + 1).product::<u128>() > 1_000_000 {
            let d = (0..3).filter(|&d| frame.pbc[d]).min_by(|&a, &b| frame.spacing[a].total_cmp(&frame.spacing[b])).unwrap_or(0);
            return Err(err(format!(
                "the cell is {:.3e} Å across its lattice planes along {}, too thin to search for its atoms' periodic images closer than {min_distance} Å",
                frame.spacing[d],
                ["a", "b", "c"][d]
            )));
        }
        let mut shortest: Option<(f64, [i32; 3])> = None;
        for n0 in -reach[0]..=reach[0] {
            for n1 in -reach[1]..=reach[1] {
                for n2 in -reach[2]..=reach[2] {
                    let n = [n0 as i32, n1 as i32, n2 as i32];
                    if n == [0; 3] {
                        continue;
                    }
                    let v = crate::neighbor::edge_vector([0.0; 3], [0.0; 3], n, &cell);
                    let d = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
                    if shortest.is_none_or(|(best, _)| d < best) {
                        shortest = Some((d, n));
                    }
                }
            }
        }
        if let Some((d, n)) = shortest.filter(|&(d, _)| d < min_distance) {
            return Err(err(format!(
                "atom 0 ({}) and its own periodic image {n:?} are {d:.4} Å apart, closer than the {min_distance} Å no structure has",
                symbol(sys.numbers[0])
            )));
        }
    }
    Ok(())
}

/// The closest pair of atoms (or atom and periodic image) of a system within `radius` (Å).
#[derive(Clone, Copy, Debug)]
pub struct Contact {
    /// The receiving atom.
    pub i: usize,
    /// The other atom.
    pub j: usize,
    /// The other atom's periodic image.
    pub shift: [i32; 3],
    /// Their distance (Å).
    pub distance: f64,
}

/// The closest pair of `sys` within `radius` (Å), if any.
pub fn closest_contact(sys: &crate::system::System, radius: f64) -> Result<Option<Contact>> {
    let list = neighbor_list(sys, radius)?;
    let d2 = |e: usize| list.vectors[e].iter().map(|x| x * x).sum::<f64>();
    Ok((0..list.n_edges()).min_by(|&a, &b| d2(a).total_cmp(&d2(b))).map(|e| Contact {
        i: list.receivers[e] as usize,
        j: list.senders[e] as usize,
        shift: list.shifts[e],
        distance: d2(e).sqrt(),
    }))
}

/// The error for a contact closer than `min_distance` in system `s`.
fn contact_error(sys: &crate::system::System, s: usize, c: Contact, min_distance: f64) -> Error {
    let Contact { i, j, shift, distance: d } = c;
    let (zi, zj) = (symbol(sys.numbers[i]), symbol(sys.numbers[j]));
    let pair = match (i == j, shift == [0; 3]) {
        (true, _) => format!("atom {i} ({zi}) and its own periodic image {shift:?} are"),
        (false, true) => format!("atoms {i} ({zi}) and {j} ({zj}) are"),
        (false, false) => format!("atoms {i} ({zi}) and {j} ({zj}) (periodic image {shift:?}) are"),
    };
    Error::System { system: s, msg: format!("{pair} {d:.4} Å apart, closer than the {min_distance} Å no structure has") }
}

/// Refuse atoms closer than `min_distance` (Å), naming the closest pair of the first system that
/// has one ([`check_cell`] first). Run it after [`check_memory`] with a cutoff above
/// `min_distance`: the pairs it lists are then within the budget.
pub fn check_contacts(batch: &Batch, min_distance: f64) -> Result<()> {
    contacts_clearance(batch, min_distance, min_distance).map(|_| ())
}

/// [`check_contacts`], the pairs searched within `radius` >= `min_distance` (Å): on success, how
/// far every atom may move before a pair could come closer than `min_distance`: half the
/// smallest gap between a system's closest pair (or `radius`, with no pair within it) and
/// `min_distance`.
pub fn contacts_clearance(batch: &Batch, min_distance: f64, radius: f64) -> Result<f64> {
    if min_distance <= 0.0 {
        return Ok(f64::INFINITY);
    }
    check_cell(batch, min_distance)?;
    let mut clearance = 0.5 * (radius - min_distance);
    for (s, sys) in batch.systems.iter().enumerate() {
        if let Some(c) = closest_contact(sys, radius).map_err(|e| e.in_system(s))? {
            if c.distance < min_distance {
                return Err(contact_error(sys, s, c, min_distance));
            }
            clearance = clearance.min(0.5 * (c.distance - min_distance));
        }
    }
    Ok(clearance)
}

/// Refuse a non-finite energy, per-atom energy, force or stress, naming the structure and atom.
pub fn check_results(batch: &Batch, res: &crate::backend::Results) -> Result<()> {
    let bad = |s: usize, what: String| Err(Error::System { system: s, msg: format!("the model gave a non-finite {what} (the structure is outside what it can describe)") });
    for s in 0..batch.len() {
        if !res.energy[s].is_finite() {
            return bad(s, format!("energy ({})", res.energy[s]));
        }
        for a in batch.atom_start[s]..batch.atom_start[s + 1] {
            if !res.forces.get(a).is_none_or(|f| f.iter().all(|x| x.is_finite())) || !res.energies.get(a).is_none_or(|e| e.is_finite()) {
                return bad(s, format!("force or energy on atom {}", a - batch.atom_start[s]));
            }
        }
        if res.stress[s].is_some_and(|st| !st.iter().all(|x| x.is_finite())) || res.virial.get(s).is_some_and(|w| w.is_some_and(|w| !w.iter().all(|x| x.is_finite()))) {
            return bad(s, "stress".into());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The GPU's memory is a budget as the host's is: its free bytes, and for WebGPU the largest
    /// buffer, refuse a batch before anything is uploaded, naming the device.
    #[test]
    fn a_batch_beyond_the_gpus_free_memory_or_largest_buffer_is_refused() {
        let model = crate::model::random::random_model(crate::model::random::ModelSpec::default(), 1);
        let cutoff = model.config.cutoff;
        // 216 atoms 2 Å apart in a periodic cube: about 2 × 216 × the cell's mean neighbours.
        let n = 6;
        let positions: Vec<[f64; 3]> = (0..n * n * n).map(|k| [(k % n) as f64 * 2.0, (k / n % n) as f64 * 2.0, (k / (n * n)) as f64 * 2.0]).collect();
        let box_len = 2.0 * n as f64;
        let sys = crate::system::System::periodic(vec![1; n * n * n], positions, [[box_len, 0.0, 0.0], [0.0, box_len, 0.0], [0.0, 0.0, box_len]], [true; 3]);
        let pairs = crate::neighbor::neighbor_list(&sys, cutoff).unwrap().n_edges() as u64;
        let batch = Batch::new(vec![sys]).unwrap();
        let atoms = batch.n_atoms() as u64;
        let need = bytes_needed(&model, atoms, pairs, 4);
        let buffer = device_buffer_bytes(&model, atoms, pairs);
        assert!(buffer < need);
        let gpu = |free: Option<u64>, max_buffer: Option<u64>| DeviceMemory { device: "cuda:0 Test GPU".into(), free, max_buffer };
        assert!(check_device_memory(&batch, &model, cutoff, &gpu(None, None)).is_ok());
        // Within twice the exact need the check may stop at a bound; at the need, it counts.
        assert!(check_device_memory(&batch, &model, cutoff, &gpu(Some(2 * need), Some(2 * buffer))).is_ok());
        assert!(check_device_memory(&batch, &model, cutoff, &gpu(Some(need), Some(buffer))).is_ok());
        let e = check_device_memory(&batch, &model, cutoff, &gpu(Some(need - 1), None)).unwrap_err().to_string();
        assert!(e.contains(&format!("216 atoms with {pairs} pairs")) && e.contains("of GPU memory") && e.contains("free on cuda:0 Test GPU"), "{e}");
        let e = check_device_memory(&batch, &model, cutoff, &gpu(Some(need), Some(buffer - 1))).unwrap_err().to_string();
        assert!(e.contains(&format!("{pairs} pairs")) && e.contains("cuda:0 Test GPU allows in one buffer"), "{e}");
        // The largest buffer is an atom's [V|W] or an edge's radial basis, whichever is larger.
        let c = &model.config;
        assert_eq!(device_buffer_bytes(&model, 1000, 0), 4 * 6 * c.n_atom_basis as u64 * 1000);
        assert_eq!(device_buffer_bytes(&model, 0, 1000), 4 * 1000 * mlff_kernels::geometry::rbf_stride(c.n_rbf).max(8) as u64);
    }

    /// The quick estimate bounds what the check would count: a molecule stays under
    /// DEVICE_CHECK_BYTES (its GPU call skips the driver's query), and a batch the check
    /// would count beyond it is estimated beyond it too.
    #[test]
    fn the_device_check_threshold_bounds_the_need() {
        let model = crate::model::random::random_model(crate::model::random::ModelSpec::default(), 1);
        let cutoff = model.config.cutoff;
        let benzene = crate::structures::benzene();
        let small = Batch::new(vec![benzene.clone()]).unwrap();
        assert!(quick_bytes_needed(&small, &model, cutoff, 4) < DEVICE_CHECK_BYTES);
        let pairs = crate::neighbor::neighbor_list(&benzene, cutoff).unwrap().n_edges() as u64;
        assert!(bytes_needed(&model, 12, pairs, 4) <= quick_bytes_needed(&small, &model, cutoff, 4));
        // 60 000 benzenes: beyond it, as the exact count is.
        let many = Batch::new(vec![benzene; 60_000]).unwrap();
        assert!(bytes_needed(&model, 12 * 60_000, 60_000 * pairs, 4) > DEVICE_CHECK_BYTES);
        assert!(quick_bytes_needed(&many, &model, cutoff, 4) > DEVICE_CHECK_BYTES);
    }

    #[test]
    fn the_room_under_a_resource_limit_is_the_limit_less_the_use() {
        let limits = "Limit                     Soft Limit           Hard Limit           Units\n\
                      Max data size             unlimited            unlimited            bytes\n\
                      Max address space         4294967296           unlimited            bytes\n";
        let status = "Name:\tmlff\nVmSize:\t  1048576 kB\nVmData:\t   524288 kB\n";
        assert_eq!(limit_room(limits, "Max address space", status, "VmSize:"), Some(3 << 30));
        assert_eq!(limit_room(limits, "Max data size", status, "VmData:"), None);
        assert_eq!(proc_field("MemTotal: 100 kB\nMemAvailable:    2048 kB\n", "MemAvailable:"), Some(2 << 20));
        // The budget is never more than what the host has available.
        let available = proc_field(&std::fs::read_to_string("/proc/meminfo").unwrap_or_default(), "MemAvailable:");
        assert!(available.is_none_or(|a| default_max_memory() <= a));
    }
}
