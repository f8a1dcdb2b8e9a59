"""The mlff model file: a schnetpack 2.1.1 PaiNN or SchNet energy model as one `.safetensors` file.

This module is shared by the converter, the golden-data generator and the CPU peer benchmark:

* `describe(nnp)` reads a schnetpack `NeuralNetworkPotential` (PaiNN or SchNet representation, one
  `Atomwise` energy head with sum aggregation, optionally `ScaleProperty` before `Forces`, and
  `AddOffsets` post-processing) into the mlff config dict and a dict of named tensors, or raises
  `UnsupportedModel` with a one-line reason.
* `export(nnp, path, elements, dtype, source, card, energy_unit, length_unit)` writes them to `path`.
* `load_mlff(path)` is the inverse: it rebuilds a schnetpack `NeuralNetworkPotential` from an mlff
  file (`nnp_from_tensors` from a config and tensor dict), so that schnetpack itself can evaluate
  (and time) exactly what the file says.
* `evaluate(nnp, atoms, cutoff)` runs schnetpack with its own ASE neighbour list;
  `evaluate_in_units(nnp, atoms, cutoff, energy_unit, length_unit)` does the same for a model
  trained in other units (positions and cell converted in, results converted back to eV and A).

Units: a file holds the model in the units it was trained in (schnetpack stores whatever unit its
training data had), named by the config's `energy_unit` and `length_unit` (ASE's names, see
`ENERGY_UNITS` and `LENGTH_UNITS`; a file without them is in eV and Angstrom). The config's
cutoff, radial basis, energy scale, mean and atomrefs are schnetpack's numbers in those units; the
engine converts them to eV and Angstrom when it loads the file. `load_mlff` rebuilds the model in
the file's units, as schnetpack had it. Elsewhere: positions Angstrom, energies eV, forces
eV/Angstrom, stress eV/Angstrom^3.

The energy the file describes (schnetpack 2.1.1 semantics, checked against its source):

    y_i = readout(q_i)                    Atomwise MLP on the representation's scalar features
    e_i = energy_scale * y_i + energy_mean_per_atom + atomref[Z_i]
    E   = sum_i e_i

`energy_scale` is a `ScaleProperty` *output module* placed before `Forces` (as schnetpack's own
configs do), `energy_mean_per_atom` and `atomref` come from the `AddOffsets` post-processor
(extensive, i.e. mean times the number of atoms). The file format is documented in tools/README.md.
"""
from __future__ import annotations

import json
import os
import typing
import warnings
from typing import Dict, List, Optional, Sequence, Tuple

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.data.dataloader as _dl

if not hasattr(_dl, "T_co"):  # schnetpack 2.1.1 imports this name, removed in torch >= 2.10
    _dl.T_co = typing.TypeVar("T_co", covariant=True)
warnings.filterwarnings("ignore", module="pytorch_lightning")
warnings.filterwarnings("ignore", message=".*pkg_resources.*")
warnings.filterwarnings("ignore", message=".*torch.jit.script.*", category=FutureWarning)

import schnetpack as spk  # noqa: E402
import schnetpack.properties as P  # noqa: E402
from safetensors import safe_open  # noqa: E402
from safetensors.torch import save_file  # noqa: E402

CONFIG_KEY = "mlff.config"
ENERGY_KEY = "energy"
PER_ATOM_KEY = "energy_readout"  # raw Atomwise y_i (before scale and offsets)


class UnsupportedModel(Exception):
    """The schnetpack model uses something the mlff format does not describe."""


# Units a model may be trained in (ASE's names) -> eV per unit / Angstrom per unit. The values are
# ASE's (`ase.units`, CODATA 2014: units.kcal / units.mol, ...), which schnetpack's SpkCalculator
# converts with; the engine (src/units.rs, MODEL_ENERGY_UNITS / MODEL_LENGTH_UNITS) uses the same.
ENERGY_UNITS = {"eV": 1.0, "meV": 1e-3, "kcal/mol": 0.04336410390059322, "kJ/mol": 0.010364269574711572,
                "Hartree": 27.211386024367243}
LENGTH_UNITS = {"Angstrom": 1.0, "Ang": 1.0, "Bohr": 0.5291772105638411, "nm": 10.0}


