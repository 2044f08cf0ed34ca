"""The optimal second release under cell generalization and [J, k]-linkability equals brute force.

Two releases (R = 2, Shmueli-Tassa et al.): a random previous release T_1 (a
random cell generalization of some attributes, rows shuffled) is fixed; the
solver computes T_2. The reference below is naive and independent of the
solver: it enumerates every cell generalization of T_2 with itertools.product,
builds the consistency pairs from parent links, takes the MJ as every
consistent pair and the FMJ as the pairs used by some permutation that is a
perfect matching (Definitions 2.1, 3.3), collects S(a) per QI tuple a of T
(Definition 4.1) and sums LM with exact fractions. The solver's release is
also judged by the library's checker (seqanon_opt.verify).

Sensitive cells '*' in T_1 (issue 13, item 6): a '*' cell publishes no
value and is consistent with every value; a column of '*' publishes nothing
(Definition 4.2(a) when T_2 does not publish s); a pair with no published
value is hidden and S(a) is judged in the worst case (γ = distinct published
values, 1 if all are hidden).
"""

from __future__ import annotations

import dataclasses
import tempfile
from fractions import Fraction
from itertools import permutations, product
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.solution import Status
from seqanon_opt.solvers.cpsat.cell_sequential import (release_frame, sequential_cell_input,
                                                       solve_cell_sequential)
from seqanon_opt.verify import verify_release

from helpers import problem_from_dict
from strategies import nested_tree, tree_leaves

SENSITIVE_VALUES = ["s1", "s2", "s3", "s4"]


def _parents(tree: dict) -> dict:
    """parent label of every label of a nested tree (None at the root)."""
    parent: dict = {}

    def walk(label, sub, up):
        parent[label] = up
        items = sub.items() if isinstance(sub, dict) else \
            [next(iter(x.items())) if isinstance(x, dict) else (x, None) for x in (sub or [])]
        for child, grand in items:
            walk(child, grand, label)

    (root, children), = tree.items()
    walk(root, children, None)
    return parent


def _path(parent: dict, label: str) -> list[str]:
    out = [label]
    while parent[out[-1]] is not None:
        out.append(parent[out[-1]])
    return out


@st.composite
def sequential_instance(draw) -> tuple[dict, list[list[str]]]:
    """A spec dict for a two-release cell problem, and the rows of its previous release."""
    n_qi = draw(st.integers(1, 2))
    qis = [f"q{j}" for j in range(n_qi)]
    trees = {a: draw(nested_tree(prefix=a, max_height=2, max_leaves=3)) for a in qis}
    n_rows = draw(st.integers(3, 4))
    rows = [[draw(st.sampled_from(tree_leaves(trees[a]))) for a in qis]
            + [draw(st.sampled_from(SENSITIVE_VALUES))] for _ in range(n_rows)]
    columns = [*qis, "s"]
    # each release publishes some QIs; the sensitive value is published in one or both (rarely neither)
    where = draw(st.sampled_from(["current", "current", "current", "previous", "both", "neither"]))
    prev_attrs = ([a for a in qis if draw(st.booleans())] or [qis[0]]) + (["s"] if where in ("previous", "both") else [])
    cur_attrs = ([a for a in qis if draw(st.booleans())] or [qis[-1]]) + (["s"] if where in ("current", "both") else [])
    parents = {a: _parents(trees[a]) for a in qis}
    prev_rows = []
    for row in rows:
        record = dict(zip(columns, row))
        # T_1 generalizes cells at random, biased upwards (specific releases leave few feasible T_2)
        prev_rows.append([draw(st.sampled_from(_path(parents[a], record[a])[1:] * 2 + _path(parents[a], record[a])))
                          if a in qis else record[a] for a in prev_attrs])
    prev_rows = draw(st.permutations(prev_rows))
    spec = {
        "name": "random-sequential-cell",
        "data": {"columns": columns, "rows": rows},
        "roles": {"quasi_identifiers": qis, "sensitive": "s"},
        "taxonomies": {a: {"tree": t} for a, t in trees.items()},
        "generalization": "cell",
        "problem": {"kind": "sequential", "release_attributes": cur_attrs,
                    "previous": [{"path": "previous.csv"}]},
        "requirements": [{"kind": "k-linkability", "k": draw(st.sampled_from([2, 2, 3])),  # k = 1 always holds
                          "join": draw(st.sampled_from(["MJ", "FMJ"]))}],
        "objective": "LM",
    }
    return spec, [prev_attrs, *prev_rows]


