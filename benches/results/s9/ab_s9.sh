#!/usr/bin/env bash
# Ninth session: tests and check of this code (deeper split of the dense sums on wide cubes) on
# CUDA and wgpu; then the previous head (.dev/mlff_old) against it, interleaved; then the MD
# kernels' times (ncu, no cache flushing) of this code.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 240 /tmp/tb/backends --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"
MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 240 /tmp/tb/md --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"
echo "== check"; timeout 120 .dev/mlff check 2>&1 | grep -v XDG | tail -5
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
md() { # label, binary, backend
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "$1 md $(basename $c): "; timeout 60 $2 md $c -m $MODEL --steps 4000 --every 1000 --backend $3 --quiet 2>&1 | grep -E "steps/s|error" | tail -1; echo
  done
}
for i in 1 2 3; do
  md old$i .dev/mlff_old cuda
  md new$i .dev/mlff cuda
done
md old_wgpu .dev/mlff_old wgpu
md new_wgpu .dev/mlff wgpu
for b in mlff_old mlff; do
  echo "== $b bench"; timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 --json $OUT/$b.json 2>&1 | grep -E "median"
done
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  timeout 120 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 240 --csv .dev/mlff md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > $OUT/ncu_noflush_$(basename $c).csv 2>&1; echo "ncu rc=$?"
done
python3 - <<'PY'
import csv, glob, os, collections
for f in sorted(glob.glob(os.environ["OUT"]+"/ncu_noflush_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]:
        d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
    print(os.path.basename(f), "kernels", n, "total us", round(tot,1), "per step (12 kernels)", round(tot/n*12,1))
    for k,v in sorted(d.items(), key=lambda x:-sum(x[1])):
        print(f"  {k:40s} n={len(v):4d} mean={sum(v)/len(v):7.2f} us")
PY