def check_units(energy_unit: Optional[str], length_unit: Optional[str]) -> None:
    """Raise UnsupportedModel (one line) for a unit name the format does not know; None is allowed."""
    if energy_unit is not None and energy_unit not in ENERGY_UNITS:
        raise UnsupportedModel(f"unknown energy unit '{energy_unit}' (known: {', '.join(ENERGY_UNITS)})")
    if length_unit is not None and length_unit not in LENGTH_UNITS:
        raise UnsupportedModel(f"unknown length unit '{length_unit}' (known: {', '.join(LENGTH_UNITS)})")


# --------------------------------------------------------------------------------------------
# schnetpack model -> config + tensors
# --------------------------------------------------------------------------------------------

def _activation_name(act) -> str:
    """Name of a schnetpack Dense activation (a function or a module)."""
    if act is F.silu or isinstance(act, nn.SiLU):
        return "silu"
    if act is spk.nn.shifted_softplus:
        return "shifted_softplus"
    if isinstance(act, nn.Identity) or act is None:
        return "none"
    return getattr(act, "__name__", type(act).__name__)


def _dense(t: Dict[str, torch.Tensor], name: str, layer: nn.Linear, bias: bool = True) -> None:
    t[f"{name}.weight"] = layer.weight.detach()
    if bias:
        if layer.bias is None:
            t[f"{name}.bias"] = torch.zeros(layer.out_features, dtype=layer.weight.dtype)
        else:
            t[f"{name}.bias"] = layer.bias.detach()
    elif layer.bias is not None:
        raise UnsupportedModel(f"{name} has a bias, the format has none there")


def _embedding_table(emb: nn.Module) -> torch.Tensor:
    """The [max_z, F] table of a nuclear embedding (nn.Embedding or spk NuclearEmbedding)."""
    if isinstance(emb, nn.Embedding):
        if emb.max_norm is not None:
            raise UnsupportedModel("nn.Embedding with max_norm is not supported")
        return emb.weight.detach()
    if isinstance(emb, spk.nn.NuclearEmbedding):
        # eval-mode table = element_embedding + electron_config @ W^T: a fixed function of Z
        with torch.no_grad():
            return emb.element_embedding + emb.config_linear(emb.electron_config)
    raise UnsupportedModel(f"nuclear embedding {type(emb).__name__} is not supported")


def _is_shared(blocks: nn.ModuleList) -> bool:
    return len(blocks) > 1 and all(b is blocks[0] for b in blocks)


# Activations a config may name, and the functions schnetpack builds with.
ACTIVATIONS = {"silu": F.silu, "shifted_softplus": spk.nn.shifted_softplus}


def _describe_painn(rep, t: Dict[str, torch.Tensor], n_rbf: int) -> dict:
    """PaiNN's own tensors into `t`; its part of the config."""
    Fb, L = rep.n_atom_basis, rep.n_interactions
    n_fb = 1 if rep.share_filters else L
    _dense(t, "filter_net", rep.filter_net)
    if tuple(t["filter_net.weight"].shape) != (n_fb * 3 * Fb, n_rbf):
        raise UnsupportedModel(f"filter_net weight has shape {tuple(t['filter_net.weight'].shape)}")
    shared = _is_shared(rep.interactions)
    if shared != _is_shared(rep.mixing):
        raise UnsupportedModel("interactions and mixing blocks disagree on sharing")
    n_blocks = 1 if shared else L
    act = None
    eps = None
    for l in range(n_blocks):
        inter, mix = rep.interactions[l], rep.mixing[l]
        if type(inter) is not spk.representation.PaiNNInteraction or type(mix) is not spk.representation.PaiNNMixing:
            raise UnsupportedModel(f"block {l}: {type(inter).__name__}/{type(mix).__name__} are not plain PaiNN blocks")
        for seq in (inter.interatomic_context_net, mix.intraatomic_context_net):
            a0, a1 = _activation_name(seq[0].activation), _activation_name(seq[1].activation)
            if a1 != "none":
                raise UnsupportedModel(f"block {l}: activation after the second context layer ({a1})")
            if act is not None and a0 != act:
                raise UnsupportedModel(f"block {l}: mixed activations {act}/{a0}")
            act = a0
        _dense(t, f"interactions.{l}.context_net.0", inter.interatomic_context_net[0])
        _dense(t, f"interactions.{l}.context_net.1", inter.interatomic_context_net[1])
        _dense(t, f"mixing.{l}.mu_channel_mix", mix.mu_channel_mix, bias=False)
        _dense(t, f"mixing.{l}.context_net.0", mix.intraatomic_context_net[0])
        _dense(t, f"mixing.{l}.context_net.1", mix.intraatomic_context_net[1])
        if _activation_name(mix.mu_channel_mix.activation) != "none":
            raise UnsupportedModel(f"block {l}: activation on mu_channel_mix")
        if eps is not None and mix.epsilon != eps:
            raise UnsupportedModel("mixing blocks use different epsilon")
        eps = float(mix.epsilon)
    if act != "silu":
        raise UnsupportedModel(f"PaiNN activation {act} is not supported (silu only)")
    return {"model": "painn", "shared_interactions": bool(shared), "shared_filters": bool(rep.share_filters),
            "activation": "silu", "epsilon": eps}


