"""The local search of ``colgen-cell`` (:mod:`seqanon_opt.solvers.colgen.local_search`) on random small tables.

From random releases (records shuffled and cut into groups of at least k) the search returns a release that
places every record once in groups of at least k, each published at its records' lowest common ancestors
(recomputed here from the taxonomies' ancestor lists), that costs no more than its start and no less than the
brute-force cell optimum (``tests/reference_cell.py``). Each neighbourhood saves exactly what it reports, and
the loss of a group without one of its tuples equals the group rebuilt without it. The ejections are every
(group, attribute, child) with at least k but not all of the group's records below the child, each sends its
other tuples to their cheapest other groups, and its gain is that of the groups rebuilt.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference_cell import brute_force_cell
from test_colgen_cell import _leaves, k_anonymity_table, load, nested_tree
from test_colgen_polish import placed_once_in_groups_of_k

from seqanon_opt.solvers.colgen import local_search
from seqanon_opt.solvers.colgen.groups import Grouping
from seqanon_opt.solvers.colgen.instance import grouping_instance
from seqanon_opt.solvers.colgen.local_search import Search, ejections, improve, lca_losses, loss_without, records_of
from seqanon_opt.solvers.colgen.pricing import Pricer
from seqanon_opt.solvers.cpsat.run import Budget

TOL = 1e-7
IMPROVED: list[bool] = []


def random_grouping(inst, pricer, seed: int, widest: int = 2, ordered: bool = False) -> Grouping | None:
    """The records in a random order (``ordered``: in their leaves' order, so groups of near records) cut into
    groups of k to ``widest`` k - 1 (the last takes what is left)."""
    rng = np.random.default_rng(seed)
    records = np.repeat(np.arange(inst.table.n_tuples), inst.table.weight)
    records = records[np.lexsort(inst.table.leaves[records].T[::-1])] if ordered else rng.permutation(records)
    k = inst.k
    if len(records) < k:
        return None
    sizes = []
    left = len(records)
    while left >= 2 * k:
        size = int(rng.integers(k, min(widest * k, left - k + 1)))
        sizes.append(size)
        left -= size
    sizes.append(left)
    groups = []
    assert all(size >= k for size in sizes)
    for part in np.split(records, np.cumsum(sizes)[:-1]):
        tuples, counts = np.unique(part, return_counts=True)
        groups.append(pricer.column(tuples, counts))
    return Grouping(groups, np.zeros(inst.table.n_tuples, dtype=np.int64))


def lca_cost(inst, group) -> float:
    """``|g| LM(lca(g))`` from the taxonomies' parent links, not from the solver's ancestor arrays."""
    total = 0.0
    for j, tax in enumerate(inst.table.taxonomies):
        paths = []
        for leaf in inst.table.leaves[group.tuples, j].tolist():
            path = [int(leaf)]
            while tax.parent[path[-1]] >= 0:
                path.append(int(tax.parent[path[-1]]))
            paths.append(path[::-1])
        common = 0
        while all(len(p) > common + 1 for p in paths) and len({p[common + 1] for p in paths}) == 1:
            common += 1
        total += float(inst.node_loss[j][paths[0][common]])
    return total * group.size


def assert_a_release_no_dearer(inst, found, start) -> None:
    """Every record placed once in groups of at least k, each at its records' LCA (:func:`lca_cost`), and
    ``found`` no dearer than ``start``."""
    assert placed_once_in_groups_of_k(inst, found)
    for group in found.groups:
        assert abs(group.cost - lca_cost(inst, group)) < TOL
    assert found.cost(inst) <= start.cost(inst) + TOL


def start_of(drawn, seed, widest: int = 2, ordered: bool = False):
    spec, too_few = drawn
    problem = load(spec)
    inst = grouping_instance(problem, problem.requirements[0])
    pricer = Pricer(inst)
    start = None if too_few else random_grouping(inst, pricer, seed, widest, ordered)
    return spec, inst, pricer, start


@settings(max_examples=300, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table(), seed=st.integers(0, 2**16))
def check_search_stays_a_release_between_its_start_and_the_optimum(drawn, seed):
    spec, inst, pricer, start = start_of(drawn, seed)
    optimum = brute_force_cell(spec)
    if start is None or optimum is None:
        return
    first, slowed = Budget(30.0, 60.0), Budget(30.0, 60.0)
    found = improve(inst, pricer, start, first)
    again = improve(inst, pricer, start, slowed, slowdown=2.5)  # the same search, its lookups charged 2.5 times
    assert [g.key() for g in found.groups] == [g.key() for g in again.groups]  # deterministic
    assert abs(slowed.spent - 2.5 * first.spent) <= 1e-9 * max(1.0, slowed.spent), (slowed.spent, first.spent)
    assert improve(inst, pricer, start, Budget(0.0, 60.0)) is start  # no work, no search
    stopped = improve(inst, pricer, start, Budget(30.0, 60.0), deadline=0.0)  # the wall-clock safety net
    assert [g.key() for g in stopped.groups] == [g.key() for g in start.groups]
    assert_a_release_no_dearer(inst, found, start)
    assert found.cost(inst) >= float(optimum) - TOL, (found.cost(inst), optimum, spec)
    if start.cost(inst) > float(optimum) + TOL:  # room to improve
        IMPROVED.append(found.cost(inst) < start.cost(inst) - TOL)


def test_search_stays_a_release_between_its_start_and_the_brute_force_optimum():
    IMPROVED.clear()
    check_search_stays_a_release_between_its_start_and_the_optimum()
    print(len(IMPROVED), sum(IMPROVED))
    assert len(IMPROVED) >= 40 and sum(IMPROVED) >= len(IMPROVED) // 3, (len(IMPROVED), sum(IMPROVED))


@settings(max_examples=100, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table(), seed=st.integers(0, 2**16))
def test_each_neighbourhood_saves_what_it_reports(drawn, seed):
    _, inst, pricer, start = start_of(drawn, seed)
    if start is None or len(start.groups) < 2:
        return
    search = Search(inst, pricer, lca_losses(inst), Budget(30.0, 60.0), list(start.groups))
    steps = (local_search.move_records, local_search.cut_groups, local_search.eject_records, local_search.recut_pairs)
    for step in steps:
        before = sum(g.cost for g in search.groups)
        saved = step(search)
        after = sum(g.cost for g in search.groups)
        assert saved >= 0.0
        assert abs((before - after) - saved) < TOL, (step.__name__, before, after, saved)
        assert placed_once_in_groups_of_k(inst, Grouping(search.groups, start.suppressed))


@settings(max_examples=100, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table(), seed=st.integers(0, 2**16))
def test_loss_without_a_tuple_is_the_group_rebuilt_without_it(drawn, seed):
    _, inst, pricer, start = start_of(drawn, seed)
    if start is None:
        return
    search = Search(inst, pricer, lca_losses(inst), Budget(30.0, 60.0), list(start.groups))
    tuples = np.concatenate([g.tuples for g in start.groups])
    group = np.repeat(np.arange(len(start.groups)), [len(g.tuples) for g in start.groups])
    starts = np.flatnonzero(np.r_[True, group[1:] != group[:-1]])
    got = loss_without(search, tuples, group, starts)
    i = 0
    for g in start.groups:
        for position in range(len(g.tuples)):
            keep = np.arange(len(g.tuples)) != position
            expected = (
                0.0 if not keep.any() else pricer.column(g.tuples[keep], g.counts[keep]).cost / g.counts[keep].sum()
            )
            assert abs(got[i] - expected) < TOL
            i += 1


def with_records(pricer, group, tuple_index: int, count: int):
    """``group`` rebuilt with ``count`` more records of one tuple."""
    tuples = np.append(group.tuples, tuple_index)
    counts = np.append(group.counts, count)
    unique, inverse = np.unique(tuples, return_inverse=True)
    return pricer.column(unique, np.bincount(inverse.reshape(-1), weights=counts).astype(np.int64))


EJECTED: list[bool] = []


@st.composite
def larger_table(draw) -> tuple[dict, bool]:
    """A table of 20-60 rows on 2-3 QIs (no brute force here, so larger than ``k_anonymity_table``'s)."""
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}", max_height=3, max_leaves=6)) for j in range(draw(st.integers(2, 3)))}
    rows = [[draw(st.sampled_from(_leaves(trees[a]))) for a in trees] + ["1"] for _ in range(draw(st.integers(20, 60)))]
    spec = {
        "name": "local-search-property",
        "data": {"columns": [*trees, "s"], "rows": rows},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s"},
        "taxonomies": {a: {"tree": t} for a, t in trees.items()},
        "requirements": [{"kind": "k-anonymity", "k": draw(st.integers(2, 5))}],
        "objective": "LM",
        "generalization": "cell",
    }
    return spec, False


@settings(max_examples=60, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=larger_table(), seed=st.integers(0, 2**16))
def check_every_ejection_is_found_and_gains_what_it_reports(drawn, seed):
    _, inst, pricer, start = start_of(drawn, seed, widest=5, ordered=seed % 2 == 1)
    if start is None or len(start.groups) < 2:
        return
    groups = start.groups
    search = Search(inst, pricer, lca_losses(inst), Budget(30.0, 60.0), list(groups))
    rec = records_of(groups)
    found = ejections(search, rec)
    expected = set()
    for s, g in enumerate(groups):
        for j, tax in enumerate(inst.table.taxonomies):
            leaves = inst.table.leaves[g.tuples, j]
            for child in tax.children[g.combination[j]]:
                below = (tax.tin[leaves] >= tax.tin[child]) & (tax.tin[leaves] < tax.tout[child])
                if inst.k <= g.counts[below].sum() < g.size:
                    expected.add((s, j, int(child)))
    assert set(zip(found.group.tolist(), found.attribute.tolist(), found.child.tolist())) == expected
    for c, (s, j, child) in enumerate(zip(found.group.tolist(), found.attribute.tolist(), found.child.tolist())):
        g, tax = groups[s], inst.table.taxonomies[j]
        leaves = inst.table.leaves[rec.tuples[found.leaving[c]], j]
        assert (rec.group[found.leaving[c]] == s).all()
        assert not ((tax.tin[leaves] >= tax.tin[child]) & (tax.tin[leaves] < tax.tout[child])).any()
        assert rec.counts[found.leaving[c]].sum() == g.size - sum(
            int(n) for t, n in zip(g.tuples, g.counts) if tax.tin[child] <= tax.tin[inst.table.leaves[t, j]] < tax.tout[child]
        )
        arrivals: dict[int, object] = {}
        for e, d in zip(found.leaving[c].tolist(), found.target[c].tolist()):
            t, n = int(rec.tuples[e]), int(rec.counts[e])
            added = [with_records(pricer, other, t, n).cost - other.cost for x, other in enumerate(groups) if x != s]
            assert d != s and with_records(pricer, groups[d], t, n).cost - groups[d].cost <= min(added) + TOL
            arrivals[d] = with_records(pricer, arrivals.get(d, groups[d]), t, n)
        leaving = set(rec.tuples[found.leaving[c]].tolist())
        keep = np.array([t not in leaving for t in g.tuples.tolist()])
        kept = pricer.column(g.tuples[keep], g.counts[keep])
        rebuilt = g.cost - kept.cost - sum(new.cost - groups[d].cost for d, new in arrivals.items())
        assert abs(found.gain[c] - rebuilt) < TOL, (found.gain[c], rebuilt)
        assert sorted(found.destinations[c].tolist()) == sorted(arrivals)
        EJECTED.append(bool(found.gain[c] > TOL))


def test_every_ejection_is_found_and_gains_what_it_reports():
    EJECTED.clear()
    check_every_ejection_is_found_and_gains_what_it_reports()
    print(len(EJECTED), sum(EJECTED))
    assert len(EJECTED) >= 200 and 50 <= sum(EJECTED) <= len(EJECTED) - 10, (len(EJECTED), sum(EJECTED))
