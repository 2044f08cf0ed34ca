"""The spec's cross-references checked against the table, before any work starts: attributes named in
roles, taxonomies and requirements exist and play one role each; requirements that name data values,
need more distinct values than the data holds, or could constrain nothing; personalized limits; the
tuple table's weights; the solver options that describe the table (``dynamic``, ``new_records``) and
the solver's name against the registered ones. Every failure is one SpecError naming the spec's field."""

from __future__ import annotations

import math
from collections.abc import Collection

import numpy as np
import pandas as pd

from ..requirements import RequirementContext, registered_requirement
from ..spec.load import SpecSource
from ..spec.schema import (
    SENSITIVE_GROUP_SPECS,
    BetaLikenessSpec,
    DeltaDisclosureSpec,
    DistinctLDiversitySpec,
    EntropyLDiversitySpec,
    GroupRequirementSpec,
    KDiversitySpec,
    KLinkabilitySpec,
    LDiversitySpec,
    LEligibilitySpec,
    PersonalizedSpec,
    RecursiveLDiversitySpec,
    Spec,
    TClosenessSpec,
    XYAnonymitySpec,
    XYLinkabilitySpec,
)

DYNAMIC_APPROACHES = ("unifying", "separative")


def used_columns(spec: Spec) -> list[str]:
    """Columns whose missing values drop a row: the roles' columns, the columns with a taxonomy (coded:
    a missing value has no leaf), the x and y of (X,Y)-linkability, a personalized limit column, and the
    columns of previous releases taken from the table."""
    roles = spec.roles
    cols = list(roles.quasi_identifiers)
    for extra in (roles.sensitive, roles.class_attribute, roles.key, roles.timestamp):
        if extra:
            cols.append(extra)
    cols += list(roles.insensitive)
    cols += list(spec.taxonomies)
    for req in spec.requirements:
        if isinstance(req, XYLinkabilitySpec):
            cols += [release_copy(spec, c) or c for c in (*req.x, *req.y)]
        if isinstance(req, PersonalizedSpec) and req.limit_column:
            cols.append(req.limit_column)
    if spec.problem.kind == "sequential":
        for prev in spec.problem.previous:
            cols += prev.from_table or []
    added = set(spec.data.row_number_columns)  # never missing; not in the raw table yet
    return [c for c in dict.fromkeys(cols) if c not in added]


def _separator_hint(spec: Spec, columns: list[str]) -> str:
    """When the header read as one column holding another likely separator: say so."""
    read = [c for c in columns if c not in spec.data.row_number_columns]
    if spec.data.rows is not None or len(read) != 1:
        return ""
    for candidate in (";", "\t", ",", "|"):
        if candidate != spec.data.separator and candidate in read[0]:
            return f"; the header has one column '{read[0][:40]}': is the separator {candidate!r}?"
    return ""


def _check_single_roles(roles, source: SpecSource) -> None:
    """A column plays one role: a key that is also a QI would be published generalized, a QI that is
    also the sensitive attribute would be both generalized and published verbatim."""
    seen: dict[str, tuple[object, ...]] = {}
    places: list[tuple[tuple[object, ...], str | None]] = [
        (("roles", "quasi_identifiers", i), qi) for i, qi in enumerate(roles.quasi_identifiers)
    ]
    places += [
        (("roles", alias), getattr(roles, name))
        for name, alias in (
            ("sensitive", "sensitive"),
            ("class_attribute", "class"),
            ("key", "key"),
            ("timestamp", "timestamp"),
        )
    ]
    places += [(("roles", "insensitive", j), attr) for j, attr in enumerate(roles.insensitive)]
    for path, column in places:
        if column is None:
            continue
        if column in seen:
            first = ".".join(str(p) for p in seen[column][1:])
            raise source.error(
                path, f"column '{column}' is already declared as roles.{first}: a column plays one role", column
            )
        seen[column] = path


def release_copy(spec: Spec, name: str) -> str | None:
    """The attribute of a qualified join column ``"T<i>.<attr>"`` (release i of a sequential problem, T1 the
    one to compute; Wang-Fung 2006 section 7 names the copies of a common attribute T1.A, T2.A, ...), else None.
    Whether release i publishes ``attr`` (with another release) is checked by ``check_published``."""
    head, dot, attr = name.partition(".")
    if spec.problem.kind != "sequential" or not dot or not head[:1] == "T" or not head[1:].isdigit():
        return None
    return attr if 1 <= int(head[1:]) <= 1 + len(spec.problem.previous) else None


