"""Grid expansion (cells with stable ids) and applying a cell's parameters to a Problem.

Semantics of the parameters:
  k          every requirement with a ``k`` field;
  l          every requirement with an ``l`` field;
  N          the first N rows of the table (single-table and sequential problems: the previous
             releases keep their first N records; suppression budgets are recomputed from the
             spec's fractions);
  R          the number of releases of a sequential problem: the first R-1 previous ones are kept;
  window     the reposition window w of a temporal problem (applied to the spec, so mu is re-checked);
  variant    a named patch of the spec (the sweep's ``variants``);
  metric     the objective;
  join       every requirement with a ``join`` field (MJ, FMJ, KMJ);
  solver     the solver name (default: the spec's, else auto);
  seed, time_limit   the solver settings.
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..problem import Problem
from .sweep_types import Sweep


@dataclass(frozen=True)
class Cell:
    """One run: a spec (label as written in the sweep, resolved path) and its parameters.

    ``patch`` is the JSON of the cell's variant patch, ``measures`` the JSON of the sweep's
    measure requests (name and options), ``base_dir`` the folder their paths are relative
    to and ``chain`` the JSON of the earlier releases the cell computes first (each
    ``{label, params, patch}``): plain strings, so a cell pickles to any worker.
    """

    id: str
    spec: str
    spec_path: str
    params: tuple[tuple[str, Any], ...]
    patch: str = ""
    measures: str = ""
    base_dir: str = ""
    chain: str = ""

    @property
    def param_dict(self) -> dict[str, Any]:
        return dict(self.params)


def cell_id(spec: str, params: Mapping[str, Any], extra: str = "") -> str:
    """A stable hash of the spec label and the parameters (order of the keys does not matter);
    ``extra`` (the variant patch and the measures, when there are any) is part of it, so changing
    them reruns the cells."""
    text = json.dumps({"spec": spec, "params": {k: params[k] for k in sorted(params)}}, sort_keys=True)
    return hashlib.sha1((text + extra).encode()).hexdigest()[:12]


def variant_patch(sweep: Sweep, name: str | None) -> dict[str, Any] | None:
    return sweep.variants.get(name) if name is not None else None


def expand_cells(sweep: Sweep) -> list[Cell]:
    """Every spec x the cartesian product of the grid, in order: spec, then the grid's keys as written
    (the last key varies fastest)."""
    names = list(sweep.grid)
    measures = (
        json.dumps([{"name": m.name, **m.options} for m in sweep.measures], sort_keys=True) if sweep.measures else ""
    )
    cells = []
    for spec, path in zip(sweep.specs, sweep.spec_paths):
        for combo in itertools.product(*(sweep.grid[n] for n in names)):
            params = dict(zip(names, combo))
            patch = variant_patch(sweep, params.get("variant"))
            patch_json = json.dumps(patch, sort_keys=True) if patch else ""
            chain = chain_json(sweep, params)
            cells.append(
                Cell(
                    cell_id(spec, params, patch_json + measures + chain),
                    spec,
                    str(path),
                    tuple(params.items()),
                    patch_json,
                    measures,
                    str(sweep.path.parent),
                    chain,
                )
            )
    return cells


def chain_json(sweep: Sweep, params: Mapping[str, Any]) -> str:
    """The earlier releases of a chained variant's cell (sweep field ``chains``) as JSON, else ''."""
    variant = params.get("variant")
    steps = sweep.chains.get(variant) if variant is not None else None
    if not steps:
        return ""
    own = {k: v for k, v in params.items() if k != "variant"}
    return json.dumps(
        [
            {
                "label": step.label,
                "params": {
                    k: v for k, v in {**own, **dict(step.params), "variant": step.variant}.items() if v is not None
                },
                "patch": variant_patch(sweep, step.variant),
                **({"replaces": step.replaces} if step.replaces is not None else {}),
            }
            for step in steps
        ],
        sort_keys=True,
    )


# ------------------------------------------------------------------ problems
@dataclass(frozen=True)
class Loaded:
    """A spec (a variant applied) built into a problem, and each requirement's suppression fraction
    (None when it has none)."""

    problem: Problem
    fractions: tuple[float | None, ...]
    spec: Any  # seqanon_opt.spec.Spec
    source: Any  # seqanon_opt.spec.load.SpecSource


_CACHE: dict[tuple[str, float, str], Loaded] = {}


Earlier = tuple[tuple[str, int | None], ...]
"""A chain's release files, each with the position of the spec's previous release it replaces (None: appended)."""


def load_cell_spec(spec_path: str | Path, patch: Mapping[str, Any] | None = None, *, earlier: Earlier = ()) -> Loaded:
    """Load, patch and build; cached per process, file modification time and patch.

    ``earlier``: a chain's release files, each replacing one of the spec's previous releases or appended
    after them (never cached: they live in a temporary folder). CellError when a position is out of range.
    """
    path = Path(spec_path).resolve()
    patch_json = json.dumps(patch, sort_keys=True) if patch else ""
    key = (str(path), path.stat().st_mtime, patch_json)
    if earlier or key not in _CACHE:
        from ..problem import build_problem
        from ..solvers.registry import solver_names
        from ..spec import load_spec

        spec, source = load_spec(path, patch)
        if earlier:
            from ..spec.load import merge_patch

            listed = [p.model_dump(exclude_unset=True) for p in getattr(spec.problem, "previous", [])]
            for file, position in earlier:
                if position is None:
                    listed.append({"path": file})
                elif position < len(listed):
                    listed[position] = {"path": file}
                else:
                    raise CellError(f"a chain step replaces previous release {position}; the spec has {len(listed)}")
            more = {"problem": {"previous": listed}}
            spec, source = load_spec(path, merge_patch(patch or {}, more))
        problem = build_problem(spec, source, solver_names=solver_names())
        fractions = tuple(getattr(r, "suppression", None) for r in spec.requirements)
        if earlier:
            return Loaded(problem, fractions, spec, source)
        _CACHE[key] = Loaded(problem, fractions, spec, source)
    return _CACHE[key]


