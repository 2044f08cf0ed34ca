"""data.parts / part_column / row_number_columns and previous releases taken from the table itself.

A table can come from several files (concatenated, each record labelled with
its part), get record-number columns after rows with missing values are
dropped, and a sequential problem can name a projection of its own records
(optionally of the first N only) as its previous release.
"""

from __future__ import annotations

import pandas as pd
import pytest

from seqanon_opt.data.releases import read_release
from seqanon_opt.errors import SpecError
from seqanon_opt.release import publish
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import REPO, problem_from_dict, shared_data

AGE = {"*": {"young": ["20", "30"], "old": ["40", "50"]}}
ZIP = {"*": {"13*": ["130", "131"], "14*": ["140", "141"]}}
TRAIN = "age,sex,zip,dis\n20, F, 130, flu\n30, ?, 131, flu\n40, M, 140, cold\n50, M, 141, hiv\n"
TEST = "sex,age,zip,dis\nF,20,131,cold\nM,40,?,flu\nF,30,140,hiv\nM,50,130,flu\n"


def write_parts(tmp_path, train: str = TRAIN, test: str = TEST) -> None:
    (tmp_path / "train.csv").write_text(train)
    (tmp_path / "test.csv").write_text(test)


def spec(data: dict | None = None, previous: list | None = None, **extra) -> dict:
    """A sequential problem over the parts: T1 = (K1, age, sex, dis) after T2 = (sex, zip, K2)."""
    out = {"name": "parts",
           "data": data or {"parts": {"train": "train.csv", "test": "test.csv"}, "part_column": "split",
                            "row_number_columns": ["K1", "K2"]},
           "roles": {"quasi_identifiers": ["age", "sex"], "sensitive": "dis"},
           "taxonomies": {"age": {"tree": AGE}, "zip": {"tree": ZIP}},
           "problem": {"kind": "sequential", "release_attributes": ["K1", "age", "sex", "dis"],
                       "previous": previous or [{"from_table": ["sex", "zip", "K2"]}]},
           "requirements": [{"kind": "xy-anonymity", "x": ["age", "sex", "zip"], "y": ["K1"], "k": 2}],
           "objective": "LM", "solver": {"name": "tds4sa", "time_limit": 10}}
    out.update(extra)
    return out


def spec_error(tmp_path, spec_dict: dict) -> SpecError:
    with pytest.raises(SpecError) as info:
        problem_from_dict(tmp_path, spec_dict)
    assert "\n" not in str(info.value)
    return info.value


# ------------------------------------------------------------------ the table
def test_parts_concatenated_in_order_with_part_column_and_row_numbers_after_missing(tmp_path):
    write_parts(tmp_path)
    problem = problem_from_dict(tmp_path, spec())
    # train's row 2 (sex '?') and test's row 2 (zip '?': a column of T2, with a taxonomy) are dropped
    assert problem.rows_read == 8 and problem.rows_dropped_missing == 2 and problem.n_rows == 6
    table = problem.table
    assert table["split"].tolist() == ["train"] * 3 + ["test"] * 3
    assert table["age"].tolist() == ["20", "40", "50", "20", "30", "50"]  # test's columns put in train's order
    assert table["K1"].tolist() == table["K2"].tolist() == ["1", "2", "3", "4", "5", "6"]
    assert list(table.columns) == ["age", "sex", "zip", "dis", "split", "K1", "K2"]


def test_parquet_and_csv_parts_mix(tmp_path):
    write_parts(tmp_path)
    pd.read_csv(tmp_path / "test.csv", dtype=str, keep_default_na=False).to_parquet(tmp_path / "test.parquet")
    data = {"parts": {"train": "train.csv", "test": "test.parquet"}, "part_column": "split",
            "row_number_columns": ["K1", "K2"]}
    problem = problem_from_dict(tmp_path, spec(data))
    assert problem.n_rows == 6 and problem.table["split"].tolist()[-1] == "test"


def test_row_number_columns_with_a_single_file_and_inline_rows(tmp_path):
    (tmp_path / "t.csv").write_text(TRAIN)
    problem = problem_from_dict(tmp_path, spec({"path": "t.csv", "row_number_columns": ["K1", "K2"]}))
    assert problem.table["K1"].tolist() == ["1", "2", "3"]
    rows = [["20", "F", "130", "flu"], ["30", "", "131", "flu"], ["40", "M", "140", "cold"]]
    inline = {"columns": ["age", "sex", "zip", "dis"], "rows": rows, "row_number_columns": ["K1", "K2"]}
    assert problem_from_dict(tmp_path, spec(inline)).table["K2"].tolist() == ["1", "2"]


