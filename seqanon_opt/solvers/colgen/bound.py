"""The Lagrangian lower bound of the set-partitioning LP at any dual vector, and dual smoothing.

For duals ``y`` (one per tuple) and ``mu <= 0`` (the budget row), every release x (groups) and s
(suppressed records per tuple) satisfies ``cost = y.n + mu (sum_t s_t) + sum_g x_g rc_g + sum_t s_t rc_t``
with ``rc_g = cost_g - sum_t a_{t,g} y_t`` and ``rc_t = F - y_t - mu``. Since every group holds at
least k records, ``sum_g x_g |g| <= N`` and ``rc_g >= |g| least / k`` (``least``: the least reduced cost
of a k-record column, :mod:`.pricing`), and ``sum_t s_t <= B``, so

    cost >= y.n + mu B + N min(0, least / k) + (the B most negative rc_t, each at most min(n_t, B) times),

a valid bound on the optimum whatever ``y`` is (Lasdon 1970; Vanderbeck 2005 for its use in column
generation). It equals the LP value when ``y`` is LP-optimal (``least = 0``).

Smoothing (Wentges 1997): pricing at ``alpha y_center + (1 - alpha) y_lp``, where ``y_center`` holds
the best bound so far, keeps the duals from oscillating; a pricing that finds nothing at the smoothed
point still raises the bound, so the loop converges.
"""

from __future__ import annotations

import numpy as np

from .instance import GroupingInstance


def lagrangian_bound(inst: GroupingInstance, duals: np.ndarray, budget_dual: float, least: float) -> float:
    """The bound above at ``(duals, budget_dual)`` given the least k-record column reduced cost."""
    weight = inst.table.weight
    value = float(duals @ weight) + budget_dual * inst.budget + inst.n_records * min(0.0, least / inst.k)
    suppressed = cheapest_suppression(inst, duals, budget_dual)
    return value + float((inst.suppression_cost - duals - budget_dual) @ suppressed)


def cheapest_suppression(inst: GroupingInstance, duals: np.ndarray, budget_dual: float = 0.0) -> np.ndarray:
    """Records suppressed per tuple at the least reduced cost ``sum_t (F - y_t - mu) s_t`` subject to
    ``s_t <= min(n_t, B)`` and ``sum_t s_t <= B``: the most negative ``F - y_t - mu`` first (zeros when
    B = 0)."""
    weight = inst.table.weight
    take = np.zeros(len(duals))
    if inst.budget <= 0:
        return take
    rc = inst.suppression_cost - duals - budget_dual
    negative = np.flatnonzero(rc < 0)
    if len(negative):
        ranked = negative[np.argsort(rc[negative], kind="stable")]
        room = np.minimum(weight[ranked], inst.budget)
        take[ranked] = np.clip(inst.budget - (np.cumsum(room) - room), 0, room)
    return take
