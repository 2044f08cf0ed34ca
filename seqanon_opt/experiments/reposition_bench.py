"""Benchmark: the first-window reposition ILP (Wang, Xu, Wong, Fu 2010, section III) on a skewed window.

Temporal skewness (section I.A): each small snapshot D[i] is skewed on the
sensitive attribute, while neighbouring snapshots have complementary
distributions, so their union is balanced. The generator draws, for every pair
of snapshots (2k, 2k+1), a random ranking of the ``n_values`` values; D[2k]
follows Zipf weights ``p(v) ~ 1 / rank(v)^exponent`` and D[2k+1] the reversed
ranking (the hottest value of one is the coldest of the other). Snapshot sizes
are multinomial around ``n_records / w``. With 50 values and exponent 1.2 the
most frequent value holds ~30 % of a snapshot, so single snapshots are rarely
4-eligible (Level(D[i]) <= |D[i]| / 4) while two neighbours together are.

Costs: mu(d) = d (linear) or d^2 (quadratic), beta_s = ``beta`` for every s.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from ..solvers.ilp.reposition import build_first_window, read_first_window_plan, solve_problem
from ..solvers.ilp.reposition_check import check_first_window_plan

COSTS = {"linear": lambda d: d, "quadratic": lambda d: d * d}


def skewed_window(w: int, n_values: int, n_records: int, rng: np.random.Generator, exponent: float = 1.2) -> np.ndarray:
    """counts[i, s] of a window of ``w`` snapshots with complementary skew between neighbours."""
    sizes = rng.multinomial(n_records, np.full(w, 1.0 / w))
    zipf = 1.0 / np.arange(1, n_values + 1) ** exponent
    zipf /= zipf.sum()
    rankings = np.argsort(rng.random((w // 2 + 1, n_values)), axis=1)  # one random ranking per pair
    ranks = np.empty((w, n_values), dtype=np.int64)
    ranks[0::2] = rankings[: (w + 1) // 2]
    ranks[1::2] = n_values - 1 - rankings[: w // 2]  # reversed for the odd neighbour
    return np.stack([rng.multinomial(n, zipf[r]) for n, r in zip(sizes, ranks)])


def reposition_benchmark(
    w: int = 30,
    n_values: int = 50,
    n_records: int = 10_000,
    seed: int = 0,
    l: float = 4,
    mu: str = "linear",
    beta: float = 4.0,
    time_limit: float = 60.0,
    threads: int = 2,
) -> dict[str, Any]:
    """Generate a skewed first window and solve the first-window ILP; report size, time and result.

    ``eligible_before`` counts the snapshots that are l-eligible as collected;
    ``seconds`` is the solve wall time (MPS export, CBC, read-back; ``build_seconds``
    the model compilation); ``plan_checked`` says the independent check accepts
    the plan and recomputes its cost.
    """
    rng = np.random.default_rng(seed)
    counts = skewed_window(w, n_values, n_records, rng)
    betas = np.full(n_values, float(beta))
    start = time.perf_counter()
    model = build_first_window(counts, l, COSTS[mu], betas)
    build_seconds = time.perf_counter() - start
    variables, constraints = len(model.problem.variables()), len(model.problem.constraints)
    plan = read_first_window_plan(model, *solve_problem(model.problem, time_limit=time_limit, threads=threads))
    check = check_first_window_plan(counts, l, COSTS[mu], betas, plan) if plan.cost is not None else None
    moved = sum(n for (i, j, s), n in plan.moves.items() if i != j)
    return {
        "w": w,
        "n_values": n_values,
        "n_records": int(counts.sum()),
        "l": l,
        "mu": mu,
        "beta": beta,
        "eligible_before": int((l * counts.max(axis=1) <= counts.sum(axis=1)).sum()),
        "variables": variables,
        "constraints": constraints,
        "build_seconds": round(build_seconds, 3),
        "seconds": round(plan.seconds, 3),
        "status": plan.status,
        "cost": plan.cost,
        "bound": plan.bound,
        "moved": moved,
        "suppressed": sum(plan.suppressed.values()),
        "plan_checked": bool(check is not None and check.ok and abs(check.cost - plan.cost) < 1e-6),
    }


if __name__ == "__main__":
    for kind in COSTS:
        print(reposition_benchmark(mu=kind))
