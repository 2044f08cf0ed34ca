"""Per-node statistics of one attribute: what greedy generalization and specialization score on.

Both classic heuristics score a move on one attribute from counts that do not
depend on the other attributes (Wang-Yu-Chakraborty 2004 section 4: "any
metric on a single attribute (plus the class label) can be computed this
way"; Fung-Wang-Yu 2005 and Wang-Fung 2006 section 5.2 likewise):

* ``R_v``: the records whose value lies at or below node v;
* the class frequencies ``freq(R_v, cls)``;
* the information of the split of v into its children c:
  ``I(v) = Info(R_v) - sum_c |R_c| / |R_v| * Info(R_c)`` (the bottom-up paper's
  information loss I(G) of G: {c} -> v, and the top-down paper's InfoGain(v));
* the per-cell loss change ``sum_c |R_c| * (f(v) - f(c))`` where the metric's
  cell loss is ``f(published) - f(leaf)`` (LM, EM, distortion).

Taxonomy nodes are numbered in pre-order, so the records below v are the
leaves in ``[tin[v], tout[v])``: every statistic is one cumulative sum.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from ...data.grouping import pack_keys
from ...data.taxonomy import Taxonomy
from ...metrics.cell_loss import em_node_loss_from_counts, lm_node_loss
from ...problem import Problem


def node_totals(
    tax: Taxonomy,
    leaf_codes: np.ndarray,
    weight: np.ndarray | None = None,
    classes: np.ndarray | None = None,
    n_classes: int = 1,
) -> np.ndarray:
    """``counts[v, cls]``: weighted number of records at or below node v (per class when given).

    ``leaf_codes[i]`` is record i's leaf, ``classes[i]`` its class id in
    ``0..n_classes-1`` (all 0 when None), ``weight[i]`` its multiplicity.
    """
    weight = np.ones(len(leaf_codes)) if weight is None else np.asarray(weight, dtype=float)
    cls = np.zeros(len(leaf_codes), dtype=np.int64) if classes is None else np.asarray(classes, dtype=np.int64)
    at_position = np.zeros((tax.n_nodes, n_classes))
    np.add.at(at_position, (tax.tin[leaf_codes], cls), weight)
    prefix = np.vstack([np.zeros((1, n_classes)), np.cumsum(at_position, axis=0)])
    return prefix[tax.tout] - prefix[tax.tin]


def entropy_rows(counts: np.ndarray) -> np.ndarray:
    """``Info(R) = -sum_cls p log2 p`` for each row of class counts (0 for an empty row)."""
    totals = counts.sum(axis=1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(counts > 0, counts / np.where(totals > 0, totals, 1), 1.0)
    return -(p * np.log2(p)).sum(axis=1)


def split_information(tax: Taxonomy, class_counts: np.ndarray) -> np.ndarray:
    """``I(v) = Info(R_v) - sum_c |R_c|/|R_v| Info(R_c)`` for every inner node v (0 at leaves and empty nodes)."""
    info = entropy_rows(class_counts)
    size = class_counts.sum(axis=1)
    weighted_children = np.zeros(tax.n_nodes)
    for node in range(tax.n_nodes):
        if tax.children[node] and size[node] > 0:
            kids = np.asarray(tax.children[node])
            weighted_children[node] = (size[kids] * info[kids]).sum() / size[node]
    out = info - weighted_children
    out[[not k for k in tax.children]] = 0.0
    return np.maximum(out, 0.0)  # clamp float noise: I(v) >= 0 by concavity of entropy


def cell_potential(
    metric: str, tax: Taxonomy, column_leaves: np.ndarray, weight: np.ndarray | None = None
) -> np.ndarray:
    """``f(v)`` with cell loss ``f(published) - f(leaf)`` under ``metric`` ('LM', 'EM', 'distortion');
    EM's leaf distribution counts row i ``weight[i]`` times (once when None)."""
    if metric == "LM":
        return lm_node_loss(tax)
    if metric == "EM":
        return em_node_loss_from_counts(tax, np.bincount(column_leaves, weights=weight, minlength=tax.n_nodes))
    if metric == "distortion":
        if tax.bounds is not None:  # a numeric taxonomy (Taxonomy.is_numeric)
            low, high = tax.bounds[tax.root]
            span = high - low
            return np.zeros(tax.n_nodes) if span == 0 else (tax.bounds[:, 1] - tax.bounds[:, 0]) / span
        return -tax.depth.astype(float)
    raise ValueError(f"{metric!r} is not a per-cell metric")


