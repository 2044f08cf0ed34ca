"""The closed combinations of ``colgen-cell``'s closing step (:mod:`seqanon_opt.solvers.colgen.closing`).

On the random small tables of ``test_colgen_cell``: ``closed_combinations`` returns exactly the lowest
common ancestors of every subset of the distinct tuples whose LCA covers at least k records, each with the
tuples below it, computed here by walking the taxonomies' parent links (no code shared with the solver).
That set holds the groups of every optimal release, which is what makes the closing MIP exact (its optimum
against the brute force: ``test_colgen_cell``)."""

from __future__ import annotations

import math
from itertools import combinations

import numpy as np
from hypothesis import HealthCheck, given, settings
from test_colgen_cell import k_anonymity_table, load

from seqanon_opt.solvers.colgen.chunks import CHUNK_CLOSE_PAIRS, chunk_release
from seqanon_opt.solvers.colgen.closing import close_gap, closed_combinations
from seqanon_opt.solvers.colgen.generation import generate
from seqanon_opt.solvers.colgen.groups import Grouping
from seqanon_opt.solvers.colgen.instance import grouping_instance
from seqanon_opt.solvers.colgen.pricing import Pricer
from seqanon_opt.solvers.cpsat.run import Budget


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


@settings(max_examples=120, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table())
def test_closed_combinations_are_the_lcas_of_the_tuple_subsets_covering_k(drawn):
    spec, _ = drawn
    problem = load(spec)
    requirement = problem.requirements[0]
    inst = grouping_instance(problem, requirement)
    taxes, leaves, weight = inst.table.taxonomies, inst.table.leaves, inst.table.weight
    tuples = range(inst.table.n_tuples)
    expected = {}
    for size in range(1, inst.table.n_tuples + 1):
        for subset in combinations(tuples, size):
            combo = tuple(_lca(tax, [leaves[t, j] for t in subset]) for j, tax in enumerate(taxes))
            below = [t for t in tuples if all(combo[j] in _path(tax, leaves[t, j]) for j, tax in enumerate(taxes))]
            if sum(int(weight[t]) for t in below) >= requirement.k:
                expected[combo] = below
    found = closed_combinations(inst, Pricer(inst))
    assert {c: sorted(ts.tolist()) for c, ts in found.items()} == expected


def _tree(prefix: str, fanout: list[int]) -> dict:
    """A balanced taxonomy: ``fanout[d]`` children per node at depth d."""

    def below(label: str, depth: int):
        if depth == len(fanout):
            return label
        kids = [below(f"{label}.{i}", depth + 1) for i in range(fanout[depth])]
        return {label: kids} if depth else kids

    return {f"{prefix}*": below(prefix, 0)}


def _table(seed: int, rows: int, k: int):
    rng = np.random.default_rng(seed)
    trees = {"a": _tree("a", [2, 2, 2, 2]), "b": _tree("b", [2, 4]), "c": _tree("c", [3, 2])}
    leaves = {a: _leaf_labels(t) for a, t in trees.items()}
    data = [[str(rng.choice(leaves[a])) for a in trees] + ["1"] for _ in range(rows)]
    spec = {
        "name": "closing-chunk",
        "data": {"columns": [*trees, "s"], "rows": data},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s"},
        "taxonomies": {a: {"tree": t} for a, t in trees.items()},
        "requirements": [{"kind": "k-anonymity", "k": k}],
        "objective": "LM",
        "generalization": "cell",
    }
    return load(spec)


def _leaf_labels(tree) -> list[str]:
    if isinstance(tree, str):
        return [tree]
    if isinstance(tree, dict):
        return [leaf for sub in tree.values() for leaf in _leaf_labels(sub)]
    return [leaf for sub in tree for leaf in _leaf_labels(sub)]


ROWS, K = 24, 3


def test_a_chunk_is_released_at_its_proven_optimum():
    """``chunk_release`` closes a chunk whose closed model is small (at most ``CHUNK_CLOSE_PAIRS`` pairs) after
    its column generation: on random 24-row tables (k = 3; three QIs, taxonomies of 16, 8 and 6 leaves) its
    release from the whole table as one group costs the optimum the closing MIP proves alone with ample work
    (that MIP's exactness: ``test_colgen_cell``'s brute force)."""
    closed_better = 0
    for seed in range(6):
        problem = _table(seed, ROWS, K)
        inst = grouping_instance(problem, problem.requirements[0])
        pricer = Pricer(inst)
        whole = [pricer.column(np.arange(inst.table.n_tuples), inst.table.weight)]
        released = chunk_release(inst, whole, Budget.for_time_limit(20.0), 0, math.inf)
        start = Grouping(whole, np.zeros(inst.table.n_tuples, dtype=np.int64))
        below = closed_combinations(inst, pricer)
        assert sum(len(tuples) for tuples in below.values()) <= CHUNK_CLOSE_PAIRS  # so the chunk closes
        optimum, bound, proven = close_gap(inst, pricer, start, below, Budget.for_time_limit(300.0), 0)
        assert proven and abs(bound - optimum.cost(inst)) < 1e-6
        assert abs(released.cost(inst) - optimum.cost(inst)) < 1e-6, (seed, released.cost(inst), optimum.cost(inst))
        lp = generate(inst, Pricer(inst), whole, Budget.for_time_limit(20.0), 0)
        closed_better += lp.converged and optimum.cost(inst) > lp.bound + 1e-6
    assert closed_better  # some of these tables have an integrality gap: the LP alone would not prove them
