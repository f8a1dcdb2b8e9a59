//! The i-PI socket protocol, client side: `mlff serve` as a force engine ("driver" in i-PI's
//! words) for i-PI, ASE's `SocketIOCalculator` and anything else that speaks the protocol.
//!
//! The server (i-PI, ASE) owns the dynamics; it sends positions and a cell, the client answers
//! with energy, forces and virial. Every message starts with a 12-byte header: ASCII, upper case,
//! padded with spaces. Numbers are raw `f64` / `int32` in the machine's byte order (little-endian
//! everywhere these codes run), **in atomic units**: lengths in Bohr, energies in Hartree.
//!
//! | server sends | then | client answers |
//! |---|---|---|
//! | `STATUS` | | `NEEDINIT` (before `INIT`), `READY` (waiting for positions) or `HAVEDATA` (results ready) |
//! | `INIT` | `int32` bead index, `int32` n, n bytes (i-PI's parameter string, ignored) | nothing |
//! | `POSDATA` | cell h: 3×3 `f64` (Bohr), h⁻¹: 3×3 `f64` (1/Bohr, ignored), `int32` N, positions: N×3 `f64` (Bohr) | nothing (the client computes now) |
//! | `GETFORCE` | | `FORCEREADY`, energy `f64` (Hartree), `int32` N, forces N×3 `f64` (Hartree/Bohr), virial 3×3 `f64` (Hartree), `int32` m, m extra bytes |
//! | `EXTRADATA` | `int32` n, n bytes (JSON; only sent to clients that answered `NEEDEXTRA`) | nothing (ignored) |
//! | `EXIT` | | nothing; the client ends |
//!
//! Matrix layout, as i-PI (`ipi/interfaces/sockets.py`, `drivers/py/driver.py`) and ASE
//! (`ase/calculators/socketio.py`, `IPIProtocol`) write them: 9 values in C (row-major) order of
//! i-PI's cell matrix h, whose *columns* are the lattice vectors (ASE sends `cell.T`). Value
//! `3k + i` is therefore component k of lattice vector i, and [`PosData::cell`] holds the lattice
//! vectors as rows, as [`System::cell`] does. The virial goes back the same way (ASE reads it with
//! a transpose); it is symmetric for a rotation-invariant energy anyway.
//!
//! The virial is W = −∂E/∂ε (Hartree), the derivative of the energy under a homogeneous strain
//! ε of cell and positions: W = −V σ for a cell periodic in all three directions, with σ mlff's
//! stress (ASE's sign, σ = (1/V) ∂E/∂ε; ASE's client sends exactly `-volume * stress`), and
//! W = Σᵢ Fᵢ ⊗ rᵢ for a molecule (no periodicity). The backends compute no stress for a cell
//! periodic in one or two directions only; the virial sent is then zero ([`Driver::virial_is_zero`]).
//!
//! Atomic numbers, their order and periodicity come from a template structure (an extxyz frame);
//! the server only sends coordinates. A periodic template takes its cell from every `POSDATA`;
//! a non-periodic one is a molecule and the cell sent (ASE sends zeros) is ignored. The number of
//! atoms must equal the template's on every step.
//!
//! Conversions use [`crate::units`] (CODATA 2018). Servers use their own constants: ASE 3.29
//! converts with CODATA 2014, whose Hartree is 8.1e-9 smaller (relative) and Bohr 6.5e-10 smaller,
//! so energies seen through ASE differ from `mlff eval` by 8e-9 relative and forces by about 1e-8
//! relative; i-PI's own `electronvolt` (8 digits) is 1e-7 relative off, its `ase` unit is ASE's.
//!
//! Unix sockets follow the i-PI convention: the name NAME means the path `/tmp/ipi_NAME`
//! ([`DEFAULT_SOCKETS_PREFIX`]; ASE's `actualunixsocketname`, i-PI's `sockets_prefix`).
//!
//! Robustness: an unknown or malformed header, a negative or wrong atom count, a message cut short
//! by a closed connection, and silence longer than the timeout are each an error naming the message
//! and the byte count. A connection closed *between* messages ends the session normally: ASE's
//! server closes without sending `EXIT`. Connecting is retried (the server may not listen yet) for
//! at most the timeout.
//!
//! The calculator (and so the device and its compiled kernels) stays alive for the whole session,
//! and so does the neighbour list: it is built with the cutoff plus a Verlet skin and reused while
//! the cell and atoms are unchanged and no atom has moved by half the skin
//! ([`crate::backend::Backend::compute_reusing`]); results are those of a fresh list.
use std::fmt;
use std::io::{self, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::backend::{Backend, Request};
use crate::calculator::Calculator;
use crate::error::{Error, Result};
use crate::system::{Batch, System};
use crate::units::{bohr_to_angstrom, ev_per_a_to_hartree_per_bohr, ev_to_hartree};

/// Length of every message header, in bytes.
pub const HEADER_LEN: usize = 12;

/// Where i-PI and ASE put UNIX sockets: `--unix NAME` is the path `/tmp/ipi_NAME`.
pub const DEFAULT_SOCKETS_PREFIX: &str = "/tmp/ipi_";

/// Largest `INIT` or `EXTRADATA` payload accepted (i-PI sends a short parameter string).
const MAX_PAYLOAD_BYTES: i32 = 1 << 26;

/// A header the server sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Header {
    /// `STATUS`: what state is the client in?
    Status,
    /// `INIT`: bead index and an initialisation string.
    Init,
    /// `POSDATA`: cell, inverse cell, positions.
    PosData,
    /// `GETFORCE`: send the results.
    GetForce,
    /// `EXTRADATA`: a JSON string for clients that asked for it.
    ExtraData,
    /// `EXIT`: the end.
    Exit,
}

