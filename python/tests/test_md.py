"""mlff.md runs the engine's MD: the same trajectory as `mlff md` with the same settings and
seed, on the same backend and precision."""
import numpy as np
import pytest
from ase.build import molecule
from ase.io import read, write

import mlff
from conftest import DATA, thermal_momenta


def cli_md(cli, tmp_path, atoms_list, backend, precision, **settings):
    src, traj = tmp_path / "md_in.xyz", tmp_path / "md_traj.xyz"
    write(src, atoms_list, format="extxyz")
    args = ["md", src, "--model", mlff.STUDENT_PATH, "--traj", traj, "--quiet", "--backend", backend]
    if precision:
        args += ["--precision", precision]
    for k, v in settings.items():
        args += [f"--{k.replace('_', '-')}", v]
    cli(*args)
    return read(src, ":"), read(traj, ":")


def python_md(atoms_list, backend, precision, single=False, **settings):
    frames = []

    def callback(state):
        frames.extend([state] if single else state)

    result = mlff.md(atoms_list[0] if single else atoms_list, "student", callback=callback, backend=backend, precision=precision, **settings)
    return frames, result


def compare(frames, expected, tol):
    assert len(frames) == len(expected)
    for got, e in zip(frames, expected):
        assert got.info["step"] == int(e.info["step"])
        assert got.info["potential_energy"] == pytest.approx(e.get_potential_energy(), rel=tol, abs=tol)
        assert got.info["temperature"] == pytest.approx(float(e.info["temperature"]), abs=1e-3)
        assert got.get_potential_energy() == got.info["potential_energy"]
        np.testing.assert_allclose(got.positions, e.positions, rtol=0, atol=tol)
        velocities = got.get_momenta() / got.get_masses()[:, None] / mlff._native.ASE_TIME_FS
        np.testing.assert_allclose(velocities, e.arrays["velocities"], rtol=0, atol=tol)
        np.testing.assert_allclose(got.get_forces(), e.get_forces(), rtol=0, atol=tol * 10)


def tol_of(precision):
    # The same code on the same backend gives the same numbers, and the file holds them exactly.
    return 1e-12


@pytest.mark.parametrize("ensemble", ["langevin", "csvr"])
def test_thermostatted_replicas_follow_the_cli(cli, tmp_path, backend, ensemble):
    name, precision = backend
    molecules = [read(DATA / "ethanol.xyz"), read(DATA / "water.xyz")]
    settings = dict(steps=30, every=10, ensemble=ensemble, seed=7, replicas=2, temperature=350.0, dt=0.5)
    inputs, expected = cli_md(cli, tmp_path, molecules, name, precision, **settings)
    frames, result = python_md(inputs, name, precision, **settings)
    # 4 reports (the start, steps 10, 20, 30) of 4 systems (2 molecules × 2 replicas).
    assert len(expected) == 16
    compare(frames, expected, tol_of(precision))
    assert result.steps == 30 and len(result.atoms) == 4 and result.atoms[3].info["step"] == 30


def small_cell():
    """Ethanol in a triclinic cell whose images are within the cutoff."""
    cell = molecule("CH3CH2OH")
    cell.set_cell([[6.5, 0.3, 0.0], [0.0, 7.0, 0.4], [0.2, 0.0, 7.5]])
    cell.center()
    cell.pbc = True
    return cell


def nve_from_momenta(cli, tmp_path, atoms, name, precision):
    thermal_momenta(atoms, 300, seed=4)
    settings = dict(steps=20, every=5)
    inputs, expected = cli_md(cli, tmp_path, [atoms], name, precision, **settings)
    assert inputs[0].has("momenta")
    frames, result = python_md(inputs, name, precision, single=True, **settings)
    assert len(expected) == 5
    compare(frames, expected, tol_of(precision))
    # One structure, no replicas: an Atoms, not a list.
    assert result.atoms.info["step"] == 20 and len(result.atoms) == len(atoms)


def test_nve_from_the_atoms_momenta_follows_the_cli(cli, tmp_path, backend):
    nve_from_momenta(cli, tmp_path, small_cell(), *backend)


def test_nve_of_the_water_box_follows_the_cli(cli, tmp_path):
    # The CPU only: on lavapipe the box's device kernels take minutes to compile.
    nve_from_momenta(cli, tmp_path, read(DATA / "water_box_192.xyz"), "cpu", "f64")


def test_callback_exception_stops_the_run():
    calls = []

    def callback(atoms):
        calls.append(atoms.info["step"])
        if atoms.info["step"] >= 4:
            raise KeyError("stop here")

    with pytest.raises(KeyError, match="stop here"):
        mlff.md(read(DATA / "water.xyz"), "student", steps=100, every=2, callback=callback, backend="cpu")
    assert calls == [0, 2, 4]


def test_md_settings_are_checked():
    water = read(DATA / "water.xyz")
    with pytest.raises(ValueError, match="ensemble 'npt'"):
        mlff.md(water, "student", steps=1, ensemble="npt", backend="cpu")
    with pytest.raises(ValueError, match="time step -1"):
        mlff.md(water, "student", steps=1, dt=-1.0, backend="cpu")
    water.set_masses([16.0, 2.0, 2.0])
    with pytest.raises(ValueError, match="standard atomic masses"):
        mlff.md(water, "student", steps=1, backend="cpu")


def test_md_and_evaluate_reuse_a_calculators_engine():
    water = read(DATA / "water.xyz")
    calc = mlff.Calculator("student", backend="cpu", precision="f32")
    fresh = mlff.md(water, "student", steps=10, ensemble="langevin", backend="cpu", precision="f32")
    for _ in range(2):
        again = mlff.md(water, calc, steps=10, ensemble="langevin", backend="wgpu")  # backend ignored
        assert again.backend == calc.backend
        np.testing.assert_array_equal(again.atoms.positions, fresh.atoms.positions)
    assert mlff.evaluate(water, calc)["energy"] == mlff.evaluate(water, "student", backend="cpu", precision="f32")["energy"]


def test_an_unstable_run_raises():
    # An H atom 0.35 Å from a C: refused as closer than the minimum distance; allowed, the
    # first forces are far beyond the bound of a stable run.
    ethanol = read(DATA / "ethanol.xyz")
    ethanol.positions[8] = ethanol.positions[0] + [0.35, 0.0, 0.0]
    with pytest.raises(ValueError, match="structure 0: atoms 0 \\(C\\) and 8 \\(H\\) are 0.3500 Å apart"):
        mlff.md(ethanol, "student", steps=10, backend="cpu")
    anywhere = mlff.Calculator("student", backend="cpu", min_distance=0.0)
    with pytest.raises(ValueError, match="structure 0: MD became unstable at step 0: force of .* on atom 0"):
        mlff.md(ethanol, anywhere, steps=10)
