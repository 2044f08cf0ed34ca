"""The CP-SAT cell optimum (cpsat-cell) equals brute-force enumeration of every cell assignment.

The reference below is deliberately naive and independent of the solver: it
walks parent links of the nested spec trees in plain Python, lists every
ancestor-or-self of every cell, enumerates every assignment of a node (or
suppression) to every row with itertools.product, groups rows with a Counter
and sums LM with exact fractions. Cell generalization is local recoding, so its
optimum is never above the cut optimum (cpsat-cut) of the same instance.
"""

from __future__ import annotations

import dataclasses
import tempfile
import time
from collections import Counter
from fractions import Fraction
from itertools import product
from pathlib import Path

import numpy as np
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.metrics import table_loss
from seqanon_opt.release import publish
from seqanon_opt.solution import Solution, Status
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import REPO, problem_from_dict
from strategies import cell_k_anonymity_spec, nested_tree, tree_leaves


@st.composite
def cell_instance(draw, suppression: bool) -> dict:
    """A tiny single-table k-anonymity spec for cell generalization: <= 5 rows, <= 2 QIs, height <= 2."""
    n_qi = draw(st.integers(1, 2))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}", max_height=2, max_leaves=4)) for j in range(n_qi)}
    n_rows = draw(st.integers(1, 5))
    rows = [[draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees] for _ in range(n_rows)]
    k = draw(st.integers(min(2, n_rows), n_rows))  # k = 1 is trivial: every cell stays a leaf
    fraction = draw(st.sampled_from([0.2, 0.4, 0.6, 1.0])) if suppression else 0.0
    return {
        **cell_k_anonymity_spec(trees, rows, k, fraction),
        "solver": {"name": "cpsat-cell", "time_limit": 20, "workers": 1},
    }


def _tree_info(tree: dict) -> tuple[dict, dict]:
    """parent label of every label, and number of leaves below every label, of a nested tree."""
    parent: dict = {}
    kids: dict = {}

    def walk(label, sub, up):
        parent[label] = up
        kids[label] = []
        if isinstance(sub, dict):
            for child, grand in sub.items():
                kids[label].append(child)
                walk(child, grand, label)
        elif isinstance(sub, list):
            for item in sub:
                if isinstance(item, dict):
                    for child, grand in item.items():
                        kids[label].append(child)
                        walk(child, grand, label)
                else:
                    kids[label].append(item)
                    walk(item, None, label)

    (root, children), = tree.items()
    walk(root, children, None)

    def count(label):
        return 1 if not kids[label] else sum(count(c) for c in kids[label])

    return parent, {label: count(label) for label in parent}


def brute_force_cell_lm(spec: dict) -> Fraction | None:
    """Least LM over every cell assignment meeting k-anonymity within the budget; None if none."""
    attrs = spec["roles"]["quasi_identifiers"]
    rows = spec["data"]["rows"]
    req = spec["requirements"][0]
    k = req["k"]
    budget = int(req["suppression"] * len(rows) + 1e-9)
    info = {a: _tree_info(spec["taxonomies"][a]["tree"]) for a in attrs}
    total = {a: info[a][1][next(iter(spec["taxonomies"][a]["tree"]))] for a in attrs}

    def lm(a, label):
        return Fraction(0) if total[a] == 1 else Fraction(info[a][1][label] - 1, total[a] - 1)

    def path(a, label):
        out = [label]
        while info[a][0][out[-1]] is not None:
            out.append(info[a][0][out[-1]])
        return out

    suppressed_cost = sum(Fraction(0) if total[a] == 1 else Fraction(1) for a in attrs)
    options = []
    for row in rows:
        combos = [(combo, sum(lm(a, v) for a, v in zip(attrs, combo)))
                  for combo in product(*(path(a, value) for a, value in zip(attrs, row)))]
        options.append(combos + ([(None, suppressed_cost)] if budget else []))
    best = None
    for choice in product(*options):
        published = [combo for combo, _ in choice if combo is not None]
        if len(rows) - len(published) > budget:
            continue
        if any(n < k for n in Counter(published).values()):
            continue
        loss = sum(cost for _, cost in choice)
        if best is None or loss < best:
            best = loss
    return best


def _problem(spec: dict):
    with tempfile.TemporaryDirectory() as tmp:
        return problem_from_dict(Path(tmp), spec)


