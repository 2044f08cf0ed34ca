"""The CLI's happy paths: run (report.json, release, atomic output), validate, schema, solvers, bench."""

from __future__ import annotations

import json
import subprocess
import sys

import pandas as pd

from seqanon_opt.cli import main

from helpers import REPO

QUICKSTART = REPO / "specs" / "quickstart.yaml"


def test_quickstart_run_writes_verified_optimal_release(tmp_path, capsys):
    out = tmp_path / "qs"
    assert main(["run", str(QUICKSTART), "--out", str(out), "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "status OPTIMAL" in printed and len(printed.splitlines()) < 25
    report = json.loads((out / "report.json").read_text())
    assert report["spec"] == "quickstart" and report["solver"] == "cpsat-cut"
    assert report["status"] == "optimal" and report["gap"] == 0.0
    assert report["objective"]["metric"] == "LM"
    assert report["bound"] == report["objective"]["value"]
    assert report["requirements"][0]["kind"] == "k-anonymity" and report["requirements"][0]["satisfied"]
    rows = report["rows"]
    assert rows["in"] == 24 and rows["out"] + rows["suppressed"] == 24
    release = pd.read_csv(out / "release.csv", dtype=str)
    assert len(release) == rows["out"]
    assert "id" not in release.columns  # the key is never published
    assert release.groupby(["age", "sex", "zip", "job"]).size().min() >= 3
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".qs")]  # no staging left


def test_same_seed_same_release(tmp_path, capsys):
    for name in ("a", "b"):
        assert main(["run", str(QUICKSTART), "--out", str(tmp_path / name), "--seed", "7", "--quiet"]) == 0
    assert (tmp_path / "a" / "release.csv").read_text() == (tmp_path / "b" / "release.csv").read_text()


def test_rerun_replaces_its_own_output_folder(tmp_path, capsys):
    out = tmp_path / "o"
    assert main(["run", str(QUICKSTART), "--out", str(out), "--quiet"]) == 0
    (out / "stale.txt").write_text("old")
    assert main(["run", str(QUICKSTART), "--out", str(out), "--quiet"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["release.csv", "report.html", "report.json", "suppressed.csv",
                                                     "transformation.json"]


def test_k_equal_to_table_size_generalizes_everything_to_the_root(tmp_path, capsys):
    spec = QUICKSTART.read_text().replace("k: 3\n    suppression: 0.1", "k: 24\n    suppression: 0.0")
    path = tmp_path / "q.yaml"
    path.write_text(spec)
    assert main(["run", str(path), "--out", str(tmp_path / "o"), "--quiet"]) == 0
    report = json.loads((tmp_path / "o" / "report.json").read_text())
    # one group of 24: every one of the 4 QI cells costs LM 1
    assert report["status"] == "optimal" and report["objective"]["value"] == 24 * 4


def test_validate_schema_solvers_bench_list(capsys):
    assert main(["validate", str(QUICKSTART)]) == 0
    assert "valid" in capsys.readouterr().out
    assert main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert "requirements" in schema["properties"] and schema["additionalProperties"] is False
    assert main(["solvers"]) == 0
    assert "cpsat-cut" in capsys.readouterr().out
    assert main(["bench", "--list"]) == 0
    assert "quickstart" in capsys.readouterr().out


def test_console_script_end_to_end(tmp_path):
    out = tmp_path / "o"
    proc = subprocess.run([sys.executable, "-m", "seqanon_opt.cli", "run", str(QUICKSTART), "--out", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert (out / "report.json").exists()


def test_compile_writes_models_that_reprove_the_optimum(tmp_path, capsys):
    import pulp
    from ortools.sat.python import cp_model
    for fmt, suffix in (("cpsat", "pbtxt"), ("mps", "mps"), ("lp", "lp")):
        out = tmp_path / f"q.{suffix}"
        assert main(["compile", str(QUICKSTART), "--format", fmt, "--out", str(out)]) == 0
        assert out.stat().st_size > 0
    assert "integer optimum 11316" in capsys.readouterr().out  # LM 41 x scale 276
    model = cp_model.CpModel()
    model.Proto().parse_text_format((tmp_path / "q.pbtxt").read_text())
    solver = cp_model.CpSolver()
    assert solver.Solve(model) == cp_model.OPTIMAL and round(solver.ObjectiveValue()) == 11316
    _, program = pulp.LpProblem.fromMPS(str(tmp_path / "q.mps"))
    program.solve(pulp.PULP_CBC_CMD(msg=False))
    assert round(pulp.value(program.objective)) == 11316


def test_compile_refuses_a_problem_without_an_exportable_model(tmp_path, capsys):
    spec = REPO / "specs" / "examples" / "temporal-snapshots" / "spec.yaml"
    assert main(["compile", str(spec), "--format", "lp", "--out", str(tmp_path / "x.lp")]) == 4
    assert "no exportable model" in capsys.readouterr().err
