#!/usr/bin/env bash
# The GPU run behind the README tables (fourth session, fused kernels): mlff check, the backend and MD
# test binaries on CUDA and wgpu, MD speed, validate-md, mlff bench (cuda, wgpu) and the schnetpack peer
# (tools/compare_peer_gpu.py) with the same weights, in one device session. Expects .dev/mlff,
# .dev/backends, .dev/md (stripped release builds), .gl/ (Vulkan loader .debs) and .whl/ (schnetpack
# 2.1.1 and its pure-Python deps); run as a copy in .dev/.
set -u
cd "$(dirname "$0")/.."
T0=$SECONDS
say() { echo "== [$((SECONDS - T0)) s] $*"; }
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -f "$VK_DRIVER_FILES" ] || unset VK_DRIVER_FILES
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl >/dev/null 2>&1 && export PYTHONPATH=/tmp/site
M=.dev/mlff
say check; timeout 90 $M check 2>&1 | grep -v XDG | tail -3
say "backends tests"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 .dev/backends --test-threads 2 2>&1 | grep -v XDG | grep -E "test result|panicked|FAIL" | head -10
say "md tests"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 90 .dev/md --test-threads 1 2>&1 | grep -v XDG | grep -E "test result|panicked" | head -5
MODEL=models/painn-gfn2-hcno.safetensors
say "md speed (NVE, 300 K)"
for b in cuda wgpu; do for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  timeout 40 $M md $c -m $MODEL --steps 5000 --every 1000 --backend $b --quiet 2>&1 | grep -v XDG | grep -E "steps/s|error"
done; done
timeout 40 $M md benches/data/benzene.extxyz -m $MODEL --replicas 256 --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -v XDG | grep -E "steps/s|error"
say "validate-md cuda"; timeout 150 $M validate-md -m $MODEL --backend cuda --quiet -o $OUT/vcuda 2>&1 | grep -v XDG | tail -8
MODEL=benches/data/painn_bench.safetensors
say "mlff bench"
timeout 150 $M bench --model $MODEL --backend cuda --backend wgpu --case benzene --case benzene_x64 --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --case water_41472 --reps 50 --warmup 10 --json $OUT/mlff_s4.json 2>&1 | grep -v XDG | grep -E "median|bench on"
LEFT=$((590 - (SECONDS - T0)))
say "peer ($LEFT s left)"
ONLY=benzene,benzene_x1024,water_1536,water_12288,water_41472 MLFF_MODEL=$MODEL PYTHONUNBUFFERED=1 timeout $LEFT python3 tools/compare_peer_gpu.py 2>&1 | grep -v Warning | tail -20
say done
