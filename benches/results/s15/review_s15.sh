#!/usr/bin/env bash
# Fifteenth session's review (one row-walk helper for the two message stages' compaction, the
# fused backward loop's branches sharing the saved activations): tests with CUDA and wgpu
# required, mlff check, MD benzene and the 192-atom box once each.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/review_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/review_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  timeout 60 .dev/mlff md $c -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee $OUT/review_rounds.txt