def check_references(spec: Spec, source: SpecSource, columns: list[str]) -> None:
    known = set(columns)
    roles = spec.roles
    for i, qi in enumerate(roles.quasi_identifiers):
        if qi not in known:
            raise source.error(
                ("roles", "quasi_identifiers", i), f"unknown attribute '{qi}'" + _separator_hint(spec, columns), qi
            )
    if len(set(roles.quasi_identifiers)) != len(roles.quasi_identifiers):
        raise source.error(("roles", "quasi_identifiers"), "an attribute is listed twice")
    for name in ("sensitive", "class_attribute", "key", "timestamp"):
        value = getattr(roles, name)
        if value is not None and value not in known:
            alias = "class" if name == "class_attribute" else name
            raise source.error(("roles", alias), f"unknown attribute '{value}'", value)
    for j, attr in enumerate(roles.insensitive):
        if attr not in known:
            raise source.error(("roles", "insensitive", j), f"unknown attribute '{attr}'", attr)
    _check_single_roles(roles, source)
    for attr in spec.taxonomies:
        if attr not in known:
            raise source.error(("taxonomies", attr), f"taxonomy for unknown attribute '{attr}'", attr)
    if spec.problem.kind == "sequential":
        for i, prev in enumerate(spec.problem.previous):
            for j, attr in enumerate(prev.from_table or []):
                if attr not in known:
                    raise source.error(("problem", "previous", i, "from_table", j), f"unknown attribute '{attr}'", attr)
    qis = set(roles.quasi_identifiers)
    for i, req in enumerate(spec.requirements):
        if isinstance(req, GroupRequirementSpec) and req.quasi_identifiers:
            for j, qi in enumerate(req.quasi_identifiers):
                if qi not in qis:
                    raise source.error(
                        ("requirements", i, "quasi_identifiers", j),
                        f"'{qi}' is not a quasi-identifier of the roles",
                        qi,
                    )
        if isinstance(req, (KLinkabilitySpec, KDiversitySpec)) and req.quasi_identifiers:
            for j, qi in enumerate(req.quasi_identifiers):
                if qi not in known:
                    raise source.error(("requirements", i, "quasi_identifiers", j), f"unknown attribute '{qi}'", qi)
        needs_sensitive = (*SENSITIVE_GROUP_SPECS, KLinkabilitySpec, KDiversitySpec, LEligibilitySpec, PersonalizedSpec)
        if isinstance(req, needs_sensitive) and roles.sensitive is None:
            raise source.error(("requirements", i, "kind"), f"{req.kind} needs roles.sensitive")
        if (
            isinstance(req, TClosenessSpec)
            and req.distance == "hierarchical"
            and roles.sensitive not in spec.taxonomies
        ):
            raise source.error(
                ("requirements", i, "distance"),
                f"hierarchical t-closeness needs a taxonomy of the sensitive attribute (taxonomies.{roles.sensitive})",
                req.distance,
            )
        if isinstance(req, LEligibilitySpec) and roles.timestamp is None:
            raise source.error(("requirements", i, "kind"), "l-eligibility needs roles.timestamp")
        if isinstance(req, (KLinkabilitySpec, KDiversitySpec)) and spec.problem.kind != "sequential":
            raise source.error(
                ("requirements", i, "kind"),
                f"{req.kind} judges a sequence of releases: it needs problem.kind sequential",
            )
        if isinstance(req, (XYAnonymitySpec, XYLinkabilitySpec)):
            for part in ("x", "y"):
                for j, attr in enumerate(getattr(req, part)):
                    if attr not in known and release_copy(spec, attr) not in known:
                        raise source.error(("requirements", i, part, j), f"unknown attribute '{attr}'", attr)
        if isinstance(req, PersonalizedSpec) and req.limit_column and req.limit_column not in known:
            raise source.error(
                ("requirements", i, "limit_column"), f"unknown attribute '{req.limit_column}'", req.limit_column
            )
        registered = registered_requirement(req.kind)
        if registered is not None and registered.needs_sensitive and roles.sensitive is None:
            raise source.error(("requirements", i, "kind"), f"{req.kind} needs roles.sensitive")


def _distinct_sensitive(spec: Spec, table: pd.DataFrame) -> int:
    return int(table[spec.roles.sensitive].nunique()) if spec.roles.sensitive in table.columns else 0


