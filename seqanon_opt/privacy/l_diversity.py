"""l-diversity in its four variants (Machanavajjhala, Kifer, Gehrke, Venkitasubramaniam 2007).

Judged on the release's own labels: the groups are the rows with equal values
on the requirement's quasi-identifiers (a missing label is a value of its
own), whatever the row order; the sensitive values are the published labels.
With ``r_1 >= r_2 >= ... >= r_m`` the counts of the m values of a group of
``n`` rows, ``requirement.variant`` selects:

* ``frequency`` (kind ``l-diversity``): every count ``r_1 <= n / l``.
  ``achieved`` = ``min_groups n / r_1``, the largest l the release meets;
* ``distinct`` (section 3.2, "distinct l-diversity"): ``m >= l``.
  ``achieved`` = ``min_groups m``;
* ``entropy`` (Def. 4.1): ``H = -sum_s p_s ln p_s >= ln l``, ``p_s = r_s / n``.
  ``achieved`` = ``exp(min_groups H)``, the largest l the release meets;
* ``recursive`` (c,l) (Def. 4.2): ``r_1 < c (r_l + r_{l+1} + ... + r_m)``
  (strict; a group of fewer than l values breaks it). ``achieved`` =
  ``max_groups r_1 / (r_l + ... + r_m)`` (infinite when some group has fewer
  than l values): the release meets recursive (c,l)-diversity for exactly the
  c above it -- smaller is better here.

Derived float measures allow a slack of 1e-9 (``H >= ln l - 1e-9``,
``l r_1 <= n + 1e-9``); the recursive test on integer counts has none. Rows
missing from the release count as suppressed; more than ``max_suppressed``
fail the requirement. ``worst_groups`` lists up to five offending groups,
worst first, with their values, size and the measure that fails.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import SupportsFloat

import numpy as np
import pandas as pd

from ..requirements import LDiversity
from .checks import Check

WORST = 5
TOLERANCE = 1e-9


@dataclass(frozen=True)
class GroupCounts:
    """The sensitive histogram of every QI group of a release, as (group, value, count) pairs.

    Groups are numbered ``0 .. n_groups - 1``; the pairs are sorted by group then value code and
    ``starts[g]`` is the first pair of group g (every group has at least one pair).
    """

    first_row: np.ndarray  # per group: the position of one of its rows in the release
    size: np.ndarray  # per group: its number of rows
    group: np.ndarray  # per pair
    value: np.ndarray  # per pair: the value code
    count: np.ndarray  # per pair: how many rows of the group hold the value
    starts: np.ndarray  # per group: index of its first pair

    @property
    def n_groups(self) -> int:
        return len(self.size)

    def per_group_max(self, x: np.ndarray) -> np.ndarray:
        """The largest of ``x`` (one entry per pair) in every group."""
        return np.maximum.reduceat(x, self.starts) if len(x) else np.zeros(0)

    def per_group_sum(self, x: np.ndarray) -> np.ndarray:
        return np.bincount(self.group, weights=x, minlength=self.n_groups)


def group_counts(
    release: pd.DataFrame, columns: list[str], codes: np.ndarray, n_codes: int, weight: np.ndarray | None = None
) -> GroupCounts:
    """Histograms of the value ``codes`` (one per release row, ``0 <= code < n_codes``) in the QI groups.

    ``weight`` (records per row): sizes and counts are sums of the rows' weights.
    """
    if columns:
        gid = release.groupby(columns, sort=False, dropna=False).ngroup().to_numpy(np.int64)
    else:
        gid = np.zeros(len(release), dtype=np.int64)
    n_groups = int(gid.max()) + 1 if len(gid) else 0
    first_row = np.unique(gid, return_index=True)[1]
    n_codes = max(int(n_codes), 1)
    if weight is None:
        size = np.bincount(gid, minlength=n_groups)
        keys, count = np.unique(gid * n_codes + np.asarray(codes, np.int64), return_counts=True)
    else:
        weight = np.asarray(weight, np.int64)
        size = np.bincount(gid, weights=weight, minlength=n_groups).astype(np.int64)
        keys, pair = np.unique(gid * n_codes + np.asarray(codes, np.int64), return_inverse=True)
        count = np.bincount(pair.reshape(-1), weights=weight, minlength=len(keys)).astype(np.int64)
    group, value = keys // n_codes, keys % n_codes
    starts = np.flatnonzero(np.r_[True, group[1:] != group[:-1]]) if len(group) else np.zeros(0, np.int64)
    return GroupCounts(first_row, size, group, value, count, starts)


def python_value(v: object) -> object:
    """A cell as a plain Python value (JSON-friendly)."""
    if isinstance(v, np.generic):
        return v.item()
    if isinstance(v, float) and math.isnan(v):
        return None
    return v


def group_values(release: pd.DataFrame, columns: list[str], row: int) -> dict:
    """The QI values of the group of release row ``row``."""
    return {c: python_value(release[c].iloc[row]) for c in columns}


def suppression_outcome(
    requirement, rows_in: int, release: pd.DataFrame, weight: np.ndarray | None = None
) -> tuple[int, bool, str]:
    """(rows suppressed, within the budget, detail when not); ``weight``: records per release row."""
    suppressed = rows_in - (len(release) if weight is None else int(np.sum(weight, dtype=np.int64)))
    within = suppressed <= requirement.max_suppressed
    return suppressed, within, "" if within else f"{suppressed} rows suppressed, budget {requirement.max_suppressed}"


def finish(
    requirement,
    suppressed: int,
    within: bool,
    bad_count: int,
    what: str,
    achieved,
    worst: list[dict],
    budget_detail: str,
) -> Check:
    """The Check of a group requirement: satisfied when no group offends and the budget holds."""
    detail = [f"{bad_count} group(s) {what}"] if bad_count else []
    detail += [budget_detail] if budget_detail else []
    return Check(
        requirement.kind,
        requirement.parameters() | {"suppressed": suppressed},
        bad_count == 0 and within,
        achieved,
        worst,
        "; ".join(detail),
    )


def check_l_diversity(
    release: pd.DataFrame, requirement: LDiversity, rows_in: int, weight: np.ndarray | None = None
) -> Check:
    """Judge ``release`` (the published rows of a table of ``rows_in`` rows); module docstring for the variants.

    ``weight`` (records per row; ``rows_in`` then counts records): counts are sums of weights.
    """
    columns = list(requirement.quasi_identifiers)
    suppressed, within, budget_detail = suppression_outcome(requirement, rows_in, release, weight)
    variant = requirement.variant
    if variant not in ("frequency", "distinct", "entropy", "recursive"):
        raise ValueError(f"unknown l-diversity variant {variant!r}")
    if release.empty:
        return finish(requirement, suppressed, within, 0, "", None, [], budget_detail)
    codes, uniques = pd.factorize(release[requirement.sensitive], use_na_sentinel=False)
    counts = group_counts(release, columns, codes, len(uniques), weight)
    size = counts.size.astype(float)
    top = counts.per_group_max(counts.count).astype(float)
    distinct = np.diff(np.r_[counts.starts, len(counts.group)])
    l = float(requirement.l)
    if variant == "frequency":
        level = size / top
        bad = top * l > size + TOLERANCE
        order, achieved, what = np.argsort(level, kind="stable"), float(level.min()), f"below l={requirement.l}"
        extra = {"most_frequent": top}
    elif variant == "distinct":
        bad = distinct < l
        order, achieved = np.argsort(distinct, kind="stable"), int(distinct.min())
        what, extra = f"with fewer than l={requirement.l} distinct values", {"distinct": distinct}
    elif variant == "entropy":
        p = counts.count / counts.size[counts.group]
        entropy = counts.per_group_sum(-p * np.log(p))
        bad = entropy < math.log(l) - TOLERANCE
        order, achieved = np.argsort(entropy, kind="stable"), float(math.exp(entropy.min()))
        what, extra = f"with entropy below ln l (l={requirement.l})", {"entropy": entropy}
    else:
        ratio, first, tail = _recursive_ratio(counts, l)
        c = requirement.c
        if c is None:
            raise ValueError("recursive (c,l)-diversity needs c")
        bad = ~(first < c * tail)
        order, achieved = np.argsort(-ratio, kind="stable"), float(ratio.max())
        what = f"with r_1 >= c (r_l + ... + r_m) (c={c}, l={requirement.l})"
        extra = {"r_1": first, "tail": tail, "ratio": ratio}
    offending = order[bad[order]]
    worst = [
        {
            "values": group_values(release, columns, int(counts.first_row[g])),
            "size": int(counts.size[g]),
            "distinct": int(distinct[g]),
        }
        | {k: _plain(v[g]) for k, v in extra.items()}
        for g in offending[:WORST]
    ]
    return finish(requirement, suppressed, within, int(bad.sum()), what, achieved, worst, budget_detail)


def _recursive_ratio(counts: GroupCounts, l: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per group: ``r_1 / (r_l + ... + r_m)`` (inf when the tail is empty), ``r_1`` and the tail sum."""
    if l != int(l) or l < 1:
        raise ValueError(f"recursive (c,l)-diversity needs an integer l >= 1, got {l!r}")
    order = np.lexsort((-counts.count, counts.group))  # within each group: counts descending
    group, count = counts.group[order], counts.count[order]
    rank = np.arange(len(group)) - counts.starts[group]
    first = count[counts.starts].astype(float)
    tail = np.bincount(group, weights=np.where(rank >= int(l) - 1, count, 0), minlength=counts.n_groups)
    with np.errstate(divide="ignore"):
        ratio = np.where(tail > 0, first / np.where(tail > 0, tail, 1.0), np.inf)
    return ratio, first, tail


def _plain(v: SupportsFloat) -> int | float:
    f = float(v)
    return int(f) if f.is_integer() else f
