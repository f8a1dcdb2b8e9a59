//! Molecular dynamics: the integrators against known answers (time reversibility, second order,
//! an ideal gas at the thermostat's temperature, Maxwell–Boltzmann initial velocities), and every
//! backend's device-resident integration against the f64 host integration, draw for draw.
mod common;

use common::{open_backend, random_cluster, random_model, random_periodic, rel_rms, ModelSpec};
use mlff::backend::cpu::CpuBackend;
use mlff::md::{self, maxwell_boltzmann, MdBackend, Settings, Snapshot, Thermostat};
use mlff::units::AMU_A2_PER_FS2_EV;
use mlff::{Batch, System};

fn settings(thermostat: Thermostat, dt: f64, skin: f64) -> Settings {
    Settings { dt, thermostat, temperature: 300.0, seed: 17, skin }
}

fn run(backend: &mut dyn MdBackend, batch: &Batch, v: &[[f64; 3]], st: Settings, steps: u64) -> Snapshot {
    run_blocks(backend, batch, v, st, 1, steps)
}

/// `blocks` blocks of `each` steps (each `advance` call a block: its own list check and reports).
fn run_blocks(backend: &mut dyn MdBackend, batch: &Batch, v: &[[f64; 3]], st: Settings, blocks: u64, each: u64) -> Snapshot {
    let mut d = backend.dynamics(batch.clone(), v.to_vec(), st).unwrap();
    for _ in 0..blocks {
        d.advance(each).unwrap();
    }
    d.snapshot().unwrap()
}

fn flat(v: &[[f64; 3]]) -> Vec<f64> {
    v.iter().flatten().copied().collect()
}

/// Two runs' snapshots alike bit for bit: positions, velocities, forces and energies.
fn assert_same_state(a: &Snapshot, b: &Snapshot, label: &str) {
    assert_eq!(flat(&a.positions), flat(&b.positions), "{label}: positions");
    assert_eq!(flat(&a.velocities), flat(&b.velocities), "{label}: velocities");
    assert_eq!(flat(&a.forces), flat(&b.forces), "{label}: forces");
    assert_eq!(a.potential, b.potential, "{label}: energies");
}

/// A batch with a molecule and a triclinic cell, and 300 K velocities.
fn test_batch() -> (Batch, Vec<[f64; 3]>) {
    let batch = Batch::new(vec![random_cluster(10, 3), random_periodic(8, 5.0, 4)]).unwrap();
    let v = maxwell_boltzmann(&batch, &md::masses(&batch), 300.0, 5);
    (batch, v)
}

/// Each system of [`test_batch`] alone, with its velocities.
fn test_systems_alone() -> Vec<(Batch, Vec<[f64; 3]>)> {
    let (pair, v_pair) = test_batch();
    (0..pair.len()).map(|s| (Batch::new(vec![pair.systems[s].clone()]).unwrap(), v_pair[pair.atom_start[s]..pair.atom_start[s + 1]].to_vec())).collect()
}

#[test]
fn maxwell_boltzmann_has_the_temperature_and_no_drift() {
    let (batch, v) = test_batch();
    let m = md::masses(&batch);
    for s in 0..batch.len() {
        let r = batch.atom_start[s]..batch.atom_start[s + 1];
        let t = md::temperature(md::kinetic_energy(&m[r.clone()], &v[r.clone()]), r.len());
        assert!((t - 300.0).abs() < 1e-9, "system {s}: {t} K");
        for k in 0..3 {
            let p: f64 = r.clone().map(|a| m[a] * v[a][k]).sum();
            assert!(p.abs() < 1e-12, "system {s}: momentum {p}");
        }
    }
    // Seeded: the same seed gives the same velocities, another seed others.
    assert_eq!(v, maxwell_boltzmann(&batch, &m, 300.0, 5));
    assert_ne!(v, maxwell_boltzmann(&batch, &m, 300.0, 6));
}

