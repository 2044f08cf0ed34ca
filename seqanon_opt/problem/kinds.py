"""The inputs of the two problem kinds beyond a single release: a sequential problem's previous
releases (read or projected, checked against the table) and a temporal problem's snapshots, mu
(checked for (C1)-(C3), Wang-Xu-Wong-Fu 2010 section II.C) and beta."""

from __future__ import annotations

from collections.abc import Mapping

import pandas as pd

from ..data.releases import read_release, release_frame
from ..data.taxonomy import Taxonomy
from ..spec.load import SpecSource
from ..spec.schema import SequentialProblemSpec, Spec, TemporalProblemSpec, XYAnonymitySpec, XYLinkabilitySpec
from ..temporal.costs import MuFunction, beta_vector, snapshot_positions, validate_mu
from .model import TemporalSettings


def check_published(spec: Spec, source: SpecSource, previous: tuple[pd.DataFrame, ...]) -> None:
    """On a sequential problem (X,Y)-requirements are judged on the join of the releases: each of their
    attributes must be published by the release to compute or a previous one."""
    assert isinstance(spec.problem, SequentialProblemSpec)  # called for sequential problems only
    held = [set(spec.problem.release_attributes), *(set(map(str, frame.columns)) for frame in previous)]
    common = {a for a in set().union(*held) if sum(a in attrs for attrs in held) > 1}
    # a common attribute's copies are also named T<i>.<attr> (lossy_join.JoinLayout)
    published = set().union(*held) | {f"T{i + 1}.{a}" for i, attrs in enumerate(held) for a in attrs & common}
    for i, req in enumerate(spec.requirements):
        if isinstance(req, (XYAnonymitySpec, XYLinkabilitySpec)):
            for part in ("x", "y"):
                for j, attr in enumerate(getattr(req, part)):
                    if attr not in published:
                        raise source.error(
                            ("requirements", i, part, j),
                            f"attribute '{attr}' is in none of the "
                            "releases (problem.release_attributes or a previous release)",
                            attr,
                        )


def sequential_inputs(
    pspec: SequentialProblemSpec, source: SpecSource, table: pd.DataFrame, taxonomies: Mapping[str, Taxonomy]
) -> tuple[tuple[pd.DataFrame, ...], tuple]:
    """Check the sequential problem's attribute names and read (or project) its previous releases."""
    known, n_rows = set(table.columns), len(table)
    for j, attr in enumerate(pspec.release_attributes):
        if attr not in known:
            raise source.error(("problem", "release_attributes", j), f"unknown attribute '{attr}'", attr)
    for i, pair in enumerate(pspec.inconsistent):
        for side in pair:
            ((attr, value),) = side.items()
            if attr not in known:
                raise source.error(("problem", "inconsistent", i), f"unknown attribute '{attr}'", attr)
    previous = []
    for i, prev in enumerate(pspec.previous):
        for j, attr in enumerate(prev.attributes or []):
            if attr not in known:
                raise source.error(("problem", "previous", i, "attributes", j), f"unknown attribute '{attr}'", attr)
        if prev.from_table is None:
            assert prev.path is not None  # the schema requires path or from_table
            previous.append(
                read_release(
                    source.resolve(prev.path),
                    taxonomies,
                    separator=prev.separator,
                    columns=prev.attributes,
                    where=f"problem.previous[{i}].path",
                )
            )
            continue
        if prev.rows is not None and prev.rows > n_rows:
            raise source.error(
                ("problem", "previous", i, "rows"),
                f"the table holds only {n_rows} records (after dropping rows with missing values)",
                prev.rows,
            )
        projection = table[list(prev.from_table)]
        if prev.rows is not None:
            projection = projection.iloc[: prev.rows]
        previous.append(
            release_frame(projection, taxonomies, file=str(source.path), where=f"problem.previous[{i}].from_table")
        )
    inconsistent = tuple(tuple(next(iter(side.items())) for side in pair) for pair in pspec.inconsistent)
    sizes = [len(frame) for frame in previous]
    for i, size in enumerate(sizes):
        if size > n_rows or (i and size < sizes[i - 1]):
            prev = pspec.previous[i]
            field = "path" if prev.from_table is None else "from_table" if prev.rows is None else "rows"
            raise source.error(
                ("problem", "previous", i, field),
                f"release holds {size} records; each release holds at least as many records as "
                f"the one before ({sizes[i - 1] if i else 0}) and at most the table's {n_rows}: "
                "release i held the table's first records, the later ones were added since "
                "(deleting records is not supported)",
                getattr(prev, field),
            )
    for i, pair in enumerate(pspec.inconsistent):
        for attr, value in (next(iter(side.items())) for side in pair):
            seen = set(table[attr].astype(str))
            for frame in previous:
                if attr in frame.columns:
                    seen |= set(frame[attr].astype(str))
            if str(value) not in seen and not (attr in taxonomies and str(value) in taxonomies[attr].index):
                raise source.error(
                    ("problem", "inconsistent", i, attr),
                    f"value '{value}' occurs neither in "
                    f"column '{attr}', its releases nor its taxonomy: the pair would rule out "
                    "nothing",
                    value,
                )
    return tuple(previous), inconsistent


