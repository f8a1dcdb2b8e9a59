#!/usr/bin/env bash
# Fifteenth session, measured first: Nsight Compute sections (and SASS stall sampling) of one MD
# step's kernels, benzene and the 192-atom water box, shipped model, head dfae2fc.
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
NCU=/usr/local/cuda/bin/ncu
SEC="--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis --section InstructionStats"
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  b=$(basename $c .extxyz); b=${b%.xyz}
  timeout 240 $NCU --clock-control none $SEC --launch-skip 3000 --launch-count 10 .dev/mlff md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > $OUT/sec_$b.txt 2>&1
done
timeout 240 $NCU --clock-control none --section SourceCounters --section WarpStateStats -k regex:"block_forward|message_block_backward" --launch-skip 300 --launch-count 3 --print-details all .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > $OUT/src_benzene.txt 2>&1
ls -la $OUT; nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv
