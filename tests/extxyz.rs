//! Extended XYZ: exact round trips, ASE-written text, and the line number of every parse error.
use std::path::Path;

use mlff::io::extxyz::{format_extxyz, read_extxyz, read_extxyz_bytes, read_extxyz_str, write_extxyz, Frame};
use mlff::{Error, System};

fn read(text: &str) -> Vec<Frame> {
    read_extxyz_str(text, Path::new("test.xyz")).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The line and message of the parse error `text` must produce.
fn parse_error(text: &str) -> (usize, String) {
    match read_extxyz_str(text, Path::new("bad.xyz")) {
        Err(Error::Parse { path, line, msg }) => {
            assert_eq!(path, Path::new("bad.xyz"));
            (line, msg)
        }
        other => panic!("expected a parse error for\n{text}\ngot {other:?}"),
    }
}

fn sample_frames() -> Vec<Frame> {
    let water =
        System::molecule(vec![8, 1, 1], vec![[0.0, 0.0, 0.1171], [0.0, 0.7575, -0.4686], [0.0, -0.7575, -0.4686]]);
    let mut f0 = Frame::new(water);
    f0.energy = Some(-14.221_987_654_321);
    f0.forces = Some(vec![[0.0, 0.0, 0.123_456_789_012_345_6], [0.0, 1.0 / 3.0, -0.1], [0.0, -1.0 / 3.0, -1e-20]]);
    f0.info = vec![
        ("config_type".into(), "water dimer".into()),
        ("note".into(), "say \"hi\" \\ there".into()),
        ("flag".into(), "T".into()),
        ("empty".into(), "".into()),
    ];
    let slab = System::periodic(
        vec![14, 17, 79],
        vec![[0.1, 0.2, 0.3], [-1.25, 7.5, 2.0], [3.0, -0.5, 12.0]],
        [[4.1, 0.0, 0.0], [1.3, 3.9, 0.0], [0.0, 0.0, 0.0]],
        [true, true, false],
    );
    let mut f1 = Frame::new(slab);
    f1.energy = Some(-123.456);
    f1.stress = Some([0.1, 0.2, 0.3, 0.04, 0.05, 0.06]);
    f1.forces = Some(vec![[1.0, 2.0, 3.0], [-4.0, 5.5e-7, 6.0e10], [0.0, -0.0, 1.5]]);
    f1.energies = Some(vec![-40.0, -41.5, -41.956]);
    f1.velocities = Some(vec![[0.01, 0.02, 0.03], [0.0; 3], [-0.001, 0.002, 0.5]]);
    let empty = Frame::new(System::molecule(vec![], vec![]));
    let mut bulk = Frame::new(System::periodic(
        vec![8],
        vec![[0.5, 0.5, 0.5]],
        [[2.0, 0.1, 0.0], [0.0, 2.5, 0.2], [0.3, 0.0, 3.0]],
        [true; 3],
    ));
    bulk.info = vec![("step".into(), "42".into())];
    vec![f0, f1, empty, bulk]
}

#[test]
fn round_trip_is_exact() {
    let frames = sample_frames();
    let text = format_extxyz(&frames);
    let back = read(&text);
    assert_eq!(back, frames, "{text}");
    // and the text of the round trip is the same text
    assert_eq!(format_extxyz(&back), text);
}

#[test]
fn write_and_read_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.xyz");
    let frames = sample_frames();
    write_extxyz(&path, &frames).unwrap();
    assert_eq!(read_extxyz(&path).unwrap(), frames);
    // overwrite in place
    write_extxyz(&path, &frames[..1]).unwrap();
    assert_eq!(read_extxyz(&path).unwrap(), frames[..1].to_vec());
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names, vec![std::ffi::OsString::from("out.xyz")], "temporary files left behind");
}

