//! Molecular dynamics on a GPU backend ([`CubeBackend`]): positions, velocities and forces stay
//! on the device; a block of steps launches kernels only, and the host reads the state back at
//! the reports ([`Dynamics::snapshot`]). Its read-backs are awaited: natively [`Dynamics`] blocks
//! on them; a browser drives [`CubeDynamics`] through its async methods
//! ([`CubeBackend::dynamics_async`]).
use cubecl::prelude::*;
use cubecl::server::Handle;
use mlff_kernels::small_list::{self, small_list, small_list_deferred, Build, ReverseJob, SmallList, SmallPlan};
use mlff_kernels::{md, readout, Device};

use crate::backend::dynamics::{interrupted, stop_requested, Dynamics, MdBackend};
use crate::backend::integrator::{degrees_of_freedom, Settings, Snapshot, INTEGRATION_STAGE, WARM_UP_STEPS};
use crate::backend::cube::{f32_at, f32_to_f64, f32_triples, on_device_thread, CubeBackend, DeviceGraph, DeviceOutputs, DeviceSystem, Instant, NextHalf, StepHooks, Stopwatch, COMPACT_MIN_ROW};
use crate::backend::{Backend, MemoryStats, Request};
use crate::error::Result;
use crate::neighbor::half_skin_squared;
use crate::system::Batch;
use crate::units::AMU_A2_PER_FS2_EV;

/// Molecular dynamics with positions, velocities and forces on the device (see [`crate::md`]):
/// per step the first half-step kernel (which also measures each atom's displacement since the
/// list was built), a one-cube maximum whose 4 bytes are the only read-back, a neighbour-list
/// rebuild when an atom has moved by half the skin, the model, the second half kick and the
/// thermostat. Inside a block of steps the forces launch also does the next step's first half
/// (`NextHalf`). Positions are f32 with a Kahan compensation term for the drifts.
pub struct CubeDynamics<'a, R: Runtime> {
    b: &'a mut CubeBackend<R>,
    batch: Batch,
    masses: Vec<f64>,
    sys: DeviceSystem,
    system_of: Handle,
    ndof: Handle,
    alpha: Handle,
    /// Energy the CSVR thermostat has taken out of each system (eV).
    heat: Handle,
    x: Handle,
    x_lo: Handle,
    v: Handle,
    inv_m: Handle,
    x_ref: Handle,
    disp2: Handle,
    max_d2: Handle,
    graph: DeviceGraph,
    out: DeviceOutputs,
    settings: Settings,
    step: u64,
    list_builds: u64,
    /// The last step's second half kick is still to be applied (NVE and Langevin fold it into
    /// the next step's first kick, which uses the same forces; see [`Dynamics::advance`]).
    kick_pending: bool,
    /// The next step's first half was done by this step's forces launch ([`NextHalf`]).
    opened: bool,
    /// One system small enough: the small list, rebuilt when needed as the device decides.
    small: Option<MdSmall>,
    stop: Option<crate::backend::dynamics::Stop>,
}

/// MD on the small neighbour list (`mlff_kernels::small_list`): each step launches it, or where
/// it is padded ([`MdSmall::padded`]) the model's first kernel fills it; it builds only where an
/// atom has moved by half the skin, so no step waits for the host.
/// Its status words are read once per block of steps ([`Dynamics::advance`]): a list that
/// outgrew its capacity (its rows were left empty) sends the block back to its start, with a
/// larger list.
struct MdSmall {
    plan: SmallPlan,
    list: SmallList,
    /// The next launch starts the status words afresh.
    reset: bool,
    /// Builds counted before the status words were last reset.
    builds_before: u64,
    /// x, x_lo, v, forces and per-atom energies at the start of the block.
    saved: [Handle; 5],
    /// The tuning's `tight_md_list`: the first build's room (its edges, or a padded
    /// list's longest row).
    tight: Option<usize>,
    /// The list is padded ([`SmallList::padded`]: its rows filled by the model's first kernel,
    /// so a step launches nothing for it).
    padded: bool,
    /// The tuning's override of the padding rule ([`MdSmall::wants_padding`]).
    padded_rows: Option<bool>,
    /// The most room a row of a padded list takes ([`MdSmall::wants_padding`]).
    max_row_room: usize,
    /// The list has a skin (see [`DeviceGraph::skin`]).
    skin: bool,
    /// The steps' first halves flag the skin check for the list ([`small_list::ST_MOVED`],
    /// [`md::State::moved`]).
    flagged: bool,
    /// Edges of the first build, or the most of the builds that outgrew the list.
    edges: usize,
    /// Every ordered pair of a molecule, N(N−1); 0 for a periodic system, whose list is never
    /// complete (images).
    pairs: usize,
    /// The last build holds every pair ([`Self::pairs`]): no rebuild could
    /// change the list (a pair beyond the cutoff adds exact zeros), so the steps do not launch
    /// it. The launch at each block's end still checks the positions and rebuilds when an atom
    /// has moved by half the skin; a build that drops a pair ends the skipping.
    complete: bool,
}

