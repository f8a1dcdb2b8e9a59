#!/usr/bin/env bash
# Twenty-sixth session: the message backward's rounds staged in shared memory
# (interaction::stage_round; default on for wide cubes) against MLFF_STAGE_ROWS=0, the same
# binary (.dev/mlff); .dev/mlff_base is the session's start (448bd25). Part `ncu` (kernel times
# of MD steps of the box and of benzene, both settings; instructions and long-scoreboard stalls
# of the box's message_backward), part `rounds` (interleaved: MD of the box and of benzene,
# evaluations; the session's start as a third), part `tests` (backends, md and wide_cubes suites
# with CUDA and wgpu required; mlff check).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
BENZ=benches/data/benzene.extxyz
NCU=/usr/local/cuda/bin/ncu
for part in "$@"; do
if [ $part = ncu ]; then
for c in $WATER $BENZ; do
for s in 0 default; do
  if [ $s = default ]; then unset MLFF_STAGE_ROWS; else export MLFF_STAGE_ROWS=$s; fi
  timeout 200 $NCU --clock-control none --cache-control none --launch-skip 600 --launch-count 400 --metrics gpu__time_duration.sum --csv .dev/mlff md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu.csv 2>&1
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' -v v="STAGE=$s $(basename $c)" '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; s[k]+=x; c[k]++; t+=x} END {st=c["forces_kick_drift_kernel"]; for (k in s) printf "%s %s: %d launches, mean %.2f us, %.2f us a step\n", v, k, c[k], s[k]/c[k], s[k]/st; printf "%s: %d steps, %.1f us of kernels a step\n", v, st, t/st}' | sort
done
done 2>&1 | tee $OUT/round_ncu.txt
for s in 0 default; do
  if [ $s = default ]; then unset MLFF_STAGE_ROWS; else export MLFF_STAGE_ROWS=$s; fi
  echo "== STAGE=$s"
  timeout 200 $NCU --clock-control none -k regex:"message_backward|message_block_backward" --launch-skip 30 --launch-count 3 --metrics gpu__time_duration.sum,smsp__inst_executed.sum,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio,launch__registers_per_thread .dev/mlff md $WATER -m $MODEL --steps 100 --every 100 --backend cuda --quiet 2>&1 | grep -E "^  [a-z_]+_kernel|gpu__time|inst_executed|stalled|registers"
done 2>&1 | tee $OUT/round_insts.txt
unset MLFF_STAGE_ROWS
fi
if [ $part = rounds ]; then
for i in 1 2; do
  for s in base 0 default; do
    b=mlff; if [ $s = base ]; then b=mlff_base; fi
    if [ $s = default ] || [ $s = base ]; then unset MLFF_STAGE_ROWS; else export MLFF_STAGE_ROWS=$s; fi
    echo "== $b MLFF_STAGE_ROWS=$s round $i"
    timeout 60 .dev/$b md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 60 .dev/$b md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case water_375 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
  done
done 2>&1 | tee $OUT/round_rounds.txt
unset MLFF_STAGE_ROWS
fi
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in backends md wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 4 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/round_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/round_check.txt
fi
done
