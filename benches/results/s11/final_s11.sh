#!/usr/bin/env bash
# Eleventh session, after the review's refactors (layers_split_floats, test helper): tests and
# mlff check on CUDA and wgpu, and one bench pass.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in backends wide_cubes; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 240 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
timeout 120 .dev/mlff check 2>&1 | grep -v XDG | tail -4
timeout 100 .dev/mlff bench --model benches/data/painn_bench.safetensors --backend cuda --case benzene --case water_192 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep median
