"""The top-down heuristic with a suppression budget (issue 14, item 5), on random small instances.

* its release satisfies k-anonymity after suppression (the verifier), at most the budget is
  suppressed, exactly the rows of groups below k are, the reported objective is the loss
  recomputed from the release, and it is never below the brute-force cut optimum with the same
  budget (tests/reference.py); it is infeasible exactly when the optimum is;
* a continuous QI split on the fly, and class-entropy, keep the same guarantees;
* the per-group counts behind every step (A_v over the released groups, the rows below k after
  the step) equal a full regrouping, and at the end no valid candidate is left that is
  beneficial, free or loss-lowering; the hashed counting path gives the same run.

Budget 0 reproducing the paper's run is tests/unit/test_top_down_budget_zero.py (fingerprints of
the releases before the budget existed) and the budget-0 tests of test_top_down_heuristic.py.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.metrics import table_loss
from seqanon_opt.problem import refine_taxonomies
from seqanon_opt.release import publish
from seqanon_opt.solution import Status, objectives_match
from seqanon_opt.solvers.heuristics.top_down import TopDownSearch
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import problem_from_dict
from reference import brute_force_optimum
from strategies import cut_instance, numeric_instance

SETTINGS = settings(max_examples=200, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _problem(spec: dict):
    with tempfile.TemporaryDirectory() as tmp:
        return problem_from_dict(Path(tmp), spec)


def _check_release(problem, solution) -> None:
    """Verifies after suppression, within the budget, groups below k exactly suppressed, objective = loss."""
    req = problem.requirements[0]
    refined = refine_taxonomies(problem, solution.taxonomies) if solution.taxonomies else problem
    release = publish(refined, solution)
    verification = verify_release(refined, release)
    assert verification.ok, verification.failures()
    assert solution.suppressed.sum() <= req.max_suppressed
    assert solution.statistics["suppressed"] == int(solution.suppressed.sum())
    keys = [tuple(int(solution.generalized[a][i]) for a in req.quasi_identifiers) for i in range(problem.n_rows)]
    sizes = {key: keys.count(key) for key in keys}
    assert [sizes[key] < req.k for key in keys] == solution.suppressed.tolist()
    assert objectives_match(solution.objective, table_loss(refined, solution.generalized, solution.suppressed,
                                                           problem.objective))


@SETTINGS
@given(cut_instance(suppression=True, objectives=("LM", "distortion")))
def test_budget_release_is_valid_and_no_better_than_the_optimum(spec):
    problem = _problem(spec)
    solution = get_solver("top-down").solve(problem)
    expected = brute_force_optimum(spec, "cut")
    if expected is None:
        assert solution.status is Status.INFEASIBLE
        return
    assert solution.status is Status.FEASIBLE and solution.bound is None
    _check_release(problem, solution)
    assert solution.objective >= float(expected) - 1e-9


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(numeric_instance(suppression=True))
def test_continuous_and_class_entropy_release_is_valid(spec):
    problem = _problem(spec)
    solution = get_solver("top-down").solve(problem)
    req = problem.requirements[0]
    if problem.n_rows < req.k and problem.n_rows > req.max_suppressed:
        assert solution.status is Status.INFEASIBLE
        return
    assert solution.status is Status.FEASIBLE
    _check_release(problem, solution)


def _naive_after(search: TopDownSearch, j: int, v: int) -> tuple[float, float]:
    """(smallest group of at least k rows, rows in groups below k) once node v of attribute j is
    specialized, by regrouping every tuple."""
    nodes = search.g_node[search.group_of_tuple].copy()
    under = np.flatnonzero(nodes[:, j] == v)
    nodes[under, j] = search.axes[j].child_key(under, nodes[under, j]) + 10 ** 9  # child ids, apart
    _, ids = np.unique(nodes, axis=0, return_inverse=True)
    sizes = np.bincount(ids.reshape(-1), weights=search.weight)
    kept = sizes[sizes >= search.k]
    return (float(kept.min()) if len(kept) else float("inf")), float(sizes[(sizes > 0) & (sizes < search.k)].sum())


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.one_of(numeric_instance(suppression=True), cut_instance(suppression=True, objectives=("LM", "distortion"))))
def test_incremental_counts_match_regrouping(spec):
    problem = _problem(spec)
    req = problem.requirements[0]
    if problem.n_rows < req.k and problem.n_rows > req.max_suppressed:
        return
    search = TopDownSearch(problem, req.k, req.quasi_identifiers, req.max_suppressed)
    while (found := search.step()) is not None:
        j, w, rule, score, a_v = found
        anonymity, suppressed = _naive_after(search, j, w)
        assert anonymity == a_v and suppressed <= req.max_suppressed
        groups = len(search.alive)
        search.perform(j, w)
        assert search.released_anonymity == a_v
        if rule == "free":
            assert len(search.alive) == groups
    for j, axis in enumerate(search.axes):  # nothing valid is beneficial, free or loss-lowering
        for v in sorted(search.links[j]):
            if _naive_after(search, j, v)[1] > req.max_suppressed:
                continue
            assert axis.gains(np.array([v]))[0] <= 1e-12 and not axis.single_child(np.array([v]))[0]
            assert search.loss_decrease(j, v) <= 1e-12
    solution = get_solver("top-down").solve(problem)
    saved = TopDownSearch.dense_factor, TopDownSearch.dense_floor
    TopDownSearch.dense_factor, TopDownSearch.dense_floor = 0, 0  # the hashed (sparse) counting path
    try:
        sparse = get_solver("top-down").solve(problem)
    finally:
        TopDownSearch.dense_factor, TopDownSearch.dense_floor = saved
    assert sparse.statistics == solution.statistics and sparse.objective == solution.objective
    assert np.array_equal(sparse.suppressed, solution.suppressed)
    assert solution.statistics["specializations"] == search.specializations


@pytest.mark.parametrize("objective", ["LM", "distortion"])
def test_cpsat_cut_optimum_bounds_the_heuristic_with_a_budget(objective):
    """On the benchmark's random tables (40-400 rows, beyond brute force) with a 5 % budget."""
    from seqanon_opt.bench.heuristics import random_problem
    exact = get_solver("cpsat-cut")
    proven = 0
    for seed in range(6):
        problem = random_problem(seed, objective, budget=0.05)
        optimum = exact.solve(problem, time_limit=30, seed=0, workers=1)
        solution = get_solver("top-down").solve(problem)
        assert solution.status is Status.FEASIBLE
        _check_release(problem, solution)
        if optimum.status is Status.OPTIMAL:
            proven += 1
            assert solution.objective >= optimum.objective - 1e-6
    assert proven >= 1
