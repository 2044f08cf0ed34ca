"""Property tests: (X,Y)-anonymity / linkability and the lossy join against naive references.

The references below are written only here: plain loops over records, a
nested-loop join, and taxonomy paths found by walking parent pointers (not
the pre-order intervals the code under test uses). Definitions: Wang & Fung
2006, section 3.1 (Definitions 3.1, 3.2), 3.3 and 7 (the join).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import product

import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.privacy.lossy_join import join_layout, lossy_join
from seqanon_opt.privacy.xy_privacy import (check_xy_anonymity, check_xy_anonymity_join,
                                            check_xy_linkability, check_xy_linkability_join,
                                            xy_anonymity_levels)
from strategies import nested_tree

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
JOIN_SETTINGS = settings(SETTINGS, max_examples=15)
DOMAINS = {"B": ["b0", "b1"], "C": ["c0", "c1", "c2"], "D": ["d0", "d1"],
           "U": ["u0", "u1", "u2"], "V": ["v0", "v1"], "W": ["w0", "w1"]}
SCHEMAS = [("A", "B", "C", "U"), ("A", "B", "D", "V"), ("A", "D", "W")]


# ------------------------------------------------------------------ naive references
def path_up(tax, label):
    """Labels from ``label`` up to the root, by parent pointers."""
    out, node = [], tax.index[label]
    while node >= 0:
        out.append(tax.labels[node])
        node = int(tax.parent[node])
    return out


def consistent(taxes, attr, u, v):
    if attr not in taxes:
        return u == v
    return u in path_up(taxes[attr], v) or v in path_up(taxes[attr], u)


def below(taxes, attr, upper, value):
    return upper in path_up(taxes[attr], value) if attr in taxes else value == upper


def naive_join(frames, taxes, rules):
    """Every tuple of row positions (t1, ..., tp) satisfying both predicates."""
    records = [f.to_dict("records") for f in frames]
    out = []
    for combo in product(*(range(len(r)) for r in records)):
        rows = [records[i][r] for i, r in enumerate(combo)]
        ok = all(consistent(taxes, a, rows[i][a], rows[j][a])
                 for i in range(len(rows)) for j in range(i + 1, len(rows))
                 for a in rows[i] if a in rows[j])
        for (a, va), (b, vb) in rules:
            for i, j in product(range(len(rows)), repeat=2):
                if i != j and a in rows[i] and b in rows[j] \
                        and below(taxes, a, va, rows[i][a]) and below(taxes, b, vb, rows[j][b]):
                    ok = False
        if ok:
            out.append(combo)
    return out


def naive_join_rows(frames, names, taxes, rules):
    """The join as a list of dicts keyed by join column names (section 3.3 naming)."""
    count = Counter(a for f in frames for a in f.columns)
    out = []
    for combo in naive_join(frames, taxes, rules):
        row = {}
        for i, r in enumerate(combo):
            for a, v in frames[i].iloc[r].items():
                row[a if count[a] == 1 else f"{names[i]}.{a}"] = v
        out.append(row)
    return out


def naive_levels(rows, x, y):
    """a_Y(x) as {x: number of distinct y}, a(x) and a(x, y) by counting records."""
    seen, a_x, a_xy = defaultdict(set), Counter(), Counter()
    for row in rows:
        xv, yv = tuple(row[c] for c in x), tuple(row[c] for c in y)
        seen[xv].add(yv)
        a_x[xv] += 1
        a_xy[xv, yv] += 1
    return {k: len(v) for k, v in seen.items()}, a_x, a_xy


# ------------------------------------------------------------------ strategies
@st.composite
def releases(draw, count: int):
    tax = taxonomy_from_nested("A", draw(nested_tree(prefix="a")))
    domains = DOMAINS | {"A": list(tax.labels)}
    frames = []
    for schema in SCHEMAS[:count]:
        n = draw(st.integers(0, 5))
        rows = draw(st.lists(st.tuples(*(st.sampled_from(domains[a]) for a in schema)),
                             min_size=n, max_size=n))
        frames.append(pd.DataFrame(rows, columns=list(schema), dtype=object))
    value = st.sampled_from(["A", "C", "D", "U"]).flatmap(
        lambda a: st.tuples(st.just(a), st.sampled_from(domains[a])))
    rules = draw(st.lists(st.tuples(value, value), max_size=2))
    return frames, {"A": tax}, rules


@st.composite
def x_and_y(draw, columns):
    order = draw(st.permutations(sorted(columns)))
    nx = draw(st.integers(1, len(order) - 1))
    ny = draw(st.integers(1, len(order) - nx))
    return list(order[:nx]), list(order[nx:nx + ny])


def table_and_xy():
    cols = ["A", "B", "C", "U"]
    rows = st.lists(st.tuples(*(st.sampled_from(["a0", "a1", "a2"] if c == "A" else DOMAINS[c])
                                for c in cols)), max_size=12)
    return st.tuples(rows.map(lambda r: pd.DataFrame(r, columns=cols, dtype=object)), x_and_y(cols))


# ------------------------------------------------------------------ single table
@SETTINGS
@given(table_and_xy(), st.integers(1, 4), st.sampled_from([0.2, 0.5, 2 / 3, 1.0]))
def test_single_table_levels_match_naive_count(data, k, threshold):
    table, (x, y) = data
    distinct, a_x, a_xy = naive_levels(table.to_dict("records"), x, y)
    levels = xy_anonymity_levels(table, x, y)
    assert {tuple(r[:len(x)]): (r[-2], r[-1]) for r in levels.itertuples(index=False)} == \
        {xv: (distinct[xv], a_x[xv]) for xv in distinct}
    anon = check_xy_anonymity(table, x, y, k)
    expected = min(distinct.values()) if distinct else None
    assert anon.achieved == expected
    assert anon.satisfied == (expected is None or expected >= k)
    assert len(anon.worst_groups) == min(5, sum(v < k for v in distinct.values()))
    link = check_xy_linkability(table, x, y, threshold)
    confs = {key: n / a_x[key[0]] for key, n in a_xy.items()}
    assert link.achieved == (max(confs.values()) if confs else None)
    assert link.satisfied == all(c <= threshold + 1e-12 for c in confs.values())


@SETTINGS
@given(table_and_xy(), st.data())
def test_value_level_linkability_matches_naive_count(data, draw):
    table, (x, y) = data
    domain = sorted({tuple(r) for r in table[y].itertuples(index=False)}) or [("zz",) * len(y)]
    chosen = draw.draw(st.lists(st.sampled_from(domain), min_size=1, max_size=3, unique=True))
    limits = {v if len(y) > 1 else v[0]: draw.draw(st.sampled_from([0.25, 0.5, 0.75, 1.0]))
              for v in chosen}
    _, a_x, a_xy = naive_levels(table.to_dict("records"), x, y)
    over = []
    best = 0.0
    for (xv, yv), n in a_xy.items():
        key = yv if len(y) > 1 else yv[0]
        if key in limits:
            best = max(best, n / a_x[xv])
            if n / a_x[xv] > limits[key] + 1e-12:
                over.append((xv, yv))
    check = check_xy_linkability(table, x, y, limits)
    assert check.achieved == (best if len(table) else None)
    assert check.satisfied == (not over)
    got = {(tuple(g["values"][c] for c in x), tuple(g["sensitive"][c] for c in y))
           for g in check.worst_groups}
    assert got <= set(over) and len(got) == min(5, len(over))


# ------------------------------------------------------------------ the join
def assert_join_matches(frames, taxes, rules):
    names = [f"T{i + 1}" for i in range(len(frames))]
    got = lossy_join(frames[0], frames[1:], taxes, rules, row_ids=True)
    expected = naive_join(frames, taxes, rules)
    assert sorted(map(tuple, got[[f"{n}#row" for n in names]].to_numpy().tolist())) == expected
    rows = naive_join_rows(frames, names, taxes, rules)
    columns = list(join_layout(frames[0], frames[1:]).columns)
    assert sorted(map(tuple, got[columns].to_numpy().tolist())) == \
        sorted(tuple(r[c] for c in columns) for r in rows)
    return rows, columns


@JOIN_SETTINGS
@given(releases(2), st.data())
def test_join_and_levels_of_two_releases_match_nested_loop(instance, data):
    frames, taxes, rules = instance
    rows, columns = assert_join_matches(frames, taxes, rules)
    x, y = data.draw(x_and_y(columns))
    k = data.draw(st.integers(1, 4))
    threshold = data.draw(st.sampled_from([0.3, 0.5, 1.0]))
    distinct, a_x, a_xy = naive_levels(rows, x, y)
    anon = check_xy_anonymity_join(frames[0], frames[1], x, y, k, taxes, rules)
    assert anon.achieved == (min(distinct.values()) if distinct else None)
    assert anon.satisfied == all(v >= k for v in distinct.values())
    worst = {tuple(g["values"][c] for c in x): (g["distinct_y"], g["size"]) for g in anon.worst_groups}
    assert all(worst[xv] == (distinct[xv], a_x[xv]) for xv in worst)
    assert len(worst) == min(5, sum(v < k for v in distinct.values()))
    link = check_xy_linkability_join(frames[0], frames[1], x, y, threshold, taxes, rules)
    confs = {key: n / a_x[key[0]] for key, n in a_xy.items()}
    assert link.achieved == (max(confs.values()) if confs else None)
    assert link.satisfied == all(c <= threshold + 1e-12 for c in confs.values())
    for g in link.worst_groups:
        key = (tuple(g["values"][c] for c in x), tuple(g["sensitive"][c] for c in y))
        assert (g["count"], g["size"]) == (a_xy[key], a_x[key[0]])


@JOIN_SETTINGS
@given(releases(3), st.data())
def test_join_of_three_releases_matches_nested_loop(instance, data):
    # T2 and T3 share D, which T1 lacks: the consistency predicate of section 7
    # holds for every two releases with a common attribute.
    frames, taxes, rules = instance
    rows, columns = assert_join_matches(frames, taxes, rules)
    x, y = data.draw(x_and_y(columns))
    distinct, a_x, a_xy = naive_levels(rows, x, y)
    anon = check_xy_anonymity_join(frames[0], frames[1:], x, y, 2, taxes, rules)
    assert anon.achieved == (min(distinct.values()) if distinct else None)
    link = check_xy_linkability_join(frames[0], frames[1:], x, y, 0.5, taxes, rules)
    assert link.achieved == (max(n / a_x[key[0]] for key, n in a_xy.items()) if a_xy else None)


@JOIN_SETTINGS
@given(releases(2), st.data())
def test_generalizing_t1_preserves_matches(instance, data):
    # Observation 1 (join preserving): if (t1, t2) is a match and t1' generalizes
    # t1, then (t1', t2) is a match; rules are not involved here (the paper's
    # statement assumes only the consistency predicate changes).
    frames, taxes, _ = instance
    tax = taxes["A"]
    lifted = frames[0].copy()
    steps = data.draw(st.lists(st.integers(0, 3), min_size=len(lifted), max_size=len(lifted)))
    lifted["A"] = [path_up(tax, v)[min(s, len(path_up(tax, v)) - 1)]
                   for v, s in zip(lifted["A"], steps)]
    before = lossy_join(frames[0], frames[1], taxes, row_ids=True)
    after = lossy_join(lifted, frames[1], taxes, row_ids=True)
    pairs = lambda j: set(zip(j["T1#row"], j["T2#row"]))  # noqa: E731
    assert pairs(before) <= pairs(after)


@JOIN_SETTINGS
@given(releases(2), st.data())
def test_case1_anonymity_is_a_product_when_x_holds_the_join_attributes(instance, data):
    # Section 5.4, Case 1: X contains all join attributes, so a matched value
    # x = x1 x2 has a_Y(x) = a_Y1(x1) * a_Y2(x2).
    frames, taxes, _ = instance
    t1, t2 = frames
    y1 = data.draw(st.sampled_from([["U"], ["C", "U"]]))
    y2 = data.draw(st.sampled_from([["V"], ["D"], ["D", "V"]]))
    x1 = [c for c in ["A", "B", "C"] if c not in y1]
    x2 = [c for c in ["A", "B", "D"] if c not in y2]
    join = lossy_join(t1, t2, taxes)
    x = [c if c not in ("A", "B") else f"T1.{c}" for c in x1] + \
        [c if c not in ("A", "B") else f"T2.{c}" for c in x2]
    got = xy_anonymity_levels(join, x, y1 + y2)
    d1, _, _ = naive_levels(t1.to_dict("records"), x1, y1)
    d2, _, _ = naive_levels(t2.to_dict("records"), x2, y2)
    for r in got.itertuples(index=False):
        xv = tuple(r[:len(x)])
        assert r.distinct_y == d1[xv[:len(x1)]] * d2[xv[len(x1):]]


# ------------------------------------------------------------------ section 4 monotonicity
@st.composite
def population_related(draw):
    """T1 and T2 projected from one underlying table (so population related,
    section 3.3): T1's A generalized by a cut, T2's A cell by cell; plus T1
    after one specialization v -> children(v) of its cut (section 3.2)."""
    tax = taxonomy_from_nested("A", draw(nested_tree(prefix="a")))
    leaves = [tax.labels[v] for v in tax.leaves]
    n = draw(st.integers(1, 6))
    col = lambda values: st.lists(st.sampled_from(values), min_size=n, max_size=n)  # noqa: E731
    base = pd.DataFrame({"A": draw(col(leaves)), "C": draw(col(["c0", "c1"])),
                         "Y1": draw(col(["u0", "u1", "u2"])), "Y2": draw(col(["v0", "v1", "v2"]))},
                        dtype=object)
    cut = {tax.labels[tax.root]}
    for _ in range(draw(st.integers(0, 3))):
        inner = sorted(v for v in cut if tax.children[tax.index[v]])
        if inner:
            v = draw(st.sampled_from(inner))
            cut = (cut - {v}) | {tax.labels[c] for c in tax.children[tax.index[v]]}
    inner = sorted(v for v in cut if tax.children[tax.index[v]])
    finer = cut
    if inner:      # the cut of leaves has nothing left to specialize
        v = draw(st.sampled_from(inner))
        finer = (cut - {v}) | {tax.labels[c] for c in tax.children[tax.index[v]]}
    to_cut = lambda c: [next(a for a in path_up(tax, leaf) if a in c) for leaf in base["A"]]  # noqa: E731
    steps = draw(col([0, 1, 2, 3]))
    t2 = base[["A", "Y2"]].assign(A=[path_up(tax, a)[min(s, len(path_up(tax, a)) - 1)]
                                     for a, s in zip(base["A"], steps)])
    t1 = base[["A", "C", "Y1"]]
    return {"A": tax}, t1.assign(A=to_cut(cut)), t1.assign(A=to_cut(finer)), t2


@JOIN_SETTINGS
@given(population_related(), st.sampled_from([["A"], ["A", "C"]]), st.sampled_from(["Y1", "Y2"]))
def test_specializing_t1_never_weakens_a_violation(instance, x, y):
    # Lemma 4.1: A_Y(X) does not increase; Lemma 4.2 (Y from one release):
    # L_Y(X) does not decrease. X holds both copies T1.A, T2.A (plain "A").
    taxes, before, after, t2 = instance
    a0 = check_xy_anonymity_join(before, t2, x, [y], 1, taxes).achieved
    a1 = check_xy_anonymity_join(after, t2, x, [y], 1, taxes).achieved
    assert a1 <= a0
    l0 = check_xy_linkability_join(before, t2, x, [y], 1.0, taxes).achieved
    l1 = check_xy_linkability_join(after, t2, x, [y], 1.0, taxes).achieved
    assert l1 >= l0 - 1e-12


def test_lemma_4_2_needs_every_copy_of_the_join_attribute_in_x():
    # Found by search; worked by hand. X = {T1.A} only, Y = {Y2} in T2.
    tax = taxonomy_from_nested("A", {"a*": ["av1", "av2"]})
    t2 = pd.DataFrame({"A": ["av1", "av2", "a*"], "Y2": ["v0", "v0", "v1"]})
    before = pd.DataFrame({"A": ["a*", "a*", "a*"]})
    after = pd.DataFrame({"A": ["av1", "av2", "av1"]})
    # before: 3 x 3 = 9 matches, all with x = a*; v0 in 2 * 3 = 6 -> 6 / 9
    l0 = check_xy_linkability_join(before, t2, ["T1.A"], ["Y2"], 1.0, {"A": tax}).achieved
    # after: av1 (2 records) match av1/v0 and a*/v1 -> 2 / 4; av2: 1 / 2
    l1 = check_xy_linkability_join(after, t2, ["T1.A"], ["Y2"], 1.0, {"A": tax}).achieved
    assert (l0, l1) == (6 / 9, 0.5)
    # with both copies in X (section 7's rule) the level rises to 1 (x = av1 av1 -> v0)
    assert check_xy_linkability_join(after, t2, ["A"], ["Y2"], 1.0, {"A": tax}).achieved == 1.0
