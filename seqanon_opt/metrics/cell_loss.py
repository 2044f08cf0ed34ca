"""Per-cell information loss of generalizing a value to a taxonomy node.

Each function returns one loss per cell, vectorised over a column of
generalized node ids ``nodes`` and the original leaf ids ``leaves``. A table's
loss is the sum over all QI cells (Shmueli-Tassa et al. section 5.2).

* LM, the loss metric (Iyengar 2002; Shmueli-Tassa eq. in section 5.2):
  ``(|v| - 1) / (|A| - 1)`` where |v| is the number of leaves below v and
  |A| the number of leaves of the whole taxonomy (so ARX's age tree, with
  leaves 1..100, has |A| = 100 whatever the data holds).
* EM, the entropy measure (Gionis-Tassa 2009; Shmueli-Tassa section 5.2):
  ``H(v) = -sum_l q_l log2 q_l`` with ``q_l = p_l / sum_{l' under v} p_l'``
  and p_l the frequency of leaf l in the original column.
* distortion (Wang-Fung 2006 section 6; Sweeney 2002): categorical, one unit
  per level climbed, ``depth(leaf) - depth(v)``; continuous (interval
  taxonomies), ``(b - a) / (f2 - f1)`` for the interval [a, b) of v over the
  attribute's full range [f1, f2).
"""

from __future__ import annotations

import numpy as np

from ..data.taxonomy import Taxonomy


def lm_node_loss(tax: Taxonomy) -> np.ndarray:
    """LM loss of each node: (leaves(v) - 1) / (leaves(root) - 1); 0 for a one-leaf tree."""
    denominator = tax.n_leaves - 1
    if denominator == 0:
        return np.zeros(tax.n_nodes)
    return (tax.leaf_count - 1) / denominator


def em_node_loss(tax: Taxonomy, column_leaves: np.ndarray) -> np.ndarray:
    """EM loss of each node: the entropy of the column's leaf distribution below it (bits)."""
    return em_node_loss_from_counts(tax, np.bincount(column_leaves, minlength=tax.n_nodes))


def em_node_loss_from_counts(tax: Taxonomy, leaf_counts: np.ndarray) -> np.ndarray:
    """:func:`em_node_loss` from the column's number of records per node (``leaf_counts``, n_nodes long)."""
    counts = np.asarray(leaf_counts).astype(float)
    order = np.argsort(tax.tin)  # pre-order: the leaves below v are a contiguous slice
    leaf_mass = counts[order]
    plogp = np.where(leaf_mass > 0, leaf_mass * np.log2(np.where(leaf_mass > 0, leaf_mass, 1)), 0.0)
    mass_prefix = np.concatenate([[0.0], np.cumsum(leaf_mass)])
    plogp_prefix = np.concatenate([[0.0], np.cumsum(plogp)])
    total = mass_prefix[tax.tout] - mass_prefix[tax.tin]
    weighted = plogp_prefix[tax.tout] - plogp_prefix[tax.tin]
    # H = log2(M) - (1/M) sum m_l log2 m_l, with M the mass below v
    with np.errstate(divide="ignore", invalid="ignore"):
        entropy = np.where(
            total > 0, np.log2(np.where(total > 0, total, 1)) - weighted / np.where(total > 0, total, 1), 0.0
        )
    entropy[tax.leaf_count == 1] = 0.0  # exactly: a single leaf carries no uncertainty
    return np.maximum(entropy, 0.0)


def distortion_cell_loss(tax: Taxonomy, nodes: np.ndarray, leaves: np.ndarray) -> np.ndarray:
    """Distortion of each cell: levels climbed, or interval width over the range."""
    if tax.bounds is not None:  # numeric (tax.is_numeric)
        low, high = tax.bounds[tax.root]
        span = high - low
        if span == 0:
            return np.zeros(len(nodes))
        width = tax.bounds[nodes, 1] - tax.bounds[nodes, 0]
        return width / span
    return (tax.depth[leaves] - tax.depth[nodes]).astype(float)


def distortion_node_loss(tax: Taxonomy, leaf_counts: np.ndarray) -> np.ndarray | None:
    """The distortion of a cell as a function of its node alone, when it is one (else None):
    continuous, ``(b - a) / (f2 - f1)`` of each node; categorical, when every leaf the column holds
    (``leaf_counts``: its number of records per node) lies at one depth d, ``d - depth(v)``. Indexed by node, it
    gives the values of
    :func:`distortion_cell_loss` (the same operations on the same numbers)."""
    if tax.bounds is not None:  # numeric (tax.is_numeric)
        low, high = tax.bounds[tax.root]
        span = high - low
        if span == 0:
            return np.zeros(tax.n_nodes)
        return (tax.bounds[:, 1] - tax.bounds[:, 0]) / span
    depths = tax.depth[np.flatnonzero(leaf_counts)]
    if len(depths) and (depths != depths[0]).any():
        return None
    return (int(depths[0] if len(depths) else 0) - tax.depth).astype(float)


def cell_loss(metric: str, tax: Taxonomy, nodes: np.ndarray, leaves: np.ndarray) -> np.ndarray:
    """Loss of each cell under ``metric`` ('LM', 'EM' or 'distortion')."""
    if metric == "LM":
        return lm_node_loss(tax)[nodes]
    if metric == "EM":
        return em_node_loss(tax, leaves)[nodes]
    if metric == "distortion":
        return distortion_cell_loss(tax, nodes, leaves)
    raise ValueError(f"{metric!r} is not a per-cell metric")


def cell_loss_by_step(metric: str, tax: Taxonomy, column_leaves: np.ndarray) -> np.ndarray:
    """``C[v, j]``: the loss of publishing a value at node v as v's j-th ancestor (clamped at the root).

    Row v of a leaf lists the loss of every generalization of that leaf, from
    itself (j = 0) to the root; ``column_leaves`` gives EM its distribution.
    """
    from ..data.taxonomy import ancestor_table

    steps = ancestor_table(tax)
    nodes = np.arange(tax.n_nodes)
    if metric == "LM":
        return lm_node_loss(tax)[steps]
    if metric == "EM":
        return em_node_loss(tax, column_leaves)[steps]
    if metric == "distortion":
        return np.column_stack([distortion_cell_loss(tax, steps[:, j], nodes) for j in range(steps.shape[1])])
    raise ValueError(f"{metric!r} is not a per-cell metric")
