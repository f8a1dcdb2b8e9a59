//! mlff's change to cubecl-wgpu 0.10.0: kernels with more arrays than the device lets a shader
//! bind.
//!
//! cubecl binds every array of a kernel as its own storage buffer, plus one for the kernel's
//! info (scalars and metadata). WebGPU guarantees only 8 storage buffers per shader stage, and
//! browsers grant 8 or 10, while some kernels take 20 arrays. Such a kernel is compiled
//! *packed*: its arrays are read through one binding per element type ("views"), each bound to
//! the whole GPU buffer that holds all of the kernel's arrays, and array `k` starts at the
//! element offset `info.packed_offsets[k]` of its view. The launch fills those offsets from the
//! arrays' places in that buffer ([`PackedLayout::bind`]); a device that packs keeps every
//! allocation in one buffer (`crate::runtime`), so they always share one.
use super::Item;
use crate::compute::WgpuResource;
use cubecl_common::backtrace::BackTrace;
use cubecl_runtime::server::{LaunchError, MetadataBindingInfo};

/// How the arrays of a packed kernel map onto its views.
#[derive(Debug, Clone, PartialEq)]
pub struct Packed {
    /// For each array of the kernel: its view.
    pub view_of: Vec<usize>,
    /// The element type of each view (binding `v` is view `v`).
    pub views: Vec<Item>,
    /// The kernel's body with its array accesses rewritten onto the views.
    pub body: String,
}

impl Packed {
    /// Views for the arrays of `items` (one per distinct element type, in order of first use),
    /// with `body` (the body as cubecl wrote it) rewritten onto them.
    pub fn new(items: &[Item], body: &str) -> Result<Self, String> {
        if items.iter().any(|item| matches!(item, Item::Vec3(_))) {
            // A vec3's array stride (16 bytes) is not its size: not needed by any packed kernel.
            return Err("packed kernel: arrays of 3-vectors are not supported".into());
        }
        let mut views: Vec<Item> = Vec::new();
        let view_of = items
            .iter()
            .map(|item| match views.iter().position(|v| v == item) {
                Some(v) => v,
                None => {
                    views.push(*item);
                    views.len() - 1
                }
            })
            .collect::<Vec<_>>();
        let mut lets = String::new();
        for k in 0..items.len() {
            lets += &format!("let packed_offset_{k} = info.packed_offsets[{k}];\n");
        }
        let body = lets + &rewrite(body, &view_of)?;
        Ok(Packed { view_of, views, body })
    }

    /// The words of `info.packed_offsets`: one per array, rounded up to four (the field keeps
    /// the info's other fields 16-byte aligned).
    pub fn offset_words(&self) -> usize {
        self.view_of.len().next_multiple_of(4).max(4)
    }

    /// What a launch needs to bind this kernel's arrays.
    pub fn layout(&self) -> PackedLayout {
        PackedLayout {
            elem_bytes: self.view_of.iter().map(|&v| self.views[v].size() as u64).collect(),
            views: self.views.len(),
            offset_words: self.offset_words(),
        }
    }
}

/// `body` with each `buffer_K_global[I]` replaced by `view_V[packed_offset_K + (I)]` (`V` the
/// view of array `K`). The arrays appear in a kernel's body only indexed.
fn rewrite(body: &str, view_of: &[usize]) -> Result<String, String> {
    const PREFIX: &str = "buffer_";
    const SUFFIX: &str = "_global";
    let mut out = String::with_capacity(body.len() + body.len() / 4);
    let mut rest = body;
    while let Some(at) = rest.find(PREFIX) {
        let after = &rest[at + PREFIX.len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        let starts_name = at == 0 || !is_ident(rest.as_bytes()[at - 1]);
        if !starts_name || digits == 0 || !after[digits..].starts_with(SUFFIX) {
            out += &rest[..at + PREFIX.len()];
            rest = after;
            continue;
        }
        let k: usize = after[..digits].parse().unwrap();
        let tail = &after[digits + SUFFIX.len()..];
        let view = *view_of.get(k).ok_or_else(|| format!("packed kernel: no array {k}"))?;
        if !tail.starts_with('[') {
            return Err(format!("packed kernel: array {k} used other than indexed"));
        }
        let close = matching_bracket(tail).ok_or_else(|| format!("packed kernel: array {k}'s index not closed"))?;
        let index = rewrite(&tail[1..close], view_of)?;
        out += &rest[..at];
        out += &format!("view_{view}[packed_offset_{k} + ({index})]");
        rest = &tail[close + 1..];
    }
    out += rest;
    Ok(out)
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The position of the `]` that closes the `[` at the start of `s`.
fn matching_bracket(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, b) in s.bytes().enumerate() {
        match b {
            b'[' => depth += 1,
            b']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The host side of a packed kernel: the size of each array's element, the number of views and
/// of offset words.
#[derive(Debug, Clone)]
pub struct PackedLayout {
    elem_bytes: Vec<u64>,
    views: usize,
    offset_words: usize,
}

impl PackedLayout {
    /// The bindings of one launch: each view bound to the buffer that holds all `arrays`, and
    /// the arrays' element offsets put in front of `info`.
    pub fn bind(
        &self,
        arrays: Vec<WgpuResource>,
        info: MetadataBindingInfo,
    ) -> Result<(Vec<WgpuResource>, MetadataBindingInfo), LaunchError> {
        let fail = |reason: String| LaunchError::Unknown { reason, backtrace: BackTrace::capture() };
        let Some(first) = arrays.first() else {
            return Err(fail("packed kernel launched without arrays".into()));
        };
        let buffer = first.buffer.clone();
        let mut offsets = vec![0u32; self.offset_words];
        for (k, (array, &bytes)) in arrays.iter().zip(&self.elem_bytes).enumerate() {
            if array.buffer != buffer {
                return Err(fail(format!(
                    "the arrays of a kernel packed for this device's storage-buffer limit are in \
                     {} different GPU buffers; they must share one",
                    arrays.iter().map(|a| &a.buffer).collect::<std::collections::HashSet<_>>().len()
                )));
            }
            if array.offset % bytes != 0 {
                return Err(fail(format!("array {k} of a packed kernel is not aligned to its {bytes}-byte elements")));
            }
            offsets[k] = u32::try_from(array.offset / bytes)
                .map_err(|_| fail(format!("array {k} of a packed kernel is beyond 2^32 elements")))?;
        }
        let size = buffer.size();
        let views = (0..self.views).map(|_| WgpuResource { buffer: buffer.clone(), offset: 0, size }).collect();
        let mut data: Vec<u64> = offsets.chunks(2).map(|w| w[0] as u64 | (w[1] as u64) << 32).collect();
        let prefix = data.len();
        data.extend_from_slice(&info.data);
        let info = MetadataBindingInfo { data, dynamic_metadata_offset: info.dynamic_metadata_offset + prefix };
        Ok((views, info))
    }
}
