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

from typing import Annotated, Any, Literal

from pydantic import (
    Discriminator,
    Field,
    Tag,
    model_validator,
)

from .fields import Float, Fraction, Int, Separator, StrictModel
from .problem_specs import (
    BetaSpec,
    LinearMuSpec,
    MuSpec,
    PreviousReleaseSpec,
    ProblemSpec,
    QuadraticMuSpec,
    SequentialProblemSpec,
    SingleProblemSpec,
    TableMuSpec,
    TemporalProblemSpec,
)
from .requirement_specs import (
    SENSITIVE_GROUP_SPECS,
    SUPPRESSION,
    BetaLikenessSpec,
    DeltaDisclosureSpec,
    DistinctLDiversitySpec,
    EntropyLDiversitySpec,
    GroupRequirementSpec,
    KAnonymitySpec,
    KDiversitySpec,
    KLinkabilitySpec,
    LDiversitySpec,
    LEligibilitySpec,
    PersonalizedSpec,
    RecursiveLDiversitySpec,
    RequirementSpec,
    TClosenessSpec,
    XYAnonymitySpec,
    XYLinkabilitySpec,
)

# the requirement and problem-kind specs live in their own modules (requirement_specs, problem_specs);
# every spec model is importable from here as well
__all__ = [
    "SENSITIVE_GROUP_SPECS",
    "SUPPRESSION",
    "TAXONOMY_KINDS",
    "ArxTaxonomySpec",
    "BetaLikenessSpec",
    "BetaSpec",
    "DataSpec",
    "DeltaDisclosureSpec",
    "DistinctLDiversitySpec",
    "EntropyLDiversitySpec",
    "GroupRequirementSpec",
    "IntervalTaxonomySpec",
    "KAnonymitySpec",
    "KDiversitySpec",
    "KLinkabilitySpec",
    "LDiversitySpec",
    "LEligibilitySpec",
    "LinearMuSpec",
    "Metric",
    "MuSpec",
    "PersonalizedSpec",
    "PopulationSpec",
    "PreviousReleaseSpec",
    "ProblemSpec",
    "QuadraticMuSpec",
    "RecursiveLDiversitySpec",
    "RequirementSpec",
    "RiskSpec",
    "RolesSpec",
    "SequentialProblemSpec",
    "SingleProblemSpec",
    "SolverSpec",
    "Spec",
    "TClosenessSpec",
    "TableMuSpec",
    "TaxonomySpec",
    "TemporalProblemSpec",
    "TreeFileTaxonomySpec",
    "TreeTaxonomySpec",
    "XYAnonymitySpec",
    "XYLinkabilitySpec",
    "spec_json_schema",
]


# ---------------------------------------------------------------- data
class DataSpec(StrictModel):
    """Where the table comes from: a file relative to the spec, several files, or inline rows.

    Rows with a missing-value marker in a used column are dropped and counted;
    ``row_number_columns`` are added after that.
    """

    path: str | None = Field(default=None, description="CSV or Parquet file, relative to the spec file")
    rows: list[dict[str, Any]] | list[list[Any]] | None = Field(
        default=None, description="inline records: mappings, or lists together with 'columns'"
    )
    parts: dict[str, str] | None = Field(
        default=None,
        description="several CSV or Parquet files with the same columns, relative to the spec file, "
        "as {label: path}; their records are concatenated in the order given",
    )
    part_column: str | None = Field(
        default=None,
        description="with 'parts' (required there): a column added to the table that holds each "
        "record's part label, e.g. 'split' for {train: adult.data, test: adult.test}",
    )
    row_number_columns: list[str] = Field(
        default_factory=list,
        description="columns added after rows with missing values are dropped, "
        "each holding the record numbers 1..n as text (a record key, e.g. Wang-Fung's K1 and K2)",
    )
    columns: list[str] | None = Field(default=None, description="column names for list-shaped inline rows")
    format: Literal["csv", "parquet"] | None = Field(default=None, description="default: from each file's suffix")
    separator: Separator = Field(default=",", description="CSV field separator (one character)")
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
    sensitive: str | None = Field(default=None, description="the sensitive attribute")
    class_attribute: str | None = Field(default=None, alias="class", description="class label for utility metrics")
    key: str | None = Field(default=None, description="record key; never published")
    timestamp: str | None = Field(default=None, description="timestamp column of temporal snapshots")
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
    separator: str = Field(default=";", min_length=1, description="the cell separator of the file")


class TreeFileTaxonomySpec(StrictModel):
    """A nested tree kept in a JSON or YAML file of trees keyed by attribute, each written
    ``{root: {child: {...}, leaf: null}}`` or as an inline ``tree`` (``../shared/data/adult-tds/taxonomies.json``
    is such a file)."""

    tree_file: str = Field(description="path relative to the spec file (.json, else read as YAML)")
    key: str | None = Field(
        default=None, description="the file's entry holding this tree; default: the attribute's name"
    )


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


# ---------------------------------------------------------------- solving
class SolverSpec(StrictModel):
    name: str | None = Field(default=None, description="registered solver; default: the first exact solver that fits")
    time_limit: Float = Field(default=60.0, gt=0, description="seconds")
    seed: Int = Field(default=0, ge=0, le=2**31 - 1)
    workers: Int = Field(default=2, ge=1, le=512, description="parallel search workers (threads)")
    options: dict[str, Any] = Field(default_factory=dict, description="solver-specific settings")
    engine: Literal["local", "dask"] = Field(
        default="local",
        description="where the table is read and grouped: 'local' (in this process) or 'dask' (a Parquet "
        "dataset counted on a Dask cluster, solved on its distinct tuples, the release written per partition)",
    )
    address: str | None = Field(
        default=None,
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
    separator: Separator = Field(default=",", description="CSV field separator (one character)")
    missing: list[str] = Field(default_factory=lambda: ["?", ""], description="cell values that mark a missing value")


class RiskSpec(StrictModel):
    """How report.json measures re-identification risk (prosecutor always; journalist and marketer
    with a population)."""

    population: PopulationSpec | None = Field(
        default=None,
        description="population table for journalist and marketer risk (default: none, prosecutor risk only)",
    )
    threshold: Fraction = Field(
        default=0.2,
        description="a record is at risk when its risk exceeds this, in (0, 1] (0.2: classes of fewer than 5)",
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
