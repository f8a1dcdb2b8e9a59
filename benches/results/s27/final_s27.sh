#!/usr/bin/env bash
# Twenty-seventh session, the end's build: as entry_s27.sh (the first block as what it is,
# MLFF_ENTRY_BLOCK; the forward message's staged rounds with loads ahead, MLFF_STAGE_FORWARD),
# now with the short-row rule (rows averaging less than a round skip both stagings: MD
# benzene), in two settings of the same binary: off (both switches 0) and both (the defaults).
# Parts `ncu`, `rounds`, `tests` as there.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
BENZ=benches/data/benzene.extxyz
NCU=/usr/local/cuda/bin/ncu
setting() {
  unset MLFF_ENTRY_BLOCK MLFF_STAGE_FORWARD
  case $1 in
    off) export MLFF_ENTRY_BLOCK=0 MLFF_STAGE_FORWARD=0 ;;
    entry) export MLFF_STAGE_FORWARD=0 ;;
    fwd) export MLFF_ENTRY_BLOCK=0 ;;
  esac
}
for part in "$@"; do
if [ $part = ncu ]; then
for c in $WATER $BENZ; do
for s in off both; do
  setting $s
  timeout 100 $NCU --clock-control none --cache-control none --launch-skip 600 --launch-count 400 --metrics gpu__time_duration.sum --csv .dev/mlff md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu.csv 2>&1
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' -v v="$s $(basename $c)" '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; s[k]+=x; c[k]++; t+=x} END {st=c["forces_kick_drift_kernel"]; for (k in s) printf "%s %s: %d launches, mean %.2f us, %.2f us a step\n", v, k, c[k], s[k]/c[k], s[k]/st; printf "%s: %d steps, %.1f us of kernels a step\n", v, st, t/st}' | sort
done
done 2>&1 | tee $OUT/final_ncu.txt
for s in off both; do
  setting $s
  echo "== $s"
  timeout 100 $NCU --clock-control none -k regex:"block_forward|message_backward" --launch-skip 30 --launch-count 6 --metrics gpu__time_duration.sum,smsp__inst_executed.sum,launch__registers_per_thread .dev/mlff md $WATER -m $MODEL --steps 100 --every 100 --backend cuda --quiet 2>&1 | grep -E "^  [a-z_]+_kernel|gpu__time|inst_executed|registers"
done 2>&1 | tee $OUT/final_insts.txt
setting default
fi
if [ $part = rounds ]; then
for i in 1 2; do
  for s in off both; do
    setting $s
    echo "== $s round $i"
    timeout 40 .dev/mlff md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    if [ $s = off ] || [ $s = both ]; then
    timeout 40 .dev/mlff md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 60 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case water_375 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
    fi
  done
done 2>&1 | tee $OUT/final_rounds.txt
setting default
fi
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in wide_cubes backends md; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 /tmp/tb/$t --test-threads 4 2>&1 | grep -E "^test result|FAILED|panicked|entry_alike|stage_alike" | head -30; done | tee $OUT/final_tests.txt
timeout 60 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/final_check.txt
fi
done
