//! `mlff serve` against a fake i-PI server written here, byte by byte, independently of
//! `mlff::ipi` (the layout follows ASE's `IPIProtocol` and i-PI's `sockets.py`).
//!
//! Happy paths (UNIX socket and TCP loopback): STATUS / INIT / POSDATA / GETFORCE / EXIT, with
//! energy, forces and virial equal to a direct f64 Calculator evaluation converted to atomic units
//! (1e-10 relative), a triclinic cell, atoms outside the cell, a molecule whose cell is ignored and
//! whose virial is checked against a finite-difference strain derivative.
//!
//! Failures: a malformed or unknown header, POSDATA cut short by a closed connection, a server
//! that falls silent (read timeout), a wrong or negative atom count, GETFORCE before POSDATA, no
//! server at all (bounded retries) and an element the model lacks. Each ends the client with a
//! non-zero status and a last stderr line `mlff: error: ...` naming the problem, never a panic.
//!
//! Every wait is bounded: accept and child exit poll with deadlines, every socket read has a
//! timeout. Only UNIX sockets in temporary directories and 127.0.0.1 are used.
mod common;

use std::io::{Read, Write};
use std::net::TcpListener;
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use common::{max_rel_err, random_cluster, random_model, random_periodic, ModelSpec};
use mlff::backend::cpu::CpuBackend;
use mlff::io::extxyz::{write_extxyz, Frame};
use mlff::units::{BOHR_ANGSTROM, HARTREE_EV};
use mlff::{Batch, Calculator, Model, Request, System};

/// Longest any single wait may take before the test fails.
const WAIT: Duration = Duration::from_secs(60);

struct Scratch {
    dir: tempfile::TempDir,
    model_path: PathBuf,
    model: Model,
}

impl Scratch {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let model_path = dir.path().join("model.safetensors");
        random_model(ModelSpec::default(), 11).save(&model_path).unwrap();
        let model = Model::load(&model_path).unwrap();
        Scratch { dir, model_path, model }
    }

    fn template(&self, system: &System) -> PathBuf {
        let p = self.dir.path().join("template.extxyz");
        write_extxyz(&p, &[Frame::new(system.clone())]).unwrap();
        p
    }

    /// The socket prefix: UNIX sockets live in the scratch directory, not in /tmp.
    fn prefix(&self) -> String {
        format!("{}/ipi_", self.dir.path().display())
    }

    fn unix_listener(&self, name: &str) -> UnixListener {
        UnixListener::bind(format!("{}{name}", self.prefix())).unwrap()
    }

    /// `mlff serve` with the scratch model, `template` and the address arguments `addr`.
    fn spawn(&self, template: &Path, addr: &[&str], timeout_s: &str) -> Child {
        Command::new(env!("CARGO_BIN_EXE_mlff"))
            .args(["serve", "--backend", "cpu", "--model"])
            .arg(&self.model_path)
            .arg("--template")
            .arg(template)
            .args(["--sockets-prefix", &self.prefix(), "--timeout", timeout_s])
            .args(addr)
            .env("RAYON_NUM_THREADS", "2")
            .env("RUST_BACKTRACE", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the mlff binary runs")
    }

    /// The f64 reference for `system`.
    fn reference(&self, system: &System) -> mlff::Results {
        let mut calc = Calculator::new(self.model.clone(), CpuBackend::<f64>::new(&self.model));
        calc.compute(&Batch::new(vec![system.clone()]).unwrap(), Request { forces: true, stress: system.has_stress() }).unwrap()
    }
}

