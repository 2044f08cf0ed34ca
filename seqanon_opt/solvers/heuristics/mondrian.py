"""``mondrian``: strict multidimensional top-down partitioning (cell model), any conjunction of group criteria.

LeFevre, DeWitt, Ramakrishnan, ICDE 2006, "Mondrian Multidimensional K-Anonymity", Algorithm 1:

    Anonymize(partition P):
        if no allowable multidimensional cut exists for P: return the summary of P
        else: dim <- choose_dimension(); split P on dim at the median into lhs, rhs;
              return Anonymize(lhs) u Anonymize(rhs)

with the readings used here (as ARX and the local-recoding papers since read it on taxonomies):

* **allowable cut**: every part satisfies the problem's conjunction of group criteria
  (``conjunction_for``: k-anonymity, the l-diversities, t-closeness, delta-disclosure, beta-likeness and
  registered kinds), so the recursion keeps every partition valid and any prefix of it is a valid release;
* **choose_dimension**: the quasi-identifier with the widest *normalized range* in P (section 4,
  "the dimension with the widest normalized range"): for a categorical attribute the LM of the
  partition's lowest common ancestor (LCA), ``(leaves(LCA) - 1) / (leaves(root) - 1)``; for an ordered
  (interval) taxonomy the span of leaf positions ``(pos(max) - pos(min)) / (leaves(root) - 1)``; ties go to
  the attribute listed first. When P has no allowable cut on that attribute, the next widest is tried;
* **the cut** on a categorical attribute follows its taxonomy: the records are grouped by the child of
  P's LCA their value lies under; when every child's part is valid all of them become partitions (a
  multiway cut), else the children are taken in pre-order and cut in two at the allowable boundary closest
  to the median record (a binary grouping of the children); on an ordered taxonomy the records are cut in
  two on the leaf order at the allowable boundary closest to the median (section 4's median split, moved to
  the nearest allowable boundary when the median one is not: the "relaxed" reading keeps more splits);
* **summary**: each final partition publishes, per quasi-identifier, the LCA of its members' values.

The recursion runs on the tuple table (records with the same QI tuple are interchangeable: they always
fall in the same part), with an explicit stack; each step is numpy work over the partition's tuples.
Criteria are union-closed, so if the whole table as one group breaks them no release exists (INFEASIBLE);
otherwise the root partition is valid and so is every refinement Mondrian makes. When the time limit
passes, the partitions not yet split are published as they are (valid, coarser).
"""

from __future__ import annotations

import time

import numpy as np

from ...metrics import table_loss
from ...metrics.cell_loss import lm_node_loss
from ...problem import Problem
from ...requirements import GROUP_KINDS
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from ..criteria import SENSITIVE, Conjunction, GroupStats, conjunction_for, conjunction_reason
from .personalized_clustering import TaxonomyIndex


