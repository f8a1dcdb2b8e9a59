#!/usr/bin/env python3
"""Generate the golden test data of the mlff engine with schnetpack 2.1.1 itself, in float64.

For each of a few small PaiNN and SchNet models with seeded random weights (every parameter,
biases included, re-drawn; nonzero atomrefs, mean per atom and energy scale), this script

1. builds the schnetpack NeuralNetworkPotential (PaiNN or SchNet -> Atomwise -> ScaleProperty ->
   Forces, post-processor AddOffsets), in float64;
2. writes it with the converter (`mlff_model.export`) to tests/data/golden/<model>.safetensors
   and checks that `mlff_model.load_mlff` of that file reproduces schnetpack's numbers;
3. evaluates its structures with schnetpack's own ASE neighbour list (full list, d < cutoff):
   energy (eV), forces (eV/A), stress (eV/A^3, 3x3, = (1/V) dE/d(strain), 3-D periodic cells only),
   per-atom energies e_i = scale*y_i + mean_per_atom + atomref[Z_i] (sum_i e_i = E);
4. checks forces and stress against central finite differences of the energy, sum_i e_i = E and
   sum_i F_i = 0;
5. writes tests/data/golden/<model>.extxyz (one frame per case, every float round-trip exact) and
   tests/data/golden/MANIFEST.json.

Deterministic: fixed seeds, CPU, float64. Run from anywhere: `python tools/make_golden.py`;
`--only NAME ...` regenerates those models alone and keeps the manifest's other entries (each
model's entry names the schnetpack and torch versions that made it).
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mlff_model as mm  # noqa: E402
from extxyz_exact import frame_text, write_extxyz  # noqa: E402
from structures import golden_structures  # noqa: E402

spk = mm.spk
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT_DIR = os.path.join(ROOT, "tests", "data", "golden")
ELEMENTS = [1, 6, 7, 8, 14]  # H C N O Si

# name, radial basis, F, L, R, cutoff, shared_filters, shared_interactions, readout layers,
# Gaussian start, energy scale, mean per atom, seed, structures; SchNet: arch, n_filters (C),
# activation (of the interaction blocks) and readout activation.
MODELS = [
    dict(name="painn_gauss_f32_l3", rbf="gaussian", F=32, L=3, R=20, cutoff=5.0, shared_filters=False,
         shared_interactions=False, readout_layers=2, rbf_start=0.0, scale=1.7, mean=-0.37, seed=101,
         structures=["water", "ethanol", "benzene", "alanine_dipeptide", "water_box_192", "si64_triclinic",
                     "si2_primitive", "si_slab_100"]),
    dict(name="painn_bessel_f16_l2_shared", rbf="bessel", F=16, L=2, R=8, cutoff=4.0, shared_filters=True,
         shared_interactions=True, readout_layers=2, rbf_start=None, scale=0.8, mean=0.25, seed=202,
         structures=["water", "benzene", "alanine_dipeptide", "water_box_192", "si2_primitive", "si_slab_100"]),
    dict(name="painn_gauss_f24_l2_sharedfilters", rbf="gaussian", F=24, L=2, R=12, cutoff=4.5,
         shared_filters=True, shared_interactions=False, readout_layers=3, rbf_start=0.5, scale=2.3,
         mean=-1.1, seed=303, structures=["ethanol", "alanine_dipeptide", "si64_triclinic", "si_slab_100"]),
    dict(name="painn_bessel_f16_l3_sharedinter", rbf="bessel", F=16, L=3, R=16, cutoff=5.0,
         shared_filters=False, shared_interactions=True, readout_layers=2, rbf_start=None, scale=0.6,
         mean=0.9, seed=404, structures=["water", "ethanol", "water_box_192", "si2_primitive",
                                         "si64_triclinic"]),
    dict(name="schnet_gauss_f32_c48_l3", arch="schnet", rbf="gaussian", F=32, C=48, L=3, R=20, cutoff=5.0,
         shared_interactions=False, activation="shifted_softplus", readout_activation="silu", readout_layers=2,
         rbf_start=0.0, scale=1.3, mean=-0.45, seed=505,
         structures=["water", "ethanol", "alanine_dipeptide", "water_box_192", "si64_triclinic", "si2_primitive",
                     "si_slab_100"]),
    dict(name="schnet_bessel_f16_l2_shared", arch="schnet", rbf="bessel", F=16, C=None, L=2, R=8, cutoff=4.0,
         shared_interactions=True, activation="shifted_softplus", readout_activation="shifted_softplus",
         readout_layers=2, rbf_start=None, scale=0.9, mean=0.3, seed=606,
         structures=["water", "benzene", "water_box_192", "si2_primitive", "si64_triclinic", "si_slab_100"]),
    dict(name="schnet_gauss_f24_c16_l2_silu", arch="schnet", rbf="gaussian", F=24, C=16, L=2, R=12, cutoff=4.5,
         shared_interactions=False, activation="silu", readout_activation="silu", readout_layers=3,
         rbf_start=0.5, scale=2.1, mean=-0.8, seed=707,
         structures=["ethanol", "alanine_dipeptide", "water_box_192", "si64_triclinic", "si_slab_100"]),
]


def build_model(spec: dict) -> "spk.model.NeuralNetworkPotential":
    """The schnetpack model of `spec` with schnetpack's own initialisation (then randomised)."""
    F, L, R, rc = spec["F"], spec["L"], spec["R"], spec["cutoff"]
    if spec["rbf"] == "gaussian":
        rb = spk.nn.GaussianRBF(n_rbf=R, cutoff=rc, start=spec["rbf_start"])
    else:
        rb = spk.nn.BesselRBF(n_rbf=R, cutoff=rc)
    if spec.get("arch", "painn") == "painn":
        rep = spk.representation.PaiNN(n_atom_basis=F, n_interactions=L, radial_basis=rb,
                                       cutoff_fn=spk.nn.CosineCutoff(rc), shared_filters=spec["shared_filters"],
                                       shared_interactions=spec["shared_interactions"])
        head = spk.atomistic.Atomwise(n_in=F, n_layers=spec["readout_layers"], output_key=mm.ENERGY_KEY,
                                      per_atom_output_key=mm.PER_ATOM_KEY)
    else:
        rep = spk.representation.SchNet(n_atom_basis=F, n_interactions=L, radial_basis=rb,
                                        cutoff_fn=spk.nn.CosineCutoff(rc), n_filters=spec["C"],
                                        shared_interactions=spec["shared_interactions"],
                                        activation=mm.ACTIVATIONS[spec["activation"]])
        head = spk.atomistic.Atomwise(n_in=F, n_layers=spec["readout_layers"], output_key=mm.ENERGY_KEY,
                                      per_atom_output_key=mm.PER_ATOM_KEY,
                                      activation=mm.ACTIVATIONS[spec["readout_activation"]])
    scale = spk.transform.ScaleProperty(input_key=mm.ENERGY_KEY, output_key=mm.ENERGY_KEY)
    forces = spk.atomistic.Forces(energy_key=mm.ENERGY_KEY)
    offsets = spk.transform.AddOffsets(mm.ENERGY_KEY, add_mean=True, add_atomrefs=True, zmax=100)
    return spk.model.NeuralNetworkPotential(
        representation=rep, input_modules=[spk.atomistic.PairwiseDistances()],
        output_modules=[head, scale, forces], postprocessors=[spk.transform.CastTo64(), offsets])


