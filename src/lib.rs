//! mlff: machine-learned interatomic potentials (PaiNN and SchNet, as trained with schnetpack
//! 2.1.1) at hardware speed, with energies, analytic forces and stress.
//!
//! Data flow: extxyz / API → [`system::System`] → [`system::Batch`] (validated once) →
//! [`calculator::Calculator`] → a [`backend::Backend`] (neighbour list, the architecture's forward
//! pass, hand-derived backward) → [`calculator::Results`].
//!
//! Units everywhere: eV, Å, fs, amu, K (see [`units`]).
#![warn(missing_docs)]

pub mod backend;
pub mod bench;
pub mod budget;
pub mod calculator;
pub mod error;
pub mod exclusive;
pub mod host_memory;
pub mod io;
// Sockets (TCP and Unix), which a browser (wasm32) does not have.
#[cfg(not(target_family = "wasm"))]
pub mod ipi;
pub mod md;
pub mod model;
pub mod neighbor;
pub mod structures;
pub mod system;
pub mod units;

pub use calculator::{open, BackendKind, Calculator, Request, Results};
pub use error::{Error, Result};
pub use model::Model;

pub use system::{Batch, System};
