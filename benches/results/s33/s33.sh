#!/usr/bin/env bash
# Thirty-third session: MD's small list in no launch of its own a step (a padded list, each row
# filled by one cube of the first block: `MLFF_PADDED_ROWS`). Settings: `old` (.dev/mlff_s32, the
# build of 8a204ee), `pad` (.dev/mlff_pad, the build of a7a85fe: the padded list without the
# gather's loads ahead), `pack` (this build, the list packed as before), `new` (this build's
# defaults). Part `same`: MD of the box with `pad` and `new`, trajectories compared. Parts: `check` (forces of the box on both builds against the f64 host, and
# on wgpu; mlff check), `ncu` (kernel times of MD steps, mean per kernel name and per step),
# `rounds` (three interleaved rounds of MD of the box and of benzene, one of evaluations),
# `benz` (five interleaved rounds of MD of benzene), `tests` (wide_cubes, backends, md with
# CUDA and wgpu required), `evals` (three interleaved rounds of `mlff bench`), `pinned` (MD of
# benzene on one CPU core shared with a busy loop: a host twice as slow, so that the host sets
# the pace on every machine start; three interleaved rounds).
# TAG names the output files, SETS the settings compared.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
BENZ=benches/data/benzene.extxyz
NCU=/usr/local/cuda/bin/ncu
BIN=.dev/mlff
SETS=${SETS:-pack new}
TAG=${TAG:-s33}
setting() {
  BIN=.dev/mlff
  unset MLFF_PADDED_ROWS
  case $1 in
    old) BIN=.dev/mlff_s32 ;;
    pad) BIN=.dev/mlff_pad ;;
    pack) export MLFF_PADDED_ROWS=0 ;;
  esac
}
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader
for part in "$@"; do
if [ $part = check ]; then
for s in old new; do setting $s; timeout 60 $BIN eval $WATER -m $MODEL --backend cuda -o /tmp/eval_$s.xyz > /dev/null 2>&1; done
setting new; timeout 60 $BIN eval $WATER -m $MODEL --backend wgpu -o /tmp/eval_wgpu.xyz > /dev/null 2>&1
timeout 60 $BIN eval $WATER -m $MODEL --backend cpu -o /tmp/eval_cpu.xyz > /dev/null 2>&1
for pair in "old new" "cpu old" "cpu new" "cpu wgpu"; do
set -- $pair
paste -d' ' /tmp/eval_$1.xyz /tmp/eval_$2.xyz | awk -v p="$1 vs $2" '{h=NF/2; for (i=1;i<=h;i++) if ($i ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/ && $(i+h) ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/) {d=$i-$(i+h); if (d<0) d=-d; if (d>m) m=d}} END {printf "largest difference %s: %.3g (%d lines)\n", p, m, NR}'
done | tee $OUT/${TAG}_check.txt
for s in old pack new; do setting $s; timeout 60 $BIN md $WATER -m $MODEL --steps 3000 --every 1000 --backend cuda --quiet --traj /tmp/traj_$s.xyz 2>&1 | grep -iE "build" | tail -1; done | tee -a $OUT/${TAG}_check.txt
setting default
for s in old pack; do (cmp /tmp/traj_$s.xyz /tmp/traj_new.xyz && echo "box MD, 3 000 steps, $s against the defaults: trajectories identical, $(grep -c Lattice /tmp/traj_new.xyz) frames") 2>&1; done | tee -a $OUT/${TAG}_check.txt
setting new; timeout 120 $BIN md $WATER -m $MODEL --steps 200 --every 100 --backend wgpu --quiet --traj /tmp/traj_wgpu_new.xyz 2>&1 | grep -iE "build" | tail -1 | tee -a $OUT/${TAG}_check.txt
setting pack; timeout 120 $BIN md $WATER -m $MODEL --steps 200 --every 100 --backend wgpu --quiet --traj /tmp/traj_wgpu_pack.xyz 2>&1 | grep -iE "build" | tail -1 | tee -a $OUT/${TAG}_check.txt
(cmp /tmp/traj_wgpu_pack.xyz /tmp/traj_wgpu_new.xyz && echo "box MD through Vulkan, 200 steps, pack against the defaults: trajectories identical") 2>&1 | tee -a $OUT/${TAG}_check.txt
timeout 90 $BIN check 2>&1 | grep -v XDG | tail -5 | tee -a $OUT/${TAG}_check.txt
fi
if [ $part = same ]; then
for s in pad new; do setting $s; timeout 60 $BIN md $WATER -m $MODEL --steps 3000 --every 1000 --backend cuda --quiet --traj /tmp/traj_$s.xyz 2>&1 | grep -iE "build" | tail -1; done | tee $OUT/${TAG}_same.txt
(cmp /tmp/traj_pad.xyz /tmp/traj_new.xyz && echo "box MD, 3 000 steps, pad against new: trajectories identical, $(grep -c Lattice /tmp/traj_new.xyz) frames") 2>&1 | tee -a $OUT/${TAG}_same.txt
for s in pad new; do setting $s; timeout 60 $BIN eval $WATER -m $MODEL --backend cuda -o /tmp/eval_$s.xyz > /dev/null 2>&1; done
(cmp /tmp/eval_pad.xyz /tmp/eval_new.xyz && echo "box evaluation, pad against new: identical") 2>&1 | tee -a $OUT/${TAG}_same.txt
fi
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in ${TESTS:-wide_cubes backends md}; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 300 /tmp/tb/$t --test-threads 4 2>&1 | grep -E "^test result|FAILED|panicked" | head -30; done | tee $OUT/${TAG}_tests.txt
fi
if [ $part = ncu ]; then
for c in $WATER $BENZ; do
for s in $SETS; do
  setting $s
  timeout 100 $NCU --clock-control none --cache-control none --launch-skip 600 --launch-count 400 --metrics gpu__time_duration.sum --csv $BIN md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu.csv 2>&1
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' -v v="$s $(basename $c)" '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; s[k]+=x; c[k]++; t+=x} END {st=c["forces_kick_drift_kernel"]; for (k in s) printf "%s %s: %d launches, mean %.2f us, %.2f us a step\n", v, k, c[k], s[k]/c[k], s[k]/st; printf "%s: %d steps, %.1f us of kernels a step\n", v, st, t/st}' | sort
done
done 2>&1 | tee $OUT/${TAG}_ncu.txt
setting default
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for s in $SETS; do
    setting $s
    echo "== $s round $i"
    timeout 40 $BIN md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 40 $BIN md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    if [ $i = 1 ]; then
    timeout 60 $BIN bench --model $BM --backend cuda --case benzene --case water_192 --case water_375 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
    fi
  done
