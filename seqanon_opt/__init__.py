"""seqanon-opt: optimal and heuristic privacy-preserving data publishing from spec files.

From a notebook: ``anonymize(df, spec) -> Result`` and ``verify(df, release, spec)`` (:mod:`.api`).

The data flow, one function per arrow::

    spec, source = load_spec(path)            # what the user wrote, validated
    problem = build_problem(spec, source)     # coded table, taxonomies, requirements
    solution = get_solver(name).solve(problem)
    release = publish(problem, solution)
    verification = verify_release(problem, release)
"""

from . import progress
from .api import DEFAULT_OUT, Result, anonymize, apply, load, verify
from .pipeline import load_problem, run, solve_problem
from .problem import Problem, build_problem
from .release import publish
from .solution import Solution, Status
from .solvers.registry import get_solver, solver_names
from .spec import load_spec
from .verify import Verification, verify_release

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_OUT",
    "Problem",
    "Result",
    "load",
    "progress",
    "Solution",
    "anonymize",
    "apply",
    "verify",
    "Status",
    "Verification",
    "build_problem",
    "get_solver",
    "load_problem",
    "load_spec",
    "publish",
    "run",
    "solve_problem",
    "solver_names",
    "verify_release",
]
