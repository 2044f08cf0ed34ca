"""``cpsat-cell``: proven-optimal cell generalization (LM) under a conjunction of group criteria.

Cell generalization is local recoding (Shmueli-Tassa et al. section 2.2): each
cell is published as any ancestor-or-self of its value. The model
(``cell_model.py``) counts, per distinct QI tuple, the rows published as each
candidate node combination and the rows suppressed; suppressed rows stay within
the budget and cost 1 per QI cell (LM of the root). It grows with
``D * prod_a (height_a + 1)``, so it is meant for small tables (tens of distinct
tuples).

* k-anonymity alone (one requirement, on any QIs, or several, all of
  k-anonymity: the largest k): every used combination holds at least k rows.
  One CP-SAT solve, no lazy rounds: the model is exact (unchanged by issue 15);
* any other conjunction of group criteria (``GROUP_KINDS``, all on the
  problem's QIs, one shared budget; issue 15): the tuples are split by
  sensitive value, the integer-linear criteria are exact constraints
  (``cell_criteria.py``) and entropy l-diversity and t-closeness are made
  exact by a lazy cutting-plane loop (``cell_rounds.py``, ``cell_cuts.py``).

Reading back: the rows of tuple t are handed out in row order, first to the
combinations in candidate order (``publish[t, c]`` rows each), then to
suppression. The objective is recomputed with :func:`seqanon_opt.metrics.table_loss`.

Anytime rule (issue 13, item 7): the time limit is deterministic (:mod:`.run`),
and the release is never worse than a valid hint: a hint whose every row is
published as one of its tuple's candidate combinations, each used combination
satisfying the requirements, within the suppression budget, is returned
(``statistics["found_by"] = "hint"``) when CP-SAT found nothing better.
"""

from __future__ import annotations

import time

import numpy as np
from ortools.sat.python import cp_model

from ...metrics import table_loss
from ...problem import Problem
from ...requirements import GROUP_KINDS, KAnonymity
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from ..criteria import conjunction_for, conjunction_reason
from .cell_model import (
    BUILD_WORK_PER_PAIR,
    CellCandidates,
    CellModel,
    assignment_counts,
    assignment_upper_bound,
    cell_candidates,
    compile_cell_model,
    read_assignment,
    too_large,
)
from .cell_rounds import solve_rounds
from .run import Budget, no_release, release_objective, release_status, run_cpsat


def cell_reason(problem: Problem) -> str | None:
    """Why cpsat-cell cannot take the problem's requirements: one k-anonymity requirement (on any QIs,
    the others published as leaves) or a conjunction of group criteria on all the QIs."""
    reqs = problem.requirements
    if len(reqs) == 1 and isinstance(reqs[0], KAnonymity):
        return None
    return conjunction_reason(problem)