def _check(spec: dict) -> None:
    problem = _problem(spec)
    expected = brute_force_cell_lm(spec)
    solution = get_solver("cpsat-cell").solve(problem, workers=1)
    if expected is None:
        assert solution.status is Status.INFEASIBLE
        return
    assert solution.status is Status.OPTIMAL
    assert abs(solution.objective - float(expected)) < 1e-9, (solution.objective, expected)
    assert abs(solution.bound - solution.objective) < 1e-9
    req = problem.requirements[0]
    assert solution.suppressed.sum() <= req.max_suppressed
    assert abs(table_loss(problem, solution.generalized, solution.suppressed, "LM") - float(expected)) < 1e-9
    verification = verify_release(problem, publish(problem, solution))
    assert verification.ok, verification.failures()

    cut = get_solver("cpsat-cut").solve(dataclasses.replace(problem, model="cut"), workers=1)
    if cut.status is Status.OPTIMAL:
        assert solution.objective <= cut.objective + 1e-9, (solution.objective, cut.objective)
    else:
        assert cut.status is Status.INFEASIBLE


SETTINGS = settings(max_examples=200, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(cell_instance(suppression=False))
def test_cell_optimum_equals_brute_force_without_suppression(spec):
    _check(spec)


@SETTINGS
@given(cell_instance(suppression=True))
def test_cell_optimum_equals_brute_force_with_suppression_budget(spec):
    _check(spec)


def test_local_recoding_beats_every_cut_on_a_hand_instance(tmp_path):
    """Rows a1, a1, a2, a2, b1; k = 2; tree {*: {A: [a1, a2], B: [b1, b2]}}; LM(A) = 1/3, LM(*) = 1.

    Cut: b1 can only share a node with another row at '*', and a cut holding
    '*' publishes all five rows as '*': LM 5. Cell: groups have sizes (5) or
    (3, 2); b1's group is at '*' and costs its size. b1 in the pair: 2 plus the
    three remaining a-rows (both a1 and a2 among them) at A: 3 * 1/3, total 3;
    b1 in the triple: 3 plus a pair of equal a-rows kept as leaves, total 3.
    """
    tree = {"*": {"A": ["a1", "a2"], "B": ["b1", "b2"]}}
    spec = {"name": "hand", "data": {"columns": ["q"], "rows": [["a1"], ["a1"], ["a2"], ["a2"], ["b1"]]},
            "roles": {"quasi_identifiers": ["q"]}, "taxonomies": {"q": {"tree": tree}},
            "generalization": "cell", "requirements": [{"kind": "k-anonymity", "k": 2}], "objective": "LM"}
    problem = problem_from_dict(tmp_path, spec)
    solution = get_solver("cpsat-cell").solve(problem, workers=1)
    assert solution.status is Status.OPTIMAL and abs(solution.objective - 3.0) < 1e-9
    assert verify_release(problem, publish(problem, solution)).ok
    cut = get_solver("cpsat-cut").solve(dataclasses.replace(problem, model="cut"), workers=1)
    assert cut.status is Status.OPTIMAL and abs(cut.objective - 5.0) < 1e-9


def _quickstart_cell():
    spec = yaml.safe_load((REPO / "specs" / "quickstart.yaml").read_text())
    spec["generalization"] = "cell"
    spec["solver"]["name"] = "cpsat-cell"
    return _problem(spec)


def test_quickstart_cell_is_verified_deterministic_and_not_above_the_cut_optimum():
    problem = _quickstart_cell()
    solver = get_solver("cpsat-cell")
    first = solver.solve(problem, seed=3, workers=2)
    assert first.status is Status.OPTIMAL and abs(first.bound - first.objective) < 1e-9
    assert verify_release(problem, publish(problem, first)).ok
    assert abs(table_loss(problem, first.generalized, first.suppressed, "LM") - first.objective) < 1e-9
    second = solver.solve(problem, seed=3, workers=2)
    assert all(np.array_equal(first.generalized[a], second.generalized[a]) for a in problem.quasi_identifiers)
    assert np.array_equal(first.suppressed, second.suppressed)
    cut = get_solver("cpsat-cut").solve(dataclasses.replace(problem, model="cut"), workers=1)
    assert cut.status is Status.OPTIMAL and first.objective <= cut.objective + 1e-9
    # a poor but feasible hint (every cell at its root) does not change the optimum
    roots = {a: np.full(problem.n_rows, problem.taxonomies[a].root) for a in problem.quasi_identifiers}
    poor = Solution("hint", Status.FEASIBLE, generalized=roots, suppressed=np.zeros(problem.n_rows, dtype=bool))
    hinted = solver.solve(problem, seed=0, workers=1, hint=poor)
    assert hinted.status is Status.OPTIMAL and abs(hinted.objective - first.objective) < 1e-9


def test_quickstart_cell_respects_a_tiny_time_limit():
    problem = _quickstart_cell()
    start = time.perf_counter()
    solution = get_solver("cpsat-cell").solve(problem, time_limit=0.05, seed=0, workers=1)
    assert time.perf_counter() - start < 2.0
    if solution.status.has_solution:
        assert verify_release(problem, publish(problem, solution)).ok
        assert solution.bound <= solution.objective + 1e-9
