"""The criterion contract the solvers share (in the spirit of ARX's ``criteria`` package).

A single-table requirement judged group by group is a :class:`Criterion`. It declares

* ``statistics``: the per-group statistics it reads: ``size`` and, for the criteria on the sensitive
  attribute, ``sensitive`` (the group's histogram of sensitive values);
* ``union_closed``: when every part of a union of groups satisfies it, so does the union. Generalizing
  merges groups, so without suppression a union-closed criterion is *monotone under generalization*
  (ARX: "monotonic"): every generalization of a satisfying release satisfies it. Every kind here is
  union-closed (the entropy is concave, the EMD convex in the distribution, the others linear bounds on
  it, the counts add up);
* ``downward_closed``: every part of a violating group violates (size < k, fewer than l distinct values).
  With suppression, a criterion that is both is monotone too (the rows a generalization suppresses were
  suppressed before); the others are not: merging a satisfying group with a violating one may give a
  violating union, whose rows were published before and are suppressed after;
* ``suppressible``: the rows of a violating group may be suppressed (left out, within the budget);
* ``size_threshold``: satisfied exactly when ``size >= min_size`` (k-anonymity), so a conjunction of
  such criteria lets the solvers count group sizes alone (:attr:`Conjunction.only_size`);
* :meth:`Criterion.satisfied`: a vectorised check over all groups at once;
* :meth:`Criterion.level`: how safe each group is (higher is safer), the graded measure the heuristics
  score their moves with (:mod:`..heuristics.criteria_scoring`).

A :class:`Conjunction` is the spec's requirement list (every requirement holds) with its one
suppression budget. The release model is ARX's: a release publishes the groups that satisfy every
criterion and suppresses the rows of the others, at most ``budget`` rows in all (a group is never
partly suppressed).

The verifier does not use this module: :mod:`seqanon_opt.privacy` implements every definition again,
independently, on the release's own labels.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

SIZE = "size"
SENSITIVE = "sensitive"
DENSE_CELLS = 50_000_000  # (tuple, value) cells counted densely; beyond, the pairs are sorted
TOLERANCE = 1e-9  # float comparisons of derived measures (entropy, distances, ratios) allow this slack


@dataclass(frozen=True)
class GroupStats:
    """Statistics of G groups: ``size[g]`` rows; ``histograms[name][g, v]`` rows of group g with value v."""

    size: np.ndarray
    histograms: Mapping[str, np.ndarray]

    @property
    def n_groups(self) -> int:
        return len(self.size)


class Criterion(ABC):
    """One requirement as a predicate over group statistics (module docstring)."""

    kind: str
    statistics: frozenset[str] = frozenset({SIZE})
    union_closed: bool = True
    downward_closed: bool = False
    suppressible: bool = True
    # satisfied exactly when ``size >= min_size`` (k-anonymity): solvers may then count sizes alone
    size_threshold: bool = False

    @property
    def monotone(self) -> bool:
        """Monotone under generalization without suppression (union-closed)."""
        return self.union_closed

    @property
    def monotone_with_suppression(self) -> bool:
        """Monotone under generalization with a suppression budget."""
        return self.union_closed and self.downward_closed

    @abstractmethod
    def satisfied(self, stats: GroupStats) -> np.ndarray:
        """Boolean per group: the group satisfies the criterion."""

    def level(self, stats: GroupStats) -> np.ndarray:
        """Per group, how safe it is under this criterion (higher is safer); a kind without a graded
        measure gives 1 or 0."""
        return self.satisfied(stats).astype(float)

    def describe(self) -> str:
        return self.kind


@dataclass(frozen=True)
class TupleStats:
    """Per-tuple statistics a conjunction needs, grouped once: ``weight[t]`` rows of tuple t and, per
    histogram, sparse triples (``tuple_index``, ``value``, ``count``) over ``n_values`` values."""

    weight: np.ndarray
    histograms: Mapping[str, tuple[np.ndarray, np.ndarray, np.ndarray, int]]

    def group_stats(self, group_of_tuple: np.ndarray, n_groups: int | None = None) -> GroupStats:
        """Sum the tuples' statistics into groups (``group_of_tuple[t]`` in 0..n_groups-1)."""
        if n_groups is None:
            n_groups = int(group_of_tuple.max()) + 1 if len(group_of_tuple) else 0
        size = np.bincount(group_of_tuple, weights=self.weight, minlength=n_groups)
        hists = {}
        for name, (tuple_index, value, count, n_values) in self.histograms.items():
            flat = group_of_tuple[tuple_index] * n_values + value
            hists[name] = np.bincount(flat, weights=count, minlength=n_groups * n_values).reshape(n_groups, n_values)
        return GroupStats(size, hists)


