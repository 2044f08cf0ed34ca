"""build_problem: data sources, missing values, coding, requirement resolution, Adult with ARX hierarchies."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from seqanon_opt.requirements import KAnonymity

from helpers import shared_data

TREE = {"*": {"young": ["20", "30"], "old": ["40", "50"]}}


def spec_for(data: dict, **extra) -> dict:
    spec = {"name": "p", "data": data, "roles": {"quasi_identifiers": ["age", "sex"], "sensitive": "dis"},
            "taxonomies": {"age": {"tree": TREE}},
            "requirements": [{"kind": "k-anonymity", "k": 2, "suppression": 0.34}]}
    spec.update(extra)
    return spec


ROWS = [["20", "F", "flu"], ["30", "?", "flu"], ["40", "M", "cold"], ["50", "M", ""], ["20", "F", "cold"],
        ["40", "F", "flu"]]


def test_inline_rows_missing_values_dropped_and_counted(make_problem):
    problem = make_problem(spec_for({"columns": ["age", "sex", "dis"], "rows": ROWS}))
    assert problem.rows_read == 6 and problem.rows_dropped_missing == 2 and problem.n_rows == 4
    age = problem.taxonomies["age"]
    assert [age.labels[v] for v in problem.codes["age"]] == ["20", "40", "20", "40"]
    # sex had no taxonomy: a flat tree under '*'
    sex = problem.taxonomies["sex"]
    assert sex.labels[sex.root] == "*" and sex.n_leaves == 2 and sex.height == 1
    # suppression 0.34 of 4 rows -> at most 1 row
    assert problem.requirements == (KAnonymity(2, ("age", "sex"), 1),)


@pytest.mark.parametrize("fmt", ["csv", "parquet"])
def test_file_sources(tmp_path, make_problem, fmt):
    frame = pd.DataFrame(ROWS, columns=["age", "sex", "dis"])
    if fmt == "csv":
        (tmp_path / "t.csv").write_text(frame.to_csv(index=False, sep=";"))
        data = {"path": "t.csv", "separator": ";"}
    else:
        frame.to_parquet(tmp_path / "t.parquet")
        data = {"path": "t.parquet"}
    problem = make_problem(spec_for(data))
    # the CSV's empty cell and '?' are both default missing markers
    assert problem.n_rows == 4 and problem.rows_dropped_missing == 2


def test_custom_missing_markers(make_problem):
    problem = make_problem(spec_for({"columns": ["age", "sex", "dis"], "rows": ROWS, "missing": ["?"]}))
    assert problem.n_rows == 5  # the empty diagnosis is now a value


def test_numeric_values_match_interval_leaves(make_problem):
    spec = spec_for({"rows": [{"age": 20.0, "sex": "F", "dis": "a"}, {"age": 35, "sex": "M", "dis": "b"}]},
                    taxonomies={"age": {"intervals": [[20, 30, 40]]}},
                    requirements=[{"kind": "k-anonymity", "k": 1}])
    problem = make_problem(spec)
    assert problem.table["age"].tolist() == ["20", "35"]
    tax = problem.taxonomies["age"]
    assert [tax.labels[tax.parent[v]] for v in problem.codes["age"]] == ["[20, 30)", "[30, 40]"]


def test_adult_with_arx_hierarchies(make_problem):
    folder = shared_data("adult")
    qis = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation"]
    spec = {"name": "adult", "data": {"path": str(folder / "adult.csv"), "separator": ";"},
            "roles": {"quasi_identifiers": qis, "class": "salary-class"},
            "taxonomies": {a: {"arx": str(folder / f"adult_hierarchy_{a}.csv")} for a in qis},
            "requirements": [{"kind": "k-anonymity", "k": 5}]}
    problem = make_problem(spec)
    assert problem.n_rows == 30_162 and problem.rows_dropped_missing == 0
    assert problem.taxonomies["age"].n_leaves == 100 and problem.taxonomies["workclass"].n_leaves == 8
    tuples = np.unique(np.column_stack([problem.codes[a] for a in qis]), axis=0)
    assert len(tuples) == 18_109  # distinct QI tuples, as ../shared/data/README.md states
