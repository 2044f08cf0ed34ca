"""Polish: the compact cell model over a few combinations, a HiGHS MIP from the best release.

The master's groups (:mod:`.master`) are subsets of the records below a combination T. Deciding only
*which* combinations are published and how many records of each tuple go to each is the compact cell model
of :mod:`..cpsat.cell_model` (``publish[t, T]``, ``used[T]``, ``suppressed[t]``; every row published or
suppressed, ``publish[t, T] <= n_t used[T]``, ``sum_t publish[t, T] >= k used[T]``, the budget; LM). For one
T the hull of ``{used in {0, 1}, 0 <= publish <= n used, sum publish >= k used}`` is its linear relaxation
(the perspective of an integral polytope), so over every combination the compact LP is the set partitioning
LP, and a master solution maps onto it at the same value (``models/cell_column_generation.md``, polish).

Over all combinations the model is far too large (Adult: 117 million pairs), so the polish builds it over a
candidate set C: the combinations of the master's LP support (and of the chunks' LP supports) and of the best
release, each with the tuples below it within reach at the best bound's duals (:func:`within_reach`), so a
group may take records from either side of a chunk border. The best release is HiGHS's first incumbent, and
its MIP (one thread, fixed seed) searches from it for at most ``MAX_NODES`` nodes with a simplex iteration
limit per LP from the work left; its simplex iterations times rows plus nonzeros are charged like the
master's. HiGHS has no work limit across a MIP's LPs (its presolve, cuts and heuristics run to their end), so
the model is kept small (the pairs within reach, one per ``PAIR_WORK`` of the work left, at most
``MAX_PAIRS``) and its nodes few (:func:`polish`); its wall-clock safety net is the solver's.
The groups read off the solution are published at their records' lowest common ancestors (never above T,
so never dearer).

Measured on all of Adult at k = 2, from the chunked release (4,561.8) with the converged LP (bound 4,120.3):
12,047 support combinations, HiGHS proves the restricted optimum at its root, LM 4,328.1, in 4 s. A CP-SAT
search over the same model (deterministic time) reached 4,498.4 in 120 work seconds. At k = 10, where the LP
has not converged, the root of HiGHS over every tuple below (95,723 pairs) did not end within 8 minutes;
over the 46,169 pairs within reach of the ascent's duals it lowers the chunked release 18,466.6 to 17,871.6
in 6 s.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterable

import highspy
import numpy as np
import scipy.sparse as sp

from ..cpsat.run import Budget
from ..tuples import combination_keys as node_keys
from .generation import charge_pricing
from .groups import Grouping
from .instance import GroupingInstance, combination_keys
from .master import MasterSolution
from .pricing import Column, Pricer

SUPPORT_EPS = 1e-9  # a master column is in the LP's support above this value
MIN_WORK = 0.5  # work seconds below which the polish does not start
MAX_NODES = 100  # branch-and-bound nodes of one polish (HiGHS has no work limit across a MIP's LPs)
MAX_PAIRS = 100_000  # (tuple, combination) pairs of the polish at most (k = 2 on Adult: 46,230, 4 s)
MAX_ROUNDS = 32  # rounds of the polish with duals (each: the LP relaxation, the MIP, a pricing pass)
ROUND_COLUMNS = 2000  # combinations a round's pricing pass adds
MIP_UNITS_PER_SECOND = 1.5e8  # the MIP: iterations x (rows + nonzeros) per work second (Adult k = 10: 378 for 204 s)
LP_UNITS_PER_SECOND = 2e9  # the relaxation: iterations x (rows + nonzeros) per work second (measured 2.2-3.8e9)
PAIR_WORK = 2e-3  # work seconds per pair a polish model may take (a round at k = 10 on Adult: 0.7-1.2e-3 a pair)
MIP_PER_LP = 10  # a round's MIP: its root gets this many LP relaxations' work, each further node one

# work seconds of a small model's MIP (a neighbourhood's, a chunk's; with QUICK_SEARCH below): per call, and per
# simplex iteration per square root of its size (rows + nonzeros), fitted on 523 calls of the re-partition (200, 1,000
# and 5,000 rows at k = 10; 1,000 and 5,000 at k = 100), which charge 1.16 times their wall time (calls over 1 s:
# 1.15; under 0.1 s, 4.7 % of the wall: 3.7)
CALL_WORK, ITERATION_WORK = 0.015, 3e-6
LPS_PER_MIP = 10  # a MIP's simplex iteration limit (per LP) is its work left over this many LPs
# a small model's MIP starts only with this many work seconds left per unit of its size (rows + nonzeros):
# HiGHS's root runs to its end whatever the iteration limit (the largest call measured: 19 s at 42,335)
SIZE_WORK = 5e-4
# HiGHS on a small model: no presolve, pseudocost branching without strong branching, no RINS or
# RENS sub-MIPs. On 61 neighbourhoods of the first 1,000 rows at k = 10 (about 1,050 pairs each, 4 nodes) HiGHS's
# defaults took 64.4 s and gained 53.21, these options 23.8 s for 52.98 (5,000 rows at k = 10, 126 neighbourhoods:
# 46.5 s for 82.49 against 27.4 s for 81.26); strong branching took 53,184 of one model's 67,370 simplex iterations
QUICK_SEARCH: tuple[tuple[str, object], ...] = (
    ("presolve", "off"),
    ("mip_pscost_minreliable", 0),
    ("mip_heuristic_run_rins", False),
    ("mip_heuristic_run_rens", False),
)


Combination = tuple[int, ...]


def support_combinations(lp: MasterSolution | None, columns: list[Column]) -> list[Combination]:
    """The combinations of the master columns with a positive value in ``lp`` (in column order)."""
    if lp is None:
        return []
    return [c.combination for c, value in zip(columns, lp.groups) if value > SUPPORT_EPS]


def tuples_below(inst: GroupingInstance, combinations: Iterable[Combination]) -> dict[Combination, np.ndarray]:
    """Every distinct combination with the instance's tuples below it (sorted). A tuple is below T when its
    ancestor at T's depth on every attribute is T's node: T's key against the tuples' keys at that depth
    vector (:func:`.instance.combination_keys`), one sort per depth vector."""
    combos = list(dict.fromkeys(tuple(int(v) for v in c) for c in combinations))
    if not combos:
        return {}
    taxes = inst.table.taxonomies
    nodes = np.array(combos, dtype=np.int64)
    key = node_keys(nodes, taxes)
    depth = np.column_stack([tax.depth[nodes[:, j]] for j, tax in enumerate(taxes)]).astype(np.int64)
    depth = np.minimum(depth, np.array([len(anc) - 1 for anc in inst.ancestor]))
    scaled, _ = combination_keys(inst.ancestor, taxes)
    below: dict[Combination, np.ndarray] = dict.fromkeys(combos, np.zeros(0, dtype=np.int64))
    levels, level_of = np.unique(depth, axis=0, return_inverse=True)
    level_of = level_of.reshape(-1)
    for index, level in enumerate(levels.tolist()):
        tuple_key = sum(scaled[j][d] for j, d in enumerate(level))
        order = np.argsort(tuple_key, kind="stable")
        sorted_key = tuple_key[order]
        at_level = np.flatnonzero(level_of == index)
        lo = np.searchsorted(sorted_key, key[at_level], "left")
        hi = np.searchsorted(sorted_key, key[at_level], "right")
        for c, a, b in zip(at_level.tolist(), lo.tolist(), hi.tolist()):
            below[combos[c]] = np.sort(order[a:b])
    return below


class CompactModel:
    """The compact model of the module docstring over candidate combinations, in HiGHS, built in named
    steps. Columns: ``used`` (one per combination), ``publish`` (one per (tuple, combination) pair), then
    ``suppressed`` (one per tuple, with a budget only)."""

    def __init__(self, inst: GroupingInstance, below: dict[Combination, np.ndarray], seed: int):
        weight = inst.table.weight
        self.inst = inst
        self.combos = [c for c, ts in below.items() if int(weight[ts].sum()) >= inst.k]
        sizes = [len(below[c]) for c in self.combos]
        empty = np.zeros(0, dtype=np.int64)
        self.pair_tuple = np.concatenate([empty, *(below[c] for c in self.combos)]).astype(np.int64)
        self.pair_combo = np.repeat(np.arange(len(self.combos)), sizes).astype(np.int64)
        self.n_used, self.n_pairs, self.n_tuples = len(self.combos), len(self.pair_tuple), inst.table.n_tuples
        self.with_budget = inst.budget > 0
        self.n_cols = self.n_used + self.n_pairs + (self.n_tuples if self.with_budget else 0)
        self.rows: list[sp.csr_matrix] = []
        self.lower: list[np.ndarray] = []
        self.upper: list[np.ndarray] = []
        self.add_every_record_rows()
        self.add_used_links()
        self.add_k_anonymity()
        if self.with_budget:
            self.add_suppression_budget()
        self.highs = highspy.Highs()
        for option, value in (("output_flag", False), ("threads", 1), ("random_seed", int(seed))):
            self.highs.setOptionValue(option, value)
        self.size = self.pass_model()
        self.last_values: np.ndarray | None = None

    def set_options(self, options: tuple[tuple[str, object], ...]) -> None:
        """Set HiGHS ``options`` (name, value) on this model, e.g. a small model's quicker search."""
        for option, value in options:
            self.highs.setOptionValue(option, value)

    # ------------------------------------------------------------------ the named steps
    def publish_column(self, pairs):
        return self.n_used + pairs

    def suppressed_column(self, tuples):
        return self.n_used + self.n_pairs + tuples

    def add_every_record_rows(self) -> None:
        """``sum_T publish[t, T] + suppressed[t] = n_t``."""
        rows, cols = [self.pair_tuple], [self.publish_column(np.arange(self.n_pairs))]
        if self.with_budget:
            rows.append(np.arange(self.n_tuples))
            cols.append(self.suppressed_column(np.arange(self.n_tuples)))
        n = self.inst.table.weight.astype(np.float64)
        self._rows(np.concatenate(rows), np.concatenate(cols), None, n, n)

    def add_used_links(self) -> None:
        """``publish[t, T] - n_t used[T] <= 0``."""
        pairs = np.arange(self.n_pairs)
        n = self.inst.table.weight[self.pair_tuple].astype(np.float64)
        values = np.concatenate([np.ones(self.n_pairs), -n])
        cols = np.concatenate([self.publish_column(pairs), self.pair_combo])
        self._rows(np.concatenate([pairs, pairs]), cols, values, np.full(self.n_pairs, -highspy.kHighsInf), 0.0)

    def add_k_anonymity(self) -> None:
        """``sum_t publish[t, T] - k used[T] >= 0``."""
        m = self.n_used
        rows = np.concatenate([self.pair_combo, np.arange(m)])
        cols = np.concatenate([self.publish_column(np.arange(self.n_pairs)), np.arange(m)])
        values = np.concatenate([np.ones(self.n_pairs), np.full(m, -float(self.inst.k))])
        self._rows(rows, cols, values, np.zeros(m), highspy.kHighsInf)

    def add_suppression_budget(self) -> None:
        """``sum_t suppressed[t] <= B``."""
        cols = self.suppressed_column(np.arange(self.n_tuples))
        self._rows(np.zeros(self.n_tuples, dtype=np.int64), cols, None, np.array([0.0]), float(self.inst.budget))

    def _rows(self, rows, cols, values, lower: np.ndarray, upper) -> None:
        values = np.ones(len(rows)) if values is None else values
        count = len(lower)
        self.rows.append(sp.csr_matrix((values, (rows, cols)), shape=(count, self.n_cols)))
        self.lower.append(lower)
        self.upper.append(np.broadcast_to(np.asarray(upper, dtype=np.float64), (count,)))

    def pass_model(self) -> int:
        """Columns (bounds, LM costs, all integer) and the rows to HiGHS at once; returns rows + nonzeros."""
        inst = self.inst
        weight = inst.table.weight.astype(np.float64)
        loss = inst.combination_loss(np.array(self.combos, dtype=np.int64).reshape(self.n_used, -1))
        upper = [np.ones(self.n_used), weight[self.pair_tuple]]
        cost = [np.zeros(self.n_used), loss[self.pair_combo]]
        if self.with_budget:
            upper.append(np.minimum(weight, inst.budget))
            cost.append(np.full(self.n_tuples, inst.suppression_cost))
        matrix = sp.vstack(self.rows).tocsc()
        lp = highspy.HighsLp()
        lp.num_col_, lp.num_row_ = self.n_cols, matrix.shape[0]
        self.col_upper = np.concatenate(upper)
        lp.col_cost_, lp.col_lower_, lp.col_upper_ = np.concatenate(cost), np.zeros(self.n_cols), self.col_upper
        lp.row_lower_, lp.row_upper_ = np.concatenate(self.lower), np.concatenate(self.upper)
        lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
        lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = matrix.indptr, matrix.indices, matrix.data
        lp.integrality_ = [highspy.HighsVarType.kInteger] * self.n_cols
        self.highs.passModel(lp)
        return int(matrix.shape[0] + matrix.nnz)

    # ------------------------------------------------------------------ start, solve, read
    def values_of(self, grouping: Grouping) -> np.ndarray | None:
        """``grouping`` as the model's column values (None when a group is not at a candidate)."""
        values = np.zeros(self.n_cols)
        index = {c: i for i, c in enumerate(self.combos)}
        pair_of = {pair: p for p, pair in enumerate(zip(self.pair_tuple.tolist(), self.pair_combo.tolist()))}
        for group in grouping.groups:
            c = index.get(group.combination)
            if c is None:
                return None
            values[c] = 1.0
            for t, count in zip(group.tuples.tolist(), group.counts.tolist()):
                values[self.publish_column(pair_of[t, c])] += count
        if self.with_budget:
            values[self.suppressed_column(np.arange(self.n_tuples))] = grouping.suppressed
        return values

    def start_from(self, grouping: Grouping) -> bool:
        """Hand ``grouping`` to HiGHS as its first incumbent (False when a group is not at a candidate)."""
        values = self.values_of(grouping)
        return values is not None and self.start_values(values)

    def start_values(self, values: np.ndarray) -> bool:
        """Hand the column ``values`` to HiGHS as its first incumbent."""
        solution = highspy.HighsSolution()
        solution.col_value = values.tolist()
        solution.value_valid = True
        return self.highs.setSolution(solution) == highspy.HighsStatus.kOk

    def fix(self, columns: np.ndarray, values: np.ndarray) -> None:
        """Fix ``columns`` at ``values`` (until :meth:`unfix`)."""
        columns = columns.astype(np.int32)
        self.highs.changeColsBounds(len(columns), columns, values, values)

    def unfix(self) -> None:
        """Every column back to its bounds of :meth:`pass_model`."""
        columns = np.arange(self.n_cols, dtype=np.int32)
        self.highs.changeColsBounds(len(columns), columns, np.zeros(self.n_cols), self.col_upper)

    def solve(
        self, iteration_limit: int, wall_seconds: float, nodes: int = MAX_NODES
    ) -> tuple[np.ndarray | None, int, bool]:
        """Solve within ``nodes`` branch-and-bound nodes, ``iteration_limit`` simplex iterations per LP
        and ``wall_seconds`` (the safety net): (the best solution's column values or None, simplex
        iterations, stopped by the wall)."""
        self.highs.setOptionValue("mip_max_nodes", int(nodes))
        self.highs.setOptionValue("simplex_iteration_limit", max(int(iteration_limit), 1))
        self.highs.setOptionValue("time_limit", float(min(max(wall_seconds, 0.0), 1e9)))
        self.highs.run()
        info = self.highs.getInfo()
        timed_out = self.highs.getModelStatus() == highspy.HighsModelStatus.kTimeLimit
        iterations = int(max(info.simplex_iteration_count, 0))
        if info.primal_solution_status != highspy.SolutionStatus.kSolutionStatusFeasible:
            return None, iterations, timed_out
        return np.asarray(self.highs.getSolution().col_value), iterations, timed_out

    def relaxation_duals(self, budget: Budget, deadline: float) -> np.ndarray | None:
        """The LP relaxation's duals of the every-record rows (one per tuple), charged to ``budget``; None
        when it did not solve to optimality within the work left or the wall-clock ``deadline``."""
        solved = self.relaxation(budget, deadline)
        return None if solved is None else solved[1]

    def relaxation(
        self, budget: Budget, deadline: float, units_per_second: float = LP_UNITS_PER_SECOND
    ) -> tuple[np.ndarray, np.ndarray] | None:
        """The LP relaxation's column values and its duals of the every-record rows, charged to ``budget``
        (simplex iterations times rows plus nonzeros at ``units_per_second``); None when it did not solve
        to optimality within the work left or the wall-clock ``deadline``."""
        columns = np.arange(self.n_cols, dtype=np.int32)
        self.set_integrality(columns, highspy.HighsVarType.kContinuous)
        self.highs.setOptionValue("simplex_iteration_limit", max(int(budget.left * units_per_second / self.size), 1))
        self.highs.setOptionValue("time_limit", float(min(max(deadline - time.perf_counter(), 0.0), 1e9)))
        self.highs.run()
        budget.charge(max(self.highs.getInfo().simplex_iteration_count, 0) * self.size / units_per_second)
        solved = None
        if self.highs.getModelStatus() == highspy.HighsModelStatus.kOptimal:
            solution = self.highs.getSolution()
            solved = np.asarray(solution.col_value).copy(), np.asarray(solution.row_dual)[: self.n_tuples].copy()
        self.set_integrality(columns, highspy.HighsVarType.kInteger)
        self.highs.clearSolver()
        return solved

    def set_integrality(self, columns: np.ndarray, kind) -> None:
        self.highs.changeColsIntegrality(len(columns), columns, np.full(len(columns), kind))

    def search(
        self,
        pricer: Pricer,
        best: Grouping,
        budget: Budget,
        deadline: float,
        nodes: int = MAX_NODES,
        work: tuple[float, float, int] | None = None,
        start: np.ndarray | None = None,
    ) -> Grouping | None:
        """The MIP from ``best`` within ``nodes`` nodes, the work left and the wall-clock ``deadline``, charged
        to ``budget``: its best release, or None (``best`` not a solution of the model, or no solution).
        ``work``: (work seconds per call, per simplex iteration, LPs the work left is shared by); by default
        none, ``size / MIP_UNITS_PER_SECOND`` and one (each LP may take all of it). ``start``: ``best`` as the
        model's column values, when its groups are not all at candidates (they are published at their records'
        lowest common ancestors). The solution's column values stay in ``last_values``."""
        if not (self.start_from(best) if start is None else self.start_values(start)):
            return None
        call, per_iteration, lps = work if work is not None else (0.0, self.size / MIP_UNITS_PER_SECOND, 1)
        wall = deadline - time.perf_counter()
        limit = int(budget.left / per_iteration / lps)
        values, iterations, timed_out = self.solve(limit, wall, nodes)
        budget.charge(call + iterations * per_iteration)
        budget.wall_clock_stops += int(timed_out)
        if values is None:
            return None
        self.last_values = np.rint(values)
        return self.grouping(pricer, values)

    def grouping(self, pricer: Pricer, values: np.ndarray) -> Grouping:
        """A solution's release: per used combination its records (at their lowest common ancestors)."""
        publish = np.rint(values[self.publish_column(np.arange(self.n_pairs))]).astype(np.int64)
        held = publish > 0
        combo, tuples, counts = self.pair_combo[held], self.pair_tuple[held], publish[held]
        order = np.argsort(combo, kind="stable")
        cuts = np.flatnonzero(np.diff(combo[order])) + 1
        groups = [
            pricer.column(ts, cs)
            for ts, cs in zip(np.split(tuples[order], cuts), np.split(counts[order], cuts))
            if len(ts)
        ]
        suppressed = np.zeros(self.n_tuples, dtype=np.int64)
        if self.with_budget:
            suppressed = np.rint(values[self.suppressed_column(np.arange(self.n_tuples))]).astype(np.int64)
        return Grouping(groups, suppressed)