impl MdSmall {
    fn graph(&self) -> DeviceGraph {
        DeviceGraph::padded(&self.list, self.skin, self.edges)
    }

    /// Room for a list whose builds needed up to `max_edges` edges (a quarter more: MD's edge
    /// count moves from build to build).
    fn room(max_edges: usize) -> usize {
        max_edges + max_edges / 4 + 64
    }

    /// Room a row of a padded list whose builds' rows held up to `max_row` edges (half as many
    /// more: a row's count moves more from build to build than the list's).
    fn row_room(max_row: usize) -> usize {
        max_row + max_row / 2 + 8
    }

    /// A new list for `n` atoms with `room`: edges, or a padded list's edges a row.
    fn make<R: Runtime>(&self, client: &Device<R>, n: usize, room: usize) -> SmallList {
        if self.padded {
            SmallList::padded(client, n, room)
        } else {
            SmallList::new(client, n, room)
        }
    }

    /// After builds that overflowed (`st`): the room the next list takes ([`Self::make`]). A
    /// padded list whose rows outgrew [`Self::max_row_room`] becomes a packed one.
    fn regrow(&mut self, st: &small_list::SmallStatus) -> usize {
        if self.padded && MdSmall::row_room(st.max_row) > self.max_row_room && self.padded_rows.is_none() {
            self.padded = false;
        }
        if self.padded {
            MdSmall::row_room(st.max_row)
        } else {
            MdSmall::room(st.max_edges)
        }
    }

    /// After the first build, packed, of `edges` edges (`list`): whether the list is to be padded
    /// (the tuning's `padded_rows`, else the rule), and with what room a row. The rule: where the steps'
    /// skin check is flagged, the model's kernels compact the rows (so they skip the padding as
    /// they skip the skin's edges: [`COMPACT_MIN_ROW`]), a row's room stays within the narrowest
    /// cube that compacts it ([`Self::max_row_room`]) and the fused kernels still take the list.
    async fn wants_padding<R: Runtime>(&self, b: &CubeBackend<R>, n: usize, edges: usize) -> Result<Option<usize>> {
        if !self.flagged || self.padded_rows == Some(false) {
            return Ok(None);
        }
        let starts = bytemuck::pod_collect_to_vec::<u8, u32>(&b.read_back(vec![self.list.row_ptr.clone()]).await?[0]);
        let max_row = starts.windows(2).take(n).map(|w| w[1].saturating_sub(w[0]) as usize).max().unwrap_or(0);
        let room = MdSmall::row_room(max_row);
        let good = b.client.tuning.compact_rows.unwrap_or(edges >= COMPACT_MIN_ROW * n) && room <= self.max_row_room && b.use_fused(n, n * room);
        Ok(self.padded_rows.unwrap_or(good).then_some(room))
    }

    /// A new list with `room` ([`Self::make`]), built afresh by the next launch (NaN reference
    /// positions, status words reset), `builds_before` builds counted so far; its graph.
    fn restart<R: Runtime>(&mut self, client: &Device<R>, n: usize, room: usize, builds_before: u64, x_ref: &Handle) -> DeviceGraph {
        self.list = self.make(client, n, room);
        self.reset = true;
        self.complete = false;
        self.builds_before = builds_before;
        readout::fill(client, x_ref, 3 * n, f32::NAN);
        self.graph()
    }

