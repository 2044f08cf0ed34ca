"""Relaxation induced neighbourhoods (RINS): the compact model over the combinations near tight at the bound's
duals, its LP relaxation, and MIPs over the columns where the best release and that relaxation disagree.

The polish (:mod:`.polish`) keeps each combination's tuples *within reach* of the bound's duals (a dual at
least LM(T)), which keeps its MIP small but also keeps records where they are. On the first 10,000 rows of
Adult at k = 10 (release 9,043.9 from a 120 s solve, the climb's bound 7,961.7), over the 1,369 combinations
priced negative at the climb's duals and the release's: with the tuples within reach (13,020 pairs) the
model's optimum is 9,018.8; with every tuple below each combination (58,441 pairs) its LP relaxation is
8,516.4 and HiGHS's own RINS heuristic finds 8,742.0, but only after the root's cut rounds, 100 s of wall
time (its dual bound reaches 8,624 after 250 s).

This step does RINS itself (Danna, Rothberg and Le Pape, "Exploring relaxation induced neighborhoods to
improve MIP solutions", Math. Programming 102, 2005): the model over the best release's combinations and the
``PRICED`` of least reduced cost below ``BELOW_PER_RECORD`` k at the duals y (the dual ascent's are dual
feasible: nothing prices negative there, but many combinations are tight), each with the tuples whose dual
is at least ``LM(T) - REACH`` (and those :func:`.polish.within_reach` keeps), at most ``PAIR_WORK`` of the
work per pair; its LP relaxation x*; then the MIP with every column where the release's value equals x*
fixed there. The free columns are where the LP moves records; HiGHS's presolve removes the fixed ones, and
the MIP starts from the release and stops after ``NODES`` nodes. While it improves, the next round fixes the
columns where the new release agrees with the same x*.

Measured on that release (work seconds; the ascent's duals, bound 7,680.6): every tuple below 8,707.1 (103),
``REACH`` 1.0 8,873.8 (31), 0.5 8,971.4 (14), only the tight combinations and every tuple 8,918.9 (10); at the
climb's duals with every tuple 8,795.4 (22: 50,753 of 59,810 columns agree, the MIP proves the
neighbourhood's optimum, 8,795.2, in 59 s of wall time). Fixing the release's whole groups where the LP uses
their combination at 1 instead of single columns finds only 8,951.4: the records the LP moves leave and join
groups it keeps. All of Adult at k = 10 in the solver (``models/cell_column_generation.md``): every tuple below
(110,124 pairs) found 17,310.3 -> 17,304.4 in 184 work seconds; ``REACH`` 1.0 (59,116 pairs) 17,138.7 in 41
(its LP charged at the polish's rate; 99.6 at its own).

The pairs are capped at ``MAX_PAIRS`` because the relaxation's simplex slows sharply past about 60,000 of them
(measured 2026-12-01 from the solver's releases before the RINS on all of Adult, 120 work seconds, the ascent's
duals): at k = 25 (26,899.5) 72,946 pairs: the LP stops at its iteration limit after 104 work seconds (64 s of
wall time) and nothing is found; 59,975: LP in 21 s, 26,670.8; 49,976: LP in 2.6 s, **26,443.2**; 34,999: LP in
0.3 s, 26,779.2 (26,757.2 after four RINS in a row, each from the last one's release). At k = 100 (48,363.0):
83,367 pairs, the LP stops, nothing; 49,894: **47,233.1**.
"""

from __future__ import annotations

import math
import time

import numpy as np

from ..cpsat.run import Budget
from .generation import charge_pricing
from .groups import Grouping
from .instance import GroupingInstance
from .polish import LPS_PER_MIP, CompactModel, placed_once_in_groups_of_k, tuples_below, within_pairs, within_reach
from .pricing import Pricer