def check_values(spec: Spec, source: SpecSource, table: pd.DataFrame, weight: np.ndarray | None = None) -> None:
    """Requirements that name data values, or need more distinct values than the data holds, or could
    not constrain anything (an error, not a pass)."""
    for i, req in enumerate(spec.requirements):
        if isinstance(
            req,
            (LDiversitySpec, DistinctLDiversitySpec, EntropyLDiversitySpec, RecursiveLDiversitySpec, LEligibilitySpec),
        ):
            distinct = _distinct_sensitive(spec, table)
            if req.l > distinct:
                raise source.error(
                    ("requirements", i, "l"),
                    f"l is larger than the {distinct} distinct values "
                    f"of the sensitive attribute '{spec.roles.sensitive}': no release can meet it",
                    req.l,
                )
        if isinstance(req, (TClosenessSpec, DeltaDisclosureSpec, BetaLikenessSpec)):
            _check_distribution_requirement(spec, source, table, i, req, weight)
        if isinstance(req, XYAnonymitySpec) and spec.problem.kind == "single" and set(req.y) <= set(table.columns):
            distinct = len(table[list(req.y)].drop_duplicates())
            if req.k > distinct:
                raise source.error(
                    ("requirements", i, "k"),
                    f"k is larger than the {distinct} distinct values of "
                    f"Y {list(req.y)}: no x can co-occur with k of them, so no release can meet it",
                    req.k,
                )
        if isinstance(req, XYLinkabilitySpec) and req.value_thresholds:
            column = release_copy(spec, req.y[0]) or req.y[0]
            values = set(table[column].astype(str)) if column in table.columns else set()
            for value in req.value_thresholds:
                if value not in values:
                    raise source.error(
                        ("requirements", i, "value_thresholds", value),
                        f"value '{value}' does not occur in column '{req.y[0]}': its threshold would constrain nothing",
                        value,
                    )
        registered = registered_requirement(req.kind)
        if registered is not None and registered.check_values is not None:
            registered.check_values(req, _registered_context(spec, source, i, table, weight))


def _registered_context(
    spec: Spec, source: SpecSource, i: int, table: pd.DataFrame, weight: np.ndarray | None
) -> RequirementContext:
    """What a registered kind's ``check_values`` reads about ``requirements[i]``: the table, its records
    and the release's one budget (as :func:`seqanon_opt.problem.build.shared_budget` computes it)."""
    n_rows = len(table) if weight is None else int(np.sum(weight))
    given = [s for s in (getattr(r, "suppression", None) for r in spec.requirements) if s is not None]
    budget = math.floor(min(given) * n_rows + 1e-9) if given else 0
    own = getattr(spec.requirements[i], "quasi_identifiers", None)
    qis = tuple(own or spec.roles.quasi_identifiers)
    return RequirementContext(i, source, qis, spec.roles.sensitive, budget, n_rows, table)


def _check_distribution_requirement(
    spec: Spec,
    source: SpecSource,
    table: pd.DataFrame,
    i: int,
    req: TClosenessSpec | DeltaDisclosureSpec | BetaLikenessSpec,
    weight: np.ndarray | None = None,
) -> None:
    """t-closeness, delta-disclosure and beta-likeness compare each group with the table's distribution:
    one sensitive value leaves nothing to compare; ordered t-closeness needs numbers; basic beta-likeness
    with beta at or above every (1 - q_s) / q_s constrains nothing."""
    column = table[spec.roles.sensitive]
    records = pd.Series(1 if weight is None else weight, index=column.index)
    q = records.groupby(column.astype(str).to_numpy(), sort=False).sum().to_numpy(float)
    q = q / q.sum()  # the share of each value among the records (a tuple table's rows weigh their counts)
    if len(q) < 2:
        raise source.error(
            ("requirements", i, "kind"),
            f"{req.kind} needs at least 2 distinct values of the "
            f"sensitive attribute '{spec.roles.sensitive}' (it has {len(q)}): it constrains nothing",
            req.kind,
        )
    if isinstance(req, TClosenessSpec) and req.distance == "ordered":
        numbers = pd.to_numeric(column, errors="coerce")
        if numbers.isna().any():
            bad = column[numbers.isna()].iloc[0]
            raise source.error(
                ("requirements", i, "distance"),
                f"ordered t-closeness needs a numeric sensitive attribute; '{spec.roles.sensitive}' holds {bad!r}",
                req.distance,
            )
    if isinstance(req, BetaLikenessSpec) and not req.enhanced and req.beta >= float(((1 - q) / q).max()):
        raise source.error(
            ("requirements", i, "beta"),
            f"beta = {req.beta} is at or above every (1 - q_s) / q_s "
            f"(at most {float(((1 - q) / q).max()):.6g}): no group can exceed it, so it constrains "
            "nothing",
            req.beta,
        )


