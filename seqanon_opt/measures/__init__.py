"""Measures: what a sweep records about each release beyond loss, time and privacy.

A sweep file lists them (``seqanon compare``)::

    measures:
      - {name: classification-error, test: ../../../shared/data/adult-uci/adult.test}
      - {name: leakage, limit: 0.25}

Each measure is a function ``compute(context, options) -> {column: value}``
registered with its pydantic options model (checked when the sweep file is
loaded, so a bad option is a one-line error naming the file and line) and the
columns it fills (known before any cell runs, for the CSV header). The first
column is the measure's headline: ``seqanon compare`` plots it against every
swept parameter, and the other ``plot_columns`` (references in the same unit,
such as a baseline error; default: every column) as dashed lines on the same plot.

Measures read the release and the problem only: they never call a solver, and
the privacy measures use :mod:`seqanon_opt.privacy` (the verifier's code), never
a solver's own bookkeeping.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from pydantic import BaseModel, ConfigDict

from ..problem import Problem
from ..solution import Solution
from ..spec.load import SpecSource
from ..spec.schema import Spec


class MeasureOptions(BaseModel):
    """Base of every measure's options: unknown options are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)


@dataclass(frozen=True)
class MeasureContext:
    """Everything a measure may read about one cell's release.

    ``problem`` is the problem as solved (the cell's parameters applied,
    refined taxonomies when the solver grew some); ``release`` is the verified
    published table (index = row positions in ``problem.table``); ``spec`` and
    ``source`` are the spec the problem was built from (the cell's variant
    applied), for measures that build the same problem over other data (a test
    split); ``base_dir`` is the sweep file's folder, which option paths are
    relative to.
    """

    problem: Problem
    solution: Solution
    release: pd.DataFrame
    spec: Spec
    source: SpecSource
    base_dir: Path
    seed: int = 0


Compute = Callable[[MeasureContext, Any], Mapping[str, Any]]


@dataclass(frozen=True)
class Measure:
    name: str
    options: type[MeasureOptions]
    columns: Callable[[Any], list[str]]
    compute: Compute
    doc: str = ""
    plot_columns: Callable[[Any], list[str]] | None = None

    def plotted(self, options: Any) -> list[str]:
        """The columns drawn on the measure's plot (the headline first)."""
        return (self.plot_columns or self.columns)(options)


_MEASURES: dict[str, Measure] = {}


def register(
    name: str,
    options: type[MeasureOptions],
    columns: Callable[[Any], list[str]],
    plot_columns: Callable[[Any], list[str]] | None = None,
) -> Callable[[Compute], Compute]:
    """Decorator: register ``compute`` as the measure ``name``."""

    def wrap(compute: Compute) -> Compute:
        if name in _MEASURES:
            raise ValueError(f"measure '{name}' registered twice")
        _MEASURES[name] = Measure(name, options, columns, compute, (compute.__doc__ or "").strip(), plot_columns)
        return compute

    return wrap


def measure_names() -> list[str]:
    _load_builtin()
    return sorted(_MEASURES)


def get_measure(name: str) -> Measure:
    _load_builtin()
    try:
        return _MEASURES[name]
    except KeyError:
        raise KeyError(f"unknown measure '{name}'; available: {', '.join(sorted(_MEASURES))}") from None


_LOADED = False


def _load_builtin() -> None:
    """Import the measure modules once (each registers itself)."""
    global _LOADED
    if _LOADED:
        return
    import importlib
    import pkgutil

    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")
    _LOADED = True
