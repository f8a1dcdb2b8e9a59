#!/usr/bin/env bash
# Tenth session, run E: block_forward's message stage one edge a step instead of two (temporary
# knob MLFF_ONE_EDGE=1), for its register count (128: four cubes a multiprocessor). Interleaved.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2; do for k in 0 1; do
  echo "== one_edge=$k bench $i"; MLFF_ONE_EDGE=$k timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --reps 20 --warmup 5 --json $OUT/oneedge${k}_$i.json 2>&1 | grep -E "median"
done; done
for k in 0 1; do for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  echo -n "one_edge=$k md $(basename $c): "; MLFF_ONE_EDGE=$k timeout 60 .dev/mlff md $c -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error" | tail -1; echo
done; done
for k in 0 1; do
  MLFF_ONE_EDGE=$k timeout 120 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread -k regex:block_forward --launch-skip 9 --launch-count 6 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 3 --warmup 1 > $OUT/ncu_oneedge$k.csv 2>&1
  echo "one_edge=$k"; grep -E "gpu__time|registers" $OUT/ncu_oneedge$k.csv | awk -F'","' '{print $5, $9, $(NF-2), $NF}' | head -12
done
