"""The one solution record every solver returns, and its JSON round trip."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

import numpy as np

from .data.taxonomy import Taxonomy, taxonomy_from_parents


class Status(str, Enum):
    """How a solve ended (the vocabulary of cvxpy and CP-SAT).

    optimal: a solution whose objective equals the proven bound;
    feasible: a solution with no optimality proof (a heuristic, or a time-out);
    infeasible: proven that no solution exists;
    unknown: no solution and no proof (e.g. time limit before any solution).
    """

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"
    INFEASIBLE = "infeasible"
    UNKNOWN = "unknown"

    @property
    def has_solution(self) -> bool:
        return self in (Status.OPTIMAL, Status.FEASIBLE)


@dataclass
class Solution:
    """A solver's answer.

    ``generalized[a][i]`` is the taxonomy node published for row i's value of
    attribute a (the cell representation; a cut gives the same node to every
    row with the same leaf). ``suppressed[i]`` marks rows left out of the
    release. ``cuts`` lists each attribute's cut for cut-model solvers.
    ``objective`` and ``bound`` are in the problem's metric, table total.
    ``taxonomies`` holds refined taxonomies for attributes whose generalization
    nodes were created by the solver (e.g. intervals split on the fly by
    top-down specialization); ``generalized`` and ``cuts`` then hold node ids
    of these taxonomies, and the problem to publish and verify against is
    ``problem.refine_taxonomies(problem, solution.taxonomies)``.
    ``timestamps[i]`` is the timestamp row i is published at (temporal problems, whose
    records may be repositioned forward; suppressed rows keep their own), else None.
    """

    solver: str
    status: Status
    objective: float | None = None
    bound: float | None = None
    runtime_s: float = 0.0
    generalized: dict[str, np.ndarray] | None = None
    suppressed: np.ndarray | None = None
    cuts: dict[str, list[int]] | None = None
    statistics: dict[str, Any] = field(default_factory=dict)
    message: str = ""
    taxonomies: dict[str, Taxonomy] | None = None
    timestamps: np.ndarray | None = None

    @property
    def gap(self) -> float | None:
        """Relative gap ``(objective - bound) / max(|objective|, 1e-9)``; 0 when optimal."""
        if self.status is Status.OPTIMAL:
            return 0.0
        if self.objective is None or self.bound is None:
            return None
        return max(0.0, (self.objective - self.bound) / max(abs(self.objective), 1e-9))

    @property
    def suppressed_count(self) -> int:
        return int(self.suppressed.sum()) if self.suppressed is not None else 0

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; :func:`solution_from_dict` inverts it."""
        return {
            "solver": self.solver,
            "status": self.status.value,
            "objective": self.objective,
            "bound": self.bound,
            "gap": self.gap,
            "runtime_s": self.runtime_s,
            "generalized": None
            if self.generalized is None
            else {a: v.astype(int).tolist() for a, v in self.generalized.items()},
            "suppressed": None if self.suppressed is None else np.flatnonzero(self.suppressed).tolist(),
            "n_rows": None if self.suppressed is None else int(len(self.suppressed)),
            "cuts": self.cuts,
            "statistics": self.statistics,
            "message": self.message,
            "taxonomies": None
            if self.taxonomies is None
            else {a: taxonomy_to_dict(t) for a, t in self.taxonomies.items()},
            "timestamps": None
            if self.timestamps is None
            else [v.item() if isinstance(v, np.generic) else v for v in self.timestamps],
        }


def taxonomy_to_dict(tax: Taxonomy) -> dict[str, Any]:
    """``{"labels", "parent", "bounds"}`` of a taxonomy (bounds None when categorical)."""
    return {
        "labels": list(tax.labels),
        "parent": [int(p) for p in tax.parent],
        "bounds": None if tax.bounds is None else [[float(lo), float(hi)] for lo, hi in tax.bounds],
    }


def taxonomy_from_dict(attribute: str, data: dict[str, Any]) -> Taxonomy:
    """Inverse of :func:`taxonomy_to_dict`."""
    bounds = None if data.get("bounds") is None else np.asarray(data["bounds"], dtype=float).reshape(-1, 2)
    return taxonomy_from_parents(attribute, data["labels"], data["parent"], bounds)


def solution_from_dict(data: dict[str, Any]) -> Solution:
    """Rebuild a Solution from :meth:`Solution.to_dict` output."""
    suppressed = None
    if data.get("suppressed") is not None:
        suppressed = np.zeros(data["n_rows"], dtype=bool)
        suppressed[data["suppressed"]] = True
    generalized = None
    if data.get("generalized") is not None:
        generalized = {a: np.asarray(v, dtype=np.int64) for a, v in data["generalized"].items()}
    taxonomies = None
    if data.get("taxonomies") is not None:
        taxonomies = {a: taxonomy_from_dict(a, t) for a, t in data["taxonomies"].items()}
    return Solution(
        solver=data["solver"],
        status=Status(data["status"]),
        objective=data.get("objective"),
        bound=data.get("bound"),
        runtime_s=data.get("runtime_s", 0.0),
        generalized=generalized,
        suppressed=suppressed,
        cuts=data.get("cuts"),
        statistics=data.get("statistics", {}),
        message=data.get("message", ""),
        taxonomies=taxonomies,
        timestamps=None if data.get("timestamps") is None else np.asarray(data["timestamps"], dtype=object),
    )


def objectives_match(a: float | None, b: float | None, tol: float = 1e-6) -> bool:
    """Equal up to a relative tolerance (objectives are sums of rationals)."""
    if a is None or b is None:
        return a is b
    return math.isclose(a, b, rel_tol=tol, abs_tol=tol)
