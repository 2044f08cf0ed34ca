"""cpsat-cell under every group criterion and their conjunctions equals brute-force enumeration.

Tiny tables (3-6 rows, 1-2 QIs with trees of height <= 2 and <= 3 leaves, a sensitive attribute of
2-3 numeric values with a random taxonomy), every kind of the issue (k-anonymity, the four
l-diversities, t-closeness with the equal, ordered and hierarchical distances, delta-disclosure,
basic and enhanced beta-likeness; 200 tables each) and random conjunctions of two or three kinds
(300 tables), with and without a suppression budget (drawn per table).

The reference is deliberately naive and shares no code with the library: it parses the nested spec
trees itself, enumerates every cell release (each row published as one combination of
ancestors-or-self of its values, or suppressed, at most the budget) row by row, merging partial
releases with equal groups (same groups, same cost: the LM of a row depends only on its combination),
and judges every group with the textbook definitions written below, with exact fractions where the
measure is rational (q is the whole table's distribution). The optimum LM (or infeasibility) must
match cpsat-cell's, whose release is also judged by the same definitions and by
:func:`seqanon_opt.verify.verify_release`.
"""

from __future__ import annotations

import json
import math
import tempfile
from collections import Counter
from itertools import product
from pathlib import Path
from unittest.mock import patch

import numpy as np
import pytest
import yaml
from helpers import REPO
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference_cell import TOL, Judge, brute_force_cell
from strategies import nested_tree, tree_leaves

from seqanon_opt.problem import build_problem
from seqanon_opt.release import publish
from seqanon_opt.solution import Solution, Status
from seqanon_opt.solvers.base import unsupported_reason
from seqanon_opt.solvers.cpsat import cell_rounds
from seqanon_opt.solvers.cpsat.cell_criteria import ratio_bound
from seqanon_opt.solvers.cpsat.cell_cuts import (
    emd_terms,
    entropy_cut,
    holds,
    tcloseness_cut,
)
from seqanon_opt.solvers.criteria import SENSITIVE, GroupStats
from seqanon_opt.solvers.criteria.kinds import EntropyLDiversity, TClosenessCriterion
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.spec import load_spec
from seqanon_opt.verify import verify_release

KINDS = ("k-anonymity", "l-diversity", "distinct-l-diversity", "entropy-l-diversity", "recursive-cl-diversity",
         "t-closeness/equal", "t-closeness/ordered", "t-closeness/hierarchical", "delta-disclosure",
         "beta-likeness/basic", "beta-likeness/enhanced")
LAZY = {"entropy-l-diversity", "t-closeness"}  # judged by the lazy cuts; the other kinds are integer-exact


# ---------------------------------------------------------------- random instances
@st.composite
def label_tree(draw, labels: list[str], depth: int, counter: list[int]) -> list:
    """Children of a node over ``labels``: each label is a direct child or goes into one of two subgroups."""
    if depth == 0 or len(labels) <= 1:
        return list(labels)
    buckets = [draw(st.integers(0, 2)) for _ in labels]
    out: list = [lab for lab, b in zip(labels, buckets) if b == 0]
    for b in (1, 2):
        part = [lab for lab, bb in zip(labels, buckets) if bb == b]
        if part:
            counter[0] += 1
            out.append({f"g{counter[0]}": draw(label_tree(part, depth - 1, counter))})
    return out


