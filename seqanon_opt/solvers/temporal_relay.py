"""The temporal publishing pipeline behind the Solver contract: solver ``relay``.

Runs :class:`seqanon_opt.solvers.sliding_window.SlidingWindowPublisher` over the
problem's snapshots (problem.kind temporal, one l-eligibility requirement):
the first window by the first-window ILP, every later window by the relay
algorithm (solver option ``algorithm: ilp``: the exact recycle ILP). No QI is
generalized (``generalized`` holds each row's own leaf, valid in every
generalization model); records are repositioned forward
(``Solution.timestamps``) or suppressed.

Objective: with ``objective: IL`` the stream's total information loss,
Eq. (2) over D'[1..T]: sum of mu(TS' - TS) over published records plus
beta_s over suppressed ones, each record counted once at its final place.
With ``objective: LM`` (the spec default) the release's LM, which this solver
does not minimise. Status FEASIBLE, no bound: every window is solved optimally
for Definition 2 (the first-window ILP, or the relay/recycle ILP; statuses in
``statistics['windows']``), but a sequence of window optima is not a proven
optimum of the whole stream. ``statistics`` holds the per-window IL list
(IL(D'[i+1..i+w]) of each solved window, Eq. (2)) and per-snapshot counts.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..metrics import table_loss
from ..problem import Problem
from ..requirements import LEligibility
from ..solution import Solution, Status
from .base import Capabilities, Limits, SolverBase, option
from .sliding_window import PublishedSnapshot, SlidingWindowPublisher


class TemporalRelaySolver(SolverBase):
    """Sliding-window reposition of temporal snapshots (Wang-Xu-Wong-Fu 2010): first-window ILP + relay."""

    name = "relay"
    capabilities = Capabilities(
        exact=False,
        kinds=frozenset({"temporal"}),
        models=frozenset({"cut", "cell", "full-domain"}),
        requirements=frozenset({"l-eligibility"}),
        objectives=frozenset({"IL", "LM"}),
        suppression=True,
    )

    @dataclass(frozen=True)
    class Options:
        """``algorithm``: how windows after the first are solved, the linear-time relay or the exact ILP."""

        algorithm: str = option("relay", lambda v: v in ("relay", "ilp"), "'relay' or 'ilp'")

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        start = time.perf_counter()
        settings = problem.temporal
        assert settings is not None  # a temporal problem's (problem.kinds.temporal_settings)
        limit, seed, algorithm = limits.time_limit, limits.seed, self.options.algorithm
        req = problem.requirements[0]
        assert isinstance(req, LEligibility)  # check_supported: the one requirement is l-eligibility
        # a temporal problem has both roles and the settings of problem.kinds.temporal_settings
        assert problem.sensitive is not None and problem.timestamp is not None
        positions = np.asarray(settings.snapshot_of_row)
        labels = list(settings.snapshots)
        publisher = SlidingWindowPublisher(
            settings.values,
            req.l,
            settings.window,
            settings.mu,
            np.asarray(settings.beta),
            algorithm=algorithm,
            seed=seed,
            sensitive=problem.sensitive,
            timestamp=problem.timestamp,
            time_limit=limit,
        )
        published = _publish_stream(publisher, problem.table[[problem.sensitive]], positions, labels)
        suppressed, timestamps, new_position = _placements(problem, published, positions, labels)
        generalized = {a: np.asarray(problem.codes[a]).copy() for a in problem.quasi_identifiers}
        total_il = float(sum(s.il for s in published))
        objective = (
            total_il if problem.objective == "IL" else table_loss(problem, generalized, suppressed, problem.objective)
        )
        statuses = Counter(f"{w.status} ({w.method})" for w in publisher.windows)
        stats = {
            "algorithm": publisher.method,
            "mu": settings.mu.describe(),
            "mu_kind": settings.mu_kind,
            "window": settings.window,
            "l": req.l,
            "snapshots": len(labels),
            "total_il": total_il,
            "window_il": [w.cost for w in publisher.windows],
            "windows": dict(statuses),
            "window_seconds": float(sum(w.seconds for w in publisher.windows)),
            "moved": int((new_position != positions)[~suppressed].sum()),
        }
        message = ""
        if any("initial solution" in w.method for w in publisher.windows):
            message = "the time limit left some windows at their initial solution (suppression only)"
        return Solution(
            self.name,
            Status.FEASIBLE,
            objective=objective,
            bound=None,
            runtime_s=time.perf_counter() - start,
            generalized=generalized,
            suppressed=suppressed,
            statistics=stats,
            message=message,
            timestamps=timestamps,
        )


def _publish_stream(
    publisher: SlidingWindowPublisher, table: pd.DataFrame, positions: np.ndarray, labels: list[object]
) -> list[PublishedSnapshot]:
    """Feed the rows snapshot by snapshot (``positions[i]`` is row i's snapshot), then flush the last window."""
    order = np.argsort(positions, kind="stable")
    bounds = np.searchsorted(positions[order], np.arange(len(labels) + 1))
    published = []
    for p, label in enumerate(labels):
        got = publisher.feed(table.iloc[order[bounds[p] : bounds[p + 1]]], label)
        if got is not None:
            published.append(got)
    return published + publisher.flush()


def _placements(
    problem: Problem, published: list[PublishedSnapshot], positions: np.ndarray, labels: list[object]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per row: suppressed, published timestamp (a suppressed row keeps its own) and snapshot position."""
    assert problem.timestamp is not None  # a temporal problem has roles.timestamp
    suppressed = np.zeros(problem.n_rows, dtype=bool)
    timestamps = problem.table[problem.timestamp].to_numpy(dtype=object).copy()
    new_position = positions.copy()
    for snap in published:
        rows = snap.records.index.to_numpy()
        timestamps[rows] = snap.timestamp
        new_position[rows] = snap.position
        suppressed[snap.suppressed.index.to_numpy()] = True
    timestamps[suppressed] = np.asarray(labels, dtype=object)[positions[suppressed]]
    return suppressed, timestamps, new_position
