#!/usr/bin/env bash
# Ninth session: the MD step's first half inside the one-launch list kernel. Tests on CUDA and
# wgpu; the code before it (.dev/mlff_prev) against it, interleaved; ncu of MD benzene.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; for t in backends md wide_cubes; do echo -n "$t: "; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
MODEL=models/painn-gfn2-hcno.safetensors
md() { # label, binary, backend, extra...
  local l=$1 b=$2 be=$3; shift 3
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "$l md $(basename $c): "; timeout 60 $b md $c -m $MODEL --steps 4000 --every 1000 --backend $be --quiet "$@" 2>&1 | grep -E "steps/s|error|drift" | tr '\n' ' ' | sed 's/mlff md: 4000 steps in [0-9.]* s: //'; echo
  done
}
for i in 1 2 3; do md prev$i .dev/mlff_prev cuda; md new$i .dev/mlff cuda; done
md prev_lgv .dev/mlff_prev cuda --ensemble langevin --temperature 300; md new_lgv .dev/mlff cuda --ensemble langevin --temperature 300
md prev_vk .dev/mlff_prev wgpu; md new_vk .dev/mlff wgpu
timeout 100 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 110 --csv .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 400 --every 400 --backend cuda --quiet > $OUT/ncu_fold_benzene.csv 2>&1
python3 - <<'PY'
import csv, os, collections
rows=[r for r in csv.reader(open(os.environ["OUT"]+"/ncu_fold_benzene.csv")) if len(r)>10]
h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
d=collections.defaultdict(list)
for r in rows[1:]: d[r[ki].split("_kernel")[0]].append(float(r[vi].replace(",",""))/1000)
tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
print(f"benzene step {tot/n*11:6.1f} us (11 kernels)  " + " ".join(f"{k}={sum(v)/len(v):.1f}(n={len(v)})" for k,v in sorted(d.items())))
PY
