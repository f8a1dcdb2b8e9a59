#!/usr/bin/env bash
# Seventh session: fused kernels on 8F threads for one-atom tiles (MLFF_BLOCK_WIDEST=8; 1 024
# threads, 64 registers at most) against 4F (the current widest), interleaved.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors; M=.dev/mlff; MODEL=models/painn-gfn2-hcno.safetensors
MLFF_BLOCK_WIDEST=8 timeout 90 $M check --backend cuda 2>&1 | grep -v XDG | tail -2
for i in 1 2; do for w in 4 8; do
  echo "== widest ${w}F ($i)"
  MLFF_BLOCK_WIDEST=$w timeout 120 $M bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x64 --reps 30 --warmup 5 --json $OUT/wide${w}_$i.json 2>&1 | grep -v XDG | grep -E "median"
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "md $(basename $c): "; MLFF_BLOCK_WIDEST=$w timeout 40 $M md $c -m $MODEL --steps 3000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error"
  done
done; done