def brute_force_sequential(spec: dict, previous: list[list[str]]) -> Fraction | None:
    """Least LM of T_2's QI cells over every cell generalization meeting [J, k]-linkability; None if none."""
    qis = spec["roles"]["quasi_identifiers"]
    columns = spec["data"]["columns"]
    table = [dict(zip(columns, row)) for row in spec["data"]["rows"]]
    prev_attrs, prev = previous[0], [dict(zip(previous[0], r)) for r in previous[1:]]
    cur_attrs = spec["problem"]["release_attributes"]
    req = spec["requirements"][0]
    k, join = req["k"], req["join"]
    parents = {a: _parents(spec["taxonomies"][a]["tree"]) for a in qis}
    n_leaves = {}
    for a in qis:
        leaves = [x for x in parents[a] if x not in set(parents[a].values())]
        n_leaves[a] = {x: sum(1 for leaf in leaves if x in _path(parents[a], leaf)) for x in parents[a]}
    total = {a: max(n_leaves[a].values()) for a in qis}

    def below(a, value, label):  # is value a descendant-or-self of label? ('*' is the root of s)
        return label in _path(parents[a], value) if a in qis else label == "*" or value == label

    def consistent(p, c):
        return all(below(a, p[a], c[a]) or below(a, c[a], p[a]) for a in prev_attrs if a in cur_attrs)

    tuples = sorted({tuple(r[a] for a in qis) for r in table})
    sensitive_published = "s" in cur_attrs or ("s" in prev_attrs and any(p["s"] != "*" for p in prev))

    def value(i, j, release):  # the pair's published sensitive value, or None (hidden)
        if "s" in prev_attrs and prev[i]["s"] != "*":
            return prev[i]["s"]
        return release[j]["s"] if "s" in cur_attrs else None
    choices = [[dict(zip(cur_attrs, combo)) for combo in
                product(*([*_path(parents[a], r[a])] if a in qis else [r[a]] for a in cur_attrs))]
               for r in table]
    best = None
    for release in product(*choices):
        loss = sum((Fraction(n_leaves[a][c[a]] - 1, total[a] - 1) for c in release for a in cur_attrs
                    if a in qis and total[a] > 1), Fraction(0))
        if best is not None and loss >= best:
            continue
        pairs = {(i, j) for i, p in enumerate(prev) for j, c in enumerate(release) if consistent(p, c)}
        if join == "FMJ":
            matchings = [perm for perm in permutations(range(len(prev)))
                         if all((i, j) in pairs for j, i in enumerate(perm))]
            pairs = {(i, j) for perm in matchings for j, i in enumerate(perm)}
        ok = True
        if sensitive_published:
            for a in tuples:
                linked = {value(i, j, release) for i, j in pairs
                          if all(below(m, v, prev[i][m]) for m, v in zip(qis, a) if m in prev_attrs)
                          and all(below(m, v, release[j][m]) for m, v in zip(qis, a) if m in cur_attrs)}
                gamma = len(linked - {None}) or len(linked)  # only hidden pairs: they may share one value
                ok = ok and gamma >= k
        if ok:
            best = loss
    return best


def _problem(spec: dict, previous: list[list[str]]):
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "previous.csv").write_text("\n".join(",".join(r) for r in previous) + "\n")
        return problem_from_dict(Path(tmp), spec)


