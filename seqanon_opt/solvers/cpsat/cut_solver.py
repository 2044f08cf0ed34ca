"""``cpsat-cut``: proven-optimal cut generalization of a single table.

Two engines (models/cut_generalization.md), chosen by :func:`uses_cut_search`:

* any conjunction of group criteria (:mod:`..criteria`: k-anonymity, the four l-diversity variants,
  t-closeness, delta-disclosure, beta-likeness) on every QI, with one suppression budget, under a
  per-cell metric (LM, EM, distortion): the branch and bound with a tree DP of
  :mod:`..enumeration.cut_search`, started from the best of the caller's hint and the full-domain
  optimum (:mod:`..enumeration.full_domain`, the same conjunction), so the cut release is never worse
  than the full-domain one;
* one requirement among k-anonymity, frequency l-diversity, (X,Y)-anonymity, (X,Y)-linkability
  (group-local, see :mod:`.criteria`) under discernibility, or on a subset of the QIs, and every
  ``seqanon compile`` (``lazy``): CP-SAT with lazy constraint generation, below. With a suppression
  budget only the downward-closed k-anonymity and (X,Y)-anonymity, on every QI.

What neither engine solves exactly is refused by the capability condition :func:`cut_reason` before
any work.

Lazy constraint generation (models/cut_generalization.md):

1. the first incumbent is the best of the caller's hint (its cut, re-evaluated
   with minimal suppression) and the optimal full-domain generalization
   (k-anonymity; a branch and bound over the level lattice, complete on Adult);
   it gives an upper bound (a cap on the model's objective) and the first hint;
2. solve the current relaxation; read the cut; group the rows under it;
3. every published group smaller than k whose rows the model did not count as
   suppressed is lifted to a most general combination M still smaller than k;
   if M holds more rows than the suppression budget its lifting clause is
   learnt, else its covering clauses (each tuple below M is suppressed unless
   the cut lifts above M);
4. when every small published group is counted as suppressed the solution is
   feasible and, the model being a relaxation, optimal; otherwise re-solve
   with the previous cut as a complete hint.

Anytime guarantees (issue 13, item 7):

* the release is never worse than the hint, the full-domain start or any
  feasible cut a round found: it is the best of them (a later one replaces an
  earlier one only when strictly better, so ``statistics["found_by"]`` names
  the first producer of the released quality: ``hint``, ``full-domain``,
  ``root`` or ``cpsat-cut``);
* the bound is the largest proven bound of any round (each round's model is a
  relaxation, and with the cap ``objective <= incumbent`` a bound of the
  capped relaxation is still a bound on the optimum, since the optimum
  satisfies the cap), never above the release's objective;
* the time limit is deterministic (:mod:`.run`): T seconds are T work seconds
  of counted work, of which the full-domain start may use
  ``FULL_DOMAIN_SHARE`` (at least ``FULL_DOMAIN_MIN_WORK_S``); model
  compilation and the learning step are counted work too (:mod:`.cut_lazy`); every round
  gets what is left as CP-SAT's ``max_deterministic_time`` (at
  ``run.CPSAT_DTIME_PER_SECOND``) and the loop stops when the budget is spent,
  so the same seed and workers give the same release in any process.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...data.taxonomy import cut_map
from ...problem import Problem
from ...progress import report_incumbent
from ...requirements import GROUP_KINDS, KAnonymity, LDiversity, Requirement, XYAnonymity, XYLinkability
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from ..criteria import Conjunction, conjunction_for, conjunction_reason
from ..cut_costs import CutCosts, cut_costs
from ..enumeration.cut_release import release_of_cut
from ..enumeration.cut_search import EXACT_FLOAT, integer_cost, search_cuts
from ..enumeration.full_domain import (
    WORK_PER_SECOND,
    levels_to_solution,
    search_lattice,
)
from ..tuples import TupleTable, tuple_table
from .criteria import GroupCriterion, criterion_for
from .cut_lazy import evaluate_cuts, lazy_rounds
from .cut_model import LearntGroups, add_cut_hint, compile_discernibility_model
from .groups import GroupCounter, ModelTooLarge, all_candidate_groups
from .run import Budget, no_release, release_objective, release_status, run_cpsat

log = logging.getLogger(__name__)

# the full-domain start may spend max(FULL_DOMAIN_SHARE * budget, FULL_DOMAIN_MIN_WORK_S) work
# seconds (complete on Adult for every k of the grid, with or without 5%: at most 0.17 of them)
FULL_DOMAIN_SHARE = 0.25
FULL_DOMAIN_MIN_WORK_S = 1.0
HINT = "hint"  # found_by of a release that is the caller's hint
FULL_DOMAIN = "full-domain"  # found_by of a release that is the full-domain start
PER_CELL = frozenset({"LM", "EM", "distortion"})  # the metrics of the cut search
LAZY_KINDS = frozenset({"k-anonymity", "l-diversity", "xy-anonymity", "xy-linkability"})  # the lazy model's


def uses_cut_search(problem: Problem) -> bool:
    """A conjunction of group criteria on every QI under a per-cell metric: the branch and bound with a
    tree DP applies (measured faster than the lazy CP-SAT loop on every Adult k-anonymity case, and the
    only one that proves the cases with a suppression budget: models/cut_generalization.md)."""
    return problem.objective in PER_CELL and conjunction_reason(problem) is None


def lazy_reason(problem: Problem) -> str | None:
    """Why the lazy CP-SAT model (the one ``seqanon compile`` exports) cannot solve ``problem`` exactly, or
    None."""
    if problem.objective not in PER_CELL:
        where = f" under {problem.objective}"
    else:
        reason = conjunction_reason(problem)
        where = f" ({reason})" if reason else ""
    takes = (
        f"the lazy CP-SAT model takes one of {', '.join(sorted(LAZY_KINDS))}; the cut search takes "
        f"conjunctions of group criteria on every QI under {', '.join(sorted(PER_CELL))}"
    )
    if len(problem.requirements) != 1:
        return f"{len(problem.requirements)} requirements{where} ({takes})"
    req = problem.requirements[0]
    if req.kind not in LAZY_KINDS:
        return f"requirement '{req.kind}'{where} ({takes})"
    if isinstance(req, (XYAnonymity, XYLinkability)):
        attrs = tuple(req.x)
        if set(attrs) - set(problem.quasi_identifiers) or set(attrs) & set(req.y):
            return f"{req.kind} with X outside the quasi-identifiers or overlapping Y (X = {list(attrs)})"
    else:
        assert isinstance(req, (KAnonymity, LDiversity))  # the other LAZY_KINDS
        attrs = tuple(req.quasi_identifiers)
    if getattr(req, "max_suppressed", 0):
        if req.kind not in ("k-anonymity", "xy-anonymity"):
            return (
                f"a suppression budget with {req.kind}{where} (the lazy CP-SAT model takes a budget only "
                "with the downward-closed k-anonymity and xy-anonymity)"
            )
        if set(attrs) != set(problem.quasi_identifiers):
            return "a suppression budget on a requirement that does not cover every quasi-identifier"
    return None


def _search_overflows(problem: Problem) -> bool:
    """The integer costs are too large for the cut search's exact float sums."""
    costs = cut_costs(problem)
    full = sum(costs.suppressed_cost(a, problem.codes[a]).astype(np.float64) for a in problem.quasi_identifiers)
    return float(np.max(full, initial=0.0)) * problem.n_records >= EXACT_FLOAT