def _describe_schnet(rep, t: Dict[str, torch.Tensor], n_rbf: int) -> dict:
    """SchNet's own tensors into `t`; its part of the config."""
    Fb, L, C = rep.n_atom_basis, len(rep.interactions), rep.n_filters
    shared = _is_shared(rep.interactions)
    act = None
    for l in range(1 if shared else L):
        block = rep.interactions[l]
        if type(block) is not spk.representation.SchNetInteraction:
            raise UnsupportedModel(f"block {l}: {type(block).__name__} is not a plain SchNetInteraction")
        layers = [("in2f", block.in2f, False), ("filter_net.0", block.filter_network[0], True),
                  ("filter_net.1", block.filter_network[1], True), ("f2out.0", block.f2out[0], True),
                  ("f2out.1", block.f2out[1], True)]
        if len(block.filter_network) != 2 or len(block.f2out) != 2:
            raise UnsupportedModel(f"block {l}: filter or output network is not two Dense layers")
        for name, layer, bias in layers:
            a = _activation_name(layer.activation)
            if name.endswith(".0"):
                if act is not None and a != act:
                    raise UnsupportedModel(f"block {l}: mixed activations {act}/{a}")
                act = a
            elif a != "none":
                raise UnsupportedModel(f"block {l}: activation {a} after {name}")
            _dense(t, f"interactions.{l}.{name}", layer, bias=bias)
        expected = {"in2f": (C, Fb), "filter_net.0": (C, n_rbf), "filter_net.1": (C, C), "f2out.0": (Fb, C),
                    "f2out.1": (Fb, Fb)}
        for name, shape in expected.items():
            if tuple(t[f"interactions.{l}.{name}.weight"].shape) != shape:
                raise UnsupportedModel(f"block {l}: {name} weight has shape "
                                       f"{tuple(t[f'interactions.{l}.{name}.weight'].shape)}, expected {shape}")
    if act not in ACTIVATIONS:
        raise UnsupportedModel(f"SchNet activation {act} is not supported (shifted_softplus or silu)")
    config = {"model": "schnet", "shared_interactions": bool(shared), "activation": act}
    if C != Fb:
        config["n_filters"] = int(C)
    return config


