"""Hypothesis strategies for random small anonymization instances."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pandas as pd
from hypothesis import strategies as st
from reference_sequential import _parents, _path, children, cuts, leaves_below, publish_leaf


@st.composite
def nested_tree(draw, prefix: str, max_height: int = 3, max_leaves: int = 6) -> dict:
    """A random taxonomy as a nested mapping {root: children}; labels are unique per tree."""
    counter = [0]
    leaves_left = [max_leaves]

    def label(kind: str) -> str:
        counter[0] += 1
        return f"{prefix}{kind}{counter[0]}"

    def children(height: int):
        # at least one child per inner node; leaves budget bounds the size
        n = draw(st.integers(1, 3)) if height > 0 else 0
        out: list = []
        for _ in range(n):
            if leaves_left[0] <= 0:
                break
            if height > 1 and draw(st.booleans()):
                sub = children(height - 1)
                if sub:
                    out.append({label("n"): sub})
                    continue
            leaves_left[0] -= 1
            out.append(label("v"))
        return out

    height = draw(st.integers(1, max_height))
    kids = children(height)
    if not kids:
        kids = [label("v")]
    return {f"{prefix}*": kids}


def tree_leaves(tree: dict) -> list[str]:
    """Leaf labels of a nested tree, in order."""
    out: list[str] = []

    def walk(node):
        if isinstance(node, dict):
            for sub in node.values():
                walk(sub)
        elif isinstance(node, list):
            for item in node:
                if isinstance(item, dict):
                    walk(item)
                else:
                    out.append(item)

    walk(tree)
    return out


def cell_k_anonymity_spec(trees: dict, rows: list[list[str]], k: int, fraction: float = 0.0) -> dict:
    """A single-table cell spec under k-anonymity (suppression ``fraction``) with LM, over ``trees``' QIs."""
    return {
        "name": "random-cell",
        "data": {"columns": list(trees), "rows": rows},
        "roles": {"quasi_identifiers": list(trees)},
        "taxonomies": {a: {"tree": t} for a, t in trees.items()},
        "generalization": "cell",
        "requirements": [{"kind": "k-anonymity", "k": k, "suppression": fraction}],
        "objective": "LM",
    }


@st.composite
def requirement(draw, qis: list[str], n_rows: int, suppression: bool, kinds: tuple[str, ...],
                xy_suppression: bool = False) -> dict:
    """A random group-local requirement on the QIs (and on the sensitive column 's').

    ``xy_suppression``: (X,Y)-anonymity gets the budget too (no extra draw: the other instances stay as they were).
    """
    kind = draw(st.sampled_from(kinds))
    budget = draw(st.sampled_from([0.1, 0.2, 0.3, 0.5, 1.0])) if suppression else 0.0
    if kind == "k-anonymity":
        return {"kind": kind, "k": draw(st.integers(1, n_rows)), "suppression": budget}
    if kind == "l-diversity":
        return {"kind": kind, "l": draw(st.sampled_from([1, 1.5, 2, 3]))}
    if kind == "xy-anonymity":
        out = {"kind": kind, "x": qis, "y": ["s"], "k": draw(st.integers(1, 3))}
        return {**out, "suppression": budget} if xy_suppression else out
    if draw(st.booleans()):
        return {"kind": kind, "x": qis, "y": ["s"], "threshold": draw(st.sampled_from([0.5, 2 / 3, 1.0]))}
    return {"kind": kind, "x": qis, "y": ["s"], "value_thresholds": {"a": draw(st.sampled_from([0.34, 0.5, 0.75]))}}


def _present(requirement: dict, rows: list[list[str]]) -> dict:
    """Value thresholds name a sensitive value of the rows (a threshold on an absent value is refused)."""
    if "value_thresholds" in requirement:
        (threshold,) = requirement["value_thresholds"].values()
        requirement = {**requirement, "value_thresholds": {rows[0][-1]: threshold}}
    return requirement


@st.composite
def cut_instance(draw, suppression: bool, objectives: tuple[str, ...] = ("LM",), model: str = "cut",
                 kinds: tuple[str, ...] = ("k-anonymity",), max_rows: int = 10, xy_suppression: bool = False) -> dict:
    """A random single-table spec (as a dict): up to ``max_rows`` rows, 3 QIs, a sensitive column 's'."""
    n_qi = draw(st.integers(1, 3))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}")) for j in range(n_qi)}
    n_rows = draw(st.integers(1, max_rows))
    rows = [[draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees] + [draw(st.sampled_from("abc"))]
            for _ in range(n_rows)]
    return {
        "name": "random",
        "data": {"columns": [*trees, "s"], "rows": rows},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s"},
        "taxonomies": {a: {"tree": t} for a, t in trees.items()},
        "requirements": [_present(draw(requirement(list(trees), n_rows, suppression, kinds, xy_suppression)), rows)],
        "objective": draw(st.sampled_from(objectives)),
        "generalization": model,
        "solver": {"name": "cpsat-cut" if model == "cut" else "full-domain", "time_limit": 20, "workers": 1},
    }


