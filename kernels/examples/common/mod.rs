//! What the examples share.
use cubecl::cuda::CudaRuntime;
use cubecl::prelude::*;

/// The CUDA client of device 0, or a one-line message naming the example and exit status 1
/// (cubecl panics when there is no driver).
pub fn cuda_client_or_exit(example: &str) -> ComputeClient<CudaRuntime> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let client = std::panic::catch_unwind(|| CudaRuntime::client(&Default::default()));
    std::panic::set_hook(hook);
    client.unwrap_or_else(|_| {
        eprintln!("{example}: no CUDA device");
        std::process::exit(1);
    })
}
