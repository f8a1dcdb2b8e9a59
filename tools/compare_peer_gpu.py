"""The peer on the GPU: schnetpack 2.1.1 PaiNN with the SAME weights as an mlff model file,
energy + forces by autograd, PyTorch eager, torch.compile and torch.compile + CUDA graphs, on
molecules and periodic water boxes. Derived from ../shared/anchors/schnetpack_painn_bench.py; the
only change is that the model is loaded from MLFF_MODEL (default benches/data/painn_bench.safetensors)
through tools/mlff_model.py instead of being initialised at random. Neighbour lists are built once
on the CPU (ase) and excluded from the model time (reported as nl_cpu_ms), as in the anchor.

Usage (on the GPU machine): MLFF_MODEL=benches/data/painn_bench.safetensors ONLY=benzene,water_12288 \
    python3 tools/compare_peer_gpu.py     # writes $OUT/schnetpack_peer.json"""
import json, os, sys, time
import numpy as np, torch
from ase.build import molecule
from ase import Atoms
from ase.neighborlist import primitive_neighbor_list
import typing, torch.utils.data.dataloader as _dl
if not hasattr(_dl, 'T_co'):
    _dl.T_co = typing.TypeVar('T_co', covariant=True)  # schnetpack 2.1.1 vs torch>=2.10
import schnetpack as spk
import schnetpack.properties as P

torch.manual_seed(0)
dev = torch.device("cuda")
F, L, NRBF, RC = 128, 3, 20, 5.0

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlff_model import load_mlff, read_mlff  # noqa: E402

MODEL = os.environ.get("MLFF_MODEL", "benches/data/painn_bench.safetensors")
_cfg, _ = read_mlff(MODEL)
F, L, NRBF, RC = _cfg["n_atom_basis"], _cfg["n_interactions"], _cfg["n_rbf"], _cfg["cutoff"]

def build_model():
    nnp = load_mlff(MODEL, dtype=torch.float32)
    rep, head = nnp.representation, nnp.output_modules[0]
    return rep.to(dev).eval(), head.to(dev).eval()

def water_box(n):
    a = 3.104  # A per molecule cell -> ~1 g/cm3
    base = np.array([[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]])
    pos = []
    for i in range(n):
        for j in range(n):
            for k in range(n):
                pos.append(base + np.array([i, j, k]) * a + 0.5)
    pos = np.concatenate(pos)
    return Atoms("OH2" * n**3, positions=pos, cell=[n * a] * 3, pbc=True)

def replicate(at, copies, spacing=20.0):
    """Batch of independent copies of one molecule: concatenated graph, idx_m per copy."""
    return [at] * copies

def graph(ats):
    Z, R, ii, jj, off, m = [], [], [], [], [], []
    base = 0
    for b, at in enumerate(ats):
        i, j, S = primitive_neighbor_list("ijS", at.pbc, at.cell.array, at.positions, RC, self_interaction=False)
        Z.append(at.numbers); R.append(at.positions); ii.append(i + base); jj.append(j + base)
        off.append(S @ at.cell.array); m.append(np.full(len(at), b)); base += len(at)
    cat = lambda x: np.concatenate(x)
    return dict(Z=torch.tensor(cat(Z), device=dev), R=torch.tensor(cat(R), dtype=torch.float32, device=dev),
                i=torch.tensor(cat(ii), device=dev), j=torch.tensor(cat(jj), device=dev),
                off=torch.tensor(cat(off), dtype=torch.float32, device=dev), m=torch.tensor(cat(m), device=dev),
                n_mol=len(ats))

def make_step(rep, head):
    def step(Z, R, i, j, off, m, n_mol: int):
        R = R.detach().requires_grad_(True)
        rij = R[j] - R[i] + off
        inp = {P.Z: Z, P.Rij: rij, P.idx_i: i, P.idx_j: j, P.idx_m: m, P.n_atoms: torch.bincount(m, minlength=n_mol)}
        inp.update(rep(inp))
        e = head(inp)["energy"]
        f = -torch.autograd.grad(e.sum(), R)[0]
        return e.detach(), f.detach()
    return step

def time_it(fn, g, reps=50, warm=10):
    args = (g["Z"], g["R"], g["i"], g["j"], g["off"], g["m"], g["n_mol"])
    for _ in range(warm):
        fn(*args)
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record(); fn(*args); e.record(); torch.cuda.synchronize()
        ts.append(s.elapsed_time(e))
    return float(np.median(ts)), float(np.percentile(ts, 95)), float(np.percentile(ts, 99))

rep, head = build_model()
step = make_step(rep, head)
cases = [("benzene", [molecule("C6H6")]), ("ethanol", [molecule("CH3CH2OH")]),
         ("benzene_x64", [molecule("C6H6")] * 64), ("benzene_x1024", [molecule("C6H6")] * 1024),
         ("benzene_x4096", [molecule("C6H6")] * 4096)]
for n in [4, 8, 16, 24]:
    cases.append((f"water_{3*n**3}", [water_box(n)]))
only = os.environ.get("ONLY")
res = []
out = os.environ.get("OUT", ".")

def dump():
    """Rewrite the JSON after every measurement, so that a run cut short keeps what it timed."""
    json.dump(dict(gpu=torch.cuda.get_device_name(), torch=torch.__version__, model=MODEL, F=F, L=L, results=res),
              open(os.path.join(out, "schnetpack_peer.json"), "w"), indent=1)

for name, ats in cases:
    if only and name not in only.split(","):
        continue
    t0 = time.time(); g = graph(ats); nl_cpu = time.time() - t0
    natoms, nedges = int(g["Z"].shape[0]), int(g["i"].shape[0])
    row = dict(case=name, atoms=natoms, edges=nedges, structures=g["n_mol"], nl_cpu_ms=nl_cpu * 1e3)
    try:
        torch.cuda.reset_peak_memory_stats()
        row["eager_ms"], row["eager_p95_ms"], row["eager_p99_ms"] = time_it(step, g, reps=20 if natoms > 20000 else 50)
        row["eager_peak_mb"] = torch.cuda.max_memory_allocated() / 2**20
    except Exception as ex:
        row["eager_error"] = repr(ex)[:200]
        torch.cuda.empty_cache()
    res.append(row); print(json.dumps(row), flush=True); dump()

if os.environ.get("COMPILE", "1") == "1":
    import torch._dynamo
    torch._dynamo.config.cache_size_limit = 64
    for mode in ["default", "reduce-overhead"]:
        cstep = torch.compile(step, mode=mode, dynamic=False)
        for row, (name, ats) in zip(res, [c for c in cases if not only or c[0] in only.split(",")]):
            if row["atoms"] > 20000:
                continue
            g = graph(ats)
            try:
                t0 = time.time()
                row[f"compile_{mode}_ms"], row[f"compile_{mode}_p95_ms"], row[f"compile_{mode}_p99_ms"] = time_it(cstep, g, reps=50, warm=5)
                row[f"compile_{mode}_wall_s"] = time.time() - t0
            except Exception as ex:
                row[f"compile_{mode}_error"] = repr(ex)[:300]
            print(json.dumps(row), flush=True); dump()

dump()
print("GPU", torch.cuda.get_device_name())
for r in res:
    print(r["case"], r["atoms"], r["edges"], "eager %.3f ms" % r.get("eager_ms", -1),
          "compiled %.3f / graphs %.3f ms" % (r.get("compile_default_ms", -1), r.get("compile_reduce-overhead_ms", -1)))
