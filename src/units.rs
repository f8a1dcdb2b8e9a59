//! The one unit system of mlff, and every conversion to and from it.
//!
//! Inside and out: energy in eV, length in Å, time in fs, mass in amu (Da), temperature in K,
//! forces in eV/Å, stress in eV/Å³ (Voigt order xx yy zz yz xz xy, ASE's sign: σ = (1/V) ∂E/∂ε,
//! positive under tension, negative under compression).
//! Velocities are Å/fs. Constants are CODATA 2018, as in ASE.

/// Boltzmann constant in eV/K.
pub const BOLTZMANN_EV_PER_K: f64 = 8.617_333_262e-5;
/// Hartree in eV.
pub const HARTREE_EV: f64 = 27.211_386_245_988;
/// Bohr radius in Å.
pub const BOHR_ANGSTROM: f64 = 0.529_177_210_903;
/// 1 amu·Å²/fs² expressed in eV (kinetic energy of 1 amu at 1 Å/fs is half of this).
pub const AMU_A2_PER_FS2_EV: f64 = 1.036_426_965_268_4e2;
/// 1 eV/Å³ in GPa.
pub const EV_PER_A3_GPA: f64 = 160.217_663_4;
/// ASE's unit of time, Å·√(amu/eV), in fs: `1 / ase.units.fs` (ASE's CODATA 2014 values of e and
/// the amu). ASE's velocities are in Å per this unit and its momenta (the extxyz column `momenta`)
/// in amu·Å per this unit.
pub const ASE_TIME_FS: f64 = 10.180_505_671_156_725;

/// Velocity (Å/fs) of a momentum in ASE's units (amu·Å/ASE time unit) and a mass (amu).
pub fn ase_momentum_to_velocity(p: f64, mass_amu: f64) -> f64 {
    p / mass_amu / ASE_TIME_FS
}
/// Momentum in ASE's units (amu·Å/ASE time unit) of a velocity (Å/fs) and a mass (amu).
pub fn velocity_to_ase_momentum(v: f64, mass_amu: f64) -> f64 {
    v * mass_amu * ASE_TIME_FS
}

/// Energy: eV → Hartree.
pub fn ev_to_hartree(e: f64) -> f64 {
    e / HARTREE_EV
}
/// Energy: Hartree → eV.
pub fn hartree_to_ev(e: f64) -> f64 {
    e * HARTREE_EV
}
/// Length: Å → Bohr.
pub fn angstrom_to_bohr(x: f64) -> f64 {
    x / BOHR_ANGSTROM
}
/// Length: Bohr → Å.
pub fn bohr_to_angstrom(x: f64) -> f64 {
    x * BOHR_ANGSTROM
}
/// Force: eV/Å → Hartree/Bohr.
pub fn ev_per_a_to_hartree_per_bohr(f: f64) -> f64 {
    f * BOHR_ANGSTROM / HARTREE_EV
}

/// Force: Hartree/Bohr → eV/Å.
pub fn hartree_per_bohr_to_ev_per_a(f: f64) -> f64 {
    f * HARTREE_EV / BOHR_ANGSTROM
}

/// Energy units a model may be trained in, by ASE's names, with their value in eV. The values are
/// ASE's (`ase.units`, CODATA 2014), which schnetpack converts with, so that a model trained in
/// kcal/mol gives here what schnetpack's `SpkCalculator(energy_unit="kcal/mol")` gives.
pub const MODEL_ENERGY_UNITS: [(&str, f64); 5] =
    [("eV", 1.0), ("meV", 1e-3), ("kcal/mol", 0.043_364_103_900_593_22), ("kJ/mol", 0.010_364_269_574_711_572), ("Hartree", 27.211_386_024_367_243)];

/// Length units a model may be trained in, by ASE's names, with their value in Å (ASE's values,
/// as [`MODEL_ENERGY_UNITS`]). `Ang` is ASE's short name of the Ångström.
pub const MODEL_LENGTH_UNITS: [(&str, f64); 4] = [("Angstrom", 1.0), ("Ang", 1.0), ("Bohr", 0.529_177_210_563_841_1), ("nm", 10.0)];

/// eV per `unit` of energy, for a unit of [`MODEL_ENERGY_UNITS`].
pub fn energy_unit_ev(unit: &str) -> Option<f64> {
    MODEL_ENERGY_UNITS.iter().find(|(name, _)| *name == unit).map(|&(_, v)| v)
}

/// Å per `unit` of length, for a unit of [`MODEL_LENGTH_UNITS`].
pub fn length_unit_angstrom(unit: &str) -> Option<f64> {
    MODEL_LENGTH_UNITS.iter().find(|(name, _)| *name == unit).map(|&(_, v)| v)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn round_trips_and_known_values() {
        assert!((bohr_to_angstrom(angstrom_to_bohr(1.234)) - 1.234).abs() < 1e-15);
        // 1 Hartree/Bohr = 51.422067476326 eV/Å (CODATA 2018)
        assert!((1.0 / ev_per_a_to_hartree_per_bohr(1.0) - 51.422_067_476_326).abs() < 1e-9);
        assert!((hartree_per_bohr_to_ev_per_a(1.0) - 51.422_067_476_326).abs() < 1e-9);
        assert!((ev_to_hartree(hartree_to_ev(0.75)) - 0.75).abs() < 1e-15);
        // kinetic energy unit: 1 amu (Å/fs)² = 103.6427 eV
        assert!((AMU_A2_PER_FS2_EV - 103.642_696_5).abs() < 1e-6);
        // Model units: ASE's CODATA 2014 values, within 1e-7 of mlff's CODATA 2018 ones.
        assert!((energy_unit_ev("Hartree").unwrap() / HARTREE_EV - 1.0).abs() < 1e-7);
        assert!((length_unit_angstrom("Bohr").unwrap() / BOHR_ANGSTROM - 1.0).abs() < 1e-7);
        assert!((1.0 / energy_unit_ev("kcal/mol").unwrap() - 23.060_548).abs() < 1e-5);
        assert_eq!(energy_unit_ev("kcal"), None);
        assert_eq!(length_unit_angstrom("pm"), None);
    }

    #[test]
    fn ase_time_unit() {
        // ase.units.fs (ASE 3.29): 0.09822694788464063 ASE time units per fs
        assert!((1.0 / ASE_TIME_FS - 0.098_226_947_884_640_63).abs() < 1e-17);
        // 1 Å/fs for 2 amu is 2 × 10.1805… amu·Å per ASE time unit, and back
        assert!((velocity_to_ase_momentum(1.0, 2.0) - 20.361_011_342_313_45).abs() < 1e-12);
        assert!((ase_momentum_to_velocity(velocity_to_ase_momentum(0.0123, 15.999), 15.999) - 0.0123).abs() < 1e-17);
    }
}
