"""A sequential problem's releases coded once at build time (seqanon_opt/problem/sequential.py): the coded
fields equal a coding by hand of a small spec, stay consistent when the releases are replaced, and follow a
refined taxonomy."""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.problem import refine_taxonomies
from seqanon_opt.problem.sequential import release_coding, with_previous

AGE = {"ANY": {"young": ["20", "25"], "old": ["30"]}}
ROWS = [["20", "1000", "flu"], ["25", "2000", "cold"], ["30", "1000", "flu"]]


def _problem(make_problem, tmp_path):
    # T_1 = (age, disease): a generalized age, a '*' age, a blank and a '*' disease, a padded ' flu'
    (tmp_path / "t1.csv").write_text("age,disease\nyoung, flu\n*,*\n30,\n")
    spec = {
        "name": "coding",
        "data": {"columns": ["age", "zip", "disease"], "rows": ROWS},
        "roles": {"quasi_identifiers": ["age"], "sensitive": "disease"},
        "taxonomies": {"age": {"tree": AGE}},
        "generalization": "cell",
        "problem": {
            "kind": "sequential",
            "release_attributes": ["age", "zip", "disease"],
            "previous": [{"path": "t1.csv"}],
        },
        "requirements": [{"kind": "k-linkability", "k": 1, "join": "FMJ"}],
        "objective": "LM",
    }
    return make_problem(spec)


def test_coded_fields_equal_a_coding_by_hand(make_problem, tmp_path):
    problem = _problem(make_problem, tmp_path)
    taxes = problem.release_taxonomies
    # the problem's taxonomy is kept; the others are flat: '*' over the sorted labels of table and release
    assert taxes["age"] is problem.taxonomies["age"]
    assert taxes["zip"].labels == ("*", "1000", "2000")
    assert taxes["disease"].labels == ("*", "cold", "flu")
    assert list(taxes["disease"].parent) == [-1, 0, 0]
    (t1,) = problem.previous_nodes
    assert list(t1) == ["age", "disease"]
    age = taxes["age"]
    assert [age.labels[v] for v in t1["age"]] == ["young", "ANY", "30"]  # '*' is the root
    assert t1["disease"].tolist() == [2, 0, 0]  # ' flu' stripped; '*' and blank: the root
    assert problem.release_codes["zip"].tolist() == [1, 2, 1]
    assert problem.release_codes["disease"].tolist() == [2, 1, 2]
    assert problem.release_codes["age"] is problem.codes["age"]
    assert not t1["disease"].flags.writeable and not problem.release_codes["zip"].flags.writeable
    assert release_coding(problem).previous_nodes is problem.previous_nodes  # the stored coding, not a new one


def test_a_single_release_problem_has_no_coding(make_problem):
    spec = {
        "name": "single",
        "data": {"columns": ["age", "disease"], "rows": [r[::2] for r in ROWS]},
        "roles": {"quasi_identifiers": ["age"], "sensitive": "disease"},
        "taxonomies": {"age": {"tree": AGE}},
        "requirements": [{"kind": "k-anonymity", "k": 1}],
    }
    problem = make_problem(spec)
    assert problem.previous_nodes == () and not problem.release_taxonomies and not problem.release_codes


def test_cut_releases_and_rows_are_coded_again(make_problem, tmp_path):
    """A copy whose releases or rows were cut (seqanon compare's R and N) is coded as it is now: the flat
    taxonomies over the labels it still holds."""
    problem = _problem(make_problem, tmp_path)
    cut = problem.previous[0].iloc[:1].reset_index(drop=True)
    coding = release_coding(dataclasses.replace(problem, previous=(cut,)))
    assert coding.previous_nodes[0]["disease"].tolist() == [2]
    n = 2
    sliced = dataclasses.replace(
        problem,
        table=problem.table.iloc[:n],
        codes={a: c[:n] for a, c in problem.codes.items()},
        previous=(problem.previous[0].iloc[:n],),
    )
    coding = release_coding(sliced)
    assert coding.release_taxonomies["zip"].labels == ("*", "1000", "2000")
    assert coding.release_codes["zip"].tolist() == [1, 2]
    assert coding.previous_nodes[0]["disease"].tolist() == [2, 0]
    assert release_coding(dataclasses.replace(problem, previous=())).previous_nodes == ()
    recoded = with_previous(problem, [cut, pd.DataFrame({"zip": ["2000", "*", "3000"]})])
    first, second = recoded.previous_nodes
    assert first["disease"].tolist() == [2]
    assert recoded.release_taxonomies["zip"].labels == ("*", "1000", "2000", "3000")  # the new label joins
    assert second["zip"].tolist() == [2, 0, 3]
    assert release_coding(recoded).previous_nodes is recoded.previous_nodes


def test_refined_taxonomy_recodes_the_releases(make_problem, tmp_path):
    problem = _problem(make_problem, tmp_path)
    finer = taxonomy_from_nested("age", {"ANY": {"young": {"20s": ["20", "25"]}, "old": ["30"]}})
    refined = refine_taxonomies(problem, {"age": finer})
    assert refined.release_taxonomies["age"] is finer
    (t1,) = refined.previous_nodes
    assert [finer.labels[v] for v in t1["age"]] == ["young", "ANY", "30"]
    assert np.array_equal(refined.release_codes["age"], refined.codes["age"])
    assert refined.previous_nodes[0]["disease"] is problem.previous_nodes[0]["disease"]