def polish(
    inst: GroupingInstance,
    pricer: Pricer,
    best: Grouping,
    combinations: Iterable[Combination],
    budget: Budget,
    seed: int,
    deadline: float = math.inf,
    duals: np.ndarray | None = None,
) -> Grouping | None:
    """The compact model over ``combinations`` and ``best``'s, from ``best``, within what is left of
    ``budget`` and the wall-clock ``deadline``: a cheaper release, or None.

    Without ``duals``: one MIP over every tuple below each combination. With ``duals`` y (one per tuple,
    the best bound's), rounds of at most ``MAX_ROUNDS``: each combination keeps the tuples within reach at
    y (:func:`within_reach`); the model's LP relaxation gives duals d, the MIP a release; while the MIP
    improves, y moves to ``(y + d) / 2`` and a complete pricing pass at y adds its ``ROUND_COLUMNS`` best
    combinations (the column generation of the compact model, one pass per round). HiGHS's MIP keeps no
    work limit but its node count (its presolve, cuts and heuristics run to their end), so a round's model
    holds at most one pair per ``PAIR_WORK`` of the work left (the best release's combinations always),
    its MIP starts only with ``MIP_PER_LP`` times its relaxation's work left and gets one node per further
    relaxation's worth (at most ``MAX_NODES``)."""
    start = best
    candidates = list(combinations)
    for _ in range(MAX_ROUNDS if duals is not None else 1):
        if budget.left < MIN_WORK or deadline - time.perf_counter() <= 0:
            break
        starts = list(dict.fromkeys(g.combination for g in best.groups))
        below = tuples_below(inst, [*starts, *candidates])
        if duals is not None:
            below = within_reach(inst, below, duals, best)
        limit = min(MAX_PAIRS, int(budget.left / PAIR_WORK))  # the model grows with the work left
        model = CompactModel(inst, within_pairs(below, len(starts), limit), seed)
        relaxed, nodes = None, MAX_NODES
        if duals is not None:
            before = budget.spent
            relaxed = model.relaxation_duals(budget, deadline)
            lp_work = max(budget.spent - before, 1e-3)
            if budget.left < MIP_PER_LP * lp_work:  # too little work left for its MIP
                break
            nodes = min(MAX_NODES, int(budget.left / lp_work) - MIP_PER_LP + 1)
        found = model.search(pricer, best, budget, deadline, nodes)
        if found is None or not placed_once_in_groups_of_k(inst, found) or found.cost(inst) >= best.cost(inst) - 1e-9:
            break
        best = found
        if duals is None or relaxed is None:
            break
        duals = (duals + relaxed) / 2
        priced = pricer.price(duals, np.arange(len(inst.levels)), ROUND_COLUMNS)
        charge_pricing(budget, priced.evaluations)
        candidates.extend(c.combination for c in priced.columns)
    return None if best is start else best


