"""The two exact engines of cpsat-cut agree beyond brute-force reach: the cut search (branch and bound
with a tree DP) and the lazy CP-SAT loop prove the same optimum on the heuristics-vs-optimum tables
(3-4 QIs, 40-400 rows, k in {2, 3, 5, 10}), with and without a 5% suppression budget, LM and distortion."""

from __future__ import annotations

import pytest

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.solution import Status
from seqanon_opt.solvers.base import Limits
from seqanon_opt.solvers.cpsat.cut_solver import solve_cut


@pytest.mark.parametrize("objective", ["LM", "distortion"])
@pytest.mark.parametrize("budget", [0.0, 0.05])
@pytest.mark.parametrize("seed", range(30))
def test_cut_search_and_lazy_cpsat_prove_the_same_optimum(seed, budget, objective):
    problem = random_problem(seed, objective, budget=budget)
    search, _ = solve_cut(problem, Limits(30, 0, 1))
    lazy, _ = solve_cut(problem, Limits(30, 0, 1), lazy=True)
    assert search.statistics["method"] == "branch and bound with a tree DP" and "rounds" in lazy.statistics
    assert search.status is Status.OPTIMAL and lazy.status is Status.OPTIMAL
    assert search.objective == pytest.approx(lazy.objective, rel=1e-9, abs=1e-9)
    assert search.suppressed.sum() <= problem.requirements[0].max_suppressed
