#!/usr/bin/env bash
# Twenty-eighth session, the end's build (315d0b4: the forward message's refactor and
# forces_kick_drift's state loads) against the twenty-seventh session's final build
# (.dev/mlff_s27), on the machine this runs on: three interleaved rounds of MD of the 192-atom
# box and of benzene and one of evaluations (`rounds`), and kernel times of MD steps of both
# systems with each binary (`ncu`). Part `ulp` (run later, on an H100, with the build that also
# keeps the drifts' compensation through opaque values, kernels/src/md.rs): the md suite with
# CUDA and wgpu required; the new sub-ulp free-flight test with the previous kick-drift kernels
# (`md_nofix`); MD logs of benzene and the box, this build against the previous one, compared
# byte for byte on CUDA and on the NVIDIA Vulkan driver; two rounds of MD.
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
BENZ=benches/data/benzene.extxyz
NCU=/usr/local/cuda/bin/ncu
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader
for part in "$@"; do
if [ $part = ulp ]; then
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
{
echo "== md (this build)"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 /tmp/tb/md --test-threads 4 2>&1 | grep -E "^test result|FAILED|panicked"
echo "== sub_ulp (this build)"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 100 /tmp/tb/md sub_ulp --nocapture --test-threads 1 2>&1 | grep -E "^test |largest|panicked"
echo "== sub_ulp (previous kick-drift kernels)"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 100 /tmp/tb/md_nofix sub_ulp --nocapture --test-threads 1 2>&1 | grep -E "^test |largest|panicked"
for be in cuda wgpu; do for c in $BENZ $WATER; do
  for b in mlff_s27 mlff; do timeout 60 .dev/$b md $c -m $MODEL --steps 2000 --every 500 --backend $be --quiet --log /tmp/log_$b.csv > /dev/null 2>&1; done
  if cmp -s /tmp/log_mlff_s27.csv /tmp/log_mlff.csv; then r="identical"; else r="differ"; fi
  echo "md log $be $(basename $c): $r ($(wc -l < /tmp/log_mlff.csv) lines)"; tail -1 /tmp/log_mlff_s27.csv; tail -1 /tmp/log_mlff.csv
done; done
for i in 1 2; do for b in mlff_s27 mlff; do
  echo "== $b round $i"
  timeout 40 .dev/$b md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 40 .dev/$b md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done
} 2>&1 | tee $OUT/ulp.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for b in mlff_s27 mlff; do
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
for b in mlff_s27 mlff; do
  timeout 100 $NCU --clock-control none --cache-control none --launch-skip 600 --launch-count 400 --metrics gpu__time_duration.sum --csv .dev/$b md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu.csv 2>&1
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' -v v="$b $(basename $c)" '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; s[k]+=x; c[k]++; t+=x} END {st=c["forces_kick_drift_kernel"]; for (k in s) printf "%s %s: %d launches, mean %.2f us, %.2f us a step\n", v, k, c[k], s[k]/c[k], s[k]/st; printf "%s: %d steps, %.1f us of kernels a step\n", v, st, t/st}' | sort
done
done 2>&1 | tee $OUT/final_ncu.txt
fi
done
