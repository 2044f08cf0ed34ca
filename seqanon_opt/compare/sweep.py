"""The sweep file: a pydantic model, loaded with one-line errors (file:line, field, value).

    name: quickstart-k
    specs: [../quickstart.yaml]          # relative to the sweep file
    grid:
      k: [2, 3, 5]
      solver: [cpsat-cut, bottom-up]

Parameters: k, l, N, R, window, metric, join, solver, seed, time_limit. The
cells are the cartesian product of the grid's lists, for every spec.

Optional fields, used by the paper reproductions in specs/reproductions/:

* ``variants``: named patches of the specs (merged into the spec's fields
  before validation; ``null`` removes a field), swept as the grid axis
  ``variant`` (all of them, first, unless the grid lists some);
* ``measures``: per-release measures (:mod:`seqanon_opt.measures`), each
  ``{name: ..., <options>}``; their columns follow the privacy columns;
* ``summary``: ``{by: [...], columns: [...]}``, the means of ``columns`` per
  ``by`` group, printed in results.md (e.g. averaged over k, as a paper's figure);
* ``paper``: the paper's numbers, printed in results.md beside ours;
* ``notes``: Markdown printed in results.md after the summary: how ours compare with the
  paper and the measured reasons for the differences (the sweep's own discussion page);
* ``out``: the output folder (relative to the sweep file; default out/<name>);
* ``requires``: files (relative to the sweep file) without which the sweep
  is skipped with a message instead of failing (the shared data);
* ``chains``: per variant, the earlier releases its cells compute first, in
  order, each ``{variant: ..., label: ..., <parameter>: <value>}`` (the cell's
  parameters, these overriding). Each earlier release is solved, published,
  verified and written to a file that the next problem lists as its last
  previous release, as a publisher would (Shmueli-Tassa et al. Figure 16(b):
  T_3 computed against T_2's published release); ``replaces: <i>`` puts it in the place of the spec's
  i-th previous release instead, and a parameter set to ``null`` is not applied to the step. Columns ``<label>:status``,
  ``<label>:objective``, ``<label>:verified`` and ``<label>:<measure column>``.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..errors import SpecError
from ..spec.load import SpecSource, _first_error, parse_text
from ..spec.schema import Metric
from .sweep_types import JOINS, NUMERIC, PARAMETERS, ChainStep, MeasureRequest, SummaryModel, Sweep

__all__ = [
    "JOINS",
    "NUMERIC",
    "PARAMETERS",
    "ChainStep",
    "MeasureRequest",
    "SummaryModel",
    "Sweep",
    "SweepModel",
    "load_sweep",
]


class SweepModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    description: str | None = None
    specs: list[str] = Field(min_length=1)
    grid: dict[str, list[Any]] = Field(default_factory=dict)
    variants: dict[str, dict[str, Any]] | None = None
    measures: list[dict[str, Any]] = Field(default_factory=list)
    summary: SummaryModel | None = None
    paper: dict[str, Any] | None = None
    notes: str | None = None
    out: str | None = None
    requires: list[str] = Field(default_factory=list)
    chains: dict[str, list[dict[str, Any]]] | None = None


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v: Any) -> bool:
    return (_is_int(v) or isinstance(v, float)) and math.isfinite(v)


def _check_value(param: str, value: Any) -> str | None:
    """Why ``value`` is not a valid value of ``param`` (None when it is)."""
    if param in ("k", "N", "R", "window"):
        return None if _is_int(value) and value >= 1 else f"{param} takes integers >= 1"
    if param == "l":
        return None if _is_number(value) and value >= 1 else "l takes numbers >= 1"
    if param == "seed":
        return None if _is_int(value) and value >= 0 else "seed takes integers >= 0"
    if param == "time_limit":
        return None if _is_number(value) and value > 0 else "time_limit takes seconds > 0"
    if param == "metric":
        return None if value in get_args(Metric) else f"unknown metric; expected one of {list(get_args(Metric))}"
    if param == "join":
        return None if value in JOINS else f"unknown join; expected one of {list(JOINS)}"
    if param == "variant":
        return None if isinstance(value, str) else "variant takes names of the sweep's variants"
    if param == "solver":
        from ..solvers.registry import solver_names

        names = solver_names()
        return None if value in names else f"unknown solver; registered: {', '.join(names)}"
    raise AssertionError(param)


def load_sweep(path: str | Path, *, check_specs: bool = True) -> Sweep:
    """Read and check a sweep file; SpecError (exit 2) naming file, line, field and value.

    With ``check_specs`` every spec is also loaded (cached) to refuse a
    parameter that no spec can take.
    """
    path = Path(path)
    model, source = _read_model(path)
    variants = dict(model.variants or {})
    if model.variants is not None and not variants:
        raise source.error(("variants",), "empty variants: name at least one", {})
    grid = _checked_grid(model, variants, source)
    measures = _check_measures(model.measures, source)
    columns = [c for m in measures for c in m.columns]
    if len(set(columns)) != len(columns):
        raise source.error(("measures",), f"two measures fill the same column: {columns}", None)
    chains = _check_chains(model.chains, variants, source)
    if model.summary:
        _check_summary(model.summary, grid, columns, chains, source)
    spec_paths = _spec_paths(model, source)
    missing = tuple(r for r in model.requires if not source.resolve(r).exists())

    sweep = Sweep(
        model.name,
        path,
        tuple(model.specs),
        tuple(spec_paths),
        {p: tuple(v) for p, v in grid.items()},
        source,
        variants,
        measures,
        model.summary,
        model.paper,
        Path(os.path.normpath(source.resolve(model.out))) if model.out else None,
        missing,
        model.description,
        model.notes,
        chains,
    )
    if check_specs and not missing:
        _check_params_apply(sweep)
    return sweep


def _read_model(path: Path) -> tuple[SweepModel, SpecSource]:
    """The sweep file parsed and validated by :class:`SweepModel`, and its source for error locations."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SpecError("sweep file not found", file=str(path)) from None
    except OSError as exc:
        raise SpecError(f"cannot read the sweep file: {exc.strerror}", file=str(path)) from None
    source = SpecSource(path, text)
    data = parse_text(path, text)
    if not isinstance(data, dict):
        raise SpecError("a sweep file is a mapping with name, specs and grid", file=str(path))
    try:
        return SweepModel.model_validate(data), source
    except ValidationError as exc:
        raise _first_error(exc, source) from None


