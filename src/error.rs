//! One error type for the library boundary. Every variant carries the context a user needs to fix
//! the input: which file and line, which frame, which atom, which element, which kernel.
use std::path::PathBuf;

/// Everything that can go wrong in mlff, with context. The CLI prints it on one line.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file could not be opened, read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// A text file (extxyz) is malformed at a given line (1-based).
    #[error("{path}:{line}: {msg}")]
    Parse {
        /// The file.
        path: PathBuf,
        /// 1-based line number.
        line: usize,
        /// What is wrong there.
        msg: String,
    },
    /// A model file is missing, corrupt or inconsistent.
    #[error("model {path}: {msg}")]
    Model {
        /// The model file.
        path: PathBuf,
        /// What is wrong with it.
        msg: String,
    },
    /// A structure cannot be evaluated (bad coordinates, overlapping atoms, degenerate cell, ...).
    /// `system` is the 0-based index of the structure in its batch or file.
    #[error("structure {system}: {msg}")]
    System {
        /// 0-based index of the structure (frame) in the batch.
        system: usize,
        /// What is wrong, naming the atom(s) where that applies.
        msg: String,
    },
    /// A backend is unavailable or failed.
    #[error("backend {backend}: {msg}")]
    Backend {
        /// The backend name (cpu, cuda, wgpu).
        backend: String,
        /// What happened.
        msg: String,
    },
    /// A host buffer whose size follows the input could not be allocated
    /// ([`crate::host_memory`]): the structure needs more memory than this process can take.
    #[error("out of memory: {what} needs {:.2} GiB, which this process cannot allocate (see `ulimit -v` and the memory available)", *.bytes as f64 / (1u64 << 30) as f64)]
    OutOfMemory {
        /// The buffer or evaluation.
        what: String,
        /// The bytes asked for.
        bytes: u64,
    },
    /// A request the caller made is not valid (bad argument, unsupported option).
    #[error("{0}")]
    Invalid(String),
}

impl Error {
    /// Attach a file path to an I/O error.
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io { path: path.into(), source }
    }

    /// An error about a system evaluated on its own (index 0), renumbered as system `s` of its
    /// batch.
    pub fn in_system(self, s: usize) -> Self {
        match self {
            Error::System { msg, .. } => Error::System { system: s, msg },
            other => other,
        }
    }

    /// An error of an evaluation of `systems` structures: an [`Error::OutOfMemory`] of a batch
    /// of one structure becomes an error of that structure (index 0), which front ends place in
    /// their input; everything else is returned as it is.
    pub fn in_batch_of(self, systems: usize) -> Self {
        match self {
            e @ Error::OutOfMemory { .. } if systems == 1 => Error::System { system: 0, msg: e.to_string() },
            other => other,
        }
    }
}

/// Result with the mlff [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;
