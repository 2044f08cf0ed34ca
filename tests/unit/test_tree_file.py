"""Taxonomies referenced from a file of trees (``tree_file``, with an optional ``key``)."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from seqanon_opt.cli import main
from seqanon_opt.errors import SpecError
from seqanon_opt.problem import build_problem
from seqanon_opt.spec import load_spec

from helpers import problem_from_dict, shared_data, write_spec

TREES = {
    "job": {"Any": {"Office": {"clerk": None, "manager": None}, "Field": {"farmer": None, "driver": None}}},
    "town": {"tree": {"*": {"North": ["A", "B"], "South": ["C"]}}},  # the inline form works too
}
ROWS = [["clerk", "A"], ["manager", "A"], ["farmer", "B"], ["driver", "C"], ["clerk", "C"], ["farmer", "B"]]


def spec(taxonomies: dict) -> dict:
    return {"name": "tree-file", "data": {"columns": ["job", "town"], "rows": ROWS},
            "roles": {"quasi_identifiers": ["job", "town"]}, "taxonomies": taxonomies,
            "requirements": [{"kind": "k-anonymity", "k": 2}], "objective": "LM"}


def test_trees_read_by_attribute_name_or_key(tmp_path):
    (tmp_path / "trees.json").write_text(json.dumps(TREES))
    problem = problem_from_dict(tmp_path, spec({"job": {"tree_file": "trees.json"},
                                                "town": {"tree_file": "trees.json", "key": "town"}}))
    job, town = problem.taxonomies["job"], problem.taxonomies["town"]
    assert job.labels[job.root] == "Any" and sorted(job.labels[v] for v in job.children[job.root]) == ["Field", "Office"]
    assert town.labels[town.root] == "*" and len(town.leaves) == 3


def test_yaml_file_and_same_tree_as_inline(tmp_path):
    import yaml
    (tmp_path / "trees.yaml").write_text(yaml.safe_dump(TREES, sort_keys=False))
    from_file = problem_from_dict(tmp_path, spec({"job": {"tree_file": "trees.yaml"}}))
    inline = problem_from_dict(tmp_path, spec({"job": {"tree": TREES["job"]}}))
    assert from_file.taxonomies["job"].labels == inline.taxonomies["job"].labels
    assert (from_file.taxonomies["job"].parent == inline.taxonomies["job"].parent).all()


@pytest.mark.parametrize("content,taxonomy,message", [
    (None, {"tree_file": "missing.json"}, "taxonomy file not found"),
    ({"other": TREES["job"]}, {"tree_file": "trees.json"}, "has no entry 'job' (entries: other)"),
    (TREES, {"tree_file": "trees.json", "key": "nope"}, "has no entry 'nope'"),
    ([1, 2], {"tree_file": "trees.json"}, "holds no mapping of trees"),
    ({"job": {"Any": ["clerk"]}}, {"tree_file": "trees.json"}, "no leaf"),
    ({"job": {"a": None, "b": None}}, {"tree_file": "trees.json"}, "exactly one root"),
])
def test_bad_tree_files_are_one_line_errors(tmp_path, content, taxonomy, message):
    if content is not None:
        (tmp_path / "trees.json").write_text(json.dumps(content))
    with pytest.raises(SpecError) as err:
        problem_from_dict(tmp_path, spec({"job": taxonomy}))
    text = str(err.value)
    assert message in text and "taxonomies.job" in text and "\n" not in text


def test_duplicate_key_in_the_tree_file_names_the_file(tmp_path):
    (tmp_path / "trees.json").write_text('{"job": {"Any": {"clerk": null}}, "job": {"Any": {"x": null}}}')
    with pytest.raises(SpecError, match="trees.json.*duplicate key"):
        problem_from_dict(tmp_path, spec({"job": {"tree_file": "trees.json"}}))


def test_tree_file_and_key_is_not_a_taxonomy_kind_with_tree(tmp_path):
    with pytest.raises(SpecError, match="unknown field 'key'|key"):
        problem_from_dict(tmp_path, spec({"job": {"tree": TREES["job"], "key": "job"}}))


def test_report_records_the_tree_file_digest(tmp_path):
    (tmp_path / "trees.json").write_text(json.dumps(TREES))
    path = write_spec(tmp_path, spec({"job": {"tree_file": "trees.json"}}))
    assert main(["run", str(path), "--out", str(tmp_path / "out"), "--quiet"]) == 0
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    fields = [entry["field"] for entry in report["inputs"]]
    assert "taxonomies.job.tree_file" in fields


def test_adult_tds_taxonomies_cover_adult(tmp_path):
    trees = shared_data("adult-tds", "taxonomies.json")
    adult = shared_data("adult", "adult.csv")
    qis = ["workclass", "education", "marital-status", "native-country", "race", "sex", "occupation"]
    loaded, source = load_spec(write_spec(tmp_path, {
        "name": "adult-tds", "data": {"path": str(adult), "separator": ";"},
        "roles": {"quasi_identifiers": qis},
        "taxonomies": {a: {"tree_file": str(trees)} for a in qis},
        "requirements": [{"kind": "k-anonymity", "k": 10}], "objective": "LM"}))
    problem = build_problem(loaded, source)
    assert problem.n_rows == len(pd.read_csv(adult, sep=";"))
    assert problem.taxonomies["education"].height == 4  # 5 levels, root = 1
