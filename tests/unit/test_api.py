"""The pandas API (issue 16 item 1): a DataFrame and a spec dict with taxonomies as Python objects give the
release the CLI gives on the same inputs; verify() judges any release; errors are the CLI's one-liners."""

from __future__ import annotations

import copy
import json

import pandas as pd
import pytest
import yaml

import seqanon_opt as so
from seqanon_opt.errors import PrivacyViolation, SpecError
from seqanon_opt.pipeline import run

from helpers import REPO

QUICKSTART = yaml.safe_load((REPO / "specs" / "quickstart.yaml").read_text())


def frame() -> pd.DataFrame:
    data = QUICKSTART["data"]
    df = pd.DataFrame(data["rows"], columns=data["columns"])
    df["age"] = df["age"].astype(int)  # numbers as numbers, as a notebook holds them
    return df


def notebook_spec() -> dict:
    """The quickstart's roles and requirements, its taxonomies as Python objects of every accepted kind."""
    return {
        "roles": copy.deepcopy(QUICKSTART["roles"]),
        "taxonomies": {
            "age": QUICKSTART["taxonomies"]["age"]["intervals"],                   # interval levels
            "sex": {"F": "*", "M": "*"},                                             # {value: parent}
            "zip": QUICKSTART["taxonomies"]["zip"]["tree"],                          # nested tree
            "job": {"tree": QUICKSTART["taxonomies"]["job"]["tree"]},                # spec form
        },
        "requirements": [{"kind": "k-anonymity", "k": 3, "suppression": 0.1}, {"kind": "l-diversity", "l": 2}],
        "objective": "LM",
        "generalization": "cut",
        "solver": {"name": "cpsat-cut", "time_limit": 30, "seed": 0},
    }


def test_notebook_flow_gives_the_cli_release(tmp_path):
    result = so.anonymize(frame(), notebook_spec())
    assert result.verification.ok and result.solution.status.value == "optimal"
    assert result.report["objective"] == {"metric": "LM", "value": pytest.approx(result.solution.objective)}
    assert result.report["inputs"] == []  # no file was read
    transformation = result.transformation
    assert transformation["model"] == "cut" and set(transformation["cuts"]) == {"age", "sex", "zip", "job"}

    spec_file = tmp_path / "spec.yaml"
    cli_spec = copy.deepcopy(QUICKSTART)
    cli_spec.update({k: v for k, v in notebook_spec().items() if k in ("requirements", "solver", "generalization")})
    cli_spec["taxonomies"]["sex"] = {"tree": {"*": ["F", "M"]}}
    spec_file.write_text(yaml.safe_dump(cli_spec))
    cli = run(spec_file)
    assert cli.solution.objective == pytest.approx(result.solution.objective)
    assert result.release.reset_index(drop=True).equals(cli.release.reset_index(drop=True))

    assert so.verify(frame(), result.release, notebook_spec()).ok
    shuffled = result.release.sample(frac=1.0, random_state=1)
    assert so.verify(frame(), shuffled, notebook_spec()).ok  # content, not row order


def test_a_release_that_breaks_a_requirement_does_not_verify():
    df = frame()
    spec = notebook_spec()
    release = df[["age", "sex", "zip", "job", "diagnosis"]].astype(str)  # published as it is: not 3-anonymous
    verification = so.verify(df, release, spec)
    assert not verification.ok
    assert any("k-anonymity" in failure for failure in verification.failures())


def test_a_spec_file_with_a_dataframe_and_the_spec_data_alone():
    df = frame()
    path = REPO / "specs" / "quickstart.yaml"
    from_file = so.anonymize(None, path)
    from_frame = so.anonymize(df, path)
    assert from_file.solution.objective == pytest.approx(from_frame.solution.objective)
    assert from_file.release.equals(from_frame.release)


