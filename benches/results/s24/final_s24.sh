#!/usr/bin/env bash
# Twenty-fourth session: the committed engine (unchanged since the twenty-third session's
# 6dac293) on this session's H100, three rounds of MD of benzene and of the 192-atom box, and
# the bench's five cases once.
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
for i in 1 2 3; do
  echo "== round $i"
  timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 .dev/mlff md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee $OUT/final_rounds.txt
timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80 | tee $OUT/final_bench.txt
