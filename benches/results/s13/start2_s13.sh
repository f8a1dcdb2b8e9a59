#!/usr/bin/env bash
# Thirteenth session, second run: the tests on CUDA and wgpu (their lines did not come back from
# the first run), then five interleaved rounds of benzene (eval and a longer MD) and 1 024
# benzenes, this code against the previous head (.dev/mlff_prev).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in backends wide_cubes; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done 2>&1 | tee $OUT/start2_tests.txt
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
for i in 1 2 3 4 5; do for v in prev new; do
  bin=.dev/mlff; [ $v = prev ] && bin=.dev/mlff_prev
  echo "== $v round $i"
  timeout 100 $bin bench --model $BM --backend cuda --case benzene --case benzene_x1024 --reps 30 --warmup 5 2>&1 | grep median
  timeout 60 $bin md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/start2_rounds.txt