def test_errors_are_one_line_spec_errors():
    spec = notebook_spec()
    spec["taxonomies"]["sex"] = {"F": "*", "M": "any"}  # two roots
    with pytest.raises(SpecError, match="exactly one root") as info:
        so.anonymize(frame(), spec)
    assert "\n" not in str(info.value)
    spec = notebook_spec()
    spec["requirements"][0]["k"] = 0
    with pytest.raises(SpecError, match="requirements"):
        so.anonymize(frame(), spec)
    spec = notebook_spec()
    spec["roles"]["quasi_identifiers"].append("height")
    with pytest.raises(SpecError, match="height"):
        so.anonymize(frame(), spec)


def test_missing_cells_are_missing_values_and_integral_floats_read_as_integers():
    df = frame()
    df["age"] = df["age"].astype(float)
    df.loc[0, "job"] = None
    result = so.anonymize(df, notebook_spec())
    assert result.problem.rows_dropped_missing == 1 and result.verification.ok


def test_a_violation_is_an_error_not_a_release(monkeypatch):
    import seqanon_opt.pipeline as pipeline
    real = pipeline.verify_release

    def failing(problem, release):
        verification = real(problem, release)
        verification.structure_errors.append("injected")
        return verification

    monkeypatch.setattr(pipeline, "verify_release", failing)
    with pytest.raises(PrivacyViolation):
        so.anonymize(frame(), notebook_spec())


def test_a_transformation_applied_to_new_rows_gives_the_cli_apply_release(tmp_path, capsys):
    """anonymize one DataFrame, apply its transformation to another (the rows shuffled): the release equals
    `seqanon apply` of the same transformation.json to the same rows as a CSV file."""
    from seqanon_opt.api import apply
    from seqanon_opt.cli import main

    result = so.anonymize(frame(), notebook_spec())
    shuffled = frame().sample(frac=1.0, random_state=7).reset_index(drop=True)
    applied = apply(shuffled, notebook_spec(), result.transformation)
    assert applied.verification.ok and len(applied.release) == len(shuffled)
    assert so.anonymize(shuffled, notebook_spec(), transformation=result.transformation).release.equals(
        applied.release)

    cli_spec = copy.deepcopy(QUICKSTART)
    cli_spec.update({k: v for k, v in notebook_spec().items() if k in ("requirements", "solver", "generalization")})
    cli_spec["taxonomies"]["sex"] = {"tree": {"*": ["F", "M"]}}
    spec_file = tmp_path / "spec.yaml"
    spec_file.write_text(yaml.safe_dump(cli_spec))
    saved = tmp_path / "transformation.json"
    saved.write_text(json.dumps(result.transformation))
    data = tmp_path / "shuffled.csv"
    shuffled.to_csv(data, index=False)
    assert main(["apply", str(spec_file), "--transformation", str(saved), "--data", str(data),
                 "--out", str(tmp_path / "out")]) == 0
    capsys.readouterr()
    cli_release = pd.read_csv(tmp_path / "out" / "release.csv", dtype=str, keep_default_na=False)
    assert applied.release.reset_index(drop=True).astype(str).equals(cli_release)


def test_the_readme_python_examples_run(tmp_path, monkeypatch):
    """The README's "From Python" blocks, run as written on the quickstart's records (its clinic.csv)."""
    import re

    readme = (REPO / "README.md").read_text()
    section = readme[readme.index("## From Python"):readme.index("## Commands")]
    blocks = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    assert len(blocks) == 2
    clinic = so.load(REPO / "specs" / "quickstart.yaml").table
    clinic.drop(columns=["id"]).to_csv(tmp_path / "clinic.csv", index=False)
    monkeypatch.chdir(tmp_path)
    namespace: dict = {"next_month": clinic.drop(columns=["id"]).sample(frac=1.0, random_state=1)}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)  # noqa: S102  (the README's own code)
    assert namespace["result"].verification.ok
    assert (tmp_path / "out" / "dataframe" / "report.html").is_file()
