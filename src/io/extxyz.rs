//! Extended XYZ, read and written the way ASE (`ase.io.extxyz`) does, multi-frame.
//!
//! A frame is
//!
//! ```text
//! 3
//! Lattice="ax ay az bx by bz cx cy cz" Properties=species:S:1:pos:R:3:forces:R:3 energy=-1.5 pbc="T T T"
//! O   0.0  0.0  0.0   0.1 0.0 0.0
//! H   0.76 0.59 0.0  -0.05 0.0 0.0
//! H  -0.76 0.59 0.0  -0.05 0.0 0.0
//! ```
//!
//! Line 1 is the number of atoms. Line 2 holds `key=value` pairs separated by whitespace, parsed
//! as ASE's `key_val_str_to_dict`: values may be quoted with `"…"`, `'…'`, `{…}` or `[…]`
//! (containing spaces), `\` escapes the next character, spaces around `=` are allowed, and a bare
//! key (no `=`) means `T` (True). Keys are case-sensitive. Understood keys:
//!
//! - `Lattice`: 9 numbers, the lattice vectors a, b, c one after the other (Å). Becomes
//!   [`System::cell`] (rows a, b, c). A zero-volume lattice is read as is ([`System::validate`]
//!   reports it later).
//! - `pbc`: 1 or 3 of `T`/`F`/`True`/`False`/`true`/`false`/`TRUE`/`FALSE`. Default: `T T T`
//!   when `Lattice` is present (as ASE does), `F F F` otherwise. Periodicity without a `Lattice` is
//!   an error (mlff has no zero cell).
//! - `Properties`: `name:type:columns` triplets, type one of `S` (string), `R` (real),
//!   `I` (integer), `L` (logical). Read: `species:S:1` (element symbols, exact case: `H`, `Cl`)
//!   or else `Z:I:1` (atomic numbers), `pos:R:3` (Å), `forces:R:3` (eV/Å), `energies:R:1`
//!   (per-atom energies, eV), `velocities:R:3` (Å/fs, mlff's own column) and ASE's `momenta:R:3`
//!   (amu·Å per ASE time unit, [`crate::units::ASE_TIME_FS`]), read as velocities with the
//!   `masses:R:1` column where there is one, else the standard masses
//!   ([`crate::system::ATOMIC_MASSES`], ASE's). With both columns the velocities are used and the
//!   momenta must give the same (within 1e-6 Å/fs, relative above 1 Å/fs). Velocities must be
//!   finite. Any other column (`numbers`, `tags`, …) is counted and skipped. Without `Properties`
//!   the columns are `species:S:1:pos:R:3` (plain XYZ).
//! - `energy`: total energy (eV).
//! - `stress`: 9 numbers (the 3×3 tensor in Fortran order, as ASE writes it) or 6 (Voigt
//!   xx yy zz yz xz xy), eV/Å³, stored as Voigt.
//!
//! Every other pair is kept in [`Frame::info`], value unquoted and unescaped, in order (a carriage
//! return inside one is an error: Python, and so ASE, would end the line there). Blank
//! lines between frames and at the end of the file are skipped. A frame of 0 atoms is a valid,
//! empty structure (its comment line may be blank).
//!
//! Counts are checked before anything is allocated for them: a frame may not declare more atoms
//! than the lines left in the file, nor more than [`MAX_ATOMS`]; `Properties` may not declare
//! more than [`MAX_COLUMNS`] columns in all. Memory is therefore linear in the file's size: about
//! 6 bytes per byte of a file of atoms, at most about 160 for a file of nothing but empty frames
//! (`tests/fuzz_extxyz.rs` measures both).
//!
//! The writer emits `Lattice` and `pbc` for systems with a cell,
//! `Properties=species:S:1:pos:R:3[:forces:R:3][:energies:R:1][:velocities:R:3:momenta:R:3][:masses:R:1]`
//! (velocities in Å/fs and the same motion as ASE's momenta, so that ASE's `get_velocities`,
//! `get_kinetic_energy` and `get_temperature` work on the file), `energy=`,
//! `stress="<9 values>"` (full 3×3, as ASE writes it), then the info pairs. Numbers are written in
//! the shortest form that reads back to the same f64 (at most 17 significant digits; Python's
//! `float` reads all of them), so a round trip is exact.
//!
//! Every malformed input (text that is not UTF-8 included) is an [`Error::Parse`] with the file,
//! the 1-based line number and, where they exist, the frame and atom. Pieces of the input quoted
//! in a message are cut after 40 characters.
use std::path::Path;

