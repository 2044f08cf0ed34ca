"""The problem-kind specs (the ``problem`` section): single, sequential (previous releases) and temporal."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (
    Field,
    field_validator,
    model_validator,
)

from .fields import Float, Int, Names, Separator, StrictModel


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

    path: str | None = Field(default=None, description="CSV of the published release, relative to the spec file")
    from_table: list[str] | None = Field(
        default=None,
        min_length=1,
        description="the release is these columns of the table's records (after rows "
        "with missing values are dropped), unchanged",
    )
    rows: Int | None = Field(
        default=None,
        ge=1,
        description="with 'from_table': only the table's first 'rows' records "
        "were in that release, the later ones are new (a dynamic table; default: all)",
    )
    attributes: Names | None = Field(default=None, description="with 'path': its columns to use (default: all)")
    separator: Separator = Field(default=",", description="with 'path': the CSV field separator (one character)")

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
    dynamic: Literal["unifying", "separative"] = Field(
        default="unifying",
        description="a table that grew since its previous releases (Shmueli-Tassa section 6): pad every "
        "release to the table and join (unifying) or release each group of records held by the same "
        "releases on its own (separative); the solver and the verifier read it",
    )
    new_records: list[Int] | None = Field(
        default=None,
        description="the row positions of the records added since previous releases of equal length "
        "(default: the table's last rows)",
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
    c: Float = Field(default=0.1, description="cost of moving a record by one snapshot")


class QuadraticMuSpec(StrictModel):
    """mu(d) = c * d^2: a non-linear reposition cost ((C3) holds with >)."""

    kind: Literal["quadratic"]
    c: Float = Field(default=0.1)


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

    default: Float = Field(default=1.0, ge=0, description="beta of every value not listed")
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
    query_lengths: list[Annotated[Int, Field(ge=1)]] | None = Field(
        default=None, description="window-query lengths for the distortion report (default: 1, w/2, w)"
    )


ProblemSpec = Annotated[
    SingleProblemSpec | SequentialProblemSpec | TemporalProblemSpec,
    Field(discriminator="kind"),
]
