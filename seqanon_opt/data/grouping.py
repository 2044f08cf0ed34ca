"""Rows as combinations of small integer codes: one int64 key per row, and dense ids.

Grouping a million rows by several coded columns is the inner step of every
greedy solver. A mixed-radix key turns the combination into one int64, and a
hash factorization (pandas.factorize) numbers the distinct keys; no 2-D sort.
:func:`group_rows` / :func:`group_sizes` also count the keys densely (one
``numpy.bincount``) when the key space is small, and read each group's values
back from its key; :func:`column_codes` turns a table's column (a Categorical's
codes, else hashed values) into such codes.
"""

from __future__ import annotations

from collections.abc import Sequence

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


_DENSE_LIMIT = 1 << 25  # largest key space counted in a dense array (two int64 arrays of this size)


def column_codes(column: pd.Series) -> tuple[np.ndarray, int]:
    """Integer codes ``0..r-1`` of a column's cells and ``r``: equal cells get equal codes.

    A Categorical gives its codes (categories are distinct, so codes and cells match one to one; a
    missing cell, code -1, becomes the extra code ``r - 1``); any other column is hashed
    (``pandas.factorize`` with missing cells as one value, as ``groupby(dropna=False)`` groups them).
    """
    if isinstance(column.dtype, pd.CategoricalDtype):
        codes = column.cat.codes.to_numpy()
        radix = len(column.cat.categories)
        if len(codes) and codes.min() < 0:
            codes = np.where(codes < 0, radix, codes)
            radix += 1
        return codes, max(radix, 1)
    codes, uniques = pd.factorize(column, use_na_sentinel=False)
    return codes.astype(np.int64, copy=False), max(len(uniques), 1)


def frame_codes(frame: pd.DataFrame, columns: Sequence[str]) -> tuple[list[np.ndarray], list[int]]:
    """:func:`column_codes` of each of ``columns`` of ``frame``: (codes, radices)."""
    pairs = [column_codes(frame[c]) for c in columns]
    return [p[0] for p in pairs], [p[1] for p in pairs]


def _dense_key(columns: Sequence[np.ndarray], radices: Sequence[int], n: int) -> np.ndarray:
    """Mixed-radix key (first column most significant), built in place; the radix product must fit int64."""
    key = np.zeros(n, dtype=np.int64)
    for col, radix in zip(columns, radices):
        np.multiply(key, int(radix), out=key)
        np.add(key, col, out=key, casting="unsafe")
    return key


def _key_space(radices: Sequence[int]) -> int:
    space = 1
    for radix in radices:
        space *= int(radix)
    return space


def _decode(keys: np.ndarray, radices: Sequence[int]) -> list[np.ndarray]:
    """Each column's value of mixed-radix ``keys`` (as :func:`_dense_key` packs them)."""
    values, rest = [], np.asarray(keys, dtype=np.int64)
    for radix in reversed(radices):
        values.append(rest % int(radix))
        rest = rest // int(radix)
    return values[::-1]


def group_sizes(columns: Sequence[np.ndarray], radices: Sequence[int], n: int | None = None) -> np.ndarray:
    """The number of rows of each distinct combination of values (codes as in :func:`pack_keys`), in an
    unspecified order: one ``numpy.bincount`` of the packed keys when the key space (the product of the
    radices) has at most ``_DENSE_LIMIT`` values, else a hash count of them (``pandas.factorize``)."""
    return group_rows(columns, radices, n, values=False)[1]


def group_rows(
    columns: Sequence[np.ndarray],
    radices: Sequence[int],
    n: int | None = None,
    *,
    fill: tuple[np.ndarray, Sequence[int]] | None = None,
    values: bool = True,
) -> tuple[np.ndarray | None, np.ndarray, list[np.ndarray]]:
    """Group the rows by their combination of values (codes as in :func:`pack_keys`).

    Returns (group id of each row, 0..G-1; the size of each group; per column, each group's value).
    ``fill = (mask, row)``: the rows of ``mask`` count as holding the values ``row`` instead of theirs.
    ``values=False`` skips the ids and the values (returns None and []), for counting alone.
    The key space (product of the radices) decides how: at most ``_DENSE_LIMIT`` values, one
    ``numpy.bincount`` of the packed keys (groups in key order); below 2**62, ``pandas.factorize`` of
    the packed keys (groups in order of first appearance, as also from :func:`row_ids`); beyond, the
    keys of :func:`pack_keys`.
    """
    radices = [int(r) for r in radices]
    length = len(columns[0]) if len(columns) else (n or 0)
    if length == 0:
        return (
            (np.zeros(0, dtype=np.int64) if values else None),
            np.zeros(0, dtype=np.int64),
            [np.zeros(0, np.int64) for _ in columns] if values else [],
        )
    space = _key_space(radices)
    if space >= _LIMIT:  # rare: densified keys (pack_keys), values read at each group's first row
        if fill is not None:
            columns = [np.where(fill[0], v, col) for col, v in zip(columns, fill[1])]
        ids = pd.factorize(pack_keys(columns, radices, length), sort=False)[0].astype(np.int64)
        sizes = np.bincount(ids)
        if not values:
            return None, sizes, []
        first = np.empty(len(sizes), dtype=np.int64)
        first[ids[::-1]] = np.arange(length - 1, -1, -1)
        return ids, sizes, [np.asarray(col, dtype=np.int64)[first] for col in columns]
    key = _dense_key(columns, radices, length)
    if fill is not None:
        key[np.asarray(fill[0], dtype=bool)] = _dense_key([np.array([v]) for v in fill[1]], radices, 1)[0]
    if space <= _DENSE_LIMIT:
        counts = np.bincount(key, minlength=1)
        present = np.flatnonzero(counts)
        if not values:
            return None, counts[present], []
        lookup = np.zeros(len(counts), dtype=np.int64)
        lookup[present] = np.arange(len(present))
        return lookup[key], counts[present], _decode(present, radices)
    ids, uniques = pd.factorize(key, sort=False)
    ids = ids.astype(np.int64, copy=False)
    sizes = np.bincount(ids, minlength=len(uniques))
    return (ids, sizes, _decode(uniques, radices)) if values else (None, sizes, [])
