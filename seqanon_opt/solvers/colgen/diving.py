"""Diving: fix the groups the LP is surest of, re-solve the master on what is left, repeat.

Each step fixes every group column with ``x_g >= 1 - FIX_EPS`` (``floor(x_g)`` copies, while they fit),
or else the single column of largest ``x_g``, takes its records out of the master's right-hand side
(:meth:`.Master.restrict`, which closes the columns that no longer fit), and re-solves warm; the
records the LP cannot place into columns any more (slack) or that are left when fewer than k remain
are placed by :func:`.rounding.place_leftovers`. When the restricted master needs slack after a step,
columns for the residual records are priced (a few complete passes) before the next step. The dive is
the release of ``colgen-cell`` when it is cheaper than the one-shot rounding.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ..cpsat.run import Budget
from .generation import KEEP, charge_pricing, solve_master
from .groups import Grouping
from .instance import GroupingInstance
from .master import Master
from .pricing import Column, Pricer
from .rounding import place_leftovers

FIX_EPS = 1e-6
REPAIR_ROUNDS = 3


def dive(inst: GroupingInstance, pricer: Pricer, master: Master, budget: Budget) -> Grouping | None:
    """The dive of the module docstring, within ``budget`` (None when the first solve does not finish)."""
    residual = inst.table.weight.astype(np.int64).copy()
    fixed: list[Column] = []
    while int(residual.sum()) >= inst.k and not budget.exhausted and master.wall_left() > 0:
        solution = solve_master(master, budget)
        if solution is None:
            break
        values = solution.groups
        columns = master.columns[: len(values)]
        sure = np.flatnonzero(values >= 1 - FIX_EPS)
        if not len(sure) and len(values) and values.max() > FIX_EPS:
            sure = np.array([int(np.argmax(values))])
        took = False
        for g in sure.tolist():
            column = columns[g]
            for _ in range(max(int(np.floor(values[g] + FIX_EPS)), 1)):
                if (residual[column.tuples] < column.counts).any():
                    break
                residual[column.tuples] -= column.counts
                fixed.append(column)
                took = True
        if not took:
            break
        master.restrict(residual)
        _repair(inst, master, residual, budget)
    return place_leftovers(inst, pricer, Grouping(fixed, np.zeros(inst.table.n_tuples, dtype=np.int64)), residual)


def _repair(inst: GroupingInstance, master: Master, residual: np.ndarray, budget: Budget) -> None:
    """When the restricted master needs slack for what is left, price columns for the residual records
    (up to ``REPAIR_ROUNDS`` complete passes at the residual master's duals)."""
    left = dataclasses.replace(inst, table=dataclasses.replace(inst.table, weight=residual))
    pricer = None
    for _ in range(REPAIR_ROUNDS):
        solution = solve_master(master, budget)
        if solution is None or solution.slack.sum() <= FIX_EPS:
            return
        pricer = pricer or Pricer(left)
        priced = pricer.price(solution.duals, np.arange(len(inst.levels)), KEEP)
        charge_pricing(budget, priced.evaluations)
        if not master.add_groups(priced.columns):
            return
