"""The top-down heuristic on random small instances: its release verifies and it never beats the optimum.

Against tests/reference.py's brute force over every cut combination (the
heuristic explores one greedy path through the same space, so its loss is at
least the optimum). Then random tables with a continuous QI split on the fly:
the release verifies on the refined problem, the reported objective is the
table's loss there, and the solution survives the JSON round trip.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import is_valid_cut
from seqanon_opt.metrics import table_loss
from seqanon_opt.problem import refine_taxonomies
from seqanon_opt.release import publish
from seqanon_opt.solution import Status, objectives_match, solution_from_dict
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


def _check_against_optimum(spec: dict) -> None:
    problem = _problem(spec)
    solution = get_solver("top-down").solve(problem)
    expected = brute_force_optimum(spec, "cut")
    if solution.status is Status.INFEASIBLE:
        assert expected is None
        return
    assert solution.status is Status.FEASIBLE and solution.bound is None
    assert solution.taxonomies is None  # categorical trees only: nothing to refine
    assert verify_release(problem, publish(problem, solution)).ok
    assert not solution.suppressed.any()
    assert objectives_match(solution.objective, table_loss(problem, solution.generalized, solution.suppressed,
                                                           problem.objective))
    assert expected is not None and solution.objective >= float(expected) - 1e-9


@SETTINGS
@given(cut_instance(suppression=False, objectives=("LM",)))
def test_lm_release_verifies_and_loss_is_at_least_the_optimum(spec):
    _check_against_optimum(spec)


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(cut_instance(suppression=False, objectives=("distortion",)))
def test_distortion_release_verifies_and_loss_is_at_least_the_optimum(spec):
    _check_against_optimum(spec)


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(numeric_instance())
def test_continuous_attribute_release_verifies_on_the_refined_problem(spec):
    problem = _problem(spec)
    solution = get_solver("top-down").solve(problem)
    assert solution.status is Status.FEASIBLE
    assert set(solution.taxonomies) == {"x"}
    refined = refine_taxonomies(problem, solution.taxonomies)
    release = publish(refined, solution)
    assert verify_release(refined, release).ok
    k = spec["requirements"][0]["k"]
    assert release.groupby(spec["roles"]["quasi_identifiers"]).size().min() >= k
    assert objectives_match(solution.objective, table_loss(refined, solution.generalized, solution.suppressed,
                                                           problem.objective))
    tax = refined.taxonomies["x"]
    assert is_valid_cut(tax, solution.cuts["x"]) and set(solution.generalized["x"]) <= set(solution.cuts["x"])
    back = solution_from_dict(json.loads(json.dumps(solution.to_dict())))
    assert back.objective == solution.objective and back.statistics == solution.statistics
    assert all(np.array_equal(back.generalized[a], solution.generalized[a]) for a in solution.generalized)
    again = back.taxonomies["x"]
    assert again.labels == tax.labels and np.array_equal(again.parent, tax.parent)
    assert np.array_equal(again.bounds, tax.bounds)
    assert publish(refine_taxonomies(problem, back.taxonomies), back).equals(release)
    # the hashed (sparse) counting path of TopDownSearch.refined_min gives the same run
    saved = TopDownSearch.dense_factor, TopDownSearch.dense_floor
    TopDownSearch.dense_factor, TopDownSearch.dense_floor = 0, 0
    try:
        sparse = get_solver("top-down").solve(problem)
    finally:
        TopDownSearch.dense_factor, TopDownSearch.dense_floor = saved
    assert sparse.statistics == solution.statistics and sparse.objective == solution.objective


def _naive_anonymity_after(search: TopDownSearch, j: int, v: int) -> float:
    """Smallest group once node v of attribute j is specialized, by regrouping every tuple."""
    nodes = search.g_node[search.group_of_tuple].copy()
    under = np.flatnonzero(nodes[:, j] == v)
    nodes[under, j] = search.axes[j].child_key(under, nodes[under, j]) + 10 ** 9  # child ids, apart
    _, ids = np.unique(nodes, axis=0, return_inverse=True)
    return float(np.bincount(ids.reshape(-1), weights=search.weight).min())


def _naive_class_entropy(search: TopDownSearch) -> float:
    """Mean record class entropy of the current groups, from the tuples' class counts."""
    per_group: dict[int, np.ndarray] = {}
    for g, counts in zip(search.group_of_tuple.tolist(), search.class_counts):
        per_group[g] = per_group.get(g, 0) + counts
    total = 0.0
    for counts in per_group.values():
        p = counts[counts > 0] / counts.sum()
        total += counts.sum() * float(-(p * np.log2(p)).sum())
    return total / float(search.weight.sum())


@settings(max_examples=100, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.one_of(numeric_instance(), cut_instance(suppression=False, objectives=("LM", "distortion"))))
def test_incremental_anonymity_matches_regrouping(spec):
    """A_v kept from the per-group counts equals a full regrouping for every step (scored, free or
    loss-lowering), a free step changes no group, rule 2's Delta is the class-entropy decrease, and at
    the end no valid candidate is beneficial, free or loss-lowering."""
    problem = _problem(spec)
    req = problem.requirements[0]
    search = TopDownSearch(problem, req.k, req.quasi_identifiers)
    entropy = problem.objective == "class-entropy"
    while (found := search.step()) is not None:
        j, w, rule, score, a_v = found
        assert _naive_anonymity_after(search, j, w) == a_v
        before = _naive_class_entropy(search) if entropy else None
        groups, anonymity = len(search.alive), search.anonymity
        search.perform(j, w)
        assert search.anonymity == a_v >= req.k
        if rule == "free":
            assert len(search.alive) == groups and search.axes[j].gains(np.array([w]))[0] <= 1e-12
        if rule == "loss":
            assert entropy and score > 0  # Delta / (PrivLoss + 1), Delta the entropy decrease
            assert before - _naive_class_entropy(search) == pytest.approx(score * (anonymity - a_v + 1.0))
    for j, axis in enumerate(search.axes):  # nothing valid is beneficial, free or loss-lowering
        for v in sorted(search.links[j]):
            if _naive_anonymity_after(search, j, v) < req.k:
                continue
            assert axis.gains(np.array([v]))[0] <= 1e-12 and not axis.single_child(np.array([v]))[0]
            assert search.loss_decrease(j, v) <= 1e-12
