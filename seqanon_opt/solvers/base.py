"""The Solver contract every algorithm implements (exact or heuristic).

Like scikit-learn estimators: settings are plain attributes, the work happens
in one method, and one conformance suite (tests/conformance) runs over every
registered solver. A solver declares its :class:`Capabilities`; the shared
:func:`check_supported` refuses anything outside them before any work starts.
"""

from __future__ import annotations

from collections.abc import Callable
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
    # counts records by ``problem.weight``, so it runs on a tuple table (the Dask engine's problem)
    weighted: bool = False
    # conditions the sets above cannot express: each returns why the problem does not fit, or None
    conditions: tuple[Callable[[Problem], str | None], ...] = ()

    def describe(self) -> dict[str, object]:
        return {
            "exact": self.exact,
            "kinds": sorted(self.kinds),
            "models": sorted(self.models),
            "requirements": sorted(self.requirements),
            "objectives": sorted(self.objectives),
            "max_requirements": self.max_requirements,
            "suppression": self.suppression,
            "hints": self.hints,
            "options": sorted(self.options),
            "weighted": self.weighted,
        }


@runtime_checkable
class Solver(Protocol):
    """``solve(problem, time_limit, seed)`` returns a Solution; nothing else is required."""

    name: str

    @property
    def capabilities(self) -> Capabilities:
        """What the solver takes: a class attribute, or a property (``auto``: the union of the others')."""
        ...

    def solve(
        self,
        problem: Problem,
        *,
        time_limit: float | None = None,
        seed: int | None = None,
        workers: int | None = None,
        hint: Solution | None = None,
    ) -> Solution: ...


def unsupported_reason(caps: Capabilities, problem: Problem) -> str | None:
    """Why ``problem`` is outside ``caps``, or None when it fits."""
    if problem.kind not in caps.kinds:
        return f"problem kind '{problem.kind}' (supported: {', '.join(sorted(caps.kinds))})"
    if problem.model not in caps.models:
        return f"generalization model '{problem.model}' (supported: {', '.join(sorted(caps.models))})"
    if problem.objective not in caps.objectives:
        return f"objective '{problem.objective}' (supported: {', '.join(sorted(caps.objectives))})"
    if len(problem.requirements) > caps.max_requirements:
        return f"{len(problem.requirements)} requirements (at most {caps.max_requirements})"
    if problem.weight is not None and not caps.weighted:
        return "a weighted tuple table (the Dask engine): it decides per record"
    for req in problem.requirements:
        if req.kind not in caps.requirements:
            return f"requirement '{req.kind}' (supported: {', '.join(sorted(caps.requirements))})"
        if getattr(req, "max_suppressed", 0) and not caps.suppression:
            return "a suppression budget"
    for condition in caps.conditions:
        reason = condition(problem)
        if reason is not None:
            return reason
    return None


def check_supported(solver: Solver, problem: Problem) -> None:
    """Raise UnsupportedProblem when ``solver`` cannot take ``problem``, SpecError for a
    ``solver.options`` key it does not read (a typo would otherwise be ignored)."""
    reason = unsupported_reason(solver.capabilities, problem)
    if reason is not None:
        where = f"{problem.source}: " if problem.source else ""
        raise UnsupportedProblem(f"{where}solver '{solver.name}' does not support {reason}")
    check_options(solver, problem)


def _positive_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


OPTION_VALUES: dict[str, tuple[Callable[[object], bool], str]] = {
    # what each declared option takes, checked before solving (the solvers read them unchecked)
    "stage2": (lambda v: isinstance(v, bool), "true (both stages) or false (the stage-1 cut release alone)"),
    "initial_buckets": (_positive_int, "a positive integer"),
    "shrink": (_positive_int, "a positive integer"),
    "max_buckets": (_positive_int, "a positive integer"),
    "algorithm": (lambda v: v in ("relay", "ilp"), "'relay' or 'ilp'"),
    # 'dynamic' and 'new_records' describe the table (the verifier reads them too): checked in build_problem
}


def _reads(solver: Solver, problem: Problem) -> tuple[frozenset[str], str]:
    """The option keys ``solver`` reads on ``problem`` and how to name it: ``auto`` reads what the heuristic
    or the exact solver it picks there reads."""
    if solver.name != "auto":
        return solver.capabilities.options, f"solver '{solver.name}'"
    from .auto import pick_exact, pick_heuristic

    runs = [s for s in (pick_heuristic(problem), pick_exact(problem)) if s is not None]
    if not runs:
        return solver.capabilities.options, "solver 'auto'"
    return (
        frozenset().union(*(r.capabilities.options for r in runs)),
        f"solver 'auto' (running {' and '.join(r.name for r in runs)} here)",
    )


def _spec_solver(problem: Problem) -> Solver | None:
    """The solver the spec names (``auto`` when it names none), if registered."""
    from .registry import get_solver, solver_names

    name = problem.solver.name or "auto"
    return get_solver(name) if name in solver_names() else None


def _option_error(problem: Problem, key: str, message: str, value: object) -> SpecError:
    """A SpecError on ``solver.options.<key>`` naming the spec file and, when it can be read, the line."""
    from pathlib import Path

    from ..spec.load import SpecSource

    loc = ("solver", "options", key)
    path = Path(problem.source) if problem.source else None
    try:
        if path is not None and path.is_file():
            return SpecSource(path, path.read_text(encoding="utf-8")).error(loc, message, value)
    except (OSError, UnicodeDecodeError):
        pass
    return SpecError(message, field=f"solver.options.{key}", value=value, file=problem.source or None)


def check_options(solver: Solver, problem: Problem) -> None:
    """The spec's ``solver.options`` are for its solver (``solver.name``, else ``auto``, which reads what
    the heuristic or the exact solver it runs reads): a key that solver does not read is an error, unless
    ``solver``, another solver given the problem (``--solver``), reads it; solvers that do not read a key
    ignore it (``seqanon check``, the solvers ``auto`` runs). Values are checked against
    :data:`OPTION_VALUES`."""
    options = problem.solver.options or {}
    if not options:
        return
    reads, name = _reads(solver, problem)
    named = _spec_solver(problem)
    if named is not None and named.name != solver.name:
        reads_named, name = _reads(named, problem)
        reads = reads | reads_named
    for key, value in options.items():
        key = str(key)
        if key not in reads:
            takes = f"its options: {', '.join(sorted(reads))}" if reads else "it takes no options"
            raise _option_error(problem, key, f"{name} has no option '{key}' ({takes})", key)
        rule = OPTION_VALUES.get(key)
        if rule is not None and not rule[0](value):
            raise _option_error(problem, key, f"option '{key}' takes {rule[1]}", value)
