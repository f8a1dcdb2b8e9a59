#!/usr/bin/env bash
# Twenty-fifth session, after the review's refactor (the two small-list paths share cube
# functions): the neighbor_list and md suites with CUDA and wgpu required, mlff check, and MD of
# the 192-atom box.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in neighbor_list md; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 120 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/review_tests.txt
timeout 60 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/review_check.txt
for s in 0 1; do MLFF_SMALL_SPLIT=$s timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m models/painn-gfn2-hcno.safetensors --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1; done | tee $OUT/review_md.txt
