#!/usr/bin/env bash
# Eighth session: tests and check of this code (message kernels step over edges beyond the
# cutoff) on CUDA and wgpu; then the previous head (.dev/mlff_old) against it, interleaved.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 300 /tmp/tb/backends --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"
MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 300 /tmp/tb/md --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"
echo "== check"; timeout 120 .dev/mlff check 2>&1 | grep -v XDG | tail -5
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
md() { # label, binary, backend
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "$1 md $(basename $c): "; MLFF_MD_TIMING=1 timeout 60 $2 md $c -m $MODEL --steps 4000 --every 1000 --backend $3 --quiet 2>&1 | grep -E "steps/s|error|md-timing" | tail -2 | tr '\n' ' '; echo
  done
}
for i in 1 2 3; do
  md old$i .dev/mlff_old cuda
  md new$i .dev/mlff cuda
done
for i in 1 2; do
  md old_wgpu$i .dev/mlff_old wgpu
  md new_wgpu$i .dev/mlff wgpu
done
for b in mlff_old mlff; do
  echo "== $b bench"; timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 --json $OUT/$b.json 2>&1 | grep -E "median"
done
