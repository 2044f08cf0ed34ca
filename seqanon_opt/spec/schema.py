"""The declarative spec: what the user writes, as pydantic v2 models.

This is the only validation boundary. Every model forbids unknown fields, so a
typo is an error rather than a silently ignored setting. ``seqanon schema``
prints :func:`spec_json_schema` for editors.

A minimal spec::

    name: quickstart
    data: {path: patients.csv}
    roles: {quasi_identifiers: [age, sex, zip], sensitive: disease}
    taxonomies:
      sex: {tree: {"*": [female, male]}}
      age: {intervals: [[0, 20, 40, 60, 80, 100], [0, 40, 100]]}
      zip: {arx: zip_hierarchy.csv}
    requirements:
      - {kind: k-anonymity, k: 3, suppression: 0.1}
    objective: LM
    solver: {name: cpsat-cut, time_limit: 30, seed: 0}
"""

from __future__ import annotations

import math
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    field_validator,
    model_validator,
)


def _not_a_boolean(value: Any) -> Any:
    """YAML's ``true`` would otherwise read as the number 1 (``k: true``, ``suppression: true``)."""
    if isinstance(value, bool):
        raise ValueError("takes a number, not a boolean")
    return value


def _finite_number(value: Any) -> Any:
    """A real field is never a boolean, nan or infinite (no field of the spec means "unbounded" by .inf)."""
    value = _not_a_boolean(value)
    try:
        number = float(value) if isinstance(value, (int, float, str)) else None
    except (ValueError, OverflowError):
        number = None
    if number is not None and not math.isfinite(number):
        raise ValueError("takes a finite number")
    return value


Int = Annotated[int, BeforeValidator(_not_a_boolean)]  # every integer field of the spec
# every real field of the spec; an integer is accepted, and so is a number written as text (YAML 1.1 reads
# 1e3 as text)
Float = Annotated[float, BeforeValidator(_finite_number)]
Fraction = Annotated[Float, Field(gt=0, le=1)]
Separator = Annotated[str, Field(min_length=1, max_length=1, description="one character")]


def _distinct(names: list[str]) -> list[str]:
    twice = next((name for i, name in enumerate(names) if name in names[:i]), None)
    if twice is not None:
        raise ValueError(f"lists '{twice}' twice")
    return names


Names = Annotated[list[str], Field(min_length=1), AfterValidator(_distinct)]  # attribute names, each once


