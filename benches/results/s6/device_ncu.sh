#!/usr/bin/env bash
cd "$(dirname "$0")/.."
M=.dev/mlff; BM=benches/data/painn_bench.safetensors
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv
for c in water_12288 benzene_x1024; do
  # warmup 2 + reps 1: profile the last call (kernels after the first two calls)
  timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --launch-skip 150 --launch-count 120 --metrics gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active,sm__throughput.avg.pct_of_peak_sustained_elapsed,lts__throughput.avg.pct_of_peak_sustained_elapsed,dram__throughput.avg.pct_of_peak_sustained_elapsed --csv $M bench --model $BM --backend cuda --case $c --reps 3 --warmup 3 > $OUT/ncu_$c.csv 2>/dev/null; echo "$c rc=$?"
done
timeout 100 $M bench --model $BM --backend cuda --case water_12288 --case benzene_x1024 --reps 30 --warmup 5 --profile 2>&1 | grep -v XDG | tail -60
