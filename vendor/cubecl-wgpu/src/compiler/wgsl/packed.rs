//! mlff's change to cubecl-wgpu 0.10.0: kernels with more arrays than the device lets a shader
//! bind.
//!
//! cubecl binds every array of a kernel as its own storage buffer, plus one for the kernel's
//! info (scalars and metadata). WebGPU guarantees only 8 storage buffers per shader stage, and
//! browsers grant 8 or 10, while some kernels take 20 arrays. Such a kernel is compiled
//! *packed*: its arrays are read through one binding per element type ("views"), and array `k`
//! starts at the element offset `info.packed_offsets[k]` of its view. At each launch the arrays
//! are copied into one region per view of a buffer kept for this ([`PackedLaunch`]), the kernel
//! runs on the regions, and the arrays it may write are copied back.
use super::Item;
use crate::compute::WgpuResource;
use cubecl_common::backtrace::BackTrace;
use cubecl_runtime::server::{LaunchError, MetadataBindingInfo};

/// How the arrays of a packed kernel map onto its views.
#[derive(Debug, Clone, PartialEq)]
pub struct Packed {
    /// For each array of the kernel: its view.
    pub view_of: Vec<usize>,
    /// The element type of each view (binding `v` is view `v`), and whether the view is
    /// read-only.
    pub views: Vec<(Item, bool)>,
    /// For each array, whether the kernel may write it ([`written`]).
    pub writes: Vec<bool>,
    /// The kernel's body with its array accesses rewritten onto the views.
    pub body: String,
}

impl Packed {
    /// Views for the arrays of element types `items`: one per element type and, with
    /// `split_read_only`, per whether the kernel only reads the array, in order of first use,
    /// with `body` (the body as cubecl wrote it) rewritten onto them. The arrays a kernel only
    /// reads are kept apart on read-only views where the device binds enough: a browser's WGSL
    /// compiler takes a value read there at a uniform index as uniform (a loop bound around a
    /// barrier, say), and one read from a read-write view never.
    pub fn new(items: &[Item], body: &str, split_read_only: bool) -> Result<Self, String> {
        if items.iter().any(|item| matches!(item, Item::Vec3(_))) {
            // A vec3's array stride (16 bytes) is not its size: not needed by any packed kernel.
            return Err("packed kernel: arrays of 3-vectors are not supported".into());
        }
        let writes = written(body, items.len());
        let mut views: Vec<(Item, bool)> = Vec::new();
        let view_of = items
            .iter()
            .zip(&writes)
            .map(|(&item, &w)| (item, split_read_only && !w && !item.elem().is_atomic()))
            .map(|item| match views.iter().position(|v| *v == item) {
                Some(v) => v,
                None => {
                    views.push(item);
                    views.len() - 1
                }
            })
            .collect::<Vec<_>>();
        let mut lets = String::new();
        for k in 0..items.len() {
            lets += &format!("let packed_offset_{k} = info.packed_offsets[{k}];\n");
        }
        let body = lets + &rewrite(body, &view_of)?;
        Ok(Packed { view_of, views, writes, body })
    }

    /// The words of `info.packed_offsets`: one per array, rounded up to four (the field keeps
    /// the info's other fields 16-byte aligned).
    pub fn offset_words(&self) -> usize {
        self.view_of.len().next_multiple_of(4).max(4)
    }

    /// What a launch needs to place this kernel's arrays.
    pub fn layout(&self) -> PackedLayout {
        PackedLayout {
            view_of: self.view_of.clone(),
            read_only: self.views.iter().map(|(_, read_only)| *read_only).collect(),
            elem_bytes: self.view_of.iter().map(|&v| self.views[v].0.size() as u64).collect(),
            writes: self.writes.clone(),
            views: self.views.len(),
            offset_words: self.offset_words(),
        }
    }
}

/// For each of `n` arrays, whether `body` (as cubecl wrote it) may write it: it assigns to an
/// element or a component of one (`buffer_K_global[I] = ...`, `buffer_K_global[I].x = ...`) or
/// takes an element's address (atomics).
fn written(body: &str, n: usize) -> Vec<bool> {
    let mut out = vec![false; n];
    let mut rest = body;
    while let Some(at) = rest.find(PREFIX) {
        if let Some((k, tail)) = array_at(rest, at).filter(|(k, tail)| *k < n && tail.starts_with('[')) {
            let addressed = at > 0 && rest.as_bytes()[at - 1] == b'&';
            let assigned = matching_bracket(tail).is_some_and(|close| {
                let mut next = tail[close + 1..].trim_start();
                if let Some(member) = next.strip_prefix('.') {
                    next = member.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '_').trim_start();
                }
                next.starts_with('=') && !next.starts_with("==")
            });
            out[k] |= addressed || assigned;
        }
        rest = &rest[at + PREFIX.len()..];
    }
    out
}

/// How cubecl names array `K` of a kernel: `buffer_K_global`.
const PREFIX: &str = "buffer_";
const SUFFIX: &str = "_global";