def within_reach(
    inst: GroupingInstance,
    below: dict[Combination, np.ndarray],
    duals: np.ndarray,
    best: Grouping,
    margin: float = 0.0,
) -> dict[Combination, np.ndarray]:
    """Per combination T, the tuples below it that the LP at ``duals`` y would publish as T: those with
    ``y_t >= LM(T)`` (a record of non-negative reduced cost there), the k records of largest dual (the
    cheapest way to fill a group to k, as in :mod:`.pricing`) and those ``best`` publishes as T (so it
    stays a solution). The other pairs cost more than they save at y; dropping them keeps the MIP small
    (all of Adult at k = 10: 46,169 pairs instead of 95,723, and the MIP ends in seconds instead of not
    finishing its root in minutes). ``margin``: also the tuples whose dual is that much below LM(T)."""
    if not below:
        return {}
    own: dict[Combination, list[np.ndarray]] = {}
    for group in best.groups:
        own.setdefault(group.combination, []).append(group.tuples)
    weight = inst.table.weight
    losses = inst.combination_loss(np.array(list(below), dtype=np.int64))
    kept = {}
    for (combo, tuples), loss in zip(below.items(), losses.tolist()):
        ranked = tuples[np.argsort(-duals[tuples], kind="stable")]
        first_k = np.cumsum(weight[ranked]) - weight[ranked] < inst.k
        reach = (
            first_k
            | (duals[ranked] >= loss - margin - 1e-9)
            | np.isin(ranked, np.concatenate(own.get(combo, [np.zeros(0, np.int64)])))
        )
        kept[combo] = np.sort(ranked[reach])
    return kept


