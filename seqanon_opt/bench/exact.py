"""The exact-solver benchmarks: ``quickstart``, ``cut-synthetic``, ``exact-adult``, ``exact-anytime``.

``exact-anytime`` (issues 13, item 7, and 14): time-limited exact releases are never worse and
repeatable. On Adult (specs/adult-k-anonymity.yaml: 30,162 rows, 8 QIs, ARX hierarchies, LM) for
k in {2, 5, 10, 25, 50, 100} x suppression {0, 1, 5, 10%} x time limits {5 s, 15 s}, one case per
cell prints:

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

Each case is a top-level function (picklable for the fresh process); the cases are tables of their
arguments (a grid: its axes).
"""

from __future__ import annotations

import hashlib
import os
import time
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from ..solution import Solution
from . import repository
from .adult import KS, SEED, WORKERS, adult_available, adult_problem
from .runner import Benchmark, Case

REPO = repository()
QUICKSTART = REPO / "specs" / "quickstart.yaml"
ADULT_SPEC = REPO / "specs" / "adult-k-anonymity.yaml"
SUPPRESSIONS = (0.0, 0.01, 0.05, 0.1)  # exact-anytime
LIMITS = (5.0, 15.0)  # exact-anytime


def solve_spec_file(path: str) -> dict[str, Any]:
    """Load, solve and verify a spec; figures: status, objective, bound, solver seconds."""
    from ..pipeline import run

    result = run(path)
    return _figures(result.solution) | {"verified": bool(result.verification and result.verification.ok)}


def _figures(s: Solution) -> dict[str, Any]:
    """The figures every exact case reports: status, objective, bound and the solver's seconds."""
    return {"status": s.status.value, "objective": s.objective, "bound": s.bound, "solve_s": s.runtime_s}


def synthetic_cut_instance(rows: int, k: int, suppression: float, seed: int) -> dict[str, Any]:
    """A synthetic table with three QIs (binary trees of height 3), solved by cpsat-cut."""
    import tempfile

    import yaml

    from ..pipeline import run

    rng = np.random.default_rng(seed)
    tree = {"*": {"a": {"a0": ["a00", "a01"], "a1": ["a10", "a11"]}, "b": {"b0": ["b00", "b01"], "b1": ["b10", "b11"]}}}
    leaves = ["a00", "a01", "a10", "a11", "b00", "b01", "b10", "b11"]
    weights = rng.dirichlet(np.ones(8))
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data.csv"
        cols = {f"q{j}": rng.choice(leaves, size=rows, p=weights) for j in range(3)}
        import pandas as pd

        pd.DataFrame(cols).to_csv(data, index=False)
        spec = {
            "name": f"synthetic-{rows}",
            "data": {"path": "data.csv"},
            "roles": {"quasi_identifiers": list(cols)},
            "taxonomies": {c: {"tree": tree} for c in cols},
            "requirements": [{"kind": "k-anonymity", "k": k, "suppression": suppression}],
            "solver": {"name": "cpsat-cut", "time_limit": 60, "workers": 2},
        }
        (Path(tmp) / "spec.yaml").write_text(yaml.safe_dump(spec))
        result = run(Path(tmp) / "spec.yaml")
    return _figures(result.solution) | {"candidate_groups": result.solution.statistics.get("candidate_groups")}


