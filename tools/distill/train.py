#!/usr/bin/env python3
"""Train the PaiNN student on the packed teacher data with schnetpack 2.1.1's own modules.

    python tools/distill/train.py --data .train/data.npz --out DIR [--resume DIR/ckpt.pt]
                                  [--time-limit 480] [--total-epochs 120] [--batch 64] [--device cuda]

The network is exactly what tools/mlff_model.build_nnp describes (and the converter exports):
PaiNN (128 features, 3 interactions, 20 Gaussian RBF, cosine cutoff 5 Å, silu) -> Atomwise
128-64-1 (sum) -> ScaleProperty -> Forces, post-processors CastTo64 + AddOffsets(mean, atomrefs).
Per-element reference energies are a least-squares fit of the teacher energies on element counts
(training split); the mean per atom is that of the remainder; the scale is the RMS of the teacher
force components. The loop is plain PyTorch (no Lightning): neighbour lists are built on the device
per batch (all pairs within 5 Å inside each molecule; periodic frames use the stored image list),
loss = w_E * MSE(ΔE / n_atoms) + w_F * MSE(ΔF) in eV/atom and eV/Å, AdamW, linear warm-up then
cosine decay (to 1 %) over --schedule-seconds of training time (counted across resumed runs), gradient clipping, an exponential
moving average of the weights (what is evaluated and exported). The run stops after --time-limit
seconds and writes DIR/ckpt.pt (model, EMA, optimiser, step, epoch: resumable), DIR/best_model.pt
(the whole NeuralNetworkPotential with the best EMA weights, what convert_schnetpack.py takes) and
DIR/history.json.
"""
from __future__ import annotations

import argparse
import copy
import json
import math
import os
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import mlff_model as mm  # noqa: E402  (schnetpack through the torch shim)

spk, P = mm.spk, mm.P
CUTOFF = 5.0
CONFIG = {"model": "painn", "n_atom_basis": 128, "n_interactions": 3, "n_rbf": 20, "radial_basis": "gaussian",
          "cutoff": CUTOFF, "cutoff_fn": "cosine", "shared_interactions": False, "shared_filters": False,
          "activation": "silu", "epsilon": 1e-8, "max_z": 100, "readout_sizes": [128, 64, 1],
          "readout_activation": "silu"}
ELEMENTS = [1, 6, 7, 8]


