"""The bad-input corpus (issue 13): every case exits with its code and one stderr line starting
``seqanon: `` that names the file or flag, the field and the value, without a traceback, and leaves
nothing behind (no output folder, no staging folder, no changed input).

Families: YAML and JSON, booleans and non-finite numbers, types and ranges, lists, separators, unknown
and missing keys at every level, roles, data files, taxonomies, requirements, solvers and their options,
sequential and temporal problems, CLI flags of run / check / compile / validate / compare / bench, and
verify inputs. Each case is built in tmp_path from one of a few small valid base specs (each checked to
run cleanly by ``test_base_specs_are_valid``) by one mutation.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import yaml

from seqanon_opt.cli import main

from helpers import snapshot

TABLE = "age,sex,zip,disease,weight\n" + "".join(
    f"{30 + 5 * (i % 4)},{'FM'[i % 2]},{['13053', '13067', '14850'][i % 3]},{['flu', 'cold', 'hiv'][i % 3]},{60 + i}\n"
    for i in range(12))
ZIP_HIERARCHY = "13053;130**;*\n13067;130**;*\n14850;148**;*\n"
# a stream of 3 snapshots (days 1..3) for temporal problems
STREAM = "day,age,disease\n" + "".join(f"{1 + i // 4},{30 + i},{['flu', 'cold', 'hiv'][i % 3]}\n" for i in range(12))

BASE: dict[str, Any] = {
    "name": "corpus",
    "data": {"path": "table.csv"},
    "roles": {"quasi_identifiers": ["age", "sex", "zip"], "sensitive": "disease"},
    "taxonomies": {"age": {"intervals": [[30, 40, 50], [30, 50]]}, "sex": {"tree": {"*": ["F", "M"]}},
                   "zip": {"arx": "zip.csv"}},
    "requirements": [{"kind": "k-anonymity", "k": 2}],
    "solver": {"name": "cpsat-cut", "time_limit": 5},
}
# sequential, cell model: two-stage / cpsat-sequential-cell (k-linkability over the table's own sex, disease)
SEQ: dict[str, Any] = {
    **copy.deepcopy(BASE), "generalization": "cell",
    "problem": {"kind": "sequential", "release_attributes": ["age", "zip", "disease"],
                "previous": [{"from_table": ["sex", "disease"]}]},
    "requirements": [{"kind": "k-linkability", "k": 2}], "solver": {"name": "two-stage", "time_limit": 5}}
# sequential, cut model: cpsat-sequential-cut / tds4sa under (X,Y)-anonymity
SEQ_CUT: dict[str, Any] = {
    **copy.deepcopy(SEQ), "generalization": "cut",
    "requirements": [{"kind": "xy-anonymity", "x": ["age", "zip", "sex"], "y": ["disease"], "k": 2}],
    "solver": {"name": "cpsat-sequential-cut", "time_limit": 5}}
CELL: dict[str, Any] = {**copy.deepcopy(BASE), "generalization": "cell",
                        "solver": {"name": "cpsat-cell", "time_limit": 5}}
PERSONALIZED: dict[str, Any] = {**copy.deepcopy(BASE), "requirements": [{"kind": "personalized", "default_limit": 0.5}],
                                "solver": {"name": "cpsat-personalized", "time_limit": 5}}
TEMPORAL: dict[str, Any] = {
    "name": "stream", "data": {"path": "stream.csv"},
    "roles": {"quasi_identifiers": ["age"], "sensitive": "disease", "timestamp": "day"},
    "problem": {"kind": "temporal", "window": 2}, "requirements": [{"kind": "l-eligibility", "l": 2}],
    "objective": "IL", "solver": {"name": "relay", "time_limit": 5}}
BASES = {"base": BASE, "seq": SEQ, "seq-cut": SEQ_CUT, "cell": CELL, "personalized": PERSONALIZED,
         "temporal": TEMPORAL}
AGES = [30 + 5 * (i % 4) for i in range(12)]
DISEASES = [["flu", "cold", "hiv"][i % 3] for i in range(12)]


def release_csv(rows: list[list[str]] | None = None, header: str = "age,sex,zip,disease") -> str:
    """A release as CSV text (labels with commas quoted); default: the valid one, age in two intervals."""
    if rows is None:
        rows = [["[30, 40)" if a < 40 else "[40, 50]", "*", "*", d] for a, d in zip(AGES, DISEASES)]
    quoted = [",".join(f'"{c}"' if "," in c else c for c in row) for row in rows]
    return header + "\n" + "".join(line + "\n" for line in quoted)


VALID_RELEASE = release_csv()
VALID_ROWS = [line for line in VALID_RELEASE.splitlines()[1:]]


@dataclass
class Case:
    """One bad input: how to make it, what the CLI must say."""

    name: str
    spec: dict | str | bytes | None = None  # None: BASE
    expect: tuple[str, ...] = ()  # substrings of the one stderr line (file or flag, field, value)
    files: dict[str, str | bytes] = field(default_factory=dict)
    argv: tuple[str, ...] = ("run", "{spec}", "--out", "{out}", "--quiet")
    code: int = 2
    stdout: tuple[str, ...] = ()  # for verify results (exit 0 / 3): what the report prints
    source: str | None = None  # what names the input when it is neither a file nor a flag


def patched(path: str, value: Any, *, delete: bool = False, base: dict = BASE) -> dict:
    """``base`` with the value at ``path`` ('a.b.0.c') replaced (or deleted)."""
    spec = copy.deepcopy(base)
    keys = path.split(".")
    target: Any = spec
    for key in keys[:-1]:
        target = target[int(key)] if isinstance(target, list) else target.setdefault(key, {})
    last: Any = int(keys[-1]) if isinstance(target, list) else keys[-1]
    if delete:
        del target[last]
    else:
        target[last] = value
    return spec


def with_(base: dict = BASE, **parts: Any) -> dict:
    spec = copy.deepcopy(base)
    spec.update(parts)
    return spec


def req(*requirements: dict, base: dict = BASE) -> dict:
    return with_(base, requirements=list(requirements))


def seq(**problem: Any) -> dict:
    """SEQ with its problem section updated."""
    spec = copy.deepcopy(SEQ)
    spec["problem"].update(problem)
    return spec


def temporal(**problem: Any) -> dict:
    spec = copy.deepcopy(TEMPORAL)
    spec["problem"].update(problem)
    return spec


def seq(**problem: Any) -> dict:
    """The sequential cell spec with ``problem`` fields changed."""
    return with_(SEQ, problem={**SEQ["problem"], **problem})


def solver(base: dict = BASE, **settings: Any) -> dict:
    spec = copy.deepcopy(base)
    spec["solver"] = {**spec["solver"], **settings}
    return spec


CASES: list[Case] = []


def add(name: str, spec: dict | str | bytes | None = None, *expect: str, **kw: Any) -> None:
    CASES.append(Case(name, spec, expect, **kw))


def dump(spec: dict) -> str:
    return yaml.safe_dump(spec, sort_keys=False)


# ---------------------------------------------------------------- YAML and JSON
add("yaml-unclosed-flow", "name: x\ndata: [unclosed\n", "spec.yaml:", "malformed YAML")
add("yaml-tab-indent", "name: x\ndata:\n\tpath: t.csv\n", "spec.yaml:3", "malformed YAML")
add("yaml-bad-indent", "name: x\n data: 1\n  roles: 2\n", "spec.yaml:", "malformed YAML")
add("yaml-empty-file", "", "spec.yaml", "a spec must be a mapping")
add("yaml-only-comment", "# nothing\n", "spec.yaml", "a spec must be a mapping")
add("yaml-top-level-list", "- a\n- b\n", "spec.yaml:1", "a spec must be a mapping")
add("yaml-top-level-scalar", "just text\n", "spec.yaml:1", "a spec must be a mapping")
add("yaml-deep-nesting", "a: " + "[" * 3000 + "]" * 3000 + "\n", "spec.yaml", "nested too deeply")
add("yaml-deep-mappings", "a: " + "{b: " * 3000 + "1" + "}" * 3000 + "\n", "spec.yaml", "nested too deeply")
add("yaml-binary-garbage", "\x00\x01\x02name: x\n", "spec.yaml", "malformed YAML")
add("yaml-control-character-key", 'name: x\ndata:\n  "\\x1E": 0\n', "spec.yaml:3", "\\x1e", "unknown field")
add("yaml-unterminated-string", 'name: "x\ndata: 1\n', "spec.yaml", "malformed YAML")
add("yaml-two-documents", "name: a\n---\nname: b\n", "spec.yaml:2", "malformed YAML", "another document")
add("yaml-python-tag", "name: !!python/object:os.system x\n", "spec.yaml:1", "malformed YAML", "python/object")
add("yaml-alias-bomb", "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{c}: &{c} [{', '.join(['*' + b] * 10)}]\n" for b, c in zip("abcdefgh", "bcdefghi")),
    "spec.yaml", "aliases", "expand it to 1,234,567,909 nodes")
add("yaml-recursive-alias", "name: x\ndata: &d {path: *d}\n", "spec.yaml:2", "refers to a node that contains it")
add("yaml-integer-key", dump(BASE) + "1: x\n", "spec.yaml:31", "field '1'", "Keys should be strings", "(value: 1)")
add("yaml-not-utf8", b"name: corpus\ndescription: caf\xe9\n", "spec.yaml:2", "not UTF-8", "\\xe9")
for dup_path, text in {
    "name": "name: a\nname: b\n",
    "roles.sensitive": "roles:\n  sensitive: a\n  sensitive: b\n",
    "requirements[0].k": "requirements:\n  - kind: k-anonymity\n    k: 2\n    k: 5\n",
    "taxonomies.sex": "taxonomies:\n  sex: {tree: {a: [b]}}\n  sex: {tree: {a: [c]}}\n",
    "solver.seed": "solver:\n  seed: 1\n  seed: 2\n",
    "data.path": "data:\n  path: a.csv\n  path: b.csv\n",
    "solver.options.stage2": "solver:\n  options: {stage2: true, stage2: false}\n",
    "problem.previous[0].from_table": "problem:\n  previous:\n    - from_table: [a]\n      from_table: [b]\n",
}.items():
    line = 1 + next(i for i, row in enumerate(text.splitlines()) if dup_path.split(".")[-1].split("[")[0] + ":"
                    in row)
    add(f"yaml-duplicate-{dup_path}", text, "spec.yaml:", f"field '{dup_path}'", f"(first at line {line})")
JSON = ("run", "{dir}/spec.json", "--out", "{out}", "--quiet")
add("json-duplicate-key", '{"name": "a", "name": "b"}', "spec.json:1", "field 'name'", "duplicate key", argv=JSON)
add("json-duplicate-nested-key", '{\n "name": "a",\n "roles": {"sensitive": "x",\n   "sensitive": "y"}\n}\n',
    "spec.json:4", "field 'roles.sensitive'", "duplicate key (first at line 3)", argv=JSON)
add("json-malformed", '{"name": "a",', "spec.json:1", "malformed JSON", argv=JSON)
add("json-deep", '{"a": ' + "[" * 3000 + "]" * 3000 + "}", "spec.json", "nested too deeply", argv=JSON)
add("json-top-level-list", "[1, 2]", "spec.json", "a spec must be a mapping", argv=JSON)
add("json-unknown-field", json.dumps({**BASE, "colour": 1}), "spec.json:1", "field 'colour'", "unknown field",
    argv=JSON)

# ---------------------------------------------------------------- booleans are never numbers
for path in ("requirements.0.k", "requirements.0.suppression", "solver.time_limit", "solver.seed",
             "solver.workers"):
    add(f"bool-{path}", patched(path, True), "spec.yaml:", f"'{path.replace('.0.', '[0].')}'", "not a boolean",
        "True")
add("bool-false-k", patched("requirements.0.k", False), "requirements[0].k", "not a boolean", "False")
add("bool-false-seed", patched("solver.seed", False), "solver.seed", "not a boolean", "False")
add("bool-l", req({"kind": "l-diversity", "l": True}), "requirements[0].l", "not a boolean")
add("bool-xy-k", req({"kind": "xy-anonymity", "x": ["age"], "y": ["disease"], "k": True}), "requirements[0].k",
    "not a boolean")
add("bool-threshold", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"], "threshold": True}),
    "requirements[0].threshold", "not a boolean")
add("bool-value-threshold", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"],
                                 "value_thresholds": {"hiv": True}}),
    "requirements[0].value_thresholds.hiv", "not a boolean")
add("bool-interval-cut", patched("taxonomies.age", {"intervals": [[30, True, 50]]}), "taxonomies.age.intervals[0][1]",
    "not a boolean")
add("bool-personalized-limit", req({"kind": "personalized", "default_limit": True}), "requirements[0].default_limit",
    "not a boolean")
add("bool-k-linkability-k", req({"kind": "k-linkability", "k": True}, base=SEQ), "requirements[0].k", "not a boolean")
add("bool-k-diversity-k", req({"kind": "k-diversity", "k": True}, base=SEQ), "requirements[0].k", "not a boolean")
add("bool-l-eligibility-l", req({"kind": "l-eligibility", "l": True}, base=TEMPORAL), "requirements[0].l",
    "not a boolean")
add("bool-window", temporal(window=True), "problem.window", "not a boolean")
add("bool-mu-c", temporal(mu={"kind": "linear", "c": True}), "problem.mu.c", "not a boolean")
add("bool-mu-values", temporal(mu={"kind": "table", "values": [0, True, 2]}), "problem.mu.values[1]", "not a boolean")
add("bool-beta-default", temporal(beta={"default": True}), "problem.beta.default", "not a boolean")
add("bool-beta-per-value", temporal(beta={"per_value": {"flu": False}}), "problem.beta.per_value.flu", "not a boolean")
add("bool-query-lengths", temporal(query_lengths=[1, True]), "problem.query_lengths[1]", "not a boolean")
add("bool-previous-rows", seq(previous=[{"from_table": ["sex", "disease"], "rows": True}]),
    "problem.previous[0].rows", "not a boolean")
add("bool-stage2-is-not-text", solver(SEQ, options={"stage2": "no"}), "solver.options.stage2", "true (both stages)",
    "'no'")
add("bool-bucket-option", solver(SEQ, options={"initial_buckets": True}), "solver.options.initial_buckets",
    "positive integer", "True")

# ---------------------------------------------------------------- non-finite numbers
for name, spec, where in [
        ("l-inf", req({"kind": "l-diversity", "l": float("inf")}), "requirements[0].l"),
        ("l-nan", req({"kind": "l-diversity", "l": float("nan")}), "requirements[0].l"),
        ("k-diversity-inf", req({"kind": "k-diversity", "k": float("inf")}, base=SEQ), "requirements[0].k"),
        ("suppression-nan", patched("requirements.0.suppression", float("nan")), "requirements[0].suppression"),
        ("suppression-text-nan", patched("requirements.0.suppression", "nan"), "requirements[0].suppression"),
        ("threshold-nan", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"], "threshold": float("nan")}),
         "requirements[0].threshold"),
        ("default-limit-inf", req({"kind": "personalized", "default_limit": float("inf")}),
         "requirements[0].default_limit"),
        ("interval-cut-nan", patched("taxonomies.age", {"intervals": [[30, float("nan"), 50]]}),
         "taxonomies.age.intervals[0][1]"),
        ("interval-cut-inf", patched("taxonomies.age", {"intervals": [[30, 40, float("inf")]]}),
         "taxonomies.age.intervals[0][2]"),
        ("interval-cut-minus-inf", patched("taxonomies.age", {"intervals": [[float("-inf"), 40, 50]]}),
         "taxonomies.age.intervals[0][0]"),
        ("time-limit-inf", patched("solver.time_limit", float("inf")), "solver.time_limit"),
        ("time-limit-text-inf", patched("solver.time_limit", "inf"), "solver.time_limit"),
        ("time-limit-nan", patched("solver.time_limit", float("nan")), "solver.time_limit"),
        ("mu-c-inf", temporal(mu={"kind": "linear", "c": float("inf")}), "problem.mu.c"),
        ("mu-values-nan", temporal(mu={"kind": "table", "values": [0, float("nan"), 2]}), "problem.mu.values[1]"),
        ("beta-default-nan", temporal(beta={"default": float("nan")}), "problem.beta.default"),
        ("beta-per-value-inf", temporal(beta={"per_value": {"flu": float("inf")}}), "problem.beta.per_value.flu")]:
    add(f"nonfinite-{name}", spec, "spec.yaml:", f"field '{where}'", "takes a finite number")

# ---------------------------------------------------------------- wrong types
for path, value in [("requirements.0.k", "two"), ("requirements.0.k", [2]), ("requirements.0.k", 2.5),
                    ("requirements.0.suppression", "5%"), ("solver.time_limit", "fast"), ("solver.seed", 1.5),
                    ("solver.workers", "two"), ("name", [1, 2]), ("name", 5), ("roles.quasi_identifiers", "age"),
                    ("roles.sensitive", ["disease"]), ("data.path", 5), ("data.separator", [","]),
                    ("requirements", {"kind": "k-anonymity"}), ("taxonomies", ["sex"]), ("solver", "cpsat-cut"),
                    ("roles", ["age"]), ("objective", 3), ("generalization", True),
                    ("requirements.0.quasi_identifiers", "age"), ("data.missing", "?"), ("solver.options", "x"),
                    ("problem", "single"), ("taxonomies.sex.tree", ["F", "M"]), ("data.rows", "abc"),
                    ("roles.insensitive", 5), ("data.missing", [1, 2]), ("roles.quasi_identifiers", ["age", 5])]:
    where = path.replace(".0.", "[0].")
    add(f"type-{path}-{type(value).__name__}-{str(value)[:6]}", patched(path, value), "spec.yaml:", f"field '{where}")

# ---------------------------------------------------------------- ranges
for path, value, where in [
        ("requirements.0.k", 0, "requirements[0].k"), ("requirements.0.k", -3, "requirements[0].k"),
        ("requirements.0.k", 13, "requirements[0].k"), ("requirements.0.k", 10**9, "requirements[0].k"),
        ("requirements.0.k", 10**400, "requirements[0].k"),
        ("requirements.0.suppression", 1.5, "requirements[0].suppression"),
        ("requirements.0.suppression", -0.1, "requirements[0].suppression"),
        ("requirements.0.suppression", 10**400, "requirements[0].suppression"),
        ("solver.time_limit", 0, "solver.time_limit"), ("solver.time_limit", -5, "solver.time_limit"),
        ("solver.seed", -1, "solver.seed"), ("solver.seed", 2**31, "solver.seed"),
        ("solver.seed", 2**70, "solver.seed"),
        ("solver.workers", 0, "solver.workers"), ("solver.workers", -2, "solver.workers"),
        ("solver.workers", 10**6, "solver.workers")]:
    add(f"range-{path}={str(value)[:12]}", patched(path, value), "spec.yaml:", f"field '{where}'", str(value)[:12])
add("range-l-below-1", req({"kind": "l-diversity", "l": 0.5}), "requirements[0].l", "0.5")
add("range-threshold-above-1", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"], "threshold": 1.5}),
    "requirements[0].threshold", "1.5")
add("range-threshold-zero", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"], "threshold": 0}),
    "requirements[0].threshold", "(value: 0)")
add("range-value-threshold-zero", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"],
                                       "value_thresholds": {"hiv": 0}}), "value_thresholds.hiv", "(value: 0)")
add("range-default-limit-zero", req({"kind": "personalized", "default_limit": 0}), "default_limit", "(value: 0)")
add("range-default-limit-above-1", req({"kind": "personalized", "default_limit": 1.5}), "default_limit", "1.5")
add("range-k-diversity-below-1", req({"kind": "k-diversity", "k": 0.5}, base=SEQ), "requirements[0].k", "0.5")
add("range-l-diversity-suppression", req({"kind": "l-diversity", "l": 2, "suppression": 2}),
    "requirements[0].suppression", "(value: 2)")
add("range-window-zero", temporal(window=0), "problem.window", "(value: 0)")
add("range-query-length-zero", temporal(query_lengths=[0]), "problem.query_lengths[0]", "(value: 0)")
add("range-previous-rows-zero", seq(previous=[{"from_table": ["sex", "disease"], "rows": 0}]),
    "problem.previous[0].rows", "(value: 0)")
add("range-beta-negative", temporal(beta={"default": -1}), "problem.beta.default", "(value: -1)")
add("range-mu-table-one-entry", temporal(mu={"kind": "table", "values": [0]}), "problem.mu.values")

# ---------------------------------------------------------------- lists
add("list-requirement-qis-empty", req({"kind": "k-anonymity", "k": 2, "quasi_identifiers": []}),
    "requirements[0].quasi_identifiers", "at least 1")
add("list-requirement-qis-twice", req({"kind": "k-anonymity", "k": 2, "quasi_identifiers": ["age", "age"]}),
    "requirements[0].quasi_identifiers", "lists 'age' twice")
add("list-x-twice", req({"kind": "xy-anonymity", "x": ["age", "age"], "y": ["disease"], "k": 2}),
    "requirements[0].x", "lists 'age' twice")
add("list-y-twice", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease", "disease"], "threshold": 0.5}),
    "requirements[0].y", "lists 'disease' twice")
add("list-x-and-y-share", req({"kind": "xy-anonymity", "x": ["age", "sex"], "y": ["sex"], "k": 2}),
    "requirements[0]", "'sex' is in both x and y")
add("list-x-and-y-share-linkability", req({"kind": "xy-linkability", "x": ["age"], "y": ["age"], "threshold": 0.5}),
    "requirements[0]", "'age' is in both x and y")
add("list-x-empty", req({"kind": "xy-anonymity", "x": [], "y": ["disease"], "k": 2}), "requirements[0].x",
    "at least 1")
add("list-value-thresholds-empty", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"],
                                        "value_thresholds": {}}), "requirements[0]", "at least one")
add("list-release-attributes-twice", seq(release_attributes=["age", "age"]), "problem.release_attributes",
    "lists 'age' twice")
add("list-from-table-twice", seq(previous=[{"from_table": ["sex", "sex"]}]), "problem.previous[0]",
    "'from_table' lists column 'sex' twice")
add("list-previous-attributes-twice", seq(previous=[{"path": "prev.csv", "attributes": ["sex", "sex"]}]),
    "problem.previous[0].attributes", "lists 'sex' twice")
add("list-previous-empty", seq(previous=[]), "problem.previous", "at least 1")

# ---------------------------------------------------------------- separators
add("separator-empty", patched("data.separator", ""), "field 'data.separator'", "at least 1 character", "''")
add("separator-two-characters", patched("data.separator", ";;"), "field 'data.separator'", "at most 1 character",
    "';;'")
add("separator-arx-empty", patched("taxonomies.zip", {"arx": "zip.csv", "separator": ""}),
    "field 'taxonomies.zip.separator'", "''")
add("separator-previous-two-characters", seq(previous=[{"path": "prev.csv", "separator": "::"}]),
    "problem.previous[0].separator", "'::'")

# ---------------------------------------------------------------- unknown keys, at every level
for path in ("colour", "data.colour", "roles.quasi_identifier", "roles.sensitve", "taxonomies.sex.trees",
             "requirements.0.kk", "requirements.0.supression", "solver.seeds", "solver.time-limit",
             "taxonomies.zip.seperator", "taxonomies.age.interval"):
    add(f"unknown-key-{path}", patched(path, 1), "spec.yaml:", f"field '{path.replace('.0.', '[0].')}'",
        "unknown field")
for name, spec, where in [
        ("problem-single", with_(problem={"kind": "single", "colour": 1}), "problem.colour"),
        ("problem-sequential", seq(colour=1), "problem.colour"),
        ("previous", seq(previous=[{"from_table": ["sex", "disease"], "colour": 1}]), "problem.previous[0].colour"),
        ("problem-temporal", temporal(colour=1), "problem.colour"),
        ("mu", temporal(mu={"kind": "linear", "c": 0.1, "colour": 1}), "problem.mu.colour"),
        ("beta", temporal(beta={"default": 1, "colour": 1}), "problem.beta.colour"),
        ("k-linkability", req({"kind": "k-linkability", "k": 2, "colour": 1}, base=SEQ), "requirements[0].colour"),
        ("xy-linkability", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"], "threshold": 0.5,
                                "colour": 1}), "requirements[0].colour"),
        ("personalized", req({"kind": "personalized", "limit": 0.5}), "requirements[0].limit"),
        ("l-eligibility", req({"kind": "l-eligibility", "l": 2, "window": 2}, base=TEMPORAL),
         "requirements[0].window")]:
    add(f"unknown-key-{name}", spec, "spec.yaml:", f"field '{where}'", "unknown field")
for path in ("name", "data", "roles", "roles.quasi_identifiers", "requirements.0.k", "requirements.0.kind",
             "data.path", "requirements"):
    where = {"requirements.0.kind": "requirements[0]", "data.path": "data"}.get(path, path.replace(".0.", "[0]."))
    add(f"missing-{path}", patched(path, None, delete=True), "spec.yaml", f"field '{where}'",
        "exactly one of 'path'" if path == "data.path" else "is missing")
add("missing-xy-x", req({"kind": "xy-anonymity", "y": ["disease"], "k": 2}), "field 'requirements[0].x'",
    "required field is missing")
add("missing-window", with_(TEMPORAL, problem={"kind": "temporal"}), "field 'problem.window'",
    "required field is missing")
add("missing-previous", with_(SEQ, problem={"kind": "sequential", "release_attributes": ["age"]}),
    "field 'problem.previous'", "required field is missing")
add("missing-threshold", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"]}), "requirements[0]",
    "exactly one of 'threshold' or 'value_thresholds'")
add("unknown-requirement-kind", req({"kind": "k-anonimity", "k": 2}), "field 'requirements[0]'", "unknown kind",
    "'k-anonimity'")
add("unknown-problem-kind", with_(problem={"kind": "streaming"}), "field 'problem'", "'streaming'")
add("problem-without-kind", with_(problem={"window": 2}), "field 'problem'", "kind", "missing")
add("unknown-objective", with_(objective="ENTROPY"), "field 'objective'", "'ENTROPY'")
add("unknown-generalization", with_(generalization="global"), "field 'generalization'", "'global'")
add("unknown-taxonomy-kind", patched("taxonomies.sex", {"list": ["F", "M"]}), "field 'taxonomies.sex'",
    "needs one of the keys 'tree', 'tree_file', 'arx' or 'intervals'")
add("unknown-mu-kind", temporal(mu={"kind": "cubic"}), "field 'problem.mu'", "'cubic'")
add("unknown-join", req({"kind": "k-linkability", "k": 2, "join": "XJ"}, base=SEQ), "field 'requirements[0].join'",
    "'XJ'")
add("empty-requirements", with_(requirements=[]), "field 'requirements'", "at least 1")
add("empty-quasi-identifiers", patched("roles.quasi_identifiers", []), "field 'roles.quasi_identifiers'", "at least 1")
add("empty-name", patched("name", ""), "field 'name'", "at least 1")

# ---------------------------------------------------------------- roles
add("role-unknown-qi", patched("roles.quasi_identifiers", ["age", "sex", "zipcode"]),
    "field 'roles.quasi_identifiers[2]'", "unknown attribute", "'zipcode'")
add("role-empty-qi-name", patched("roles.quasi_identifiers", ["age", ""]), "field 'roles.quasi_identifiers[1]'",
    "unknown attribute", "(value: '')")
add("role-unknown-sensitive", patched("roles.sensitive", "diagnosis"), "field 'roles.sensitive'", "'diagnosis'")
add("role-unknown-class", patched("roles.class", "income"), "field 'roles.class'", "'income'")
add("role-unknown-key", patched("roles.key", "ssn"), "field 'roles.key'", "'ssn'")
add("role-unknown-timestamp", patched("roles.timestamp", "day"), "field 'roles.timestamp'", "'day'")
add("role-unknown-insensitive", patched("roles.insensitive", ["weight", "height"]), "field 'roles.insensitive[1]'",
    "'height'")
add("role-key-is-qi", patched("roles.key", "age"), "field 'roles.key'", "already declared", "'age'")
add("role-sensitive-is-qi", patched("roles.sensitive", "sex"), "field 'roles.sensitive'", "already declared", "'sex'")
add("role-insensitive-is-qi", patched("roles.insensitive", ["zip"]), "field 'roles.insensitive[0]'",
    "already declared", "'zip'")
add("role-insensitive-is-sensitive", patched("roles.insensitive", ["disease"]), "field 'roles.insensitive[0]'",
    "already declared", "'disease'")
add("role-class-is-sensitive", patched("roles.class", "disease"), "field 'roles.class'", "already declared")
add("role-class-is-qi", patched("roles.class", "sex"), "field 'roles.class'", "already declared", "'sex'")
add("role-key-is-sensitive", patched("roles.key", "disease"), "field 'roles.key'", "already declared", "'disease'")
add("role-insensitive-is-key", with_(roles={**BASE["roles"], "key": "weight", "insensitive": ["weight"]}),
    "field 'roles.insensitive[0]'", "already declared", "'weight'")
add("role-timestamp-is-qi", patched("roles.timestamp", "age"), "field 'roles.timestamp'", "already declared")
add("role-insensitive-twice", patched("roles.insensitive", ["weight", "weight"]), "field 'roles.insensitive[1]'",
    "already declared")
add("role-qi-twice", patched("roles.quasi_identifiers", ["age", "age", "sex"]), "field 'roles.quasi_identifiers'",
    "twice")
add("role-insensitive-not-a-list", patched("roles.insensitive", "weight"), "field 'roles.insensitive'", "list")

# ---------------------------------------------------------------- data
add("data-missing-file", patched("data.path", "nothere.csv"), "field 'data.path'", "not found", "'nothere.csv'")
add("data-path-is-folder", patched("data.path", "sub"), "field 'data.path'", "cannot read", "'sub'",
    files={"sub/x.txt": "x"})
add("data-path-empty-string", patched("data.path", ""), "field 'data.path'", "cannot read")
add("data-empty-file", None, "field 'data.path'", "cannot read data file", "'table.csv'", files={"table.csv": ""})
add("data-header-only", None, "field 'data'", "no rows", files={"table.csv": "age,sex,zip,disease\n"})
add("data-duplicated-header", None, "field 'data.path'", "column 'age' appears twice in the header",
    files={"table.csv": TABLE.replace("weight", "age", 1)})
add("data-duplicated-header-with-bom", None, "field 'data.path'", "column 'age' appears twice",
    files={"table.csv": "\ufeff" + TABLE.replace("weight", "age", 1)})
add("data-wrong-separator", None, "field 'roles.quasi_identifiers[0]'", "the header has one column",
    "is the separator ';'?", files={"table.csv": TABLE.replace(",", ";")})
add("data-wrong-separator-tab", None, "is the separator '\\t'?", files={"table.csv": TABLE.replace(",", "\t")})
add("data-wrong-separator-pipe", None, "is the separator '|'?", files={"table.csv": TABLE.replace(",", "|")})
add("data-wrong-separator-declared", patched("data.separator", ";"), "is the separator ','?")
add("data-not-utf8", None, "field 'data.path'", "line 2", "not UTF-8", "'table.csv'",
    files={"table.csv": TABLE.encode().replace(b"F,13", b"\xe9,13", 1)})
add("data-not-utf8-late-line", None, "field 'data.path'", "line 13", "not UTF-8",
    files={"table.csv": TABLE.encode()[:-3] + b"\xff\xfe\n"})
add("data-short-row", None, "field 'data.path'", "line 14 of table.csv has 2 field(s)",
    files={"table.csv": TABLE + "30,F\n"})
add("data-ragged-csv", None, "field 'data.path'", "line 14", files={"table.csv": TABLE + "1,2,3,4,5,6,7\n"})
add("data-path-and-columns", patched("data.columns", ["a", "b"]), "field 'data'", "'columns'")
add("data-path-and-rows", patched("data.rows", [[1]]), "field 'data'", "exactly one")
add("data-path-and-parts", patched("data.parts", {"a": "table.csv"}), "field 'data'", "exactly one")
add("data-no-source", patched("data", {"separator": ","}), "field 'data'", "exactly one")
add("data-list-rows-without-columns", patched("data", {"rows": [[1, 2]]}), "field 'data'", "columns")
add("data-row-wrong-width", patched("data", {"columns": ["age", "sex"], "rows": [[30, "F"], [31]]}),
    "field 'data.rows[1]'", "row has 1 cells, 'columns' names 2")
add("data-inline-column-twice", patched("data", {"columns": ["age", "age"], "rows": [[30, 31]]}),
    "field 'data.columns'", "twice", "'age'")
add("data-all-rows-missing", None, "field 'data'", "no rows left after dropping 1",
    files={"table.csv": "age,sex,zip,disease\n?,F,13053,flu\n"})
add("data-bad-parquet", patched("data.path", "t.parquet"), "field 'data.path'", "cannot read", "'t.parquet'",
    files={"t.parquet": "nope"})
add("data-csv-read-as-parquet", patched("data.format", "parquet"), "field 'data.path'", "cannot read", "'table.csv'")
add("data-unknown-format", patched("data.format", "excel"), "field 'data.format'", "'excel'")
add("data-value-without-leaf", None, "field 'taxonomies.sex'", "no leaf", "'X'",
    files={"table.csv": TABLE.replace(",F,", ",X,", 1)})
add("data-infinite-number", None, "field 'taxonomies.age'", "an infinite number", "'inf'",
    files={"table.csv": TABLE.replace("30,", "inf,", 1)})
add("data-parts-without-part-column", patched("data", {"parts": {"a": "table.csv"}}), "field 'data'", "part_column")
add("data-parts-empty", patched("data", {"parts": {}, "part_column": "p"}), "field 'data'", "at least one")
add("data-parts-missing-file", patched("data", {"parts": {"a": "table.csv", "b": "no.csv"}, "part_column": "p"}),
    "field 'data.parts.b'", "not found", "'no.csv'")
add("data-parts-different-columns",
    patched("data", {"parts": {"a": "table.csv", "b": "other.csv"}, "part_column": "p"}),
    "field 'data.parts.b'", "same columns", files={"other.csv": TABLE.replace("weight", "height")})
add("data-part-column-clash", patched("data", {"parts": {"a": "table.csv"}, "part_column": "sex"}),
    "field 'data.part_column'", "'sex'")
add("data-part-column-without-parts", patched("data.part_column", "split"), "field 'data'",
    "'part_column' is only used with 'parts'")
add("data-row-number-column-clash", patched("data.row_number_columns", ["age"]), "field 'data.row_number_columns[0]'",
    "'age'")
add("data-row-number-column-twice", patched("data.row_number_columns", ["K", "K"]), "field 'data'",
    "column 'K' is added twice")

# ---------------------------------------------------------------- taxonomies
add("tax-unknown-attribute", patched("taxonomies.height", {"tree": {"*": ["a"]}}), "field 'taxonomies.height'",
    "unknown attribute", "'height'")
add("tax-missing-leaf", patched("taxonomies.sex", {"tree": {"*": ["F"]}}), "field 'taxonomies.sex'", "no leaf", "'M'")
add("tax-sensitive-missing-leaf", patched("taxonomies.disease", {"tree": {"*": ["flu", "cold"]}}),
    "field 'taxonomies.disease'", "no leaf", "'hiv'")
add("tax-not-a-tree", patched("taxonomies.sex", {"tree": {"*": {"a": ["F", "M"], "b": ["F"]}}}),
    "field 'taxonomies.sex'", "not a tree", "'F' names two nodes")
add("tax-tree-root-twice", patched("taxonomies.sex", {"tree": {"*": {"*": ["F", "M"]}}}), "field 'taxonomies.sex'",
    "not a tree", "'*'")
add("tax-tree-two-roots", patched("taxonomies.sex", {"tree": {"a": ["F"], "b": ["M"]}}), "field 'taxonomies.sex'",
    "exactly one root")
add("tax-tree-empty", patched("taxonomies.sex", {"tree": {}}), "field 'taxonomies.sex'", "exactly one root")
add("tax-tree-boolean-label", patched("taxonomies.sex", {"tree": {"*": [True, "M"]}}), "field 'taxonomies.sex'",
    "label True is YAML's boolean")
add("tax-tree-null-label", patched("taxonomies.sex", {"tree": {"*": [None, "M"]}}), "field 'taxonomies.sex'",
    "YAML's null")
add("tax-tree-list-in-list", patched("taxonomies.sex", {"tree": {"*": [["F"], "M"]}}), "field 'taxonomies.sex'",
    "a label is text, not list")
add("tax-tree-not-a-mapping", patched("taxonomies.sex", {"tree": "F"}), "field 'taxonomies.sex.tree'")
add("tax-arx-missing-file", patched("taxonomies.zip", {"arx": "nozip.csv"}), "field 'taxonomies.zip.arx'",
    "not found", "'nozip.csv'")
add("tax-arx-folder", patched("taxonomies.zip", {"arx": "sub"}), "field 'taxonomies.zip.arx'", "a folder", "'sub'",
    files={"sub/x": "x"})
add("tax-arx-empty-file", None, "field 'taxonomies.zip'", "hierarchy file is empty", files={"zip.csv": ""})
add("tax-arx-not-utf8", None, "field 'taxonomies.zip'", "zip.csv:2", "not UTF-8",
    files={"zip.csv": b"13053;130**;*\n13067;130\xe9*;*\n14850;148**;*\n"})
add("tax-arx-two-roots", None, "field 'taxonomies.zip'", "2 different roots",
    files={"zip.csv": "13053;130**;*\n13067;130**;*\n14850;148**;+\n"})
add("tax-arx-ragged", None, "field 'taxonomies.zip'", "zip.csv:2", "row has 2 columns",
    files={"zip.csv": "13053;130**;*\n13067;*\n14850;148**;*\n"})
add("tax-arx-leaf-twice", None, "field 'taxonomies.zip'", "zip.csv:2", "not a tree",
    files={"zip.csv": "13053;130**;*\n13053;131**;*\n13067;130**;*\n14850;148**;*\n"})
add("tax-arx-cycle", None, "field 'taxonomies.zip'", "zip.csv:1", "not a tree",
    files={"zip.csv": "13053;130**;13053\n13067;130**;*\n14850;148**;*\n"})
add("tax-arx-missing-leaf", None, "field 'taxonomies.zip'", "no leaf", "'14850'",
    files={"zip.csv": "13053;130**;*\n13067;130**;*\n"})
add("tax-arx-wrong-separator", patched("taxonomies.zip", {"arx": "zip.csv", "separator": ","}),
    "field 'taxonomies.zip'", "different roots")
add("tax-intervals-not-increasing", patched("taxonomies.age", {"intervals": [[30, 50, 40]]}), "field 'taxonomies.age'",
    "strictly increasing")
add("tax-intervals-one-point", patched("taxonomies.age", {"intervals": [[30]]}), "field 'taxonomies.age'",
    "at least two")
add("tax-intervals-value-outside", patched("taxonomies.age", {"intervals": [[30, 40]]}), "field 'taxonomies.age'",
    "data spans [30.0, 45.0]")
add("tax-intervals-empty-level", patched("taxonomies.age", {"intervals": [[]]}), "field 'taxonomies.age'",
    "at least two")
add("tax-intervals-not-nested", patched("taxonomies.age", {"intervals": [[30, 40, 50], [30, 45, 50]]}),
    "field 'taxonomies.age'", "does not nest")
add("tax-intervals-non-numeric-data", None, "field 'taxonomies.age'", "a non-number", "'thirty'",
    files={"table.csv": TABLE.replace("30,", "thirty,", 1)})
add("tax-intervals-text-cut", patched("taxonomies.age", {"intervals": [[30, "forty", 50]]}),
    "field 'taxonomies.age.intervals[0][1]'", "'forty'")

# ---------------------------------------------------------------- requirements
add("req-l-diversity-without-sensitive", with_(roles={"quasi_identifiers": ["age", "sex", "zip"]},
                                                requirements=[{"kind": "l-diversity", "l": 2}]),
    "field 'requirements[0].kind'", "needs roles.sensitive")
add("req-l-above-distinct", req({"kind": "l-diversity", "l": 4}), "field 'requirements[0].l'", "3 distinct values",
    "(value: 4.0)")
add("req-l-eligibility-above-distinct", req({"kind": "l-eligibility", "l": 3.5}, base=TEMPORAL),
    "field 'requirements[0].l'", "3 distinct values", "3.5")
add("req-l-eligibility-without-timestamp", req({"kind": "l-eligibility", "l": 2}), "field 'requirements[0].kind'",
    "roles.timestamp")
add("req-xy-k-above-distinct-y", req({"kind": "xy-anonymity", "x": ["age"], "y": ["disease"], "k": 4}),
    "field 'requirements[0].k'", "3 distinct values of Y", "(value: 4)")
add("req-xy-unknown-x", req({"kind": "xy-anonymity", "x": ["height"], "y": ["disease"], "k": 2}),
    "field 'requirements[0].x[0]'", "'height'")
add("req-xy-unknown-y", req({"kind": "xy-linkability", "x": ["age"], "y": ["diag"], "threshold": 0.5}),
    "field 'requirements[0].y[0]'", "'diag'")
add("req-value-thresholds-unknown-value", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"],
                                               "value_thresholds": {"hiv": 0.5, "measles": 0.5}}),
    "field 'requirements[0].value_thresholds.measles'", "does not occur in column 'disease'", "'measles'")
add("req-value-thresholds-two-y", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease", "weight"],
                                       "value_thresholds": {"hiv": 0.5}}), "requirements[0]", "single Y attribute")
add("req-threshold-and-value-thresholds", req({"kind": "xy-linkability", "x": ["age"], "y": ["disease"],
                                               "threshold": 0.5, "value_thresholds": {"hiv": 0.5}}),
    "field 'requirements[0]'", "exactly one")
add("req-k-linkability-on-single", req({"kind": "k-linkability", "k": 2, "join": "MJ"}), "field 'requirements[0].kind'",
    "problem.kind sequential")
add("req-k-diversity-on-single", req({"kind": "k-diversity", "k": 2}), "field 'requirements[0].kind'",
    "problem.kind sequential")
add("req-k-linkability-unknown-qi", req({"kind": "k-linkability", "k": 2, "quasi_identifiers": ["height"]}, base=SEQ),
    "field 'requirements[0].quasi_identifiers[0]'", "'height'")
add("req-qi-not-in-roles", req({"kind": "k-anonymity", "k": 2, "quasi_identifiers": ["weight"]}),
    "field 'requirements[0].quasi_identifiers[0]'", "not a quasi-identifier", "'weight'")
add("req-l-diversity-qi-not-in-roles", req({"kind": "l-diversity", "l": 2, "quasi_identifiers": ["weight"]}),
    "field 'requirements[0].quasi_identifiers[0]'", "'weight'")
add("req-personalized-bad-limit-column", with_(roles={**BASE["roles"], "insensitive": ["weight"]},
                                               requirements=[{"kind": "personalized", "limit_column": "weight"}]),
    "field 'requirements[0].limit_column'", "(0, 1]", "'60'")
add("req-personalized-unknown-limit-column", req({"kind": "personalized", "limit_column": "lim"}),
    "field 'requirements[0].limit_column'", "'lim'")
add("req-class-entropy-without-class", with_(objective="class-entropy"), "field 'objective'", "roles.class",
    "'class-entropy'")
add("req-il-not-temporal", with_(objective="IL"), "field 'objective'", "temporal", "'IL'")
add("req-k-above-rows-after-missing", patched("requirements.0.k", 12), "field 'requirements[0].k'",
    "larger than the table (11 rows)", files={"table.csv": TABLE.replace(",F,", ",?,", 1)})

# ---------------------------------------------------------------- solvers and their options
add("solver-unknown-name", patched("solver.name", "cplex"), "spec.yaml:", "field 'solver.name'", "unknown solver",
    "'cplex'")
add("solver-empty-name", patched("solver.name", ""), "spec.yaml:", "field 'solver.name'", "unknown solver", "''")
for name, base in [("cpsat-cut", BASE), ("bottom-up", BASE), ("top-down", BASE), ("cpsat-cell", CELL),
                   ("personalized-clustering", CELL), ("cpsat-personalized", PERSONALIZED),
                   ("cpsat-sequential-cut", SEQ_CUT), ("tds4sa", SEQ_CUT), ("cpsat-sequential-cell", SEQ),
                   ("relay", TEMPORAL)]:
    add(f"option-unknown-{name}", solver(base, name=name, options={"stage2": True}), "spec.yaml:",
        "field 'solver.options.stage2'", f"solver '{name}' has no option 'stage2'")
add("option-unknown-full-domain", with_(solver={"name": "full-domain", "options": {"depth": 2}},
                                        generalization="full-domain"),
    "field 'solver.options.depth'", "solver 'full-domain' has no option 'depth' (it takes no options)")
add("option-unknown-two-stage", solver(SEQ, options={"stage_2": False}), "field 'solver.options.stage_2'",
    "solver 'two-stage' has no option 'stage_2' (its options: initial_buckets, shrink, max_buckets, stage2)")
add("option-unknown-auto", patched("solver", {"options": {"shrinkk": 2}}), "field 'solver.options.shrinkk'",
    "solver 'auto' has no option 'shrinkk' (its options: ")
add("option-auto-runs-no-reader", patched("solver", {"options": {"stage2": False}}), "field 'solver.options.stage2'",
    "solver 'auto' (running top-down and cpsat-cut here) has no option 'stage2'")
add("option-relay-unknown", solver(TEMPORAL, options={"window": 3}), "field 'solver.options.window'",
    "solver 'relay' has no option 'window' (its options: algorithm)")
add("option-relay-algorithm", solver(TEMPORAL, options={"algorithm": "greedy"}), "field 'solver.options.algorithm'",
    "'relay' or 'ilp'", "'greedy'")
add("option-stage2-number", solver(SEQ, options={"stage2": 1}), "field 'solver.options.stage2'", "(value: 1)")
add("option-shrink-zero", solver(SEQ, options={"shrink": 0}), "field 'solver.options.shrink'", "positive integer",
    "(value: 0)")
add("option-max-buckets-fraction", solver(SEQ, options={"max_buckets": 2.5}), "field 'solver.options.max_buckets'",
    "positive integer", "2.5")
add("option-initial-buckets-text", solver(SEQ, options={"initial_buckets": "4"}),
    "field 'solver.options.initial_buckets'", "positive integer", "'4'")
add("option-dynamic-moved", solver(SEQ, options={"dynamic": "separative"}), "field 'solver.options.dynamic'",
    "solver 'two-stage' has no option 'dynamic'")
add("dynamic-unknown", seq(dynamic="merged"), "field 'problem.dynamic'", "'unifying' or 'separative'", "'merged'")
add("new-records-not-a-list", seq(new_records="last"), "field 'problem.new_records'", "list", "'last'")
add("new-records-boolean", seq(new_records=[True]), "field 'problem.new_records[0]'", "not a boolean", "True")
add("new-records-out-of-range", seq(new_records=[99]), "field 'problem.new_records'", "out of range", "(value: 99)")
add("new-records-on-a-table-that-did-not-grow", seq(new_records=[3]), "field 'problem.new_records'",
    "the table holds 0 record(s) added")
add("new-records-twice", seq(previous=[{"from_table": ["sex", "disease"], "rows": 10}], new_records=[3, 3]),
    "field 'problem.new_records'", "listed twice", "(value: 3)")
add("solver-unsupported-model", patched("solver.name", "full-domain"), "full-domain", "generalization model 'cut'",
    code=4)
add("solver-unsupported-kind", solver(BASE, name="two-stage"), "two-stage", "problem kind 'single'", code=4)

# ---------------------------------------------------------------- sequential problems
add("seq-missing-release-attributes", with_(problem={"kind": "sequential"}), "field 'problem.release_attributes'",
    "required field is missing")
add("seq-unknown-release-attribute", seq(release_attributes=["age", "height"]),
    "field 'problem.release_attributes[1]'", "unknown attribute", "'height'")
add("seq-unknown-from-table", seq(previous=[{"from_table": ["sex", "height"]}]),
    "field 'problem.previous[0].from_table[1]'", "'height'")
add("seq-previous-missing-file", seq(previous=[{"path": "prev.csv", "attributes": ["sex", "disease"]}]),
    "prev.csv", "release file not found", "problem.previous[0].path")
add("seq-previous-file-is-folder", seq(previous=[{"path": "prev"}]), "prev", "is a folder",
    files={"prev/x.csv": "x"})
add("seq-previous-path-and-from-table", seq(previous=[{"path": "prev.csv", "from_table": ["sex"]}]),
    "field 'problem.previous[0]'", "exactly one of 'path' or 'from_table'")
add("seq-previous-neither", seq(previous=[{"rows": 3}]), "field 'problem.previous[0]'", "exactly one")
add("seq-previous-rows-with-path", seq(previous=[{"path": "prev.csv", "rows": 3}]), "field 'problem.previous[0]'",
    "'rows' is only used with 'from_table'")
add("seq-previous-separator-with-from-table", seq(previous=[{"from_table": ["sex"], "separator": ";"}]),
    "field 'problem.previous[0]'", "'separator' is only used with 'path'")
add("seq-previous-rows-above-table", seq(previous=[{"from_table": ["sex", "disease"], "rows": 13}]),
    "field 'problem.previous[0].rows'", "only 12 records", "(value: 13)")
add("seq-previous-sizes-differ", seq(previous=[{"from_table": ["sex", "disease"], "rows": 10},
                                               {"from_table": ["sex", "disease"], "rows": 8}]),
    "field 'problem.previous[1].rows'", "holds 8 records", "(value: 8)")
add("seq-previous-unknown-label", seq(previous=[{"path": "prev.csv"}]), "prev.csv", "'Q'",
    files={"prev.csv": "sex,disease\n" + "".join(f"{'FM'[i % 2] if i else 'Q'},{d}\n" for i, d in enumerate(DISEASES))})
add("seq-previous-unknown-attribute", seq(previous=[{"path": "prev.csv", "attributes": ["sex", "height"]}]),
    "field 'problem.previous[0].attributes[1]'", "'height'")
add("seq-previous-longer-than-table", seq(previous=[{"path": "prev.csv"}]), "problem.previous[0].path", "13 records",
    files={"prev.csv": "sex,disease\n" + "F,flu\n" * 13})
add("seq-xy-attribute-in-no-release",
    with_(SEQ_CUT, problem={**SEQ_CUT["problem"], "release_attributes": ["zip", "disease"]}),
    "field 'requirements[0].x[0]'", "attribute 'age' is in none of the releases", "'age'")
add("seq-inconsistent-unknown-value", seq(inconsistent=[[{"sex": "M"}, {"disease": "pregnancy"}]]),
    "field 'problem.inconsistent[0].disease'", "occurs neither in column 'disease'", "'pregnancy'")
add("seq-inconsistent-unknown-attribute", seq(inconsistent=[[{"gender": "M"}, {"disease": "flu"}]]),
    "field 'problem.inconsistent[0]'", "unknown attribute", "'gender'")
add("seq-inconsistent-two-keys", seq(inconsistent=[[{"sex": "M", "age": "30"}, {"disease": "flu"}]]),
    "field 'problem.inconsistent'", "one {attribute: value}")
add("seq-inconsistent-not-a-pair", seq(inconsistent=[[{"sex": "M"}]]), "field 'problem.inconsistent[0][1]'",
    "required field is missing")

# ---------------------------------------------------------------- temporal problems
T_FILES = {"stream.csv": STREAM}
for name, spec, expect in [
        ("bad-date", None, ("field 'roles.timestamp'", "'2020-13-01'", "neither an integer nor an ISO 8601 date")),
        ("mixed", None, ("field 'roles.timestamp'", "mix integers", "'2020-01-01'")),
        ("fraction", None, ("field 'roles.timestamp'", "'1.5'")),
        ("empty", None, ("field 'data'", "no rows left"))]:
    stream = {"bad-date": STREAM.replace("\n1,", "\n2020-13-01,", 1),
              "mixed": STREAM.replace("\n1,", "\n2020-01-01,", 1),
              "fraction": STREAM.replace("\n1,", "\n1.5,", 1),
              "empty": STREAM.replace("\n1,", "\n,").replace("\n2,", "\n,").replace("\n3,", "\n,")}[name]
    add(f"temporal-timestamp-{name}", TEMPORAL, *expect, files={"stream.csv": stream})
add("temporal-without-timestamp", with_(problem={"kind": "temporal", "window": 2}), "field 'problem.kind'",
    "needs roles.timestamp", files=T_FILES)
add("temporal-without-sensitive", with_(TEMPORAL, roles={"quasi_identifiers": ["age"], "timestamp": "day"}),
    "field 'requirements[0].kind'", "needs roles.sensitive", files=T_FILES)
add("temporal-mu-table-short", temporal(window=3, mu={"kind": "table", "values": [0, 1]}),
    "field 'problem.mu.values'", "3 entries", files=T_FILES)
add("temporal-mu-not-increasing", temporal(mu={"kind": "table", "values": [0, 2, 1]}), "field 'problem.mu'",
    "(C2) fails", files=T_FILES)
add("temporal-mu-negative", temporal(mu={"kind": "linear", "c": -1}), "field 'problem.mu'", "(C2) fails",
    files=T_FILES)
add("temporal-mu-not-zero-at-zero", temporal(mu={"kind": "table", "values": [1, 2]}), "field 'problem.mu'",
    "(C1) fails", files=T_FILES)
add("temporal-beta-unknown-value", temporal(beta={"per_value": {"measles": 2}}),
    "field 'problem.beta.per_value.measles'", "unknown sensitive value", "'measles'", files=T_FILES)
add("temporal-algorithm-moved", temporal(algorithm="ilp"), "field 'problem.algorithm'", "unknown field",
    files=T_FILES)
add("temporal-window-text", temporal(window="two"), "field 'problem.window'", "'two'", files=T_FILES)
add("temporal-objective-il-needs-temporal", with_(TEMPORAL, problem={"kind": "single"}), "field 'objective'",
    "needs problem.kind temporal", "'IL'", files=T_FILES)

# ---------------------------------------------------------------- CLI flags
RUN = ("run", "{spec}", "--out", "{out}", "--quiet")
for flag, value in [("--time-limit", "0"), ("--time-limit", "-5"), ("--time-limit", "nan"), ("--time-limit", "inf"),
                    ("--time-limit", "abc"), ("--time-limit", "1e400"), ("--time-limit", ""), ("--seed", "-1"),
                    ("--seed", str(2**70)), ("--seed", "abc"), ("--seed", "1.5"), ("--seed", str(2**31))]:
    add(f"flag-run{flag}={value}", None, f"argument {flag}", f"(value: {value!r})", argv=(*RUN, flag, value))
    add(f"flag-check{flag}={value}", None, f"argument {flag}", f"(value: {value!r})",
        argv=("check", "{spec}", "--out", "{out}", "--solvers", "cpsat-cut", flag, value))
for value in ("0", "-5", "nan", "inf", "abc"):
    add(f"flag-compile--time-limit={value}", None, "argument --time-limit", f"(value: {value!r})",
        argv=("compile", "{spec}", "--format", "lp", "--out", "{dir}/model.lp", "--time-limit", value))
add("flag-unknown", None, "unrecognized arguments: --colour", argv=(*RUN, "--colour", "red"))
add("flag-compile-unknown", None, "unrecognized arguments: --seed",
    argv=("compile", "{spec}", "--format", "lp", "--out", "{dir}/model.lp", "--seed", "1"))
add("flag-missing-spec", None, "nothere.yaml", "spec file not found",
    argv=("run", "{dir}/nothere.yaml", "--out", "{out}"))
add("flag-spec-is-folder", None, "sub", "is a folder", argv=("run", "{dir}/sub", "--out", "{out}"),
    files={"sub/a.txt": "a"})
add("flag-validate-missing-spec", None, "nothere.yaml", "not found", argv=("validate", "{dir}/nothere.yaml"))
add("flag-validate-folder", None, "sub", "is a folder", argv=("validate", "{dir}/sub"), files={"sub/a.txt": "a"})
add("flag-check-missing-spec", None, "nothere.yaml", "not found",
    argv=("check", "{dir}/nothere.yaml", "--out", "{out}"))
add("flag-compile-missing-spec", None, "nothere.yaml", "not found",
    argv=("compile", "{dir}/nothere.yaml", "--format", "lp", "--out", "{dir}/model.lp"))
add("flag-unknown-solver", None, "--solver", "unknown solver", "'cplex'", argv=(*RUN, "--solver", "cplex"))
add("flag-solver-unsupported", None, "two-stage", "problem kind 'single'", argv=(*RUN, "--solver", "two-stage"),
    code=4)
add("flag-out-is-file", None, "--out", "existing file", argv=("run", "{spec}", "--out", "{dir}/afile", "--quiet"),
    files={"afile": "mine"})
add("flag-out-users-folder", None, "--out", "--force", argv=("run", "{spec}", "--out", "{dir}/mine", "--quiet"),
    files={"mine/notes.txt": "mine"})
add("flag-out-below-a-file", None, "--out", "afile' is a file, so",
    argv=("run", "{spec}", "--out", "{dir}/afile/out", "--quiet"), files={"afile": "mine"})
add("flag-check-out-is-file", None, "--out", "existing file",
    argv=("check", "{spec}", "--out", "{dir}/afile", "--solvers", "cpsat-cut"), files={"afile": "mine"})
add("flag-compile-bad-format", None, "argument --format", "'xls'",
    argv=("compile", "{spec}", "--format", "xls", "--out", "{out}"))
add("flag-compile-no-format", None, "--format", argv=("compile", "{spec}", "--out", "{dir}/model.lp"))
add("flag-compile-out-is-file", None, "--out", "file exists", "--force",
    argv=("compile", "{spec}", "--format", "lp", "--out", "{dir}/afile"), files={"afile": "mine"})
add("flag-compile-out-is-folder", None, "--out", "is a folder",
    argv=("compile", "{spec}", "--format", "lp", "--out", "{dir}/sub"), files={"sub/a.txt": "a"})
add("flag-check-empty-solvers", None, "--solvers", "no solver named",
    argv=("check", "{spec}", "--out", "{out}", "--solvers", ","))
add("flag-check-unknown-solver", None, "--solvers", "unknown solver", "'cplex'",
    argv=("check", "{spec}", "--out", "{out}", "--solvers", "cpsat-cut,cplex"))
add("flag-check-unsupported-solver", None, "two-stage", "problem kind 'single'",
    argv=("check", "{spec}", "--out", "{out}", "--solvers", "two-stage"), code=4)
add("flag-no-command", None, "seqanon --help", "required", argv=())
add("flag-unknown-command", None, "argument command", "'publish'", argv=("publish", "{spec}"))
add("flag-compare-jobs-0", None, "argument --jobs", "(value: '0')",
    argv=("compare", "{spec}", "--jobs", "0", "--out", "{out}"))
add("flag-compare-jobs-negative", None, "argument --jobs", "(value: '-1')",
    argv=("compare", "{spec}", "--jobs", "-1", "--out", "{out}"))
add("flag-compare-jobs-text", None, "argument --jobs", "(value: 'two')",
    argv=("compare", "{spec}", "--jobs", "two", "--out", "{out}"))
add("flag-compare-address-without-dask", None, "--address", "'host:1'",
    argv=("compare", "{spec}", "--address", "host:1", "--out", "{out}"))
add("flag-bench-repeat-0", None, "argument --repeat", "(value: '0')", argv=("bench", "exact-adult", "--repeat", "0"))
add("flag-bench-time-limit-nan", None, "argument --time-limit", "(value: 'nan')",
    argv=("bench", "exact-adult", "--time-limit", "nan"))
add("flag-bench-unknown", None, "unknown benchmark", "'no-such-bench'", argv=("bench", "no-such-bench"),
    source="'no-such-bench'")

# ---------------------------------------------------------------- verify inputs
VERIFY = ("verify", "{spec}", "--release", "{dir}/release.csv")
add("verify-missing-release", None, "--release", "release file not found", argv=VERIFY)
add("verify-release-is-folder", None, "--release", "folder", argv=VERIFY, files={"release.csv/x": "x"})
add("verify-no-release-flag", None, "--release", argv=("verify", "{spec}"))
add("verify-unknown-label", None, "release.csv", "not a node", "[99, 100)", argv=VERIFY,
    files={"release.csv": VALID_RELEASE.replace("[30, 40)", "[99, 100)", 1)})
add("verify-two-releases-single", None, "--release", "one --release",
    argv=(*VERIFY, "--release", "{dir}/release.csv"), files={"release.csv": VALID_RELEASE})
add("verify-empty-release-file", None, "release.csv", argv=VERIFY, files={"release.csv": ""})
add("verify-bad-separator-flag", None, "is the separator ','?", "';;'", argv=(*VERIFY, "--separator", ";;"),
    files={"release.csv": VALID_RELEASE})
add("verify-spec-missing", None, "nothere.yaml",
    argv=("verify", "{dir}/nothere.yaml", "--release", "{dir}/release.csv"), files={"release.csv": VALID_RELEASE})
add("verify-not-utf8", None, "release.csv", argv=VERIFY,
    files={"release.csv": VALID_RELEASE.encode().replace(b"flu", b"fl\xe9", 1)})
# violations: exit 3, the report names the reason
for name, release, reason in [
        ("missing-qi-column", release_csv([r[1:] for r in [["x", "*", "*", d] for d in DISEASES]], "sex,zip,disease"),
         "no column 'age'"),
        ("extra-column", release_csv([["[30, 40)" if a < 40 else "[40, 50]", "*", "*", d, "1"]
                                      for a, d in zip(AGES, DISEASES)], "age,sex,zip,disease,weight"),
         "release carries column 'weight'"),
        ("blank-qi-cell", VALID_RELEASE.replace(",*,*,flu", ",,*,flu", 1), "blank cell"),
        ("extra-row", VALID_RELEASE + '"[30, 40)",*,*,flu\n', "stand for no input record"),
        ("missing-rows", release_csv() .split("\n", 1)[0] + "\n" + "\n".join(VALID_ROWS[:6]) + "\n",
         "suppression budget is 0"),
        ("wrong-sensitive-value", VALID_RELEASE.replace("hiv", "flu"), "stand for no input record"),
        ("non-ancestor-label", VALID_RELEASE.replace('"[30, 40)",*,*,flu', '"[40, 50]",*,*,flu', 1),
         "stand for no input record"),
        ("k-violated", release_csv([[str(a), "FM"[i % 2], ["13053", "13067", "14850"][i % 3], d]
                                    for i, (a, d) in enumerate(zip(AGES, DISEASES))]), "k-anonymity      NO"),
        ("duplicated-rows", release_csv([["[30, 40)", "*", "*", "flu"]] * 12), "stand for no input record"),
        ("sensitive-generalized", VALID_RELEASE.replace("hiv", "*"), "k-anonymity      yes")]:
    add(f"verify-{name}", None, argv=VERIFY, files={"release.csv": release}, code=0 if "yes" in reason else 3,
        stdout=(reason,))
add("verify-sex-unknown-in-valid", None, "release.csv", "not a node", "X", argv=VERIFY,
    files={"release.csv": VALID_RELEASE.replace(",*,*,cold", ",X,*,cold", 1)})



def materialise(case: Case, tmp_path: Path) -> list[str]:
    """Write the case's files into tmp_path; return its argv."""
    files: dict[str, str | bytes] = {"table.csv": TABLE, "zip.csv": ZIP_HIERARCHY, "stream.csv": STREAM, **case.files}
    spec = BASE if case.spec is None else case.spec
    text = dump(spec) if isinstance(spec, dict) else spec
    json_spec = any("spec.json" in a for a in case.argv)
    files.setdefault("spec.json" if json_spec else "spec.yaml", text)
    for name, content in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    fill = {"spec": str(tmp_path / "spec.yaml"), "out": str(tmp_path / "out"), "dir": str(tmp_path)}
    return [a.format(**fill) for a in case.argv]


