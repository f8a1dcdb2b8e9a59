#!/usr/bin/env bash
# Thirty-fourth session, the final build. Parts: `thermo` (Langevin and CSVR, 20 ps of the
# 192-atom box equilibrated at 300 K, `water_box_192_300K.xyz`: mean temperature), `check`
# (`mlff check` on cpu, cuda, wgpu), `box` and `benz` (five rounds of MD of the box from the
# lattice and of benzene), `eqbox` (five rounds of the lattice and the equilibrated box,
# interleaved), `tests` (md, backends, wide_cubes with CUDA and Vulkan required).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
B=.dev/mlff; M=models/painn-gfn2-hcno.safetensors; W=examples/data/water_box_192.xyz; BENZ=benches/data/benzene.extxyz
EQ=benches/results/s34/water_box_192_300K.xyz
TAG=${TAG:-final}
nvidia-smi --query-gpu=name --format=csv,noheader
for part in "$@"; do
if [ $part = thermo ]; then
for ens in langevin csvr; do
  echo "== $ens, 20 ps from the box equilibrated at 300 K"
  $B md $EQ -m $M --steps 40000 --every 200 --ensemble $ens --temperature 300 --backend cuda --quiet --log $OUT/${TAG}_${ens}_20ps.csv 2>&1 | grep -iE "steps/s|mean T"
  $B md $EQ -m $M --steps 40000 --every 200 --ensemble $ens --temperature 300 --backend cuda --quiet --equilibration 1000 2>&1 | grep -iE "mean T"
done 2>&1 | tee $OUT/${TAG}_thermo.txt
fi
if [ $part = check ]; then timeout 120 $B check 2>&1 | grep -v XDG | tail -5 | tee $OUT/${TAG}_check.txt; fi
if [ $part = box ]; then
for i in 1 2 3 4 5; do echo "== box round $i"; timeout 40 $B md $W -m $M --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1; done 2>&1 | tee $OUT/${TAG}_box.txt
fi
if [ $part = eqbox ]; then
for i in 1 2 3 4 5; do for c in $W $EQ; do echo "== $(basename $c) round $i"; timeout 40 $B md $c -m $M --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1; done; done 2>&1 | tee $OUT/${TAG}_eqbox.txt
fi
if [ $part = benz ]; then
for i in 1 2 3 4 5; do echo "== benzene round $i"; timeout 40 $B md $BENZ -m $M --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1; done 2>&1 | tee $OUT/${TAG}_benz.txt
fi
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in ${TESTS:-md backends wide_cubes}; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout ${TEST_LIMIT:-300} /tmp/tb/$t --test-threads 4 2>&1 | grep -E "^test result|FAILED|panicked" | head -30; done 2>&1 | tee $OUT/${TAG}_tests.txt
fi
done