def split_loss_change(tax: Taxonomy, sizes: np.ndarray, potential: np.ndarray) -> np.ndarray:
    """``sum_c |R_c| (f(v) - f(c))`` for every inner node v: the loss added by generalizing
    v's children to v, equally the loss removed by specializing v (0 at leaves)."""
    out = np.zeros(tax.n_nodes)
    for node in range(tax.n_nodes):
        if tax.children[node]:
            kids = np.asarray(tax.children[node])
            out[node] = (sizes[kids] * (potential[node] - potential[kids])).sum()
    return out


def static_gain(
    metric: str, tax: Taxonomy, codes: np.ndarray, classes: np.ndarray, n_classes: int, weight: np.ndarray | None = None
) -> np.ndarray:
    """Top-down's InfoGain(v) of every node of a fixed taxonomy: eq. 2 for class-entropy, else the loss decrease
    (row i counted ``weight[i]`` times, once when None)."""
    per_leaf = np.bincount(codes * n_classes + classes, weights=weight, minlength=tax.n_nodes * n_classes).astype(float)
    counts = node_totals(
        tax,
        np.repeat(np.arange(tax.n_nodes), n_classes),
        per_leaf,
        np.tile(np.arange(n_classes), tax.n_nodes),
        n_classes,
    )
    if metric == "class-entropy":
        return split_information(tax, counts)
    return split_loss_change(tax, counts.sum(axis=1), cell_potential(metric, tax, codes, weight))


def weighted_entropy(keys: np.ndarray, class_counts: np.ndarray) -> float:
    """``sum_p |p| Ent(p)`` over the parts p of the rows grouped by ``keys`` (rows: class counts)."""
    ids, uniques = pd.factorize(keys)
    per_part = np.zeros((len(uniques), class_counts.shape[1]))
    np.add.at(per_part, ids, class_counts)
    return float((per_part.sum(axis=1) * entropy_rows(per_part)).sum())


# ---------------------------------------------------------------------- the tuple table and I(G)
def group_rows(problem: Problem, attributes: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The distinct leaf tuples on ``attributes``: ``(leaves[t, j], weight[t], row_tuple[i])``, ``weight[t]``
    the records of tuple t (``sum_{i: row_tuple[i] = t} problem.weight[i]``, one per row when unweighted).

    One mixed-radix int64 key per row and a hash factorization (no 2-D unique).
    """
    taxes = [problem.taxonomies[a] for a in attributes]
    codes = [np.asarray(problem.codes[a], dtype=np.int64) for a in attributes]
    key = pack_keys(codes, [t.n_nodes for t in taxes], n=problem.n_rows)
    row_tuple, uniques = pd.factorize(key, sort=False)
    row_tuple = row_tuple.astype(np.int64)
    leaves = np.empty((len(uniques), len(attributes)), dtype=np.int64)
    for j, col in enumerate(codes):
        leaves[row_tuple, j] = col  # every row of a tuple holds the same leaves
    weight = np.bincount(row_tuple, weights=problem.weight, minlength=len(uniques)).astype(np.int64)
    return leaves, weight, row_tuple


def information_loss(
    problem: Problem, attributes: Sequence[str], leaves: np.ndarray, weight: np.ndarray, row_tuple: np.ndarray
) -> list[np.ndarray]:
    """``I[j][p]``: I(G) of G: children(p) -> p on attribute j (section 3), per the problem's objective."""
    taxes = [problem.taxonomies[a] for a in attributes]
    if problem.objective == "class-entropy":
        cls, labels = pd.factorize(problem.table[problem.class_attribute], sort=True)
        n_cls = max(len(labels), 1)
        pair = row_tuple * n_cls + cls.astype(np.int64)
        if len(weight) * n_cls <= 20_000_000:
            counts = np.bincount(pair, weights=problem.weight, minlength=len(weight) * n_cls)
            keys = np.flatnonzero(counts)
            counts = counts[keys]
        else:
            keys, inverse = np.unique(pair, return_inverse=True)
            counts = np.bincount(inverse.reshape(-1), weights=problem.weight, minlength=len(keys))
        tup, klass = keys // n_cls, keys % n_cls
        return [
            split_information(tax, node_totals(tax, leaves[tup, j], counts, klass, n_cls))
            for j, tax in enumerate(taxes)
        ]
    out = []
    for j, (attr, tax) in enumerate(zip(attributes, taxes)):
        sizes = node_totals(tax, leaves[:, j], weight)[:, 0]
        potential = cell_potential(problem.objective, tax, problem.codes[attr], problem.weight)
        out.append(split_loss_change(tax, sizes, potential))
    return out
