"""Re-partition: a large-neighbourhood search on a release, a few related groups re-solved by the compact MIP.

The local search (:mod:`.local_search`) changes one or two groups at a time. Where every group holds exactly
k records (the first 200 rows of Adult at k = 10: 20 groups of 10, LM 702.8) no move, ejection, cut or swap of
two tuples lowers the release, yet the compact MIP over every closed combination finds 669.2 after minutes:
a better release regroups the records of many groups at once. This search does so a few groups at a time.

A neighbourhood is a seed group s and the ``size - 1`` groups where some record of s costs least to insert,
``min over t in s of (|d| + c_t) LM(d + t) - |d| LM(d)`` (the groups s's records would join). Their records
form a sub-instance (:func:`.chunks.sub_instance`); the compact model over its closed combinations
(:func:`.closing.closed_combinations`: it holds the sub-instance's optimal partition) is solved by HiGHS from
the current groups (at most ``NODES`` nodes; :func:`.polish.quick_search`: without presolve, strong branching
or sub-MIPs, charged per call and per simplex iteration, and started only with ``SIZE_WORK`` per unit of its
size left, since HiGHS's root runs to its end), and a cheaper partition replaces the groups. Seeds are drawn at
random (the solve's seed) among the groups not yet tried at this size; when every group has been tried without a
gain the size grows by one, up to ``MAX_SIZE``; a neighbourhood over ``MAX_PAIRS`` pairs is skipped (its walk stops
there).

Measured from the solver's 60 s releases, 60 work seconds each (HiGHS's defaults -> ``QUICK_SEARCH``): the first
1,000 rows at k = 10, 2,040.6 -> 1,987.3 -> 1,939.2 (5.0 %, 52 s of wall time); at k = 100 from the local
search's release, 4,474.5 -> 4,270.2 either way (5.0 % above the table's compact LP 4,068.6), in 109 s of wall
time before the walk for the closed combinations took only covering classes and stopped at the pair limit, 30 s
after; 5,000 rows at k = 10 from the local search's release, 5,938.9 -> 5,797.6 (2.4 %). On small tables, where
it tries every neighbourhood before its work ends, the defaults found about as much (the first 200 rows at k =
10 in the solver, 60 s: 668.2 with them, 673.5 without; k = 25: 910.2 and 912.1; 400 rows at k = 10: 1,088.7 and
1,089.8). Nearest groups (by the LCA of the combinations) instead of the groups s's records would join found a
quarter as much (1,000 rows at k = 10: 0.7 % against 3.1 % in 60 s). On all of Adult in 600 s it gets the work
the polish and the local search leave: k = 2, 4,277.1 -> 4,269.9 (gap 3.81 %); k = 10, 17,448.8 -> 17,389.2
(12.42 %, with the wait for the ascent charged as work); none at k = 100, where the chunks take the work.
"""

from __future__ import annotations

import logging
import math
import time
from typing import NamedTuple

import numpy as np

from ...progress import report_incumbent
from ..cpsat.run import Budget
from .chunks import sub_instance
from .closing import closed_combinations
from .generation import charge_pricing
from .groups import Grouping
from .instance import GroupingInstance
from .local_search import LOOKUPS_PER_SECOND, lca_losses
from .polish import CompactModel, placed_once_in_groups_of_k, quick_search
from .pricing import Column, Pricer

FIRST_SIZE = 3  # groups of a neighbourhood at first
MAX_SIZE = 8  # ... and at most
MAX_PAIRS = 20_000  # (tuple, combination) pairs of a neighbourhood's model at most
NODES = 4  # branch-and-bound nodes of one neighbourhood's MIP
BUILD_WORK = 0.01  # work seconds of building a neighbourhood's sub-instance and model (about 10 ms measured)
MIN_WORK = 0.05  # work seconds below which the search does not start
PROGRESS_STEPS = 10  # the release goes to the progress display each time this share of the work is spent

logger = logging.getLogger(__name__)


