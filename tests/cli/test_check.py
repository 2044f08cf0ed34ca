"""`seqanon check`: every fitting solver on one spec, side by side, each release verified."""

from __future__ import annotations

import time

import pandas as pd
import pytest

from seqanon_opt.cli import main
from seqanon_opt.solvers.registry import get_solver

from helpers import REPO, make_bottom_up_leak

SPECS = REPO / "specs"


def test_quickstart_check_prints_one_row_per_solver_and_writes_the_table(tmp_path, capsys):
    out = tmp_path / "qs-check"
    assert main(["check", str(SPECS / "quickstart.yaml"), "--out", str(out), "--quiet"]) == 0
    printed = capsys.readouterr().out
    lines = printed.splitlines()
    assert "gap_pct" in lines[0] and "k-anonymity" in lines[0] and "time_s" in lines[0]
    table = pd.read_csv(out / "check.csv")
    assert list(table["solver"]) == ["top-down", "bottom-up", "cpsat-cut"]  # every fitting heuristic, then the exact
    for name in table["solver"]:
        assert sum(line.startswith(name + " ") for line in lines) == 1
    exact = table.set_index("solver").loc["cpsat-cut"]
    assert exact["status"] == "optimal" and exact["gap_pct"] == 0 and exact["optimum_or_bound"] == exact["loss"]
    assert (table["gap_pct"] >= 0).all() and (table["verified"] == "yes").all()
    assert (table["k-anonymity"].str.endswith("ok")).all()
    assert (out / "check.md").read_text().count("| cpsat-cut |") == 1
    assert (out / "report.json").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".qs-check")]  # no staging left


def test_named_solvers_and_default_out(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["check", str(SPECS / "quickstart.yaml"), "--solvers", "auto,tds4sa", "--quiet",
                 "--time-limit", "10"]) == 4  # tds4sa takes no single table: refused (exit 4)
    capsys.readouterr()
    assert main(["check", str(SPECS / "quickstart.yaml"), "--solvers", "auto", "--quiet"]) == 0
    table = pd.read_csv(tmp_path / "out" / "quickstart-check" / "check.csv")
    assert list(table["solver"]) == ["auto"] and table["status"][0] == "optimal"
    assert main(["check", str(SPECS / "quickstart.yaml"), "--solvers", "nope", "--quiet"]) == 2


@pytest.mark.parametrize("spec", ["examples/wang-fung-table1/spec.yaml", "temporal-relay.yaml"])
def test_sequential_and_temporal_specs_run_within_a_minute(spec, tmp_path, capsys):
    start = time.perf_counter()
    assert main(["check", str(SPECS / spec), "--out", str(tmp_path / "c"), "--quiet"]) == 0
    assert time.perf_counter() - start < 60
    table = pd.read_csv(tmp_path / "c" / "check.csv")
    assert len(table) >= 1 and (table["verified"] == "yes").all()
    assert len(capsys.readouterr().out.splitlines()) >= len(table) + 1


def test_a_violating_solver_output_exits_3(tmp_path, capsys, monkeypatch):
    make_bottom_up_leak(monkeypatch)
    code = main(["check", str(SPECS / "quickstart.yaml"), "--out", str(tmp_path / "c"), "--quiet"])
    printed = capsys.readouterr().out
    assert code == 3 and "VIOLATION bottom-up" in printed
    table = pd.read_csv(tmp_path / "c" / "check.csv").set_index("solver")
    assert table.loc["bottom-up", "verified"] == "NO" and table.loc["bottom-up", "k-anonymity"].endswith("FAIL")
    assert table.loc["cpsat-cut", "verified"] == "yes"


def test_run_without_a_solver_uses_auto_and_solver_flag_still_works(tmp_path, capsys):
    import json

    import yaml
    spec = yaml.safe_load((SPECS / "quickstart.yaml").read_text())
    spec["solver"] = {"time_limit": 20, "seed": 0}
    path = tmp_path / "qs.yaml"
    path.write_text(yaml.safe_dump(spec))
    assert main(["run", str(path), "--out", str(tmp_path / "a"), "--quiet"]) == 0
    report = json.loads((tmp_path / "a" / "report.json").read_text())
    assert report["solver"] == "auto" and report["status"] == "optimal"
    # top-down's release is the hint cpsat-cut proves optimal without improving it: top-down is credited
    assert report["statistics"]["auto"]["produced_by"] == "top-down"
    assert report["statistics"]["auto"]["exact_found_by"] == "hint"
    assert main(["run", str(path), "--solver", "bottom-up", "--out", str(tmp_path / "b"), "--quiet"]) == 0
    assert json.loads((tmp_path / "b" / "report.json").read_text())["solver"] == "bottom-up"
    assert get_solver("auto").name == "auto"