def test_new_columns_work_in_roles_and_requirements_like_file_columns(tmp_path):
    write_parts(tmp_path)
    problem = problem_from_dict(tmp_path, spec(
        roles={"quasi_identifiers": ["age", "sex"], "sensitive": "dis", "class": "split"},
        requirements=[{"kind": "xy-anonymity", "x": ["age", "sex", "zip"], "y": ["K1", "K2"], "k": 2}]))
    assert problem.class_attribute == "split"
    solution = get_solver("tds4sa").solve(problem, time_limit=10)
    assert solution.status.has_solution
    release = publish(problem, solution)
    assert list(release.columns) == ["K1", "age", "sex", "dis"] and release["K1"].tolist()[:2] == ["1", "2"]
    assert verify_release(problem, release).ok


def test_row_number_column_as_the_record_key(tmp_path):
    write_parts(tmp_path)
    problem = problem_from_dict(tmp_path, spec(
        roles={"quasi_identifiers": ["age", "sex"], "sensitive": "dis", "key": "K1"}, problem={"kind": "single"},
        requirements=[{"kind": "k-anonymity", "k": 2}], solver={"name": "top-down"}))
    assert problem.key == "K1" and problem.n_rows == 6  # zip has a taxonomy: its '?' drops the row here too
    assert problem.table["K1"].tolist() == ["1", "2", "3", "4", "5", "6"]
    unused = problem_from_dict(tmp_path, spec(
        roles={"quasi_identifiers": ["age", "sex"], "sensitive": "dis"}, problem={"kind": "single"},
        taxonomies={"age": {"tree": AGE}}, requirements=[{"kind": "k-anonymity", "k": 2}]))
    assert unused.n_rows == 7  # zip is no used column without its taxonomy: its '?' stays
    release = publish(problem, get_solver("top-down").solve(problem, time_limit=10))
    assert "K1" not in release.columns and verify_release(problem, release).ok


# ------------------------------------------------------------------ previous releases from the table
def test_from_table_is_what_read_release_gives_for_the_same_csv(tmp_path):
    write_parts(tmp_path)
    problem = problem_from_dict(tmp_path, spec(taxonomies={"age": {"intervals": [[0, 35, 100]]},
                                                           "zip": {"tree": ZIP}},
                                               problem={"kind": "sequential",
                                                        "release_attributes": ["K1", "sex", "zip", "dis"],
                                                        "previous": [{"from_table": ["age", "zip", "K2"]}]}))
    expected = problem.table[["age", "zip", "K2"]]
    expected.to_csv(tmp_path / "t2.csv", index=False)
    from_file = read_release(tmp_path / "t2.csv", problem.taxonomies)
    pd.testing.assert_frame_equal(problem.previous[0], from_file)
    assert problem.previous[0]["age"].tolist() == ["20", "40", "50", "20", "30", "50"]  # numbers as labels


def test_from_table_rows_takes_the_first_records(tmp_path):
    write_parts(tmp_path)
    problem = problem_from_dict(tmp_path, spec(previous=[{"from_table": ["sex", "zip", "K2"], "rows": 4}]))
    assert len(problem.previous[0]) == 4
    assert problem.previous[0]["K2"].tolist() == ["1", "2", "3", "4"]
    solution = get_solver("tds4sa").solve(problem, time_limit=10)
    assert solution.status.has_solution
    assert verify_release(problem, publish(problem, solution)).ok


def test_from_table_and_a_file_release_together(tmp_path):
    write_parts(tmp_path)
    (tmp_path / "t3.csv").write_text("age,K2\n*,1\nyoung,2\nold,3\nold,4\nyoung,5\nold,6\n")
    problem = problem_from_dict(tmp_path, spec(previous=[{"from_table": ["sex", "zip", "K2"]}, {"path": "t3.csv"}]))
    assert [len(p) for p in problem.previous] == [6, 6]
    assert problem.previous[1]["age"].tolist()[0] == "*"  # suppressed cells read as the root


