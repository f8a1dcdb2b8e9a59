#!/usr/bin/env bash
# Fourteenth session, after the compaction threshold was put on the counted edges: the md tests
# with CUDA and wgpu required, then MD benzene and the 192-atom box, the default against
# MLFF_COMPACT=1 (benzene) and MLFF_COMPACT=0 (the box), three interleaved rounds.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/md --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked" | tee $OUT/final3_tests.txt
MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2 3; do
  for v in default forced; do
    echo "== $v round $i"
    envb="X=1"; envw="X=1"; [ $v = forced ] && envb="MLFF_COMPACT=1" && envw="MLFF_COMPACT=0"
    env $envb timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    env $envw timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done 2>&1 | tee $OUT/final3_rounds.txt
