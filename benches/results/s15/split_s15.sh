#!/usr/bin/env bash
# Fifteenth session: the message backward of one-atom wide cubes split over two cubes a row
# where the atoms outnumber the multiprocessors (the 192-atom box), against MLFF_SPLIT_ROWS=0 in
# the same binary. Tests with CUDA and wgpu required, mlff check, ncu of an MD step both ways,
# interleaved rounds of MD water 192, the bench's water 192 and MD benzene.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/split_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/split_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
for v in split whole; do
  envv="X=1"; [ $v = whole ] && envv="MLFF_SPLIT_ROWS=0"
  env $envv timeout 200 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 200 --csv .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/sp_ncu_$v.csv 2>&1
done
python3 - <<'PY' | tee $OUT/split_ncu.txt
import csv, collections
for v in ["split","whole"]:
    rows=[r for r in csv.reader(open(f"/tmp/sp_ncu_{v}.csv")) if len(r)>10]
    if not rows: print(v, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]:
        d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    steps=len(d.get("forces_kick_drift_kernel",[])) or 1
    print(v, "kernel us per step", round(sum(sum(x) for x in d.values())/steps,1))
    for k,x in sorted(d.items(), key=lambda kv:-sum(kv[1])):
        print(f"  {k:36s} n={len(x):4d} mean={sum(x)/len(x):8.2f} us")
PY
for i in 1 2 3 4; do for v in whole split; do
  envv="X=1"; [ $v = whole ] && envv="MLFF_SPLIT_ROWS=0"
  echo "== $v round $i"
  env $envv timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  env $envv timeout 100 .dev/mlff bench --model $BM --backend cuda --case water_192 --reps 30 --warmup 5 2>&1 | grep median
done; done 2>&1 | tee $OUT/split_rounds.txt
timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1 | tee -a $OUT/split_rounds.txt
