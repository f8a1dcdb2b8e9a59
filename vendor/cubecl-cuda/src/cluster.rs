//! mlff's change to cubecl-cuda 0.10.0: thread-block clusters and their barrier, asked for by
//! marker comments in a kernel's source (cubecl 0.10 prints `comment!` verbatim into CUDA).
//!
//! - `// mlff:cluster_dims N` anywhere in the body: the kernel is compiled with
//!   `__cluster_dims__(N, 1, 1)`, so every N consecutive cubes along x form a cluster, resident
//!   together on one GPU processing cluster (its launch must give a multiple of N cubes in x);
//! - `// mlff:cluster_sync`: a barrier of every thread of the cluster, with release and acquire
//!   semantics at cluster scope (`barrier.cluster.arrive.release` then
//!   `barrier.cluster.wait.acquire`): what a thread of the cluster wrote to global or shared
//!   memory before it is visible to every thread of the cluster after it.
//!
//! Clusters exist from compute capability 9.0 ([`supported`]); mlff asks for them only there.

/// The marker of a kernel's cluster size.
pub const DIMS: &str = "// mlff:cluster_dims ";
/// The marker of a cluster barrier.
pub const SYNC: &str = "// mlff:cluster_sync";
/// What a barrier marker becomes.
const BARRIER: &str = "asm volatile(\"barrier.cluster.arrive.release;\\n\\tbarrier.cluster.wait.acquire;\" ::: \"memory\");";

/// Whether devices of this compute capability (major · 10 + minor) have clusters.
pub fn supported(arch_version: u32) -> bool {
    arch_version >= 90
}

/// The cluster size a source asks for, if any (the first marker's; the markers of one kernel
/// agree, they come from one comptime value).
pub fn dims(source: &str) -> Option<u32> {
    let at = source.find(DIMS)? + DIMS.len();
    let digits: String = source[at..].chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok().filter(|&n| n > 0)
}

/// The source with its markers carried out: `None` where it has none. A source that asks for a
/// cluster size gets `__cluster_dims__` after the `__launch_bounds__` of its `__global__`
/// signature (where cubecl puts its own), and every barrier marker becomes the barrier.
pub fn inject(source: &str) -> Option<String> {
    let n = dims(source);
    if n.is_none() && !source.contains(SYNC) {
        return None;
    }
    let mut out = source.replace(SYNC, BARRIER);
    if let Some(n) = n {
        let global = out.find("__global__")?;
        let bounds = global + out[global..].find("__launch_bounds__(")?;
        let close = bounds + out[bounds..].find(')')? + 1;
        out.insert_str(close, &format!(" __cluster_dims__({n}, 1, 1) "));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_become_the_attribute_and_the_barrier() {
        let src = "extern \"C\" __global__ void __launch_bounds__(512)k (float* a) {\n// mlff:cluster_dims 8\na[0] = 1;\n    // mlff:cluster_sync\na[1] = a[2];\n}\n";
        let out = inject(src).unwrap();
        assert!(out.contains("__launch_bounds__(512) __cluster_dims__(8, 1, 1) k ("), "{out}");
        assert!(out.contains("barrier.cluster.arrive.release;"), "{out}");
        assert!(!out.contains("// mlff:cluster_sync"), "{out}");
        assert_eq!(dims(src), Some(8));
        assert!(inject("extern \"C\" __global__ void __launch_bounds__(64)k () {}").is_none());
    }
}
