/* pair_style mlff: PaiNN force fields through mlff's C ABI (capi/include/mlff.h).
 *
 * Each rank hands its local atoms and its ghost shell (n_interactions x cutoff + skin, which
 * init_style asks of the communication) to mlff as one open cluster. mlff returns the energy of
 * the local atoms only and its gradient with respect to every atom, ghosts included; LAMMPS sums
 * the ghosts' forces back onto their owners (newton_pair on). One rank holding a box periodic in
 * all three directions hands mlff the box instead, evaluated with its periodic images and no
 * ghost shell. The model lives in Rust. */
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
  std::vector<double> forces;       // 3 x (nlocal + nghost), from mlff
  std::vector<double> energies;     // nlocal, from mlff
  void allocate();
  bool whole_box() const;
};

}    // namespace LAMMPS_NS

#endif
