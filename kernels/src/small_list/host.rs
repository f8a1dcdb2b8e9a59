//! The small list's entry points on the host: one launch of one cube, or three launches of many
//! cubes ([`split_for`]), the second and third of which may be left to the caller
//! ([`small_list_deferred`]).
use cubecl::prelude::*;
use cubecl::server::Handle;

use super::split::count_launch;
use super::*;
use crate::launch::arg;
use crate::neighbor_list::SYS_F;
use crate::tuning::Device;

/// Threads of the one cube: the most of 1 024, 512 and 256 the device allows per cube.
pub fn small_threads<R: Runtime>(client: &ComputeClient<R>) -> usize {
    let max = client.properties().hardware.max_units_per_cube as usize;
    [1024, 512].into_iter().find(|&t| t <= max).unwrap_or(256)
}

/// Whether `plan`'s list is built in three launches of many cubes ([`SPLIT_MIN_PAIRS`]) rather
/// than one cube, unless the device's tuning says which.
pub fn split_for<R: Runtime>(client: &Device<R>, plan: &SmallPlan) -> bool {
    client.tuning.small_split.unwrap_or(plan.pair_images() > SPLIT_MIN_PAIRS)
}

/// The small list over `positions [N][3]`: one launch of one cube, or three of many
/// ([`split_for`]).
pub fn small_list<R: Runtime>(client: &Device<R>, plan: &SmallPlan, positions: &Handle, list: &SmallList, build: Build) {
    small_list_with(client, plan, positions, list, build, split_for(client, plan), false);
}

/// [`small_list`], but where it takes three launches the second (the fill) and the third (the
/// reverse index and the reference positions after a build) are left to the caller: the
/// [`ReverseJob`] returned, which must run (its own launch, [`ReverseJob::launch`], or inside
/// kernels of the caller's, [`fill_rows`] then [`reverse_row`]) before anything reads the list,
/// and before the next launch of the list. MD hands the fill to the step's first block and the
/// rest to its first message backward: a step without a build then takes one launch of the list,
/// not three.
#[must_use = "a returned job must run before the list is read and before the next launch of the list"]
pub fn small_list_deferred<'a, R: Runtime>(client: &Device<R>, plan: &'a SmallPlan, positions: &'a Handle, list: &'a SmallList, build: Build<'a>) -> Option<ReverseJob<'a>> {
    let x_ref = match build {
        Build::Fresh => None,
        Build::Skin { x_ref, .. } => Some(x_ref),
    };
    small_list_with(client, plan, positions, list, build, split_for(client, plan), true).then_some(ReverseJob { plan, list, positions, x_ref, fill: true })
}

/// [`small_list`] in three launches of many cubes (`split`) or one launch of one cube: the same
/// list either way.
pub fn small_list_on<R: Runtime>(client: &ComputeClient<R>, plan: &SmallPlan, positions: &Handle, list: &SmallList, build: Build, split: bool) {
    small_list_with(client, plan, positions, list, build, split, false);
}

/// [`small_list_on`]; `deferred`: where the list takes three launches, the second and the third
/// are left to the caller ([`small_list_deferred`]). Returns whether they were.
fn small_list_with<R: Runtime>(client: &ComputeClient<R>, plan: &SmallPlan, positions: &Handle, list: &SmallList, build: Build, split: bool, deferred: bool) -> bool {
    let n = plan.n_atoms;
    let cap = list.capacity;
    let (x_ref, half_skin2, reset, skin) = match build {
        Build::Fresh => (&list.keys, 0.0f32, true, false),
        Build::Skin { x_ref, half_skin, reset, .. } => (x_ref, half_skin2(half_skin), reset, true),
    };
    let flagged = matches!(build, Build::Skin { flagged: true, .. });
    let x_ref_len = if skin { 3 * n } else { cap };
    let cutoff2 = plan.cutoff2();
    if list.is_padded() {
        assert!(flagged, "a padded small list takes MD's flagged builds only");
        if reset {
            // SAFETY: `status` holds STATUS_LEN words.
            unsafe {
                small_reset_kernel::launch_unchecked::<R>(client, CubeCount::Static(1, 1, 1), CubeDim::new_1d(1), arg(&list.status, STATUS_LEN));
            }
        }
    }
    if list.is_padded() || split {
        if !list.is_padded() {
            count_launch(client, plan, positions, list, x_ref, x_ref_len, half_skin2, reset, skin, flagged);
        }
        if !deferred {
            ReverseJob { plan, list, positions, x_ref: skin.then_some(x_ref), fill: true }.launch(client);
        }
        return deferred;
    }
    let threads = small_threads(client);
    // SAFETY: the list's buffers have the lengths of `SmallList::new(n, cap)`, positions and
    // x_ref hold N×3 f32 (x_ref is not touched without `skin`); the kernel writes edges below
    // `capacity` only and guards every atom index by N.
    unsafe {
        small_list_kernel::launch_unchecked::<R>(
            client,
            CubeCount::Static(1, 1, 1),
            CubeDim::new_1d(threads as u32),
            arg(positions, 3 * n),
            arg(x_ref, x_ref_len),
            arg(&plan.sys_f_h, SYS_F),
            arg(&list.row_ptr, n + 1),
            arg(&list.receivers, cap),
            arg(&list.senders, cap),
            arg(&list.shifts, 3 * cap),
            arg(&list.reverse, cap),
            arg(&list.keys, cap),
            arg(&list.status, STATUS_LEN),
            n as u32,
            plan.reach[0],
            plan.reach[1],
            plan.reach[2],
            cap.min(u32::MAX as usize) as u32,
            cutoff2,
            half_skin2,
            reset as u32,
            skin,
            threads,
            crate::launch::cuda_warps(client),
        )
    }
    false
}