    /// The status words of the list's builds since the last reset (one read-back).
    async fn status<R: Runtime>(&self, b: &CubeBackend<R>, batch: &Batch, x: &Handle) -> Result<small_list::SmallStatus> {
        let words = bytemuck::pod_collect_to_vec::<u8, u32>(&b.read_back(vec![self.list.status.clone()]).await?[0]);
        small_list::check_async(&b.client, &self.plan, x, &words).await.map_err(|e| b.nl_error(batch, e))
    }

    /// After a build that fitted, of `edges` edges: whether the steps may skip the list
    /// ([`Self::complete`]).
    fn built(&mut self, edges: usize) {
        self.complete = self.pairs > 0 && edges == self.pairs;
    }

    /// Launch the list: a check of the skin, a build where an atom moved by half of it. Where the
    /// list takes three launches the third is returned, for the step's model to run
    /// ([`small_list_deferred`]).
    #[must_use = "a returned job must run before the forces and the next launch of the list"]
    fn launch<'a, R: Runtime>(&'a mut self, client: &Device<R>, x: &'a Handle, x_ref: &'a Handle, skin: f64) -> Option<ReverseJob<'a>> {
        let reset = std::mem::replace(&mut self.reset, false);
        small_list_deferred(client, &self.plan, x, &self.list, Build::Skin { x_ref, half_skin: skin / 2.0, reset, flagged: self.flagged })
    }
}

impl<'a, R: Runtime> CubeDynamics<'a, R> {
    /// What a block of steps changes, with lengths: x, x_lo, v, forces and per-atom energies.
    fn block_state(&self) -> [(Handle, usize); 5] {
        let n = self.sys.n_atoms;
        let forces = self.out.forces.clone().expect("forces were requested");
        [(self.x.clone(), 3 * n), (self.x_lo.clone(), 3 * n), (self.v.clone(), 3 * n), (forces, 3 * n), (self.out.energies.clone(), n)]
    }

    /// With the small list: the state at the start of a block, for [`Self::small_list_fitted`].
    fn save_state(&mut self) {
        let Some(s) = &self.small else { return };
        for ((from, len), to) in self.block_state().iter().zip(&s.saved) {
            md::copy(&self.b.client, from, to, *len);
        }
    }

    /// After a block of steps from step `start`: whether the small list fitted its capacity
    /// on every build (always, without it). If not, the block's steps used empty rows from that
    /// build on: the state goes back to the block's start, the list grows to the most edges any
    /// build needed, with room, and the block must be run again. Bad input (atoms on top of each
    /// other) is an error.
    async fn small_list_fitted(&mut self, start: u64) -> Result<bool> {
        let state = self.block_state();
        let Some(s) = &mut self.small else { return Ok(true) };
        if s.complete {
            // The block's steps skipped the list: check (and, if due, build) it once.
            if let Some(job) = s.launch(&self.b.client, &self.x, &self.x_ref, self.settings.skin) {
                job.launch(&self.b.client);
            }
        }
        let st = s.status(self.b, &self.batch, &self.x).await?;
        self.list_builds = s.builds_before + st.builds as u64;
        if st.overflows == 0 {
            s.built(st.edges);
            return Ok(true);
        }
        for ((to, len), from) in state.iter().zip(&s.saved) {
            md::copy(&self.b.client, from, to, *len);
        }
        let n = self.sys.n_atoms;
        self.out.energy = None;
        self.step = start;
        // The next launch builds the larger list.
        s.edges = st.max_edges;
        let room = s.regrow(&st);
        self.graph = s.restart(&self.b.client, n, room, self.list_builds, &self.x_ref);
        Ok(false)
    }

