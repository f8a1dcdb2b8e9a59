#!/usr/bin/env bash
# Issue 5 on the GPU: md tests (cuda), validate-md (cuda, wgpu), speed, thermostats, memory.
set -u
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -f "$VK_DRIVER_FILES" ] || unset VK_DRIVER_FILES
M=.dev/mlff
MODEL=${MODEL:-models/painn-gfn2-hcno.safetensors}
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
echo "== md tests (cuda)"; MLFF_REQUIRE_CUDA=1 timeout 60 .dev/md cuda --test-threads 1 --nocapture 2>&1 | grep -v XDG | grep -E "^test |test result|panicked|Nve|Langevin|Csvr" | head -10
echo "== validate-md cuda"; timeout 120 $M validate-md -m $MODEL --backend cuda --quiet -o $OUT/vcuda 2>&1 | grep -v XDG
echo "== speed (NVE, 300 K)"
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  timeout 40 $M md $c -m $MODEL --steps 5000 --every 1000 --backend cuda --quiet 2>&1 | grep -v XDG | grep -E "steps/s|error"
done
timeout 40 $M md benches/data/benzene.extxyz -m $MODEL --replicas 256 --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -v XDG | grep -E "steps/s|error"
echo "== thermostats, water 192, 20 ps"
timeout 100 $M md examples/data/water_box_192.xyz -m $MODEL --steps 40000 --every 200 --ensemble langevin --friction 0.01 --backend cuda --quiet --log $OUT/langevin.csv 2>&1 | grep -v XDG | grep -E "steps/s|error|system"
timeout 100 $M md examples/data/water_box_192.xyz -m $MODEL --steps 40000 --every 200 --ensemble csvr --tau 100 --backend cuda --quiet --log $OUT/csvr.csv 2>&1 | grep -v XDG | grep -E "steps/s|error|system"
echo "== memory, benzene NVE 100 000 steps"
timeout 150 $M md benches/data/benzene.extxyz -m $MODEL --steps 100000 --every 1000 --backend cuda --quiet 2>&1 | grep -v XDG
echo "== validate-md wgpu"; timeout 100 $M validate-md -m $MODEL --backend wgpu --quiet -o $OUT/vwgpu 2>&1 | grep -v XDG | tail -12
