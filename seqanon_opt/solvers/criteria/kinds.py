"""The single-table criteria: each requirement kind as a vectorised predicate over group statistics.

The formulas and their sources are in the requirement dataclasses (:mod:`seqanon_opt.requirements`);
the properties each declares are explained in :mod:`.contract`. ``q`` is the distribution of the
sensitive attribute over the whole input table (as in ARX), fixed whatever is suppressed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .contract import SENSITIVE, SIZE, TOLERANCE, Criterion, GroupStats


def _shares(stats: GroupStats) -> np.ndarray:
    """``p[g, v]``: the share of value v in group g (0 in an empty group)."""
    hist = stats.histograms[SENSITIVE]
    size = np.maximum(stats.size, 1.0)[:, None]
    return hist / size


@dataclass(frozen=True, eq=False)
class KAnonymityCriterion(Criterion):
    """``size >= k`` (Samarati-Sweeney)."""

    k: int
    kind = "k-anonymity"
    downward_closed = True
    size_threshold = True

    @property
    def min_size(self) -> int:
        return self.k

    def satisfied(self, stats: GroupStats) -> np.ndarray:
        return stats.size >= self.k - TOLERANCE

    def level(self, stats: GroupStats) -> np.ndarray:
        """``|g|`` (>= k)."""
        return stats.size.astype(float)

    def describe(self) -> str:
        return f"k-anonymity (k={self.k})"


@dataclass(frozen=True, eq=False)
class FrequencyLDiversity(Criterion):
    """``l max_s count_s <= size``."""

    l: float
    kind = "l-diversity"
    statistics = frozenset({SIZE, SENSITIVE})

    def satisfied(self, stats: GroupStats) -> np.ndarray:
        hist = stats.histograms[SENSITIVE]
        top = hist.max(axis=1) if hist.shape[1] else np.zeros(len(hist))
        return top * self.l <= stats.size + TOLERANCE

    def level(self, stats: GroupStats) -> np.ndarray:
        """The achieved l, ``|g| / max_s n_s`` (>= l)."""
        return stats.size / np.maximum(stats.histograms[SENSITIVE].max(axis=1), 1.0)

    def describe(self) -> str:
        return f"l-diversity (l={self.l:g})"


@dataclass(frozen=True, eq=False)
class DistinctLDiversity(Criterion):
    """At least l distinct sensitive values."""

    l: int
    kind = "distinct-l-diversity"
    statistics = frozenset({SIZE, SENSITIVE})
    downward_closed = True

    @property
    def min_size(self) -> int:
        return self.l

    def satisfied(self, stats: GroupStats) -> np.ndarray:
        return (stats.histograms[SENSITIVE] > 0).sum(axis=1) >= self.l

    def level(self, stats: GroupStats) -> np.ndarray:
        """The number of distinct values (>= l)."""
        return (stats.histograms[SENSITIVE] > 0).sum(axis=1).astype(float)

    def describe(self) -> str:
        return f"distinct-l-diversity (l={self.l})"


@dataclass(frozen=True, eq=False)
class EntropyLDiversity(Criterion):
    """``-sum_s p_s ln p_s >= ln l``."""

    l: float
    kind = "entropy-l-diversity"
    statistics = frozenset({SIZE, SENSITIVE})

    def satisfied(self, stats: GroupStats) -> np.ndarray:
        return self._entropy(stats) >= np.log(self.l) - TOLERANCE

    def level(self, stats: GroupStats) -> np.ndarray:
        """``exp(entropy)``, the achieved l (>= l)."""
        return np.exp(self._entropy(stats))

    @staticmethod
    def _entropy(stats: GroupStats) -> np.ndarray:
        p = _shares(stats)
        with np.errstate(divide="ignore", invalid="ignore"):
            terms = np.where(p > 0, -p * np.log(np.where(p > 0, p, 1.0)), 0.0)
        return terms.sum(axis=1)

    def describe(self) -> str:
        return f"entropy-l-diversity (l={self.l:g})"


@dataclass(frozen=True, eq=False)
class RecursiveCLDiversity(Criterion):
    """``r_1 < c (r_l + ... + r_m)`` with the counts sorted in descending order (integer counts: exact)."""

    c: float
    l: int
    kind = "recursive-cl-diversity"
    statistics = frozenset({SIZE, SENSITIVE})

    def satisfied(self, stats: GroupStats) -> np.ndarray:
        ordered = -np.sort(-stats.histograms[SENSITIVE], axis=1)
        if ordered.shape[1] < self.l:
            return np.zeros(len(ordered), dtype=bool)
        return ordered[:, 0] < self.c * ordered[:, self.l - 1 :].sum(axis=1)

    def level(self, stats: GroupStats) -> np.ndarray:
        """``c (n_l + ... + n_m) / n_1`` (> 1)."""
        ordered = -np.sort(-stats.histograms[SENSITIVE], axis=1)
        return self.c * ordered[:, self.l - 1 :].sum(axis=1) / np.maximum(ordered[:, 0], 1.0)

    def describe(self) -> str:
        return f"recursive-({self.c:g},{self.l})-diversity"


@dataclass(frozen=True, eq=False)
class TClosenessCriterion(Criterion):
    """``EMD(P_group, Q) <= t`` under the ``ground`` distance (``equal``, ``ordered``: ``q`` in the values'
    numeric order, ``hierarchical``: ``tree`` lists the internal nodes bottom-up as (height, children),
    children being value codes ``< n_values`` or earlier internal nodes ``n_values + i``)."""

    t: float
    q: np.ndarray
    ground: str = "equal"
    tree: tuple[tuple[int, tuple[int, ...]], ...] = field(default=())
    height: int = 1
    kind = "t-closeness"
    statistics = frozenset({SIZE, SENSITIVE})

    def distance(self, stats: GroupStats) -> np.ndarray:
        r = _shares(stats) - self.q[None, :]
        if self.ground == "equal":
            return 0.5 * np.abs(r).sum(axis=1)
        if self.ground == "ordered":
            m = len(self.q)
            return np.abs(np.cumsum(r, axis=1)).sum(axis=1) / max(m - 1, 1)
        extra = [r[:, v] for v in range(r.shape[1])]
        total = np.zeros(len(r))
        for node_height, children in self.tree:
            parts = np.stack([extra[c] for c in children], axis=1)
            positive = np.where(parts > 0, parts, 0.0).sum(axis=1)
            negative = np.where(parts < 0, -parts, 0.0).sum(axis=1)
            total += node_height / self.height * np.minimum(positive, negative)
            extra.append(parts.sum(axis=1))
        return total

    def satisfied(self, stats: GroupStats) -> np.ndarray:
        return self.distance(stats) <= self.t + TOLERANCE

    def level(self, stats: GroupStats) -> np.ndarray:
        """``1 - EMD`` (>= 1 - t)."""
        return 1.0 - self.distance(stats)

    def describe(self) -> str:
        return f"{self.t:g}-closeness ({self.ground} distance)"


@dataclass(frozen=True, eq=False)
class DeltaDisclosureCriterion(Criterion):
    """``|ln(p_s / q_s)| < delta`` for every value s (a value missing from a group breaks it)."""

    delta: float
    q: np.ndarray
    kind = "delta-disclosure"
    statistics = frozenset({SIZE, SENSITIVE})

    def satisfied(self, stats: GroupStats) -> np.ndarray:
        p = _shares(stats)
        present = (p > 0).all(axis=1)
        with np.errstate(divide="ignore"):
            ratio = np.abs(np.log(np.where(p > 0, p, 1.0) / self.q[None, :]))
        return present & (ratio < self.delta).all(axis=1)

    def level(self, stats: GroupStats) -> np.ndarray:
        """``min_s min(p_s / q_s, q_s / p_s)`` (> exp(-delta); 0 when a value is missing)."""
        p, q = _shares(stats), self.q[None, :]
        return np.minimum(p / q, q / np.where(p > 0, p, np.inf)).min(axis=1)

    def describe(self) -> str:
        return f"{self.delta:g}-disclosure privacy"


@dataclass(frozen=True, eq=False)
class BetaLikenessCriterion(Criterion):
    """``(p_s - q_s) / q_s <= beta_s`` for every s with ``p_s > q_s``; ``beta_s = beta`` (basic) or
    ``min(beta, -ln q_s)`` (enhanced)."""

    beta: float
    q: np.ndarray
    enhanced: bool = False
    kind = "beta-likeness"
    statistics = frozenset({SIZE, SENSITIVE})

    def _limit(self) -> np.ndarray:
        return np.minimum(self.beta, -np.log(self.q)) if self.enhanced else np.full(len(self.q), self.beta)

    def level(self, stats: GroupStats) -> np.ndarray:
        """``min_s (1 + beta_s) q_s / max(p_s, q_s)`` (>= 1)."""
        p, q = _shares(stats), self.q[None, :]
        return ((1.0 + self._limit())[None, :] * q / np.maximum(p, q)).min(axis=1)

    def satisfied(self, stats: GroupStats) -> np.ndarray:
        limit = self._limit()
        p = _shares(stats)
        gain = (p - self.q[None, :]) / self.q[None, :]
        return ((p <= self.q[None, :]) | (gain <= limit[None, :] + TOLERANCE)).all(axis=1)

    def describe(self) -> str:
        return f"{'enhanced' if self.enhanced else 'basic'} {self.beta:g}-likeness"
