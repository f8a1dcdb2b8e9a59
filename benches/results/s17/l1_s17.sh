#!/usr/bin/env bash
# Seventeenth session: L1 hit rates and the shared-memory carveout of 1 024 benzenes' fused
# kernels (is block_backward's wait on its weight loads a wait on L2, with its 28.7 KB of shared
# memory a cube leaving ~23 KB of L1?).
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
timeout 300 $NCU --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section LaunchStats --section SpeedOfLight --cache-control none --clock-control none -k regex:"block_|message_" --launch-skip 8 --launch-count 8 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 2 --warmup 1 > /tmp/l1.txt 2>&1
grep -E "^  [a-z_]+_kernel|Duration|L1/TEX Hit Rate|L2 Hit Rate|Shared Memory Configuration Size|Dynamic Shared|Mem Busy|Max Bandwidth|L1/TEX Cache Throughput|L2 Cache Throughput|DRAM Throughput" /tmp/l1.txt > $OUT/l1.txt
cat $OUT/l1.txt