def _requirement(draw, kind: str, n_rows: int, values: list[str]) -> dict:
    distinct = len(set(values))
    counts = Counter(values)
    if kind == "k-anonymity":
        return {"kind": kind, "k": draw(st.integers(2, max(2, min(n_rows, 4))))}
    if kind == "l-diversity":
        return {"kind": kind, "l": draw(st.sampled_from([x for x in (1.5, 2.0, 2.5, 3.0) if x <= distinct]))}
    if kind == "distinct-l-diversity":
        return {"kind": kind, "l": draw(st.integers(2, distinct))}
    if kind == "entropy-l-diversity":
        return {"kind": kind, "l": draw(st.sampled_from([x for x in (1.2, 1.5, 1.8, 2.0, 2.5, 3.0) if x <= distinct]))}
    if kind == "recursive-cl-diversity":
        return {"kind": kind, "l": draw(st.integers(2, distinct)), "c": draw(st.sampled_from([1.0, 1.5, 2.0, 3.0, 4.0]))}
    if kind.startswith("t-closeness"):
        return {"kind": "t-closeness", "t": draw(st.sampled_from([0.05, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5])),
                "distance": kind.split("/")[1]}
    if kind == "delta-disclosure":
        return {"kind": kind, "delta": draw(st.sampled_from([0.3, 0.5, 0.8, 1.0, 1.5, 2.5]))}
    if kind.startswith("beta-likeness"):
        top = max((n_rows - c) / c for c in counts.values())  # basic beta at or above it constrains nothing
        beta = draw(st.sampled_from([b for b in (0.2, 0.5, 1.0, 1.5, 2.0, 3.0) if b < top - 1e-9]))
        return {"kind": "beta-likeness", "beta": beta, "enhanced": kind.endswith("enhanced")}
    raise ValueError(kind)