use crate::error::{Error, Result};
use crate::io::output::Output;
use crate::system::{atomic_number, symbol, System, ATOMIC_MASSES};
use crate::units::{ase_momentum_to_velocity, velocity_to_ase_momentum};

/// Most atoms one frame may declare.
pub const MAX_ATOMS: usize = 100_000_000;
/// Most columns an atom line may have: the sum of the `Properties` column counts.
pub const MAX_COLUMNS: usize = 1_000;
/// Characters of a piece of input quoted in an error message; longer pieces are cut.
const SHOWN_CHARS: usize = 40;

/// `s` quoted for an error message: whole up to [`SHOWN_CHARS`] characters, else cut there, with
/// an ellipsis and its length.
fn shown(s: &str) -> String {
    match s.char_indices().nth(SHOWN_CHARS) {
        None => format!("{s:?}"),
        Some((cut, _)) => format!("{:?}… ({} bytes)", &s[..cut], s.len()),
    }
}

/// `s` whole up to `n` characters, else its first `n` and an ellipsis.
fn cut(s: &str, n: usize) -> String {
    match s.char_indices().nth(n) {
        None => s.to_string(),
        Some((at, _)) => format!("{}…", &s[..at]),
    }
}

/// One structure of an extended XYZ file, with the labels that came with it.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Atomic numbers, positions (Å), cell (`Lattice`, rows a, b, c, Å) and `pbc`.
    pub system: System,
    /// Total energy, info key `energy=` (eV).
    pub energy: Option<f64>,
    /// Stress, info key `stress=`, Voigt order xx yy zz yz xz xy (eV/Å³).
    pub stress: Option<[f64; 6]>,
    /// Forces, column `forces:R:3` (eV/Å), one per atom.
    pub forces: Option<Vec<[f64; 3]>>,
    /// Per-atom energies, column `energies:R:1` (eV), one per atom.
    pub energies: Option<Vec<f64>>,
    /// Velocities (Å/fs), one per atom: column `velocities:R:3`, or ASE's `momenta:R:3` divided
    /// by the masses and converted to Å/fs.
    pub velocities: Option<Vec<[f64; 3]>>,
    /// Masses (amu), column `masses:R:1`, one per atom; absent, the standard masses
    /// ([`ATOMIC_MASSES`]) apply.
    pub masses: Option<Vec<f64>>,
    /// The other `key=value` pairs of the comment line, in order, values unquoted and unescaped
    /// (a bare key has the value `T`).
    pub info: Vec<(String, String)>,
}

impl Frame {
    /// A frame holding only a structure.
    pub fn new(system: System) -> Self {
        Frame { system, energy: None, stress: None, forces: None, energies: None, velocities: None, masses: None, info: Vec::new() }
    }

    /// Check that the frame can be written and read back: known elements, finite positions and
    /// cell, per-atom arrays as long as the atoms, info keys that are not reserved
    /// (`Lattice`, `Properties`, `pbc`, `energy`, `stress`) and no line breaks in info.
    /// `index` names the frame in the error.
    pub fn check(&self, index: usize) -> Result<()> {
        let err = |msg: String| Error::Invalid(format!("frame {index}: {msg}"));
        let s = &self.system;
        let n = s.numbers.len();
        if s.positions.len() != n {
            return Err(err(format!("{n} atomic numbers but {} positions", s.positions.len())));
        }
        for (a, (&z, p)) in s.numbers.iter().zip(&s.positions).enumerate() {
            if !(1..=118).contains(&z) {
                return Err(err(format!("atom {a}: atomic number {z} is not an element")));
            }
            if p.iter().any(|x| !x.is_finite()) {
                return Err(err(format!("atom {a} ({}): position is not finite: {p:?}", symbol(z))));
            }
        }
        match &s.cell {
            Some(c) if c.iter().flatten().any(|x| !x.is_finite()) => return Err(err("cell is not finite".into())),
            None if s.pbc.iter().any(|&p| p) => return Err(err("periodic boundary conditions without a cell".into())),
            _ => {}
        }
        let lens = [
            ("forces", self.forces.as_ref().map(Vec::len)),
            ("energies", self.energies.as_ref().map(Vec::len)),
            ("velocities", self.velocities.as_ref().map(Vec::len)),
            ("masses", self.masses.as_ref().map(Vec::len)),
        ];
        for (name, len) in lens {
            if let Some(len) = len {
                if len != n {
                    return Err(err(format!("{len} {name} for {n} atoms")));
                }
            }
        }
        if let Some(a) = self.masses.as_ref().and_then(|m| m.iter().position(|&m| !valid_mass(m))) {
            return Err(err(format!("atom {a}: mass {:e} amu is not a number from {MIN_MASS:e} to {MAX_MASS:e}", self.masses.as_ref().unwrap()[a])));
        }
        for (k, v) in &self.info {
            if RESERVED.contains(&k.as_str()) {
                return Err(err(format!("info key {k:?} is reserved (it is written from the frame's fields)")));
            }
            if k.is_empty() {
                return Err(err("empty info key".into()));
            }
            if k.contains(['\n', '\r']) || v.contains(['\n', '\r']) {
                return Err(err(format!("info pair {k:?} contains a line break")));
            }
        }
        Ok(())
    }
}