@st.composite
def numeric_instance(draw, suppression: bool = False) -> dict:
    """Up to 14 rows: a continuous QI 'x' (``intervals: []``), a categorical QI, a class column 'y';
    with ``suppression`` a budget (drawn last, so the rest of an instance does not depend on it)."""
    tree = draw(nested_tree(prefix="c"))
    n_rows = draw(st.integers(1, 14))
    values = draw(st.lists(st.sampled_from([1, 2, 3, 5, 8, 8.5, 13, 21, 34]), min_size=n_rows, max_size=n_rows))
    rows = [[x, draw(st.sampled_from(tree_leaves(tree))), draw(st.sampled_from("ab"))] for x in values]
    qis = draw(st.sampled_from([["x", "c"], ["x"], ["c", "x"]]))
    requirement = {"kind": "k-anonymity", "k": draw(st.integers(1, n_rows))}
    if suppression:
        requirement["suppression"] = draw(st.sampled_from([0.1, 0.2, 0.3, 0.5, 1.0]))
    return {
        "name": "random-numeric", "data": {"columns": ["x", "c", "y"], "rows": rows},
        "roles": {"quasi_identifiers": qis, "class": "y"},
        "taxonomies": {"x": {"intervals": []}, "c": {"tree": tree}},
        "requirements": [requirement],
        "objective": draw(st.sampled_from(["class-entropy", "LM", "distortion"])),
        "generalization": "cut",
    }


# ---------------------------------------------------------------- sequential instances (two releases)
TREES_A = [{"*": ["a1", "a2", "a3"]},
           {"*": {"A12": ["a1", "a2"], "A34": ["a3", "a4"]}},
           {"*": {"A12": ["a1", "a2"], "A3": ["a3"]}}]
TREES_B = [{"*": ["b1", "b2"]},
           {"*": {"B12": ["b1", "b2"], "B3": ["b3"]}}]
TREE_P = {"*": {"P12": ["p1", "p2"], "P3": ["p3"]}}


@st.composite
def sequential_cut_instance(draw, max_rows: int = 6) -> dict:
    """A random tiny sequential problem of Wang & Fung 2006 (cut model), described in
    tests/property/test_cpsat_sequential_cut_bruteforce.py; :func:`sequential_cut_spec` writes it as a spec."""
    n = draw(st.integers(2, max_rows))
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


def sequential_cut_spec(inst: dict) -> tuple[dict, dict[str, str]]:
    """The spec dict of a :func:`sequential_cut_instance` and its files (the previous release T2 as CSV)."""
    qis = ["A"] + (["B"] if inst["with_b"] else [])
    problem = {"kind": "sequential", "release_attributes": inst["release"], "previous": [{"path": "prev.csv"}]}
    if inst["inconsistent"]:
        problem["inconsistent"] = inst["inconsistent"]
    spec = {"name": "seq-cut", "data": {"columns": ["K", "A", "B", "P", "S"], "rows": inst["rows"]},
            "roles": {"quasi_identifiers": qis, "sensitive": "S"},
            "taxonomies": {"A": {"tree": inst["tree_a"]}, "B": {"tree": inst["tree_b"]}, "P": {"tree": TREE_P}},
            "problem": problem, "requirements": inst["reqs"], "objective": "LM"}
    return spec, {"prev.csv": inst["prev"].to_csv(index=False)}


SENSITIVE_VALUES = ["s1", "s2", "s3", "s4"]


@st.composite
def sequential_cell_instance(draw) -> tuple[dict, list[list[str]]]:
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
    prev_attrs = [a for a in qis if draw(st.booleans())] or [qis[0]]
    prev_attrs += ["s"] if where in ("previous", "both") else []
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


# ---------------------------------------------------------------- requirement specs by kind (conformance suite)
@dataclass(frozen=True)
class TableFacts:
    """What a requirement drawer may look at: the QIs, the number of rows and the sensitive column's values
    (row order; numeric labels, so that the ordered EMD applies)."""

    qis: tuple[str, ...]
    n_rows: int
    values: tuple[str, ...]

    @property
    def distinct(self) -> int:
        return len(set(self.values))


RequirementDrawer = Callable[[Callable, TableFacts], dict]
"""``(draw, facts) -> requirement dict`` for a single-table group requirement (sensitive column 's')."""


def _draw_k(draw, facts: TableFacts) -> dict:
    return {"kind": "k-anonymity", "k": draw(st.integers(1, max(1, min(facts.n_rows, 3))))}


def _draw_frequency_l(draw, facts: TableFacts) -> dict:
    return {"kind": "l-diversity", "l":
            draw(st.sampled_from([x for x in (1, 1.5, 2, 3) if x <= max(facts.distinct, 1)]))}


def _draw_distinct_l(draw, facts: TableFacts) -> dict:
    return {"kind": "distinct-l-diversity", "l": draw(st.integers(2, max(2, facts.distinct)))}


def _draw_entropy_l(draw, facts: TableFacts) -> dict:
    return {"kind": "entropy-l-diversity", "l": draw(st.sampled_from([x for x in (1.2, 1.5, 2.0, 3.0)
                                                                      if x <= max(facts.distinct, 1.2)]))}