def describe(nnp: nn.Module) -> Tuple[dict, Dict[str, torch.Tensor]]:
    """Read a schnetpack NeuralNetworkPotential; return (config without 'elements'/'source', tensors).

    Raises UnsupportedModel with a one-line reason for anything the format cannot express.
    """
    if not isinstance(nnp, spk.model.NeuralNetworkPotential):
        raise UnsupportedModel(f"expected a schnetpack NeuralNetworkPotential, got {type(nnp).__name__}")
    rep = nnp.representation
    if not isinstance(rep, (spk.representation.PaiNN, spk.representation.SchNet)):
        raise UnsupportedModel(f"representation {type(rep).__name__} is not supported (PaiNN or SchNet)")
    if len(rep.electronic_embeddings) > 0:
        raise UnsupportedModel(f"{type(rep).__name__} electronic (charge/spin) embeddings are not supported")

    # -- input modules: only the pairwise distances (and strain, for stress) -----------------
    for m in nnp.input_modules:
        if not isinstance(m, (spk.atomistic.PairwiseDistances, spk.atomistic.Strain)):
            raise UnsupportedModel(f"input module {type(m).__name__} is not supported")

    Fb = rep.n_atom_basis
    t: Dict[str, torch.Tensor] = {}

    # -- embedding ----------------------------------------------------------------------------
    table = _embedding_table(rep.embedding)
    if table.shape[1] != Fb:
        raise UnsupportedModel(f"embedding width {table.shape[1]} != n_atom_basis {Fb}")
    t["embedding.weight"] = table
    max_z = int(table.shape[0])

    # -- radial basis and cutoff --------------------------------------------------------------
    rb = rep.radial_basis
    if isinstance(rb, (spk.nn.GaussianRBF, spk.nn.GaussianRBFCentered)):
        kind = "gaussian"
        t["radial_basis.offsets"] = rb.offsets.detach()
        t["radial_basis.widths"] = rb.widths.detach()
    elif isinstance(rb, spk.nn.BesselRBF):
        kind = "bessel"
        t["radial_basis.freqs"] = rb.freqs.detach()
    else:
        raise UnsupportedModel(f"radial basis {type(rb).__name__} is not supported (Gaussian or Bessel)")
    n_rbf = int(rb.n_rbf)
    if not isinstance(rep.cutoff_fn, spk.nn.CosineCutoff):
        raise UnsupportedModel(f"cutoff function {type(rep.cutoff_fn).__name__} is not supported (cosine only)")
    cutoff = float(rep.cutoff_fn.cutoff.reshape(-1)[0].item())

    # -- the architecture's own blocks ------------------------------------------------------
    if isinstance(rep, spk.representation.PaiNN):
        arch = _describe_painn(rep, t, n_rbf)
    else:
        arch = _describe_schnet(rep, t, n_rbf)
    L = len(rep.interactions)

    # -- output modules: Atomwise (sum) [-> ScaleProperty] [-> Forces] -------------------------
    atomwise = None
    scale = 1.0
    energy_key = None
    for m in nnp.output_modules:
        if isinstance(m, spk.atomistic.Atomwise):
            if atomwise is not None:
                raise UnsupportedModel("more than one Atomwise output module")
            atomwise = m
            energy_key = m.output_key
            if m.aggregation_mode != "sum":
                raise UnsupportedModel(f"Atomwise aggregation '{m.aggregation_mode}' is not supported (sum only)")
            if m.n_out != 1:
                raise UnsupportedModel(f"Atomwise n_out={m.n_out} is not supported (1 only)")
        elif isinstance(m, spk.transform.ScaleProperty):
            if atomwise is None or m.input_key != energy_key or m.output_key != energy_key:
                raise UnsupportedModel(f"ScaleProperty {m.input_key}->{m.output_key} is not on the Atomwise energy")
            scale *= float(m.scale.reshape(-1)[0].item())
        elif isinstance(m, spk.atomistic.Forces):
            if atomwise is None or m.energy_key != energy_key:
                raise UnsupportedModel(f"Forces on '{m.energy_key}' does not follow the Atomwise energy")
        else:
            raise UnsupportedModel(f"output module {type(m).__name__} is not supported")
    if atomwise is None:
        raise UnsupportedModel("no Atomwise energy output module")

    sizes: List[int] = []
    layers = list(atomwise.outnet)
    ract = None
    for k, layer in enumerate(layers):
        if not isinstance(layer, nn.Linear):
            raise UnsupportedModel(f"readout layer {k} is {type(layer).__name__}, not Dense")
        a = _activation_name(getattr(layer, "activation", None))
        if k == len(layers) - 1:
            if a != "none":
                raise UnsupportedModel(f"readout output layer has activation {a}")
        else:
            if ract is not None and a != ract:
                raise UnsupportedModel("readout hidden layers use different activations")
            ract = a
        if k == 0:
            sizes.append(layer.in_features)
        elif layer.in_features != sizes[-1]:
            raise UnsupportedModel("readout layer sizes do not chain")
        sizes.append(layer.out_features)
        _dense(t, f"readout.{k}", layer)
    if sizes[0] != Fb or sizes[-1] != 1:
        raise UnsupportedModel(f"readout sizes {sizes} must start at n_atom_basis and end at 1")
    ract = ract or "silu"
    if ract != "silu" and not (arch["model"] == "schnet" and ract in ACTIVATIONS):
        raise UnsupportedModel(f"{type(rep).__name__} readout activation {ract} is not supported "
                               + ("(silu only)" if arch["model"] == "painn" else "(silu or shifted_softplus)"))

    # -- post-processing: casts (ignored) and AddOffsets ----------------------------------------
    mean = 0.0
    atomref = torch.zeros(max_z, dtype=torch.float64)
    for m in nnp.postprocessors:
        if isinstance(m, spk.transform.CastMap):
            continue
        if isinstance(m, spk.transform.AddOffsets):
            if m._property != energy_key:
                raise UnsupportedModel(f"AddOffsets on '{m._property}', not on the energy '{energy_key}'")
            if not m.is_extensive:
                raise UnsupportedModel("AddOffsets with is_extensive=False is not supported")
            if not nnp.do_postprocessing:
                continue
            if m.add_mean:
                mean += float(m.mean.reshape(-1)[0].item())
            if m.add_atomrefs:
                ar = m.atomref.detach().to(torch.float64).reshape(-1)
                n = min(len(ar), max_z)
                if len(ar) > max_z and torch.any(ar[max_z:] != 0):
                    raise UnsupportedModel(f"atomref has nonzero entries beyond max_z={max_z}")
                atomref[:n] += ar[:n]
            continue
        if isinstance(m, spk.transform.ScaleProperty):
            raise UnsupportedModel("ScaleProperty as a post-processor scales the energy but not the forces")
        raise UnsupportedModel(f"post-processor {type(m).__name__} is not supported")
    t["atomref"] = atomref

    config = {
        "model": arch["model"],
        "n_atom_basis": int(Fb),
        **({"n_filters": arch["n_filters"]} if "n_filters" in arch else {}),
        "n_interactions": int(L),
        "n_rbf": n_rbf,
        "radial_basis": kind,
        "cutoff": cutoff,
        "cutoff_fn": "cosine",
        "shared_interactions": arch["shared_interactions"],
        **({"shared_filters": arch["shared_filters"]} if "shared_filters" in arch else {}),
        "activation": arch["activation"],
        **({"epsilon": arch["epsilon"]} if "epsilon" in arch else {}),
        "max_z": max_z,
        "readout_sizes": [int(s) for s in sizes],
        "readout_activation": ract,
        "energy_scale": scale,
        "energy_mean_per_atom": mean,
    }
    return config, t