impl Header {
    /// The header as it appears on the wire, without padding.
    pub fn name(self) -> &'static str {
        match self {
            Header::Status => "STATUS",
            Header::Init => "INIT",
            Header::PosData => "POSDATA",
            Header::GetForce => "GETFORCE",
            Header::ExtraData => "EXTRADATA",
            Header::Exit => "EXIT",
        }
    }

    /// Parse a received header: ASCII letters padded with spaces (or NUL bytes, as some C
    /// servers pad); case is ignored, as i-PI upper-cases every header it writes.
    pub fn parse(raw: &[u8; HEADER_LEN]) -> Result<Header> {
        let end = raw.iter().rposition(|&b| b != b' ' && b != 0).map_or(0, |i| i + 1);
        let word = &raw[..end];
        let bad = || Error::Invalid(format!("malformed header {}: expected STATUS, INIT, POSDATA, GETFORCE or EXIT", show_bytes(raw)));
        if word.is_empty() || !word.iter().all(|b| b.is_ascii_alphabetic()) {
            return Err(bad());
        }
        let word = String::from_utf8_lossy(word).to_ascii_uppercase();
        Ok(match word.as_str() {
            "STATUS" => Header::Status,
            "INIT" => Header::Init,
            "POSDATA" => Header::PosData,
            "GETFORCE" => Header::GetForce,
            "EXTRADATA" => Header::ExtraData,
            "EXIT" => Header::Exit,
            _ => {
                return Err(Error::Invalid(format!(
                    "unknown header \"{word}\": expected STATUS, INIT, POSDATA, GETFORCE or EXIT"
                )))
            }
        })
    }
}

/// A header as 12 bytes, padded with spaces.
pub fn header_bytes(word: &str) -> [u8; HEADER_LEN] {
    let mut h = [b' '; HEADER_LEN];
    h[..word.len()].copy_from_slice(word.as_bytes());
    h
}

/// Printable form of raw bytes for error messages: `"AB\x00..."`.
fn show_bytes(raw: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in raw {
        if b.is_ascii_graphic() || b == b' ' {
            s.push(b as char);
        } else {
            s.push_str(&format!("\\x{b:02x}"));
        }
    }
    s.push('"');
    s
}

