#!/usr/bin/env bash
# Twenty-third session, the final run on one machine. Part `tests` (gemm, backends, md and
# wide_cubes suites with CUDA and wgpu required; mlff check), part `rounds` (the previous
# commit's binary .dev/mlff_base against this one, interleaved: the bench's five cases, MD of the
# 192-atom box and of benzene, CUDA), part `ncu` (the one-launch list's launches in 300 MD steps
# of the box, both binaries), part `wgpu` (the bench through Vulkan on the same GPU), part
# `staged` (MD and eval of the box on the one-stage kernels, MLFF_KERNELS=staged, with and
# without the gemm).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
BM=benches/data/painn_bench.safetensors
MODEL=models/painn-gfn2-hcno.safetensors
WATER=examples/data/water_box_192.xyz
CASES="--case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288"
for part in "$@"; do
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in gemm backends md wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/final_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/final_check.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for b in mlff_base mlff; do
    echo "== $b round $i"
    timeout 100 .dev/$b bench --model $BM --backend cuda $CASES --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
    timeout 60 .dev/$b md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 60 .dev/$b md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done 2>&1 | tee $OUT/final_rounds.txt
fi
if [ $part = ncu ]; then
for b in mlff_base mlff; do
  timeout 120 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --kernel-name regex:small_list --metrics gpu__time_duration.sum --csv .dev/$b md $WATER -m $MODEL --steps 300 --every 300 --backend cuda --quiet > /tmp/ncu_$b.csv 2>&1
  # launches over 20 us are builds, the others skin checks
  grep small_list /tmp/ncu_$b.csv | awk -F'","' -v b=$b '{u=$(NF-1); v=$NF; gsub(/[",]/,"",v); if (u ~ /^n/) v/=1000; if (u ~ /^m/) v*=1000; if (v>20) {nb++; sb+=v} else {nc++; sc+=v}} END {printf "%s: %d builds mean %.2f us, %d checks mean %.2f us\n", b, nb, sb/(nb?nb:1), nc, sc/(nc?nc:1)}'
done | tee $OUT/final_list_ncu.txt
fi
if [ $part = wgpu ]; then
timeout 200 .dev/mlff bench --model $BM --backend wgpu $CASES --reps 10 --warmup 3 2>&1 | grep -E "^(benzene|water)" | cut -c1-80 | tee $OUT/final_wgpu.txt
fi
if [ $part = staged ]; then
for v in "X=fused" "MLFF_KERNELS=staged" "MLFF_KERNELS=staged MLFF_GEMM=1"; do
  echo "== $v"
  env $v timeout 60 .dev/mlff md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  env $v timeout 60 .dev/mlff bench --model $BM --backend cuda --case water_192 --reps 20 --warmup 5 2>&1 | grep -E "^water" | cut -c1-80
done 2>&1 | tee $OUT/final_staged.txt
fi
done
