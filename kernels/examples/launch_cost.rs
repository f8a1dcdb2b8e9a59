//! Host cost of one cubecl launch on CUDA, against the number of arrays it binds.
//!
//! `cargo run --release -p mlff-kernels --example launch_cost` on a machine with an NVIDIA GPU.
//! Each line is 20 000 launches of a one-cube kernel with nothing read back: the time to issue
//! them, and the time until the device is idle. When the two agree, the host is the limit and
//! the figure is the host's cost per launch. `benches/results/s8/launch.cu` is the same loop in
//! CUDA C, for the driver's own cost; benches/NOTES.md has both as measured on an H100.
use cubecl::prelude::*;
use std::time::Instant;

mod common;

#[cube(launch_unchecked)]
fn one(a: &mut Array<f32>) {
    if UNIT_POS == 0 {
        a[0] += 1.0;
    }
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn eight(a: &mut Array<f32>, b: &Array<f32>, c: &Array<f32>, d: &Array<f32>, e: &Array<f32>, f: &Array<f32>, g: &Array<f32>, h: &Array<f32>) {
    if UNIT_POS == 0 {
        a[0] += b[0] + c[0] + d[0] + e[0] + f[0] + g[0] + h[0];
    }
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn twenty_four(
    a: &mut Array<f32>,
    b: &Array<f32>,
    c: &Array<f32>,
    d: &Array<f32>,
    e: &Array<f32>,
    f: &Array<f32>,
    g: &Array<f32>,
    h: &Array<f32>,
    a2: &Array<f32>,
    b2: &Array<f32>,
    c2: &Array<f32>,
    d2: &Array<f32>,
    e2: &Array<f32>,
    f2: &Array<f32>,
    g2: &Array<f32>,
    h2: &Array<f32>,
    a3: &Array<f32>,
    b3: &Array<f32>,
    c3: &Array<f32>,
    d3: &Array<f32>,
    e3: &Array<f32>,
    f3: &Array<f32>,
    g3: &Array<f32>,
    h3: &Array<f32>,
    n: u32,
    #[comptime] k: usize,
) {
    if UNIT_POS == 0 {
        a[0] += b[0] + c[0] + d[0] + e[0] + f[0] + g[0] + h[0];
        a[0] += a2[0] + b2[0] + c2[0] + d2[0] + e2[0] + f2[0] + g2[0] + h2[0];
        a[0] += a3[0] + b3[0] + c3[0] + d3[0] + e3[0] + f3[0] + g3[0] + h3[0] + n as f32 + comptime![k as f32];
    }
}

/// `one` launched without the generated launch function, which clones the device properties
/// into its type-resolution scope on every call.
fn one_direct<R: Runtime>(client: &ComputeClient<R>, a: ArrayArg<R>) {
    let settings = KernelSettings::default().cube_dim(CubeDim::new_1d(32)).address_type(AddressType::U32);
    let mut launcher = KernelLauncher::<R>::new(settings.clone());
    let a0 = <Array<f32> as LaunchArg>::register(a, &mut launcher);
    let kernel = one::One::<R>::new(settings, client.clone(), a0);
    // SAFETY: the kernel writes a[0] of a 64-float array.
    unsafe { launcher.launch_unchecked(CubeCount::Static(1, 1, 1), kernel, client) };
}

fn run<R: Runtime>(client: &ComputeClient<R>) {
    let n = 20_000;
    let t = Instant::now();
    let mut units = 0usize;
    for _ in 0..n {
        units += client.properties().clone().hardware.max_units_per_cube as usize;
    }
    println!("device properties cloned: {:.2} us each ({units})", 1e6 * t.elapsed().as_secs_f64() / n as f64);
    let handles: Vec<_> = (0..24).map(|_| client.create_from_slice(f32::as_bytes(&[0.0f32; 64]))).collect();
    // SAFETY: every handle holds 64 floats; the kernels read and write index 0 only.
    let a = |i: usize| unsafe { ArrayArg::<R>::from_raw_parts(handles[i].clone(), 64) };
    let one_cube = || CubeCount::Static(1, 1, 1);
    let dim = CubeDim::new_1d(32);
    for round in 0..3 {
        for (label, which) in [("1 array", 1), ("1 array, direct", 0), ("8 arrays", 8), ("24 arrays", 24)] {
            let t = Instant::now();
            for _ in 0..n {
                // SAFETY: as above.
                unsafe {
                    match which {
                        0 => one_direct::<R>(client, a(0)),
                        1 => one::launch_unchecked::<R>(client, one_cube(), dim, a(0)),
                        8 => eight::launch_unchecked::<R>(client, one_cube(), dim, a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7)),
                        _ => twenty_four::launch_unchecked::<R>(
                            client,
                            one_cube(),
                            dim,
                            a(0),
                            a(1),
                            a(2),
                            a(3),
                            a(4),
                            a(5),
                            a(6),
                            a(7),
                            a(8),
                            a(9),
                            a(10),
                            a(11),
                            a(12),
                            a(13),
                            a(14),
                            a(15),
                            a(16),
                            a(17),
                            a(18),
                            a(19),
                            a(20),
                            a(21),
                            a(22),
                            a(23),
                            3u32,
                            5,
                        ),
                    }
                }
            }
            let issue = t.elapsed().as_secs_f64();
            pollster::block_on(client.sync()).expect("device synchronisation");
            let all = t.elapsed().as_secs_f64();
            println!("round {round}, {label}: issued in {:.2} us per launch, done in {:.2} us", 1e6 * issue / n as f64, 1e6 * all / n as f64);
        }
    }
}

fn main() {
    let client = common::cuda_client_or_exit("launch_cost");
    println!("-- launched from the main thread");
    run(&client);
    println!("-- launched inside ComputeClient::exclusive (as mlff does)");
    let inner = client.clone();
    client.exclusive(move || run(&inner)).expect("device thread");
}
