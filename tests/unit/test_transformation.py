"""Saved transformations (issue 16 item 2): transformation.json of a run, re-applied to new records."""

from __future__ import annotations

import copy
import json

import pandas as pd
import pytest
import yaml

from seqanon_opt.api import anonymize, apply
from seqanon_opt.errors import PrivacyViolation, SpecError
from seqanon_opt.pipeline import apply_transformation_spec, run, with_data
from seqanon_opt.spec import load_spec
from seqanon_opt.transformation import CELL_NOTE, taxonomy_sha256

from helpers import REPO, write_spec

QUICKSTART_FILE = REPO / "specs" / "quickstart.yaml"
QUICKSTART = yaml.safe_load(QUICKSTART_FILE.read_text())


def quickstart_frame() -> pd.DataFrame:
    return pd.DataFrame(QUICKSTART["data"]["rows"], columns=QUICKSTART["data"]["columns"])


def test_round_trip_gives_the_same_release(tmp_path):
    first = run(QUICKSTART_FILE, out_dir=tmp_path / "run")
    saved = tmp_path / "run" / "transformation.json"
    record = json.loads(saved.read_text())
    assert record["model"] == "cut" and record["reapplicable"] is True
    assert record["cuts"] == {a: [first.problem.taxonomies[a].labels[v] for v in nodes]
                              for a, nodes in first.solution.cuts.items()}
    assert record["taxonomies"]["zip"]["sha256"] == taxonomy_sha256(first.problem.taxonomies["zip"])

    data = tmp_path / "same.csv"
    quickstart_frame().to_csv(data, index=False)
    spec, source = load_spec(QUICKSTART_FILE)
    again = apply_transformation_spec(with_data(spec, data), source, saved, out_dir=tmp_path / "applied")
    assert again.verification.ok
    assert again.release.reset_index(drop=True).equals(first.release.reset_index(drop=True))
    written = pd.read_csv(tmp_path / "applied" / "release.csv", dtype=str)
    assert written.equals(pd.read_csv(tmp_path / "run" / "release.csv", dtype=str))
    report = json.loads((tmp_path / "applied" / "report.json").read_text())
    assert report["applied"]["transformation"] == str(saved) and len(report["applied"]["sha256"]) == 64
    assert not (tmp_path / "applied" / "transformation.json").exists()  # an apply chooses nothing new


def test_new_rows_verify_or_report_the_violated_requirement():
    result = anonymize(quickstart_frame(), str(QUICKSTART_FILE))
    record = result.transformation
    # the same values, each record twice and shuffled: every group doubles, k-anonymity holds
    doubled = pd.concat([quickstart_frame()] * 2).sample(frac=1.0, random_state=3)
    applied = apply(doubled, str(QUICKSTART_FILE), record)
    assert applied.verification.ok and applied.verification.checks[0].achieved >= 6
    assert len(applied.release) == 48
    # five records drawn from the same values: groups of 1-2, more rows than the 10% budget can drop
    with pytest.raises(PrivacyViolation, match="k-anonymity") as caught:
        apply(quickstart_frame().iloc[[0, 4, 8, 12, 16]], str(QUICKSTART_FILE), record)
    check = caught.value.result.verification.checks[0]
    assert check.kind == "k-anonymity" and not check.satisfied and check.achieved < 3
    # the same through anonymize(transformation=...)
    assert anonymize(doubled, str(QUICKSTART_FILE), transformation=record).release.equals(applied.release)


def test_small_groups_within_the_budget_are_suppressed_whole():
    record = anonymize(quickstart_frame(), str(QUICKSTART_FILE)).transformation
    doubled = pd.concat([quickstart_frame()] * 2, ignore_index=True)
    release = apply(doubled, str(QUICKSTART_FILE), record).release
    qis = list(QUICKSTART["roles"]["quasi_identifiers"])
    group = release.index[(release[qis] == release[qis].iloc[0]).all(axis=1)]  # table positions of one group
    assert len(group) >= 3
    frame = doubled.drop(index=group[1:])  # that group left with one record
    applied = apply(frame, str(QUICKSTART_FILE), record)
    assert applied.verification.ok
    assert applied.solution.suppressed_count == applied.report["applied"]["suppressed"] == 1
    assert applied.report["applied"]["violating_groups"] == 1
    assert len(applied.release) == len(frame) - 1
    assert applied.release.groupby(qis).size().min() >= 3


def test_a_changed_taxonomy_is_refused(tmp_path):
    record = anonymize(quickstart_frame(), str(QUICKSTART_FILE)).transformation
    changed = copy.deepcopy(QUICKSTART)
    changed["taxonomies"]["job"] = {"tree": {"*": {"care": ["nurse", "doctor"], "desk": ["clerk", "lawyer"]}}}
    with pytest.raises(SpecError, match="taxonomies.job") as caught:
        apply(None, str(write_spec(tmp_path, changed)), record)
    assert "\n" not in str(caught.value) and "differs" in str(caught.value)


def test_a_cell_transformation_is_refused(tmp_path):
    cell = copy.deepcopy(QUICKSTART)
    cell.update(generalization="cell", solver={"name": "cpsat-cell", "time_limit": 30, "seed": 0})
    spec = write_spec(tmp_path, cell)
    result = anonymize(None, str(spec))
    record = result.transformation
    assert record["reapplicable"] is False and record["note"] == CELL_NOTE and "cells" in record
    with pytest.raises(SpecError, match="cannot be re-applied") as caught:
        apply(None, str(spec), record)
    assert "\n" not in str(caught.value)
    run(spec, out_dir=tmp_path / "out")
    saved = json.loads((tmp_path / "out" / "transformation.json").read_text())
    assert saved["reapplicable"] is False


def test_temporal_and_sequential_releases_are_saved_as_not_reapplicable(tmp_path):
    for spec in (REPO / "specs" / "temporal-relay.yaml", REPO / "specs" / "wang-fung" / "set-a.yaml"):
        result = run(spec, out_dir=tmp_path / spec.stem)
        saved = json.loads((tmp_path / spec.stem / "transformation.json").read_text())
        assert saved["reapplicable"] is False and result.problem.kind in saved["note"]
        with pytest.raises(SpecError, match="cannot be re-applied"):
            apply(None, str(spec), saved)
