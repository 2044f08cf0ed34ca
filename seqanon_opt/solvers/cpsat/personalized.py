"""``cpsat-personalized``: proven-optimal personalized privacy (Song et al. 2015) of a small table.

Decisions: a cut of every quasi-identifier (global recoding) and, per record,
the published node of the sensitive attribute AS (cell generalization of the
sensitive column only; each record publishes an ancestor-or-self of its own
value). No suppression.

Requirement (Definitions 5-8, read exactly as
:mod:`seqanon_opt.privacy.personalized` reads them): for every record t of a QI
group of b tuples, ``Pleak(t) = sum_i DCorrelate(t, t_i) / b <= limit(t)``,
where ``DCorrelate(t, t_i) = 1 / leaves(v_i)`` when t's original leaf lies at
or below t_i's published node v_i (1 when v_i is t's leaf) and 0 otherwise.
``limit(t)`` is the record's value in ``limit_column`` (as a float), else the
requirement's ``default_limit``.

Objective: LM summed over the QI cells *plus* the sensitive cells (each
sensitive cell costs ``(leaves(v) - 1) / (|A_S| - 1)``). The paper measures
information with ILeft (Definitions 9-11); LM is used here so the objective is
the same per-cell metric as every other solver of the project, extended to the
one column this model also generalizes. ``Solution.objective`` holds this sum.

Method (exact, for small instances):

1. enumerate every combination of QI cuts (refused above
   ``MAX_CUT_COMBINATIONS``), sorted by QI cost;
2. under one combination the QI groups are fixed and independent, so each
   group's sensitive publication is solved exactly by a small CP-SAT model
   (booleans ``publish[member, node]``; Pleak constraints are linear in them,
   scaled to integers by L = lcm of the leaf counts); groups with the same
   multiset of (sensitive leaf, limit) share one answer (cache);
3. keep the best total; stop as soon as a combination's QI cost alone reaches
   the best total (the combinations come in increasing QI cost).

On time-out the best total so far is returned with status feasible and, as
bound, the QI cost of the first combination not examined.

The time limit is deterministic (:mod:`.run`): every group model gets what is
left of the work budget and is charged its deterministic time; each cut
combination examined is charged one unit of work per row
(``full_domain.WORK_PER_SECOND`` units per work second).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import Any

import numpy as np
import pandas as pd
from ortools.sat.python import cp_model

from ...data.taxonomy import Taxonomy, all_cuts, ancestors, cut_map
from ...problem import Problem
from ...requirements import Personalized
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from ..enumeration.full_domain import WORK_PER_SECOND
from .run import Budget, run_cpsat

MAX_CUT_COMBINATIONS = 20_000
TOLERANCE = Fraction(1, 10**9)  # the verifier accepts Pleak <= limit + 1e-9


def personalized_reason(problem: Problem) -> str | None:
    """The capability condition: a sensitive attribute apart from the quasi-identifiers, at most
    ``MAX_CUT_COMBINATIONS`` combinations of cuts to enumerate, every record's limit in (0, 1]."""
    if problem.sensitive in problem.quasi_identifiers:
        return "a sensitive attribute that is also a quasi-identifier"
    n = math.prod(count_cuts(problem.taxonomies[a]) for a in problem.quasi_identifiers)
    if n > MAX_CUT_COMBINATIONS:
        return f"{n} combinations of cuts to enumerate (at most {MAX_CUT_COMBINATIONS})"
    requirement = problem.requirements[0] if problem.requirements else None
    if isinstance(requirement, Personalized):
        limits = _limit_values(problem, requirement)
        if np.isnan(limits).any() or (limits <= 0).any() or (limits > 1).any():
            return "a record whose leakage limit is not in (0, 1]"
    return None


