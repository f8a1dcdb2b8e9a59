#!/usr/bin/env bash
# Thirty-fourth session. Parts: `active` (Nsight Compute of MD steps of the 192-atom box: each
# kernel's time and its multiprocessors' active cycles, min / mean / max, so the time of the
# multiprocessors that run two atoms against those that run one), `box` (interleaved rounds of
# MD of the box), `benz` (of benzene). SETS: the binaries compared (.dev/mlff_<set>, or a
# setting of .dev/mlff: see `setting`).
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
WATER=examples/data/water_box_192.xyz
BENZ=benches/data/benzene.extxyz
NCU=/usr/local/cuda/bin/ncu
SETS=${SETS:-base}
TAG=${TAG:-s34}
ROUNDS=${ROUNDS:-3}
setting() {
  BIN=.dev/mlff_$1
  unset MLFF_PAIR_TILES MLFF_PAIR_THREADS MLFF_TENSOR_ROUNDS
  case $1 in
    tc) BIN=.dev/mlff; export MLFF_TENSOR_ROUNDS=1 ;;
    fma) BIN=.dev/mlff; export MLFF_TENSOR_ROUNDS=0 ;;
    new) BIN=.dev/mlff ;;
    even) BIN=.dev/mlff; export MLFF_PAIR_TILES=0 ;;
    p2) BIN=.dev/mlff; export MLFF_PAIR_THREADS=2 ;;
  esac
}
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader
cmpx() { paste -d' ' /tmp/eval_$1.xyz /tmp/eval_$2.xyz | awk -v p="$1 vs $2" '{h=NF/2; for (i=1;i<=h;i++) if ($i ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/ && $(i+h) ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/) {d=$i-$(i+h); if (d<0) d=-d; if (d>m) m=d}} END {printf "largest difference %s: %.3g (%d lines)\n", p, m, NR}'; }
for part in "$@"; do
if [ $part = check ]; then
# The box's evaluation on CUDA with each setting against the f64 host; MD of the box for 3 000
# steps with each, the last report line and builds.
setting new; timeout 60 $BIN eval $WATER -m $MODEL --backend cpu -o /tmp/eval_cpu.xyz > /dev/null 2>&1
for s in $SETS; do setting $s; timeout 60 $BIN eval $WATER -m $MODEL --backend cuda -o /tmp/eval_$s.xyz > /dev/null 2>&1; cmpx cpu $s; done
for s in $SETS; do setting $s; echo "== $s"; timeout 60 $BIN md $WATER -m $MODEL --steps 3000 --every 1000 --backend cuda --quiet --log /tmp/md_$s.csv 2>&1 | grep -iE "build|drift" | tail -2; tail -1 /tmp/md_$s.csv; done
for s in $SETS; do setting $s; echo "== check $s"; timeout 90 $BIN check 2>&1 | grep -v XDG | tail -4; done
fi 2>&1 | tee $OUT/${TAG}_check.txt
if [ $part = active ]; then
for s in $SETS; do
  setting $s
  timeout 200 $NCU --clock-control none --cache-control none --launch-skip 600 --launch-count 90 \
    --metrics gpu__time_duration.sum,sm__cycles_active.min,sm__cycles_active.avg,sm__cycles_active.max,launch__registers_per_thread,launch__grid_size,launch__block_size,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,launch__shared_mem_per_block_dynamic,launch__occupancy_limit_shared_mem,launch__occupancy_limit_registers \
    --csv $BIN md $WATER -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu_$s.csv 2>&1
  python3 - /tmp/ncu_$s.csv $s <<'PY'
import csv, sys, collections
rows = [r for r in csv.reader(open(sys.argv[1])) if len(r) > 10]
head = rows[0]; rows = rows[1:]
ki, mi, vi, ui = head.index("Kernel Name"), head.index("Metric Name"), head.index("Metric Value"), head.index("Metric Unit")
iid = head.index("ID")
per = collections.defaultdict(dict)
for r in rows:
    per[(r[iid], r[ki].split("(")[0])][r[mi]] = (r[vi].replace(",", ""), r[ui])
agg = collections.defaultdict(lambda: collections.defaultdict(list))
for (i, k), m in per.items():
    for name, (v, u) in m.items():
        try: x = float(v)
        except ValueError: continue
        if name == "gpu__time_duration.sum":
            x = x / 1000 if u.startswith("n") else x * 1000 if u.startswith("m") else x
        agg[k][name].append(x)
for k, m in sorted(agg.items()):
    mean = lambda n: sum(m[n]) / len(m[n]) if m.get(n) else float("nan")
    print(f"{sys.argv[2]} {k}: {len(m['gpu__time_duration.sum'])} launches, {mean('gpu__time_duration.sum'):.2f} us, "
          f"grid {mean('launch__grid_size'):.0f} x {mean('launch__block_size'):.0f}, {mean('launch__registers_per_thread'):.0f} regs, "
          f"SM active cycles min/avg/max {mean('sm__cycles_active.min'):.0f}/{mean('sm__cycles_active.avg'):.0f}/{mean('sm__cycles_active.max'):.0f}, "
          f"warps active {mean('sm__warps_active.avg.pct_of_peak_sustained_active'):.1f} %, warp insts {mean('smsp__inst_executed.sum'):.0f}, "
          f"shared {mean('launch__shared_mem_per_block_dynamic'):.0f} B, cubes a multiprocessor by shared memory {mean('launch__occupancy_limit_shared_mem'):.0f}, by registers {mean('launch__occupancy_limit_registers'):.0f}")
PY
done 2>&1 | tee $OUT/${TAG}_active.txt
fi
if [ $part = box ]; then
for i in $(seq $ROUNDS); do
  for s in $SETS; do
    setting $s
    echo "== $s round $i"
    timeout 40 $BIN md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s|build" | tail -2
  done
done 2>&1 | tee $OUT/${TAG}_box.txt
fi
if [ $part = benz ]; then
for i in $(seq $ROUNDS); do
  for s in $SETS; do
    setting $s
    echo "== $s round $i"
    timeout 40 $BIN md $BENZ -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done 2>&1 | tee $OUT/${TAG}_benz.txt
fi
done
