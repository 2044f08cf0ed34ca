"""The heuristics' Adult specs run end to end (skipped when ../shared/data is absent)."""

from __future__ import annotations

import json

import numpy as np
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


def test_bug_adult_error_figures_frame_the_error():
    shared_data("adult-uci", "adult.test")
    from seqanon_opt.experiments.adult_error import bug_adult_error, load_split
    figures = bug_adult_error(50)
    _, test = load_split()
    labels = test.table["income"].to_numpy()
    majority_error = 100 * float(np.mean(labels != pd.Series(labels).mode().iloc[0]))
    # W: with every QI at its root a tree can only predict the training majority (<=50K in both splits)
    assert figures["W_pct"] == pytest.approx(round(majority_error, 2))
    assert figures["B_pct"] < figures["W_pct"] and figures["verified"]
    assert figures["B_pct"] <= figures["E_pct"] + 1.0 <= figures["W_pct"] + 1.0