def _checked_grid(model: SweepModel, variants: dict[str, Any], source: SpecSource) -> dict[str, list[Any]]:
    """The grid (``variant`` first, all variants, when the sweep has variants and the grid names none):
    known parameters, each a non-empty list of valid, distinct values."""
    grid = {p: list(v) for p, v in model.grid.items()}
    if variants and "variant" not in grid:
        grid = {"variant": list(variants), **grid}
    if not grid:
        raise source.error(("grid",), "empty grid: no parameter to sweep, the sweep has no cells", {})
    for param, values in grid.items():
        if param not in PARAMETERS:
            raise source.error(
                ("grid", param), f"unknown parameter '{param}'; expected one of {list(PARAMETERS)}", param
            )
        if not values:
            raise source.error(("grid", param), f"empty list of values for '{param}': the sweep has no cells", [])
        for i, value in enumerate(values):
            why = _check_value(param, value)
            if not why and param == "variant" and value not in variants:
                why = f"unknown variant; the sweep's variants are {list(variants)}"
            if why:
                raise source.error(("grid", param, i), why, value)
        if len(set(map(repr, values))) != len(values):
            raise source.error(("grid", param), f"a value of '{param}' is listed twice", list(values))
    return grid


def _check_summary(
    summary: SummaryModel,
    grid: dict[str, list[Any]],
    columns: list[str],
    chains: dict[str, tuple[ChainStep, ...]],
    source: SpecSource,
) -> None:
    """Every column the summary groups by or averages is one of the results' columns."""
    labels = {step.label for steps in chains.values() for step in steps}
    known = {
        "spec",
        "solver",
        *grid,
        *columns,
        "objective",
        "bound",
        "gap",
        "optimum",
        "time_s",
        *(f"{label}:{c}" for label in labels for c in ("status", "objective", "verified", *columns)),
    }
    for key in ("by", "columns"):
        for i, name in enumerate(getattr(summary, key)):
            if name not in known and not name.startswith("achieved:"):
                raise source.error(
                    ("summary", key, i),
                    f"unknown column '{name}'; expected one of {sorted(known)} or achieved:<requirement>",
                    name,
                )


