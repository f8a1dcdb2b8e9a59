#!/usr/bin/env bash
# Nineteenth session: where the host's share of an MD step goes (benzene, H100 machine): Linux
# perf, carried from the development machine with its own loader and libraries
# (.dev/perf.tar.xz), on an mlff binary with symbols (debug info stripped). A flat profile of the
# whole run, then one with DWARF call graphs.
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
mkdir -p /tmp/pf && tar -C /tmp/pf -xJf .dev/perf.tar.xz
PERF="/tmp/pf/perf/ld-linux-x86-64.so.2 --library-path /tmp/pf/perf /tmp/pf/perf/perf"
cat /proc/sys/kernel/perf_event_paranoid
$PERF record -F 5000 -o /tmp/flat.data .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | tail -3
$PERF report -i /tmp/flat.data --stdio --no-children --sort dso,symbol 2>/dev/null | grep -v "^#" | grep -v "^$" | head -70 | tee $OUT/perf_flat.txt
$PERF report -i /tmp/flat.data --stdio --no-children --sort comm,dso 2>/dev/null | grep -v "^#" | grep -v "^$" | head -20 | tee $OUT/perf_threads.txt
$PERF record -F 1000 --call-graph dwarf,16384 -o /tmp/dwarf.data .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 6000 --every 3000 --backend cuda --quiet 2>&1 | tail -2
$PERF report -i /tmp/dwarf.data --stdio --children --sort symbol --percent-limit 2 2>/dev/null | grep -v "^$" | head -400 > $OUT/perf_children.txt
head -120 $OUT/perf_children.txt
