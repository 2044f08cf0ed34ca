"""Random malformed specs never crash the CLI: a known exit code, one line on stderr, nothing half-written."""

from __future__ import annotations

import copy
import math
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

JUNK = st.one_of(
    st.booleans(), st.none(), st.integers(min_value=-(2**80), max_value=2**80),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
    st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
    st.sampled_from(["*", "", "age", "sex", "disease", "k-anonymity", "cpsat-cut", "LM", ".inf", "true"]),
)


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


ALL_PATHS = paths(BASE)


def at(spec: Any, path: tuple) -> tuple[Any, Any]:
    for key in path[:-1]:
        spec = spec[key]
    return spec, path[-1]


@st.composite
def malformed(draw) -> str:
    spec = copy.deepcopy(BASE)
    for _ in range(draw(st.integers(1, 3))):
        live = [p for p in paths(spec)]
        path = draw(st.sampled_from(live or ALL_PATHS))
        parent, key = at(spec, path)
        action = draw(st.sampled_from(["replace", "delete", "add_unknown"]))
        if action == "replace":
            parent[key] = draw(JUNK)
        elif action == "delete" and isinstance(parent, dict):
            del parent[key]
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(["colour", "kk", "sensitve", "time-limit"]))] = draw(JUNK)
    text = yaml.safe_dump(spec, sort_keys=False, allow_unicode=True)
    edit = draw(st.sampled_from(["none", "duplicate", "truncate", "tab"]))
    lines = text.splitlines(keepends=True)
    if edit == "duplicate" and lines:
        i = draw(st.integers(0, len(lines) - 1))
        lines.insert(i, lines[i])
    elif edit == "truncate" and lines:
        lines = lines[: draw(st.integers(0, len(lines) - 1))]
    elif edit == "tab" and lines:
        i = draw(st.integers(0, len(lines) - 1))
        lines[i] = "\t" + lines[i]
    return "".join(lines)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(text=malformed())
def test_malformed_specs_fail_cleanly(text: str) -> None:
    import contextlib
    import io
    tmp = Path(tempfile.mkdtemp(prefix="seqanon-fuzz-"))
    try:
        spec = tmp / "spec.yaml"
        spec.write_text(text)
        err, out = io.StringIO(), io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            code = main(["run", str(spec), "--out", str(tmp / "out"), "--quiet"])
        message = err.getvalue()
        assert code in (0, 1, 2, 3, 4), (code, message)
        assert "Traceback" not in message and "internal error" not in message, message
        if code != 0:
            lines = message.strip().splitlines()
            assert len(lines) == 1 and lines[0].startswith("seqanon"), message
            assert not (tmp / "out").exists()
            assert sorted(p.name for p in tmp.iterdir()) == ["spec.yaml"]
        else:
            assert (tmp / "out" / "release.csv").exists()
        assert not math.isnan(code)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
