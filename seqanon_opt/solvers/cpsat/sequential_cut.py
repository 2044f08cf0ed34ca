"""``cpsat-sequential-cut``: optimal cut generalization of the next release (Wang & Fung 2006).

The previous releases T2..Tp are fixed; the release T1 publishes
``settings["release_attributes"]``; those with a taxonomy (the *generalized*
attributes) get one cut each, the others are published as they are. Minimise a
per-cell metric (LM, EM, distortion) over the generalized cells subject to
every (X,Y)-anonymity / (X,Y)-linkability requirement on the join of T1 with
the previous releases (:mod:`.sequential_join`, the solver's own join): any
conjunction of templates, each with its own X and Y, all judged on one
release. What the join cannot judge (an X or Y attribute no release
publishes, X and Y sharing a join column, value-level thresholds on a Y that
several releases publish) is refused before solving (``xy_join_reason``);
so is a suppression budget.

Lazy constraint generation. The CP-SAT model holds

* ``in_cut[a, v]`` (bool): node v of generalized attribute a is in a's cut;
* one cut node per root-to-leaf path: ``sum_{v on path(l)} in_cut[a, v] = 1``;
* the objective ``sum_{a,v} W_a(v) in_cut[a, v]`` (integer costs of ``cut_costs``);
* the clauses learnt so far; each excludes only violating cut combinations, so
  the model is a relaxation and its first optimum that passes the check is optimal.

Round: solve, read the cut C, build T1 under C, judge every requirement on the
join; for each violated requirement r add a clause over the attributes r
depends on, ``R_r`` (generalized attributes that are join attributes, named by
an inconsistent pair, or in X_r or Y_r; the others do not change the verdict):

* no-good (always valid): ``OR_{a in R_r} OR_{v in C_a} NOT in_cut[a, v]`` --
  some cut differs from C (cuts partition the leaves, so a cut holding every
  node of C_a is C_a);
* specialization clause, when r is anti-monotone (Lemmas 4.1/4.2 and the
  remark after Corollary 4.2 for p releases):
  ``OR_{a in R_r, a in X_r} OR_{v in C_a} OR_{u strictly above v} in_cut[a, u]
  OR OR_{a in R_r, a not in X_r} OR_{v in C_a} NOT in_cut[a, v]`` -- every cut
  that specializes C on X (or equals it) and equals C elsewhere violates too.
  Before it is learnt, C is lifted: each X attribute in turn is set to its
  root while the requirement stays violated (a more general violating cut
  gives a stronger clause).

When r is anti-monotone. The lemmas assume T1 and T2 are population related;
with dangling records A_Y(X) can rise under specialization (the
counterexample before Lemma 4.1). We use the clause only when (i) every record
of every release takes part in a match with T1 at its leaves, checked on the
data (then under every cut: generalizing T1 keeps every match, Observation 1,
and also with the inconsistency predicate, since a generalized value is below
fewer declared values); (ii) X_r holds every copy of every join attribute and
every attribute named by a declared inconsistent pair, so whether two records
match depends on their x values only and every x group of the join is a
product of per-release groups; (iii) Y_r comes from a single release. Then for
Y in Tj (j >= 2) a group's a_Y(x) and l_y(x) depend on Tj's part of x alone
and every Tj record keeps a match; for Y in T1 specializing splits R1(x1) into
groups each keeping a match, whose distinct Y values are a subset and of which
one has a confidence at least the old one (a weighted average). Corollary 4.2
follows: the first probe is the most generalized T1 (X attributes at their
roots); when it violates an anti-monotone requirement and nothing outside X
can change, the learnt clause is empty and the model is infeasible.

``time_limit``: deterministic (:mod:`.run`): each round gets what is left of
the work budget as CP-SAT's ``max_deterministic_time`` and is charged its
deterministic time; the loop stops when the budget is spent. On time-out
the best feasible cut seen is returned with status feasible and the model's
proven bound (every clause is valid, so the bound of any round is a bound of
the problem). The release is never worse than the caller's hint when the hint
passes the check (``statistics["found_by"]``: ``hint``, ``probe`` or this
solver; on ties the earlier release is kept).
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from ortools.sat.python import cp_model

from ...data.taxonomy import ancestors, cut_map
from ...metrics import table_loss
from ...problem import Problem
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from ..cut_costs import CutCosts, cut_costs
from ..sequential_conditions import xy_join_reason
from ..sequential_join import SequentialJoin, release_frame
from .run import Budget, release_objective, run_cpsat

Cuts = dict[str, list[int]]
Literal = tuple[bool, str, int]  # (positive?, attribute, node): in_cut[a, v] or its negation


class CpSatSequentialCutSolver(SolverBase):
    """Exact: optimal cuts of the next release under (X,Y)-privacy on the join with earlier releases."""

    name = "cpsat-sequential-cut"
    capabilities = Capabilities(
        exact=True,
        kinds=frozenset({"sequential"}),
        models=frozenset({"cut"}),
        requirements=frozenset({"xy-anonymity", "xy-linkability"}),
        objectives=frozenset({"LM", "EM", "distortion"}),
        suppression=False,
        hints=True,
        max_requirements=16,
        conditions=(xy_join_reason,),
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        return solve_sequential_cut(problem, limits, hint=hint, name=self.name)


# ------------------------------------------------------------------ the model, in named steps
@dataclass
class SequentialCutModel:
    model: cp_model.CpModel
    costs: CutCosts
    in_cut: dict[tuple[str, int], cp_model.IntVar] = field(default_factory=dict)
    objective: cp_model.LinearExpr | int = 0


def add_cut_variables(sm: SequentialCutModel, problem: Problem, attrs: tuple[str, ...]) -> None:
    for a in attrs:
        tax = problem.taxonomies[a]
        for v in range(tax.n_nodes):
            sm.in_cut[a, v] = sm.model.new_bool_var(f"in_cut[{a}={tax.labels[v]}]")


def add_one_cut_node_per_path(sm: SequentialCutModel, problem: Problem, attrs: tuple[str, ...]) -> None:
    for a in attrs:
        tax = problem.taxonomies[a]
        for leaf in tax.leaves:
            sm.model.add_exactly_one(sm.in_cut[a, v] for v in ancestors(tax, int(leaf)))


def set_objective(sm: SequentialCutModel, cost_problem: Problem, attrs: tuple[str, ...]) -> None:
    terms = []
    for a in attrs:
        weights = sm.costs.node_weights(cost_problem, a)
        terms += [int(w) * sm.in_cut[a, v] for v, w in enumerate(weights) if w]
    sm.objective = sum(terms)
    sm.model.minimize(sm.objective)


def add_clause(sm: SequentialCutModel, clause: frozenset[Literal]) -> None:
    """A learnt clause; the empty clause makes the model infeasible, as it should."""
    sm.model.add_bool_or([sm.in_cut[a, v] if positive else sm.in_cut[a, v].negated() for positive, a, v in clause])


def add_cut_hint(sm: SequentialCutModel, problem: Problem, attrs: tuple[str, ...], cuts: Cuts) -> None:
    sm.model.clear_hints()
    for a in attrs:
        chosen = set(cuts[a])
        for v in range(problem.taxonomies[a].n_nodes):
            sm.model.add_hint(sm.in_cut[a, v], v in chosen)


def compile_sequential_cut_model(
    problem: Problem, cost_problem: Problem, attrs: tuple[str, ...], costs: CutCosts
) -> SequentialCutModel:
    sm = SequentialCutModel(cp_model.CpModel(), costs)
    add_cut_variables(sm, problem, attrs)
    add_one_cut_node_per_path(sm, problem, attrs)
    set_objective(sm, cost_problem, attrs)
    return sm


# ------------------------------------------------------------------ clauses
class Learner:
    """Judges cuts on the join and turns violations into valid clauses."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.join = SequentialJoin(problem)
        self.attrs = self.join.generalized
        leaf_maps = {a: cut_map(problem.taxonomies[a], problem.taxonomies[a].leaves) for a in self.attrs}
        self.population_related = self.join.population_related(leaf_maps)
        self.depends: list[set[str]] = []
        self.in_x: list[set[str]] = []
        self.anti_monotone: list[bool] = []
        for r in self.join.requirements:
            xs, ys = self.join.expand(r.x), self.join.expand(r.y)  # disjoint: xy_join_reason
            t1 = {self.join.source[c][1] for c in xs + ys if self.join.source[c][0] == 0}
            structural = self.join.join_attributes | self.join.named
            self.depends.append({a for a in self.attrs if a in t1 or a in structural})
            self.in_x.append({self.join.source[c][1] for c in xs if self.join.source[c][0] == 0})
            copies = {self.join.column_of[i, a] for a in structural for i in self.join.holders[a]}
            self.anti_monotone.append(
                self.population_related and copies <= set(xs) and len({self.join.source[c][0] for c in ys}) == 1
            )
        self.evaluations = 0
        self._verdicts: dict[tuple, list[int]] = {}  # cut combination -> violated requirements

    def violated(self, cuts: Cuts, only: list[int] | None = None) -> list[int]:
        """Indices of the requirements the release under ``cuts`` violates."""
        key = tuple(tuple(sorted(cuts[a])) for a in self.attrs)
        if key not in self._verdicts:
            self.evaluations += 1
            maps = {a: cut_map(self.problem.taxonomies[a], cuts[a]) for a in self.attrs}
            joined = self.join.join(maps)
            self._verdicts[key] = [
                i for i, r in enumerate(self.join.requirements) if not self.join.judge(joined, r).satisfied
            ]
        return [i for i in self._verdicts[key] if only is None or i in only]

    def clause(self, cuts: Cuts, r: int) -> frozenset[Literal]:
        """The clause learnt from requirement r violated by ``cuts`` (module docstring)."""
        if not self.anti_monotone[r]:
            return frozenset((False, a, v) for a in self.depends[r] for v in cuts[a])
        lifted = self.lift(cuts, r)
        lits: set[Literal] = set()
        for a in self.depends[r]:
            tax = self.problem.taxonomies[a]
            if a in self.in_x[r]:
                lits |= {(True, a, u) for v in lifted[a] for u in ancestors(tax, int(v))[1:]}
            else:
                lits |= {(False, a, v) for v in lifted[a]}
        return frozenset(lits)

    def lift(self, cuts: Cuts, r: int) -> Cuts:
        """Generalize X attributes to their roots one by one while r stays violated."""
        current = {a: list(c) for a, c in cuts.items()}
        for a in sorted(self.in_x[r] & self.depends[r]):
            root = self.problem.taxonomies[a].root
            if current[a] == [root]:
                continue
            trial = current | {a: [root]}
            if self.violated(trial, [r]):
                current = trial
        return current


