/* pair_style mlff: PaiNN force fields through mlff's C ABI (capi/include/mlff.h).
 *
 * Each rank hands its local atoms and its ghost shell (n_interactions x cutoff + skin, which
 * init_style asks of the communication) to mlff. mlff returns the energy of the local atoms only
 * and its gradient with respect to every atom, ghosts included; LAMMPS sums the ghosts' forces
 * back onto their owners (newton_pair on). Along a periodic direction that the processor grid
 * does not split, the rank's sub-domain is the whole box: mlff makes the periodic images there
 * itself, and the ghosts that are LAMMPS's images along it are left out (one rank holding a box
 * periodic in x, y and z hands mlff the box alone). The model lives in Rust. */
#ifndef LMP_PAIR_MLFF_H
#define LMP_PAIR_MLFF_H

#include "pair.h"

#include <string>
#include <vector>

struct mlff_handle;

namespace LAMMPS_NS {

class PairMLFF : public Pair {
 public:
  PairMLFF(class LAMMPS *);
  ~PairMLFF() override;
  void compute(int, int) override;
  void settings(int, char **) override;
  void coeff(int, char **) override;
  void init_style() override;
  double init_one(int, int) override;

 private:
  mlff_handle *handle = nullptr;
  std::string model_path;
  std::vector<int> type_numbers;    // atomic number of LAMMPS type t at t - 1
  int pbc[3] = {0, 0, 0};           // directions mlff makes periodic: periodic and not split
  // The atoms handed to mlff: the local ones, then the ghosts that are not images along a pbc
  // direction of an atom before them; chosen when LAMMPS rebuilds its ghosts (neighbor->ncalls).
  std::vector<int> kept;
  bigint kept_at = -1;
  int kept_nall = -1;
  void allocate();
  void choose_atoms();
  void keep_ghosts_but_images();
};

}    // namespace LAMMPS_NS

#endif
