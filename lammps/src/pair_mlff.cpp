/* pair_style mlff MODEL [cpu|cuda|wgpu|auto] [f64|f32|tf32|bf16] [min_distance D]
 * pair_coeff * * SYMBOL ...   (one element symbol per atom type)
 * See pair_mlff.h and lammps/README.md. */
#include "pair_mlff.h"

#include "atom.h"
#include "comm.h"
#include "domain.h"
#include "error.h"
#include "force.h"
#include "memory.h"
#include "neighbor.h"
#include "update.h"

#include "mlff.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <mpi.h>
#include <string>
#include <thread>
#include <unordered_map>

using namespace LAMMPS_NS;

// The Verlet skin of mlff's neighbour list (Angstrom): mlff keeps its list (and, with ghosts,
// their order) while no atom has moved by half the skin since it was built. A rank's atoms take
// mlff's one-stage kernels, which walk every kept edge, so a thin skin is fastest, for a whole
// periodic box as for a rank with ghosts (docs/performance.md).
static constexpr double SKIN = 0.2;

// mlff's vote on rebuilding its kept list (mlff_set_list_vote): every rank rebuilds where any
// rank's list has expired, so that the ranks rebuild on the same steps instead of each step
// waiting for whichever rank rebuilds.
static int any_rank_expired(void *world, int expired)
{
  int any = 0;
  MPI_Allreduce(&expired, &any, 1, MPI_INT, MPI_LOR, *static_cast<MPI_Comm *>(world));
  return any;
}

PairMLFF::PairMLFF(LAMMPS *lmp) : Pair(lmp)
{
  single_enable = 0;
  restartinfo = 0;
  one_coeff = 1;
  manybody_flag = 1;
  no_virial_fdotr_compute = 1;    // mlff returns the virial
  centroidstressflag = CENTROID_NOTAVAIL;
}

PairMLFF::~PairMLFF()
{
  mlff_close(handle);
  if (allocated) {
    memory->destroy(setflag);
    memory->destroy(cutsq);
  }
}

void PairMLFF::allocate()
{
  allocated = 1;
  int n = atom->ntypes + 1;
  memory->create(setflag, n, n, "pair:setflag");
  memory->create(cutsq, n, n, "pair:cutsq");
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) setflag[i][j] = 0;
}

void PairMLFF::settings(int narg, char **arg)
{
  if (narg < 1)
    error->all(FLERR, "Illegal pair_style mlff command: expected pair_style mlff MODEL [cpu|cuda|wgpu|auto] "
                      "[f64|f32|tf32|bf16] [min_distance D]");
  if (strcmp(update->unit_style, "metal") != 0)
    error->all(FLERR, "pair_style mlff requires 'units metal' (eV, Angstrom)");
  model_path = arg[0];
  // The backend and precision words go to mlff, which parses them as its other front ends do;
  // the CPU in f64 unless they say otherwise. min_distance D is the pair style's own.
  std::string options = "cpu f64";
  // Atoms closer than this (Angstrom) are an error; negative: mlff's default (0.5 Angstrom).
  double min_distance = -1.0;
  for (int i = 1; i < narg; i++) {
    if (strcmp(arg[i], "min_distance") == 0) {
      if (i + 1 >= narg) error->all(FLERR, "Illegal pair_style mlff command: min_distance needs a distance in Angstrom");
      min_distance = utils::numeric(FLERR, arg[++i], false, lmp);
    } else {
      options += std::string(" ") + arg[i];
    }
  }
  // One rank per GPU: each rank takes GPU (node-local rank mod the node's GPU count).
  MPI_Comm node;
  int local_rank = 0, local_ranks = 1;
  MPI_Comm_split_type(world, MPI_COMM_TYPE_SHARED, comm->me, MPI_INFO_NULL, &node);
  MPI_Comm_rank(node, &local_rank);
  MPI_Comm_size(node, &local_ranks);
  MPI_Comm_free(&node);
  // mlff's host threads (rayon's pool, sized when mlff first uses it): the node's cores shared
  // among its ranks unless RAYON_NUM_THREADS says otherwise. A pool of every core in each rank
  // oversubscribes the node (four ranks on 64 cores: 2.66 against 3.17 steps/s,
  // docs/performance.md).
  if (!getenv("RAYON_NUM_THREADS") && !handle) {
    unsigned cores = std::thread::hardware_concurrency();
    int threads = std::max(1, (int) (cores / (unsigned) local_ranks));
    setenv("RAYON_NUM_THREADS", std::to_string(threads).c_str(), 0);
    if (comm->me == 0)
      utils::logmesg(lmp, "pair_style mlff: {} host threads per rank ({} cores, {} ranks on a node)\n", threads, cores,
                     local_ranks);
  }

  mlff_close(handle);
  handle = nullptr;
  int rc = mlff_open_named(model_path.c_str(), options.c_str(), local_rank, &handle);
  // Where every rank failed (a bad argument or model: the usual case) the error is collective,
  // so that its message is printed before LAMMPS exits; a rank failing alone (its GPU) aborts.
  int failed = rc != MLFF_OK, all_failed = 0;
  MPI_Allreduce(&failed, &all_failed, 1, MPI_INT, MPI_MIN, world);
  if (all_failed) error->all(FLERR, std::string("pair_style mlff: ") + mlff_last_error());
  if (failed) error->one(FLERR, std::string("pair_style mlff: ") + mlff_last_error());
  // Every rank has the same distance: a bad one fails on all of them.
  if (min_distance >= 0.0 && mlff_set_min_distance(handle, min_distance) != MLFF_OK)
    error->all(FLERR, std::string("pair_style mlff: min_distance: ") + mlff_error(handle));
  if (comm->nprocs > 1 && mlff_set_list_vote(handle, any_rank_expired, &world) != MLFF_OK)
    error->one(FLERR, std::string("pair_style mlff: ") + mlff_error(handle));
  if (comm->me == 0)
    utils::logmesg(lmp, "pair_style mlff: model {} on {}, cutoff {} A, {} interactions\n", model_path,
                   mlff_backend_name(handle), mlff_cutoff(handle), mlff_interactions(handle));
}

