"""Golden tests: the worked examples of Shmueli-Tassa et al. (sections 1-4), per ERRATA.md.

Records are numbered from 1 as in the paper; in every example the releases
keep the order of T, so the horizontal edges are (n, n).
"""

from __future__ import annotations

from itertools import permutations

import pandas as pd
import pytest

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.privacy.consistency import build_consistency_graph
from seqanon_opt.privacy.joins import full_match_join, kernel_match_join, match_join
from seqanon_opt.privacy.linkability import (check_k_diversity, check_k_linkability, gamma_delta,
                                             linkability_table)

GROUPINGS = [True, False]


def cliques(join) -> set[tuple[int, ...]]:
    """Record-level cliques, numbered from 1."""
    return {tuple(int(x) + 1 for x in row) for row in join.records()}


def edges_removed(graph, step: dict) -> set[tuple[tuple[int, int], tuple[int, int]]]:
    """Removed edges of one KMJ half step as {((release, record), (release, record))}, from 1."""
    out = set()
    for (r, s), pairs in step["removed"].items():
        for a, b in graph.expand(pairs, [r, s]):
            out.add(((r + 1, int(a) + 1), (s + 1, int(b) + 1)))
    return out


# ----------------------------------------------------------------- Examples 2.1-2.2
ZIP = taxonomy_from_nested("zipcode", {"*****": {"5****": {"53***": {
    "531**": {"5312*": ["53120"]}, "534**": {"5342*": ["53425"]},
    "538**": {"5389*": ["53890"]}, "537**": {"5376*": ["53764"]}}}}})
EX21_T1 = pd.DataFrame({"age": ["30", "30", "35", "40"],
                        "zipcode": ["53120", "53425", "53890", "53764"]})
EX21_T2 = pd.DataFrame({"zipcode": ["53120", "53***", "53890", "53***"],
                        "occupation": ["*", "*", "singer", "actor"],
                        "disease": ["measles", "hepatitis", "flu", "angina"]})


@pytest.mark.parametrize("group", GROUPINGS)
def test_example_2_2_graph_has_ten_edges_four_horizontal(group):
    graph = build_consistency_graph([EX21_T1, EX21_T2], {"zipcode": ZIP}, group=group)
    edges = {(a + 1, b + 1) for a, b in graph.expand(graph.edges[(0, 1)]).tolist()}
    assert len(edges) == 10
    assert {(n, n) for n in range(1, 5)} <= edges
    # "S_1^1 is consistent with S_1^2, S_2^2 and S_4^2, but not with S_3^2"
    assert {b for a, b in edges if a == 1} == {1, 2, 4}


@pytest.mark.parametrize("group", GROUPINGS)
def test_example_2_2_mj_ten_edges_fmj_six_admissible(group):
    graph = build_consistency_graph([EX21_T1, EX21_T2], {"zipcode": ZIP}, group=group)
    assert len(cliques(match_join(graph))) == 10
    # ERRATA: the FMJ is 1-1, 2-2, 2-4, 3-3, 4-2, 4-4
    assert cliques(full_match_join(graph)) == {(1, 1), (2, 2), (2, 4), (3, 3), (4, 2), (4, 4)}
    assert cliques(kernel_match_join(graph)) == cliques(full_match_join(graph))


def test_example_2_2_exactly_two_perfect_matchings():
    graph = build_consistency_graph([EX21_T1, EX21_T2], {"zipcode": ZIP}, group=False)
    edges = {(a + 1, b + 1) for a, b in graph.expand(graph.edges[(0, 1)]).tolist()}
    matchings = [{(i + 1, p[i] + 1) for i in range(4)} for p in permutations(range(4))
                 if all((i + 1, p[i] + 1) in edges for i in range(4))]
    # Eq. (1) and the corrected Eq. (2) of ERRATA.md
    assert sorted(map(sorted, matchings)) == sorted([
        sorted({(1, 1), (2, 2), (3, 3), (4, 4)}), sorted({(1, 1), (2, 4), (3, 3), (4, 2)})])
    assert set().union(*matchings) == cliques(full_match_join(graph))


# ----------------------------------------------------------------- Examples 3.1 and 3.3
FLAT = {"A1": taxonomy_from_nested("A1", {"*": ["a", "b"]}),
        "A2": taxonomy_from_nested("A2", {"*": ["x", "y"]}),
        "A3": taxonomy_from_nested("A3", {"*": ["1", "2"]})}
