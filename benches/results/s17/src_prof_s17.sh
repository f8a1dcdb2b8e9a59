#!/usr/bin/env bash
# Seventeenth session: Nsight Compute's source counters (warp stall samples per SASS
# instruction) for one call of 1 024 benzenes' fused
# kernels, to see which stage of each kernel the time goes to.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
timeout 400 $NCU --section SourceCounters --section WarpStateStats --section LaunchStats --section Occupancy --import-source yes --cache-control none --clock-control none -k regex:"block_|message_" --launch-skip 8 --launch-count 8 -o /tmp/src --force-overwrite .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 2 --warmup 1 > /tmp/ncu.txt 2>&1
tail -3 /tmp/ncu.txt
ls -la /tmp/src.ncu-rep
# Per SASS instruction (the CUDA source view needs the source file, which NVRTC does not leave):
# the call's first block_forward (launch 1 of the report) and first block_backward (launch 5).
$NCU -i /tmp/src.ncu-rep --page source --csv --print-source sass --launch-skip 1 --launch-count 1 | xz -9 > $OUT/sass_block_forward_first.csv.xz
$NCU -i /tmp/src.ncu-rep --page source --csv --print-source sass --launch-skip 5 --launch-count 1 | xz -9 > $OUT/sass_block_backward_first.csv.xz
$NCU -i /tmp/src.ncu-rep --page details --print-details all 2>/dev/null | grep -E "^  [a-z_]+_kernel|Stall|Warp Cycles|Registers Per|Duration" > $OUT/stalls_details.txt
$NCU -i /tmp/src.ncu-rep --page raw --csv 2>/dev/null | xz -9 > $OUT/raw.csv.xz
ls -la $OUT
