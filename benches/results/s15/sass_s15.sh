#!/usr/bin/env bash
# Fifteenth session, after the filter layout: (1) SASS of benzene's second block_forward in an MD
# step with per-instruction stall samples, (2) per-kernel excess L2 sectors and shared-memory
# wavefronts (SourceCounters) and durations for MD benzene, MD water 192 and one call of the
# 1 024-benzene batch.
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
timeout 200 $NCU --clock-control none --section SourceCounters --section WarpStateStats -k regex:block_forward --launch-skip 301 --launch-count 1 --page source --print-source sass .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > $OUT/sass_bf_benzene.txt 2>&1
timeout 200 $NCU --clock-control none --section SourceCounters --section WarpStateStats -k regex:message_block_backward --launch-skip 200 --launch-count 1 --page source --print-source sass .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > $OUT/sass_mbb_benzene.txt 2>&1
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  timeout 200 $NCU --clock-control none --cache-control none --section SourceCounters --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 10 --csv .dev/mlff md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/sc_md_$(basename $c).csv 2>&1
done
timeout 200 $NCU --clock-control none --cache-control none --section SourceCounters --metrics gpu__time_duration.sum --launch-skip 100 --launch-count 40 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 5 --warmup 2 > /tmp/sc_x1024.csv 2>&1
python3 - <<'PY' | tee $OUT/sc_summary.txt
import csv, glob, os, collections
want=["gpu__time_duration.sum","L2 Theoretical Sectors Global","L2 Theoretical Sectors Global Excessive","L1 Wavefronts Shared","L1 Wavefronts Shared Excessive","Registers Per Thread"]
for f in sorted(glob.glob("/tmp/sc_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); print(open(f).read()[-2000:]); continue
    h=rows[0]; ki=h.index("Kernel Name"); mi=h.index("Metric Name"); vi=h.index("Metric Value"); ii=h.index("ID")
    per=collections.OrderedDict()
    for r in rows[1:]:
        key=(int(r[ii]), r[ki].split("(")[0])
        per.setdefault(key,{})[r[mi]]=r[vi]
    print("==", os.path.basename(f))
    for (i,k),m in per.items():
        vals=[m.get(w,"-") for w in want]
        print(f"  {i:3d} {k:36s} " + "  ".join(f"{w.split()[-1][:10]}={v}" for w,v in zip(want,vals)))
PY
wc -l $OUT/*
