#!/usr/bin/env bash
# Fourteenth session, after the review's refactor (row compaction inside the message functions):
# tests with CUDA and wgpu required, mlff check, and two rounds of MD benzene and the 192-atom box.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md wide_cubes backends; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/review_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/review_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2; do
  timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee $OUT/review_rounds.txt
