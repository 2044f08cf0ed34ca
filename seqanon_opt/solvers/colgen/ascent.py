"""Dual ascent: raise the cover duals while they stay feasible, a bound close to the LP's in a few passes.

The dual of the set partitioning LP (``models/cell_column_generation.md``) is
``max sum_t n_t y_t`` subject to, for every combination T covering at least k records,
``slack(T) = k LM(T) - (sum of the k largest duals below T) >= 0``. From a feasible y, raising every
tuple t at once by

    delta_t = min over the T above t of ( slack(T) / k                      if t holds some of the k largest,
                                          (y_kth(T) - y_t) + slack(T) / k   otherwise ),

keeps y feasible: after the raise the i-th largest dual below T is at most the i-th largest before plus
``slack(T) / k``, so the top k grow by at most ``slack(T)``. Each pass is one walk over the level
vectors (:class:`.pricing.Pricer`), and the least slack it meets is the least reduced cost at the duals
it started from, so the Lagrangian bound (:mod:`.bound`) of every pass is proven whatever the float
rounding did. A level vector whose least possible slack cannot lower any raise is skipped.
"""

from __future__ import annotations

import numpy as np

from .bound import lagrangian_bound
from .instance import GroupingInstance
from .pricing import Pricer


def ascent_pass(inst: GroupingInstance, pricer: Pricer, duals: np.ndarray) -> tuple[np.ndarray, float, int]:
    """One pass from ``duals``: (the raised duals, the least slack at ``duals``, tuple evaluations)."""
    k = inst.k
    order = np.argsort(-duals, kind="stable")
    floor_slack = k * inst.level_floor - pricer.top_k(duals, order)  # no slack at a level vector is below it
    raise_by = np.full(len(duals), np.inf)
    least = np.inf
    evaluations = 0
    for batch in pricer.batches(np.arange(len(inst.levels))):
        cap = raise_by.max()
        batch = batch[(floor_slack[batch] / k < cap) | (floor_slack[batch] < least)]
        if not len(batch):
            continue
        evaluations += len(batch) * len(order)
        c = pricer.level_classes(batch, order, duals)
        least = min(least, float(c.rc.min()))
        slack = np.maximum(c.rc, 0.0)[c.class_of]
        holds = c.take > 0
        last = np.zeros(len(c.rc), dtype=np.int64)
        np.maximum.at(last, c.class_of[holds], np.flatnonzero(holds))  # the k-th largest of each class
        kth = c.y[last][c.class_of]
        with np.errstate(invalid="ignore"):  # inf - inf: a tuple no combination covers k times (no raise)
            allowed = np.where(holds, slack / k, (kth - c.y) + slack / k)
        np.minimum.at(raise_by, c.perm, allowed)
    raise_by = np.where(np.isfinite(raise_by), np.maximum(raise_by, 0.0), 0.0)
    raised = duals + raise_by
    if inst.budget > 0:  # a record may be suppressed at F: a dual above F cannot be met (mu = 0)
        raised = np.minimum(raised, np.maximum(duals, inst.suppression_cost))
    return raised, least, evaluations


def dual_ascent(
    inst: GroupingInstance, pricer: Pricer, duals: np.ndarray, passes: int, min_gain: float, spend
) -> tuple[np.ndarray, float]:
    """Up to ``passes`` passes from the feasible ``duals``, stopping when a pass gains less than
    ``min_gain`` (relative); ``spend(evaluations)`` charges each pass and returns False when the budget is
    spent. Returns the duals of the best proven bound and that bound."""
    best_duals, best = duals, -np.inf
    current = duals
    for _ in range(passes):
        raised, least, evaluations = ascent_pass(inst, pricer, current)
        bound = lagrangian_bound(inst, current, 0.0, least)
        if bound > best:
            best_duals, best = current, bound
        gain = float((raised - current) @ inst.table.weight)
        current = raised
        if not spend(evaluations) or gain <= min_gain * max(abs(best), 1.0):
            break
    return best_duals, best
