//! Structures and batches of structures.
//!
//! A [`System`] is one structure: atomic numbers, Cartesian positions (Å), an optional cell whose
//! *rows* are the lattice vectors a, b, c (Å), and periodicity per lattice direction. A [`Batch`] is
//! many systems concatenated (atoms of system 0, then system 1, ...): the unit every backend
//! evaluates in one pass. Inputs are validated once, when the batch is built.
use crate::error::{Error, Result};

/// The chemical symbols of elements 1..=118, index = Z - 1.
pub const SYMBOLS: [&str; 118] = [
    "H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne", "Na", "Mg", "Al", "Si", "P", "S", "Cl",
    "Ar", "K", "Ca", "Sc", "Ti", "V", "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn", "Ga", "Ge", "As",
    "Se", "Br", "Kr", "Rb", "Sr", "Y", "Zr", "Nb", "Mo", "Tc", "Ru", "Rh", "Pd", "Ag", "Cd", "In",
    "Sn", "Sb", "Te", "I", "Xe", "Cs", "Ba", "La", "Ce", "Pr", "Nd", "Pm", "Sm", "Eu", "Gd", "Tb",
    "Dy", "Ho", "Er", "Tm", "Yb", "Lu", "Hf", "Ta", "W", "Re", "Os", "Ir", "Pt", "Au", "Hg", "Tl",
    "Pb", "Bi", "Po", "At", "Rn", "Fr", "Ra", "Ac", "Th", "Pa", "U", "Np", "Pu", "Am", "Cm", "Bk",
    "Cf", "Es", "Fm", "Md", "No", "Lr", "Rf", "Db", "Sg", "Bh", "Hs", "Mt", "Ds", "Rg", "Cn", "Nh",
    "Fl", "Mc", "Lv", "Ts", "Og",
];

/// Atomic number of a chemical symbol (case-sensitive as in the periodic table: "C", "Cl").
pub fn atomic_number(symbol: &str) -> Option<u32> {
    SYMBOLS.iter().position(|s| *s == symbol).map(|i| i as u32 + 1)
}

/// Chemical symbol of an atomic number ("X" if out of range).
pub fn symbol(z: u32) -> &'static str {
    if (1..=118).contains(&z) {
        SYMBOLS[z as usize - 1]
    } else {
        "X"
    }
}

/// One structure. Positions in Å; `cell` rows are the lattice vectors in Å.
#[derive(Clone, Debug, PartialEq)]
pub struct System {
    /// Atomic numbers, one per atom.
    pub numbers: Vec<u32>,
    /// Cartesian positions in Å, one per atom.
    pub positions: Vec<[f64; 3]>,
    /// Lattice vectors a, b, c as rows (Å); `None` for a molecule without a cell.
    pub cell: Option<[[f64; 3]; 3]>,
    /// Periodicity along a, b, c. Must be all false when `cell` is `None`.
    pub pbc: [bool; 3],
}

impl System {
    /// A molecule without a cell.
    pub fn molecule(numbers: Vec<u32>, positions: Vec<[f64; 3]>) -> Self {
        System { numbers, positions, cell: None, pbc: [false; 3] }
    }

    /// A periodic structure.
    pub fn periodic(numbers: Vec<u32>, positions: Vec<[f64; 3]>, cell: [[f64; 3]; 3], pbc: [bool; 3]) -> Self {
        System { numbers, positions, cell: Some(cell), pbc }
    }

    /// Number of atoms.
    pub fn len(&self) -> usize {
        self.numbers.len()
    }

    /// True when the system has no atoms.
    pub fn is_empty(&self) -> bool {
        self.numbers.is_empty()
    }

    /// Cell volume in Å³ (absolute value of the triple product), `None` without a cell.
    pub fn volume(&self) -> Option<f64> {
        self.cell.map(|c| det3(&c).abs())
    }

    /// True when stress is defined: periodic in all three directions.
    pub fn has_stress(&self) -> bool {
        self.cell.is_some() && self.pbc.iter().all(|&p| p)
    }

