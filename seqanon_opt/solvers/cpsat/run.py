"""One way to run CP-SAT for every model: deterministic time limit, seed, workers.

The determinism rule (every exact solver of this package that calls CP-SAT, and
the full-domain enumeration, follows it):

* A time limit of T seconds is a budget of T *work seconds*, spent on counted
  work only, never on the wall clock: CP-SAT's deterministic time (its
  ``max_deterministic_time`` unit, a count of propagations, clause visits, LP
  iterations...) at ``CPSAT_DTIME_PER_SECOND`` deterministic seconds per work
  second, and our own loops' counted work at
  ``seqanon_opt.solvers.enumeration.full_domain.WORK_PER_SECOND``
  tuple-evaluations per work second. Both rates are calibrated so that a work
  second takes about a second on an idle core of the development machine
  (CP-SAT's deterministic second took 1 to 4 wall seconds on our models,
  measured: 2 on the Adult cut model with 5% suppression, 3 to 4 on a 350-row
  cell model).
* Every CP-SAT call gets ``max_deterministic_time`` = what is left of the
  budget times ``CPSAT_DTIME_PER_SECOND``, a fixed ``random_seed``, a fixed
  ``num_workers`` and, with more than one worker, ``interleave_search``
  (CP-SAT's deterministic parallel mode). A loop of several CP-SAT calls
  charges each call's reported ``deterministic_time`` to the budget and stops
  when the budget is spent: the number of rounds never depends on the wall
  clock.
* Hence the same spec, seed, workers, time limit and OR-Tools version give
  the same release, whatever the machine's speed or load; the wall time is
  about the limit on an idle machine and grows with load (CP-SAT may also
  overshoot a small deterministic limit by up to one interleaved batch).
* A wall-clock safety net, ``max_time_in_seconds = WALL_SAFETY_FACTOR * T +
  WALL_SAFETY_SLACK_S``, stops a run on a machine slower than the calibration
  by more than that factor; a call stopped by it is counted in
  :attr:`Budget.wall_clock_stops` (reported by the solvers as
  ``statistics["wall_clock_stops"]``), because such a run may not repeat.
"""

from __future__ import annotations

from dataclasses import dataclass

from ortools.sat.python import cp_model

from ...progress import current, report_incumbent
from ...solution import Solution, Status

STATUS = {cp_model.OPTIMAL: Status.OPTIMAL, cp_model.FEASIBLE: Status.FEASIBLE, cp_model.INFEASIBLE: Status.INFEASIBLE}

CPSAT_DTIME_PER_SECOND = 0.5  # CP-SAT deterministic seconds per work second of the budget
WALL_SAFETY_FACTOR = 4.0
WALL_SAFETY_SLACK_S = 10.0
MIN_CALL_DTIME = 0.005  # CP-SAT deterministic seconds: the least a call is given
MIN_CALL_WORK = 0.01  # work seconds: a smaller remainder of the budget does not start a call


def release_objective(release: Solution) -> float:
    """The objective of a release: every Solution that holds a release (status has_solution) sets it."""
    assert release.objective is not None, f"{release.solver}: a release without its objective"
    return release.objective


def release_status(objective: float, bound: float | None, proven: bool = False) -> tuple[Status, float | None]:
    """(status, bound) of a release of ``objective`` under the best lower ``bound`` proved (None: none):
    OPTIMAL with the bound set to the objective when ``proven`` or ``bound >= objective - 1e-9 max(1,
    |objective|)``, else FEASIBLE with the bound never above the objective."""
    if proven or (bound is not None and bound >= objective - 1e-9 * max(1.0, abs(objective))):
        return Status.OPTIMAL, objective
    return Status.FEASIBLE, None if bound is None else min(bound, objective)


def no_release(
    name: str, infeasible: bool, bound: float | None, runtime: float, stats: dict, release: str, requirement: str
) -> Solution:
    """The solution without a release: INFEASIBLE (no ``release`` satisfies ``requirement`` within the
    suppression budget, proved) or UNKNOWN (none found within the time limit; ``bound`` the best proved)."""
    if infeasible:
        return Solution(
            name,
            Status.INFEASIBLE,
            runtime_s=runtime,
            statistics=stats,
            message=f"no {release} satisfies {requirement} within the suppression budget",
        )
    return Solution(
        name,
        Status.UNKNOWN,
        bound=bound,
        runtime_s=runtime,
        statistics=stats,
        message=f"no feasible {release} found within the time limit",
    )


def work_seconds(time_limit: float) -> float:
    """The work budget of a time limit given in seconds (one work second per second)."""
    return max(float(time_limit), 0.0)