#[test]
fn initial_velocities_are_the_given_ones_unless_a_draw_is_asked_for() {
    let (batch, given) = test_batch();
    let m = md::masses(&batch);
    let draw = |t: f64| maxwell_boltzmann(&batch, &m, t, 9);
    assert_eq!(md::initial_velocities(&batch, Some(given.clone()), 1, None, 300.0, 9), given);
    // An initial temperature asked for, replicas (copies need their own velocities) or no
    // velocities at all: a seeded draw, at the initial temperature if given, else the thermostat's.
    assert_eq!(md::initial_velocities(&batch, Some(given.clone()), 1, Some(50.0), 300.0, 9), draw(50.0));
    assert_eq!(md::initial_velocities(&batch, Some(given), 2, None, 300.0, 9), draw(300.0));
    assert_eq!(md::initial_velocities(&batch, None, 1, None, 120.0, 9), draw(120.0));
}

#[test]
fn velocity_verlet_is_time_reversible_in_f64() {
    let model = random_model(ModelSpec::default(), 1);
    let mut cpu = CpuBackend::<f64>::new(&model);
    let (batch, v) = test_batch();
    let st = settings(Thermostat::Nve, 0.5, 0.4);
    let fwd = run(&mut cpu, &batch, &v, st, 100);
    assert!(fwd.list_builds > 1, "the run should rebuild the list at least once");
    let mut back = batch.clone();
    let mut a = 0;
    for s in back.systems.iter_mut() {
        for p in s.positions.iter_mut() {
            *p = fwd.positions[a];
            a += 1;
        }
    }
    let minus: Vec<[f64; 3]> = fwd.velocities.iter().map(|v| v.map(|x| -x)).collect();
    let rev = run(&mut cpu, &back, &minus, st, 100);
    let start: Vec<[f64; 3]> = batch.systems.iter().flat_map(|s| s.positions.clone()).collect();
    let moved = flat(&fwd.positions).iter().zip(flat(&start)).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max);
    let err = flat(&rev.positions).iter().zip(flat(&start)).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max);
    let verr = flat(&rev.velocities).iter().zip(flat(&v)).map(|(a, b)| (a + b).abs()).fold(0.0, f64::max);
    assert!(moved > 0.05, "atoms moved only {moved} Å");
    assert!(err < 1e-10, "positions after forward + backward differ by {err:e} Å");
    assert!(verr < 1e-10, "velocities after forward + backward differ by {verr:e} Å/fs");
}

/// Largest |E_total(t) - E_total(0)| over a run of `time` fs, sampled every 2 fs.
fn energy_error(cpu: &mut CpuBackend<f64>, batch: &Batch, v: &[[f64; 3]], dt: f64, time: f64) -> f64 {
    let mut d = cpu.dynamics(batch.clone(), v.to_vec(), settings(Thermostat::Nve, dt, 0.5)).unwrap();
    let total = |s: &Snapshot| s.potential.iter().sum::<f64>() + s.kinetic.iter().sum::<f64>();
    let e0 = total(&d.snapshot().unwrap());
    let mut worst: f64 = 0.0;
    for _ in 0..(time / 2.0).round() as usize {
        d.advance((2.0 / dt).round() as u64).unwrap();
        worst = worst.max((total(&d.snapshot().unwrap()) - e0).abs());
    }
    worst
}

#[test]
fn velocity_verlet_energy_error_is_second_order() {
    let model = random_model(ModelSpec { features: 16, ..Default::default() }, 2);
    let mut cpu = CpuBackend::<f64>::new(&model);
    let batch = Batch::new(vec![random_cluster(8, 11)]).unwrap();
    let v = maxwell_boltzmann(&batch, &md::masses(&batch), 300.0, 3);
    let coarse = energy_error(&mut cpu, &batch, &v, 0.2, 20.0);
    let fine = energy_error(&mut cpu, &batch, &v, 0.1, 20.0);
    let ratio = coarse / fine;
    assert!(coarse > 0.0 && coarse < 1e-2, "energy error {coarse} eV at 0.2 fs");
    assert!((3.0..5.5).contains(&ratio), "halving dt divided the energy error by {ratio} (second order: 4)");
}

/// One atom per system: an ideal gas (no atom ever has a neighbour), whose temperature under a
/// thermostat must average to the target.
fn ideal_gas() -> Batch {
    Batch::new((0..300).map(|a| System::molecule(vec![[1, 6, 8][a % 3]], vec![[0.1 * a as f64, 0.0, 0.0]])).collect()).unwrap()
}

