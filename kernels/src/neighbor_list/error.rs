//! Why a list could not be built ([`NeighborListError`]), the decoding of the status words the
//! kernels leave into one of those errors, and the host's search that names the pair behind a
//! duplicate flag.
use cubecl::prelude::*;
use cubecl::server::Handle;

use super::*;

/// Why a neighbour list could not be built.
#[derive(Clone, Debug, PartialEq)]
pub enum NeighborListError {
    /// The cutoff is not a positive finite number (Å).
    InvalidCutoff(f64),
    /// The batch description does not fit the positions (ranges, lengths, index sizes).
    InvalidBatch(String),
    /// A system's cell cannot be searched (singular, or too thin for the cutoff), or its
    /// coordinates are too large for f32.
    Geometry {
        /// Index of the system in the batch.
        system: usize,
        /// What is wrong.
        msg: String,
    },
    /// An atom has a non-finite coordinate, one beyond [`MAX_COORDINATE`], or lies too many
    /// cells away from the unit cell.
    PositionOutOfRange {
        /// Index of the system in the batch.
        system: usize,
        /// Atom index within the system.
        atom: usize,
    },
    /// Two atoms, or an atom and a periodic image, are closer than [`MIN_DISTANCE`].
    DuplicateAtoms {
        /// Index of the system in the batch.
        system: usize,
        /// First atom, index within the system.
        i: usize,
        /// Second atom, index within the system (`i` itself for its own image).
        j: usize,
        /// Image shift of j.
        shift: [i32; 3],
        /// Their distance (Å).
        distance: f32,
    },
    /// More edges than 32-bit indices can address.
    TooManyEdges(String),
    /// A broken internal invariant (kernel disagreement); names the kernel.
    Internal(String),
}

impl std::fmt::Display for NeighborListError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::InvalidCutoff(c) => write!(f, "neighbour list cutoff must be positive and finite, got {c} Å"),
            Self::InvalidBatch(m) => write!(f, "neighbour list: invalid batch: {m}"),
            Self::Geometry { system, msg } => write!(f, "neighbour list: structure {system}: {msg}"),
            Self::PositionOutOfRange { system, atom } => write!(
                f,
                "neighbour list: structure {system}: atom {atom} has a non-finite coordinate, one beyond {MAX_COORDINATE} Å, or lies more than {MAX_CELL_OFFSET} cells from the unit cell"
            ),
            Self::DuplicateAtoms { system, i, j, shift, distance } => {
                if i == j {
                    write!(f, "neighbour list: structure {system}: atom {i} and its own periodic image {shift:?} are {distance:.5} Å apart (minimum {MIN_DISTANCE} Å)")
                } else if *shift == [0; 3] {
                    write!(f, "neighbour list: structure {system}: atoms {i} and {j} are {distance:.5} Å apart (minimum {MIN_DISTANCE} Å)")
                } else {
                    write!(f, "neighbour list: structure {system}: atoms {i} and {j} are {distance:.5} Å apart through periodic image {shift:?} (minimum {MIN_DISTANCE} Å)")
                }
            }
            Self::TooManyEdges(m) => write!(f, "neighbour list: too many edges: {m}"),
            Self::Internal(m) => write!(f, "neighbour list: internal error: {m}"),
        }
    }
}

impl std::error::Error for NeighborListError {}

/// System of global atom `a` (the last system starting at or before it).
fn system_of(systems: &[SystemGeometry], a: usize) -> usize {
    systems.partition_point(|s| s.start <= a).saturating_sub(1)
}

