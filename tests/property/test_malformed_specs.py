"""Random malformed specs never crash the CLI (issue 13): a documented exit code, never a traceback or an
internal error (5); bad input is one stderr line starting ``seqanon: `` that names the spec file; nothing
is half-written (a failed run leaves only the spec, a run without a release only its report).

The specs are mutations of a small valid base spec (single table; sequential; temporal): a key deleted, a
value replaced by one of the wrong kind (booleans, nan, infinities, huge integers, text, nested junk) or by
a plausible wrong one (another column, a data value, a small number), an unknown key added, and then the
YAML text edited: a line duplicated (a key written twice), the text truncated, a tab inserted.
"""

from __future__ import annotations

import contextlib
import copy
import io
import shutil
import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.cli import main

BASE: dict[str, Any] = {
    "name": "fuzz",
    "data": {"columns": ["age", "sex", "disease"],
             "rows": [[30 + 5 * (i % 4), "FM"[i % 2], ["flu", "cold", "hiv"][i % 3]] for i in range(12)]},
    "roles": {"quasi_identifiers": ["age", "sex"], "sensitive": "disease"},
    "taxonomies": {"age": {"intervals": [[30, 40, 50], [30, 50]]}, "sex": {"tree": {"*": ["F", "M"]}}},
    "requirements": [{"kind": "k-anonymity", "k": 2, "suppression": 0.1}],
    "solver": {"name": "cpsat-cut", "time_limit": 1, "seed": 0, "workers": 1},
}

# the other problem kinds, on the same rows: a sequential cell problem (two-stage) and a stream of snapshots
SEQUENTIAL: dict[str, Any] = {
    **copy.deepcopy(BASE), "generalization": "cell",
    "problem": {"kind": "sequential", "release_attributes": ["age", "disease"],
                "previous": [{"from_table": ["sex", "disease"]}]},
    "requirements": [{"kind": "k-linkability", "k": 2}], "solver": {"name": "two-stage", "time_limit": 1, "seed": 0}}
TEMPORAL: dict[str, Any] = {
    "name": "fuzz-stream",
    "data": {"columns": ["day", "age", "disease"],
             "rows": [[1 + i // 4, 30 + i, ["flu", "cold", "hiv"][i % 3]] for i in range(12)]},
    "roles": {"quasi_identifiers": ["age"], "sensitive": "disease", "timestamp": "day"},
    "problem": {"kind": "temporal", "window": 2, "mu": {"kind": "linear", "c": 0.1}, "beta": {"per_value": {"hiv": 2}}},
    "requirements": [{"kind": "l-eligibility", "l": 2}], "objective": "IL",
    "solver": {"name": "relay", "time_limit": 1}}
# plausible wrong values: names of other columns, values of the data, small numbers, empty collections
PLAUSIBLE = st.sampled_from(["age", "sex", "disease", "day", "F", "flu", "*", 0, 1, 2, 3, 13, 0.5, -1, [], {}, ["age"],
                             ["disease"], ["sex", "sex"], {"kind": "single"}])

SCALARS = st.one_of(
    st.booleans(), st.none(), st.integers(min_value=-(2**80), max_value=2**80),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
    st.sampled_from(["*", "", "age", "sex", "disease", "k-anonymity", "cpsat-cut", "LM", ".inf", "true", "1e3",
                     "nan", "2", "?", "F"]),
)
JUNK = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                     st.dictionaries(st.text(max_size=5), inner, max_size=2)),
                    max_leaves=8)
UNKNOWN_KEYS = ["colour", "kk", "sensitve", "time-limit", "quasi_identifier", "stage2", "1"]


def paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    """Every key path of a nested spec (mapping keys and list indices)."""
    out = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, value in node.items():
            out += paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:3]):
            out += paths(value, (*prefix, i))
    return out


def at(spec: Any, path: tuple) -> tuple[Any, Any]:
    for key in path[:-1]:
        spec = spec[key]
    return spec, path[-1]


@st.composite
def malformed(draw, base: dict[str, Any] = BASE) -> str:
    spec = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, 3))):
        live = paths(spec)
        if not live:
            break
        parent, key = at(spec, draw(st.sampled_from(live)))
        action = draw(st.sampled_from(["replace", "delete", "add_unknown", "plausible"]))
        if action == "replace":
            parent[key] = draw(JUNK)
        elif action == "plausible":
            parent[key] = draw(PLAUSIBLE)
        elif action == "delete" and isinstance(parent, dict):
            del parent[key]
        elif action == "delete":
            parent.pop(key)
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(UNKNOWN_KEYS))] = draw(JUNK)
    text = yaml.safe_dump(spec, sort_keys=False, allow_unicode=True)
    edit = draw(st.sampled_from(["none", "duplicate", "truncate", "tab"]))
    lines = text.splitlines(keepends=True)
    if edit == "duplicate" and lines:
        i = draw(st.integers(0, len(lines) - 1))
        lines.insert(i, lines[i])
    elif edit == "truncate" and lines:
        lines = lines[: draw(st.integers(0, len(lines) - 1))]
        if lines and draw(st.booleans()):  # cut inside a line
            lines[-1] = lines[-1][: draw(st.integers(0, len(lines[-1])))]
    elif edit == "tab" and lines:
        i = draw(st.integers(0, len(lines) - 1))
        lines[i] = "\t" + lines[i]
    return "".join(lines)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(text=malformed())
def test_malformed_specs_fail_cleanly(text: str) -> None:
    check_run(text)


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.sampled_from([SEQUENTIAL, TEMPORAL]).flatmap(malformed))
def test_malformed_sequential_and_temporal_specs_fail_cleanly(text: str) -> None:
    check_run(text)


def check_run(text: str) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="seqanon-fuzz-"))
    try:
        spec = tmp / "spec.yaml"
        spec.write_text(text, encoding="utf-8")
        err, out = io.StringIO(), io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            code = main(["run", str(spec), "--out", str(tmp / "out"), "--quiet"])
        message = err.getvalue()
        assert code in (0, 1, 2, 3, 4), (code, message)
        assert "Traceback" not in message + out.getvalue() and "internal error" not in message, message
        names = sorted(str(p.relative_to(tmp)) for p in tmp.rglob("*"))
        assert not [n for n in names if Path(n).name.startswith(".")], names  # no staging or probe folder
        if code in (2, 3, 4):  # refused: one line naming the spec, nothing written
            lines = message.splitlines()
            assert len(lines) == 1 and lines[0].startswith("seqanon: "), message
            assert code == 3 or "spec.yaml" in lines[0], lines[0]
            assert names == ["spec.yaml"], names
        elif code == 1:  # no release: the report says why, no release file
            assert names == ["out", "out/report.json", "spec.yaml"], names
        else:
            assert {"out/release.csv", "out/report.json"} <= set(names), names
        assert spec.read_text(encoding="utf-8") == text
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