def default_elements(config: dict, tensors: Dict[str, torch.Tensor]) -> List[int]:
    """Elements with a nonzero atomref if any, else 1..max_z-1."""
    ar = tensors["atomref"]
    nz = [int(z) for z in torch.nonzero(ar).reshape(-1) if int(z) > 0]
    return nz if nz else list(range(1, config["max_z"]))


def export(nnp: nn.Module, path: str, elements: Optional[Sequence[int]] = None, dtype: str = "float64",
           source: str = "", card: Optional[dict] = None, energy_unit: Optional[str] = None,
           length_unit: Optional[str] = None, random_weights: bool = False) -> dict:
    """Write a schnetpack NeuralNetworkPotential to an mlff `.safetensors` file; return its config.

    `energy_unit` / `length_unit` (ASE's names, `ENERGY_UNITS` / `LENGTH_UNITS`) are the units the
    model was trained in, written to the config as they are; None leaves the field out (the engine
    then reads eV / Angstrom). The model's numbers are written unchanged, in those units. A card
    that names another unit than these is refused (the engine would refuse the file).
    `random_weights` marks a model of the right shape with untrained weights (for timing and tests).
    """
    check_units(energy_unit, length_unit)
    for key, unit in (("energy_unit", energy_unit), ("length_unit", length_unit)):
        declared = unit if unit is not None else {"energy_unit": "eV", "length_unit": "Angstrom"}[key]
        if isinstance(card, dict) and key in card and card[key] != declared:
            raise UnsupportedModel(f"the card's {key} '{card[key]}' contradicts the model's '{declared}'")
    config, tensors = describe(nnp)
    if elements is None:
        elements = default_elements(config, tensors)
    elements = sorted({int(z) for z in elements})
    for z in elements:
        if not 1 <= z < config["max_z"]:
            raise UnsupportedModel(f"element Z={z} outside the embedding table (max_z={config['max_z']})")
    config["elements"] = elements
    if energy_unit is not None:
        config["energy_unit"] = energy_unit
    if length_unit is not None:
        config["length_unit"] = length_unit
    config["source"] = source
    if random_weights:
        config["random_weights"] = True
    if card is not None:
        config["card"] = card
    tdtype = {"float64": torch.float64, "float32": torch.float32}[dtype]
    out = {k: v.detach().to("cpu", tdtype).contiguous() for k, v in tensors.items()}
    save_file(out, path, metadata={CONFIG_KEY: json.dumps(config)})
    os.chmod(path, 0o644)  # safetensors creates the file owner-only
    return config