# ------------------------------------------------------------------ the loop
def solve_sequential_cut(
    problem: Problem, limits: Limits, hint: Solution | None = None, name: str = "cpsat-sequential-cut"
) -> Solution:
    """The lazy loop of the module docstring: probes (the caller's hint, the most generalized T1), then
    rounds of solve, judge, learn until a cut passes or the budget is spent."""
    start = time.perf_counter()
    budget = Budget.for_time_limit(limits.time_limit)
    seed, workers = limits.seed, limits.workers
    learner = Learner(problem)
    attrs = learner.attrs
    cost_problem = dataclasses.replace(problem, quasi_identifiers=attrs)
    stats: dict[str, Any] = {
        "rounds": 0,
        "clauses": 0,
        "specialization_clauses": 0,
        "no_goods": 0,
        "population_related": learner.population_related,
        "anti_monotone": list(learner.anti_monotone),
    }
    run = _Run(name, learner, budget, stats, start)
    if not attrs:
        cuts: Cuts = {}
        if learner.violated(cuts):
            return run.finish(
                Status.INFEASIBLE, None, None, "the release, which has nothing to generalize, violates a requirement"
            )
        return run.finish(Status.OPTIMAL, _evaluated(problem, cost_problem, cuts, "as-is"), None)

    costs = cut_costs(cost_problem)
    sm = compile_sequential_cut_model(problem, cost_problem, attrs, costs)
    learnt: set[frozenset[Literal]] = set()
    incumbent: Solution | None = None
    for source, probe in _probes(problem, learner, hint):
        bad = learner.violated(probe)
        if bad:
            _learn(sm, learner, learnt, stats, probe, bad)
        else:
            incumbent = _better(incumbent, _evaluated(problem, cost_problem, probe, source))
    bound = 0.0
    while not budget.exhausted:
        if incumbent is not None:
            assert incumbent.cuts is not None  # _evaluated records the cut
            add_cut_hint(sm, problem, attrs, incumbent.cuts)
        solver, status = run_cpsat(
            sm.model, budget.left, seed, workers, budget, scale=costs.scale, reports="relaxation"
        )
        stats["rounds"] += 1
        if status is Status.INFEASIBLE:
            if incumbent is None:
                return run.finish(
                    Status.INFEASIBLE, None, None, "no cut of the release satisfies the requirements on the join"
                )
            return run.finish(Status.OPTIMAL, incumbent, None)  # unreachable: the incumbent is never excluded
        bound = max(bound, solver.best_objective_bound / costs.scale)
        if not status.has_solution:
            break
        cuts = {
            a: [v for v in range(problem.taxonomies[a].n_nodes) if solver.boolean_value(sm.in_cut[a, v])] for a in attrs
        }
        bad = learner.violated(cuts)
        if not bad:
            incumbent = _better(incumbent, _evaluated(problem, cost_problem, cuts, name))
            if status is Status.OPTIMAL:
                return run.finish(Status.OPTIMAL, incumbent, None)
            break  # time ran out inside the round
        if not _learn(
            sm, learner, learnt, stats, cuts, bad
        ):  # cannot happen: a learnt clause excludes the cut it came from
            raise AssertionError(f"no new clause from the violating cut {cuts}")
    if incumbent is None:
        return run.finish(Status.UNKNOWN, None, bound, "no feasible cut found within the time limit")
    exact = release_objective(incumbent) <= bound + 1e-9
    return run.finish(Status.OPTIMAL if exact else Status.FEASIBLE, incumbent, bound)