EX31 = [pd.DataFrame({"A1": ["a", "b", "a"], "A2": ["x", "x", "y"]}),
        pd.DataFrame({"A2": ["x", "x", "y"], "A3": ["1", "2", "2"]}),
        pd.DataFrame({"A1": ["a", "b", "a"], "A3": ["1", "2", "2"]})]
HORIZONTAL3 = {(1, 1, 1), (2, 2, 2), (3, 3, 3)}


@pytest.mark.parametrize("group", GROUPINGS)
def test_example_3_1_fmj_differs_from_mj(group):
    graph = build_consistency_graph(EX31, FLAT, group=group)
    assert cliques(match_join(graph)) == HORIZONTAL3 | {(1, 2, 3)}  # Eq. (4)
    assert cliques(full_match_join(graph)) == HORIZONTAL3  # Eq. (3)


@pytest.mark.parametrize("group", GROUPINGS)
def test_example_3_3_kernel(group):
    graph = build_consistency_graph(EX31, FLAT, group=group)
    kmj = kernel_match_join(graph)
    assert cliques(kmj) == HORIZONTAL3
    steps = kmj.history
    assert [s["step"] for s in steps] == ["matches", "cliques", "matches", "cliques"]
    assert edges_removed(graph, steps[0]) == set()  # every edge of G is a match
    # ERRATA: e_1 = {S_2^1, S_1^2}; e_2 = {S_3^1, S_1^3}; e_3 = {S_3^2, S_2^3}
    assert edges_removed(graph, steps[1]) == {((1, 2), (2, 1)), ((1, 3), (3, 1)), ((2, 3), (3, 2))}
    # then the three edges of the 3-clique {S_1^1, S_2^2, S_3^3} are no longer matches
    assert edges_removed(graph, steps[2]) == {((1, 1), (2, 2)), ((1, 1), (3, 3)), ((2, 2), (3, 3))}
    assert edges_removed(graph, steps[3]) == set()


def test_lemma_3_8_illustration_kernel_of_first_two_releases():
    graph = build_consistency_graph(EX31[:2], FLAT, group=False)
    # K_2 holds the three horizontal edges and {S_1^1, S_2^2}, {S_2^1, S_1^2}
    assert cliques(kernel_match_join(graph)) == {(1, 1), (2, 2), (3, 3), (1, 2), (2, 1)}


# ----------------------------------------------------------------- Example 3.2
@pytest.mark.parametrize("group", GROUPINGS)
def test_example_3_2_cell_generalization_two_releases(group):
    taxes = {"A1": taxonomy_from_nested("A1", {"*": ["a", "b", "c"]}),
             "A2": taxonomy_from_nested("A2", {"*": ["x", "y", "z"]}),
             "A3": taxonomy_from_nested("A3", {"*": ["1", "2", "3"]})}
    t1 = pd.DataFrame({"A1": ["a", "b", "c"], "A2": ["x", "y", "z"]})
    t2 = pd.DataFrame({"A2": ["*", "y", "z"], "A3": ["1", "2", "3"]})
    graph = build_consistency_graph([t1, t2], taxes, group=group)
    assert cliques(full_match_join(graph)) == {(1, 1), (2, 2), (3, 3)}  # Eq. (5)
    assert cliques(match_join(graph)) == {(1, 1), (2, 2), (3, 3), (2, 1), (3, 1)}  # Eq. (6)


# ----------------------------------------------------------------- Example 4.2
def test_example_4_2_gamma_and_delta_of_the_multiset():
    assert gamma_delta(["flu", "angina", "flu", "measles"]) == (3, 2.0)
    # section 4's illustration: A = {a, a, a, b, b, c}
    assert gamma_delta(["a", "a", "a", "b", "b", "c"]) == (3, 2.0)
    assert gamma_delta(["a", "b"], [3, 1]) == (2, 4 / 3)