class TupleTable:
    """The records grouped by QI tuple: per tuple its pre-order leaf ranks, weight and sensitive histogram
    (CSR over the conjunction's sparse triples), so any set of tuples is judged without touching rows."""

    def __init__(self, problem: Problem, conj: Conjunction):
        qis = list(problem.quasi_identifiers)
        self.trees = [TaxonomyIndex(problem.taxonomies[a]) for a in qis]
        n = problem.n_rows
        ranks = (
            np.stack([t.tax.tin[problem.codes[a]] for t, a in zip(self.trees, qis)], axis=1)
            if qis
            else np.zeros((n, 0), dtype=np.int64)
        )
        if n and qis:
            self.ranks, inverse = np.unique(ranks, axis=0, return_inverse=True)
            self.row_tuple = inverse.reshape(-1).astype(np.int64)
        else:
            self.ranks, self.row_tuple = ranks[:1], np.zeros(n, dtype=np.int64)
        n_tuples = len(self.ranks)
        self.weight = np.bincount(self.row_tuple, minlength=n_tuples).astype(np.float64)
        stats = conj.tuple_stats(self.row_tuple, self.weight)
        self.hist = stats.histograms.get(SENSITIVE)
        if self.hist is not None:
            self.indptr = np.searchsorted(self.hist[0], np.arange(n_tuples + 1))
        self.conj = conj
        self.lm = [lm_node_loss(t.tax) for t in self.trees]
        # leaf position (0 .. leaves-1) of each pre-order rank, for the ordered attributes' normalized range
        self.leaf_pos = []
        for t in self.trees:
            pos = np.zeros(t.tax.n_nodes, dtype=np.int64)
            pos[t.tax.tin[t.tax.leaves]] = np.arange(len(t.tax.leaves))
            self.leaf_pos.append(pos)

    def stats(self, part: np.ndarray, key: np.ndarray, n_keys: int) -> GroupStats:
        """Statistics of the groups ``key`` (0..n_keys-1) splits the tuples ``part`` into."""
        size = np.bincount(key, weights=self.weight[part], minlength=n_keys)
        hists = {}
        if self.hist is not None:
            _, value, count, m = self.hist
            starts = self.indptr[part]
            lens = self.indptr[part + 1] - starts
            offsets = np.cumsum(lens) - lens
            pos = np.repeat(starts - offsets, lens) + np.arange(int(lens.sum()))
            flat = np.repeat(key, lens) * m + value[pos]
            hists[SENSITIVE] = np.bincount(flat, weights=count[pos], minlength=n_keys * m).reshape(n_keys, m)
        return GroupStats(size, hists)

    def width(self, part: np.ndarray, j: int) -> tuple[float, int, int]:
        """Normalized range of attribute j in ``part`` (module docstring) and its rank span."""
        r = self.ranks[part, j]
        lo, hi = int(r.min()), int(r.max())
        t = self.trees[j]
        if t.tax.bounds is not None:
            leaves = len(t.tax.leaves)
            return (self.leaf_pos[j][hi] - self.leaf_pos[j][lo]) / max(leaves - 1, 1), lo, hi
        return float(self.lm[j][t.span_lca(np.array([lo]), np.array([hi]))[0]]), lo, hi

    def cut(self, part: np.ndarray, j: int, lo: int, hi: int) -> list[np.ndarray] | None:
        """An allowable cut of ``part`` on attribute j (module docstring), or None."""
        r = self.ranks[part, j]
        t = self.trees[j]
        if t.tax.bounds is None:  # categorical: the child of the LCA each value lies under
            lca = int(t.span_lca(np.array([lo]), np.array([hi]))[0])
            leaf = t.node_at_tin[r]
            child = t.anc[leaf, t.tax.depth[leaf] - t.tax.depth[lca] - 1]
            keys, key = np.unique(t.tax.tin[child], return_inverse=True)
        else:  # ordered: the leaf order itself
            keys, key = np.unique(r, return_inverse=True)
        key = key.reshape(-1)
        n_keys = len(keys)
        if n_keys < 2:
            return None
        stats = self.stats(part, key, n_keys)
        if t.tax.bounds is None and n_keys > 2 and self.conj.satisfied(stats).all():
            order = np.argsort(key, kind="stable")
            return np.split(part[order], np.cumsum(np.bincount(key, minlength=n_keys))[:-1])
        # binary cut after key c (c = 0 .. n_keys-2): the allowable one closest to the median record
        size = np.cumsum(stats.size)
        left = GroupStats(size[:-1], {k: np.cumsum(h, axis=0)[:-1] for k, h in stats.histograms.items()})
        right = GroupStats(
            size[-1] - left.size, {k: h.sum(axis=0)[None, :] - left.histograms[k] for k, h in stats.histograms.items()}
        )
        ok = np.flatnonzero(self.conj.satisfied(left) & self.conj.satisfied(right))
        if not len(ok):
            return None
        c = int(ok[np.argmin(np.abs(size[ok] - size[-1] / 2.0))])  # ties: the first boundary
        return [part[key <= c], part[key > c]]