fn mean_temperature(thermostat: Thermostat) -> f64 {
    let model = random_model(ModelSpec { features: 8, ..Default::default() }, 3);
    let mut cpu = CpuBackend::<f64>::new(&model);
    let batch = ideal_gas();
    let v = maxwell_boltzmann(&batch, &md::masses(&batch), 100.0, 9);
    let mut d = cpu.dynamics(batch, v, Settings { temperature: 300.0, ..settings(thermostat, 1.0, 0.5) }).unwrap();
    d.advance(200).unwrap();
    let mut sum = 0.0;
    for _ in 0..1000 {
        d.advance(1).unwrap();
        let s = d.snapshot().unwrap();
        assert!(s.forces.iter().flatten().all(|&f| f == 0.0), "an ideal gas has no forces");
        sum += s.temperature.iter().sum::<f64>() / s.temperature.len() as f64;
    }
    sum / 1000.0
}

#[test]
fn langevin_thermalises_an_ideal_gas() {
    let t = mean_temperature(Thermostat::Langevin { friction: 0.1 });
    assert!((t / 300.0 - 1.0).abs() < 0.02, "mean temperature {t} K");
}

#[test]
fn csvr_thermalises_an_ideal_gas() {
    let t = mean_temperature(Thermostat::Csvr { tau: 5.0 });
    assert!((t / 300.0 - 1.0).abs() < 0.02, "mean temperature {t} K");
}

/// CSVR conserves E_pot + E_kin + the heat it took out, as NVE conserves the total energy.
#[test]
fn csvr_conserves_energy_plus_the_heat_it_took() {
    let model = random_model(ModelSpec { features: 16, ..Default::default() }, 2);
    let mut cpu = CpuBackend::<f64>::new(&model);
    let batch = Batch::new(vec![random_cluster(8, 11)]).unwrap();
    let v = maxwell_boltzmann(&batch, &md::masses(&batch), 300.0, 3);
    let mut d = cpu.dynamics(batch, v, Settings { temperature: 600.0, ..settings(Thermostat::Csvr { tau: 2.0 }, 0.1, 0.5) }).unwrap();
    let conserved = |s: &Snapshot| s.potential[0] + s.kinetic[0] + s.thermostat_heat[0];
    let s0 = d.snapshot().unwrap();
    d.advance(200).unwrap();
    let s1 = d.snapshot().unwrap();
    let total = |s: &Snapshot| s.potential[0] + s.kinetic[0];
    assert!((total(&s1) - total(&s0)).abs() > 1e-3, "the thermostat should have changed the energy: {} eV", total(&s1) - total(&s0));
    assert!((conserved(&s1) - conserved(&s0)).abs() < 1e-4, "conserved quantity moved by {} eV", conserved(&s1) - conserved(&s0));
}

#[test]
fn nve_keeps_an_ideal_gas_at_its_temperature() {
    let t = mean_temperature(Thermostat::Nve);
    assert!((t - 100.0).abs() < 1e-9, "temperature {t} K");
}

#[test]
fn bad_settings_are_refused() {
    let model = random_model(ModelSpec { features: 8, ..Default::default() }, 3);
    let mut cpu = CpuBackend::<f64>::new(&model);
    let (batch, v) = test_batch();
    let ok = settings(Thermostat::Nve, 0.5, 0.5);
    for bad in [
        Settings { dt: -0.5, ..ok },
        Settings { dt: 0.0, ..ok },
        Settings { dt: f64::NAN, ..ok },
        Settings { temperature: -1.0, ..ok },
        Settings { skin: -0.1, ..ok },
        Settings { thermostat: Thermostat::Langevin { friction: 0.0 }, ..ok },
        Settings { thermostat: Thermostat::Csvr { tau: -5.0 }, ..ok },
    ] {
        assert!(cpu.dynamics(batch.clone(), v.clone(), bad).is_err(), "{bad:?} was accepted");
    }
    assert!(cpu.dynamics(batch.clone(), v[1..].to_vec(), ok).is_err(), "missing velocity accepted");
    // Kinetic energy unit: 1 amu at 1 Å/fs carries AMU_A2_PER_FS2_EV / 2 eV.
    assert!((md::kinetic_energy(&[1.0], &[[1.0, 0.0, 0.0]]) - AMU_A2_PER_FS2_EV / 2.0).abs() < 1e-12);
}

