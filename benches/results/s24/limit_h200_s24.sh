#!/usr/bin/env bash
# Twenty-fourth session: the one-launch list's CUDA limit on the H200 machine, the previous
# commit's binary (.dev/mlff_base) against this one, two interleaved rounds of the boxes around it.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
for i in 1 2; do
  for b in mlff_base mlff; do
    echo "== $b round $i"
    timeout 100 .dev/$b bench --model $BM --backend cuda --case water_192 --case water_375 --case water_648 --case water_1029 --reps 20 --warmup 5 2>&1 | grep -E "^water" | cut -c1-80
  done
done 2>&1 | tee $OUT/limit_h200_rounds.txt
