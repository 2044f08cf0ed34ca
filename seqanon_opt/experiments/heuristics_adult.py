"""``seqanon bench heuristics-adult``: each cut heuristic's gap to the proven cut optimum on Adult.

Issue 14, item 5. Adult (specs/adult-k-anonymity.yaml: 30,162 rows, 8 QIs, ARX hierarchies, LM), for
k in {2, 5, 10, 25, 50, 100} x suppression {0, 1, 5, 10%}, one fresh process per case:
``cpsat-cut`` (the proven cut optimum, ``opt_LM``, ``proven``), ``full-domain`` (the full-domain
optimum, ARX's model) and the heuristics ``bottom-up`` and ``top-down`` with the same suppression
budget. Printed: each LM, its gap ``(LM - opt_LM) / opt_LM`` in percent, its suppressed rows and its
solve time. A heuristic that does not take the case prints ``n/a``. Every release is checked by the
verifier before its figures count (a failing release is an error).
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any

from .bench import Case, benchmark
from .exact_anytime import KS, SEED, WORKERS, adult_available, adult_problem

SUPPRESSIONS = (0.0, 0.01, 0.05, 0.1)
SOLVERS = {"fd": "full-domain", "bu": "bottom-up", "td": "top-down"}
TIME_LIMIT = 60.0


def _solve(problem, name: str) -> tuple[Any, float]:
    import dataclasses

    from ..release import publish
    from ..solvers.registry import get_solver
    from ..verify import verify_release

    if name == "full-domain":
        problem = dataclasses.replace(problem, model="full-domain")
    t0 = time.perf_counter()
    solution = get_solver(name).solve(problem, time_limit=TIME_LIMIT, seed=SEED, workers=WORKERS)
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


@benchmark(
    "heuristics-adult",
    "bottom-up, top-down and full-domain against the proven cut optimum on Adult, k x suppression grid",
)
def heuristics_adult_cases() -> list[Case]:
    if not adult_available():
        print("heuristics-adult: ../shared/data/adult is absent; nothing to run")
        return []
    return [
        Case(f"k={k} supp={suppression:.0%}", partial(heuristics_case, k, suppression))
        for suppression in SUPPRESSIONS
        for k in KS
    ]