# --------------------------------------------------------------------------------------------
# mlff file -> schnetpack model
# --------------------------------------------------------------------------------------------

def read_mlff(path: str) -> Tuple[dict, Dict[str, torch.Tensor]]:
    """Config dict and tensors (as stored) of an mlff file."""
    with safe_open(path, framework="pt") as f:
        meta = f.metadata() or {}
        if CONFIG_KEY not in meta:
            raise UnsupportedModel(f"{path}: no '{CONFIG_KEY}' metadata")
        config = json.loads(meta[CONFIG_KEY])
        tensors = {k: f.get_tensor(k) for k in f.keys()}
    return config, tensors


def build_nnp(config: dict, stress: bool = False, per_atom: bool = True) -> spk.model.NeuralNetworkPotential:
    """A schnetpack NeuralNetworkPotential with the structure of `config` (parameters uninitialised).

    Output modules: Atomwise(sum) -> ScaleProperty -> Forces(calc_stress=stress);
    post-processing: CastTo64, AddOffsets(mean, atomrefs) (as schnetpack's own training configs). With `stress`, schnetpack's Strain input module
    is inserted so that Forces can return dE/d(strain)/V.
    """
    c = config
    model = c.get("model", "painn")
    if model not in ("painn", "schnet") or c["cutoff_fn"] != "cosine" or c["activation"] not in ACTIVATIONS \
            or c["readout_activation"] not in ACTIVATIONS:
        raise UnsupportedModel(f"config not supported: {c}")
    Fb, L, R, rc = c["n_atom_basis"], c["n_interactions"], c["n_rbf"], c["cutoff"]
    if c["radial_basis"] == "gaussian":
        rb = spk.nn.GaussianRBF(n_rbf=R, cutoff=rc)
    elif c["radial_basis"] == "bessel":
        rb = spk.nn.BesselRBF(n_rbf=R, cutoff=rc)
    else:
        raise UnsupportedModel(f"radial basis {c['radial_basis']}")
    if model == "painn":
        rep = spk.representation.PaiNN(
            n_atom_basis=Fb, n_interactions=L, radial_basis=rb, cutoff_fn=spk.nn.CosineCutoff(rc),
            activation=F.silu, shared_interactions=c["shared_interactions"], shared_filters=c["shared_filters"],
            epsilon=c["epsilon"], nuclear_embedding=nn.Embedding(c["max_z"], Fb))
    else:
        rep = spk.representation.SchNet(
            n_atom_basis=Fb, n_interactions=L, radial_basis=rb, cutoff_fn=spk.nn.CosineCutoff(rc),
            n_filters=c.get("n_filters", Fb), shared_interactions=c["shared_interactions"],
            activation=ACTIVATIONS[c["activation"]], nuclear_embedding=nn.Embedding(c["max_z"], Fb))
    sizes = c["readout_sizes"]
    head = spk.atomistic.Atomwise(n_in=Fb, n_out=1, n_hidden=list(sizes[1:-1]), n_layers=len(sizes) - 1,
                                  activation=ACTIVATIONS[c["readout_activation"]], aggregation_mode="sum",
                                  output_key=ENERGY_KEY,
                                  per_atom_output_key=PER_ATOM_KEY if per_atom else None)
    scale = spk.transform.ScaleProperty(input_key=ENERGY_KEY, output_key=ENERGY_KEY)
    forces = spk.atomistic.Forces(calc_forces=True, calc_stress=stress, energy_key=ENERGY_KEY)
    offsets = spk.transform.AddOffsets(ENERGY_KEY, add_mean=True, add_atomrefs=True, zmax=c["max_z"])
    inputs = ([spk.atomistic.Strain()] if stress else []) + [spk.atomistic.PairwiseDistances()]
    return spk.model.NeuralNetworkPotential(representation=rep, input_modules=inputs,
                                            output_modules=[head, scale, forces],
                                            postprocessors=[spk.transform.CastTo64(), offsets])


