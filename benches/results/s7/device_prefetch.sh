#!/usr/bin/env bash
# Seventh session: MLFF_PREFETCH=0 (CUDA default) against 1 (weights loaded 8 ahead), interleaved.
cd "$(dirname "$0")/.."
M=.dev/mlff; BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
for p in 0 1 0 1; do
  echo "== PREFETCH=$p"
  MLFF_PREFETCH=$p timeout 100 $M bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 30 --warmup 5 2>&1 | grep -E "median" 
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "md $(basename $c): "; MLFF_PREFETCH=$p timeout 40 $M md $c -m $MODEL --steps 3000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error"
  done
done
