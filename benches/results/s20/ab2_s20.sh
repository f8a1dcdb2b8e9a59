#!/usr/bin/env bash
# Twentieth session, second change: this code (.dev/mlff) against the session's first commit
# (.dev/mlff_prev, c4b3052), same machine. Part `ncu`: kernel durations of one call of 1 024
# benzenes and of MD steps of the 192-atom box, each binary. Part `rounds`: interleaved bench
# and MD rounds. Part `tests`: tests with CUDA and wgpu required, mlff check.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
parse() {
python3 - "$@" <<'PY'
import csv, sys, collections
for f in sys.argv[1:]:
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]: d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(x) for x in d.values())
    print(f"{f}: {tot:.1f} us in {sum(len(x) for x in d.values())} launches")
    for k,x in sorted(d.items(), key=lambda kv:-sum(kv[1])):
        print(f"  {k:36s} n={len(x):3d} sum={sum(x):8.1f}  " + " ".join(f"{y:.1f}" for y in x[:12]))
PY
}
for part in "$@"; do
if [ $part = ncu ]; then
for b in mlff_prev mlff; do
  timeout 150 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 200 --launch-count 19 --csv .dev/$b bench --model $BM --backend cuda --case benzene_x1024 --reps 8 --warmup 3 > /tmp/ncu_x1024_$b.csv 2>&1
  timeout 150 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 300 --csv .dev/$b md examples/data/water_box_192.xyz -m $MODEL --steps 2000 --every 1000 --backend cuda --quiet > /tmp/ncu_w192_$b.csv 2>&1
done
parse /tmp/ncu_x1024_mlff_prev.csv /tmp/ncu_x1024_mlff.csv /tmp/ncu_w192_mlff_prev.csv /tmp/ncu_w192_mlff.csv | tee $OUT/ab2_ncu.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do for b in mlff_prev mlff; do
  echo "== $b round $i"
  timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
  timeout 60 .dev/$b md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 .dev/$b md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/ab2_rounds.txt
fi
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/ab2_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/ab2_check.txt
fi
done
