"""Solvers by name: an ordered table the CLI, the pipeline, ``auto`` and the conformance suite read.

The built-in solvers are listed in :data:`BUILTIN`, exact solvers first; the
order is the order ``seqanon solvers`` lists them and ``auto`` prefers them (the
first fitting heuristic, the first fitting exact solver). Solvers do not import
this module. A solver outside the package registers with :func:`register`
(docs/guides/add-a-solver.md); it comes after the built-in ones, and ``auto``,
built over all of them, comes last.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from ..errors import SpecError
from .base import Capabilities, SolverBase, option_names

if TYPE_CHECKING:
    from ..problem import Problem

AUTO = "auto"
_PLUGINS: dict[str, type[SolverBase]] = {}


@cache
def _builtin() -> tuple[tuple[str, type[SolverBase]], ...]:
    """The built-in solvers, in order (imported on first use: the CP-SAT modules load OR-Tools)."""
    from .colgen.solver import ColumnGenerationCellSolver
    from .cpsat.cell_sequential import CpSatSequentialCellSolver
    from .cpsat.cell_solver import CpSatCellSolver
    from .cpsat.cut_solver import CpSatCutSolver
    from .cpsat.personalized import CpSatPersonalizedSolver
    from .cpsat.sequential_cut import CpSatSequentialCutSolver
    from .enumeration.full_domain import FullDomainSolver
    from .heuristics.bottom_up import BottomUpSolver
    from .heuristics.mondrian import MondrianSolver
    from .heuristics.personalized_clustering import PersonalizedClusteringSolver
    from .heuristics.tds4sa import Tds4saSolver
    from .heuristics.top_down import TopDownSolver
    from .heuristics.two_stage_solver import TwoStageSolver
    from .temporal_relay import TemporalRelaySolver

    table: tuple[tuple[str, type[SolverBase]], ...] = (
        ("cpsat-cut", CpSatCutSolver),
        ("full-domain", FullDomainSolver),
        ("cpsat-cell", CpSatCellSolver),
        ("cpsat-personalized", CpSatPersonalizedSolver),
        ("cpsat-sequential-cut", CpSatSequentialCutSolver),
        ("cpsat-sequential-cell", CpSatSequentialCellSolver),
        ("colgen-cell", ColumnGenerationCellSolver),
        ("top-down", TopDownSolver),
        ("bottom-up", BottomUpSolver),
        ("personalized-clustering", PersonalizedClusteringSolver),
        ("mondrian", MondrianSolver),
        ("tds4sa", Tds4saSolver),
        ("two-stage", TwoStageSolver),
        ("relay", TemporalRelaySolver),
    )
    for name, cls in table:
        cls.name = name
    return table


def register(name: str):
    """Class decorator for a solver outside the package: make ``cls`` available under ``name``."""

    def wrap(cls: type[SolverBase]) -> type[SolverBase]:
        if name == AUTO or name in dict(_builtin()) or name in _PLUGINS:
            raise ValueError(f"solver {name!r} registered twice")
        cls.name = name
        _PLUGINS[name] = cls
        return cls

    return wrap


def candidates() -> tuple[type[SolverBase], ...]:
    """Every registered solver class but ``auto``, in the table's order."""
    return tuple(cls for _, cls in _builtin()) + tuple(_PLUGINS.values())


def solver_names() -> list[str]:
    return [cls.name for cls in candidates()] + [AUTO]


def solver_class(name: str) -> type[SolverBase]:
    """The class registered under ``name``; SpecError naming the known ones when there is none."""
    from .auto import AutoSolver

    if name == AUTO:
        return AutoSolver
    found = {cls.name: cls for cls in candidates()}.get(name)
    if found is None:
        raise SpecError(f"unknown solver; registered: {', '.join(solver_names())}", field="solver.name", value=name)
    return found


def get_solver(name: str, *, options: Mapping[str, object] | None = None, **params: Any) -> SolverBase:
    """A new solver: ``params`` are ``time_limit``, ``seed`` and ``workers``, ``options`` its own."""
    from .auto import AutoSolver

    if name == AUTO:
        return AutoSolver(candidates=candidates(), options=options, **params)
    return solver_class(name)(options=options, **params)


def capabilities_of(name: str) -> Capabilities:
    """The capabilities ``name`` declares (``auto``: what its candidates cover together)."""
    if name == AUTO:
        return get_solver(AUTO).capabilities
    return solver_class(name).capabilities


def describe_solver(name: str) -> dict[str, object]:
    """What ``seqanon solvers`` prints: the capabilities and the option names."""
    if name == AUTO:
        options = sorted({o for cls in candidates() for o in option_names(cls.Options)})
    else:
        options = list(option_names(solver_class(name).Options))
    return {**capabilities_of(name).describe(), "options": options}


def fitting_solvers(problem: Problem) -> list[type[SolverBase]]:
    """The registered classes (not ``auto``) whose capabilities take ``problem``, in the table's order."""
    from .base import unsupported_reason

    return [cls for cls in candidates() if unsupported_reason(cls.capabilities, problem) is None]
