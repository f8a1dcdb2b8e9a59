#!/usr/bin/env bash
# Twenty-sixth session: the message backward's round dealt to its groups in turn (interleaved)
# instead of a contiguous chunk a group. The session's start (448bd25, .dev/mlff_base) against
# the change (.dev/mlff). Part `rounds` (interleaved: MD of the 192-atom box and of benzene,
# evaluations), part `ncu` (kernel times of MD steps of the box and of benzene: mean per kernel
# name and per step, both binaries), part `prof` (the change: Nsight Compute warp states and
# per-SASS-instruction stall samples of the box's block_forward and message_backward), part
# `tests` (backends, md and wide_cubes suites with CUDA and wgpu required; mlff check).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
BENZ=benches/data/benzene.extxyz
NCU=/usr/local/cuda/bin/ncu
for part in "$@"; do
if [ $part = rounds ]; then
for i in 1 2 3; do
  for b in mlff_base mlff; do
    echo "== $b round $i"
    timeout 60 .dev/$b md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 60 .dev/$b md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case water_375 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
  done
done 2>&1 | tee $OUT/inter_rounds.txt
fi
if [ $part = ncu ]; then
for c in $WATER $BENZ; do
for b in mlff_base mlff; do
  timeout 200 $NCU --clock-control none --cache-control none --launch-skip 600 --launch-count 400 --metrics gpu__time_duration.sum --csv .dev/$b md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu.csv 2>&1
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' -v v="$b $(basename $c)" '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; s[k]+=x; c[k]++; t+=x} END {st=c["forces_kick_drift_kernel"]; for (k in s) printf "%s %s: %d launches, mean %.2f us, %.2f us a step\n", v, k, c[k], s[k]/c[k], s[k]/st; printf "%s: %d steps, %.1f us of kernels a step\n", v, st, t/st}' | sort
done
done 2>&1 | tee $OUT/inter_ncu.txt
fi
if [ $part = prof ]; then
timeout 300 $NCU --clock-control none --section SourceCounters --section WarpStateStats --section LaunchStats --section Occupancy --section SchedulerStats -k regex:"block_forward|message_backward" --launch-skip 30 --launch-count 6 --import-source no -o /tmp/prof .dev/mlff md $WATER -m $MODEL --steps 100 --every 100 --backend cuda --quiet > $OUT/prof_log.txt 2>&1
$NCU -i /tmp/prof.ncu-rep --print-details all > $OUT/prof_details.txt 2>&1
$NCU -i /tmp/prof.ncu-rep --page source --csv --print-source sass > /tmp/sass.csv 2>&1
xz -9 < /tmp/sass.csv > $OUT/prof_sass.csv.xz
ls -la /tmp/prof.ncu-rep /tmp/sass.csv
fi
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in backends md wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/inter_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/inter_check.txt
fi
done
