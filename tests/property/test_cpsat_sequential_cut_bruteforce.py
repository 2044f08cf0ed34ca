"""cpsat-sequential-cut equals brute-force enumeration of every cut of the release.

Random tiny sequential problems (Wang & Fung 2006): an underlying table of at
most 6 rows; one previous release T2 on the join attribute A (plus sometimes a
previous-only attribute P and/or the sensitive S), generalized by a random cut
(sometimes with a dangling record); the release T1 on A (plus sometimes B,
both with taxonomies of height <= 2, and S or the key K when Y needs them).
X holds T1's generalized attributes with the join attribute (all copies) or,
to exercise the plain no-goods, only B; Y is the key K, S, or K and S
(spanning both releases when S is in T2: again plain no-goods).

The reference enumerates every cut combination of T1 from the nested trees
written in the test, builds T1's labels itself, judges each candidate with the
independent verifier (check_xy_anonymity_join / check_xy_linkability_join) and
sums LM with exact fractions. The solver's optimum must equal the reference's,
and its release must pass the verifier.
"""

from __future__ import annotations

import importlib
import tempfile
from fractions import Fraction
from itertools import product
from pathlib import Path

import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.privacy.xy_privacy import check_xy_anonymity_join, check_xy_linkability_join
from seqanon_opt.solution import Status

from helpers import REPO, problem_from_dict

seq = importlib.import_module("seqanon_opt.solvers.cpsat.sequential_cut")  # runs @register

TREES_A = [{"*": ["a1", "a2", "a3"]},
           {"*": {"A12": ["a1", "a2"], "A34": ["a3", "a4"]}},
           {"*": {"A12": ["a1", "a2"], "A3": ["a3"]}}]
TREES_B = [{"*": ["b1", "b2"]},
           {"*": {"B12": ["b1", "b2"], "B3": ["b3"]}}]
TREE_P = {"*": {"P12": ["p1", "p2"], "P3": ["p3"]}}


def children(tree: dict) -> dict:
    """label -> child labels of a nested tree (leaves map to [])."""
    out: dict = {}

    def walk(label, sub):
        kids = [] if sub is None else list(sub) if isinstance(sub, dict) else list(sub)
        out[label] = kids
        if isinstance(sub, dict):
            for k, v in sub.items():
                walk(k, v)
        else:
            for leaf in kids:
                out[leaf] = []
    (root, sub), = tree.items()
    walk(root, sub)
    return out


def leaves_below(kids: dict, label) -> list:
    return [label] if not kids[label] else [l for c in kids[label] for l in leaves_below(kids, c)]


def cuts(kids: dict, label) -> list[tuple]:
    """Every cut of the subtree at label, naively."""
    out = [(label,)]
    if kids[label]:
        for combo in product(*(cuts(kids, c) for c in kids[label])):
            out.append(tuple(v for part in combo for v in part))
    return out


def publish_leaf(kids: dict, cut: tuple, leaf) -> str:
    return next(v for v in cut if leaf in leaves_below(kids, v))


def lm(kids: dict, cut: tuple, values) -> Fraction:
    n = len(leaves_below(kids, "*"))
    return sum((Fraction(len(leaves_below(kids, publish_leaf(kids, cut, v))) - 1, n - 1) for v in values),
               Fraction(0))


