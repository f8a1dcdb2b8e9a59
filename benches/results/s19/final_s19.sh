#!/usr/bin/env bash
# Nineteenth session, the stop's code. Part 1 (`tests`): tests with CUDA and wgpu required,
# mlff check, validate-md on CUDA. Part 2 (`bench`): the bench on CUDA and through Vulkan, MD of
# benzene and the 192-atom box (three rounds on CUDA, one through Vulkan).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
if [ "$1" = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/final_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/final_check.txt
timeout 200 .dev/mlff validate-md -m $MODEL --backend cuda -o /tmp/vmd 2>&1 | grep -v XDG | tail -12 | tee $OUT/final_validate.txt
fi
if [ "$1" = bench ]; then
for b in cuda wgpu; do
  timeout 150 .dev/mlff bench --model $BM --backend $b --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 --json $OUT/final_bench_$b.json 2>&1 | grep median
done 2>&1 | tee $OUT/final_bench.txt
for i in 1 2 3; do
  echo "== cuda round $i"
  timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee $OUT/final_rounds.txt
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  echo "== wgpu $c"; timeout 60 .dev/mlff md $c -m $MODEL --steps 6000 --every 2000 --backend wgpu --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee -a $OUT/final_rounds.txt
fi