@dataclass
class _Run:
    """What the solution record needs from one solve: its name, work counters and start time."""

    name: str
    learner: Learner
    budget: Budget
    stats: dict[str, Any]
    start: float

    def finish(self, status: Status, best: Solution | None, bound: float | None, message: str = "") -> Solution:
        """The solution record: ``best``'s release, with ``bound`` (never above it) unless optimal."""
        stats = self.stats
        stats["evaluations"] = self.learner.evaluations
        stats.update(self.budget.statistics())
        stats["found_by"] = best.solver if best is not None else None
        out = Solution(self.name, status, runtime_s=time.perf_counter() - self.start, statistics=stats, message=message)
        if best is not None:
            objective = release_objective(best)
            out.objective, out.generalized, out.suppressed, out.cuts = (
                objective,
                best.generalized,
                best.suppressed,
                best.cuts,
            )
            out.bound = objective if status is Status.OPTIMAL else min(bound or 0.0, objective)
        return out


def _probes(problem: Problem, learner: Learner, hint: Solution | None) -> list[tuple[str, Cuts]]:
    """The cuts tried before the first round: the caller's hint, then the most generalized T1 (X attributes
    at their roots, the others at their leaves: Corollary 4.2's test)."""
    attrs = learner.attrs
    probes = [("hint", hint.cuts)] if hint is not None and hint.cuts and set(hint.cuts) >= set(attrs) else []
    x_attrs = set().union(*learner.in_x) if learner.in_x else set()
    probes.append(
        (
            "probe",
            {
                a: [problem.taxonomies[a].root] if a in x_attrs else [int(v) for v in problem.taxonomies[a].leaves]
                for a in attrs
            },
        )
    )
    return [(source, {a: list(probe[a]) for a in attrs}) for source, probe in probes]


