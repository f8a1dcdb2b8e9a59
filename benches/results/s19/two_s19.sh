#!/usr/bin/env bash
# Nineteenth session: MD of the 192-atom water box with every fused kernel on cubes of 2F threads
# (MLFF_BLOCK_WIDE=2, an experiment: the block backward then shares the message backward's
# launch, as for benzene) against the default (block backward on 4F threads, its own launch):
# ncu durations of MD steps, interleaved MD rounds.
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
NCU=/usr/local/cuda/bin/ncu
for v in 1 2; do
  MLFF_BLOCK_WIDE=$v timeout 100 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread --launch-skip 3000 --launch-count 240 --csv .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/tw_ncu_water_$v.csv 2>&1
done
python3 - <<'PY' | tee $OUT/two_ncu.txt
import csv, collections
for v in ["1","2"]:
    rows=[r for r in csv.reader(open(f"/tmp/tw_ncu_water_{v}.csv")) if len(r)>10]
    if not rows: print(v, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value"); mi=h.index("Metric Name")
    d=collections.defaultdict(list); regs={}
    for r in rows[1:]:
        k=r[ki].split("(")[0]
        if r[mi]=="gpu__time_duration.sum": d[k].append(float(r[vi].replace(",",""))/1000)
        else: regs[k]=r[vi]
    steps=len(d.get("forces_kick_drift_kernel",[])) or 1
    print(f"water MLFF_BLOCK_WIDE={v}: kernel us per step {sum(sum(x) for x in d.values())/steps:.1f}")
    for k,x in sorted(d.items(), key=lambda kv:-sum(kv[1])):
        print(f"  {k:36s} n={len(x):4d} mean={sum(x)/len(x):8.2f} us  regs={regs.get(k,'-')}")
PY
for i in 1 2 3; do for v in 1 2; do
  echo "== MLFF_BLOCK_WIDE=$v round $i"
  MLFF_BLOCK_WIDE=$v timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/two_rounds.txt