/// Wait (bounded) for the client to end; its status and stderr.
fn finish(mut child: Child) -> (ExitStatus, String) {
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > WAIT {
            child.kill().ok();
            child.wait().ok();
            panic!("mlff serve did not exit within {WAIT:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let mut out = String::new();
    child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    assert!(!err.contains("panicked") && !out.contains("panicked"), "the binary panicked:\n{err}{out}");
    (status, err)
}

/// A non-zero exit whose last stderr line is `mlff: error: ...`; that line.
fn fails(child: Child) -> String {
    let (status, err) = finish(child);
    assert!(!status.success(), "expected failure; stderr:\n{err}");
    let last = err.lines().last().unwrap_or("").to_string();
    assert!(last.starts_with("mlff: error: "), "last stderr line is not an error:\n{err}");
    assert_eq!(err.lines().filter(|l| l.starts_with("mlff: error")).count(), 1, "{err}");
    eprintln!("{last}");
    last
}

/// Accept one client within [`WAIT`]; the stream gets read and write timeouts.
fn accept_unix(listener: &UnixListener, child: &mut Child) -> std::os::unix::net::UnixStream {
    listener.set_nonblocking(true).unwrap();
    let start = Instant::now();
    loop {
        match listener.accept() {
            Ok((s, _)) => {
                s.set_nonblocking(false).unwrap();
                s.set_read_timeout(Some(WAIT)).unwrap();
                s.set_write_timeout(Some(WAIT)).unwrap();
                return s;
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                if let Some(status) = child.try_wait().unwrap() {
                    let mut err = String::new();
                    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
                    panic!("mlff serve exited ({status}) before connecting:\n{err}");
                }
                assert!(start.elapsed() < WAIT, "no client connected within {WAIT:?}");
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(e) => panic!("accept: {e}"),
        }
    }
}

// ---- the protocol, server side, written out by hand ----

fn header(word: &str) -> [u8; 12] {
    let mut h = [b' '; 12];
    h[..word.len()].copy_from_slice(word.as_bytes());
    h
}

fn recv<S: Read>(s: &mut S, n: usize) -> Vec<u8> {
    let mut b = vec![0u8; n];
    s.read_exact(&mut b).unwrap();
    b
}

fn recv_header<S: Read>(s: &mut S) -> String {
    String::from_utf8(recv(s, 12)).unwrap().trim_end().to_string()
}

fn f64s(b: &[u8]) -> Vec<f64> {
    b.chunks_exact(8).map(|c| f64::from_ne_bytes(c.try_into().unwrap())).collect()
}

fn i32_of(b: &[u8]) -> i32 {
    i32::from_ne_bytes(b.try_into().unwrap())
}

/// STATUS, and the reply.
fn status<S: Read + Write>(s: &mut S) -> String {
    s.write_all(&header("STATUS")).unwrap();
    recv_header(s)
}

fn init<S: Write>(s: &mut S, bead: i32, text: &[u8]) {
    s.write_all(&header("INIT")).unwrap();
    s.write_all(&bead.to_ne_bytes()).unwrap();
    s.write_all(&(text.len() as i32).to_ne_bytes()).unwrap();
    s.write_all(text).unwrap();
}

fn inverse(m: &[[f64; 3]; 3]) -> [[f64; 3]; 3] {
    let det = mlff::system::det3(m);
    if det == 0.0 {
        return [[0.0; 3]; 3];
    }
    let c = |i: usize, j: usize| m[(i + 1) % 3][(j + 1) % 3] * m[(i + 2) % 3][(j + 2) % 3] - m[(i + 1) % 3][(j + 2) % 3] * m[(i + 2) % 3][(j + 1) % 3];
    let mut inv = [[0.0; 3]; 3];
    for (i, row) in inv.iter_mut().enumerate() {
        for (j, x) in row.iter_mut().enumerate() {
            *x = c(j, i) / det;
        }
    }
    inv
}

/// The bytes of POSDATA as ASE's `sendposdata` writes them: `cell.T / Bohr` and
/// `pinv(cell).T.T * Bohr` in C order (so h, the lattice vectors as columns), the count, the
/// positions. `cell` has the lattice vectors as rows, in Bohr already; positions in Bohr.
fn posdata_bytes(cell: &[[f64; 3]; 3], positions: &[[f64; 3]], count: i32) -> Vec<u8> {
    let mut b = header("POSDATA").to_vec();
    let icell = inverse(cell); // inv(cell) = (h⁻¹)ᵀ
    for m in [cell, &icell] {
        // value 3k + i = m[i][k]: C order of the transpose
        for k in 0..3 {
            for row in m.iter() {
                b.extend_from_slice(&row[k].to_ne_bytes());
            }
        }
    }
    b.extend_from_slice(&count.to_ne_bytes());
    for p in positions {
        for x in p {
            b.extend_from_slice(&x.to_ne_bytes());
        }
    }
    b
}

struct Forces {
    energy: f64,
    forces: Vec<[f64; 3]>,
    /// As ASE reads it: `recv((3, 3)).T`.
    virial: [[f64; 3]; 3],
    extra: Vec<u8>,
}

/// GETFORCE, and the answer as ASE's `sendrecv_force` reads it.
fn getforce<S: Read + Write>(s: &mut S) -> Forces {
    s.write_all(&header("GETFORCE")).unwrap();
    assert_eq!(recv_header(s), "FORCEREADY");
    let energy = f64s(&recv(s, 8))[0];
    let n = i32_of(&recv(s, 4));
    assert!(n >= 0);
    let flat = f64s(&recv(s, 24 * n as usize));
    let forces = flat.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect();
    let v = f64s(&recv(s, 72));
    let virial = [0, 1, 2].map(|a| [0, 1, 2].map(|b| v[3 * b + a]));
    let m = i32_of(&recv(s, 4));
    assert!(m >= 0);
    let extra = recv(s, m as usize);
    Forces { energy, forces, virial, extra }
}

fn to_bohr(x: [f64; 3]) -> [f64; 3] {
    x.map(|v| v / BOHR_ANGSTROM)
}

/// What the client evaluates after the Bohr round trip: the structure in Å as it rebuilds it.
fn from_bohr(x: [f64; 3]) -> [f64; 3] {
    x.map(|v| v * BOHR_ANGSTROM)
}

/// Compare one answer with the reference for `system`, in atomic units.
fn check_against_reference(sc: &Scratch, system: &System, got: &Forces, what: &str) {
    let r = sc.reference(system);
    let e_ref = r.energy[0] / HARTREE_EV;
    assert!(max_rel_err(&[got.energy], &[e_ref]) < 1e-10, "{what}: energy {} vs {e_ref} Ha", got.energy);
    assert_eq!(got.forces.len(), system.len(), "{what}: force count");
    let conv = BOHR_ANGSTROM / HARTREE_EV;
    let f_ref: Vec<f64> = r.forces.iter().flatten().map(|f| f * conv).collect();
    let f_got: Vec<f64> = got.forces.iter().flatten().copied().collect();
    let err = max_rel_err(&f_got, &f_ref);
    assert!(err < 1e-10, "{what}: forces differ by {err:.2e}");
    let w_ref: Vec<f64> = match r.stress.first().copied().flatten() {
        Some(s) => {
            let v = system.volume().unwrap();
            let full = [[s[0], s[5], s[4]], [s[5], s[1], s[3]], [s[4], s[3], s[2]]];
            full.iter().flatten().map(|x| -v * x / HARTREE_EV).collect()
        }
        None => {
            let mut w = [[0.0; 3]; 3];
            for (f, p) in r.forces.iter().zip(&system.positions) {
                for a in 0..3 {
                    for b in 0..3 {
                        w[a][b] += f[a] * p[b] / HARTREE_EV;
                    }
                }
            }
            w.iter().flatten().copied().collect()
        }
    };
    let w_got: Vec<f64> = got.virial.iter().flatten().copied().collect();
    let err = max_rel_err(&w_got, &w_ref);
    assert!(err < 1e-10, "{what}: virial differs by {err:.2e}: {w_got:?} vs {w_ref:?}");
    assert!(w_ref.iter().any(|x| x.abs() > 1e-6), "{what}: trivial virial");
}

#[test]
fn full_exchange_on_a_triclinic_cell_matches_the_calculator() {
    let sc = Scratch::new();
    let template = random_periodic(12, 6.0, 5);
    let path = sc.template(&template);
    let listener = sc.unix_listener("full");
    let mut child = sc.spawn(&path, &["--unix", "full"], "60");
    let mut s = accept_unix(&listener, &mut child);

    assert_eq!(status(&mut s), "NEEDINIT");
    init(&mut s, 3, b" a parameter string ");
    assert_eq!(status(&mut s), "READY");
    let cell0 = template.cell.unwrap();
    for step in 0..3 {
        // strain the cell, move atoms (one beyond the cell by a whole lattice vector)
        let scale = 1.0 + 0.01 * step as f64;
        let cell = cell0.map(|r| r.map(|x| x * scale));
        let mut positions: Vec<[f64; 3]> =
            template.positions.iter().enumerate().map(|(i, p)| [0, 1, 2].map(|k| p[k] * scale + 0.03 * ((i * 3 + k + step) as f64).sin())).collect();
        positions[2] = [0, 1, 2].map(|k| positions[2][k] + cell[0][k]);
        let pos_bohr: Vec<[f64; 3]> = positions.iter().map(|&p| to_bohr(p)).collect();
        let cell_bohr = cell.map(to_bohr);
        s.write_all(&posdata_bytes(&cell_bohr, &pos_bohr, pos_bohr.len() as i32)).unwrap();
        assert_eq!(status(&mut s), "HAVEDATA");
        let got = getforce(&mut s);
        assert!(got.extra.is_empty());
        let system = System::periodic(template.numbers.clone(), pos_bohr.iter().map(|&p| from_bohr(p)).collect(), cell_bohr.map(from_bohr), [true; 3]);
        check_against_reference(&sc, &system, &got, &format!("step {step}"));
        assert_eq!(status(&mut s), "READY");
    }
    s.write_all(&header("EXIT")).unwrap();
    let (st, err) = finish(child);
    assert!(st.success(), "{err}");
    assert!(err.contains("EXIT after 3 steps"), "{err}");
}

#[test]
fn molecule_ignores_the_cell_and_its_virial_is_the_strain_derivative() {
    let sc = Scratch::new();
    let template = random_cluster(9, 3);
    let path = sc.template(&template);
    let listener = sc.unix_listener("mol");
    let mut child = sc.spawn(&path, &["--unix", "mol"], "60");
    let mut s = accept_unix(&listener, &mut child);
    // no INIT: ASE sends positions straight away
    assert_eq!(status(&mut s), "NEEDINIT");
    let pos_bohr: Vec<[f64; 3]> = template.positions.iter().map(|&p| to_bohr(p)).collect();
    for cell in [[[0.0; 3]; 3], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]] {
        // ASE's zero cell, then a 1-Bohr cell that would make atoms overlap if it were used
        s.write_all(&posdata_bytes(&cell, &pos_bohr, pos_bohr.len() as i32)).unwrap();
        assert_eq!(status(&mut s), "HAVEDATA");
        let got = getforce(&mut s);
        let system = System::molecule(template.numbers.clone(), pos_bohr.iter().map(|&p| from_bohr(p)).collect());
        check_against_reference(&sc, &system, &got, "molecule");
        // W = −∂E/∂ε by central differences of E((1 + ε) r)
        let h = 1e-5;
        for a in 0..3 {
            for b in 0..3 {
                let energy = |eps: f64| {
                    let mut m = system.clone();
                    for (p, p0) in m.positions.iter_mut().zip(&system.positions) {
                        p[a] = p0[a] + eps * p0[b];
                    }
                    sc.reference(&m).energy[0]
                };
                let fd = -(energy(h) - energy(-h)) / (2.0 * h) / HARTREE_EV;
                assert!((got.virial[a][b] - fd).abs() < 1e-7, "virial[{a}][{b}] {} vs finite difference {fd}", got.virial[a][b]);
            }
        }
    }
    s.write_all(&header("EXIT")).unwrap();
    let (st, err) = finish(child);
    assert!(st.success(), "{err}");
}

#[test]
fn tcp_loopback_exchange() {
    let sc = Scratch::new();
    let template = random_cluster(5, 8);
    let path = sc.template(&template);
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let mut child = sc.spawn(&path, &["--inet", &addr], "60");
    listener.set_nonblocking(true).unwrap();
    let start = Instant::now();
    let mut s = loop {
        match listener.accept() {
            Ok((s, _)) => break s,
            Err(_) => {
                assert!(start.elapsed() < WAIT && child.try_wait().unwrap().is_none(), "no TCP client");
                std::thread::sleep(Duration::from_millis(10));
            }
        }
    };
    s.set_nonblocking(false).unwrap();
    s.set_read_timeout(Some(WAIT)).unwrap();
    assert_eq!(status(&mut s), "NEEDINIT");
    init(&mut s, 0, b"\0");
    let pos_bohr: Vec<[f64; 3]> = template.positions.iter().map(|&p| to_bohr(p)).collect();
    s.write_all(&posdata_bytes(&[[0.0; 3]; 3], &pos_bohr, 5)).unwrap();
    assert_eq!(status(&mut s), "HAVEDATA");
    let got = getforce(&mut s);
    let system = System::molecule(template.numbers.clone(), pos_bohr.iter().map(|&p| from_bohr(p)).collect());
    check_against_reference(&sc, &system, &got, "tcp");
    s.write_all(&header("EXIT")).unwrap();
    let (st, err) = finish(child);
    assert!(st.success(), "{err}");
}

/// Connect a client on a 3-atom molecule, send `bytes`, then close (or, with `hold`, stay
/// connected and silent); the client's error line.
fn failure_after(name: &str, bytes: &[u8], hold: bool, timeout_s: &str) -> String {
    let sc = Scratch::new();
    let path = sc.template(&random_cluster(3, 1));
    let listener = sc.unix_listener(name);
    let mut child = sc.spawn(&path, &["--unix", name], timeout_s);
    let mut s = accept_unix(&listener, &mut child);
    s.write_all(bytes).unwrap();
    if hold {
        let line = fails(child);
        drop(s);
        line
    } else {
        drop(s);
        fails(child)
    }
}

#[test]
fn malformed_and_unknown_headers_are_errors() {
    let line = failure_after("hdr1", b"HELLO\0\0\0\0\0\0\0", true, "60");
    assert!(line.contains("unknown header \"HELLO\""), "{line}");
    let line = failure_after("hdr2", b"ST\xc3\xa4TUS     ", true, "60");
    assert!(line.contains("malformed header") && line.contains("\\xc3"), "{line}");
    // a header cut short by the end of the connection
    let line = failure_after("hdr3", b"STAT", false, "60");
    assert!(line.contains("closed the connection in the middle") && line.contains("4 of 12"), "{line}");
}

#[test]
fn truncated_posdata_is_an_error() {
    let full = posdata_bytes(&[[0.0; 3]; 3], &[[0.0; 3], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]], 3);
    // cut in the cell, and in the positions
    let line = failure_after("trunc1", &full[..12 + 40], false, "60");
    assert!(line.contains("in the middle") && line.contains("POSDATA cell") && line.contains("40 of 144"), "{line}");
    let line = failure_after("trunc2", &full[..full.len() - 5], false, "60");
    assert!(line.contains("in the middle") && line.contains("POSDATA positions") && line.contains("67 of 72"), "{line}");
}

#[test]
fn a_silent_server_times_out() {
    let full = posdata_bytes(&[[0.0; 3]; 3], &[[0.0; 3], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]], 3);
    let t = Instant::now();
    let line = failure_after("silent", &full[..100], true, "1");
    assert!(line.contains("timed out") && line.contains("POSDATA"), "{line}");
    assert!(t.elapsed() < Duration::from_secs(30), "took {:?}", t.elapsed());
}