def repartition(
    inst: GroupingInstance,
    pricer: Pricer,
    grouping: Grouping,
    budget: Budget,
    seed: int,
    deadline: float = math.inf,
) -> Grouping:
    """The release after re-partitioning neighbourhoods of related groups (module docstring) within ``budget``
    and the wall-clock ``deadline`` (the solver's safety net); never dearer, deterministic given ``seed`` and
    the work. Its cost goes to the progress display in force at every gain (the display throttles) and with a
    message each tenth of the work."""
    groups = list(grouping.groups)
    if len(groups) < 2 or budget.left < MIN_WORK:
        return grouping
    suppression = inst.suppression_cost * float(grouping.suppressed.sum())
    step = budget.left / PROGRESS_STEPS
    mark = budget.spent + step
    rng = np.random.default_rng(seed)
    tables = lca_losses(inst)
    arrays = group_arrays(groups)  # kept beside ``groups``, row for row: no pass over the groups per neighbourhood
    tried = np.zeros(len(groups), dtype=bool)
    size, gained_at_size, changed = FIRST_SIZE, False, False
    while budget.left >= MIN_WORK and time.perf_counter() < deadline:
        if budget.spent >= mark:
            mark = budget.spent + step
            logger.info(
                "colgen-cell, the re-partition: neighbourhoods of %d groups, release %.6g (work %.1f of %.1f s)",
                size,
                float(arrays.costs.sum()) + suppression,
                budget.spent,
                budget.total,
            )
        open_seeds = np.flatnonzero(~tried)
        if not len(open_seeds):  # a sweep over every group: again at this size after a gain, else one group more
            if not gained_at_size and (size >= MAX_SIZE or size >= len(groups)):
                break
            size = size if gained_at_size else size + 1
            tried, gained_at_size = np.zeros(len(groups), dtype=bool), False
            continue
        s = int(open_seeds[int(rng.integers(len(open_seeds)))])
        members = related_groups(inst, tables, groups[s], arrays, s, size, budget)
        found = resolve(inst, pricer, [groups[g] for g in members], budget, seed, deadline)
        if found is None:
            tried[s] = True
            continue
        kept = np.ones(len(groups), dtype=bool)
        kept[members] = False
        groups = [g for g, keep in zip(groups, kept) if keep] + found
        added = group_arrays(found)
        arrays = GroupArrays(*(np.concatenate([old[kept], new]) for old, new in zip(arrays, added)))
        tried = np.concatenate([tried[kept], np.zeros(len(found), dtype=bool)])
        gained_at_size = changed = True
        report_incumbent(float(arrays.costs.sum()) + suppression)
    return Grouping(groups, grouping.suppressed) if changed else grouping


class GroupArrays(NamedTuple):
    """The groups' combinations (groups x attributes), sizes and costs as arrays."""

    combinations: np.ndarray
    sizes: np.ndarray
    costs: np.ndarray


def group_arrays(groups: list[Column]) -> GroupArrays:
    """The arrays of ``groups``, one row per group in their order."""
    return GroupArrays(
        np.array([g.combination for g in groups], dtype=np.int64).reshape(len(groups), -1),
        np.array([g.size for g in groups], dtype=np.float64),
        np.array([g.cost for g in groups], dtype=np.float64),
    )


def related_groups(
    inst: GroupingInstance,
    tables: tuple[np.ndarray, ...],
    seed_group: Column,
    arrays: GroupArrays,
    s: int,
    size: int,
    budget: Budget,
) -> list[int]:
    """Group ``s`` (``seed_group``) and the ``size - 1`` other groups (``arrays``: every group's arrays) where
    one of its records costs least to insert, ``min_t (|d| + c_t) LM(lca(d, t)) - |d| LM(d)`` (ties by index)."""
    leaves = inst.table.leaves[seed_group.tuples].astype(np.int64)
    combos = arrays.combinations
    joined = np.zeros((len(leaves), len(combos)))
    for j, table in enumerate(tables):
        joined += table[leaves[:, j, None], combos[None, :, j]]
    added = ((arrays.sizes[None, :] + seed_group.counts[:, None]) * joined - arrays.costs[None, :]).min(axis=0)
    added[s] = -np.inf
    budget.charge(joined.size * len(tables) / LOOKUPS_PER_SECOND)
    return np.argsort(added, kind="stable")[:size].tolist()


def resolve(
    inst: GroupingInstance, pricer: Pricer, members: list[Column], budget: Budget, seed: int, deadline: float
) -> list[Column] | None:
    """The cheapest partition of the ``members``' records the compact MIP over their closed combinations finds
    from them, as groups of ``inst``; None when it is not cheaper (or the model is over ``MAX_PAIRS``)."""
    budget.charge(BUILD_WORK)
    tuples = np.concatenate([g.tuples for g in members])
    counts = np.concatenate([g.counts for g in members])
    local, inverse = np.unique(tuples, return_inverse=True)
    local_counts = np.bincount(inverse.reshape(-1), weights=counts).astype(np.int64)
    sub = sub_instance(inst, local, local_counts)
    sub_pricer = Pricer(sub)
    charge_pricing(budget, sub.table.n_tuples * len(sub.levels))
    below = closed_combinations(sub, sub_pricer, MAX_PAIRS)
    if below is None:
        return None
    start = Grouping(
        [sub_pricer.column(np.searchsorted(local, g.tuples), g.counts) for g in members],
        np.zeros(len(local), dtype=np.int64),
    )
    found = quick_search(CompactModel(sub, below, seed), sub_pricer, start, budget, deadline, NODES)
    current = sum(g.cost for g in members)
    if (
        found is None
        or not placed_once_in_groups_of_k(sub, found)
        or found.cost(sub) >= current - 1e-9 * max(1.0, current)
    ):
        return None
    return [pricer.column(local[g.tuples], g.counts) for g in found.groups]
