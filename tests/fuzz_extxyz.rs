//! Property-based tests of the extxyz reader over random mutations of valid files.
//!
//! Each input is one of the committed example files with 1 to 5 mutations: bytes replaced,
//! flipped, inserted or deleted, lines duplicated, deleted or swapped, tokens replaced by hostile ones
//! (huge counts, non-finite numbers, quotes, long words, other keys), the file cut short or spliced
//! with another. Every outcome must be
//! - frames that pass [`Frame::check`] and read back as written (the text of a second round trip
//!   is the text of the first), or
//! - an [`Error::Parse`] naming the file and a line of it, on one short line;
//!
//! never a panic, never more memory than 64 bytes per input byte plus 1 MiB (counted by this
//! binary's allocator, per thread), never more than a second. Inputs that claim huge counts fail
//! at once in little memory, and the densest valid files stay within their bounds.
//!
//! `PROPTEST_CASES` sets the number of inputs (10 000 by default, for CI);
//! `PROPTEST_CASES=100000 cargo test --release --test fuzz_extxyz -- --nocapture` is the long run.
//! Each run prints how many inputs gave frames and how many gave each kind of error.
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use mlff::io::extxyz::{format_extxyz, read_extxyz_bytes, read_extxyz_str};
use mlff::Error;
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

/// The system allocator, counting the bytes each thread holds and the most it held.
struct Counting;

