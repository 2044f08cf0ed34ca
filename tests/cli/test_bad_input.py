"""Bad input: exit code 2, one line naming file, field and value, no traceback, nothing written."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
import yaml

from seqanon_opt.cli import main

BASE = {
    "name": "bad",
    "data": {"columns": ["age", "sex", "disease"],
             "rows": [[30, "F", "flu"], [35, "M", "flu"], [40, "F", "cold"], [45, "M", "cold"]]},
    "roles": {"quasi_identifiers": ["age", "sex"], "sensitive": "disease"},
    "taxonomies": {"age": {"intervals": [[30, 40, 50]]}, "sex": {"tree": {"*": ["F", "M"]}}},
    "requirements": [{"kind": "k-anonymity", "k": 2}],
}


def run_cli(tmp_path: Path, spec: dict | str, capsys, *extra: str, name: str = "spec.yaml"):
    path = tmp_path / name
    path.write_text(spec if isinstance(spec, str) else yaml.safe_dump(spec, sort_keys=False))
    out = tmp_path / "out"
    code = main([*extra, "run", str(path), "--out", str(out), "--quiet"])
    captured = capsys.readouterr()
    return code, captured.err, out


def mutate(**changes) -> dict:
    spec = copy.deepcopy(BASE)
    for dotted, value in changes.items():
        keys = dotted.split("__")
        target = spec
        for key in keys[:-1]:
            target = target[int(key)] if isinstance(target, list) else target[key]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return spec


def assert_one_line_error(code, err, out, *fragments):
    assert code == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])
    assert not out.exists(), "nothing may be written on bad input"


def test_malformed_yaml(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, "name: x\ndata: [unclosed\nroles: {}\n", capsys)
    assert_one_line_error(code, err, out, "spec.yaml:", "malformed YAML")


def test_malformed_json(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, '{"name": "x",\n "data": }', capsys, name="spec.json")
    assert_one_line_error(code, err, out, "spec.json:2", "malformed JSON")


def test_unknown_top_level_field(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(colour="red"), capsys)
    assert_one_line_error(code, err, out, "spec.yaml:", "field 'colour'", "unknown field")


def test_unknown_nested_field_names_its_path_and_line(tmp_path, capsys):
    spec = mutate(requirements=[{"kind": "k-anonymity", "k": 2, "kk": 3}])
    code, err, out = run_cli(tmp_path, spec, capsys)
    text = (tmp_path / "spec.yaml").read_text().splitlines()
    line = next(i for i, row in enumerate(text, start=1) if "kk:" in row)
    assert_one_line_error(code, err, out, f"spec.yaml:{line}", "field 'requirements[0].kk'", "unknown field")


def test_unknown_requirement_kind(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(requirements=[{"kind": "k-anonymty", "k": 2}]), capsys)
    assert_one_line_error(code, err, out, "requirements[0]", "k-anonymty")


def test_unknown_attribute_in_roles(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(roles__quasi_identifiers=["age", "gender"]), capsys)
    assert_one_line_error(code, err, out, "field 'roles.quasi_identifiers[1]'", "unknown attribute 'gender'",
                          "'gender'")


def test_unknown_sensitive_attribute(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(roles__sensitive="illness"), capsys)
    assert_one_line_error(code, err, out, "field 'roles.sensitive'", "unknown attribute 'illness'")


def test_taxonomy_for_unknown_attribute(tmp_path, capsys):
    spec = mutate()
    spec["taxonomies"]["zip"] = {"tree": {"*": ["1", "2"]}}
    code, err, out = run_cli(tmp_path, spec, capsys)
    assert_one_line_error(code, err, out, "field 'taxonomies.zip'", "unknown attribute 'zip'")


def test_data_value_without_leaf(tmp_path, capsys):
    spec = mutate(taxonomies__sex={"tree": {"*": ["F", "X"]}})
    code, err, out = run_cli(tmp_path, spec, capsys)
    assert_one_line_error(code, err, out, "field 'taxonomies.sex'", "'M'", "has no leaf")


@pytest.mark.parametrize("k", [0, -3])
def test_k_below_one(tmp_path, capsys, k):
    code, err, out = run_cli(tmp_path, mutate(requirements=[{"kind": "k-anonymity", "k": k}]), capsys)
    assert_one_line_error(code, err, out, "field 'requirements[0].k'", "greater than or equal to 1",
                          f"(value: {k})")


def test_k_larger_than_table(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(requirements=[{"kind": "k-anonymity", "k": 5}]), capsys)
    assert_one_line_error(code, err, out, "field 'requirements[0].k'", "larger than the table (4 rows)",
                          "(value: 5)")


def test_l_below_one(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(requirements=[{"kind": "l-diversity", "l": 0.5}]), capsys)
    assert_one_line_error(code, err, out, "field 'requirements[0].l'", "(value: 0.5)")


@pytest.mark.parametrize("threshold", [0, 1.5, -0.2])
def test_threshold_outside_unit_interval(tmp_path, capsys, threshold):
    req = {"kind": "xy-linkability", "x": ["age"], "y": ["disease"], "threshold": threshold}
    code, err, out = run_cli(tmp_path, mutate(requirements=[req]), capsys)
    assert_one_line_error(code, err, out, "field 'requirements[0].threshold'", f"(value: {threshold})")


def test_personalized_limit_outside_unit_interval(tmp_path, capsys):
    req = {"kind": "personalized", "default_limit": 2}
    code, err, out = run_cli(tmp_path, mutate(requirements=[req]), capsys)
    assert_one_line_error(code, err, out, "field 'requirements[0].default_limit'", "(value: 2)")


def test_suppression_outside_unit_interval(tmp_path, capsys):
    req = {"kind": "k-anonymity", "k": 2, "suppression": 1.5}
    code, err, out = run_cli(tmp_path, mutate(requirements=[req]), capsys)
    assert_one_line_error(code, err, out, "field 'requirements[0].suppression'", "(value: 1.5)")


def test_missing_data_file(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(data={"path": "nowhere.csv"}), capsys)
    assert_one_line_error(code, err, out, "field 'data.path'", "data file not found", "'nowhere.csv'")


def test_missing_arx_hierarchy_file(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(taxonomies__sex={"arx": "sex.csv"}), capsys)
    assert_one_line_error(code, err, out, "field 'taxonomies.sex.arx'", "hierarchy file not found", "'sex.csv'")


def test_unreadable_data_file(tmp_path, capsys):
    (tmp_path / "table.parquet").write_bytes(b"this is not parquet")
    code, err, out = run_cli(tmp_path, mutate(data={"path": "table.parquet"}), capsys)
    assert_one_line_error(code, err, out, "field 'data.path'", "cannot read data file")


def test_nested_taxonomy_that_is_not_a_tree(tmp_path, capsys):
    tree = {"*": {"young": ["F", "M"], "old": ["M"]}}  # 'M' under two parents
    code, err, out = run_cli(tmp_path, mutate(taxonomies__sex={"tree": tree}), capsys)
    assert_one_line_error(code, err, out, "field 'taxonomies.sex'", "not a tree", "'M'")


def test_arx_hierarchy_that_is_not_a_tree(tmp_path, capsys):
    (tmp_path / "sex.csv").write_text("F;person;*\nM;person;*\nF;other;*\n")
    code, err, out = run_cli(tmp_path, mutate(taxonomies__sex={"arx": "sex.csv"}), capsys)
    assert_one_line_error(code, err, out, "field 'taxonomies.sex'", "not a tree", "sex.csv:3", "'F'")


def test_intervals_that_do_not_nest(tmp_path, capsys):
    spec = mutate(taxonomies__age={"intervals": [[30, 40, 50], [30, 45, 50]]})
    code, err, out = run_cli(tmp_path, spec, capsys)
    assert_one_line_error(code, err, out, "field 'taxonomies.age'", "does not nest")


def test_interval_taxonomy_on_text(tmp_path, capsys):
    spec = mutate(taxonomies__sex={"intervals": [[0, 1]]})
    code, err, out = run_cli(tmp_path, spec, capsys)
    assert_one_line_error(code, err, out, "field 'taxonomies.sex'", "needs numbers", "'F'")


def test_unknown_solver(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(solver={"name": "magic"}), capsys)
    assert_one_line_error(code, err, out, "field 'solver.name'", "unknown solver", "'magic'")


def test_missing_spec_file(tmp_path, capsys):
    code = main(["validate", str(tmp_path / "absent.yaml")])
    err = capsys.readouterr().err
    assert code == 2 and "absent.yaml" in err and "spec file not found" in err


def test_all_rows_missing(tmp_path, capsys):
    spec = mutate(data={"columns": ["age", "sex", "disease"], "rows": [[30, "?", "flu"]]})
    code, err, out = run_cli(tmp_path, spec, capsys)
    assert_one_line_error(code, err, out, "field 'data'", "no rows left")


def test_debug_shows_the_traceback(tmp_path):
    path = tmp_path / "spec.yaml"
    path.write_text(yaml.safe_dump(mutate(colour="red")))
    with pytest.raises(Exception) as info:
        main(["--debug", "validate", str(path)])
    assert "unknown field" in str(info.value)


def test_bad_run_leaves_existing_output_untouched(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("earlier run")
    code, err, _ = run_cli(tmp_path, mutate(requirements=[{"kind": "k-anonymity", "k": 0}]), capsys)
    assert code == 2
    assert (out / "keep.txt").read_text() == "earlier run"


def test_json_spec_is_accepted(tmp_path, capsys):
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(BASE))
    assert main(["validate", str(path)]) == 0


@pytest.mark.parametrize("bad", ["abc", "0", "1.5", ""])
def test_personalized_limit_column_out_of_range(tmp_path, capsys, bad):
    spec = copy.deepcopy(BASE)
    spec["data"] = {"columns": ["age", "sex", "disease", "limit"],
                    "rows": [[30, "F", "flu", "0.5"], [35, "M", "flu", bad], [40, "F", "cold", "1"],
                             [45, "M", "cold", "0.5"]],
                    "missing": ["?"]}
    spec["requirements"] = [{"kind": "personalized", "limit_column": "limit"}]
    code, err, out = run_cli(tmp_path, spec, capsys)
    assert_one_line_error(code, err, out, "spec.yaml:", "requirements[0].limit_column", "record 1",
                          "not a number in (0, 1]")


def test_class_entropy_without_a_class_attribute(tmp_path, capsys):
    code, err, out = run_cli(tmp_path, mutate(objective="class-entropy"), capsys)
    assert_one_line_error(code, err, out, "spec.yaml:", "field 'objective'", "needs roles.class")