/// The range of masses (amu) read and written: wide enough for any particle, narrow enough that
/// momenta and velocities convert into each other without underflow or overflow.
pub const MIN_MASS: f64 = 1e-6;
/// See [`MIN_MASS`].
pub const MAX_MASS: f64 = 1e12;

fn valid_mass(m: f64) -> bool {
    (MIN_MASS..=MAX_MASS).contains(&m)
}

/// Comment-line keys that map to [`Frame`] fields.
const RESERVED: [&str; 5] = ["Lattice", "Properties", "pbc", "energy", "stress"];

/// Read every frame of an extended XYZ file.
pub fn read_extxyz(path: &Path) -> Result<Vec<Frame>> {
    read_extxyz_with_lines(path).map(|(frames, _)| frames)
}

/// Read every frame of an extended XYZ file, with the 1-based line of each frame's first line
/// (its atom count), so that errors found later can name it.
pub fn read_extxyz_with_lines(path: &Path) -> Result<(Vec<Frame>, Vec<usize>)> {
    let bytes = std::fs::read(path).map_err(|e| Error::io(path, e))?;
    let text = utf8(&bytes, path)?;
    read_frames(text, path)
}

/// Read every frame of extended XYZ bytes, which must be UTF-8 text; `path_for_errors` names the
/// source in errors.
pub fn read_extxyz_bytes(bytes: &[u8], path_for_errors: &Path) -> Result<Vec<Frame>> {
    read_extxyz_str(utf8(bytes, path_for_errors)?, path_for_errors)
}

/// `bytes` as text, or an error naming the line of the first byte that is not UTF-8.
fn utf8<'a>(bytes: &'a [u8], path_for_errors: &Path) -> Result<&'a str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text),
        Err(e) => {
            let before = &bytes[..e.valid_up_to()];
            let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
            let column = before.len() - before.iter().rposition(|&b| b == b'\n').map_or(0, |k| k + 1) + 1;
            Err(Error::Parse {
                path: path_for_errors.to_path_buf(),
                line,
                msg: format!("not UTF-8 text: byte {column} of the line does not begin a UTF-8 character"),
            })
        }
    }
}

/// The atom count of a header line: `Ok(None)` for a whole number too large for `usize`; `Err`
/// holds the message.
fn atom_count(header: &str) -> std::result::Result<Option<usize>, String> {
    let digits = header.strip_prefix('+').unwrap_or(header);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("expected the number of atoms (a non-negative integer), found {}", shown(header)));
    }
    Ok(digits.parse().ok())
}

/// Read every frame of extended XYZ text; `path_for_errors` names the source in errors.
pub fn read_extxyz_str(text: &str, path_for_errors: &Path) -> Result<Vec<Frame>> {
    read_frames(text, path_for_errors).map(|(frames, _)| frames)
}

