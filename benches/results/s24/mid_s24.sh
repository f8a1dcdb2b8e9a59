#!/usr/bin/env bash
# Twenty-fourth session: boxes between 192 and 1 024 atoms, which take the one-launch list (one
# cube, all N² pairs) by default, against the cell list (MLFF_SMALL_LIST=0). Evaluations
# (bench's water_N boxes) and MD of the 192-atom box repeated 2×1×1 and 2×2×1 (384 and 768
# atoms, .dev/water_*.extxyz, written by ASE's repeat).
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
for i in 1 2; do
for v in "X=small" "MLFF_SMALL_LIST=0"; do
  echo "== $v round $i"
  env $v timeout 100 .dev/mlff bench --model $BM --backend cuda --case water_192 --case water_375 --case water_648 --case water_1029 --reps 20 --warmup 5 2>&1 | grep -E "^water" | cut -c1-80
  for n in 384 768; do
    env $v timeout 60 .dev/mlff md .dev/water_$n.extxyz -m $MODEL --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done
done 2>&1 | tee $OUT/mid_rounds.txt
