"""The requirement specs: one pydantic model per ``kind`` of the ``requirements`` list, and their union."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    Field,
    ValidationError,
    WrapSerializer,
    WrapValidator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from .fields import Float, Fraction, Int, Names, StrictModel

SUPPRESSION = (
    "largest fraction of rows suppressed; the requirements of one release share one budget, "
    "the smallest given (a requirement that gives none takes it)"
)


class GroupRequirementSpec(StrictModel):
    """The fields every single-table group requirement has: the QI groups it judges and the budget.

    ``suppression`` is the largest fraction of rows that may be suppressed
    (removed from the release) to reach it.
    """

    quasi_identifiers: Names | None = Field(default=None, description="default: the roles' quasi-identifiers")
    suppression: Float | None = Field(default=None, ge=0, le=1, description=SUPPRESSION)


class KAnonymitySpec(GroupRequirementSpec):
    """k-anonymity: every published QI group holds at least k records."""

    kind: Literal["k-anonymity"]
    k: Int = Field(ge=1)


class LDiversitySpec(GroupRequirementSpec):
    """Frequency l-diversity: in each group each sensitive value has frequency <= 1/l."""

    kind: Literal["l-diversity"]
    l: Float = Field(ge=1)


class DistinctLDiversitySpec(GroupRequirementSpec):
    """Distinct l-diversity (Machanavajjhala et al. 2007): each group holds >= l distinct sensitive values."""

    kind: Literal["distinct-l-diversity"]
    l: Int = Field(ge=2)


class EntropyLDiversitySpec(GroupRequirementSpec):
    """Entropy l-diversity (Machanavajjhala et al. 2007, Def. 4.1): -sum p ln p >= ln l in each group."""

    kind: Literal["entropy-l-diversity"]
    l: Float = Field(gt=1)


class RecursiveLDiversitySpec(GroupRequirementSpec):
    """Recursive (c,l)-diversity (Machanavajjhala et al. 2007, Def. 4.2): r_1 < c (r_l + ... + r_m)."""

    kind: Literal["recursive-cl-diversity"]
    l: Int = Field(ge=2)
    c: Float = Field(gt=0)


class TClosenessSpec(GroupRequirementSpec):
    """t-closeness (Li et al. 2007): EMD(group, table) <= t for the sensitive attribute in each group."""

    kind: Literal["t-closeness"]
    t: Float = Field(gt=0, lt=1)
    distance: Literal["equal", "ordered", "hierarchical"] = Field(
        default="equal",
        description="ground distance: equal, ordered (numeric values) or hierarchical (the "
        "sensitive attribute's taxonomy)",
    )


class DeltaDisclosureSpec(GroupRequirementSpec):
    """delta-disclosure privacy (Brickell-Shmatikov 2008): |ln(p(s|group) / p(s))| < delta."""

    kind: Literal["delta-disclosure"]
    delta: Float = Field(gt=0)


class BetaLikenessSpec(GroupRequirementSpec):
    """beta-likeness (Cao-Karras 2012): (p_s - q_s) / q_s <= beta (enhanced: <= min(beta, -ln q_s))."""

    kind: Literal["beta-likeness"]
    beta: Float = Field(gt=0)
    enhanced: bool = False


SENSITIVE_GROUP_SPECS = (
    LDiversitySpec,
    DistinctLDiversitySpec,
    EntropyLDiversitySpec,
    RecursiveLDiversitySpec,
    TClosenessSpec,
    DeltaDisclosureSpec,
    BetaLikenessSpec,
)
"""Requirements judged on the sensitive attribute's distribution in each QI group."""


class XYAnonymitySpec(StrictModel):
    """(X,Y)-anonymity (Wang-Fung 2006, Def. 3.1): every x on X co-occurs with >= k distinct y on Y.

    On a sequential problem it is judged on the join with the previous releases.
    """

    kind: Literal["xy-anonymity"]
    x: Names
    y: Names
    k: Int = Field(ge=1)
    suppression: Float | None = Field(default=None, ge=0, le=1, description=SUPPRESSION)

    @model_validator(mode="after")
    def _disjoint(self) -> XYAnonymitySpec:
        _check_disjoint(self.x, self.y)
        return self


def _check_disjoint(x: list[str], y: list[str]) -> None:
    shared = next((a for a in x if a in y), None)
    if shared is not None:
        raise ValueError(f"'{shared}' is in both x and y (X and Y are disjoint sets of attributes)")


class XYLinkabilitySpec(StrictModel):
    """(X,Y)-linkability (Wang-Fung 2006, Def. 3.2): conf(x -> y) <= threshold for every x, y.

    ``value_thresholds`` gives the value-level form: only the listed values of
    a single Y attribute are sensitive, each with its own threshold.
    """

    kind: Literal["xy-linkability"]
    x: Names
    y: Names
    threshold: Fraction | None = None
    value_thresholds: dict[str, Fraction] | None = None

    @model_validator(mode="after")
    def _one_threshold(self) -> XYLinkabilitySpec:
        if (self.threshold is None) == (self.value_thresholds is None):
            raise ValueError("give exactly one of 'threshold' or 'value_thresholds'")
        if self.value_thresholds is not None and len(self.y) != 1:
            raise ValueError("'value_thresholds' needs a single Y attribute")
        if self.value_thresholds is not None and not self.value_thresholds:
            raise ValueError("'value_thresholds' needs at least one {value: threshold}")
        _check_disjoint(self.x, self.y)
        return self


