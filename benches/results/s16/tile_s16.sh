#!/usr/bin/env bash
# Sixteenth session: the fused kernels on tiles of eight atoms (auto for 1 024 benzenes) against
# tiles of four (MLFF_BLOCK_TILE=4, the previous choice), same binary. Tests with CUDA and wgpu
# required, mlff check (auto and forced eight), ncu of one batch call, interleaved bench rounds.
# Ran on the build with tiles of eight (not kept: BLOCK_TILES [8, 4, 2, 1], a `tile8` test
# suite); prof_s16.sh likewise. The code keeps MLFF_BLOCK_TILE for tiles of four at most.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in backends wide_cubes md; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/tile_tests.txt
(timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4; echo "== MLFF_BLOCK_TILE=8"; MLFF_BLOCK_TILE=8 timeout 100 .dev/mlff check --backend cuda 2>&1 | grep -v XDG | tail -4) | tee $OUT/tile_check.txt
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
for v in 4 8; do
  MLFF_BLOCK_TILE=$v timeout 200 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,memory_l2_theoretical_sectors_global,launch__registers_per_thread,launch__occupancy_limit_shared_mem,sm__warps_active.avg.pct_of_peak_sustained_active --launch-skip 200 --launch-count 60 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 10 --warmup 3 > /tmp/ti_ncu_$v.csv 2>&1
done
python3 - <<'PY' | tee $OUT/tile_ncu.txt
import csv, glob, os, collections
for f in sorted(glob.glob("/tmp/ti_ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); print(open(f).read()[-2000:]); continue
    h=rows[0]; ki=h.index("Kernel Name"); mi=h.index("Metric Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(lambda: collections.defaultdict(list))
    for r in rows[1:]:
        try: d[r[ki].split("(")[0]][r[mi]].append(float(r[vi].replace(",","")))
        except ValueError: pass
    calls=len(d["forces_kernel"]["gpu__time_duration.sum"]) or 1
    tot=sum(sum(m["gpu__time_duration.sum"]) for m in d.values())/1000
    print(os.path.basename(f), "calls", calls, "kernel us per call", round(tot/calls,1))
    for k,m in sorted(d.items(), key=lambda x:-sum(x[1]["gpu__time_duration.sum"])):
        t=m["gpu__time_duration.sum"]
        if not t: continue
        g=lambda key: (sum(m[key])/len(m[key])) if m[key] else float('nan')
        print(f"  {k:32s} n={len(t):3d} mean={sum(t)/len(t)/1000:8.2f} us  sectors {g('memory_l2_theoretical_sectors_global'):12.0f} regs {g('launch__registers_per_thread'):4.0f} smem-limit {g('launch__occupancy_limit_shared_mem'):3.0f} warps {g('sm__warps_active.avg.pct_of_peak_sustained_active'):5.1f}%")
PY
for i in 1 2 3; do for v in 4 auto; do
  echo "== tile $v round $i"
  if [ $v = auto ]; then unset MLFF_BLOCK_TILE; else export MLFF_BLOCK_TILE=$v; fi
  timeout 150 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --case water_1536 --reps 20 --warmup 5 --json /tmp/ti_bench_${v}_$i.json 2>&1 | grep median
  unset MLFF_BLOCK_TILE
done; done 2>&1 | tee $OUT/tile_rounds.txt
(for v in 4 8; do echo "== water_1536 forced tile $v"; MLFF_BLOCK_TILE=$v timeout 100 .dev/mlff bench --model $BM --backend cuda --case water_1536 --reps 20 --warmup 5 2>&1 | grep median; done
for k in staged fused; do echo "== water_12288 $k (fused: tile 8)"; MLFF_KERNELS=$k MLFF_BLOCK_TILE=8 timeout 100 .dev/mlff bench --model $BM --backend cuda --case water_12288 --reps 10 --warmup 3 2>&1 | grep median; done) 2>&1 | tee -a $OUT/tile_rounds.txt
