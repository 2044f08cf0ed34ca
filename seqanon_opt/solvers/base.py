"""The Solver contract every algorithm implements (exact or heuristic).

Like scikit-learn estimators: a solver takes its parameters in the constructor
(the run limits every solver has: ``time_limit``, ``seed``, ``workers``; and
its own typed options, a frozen dataclass ``Options`` validated there), and the
work happens in one method. :class:`SolverBase` owns what every solver does
around its algorithm (the capability check before any work, the run limits,
timing, naming the Solution); a solver writes :meth:`SolverBase._solve` and
declares its :class:`Capabilities`. Those capabilities cover every refusal: a
problem they admit is solved or reported infeasible, never refused
(tests/conformance checks it on random problems inside them).

Solvers do not register themselves: :mod:`.registry` lists them.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import SpecError, UnsupportedProblem

if TYPE_CHECKING:
    from ..problem import Problem
    from ..solution import Solution

DEFAULT_TIME_LIMIT = 60.0  # seconds; the spec's solver.time_limit default
DEFAULT_WORKERS = 2


@dataclass(frozen=True)
class Capabilities:
    """What a solver can take on: the problem kinds, generalization models, requirement kinds and
    objectives it solves; ``conditions`` for what the sets cannot express."""

    exact: bool
    kinds: frozenset[str]
    models: frozenset[str]
    requirements: AbstractSet[str]  # a frozenset, or a live view of registered criterion kinds
    objectives: frozenset[str]
    suppression: bool
    hints: bool = False
    max_requirements: int = 1
    # counts records by ``problem.weight``, so it runs on a tuple table (the Dask engine's problem)
    weighted: bool = False
    # conditions the sets above cannot express: each returns why the problem does not fit, or None
    conditions: tuple[Callable[[Problem], str | None], ...] = ()

    def supports(self, problem: Problem) -> bool:
        """Whether the problem fits; every refusal a solver makes is here (:func:`unsupported_reason` says why)."""
        return unsupported_reason(self, problem) is None

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
            "weighted": self.weighted,
        }


@dataclass(frozen=True)
class Limits:
    """One run's limits: wall-clock seconds, the random seed and the worker threads."""

    time_limit: float
    seed: int
    workers: int


@dataclass(frozen=True)
class NoOptions:
    """The options of a solver that takes none."""


def option(default: Any, takes: Callable[[object], bool], description: str) -> Any:
    """A field of a solver's ``Options`` dataclass: its default, the test a value must pass and what it
    takes, in words (the error message)."""
    return dataclasses.field(default=default, metadata={"takes": (takes, description)})


def positive_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def is_bool(value: object) -> bool:
    return isinstance(value, bool)


def option_names(options_type: type) -> tuple[str, ...]:
    """The option names an ``Options`` dataclass declares."""
    return tuple(f.name for f in dataclasses.fields(options_type))


def parse_options(solver: str, options_type: type, values: Mapping[str, object]) -> Any:
    """``values`` (the spec's ``solver.options``) as an ``options_type``; SpecError on
    ``solver.options.<key>`` for a key the solver does not declare (a typo would otherwise be ignored)
    or a value its test refuses."""
    fields = {f.name: f for f in dataclasses.fields(options_type)}
    for key, value in values.items():
        key = str(key)
        if key not in fields:
            takes = f"its options: {', '.join(fields)}" if fields else "it takes no options"
            raise SpecError(
                f"solver '{solver}' has no option '{key}' ({takes})", field=f"solver.options.{key}", value=key
            )
        rule = fields[key].metadata.get("takes")
        if rule is not None and not rule[0](value):
            raise SpecError(f"option '{key}' takes {rule[1]}", field=f"solver.options.{key}", value=value)
    return options_type(**{str(k): v for k, v in values.items()})


def check_limits(time_limit: object, seed: object, workers: object) -> Limits:
    """The run limits, checked: a time limit of 0 s or more (0: return what the start gives), a seed in
    [0, 2^31), at least one worker."""
    if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not time_limit >= 0:
        raise SpecError("takes a number of seconds, 0 or more", field="solver.time_limit", value=time_limit)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**31:
        raise SpecError("takes an integer in [0, 2^31)", field="solver.seed", value=seed)
    if not positive_int(workers):
        raise SpecError("takes a positive integer", field="solver.workers", value=workers)
    assert isinstance(seed, int) and isinstance(workers, int)
    return Limits(float(time_limit), seed, workers)


class SolverBase:
    """The base of every solver: parameters in the constructor, the preamble in :meth:`solve`.

    Subclasses set ``capabilities`` (a class attribute), optionally ``Options`` (a frozen dataclass whose
    fields are made with :func:`option`), and write :meth:`_solve`. The registry sets ``name``.
    """

    name: ClassVar[str] = ""
    capabilities: Capabilities
    Options: ClassVar[type] = NoOptions

    def __init__(
        self,
        *,
        time_limit: float = DEFAULT_TIME_LIMIT,
        seed: int = 0,
        workers: int = DEFAULT_WORKERS,
        options: Mapping[str, object] | None = None,
    ) -> None:
        self.limits = check_limits(time_limit, seed, workers)
        self.options = parse_options(self.name, self.Options, dict(options or {}))

    def get_params(self) -> dict[str, object]:
        """The constructor's arguments (scikit-learn's ``get_params``)."""
        return {**dataclasses.asdict(self.limits), "options": dataclasses.asdict(self.options)}

    def __repr__(self) -> str:
        params = ", ".join(f"{k}={v!r}" for k, v in self.get_params().items() if v != {})
        return f"{type(self).__name__}({params})"

    def solve(
        self,
        problem: Problem,
        *,
        time_limit: float | None = None,
        seed: int | None = None,
        workers: int | None = None,
        hint: Solution | None = None,
    ) -> Solution:
        """Solve ``problem``: UnsupportedProblem before any work when it is outside the capabilities.

        ``time_limit``, ``seed`` and ``workers`` override the constructor's for this call only (``auto``
        gives its heuristic a share of its limit this way); ``hint`` is a release to start from
        (solvers with ``capabilities.hints``)."""
        check_supported(self, problem)
        limits = check_limits(
            self.limits.time_limit if time_limit is None else time_limit,
            self.limits.seed if seed is None else seed,
            self.limits.workers if workers is None else workers,
        )
        start = time.perf_counter()
        solution = self._solve(problem, limits, hint)
        solution.solver = self.name
        solution.runtime_s = time.perf_counter() - start
        return solution

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        """The algorithm, on a problem inside the capabilities."""
        raise NotImplementedError


Solver = SolverBase  # what the pipeline, ``auto`` and the conformance suite call


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


def check_supported(solver: SolverBase, problem: Problem) -> None:
    """Raise UnsupportedProblem when ``solver`` cannot take ``problem``."""
    reason = unsupported_reason(solver.capabilities, problem)
    if reason is not None:
        where = f"{problem.source}: " if problem.source else ""
        raise UnsupportedProblem(f"{where}solver '{solver.name}' does not support {reason}")
