"""The grouped (X,Y) evaluation on the join of two releases equals the materialised one.

``method="grouped"`` (seqanon_opt.privacy.xy_grouped: groups of records, key
matches, sums of products, key-set signatures) against ``method="join"``
(the compressed join built by lossy_join): same verdict, achieved level,
detail and worst groups (compared with every bad group reported, and in the
same order up to ties of the sort keys). Wang & Fung 2006, sections 3.1, 3.3.
"""

from __future__ import annotations

import json
import time
from unittest import mock

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.privacy import xy_privacy
from seqanon_opt.privacy.lossy_join import join_layout
from seqanon_opt.privacy.xy_privacy import check_xy_anonymity_join, check_xy_linkability_join
from strategies import nested_tree

MANY = settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
SOME = settings(max_examples=80, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
JOIN_ATTRS = ["A", "B", "C"]            # A, B with a taxonomy; C compared by equality
PRIVATE1 = {"U": ["u0", "u1", None], "K1": None, "N": [1, 2, 3]}
PRIVATE2 = {"V": ["v0", "v1", "v2"], "W": [0, 1]}


# ------------------------------------------------------------------ instances
@st.composite
def instances(draw):
    taxes = {a: taxonomy_from_nested(a, draw(nested_tree(prefix=a.lower(), max_leaves=5)))
             for a in ("A", "B")}
    domains = {a: list(t.labels) for a, t in taxes.items()} | {"C": ["c0", "c1", "c2"]}
    shared = draw(st.lists(st.sampled_from(JOIN_ATTRS), unique=True, max_size=3))
    rest = [a for a in JOIN_ATTRS if a not in shared]
    only1 = draw(st.lists(st.sampled_from(rest), unique=True)) if rest else []
    frames = []
    for extra, private in ((only1, PRIVATE1), ([], PRIVATE2)):
        attrs = shared + extra + draw(st.lists(st.sampled_from(sorted(private)), unique=True,
                                               min_size=1))
        n = draw(st.integers(0, 9))
        data = {}
        for a in attrs:
            if a == "K1":
                data[a] = [f"k{i}" for i in range(n)]     # a record key
            else:
                values = domains.get(a) or private[a]
                data[a] = draw(st.lists(st.sampled_from(values), min_size=n, max_size=n))
        frame = pd.DataFrame(data, columns=attrs)
        if "N" in frame:
            frame["N"] = frame["N"].astype(np.int64)
        frames.append(frame)
    held = set(frames[0].columns) | set(frames[1].columns)
    value = st.sampled_from(sorted(a for a in JOIN_ATTRS if a in held) or ["A"]).flatmap(
        lambda a: st.tuples(st.just(a), st.sampled_from(domains[a])))
    rules = draw(st.lists(st.tuples(value, value), max_size=2))
    return frames[0], frames[1], taxes, rules


@st.composite
def x_and_y(draw, t1, t2):
    """X and Y over join columns; a plain common attribute sometimes stands for both copies."""
    layout = join_layout(t1, t2)
    names = list(layout.columns)
    common = [a for a, cols in layout.attributes.items() if len(cols) > 1]
    names += draw(st.lists(st.sampled_from(common), unique=True)) if common else []
    roles = draw(st.lists(st.sampled_from("xy-"), min_size=len(names), max_size=len(names)))
    x = [c for c, r in zip(names, roles) if r == "x"]
    y = [c for c, r in zip(names, roles) if r == "y"]
    assume(x and y and not set(layout.expand(x)) & set(layout.expand(y)))
    return x, y


def canon(group: dict) -> str:
    return json.dumps(group, sort_keys=True, default=str)


def assert_same(grouped, joined, key):
    """Same check; worst groups equal as multisets, same sequence of sort keys."""
    assert grouped.kind == joined.kind and grouped.parameters == joined.parameters
    assert grouped.satisfied == joined.satisfied
    assert grouped.achieved == joined.achieved
    assert grouped.detail == joined.detail
    assert [key(g) for g in grouped.worst_groups] == [key(g) for g in joined.worst_groups]
    assert sorted(map(canon, grouped.worst_groups)) == sorted(map(canon, joined.worst_groups))


def anon_key(g):
    return g["distinct_y"], g["size"]


def link_key(g):
    return g["confidence"] - g["threshold"], g["confidence"], g["size"]


def both_anonymity(t1, t2, x, y, k, taxes, rules):
    return [check_xy_anonymity_join(t1, t2, x, y, k, taxes, rules, method=m)
            for m in ("grouped", "join")]


def both_linkability(t1, t2, x, y, threshold, taxes, rules):
    return [check_xy_linkability_join(t1, t2, x, y, threshold, taxes, rules, method=m)
            for m in ("grouped", "join")]


# ------------------------------------------------------------------ grouped == materialised
@MANY
@given(instances(), st.data())
def test_grouped_equals_materialised(instance, data):
    t1, t2, taxes, rules = instance
    x, y = data.draw(x_and_y(t1, t2))
    k = data.draw(st.integers(1, 5))
    threshold = data.draw(st.sampled_from([0.2, 0.34, 0.5, 2 / 3, 1.0]))
    # every bad group reported (the default cut of 5 is a prefix of the same sorted list)
    with mock.patch.object(xy_privacy, "WORST", 10 ** 6):
        assert_same(*both_anonymity(t1, t2, x, y, k, taxes, rules), anon_key)
        assert_same(*both_linkability(t1, t2, x, y, threshold, taxes, rules), link_key)


@SOME
@given(instances(), st.data())
def test_value_level_linkability_grouped_equals_materialised(instance, data):
    t1, t2, taxes, rules = instance
    x, y = data.draw(x_and_y(t1, t2))
    layout = join_layout(t1, t2)
    ys = layout.expand(y)
    frames = (t1, t2)
    seen = []
    for c in ys:
        i, attr = layout.columns[c]
        seen.append(sorted(set(map(str, frames[i][attr].dropna()))) + ["zz"])
    combos = st.tuples(*(st.sampled_from(v) for v in seen))
    chosen = data.draw(st.lists(combos, min_size=1, max_size=4, unique=True))
    limits = {(v if len(ys) > 1 else v[0]): data.draw(st.sampled_from([0.25, 0.5, 0.75, 1.0]))
              for v in chosen}
    # numeric columns: compare with their published (numeric) values
    limits = {_typed(key, ys, layout, frames): t for key, t in limits.items()}
    with mock.patch.object(xy_privacy, "WORST", 10 ** 6):
        assert_same(*both_linkability(t1, t2, x, y, limits, taxes, rules), link_key)


def _typed(key, ys, layout, frames):
    parts = key if isinstance(key, tuple) else (key,)
    out = []
    for c, v in zip(ys, parts):
        i, attr = layout.columns[c]
        if v != "zz" and pd.api.types.is_integer_dtype(frames[i][attr]):
            v = int(v)
        out.append(v)
    return tuple(out) if isinstance(key, tuple) else out[0]


def anon_all(t1, t2, tax):
    return check_xy_anonymity_join(t1, t2, ["A"], ["K", "Y2"], 7, {"A": tax}, method="grouped")


def test_hand_example_and_three_releases_fall_back():
    # X = {T1.A}, Y = {Y2} (from test_lemma_4_2_...): 3 x 3 matches, v0 in 6 of them
    tax = taxonomy_from_nested("A", {"a*": ["av1", "av2"]})
    t2 = pd.DataFrame({"A": ["av1", "av2", "a*"], "Y2": ["v0", "v0", "v1"]})
    t1 = pd.DataFrame({"A": ["a*", "a*", "a*"], "K": ["k1", "k2", "k3"]})
    link = check_xy_linkability_join(t1, t2, ["T1.A"], ["Y2"], 1.0, {"A": tax}, method="grouped")
    assert link.achieved == 6 / 9
    anon = check_xy_anonymity_join(t1, t2, ["T1.A"], ["K", "Y2"], 7, {"A": tax}, method="grouped")
    assert anon.achieved == 6 and anon.worst_groups[0]["size"] == 9   # 3 keys x {v0, v1}
    t3 = pd.DataFrame({"A": ["av1"], "Z": ["z"]})
    with pytest.raises(ValueError, match="one previous release"):
        check_xy_anonymity_join(t1, [t2, t3], ["T1.A"], ["K"], 2, {"A": tax}, method="grouped")
    auto = check_xy_anonymity_join(t1, [t2, t3], ["T1.A"], ["K"], 2, {"A": tax})
    assert auto == check_xy_anonymity_join(t1, [t2, t3], ["T1.A"], ["K"], 2, {"A": tax}, method="join")
    # the default method takes the grouped path for one previous release (frame or list of one)
    for previous in (t2, [t2]):
        assert check_xy_anonymity_join(t1, previous, ["A"], ["K", "Y2"], 7, {"A": tax}) == anon_all(
            t1, t2, tax)
    with pytest.raises(ValueError, match="disjoint"):
        check_xy_anonymity_join(t1, t2, ["A"], ["T1.A"], 2, {"A": tax})


# ------------------------------------------------------------------ size
def _large(n: int, seed: int = 0):
    """Two releases of n rows over 3 join attributes (two with taxonomies), T1 generalized."""
    rng = np.random.default_rng(seed)
    tree = {"ANY": {f"g{i}": [f"l{i}{j}" for j in range(4)] for i in range(4)}}
    taxes = {a: taxonomy_from_nested(a, tree) for a in ("A", "B")}
    leaves = np.array([f"l{i}{j}" for i in range(4) for j in range(4)], dtype=object)
    parents = np.array([f"g{i}" for i in range(4) for _ in range(4)], dtype=object)

    def column(generalize: float):
        pick = rng.integers(0, 16, n)
        return np.where(rng.random(n) < generalize, parents[pick], leaves[pick])

    t1 = pd.DataFrame({"A": column(0.6), "B": column(0.3), "C": rng.integers(0, 2, n),
                       "E": rng.choice(["e0", "e1", "e2", "e3", "e4"], n),
                       "S": rng.choice(["s0", "s1"], n), "K1": np.arange(n)})
    t2 = pd.DataFrame({"A": column(0.0), "B": column(0.0), "C": rng.integers(0, 2, n),
                       "R": rng.choice([f"r{i}" for i in range(8)], n)})
    return t1, t2, taxes


def test_grouped_join_checks_are_fast_on_200k_rows_per_release():
    t1, t2, taxes = _large(200_000)
    t0 = time.perf_counter()
    anon = check_xy_anonymity_join(t1, t2, ["A", "B", "C", "E", "R"], ["K1"], 40, taxes)
    link = check_xy_linkability_join(t1, t2, ["A", "B", "C", "E", "R"], ["S"], 0.9, taxes)
    elapsed = time.perf_counter() - t0
    assert elapsed < 20, elapsed
    assert anon.achieved is not None and anon.achieved >= 1
    assert 0 < link.achieved <= 1