#[test]
fn failed_write_leaves_the_file_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("keep.xyz");
    let frames = sample_frames();
    write_extxyz(&path, &frames).unwrap();
    let before = std::fs::read_to_string(&path).unwrap();
    let mut bad = frames.clone();
    bad[1].forces.as_mut().unwrap().pop();
    let e = write_extxyz(&path, &bad).unwrap_err().to_string();
    assert!(e.contains("frame 1") && e.contains("2 forces for 3 atoms"), "{e}");
    let mut reserved = frames.clone();
    reserved[0].info.push(("energy".into(), "1.0".into()));
    assert!(write_extxyz(&path, &reserved).is_err());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    // a directory that does not exist: an I/O error naming a path
    let missing = dir.path().join("no/such/dir/x.xyz");
    assert!(matches!(write_extxyz(&missing, &frames), Err(Error::Io { .. })));
    assert!(matches!(read_extxyz(&missing), Err(Error::Io { .. })));
}

#[test]
fn reads_ase_3_23_output() {
    // as `ase.io.write(..., format="extxyz")` writes an Atoms with a SinglePointCalculator
    // holding energy, free_energy, stress (Voigt 1 2 3 4 5 6), forces and energies
    let text = r#"2
Lattice="5.0 0.0 0.0 0.0 5.0 0.0 0.0 0.0 5.0" Properties=species:S:1:pos:R:3:energies:R:1:forces:R:3 energy=-1.5 stress="1.0 6.0 5.0 6.0 2.0 4.0 5.0 4.0 3.0" free_energy=-1.5 pbc="T T T"
O        0.00000000       0.00000000       0.00000000      -0.75000000       0.10000000       0.20000000       0.30000000
H        0.75700000       0.58600000       0.00000000      -0.75000000      -0.10000000      -0.20000000      -0.30000000
"#;
    let f = &read(text)[0];
    assert_eq!(f.system.numbers, vec![8, 1]);
    assert_eq!(f.system.positions, vec![[0.0; 3], [0.757, 0.586, 0.0]]);
    assert_eq!(f.system.cell, Some([[5.0, 0.0, 0.0], [0.0, 5.0, 0.0], [0.0, 0.0, 5.0]]));
    assert_eq!(f.system.pbc, [true; 3]);
    assert_eq!(f.energy, Some(-1.5));
    assert_eq!(f.stress, Some([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]));
    assert_eq!(f.energies, Some(vec![-0.75, -0.75]));
    assert_eq!(f.forces, Some(vec![[0.1, 0.2, 0.3], [-0.1, -0.2, -0.3]]));
    assert_eq!(f.velocities, None);
    assert_eq!(f.info, vec![("free_energy".to_string(), "-1.5".to_string())]);
    // and what mlff writes for it carries the same stress tensor
    let again = read(&format_extxyz(std::slice::from_ref(f)));
    assert_eq!(again[0], *f);
}