class Data:
    """The packed data set on one device; `batch(frames)` builds schnetpack inputs for a batch."""

    def __init__(self, path, device, dtype=torch.float32):
        d = np.load(path)
        self.names = [str(x) for x in d["names"]]
        self.device = device
        t = lambda x, dt=None: torch.as_tensor(x, device=device, dtype=dt)  # noqa: E731
        self.Z, self.R, self.F = t(d["Z"]), t(d["R"], dtype), t(d["F"], dtype)
        self.E = d["E"].astype(np.float64)
        self.n_np = d["n_atoms"].astype(np.int64)
        self.n = t(self.n_np)
        self.start = torch.cumsum(self.n, 0) - self.n
        self.split, self.mol, self.kind = d["split"], d["mol"], d["kind"]
        self.pbc = t(d["pbc"])
        nf = len(self.n_np)
        ecount = np.zeros(nf, dtype=np.int64)
        if "pbc_i" in d:
            fr = d["pbc_frame"]
            np.add.at(ecount, fr, 1)
            order = np.argsort(fr, kind="stable")
            self.pi, self.pj = t(d["pbc_i"][order]), t(d["pbc_j"][order])
            self.poff = t(d["pbc_off"][order], dtype)
        else:
            self.pi = self.pj = t(np.zeros(0, np.int64))
            self.poff = t(np.zeros((0, 3)), dtype)
        self.ecount = t(ecount)
        self.estart = torch.cumsum(self.ecount, 0) - self.ecount
        counts = np.zeros((nf, len(ELEMENTS)))
        Zc = d["Z"]
        st = np.concatenate([[0], np.cumsum(self.n_np)])
        for k, z in enumerate(ELEMENTS):
            c = np.concatenate([[0], np.cumsum(Zc == z)])
            counts[:, k] = c[st[1:]] - c[st[:-1]]
        self.counts = counts

    def fit_offsets(self):
        tr = self.split == 0
        ar, *_ = np.linalg.lstsq(self.counts[tr], self.E[tr], rcond=None)
        res = self.E - self.counts @ ar
        mean = float(np.mean(res[tr] / self.n_np[tr]))
        return ar, mean

    def set_targets(self, atomref, mean):
        self.E_res = torch.as_tensor(self.E - self.counts @ atomref - mean * self.n_np, device=self.device,
                                     dtype=self.R.dtype)

    def batch(self, frames):
        """schnetpack inputs and targets for the frames (a LongTensor on the device)."""
        dev = self.device
        n = self.n[frames]
        B = len(frames)
        total = int(n.sum())
        bstart = torch.cumsum(n, 0) - n
        idx_m = torch.repeat_interleave(torch.arange(B, device=dev), n, output_size=total)
        local = torch.arange(total, device=dev) - bstart[idx_m]
        gatom = self.start[frames][idx_m] + local
        R = self.R[gatom]
        # molecules: all pairs within the molecule, d < cutoff
        cnt = torch.where(self.pbc[frames], torch.zeros_like(n), n)[idx_m]
        npair = int(cnt.sum())
        pi = torch.repeat_interleave(torch.arange(total, device=dev), cnt, output_size=npair)
        k = torch.arange(npair, device=dev) - (torch.cumsum(cnt, 0) - cnt)[pi]
        pj = bstart[idx_m[pi]] + k
        with torch.no_grad():
            keep = (pi != pj) & ((R[pj] - R[pi]).norm(dim=1) < CUTOFF)
        pi, pj = pi[keep], pj[keep]
        off = torch.zeros((len(pi), 3), device=dev, dtype=R.dtype)
        # periodic frames: stored image lists
        ec = self.ecount[frames]
        ne = int(ec.sum())
        if ne:
            eb = torch.repeat_interleave(torch.arange(B, device=dev), ec, output_size=ne)
            ek = torch.arange(ne, device=dev) - (torch.cumsum(ec, 0) - ec)[eb]
            ge = self.estart[frames][eb] + ek
            pi = torch.cat([pi, bstart[eb] + self.pi[ge]])
            pj = torch.cat([pj, bstart[eb] + self.pj[ge]])
            off = torch.cat([off, self.poff[ge]])
        inputs = {P.Z: self.Z[gatom], P.R: R, P.offsets: off, P.idx_i: pi, P.idx_j: pj, P.idx_m: idx_m,
                  P.n_atoms: n}
        return inputs, self.E_res[frames], self.F[gatom], n


def build_model(atomref, mean, scale, device):
    nnp = mm.build_nnp(CONFIG, stress=False, per_atom=False)
    offsets = nnp.postprocessors[1]
    with torch.no_grad():
        nnp.output_modules[1].scale = torch.tensor([scale], dtype=torch.float32)
        offsets.mean = torch.tensor([mean], dtype=torch.float32)
        ar = torch.zeros(CONFIG["max_z"], dtype=torch.float32)
        for z, v in zip(ELEMENTS, atomref):
            ar[z] = float(v)
        offsets.atomref = ar
    nnp.do_postprocessing = False  # training targets have the offsets removed
    return nnp.to(device)


def evaluate(model, data, frames, batch=256):
    """Per-frame |ΔE|/n (eV/atom) and per-frame mean |ΔF| (eV/Å), with frame ids."""
    model.eval()
    e_err, f_err = [], []
    for b in range(0, len(frames), batch):
        fr = frames[b:b + batch]
        inputs, e_t, f_t, n = data.batch(fr)
        out = model(inputs)
        e_err.append(((out[mm.ENERGY_KEY].detach() - e_t).abs() / n).cpu())
        df = (out[P.forces].detach() - f_t).abs().mean(dim=1)
        idx_m = inputs[P.idx_m]
        s = torch.zeros(len(fr), device=df.device, dtype=df.dtype).index_add_(0, idx_m, df) / n
        f_err.append(s.cpu())
    model.train()
    return torch.cat(e_err).numpy(), torch.cat(f_err).numpy()