void PairMLFF::coeff(int narg, char **arg)
{
  if (!allocated) allocate();
  int ntypes = atom->ntypes;
  if (narg != 2 + ntypes || strcmp(arg[0], "*") != 0 || strcmp(arg[1], "*") != 0)
    error->all(FLERR, "Incorrect args for pair coefficients: pair_style mlff needs 'pair_coeff * * E1 E2 ...' "
               "with one element symbol per atom type ({} types, {} symbols given)", ntypes,
               narg >= 2 ? narg - 2 : 0);
  if (!handle) error->all(FLERR, "pair_coeff before pair_style mlff opened a model");
  type_numbers.assign(ntypes, 0);
  for (int t = 0; t < ntypes; t++) {
    int z = mlff_atomic_number(arg[2 + t]);
    if (z == 0) error->all(FLERR, "pair_coeff: '{}' (type {}) is not an element symbol", arg[2 + t], t + 1);
    if (!mlff_supports(handle, z))
      error->all(FLERR, "pair_coeff: element {} (type {}) is not in model {}", arg[2 + t], t + 1, model_path);
    type_numbers[t] = z;
  }
  for (int i = 1; i <= ntypes; i++)
    for (int j = i; j <= ntypes; j++) setflag[i][j] = 1;
}

void PairMLFF::init_style()
{
  if (force->newton_pair == 0)
    error->all(FLERR, "pair_style mlff requires newton pair on: ghost atoms' forces are summed back onto their owners");
  if (comm->mode != Comm::SINGLE)
    error->all(FLERR, "pair_style mlff requires comm_modify mode single");
  // LAMMPS's own neighbour list is not used (mlff builds its own), so none is requested.
  // mlff makes the images along the periodic directions the processor grid leaves whole; telling
  // LAMMPS's images of an atom apart needs its tag.
  bool brick = comm->style == Comm::BRICK && atom->tag_enable;
  for (int d = 0; d < 3; d++) pbc[d] = brick && domain->periodicity[d] && comm->procgrid[d] == 1;
  kept_at = -1;
  if (pbc[0] && pbc[1] && pbc[2]) {
    if (comm->me == 0)
      utils::logmesg(lmp, "pair_style mlff: one rank holds the periodic box: mlff evaluates it with its periodic images\n");
    return;
  }
  // The energy of a local atom depends on the atoms within n_interactions x cutoff: the ghost
  // shell must reach that far, plus the skin the atoms may move between re-neighbourings.
  double need = mlff_ghost_cutoff(handle) + neighbor->skin;
  if (comm->cutghostuser < need) {
    comm->cutghostuser = need;
    if (comm->me == 0)
      utils::logmesg(lmp, "pair_style mlff: ghost atoms to {} A ({} interactions x {} A cutoff + {} A skin)\n",
                     need, mlff_interactions(handle), mlff_cutoff(handle), neighbor->skin);
  }
  if (comm->me == 0 && (pbc[0] || pbc[1] || pbc[2])) {
    std::string dirs;
    for (int d = 0; d < 3; d++)
      if (pbc[d]) dirs += std::string(dirs.empty() ? "" : " ") + "xyz"[d];
    utils::logmesg(lmp, "pair_style mlff: each sub-domain spans the periodic box along {}: mlff makes the images there\n",
                   dirs);
  }
}

double PairMLFF::init_one(int i, int j)
{
  if (setflag[i][j] == 0) error->all(FLERR, "All pair coeffs are not set");
  return mlff_cutoff(handle);
}