def _learn(
    sm: SequentialCutModel,
    learner: Learner,
    learnt: set[frozenset[Literal]],
    stats: dict[str, Any],
    cuts: Cuts,
    violated: list[int],
) -> int:
    """Add the clause of every violated requirement not learnt yet; the number added."""
    new = 0
    for r in violated:
        clause = learner.clause(cuts, r)
        if clause in learnt:  # two requirements may give one clause
            continue
        new += 1
        learnt.add(clause)
        add_clause(sm, clause)
        stats["clauses"] += 1
        stats["specialization_clauses" if learner.anti_monotone[r] else "no_goods"] += 1
    return new


def _better(incumbent: Solution | None, candidate: Solution) -> Solution:
    """The candidate when strictly better: on ties the earlier release keeps the credit."""
    if incumbent is None or release_objective(candidate) < release_objective(incumbent) - 1e-9:
        return candidate
    return incumbent


def _evaluated(problem: Problem, cost_problem: Problem, cuts: Cuts, source: str) -> Solution:
    generalized = {a: cut_map(problem.taxonomies[a], cuts[a])[problem.codes[a]] for a in cost_problem.quasi_identifiers}
    suppressed = np.zeros(problem.n_rows, dtype=bool)
    objective = table_loss(cost_problem, generalized, suppressed, problem.objective) if generalized else 0.0
    return Solution(
        source,
        Status.FEASIBLE,
        objective=objective,
        generalized=generalized,
        suppressed=suppressed,
        cuts={a: [int(v) for v in c] for a, c in cuts.items()},
    )


__all__ = ["CpSatSequentialCutSolver", "release_frame", "solve_sequential_cut"]
