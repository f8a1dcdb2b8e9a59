#!/usr/bin/env bash
# Fourteenth session: MD throughput against the Verlet skin with compacted rows (same binary), two interleaved rounds.
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2; do for skin in 0.3 0.5 0.75 1.0 1.25; do
  echo "== skin $skin round $i"
  timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --skin $skin --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --skin $skin --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/skin2_rounds.txt