def test_example_4_2_in_the_setting_of_example_4_1():
    """T1 = age+gender, T2 = age+disease, T3 = gender+disease (R = 3).

    T2 suppresses age, so T2 and T3 are linked by the disease only; T3's
    gender splits the two flu records. The FMJ cliques consistent with
    (31, male) are (S_1^1, S_1^2, S_1^3), (S_1^1, S_2^2, S_1^3) (flu, twice),
    (S_1^1, S_3^2, S_3^3) (angina) and (S_1^1, S_4^2, S_4^3) (measles).
    """
    table = pd.DataFrame({"age": ["31", "40", "50", "60"], "gender": ["male", "female", "male", "male"],
                          "disease": ["flu", "flu", "angina", "measles"]})
    releases = [table[["age", "gender"]], table[["age", "disease"]].assign(age="*"),
                table[["gender", "disease"]]]
    fmj = full_match_join(build_consistency_graph(releases, {}))
    assert {c for c in cliques(fmj) if c[0] == 1} == {(1, 1, 1), (1, 2, 1), (1, 3, 3), (1, 4, 4)}
    levels, multisets = linkability_table(fmj, table, ["age", "gender"], "disease")
    row = levels[(levels.age == "31") & (levels.gender == "male")].iloc[0]
    assert (row.linkability, row.diversity, row.cliques) == (3, 2.0, 4)
    values = multisets[multisets.tuple == row.name].set_index("value")["count"].to_dict()
    assert values == {"flu": 2, "angina": 1, "measles": 1}
    # the female record can only be linked to flu
    check = check_k_linkability(fmj, table, ["age", "gender"], "disease", 3)
    assert not check.satisfied and check.achieved == 1
    assert check.worst_groups[0]["values"] == {"age": "40", "gender": "female"}
    assert check.worst_groups[0]["sensitive_values"] == {"flu": 2}


# ----------------------------------------------------------------- Table 1 (Example 1.1)
TABLE1 = pd.DataFrame({"age": ["20", "20", "30", "30"], "gender": ["male", "female", "male", "female"],
                       "disease": ["measles", "hepatitis", "flu", "angina"]})
T1_MIDDLE = TABLE1[["age", "disease"]]
T1_RIGHT = TABLE1[["gender", "disease"]]


@pytest.mark.parametrize("join", ["MJ", "FMJ", "KMJ"])
@pytest.mark.parametrize("releases", [[T1_MIDDLE], [T1_RIGHT]], ids=["age-release", "gender-release"])
def test_table_1_each_release_alone_is_2_linkable_and_2_diverse(join, releases):
    qis = ["age", "gender"]
    linkability = check_k_linkability(releases, TABLE1, qis, "disease", 2, join=join)
    diversity = check_k_diversity(releases, TABLE1, qis, "disease", 2, join=join)
    assert linkability.satisfied and linkability.achieved == 2
    assert diversity.satisfied and diversity.achieved == 2.0


@pytest.mark.parametrize("join", ["MJ", "FMJ", "KMJ"])
def test_table_1_the_pair_is_only_1_linkable(join):
    check = check_k_linkability([T1_MIDDLE, T1_RIGHT], TABLE1, ["age", "gender"], "disease", 2, join=join)
    assert not check.satisfied and check.achieved == 1
    assert check.parameters["join"] == join
    assert len(check.worst_groups) == 4
    alice = [g for g in check.worst_groups if g["values"] == {"age": "30", "gender": "female"}]
    assert alice[0]["sensitive_values"] == {"angina": 1}  # "find that Alice has angina"
    assert not check_k_diversity([T1_MIDDLE, T1_RIGHT], TABLE1, ["age", "gender"], "disease", 2,
                                 join=join).satisfied


def test_definition_4_2_a_sensitive_suppressed_everywhere():
    releases = [TABLE1[["age"]], TABLE1[["gender"]]]
    check = check_k_linkability(releases, TABLE1, ["age", "gender"], "disease", 4)
    assert check.satisfied and check.achieved is None