def names_its_source(line: str, case: Case, argv: list[str], tmp_path: Path) -> bool:
    """The line names the spec or another input file, the flag, or (argparse) the argument it is about."""
    names = {"spec.yaml", "spec.json", f"{tmp_path}/", case.source, *(Path(name).parts[0] for name in case.files)}
    names |= {Path(a).name for a in argv if "/" in a}
    names |= {a for a in argv if a.startswith("--")}
    return any(name and name in line for name in names) or "argument" in line


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_bad_input(case: Case, tmp_path: Path, capsys) -> None:
    argv = materialise(case, tmp_path)
    before = snapshot(tmp_path)
    code = main(argv)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out
    assert code == case.code, (code, captured.err, captured.out[-2000:])
    if case.code in (0, 3):  # a verify verdict: the report on stdout names the reason
        assert captured.err == "", captured.err
        for reason in case.stdout:
            assert reason in captured.out, (reason, captured.out)
    else:
        lines = captured.err.splitlines()
        assert len(lines) == 1 and lines[0].strip(), captured.err
        line = lines[0]
        assert line.startswith("seqanon: "), line
        assert "<spec>" not in line and "internal error" not in line, line
        assert names_its_source(line, case, argv, tmp_path), line
        for fragment in case.expect:
            assert fragment in line, (fragment, line)
    # nothing left behind: no output folder, no staging or probe folder, every input unchanged
    assert not (tmp_path / "out").exists()
    assert not [p for p in tmp_path.rglob("*") if p.name.startswith(".") or ".staging." in p.name]
    assert snapshot(tmp_path) == before, "a bad input left something behind or changed a file"


@pytest.mark.parametrize("name", sorted(BASES))
def test_base_specs_are_valid(name: str, tmp_path: Path, capsys) -> None:
    """Every case mutates one of these: each runs cleanly, so a case's error is its mutation's."""
    case = Case(name, BASES[name], code=0)
    code = main(materialise(case, tmp_path))
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert (tmp_path / "out" / "release.csv").exists()


def test_the_corpus_is_large_and_its_cases_distinct() -> None:
    names = [c.name for c in CASES]
    assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)
    assert len(CASES) >= 300
    assert all(c.expect or c.stdout for c in CASES), [c.name for c in CASES if not (c.expect or c.stdout)]
