"""Test helpers: build a Problem from a spec written as a Python dict; find shared data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from seqanon_opt.problem import build_problem
from seqanon_opt.spec import load_spec

REPO = Path(__file__).resolve().parent.parent
SHARED_DATA = REPO.parent / "shared" / "data"


def write_spec(tmp_path: Path, spec: dict, name: str = "spec.yaml") -> Path:
    """Write ``spec`` as YAML into ``tmp_path`` and return its path."""
    path = tmp_path / name
    path.write_text(yaml.safe_dump(spec, sort_keys=False))
    return path


def problem_from_dict(tmp_path: Path, spec: dict):
    """Validate and compile a spec given as a dict (relative paths resolve in tmp_path). The spec is written as
    JSON when JSON holds it unchanged (PyYAML's pure-Python parser took half the time of compiling a drawn
    spec; the YAML path has its own tests), else as YAML (integer keys, for instance)."""
    try:
        text: str | None = json.dumps(spec)
    except (TypeError, ValueError):
        text = None
    if text is not None and json.loads(text) == spec:
        path = tmp_path / "spec.json"
        path.write_text(text)
    else:
        path = write_spec(tmp_path, spec)
    loaded, source = load_spec(path)
    return build_problem(loaded, source)


def snapshot(tmp_path: Path) -> dict[Path, bytes | None]:
    """Every path under tmp_path (hidden ones too) with its content: what a command must leave untouched."""
    return {p: (p.read_bytes() if p.is_file() else None) for p in tmp_path.rglob("*")}


def shared_data(*parts: str) -> Path:
    """A path under ../shared/data; the test is skipped when it is absent."""
    path = SHARED_DATA.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"shared data not available: {path}")
    return path


def make_bottom_up_leak(monkeypatch) -> None:
    """`seqanon check` gets, for "bottom-up", a solver that publishes every value as it is (it violates
    any k >= 2): the check must flag its release."""
    import dataclasses

    import numpy as np

    from seqanon_opt import check as check_module
    real = check_module.choose_solver

    class Leaky:
        def __init__(self, inner):
            self.inner = inner
            self.name, self.capabilities = inner.name, inner.capabilities

        def solve(self, problem, **kwargs):
            solution = self.inner.solve(problem, **kwargs)
            generalized = {a: np.asarray(problem.codes[a]).copy() for a in solution.generalized}
            return dataclasses.replace(solution, generalized=generalized, cuts=None,
                                       suppressed=np.zeros(problem.n_rows, dtype=bool))

    def choose(problem, settings, name=None, **kwargs):
        solver = real(problem, settings, name, **kwargs)
        return Leaky(solver) if solver.name == "bottom-up" else solver

    monkeypatch.setattr(check_module, "choose_solver", choose)


def weighted_pair(tmp_path: Path, spec: dict):
    """``(expanded, weighted, row_tuple)``: the spec's problem as read, the same problem as a tuple table
    (its distinct rows with ``weight`` = their counts, the Dask engine's form), and per expanded row the
    weighted row standing for it. The weighted rows are in a shuffled order, so nothing may depend on it."""
    import numpy as np
    import pandas as pd

    from seqanon_opt.data.table import read_raw_table

    loaded, source = load_spec(write_spec(tmp_path, spec))
    expanded = build_problem(loaded, source)
    raw = read_raw_table(loaded.data, source)
    row_tuple, distinct = pd.MultiIndex.from_frame(raw.astype(str)).factorize()
    order = np.random.default_rng(len(raw)).permutation(len(distinct))  # tuple t is weighted row rank[t]
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    frame = pd.DataFrame(list(distinct[order]), columns=raw.columns)
    weight = np.bincount(rank[row_tuple], minlength=len(order))
    weighted = build_problem(loaded, source, frame, weight=weight)
    return expanded, weighted, rank[row_tuple]