// The atoms handed to mlff (`kept`): the local ones, then the ghosts less LAMMPS's periodic
// images along the pbc directions, which mlff makes itself. Chosen when LAMMPS has just rebuilt
// its ghosts; their positions then follow their owners until it rebuilds them.
void PairMLFF::choose_atoms()
{
  int nlocal = atom->nlocal, nall = nlocal + atom->nghost;
  bool first_of_run = kept_at < 0;
  kept_at = neighbor->ncalls;
  kept_nall = nall;
  kept.clear();
  for (int i = 0; i < nlocal; i++) kept.push_back(i);
  if (pbc[0] && pbc[1] && pbc[2]) return;
  if (!(pbc[0] || pbc[1] || pbc[2])) {
    for (int i = nlocal; i < nall; i++) kept.push_back(i);
  } else {
    keep_ghosts_but_images();
  }
  if (first_of_run && comm->me == 0)
    utils::logmesg(lmp, "pair_style mlff: rank 0 hands mlff {} local and {} ghost atoms (LAMMPS holds {} ghosts)\n",
                   nlocal, kept.size() - nlocal, nall - nlocal);
}

// Appends to `kept` each ghost that is not a periodic image, along a pbc direction, of an atom
// kept before it. Two copies of one atom (same tag) are such images when their positions differ
// by less than half the box, in lattice units, along every other direction (copies along a split
// periodic direction are a whole box apart there).
void PairMLFF::keep_ghosts_but_images()
{
  int nlocal = atom->nlocal, nall = nlocal + atom->nghost;
  tagint *tag = atom->tag;
  double **x = atom->x;
  auto same_copy = [&](int i, int j) {
    double li[3], lj[3];
    domain->x2lamda(x[i], li);
    domain->x2lamda(x[j], lj);
    for (int d = 0; d < 3; d++)
      if (!pbc[d] && std::fabs(li[d] - lj[d]) > 0.5) return false;
    return true;
  };
  // The kept atoms of each tag: the last kept, then a chain through `next`. The last ones are
  // found through an array indexed by tag where tags are dense (LAMMPS numbers atoms 1..N), else
  // through a hash map.
  tagint max_tag = 0;
  for (int i = 0; i < nall; i++) max_tag = std::max(max_tag, tag[i]);
  bool dense = max_tag <= 16 * (tagint) nall;
  std::vector<int> last_dense(dense ? max_tag + 1 : 0, -1);
  std::unordered_map<tagint, int> last_map;
  if (!dense) last_map.reserve(2 * (size_t) nall);
  auto last = [&](tagint t) -> int & { return dense ? last_dense[t] : last_map.try_emplace(t, -1).first->second; };
  std::vector<int> next(nall, -1);
  for (int i = 0; i < nall; i++) {
    int &first = last(tag[i]);
    if (i >= nlocal) {
      bool image = false;
      for (int j = first; j >= 0 && !image; j = next[j]) image = same_copy(i, j);
      if (image) continue;
      kept.push_back(i);
    }
    next[i] = first;
    first = i;
  }
}

void PairMLFF::compute(int eflag, int vflag)
{
  ev_init(eflag, vflag);
  if (vflag_atom || cvflag_atom)
    error->all(FLERR, "pair_style mlff does not compute per-atom virials (compute stress/atom)");
  int nlocal = atom->nlocal, nall = nlocal + atom->nghost;
  if (kept_at != neighbor->ncalls || kept_nall != nall) choose_atoms();
  int n = (int) kept.size();
  // The box's rows a, b, c from LAMMPS's h = (xprd, yprd, zprd, yz, xz, xy).
  const double *h = domain->h;
  const double cell[9] = {h[0], 0.0, 0.0, h[5], h[1], 0.0, h[4], h[3], h[2]};
  // mlff reads the kept atoms from LAMMPS's arrays and adds their forces (and the local atoms'
  // energies) into LAMMPS's, on its host threads; the kept atoms are the first n where they are
  // the local ones alone (a rank holding the periodic box).
  const int *index = n == nlocal ? nullptr : kept.data();
  // The virial (its own kernels) and the per-atom energies only on the steps that ask for them.
  double energy = 0.0, w[6] = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0};
  int rc = mlff_compute_indexed(handle, nlocal, n, index, nall, atom->type, atom->ntypes, type_numbers.data(),
                                nall ? atom->x[0] : nullptr, cell, pbc, SKIN, &energy, eflag_atom ? eatom : nullptr,
                                nall ? atom->f[0] : nullptr, vflag_global ? w : nullptr);
  if (rc != MLFF_OK) error->one(FLERR, std::string("pair_style mlff: ") + mlff_error(handle));
  if (eflag_global) eng_vdwl += energy;
  if (vflag_global)
    for (int k = 0; k < 6; k++) virial[k] += w[k];
}
