"""The closed combinations of ``colgen-cell``'s closing step (:mod:`seqanon_opt.solvers.colgen.closing`).

On the random small tables of ``test_colgen_cell``: ``closed_combinations`` returns exactly the lowest
common ancestors of every subset of the distinct tuples whose LCA covers at least k records, each with the
tuples below it, computed here by walking the taxonomies' parent links (no code shared with the solver).
That set holds the groups of every optimal release, which is what makes the closing MIP exact (its optimum
against the brute force: ``test_colgen_cell``)."""

from __future__ import annotations

from itertools import combinations

from hypothesis import HealthCheck, given, settings
from test_colgen_cell import k_anonymity_table, load

from seqanon_opt.solvers.colgen.closing import closed_combinations
from seqanon_opt.solvers.colgen.instance import grouping_instance
from seqanon_opt.solvers.colgen.pricing import Pricer


def _path(tax, leaf: int) -> list[int]:
    """The nodes from the root down to ``leaf``."""
    path = [int(leaf)]
    while int(tax.parent[path[-1]]) >= 0:
        path.append(int(tax.parent[path[-1]]))
    return path[::-1]


def _lca(tax, leaves: list[int]) -> int:
    paths = [_path(tax, leaf) for leaf in leaves]
    common = 0
    while all(len(p) > common and p[common] == paths[0][common] for p in paths):
        common += 1
    return paths[0][common - 1]


def lca_combinations_covering_k(inst) -> dict[tuple[int, ...], list[int]]:
    """The LCA of every subset of the distinct tuples whose combination covers at least k records, with the
    tuples below it (sorted), by walking parent links."""
    taxes, leaves, weight = inst.table.taxonomies, inst.table.leaves, inst.table.weight
    tuples = range(inst.table.n_tuples)
    found = {}
    for size in range(1, inst.table.n_tuples + 1):
        for subset in combinations(tuples, size):
            combo = tuple(_lca(tax, [leaves[t, j] for t in subset]) for j, tax in enumerate(taxes))
            below = [t for t in tuples if all(combo[j] in _path(tax, leaves[t, j]) for j, tax in enumerate(taxes))]
            if sum(int(weight[t]) for t in below) >= inst.k:
                found[combo] = below
    return found


@settings(max_examples=120, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table())
def test_closed_combinations_are_the_lcas_of_the_tuple_subsets_covering_k(drawn):
    spec, _ = drawn
    problem = load(spec)
    inst = grouping_instance(problem, problem.requirements[0])
    expected = lca_combinations_covering_k(inst)
    found = closed_combinations(inst, Pricer(inst))
    assert {c: sorted(ts.tolist()) for c, ts in found.items()} == expected
