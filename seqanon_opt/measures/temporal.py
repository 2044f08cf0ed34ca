"""Measure ``temporal-cost``: information loss of a temporal release against suppression alone.

Wang, Xu, Wong, Fu 2010 (anonymizing temporal data). A published stream D'
moves record r of snapshot TS forward to TS' (within the window) or
suppresses it; its information loss is Eq. (1)-(2) summed over the whole
stream, every record counted once at its final place::

    IL(D') = sum_{r published} mu(TS'(r) - TS(r)) + sum_{r suppressed} beta_{s(r)}

(distances in snapshot positions; mu and beta from the spec's ``problem``).

Columns:

* ``il`` (headline): IL(D') of the release, computed by
  :func:`seqanon_opt.report.temporal_report` (report.json ``temporal.total_il``)
  from the release itself: the rows it holds at their published timestamps,
  the rows it lacks suppressed;
* ``il_baseline``: the IL of the initial solution alone (section III): every
  snapshot made l-eligible by suppression only, no reposition
  (:func:`~seqanon_opt.temporal.costs.initial_new_snapshot` per
  snapshot, costed by :func:`~seqanon_opt.temporal.costs.plan_cost`),
  the baseline of the ``temporal-window`` sweep. It depends on the snapshots, l
  and beta only (not on w, mu or the solver), so it is cached per process;
* ``moved``: records published at a later snapshot than their own
  (report ``temporal.records.repositioned``);
* ``suppressed``: records left out of the release.

No options.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache

import numpy as np
import pandas as pd

from ..requirements import LEligibility
from ..temporal.costs import initial_new_snapshot, plan_cost
from ..temporal.queries import count_matrix
from . import MeasureContext, MeasureOptions, register

COLUMNS = ["il", "il_baseline", "moved", "suppressed"]


class TemporalCostOptions(MeasureOptions):
    """``temporal-cost`` takes no options."""


def initial_solution_cost(counts: np.ndarray, l: float, beta: np.ndarray) -> tuple[float, int]:
    """(IL, records suppressed) of the initial solution of every snapshot of ``counts[t, s]``.

    Each snapshot alone is made l-eligible by suppressing records of its most
    frequent value (section III); nothing moves, so IL = sum_s beta_s S[t, s].
    """
    counts = np.asarray(counts, dtype=np.int64)
    beta = np.asarray(beta, dtype=float)
    return _initial_solution_cost(counts.tobytes(), counts.shape, float(l), tuple(beta.tolist()))


@lru_cache(maxsize=64)
def _initial_solution_cost(data: bytes, shape: tuple[int, ...], l: float, beta: tuple[float, ...]) -> tuple[float, int]:
    counts = np.frombuffer(data, dtype=np.int64).reshape(shape)
    moves: dict[tuple[int, int, int], int] = {}
    suppressed: dict[tuple[int, int], int] = {}
    for t, row in enumerate(counts):
        kept, dropped = initial_new_snapshot(row, l)
        moves.update({(t, t, s): int(n) for s, n in enumerate(kept) if n})
        suppressed.update({(t, s): int(n) for s, n in enumerate(dropped) if n})
    return plan_cost(moves, suppressed, lambda d: 0.0, beta), int(sum(suppressed.values()))


def _l(problem) -> float:
    for req in problem.requirements:
        if isinstance(req, LEligibility):
            return float(req.l)
    raise ValueError(f"temporal-cost: '{problem.name}' has no l-eligibility requirement")


@register(
    "temporal-cost",
    options=TemporalCostOptions,
    columns=lambda options: list(COLUMNS),
    plot_columns=lambda options: ["il", "il_baseline"],
)
def compute(ctx: MeasureContext, options: TemporalCostOptions) -> dict[str, float | int]:
    """IL of a temporal release (Wang-Xu-Wong-Fu 2010, Eq. (1)-(2) over the stream), the IL of
    suppression alone (section III's initial solution), records moved and suppressed."""
    from ..report import temporal_report

    problem, release = ctx.problem, ctx.release
    if problem.kind != "temporal":
        raise ValueError(f"temporal-cost measures temporal problems; '{problem.name}' is {problem.kind}")
    settings = problem.temporal
    assert settings is not None  # a temporal problem's
    labels = np.asarray(settings.snapshots, dtype=object)
    original = np.asarray(settings.snapshot_of_row)
    rows = release.index.to_numpy()
    suppressed = np.ones(problem.n_rows, dtype=bool)
    suppressed[rows] = False
    timestamps = labels[original]  # suppressed rows keep their own
    timestamps[rows] = release[problem.timestamp].astype(str).to_numpy(dtype=object)
    published = dataclasses.replace(ctx.solution, suppressed=suppressed, timestamps=timestamps)
    report = temporal_report(problem, published)

    values = list(settings.values)
    code = pd.Series(range(len(values)), index=values)
    codes = code.reindex(problem.table[problem.sensitive].to_numpy()).to_numpy(dtype=np.int64)
    counts = count_matrix(original, codes, len(labels), len(values))
    baseline, _ = initial_solution_cost(counts, _l(problem), np.asarray(settings.beta))
    return {
        "il": float(report["total_il"]),
        "il_baseline": float(baseline),
        "moved": int(report["records"]["repositioned"]),
        "suppressed": int(report["records"]["suppressed"]),
    }
