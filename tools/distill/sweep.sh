#!/bin/bash
# Warm-restart sweep on a machine with several GPUs: one train.py run per setting (batch:lr), each
# from $CK, round-robin over the GPUs; each run's files are tarred into $OUT/gI.tar.
#   CK=.train/run2/ckpt.pt CFGS="128:3e-4 256:5e-4 512:7e-4 1024:1e-3" TL=520 SS=480 OUT=out bash tools/distill/sweep.sh
[ -d .whl ] && { python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site || exit; }
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1 PYTHONUNBUFFERED=1
nvidia-smi -L
CK=${CK:-.train/run2/ckpt.pt}
read -r -a CFG <<< "${CFGS:-128:3e-4 256:5e-4 512:7e-4 1024:1e-3}"
n=$(nvidia-smi -L | wc -l)
for i in "${!CFG[@]}"; do
  b=${CFG[$i]%%:*}; lr=${CFG[$i]##*:}
  CUDA_VISIBLE_DEVICES=$((i % n)) python3 tools/distill/train.py --data .train/data.npz --out /tmp/g$i --resume $CK \
    --restart-schedule --time-limit ${TL:-520} --schedule-seconds ${SS:-480} --batch $b --lr $lr > /tmp/g$i.out 2>&1 &
done
wait
for i in "${!CFG[@]}"; do
  echo "== g$i ${CFG[$i]}"; grep test /tmp/g$i/train.log | tail -2 | cut -c1-420; tail -3 /tmp/g$i.out | cut -c1-300
  (cd /tmp/g$i && tar cf $OUT/g$i.tar ckpt.pt best_model.pt history.json train.log)
done
