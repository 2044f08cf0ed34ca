"""The result record of a privacy check."""

from __future__ import annotations

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
        return {"kind": self.kind, "parameters": self.parameters, "satisfied": self.satisfied,
                "achieved": self.achieved, "worst_groups": self.worst_groups, "detail": self.detail}
