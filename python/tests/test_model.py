"""mlff.Model: configuration and training card; the shipped student model."""
import json
import os
import shutil

import pytest

import mlff


def test_student_is_shipped_in_the_package():
    assert os.path.isfile(mlff.STUDENT_PATH)
    assert os.path.dirname(mlff.STUDENT_PATH).startswith(os.path.dirname(mlff.__file__))
    m = mlff.student()
    assert m.path == mlff.STUDENT_PATH
    assert m.elements == ["H", "C", "N", "O"] and m.numbers == [1, 6, 7, 8]
    assert m.cutoff == 5.0 and m.n_interactions == 3 and m.features == 128 and m.n_rbf == 20
    assert m.architecture == "PaiNN"
    assert m.units == {"energy": "eV", "length": "Angstrom"}
    assert m.parameter_count == 589057 and not m.random_weights
    assert m.supports(8) and not m.supports(17)
    assert m.config["n_atom_basis"] == 128
    assert "128 features" in repr(m)


def test_card_is_read_from_beside_the_model(tmp_path):
    card = mlff.student().card
    assert card is not None and "GFN2-xTB" in card["teacher"]
    # A copy without the card file falls back on the card stored in the file's configuration.
    alone = tmp_path / "copy.safetensors"
    shutil.copy(mlff.STUDENT_PATH, alone)
    m = mlff.Model(str(alone))
    assert m.card == m.config["card"]
    # With a card file of its own, that one.
    (tmp_path / "copy.card.json").write_text(json.dumps({"teacher": "a test"}))
    assert mlff.Model(str(alone)).card == {"teacher": "a test"}


def test_model_is_accepted_in_every_form(tmp_path):
    m = mlff.student()
    for model in (m, mlff.STUDENT_PATH, "student"):
        assert mlff.Calculator(model, backend="cpu").model.path == mlff.STUDENT_PATH


def test_a_schnet_model_runs_on_the_cpu_and_wgpu_refuses_it():
    import ase.io
    golden = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "data", "golden")
    m = mlff.Model(os.path.join(golden, "schnet_gauss_f32_c48_l3.safetensors"))
    assert m.architecture == "SchNet"
    atoms = ase.io.read(os.path.join(golden, "schnet_gauss_f32_c48_l3.extxyz"), index=1)
    reference = atoms.get_potential_energy()
    atoms.calc = mlff.Calculator(m, backend="cpu")
    assert abs(atoms.get_potential_energy() - reference) < 1e-8 * max(1.0, abs(reference))
    # With a WebGPU adapter (lavapipe in CI) the refusal names SchNet; without one, the adapter.
    with pytest.raises(Exception) as refused:
        mlff.Calculator(m, backend="wgpu")
    message = str(refused.value)
    assert "SchNet models run on the cpu backend only" in message or "no WebGPU adapter" in message, message
