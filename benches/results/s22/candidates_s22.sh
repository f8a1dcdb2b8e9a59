#!/usr/bin/env bash
# Twenty-second session (written without a device; to run in a later session): the three gemm
# candidates for the 1 024-benzene bar, each behind its switch, same binary, against the
# default (all off). Parts: `tests` (gemm suite with CUDA and wgpu required: every variant
# against the f64 reference, the folded context against the unfolded; backends; mlff check),
# `ncu` (one call of 1 024 benzenes per variant, per kernel, sums over the 6 calls of
# `--reps 2 --warmup 1`), `rounds` (interleaved benches, CUDA), `wgpu` (the same on Vulkan).
# Needs `.dev/mlff` and `.dev/tests.tar.xz` (gemm, backends) built from the same commit, and
# `.gl` for Vulkan. Outputs in $OUT.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
VARIANTS=("X=default" "MLFF_GEMM_TALL_WIDE=1" "MLFF_GEMM_DOUBLE=1" "MLFF_MIX_FOLD=1" "MLFF_GEMM_TALL_WIDE=1 MLFF_GEMM_DOUBLE=1 MLFF_MIX_FOLD=1")
vk() {
  for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
}
for part in "$@"; do
if [ $part = tests ]; then
vk
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in gemm backends; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 240 /tmp/tb/$t --test-threads 2 --nocapture 2>&1 | grep -E "^test result|FAILED|panicked|folded|Variant"; done | tee $OUT/cand_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/cand_check.txt
fi
if [ $part = ncu ]; then
k=0
for v in "${VARIANTS[@]}"; do
  env $v timeout 200 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 2 --warmup 1 > /tmp/ncu_cand$k.csv 2>&1
  echo "== $v: /tmp/ncu_cand$k.csv"
  k=$((k+1))
done | tee $OUT/cand_ncu.txt
bash benches/results/s21/gemm_s21.sh parse_only /tmp/ncu_cand*.csv | tee -a $OUT/cand_ncu.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for v in "${VARIANTS[@]}"; do
    echo "== cuda $v round $i"
    env $v timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
  done
done 2>&1 | tee $OUT/cand_rounds.txt
fi
if [ $part = wgpu ]; then
vk
for i in 1 2; do
  for v in "X=default" "MLFF_GEMM_TALL_WIDE=1 MLFF_GEMM_DOUBLE=1 MLFF_MIX_FOLD=1"; do
    echo "== wgpu $v round $i"
    env $v timeout 120 .dev/mlff bench --model $BM --backend wgpu --case benzene_x1024 --case water_12288 --reps 10 --warmup 3 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
  done
done 2>&1 | tee $OUT/cand_rounds_wgpu.txt
fi
done
