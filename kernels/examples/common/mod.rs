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

/// µs a launch of `launch`, after 20 launches of warm-up (the first compiles), over `reps`
/// launches ended by one wait for the device.
#[allow(dead_code)] // not every example times launches
pub fn us_per_launch<R: Runtime>(client: &ComputeClient<R>, reps: usize, launch: impl Fn()) -> f64 {
    for _ in 0..20 {
        launch();
    }
    pollster::block_on(client.sync()).unwrap();
    let t = std::time::Instant::now();
    for _ in 0..reps {
        launch();
    }
    pollster::block_on(client.sync()).unwrap();
    t.elapsed().as_secs_f64() * 1e6 / reps as f64
}
