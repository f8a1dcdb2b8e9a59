//! Built-in structures for `mlff check` and `mlff bench`: small molecules (ASE's geometries),
//! periodic water boxes of any size (≈1 g/cm³, as the peer benchmark builds them) and a
//! triclinic silicon cell smaller than twice a 5 Å cutoff.
use std::path::Path;

use crate::io::extxyz::read_extxyz_str;
use crate::system::System;

fn from_xyz(text: &str, name: &str) -> System {
    read_extxyz_str(text, Path::new(name)).expect("built-in structure parses").remove(0).system
}

/// Water (ASE `molecule('H2O')`).
pub fn water() -> System {
    from_xyz(include_str!("../examples/data/water.xyz"), "water.xyz")
}

/// Ethanol (ASE `molecule('CH3CH2OH')`).
pub fn ethanol() -> System {
    from_xyz(include_str!("../examples/data/ethanol.xyz"), "ethanol.xyz")
}

/// Benzene (ASE `molecule('C6H6')`).
pub fn benzene() -> System {
    from_xyz(include_str!("../benches/data/benzene.extxyz"), "benzene.extxyz")
}

/// Alanine dipeptide (Ace-Ala-NMe, C6H12N2O2, 22 atoms), from `tests/data/structures`.
pub fn alanine_dipeptide() -> System {
    from_xyz(include_str!("../tests/data/structures/alanine_dipeptide.xyz"), "alanine_dipeptide.xyz")
}

/// A cubic periodic box of n³ water molecules, 3.104 Å per molecule (≈1 g/cm³): the peer
/// benchmark's `water_box(n)` exactly (3n³ atoms).
pub fn water_box(n: usize) -> System {
    let a = 3.104;
    let base = [[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]];
    let mut numbers = Vec::with_capacity(3 * n * n * n);
    let mut positions = Vec::with_capacity(3 * n * n * n);
    for i in 0..n {
        for j in 0..n {
            for k in 0..n {
                for (m, b) in base.iter().enumerate() {
                    numbers.push(if m == 0 { 8 } else { 1 });
                    positions.push([b[0] + i as f64 * a + 0.5, b[1] + j as f64 * a + 0.5, b[2] + k as f64 * a + 0.5]);
                }
            }
        }
    }
    let l = n as f64 * a;
    System::periodic(numbers, positions, [[l, 0.0, 0.0], [0.0, l, 0.0], [0.0, 0.0, l]], [true; 3])
}

/// 16 silicon atoms (2×1×1 conventional diamond cells) in a sheared triclinic cell, slightly
/// displaced: a cell thinner than twice a 5 Å cutoff, so atoms see several images of a neighbour.
pub fn silicon_triclinic() -> System {
    let a = 5.43;
    let basis = [[0.0, 0.0, 0.0], [0.0, 0.5, 0.5], [0.5, 0.0, 0.5], [0.5, 0.5, 0.0], [0.25, 0.25, 0.25], [0.25, 0.75, 0.75], [0.75, 0.25, 0.75], [0.75, 0.75, 0.25]];
    let cell = [[2.0 * a, 0.0, 0.0], [0.4, a, 0.0], [0.3, -0.5, a]];
    let mut positions = Vec::new();
    for rep in 0..2 {
        for (m, b) in basis.iter().enumerate() {
            let s = [(b[0] + rep as f64) / 2.0, b[1], b[2]];
            let jiggle = 0.03 * ((m * 7 + rep * 3) as f64).sin();
            positions.push([0, 1, 2].map(|k| s[0] * cell[0][k] + s[1] * cell[1][k] + s[2] * cell[2][k] + jiggle));
        }
    }
    System::periodic(vec![14; 16], positions, cell, [true; 3])
}

/// The structures `mlff check` runs, with their names.
pub fn check_set() -> Vec<(&'static str, System)> {
    vec![
        ("water", water()),
        ("ethanol", ethanol()),
        ("benzene", benzene()),
        ("water box 192", water_box(4)),
        ("triclinic Si 16", silicon_triclinic()),
    ]
}
