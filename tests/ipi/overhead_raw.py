#!/usr/bin/env python3
"""Time the i-PI socket round trip of `mlff serve` against a minimal server (standard library only).

A bare i-PI server (no ASE, no numpy: `array` and `struct`) on a UNIX socket sends STATUS,
POSDATA (each message in one write), STATUS, GETFORCE per step and reads the reply, for N steps on
benzene and a 1 536-atom periodic water box (mlff::structures::water_box(8)), displacing the atoms
every step. Reports the mean wall time per exchange and the time `mlff serve` spent in the model
(its closing line, steps after the first); the difference is the protocol overhead: the socket,
the client's parsing, unit conversion and structure building, the reply.

    python3 tests/ipi/overhead_raw.py --mlff target/release/mlff --model benches/data/painn_bench.safetensors [--backend cpu]
"""
import argparse
import array
import math
import os
import random
import re
import socket
import struct
import subprocess
import sys
import tempfile
import time

BOHR = 0.529177210903  # Å (mlff's CODATA 2018)
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def benzene():
    lines = open(os.path.join(ROOT, "benches", "data", "benzene.extxyz")).read().splitlines()
    n = int(lines[0])
    sym = [l.split()[0] for l in lines[2:2 + n]]
    pos = [[float(x) for x in l.split()[1:4]] for l in lines[2:2 + n]]
    return sym, pos, None


def water_box(n):
    a = 3.104
    base = [[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]]
    sym, pos = [], []
    for i in range(n):
        for j in range(n):
            for k in range(n):
                for m, b in enumerate(base):
                    sym.append("O" if m == 0 else "H")
                    pos.append([b[0] + i * a + 0.5, b[1] + j * a + 0.5, b[2] + k * a + 0.5])
    L = n * a
    return sym, pos, [[L, 0, 0], [0, L, 0], [0, 0, L]]


def write_template(path, sym, pos, cell):
    with open(path, "w") as f:
        f.write(f"{len(sym)}\n")
        if cell:
            f.write('Lattice="' + " ".join(repr(float(x)) for r in cell for x in r) + '" pbc="T T T" ')
        f.write("Properties=species:S:1:pos:R:3\n")
        for s, p in zip(sym, pos):
            f.write(f"{s} {p[0]!r} {p[1]!r} {p[2]!r}\n")


def recvall(c, n):
    buf = bytearray()
    while len(buf) < n:
        chunk = c.recv(n - len(buf))
        if not chunk:
            raise RuntimeError("client closed the connection")
        buf += chunk
    return bytes(buf)


def hdr(word):
    return word.encode().ljust(12)


def run(name, structure, args, work, steps):
    sym, pos, cell = structure
    n = len(sym)
    template = os.path.join(work, name + ".extxyz")
    write_template(template, sym, pos, cell)
    path = os.path.join(work, "ipi_" + name)
    srv = socket.socket(socket.AF_UNIX)
    srv.bind(path)
    srv.listen(1)
    srv.settimeout(120)
    log = os.path.join(work, name + ".log")
    proc = subprocess.Popen([args.mlff, "serve", "--model", args.model, "--backend", args.backend,
                             "--precision", args.precision, "--template", template, "--unix", name,
                             "--sockets-prefix", os.path.join(work, "ipi_")],
                            stdout=open(log, "w"), stderr=subprocess.STDOUT)
    c, _ = srv.accept()
    c.settimeout(600)
    h = [[0.0] * 3 for _ in range(3)] if cell is None else [[cell[j][i] / BOHR for j in range(3)] for i in range(3)]
    hflat = array.array("d", [x for r in h for x in r]).tobytes()
    ih = array.array("d", [0.0] * 9).tobytes()  # ignored by mlff
    rng = random.Random(1)
    flat = [x / BOHR for p in pos for x in p]
    walls = []
    assert recv_status(c) == "NEEDINIT"
    c.sendall(hdr("INIT") + struct.pack("=ii", 0, 1) + b"\0")
    for step in range(steps + 1):
        for i in range(len(flat)):
            flat[i] += rng.gauss(0.0, 1e-3 / BOHR)
        msg = hdr("POSDATA") + hflat + ih + struct.pack("=i", n) + array.array("d", flat).tobytes()
        t0 = time.perf_counter()
        assert recv_status(c) == "READY"
        c.sendall(msg)
        assert recv_status(c) == "HAVEDATA"
        c.sendall(hdr("GETFORCE"))
        assert recvall(c, 12).rstrip() == b"FORCEREADY"
        e, nat = struct.unpack("=di", recvall(c, 12))
        forces = array.array("d", recvall(c, 24 * nat))
        virial = array.array("d", recvall(c, 72))
        (m,) = struct.unpack("=i", recvall(c, 4))
        recvall(c, m)
        if step > 0:  # the first step compiles kernels on a GPU
            walls.append(time.perf_counter() - t0)
        assert nat == n and math.isfinite(e) and all(math.isfinite(x) for x in virial)
    c.sendall(hdr("EXIT"))
    proc.wait(timeout=60)
    c.close()
    srv.close()
    text = open(log).read()
    m = re.search(r"then ([0-9.]+) ms/step", text)
    if proc.returncode != 0 or not m:
        sys.exit(f"mlff serve failed:\n{text}")
    backend = re.search(r"; ([^;]*)$", text.splitlines()[0]).group(1)
    wall = 1e3 * sum(walls) / len(walls)
    model = float(m.group(1))
    print(f"{name:<11} {n:>5} atoms, {steps:>4} steps on {backend}: exchange {wall:9.3f} ms/step, "
          f"model {model:9.3f} ms/step, overhead {1e3 * (wall - model):8.1f} us/step ({100 * (wall - model) / wall:.1f}%)")


def recv_status(c):
    c.sendall(hdr("STATUS"))
    return recvall(c, 12).rstrip().decode()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlff", required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--backend", default="cpu")
    ap.add_argument("--precision", default="f64")
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--water-steps", type=int, default=200)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as work:
        run("benzene", benzene(), args, work, args.steps)
        run("water_1536", water_box(8), args, work, args.water_steps)


if __name__ == "__main__":
    main()
