"""``seqanon bench exact-anytime``: time-limited exact releases are never worse and repeatable.

Issues 13 (item 7) and 14. On Adult (specs/adult-k-anonymity.yaml: 30,162 rows, 8 QIs,
ARX hierarchies, LM) for k in {2, 5, 10, 25, 50, 100} x suppression {0, 1, 5, 10%} x
time limits {5 s, 15 s}, one case per cell prints:

* ``LM`` / ``bound`` / ``status`` / ``found_by``: ``cpsat-cut`` given the
  bottom-up release as hint (what ``auto`` does);
* ``LM_alone`` / ``bound_alone``: ``cpsat-cut`` without a hint;
* ``full_domain_LM``: the full-domain optimum (complete lattice search);
* ``bottom_up_LM``: the bottom-up heuristic's release;
* ``never_worse``: both exact releases are at most ``min(full_domain_LM,
  bottom_up_LM)`` (the hinted one) or ``full_domain_LM`` (the one alone), to a
  relative 1e-9;
* ``positive_bound``: both bounds are above 0;
* ``release_sha``: a digest of the hinted release (generalized cells and
  suppressed rows); ``repeatable`` (added by the runner) says whether every
  repeat, each in a fresh process, gave the same digest.

``LM``, ``bound`` and the ``*_s`` timings are medians over ``--repeat``.
``--time-limit T`` runs the grid at the one limit T. Solver settings: seed 0,
2 workers, as the spec.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import os
import time
from functools import partial
from typing import Any

import numpy as np

from . import repository
from .bench import Case, benchmark

KS = (2, 5, 10, 25, 50, 100)
SUPPRESSIONS = (0.0, 0.01, 0.05, 0.1)
LIMITS = (5.0, 15.0)
SEED, WORKERS = 0, 2
ADULT_SPEC = "specs/adult-k-anonymity.yaml"


def adult_available() -> bool:
    return (repository().parent / "shared" / "data" / "adult" / "adult.csv").exists()


def adult_problem(k: int, suppression: float):
    """Adult under k-anonymity with a suppression budget of ``floor(suppression * rows)``."""
    from ..pipeline import load_problem
    from ..requirements import KAnonymity

    problem = load_problem(repository() / ADULT_SPEC)
    requirement = KAnonymity(k, problem.quasi_identifiers, math.floor(suppression * problem.n_rows + 1e-9))
    return dataclasses.replace(problem, requirements=(requirement,))


def release_digest(solution) -> str:
    """sha256 of a release's content: each QI's published nodes and the suppressed rows."""
    digest = hashlib.sha256()
    for attr in sorted(solution.generalized):
        digest.update(attr.encode())
        digest.update(np.asarray(solution.generalized[attr], dtype=np.int64).tobytes())
    digest.update(np.asarray(solution.suppressed, dtype=bool).tobytes())
    return digest.hexdigest()[:16]


def no_worse(value: float | None, reference: float) -> bool:
    """``value <= reference`` to a relative 1e-9 (a missing release is worse)."""
    return value is not None and value <= reference + 1e-9 * max(1.0, abs(reference))


def anytime_cell(k: int, suppression: float, limit: float) -> dict[str, Any]:
    """One cell of the grid (see the module docstring)."""
    from ..solvers.enumeration.full_domain import search_lattice
    from ..solvers.registry import get_solver

    problem = adult_problem(k, suppression)
    heuristic = get_solver("bottom-up").solve(problem, time_limit=60.0, seed=SEED, workers=WORKERS)
    full_domain = search_lattice(problem, problem.requirements[0]).best
    t0 = time.perf_counter()
    hinted = get_solver("cpsat-cut").solve(problem, time_limit=limit, seed=SEED, workers=WORKERS, hint=heuristic)
    hinted_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    alone = get_solver("cpsat-cut").solve(problem, time_limit=limit, seed=SEED, workers=WORKERS)
    alone_s = time.perf_counter() - t0
    reference = min(full_domain.loss, heuristic.objective)
    return {
        "LM": hinted.objective,
        "bound": hinted.bound,
        "status": hinted.status.value,
        "found_by": hinted.statistics.get("found_by"),
        "LM_alone": alone.objective,
        "bound_alone": alone.bound,
        "full_domain_LM": full_domain.loss,
        "bottom_up_LM": heuristic.objective,
        "never_worse": no_worse(hinted.objective, reference) and no_worse(alone.objective, full_domain.loss),
        "hinted_s": round(hinted_s, 2),
        "alone_s": round(alone_s, 2),
        "positive_bound": bool(hinted.bound and hinted.bound > 0 and alone.bound and alone.bound > 0),
        "work_s": hinted.statistics.get("work_spent_s"),
        "release_sha": release_digest(hinted) if hinted.status.has_solution else None,
    }


@benchmark("exact-anytime", "time-limited cpsat-cut on Adult: never worse than full-domain / bottom-up, repeatable")
def exact_anytime_cases() -> list[Case]:
    if not adult_available():
        print("exact-anytime: ../shared/data/adult is absent; nothing to run")
        return []
    override = os.environ.get("SEQANON_BENCH_TIME_LIMIT")
    limits = (float(override),) if override else LIMITS
    return [
        Case(
            f"k={k} supp={suppression:.0%} limit={limit:g}s",
            partial(anytime_cell, k, suppression, limit),
            medians=("LM", "bound", "LM_alone", "bound_alone"),
            identical=("release_sha",),
        )
        for suppression in SUPPRESSIONS
        for k in KS
        for limit in limits
    ]
