"""The bad-input corpus (issue 13): every case exits with its code and one stderr line naming the file or
flag, the field and the value, without a traceback, and leaves nothing behind.

Families: YAML, types and ranges, unknown and missing keys, roles, data files, taxonomies, requirements,
solvers and their options, problem kinds, CLI flags of run / check / compile, and verify inputs.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import yaml

from seqanon_opt.cli import main

TABLE = "age,sex,zip,disease,weight\n" + "".join(
    f"{30 + 5 * (i % 4)},{'FM'[i % 2]},{['13053', '13067', '14850'][i % 3]},{['flu', 'cold', 'hiv'][i % 3]},{60 + i}\n"
    for i in range(12))
ZIP_HIERARCHY = "13053;130**;*\n13067;130**;*\n14850;148**;*\n"

BASE: dict[str, Any] = {
    "name": "corpus",
    "data": {"path": "table.csv"},
    "roles": {"quasi_identifiers": ["age", "sex", "zip"], "sensitive": "disease"},
    "taxonomies": {"age": {"intervals": [[30, 40, 50], [30, 50]]}, "sex": {"tree": {"*": ["F", "M"]}},
                   "zip": {"arx": "zip.csv"}},
    "requirements": [{"kind": "k-anonymity", "k": 2}],
    "solver": {"name": "cpsat-cut", "time_limit": 5},
}
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
    spec: dict | str | None = None  # None: BASE
    expect: tuple[str, ...] = ()
    files: dict[str, str | bytes] = field(default_factory=dict)
    argv: tuple[str, ...] = ("run", "{spec}", "--out", "{out}", "--quiet")
    code: int = 2
    stdout: tuple[str, ...] = ()  # for verify failures (exit 3): what the report prints


def patched(path: str, value: Any, *, delete: bool = False) -> dict:
    """BASE with the value at ``path`` ('a.b.0.c') replaced (or deleted)."""
    spec = copy.deepcopy(BASE)
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


def with_(**parts: Any) -> dict:
    spec = copy.deepcopy(BASE)
    spec.update(parts)
    return spec


def req(**fields: Any) -> dict:
    return with_(requirements=[fields])


CASES: list[Case] = []


def add(name: str, spec: dict | str | None = None, *expect: str, **kw: Any) -> None:
    CASES.append(Case(name, spec, expect, **kw))


# ---------------------------------------------------------------- YAML
add("yaml-unclosed-flow", "name: x\ndata: [unclosed\n", "spec.yaml", "malformed YAML")
add("yaml-tab-indent", "name: x\ndata:\n\tpath: t.csv\n", "spec.yaml", "malformed YAML")
add("yaml-bad-indent", "name: x\n data: 1\n  roles: 2\n", "spec.yaml", "malformed YAML")
add("yaml-empty-file", "", "spec.yaml")
add("yaml-only-comment", "# nothing\n", "spec.yaml")
add("yaml-top-level-list", "- a\n- b\n", "spec.yaml")
add("yaml-top-level-scalar", "just text\n", "spec.yaml")
add("yaml-deep-nesting", "a: " + "[" * 3000 + "]" * 3000 + "\n", "spec.yaml", "nested too deeply")
add("yaml-deep-mappings", "a: " + "{b: " * 3000 + "1" + "}" * 3000 + "\n", "spec.yaml", "nested too deeply")
add("yaml-binary-garbage", "\x00\x01\x02name: x\n", "spec.yaml")
add("yaml-control-character-key", 'name: x\ndata:\n  "\\x1E": 0\n', "spec.yaml:3", "\\x1e", "unknown field")
add("yaml-unterminated-string", 'name: "x\ndata: 1\n', "spec.yaml", "malformed YAML")
for dup_path, text in {
    "name": "name: a\nname: b\n",
    "roles.sensitive": "roles:\n  sensitive: a\n  sensitive: b\n",
    "requirements[0].k": "requirements:\n  - kind: k-anonymity\n    k: 2\n    k: 5\n",
    "taxonomies.sex": "taxonomies:\n  sex: {tree: {a: [b]}}\n  sex: {tree: {a: [c]}}\n",
    "solver.seed": "solver:\n  seed: 1\n  seed: 2\n",
    "data.path": "data:\n  path: a.csv\n  path: b.csv\n",
}.items():
    add(f"yaml-duplicate-{dup_path}", text, "spec.yaml:", f"field '{dup_path}'", "duplicate key (first at line")
add("json-duplicate-key", '{"name": "a", "name": "b"}', "spec.json", "field 'name'", "duplicate key",
    argv=("run", "{dir}/spec.json", "--out", "{out}", "--quiet"))
add("json-malformed", '{"name": "a",', "spec.json", "malformed JSON",
    argv=("run", "{dir}/spec.json", "--out", "{out}", "--quiet"))
add("json-deep", '{"a": ' + "[" * 3000 + "]" * 3000 + "}", "spec.json", "nested too deeply",
    argv=("run", "{dir}/spec.json", "--out", "{out}", "--quiet"))

# ---------------------------------------------------------------- booleans are never numbers
for path in ("requirements.0.k", "requirements.0.suppression", "solver.time_limit", "solver.seed",
             "solver.workers"):
    add(f"bool-{path}", patched(path, True), "spec.yaml:", f"'{path.replace('.0.', '[0].')}'", "not a boolean")
add("bool-false-k", patched("requirements.0.k", False), "requirements[0].k", "not a boolean")
add("bool-l", req(kind="l-diversity", l=True), "requirements[0].l", "not a boolean")
add("bool-xy-k", req(kind="xy-anonymity", x=["age"], y=["disease"], k=True), "requirements[0].k", "not a boolean")
add("bool-threshold", req(kind="xy-linkability", x=["age"], y=["disease"], threshold=True),
    "requirements[0].threshold", "not a boolean")
add("bool-interval-cut", patched("taxonomies.age", {"intervals": [[30, True, 50]]}), "taxonomies.age", "not a boolean")
add("bool-personalized-limit", req(kind="personalized", default_limit=True), "default_limit")

# ---------------------------------------------------------------- wrong types
for path, value in {"requirements.0.k": "two", "requirements.0.k": [2], "requirements.0.suppression": "5%",
                    "solver.time_limit": "fast", "solver.seed": 1.5, "solver.workers": "two", "name": [1, 2],
                    "roles.quasi_identifiers": "age", "roles.sensitive": ["disease"], "data.path": 5,
                    "data.separator": [","], "requirements": {"kind": "k-anonymity"}, "taxonomies": ["sex"],
                    "solver": "cpsat-cut", "roles": ["age"], "objective": 3, "generalization": True,
                    "requirements.0.quasi_identifiers": "age", "data.missing": "?"}.items():
    add(f"type-{path}-{type(value).__name__}", patched(path, value), "spec.yaml")
add("type-k-string-number", patched("requirements.0.k", "two"), "requirements[0].k", "two")

# ---------------------------------------------------------------- ranges
for path, value, where in [
        ("requirements.0.k", 0, "requirements[0].k"), ("requirements.0.k", -3, "requirements[0].k"),
        ("requirements.0.k", 13, "requirements[0].k"), ("requirements.0.k", 10**9, "requirements[0].k"),
        ("requirements.0.suppression", 1.5, "suppression"), ("requirements.0.suppression", -0.1, "suppression"),
        ("requirements.0.suppression", float("nan"), "suppression"),
        ("solver.time_limit", 0, "time_limit"), ("solver.time_limit", -5, "time_limit"),
        ("solver.time_limit", float("nan"), "time_limit"), ("solver.time_limit", float("inf"), "time_limit"),
        ("solver.seed", -1, "seed"), ("solver.seed", 2**31, "seed"), ("solver.seed", 2**70, "seed"),
        ("solver.workers", 0, "workers"), ("solver.workers", -2, "workers")]:
    add(f"range-{path}={value}", patched(path, value), "spec.yaml", where)
add("range-l-below-1", req(kind="l-diversity", l=0.5), "requirements[0].l")
add("range-threshold-above-1", req(kind="xy-linkability", x=["age"], y=["disease"], threshold=1.5), "threshold")
add("range-threshold-zero", req(kind="xy-linkability", x=["age"], y=["disease"], threshold=0), "threshold")

# ---------------------------------------------------------------- unknown and missing keys
for path in ("colour", "data.colour", "roles.quasi_identifier", "roles.sensitve", "taxonomies.sex.trees",
             "requirements.0.kk", "requirements.0.supression", "solver.seeds", "solver.time-limit",
             "problem.kind", "taxonomies.zip.seperator", "taxonomies.age.interval"):
    spec = patched(path, 1)
    if path == "problem.kind":  # a problem section with a typo beside its kind
        spec["problem"] = {"kind": "single", "colour": 1}
    add(f"unknown-key-{path}", spec, "spec.yaml", "unknown field")
for path in ("name", "data", "roles", "roles.quasi_identifiers", "requirements.0.k", "requirements.0.kind",
             "data.path"):
    add(f"missing-{path}", patched(path, None, delete=True), "spec.yaml")
add("unknown-requirement-kind", req(kind="k-anonimity", k=2), "requirements[0]", "unknown")
add("unknown-problem-kind", with_(problem={"kind": "streaming"}), "problem")
add("problem-without-kind", with_(problem={"window": 2}), "problem", "kind", "missing")
add("unknown-objective", with_(objective="ENTROPY"), "objective")
add("unknown-generalization", with_(generalization="global"), "generalization")
add("unknown-taxonomy-kind", patched("taxonomies.sex", {"list": ["F", "M"]}), "taxonomies.sex")
add("empty-requirements", with_(requirements=[]), "requirements")
add("empty-quasi-identifiers", patched("roles.quasi_identifiers", []), "quasi_identifiers")

# ---------------------------------------------------------------- roles
add("role-unknown-qi", patched("roles.quasi_identifiers", ["age", "sex", "zipcode"]), "quasi_identifiers[2]",
    "unknown attribute", "zipcode")
add("role-unknown-sensitive", patched("roles.sensitive", "diagnosis"), "roles.sensitive", "diagnosis")
add("role-unknown-class", patched("roles.class", "income"), "roles.class", "income")
add("role-unknown-key", patched("roles.key", "ssn"), "roles.key", "ssn")
add("role-unknown-timestamp", patched("roles.timestamp", "day"), "roles.timestamp", "day")
add("role-unknown-insensitive", patched("roles.insensitive", ["weight", "height"]), "roles.insensitive[1]", "height")
add("role-key-is-qi", patched("roles.key", "age"), "roles.key", "already declared", "age")
add("role-sensitive-is-qi", patched("roles.sensitive", "sex"), "roles.sensitive", "already declared", "sex")
add("role-insensitive-is-qi", patched("roles.insensitive", ["zip"]), "roles.insensitive[0]", "already declared")
add("role-insensitive-is-sensitive", patched("roles.insensitive", ["disease"]), "roles.insensitive[0]",
    "already declared")
add("role-class-is-sensitive", patched("roles.class", "disease"), "roles.class", "already declared")
add("role-insensitive-twice", patched("roles.insensitive", ["weight", "weight"]), "roles.insensitive[1]",
    "already declared")
add("role-qi-twice", patched("roles.quasi_identifiers", ["age", "age", "sex"]), "quasi_identifiers", "twice")
add("role-insensitive-not-a-list", patched("roles.insensitive", "weight"), "roles.insensitive")

# ---------------------------------------------------------------- data
add("data-missing-file", patched("data.path", "nothere.csv"), "data.path", "not found", "nothere.csv")
add("data-path-is-folder", patched("data.path", "sub"), "data.path", files={"sub/x.txt": "x"})
add("data-empty-file", None, "data.path", files={"table.csv": ""})
add("data-header-only", None, "data", "no rows", files={"table.csv": "age,sex,zip,disease\n"})
add("data-duplicated-header", None, "data.path", "column 'age' appears twice",
    files={"table.csv": TABLE.replace("weight", "age", 1)})
add("data-wrong-separator", None, "is the separator ';'?", files={"table.csv": TABLE.replace(",", ";")})
add("data-wrong-separator-tab", None, "is the separator '\\t'?", files={"table.csv": TABLE.replace(",", "\t")})
add("data-not-utf8", None, "data.path", "line 2", "not UTF-8",
    files={"table.csv": TABLE.encode().replace(b"F,13", b"\xe9,13", 1)})
add("data-path-and-columns", patched("data.columns", ["a", "b"]), "field 'data'", "'columns'")
add("data-path-and-rows", patched("data.rows", [[1]]), "field 'data'", "exactly one")
add("data-no-source", patched("data", {"separator": ","}), "field 'data'", "exactly one")
add("data-list-rows-without-columns", patched("data", {"rows": [[1, 2]]}), "field 'data'", "columns")
add("data-row-wrong-width", patched("data", {"columns": ["age", "sex"], "rows": [[30, "F"], [31]]}),
    "data.rows[1]", "cells")
add("data-inline-column-twice", patched("data", {"columns": ["age", "age"], "rows": [[30, 31]]}),
    "data.columns", "twice")
add("data-all-rows-missing", None, "no rows", files={"table.csv": "age,sex,zip,disease\n?,F,13053,flu\n"})
add("data-bad-parquet", patched("data.path", "t.parquet"), "data.path", "cannot read", files={"t.parquet": "nope"})
add("data-unknown-format", patched("data.format", "excel"), "data.format")
add("data-value-without-leaf", None, "sex", files={"table.csv": TABLE.replace(",F,", ",X,", 1)})
add("data-parts-without-part-column", patched("data", {"parts": {"a": "table.csv"}}), "part_column")
add("data-parts-missing-file", patched("data", {"parts": {"a": "table.csv", "b": "no.csv"}, "part_column": "p"}),
    "data.parts.b", "no.csv")
add("data-row-number-column-clash", patched("data.row_number_columns", ["age"]), "row_number_columns[0]", "age")
add("data-ragged-csv", None, "data.path", files={"table.csv": TABLE + "1,2,3,4,5,6,7\n"})

# ---------------------------------------------------------------- taxonomies
add("tax-unknown-attribute", patched("taxonomies.height", {"tree": {"*": ["a"]}}), "taxonomies.height", "height")
add("tax-missing-leaf", patched("taxonomies.sex", {"tree": {"*": ["F"]}}), "sex", "M")
add("tax-not-a-tree", patched("taxonomies.sex", {"tree": {"*": {"a": ["F", "M"], "b": ["F"]}}}), "taxonomies.sex")
add("tax-arx-missing-file", patched("taxonomies.zip", {"arx": "nozip.csv"}), "taxonomies.zip", "nozip.csv")
add("tax-arx-two-roots", None, "taxonomies.zip", files={"zip.csv": "13053;130**;*\n13067;130**;*\n14850;148**;+\n"})
add("tax-arx-ragged", None, "taxonomies.zip", files={"zip.csv": "13053;130**;*\n13067;*\n14850;148**;*\n"})
add("tax-arx-leaf-twice", None, "taxonomies.zip",
    files={"zip.csv": "13053;130**;*\n13053;131**;*\n13067;130**;*\n14850;148**;*\n"})
add("tax-intervals-not-increasing", patched("taxonomies.age", {"intervals": [[30, 50, 40]]}), "taxonomies.age")
add("tax-intervals-value-outside", patched("taxonomies.age", {"intervals": [[30, 40]]}), "age")
add("tax-intervals-empty-level", patched("taxonomies.age", {"intervals": [[]]}), "taxonomies.age")
add("tax-intervals-not-nested", patched("taxonomies.age", {"intervals": [[30, 40, 50], [30, 45, 50]]}),
    "taxonomies.age")
add("tax-intervals-non-numeric-data", None, "age", files={"table.csv": TABLE.replace("30,", "thirty,", 1)})
add("tax-tree-empty", patched("taxonomies.sex", {"tree": {}}), "taxonomies.sex")

# ---------------------------------------------------------------- requirements
add("req-l-diversity-without-sensitive", with_(roles={"quasi_identifiers": ["age", "sex", "zip"]},
                                                requirements=[{"kind": "l-diversity", "l": 2}]),
    "requirements[0]", "roles.sensitive")
add("req-l-above-distinct", req(kind="l-diversity", l=4), "requirements[0].l", "3 distinct values")
add("req-l-eligibility-without-timestamp", req(kind="l-eligibility", l=2), "requirements[0]", "timestamp")
add("req-xy-unknown-x", req(kind="xy-anonymity", x=["height"], y=["disease"], k=2), "requirements[0]", "height")
add("req-xy-unknown-y", req(kind="xy-linkability", x=["age"], y=["diag"], threshold=0.5), "requirements[0]", "diag")
add("req-value-thresholds-unknown-value", req(kind="xy-linkability", x=["age"], y=["disease"],
                                              value_thresholds={"hiv": 0.5, "measles": 0.5}),
    "value_thresholds", "measles")
add("req-threshold-and-value-thresholds", req(kind="xy-linkability", x=["age"], y=["disease"], threshold=0.5,
                                              value_thresholds={"hiv": 0.5}), "requirements[0]", "exactly one")
add("req-k-linkability-on-single", req(kind="k-linkability", k=2, join="MJ"), "requirements[0]", "sequential")
add("req-qi-not-in-roles", req(kind="k-anonymity", k=2, quasi_identifiers=["weight"]), "quasi_identifiers[0]",
    "weight")
add("req-personalized-bad-limit-column", with_(roles={**BASE["roles"], "insensitive": ["weight"]},
                                               requirements=[{"kind": "personalized", "limit_column": "weight"}]),
    "limit_column", "(0, 1]")
add("req-personalized-unknown-limit-column", req(kind="personalized", limit_column="lim"), "lim")
add("req-unknown-join", req(kind="k-linkability", k=2, join="XJ"), "requirements[0]")
add("req-class-entropy-without-class", with_(objective="class-entropy"), "objective", "roles.class")
add("req-il-not-temporal", with_(objective="IL"), "objective", "temporal")

# ---------------------------------------------------------------- solvers and options
add("solver-unknown-name", patched("solver.name", "cplex"), "cplex")
for solver in ("cpsat-cut", "bottom-up", "top-down", "full-domain"):
    spec = patched("solver", {"name": solver, "options": {"stage2": True}})
    if solver == "full-domain":
        spec["generalization"] = "full-domain"
    add(f"option-unknown-{solver}", spec, "solver.options.stage2", f"solver '{solver}' has no option")
add("option-unknown-auto", patched("solver", {"options": {"shrinkk": 2}}), "solver.options.shrinkk")
add("solver-unsupported-model", patched("solver.name", "full-domain"), "full-domain", code=4)

# ---------------------------------------------------------------- problem kinds
add("sequential-missing-release-attributes", with_(problem={"kind": "sequential"}), "problem")
add("sequential-unknown-release-attribute",
    with_(problem={"kind": "sequential", "release_attributes": ["age", "height"],
                   "previous": [{"from_table": ["sex", "disease"]}]}),
    "release_attributes[1]", "height")
add("sequential-previous-missing-file",
    with_(problem={"kind": "sequential", "release_attributes": ["age", "disease"],
                   "previous": [{"path": "prev.csv", "attributes": ["sex", "disease"]}]}), "prev.csv")
add("sequential-inconsistent-unknown-value",
    with_(problem={"kind": "sequential", "release_attributes": ["age", "disease"],
                   "previous": [{"from_table": ["sex", "disease"]}],
                   "inconsistent": [[{"sex": "M"}, {"disease": "pregnancy"}]]}),
    "problem.inconsistent[0].disease", "pregnancy")
add("temporal-without-timestamp", with_(problem={"kind": "temporal", "window": 2}), "problem")

# ---------------------------------------------------------------- CLI flags
RUN = ("run", "{spec}", "--out", "{out}", "--quiet")
for flag, value in [("--time-limit", "0"), ("--time-limit", "-5"), ("--time-limit", "nan"), ("--time-limit", "inf"),
                    ("--time-limit", "abc"), ("--time-limit", "1e400"), ("--seed", "-1"), ("--seed", str(2**70)),
                    ("--seed", "abc"), ("--seed", "1.5"), ("--seed", str(2**31))]:
    add(f"flag-run{flag}={value}", None, flag, value, argv=(*RUN, flag, value))
    add(f"flag-check{flag}={value}", None, flag, value,
        argv=("check", "{spec}", "--out", "{out}", "--solvers", "cpsat-cut", flag, value))
add("flag-unknown", None, "--colour", argv=(*RUN, "--colour", "red"))
add("flag-missing-spec", None, "nothere.yaml", argv=("run", "{dir}/nothere.yaml", "--out", "{out}"))
add("flag-spec-is-folder", None, "sub", argv=("run", "{dir}/sub", "--out", "{out}"), files={"sub/a.txt": "a"})
add("flag-unknown-solver", None, "--solver", "cplex", argv=(*RUN, "--solver", "cplex"))
add("flag-out-is-file", None, "--out", argv=("run", "{spec}", "--out", "{dir}/afile", "--quiet"),
    files={"afile": "mine"})
add("flag-out-users-folder", None, "--force", argv=("run", "{spec}", "--out", "{dir}/mine", "--quiet"),
    files={"mine/notes.txt": "mine"})
add("flag-compile-bad-format", None, "--format", argv=("compile", "{spec}", "--format", "xls", "--out", "{out}"))
add("flag-compile-out-is-file", None, "--out", argv=("compile", "{spec}", "--format", "lp", "--out", "{dir}/afile"),
    files={"afile": "mine"})
add("flag-check-empty-solvers", None, "--solvers", argv=("check", "{spec}", "--out", "{out}", "--solvers", ","))
add("flag-check-unknown-solver", None, "cplex", argv=("check", "{spec}", "--out", "{out}", "--solvers", "cplex"))
add("flag-no-command", None, "seqanon", argv=())
add("flag-unknown-command", None, "publish", argv=("publish", "{spec}"))
add("flag-compare-jobs-0", None, "--jobs", argv=("compare", "{spec}", "--jobs", "0", "--out", "{out}"))
add("flag-bench-repeat-0", None, "--repeat", argv=("bench", "exact-adult", "--repeat", "0"))

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


def materialise(case: Case, tmp_path: Path) -> tuple[list[str], set[Path]]:
    """Write the case's files into tmp_path; return its argv and the paths written."""
    files: dict[str, str | bytes] = {"table.csv": TABLE, "zip.csv": ZIP_HIERARCHY, **case.files}
    spec = BASE if case.spec is None else case.spec
    text = spec if isinstance(spec, str) else yaml.safe_dump(spec, sort_keys=False)
    json_spec = any("spec.json" in a for a in case.argv)
    files.setdefault("spec.json" if json_spec else "spec.yaml", text)
    written: set[Path] = set()
    for name, content in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        written |= {path, *[p for p in path.parents if tmp_path in p.parents]}
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
    fill = {"spec": str(tmp_path / "spec.yaml"), "out": str(tmp_path / "out"), "dir": str(tmp_path)}
    return [a.format(**fill) for a in case.argv], written


def snapshot(tmp_path: Path) -> dict[Path, bytes | None]:
    return {p: (p.read_bytes() if p.is_file() else None) for p in tmp_path.rglob("*")}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_bad_input(case: Case, tmp_path: Path, capsys) -> None:
    argv, _ = materialise(case, tmp_path)
    before = snapshot(tmp_path)
    code = main(argv)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out
    assert code == case.code, (code, captured.err, captured.out[-2000:])
    if case.code in (0, 3):
        for reason in case.stdout:
            assert reason in captured.out, (reason, captured.out)
    else:
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1, captured.err
        assert lines[0].startswith("seqanon"), lines[0]
        assert "<spec>" not in lines[0]
        for fragment in case.expect:
            assert fragment in lines[0], (fragment, lines[0])
    assert snapshot(tmp_path) == before, "a bad input left something behind or changed a file"


def test_the_corpus_is_large_and_its_cases_distinct() -> None:
    names = [c.name for c in CASES]
    assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)
    assert len(CASES) >= 200