/// Every backend's integration (on the device for the GPU backends) follows the f64 host
/// integration for 40 steps, with each thermostat, through neighbour-list rebuilds: a batch of
/// two systems, and each system alone (the GPU backends then use the one-launch list, decide
/// rebuilds on the device and check it every block of steps: here 4 blocks of 10).
pub fn check_dynamics_against_host(name: &str) {
    // F = 32: the fused kernels (and so the one-launch list) need F a multiple of 32.
    let model = random_model(ModelSpec { features: 32, ..Default::default() }, 21);
    let Some(mut backend) = open_backend(name, &model) else { return };
    let mut reference = CpuBackend::<f64>::new(&model);
    let (pair, v_pair) = test_batch();
    let mut cases = vec![(pair, v_pair, 1)];
    cases.extend(test_systems_alone().into_iter().map(|(batch, v)| (batch, v, 4)));
    for (batch, v, blocks) in cases {
        for thermostat in [Thermostat::Nve, Thermostat::Langevin { friction: 0.05 }, Thermostat::Csvr { tau: 10.0 }] {
            check_one_run(name, &mut *backend, &mut reference, &batch, &v, thermostat, blocks);
        }
    }
}

fn check_one_run(name: &str, backend: &mut dyn MdBackend, reference: &mut CpuBackend<f64>, batch: &Batch, v: &[[f64; 3]], thermostat: Thermostat, blocks: u64) {
    let st = settings(thermostat, 0.5, 0.1);
    let want = run(reference, batch, v, st, 40);
    let got = run_blocks(backend, batch, v, st, blocks, 40 / blocks);
    {
        let name = format!("{name} ({} systems)", batch.len());
        let name = name.as_str();
        let dx = flat(&got.positions).iter().zip(flat(&want.positions)).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max);
        let dv = rel_rms(&flat(&got.velocities), &flat(&want.velocities));
        let df = rel_rms(&flat(&got.forces), &flat(&want.forces));
        let de = got.potential.iter().zip(&want.potential).map(|(a, b)| (a - b).abs() / b.abs().max(1.0)).fold(0.0, f64::max);
        println!("{name} {thermostat:?}: positions {dx:.1e} Å, velocities {dv:.1e}, forces {df:.1e}, energy {de:.1e}, list builds {} (host {})", got.list_builds, want.list_builds);
        assert_eq!(got.step, 40);
        assert!(got.list_builds > 1 && want.list_builds > 1, "{name}: the run should rebuild its list");
        assert!(dx < 1e-4, "{name} {thermostat:?}: positions differ by {dx:e} Å");
        assert!(dv < 1e-3, "{name} {thermostat:?}: velocities differ by {dv:e}");
        assert!(df < 1e-3, "{name} {thermostat:?}: forces differ by {df:e}");
        assert!(de < 1e-5, "{name} {thermostat:?}: energies differ by {de:e}");
        // The heat the CSVR thermostat took out, as the host counts it (zero for the others).
        let dh = got.thermostat_heat.iter().zip(&want.thermostat_heat).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max);
        let scale = want.kinetic.iter().fold(1e-3, |m: f64, k| m.max(k.abs()));
        assert!(dh < 1e-4 * scale, "{name} {thermostat:?}: thermostat heat {:?} vs {:?}", got.thermostat_heat, want.thermostat_heat);
        if !matches!(thermostat, Thermostat::Csvr { .. }) {
            assert!(got.thermostat_heat.iter().all(|&h| h == 0.0), "{name} {thermostat:?}: heat {:?}", got.thermostat_heat);
        }
        let tw: Vec<f64> = want.temperature.clone();
        assert!(got.temperature.iter().zip(&tw).all(|(a, b)| (a - b).abs() < 1e-2 * b.max(1.0)), "{name}: temperatures {:?} vs {tw:?}", got.temperature);
    }
}

