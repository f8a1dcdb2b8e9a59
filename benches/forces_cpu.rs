//! Criterion benchmark of the CPU backend: energy + forces (neighbour list included) of benzene
//! and a 1 536-atom periodic water box with the peer-shaped model (F=128, 3 interactions, 20
//! Gaussians, 5 Å), in f32 (the fast path) and f64 (the reference).
//!
//! `cargo bench --bench forces_cpu`; compare with `tools/bench_peer_cpu.py` (schnetpack, same
//! weights, same machine).
use criterion::{criterion_group, criterion_main, Criterion};
use mlff::backend::cpu::CpuBackend;
use mlff::backend::Backend;
use mlff::{structures, Batch, Model, Request};

fn forces(c: &mut Criterion) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/data/painn_bench.safetensors");
    let model = Model::load(path).expect("benches/data/painn_bench.safetensors");
    let cases = [("benzene", Batch::new(vec![structures::benzene()]).unwrap()), ("water_1536", Batch::new(vec![structures::water_box(8)]).unwrap())];
    let request = Request { forces: true, stress: false };
    let mut group = c.benchmark_group("cpu energy+forces");
    group.sample_size(20);
    for (name, batch) in &cases {
        let mut b32 = CpuBackend::<f32>::new(&model);
        group.bench_function(format!("{name}/f32"), |b| b.iter(|| b32.compute(batch, request).unwrap()));
        let mut b64 = CpuBackend::<f64>::new(&model);
        group.bench_function(format!("{name}/f64"), |b| b.iter(|| b64.compute(batch, request).unwrap()));
    }
    group.finish();
}

criterion_group!(benches, forces);
criterion_main!(benches);
