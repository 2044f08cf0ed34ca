"""A release from the master's LP solution: LP-guided greedy rounding, then the leftovers placed.

1. Suppress ``floor(s_t)`` records of every tuple (the LP's suppression, within the budget).
2. Walk the group columns by decreasing LP value ``x_g`` (ties: cheaper per record first) and accept a
   column, ``floor(x_g)`` times or once when fractional, while at least k of its records are still
   unplaced; an accepted group holds the records still available (its combination their lowest common
   ancestors, :meth:`.Pricer.column`).
3. Every record left goes, tuple by tuple, where it costs least: into the group whose cost grows least
   when the group's combination is lifted to cover it, ``(|g| + c) LM(lca(g, t)) - |g| LM(g)``, or
   suppressed (``F`` per record) while the budget lasts.

Each step keeps every group at k or more records, so the result is a cell release under k-anonymity
(checked again by the independent verifier before anything is written).
"""

from __future__ import annotations

import numpy as np

from .groups import Grouping
from .instance import GroupingInstance
from .master import MasterSolution
from .pricing import Column, Pricer


def round_solution(inst: GroupingInstance, pricer: Pricer, lp: MasterSolution, columns: list[Column]) -> Grouping:
    """The greedy rounding of the module docstring."""
    avail = inst.table.weight.astype(np.int64).copy()
    suppressed = np.minimum(np.floor(lp.suppressed + 1e-9).astype(np.int64), avail)
    excess = int(suppressed.sum()) - inst.budget
    if excess > 0:  # never over the budget (the LP's floors respect it; this guards rounding noise)
        suppressed[np.flatnonzero(suppressed)[:excess]] -= 1
    avail -= suppressed
    values = lp.groups
    columns = columns[: len(values)]  # columns added after this solve have no value in it
    per_record = np.array([c.cost / max(c.size, 1) for c in columns])
    order = np.lexsort((per_record, -values))
    groups: list[Column] = []
    for g in order.tolist():
        if values[g] <= 1e-6:
            break
        column = columns[g]
        for _ in range(max(int(np.floor(values[g] + 1e-6)), 1)):
            take = np.minimum(avail[column.tuples], column.counts)
            if int(take.sum()) < inst.k:
                break
            keep = take > 0
            groups.append(pricer.column(column.tuples[keep], take[keep]))
            avail[column.tuples] -= take
    return place_leftovers(inst, pricer, Grouping(groups, suppressed), avail)


def place_leftovers(inst: GroupingInstance, pricer: Pricer, grouping: Grouping, avail: np.ndarray) -> Grouping:
    """Place every record still in ``avail`` (step 3 of the module docstring); with no group yet, the
    records left form one group (there are at least k of them: the caller checked N >= k)."""
    groups = grouping.groups
    suppressed = grouping.suppressed.copy()
    if not groups:
        left = np.flatnonzero(avail)
        groups = [pricer.column(left, avail[left])]
        return Grouping(groups, suppressed)
    nodes = np.array([g.combination for g in groups], dtype=np.int64).reshape(len(groups), -1)
    sizes = np.array([g.size for g in groups], dtype=np.int64)
    members: list[dict[int, int]] = [dict(zip(g.tuples.tolist(), g.counts.tolist())) for g in groups]
    loss = inst.combination_loss(nodes)
    room = inst.budget - int(suppressed.sum())
    for t in np.flatnonzero(avail).tolist():
        c = int(avail[t])
        lifted = lift(inst, nodes, t)
        lifted_loss = inst.combination_loss(lifted)
        delta = (sizes + c) * lifted_loss - sizes * loss
        g = int(np.argmin(delta))
        if room >= c and c * inst.suppression_cost <= delta[g]:
            suppressed[t] += c
            room -= c
            continue
        nodes[g], loss[g], sizes[g] = lifted[g], lifted_loss[g], sizes[g] + c
        members[g][t] = members[g].get(t, 0) + c
    placed = []
    for held in members:
        tuples = np.array(sorted(held), dtype=np.int64)
        counts = np.array([held[t] for t in tuples.tolist()], dtype=np.int64)
        placed.append(pricer.column(tuples, counts))
    return Grouping(placed, suppressed)


def lift(inst: GroupingInstance, nodes: np.ndarray, t: int) -> np.ndarray:
    """Every group's combination lifted to cover tuple t: per attribute the lowest common ancestor of
    the group's node and t's leaf (the deepest depth at which their ancestors agree)."""
    out = np.empty_like(nodes)
    for j, tax in enumerate(inst.table.taxonomies):
        leaf_path = inst.ancestor[j][:, t]  # t's ancestor at every depth
        node = nodes[:, j]
        node_depth = tax.depth[node]
        common = np.zeros(len(node), dtype=np.int64)
        current = node.copy()
        for d in range(int(node_depth.max()), 0, -1):  # climb the groups' nodes, deepest first
            at_d = node_depth >= d
            current = np.where(at_d & (tax.depth[current] > d), tax.parent[current], current)
            agree = at_d & (current == leaf_path[d]) & (common == 0)
            common = np.where(agree, d, common)
        out[:, j] = np.where(common > 0, _ancestor_at(tax, node, common), tax.root)
    return out


def _ancestor_at(tax, node: np.ndarray, depth: np.ndarray) -> np.ndarray:
    """Each node's ancestor at the given depth (at most its own depth)."""
    current = node.copy()
    while True:
        up = tax.depth[current] > depth
        if not up.any():
            return current
        current = np.where(up, tax.parent[current], current)
