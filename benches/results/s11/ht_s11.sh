#!/usr/bin/env bash
# Eleventh session: host time inside a batched call (temporary MLFF_HOST_TIMING prints).
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors
for c in benzene_x1024 water_12288 water_1536; do
  echo "== $c"; MLFF_HOST_TIMING=1 timeout 100 .dev/mlff_ht bench --model $BM --backend cuda --case $c --reps 10 --warmup 3 2>&1 | grep -E "HT|median" | tail -12
done
