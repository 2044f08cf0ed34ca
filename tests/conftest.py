"""Fixtures shared by every test; helpers live in tests/helpers.py (importable as `helpers`)."""

from __future__ import annotations

import pytest

from helpers import problem_from_dict


@pytest.fixture
def make_problem(tmp_path):
    """Build a Problem from a spec dict; relative paths resolve in tmp_path."""
    return lambda spec: problem_from_dict(tmp_path, spec)
