"""Journalist and marketer risk from the spec's ``risk.population`` (report.json, summary, verify, errors).

The instance has one optimal cut, worked out by hand: k=2 without suppression on (sex, zip) needs
zip 13053/13068 merged into 130** (LM 4 * 1/3) and keeps sex and 14850; every other cut that works
costs more (sex -> *: LM 8). So the release's classes are (F,130**), (M,130**), (F,14850),
(M,14850), two records each, and the journalist figures below are counted from the population rows.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from seqanon_opt.cli import main

TABLE = [["F", "13053"], ["F", "13068"], ["M", "13053"], ["M", "13068"],
         ["F", "14850"], ["F", "14850"], ["M", "14850"], ["M", "14850"]]
# population: (sex, zip) -> people; the table's records are among them
POPULATION = {("F", "13053"): 2, ("F", "13068"): 1, ("M", "13053"): 1, ("M", "13068"): 3,
              ("F", "14850"): 2, ("M", "14850"): 4, ("F", "14853"): 1, ("M", "14853"): 1}


def write_case(tmp_path: Path, population: str | None = None, threshold: float = 0.3,
               path: str = "pop.csv") -> Path:
    if population is None:
        lines = ["name,sex,zip"]  # an extra column (name) is ignored
        for i, ((sex, zip_), count) in enumerate(POPULATION.items()):
            lines += [f"p{i}-{j},{sex},{zip_}" for j in range(count)]
        lines.append("nobody,?,13053")  # a missing sex: dropped and counted
        population = "\n".join(lines) + "\n"
    (tmp_path / "pop.csv").write_text(population)
    spec = {"name": "population-risk",
            "data": {"columns": ["sex", "zip"], "rows": TABLE},
            "roles": {"quasi_identifiers": ["sex", "zip"]},
            "taxonomies": {"sex": {"tree": {"*": ["F", "M"]}},
                           "zip": {"tree": {"*": {"130**": ["13053", "13068"], "148**": ["14850", "14853"]}}}},
            "requirements": [{"kind": "k-anonymity", "k": 2, "suppression": 0}],
            "solver": {"name": "cpsat-cut", "time_limit": 30},
            "risk": {"population": {"path": path}, "threshold": threshold}}
    out = tmp_path / "spec.yaml"
    out.write_text(yaml.safe_dump(spec, sort_keys=False))
    return out


def test_report_has_journalist_and_marketer_risk_by_hand(tmp_path, capsys):
    spec = write_case(tmp_path)
    out = tmp_path / "out"
    assert main(["run", str(spec), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    report = json.loads((out / "report.json").read_text())
    assert report["cuts"]["zip"] == ["130**", "14850", "14853"] and report["cuts"]["sex"] == ["F", "M"]
    risk = report["risk"]
    assert risk["threshold"] == 0.3 and risk["model"] == "prosecutor, journalist, marketer"
    assert risk["population"]["records"] == 15 and risk["population"]["rows_read"] == 16
    assert risk["population"]["rows_dropped_missing"] == 1
    j_in, j_out = risk["journalist"]["input"], risk["journalist"]["release"]
    # input, leaf classes: F13053 1/2, F13068 1, M13053 1, M13068 1/3, F14850 1/2 (x2), M14850 1/4 (x2)
    assert j_in["highest"] == 1 and j_in["lowest"] == 0.25
    assert j_in["average"] == pytest.approx((0.5 + 1 + 1 + 1 / 3 + 0.5 * 2 + 0.25 * 2) / 8)
    assert j_in["records_at_risk"] == 6 and j_in["share_at_risk"] == 0.75  # 1/4 is not above 0.3
    # release: (F,130**) covers 2+1 people, (M,130**) 1+3, (F,14850) 2, (M,14850) 4; two records each
    assert j_out["highest"] == 0.5 and j_out["lowest"] == 0.25
    assert j_out["average"] == pytest.approx((2 / 3 + 2 / 4 + 2 / 2 + 2 / 4) / 8)
    assert j_out["records_at_risk"] == 4 and j_out["share_at_risk"] == 0.5
    assert risk["marketer"]["input"] == pytest.approx(j_in["average"])
    assert risk["marketer"]["release"] == pytest.approx(1 / 3)
    assert risk["release"]["highest"] == 0.5  # prosecutor: classes of 2
    assert "journalist highest 1 -> 0.5" in printed and "marketer 0.541667 -> 0.333333" in printed
    html = (out / "report.html").read_text()
    assert "journalist highest risk" in html and "marketer risk" in html and 'class="card chart risk"' in html


def test_verify_prints_journalist_and_marketer_risk(tmp_path, capsys):
    spec = write_case(tmp_path)
    out = tmp_path / "out"
    assert main(["run", str(spec), "--out", str(out), "--quiet"]) == 0
    capsys.readouterr()
    assert main(["verify", str(spec), "--release", str(out / "release.csv")]) == 0
    line = next(row for row in capsys.readouterr().out.splitlines() if row.startswith("risk"))
    assert "journalist highest 1 -> 0.5" in line and "at risk 75.00% -> 50.00%" in line
    assert "marketer 0.541667 -> 0.333333" in line


def test_verify_a_release_with_a_blank_label_still_prints_the_risk(tmp_path, capsys):
    spec = write_case(tmp_path)
    out = tmp_path / "out"
    assert main(["run", str(spec), "--out", str(out), "--quiet"]) == 0
    release = (out / "release.csv").read_text().splitlines()
    header = release[0].split(",")
    cells = release[1].split(",")
    cells[header.index("zip")] = ""
    bad = tmp_path / "blank.csv"
    bad.write_text("\n".join([release[0], ",".join(cells), *release[2:]]) + "\n")
    capsys.readouterr()
    assert main(["verify", str(spec), "--release", str(bad)]) == 3
    line = next(row for row in capsys.readouterr().out.splitlines() if row.startswith("risk"))
    assert "journalist highest 1 -> -" in line and "marketer 0.541667 -> -" in line


def test_without_a_population_the_report_has_prosecutor_risk_only(tmp_path):
    spec = write_case(tmp_path)
    data = yaml.safe_load(spec.read_text())
    del data["risk"]
    spec.write_text(yaml.safe_dump(data))
    out = tmp_path / "out"
    assert main(["run", str(spec), "--out", str(out), "--quiet"]) == 0
    risk = json.loads((out / "report.json").read_text())["risk"]
    assert risk["model"] == "prosecutor" and "journalist" not in risk and risk["threshold"] == 0.2


def run_error(tmp_path: Path, capsys, **case) -> str:
    spec = write_case(tmp_path, **case)
    code = main(["run", str(spec), "--out", str(tmp_path / "out"), "--quiet"])
    err = capsys.readouterr().err.strip()
    assert code == 2, err
    assert len(err.splitlines()) == 1, err
    assert not (tmp_path / "out").exists()  # checked before solving: nothing written
    return err


def test_population_without_a_quasi_identifier_column(tmp_path, capsys):
    err = run_error(tmp_path, capsys, population="name,sex\na,F\nb,M\n")
    assert "pop.csv:1" in err and "field 'zip'" in err and "lacks quasi-identifier column 'zip'" in err


def test_population_value_not_a_leaf(tmp_path, capsys):
    rows = "".join(f"{sex},{zip_}\n" for (sex, zip_), count in POPULATION.items() for _ in range(count))
    err = run_error(tmp_path, capsys, population="sex,zip\n" + rows + "F,99999\n")
    assert f"pop.csv:{2 + 15}" in err and "field 'zip'" in err and "not a leaf" in err and "'99999'" in err


def test_population_inner_node_is_not_a_leaf(tmp_path, capsys):
    err = run_error(tmp_path, capsys, population="sex,zip\nF,13053\nF,130**\n")
    assert "pop.csv:3" in err and "field 'zip'" in err and "'130**'" in err


def test_population_file_missing(tmp_path, capsys):
    err = run_error(tmp_path, capsys, path="nowhere.csv")
    assert "spec.yaml" in err and "risk.population.path" in err and "population file not found" in err
    assert "nowhere.csv" in err


def test_population_that_does_not_contain_the_table(tmp_path, capsys):
    rows = "".join(f"{sex},{zip_}\n" for (sex, zip_), count in POPULATION.items()
                   for _ in range(1 if (sex, zip_) == ("M", "14850") else count))  # 1 person, 2 records
    err = run_error(tmp_path, capsys, population="sex,zip\n" + rows)
    assert "pop.csv" in err and "does not contain the table" in err and "14850" in err


def test_threshold_out_of_range(tmp_path, capsys):
    err = run_error(tmp_path, capsys, threshold=0)
    assert "risk.threshold" in err


def test_interval_and_flat_columns_take_values_outside_the_table(tmp_path):
    """An interval taxonomy's leaves and a flat taxonomy's leaves are the table's values: a population
    age between them sits at its interval, a job not in the table under '*' only, an age outside the
    root interval in no class."""
    from seqanon_opt.pipeline import load_problem
    from seqanon_opt.privacy.risk import risk_report
    pop = "age,job\n" + "".join(f"{a},{j}\n" for a, j in [
        ("21", "nurse"), ("22", "nurse"), ("23.0", "nurse"), ("31", "clerk"), ("35", "clerk"), ("99", "clerk"),
        ("25", "pilot")])
    (tmp_path / "pop.csv").write_text(pop)
    spec = {"name": "intervals", "data": {"columns": ["age", "job"],
                                          "rows": [["21", "nurse"], ["23", "nurse"], ["35", "clerk"]]},
            "roles": {"quasi_identifiers": ["age", "job"]},
            "taxonomies": {"age": {"intervals": [[20, 30, 40]]}},
            "requirements": [{"kind": "k-anonymity", "k": 1}],
            "risk": {"population": {"path": "pop.csv"}}}
    path = tmp_path / "spec.yaml"
    path.write_text(yaml.safe_dump(spec))
    problem = load_problem(path)
    assert problem.population.open_columns == ("job",)
    import pandas as pd
    release = pd.DataFrame({"age": ["[20, 30)", "[20, 30)", "[30, 40]"], "job": ["nurse", "nurse", "*"]})
    risk = risk_report(problem, release)
    # input: (21, nurse) F=1, (23, nurse) F=1 (23.0 is 23), (35, clerk) F=1
    assert risk["journalist"]["input"]["average"] == 1
    # release: ([20,30), nurse) covers 21, 22, 23.0 (3); ([30,40], *) covers 31, 35 (99 is outside)
    assert risk["journalist"]["release"]["highest"] == pytest.approx(1 / 2)
    assert risk["journalist"]["release"]["average"] == pytest.approx((2 / 3 + 1 / 2) / 3)