/// The array named at byte `at` of `text` (where [`PREFIX`] starts): its number and the text
/// after its name, or `None` where no array's name starts there.
fn array_at(text: &str, at: usize) -> Option<(usize, &str)> {
    if at > 0 && is_ident(text.as_bytes()[at - 1]) {
        return None;
    }
    let after = &text[at + PREFIX.len()..];
    let digits = after.bytes().take_while(u8::is_ascii_digit).count();
    let tail = after[digits..].strip_prefix(SUFFIX)?;
    Some((after[..digits].parse().ok()?, tail))
}

/// `body` with each `buffer_K_global[I]` replaced by `view_V[packed_offset_K + (I)]` (`V` the
/// view of array `K`). The arrays appear in a kernel's body only indexed.
fn rewrite(body: &str, view_of: &[usize]) -> Result<String, String> {
    let mut out = String::with_capacity(body.len() + body.len() / 4);
    let mut rest = body;
    while let Some(at) = rest.find(PREFIX) {
        let Some((k, tail)) = array_at(rest, at) else {
            out += &rest[..at + PREFIX.len()];
            rest = &rest[at + PREFIX.len()..];
            continue;
        };
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

/// The host side of a packed kernel: for each array its view, element size and whether the
/// kernel may write it; the number of views and of offset words.
#[derive(Debug, Clone)]
pub struct PackedLayout {
    view_of: Vec<usize>,
    read_only: Vec<bool>,
    elem_bytes: Vec<u64>,
    writes: Vec<bool>,
    views: usize,
    offset_words: usize,
}

/// One launch of a packed kernel: its arrays are copied into disjoint regions of the stream's
/// arena, one region per view, the kernel runs on the regions, and the arrays it may write are
/// copied back. (WebGPU forbids a writable binding that overlaps another binding of the same
/// buffer, so the views cannot simply be bound over the buffer the arrays live in.)
#[derive(Debug)]
pub struct PackedLaunch {
    /// Each distinct array (the same memory passed twice as one type shares one slot): its
    /// memory, its view, its byte offset in that view's region and whether it is copied back.
    /// Copied back last to first: where a launcher passes memory again as another type, as a
    /// stand-in for an argument the kernel does not touch, the first argument's copy lands last.
    pub slots: Vec<(WgpuResource, usize, u64, bool)>,
    /// The size of each view's region in bytes (a multiple of 256).
    pub region_bytes: Vec<u64>,
    /// Whether each view is read-only. Its region is then in the arena of read-only views: a
    /// dispatch may not use one buffer both as read-only and as read-write storage.
    pub read_only: Vec<bool>,
}

/// Alignment of a region in the arena: WebGPU's bound on a storage binding's offset alignment.
pub const REGION_ALIGN: u64 = 256;

impl PackedLayout {
    /// The launch of one call: each array's place in its view's region, and the arrays' element
    /// offsets put in front of `info`.
    pub fn launch(
        &self,
        arrays: Vec<WgpuResource>,
        info: MetadataBindingInfo,
    ) -> Result<(PackedLaunch, MetadataBindingInfo), LaunchError> {
        let fail = |reason: String| LaunchError::Unknown { reason, backtrace: BackTrace::capture() };
        let mut region_bytes = vec![0u64; self.views];
        let mut slots: Vec<(WgpuResource, usize, u64, bool)> = Vec::with_capacity(arrays.len());
        let mut offsets = vec![0u32; self.offset_words];
        for (k, array) in arrays.into_iter().enumerate() {
            let (view, bytes) = (self.view_of[k], self.elem_bytes[k]);
            if array.size % 4 != 0 {
                return Err(fail(format!("array {k} of a packed kernel is {} bytes, not whole words", array.size)));
            }
            // The same memory passed again as the same type shares the slot.
            let same = slots.iter().position(|(a, v, ..)| {
                *v == view && a.buffer == array.buffer && a.offset == array.offset && a.size == array.size
            });
            let place = match same {
                Some(s) => {
                    slots[s].3 |= self.writes[k];
                    slots[s].2
                }
                None => {
                    // 16 bytes: the largest element (a 4-vector) starts on a multiple of its size.
                    let place = region_bytes[view].next_multiple_of(16);
                    region_bytes[view] = place + array.size;
                    slots.push((array, view, place, self.writes[k]));
                    place
                }
            };
            offsets[k] = u32::try_from(place / bytes)
                .map_err(|_| fail(format!("array {k} of a packed kernel is beyond 2^32 elements")))?;
        }
        for r in &mut region_bytes {
            *r = (*r).max(1).next_multiple_of(REGION_ALIGN);
        }
        let mut data: Vec<u64> = offsets.chunks(2).map(|w| w[0] as u64 | (w[1] as u64) << 32).collect();
        let prefix = data.len();
        data.extend_from_slice(&info.data);
        let info = MetadataBindingInfo { data, dynamic_metadata_offset: info.dynamic_metadata_offset + prefix };
        Ok((PackedLaunch { slots, region_bytes, read_only: self.read_only.clone() }, info))
    }
}
