"""The UCI Adult split the Adult benchmarks read (``specs/adult-bottom-up.yaml``: the training split,
30,162 records after dropping missing values, and the test split, 15,060)."""

from __future__ import annotations

from pathlib import Path

from ..problem import Problem, build_problem
from ..spec import load_spec
from . import repository

REPO = repository()
SPEC = REPO / "specs" / "adult-bottom-up.yaml"
TEST_SPLIT = "../../shared/data/adult-uci/adult.test"


def adult_available() -> bool:
    return (REPO.parent / "shared" / "data" / "adult-uci" / "adult.data").exists()


def load_split(spec_path: Path = SPEC, test_path: str = TEST_SPLIT) -> tuple[Problem, Problem]:
    """The training problem of ``spec_path`` and the same spec over the test split."""
    spec, source = load_spec(spec_path)
    train = build_problem(spec, source)
    test_spec = spec.model_copy(update={"data": spec.data.model_copy(update={"path": test_path})})
    return train, build_problem(test_spec, source)