/// The frames of `text` and the 1-based line of each frame's atom count.
fn read_frames(text: &str, path_for_errors: &Path) -> Result<(Vec<Frame>, Vec<usize>)> {
    let lines: Vec<&str> = text.lines().collect();
    let perr = |line: usize, msg: String| Error::Parse { path: path_for_errors.to_path_buf(), line, msg };
    // lines past the last non-blank one do not count as atom lines
    let n_lines = lines.iter().rposition(|l| !l.trim().is_empty()).map_or(0, |k| k + 1);
    let mut frames = Vec::new();
    let mut first_lines = Vec::new();
    let mut k = 0; // 0-based index of the next line
    loop {
        while k < n_lines && lines[k].trim().is_empty() {
            k += 1;
        }
        if k >= n_lines {
            break;
        }
        let f = frames.len();
        let header = lines[k].trim();
        let declared = atom_count(header).map_err(|m| perr(k + 1, format!("frame {f}: {m}")))?;
        if k + 1 >= lines.len() {
            return Err(perr(k + 2, format!("frame {f} (line {}): the file ends before the comment line", k + 1)));
        }
        let first_atom = k + 2;
        // atom lines the file still has (a 0-atom frame may end the file at a blank comment line)
        let present = n_lines.saturating_sub(first_atom);
        let n_atoms = match declared {
            Some(n) if n <= present => n,
            _ => {
                let (count, missing) = match declared {
                    Some(n) => (n.to_string(), format!(" ({} missing)", n - present)),
                    None => (shown(header), String::new()),
                };
                return Err(perr(
                    first_atom + present + 1,
                    format!(
                        "frame {f} (line {}) declares {count} atoms but the file ends after {present} atom lines{missing}",
                        k + 1
                    ),
                ));
            }
        };
        if n_atoms > MAX_ATOMS {
            return Err(perr(k + 1, format!("frame {f}: {n_atoms} atoms, more than the {MAX_ATOMS} a frame may have")));
        }
        let frame = parse_frame(f, k + 2, lines[k + 1], &lines[first_atom..first_atom + n_atoms], &perr)?;
        frames.push(frame);
        first_lines.push(k + 1);
        k = first_atom + n_atoms;
    }
    if frames.is_empty() {
        return Err(perr(1, "no frames: the file is empty".into()));
    }
    Ok((frames, first_lines))
}

/// What a column holds.
#[derive(Clone, Copy, Debug, PartialEq)]
enum ColumnKind {
    S,
    R,
    I,
    L,
}

/// One `name:type:columns` entry of `Properties`.
#[derive(Clone, Debug)]
struct Column {
    name: String,
    kind: ColumnKind,
    count: usize,
    /// Index of its first token on an atom line.
    start: usize,
}

/// Parse `Properties`; `Err` holds the message. At most [`MAX_COLUMNS`] columns in all.
fn parse_properties(value: &str) -> std::result::Result<Vec<Column>, String> {
    let bad = |what: String| Err(format!("malformed Properties {}: {what}", shown(value)));
    if value.is_empty() {
        return bad("expected name:type:columns triplets".into());
    }
    let mut columns: Vec<Column> = Vec::new();
    let mut start = 0;
    let mut fields = value.split(':');
    while let Some(name) = fields.next() {
        let (Some(kind), Some(count)) = (fields.next(), fields.next()) else {
            return bad("expected name:type:columns triplets".into());
        };
        if name.is_empty() {
            return bad("empty property name".into());
        }
        let kind = match kind {
            "S" => ColumnKind::S,
            "R" => ColumnKind::R,
            "I" => ColumnKind::I,
            "L" => ColumnKind::L,
            _ => return bad(format!("property {} has type {}, expected S, R, I or L", shown(name), shown(kind))),
        };
        let count: usize = match count.parse() {
            Ok(c) if (1..=MAX_COLUMNS).contains(&c) => c,
            _ => return bad(format!("property {} has column count {}, expected 1 to {MAX_COLUMNS}", shown(name), shown(count))),
        };
        if start + count > MAX_COLUMNS {
            return bad(format!("more than {MAX_COLUMNS} columns in all"));
        }
        if columns.iter().any(|c| c.name == name) {
            return bad(format!("property {} appears twice", shown(name)));
        }
        columns.push(Column { name: name.to_string(), kind, count, start });
        start += count;
    }
    for (name, kind, count) in [
        ("species", ColumnKind::S, 1),
        ("Z", ColumnKind::I, 1),
        ("pos", ColumnKind::R, 3),
        ("forces", ColumnKind::R, 3),
        ("energies", ColumnKind::R, 1),
        ("velocities", ColumnKind::R, 3),
        ("momenta", ColumnKind::R, 3),
        ("masses", ColumnKind::R, 1),
    ] {
        if let Some(c) = columns.iter().find(|c| c.name == name) {
            if c.kind != kind || c.count != count {
                return bad(format!("{name} must be {name}:{kind:?}:{count}, found {name}:{:?}:{}", c.kind, c.count));
            }
        }
    }
    if !columns.iter().any(|c| c.name == "pos") {
        return bad("no pos:R:3 column".into());
    }
    if !columns.iter().any(|c| c.name == "species" || c.name == "Z") {
        return bad("neither species:S:1 nor Z:I:1".into());
    }
    Ok(columns)
}

