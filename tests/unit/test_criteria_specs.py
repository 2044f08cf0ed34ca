"""The new requirement kinds in a spec: parsed into requirements, one shared budget, one-line errors for
requirements that are undefined or constrain nothing."""

from __future__ import annotations

import pytest

from seqanon_opt.errors import SpecError
from seqanon_opt.requirements import BetaLikeness, DeltaDisclosure, LDiversity, TCloseness

from helpers import problem_from_dict

ROWS = [["a", "x", "1", "flu"], ["a", "x", "2", "hiv"], ["b", "y", "3", "flu"], ["b", "y", "4", "cold"],
        ["a", "y", "5", "cold"], ["b", "x", "6", "flu"], ["a", "x", "7", "hiv"], ["b", "y", "8", "flu"],
        ["a", "y", "9", "cold"], ["b", "x", "10", "flu"]]


def spec(*requirements, sensitive="S", taxonomies=None) -> dict:
    return {"name": "t", "data": {"columns": ["A", "B", "N", "S"], "rows": [list(r) for r in ROWS]},
            "roles": {"quasi_identifiers": ["A", "B"], "sensitive": sensitive},
            "taxonomies": taxonomies or {}, "requirements": list(requirements), "objective": "LM"}


def test_every_kind_parses_and_the_budget_is_the_smallest_given(tmp_path):
    problem = problem_from_dict(tmp_path, spec(
        {"kind": "k-anonymity", "k": 2, "suppression": 0.3}, {"kind": "distinct-l-diversity", "l": 2},
        {"kind": "entropy-l-diversity", "l": 1.5, "suppression": 0.2}, {"kind": "recursive-cl-diversity", "c": 3, "l": 2},
        {"kind": "t-closeness", "t": 0.4}, {"kind": "delta-disclosure", "delta": 2.0},
        {"kind": "beta-likeness", "beta": 1.0, "enhanced": True}))
    kinds = [r.kind for r in problem.requirements]
    assert kinds == ["k-anonymity", "distinct-l-diversity", "entropy-l-diversity", "recursive-cl-diversity",
                     "t-closeness", "delta-disclosure", "beta-likeness"]
    assert {r.max_suppressed for r in problem.requirements} == {2}  # min(0.3, 0.2) of 10 rows
    assert isinstance(problem.requirements[3], LDiversity) and problem.requirements[3].c == 3
    assert isinstance(problem.requirements[4], TCloseness) and problem.requirements[4].distance == "equal"
    assert isinstance(problem.requirements[5], DeltaDisclosure)
    assert isinstance(problem.requirements[6], BetaLikeness) and problem.requirements[6].enhanced


def test_no_budget_given_means_none(tmp_path):
    problem = problem_from_dict(tmp_path, spec({"kind": "k-anonymity", "k": 2}, {"kind": "l-diversity", "l": 2}))
    assert {r.max_suppressed for r in problem.requirements} == {0}


@pytest.mark.parametrize("requirement, kwargs, message", [
    ({"kind": "t-closeness", "t": 0.2, "distance": "hierarchical"}, {}, "needs a taxonomy of the sensitive"),
    ({"kind": "t-closeness", "t": 0.2, "distance": "ordered"}, {}, "needs a numeric sensitive attribute"),
    ({"kind": "beta-likeness", "beta": 50.0}, {}, "constrains nothing"),
    ({"kind": "delta-disclosure", "delta": 1.0}, {"sensitive": "C"}, "at least 2 distinct values"),
    ({"kind": "entropy-l-diversity", "l": 4}, {}, "l is larger than the 3 distinct values"),
    ({"kind": "distinct-l-diversity", "l": 2}, {"sensitive": "A"}, "a column plays one role"),
    ({"kind": "recursive-cl-diversity", "l": 2}, {}, "c"),
    ({"kind": "t-closeness", "t": 1.0}, {}, "t"),
])
def test_requirements_that_are_undefined_or_constrain_nothing_are_one_line_errors(tmp_path, requirement, kwargs,
                                                                                 message):
    data = spec(requirement, **{k: v for k, v in kwargs.items() if k != "sensitive"},
                sensitive=kwargs.get("sensitive", "S"))
    if kwargs.get("sensitive") == "C":
        data["data"]["columns"].append("C")
        for row in data["data"]["rows"]:
            row.append("same")
    with pytest.raises(SpecError, match=message) as info:
        problem_from_dict(tmp_path, data)
    assert "\n" not in str(info.value)


def test_ordered_t_closeness_on_numbers_parses(tmp_path):
    problem = problem_from_dict(tmp_path, spec({"kind": "t-closeness", "t": 0.3, "distance": "ordered"},
                                               sensitive="N"))
    assert problem.requirements[0].distance == "ordered"
