"""The rows of a release matched to the records of a problem: labels read, rows matched, per-record witness.

Used by :mod:`seqanon_opt.verify` (and, like it, independent of the solvers).
:func:`match_release` reads every label of the release (a blank cell, a label
that is no node of its taxonomy, a timestamp that is no snapshot: named, and
such rows stand for no record), then matches the rows to the records with
:func:`seqanon_opt.privacy.matching.match_records` (module docstring there:
the rule and the maximum flow on distinct tuples).

Requirements judged per record need *one* matching, and a release's content
may admit several (rows of one published tuple standing for records that
differ in unpublished values: limits, being new). The release meets such a
requirement when some matching -- a *witness* -- makes it hold; the verifier
tries, in order:

* for personalized limits, a maximum matching that meets every limit when
  one exists (:func:`~seqanon_opt.privacy.matching.within_limits`: records
  split by limit, pairs filtered by ``Pleak <= limit``): exact, a limit-meeting
  matching is found whenever there is one;
* for the separative approach to dynamic tables (records split into old and
  new), the plain maximum matching and the least-cost ones giving the new
  records the coarsest, then the finest rows (cost ``-+ sum_A log2 Nleaf(r[A])``
  on pairs of a new record), then a bounded local search swapping the
  records of old and new rows (:func:`seqanon_opt.verify._separative_search`);
  a heuristic: a release it finds no witness for fails;
* the release's index, when it is a matching (a release made in this
  process is indexed by its records): a further candidate only, never used
  for the structure.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from ..requirements import (
    KDiversity,
    KLinkability,
    Personalized,
    XYAnonymity,
    XYLinkability,
)
from .matching import HIDDEN, Layout, match_records, within_limits

if TYPE_CHECKING:
    from ..problem import Problem

LIMIT_TOLERANCE = 1e-9  # as the personalized checker's
COARSE_SCALE = 1000  # integer costs: log2 leaf counts in thousandths


def expected_columns(problem: Problem) -> list[str]:
    """The columns a release of ``problem`` holds, derived by the verifier on its own (not from the publisher).

    Sequential: the spec's ``release_attributes``. Otherwise the quasi-identifiers,
    the sensitive and class attributes, ``roles.insensitive``, the X and Y of
    (X,Y)-requirements and, temporal, the timestamp. Never the record key.
    """
    if problem.kind == "sequential":
        wanted = set(problem.settings["release_attributes"])
    else:
        wanted = {*problem.quasi_identifiers, *problem.insensitive}
        wanted |= {c for c in (problem.sensitive, problem.class_attribute) if c}
        for req in problem.requirements:
            if isinstance(req, (XYAnonymity, XYLinkability)):
                wanted |= {*req.x, *req.y}
        if problem.kind == "temporal" and problem.timestamp:
            wanted.add(problem.timestamp)
    wanted.discard(problem.key)
    return [c for c in problem.table.columns if c in wanted]


def new_records(problem: Problem) -> np.ndarray | None:
    """Records added since the previous releases of a dynamic sequential problem (row positions); None: not dynamic.

    ``solver.options.new_records`` when given, else the table's last N' - N rows.
    """
    if problem.kind != "sequential" or not problem.previous or len(problem.previous[0]) == problem.n_rows:
        return None
    listed = dict(problem.solver.options or {}).get("new_records")
    if listed is not None:
        return np.unique(np.asarray(listed, dtype=np.int64))
    return np.arange(len(problem.previous[0]), problem.n_rows)


def per_record(problem: Problem) -> bool:
    """Some requirement is judged per record (personalized limits, linkability with records added)."""
    return any(isinstance(r, Personalized) for r in problem.requirements) or (
        new_records(problem) is not None and any(isinstance(r, (KLinkability, KDiversity))
                                                 for r in problem.requirements))


def separative(problem: Problem) -> bool:
    """A dynamic problem judged by the separative approach (old and new records apart)."""
    return new_records(problem) is not None and any(isinstance(r, (KLinkability, KDiversity))
                                                    for r in problem.requirements) \
        and dict(problem.solver.options or {}).get("dynamic", "unifying") == "separative"


@dataclass(frozen=True)
class Matched:
    """The record of every release row (-1: none) and what the matching found wrong.

    ``witnesses`` are the matchings, each as large as ``record_of_row``, the
    per-record requirements are judged on (module docstring), in the order
    tried; the first is ``record_of_row`` when no other is needed.
    """

    record_of_row: np.ndarray
    errors: list[str]
    witnesses: list[np.ndarray] = field(default_factory=list)
    labels_ok: bool = True  # every label a node of its taxonomy, every timestamp a snapshot
    nodes: dict[str, np.ndarray] = field(default_factory=dict)  # per taxonomy column: node of every row
    compatible: Callable[[np.ndarray, np.ndarray], np.ndarray] | None = None  # (rows, records) -> can stand for


def _layout(problem: Problem, columns: list[str]) -> Layout:
    timestamp = problem.timestamp if problem.kind == "temporal" and problem.timestamp in columns else None
    tax_columns = tuple(c for c in columns if c in problem.codes and c != timestamp)
    exact = tuple(c for c in columns if c not in tax_columns and c != timestamp)
    sensitive = problem.sensitive if problem.sensitive in exact else None
    return Layout(problem.taxonomies, tax_columns, exact, sensitive, timestamp)


def _row(release: pd.DataFrame, i: int) -> str:
    return f"row {i + 1} {dict(release.iloc[i].astype(str))}"


def normalised(problem: Problem, release: pd.DataFrame) -> pd.DataFrame:
    """``release`` with the labels of its taxonomy columns stripped and a suppressed ``*`` read as the root.

    (A release read by :func:`seqanon_opt.data.releases.read_release` is already so.)
    """
    layout = _layout(problem, [c for c in expected_columns(problem) if c in release.columns])
    out = release.copy()
    for column in layout.tax_columns:
        tax = problem.taxonomies[column]
        codes, labels = _factorized(out[column])
        if "*" not in tax.index:
            labels = labels.where(labels != "*", tax.labels[tax.root])
        out[column] = labels.to_numpy(dtype=object)[codes]
    return out


def _factorized(column: pd.Series) -> tuple[np.ndarray, pd.Index]:
    """(code of every cell, its distinct labels as stripped text): the text work is done once per label."""
    codes, uniques = pd.factorize(column, use_na_sentinel=False)
    return codes, pd.Index(np.asarray(uniques, dtype=object).astype(str), dtype=object).str.strip()


def match_release(problem: Problem, release: pd.DataFrame, hint: np.ndarray | None = None) -> Matched:
    """Match release rows to records by content (:mod:`seqanon_opt.privacy.matching`).

    Labels are checked first (a blank or unknown QI label, a timestamp that is
    not a snapshot); such rows match no record. The matching is computed on
    the content (``release``'s index is not read), so the structure never
    depends on the row order. ``hint`` (a record per row, e.g. the index of a
    release made in this process) is only a further candidate witness for
    the per-record requirements, taken when it is a matching.
    """
    columns = [c for c in expected_columns(problem) if c in release.columns]
    layout = _layout(problem, columns)
    errors: list[str] = []
    n = len(release)
    valid = np.ones(n, dtype=bool)
    nodes: dict[str, np.ndarray] = {}
    for column in layout.tax_columns:
        tax = problem.taxonomies[column]
        cells, labels = _factorized(release[column])
        blank = np.asarray(labels == "")[cells]
        codes = labels.map(tax.index).to_numpy(dtype=float, na_value=np.nan)[cells]
        unknown = np.isnan(codes) & ~blank
        if blank.any():
            errors.append(f"column '{column}': {int(blank.sum())} blank cell(s), e.g. row "
                          f"{int(np.flatnonzero(blank)[0]) + 1}")
        if unknown.any():
            i = int(np.flatnonzero(unknown)[0])
            errors.append(f"column '{column}': label {labels[cells[i]]!r} (row {i + 1}) is not a node of its "
                          f"taxonomy")
        valid &= ~(blank | unknown)
        nodes[column] = np.where(np.isnan(codes), tax.root, codes).astype(np.int64)
    text = {c: release[c].astype(str).to_numpy() for c in layout.exact_columns}
    record_text = {c: problem.table[c].astype(str).to_numpy() for c in layout.exact_columns}
    times = record_times = None
    if layout.timestamp:
        snapshots = {str(v): p for p, v in enumerate(problem.settings["snapshots"])}
        cells, labels = _factorized(release[layout.timestamp])
        published = pd.Series(labels.map(snapshots).to_numpy(dtype=float, na_value=np.nan)[cells])
        bad = published.isna().to_numpy()
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            errors.append(f"column '{layout.timestamp}': {release[layout.timestamp].iloc[i]!r} (row {i + 1}) "
                          f"is not a snapshot of the stream")
        valid &= ~bad
        times = published.fillna(-1).to_numpy(dtype=np.int64)
        record_times = np.asarray(problem.settings["snapshot_of_row"], dtype=np.int64)
    leaves = {c: np.asarray(problem.codes[c], dtype=np.int64) for c in layout.tax_columns}
    sub = np.flatnonzero(valid)
    matched = match_records(layout, {c: v[sub] for c, v in nodes.items()}, {c: v[sub] for c, v in text.items()},
                            None if times is None else times[sub], leaves, record_text, record_times)
    record_of_row = np.full(n, -1, np.int64)
    record_of_row[sub] = matched
    unmatched = np.flatnonzero(valid & (record_of_row < 0))
    if len(unmatched):
        errors.append(_unmatched_reason(problem, release, layout, unmatched, nodes, text, times, leaves,
                                        record_text, sub))
    witnesses: list[np.ndarray] = []
    for rules in _per_record_rules(problem, layout, nodes, sub):
        again = match_records(layout, {c: v[sub] for c, v in nodes.items()}, {c: v[sub] for c, v in text.items()},
                              None if times is None else times[sub], leaves, record_text, record_times, **rules)
        if (again >= 0).sum() == (matched >= 0).sum():
            witness = np.full(n, -1, np.int64)
            witness[sub] = again
            witnesses.append(witness)
    compatible = _compatible(problem, layout, nodes, text, record_text, times, record_times)
    if hint is not None and valid.all() and per_record(problem) and _is_matching(problem, hint, compatible):
        witnesses.append(np.asarray(hint, np.int64))
    unique = [w for i, w in enumerate(witnesses) if not any(np.array_equal(w, v) for v in witnesses[:i])]
    return Matched(record_of_row, errors, unique or [record_of_row], bool(valid.all()), nodes, compatible)


def _per_record_rules(problem: Problem, layout: Layout, nodes: dict[str, np.ndarray], sub: np.ndarray
                      ) -> list[dict]:
    """The ``match_records`` arguments of each candidate witness (module docstring), in the order tried."""
    if not len(sub):
        return []
    codes: list[np.ndarray] = []
    base: dict = {}
    reqs = [r for r in problem.requirements if isinstance(r, Personalized)]
    sensitive = problem.sensitive
    if reqs and sensitive in layout.tax_columns and all(q in layout.tax_columns for q in problem.quasi_identifiers):
        limits = []
        for req in reqs:  # the smallest limit of every record; a missing per-record limit takes the default
            values = (pd.to_numeric(problem.table[req.limit_column], errors="coerce") if req.limit_column
                      else pd.Series(float(req.default_limit), index=problem.table.index))
            limits.append(values.fillna(req.default_limit).to_numpy(dtype=float))
        limit = np.min(np.column_stack(limits), axis=1)
        codes.append(np.unique(limit, return_inverse=True)[1].reshape(-1))
        base["allowed"] = within_limits(problem.taxonomies[sensitive],
                                        [nodes[q][sub] for q in problem.quasi_identifiers], nodes[sensitive][sub],
                                        np.asarray(problem.codes[sensitive], np.int64), limit, LIMIT_TOLERANCE)
    costs: list = [None]
    if separative(problem):
        is_new = np.zeros(problem.n_rows, np.int64)
        is_new[new_records(problem)] = 1
        codes.append(is_new)
        coarse = np.zeros(len(sub), np.int64)
        for column in layout.tax_columns:
            tax = problem.taxonomies[column]
            coarse += np.rint(COARSE_SCALE * np.log2(tax.leaf_count[nodes[column][sub]])).astype(np.int64)
        costs += [lambda rows, records: -coarse[rows] * is_new[records],  # new records on the coarsest rows
                  lambda rows, records: coarse[rows] * is_new[records]]  # ... on the finest
    if not codes:
        return []
    base["record_split"] = np.unique(np.column_stack(codes), axis=0, return_inverse=True)[1].reshape(-1)
    return [{**base, "cost": cost} for cost in costs]


def _compatible(problem: Problem, layout: Layout, nodes: dict[str, np.ndarray], text: dict[str, np.ndarray],
                record_text: dict[str, np.ndarray], times: np.ndarray | None, record_times: np.ndarray | None):
    """The test ``compatible(rows, records) -> mask``: row r can stand for record t (module docstring of matching)."""
    leaves = {c: np.asarray(problem.codes[c], np.int64) for c in layout.tax_columns}

    def compatible(rows: np.ndarray, records: np.ndarray) -> np.ndarray:
        ok = np.ones(len(rows), dtype=bool)
        for column in layout.tax_columns:
            tax, v, leaf = problem.taxonomies[column], nodes[column][rows], leaves[column][records]
            ok &= (tax.tin[v] <= tax.tin[leaf]) & (tax.tin[leaf] < tax.tout[v])
        for column in layout.exact_columns:
            same = text[column][rows] == record_text[column][records]
            ok &= same | (text[column][rows] == HIDDEN) if column == layout.sensitive else same
        if times is not None:
            ok &= times[rows] >= record_times[records]
        return ok

    return compatible


def _is_matching(problem: Problem, hint: np.ndarray, compatible) -> bool:
    """``hint`` (a record per row) names distinct records, each of which its row can stand for."""
    rows = np.asarray(hint)
    if rows.dtype.kind not in "iu" or len(np.unique(rows)) != len(rows):
        return False
    rows = rows.astype(np.int64)
    if len(rows) and (rows.min() < 0 or rows.max() >= problem.n_rows):
        return False
    return bool(compatible(np.arange(len(rows)), rows).all())


def _unmatched_reason(problem, release, layout, unmatched, nodes, text, times, leaves, record_text, sub) -> str:
    """Why some rows stand for no record: moved back in time (temporal), or no such record is left."""
    count = f"{len(unmatched)} release row(s) stand for no input record"
    if times is not None:
        untimed = Layout(layout.taxonomies, layout.tax_columns, layout.exact_columns, layout.sensitive, None)
        again = match_records(untimed, {c: v[sub] for c, v in nodes.items()}, {c: v[sub] for c, v in text.items()},
                              None, leaves, record_text, None)
        if (again >= 0).all():
            return (f"{count}: records only move forward in time, and these would have to move back "
                    f"(e.g. {_row(release, int(unmatched[0]))})")
    return f"{count} (a row no record generalizes to, or more rows than such records), e.g. " \
           f"{_row(release, int(unmatched[0]))}"