/// MD on the one-launch list (one system) whose list outgrows its room during a block of steps:
/// the block goes back to its start with a larger list, and the run is the one a list with room
/// from the start gives, bit for bit. Two atoms 5.5 Å apart approach (0.1 Å/fs): the list (cutoff
/// 4 Å, skin 0.1) starts empty (room for one edge in the tight run), their two edges appear after
/// ~30 steps.
pub fn check_list_rollback(name: &str) {
    let model = random_model(ModelSpec { features: 32, ..Default::default() }, 23);
    let tight = format!("{name}_tight");
    let (Some(mut roomy), Some(mut tight)) = (open_backend(name, &model), open_backend(&tight, &model)) else { return };
    let batch = Batch::new(vec![System::molecule(vec![8, 8], vec![[0.0, 0.0, 0.0], [5.5, 0.3, -0.2]])]).unwrap();
    let v = vec![[0.05, 0.0, 0.0], [-0.05, 0.0, 0.0]];
    let st = settings(Thermostat::Nve, 0.5, 0.1);
    let want = run(&mut *roomy, &batch, &v, st, 60);
    let got = run(&mut *tight, &batch, &v, st, 60);
    let host = run(&mut CpuBackend::<f64>::new(&model), &batch, &v, st, 60);
    let gap = |p: &[[f64; 3]]| ((p[1][0] - p[0][0]).powi(2) + (p[1][1] - p[0][1]).powi(2) + (p[1][2] - p[0][2]).powi(2)).sqrt();
    println!("{name}: gap {:.3} Å after 60 steps, list builds {} (tight {})", gap(&got.positions), want.list_builds, got.list_builds);
    assert!(gap(&want.positions) < 3.8, "{name}: the atoms should have come within the cutoff");
    assert!(got.list_builds > want.list_builds, "{name}: the tight list should have been rebuilt after its rollback");
    assert_eq!(flat(&got.positions), flat(&want.positions), "{name}: positions after the rollback");
    assert_eq!(flat(&got.velocities), flat(&want.velocities), "{name}: velocities after the rollback");
    assert_eq!(flat(&got.forces), flat(&want.forces), "{name}: forces after the rollback");
    let df = rel_rms(&flat(&got.forces), &flat(&host.forces));
    assert!(df < 1e-3 && flat(&got.forces).iter().any(|&f| f != 0.0), "{name}: forces {df:e} from the host's");
}

/// MD on a molecule whose one-launch list holds every pair launches the list only at each
/// block's end, not in the steps (`MdSmall::complete`), and follows the f64 host run: a compact
/// 6-atom molecule (every pair within the 4 Å cutoff throughout), and two atoms 3.9 Å apart that
/// fly apart (the pair leaves the cutoff and the skin during the first block, so the build at
/// its end drops it and the steps launch the list again). NVE and Langevin (the pair NVE only),
/// three blocks of 12 steps.
pub fn check_complete_list_alike(name: &str) {
    let model = random_model(ModelSpec { features: 32, ..Default::default() }, 31);
    let Some(mut backend) = open_backend(name, &model) else { return };
    let mut reference = CpuBackend::<f64>::new(&model);
    let compact = System::molecule(
        vec![6, 8, 1, 1, 1, 1],
        vec![[0.0, 0.0, 0.0], [1.43, 0.0, 0.0], [-0.36, 1.03, 0.0], [-0.36, -0.51, 0.89], [-0.36, -0.51, -0.89], [1.75, 0.9, 0.0]],
    );
    let compact = Batch::new(vec![compact]).unwrap();
    let v_compact = maxwell_boltzmann(&compact, &md::masses(&compact), 300.0, 7);
    let apart = Batch::new(vec![System::molecule(vec![8, 8], vec![[0.0, 0.0, 0.0], [3.9, 0.2, -0.1]])]).unwrap();
    let v_apart = vec![[-0.02, 0.0, 0.0], [0.02, 0.0, 0.0]];
    let both = [Thermostat::Nve, Thermostat::Langevin { friction: 0.05 }];
    // The pair's separation is NVE's (the Langevin friction would slow it).
    for (label, batch, v, thermostats) in [("compact", compact, v_compact, &both[..]), ("apart", apart, v_apart, &both[..1])] {
        for &thermostat in thermostats {
            let st = settings(thermostat, 0.5, 0.1);
            let got = run_blocks(&mut *backend, &batch, &v, st, 3, 12);
            let want = run(&mut reference, &batch, &v, st, 36);
            let label = format!("{name} {label} {thermostat:?}");
            let dx = flat(&got.positions).iter().zip(flat(&want.positions)).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max);
            let df = rel_rms(&flat(&got.forces), &flat(&want.forces));
            println!("{label}: list builds {} (host {}), positions {dx:.1e} Å, forces {df:.1e}", got.list_builds, want.list_builds);
            assert_eq!(got.step, 36);
            assert!(dx < 1e-4 && df < 1e-3, "{label}: positions {dx:e} Å, forces {df:e} from the host's");
            if batch.n_atoms() == 2 {
                // The first build and one at each block's end, and more: once the pair was
                // dropped, the steps launched the list again (0.01 Å a step, half the skin 0.05).
                assert!(got.list_builds > 4, "{label}: the steps should have launched the list after it lost its pair");
            }
        }
    }
}

