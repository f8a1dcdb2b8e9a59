#!/usr/bin/env bash
# Nineteenth session: the host's share of an MD step (benzene) without the kernels' compilation:
# perf starts 6 s into the run (-D), DWARF call graphs, 60 000 steps. perf and its libraries are
# carried from the development machine (.dev/perf.tar.xz); mlff with symbols (.dev/mlff_sym).
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
mkdir -p /tmp/pf && tar -C /tmp/pf -xJf .dev/perf.tar.xz
PERF="/tmp/pf/perf/ld-linux-x86-64.so.2 --library-path /tmp/pf/perf /tmp/pf/perf/perf"
$PERF record -D 6000 -F 2000 --call-graph dwarf,16384 -o /tmp/steady.data .dev/mlff_sym md benches/data/benzene.extxyz -m $MODEL --steps 60000 --every 20000 --backend cuda --quiet 2>&1 | tail -2
$PERF report -i /tmp/steady.data --stdio --no-children --sort dso 2>/dev/null | grep -v "^#" | grep -v "^$" | head -15 | tee $OUT/perf2_dso.txt
$PERF report -i /tmp/steady.data --stdio --children --sort symbol --percent-limit 1.5 -g none 2>/dev/null | grep -v "^$" | head -120 | tee $OUT/perf2_children.txt
$PERF report -i /tmp/steady.data --stdio --no-children --sort symbol --percent-limit 0.7 -g caller,0.5,callee,function,percent --max-stack 12 2>/dev/null | grep -v "^$" | head -600 > $OUT/perf2_callers.txt
