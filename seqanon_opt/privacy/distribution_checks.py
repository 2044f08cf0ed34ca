"""Distribution criteria: t-closeness, delta-disclosure privacy and beta-likeness.

Each compares, in every QI group of the release (rows with equal labels on
the requirement's quasi-identifiers, whatever the row order), the
distribution ``p`` of the published sensitive values with ``q``, the
distribution of the sensitive attribute over the WHOLE input table (all its
rows, whatever the release suppresses; as in ARX). Values are compared as
text. A group that publishes a sensitive label which is no value of the input
table (a generalized or hidden value) cannot be compared: it offends every
criterion here, with an infinite measure.

* t-closeness (Li, Li, Venkatasubramanian 2007, Def. 2, section 4): the Earth
  Mover's Distance ``EMD(p, q) <= t`` (slack 1e-9), with the ground distance

  - ``equal`` (section 4.2): ``EMD = 1/2 sum_s |p_s - q_s|``;
  - ``ordered`` (section 4.2, numerical attributes): the m distinct input
    values sorted numerically, ``v_i`` and ``v_j`` at distance
    ``|i - j| / (m - 1)``: ``EMD = 1/(m-1) sum_i |sum_{j<=i} (p_j - q_j)|``;
  - ``hierarchical`` (section 4.2, categorical attributes): the taxonomy of
    the sensitive attribute, two leaves at distance ``height(lca) / H``:
    ``EMD = sum_N height(N)/H min(pos_extra(N), neg_extra(N))`` over its
    internal nodes N, with ``extra(leaf) = p - q``, ``extra(N)`` the sum of its
    children's, ``pos_extra(N)`` / ``neg_extra(N)`` the sum of the positive /
    the absolute negative extras of N's children, ``height(N)`` the longest
    path from N down to a leaf and ``H = height(root)``.

  ``achieved`` = the largest EMD over the groups.
* delta-disclosure (Brickell, Shmatikov 2008, Def. 4): ``|ln(p_s / q_s)| <
  delta`` for every value s of the input table (strict, no slack; a value
  missing from a group violates it). ``achieved`` = the largest
  ``|ln(p_s / q_s)|`` over groups and values (infinite when a group misses a
  value): the release meets delta-disclosure for exactly the delta above it.
* beta-likeness (Cao, Karras 2012, Defs. 2 and 3): every s with ``p_s > q_s``
  has ``gain = (p_s - q_s) / q_s <= beta`` (basic) or ``<= min(beta, -ln q_s)``
  (enhanced), slack 1e-9. ``achieved`` = the largest gain over the groups (0
  when no group has a value above q), the smallest beta the release meets;
  enhanced: infinite when some gain exceeds ``-ln q_s``, which no beta cures.

Rows missing from the release count as suppressed; more than
``max_suppressed`` fail. ``worst_groups`` lists up to five offending groups,
worst first, with their values, size and measure.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy
from ..requirements import BetaLikeness, DeltaDisclosure, TCloseness
from .checks import Check
from .l_diversity import (
    TOLERANCE,
    WORST,
    GroupCounts,
    finish,
    group_counts,
    group_values,
    suppression_outcome,
)

CHUNK = 1 << 21  # dense group x value (or node) cells computed at once, at most
SHOWN = 5  # missing / unknown values listed per group


class _Judged:
    """The release's groups against the input distribution q (values: the input's distinct texts)."""

    def __init__(
        self,
        release: pd.DataFrame,
        columns: list[str],
        sensitive: str,
        original: pd.Series,
        weight: np.ndarray | None = None,
        original_weight: np.ndarray | None = None,
    ):
        """``weight`` / ``original_weight``: records per release / input row (None: one each);
        ``q_s = sum(original_weight of the rows holding s) / sum(original_weight)``."""
        text = original.astype(str)
        if original_weight is None:
            counts = text.value_counts(sort=False)
            total = len(text)
        else:
            counts = pd.Series(np.asarray(original_weight, np.int64), index=text.index).groupby(text).sum()
            total = int(np.sum(original_weight, dtype=np.int64))
        self.values = np.array(sorted(counts.index), dtype=object)
        self.m = len(self.values)
        if self.m == 0:
            raise ValueError("the input table holds no sensitive value")
        self.q = counts.reindex(self.values).to_numpy(float) / total
        index = {v: i for i, v in enumerate(self.values)}
        codes, labels = pd.factorize(release[sensitive].astype(str), use_na_sentinel=False)
        known = np.array([index.get(label, -1) for label in labels], dtype=np.int64)
        unknown = np.flatnonzero(known < 0)
        known[unknown] = self.m + np.arange(len(unknown))  # codes beyond the domain: not input values
        self.labels = np.array([*self.values, *np.asarray(labels, dtype=object)[unknown]], dtype=object)
        self.counts: GroupCounts = group_counts(release, columns, known[codes], len(self.labels), weight)
        c = self.counts
        self.p = c.count / c.size[c.group]
        self.in_domain = c.value < self.m
        self.foreign = np.bincount(c.group[~self.in_domain], minlength=c.n_groups) > 0

    def unknown_labels(self, g: int) -> list:
        c = self.counts
        pairs = np.flatnonzero((c.group == g) & ~self.in_domain)[:SHOWN]
        return [self.labels[v] for v in c.value[pairs]]

    def dense(self, groups: slice) -> np.ndarray:
        """``p[g, v]`` over the input domain for a slice of groups (values outside the domain dropped)."""
        c = self.counts
        lo, hi = groups.start, min(groups.stop, c.n_groups)
        out = np.zeros((hi - lo, self.m))
        pick = self.in_domain & (c.group >= lo) & (c.group < hi)
        out[c.group[pick] - lo, c.value[pick]] = self.p[pick]
        return out

    def chunks(self, width: int):
        step = max(1, CHUNK // max(width, 1))
        for lo in range(0, self.counts.n_groups, step):
            yield slice(lo, lo + step)


def _entry(release: pd.DataFrame, columns: list[str], judged: _Judged, g: int, **measures) -> dict:
    out = {
        "values": group_values(release, columns, int(judged.counts.first_row[g])),
        "size": int(judged.counts.size[g]),
    } | measures
    if judged.foreign[g]:
        out["not_input_values"] = judged.unknown_labels(g)
    return out


@dataclass(frozen=True)
class Weights:
    """Records per release row and per input row (None: one each)."""

    release: np.ndarray | None = None
    original: np.ndarray | None = None


def _finish(
    release: pd.DataFrame,
    requirement,
    original_sensitive: pd.Series,
    n_bad: int,
    detail: str,
    achieved: float | None,
    worst: list,
    weights: Weights = Weights(),
) -> Check:
    """The check, with the release's suppressed rows (records, on weights) judged against the budget."""
    rows_in = len(original_sensitive) if weights.original is None else int(np.sum(weights.original, dtype=np.int64))
    suppressed, within, budget_detail = suppression_outcome(requirement, rows_in, release, weights.release)
    return finish(requirement, suppressed, within, n_bad, detail, achieved, worst, budget_detail)


