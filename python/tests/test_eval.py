"""mlff.evaluate and mlff.Calculator give what `mlff eval` writes, on the same backend and
precision; stress has ASE's sign and Voigt order."""
import numpy as np
import pytest
from ase import Atoms
from ase.build import molecule
from ase.io import read, write

import mlff
from conftest import DATA


def structures():
    """Molecules and cells of mixed sizes: ethanol, water, the 192-atom water box, ethanol in a
    small cubic cell (periodic images within the cutoff) and a water slab periodic in x and y."""
    ethanol = read(DATA / "ethanol.xyz")
    water = read(DATA / "water.xyz")
    box = read(DATA / "water_box_192.xyz")
    cell = molecule("CH3CH2OH")
    cell.set_cell([6.5, 7.0, 7.5])
    cell.center()
    cell.pbc = True
    slab = molecule("H2O")
    slab.set_cell([4.0, 4.5, 12.0])
    slab.center()
    slab.pbc = [True, True, False]
    rng = np.random.default_rng(7)
    for a in (ethanol, water, cell, slab):
        a.positions += rng.normal(scale=0.05, size=a.positions.shape)
    return [ethanol, water, box, cell, slab]


def cli_eval(cli, tmp_path, atoms_list, backend, precision, batch_size=64):
    """Write the structures, run `mlff eval` on them and read its output back. Returns the
    structures as the CLI read them (the same numbers the Python side gets) and its results."""
    src, out = tmp_path / "in.xyz", tmp_path / "out.xyz"
    write(src, atoms_list, format="extxyz")
    args = ["eval", "--model", mlff.STUDENT_PATH, src, "-o", out, "--backend", backend, "--batch-size", batch_size]
    if precision:
        args += ["--precision", precision]
    cli(*args)
    return read(src, ":"), read(out, ":")


def tolerance(precision):
    return 1e-9 if precision == "f64" else 3e-4


def test_evaluate_equals_cli(cli, tmp_path, backend):
    name, precision = backend
    atoms_list, expected = cli_eval(cli, tmp_path, structures(), name, precision)
    got = mlff.evaluate(atoms_list, "student", backend=name, precision=precision)
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        # Same batches on the same backend: the same numbers, up to the file's round trip.
        assert g["energy"] == pytest.approx(e.get_potential_energy(), rel=1e-12, abs=1e-12)
        np.testing.assert_allclose(g["forces"], e.get_forces(), rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(g["energies"], e.calc.results["energies"], rtol=1e-12, atol=1e-12)
        if e.pbc.all():
            np.testing.assert_allclose(g["stress"], e.get_stress(), rtol=1e-12, atol=1e-15)
        else:
            assert "stress" not in g and "stress" not in e.calc.results
        assert g["energies"].sum() == pytest.approx(g["energy"], rel=1e-6)


def test_evaluate_in_small_batches_equals_cli(cli, tmp_path):
    # Batches of 2 split the list differently from the default; the CLI splits it the same way.
    atoms_list, expected = cli_eval(cli, tmp_path, structures(), "cpu", "f64", batch_size=2)
    got = mlff.evaluate(atoms_list, mlff.student(), backend="cpu", precision="f64", batch_size=2)
    for g, e in zip(got, expected):
        assert g["energy"] == pytest.approx(e.get_potential_energy(), rel=1e-12)


def test_calculator_equals_cli(cli, tmp_path, backend):
    name, precision = backend
    atoms_list, expected = cli_eval(cli, tmp_path, structures(), name, precision)
    calc = mlff.Calculator(mlff.student(), backend=name, precision=precision)
    tol = tolerance(precision or "f32")
    for a, e in zip(atoms_list, expected):
        a.calc = calc
        scale = max(abs(e.get_potential_energy()), 1.0)
        assert abs(a.get_potential_energy() - e.get_potential_energy()) <= tol * scale
        assert a.get_potential_energy(force_consistent=True) == a.get_potential_energy()
        np.testing.assert_allclose(a.get_forces(), e.get_forces(), rtol=0, atol=tol * max(np.abs(e.get_forces()).max(), 1.0))
        np.testing.assert_allclose(a.get_potential_energies(), e.calc.results["energies"], rtol=0, atol=tol)
        if a.pbc.all():
            s = a.get_stress()
            assert s.shape == (6,)
            np.testing.assert_allclose(s, e.get_stress(), rtol=0, atol=tol * max(np.abs(e.get_stress()).max(), 1e-3))
            # ASE's convention end to end: the 3x3 form is the symmetric tensor of the Voigt
            # vector xx yy zz yz xz xy.
            full = a.get_stress(voigt=False)
            assert full[1, 2] == s[3] and full[0, 2] == s[4] and full[0, 1] == s[5]
        else:
            with pytest.raises(Exception, match="stress"):
                a.get_stress()


def test_stress_sign_is_ase_s():
    """σ = (1/V) ∂E/∂ε: the trace of the stress against the energies of the box scaled by 1 ± ε."""
    box = read(DATA / "water_box_192.xyz")
    box.calc = mlff.Calculator("student", backend="cpu")
    s, v = box.get_stress(), box.get_volume()
    eps, energies = 1e-5, []
    for sign in (1, -1):
        strained = box.copy()
        strained.set_cell(box.cell * (1 + sign * eps), scale_atoms=True)
        strained.calc = box.calc
        energies.append(strained.get_potential_energy())
    # Isotropic strain ε: dE = V (σxx + σyy + σzz) ε to first order.
    assert (energies[0] - energies[1]) / (2 * eps * v) == pytest.approx(s[:3].sum(), rel=1e-4)