class StrictModel(BaseModel):
    """Base of every spec model: unknown fields are errors; models are frozen. Numbers are typed
    :data:`Int` / :data:`Float`: a boolean is never a number."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


# ---------------------------------------------------------------- data
class DataSpec(StrictModel):
    """Where the table comes from: a file relative to the spec, several files, or inline rows.

    Rows with a missing-value marker in a used column are dropped and counted;
    ``row_number_columns`` are added after that.
    """

    path: str | None = Field(None, description="CSV or Parquet file, relative to the spec file")
    rows: list[dict[str, Any]] | list[list[Any]] | None = Field(
        None, description="inline records: mappings, or lists together with 'columns'"
    )
    parts: dict[str, str] | None = Field(
        None,
        description="several CSV or Parquet files with the same columns, relative to the spec file, "
        "as {label: path}; their records are concatenated in the order given",
    )
    part_column: str | None = Field(
        None,
        description="with 'parts' (required there): a column added to the table that holds each "
        "record's part label, e.g. 'split' for {train: adult.data, test: adult.test}",
    )
    row_number_columns: list[str] = Field(
        default_factory=list,
        description="columns added after rows with missing values are dropped, "
        "each holding the record numbers 1..n as text (a record key, e.g. Wang-Fung's K1 and K2)",
    )
    columns: list[str] | None = Field(None, description="column names for list-shaped inline rows")
    format: Literal["csv", "parquet"] | None = Field(None, description="default: from each file's suffix")
    separator: Separator = Field(",", description="CSV field separator (one character)")
    missing: list[str] = Field(default_factory=lambda: ["?", ""], description="cell values that mark a missing value")

    @model_validator(mode="after")
    def _one_source(self) -> DataSpec:
        if sum(source is not None for source in (self.path, self.rows, self.parts)) != 1:
            raise ValueError("give exactly one of 'path', 'rows' or 'parts'")
        if self.rows and isinstance(self.rows[0], list) and not self.columns:
            raise ValueError("list-shaped 'rows' need 'columns'")
        if self.columns is not None and self.rows is None:
            raise ValueError("'columns' names the columns of list-shaped inline 'rows'; a file brings its own header")
        if self.parts is not None:
            if not self.parts:
                raise ValueError("'parts' needs at least one {label: path}")
            if not self.part_column:
                raise ValueError("'parts' needs 'part_column', the column that holds each record's part label")
        elif self.part_column is not None:
            raise ValueError("'part_column' is only used with 'parts'")
        added = [*self.row_number_columns, *([self.part_column] if self.part_column else [])]
        twice = sorted({name for name in added if added.count(name) > 1})
        if twice:
            raise ValueError(f"column '{twice[0]}' is added twice (row_number_columns, part_column)")
        return self


class RolesSpec(StrictModel):
    """Which column plays which part."""

    quasi_identifiers: list[str] = Field(min_length=1, description="attributes an attacker can link on")
    sensitive: str | None = Field(None, description="the sensitive attribute")
    class_attribute: str | None = Field(None, alias="class", description="class label for utility metrics")
    key: str | None = Field(None, description="record key; never published")
    timestamp: str | None = Field(None, description="timestamp column of temporal snapshots")
    insensitive: list[str] = Field(
        default_factory=list, description="columns published unchanged (ARX's insensitive attributes)"
    )


# ---------------------------------------------------------------- taxonomies
class TreeTaxonomySpec(StrictModel):
    """An inline nested tree: ``{root: {child: [leaf, ...], ...}}``."""

    tree: dict[str, Any]


class ArxTaxonomySpec(StrictModel):
    """An ARX hierarchy CSV (one row per leaf: ``leaf;level1;...;root``)."""

    arx: str = Field(description="path relative to the spec file")
    separator: str = Field(";", min_length=1, description="the cell separator of the file")


class TreeFileTaxonomySpec(StrictModel):
    """A nested tree kept in a JSON or YAML file of trees keyed by attribute, each written
    ``{root: {child: {...}, leaf: null}}`` or as an inline ``tree`` (``../shared/data/adult-tds/taxonomies.json``
    is such a file)."""

    tree_file: str = Field(description="path relative to the spec file (.json, else read as YAML)")
    key: str | None = Field(None, description="the file's entry holding this tree; default: the attribute's name")


class IntervalTaxonomySpec(StrictModel):
    """Numeric intervals: levels of cut points from finest to coarsest.

    ``[]`` (the default) gives only the root interval; solvers that split
    continuous attributes on the fly refine it.
    """

    intervals: list[list[Float]] = Field(default_factory=list)


TAXONOMY_KINDS = ("tree", "tree_file", "arx", "intervals")


def _taxonomy_tag(value: Any) -> str | None:
    if isinstance(value, dict):
        for key in TAXONOMY_KINDS:
            if key in value:
                return key
        return None
    for key in TAXONOMY_KINDS:
        if hasattr(value, key):
            return key
    return None


TaxonomySpec = Annotated[
    (
        Annotated[TreeTaxonomySpec, Tag("tree")]
        | Annotated[TreeFileTaxonomySpec, Tag("tree_file")]
        | Annotated[ArxTaxonomySpec, Tag("arx")]
        | Annotated[IntervalTaxonomySpec, Tag("intervals")]
    ),
    Discriminator(
        _taxonomy_tag,
        custom_error_type="taxonomy_kind",
        custom_error_message="a taxonomy needs one of the keys 'tree', 'tree_file', 'arx' or 'intervals'",
    ),
]


# ---------------------------------------------------------------- requirements
SUPPRESSION = (
    "largest fraction of rows suppressed; the requirements of one release share one budget, "
    "the smallest given (a requirement that gives none takes it)"
)


class GroupRequirementSpec(StrictModel):
    """The fields every single-table group requirement has: the QI groups it judges and the budget.

    ``suppression`` is the largest fraction of rows that may be suppressed
    (removed from the release) to reach it.
    """

    quasi_identifiers: Names | None = Field(None, description="default: the roles' quasi-identifiers")
    suppression: Float | None = Field(None, ge=0, le=1, description=SUPPRESSION)


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
        "equal",
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
    suppression: Float | None = Field(None, ge=0, le=1, description=SUPPRESSION)

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
    limit_column: str | None = Field(None, description="column with each record's maximum leakage")
    default_limit: Fraction = 0.5


RequirementSpec = Annotated[
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
]


# ---------------------------------------------------------------- problem kinds
class SingleProblemSpec(StrictModel):
    kind: Literal["single"] = "single"


class PreviousReleaseSpec(StrictModel):
    """A release already published: a fixed input of sequential anonymization.

    Either a CSV file (``path``) or ``from_table``: these columns of the
    table's own records, published as they are (Wang-Fung 2006 section 6: T2
    was published before and holds the same records). ``rows`` restricts the
    latter to the table's first records (a dynamic table: the later records
    are new since that release).
    """

    path: str | None = Field(None, description="CSV of the published release, relative to the spec file")
    from_table: list[str] | None = Field(
        None,
        min_length=1,
        description="the release is these columns of the table's records (after rows "
        "with missing values are dropped), unchanged",
    )
    rows: Int | None = Field(
        None,
        ge=1,
        description="with 'from_table': only the table's first 'rows' records "
        "were in that release, the later ones are new (a dynamic table; default: all)",
    )
    attributes: Names | None = Field(None, description="with 'path': its columns to use (default: all)")
    separator: Separator = Field(",", description="with 'path': the CSV field separator (one character)")

    @model_validator(mode="after")
    def _one_source(self) -> PreviousReleaseSpec:
        if (self.path is None) == (self.from_table is None):
            raise ValueError("give exactly one of 'path' or 'from_table'")
        if self.from_table is None:
            if self.rows is not None:
                raise ValueError("'rows' is only used with 'from_table'")
            return self
        for name in ("attributes", "separator"):
            if name in self.model_fields_set:
                raise ValueError(f"'{name}' is only used with 'path' ('from_table' names the columns)")
        twice = sorted({c for c in self.from_table if self.from_table.count(c) > 1})
        if twice:
            raise ValueError(f"'from_table' lists column '{twice[0]}' twice")
        return self


class SequentialProblemSpec(StrictModel):
    kind: Literal["sequential"]
    release_attributes: Names = Field(description="attributes of the release to compute")
    previous: list[PreviousReleaseSpec] = Field(min_length=1)
    inconsistent: list[tuple[dict[str, str], dict[str, str]]] = Field(
        default_factory=list,
        description="semantically inconsistent value pairs, e.g. [{sex: male}, {diagnosis: pregnancy}]",
    )

    @field_validator("inconsistent")
    @classmethod
    def _single_key_pairs(cls, pairs: list) -> list:
        for pair in pairs:
            if any(len(side) != 1 for side in pair):
                raise ValueError("each side of an inconsistent pair is one {attribute: value}")
        return pairs


class LinearMuSpec(StrictModel):
    """mu(d) = c * d: a linear reposition cost ((C3) holds with =)."""

    kind: Literal["linear"]
    c: Float = Field(0.1, description="cost of moving a record by one snapshot")


class QuadraticMuSpec(StrictModel):
    """mu(d) = c * d^2: a non-linear reposition cost ((C3) holds with >)."""

    kind: Literal["quadratic"]
    c: Float = Field(0.1)


class TableMuSpec(StrictModel):
    """mu(0), mu(1), ... given explicitly (at least one entry per window position, d = 0..w-1).

    Beyond the table mu grows by its last increment (records relayed over many
    windows can travel further than w - 1), which keeps (C1)-(C3).
    """

    kind: Literal["table"]
    values: list[Float] = Field(min_length=2)


MuSpec = Annotated[LinearMuSpec | QuadraticMuSpec | TableMuSpec, Field(discriminator="kind")]


class BetaSpec(StrictModel):
    """beta_s, the cost of suppressing a record of sensitive value s (section II.C)."""

    default: Float = Field(1.0, ge=0, description="beta of every value not listed")
    per_value: dict[str, Annotated[Float, Field(ge=0)]] = Field(
        default_factory=dict, description="beta per sensitive value"
    )


class TemporalProblemSpec(StrictModel):
    """Temporal snapshots published through a sliding reposition window (Wang-Xu-Wong-Fu 2010).

    Snapshots are the distinct values of ``roles.timestamp`` in sorted order
    (integers, or ISO 8601 dates/times); the reposition distance d of a record
    is the number of snapshot positions it moves forward. l comes from the
    l-eligibility requirement. The paper fixes no numbers; the defaults are
    mu(d) = 0.1 d and beta_s = 1 (suppressing costs as much as moving 10 snapshots).
    """

    kind: Literal["temporal"]
    window: Int = Field(ge=1, description="w: snapshots in the reposition window (maximum publication delay)")
    mu: MuSpec = Field(
        default_factory=lambda: LinearMuSpec(kind="linear"), description="reposition cost mu(d); must satisfy (C1)-(C3)"
    )
    beta: BetaSpec = Field(default_factory=BetaSpec, description="suppression cost beta_s")
    algorithm: Literal["relay", "ilp"] = Field(
        "relay", description="windows after the first: the linear-time relay algorithm or the exact ILP"
    )
    query_lengths: list[Annotated[Int, Field(ge=1)]] | None = Field(
        None, description="window-query lengths for the distortion report (default: 1, w/2, w)"
    )


ProblemSpec = Annotated[
    SingleProblemSpec | SequentialProblemSpec | TemporalProblemSpec,
    Field(discriminator="kind"),
]


# ---------------------------------------------------------------- solving
class SolverSpec(StrictModel):
    name: str | None = Field(None, description="registered solver; default: the first exact solver that fits")
    time_limit: Float = Field(60.0, gt=0, description="seconds")
    seed: Int = Field(0, ge=0, le=2**31 - 1)
    workers: Int = Field(2, ge=1, le=512, description="parallel search workers (threads)")
    options: dict[str, Any] = Field(default_factory=dict, description="solver-specific settings")
    engine: Literal["local", "dask"] = Field(
        "local",
        description="where the table is read and grouped: 'local' (in this process) or 'dask' (a Parquet "
        "dataset counted on a Dask cluster, solved on its distinct tuples, the release written per partition)",
    )
    address: str | None = Field(
        None,
        description="with engine 'dask': the scheduler, HOST:PORT or a URL "
        "(default: a local cluster of 'workers' processes)",
    )


# ---------------------------------------------------------------- risk
class PopulationSpec(StrictModel):
    """The population the table was sampled from, for journalist and marketer risk
    (:mod:`seqanon_opt.privacy.risk`): a CSV holding the quasi-identifier columns at leaf level
    (original values, one row per person); other columns are ignored. Rows with a missing-value
    marker in a quasi-identifier are dropped and counted."""

    path: str = Field(description="CSV file of the population, relative to the spec file")
    separator: Separator = Field(",", description="CSV field separator (one character)")
    missing: list[str] = Field(default_factory=lambda: ["?", ""], description="cell values that mark a missing value")


class RiskSpec(StrictModel):
    """How report.json measures re-identification risk (prosecutor always; journalist and marketer
    with a population)."""

    population: PopulationSpec | None = Field(
        None, description="population table for journalist and marketer risk (default: none, prosecutor risk only)"
    )
    threshold: Fraction = Field(
        0.2, description="a record is at risk when its risk exceeds this, in (0, 1] (0.2: classes of fewer than 5)"
    )


Metric = Literal["LM", "EM", "distortion", "discernibility", "class-entropy", "ILeft", "IL"]
# "IL": the temporal reposition/suppression cost of Wang-Xu-Wong-Fu 2010, Eq. (2) (temporal problems only)


class Spec(StrictModel):
    """A whole anonymization problem as the user wrote it."""

    name: str = Field(min_length=1)
    description: str = ""
    data: DataSpec
    roles: RolesSpec
    taxonomies: dict[str, TaxonomySpec] = Field(
        default_factory=dict, description="per attribute; a QI without one gets a flat tree under '*'"
    )
    generalization: Literal["cut", "cell", "full-domain"] = "cut"
    problem: ProblemSpec = Field(default_factory=SingleProblemSpec)
    requirements: list[RequirementSpec] = Field(min_length=1)
    objective: Metric = "LM"
    solver: SolverSpec = Field(default_factory=SolverSpec)
    risk: RiskSpec = Field(default_factory=RiskSpec, description="re-identification risk in report.json")


def spec_json_schema() -> dict[str, Any]:
    """The JSON Schema of spec files."""
    return Spec.model_json_schema(by_alias=True)