class CpSatCellSolver(SolverBase):
    """Exact: optimal cell generalization (local recoding) under a conjunction of group criteria with a
    suppression budget, LM."""

    name = "cpsat-cell"
    capabilities = Capabilities(
        exact=True,
        kinds=frozenset({"single"}),
        models=frozenset({"cell"}),
        requirements=GROUP_KINDS,
        objectives=frozenset({"LM"}),
        suppression=True,
        hints=True,
        max_requirements=16,
        conditions=(cell_reason,),
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        start = time.perf_counter()
        limit = limits.time_limit
        seed = limits.seed
        workers = limits.workers
        requirement = problem.requirements[0]
        if len(problem.requirements) > 1 or not isinstance(requirement, KAnonymity):
            conjunction = conjunction_for(problem)
            if not conjunction.only_size:
                return solve_rounds(self.name, problem, conjunction, hint, limit, seed, workers, start)
            # k-anonymity only: the one requirement that implies the others
            requirement = KAnonymity(conjunction.min_size, tuple(problem.quasi_identifiers), conjunction.budget)

        size = assignment_upper_bound(problem, tuple(requirement.quasi_identifiers))
        refused = too_large(self.name, size, time.perf_counter() - start)
        if refused is not None:
            return refused
        candidates = cell_candidates(problem, requirement)
        counts = _hint_counts(problem, candidates, hint)
        cm = compile_cell_model(candidates, counts)
        budget = Budget.for_time_limit(limit)
        budget.charge(BUILD_WORK_PER_PAIR * len(cm.publish))  # the build is work too: the limit holds
        solver, status = run_cpsat(cm.model, budget.left, seed, workers, budget, scale=cm.scale)
        stats = {
            "tuples": candidates.table.n_tuples,
            "candidate_combinations": len(candidates.below),
            "publish_variables": len(cm.publish),
            "branches": solver.num_branches,
            "conflicts": solver.num_conflicts,
            **budget.statistics(),
        }
        found = _finish(self.name, problem, cm, solver, status, stats, start)
        given = _valid_hint(problem, candidates, hint, counts)
        if given is not None and (
            not found.status.has_solution or release_objective(given) < release_objective(found) - 1e-9
        ):
            return _hint_release(found, given, stats, start)
        found.statistics["found_by"] = self.name if found.status.has_solution else None
        return found


def _hint_counts(problem: Problem, candidates: CellCandidates, hint: Solution | None):
    """The hint's rows per (tuple, combination), or None when it is not a usable cell assignment."""
    if hint is None or hint.generalized is None or hint.suppressed is None:
        return None
    attrs = candidates.requirement.quasi_identifiers
    if any(a not in hint.generalized or len(hint.generalized[a]) != problem.n_rows for a in attrs):
        return None
    nodes = np.column_stack([np.asarray(hint.generalized[a], dtype=np.int64) for a in attrs])
    return assignment_counts(candidates, nodes, np.asarray(hint.suppressed, dtype=bool))


def _valid_hint(problem: Problem, candidates: CellCandidates, hint: Solution | None, counts) -> Solution | None:
    """The hint as a release if it is one of the model's feasible assignments (see the module docstring)."""
    if counts is None:
        return None
    # counts are _hint_counts of this hint: it holds an assignment
    assert hint is not None and hint.generalized is not None and hint.suppressed is not None
    published, dropped = counts
    requirement = candidates.requirement
    if any(c not in candidates.above[t] for (t, c), n in published.items() if n):
        return None
    rows_of: dict = {}
    for (_, c), n in published.items():
        rows_of[c] = rows_of.get(c, 0) + n
    if any(0 < n < requirement.k for n in rows_of.values()) or sum(dropped.values()) > requirement.max_suppressed:
        return None
    generalized = {
        a: np.asarray(hint.generalized[a], dtype=np.int64)
        if a in requirement.quasi_identifiers
        else problem.codes[a].astype(np.int64)
        for a in problem.quasi_identifiers
    }
    suppressed = np.asarray(hint.suppressed, dtype=bool)
    return Solution(
        "hint",
        Status.FEASIBLE,
        objective=table_loss(problem, generalized, suppressed, "LM"),
        generalized=generalized,
        suppressed=suppressed,
        statistics={"hint_solver": hint.solver},
    )


def _hint_release(found: Solution, given: Solution, stats: dict, start: float) -> Solution:
    """The hint as this solver's release, with the best bound CP-SAT proved (never above it)."""
    objective = release_objective(given)
    status, bound = release_status(objective, found.bound)
    return Solution(
        found.solver,
        status,
        objective=objective,
        bound=bound,
        runtime_s=time.perf_counter() - start,
        generalized=given.generalized,
        suppressed=given.suppressed,
        statistics={**stats, "found_by": "hint", **given.statistics},
        message="release found by the hint, not improved",
    )


def _finish(
    name: str, problem: Problem, cm: CellModel, solver: cp_model.CpSolver, status: Status, stats: dict, start: float
) -> Solution:
    if not status.has_solution:
        infeasible = status is Status.INFEASIBLE
        bound = None if infeasible else solver.best_objective_bound / cm.scale
        runtime = time.perf_counter() - start
        return no_release(name, infeasible, bound, runtime, stats, "cell generalization", "the requirement")
    generalized, suppressed = read_assignment(problem, cm, solver)
    objective = table_loss(problem, generalized, suppressed, "LM")
    stats["model_objective"] = solver.objective_value / cm.scale
    bound = objective if status is Status.OPTIMAL else min(solver.best_objective_bound / cm.scale, objective)
    return Solution(
        name,
        status,
        objective=objective,
        bound=bound,
        runtime_s=time.perf_counter() - start,
        generalized=generalized,
        suppressed=suppressed,
        statistics=stats,
    )