#[test]
fn wgpu_complete_list_alike() {
    check_complete_list_alike("wgpu");
}

#[test]
fn cuda_complete_list_alike() {
    check_complete_list_alike("cuda");
}

/// A run after [`MdBackend::warm_up_dynamics`] (its kernels compiled by a dropped copy of the
/// dynamics) gives the run on a fresh backend, bit for bit, with the same steps and list builds:
/// the batch of two systems and one system alone (the one-launch list), NVE, Langevin and CSVR.
pub fn check_warm_up_alike(name: &str) {
    let model = random_model(ModelSpec { features: 32, ..Default::default() }, 37);
    let (pair, v_pair) = test_batch();
    let (one, v_one) = test_systems_alone().swap_remove(0);
    for (batch, v) in [(pair, v_pair), (one, v_one)] {
        for thermostat in [Thermostat::Nve, Thermostat::Langevin { friction: 0.05 }, Thermostat::Csvr { tau: 20.0 }] {
            let st = settings(thermostat, 0.5, 0.1);
            let (Some(mut cold), Some(mut warm)) = (open_backend(name, &model), open_backend(name, &model)) else { return };
            warm.warm_up_dynamics(&batch, &v, st).unwrap();
            let [a, b] = [&mut cold, &mut warm].map(|backend| run_blocks(&mut **backend, &batch, &v, st, 2, 12));
            let label = format!("{name} ({} systems) {thermostat:?}", batch.len());
            assert_eq!((a.step, a.list_builds), (b.step, b.list_builds), "{label}: steps and list builds");
            assert_same_state(&a, &b, &label);
        }
    }
}

#[test]
fn wgpu_warm_up_alike() {
    check_warm_up_alike("wgpu");
}

#[test]
fn cuda_warm_up_alike() {
    check_warm_up_alike("cuda");
}

#[test]
fn wgpu_list_rollback() {
    check_list_rollback("wgpu");
}

#[test]
fn cuda_list_rollback() {
    check_list_rollback("cuda");
}

/// Free flight in sub-ulp steps: two atoms 8 Å apart (beyond the cutoff: no forces), their x and
/// y at 1 Å, drift by 2·10⁻⁸ Å a step along both, a sixth of an f32 ulp there, for 2 000 steps.
/// Positions kept as plain f32 sums would never move; the compensated ones (`x_lo`, Kahan
/// summation of the drifts) must end within two ulps (2.5·10⁻⁷ Å) of the exact 4·10⁻⁵ Å. The
/// host (f64 and f32) and every device backend, NVE, in blocks of `each` steps: inside a block
/// each step's first half is done by the previous step's forces launch, and a block's first
/// step launches it on its own (blocks of one step take that path alone).
pub fn check_sub_ulp_drift(name: &str, each: u64) {
    let model = random_model(ModelSpec { features: 32, cutoff: 4.0, ..Default::default() }, 43);
    let Some(mut backend) = open_backend(name, &model) else { return };
    let x0 = [[1.0, 1.0, 1.0], [1.0, 1.0, 9.0]];
    let batch = Batch::new(vec![System::molecule(vec![8, 8], x0.to_vec())]).unwrap();
    let (dt, speed, steps) = (0.5, 4e-8, 2000u64);
    let v = vec![[speed, -speed, 0.0], [-speed, speed, 0.0]];
    let got = run_blocks(&mut *backend, &batch, &v, settings(Thermostat::Nve, dt, 0.1), steps / each, each);
    assert!(got.forces.iter().flatten().all(|&f| f == 0.0), "{name}: the atoms are beyond the cutoff");
    let mut worst: f64 = 0.0;
    for (a, p) in got.positions.iter().enumerate() {
        for k in 0..3 {
            let want = x0[a][k] + v[a][k] * dt * steps as f64;
            worst = worst.max((p[k] - want).abs());
        }
    }
    println!("{name}: largest position error {worst:.1e} Å after {steps} steps of {:.0e} Å", speed * dt);
    assert!(worst < 2.5e-7, "{name}: positions {:?} are {worst:e} Å off: the drifts' compensation is lost", got.positions);
}