    /// Check what every backend relies on: equal lengths, finite coordinates, known elements,
    /// a non-degenerate cell where any direction is periodic. `index` names the system in errors.
    pub fn validate(&self, index: usize) -> Result<()> {
        let err = |msg: String| Error::System { system: index, msg };
        if self.numbers.len() != self.positions.len() {
            return Err(err(format!(
                "{} atomic numbers but {} positions",
                self.numbers.len(),
                self.positions.len()
            )));
        }
        for (a, (&z, p)) in self.numbers.iter().zip(&self.positions).enumerate() {
            if !(1..=118).contains(&z) {
                return Err(err(format!("atom {a}: atomic number {z} is not an element")));
            }
            if p.iter().any(|x| !x.is_finite()) {
                return Err(err(format!(
                    "atom {a} ({}): position is not finite: {:?}",
                    symbol(z),
                    p
                )));
            }
        }
        match &self.cell {
            Some(c) => {
                if c.iter().flatten().any(|x| !x.is_finite()) {
                    return Err(err("cell is not finite".into()));
                }
                let v = det3(c).abs();
                for d in 0..3 {
                    let len = (c[d][0] * c[d][0] + c[d][1] * c[d][1] + c[d][2] * c[d][2]).sqrt();
                    if self.pbc[d] && len < 1e-8 {
                        return Err(err(format!("cell vector {} is zero but periodic", ["a", "b", "c"][d])));
                    }
                }
                if self.pbc.iter().all(|&p| p) && v < 1e-8 {
                    return Err(err(format!("cell has zero volume ({v:.3e} Å³): its lattice vectors are linearly dependent")));
                }
                if self.pbc.iter().filter(|&&p| p).count() == 2 {
                    // the two periodic vectors must span a plane
                    let (i, j) = match self.pbc {
                        [false, _, _] => (1, 2),
                        [_, false, _] => (0, 2),
                        _ => (0, 1),
                    };
                    let n = cross(c[i], c[j]);
                    if (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt() < 1e-8 {
                        return Err(err("periodic cell vectors are parallel".into()));
                    }
                }
            }
            None => {
                if self.pbc.iter().any(|&p| p) {
                    return Err(err("periodic boundary conditions without a cell".into()));
                }
            }
        }
        Ok(())
    }
}

/// Many systems concatenated, validated once. Atom `a` of system `s` is global atom
/// `atom_start[s] + a`.
#[derive(Clone, Debug)]
pub struct Batch {
    /// The systems, in order.
    pub systems: Vec<System>,
    /// Index of each system's first atom in the concatenation; length `systems.len() + 1`.
    pub atom_start: Vec<usize>,
}

impl Batch {
    /// Validate and concatenate. Empty systems are allowed (their energy is 0).
    pub fn new(systems: Vec<System>) -> Result<Self> {
        let mut atom_start = Vec::with_capacity(systems.len() + 1);
        atom_start.push(0);
        for (i, s) in systems.iter().enumerate() {
            s.validate(i)?;
            atom_start.push(atom_start[i] + s.len());
        }
        Ok(Batch { systems, atom_start })
    }

    /// Total number of atoms.
    pub fn n_atoms(&self) -> usize {
        *self.atom_start.last().unwrap()
    }

    /// Number of systems.
    pub fn len(&self) -> usize {
        self.systems.len()
    }

    /// True when the batch holds no systems.
    pub fn is_empty(&self) -> bool {
        self.systems.is_empty()
    }
}

/// Determinant of a 3×3 matrix.
pub fn det3(m: &[[f64; 3]; 3]) -> f64 {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
}

/// Cross product.
pub fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn symbols_round_trip() {
        for z in 1..=118u32 {
            assert_eq!(atomic_number(symbol(z)), Some(z));
        }
        assert_eq!(atomic_number("Xx"), None);
        assert_eq!(atomic_number("c"), None);
    }
    #[test]
    fn validation_names_the_atom() {
        let s = System::molecule(vec![1, 8], vec![[0.0; 3], [f64::NAN, 0.0, 0.0]]);
        let e = s.validate(3).unwrap_err().to_string();
        assert!(e.contains("structure 3") && e.contains("atom 1 (O)"), "{e}");
        let flat = System::periodic(vec![1], vec![[0.0; 3]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [1.0, 1.0, 0.0]], [true; 3]);
        assert!(flat.validate(0).unwrap_err().to_string().contains("zero volume"));
    }
}
