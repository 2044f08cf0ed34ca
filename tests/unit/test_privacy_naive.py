"""The vectorised privacy checkers agree with naive record-by-record references.

Each reference below is a plain loop over records written only here, with
exact Fraction arithmetic; the taxonomy facts used by the personalized
reference (parents, leaf sets) are read from the nested mapping itself, not
from :class:`Taxonomy`.
"""

from __future__ import annotations

from fractions import Fraction

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.privacy.k_anonymity import check_k_anonymity
from seqanon_opt.privacy.l_diversity import check_l_diversity
from seqanon_opt.privacy.l_eligibility import check_l_eligibility, check_l_eligibility_per_timestamp
from seqanon_opt.privacy.personalized import check_personalized, pleak
from seqanon_opt.requirements import KAnonymity, LDiversity
from strategies import nested_tree

FAST = settings(max_examples=60, deadline=None)
QI_VALUES = ["a", "b", "c", None]          # None: a missing label is a value of its own
SA_VALUES = ["x", "y", "z", "w"]
L_VALUES = [1, 1.5, 2, 2.5, 3, 4]


@st.composite
def tables(draw, max_rows: int = 12, min_rows: int = 0, missing: bool = True):
    n_qi = draw(st.integers(1, 3))
    n = draw(st.integers(min_rows, max_rows))
    alphabet = QI_VALUES if missing else QI_VALUES[:-1]
    data = {}
    for j in range(n_qi):
        values = alphabet[: draw(st.integers(1, len(alphabet)))]
        data[f"q{j}"] = [draw(st.sampled_from(values)) for _ in range(n)]
    data["s"] = [draw(st.sampled_from(SA_VALUES)) for _ in range(n)]
    return pd.DataFrame(data, columns=[*(f"q{j}" for j in range(n_qi)), "s"])


def records(frame: pd.DataFrame) -> list[dict]:
    """The rows as dicts, every missing value (None or NaN) written as None."""
    return [{k: (None if pd.isna(v) else v) for k, v in row.items()} for row in frame.to_dict("records")]


def naive_groups(rows: list[dict], qi: list[str]) -> list[list[int]]:
    """For every record, the positions of the records with equal QI values."""
    return [[j for j, other in enumerate(rows) if all(other[a] == row[a] for a in qi)] for row in rows]


@FAST
@given(tables(), st.integers(1, 5), st.integers(0, 3), st.integers(0, 3))
def test_k_anonymity_matches_naive(release, k, suppressed, budget):
    qi = [c for c in release.columns if c != "s"]
    rows = records(release)
    sizes = [len(g) for g in naive_groups(rows, qi)]
    check = check_k_anonymity(release, KAnonymity(k, tuple(qi), budget), len(rows) + suppressed)
    assert check.achieved == (min(sizes) if sizes else None)
    assert check.satisfied == (all(s >= k for s in sizes) and suppressed <= budget)
    small = {tuple(r[a] for a in qi) for r, size in zip(rows, sizes) if size < k}
    assert len(check.worst_groups) == min(5, len(small))


@FAST
@given(tables(min_rows=1, missing=False), st.sampled_from(L_VALUES), st.integers(0, 2), st.integers(0, 2))
def test_l_diversity_matches_naive(release, l, suppressed, budget):
    qi = [c for c in release.columns if c != "s"]
    rows = records(release)
    levels = []
    for members in naive_groups(rows, qi):
        values = [rows[j]["s"] for j in members]
        levels.append(Fraction(len(values), max(values.count(v) for v in values)))
    check = check_l_diversity(release, LDiversity(l, tuple(qi), "s", budget), len(rows) + suppressed)
    assert check.achieved == pytest.approx(float(min(levels)))
    assert check.satisfied == (all(x >= Fraction(l) for x in levels) and suppressed <= budget)


def test_l_diversity_group_with_missing_label():
    # naive: the None group {x, x} has level 2 / 2 = 1 < 2
    release = pd.DataFrame({"q0": ["a", "a", None, None], "s": ["x", "y", "x", "x"]})
    check = check_l_diversity(release, LDiversity(2, ("q0",), "s"), 4)
    assert not check.satisfied and check.achieved == 1.0


