//! Criterion benchmarks of the GPU kernels, on every device present (CUDA, then a WebGPU GPU;
//! a software adapter such as lavapipe only with `MLFF_BENCH_SOFTWARE=1`): the dense layer, the
//! neighbour list, and whole energy + forces calls of the CubeBackend. Each iteration launches,
//! then waits for the device (`client.sync()`), so the time is the device's, launch included.
//!
//! `cargo bench --bench kernels_gpu`. Absent devices are skipped with a note.
use criterion::{criterion_group, criterion_main, Criterion};
use cubecl::prelude::*;
use mlff::backend::cube::{CudaBackend, WgpuBackend};
use mlff::backend::device::{cuda_devices, open_wgpu, wgpu_adapters};
use mlff::backend::Backend;
use mlff::{structures, Batch, Model, Request};
use mlff_kernels::dense::{dense, DenseArgs, MODE_LINEAR, MODE_SILU};
use mlff_kernels::neighbor_list::{neighbor_list, SystemGeometry};

/// Rows of the dense benchmarks: the atoms of the 12 288-atom water box.
const ROWS: usize = 12_288;
const F: usize = 128;

fn model() -> Model {
    Model::load(concat!(env!("CARGO_MANIFEST_DIR"), "/benches/data/painn_bench.safetensors")).expect("benches/data/painn_bench.safetensors")
}

fn upload<R: Runtime>(client: &ComputeClient<R>, v: &[f32]) -> cubecl::server::Handle {
    client.create_from_slice(bytemuck::cast_slice(v))
}

fn kernels<R: Runtime>(c: &mut Criterion, label: &str, client: ComputeClient<R>) {
    let device = mlff_kernels::Device::new(client.clone());
    let sync = |client: &ComputeClient<R>| pollster::block_on(client.sync()).expect("device synchronisation");
    let mut group = c.benchmark_group(format!("{label} kernels"));
    group.sample_size(30);
    // The context MLP's two layers on 12 288 atoms: F → F (SiLU), F → 3F.
    let x = upload(&client, &vec![0.1f32; ROWS * F]);
    for (n_out, mode, name) in [(F, MODE_SILU, "dense 128->128 silu"), (3 * F, MODE_LINEAR, "dense 128->384 linear")] {
        let wt = upload(&client, &vec![0.01f32; F * n_out]);
        let bias = upload(&client, &vec![0.0f32; n_out]);
        let y = client.empty(ROWS * n_out * 4);
        let pre = client.empty(ROWS * n_out * 4);
        let args = DenseArgs { wt: &wt, bias: &bias, n_in: F, n_out };
        group.bench_function(format!("{name}/{ROWS} rows"), |b| {
            b.iter(|| {
                dense(&device, &args, &x, &y, &pre, ROWS, mode, false);
                sync(&client);
            })
        });
    }
    // The neighbour list of a periodic water box (5 Å).
    for side in [8, 16] {
        let water = structures::water_box(side);
        let pos: Vec<f32> = water.positions.iter().flatten().map(|&v| v as f32).collect();
        let d_pos = upload(&client, &pos);
        let systems = [SystemGeometry { start: 0, end: water.numbers.len(), cell: water.cell, pbc: water.pbc }];
        group.bench_function(format!("neighbour list/water {} atoms", water.numbers.len()), |b| {
            b.iter(|| {
                let nl = neighbor_list(&client, &d_pos, &systems, 5.0, None).expect("neighbour list");
                sync(&client);
                nl.n_edges
            })
        });
    }
    group.finish();
}

fn calls<B: Backend>(c: &mut Criterion, label: &str, mut backend: B) {
    let mut group = c.benchmark_group(format!("{label} energy+forces"));
    group.sample_size(20);
    let request = Request { forces: true, stress: false };
    for (name, batch) in [
        ("benzene", Batch::new(vec![structures::benzene()]).unwrap()),
        ("benzene_x1024", Batch::new(vec![structures::benzene(); 1024]).unwrap()),
        ("water_12288", Batch::new(vec![structures::water_box(16)]).unwrap()),
    ] {
        group.bench_function(name, |b| b.iter(|| backend.compute(&batch, request).unwrap()));
    }
    group.finish();
}

fn gpu(c: &mut Criterion) {
    let model = model();
    match cuda_devices() {
        Ok(d) if !d.is_empty() => {
            kernels(c, "cuda", cubecl::cuda::CudaRuntime::client(&cubecl::cuda::CudaDevice::new(0)));
            calls(c, "cuda", CudaBackend::cuda(&model, 0).expect("CUDA backend"));
        }
        _ => eprintln!("kernels_gpu: no CUDA device, skipped"),
    }
    let software = std::env::var_os("MLFF_BENCH_SOFTWARE").is_some();
    match wgpu_adapters().into_iter().find(|(d, _, _)| software || d.kind.contains("GPU")) {
        Some((info, adapter, instance)) => {
            let device = open_wgpu(adapter, instance, None).expect("wgpu device");
            kernels(c, &format!("wgpu {}", info.name), cubecl::wgpu::WgpuRuntime::client(&device));
            calls(c, "wgpu", WgpuBackend::wgpu(&model, None, software).expect("wgpu backend"));
        }
        None => eprintln!("kernels_gpu: no WebGPU GPU adapter (MLFF_BENCH_SOFTWARE=1 takes a software one), skipped"),
    }
}

criterion_group!(benches, gpu);
criterion_main!(benches);
