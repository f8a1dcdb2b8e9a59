//! Structures and batches of structures.
//!
//! A [`System`] is one structure: atomic numbers, Cartesian positions (Å), an optional cell whose
//! *rows* are the lattice vectors a, b, c (Å), and periodicity per lattice direction. A [`Batch`] is
//! many systems concatenated (atoms of system 0, then system 1, ...): the unit every backend
//! evaluates in one pass. Inputs are validated once, when the batch is built.
use crate::error::{Error, Result};
use rayon::prelude::*;

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

/// Standard atomic weights (amu) of the elements 1..=118 by atomic number (index 0 unused):
/// IUPAC 2016, ASE's `ase.data.atomic_masses`, so that velocities and temperatures agree with ASE.
pub const ATOMIC_MASSES: [f64; 119] = [
    1.0, 1.008, 4.002602, 6.94, 9.0121831, 10.81, 12.011, 14.007, 15.999, 18.998403163, 20.1797, 22.98976928, 24.305, 26.9815385,
    28.085, 30.973761998, 32.06, 35.45, 39.948, 39.0983, 40.078, 44.955908, 47.867, 50.9415, 51.9961, 54.938044, 55.845, 58.933194,
    58.6934, 63.546, 65.38, 69.723, 72.63, 74.921595, 78.971, 79.904, 83.798, 85.4678, 87.62, 88.90584, 91.224, 92.90637, 95.95,
    97.90721, 101.07, 102.9055, 106.42, 107.8682, 112.414, 114.818, 118.71, 121.76, 127.6, 126.90447, 131.293, 132.90545196,
    137.327, 138.90547, 140.116, 140.90766, 144.242, 144.91276, 150.36, 151.964, 157.25, 158.92535, 162.5, 164.93033, 167.259,
    168.93422, 173.054, 174.9668, 178.49, 180.94788, 183.84, 186.207, 190.23, 192.217, 195.084, 196.966569, 200.592, 204.38,
    207.2, 208.9804, 208.98243, 209.98715, 222.01758, 223.01974, 226.02541, 227.02775, 232.0377, 231.03588, 238.02891,
    237.04817, 244.06421, 243.06138, 247.07035, 247.07031, 251.07959, 252.083, 257.09511, 258.09843, 259.101, 262.11,
    267.122, 268.126, 271.134, 270.133, 269.1338, 278.156, 281.165, 281.166, 285.177, 286.182, 289.19, 289.194, 293.204,
    293.208, 294.214,
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
        let bad = |a: usize| !(1..=118).contains(&self.numbers[a]) || self.positions[a].iter().any(|x| !x.is_finite());
        let first_bad = if self.len() >= PARALLEL_ATOMS {
            host_loops(|| (0..self.len()).into_par_iter().position_first(bad))
        } else {
            (0..self.len()).position(bad)
        };
        if let Some(a) = first_bad {
            let (z, p) = (self.numbers[a], self.positions[a]);
            if !(1..=118).contains(&z) {
                return Err(err(format!("atom {a}: atomic number {z} is not an element")));
            }
            return Err(err(format!("atom {a} ({}): position is not finite: {:?}", symbol(z), p)));
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

/// Host loops over a call's atoms (the positions' conversion, the Verlet skin check, a cluster's
/// ordering, the results' conversion, the C ABI's copies) run on threads ([`host_loops`]) from
/// this many atoms; below it each loop is serial, as a small system's call cannot afford a thread
/// pool's dispatch.
pub const PARALLEL_ATOMS: usize = 16_384;

/// The most threads the host loops over a call's atoms run on: they gain nothing beyond, and lose
/// on many more (a 64-core host, 41 472 waters on CUDA: 22 ms a call on 16 or 8 threads, 48–54 on
/// 64; docs/performance.md).
pub const HOST_THREADS: usize = 16;

/// Runs `f` on the thread pool of the host loops over a call's atoms: [`HOST_THREADS`] threads,
/// or rayon's global pool's count (`RAYON_NUM_THREADS`, else the cores) where that is fewer. The
/// parallel loops inside `f` run there instead of on the global pool, which the CPU backend's
/// evaluation keeps to itself: those of [`PARALLEL_ATOMS`] and more atoms, and the memory check's
/// pair bound ([`crate::neighbor::pair_bound`]).
pub fn host_loops<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    static POOL: std::sync::OnceLock<Option<rayon::ThreadPool>> = std::sync::OnceLock::new();
    let pool = POOL.get_or_init(|| {
        let threads = rayon::current_num_threads().min(HOST_THREADS);
        rayon::ThreadPoolBuilder::new().num_threads(threads).thread_name(|i| format!("mlff-host-{i}")).build().ok()
    });
    match pool {
        Some(pool) => pool.install(f),
        None => f(),
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
    fn host_loops_run_on_their_own_pool() {
        // Called from a pool wider than HOST_THREADS, the loops still run on at most that many
        // threads, and give the serial result.
        let wide = rayon::ThreadPoolBuilder::new().num_threads(2 * HOST_THREADS).build().unwrap();
        let (threads, sum) = wide.install(|| {
            use rayon::prelude::*;
            host_loops(|| (rayon::current_num_threads(), (0..PARALLEL_ATOMS as u64).into_par_iter().sum::<u64>()))
        });
        assert!((1..=HOST_THREADS).contains(&threads), "{threads} threads");
        assert_eq!(sum, (PARALLEL_ATOMS as u64 - 1) * PARALLEL_ATOMS as u64 / 2);
    }
    #[test]
    fn validation_names_the_atom() {
        let s = System::molecule(vec![1, 8], vec![[0.0; 3], [f64::NAN, 0.0, 0.0]]);
        let e = s.validate(3).unwrap_err().to_string();
        assert!(e.contains("structure 3") && e.contains("atom 1 (O)"), "{e}");
        // On the host loops' threads (a large system): the first bad atom is named.
        let mut big = System::molecule(vec![1; 2 * PARALLEL_ATOMS], vec![[0.0; 3]; 2 * PARALLEL_ATOMS]);
        big.positions[PARALLEL_ATOMS + 7][2] = f64::INFINITY;
        big.numbers[PARALLEL_ATOMS + 9] = 0;
        assert!(big.validate(0).unwrap_err().to_string().contains(&format!("atom {} (H)", PARALLEL_ATOMS + 7)));
        big.positions[PARALLEL_ATOMS + 7][2] = 0.0;
        assert!(big.validate(0).unwrap_err().to_string().contains("atomic number 0"));
        let flat = System::periodic(vec![1], vec![[0.0; 3]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [1.0, 1.0, 0.0]], [true; 3]);
        assert!(flat.validate(0).unwrap_err().to_string().contains("zero volume"));
    }
}