# ------------------------------------------------------------------ personalized
def tree_facts(tree: dict) -> tuple[dict[str, str | None], dict[str, set[str]]]:
    """Parent of every label and the set of leaves below every label, from the mapping."""
    parent: dict[str, str | None] = {}
    leaves: dict[str, set[str]] = {}

    def walk(label, children, par):
        parent[label] = par
        kids = []
        if isinstance(children, dict):
            kids = list(children.items())
        elif isinstance(children, list):
            for item in children:
                kids += list(item.items()) if isinstance(item, dict) else [(item, None)]
        below: set[str] = set()
        for child, sub in kids:
            below |= walk(child, sub, label)
        leaves[label] = below or {label}
        return leaves[label]

    (root, children), = tree.items()
    walk(root, children, None)
    return parent, leaves


@st.composite
def personalized_instances(draw):
    tree = draw(nested_tree(prefix="s"))
    parent, leaves = tree_facts(tree)
    leaf_labels = sorted(v for v, below in leaves.items() if below == {v})
    base = draw(tables(min_rows=1)).drop(columns="s")
    original, published = [], []
    for _ in range(len(base)):
        value = draw(st.sampled_from(leaf_labels))
        path = [value]
        while parent[path[-1]] is not None:
            path.append(parent[path[-1]])
        original.append(value)
        published.append(draw(st.sampled_from(path)))
    limits = [draw(st.sampled_from([Fraction(1, 5), Fraction(1, 4), Fraction(1, 3), Fraction(1, 2),
                                    Fraction(3, 4), Fraction(1)])) for _ in range(len(base))]
    return tree, base.assign(s=published), original, limits


def naive_pleak(rows, qi, original, leaves):
    out = []
    for t, members in enumerate(naive_groups(rows, qi)):
        total = Fraction(0)
        for i in members:
            if rows[i]["s"] == original[t]:
                total += 1
            elif original[t] in leaves[rows[i]["s"]]:
                total += Fraction(1, len(leaves[rows[i]["s"]]))
        out.append(total / len(members))
    return out


@FAST
@given(personalized_instances())
def test_personalized_matches_naive(instance):
    tree, release, original, limits = instance
    _, leaves = tree_facts(tree)
    tax = taxonomy_from_nested("s", tree)
    qi = [c for c in release.columns if c != "s"]
    rows = records(release)
    expected = naive_pleak(rows, qi, original, leaves)
    got = pleak(release, original, qi, "s", tax)["pleak"]
    assert list(got) == pytest.approx([float(x) for x in expected])
    check = check_personalized(release, original, qi, "s", [float(x) for x in limits], tax)
    violators = [i for i, (p, lim) in enumerate(zip(expected, limits)) if p > lim]
    assert check.achieved == pytest.approx(float(max(expected)))
    assert check.satisfied == (not violators)
    assert len(check.worst_groups) == min(5, len(violators))
    if len(violators) <= 5:
        assert {w["row"] for w in check.worst_groups} == set(violators)


# ------------------------------------------------------------------ l-eligibility
def naive_eligibility(values: list) -> Fraction:
    return Fraction(len(values), max(values.count(v) for v in values))


@FAST
@given(st.lists(st.sampled_from(SA_VALUES), max_size=15), st.sampled_from(L_VALUES))
def test_l_eligibility_matches_naive(values, l):
    check = check_l_eligibility(values, l)
    if not values:
        assert check.satisfied and check.achieved is None
        return
    level = naive_eligibility(values)
    assert check.achieved == pytest.approx(float(level))
    assert check.satisfied == (max(values.count(v) for v in values) * Fraction(l) <= len(values))
    over = {v for v in values if values.count(v) * Fraction(l) > len(values)}
    assert {w["value"] for w in check.worst_groups} == over


@FAST
@given(st.lists(st.tuples(st.integers(1, 4), st.sampled_from(SA_VALUES)), max_size=20),
       st.sampled_from(L_VALUES))
def test_l_eligibility_per_timestamp_matches_naive(records, l):
    table = pd.DataFrame(records, columns=["ts", "s"])
    check = check_l_eligibility_per_timestamp(table, "ts", "s", l)
    snapshots: dict[int, list] = {}
    for ts, value in records:
        snapshots.setdefault(ts, []).append(value)
    if not snapshots:
        assert check.satisfied and check.achieved is None
        return
    levels = {ts: naive_eligibility(v) for ts, v in snapshots.items()}
    assert check.achieved == pytest.approx(float(min(levels.values())))
    bad = {ts for ts, level in levels.items() if level < Fraction(l)}
    assert check.satisfied == (not bad)
    assert {w["timestamp"] for w in check.worst_groups} == bad      # at most 4 snapshots
    for w in check.worst_groups:
        assert w["size"] == len(snapshots[w["timestamp"]])
        assert snapshots[w["timestamp"]].count(w["most_frequent"]) == w["level"]