def mondrian_partitions(
    table: TupleTable, deadline: float, start: np.ndarray | None = None, stop_at: int = 0
) -> tuple[list[np.ndarray], bool]:
    """Algorithm 1 with an explicit stack: the final partitions (tuple indices) and whether it finished.

    ``start``: the partition to begin from (the whole table when None); ``stop_at``: partitions of at most
    this many records are not split further. The cut of a partition depends on its tuples alone, so the
    partitions ``stop_at`` leaves are nodes of the full recursion, and starting from one of them gives the
    full run's partitions inside it."""
    d = table.ranks.shape[1]
    stack = [np.arange(len(table.ranks)) if start is None else start]
    final: list[np.ndarray] = []
    while stack:
        if time.perf_counter() > deadline:
            final.extend(stack)
            return final, False
        part = stack.pop()
        if table.weight[part].sum() <= stop_at:
            final.append(part)
            continue
        spans = [table.width(part, j) for j in range(d)]
        widths = np.array([s[0] for s in spans], dtype=np.float64)
        for j in np.argsort(-widths, kind="stable"):  # widest first, ties by attribute order
            _, lo, hi = spans[j]
            if lo == hi:
                continue
            parts = table.cut(part, int(j), lo, hi)
            if parts is not None:
                stack.extend(reversed(parts))
                break
        else:
            final.append(part)
    return final, True


class MondrianSolver(SolverBase):
    """Heuristic: LeFevre et al.'s Mondrian, strict multidimensional partitioning on the taxonomies."""

    name = "mondrian"
    capabilities = Capabilities(
        exact=False,
        kinds=frozenset({"single"}),
        models=frozenset({"cell"}),
        requirements=GROUP_KINDS,
        objectives=frozenset({"LM"}),
        suppression=False,
        max_requirements=16,
        conditions=(conjunction_reason,),
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        start = time.perf_counter()
        conj = conjunction_for(problem)
        if problem.n_rows == 0:  # nothing to publish: the empty release meets every criterion
            empty = {a: np.zeros(0, dtype=np.int64) for a in problem.quasi_identifiers}
            return Solution(self.name, Status.FEASIBLE, 0.0, generalized=empty, suppressed=np.zeros(0, dtype=bool))
        table = TupleTable(problem, conj)
        n_tuples = len(table.ranks)
        whole = table.stats(np.arange(n_tuples), np.zeros(n_tuples, dtype=np.int64), 1)
        if not conj.satisfied(whole)[0]:
            # union-closed criteria: every grouping has a group breaking them, so no release exists
            return Solution(self.name, Status.INFEASIBLE, message=f"the whole table breaks {conj.describe()}")
        parts, finished = mondrian_partitions(table, start + limits.time_limit)
        part_of = np.empty(n_tuples, dtype=np.int64)
        part_of[np.concatenate(parts)] = np.repeat(np.arange(len(parts)), [len(p) for p in parts])
        if not conj.satisfied(table.stats(np.arange(n_tuples), part_of, len(parts))).all():
            raise AssertionError("mondrian: a partition breaks the conjunction")
        order = np.argsort(part_of, kind="stable")
        starts = np.flatnonzero(np.r_[True, np.diff(part_of[order]) != 0])
        generalized = {}
        for j, (a, t) in enumerate(zip(problem.quasi_identifiers, table.trees)):
            r = table.ranks[order, j]
            lca = t.span_lca(np.minimum.reduceat(r, starts), np.maximum.reduceat(r, starts))
            generalized[a] = lca[part_of[table.row_tuple]]
        suppressed = np.zeros(problem.n_rows, dtype=bool)
        return Solution(
            self.name,
            Status.FEASIBLE,
            objective=table_loss(problem, generalized, suppressed, problem.objective),
            bound=None,
            generalized=generalized,
            suppressed=suppressed,
            statistics={"partitions": len(parts), "tuples": n_tuples, "finished": finished},
            message="" if finished else "time limit reached: the partitions not yet split are published as they are",
        )