@st.composite
def instances(draw):
    n = draw(st.integers(2, 6))
    tree_a = draw(st.sampled_from(TREES_A))
    with_b = draw(st.booleans())
    tree_b = draw(st.sampled_from(TREES_B))
    leaves_a, leaves_b = leaves_below(children(tree_a), "*"), leaves_below(children(tree_b), "*")
    rows = [[str(i + 1), draw(st.sampled_from(leaves_a)), draw(st.sampled_from(leaves_b)),
             draw(st.sampled_from(["p1", "p2", "p3"])), draw(st.sampled_from(["s1", "s2", "s3"]))]
            for i in range(n)]
    y_attr = draw(st.sampled_from(["K", "S", "KS"]))
    s_in_prev = draw(st.booleans())
    prev_attrs = ["A"] + (["P"] if draw(st.booleans()) else []) + (["S"] if s_in_prev else [])
    release = ["A"] + (["B"] if with_b else [])
    if "K" in y_attr:
        release.append("K")
    if not s_in_prev and (y_attr != "K" or draw(st.booleans())):
        release.append("S")
    cut_a = draw(st.sampled_from(cuts(children(tree_a), "*")))
    cut_p = draw(st.sampled_from(cuts(children(TREE_P), "*")))
    prev = pd.DataFrame({"A": [publish_leaf(children(tree_a), cut_a, r[1]) for r in rows],
                         "P": [publish_leaf(children(TREE_P), cut_p, r[3]) for r in rows],
                         "S": [r[4] for r in rows]})[prev_attrs]
    dangling = draw(st.sampled_from(["none", "none", "drop", "change"]))
    if dangling == "drop" and n > 2:
        prev = prev.drop(index=draw(st.integers(0, n - 1))).reset_index(drop=True)
    elif dangling == "change":
        prev.loc[draw(st.integers(0, n - 1)), "A"] = draw(st.sampled_from(leaves_a))
    prev = prev.sample(frac=1.0, random_state=draw(st.integers(0, 99))).reset_index(drop=True)
    x = ["A"] + (["B"] if with_b else []) + (["P"] if "P" in prev_attrs and draw(st.booleans()) else [])
    if with_b and draw(st.integers(0, 3)) == 0:
        x = ["B"]   # X without the join attribute: plain no-goods only
    reqs = []
    for kind in draw(st.sampled_from([["xy-anonymity"], ["xy-linkability"],
                                      ["xy-anonymity", "xy-linkability"]])):
        if kind == "xy-anonymity":
            reqs.append({"kind": kind, "x": x, "y": list(y_attr), "k": draw(st.integers(2, 3))})
        else:
            reqs.append({"kind": kind, "x": x, "y": list(y_attr),
                         "threshold": draw(st.sampled_from([0.5, 0.6, 0.75, 0.9]))})
    inconsistent = []
    if "S" in prev_attrs and draw(st.integers(0, 4)) == 0:
        inconsistent = [[{"A": draw(st.sampled_from(leaves_a))}, {"S": draw(st.sampled_from(sorted(set(prev["S"]))))}]]
    return dict(rows=rows, tree_a=tree_a, tree_b=tree_b, with_b=with_b, release=release, prev=prev,
                reqs=reqs, inconsistent=inconsistent)


def build(tmp: Path, inst: dict):
    inst["prev"].to_csv(tmp / "prev.csv", index=False)
    qis = ["A"] + (["B"] if inst["with_b"] else [])
    problem = {"kind": "sequential", "release_attributes": inst["release"], "previous": [{"path": "prev.csv"}]}
    if inst["inconsistent"]:
        problem["inconsistent"] = inst["inconsistent"]
    spec = {"name": "seq-cut", "data": {"columns": ["K", "A", "B", "P", "S"], "rows": inst["rows"]},
            "roles": {"quasi_identifiers": qis, "sensitive": "S"},
            "taxonomies": {"A": {"tree": inst["tree_a"]}, "B": {"tree": inst["tree_b"]}, "P": {"tree": TREE_P}},
            "problem": problem, "requirements": inst["reqs"], "objective": "LM",
            "solver": {"time_limit": 20, "seed": 0, "workers": 1}}
    return problem_from_dict(tmp, spec)


def holds(problem, release: pd.DataFrame) -> bool:
    taxonomies, previous = dict(problem.taxonomies), list(problem.previous)
    for r in problem.requirements:
        if r.kind == "xy-anonymity":
            check = check_xy_anonymity_join(release, previous, r.x, r.y, r.k, taxonomies, problem.inconsistent)
        else:
            check = check_xy_linkability_join(release, previous, r.x, r.y, r.threshold, taxonomies,
                                              problem.inconsistent)
        if not check.satisfied:
            return False
    return True


