"""Integer keys for tuples of columns, linear in the rows: presence tables over small ranges, hashing beyond.

Used by the verifier's matching (:mod:`seqanon_opt.privacy.matching`) and
group checks. Every key is ordered as the rows' value tuples are
(lexicographically), so ids numbered from keys follow the sorted values,
never the row order. A column is given as an integer per row, or as
``(code of every row, value of every code)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import numpy as np
import pandas as pd

RAW = 1 << 12  # columns whose values span fewer integers are folded in as they are
DENSE = 1 << 22  # key ranges up to max(4n, DENSE) are renumbered with a presence table, not by hashing


def limit(n: int) -> int:
    """The largest key range renumbered with a presence table for ``n`` rows (about 5 bytes per value)."""
    return max(4 * n, DENSE)


def digits(column: np.ndarray, n: int) -> tuple[np.ndarray, int]:
    """(rank of every row's value among the distinct values, in sorted order; number of values ranked).

    An order-preserving factorization: a presence table over the value range
    when it is small (no hashing, no sort of the rows), else ``pd.factorize``.
    """
    column = np.asarray(column)
    if column.dtype.kind not in "iu":
        column = column.astype(np.int64)
    lo, hi = int(column.min()), int(column.max())
    if lo == hi:
        return np.zeros(n, np.int64), 1
    if hi - lo < RAW:  # small range: the values themselves are digits (no ranking pass)
        return (column.astype(np.int64) - lo if lo else column), hi - lo + 1
    if hi - lo < limit(n):
        shifted = column.astype(np.int64) - lo if lo else column
        present = np.zeros(hi - lo + 1, bool)
        present[shifted] = True
        rank = np.cumsum(present, dtype=np.int64) - 1
        return rank[shifted], int(rank[-1]) + 1
    codes, uniques = pd.factorize(column.astype(np.int64), sort=True)
    return codes.astype(np.int64), max(len(uniques), 1)


def lex_key(columns: Sequence[np.ndarray], n: int) -> tuple[np.ndarray, int]:
    """(one int64 per row, ordered as the rows' value tuples are (lexicographically); a bound: key < bound).

    Equal tuples, equal keys. Each column is ranked in sorted order
    (:func:`digits`) and folded in mixed radix; the partial key is renumbered
    densely before its range grows beyond what a presence table covers.
    Constant columns add nothing.
    """
    key = np.zeros(n, np.int64)
    top = 1  # key < top
    if n == 0:
        return key, top
    for column in columns:
        ranks, base = digits(column, n)
        if base <= 1:
            continue
        if top > 1 and top * base > limit(n):
            key, top = dense(key, top, n)
        key = key * base + ranks if top > 1 else ranks.astype(np.int64)
        top *= base
    return key, top


def dense(key: np.ndarray, top: int, n: int) -> tuple[np.ndarray, int]:
    """``key`` renumbered 0.. in sorted order (equal keys, equal numbers), and the number of distinct keys."""
    if top <= limit(n):
        present = np.zeros(top, bool)
        present[key] = True
        rank = np.cumsum(present, dtype=np.int32 if top < 2**31 else np.int64)
        return rank[key].astype(np.int64) - 1, int(rank[-1])
    codes, uniques = pd.factorize(key, sort=True)
    return codes.astype(np.int64), max(len(uniques), 1)


def distinct(columns: Sequence[np.ndarray | Coded]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(tuple id of every row, a representative row of every tuple, count of every tuple).

    Tuple ids follow the sorted values, never the row order, so the flow graph
    (and the maximum flow found on it) is a function of the content alone.
    Linear in the rows: presence tables over small key ranges, hashing beyond.
    """
    n = len(columns[0][0] if isinstance(columns[0], tuple) else columns[0]) if columns else 0
    if n == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, np.int64)
    if any(isinstance(c, tuple) for c in columns):  # tuples of codes first, then of their values (few)
        plain = [c if isinstance(c, tuple) else (c, None) for c in columns]
        by_code, last, _ = distinct([codes for codes, _ in plain])
        values = [codes[last] if v is None else np.asarray(v)[codes[last]] for codes, v in plain]
        tuple_of_code, _, _ = distinct(values)
        inverse = tuple_of_code[by_code]
        size = int(tuple_of_code.max()) + 1
        representative = np.full(size, -1, np.int64)
        np.maximum.at(representative, tuple_of_code, last)  # the last row of every tuple, as below
        return inverse, representative, np.bincount(inverse, minlength=size).astype(np.int64)
    arrays = cast(Sequence[np.ndarray], columns)  # no column is Coded here (handled above)
    inverse, size = dense(*lex_key(arrays, n), n)
    counts = np.bincount(inverse, minlength=size).astype(np.int64)
    representative = np.empty(size, np.int64)
    representative[inverse] = np.arange(n, dtype=np.int64)
    return inverse, representative, counts


Coded = tuple[np.ndarray, np.ndarray]
"""A text column as (code of every row, text of every code): text work is done once per distinct value."""


def coded(values: np.ndarray | Coded) -> Coded:
    """``values`` (text of every row) as :data:`Coded`; a :data:`Coded` is returned as is."""
    if isinstance(values, tuple):
        return values
    codes, uniques = pd.factorize(np.asarray(values, dtype=object), use_na_sentinel=False)
    return codes, np.asarray(uniques, dtype=object).astype(str)


def joint_codes(left: np.ndarray | Coded, right: np.ndarray | Coded) -> tuple[np.ndarray, np.ndarray]:
    """Joint integer codes of two text columns (equal text, equal code; codes in sorted text order).

    Only the distinct values are compared as text.
    """
    (a, a_text), (b, b_text) = coded(left), coded(right)
    a_text, b_text = np.asarray(a_text).astype(str), np.asarray(b_text).astype(str)
    vocabulary = np.unique(np.concatenate([a_text, b_text]))
    return (
        np.searchsorted(vocabulary, a_text).astype(np.int64)[a],
        np.searchsorted(vocabulary, b_text).astype(np.int64)[b],
    )
