#!/usr/bin/env bash
# The GPU run behind the README's performance table (third session): mlff bench on cuda and wgpu and the
# schnetpack peer (tools/compare_peer_gpu.py) with the same weights, in one device session.
# Expects .dev/mlff (stripped release build), .gl/ (Vulkan loader .debs), .whl/ (schnetpack 2.1.1 and
# its pure-Python deps); run as a copy, bash .dev/run_f.sh.
set -u
cd "$(dirname "$0")/.."
T0=$SECONDS
say() { echo "== [$((SECONDS - T0)) s] $*"; }
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -f "$VK_DRIVER_FILES" ] || unset VK_DRIVER_FILES
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl >/dev/null 2>&1 && export PYTHONPATH=/tmp/site
MODEL=benches/data/painn_bench.safetensors
say "mlff"
timeout 120 .dev/mlff bench --model $MODEL --backend cuda --backend wgpu --case benzene --case benzene_x1024 --case water_1536 --case water_12288 --case water_41472 --reps 50 --warmup 10 --json $OUT/mlff_pair.json 2>&1 | grep -v XDG | grep -E "median|bench on"
LEFT=$((560 - (SECONDS - T0)))
say "peer ($LEFT s left)"
ONLY=benzene,benzene_x1024,water_1536,water_12288,water_41472 MLFF_MODEL=$MODEL PYTHONUNBUFFERED=1 timeout $LEFT python3 tools/compare_peer_gpu.py 2>&1 | grep -v Warning | tail -20
say done
