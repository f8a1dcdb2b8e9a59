#!/usr/bin/env bash
# Sixteenth session: MD with the step's kernels compiled before the clock starts (warm-up)
# against MLFF_MD_WARM_UP=0 (compiled inside the timed run, as before), same binary, interleaved;
# MD water 192 on two-atom tiles (MLFF_BLOCK_TILE=2) against the default one-atom tiles.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/warm_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/warm_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2 3; do for w in 0 1; do
  echo "== MLFF_MD_WARM_UP=$w round $i"
  MLFF_MD_WARM_UP=$w timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -E "steps/s|warm-up" | tail -2
  MLFF_MD_WARM_UP=$w timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -E "steps/s|warm-up" | tail -2
done; done 2>&1 | tee $OUT/warm_rounds.txt
for i in 1 2; do for t in 1 2; do
  echo "== water 192 MLFF_BLOCK_TILE=$t round $i"
  MLFF_BLOCK_TILE=$t timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -E "steps/s" | tail -1
done; done 2>&1 | tee -a $OUT/warm_rounds.txt
