"""The heuristic benchmarks: ``heuristics-vs-optimum`` and ``heuristics-adult``.

``heuristics-vs-optimum``: the greedy cut heuristics against the proven optimum on random single
tables (deterministic per seed): 3 to 4 quasi-identifiers with random taxonomies of height 2 to 3,
40 to 400 rows with skewed leaf frequencies, k in {2, 3, 5, 10}, objective LM or distortion, and a
suppression budget (a fraction of the rows, rounded down; 0: none).
``cpsat-cut`` solves each instance; only those it proves optimal count, and
``proven`` says how many of the ``instances`` that is. ``bottom-up`` and
``top-down`` run on the same problem (with a budget both suppress the groups
still below k when they stop; a suppressed row costs every QI at its root).
Per heuristic the case reports how many instances it solved at the optimum,
the mean and largest relative gap ``(loss - optimum) / optimum`` and the mean
number of rows it suppressed (beside the optimum's).

``heuristics-adult`` (issue 14, item 5): each cut heuristic's gap to the proven cut optimum on Adult
(specs/adult-k-anonymity.yaml: 30,162 rows, 8 QIs, ARX hierarchies, LM), for k in {2, 5, 10, 25, 50,
100} x suppression {0, 1, 5, 10%}, one fresh process per case: ``cpsat-cut`` (the proven cut optimum,
``opt_LM``, ``proven``), ``full-domain`` (the full-domain optimum, ARX's model) and the heuristics
``bottom-up`` and ``top-down`` with the same suppression budget. Printed: each LM, its gap ``(LM -
opt_LM) / opt_LM`` in percent, its suppressed rows and its solve time. A heuristic that does not take
the case prints ``n/a``. Every release is checked by the verifier before its figures count (a failing
release is an error).
"""

from __future__ import annotations

import dataclasses
import math
import statistics
import time
from functools import partial
from typing import Any

import numpy as np

from ..data.taxonomy import Taxonomy, taxonomy_from_parents
from ..problem import Problem
from ..requirements import KAnonymity
from .adult import KS, SEED, WORKERS, adult_available, adult_problem
from .runner import Benchmark, Case

HEURISTICS = ("bottom-up", "top-down")


def random_taxonomy(rng: np.random.Generator, name: str) -> Taxonomy:
    """A random tree: root -> 2-4 inner nodes -> 1-4 children each (one more level sometimes)."""
    labels, parent = [f"{name}*"], [-1]
    frontier = [0]
    for depth in range(int(rng.integers(2, 4))):
        nxt = []
        for node in frontier:
            for _ in range(int(rng.integers(2, 4)) if depth == 0 else int(rng.integers(1, 4))):
                labels.append(f"{name}{len(labels)}")
                parent.append(node)
                nxt.append(len(labels) - 1)
        frontier = nxt
    return taxonomy_from_parents(name, labels, parent)


def random_problem(seed: int, objective: str, budget: float = 0.0) -> Problem:
    """One random instance (see the module docstring), built directly as a Problem; ``budget``: the
    fraction of rows that may be suppressed (the table and k do not depend on it)."""
    rng = np.random.default_rng(seed)
    n_qi, n_rows = int(rng.integers(3, 5)), int(rng.integers(40, 401))
    taxonomies, codes = {}, {}
    for j in range(n_qi):
        tax = random_taxonomy(rng, f"q{j}")
        weights = rng.dirichlet(np.full(len(tax.leaves), 0.7))
        taxonomies[f"q{j}"] = tax
        codes[f"q{j}"] = rng.choice(tax.leaves, size=n_rows, p=weights).astype(np.int64)
    k = int(rng.choice([2, 3, 5, 10]))
    return k_anonymity_problem(f"random-{seed}", "cut", taxonomies, codes, k, budget, objective)


def k_anonymity_problem(
    name: str,
    model: str,
    taxonomies: dict[str, Taxonomy],
    codes: dict[str, np.ndarray],
    k: int,
    suppression: float,
    objective: str,
) -> Problem:
    """A single-table Problem built directly (no spec, no file): every column a quasi-identifier given
    by its taxonomy and the leaf of every row (``codes``; the table holds the leaves' labels), one
    k-anonymity requirement on all of them with ``floor(suppression * rows)`` rows that may be suppressed."""
    import pandas as pd

    n_rows = len(next(iter(codes.values())))
    columns = {a: np.asarray(taxonomies[a].labels, dtype=object)[codes[a]] for a in taxonomies}
    qis = tuple(taxonomies)
    return Problem(
        name=name,
        kind="single",
        model=model,
        table=pd.DataFrame(columns),
        quasi_identifiers=qis,
        sensitive=None,
        class_attribute=None,
        key=None,
        timestamp=None,
        taxonomies=taxonomies,
        codes=codes,
        requirements=(KAnonymity(k, qis, math.floor(suppression * n_rows + 1e-9)),),
        objective=objective,
        rows_read=n_rows,
        rows_dropped_missing=0,
    )


