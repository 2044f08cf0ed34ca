"""``personalized-clustering`` on a conjunction of group criteria (cell model), one suppression budget.

Song et al.'s clustering (personalized_clustering.py) grows clusters of k records along the QI order.
For any conjunction of the single-table group kinds (l-diversity variants, t-closeness,
delta-disclosure, beta-likeness, with or without k-anonymity; not together with personalized limits,
whose sensitive-value generalization these criteria would judge) the clusters grow until they
satisfy the conjunction; each publishes, per QI, the lowest common ancestor (LCA) of its members'
values, the sensitive value as is.

1. Sort the records on the QIs (step 1 of personalized_clustering.py).
2. From the first unclustered record s, the cluster is the shortest run ``[s, e)`` of at least
   ``min_size`` records (k, or l distinct values) that satisfies the conjunction (every prefix is
   judged at once from cumulative sensitive histograms over a doubling window); the next starts at e.
   The records left when no run from s satisfies are the *leftovers*.
3. Leftovers, cheapest first (cost: the LM the cluster's members and the newcomers pay after, minus
   what the cluster paid before):
   a. all of them join the cluster whose union with them still satisfies the conjunction at least cost;
   b. else one by one (in order), each joins the cheapest cluster whose union with it satisfies; those
      that fit nowhere are suppressed if they number at most the budget B;
   c. else (b undone) they join the shortest run of last clusters whose union with them satisfies
      (the whole table at worst: every kind is union-closed, so it satisfies when the table does);
   d. else no release was found. It is INFEASIBLE when the whole table breaks the conjunction, has
      more than B rows, and B = 0 (the published groups would be the whole table, a union of
      satisfying groups) or the conjunction is monotone (k-anonymity and distinct-l-diversity: every
      part of the table breaks it too); otherwise UNKNOWN (a better grouping may exist).
4. Clusters publishing the same LCA tuple are one QI group (Definition 5); a union of satisfying
   clusters satisfies (union-closed), so the merge keeps the release valid.

Monotonicity: with a budget, only k-anonymity and distinct-l-diversity are closed under taking parts;
for the others a record joining a satisfying cluster may break it, which is why each join in step 3
is judged on the union. The release is re-judged on its own groups before it is returned.
"""

from __future__ import annotations

import time

import numpy as np

from ...metrics import table_loss
from ...metrics.cell_loss import lm_node_loss
from ...problem import Problem
from ...solution import Solution, Status
from ..criteria import SENSITIVE, Conjunction, GroupStats, conjunction_for
from .criteria_scoring import violating_rows


class TimeOut(Exception):
    pass