/// Turn the status words into an error. `filled`: the fill and the row sort have run.
pub(super) async fn check_status<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    systems: &[SystemGeometry],
    sys_f: &[f32],
    st: &[u32],
    filled: bool,
) -> Result<(), NeighborListError> {
    if st[ST_BAD_POSITION] != NONE {
        let a = st[ST_BAD_POSITION] as usize;
        let s = system_of(systems, a);
        return Err(NeighborListError::PositionOutOfRange {
            system: s,
            atom: a - systems[s].start,
        });
    }
    if st[ST_PRECISION] != NONE {
        return Err(NeighborListError::Geometry {
            system: st[ST_PRECISION] as usize,
            msg: "coordinates too large relative to the cell for f32 binning".into(),
        });
    }
    if st[ST_OVERFLOW] != 0 {
        return Err(NeighborListError::TooManyEdges(
            "the edge count exceeds 32-bit indices".into(),
        ));
    }
    if st[ST_DUPLICATE] != NONE {
        return Err(duplicate_error(
            client,
            positions,
            systems,
            sys_f,
            st[ST_DUPLICATE] as usize,
        )
        .await);
    }
    if filled && st[ST_MISMATCH] != 0 {
        return Err(NeighborListError::Internal(format!(
            "kernel pairs: {} rows found a different number of edges when filling than when counting",
            st[ST_MISMATCH]
        )));
    }
    if filled && st[ST_ASYMMETRY] != 0 {
        return Err(NeighborListError::Internal(format!(
            "kernel sort_rows: {} edges have no reverse edge (asymmetric list)",
            st[ST_ASYMMETRY]
        )));
    }
    Ok(())
}

/// Name the pair behind a duplicate flag (error path: reads the positions back and repeats the
/// kernels' f32 test for receiver `i` over every sender and the images around it). The read is
/// awaited, as every read of the neighbour lists is (a browser cannot block on one).
pub(crate) async fn duplicate_error<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &Handle,
    systems: &[SystemGeometry],
    sys_f: &[f32],
    i: usize,
) -> NeighborListError {
    let s = system_of(systems, i);
    let sys = &systems[s];
    let bytes = client
        .read_async(vec![positions.clone()])
        .await
        .expect("positions read-back")
        .remove(0);
    let pos = f32::from_bytes(&bytes);
    let f = &sys_f[SYS_F * s..SYS_F * (s + 1)];
    let frac = |a: usize| -> [f64; 3] {
        std::array::from_fn(|d| {
            (0..3)
                .map(|r| pos[3 * a + r] as f64 * f[F_INV + 3 * r + d] as f64)
                .sum()
        })
    };
    let periodic: [bool; 3] = std::array::from_fn(|d| f[F_CELL + 3 * d..F_CELL + 3 * d + 3].iter().any(|&x| x != 0.0));
    let fi = frac(i);
    let min2 = (MIN_DISTANCE * MIN_DISTANCE) as f32;
    for j in sys.start..sys.end {
        let fj = frac(j);
        let window = |d: usize| -> std::ops::RangeInclusive<i32> {
            if periodic[d] {
                let c = (fi[d] - fj[d]).round() as i32;
                c - 1..=c + 1
            } else {
                0..=0
            }
        };
        for s0 in window(0) {
            for s1 in window(1) {
                for s2 in window(2) {
                    if i == j && [s0, s1, s2] == [0; 3] {
                        continue;
                    }
                    let (a, b, c) = (s0 as f32, s1 as f32, s2 as f32);
                    let r: [f32; 3] = std::array::from_fn(|k| {
                        (pos[3 * j + k] - pos[3 * i + k])
                            + ((a * f[F_CELL + k] + b * f[F_CELL + 3 + k]) + c * f[F_CELL + 6 + k])
                    });
                    let d2 = (r[0] * r[0] + r[1] * r[1]) + r[2] * r[2];
                    if d2 < min2 {
                        return NeighborListError::DuplicateAtoms {
                            system: s,
                            i: i - sys.start,
                            j: j - sys.start,
                            shift: [s0, s1, s2],
                            distance: d2.sqrt(),
                        };
                    }
                }
            }
        }
    }
    NeighborListError::DuplicateAtoms {
        system: s,
        i: i - sys.start,
        j: i - sys.start,
        shift: [0; 3],
        distance: 0.0,
    }
}
