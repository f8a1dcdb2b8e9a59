#!/usr/bin/env bash
# Twenty-first session, the change's measurements on one machine: part `tests` (gemm, backends
# and wide_cubes suites with CUDA and wgpu required; mlff check), part `ncu` (one call of 1 024
# benzenes on the default kernels, per kernel), part `rounds` (interleaved: default against
# MLFF_GEMM=0, which is the previous default: fused kernels for 1 024 benzenes, the old dense
# kernels for the staged water box; CUDA and Vulkan).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
BM=benches/data/painn_bench.safetensors
for part in "$@"; do
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in gemm backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/final_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/final_check.txt
fi
if [ $part = ncu ]; then
timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 2 --warmup 1 > /tmp/ncu_final.csv 2>&1
bash benches/results/s21/gemm_s21.sh parse_only /tmp/ncu_final.csv | tee $OUT/final_ncu.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for v in "MLFF_GEMM=0" "X=default"; do
    echo "== cuda $v round $i"
    env $v timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
  done
done 2>&1 | tee $OUT/final_rounds.txt
for i in 1 2; do
  for v in "MLFF_GEMM=0" "X=default"; do
    echo "== wgpu $v round $i"
    env $v timeout 120 .dev/mlff bench --model $BM --backend wgpu --case benzene_x1024 --case water_12288 --reps 10 --warmup 3 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
  done
done 2>&1 | tee $OUT/final_rounds_wgpu.txt
fi
done