/// The payload of `POSDATA`, in atomic units.
#[derive(Clone, Debug, PartialEq)]
pub struct PosData {
    /// Lattice vectors a, b, c as rows (Bohr); i-PI's h transposed. Zero for ASE's molecules.
    pub cell: [[f64; 3]; 3],
    /// The inverse cell as sent (1/Bohr), in the same layout as `cell` (h⁻¹ transposed). Unused.
    pub inverse_cell: [[f64; 3]; 3],
    /// Cartesian positions (Bohr).
    pub positions: Vec<[f64; 3]>,
}

/// The payload of `FORCEREADY`, in atomic units.
#[derive(Clone, Debug, PartialEq)]
pub struct ForceData {
    /// Potential energy (Hartree).
    pub energy: f64,
    /// Forces (Hartree/Bohr), one per atom.
    pub forces: Vec<[f64; 3]>,
    /// Virial W = −∂E/∂ε (Hartree); `W[a][b]`.
    pub virial: [[f64; 3]; 3],
    /// Extra bytes (i-PI reads them as a JSON string); empty here.
    pub extra: Vec<u8>,
}

/// 3×3 matrix from 9 values in the wire layout (C order of the transpose).
fn matrix_from_wire(v: &[f64]) -> [[f64; 3]; 3] {
    let mut m = [[0.0; 3]; 3];
    for (i, row) in m.iter_mut().enumerate() {
        for (k, x) in row.iter_mut().enumerate() {
            *x = v[3 * k + i];
        }
    }
    m
}

/// 9 values in the wire layout (C order of the transpose) from a 3×3 matrix.
fn matrix_to_wire(m: &[[f64; 3]; 3], out: &mut Vec<u8>) {
    for k in 0..3 {
        for row in m {
            out.extend_from_slice(&row[k].to_ne_bytes());
        }
    }
}

impl ForceData {
    /// Everything the client sends after `GETFORCE`, `FORCEREADY` header included, as one buffer
    /// (one write, one system call).
    pub fn encode(&self) -> Vec<u8> {
        let n = self.forces.len();
        let mut out = Vec::with_capacity(HEADER_LEN + 8 + 4 + 24 * n + 72 + 4 + self.extra.len());
        out.extend_from_slice(&header_bytes("FORCEREADY"));
        out.extend_from_slice(&self.energy.to_ne_bytes());
        out.extend_from_slice(&(n as i32).to_ne_bytes());
        for f in &self.forces {
            for x in f {
                out.extend_from_slice(&x.to_ne_bytes());
            }
        }
        matrix_to_wire(&self.virial, &mut out);
        out.extend_from_slice(&(self.extra.len() as i32).to_ne_bytes());
        out.extend_from_slice(&self.extra);
        out
    }
}

/// Where the server listens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    /// A UNIX domain socket at this path.
    Unix(PathBuf),
    /// A TCP address `host:port`.
    Inet(String),
}

impl Address {
    /// The UNIX socket of i-PI's name `name`: `prefix` + `name` (prefix [`DEFAULT_SOCKETS_PREFIX`]).
    pub fn unix(name: &str, prefix: &str) -> Address {
        Address::Unix(PathBuf::from(format!("{prefix}{name}")))
    }
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Address::Unix(p) => write!(f, "unix socket {}", p.display()),
            Address::Inet(a) => write!(f, "tcp {a}"),
        }
    }
}

/// A connection to the server.
pub enum Stream {
    /// Over a UNIX domain socket.
    Unix(UnixStream),
    /// Over TCP (Nagle's algorithm off: the protocol is many small messages).
    Tcp(TcpStream),
}

