"""`seqanon apply`: a run's transformation.json re-applied to new records; exit 0 / 3 / 2, nothing half-written."""

from __future__ import annotations

import json
import re

import pandas as pd
import yaml

from seqanon_opt.cli import main

from helpers import REPO, shared_data, snapshot

QUICKSTART = REPO / "specs" / "quickstart.yaml"


def quickstart_rows() -> pd.DataFrame:
    data = yaml.safe_load(QUICKSTART.read_text())["data"]
    return pd.DataFrame(data["rows"], columns=data["columns"])


def saved_run(tmp_path, capsys):
    assert main(["run", str(QUICKSTART), "--out", str(tmp_path / "run"), "--quiet"]) == 0
    capsys.readouterr()
    return tmp_path / "run" / "transformation.json"


def apply_args(transformation, data, out):
    return ["apply", str(QUICKSTART), "--transformation", str(transformation), "--data", str(data), "--out", str(out)]


def test_apply_to_more_rows_writes_a_verified_release(tmp_path, capsys):
    saved = saved_run(tmp_path, capsys)
    data = tmp_path / "new.csv"
    pd.concat([quickstart_rows()] * 2).sample(frac=1.0, random_state=0).to_csv(data, index=False)
    assert main(apply_args(saved, data, tmp_path / "out")) == 0
    printed = capsys.readouterr().out
    assert "48 records, 0 suppressed" in printed and re.search(r"^k-anonymity\s+yes", printed, re.M)
    assert {p.name for p in (tmp_path / "out").iterdir()} == {"release.csv", "report.html", "report.json",
                                                              "suppressed.csv"}
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["applied"]["transformation"] == str(saved) and report["solver"] == "apply"
    assert report["requirements"][0]["satisfied"] and report["rows"]["out"] == 48


def test_a_violation_exits_3_prints_each_requirement_and_writes_nothing(tmp_path, capsys):
    saved = saved_run(tmp_path, capsys)
    data = tmp_path / "few.csv"
    quickstart_rows().iloc[[0, 4, 8, 12, 16]].to_csv(data, index=False)
    before = snapshot(tmp_path)
    assert main(apply_args(saved, data, tmp_path / "out")) == 3
    captured = capsys.readouterr()
    line = next(l for l in captured.out.splitlines() if l.startswith("k-anonymity"))
    _, holds, achieved = line.split()[:3]
    assert holds == "NO" and int(achieved) < 3
    assert int(re.search(r"(\d+) group\(s\) broke a requirement", captured.out).group(1)) >= 1
    assert captured.err.count("\n") == 1 and "nothing written" in captured.err
    assert snapshot(tmp_path) == before
    # --keep-violating writes it and still exits 3
    assert main([*apply_args(saved, data, tmp_path / "out"), "--keep-violating"]) == 3
    assert (tmp_path / "out" / "release.csv").exists()


def test_bad_input_exits_2_with_one_line(tmp_path, capsys):
    saved = saved_run(tmp_path, capsys)
    data = tmp_path / "pilot.csv"
    rows = pd.concat([quickstart_rows()] * 2)
    rows.iloc[0, rows.columns.get_loc("job")] = "pilot"
    rows.to_csv(data, index=False)
    (tmp_path / "bad.json").write_text("{not json")
    before = snapshot(tmp_path)
    assert main(apply_args(saved, data, tmp_path / "out")) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "quickstart.yaml" in err and "'pilot'" in err and "no leaf" in err
    assert str(data) in err
    assert main(apply_args(tmp_path / "missing.json", data, tmp_path / "out")) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "missing.json" in err
    assert main(apply_args(tmp_path / "bad.json", data, tmp_path / "out")) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert snapshot(tmp_path) == before


def test_adult_transformation_reapplied_to_the_test_split(tmp_path, capsys):
    """Top-down specialization on the UCI training split (age split on the fly), its cuts re-applied to
    the test split (15,060 complete records): each requirement said to hold or not."""
    test_split = shared_data("adult-uci", "adult.test")
    spec = REPO / "specs" / "adult-top-down.yaml"
    assert main(["run", str(spec), "--out", str(tmp_path / "run"), "--quiet"]) == 0
    capsys.readouterr()
    saved = tmp_path / "run" / "transformation.json"
    assert json.loads(saved.read_text())["taxonomies"]["age"]["nodes"]["labels"][0].startswith("[")
    code = main(["apply", str(spec), "--transformation", str(saved), "--data", str(test_split),
                 "--out", str(tmp_path / "test")])
    printed = capsys.readouterr().out
    assert "15,060 records" in printed or "15060 records" in printed
    line = next(l for l in printed.splitlines() if l.startswith("k-anonymity"))
    assert line.split()[1] == ("yes" if code == 0 else "NO")
    assert code in (0, 3) and (tmp_path / "test").exists() == (code == 0)