done 2>&1 | tee $OUT/${TAG}_rounds.txt
setting default
fi
if [ $part = box ]; then
# Five interleaved rounds of MD of the box, the step's list builds counted in the last.
for i in 1 2 3 4 5; do
  for s in $SETS; do
    setting $s
    echo "== $s round $i"
    timeout 40 $BIN md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s|build" | tail -2
  done
done 2>&1 | tee $OUT/${TAG}_box.txt
setting default
fi
if [ $part = skin ]; then
# MD of the box against the Verlet skin (this build's defaults, the old build at 0.5 Å beside;
# at 0.75 Å the rows' room passes F, so the default packs the list: padded forced beside),
# three interleaved rounds.
for i in 1 2 3; do
  setting old; echo "== old skin 0.5 round $i"
  timeout 40 $BIN md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  setting new
  for k in 0.5 0.6 0.75; do
    echo "== new skin $k round $i"
    timeout 40 $BIN md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet --skin $k 2>&1 | grep -iE "steps/s" | tail -1
  done
  echo "== new skin 0.75 padded round $i"
  MLFF_PADDED_ROWS=1 timeout 40 $BIN md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet --skin 0.75 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee $OUT/${TAG}_skin.txt
setting default
fi
if [ $part = benz ]; then
# Five interleaved rounds of MD of benzene (its step is the host's on some machine starts).
for i in 1 2 3 4 5; do
  for s in $SETS; do
    setting $s
    echo "== $s round $i"
    timeout 40 $BIN md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done 2>&1 | tee $OUT/${TAG}_benz.txt
setting default
fi
if [ $part = evals ]; then
for i in 1 2 3; do
  for s in $SETS; do
    setting $s
    echo "== $s round $i"
    timeout 60 $BIN bench --model $BM --backend cuda --case benzene --case water_192 --case water_375 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
  done
done 2>&1 | tee $OUT/${TAG}_evals.txt
setting default
fi
if [ $part = pinned ]; then
for i in 1 2 3; do
  for s in $SETS; do
    setting $s
    echo "== $s round $i"
    taskset -c 2 sh -c 'while :; do :; done' & busy=$!
    taskset -c 2 timeout 60 $BIN md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    kill $busy
  done
done 2>&1 | tee $OUT/${TAG}_pinned.txt
setting default
fi
done
