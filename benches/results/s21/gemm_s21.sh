#!/usr/bin/env bash
# Twenty-first session: the staged path's dense layers on the gemm kernels (`MLFF_GEMM` unset:
# layers of >= 64 x multiprocessors rows) against the old ones (`MLFF_GEMM=0`), same binary;
# and against the fused kernels. Parts: `ncu` (one call of 1 024 benzenes, staged, per kernel),
# `rounds` (interleaved benches), `tests` (gemm and backends suites with CUDA and wgpu required).
cd "$(dirname "$0")/../../.."
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
        print(f"  {k:36s} n={len(x):3d} sum={sum(x):8.1f}  " + " ".join(f"{y:.1f}" for y in x[:16]))
PY
}
if [ "$1" = parse_only ]; then shift; parse "$@"; exit; fi
for part in "$@"; do
if [ $part = tests ]; then
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in gemm backends; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/gemm_tests.txt
fi
if [ $part = ncu ]; then
MLFF_KERNELS=staged timeout 200 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 2 --warmup 1 > /tmp/ncu_gemm.csv 2>&1
parse /tmp/ncu_gemm.csv | tee $OUT/gemm_ncu.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for v in "MLFF_KERNELS=staged MLFF_GEMM=0" "MLFF_KERNELS=staged" "MLFF_KERNELS=fused" "X=auto"; do
    echo "== $v round $i"
    env $v timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
  done
done 2>&1 | tee $OUT/gemm_rounds.txt
fi
done
