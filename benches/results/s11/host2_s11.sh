#!/usr/bin/env bash
# Eleventh session: the host-work change again, five interleaved pairs of the batched cases only
# (the first run's pairs were within the spread between processes).
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors
for i in 1 2 3 4 5; do for b in mlff_old mlff; do
  echo "== $b $i"; timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene_x1024 --case water_1536 --reps 30 --warmup 5 --json $OUT/host2_${b}_$i.json 2>&1 | grep -E "median"
done; done
