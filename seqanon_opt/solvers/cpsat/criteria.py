"""Group-local requirements as predicates on a published group's statistics.

For a cut, the requirements below are judged group by group, and each is
*union-closed*: if every part of a union of groups satisfies it, so does the
union. Hence a candidate group M that violates it has a violating group below
it whenever no attribute is cut above M, which makes the cut model's lifting
clause valid (models/cut_generalization.md).

* k-anonymity: ``size >= k``;
* (X,Y)-anonymity (Wang-Fung Def. 3.1): ``distinct Y values >= k``;
* frequency l-diversity: ``max_s count_s * l <= size``;
* (X,Y)-linkability (Def. 3.2): ``max_y count_y / threshold_y <= size`` (only
  the listed values in the value-level form).

The first two are also *downward closed* (every group below a violating group
violates), so all rows below a violating M are suppressed when nothing is cut
above it: only these may use a suppression budget in the exact cut model.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ...problem import Problem
from ...requirements import (
    KAnonymity,
    LDiversity,
    Requirement,
    XYAnonymity,
    XYLinkability,
)


@dataclass(frozen=True)
class GroupCriterion:
    """``violates(size, distinct, weighted_max)`` for the groups of ``attributes``.

    ``values`` codes each row's sensitive (or Y) value; ``factor[code]`` weighs
    its count in ``weighted_max = max_value count * factor``.
    """

    kind: str
    attributes: tuple[str, ...]
    min_size: int = 1
    min_distinct: int = 0
    values: np.ndarray | None = None
    factor: np.ndarray | None = None
    max_suppressed: int = 0

    @property
    def downward_closed(self) -> bool:
        return self.factor is None

    def violates(self, size: np.ndarray, distinct: np.ndarray, weighted_max: np.ndarray) -> np.ndarray:
        bad = size < self.min_size
        if self.min_distinct:
            bad |= distinct < self.min_distinct
        if self.factor is not None:
            bad |= weighted_max > size + 1e-9
        return bad


def _codes(problem: Problem, columns: tuple[str, ...]) -> tuple[np.ndarray, np.ndarray]:
    values = problem.table[list(columns)].astype(str).agg("\x1f".join, axis=1)
    codes, uniques = pd.factorize(values, sort=True)  # numbered by content: the same on a tuple table
    return codes.astype(np.int64), np.asarray(uniques)


def criterion_for(problem: Problem, requirement: Requirement) -> GroupCriterion:
    """The group predicate of a requirement; ValueError when it is not group-local on the QIs (``lazy_reason``)."""
    if isinstance(requirement, KAnonymity):
        return GroupCriterion(
            "k-anonymity",
            requirement.quasi_identifiers,
            min_size=requirement.k,
            max_suppressed=requirement.max_suppressed,
        )
    if isinstance(requirement, LDiversity):
        codes, uniques = _codes(problem, (requirement.sensitive,))
        return GroupCriterion(
            "l-diversity",
            requirement.quasi_identifiers,
            values=codes,
            factor=np.full(len(uniques), float(requirement.l)),
            max_suppressed=requirement.max_suppressed,
        )
    if isinstance(requirement, (XYAnonymity, XYLinkability)):
        outside = [a for a in requirement.x if a not in problem.quasi_identifiers]
        if outside or set(requirement.x) & set(requirement.y):
            raise ValueError(  # lazy_reason, the capability condition, rules it out
                f"the exact cut model needs X within the quasi-identifiers and disjoint "
                f"from Y (X = {list(requirement.x)})"
            )
        codes, uniques = _codes(problem, requirement.y)
        if isinstance(requirement, XYAnonymity):
            return GroupCriterion(
                "xy-anonymity",
                requirement.x,
                values=codes,
                min_distinct=requirement.k,
                max_suppressed=requirement.max_suppressed,
            )
        return GroupCriterion(
            "xy-linkability", requirement.x, values=codes, factor=_linkability_factor(requirement.threshold, uniques)
        )
    raise ValueError(f"requirement '{requirement.kind}' is not group-local on a single table")


def _linkability_factor(threshold: float | Mapping[str, float], uniques: np.ndarray) -> np.ndarray:
    if isinstance(threshold, Mapping):
        return np.array([1.0 / threshold[v] if v in threshold else 0.0 for v in uniques])
    return np.full(len(uniques), 1.0 / float(threshold))