def nnp_from_tensors(config: dict, t: Dict[str, torch.Tensor], dtype: torch.dtype = torch.float64,
                     stress: bool = False, per_atom: bool = True) -> spk.model.NeuralNetworkPotential:
    """The schnetpack model that an mlff config and tensor dict describe, in eval mode, in `dtype`."""
    nnp = build_nnp(config, stress=stress, per_atom=per_atom)
    rep = nnp.representation
    head, scale, offsets = nnp.output_modules[0], nnp.output_modules[1], nnp.postprocessors[1]
    nnp.to(dtype)

    def put(dst: torch.Tensor, name: str):
        if name not in t:
            raise UnsupportedModel(f"tensor {name} is missing")
        src = t[name]
        if tuple(src.shape) != tuple(dst.shape):
            raise UnsupportedModel(f"tensor {name} has shape {tuple(src.shape)}, expected {tuple(dst.shape)}")
        with torch.no_grad():
            dst.copy_(src.to(dst.dtype))

    def put_dense(layer: nn.Linear, name: str, bias: bool = True):
        put(layer.weight, f"{name}.weight")
        if bias:
            put(layer.bias, f"{name}.bias")

    put(rep.embedding.weight, "embedding.weight")
    if config["radial_basis"] == "gaussian":
        put(rep.radial_basis.offsets, "radial_basis.offsets")
        put(rep.radial_basis.widths, "radial_basis.widths")
    else:
        put(rep.radial_basis.freqs, "radial_basis.freqs")
    n_blocks = 1 if config["shared_interactions"] else config["n_interactions"]
    if config.get("model", "painn") == "painn":
        put_dense(rep.filter_net, "filter_net")
        for l in range(n_blocks):
            ic, mx = rep.interactions[l], rep.mixing[l]
            put_dense(ic.interatomic_context_net[0], f"interactions.{l}.context_net.0")
            put_dense(ic.interatomic_context_net[1], f"interactions.{l}.context_net.1")
            put_dense(mx.mu_channel_mix, f"mixing.{l}.mu_channel_mix", bias=False)
            put_dense(mx.intraatomic_context_net[0], f"mixing.{l}.context_net.0")
            put_dense(mx.intraatomic_context_net[1], f"mixing.{l}.context_net.1")
    else:
        for l in range(n_blocks):
            b = rep.interactions[l]
            put_dense(b.in2f, f"interactions.{l}.in2f", bias=False)
            put_dense(b.filter_network[0], f"interactions.{l}.filter_net.0")
            put_dense(b.filter_network[1], f"interactions.{l}.filter_net.1")
            put_dense(b.f2out[0], f"interactions.{l}.f2out.0")
            put_dense(b.f2out[1], f"interactions.{l}.f2out.1")
    for k, layer in enumerate(head.outnet):
        put_dense(layer, f"readout.{k}")
    with torch.no_grad():
        scale.scale = torch.tensor([config["energy_scale"]], dtype=dtype)
        offsets.mean = torch.tensor([config["energy_mean_per_atom"]], dtype=dtype)
        offsets.atomref = t["atomref"].to(dtype).reshape(-1).clone()
    return nnp.eval()


def load_mlff(path: str, dtype: torch.dtype = torch.float64, stress: bool = False,
              per_atom: bool = True) -> spk.model.NeuralNetworkPotential:
    """Rebuild the schnetpack model an mlff file describes, in eval mode, parameters in `dtype`."""
    config, t = read_mlff(path)
    try:
        return nnp_from_tensors(config, t, dtype=dtype, stress=stress, per_atom=per_atom)
    except UnsupportedModel as e:
        raise UnsupportedModel(f"{path}: {e}") from None


