#!/usr/bin/env bash
# Ninth session: `mlff check` of the final code on the H100, every backend and one at a time.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
.dev/mlff check 2>&1 | grep -v XDG
for b in cuda wgpu auto; do echo "== --backend $b"; .dev/mlff check --backend $b 2>&1 | grep -v XDG | tail -2; echo "rc=${PIPESTATUS[0]}"; done
.dev/mlff md examples/data/water_box_192.xyz -m models/painn-gfn2-hcno.safetensors --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | tail -1
