"""cpsat-cut with (X,Y)-anonymity and a suppression budget equals the brute-force reference (issue 14).

(X,Y)-anonymity is downward closed: the violating groups are suppressed, at most the budget's rows
(tests/reference.py enumerates every cut and suppresses the groups with fewer than k distinct Y).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from seqanon_opt.errors import SpecError
from seqanon_opt.solution import Status
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release
from seqanon_opt.release import publish

from helpers import problem_from_dict
from reference import brute_force_optimum
from strategies import cut_instance

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _check(spec: dict) -> None:
    expected = brute_force_optimum(spec, "cut")
    req = spec["requirements"][0]
    with tempfile.TemporaryDirectory() as tmp:
        try:
            problem = problem_from_dict(Path(tmp), spec)
        except SpecError as exc:
            # k above the distinct Y values is refused at validation; only a budget of every row
            # (the empty release) would meet it
            assert "no release can meet it" in str(exc), str(exc)
            assert expected is None or req.get("suppression", 0.0) >= 1.0, (str(exc), expected)
            return
    assert problem.requirements[0].max_suppressed == int(req["suppression"] * len(spec["data"]["rows"]) + 1e-9)
    solution = get_solver("cpsat-cut").solve(problem, workers=1)
    if expected is None:
        assert solution.status is Status.INFEASIBLE
        return
    assert solution.status is Status.OPTIMAL
    assert abs(solution.objective - float(expected)) < 1e-9, (solution.objective, expected)
    assert solution.suppressed.sum() <= problem.requirements[0].max_suppressed
    verification = verify_release(problem, publish(problem, solution))
    assert verification.ok, verification.failures()


@SETTINGS
@given(cut_instance(suppression=True, objectives=("LM", "distortion"), kinds=("xy-anonymity",), xy_suppression=True))
def test_cut_xy_anonymity_with_budget_equals_brute_force(spec):
    _check(spec)


@SETTINGS
@given(cut_instance(suppression=True, objectives=("discernibility",), kinds=("xy-anonymity",), xy_suppression=True))
def test_cut_xy_anonymity_with_budget_discernibility_equals_brute_force(spec):
    _check(spec)
