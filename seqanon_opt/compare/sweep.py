"""The sweep file: a pydantic model, loaded with one-line errors (file:line, field, value).

    name: quickstart-k
    specs: [../quickstart.yaml]          # relative to the sweep file
    grid:
      k: [2, 3, 5]
      solver: [cpsat-cut, bottom-up]

Parameters: k, l, N, R, metric, join, solver, seed, time_limit. The cells are
the cartesian product of the grid's lists, for every spec.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..errors import SpecError
from ..spec.load import SpecSource, _first_error, parse_text
from ..spec.schema import Metric

PARAMETERS = ("k", "l", "N", "R", "metric", "join", "solver", "seed", "time_limit")
NUMERIC = ("k", "l", "N", "R", "time_limit", "seed")
JOINS = ("MJ", "FMJ", "KMJ")


class SweepModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    description: str | None = None
    specs: list[str] = Field(min_length=1)
    grid: dict[str, list[Any]]


@dataclass(frozen=True)
class Sweep:
    """A checked sweep: spec paths resolved, grid values typed."""

    name: str
    path: Path
    specs: tuple[str, ...]  # as written in the sweep file (labels, part of the cell ids)
    spec_paths: tuple[Path, ...]  # resolved
    grid: dict[str, tuple[Any, ...]]
    source: SpecSource

    @property
    def parameters(self) -> tuple[str, ...]:
        return tuple(self.grid)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v: Any) -> bool:
    return (_is_int(v) or isinstance(v, float)) and math.isfinite(v)


def _check_value(param: str, value: Any) -> str | None:
    """Why ``value`` is not a valid value of ``param`` (None when it is)."""
    if param in ("k", "N", "R"):
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
        model = SweepModel.model_validate(data)
    except ValidationError as exc:
        raise _first_error(exc, source) from None

    if not model.grid:
        raise source.error(("grid",), "empty grid: no parameter to sweep, the sweep has no cells", {})
    for param, values in model.grid.items():
        if param not in PARAMETERS:
            raise source.error(("grid", param), f"unknown parameter '{param}'; expected one of {list(PARAMETERS)}",
                               param)
        if not values:
            raise source.error(("grid", param), f"empty list of values for '{param}': the sweep has no cells", [])
        for i, value in enumerate(values):
            why = _check_value(param, value)
            if why:
                raise source.error(("grid", param, i), why, value)
        if len(set(map(repr, values))) != len(values):
            raise source.error(("grid", param), f"a value of '{param}' is listed twice", list(values))

    spec_paths = []
    for i, spec in enumerate(model.specs):
        resolved = source.resolve(spec)
        if not resolved.is_file():
            raise source.error(("specs", i), f"spec file not found: {resolved}", spec)
        spec_paths.append(resolved)
    if len(set(spec_paths)) != len(spec_paths):
        raise source.error(("specs",), "a spec is listed twice", model.specs)

    sweep = Sweep(model.name, path, tuple(model.specs), tuple(spec_paths),
                  {p: tuple(v) for p, v in model.grid.items()}, source)
    if check_specs:
        from .cells import cached_problem, param_applies
        problems = [cached_problem(p) for p in spec_paths]
        for param in sweep.grid:
            if not any(param_applies(param, problem) is None for problem in problems):
                reason = param_applies(param, problems[0])
                raise source.error(("grid", param), f"no spec takes parameter '{param}' ({reason})", param)
    return sweep
