#!/usr/bin/env bash
# Twenty-second session: the staged message forward on 3F threads an atom (MLFF_MSG_SPLIT=1, two
# edges a step; MLFF_MSG_SPLIT_PAIR=0 one) against F threads, same binary. Parts: `tests` (gemm
# suite, CUDA and wgpu required), `ncu` (the message forward launches of one call of 1 024
# benzenes: time, registers, occupancy), `rounds` (interleaved benches).
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
VARIANTS=("X=default" "MLFF_MSG_SPLIT=1" "MLFF_MSG_SPLIT=1 MLFF_MSG_SPLIT_PAIR=0")
for part in "$@"; do
if [ $part = tests ]; then
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 240 /tmp/tb/gemm --test-threads 2 --nocapture 2>&1 | grep -E "^test result|FAILED|panicked|split" | tee $OUT/split_tests.txt
fi
if [ $part = ncu ]; then
for v in "${VARIANTS[@]}"; do
  echo "== $v"
  env $v timeout 200 /usr/local/cuda/bin/ncu --clock-control none --kernel-name regex:"message_forward" --launch-count 3 --metrics launch__registers_per_thread,launch__occupancy_limit_registers,sm__warps_active.avg.pct_of_peak_sustained_active,gpu__time_duration.sum,launch__block_size --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 1 --warmup 0 2>&1 | grep message_forward | python3 -c '
import csv,sys
for r in csv.reader(sys.stdin):
    print("  ", r[4][:32], r[12], r[14])'
done | tee $OUT/split_ncu.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for v in "${VARIANTS[@]}"; do
    echo "== cuda $v round $i"
    env $v timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
  done
done 2>&1 | tee $OUT/split_rounds.txt
fi
done
