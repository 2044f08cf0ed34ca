"""Class entropy and information gain (Quinlan; Wang-Fung 2006 section 5.1).

``Ent(R) = -sum_c p_c log2 p_c`` over the class frequencies of records R.
``InfoGain(v) = Ent(T[v]) - sum_i |T[v_i]| / |T[v]| * Ent(T[v_i])`` for the
specialization of v into its children v_i. The class entropy of a generalized
table is the entropy of the class given the QI group,
``sum_G |G| / N * Ent(G)``: the information about the class that generalization
leaves unresolved (0 when every group is pure).

Every function takes an optional ``weight``: the records each row stands for (a weighted tuple
table, ``Problem.weight``); the class frequencies then count ``sum_i w_i`` instead of rows, so the
result equals that of the table with every row repeated ``w_i`` times.
"""

from __future__ import annotations

import numpy as np
import pandas as pd


def entropy(values: np.ndarray, weight: np.ndarray | None = None) -> float:
    """Shannon entropy in bits of the value distribution of ``values`` (each counted ``weight`` times)."""
    if len(values) == 0:
        return 0.0
    if weight is None:
        _, counts = np.unique(values, return_counts=True)
    else:
        _, inverse = np.unique(values, return_inverse=True)
        counts = np.bincount(inverse.reshape(-1), weights=weight)
        counts = counts[counts > 0]
        if not len(counts):
            return 0.0
    p = counts / counts.sum()
    return float(-(p * np.log2(p)).sum())


def group_entropy(partition: np.ndarray, class_values: np.ndarray, weight: np.ndarray | None = None) -> np.ndarray:
    """``Ent`` of the class within each group; indexed by the group ids of ``partition``.

    ``partition`` must hold ids 0..G-1 (as :func:`group_ids` returns them); ``weight``: records per row
    (the class counts of a group are ``sum_i w_i`` over its rows of that class).
    """
    partition = np.asarray(partition, dtype=np.int64).reshape(-1)
    cls, classes = pd.factorize(np.asarray(class_values))
    n_groups, n_classes = (int(partition.max()) + 1 if len(partition) else 0), len(classes)
    table = np.bincount(partition * n_classes + cls, weights=weight, minlength=n_groups * n_classes)
    table = table.reshape(n_groups, n_classes).astype(float)
    sizes = table.sum(axis=1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(table > 0, table / np.where(sizes > 0, sizes, 1), 1.0)
    return -(p * np.log2(p)).sum(axis=1)


def conditional_entropy(class_values: np.ndarray, partition: np.ndarray, weight: np.ndarray | None = None) -> float:
    """``sum_G |G|/N * Ent(class | G)`` for the groups G given by ``partition`` (|G|, N in records)."""
    n = len(class_values) if weight is None else float(np.sum(weight))
    if n == 0:
        return 0.0
    _, part = np.unique(partition, return_inverse=True)
    part = part.reshape(-1)
    sizes = np.bincount(part, weights=weight)
    return float((sizes * group_entropy(part, class_values, weight)).sum() / n)


def information_gain(class_values: np.ndarray, children: np.ndarray, weight: np.ndarray | None = None) -> float:
    """InfoGain of splitting records ``class_values`` into the groups ``children``."""
    return entropy(class_values, weight) - conditional_entropy(class_values, children, weight)
