#!/usr/bin/env bash
# Sixteenth session: Nsight Compute's full set on one call of 1 024 benzenes' fused kernels,
# tiles of four (the default) and, for block_forward and block_backward, tiles of eight.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
for v in 4 8; do
  MLFF_BLOCK_TILE=$v timeout 280 $NCU --set full --import-source no --cache-control none --clock-control none -k regex:"block_|message_" --launch-skip 8 --launch-count 8 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 2 --warmup 1 > /tmp/prof_$v.txt 2>&1
  grep -E "^  [a-z_]+_kernel|Duration|Registers Per|Local Memory|Achieved Occupancy|Theoretical Occupancy|Block Limit|Compute \(SM\) Throughput|Memory Throughput|L2 Cache Throughput|L1/TEX Cache Throughput|DRAM Throughput|Executed Ipc Active|Issue Slots Busy|Stall|spill|Shared Memory Configuration Size|Dynamic Shared|One or More Eligible|No Eligible|Warp Cycles Per Issued|Avg. Active Threads|Branch Instructions Ratio|Executed Instructions  " /tmp/prof_$v.txt > $OUT/prof_tile$v.txt
  grep -iE "pipe|bottleneck|is the highest-utilized|stalled|spill|local" /tmp/prof_$v.txt | sort | uniq -c | sort -rn | head -40 > $OUT/prof_tile${v}_hints.txt
done
ls -la /tmp/prof_*.txt; tail -5 /tmp/prof_4.txt