class Clusters:
    """Per cluster: size, sensitive histogram, per-QI pre-order rank span, member rows (sorted positions)."""

    def __init__(self, conj: Conjunction, codes: np.ndarray, m: int, ranks: list[np.ndarray], trees, lm):
        self.conj, self.codes, self.m, self.ranks, self.trees, self.lm = conj, codes, m, ranks, trees, lm
        self.members: list[np.ndarray] = []
        self.size = np.zeros(0)
        self.hist = np.zeros((0, m))
        self.lo = np.zeros((len(ranks), 0), dtype=np.int64)
        self.hi = np.zeros((len(ranks), 0), dtype=np.int64)

    def stats_of(self, rows: np.ndarray) -> tuple[float, np.ndarray, np.ndarray, np.ndarray]:
        hist = np.bincount(self.codes[rows], minlength=self.m).astype(float)
        lo = np.array([r[rows].min() for r in self.ranks], dtype=np.int64)
        hi = np.array([r[rows].max() for r in self.ranks], dtype=np.int64)
        return float(len(rows)), hist, lo, hi

    def add(self, rows: np.ndarray) -> None:
        size, hist, lo, hi = self.stats_of(rows)
        self.members.append(rows)
        self.size = np.append(self.size, size)
        self.hist = np.vstack([self.hist, hist])
        self.lo = np.column_stack([self.lo, lo])
        self.hi = np.column_stack([self.hi, hi])

    def satisfied(self, size: np.ndarray, hist: np.ndarray) -> np.ndarray:
        return self.conj.satisfied(GroupStats(size, {SENSITIVE: hist}))

    def cost(self, size: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
        """LM of clusters of ``size`` records spanning pre-order ranks ``[lo, hi]`` per QI."""
        per_record = sum(
            (lm[t.span_lca(l, h)] for lm, t, l, h in zip(self.lm, self.trees, lo, hi)), np.zeros(len(size))
        )
        return size * per_record

    def joined(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """``(ok, extra cost)`` of each cluster joined by ``rows``."""
        size, hist, lo, hi = self.stats_of(rows)
        new_size, new_lo, new_hi = self.size + size, np.minimum(self.lo, lo[:, None]), np.maximum(self.hi, hi[:, None])
        ok = self.satisfied(new_size, self.hist + hist[None, :])
        return ok, self.cost(new_size, new_lo, new_hi) - self.cost(self.size, self.lo, self.hi)

    def join(self, c: int, rows: np.ndarray) -> None:
        size, hist, lo, hi = self.stats_of(rows)
        self.members[c] = np.concatenate([self.members[c], rows])
        self.size[c] += size
        self.hist[c] += hist
        self.lo[:, c], self.hi[:, c] = np.minimum(self.lo[:, c], lo), np.maximum(self.hi[:, c], hi)

    def merge_tail(self, rows: np.ndarray) -> bool:
        """Step 3c: ``rows`` and the shortest run of last clusters whose union satisfies become one cluster."""
        size, hist, _, _ = self.stats_of(rows)
        suffix_size = size + np.cumsum(self.size[::-1])
        suffix_hist = hist[None, :] + np.cumsum(self.hist[::-1], axis=0)
        ok = np.flatnonzero(self.satisfied(suffix_size, suffix_hist))
        if not len(ok):
            return False
        first = len(self.members) - int(ok[0]) - 1
        merged = np.concatenate([*self.members[first:], rows])
        for name in ("size", "hist"):
            setattr(self, name, getattr(self, name)[:first])
        self.lo, self.hi, self.members = self.lo[:, :first], self.hi[:, :first], self.members[:first]
        self.add(merged)
        return True


def first_satisfying(conj: Conjunction, codes: np.ndarray, m: int, s: int, min_size: int) -> int | None:
    """The least e >= s + min_size with ``[s, e)`` satisfying the conjunction, or None."""
    n, span = len(codes), max(2 * min_size, 64)
    while True:
        e = min(n, s + span)
        hist = np.zeros((e - s, m))
        hist[np.arange(e - s), codes[s:e]] = 1.0
        ok = conj.satisfied(GroupStats(np.arange(1, e - s + 1, dtype=float), {SENSITIVE: np.cumsum(hist, axis=0)}))
        ok[: min_size - 1] = False
        hit = np.flatnonzero(ok)
        if len(hit):
            return s + int(hit[0]) + 1
        if e == n:
            return None
        span *= 2


def place_leftovers(clusters: Clusters, tail: np.ndarray, budget: int) -> np.ndarray | None:
    """Step 3: the leftovers that stay suppressed (sorted positions), or None when step 3 fails."""
    if not len(tail):
        return tail
    if clusters.members:
        ok, extra = clusters.joined(tail)
        if ok.any():
            clusters.join(int(np.flatnonzero(ok)[np.argmin(extra[ok])]), tail)
            return tail[:0]
    saved = (list(clusters.members), clusters.size.copy(), clusters.hist.copy(), clusters.lo.copy(), clusters.hi.copy())
    unplaced = []
    for row in tail:
        rows = np.array([row])
        ok, extra = clusters.joined(rows) if clusters.members else (np.zeros(0, bool), np.zeros(0))
        if ok.any():
            clusters.join(int(np.flatnonzero(ok)[np.argmin(extra[ok])]), rows)
        else:
            unplaced.append(row)
    if len(unplaced) <= budget:
        return np.asarray(unplaced, dtype=np.int64)
    clusters.members, clusters.size, clusters.hist, clusters.lo, clusters.hi = saved
    if clusters.members and clusters.merge_tail(tail):
        return tail[:0]
    return None


def conjunction_clustering(
    problem: Problem, deadline: float, trees, ranks: list[np.ndarray], order: np.ndarray
) -> tuple[dict[str, np.ndarray], np.ndarray, dict] | None:
    """Steps 2-4 on the sorted records (``order``; ``ranks[a]`` sorted too): each QI's published node per
    row, the suppressed rows, statistics; None when no release was found."""
    conj = conjunction_for(problem)
    codes_all, m = conj.row_values.get(SENSITIVE, (np.zeros(problem.n_rows, dtype=np.int64), 1))
    codes = np.asarray(codes_all, dtype=np.int64)[order]
    n = len(codes)
    lm = [lm_node_loss(t.tax) for t in trees]
    clusters = Clusters(conj, codes, m, ranks, trees, lm)
    s = 0
    while s < n:
        if time.perf_counter() > deadline:
            raise TimeOut(f"clustering ({len(clusters.members)} clusters formed)")
        e = first_satisfying(conj, codes, m, s, conj.min_size)
        if e is None:
            break
        clusters.add(np.arange(s, e))
        s = e
    n_clustered = len(clusters.members)
    left = place_leftovers(clusters, np.arange(s, n), conj.budget)
    if left is None:
        return None
    suppressed_sorted = np.zeros(n, dtype=bool)
    suppressed_sorted[left] = True
    cluster_of = np.full(n, -1, dtype=np.int64)
    if clusters.members:
        cluster_of[np.concatenate(clusters.members)] = np.repeat(
            np.arange(len(clusters.members)), [len(rows) for rows in clusters.members]
        )
    placed = cluster_of >= 0
    generalized: dict[str, np.ndarray] = {}
    for j, (a, t) in enumerate(zip(problem.quasi_identifiers, trees)):
        nodes = np.full(n, t.tax.root, dtype=np.int64)  # suppressed rows: any node (they are left out)
        nodes[placed] = t.span_lca(clusters.lo[j], clusters.hi[j])[cluster_of[placed]]
        generalized[a] = np.empty(n, dtype=np.int64)
        generalized[a][order] = nodes
    suppressed = np.empty(n, dtype=bool)
    suppressed[order] = suppressed_sorted
    stats = {
        "clusters": len(clusters.members),
        "formed": n_clustered,
        "leftovers": n - int(s),
        "criteria": conj.describe(),
        "suppressed": int(suppressed.sum()),
    }
    return generalized, suppressed, stats


def solve_conjunction(name: str, problem: Problem, start: float, deadline: float, trees, ranks, order) -> Solution:
    """The solver's answer on a conjunction: a verified release, or why none was found."""
    conj = conjunction_for(problem)
    try:
        found = conjunction_clustering(problem, deadline, trees, ranks, order)
    except TimeOut as exc:
        return Solution(
            name, Status.UNKNOWN, runtime_s=time.perf_counter() - start, message=f"time limit reached during {exc}"
        )
    if found is None:
        everything = violating_rows(
            problem, conj, {a: np.full(problem.n_rows, problem.taxonomies[a].root) for a in problem.quasi_identifiers}
        ).any()
        proven = everything and (conj.budget == 0 or conj.monotone) and problem.n_rows > conj.budget
        return Solution(
            name,
            Status.INFEASIBLE if proven else Status.UNKNOWN,
            runtime_s=time.perf_counter() - start,
            message=(
                f"the whole table breaks {conj.describe()}: no release exists"
                if proven
                else f"no valid release found for {conj.describe()}: the leftover records fit no "
                f"cluster and exceed the {conj.budget} that may be suppressed"
            ),
        )
    generalized, suppressed, stats = found
    if violating_rows(problem, conj, generalized, ~suppressed).any() or suppressed.sum() > conj.budget:
        raise AssertionError("personalized-clustering: a published group breaks the conjunction")
    return Solution(
        name,
        Status.FEASIBLE,
        objective=table_loss(problem, generalized, suppressed, "LM"),
        bound=None,
        runtime_s=time.perf_counter() - start,
        generalized=generalized,
        suppressed=suppressed,
        statistics=stats,
    )
