"""The compact LP of a cell problem solved to its value: boxstep over a growing core, for tables of a few thousand rows.

The compact cell model over the closed combinations (``models/cell_generalization.md``;
:mod:`...solvers.colgen.polish`): ``used[T]`` in [0, 1], ``publish[t, T] <= n_t used[T]``,
``sum_t publish[t, T] >= k used[T]``, every record published once. Its LP value is the maximum of the compact
Lagrangian ``L(y)`` (:mod:`...solvers.colgen.lagrangian`), which is a lower bound on the cell optimum at every y. The
climb of ``colgen-cell`` approaches it by subgradient steps; here it is found exactly by column generation over that
LP, stabilised by a box (the boxstep method, Marsten, Hogan and Blankenship 1975):

* a **core** of combinations (those that paid at some evaluated y) and, per combination, only the pairs
  ``publish[t, T]`` within reach (``y_t >= LM(T) - REACH``, and the records of largest dual up to ``TOP k``); a pair
  outside prices out when ``LM(T) - y_t - sigma_T < 0`` (``sigma_T`` the dual of T's k-anonymity row) and joins;
* the LP's duals ``y`` kept within ``center +- delta`` by two slack columns per tuple (costs ``center + delta`` and
  ``-(center - delta)``);
* at the LP's y, one complete evaluation of ``L`` (a proven bound) adds the combinations that pay; a better ``L``
  moves the center there (a serious step). When the box LP's value is no more than ``L(center)`` and nothing new
  pays, the center maximises ``L`` in the box, hence everywhere (L is concave): the LP value is proven.

:meth:`BoxstepLP.converge` then drops the box (the slack at ``(k + 1) F + 1`` per record, above any dual a record
can need) and runs plain column generation until nothing prices out: the restricted LP's value is then the compact LP's,
an upper bound on it at every round that uses no slack.

Measured (2026-12-01, ``cell_lp_bracket``): blocks of up to 2,000 records of all of Adult (k = 25) converge in
0.1-63 s each; on the 1,000 first rows at k = 5 the LP (1,258.9) is reached in 10 steps, 20 s. On all of Adult the
box LPs (100,000 pairs) take HiGHS 80-390 s each (interior point; the simplex stalls), so the whole table stays with
the climb.
"""

from __future__ import annotations

from dataclasses import dataclass

import highspy
import numpy as np

from ...solvers.colgen.ascent import dual_ascent
from ...solvers.colgen.core import Core
from ...solvers.colgen.instance import GroupingInstance
from ...solvers.colgen.lagrangian import compact_lagrangian, counted_classes
from ...solvers.colgen.pricing import Pricer

DELTA = 0.3  # the box's half-width around the center, in LM per record
REACH = 0.01  # a pair (t, T) starts in the LP when y_t >= LM(T) - REACH ...
TOP = 1.2  # ... or t is among the records of largest dual below T, up to TOP k of them
PRICED_OUT = 1e-7  # a pair joins when its reduced cost is below minus this
ASCENT_PASSES = 15  # the dual ascent from the cover duals that starts the center
STEPS = 200  # boxstep steps at most
ROUNDS = 60  # rounds of the unboxed column generation at most
INNER = 30  # LP solves with new pairs per step at most


@dataclass(frozen=True)
class CompactLP:
    """The compact LP of one table: ``lower`` = L at the best duals (a proven bound on the cell optimum, at most
    the LP), ``upper`` = a restricted LP's value (at least the LP; None when none was found without slack);
    ``proven`` when they meet."""

    lower: float
    upper: float | None
    proven: bool
    duals: np.ndarray
    steps: int