    async fn new(b: &'a mut CubeBackend<R>, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Self> {
        settings.validate()?;
        crate::backend::integrator::check_velocities(&batch, &velocities)?;
        let n = batch.n_atoms();
        let masses = crate::backend::integrator::masses(&batch);
        let inv_m: Vec<f32> = masses.iter().map(|m| (1.0 / (m * AMU_A2_PER_FS2_EV)) as f32).collect();
        let v: Vec<f32> = velocities.iter().flatten().map(|&x| x as f32).collect();
        let system_of: Vec<u32> = (0..batch.len()).flat_map(|s| std::iter::repeat_n(s as u32, batch.systems[s].len())).collect();
        let ndof: Vec<f32> = batch.systems.iter().map(|s| degrees_of_freedom(s.len()) as f32).collect();
        let x = b.upload_positions(&batch);
        let x_ref = b.buffer(3 * n);
        let list_cutoff = b.cutoff + settings.skin;
        let small = match b.small_plan(&batch, list_cutoff)? {
            Some(plan) => {
                let list = SmallList::new(&b.client, n, plan.first_capacity());
                let saved = [3 * n, 3 * n, 3 * n, 3 * n, n].map(|k| b.buffer(k));
                let system = &batch.systems[0];
                let pairs = if system.pbc.iter().any(|&p| p) { 0 } else { n * (n - 1) };
                // The integrator flags the skin check where the list takes three launches (the
                // one-cube list compares the positions itself).
                let flagged = settings.skin > 0.0 && small_list::split_for(&b.client, &plan);
                let mut s = MdSmall {
                    plan,
                    list,
                    reset: false,
                    builds_before: 0,
                    saved,
                    tight: None,
                    padded: false,
                    padded_rows: b.client.tuning.padded_rows,
                    // The message backward's narrowest cubes (its channel halves) are F threads.
                    max_row_room: b.f,
                    skin: settings.skin > 0.0,
                    edges: 0,
                    pairs,
                    complete: false,
                    flagged,
                };
                loop {
                    // NaN reference positions: the first launch builds (and then copies x).
                    readout::fill(&b.client, &x_ref, 3 * n, f32::NAN);
                    small_list(&b.client, &s.plan, &x, &s.list, Build::Skin { x_ref: &x_ref, half_skin: settings.skin / 2.0, reset: true, flagged: s.flagged });
                    let st = s.status(b, &batch, &x).await?;
                    if st.overflows != 0 {
                        let room = s.regrow(&st);
                        s.list = s.make(&b.client, n, room);
                        continue;
                    }
                    if !s.padded {
                        if let Some(room) = s.wants_padding(b, n, st.edges).await? {
                            // Built again, padded.
                            s.padded = true;
                            s.list = s.make(&b.client, n, room);
                            continue;
                        }
                    }
                    s.tight = b.client.tuning.tight_md_list.then_some(if s.padded { st.max_row } else { st.edges });
                    s.edges = st.edges;
                    s.built(st.edges);
                    break Some(s);
                }
            }
            None => None,
        };
        let graph = match &small {
            Some(s) => s.graph(),
            None => {
                md::copy(&b.client, &x, &x_ref, 3 * n);
                b.device_graph(&batch, &x, list_cutoff).await?
            }
        };
        let sys = b.upload_system(&batch);
        let mut watch = Stopwatch { backend: b, last: Instant::now() };
        let out = b.evaluate_model(&sys, &x, &graph, Request { forces: true, stress: false }, StepHooks::default(), &mut watch)?;
        let mut small = small;
        let mut graph = graph;
        if let Some(s) = small.as_mut().filter(|s| s.tight.is_some()) {
            // Steps go on with a list of exactly the first build's room, built afresh.
            graph = s.restart(&b.client, n, s.tight.unwrap_or(1), 1, &x_ref);
        }
        Ok(CubeDynamics {
            system_of: b.upload_u32(&system_of),
            ndof: b.upload_f32(&ndof),
            alpha: b.buffer(batch.len()),
            heat: b.zeros(batch.len()),
            x_lo: b.zeros(3 * n),
            v: b.upload_f32(&v),
            inv_m: b.upload_f32(&inv_m),
            disp2: b.buffer(n),
            max_d2: b.buffer(1),
            b,
            batch,
            masses,
            sys,
            x,
            x_ref,
            graph,
            out,
            settings,
            step: 0,
            list_builds: 1,
            kick_pending: false,
            opened: false,
            small,
            stop: None,
        })
    }

