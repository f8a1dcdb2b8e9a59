//! `mlff check --backend`: only the backend asked for runs; one that is absent is a one-line
//! error with no other output. (Without the flag, every backend runs: the README's command.)
mod common;

use std::process::Command;

use common::one_error_line;

fn check(backend: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_mlff")).args(["check", "--backend", backend]).output().unwrap()
}

#[test]
fn check_one_backend() {
    let out = check("cpu");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(text.contains("cpu (f32") && text.contains("PASS"), "{text}");
    assert!(text.contains("1 backend checked") && !text.contains("wgpu") && !text.contains("skipped"), "{text}");
}

#[test]
fn check_a_gpu_backend_or_say_it_is_absent() {
    for (backend, required) in [("cuda", "MLFF_REQUIRE_CUDA"), ("wgpu", "MLFF_REQUIRE_WGPU")] {
        let out = check(backend);
        if out.status.success() {
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(text.contains(&format!("{backend}:0")) && text.contains("1 backend checked"), "{text}");
        } else {
            assert!(std::env::var(required).is_err(), "{backend} is required here: {out:?}");
            let line = one_error_line(&out);
            assert!(line.contains(backend), "{line}");
            assert!(out.stdout.is_empty(), "output before the error: {}", String::from_utf8_lossy(&out.stdout));
            println!("skipped: {backend}: {line}");
        }
    }
}
