"""k-anonymity (Samarati-Sweeney): every group of equal QI values has >= k records.

Checked on the release's own labels. Rows missing from the release count as
suppressed; at most ``max_suppressed`` may be.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

from ..requirements import KAnonymity
from .checks import Check
from .keys import dense, lex_key

WORST = 5


def group_sizes(release: pd.DataFrame, columns: list[str], weight: np.ndarray | None = None) -> pd.Series:
    """Size of every group of equal values on ``columns``, smallest first.

    ``weight`` (records per row): a group's size is ``sum`` of its rows' weights.
    """
    if release.empty:
        return pd.Series(dtype="int64")
    if weight is None:
        return release.groupby(columns, sort=False, dropna=False).size().sort_values(kind="stable")
    weights = pd.Series(np.asarray(weight, np.int64), index=release.index)
    return weights.groupby([release[c] for c in columns], sort=False, dropna=False).sum().sort_values(kind="stable")


def coded_group_sizes(
    codes: Mapping[str, np.ndarray],
    labels: Mapping[str, np.ndarray],
    columns: list[str],
    units: tuple[np.ndarray, np.ndarray] | None = None,
) -> pd.Series:
    """:func:`group_sizes` from columns already factorized: ``codes[c]`` per row, ``labels[c]`` (text) per code.

    The same Series (groups keyed by their text, in order of first appearance,
    then stably by size) without hashing the rows again: each column's text
    is ranked once per distinct value, rows are grouped on the packed ranks.
    ``units`` (the first row and the row count of every distinct row of the
    codes) lets the grouping run on the distinct rows. For text labels
    without missing values (missing values would be keys of their own under
    ``dropna=False``).
    """
    n = len(codes[columns[0]]) if columns else 0
    if n == 0:
        return pd.Series(dtype="int64")
    if units is None:
        position, weight = np.arange(n, dtype=np.int64), None
    else:
        position, weight = units
    digits, values = [], []
    for column in columns:
        distinct, rank = np.unique(np.asarray(labels[column], dtype=object), return_inverse=True)
        digits.append(rank.reshape(-1)[codes[column][position] if units is not None else codes[column]])
        values.append(distinct)
    group, size = dense(*lex_key(digits, len(position)), len(position))
    counts = np.bincount(group, weights=weight, minlength=size).astype(np.int64)
    by_position = np.argsort(position, kind="stable") if units is not None else position
    first = np.empty(size, np.int64)  # the first row of every group (its first unit, in row order)
    first[group[by_position[::-1]]] = position[by_position[::-1]]
    unit_of_first = np.empty(size, np.int64)
    unit_of_first[group[by_position[::-1]]] = by_position[::-1]
    order = np.argsort(first, kind="stable")  # groupby(sort=False): order of first appearance
    order = order[np.argsort(counts[order], kind="stable")]
    keys = [v[d[unit_of_first[order]]] for v, d in zip(values, digits)]
    index = pd.MultiIndex.from_arrays(keys, names=columns) if len(columns) > 1 else pd.Index(keys[0], name=columns[0])
    return pd.Series(counts[order], index=index)


def check_k_anonymity(
    release: pd.DataFrame,
    requirement: KAnonymity,
    rows_in: int,
    sizes: pd.Series | None = None,
    weight: np.ndarray | None = None,
) -> Check:
    """Judge ``release`` (the published rows of a table of ``rows_in`` rows).

    ``sizes``: the release's :func:`group_sizes` on the quasi-identifiers, when
    the caller has them (:func:`coded_group_sizes`), else computed here.
    ``weight`` (records per row; ``rows_in`` then counts records): groups and
    suppressed records count by weight, ``suppressed = rows_in - sum(weight)``.
    """
    columns = list(requirement.quasi_identifiers)
    if sizes is None:
        sizes = group_sizes(release, columns, weight)
    suppressed = rows_in - (len(release) if weight is None else int(np.sum(weight, dtype=np.int64)))
    achieved = int(sizes.iloc[0]) if len(sizes) else None
    small = sizes[sizes < requirement.k]
    satisfied = small.empty and suppressed <= requirement.max_suppressed
    worst = [
        {"values": dict(zip(columns, key if isinstance(key, tuple) else (key,))), "size": int(n)}
        for key, n in small.head(WORST).items()
    ]
    detail = []
    if not small.empty:
        detail.append(f"{len(small)} group(s) smaller than k={requirement.k}")
    if suppressed > requirement.max_suppressed:
        detail.append(f"{suppressed} rows suppressed, budget {requirement.max_suppressed}")
    return Check(
        requirement.kind,
        requirement.parameters() | {"suppressed": suppressed},
        satisfied,
        achieved,
        worst,
        "; ".join(detail),
    )
