#!/usr/bin/env bash
# Seventh session: the workspace limit for small and mid-size evaluations (MLFF_SCRATCH_REUSE_MIB
# 0 = allocate per call, against 256, the current limit), interleaved.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors; M=.dev/mlff; MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2; do for m in 0 256 64; do
  echo "== reuse limit $m MiB ($i)"
  MLFF_SCRATCH_REUSE_MIB=$m timeout 120 $M bench --model $BM --backend cuda --case benzene --case benzene_x64 --case water_192 --case water_1536 --case benzene_x1024 --reps 30 --warmup 5 --json $OUT/ws${m}_$i.json 2>&1 | grep -v XDG | grep -E "^benzene|^water"
  echo -n "md 256 replicas: "; MLFF_SCRATCH_REUSE_MIB=$m timeout 40 $M md benches/data/benzene.extxyz -m $MODEL --replicas 256 --steps 1000 --every 500 --backend cuda --quiet 2>&1 | grep -E "steps/s|error"
done; done