/// Split a comment line into key/value pairs as ASE's `key_val_str_to_dict` does (without its
/// type conversion). `Err` holds the message.
fn split_key_values(line: &str) -> std::result::Result<Vec<(String, String)>, String> {
    // each pair is a list of tokens: key, then value(s) (several only when `=` repeats)
    let mut pairs: Vec<Vec<String>> = vec![vec![String::new()]];
    let mut started = false; // has the current (last) token begun, even as an empty quote?
    let mut closing: Option<char> = None;
    let mut escaped = false;
    for ch in line.trim().chars() {
        let token = pairs.last_mut().unwrap().last_mut().unwrap();
        if escaped {
            token.push(ch);
            started = true;
            escaped = false;
        } else if ch == '\\' {
            escaped = true;
        } else if let Some(c) = closing {
            if ch == c {
                closing = None;
            } else {
                token.push(ch);
            }
        } else if let Some(c) = match ch {
            '"' => Some('"'),
            '\'' => Some('\''),
            '{' => Some('}'),
            '[' => Some(']'),
            _ => None,
        } {
            closing = Some(c);
            started = true;
        } else if ch.is_whitespace() {
            if started {
                pairs.push(vec![String::new()]);
                started = false;
            }
        } else if ch == '=' {
            let last = pairs.last().unwrap();
            if last.len() == 1 && !started {
                // `key = value`: this `=` belongs to the previous key
                pairs.pop();
                if pairs.is_empty() {
                    return Err("'=' without a key".into());
                }
            }
            pairs.last_mut().unwrap().push(String::new());
            started = false;
        } else {
            token.push(ch);
            started = true;
        }
    }
    if closing.is_some() {
        return Err("unterminated quote".into());
    }
    let mut out = Vec::with_capacity(pairs.len());
    for p in pairs {
        match p.len() {
            1 if p[0].is_empty() => {}
            1 => out.push((p[0].clone(), "T".to_string())),
            _ => {
                if p[0].is_empty() {
                    return Err("'=' without a key".into());
                }
                out.push((p[0].clone(), p[1..].join("=")));
            }
        }
    }
    Ok(out)
}

/// Numbers of a value such as `Lattice` (separated by whitespace or commas, as ASE splits them).
fn numbers_of(value: &str) -> Option<Vec<f64>> {
    value.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()).map(|t| t.parse().ok()).collect()
}

fn parse_bool(t: &str) -> Option<bool> {
    match t {
        "T" | "True" | "true" | "TRUE" => Some(true),
        "F" | "False" | "false" | "FALSE" => Some(false),
        _ => None,
    }
}