class CpSatPersonalizedSolver(SolverBase):
    """Exact: optimal QI cuts plus per-record sensitive generalization under personalized privacy."""

    name = "cpsat-personalized"
    capabilities = Capabilities(
        exact=True,
        kinds=frozenset({"single"}),
        models=frozenset({"cut"}),
        requirements=frozenset({"personalized"}),
        objectives=frozenset({"LM"}),
        suppression=False,
        conditions=(personalized_reason,),
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        return solve_personalized(problem, limits, name=self.name)


# ---------------------------------------------------------------- step 1: the QI cut combinations
@dataclass(frozen=True)
class CutChoice:
    """One cut of one QI: its nodes, each row's published node, its integer LM cost."""

    cut: tuple[int, ...]
    row_nodes: np.ndarray
    cost: int


def count_cuts(tax: Taxonomy, node: int | None = None) -> int:
    """cuts(v) = 1 + prod cuts(child): counted without listing them."""
    node = tax.root if node is None else node
    kids = tax.children[node]
    return 1 + math.prod(count_cuts(tax, c) for c in kids) if kids else 1


def lm_weight(tax: Taxonomy, scale: int) -> np.ndarray:
    """Integer LM cost of publishing each node, in units of 1 / ``scale``."""
    denominator = max(tax.n_leaves - 1, 1)
    return (tax.leaf_count.astype(np.int64) - 1) * (scale // denominator)


def cut_choices(problem: Problem, attr: str, scale: int) -> list[CutChoice]:
    tax = problem.taxonomies[attr]
    weight = lm_weight(tax, scale)
    out = []
    for cut in all_cuts(tax):
        nodes = cut_map(tax, cut)[problem.codes[attr]]
        out.append(CutChoice(cut, nodes, int(weight[nodes].sum())))
    return out


def cut_combinations(problem: Problem, scale: int) -> list[tuple[int, tuple[CutChoice, ...]]]:
    """Every combination of QI cuts with its integer QI cost, cheapest first."""
    qis = problem.quasi_identifiers
    per_attr = [cut_choices(problem, a, scale) for a in qis]
    combos = [(sum(c.cost for c in combo), combo) for combo in product(*per_attr)]
    combos.sort(key=lambda item: item[0])
    return combos


# ---------------------------------------------------------------- step 2: one QI group's sensitive cells
@dataclass
class GroupModel:
    model: cp_model.CpModel
    publish: dict[tuple[int, int], cp_model.IntVar]  # (member position, sensitive node) -> chosen


def _limit_values(problem: Problem, req: Personalized) -> np.ndarray:
    if req.limit_column:
        values = pd.to_numeric(problem.table[req.limit_column], errors="coerce").fillna(req.default_limit)
    else:
        values = pd.Series(req.default_limit, index=problem.table.index)
    return values.to_numpy(dtype=float)


def record_limits(problem: Problem, req: Personalized) -> list[Fraction]:
    """Each row's leakage limit as an exact fraction (the float's own value; in (0, 1]: the condition)."""
    return [Fraction(float(x)) for x in _limit_values(problem, req)]


def add_publish_choices(gm: GroupModel, tax: Taxonomy, leaves: list[int]) -> None:
    """Each member publishes exactly one ancestor-or-self of its sensitive leaf."""
    for i, leaf in enumerate(leaves):
        for v in ancestors(tax, leaf):
            gm.publish[i, v] = gm.model.new_bool_var(f"publish[{i},{tax.labels[v]}]")
        gm.model.add_exactly_one(gm.publish[i, v] for v in ancestors(tax, leaf))


def add_leakage_limits(gm: GroupModel, tax: Taxonomy, leaves: list[int], limits: list[Fraction]) -> None:
    """Pleak(t) <= limit(t), times b * L: sum over published nodes above t's leaf of L / leaves(v)."""
    b = len(leaves)
    scale = math.lcm(*(int(tax.leaf_count[v]) for leaf in leaves for v in ancestors(tax, leaf)))
    for leaf, limit in zip(leaves, limits):
        above = set(ancestors(tax, leaf))
        leak = [(scale // int(tax.leaf_count[v])) * var for (i, v), var in gm.publish.items() if v in above]
        gm.model.add(sum(leak) <= math.floor((limit + TOLERANCE) * b * scale))


def add_sensitive_loss(gm: GroupModel, weight: np.ndarray) -> None:
    gm.model.minimize(sum(int(weight[v]) * var for (_, v), var in gm.publish.items()))


def solve_group(
    tax: Taxonomy,
    weight: np.ndarray,
    members: tuple[tuple[int, Fraction], ...],
    budget: Budget,
    seed: int,
    workers: int,
) -> tuple[Status, int | None, list[int] | None]:
    """Optimal sensitive nodes of a group given as (leaf, limit) per member."""
    leaves = [leaf for leaf, _ in members]
    gm = GroupModel(cp_model.CpModel(), {})
    add_publish_choices(gm, tax, leaves)
    add_leakage_limits(gm, tax, leaves, [limit for _, limit in members])
    add_sensitive_loss(gm, weight)
    solver, status = run_cpsat(gm.model, budget.left, seed, workers, budget, reports="none")
    if status is not Status.OPTIMAL:
        return status, None, None
    nodes = [
        next(v for (j, v), var in gm.publish.items() if j == i and solver.boolean_value(var))
        for i in range(len(leaves))
    ]
    return status, round(solver.objective_value), nodes


# ---------------------------------------------------------------- step 3: the search
def solve_personalized(problem: Problem, run: Limits, name: str = "cpsat-personalized") -> Solution:
    start = time.perf_counter()
    budget = Budget.for_time_limit(run.time_limit)
    seed, workers = run.seed, run.workers
    sensitive = problem.sensitive
    assert sensitive is not None  # a personalized requirement needs roles.sensitive (problem validation)
    requirement = problem.requirements[0]
    assert isinstance(requirement, Personalized)  # the one requirement (capabilities)
    s_tax = problem.taxonomies[sensitive]
    s_leaves = problem.codes[sensitive]
    limits = record_limits(problem, requirement)
    scale = math.lcm(*(max(problem.taxonomies[a].n_leaves - 1, 1) for a in (*problem.quasi_identifiers, sensitive)))
    s_weight = lm_weight(s_tax, scale)
    combos = cut_combinations(problem, scale)

    cache: dict[tuple, tuple[int, list[int]] | None] = {}
    best: tuple[int, tuple[CutChoice, ...], np.ndarray] | None = None
    stats: dict[str, Any] = {"cut_combinations": len(combos), "combinations_examined": 0, "group_models": 0}
    bound: int | None = None
    for qi_cost, combo in combos:
        if best is not None and qi_cost >= best[0]:
            break  # every remaining combination costs at least this much on the QIs alone
        result = _solve_combination(combo, s_tax, s_weight, s_leaves, limits, cache, budget, seed, workers, stats)
        if result is TIMEOUT:
            bound = qi_cost
            break
        stats["combinations_examined"] += 1
        if result is not None and (best is None or qi_cost + result[0] < best[0]):
            best = (qi_cost + result[0], combo, result[1])
    runtime = time.perf_counter() - start
    stats |= budget.statistics()
    if best is None:
        if bound is not None:
            return Solution(
                name,
                Status.UNKNOWN,
                bound=bound / scale,
                runtime_s=runtime,
                statistics=stats,
                message="no feasible release found within the time limit",
            )
        return Solution(
            name,
            Status.INFEASIBLE,
            runtime_s=runtime,
            statistics=stats,
            message="no cut and sensitive generalization meets every record's leakage limit",
        )
    total, combo, s_nodes = best
    if bound is None or bound >= total:
        status, proven = Status.OPTIMAL, total
    else:
        status, proven = Status.FEASIBLE, bound
    generalized = {a: c.row_nodes for a, c in zip(problem.quasi_identifiers, combo)}
    generalized[sensitive] = s_nodes
    return Solution(
        name,
        status,
        objective=total / scale,
        bound=proven / scale,
        runtime_s=runtime,
        generalized=generalized,
        suppressed=np.zeros(problem.n_rows, dtype=bool),
        cuts={a: list(c.cut) for a, c in zip(problem.quasi_identifiers, combo)},
        statistics=stats,
    )


TIMEOUT = object()


def _solve_combination(combo, s_tax, s_weight, s_leaves, limits, cache, budget, seed, workers, stats):
    """(integer sensitive cost, each row's sensitive node) under one cut combination; None if
    infeasible; TIMEOUT when the work budget ran out."""
    if budget.exhausted:
        return TIMEOUT
    budget.charge(len(s_leaves) / WORK_PER_SECOND)
    keys = np.stack([c.row_nodes for c in combo], axis=1)
    _, group = np.unique(keys, axis=0, return_inverse=True)
    group = group.reshape(-1)
    nodes = np.empty(len(s_leaves), dtype=np.int64)
    cost = 0
    for g in range(int(group.max()) + 1):
        rows = sorted(np.flatnonzero(group == g).tolist(), key=lambda r: (int(s_leaves[r]), limits[r]))
        signature = tuple((int(s_leaves[r]), limits[r]) for r in rows)
        if signature not in cache:
            if budget.exhausted:
                return TIMEOUT
            status, value, chosen = solve_group(s_tax, s_weight, signature, budget, seed, workers)
            stats["group_models"] += 1
            if status is Status.INFEASIBLE:
                cache[signature] = None
            elif status is Status.OPTIMAL:
                cache[signature] = (value, chosen)
            else:
                return TIMEOUT
        answer = cache[signature]
        if answer is None:
            return None
        cost += answer[0]
        nodes[rows] = answer[1]
    return cost, nodes