def cut_reason(problem: Problem) -> str | None:
    """The capability condition of ``cpsat-cut``: why neither engine solves ``problem`` exactly, or None."""
    if uses_cut_search(problem):
        if lazy_reason(problem) is not None and _search_overflows(problem):
            return "integer costs too large for the cut search (and requirements the lazy model does not take)"
        return None
    return lazy_reason(problem)


class CpSatCutSolver(SolverBase):
    """Exact: optimal cut (global recoding) of one table under a conjunction of group criteria (per-cell
    metrics) or one group-local requirement (the lazy model)."""

    name = "cpsat-cut"
    capabilities = Capabilities(
        exact=True,
        kinds=frozenset({"single"}),
        models=frozenset({"cut"}),
        requirements=GROUP_KINDS | LAZY_KINDS,
        objectives=frozenset({"LM", "EM", "distortion", "discernibility"}),
        suppression=True,
        hints=True,
        max_requirements=16,
        weighted=True,
        conditions=(cut_reason,),
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        return solve_cut(problem, limits, hint=hint, name=self.name)[0]


@dataclass
class CutContext:
    """What a lazy solve learnt: enough to rebuild its final model (``seqanon compile``)."""

    criterion: GroupCriterion
    table: TupleTable
    costs: CutCosts
    learnt: LearntGroups


def solve_cut(
    problem: Problem, limits: Limits, *, hint: Solution | None = None, name: str = "cpsat-cut", lazy: bool = False
) -> tuple[Solution, CutContext | None]:
    """The exact cut solve within a work budget (:mod:`.run`): a conjunction of group criteria under a
    per-cell metric by the branch and bound with a tree DP (:mod:`..enumeration.cut_search`), one
    group-local requirement otherwise (and ``lazy``, which ``seqanon compile`` uses to export a model)
    by the lazy constraint generation loop of the module docstring.

    On a problem the capability condition :func:`cut_reason` admits one of the engines applies; ``lazy``
    (no search) needs a problem the lazy model takes (:func:`lazy_reason`)."""
    start = time.perf_counter()
    limit, seed, workers = limits.time_limit, limits.seed, limits.workers
    budget = Budget.for_time_limit(limit)
    if not lazy and uses_cut_search(problem):
        try:
            return _solve_by_search(problem, budget, hint, name, start), None
        except OverflowError:  # integer costs too large for exact float sums: the CP-SAT loop below
            log.info("%s: costs too large for the cut search; lazy CP-SAT loop", name)
            budget = Budget.for_time_limit(limit)
    assert lazy_reason(problem) is None, "cut_reason (the solver's condition) or final_cut_model rules it out"
    return _solve_lazy(problem, budget, hint, name, start, seed, workers)


def _solve_lazy(
    problem: Problem, budget: Budget, hint: Solution | None, name: str, start: float, seed: int, workers: int
) -> tuple[Solution, CutContext | None]:
    """The lazy engine: step 1 of the loop of the module docstring (the first incumbent), then the rounds of
    :func:`.cut_lazy.lazy_rounds`; discernibility (not a per-cell cost) by one complete model instead."""
    requirement = problem.requirements[0]
    criterion = criterion_for(problem, requirement)
    attrs = criterion.attributes
    table = tuple_table(
        attrs,
        [problem.taxonomies[a] for a in attrs],
        [problem.codes[a] for a in attrs],
        criterion.values,
        row_weight=problem.weight,
    )
    counter = GroupCounter(table, criterion.factor)
    costs = cut_costs(problem)

    root_cut = {a: [problem.taxonomies[a].root] for a in problem.quasi_identifiers}
    if evaluate_cuts(problem, criterion, counter, table, root_cut, "root") is None:
        # the root group is the union of every group: if it fails, every cut fails (union-closed)
        return _finish(name, problem, None, False, True, 0.0, {"rounds": 0}, start, budget), None
    given = _evaluate_hint(problem, criterion, counter, table, hint)
    if problem.objective == "discernibility":
        return _solve_discernibility(
            problem, criterion, table, counter, costs, budget, seed, workers, name, start, given
        ), None
    incumbent, start_stats = _first_incumbent(problem, requirement, criterion, counter, table, given, budget)
    report_incumbent(incumbent.objective if incumbent is not None else None, None)
    learnt = LearntGroups()
    stats: dict[str, Any] = {
        "rounds": 0,
        "clauses_added": 0,
        "covered_groups": 0,
        "incumbent_source": incumbent.solver if incumbent else None,
        **start_stats,
    }
    outcome = lazy_rounds(
        problem, criterion, table, counter, costs, learnt, incumbent, stats, budget, seed, workers, name
    )
    stats["depth_vectors_counted"] = counter.depth_vectors_seen
    stats["integer_costs"] = "exact" if costs.exact else f"rounded to 1/{costs.scale}"
    context = CutContext(criterion, table, costs, learnt)
    best, proven, infeasible, bound = outcome.incumbent, outcome.proven, outcome.infeasible, outcome.bound
    return _finish(name, problem, best, proven, infeasible, bound, stats, start, budget), context


def _solve_by_search(problem: Problem, budget: Budget, hint: Solution | None, name: str, start: float) -> Solution:
    """Run :func:`search_cuts` on the problem's conjunction from the best of the hint and the full-domain
    optimum (ties: the hint); the release is the search's when strictly better."""
    conjunction = conjunction_for(problem)
    attrs = problem.quasi_identifiers
    table = tuple_table(
        attrs, [problem.taxonomies[a] for a in attrs], [problem.codes[a] for a in attrs], row_weight=problem.weight
    )
    costs = cut_costs(problem)
    tuples = conjunction.tuple_stats(table.row_tuple, table.weight)
    candidates: list[Solution] = []
    stats: dict[str, Any] = {}
    if hint is not None and hint.cuts and not hint.taxonomies and all(a in hint.cuts for a in attrs):
        given = release_of_cut(problem, conjunction, tuples, table, hint.cuts, HINT)
        if given is not None:
            given.statistics = {"hint_solver": hint.solver}
            candidates.append(given)
    cuts = _full_domain_start(problem, conjunction, budget, stats)
    if cuts is not None:
        solution = release_of_cut(problem, conjunction, tuples, table, cuts, FULL_DOMAIN)
        if solution is not None:
            candidates.append(solution)
    incumbent = min(candidates, key=release_objective) if candidates else None
    upper = None
    if incumbent is not None:
        assert incumbent.cuts is not None  # release_of_cut records the cut
        maps = [cut_map(problem.taxonomies[a], incumbent.cuts[a]) for a in attrs]
        upper = integer_cost(table, costs, conjunction, maps)[0]
    found_cut = search_cuts(table, costs, conjunction, upper=upper, work_limit=budget.left * WORK_PER_SECOND)
    budget.charge(found_cut.work / WORK_PER_SECOND)
    if found_cut.cuts is not None:
        cuts = {a: found_cut.cuts[a] for a in attrs}
        candidate = release_of_cut(problem, conjunction, tuples, table, cuts, name)
        if candidate is not None and (
            incumbent is None or release_objective(candidate) < release_objective(incumbent) - 1e-9
        ):
            incumbent = candidate
    stats = {
        "method": "branch and bound with a tree DP",
        "states": found_cut.states,
        "dps": found_cut.dps,
        "incumbent_source": incumbent.solver if incumbent else None,
        **stats,
        "integer_costs": "exact" if costs.exact else f"rounded to 1/{costs.scale}",
    }
    infeasible = found_cut.complete and incumbent is None
    return _finish(
        name, problem, incumbent, found_cut.complete, infeasible, found_cut.bound / costs.scale, stats, start, budget
    )


def _evaluate_hint(
    problem: Problem, criterion: GroupCriterion, counter: GroupCounter, table: TupleTable, hint: Solution | None
) -> Solution | None:
    """The caller's hint as a release of this problem (its cut, minimal suppression), if it is feasible."""
    if hint is None or not hint.cuts or hint.taxonomies:
        return None
    if any(a not in hint.cuts for a in problem.quasi_identifiers):
        return None
    evaluated = evaluate_cuts(problem, criterion, counter, table, hint.cuts, HINT)
    if evaluated is not None:
        evaluated.statistics = {"hint_solver": hint.solver}
    return evaluated


def _full_domain_start(
    problem: Problem, requirements: Conjunction | Requirement, budget: Budget, stats: dict
) -> dict[str, list[int]] | None:
    """The cuts of the best full-domain release (None: none found), searched within
    ``max(FULL_DOMAIN_SHARE * budget, FULL_DOMAIN_MIN_WORK_S)`` work seconds charged to ``budget``;
    ``stats["full_domain"]`` says how far it got."""
    work_limit = max(FULL_DOMAIN_SHARE * budget.total, FULL_DOMAIN_MIN_WORK_S) * WORK_PER_SECOND
    found = search_lattice(problem, requirements, work_limit=work_limit)
    budget.charge(found.work / WORK_PER_SECOND)
    stats["full_domain"] = {
        "complete": found.complete,
        "work_units": found.work,
        "objective": found.best.loss if found.best else None,
    }
    if found.best is None:
        return None
    return levels_to_solution(
        problem, found.best.levels, requirements, FULL_DOMAIN, found.level_table, found.judge
    ).cuts


def _first_incumbent(
    problem: Problem,
    requirement: Requirement,
    criterion: GroupCriterion,
    counter: GroupCounter,
    table: TupleTable,
    given: Solution | None,
    budget: Budget,
) -> tuple[Solution | None, dict]:
    """A feasible cut to start from: the best of the caller's hint and the best full-domain cut
    (k-anonymity; ties: the hint), else the root cut.

    The full-domain search gets ``max(FULL_DOMAIN_SHARE * budget, FULL_DOMAIN_MIN_WORK_S)``
    work seconds (complete on Adult); its work is charged to ``budget``.
    """
    candidates = [given] if given is not None else []
    stats: dict = {}
    if isinstance(requirement, KAnonymity) and set(requirement.quasi_identifiers) == set(problem.quasi_identifiers):
        cuts = _full_domain_start(problem, requirement, budget, stats)
        if cuts is not None:
            solution = evaluate_cuts(problem, criterion, counter, table, cuts, FULL_DOMAIN)
            if solution is not None:
                candidates.append(solution)
    if not candidates:
        root = evaluate_cuts(
            problem,
            criterion,
            counter,
            table,
            {a: [problem.taxonomies[a].root] for a in problem.quasi_identifiers},
            "root",
        )
        if root is not None:
            candidates.append(root)
    return (min(candidates, key=release_objective) if candidates else None), stats


def _solve_discernibility(
    problem: Problem,
    criterion: GroupCriterion,
    table: TupleTable,
    counter: GroupCounter,
    costs: CutCosts,
    budget: Budget,
    seed: int,
    workers: int,
    name: str,
    start: float,
    given: Solution | None,
) -> Solution:
    """Discernibility is not a per-cell cost: one complete model over every candidate group.

    The release is the better of the model's solution and the caller's hint (ties: the hint).
    """
    try:
        groups = all_candidate_groups(table)
    except ModelTooLarge as exc:  # the caller's hint, if any, without a proof
        solution = _finish(name, problem, given, False, False, 0.0, {"rounds": 0}, start, budget)
        solution.message = "; ".join(m for m in (solution.message, str(exc)) if m)
        return solution
    sizes, distinct, weighted = counter.stats(groups)
    cm = compile_discernibility_model(
        problem, criterion, costs, groups, sizes, criterion.violates(sizes, distinct, weighted)
    )
    if given is not None:
        assert given.cuts is not None  # evaluate_cuts records the cut
        add_cut_hint(cm, problem, given.cuts)
    solver, status = run_cpsat(cm.model, budget.left, seed, workers, budget, scale=cm.scale)
    stats = {"rounds": 1, "candidate_groups": len(groups)}
    if not status.has_solution:
        infeasible = status is Status.INFEASIBLE and given is None
        bound = solver.best_objective_bound if status is not Status.INFEASIBLE else 0.0
        return _finish(name, problem, given, False, infeasible, bound, stats, start, budget)
    cuts = {
        a: [v for v in range(problem.taxonomies[a].n_nodes) if solver.boolean_value(cm.in_cut[a, v])]
        for a in problem.quasi_identifiers
    }
    found = evaluate_cuts(problem, criterion, counter, table, cuts, name)
    found_better = found is not None and (given is None or release_objective(found) < release_objective(given) - 1e-9)
    best = found if given is None or found_better else given
    return _finish(
        name, problem, best, status is Status.OPTIMAL, False, solver.best_objective_bound, stats, start, budget
    )


def _finish(
    name: str,
    problem: Problem,
    best: Solution | None,
    proven: bool,
    infeasible: bool,
    bound: float,
    stats: dict,
    start: float,
    budget: Budget,
) -> Solution:
    """The solution record: the best release known, credited to what produced it (``found_by``:
    ``hint``, ``full-domain``, ``root`` or this solver), with the best valid bound, never above it."""
    runtime = time.perf_counter() - start
    stats = stats | budget.statistics()
    if infeasible or best is None:
        return no_release(name, infeasible, bound, runtime, stats, "cut", "the requirement")
    objective = release_objective(best)
    status, capped = release_status(objective, bound, proven)
    optimal = status is Status.OPTIMAL
    stats = stats | {"found_by": best.solver, **best.statistics}
    source = {HINT: f"hint (from {best.statistics.get('hint_solver')})"}.get(best.solver, f"{best.solver} start")
    message = (
        ""
        if best.solver == name
        else f"release found by the {source}, {'proved optimal' if optimal else 'not improved'}"
    )
    return Solution(
        name,
        status,
        objective=objective,
        bound=capped,
        runtime_s=runtime,
        generalized=best.generalized,
        suppressed=best.suppressed,
        cuts=best.cuts,
        statistics=stats,
        message=message,
    )
