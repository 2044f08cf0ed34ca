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


@pytest.mark.parametrize("shape", ["lists", "mappings"])
def test_inline_rows_are_read_as_written(make_problem, shape):
    """A number is its text as the spec writes it, whatever else its column holds (1 stays '1' beside 2.5, not
    '1.0'), and a null (or, in a mapping, a key the row lacks) is an empty cell, a missing value as in a CSV file
    (not 'nan')."""
    rows = [["20", "F", 1], ["30", "M", 2.5], ["20", "F", None], ["40", "M", 1]]
    if shape == "mappings":
        rows = [{"age": a, "sex": s, **({} if d is None else {"dis": d})} for a, s, d in rows]
        data = {"rows": rows}
    else:
        data = {"columns": ["age", "sex", "dis"], "rows": rows}
    problem = make_problem(spec_for(data, requirements=[{"kind": "k-anonymity", "k": 1}]))
    assert problem.rows_read == 4 and problem.rows_dropped_missing == 1
    assert problem.table["dis"].tolist() == ["1", "2.5", "1"]


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


# ---------------------------------------------------------------- strict validation (issue 13)
from seqanon_opt.errors import SpecError  # noqa: E402
from seqanon_opt.errors import UnsupportedProblem  # noqa: E402
from seqanon_opt.solver_choice import SolverSettings, choose_solver  # noqa: E402
from seqanon_opt.solvers.registry import get_solver  # noqa: E402

TWELVE = [[str(30 + 5 * (i % 4)), "FM"[i % 2], ["flu", "cold", "hiv"][i % 3]] for i in range(12)]


def sequential(problem: dict | None = None, **solver) -> dict:
    """A sequential cell problem: k-linkability of (age, dis) after (sex, dis) was published."""
    return {"name": "s", "data": {"columns": ["age", "sex", "dis"], "rows": TWELVE},
            "roles": {"quasi_identifiers": ["age", "sex"], "sensitive": "dis"}, "generalization": "cell",
            "problem": {"kind": "sequential", "release_attributes": ["age", "dis"],
                        "previous": [{"from_table": ["sex", "dis"]}], **(problem or {})},
            "requirements": [{"kind": "k-linkability", "k": 2}], "solver": solver}


def settings(spec: dict) -> SolverSettings:
    s = spec["solver"]
    return SolverSettings(s.get("name"), options=s.get("options", {}))


def test_options_belong_to_the_spec_solver_and_other_solvers_take_those_they_declare(make_problem):
    """`seqanon check` and `--solver` build other solvers than the spec's: each takes the spec solver's
    options it declares; the spec's solver refuses a key it does not declare, and a typo is refused by all."""
    spec = sequential(name="two-stage", options={"stage2": False, "shrink": 2})
    problem = make_problem(spec)
    assert choose_solver(problem, settings(spec)).options.stage2 is False
    assert choose_solver(problem, settings(spec), "cpsat-sequential-cell").get_params()["options"] == {}
    assert choose_solver(problem, settings(spec), "auto").given_options == {"stage2": False, "shrink": 2}
    typo = sequential(name="two-stage", options={"stage_2": False})
    for name in ("two-stage", "cpsat-sequential-cell"):
        with pytest.raises(SpecError, match=r"solver 'two-stage' has no option 'stage_2'"):
            choose_solver(make_problem(typo), settings(typo), name)
    foreign = sequential(name="cpsat-sequential-cell", options={"stage2": False})
    with pytest.raises(SpecError, match=r"'cpsat-sequential-cell' has no option 'stage2' \(it takes no options\)"):
        choose_solver(make_problem(foreign), settings(foreign))


