"""The data of a loaded sweep (:func:`seqanon_opt.compare.sweep.load_sweep` reads and checks the file):
:class:`Sweep`, its chains and measure requests, and the parameters a grid may sweep."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..spec.load import SpecSource

PARAMETERS = ("k", "l", "N", "R", "window", "metric", "join", "solver", "seed", "time_limit", "variant")
NUMERIC = ("k", "l", "N", "R", "window", "time_limit", "seed")
JOINS = ("MJ", "FMJ", "KMJ")


class SummaryModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    by: list[str] = Field(min_length=1)
    columns: list[str] = Field(min_length=1)


@dataclass(frozen=True)
class ChainStep:
    """An earlier release a chained variant's cells compute first: its variant, its column prefix, the
    parameters that differ from the cell's (``None``: not applied to this step) and, with ``replaces``, the
    position of the spec's previous release it stands in for (else it is appended after them)."""

    variant: str
    label: str
    params: tuple[tuple[str, Any], ...] = ()
    replaces: int | None = None


@dataclass(frozen=True)
class MeasureRequest:
    """A measure named in the sweep file, its checked options and the columns it fills."""

    name: str
    options: dict[str, Any]  # as written (plain data: cells carry it to workers)
    columns: tuple[str, ...]
    plotted: tuple[str, ...]  # drawn on its plot, the headline first


@dataclass(frozen=True)
class Sweep:
    """A checked sweep: spec paths resolved, grid values typed."""

    name: str
    path: Path
    specs: tuple[str, ...]  # as written in the sweep file (labels, part of the cell ids)
    spec_paths: tuple[Path, ...]  # resolved
    grid: dict[str, tuple[Any, ...]]
    source: SpecSource
    variants: dict[str, dict[str, Any]] = field(default_factory=dict)
    measures: tuple[MeasureRequest, ...] = ()
    summary: SummaryModel | None = None
    paper: dict[str, Any] | None = None
    out: Path | None = None
    missing: tuple[str, ...] = ()  # required files that are absent: the sweep is skipped
    description: str | None = None
    notes: str | None = None
    chains: dict[str, tuple[ChainStep, ...]] = field(default_factory=dict)

    @property
    def parameters(self) -> tuple[str, ...]:
        return tuple(self.grid)

    @property
    def measure_columns(self) -> list[str]:
        return [c for m in self.measures for c in m.columns]

    @property
    def chain_columns(self) -> list[str]:
        """``<label>:status|objective|verified|<measure column>`` of every chain step, in order."""
        labels = dict.fromkeys(step.label for steps in self.chains.values() for step in steps)
        return [f"{label}:{c}" for label in labels for c in ("status", "objective", "verified", *self.measure_columns)]
