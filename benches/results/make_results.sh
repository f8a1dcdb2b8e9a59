#!/usr/bin/env bash
# Rebuilds benches/RESULTS.md and benches/plots/*.svg from the measurements in benches/results/:
#   cuda.json wgpu.json cuda_41472.json cuda_profile.json wgpu_profile.json schnetpack_peer.json
#   smi_41472.csv                     from the GPU run (device_run.sh, one device session)
#   cpu.json cpu_pair.json schnetpack_cpu.jsonl   from this project's 2-core CPU machine (commands below)
# Usage: bash benches/results/make_results.sh   (MLFF=path/to/mlff to use another binary)
set -euo pipefail
cd "$(dirname "$0")/../.."
MLFF=${MLFF:-target/release/mlff}
R=benches/results
# The 41 472-atom box: the whole device's memory as nvidia-smi saw it (CUDA context included).
SMI_MAX=$(sort -n $R/smi_41472.csv | tail -1)
SMI_IDLE=$(head -1 $R/smi_41472.csv)
SMI_GIB=$(awk -v m="$SMI_MAX" 'BEGIN { printf "%.2f GiB = %.2f GB", m / 1024, m * 1048576 / 1e9 }')
{
cat <<HEAD
# Benchmark results

Everything below was measured by the commands shown and rebuilt into this file by
\`bash benches/results/make_results.sh\` (the raw JSON is in \`benches/results/\`, the plots in
\`benches/plots/\`). Model: \`benches/data/painn_bench.safetensors\` (PaiNN, F=128, 3 interactions,
20 Gaussians, 5 Å; the shape of the peer benchmark), energy + forces, float32.

- **GPU**: one NVIDIA H100 80GB HBM3 (the only GPU model used), one device session:
  \`bash .devb/run.sh\`, a copy of [\`results/device_run.sh\`](results/device_run.sh), ran mlff on CUDA
  and on wgpu (Vulkan, same GPU), then schnetpack 2.1.1 with the same weights
  (\`tools/compare_peer_gpu.py\`).
- **CPU**: this project's development machine, 2 cores (AMD EPYC), a virtual machine whose host
  and neighbours also load it: its numbers are noisy (read the P95/P99 columns) and only
  indicative. Commands, one after the other:
  \`RAYON_NUM_THREADS=2 mlff bench --model benches/data/painn_bench.safetensors --backend cpu
  --case benzene --case water_192 --case water_1536 --reps 20 --warmup 3 --time-limit 10
  --json benches/results/cpu_pair.json\`, immediately followed by the peer,
  \`python tools/bench_peer_cpu.py benches/data/painn_bench.safetensors benches/data/benzene.extxyz
  benches/data/water_192.extxyz benches/data/water_1536.extxyz --threads 2 > benches/results/schnetpack_cpu.jsonl\`
  (the CPU side-by-side table pairs these two), and the CPU scaling study,
  \`RAYON_NUM_THREADS=2 mlff bench --model benches/data/painn_bench.safetensors --backend cpu
  --case ethanol --case benzene --scaling --max-atoms 12288 --reps 30 --warmup 3 --time-limit 6
  --json benches/results/cpu.json\`.

**Memory, 41 472-atom water box (energy + forces), CUDA**: see the \`water_41472\` rows: peak bytes in
the memory pool's live buffers during a call, and the pool's reservation. The whole device, as
\`nvidia-smi\` sampled it every 100 ms during that run (CUDA context and everything else of the
process included): at most ${SMI_MAX} MiB (${SMI_GIB}; ${SMI_IDLE} MiB before the process started).
schnetpack eager needs the peak given in the side-by-side table below for this box.

**Largest box**: the scaling study's largest size, 192 000 atoms (11 136 000 edges), ran on both
CUDA and wgpu (pool peak in use: see the \`water_192000\` rows). Beyond it the limit is the kernels'
32-bit indexing (edges × 3F must stay below 2³², about 11.18 M edges for F = 128), not the memory.

HEAD
"$MLFF" bench --from $R/cuda.json --from $R/wgpu.json --from $R/cpu.json --from $R/cpu_pair.json --from $R/cuda_41472.json \
  --from $R/cuda_profile.json --from $R/wgpu_profile.json \
  --peer $R/schnetpack_peer.json --peer $R/schnetpack_cpu.jsonl \
  --report $R/report.md --svg benches/plots >/dev/null 2>&1
sed '1,3d' $R/report.md
} > benches/RESULTS.md
echo "benches/RESULTS.md and benches/plots/ rebuilt"
