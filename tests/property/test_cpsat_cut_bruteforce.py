"""The CP-SAT cut optimum equals brute-force enumeration of every cut combination.

The reference (tests/reference.py) is deliberately naive and independent of the
solver: it walks parent links in plain Python, enumerates cuts recursively,
groups rows with a dict, and sums LM with exact fractions.
"""

from __future__ import annotations

from pathlib import Path
import tempfile

from hypothesis import HealthCheck, given, settings

from seqanon_opt.solution import Status
from seqanon_opt.solvers.registry import get_solver

from helpers import problem_from_dict
from reference import brute_force_lm
from strategies import cut_instance


def _check(spec: dict) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        problem = problem_from_dict(Path(tmp), spec)
    expected = brute_force_lm(spec)
    solution = get_solver("cpsat-cut").solve(problem, workers=1)
    if expected is None:
        assert solution.status is Status.INFEASIBLE
    else:
        assert solution.status is Status.OPTIMAL
        assert abs(solution.objective - float(expected)) < 1e-9, (solution.objective, expected)
        assert solution.suppressed.sum() <= problem.requirements[0].max_suppressed


SETTINGS = settings(max_examples=200, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(cut_instance(suppression=False))
def test_optimum_equals_brute_force_without_suppression(spec):
    _check(spec)


@SETTINGS
@given(cut_instance(suppression=True))
def test_optimum_equals_brute_force_with_suppression_budget(spec):
    _check(spec)
