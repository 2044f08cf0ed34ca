"""`seqanon bench bug-adult-error`: classification error of bottom-up generalization on Adult.

Wang-Yu-Chakraborty 2004 section 6.1 and Figure 3: generalize the training
split for K-anonymity on the 7 categorical QIs, apply the found cut to the
test split, train a decision tree on the generalized training records and
report its test error E beside the baseline B (unmodified data) and the
worst error W (every QI at its root). The paper reports B = 17.4 %,
W = 24.6 % and E - B <= 1.1 points for K = 10..500. Top-down
specialization's error on the same split is printed beside E.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pandas as pd

from ..data.taxonomy import cut_map
from ..problem import Problem, build_problem
from ..spec import load_spec
from . import repository
from .classification_error import decision_tree_error, published_values

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


def generalized_labels(problem: Problem, cuts: Mapping[str, list[int]] | None) -> pd.DataFrame:
    """The QI columns of ``problem`` as labels under ``cuts`` (None: ungeneralized; {}: every QI at its root)."""
    out = {}
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        if cuts is None:
            nodes = problem.codes[attr]
        else:
            nodes = cut_map(tax, cuts.get(attr, [tax.root]))[problem.codes[attr]]
        out[attr] = published_values(tax, nodes)
    frame = pd.DataFrame(out)
    frame[problem.class_attribute] = problem.table[problem.class_attribute].to_numpy()
    return frame


def classification_errors(train: Problem, test: Problem, cuts: Mapping[str, list[int]] | None,
                          seed: int = 0) -> float:
    """Test error of the decision tree trained on ``train`` generalized by ``cuts`` (see generalized_labels)."""
    return decision_tree_error(generalized_labels(train, cuts), generalized_labels(test, cuts),
                               train.quasi_identifiers, train.class_attribute, seed=seed)


def bug_adult_error(k: int, seed: int = 0, compare: str = "top-down") -> dict[str, Any]:
    """E (bottom-up), B and W in percent for one K; the ``compare`` solver's error on the same
    split beside them; the solvers' times and whether their releases verify."""
    import dataclasses

    from ..release import publish
    from ..requirements import KAnonymity
    from ..solvers.registry import get_solver
    from ..verify import verify_release

    train, test = load_split()
    train = dataclasses.replace(train, requirements=(KAnonymity(k, train.quasi_identifiers),))
    bottom_up = get_solver("bottom-up").solve(train, seed=seed)
    other = get_solver(compare).solve(train, seed=seed)
    verified = all(verify_release(train, publish(train, s)).ok for s in (bottom_up, other))
    error = classification_errors(train, test, bottom_up.cuts, seed)
    baseline = classification_errors(train, test, None, seed)
    worst = classification_errors(train, test, {}, seed)
    other_error = classification_errors(train, test, other.cuts, seed)
    return {"K": k, "E_pct": round(100 * error, 2), "B_pct": round(100 * baseline, 2),
            "W_pct": round(100 * worst, 2), "E_minus_B": round(100 * (error - baseline), 2),
            f"E_{compare}_pct": round(100 * other_error, 2), "solve_s": round(bottom_up.runtime_s, 3),
            f"{compare}_s": round(other.runtime_s, 3), "verified": verified,
            "generalizations": bottom_up.statistics.get("iterations"),
            "anonymity": bottom_up.statistics.get("anonymity"), "class_entropy": round(bottom_up.objective, 4),
            f"{compare}_class_entropy": round(other.objective, 4)}