#[test]
fn reads_plain_xyz_and_other_dialects() {
    // plain XYZ: free-text comment, species + positions; CRLF line ends; blank lines between
    // frames and at the end
    let text = "3\r\nwater molecule\r\nO 0 0 0\r\nH 0.96 0 0\r\nH -0.24 0.93 0\r\n\r\n\n1\n\nCl 1 2 3\n\n\n";
    let frames = read(text);
    assert_eq!(frames.len(), 2);
    assert_eq!(frames[0].system.numbers, vec![8, 1, 1]);
    assert_eq!(frames[0].system.cell, None);
    assert_eq!(frames[0].system.pbc, [false; 3]);
    assert_eq!(frames[0].info, vec![("water".to_string(), "T".to_string()), ("molecule".to_string(), "T".to_string())]);
    assert_eq!(frames[1].system.numbers, vec![17]);
    assert_eq!(frames[1].system.positions, vec![[1.0, 2.0, 3.0]]);

    // Z instead of species, ignored columns of every type, pbc spellings, quoted values
    let text = r#"2
Properties=Z:I:1:pos:R:3:masses:R:1:tags:I:1:move_mask:L:1:name:S:1 Lattice="3 0 0 0 3 0 0 0 3" pbc="T F T" comment="a b  c" note = 'x y' bare
6 0.0 0.0 0.0 12.011 0 T first
1 1.1 0.0 0.0 1.008 1 F second
"#;
    let f = &read(text)[0];
    assert_eq!(f.system.numbers, vec![6, 1]);
    assert_eq!(f.system.pbc, [true, false, true]);
    let p = |k: &str, v: &str| (k.to_string(), v.to_string());
    assert_eq!(f.info, vec![p("comment", "a b  c"), p("note", "x y"), p("bare", "T")]);

    for (pbc, expect) in [
        ("pbc=T", [true; 3]),
        ("pbc=F", [false; 3]),
        ("pbc=\"True True False\"", [true, true, false]),
        ("pbc=\"F T F\"", [false, true, false]),
        ("", [true; 3]), // Lattice without pbc: periodic, as ASE
    ] {
        let text = format!("1\nLattice=\"2 0 0 0 2 0 0 0 2\" {pbc}\nHe 0 0 0\n");
        assert_eq!(read(&text)[0].system.pbc, expect, "{pbc}");
    }

    // Voigt stress, and a zero-volume lattice (validated later, not a parse error)
    let f = &read("1\nLattice=\"0 0 0 0 0 0 0 0 0\" pbc=\"F F F\" stress=\"1 2 3 4 5 6\"\nAr 0 0 0\n")[0];
    assert_eq!(f.stress, Some([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]));
    assert_eq!(f.system.cell, Some([[0.0; 3]; 3]));
    let f = &read("1\nLattice=\"0 0 0 0 0 0 0 0 0\"\nAr 0 0 0\n")[0];
    assert!(f.system.validate(0).is_err());

    // velocities
    let f = &read("1\nProperties=species:S:1:pos:R:3:velocities:R:3\nH 0 0 0 0.1 0.2 0.3\n")[0];
    assert_eq!(f.velocities, Some(vec![[0.1, 0.2, 0.3]]));
}

#[test]
fn empty_input_is_an_error() {
    for text in ["", "\n\n  \n"] {
        let (line, msg) = parse_error(text);
        assert_eq!(line, 1);
        assert!(msg.contains("no frames"), "{msg}");
    }
}

#[test]
fn bad_header_line() {
    let good = "1\n\nH 0 0 0\n";
    let (line, msg) = parse_error(&format!("{good}{good}abc\n\nH 0 0 0\n"));
    assert_eq!(line, 7);
    assert!(msg.contains("frame 2") && msg.contains("\"abc\""), "{msg}");
    assert_eq!(parse_error("-1\n\n").0, 1);
    assert_eq!(parse_error("2.0\n\nH 0 0 0\nH 1 0 0\n").0, 1);
    // an atom line too many looks like the next header
    let (line, msg) = parse_error("1\n\nH 0 0 0\nH 1 0 0\n");
    assert_eq!(line, 4);
    assert!(msg.contains("frame 1"), "{msg}");
}

#[test]
fn truncated_frame() {
    let (line, msg) = parse_error("1\n\nH 0 0 0\n3\ncomment\nH 0 0 0\nH 1 0 0\n");
    assert_eq!(line, 8);
    assert!(msg.contains("frame 1") && msg.contains("3 atoms") && msg.contains("1 missing"), "{msg}");
    // blank lines at the end do not count as atom lines
    let (line, msg) = parse_error("3\ncomment\nH 0 0 0\n\n\n");
    assert_eq!(line, 4);
    assert!(msg.contains("frame 0") && msg.contains("2 missing"), "{msg}");
    // an absurd atom count is a truncated frame, not an overflow or a huge allocation
    let (line, msg) = parse_error("18446744073709551615\ncomment\nH 0 0 0\n");
    assert_eq!(line, 4);
    assert!(msg.contains("missing"), "{msg}");
    // no comment line at all
    let (line, msg) = parse_error("2");
    assert_eq!(line, 2);
    assert!(msg.contains("comment"), "{msg}");
}