#[test]
fn a_wrong_atom_count_is_an_error() {
    let line = failure_after("count1", &posdata_bytes(&[[0.0; 3]; 3], &[[0.0; 3]; 5], 5), true, "60");
    assert!(line.contains("sent 5 atoms but the template has 3"), "{line}");
    let line = failure_after("count2", &posdata_bytes(&[[0.0; 3]; 3], &[], -7), true, "60");
    assert!(line.contains("sent -7 atoms"), "{line}");
}

#[test]
fn getforce_before_posdata_is_an_error() {
    let line = failure_after("early", &header("GETFORCE"), true, "60");
    assert!(line.contains("GETFORCE before any POSDATA"), "{line}");
}

#[test]
fn a_server_closing_between_messages_ends_the_session_cleanly() {
    // ASE's SocketIOCalculator closes its socket without sending EXIT
    let sc = Scratch::new();
    let path = sc.template(&random_cluster(3, 1));
    let listener = sc.unix_listener("close");
    let mut child = sc.spawn(&path, &["--unix", "close"], "60");
    let mut s = accept_unix(&listener, &mut child);
    assert_eq!(status(&mut s), "NEEDINIT");
    drop(s);
    let (st, err) = finish(child);
    assert!(st.success(), "{err}");
    assert!(err.contains("server closed the connection after 0 steps"), "{err}");
}

