"""Export exact models for other solvers: ``seqanon compile SPEC --format cpsat|lp|mps``.

The lazy cut model is exported as its *final* relaxation: the model of the
last round, holding every clause the loop learnt. When the loop proved
optimality, that model's optimum is the problem's optimum, so other solvers
can re-prove it. ``cpsat_to_pulp`` writes any CP-SAT model made of clauses,
exactly-one and linear constraints as an integer program (LP or MPS files).
"""

from __future__ import annotations

import re

import pulp
from ortools.sat.python import cp_model

from ...errors import UnsupportedProblem
from ...problem import Problem
from ...requirements import KAnonymity
from ...solution import Solution
from ..base import DEFAULT_TIME_LIMIT, Limits, check_supported
from .cut_model import CutModel, compile_cut_model
from .cut_solver import lazy_reason, solve_cut

INT64_MAX = 2**63 - 1


def final_cut_model(
    problem: Problem, *, time_limit: float | None = None, seed: int | None = None
) -> tuple[CutModel, Solution]:
    """Solve lazily, then rebuild the last round's model without hint or cap."""
    reason = lazy_reason(problem)
    if reason is not None:
        raise UnsupportedProblem(f"{problem.source + ': ' if problem.source else ''}no exportable model for {reason}")
    run = Limits(DEFAULT_TIME_LIMIT if time_limit is None else time_limit, seed or 0, 1)
    solution, context = solve_cut(problem, run, lazy=True)
    if context is None:
        raise UnsupportedProblem(f"no model to export: {solution.message}")
    cm = compile_cut_model(problem, context.criterion, context.learnt, context.table, context.costs)
    return cm, solution


def final_model(
    problem: Problem, *, time_limit: float | None = None, seed: int | None = None
) -> tuple[cp_model.CpModel, int, Solution]:
    """The exact model of ``problem`` (integer objective = metric x scale) and its solution."""
    if problem.kind == "single" and problem.model == "cut":
        cm, solution = final_cut_model(problem, time_limit=time_limit, seed=seed)
        return cm.model, cm.scale, solution
    if problem.kind == "single" and problem.model == "cell":
        from .cell_model import cell_candidates, compile_cell_model
        from .cell_solver import CpSatCellSolver

        solver = CpSatCellSolver()
        check_supported(solver, problem)
        requirement = problem.requirements[0] if len(problem.requirements) == 1 else None
        if not isinstance(requirement, KAnonymity):
            raise UnsupportedProblem(
                "seqanon compile exports the cell model of one k-anonymity requirement; "
                f"this problem has {', '.join(r.kind for r in problem.requirements)} "
                "(solved with lazy rounds, no single final model)"
            )
        cell = compile_cell_model(cell_candidates(problem, requirement))
        return cell.model, cell.scale, solver.solve(problem, time_limit=time_limit, seed=seed, workers=1)
    raise UnsupportedProblem(
        f"no exportable model for a {problem.kind} problem with {problem.model} "
        "generalization (supported: single table, cut or cell)"
    )


def _name(raw: str, index: int) -> str:
    return f"{re.sub(r'[^A-Za-z0-9_]', '_', raw)[:60]}_{index}"


def cpsat_to_pulp(model: cp_model.CpModel, name: str) -> pulp.LpProblem:
    """The same model as a PuLP integer program (minimisation)."""
    proto = model.proto
    variables = []
    for i, v in enumerate(proto.variables):
        low, high = v.domain[0], v.domain[len(v.domain) - 1]  # the proto wrapper has no negative indexing
        category = "Binary" if (low, high) == (0, 1) else "Integer"
        variables.append(pulp.LpVariable(_name(v.name or "x", i), low, high, category))

    def literal(ref: int):
        return variables[ref] if ref >= 0 else 1 - variables[-ref - 1]

    problem = pulp.LpProblem(re.sub(r"[^A-Za-z0-9_]", "_", name), pulp.LpMinimize)
    for index, constraint in enumerate(proto.constraints):
        if len(constraint.enforcement_literal):
            raise ValueError(f"constraint {index}: enforcement literals are not exported")
        if constraint.has_bool_or():
            problem += pulp.lpSum(literal(r) for r in constraint.bool_or.literals) >= 1, f"clause_{index}"
        elif constraint.has_exactly_one():
            problem += pulp.lpSum(literal(r) for r in constraint.exactly_one.literals) == 1, f"one_{index}"
        elif constraint.has_linear():
            lin = constraint.linear
            expr = pulp.lpSum(c * literal(v) for v, c in zip(lin.vars, lin.coeffs))
            if len(lin.domain) != 2:
                raise ValueError(f"constraint {index}: a linear domain with holes is not exported")
            low, high = lin.domain
            if low == high:
                problem += expr == low, f"linear_{index}"
            else:
                if low > -INT64_MAX:
                    problem += expr >= low, f"linear_low_{index}"
                if high < INT64_MAX:
                    problem += expr <= high, f"linear_high_{index}"
        else:
            raise ValueError(f"constraint {index}: only clauses, exactly-one and linear constraints are exported")
    objective = proto.objective
    problem += pulp.lpSum(c * literal(v) for v, c in zip(objective.vars, objective.coeffs)) + objective.offset
    return problem