def _spec_paths(model: SweepModel, source: SpecSource) -> list[Path]:
    """The spec files, resolved against the sweep file; each exists and is listed once."""
    spec_paths = []
    for i, spec in enumerate(model.specs):
        resolved = source.resolve(spec)
        if not resolved.is_file():
            raise source.error(("specs", i), f"spec file not found: {resolved}", spec)
        spec_paths.append(resolved)
    if len(set(spec_paths)) != len(spec_paths):
        raise source.error(("specs",), "a spec is listed twice", model.specs)
    return spec_paths


def _check_params_apply(sweep: Sweep) -> None:
    """Every swept parameter is taken by at least one spec (each spec loaded, cached, per variant)."""
    from .cells import cached_problem, param_applies, variant_patch

    problems = [
        cached_problem(p, variant_patch(sweep, v))
        for p in sweep.spec_paths
        for v in (sweep.grid.get("variant") or (None,))
    ]
    for param in sweep.grid:
        if not any(param_applies(param, problem) is None for problem in problems):
            reason = param_applies(param, problems[0])
            raise sweep.source.error(("grid", param), f"no spec takes parameter '{param}' ({reason})", param)


def _check_chains(
    chains: dict[str, list[dict[str, Any]]] | None, variants: dict[str, Any], source: SpecSource
) -> dict[str, tuple[ChainStep, ...]]:
    """Each chain belongs to a variant and lists steps naming a variant, a label and valid parameters."""
    out: dict[str, tuple[ChainStep, ...]] = {}
    for name, steps in (chains or {}).items():
        if name not in variants:
            raise source.error(("chains", name), f"unknown variant; the sweep's variants are {list(variants)}", name)
        if not steps:
            raise source.error(("chains", name), "an empty chain: list the earlier releases, or remove it", [])
        checked = []
        for i, step in enumerate(steps):
            step = dict(step)
            variant, label = step.pop("variant", None), step.pop("label", None)
            replaces = step.pop("replaces", None)
            if replaces is not None and (not isinstance(replaces, int) or isinstance(replaces, bool) or replaces < 0):
                raise source.error(
                    ("chains", name, i, "replaces"), "takes the position (from 0) of a previous release", replaces
                )
            if variant not in variants or variant in (chains or {}):
                raise source.error(
                    ("chains", name, i, "variant"),
                    "names a variant of the sweep that has no "
                    f"chain of its own; the sweep's variants are {list(variants)}",
                    variant,
                )
            if not isinstance(label, str) or not label or ":" in label:
                raise source.error(
                    ("chains", name, i, "label"), "a chain step needs a label (a column prefix, no ':')", label
                )
            for param, value in step.items():
                why = (
                    f"unknown parameter; expected one of {[p for p in PARAMETERS if p != 'variant']}"
                    if param not in PARAMETERS or param == "variant"
                    else None
                    if value is None  # the cell's value is not applied to this step
                    else _check_value(param, value)
                )
                if why:
                    raise source.error(("chains", name, i, param), why, value)
            checked.append(ChainStep(variant, label, tuple(sorted(step.items())), replaces))
        labels = [s.label for s in checked]
        if len(set(labels)) != len(labels):
            raise source.error(("chains", name), f"a label is used twice: {labels}", labels)
        out[name] = tuple(checked)
    return out


def _check_measures(items: list[dict[str, Any]], source: SpecSource) -> tuple[MeasureRequest, ...]:
    """Each ``{name: ..., options...}`` names a registered measure and valid options."""
    from ..measures import get_measure, measure_names

    out = []
    for i, item in enumerate(items):
        options = dict(item)
        name = options.pop("name", None)
        if name is None:
            raise source.error(("measures", i), "a measure needs a 'name'", None)
        try:
            measure = get_measure(name)
        except KeyError:
            raise source.error(
                ("measures", i, "name"), f"unknown measure; available: {measure_names()}", name
            ) from None
        try:
            checked = measure.options.model_validate(options)
        except ValidationError as exc:
            err = exc.errors(include_url=False)[0]
            loc = ("measures", i, *err["loc"])
            message = f"unknown option '{err['loc'][-1]}'" if err["type"] == "extra_forbidden" else err["msg"]
            raise source.error(loc, f"{name}: {message}", None) from None
        out.append(MeasureRequest(name, options, tuple(measure.columns(checked)), tuple(measure.plotted(checked))))
    return tuple(out)
