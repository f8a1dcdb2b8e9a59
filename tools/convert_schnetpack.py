#!/usr/bin/env python3
"""Convert a schnetpack 2.1.1 PaiNN or SchNet energy model into an mlff `.safetensors` file.

    python tools/convert_schnetpack.py MODEL OUT.safetensors [--elements H,C,N,O]
                                       [--dtype auto|float64|float32] [--hparams JSON] [--source TEXT]
                                       [--card JSON] [--energy-unit U] [--length-unit L]

MODEL is one of
  * a whole model saved with `torch.save` (schnetpack's training writes `best_model` this way): a
    `NeuralNetworkPotential`, or an `AtomisticTask` holding one;
  * a state dict of a NeuralNetworkPotential (`torch.save(model.state_dict())`), or a Lightning
    checkpoint whose `state_dict` has `model.`-prefixed keys. The architecture, sizes (SchNet's
    n_filters too), radial basis, cutoff, sharing and offsets are read from the tensors;
    `--hparams` (a JSON file or an inline JSON object) gives what tensors cannot tell, or
    overrides: representation (painn, schnet), n_interactions, shared_interactions, activation
    (PaiNN: silu; SchNet: shifted_softplus, its default, or silu), readout_activation (silu,
    schnetpack's default; SchNet also shifted_softplus), aggregation_mode, epsilon, cutoff_fn,
    energy_scale, energy_mean_per_atom, atomref ({"Z": eV, ...} or a list), add_mean,
    add_atomrefs.

Supported: PaiNN (silu) and SchNet (shifted softplus or silu; n_filters apart from n_atom_basis;
shared interactions), with nn.Embedding or NuclearEmbedding, Gaussian or Bessel radial basis,
cosine cutoff; one Atomwise energy head with sum aggregation (silu hidden layers; SchNet's also
shifted softplus), ScaleProperty on the energy before Forces, AddOffsets (extensive) and casts as
post-processors. Anything else ends the program with one line `error: ...` and exit status 1.

Units: the file keeps the model's numbers in the units it was trained in and names them in the
config (`energy_unit`, `length_unit`); the engine converts the cutoff, radial basis, energy scale,
mean and atomrefs to eV and Angstrom when it loads the file. schnetpack does not store its
training units in the model, so say them: `--energy-unit` one of eV, meV, kcal/mol, kJ/mol,
Hartree and `--length-unit` one of Angstrom, Ang, Bohr, nm (ASE's names, as in schnetpack's
`SpkCalculator(energy_unit=..., position_unit=...)` and its training configs' `units`). Without
them the converter writes eV and Angstrom and says on its output line that it assumed them. A
unit a `--card` names (`energy_unit`, `length_unit`) must agree. Any other unit name is an error.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from typing import Dict, Optional

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mlff_model as mm  # noqa: E402
from mlff_model import UnsupportedModel  # noqa: E402

spk = mm.spk

HPARAM_KEYS = {"n_interactions", "shared_interactions", "activation", "readout_activation", "aggregation_mode",
               "epsilon", "cutoff_fn", "energy_scale", "energy_mean_per_atom", "atomref", "add_mean",
               "add_atomrefs", "representation"}


def parse_elements(text: Optional[str]):
    """'H,C,N,O' or '1,6,7,8' -> sorted atomic numbers."""
    if not text:
        return None
    from ase.data import atomic_numbers
    out = []
    for tok in text.split(","):
        tok = tok.strip()
        if not tok:
            continue
        if tok.isdigit():
            out.append(int(tok))
        elif tok in atomic_numbers:
            out.append(atomic_numbers[tok])
        else:
            raise UnsupportedModel(f"unknown element '{tok}' in --elements")
    return sorted(set(out))


def from_state_dict(sd: Dict[str, torch.Tensor], hp: dict):
    """mlff (config, tensors) from a NeuralNetworkPotential state dict plus hyper-parameters."""
    unknown = set(hp) - HPARAM_KEYS
    if unknown:
        raise UnsupportedModel(f"unknown --hparams keys: {sorted(unknown)}")
    sd = {(k[len("model."):] if k.startswith("model.") else k): v for k, v in sd.items()}
    sd = {k: v for k, v in sd.items() if isinstance(v, torch.Tensor)}
    r = "representation."
    found = ("painn" if any(k.startswith(r + "interactions.") and "interatomic_context_net" in k for k in sd)
             else "schnet" if any(k.startswith(r + "interactions.") and ".in2f." in k for k in sd) else None)
    arch = str(hp.get("representation", found or "painn")).lower()
    if arch not in ("painn", "schnet"):
        raise UnsupportedModel(f"representation {hp['representation']} is not supported (PaiNN or SchNet)")
    if found is None:
        raise UnsupportedModel("state dict holds no PaiNN or SchNet representation")
    if arch != found:
        raise UnsupportedModel(f"--hparams says representation {arch}, the state dict holds {found}")
    name = {"painn": "PaiNN", "schnet": "SchNet"}[arch]
    activation = hp.get("activation", "silu" if arch == "painn" else "shifted_softplus")
    readout_activation = hp.get("readout_activation", "silu")
    allowed = ["silu"] if arch == "painn" else list(mm.ACTIVATIONS)
    for key, value in (("activation", activation), ("readout_activation", readout_activation)):
        if value not in allowed:
            raise UnsupportedModel(f"{name} {key} '{value}' is not supported ({' or '.join(allowed)})")
    for key, want in (("aggregation_mode", "sum"), ("cutoff_fn", "cosine")):
        if hp.get(key, want) != want:
            raise UnsupportedModel(f"{key} '{hp[key]}' is not supported ({want} only)")

    def get(key):
        if key not in sd:
            raise UnsupportedModel(f"state dict has no '{key}' (is this a schnetpack {name} model?)")
        return sd[key].detach().to(torch.float64)

    if any(k.startswith(r + "electronic_embeddings.") for k in sd):
        raise UnsupportedModel(f"{name} electronic (charge/spin) embeddings are not supported")
    t: Dict[str, torch.Tensor] = {}
    if r + "embedding.weight" in sd:
        t["embedding.weight"] = get(r + "embedding.weight")
    elif r + "embedding.element_embedding" in sd:
        t["embedding.weight"] = get(r + "embedding.element_embedding") + \
            get(r + "embedding.electron_config") @ get(r + "embedding.config_linear.weight").T
    else:
        raise UnsupportedModel("no nuclear embedding in the state dict")
    max_z, Fb = t["embedding.weight"].shape

    if r + "radial_basis.offsets" in sd:
        kind = "gaussian"
        t["radial_basis.offsets"] = get(r + "radial_basis.offsets")
        t["radial_basis.widths"] = get(r + "radial_basis.widths")
    elif r + "radial_basis.freqs" in sd:
        kind = "bessel"
        t["radial_basis.freqs"] = get(r + "radial_basis.freqs")
    else:
        raise UnsupportedModel("radial basis is neither Gaussian nor Bessel")
    if r + "cutoff_fn.eps" in sd or r + "cutoff_fn.switch_on" in sd:
        raise UnsupportedModel("cutoff function is not cosine")
    cutoff = float(get(r + "cutoff_fn.cutoff").reshape(-1)[0])

    blocks = sorted({int(m.group(1)) for k in sd for m in [re.match(r"representation\.interactions\.(\d+)\.", k)] if m})
    L = int(hp.get("n_interactions", len(blocks)))
    if arch == "painn":
        t["filter_net.weight"] = get(r + "filter_net.weight")
        t["filter_net.bias"] = get(r + "filter_net.bias")
        n_rbf = t["filter_net.weight"].shape[1]
        n_fb = t["filter_net.weight"].shape[0] // (3 * Fb)
        if n_fb * 3 * Fb != t["filter_net.weight"].shape[0] or n_fb not in (1, L):
            raise UnsupportedModel(f"filter_net has {t['filter_net.weight'].shape[0]} outputs, not 3F or L*3F")
        shared_filters = n_fb == 1 and L > 1
    else:
        first = get(f"{r}interactions.{blocks[0]}.filter_network.0.weight")
        n_filters, n_rbf = first.shape

    def schnet_block(l):
        p = f"{r}interactions.{l}."
        out = {f"interactions.{l}.in2f.weight": get(p + "in2f.weight")}
        for src, dst in (("filter_network.0", "filter_net.0"), ("filter_network.1", "filter_net.1"),
                         ("f2out.0", "f2out.0"), ("f2out.1", "f2out.1")):
            out[f"interactions.{l}.{dst}.weight"] = get(f"{p}{src}.weight")
            out[f"interactions.{l}.{dst}.bias"] = get(f"{p}{src}.bias")
        return out

    def block(l):
        if arch == "schnet":
            return schnet_block(l)
        p, m = f"{r}interactions.{l}.interatomic_context_net.", f"{r}mixing.{l}."
        return {f"interactions.{l}.context_net.0.weight": get(p + "0.weight"),
                f"interactions.{l}.context_net.0.bias": get(p + "0.bias"),
                f"interactions.{l}.context_net.1.weight": get(p + "1.weight"),
                f"interactions.{l}.context_net.1.bias": get(p + "1.bias"),
                f"mixing.{l}.mu_channel_mix.weight": get(m + "mu_channel_mix.weight"),
                f"mixing.{l}.context_net.0.weight": get(m + "intraatomic_context_net.0.weight"),
                f"mixing.{l}.context_net.0.bias": get(m + "intraatomic_context_net.0.bias"),
                f"mixing.{l}.context_net.1.weight": get(m + "intraatomic_context_net.1.weight"),
                f"mixing.{l}.context_net.1.bias": get(m + "intraatomic_context_net.1.bias")}

    all_blocks = [block(l) for l in blocks]
    if "shared_interactions" in hp:
        shared = bool(hp["shared_interactions"])
    else:  # ModuleList([m] * L) stores the same tensors under every index
        def normal(b, l):
            return {k.replace(f"interactions.{l}.", "interactions.#.").replace(f"mixing.{l}.", "mixing.#."): v
                    for k, v in b.items()}
        first = normal(all_blocks[0], blocks[0])
        shared = L > 1 and len(blocks) == L and all(
            torch.equal(v, first[k]) for b, l in zip(all_blocks, blocks) for k, v in normal(b, l).items())
    n_blocks = 1 if shared else L
    if len(blocks) < n_blocks or blocks[:n_blocks] != list(range(n_blocks)):
        raise UnsupportedModel(f"state dict has interaction blocks {blocks}, expected 0..{n_blocks - 1}")
    for l in range(n_blocks):
        t.update(all_blocks[l])

    heads = sorted({int(m.group(1)) for k in sd for m in [re.match(r"output_modules\.(\d+)\.outnet\.", k)] if m})
    if len(heads) != 1:
        raise UnsupportedModel(f"expected one Atomwise output network, found {len(heads)}")
    h = heads[0]
    layers = sorted({int(m.group(1)) for k in sd for m in [re.match(rf"output_modules\.{h}\.outnet\.(\d+)\.weight", k)] if m})
    sizes = [Fb]
    for k in layers:
        w = get(f"output_modules.{h}.outnet.{k}.weight")
        if w.shape[1] != sizes[-1]:
            raise UnsupportedModel("readout layer sizes do not chain")
        sizes.append(w.shape[0])
        t[f"readout.{k}.weight"] = w
        bkey = f"output_modules.{h}.outnet.{k}.bias"
        t[f"readout.{k}.bias"] = get(bkey) if bkey in sd else torch.zeros(w.shape[0], dtype=torch.float64)
    if sizes[-1] != 1:
        raise UnsupportedModel(f"Atomwise n_out={sizes[-1]} is not supported (1 only)")

    scale = 1.0
    for k in sd:
        m = re.match(r"output_modules\.(\d+)\.scale$", k)
        if m and int(m.group(1)) > h:
            scale *= float(get(k).reshape(-1)[0])
    scale = float(hp.get("energy_scale", scale))

    mean, atomref = 0.0, torch.zeros(max_z, dtype=torch.float64)
    for k in sd:
        m = re.match(r"postprocessors\.(\d+)\.(mean|atomref)$", k)
        if not m:
            continue
        if m.group(2) == "mean" and hp.get("add_mean", True):
            mean += float(get(k).reshape(-1)[0])
        if m.group(2) == "atomref" and hp.get("add_atomrefs", True):
            ar = get(k).reshape(-1)
            n = min(len(ar), max_z)
            if len(ar) > max_z and torch.any(ar[max_z:] != 0):
                raise UnsupportedModel(f"atomref has nonzero entries beyond max_z={max_z}")
            atomref[:n] += ar[:n]
    mean = float(hp.get("energy_mean_per_atom", mean))
    if "atomref" in hp:
        atomref = torch.zeros(max_z, dtype=torch.float64)
        items = hp["atomref"].items() if isinstance(hp["atomref"], dict) else enumerate(hp["atomref"])
        for z, v in items:
            atomref[int(z)] = float(v)
    t["atomref"] = atomref

    config = {"model": arch, "n_atom_basis": int(Fb), "n_interactions": L, "n_rbf": int(n_rbf),
              "radial_basis": kind, "cutoff": cutoff, "cutoff_fn": "cosine", "shared_interactions": shared,
              "activation": activation, "max_z": int(max_z), "readout_sizes": sizes,
              "readout_activation": readout_activation, "energy_scale": scale, "energy_mean_per_atom": mean}
    if arch == "painn":
        config.update(shared_filters=shared_filters, epsilon=float(hp.get("epsilon", 1e-8)))
    else:
        config["n_filters"] = int(n_filters)
    return config, t


def load_model(path: str, hparams: Optional[dict]):
    """A schnetpack NeuralNetworkPotential (float64) from a saved model, state dict or checkpoint."""
    try:
        obj = torch.load(path, map_location="cpu", weights_only=False)
    except Exception as e:  # noqa: BLE001 - report any unpickling problem in one line
        raise UnsupportedModel(f"cannot load {path}: {str(e).splitlines()[0] if str(e) else type(e).__name__}")
    if isinstance(obj, torch.nn.Module):
        if hparams:
            raise UnsupportedModel("--hparams is for state-dict files; the whole model was saved")
        if not isinstance(obj, spk.model.NeuralNetworkPotential) and isinstance(getattr(obj, "model", None),
                                                                               spk.model.NeuralNetworkPotential):
            obj = obj.model  # AtomisticTask
        src_dtype = _dtype_of(obj)
        return obj.to(torch.float64).eval(), src_dtype
    if isinstance(obj, dict):
        sd = obj.get("state_dict", obj)
        src_dtype = next((v.dtype for v in sd.values() if isinstance(v, torch.Tensor) and v.is_floating_point()),
                         torch.float32)
        config, t = from_state_dict(sd, hparams or {})
        return mm.nnp_from_tensors(config, t, dtype=torch.float64, per_atom=False), src_dtype
    raise UnsupportedModel(f"{path} holds a {type(obj).__name__}, not a schnetpack model or state dict")


def _dtype_of(model: torch.nn.Module) -> torch.dtype:
    return next((p.dtype for p in model.parameters()), torch.float32)


def assumed_note(args) -> str:
    """' (assumed: ...)' naming the unit options that were not given, or ''."""
    missing = [opt for opt, val in (("--energy-unit", args.energy_unit), ("--length-unit", args.length_unit))
               if val is None]
    if not missing:
        return ""
    return f" (assumed: pass {'/'.join(missing)} if the model was trained in others)"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Convert a schnetpack PaiNN or SchNet model to an mlff .safetensors file.")
    ap.add_argument("model", help="torch.save'd NeuralNetworkPotential, state dict, or Lightning checkpoint")
    ap.add_argument("out", help="output .safetensors path")
    ap.add_argument("--elements", help="supported elements, e.g. H,C,N,O (default: nonzero atomrefs, else all)")
    ap.add_argument("--dtype", choices=["auto", "float64", "float32"], default="auto",
                    help="tensor dtype in the file (auto: that of the model's parameters)")
    ap.add_argument("--hparams", help="JSON file or inline JSON object with hyper-parameters (state-dict input)")
    ap.add_argument("--source", help="free text stored as config 'source' (default: the input file name)")
    ap.add_argument("--card", help="JSON file with a free-form training card stored as config 'card'")
    ap.add_argument("--energy-unit", metavar="U",
                    help=f"energy unit the model was trained in: {', '.join(mm.ENERGY_UNITS)} (default: eV, assumed)")
    ap.add_argument("--length-unit", metavar="L",
                    help=f"length unit the model was trained in: {', '.join(mm.LENGTH_UNITS)} "
                         "(default: Angstrom, assumed)")
    args = ap.parse_args(argv)
    try:
        mm.check_units(args.energy_unit, args.length_unit)  # before loading anything
        energy_unit = args.energy_unit or "eV"
        length_unit = args.length_unit or "Angstrom"
        hparams = None
        if args.hparams:
            text = args.hparams if args.hparams.lstrip().startswith("{") else open(args.hparams).read()
            hparams = json.loads(text)
        card = json.load(open(args.card)) if args.card else None
        elements = parse_elements(args.elements)
        nnp, src_dtype = load_model(args.model, hparams)
        dtype = args.dtype if args.dtype != "auto" else ("float64" if src_dtype == torch.float64 else "float32")
        source = args.source or f"converted by tools/convert_schnetpack.py from {os.path.basename(args.model)}"
        config = mm.export(nnp, args.out, elements=elements, dtype=dtype, source=source, card=card,
                           energy_unit=energy_unit, length_unit=length_unit)
    except UnsupportedModel as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except (OSError, json.JSONDecodeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    arch = {"painn": "PaiNN", "schnet": "SchNet"}[config["model"]]
    filters = f" C={config['n_filters']}" if "n_filters" in config else ""
    print(f"wrote {args.out}: {arch} F={config['n_atom_basis']}{filters} L={config['n_interactions']} "
          f"{config['radial_basis']} R={config['n_rbf']} cutoff={config['cutoff']} {dtype} "
          f"elements={config['elements']} units: {energy_unit}, {length_unit}" + assumed_note(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
