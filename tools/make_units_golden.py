#!/usr/bin/env python3
"""Golden data for models trained in other units than eV and Angstrom (tests/data/golden/units/).

schnetpack stores a model in the units of its training data; an mlff file names them in its config
(`energy_unit`, `length_unit`, written by `tools/convert_schnetpack.py --energy-unit/--length-unit`)
and the engine converts the model to eV and Angstrom when it loads it. This script makes the
reference data for that conversion, in float64, with schnetpack 2.1.1 itself:

* four small PaiNN models with seeded random weights, built and randomised as in make_golden.py:
  a Gaussian and a Bessel recipe, each once in kcal/mol (lengths in Angstrom) and once with lengths
  in Bohr (the Gaussian one in eV, the Bessel one in Hartree: both conversions at once). The
  cutoff, radial basis, energy scale, mean and atomrefs are numbers in the model's units;
* each is written with the converter's path (`mlff_model.export(..., energy_unit, length_unit)`)
  to `<name>.safetensors`, and its cases to `<name>.extxyz` (energy eV, forces eV/A, per-atom
  energies eV, stress eV/A^3 3x3 row-major with ASE's sign, 3-D periodic frames only; every float
  round-trip exact, as in tests/data/golden/), plus `MANIFEST.json`;
* references:
  - energy units (lengths in Angstrom): schnetpack's own ASE calculator,
    `SpkCalculator(model.pt, ASENeighborList(cutoff), energy_unit=..., position_unit="Angstrom",
    stress_key="stress", dtype=float64)`, which converts the outputs to eV, eV/A and eV/A^3;
  - length units: the physics, not SpkCalculator. schnetpack 2.1.1's SpkCalculator does not convert
    the input positions to the model's length unit (its AtomsConverter hands ASE's Angstrom
    positions and cell straight to the model; only the outputs are scaled), so for a model trained
    in Bohr it evaluates another geometry. The reference evaluates the schnetpack model on the
    structure with positions and cell divided by the Bohr (i.e. in Bohr) and converts the results
    back: E = E_model e, F = F_model e / a, stress = stress_model e / a^3 (e = eV per energy unit,
    a = Angstrom per length unit, ASE's values). The script measures SpkCalculator's discrepancy on
    every such case (and shows that SpkCalculator gives the reference when handed the Bohr
    coordinates), and stores it in the manifest;
* checks: forces and stress against central finite differences of the eV energy in Angstrom
  coordinates (h = 1e-5 A, 1e-5 strain), sum_i e_i = E, sum_i F_i = 0, SpkCalculator and the
  converted direct evaluation agree for energy units, and the file read back with
  `mlff_model.load_mlff` (in its own units) gives the same numbers.

Deterministic: fixed seeds, CPU, float64. `python tools/make_units_golden.py` (~3 min on 2 cores).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

import numpy as np
import torch

# SpkCalculator loads the model with torch.load(path) and no weights_only argument; torch >= 2.6
# defaults to weights_only=True, which cannot unpickle a whole model. This script only loads the
# models it has just saved itself.
os.environ.setdefault("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", "1")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mlff_model as mm  # noqa: E402
import make_golden as mg  # noqa: E402
from extxyz_exact import frame_text, write_extxyz  # noqa: E402
from structures import golden_structures  # noqa: E402

spk = mm.spk
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT_DIR = os.path.join(ROOT, "tests", "data", "golden", "units")
ELEMENTS = mg.ELEMENTS

# make_golden.py's recipes (painn_gauss_f24_l2_sharedfilters with F=12, painn_bessel_f16_l2_shared),
# in other units. cutoff and rbf_start are in the model's length unit; scale and mean in its energy
# unit; the atomrefs of make_golden.randomize (U(-5, -0.5)) are multiplied by atomref_factor.
GAUSS = dict(rbf="gaussian", F=12, L=2, R=12, shared_filters=True, shared_interactions=False, readout_layers=3)
BESSEL = dict(rbf="bessel", F=16, L=2, R=8, shared_filters=True, shared_interactions=True, readout_layers=2,
              rbf_start=None)
MODELS = [
    dict(GAUSS, name="units_gauss_kcalmol", energy_unit="kcal/mol", length_unit="Angstrom", cutoff=4.5,
         rbf_start=0.5, scale=50.0, mean=-25.0, atomref_factor=23.0, seed=505,
         structures=["ethanol", "benzene", "si64_triclinic"]),
    dict(GAUSS, name="units_gauss_bohr", energy_unit="eV", length_unit="Bohr", cutoff=8.5, rbf_start=0.9,
         scale=2.3, mean=-1.1, atomref_factor=1.0, seed=606,
         structures=["benzene", "si64_triclinic", "si_slab_100"]),
    dict(BESSEL, name="units_bessel_kcalmol", energy_unit="kcal/mol", length_unit="Angstrom", cutoff=4.0,
         scale=18.0, mean=6.0, atomref_factor=23.0, seed=707, structures=["water", "benzene", "si2_primitive"]),
    dict(BESSEL, name="units_bessel_hartree_bohr", energy_unit="Hartree", length_unit="Bohr", cutoff=7.5,
         scale=0.1, mean=0.01, atomref_factor=0.037, seed=808,
         structures=["ethanol", "si2_primitive", "si64_triclinic"]),
]


def build(spec: dict):
    """The randomised schnetpack model of `spec` (float64, eval), numbers in its own units."""
    nnp = mg.build_model(spec).double().eval()
    mg.randomize(nnp, spec, torch.Generator().manual_seed(spec["seed"]), np.random.default_rng(spec["seed"]),
                 elements=ELEMENTS)
    with torch.no_grad():
        offsets = nnp.postprocessors[1]
        offsets.atomref = torch.round(offsets.atomref * spec["atomref_factor"] * 1e6) / 1e6
    return nnp


def spk_calculator(model_pt: str, spec: dict):
    return spk.interfaces.SpkCalculator(
        model_pt, neighbor_list=spk.transform.ASENeighborList(cutoff=spec["cutoff"]),
        energy_unit=spec["energy_unit"], position_unit=spec["length_unit"], stress_key="stress",
        dtype=torch.float64)


def spk_calculate(calc, atoms) -> dict:
    props = ["energy", "forces"] + (["stress"] if atoms.pbc.all() else [])
    calc.calculate(atoms, properties=props)
    r = calc.results
    out = {"energy": float(r["energy"]), "forces": np.array(r["forces"], dtype=np.float64).reshape(-1, 3)}
    if "stress" in props:
        out["stress"] = np.array(r["stress"], dtype=np.float64).reshape(3, 3)
    return out


def finite_differences(energy, atoms, res: dict, rng: np.random.Generator, case: str) -> dict:
    """Central differences of `energy(atoms)` (eV, atoms in Angstrom) vs forces (eV/A) and stress (eV/A^3)."""
    h = 1e-5
    n = len(atoms)
    picks = range(n) if n <= 24 else sorted(rng.choice(n, size=6, replace=False))
    err_f = 0.0
    for i in picks:
        for k in range(3):
            p, m = atoms.copy(), atoms.copy()
            p.positions[i, k] += h
            m.positions[i, k] -= h
            err_f = max(err_f, abs(-(energy(p) - energy(m)) / (2 * h) - res["forces"][i, k]))
    out = {"fd_force_max_abs_err": err_f}
    tol_f = 1e-6 * max(1.0, float(np.abs(res["forces"]).max()))
    if err_f > tol_f:
        raise SystemExit(f"{case}: forces differ from finite differences by {err_f:.3e} (> {tol_f:.1e})")
    if "stress" in res:
        vol = abs(np.linalg.det(atoms.cell.array))
        s = res["stress"]
        err_s = 0.0
        for a, b in [(0, 0), (1, 1), (2, 2), (1, 2), (0, 2), (0, 1)]:
            d = np.zeros((3, 3))
            d[a, b] += 0.5 * h
            d[b, a] += 0.5 * h
            fd = (energy(mg.strained(atoms, d)) - energy(mg.strained(atoms, -d))) / (2 * h) / vol
            err_s = max(err_s, abs(fd - 0.5 * (s[a, b] + s[b, a])))
        out["fd_stress_max_abs_err"] = err_s
        tol_s = 1e-7 * max(1.0, float(np.abs(s).max()))
        if err_s > tol_s:
            raise SystemExit(f"{case}: stress differs from finite differences by {err_s:.3e} (> {tol_s:.1e})")
    return out


def max_diff(a: dict, b: dict) -> float:
    d = max(abs(a["energy"] - b["energy"]), float(np.abs(a["forces"] - b["forces"]).max()))
    if "stress" in a or "stress" in b:
        d = max(d, float(np.abs(a["stress"] - b["stress"]).max()))
    return d


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT_DIR, help="output directory (default tests/data/golden/units)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.set_num_threads(max(1, os.cpu_count() or 1))
    import ase.units
    for name, value in mm.ENERGY_UNITS.items():
        if name != "meV" and spk.units.convert_units(name, "eV") != value:
            raise SystemExit(f"{name}: mlff_model's {value} eV is not schnetpack's (ASE's) value")
    for name, value in mm.LENGTH_UNITS.items():
        if spk.units.convert_units(name, "Angstrom") != value:
            raise SystemExit(f"{name}: mlff_model's {value} A is not schnetpack's (ASE's) value")
    if mm.ENERGY_UNITS["meV"] != 1e-3 * ase.units.eV:
        raise SystemExit("meV")

    tmp = tempfile.mkdtemp(prefix="mlff_units_golden_")
    structures = golden_structures(np.random.default_rng(20240601))
    manifest = {
        "generator": "tools/make_units_golden.py",
        "schnetpack": spk.__version__, "torch": torch.__version__.split("+")[0], "dtype": "float64",
        "units": {"positions": "Angstrom", "energy": "eV", "forces": "eV/Angstrom", "stress": "eV/Angstrom^3"},
        "unit_values": {"energy_eV": mm.ENERGY_UNITS, "length_Angstrom": mm.LENGTH_UNITS,
                        "source": "ASE (ase.units, CODATA 2014), as schnetpack converts"},
        "neighbor_list": "schnetpack ASENeighborList: full list, both directions, pairs with d < cutoff "
                         "(cutoff in the model's length unit, on the structure in that unit)",
        "stress": "stress= 3x3 row-major, (1/V) dE/d(strain), 3-D periodic frames only; ASE sign convention",
        "references": {
            "SpkCalculator": "schnetpack.interfaces.SpkCalculator(energy_unit=U, position_unit='Angstrom', "
                             "stress_key='stress', dtype=float64) on the structure in Angstrom",
            "model_units": "the schnetpack model on the structure in its length unit (positions and cell / a), "
                           "E*e, F*e/a, stress*e/a^3; SpkCalculator(position_unit=...) would hand it Angstrom "
                           "positions unconverted (schnetpack 2.1.1), see spk_calculator_* in the cases",
        },
        "models": [], "cases": [],
    }
    for spec in MODELS:
        nnp = build(spec)
        eu, lu = spec["energy_unit"], spec["length_unit"]
        e, a = mm.ENERGY_UNITS[eu], mm.LENGTH_UNITS[lu]
        rng = np.random.default_rng(spec["seed"])
        model_file, xyz_file = spec["name"] + ".safetensors", spec["name"] + ".extxyz"
        source = (f"tools/make_units_golden.py: schnetpack {spk.__version__} PaiNN with seeded random weights "
                  f"(torch seed {spec['seed']}), float64, in {eu} and {lu}; not a trained model")
        config = mm.export(nnp, os.path.join(args.out, model_file), elements=ELEMENTS, dtype="float64",
                           source=source, energy_unit=eu, length_unit=lu)
        model_pt = os.path.join(tmp, spec["name"] + ".pt")
        torch.save(nnp, model_pt)
        calc = spk_calculator(model_pt, spec)
        nnp_stress = mm.load_mlff(os.path.join(args.out, model_file), stress=True)  # only for periodic frames
        loaded = mm.load_mlff(os.path.join(args.out, model_file))
        reference = "SpkCalculator" if a == 1.0 else "model_units"
        manifest["models"].append({
            "name": spec["name"], "file": model_file, "extxyz": xyz_file, "energy_unit": eu, "length_unit": lu,
            "reference": reference, "radial_basis": config["radial_basis"], "n_atom_basis": config["n_atom_basis"],
            "n_interactions": config["n_interactions"], "n_rbf": config["n_rbf"],
            "cutoff": config["cutoff"], "cutoff_angstrom": config["cutoff"] * a,
            "shared_filters": config["shared_filters"], "shared_interactions": config["shared_interactions"],
            "readout_sizes": config["readout_sizes"], "energy_scale": config["energy_scale"],
            "energy_mean_per_atom": config["energy_mean_per_atom"]})
        frames = []
        for k, sname in enumerate(spec["structures"]):
            atoms = structures[sname]
            case = f"{spec['name']}/{sname}"
            periodic3 = bool(atoms.pbc.all())
            model = nnp_stress if periodic3 else loaded

            def direct(at, model=model):
                return mm.evaluate_in_units(model, at, spec["cutoff"], eu, lu)

            res = direct(atoms)  # per-atom energies and the edge count come from here
            extra = {}
            if reference == "SpkCalculator":
                ref = spk_calculate(calc, atoms)
                d = max_diff(ref, res)
                if d > 1e-12 * max(1.0, abs(ref["energy"])):
                    raise SystemExit(f"{case}: SpkCalculator and the converted direct evaluation differ by {d:.3e}")
                extra["spk_calculator_vs_direct_max_abs_diff"] = d
            else:
                ref = {k2: res[k2] for k2 in ("energy", "forces", "stress") if k2 in res}
                # SpkCalculator(position_unit="Bohr") evaluates the Angstrom numbers as if they were
                # Bohr: another geometry. Handed the coordinates in Bohr, it gives the reference.
                wrong = spk_calculate(calc, atoms)
                right = spk_calculate(calc, mm.to_model_length(atoms, lu))
                d = max_diff(right, ref)
                if d > 1e-12 * max(1.0, abs(ref["energy"])):
                    raise SystemExit(f"{case}: SpkCalculator on Bohr coordinates differs from the reference by {d:.3e}")
                extra["spk_calculator_energy_error_eV"] = wrong["energy"] - ref["energy"]
                extra["spk_calculator_force_max_abs_error"] = float(np.abs(wrong["forces"] - ref["forces"]).max())
                extra["spk_calculator_on_model_length_coordinates_max_abs_diff"] = d
                print(f"  SpkCalculator(position_unit={lu!r}) on {sname} in Angstrom: energy off by "
                      f"{extra['spk_calculator_energy_error_eV']:+.6f} eV ({wrong['energy']:.6f} vs "
                      f"{ref['energy']:.6f}), forces by up to {extra['spk_calculator_force_max_abs_error']:.4f} eV/A; "
                      f"given the {lu} coordinates it agrees to {d:.1e}", flush=True)
            if "stress" in ref and not periodic3:
                ref.pop("stress")
            # consistency checks
            e_sum = float(res["energies"].sum())
            if abs(e_sum - ref["energy"]) > 1e-10 * max(1.0, abs(ref["energy"])):
                raise SystemExit(f"{case}: sum of per-atom energies {e_sum} != energy {ref['energy']}")
            net = np.abs(ref["forces"].sum(axis=0)).max()
            if net > 1e-9 * max(1.0, np.abs(ref["forces"]).max()) * len(atoms):
                raise SystemExit(f"{case}: net force {net:.3e}")
            # the schnetpack model itself (not the file read back) gives the same numbers
            orig = nnp if not periodic3 else spk.md.utils.activate_model_stress(build(spec), "stress")
            rt = max_diff(mm.evaluate_in_units(orig, atoms, spec["cutoff"], eu, lu), ref)
            if rt > 1e-12 * max(1.0, abs(ref["energy"])):
                raise SystemExit(f"{case}: load_mlff round trip differs by {rt:.3e}")
            fd = finite_differences(lambda at: direct(at)["energy"], atoms, ref, rng, case)
            frames.append(frame_text(atoms, energy=ref["energy"], forces=ref["forces"], stress=ref.get("stress"),
                                     energies=res["energies"],
                                     info={"structure": sname, "model": spec["name"], "reference": reference}))
            manifest["cases"].append({
                "model": model_file, "extxyz": xyz_file, "frame": k, "structure": sname, "n_atoms": len(atoms),
                "n_edges": res["n_edges"], "pbc": [bool(p) for p in atoms.pbc], "has_stress": periodic3,
                "reference": reference, "energy": ref["energy"], "max_abs_force": float(np.abs(ref["forces"]).max()),
                **fd, "roundtrip_max_abs_diff": rt, **extra})
            print(f"{case:45s} {eu:>8s} {lu:>8s} atoms={len(atoms):3d} edges={res['n_edges']:5d} "
                  f"E={ref['energy']:+.6f} eV |F|max={np.abs(ref['forces']).max():.3f} "
                  f"fd_err={fd['fd_force_max_abs_err']:.1e}"
                  + (f" stress_fd_err={fd['fd_stress_max_abs_err']:.1e}" if periodic3 else ""), flush=True)
        write_extxyz(os.path.join(args.out, xyz_file), frames)

    import ase.io
    for m in manifest["models"]:
        frames = ase.io.read(os.path.join(args.out, m["extxyz"]), index=":", format="extxyz")
        for c in [c for c in manifest["cases"] if c["extxyz"] == m["extxyz"]]:
            if frames[c["frame"]].get_potential_energy() != c["energy"]:
                raise SystemExit(f"{m['extxyz']} frame {c['frame']}: energy not round-trip exact")
    with open(os.path.join(args.out, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")
    print(f"wrote {len(manifest['cases'])} cases of {len(manifest['models'])} models to {args.out}")


if __name__ == "__main__":
    main()