def temporal_settings(spec: Spec, source: SpecSource, table: pd.DataFrame) -> TemporalSettings:
    """Compile problem.kind temporal: snapshots, mu (checked for (C1)-(C3)), beta per value, queries.

    ``snapshot_of_row[i]`` is row i's snapshot position, ``snapshots`` the labels in time order
    (see :mod:`seqanon_opt.temporal.costs` for the accepted timestamps).
    """
    pspec, roles = spec.problem, spec.roles
    assert isinstance(pspec, TemporalProblemSpec)  # called for temporal problems only
    for role in ("timestamp", "sensitive"):
        if getattr(roles, role) is None:
            raise source.error(("problem", "kind"), f"a temporal problem needs roles.{role}", "temporal")
    try:
        positions, labels, ts_kind = snapshot_positions(table[roles.timestamp])
    except ValueError as exc:
        raise source.error(("roles", "timestamp"), f"column '{roles.timestamp}': {exc}") from None
    positions.setflags(write=False)
    w = pspec.window
    mu = MuFunction.from_spec(pspec.mu)
    if mu.kind == "table" and len(mu.values) < w:
        raise source.error(
            ("problem", "mu", "values"),
            f"a mu table needs mu(0..w-1): {w} entries for window {w}, got {len(mu.values)}",
            list(mu.values),
        )
    try:
        # no record moves further than the stream is long: mu beyond it is never used
        mu_kind = validate_mu(mu, min(max(w - 1, len(mu.values) - 1, 1), max(len(labels) - 1, 1)))
    except ValueError as exc:
        raise source.error(("problem", "mu"), str(exc), mu.describe()) from None
    values = sorted(pd.unique(table[roles.sensitive]).tolist(), key=str)
    for value in pspec.beta.per_value:
        if value not in values:
            raise source.error(
                ("problem", "beta", "per_value", value),
                f"unknown sensitive value '{value}' (not in column '{roles.sensitive}')",
                value,
            )
    beta = beta_vector(values, dict(pspec.beta.per_value), default=pspec.beta.default)
    lengths = pspec.query_lengths or [1, max(1, w // 2), w]
    # a window longer than the stream delays no record further than the stream's end: it is the stream's
    # length (the solvers allocate window x window tables)
    return TemporalSettings(
        window=min(w, max(len(labels), 1)),
        mu=mu,
        mu_kind=mu_kind,
        beta=tuple(float(b) for b in beta),
        values=tuple(values),
        query_lengths=tuple(sorted(set(lengths))),
        snapshots=tuple(labels),
        snapshot_of_row=positions,
        timestamp_kind=ts_kind,
    )
