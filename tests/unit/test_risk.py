"""Re-identification risk (seqanon_opt.privacy.risk) on hand-computed examples, and in report.json."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

from seqanon_opt import pipeline
from seqanon_opt.cli import main
from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.errors import SpecError
from seqanon_opt.privacy.risk import (
    journalist_risk,
    marketer_risk,
    population_class_sizes,
    prosecutor_risk,
)

REPO = Path(__file__).resolve().parents[2]
QUICKSTART = REPO / "specs" / "quickstart.yaml"

# a release of 7 published records (3 more were suppressed and are not in it): classes
# (3x, F) x3, (3x, M) x2, (4x, F) x1, (*, *) x1
RELEASE = pd.DataFrame({"age": ["3x", "3x", "3x", "3x", "3x", "4x", "*"],
                        "sex": ["F", "F", "F", "M", "M", "F", "*"],
                        "disease": ["flu", "flu", "hiv", "cold", "flu", "hiv", "flu"]})
TAX = {"age": taxonomy_from_nested("age", {"*": {"3x": ["30", "35"], "4x": ["40", "45"]}}),
       "sex": taxonomy_from_nested("sex", {"*": ["F", "M"]})}


def test_prosecutor_risk_by_hand():
    r = prosecutor_risk(RELEASE, ["age", "sex"])
    assert r["records"] == 7 and r["classes"] == 4
    assert r["highest"] == 1.0 and r["lowest"] == pytest.approx(1 / 3)
    assert r["average"] == pytest.approx(4 / 7)  # (3*1/3 + 2*1/2 + 1 + 1) / 7
    assert r["records_at_risk"] == 7 and r["share_at_risk"] == 1.0  # every class smaller than 5
    assert r["class_sizes"] == [{"size": 1, "classes": 2, "records": 2}, {"size": 2, "classes": 1, "records": 2},
                                {"size": 3, "classes": 1, "records": 3}]


def test_threshold_is_strict_and_configurable():
    r = prosecutor_risk(RELEASE, ["age", "sex"], threshold=0.5)
    assert r["records_at_risk"] == 2 and r["share_at_risk"] == pytest.approx(2 / 7)  # 1/2 is not above 0.5
    table = pd.DataFrame({"a": ["x"] * 5 + ["y"] * 4})
    r = prosecutor_risk(table, ["a"])  # 1/5 = 0.2 is not above 0.2; 1/4 is
    assert r["records_at_risk"] == 4 and r["threshold"] == 0.2


def test_row_order_and_suppressed_rows():
    shuffled = RELEASE.sample(frac=1, random_state=3).reset_index(drop=True)
    assert prosecutor_risk(shuffled, ["age", "sex"]) == prosecutor_risk(RELEASE, ["age", "sex"])
    # suppressing the two singleton classes' records leaves classes of 3 and 2
    kept = RELEASE[~RELEASE["age"].isin(["4x", "*"])]
    r = prosecutor_risk(kept, ["age", "sex"])
    assert (r["records"], r["classes"], r["highest"], r["average"]) == (5, 2, 0.5, 2 / 5)


def test_no_quasi_identifier_and_empty_table():
    r = prosecutor_risk(RELEASE, [])
    assert (r["classes"], r["highest"], r["average"]) == (1, 1 / 7, 1 / 7)
    empty = prosecutor_risk(RELEASE.iloc[:0], ["age", "sex"])
    assert empty["records"] == 0 and empty["highest"] is None and empty["class_sizes"] == []


# population (leaf values): ages 30 x3, 35 x2, 40 x3, 45 x2; sexes below
POPULATION = pd.DataFrame({
    "age": ["30", "30", "30", "35", "35", "40", "40", "40", "45", "45", "30", "35"],
    "sex": ["F", "F", "M", "F", "M", "F", "F", "M", "M", "F", "M", "M"]})


def test_journalist_and_marketer_risk_by_hand():
    # population classes: (3x,F) = 30F x2 + 35F x1 = 3; (3x,M) = 30M x2 + 35M x2 = 4;
    # (4x,F) = 40F x2 + 45F x1 = 3; (*,*) = 12
    big = population_class_sizes(RELEASE, POPULATION, ["age", "sex"], TAX)
    assert big.tolist() == [3, 3, 3, 4, 4, 3, 12]
    r = journalist_risk(RELEASE, POPULATION, ["age", "sex"], TAX)
    assert r["highest"] == pytest.approx(1 / 3) and r["lowest"] == pytest.approx(1 / 12)
    expected = (3 / 3 + 2 / 4 + 1 / 3 + 1 / 12) / 7  # (1/n) sum_j f_j / F_j
    assert r["average"] == pytest.approx(expected) and r["marketer"] == pytest.approx(expected)
    assert r["records_at_risk"] == 6 and r["population_records"] == 12
    assert marketer_risk(RELEASE, POPULATION, ["age", "sex"], TAX) == pytest.approx(expected)
    assert marketer_risk(RELEASE, None, ["age", "sex"]) == pytest.approx(4 / 7)


def test_journalist_risk_on_leaf_values_and_columns_without_taxonomy():
    sample = POPULATION.iloc[[0, 2, 5]]  # 30F, 30M, 40F: population classes of 2, 2, 2
    assert population_class_sizes(sample, POPULATION, ["age", "sex"], TAX).tolist() == [2, 2, 2]
    assert population_class_sizes(sample, POPULATION, ["age", "sex"]).tolist() == [2, 2, 2]  # equal text
    # the population is its own sample: journalist = prosecutor
    j = journalist_risk(POPULATION, POPULATION, ["age", "sex"], TAX)
    p = prosecutor_risk(POPULATION, ["age", "sex"])
    assert j["highest"] == p["highest"] and j["average"] == pytest.approx(p["average"])


def test_population_errors_are_one_clear_line():
    with pytest.raises(SpecError, match="does not contain the table"):
        journalist_risk(RELEASE, POPULATION.iloc[:4], ["age", "sex"], TAX)
    with pytest.raises(SpecError, match="not a leaf"):
        journalist_risk(RELEASE, POPULATION.assign(age="3x"), ["age", "sex"], TAX)
    with pytest.raises(SpecError, match="lacks a quasi-identifier"):
        journalist_risk(RELEASE, POPULATION[["age"]], ["age", "sex"], TAX)
    with pytest.raises(SpecError, match="not a node"):
        journalist_risk(RELEASE.assign(age="5x"), POPULATION, ["age", "sex"], TAX)


def test_report_of_the_quickstart_run_has_the_risk_section(tmp_path, capsys):
    out = tmp_path / "qs"
    assert main(["run", str(QUICKSTART), "--out", str(out), "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "risk (prosecutor, input -> release): highest 1 -> 0.333333" in printed
    report = json.loads((out / "report.json").read_text())
    risk = report["risk"]
    assert risk["quasi_identifiers"] == ["age", "sex", "zip", "job"]
    assert risk["input"]["records"] == 24 and risk["input"]["highest"] == 1.0
    release = pd.read_csv(out / "release.csv", dtype=str)
    assert risk["release"] == json.loads(json.dumps(prosecutor_risk(release, risk["quasi_identifiers"])))
    assert risk["release"]["records"] == report["rows"]["out"]
    assert risk["input"]["highest"] >= risk["release"]["highest"]
    assert min(c["size"] for c in risk["release"]["class_sizes"]) >= 3  # the 3-anonymity it was solved for
    assert main(["verify", str(QUICKSTART), "--release", str(out / "release.csv")]) == 0
    assert "risk (prosecutor, input -> this release): highest 1 -> 0.333333" in capsys.readouterr().out


def test_report_without_a_release_has_the_input_risk():
    from seqanon_opt.report import build_report, summary
    from seqanon_opt.solution import Solution, Status
    result = pipeline.run(QUICKSTART, out_dir=None, time_limit=5)
    assert result.report["risk"]["release"]["average"] == pytest.approx(8 / 24)
    report = build_report(result.problem, Solution(solver="x", status=Status.INFEASIBLE), None)
    assert report["risk"]["release"] is None and report["risk"]["input"]["classes"] == 24
    assert "risk (prosecutor, input, no release): highest 1, average 1, records at risk (> 0.2) 100.00%" \
        in summary(report)