def randomize(nnp, spec: dict, gen: torch.Generator, rng: np.random.Generator, elements=ELEMENTS) -> None:
    """Redraw every parameter so that activations are O(1) and the nonlinearities matter.

    embedding ~ N(0, 1); Dense weights ~ N(0, 1/fan_in) (filter networks, PaiNN's filter_net and
    SchNet's filter_network: gain 0.5 Gaussian, 0.35 Bessel, whose basis grows like 1/d); biases
    ~ N(0, 0.3^2) (filter networks: N(0, 0.05^2), since filters are summed over up to ~60
    neighbours). Shared modules are drawn once. Energy scale and mean per
    atom from `spec`; atomrefs ~ U(-5, -0.5) eV (rounded to 1e-6) for `elements`, zero elsewhere.
    """
    filter_gain = 0.5 if spec["rbf"] == "gaussian" else 0.35
    with torch.no_grad():
        for name, p in nnp.named_parameters():
            noise = torch.randn(p.shape, generator=gen, dtype=torch.float64).to(p.dtype)
            if name.endswith("embedding.weight"):
                p.copy_(noise)
            elif name.endswith("bias"):
                p.copy_((0.05 if ("filter_net" in name or "filter_network" in name) else 0.3) * noise)
            else:
                gain = filter_gain if ("filter_net" in name or "filter_network" in name) else 1.0
                p.copy_(gain / np.sqrt(p.shape[1]) * noise)
        nnp.output_modules[1].scale = torch.tensor([spec["scale"]], dtype=torch.float64)
        offsets = nnp.postprocessors[1]
        offsets.mean = torch.tensor([spec["mean"]], dtype=torch.float64)
        atomref = torch.zeros(100, dtype=torch.float64)
        for z in elements:
            atomref[z] = float(np.round(rng.uniform(-5.0, -0.5), 6))
        offsets.atomref = atomref


