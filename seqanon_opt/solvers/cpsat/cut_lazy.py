"""The rounds of ``cpsat-cut``'s lazy constraint generation (steps 2 to 4 of :mod:`.cut_solver`'s loop;
models/cut_generalization.md).

Each round compiles the relaxation from the groups learnt so far (:mod:`.cut_model`), capped by
``objective <= incumbent`` when the integer costs are exact, solves it and reads its cut. Every
published group that violates the criterion and whose rows the model did not count as suppressed is
lifted to a most general violating combination M (:func:`.groups.lift_violating_groups`): if M holds
more rows than the suppression budget its lifting clause is learnt (``LearntGroups.excluded``), else
its covering clauses (``LearntGroups.covered``: each tuple below M is suppressed unless the cut lifts
above M). A round that learns nothing read a feasible cut, optimal when the round was (every round's
model is a relaxation).

Work charged to the budget besides CP-SAT's own deterministic time, in the units of
``full_domain.WORK_PER_SECOND``: ``CONSTRAINT_WORK`` per constraint compiled (Adult: 10 us each without
suppression, 27 us with 5%, measured), and a group-by of the tuple table (``n_tuples`` units; Adult:
0.5 to 1.2 ms each, measured) for every new depth vector the learning step counts.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...data.taxonomy import cut_map
from ...problem import Problem
from ...progress import report_incumbent
from ...solution import Solution, Status
from ..cut_costs import CutCosts
from ..enumeration.cut_release import cut_solution
from ..enumeration.full_domain import WORK_PER_SECOND
from ..tuples import TupleTable, combination_keys
from .criteria import GroupCriterion
from .cut_model import CutModel, LearntGroups, compile_cut_model
from .groups import GroupCounter, lift_violating_groups, published_groups
from .run import Budget, release_objective, run_cpsat

log = logging.getLogger(__name__)

CONSTRAINT_WORK = 600  # work units per constraint compiled (module docstring)


@dataclass
class RoundResult:
    """One CP-SAT call on the relaxation: the cut and the tuples it counts as suppressed (None when the
    call found no solution), the model's objective and the bound it proved."""

    status: Status
    cuts: dict[str, list[int]] | None
    suppressed_tuples: np.ndarray | None
    model_objective: float | None
    bound: float


@dataclass
class LazyOutcome:
    """Where the rounds stopped: the best release known, whether it is proven optimal or nothing is
    feasible, and the largest bound any round proved."""

    incumbent: Solution | None
    proven: bool
    infeasible: bool
    bound: float


def lazy_rounds(
    problem: Problem,
    criterion: GroupCriterion,
    table: TupleTable,
    counter: GroupCounter,
    costs: CutCosts,
    learnt: LearntGroups,
    incumbent: Solution | None,
    stats: dict[str, Any],
    budget: Budget,
    seed: int,
    workers: int,
    name: str,
) -> LazyOutcome:
    """Solve, read, learn, until a round learns nothing or the budget is spent (module docstring).

    ``learnt`` and ``stats`` (rounds, clauses_added, covered_groups) are updated in place. A later
    feasible cut replaces the incumbent only when strictly better.
    """
    order = sorted(range(len(criterion.attributes)), key=lambda j: -table.taxonomies[j].n_nodes)
    bound = 0.0
    previous_cuts = incumbent.cuts if incumbent else None
    proven = False  # the incumbent is proven optimal
    infeasible = False
    while not budget.exhausted:
        # the cap is valid only when the integer costs are exact (not rounded)
        upper = (
            int(np.floor(release_objective(incumbent) * costs.scale + 1e-6))
            if incumbent is not None and costs.exact
            else None
        )
        cm = compile_cut_model(problem, criterion, learnt, table, costs, upper_bound=upper, hint=previous_cuts)
        budget.charge(len(cm.model.proto.constraints) * CONSTRAINT_WORK / WORK_PER_SECOND)
        if budget.exhausted:
            break
        round_ = solve_round(cm, problem, budget, seed, workers)
        stats["rounds"] += 1
        bound = max(bound, round_.bound)
        if round_.status is Status.INFEASIBLE:
            # the relaxation has no cut within the cap: the incumbent is optimal, or nothing is feasible
            infeasible, proven = incumbent is None, incumbent is not None
            break
        if round_.cuts is None:
            break  # the budget ran out inside the round
        previous_cuts = round_.cuts
        counted = counter.depth_vectors_seen
        new_excluded, new_covered, candidate = learn(problem, table, counter, criterion, order, round_, learnt, name)
        budget.charge((counter.depth_vectors_seen - counted) * table.n_tuples / WORK_PER_SECOND)
        stats["clauses_added"] += new_excluded
        stats["covered_groups"] += new_covered
        log.info(
            "%s round %d: model optimum %.6g, bound %.6g, learnt %d clause(s) and %d covered group(s)",
            name,
            stats["rounds"],
            round_.model_objective,
            bound,
            new_excluded,
            new_covered,
        )
        if candidate is not None and (
            incumbent is None or release_objective(candidate) < release_objective(incumbent) - 1e-9
        ):
            incumbent = candidate  # strictly better only: on ties the earlier release keeps the credit
        report_incumbent(incumbent.objective if incumbent is not None else None, bound)
        if new_excluded == 0 and new_covered == 0:
            # a feasible optimum of the relaxation: optimal (ties with the incumbent: both are)
            proven = round_.status is Status.OPTIMAL
            break
    return LazyOutcome(incumbent, proven, infeasible, bound)