# --------------------------------------------------------------------------------------------
# inputs and evaluation
# --------------------------------------------------------------------------------------------

def atoms_to_inputs(atoms, cutoff: float, dtype: torch.dtype = torch.float64) -> Dict[str, torch.Tensor]:
    """schnetpack input dict for one ase.Atoms, with schnetpack's ASE neighbour list (full, d < cutoff)."""
    conv = spk.interfaces.AtomsConverter(neighbor_list=spk.transform.ASENeighborList(cutoff=cutoff), dtype=dtype)
    return conv(atoms)


def evaluate(nnp: spk.model.NeuralNetworkPotential, atoms, cutoff: float, dtype: torch.dtype = torch.float64) -> dict:
    """Energy, forces, (stress,) and post-processed per-atom energies of one structure, as numpy float64.

    Per-atom energies e_i = scale * y_i + mean_per_atom + atomref[Z_i] (sum_i e_i = E); schnetpack
    itself only exposes the raw y_i, the offsets are added here from the model's own modules.
    """
    inputs = atoms_to_inputs(atoms, cutoff, dtype)
    n_edges = int(inputs[P.idx_i].shape[0])
    out = nnp(inputs)
    res = {"energy": float(out[ENERGY_KEY].detach().reshape(-1)[0].item()),
           "forces": out[P.forces].detach().to(torch.float64).numpy().copy(), "n_edges": n_edges}
    if P.stress in out:
        res["stress"] = out[P.stress].detach().to(torch.float64).numpy().reshape(3, 3).copy()
    if PER_ATOM_KEY in out:
        y = out[PER_ATOM_KEY].detach().to(torch.float64).reshape(-1).numpy()
        scale = 1.0
        for m in nnp.output_modules:
            if isinstance(m, spk.transform.ScaleProperty):
                scale *= float(m.scale.reshape(-1)[0])
        mean, atomref = 0.0, np.zeros(int(atoms.numbers.max()) + 1)
        for m in nnp.postprocessors:
            if isinstance(m, spk.transform.AddOffsets):
                if m.add_mean:
                    mean += float(m.mean.reshape(-1)[0])
                if m.add_atomrefs:
                    ar = m.atomref.detach().to(torch.float64).numpy()[: len(atomref)]
                    atomref[: len(ar)] += ar
        res["energies"] = scale * y + mean + atomref[atoms.numbers]
    return res


def to_model_length(atoms, length_unit: str):
    """Copy of `atoms` (Angstrom) with positions and cell in `length_unit` (ASE's names)."""
    a = LENGTH_UNITS[length_unit]
    at = atoms.copy()
    at.set_cell(atoms.cell.array / a, scale_atoms=False)
    at.positions = atoms.positions / a
    return at


def evaluate_in_units(nnp: spk.model.NeuralNetworkPotential, atoms, cutoff: float, energy_unit: str = "eV",
                      length_unit: str = "Angstrom", dtype: torch.dtype = torch.float64) -> dict:
    """`evaluate` for a model trained in other units, results in eV, eV/Angstrom, eV/Angstrom^3.

    `atoms` is in Angstrom; `cutoff` in the model's length unit. The model sees positions and cell
    in its own length unit (what it was trained on) and its results are converted back:
    E = E_model * e, F = F_model * e / a, stress = stress_model * e / a^3, with e = eV per energy
    unit and a = Angstrom per length unit. (schnetpack 2.1.1's SpkCalculator scales the outputs
    the same way but gives the model positions in Angstrom whatever its `position_unit`, so it is
    only right for models trained in Angstrom.)
    """
    check_units(energy_unit, length_unit)
    e, a = ENERGY_UNITS[energy_unit], LENGTH_UNITS[length_unit]
    res = evaluate(nnp, to_model_length(atoms, length_unit) if a != 1.0 else atoms, cutoff, dtype)
    res["energy"] = res["energy"] * e
    res["forces"] = res["forces"] * (e / a)
    if "stress" in res:
        res["stress"] = res["stress"] * (e / a**3)
    if "energies" in res:
        res["energies"] = res["energies"] * e
    return res
