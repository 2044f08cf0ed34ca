"""Distinct QI tuples with multiplicities: the compact form every exact solver groups on.

A table with N rows but D distinct QI tuples is grouped once; every later
count is a weighted operation over D tuples instead of N rows (Adult: 30,162
rows, 18,109 distinct tuples over its 8 QIs).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy


@dataclass(frozen=True)
class TupleTable:
    """``leaves[t, j]``: leaf of attribute j in distinct tuple t; ``weight[t]``: its row count;
    ``row_tuple[i]``: the tuple of row i."""

    attributes: tuple[str, ...]
    taxonomies: tuple[Taxonomy, ...]
    leaves: np.ndarray
    weight: np.ndarray
    row_tuple: np.ndarray
    value: np.ndarray | None = None

    @property
    def n_tuples(self) -> int:
        return len(self.weight)


def tuple_table(
    attributes: Sequence[str],
    taxonomies: Sequence[Taxonomy],
    codes: Sequence[np.ndarray],
    value: np.ndarray | None = None,
    row_weight: np.ndarray | None = None,
) -> TupleTable:
    """Group the rows by their leaves on ``attributes`` (and by ``value``, a per-row code, when given);
    a tuple's weight counts row i ``row_weight[i]`` times (once when None: a weighted problem's rows are
    tuples standing for several records)."""
    stacked = np.column_stack([*codes, value] if value is not None else codes).astype(np.int64, copy=False)
    distinct, inverse, weight = unique_rows(stacked)
    if row_weight is not None:
        weight = np.bincount(inverse, weights=row_weight, minlength=len(distinct)).astype(np.int64)
    q = len(attributes)
    return TupleTable(
        tuple(attributes),
        tuple(taxonomies),
        distinct[:, :q],
        weight.astype(np.int64),
        inverse.reshape(-1),
        distinct[:, q] if value is not None else None,
    )


def unique_rows(stacked: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``np.unique(stacked, axis=0, return_inverse=True, return_counts=True)`` for non-negative integer
    columns, through one int64 key per row (mixed radix, the first column most significant, so the
    order is the same) when the key fits: a 1-D sort instead of a lexicographic one (Adult: 2 ms, not
    100 ms)."""
    if len(stacked) and stacked.min() >= 0:
        spans = [int(c) + 1 for c in stacked.max(axis=0)]
        if float(np.prod(np.array(spans, dtype=np.float64))) < 2.0**62:
            key = np.zeros(len(stacked), dtype=np.int64)
            for j, span in enumerate(spans):
                key = key * span + stacked[:, j]
            inverse, distinct = pd.factorize(key, sort=True)  # hashing, then sorting the distinct keys only
            counts = np.bincount(inverse, minlength=len(distinct))
            columns = np.empty((len(distinct), len(spans)), dtype=np.int64)
            rest = np.asarray(distinct, dtype=np.int64)
            for j in range(len(spans) - 1, -1, -1):
                rest, columns[:, j] = np.divmod(rest, spans[j])
            return columns, inverse.astype(np.int64), counts
    distinct, inverse, counts = np.unique(stacked, axis=0, return_inverse=True, return_counts=True)
    return distinct, inverse.reshape(-1), counts


def combination_keys(nodes: np.ndarray, taxonomies: Sequence[Taxonomy]) -> np.ndarray:
    """Encode node combinations (rows of ``nodes``) as one int64 each (mixed radix)."""
    key = np.zeros(len(nodes), dtype=np.int64)
    for j, tax in enumerate(taxonomies):
        key = key * tax.n_nodes + nodes[:, j]
    return key


def group_sizes(
    nodes: np.ndarray, weight: np.ndarray, taxonomies: Sequence[Taxonomy]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Group tuples by their published nodes.

    Returns ``(group_of_tuple, size_of_group, first_tuple_of_group)``.
    """
    keys = combination_keys(nodes, taxonomies)
    _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    inverse = inverse.reshape(-1)
    sizes = np.bincount(inverse, weights=weight).astype(np.int64)
    return inverse, sizes, first


def ancestor_at_depth(tax: Taxonomy) -> np.ndarray:
    """``A[v, d]``: the ancestor of node v at depth d; v itself when v is shallower than d.

    Publishing every leaf as ``A[leaf, d]`` is the depth-d cut (all nodes at
    depth d plus the shallower leaves), a valid cut of any tree.
    """
    height = tax.height
    table = np.empty((tax.n_nodes, height + 1), dtype=np.int64)
    table[:, height] = np.arange(tax.n_nodes)
    node = np.arange(tax.n_nodes)
    # walk each node up to the root; fill A[v, d] for d <= depth(v)
    current = node.copy()
    for d in range(height, -1, -1):
        deeper = tax.depth[current] > d
        current = np.where(deeper, tax.parent[current], current)
        table[:, d] = current
    return table
