#!/usr/bin/env bash
# Seventh session: CUDA source of the kernels and per-instruction stall samples (SASS) of the
# fused kernels, to see where the warps wait.
cd "$(dirname "$0")/.."
M=.dev/mlff; BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
/usr/local/cuda/bin/ncu --version | tail -1
CUBECL_DEBUG_LOG=/tmp/cuda_src.log timeout 60 $M md benches/data/benzene.extxyz -m $MODEL --steps 20 --every 10 --backend cuda --quiet >/dev/null 2>&1
CUBECL_DEBUG_LOG=/tmp/cuda_src2.log timeout 60 $M bench --model $BM --backend cuda --case benzene_x1024 --reps 1 --warmup 1 >/dev/null 2>&1
cat /tmp/cuda_src.log /tmp/cuda_src2.log | xz -9 > $OUT/cuda_src.log.xz; ls -la /tmp/cuda_src*.log
NCU="/usr/local/cuda/bin/ncu --clock-control none --section SourceCounters --section WarpStateStats --page source --print-source sass --csv"
timeout 150 $NCU --kernel-name regex:block_forward --launch-skip 60 --launch-count 1 $M md benches/data/benzene.extxyz -m $MODEL --steps 100 --every 50 --backend cuda --quiet > /tmp/mdbz_bf.csv 2>/tmp/e1; echo "rc=$?"; tail -3 /tmp/e1
timeout 150 $NCU --kernel-name regex:block_backward --launch-skip 6 --launch-count 1 $M bench --model $BM --backend cuda --case benzene_x1024 --reps 3 --warmup 3 > /tmp/x_bb.csv 2>/tmp/e2; echo "rc=$?"; tail -3 /tmp/e2
timeout 150 $NCU --kernel-name regex:block_forward --launch-skip 9 --launch-count 1 $M bench --model $BM --backend cuda --case benzene_x1024 --reps 3 --warmup 3 > /tmp/x_bf.csv 2>/tmp/e3; echo "rc=$?"; tail -3 /tmp/e3
for f in mdbz_bf x_bb x_bf; do wc -l /tmp/$f.csv; head -c 600 /tmp/$f.csv; echo; done
tar -C /tmp -cJf $OUT/sass.tar.xz mdbz_bf.csv x_bb.csv x_bf.csv
ls -la $OUT
