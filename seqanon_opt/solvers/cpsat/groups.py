"""Sizes of candidate groups and their lifting, for the lazy cut model.

Under a cut, a row with leaves (l_1..l_q) is published as the combination of
its cut nodes c = (c_1..c_q). The size n_c of a *candidate group* c (the rows
whose leaves all lie below c) does not depend on the rest of the cut, which
makes the k-anonymity clauses of the cut model exact and local. Sizes are
anti-monotone: c' <= c node-wise implies n_c' <= n_c.

Counting is vectorised over the distinct QI tuples: every combination with the
same vector of node depths is counted from one group-by of the tuples'
ancestors at those depths, memoised per depth vector.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ..tuples import TupleTable, ancestor_at_depth, combination_keys


class GroupCounter:
    """n_c for batches of node combinations over one TupleTable."""

    def __init__(self, table: TupleTable) -> None:
        self.table = table
        self.depth_tables = [ancestor_at_depth(t) for t in table.taxonomies]
        self._by_depths: dict[tuple[int, ...], tuple[np.ndarray, np.ndarray]] = {}

    def _index(self, depths: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """For one depth vector: sorted group keys, their sizes, and the tuples of each group
        (``members[starts[g]:starts[g + 1]]``)."""
        hit = self._by_depths.get(depths)
        if hit is None:
            nodes = np.column_stack([self.depth_tables[j][self.table.leaves[:, j], d]
                                     for j, d in enumerate(depths)])
            keys = combination_keys(nodes, self.table.taxonomies)
            uniq, inverse = np.unique(keys, return_inverse=True)
            inverse = inverse.reshape(-1)
            members = np.argsort(inverse, kind="stable")
            starts = np.searchsorted(inverse[members], np.arange(len(uniq) + 1))
            hit = (uniq, np.bincount(inverse, weights=self.table.weight).astype(np.int64), members, starts)
            self._by_depths[depths] = hit
        return hit

    def _locate(self, combos: np.ndarray):
        """Yield (rows of combos, their depth vector's index, positions, found) per depth vector."""
        depth = np.column_stack([t.depth[combos[:, j]] for j, t in enumerate(self.table.taxonomies)])
        keys = combination_keys(combos, self.table.taxonomies)
        vectors, which = np.unique(depth, axis=0, return_inverse=True)
        which = which.reshape(-1)
        for i, vector in enumerate(vectors):
            rows = np.flatnonzero(which == i)
            index = self._index(tuple(int(d) for d in vector))
            pos = np.minimum(np.searchsorted(index[0], keys[rows]), len(index[0]) - 1)
            yield rows, index, pos, index[0][pos] == keys[rows]

    @property
    def depth_vectors_seen(self) -> int:
        return len(self._by_depths)

    def sizes(self, combos: np.ndarray) -> np.ndarray:
        """n_c of every row of ``combos`` (one node id per attribute)."""
        out = np.zeros(len(combos), dtype=np.int64)
        if len(combos):
            for rows, index, pos, found in self._locate(combos):
                out[rows] = np.where(found, index[1][pos], 0)
        return out

    def tuples_below(self, combos: np.ndarray) -> list[np.ndarray]:
        """The distinct tuples below each combination (indices into the TupleTable)."""
        out: list[np.ndarray] = [np.zeros(0, dtype=np.int64)] * len(combos)
        if len(combos):
            for rows, (_, _, members, starts), pos, found in self._locate(combos):
                for r, p, f in zip(rows, pos, found):
                    if f:
                        out[r] = members[starts[p]:starts[p + 1]]
        return out


def lift_small_groups(counter: GroupCounter, combos: np.ndarray, k: int,
                      order: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
    """Lift each small combination to a most general combination that is still smaller than k.

    Attributes are lifted one at a time in ``order``, each as far as the size
    stays below k. Lifting a later attribute only grows sizes, so an earlier
    attribute never becomes liftable again: the result is maximal. Returns
    the lifted combinations and their sizes.
    """
    combos = combos.copy()
    taxes = counter.table.taxonomies
    sizes = counter.sizes(combos)
    for j in order:
        parent = taxes[j].parent
        active = np.flatnonzero(parent[combos[:, j]] >= 0)
        while len(active):
            trial = combos[active].copy()
            trial[:, j] = parent[trial[:, j]]
            trial_sizes = counter.sizes(trial)
            ok = trial_sizes < k
            combos[active[ok]] = trial[ok]
            sizes[active[ok]] = trial_sizes[ok]
            active = active[ok]
            active = active[parent[combos[active, j]] >= 0]
    return combos, sizes


def published_groups(table: TupleTable, cut_maps: Sequence[np.ndarray]
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Under a cut: each tuple's published combination, its group index, and group sizes."""
    nodes = np.column_stack([cut_maps[j][table.leaves[:, j]] for j in range(len(cut_maps))])
    keys = combination_keys(nodes, table.taxonomies)
    _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    inverse = inverse.reshape(-1)
    sizes = np.bincount(inverse, weights=table.weight).astype(np.int64)
    return nodes[first], inverse, sizes
