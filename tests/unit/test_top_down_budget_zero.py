"""top-down with a suppression budget (issue 14, item 5): budget 0 is today's run, a hand example.

The fingerprints below were taken from top-down before the budget existed (specializations, objective
and every published node) on the heuristics-vs-optimum benchmark's random tables (numpy-seeded, so
stable): budget 0 must reproduce each release exactly.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json

import numpy as np
import pytest

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.metrics import table_loss
from seqanon_opt.release import publish
from seqanon_opt.requirements import KAnonymity
from seqanon_opt.solution import Status
from seqanon_opt.solvers.heuristics.suppression import part_statistics_dense, part_statistics_sparse
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

BEFORE_THE_BUDGET = {
    "LM-0": "41142d007bcf", "LM-1": "c303ab777a19", "LM-2": "43a9b6c6acd4", "LM-3": "2890656fb8b6",
    "LM-4": "f2f6d2a0bc36", "LM-5": "5950d7f58892", "LM-6": "a30ff08fabbe", "LM-7": "762ad27951cd",
    "LM-8": "168a476f2a5c", "LM-9": "ad926b28e46c", "LM-10": "ed39356b9ea7", "LM-11": "41b4ee19736e",
    "LM-12": "d0cafc8e996b", "LM-13": "455617f90026", "LM-14": "14cbaff574bd", "LM-15": "3fb03c0754cb",
    "LM-16": "5db52ac5cc25", "LM-17": "ba0f458a8fc9", "LM-18": "a426cd3277d8", "LM-19": "14a552e45c03",
    "LM-20": "2623b60982be", "LM-21": "6c91ac6e1770", "LM-22": "ef17b0a8044d", "LM-23": "9c07ed829c62",
    "LM-24": "85ddfc8b34da", "LM-25": "d0aa82fbd155", "LM-26": "5d5e80c17e37", "LM-27": "441aeb436639",
    "LM-28": "d774637c23fc", "LM-29": "e6368743280f", "distortion-0": "fa3eb336455d", "distortion-1": "62daeea142d8",
    "distortion-2": "f36b964bccba", "distortion-3": "64101ffb5149", "distortion-4": "5561a37aef8e", "distortion-5": "b7979c0a43e8",
    "distortion-6": "e16d78514ecc", "distortion-7": "0ecb0ee14c1d", "distortion-8": "ae6aa80eda46", "distortion-9": "8f426cc20884",
    "distortion-10": "23ff5132287e", "distortion-11": "e87ce804ca91", "distortion-12": "2831729e5449", "distortion-13": "198615538bd2",
    "distortion-14": "937f9f6c51d5", "distortion-15": "1c3c2b228de0", "distortion-16": "6628a2a1dc2b", "distortion-17": "72a98be43ee1",
    "distortion-18": "6a387790026b", "distortion-19": "03ff066c9487", "distortion-20": "90a77f83c0cf", "distortion-21": "e828f34187e7",
    "distortion-22": "7032bbc9b2ac", "distortion-23": "0434bf11213a", "distortion-24": "6fc641053351", "distortion-25": "efee04c3f519",
    "distortion-26": "81d631e55f4f", "distortion-27": "c127efadf893", "distortion-28": "30c8fb3c9ace", "distortion-29": "eebf35014b78",
}


def fingerprint(solution) -> str:
    h = hashlib.sha256(json.dumps([solution.statistics["specializations"], repr(solution.objective)]).encode())
    for attr in sorted(solution.generalized):
        h.update(np.asarray(solution.generalized[attr], dtype=np.int64).tobytes())
    return h.hexdigest()[:12]


def test_budget_zero_reproduces_the_release_before_the_budget():
    solver = get_solver("top-down")
    for name, expected in BEFORE_THE_BUDGET.items():
        objective, seed = name.rsplit("-", 1)
        solution = solver.solve(random_problem(int(seed), objective))
        assert not solution.suppressed.any()
        assert fingerprint(solution) == expected, name


def chain_spec(suppression: float) -> dict:
    """q: * -> {A: {a1, a2}, B: {b1}}; a1 x3, a2 x3, b1 once; k = 3."""
    rows = [["a1"]] * 3 + [["a2"]] * 3 + [["b1"]]
    return {"name": "budget", "data": {"columns": ["q"], "rows": rows}, "roles": {"quasi_identifiers": ["q"]},
            "taxonomies": {"q": {"tree": {"*": {"A": ["a1", "a2"], "B": ["b1"]}}}}, "generalization": "cut",
            "requirements": [{"kind": "k-anonymity", "k": 3, "suppression": suppression}], "objective": "LM"}


def test_a_budget_of_one_row_lets_the_search_go_on_and_suppresses_that_row(make_problem):
    """Budget 0: * -> {A, B} leaves b1 alone, so the table stays at * (LM 7). Budget 1 row (1/7 of 7,
    rounded down): * is valid (1 row below k), B (unary) is free, then A -> {a1, a2} (parts of 3); b1 is
    suppressed and costs its one QI at the root: LM 1."""
    strict = get_solver("top-down").solve(make_problem(chain_spec(0.0)))
    assert strict.statistics["iterations"] == 0 and strict.objective == pytest.approx(7.0)
    problem = make_problem(chain_spec(0.15))
    assert problem.requirements[0].max_suppressed == 1
    solution = get_solver("top-down").solve(problem)
    assert solution.status is Status.FEASIBLE
    assert solution.statistics["specializations"] == ["q:*", "q:B", "q:A"]
    assert solution.suppressed.tolist() == [False] * 6 + [True] and solution.statistics["suppressed"] == 1
    release = publish(problem, solution)
    assert sorted(release["q"]) == ["a1"] * 3 + ["a2"] * 3
    assert verify_release(problem, release).ok
    assert solution.objective == pytest.approx(1.0) == table_loss(problem, solution.generalized,
                                                                  solution.suppressed, "LM")


def test_fewer_rows_than_k_within_the_budget_suppresses_every_row(make_problem):
    problem = make_problem(chain_spec(1.0))
    problem = dataclasses.replace(problem, requirements=(KAnonymity(8, ("q",), 7),))
    solution = get_solver("top-down").solve(problem)
    assert solution.status is Status.FEASIBLE and solution.suppressed.all()
    assert solution.objective == pytest.approx(7.0)
    assert verify_release(problem, publish(problem, solution)).ok
    over = dataclasses.replace(problem, requirements=(KAnonymity(8, ("q",), 6),))
    assert get_solver("top-down").solve(over).status is Status.INFEASIBLE


def test_dense_and_sparse_part_statistics_agree():
    rng = np.random.default_rng(0)
    for _ in range(50):
        sizes = rng.integers(0, 6, size=(7, 4)).astype(float)
        k = float(rng.integers(1, 6))
        dense = part_statistics_dense(sizes, k)
        group, child = np.nonzero(sizes)
        sparse = part_statistics_sparse(group, sizes[group, child], len(sizes), k)
        for a, b in zip(dense, sparse):
            assert np.array_equal(a, b)
        full = sizes.sum(axis=1)
        assert np.all(dense[1][full < k] == 0)  # a group already below k pushes nothing more
