//! Host buffers whose size follows the input (neighbour pairs, per-edge arrays, an evaluation's
//! working set), allocated so that a failure is an [`Error::OutOfMemory`], never an abort.
//!
//! Rust's infallible allocations (`vec!`, `Vec::push`, `collect`) abort the process when the
//! allocator refuses; behind a front end (Python, LAMMPS, a server) that kills the caller with
//! it. The budget of [`crate::budget`] estimates before anything is built, but an estimate is
//! not a promise: another thread may take the memory meanwhile, or `RLIMIT_AS` (`ulimit -v`)
//! may be tighter than the budget a caller set. So the buffers that grow with the pairs are
//! reserved with `try_reserve`, and [`probe`] asks for an evaluation's whole working set in one
//! piece (and gives it back) before its arrays are allocated one by one: where the address
//! space or the kernel's overcommit rule cannot give that much, the evaluation is refused
//! before it starts. (Under Linux's overcommit no allocation can see memory that is promised but
//! not there; that ends in the kernel's out-of-memory killer, which no process can catch.)
use crate::error::{Error, Result};

fn refused(what: &str, bytes: u64) -> Error {
    Error::OutOfMemory { what: what.to_string(), bytes }
}

fn bytes_of<T>(len: usize) -> u64 {
    (len as u64).saturating_mul(std::mem::size_of::<T>() as u64)
}

/// An empty vector with room for `len` elements; `what` names the buffer in the error.
pub fn with_capacity<T>(len: usize, what: &str) -> Result<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(len).map_err(|_| refused(what, bytes_of::<T>(len)))?;
    Ok(v)
}

/// `len` copies of `value`.
pub fn filled<T: Clone>(len: usize, value: T, what: &str) -> Result<Vec<T>> {
    let mut v = with_capacity(len, what)?;
    v.resize(len, value);
    Ok(v)
}

/// Room for `additional` more elements in `v` (amortised growth, as `push` would).
pub fn reserve<T>(v: &mut Vec<T>, additional: usize, what: &str) -> Result<()> {
    v.try_reserve(additional).map_err(|_| refused(what, bytes_of::<T>(v.len().saturating_add(additional))))
}

/// Whether `bytes` can be allocated now: asked for in one piece and given back at once (the
/// pages are never touched). Refused where the address-space or data limit, or the kernel's
/// overcommit rule, would refuse the evaluation's arrays.
pub fn probe(bytes: u64, what: &str) -> Result<()> {
    let len = usize::try_from(bytes).map_err(|_| refused(what, bytes))?;
    with_capacity::<u8>(len, what).map(drop)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_impossible_size_is_an_error_not_an_abort() {
        let e = filled(usize::MAX / 2, 0u64, "the test's array").unwrap_err();
        assert!(matches!(e, Error::OutOfMemory { bytes: u64::MAX, .. }), "{e}");
        assert!(e.to_string().contains("the test's array"), "{e}");
        assert!(probe(u64::MAX, "everything").is_err());
        let mut v = vec![1u32; 4];
        assert!(reserve(&mut v, usize::MAX / 4, "more").is_err());
        assert_eq!(v, [1; 4]);
        assert!(probe(1 << 20, "a mebibyte").is_ok());
        assert_eq!(filled(3, 7u8, "three").unwrap(), [7, 7, 7]);
    }
}