def within_pairs(
    below: dict[Combination, np.ndarray], first: int, limit: int = MAX_PAIRS
) -> dict[Combination, np.ndarray]:
    """The ``first`` combinations (the best release's), then the next ones, in order, while the pairs stay
    within ``limit``."""
    kept: dict[Combination, np.ndarray] = {}
    pairs = 0
    for index, (combo, tuples) in enumerate(below.items()):
        if index >= first and pairs + len(tuples) > limit:
            break
        kept[combo] = tuples
        pairs += len(tuples)
    return kept


def placed_once_in_groups_of_k(inst: GroupingInstance, grouping: Grouping) -> bool:
    """Every record placed once (in a group or suppressed), every group of at least k, within the budget."""
    placed = grouping.suppressed.astype(np.int64).copy()
    for group in grouping.groups:
        np.add.at(placed, group.tuples, group.counts)
    sizes = all(group.size >= inst.k for group in grouping.groups)
    return sizes and bool((placed == inst.table.weight).all()) and int(grouping.suppressed.sum()) <= inst.budget


def quick_search(
    model: CompactModel,
    pricer: Pricer,
    start: Grouping,
    budget: Budget,
    deadline: float,
    nodes: int,
    rates: tuple[float, float] = (CALL_WORK, ITERATION_WORK),
) -> Grouping | None:
    """The MIP of a small ``model`` (a neighbourhood's, a chunk's) from ``start`` within ``nodes`` nodes, the work
    left and the wall-clock ``deadline``, with ``QUICK_SEARCH``; a call is charged ``rates``: work seconds per call
    plus per simplex iteration per square root of the model's size. None when less than ``SIZE_WORK`` per unit
    of its size is left (HiGHS's root runs to its end), or it found no solution."""
    model.set_options(QUICK_SEARCH)
    if budget.left < SIZE_WORK * model.size:
        return None
    work = (rates[0], rates[1] * math.sqrt(model.size), LPS_PER_MIP)
    return model.search(pricer, start, budget, deadline, nodes, work)
