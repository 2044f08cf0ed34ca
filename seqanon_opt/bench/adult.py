"""The Adult data several benchmark families read, from ``../shared/data`` beside the checkout.

* ARX's Adult (``specs/adult-k-anonymity.yaml``: 30,162 rows, 8 QIs, ARX's hierarchies, LM), under
  k-anonymity with a suppression budget: :func:`adult_problem`;
* the UCI split (``specs/adult-bottom-up.yaml``: the training split, 30,162 records after dropping
  missing values, and the test split, 15,060): :func:`load_split`.
"""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

from ..problem import Problem, build_problem
from ..spec import load_spec
from . import repository

KS = (2, 5, 10, 25, 50, 100)  # the k grid of the Adult benchmarks
SEED, WORKERS = 0, 2  # solver settings of the Adult benchmarks, as the spec
ADULT_SPEC = "specs/adult-k-anonymity.yaml"
SPEC = repository() / "specs" / "adult-bottom-up.yaml"
TEST_SPLIT = "../../shared/data/adult-uci/adult.test"


def adult_available() -> bool:
    """Whether ARX's Adult (``../shared/data/adult``) is here."""
    return (repository().parent / "shared" / "data" / "adult" / "adult.csv").exists()


def adult_problem(k: int, suppression: float) -> Problem:
    """ARX's Adult under k-anonymity with a suppression budget of ``floor(suppression * rows)``."""
    from ..pipeline import load_problem
    from ..requirements import KAnonymity

    problem = load_problem(repository() / ADULT_SPEC)
    requirement = KAnonymity(k, problem.quasi_identifiers, math.floor(suppression * problem.n_rows + 1e-9))
    return dataclasses.replace(problem, requirements=(requirement,))


def uci_available() -> bool:
    """Whether the UCI split (``../shared/data/adult-uci``) is here."""
    return (repository().parent / "shared" / "data" / "adult-uci" / "adult.data").exists()


def uci_available_or_say() -> bool:
    """:func:`uci_available`, printing that nothing runs when it is not."""
    if not uci_available():
        print("../shared/data/adult-uci is absent; nothing to run")
        return False
    return True


def load_split(spec_path: Path = SPEC, test_path: str = TEST_SPLIT) -> tuple[Problem, Problem]:
    """The training problem of ``spec_path`` and the same spec over the test split."""
    spec, source = load_spec(spec_path)
    train = build_problem(spec, source)
    test_spec = spec.model_copy(update={"data": spec.data.model_copy(update={"path": test_path})})
    return train, build_problem(test_spec, source)
