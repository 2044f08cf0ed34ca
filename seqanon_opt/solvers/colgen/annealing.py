"""Dissolve and repair: a large-neighbourhood search over a release's groups with simulated-annealing acceptance.

The local search (:mod:`.local_search`) stops where no move, ejection, cut or pair re-cut pays. At large k its
groups are then well above k on average (all of Adult at k = 100: 233 groups of 129 records), and no single
change makes room for a new group or empties one. One step here changes the set of groups:

1. a group s is drawn at random (from the seeded generator), with its ``REGION`` nearest groups (the least LM
   of the LCA of their combinations, among the ``NEAR_WINDOW`` groups before and after s in the release's
   order, as the local search's destinations);
2. s is dissolved: each of its tuples' records goes to its cheapest other group of the region,
   ``(|d| + c) LM(d + t) - |d| LM(d)`` (:func:`.local_search.cheapest_insertions`);
3. the local search repairs the region alone (its groups grown past 2k are cut again, records moved back,
   ejected and so on), and the region's new groups replace the old ones when the cost change ``delta``
   passes the Metropolis test ``delta < -T ln u`` (u uniform in (0, 1]), where the temperature falls linearly
   with the work spent or the steps taken, whichever is further, ``T = T0 (1 - max(spent / work, step /
   steps)) C / G`` (C and G the cost and the groups of the release it started from; ``steps = PASSES G``):
   early on a step may take a slightly dearer region, which lets the search leave the local search's
   optimum; at the end it only improves.

The best release seen is returned. Every step keeps each group of at least k records and places every kept
record once (the local search's invariants); suppressed records stay suppressed. The work is the local search's
lookups plus ``STEP_WORK`` a step, so the search depends on the work and the seed alone. A step takes 7.6-8.0 ms
of wall time on the first 5,000 rows of Adult at k = 2 and 5, 18 ms at k = 25 (55 ms before the cuts' LCAs by
preorder rank and their memo, :func:`.local_search.best_cut`), 67 ms at k = 100, 11-47 ms on all of Adult at
k = 10 to 100; all but 4.4-7.0 ms of it is the lookups charged, and ``STEP_WORK`` is that rest.

Measured (work seconds; wall-clock seconds in brackets, one worker; a step then charged 5 ms): from the solver's
release before its RINS on all of Adult at k = 100 (48,363.0), 46,823.9 in 94 (90), and the local search over the
whole release then 46,358.7; from the local search's optimum on Mondrian's release of the first 5,000 rows at
k = 100 (14,792.3), 14,092.6, 13,946.5 and 13,987.5 in 48 with seeds 0, 1 and 2. A first version (the
temperature falling per pass over the groups) took all of Adult at k = 100 from the local search's optimum on
Mondrian's release, 52,437.6, to 46,592.3 in 144, and stopped at 47,930.0 without annealing (``T0`` = 0);
at k = 10, 19,705.5 -> 18,511.9 in 81 (171). ``models/cell_column_generation.md`` has the solver's figures.
"""

from __future__ import annotations

import math
import time

import numpy as np

from ..cpsat.run import Budget
from .groups import Grouping
from .instance import GroupingInstance
from .local_search import (
    NEAR_WINDOW,
    Search,
    _hold,
    _replace,
    cheapest_insertions,
    descend,
    lca_losses,
    records_of,
)
from .pricing import Column, Pricer

REGION = 16  # the dissolved group's nearest groups that take its records and are repaired with them
PASSES = 12  # steps at most, per group of the release it starts from
T0 = 0.02  # the starting temperature, a share of the mean group's cost
STEP_WORK = 0.006  # work seconds of one step's own Python (the region, the calls, the test), besides its lookups
MIN_WORK = 0.05  # work seconds below which the search does not start


