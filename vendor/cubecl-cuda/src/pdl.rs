//! mlff's change to cubecl-cuda 0.10.0: programmatic dependent launch (PDL) on sm_90 and later.
//!
//! Every kernel is launched with `CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION`, and its
//! compiled source begins with `griddepcontrol.wait`. The driver may then dispatch a kernel
//! before the previous kernel of the stream has finished (once that kernel's blocks have exited,
//! since none of ours releases its dependents earlier), but no thread of it runs past its first
//! instruction until the previous grid has completed and its memory is visible. So a chain of
//! launches keeps its order and its results, and each launch's dispatch overlaps the end of the
//! one before it instead of following it. cubecl 0.10 has neither CUDA graphs nor PDL of its own.

/// Whether launches on a device of this compute capability (major · 10 + minor) use PDL.
pub fn enabled(arch_version: u32) -> bool {
    arch_version >= 90
}

/// The kernel source with the grid-dependency wait as the first statement of the `__global__`
/// function's body. `None` where the source has no such body: that kernel is then launched
/// without the attribute.
pub fn inject(source: &str) -> Option<String> {
    const WAIT: &str = "\nasm volatile(\"griddepcontrol.wait;\" ::: \"memory\");\n";
    let global = source.find("__global__")?;
    let open = global + source[global..].find('{')?;
    let mut out = String::with_capacity(source.len() + WAIT.len());
    out.push_str(&source[..=open]);
    out.push_str(WAIT);
    out.push_str(&source[open + 1..]);
    Some(out)
}
