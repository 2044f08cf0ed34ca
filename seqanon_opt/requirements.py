"""Privacy requirements as plain frozen dataclasses, resolved against the table.

The spec's pydantic models are turned into these by :func:`build_problem`:
defaults filled in (the roles' quasi-identifiers), fractions turned into row
counts, so solvers and checkers read one unambiguous form.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pandas as pd

    from .errors import SpecError
    from .spec.load import SpecSource


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
class JoinRequirement:
    """A requirement judged on the join ('MJ', 'FMJ' or 'KMJ') of the releases, at level ``k``
    (Shmueli-Tassa et al. section 4)."""

    k: float
    join: str
    quasi_identifiers: tuple[str, ...]
    sensitive: str

    def parameters(self) -> dict:
        return {"k": self.k, "join": self.join, "quasi_identifiers": list(self.quasi_identifiers)}


@dataclass(frozen=True)
class KLinkability(JoinRequirement):
    """k-linkability over the chosen join of the releases."""

    k: int
    kind = "k-linkability"


@dataclass(frozen=True)
class KDiversity(JoinRequirement):
    """k-diversity over the chosen join of the releases."""

    kind = "k-diversity"


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


BUILTIN_GROUP_KINDS = frozenset(
    {"k-anonymity", *L_DIVERSITY_KINDS.values(), "t-closeness", "delta-disclosure", "beta-likeness"}
)
"""The built-in single-table requirements judged group by group on the QI groups."""


# ---------------------------------------------------------------- registered (plugin) group requirements
@dataclass(frozen=True)
class RequirementContext:
    """What compiling or value-checking the spec's ``requirements[index]`` may read: the resolved
    quasi-identifiers (the requirement's own, else the roles'), the sensitive column (None without
    ``roles.sensitive``), the release's one suppression budget in rows, the table's rows and, when the
    values are checked, the table itself."""

    index: int
    source: SpecSource
    quasi_identifiers: tuple[str, ...]
    sensitive: str | None
    budget: int
    n_rows: int
    table: pd.DataFrame | None = None

    def error(self, field_name: str, message: str, value: object = None) -> SpecError:
        """A SpecError naming ``requirements[index].<field_name>`` and its line."""
        return self.source.error(("requirements", self.index, field_name), message, value)


@dataclass(frozen=True)
class RequirementKind:
    """A group requirement kind registered from outside the built-ins (:func:`register_group_requirement`).

    ``spec``: its pydantic model (a subclass of ``GroupRequirementSpec`` with ``kind: Literal[...]``);
    ``compile(spec, ctx)``: the requirement object (a frozen dataclass with ``kind``,
    ``quasi_identifiers``, ``max_suppressed``, ``sensitive`` and ``parameters()``);
    ``check_values(spec, ctx)``: raises ``ctx.error(...)`` when the data makes the requirement unmeetable
    or empty (a requirement that cannot constrain anything is an error, as for the built-ins);
    ``needs_sensitive``: the spec needs ``roles.sensitive``; ``example``: the kind's own spec fields of a
    typical instance (what test generators draw from)."""

    kind: str
    spec: type
    compile: Callable[[Any, RequirementContext], Any]
    check_values: Callable[[Any, RequirementContext], None] | None = None
    needs_sensitive: bool = True
    example: Mapping[str, Any] = field(default_factory=dict)


_REGISTERED: dict[str, RequirementKind] = {}


def register_group_requirement(
    kind: str,
    *,
    spec: type,
    compile: Callable[[Any, RequirementContext], Any],
    check_values: Callable[[Any, RequirementContext], None] | None = None,
    needs_sensitive: bool = True,
    example: Mapping[str, Any] | None = None,
) -> RequirementKind:
    """Register a single-table group requirement: its spec model joins the ``requirements`` list's kinds
    (:func:`seqanon_opt.spec.requirement_specs.register_requirement_spec`), :func:`compile_requirements`
    builds it, and it joins :data:`GROUP_KINDS` (the solvers that take group criteria take it once its
    solver criterion is registered, :func:`seqanon_opt.solvers.criteria.register_criterion`; the verifier
    judges it with the check registered by :func:`seqanon_opt.privacy.registered.register_check`).
    Registering a kind twice replaces it (a module imported again); a built-in kind is refused."""
    from .spec.requirement_specs import register_requirement_spec

    if kind in BUILTIN_GROUP_KINDS:
        raise ValueError(f"'{kind}' is a built-in requirement kind")
    register_requirement_spec(kind, spec)
    entry = RequirementKind(kind, spec, compile, check_values, needs_sensitive, dict(example or {}))
    _REGISTERED[kind] = entry
    return entry


def registered_requirement(kind: str) -> RequirementKind | None:
    """The registration of ``kind``, None for a built-in or unknown kind."""
    return _REGISTERED.get(kind)


def registered_requirements() -> tuple[RequirementKind, ...]:
    """Every registered (non built-in) group requirement kind, in registration order."""
    return tuple(_REGISTERED.values())


class KindSet(AbstractSet[str]):
    """A set of requirement kinds that follows the registry: the built-in group kinds, every registered
    one and ``extra`` (``GROUP_KINDS | {...}`` stays live). A solver's ``Capabilities.requirements``
    built from it takes a kind registered after the solver's class was defined."""

    def __init__(self, extra: Iterable[str] = ()):
        self._extra = frozenset(extra)

    @classmethod
    def _from_iterable(cls, it: Iterable[str]) -> frozenset[str]:  # type: ignore[override]
        """``&``, ``-`` and ``^`` give a plain frozenset: a snapshot, not a view of the registry."""
        return frozenset(it)

    def _kinds(self) -> frozenset[str]:
        return BUILTIN_GROUP_KINDS | frozenset(_REGISTERED) | self._extra

    def __contains__(self, kind: object) -> bool:
        return kind in self._kinds()

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._kinds()))

    def __len__(self) -> int:
        return len(self._kinds())

    def __or__(self, other: Iterable[Any]) -> KindSet:  # stays a live KindSet
        return KindSet(self._extra | frozenset(other))

    __ror__ = __or__

    def union(self, *others: Iterable[str]) -> KindSet:
        return KindSet(self._extra.union(*others))

    def __hash__(self) -> int:
        return self._hash()

    def __repr__(self) -> str:
        return f"KindSet({sorted(self._kinds())})"


GROUP_KINDS = KindSet()
"""The single-table requirements judged group by group on the QI groups (each may use the suppression
budget: the rows of a violating group are left out): the built-ins and every registered kind, live."""
