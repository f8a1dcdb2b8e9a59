#!/usr/bin/env bash
# Nineteenth session, the stop's code on another machine start: the spread of MD benzene and of
# the evaluation of 1 024 benzenes over repeated runs.
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
for i in 1 2 3 4 5 6 7 8; do
  timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee $OUT/spread_md.txt
for i in 1 2 3; do
  timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --case water_192 --reps 20 --warmup 5 2>&1 | grep median
done 2>&1 | tee $OUT/spread_bench.txt
