#!/usr/bin/env bash
# Seventh session: scratch workspace reused by large evaluations too (MLFF_SCRATCH_REUSE_MIB:
# 256, the current limit, against 16384), interleaved; memory peaks from the bench table.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors; M=.dev/mlff
for i in 1 2; do for m in 256 16384; do
  echo "== reuse limit $m MiB ($i)"
  MLFF_SCRATCH_REUSE_MIB=$m timeout 120 $M bench --model $BM --backend cuda --case benzene_x1024 --case water_12288 --case water_41472 --reps 30 --warmup 5 --json $OUT/ws${m}_$i.json 2>&1 | grep -v XDG | grep -E "median|^benzene|^water"
done; done