def wall_safety_seconds(time_limit: float) -> float:
    """The wall-clock safety net of a time limit (never binding on a calibrated machine)."""
    return WALL_SAFETY_FACTOR * max(float(time_limit), 0.0) + WALL_SAFETY_SLACK_S


@dataclass
class Budget:
    """The work seconds of one solve, spent call by call (module docstring).

    ``total``: the whole budget (:func:`work_seconds` of the time limit);
    ``wall_limit``: the wall-clock safety net of every CP-SAT call.
    """

    total: float
    wall_limit: float
    spent: float = 0.0
    calls: int = 0
    wall_clock_stops: int = 0

    @classmethod
    def for_time_limit(cls, time_limit: float) -> Budget:
        return cls(work_seconds(time_limit), wall_safety_seconds(time_limit))

    @property
    def left(self) -> float:
        return max(self.total - self.spent, 0.0)

    @property
    def exhausted(self) -> bool:
        return self.left < MIN_CALL_WORK

    def charge(self, seconds: float) -> None:
        """Charge ``seconds`` work seconds (counted work converted by its rate)."""
        self.spent += max(float(seconds), 0.0)

    def absorb(self, part: Budget) -> None:
        """Charge what a sub-budget carved from this one spent, with its calls and wall-clock stops."""
        self.charge(part.spent)
        self.calls += part.calls
        self.wall_clock_stops += part.wall_clock_stops

    def statistics(self) -> dict[str, float | int]:
        return {
            "work_budget_s": round(self.total, 6),
            "work_spent_s": round(self.spent, 6),
            "cpsat_calls": self.calls,
            "wall_clock_stops": self.wall_clock_stops,
        }


def run_cpsat(
    model: cp_model.CpModel,
    seconds: float,
    seed: int,
    workers: int,
    budget: Budget | None = None,
    scale: float = 1.0,
    reports: str = "solution",
) -> tuple[cp_model.CpSolver, Status]:
    """Solve ``model`` within ``seconds`` work seconds (see the module docstring).

    With ``budget``, the call gets ``min(seconds, budget.left)`` and its
    deterministic time is charged to ``budget``; a stop by the wall-clock
    safety net is counted there. When a progress display is in force
    (:mod:`seqanon_opt.progress`), what the call finds is reported to it divided
    by ``scale`` (the model's integer objective per unit of the true one):
    ``reports="solution"`` when the model is the problem (its solutions are
    releases: objective and bound), ``"relaxation"`` for a lazy model whose
    solutions may not be releases (its bound only), ``"none"`` for a
    sub-problem. The callbacks only read, so the search is the same.
    """
    work = min(seconds, budget.left) if budget is not None else seconds
    limit = max(work * CPSAT_DTIME_PER_SECOND, MIN_CALL_DTIME)
    wall = budget.wall_limit if budget is not None else wall_safety_seconds(seconds)
    solver = cp_model.CpSolver()
    solver.parameters.catch_sigint_signal = False  # SIGINT stays Python's (KeyboardInterrupt, exit 130)
    params = solver.parameters
    params.max_deterministic_time = limit
    params.max_time_in_seconds = wall
    params.random_seed = int(seed)
    params.num_workers = int(workers)
    params.interleave_search = workers > 1
    callback = _progress_callback(solver, scale, reports)
    status = STATUS.get(solver.solve(model, callback) if callback else solver.solve(model), Status.UNKNOWN)
    if budget is not None:
        budget.calls += 1
        budget.charge(solver.deterministic_time / CPSAT_DTIME_PER_SECOND)
        if solver.wall_time >= wall and solver.deterministic_time < limit:
            budget.wall_clock_stops += 1
    return solver, status


class _Incumbents(cp_model.CpSolverSolutionCallback):
    """Reports each new CP-SAT solution to the progress display: objective and bound divided by
    ``scale``, or the bound only for a relaxation."""

    def __init__(self, scale: float, solutions: bool) -> None:
        super().__init__()
        self.scale = scale if scale else 1.0
        self.solutions = solutions

    def on_solution_callback(self) -> None:
        objective = self.objective_value / self.scale if self.solutions else None
        report_incumbent(objective, self.best_objective_bound / self.scale)


def _progress_callback(solver: cp_model.CpSolver, scale: float, reports: str) -> _Incumbents | None:
    """The solution callback and a bound callback when a display is in force and the call reports
    (None otherwise: no cost when nobody watches)."""
    if reports == "none" or not current().active:
        return None
    callback = _Incumbents(scale, solutions=reports == "solution")
    solver.best_bound_callback = lambda bound: report_incumbent(None, bound / callback.scale)
    return callback
