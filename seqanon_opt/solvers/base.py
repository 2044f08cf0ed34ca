"""The Solver contract every algorithm implements (exact or heuristic).

Like scikit-learn estimators: settings are plain attributes, the work happens
in one method, and one conformance suite (tests/conformance) runs over every
registered solver. A solver declares its :class:`Capabilities`; the shared
:func:`check_supported` refuses anything outside them before any work starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from ..errors import SpecError, UnsupportedProblem

if TYPE_CHECKING:
    from ..problem import Problem
    from ..solution import Solution


@dataclass(frozen=True)
class Capabilities:
    """What a solver can take on."""

    exact: bool
    kinds: frozenset[str]
    models: frozenset[str]
    requirements: frozenset[str]
    objectives: frozenset[str]
    suppression: bool
    hints: bool = False
    max_requirements: int = 1
    options: frozenset[str] = frozenset()  # the keys of the spec's solver.options this solver reads

    def describe(self) -> dict[str, object]:
        return {"exact": self.exact, "kinds": sorted(self.kinds), "models": sorted(self.models),
                "requirements": sorted(self.requirements), "objectives": sorted(self.objectives),
                "suppression": self.suppression, "hints": self.hints, "options": sorted(self.options)}


@runtime_checkable
class Solver(Protocol):
    """``solve(problem, time_limit, seed)`` returns a Solution; nothing else is required."""

    name: str
    capabilities: Capabilities

    def solve(self, problem: "Problem", *, time_limit: float | None = None, seed: int | None = None,
              workers: int | None = None, hint: "Solution | None" = None) -> "Solution":
        ...


def unsupported_reason(caps: Capabilities, problem: "Problem") -> str | None:
    """Why ``problem`` is outside ``caps``, or None when it fits."""
    if problem.kind not in caps.kinds:
        return f"problem kind '{problem.kind}' (supported: {', '.join(sorted(caps.kinds))})"
    if problem.model not in caps.models:
        return f"generalization model '{problem.model}' (supported: {', '.join(sorted(caps.models))})"
    if problem.objective not in caps.objectives:
        return f"objective '{problem.objective}' (supported: {', '.join(sorted(caps.objectives))})"
    if len(problem.requirements) > caps.max_requirements:
        return f"{len(problem.requirements)} requirements (at most {caps.max_requirements})"
    for req in problem.requirements:
        if req.kind not in caps.requirements:
            return f"requirement '{req.kind}' (supported: {', '.join(sorted(caps.requirements))})"
        if getattr(req, "max_suppressed", 0) and not caps.suppression:
            return "a suppression budget"
    return None


def check_supported(solver: Solver, problem: "Problem") -> None:
    """Raise UnsupportedProblem when ``solver`` cannot take ``problem``, SpecError for a
    ``solver.options`` key it does not read (a typo would otherwise be ignored)."""
    reason = unsupported_reason(solver.capabilities, problem)
    if reason is not None:
        raise UnsupportedProblem(f"solver '{solver.name}' does not support {reason}")
    check_options(solver, problem)


def check_options(solver: Solver, problem: "Problem") -> None:
    """Every key of the spec's ``solver.options`` must be one ``solver`` declares."""
    known = solver.capabilities.options
    for key in problem.solver.options or {}:
        if key not in known:
            takes = f"its options: {', '.join(sorted(known))}" if known else "it takes no options"
            raise SpecError(f"solver '{solver.name}' has no option '{key}' ({takes})",
                            field=f"solver.options.{key}", value=key, file=problem.source or None)
