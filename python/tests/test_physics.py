"""Physics through ASE with the f64 CPU backend: forces and stress against finite differences of
the energy, a BFGS relaxation, energy conservation under ASE's velocity Verlet, and the Verlet
neighbour list giving the results of a fresh one."""
import numpy as np
import pytest
from ase import units
from ase.build import molecule
from ase.io import read
from ase.md.velocitydistribution import Stationary
from ase.md.verlet import VelocityVerlet
from ase.optimize import BFGS

import mlff
from conftest import DATA, thermal_momenta


@pytest.fixture(scope="module")
def calc():
    return mlff.Calculator("student", backend="cpu", precision="f64", skin=0.0)


def small_cell():
    a = molecule("CH3CH2OH")
    a.set_cell([[6.5, 0.3, 0.0], [0.0, 7.0, 0.4], [0.2, 0.0, 7.5]])
    a.center()
    a.pbc = True
    a.positions += np.random.default_rng(3).normal(scale=0.05, size=a.positions.shape)
    return a


def test_forces_are_minus_the_energy_gradient(calc):
    atoms = read(DATA / "ethanol.xyz")
    atoms.positions += np.random.default_rng(1).normal(scale=0.05, size=atoms.positions.shape)
    atoms.calc = calc
    forces = atoms.get_forces()
    h = 1e-4
    for a in range(len(atoms)):
        for k in range(3):
            p = atoms.positions.copy()
            p[a, k] += h
            atoms.positions = p
            ep = atoms.get_potential_energy()
            p[a, k] -= 2 * h
            atoms.positions = p
            em = atoms.get_potential_energy()
            p[a, k] += h
            atoms.positions = p
            assert -(ep - em) / (2 * h) == pytest.approx(forces[a, k], abs=2e-6)


def test_stress_is_the_strain_derivative_of_the_energy(calc):
    atoms = small_cell()
    atoms.calc = calc
    stress = atoms.get_stress(voigt=False)
    cell0, v = atoms.cell.array.copy(), atoms.get_volume()
    h = 1e-5
    for i in range(3):
        for j in range(3):
            energies = []
            for sign in (1, -1):
                eps = np.zeros((3, 3))
                eps[i, j] += sign * h / 2
                eps[j, i] += sign * h / 2
                strained = atoms.copy()
                strained.set_cell(cell0 @ (np.eye(3) + eps), scale_atoms=True)
                strained.calc = calc
                energies.append(strained.get_potential_energy())
            # σ = (1/V) ∂E/∂ε (ASE's sign)
            assert (energies[0] - energies[1]) / (2 * h) / v == pytest.approx(stress[i, j], abs=1e-7)


def test_bfgs_relaxes_a_molecule():
    atoms = molecule("CH3CH2OH")
    atoms.positions += np.random.default_rng(5).normal(scale=0.1, size=atoms.positions.shape)
    atoms.calc = mlff.Calculator("student", backend="cpu")
    e0 = atoms.get_potential_energy()
    opt = BFGS(atoms, logfile=None)
    assert opt.run(fmax=0.01, steps=300)
    assert np.abs(atoms.get_forces()).max() < 0.01 * np.sqrt(3)
    assert atoms.get_potential_energy() < e0


def test_velocity_verlet_conserves_energy():
    atoms = read(DATA / "ethanol.xyz")
    atoms.calc = mlff.Calculator("student", backend="cpu", precision="f64")
    thermal_momenta(atoms, 300, seed=11)
    Stationary(atoms)
    dyn = VelocityVerlet(atoms, timestep=0.25 * units.fs)
    total = []
    for _ in range(40):
        dyn.run(10)
        total.append(atoms.get_total_energy())
    total = np.array(total)
    # 400 steps of 0.25 fs: the total energy stays within 1 meV/atom while the kinetic energy
    # moves by far more.
    assert np.abs(total - total[0]).max() / len(atoms) < 1e-3
    assert atoms.get_kinetic_energy() > 0


def test_verlet_list_gives_the_results_of_a_fresh_one():
    # An MD run through the calculator with a skin (the list is kept for several steps) against
    # the same positions evaluated with a fresh list every call.
    for atoms in (read(DATA / "ethanol.xyz"), small_cell()):
        kept = mlff.Calculator("student", backend="cpu", skin=0.5)
        fresh = mlff.Calculator("student", backend="cpu", skin=0.0)
        atoms.calc = kept
        thermal_momenta(atoms, 600, seed=2)
        dyn = VelocityVerlet(atoms, timestep=1.0 * units.fs)
        for _ in range(30):
            dyn.run(2)
            probe = atoms.copy()
            probe.calc = fresh
            assert atoms.get_potential_energy() == pytest.approx(probe.get_potential_energy(), rel=1e-12, abs=1e-12)
            np.testing.assert_allclose(atoms.get_forces(), probe.get_forces(), rtol=0, atol=1e-11)
            if atoms.pbc.all():
                np.testing.assert_allclose(atoms.get_stress(), probe.get_stress(), rtol=0, atol=1e-12)
        # 61 calls (the first force evaluation included), far fewer lists.
        assert 1 <= kept.list_builds < 40, kept.list_builds
        assert fresh.list_builds == 30


def test_without_a_skin_the_backend_chooses_one_and_keeps_the_list():
    from mlff._convert import structure

    calc = mlff.Calculator("student", backend="cpu")
    atoms = read(DATA / "ethanol.xyz")
    assert calc.engine.verlet_skin(*structure(atoms)) == 0.5
    atoms.calc = calc
    first = atoms.get_potential_energy()
    atoms.positions[0, 0] += 0.01
    assert atoms.get_potential_energy() != first
    assert calc.list_builds == 1
