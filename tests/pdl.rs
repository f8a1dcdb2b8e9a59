//! The grid-dependency wait that the vendored cubecl-cuda (`vendor/cubecl-cuda/src/pdl.rs`) puts
//! at the start of every CUDA kernel launched with programmatic dependent launch. Without it in
//! the kernel's body, a kernel could read what the previous one has not written yet. The
//! kernels themselves, with PDL on, run in the CUDA suites (`backends`, `md`, `wide_cubes`).
#![cfg(feature = "cuda")]

use cubecl::cuda::pdl::inject;

/// A kernel as cubecl-cpp 0.10 writes it (the signature taken from a compilation log on an
/// H100), with a device function before it, whose body must stay as it is.
const SOURCE: &str = "#include <cuda_runtime.h>\n\
struct info_st { uint32 static_meta[2]; };\n\
__device__ float twice(float x) {\nreturn x * 2.0f;\n}\n\n\
extern \"C\" __global__ void __launch_bounds__(256)fill_kernel (\n    \
float* buffer_0, const __grid_constant__ info_st info\n) {\n\
uint32 threadIdxGlobal = threadIdx.x;\nbuffer_0[threadIdxGlobal] = twice(1.0f);\n}\n";

#[test]
fn the_wait_is_the_kernel_bodys_first_statement() {
    let out = inject(SOURCE).expect("a kernel with a body");
    let kernel = out.find("__global__").unwrap();
    let body = &out[kernel + out[kernel..].find('{').unwrap() + 1..];
    assert!(
        body.trim_start().starts_with("asm volatile(\"griddepcontrol.wait;\" ::: \"memory\");"),
        "{out}"
    );
    // Nothing else changed: the device function before the kernel, and the kernel's statements.
    assert_eq!(out.matches("griddepcontrol").count(), 1, "{out}");
    assert_eq!(out.replace("\nasm volatile(\"griddepcontrol.wait;\" ::: \"memory\");\n", ""), SOURCE);
    assert!(out[..kernel].contains("return x * 2.0f;\n}"));
}

#[test]
fn no_kernel_body_no_wait() {
    assert!(inject("struct info_st { uint32 a; };\n").is_none());
    assert!(inject("extern \"C\" __global__ void k (float* b);").is_none());
}
