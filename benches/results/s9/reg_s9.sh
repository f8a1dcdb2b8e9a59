#!/usr/bin/env bash
# Ninth session: the test suites' results of this code, and ncu of the evaluations that came out
# slower (1 024 benzenes, benzene), previous head against this code.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; for t in backends md wide_cubes; do echo -n "$t: "; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
BM=benches/data/painn_bench.safetensors
for b in mlff_old mlff; do for c in benzene_x1024 benzene; do
  timeout 100 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__shared_mem_per_block_dynamic,launch__registers_per_thread --launch-skip 200 --launch-count 60 --csv .dev/$b bench --model $BM --backend cuda --case $c --reps 12 --warmup 2 > $OUT/ncu_${b}_$c.csv 2>&1
done; done
python3 - <<'PY'
import csv, glob, os, collections
for f in sorted(glob.glob(os.environ["OUT"]+"/ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f,"no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); mi=h.index("Metric Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(lambda: collections.defaultdict(list))
    for r in rows[1:]: d[r[ki].split("_kernel")[0]][r[mi]].append(float(r[vi].replace(",","")))
    print("==", os.path.basename(f)[4:-4])
    for k,m in sorted(d.items()):
        t=m["gpu__time_duration.sum"]
        print(f"  {k:24s} n={len(t):3d} {sum(t)/len(t)/1000:8.2f} us  regs={sum(m['launch__registers_per_thread'])/len(t):.0f} smem={sum(m['launch__shared_mem_per_block_dynamic'])/len(t):.0f}")
PY
