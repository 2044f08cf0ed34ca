"""The tree knapsack of :func:`.cut_search.search_cuts` (cut_search.py module docstring, "The DP
attribute"): with the cuts of every other attribute fixed, node u of the DP attribute's tree contributes
a fixed pair (suppressed rows ``s_u``, cost ``c_u``) when it is in the cut, and the best cut within the
budget B is

    F_u = pareto({(s_u, c_u)} U (+)_{children c} F_c),      optimum = min cost of F_root,

``(+)`` the min-plus sum of Pareto frontiers of (suppressed, cost) pairs capped at B.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from ...data.taxonomy import Taxonomy
from ..cut_costs import CutCosts
from ..tuples import TupleTable, ancestor_at_depth
from .dp_verdicts import GroupJudge

DP_WORK_PER_TUPLE = 2.0  # work units per tuple and level of a DP (Adult: ~4 ms per DP, ~4.5 ms charged)

Frontier = tuple[np.ndarray, np.ndarray]  # (suppressed rows, cost) of the Pareto points


def data_tree(tax: Taxonomy, leaves: np.ndarray) -> dict[int, list[int]]:
    """Children lists of the nodes that hold at least one of ``leaves``."""
    present = np.zeros(tax.n_nodes, dtype=bool)
    for leaf in np.unique(leaves).tolist():
        v = int(leaf)
        while v >= 0 and not present[v]:
            present[v] = True
            v = int(tax.parent[v])
    return {v: [c for c in tax.children[v] if present[c]] for v in np.flatnonzero(present).tolist()}


def pareto(supp: np.ndarray, cost: np.ndarray, cap: int) -> tuple[np.ndarray, np.ndarray]:
    """The (suppressed, cost) points with suppressed <= cap that no other point dominates."""
    keep = supp <= cap
    supp, cost = supp[keep], cost[keep]
    order = np.lexsort((cost, supp))
    supp, cost = supp[order], cost[order]
    if len(cost) < 2:
        return supp, cost
    strictly_better = np.ones(len(cost), dtype=bool)
    strictly_better[1:] = cost[1:] < np.minimum.accumulate(cost)[:-1]
    return supp[strictly_better], cost[strictly_better]


def min_plus(a: Frontier, b: Frontier, cap: int) -> Frontier:
    """The Pareto frontier of the sums of a point of ``a`` and a point of ``b``, capped at ``cap`` rows."""
    return pareto(np.add.outer(a[0], b[0]).ravel(), np.add.outer(a[1], b[1]).ravel(), cap)


class TreeKnapsack:
    """The DP over the DP attribute's tree (module docstring) for one table and budget."""

    def __init__(
        self, table: TupleTable, j: int, costs: CutCosts, judge: GroupJudge, budget: int, full: np.ndarray
    ) -> None:
        tax = table.taxonomies[j]
        self.tax, self.judge, self.budget, self.weight = tax, judge, budget, table.weight.astype(np.float64)
        self.kids = data_tree(tax, table.leaves[:, j])
        leaves = table.leaves[:, j]
        self.ancestor = ancestor_at_depth(tax)[leaves]  # [t, depth]
        step = costs.step_cost[table.attributes[j]]
        self.cost_at_depth = [
            step[leaves, np.maximum(tax.depth[leaves] - d, 0)].astype(np.float64) for d in range(tax.height + 1)
        ]
        self.at_depth = [
            np.array([v for v in self.kids if tax.depth[v] == d], dtype=np.int64) for d in range(tax.height + 1)
        ]
        self.full = full
        self.post_order = self._post_order()

    def _post_order(self) -> list[int]:
        out: list[int] = []
        stack = [(self.tax.root, False)]
        while stack:
            v, done = stack.pop()
            if done:
                out.append(v)
            else:
                stack.append((v, True))
                stack.extend((c, False) for c in reversed(self.kids[v]))
        return out

    @property
    def work(self) -> float:
        return DP_WORK_PER_TUPLE * self.judge.work_per_level * (self.tax.height + 1)

    def node_values(
        self, classes: np.ndarray, fine: np.ndarray, open_tuple: np.ndarray | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """``(s_u, c_u)`` for every data node u of the tree: the rows suppressed and the cost of the rows
        below u when u is in the cut, the other attributes giving ``classes`` and ``fine`` costs (lower
        bounds of :mod:`.dp_verdicts` where ``open_tuple``; exact where None)."""
        tax, w = self.tax, self.weight
        supp = np.zeros(tax.n_nodes, dtype=np.int64)
        cost = np.zeros(tax.n_nodes, dtype=np.int64)
        for d, nodes in enumerate(self.at_depth):
            if not len(nodes):
                continue
            anc = self.ancestor[:, d]
            group, uniques = pd.factorize(classes * tax.n_nodes + anc)
            verdict = self.judge.verdict(group, len(uniques), open_tuple)
            published = self.cost_at_depth[d] + fine
            if verdict.floor is not None:
                published = np.where(verdict.floor, np.minimum(published, self.full), published)
            s = np.bincount(anc, weights=verdict.counted, minlength=tax.n_nodes)
            c = np.bincount(anc, weights=w * np.where(verdict.full, self.full, published), minlength=tax.n_nodes)
            supp[nodes] = np.rint(s[nodes]).astype(np.int64)
            cost[nodes] = np.rint(c[nodes]).astype(np.int64)
        return supp, cost

    def frontiers(
        self, supp: np.ndarray, cost: np.ndarray, keep: bool = False
    ) -> tuple[dict[int, Frontier], dict[int, list[Frontier]]]:
        """``F_u`` of every node (post order; only the root's kept unless ``keep``) and, with ``keep``, per
        inner node the min-plus prefixes over its children (for :meth:`best_cut`)."""
        frontier: dict[int, Frontier] = {}
        combined: dict[int, list[Frontier]] = {}
        for v in self.post_order:
            own = (np.array([supp[v]]), np.array([cost[v]]))
            if self.kids[v]:
                prefix = [(np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64))]
                for c in self.kids[v]:
                    prefix.append(min_plus(prefix[-1], frontier[c] if keep else frontier.pop(c), self.budget))
                if keep:
                    combined[v] = prefix
                frontier[v] = pareto(
                    np.concatenate([own[0], prefix[-1][0]]), np.concatenate([own[1], prefix[-1][1]]), self.budget
                )
            else:
                frontier[v] = pareto(*own, self.budget)
        return frontier, combined

    def best(self, classes: np.ndarray, fine: np.ndarray, open_tuple: np.ndarray | None = None) -> int | None:
        """The least cost of a cut of the DP attribute within the budget (None: none fits)."""
        frontier, _ = self.frontiers(*self.node_values(classes, fine, open_tuple))
        costs = frontier[self.tax.root][1]
        return int(costs.min()) if len(costs) else None

    def best_cut(self, classes: np.ndarray, fine: np.ndarray) -> tuple[int, list[int]] | None:
        """The least cost and a cut (data nodes) reaching it."""
        supp, cost = self.node_values(classes, fine)
        frontier, combined = self.frontiers(supp, cost, keep=True)
        s_root, c_root = frontier[self.tax.root]
        if not len(c_root):
            return None
        i = int(np.argmin(c_root))
        cut: list[int] = []
        todo = [(self.tax.root, int(s_root[i]), int(c_root[i]))]
        while todo:
            v, s, c = todo.pop()
            if supp[v] == s and cost[v] == c:
                cut.append(v)
                continue
            prefix = combined[v]
            for i_child in range(len(self.kids[v]), 0, -1):  # split (s, c) among the children, last first
                child = self.kids[v][i_child - 1]
                points = {(int(a), int(b)) for a, b in zip(*prefix[i_child - 1])}
                cs, cc = frontier[child]
                for a, b in zip(cs.tolist(), cc.tolist()):
                    if (s - a, c - b) in points:
                        todo.append((child, a, b))
                        s, c = s - a, c - b
                        break
                else:
                    raise AssertionError("tree knapsack reconstruction lost its point")
        return int(c_root[i]), cut
