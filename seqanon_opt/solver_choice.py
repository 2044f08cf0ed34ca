"""Which solver runs, built once from the spec's solver section: the step between the problem and the solve.

The spec's ``solver`` section (``name``, ``time_limit``, ``seed``, ``workers``,
``options``) is read into :class:`SolverSettings`; :func:`choose_solver` builds
the solver the command line names (``--solver``), else the spec's, else
``auto``, with those parameters, and refuses it before any work when its
capabilities do not take the problem. The options are the spec's solver's: a
key it does not declare, or a value its option refuses, is an error on
``solver.options.<key>`` naming the spec file and line; a solver named on the
command line instead takes those of them it declares.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .errors import SpecError
from .problem import Problem
from .solvers.auto import AutoSolver
from .solvers.base import DEFAULT_TIME_LIMIT, DEFAULT_WORKERS, Solver, check_supported, option_names
from .solvers.registry import AUTO, candidates, get_solver, solver_class
from .spec.load import SpecSource, with_line
from .spec.schema import Spec


@dataclass(frozen=True)
class SolverSettings:
    """The spec's solver section, as plain data: the solver to build and its parameters."""

    name: str | None = None
    time_limit: float = DEFAULT_TIME_LIMIT
    seed: int = 0
    workers: int = DEFAULT_WORKERS
    options: Mapping[str, object] = field(default_factory=dict)
    source: str = ""  # the spec file its errors name

    @classmethod
    def of(cls, spec: Spec, source: SpecSource | None = None) -> SolverSettings:
        s = spec.solver
        where = str(source.path) if source is not None else ""
        return cls(s.name, s.time_limit, s.seed, s.workers, dict(s.options), where)


def _declared(name: str) -> set[str]:
    """The option names solver ``name`` reads (``auto``: those its candidates read)."""
    if name == AUTO:
        return {o for c in candidates() for o in option_names(c.Options)}
    return set(option_names(solver_class(name).Options))


def _option_error(settings: SolverSettings, exc: SpecError) -> SpecError:
    """``exc`` (on ``solver.options.<key>``) naming the spec file and, when it can be read, the line."""
    if not settings.source or not exc.field:
        return exc
    return with_line(SpecError(exc.detail, field=exc.field, value=exc.value, file=settings.source))


def build_solver(
    settings: SolverSettings,
    solver_name: str | None = None,
    *,
    time_limit: float | None = None,
    seed: int | None = None,
) -> Solver:
    """The solver ``solver_name`` (else the spec's, else ``auto``) with the spec's parameters, ``time_limit``
    and ``seed`` overriding the spec's; SpecError for an unknown name or a bad option."""
    spec_name = settings.name or AUTO
    name = solver_name or spec_name
    options = dict(settings.options)
    if solver_name:
        try:
            solver_class(solver_name)
        except SpecError as exc:  # the flag, not the spec, named it
            raise SpecError(exc.detail, field="--solver", value=solver_name) from None
    try:
        if name != spec_name:  # --solver: the spec's options are its solver's, checked as such
            get_solver(spec_name, options=options)
            options = {k: v for k, v in options.items() if k in _declared(name)}
    except SpecError as exc:
        raise _option_error(settings, exc) from None
    try:
        return get_solver(
            name,
            time_limit=settings.time_limit if time_limit is None else time_limit,
            seed=settings.seed if seed is None else seed,
            workers=settings.workers,
            options=options,
        )
    except SpecError as exc:
        raise _option_error(settings, exc) from None


def choose_solver(
    problem: Problem,
    settings: SolverSettings,
    solver_name: str | None = None,
    *,
    time_limit: float | None = None,
    seed: int | None = None,
) -> Solver:
    """:func:`build_solver`, refused (UnsupportedProblem) before any work when it does not take ``problem``."""
    solver = build_solver(settings, solver_name, time_limit=time_limit, seed=seed)
    if isinstance(solver, AutoSolver):  # a spec error first: the option's line, not only auto's refusal
        unread = solver.unread_options(problem)
        if unread is not None:
            key, message = unread
            error = SpecError(message, field=f"solver.options.{key}", value=settings.options[key])
            raise _option_error(settings, error)
    check_supported(solver, problem)
    return solver
