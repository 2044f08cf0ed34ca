"""Test helpers: build a Problem from a spec written as a Python dict; find shared data."""

from __future__ import annotations

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
    """Validate and compile a spec given as a dict (relative paths resolve in tmp_path)."""
    loaded, source = load_spec(write_spec(tmp_path, spec))
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
