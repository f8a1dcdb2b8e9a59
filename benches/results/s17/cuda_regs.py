#!/usr/bin/env python3
"""Registers and spills of the CUDA kernels cubecl generated, without a GPU.

cubecl writes the CUDA C++ of every kernel it compiles to its compilation log
(`CUBECL_DEBUG_LOG=/path mlff bench ...` on the GPU machine; `src_s17.sh`). This script splits
such a log into one `.cu` file per kernel, compiles each as cubecl 0.10 does (NVRTC, sm_90a,
-lineinfo) and runs `ptxas -v` on the PTX. On the seventeenth session's log it gave the register
counts Nsight Compute reported on the H100 (block_forward 128, block_backward 66).

NVRTC, ptxas and cuda_runtime.h come from PyPI's wheels (nvidia-cuda-nvrtc-cu12,
nvidia-cuda-nvcc-cu12, nvidia-cuda-runtime-cu12, unpacked with `unzip`); point at them with
NVRTC_LIB, PTXAS and CUDA_INCLUDE.

usage: cuda_regs.py LOG OUTDIR
"""
import ctypes
import os
import subprocess
import sys

NVRTC_LIB = os.environ.get("NVRTC_LIB", "/tmp/cuda/nvidia/cuda_nvrtc/lib/libnvrtc.so.12")
PTXAS = os.environ.get("PTXAS", "/tmp/cuda/nvidia/cuda_nvcc/bin/ptxas")
CUDA_INCLUDE = os.environ.get("CUDA_INCLUDE", "/tmp/cuda/nvidia/cuda_runtime/include")


def split_log(log):
    """(short kernel name, CUDA source) for every kernel of a cubecl compilation log."""
    out, seen = [], {}
    for block in log.split("[START_KERNEL_COMPILATION]")[1:]:
        block = block.split("[END_KERNEL_COMPILATION]")[0]
        name = next((l[6:] for l in block.splitlines() if l.startswith("name: ")), "kernel")
        short = name.split("<")[0].split("::")[-2] if "::" in name else name
        if "source:\n```" not in block:
            continue
        src = block.split("source:\n```")[1].split("\n", 1)[1].rsplit("```", 1)[0]
        i = seen.get(short, 0)
        seen[short] = i + 1
        out.append((f"{short}_{i}", src))
    return out


def ptx_of(lib, src):
    prog = ctypes.c_void_p()
    if lib.nvrtcCreateProgram(ctypes.byref(prog), src.encode(), b"kernel.cu", 0, None, None) != 0:
        raise RuntimeError("nvrtcCreateProgram failed")
    opts = [b"--gpu-architecture=compute_90a", f"--include-path={CUDA_INCLUDE}".encode(), b"-lineinfo"]
    ok = lib.nvrtcCompileProgram(prog, len(opts), (ctypes.c_char_p * len(opts))(*opts)) == 0
    n = ctypes.c_size_t()
    if not ok:
        lib.nvrtcGetProgramLogSize(prog, ctypes.byref(n))
        buf = ctypes.create_string_buffer(n.value)
        lib.nvrtcGetProgramLog(prog, buf)
        raise RuntimeError(buf.value.decode()[:2000])
    lib.nvrtcGetPTXSize(prog, ctypes.byref(n))
    buf = ctypes.create_string_buffer(n.value)
    lib.nvrtcGetPTX(prog, buf)
    return buf.value.decode()


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    log, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    lib = ctypes.CDLL(NVRTC_LIB)
    for name, src in split_log(open(log).read()):
        base = os.path.join(outdir, name)
        open(base + ".cu", "w").write(src)
        open(base + ".ptx", "w").write(ptx_of(lib, src))
        r = subprocess.run([PTXAS, "-arch=sm_90a", "-v", "-O3", base + ".ptx", "-o", base + ".cubin"], capture_output=True, text=True)
        info = " ".join(l.split(":", 1)[-1].strip() for l in r.stderr.splitlines() if "registers" in l or "spill" in l)
        print(f"{name:32s} {info}")


if __name__ == "__main__":
    main()