def cached_problem(spec_path: str | Path, patch: Mapping[str, Any] | None = None) -> Problem:
    return load_cell_spec(spec_path, patch).problem


def _has_field(problem: Problem, name: str) -> bool:
    return any(name in {f.name for f in dataclasses.fields(r)} for r in problem.requirements)


def param_applies(param: str, problem: Problem) -> str | None:
    """Why ``param`` cannot be applied to ``problem`` (None when it can)."""
    if param in ("k", "l", "join"):
        return None if _has_field(problem, param) else f"no requirement of '{problem.name}' has a '{param}' field"
    if param == "N":
        return (
            None
            if problem.kind in ("single", "sequential")
            else f"N slices the table of a single or sequential problem; '{problem.name}' is {problem.kind}"
        )
    if param == "R":
        return (
            None
            if problem.kind == "sequential"
            else f"R counts the releases of a sequential problem; '{problem.name}' is {problem.kind}"
        )
    if param == "window":
        return (
            None
            if problem.kind == "temporal"
            else f"window is the reposition window of a temporal problem; '{problem.name}' is {problem.kind}"
        )
    return None


class CellError(ValueError):
    """A cell's parameters do not fit its problem (recorded in the row, the sweep goes on)."""


def apply_params(
    problem: Problem, params: Mapping[str, Any], suppression: tuple[float | None, ...] | None = None
) -> Problem:
    """A copy of ``problem`` with the cell's parameters applied (``solver`` is not applied here).

    ``suppression``: each requirement's suppression fraction in the spec, to recompute the budgets
    of a sliced table (else the budgets are scaled by N / n_rows). CellError when a parameter does
    not fit the problem.
    """
    for param in params:
        reason = param_applies(param, problem)
        if reason:
            raise CellError(reason)
    changes: dict[str, Any] = {}
    requirements = list(problem.requirements)
    if "N" in params:
        n = int(params["N"])
        if n > problem.n_rows:
            raise CellError(f"N={n} is larger than the table ({problem.n_rows} rows)")
        table = problem.table.iloc[:n]
        codes = {a: c[:n] for a, c in problem.codes.items()}
        changes.update(table=table, codes=MappingProxyType(codes))
        if problem.previous:
            changes["previous"] = tuple(frame.iloc[:n] for frame in problem.previous)
        for i, req in enumerate(requirements):
            if hasattr(req, "max_suppressed"):
                budgeted: Any = req  # the group requirements, which carry the release's suppression budget
                given = suppression[i] if suppression else None
                fraction = given if given is not None else budgeted.max_suppressed / max(problem.n_rows, 1)
                requirements[i] = dataclasses.replace(budgeted, max_suppressed=math.floor(fraction * n + 1e-9))
    n_rows = int(params["N"]) if "N" in params else problem.n_rows
    for field in ("k", "l", "join"):
        if field in params:
            requirements = [
                dataclasses.replace(r, **{field: params[field]})
                if field in {f.name for f in dataclasses.fields(r)}
                else r
                for r in requirements
            ]
    if "k" in params and params["k"] > n_rows:
        raise CellError(f"k={params['k']} is larger than the table ({n_rows} rows)")
    changes["requirements"] = tuple(requirements)
    if "metric" in params:
        changes["objective"] = params["metric"]
    if "R" in params:
        r = int(params["R"])
        if r - 1 > len(problem.previous):
            raise CellError(f"R={r} needs {r - 1} previous releases; '{problem.name}' has {len(problem.previous)}")
        changes["previous"] = changes.get("previous", problem.previous)[: r - 1]
        _check_joined_attributes(problem, changes["previous"], r)
    return dataclasses.replace(problem, **changes)


def _check_joined_attributes(problem: Problem, previous: tuple, r: int) -> None:
    """With fewer releases, an (X,Y) requirement may name attributes no kept release publishes."""
    published = set(problem.release_attributes or ()).union(*(set(f.columns) for f in previous))
    for req in problem.requirements:
        for attr in (*getattr(req, "x", ()), *getattr(req, "y", ())):
            if attr not in published:
                raise CellError(
                    f"R={r}: requirement {type(req).__name__} names '{attr}', which none of the "
                    f"first {r} releases publishes"
                )


def cell_patch(params: Mapping[str, Any], patch: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """The variant patch with the parameters that are applied to the spec itself (window) merged in."""
    from ..spec.load import merge_patch

    out = dict(patch or {})
    if "window" in params:
        out = merge_patch(out, {"problem": {"window": int(params["window"])}})
    return out or None


def cell_problem(
    spec_path: str | Path,
    params: Mapping[str, Any],
    patch: Mapping[str, Any] | None = None,
    earlier: Earlier = (),
) -> tuple[Problem, Loaded]:
    """Load (cached, the variant and spec-level parameters applied) and apply the other parameters;
    also return what was loaded (the spec, for measures). CellError when a parameter does not fit.
    ``earlier``: a chain's release files, appended to the previous releases (:func:`load_cell_spec`)."""
    loaded = load_cell_spec(spec_path, patch, earlier=earlier)
    if "window" in params:  # applied to the spec: refuse it before the patch makes the spec invalid
        reason = param_applies("window", loaded.problem)
        if reason:
            raise CellError(reason)
        loaded = load_cell_spec(spec_path, cell_patch(params, patch), earlier=earlier)
    rest = {k: v for k, v in params.items() if k not in ("window", "variant")}
    return apply_params(loaded.problem, rest, loaded.fractions), loaded
