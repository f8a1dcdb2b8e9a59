#!/usr/bin/env bash
# Twenty-first session: gemm blocks of 128 rows (MLFF_GEMM_TALL=1, 8 x 4 outputs a thread)
# against 64 (4 x 4), same binary: ncu of one call of 1 024 benzenes each, interleaved rounds.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
for v in 0 1; do
MLFF_GEMM_TALL=$v timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 2 --warmup 1 > /tmp/ncu_tall$v.csv 2>&1
done
bash benches/results/s21/gemm_s21.sh parse_only /tmp/ncu_tall0.csv /tmp/ncu_tall1.csv | grep -E "csv|gemm" | tee $OUT/tall_ncu.txt
for i in 1 2 3; do for v in 0 1; do
  echo "== MLFF_GEMM_TALL=$v round $i"
  MLFF_GEMM_TALL=$v timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
done; done | tee $OUT/tall_rounds.txt