def brute_force(problem, inst: dict) -> Fraction | None:
    """Every cut combination with its LM, cheapest first; the first one the verifier accepts
    gives the optimum (the candidates after it cost at least as much)."""
    table = problem.table
    gen = [a for a in inst["release"] if a in ("A", "B")]
    trees = {"A": children(inst["tree_a"]), "B": children(inst["tree_b"])}
    candidates = []
    for combo in product(*(cuts(trees[a], "*") for a in gen)):
        cost = sum((lm(trees[a], cut, table[a]) for a, cut in zip(gen, combo)), Fraction(0))
        candidates.append((cost, combo))
    for cost, combo in sorted(candidates, key=lambda c: c[0]):
        release = pd.DataFrame({a: table[a].to_numpy(dtype=object) for a in inst["release"]})
        for a, cut in zip(gen, combo):
            release[a] = [publish_leaf(trees[a], cut, v) for v in table[a]]
        if holds(problem, release):
            return cost
    return None


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(inst=instances())
def test_optimum_equals_brute_force(inst):
    with tempfile.TemporaryDirectory() as tmp:
        problem = build(Path(tmp), inst)
        expected = brute_force(problem, inst)
        solution = seq.CpSatSequentialCutSolver().solve(problem)
    if expected is None:
        assert solution.status is Status.INFEASIBLE, solution
        return
    assert solution.status is Status.OPTIMAL, solution
    assert abs(solution.objective - float(expected)) < 1e-9, (solution.objective, expected, solution.statistics)
    release = seq.release_frame(problem, solution.cuts)
    assert holds(problem, release)


def test_wang_fung_table1_golden():
    """By hand: Name and Job have flat taxonomies (3 and 4 leaves, LM 1 per generalized cell).
    Leaves everywhere publishes Alice -> Cancer with confidence 1 (linkability fails). Name = *
    alone (Job kept) costs 5 and satisfies both: the (Name, Disease) groups get 5 and 2 distinct
    (K1, K2) pairs, Cancer's confidence is 5/7; Job = * alone costs 5 and satisfies both too
    (smallest group (Cathy, HIV) has 2 pairs; Alice -> Cancer 6/10). Both at the root costs 10.
    So the optimum is 5."""
    from seqanon_opt.problem import build_problem
    from seqanon_opt.spec import load_spec
    spec, source = load_spec(REPO / "specs" / "examples" / "wang-fung-table1" / "spec.yaml")
    problem = build_problem(spec, source)
    solution = seq.CpSatSequentialCutSolver().solve(problem)
    assert solution.status is Status.OPTIMAL
    assert abs(solution.objective - 5.0) < 1e-9
    release = seq.release_frame(problem, solution.cuts)
    assert list(release.columns) == ["K1", "Name", "Job", "Class"]
    assert holds(problem, release)
    leaves = {a: [int(v) for v in problem.taxonomies[a].leaves] for a in ("Name", "Job")}
    assert not holds(problem, seq.release_frame(problem, leaves))


def test_infeasible_when_the_most_generalized_release_violates(tmp_path):
    """Corollary 4.2: Y = S in T2 with one sensitive value per join value and X holding the join
    attribute: even A = * leaves a(x) = 1 distinct S for the x = (*, a1) group."""
    pd.DataFrame({"A": ["a1", "a2", "a3"], "S": ["s1", "s2", "s3"]}).to_csv(tmp_path / "prev.csv", index=False)
    spec = {"name": "infeasible", "data": {"columns": ["K", "A", "S"],
                                            "rows": [["1", "a1", "s1"], ["2", "a2", "s2"], ["3", "a3", "s3"]]},
            "roles": {"quasi_identifiers": ["A"], "sensitive": "S"},
            "taxonomies": {"A": {"tree": {"*": ["a1", "a2", "a3"]}}},
            "problem": {"kind": "sequential", "release_attributes": ["K", "A"], "previous": [{"path": "prev.csv"}]},
            "requirements": [{"kind": "xy-anonymity", "x": ["A"], "y": ["S"], "k": 2}]}
    problem = problem_from_dict(tmp_path, spec)
    solution = seq.CpSatSequentialCutSolver().solve(problem)
    assert solution.status is Status.INFEASIBLE
    assert solution.statistics["anti_monotone"] == [True]
    assert solution.statistics["rounds"] <= 1