#[test]
fn no_server_is_retried_for_the_timeout_then_an_error() {
    let sc = Scratch::new();
    let path = sc.template(&random_cluster(3, 1));
    let t = Instant::now();
    let line = fails(sc.spawn(&path, &["--unix", "nobody"], "1"));
    assert!(line.contains("cannot connect") && line.contains("ipi_nobody") && line.contains("retried"), "{line}");
    assert!(t.elapsed() >= Duration::from_millis(900), "gave up after {:?}", t.elapsed());
    let line = fails(sc.spawn(&path, &["--inet", "127.0.0.1:1"], "0.5"));
    assert!(line.contains("cannot connect") && line.contains("127.0.0.1:1"), "{line}");
}

#[test]
fn a_server_that_starts_late_is_found() {
    let sc = Scratch::new();
    let template = random_cluster(3, 1);
    let path = sc.template(&template);
    let mut child = sc.spawn(&path, &["--unix", "late"], "30");
    std::thread::sleep(Duration::from_millis(400));
    let listener = sc.unix_listener("late");
    let mut s = accept_unix(&listener, &mut child);
    assert_eq!(status(&mut s), "NEEDINIT");
    s.write_all(&header("EXIT")).unwrap();
    let (st, err) = finish(child);
    assert!(st.success(), "{err}");
}

