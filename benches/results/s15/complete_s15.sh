#!/usr/bin/env bash
# Fifteenth session: MD on a molecule's one-launch list that holds every pair skips the list's
# launch in the steps, against MLFF_MD_COMPLETE=0 (same binary) and the previous commit's binary
# (.dev/mlff_old, 1959577). Tests with CUDA and wgpu required, mlff check, interleaved rounds.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md wide_cubes backends; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/complete_tests.txt
MLFF_REQUIRE_CUDA=1 timeout 100 /tmp/tb/md complete_list --nocapture 2>&1 | grep -E "list builds|test result" | tee -a $OUT/complete_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/complete_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2 3 4; do for v in old checked skip; do
  bin=.dev/mlff; envv="X=1"
  [ $v = old ] && bin=.dev/mlff_old
  [ $v = checked ] && envv="MLFF_MD_COMPLETE=0"
  echo "== $v round $i"
  env $envv timeout 60 $bin md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s|drift" | tail -2
done; done 2>&1 | tee $OUT/complete_rounds.txt
for v in checked skip; do envv="X=1"; [ $v = checked ] && envv="MLFF_MD_COMPLETE=0"
  env $envv timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee -a $OUT/complete_rounds.txt
