#!/usr/bin/env bash
# Thirteenth session: the fused kernels' tile forced by a temporary knob (MLFF_BLOCK_TILE), same
# binary: kernel time per MD step (ncu, no cache flush), then interleaved rounds of MD and bench.
cd "$(dirname "$0")/../../.."
ls /usr/local/cuda/bin | grep -i nsys
MODEL=models/painn-gfn2-hcno.safetensors
for t in 1 2 4; do for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  MLFF_BLOCK_TILE=$t timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 240 --csv .dev/mlff md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/tile_ncu_t${t}_$(basename $c).csv 2>&1
done; done
python3 - <<'PY' | tee $OUT/tile_ncu.txt
import csv, glob, os, collections
for f in sorted(glob.glob("/tmp/tile_ncu_t*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value"); bi=h.index("Block Size") if "Block Size" in h else None
    d=collections.defaultdict(list)
    for r in rows[1:]:
        d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
    steps=len(d.get("kick_drift_kernel", [])) or 1
    print(os.path.basename(f), "kernels", n, "total us", round(tot,1), "per step", round(tot/steps,1), "steps", steps)
    for k,v in sorted(d.items(), key=lambda x:-sum(x[1])):
        print(f"  {k:40s} n={len(v):4d} mean={sum(v)/len(v):7.2f} us")
PY
BM=benches/data/painn_bench.safetensors
for i in 1 2 3; do for t in 1 2 4; do
  echo "== tile=$t round $i"
  MLFF_BLOCK_TILE=$t timeout 100 .dev/mlff bench --model $BM --backend cuda --case water_192 --case benzene_x1024 --case water_1536 --reps 20 --warmup 5 --json /tmp/tile_bench_t${t}_$i.json 2>&1 | grep median
  MLFF_BLOCK_TILE=$t timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/tile_rounds.txt