    /// One step. `open_next`: the forces' launch also does the next step's first half where
    /// the thermostat allows (not CSVR, whose second half needs the new kinetic energy); a
    /// block's last step does not, so that the reports see whole steps.
    async fn one_step(&mut self, open_next: bool) -> Result<()> {
        let st = self.settings;
        let client = &self.b.client;
        let n = self.sys.n_atoms;
        let k = st.step_constants();
        let (half_dt, kt) = (k.half_dt as f32, k.kt as f32);
        let step = self.step as u32;
        let forces = self.out.forces.as_ref().expect("forces were requested");
        let mut watch = Stopwatch { backend: self.b, last: Instant::now() };
        let (c1, langevin) = (k.langevin_c1.unwrap_or(1.0) as f32, k.langevin_c1.is_some());
        let half_step = |step: u32, kick: f32| md::HalfStep { half_dt, kick, c1, kt, seed: k.seed, step, langevin };
        // The fields the first half updates (borrowed one by one: `self.out` changes below).
        // A small list in three launches reads its skin check from the flag this step's first half sets.
        let flag_status = self.small.as_ref().filter(|s| s.flagged).map(|s| s.list.status.clone());
        let moved = flag_status.as_ref().map(|status| md::Moved { status, half_skin2: small_list::half_skin2(st.skin / 2.0) });
        let state = md::State { x: &self.x, x_lo: &self.x_lo, v: &self.v, inv_m: &self.inv_m, x_ref: &self.x_ref, disp2: &self.disp2, moved };
        if !self.opened {
            let kick = if self.kick_pending { 2.0 * half_dt } else { half_dt };
            md::kick_drift(client, state, forces, n, half_step(step, kick));
        }
        self.kick_pending = false;
        self.opened = false;
        let has_small = self.small.is_some();
        let job = match self.small.as_mut().filter(|s| !s.complete) {
            Some(s) => {
                let job = s.launch(client, &self.x, &self.x_ref, st.skin);
                watch.lap("neighbour list");
                job
            }
            None => None,
        };
        let rebuild = if has_small {
            false
        } else if st.skin > 0.0 {
            md::max_reduce(client, &self.disp2, n, &self.max_d2);
            let bytes = self.b.read_back(vec![self.max_d2.clone()]).await?;
            let max_d2 = f32_at(&bytes[0]);
            max_d2.is_nan() || max_d2 >= half_skin_squared(st.skin)
        } else {
            true
        };
        watch.lap(INTEGRATION_STAGE);
        let last = watch.last;
        if rebuild {
            self.graph = self.b.device_graph(&self.batch, &self.x, self.b.cutoff + st.skin).await?;
            md::copy(&self.b.client, &self.x, &self.x_ref, 3 * n);
            self.list_builds += 1;
            Stopwatch { backend: self.b, last }.lap("neighbour list");
        }
        let mut watch = Stopwatch { backend: self.b, last: Instant::now() };
        // This step's second half kick and the next step's first (same forces): dt.
        let then = (open_next && k.csvr_c.is_none()).then_some(NextHalf { state, p: half_step(step + 1, 2.0 * half_dt) });
        let opened = then.is_some();
        let hooks = StepHooks { next_half: then, list_job: job, ..Default::default() };
        let out = self.b.evaluate_model(&self.sys, &self.x, &self.graph, Request { forces: true, stress: false }, hooks, &mut watch)?;
        self.out = out;
        let client = &self.b.client;
        let forces = self.out.forces.as_ref().expect("forces were requested");
        if let Some(c) = k.csvr_c {
            md::kick(client, &self.v, forces, &self.inv_m, n, half_dt);
            let p = md::Csvr { c: c as f32, kt, seed: k.csvr_seed, step };
            md::csvr_alpha(client, &self.v, &self.inv_m, n, &self.sys.start, &self.ndof, &self.alpha, &self.heat, self.sys.n_systems, p);
            md::scale(client, &self.v, &self.system_of, &self.alpha, n, self.sys.n_systems);
        } else if opened {
            self.opened = true;
        } else {
            self.kick_pending = true;
        }
        watch.lap(INTEGRATION_STAGE);
        self.step += 1;
        Ok(())
    }
}

