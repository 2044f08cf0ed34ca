"""Property tests of the joins (Shmueli-Tassa et al., section 3) against brute force.

Random small tables over two taxonomy attributes (A, B) and a flat sensitive
one (S); every release publishes a random subset of the attributes, each
A/B cell generalized to a random ancestor-or-self (cell generalization), and
lists its records in its own random order. The references below are written
from the definitions only: consistency as intersection of leaf *sets*, the
FMJ as the union of all perfect matchings found by enumerating permutations,
the kernel as the plain fixed point over those brute-force matches.
"""

from __future__ import annotations

from itertools import combinations, permutations, product

import numpy as np
import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.privacy.consistency import build_consistency_graph
from seqanon_opt.privacy.joins import bipartite_matches, full_match_join, kernel_match_join, match_join
from seqanon_opt.privacy.linkability import linkability_table

TREES = {"A": {"*": {"A0": ["a0", "a1"], "A1": ["a2", "a3"]}},
         "B": {"*": {"B0": ["b0", "b1"], "B1": ["b2"]}}}
TAXES = {a: taxonomy_from_nested(a, t) for a, t in TREES.items()}
SENSITIVE = ["s0", "s1", "s2"]


def _paths(tree: dict) -> tuple[dict[str, set[str]], dict[str, list[str]]]:
    """Leaf set of every label, and the labels from every leaf up to the root."""
    leaf_sets: dict[str, set[str]] = {}
    paths: dict[str, list[str]] = {}

    def walk(label, children, above):
        if isinstance(children, dict):
            kids = list(children.items())
        else:
            kids = [(c, None) for c in (children or [])]
        if not kids:
            leaf_sets[label] = {label}
            paths[label] = [label] + above
            return
        leaf_sets[label] = set()
        for child, sub in kids:
            walk(child, sub, [label] + above)
            leaf_sets[label] |= leaf_sets[child]

    (root, children), = tree.items()
    walk(root, children, [])
    return leaf_sets, paths


LEAF_SETS = {a: _paths(t)[0] for a, t in TREES.items()}
PATHS = {a: _paths(t)[1] for a, t in TREES.items()}
LEAF_SETS["S"] = {s: {s} for s in SENSITIVE} | {"*": set(SENSITIVE)}


@st.composite
def sequential_release(draw, n_releases: int, max_records: int, pairwise: bool = False):
    """(table, releases). ``pairwise``: R = 3 releases (A, B), (B, S), (A, S) as in Example 3.1,
    over two leaves per attribute; otherwise every release publishes a random subset."""
    n = draw(st.integers(1, max_records))
    small = {"A": ["a0", "a2"], "B": ["b0", "b2"], "S": SENSITIVE[:2]} if pairwise else \
        {"A": sorted(PATHS["A"]), "B": sorted(PATHS["B"]), "S": SENSITIVE}
    rows = [{a: draw(st.sampled_from(small[a])) for a in ("A", "B", "S")} for _ in range(n)]
    layouts = [["A", "B"], ["B", "S"], ["A", "S"]] if pairwise else \
        [draw(st.lists(st.sampled_from(["A", "B", "S"]), unique=True, max_size=3)) for _ in range(n_releases)]
    releases = []
    for columns in layouts:
        order = draw(st.permutations(range(n)))
        data = {}
        for c in columns:
            if c == "S":
                data[c] = [rows[i]["S"] for i in order]
            else:
                data[c] = [PATHS[c][rows[i][c]][draw(st.integers(0, len(PATHS[c][rows[i][c]]) - 1))]
                           for i in order]
        releases.append(pd.DataFrame(data, index=range(n), columns=columns))
    return pd.DataFrame(rows), releases


def consistent(x: pd.Series, y: pd.Series) -> bool:
    """Definition 2.1: the published subsets intersect on every attribute."""
    return all(LEAF_SETS[a][x[a]] & LEAF_SETS[a][y[a]] for a in x.index if a in y.index)


def naive_edges(releases) -> dict[tuple[int, int], set[tuple[int, int]]]:
    return {(r, s): {(i, j) for i in range(len(releases[r])) for j in range(len(releases[s]))
                     if consistent(releases[r].iloc[i], releases[s].iloc[j])}
            for r, s in combinations(range(len(releases)), 2)}


def perfect_matchings(n: int, n_releases: int, edges) -> list[list[tuple[int, ...]]]:
    """Every perfect matching (Definition 3.2) by enumerating one permutation per release."""
    out = []
    for perms in product(permutations(range(n)), repeat=n_releases - 1):
        rows = [(i,) + tuple(p[i] for p in perms) for i in range(n)]
        if all((c[r], c[s]) in edges[(r, s)] for c in rows for r, s in edges):
            out.append(rows)
    return out


def all_cliques(n: int, n_releases: int, edges) -> set[tuple[int, ...]]:
    return {c for c in product(range(n), repeat=n_releases)
            if all((c[r], c[s]) in edges[(r, s)] for r, s in edges)}


