//! File formats. Structures come in and results go out as ASE-compatible extended XYZ.
pub mod extxyz;
pub mod output;