def anneal(
    inst: GroupingInstance,
    pricer: Pricer,
    grouping: Grouping,
    budget: Budget,
    seed: int,
    deadline: float = math.inf,
) -> Grouping:
    """The best release seen by dissolve-and-repair steps (module docstring) from ``grouping`` within
    ``budget`` and the wall-clock ``deadline`` (the solver's safety net); never dearer than ``grouping``.
    Deterministic given ``seed`` and the work."""
    if len(grouping.groups) < 2 or budget.left < MIN_WORK:
        return grouping
    rng = np.random.default_rng(seed)
    search = Search(inst, pricer, lca_losses(inst), budget, list(grouping.groups))
    work, first = budget.left, budget.spent
    steps = PASSES * len(search.groups)
    scale = T0 * sum(g.cost for g in search.groups) / len(search.groups)
    cost = best_cost = sum(g.cost for g in search.groups)
    best = search.groups
    tol = 1e-9 * max(1.0, cost)
    for step in range(steps):
        if budget.exhausted or time.perf_counter() >= deadline:
            break
        budget.charge(STEP_WORK)
        region = near_region(search, int(rng.integers(len(search.groups))))
        repaired = repair(search, region, deadline)
        delta = sum(g.cost for g in repaired) - sum(search.groups[g].cost for g in region)
        temperature = scale * max(0.0, 1.0 - max((budget.spent - first) / work, (step + 1) / steps))
        u = 1.0 - rng.random()  # in (0, 1]
        if delta < -tol or (temperature > 0.0 and delta < -temperature * math.log(u)):
            search.groups = replaced(search.groups, region, repaired)
            cost += delta
            if cost < best_cost - tol:
                best, best_cost = search.groups, cost
    return Grouping(best, grouping.suppressed)


def near_region(search: Search, group: int) -> list[int]:
    """``group`` and its ``REGION`` nearest groups (the least LM of the LCA of the two combinations) among the
    ``NEAR_WINDOW`` groups before and after it in the release's order. Only the window's combinations are read:
    a step costs the same on a release of 14,000 groups (all of Adult at k = 2) as on one of 2,000."""
    n = len(search.groups)
    window = min(n, 2 * NEAR_WINDOW + 1)
    first = min(max(group - NEAR_WINDOW, 0), n - window)
    others = np.arange(first, first + window)
    comb = np.array([g.combination for g in search.groups[first : first + window]], dtype=np.int64)
    loss = search.merged_loss(comb[group - first], comb)
    loss[others == group] = np.inf
    search.charge(window * len(search.lca_loss))
    count = min(REGION, window - 1)
    return [group, *others[np.argsort(loss, kind="stable")[:count]].tolist()]


def repair(search: Search, region: list[int], deadline: float) -> list[Column]:
    """The region's groups after its first group is dissolved into the others (each tuple's records to its
    cheapest one) and the local search is run on them alone."""
    groups = [search.groups[g] for g in region]
    local = Search(search.inst, search.pricer, search.lca_loss, search.budget, groups, search.cuts)
    rec = records_of(groups)
    ((target, _),) = cheapest_insertions(local, rec, (rec.counts,))
    leaving = np.flatnonzero(rec.group == 0)
    held: dict[int, dict[int, int]] = {}  # the touched groups' records per tuple
    _hold(held, groups, {0, *target[leaving].tolist()})
    held[0] = {}
    for e in leaving.tolist():
        records = held[int(target[e])]
        t = int(rec.tuples[e])
        records[t] = records.get(t, 0) + int(rec.counts[e])
    _replace(local, held)
    descend(local, deadline)
    return local.groups


def replaced(groups: list[Column], region: list[int], repaired: list[Column]) -> list[Column]:
    """``groups`` with the region's replaced by ``repaired``, placed where the region's last group in the release's
    order was (the release's order keeps near groups near, :meth:`.local_search.Search.nearest`). The groups outside
    the region's span are copied as slices, not one by one."""
    members = set(region)
    first, last = min(region), max(region)
    kept = [groups[g] for g in range(first, last) if g not in members]
    return [*groups[:first], *kept, *repaired, *groups[last + 1 :]]