def strained(atoms, eps: np.ndarray):
    """Copy of `atoms` with cell and positions multiplied by (I + eps)."""
    at = atoms.copy()
    m = np.eye(3) + eps
    at.set_cell(at.cell.array @ m.T, scale_atoms=False)
    at.positions = at.positions @ m.T
    return at


def check_finite_differences(nnp, atoms, res: dict, cutoff: float, rng: np.random.Generator, name: str) -> dict:
    """Central differences (h = 1e-5 A / 1e-5 strain) of schnetpack's energy vs its forces/stress."""
    h = 1e-5
    energy = lambda at: mm.evaluate(nnp, at, cutoff)["energy"]
    n = len(atoms)
    picks = range(n) if n <= 24 else sorted(rng.choice(n, size=6, replace=False))
    err_f = 0.0
    for a in picks:
        for k in range(3):
            p, m = atoms.copy(), atoms.copy()
            p.positions[a, k] += h
            m.positions[a, k] -= h
            fd = -(energy(p) - energy(m)) / (2 * h)
            err_f = max(err_f, abs(fd - res["forces"][a, k]))
    out = {"fd_force_max_abs_err": err_f}
    if "stress" in res:
        vol = abs(np.linalg.det(atoms.cell.array))
        s = res["stress"]
        err_s = 0.0
        for a, b in [(0, 0), (1, 1), (2, 2), (1, 2), (0, 2), (0, 1)]:
            d = np.zeros((3, 3))
            d[a, b] += 0.5 * h
            d[b, a] += 0.5 * h
            fd = (energy(strained(atoms, d)) - energy(strained(atoms, -d))) / (2 * h) / vol
            err_s = max(err_s, abs(fd - 0.5 * (s[a, b] + s[b, a])))
        out["fd_stress_max_abs_err"] = err_s
    tol_f = 1e-6 * max(1.0, float(np.abs(res["forces"]).max()))
    if err_f > tol_f:
        raise SystemExit(f"{name}: forces differ from finite differences by {err_f:.3e} (> {tol_f:.1e})")
    if "stress" in res and out["fd_stress_max_abs_err"] > 1e-7 * max(1.0, float(np.abs(res["stress"]).max())):
        raise SystemExit(f"{name}: stress differs from finite differences by {out['fd_stress_max_abs_err']:.3e}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT_DIR, help="output directory (default tests/data/golden)")
    ap.add_argument("--only", nargs="+", metavar="NAME", choices=[m["name"] for m in MODELS],
                    help="regenerate these models alone, keeping the manifest's other entries")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.set_num_threads(max(1, os.cpu_count() or 1))

    structures = golden_structures(np.random.default_rng(20240601))
    manifest = {
        "generator": "tools/make_golden.py",
        "schnetpack": spk.__version__, "torch": torch.__version__.split("+")[0],
        "dtype": "float64",
        "units": {"positions": "Angstrom", "energy": "eV", "forces": "eV/Angstrom", "stress": "eV/Angstrom^3"},
        "neighbor_list": "schnetpack ASENeighborList: full list, both directions, pairs with d < cutoff",
        "per_atom_energy": "energies column: e_i = energy_scale*y_i + energy_mean_per_atom + atomref[Z_i]",
        "stress": "stress= 3x3 row-major, (1/V) dE/d(strain), 3-D periodic frames only; ASE sign convention",
        "models": [], "cases": [],
    }
    if args.only:
        with open(os.path.join(args.out, "MANIFEST.json")) as fh:
            old = json.load(fh)
        files = {n + ".safetensors" for n in args.only}
        manifest["models"] = [m for m in old["models"] if m["file"] not in files]
        manifest["cases"] = [c for c in old["cases"] if c["model"] not in files]
        for m in manifest["models"]:
            m.setdefault("architecture", "painn")
            m.setdefault("schnetpack", old["schnetpack"])
            m.setdefault("torch", old["torch"])
    for spec in MODELS:
        if args.only and spec["name"] not in args.only:
            continue
        gen = torch.Generator().manual_seed(spec["seed"])
        rng = np.random.default_rng(spec["seed"])
        nnp = build_model(spec).double().eval()
        randomize(nnp, spec, gen, rng)
        model_file = spec["name"] + ".safetensors"
        xyz_file = spec["name"] + ".extxyz"
        arch_name = "SchNet" if spec.get("arch") == "schnet" else "PaiNN"
        source = (f"tools/make_golden.py: schnetpack {spk.__version__} {arch_name} with seeded random weights "
                  f"(torch seed {spec['seed']}), float64; not a trained model")
        config = mm.export(nnp, os.path.join(args.out, model_file), elements=ELEMENTS, dtype="float64",
                           source=source)
        nnp_stress = spk.md.utils.activate_model_stress(copy.deepcopy(nnp), "stress")
        loaded = mm.load_mlff(os.path.join(args.out, model_file), dtype=torch.float64)
        loaded_stress = mm.load_mlff(os.path.join(args.out, model_file), dtype=torch.float64, stress=True)
        manifest["models"].append({"name": spec["name"], "file": model_file, "extxyz": xyz_file,
                                   "architecture": config["model"],
                                   "radial_basis": config["radial_basis"], "n_atom_basis": config["n_atom_basis"],
                                   **({"n_filters": config["n_filters"]} if "n_filters" in config else {}),
                                   "n_interactions": config["n_interactions"], "n_rbf": config["n_rbf"],
                                   "cutoff": config["cutoff"], "shared_filters": config.get("shared_filters", False),
                                   "shared_interactions": config["shared_interactions"],
                                   "activation": config["activation"],
                                   "readout_activation": config["readout_activation"],
                                   "readout_sizes": config["readout_sizes"],
                                   "schnetpack": spk.__version__, "torch": torch.__version__.split("+")[0]})
        frames = []
        for k, sname in enumerate(spec["structures"]):
            atoms = structures[sname]
            periodic3 = bool(atoms.pbc.all())
            model = nnp_stress if periodic3 else nnp
            res = mm.evaluate(model, atoms, config["cutoff"])
            case = f"{spec['name']}/{sname}"
            # consistency checks
            e_sum = float(res["energies"].sum())
            if abs(e_sum - res["energy"]) > 1e-10 * max(1.0, abs(res["energy"])):
                raise SystemExit(f"{case}: sum of per-atom energies {e_sum} != energy {res['energy']}")
            net = np.abs(res["forces"].sum(axis=0)).max()
            if net > 1e-9 * max(1.0, np.abs(res["forces"]).max()) * len(atoms):
                raise SystemExit(f"{case}: net force {net:.3e}")
            # the file, read back into schnetpack, gives the same numbers
            back = mm.evaluate(loaded_stress if periodic3 else loaded, atoms, config["cutoff"])
            rt = max(abs(back["energy"] - res["energy"]), float(np.abs(back["forces"] - res["forces"]).max()),
                     float(np.abs(back["energies"] - res["energies"]).max()))
            if periodic3:
                rt = max(rt, float(np.abs(back["stress"] - res["stress"]).max()))
            if rt > 1e-12 * max(1.0, abs(res["energy"])):
                raise SystemExit(f"{case}: load_mlff round trip differs by {rt:.3e}")
            fd = check_finite_differences(model, atoms, res, config["cutoff"], rng, case)
            frames.append(frame_text(atoms, energy=res["energy"], forces=res["forces"],
                                     stress=res.get("stress"), energies=res["energies"],
                                     info={"structure": sname, "model": spec["name"]}))
            manifest["cases"].append({
                "model": model_file, "extxyz": xyz_file, "frame": k, "structure": sname,
                "n_atoms": len(atoms), "n_edges": res["n_edges"], "pbc": [bool(p) for p in atoms.pbc],
                "has_stress": periodic3, "energy": res["energy"],
                "max_abs_force": float(np.abs(res["forces"]).max()), **fd, "roundtrip_max_abs_diff": rt})
            print(f"{case:55s} atoms={len(atoms):4d} edges={res['n_edges']:6d} E={res['energy']:+.6f} "
                  f"|F|max={np.abs(res['forces']).max():.3f} fd_err={fd['fd_force_max_abs_err']:.1e}"
                  + (f" stress_fd_err={fd['fd_stress_max_abs_err']:.1e}" if periodic3 else ""), flush=True)
        write_extxyz(os.path.join(args.out, xyz_file), frames)

    # the extxyz files read back through ASE give the exact numbers
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