#[test]
fn wrong_column_count() {
    let (line, msg) = parse_error("2\nProperties=species:S:1:pos:R:3:forces:R:3\nH 0 0 0 0 0 0\nH 1 0 0 0 0\n");
    assert_eq!(line, 4);
    assert!(msg.contains("atom 1") && msg.contains("expected 7") && msg.contains("found 6"), "{msg}");
    let (line, _) = parse_error("2\n\nH 0 0 0\n\nH 1 0 0\n");
    assert_eq!(line, 4);
}

#[test]
fn non_numbers_and_non_finite_positions() {
    let (line, msg) = parse_error("2\n\nH 0 0 0\nH 1 x 0\n");
    assert_eq!(line, 4);
    assert!(msg.contains("atom 1") && msg.contains("\"x\"") && msg.contains("pos"), "{msg}");
    let (line, msg) = parse_error("1\nProperties=species:S:1:pos:R:3:forces:R:3\nH 0 0 0 0 1,0 0\n");
    assert_eq!(line, 3);
    assert!(msg.contains("forces") && msg.contains("column 6"), "{msg}");
    for bad in ["nan", "inf", "-inf", "NaN"] {
        let (line, msg) = parse_error(&format!("3\n\nO 0 0 0\nH 1 0 0\nH 0 {bad} 0\n"));
        assert_eq!(line, 5);
        assert!(msg.contains("atom 2 (H)") && msg.contains("not finite"), "{msg}");
    }
    let (line, msg) = parse_error("1\nProperties=Z:I:1:pos:R:3\n0 0 0 0\n");
    assert_eq!(line, 3);
    assert!(msg.contains("atomic number"), "{msg}");
}

#[test]
fn unknown_element() {
    let (line, msg) = parse_error("1\n\nH 0 0 0\n2\n\nO 0 0 0\nXx 1 0 0\n");
    assert_eq!(line, 7);
    assert!(msg.contains("atom 1") && msg.contains("\"Xx\""), "{msg}");
    // symbols are exact
    let (line, msg) = parse_error("1\n\nCL 0 0 0\n");
    assert_eq!(line, 3);
    assert!(msg.contains("\"CL\""), "{msg}");
}

#[test]
fn malformed_comment_line() {
    let cases = [
        ("Lattice=\"1 0 0 0 1 0 0 0\"", "Lattice"),
        ("Lattice=\"1 0 0 0 1 0 0 0 a\"", "Lattice"),
        ("Lattice=\"1 0 0 0 1 0 0 0 nan\"", "Lattice"),
        ("Properties=species:S:1:pos:R", "Properties"),
        ("Properties=species:S:1:pos:Q:3", "Properties"),
        ("Properties=species:S:1:pos:R:x", "Properties"),
        ("Properties=species:S:1", "pos"),
        ("Properties=pos:R:3", "species"),
        ("Properties=species:S:1:pos:R:2", "pos"),
        ("Properties=species:S:1:pos:R:3:forces:R:1", "forces"),
        ("Properties=species:S:1:pos:R:3:pos:R:3", "twice"),
        ("Lattice=\"1 0 0 0 1 0 0 0 1\" pbc=\"T T\"", "pbc"),
        ("pbc=\"T T T\"", "no Lattice"),
        ("energy=abc", "energy"),
        ("energy=\"1 2\"", "energy"),
        ("stress=\"1 2 3\"", "stress"),
        ("note=\"unterminated", "quote"),
        ("note=\"a\rb\"", "carriage return"),
    ];
    for (comment, word) in cases {
        let text = format!("1\n\nH 0 0 0\n1\n{comment}\nH 0 0 0\n");
        let (line, msg) = parse_error(&text);
        assert_eq!(line, 5, "{comment}: {msg}");
        assert!(msg.contains(word) && msg.contains("frame 1"), "{comment}: {msg}");
    }
}

