"""Equivalence groups of a generalized table and the discernibility metric.

Discernibility (Bayardo-Agrawal 2005): every record is charged the size of its
group, ``DM = sum_E |E|^2``; a suppressed record is charged the table size N (sizes in records: a
row of a weighted tuple table counts its weight).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import pandas as pd


def group_ids(columns: Sequence[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Label rows by their combination of values; return (group id per row, group sizes)."""
    if not columns:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    # one column at a time: combine the ids so far with the next column's codes and re-number by
    # hashing (pandas.factorize), so the combined key never overflows; ids follow first appearance
    ids = np.zeros(len(columns[0]), dtype=np.int64)
    n_ids = 1
    for column in columns:
        codes, uniques = pd.factorize(np.asarray(column))
        ids, labels = pd.factorize(ids * len(uniques) + codes)
        n_ids = len(labels)
    return ids.astype(np.int64), np.bincount(ids, minlength=n_ids).astype(np.int64)


def discernibility_record_loss(
    generalized: Mapping[str, np.ndarray], suppressed: np.ndarray, weight: np.ndarray | None = None
) -> np.ndarray:
    """Each record's discernibility charge: its group's size, or N when suppressed. ``weight``: records
    per row (a tuple table); sizes and N then count records, ``sum_i w_i``."""
    n = len(suppressed) if weight is None else float(np.sum(weight))
    kept = ~suppressed
    charge = np.full(len(suppressed), float(n))
    if kept.any():
        ids, sizes = group_ids([col[kept] for col in generalized.values()])
        if weight is not None:
            sizes = np.bincount(ids, weights=np.asarray(weight)[kept], minlength=len(sizes))
        charge[kept] = sizes[ids]
    return charge
