"""Dynamic tables end to end: records added after the previous release (Shmueli-Tassa et al. section 6)."""

from __future__ import annotations

import json

import pytest
import yaml

from seqanon_opt.cli import main
from seqanon_opt.pipeline import load_problem, solve_problem
from seqanon_opt.release import publish
from seqanon_opt.verify import verify_release

from helpers import REPO

ROWS = [[20, "male", "measles"], [20, "female", "hepatitis"], [30, "male", "flu"], [30, "female", "angina"],
        [20, "male", "flu"], [30, "female", "measles"]]


def _spec(tmp_path, dynamic: str, rows=ROWS) -> str:
    (tmp_path / "release1.csv").write_text(
        (REPO / "specs" / "examples" / "shmueli-tassa-table1" / "release1.csv").read_text())
    spec = {"name": "dynamic", "data": {"columns": ["age", "gender", "disease"], "rows": rows},
            "roles": {"quasi_identifiers": ["age", "gender"], "sensitive": "disease"},
            "problem": {"kind": "sequential", "release_attributes": ["gender", "disease"],
                        "previous": [{"path": "release1.csv", "attributes": ["age", "disease"]}], "dynamic": dynamic},
            "generalization": "cell", "requirements": [{"kind": "k-linkability", "k": 2, "join": "FMJ"}],
            "solver": {"name": "two-stage"}}
    path = tmp_path / f"{dynamic}.yaml"
    path.write_text(yaml.safe_dump(spec, sort_keys=False))
    return str(path)


@pytest.mark.parametrize("dynamic", ["unifying", "separative"])
def test_new_records_are_released_and_verified(tmp_path, capsys, dynamic):
    out = tmp_path / "out"
    assert main(["run", _spec(tmp_path, dynamic), "--out", str(out), "--quiet"]) == 0, capsys.readouterr().err
    report = json.loads((out / "report.json").read_text())
    assert report["requirements"][0]["satisfied"]
    assert report["rows"]["out"] == len(ROWS)


def test_unifying_verification_sees_the_new_records_suppressed_in_earlier_releases(tmp_path):
    problem = load_problem(_spec(tmp_path, "unifying"))
    release = publish(problem, solve_problem(problem))
    assert verify_release(problem, release).ok
    # publishing the new records exactly next to their suppressed copies (*, s) in release 1 links
    # a QI tuple to one sensitive value only when release 2 pins them down
    exact = release.copy()
    exact["gender"] = problem.table["gender"].to_numpy()
    separative = verify_release(load_problem(_spec(tmp_path, "separative")), exact)
    unifying = verify_release(problem, exact)
    assert not separative.ok  # the two new records alone, published exactly, are 1-linkable
    assert unifying.checks[0].achieved is not None


def test_previous_release_longer_than_the_table_is_bad_input(tmp_path, capsys):
    code = main(["run", _spec(tmp_path, "unifying", rows=ROWS[:3]), "--out", str(tmp_path / "o"), "--quiet"])
    err = capsys.readouterr().err
    assert code == 2 and "previous[0].path" in err and "deleting records is not supported" in err
    assert len(err.strip().splitlines()) == 1


def test_new_records_that_leave_a_release_no_view_of_its_records_are_bad_input(tmp_path, capsys):
    """Listing the wrong rows as new (the previous release held rows 2..9, not 0..7) is found when the
    releases are first joined: one line naming problem.new_records and its line, exit 2, nothing written."""
    import sys
    sys.path.insert(0, str(REPO / "tests" / "unit"))
    from test_dynamic_tables import NEW
    from test_dynamic_tables import _spec as dynamic_spec

    spec = dynamic_spec(tmp_path, NEW[:2], k=2, approach="separative")
    spec["problem"]["new_records"] = [0, 1]
    path = tmp_path / "spec.yaml"
    path.write_text(yaml.safe_dump(spec, sort_keys=False))
    assert main(["run", str(path), "--out", str(tmp_path / "out"), "--quiet"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "spec.yaml:" in err and "field 'problem.new_records'" in err
    assert "no views of the records they held" in err and not (tmp_path / "out").exists()