def _judged_or_empty(
    release: pd.DataFrame, requirement, original_sensitive: pd.Series, weights: Weights = Weights()
) -> _Judged | Check:
    """The release's groups against the input distribution, or the finished check of an empty release."""
    if release.empty:
        return _finish(release, requirement, original_sensitive, 0, "", None, [], weights)
    return _Judged(
        release,
        list(requirement.quasi_identifiers),
        requirement.sensitive,
        original_sensitive,
        weights.release,
        weights.original,
    )


# ------------------------------------------------------------------ t-closeness
def emd_equal(judged: _Judged) -> np.ndarray:
    """Per group: ``1/2 sum_s |p_s - q_s|`` = 1/2 (sum over its values |p - q| + the q of the values it lacks)."""
    c, inside = judged.counts, judged.in_domain
    q = np.where(inside, judged.q[np.minimum(c.value, judged.m - 1)], 0.0)
    present = c.per_group_sum(np.where(inside, np.abs(judged.p - q), 0.0))
    lacking = 1.0 - c.per_group_sum(q)
    return 0.5 * (present + np.maximum(lacking, 0.0))


def emd_ordered(judged: _Judged) -> np.ndarray:
    """Per group: ``1/(m-1) sum_i |sum_{j<=i} (p_j - q_j)|``, the values in numeric order."""
    numbers = pd.to_numeric(pd.Series(judged.values), errors="coerce").to_numpy(float)
    if np.isnan(numbers).any():
        raise ValueError(
            f"ordered t-closeness needs numeric sensitive values, the input holds "
            f"{judged.values[np.isnan(numbers)][0]!r}"
        )
    rank = np.argsort(numbers, kind="stable")
    out = np.zeros(judged.counts.n_groups)
    for part in judged.chunks(judged.m):
        r = judged.dense(part)[:, rank] - judged.q[rank][None, :]
        out[part] = np.abs(np.cumsum(r, axis=1)).sum(axis=1) / max(judged.m - 1, 1)
    return out


