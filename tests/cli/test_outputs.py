"""Fail-closed publishing and output folders: only declared columns are published; a user's folder,
file or data is never replaced or lost; interrupts leave nothing; report.json reproduces the run."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
import yaml

from seqanon_opt import pipeline, report as report_module
from seqanon_opt.cli import main

REPO = Path(__file__).resolve().parents[2]
QUICKSTART = REPO / "specs" / "quickstart.yaml"

SPEC = {
    "name": "columns",
    "data": {"columns": ["ssn", "age", "sex", "disease", "weight", "note"],
             "rows": [[f"ssn-{i}", 30 + 5 * (i % 4), "FM"[i % 2], ["flu", "cold", "hiv"][i % 3], 60 + i, f"n{i}"]
                      for i in range(12)]},
    "roles": {"quasi_identifiers": ["age", "sex"], "sensitive": "disease"},
    "taxonomies": {"age": {"intervals": [[30, 40, 50], [30, 50]]}, "sex": {"tree": {"*": ["F", "M"]}}},
    "requirements": [{"kind": "k-anonymity", "k": 2}],
    "solver": {"name": "cpsat-cut", "time_limit": 10},
}


def write(tmp_path: Path, spec: dict, name: str = "spec.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(spec, sort_keys=False))
    return path


def run(tmp_path: Path, spec: dict, *extra: str, out: Path | None = None) -> tuple[int, Path]:
    out = out or tmp_path / "out"
    return main(["run", str(write(tmp_path, spec)), "--out", str(out), "--quiet", *extra]), out


# ---------------------------------------------------------------- item 1: fail closed on columns
def test_undeclared_columns_are_never_published(tmp_path, capsys):
    code, out = run(tmp_path, SPEC)
    assert code == 0, capsys.readouterr().err
    release = pd.read_csv(out / "release.csv", dtype=str)
    assert list(release.columns) == ["age", "sex", "disease"]
    report = json.loads((out / "report.json").read_text())
    assert report["columns"] == {"published": ["age", "sex", "disease"], "dropped": ["ssn", "weight", "note"]}
    assert "not published (not declared): ssn, weight, note" in capsys.readouterr().out


def test_insensitive_columns_are_published_unchanged(tmp_path, capsys):
    spec = {**SPEC, "roles": {**SPEC["roles"], "insensitive": ["weight"]}}
    code, out = run(tmp_path, spec)
    assert code == 0, capsys.readouterr().err
    release = pd.read_csv(out / "release.csv", dtype=str)
    assert list(release.columns) == ["age", "sex", "disease", "weight"]
    assert sorted(release["weight"]) == sorted(str(60 + i) for i in range(12))


def test_the_key_is_never_published_and_names_suppressed_records(tmp_path, capsys):
    spec = {**SPEC, "roles": {**SPEC["roles"], "key": "ssn"},
            "requirements": [{"kind": "k-anonymity", "k": 5, "suppression": 0.5}]}
    code, out = run(tmp_path, spec)
    assert code == 0, capsys.readouterr().err
    release = pd.read_csv(out / "release.csv", dtype=str)
    assert "ssn" not in release.columns
    suppressed = pd.read_csv(out / "suppressed.csv", dtype=str)
    report = json.loads((out / "report.json").read_text())
    assert list(suppressed.columns) == ["record", "ssn"]
    assert len(suppressed) == report["rows"]["suppressed"] == 12 - len(release)
    assert set(suppressed["ssn"]) == {f"ssn-{int(r) - 1}" for r in suppressed["record"]}


def test_adult_bottom_up_spec_publishes_no_raw_age_or_fnlwgt():
    from seqanon_opt.release import dropped_columns, published_columns
    from helpers import shared_data
    shared_data("adult-uci")
    problem = pipeline.load_problem(REPO / "specs" / "adult-bottom-up.yaml")
    assert "age" not in published_columns(problem) and "fnlwgt" not in published_columns(problem)
    assert {"age", "fnlwgt"} <= set(dropped_columns(problem))


# ---------------------------------------------------------------- item 2: never destroy what is not ours
def test_out_on_a_users_folder_is_refused_and_the_file_untouched(tmp_path, capsys):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "thesis.tex").write_text("years of work")
    code, _ = run(tmp_path, SPEC, out=out)
    err = capsys.readouterr().err
    assert code == 2 and "not a seqanon output" in err and "--out" in err and len(err.strip().splitlines()) == 1
    assert sorted(p.name for p in out.iterdir()) == ["thesis.tex"]
    assert (out / "thesis.tex").read_text() == "years of work"


def test_force_replaces_a_users_folder(tmp_path, capsys):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "old.txt").write_text("x")
    code, _ = run(tmp_path, SPEC, "--force", out=out)
    assert code == 0, capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == ["release.csv", "report.html", "report.json", "suppressed.csv",
                                                     "transformation.json"]


def test_a_previous_output_is_replaced_whole(tmp_path, capsys):
    code, out = run(tmp_path, SPEC)
    assert code == 0
    (out / "stale.csv").write_text("from an older run")
    code, out = run(tmp_path, SPEC)
    assert code == 0, capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == ["release.csv", "report.html", "report.json", "suppressed.csv",
                                                     "transformation.json"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "spec.yaml"]


def test_an_empty_folder_is_taken(tmp_path, capsys):
    out = tmp_path / "empty"
    out.mkdir()
    assert run(tmp_path, SPEC, out=out)[0] == 0, capsys.readouterr().err


def test_out_naming_a_file_is_refused(tmp_path, capsys):
    target = tmp_path / "release.csv"
    target.write_text("keep me")
    code, _ = run(tmp_path, SPEC, out=target)
    err = capsys.readouterr().err
    assert code == 2 and "existing file" in err and "--out" in err
    assert target.read_text() == "keep me"


@pytest.mark.parametrize("out", ["/dev/null/x", "/proc/seqanon-out"])
def test_unwritable_out_is_refused_before_solving(tmp_path, capsys, monkeypatch, out):
    def never(*args, **kwargs):
        raise AssertionError("solved before the output folder was checked")
    monkeypatch.setattr(pipeline, "_solve", never)
    code, _ = run(tmp_path, SPEC, out=Path(out))
    err = capsys.readouterr().err
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err and out in err


def test_missing_parents_are_created(tmp_path, capsys):
    code, out = run(tmp_path, SPEC, out=tmp_path / "a" / "b" / "c")
    assert code == 0, capsys.readouterr().err
    assert (out / "release.csv").exists()


def test_output_files_get_ordinary_permissions(tmp_path, capsys):
    old = os.umask(0o022)
    try:
        code, out = run(tmp_path, SPEC)
    finally:
        os.umask(old)
    assert code == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o755
    for path in out.iterdir():
        assert stat.S_IMODE(path.stat().st_mode) == 0o644, path


def signal_during_write(spec: Path, out: Path, signum: int, *, half_file: bool) -> subprocess.CompletedProcess:
    """``seqanon run`` in a fresh process (signals reach a main thread there, as in real use) that sends
    itself ``signum`` while writing report.json into the staging folder."""
    script = ("import os, sys\n"
              "from pathlib import Path\n"
              "import seqanon_opt.pipeline as p\n"
              "def interrupted(path, report):\n"
              + ("    Path(path).write_text('{')\n" if half_file else "")
              + f"    os.kill(os.getpid(), {int(signum)})\n"
              "p.write_json = interrupted\n"
              "from seqanon_opt.cli import main\n"
              f"sys.exit(main(['run', {str(spec)!r}, '--out', {str(out)!r}, '--quiet']))\n")
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("signum, code", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_signal_during_the_write_leaves_nothing(tmp_path, signum, code):
    done = signal_during_write(write(tmp_path, SPEC), tmp_path / "new-parent" / "out", signum, half_file=True)
    assert done.returncode == code, done.stderr
    err = done.stderr.strip().splitlines()
    assert len(err) == 1 and "nothing half-written" in err[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["spec.yaml"]


def test_a_signal_during_the_write_keeps_the_previous_output(tmp_path, capsys):
    assert run(tmp_path, SPEC)[0] == 0
    before = {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir()}
    done = signal_during_write(tmp_path / "spec.yaml", tmp_path / "out", signal.SIGTERM, half_file=False)
    assert done.returncode == 143, done.stderr
    assert {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "spec.yaml"]


def test_sigterm_to_a_running_process_exits_143_and_leaves_nothing(tmp_path):
    spec = {**SPEC, "name": "slow", "solver": {"name": "cpsat-cut", "time_limit": 60}}
    path = write(tmp_path, spec)
    script = ("import time, seqanon_opt.pipeline as p, sys\n"
              "real = p._solve\n"
              "def slow(*a, **k):\n"
              "    print('solving', flush=True); time.sleep(30); return real(*a, **k)\n"
              "p._solve = slow\n"
              "from seqanon_opt.cli import main\n"
              f"sys.exit(main(['run', {str(path)!r}, '--out', {str(tmp_path / 'o' / 'out')!r}, '--quiet']))\n")
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    assert proc.stdout.readline().strip() == "solving"
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, err
    assert err.strip().splitlines() == ["seqanon: terminated (SIGTERM); nothing half-written"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["spec.yaml"]


# ---------------------------------------------------------------- item 9: report.json reproduces the run
def test_report_records_versions_settings_and_input_digests(tmp_path, capsys):
    data = tmp_path / "table.csv"
    pd.DataFrame(SPEC["data"]["rows"], columns=SPEC["data"]["columns"]).to_csv(data, index=False)
    spec = {**SPEC, "data": {"path": "table.csv"}}
    code, out = run(tmp_path, spec, "--seed", "7", "--time-limit", "5")
    assert code == 0, capsys.readouterr().err
    report = json.loads((out / "report.json").read_text())
    assert report["producer"]["name"] == "seqanon-opt"
    assert set(report["producer"]["libraries"]) >= {"ortools", "pulp"}
    assert report["producer"]["python"] == ".".join(map(str, sys.version_info[:3]))
    assert report["run"]["seed"] == 7 and report["run"]["time_limit_s"] == 5.0
    assert report["run"]["solver"] == "cpsat-cut" and report["run"]["workers"] >= 1
    assert "--seed" in report["run"]["command"] and report["run"]["utc"].endswith("+00:00")
    digests = {entry["field"]: entry["sha256"] for entry in report["inputs"]}
    assert digests["data.path"] == hashlib.sha256(data.read_bytes()).hexdigest()
    assert digests["spec"] == hashlib.sha256((tmp_path / "spec.yaml").read_bytes()).hexdigest()


def test_infeasible_run_says_zero_published(tmp_path, capsys):
    spec = {**SPEC, "requirements": [{"kind": "l-diversity", "l": 3}],
            "data": {**SPEC["data"], "rows": [r[:3] + ["flu"] + r[4:] for r in SPEC["data"]["rows"]]}}
    spec["data"]["rows"][0][3] = "cold"
    spec["data"]["rows"][1][3] = "hiv"
    code, out = run(tmp_path, spec)
    printed = capsys.readouterr().out
    assert code == 1
    report = json.loads((out / "report.json").read_text())
    assert report["status"] == "infeasible" and report["rows"]["out"] == 0
    assert "12 in, 0 published" in printed
    assert not (out / "release.csv").exists()


def test_numbers_print_in_one_format():
    from seqanon_opt.formatting import number, percent
    assert [number(v) for v in (63161.0, 30162, 142361.4629, 0.2003412, None, float("nan"))] == \
        ["63161", "30162", "142361", "0.200341", "-", "-"]
    assert percent(0.42174) == "42.17%" and percent(None) == "-"
    text = report_module.summary({
        "spec": "s", "solver": "x", "status": "feasible", "runtime_s": 1.0,
        "objective": {"metric": "LM", "value": 118310.0}, "bound": 63161.25, "gap": 0.466,
        "rows": {"in": 10, "out": 9, "suppressed": 1, "dropped_missing": 0}, "requirements": []})
    assert "LM = 118310   bound 63161.2   gap 46.60%" in text
