"""Privacy requirements as plain frozen dataclasses, resolved against the table.

The spec's pydantic models are turned into these by :func:`build_problem`:
defaults filled in (the roles' quasi-identifiers), fractions turned into row
counts, so solvers and checkers read one unambiguous form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping


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
    """(X,Y)-linkability: the confidence of inferring any y from any x is <= threshold.

    ``threshold`` is one number, or a mapping {y value: threshold} (value-level Y).
    """

    x: tuple[str, ...]
    y: tuple[str, ...]
    threshold: float | Mapping[str, float]

    kind = "xy-linkability"

    def parameters(self) -> dict:
        threshold = dict(self.threshold) if isinstance(self.threshold, Mapping) else self.threshold
        return {"x": list(self.x), "y": list(self.y), "threshold": threshold}


@dataclass(frozen=True)
class Personalized:
    """Each record's leakage probability Pleak stays within its own limit."""

    limit_column: str | None
    default_limit: float

    kind = "personalized"

    def parameters(self) -> dict:
        return {"limit_column": self.limit_column, "default_limit": self.default_limit}




@dataclass(frozen=True)
class XYAnonymity:
    """(X,Y)-anonymity: every x on X co-occurs with at least k distinct values on Y.

    Up to ``max_suppressed`` records may be suppressed (left out of the release).
    """

    x: tuple[str, ...]
    y: tuple[str, ...]
    k: int
    max_suppressed: int = 0

    kind = "xy-anonymity"

    def parameters(self) -> dict:
        return {"x": list(self.x), "y": list(self.y), "k": self.k, "max_suppressed": self.max_suppressed}


@dataclass(frozen=True)
class KLinkability:
    """k-linkability over the chosen join ('MJ', 'FMJ' or 'KMJ') of the releases."""

    k: int
    join: str
    quasi_identifiers: tuple[str, ...]
    sensitive: str

    kind = "k-linkability"

    def parameters(self) -> dict:
        return {"k": self.k, "join": self.join, "quasi_identifiers": list(self.quasi_identifiers)}


@dataclass(frozen=True)
class KDiversity:
    """k-diversity over the chosen join of the releases."""

    k: float
    join: str
    quasi_identifiers: tuple[str, ...]
    sensitive: str

    kind = "k-diversity"

    def parameters(self) -> dict:
        return {"k": self.k, "join": self.join, "quasi_identifiers": list(self.quasi_identifiers)}


@dataclass(frozen=True)
class LEligibility:
    """Every published snapshot (records sharing a timestamp) is l-eligible."""

    l: float
    timestamp: str
    sensitive: str

    kind = "l-eligibility"

    def parameters(self) -> dict:
        return {"l": self.l}


Requirement = (KAnonymity | LDiversity | XYAnonymity | XYLinkability | KLinkability | KDiversity | LEligibility
               | Personalized)