SETTINGS = settings(max_examples=200, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(sequential_instance())
def test_sequential_cell_optimum_equals_brute_force(instance):
    spec, previous = instance
    problem = _problem(spec, previous)
    expected = brute_force_sequential(spec, previous)
    result = solve_cell_sequential(sequential_cell_input(problem), time_limit=20, workers=1)
    if expected is None:
        assert result.status is Status.INFEASIBLE
        return
    assert result.status is Status.OPTIMAL
    assert abs(result.objective - float(expected)) < 1e-9, (result.objective, expected)
    release = release_frame(sequential_cell_input(problem), result.nodes)
    verification = verify_release(problem, release)
    assert verification.ok, verification.failures()


@st.composite
def fmj_instance(draw) -> tuple[dict, list[list[str]]]:
    """One QI q published by both releases, T_1 cells generalized at random (no bias), T_2 adds s.

    The shape of Example 2.2, where MJ and FMJ part: T_2 cells left specific
    pin down the perfect matchings.
    """
    tree = draw(nested_tree(prefix="q", max_height=2, max_leaves=4))
    parent = _parents(tree)
    n_rows = draw(st.integers(3, 5))
    rows = [[draw(st.sampled_from(tree_leaves(tree))), draw(st.sampled_from(SENSITIVE_VALUES[:3]))]
            for _ in range(n_rows)]
    both = draw(st.sampled_from([False, False, False, True]))  # T_1 publishes s too
    prev_rows = [[draw(st.sampled_from(_path(parent, q)))] + ([s] if both else []) for q, s in rows]
    spec = {"name": "random-fmj", "data": {"columns": ["q", "s"], "rows": rows},
            "roles": {"quasi_identifiers": ["q"], "sensitive": "s"}, "taxonomies": {"q": {"tree": tree}},
            "generalization": "cell",
            "problem": {"kind": "sequential", "release_attributes": ["q", "s"],
                        "previous": [{"path": "previous.csv"}]},
            "requirements": [{"kind": "k-linkability", "k": 2, "join": "FMJ"}], "objective": "LM"}
    return spec, [["q", "s"] if both else ["q"], *draw(st.permutations(prev_rows))]


@SETTINGS
@given(fmj_instance())
def test_fmj_and_mj_optima_equal_brute_force_on_one_shared_attribute(instance):
    spec, previous = instance
    problem = _problem(spec, previous)
    inst = sequential_cell_input(problem)
    optima = {}
    for join in ("MJ", "FMJ"):
        expected = brute_force_sequential(spec | {"requirements": [spec["requirements"][0] | {"join": join}]},
                                          previous)
        result = solve_cell_sequential(dataclasses.replace(inst, join=join), time_limit=20, workers=1)
        if expected is None:
            assert result.status is Status.INFEASIBLE
            continue
        assert result.status is Status.OPTIMAL
        assert abs(result.objective - float(expected)) < 1e-9, (join, result.objective, expected)
        optima[join] = result.objective
        if join == "FMJ":
            verification = verify_release(problem, release_frame(inst, result.nodes))
            assert verification.ok, verification.failures()
    if "FMJ" in optima:  # FMJ ⊆ MJ: a release linkable enough over the FMJ is over the MJ
        assert optima["MJ"] <= optima["FMJ"] + 1e-9


@st.composite
def starred_instance(draw) -> tuple[dict, list[list[str]]]:
    """One QI; T_1 publishes q (cells generalized at random) and s with some or all cells '*';
    T_2 publishes q, and s in half of the instances."""
    tree = draw(nested_tree(prefix="q", max_height=2, max_leaves=3))
    parent = _parents(tree)
    n_rows = draw(st.integers(3, 4))
    rows = [[draw(st.sampled_from(tree_leaves(tree))), draw(st.sampled_from(SENSITIVE_VALUES[:3]))]
            for _ in range(n_rows)]
    stars = draw(st.sampled_from(["all", "some", "some", "some"]))
    # T_1 keeps q specific more often than not (else every T_2 is linkable enough at no cost)
    prev_rows = [[draw(st.sampled_from([q, q, *_path(parent, q)])),
                  "*" if stars == "all" or draw(st.integers(0, 2)) == 0 else s] for q, s in rows]
    cur_attrs = draw(st.sampled_from([["q", "s"], ["q"]]))
    spec = {"name": "random-starred", "data": {"columns": ["q", "s"], "rows": rows},
            "roles": {"quasi_identifiers": ["q"], "sensitive": "s"}, "taxonomies": {"q": {"tree": tree}},
            "generalization": "cell",
            "problem": {"kind": "sequential", "release_attributes": cur_attrs,
                        "previous": [{"path": "previous.csv"}]},
            "requirements": [{"kind": "k-linkability", "k": draw(st.sampled_from([1, 2, 2, 2, 3])),
                              "join": draw(st.sampled_from(["MJ", "FMJ"]))}], "objective": "LM"}
    return spec, [["q", "s"], *draw(st.permutations(prev_rows))]


@settings(max_examples=100, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(starred_instance())
def test_starred_sensitive_cells_optimum_equals_brute_force(instance):
    """T_1's sensitive column all '*' or partly '*': the optimum, infeasibility and the verifier agree
    with the naive reference (a '*' cell is no value; hidden pairs judged in the worst case)."""
    spec, previous = instance
    problem = _problem(spec, previous)
    expected = brute_force_sequential(spec, previous)
    result = solve_cell_sequential(sequential_cell_input(problem), time_limit=20, workers=1)
    if expected is None:
        assert result.status is Status.INFEASIBLE
        return
    assert result.status is Status.OPTIMAL
    assert abs(result.objective - float(expected)) < 1e-9, (result.objective, expected)
    verification = verify_release(problem, release_frame(sequential_cell_input(problem), result.nodes))
    assert verification.ok, verification.failures()


def _hand_spec(join: str) -> tuple[dict, list[list[str]]]:
    tree = {"*": [{"V": ["v1"]}, "v3"]}  # V holds one leaf: LM(V) = 0, LM(*) = 1
    spec = {"name": "hand", "data": {"columns": ["q", "s"], "rows": [["v1", "s2"], ["v3", "s2"], ["v1", "s3"]]},
            "roles": {"quasi_identifiers": ["q"], "sensitive": "s"}, "taxonomies": {"q": {"tree": tree}},
            "generalization": "cell",
            "problem": {"kind": "sequential", "release_attributes": ["q", "s"],
                        "previous": [{"path": "previous.csv"}]},
            "requirements": [{"kind": "k-linkability", "k": 2, "join": join}], "objective": "LM"}
    return spec, [["q"], ["V"], ["*"], ["V"]]


@pytest.mark.parametrize("join, expected", [("MJ", 1.0), ("FMJ", 2.0), ("KMJ", 2.0)])
def test_full_match_join_costs_more_than_match_join(join, expected):
    """T: (v1, s2), (v3, s2), (v1, s3); T_1 publishes q as V, *, V; T_2 publishes q and s; k = 2.

    Tuple v3 lies below one T_1 record only, the '*' one (p2). MJ: S(v3) needs
    s3, so row 3 goes to '*' (LM 1): T_2 = v1, v3, *. But row 2 (v3) is then
    consistent with p2 alone, so every perfect matching pairs them and the FMJ
    drops (p2, row 3): S(v3) = {s2}. With the FMJ row 2 must leave v3 as well:
    rows 2 and 3 at '*' (LM 2) let p2 match row 3. KMJ = FMJ when R = 2.
    """
    spec, previous = _hand_spec(join)
    problem = _problem(spec, previous)
    inst = sequential_cell_input(problem)
    result = solve_cell_sequential(inst, time_limit=20, workers=1)
    assert result.status is Status.OPTIMAL and abs(result.objective - expected) < 1e-9
    assert verify_release(problem, release_frame(inst, result.nodes)).ok
    if join == "FMJ":
        assert result.statistics["no_goods"] >= 1
        mj_release = release_frame(inst, solve_cell_sequential(sequential_cell_input(
            _problem(*_hand_spec("MJ"))), workers=1).nodes)
        assert not verify_release(problem, mj_release).ok


@pytest.mark.parametrize("k, expected", [(1, 0.0), (2, 4.0), (3, None)])
def test_shmueli_tassa_table_1(k, expected):
    """Example 1.1: T_1 = (age, disease), T_2 = (gender, disease); pairs must share the disease.

    Tuple (20, male) links to measles (its own record) and to hepatitis only if
    the (20, female, hepatitis) record publishes gender '*'; every tuple needs
    its age-mate's gender suppressed, so k = 2 costs all four cells (LM 4); each
    age has two diseases in T_1, so k = 3 is infeasible.
    """
    rows = [["20", "male", "measles"], ["20", "female", "hepatitis"], ["30", "male", "flu"],
            ["30", "female", "angina"]]
    spec = {"name": "table1", "data": {"columns": ["age", "gender", "disease"], "rows": rows},
            "roles": {"quasi_identifiers": ["age", "gender"], "sensitive": "disease"},
            "generalization": "cell",
            "problem": {"kind": "sequential", "release_attributes": ["gender", "disease"],
                        "previous": [{"path": "previous.csv"}]},
            "requirements": [{"kind": "k-linkability", "k": k, "join": "FMJ"}], "objective": "LM"}
    previous = [["age", "disease"], *[[r[0], r[2]] for r in rows]]
    result = solve_cell_sequential(sequential_cell_input(_problem(spec, previous)), workers=1)
    if expected is None:
        assert result.status is Status.INFEASIBLE
    else:
        assert result.status is Status.OPTIMAL and abs(result.objective - expected) < 1e-9