def check_limit_columns(spec: Spec, source: SpecSource, table: pd.DataFrame) -> None:
    """Every value of a personalized limit column is a probability in (0, 1]."""
    for i, req in enumerate(spec.requirements):
        if isinstance(req, PersonalizedSpec) and req.limit_column:
            column = table[req.limit_column]
            limits = pd.to_numeric(column, errors="coerce").to_numpy(dtype=float)
            bad = np.flatnonzero(~((limits > 0) & (limits <= 1)))
            if len(bad):
                raise source.error(
                    ("requirements", i, "limit_column"),
                    f"record {int(bad[0])}: limit {column.iloc[bad[0]]!r} in column "
                    f"'{req.limit_column}' is not a number in (0, 1]",
                    column.iloc[bad[0]],
                )


def checked_weight(spec: Spec, source: SpecSource, frame: pd.DataFrame, weight: np.ndarray) -> np.ndarray:
    """``weight`` as a read-only int64 array, refused unless a tuple table of a single table can carry it."""
    weight = np.asarray(weight, dtype=np.int64)
    if weight.shape != (len(frame),) or (len(weight) and weight.min() < 1):
        raise ValueError(f"weights: one positive count per row of the {len(frame)}-row tuple table")
    if spec.problem.kind != "single":
        raise source.error(
            ("problem", "kind"),
            "a tuple table (the Dask engine) holds one table: sequential and temporal problems need every record",
            spec.problem.kind,
        )
    if spec.data.row_number_columns:
        raise source.error(
            ("data", "row_number_columns"),
            "a tuple table (the Dask engine) has no row numbers",
            spec.data.row_number_columns[0],
        )
    weight.setflags(write=False)
    return weight


def check_solver_name(spec: Spec, source: SpecSource, solver_names: Collection[str]) -> None:
    """The spec's ``solver.name`` is one of ``solver_names`` (the registered solvers, given by the caller:
    the problem layer does not import the solvers)."""
    name = spec.solver.name
    if name is not None and name not in solver_names:
        raise source.error(("solver", "name"), f"unknown solver; registered: {', '.join(solver_names)}", name)


def check_new_records(spec: Spec, source: SpecSource, n_rows: int, previous: tuple[pd.DataFrame, ...]) -> None:
    """``problem.new_records`` of a sequential table that grew since its previous releases (read by the
    solver and the verifier alike): the added records' row positions, one per added record."""
    listed = getattr(spec.problem, "new_records", None)
    if listed is not None:
        n_old = len(previous[0]) if previous else n_rows
        loc = ("problem", "new_records")
        if len({len(frame) for frame in previous}) > 1:
            raise source.error(
                loc,
                "lists the records added since previous releases of equal length; releases "
                f"of {sorted({len(f) for f in previous})} records held the table's first records",
                listed,
            )
        if not isinstance(listed, list) or any(isinstance(r, bool) or not isinstance(r, int) for r in listed):
            raise source.error(
                loc,
                "takes a list of row positions (integers from 0)",
                listed
                if not isinstance(listed, list)
                else next((r for r in listed if isinstance(r, bool) or not isinstance(r, int)), None),
            )
        bad = next((r for r in listed if not 0 <= r < n_rows), None)
        if bad is not None:
            raise source.error(loc, f"row position out of range: the table holds rows 0..{n_rows - 1}", bad)
        twice = _first_repeated(listed)
        if twice is not None:
            raise source.error(loc, "a row position is listed twice", twice)
        if len(listed) != n_rows - n_old:
            raise source.error(
                loc,
                f"lists {len(listed)} row(s); the table holds {n_rows - n_old} record(s) "
                f"added since the previous releases ({n_rows} rows, the releases {n_old})",
            )


def _first_repeated(values: list) -> object | None:
    """The first value that occurs a second time in ``values``, else None."""
    seen: set = set()
    for value in values:
        if value in seen:
            return value
        seen.add(value)
    return None
