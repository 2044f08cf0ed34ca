"""The whole data flow of `seqanon run`, one function per arrow:

    load_spec -> build_problem -> solver.solve -> publish -> verify_release -> report
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import pandas as pd

from .errors import PrivacyViolation, SeqanonError
from .problem import Problem, build_problem, refine_taxonomies
from .release import publish
from .report import build_report, write_outputs
from .solution import Solution
from .solvers.base import check_supported
from .solvers.registry import default_solver, get_solver
from .spec import load_spec
from .verify import Verification, verify_release


@dataclass
class RunResult:
    problem: Problem
    solution: Solution
    release: pd.DataFrame | None
    verification: Verification | None
    report: dict[str, Any]


def load_problem(spec_path: str | Path) -> Problem:
    """Read, validate and compile a spec file."""
    spec, source = load_spec(spec_path)
    return build_problem(spec, source)


def solve_problem(problem: Problem, solver_name: str | None = None, *, time_limit: float | None = None,
                  seed: int | None = None, progress: Callable[[str], None] | None = None) -> Solution:
    """Pick the solver (argument, spec, or auto) and run it."""
    solver = get_solver(solver_name) if solver_name else default_solver(problem)
    check_supported(solver, problem)
    limit = time_limit if time_limit is not None else problem.solver.time_limit
    if progress:
        progress(f"solving '{problem.name}' ({problem.n_rows} rows) with {solver.name}, "
                 f"time limit {limit:g} s ...")
    solution = solver.solve(problem, time_limit=limit, seed=seed)
    if progress:
        progress(f"{solver.name}: {solution.status.value} in {solution.runtime_s:.2f} s")
    return solution


def run(spec_path: str | Path, *, solver_name: str | None = None, out_dir: str | Path | None = None,
        time_limit: float | None = None, seed: int | None = None, keep_violating: bool = False,
        progress: Callable[[str], None] | None = None) -> RunResult:
    """Solve a spec, verify the release, and write it with report.json into ``out_dir``.

    Raises PrivacyViolation (nothing written unless ``keep_violating``) when
    the release fails a requirement. When the solver refined taxonomies
    (``solution.taxonomies``, e.g. top-down's on-the-fly intervals), the
    release, verification, report and returned problem use the refined problem.
    """
    problem = load_problem(spec_path)
    solution = solve_problem(problem, solver_name, time_limit=time_limit, seed=seed, progress=progress)
    if solution.taxonomies:
        problem = refine_taxonomies(problem, solution.taxonomies)
    release = verification = None
    if solution.status.has_solution:
        release = publish(problem, solution)
        verification = verify_release(problem, release)
    report = build_report(problem, solution, verification)
    violating = verification is not None and not verification.ok
    if violating and not keep_violating:
        raise PrivacyViolation("release violates its requirements, nothing written: "
                               + "; ".join(verification.failures()))
    if out_dir is not None:
        tables = {"release.csv": release} if release is not None else {}
        if problem.kind == "temporal" and release is not None and solution.suppressed is not None:
            tables["suppressed.csv"] = problem.table.loc[solution.suppressed, list(release.columns)]
        write_outputs(Path(out_dir), report, tables)
    if violating:
        raise PrivacyViolation(f"release violates its requirements, written to {out_dir} because of "
                               "--keep-violating: " + "; ".join(verification.failures()))
    return RunResult(problem, solution, release, verification, report)


__all__ = ["RunResult", "SeqanonError", "load_problem", "run", "solve_problem"]