#[test]
fn errors_display_file_and_line() {
    let e = read_extxyz_str("1\n\nQq 0 0 0\n", Path::new("dir/in.xyz")).unwrap_err().to_string();
    assert!(e.starts_with("dir/in.xyz:3: "), "{e}");
}

#[test]
fn absurd_properties_column_counts_are_refused_before_allocating() {
    for (props, word) in [
        ("species:S:1:pos:R:3:x:R:18446744073709551615", "column count"),
        ("species:S:1:pos:R:3:x:R:99999999999999999999999", "column count"),
        ("species:S:1:pos:R:3:x:R:1001", "column count"),
        ("species:S:1:pos:R:3:x:R:0", "column count"),
        ("species:S:1:pos:R:3:a:R:600:b:R:600", "more than 1000 columns"),
    ] {
        let text = format!("1\nProperties={props}\nH 0 0 0\n");
        let (line, msg) = parse_error(&text);
        assert_eq!(line, 2, "{props}: {msg}");
        assert!(msg.contains("frame 0") && msg.contains(word), "{props}: {msg}");
    }
    // the most columns allowed are read
    let ones = vec!["0"; 996].join(" ");
    let f = read(&format!("1\nProperties=species:S:1:pos:R:3:x:R:996\nH 0 0 0 {ones}\n"));
    assert_eq!(f[0].system.numbers, vec![1]);
}

#[test]
fn a_huge_atom_count_in_a_tiny_file_is_refused_at_once() {
    let start = std::time::Instant::now();
    let (line, msg) = parse_error("1000000000\ncomment\nH 0 0 0\n");
    assert_eq!(line, 4);
    assert!(msg.contains("frame 0") && msg.contains("1000000000 atoms") && msg.contains("999999999 missing"), "{msg}");
    // more than usize holds: the count is quoted, not parsed
    let (line, msg) = parse_error("123456789012345678901234567890\ncomment\nH 0 0 0\n");
    assert_eq!(line, 4);
    assert!(msg.contains("\"123456789012345678901234567890\" atoms") && msg.contains("1 atom lines"), "{msg}");
    // the second frame of a file
    let (line, msg) = parse_error("1\n\nH 0 0 0\n4000000000\n\nH 0 0 0\n");
    assert_eq!(line, 7);
    assert!(msg.contains("frame 1 (line 4)"), "{msg}");
    assert!(start.elapsed().as_secs_f64() < 1.0, "took {:?}", start.elapsed());
}

#[test]
fn an_empty_frame_is_a_valid_empty_structure() {
    // as the writer writes it, with a blank comment line at the end of the file, and between frames
    for text in ["0\nProperties=species:S:1:pos:R:3\n", "0\n\n", "0\n", "0\n\n\n"] {
        if text == "0\n" {
            let (line, msg) = parse_error(text);
            assert_eq!(line, 2);
            assert!(msg.contains("comment line"), "{msg}");
            continue;
        }
        let frames = read(text);
        assert_eq!(frames.len(), 1, "{text:?}");
        assert!(frames[0].system.numbers.is_empty());
    }
    let frames = read("0\n\n1\n\nH 0 0 0\n0\nenergy=0\n");
    assert_eq!(frames.iter().map(|f| f.system.numbers.len()).collect::<Vec<_>>(), vec![0, 1, 0]);
    assert_eq!(frames[2].energy, Some(0.0));
}