impl Stream {
    /// Read and write timeouts (`None`: wait forever).
    pub fn set_timeouts(&self, timeout: Option<Duration>) -> io::Result<()> {
        match self {
            Stream::Unix(s) => {
                s.set_read_timeout(timeout)?;
                s.set_write_timeout(timeout)
            }
            Stream::Tcp(s) => {
                s.set_read_timeout(timeout)?;
                s.set_write_timeout(timeout)
            }
        }
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Unix(s) => s.read(buf),
            Stream::Tcp(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Unix(s) => s.write(buf),
            Stream::Tcp(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stream::Unix(s) => s.flush(),
            Stream::Tcp(s) => s.flush(),
        }
    }
}

/// Connect to the server, retrying while nobody listens yet (socket file absent, connection
/// refused) for at most `timeout` (`None`: until it answers). The stream gets `timeout` as its
/// read and write timeout.
pub fn connect(address: &Address, timeout: Option<Duration>) -> Result<Stream> {
    let start = Instant::now();
    let mut pause = Duration::from_millis(20);
    loop {
        let attempt = match address {
            Address::Unix(path) => UnixStream::connect(path).map(Stream::Unix),
            Address::Inet(addr) => connect_tcp(addr).map(Stream::Tcp),
        };
        let err = match attempt {
            Ok(stream) => {
                stream.set_timeouts(timeout).map_err(|e| Error::Invalid(format!("i-PI: {address}: {e}")))?;
                return Ok(stream);
            }
            Err(e) => e,
        };
        let retry = matches!(err.kind(), io::ErrorKind::NotFound | io::ErrorKind::ConnectionRefused);
        if !retry {
            return Err(Error::Invalid(format!("i-PI: cannot connect to {address}: {err}")));
        }
        let waited = start.elapsed();
        if let Some(t) = timeout {
            if waited >= t {
                return Err(Error::Invalid(format!(
                    "i-PI: cannot connect to {address}: {err} (retried for {:.1} s; is the server running? --timeout sets how long to wait)",
                    waited.as_secs_f64()
                )));
            }
            pause = pause.min(t - waited);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(500));
    }
}

fn connect_tcp(addr: &str) -> io::Result<TcpStream> {
    let mut last = io::Error::new(io::ErrorKind::InvalidInput, format!("{addr} resolves to no address (expected HOST:PORT)"));
    for a in addr.to_socket_addrs()? {
        match TcpStream::connect(a) {
            Ok(s) => {
                s.set_nodelay(true)?;
                return Ok(s);
            }
            Err(e) => last = e,
        }
    }
    Err(last)
}

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The server sent `EXIT`.
    Exit,
    /// The server closed the connection between two messages (ASE does so instead of `EXIT`).
    Closed,
}

/// Counters of a session.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    /// `POSDATA` messages evaluated.
    pub steps: usize,
    /// Seconds spent evaluating the model (system building, neighbour list, forward, backward),
    /// all steps.
    pub compute_secs: f64,
    /// The part of `compute_secs` spent on the first step (GPU kernels compile then).
    pub first_compute_secs: f64,
    /// Steps that reused the neighbour list of an earlier step.
    pub list_reused: usize,
}

/// Client state, as answered to `STATUS`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    NeedInit,
    Ready,
    HaveData,
}

/// The client: a calculator, the template's atomic numbers and periodicity, the protocol state.
pub struct Driver<B: Backend> {
    calc: Calculator<B>,
    numbers: Vec<u32>,
    pbc: [bool; 3],
    state: State,
    result: Option<ForceData>,
    bead: Option<i32>,
    stats: Stats,
    skin: f64,
}

impl<B: Backend> Driver<B> {
    /// A driver for structures with the template's atomic numbers (in order) and periodicity.
    /// Fails when the model does not know one of the elements.
    pub fn new(calc: Calculator<B>, template: &System) -> Result<Self> {
        template.validate(0)?;
        if let Some(a) = template.numbers.iter().position(|&z| !calc.model().supports(z)) {
            let z = template.numbers[a];
            return Err(Error::Invalid(format!(
                "template atom {a}: element {} (Z={z}) is not in model {}",
                crate::system::symbol(z),
                calc.model().path.display()
            )));
        }
        let pbc = if template.cell.is_some() { template.pbc } else { [false; 3] };
        Ok(Driver { calc, numbers: template.numbers.clone(), pbc, state: State::NeedInit, result: None, bead: None, stats: Stats::default(), skin: 0.0 })
    }