thread_local! {
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn track(delta: isize) {
    let _ = LIVE.try_with(|live| {
        let now = live.get() + delta;
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            track(layout.size() as isize);
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            track(layout.size() as isize);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        track(-(layout.size() as isize));
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            track(new_size as isize - layout.size() as isize);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// `f()` and the most bytes this thread held during it beyond what it held before.
fn with_peak<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(before));
    let out = f();
    (out, (PEAK.with(Cell::get) - before).max(0) as usize)
}

/// The valid files the inputs start from.
const SEEDS: [&str; 7] = [
    include_str!("../examples/data/water.xyz"),
    include_str!("../examples/data/ethanol.xyz"),
    include_str!("../examples/data/water_box_192.xyz"),
    include_str!("data/ase/ase_momenta.xyz"),
    include_str!("data/ase/ase_velocities.xyz"),
    include_str!("data/structures/alanine_dipeptide.xyz"),
    // every key and column the reader knows, a Z column, quoting, a 0-atom frame
    "2\nLattice=\"4 0 0 0 4 0 0 0 4\" Properties=Z:I:1:pos:R:3:forces:R:3:energies:R:1:velocities:R:3:tags:I:1 \
energy=-3.5 stress=\"1 2 3 4 5 6\" pbc=\"T T F\" note='a b' flag\n\
8 0 0 0 0.1 0 0 -1.5 0.01 0 0 0\n1 0.96 0 0 -0.1 0 0 -1 0 0.02 0 1\n\
0\nProperties=species:S:1:pos:R:3\n\
1\nLattice=\"3,0,0,0,3,0,0,0,3\" Properties=species:S:1:pos:R:3:masses:R:1:momenta:R:3 pbc=T\nHe 1 1 1 4.0 0.1 0.2 0.3\n",
];

/// Tokens the mutations put in: counts at and beyond every limit, non-finite and malformed
/// numbers, quotes and separators, other keys and columns, odd characters, long words.
fn hostile_tokens() -> Vec<String> {
    let mut t: Vec<String> = [
        "0", "1", "3", "-1", "+2", "1000", "1001", "999999", "100000001", "4294967296", "18446744073709551615",
        "99999999999999999999999999", "1e400", "-1e400", "nan", "NaN", "inf", "-inf", "1e-320", "-0", "0x10", "1,0", "",
        "\"", "'", "{", "}", "[", "]", "=", "==", "\\", ":", "::", "T", "F", "True", "X", "Xx", "H", "Og", "Fm", "\t",
        "\r", "\u{0}", "é", "\u{feff}", "\u{2028}", "Properties=species:S:1:pos:R:3:x:R:1000",
        "Properties=species:S:1:pos:R:3:x:R:18446744073709551615", "Properties=pos:R:3:Z:I:1",
        "Properties=species:S:1:pos:R:3:momenta:R:3", "Properties=species:S:1:pos:R:3:velocities:R:3:momenta:R:3",
        "Properties=species:S:1:pos:R:3:masses:R:1:momenta:R:3", "Lattice=\"1 0 0 0 1 0 0 0 1\"", "Lattice=\"0 0 0\"",
        "pbc=\"T T T\"", "pbc=F", "energy=nan", "stress=\"1 2 3 4 5 6 7 8 9\"", "momenta:R:3", "velocities:R:3",
        "masses:R:1", "forces:R:3", "energies:R:1", "species:S:1", "Z:I:1", "pos:R:3", "R", "S", "I", "L",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    t.push("x".repeat(5_000));
    t.push("7".repeat(3_000));
    t.push("\"".repeat(100));
    t
}

#[derive(Clone, Debug)]
enum Mutation {
    /// A byte replaced by printable ASCII, a tab, a newline or a carriage return (0..98).
    SetByte(Index, u8),
    /// A byte XORed with a random one (often no longer UTF-8).
    FlipByte(Index, u8),
    InsertToken(Index, Index),
    InsertByte(Index, u8),
    DeleteRange(Index, usize),
    DuplicateLine(Index),
    DeleteLine(Index),
    SwapLines(Index, Index),
    ReplaceToken(Index, Index, Index),
    /// A token replaced by a number (the file often stays valid).
    ReplaceNumber(Index, Index, f64),
    Truncate(Index),
    Splice(Index, Index, Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        2 => (any::<Index>(), 0u8..98).prop_map(|(i, b)| Mutation::SetByte(i, b)),
        1 => (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Mutation::FlipByte(i, b)),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(i, t)| Mutation::InsertToken(i, t)),
        1 => (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Mutation::InsertByte(i, b)),
        1 => (any::<Index>(), 1usize..64).prop_map(|(i, n)| Mutation::DeleteRange(i, n)),
        1 => any::<Index>().prop_map(Mutation::DuplicateLine),
        1 => any::<Index>().prop_map(Mutation::DeleteLine),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(i, j)| Mutation::SwapLines(i, j)),
        3 => (any::<Index>(), any::<Index>(), any::<Index>()).prop_map(|(l, t, r)| Mutation::ReplaceToken(l, t, r)),
        3 => (any::<Index>(), any::<Index>(), -1e4f64..1e4).prop_map(|(l, t, x)| Mutation::ReplaceNumber(l, t, x)),
        1 => any::<Index>().prop_map(Mutation::Truncate),
        1 => (any::<Index>(), any::<Index>(), any::<Index>()).prop_map(|(s, a, b)| Mutation::Splice(s, a, b)),
    ]
}

/// A seed (by index) and the mutations applied to it in order.
fn input() -> impl Strategy<Value = (usize, Vec<Mutation>)> {
    (0..SEEDS.len(), prop::collection::vec(mutation(), 1..6))
}

fn lines_of(bytes: &[u8]) -> Vec<Vec<u8>> {
    bytes.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect()
}

/// Byte ranges of the whitespace-separated tokens of a line.
fn token_spans(line: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, &b) in line.iter().chain(std::iter::once(&b' ')).enumerate() {
        match (b.is_ascii_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                spans.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    spans
}

fn apply(seed: usize, mutations: &[Mutation], tokens: &[String]) -> Vec<u8> {
    let mut b = SEEDS[seed].as_bytes().to_vec();
    for m in mutations {
        match m {
            Mutation::SetByte(i, x) if !b.is_empty() => {
                let k = i.index(b.len());
                b[k] = match x {
                    95 => b'\t',
                    96 => b'\n',
                    97 => b'\r',
                    x => b' ' + x,
                };
            }
            Mutation::FlipByte(i, x) if !b.is_empty() => {
                let k = i.index(b.len());
                b[k] ^= x | 1;
            }
            Mutation::InsertToken(i, t) => {
                let k = i.index(b.len() + 1);
                b.splice(k..k, t.get(tokens).bytes());
            }
            Mutation::InsertByte(i, x) => {
                let k = i.index(b.len() + 1);
                b.insert(k, *x);
            }
            Mutation::DeleteRange(i, n) if !b.is_empty() => {
                let k = i.index(b.len());
                b.drain(k..(k + n).min(b.len()));
            }
            Mutation::DuplicateLine(i) => {
                let mut l = lines_of(&b);
                let k = i.index(l.len());
                l.insert(k, l[k].clone());
                b = l.join(&b'\n');
            }
            Mutation::DeleteLine(i) => {
                let mut l = lines_of(&b);
                l.remove(i.index(l.len()));
                b = l.join(&b'\n');
            }
            Mutation::SwapLines(i, j) => {
                let mut l = lines_of(&b);
                let (i, j) = (i.index(l.len()), j.index(l.len()));
                l.swap(i, j);
                b = l.join(&b'\n');
            }
            Mutation::ReplaceToken(li, ti, r) => {
                let mut l = lines_of(&b);
                let k = li.index(l.len());
                let spans = token_spans(&l[k]);
                if !spans.is_empty() {
                    let (s, e) = spans[ti.index(spans.len())];
                    l[k].splice(s..e, r.get(tokens).bytes());
                }
                b = l.join(&b'\n');
            }
            Mutation::ReplaceNumber(li, ti, x) => {
                let mut l = lines_of(&b);
                let k = li.index(l.len());
                let spans = token_spans(&l[k]);
                if !spans.is_empty() {
                    let (s, e) = spans[ti.index(spans.len())];
                    l[k].splice(s..e, format!("{x}").bytes());
                }
                b = l.join(&b'\n');
            }
            Mutation::Truncate(i) => {
                let k = i.index(b.len() + 1);
                b.truncate(k);
            }
            Mutation::Splice(s, from, to) => {
                let other = SEEDS[s.index(SEEDS.len())].as_bytes();
                let (x, y) = (from.index(other.len() + 1), to.index(other.len() + 1));
                let piece = &other[x.min(y)..x.max(y)];
                let k = to.index(b.len() + 1);
                b.splice(k..k, piece.iter().copied());
            }
            _ => {}
        }
    }
    b
}

/// The kind of a parse error, from its message.
fn kind(msg: &str) -> &'static str {
    const KINDS: [(&str, &str); 24] = [
        ("not UTF-8", "not UTF-8"),
        ("no frames", "no frames"),
        ("expected the number of atoms", "atom count not a number"),
        ("ends before the comment", "no comment line"),
        ("a frame may have", "too many atoms"),
        ("atom lines", "frame cut short (atom count beyond the file)"),
        ("comment line:", "comment line syntax"),
        ("carriage return", "carriage return in an info pair"),
        ("Properties", "Properties"),
        ("periodic but", "pbc without Lattice"),
        ("Lattice", "Lattice"),
        ("pbc", "pbc"),
        ("malformed energy", "energy"),
        ("malformed stress", "stress"),
        ("columns (", "column count of an atom line"),
        ("expected a number in column", "not a number in a column"),
        ("unknown element", "unknown element"),
        ("not an atomic number", "Z not an atomic number"),
        ("position of atom", "non-finite position"),
        ("velocity of atom", "non-finite velocity"),
        ("momentum of atom", "non-finite momentum"),
        ("mass ", "mass out of range"),
        ("disagree", "velocities and momenta disagree"),
        ("", "other"),
    ];
    KINDS.iter().find(|(key, _)| msg.contains(key)).map_or("other", |(_, k)| k)
}

/// Read `bytes` as `fuzz/in.xyz` and check the outcome; the outcome's class and the most bytes
/// held while reading.
fn check(bytes: &[u8]) -> Result<(String, usize), TestCaseError> {
    let path = Path::new("fuzz/in.xyz");
    let start = Instant::now();
    let (result, peak) = with_peak(|| read_extxyz_bytes(bytes, path));
    let elapsed = start.elapsed();
    prop_assert!(elapsed < Duration::from_secs(1), "took {elapsed:?}");
    let bound = 64 * bytes.len() + (1 << 20);
    prop_assert!(peak <= bound, "{peak} bytes held for an input of {} bytes", bytes.len());
    match result {
        Ok(frames) => {
            prop_assert!(!frames.is_empty());
            for (k, f) in frames.iter().enumerate() {
                if let Err(e) = f.check(k) {
                    return Err(TestCaseError::fail(format!("frame {k} read but not writable: {e}")));
                }
            }
            let text = format_extxyz(&frames);
            let again = read_extxyz_str(&text, path).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(format_extxyz(&again), text);
            Ok(("frames".into(), peak))
        }
        Err(Error::Parse { path: p, line, msg }) => {
            prop_assert_eq!(p.as_path(), path);
            let n_lines = bytes.split(|&b| b == b'\n').count();
            prop_assert!(line >= 1 && line <= n_lines + 2, "line {line} of {n_lines}: {msg}");
            let shown = Error::Parse { path: p, line, msg: msg.clone() }.to_string();
            prop_assert!(shown.starts_with(&format!("fuzz/in.xyz:{line}: ")), "{shown}");
            prop_assert!(!msg.contains('\n') && msg.len() < 400, "{} bytes: {}", msg.len(), &msg[..msg.len().min(400)]);
            prop_assert!(msg.starts_with("frame ") || kind(&msg) == "not UTF-8" || kind(&msg) == "no frames", "{msg}");
            Ok((format!("error: {}", kind(&msg)), peak))
        }
        Err(other) => Err(TestCaseError::fail(format!("not a parse error: {other:?}"))),
    }
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(10_000)
}

#[test]
fn mutated_files_give_frames_or_a_one_line_error() {
    let tokens = hostile_tokens();
    let config = Config { cases: cases(), failure_persistence: None, ..Config::default() };
    let mut runner = TestRunner::new(config);
    let counts = Mutex::new(BTreeMap::<String, u64>::new());
    let most_per_byte = Mutex::new(0.0f64);
    let result = runner.run(&input(), |(seed, mutations)| {
        let bytes = apply(seed, &mutations, &tokens);
        let (class, peak) = check(&bytes)?;
        *counts.lock().unwrap().entry(class).or_default() += 1;
        if bytes.len() >= 4096 {
            let mut most = most_per_byte.lock().unwrap();
            *most = most.max(peak as f64 / bytes.len() as f64);
        }
        Ok(())
    });
    let counts = counts.into_inner().unwrap();
    let total: u64 = counts.values().sum();
    eprintln!(
        "{total} mutated inputs (shrinking steps included on failure); most memory held while reading an input of 4 KiB or more: {:.1} bytes per input byte",
        most_per_byte.into_inner().unwrap()
    );
    for (class, n) in &counts {
        eprintln!("  {n:>8}  {class}");
    }
    if let Err(e) = result {
        panic!("{e}");
    }
    assert!(counts.get("error: other").is_none(), "errors of no known kind");
}

#[test]
fn the_seeds_read_and_round_trip() {
    for (k, seed) in SEEDS.iter().enumerate() {
        let (class, peak) = check(seed.as_bytes()).unwrap_or_else(|e| panic!("seed {k}: {e}"));
        assert_eq!(class, "frames", "seed {k}");
        // the allocator counts: frames take memory
        assert!(peak > seed.len() / 4, "seed {k}: {peak} bytes held for {} bytes read", seed.len());
    }
}

#[test]
fn memory_per_byte_of_dense_files() {
    // the most frames or atoms a byte can describe: 0-atom frames of 2 bytes a line, and atoms
    // with every column the reader keeps
    let empty = "0\n".repeat(200_000);
    let dense = format!(
        "100000\nProperties=species:S:1:pos:R:3:forces:R:3:energies:R:1:velocities:R:3\n{}",
        "H 0 0 0 0 0 0 0 0 0 0\n".repeat(100_000)
    );
    for (name, text, most) in [("empty frames", empty, 200), ("dense atoms", dense, 16)] {
        let (frames, peak) = with_peak(|| read_extxyz_bytes(text.as_bytes(), Path::new("dense.xyz")));
        assert!(frames.is_ok());
        eprintln!("{name}: {} bytes held for {} bytes read", peak, text.len());
        assert!(peak <= most * text.len(), "{name}: {peak} bytes held for {} bytes read", text.len());
    }
}

#[test]
fn huge_claims_fail_at_once_in_little_memory() {
    let claims = [
        "18446744073709551615\n\nH 0 0 0\n".to_string(),
        "99999999999999999999999999999999999999999\nc\nH 0 0 0\n".to_string(),
        "100000000\nc\nH 0 0 0\n".to_string(),
        "1\nProperties=species:S:1:pos:R:3:x:R:18446744073709551615\nH 0 0 0\n".to_string(),
        "1\nProperties=species:S:1:pos:R:3:x:R:4611686018427387904:y:R:4611686018427387904\nH 0 0 0\n".to_string(),
        format!("1\nProperties={}\nH 0 0 0\n", "x:R:1:".repeat(100_000)),
        format!("1\nProperties=species:S:1:pos:R:3{}\nH 0 0 0\n", ":".repeat(1_000_000)),
        "1\nLattice=\"1e400 0 0 0 1 0 0 0 1\"\nH 0 0 0\n".to_string(),
        format!("1\n\nH 0 0 0{}\n", " 1".repeat(1_000_000)),
        format!("{}\n\n", "9".repeat(1_000_000)),
        format!("1000000\n\n{}H 0 0 0 x\n", "\n".repeat(999_999)),
    ];
    for text in claims {
        let start = Instant::now();
        let (outcome, peak) = with_peak(|| check(text.as_bytes()));
        let (class, _) = outcome.unwrap_or_else(|e| panic!("{e}"));
        assert!(start.elapsed() < Duration::from_millis(200), "{:?}", start.elapsed());
        assert!(class.starts_with("error: "), "{class}");
        assert!(peak <= 64 * text.len() + (2 << 20), "{peak} bytes for {} input bytes", text.len());
    }
}
