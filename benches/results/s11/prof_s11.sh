#!/usr/bin/env bash
# Eleventh session, measured first: the synced per-stage profile at the head (0562597) for the
# evaluation cases, to find the time of a 1 024-benzene call outside its kernels.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv
for i in 1 2; do
  echo "== plain $i"; timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "median"
done
echo "== profile"; timeout 150 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --reps 20 --warmup 5 --profile --json $OUT/prof_head.json 2>&1 | grep -v XDG