def _draw_recursive(draw, facts: TableFacts) -> dict:
    return {"kind": "recursive-cl-diversity", "l": draw(st.integers(2, max(2, facts.distinct))),
            "c": draw(st.sampled_from([1.0, 2.0, 3.0]))}


def _draw_t_closeness(draw, facts: TableFacts) -> dict:
    return {"kind": "t-closeness", "t": draw(st.sampled_from([0.1, 0.2, 0.3, 0.5])),
            "distance": draw(st.sampled_from(["equal", "ordered", "hierarchical"]))}


def _draw_delta(draw, facts: TableFacts) -> dict:
    return {"kind": "delta-disclosure", "delta": draw(st.sampled_from([0.5, 1.0, 1.5, 2.5]))}


def _draw_beta(draw, facts: TableFacts) -> dict:
    return {"kind": "beta-likeness", "beta": draw(st.sampled_from([0.5, 1.0, 2.0, 3.0])),
            "enhanced": draw(st.booleans())}


def _draw_xy_anonymity(draw, facts: TableFacts) -> dict:
    return {"kind": "xy-anonymity", "x": list(facts.qis), "y": ["s"], "k": draw(st.integers(1, 2))}


def _draw_xy_linkability(draw, facts: TableFacts) -> dict:
    return {"kind": "xy-linkability", "x": list(facts.qis), "y": ["s"],
            "threshold": draw(st.sampled_from([0.5, 0.75, 1.0]))}


REQUIREMENT_STRATEGIES: dict[str, RequirementDrawer] = {
    "k-anonymity": _draw_k, "l-diversity": _draw_frequency_l, "distinct-l-diversity": _draw_distinct_l,
    "entropy-l-diversity": _draw_entropy_l, "recursive-cl-diversity": _draw_recursive,
    "t-closeness": _draw_t_closeness, "delta-disclosure": _draw_delta, "beta-likeness": _draw_beta,
    "xy-anonymity": _draw_xy_anonymity, "xy-linkability": _draw_xy_linkability,
}
"""How to draw a spec for each single-table group requirement kind: the conformance suite draws a solver's
requirements from ``capabilities.requirements`` and this table. A plugin criterion joins the suite with
:func:`register_requirement_strategy` or through the library's criterion registry (:func:`requirement_drawer`);
the suite's ``test_every_declared_kind_is_drawn`` names a declared kind nothing draws."""

UNBUDGETED = {"xy-linkability"}
"""The kinds whose spec takes no ``suppression`` budget (every other single-table kind takes one)."""


def register_requirement_strategy(kind: str, drawer: RequirementDrawer, budgeted: bool = True) -> None:
    """Let the conformance suite draw requirement ``kind`` (a plugin criterion): ``drawer(draw, facts)``
    returns its spec dict on the sensitive column 's' of a table described by ``facts``."""
    REQUIREMENT_STRATEGIES[kind] = drawer
    if not budgeted:
        UNBUDGETED.add(kind)


def infeasible_requirement(kind: str, facts: TableFacts) -> dict | None:
    """A requirement of ``kind`` that no release of the table meets without suppression (and that the spec
    validator accepts), or None when the kind has none on this table.

    The validator refuses the trivial ones (k above the rows, l above the distinct values), and a kind the
    whole table meets as one group (k-anonymity, distinct l-diversity, t-closeness, delta-disclosure,
    beta-likeness, (X,Y)-anonymity) always has a release. Three kinds fail on every partition when they
    fail on the whole table: frequency l-diversity (the counts of the top value add up, so some group
    holds a share >= the table's), entropy l-diversity (entropy is concave: some group's entropy is at most
    the table's) and (X,Y)-linkability with Y = s (a confidence is a share, as for l-diversity)."""
    counts = sorted((facts.values.count(v) for v in set(facts.values)), reverse=True)
    n, top = facts.n_rows, counts[0] / facts.n_rows
    entropy = -sum(c / n * math.log(c / n) for c in counts)
    if kind == "l-diversity" and top > 1 / 2 and facts.distinct >= 2:
        return {"kind": kind, "l": 2}
    if kind == "entropy-l-diversity":
        l = round(math.exp(entropy) + 0.05, 2)
        return {"kind": kind, "l": l} if l <= facts.distinct else None
    if kind == "xy-linkability" and top > 0.2:
        return {"kind": kind, "x": list(facts.qis), "y": ["s"], "threshold": round(top - 0.1, 4)}
    return None


def requirement_drawer(kind: str) -> RequirementDrawer | None:
    """How to draw a spec of ``kind``: :data:`REQUIREMENT_STRATEGIES`, else, for a criterion registered in
    the library's registry (``seqanon_opt.requirements.registered_requirement``), its spec's ``example``
    fields as they are; None when neither knows the kind."""
    if kind in REQUIREMENT_STRATEGIES:
        return REQUIREMENT_STRATEGIES[kind]
    try:
        from seqanon_opt.requirements import registered_requirement
    except ImportError:  # a library without the criterion registry
        return None
    registered = registered_requirement(kind)
    if registered is None:
        return None
    example = dict(registered.example)
    return lambda draw, facts: {"kind": kind, **example}
