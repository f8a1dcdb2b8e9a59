#!/usr/bin/env bash
# Ninth session, second run: the deeper split on CUDA only (the WGSL path as before unless
# MLFF_PREFETCH=0); tests; previous head (.dev/mlff_old) against it interleaved; Vulkan three
# ways; ncu of both binaries' MD benzene kernels with their shared-memory configuration.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; for t in backends md wide_cubes; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
echo "== check"; timeout 120 .dev/mlff check 2>&1 | grep -v XDG | tail -4
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
md() { # label, binary, backend
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "$1 md $(basename $c): "; timeout 60 $2 md $c -m $MODEL --steps 4000 --every 1000 --backend $3 --quiet 2>&1 | grep -E "steps/s|error" | tail -1 | sed 's/ ns.day.*//'
  done
}
for i in 1 2 3; do md old$i .dev/mlff_old cuda; md new$i .dev/mlff cuda; done
md old_vk .dev/mlff_old wgpu; md new_vk .dev/mlff wgpu; MLFF_PREFETCH=0 md new_vk_deep .dev/mlff wgpu
for b in mlff_old mlff; do
  echo "== $b bench"; timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 --json $OUT/$b.json 2>&1 | grep -E "median"
done
for b in mlff_old mlff; do
  timeout 100 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__shared_mem_config_size,launch__shared_mem_per_block_dynamic,launch__registers_per_thread,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem --launch-skip 3000 --launch-count 120 --csv .dev/$b md benches/data/benzene.extxyz -m $MODEL --steps 400 --every 400 --backend cuda --quiet > $OUT/ncu_$b.csv 2>&1; echo "ncu $b rc=$?"
done
python3 - <<'PY'
import csv, os, collections
for b in ["mlff_old","mlff"]:
    rows=[r for r in csv.reader(open(os.environ["OUT"]+f"/ncu_{b}.csv")) if len(r)>10]
    if not rows: print(b,"no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); mi=h.index("Metric Name"); vi=h.index("Metric Value"); ii=h.index("ID")
    d=collections.defaultdict(lambda: collections.defaultdict(list))
    for r in rows[1:]:
        d[r[ki].split("(")[0]][r[mi]].append(float(r[vi].replace(",","")))
    print("==", b)
    for k,m in d.items():
        t=m["gpu__time_duration.sum"]
        print(f"  {k:28s} n={len(t):3d} {sum(t)/len(t)/1000:7.2f} us  " + " ".join(f"{x.split('__')[1]}={sum(v)/len(v):.0f}" for x,v in m.items() if x!="gpu__time_duration.sum"))
PY
