"""One way to run CP-SAT for every model: time limit, seed, workers, deterministic parallel search."""

from __future__ import annotations

from ortools.sat.python import cp_model

from ...solution import Status

STATUS = {cp_model.OPTIMAL: Status.OPTIMAL, cp_model.FEASIBLE: Status.FEASIBLE,
          cp_model.INFEASIBLE: Status.INFEASIBLE}


def run_cpsat(model: cp_model.CpModel, seconds: float, seed: int, workers: int
              ) -> tuple[cp_model.CpSolver, Status]:
    """Solve ``model``; ``interleave_search`` makes parallel search deterministic given the seed."""
    solver = cp_model.CpSolver()
    params = solver.parameters
    params.max_time_in_seconds = max(seconds, 0.01)
    params.random_seed = seed
    params.num_workers = workers
    params.interleave_search = workers > 1
    return solver, STATUS.get(solver.Solve(model), Status.UNKNOWN)
