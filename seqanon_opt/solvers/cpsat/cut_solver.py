"""``cpsat-cut``: proven-optimal cut generalization of a single table.

Requirements: k-anonymity, l-diversity, (X,Y)-anonymity, (X,Y)-linkability
(group-local, see :mod:`.criteria`); objectives LM, EM, distortion.

Lazy constraint generation (models/cut_k_anonymity.md):

1. the best full-domain generalization (a cut) gives the first incumbent, an
   upper bound and the first hint;
2. solve the current relaxation; read the cut; group the rows under it;
3. every published group smaller than k whose rows the model did not count as
   suppressed is lifted to a most general combination M still smaller than k;
   if M holds more rows than the suppression budget its lifting clause is
   learnt, else its covering clauses (each tuple below M is suppressed unless
   the cut lifts above M);
4. when every small published group is counted as suppressed the solution is
   feasible and, the model being a relaxation, optimal; otherwise re-solve
   with the previous cut as a complete hint.

On time-out the best feasible cut found so far is returned with the best proven
bound and status feasible.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

import numpy as np

from ...data.taxonomy import cut_map
from ...errors import UnsupportedProblem
from ...metrics import table_loss
from ...problem import Problem
from ...requirements import KAnonymity, Requirement
from ...solution import Solution, Status
from ..base import Capabilities, check_supported
from ..enumeration.full_domain import best_full_domain, levels_to_solution
from ..registry import register
from ..tuples import TupleTable, combination_keys, tuple_table
from ..cut_costs import CutCosts, cut_costs
from .cut_model import LearntGroups, compile_cut_model, compile_discernibility_model
from .criteria import GroupCriterion, criterion_for
from .run import run_cpsat
from .groups import GroupCounter, all_candidate_groups, lift_violating_groups, published_groups

@dataclass
class RoundResult:
    status: Status
    cuts: dict[str, list[int]] | None
    suppressed_tuples: np.ndarray | None
    model_objective: float | None
    bound: float


log = logging.getLogger(__name__)


@register("cpsat-cut")
class CpSatCutSolver:
    """Exact: optimal cut (global recoding) of one table under a group-local requirement."""

    name = "cpsat-cut"
    capabilities = Capabilities(exact=True, kinds=frozenset({"single"}), models=frozenset({"cut"}),
                                requirements=frozenset({"k-anonymity", "l-diversity", "xy-anonymity",
                                                        "xy-linkability"}),
                                objectives=frozenset({"LM", "EM", "distortion", "discernibility"}),
                                suppression=True, hints=True)

    def solve(self, problem: Problem, *, time_limit: float | None = None, seed: int | None = None,
              workers: int | None = None, hint: Solution | None = None) -> Solution:
        check_supported(self, problem)
        return solve_cut(problem, time_limit=time_limit, seed=seed, workers=workers, hint=hint,
                         name=self.name)[0]


@dataclass
class CutContext:
    """What a lazy solve learnt: enough to rebuild its final model (``seqanon compile``)."""

    criterion: GroupCriterion
    table: TupleTable
    costs: CutCosts
    learnt: LearntGroups


def solve_cut(problem: Problem, *, time_limit: float | None = None, seed: int | None = None,
              workers: int | None = None, hint: Solution | None = None,
              name: str = "cpsat-cut") -> tuple[Solution, CutContext | None]:
    """The lazy constraint generation loop of the module docstring."""
    start = time.perf_counter()
    limit = float(time_limit if time_limit is not None else problem.solver.time_limit)
    deadline = start + limit
    seed = int(seed if seed is not None else problem.solver.seed)
    workers = int(workers if workers is not None else problem.solver.workers)
    requirement = problem.requirements[0]
    criterion = criterion_for(problem, requirement)
    if criterion.max_suppressed and not criterion.downward_closed:
        raise UnsupportedProblem(f"solver '{name}' takes a suppression budget only with "
                                 "k-anonymity and (X,Y)-anonymity")
    attrs = criterion.attributes
    if criterion.max_suppressed and set(attrs) != set(problem.quasi_identifiers):
        raise UnsupportedProblem(f"solver '{name}' needs a suppression budget's requirement "
                                 "to cover every quasi-identifier")
    table = tuple_table(attrs, [problem.taxonomies[a] for a in attrs], [problem.codes[a] for a in attrs],
                        criterion.values)
    counter = GroupCounter(table, criterion.factor)
    order = sorted(range(len(attrs)), key=lambda j: -table.taxonomies[j].n_nodes)
    costs = cut_costs(problem)
    scale = costs.scale

    root_cut = {a: [problem.taxonomies[a].root] for a in problem.quasi_identifiers}
    if evaluate_cuts(problem, criterion, counter, table, root_cut, "root") is None:
        # the root group is the union of every group: if it fails, every cut fails (union-closed)
        return _finish(name, problem, None, None, True, 0.0, {"rounds": 0}, start), None
    if problem.objective == "discernibility":
        return _solve_discernibility(problem, criterion, table, counter, costs, deadline, seed, workers,
                                     name, start), None
    incumbent = _first_incumbent(problem, requirement, criterion, counter, table, hint,
                                 deadline=start + 0.25 * limit)
    learnt = LearntGroups()
    stats = {"rounds": 0, "clauses_added": 0, "covered_groups": 0,
             "incumbent_source": incumbent.solver if incumbent else None}
    bound = 0.0
    previous_cuts = incumbent.cuts if incumbent else None
    optimal = None
    infeasible = False
    while time.perf_counter() < deadline:
        # the cap is valid only when the integer costs are exact (not rounded)
        upper = (int(np.floor(incumbent.objective * scale + 1e-6))
                 if incumbent is not None and costs.exact else None)
        cm = compile_cut_model(problem, criterion, learnt, table, costs, upper_bound=upper,
                               hint=previous_cuts)
        round_ = _solve_round(cm, problem, deadline - time.perf_counter(), seed, workers)
        stats["rounds"] += 1
        bound = max(bound, round_.bound)
        if round_.status is Status.INFEASIBLE:
            infeasible = incumbent is None  # with a cap, infeasible means the incumbent is optimal
            if incumbent is not None:
                optimal = incumbent
            break
        if round_.cuts is None:
            break  # time ran out inside the round
        previous_cuts = round_.cuts
        new_excluded, new_covered, candidate = _learn(problem, table, counter, criterion, order,
                                                      round_, learnt, name)
        stats["clauses_added"] += new_excluded
        stats["covered_groups"] += new_covered
        log.info("%s round %d: model optimum %.6g, bound %.6g, learnt %d clause(s) and %d covered group(s)",
                 name, stats["rounds"], round_.model_objective, bound, new_excluded, new_covered)
        if candidate is not None and (incumbent is None or candidate.objective < incumbent.objective - 1e-9):
            incumbent = candidate
        if new_excluded == 0 and new_covered == 0:
            if round_.status is Status.OPTIMAL:
                optimal = candidate
            break
    stats["depth_vectors_counted"] = counter.depth_vectors_seen
    stats["integer_costs"] = "exact" if costs.exact else f"rounded to 1/{scale}"
    context = CutContext(criterion, table, costs, learnt)
    return _finish(name, problem, incumbent, optimal, infeasible, bound, stats, start), context


def _first_incumbent(problem: Problem, requirement: Requirement, criterion: GroupCriterion,
                     counter: GroupCounter, table: TupleTable, hint: Solution | None,
                     deadline: float) -> Solution | None:
    """A feasible cut to start from: the caller's hint if it is one, the best full-domain cut
    (k-anonymity), else the root cut."""
    candidates = []
    if hint is not None and hint.cuts:
        evaluated = evaluate_cuts(problem, criterion, counter, table, hint.cuts, "hint")
        if evaluated is not None:
            candidates.append(evaluated)
    if isinstance(requirement, KAnonymity) and set(requirement.quasi_identifiers) == set(problem.quasi_identifiers):
        best, _, _ = best_full_domain(problem, requirement, deadline=deadline)
        if best is not None:
            solution = levels_to_solution(problem, best.levels, requirement, "full-domain")
            solution.objective = best.loss
            candidates.append(solution)
    if not candidates:
        root = evaluate_cuts(problem, criterion, counter, table,
                             {a: [problem.taxonomies[a].root] for a in problem.quasi_identifiers}, "root")
        if root is not None:
            candidates.append(root)
    return min(candidates, key=lambda s: s.objective) if candidates else None


def evaluate_cuts(problem: Problem, criterion: GroupCriterion, counter: GroupCounter, table: TupleTable,
                  cuts: dict[str, list[int]], source: str) -> Solution | None:
    """The solution of a complete cut (violating groups suppressed), or None if that breaks the budget."""
    attrs = criterion.attributes
    maps = [cut_map(problem.taxonomies[a], cuts[a]) for a in attrs]
    nodes, group_of_tuple, _ = published_groups(table, maps)
    bad_group = criterion.violates(*counter.stats(nodes))
    suppressed = bad_group[group_of_tuple][table.row_tuple]
    if suppressed.sum() > criterion.max_suppressed:
        return None
    generalized = {a: cut_map(problem.taxonomies[a], cuts[a])[problem.codes[a]] for a in problem.quasi_identifiers}
    return Solution(source, Status.FEASIBLE, objective=table_loss(problem, generalized, suppressed, problem.objective),
                    generalized=generalized, suppressed=suppressed, cuts={a: list(c) for a, c in cuts.items()})


def _solve_discernibility(problem: Problem, criterion: GroupCriterion, table: TupleTable, counter: GroupCounter,
                          costs: CutCosts, deadline: float, seed: int, workers: int, name: str,
                          start: float) -> Solution:
    """Discernibility is not a per-cell cost: one complete model over every candidate group."""
    groups = all_candidate_groups(table)
    sizes, distinct, weighted = counter.stats(groups)
    cm = compile_discernibility_model(problem, criterion, costs, groups, sizes,
                                      criterion.violates(sizes, distinct, weighted))
    solver, status = run_cpsat(cm.model, deadline - time.perf_counter(), seed, workers)
    stats = {"rounds": 1, "candidate_groups": int(len(groups))}
    if not status.has_solution:
        return _finish(name, problem, None, None, status is Status.INFEASIBLE, 0.0, stats, start)
    cuts = {a: [v for v in range(problem.taxonomies[a].n_nodes) if solver.BooleanValue(cm.in_cut[a, v])]
            for a in problem.quasi_identifiers}
    found = evaluate_cuts(problem, criterion, counter, table, cuts, name)
    optimal = found if status is Status.OPTIMAL else None
    return _finish(name, problem, found, optimal, False, solver.BestObjectiveBound(), stats, start)


def _solve_round(cm, problem: Problem, seconds: float, seed: int, workers: int) -> RoundResult:
    solver, status = run_cpsat(cm.model, seconds, seed, workers)
    if not status.has_solution:
        return RoundResult(status, None, None, None, 0.0 if status is not Status.INFEASIBLE else float("inf"))
    cuts = {a: [v for v in range(problem.taxonomies[a].n_nodes) if solver.BooleanValue(cm.in_cut[a, v])]
            for a in problem.quasi_identifiers}
    suppressed = np.array([t for t, s in cm.suppressed.items() if solver.BooleanValue(s)], dtype=np.int64)
    return RoundResult(status, cuts, suppressed, solver.ObjectiveValue() / cm.scale,
                       solver.BestObjectiveBound() / cm.scale)


def _learn(problem: Problem, table: TupleTable, counter: GroupCounter, criterion: GroupCriterion,
           order: list[int], round_: RoundResult, learnt: LearntGroups,
           name: str) -> tuple[int, int, Solution | None]:
    """Learn from the groups a round's cut publishes.

    Returns (new lifting clauses, new covered groups, the feasible solution when nothing was new).
    """
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


def _finish(name: str, problem: Problem, incumbent: Solution | None, optimal: Solution | None,
            infeasible: bool, bound: float, stats: dict, start: float) -> Solution:
    runtime = time.perf_counter() - start
    if infeasible:
        return Solution(name, Status.INFEASIBLE, runtime_s=runtime, statistics=stats,
                        message="no cut satisfies the requirement within the suppression budget")
    candidates = [s for s in (optimal, incumbent) if s is not None]
    best = min(candidates, key=lambda s: s.objective) if candidates else None
    if best is None:
        return Solution(name, Status.UNKNOWN, bound=bound, runtime_s=runtime, statistics=stats,
                        message="no feasible cut found within the time limit")
    status = Status.OPTIMAL if optimal is not None else Status.FEASIBLE
    if status is Status.FEASIBLE and bound >= best.objective - 1e-9:
        status = Status.OPTIMAL
    return Solution(name, status, objective=best.objective,
                    bound=best.objective if status is Status.OPTIMAL else min(bound, best.objective),
                    runtime_s=runtime, generalized=best.generalized, suppressed=best.suppressed,
                    cuts=best.cuts, statistics=stats | {"found_by": best.solver})
