/*
 * mlff.h: the C ABI of mlff (libmlff_capi.so, built by `cargo build --release -p mlff-capi`).
 *
 * A handle is one model (PaiNN; SchNet on the CPU backend) bound to one backend. It evaluates a set of atoms of which the
 * first `nlocal` are local and the rest are ghosts, as a domain-decomposed MD code (LAMMPS) holds
 * them: the atoms form one open cluster (no periodic images: the ghosts are the images; or, with
 * mlff_compute_cell, images along the periodic directions the domain spans whole), the
 * energy is the sum of the LOCAL atoms' per-atom energies only, and the forces are
 * F_m = -dE_local/dr_m on every atom, ghosts included. The caller sums the ghosts' forces back
 * onto their owners (LAMMPS with `newton_pair on`). For the local atoms' energies to be exact,
 * the ghosts must reach mlff_ghost_cutoff() beyond the local domain (n_interactions x cutoff).
 *
 * Units: eV, Angstrom. Errors: every function returning int returns MLFF_OK (0) or one of the
 * MLFF_ERR_* codes; the message is mlff_error(handle) for a handle's calls and mlff_last_error()
 * (per thread) for every call. Panics inside the library are caught and reported as
 * MLFF_ERR_INTERNAL. There is no global state: handles are independent, and one handle may be
 * used from several threads (its calls are serialised).
 *
 * Every evaluation refuses (MLFF_ERR_SYSTEM, naming the atoms) atoms closer than the minimum
 * distance (0.5 Angstrom unless mlff_set_min_distance says otherwise) to one another or to their
 * own periodic images, an atom's images first from the cell alone, atoms whose neighbour pairs
 * would need more memory than the process may take (on a GPU: more than its free memory, or a
 * buffer larger than it allows), checked before anything is allocated; a host allocation that
 * fails all the same (out of memory), and non-finite results.
 *
 * What a caller MUST NOT do; mlff cannot detect it, and the behaviour is undefined:
 *   - use a handle after mlff_close, or call mlff_close on it twice;
 *   - call mlff_close on a handle while another thread is inside a call on it (closing is not
 *     serialised with the handle's calls: the caller ends them first);
 *   - pass arrays shorter than the counts say, or pointers that are neither NULL nor valid.
 * Everything else is checked and reported as an error code, never a crash: NULL pointers and
 * handles, counts, atom types, elements, non-finite positions and cells, degenerate cells,
 * distances and settings out of range, calls on one handle from several threads at once (they
 * take turns), and a call on a handle from inside that handle's own list vote (MLFF_ERR_INVALID;
 * mlff_supports and the other queries answer there).
 */
#ifndef MLFF_H
#define MLFF_H

