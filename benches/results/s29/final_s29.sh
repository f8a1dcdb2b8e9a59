#!/usr/bin/env bash
# Twenty-ninth session, the end's build (the message backward's channel halves, the rows'
# compaction by ballots, the list's third launch deferred to the first message backward, and the
# forces gather's and skin check's warp sums) against the build before the warp sums
# (.dev/mlff_defer), on the machine this runs on. Parts: `rounds` (three interleaved rounds of MD
# of the 192-atom box and of benzene, one of evaluations), `ncu` (kernel times of MD steps, both
# binaries), `tests` (wide_cubes, backends, md with CUDA and wgpu required), `check` (mlff check;
# forces of the box on cuda and wgpu against the f64 host).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
BENZ=benches/data/benzene.extxyz
NCU=/usr/local/cuda/bin/ncu
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader
for part in "$@"; do
if [ $part = rounds ]; then
for i in 1 2 3; do
  for b in mlff_defer mlff; do
    echo "== $b round $i"
    timeout 40 .dev/$b md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 40 .dev/$b md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    if [ $i = 1 ]; then
    timeout 60 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case water_375 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
    fi
  done
done 2>&1 | tee $OUT/final_rounds.txt
fi
if [ $part = ncu ]; then
for c in $WATER $BENZ; do
for b in mlff_defer mlff; do
  timeout 100 $NCU --clock-control none --cache-control none --launch-skip 600 --launch-count 400 --metrics gpu__time_duration.sum --csv .dev/$b md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu.csv 2>&1
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' -v v="$b $(basename $c)" '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; s[k]+=x; c[k]++; t+=x} END {st=c["forces_kick_drift_kernel"]; for (k in s) printf "%s %s: %d launches, mean %.2f us, %.2f us a step\n", v, k, c[k], s[k]/c[k], s[k]/st; printf "%s: %d steps, %.1f us of kernels a step\n", v, st, t/st}' | sort
done
done 2>&1 | tee $OUT/final_ncu.txt
fi
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in wide_cubes backends md; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 4 2>&1 | grep -E "^test result|FAILED|panicked" | head -30; done | tee $OUT/final_tests.txt
fi
if [ $part = check ]; then
for be in cuda wgpu cpu; do timeout 60 .dev/mlff eval $WATER -m $MODEL --backend $be -o /tmp/eval_$be.xyz > /dev/null 2>&1; done
for pair in "cpu cuda" "cpu wgpu"; do
set -- $pair
paste -d' ' /tmp/eval_$1.xyz /tmp/eval_$2.xyz | awk -v p="$1 vs $2" '{h=NF/2; for (i=1;i<=h;i++) if ($i ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/ && $(i+h) ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/) {d=$i-$(i+h); if (d<0) d=-d; if (d>m) m=d}} END {printf "largest difference %s: %.3g (%d lines)\n", p, m, NR}'
done | tee $OUT/final_check.txt
timeout 90 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee -a $OUT/final_check.txt
fi
done
