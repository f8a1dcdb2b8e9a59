#!/usr/bin/env python3
"""Pack the per-molecule teacher data (tools/data/gen/*.npz) into one compact training file.

    python tools/distill/pack.py [--gen tools/data/gen] [--out .train/data.npz] [--fmax 25]

Frames whose largest teacher force component exceeds --fmax eV/Å are dropped (counted in the
log). Positions and forces are stored as float32, energies as float64. For periodic frames the
neighbour list (i, j, cell shift vector, d < 5 Å, all images) is precomputed with ASE, since the
training script builds molecular neighbour lists itself (all pairs within 5 Å) on the GPU.
"""
from __future__ import annotations

import argparse
import glob
import json
import os

import numpy as np
from ase import Atoms
from ase.neighborlist import neighbor_list

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CUTOFF = 5.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gen", default=os.path.join(ROOT, "tools/data/gen"))
    ap.add_argument("--out", default=os.path.join(ROOT, ".train/data.npz"))
    ap.add_argument("--fmax", type=float, default=25.0)
    ap.add_argument("--dtype", default="float32", choices=["float32", "float64"], help="of positions and forces")
    ap.add_argument("--limit", type=int, default=0, help="frames per molecule (0: all); for smoke tests")
    args = ap.parse_args()
    files = sorted(glob.glob(os.path.join(args.gen, "*.npz")))
    names, Z, R, F, E, S, nat, mol, split, kind, temp, pbc_f = [], [], [], [], [], [], [], [], [], [], [], []
    cells, e_i, e_j, e_off, e_frame = [], [], [], [], []
    kinds = ["min", "md", "nms", "disp", "pair"]
    dropped = 0
    n_frames = 0
    for f in files:
        d = np.load(f)
        name = os.path.basename(f)[:-4]
        m = len(names)
        names.append(name)
        keep = np.abs(d["F"]).max(axis=(1, 2)) <= args.fmax
        dropped += int((~keep).sum())
        idx = np.nonzero(keep)[0]
        if args.limit:
            idx = idx[:: max(1, len(idx) // args.limit)][: args.limit]
        n = len(d["numbers"])
        for k in idx:
            Z.append(d["numbers"]); R.append(d["R"][k]); F.append(d["F"][k]); E.append(d["E"][k])
            S.append(d["S"][k]); cells.append(d["cell"][k]); nat.append(n); mol.append(m)
            split.append(int(d["split"][k])); kind.append(kinds.index(str(d["kind"][k]))); temp.append(d["temp"][k])
            pbc_f.append(bool(d["pbc"]))
            if bool(d["pbc"]):
                a = Atoms(d["numbers"], positions=d["R"][k], cell=d["cell"][k], pbc=True)
                i, j, Sh = neighbor_list("ijS", a, CUTOFF)
                e_i.append(i); e_j.append(j); e_off.append(Sh @ d["cell"][k]); e_frame.append(np.full(len(i), n_frames))
            n_frames += 1
    out = dict(names=np.array(names), Z=np.concatenate(Z).astype(np.int64), R=np.concatenate(R).astype(args.dtype),
               F=np.concatenate(F).astype(args.dtype), E=np.array(E), S=np.array(S), cell=np.array(cells),
               n_atoms=np.array(nat), mol=np.array(mol), split=np.array(split, dtype=np.int8),
               kind=np.array(kind, dtype=np.int8), temp=np.array(temp), pbc=np.array(pbc_f))
    if e_i:
        out.update(pbc_i=np.concatenate(e_i), pbc_j=np.concatenate(e_j),
                   pbc_off=np.concatenate(e_off).astype(args.dtype), pbc_frame=np.concatenate(e_frame))
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    np.savez_compressed(args.out, **out)
    sp = out["split"]
    summary = {"molecules": len(names), "frames": int(n_frames), "atoms": int(len(out["Z"])),
               "train": int((sp == 0).sum()), "test": int((sp == 1).sum()), "heldout_molecules": int((sp == 2).sum()),
               "dropped_fmax": dropped, "fmax": args.fmax, "periodic_frames": int(out["pbc"].sum())}
    print(json.dumps(summary))
    with open(os.path.splitext(args.out)[0] + ".json", "w") as fh:
        json.dump(summary, fh, indent=1)


if __name__ == "__main__":
    main()