def test_auto_takes_the_options_of_the_solvers_it_runs(make_problem):
    spec = sequential(options={"stage2": False})
    choose_solver(make_problem(spec), settings(spec))  # runs two-stage, which reads it
    single = spec_for({"columns": ["age", "sex", "dis"], "rows": ROWS}, solver={"options": {"stage2": False}})
    with pytest.raises(SpecError, match=r"solver 'auto' \(running [a-z-]+ and cpsat-cut here\) has no option 'stage2'"):
        choose_solver(make_problem(single), settings(single))
    with pytest.raises(UnsupportedProblem, match=r"has no option 'stage2'"):  # auto's capabilities say so too
        get_solver("auto", options={"stage2": False}).solve(make_problem(single))
    unknown = sequential(options={"stage_2": False})
    with pytest.raises(SpecError, match=r"solver 'auto' has no option 'stage_2'"):
        choose_solver(make_problem(unknown), settings(unknown))


@pytest.mark.parametrize("options,message", [
    ({"stage2": "no"}, "takes true"), ({"shrink": 0}, "positive integer"), ({"max_buckets": True}, "positive integer")])
def test_option_values_are_checked(make_problem, options, message):
    spec = sequential(name="two-stage", options=options)
    with pytest.raises(SpecError, match=message) as info:
        choose_solver(make_problem(spec), settings(spec))
    assert f"solver.options.{next(iter(options))}" in str(info.value)


@pytest.mark.parametrize("problem,message", [
    ({"dynamic": "merged"}, "'unifying' or 'separative'"), ({"new_records": [0]}, "added since the previous releases"),
    ({"new_records": [1, 1]}, "listed twice")])
def test_dynamic_table_fields_are_checked(make_problem, problem, message):
    with pytest.raises(SpecError, match=message) as info:
        make_problem(sequential(problem, name="two-stage"))
    assert f"problem.{next(iter(problem))}" in str(info.value)


def test_xy_attributes_must_be_published_by_some_release(make_problem):
    spec = sequential(name="cpsat-sequential-cut")
    spec.update(generalization="cut",
                requirements=[{"kind": "xy-anonymity", "x": ["age", "sex"], "y": ["dis"], "k": 2}])
    make_problem(spec)
    spec["problem"]["release_attributes"] = ["dis"]  # age is now in no release
    with pytest.raises(SpecError, match=r"requirements\[0\].x\[0\].*'age' is in none of the releases"):
        make_problem(spec)


def test_a_window_longer_than_the_stream_is_the_stream(make_problem):
    rows = [[1 + i // 4, 30 + i, ["flu", "cold", "hiv"][i % 3]] for i in range(12)]  # 3 snapshots
    spec = {"name": "t", "data": {"columns": ["day", "age", "dis"], "rows": rows},
            "roles": {"quasi_identifiers": ["age"], "sensitive": "dis", "timestamp": "day"},
            "problem": {"kind": "temporal", "window": 10**9}, "requirements": [{"kind": "l-eligibility", "l": 2}],
            "objective": "IL"}
    assert make_problem(spec).temporal.window == 3  # not a 10^9 x 10^9 table in the solvers


@pytest.mark.parametrize("requirement,message", [
    ({"kind": "l-diversity", "l": 3.5}, "larger than the 3 distinct values"),
    ({"kind": "xy-anonymity", "x": ["age"], "y": ["dis"], "k": 4}, "larger than the 3 distinct values of Y"),
    ({"kind": "xy-linkability", "x": ["age"], "y": ["dis"], "value_thresholds": {"flu": 0.5, "hiv ": 0.5}},
     "value 'hiv ' does not occur"),
    ({"kind": "k-anonymity", "k": True}, "not a boolean"),
    ({"kind": "l-diversity", "l": float("inf")}, "finite number"),
    ({"kind": "k-anonymity", "k": 2, "quasi_identifiers": []}, "at least 1")])
def test_requirements_that_no_release_can_meet_or_that_name_nothing(make_problem, requirement, message):
    spec = spec_for({"columns": ["age", "sex", "dis"], "rows": TWELVE}, requirements=[requirement])
    with pytest.raises(SpecError, match=message):
        make_problem(spec)