def node_heights(tax: Taxonomy) -> np.ndarray:
    """``height(N)``: the longest path from N down to a leaf (0 at a leaf)."""
    height = np.zeros(tax.n_nodes, dtype=np.int64)
    for node in np.argsort(-tax.tin, kind="stable"):  # children before their parent
        kids = tax.children[node]
        if kids:
            height[node] = 1 + max(height[k] for k in kids)
    return height


def emd_hierarchical(judged: _Judged, tax: Taxonomy) -> np.ndarray:
    """Per group: ``sum_N height(N)/H min(pos_extra(N), neg_extra(N))`` over the internal nodes of ``tax``."""
    leaf = np.empty(judged.m, dtype=np.int64)
    for i, value in enumerate(judged.values):
        node = tax.index.get(value)
        if node is None or tax.children[node]:
            raise ValueError(f"sensitive value {value!r} is not a leaf of the taxonomy of '{tax.attribute}'")
        leaf[i] = node
    height = node_heights(tax)
    top = max(int(height[tax.root]), 1)
    bottom_up = [int(v) for v in np.argsort(-tax.tin, kind="stable") if tax.children[v]]
    out = np.zeros(judged.counts.n_groups)
    for part in judged.chunks(tax.n_nodes):
        p = judged.dense(part)
        extra = np.zeros((len(p), tax.n_nodes))
        extra[:, leaf] = p - judged.q[None, :]
        total = np.zeros(len(p))
        for node in bottom_up:
            parts = extra[:, list(tax.children[node])]
            positive = np.where(parts > 0, parts, 0.0).sum(axis=1)
            negative = np.where(parts < 0, -parts, 0.0).sum(axis=1)
            total += height[node] / top * np.minimum(positive, negative)
            extra[:, node] = parts.sum(axis=1)
        out[part] = total
    return out


def check_t_closeness(
    release: pd.DataFrame,
    requirement: TCloseness,
    original_sensitive: pd.Series,
    taxonomy: Taxonomy | None = None,
    weights: Weights = Weights(),
) -> Check:
    """t-closeness of ``release`` against the input's sensitive column ``original_sensitive`` (all input rows).

    ``taxonomy``: the sensitive attribute's, needed by the hierarchical distance. ``weights``: records per
    release row and per input row (every count, p, q and the suppression are then sums of weights).
    Module docstring.
    """
    if requirement.distance not in ("equal", "ordered", "hierarchical"):
        raise ValueError(f"unknown t-closeness distance {requirement.distance!r}")
    if requirement.distance == "hierarchical" and taxonomy is None:
        raise ValueError("hierarchical t-closeness needs the taxonomy of the sensitive attribute")
    columns = list(requirement.quasi_identifiers)
    judged = _judged_or_empty(release, requirement, original_sensitive, weights)
    if isinstance(judged, Check):
        return judged
    if requirement.distance == "equal":
        emd = emd_equal(judged)
    elif requirement.distance == "ordered":
        emd = emd_ordered(judged)
    else:
        assert taxonomy is not None  # refused above for the hierarchical distance
        emd = emd_hierarchical(judged, taxonomy)
    emd = np.where(judged.foreign, np.inf, emd)
    bad = emd > requirement.t + TOLERANCE
    order = np.argsort(-emd, kind="stable")
    worst = [_entry(release, columns, judged, int(g), distance=float(emd[g])) for g in order[bad[order]][:WORST]]
    return _finish(
        release,
        requirement,
        original_sensitive,
        int(bad.sum()),
        f"farther than t={requirement.t} from the table ({requirement.distance} distance)",
        float(emd.max()),
        worst,
        weights,
    )