#ifdef __cplusplus
extern "C" {
#endif

/* Return codes. */
#define MLFF_OK 0
#define MLFF_ERR_INVALID 1  /* a bad argument: null pointer, count out of range, unknown type */
#define MLFF_ERR_MODEL 2    /* the model file is missing, corrupt or inconsistent */
#define MLFF_ERR_SYSTEM 3   /* the atoms cannot be evaluated: non-finite position, element not in the model,
                             * atoms closer than the minimum distance, more memory than there is,
                             * non-finite results */
#define MLFF_ERR_BACKEND 4  /* the backend is absent or failed, or cannot do what was asked */
#define MLFF_ERR_INTERNAL 5 /* a bug: a panic caught at the boundary */

/* Backends (mlff_open). */
#define MLFF_BACKEND_AUTO 0 /* CUDA if a device answers, then a WebGPU GPU, then the CPU */
#define MLFF_BACKEND_CPU 1
#define MLFF_BACKEND_CUDA 2
#define MLFF_BACKEND_WGPU 3

/* Precisions: f64 and f32 apply to the CPU backend (the GPU backends compute in f32); tf32 and
 * bf16 need CUDA, whose dense layers of large systems then run on tensor cores (README,
 * "Precision modes"). */
#define MLFF_PRECISION_F64 0
#define MLFF_PRECISION_F32 1
#define MLFF_PRECISION_TF32 2
#define MLFF_PRECISION_BF16 3

typedef struct mlff_handle mlff_handle;

/* Open the model file `model_path` (.safetensors) on `backend` in `precision`. `device` < 0 takes
 * the backend's default device; device >= 0 takes GPU number (device mod the number of devices),
 * so that passing an MPI rank's node-local rank spreads ranks over the node's GPUs; the CPU
 * ignores it. On success *out is the new handle; on failure *out is NULL and mlff_last_error()
 * says why. */
int mlff_open(const char *model_path, int backend, int precision, int device, mlff_handle **out);

/* As mlff_open, with the backend and the precision named in `options`: words separated by spaces,
 * each a backend (auto, cpu, cuda, wgpu) or a precision (f64, f32, tf32, bf16), a later word
 * overriding an earlier one; NULL or no word of a kind takes auto and f64. These are the names
 * of the command line and of Python, parsed by the same code. */
int mlff_open_named(const char *model_path, const char *options, int device, mlff_handle **out);

/* Free a handle (NULL is allowed). Only once, and only when no other thread is in a call on it;
 * the handle may not be used afterwards. */
void mlff_close(mlff_handle *handle);

/* The model's cutoff (Angstrom), its number of interaction layers, and the ghost cutoff they
 * imply: n_interactions x cutoff, the distance over which an atom's energy depends on others. */
double mlff_cutoff(const mlff_handle *handle);
int mlff_interactions(const mlff_handle *handle);
double mlff_ghost_cutoff(const mlff_handle *handle);

/* The backend's name ("cpu (f64, 4 threads)", "cuda:0 NVIDIA H100 ..."), owned by the handle. */
const char *mlff_backend_name(const mlff_handle *handle);

/* The atomic number of a chemical symbol ("C", "Cl"), or 0 if it is not one. */
int mlff_atomic_number(const char *symbol);

/* 1 when the model was trained on element `z`, else 0. */
int mlff_supports(const mlff_handle *handle, int z);

/* Evaluate nall atoms, the first nlocal local and the rest ghosts.
 *   type[nall]            per-atom types, 1..ntypes (LAMMPS's atom->type)
 *   type_numbers[ntypes]  the atomic number of each type: type t is element type_numbers[t - 1]
 *   x[3 * nall]           positions, x y z per atom (Angstrom; LAMMPS's atom->x[0])
 *   skin                  Angstrom: > 0 keeps the handle's neighbour list between calls while no
 *                         atom has moved by skin/2 (built with cutoff + skin; atom i is compared
 *                         with atom i of the call that built it); <= 0 builds it anew
 * Outputs (each may be NULL when not wanted):
 *   energy                the energy of the local atoms (eV)
 *   eatom[nlocal]         per-atom energies of the local atoms (eV)
 *   f[3 * nall]           forces on every atom, ghosts included (eV/Angstrom), overwritten
 *   virial[6]             sum over all atoms of r (x) F (eV), LAMMPS's order xx yy zz xy xz yz and
 *                         sign (pressure = virial / (3V) for the trace); for a whole periodic cell
 *                         given with its ghost shell it is -V times ASE's stress
 * The cluster is open: no box is needed, because the ghosts carry the periodicity. */
int mlff_compute(mlff_handle *handle, int nlocal, int nall, const int *type, int ntypes, const int *type_numbers,
                 const double *x, double skin, double *energy, double *eatom, double *f, double *virial);

/* mlff_compute for a domain that spans the whole of a cell along some of its periodic directions
 * (a rank whose processor grid does not split them): the atoms lie in the cell `cell[9]` (rows
 * a, b, c, as for mlff_compute_periodic), periodic along direction d where pbc[d] != 0, and mlff
 * makes their periodic images along those directions itself. The ghosts carry the neighbourhood
 * along the other directions only: pass none that is a periodic image, along a direction with
 * pbc[d] != 0, of another atom passed (LAMMPS makes such images; they would count twice).
 * Arguments and outputs as for mlff_compute; virial[6] is -sum over the edges r_ij of
 * sym(dE_local/dr_ij (x) r_ij), which for an open cluster equals the sum over atoms of r (x) F.
 * With every pbc[d] 0 this is mlff_compute; with nlocal == nall and every pbc[d] 1,
 * mlff_compute_periodic. */
int mlff_compute_cell(mlff_handle *handle, int nlocal, int nall, const int *type, int ntypes, const int *type_numbers,
                      const double *x, const double *cell, const int *pbc, double skin, double *energy, double *eatom,
                      double *f, double *virial);

/* mlff_compute_cell on atoms picked from the caller's own arrays, its forces and per-atom energies
 * ADDED into the caller's arrays: for a caller whose atoms to hand over are a subset of those it
 * holds, in another order (a LAMMPS pair style: atom->x, atom->type, atom->f), with no copies of
 * its own.
 *   index[nall]           atom m of the evaluation is the caller's atom index[m]; the first nlocal
 *                         are local. No atom may appear twice. NULL: atom m is the caller's atom m
 *   ncaller               the number of atoms in the caller's arrays (>= nall); index[m] < ncaller
 *   type[ncaller], x[3 * ncaller]   the caller's types and positions
 *   cell, pbc, type_numbers, ntypes, skin as for mlff_compute_cell
 * Outputs (each may be NULL): energy and virial[6] as for mlff_compute_cell (written);
 *   f[3 * ncaller]        the force on evaluation atom m added to the caller's atom index[m]
 *   eatom[ncaller]        the energy of local atom m (m < nlocal) added to the caller's atom index[m]
 * The caller's other atoms are left as they are. The kept neighbour list (skin > 0) follows the
 * evaluation's atoms: pass the same index while the caller's atoms are the same. */
int mlff_compute_indexed(mlff_handle *handle, int nlocal, int nall, const int *index, int ncaller, const int *type,
                         int ntypes, const int *type_numbers, const double *x, const double *cell, const int *pbc,
                         double skin, double *energy, double *eatom, double *f, double *virial);

/* Evaluate the n atoms of a periodic cell, periodic in all three directions, with their images:
 * for one process that holds a whole box (one MPI rank), no ghosts needed.
 *   cell[9]               the cell vectors a, b, c as rows (Angstrom); LAMMPS's box is
 *                         a = (xprd, 0, 0), b = (xy, yprd, 0), c = (xz, yz, zprd)
 *   type, type_numbers, x and skin as for mlff_compute, for the n atoms (positions may lie
 *   outside the cell)
 * Outputs (each may be NULL): energy, eatom[n], f[3 * n] as for mlff_compute; virial[6] the
 * periodic virial, -V times ASE's stress, in LAMMPS's order xx yy zz xy xz yz. */
int mlff_compute_periodic(mlff_handle *handle, int n, const int *type, int ntypes, const int *type_numbers,
                          const double *x, const double *cell, double skin, double *energy, double *eatom, double *f,
                          double *virial);

/* Several handles that step together (the MPI ranks of one run, each evaluating its own domain)
 * can rebuild their kept neighbour lists on the same calls, so that no call waits for whichever
 * of them rebuilds. With a vote set, each of the handle's evaluations with skin > 0 calls
 * vote(ctx, expired) exactly once, on the calling thread, before its evaluation proper:
 * expired is 1 where the handle's own list no longer holds its atoms (else 0), and the list is
 * rebuilt when vote returns non-zero (an expired list is rebuilt whatever it returns). A LAMMPS
 * pair style returns the logical OR of expired over its ranks (MPI_Allreduce). Every handle of
 * the group must then evaluate on the same calls, with the same skin > 0 (a call that fails
 * before its evaluation, on a bad argument, an element the model lacks or atoms too close, does
 * not vote). vote NULL clears it: the handle decides alone, as by default. The vote may not call
 * back into its handle's evaluations or setters (those calls return MLFF_ERR_INVALID) nor close
 * it. */
typedef int (*mlff_vote_fn)(void *ctx, int expired);
int mlff_set_list_vote(mlff_handle *handle, mlff_vote_fn vote, void *ctx);

/* Refuse atoms closer than distance (Angstrom, 0 to 2; 0 allows any) to one another or to their
 * own periodic images; default 0.5, as `mlff eval --min-distance`. */
int mlff_set_min_distance(mlff_handle *handle, double distance);

/* The message of the handle's last failed call ("" if none), owned by the handle: valid until
 * its next call. */
const char *mlff_error(const mlff_handle *handle);

/* The message of this thread's last failed call ("" if none): valid until its next failed call. */
const char *mlff_last_error(void);

#ifdef __cplusplus
}
#endif

#endif /* MLFF_H */
