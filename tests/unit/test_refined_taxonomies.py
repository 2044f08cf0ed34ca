"""problem.refine_taxonomies and the Solution.taxonomies JSON round trip."""

from __future__ import annotations

import json

import numpy as np
import pytest

from seqanon_opt.data.taxonomy import taxonomy_from_nested, taxonomy_from_parents
from seqanon_opt.problem import refine_taxonomies
from seqanon_opt.solution import Solution, Status, solution_from_dict

AGES = [25, 31, 25, 47, 38, 31]


def spec(age_taxonomy: dict | None = None) -> dict:
    return {
        "name": "refine", "data": {"columns": ["age", "job"],
                                   "rows": [[a, j] for a, j in zip(AGES, "aabbab")]},
        "roles": {"quasi_identifiers": ["age", "job"]},
        "taxonomies": {"age": age_taxonomy or {"intervals": []}, "job": {"tree": {"*": ["a", "b"]}}},
        "requirements": [{"kind": "k-anonymity", "k": 2}], "objective": "LM", "generalization": "cut",
    }


def refined_age():
    """[25, 47] -> [25, 38) -> {25, 31}; [38, 47] -> {38, 47}: labels and bounds like taxonomy_io's."""
    labels = ["[25, 47]", "[25, 38)", "[38, 47]", "25", "31", "38", "47"]
    parent = [-1, 0, 0, 1, 1, 2, 2]
    bounds = np.array([[25, 47], [25, 38], [38, 47], [25, 25], [31, 31], [38, 38], [47, 47]], dtype=float)
    return taxonomy_from_parents("age", labels, parent, bounds)


def test_refine_reencodes_codes_by_leaf_label(make_problem):
    problem = make_problem(spec())
    before = problem.codes["age"].copy()
    refined = refine_taxonomies(problem, {"age": refined_age()})
    tax = refined.taxonomies["age"]
    assert [tax.labels[v] for v in refined.codes["age"]] == [str(a) for a in AGES]
    assert not refined.codes["age"].flags.writeable
    # the original problem is untouched; other attributes are shared
    assert np.array_equal(problem.codes["age"], before) and problem.taxonomies["age"].n_nodes == 5
    assert refined.codes["job"] is problem.codes["job"] and refined.table is problem.table
    assert refined.quasi_identifiers == problem.quasi_identifiers and refined.requirements == problem.requirements


def test_refine_rejects_changed_leaves(make_problem):
    problem = make_problem(spec())
    labels = ["[25, 47]", "25", "31", "38", "48"]
    bad = taxonomy_from_parents("age", labels, [-1, 0, 0, 0, 0],
                                np.array([[25, 47], [25, 25], [31, 31], [38, 38], [48, 48]], dtype=float))
    with pytest.raises(ValueError, match=r"does not have the original leaves: missing \['47'\], extra \['48'\]"):
        refine_taxonomies(problem, {"age": bad})


def test_refine_rejects_an_interval_that_misses_its_leaves(make_problem):
    problem = make_problem(spec())
    tax = refined_age()
    bounds = tax.bounds.copy()
    bounds[1] = (25, 30)  # [25, 30) above 31
    bad = taxonomy_from_parents("age", tax.labels, tax.parent, bounds)
    with pytest.raises(ValueError, match=r"node '\[25, 38\)' with bounds \[25, 30\] does not contain the values 25..31"):
        refine_taxonomies(problem, {"age": bad})


def test_refine_rejects_other_root_bounds_and_moved_leaves(make_problem):
    problem = make_problem(spec())
    tax = refined_age()
    wider = tax.bounds.copy()
    wider[0] = (20, 50)
    with pytest.raises(ValueError, match="root bounds"):
        refine_taxonomies(problem, {"age": taxonomy_from_parents("age", tax.labels, tax.parent, wider)})
    moved = tax.bounds.copy()
    moved[3] = (26, 26)
    with pytest.raises(ValueError, match="leaf '25' has bounds"):
        refine_taxonomies(problem, {"age": taxonomy_from_parents("age", tax.labels, tax.parent, moved)})


def test_refine_rejects_kind_mismatch_and_unknown_attribute(make_problem):
    problem = make_problem(spec())
    categorical = taxonomy_from_nested("age", {"*": ["25", "31", "38", "47"]})
    with pytest.raises(ValueError, match="is not numeric but the original is numeric"):
        refine_taxonomies(problem, {"age": categorical})
    with pytest.raises(ValueError, match="'zip', which has no taxonomy"):
        refine_taxonomies(problem, {"zip": categorical})


def test_refine_accepts_a_categorical_regrouping(make_problem):
    problem = make_problem(spec())
    regrouped = taxonomy_from_nested("job", {"ANY": {"g": ["b", "a"]}})
    refined = refine_taxonomies(problem, {"job": regrouped})
    assert [regrouped.labels[v] for v in refined.codes["job"]] == list("aabbab")


def test_solution_round_trips_refined_taxonomies():
    tax = refined_age()
    solution = Solution("top-down", Status.FEASIBLE, objective=1.5, generalized={"age": np.array([1, 1, 2])},
                        suppressed=np.zeros(3, dtype=bool), cuts={"age": [1, 2]},
                        taxonomies={"age": tax, "job": taxonomy_from_nested("job", {"*": ["a", "b"]})})
    data = json.loads(json.dumps(solution.to_dict()))
    assert data["taxonomies"]["age"] == {"labels": list(tax.labels), "parent": [-1, 0, 0, 1, 1, 2, 2],
                                         "bounds": tax.bounds.tolist()}
    assert data["taxonomies"]["job"]["bounds"] is None
    back = solution_from_dict(data)
    assert back.taxonomies["age"].labels == tax.labels
    assert np.array_equal(back.taxonomies["age"].parent, tax.parent)
    assert np.array_equal(back.taxonomies["age"].bounds, tax.bounds)
    assert back.taxonomies["job"].bounds is None and back.taxonomies["job"].labels == ("*", "a", "b")
    plain = solution_from_dict(json.loads(json.dumps(Solution("x", Status.UNKNOWN).to_dict())))
    assert plain.taxonomies is None
