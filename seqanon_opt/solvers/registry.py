"""Solvers by name: the registry the CLI, the conformance suite and `check` read."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import SpecError, UnsupportedProblem
from .base import Solver, unsupported_reason

if TYPE_CHECKING:
    from ..problem import Problem

_REGISTRY: dict[str, Callable[[], Solver]] = {}


def register(name: str):
    """Class decorator: make a solver available under ``name``."""

    def wrap(cls):
        if name in _REGISTRY:
            raise ValueError(f"solver {name!r} registered twice")
        _REGISTRY[name] = cls
        cls.name = name
        return cls

    return wrap


def solver_names() -> list[str]:
    _load_builtin()
    return list(_REGISTRY)


def get_solver(name: str) -> Solver:
    """A fresh solver instance; SpecError naming the known ones when ``name`` is unknown."""
    _load_builtin()
    if name not in _REGISTRY:
        raise SpecError(f"unknown solver; registered: {', '.join(_REGISTRY)}", field="solver.name", value=name)
    return _REGISTRY[name]()


def solvers_for(problem: Problem) -> list[Solver]:
    """Registered solvers that support ``problem``: exact ones first."""
    fitting = [
        s for s in (get_solver(n) for n in solver_names()) if unsupported_reason(s.capabilities, problem) is None
    ]
    return sorted(fitting, key=lambda s: not s.capabilities.exact)


def default_solver(problem: Problem) -> Solver:
    """The spec's solver, or else ``auto`` (best heuristic, then the exact solver warm-started from it).

    UnsupportedProblem when no registered solver supports the problem.
    """
    if problem.solver.name:
        return get_solver(problem.solver.name)
    fitting = [s for s in solvers_for(problem) if s.name != "auto"]
    if not fitting:
        raise UnsupportedProblem(f"no registered solver supports this problem: {problem.features()}")
    return get_solver("auto")


def _load_builtin() -> None:
    # importing the modules runs their @register decorators
    from . import (  # noqa: F401
        auto,  # noqa: F401  (last: its capabilities are the union of the others')
        cpsat,
        enumeration,
        heuristics,
        temporal_relay,  # noqa: F401
    )
