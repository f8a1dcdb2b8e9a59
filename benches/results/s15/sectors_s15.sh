#!/usr/bin/env bash
# Fifteenth session: L2 sectors each kernel requests against the ideal (coalescing), with
# durations, for one call of the 1 024-benzene batch and of the 12 288-atom box (staged kernels),
# and an MD step of the 192-atom box, head c26a5ea.
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
M=gpu__time_duration.sum,memory_l2_theoretical_sectors_global,memory_l2_theoretical_sectors_global_ideal
timeout 200 $NCU --clock-control none --cache-control none --metrics $M --launch-skip 100 --launch-count 25 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 5 --warmup 2 > /tmp/se_x1024.csv 2>&1
timeout 200 $NCU --clock-control none --cache-control none --metrics $M --launch-skip 150 --launch-count 60 --csv .dev/mlff bench --model $BM --backend cuda --case water_12288 --reps 5 --warmup 2 > /tmp/se_w12288.csv 2>&1
timeout 200 $NCU --clock-control none --cache-control none --metrics $M --launch-skip 3000 --launch-count 10 --csv .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/se_md_water.csv 2>&1
python3 - <<'PY' | tee $OUT/sectors.txt
import csv, glob, os, collections
for f in sorted(glob.glob("/tmp/se_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); print(open(f).read()[-1500:]); continue
    h=rows[0]; ki=h.index("Kernel Name"); mi=h.index("Metric Name"); vi=h.index("Metric Value"); ii=h.index("ID")
    per=collections.OrderedDict()
    for r in rows[1:]:
        per.setdefault((int(r[ii]), r[ki].split("(")[0]),{})[r[mi]]=float(r[vi].replace(",",""))
    print("==", os.path.basename(f))
    for (i,k),m in per.items():
        s=m.get("memory_l2_theoretical_sectors_global",0); si=m.get("memory_l2_theoretical_sectors_global_ideal",0)
        print(f"  {i:3d} {k:36s} {m.get('gpu__time_duration.sum',0)/1000:9.2f} us  sectors {s:12.0f} ideal {si:12.0f}  excess {100*(s-si)/max(s,1):5.1f} %")
PY