class BoxstepLP:
    """Boxstep on the compact LP (module docstring), in one HiGHS model grown in place: rows are the D tuples, then
    one k-anonymity row per core combination and one link row per pair in the LP; columns the 2 D box slacks,
    then ``used`` per combination and ``publish`` per pair."""

    def __init__(self, inst: GroupingInstance, pricer: Pricer, center: np.ndarray, delta: float = DELTA):
        self.inst, self.pricer, self.delta = inst, pricer, delta
        self.counted, _ = counted_classes(inst, pricer)
        self.n = inst.table.weight.astype(np.float64)
        self.core = Core(inst)
        point = compact_lagrangian(inst, pricer, self.counted, center, 0.0)
        self.core.add(point.near)
        self.best, self.center = point.value, center
        self.highs = highspy.Highs()
        for option, value in (("output_flag", False), ("threads", 1), ("solver", "simplex")):
            self.highs.setOptionValue(option, value)
        self.combo_row = np.zeros(0, dtype=np.int64)
        self.combo_col = np.zeros(0, dtype=np.int32)
        self.in_lp = np.zeros(0, dtype=bool)
        self.add_tuple_rows()
        self.add_box(center)
        self.sync_core(center)

    # ------------------------------------------------------------------ the model, in named steps
    def add_tuple_rows(self) -> None:
        """``sum_T publish[t, T] (+ slacks) = n_t``."""
        none = np.zeros(0, dtype=np.int32)
        self.highs.addRows(len(self.n), self.n, self.n, 0, np.zeros(1, dtype=np.int32), none, np.zeros(0))

    def add_box(self, center: np.ndarray) -> None:
        """Per tuple an over-slack (cost ``center + delta``: ``y_t <= center + delta``) and an under-slack (cost
        ``-(center - delta)``: ``y_t >= center - delta``)."""
        d = len(self.n)
        tuples = np.arange(d, dtype=np.int32)
        self.highs.addCols(
            2 * d,
            self.box_costs(center, self.delta),
            np.zeros(2 * d),
            np.full(2 * d, highspy.kHighsInf),
            2 * d,
            np.arange(2 * d, dtype=np.int32),
            np.concatenate([tuples, tuples]),
            np.concatenate([np.ones(d), -np.ones(d)]),
        )

    def box_costs(self, center: np.ndarray, delta: float) -> np.ndarray:
        return np.concatenate([center + delta, -(center - delta)])

    def set_box_costs(self, costs: np.ndarray) -> None:
        self.highs.changeColsCost(len(costs), np.arange(len(costs), dtype=np.int32), costs)

    def sync_core(self, duals: np.ndarray) -> None:
        """The core's new combinations (a k-anonymity row and a ``used`` column each) and the pairs within reach
        at ``duals``."""
        highs, k = self.highs, self.inst.k
        new = len(self.core.near.keys) - len(self.combo_row)
        if new > 0:
            row0, col0 = highs.getNumRow(), highs.getNumCol()
            none, starts = np.zeros(0, dtype=np.int32), np.zeros(new + 1, dtype=np.int32)
            highs.addRows(new, np.zeros(new), np.full(new, highspy.kHighsInf), 0, starts, none, np.zeros(0))
            rows = np.arange(row0, row0 + new, dtype=np.int32)
            highs.addCols(new, np.zeros(new), np.zeros(new), np.ones(new), new, np.arange(new, dtype=np.int32), rows,
                          np.full(new, -float(k)))  # fmt: skip
            self.combo_row = np.concatenate([self.combo_row, rows])
            self.combo_col = np.concatenate([self.combo_col, np.arange(col0, col0 + new, dtype=np.int32)])
        self.add_pairs(self.within_reach(duals))

    def pairs_in_lp(self) -> np.ndarray:
        held = np.zeros(self.core.pairs, dtype=bool)
        held[: len(self.in_lp)] = self.in_lp
        return held

    def within_reach(self, duals: np.ndarray) -> np.ndarray:
        """The core's pairs not yet in the LP with ``y_t >= LM(T) - REACH`` or among T's ``TOP k`` records of
        largest dual."""
        near, k = self.core.near, self.inst.k
        y = duals[near.members]
        reach = y >= near.loss[near.segment] - REACH
        order = np.lexsort((-y, near.segment))
        weight, segment = self.n[near.members][order], near.segment[order]
        starts = np.searchsorted(segment, np.arange(len(near.keys)))
        running = np.cumsum(weight)
        before = np.repeat(running[starts] - weight[starts], np.diff(np.append(starts, len(segment))))
        reach[order[running - before - weight < TOP * k]] = True
        return np.flatnonzero(reach & ~self.pairs_in_lp())

    def add_pairs(self, pairs: np.ndarray) -> None:
        """Per pair (index into the core) a link row ``publish - n_t used <= 0`` and a ``publish`` column (cost
        LM(T)) in its tuple's row, its combination's k-anonymity row and its link row."""
        if len(pairs) == 0:
            return
        near, highs, m = self.core.near, self.highs, len(pairs)
        tuples, combos = near.members[pairs], near.segment[pairs]
        row0 = highs.getNumRow()
        highs.addRows(m, np.full(m, -highspy.kHighsInf), np.zeros(m), m, np.arange(m, dtype=np.int32),
                      self.combo_col[combos], -self.n[tuples])  # fmt: skip
        rows = np.stack([tuples, self.combo_row[combos], np.arange(row0, row0 + m)], axis=1).ravel().astype(np.int32)
        highs.addCols(m, near.loss[combos], np.zeros(m), self.n[tuples], 3 * m, np.arange(0, 3 * m, 3, dtype=np.int32),
                      rows, np.ones(3 * m))  # fmt: skip
        held = self.pairs_in_lp()
        held[pairs] = True
        self.in_lp = held

    # ------------------------------------------------------------------ solving
    def solve(self) -> tuple[float, np.ndarray]:
        """The restricted LP, with pairs priced in until none prices out (at most ``INNER`` solves): its value
        and the tuples' duals."""
        d, near = len(self.n), self.core.near
        for _ in range(INNER):
            self.highs.run()
            dual = np.asarray(self.highs.getSolution().row_dual)
            y, sigma = dual[:d], dual[self.combo_row]
            reduced = near.loss[near.segment] - y[near.members] - sigma[near.segment]
            joining = np.flatnonzero(~self.pairs_in_lp() & (reduced < -PRICED_OUT))
            if len(joining) == 0:
                break
            self.add_pairs(joining)
        return float(self.highs.getInfo().objective_function_value), y

    def evaluate(self, duals: np.ndarray) -> tuple[float, int]:
        """L at ``duals`` (complete, a proven bound); its paying combinations join the core. Returns L and how
        many joined."""
        point = compact_lagrangian(self.inst, self.pricer, self.counted, duals, 0.0)
        joined = self.core.add(point.near)
        if point.value > self.best:
            self.best, self.center = point.value, duals
        self.sync_core(duals)
        return point.value, joined

    def boxstep(self, steps: int = STEPS, tolerance: float = 1e-9) -> int:
        """Boxstep steps until the box LP proves the center optimal (module docstring); returns the steps run."""
        for step in range(1, steps + 1):
            value, duals = self.solve()
            before = self.best
            _, joined = self.evaluate(duals)
            if self.best > before:
                self.set_box_costs(self.box_costs(self.center, self.delta))
            elif joined == 0 and value - before <= tolerance * max(1.0, abs(before)):
                return step
        return steps

    def converge(self, rounds: int = ROUNDS) -> tuple[float | None, bool]:
        """Column generation without the box: (the restricted LP's value, or None when it uses slack; converged).
        Without slack the value is an upper bound on the compact LP, and equal to it once nothing prices out."""
        d = len(self.n)
        self.set_box_costs(np.full(2 * d, self.slack_cost()))
        joined, solved, slack = 1, False, 0.0
        for _ in range(rounds):
            value, duals = self.solve()
            solved = self.highs.getModelStatus() == highspy.HighsModelStatus.kOptimal
            slack = float(np.asarray(self.highs.getSolution().col_value)[: 2 * d].sum())
            _, joined = self.evaluate(duals)  # grows the model, which resets HiGHS's status
            if joined == 0:
                break
        return (value if solved and slack <= 1e-9 else None), joined == 0

    def slack_cost(self) -> float:
        """Above any dual a record can need: lifting a group of k records to the root combination (LM ``F`` per
        record) covers one more record for at most ``(k + 1) F``."""
        return (self.inst.k + 1) * max(float(self.inst.suppression_cost), 1.0) + 1.0


def compact_lp(inst: GroupingInstance, pricer: Pricer | None = None) -> CompactLP:
    """The compact LP of ``inst`` from the dual ascent's duals: boxstep, then the unboxed column generation."""
    pricer = pricer or Pricer(inst)
    center, _ = dual_ascent(inst, pricer, pricer.cover_duals()[0], ASCENT_PASSES, 1e-3, lambda evaluations: True)
    box = BoxstepLP(inst, pricer, center)
    steps = box.boxstep()
    upper, _ = box.converge()
    proven = upper is not None and upper - box.best <= 1e-6 * max(1.0, abs(upper))
    return CompactLP(box.best, upper, proven, box.center, steps)
