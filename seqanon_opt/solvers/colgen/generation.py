"""The column-generation loop: restricted master, smoothed pricing, the bound (``models/cell_column_generation.md``).

1. Start: the cover duals (:meth:`.Pricer.cover_duals`, a feasible dual: the first bound), raised by
   dual ascent (:mod:`.ascent`, until ``ASCENT_SHARE`` of the budget is spent, so up to one pass more)
   are the stability center; the cheapest k-cover of every tuple, the columns tight at the center and
   the incumbent's groups seed the master. When the ascent has spent the loop's share (the chunked path
   of :mod:`.solver`, whose share is the ascent's) no round runs and the tight columns are not priced.
2. Round: solve the master (duals ``y_lp``), price at ``alpha y_center + (1 - alpha) y_lp`` (Wentges
   smoothing), add the improving columns. Pricing is partial (the level vectors that gave columns
   lately) with a complete pass every ``FULL_EVERY`` rounds and whenever the partial one finds
   nothing; only a complete pass gives a bound (:func:`.bound.lagrangian_bound`), which replaces the
   center when it is better.
3. Stop: the master's value meets the bound (the LP is solved: value = bound), or the loop's share of
   the work budget is spent.

Counted work (the determinism rule of :mod:`..cpsat.run`): tuple evaluations of pricing at
``EVALUATIONS_PER_SECOND`` and, per master solve, ``MASTER_SOLVE_S`` plus its simplex iterations times
the master's cost per iteration (:func:`master_iteration_seconds`, fitted on Adult's masters); each
master solve gets a
simplex iteration limit from what is left of the loop's share, so the number of rounds never depends on
the wall clock and one solve of a large master cannot take the release's work. The wall-clock safety
net of :mod:`..cpsat.run` (``4 T + 10`` s) stops the loop, the master (HiGHS's own
time limit), the dive and the chunks; such a stop is counted in ``wall_clock_stops``.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import numpy as np

from ...progress import report_incumbent
from ..cpsat.run import Budget
from .ascent import dual_ascent
from .bound import lagrangian_bound
from .instance import GroupingInstance
from .master import Master, MasterSolution
from .pricing import Column, Pricer

EVALUATIONS_PER_SECOND = 12e6  # pricing: tuple evaluations per work second (Adult: 50M in about 4 s)
MASTER_SOLVE_S, MASTER_ITERATION_S = 4.8e-5, 3.3e-5  # master: work seconds per solve, per simplex iteration
MASTER_NONZERO_S, MASTER_PAIR_S = 1.4e-10, 3.9e-13  # ... and per iteration, per nonzero and per nonzero x column
# the same terms fitted on the chunks' masters beside the bound's worker (master_iteration_seconds)
BESIDE_ITERATION_S, BESIDE_NONZERO_S, BESIDE_PAIR_S = 2.49e-5, 1.56e-9, 9.8e-14
FULL_EVERY = 5  # a complete pricing pass at least every this many rounds
KEEP = 1000  # columns added per round at most (a tenth of the tuples when more)
ALPHA = 0.5  # smoothing weight of the stability center
GENERATION_SHARE = 0.8  # the loop stops at this share of the budget (the release's dive gets the rest)
ASCENT_PASSES, ASCENT_MIN_GAIN, ASCENT_SHARE = 60, 5e-4, 0.4  # dual ascent: passes, least relative gain, budget


@dataclass
class Generation:
    """What the loop leaves: the best bound, the master, its last solution and counts."""

    bound: float
    master: Master
    duals: np.ndarray  # the duals of the best bound (the stability center)
    last: MasterSolution | None = None
    rounds: int = 0
    complete_passes: int = 0
    converged: bool = False
    seconds: dict[str, float] = field(default_factory=lambda: {"master": 0.0, "pricing": 0.0})  # wall, reported

    @property
    def lp_value(self) -> float | None:
        return None if self.last is None else self.last.objective


def charge_pricing(budget: Budget, evaluations: float) -> None:
    budget.charge(evaluations / EVALUATIONS_PER_SECOND)


def cover_state(
    inst: GroupingInstance,
    pricer: Pricer,
    incumbent: list[Column],
    budget: Budget,
    seed: int,
    deadline: float = math.inf,
) -> Generation:
    """The loop's start: the master seeded with ``incumbent`` and the cheapest k-cover of every tuple, the
    bound of the cover duals (one pricing pass, charged to ``budget``)."""
    master = Master(inst, seed, deadline)
    master.add_groups(incumbent)
    center, where = pricer.cover_duals()
    charge_pricing(budget, inst.table.n_tuples * len(inst.levels))
    master.add_groups(pricer.cover_columns(center, where))
    return Generation(lagrangian_bound(inst, center, 0.0, 0.0), master, center)


def generate(
    inst: GroupingInstance,
    pricer: Pricer,
    incumbent: list[Column],
    budget: Budget,
    seed: int,
    share: float = GENERATION_SHARE,
    deadline: float = math.inf,
    report: bool = True,
) -> Generation:
    """Run column generation within ``budget`` (module docstring); ``incumbent``: the groups of a known
    release (seed columns, and with ``report`` the release reported to the progress display with the bound:
    not for a part of the table, whose numbers are not the solve's); stop at ``share`` of the budget (the
    release's dive gets the rest; the dual ascent alone with ``share`` <= its own share); ``deadline``: the
    wall-clock safety net (``time.perf_counter()`` seconds)."""
    state = cover_state(inst, pricer, incumbent, budget, seed, deadline)
    master, everything = state.master, np.arange(len(inst.levels))

    def spend(evaluations: int) -> bool:
        charge_pricing(budget, evaluations)
        return budget.spent < ASCENT_SHARE * budget.total

    ascended, bound = dual_ascent(inst, pricer, state.duals, ASCENT_PASSES, ASCENT_MIN_GAIN, spend)
    if bound > state.bound:
        state.bound, state.duals = bound, ascended
    center = state.duals
    if budget.spent >= share * budget.total:  # no round will run (the chunked path: the ascent is the loop)
        return state
    tight = pricer.price(center + 1e-7, everything, 5 * KEEP, per_level=50)  # the columns tight at the center
    charge_pricing(budget, tight.evaluations)
    master.add_groups(tight.columns)
    keep = max(KEEP, inst.table.n_tuples // 10)
    center_mu = 0.0
    active: list[int] = []
    upper = sum(c.cost for c in incumbent) if incumbent else math.inf
    while budget.spent < share * budget.total:
        if master.wall_left() <= 0:  # the wall-clock safety net (cpsat/run.py)
            budget.wall_clock_stops += 1
            break
        clock = time.perf_counter()
        solution = solve_master(master, budget, share * budget.total - budget.spent)
        state.seconds["master"] += time.perf_counter() - clock
        if solution is None:
            break
        state.last = solution
        state.rounds += 1
        if solution.objective <= state.bound + 1e-7 * max(1.0, abs(solution.objective)):
            state.converged = True
            break
        complete = not active or state.rounds % FULL_EVERY == 0
        y = ALPHA * center + (1 - ALPHA) * solution.duals
        mu = ALPHA * center_mu + (1 - ALPHA) * solution.budget_dual
        levels = everything if complete else np.array(active, dtype=np.int64)
        clock = time.perf_counter()
        priced = pricer.price(y, levels, keep)
        charge_pricing(budget, priced.evaluations)
        if not priced.columns:  # nothing at the smoothed point: price the master's own duals, completely
            y, mu = solution.duals, solution.budget_dual
            priced = pricer.price(y, everything, keep)
            charge_pricing(budget, priced.evaluations)
        state.seconds["pricing"] += time.perf_counter() - clock
        if priced.complete:
            state.complete_passes += 1
            bound = lagrangian_bound(inst, y, mu, priced.least)
            if bound > state.bound:
                state.bound, state.duals, center, center_mu = bound, y, y, mu
            active = sorted(set(priced.levels.tolist()))
        if report:
            report_incumbent(upper if math.isfinite(upper) else None, state.bound)  # the LP value is no release
        master.add_groups(priced.columns)
    return state


def solve_master(master: Master, budget: Budget, work: float = math.inf) -> MasterSolution | None:
    """One master solve within ``work`` seconds, what is left of the budget and the wall-clock safety net
    (None when it could not finish). The loop passes what is left of its share, so one solve of a large
    master cannot take the work meant for the release (the dive, the chunks)."""
    per_iteration = master_iteration_seconds(master)
    limit = int((min(budget.left, work) - MASTER_SOLVE_S) / per_iteration)
    wall = master.wall_left()
    if limit < 1 or wall <= 0:
        budget.wall_clock_stops += int(wall <= 0)
        return None
    solution = master.solve(limit, wall)
    budget.charge(MASTER_SOLVE_S + solution.iterations * per_iteration)
    budget.wall_clock_stops += int(solution.timed_out)
    return solution if solution.optimal else None


def master_iteration_seconds(master: Master) -> float:
    """The work seconds of one simplex iteration of ``master`` with ``z`` nonzeros and ``c`` group columns:
    ``MASTER_ITERATION_S + MASTER_NONZERO_S z + MASTER_PAIR_S z c`` (an iteration costs more than linearly
    in the master's size: 0.9 ns per nonzero at 85,000 nonzeros, 3.4 ns at 740,000).

    Fitted by least squares on 21,000 solves (14 runs) of Adult's masters (chunks and whole tables of 600 to
    5,000 rows, k = 2 to 100; 45 to 937 rows, 300 to 740,000 nonzeros), then raised by 1.3 so that no
    run's masters took more wall time than they were charged by more than 1.3 (the whole 1,000-row tables
    at k = 25, 50); they are charged at most 2 times their wall time (the first 1,000 rows at k = 100).
    The charge it replaces, iterations x (rows + nonzeros) at 1.5e8 per second, was 6.5 times the wall
    time of the chunks' masters at k = 100 and 1.7 times at k = 10.

    An iteration is charged the larger of that and the same terms fitted (least squares of the relative error,
    non-negative) on the chunks' masters of all of Adult beside the bound's worker, as the solver runs them
    (``BESIDE_*``; 59,619 solves at k = 10, 50 and 100, 250 work seconds each, measured 2026-12-01): there the
    first fit charged the masters of 20,000-200,000 nonzeros 1.2-1.6 times less than their wall time (k = 50:
    279.5 s for 197.2 charged, 257.3 alone; k = 100: 236.3 for 197.1; k = 10: 36.6 for 41.6), and at k = 50 a
    solve ran 16 s past its 600. Charged the larger, they take 0.86, 1.08 and 0.92 times what they are charged."""
    z, c = float(master.nonzeros), len(master.columns)
    alone = MASTER_ITERATION_S + MASTER_NONZERO_S * z + MASTER_PAIR_S * z * c
    return max(alone, BESIDE_ITERATION_S + BESIDE_NONZERO_S * z + BESIDE_PAIR_S * z * c)