@dataclass(frozen=True)
class Conjunction:
    """Every criterion holds on every published group; at most ``budget`` rows suppressed.

    ``row_values[name]``: each row's value code for a histogram ``name`` (``sensitive``), with the
    number of codes.
    """

    criteria: tuple[Criterion, ...]
    budget: int
    row_values: Mapping[str, tuple[np.ndarray, int]]
    row_weight: np.ndarray | None = None  # records per row (a weighted problem's tuple table), None: one

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(c.kind for c in self.criteria)

    @property
    def statistics(self) -> frozenset[str]:
        return frozenset().union(*(c.statistics for c in self.criteria))

    @property
    def union_closed(self) -> bool:
        return all(c.union_closed for c in self.criteria)

    @property
    def monotone(self) -> bool:
        """Generalizing a release that satisfies the conjunction (within the budget) keeps it so."""
        if self.budget == 0:
            return self.union_closed
        return all(c.monotone_with_suppression for c in self.criteria)

    @property
    def only_size(self) -> bool:
        """Only group sizes matter: every criterion is a size threshold (k-anonymity), so a group violates
        exactly when smaller than :attr:`min_size` and solvers may take their faster size-only paths."""
        return bool(self.criteria) and all(c.size_threshold for c in self.criteria)

    @property
    def min_size(self) -> int:
        """The least size of a satisfying group implied by the criteria (k, or l distinct values)."""
        return max([1, *(getattr(c, "min_size", 1) for c in self.criteria)])

    def tuple_stats(self, row_tuple: np.ndarray, weight: np.ndarray) -> TupleStats:
        """Group the rows' histogram values by tuple (``row_tuple[i]``: the tuple of row i), each row counted
        ``row_weight[i]`` times (once when None)."""
        hists = {}
        n_tuples = len(weight)
        for name, (codes, n_values) in self.row_values.items():
            if name not in self.statistics:
                continue
            key = row_tuple.astype(np.int64) * n_values + codes
            if n_tuples * n_values <= DENSE_CELLS:
                counts = np.bincount(key, weights=self.row_weight, minlength=n_tuples * n_values)
                nonzero = np.flatnonzero(counts)
                counts = counts[nonzero]
            elif self.row_weight is None:
                nonzero, counts = np.unique(key, return_counts=True)
            else:
                nonzero, inverse = np.unique(key, return_inverse=True)
                counts = np.bincount(inverse.reshape(-1), weights=self.row_weight)
            hists[name] = (nonzero // n_values, nonzero % n_values, counts.astype(np.float64), n_values)
        return TupleStats(np.asarray(weight, dtype=np.float64), hists)

    def satisfied(self, stats: GroupStats) -> np.ndarray:
        """Boolean per group: every criterion holds (empty groups satisfy nothing)."""
        ok = stats.size > 0
        for criterion in self.criteria:
            ok &= criterion.satisfied(stats)
        return ok

    def violating_groups(
        self, tuples: TupleStats, group_of_tuple: np.ndarray, n_groups: int | None = None
    ) -> np.ndarray:
        """Boolean per group: the group breaks some criterion (its rows are suppressed)."""
        stats = tuples.group_stats(group_of_tuple, n_groups)
        return (stats.size > 0) & ~self.satisfied(stats)

    def suppressed_tuples(self, tuples: TupleStats, group_of_tuple: np.ndarray) -> np.ndarray:
        """Boolean per tuple: its group breaks some criterion."""
        return self.violating_groups(tuples, group_of_tuple)[group_of_tuple]

    def describe(self) -> str:
        return " and ".join(c.describe() for c in self.criteria)