#[test]
fn template_errors_come_before_connecting() {
    let sc = Scratch::new();
    let iron = System::molecule(vec![8, 26], vec![[0.0; 3], [2.0, 0.0, 0.0]]);
    let line = fails(sc.spawn(&sc.template(&iron), &["--unix", "never"], "60"));
    assert!(line.contains("template.extxyz") && line.contains("atom 1") && line.contains("Fe"), "{line}");
    let line = fails(sc.spawn(&sc.dir.path().join("absent.extxyz"), &["--unix", "never"], "60"));
    assert!(line.contains("absent.extxyz"), "{line}");
}

/// A server that sends a cell far smaller than the cutoff gets one error line, within the memory
/// budget, instead of a client that allocates gigabytes or aborts (with any distance between
/// atoms allowed; by default the cell is refused from its size alone, before the budget).
#[test]
fn a_cell_beyond_the_memory_budget_is_an_error() {
    let sc = Scratch::new();
    let path = sc.template(&random_periodic(3, 6.0, 2));
    let listener = sc.unix_listener("tiny");
    let mut child = sc.spawn(&path, &["--unix", "tiny", "--max-memory", "0.25", "--min-distance", "0"], "60");
    let mut s = accept_unix(&listener, &mut child);
    let cell = [[0.2, 0.0, 0.0], [0.0, 0.2, 0.0], [0.0, 0.0, 0.2]]; // Bohr
    let positions = [[0.0; 3], [0.05, 0.0, 0.0], [0.0, 0.05, 0.0]];
    assert_eq!(status(&mut s), "NEEDINIT");
    init(&mut s, 0, b"");
    assert_eq!(status(&mut s), "READY");
    s.write_all(&posdata_bytes(&cell, &positions, 3)).unwrap();
    let line = fails(child);
    assert!(line.contains("3 atoms with more than") && line.contains("more than the budget of 0.2 GiB"), "{line}");
}

/// Atoms closer than the minimum distance (0.5 Å unless `--min-distance` says otherwise) end
/// the session with an error naming them, not with an answer (11 890 Ha for 0.01 Å).
#[test]
fn atoms_closer_than_the_minimum_distance_are_an_error() {
    let positions = [[0.0; 3], to_bohr([0.01, 0.0, 0.0]), to_bohr([0.0, 1.5, 0.0])];
    let line = failure_after("close", &posdata_bytes(&[[0.0; 3]; 3], &positions, 3), true, "60");
    assert!(line.contains("POSDATA 0: atoms 0") && line.contains("are 0.0100 Å apart, closer than the 0.5 Å"), "{line}");
}
