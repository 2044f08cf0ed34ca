"""The heuristics' Adult specs run end to end (skipped when ../shared/data is absent)."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from seqanon_opt.cli import main

from helpers import REPO, shared_data


@pytest.mark.parametrize("spec,solver", [("adult-bottom-up.yaml", "bottom-up"), ("adult-top-down.yaml", "top-down")])
def test_adult_heuristic_spec_runs_and_verifies(tmp_path, capsys, spec, solver):
    shared_data("adult-uci", "adult.data")
    out = tmp_path / "out"
    assert main(["run", str(REPO / "specs" / spec), "--out", str(out), "--quiet"]) == 0, capsys.readouterr().err
    report = json.loads((out / "report.json").read_text())
    assert report["solver"] == solver and report["status"] == "feasible"
    assert all(req["satisfied"] for req in report["requirements"]) and not report["structure_errors"]
    release = pd.read_csv(out / "release.csv", dtype=str)
    assert len(release) == 30_162
    k = report["requirements"][0]["parameters"]["k"]
    qis = ["workclass", "education", "marital-status", "occupation", "race", "sex", "native-country"]
    if "age" in release.columns and solver == "top-down":
        qis.append("age")
        assert release["age"].str.startswith("[").any()  # intervals grown on the fly
    assert release.groupby(qis).size().min() >= k
