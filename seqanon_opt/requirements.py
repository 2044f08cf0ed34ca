"""Privacy requirements as plain frozen dataclasses, resolved against the table.

The spec's pydantic models are turned into these by :func:`build_problem`:
defaults filled in (the roles' quasi-identifiers), fractions turned into row
counts, so solvers and checkers read one unambiguous form.
"""

from __future__ import annotations

from collections.abc import Mapping
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
        return {"k": self.k, "quasi_identifiers": list(self.quasi_identifiers), "max_suppressed": self.max_suppressed}


L_DIVERSITY_KINDS = {
    "frequency": "l-diversity",
    "distinct": "distinct-l-diversity",
    "entropy": "entropy-l-diversity",
    "recursive": "recursive-cl-diversity",
}


@dataclass(frozen=True)
class LDiversity:
    """l-diversity of the sensitive attribute in every QI group (Machanavajjhala et al. 2007), by ``variant``:

    * ``frequency`` (kind ``l-diversity``): every value has count <= |group| / l;
    * ``distinct``: at least l distinct values (section 3.2, "distinct l-diversity");
    * ``entropy``: ``-sum_s p_s ln p_s >= ln l`` (Def. 4.1);
    * ``recursive`` (c,l): ``r_1 < c (r_l + r_{l+1} + ... + r_m)``, ``r_1 >= r_2 >= ...`` the value counts
      (Def. 4.2).
    """

    l: float
    quasi_identifiers: tuple[str, ...]
    sensitive: str
    max_suppressed: int = 0
    variant: str = "frequency"
    c: float | None = None

    @property
    def kind(self) -> str:
        return L_DIVERSITY_KINDS[self.variant]

    def parameters(self) -> dict:
        out = {
            "l": self.l,
            "quasi_identifiers": list(self.quasi_identifiers),
            "sensitive": self.sensitive,
            "max_suppressed": self.max_suppressed,
        }
        return out | ({"c": self.c} if self.c is not None else {})


@dataclass(frozen=True)
class TCloseness:
    """t-closeness (Li, Li, Venkatasubramanian 2007, Def. 2): in every QI group the Earth Mover's Distance
    between the group's sensitive distribution P and the whole input table's Q is at most t.

    ``distance``: ``equal`` (every two values at distance 1: EMD = 1/2 sum_i |p_i - q_i|, section 4.2),
    ``ordered`` (numeric values v_1 < ... < v_m at distance |i - j| / (m - 1):
    EMD = 1/(m-1) sum_i |sum_{j<=i} (p_j - q_j)|), ``hierarchical`` (the sensitive attribute's taxonomy:
    EMD = sum_N height(N)/H min(pos_extra(N), neg_extra(N)) over its internal nodes N).
    """

    t: float
    quasi_identifiers: tuple[str, ...]
    sensitive: str
    distance: str = "equal"
    max_suppressed: int = 0

    kind = "t-closeness"

    def parameters(self) -> dict:
        return {
            "t": self.t,
            "distance": self.distance,
            "quasi_identifiers": list(self.quasi_identifiers),
            "sensitive": self.sensitive,
            "max_suppressed": self.max_suppressed,
        }


@dataclass(frozen=True)
class DeltaDisclosure:
    """delta-disclosure privacy (Brickell and Shmatikov 2008, Def. 4): in every QI group and for every
    sensitive value s of the input table, ``|ln(p(s | group) / p(s))| < delta`` (so every group holds
    every value)."""

    delta: float
    quasi_identifiers: tuple[str, ...]
    sensitive: str
    max_suppressed: int = 0

    kind = "delta-disclosure"

    def parameters(self) -> dict:
        return {
            "delta": self.delta,
            "quasi_identifiers": list(self.quasi_identifiers),
            "sensitive": self.sensitive,
            "max_suppressed": self.max_suppressed,
        }


@dataclass(frozen=True)
class BetaLikeness:
    """beta-likeness (Cao and Karras 2012, Defs. 2 and 3): in every QI group, every sensitive value s more
    frequent than in the input table (p_s > q_s) has ``(p_s - q_s) / q_s <= beta`` (basic), or
    ``<= min(beta, -ln q_s)`` (``enhanced``)."""

    beta: float
    quasi_identifiers: tuple[str, ...]
    sensitive: str
    enhanced: bool = False
    max_suppressed: int = 0

    kind = "beta-likeness"

    def parameters(self) -> dict:
        return {
            "beta": self.beta,
            "enhanced": self.enhanced,
            "quasi_identifiers": list(self.quasi_identifiers),
            "sensitive": self.sensitive,
            "max_suppressed": self.max_suppressed,
        }


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


Requirement = (
    KAnonymity
    | LDiversity
    | TCloseness
    | DeltaDisclosure
    | BetaLikeness
    | XYAnonymity
    | XYLinkability
    | KLinkability
    | KDiversity
    | LEligibility
    | Personalized
)

GROUP_KINDS = frozenset(
    {"k-anonymity", *L_DIVERSITY_KINDS.values(), "t-closeness", "delta-disclosure", "beta-likeness"}
)
"""The single-table requirements judged group by group on the QI groups (each may use the suppression
budget: the rows of a violating group are left out)."""
