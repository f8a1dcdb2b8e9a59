#!/usr/bin/env python3
"""Export the trained student, measure it against the teacher, and write the committed test set.

    python tools/distill/finish.py BEST_MODEL.pt [--name painn-gfn2-hcno] [--history RUN/history.json ...]

--history may be given once per training run, oldest first (the last one is the run that wrote
BEST_MODEL.pt); each run's arguments and where it ended go into the training card.

1. converts BEST_MODEL.pt (a torch.save'd NeuralNetworkPotential from train.py) with
   tools/convert_schnetpack.py to models/NAME.safetensors (float32 weights, as trained);
2. evaluates that file with schnetpack (float64, tools/mlff_model.load_mlff) on every test-split
   configuration of the training molecules and on every configuration of the held-out molecules,
   against the teacher labels: energy MAE per atom (mean over frames of |ΔE|/N) and force MAE (mean
   over all force components), per molecule, per sampling kind and overall; writes
   models/NAME.accuracy.json and models/NAME.accuracy.md;
3. converts again with the training card (teacher, data, hyper-parameters, accuracy) in the
   metadata (`config.card`); the tensors are the same;
4. writes tests/data/student/: heldout.extxyz (a subset of those configurations with teacher energy,
   forces and, for the periodic box, stress), schnetpack.extxyz (schnetpack's float64 predictions of
   the shipped file for the same frames: energy, forces, per-atom energies, stress) and
   MANIFEST.json (the subset's MAEs, for tests/student.rs).
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys

import numpy as np
import torch
from ase import Atoms

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, HERE)
import mlff_model as mm  # noqa: E402
from extxyz_exact import frame_text, write_extxyz  # noqa: E402
import train as T  # noqa: E402

P = mm.P
KINDS = ["min", "md", "nms", "disp", "pair"]


def convert(model_pt, out, card=None):
    cmd = [sys.executable, os.path.join(ROOT, "tools/convert_schnetpack.py"), model_pt, out, "--elements", "H,C,N,O",
           "--dtype", "float32", "--source", "tools/distill (GFN2-xTB teacher via tblite 0.8.0), schnetpack 2.1.1"]
    if card:
        cmd += ["--card", card]
    subprocess.run(cmd, check=True)


def errors(model_path, data_path):
    """Per-frame |ΔE|/N (eV/atom), mean |ΔF| (eV/Å) and max |ΔF| of the mlff file vs the teacher."""
    nnp = mm.load_mlff(model_path, dtype=torch.float64, per_atom=False)
    nnp.do_postprocessing = False
    config, t = mm.read_mlff(model_path)
    atomref = t["atomref"].double().numpy()[T.ELEMENTS]
    data = T.Data(data_path, torch.device("cpu"), dtype=torch.float64)
    data.set_targets(atomref, config["energy_mean_per_atom"])
    frames = np.nonzero(data.split >= 1)[0]
    e_err, f_err = [], []
    for b in range(0, len(frames), 128):
        fr = torch.as_tensor(frames[b:b + 128])
        inputs, e_t, f_t, n = data.batch(fr)
        out = nnp(inputs)
        e_err.append(((out[mm.ENERGY_KEY].detach() - e_t).abs() / n).numpy())
        df = (out[P.forces].detach() - f_t).abs()
        s = torch.zeros(len(fr), dtype=df.dtype).index_add_(0, inputs[P.idx_m], df.mean(dim=1)) / n
        f_err.append(s.numpy())
    return data, frames, np.concatenate(e_err), np.concatenate(f_err)


def table(data, frames, e, f):
    n = data.n_np[frames]
    mol = data.mol[frames]
    kind = data.kind[frames]
    split = data.split[frames]

    def row(mask):
        return {"frames": int(mask.sum()), "atoms": int(n[mask].sum() / max(1, mask.sum())),
                "e_mae_mev_atom": float(1e3 * e[mask].mean()), "f_mae": float((f[mask] * n[mask]).sum() / n[mask].sum())}
    out = {"per_molecule": {}, "per_kind": {}, "overall": {}}
    for m, name in enumerate(data.names):
        mask = mol == m
        if mask.any():
            out["per_molecule"][name] = dict(row(mask), heldout_molecule=bool(split[mask][0] == 2))
    for s, label in [(1, "train_molecules_test_configs"), (2, "heldout_molecules")]:
        mask = split == s
        out["overall"][label] = row(mask)
        out["per_kind"][label] = {KINDS[k]: row(mask & (kind == k)) for k in range(len(KINDS)) if (mask & (kind == k)).any()}
    return out


def markdown(acc, focus):
    L = []
    o = acc["overall"]
    L.append("| configurations | frames | energy MAE (meV/atom) | force MAE (eV/Å) |")
    L.append("| --- | ---: | ---: | ---: |")
    for label, text in [("train_molecules_test_configs", "training molecules, held-out configurations"),
                        ("heldout_molecules", "held-out molecules (never trained on)")]:
        r = o[label]
        L.append(f"| **{text}** | {r['frames']} | **{r['e_mae_mev_atom']:.2f}** | **{r['f_mae']:.4f}** |")
        for k, r in acc["per_kind"][label].items():
            L.append(f"| &nbsp;&nbsp;{label.split('_')[0]} · {k} | {r['frames']} | {r['e_mae_mev_atom']:.2f} | {r['f_mae']:.4f} |")
    L.append("")
    L.append("| molecule | atoms | frames | energy MAE (meV/atom) | force MAE (eV/Å) |")
    L.append("| --- | ---: | ---: | ---: | ---: |")
    pm = acc["per_molecule"]
    order = [n for n in focus if n in pm] + sorted(n for n in pm if n not in focus and pm[n]["heldout_molecule"]) + \
        sorted(n for n in pm if n not in focus and not pm[n]["heldout_molecule"])
    for name in order:
        r = pm[name]
        tag = " (held out)" if r["heldout_molecule"] else ""
        L.append(f"| {name}{tag} | {r['atoms']} | {r['frames']} | {r['e_mae_mev_atom']:.2f} | {r['f_mae']:.4f} |")
    return "\n".join(L) + "\n"


def test_set(model_path, gen_dir, outdir, per_mol=4, per_heldout=8, seed=0):
    """A small subset of the test configurations, with teacher labels and schnetpack predictions."""
    rng = np.random.default_rng(seed)
    nnp = mm.load_mlff(model_path, dtype=torch.float64)
    nnp_s = mm.load_mlff(model_path, dtype=torch.float64, stress=True)
    teacher, student, meta = [], [], []
    for f in sorted(glob.glob(os.path.join(gen_dir, "*.npz"))):
        d = np.load(f)
        name = os.path.basename(f)[:-4]
        keep = np.abs(d["F"]).max(axis=(1, 2)) <= 25.0
        cand = np.nonzero(keep & (d["split"] >= 1))[0]
        if not len(cand):
            continue
        held = bool(d["split"][cand[0]] == 2)
        pick = rng.choice(cand, size=min(len(cand), per_heldout if held else per_mol), replace=False)
        for k in sorted(pick):
            pbc = bool(d["pbc"])
            a = Atoms(d["numbers"], positions=np.round(d["R"][k], 8), cell=d["cell"][k] if pbc else None, pbc=pbc)
            r = mm.evaluate(nnp_s if pbc else nnp, a, 5.0)
            info = {"molecule": name, "split": "heldout_molecule" if held else "test", "kind": str(d["kind"][k])}
            teacher.append(frame_text(a, energy=float(d["E"][k]), forces=np.round(d["F"][k], 6),
                                      stress=d["S"][k] if pbc else None, info=info))
            student.append(frame_text(a, energy=r["energy"], forces=r["forces"], stress=r.get("stress"),
                                      energies=r["energies"], info=info))
            n = len(a)
            meta.append({"molecule": name, "held": held, "n": n, "de": abs(r["energy"] - d["E"][k]) / n,
                         "df": float(np.abs(r["forces"] - d["F"][k]).mean()), "dfsum": float(np.abs(r["forces"] - d["F"][k]).sum())})
    os.makedirs(outdir, exist_ok=True)
    write_extxyz(os.path.join(outdir, "heldout.extxyz"), teacher)
    write_extxyz(os.path.join(outdir, "schnetpack.extxyz"), student)
    man = {"model": "models/" + os.path.basename(model_path), "frames": len(meta),
           "note": "MAEs of schnetpack (float64) on these frames vs the teacher labels; tests/student.rs checks mlff against them"}
    for label, sel in [("test", [m for m in meta if not m["held"]]), ("heldout_molecule", [m for m in meta if m["held"]])]:
        if not sel:
            continue
        man[label] = {"frames": len(sel), "e_mae_ev_atom": float(np.mean([m["de"] for m in sel])),
                      "f_mae_ev_a": float(sum(m["dfsum"] for m in sel) / (3 * sum(m["n"] for m in sel)))}
    with open(os.path.join(outdir, "MANIFEST.json"), "w") as fh:
        json.dump(man, fh, indent=1)
    return man


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model_pt")
    ap.add_argument("--name", default="painn-gfn2-hcno")
    ap.add_argument("--history", action="append", default=[],
                    help="a training run's history.json; once per run, oldest first")
    ap.add_argument("--gen", default=os.path.join(ROOT, "tools/data/gen"))
    ap.add_argument("--eval-data", default=os.path.join(ROOT, "tools/data/eval64.npz"))
    args = ap.parse_args()
    os.makedirs(os.path.join(ROOT, "models"), exist_ok=True)
    out = os.path.join(ROOT, "models", args.name + ".safetensors")
    convert(args.model_pt, out)
    if not os.path.exists(args.eval_data):
        subprocess.run([sys.executable, os.path.join(HERE, "pack.py"), "--gen", args.gen, "--out", args.eval_data,
                        "--dtype", "float64"], check=True)
    data, frames, e, f = errors(out, args.eval_data)
    acc = table(data, frames, e, f)
    with open(os.path.splitext(args.eval_data)[0] + ".json") as fh:
        counts = json.load(fh)
    acc["data"] = counts
    with open(os.path.join(ROOT, "models", args.name + ".accuracy.json"), "w") as fh:
        json.dump(acc, fh, indent=1)
    md = markdown(acc, ["H2O", "CH3CH2OH", "C6H6", "alanine_dipeptide", "water_box_8"])
    with open(os.path.join(ROOT, "models", args.name + ".accuracy.md"), "w") as fh:
        fh.write(md)
    print(md)
    hists = [json.load(open(h)) for h in args.history]
    hist = hists[-1] if hists else {}
    runs = [{k: h["args"].get(k) for k in ["batch", "lr", "schedule_seconds", "time_limit", "restart_schedule"]}
            | {"resumed": bool(h["args"].get("resume")), "end_epoch": h["history"][-1]["epoch"],
               "end_step": h["history"][-1]["step"]} for h in hists]
    card = {"teacher": "GFN2-xTB, tblite 0.8.0 (ASE calculator, eV, eV/Å)",
            "student": "schnetpack 2.1.1 PaiNN, 128 features, 3 interactions, 20 Gaussian RBF, cosine cutoff 5 Å, Atomwise 128-64-1",
            "elements": "H C N O",
            "data": counts,
            "training": {k: hist.get("args", {}).get(k) for k in ["batch", "lr", "w_energy", "w_forces", "ema", "total_epochs"]}
            | {"epochs": hist.get("history", [{}])[-1].get("epoch"), "steps": hist.get("history", [{}])[-1].get("step"),
               "runs": runs,
               "loss": "w_E*MSE(dE/N) + w_F*MSE(dF), eV/atom and eV/Å; AdamW, warm-up + cosine, EMA weights",
               "atomref_ev": hist.get("atomref"), "mean_per_atom_ev": hist.get("mean"), "scale_ev": hist.get("scale")},
            "accuracy": {"train_molecules_test_configs": acc["overall"]["train_molecules_test_configs"],
                         "heldout_molecules": acc["overall"]["heldout_molecules"],
                         "units": "energy MAE meV/atom (mean over frames of |dE|/N), force MAE eV/Å (all components)"},
            "reproduce": "tools/README.md, section 'Distilling the shipped model'"}
    card_path = os.path.join(ROOT, "models", args.name + ".card.json")
    with open(card_path, "w") as fh:
        json.dump(card, fh, indent=1)
    convert(args.model_pt, out, card=card_path)
    man = test_set(out, args.gen, os.path.join(ROOT, "tests/data/student"))
    print(json.dumps(man, indent=1))


if __name__ == "__main__":
    main()
