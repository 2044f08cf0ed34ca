"""Privacy requirements as plain frozen dataclasses, resolved against the table.

The spec's pydantic models are turned into these by :func:`build_problem`:
defaults filled in (the roles' quasi-identifiers), fractions turned into row
counts, so solvers and checkers read one unambiguous form.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class KAnonymity:
    """Every group of equal generalized QI values has >= k records.

    Up to ``max_suppressed`` records may be suppressed (left out of the release).
    """

    k: int
    quasi_identifiers: tuple[str, ...]
    max_suppressed: int = 0

    kind = "k-anonymity"

    def parameters(self) -> dict:
        return {"k": self.k, "quasi_identifiers": list(self.quasi_identifiers),
                "max_suppressed": self.max_suppressed}


@dataclass(frozen=True)
class LDiversity:
    """Frequency l-diversity: in each group every sensitive value has count <= |group| / l."""

    l: float
    quasi_identifiers: tuple[str, ...]
    sensitive: str
    max_suppressed: int = 0

    kind = "l-diversity"

    def parameters(self) -> dict:
        return {"l": self.l, "quasi_identifiers": list(self.quasi_identifiers),
                "sensitive": self.sensitive, "max_suppressed": self.max_suppressed}


@dataclass(frozen=True)
class XYLinkability:
    """(X,Y)-linkability: the confidence of inferring any y from any x is <= threshold."""

    x: tuple[str, ...]
    y: tuple[str, ...]
    threshold: float

    kind = "xy-linkability"

    def parameters(self) -> dict:
        return {"x": list(self.x), "y": list(self.y), "threshold": self.threshold}


@dataclass(frozen=True)
class Personalized:
    """Each record's leakage probability Pleak stays within its own limit."""

    limit_column: str | None
    default_limit: float

    kind = "personalized"

    def parameters(self) -> dict:
        return {"limit_column": self.limit_column, "default_limit": self.default_limit}


Requirement = KAnonymity | LDiversity | XYLinkability | Personalized
