#!/usr/bin/env bash
# Twenty-third session: where the one-launch list's build of the 192-atom box spends its
# ~120 µs (one cube): Nsight Compute's source counters (warp stall samples per SASS
# instruction) of one build (the bench's water 192 builds its list fresh every call).
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
timeout 300 $NCU --section SourceCounters --section WarpStateStats --section LaunchStats --section Occupancy --section MemoryWorkloadAnalysis --import-source yes --cache-control none --clock-control none -k regex:small_list --launch-skip 3 --launch-count 2 -o /tmp/src --force-overwrite .dev/mlff_base bench --model $BM --backend cuda --case water_192 --reps 3 --warmup 1 > /tmp/ncu.txt 2>&1
tail -3 /tmp/ncu.txt
$NCU -i /tmp/src.ncu-rep --page source --csv --print-source sass --launch-skip 1 --launch-count 1 | xz -9 > $OUT/sass_small_list.csv.xz
$NCU -i /tmp/src.ncu-rep --page details --print-details all 2>/dev/null | grep -vE "^\s*-+\s*$" | head -300 > $OUT/listprof_details.txt
python3 benches/results/s17/sass_segments.py $OUT/sass_small_list.csv.xz | tee $OUT/listprof_segments.txt
