"""Rows as combinations of small integer codes: one int64 key per row, and dense ids.

Grouping a million rows by several coded columns is the inner step of every
greedy solver. A mixed-radix key turns the combination into one int64, and a
hash factorization (pandas.factorize) numbers the distinct keys; no 2-D sort.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import pandas as pd

_LIMIT = 1 << 62


def pack_keys(columns: Sequence[np.ndarray], radices: Sequence[int], n: int | None = None) -> np.ndarray:
    """Mixed-radix int64 key of each row of ``columns`` (``columns[j]`` holds values in ``0..radices[j]-1``).

    Equal rows get equal keys. When the radix product would overflow int64 the
    partial key is densified first (``pandas.factorize``), so any number of
    columns works. ``n`` gives the row count when there are no columns.
    """
    length = len(columns[0]) if len(columns) else (n or 0)
    key = np.zeros(length, dtype=np.int64)
    bound = 1
    for col, radix in zip(columns, radices):
        if bound * int(radix) >= _LIMIT:
            key = pd.factorize(key, sort=False)[0].astype(np.int64)
            bound = int(key.max()) + 1 if length else 1
        key = key * int(radix) + np.asarray(col, dtype=np.int64)
        bound *= int(radix)
    return key


def row_ids(columns: Sequence[np.ndarray], radices: Sequence[int], n: int | None = None) -> np.ndarray:
    """Id of each row's combination of values, numbered in order of first appearance."""
    return pd.factorize(pack_keys(columns, radices, n), sort=False)[0].astype(np.int64)
