"""The lowest common ancestors of sets of tuples by preorder rank (:func:`seqanon_opt.solvers.colgen.instance.set_lcas`)
and the cut memo of the local search, on random tables of 20-60 rows.

Every set of tuples gets the LCA that the taxonomies' parent links give (``lca_cost``: the common prefix of the
root-to-leaf paths); every cut's two sides (:func:`.local_search.side_loss`) the LM of the LCA of their tuples,
computed the same way; and a cut read from the memo is the one computed afresh.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_colgen_local_search import larger_table, lca_cost, start_of

from seqanon_opt.solvers.colgen.local_search import Search, best_cut, child_masks, cut, lca_losses, side_loss
from seqanon_opt.solvers.colgen.pricing import Column
from seqanon_opt.solvers.cpsat.run import Budget

TOL = 1e-9


def per_record(inst, tuples: np.ndarray) -> float:
    """LM of one record published at the LCA of ``tuples``, from the parent links."""
    return lca_cost(inst, Column((), tuples, np.ones(len(tuples), dtype=np.int64), 0.0)) / len(tuples)


@settings(max_examples=60, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=larger_table(), seed=st.integers(0, 2**16))
def test_set_lcas_and_cut_sides_match_the_parent_links(drawn, seed):
    _, inst, pricer, _ = start_of(drawn, seed)
    rng = np.random.default_rng(seed)
    n = inst.table.n_tuples
    search = Search(inst, pricer, lca_losses(inst), Budget(30.0, 60.0), [])
    for _ in range(10):
        tuples = np.sort(rng.choice(n, size=int(rng.integers(1, n + 1)), replace=False))
        counts = rng.integers(1, 4, size=len(tuples))
        column = pricer.column(tuples, counts)
        assert abs(column.cost - lca_cost(inst, column)) < TOL
        masks = child_masks(search, tuples, column.combination)
        if len(masks):
            sides = side_loss(search, tuples, masks)
            for mask, loss in zip(masks, sides):
                assert mask.any()
                assert abs(loss - per_record(inst, tuples[mask])) < TOL
        found = best_cut(search, tuples, counts)
        assert found is best_cut(search, tuples, counts)  # from the memo
        fresh = cut(search, tuples, counts)
        assert abs(found[0] - fresh[0]) < TOL
        assert [g.key() for g in found[1]] == [g.key() for g in fresh[1]]
        assert abs(found[0] - sum(g.cost for g in found[1])) < TOL
        assert sorted(np.concatenate([g.tuples for g in found[1]]).tolist()) == tuples.tolist()
