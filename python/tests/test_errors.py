"""Bad input raises a Python exception carrying the message `mlff eval` prints."""
import numpy as np
import pytest
from ase import Atoms
from ase.io import read, write

import mlff
from conftest import DATA


def cli_message(cli, tmp_path, atoms=None, model=None):
    """What `mlff eval` prints for this input, without `mlff: error: `."""
    src = tmp_path / "bad.xyz"
    write(src, atoms if atoms is not None else read(DATA / "water.xyz"), format="extxyz")
    p = cli("eval", "--model", model or mlff.STUDENT_PATH, src, "-o", tmp_path / "out.xyz", "--backend", "cpu", check=False)
    assert p.returncode == 1
    line = p.stderr.strip()
    assert line.startswith("mlff: error: ") and "\n" not in line
    return line[len("mlff: error: "):]


def test_element_the_model_lacks(cli, tmp_path):
    atoms = Atoms("OHCl", positions=[[0, 0, 0], [0.96, 0, 0], [-1.7, 0, 0]])
    expected = cli_message(cli, tmp_path, atoms)
    calc = mlff.Calculator("student", backend="cpu")
    with pytest.raises(ValueError) as e:
        atoms.calc = calc
        atoms.get_potential_energy()
    # The CLI names the file and line; both name the structure's atom and element the same way.
    detail = expected.split("frame 0: ", 1)[1]
    assert str(e.value) == "structure 0: " + detail
    assert "Cl" in str(e.value) and "H C N O" in str(e.value)
    with pytest.raises(ValueError, match="structure 2: atom 2: element Cl"):
        mlff.evaluate([read(DATA / "water.xyz")] * 2 + [atoms], "student", backend="cpu", batch_size=2)


def test_nan_positions(cli, tmp_path):
    atoms = read(DATA / "water.xyz")
    atoms.positions[1, 2] = np.nan
    expected = cli_message(cli, tmp_path, atoms)
    atoms.calc = mlff.Calculator("student", backend="cpu")
    with pytest.raises(ValueError) as e:
        atoms.get_forces()
    # The CLI's reader refuses the line, the engine the structure: both name the atom and show
    # its coordinates the same way.
    assert str(e.value).startswith("structure 0: atom 1 (H): position is not finite: ")
    assert "atom 1 (H)" in expected
    assert str(e.value).split("not finite: ")[1] == expected.split("not finite: ")[1] == "[0.0, 0.763239, NaN]"


def test_missing_model_file(cli, tmp_path):
    missing = tmp_path / "nowhere.safetensors"
    expected = cli_message(cli, tmp_path, model=missing)
    with pytest.raises(FileNotFoundError) as e:
        mlff.Model(str(missing))
    assert str(e.value) == expected
    with pytest.raises(FileNotFoundError):
        mlff.Calculator(missing)


def test_corrupt_model_file(cli, tmp_path):
    corrupt = tmp_path / "corrupt.safetensors"
    corrupt.write_bytes(open(mlff.STUDENT_PATH, "rb").read()[:5000])
    expected = cli_message(cli, tmp_path, model=corrupt)
    with pytest.raises(ValueError) as e:
        mlff.Model(str(corrupt))
    assert str(e.value) == expected
    assert "corrupt.safetensors" in str(e.value)


def test_bad_arguments():
    with pytest.raises(ValueError, match="backend 'gpu'"):
        mlff.Calculator("student", backend="gpu")
    with pytest.raises(ValueError, match="precision 'f16'"):
        mlff.Calculator("student", backend="cpu", precision="f16")
    with pytest.raises(ValueError, match="precision tf32 runs on NVIDIA tensor cores"):
        mlff.Calculator("student", backend="cpu", precision="tf32")
    with pytest.raises(ValueError, match="skin"):
        mlff.Calculator("student", backend="cpu", skin=-1)
    with pytest.raises(TypeError):
        mlff.Calculator(42)
    with pytest.raises(ValueError, match="batch_size"):
        mlff.evaluate([read(DATA / "water.xyz")], "student", backend="cpu", batch_size=0)


def test_zero_volume_cell():
    atoms = read(DATA / "water.xyz")
    atoms.set_cell([[3, 0, 0], [6, 0, 0], [0, 0, 3]])
    atoms.pbc = True
    atoms.calc = mlff.Calculator("student", backend="cpu")
    with pytest.raises(ValueError, match="zero volume"):
        atoms.get_potential_energy()
    # The calculator is still usable afterwards.
    good = read(DATA / "water.xyz")
    good.calc = atoms.calc
    assert np.isfinite(good.get_potential_energy())
