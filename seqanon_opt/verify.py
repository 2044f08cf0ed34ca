"""verify(problem, release) -> Verification: every requirement judged on the published table.

Shares no code with ``seqanon_opt.solvers``. First checks that the release is
a generalization of the original table (every published QI label is a node at
or above the row's original value, and, for the cut model, each original
value is published as one node), then runs each requirement's checker.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from .errors import UnsupportedProblem
from .privacy import Check, check_k_anonymity, check_l_diversity
from .problem import Problem
from .requirements import KAnonymity, LDiversity


@dataclass
class Verification:
    """Per requirement: satisfied, achieved level, worst groups; plus structural problems."""

    checks: list[Check]
    structure_errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.structure_errors and all(c.satisfied for c in self.checks)

    def failures(self) -> list[str]:
        out = list(self.structure_errors)
        out += [f"{c.kind} {c.parameters}: {c.detail or 'not satisfied'}" for c in self.checks if not c.satisfied]
        return out


def structure_errors(problem: Problem, release: pd.DataFrame) -> list[str]:
    """Ways in which ``release`` is not a generalization of ``problem.table``."""
    errors: list[str] = []
    rows = release.index.to_numpy()
    if len(rows) and (rows.min() < 0 or rows.max() >= problem.n_rows or len(np.unique(rows)) != len(rows)):
        return ["release rows do not line up with the original table"]
    for attr in problem.quasi_identifiers:
        if attr not in release.columns:
            errors.append(f"release has no column '{attr}'")
            continue
        tax = problem.taxonomies[attr]
        labels = release[attr].astype(str).to_numpy()
        nodes = np.fromiter((tax.index.get(x, -1) for x in labels), dtype=np.int64, count=len(labels))
        unknown = nodes < 0
        if unknown.any():
            errors.append(f"column '{attr}': label {labels[unknown][0]!r} is not a node of its taxonomy")
            continue
        original = problem.codes[attr][rows]
        above = (tax.tin[nodes] <= tax.tin[original]) & (tax.tin[original] < tax.tout[nodes])
        if not above.all():
            i = int(np.flatnonzero(~above)[0])
            errors.append(f"column '{attr}': row {int(rows[i])} publishes {labels[i]!r}, "
                          f"which does not generalize {tax.labels[original[i]]!r}")
            continue
        if problem.model in ("cut", "full-domain"):
            pairs = pd.DataFrame({"leaf": original, "node": nodes}).drop_duplicates()
            if pairs["leaf"].duplicated().any():
                leaf = int(pairs.loc[pairs["leaf"].duplicated(), "leaf"].iloc[0])
                errors.append(f"column '{attr}': value {tax.labels[leaf]!r} is published as several "
                              f"nodes, which a {problem.model} generalization cannot do")
    for column in problem.table.columns:
        if column in problem.quasi_identifiers or column == problem.key:
            continue
        if column not in release.columns:
            errors.append(f"release has no column '{column}'")
        elif not (release[column].astype(str).to_numpy() == problem.table[column].astype(str).to_numpy()[rows]).all():
            errors.append(f"column '{column}' is not published as in the original")
    if problem.key and problem.key in release.columns:
        errors.append(f"the record key '{problem.key}' is published")
    return errors


def verify_release(problem: Problem, release: pd.DataFrame) -> Verification:
    """Judge ``release`` (index: row positions in ``problem.table``) against every requirement."""
    checks = []
    for req in problem.requirements:
        if isinstance(req, KAnonymity):
            checks.append(check_k_anonymity(release, req, problem.n_rows))
        elif isinstance(req, LDiversity):
            checks.append(check_l_diversity(release, req, problem.n_rows))
        else:
            raise UnsupportedProblem(f"no checker for requirement '{req.kind}' yet")
    return Verification(checks, structure_errors(problem, release))
