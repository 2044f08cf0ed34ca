"""The local search of ``colgen-cell`` (:mod:`seqanon_opt.solvers.colgen.local_search`) on random small tables.

From random releases (records shuffled and cut into groups of at least k) the search returns a release that
places every record once in groups of at least k, each published at its records' lowest common ancestors
(recomputed here from the taxonomies' ancestor lists), that costs no more than its start and no less than the
brute-force cell optimum (``tests/reference_cell.py``). Each neighbourhood saves exactly what it reports, and
the loss of a group without one of its tuples equals the group rebuilt without it.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference_cell import brute_force_cell
from test_colgen_cell import k_anonymity_table, load
from test_colgen_polish import placed_once_in_groups_of_k

from seqanon_opt.solvers.colgen import local_search
from seqanon_opt.solvers.colgen.groups import Grouping
from seqanon_opt.solvers.colgen.instance import grouping_instance
from seqanon_opt.solvers.colgen.local_search import Search, improve, lca_losses, loss_without
from seqanon_opt.solvers.colgen.pricing import Pricer
from seqanon_opt.solvers.cpsat.run import Budget

TOL = 1e-7
IMPROVED: list[bool] = []


def random_grouping(inst, pricer, seed: int) -> Grouping | None:
    """The records in a random order cut into groups of k to 2k - 1 (the last takes what is left)."""
    rng = np.random.default_rng(seed)
    records = rng.permutation(np.repeat(np.arange(inst.table.n_tuples), inst.table.weight))
    k = inst.k
    if len(records) < k:
        return None
    sizes = []
    left = len(records)
    while left >= 2 * k:
        size = int(rng.integers(k, min(2 * k, left - k + 1)))
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


def start_of(drawn, seed):
    spec, too_few = drawn
    problem = load(spec)
    inst = grouping_instance(problem, problem.requirements[0])
    pricer = Pricer(inst)
    start = None if too_few else random_grouping(inst, pricer, seed)
    return spec, inst, pricer, start


@settings(max_examples=300, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table(), seed=st.integers(0, 2**16))
def check_search_stays_a_release_between_its_start_and_the_optimum(drawn, seed):
    spec, inst, pricer, start = start_of(drawn, seed)
    optimum = brute_force_cell(spec)
    if start is None or optimum is None:
        return
    found = improve(inst, pricer, start, Budget(30.0, 60.0))
    again = improve(inst, pricer, start, Budget(30.0, 60.0))
    assert [g.key() for g in found.groups] == [g.key() for g in again.groups]  # deterministic
    assert improve(inst, pricer, start, Budget(0.0, 60.0)) is start  # no work, no search
    stopped = improve(inst, pricer, start, Budget(30.0, 60.0), deadline=0.0)  # the wall-clock safety net
    assert [g.key() for g in stopped.groups] == [g.key() for g in start.groups]
    assert placed_once_in_groups_of_k(inst, found), spec
    for group in found.groups:
        assert abs(group.cost - lca_cost(inst, group)) < TOL
    assert found.cost(inst) <= start.cost(inst) + TOL
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
    for step in (local_search.move_records, local_search.cut_groups, local_search.recut_pairs):
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