# ----------------------------------------------------------------- Lemma 9.2 / Example 9.1
def lemma_9_2_releases(n: int, edges: dict[tuple[int, int], set[tuple[int, int]]], n_releases: int):
    """The sequential release of the proof of Lemma 9.2 realizing an R-partite graph.

    ``edges[(r1, r2)]`` holds (n1, n2) pairs, releases and records numbered
    from 1, r1 < r2. Column (r1, r2, n1): release r1 publishes its own record
    number, record n1 of release r2 publishes A(r1, r2, n1), the numbers of
    its neighbours in T_{r1}; every other cell is '*'.
    """
    columns = [(r1, r2, n1) for r1 in range(1, n_releases + 1) for r2 in range(r1 + 1, n_releases + 1)
               for n1 in range(1, n + 1)]
    taxes, releases = {}, []
    for r1, r2, n1 in columns:
        name = f"A{r1}{r2}{n1}"
        nbrs = sorted(a for a, b in edges[(r1, r2)] if b == n1)
        inner = "{" + ",".join(map(str, nbrs)) + "}"
        if 1 < len(nbrs) < n:
            tree = {"*": [str(v) for v in range(1, n + 1) if v not in nbrs] + [{inner: list(map(str, nbrs))}]}
        else:
            tree = {"*": [str(v) for v in range(1, n + 1)]}
        taxes[name] = (taxonomy_from_nested(name, tree),
                       inner if 1 < len(nbrs) < n else (str(nbrs[0]) if len(nbrs) == 1 else "*"))
    for r in range(1, n_releases + 1):
        data = {}
        for r1, r2, n1 in columns:
            name = f"A{r1}{r2}{n1}"
            if r1 == r:
                data[name] = [str(k) for k in range(1, n + 1)]
            elif r2 == r:
                data[name] = [taxes[name][1] if k == n1 else "*" for k in range(1, n + 1)]
            else:
                data[name] = ["*"] * n
        releases.append(pd.DataFrame(data))
    return releases, {name: tax for name, (tax, _) in taxes.items()}


def test_example_9_1_table_17():
    """Table 17: T_2 = ({1,4}, *, *, *), (*, {1,2}, *, *), (*, *, {2,3,4}, *), (*, *, *, 4)."""
    edges = {(1, 2): {(1, 1), (4, 1), (1, 2), (2, 2), (2, 3), (3, 3), (4, 3), (4, 4)}}
    releases, taxes = lemma_9_2_releases(4, edges, 2)
    assert releases[1].to_numpy().tolist() == [["{1,4}", "*", "*", "*"], ["*", "{1,2}", "*", "*"],
                                               ["*", "*", "{2,3,4}", "*"], ["*", "*", "*", "4"]]
    graph = build_consistency_graph(releases, taxes)
    assert cliques(match_join(graph)) == edges[(1, 2)]
    # S_4^2 is adjacent to S_4^1 only, which forces S_1^2 - S_1^1, S_2^2 - S_2^1, S_3^2 - S_3^1
    assert cliques(full_match_join(graph)) == {(1, 1), (2, 2), (3, 3), (4, 4)}


# A rich tripartite graph (so K(G) = G, KMJ = MJ) with an inadmissible 3-clique: choosing
# (2, 1, 2) leaves T_1 record 3 only (3, *, 3), and then T_1 record 1 needs (1, 1, 1), whose
# T_2 record is taken. Its perfect matchings: {111, 222, 333}, {112, 221, 333}, {132, 211, 323}.
RICH = {(1, 2): {(1, 1), (1, 3), (2, 1), (2, 2), (3, 2), (3, 3)},
        (1, 3): {(1, 1), (1, 2), (2, 1), (2, 2), (3, 3)},
        (2, 3): {(1, 1), (1, 2), (2, 1), (2, 2), (2, 3), (3, 2), (3, 3)}}
RICH_MJ = {(1, 1, 1), (1, 1, 2), (1, 3, 2), (2, 1, 1), (2, 1, 2), (2, 2, 1), (2, 2, 2), (3, 2, 3), (3, 3, 3)}


@pytest.mark.parametrize("group", GROUPINGS)
def test_r3_kernel_strictly_larger_than_fmj(group):
    releases, taxes = lemma_9_2_releases(3, RICH, 3)
    graph = build_consistency_graph(releases, taxes, group=group)
    for (r, s), pairs in RICH.items():  # Lemma 9.2: the consistency graph is the given one
        got = {(int(a) + 1, int(b) + 1) for a, b in graph.expand(graph.edges[(r - 1, s - 1)], [r - 1, s - 1])}
        assert got == pairs
    assert cliques(match_join(graph)) == RICH_MJ
    assert cliques(kernel_match_join(graph)) == RICH_MJ
    assert cliques(full_match_join(graph)) == RICH_MJ - {(2, 1, 2)}
