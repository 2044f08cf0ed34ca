"""Top-down specialization takes the specializations eq. 1 cannot score (issue 13, item 8).

Score(v) = InfoGain(v) / (PrivLoss(v) + 1) is 0 for a unary node (one child
holds all its records: under LM the child has the same leaves, under
class-entropy the same class distribution), so the paper's loop never
specializes it, nor anything below it, although it splits no group. ARX's
Adult education hierarchy has two such nodes (Secondary education -> High
School, Primary education -> Primary School): at k = 1 under LM top-down
published them for 13,097 rows (LM 4,430.2) where bottom-up reaches 0.

Rule 1 takes such a free specialization at once; rule 2 takes, once no
positive score is left, a valid zero-InfoGain specialization that still
lowers the objective (class-entropy given the current groups).
"""

from __future__ import annotations

import numpy as np
import pytest

from seqanon_opt.metrics import table_loss
from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.heuristics.top_down import TopDownSearch
from seqanon_opt.solvers.registry import get_solver

from helpers import shared_data

SOLVER = get_solver("top-down")

# a unary chain under the root's first child: * -> {P -> Q -> {a, b}, c}; and a unary root
CHAIN = {"*": [{"P": [{"Q": ["a", "b"]}]}, "c"]}
UNARY_ROOT = {"*": [{"U": ["a", "b", "c"]}]}


def lm_spec(tree: dict, values: list[str], k: int) -> dict:
    return {"name": "unary", "data": {"columns": ["q"], "rows": [[v] for v in values]},
            "roles": {"quasi_identifiers": ["q"]}, "taxonomies": {"q": {"tree": tree}},
            "generalization": "cut", "requirements": [{"kind": "k-anonymity", "k": k}], "objective": "LM"}


@pytest.mark.parametrize("tree", [CHAIN, UNARY_ROOT], ids=["chain-below-root", "unary-root"])
def test_k1_under_lm_reaches_loss_zero_through_unary_nodes(make_problem, tree):
    """k = 1: every specialization keeps the table 1-anonymous, so the leaves (LM 0) are reachable;
    the old loop stopped at P (chain) or at the root (unary root), LM 1 and 3."""
    problem = make_problem(lm_spec(tree, ["a", "b", "c"], 1))
    solution = SOLVER.solve(problem)
    assert solution.status is Status.FEASIBLE
    assert solution.objective == pytest.approx(0.0)
    assert list(publish(problem, solution)["q"]) == ["a", "b", "c"]
    assert solution.statistics["rules"]["free"] >= 1


def test_unary_node_is_taken_before_the_next_scored_choice(make_problem):
    """After * -> {P, c}, P (unary) is free: it is taken at once, then Q is scored (InfoGain > 0)."""
    problem = make_problem(lm_spec(CHAIN, ["a", "b", "c", "a", "b", "c"], 2))
    solution = SOLVER.solve(problem)
    assert solution.statistics["specializations"] == ["q:*", "q:P", "q:Q"]
    assert solution.objective == pytest.approx(0.0)
    search = TopDownSearch(problem, 2, ("q",))
    expected = [("score", "*"), ("free", "P"), ("score", "Q")]
    for rule, label in expected:
        j, w, taken, score, a_v = search.step()
        assert (taken, search.axes[j].label(w), a_v) == (rule, label, 2)
        assert (score > 0) == (rule == "score")
        search.perform(j, w)
    assert search.step() is None


def test_unary_specialization_respects_k(make_problem):
    """k = 2 with a and b once each: the free P -> Q is taken (no group changes), Q -> {a, b} is not."""
    problem = make_problem(lm_spec(CHAIN, ["a", "b", "c", "c"], 2))
    solution = SOLVER.solve(problem)
    release = publish(problem, solution)
    assert list(release["q"]) == ["Q", "Q", "c", "c"]
    assert release.groupby("q").size().min() >= 2
    assert solution.objective == pytest.approx(table_loss(problem, solution.generalized, solution.suppressed, "LM"))
    assert solution.objective == pytest.approx(1.0)  # two cells at Q = {a, b}: (2 - 1) / (3 - 1) each


def xor_spec(k: int) -> dict:
    """Class depends on x only within y1 and y2 (A/B swapped), so T[x1] and T[x2] have the same class
    mix over the whole table: InfoGain(x) = 0, while y has InfoGain > 0 (y3 is pure C)."""
    rows = []
    for y, (c1, c2) in {"y1": ("A", "B"), "y2": ("B", "A"), "y3": ("C", "C")}.items():
        rows += [["x1", y, c1]] * 2 + [["x2", y, c2]] * 2
    return {"name": "xor", "data": {"columns": ["x", "y", "class"], "rows": rows},
            "roles": {"quasi_identifiers": ["x", "y"], "class": "class"},
            "taxonomies": {"x": {"tree": {"X": ["x1", "x2"]}}, "y": {"tree": {"Y": ["y1", "y2", "y3"]}}},
            "generalization": "cut", "requirements": [{"kind": "k-anonymity", "k": k}],
            "objective": "class-entropy"}


def test_zero_infogain_specialization_that_lowers_class_entropy_is_taken(make_problem):
    """After y (groups y1: 2A 2B, y2: 2A 2B, y3: 4C; entropy 8/12), x has InfoGain 0 yet splits y1 and
    y2 into pure groups of 2: Delta = 8/12, A_v = 2 >= k. The old loop stopped at entropy 2/3.
    With k = 3 those groups of 2 break k: the release stays at y."""
    problem = make_problem(xor_spec(2))
    search = TopDownSearch(problem, 2, ("x", "y"))
    x_axis = search.axes[0]
    assert x_axis.gains(np.array([x_axis.root]))[0] == pytest.approx(0.0)
    solution = SOLVER.solve(problem)
    assert solution.statistics["specializations"] == ["y:Y", "x:X"]
    assert solution.statistics["rules"] == {"score": 1, "free": 0, "loss": 1}
    assert solution.objective == pytest.approx(0.0)
    assert publish(problem, solution).groupby(["x", "y"]).size().min() >= 2
    strict = SOLVER.solve(make_problem(xor_spec(3)))
    assert strict.statistics["specializations"] == ["y:Y"]
    assert strict.objective == pytest.approx(8 / 12)


def test_adult_k1_lm_publishes_only_leaves(make_problem):
    """Issue 13 item 8 on Adult (ARX hierarchies, 8 QIs, 30,162 rows): k = 1 under LM reaches 0,
    as bottom-up does (was 4,430.2 with 'Secondary education' on 13,097 rows)."""
    data = shared_data("adult")
    qis = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation"]
    spec = {"name": "adult-k1", "data": {"path": str(data / "adult.csv"), "separator": ";"},
            "roles": {"quasi_identifiers": qis},
            "taxonomies": {a: {"arx": str(data / f"adult_hierarchy_{a}.csv")} for a in qis},
            "generalization": "cut", "requirements": [{"kind": "k-anonymity", "k": 1}], "objective": "LM"}
    problem = make_problem(spec)
    solution = SOLVER.solve(problem, time_limit=120)
    assert solution.status is Status.FEASIBLE and "stopped" not in solution.statistics
    assert solution.objective == pytest.approx(0.0)
    education = problem.taxonomies["education"]
    assert all(education.is_leaf(int(v)) for v in np.unique(solution.generalized["education"]))
