"""How the cut search's tree DP judges its groups (class, u) under any conjunction of group criteria.

The branch and bound of :mod:`.cut_search` evaluates a *state*: some nodes of the branched attributes
are *open* (any cut of their subtree may still replace them), the others *frozen*. A tuple whose class
(its node combination on the branched attributes) holds an open node is *open*, else *final*. The DP
over attribute d charges every tuple below node u of d's cut a number of suppressed rows and a cost; the
state's DP is a valid lower bound on every completion when, for every group G = (class, u), the rows
and cost charged to G are at most what every completion suppresses and pays on G's rows. A completion
splits an open G into parts G_1 ... G_r (r >= 1) whose union is G; a final G stays whole.

* final G: exact (the completion publishes G itself): suppressed when it breaks the conjunction;
* open G that breaks a *downward-closed* criterion (k-anonymity, distinct l-diversity): every part
  breaks it too, so every completion suppresses all of G: charged exactly, rows and full cost;
* monotone conjunction (:attr:`Conjunction.monotone`): every criterion downward closed, or no budget.
  With downward-closed criteria the previous rule covers every violating G. Without a budget any
  violating G has a violating part (every kind is union-closed), so every completion breaks the
  budget of 0 rows: charging G's rows (> 0) excludes u from the DP exactly as every completion is
  excluded;
* otherwise (a budget and a criterion that is not downward closed, e.g. entropy l-diversity or
  t-closeness, with G violating only such criteria): a violating part exists (union-closure) but may
  be as small as one tuple, so G is charged the rows of its lightest tuple; a satisfying open G may
  still split into violating parts: charged nothing.

Costs: a row charged as suppressed pays ``full`` (every cell at the root). Any other row of an open G
pays ``min(full, published)`` (``published``: cost of d's node u plus the *fine* cost of the branched
attributes, the leaf cost below open nodes, the lowest any completion publishes): whether a completion
publishes or suppresses it, it pays at least that. When every step cost grows up the taxonomies
(LM, distortion) ``full >= published`` and the minimum is the published cost. Rows of a final
satisfying G pay their published cost exactly. With every node frozen every tuple is final and the DP
is exact.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..criteria import Conjunction, TupleStats
from ..tuples import TupleTable

# DP work per (tuple, sensitive value) pair, relative to one tuple (Adult, 7 QIs, occupation sensitive: a DP
# of k-anonymity and t-closeness or entropy l-diversity takes 6.2 to 6.5 ms, k-anonymity alone 3.2 ms)
HISTOGRAM_WORK = 0.8


@dataclass(frozen=True)
class Verdict:
    """Per tuple: ``counted`` rows charged as suppressed, ``full`` whether it pays the suppressed cost,
    ``floor`` (None: nowhere) whether it pays ``min(full, published)`` instead of its published cost."""

    counted: np.ndarray
    full: np.ndarray
    floor: np.ndarray | None


class GroupJudge:
    """The verdicts of the module docstring for one conjunction over one tuple table.

    ``increasing``: every step cost grows up the taxonomies (then a row of an open group pays its
    published cost, never more than ``full``, and the open tuples are not needed for costs).
    """

    def __init__(self, conjunction: Conjunction, table: TupleTable, increasing: bool):
        self.conjunction = conjunction
        self.weight = table.weight.astype(np.float64)
        self.stats: TupleStats | None = (
            None if conjunction.only_size else conjunction.tuple_stats(table.row_tuple, table.weight)
        )
        self.downward = tuple(c.downward_closed for c in conjunction.criteria)
        self.increasing = increasing
        pairs = 0 if self.stats is None else sum(len(h[0]) for h in self.stats.histograms.values())
        self.work_per_level = float(table.n_tuples) + HISTOGRAM_WORK * pairs

    @property
    def needs_open(self) -> bool:
        """The verdicts depend on which tuples are open."""
        return not (self.conjunction.monotone and self.increasing)

    def violating(self, group: np.ndarray, n_groups: int) -> tuple[np.ndarray, np.ndarray]:
        """Per group: breaks some criterion; breaks a downward-closed criterion."""
        if self.stats is None:  # k-anonymity only: sizes against the largest k
            size = np.bincount(group, weights=self.weight, minlength=n_groups)
            bad = size < self.conjunction.min_size
            return bad, bad
        stats = self.stats.group_stats(group, n_groups)
        bad = np.zeros(n_groups, dtype=bool)
        down = np.zeros(n_groups, dtype=bool)
        for criterion, downward in zip(self.conjunction.criteria, self.downward):
            broken = ~criterion.satisfied(stats)
            bad |= broken
            if downward:
                down |= broken
        return bad, down

    def verdict(self, group: np.ndarray, n_groups: int, open_tuple: np.ndarray | None) -> Verdict:
        """The charges of every tuple, ``group[t]`` its group (class, u) in 0..n_groups-1, ``open_tuple``
        (None: every tuple final) its class holding an open node."""
        w = self.weight
        bad_group, down_group = self.violating(group, n_groups)
        bad = bad_group[group]
        if open_tuple is None or not open_tuple.any():
            return Verdict(np.where(bad, w, 0.0), bad, None)
        if self.conjunction.monotone:
            floor = None if self.increasing else open_tuple & ~bad
            return Verdict(np.where(bad, w, 0.0), bad, floor)
        forced = bad & (~open_tuple | down_group[group])
        counted = np.where(forced, w, 0.0)
        weak = np.flatnonzero(bad & ~forced)  # open tuples of groups breaking only other criteria
        if len(weak):
            order = weak[np.lexsort((w[weak], group[weak]))]
            first = np.r_[True, group[order[1:]] != group[order[:-1]]]
            lightest = order[first]
            counted[lightest] = w[lightest]
        return Verdict(counted, forced, open_tuple & ~forced)
