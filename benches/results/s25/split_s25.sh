#!/usr/bin/env bash
# Twenty-fifth session: the one-launch list in three launches of many cubes (MLFF_SMALL_SPLIT,
# default on) against the one-cube kernel (MLFF_SMALL_SPLIT=0), the same binary.
# Part `rounds` (interleaved: evaluations of the boxes up to 648 atoms, the 648-atom box on the
# small list through the temporary MLFF_SMALL_PAIRS_TMP, MD of the 192- and 384-atom boxes and
# of benzene), part `ncu` (kernel times of MD steps of the 192-atom box: mean per kernel name and
# per step), part `tests` (the kernels' neighbor_list, backends, md and wide_cubes suites with
# CUDA and wgpu required; mlff check).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
for part in "$@"; do
if [ $part = rounds ]; then
for i in 1 2 3; do
  for s in 0 1; do
    echo "== MLFF_SMALL_SPLIT=$s round $i"
    MLFF_SMALL_SPLIT=$s timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case water_375 --case water_648 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
    echo "-- water_648 on the small list"
    MLFF_SMALL_PAIRS_TMP=4194304 MLFF_SMALL_SPLIT=$s timeout 100 .dev/mlff bench --model $BM --backend cuda --case water_648 --reps 20 --warmup 5 2>&1 | grep -E "^water" | cut -c1-80
    MLFF_SMALL_SPLIT=$s timeout 60 .dev/mlff md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    MLFF_SMALL_SPLIT=$s timeout 60 .dev/mlff md .dev/water_384.extxyz -m $MODEL --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    MLFF_SMALL_SPLIT=$s timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done 2>&1 | tee $OUT/split_rounds.txt
fi
if [ $part = ncu ]; then
for s in 0 1; do
  MLFF_SMALL_SPLIT=$s timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --launch-skip 600 --launch-count 400 --metrics gpu__time_duration.sum --csv .dev/mlff md $WATER -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu.csv 2>&1
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' -v v="MLFF_SMALL_SPLIT=$s" '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; s[k]+=x; c[k]++; t+=x} END {st=c["forces_kick_drift_kernel"]; for (k in s) printf "%s %s: %d launches, mean %.2f us, %.2f us a step\n", v, k, c[k], s[k]/c[k], s[k]/st; printf "%s: %d steps, %.1f us of kernels a step\n", v, st, t/st}' | sort
done 2>&1 | tee $OUT/split_ncu.txt
fi
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in neighbor_list backends md wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/split_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/split_check.txt
fi
done
