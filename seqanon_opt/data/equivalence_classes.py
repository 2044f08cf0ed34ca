"""Equivalence classes of a table: each row's class id on some columns, the records of each class
(a weighted tuple table's rows count their weights), and taxonomy node ids of text labels."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from ..errors import SpecError
from .grouping import frame_codes, row_ids
from .taxonomy import Taxonomy


def class_ids(table: pd.DataFrame, columns: Sequence[str]) -> np.ndarray:
    """Each row's equivalence class id (0..J-1, in order of first appearance) on ``columns``; no column:
    one class. Cells are grouped by their codes (:func:`seqanon_opt.data.grouping.column_codes`: a
    Categorical's codes, else hashed values; a missing cell is one value), as
    ``table.groupby(columns, sort=False, dropna=False).ngroup()`` numbers them."""
    if len(table) == 0:
        return np.zeros(0, dtype=np.int64)
    if not columns:
        return np.zeros(len(table), dtype=np.int64)
    return row_ids(*frame_codes(table, list(columns)), n=len(table))


def records_per_id(ids: np.ndarray, weight: np.ndarray) -> np.ndarray:
    """``sum_i w_i`` over the rows of each id (exact int64 counts)."""
    return np.bincount(ids, weights=weight).round().astype(np.int64)


def node_ids(tax: Taxonomy, labels: np.ndarray, what: str, leaves_only: bool) -> np.ndarray:
    """Node ids of text labels (``*`` reads as the root); SpecError naming the first unknown one."""
    uniques, inverse = np.unique(labels.astype(str), return_inverse=True)
    root = int(np.flatnonzero(np.asarray(tax.parent) < 0)[0])
    ids = np.empty(len(uniques), dtype=np.int64)
    for i, label in enumerate(uniques):
        node = tax.index.get(label, root if label == "*" else None)
        if node is None or (leaves_only and tax.children[node]):
            kind = "a leaf" if leaves_only else "a node"
            raise SpecError(
                f"{what}: value is not {kind} of the taxonomy of '{tax.attribute}'", field=what, value=label
            )
        ids[i] = node
    return ids[inverse.reshape(-1)]


__all__ = ["class_ids", "node_ids", "records_per_id"]
