#!/usr/bin/env bash
# Twenty-third session: the one-launch list testing only the images its cutoff can reach.
# Part `tests` (gemm, backends, md and wide_cubes suites with CUDA and wgpu required; mlff
# check), part `ncu` (the list kernel's launches in 300 MD steps of the 192-atom box, the
# previous commit's binary .dev/mlff_base and this one), part `rounds` (interleaved bench and MD
# water 192 rounds of both binaries), part `skin` (MD water 192 at skins 0.3-0.5 Å, this binary).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
BM=benches/data/painn_bench.safetensors
MODEL=models/painn-gfn2-hcno.safetensors
WATER=examples/data/water_box_192.xyz
for part in "$@"; do
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in gemm backends md wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/list_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/list_check.txt
fi
if [ $part = ncu ]; then
for b in mlff_base mlff; do
  timeout 120 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --kernel-name regex:small_list --metrics gpu__time_duration.sum --csv .dev/$b md $WATER -m $MODEL --steps 300 --every 300 --backend cuda --quiet > /tmp/ncu_$b.csv 2>&1
  # launches over 20 us are builds, the others skin checks
  grep small_list /tmp/ncu_$b.csv | awk -F'","' -v b=$b '{u=$(NF-1); v=$NF; gsub(/[",]/,"",v); if (u=="nsecond") v/=1000; if (u=="msecond") v*=1000; if (v>20) {nb++; sb+=v} else {nc++; sc+=v}} END {printf "%s: %d builds mean %.2f us, %d checks mean %.2f us\n", b, nb, sb/(nb?nb:1), nc, sc/(nc?nc:1)}'
done | tee $OUT/list_ncu.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for b in mlff_base mlff; do
    echo "== $b round $i"
    timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
    timeout 60 .dev/$b md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done 2>&1 | tee $OUT/list_rounds.txt
fi
if [ $part = skin ]; then
for i in 1 2; do
  for s in 0.3 0.4 0.5; do
    echo "== skin $s round $i"
    timeout 60 .dev/mlff md $WATER -m $MODEL --steps 6000 --every 2000 --skin $s --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done 2>&1 | tee $OUT/list_skin.txt
fi
done
