"""The result record of a privacy check."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Check:
    """One requirement judged on one release.

    ``achieved`` is the level the release reaches (the smallest group for
    k-anonymity, the largest l for l-diversity); ``worst_groups`` lists the
    offending groups (values and sizes), worst first.
    """

    kind: str
    parameters: dict[str, Any]
    satisfied: bool
    achieved: float | int | None
    worst_groups: list[dict[str, Any]] = field(default_factory=list)
    detail: str = ""

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON: an infinite level (a group with fewer than l values, a value missing under
        delta-disclosure) is written as the string "inf", never as the non-standard ``Infinity``."""
        return _finite(
            {
                "kind": self.kind,
                "parameters": self.parameters,
                "satisfied": self.satisfied,
                "achieved": self.achieved,
                "worst_groups": self.worst_groups,
                "detail": self.detail,
            }
        )


def _finite(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_finite(v) for v in value]
    return value