#[test]
fn long_tokens_are_cut_in_messages() {
    let long = "x".repeat(4 << 20);
    let digits = "9".repeat(4 << 20);
    for text in [
        format!("{long}\n\nH 0 0 0\n"),
        format!("{digits}\n\nH 0 0 0\n"),
        format!("1\n\n{long} 0 0 0\n"),
        format!("1\n\nH 0 {long} 0\n"),
        format!("1\nLattice=\"{long}\"\nH 0 0 0\n"),
        format!("1\nenergy={long}\nH 0 0 0\n"),
        format!("1\npbc={long}\nH 0 0 0\n"),
        format!("1\nstress={long}\nH 0 0 0\n"),
        format!("1\nProperties={long}\nH 0 0 0\n"),
        format!("1\nProperties=species:S:1:pos:R:3:{long}:R:1\nH 0 0 0\n"),
        format!("1\nProperties=species:S:1:pos:R:3:x:{long}:1\nH 0 0 0\n"),
        format!("1\nProperties=species:S:1:pos:R:3:x:R:{digits}\nH 0 0 0\n"),
        format!("1\nProperties=species:S:1:pos:R:3:{long}:R:1\nH 0 0 0\n"),
        format!("1\nProperties=Z:I:1:pos:R:3\n{digits} 0 0 0\n"),
        format!("1\nProperties=species:S:1:pos:R:3:{long}:R:2\nH 0 0 0 1\n"),
        format!("1\n\nH 0 0 0 {}\n", "1 ".repeat(2 << 20)),
    ] {
        let e = read_extxyz_str(&text, Path::new("big.xyz")).unwrap_err().to_string();
        assert!(e.starts_with("big.xyz:"), "{}", &e[..e.len().min(300)]);
        assert!(e.len() < 300, "{} bytes: {}", e.len(), &e[..300]);
    }
    let (_, msg) = parse_error(&format!("1\n\nH 0 0 0 {}\n", "1 ".repeat(2 << 20)));
    assert!(msg.contains("found 2097156"), "{msg}");
}

#[test]
fn text_that_is_not_utf8_names_its_line() {
    let e = read_extxyz_bytes(b"2\n\nH 0 0 0\nH \xff 0 0\n", Path::new("bin.xyz")).unwrap_err().to_string();
    assert!(e.starts_with("bin.xyz:4: ") && e.contains("UTF-8") && e.contains("byte 3"), "{e}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("latin1.xyz");
    std::fs::write(&path, b"1\ncomment \xe9\nH 0 0 0\n").unwrap();
    let e = read_extxyz(&path).unwrap_err().to_string();
    assert!(e.starts_with(&format!("{}:2: ", path.display())), "{e}");
}

#[test]
fn lattice_is_nine_finite_numbers() {
    for lattice in ["1 0 0 0 1 0 0 0 1 0", "1 0 0 0 1 0 0 0", "1 0 0 0 1 0 0 0 inf", "1 0 0 0 1 0 0 0 1e400", ""] {
        let (line, msg) = parse_error(&format!("1\nLattice=\"{lattice}\"\nH 0 0 0\n"));
        assert_eq!(line, 2, "{lattice}");
        assert!(msg.contains("Lattice"), "{msg}");
    }
}

/// The velocities (Å/fs) of `f`, which must have some.
fn velocities(f: &Frame) -> &[[f64; 3]] {
    f.velocities.as_deref().expect("velocities")
}

#[test]
fn momenta_written_by_ase_are_read_as_velocities() {
    // tests/data/ase/make_momenta.py: the same three frames written by ASE with its momenta, and
    // with velocities in Å/fs (ASE's get_velocities() × ase.units.fs) and ASE's kinetic energy
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/ase");
    let momenta = read_extxyz(&data.join("ase_momenta.xyz")).unwrap();
    let reference = read_extxyz(&data.join("ase_velocities.xyz")).unwrap();
    assert_eq!(momenta.len(), 3);
    for (k, (m, r)) in momenta.iter().zip(&reference).enumerate() {
        assert_eq!(m.system, r.system);
        // ASE writes 8 decimals: the velocities file is exact to 5e-9 Å/fs
        for (a, (v, w)) in velocities(m).iter().zip(velocities(r)).enumerate() {
            for i in 0..3 {
                assert!((v[i] - w[i]).abs() < 1e-8, "frame {k} atom {a}: {v:?} against {w:?}");
            }
        }
        // the kinetic energy ASE computes, with the masses ASE used (frame 1: two deuterium)
        let mut masses: Vec<f64> = m.system.numbers.iter().map(|&z| mlff::system::ATOMIC_MASSES[z as usize]).collect();
        if k == 1 {
            masses[6] = 2.014;
            masses[7] = 2.014;
        }
        let ke: f64 = velocities(m)
            .iter()
            .zip(&masses)
            .map(|(v, m)| 0.5 * m * (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]) * mlff::units::AMU_A2_PER_FS2_EV)
            .sum();
        let ase_ke: f64 = r.info.iter().find(|(k, _)| k == "ase_kinetic_energy").unwrap().1.parse().unwrap();
        assert!((ke / ase_ke - 1.0).abs() < 1e-6, "frame {k}: {ke} eV against ASE's {ase_ke} eV");
    }
    // frame 1's deuterium: its velocity is the momentum over 2.014 amu, not over 1.008
    let p = momentum_of(&data.join("ase_momenta.xyz"), 1, 6);
    let v = velocities(&momenta[1])[6];
    assert!((v[2] - mlff::units::ase_momentum_to_velocity(p[2], 2.014)).abs() < 1e-15, "{v:?} {p:?}");
}

