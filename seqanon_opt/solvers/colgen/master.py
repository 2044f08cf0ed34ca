"""The restricted master LP of the set-partitioning model, in HiGHS (``models/cell_column_generation.md``).

Rows (named steps, as the other models):

* ``every record in one group or suppressed``: one equality per distinct tuple t,
  ``sum_g a_{t,g} x_g + s_t = n_t`` (dual ``y_t``);
* ``suppression budget`` (only with a budget B > 0): ``sum_t s_t <= B`` (dual ``mu <= 0``).

Columns: a group g (:class:`~.pricing.Column`: ``a_{t,g}`` records of tuple t, cost
``|g| LM(lca(g))``), and per tuple its suppression ``s_t`` (cost: the LM of a suppressed record,
upper bound ``min(n_t, B)``), all present from the start. HiGHS keeps the basis between solves, so
adding the priced columns and solving again is a warm primal simplex. The master runs on one thread
with a fixed seed; its counted work is the simplex iteration count (:mod:`.solver`).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import highspy
import numpy as np

from .instance import GroupingInstance
from .pricing import Column

SLACK_COST = 2.0  # slack per record, in suppression costs


@dataclass
class MasterSolution:
    """One solve of the restricted master: its value, the duals and the column values."""

    objective: float
    duals: np.ndarray  # y_t, one per tuple
    budget_dual: float  # mu (<= 0), 0 without a budget row
    groups: np.ndarray  # x_g, one per group column, in the order added
    suppressed: np.ndarray  # s_t, one per tuple (zeros without a budget)
    slack: np.ndarray  # slack records per tuple (not a release when > 0)
    iterations: int
    optimal: bool
    timed_out: bool = False  # stopped by the wall-clock safety net


class Master:
    """The restricted master LP: built in steps (rows, suppression columns), then grown by groups."""

    def __init__(self, inst: GroupingInstance, seed: int = 0, deadline: float = math.inf):
        self.inst = inst
        self.deadline = deadline  # the wall-clock safety net, time.perf_counter() seconds
        self.nonzeros = 0
        self.columns: list[Column] = []
        self.keys: set = set()
        self.highs = highspy.Highs()
        for option, value in (("output_flag", False), ("threads", 1), ("random_seed", int(seed))):
            self.highs.setOptionValue(option, value)
        self.n_rows = inst.table.n_tuples
        self.with_budget = inst.budget > 0
        self.add_every_record_rows()
        if self.with_budget:
            self.add_budget_row()
            self.add_suppression_columns()
        self.add_slack_columns()
        self.iterations = 0

    # ---------------------------------------------------------------- model steps
    def add_every_record_rows(self) -> None:
        n = self.inst.table.weight.astype(np.float64)
        self._add_rows(n, n)

    def add_budget_row(self) -> None:
        self._add_rows(np.array([-highspy.kHighsInf]), np.array([float(self.inst.budget)]))

    def add_suppression_columns(self) -> None:
        d = self.n_rows
        upper = np.minimum(self.inst.table.weight, self.inst.budget).astype(np.float64)
        starts = np.arange(0, 2 * d, 2, dtype=np.int32)
        indices = np.column_stack([np.arange(d), np.full(d, d)]).reshape(-1).astype(np.int32)
        self.highs.addCols(
            d,
            np.full(d, self.inst.suppression_cost),
            np.zeros(d),
            upper,
            2 * d,
            starts,
            indices,
            np.ones(2 * d),
        )

    def add_slack_columns(self) -> None:
        """Per tuple, an uncapped slack covering one record at ``SLACK_COST`` times the suppression cost:
        not a release (the LP bound comes from the Lagrangian, :mod:`.bound`, which holds at any duals),
        it keeps the restricted master feasible and its duals bounded while groups are missing."""
        d = self.n_rows
        cost = SLACK_COST * max(self.inst.suppression_cost, 1.0)
        self.highs.addCols(
            d,
            np.full(d, cost),
            np.zeros(d),
            np.full(d, highspy.kHighsInf),
            d,
            np.arange(d, dtype=np.int32),
            np.arange(d, dtype=np.int32),
            np.ones(d),
        )

    def _add_rows(self, lower: np.ndarray, upper: np.ndarray) -> None:
        empty = np.array([], dtype=np.int32)
        self.highs.addRows(len(lower), lower, upper, 0, np.zeros(len(lower), dtype=np.int32), empty, np.array([]))

    # ---------------------------------------------------------------- growing and solving
    def add_groups(self, columns: list[Column]) -> int:
        """Add the group columns not already in the master; return how many were new."""
        new = [c for c in columns if c.key() not in self.keys]
        if not new:
            return 0
        for c in new:
            self.keys.add(c.key())
        sizes = np.array([len(c.tuples) for c in new])
        starts = np.concatenate(([0], np.cumsum(sizes)[:-1])).astype(np.int32)
        indices = np.concatenate([c.tuples for c in new]).astype(np.int32)
        values = np.concatenate([c.counts for c in new]).astype(np.float64)
        costs = np.array([c.cost for c in new])
        inf = np.full(len(new), highspy.kHighsInf)
        self.highs.addCols(len(new), costs, np.zeros(len(new)), inf, len(values), starts, indices, values)
        self.nonzeros += len(values)
        self.columns.extend(new)
        return len(new)

    def wall_left(self) -> float:
        return self.deadline - time.perf_counter()

    def solve(self, iteration_limit: int, wall_seconds: float = math.inf) -> MasterSolution:
        """Solve within ``iteration_limit`` simplex iterations and ``wall_seconds`` (the safety net);
        ``optimal`` False when it stopped at either."""
        self.highs.setOptionValue("simplex_iteration_limit", int(iteration_limit))
        self.highs.setOptionValue("time_limit", float(min(wall_seconds, 1e9)))
        self.highs.run()
        status = self.highs.getModelStatus()
        optimal = status == highspy.HighsModelStatus.kOptimal
        timed_out = status == highspy.HighsModelStatus.kTimeLimit
        if not optimal and not timed_out and status != highspy.HighsModelStatus.kIterationLimit:
            raise RuntimeError(f"restricted master LP ended {self.highs.modelStatusToString(status)}")
        info = self.highs.getInfo()
        iterations = int(info.simplex_iteration_count)
        self.iterations += iterations
        solution = self.highs.getSolution()
        row_dual = np.asarray(solution.row_dual)
        values = np.asarray(solution.col_value)
        d = self.n_rows
        offset = 2 * d if self.with_budget else d
        return MasterSolution(
            objective=float(info.objective_function_value),
            duals=row_dual[:d].copy(),
            budget_dual=float(min(row_dual[d], 0.0)) if self.with_budget else 0.0,
            groups=values[offset:].copy(),
            suppressed=values[:d].copy() if self.with_budget else np.zeros(d),
            slack=values[offset - d : offset].copy(),
            iterations=iterations,
            optimal=optimal,
            timed_out=timed_out,
        )

    def restrict(self, residual: np.ndarray) -> None:
        """Make the rows ask for ``residual`` records per tuple and close every group column that no
        longer fits in it (its upper bound to 0): the master of what is left after fixing groups."""
        d = self.n_rows
        rows = np.arange(d, dtype=np.int32)
        values = residual.astype(np.float64)
        self.highs.changeRowsBounds(d, rows, values, values)
        offset = 2 * d if self.with_budget else d
        closed = [i for i, c in enumerate(self.columns) if (c.counts > residual[c.tuples]).any()]
        if closed:
            index = np.array(closed, dtype=np.int32) + offset
            self.highs.changeColsBounds(len(index), index, np.zeros(len(index)), np.zeros(len(index)))