#[test]
fn cpu_f64_sub_ulp_drift() {
    check_sub_ulp_drift("cpu_f64", 500);
}

#[test]
fn cpu_f32_sub_ulp_drift() {
    check_sub_ulp_drift("cpu_f32", 500);
}

#[test]
fn wgpu_sub_ulp_drift() {
    check_sub_ulp_drift("wgpu", 500);
    check_sub_ulp_drift("wgpu", 1);
}

#[test]
fn cuda_sub_ulp_drift() {
    check_sub_ulp_drift("cuda", 500);
    check_sub_ulp_drift("cuda", 1);
}

#[test]
fn cpu_f32_dynamics_follows_host_f64() {
    check_dynamics_against_host("cpu_f32");
}

#[test]
fn wgpu_dynamics_follows_host_f64() {
    check_dynamics_against_host("wgpu");
}

#[test]
fn cuda_dynamics_follows_host_f64() {
    check_dynamics_against_host("cuda");
}

/// On a device with a browser's storage-buffer limit (every kernel packed, as in a browser).
#[test]
fn wgpu_webgpu_dynamics_follows_host_f64() {
    check_dynamics_against_host("wgpu_webgpu");
}

/// The same with every list's rows compacted to the edges inside the cutoff (the default does
/// so only for rows of 32 edges or more, which these small systems do not have).
#[test]
fn wgpu_compacted_dynamics_follows_host_f64() {
    check_dynamics_against_host("wgpu_compact");
}

#[test]
fn cuda_compacted_dynamics_follows_host_f64() {
    check_dynamics_against_host("cuda_compact");
}

/// MD on the small list in three launches (`_split`; these systems take one cube by default) and
/// on one cube (`_onecube`): the same run bit for bit (the same list, reverse index and
/// reference positions). In three, the steps' first halves flag the skin check, the first block's
/// kernel fills the rows and the third launch is the step's to run (`small_list_deferred`):
/// inside the first message backward where that has a launch of its own, in a launch of its own
/// before the forces where the message and block backward share one, and at each block's end for
/// a molecule. Each system of [`test_batch`] alone (the cell's steps launch the list, the
/// molecule's only at each block's end), NVE and Langevin, 40 steps in 4 blocks.
fn check_split_list_alike(name: &str) {
    // F = 128: one-atom tiles on wide cubes, whose message and block backward share a launch.
    let model = random_model(ModelSpec { features: 128, ..Default::default() }, 21);
    let (Some(mut one), Some(mut three)) = (open_backend(&format!("{name}_onecube"), &model), open_backend(&format!("{name}_split+packed"), &model)) else { return };
    for (s, (batch, v)) in test_systems_alone().into_iter().enumerate() {
        for thermostat in [Thermostat::Nve, Thermostat::Langevin { friction: 0.05 }] {
            let st = settings(thermostat, 0.5, 0.1);
            let a = run_blocks(&mut *one, &batch, &v, st, 4, 10);
            let b = run_blocks(&mut *three, &batch, &v, st, 4, 10);
            let label = format!("{name} system {s} {thermostat:?}");
            println!("{label}: list builds {} (one launch {})", b.list_builds, a.list_builds);
            assert!(b.list_builds > 1, "{label}: the run should rebuild its list");
            assert_eq!(b.list_builds, a.list_builds, "{label}: list builds");
            assert_same_state(&b, &a, &label);
        }
    }
    // A list too tight for a build (its rows left empty by the first block's cubes, the block of
    // steps rolled back and run again with room) against a roomy one: two atoms that come within
    // the cutoff (as `check_list_rollback`), on wide cubes.
    let (Some(mut roomy), Some(mut tight)) = (open_backend(&format!("{name}_split+packed"), &model), open_backend(&format!("{name}_split+packed+tight"), &model)) else { return };
    let batch = Batch::new(vec![System::molecule(vec![8, 8], vec![[0.0, 0.0, 0.0], [5.5, 0.3, -0.2]])]).unwrap();
    let v = vec![[0.05, 0.0, 0.0], [-0.05, 0.0, 0.0]];
    let st = settings(Thermostat::Nve, 0.5, 0.1);
    let want = run(&mut *roomy, &batch, &v, st, 60);
    let got = run(&mut *tight, &batch, &v, st, 60);
    println!("{name}: list builds {} (tight {})", want.list_builds, got.list_builds);
    assert!(got.list_builds > want.list_builds, "{name}: the tight list should have been rebuilt after its rollback");
    assert!(flat(&got.forces).iter().any(|&f| f != 0.0), "{name}: the atoms should have come within the cutoff");
    assert_same_state(&got, &want, &format!("{name} tight"));
}