impl<R: Runtime> MdBackend for CubeBackend<R> {
    fn dynamics<'a>(&'a mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Box<dyn Dynamics + 'a>> {
        Ok(Box::new(cubecl::future::block_on(CubeDynamics::new(self, batch, velocities, settings))?))
    }

    fn warm_up_dynamics(&mut self, batch: &Batch, velocities: &[[f64; 3]], settings: Settings) -> Result<()> {
        cubecl::future::block_on(CubeDynamics::new(self, batch.clone(), velocities.to_vec(), settings))?.advance(WARM_UP_STEPS)
    }
}

impl<R: Runtime> CubeBackend<R> {
    /// [`MdBackend::dynamics`] for a caller that cannot block on the device (a browser): the
    /// same dynamics, driven through [`CubeDynamics::advance_async`] and
    /// [`CubeDynamics::snapshot_async`]. The batch is validated; its elements must be the model's
    /// (`Calculator::dynamics_async` checks them).
    pub async fn dynamics_async(&mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<CubeDynamics<'_, R>> {
        CubeDynamics::new(self, batch, velocities, settings).await
    }
}

impl<R: Runtime> CubeDynamics<'_, R> {
    /// [`Dynamics::advance`], its read-backs awaited.
    pub async fn advance_async(&mut self, steps: u64) -> Result<()> {
        loop {
            let start = self.step;
            self.save_state();
            for i in 0..steps {
                if stop_requested(&self.stop) {
                    return Err(interrupted(self.step));
                }
                self.one_step(i + 1 < steps).await?;
            }
            // The reports see whole steps.
            if self.kick_pending {
                let forces = self.out.forces.as_ref().expect("forces were requested");
                let half_dt = self.settings.step_constants().half_dt as f32;
                md::kick(&self.b.client, &self.v, forces, &self.inv_m, self.sys.n_atoms, half_dt);
                self.kick_pending = false;
            }
            if self.small_list_fitted(start).await? {
                return Ok(());
            }
        }
    }

    /// [`Dynamics::snapshot`], its read-back awaited.
    pub async fn snapshot_async(&mut self) -> Result<Snapshot> {
        let n = self.sys.n_atoms;
        let forces = self.out.forces.clone().expect("forces were requested");
        if self.out.energy.is_none() {
            self.b.sum_energy(&self.sys, &mut self.out);
        }
        let energy = self.out.energy.clone().expect("summed");
        let bytes = self.b.read_back(vec![self.x.clone(), self.v.clone(), forces, energy, self.heat.clone()]).await?;
        let s = Snapshot {
            step: self.step,
            positions: f32_triples(&bytes[0], n),
            velocities: f32_triples(&bytes[1], n),
            forces: f32_triples(&bytes[2], n),
            potential: f32_to_f64(&bytes[3], self.sys.n_systems),
            thermostat_heat: f32_to_f64(&bytes[4], self.sys.n_systems),
            kinetic: Vec::new(),
            temperature: Vec::new(),
            list_builds: self.list_builds,
        };
        Ok(s.finish(&self.batch, &self.masses))
    }
}

impl<R: Runtime> Dynamics for CubeDynamics<'_, R> {
    fn advance(&mut self, steps: u64) -> Result<()> {
        let client = self.b.client.clone();
        on_device_thread(&client, self.b.info.backend, || cubecl::future::block_on(self.advance_async(steps)))
    }

    fn snapshot(&mut self) -> Result<Snapshot> {
        cubecl::future::block_on(self.snapshot_async())
    }

    fn set_stop(&mut self, stop: Option<crate::backend::dynamics::Stop>) {
        self.stop = stop;
    }

    fn memory(&self) -> Option<MemoryStats> {
        self.b.memory()
    }
}