def heuristic_gaps(objective: str, instances: int = 200, first_seed: int = 0, budget: float = 0.0) -> dict[str, Any]:
    """Solve ``instances`` random problems exactly and with each heuristic; summarise the gaps over
    the instances ``cpsat-cut`` proves optimal."""
    from ..solvers.registry import get_solver

    exact = get_solver("cpsat-cut")
    gaps: dict[str, list[float]] = {h: [] for h in HEURISTICS}
    suppressed: dict[str, list[int]] = {h: [] for h in ("optimum", *HEURISTICS)}
    proven = 0
    for seed in range(first_seed, first_seed + instances):
        problem = random_problem(seed, objective, budget)
        optimum = exact.solve(problem, time_limit=60, seed=0, workers=1)
        if optimum.status.value != "optimal":
            continue
        assert optimum.objective is not None  # an optimal solution has an objective
        proven += 1
        suppressed["optimum"].append(optimum.suppressed_count)
        for name in HEURISTICS:
            solution = get_solver(name).solve(dataclasses.replace(problem), seed=0)
            if solution.status.value != "feasible":
                raise AssertionError(f"{name} found no release on seed {seed}, where the optimum exists")
            assert solution.objective is not None  # a feasible solution has an objective
            if solution.objective < optimum.objective - 1e-6:
                raise AssertionError(f"{name} beat the proven optimum on seed {seed}")
            suppressed[name].append(solution.suppressed_count)
            gaps[name].append((solution.objective - optimum.objective) / max(optimum.objective, 1e-9))
    out: dict[str, Any] = {
        "objective": objective,
        "budget_pct": round(100 * budget, 2),
        "instances": instances,
        "proven": proven,
        "optimum_mean_suppressed": _mean(suppressed["optimum"]),
    }
    for name, values in gaps.items():
        out[f"{name}_at_optimum"] = sum(g < 1e-9 for g in values)
        out[f"{name}_mean_gap_pct"] = round(100 * statistics.fmean(values), 2) if values else None
        out[f"{name}_max_gap_pct"] = round(100 * max(values), 2) if values else None
        out[f"{name}_mean_suppressed"] = _mean(suppressed[name])
    return out


def _mean(values: list[int]) -> float | None:
    return round(statistics.fmean(values), 2) if values else None


# ------------------------------------------------------------------ heuristics-adult
ADULT_SUPPRESSIONS = (0.0, 0.01, 0.05, 0.1)
SOLVERS = {"fd": "full-domain", "bu": "bottom-up", "td": "top-down"}
ADULT_TIME_LIMIT = 60.0


def _solve(problem, name: str) -> tuple[Any, float]:
    from ..release import publish
    from ..solvers.registry import get_solver
    from ..verify import verify_release

    if name == "full-domain":
        problem = dataclasses.replace(problem, model="full-domain")
    t0 = time.perf_counter()
    solution = get_solver(name).solve(problem, time_limit=ADULT_TIME_LIMIT, seed=SEED, workers=WORKERS)
    seconds = time.perf_counter() - t0
    if solution.status.has_solution and not verify_release(problem, publish(problem, solution)).ok:
        raise RuntimeError(f"{name}'s release fails verification")
    return solution, seconds


def heuristics_case(k: int, suppression: float) -> dict[str, Any]:
    from ..errors import UnsupportedProblem

    problem = adult_problem(k, suppression)
    optimum, opt_s = _solve(problem, "cpsat-cut")
    out: dict[str, Any] = {
        "opt_LM": round(optimum.objective, 1),
        "proven": optimum.status.value == "optimal",
        "opt_s": round(opt_s, 2),
    }
    for short, name in SOLVERS.items():
        try:
            solution, seconds = _solve(problem, name)
        except UnsupportedProblem:
            out[f"{short}_LM"] = out[f"{short}_gap"] = "n/a"
            continue
        out[f"{short}_LM"] = round(solution.objective, 1)
        gap = (solution.objective - optimum.objective) / optimum.objective
        out[f"{short}_gap"] = f"{0.0 if abs(gap) < 1e-9 else gap:+.2%}"  # no "-0.00%" from rounding
        out[f"{short}_supp"] = int(solution.suppressed.sum())
        out[f"{short}_s"] = round(seconds, 2)
    return out


# ------------------------------------------------------------------ the case tables
GAP_SETTINGS = (  # heuristics-vs-optimum: (objective, suppression budget)
    ("LM", 0.0),
    ("distortion", 0.0),
    ("LM", 0.05),
    ("distortion", 0.05),
)


def heuristic_gap_cases() -> list[Case]:
    return [
        Case(f"objective={objective} budget={100 * budget:g}%", partial(heuristic_gaps, objective, budget=budget))
        for objective, budget in GAP_SETTINGS
    ]


def heuristics_adult_cases() -> list[Case]:
    if not adult_available():
        print("heuristics-adult: ../shared/data/adult is absent; nothing to run")
        return []
    return [
        Case(f"k={k} supp={suppression:.0%}", partial(heuristics_case, k, suppression))
        for suppression in ADULT_SUPPRESSIONS
        for k in KS
    ]


BENCHMARKS = (
    Benchmark(
        "heuristics-vs-optimum",
        "bottom-up and top-down against cpsat-cut's proven optimum on 200 random tables, suppression budgets 0 and 5%",
        heuristic_gap_cases,
    ),
    Benchmark(
        "heuristics-adult",
        "bottom-up, top-down and full-domain against the proven cut optimum on Adult, k x suppression grid",
        heuristics_adult_cases,
    ),
)