def evaluate_cuts(
    problem: Problem,
    criterion: GroupCriterion,
    counter: GroupCounter,
    table: TupleTable,
    cuts: dict[str, list[int]],
    source: str,
) -> Solution | None:
    """The solution of a complete cut (violating groups suppressed), or None if that breaks the budget."""
    attrs = criterion.attributes
    maps = [cut_map(problem.taxonomies[a], cuts[a]) for a in attrs]
    nodes, group_of_tuple, _ = published_groups(table, maps)
    bad_group = criterion.violates(*counter.stats(nodes))
    suppressed = bad_group[group_of_tuple][table.row_tuple]
    if problem.count_records(suppressed) > criterion.max_suppressed:
        return None
    return cut_solution(problem, cuts, suppressed, source)


def solve_round(cm: CutModel, problem: Problem, budget: Budget, seed: int, workers: int) -> RoundResult:
    """One CP-SAT call on the current relaxation; its proven bound is valid whatever the status."""
    solver, status = run_cpsat(cm.model, budget.left, seed, workers, budget, scale=cm.scale, reports="relaxation")
    if status is Status.INFEASIBLE:
        return RoundResult(status, None, None, None, float("inf"))
    bound = solver.best_objective_bound / cm.scale
    if not status.has_solution:
        return RoundResult(status, None, None, None, bound)
    cuts = {
        a: [v for v in range(problem.taxonomies[a].n_nodes) if solver.boolean_value(cm.in_cut[a, v])]
        for a in problem.quasi_identifiers
    }
    suppressed = np.array([t for t, s in cm.suppressed.items() if solver.boolean_value(s)], dtype=np.int64)
    return RoundResult(status, cuts, suppressed, solver.objective_value / cm.scale, bound)


def learn(
    problem: Problem,
    table: TupleTable,
    counter: GroupCounter,
    criterion: GroupCriterion,
    order: list[int],
    round_: RoundResult,
    learnt: LearntGroups,
    name: str,
) -> tuple[int, int, Solution | None]:
    """Learn from the groups a round's cut publishes.

    Returns (new lifting clauses, new covered groups, the feasible solution when nothing was new).
    """
    # only a round that found a cut is learnt from
    assert round_.cuts is not None and round_.suppressed_tuples is not None
    maps = [cut_map(problem.taxonomies[a], round_.cuts[a]) for a in criterion.attributes]
    nodes, group_of_tuple, _ = published_groups(table, maps)
    bad_tuple = criterion.violates(*counter.stats(nodes))[group_of_tuple]
    uncounted = bad_tuple & ~np.isin(np.arange(table.n_tuples), round_.suppressed_tuples)
    if not uncounted.any():
        return 0, 0, evaluate_cuts(problem, criterion, counter, table, round_.cuts, name)
    groups = np.unique(group_of_tuple[uncounted])
    lifted, lifted_sizes = lift_violating_groups(counter, nodes[groups], criterion.violates, order)
    lifted_keys = combination_keys(lifted, table.taxonomies)
    new_excluded = new_covered = 0
    to_cover = []
    for i, (key, size) in enumerate(zip(lifted_keys.tolist(), lifted_sizes.tolist())):
        if key in learnt.excluded or key in learnt.covered:
            continue
        if size > criterion.max_suppressed:
            learnt.excluded[key] = lifted[i]
            new_excluded += 1
        else:
            to_cover.append(i)
    if to_cover:
        below = counter.tuples_below(lifted[to_cover])
        for i, tuples in zip(to_cover, below):
            learnt.covered[int(lifted_keys[i])] = (lifted[i], tuples)
            new_covered += 1
    return new_excluded, new_covered, None