/// MD on a padded small list (`_split+padded`: these systems' rows are too short for the
/// default), each row filled by one cube of the first block's kernel and padded with edges that
/// add nothing, against the packed list: the same run bit for bit, builds included; and a padded
/// list too tight for a build (the row that outgrew its room left padding alone, the block of
/// steps rolled back and run again with room) against a roomy packed one. Fails with a row's
/// edges placed wrong, a padding edge that adds something, or a reverse index that misses.
fn check_padded_list_alike(name: &str) {
    let model = random_model(ModelSpec { features: 128, ..Default::default() }, 21);
    let (Some(mut packed_b), Some(mut padded_b)) = (open_backend(&format!("{name}_split+packed"), &model), open_backend(&format!("{name}_split+padded"), &model)) else { return };
    for (s, (batch, v)) in test_systems_alone().into_iter().enumerate() {
        for thermostat in [Thermostat::Nve, Thermostat::Langevin { friction: 0.05 }] {
            let st = settings(thermostat, 0.5, 0.1);
            let packed = run_blocks(&mut *packed_b, &batch, &v, st, 4, 10);
            let padded = run_blocks(&mut *padded_b, &batch, &v, st, 4, 10);
            let label = format!("{name} system {s} {thermostat:?}");
            println!("{label}: list builds {} (packed {})", padded.list_builds, packed.list_builds);
            assert!(padded.list_builds > 1, "{label}: the run should rebuild its list");
            assert_eq!(padded.list_builds, packed.list_builds, "{label}: list builds");
            assert_same_state(&padded, &packed, &label);
        }
    }
    // Two atoms that come within the cutoff (as `check_list_rollback`): the first build's rows
    // are empty, so the tight list has no room at all.
    let Some(mut tight) = open_backend(&format!("{name}_split+padded+tight"), &model) else { return };
    let batch = Batch::new(vec![System::molecule(vec![8, 8], vec![[0.0, 0.0, 0.0], [5.5, 0.3, -0.2]])]).unwrap();
    let v = vec![[0.05, 0.0, 0.0], [-0.05, 0.0, 0.0]];
    let st = settings(Thermostat::Nve, 0.5, 0.1);
    let want = run(&mut *packed_b, &batch, &v, st, 60);
    let got = run(&mut *tight, &batch, &v, st, 60);
    println!("{name}: list builds {} (tight, padded {})", want.list_builds, got.list_builds);
    assert!(got.list_builds > want.list_builds, "{name}: the tight list should have been rebuilt after its rollback");
    assert!(flat(&got.forces).iter().any(|&f| f != 0.0), "{name}: the atoms should have come within the cutoff");
    assert_same_state(&got, &want, &format!("{name} tight, padded"));
}

#[test]
fn wgpu_padded_list_alike() {
    check_padded_list_alike("wgpu");
}

#[test]
fn cuda_padded_list_alike() {
    check_padded_list_alike("cuda");
}

#[test]
fn wgpu_split_list_alike() {
    check_split_list_alike("wgpu");
}

#[test]
fn cuda_split_list_alike() {
    check_split_list_alike("cuda");
}

/// The same with the message backward in two channel halves wherever the cubes are wide (the
/// default takes them only for systems of more atoms than the device has multiprocessors):
/// forces from the two copies of ∂E/∂r that the forces launch gathers, with the next step's first
/// half (`mlff_kernels::md::forces_kick_drift`) or alone.
#[test]
fn wgpu_halves_dynamics_follows_host_f64() {
    check_dynamics_against_host("wgpu_halves");
}

#[test]
fn cuda_halves_dynamics_follows_host_f64() {
    check_dynamics_against_host("cuda_halves");
}

/// As an RTX 3080 Ti would run it (80 multiprocessors, 99 KiB of shared memory).
#[test]
fn cuda_rtx3080ti_dynamics_follows_host_f64() {
    check_dynamics_against_host("cuda_rtx3080ti");
}