# ------------------------------------------------------------------ delta-disclosure
def check_delta_disclosure(
    release: pd.DataFrame,
    requirement: DeltaDisclosure,
    original_sensitive: pd.Series,
    taxonomy: Taxonomy | None = None,
    weights: Weights = Weights(),
) -> Check:
    """delta-disclosure privacy: ``|ln(p_s / q_s)| < delta`` for every input value s in every group.

    ``taxonomy`` is not used (accepted so the three checkers share one signature); ``weights`` as for
    :func:`check_t_closeness`. Module docstring.
    """
    columns = list(requirement.quasi_identifiers)
    judged = _judged_or_empty(release, requirement, original_sensitive, weights)
    if isinstance(judged, Check):
        return judged
    c, inside = judged.counts, judged.in_domain
    q = np.where(inside, judged.q[np.minimum(c.value, judged.m - 1)], 1.0)
    ratio = np.where(inside, np.abs(np.log(judged.p / q)), np.inf)
    worst_pair = _argmax_per_group(c, ratio)
    held = np.bincount(c.group[inside], minlength=c.n_groups)
    level = np.where(held < judged.m, np.inf, ratio[worst_pair])
    level = np.where(judged.foreign, np.inf, level)
    bad = ~(level < requirement.delta)
    order = np.argsort(-level, kind="stable")
    worst = []
    for g in order[bad[order]][:WORST]:
        g = int(g)
        entry: dict[str, Any] = {"disclosure": float(level[g])}
        if held[g] < judged.m:
            present = set(c.value[(c.group == g) & inside].tolist())
            entry["missing_values"] = [judged.values[v] for v in range(judged.m) if v not in present][:SHOWN]
        else:
            entry["value"] = judged.labels[c.value[worst_pair[g]]]
        worst.append(_entry(release, columns, judged, g, **entry))
    return _finish(
        release,
        requirement,
        original_sensitive,
        int(bad.sum()),
        f"with some |ln(p/q)| >= delta={requirement.delta} or missing a value",
        float(level.max()),
        worst,
        weights,
    )


def _argmax_per_group(c: GroupCounts, x: np.ndarray) -> np.ndarray:
    """Per group: the index of a pair holding the group's largest ``x``."""
    order = np.lexsort((-x, c.group))
    return order[c.starts]


# ------------------------------------------------------------------ beta-likeness
def check_beta_likeness(
    release: pd.DataFrame,
    requirement: BetaLikeness,
    original_sensitive: pd.Series,
    taxonomy: Taxonomy | None = None,
    weights: Weights = Weights(),
) -> Check:
    """Basic or enhanced beta-likeness: ``(p_s - q_s) / q_s <= beta_s`` for every s with ``p_s > q_s``.

    ``taxonomy`` is not used (accepted so the three checkers share one signature); ``weights`` as for
    :func:`check_t_closeness`. Module docstring.
    """
    columns = list(requirement.quasi_identifiers)
    judged = _judged_or_empty(release, requirement, original_sensitive, weights)
    if isinstance(judged, Check):
        return judged
    c, inside = judged.counts, judged.in_domain
    beta = float(requirement.beta)
    q = np.where(inside, judged.q[np.minimum(c.value, judged.m - 1)], 0.0)
    above = judged.p > q
    with np.errstate(divide="ignore"):
        gain = np.where(above, (judged.p - q) / np.where(inside, q, 1.0), 0.0)
        gain = np.where(inside, gain, np.inf)
        cap = np.where(inside, -np.log(np.where(inside, q, 1.0)), 0.0)
    limit = np.minimum(beta, cap) if requirement.enhanced else np.full(len(gain), beta)
    excess = np.where(above, gain - limit, -np.inf)
    worst_pair = _argmax_per_group(c, excess)
    group_gain = c.per_group_max(gain)
    group_excess = excess[worst_pair]
    bad = group_excess > TOLERANCE
    achieved = float(group_gain.max())
    if requirement.enhanced and bool((above & (gain > cap + TOLERANCE)).any()):
        achieved = float("inf")  # some gain is above -ln q_s: no beta is met
    order = np.lexsort((-group_gain, -group_excess))
    worst = [
        _entry(
            release,
            columns,
            judged,
            int(g),
            gain=float(gain[worst_pair[g]]),
            value=judged.labels[c.value[worst_pair[g]]],
            limit=float(limit[worst_pair[g]]),
        )
        for g in order[bad[order]][:WORST]
    ]
    kind = "enhanced" if requirement.enhanced else "basic"
    return _finish(
        release,
        requirement,
        original_sensitive,
        int(bad.sum()),
        f"with a value more frequent than {kind} beta={requirement.beta} allows",
        achieved,
        worst,
        weights,
    )
