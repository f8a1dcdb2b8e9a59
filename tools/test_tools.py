#!/usr/bin/env python3
"""Checks of the Python tools: converter inputs, round trips, and clear errors on unsupported models.

Runs with pytest (`pytest tools/test_tools.py`) or plainly (`python tools/test_tools.py`).
Rebuilds the golden models of make_golden.py and make_units_golden.py from their seeds, so it also
checks that the committed tests/data/golden/*.safetensors and tests/data/golden/units/*.safetensors
are what the generators make.
"""
from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mlff_model as mm  # noqa: E402
import make_golden as mg  # noqa: E402
import make_units_golden as mu  # noqa: E402
from structures import golden_structures  # noqa: E402

spk = mm.spk
GOLDEN = os.path.join(HERE, "..", "tests", "data", "golden")
UNITS_GOLDEN = os.path.join(GOLDEN, "units")
TMP = tempfile.mkdtemp(prefix="mlff_tools_test_")


def golden_model(spec):
    nnp = mg.build_model(spec).double().eval()
    mg.randomize(nnp, spec, torch.Generator().manual_seed(spec["seed"]), np.random.default_rng(spec["seed"]))
    return nnp


def convert(*args):
    p = subprocess.run([sys.executable, os.path.join(HERE, "convert_schnetpack.py"), *args],
                       capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def assert_same_file(a, b, check_source=False):
    ca, ta = mm.read_mlff(a)
    cb, tb = mm.read_mlff(b)
    if not check_source:
        ca.pop("source"), cb.pop("source")
    for c in (ca, cb):  # a file without unit fields is in eV and Angstrom
        c.setdefault("energy_unit", "eV")
        c.setdefault("length_unit", "Angstrom")
    assert ca == cb, (ca, cb)
    assert sorted(ta) == sorted(tb), (sorted(ta), sorted(tb))
    for k in ta:
        assert ta[k].dtype == tb[k].dtype and torch.equal(ta[k], tb[k]), k


def test_whole_model_state_dict_and_checkpoint_convert_to_the_golden_files():
    for spec in mg.MODELS:
        nnp = golden_model(spec)
        ref = os.path.join(GOLDEN, spec["name"] + ".safetensors")
        whole = os.path.join(TMP, spec["name"] + ".pt")
        torch.save(nnp, whole)
        rc, out, err = convert(whole, os.path.join(TMP, "a.safetensors"), "--elements", "H,C,N,O,Si",
                               "--dtype", "float64")
        assert rc == 0, err
        assert_same_file(ref, os.path.join(TMP, "a.safetensors"))
        assert out.startswith(f"wrote {os.path.join(TMP, 'a.safetensors')}: "
                              + ("SchNet" if spec.get("arch") == "schnet" else "PaiNN")), out
        # A state dict cannot tell SchNet's activations: --hparams says them (the defaults are
        # schnetpack's, shifted softplus in the blocks and silu in the readout).
        if spec.get("arch") == "schnet":
            activations = ["--hparams", json.dumps({"activation": spec["activation"],
                                                    "readout_activation": spec["readout_activation"]})]
        else:
            activations = []
        sd = os.path.join(TMP, spec["name"] + ".state.pt")
        torch.save(nnp.state_dict(), sd)
        rc, out, err = convert(sd, os.path.join(TMP, "b.safetensors"), "--elements", "1,6,7,8,14", *activations)
        assert rc == 0, err
        assert_same_file(ref, os.path.join(TMP, "b.safetensors"))
        ckpt = os.path.join(TMP, spec["name"] + ".ckpt")
        torch.save({"epoch": 3, "state_dict": {"model." + k: v for k, v in nnp.state_dict().items()}}, ckpt)
        hparams = activations or ["--hparams", '{"epsilon": 1e-8, "activation": "silu"}']
        rc, out, err = convert(ckpt, os.path.join(TMP, "c.safetensors"), *hparams)
        assert rc == 0, err
        assert_same_file(ref, os.path.join(TMP, "c.safetensors"))  # default elements = nonzero atomrefs


def test_float32_model_keeps_float32_and_energies():
    spec = mg.MODELS[0]
    nnp = golden_model(spec).float()
    path = os.path.join(TMP, "f32.pt")
    torch.save(nnp, path)
    rc, out, err = convert(path, os.path.join(TMP, "f32.safetensors"))
    assert rc == 0, err
    cfg, t = mm.read_mlff(os.path.join(TMP, "f32.safetensors"))
    assert all(v.dtype == torch.float32 for v in t.values())
    back = mm.load_mlff(os.path.join(TMP, "f32.safetensors"), dtype=torch.float32)
    at = golden_structures(np.random.default_rng(20240601))["alanine_dipeptide"]
    e0 = mm.evaluate(nnp, at, cfg["cutoff"], dtype=torch.float32)["energy"]
    e1 = mm.evaluate(back, at, cfg["cutoff"], dtype=torch.float32)["energy"]
    assert e0 == e1, (e0, e1)


def test_nuclear_embedding_is_folded_into_the_table():
    spec = dict(mg.MODELS[1])
    nnp = golden_model(spec)
    emb = spk.nn.NuclearEmbedding(101, spec["F"], zero_init=False).double()
    emb.eval()  # NuclearEmbedding.train() returns None, so no chaining
    nnp.representation.embedding = emb
    path = os.path.join(TMP, "nuc.pt")
    torch.save(nnp, path)
    rc, out, err = convert(path, os.path.join(TMP, "nuc.safetensors"))
    assert rc == 0, err
    back = mm.load_mlff(os.path.join(TMP, "nuc.safetensors"))
    at = golden_structures(np.random.default_rng(20240601))["ethanol"]
    r0, r1 = mm.evaluate(nnp, at, spec["cutoff"]), mm.evaluate(back, at, spec["cutoff"])
    assert abs(r0["energy"] - r1["energy"]) < 1e-12 and np.abs(r0["forces"] - r1["forces"]).max() < 1e-12


def _expect_error(nnp, fragment):
    path = os.path.join(TMP, "bad.pt")
    torch.save(nnp, path)
    rc, out, err = convert(path, os.path.join(TMP, "bad.safetensors"))
    assert rc == 1, (rc, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:") and fragment in lines[0], err


def test_unsupported_models_fail_with_one_line():
    base = golden_model(mg.MODELS[0])
    so3 = copy.deepcopy(base)
    so3.representation = spk.representation.SO3net(n_atom_basis=8, n_interactions=1, lmax=1,
                                                    radial_basis=spk.nn.GaussianRBF(5, 4.0),
                                                    cutoff_fn=spk.nn.CosineCutoff(4.0))
    _expect_error(so3, "SO3net")
    tanh = copy.deepcopy(base)
    tanh.representation = spk.representation.SchNet(n_atom_basis=32, n_interactions=1,
                                                    radial_basis=spk.nn.GaussianRBF(5, 4.0),
                                                    cutoff_fn=spk.nn.CosineCutoff(4.0), activation=torch.tanh)
    _expect_error(tanh, "SchNet activation tanh")
    torch.save(base.state_dict(), os.path.join(TMP, "x.pt"))
    rc, out, err = convert(os.path.join(TMP, "x.pt"), os.path.join(TMP, "x.safetensors"), "--hparams",
                           '{"representation": "schnet"}')
    assert rc == 1 and "holds painn" in err, err
    avg = copy.deepcopy(base)
    avg.output_modules[0].aggregation_mode = "avg"
    _expect_error(avg, "aggregation 'avg'")
    moll = copy.deepcopy(base)
    moll.representation.cutoff_fn = spk.nn.MollifierCutoff(5.0)
    _expect_error(moll, "MollifierCutoff")
    post_scale = copy.deepcopy(base)
    post_scale.postprocessors.append(spk.transform.ScaleProperty("energy"))
    _expect_error(post_scale, "post-processor")
    ssp = copy.deepcopy(base)
    for layer in list(ssp.output_modules[0].outnet)[:-1]:
        layer.activation = spk.nn.shifted_softplus
    _expect_error(ssp, "shifted_softplus")
    rc, out, err = convert(os.path.join(TMP, "missing.pt"), os.path.join(TMP, "x.safetensors"))
    assert rc == 1 and err.startswith("error:") and len(err.strip().splitlines()) == 1, err


def test_units_are_recorded_and_the_numbers_kept():
    spec = mg.MODELS[1]
    whole = os.path.join(TMP, "units.pt")
    torch.save(golden_model(spec), whole)
    ref = os.path.join(GOLDEN, spec["name"] + ".safetensors")
    out = os.path.join(TMP, "units.safetensors")
    rc, stdout, err = convert(whole, out, "--elements", "H,C,N,O,Si")
    assert rc == 0, err
    cfg, _ = mm.read_mlff(out)
    assert (cfg["energy_unit"], cfg["length_unit"]) == ("eV", "Angstrom"), cfg
    assert "units: eV, Angstrom (assumed: pass --energy-unit/--length-unit" in stdout, stdout
    for eu, lu in (("kcal/mol", "Bohr"), ("Hartree", "Angstrom"), ("kJ/mol", "nm"), ("meV", "Ang")):
        rc, stdout, err = convert(whole, out, "--elements", "H,C,N,O,Si", "--energy-unit", eu, "--length-unit", lu)
        assert rc == 0, err
        cfg, _ = mm.read_mlff(out)
        assert (cfg["energy_unit"], cfg["length_unit"]) == (eu, lu), cfg
        assert f"units: {eu}, {lu}" in stdout and "assumed" not in stdout, stdout
        # the numbers stay schnetpack's, in the model's units: only the unit fields differ
        ca, ta = mm.read_mlff(ref)
        cb, tb = mm.read_mlff(out)
        for c in (ca, cb):
            c.pop("source"), c.pop("energy_unit", None), c.pop("length_unit", None)
        assert ca == cb, (ca, cb)
        assert sorted(ta) == sorted(tb) and all(torch.equal(ta[k], tb[k]) for k in ta)
    rc, stdout, err = convert(whole, out, "--elements", "H,C,N,O,Si", "--energy-unit", "kcal/mol")
    assert rc == 0 and "units: kcal/mol, Angstrom (assumed: pass --length-unit " in stdout, (stdout, err)
    card = os.path.join(TMP, "card.json")
    with open(card, "w") as fh:
        fh.write('{"teacher": "x", "energy_unit": "kcal/mol", "length_unit": "Bohr"}')
    rc, stdout, err = convert(whole, out, "--energy-unit", "kcal/mol", "--length-unit", "Bohr", "--card", card)
    assert rc == 0, err
    assert mm.read_mlff(out)[0]["card"]["energy_unit"] == "kcal/mol"


def test_unknown_or_contradicting_units_fail_with_one_line():
    spec = mg.MODELS[1]
    whole = os.path.join(TMP, "units.pt")
    torch.save(golden_model(spec), whole)
    out = os.path.join(TMP, "never.safetensors")
    for args, line in (
        (["--energy-unit", "furlong"], "error: unknown energy unit 'furlong' (known: eV, meV, kcal/mol, kJ/mol, Hartree)"),
        (["--energy-unit", "kcal"], "error: unknown energy unit 'kcal' (known: eV, meV, kcal/mol, kJ/mol, Hartree)"),
        (["--length-unit", "pm"], "error: unknown length unit 'pm' (known: Angstrom, Ang, Bohr, nm)"),
    ):
        rc, stdout, err = convert(whole, out, *args)
        assert rc == 1, (rc, stdout, err)
        assert err.strip().splitlines() == [line], err
        assert not os.path.exists(out)
    # checked before the model is read: a missing model file still reports the unit
    rc, stdout, err = convert(os.path.join(TMP, "missing.pt"), out, "--energy-unit", "furlong")
    assert rc == 1 and err.strip().splitlines() == [
        "error: unknown energy unit 'furlong' (known: eV, meV, kcal/mol, kJ/mol, Hartree)"], err
    card = os.path.join(TMP, "card_bad.json")
    with open(card, "w") as fh:
        fh.write('{"energy_unit": "Hartree"}')
    rc, stdout, err = convert(whole, out, "--card", card, "--energy-unit", "kcal/mol")
    assert rc == 1 and len(err.strip().splitlines()) == 1 and "contradicts" in err, err
    assert not os.path.exists(out)


def test_units_golden_files_are_what_the_generator_makes():
    import ase.io
    for spec in mu.MODELS:
        out = os.path.join(TMP, spec["name"] + ".safetensors")
        mm.export(mu.build(spec), out, elements=mu.ELEMENTS, dtype="float64",
                  energy_unit=spec["energy_unit"], length_unit=spec["length_unit"])
        ref = os.path.join(UNITS_GOLDEN, spec["name"] + ".safetensors")
        assert_same_file(ref, out)
        cfg, _ = mm.read_mlff(ref)
        assert (cfg["energy_unit"], cfg["length_unit"]) == (spec["energy_unit"], spec["length_unit"])
        # the file read back into schnetpack, evaluated in its units, gives the stored references
        nnp = mm.load_mlff(ref)
        nnp_stress = mm.load_mlff(ref, stress=True)
        frames = ase.io.read(os.path.join(UNITS_GOLDEN, spec["name"] + ".extxyz"), index=":", format="extxyz")
        assert len(frames) == len(spec["structures"])
        for at in frames:
            periodic3 = bool(at.pbc.all())
            r = mm.evaluate_in_units(nnp_stress if periodic3 else nnp, at, cfg["cutoff"], cfg["energy_unit"],
                                     cfg["length_unit"])
            e_ref = at.get_potential_energy()
            assert abs(r["energy"] - e_ref) < 1e-11 * max(1.0, abs(e_ref)), (spec["name"], r["energy"], e_ref)
            assert np.abs(r["forces"] - at.get_forces()).max() < 1e-11
            if periodic3:
                assert np.abs(r["stress"] - at.get_stress(voigt=False)).max() < 1e-11


if __name__ == "__main__":
    tests = [v for k, v in sorted(globals().items()) if k.startswith("test_") and callable(v)]
    failed = 0
    for t in tests:
        try:
            t()
            print(f"PASS {t.__name__}")
        except Exception as e:  # noqa: BLE001
            failed += 1
            print(f"FAIL {t.__name__}: {type(e).__name__}: {e}")
    print(f"{len(tests) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
