#!/usr/bin/env bash
# Fifteenth session: the filter weights stored [R][3F] per layer (coalesced loads) against the
# head's [3F][R] (.dev/mlff_old, built from dfae2fc). Tests with CUDA and wgpu required, mlff
# check, ncu of an MD step's kernels (durations, both binaries; L2 sectors against the ideal,
# new binary), then interleaved rounds of MD benzene, MD water 192 and the bench's cases.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in wide_cubes md backends; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/coalesce_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/coalesce_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
for v in old new; do
  bin=.dev/mlff; [ $v = old ] && bin=.dev/mlff_old
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    timeout 200 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,memory_l2_theoretical_sectors_global,memory_l2_theoretical_sectors_global_ideal --launch-skip 3000 --launch-count 200 --csv $bin md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/co_ncu_${v}_md_$(basename $c).csv 2>&1
  done
  timeout 200 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,memory_l2_theoretical_sectors_global,memory_l2_theoretical_sectors_global_ideal --launch-skip 200 --launch-count 100 --csv $bin bench --model $BM --backend cuda --case benzene_x1024 --reps 10 --warmup 3 > /tmp/co_ncu_${v}_x1024.csv 2>&1
done
python3 - <<'PY' | tee $OUT/coalesce_ncu.txt
import csv, glob, os, collections
for f in sorted(glob.glob("/tmp/co_ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); mi=h.index("Metric Name"); vi=h.index("Metric Value"); ii=h.index("ID")
    d=collections.defaultdict(lambda: collections.defaultdict(list))
    for r in rows[1:]:
        d[r[ki].split("(")[0]][r[mi]].append(float(r[vi].replace(",","")))
    steps=(len(d["forces_kernel"]["gpu__time_duration.sum"]) + len(d["forces_kick_drift_kernel"]["gpu__time_duration.sum"])) or 1
    tot=sum(sum(m["gpu__time_duration.sum"]) for m in d.values())/1000
    print(os.path.basename(f), "forces launches", steps, "kernel us per forces launch", round(tot/steps,1))
    for k,m in sorted(d.items(), key=lambda x:-sum(x[1]["gpu__time_duration.sum"])):
        t=m["gpu__time_duration.sum"]
        if not t: continue; s=sum(m["memory_l2_theoretical_sectors_global"]); si=sum(m["memory_l2_theoretical_sectors_global_ideal"])
        print(f"  {k:40s} n={len(t):4d} mean={sum(t)/len(t)/1000:8.2f} us  L2 sectors/launch {s/len(t):10.0f} ideal {si/len(t):10.0f}")
PY
for i in 1 2 3; do for v in old new; do
  bin=.dev/mlff; [ $v = old ] && bin=.dev/mlff_old
  echo "== $v round $i"
  timeout 60 $bin md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 $bin md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 150 $bin bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 --json /tmp/co_bench_${v}_$i.json 2>&1 | grep median
done; done 2>&1 | tee $OUT/coalesce_rounds.txt