/// One frame: `comment_line` is the 1-based line number of the comment, atom a is on line
/// `comment_line + 1 + a`.
fn parse_frame(
    f: usize,
    comment_line: usize,
    comment: &str,
    atom_lines: &[&str],
    perr: &dyn Fn(usize, String) -> Error,
) -> Result<Frame> {
    let cerr = |msg: String| perr(comment_line, format!("frame {f}: {msg}"));
    let pairs = split_key_values(comment).map_err(|m| cerr(format!("comment line: {m}")))?;
    let mut cell: Option<[[f64; 3]; 3]> = None;
    let mut pbc: Option<[bool; 3]> = None;
    let mut properties: Option<String> = None;
    let mut energy = None;
    let mut stress = None;
    let mut info = Vec::new();
    for (key, value) in pairs {
        match key.as_str() {
            "Lattice" => {
                let v = numbers_of(&value)
                    .filter(|v| v.len() == 9)
                    .ok_or_else(|| cerr(format!("malformed Lattice {}: expected 9 numbers", shown(&value))))?;
                if v.iter().any(|x| !x.is_finite()) {
                    return Err(cerr(format!("Lattice {} is not finite", shown(&value))));
                }
                cell = Some([[v[0], v[1], v[2]], [v[3], v[4], v[5]], [v[6], v[7], v[8]]]);
            }
            "pbc" => {
                let b: Option<Vec<bool>> = value
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|t| !t.is_empty())
                    .map(parse_bool)
                    .collect();
                pbc = Some(match b.as_deref() {
                    Some([p]) => [*p; 3],
                    Some([a, b, c]) => [*a, *b, *c],
                    _ => return Err(cerr(format!("malformed pbc {}: expected 1 or 3 of T/F", shown(&value)))),
                });
            }
            "Properties" => properties = Some(value),
            "energy" => {
                energy = Some(match numbers_of(&value).as_deref() {
                    Some([e]) => *e,
                    _ => return Err(cerr(format!("malformed energy {}: expected a number", shown(&value)))),
                });
            }
            "stress" => {
                // 9 values: the 3×3 tensor in Fortran order, m[r][c] = v[r + 3c]
                stress = Some(match numbers_of(&value).as_deref() {
                    Some(&[xx, yy, zz, yz, xz, xy]) => [xx, yy, zz, yz, xz, xy],
                    Some(v) if v.len() == 9 => [v[0], v[4], v[8], v[7], v[6], v[3]],
                    _ => return Err(cerr(format!("malformed stress {}: expected 9 or 6 numbers", shown(&value)))),
                });
            }
            _ => {
                // Python (ASE) reads a carriage return as the end of a line
                if key.contains('\r') || value.contains('\r') {
                    return Err(cerr(format!("info pair {} contains a carriage return", shown(&key))));
                }
                info.push((key, value))
            }
        }
    }
    let pbc = match (pbc, cell.is_some()) {
        (Some(p), false) if p.iter().any(|&x| x) => {
            return Err(cerr(format!("pbc={p:?} is periodic but there is no Lattice")));
        }
        (Some(p), _) => p,
        (None, true) => [true; 3],
        (None, false) => [false; 3],
    };
    let columns = parse_properties(properties.as_deref().unwrap_or("species:S:1:pos:R:3")).map_err(&cerr)?;
    let n_columns: usize = columns.iter().map(|c| c.count).sum();
    let layout = columns.iter().map(|c| format!("{}:{:?}:{}", c.name, c.kind, c.count)).collect::<Vec<_>>().join(":");
    let layout = cut(&layout, 2 * SHOWN_CHARS);
    let col = |name: &str| columns.iter().find(|c| c.name == name).map(|c| c.start);
    let (species, z, pos) = (col("species"), col("Z"), col("pos").expect("checked by parse_properties"));
    let (forces_at, energies_at, velocities_at) = (col("forces"), col("energies"), col("velocities"));
    let (momenta_at, masses_at) = (col("momenta"), col("masses"));

    // Grown line by line, so that memory follows the lines actually read.
    let mut numbers = Vec::new();
    let mut positions = Vec::new();
    let mut forces = forces_at.map(|_| Vec::new());
    let mut energies = energies_at.map(|_| Vec::new());
    let mut velocities = (velocities_at.is_some() || momenta_at.is_some()).then(Vec::new);
    let mut masses = masses_at.map(|_| Vec::new());
    let mut tokens: Vec<&str> = Vec::with_capacity(n_columns);
    for (a, line) in atom_lines.iter().enumerate() {
        let lineno = comment_line + 1 + a;
        let aerr = |msg: String| perr(lineno, format!("frame {f}, atom {a}: {msg}"));
        tokens.clear();
        let mut rest = line.split_whitespace();
        tokens.extend(rest.by_ref().take(n_columns));
        let extra = rest.count();
        if tokens.len() != n_columns || extra > 0 {
            return Err(aerr(format!("expected {n_columns} columns ({layout}), found {}", tokens.len() + extra)));
        }
        let number = |c: usize| -> Result<f64> {
            tokens[c].parse::<f64>().map_err(|_| {
                let name = columns.iter().rev().find(|col| col.start <= c).map_or("", |col| col.name.as_str());
                aerr(format!("expected a number in column {} ({name}), found {}", c + 1, shown(tokens[c])))
            })
        };
        let vec3 = |c: usize| -> Result<[f64; 3]> { Ok([number(c)?, number(c + 1)?, number(c + 2)?]) };
        let zn = if let Some(c) = species {
            atomic_number(tokens[c]).ok_or_else(|| aerr(format!("unknown element symbol {}", shown(tokens[c]))))?
        } else {
            let c = z.expect("checked by parse_properties");
            match tokens[c].parse::<u32>() {
                Ok(zn) if (1..=118).contains(&zn) => zn,
                _ => return Err(aerr(format!("Z = {} is not an atomic number", shown(tokens[c])))),
            }
        };
        let r = vec3(pos)?;
        if r.iter().any(|x| !x.is_finite()) {
            return Err(aerr(format!("position of atom {a} ({}) is not finite: {r:?}", symbol(zn))));
        }
        numbers.push(zn);
        positions.push(r);
        if let (Some(c), Some(v)) = (forces_at, forces.as_mut()) {
            v.push(vec3(c)?);
        }
        if let (Some(c), Some(v)) = (energies_at, energies.as_mut()) {
            v.push(number(c)?);
        }
        let given = velocities_at.map(vec3).transpose()?;
        if given.is_some_and(|v| v.iter().any(|x| !x.is_finite())) {
            return Err(aerr(format!("velocity of atom {a} ({}) is not finite: {:?}", symbol(zn), given.unwrap())));
        }
        let mass = match masses_at {
            None => ATOMIC_MASSES[zn as usize],
            Some(m) => match number(m)? {
                m if valid_mass(m) => m,
                m => return Err(aerr(format!("mass {m:e} amu of atom {a} ({}) is not a number from {MIN_MASS:e} to {MAX_MASS:e}", symbol(zn)))),
            },
        };
        if let Some(m) = masses.as_mut() {
            m.push(mass);
        }
        let from_momenta = match momenta_at {
            None => None,
            Some(c) => {
                let p = vec3(c)?;
                let v = p.map(|p| ase_momentum_to_velocity(p, mass));
                if v.iter().any(|x| !x.is_finite()) {
                    return Err(aerr(format!("momentum of atom {a} ({}) is not finite: {p:?}", symbol(zn))));
                }
                Some(v)
            }
        };
        if let (Some(v), Some(vp)) = (given, from_momenta) {
            if v.iter().zip(&vp).any(|(v, vp)| (v - vp).abs() > 1e-6 * v.abs().max(1.0)) {
                return Err(aerr(format!(
                    "velocities {v:?} Å/fs and momenta (as velocities {vp:?} Å/fs) disagree; keep one of the two columns"
                )));
            }
        }
        if let (Some(v), Some(out)) = (given.or(from_momenta), velocities.as_mut()) {
            out.push(v);
        }
    }
    Ok(Frame { system: System { numbers, positions, cell, pbc }, energy, stress, forces, energies, velocities, masses, info })
}