    /// Keep the neighbour list between steps with this Verlet skin (Å); 0 rebuilds every step.
    pub fn with_skin(mut self, skin: f64) -> Self {
        self.skin = skin;
        self
    }

    /// The calculator.
    pub fn calculator(&self) -> &Calculator<B> {
        &self.calc
    }

    /// Number of atoms every `POSDATA` must carry.
    pub fn n_atoms(&self) -> usize {
        self.numbers.len()
    }

    /// True when the virial sent is zero because the backends compute no stress for this
    /// periodicity (periodic along one or two lattice directions only).
    pub fn virial_is_zero(&self) -> bool {
        let n = self.pbc.iter().filter(|&&p| p).count();
        n == 1 || n == 2
    }

    /// Counters so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The bead index of the last `INIT`, if any.
    pub fn bead(&self) -> Option<i32> {
        self.bead
    }

    /// Evaluate one `POSDATA`: energy, forces and virial in atomic units.
    pub fn evaluate(&mut self, pos: &PosData) -> Result<ForceData> {
        let t0 = Instant::now();
        let n = self.numbers.len();
        if pos.positions.len() != n {
            return Err(Error::Invalid(format!(
                "the server sent {} atoms but the template has {n}; the atoms, their order and their number come from --template",
                pos.positions.len()
            )));
        }
        let positions: Vec<[f64; 3]> = pos.positions.iter().map(|p| p.map(bohr_to_angstrom)).collect();
        let periodic = self.pbc.iter().any(|&p| p);
        let system = if periodic {
            System::periodic(self.numbers.clone(), positions, pos.cell.map(|r| r.map(bohr_to_angstrom)), self.pbc)
        } else {
            System::molecule(self.numbers.clone(), positions)
        };
        let stress = system.has_stress();
        let volume = system.volume().unwrap_or(0.0);
        let step = self.stats.steps;
        let context = |e: Error| match e {
            Error::System { msg, .. } => Error::Invalid(format!("POSDATA {step}: {msg}")),
            other => other,
        };
        let batch = Batch::new(vec![system]).map_err(context)?;
        let r = self.calc.compute_reusing(&batch, Request { forces: true, stress }, self.skin).map_err(context)?;
        self.stats.list_reused += r.list_reused as usize;
        let mut virial = [[0.0; 3]; 3];
        match r.stress.first().copied().flatten() {
            Some(s) => {
                // Voigt xx yy zz yz xz xy → W = −V σ
                let full = [[s[0], s[5], s[4]], [s[5], s[1], s[3]], [s[4], s[3], s[2]]];
                for a in 0..3 {
                    for b in 0..3 {
                        virial[a][b] = -volume * full[a][b];
                    }
                }
            }
            None if !periodic => {
                // W_ab = −∂E/∂ε_ab = Σ_i F_ia r_ib
                for (f, p) in r.forces.iter().zip(&batch.systems[0].positions) {
                    for a in 0..3 {
                        for b in 0..3 {
                            virial[a][b] += f[a] * p[b];
                        }
                    }
                }
            }
            None => {}
        }
        let out = ForceData {
            energy: ev_to_hartree(r.energy[0]),
            forces: r.forces.iter().map(|f| f.map(ev_per_a_to_hartree_per_bohr)).collect(),
            virial: virial.map(|row| row.map(ev_to_hartree)),
            extra: Vec::new(),
        };
        let secs = t0.elapsed().as_secs_f64();
        if self.stats.steps == 0 {
            self.stats.first_compute_secs = secs;
        }
        self.stats.steps += 1;
        self.stats.compute_secs += secs;
        Ok(out)
    }

