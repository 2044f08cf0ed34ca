"""Candidate groups of cut generalization: every node combination a cut can publish.

Under a cut, a record with leaves (l_1..l_q) is published as one node per
attribute on each leaf's root path. A *candidate group* is a combination
c = (c_1..c_q) of such nodes; its size n_c (records whose leaves all lie below
c) does not depend on the rest of the cut, which is what makes the
k-anonymity constraints of the cut model exact and local.

Sizes are anti-monotone downwards: if c' <= c node-wise, n_c' <= n_c.
"""

from __future__ import annotations

from itertools import product
from math import prod
from typing import Sequence

import numpy as np

from ...data.taxonomy import Taxonomy, ancestor_table
from ...errors import UnsupportedProblem


def combination_keys(nodes: np.ndarray, taxonomies: Sequence[Taxonomy]) -> np.ndarray:
    """Encode node combinations (rows of ``nodes``) as single int64 keys (mixed radix)."""
    key = np.zeros(len(nodes), dtype=np.int64)
    for j, tax in enumerate(taxonomies):
        key = key * tax.n_nodes + nodes[:, j]
    return key


def candidate_groups(leaf_columns: Sequence[np.ndarray], taxonomies: Sequence[Taxonomy],
                     max_rows: int = 20_000_000) -> tuple[np.ndarray, np.ndarray]:
    """All candidate groups with at least one record, and their sizes.

    Returns ``(nodes, sizes)``: ``nodes[g]`` is one node id per attribute.
    Work is |distinct leaf tuples| x prod(height_a + 1); UnsupportedProblem
    when that exceeds ``max_rows``.
    """
    leaves = np.column_stack(leaf_columns)
    tuples, counts = np.unique(leaves, axis=0, return_counts=True)
    chains = [ancestor_table(tax)[tuples[:, j]] for j, tax in enumerate(taxonomies)]
    n_steps = prod(c.shape[1] for c in chains)
    if n_steps * len(tuples) > max_rows:
        raise UnsupportedProblem(
            f"the explicit cut model would enumerate {n_steps * len(tuples):,} (tuple, group) pairs, "
            f"more than its limit of {max_rows:,}")
    tuple_ids = np.arange(len(tuples))
    blocks = [np.column_stack([tuple_ids] + [chains[j][:, s] for j, s in enumerate(steps)])
              for steps in product(*(range(c.shape[1]) for c in chains))]
    # root clamping repeats (tuple, group) pairs: count each tuple once per group
    pairs = np.unique(np.concatenate(blocks), axis=0)
    keys = combination_keys(pairs[:, 1:], taxonomies)
    uniq_keys, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    sizes = np.bincount(inverse.reshape(-1), weights=counts[pairs[:, 0]]).astype(np.int64)
    return pairs[first, 1:], sizes


def maximal_small_groups(nodes: np.ndarray, sizes: np.ndarray, k: int,
                         taxonomies: Sequence[Taxonomy]) -> np.ndarray:
    """Indices of groups smaller than k none of whose one-step parents is smaller than k.

    By anti-monotonicity every small group lies below one of these, so
    excluding these excludes all small groups.
    """
    keys = combination_keys(nodes, taxonomies)
    order = np.argsort(keys)
    sorted_keys, sorted_sizes = keys[order], sizes[order]
    small = np.flatnonzero(sizes < k)
    maximal = np.ones(len(small), dtype=bool)
    for j, tax in enumerate(taxonomies):
        lifted = nodes[small].copy()
        parent = tax.parent[lifted[:, j]]
        has_parent = parent >= 0
        lifted[:, j] = np.where(has_parent, parent, lifted[:, j])
        pos = np.searchsorted(sorted_keys, combination_keys(lifted, taxonomies))
        parent_size = sorted_sizes[np.minimum(pos, len(sorted_keys) - 1)]
        maximal &= ~(has_parent & (parent_size < k))
    return small[maximal]
