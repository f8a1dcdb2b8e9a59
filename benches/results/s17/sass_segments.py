#!/usr/bin/env python3
"""Stall samples of a kernel by part: `ncu --page source --csv --print-source sass` output (xz),
cut into runs of instructions executed the same number of times (a loop body, a stage's
prologue); prints the runs with at least 1 % of the samples, their long-scoreboard share and
their commonest opcodes.

usage: sass_segments.py sass_block_backward_first.csv.xz
"""
import csv
import io
import lzma
import sys

rows = list(csv.reader(io.TextIOWrapper(lzma.open(sys.argv[1]), encoding="utf-8")))
hdr, data = rows[1], rows[2:]
i_s, i_src = hdr.index("Warp Stall Sampling (All Samples)"), hdr.index("Source")
i_e, i_l = hdr.index("Instructions Executed"), hdr.index("stall_long_sb")
total = sum(int(r[i_s]) for r in data)
print(f"{len(data)} instructions, {total} samples, long scoreboard {sum(int(r[i_l]) for r in data) / total:.1%}")
start = 0
for k in range(1, len(data) + 1):
    if k < len(data) and data[k][i_e] == data[start][i_e]:
        continue
    run = data[start:k]
    s, l = sum(int(r[i_s]) for r in run), sum(int(r[i_l]) for r in run)
    if s > 0.01 * total:
        ops = {}
        for r in run:
            t = r[i_src].split()
            op = (t[1] if t[0].startswith("@") else t[0]).split(".")[0]
            ops[op] = ops.get(op, 0) + 1
        top = ", ".join(f"{o} {c}" for o, c in sorted(ops.items(), key=lambda x: -x[1])[:6])
        print(f"{start:5d}-{k:5d} executed {run[0][i_e]:>8}  samples {s / total:6.1%}  long sb {l / total:6.1%}  {top}")
    start = k