    /// Answer the server on `stream` until it sends `EXIT` or closes the connection between two
    /// messages. Any protocol violation, a message cut short, a read or write timeout (set on the
    /// stream) or a failed evaluation is an error; the caller should then close the connection.
    pub fn serve<S: Read + Write>(&mut self, stream: &mut S) -> Result<Ending> {
        loop {
            let header = match read_header(stream)? {
                Some(h) => h,
                None => return Ok(Ending::Closed),
            };
            match header {
                Header::Status => {
                    let reply = match self.state {
                        State::NeedInit => "NEEDINIT",
                        State::Ready => "READY",
                        State::HaveData => "HAVEDATA",
                    };
                    write_all(stream, &header_bytes(reply), reply)?;
                }
                Header::Init => {
                    let bead = read_i32(stream, "INIT bead index")?;
                    read_payload(stream, "INIT")?;
                    self.bead = Some(bead);
                    if self.state == State::NeedInit {
                        self.state = State::Ready;
                    }
                }
                Header::ExtraData => {
                    read_payload(stream, "EXTRADATA")?;
                }
                Header::PosData => {
                    let pos = self.read_posdata(stream)?;
                    self.result = Some(self.evaluate(&pos)?);
                    self.state = State::HaveData;
                }
                Header::GetForce => {
                    let result = match (self.state, self.result.take()) {
                        (State::HaveData, Some(r)) => r,
                        _ => return Err(Error::Invalid("protocol error: GETFORCE before any POSDATA".into())),
                    };
                    write_all(stream, &result.encode(), "FORCEREADY")?;
                    self.state = State::Ready;
                }
                Header::Exit => return Ok(Ending::Exit),
            }
        }
    }

    /// The body of `POSDATA` (after its header). The atom count is checked before the positions
    /// are read, so a wrong count never allocates what the server claims.
    fn read_posdata<S: Read>(&mut self, stream: &mut S) -> Result<PosData> {
        let mut buf = [0u8; 144];
        read_exact(stream, &mut buf, "POSDATA cell and inverse cell")?;
        let values: Vec<f64> = buf.chunks_exact(8).map(|c| f64::from_ne_bytes(c.try_into().unwrap())).collect();
        let cell = matrix_from_wire(&values[..9]);
        let inverse_cell = matrix_from_wire(&values[9..]);
        let n = read_i32(stream, "POSDATA atom count")?;
        if n < 0 || n as usize != self.numbers.len() {
            return Err(Error::Invalid(format!(
                "the server sent {n} atoms but the template has {}; the atoms, their order and their number come from --template",
                self.numbers.len()
            )));
        }
        let mut raw = vec![0u8; 24 * n as usize];
        read_exact(stream, &mut raw, "POSDATA positions")?;
        let positions = raw
            .chunks_exact(24)
            .map(|c| [0, 1, 2].map(|k| f64::from_ne_bytes(c[8 * k..8 * k + 8].try_into().unwrap())))
            .collect();
        Ok(PosData { cell, inverse_cell, positions })
    }
}

/// What an I/O error means to a user, for message part `what`.
fn io_error(e: io::Error, what: &str, got: usize, want: usize) -> Error {
    match e.kind() {
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => Error::Invalid(format!(
            "timed out waiting for the server ({what}: {got} of {want} bytes received; --timeout sets the limit)"
        )),
        io::ErrorKind::UnexpectedEof => Error::Invalid(format!(
            "the server closed the connection in the middle of a message ({what}: {got} of {want} bytes received)"
        )),
        _ => Error::Invalid(format!("{what}: {e}")),
    }
}

/// Fill `buf` or fail with a message naming `what` and how far it got.
fn read_exact<S: Read>(stream: &mut S, buf: &mut [u8], what: &str) -> Result<()> {
    let mut got = 0;
    while got < buf.len() {
        match stream.read(&mut buf[got..]) {
            Ok(0) => return Err(io_error(io::ErrorKind::UnexpectedEof.into(), what, got, buf.len())),
            Ok(k) => got += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(io_error(e, what, got, buf.len())),
        }
    }
    Ok(())
}

