"""The steps both verify paths share (records one per row, or weighted tuples): the verdict's type, a release's
structure (its columns, its match to the records, the suppression budget) and the verdict when requirements cannot
be judged. Like :mod:`seqanon_opt.verify`, shares no code with the solvers."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from .privacy import Check
from .privacy.encoding import Encoded, encode, expected_columns
from .privacy.records import Matched, match_release
from .problem import Problem
from .requirements import KAnonymity, Requirement


@dataclass
class Verification:
    """Per requirement: satisfied, achieved level, worst groups; plus structural problems."""

    checks: list[Check]
    structure_errors: list[str] = field(default_factory=list)
    risk: dict[str, Any] | None = None
    """The re-identification risk of the input and the release, when the caller computed it
    (:func:`seqanon_opt.api.verify`, ``seqanon verify``)."""

    @property
    def ok(self) -> bool:
        return not self.structure_errors and all(c.satisfied for c in self.checks)

    def failures(self) -> list[str]:
        out = list(self.structure_errors)
        out += [f"{c.kind} {c.parameters}: {c.detail or 'not satisfied'}" for c in self.checks if not c.satisfied]
        return out


# ---------------------------------------------------------------- structure
def column_errors(problem: Problem, release: pd.DataFrame) -> list[str]:
    """Columns the release carries but the spec does not publish, and expected columns it lacks."""
    expected = expected_columns(problem)
    errors = []
    for column in release.columns:
        if column == problem.key:
            errors.append(f"the record key '{column}' is published")
        elif column not in expected:
            errors.append(f"release carries column '{column}', which the spec does not publish")
    errors += [f"release has no column '{c}'" for c in expected if c not in release.columns]
    return errors


def _suppression_budget(problem: Problem) -> int | None:
    """Records a release may leave out: the largest budget of its requirements; None: not judged here."""
    if problem.kind == "temporal":
        return None  # the relay suppresses what it cannot reposition; l-eligibility judges what is published
    budgets = [getattr(req, "max_suppressed", 0) for req in problem.requirements]
    return max(budgets, default=0)


def structure_errors(problem: Problem, release: pd.DataFrame, matched: Matched) -> list[str]:
    """Ways in which ``release`` is not a publication of ``problem.table`` (module docstring)."""
    errors = column_errors(problem, release) + matched.errors
    missing = problem.n_records - matched.matched_rows  # records (= rows when unweighted)
    budget = _suppression_budget(problem)
    if budget is not None and missing > budget:
        errors.append(f"{missing} input record(s) are not in the release, the suppression budget is {budget}")
    if problem.model in ("cut", "full-domain"):
        for attr in problem.quasi_identifiers:
            if attr not in matched.nodes:
                continue
            tax = problem.taxonomies[attr]
            assert matched.published is not None  # match_release always gives it
            pairs = matched.published(attr)  # distinct (value, node) over the matched rows
            leaves, seen = np.unique(pairs // tax.n_nodes, return_counts=True)
            if (seen > 1).any():
                leaf = int(leaves[seen > 1][0])
                errors.append(
                    f"column '{attr}': value {tax.labels[leaf]!r} is published as several "
                    f"nodes, which a {problem.model} generalization cannot do"
                )
    return errors


def with_budget(check: Check, suppressed: int, budget: int) -> Check:
    """``check`` also judging the requirement's own suppression budget (as k-anonymity does): the suppressed
    records in its parameters, and a failure when they exceed ``budget``."""
    if budget or suppressed:
        check.parameters = check.parameters | {"max_suppressed": budget, "suppressed": suppressed}
    if suppressed > budget:
        check.satisfied = False
        check.detail = "; ".join(d for d in (check.detail, f"{suppressed} rows suppressed, budget {budget}") if d)
    return check


def matched_release(
    problem: Problem, release: pd.DataFrame, *, hint: np.ndarray | None = None, weight: np.ndarray | None = None
) -> tuple[pd.DataFrame, Encoded, Matched, list[str]]:
    """``release`` normalised and re-indexed 0..n-1, its encoded columns, its match to the records
    (``weight``: records per release row) and the structure errors. Every column is hashed once, for the
    matching and the groups; categorical columns are kept as they are when every requirement is judged
    on the codes (k-anonymity on taxonomy columns)."""
    coded_only = all(
        isinstance(req, KAnonymity)
        and all(q in problem.codes and q != problem.timestamp for q in req.quasi_identifiers)
        for req in problem.requirements
    )
    release, encoded = encode(problem, release, keep_categorical=coded_only, weight=weight)
    release = release.reset_index(drop=True)
    matched = match_release(problem, release, hint=hint, encoded=encoded, weight=weight)
    return release, encoded, matched, structure_errors(problem, release, matched)


def unjudged_structure(
    problem: Problem, release: pd.DataFrame, matched: Matched, errors: list[str]
) -> Verification | None:
    """The verdict when the requirements cannot be judged: a release without their columns, or with labels
    that are no nodes; None when they can."""
    if any(c not in release.columns for c in expected_columns(problem)):
        return Verification([], errors)
    if not matched.labels_ok:
        return Verification(
            [
                Check(
                    req.kind,
                    req.parameters(),
                    False,
                    None,
                    [],
                    "not judged: the release holds labels that are not nodes of their taxonomies "
                    "or timestamps that are not snapshots",
                )
                for req in problem.requirements
            ],
            errors,
        )
    return None


def unjudgeable(req: Requirement, exc: Exception, errors: list[str]) -> Check:
    """The failing check of a requirement whose checker raised on a broken release (re-raised on a sound one)."""
    if not errors:  # a sound release the checker cannot judge: a bug, not the release's fault
        raise exc
    reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return Check(
        req.kind,
        req.parameters(),
        False,
        None,
        [],
        f"not judged on a release that is not a publication of the table ({reason})",
    )
