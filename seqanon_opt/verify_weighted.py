"""The verifier on counts: a weighted release judged against a weighted problem (the Dask engine's).

``verify_release(problem, release, weight)`` comes here when either side is weighted: ``weight[i]``
records stand behind release row i and ``problem.weight[j]`` behind table row j. The verdict is that
on both sides expanded to one row per record; it shares no code with the solvers (as verify.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd

from .privacy import (
    Check,
    check_beta_likeness,
    check_delta_disclosure,
    check_k_anonymity,
    check_l_diversity,
    check_t_closeness,
    check_xy_anonymity,
    check_xy_linkability,
)
from .privacy.distribution_checks import Weights
from .privacy.encoding import expected_columns
from .privacy.k_anonymity import coded_group_sizes
from .privacy.registered import registered_weighted_check
from .problem import Problem
from .requirements import (
    BetaLikeness,
    DeltaDisclosure,
    KAnonymity,
    LDiversity,
    Requirement,
    TCloseness,
    XYAnonymity,
    XYLinkability,
    registered_requirement,
)
from .verify_structure import Verification, matched_release, unjudgeable, unjudged_structure, with_budget


def _not_judged_on_weights(req: Requirement, why: str) -> Check:
    """Fail closed: a requirement the weights cannot judge."""
    return Check(
        req.kind,
        req.parameters(),
        False,
        None,
        [],
        f"not judged: {why} needs every record, a weighted release or problem has tuples",
    )


def _weighted_k_anonymity(problem: Problem, req: KAnonymity, release: pd.DataFrame, weight: np.ndarray) -> Check:
    return check_k_anonymity(release, req, problem.n_records, weight=weight)


def _weighted_l_diversity(problem: Problem, req: LDiversity, release: pd.DataFrame, weight: np.ndarray) -> Check:
    return check_l_diversity(release, req, problem.n_records, weight=weight)


def _weighted_distribution(
    problem: Problem, req: TCloseness | DeltaDisclosure | BetaLikeness, release: pd.DataFrame, weight: np.ndarray
) -> Check:
    """As :func:`_distribution`, q from the input's records (``problem.weight``), p from the release's."""
    checkers: dict[type, Callable[..., Check]] = {
        TCloseness: check_t_closeness,
        DeltaDisclosure: check_delta_disclosure,
        BetaLikeness: check_beta_likeness,
    }
    check = checkers[type(req)]
    return check(
        release,
        req,
        problem.table[req.sensitive],
        problem.taxonomies.get(req.sensitive),
        Weights(weight, problem.weight),
    )


def _weight_column(release: pd.DataFrame, weight: np.ndarray) -> tuple[pd.DataFrame, str]:
    """``release`` with the weights as one more column (a name no column has)."""
    name = "_weight"
    while name in release.columns:
        name += "_"
    return release.assign(**{name: np.asarray(weight, np.int64)}), name


def _weighted_xy_anonymity(problem: Problem, req: XYAnonymity, release: pd.DataFrame, weight: np.ndarray) -> Check:
    """As :func:`_xy_anonymity` (single table): ``a(x)`` and the suppressed records by weight."""
    table, name = _weight_column(release, weight)
    check = check_xy_anonymity(table, req.x, req.y, req.k, weight=name)
    return with_budget(check, problem.n_records - int(np.sum(weight, dtype=np.int64)), req.max_suppressed)


def _weighted_xy_linkability(problem: Problem, req: XYLinkability, release: pd.DataFrame, weight: np.ndarray) -> Check:
    threshold = dict(req.threshold) if not isinstance(req.threshold, float) else req.threshold
    table, name = _weight_column(release, weight)
    return check_xy_linkability(table, req.x, req.y, threshold, weight=name)


# each checker takes the requirements of its key's type
WEIGHTED_CHECKERS: dict[type, Callable[[Problem, Any, pd.DataFrame, np.ndarray], Check]] = {
    KAnonymity: _weighted_k_anonymity,
    LDiversity: _weighted_l_diversity,
    TCloseness: _weighted_distribution,
    DeltaDisclosure: _weighted_distribution,
    BetaLikeness: _weighted_distribution,
    XYAnonymity: _weighted_xy_anonymity,
    XYLinkability: _weighted_xy_linkability,
}
"""Requirements judged on counts alone: the rest (personalized limits, those of a sequence of releases or of a
stream) need every record and fail closed on weights."""


def verify_weighted(problem: Problem, release: pd.DataFrame, weight: np.ndarray | None) -> Verification:
    """:func:`verify_release` with ``weight[i]`` records per release row and ``problem.weight`` per table row.

    The verdict is that on both sides expanded to one row per record: the
    matching's flow counts records (a release tuple's capacity is the sum of
    its rows' weights, a record tuple's the sum of its rows'), the suppressed
    records are ``problem.n_records - sum(weight)`` for the requirements and
    ``problem.n_records - flow`` for the structure, every group counts by
    weight (:data:`WEIGHTED_CHECKERS`). Requirements judged per record and
    problems other than single tables fail closed ("not judged: ... needs
    every record").
    """
    weight = np.ones(len(release), np.int64) if weight is None else np.asarray(weight, np.int64).reshape(-1)
    if len(weight) != len(release):
        raise ValueError(f"{len(weight)} weights for a release of {len(release)} rows")
    if len(weight) and weight.min() < 1:
        raise ValueError("every release row stands for at least one record (weight >= 1)")
    if problem.kind != "single":
        checks = [_not_judged_on_weights(req, f"a {problem.kind} problem") for req in problem.requirements]
        return Verification(
            checks,
            []
            if checks
            else [f"not judged: a {problem.kind} problem needs every record, a weighted release or problem has tuples"],
        )
    release, encoded, matched, errors = matched_release(problem, release, weight=weight)
    unjudged = unjudged_structure(problem, release, matched, errors)
    if unjudged is not None:
        return unjudged
    published = release[[c for c in release.columns if c in expected_columns(problem)]]
    checks = []
    for req in problem.requirements:
        if type(req) not in WEIGHTED_CHECKERS and registered_requirement(req.kind) is None:
            checks.append(_not_judged_on_weights(req, f"{req.kind} is judged per record and"))
            continue
        try:
            if (
                isinstance(req, KAnonymity)
                and all(q in encoded.codes and q in matched.nodes for q in req.quasi_identifiers)
                and encoded.units is not None
            ):
                sizes = coded_group_sizes(encoded.codes, encoded.labels, list(req.quasi_identifiers), encoded.units)
                checks.append(check_k_anonymity(published, req, problem.n_records, sizes=sizes, weight=weight))
                continue
            checker = WEIGHTED_CHECKERS.get(type(req), registered_weighted_check)  # a registered kind's check
            checks.append(checker(problem, req, published, weight))
        except (ValueError, KeyError) as exc:
            checks.append(unjudgeable(req, exc, errors))
    return Verification(checks, errors)
