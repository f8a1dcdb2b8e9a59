#!/usr/bin/env bash
# Twenty-eighth session: the message backward's staged rounds load each edge's receiver
# gradients one edge ahead (MLFF_BACKWARD_AHEAD), forces_kick_drift loads each atom's state
# before its gather, and the forward message's per-edge sums in one cube function (no change in
# numbers). Three settings: `s27` (.dev/mlff_s27, the previous session's final build), `noahead`
# (this build, MLFF_BACKWARD_AHEAD=0: the state loads and the refactor only), `new` (this build's
# defaults), `narrow` (the defaults with a temporary MLFF_FUSE_NARROW=1: the box's message and
# block backwards in one launch on the forward's 2F threads). Parts: `tests` (wide_cubes, backends, md with CUDA and wgpu required; mlff check),
# `ncu` (kernel times of MD steps, mean per kernel name and per step), `insts` (the box's
# message_backward alone, serialised), `rounds` (interleaved MD of the box and of benzene, and
# evaluations). The switches MLFF_BACKWARD_AHEAD and MLFF_FUSE_NARROW were in the build these
# parts ran (315d0b4's kernels plus the two dropped changes; see benches/NOTES.md) and are gone
# from the code since: both changes were slower.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
BENZ=benches/data/benzene.extxyz
NCU=/usr/local/cuda/bin/ncu
setting() {
  unset MLFF_BACKWARD_AHEAD MLFF_FUSE_NARROW
  BIN=.dev/mlff
  case $1 in
    s27) BIN=.dev/mlff_s27 ;;
    noahead) export MLFF_BACKWARD_AHEAD=0 ;;
    narrow) export MLFF_FUSE_NARROW=1 ;;
  esac
}
for part in "$@"; do
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in wide_cubes backends md; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 /tmp/tb/$t --test-threads 4 2>&1 | grep -E "^test result|FAILED|panicked|stage_alike" | head -30; done | tee $OUT/s28_tests.txt
timeout 60 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/s28_check.txt
fi
if [ $part = narrowcheck ]; then
# The temporary fused narrow backward against the defaults: forces of the box, largest
# difference over every number of the written frames, and mlff check with it.
for s in new narrow; do setting $s; timeout 60 $BIN eval $WATER -m $MODEL --backend cuda -o /tmp/eval_$s.xyz > /dev/null 2>&1; done
setting default; timeout 60 $BIN eval $WATER -m $MODEL --backend cpu -o /tmp/eval_cpu.xyz > /dev/null 2>&1
for pair in "new narrow" "cpu new" "cpu narrow"; do
set -- $pair
paste -d' ' /tmp/eval_$1.xyz /tmp/eval_$2.xyz | awk -v p="$1 vs $2" '{h=NF/2; for (i=1;i<=h;i++) if ($i ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/ && $(i+h) ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/) {d=$i-$(i+h); if (d<0) d=-d; if (d>m) m=d}} END {printf "largest difference %s: %.3g (%d lines)\n", p, m, NR}'
done | tee $OUT/s28_narrow.txt
setting narrow; timeout 60 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee -a $OUT/s28_narrow.txt
setting default
fi
if [ $part = ncu ]; then
for c in $WATER $BENZ; do
sets="s27 noahead new narrow"; [ $c = $BENZ ] && sets="s27 noahead new"
for s in $sets; do
  setting $s
  timeout 100 $NCU --clock-control none --cache-control none --launch-skip 600 --launch-count 400 --metrics gpu__time_duration.sum --csv $BIN md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu.csv 2>&1
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' -v v="$s $(basename $c)" '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; s[k]+=x; c[k]++; t+=x} END {st=c["forces_kick_drift_kernel"]; for (k in s) printf "%s %s: %d launches, mean %.2f us, %.2f us a step\n", v, k, c[k], s[k]/c[k], s[k]/st; printf "%s: %d steps, %.1f us of kernels a step\n", v, st, t/st}' | sort
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; if (k ~ /small_|forces_kick/) print k, x}' | sort -k1,1 -k2,2n | awk -v v="$s $(basename $c)" '{a[$1]=a[$1] " " $2; n[$1]++} END {for (k in a) {split(substr(a[k],2),z," "); printf "%s %s: median %.2f us, min %.2f, max %.2f\n", v, k, z[int((n[k]+1)/2)], z[1], z[n[k]]}}' | sort
done
done 2>&1 | tee $OUT/s28_ncu.txt
setting default
fi
if [ $part = insts ]; then
for s in noahead new; do
  setting $s
  echo "== $s"
  timeout 100 $NCU --clock-control none -k regex:"message_backward|forces_kick" --launch-skip 30 --launch-count 8 --metrics gpu__time_duration.sum,smsp__inst_executed.sum,launch__registers_per_thread $BIN md $WATER -m $MODEL --steps 100 --every 100 --backend cuda --quiet 2>&1 | grep -E "^  [a-z_]+_kernel|gpu__time|inst_executed|registers"
done 2>&1 | tee $OUT/s28_insts.txt
setting default
fi
if [ $part = rounds ]; then
for i in 1 2; do
  for s in s27 noahead new narrow; do
    setting $s
    echo "== $s round $i"
    timeout 40 $BIN md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    [ $s = narrow ] && continue
    timeout 40 $BIN md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    if [ $i = 1 ]; then
    timeout 60 $BIN bench --model $BM --backend cuda --case benzene --case water_192 --case water_375 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
    fi
  done
done 2>&1 | tee $OUT/s28_rounds.txt
setting default
fi
done
# Part `prof` (run after the loads-ahead and the narrow fusion were dropped, on the build that
# keeps the refactor and the state loads): Nsight Compute warp states and per-SASS-instruction
# stall samples of the box's block_forward, message_backward and block_backward (one MD step
# after warm-up), for benches/results/s26/sass_segments.py.
for part in "$@"; do
if [ $part = prof ]; then
timeout 300 $NCU --clock-control none --section SourceCounters --section WarpStateStats --section LaunchStats --section Occupancy --section SchedulerStats --section MemoryWorkloadAnalysis -k regex:"block_forward|message_backward|block_backward" --launch-skip 40 --launch-count 8 --import-source no -o /tmp/prof .dev/mlff md $WATER -m $MODEL --steps 100 --every 100 --backend cuda --quiet > $OUT/prof_log.txt 2>&1
$NCU -i /tmp/prof.ncu-rep --print-details all > /tmp/prof_details.txt 2>&1
xz -9 < /tmp/prof_details.txt > $OUT/prof_details.txt.xz
$NCU -i /tmp/prof.ncu-rep --page source --csv --print-source sass > /tmp/sass.csv 2>&1
xz -9 < /tmp/sass.csv > $OUT/prof_sass.csv.xz
ls -la /tmp/prof.ncu-rep /tmp/sass.csv
fi
done