def summary(data, frames_np, e, f):
    n = data.n_np[frames_np]
    # atom-weighted force MAE (every force component counts once), frame-mean energy MAE per atom
    return {"frames": int(len(frames_np)), "e_mae_mev_atom": float(1e3 * e.mean()),
            "f_mae": float((f * n).sum() / n.sum())}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=".train/data.npz")
    ap.add_argument("--out", required=True)
    ap.add_argument("--resume", default="")
    ap.add_argument("--time-limit", type=float, default=480.0)
    ap.add_argument("--total-epochs", type=int, default=1000, help="upper bound; the schedule is --schedule-seconds")
    ap.add_argument("--schedule-seconds", type=float, default=1000.0,
                    help="training time (summed over resumed runs) over which the cosine decay runs")
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--lr", type=float, default=5e-4)
    ap.add_argument("--w-energy", type=float, default=100.0)
    ap.add_argument("--w-forces", type=float, default=1.0)
    ap.add_argument("--ema", type=float, default=0.999)
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--eval-every", type=int, default=2)
    ap.add_argument("--restart-schedule", action="store_true",
                    help="with --resume: a warm restart: new warm-up and cosine decay over --schedule-seconds of this "
                         "run (weights, EMA and optimiser moments are kept)")
    args = ap.parse_args()
    t_start = time.time()
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(args.seed)
    dev = torch.device(args.device)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    data = Data(args.data, dev)
    atomref, mean = data.fit_offsets()
    data.set_targets(atomref, mean)
    tr_np = np.nonzero(data.split == 0)[0]
    te_np = np.nonzero(data.split == 1)[0]
    ho_np = np.nonzero(data.split == 2)[0]
    ftr = np.concatenate([data.F[data.start[f]:data.start[f] + data.n[f]].cpu().numpy().reshape(-1)
                          for f in tr_np[:: max(1, len(tr_np) // 2000)]])
    scale = float(np.sqrt(np.mean(ftr ** 2)))
    model = build_model(atomref, mean, scale, dev)
    ema = copy.deepcopy(model).eval()
    for p in ema.parameters():
        p.requires_grad_(False)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-5)
    steps_per_epoch = math.ceil(len(tr_np) / args.batch)
    total_steps = args.total_epochs * steps_per_epoch
    warmup = 300
    step, epoch, best, history, t_prior = 0, 0, float("inf"), [], 0.0
    best_state = None
    if args.resume:
        ck = torch.load(args.resume, map_location=dev, weights_only=False)
        model.load_state_dict(ck["model"]); ema.load_state_dict(ck["ema"]); opt.load_state_dict(ck["opt"])
        step, epoch, best, history, best_state = ck["step"], ck["epoch"], ck["best"], ck["history"], ck["best_state"]
        t_prior = 0.0 if args.restart_schedule else ck.get("train_seconds", 0.0)
        # keep the first run's offsets and scale (they are in the model's buffers; the data may have grown)
        atomref, mean, scale = ck["atomref"], ck["mean"], ck["scale"]
        data.set_targets(atomref, mean)
    log = open(os.path.join(args.out, "train.log"), "a")

    def say(msg):
        print(msg, flush=True)
        log.write(msg + "\n"); log.flush()

    say(f"device {dev} ({torch.cuda.get_device_name(dev) if dev.type == 'cuda' else 'cpu'}), torch {torch.__version__}; "
        f"train {len(tr_np)} test {len(te_np)} heldout-mol {len(ho_np)} frames; atomref {atomref.round(4).tolist()} "
        f"mean {mean:.5f} scale {scale:.4f}; {steps_per_epoch} steps/epoch, total {total_steps}, resume at step {step}")
    step0 = step if args.restart_schedule else 0  # the warm-up counts from here
    rng = np.random.default_rng(args.seed + epoch)
    model.train()
    te = torch.as_tensor(te_np, device=dev)
    ho = torch.as_tensor(ho_np, device=dev)
    stop = False
    t_train = time.time()
    while epoch < args.total_epochs and not stop:
        t_ep = time.time()
        perm = torch.as_tensor(rng.permutation(tr_np), device=dev)
        run_loss = run_e = run_f = 0.0
        nb = 0
        for b in range(0, len(perm), args.batch):
            fr = perm[b:b + args.batch]
            progress = min(1.0, (t_prior + time.time() - t_train) / args.schedule_seconds)
            lr = args.lr * (step - step0 + 1) / warmup if step - step0 < warmup else \
                args.lr * (0.01 + 0.99 * 0.5 * (1 + math.cos(math.pi * progress)))
            for g in opt.param_groups:
                g["lr"] = lr
            inputs, e_t, f_t, n = data.batch(fr)
            out = model(inputs)
            le = torch.mean(((out[mm.ENERGY_KEY] - e_t) / n) ** 2)
            lf = torch.mean((out[P.forces] - f_t) ** 2)
            loss = args.w_energy * le + args.w_forces * lf
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 10.0)
            opt.step()
            step += 1
            d = min(args.ema, (1 + step) / (10 + step))
            with torch.no_grad():
                for pe, pm in zip(ema.parameters(), model.parameters()):
                    pe.mul_(d).add_(pm.detach(), alpha=1 - d)
            run_loss += loss.detach(); run_e += le.detach(); run_f += lf.detach(); nb += 1  # no per-step sync
            if time.time() - t_start > args.time_limit or progress >= 1.0:
                stop = True
                break
        epoch += 0 if stop else 1
        rec = {"epoch": epoch, "step": step, "lr": lr, "loss": float(run_loss) / nb,
               "rmse_e_mev_atom": 1e3 * math.sqrt(float(run_e) / nb), "rmse_f": math.sqrt(float(run_f) / nb), "epoch_s": time.time() - t_ep, "elapsed_s": time.time() - t_start}
        if epoch % args.eval_every == 0 or stop or epoch == args.total_epochs:
            e, f = evaluate(ema, data, te)
            rec["test"] = summary(data, te_np, e, f)
            score = rec["test"]["e_mae_mev_atom"] / 2.0 + rec["test"]["f_mae"] / 0.04
            if score < best:
                best = score
                best_state = {k: v.detach().clone() for k, v in ema.state_dict().items()}
                rec["best"] = True
        history.append(rec)
        say(json.dumps(rec))
    # held-out molecules with the best weights, then save everything
    final = copy.deepcopy(ema)
    if best_state is not None:
        final.load_state_dict(best_state)
    if len(ho_np):
        e, f = evaluate(final, data, ho)
        say("heldout molecules (best EMA): " + json.dumps(summary(data, ho_np, e, f)))
    torch.save({"model": model.state_dict(), "ema": ema.state_dict(), "opt": opt.state_dict(), "step": step,
                "epoch": epoch, "best": best, "history": history, "best_state": best_state, "atomref": atomref,
                "mean": mean, "scale": scale, "args": vars(args), "train_seconds": t_prior + time.time() - t_train},
               os.path.join(args.out, "ckpt.pt"))
    final = final.to("cpu").eval()
    final.do_postprocessing = True
    torch.save(final, os.path.join(args.out, "best_model.pt"))
    with open(os.path.join(args.out, "history.json"), "w") as fh:
        json.dump({"history": history, "atomref": dict(zip(ELEMENTS, map(float, atomref))), "mean": mean,
                   "scale": scale, "args": vars(args), "config": CONFIG}, fh, indent=1)
    say(f"saved after {time.time() - t_start:.0f} s, epoch {epoch}, step {step}")


if __name__ == "__main__":
    main()