/// The next header, or `None` when the server closed the connection cleanly before it.
fn read_header<S: Read>(stream: &mut S) -> Result<Option<Header>> {
    let mut raw = [0u8; HEADER_LEN];
    let mut got = 0;
    while got < HEADER_LEN {
        match stream.read(&mut raw[got..]) {
            Ok(0) if got == 0 => return Ok(None),
            Ok(0) => return Err(io_error(io::ErrorKind::UnexpectedEof.into(), "header", got, HEADER_LEN)),
            Ok(k) => got += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(io_error(e, "header", got, HEADER_LEN)),
        }
    }
    Header::parse(&raw).map(Some)
}

fn read_i32<S: Read>(stream: &mut S, what: &str) -> Result<i32> {
    let mut b = [0u8; 4];
    read_exact(stream, &mut b, what)?;
    Ok(i32::from_ne_bytes(b))
}

/// An `int32` length and that many bytes (discarded).
fn read_payload<S: Read>(stream: &mut S, what: &str) -> Result<()> {
    let n = read_i32(stream, &format!("{what} length"))?;
    if !(0..=MAX_PAYLOAD_BYTES).contains(&n) {
        return Err(Error::Invalid(format!("{what}: invalid length {n}")));
    }
    let mut buf = vec![0u8; n as usize];
    read_exact(stream, &mut buf, what)
}

fn write_all<S: Write>(stream: &mut S, bytes: &[u8], what: &str) -> Result<()> {
    stream.write_all(bytes).and_then(|_| stream.flush()).map_err(|e| match e.kind() {
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => {
            Error::Invalid(format!("timed out sending {what} to the server (--timeout sets the limit)"))
        }
        _ => Error::Invalid(format!("sending {what} to the server: {e}")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_parse_padded_and_reject_garbage() {
        assert_eq!(Header::parse(&header_bytes("STATUS")).unwrap(), Header::Status);
        assert_eq!(Header::parse(b"posdata\0\0\0\0\0").unwrap(), Header::PosData);
        assert_eq!(Header::parse(&header_bytes("EXIT")).unwrap(), Header::Exit);
        let e = Header::parse(&header_bytes("HELLO")).unwrap_err().to_string();
        assert!(e.contains("unknown header \"HELLO\""), "{e}");
        let e = Header::parse(b"STA\xffTUS     ").unwrap_err().to_string();
        assert!(e.contains("malformed header") && e.contains("\\xff"), "{e}");
        assert!(Header::parse(&[b' '; 12]).is_err());
        assert!(Header::parse(b"STATUS READY").is_err());
    }

    #[test]
    fn wire_matrices_are_the_transpose_in_c_order() {
        // i-PI's h has the lattice vectors as columns; its C order is a_x b_x c_x a_y ...
        let cell = [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]];
        let mut bytes = Vec::new();
        matrix_to_wire(&cell, &mut bytes);
        let v: Vec<f64> = bytes.chunks_exact(8).map(|c| f64::from_ne_bytes(c.try_into().unwrap())).collect();
        assert_eq!(v, [1.0, 4.0, 7.0, 2.0, 5.0, 8.0, 3.0, 6.0, 9.0]);
        assert_eq!(matrix_from_wire(&v), cell);
    }

    #[test]
    fn force_data_layout() {
        let f = ForceData { energy: -1.5, forces: vec![[1.0, 2.0, 3.0]], virial: [[0.0; 3]; 3], extra: vec![] };
        let b = f.encode();
        assert_eq!(b.len(), 12 + 8 + 4 + 24 + 72 + 4);
        assert_eq!(&b[..12], b"FORCEREADY  ");
        assert_eq!(f64::from_ne_bytes(b[12..20].try_into().unwrap()), -1.5);
        assert_eq!(i32::from_ne_bytes(b[20..24].try_into().unwrap()), 1);
    }
}