PRICED = 3000  # combinations priced at the duals (the first 10,000 rows at k = 10: 1,369 price negative)
BELOW_PER_RECORD = 0.05  # ... whose reduced cost is below k times this (at the dual ascent's duals none is negative)
REACH = 1.0  # each combination keeps the tuples whose dual is at least LM(T) minus this
PAIR_WORK = 1e-3  # work seconds per pair the model may take (the pairs cap)
MAX_PAIRS = 50_000  # pairs of the model at most (past about 60,000 its LP stops at its iteration limit)
MIN_WORK = 2.0  # work seconds below which the step does not start
NODES = 50  # branch-and-bound nodes of one round's MIP
ROUNDS = 4  # MIP rounds from one relaxation at most
AGREE = 1e-6  # a column agrees when the release's value is within this of the relaxation's
# the relaxation: simplex iterations x (rows + nonzeros) per work second (the polish's rate charged all of Adult's
# at k = 10 8.4 work seconds for 67.8 s of wall time, the first 10,000 rows' 2.0 for 4.7 s)
LP_UNITS_PER_SECOND = 2.5e8
BUILD_SECONDS_PER_PAIR = 8e-5  # work seconds of finding and passing one pair (measured: about 5 s per 58,000)
# a round's MIP: work seconds per call, and simplex iterations x (rows + nonzeros) per work second. A simplex
# iteration took 4.2-4.3e-4 s whatever the free columns: 136,306 over 9,057 free columns in 58.7 s (the runs of the
# module docstring), 75,958 over 19,944 in 31.8 s (all of Adult at k = 25, a model of 271,239 rows and nonzeros, the
# bound's worker beside it); the rate per free column charged the second 76.2 work seconds
CALL_WORK, MIP_UNITS_PER_SECOND = 0.5, 6.5e8


def rins(
    inst: GroupingInstance,
    pricer: Pricer,
    best: Grouping,
    duals: np.ndarray,
    budget: Budget,
    seed: int,
    deadline: float = math.inf,
) -> Grouping | None:
    """A cheaper release than ``best`` from the relaxation induced neighbourhoods of the compact model priced
    at ``duals`` (module docstring), within ``budget`` and the wall-clock ``deadline``; None when none is
    found. Deterministic given ``seed`` and the work."""
    if budget.left < MIN_WORK or deadline - time.perf_counter() <= 0:
        return None
    priced = pricer.price(duals, np.arange(len(inst.levels)), PRICED, below=BELOW_PER_RECORD * inst.k)
    charge_pricing(budget, priced.evaluations)
    starts = list(dict.fromkeys(g.combination for g in best.groups))
    below = tuples_below(inst, [*starts, *(c.combination for c in priced.columns)])
    below = within_reach(inst, below, duals, best, REACH)
    below = within_pairs(below, len(starts), min(MAX_PAIRS, int(budget.left / PAIR_WORK)))
    model = CompactModel(inst, below, seed)
    budget.charge(BUILD_SECONDS_PER_PAIR * model.n_pairs)
    relaxed = model.relaxation(budget, deadline, LP_UNITS_PER_SECOND)
    if relaxed is None:
        return None
    lp_values, current = relaxed[0], model.values_of(best)
    start = best
    for _ in range(ROUNDS):
        if budget.left < MIN_WORK or current is None:
            break
        found = neighbourhood_search(model, pricer, best, current, lp_values, budget, deadline)
        if found is None or not placed_once_in_groups_of_k(inst, found) or found.cost(inst) >= best.cost(inst) - 1e-9:
            break
        best, current = found, model.last_values
    return None if best is start else best


def neighbourhood_search(
    model: CompactModel,
    pricer: Pricer,
    best: Grouping,
    current: np.ndarray,
    lp_values: np.ndarray,
    budget: Budget,
    deadline: float,
) -> Grouping | None:
    """The MIP of ``model`` from ``best`` (``current``: its column values) with every column where it agrees
    with the relaxation's ``lp_values`` fixed at that value: its best release, or None. A call is charged
    ``CALL_WORK`` plus its simplex iterations times the model's size at ``MIP_UNITS_PER_SECOND``."""
    agree = np.flatnonzero(np.abs(current - lp_values) <= AGREE)
    free = model.n_cols - len(agree)
    if free == 0:
        return None
    model.fix(agree, current[agree])
    try:
        work = (CALL_WORK, model.size / MIP_UNITS_PER_SECOND, LPS_PER_MIP)
        return model.search(pricer, best, budget, deadline, NODES, work, current)
    finally:
        model.unfix()