/// Shortest text that reads back (in Rust and in Python) as exactly `x`.
fn num(x: f64) -> String {
    format!("{x:?}")
}

/// Quote and escape a key or value where ASE's reader would otherwise split or strip it.
fn quote(s: &str) -> String {
    if !s.is_empty() && !s.contains(|c: char| c.is_whitespace() || "\"'{}[]=\\".contains(c)) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// The frames as extended XYZ text (see the module documentation for the layout).
///
/// # Panics
/// If a per-atom array is shorter than the atoms; [`Frame::check`] (which [`write_extxyz`]
/// runs) reports that as an error.
pub fn format_extxyz(frames: &[Frame]) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for fr in frames {
        let s = &fr.system;
        let n = s.numbers.len();
        let _ = writeln!(out, "{n}");
        let mut comment: Vec<String> = Vec::new();
        if let Some(c) = &s.cell {
            let v: Vec<String> = c.iter().flatten().map(|&x| num(x)).collect();
            comment.push(format!("Lattice=\"{}\"", v.join(" ")));
        }
        let mut props = String::from("species:S:1:pos:R:3");
        if fr.forces.is_some() {
            props.push_str(":forces:R:3");
        }
        if fr.energies.is_some() {
            props.push_str(":energies:R:1");
        }
        if fr.velocities.is_some() {
            props.push_str(":velocities:R:3:momenta:R:3");
        }
        if fr.masses.is_some() {
            props.push_str(":masses:R:1");
        }
        comment.push(format!("Properties={props}"));
        if let Some(e) = fr.energy {
            comment.push(format!("energy={}", num(e)));
        }
        if let Some([xx, yy, zz, yz, xz, xy]) = fr.stress {
            let full = [xx, xy, xz, xy, yy, yz, xz, yz, zz];
            let v: Vec<String> = full.iter().map(|&x| num(x)).collect();
            comment.push(format!("stress=\"{}\"", v.join(" ")));
        }
        for (k, v) in &fr.info {
            comment.push(format!("{}={}", quote(k), quote(v)));
        }
        if s.cell.is_some() {
            let tf = |p: bool| if p { "T" } else { "F" };
            comment.push(format!("pbc=\"{} {} {}\"", tf(s.pbc[0]), tf(s.pbc[1]), tf(s.pbc[2])));
        }
        let _ = writeln!(out, "{}", comment.join(" "));
        for a in 0..n {
            let _ = write!(out, "{:<2}", symbol(s.numbers[a]));
            let mut field = |x: f64| {
                let _ = write!(out, " {:>24}", num(x));
            };
            s.positions[a].iter().for_each(|&x| field(x));
            if let Some(v) = &fr.forces {
                v[a].iter().for_each(|&x| field(x));
            }
            if let Some(v) = &fr.energies {
                field(v[a]);
            }
            let mass = fr.masses.as_ref().map_or(ATOMIC_MASSES[s.numbers[a] as usize], |m| m[a]);
            if let Some(v) = &fr.velocities {
                v[a].iter().for_each(|&x| field(x));
                v[a].iter().for_each(|&x| field(velocity_to_ase_momentum(x, mass)));
            }
            if fr.masses.is_some() {
                field(mass);
            }
            out.push('\n');
        }
    }
    out
}

