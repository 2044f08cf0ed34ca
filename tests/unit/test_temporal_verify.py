"""The verifier judges a temporal release: records may only move forward in time."""

from __future__ import annotations

from seqanon_opt.pipeline import load_problem, solve_problem
from seqanon_opt.release import publish
from seqanon_opt.verify import verify_release

from helpers import REPO


def test_forward_moves_verify_and_backward_moves_are_structure_errors():
    problem = load_problem(REPO / "specs" / "temporal-relay.yaml")
    solution = solve_problem(problem)
    release = publish(problem, solution)
    assert verify_release(problem, release).ok
    snapshots = [str(s) for s in problem.temporal.snapshots]
    moved = release.copy()
    row = next(i for i in moved.index if problem.temporal.snapshot_of_row[i] > 0)
    earlier = snapshots[problem.temporal.snapshot_of_row[row] - 1]
    moved.loc[row, problem.timestamp] = earlier
    errors = verify_release(problem, moved).structure_errors
    assert any("only move forward in time" in e and "move back" in e for e in errors), errors
    unknown = release.copy()
    unknown.loc[row, problem.timestamp] = "no-such-day"
    assert any("is not a snapshot" in e for e in verify_release(problem, unknown).structure_errors)
