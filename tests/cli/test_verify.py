"""`seqanon verify` on releases made elsewhere, and `seqanon run` refusing a violating release."""

from __future__ import annotations

import numpy as np
import pandas as pd

from seqanon_opt.cli import main
from seqanon_opt.solution import Solution, Status
from seqanon_opt.solvers.cpsat.cut_solver import CpSatCutSolver

from helpers import REPO

QUICKSTART = REPO / "specs" / "quickstart.yaml"
TABLE1 = REPO / "specs" / "examples" / "shmueli-tassa-table1"


def test_verify_accepts_the_quickstart_release_and_rejects_a_tampered_one(tmp_path, capsys):
    out = tmp_path / "qs"
    assert main(["run", str(QUICKSTART), "--out", str(out), "--quiet"]) == 0
    capsys.readouterr()
    assert main(["verify", str(QUICKSTART), "--release", str(out / "release.csv")]) == 0
    assert "k-anonymity      yes" in capsys.readouterr().out
    release = pd.read_csv(out / "release.csv", dtype=str)
    release.loc[0, "sex"] = "F" if release.loc[0, "sex"] == "M" else "M"  # no longer its own value
    release.loc[0, "zip"] = "13053"
    bad = tmp_path / "bad.csv"
    release.to_csv(bad, index=False)
    assert main(["verify", str(QUICKSTART), "--release", str(bad)]) == 3
    printed = capsys.readouterr().out
    assert "k-anonymity      NO" in printed and "structure:" in printed


def test_shmueli_tassa_table1_pair_is_only_1_linkable(capsys):
    code = main(["verify", str(TABLE1 / "spec.yaml"), "--release", str(TABLE1 / "release2.csv")])
    printed = capsys.readouterr().out
    assert code == 3
    line = next(row for row in printed.splitlines() if row.startswith("k-linkability"))
    assert line.split()[1:3] == ["NO", "1"]


def test_suppressing_gender_in_the_second_release_restores_2_linkability(tmp_path, capsys):
    release = pd.read_csv(TABLE1 / "release2.csv", dtype=str)
    release["gender"] = "*"
    path = tmp_path / "r2.csv"
    release.to_csv(path, index=False)
    code = main(["verify", str(TABLE1 / "spec.yaml"), "--release", str(path)])
    printed = capsys.readouterr().out
    line = next(row for row in printed.splitlines() if row.startswith("k-linkability"))
    assert line.split()[1:3] == ["yes", "2"] and code == 0, printed


def test_release_with_unknown_label_is_bad_input(tmp_path, capsys):
    path = tmp_path / "r.csv"
    path.write_text("gender,disease\nmale,measles\nrobot,flu\n")
    spec = tmp_path / "spec.yaml"
    spec.write_text((TABLE1 / "spec.yaml").read_text().replace("release1.csv", str(TABLE1 / "release1.csv")))
    assert main(["verify", str(spec), "--release", str(path)]) == 2
    err = capsys.readouterr().err
    assert "r.csv:3" in err and "'robot'" in err and "not a node" in err


def _violating_solve(self, problem, **kwargs):
    """A deliberately broken solver: publishes every value unchanged."""
    generalized = {a: problem.codes[a].copy() for a in problem.quasi_identifiers}
    return Solution("cpsat-cut", Status.OPTIMAL, objective=0.0, bound=0.0, generalized=generalized,
                    suppressed=np.zeros(problem.n_rows, dtype=bool))


def test_run_refuses_to_write_a_violating_release(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(CpSatCutSolver, "solve", _violating_solve)
    out = tmp_path / "o"
    assert main(["run", str(QUICKSTART), "--out", str(out), "--quiet"]) == 3
    err = capsys.readouterr().err
    assert "violates" in err and "k-anonymity" in err and len(err.strip().splitlines()) == 1
    assert not out.exists()
    assert main(["run", str(QUICKSTART), "--out", str(out), "--quiet", "--keep-violating"]) == 3
    assert (out / "release.csv").exists() and (out / "report.json").exists()


EXAMPLES = REPO / "specs" / "examples"


def _line(printed: str, kind: str) -> list[str]:
    return next(row for row in printed.splitlines() if row.startswith(kind)).split()


def test_song_table3_leaks_zhao_and_sa_generalization_fixes_it(capsys):
    spec = str(EXAMPLES / "song-table3" / "spec.yaml")
    assert main(["verify", spec, "--release", str(EXAMPLES / "song-table3" / "table3.csv")]) == 3
    printed = capsys.readouterr().out
    # Zhao's group holds two pneumonia records: Pleak = (1 + 1) / 2 = 1 > 0.5, though 2-anonymous
    assert _line(printed, "k-anonymity")[1:3] == ["yes", "2"]
    assert _line(printed, "personalized")[1:3] == ["NO", "1"] and "'pleak': 1.0" in printed
    fixed = str(EXAMPLES / "song-table3" / "table3-sa-generalized.csv")
    assert main(["verify", spec, "--release", fixed]) == 0
    # 'respiratory' has 2 leaves: Pleak(Zhao) = (1/2 + 1/2) / 2 = 0.5
    assert _line(capsys.readouterr().out, "personalized")[1:3] == ["yes", "0.5"]


def test_temporal_snapshots_l_eligibility(capsys):
    spec = str(EXAMPLES / "temporal-snapshots" / "spec.yaml")
    assert main(["verify", spec, "--release", str(EXAMPLES / "temporal-snapshots" / "as-collected.csv")]) == 3
    # day 1: flu in 2 of 3 records, 3 / 2 = 1.5 < 2
    assert _line(capsys.readouterr().out, "l-eligibility")[1:3] == ["NO", "1.5"]
    assert main(["verify", spec, "--release", str(EXAMPLES / "temporal-snapshots" / "published.csv")]) == 0
    assert _line(capsys.readouterr().out, "l-eligibility")[1:3] == ["yes", "2"]


def test_wang_fung_table1_join_reveals_alice_cancer(capsys):
    spec = str(EXAMPLES / "wang-fung-table1" / "spec.yaml")
    assert main(["verify", spec, "--release", str(EXAMPLES / "wang-fung-table1" / "t1.csv")]) == 3
    printed = capsys.readouterr().out
    # the {Bob, HIV} group of the join has one record; Alice -> Cancer holds in 4 of 4 join records
    assert _line(printed, "xy-anonymity")[1:3] == ["NO", "1"]
    assert "{'Name': 'Bob', 'Disease': 'HIV'}" in printed
    assert _line(printed, "xy-linkability")[1:3] == ["NO", "1"]
    assert "'values': {'Name': 'Alice'}, 'sensitive': {'Disease': 'Cancer'}, 'size': 4, 'count': 4" in printed