class KLinkabilitySpec(StrictModel):
    """k-linkability over a join of R releases (Shmueli-Tassa Def. 4.2): each QI tuple links to
    at least k distinct sensitive values."""

    kind: Literal["k-linkability"]
    k: Int = Field(ge=1)
    join: Literal["MJ", "FMJ", "KMJ"] = "FMJ"
    quasi_identifiers: Names | None = None


class KDiversitySpec(StrictModel):
    """k-diversity over a join of R releases (Shmueli-Tassa Def. 4.2): no sensitive value is
    linked to a QI tuple with probability above 1/k."""

    kind: Literal["k-diversity"]
    k: Float = Field(ge=1)
    join: Literal["MJ", "FMJ", "KMJ"] = "FMJ"
    quasi_identifiers: Names | None = None


class LEligibilitySpec(StrictModel):
    """l-eligibility of every published snapshot (Wang-Xu-Wong-Fu 2010): no sensitive value
    occurs in more than 1/l of a snapshot's records."""

    kind: Literal["l-eligibility"]
    l: Float = Field(ge=1)


class PersonalizedSpec(StrictModel):
    """Personalized privacy (Song et al. 2015): Pleak(t) <= the record's own limit."""

    kind: Literal["personalized"]
    limit_column: str | None = Field(default=None, description="column with each record's maximum leakage")
    default_limit: Fraction = 0.5


BUILTIN_REQUIREMENT_SPECS = (
    KAnonymitySpec,
    *SENSITIVE_GROUP_SPECS,
    XYAnonymitySpec,
    XYLinkabilitySpec,
    KLinkabilitySpec,
    KDiversitySpec,
    LEligibilitySpec,
    PersonalizedSpec,
)

_REGISTERED_SPECS: dict[str, type[StrictModel]] = {}


def register_requirement_spec(kind: str, model: type[StrictModel]) -> None:
    """Accept ``kind`` in the ``requirements`` list, validated by ``model`` (whose ``kind`` field is
    ``Literal[kind]``). Called by :func:`seqanon_opt.requirements.register_group_requirement`."""
    field = model.model_fields.get("kind")
    if field is None or getattr(field.annotation, "__args__", None) != (kind,):
        raise ValueError(f"the spec model of '{kind}' needs the field kind: Literal['{kind}']")
    if kind in requirement_kinds() and kind not in _REGISTERED_SPECS:
        raise ValueError(f"'{kind}' is a built-in requirement kind")
    _REGISTERED_SPECS[kind] = model


def requirement_kinds() -> tuple[str, ...]:
    """Every kind the ``requirements`` list accepts: the built-ins, then the registered ones."""
    builtin = tuple(m.model_fields["kind"].annotation.__args__[0] for m in BUILTIN_REQUIREMENT_SPECS)  # type: ignore[union-attr]
    return (*builtin, *_REGISTERED_SPECS)


def _registered_or_builtin(value: Any, handler: Any) -> Any:
    """A registered kind is validated by its own model (its errors keep their fields); any other by the
    built-ins' discriminated union, whose unknown-kind error then lists the registered kinds too."""
    if isinstance(value, dict) and isinstance(value.get("kind"), str) and value["kind"] in _REGISTERED_SPECS:
        return _REGISTERED_SPECS[value["kind"]].model_validate(value)
    try:
        return handler(value)
    except ValidationError as exc:
        first = exc.errors()[0]
        if first["type"] != "union_tag_invalid" or not _REGISTERED_SPECS or first["loc"]:
            raise
        ctx = first.get("ctx", {})
        raise PydanticCustomError(
            "union_tag_invalid",
            "Input tag {tag} found using {discriminator} does not match any of the expected tags: {expected_tags}",
            {
                "discriminator": ctx.get("discriminator", "'kind'"),
                "tag": ctx.get("tag"),
                "expected_tags": ", ".join(f"'{k}'" for k in requirement_kinds()),
            },
        ) from None


def _dump_registered(value: Any, handler: Any) -> Any:
    if type(value) in _REGISTERED_SPECS.values():
        return value.model_dump()
    return handler(value)


RequirementSpec = Annotated[
    Annotated[
        (
            KAnonymitySpec
            | LDiversitySpec
            | DistinctLDiversitySpec
            | EntropyLDiversitySpec
            | RecursiveLDiversitySpec
            | TClosenessSpec
            | DeltaDisclosureSpec
            | BetaLikenessSpec
            | XYAnonymitySpec
            | XYLinkabilitySpec
            | KLinkabilitySpec
            | KDiversitySpec
            | LEligibilitySpec
            | PersonalizedSpec
        ),
        Field(discriminator="kind"),
    ],
    WrapValidator(_registered_or_builtin),
    WrapSerializer(_dump_registered),
]
"""One entry of the ``requirements`` list: a built-in kind (the discriminated union, in the JSON Schema) or a
registered one (:func:`register_requirement_spec`), validated by its own model."""