/// The `momenta` of `atom` in `frame` of a fixture in which every frame has a `masses` column or
/// not, read as text: the last three columns.
fn momentum_of(path: &Path, frame: usize, atom: usize) -> [f64; 3] {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    for _ in 0..frame {
        let n: usize = lines.next().unwrap().trim().parse().unwrap();
        lines.nth(n);
    }
    let line = lines.nth(2 + atom).unwrap();
    let t: Vec<f64> = line.split_whitespace().skip(1).map(|x| x.parse().unwrap()).collect();
    [t[t.len() - 3], t[t.len() - 2], t[t.len() - 1]]
}

#[test]
fn momenta_and_velocities_must_agree_and_be_finite() {
    // 1 amu·Å per ASE time unit for H (1.008 amu) is 0.0974474... Å/fs
    let v = mlff::units::ase_momentum_to_velocity(1.0, 1.008);
    let ok = format!("1\nProperties=species:S:1:pos:R:3:momenta:R:3:velocities:R:3\nH 0 0 0 1 0 0 {v} 0 0\n");
    assert_eq!(velocities(&read(&ok)[0]), &[[v, 0.0, 0.0]]);
    let (line, msg) = parse_error("1\nProperties=species:S:1:pos:R:3:momenta:R:3:velocities:R:3\nH 0 0 0 1 0 0 0.1 0 0\n");
    assert_eq!(line, 3);
    assert!(msg.contains("frame 0, atom 0") && msg.contains("disagree"), "{msg}");
    for (props, values, word) in [
        ("velocities:R:3", "nan 0 0", "velocity"),
        ("velocities:R:3", "0 inf 0", "velocity"),
        ("momenta:R:3", "0 0 -inf", "momentum"),
        ("masses:R:1:momenta:R:3", "0 1 0 0", "mass"),
        ("masses:R:1:momenta:R:3", "-1 1 0 0", "mass"),
        ("masses:R:1:momenta:R:3", "1e-320 1 0 0", "mass 1e-320 amu"),
        ("masses:R:1:momenta:R:3", "1e13 1 0 0", "mass 1e13 amu"),
        ("momenta:R:1", "1", "momenta:R:3"),
        ("masses:S:1", "x", "masses:R:1"),
    ] {
        let (line, msg) = parse_error(&format!("2\nProperties=species:S:1:pos:R:3:{props}\nH 1 1 1 {values}\nH 0 0 0 {values}\n"));
        assert!(line == 2 || line == 3, "{props}: {msg}");
        assert!(msg.contains(word), "{props} {values}: {msg}");
    }
}
