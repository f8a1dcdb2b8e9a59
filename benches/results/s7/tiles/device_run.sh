#!/usr/bin/env bash
# Seventh session: fused kernels with tiles of 8 and 16 atoms (shared memory beyond 48 KiB on
# CUDA) against the previous largest tile, 4 (MLFF_BLOCK_TILE_MAX), interleaved.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
M=.dev/mlff
echo "== check"; timeout 90 $M check --backend cuda 2>&1 | grep -v XDG | tail -2
for i in 1 2; do for t in 4 8 16; do
  echo "== tile max $t ($i)"
  MLFF_BLOCK_TILE_MAX=$t timeout 100 $M bench --model $BM --backend cuda --case benzene_x64 --case benzene_x1024 --case water_1536 --reps 30 --warmup 5 --json $OUT/tile${t}_$i.json 2>&1 | grep -E "median"
  echo -n "md 256 replicas: "; MLFF_BLOCK_TILE_MAX=$t timeout 40 $M md benches/data/benzene.extxyz -m $MODEL --replicas 256 --steps 1000 --every 500 --backend cuda --quiet 2>&1 | grep -E "steps/s|error"
done; done
for t in 4 8; do MLFF_BLOCK_TILE_MAX=$t timeout 60 $M bench --model $BM --backend cuda --case benzene_x1024 --reps 20 --warmup 5 --profile 2>&1 | grep -v XDG | tail -25; done