# ------------------------------------------------------------------ bad input: one line naming the field
@pytest.mark.parametrize("data, field, fragment", [
    ({"parts": {"train": "train.csv", "test": "nowhere.csv"}, "part_column": "split"}, "data.parts.test",
     "nowhere.csv"),
    ({"parts": {"train": "train.csv", "test": "test.csv"}}, "data", "part_column"),
    ({"path": "train.csv", "part_column": "split"}, "data", "'part_column' is only used with 'parts'"),
    ({"path": "train.csv", "parts": {"train": "train.csv"}, "part_column": "split"}, "data", "exactly one"),
    ({"parts": {}, "part_column": "split"}, "data", "at least one"),
    ({"parts": {"train": "train.csv"}, "part_column": "zip"}, "data.part_column", "already a column"),
    ({"parts": {"train": "train.csv"}, "part_column": "split", "row_number_columns": ["K1", "split"]}, "data",
     "added twice"),
    ({"path": "train.csv", "row_number_columns": ["K1", "K1"]}, "data", "added twice"),
    ({"path": "train.csv", "row_number_columns": ["K1", "age"]}, "data.row_number_columns[1]",
     "already a column"),
])
def test_bad_data_sources(tmp_path, data, field, fragment):
    write_parts(tmp_path)
    err = spec_error(tmp_path, spec(data))
    assert err.field == field and fragment in str(err), str(err)


def test_parts_with_different_columns(tmp_path):
    write_parts(tmp_path, test="age,sex,zip,disease\n20,F,131,cold\n")
    err = spec_error(tmp_path, spec())
    assert err.field == "data.parts.test" and "same columns" in str(err) and "'disease'" in str(err)
    write_parts(tmp_path, test="age,sex,zip\n20,F,131\n")
    err = spec_error(tmp_path, spec())
    assert err.field == "data.parts.test" and "lacks column 'dis'" in str(err)


def test_unreadable_part(tmp_path):
    write_parts(tmp_path)
    (tmp_path / "bad.parquet").write_bytes(b"not parquet")
    err = spec_error(tmp_path, spec({"parts": {"train": "train.csv", "test": "bad.parquet"}, "part_column": "s"}))
    assert err.field == "data.parts.test" and "cannot read data file" in str(err)


@pytest.mark.parametrize("previous, field, fragment", [
    ([{"from_table": ["sex", "postcode", "K2"]}], "problem.previous[0].from_table[1]", "unknown attribute"),
    ([{"from_table": ["sex", "K3"]}], "problem.previous[0].from_table[1]", "unknown attribute"),
    ([{"from_table": ["sex"], "path": "t2.csv"}], "problem.previous[0]", "exactly one"),
    ([{"attributes": ["sex"]}], "problem.previous[0]", "exactly one"),
    ([{"path": "t2.csv", "rows": 2}], "problem.previous[0]", "'rows' is only used with 'from_table'"),
    ([{"from_table": ["sex"], "rows": 0}], "problem.previous[0].rows", "greater than or equal to 1"),
    ([{"from_table": ["sex"], "attributes": ["sex"]}], "problem.previous[0]", "only used with 'path'"),
    ([{"from_table": ["sex"], "separator": ";"}], "problem.previous[0]", "only used with 'path'"),
    ([{"from_table": ["sex", "sex"]}], "problem.previous[0]", "twice"),
    ([{"from_table": []}], "problem.previous[0].from_table", "at least 1"),
    ([{"from_table": ["sex", "zip"], "rows": 7}], "problem.previous[0].rows", "only 6 records"),
    # releases may grow (records added since: a dynamic table), never shrink
    ([{"from_table": ["sex"]}, {"from_table": ["zip"], "rows": 3}], "problem.previous[1].rows",
     "at least as many records as the one before (6)"),
])
def test_bad_previous_from_table(tmp_path, previous, field, fragment):
    write_parts(tmp_path)
    err = spec_error(tmp_path, spec(previous=previous))
    assert err.field == field and fragment in str(err), str(err)


# ------------------------------------------------------------------ the Wang-Fung Set A spec
def test_wang_fung_set_a_spec_is_standalone():
    shared_data("adult-uci", "adult.data")
    from seqanon_opt.bench.sequential import load_combined
    from seqanon_opt.problem import build_problem
    from seqanon_opt.spec import load_spec

    problem = build_problem(*load_spec(REPO / "specs" / "wang-fung" / "set-a.yaml"))
    assert problem.n_rows == 45_222 and problem.rows_dropped_missing == 48_842 - 45_222
    t2 = ["marital-status", "relationship", "sex", "race", "native-country", "K2"]
    pd.testing.assert_frame_equal(problem.previous[0], problem.table[t2].astype(str))
    combined = load_combined()
    for column in ["K1", "K2", "split", "income", *t2[:-1], "education", "occupation", "workclass"]:
        assert problem.table[column].tolist() == combined[column].tolist(), column
