#!/usr/bin/env bash
# The GPU run behind cuda_wgpu_fused.json (benches/NOTES.md, the fused-kernel rows): mlff check
# and the backend and MD test binaries on cuda and wgpu, mlff bench on both, MD speed.
# Layout it expects, from the repository root: .dev/mlff (a stripped release build of this
# commit), .dev/backends and .dev/md (`cargo test --release --no-run --test backends --test md`,
# stripped), .gl/ (the Vulkan loader .debs). Invoked as: bash .dev/run_e.sh (a copy of this file).
set -u
cd "$(dirname "$0")/.."
T0=$SECONDS
say() { echo "== [$((SECONDS - T0)) s] $*"; }
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -f "$VK_DRIVER_FILES" ] || unset VK_DRIVER_FILES
M=.dev/mlff
MODEL=models/painn-gfn2-hcno.safetensors
say "check + tests"; timeout 60 $M check 2>&1 | grep -v XDG | tail -3
for t in backends md; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 90 .dev/$t --test-threads 1 2>&1 | grep -v XDG | grep -E "test result|FAILED|panicked|failed" | head -8; done
say "bench cuda + wgpu (bench weights)"
timeout 150 $M bench --model benches/data/painn_bench.safetensors --backend cuda --backend wgpu --case benzene --case water_192 --case benzene_x1024 --case water_12288 --case water_41472 --reps 50 --warmup 10 --json $OUT/bench_e.json 2>&1 | grep -v XDG | grep -E "median|^case|^benzene|^water|bench on"
say "md speed"
for b in cuda wgpu; do for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  timeout 40 $M md $c -m $MODEL --steps 5000 --every 1000 --backend $b --quiet 2>&1 | grep -v XDG | grep -E "steps/s|error"
done; done
timeout 40 $M md benches/data/benzene.extxyz -m $MODEL --replicas 256 --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -v XDG | grep -E "steps/s|error"
say done