/// Write the frames to `path` through an [`Output`]: a regular file is replaced only once the
/// whole text is written (on any error `path` is untouched); a FIFO, a device or `-` (standard
/// output) is written directly. Each frame is [`Frame::check`]ed first.
pub fn write_extxyz(path: &Path, frames: &[Frame]) -> Result<()> {
    for (k, fr) in frames.iter().enumerate() {
        fr.check(k)?;
    }
    let text = format_extxyz(frames);
    let mut out = Output::create(path)?;
    out.writer().write_all(text.as_bytes()).map_err(|e| Error::io(path, e))?;
    out.commit()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kv(line: &str) -> Vec<(String, String)> {
        split_key_values(line).unwrap()
    }

    #[test]
    fn key_values_like_ase() {
        let p = |k: &str, v: &str| (k.to_string(), v.to_string());
        assert_eq!(kv(r#"a=1 b="x y"  c flag"#), vec![p("a", "1"), p("b", "x y"), p("c", "T"), p("flag", "T")]);
        assert_eq!(kv("E = -76.4 x= 2 y =3"), vec![p("E", "-76.4"), p("x", "2"), p("y", "3")]);
        assert_eq!(
            kv(r#"s="say \"hi\"" t=[1, 2] u={a b} v='q r' w=a=b"#),
            vec![p("s", "say \"hi\""), p("t", "1, 2"), p("u", "a b"), p("v", "q r"), p("w", "a=b")]
        );
        assert_eq!(kv(r#"e="" f=1"#), vec![p("e", ""), p("f", "1")]);
        assert_eq!(kv("   "), vec![]);
        assert!(split_key_values("=3").is_err());
        assert!(split_key_values("a=\"open").is_err());
        for s in ["plain", "two words", "q\"uote", "back\\slash", "", "a=b", "[x]"] {
            assert_eq!(kv(&format!("k={}", quote(s))), vec![p("k", s)], "{s}");
        }
    }

    #[test]
    fn numbers_round_trip_exactly() {
        for x in [0.0, -0.0, 1.0, -1.5, 0.1, 1.0 / 3.0, 1e-20, 6.02e23, -123456.789e-7, f64::MIN_POSITIVE] {
            assert_eq!(num(x).parse::<f64>().unwrap().to_bits(), x.to_bits(), "{x}");
        }
    }
}
