"""Temporal spec fields (problem.window, mu, beta, algorithm, query_lengths): bad input is one line, exit 2,
nothing written; a good spec compiles mu, beta and the snapshots."""

from __future__ import annotations

import copy

import numpy as np
import pytest
import yaml

from seqanon_opt.cli import main

from helpers import problem_from_dict

BASE = {
    "name": "temporal",
    "data": {"columns": ["day", "age", "dx"],
             "rows": [[1, 30, "flu"], [1, 31, "flu"], [1, 32, "cold"], [2, 33, "cold"], [2, 34, "flu"],
                      [3, 35, "flu"], [3, 36, "cold"], [3, 37, "hiv"]]},
    "roles": {"quasi_identifiers": ["age"], "sensitive": "dx", "timestamp": "day"},
    "problem": {"kind": "temporal", "window": 2},
    "requirements": [{"kind": "l-eligibility", "l": 2}],
    "objective": "IL",
}


def spec_with(**problem) -> dict:
    spec = copy.deepcopy(BASE)
    spec["problem"].update(problem)
    return spec


def run_cli(tmp_path, spec, capsys):
    path = tmp_path / "spec.yaml"
    path.write_text(yaml.safe_dump(spec, sort_keys=False))
    out = tmp_path / "out"
    code = main(["run", str(path), "--out", str(out), "--quiet"])
    return code, capsys.readouterr().err, out


@pytest.mark.parametrize("change, field, words", [
    ({"mu": {"kind": "linear", "c": -1.0}}, "problem.mu", "(C2)"),
    ({"mu": {"kind": "table", "values": [0, 2, 1]}}, "problem.mu", "(C2)"),
    ({"mu": {"kind": "table", "values": [0, 2, 3]}}, "problem.mu", "(C3)"),
    ({"mu": {"kind": "table", "values": [1, 2, 3]}}, "problem.mu", "(C1)"),
    ({"mu": {"kind": "table", "values": [0, 1]}, "window": 3}, "problem.mu.values", "3 entries"),
    ({"mu": {"kind": "cubic", "c": 1.0}}, "problem.mu", "kind"),
    ({"beta": {"default": -1.0}}, "problem.beta.default", "greater than or equal to 0"),
    ({"beta": {"per_value": {"flu": -2}}}, "problem.beta.per_value.flu", "greater than or equal to 0"),
    ({"beta": {"per_value": {"measles": 2}}}, "problem.beta.per_value.measles", "unknown sensitive value"),
    ({"window": 0}, "problem.window", "greater than or equal to 1"),
    ({"algorithm": "relay"}, "problem.algorithm", "unknown field"),  # a solver option: solver.options.algorithm
    ({"query_lengths": [0]}, "problem.query_lengths[0]", "greater than or equal to 1"),
    ({"windw": 3}, "problem.windw", "unknown field"),
])
def test_bad_temporal_field_is_one_line_exit_2_nothing_written(tmp_path, capsys, change, field, words):
    code, err, out = run_cli(tmp_path, spec_with(**change), capsys)
    assert code == 2, err
    assert err.count("\n") == 1 and f"field '{field}'" in err and words in err, err
    assert not out.exists()


def test_il_objective_needs_a_temporal_problem(tmp_path, capsys):
    spec = copy.deepcopy(BASE)
    spec["problem"] = {"kind": "single"}
    spec["requirements"] = [{"kind": "k-anonymity", "k": 2}]
    code, err, out = run_cli(tmp_path, spec, capsys)
    assert code == 2 and "field 'objective'" in err and "temporal" in err and not out.exists()


def test_timestamps_neither_integer_nor_iso_date(tmp_path, capsys):
    spec = copy.deepcopy(BASE)
    spec["data"]["rows"][3][0] = "yesterday"
    code, err, out = run_cli(tmp_path, spec, capsys)
    assert code == 2 and "field 'roles.timestamp'" in err and "'yesterday'" in err and not out.exists()


def test_temporal_needs_timestamp_role(tmp_path, capsys):
    spec = copy.deepcopy(BASE)
    del spec["roles"]["timestamp"]
    spec["requirements"] = [{"kind": "k-anonymity", "k": 1}]
    code, err, out = run_cli(tmp_path, spec, capsys)
    assert code == 2 and "roles.timestamp" in err and not out.exists()


def test_defaults_and_compiled_settings(tmp_path):
    problem = problem_from_dict(tmp_path, BASE)
    s = problem.temporal
    assert s.window == 2 and s.values == ("cold", "flu", "hiv")
    assert s.mu.describe() == {"kind": "linear", "c": 0.1} and s.mu_kind == "linear"
    assert s.beta == (1.0, 1.0, 1.0) and s.query_lengths == (1, 2)
    assert s.snapshots == ("1", "2", "3") and s.snapshot_of_row.tolist() == [0, 0, 0, 1, 1, 2, 2, 2]


def test_table_mu_beta_per_value_and_iso_dates(tmp_path):
    spec = spec_with(mu={"kind": "table", "values": [0, 1, 3]}, beta={"default": 2, "per_value": {"hiv": 5}},
                     window=3, query_lengths=[2, 1])
    for row, day in zip(spec["data"]["rows"], ["2024-03-01"] * 3 + ["2024-02-28"] * 2 + ["2024-03-10"] * 3):
        row[0] = day
    s = problem_from_dict(tmp_path, spec).temporal
    assert s.mu_kind == "non-linear" and [s.mu(d) for d in range(5)] == [0, 1, 3, 5, 7]
    assert s.beta == (2.0, 2.0, 5.0) and s.query_lengths == (1, 2)
    assert s.snapshots == ("2024-02-28", "2024-03-01", "2024-03-10")
    assert np.array_equal(s.snapshot_of_row, [1, 1, 1, 0, 0, 2, 2, 2])


def test_quadratic_mu_is_non_linear(tmp_path):
    s = problem_from_dict(tmp_path, spec_with(mu={"kind": "quadratic", "c": 0.5}, window=4)).temporal
    assert s.mu_kind == "non-linear" and s.mu(3) == 4.5
