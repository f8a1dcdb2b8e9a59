#!/usr/bin/env bash
# Thirty-fifth session: programmatic dependent launch (PDL) in the vendored cubecl-cuda
# (`vendor/cubecl-cuda/src/pdl.rs`), one binary, settings by MLFF_PDL: p0 (cubecl's launches),
# p1 (PDL, dependents released as blocks exit), p2 (first runs only, a mode since removed:
# dependents released right after the wait); `nowait` (.dev/mlff_nowait, a mutant: the launch
# attribute without the wait in the kernels' source).
# Parts: `src` (the compiled CUDA source begins with the wait), `check` (the box's forces against
# the f64 host, MD of the box for 3 000 steps, `mlff check`), `box`, `eqbox`, `benz` (interleaved
# rounds of MD), `thermo` (Langevin and CSVR logs with and without PDL compared), `eval` (`mlff bench` of evaluations), `tests` (md, backends, wide_cubes with CUDA and Vulkan required).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
B=.dev/mlff; M=models/painn-gfn2-hcno.safetensors; W=examples/data/water_box_192.xyz
BENZ=benches/data/benzene.extxyz; EQ=benches/results/s34/water_box_192_300K.xyz
SETS=${SETS:-"p0 p1"}; TAG=${TAG:-s35}; ROUNDS=${ROUNDS:-4}
setting() { B=.dev/mlff; export MLFF_PDL=${1#p}; if [ $1 = nowait ]; then B=.dev/mlff_nowait; export MLFF_PDL=1; fi; }
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader
cmpx() { paste -d' ' /tmp/eval_$1.xyz /tmp/eval_$2.xyz | awk -v p="$1 vs $2" '{h=NF/2; for (i=1;i<=h;i++) if ($i ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/ && $(i+h) ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/) {d=$i-$(i+h); if (d<0) d=-d; if (d>m) m=d}} END {printf "largest difference %s: %.3g (%d lines)\n", p, m, NR}'; }
for part in "$@"; do
if [ $part = src ]; then
  for s in p1; do setting $s; rm -f /tmp/src_$s.log
    CUBECL_DEBUG_LOG=/tmp/src_$s.log timeout 60 $B md $BENZ -m $M --steps 50 --every 50 --backend cuda --quiet > /dev/null 2>&1
    echo "== $s: kernels $(grep -c '__global__' /tmp/src_$s.log), waits $(grep -c 'griddepcontrol.wait' /tmp/src_$s.log), releases $(grep -c 'launch_dependents' /tmp/src_$s.log)"
  done
  grep -m1 -A12 "__global__" /tmp/src_p1.log | cut -c1-160
fi 2>&1 | tee -a $OUT/${TAG}_src.txt
if [ $part = check ]; then
  setting p0; timeout 60 $B eval $W -m $M --backend cpu -o /tmp/eval_cpu.xyz > /dev/null 2>&1
  for s in $SETS; do setting $s; timeout 60 $B eval $W -m $M --backend cuda -o /tmp/eval_$s.xyz > /dev/null 2>&1; cmpx cpu $s; done
  for s in $SETS; do setting $s; echo "== md $s"; timeout 60 $B md $W -m $M --steps 3000 --every 1000 --backend cuda --quiet --log /tmp/md_$s.csv 2>&1 | grep -iE "steps/s"; tail -1 /tmp/md_$s.csv; done
  for s in $SETS; do setting $s; echo "== md benzene $s"; timeout 60 $B md $BENZ -m $M --steps 3000 --every 1000 --backend cuda --quiet --log /tmp/mdb_$s.csv 2>&1 | grep -iE "steps/s"; tail -1 /tmp/mdb_$s.csv; done
  for s in $SETS; do setting $s; echo "== check $s"; timeout 120 $B check 2>&1 | grep -v XDG | tail -4; done
fi 2>&1 | tee -a $OUT/${TAG}_check.txt
if [ $part = box ] || [ $part = eqbox ] || [ $part = benz ]; then
  case $part in box) IN=$W; N=6000; K=2000 ;; eqbox) IN=$EQ; N=6000; K=2000 ;; benz) IN=$BENZ; N=20000; K=5000 ;; esac
  for i in $(seq $ROUNDS); do for s in $SETS; do setting $s; echo "== $part $s round $i"
    timeout 60 $B md $IN -m $M --steps $N --every $K --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done; done 2>&1 | tee -a $OUT/${TAG}_$part.txt
fi
if [ $part = eval ]; then
  for i in $(seq 2); do for s in $SETS; do setting $s; echo "== eval $s round $i"
    timeout 120 $B bench --model benches/data/painn_bench.safetensors --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-90
  done; done 2>&1 | tee -a $OUT/${TAG}_eval.txt
fi
if [ $part = thermo ]; then
  for ens in langevin csvr; do for s in $SETS; do setting $s
    timeout 60 $B md $EQ -m $M --steps 4000 --every 200 --ensemble $ens --temperature 300 --backend cuda --quiet --log /tmp/th_${ens}_$s.csv 2>&1 | grep -iE "steps/s|mean T" | sed "s/^/$ens $s: /"
  done; cmp /tmp/th_${ens}_p0.csv /tmp/th_${ens}_p1.csv && echo "$ens: p0 and p1 logs identical ($(wc -l < /tmp/th_${ens}_p1.csv) lines)"; done 2>&1 | tee -a $OUT/${TAG}_thermo.txt
fi
if [ $part = tests ]; then
  mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
  for t in ${TESTS:-md backends wide_cubes}; do echo "== $t (MLFF_PDL=${MLFF_PDL:-1})"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout ${TEST_LIMIT:-300} /tmp/tb/$t --test-threads 4 2>&1 | grep -E "^test result|FAILED|panicked" | head -30; done 2>&1 | tee -a $OUT/${TAG}_tests.txt
fi
done