def adult_exact_case(k: int, suppression: float, time_limit: float) -> dict[str, Any]:
    """Optimal cut k-anonymity of Adult under LM, beside the full-domain optimum of the same k."""
    import dataclasses
    import math

    from ..pipeline import load_problem
    from ..requirements import KAnonymity
    from ..solvers.enumeration.full_domain import best_full_domain, enumerate_lattice
    from ..solvers.registry import get_solver

    problem = load_problem(ADULT_SPEC)
    req = KAnonymity(k, problem.quasi_identifiers, math.floor(suppression * problem.n_rows + 1e-9))
    problem = dataclasses.replace(problem, requirements=(req,))
    time_limit = float(os.environ.get("SEQANON_BENCH_TIME_LIMIT", time_limit))
    s = get_solver("cpsat-cut").solve(problem, time_limit=time_limit, seed=0, workers=2)
    best, points, complete = best_full_domain(problem, req)
    # the feasible points are those with a loss (an infeasible point has none)
    exhaustive = [p.loss for p in enumerate_lattice(problem, req, prune=False) if p.loss is not None]
    exhaustive_best = min(exhaustive) if exhaustive else None
    full_domain_loss = None if best is None else best.loss  # the best point is feasible: None only without one
    return {
        "status": s.status.value,
        "LM": s.objective,
        "bound": s.bound,
        "gap_pct": None if s.gap is None else round(100 * s.gap, 3),
        "solve_s": round(s.runtime_s, 2),
        "method": s.statistics.get("method", "lazy CP-SAT"),
        "search_states": s.statistics.get("states"),
        "rounds": s.statistics.get("rounds"),
        "clauses": s.statistics.get("clauses_added"),
        "time_limit_s": time_limit,
        "full_domain_LM": full_domain_loss,
        "full_domain_complete": complete,
        "lattice_evaluated": sum(1 for p in points if p.suppressed_rows >= 0),
        "full_domain_equals_exhaustive": (full_domain_loss is None and exhaustive_best is None)
        or (
            full_domain_loss is not None
            and exhaustive_best is not None
            and abs(full_domain_loss - exhaustive_best) < 1e-6
        ),
        "cut_le_full_domain": None
        if full_domain_loss is None or s.objective is None
        else s.objective <= full_domain_loss + 1e-6,
    }


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
    # the all-root level vector (one group of every row) is feasible, so the search has a best point;
    # and bottom-up always reaches a release (at worst the all-root cut)
    assert full_domain is not None and full_domain.loss is not None
    assert heuristic.objective is not None
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


# ------------------------------------------------------------------ the case tables
SYNTHETIC = (  # cut-synthetic: (rows, k, suppression, seed)
    (1_000, 10, 0.0, 0),
    (1_000, 10, 0.02, 0),
    (10_000, 10, 0.0, 0),
    (10_000, 10, 0.02, 0),
    (100_000, 10, 0.0, 0),
    (100_000, 10, 0.02, 0),
)
EXACT_ADULT = (  # exact-adult: (suppression, time limit in s) x KS
    (0.0, 120.0),
    (0.05, 600.0),
)


def quickstart_cases() -> list[Case]:
    return [Case("quickstart", partial(solve_spec_file, str(QUICKSTART)))]


def synthetic_cases() -> list[Case]:
    return [
        Case(f"rows={rows} k={k} supp={supp}", partial(synthetic_cut_instance, rows, k, supp, seed))
        for rows, k, supp, seed in SYNTHETIC
    ]


def exact_adult_cases() -> list[Case]:
    if not adult_available():
        print("exact-adult: ../shared/data/adult is absent; nothing to run")
        return []
    return [
        Case(f"k={k} supp={supp:.0%}", partial(adult_exact_case, k, supp, limit))
        for supp, limit in EXACT_ADULT
        for k in KS
    ]


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


BENCHMARKS = (
    Benchmark("quickstart", "solve specs/quickstart.yaml (CP-SAT cut, k-anonymity, LM)", quickstart_cases),
    Benchmark("cut-synthetic", "cpsat-cut on synthetic tables of 1k to 100k rows, 3 QIs of height 3", synthetic_cases),
    Benchmark(
        "exact-adult",
        "cpsat-cut proves optimal cut k-anonymity on Adult (k = 2..100, 0% and 5% suppression), "
        "full-domain against exhaustive lattice enumeration",
        exact_adult_cases,
    ),
    Benchmark(
        "exact-anytime",
        "time-limited cpsat-cut on Adult: never worse than full-domain / bottom-up, repeatable",
        exact_anytime_cases,
    ),
)