def naive_kernel_cliques(n: int, n_releases: int, edges) -> set[tuple[int, ...]]:
    """Section 3.3.2 on plain sets: drop non-matches, drop edges in no R-clique, repeat."""
    edges = {k: set(v) for k, v in edges.items()}
    while True:
        for (r, s), e in edges.items():
            edges[(r, s)] = {(i, p[i]) for p in permutations(range(n)) if all((i, p[i]) in e for i in range(n))
                             for i in range(n)}
        cl = all_cliques(n, n_releases, edges)
        pruned = {(r, s): {(c[r], c[s]) for c in cl} for r, s in edges}
        if pruned == edges:
            return cl
        edges = pruned


def as_set(join) -> set[tuple[int, ...]]:
    return {tuple(int(x) for x in row) for row in join.records()}


SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(sequential_release(n_releases=2, max_records=7))
def test_fmj_is_the_union_of_all_perfect_matchings_r2(data):
    _, releases = data
    n = len(releases[0])
    edges = naive_edges(releases)
    expected = {c for m in perfect_matchings(n, 2, edges) for c in m}
    for group in (True, False):
        graph = build_consistency_graph(releases, TAXES, group=group)
        assert as_set(match_join(graph)) == edges[(0, 1)]
        fmj = full_match_join(graph)
        assert as_set(fmj) == expected
        assert as_set(kernel_match_join(graph)) == expected  # KMJ = FMJ when R = 2
        assert fmj.n_record_cliques == len(expected)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(sequential_release(n_releases=3, max_records=5),
                 sequential_release(n_releases=3, max_records=5, pairwise=True)))
def test_r3_chain_fmj_kmj_mj_against_brute_force(data):
    _, releases = data
    n = len(releases[0])
    edges = naive_edges(releases)
    mj = all_cliques(n, 3, edges)
    fmj = {c for m in perfect_matchings(n, 3, edges) for c in m}
    kmj = naive_kernel_cliques(n, 3, edges)
    assert fmj <= kmj <= mj  # Theorem 3.6
    for group in (True, False):
        graph = build_consistency_graph(releases, TAXES, group=group)
        assert as_set(match_join(graph)) == mj
        assert as_set(kernel_match_join(graph)) == kmj
        assert as_set(full_match_join(graph)) == fmj


@SETTINGS
@given(sequential_release(n_releases=2, max_records=40))
def test_grouped_equals_ungrouped_on_larger_releases(data):
    _, releases = data
    joins = {}
    for group in (True, False):
        graph = build_consistency_graph(releases, TAXES, group=group)
        joins[group] = [as_set(f(graph)) for f in (match_join, full_match_join, kernel_match_join)]
    assert joins[True] == joins[False]
    mj, fmj, kmj = joins[True]
    assert fmj == kmj and fmj <= mj


@SETTINGS
@given(st.data())
def test_bipartite_matches_with_multiplicities_equals_expanded_records(data):
    """A group edge is a match iff the record edges it stands for are matches (brute force)."""
    ga = data.draw(st.integers(1, 3))
    gb = data.draw(st.integers(1, 3))
    count_a = data.draw(st.lists(st.integers(1, 3), min_size=ga, max_size=ga))
    count_b = data.draw(st.lists(st.integers(1, 3), min_size=gb, max_size=gb))
    if sum(count_a) != sum(count_b):
        count_b[-1] += sum(count_a) - sum(count_b)
        if count_b[-1] < 1:
            return
    pairs = sorted(data.draw(st.sets(st.tuples(st.integers(0, ga - 1), st.integers(0, gb - 1)), min_size=1)))
    rec_a = [g for g, c in enumerate(count_a) for _ in range(c)]
    rec_b = [h for h, c in enumerate(count_b) for _ in range(c)]
    n = len(rec_a)
    used = set()
    found = False
    for p in permutations(range(n)):
        if all((rec_a[i], rec_b[p[i]]) in pairs for i in range(n)):
            found = True
            used |= {(rec_a[i], rec_b[p[i]]) for i in range(n)}
    if not found:
        try:
            bipartite_matches(np.array(count_a), np.array(count_b), np.array(pairs))
        except ValueError:
            return
        raise AssertionError("no perfect matching exists but no error was raised")
    mask = bipartite_matches(np.array(count_a), np.array(count_b), np.array(pairs))
    assert {pr for pr, m in zip(pairs, mask) if m} == used


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sequential_release(n_releases=2, max_records=6), st.sampled_from(["MJ", "FMJ"]))
def test_linkability_levels_against_definition_4_1(data, kind):
    """γ and δ per QI tuple from the brute-force join and literal set membership."""
    table, releases = data
    if not any("S" in r.columns for r in releases):
        return
    n = len(table)
    edges = naive_edges(releases)
    cl = edges[(0, 1)] if kind == "MJ" else {c for m in perfect_matchings(n, 2, edges) for c in m}
    graph = build_consistency_graph(releases, TAXES, group=True)
    join = match_join(graph) if kind == "MJ" else full_match_join(graph)
    levels, _ = linkability_table(join, table, ["A", "B"], "S")
    for _, row in levels.iterrows():
        values = []
        for c in cl:
            members = [releases[r].iloc[c[r]] for r in range(2)]
            if all(row[a] in LEAF_SETS[a][m[a]] for m in members for a in ("A", "B") if a in m.index):
                values.append(next(m["S"] for m in members if "S" in m.index))
        counts = pd.Series(values, dtype=object).value_counts()
        assert row.linkability == len(counts)
        assert row.cliques == len(values)
        assert row.diversity == (len(values) / counts.max() if len(values) else 0.0)
