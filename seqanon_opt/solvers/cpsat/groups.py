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

from collections.abc import Callable, Sequence
from itertools import product
from math import prod

import numpy as np
import pandas as pd

from ...data.taxonomy import ancestor_table
from ..tuples import TupleTable, ancestor_at_depth, combination_keys


class GroupCounter:
    """Statistics of node combinations over one TupleTable: size n_c and, when the table
    carries a value per tuple, the number of distinct values and the weighted largest count."""

    def __init__(self, table: TupleTable, factor: np.ndarray | None = None) -> None:
        self.table = table
        self.factor = factor
        taxes = table.taxonomies
        radix = np.ones(len(taxes), dtype=np.int64)
        for j in range(len(taxes) - 2, -1, -1):
            radix[j] = radix[j + 1] * taxes[j + 1].n_nodes
        # key_part[j][:, d]: the key contribution of each tuple's a_j-ancestor at depth d
        self.key_part = [ancestor_at_depth(t)[table.leaves[:, j]] * radix[j] for j, t in enumerate(taxes)]
        self._by_depths: dict[tuple[int, ...], tuple[np.ndarray, ...]] = {}

    def tuple_keys(self, depths: Sequence[int]) -> np.ndarray:
        """The key of every tuple's combination of ancestors at ``depths``."""
        keys = self.key_part[0][:, depths[0]].copy()
        for j in range(1, len(depths)):
            keys += self.key_part[j][:, depths[j]]
        return keys

    def _index(self, depths: tuple[int, ...]) -> tuple[np.ndarray, ...]:
        """For one depth vector: sorted group keys, sizes, distinct values, weighted max (memoised)."""
        hit = self._by_depths.get(depths)
        if hit is None:
            # hashing (pandas factorize) beats sorting all tuples when groups are few
            codes, uniq = pd.factorize(self.tuple_keys(depths))
            weight = self.table.weight
            sizes = np.bincount(codes, weights=weight).astype(np.int64)
            distinct = np.zeros(len(uniq), dtype=np.int64)
            weighted = np.zeros(len(uniq))
            if self.table.value is not None:
                n_values = int(self.table.value.max()) + 1
                pair_codes, pairs = pd.factorize(codes.astype(np.int64) * n_values + self.table.value)
                pair_counts = np.bincount(pair_codes, weights=weight)
                group = pairs // n_values
                distinct = np.bincount(group, minlength=len(uniq)).astype(np.int64)
                if self.factor is not None:
                    np.maximum.at(weighted, group, pair_counts * self.factor[pairs % n_values])
            order = np.argsort(uniq)
            hit = (uniq[order], sizes[order], distinct[order], weighted[order])
            self._by_depths[depths] = hit
        return hit

    def _by_depth_vector(self, combos: np.ndarray):
        """Split ``combos`` by their vector of node depths: yield (rows, depth vector, keys)."""
        taxes = self.table.taxonomies
        depth = np.column_stack([t.depth[combos[:, j]] for j, t in enumerate(taxes)])
        keys = combination_keys(combos, taxes)
        vectors, which = np.unique(depth, axis=0, return_inverse=True)
        which = which.reshape(-1)
        for i, vector in enumerate(vectors):
            rows = np.flatnonzero(which == i)
            yield rows, tuple(int(d) for d in vector), keys[rows]

    @property
    def depth_vectors_seen(self) -> int:
        return len(self._by_depths)

    def stats(self, combos: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(size, distinct values, weighted largest count) of every row of ``combos``."""
        size = np.zeros(len(combos), dtype=np.int64)
        distinct = np.zeros(len(combos), dtype=np.int64)
        weighted = np.zeros(len(combos))
        for rows, depths, keys in self._by_depth_vector(combos):
            uniq, sizes, distincts, weighteds = self._index(depths)
            pos = np.minimum(np.searchsorted(uniq, keys), len(uniq) - 1)
            found = uniq[pos] == keys
            size[rows] = np.where(found, sizes[pos], 0)
            distinct[rows] = np.where(found, distincts[pos], 0)
            weighted[rows] = np.where(found, weighteds[pos], 0.0)
        return size, distinct, weighted

    def sizes(self, combos: np.ndarray) -> np.ndarray:
        """n_c of every row of ``combos`` (one node id per attribute)."""
        return self.stats(combos)[0]

    def tuples_below(self, combos: np.ndarray) -> list[np.ndarray]:
        """The distinct tuples below each combination (indices into the TupleTable)."""
        out: list[np.ndarray] = [np.zeros(0, dtype=np.int64)] * len(combos)
        for rows, depths, keys in self._by_depth_vector(combos):
            tuple_keys = self.tuple_keys(depths)
            order = np.argsort(tuple_keys, kind="stable")
            sorted_keys = tuple_keys[order]
            lo = np.searchsorted(sorted_keys, keys, side="left")
            hi = np.searchsorted(sorted_keys, keys, side="right")
            for r, a, b in zip(rows, lo, hi):
                out[r] = order[a:b]
        return out


def lift_violating_groups(
    counter: GroupCounter, combos: np.ndarray, violates: Callable[..., np.ndarray], order: Sequence[int]
) -> tuple[np.ndarray, np.ndarray]:
    """Lift each violating combination as far as it keeps violating, one attribute at a time.

    Attributes are lifted in ``order``, each as far as the lifted combination
    still violates. For k-anonymity (sizes only grow) an earlier attribute
    never becomes liftable again, so the result is maximal. Returns the
    lifted combinations and their sizes.
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
            stats = counter.stats(trial)
            ok = violates(*stats)
            combos[active[ok]] = trial[ok]
            sizes[active[ok]] = stats[0][ok]
            active = active[ok]
            active = active[parent[combos[active, j]] >= 0]
    return combos, sizes


def published_groups(table: TupleTable, cut_maps: Sequence[np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Under a cut: each tuple's published combination, its group index, and group sizes."""
    nodes = np.column_stack([cut_maps[j][table.leaves[:, j]] for j in range(len(cut_maps))])
    keys = combination_keys(nodes, table.taxonomies)
    _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    inverse = inverse.reshape(-1)
    sizes = np.bincount(inverse, weights=table.weight).astype(np.int64)
    return nodes[first], inverse, sizes


class ModelTooLarge(ValueError):
    """A model this solver would build is larger than its limit: the solve ends UNKNOWN, not refused."""


def all_candidate_groups(table: TupleTable, max_pairs: int = 2_000_000) -> np.ndarray:
    """Every node combination some tuple can be published as (one row per combination).

    Work is D x prod_a (height_a + 1); ModelTooLarge above ``max_pairs``.
    """
    chains = [ancestor_table(t)[table.leaves[:, j]] for j, t in enumerate(table.taxonomies)]
    steps = prod(c.shape[1] for c in chains)
    if steps * table.n_tuples > max_pairs:
        raise ModelTooLarge(
            f"the discernibility model enumerates {steps * table.n_tuples:,} candidate "
            f"groups, more than its limit of {max_pairs:,}"
        )
    blocks = [
        np.column_stack([chains[j][:, s] for j, s in enumerate(vector)])
        for vector in product(*(range(c.shape[1]) for c in chains))
    ]
    return np.unique(np.concatenate(blocks), axis=0)