@st.composite
def instance(draw, kinds: tuple[str, ...] | None) -> dict:
    """A tiny spec for cell generalization under the conjunction of ``kinds`` (2 or 3 drawn when None)."""
    if kinds is None:
        kinds = tuple(draw(st.lists(st.sampled_from(KINDS), min_size=2, max_size=3, unique=True)))
    n_qi = draw(st.integers(1, 2))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}", max_height=2, max_leaves=3)) for j in range(n_qi)}
    n_rows = draw(st.integers(3, 6 if n_qi == 1 else 5))
    m = draw(st.integers(2, 3))
    labels = [str(v) for v in range(1, m + 1)]
    values = [draw(st.sampled_from(labels)) for _ in range(n_rows)]
    if len(set(values)) == 1:
        values[-1] = next(v for v in labels if v != values[0])
    rows = [[draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees] + [s] for s in values]
    reqs = [_requirement(draw, kind, n_rows, values) for kind in kinds]
    if draw(st.booleans()):  # a budget of 1 .. n/2 rows, given by the first requirement (the others share it)
        reqs[0]["suppression"] = draw(st.integers(1, n_rows // 2)) / n_rows
    taxonomies = {a: {"tree": t} for a, t in trees.items()}
    if "t-closeness/hierarchical" in kinds:
        taxonomies["s"] = {"tree": {"*": draw(label_tree(labels, 2, [0]))}}
    return {
        "name": "random-cell-criteria",
        "data": {"columns": [*trees, "s"], "rows": rows},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s"},
        "taxonomies": taxonomies,
        "generalization": "cell",
        "requirements": reqs,
        "objective": "LM",
        "solver": {"name": "cpsat-cell", "time_limit": 20, "workers": 1},
    }


# ---------------------------------------------------------------- the check (the reference: tests/reference_cell.py)
_FOLDER = tempfile.TemporaryDirectory()  # one folder for the module (removed at exit): mkdir/rmdir are slow


def _problem(spec: dict):
    """The spec compiled through its JSON form (the YAML parser would dominate the test's time)."""
    path = Path(_FOLDER.name) / "spec.json"
    path.write_text(json.dumps(spec))
    return build_problem(*load_spec(path))


def _check(spec: dict) -> None:
    expected = brute_force_cell(spec)
    problem = _problem(spec)
    solution = get_solver("cpsat-cell").solve(problem, workers=1)
    if expected is None:
        assert solution.status is Status.INFEASIBLE, (solution.status, solution.objective)
        return
    assert solution.status is Status.OPTIMAL, (solution.status, solution.message, float(expected))
    assert abs(solution.objective - float(expected)) < 1e-9, (solution.objective, float(expected))
    assert abs(solution.bound - solution.objective) < 1e-9
    if not {r["kind"] for r in spec["requirements"]} & LAZY:  # integer-exact model: one round, no cut
        assert solution.statistics.get("rounds", 1) == 1 and not solution.statistics.get("cuts")
    budget = next((r["suppression"] for r in spec["requirements"] if "suppression" in r), 0.0)
    assert solution.suppressed.sum() <= int(budget * problem.n_rows + 1e-9)
    judge = Judge(spec)  # the solver's own release, judged by the definitions above
    groups: dict = {}
    for i in range(problem.n_rows):
        if not solution.suppressed[i]:
            key = tuple(int(solution.generalized[a][i]) for a in problem.quasi_identifiers)
            groups.setdefault(key, Counter())[spec["data"]["rows"][i][-1]] += 1
    assert all(judge.group_ok(h) for h in groups.values()), groups
    verification = verify_release(problem, publish(problem, solution))
    assert verification.ok, verification.failures()


SETTINGS = settings(max_examples=200, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])


def _kind_test(kind: str):
    @SETTINGS
    @given(instance((kind,)))
    def test(spec):
        _check(spec)
    test.__name__ = f"test_cell_optimum_equals_brute_force_{kind.replace('/', '_').replace('-', '_')}"
    return test


for _kind in KINDS:
    _test = _kind_test(_kind)
    globals()[_test.__name__] = _test
del _kind, _test


@settings(SETTINGS, max_examples=300)
@given(instance(None))
def test_cell_optimum_equals_brute_force_for_conjunctions(spec):
    _check(spec)


# ---------------------------------------------------------------- the lazy loop's fallback, cuts, bounds, limits
@settings(SETTINGS, max_examples=60)
@given(instance(("entropy-l-diversity",)) | instance(("t-closeness/equal",)) | instance(("t-closeness/hierarchical",)))
def test_no_good_fallback_alone_is_exact(spec):
    """Without the entropy and EMD cuts, the no-goods alone (one histogram forbidden at a time) still end at
    the optimum."""
    with patch.object(cell_rounds, "entropy_cut", lambda *args: None), \
            patch.object(cell_rounds, "tcloseness_cut", lambda *args: None):
        _check(spec)


def _histograms(m: int, n_max: int):
    for n in range(1, n_max + 1):
        for h in product(range(n + 1), repeat=m):
            if sum(h) == n:
                yield np.array(h)


def _tree_criterion(t: float, q: np.ndarray, shape: int) -> TClosenessCriterion:
    """Hierarchical t-closeness over 3 values: {0, 1} under a node, 2 at the root (shape 0) or deeper."""
    if shape == 0:
        return TClosenessCriterion(t, q, "hierarchical", ((1, (0, 1)), (2, (3, 2))), 2)
    return TClosenessCriterion(t, q, "hierarchical", ((1, (0, 1)), (1, (2,)), (2, (3, 4))), 2)


@pytest.mark.parametrize("make", [
    lambda q: EntropyLDiversity(1.5), lambda q: EntropyLDiversity(2.0), lambda q: EntropyLDiversity(2.7),
    lambda q: TClosenessCriterion(0.15, q, "equal"), lambda q: TClosenessCriterion(0.1, q, "ordered"),
    lambda q: _tree_criterion(0.1, q, 0), lambda q: _tree_criterion(0.2, q, 1)])
def test_every_cut_is_valid_and_cuts_off_its_histogram(make):
    """For every violating histogram of up to 7 rows over 3 values, the cut holds at every satisfying
    histogram (the loop's rounds stay relaxations) and fails at the violating one."""
    q = np.array([0.5, 0.3, 0.2])
    crit = make(q)
    hists = list(_histograms(3, 7))
    stack = np.array(hists, dtype=np.float64)
    ok = crit.satisfied(GroupStats(stack.sum(axis=1), {SENSITIVE: stack}))
    assert ok.any() and not ok.all()
    terms = emd_terms(crit) if isinstance(crit, TClosenessCriterion) else None
    for h in (h for h, good in zip(hists, ok) if not good):
        cut = entropy_cut(crit, h, 7) if terms is None else tcloseness_cut(crit, terms, h, 7)
        assert cut is not None and not holds(cut, h)
        assert all(holds(cut, g) for g, good in zip(hists, ok) if good)


@pytest.mark.parametrize("allowed, theta, upper", [
    (lambda x, y: x * 2.5 <= y + TOL, 1 / 2.5, True),  # frequency l-diversity, l = 2.5
    (lambda x, y: x * 3.0 <= y + TOL, 1 / 3.0, True),
    (lambda x, y: (x / y <= 0.3) | ((x / y - 0.3) / 0.3 <= 1.5 + TOL), 0.3 * 2.5, True),  # beta-likeness
    (lambda x, y: (x == 0) | (np.log(np.where(x > 0, x / y, 1.0) / 0.4) < 0.7), 0.4 * math.exp(0.7), True),
    (lambda x, y: (x > 0) & (-np.log(np.where(x > 0, x / y, 1.0) / 0.4) < 0.7), 0.4 * math.exp(-0.7), False)])
def test_ratio_bound_is_the_predicate_on_every_pair(allowed, theta, upper):
    """``den x <= num y`` (or ``>=``) admits exactly the pairs 0 <= x <= y <= 40 the float predicate admits."""
    rb = ratio_bound(allowed, theta, 40, upper)
    assert rb.exact and not rb.never and not rb.trivial
    y, x = np.divmod(np.arange(41 * 41), 41)
    keep = (x <= y) & (y >= 1)
    x, y = x[keep], y[keep]
    side = (x * rb.den <= rb.num * y) if upper else (x * rb.den >= rb.num * y)
    assert np.array_equal(side, allowed(x, y))


def _quickstart(requirements: list[dict]):
    spec = yaml.safe_load((REPO / "specs" / "quickstart.yaml").read_text())
    spec["generalization"], spec["solver"]["name"], spec["requirements"] = "cell", "cpsat-cell", requirements
    return _problem(spec)


def test_tiny_time_limit_gives_a_verified_release_and_a_bound_deterministically():
    problem = _quickstart([{"kind": "t-closeness", "t": 0.3, "suppression": 0.1}])
    solver = get_solver("cpsat-cell")
    first = solver.solve(problem, time_limit=0.05, seed=0, workers=1)
    assert first.status in (Status.FEASIBLE, Status.OPTIMAL) and first.bound <= first.objective + 1e-9
    assert verify_release(problem, publish(problem, first)).ok
    again = solver.solve(problem, time_limit=0.05, seed=0, workers=1)
    assert again.objective == first.objective and again.statistics["rounds"] == first.statistics["rounds"]
    assert np.array_equal(again.suppressed, first.suppressed)
    assert all(np.array_equal(first.generalized[a], again.generalized[a]) for a in problem.quasi_identifiers)


def test_a_poor_hint_does_not_change_the_optimum_and_a_conjunction_of_k_is_its_largest_k():
    problem = _quickstart([{"kind": "entropy-l-diversity", "l": 2.0, "suppression": 0.1}])
    solver = get_solver("cpsat-cell")
    plain = solver.solve(problem, seed=0, workers=1)
    roots = {a: np.full(problem.n_rows, problem.taxonomies[a].root) for a in problem.quasi_identifiers}
    poor = Solution("hint", Status.FEASIBLE, generalized=roots, suppressed=np.zeros(problem.n_rows, dtype=bool))
    hinted = solver.solve(problem, seed=0, workers=1, hint=poor)
    assert plain.status is hinted.status is Status.OPTIMAL and abs(plain.objective - hinted.objective) < 1e-9
    both = solver.solve(_quickstart([{"kind": "k-anonymity", "k": 2, "suppression": 0.1},
                                     {"kind": "k-anonymity", "k": 3}]), seed=0, workers=1)
    three = solver.solve(_quickstart([{"kind": "k-anonymity", "k": 3, "suppression": 0.1}]), seed=0, workers=1)
    assert both.status is three.status is Status.OPTIMAL and abs(both.objective - three.objective) < 1e-9


def test_capabilities_take_conjunctions_on_all_qis_and_one_k_on_any():
    solver = get_solver("cpsat-cell")
    assert unsupported_reason(solver.capabilities, _quickstart(
        [{"kind": "k-anonymity", "k": 3, "quasi_identifiers": ["age", "sex"]}])) is None
    reason = unsupported_reason(solver.capabilities, _quickstart(
        [{"kind": "k-anonymity", "k": 3, "quasi_identifiers": ["age", "sex"]}, {"kind": "l-diversity", "l": 2}]))
    assert reason is not None and "quasi-identifiers" in reason
