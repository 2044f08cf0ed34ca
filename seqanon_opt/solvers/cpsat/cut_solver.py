"""``cpsat-cut``: proven-optimal cut generalization for single-table k-anonymity (LM)."""

from __future__ import annotations

import time

import numpy as np
from ortools.sat.python import cp_model

from ...data.taxonomy import cut_map
from ...metrics import table_loss
from ...problem import Problem
from ...requirements import KAnonymity
from ...solution import Solution, Status
from ..base import Capabilities, check_supported
from ..registry import register
from .cut_model import CutModel, compile_cut_model

_STATUS = {cp_model.OPTIMAL: Status.OPTIMAL, cp_model.FEASIBLE: Status.FEASIBLE,
           cp_model.INFEASIBLE: Status.INFEASIBLE}


@register("cpsat-cut")
class CpSatCutSolver:
    """Exact: optimal cut (global recoding) under k-anonymity with a suppression budget, minimising LM."""

    name = "cpsat-cut"
    capabilities = Capabilities(exact=True, kinds=frozenset({"single"}), models=frozenset({"cut"}),
                                requirements=frozenset({"k-anonymity"}), objectives=frozenset({"LM"}),
                                suppression=True, hints=True)

    def solve(self, problem: Problem, *, time_limit: float | None = None, seed: int | None = None,
              workers: int | None = None, hint: Solution | None = None) -> Solution:
        check_supported(self, problem)
        start = time.perf_counter()
        requirement = problem.requirements[0]
        assert isinstance(requirement, KAnonymity)
        cm = compile_cut_model(problem, requirement)
        if hint is not None and hint.cuts:
            add_cut_hint(cm, problem, hint)
        solver = cp_model.CpSolver()
        params = solver.parameters
        params.max_time_in_seconds = float(time_limit if time_limit is not None else problem.solver.time_limit)
        params.random_seed = int(seed if seed is not None else problem.solver.seed)
        params.num_workers = int(workers if workers is not None else problem.solver.workers)
        params.interleave_search = params.num_workers > 1  # deterministic parallel search
        code = solver.Solve(cm.model)
        status = _STATUS.get(code, Status.UNKNOWN)
        stats = dict(cm.statistics, variables=len(cm.model.Proto().variables),
                     constraints=len(cm.model.Proto().constraints), branches=int(solver.NumBranches()),
                     conflicts=int(solver.NumConflicts()), scale=cm.scale)
        result = Solution(self.name, status, statistics=stats)
        if status.has_solution:
            extract_solution(cm, problem, solver, result)
            result.bound = solver.BestObjectiveBound() / cm.scale
            if status is Status.OPTIMAL:
                result.bound = result.objective
        elif status is Status.INFEASIBLE:
            result.message = "no cut satisfies the requirement within the suppression budget"
        result.runtime_s = time.perf_counter() - start
        return result


def add_cut_hint(cm: CutModel, problem: Problem, hint: Solution) -> None:
    """A complete hint: every in_cut variable set from the hint's cuts."""
    for attr in problem.quasi_identifiers:
        chosen = set(hint.cuts.get(attr, []))
        for v in range(problem.taxonomies[attr].n_nodes):
            cm.model.AddHint(cm.in_cut[attr, v], v in chosen)


def extract_solution(cm: CutModel, problem: Problem, solver: cp_model.CpSolver, result: Solution) -> None:
    """Read the cut, generalize every column, mark the suppressed rows, recompute LM."""
    cuts: dict[str, list[int]] = {}
    generalized: dict[str, np.ndarray] = {}
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        cuts[attr] = [v for v in range(tax.n_nodes) if solver.BooleanValue(cm.in_cut[attr, v])]
        generalized[attr] = cut_map(tax, cuts[attr])[problem.codes[attr]]
    attrs = cm.requirement.quasi_identifiers
    if attrs:
        _, inverse, sizes = np.unique(np.column_stack([generalized[a] for a in attrs]), axis=0,
                                      return_inverse=True, return_counts=True)
        suppressed = sizes[inverse.reshape(-1)] < cm.requirement.k
    else:
        suppressed = np.zeros(problem.n_rows, dtype=bool)
    result.cuts = cuts
    result.generalized = generalized
    result.suppressed = suppressed
    result.objective = table_loss(problem, generalized, suppressed, "LM")
    result.statistics["model_objective"] = solver.ObjectiveValue() / cm.scale
