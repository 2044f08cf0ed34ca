"""A sequential spec's (X,Y)-requirement may name one release's copy of a common attribute, ``T1.A``
(Wang-Fung 2006 section 7 writes the copies T1.A, T2.A, ...; a plain ``A`` means all of them). Used by
specs/wang-fung/linkability-a.yaml: value-level Y on T1's copy of a join attribute (section 6.2)."""

from __future__ import annotations

import pytest

from seqanon_opt.errors import SpecError
from seqanon_opt.release import publish
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

# m is common to both releases (the join attribute); T1 publishes b, T2 publishes c.
ROWS = [["single", "x1", "c1"], ["single", "x1", "c2"], ["single", "x2", "c1"], ["widow", "x1", "c2"],
        ["married", "x2", "c1"], ["married", "x2", "c2"], ["married", "x1", "c1"], ["married", "x2", "c2"]]


def spec(y: str, thresholds: dict, x=("b",)) -> dict:
    return {"name": "q", "data": {"columns": ["m", "b", "c"], "rows": ROWS},
            "roles": {"quasi_identifiers": list(x)}, "generalization": "cut",
            "taxonomies": {"b": {"tree": {"*": ["x1", "x2"]}}},
            "problem": {"kind": "sequential", "release_attributes": ["m", "b"],
                        "previous": [{"from_table": ["m", "c"]}]},
            "requirements": [{"kind": "xy-linkability", "x": list(x), "y": [y], "value_thresholds": thresholds}],
            "solver": {"name": "tds4sa"}}


def test_value_level_y_on_the_current_release_copy_is_solved_and_verified(make_problem):
    problem = make_problem(spec("T1.m", {"widow": 0.5}))
    assert problem.requirements[0].y == ("T1.m",)
    solution = get_solver("tds4sa").solve(problem, time_limit=30)
    release = publish(problem, solution)
    verdict = verify_release(problem, release)
    assert verdict.ok, verdict
    # b = x1 holds 4 records of T1, 1 widow (1/4 on T1 alone); on the join (m matched exactly, T2 holds
    # 3 single, 1 widow, 4 married) x1 makes 2x3 + 1x1 + 1x4 = 11 pairs, 1 with widow -> 1/11.
    check = next(c for c in verdict.checks if c.kind == "xy-linkability")
    assert set(release["b"]) == {"x1", "x2"} and check.achieved == pytest.approx(1 / 11)


def test_a_tight_threshold_keeps_x_general(make_problem):
    problem = make_problem(spec("T1.m", {"widow": 0.08}))
    solution = get_solver("tds4sa").solve(problem, time_limit=30)
    release = publish(problem, solution)
    assert set(release["b"]) == {"*"}  # specializing b gives x1 -> widow at 1/11 > 0.08; at the root 1/26
    assert verify_release(problem, release).ok


@pytest.mark.parametrize("y, value, message", [
    ("T3.m", "widow", r"unknown attribute 'T3.m'"),       # only two releases
    ("T2.b", "x1", r"'T2.b' is in none of the releases"),  # T2 does not publish b
    ("T1.zz", "widow", r"unknown attribute 'T1.zz'"),
    ("T1.b", "x1", r"'T1.b' is in none of the releases"),  # b is T1's alone: its join column is plain b
])
def test_a_qualified_name_must_be_a_release_copy(make_problem, y, value, message):
    with pytest.raises(SpecError, match=message):
        make_problem(spec(y, {value: 0.5}, x=("c",)))


def test_a_value_must_occur_in_the_named_copy(make_problem):
    with pytest.raises(SpecError, match=r"value 'divorced' does not occur in column 'T1.m'"):
        make_problem(spec("T1.m", {"divorced": 0.5}))
