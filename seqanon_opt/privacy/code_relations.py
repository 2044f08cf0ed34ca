"""Relational steps (distinct, inner join, grouped sum) on integer-coded columns, in numpy.

A relation here is a dict of column name -> int64 array, all of one length: the verifier's join checks
(:mod:`.xy_grouped`) reduce releases to such codes and then only join and aggregate them. pandas' merge and
group-by cost a few milliseconds a call on tables of any size, which dominated the checks on the small
tables of the brute-force tests; these cost tens of microseconds there and scale as a sort on large ones.

Every step keeps pandas' order: ``distinct`` and ``sum_by`` list rows in order of first appearance (as
``drop_duplicates`` and ``groupby(sort=False)``), ``join`` lists the left rows in order and, under each, its
matches in the right relation's order (as an inner ``merge``).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

Relation = dict[str, np.ndarray]


def factor(values: np.ndarray | pd.Series) -> tuple[np.ndarray, int]:
    """Integer codes in order of first appearance (a missing value is one more value) and their count."""
    codes, uniques = pd.factorize(values, use_na_sentinel=False)
    return codes.astype(np.int64), len(uniques)


def combine(columns: Sequence[tuple[np.ndarray, int]], n: int) -> tuple[np.ndarray, int]:
    """Codes of the combinations of several coded columns ``(codes, cardinality)`` of length ``n``, in order of
    first appearance (mixed radix, re-factorized whenever the radix would overflow int64, and at the end)."""
    out, size = np.zeros(n, dtype=np.int64), 1
    for codes, card in columns:
        card = max(card, 1)
        if size * card >= 2**62:
            out, size = factor(out)
        out, size = out * card + codes, size * card
    return factor(out)


def length(rel: Relation) -> int:
    """The number of rows of ``rel``."""
    return len(next(iter(rel.values()))) if rel else 0


def _row_codes(rel: Relation, by: Sequence[str]) -> tuple[np.ndarray, int]:
    return combine([factor(rel[c]) for c in by], length(rel))


def _firsts(codes: np.ndarray, count: int) -> np.ndarray:
    """The first row of every code, codes being in order of first appearance."""
    first = np.full(count, len(codes), dtype=np.int64)
    np.minimum.at(first, codes, np.arange(len(codes), dtype=np.int64))
    return first


def distinct(rel: Relation, by: Sequence[str]) -> Relation:
    """The distinct rows of ``rel`` on the columns ``by`` (``drop_duplicates``)."""
    codes, count = _row_codes(rel, by)
    first = _firsts(codes, count)
    return {c: rel[c][first] for c in by}


def _totals(rel: Relation, by: Sequence[str], values: np.ndarray, name: str) -> Relation:
    """Per distinct row of ``by`` the sum of ``values`` (one per row), as a column ``name``."""
    codes, count = _row_codes(rel, by)
    sums = np.zeros(count, dtype=np.int64)
    np.add.at(sums, codes, values.astype(np.int64))
    first = _firsts(codes, count)
    return {**{c: rel[c][first] for c in by}, name: sums}


def sum_by(rel: Relation, by: Sequence[str], value: str) -> Relation:
    """Per distinct row of ``by`` the sum of the column ``value`` (``groupby(by, sort=False)[value].sum()``)."""
    return _totals(rel, by, rel[value], value)


def count_by(rel: Relation, by: Sequence[str], name: str) -> Relation:
    """Per distinct row of ``by`` the number of rows holding it (``groupby(by, sort=False).size()``), as a
    column ``name``."""
    return _totals(rel, by, np.ones(length(rel), dtype=np.int64), name)


def join(left: Relation, right: Relation, on: Sequence[str], right_on: Sequence[str] | None = None) -> Relation:
    """The inner join of ``left`` and ``right`` matching ``left[on[j]] == right[right_on[j]]`` (default
    ``right_on = on``), as ``left.merge(right, left_on=on, right_on=right_on)``: a key column named alike on
    both sides appears once; any other column must not be on both sides."""
    right_on = list(on if right_on is None else right_on)
    if len(right_on) != len(on):
        raise ValueError(f"join: {len(on)} left keys against {len(right_on)} right keys")
    once = {r for l, r in zip(on, right_on) if l == r}
    shared = (set(left) & set(right)) - once
    if shared:
        raise ValueError(f"join: columns {sorted(shared)} are on both sides")
    n_left = length(left)
    keys = [factor(np.concatenate([left[l], right[r]])) for l, r in zip(on, right_on)]
    codes, _ = combine(keys, n_left + length(right))
    left_key, right_key = codes[:n_left], codes[n_left:]
    order = np.argsort(right_key, kind="stable")
    ordered = right_key[order]
    low = np.searchsorted(ordered, left_key, "left")
    matches = np.searchsorted(ordered, left_key, "right") - low
    left_rows = np.repeat(np.arange(n_left, dtype=np.int64), matches)
    starts = np.cumsum(matches) - matches  # where each left row's matches begin in the output
    right_rows = order[np.repeat(low - starts, matches) + np.arange(int(matches.sum()), dtype=np.int64)]
    return _take(left, right, left_rows, right_rows, once)


def cross(left: Relation, right: Relation) -> Relation:
    """Every row of ``left`` with every row of ``right``, left-major (``merge(how="cross")``)."""
    n_left, n_right = length(left), length(right)
    left_rows = np.repeat(np.arange(n_left, dtype=np.int64), n_right)
    right_rows = np.tile(np.arange(n_right, dtype=np.int64), n_left)
    return _take(left, right, left_rows, right_rows, set())


def _take(left: Relation, right: Relation, left_rows: np.ndarray, right_rows: np.ndarray, once: set) -> Relation:
    out = {c: v[left_rows] for c, v in left.items()}
    out.update({c: v[right_rows] for c, v in right.items() if c not in once})
    return out


def select(rel: Relation, rows: np.ndarray) -> Relation:
    """The rows ``rows`` (positions or a boolean mask) of ``rel``."""
    return {c: v[rows] for c, v in rel.items()}


def concat(first: Relation, second: Relation) -> Relation:
    """The rows of ``first``, then those of ``second`` (the same columns)."""
    return {c: np.concatenate([first[c], second[c]]) for c in first}
