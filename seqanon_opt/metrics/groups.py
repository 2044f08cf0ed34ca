"""Equivalence groups of a generalized table and the discernibility metric.

Discernibility (Bayardo-Agrawal 2005): every record is charged the size of its
group, ``DM = sum_E |E|^2``; a suppressed record is charged the table size N.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np


def group_ids(columns: Sequence[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Label rows by their combination of values; return (group id per row, group sizes)."""
    if not columns:
        n = 0
        return np.zeros(n, dtype=np.int64), np.zeros(0, dtype=np.int64)
    stacked = np.column_stack([np.asarray(c) for c in columns])
    _, inverse, sizes = np.unique(stacked, axis=0, return_inverse=True, return_counts=True)
    return inverse.reshape(-1), sizes


def discernibility_record_loss(generalized: Mapping[str, np.ndarray], suppressed: np.ndarray) -> np.ndarray:
    """Each record's discernibility charge: its group's size, or N when suppressed."""
    n = len(suppressed)
    kept = ~suppressed
    charge = np.full(n, float(n))
    if kept.any():
        ids, sizes = group_ids([col[kept] for col in generalized.values()])
        charge[kept] = sizes[ids]
    return charge
