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
  records of old and new rows (:func:`seqanon_opt.verify_dynamic.separative_search`);
  a heuristic: a release it finds no witness for fails;
* the release's index, when it is a matching (a release made in this
  process is indexed by its records): a further candidate only, never used
  for the structure.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property, partial
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from ..requirements import (
    KDiversity,
    KLinkability,
    Personalized,
)
from .encoding import Encoded, encode, expected_columns, release_layout, text_codes
from .keys import Coded
from .matching import HIDDEN, Layout, match_records, match_tuples, within_limits

if TYPE_CHECKING:
    from ..problem import Problem
    from ..problem.model import TemporalSettings

LIMIT_TOLERANCE = 1e-9  # as the personalized checker's
COARSE_SCALE = 1000  # integer costs: log2 leaf counts in thousandths


def _temporal(problem: Problem) -> TemporalSettings:
    assert problem.temporal is not None, "a temporal problem's settings (problem.kinds.temporal_settings)"
    return problem.temporal


def arrival_cohort(problem: Problem) -> np.ndarray | None:
    """Per record, the cohort of records that arrived together (0 the oldest); None when not dynamic.

    Previous release j held the table's first ``len(T_j)`` records (the lengths never decrease:
    Shmueli-Tassa et al. section 6, Figures 6 and 7), or, with ``problem.new_records``, every
    record but those listed (releases of equal length).
    """
    if problem.kind != "sequential" or not problem.previous:
        return None
    sizes = [len(frame) for frame in problem.previous]
    if set(sizes) == {problem.n_rows}:
        return None
    listed = problem.new_records
    cohort = np.zeros(problem.n_rows, dtype=np.int64)
    if listed is not None:
        cohort[np.asarray(listed, dtype=np.int64)] = 1
        return cohort
    for size in sorted(set(sizes)):
        cohort[size:] += 1
    return cohort


@dataclass(frozen=True)
class RecordCohort:
    """Records that arrived together (row positions in the table, ascending) and, per previous release
    that held them, ``(j, rows of release j standing for them)``."""

    records: np.ndarray
    held: tuple[tuple[int, np.ndarray], ...]


def record_cohorts(problem: Problem) -> list[RecordCohort] | None:
    """The cohorts of :func:`arrival_cohort`, oldest first, each with the previous releases that held it;
    None when not dynamic."""
    cohort = arrival_cohort(problem)
    if cohort is None:
        return None
    listed = problem.new_records is not None
    old = np.flatnonzero(cohort == 0)
    out = []
    for c in range(int(cohort.max()) + 1):
        records = np.flatnonzero(cohort == c)
        if listed:  # every release held every record but the listed ones, in table order
            held = tuple((j, np.arange(len(old))) for j in range(len(problem.previous))) if c == 0 else ()
        else:  # release j held the table's first len(T_j) records
            held = tuple((j, records) for j, frame in enumerate(problem.previous) if records[0] < len(frame))
        out.append(RecordCohort(records, held))
    return out


def per_record(problem: Problem) -> bool:
    """Some requirement is judged per record (personalized limits, linkability with records added)."""
    return any(isinstance(r, Personalized) for r in problem.requirements) or (
        arrival_cohort(problem) is not None
        and any(isinstance(r, (KLinkability, KDiversity)) for r in problem.requirements)
    )


def separative(problem: Problem) -> bool:
    """A dynamic problem judged by the separative approach (each cohort of records apart)."""
    return (
        arrival_cohort(problem) is not None
        and any(isinstance(r, (KLinkability, KDiversity)) for r in problem.requirements)
        and problem.dynamic == "separative"
    )


@dataclass(frozen=True)
class Matched:
    """The record of every release row (-1: none) and what the matching found wrong.

    ``witnesses`` are the matchings, each as large as ``record_of_row``, the
    per-record requirements are judged on (module docstring), in the order
    tried; the first is ``record_of_row`` when no other is needed.
    ``record_of_row`` is worked out when first read (a release judged on
    counts alone never needs it): ``matched_rows`` counts the rows given a
    record and ``published_as(column)`` lists the distinct
    ``value * n_nodes + node`` of a taxonomy column over them.
    """

    assign: Callable[[], np.ndarray]
    errors: list[str]
    matched_rows: int
    found: list[np.ndarray] = field(default_factory=list)  # witnesses other than record_of_row
    labels_ok: bool = True  # every label a node of its taxonomy, every timestamp a snapshot
    nodes: Mapping[str, np.ndarray] = field(default_factory=dict)  # per taxonomy column: node of every row
    compatible: Callable[[np.ndarray, np.ndarray], np.ndarray] | None = None  # (rows, records) -> can stand for
    published: Callable[[str], np.ndarray] | None = None  # column -> distinct value * n_nodes + node, matched rows

    @cached_property
    def record_of_row(self) -> np.ndarray:
        return self.assign()

    @property
    def witnesses(self) -> list[np.ndarray]:
        return self.found or [self.record_of_row]


def _row(release: pd.DataFrame, i: int) -> str:
    return f"row {i + 1} {dict(release.iloc[i].astype(str))}"


def _factorized(column: pd.Series) -> tuple[np.ndarray, pd.Index]:
    """(code of every cell, its distinct labels as stripped text): the text work is done once per label."""
    codes, uniques = pd.factorize(column, use_na_sentinel=False)
    return codes, pd.Index(np.asarray(uniques, dtype=object).astype(str), dtype=object).str.strip()


def _subset(values: np.ndarray | Coded, sub: np.ndarray | None):
    if sub is None:
        return values
    if isinstance(values, tuple):
        return values[0][sub], values[1]
    return values[sub]


def match_release(
    problem: Problem,
    release: pd.DataFrame,
    hint: np.ndarray | None = None,
    encoded: Encoded | None = None,
    weight: np.ndarray | None = None,
) -> Matched:
    """Match release rows to records by content (:mod:`seqanon_opt.privacy.matching`).

    Labels are checked first (a blank or unknown QI label, a timestamp that is
    not a snapshot); such rows match no record. The matching is computed on
    the content (``release``'s index is not read), so the structure never
    depends on the row order. ``hint`` (a record per row, e.g. the index of a
    release made in this process) is only a further candidate witness for
    the per-record requirements, taken when it is a matching. ``encoded``:
    the release's columns as :func:`encode` factorized them (else done here).

    Weighted (``weight``: records per release row, ``problem.weight``: records
    per table row; either may be None, one each): the flow counts records on
    both sides, ``matched_rows`` is the records matched, the errors count
    records, and rows are never given records (no ``record_of_row``, no
    witnesses: per-record requirements are not judged on weights).
    """
    columns = [c for c in expected_columns(problem) if c in release.columns]
    layout = release_layout(problem, columns)
    if encoded is None:
        release, encoded = encode(problem, release, weight=weight)
    n = len(release)
    coded_nodes, valid, errors = _taxonomy_nodes(problem, layout, encoded, weight, n)
    times, record_times, on_a_snapshot, time_errors = _snapshot_positions(problem, layout, release)
    errors += time_errors
    if on_a_snapshot is not None:
        valid &= on_a_snapshot
    text = {
        c: (encoded.codes[c], encoded.labels[c])
        if encoded.unit is None
        else (encoded.unit, encoded.labels[c][encoded.per_unit(c)])
        for c in layout.exact_columns
    }
    record_text = {c: text_codes(problem.table[c]) for c in layout.exact_columns}
    leaves = {c: np.asarray(problem.codes[c], dtype=np.int64) for c in layout.tax_columns}
    all_valid = bool(valid.all())
    sub = np.flatnonzero(valid)
    pick = None if all_valid else sub
    sub_nodes = {c: _subset(v, pick) for c, v in coded_nodes.items()}
    sub_text = {c: _subset(v, pick) for c, v in text.items()}
    sub_times = None if times is None else np.asarray(_subset(times, pick))
    nodes = _Nodes(coded_nodes)
    on_content = (layout, sub_nodes, sub_text, sub_times, leaves, record_text, record_times)
    if weight is not None or problem.weight is not None:
        sub_weight = None if weight is None else np.asarray(weight, np.int64)[sub]
        matching = match_tuples(*on_content, release_weight=sub_weight, record_weight=problem.weight)
        return _weighted_matched(problem, release, matching, errors, sub, sub_weight, all_valid, nodes)
    matching = match_tuples(*on_content)

    @cache
    def assign() -> np.ndarray:
        record_of_row = np.full(n, -1, np.int64)
        record_of_row[sub] = matching.record_of_row()
        return record_of_row

    matched = Matched(assign, errors, matching.size)
    if matching.size < len(sub):
        unmatched = np.flatnonzero(valid & (matched.record_of_row < 0))
        errors.append(
            _unmatched_reason(release, layout, unmatched, sub_nodes, sub_text, leaves, record_text, times is not None)
        )
    match_again = partial(match_records, *on_content)
    witnesses = _rule_witnesses(problem, layout, nodes, sub, n, matching.size, match_again)
    compatible = _compatible(problem, layout, nodes, text, record_text, times, record_times)
    if hint is not None and all_valid and per_record(problem) and _is_matching(problem, hint, compatible):
        witnesses.append(np.asarray(hint, np.int64))
    unique = [w for i, w in enumerate(witnesses) if not any(np.array_equal(w, v) for v in witnesses[:i])]

    def published(column: str) -> np.ndarray:
        return matching.published_as(column, problem.taxonomies[column].n_nodes)

    return Matched(matched.assign, errors, matching.size, unique, all_valid, nodes, compatible, published)


def _taxonomy_nodes(
    problem: Problem, layout: Layout, encoded: Encoded, weight: np.ndarray | None, n: int
) -> tuple[dict[str, Coded], np.ndarray, list[str]]:
    """Per taxonomy column (code of every row, node of every code), the rows whose labels are all nodes, the errors.

    A blank label or one that is no node of its taxonomy is named (blank cells counted in records), and its
    row (of ``n``) stands for no record; its node reads as the root.
    """
    errors: list[str] = []
    valid = np.ones(n, dtype=bool)
    coded_nodes: dict[str, Coded] = {}
    for column in layout.tax_columns:
        tax = problem.taxonomies[column]
        cells, labels = encoded.codes[column], pd.Index(encoded.labels[column], dtype=object)
        blank_label = np.asarray(labels == "")
        node_of_label = labels.map(tax.index).to_numpy(dtype=float, na_value=np.nan)
        unknown_label = np.isnan(node_of_label) & ~blank_label
        if (blank_label | unknown_label).any():
            blank, unknown = blank_label[cells], unknown_label[cells]
            if blank.any():
                errors.append(
                    f"column '{column}': {_records(blank, weight)} blank cell(s), e.g. row "
                    f"{int(np.flatnonzero(blank)[0]) + 1}"
                )
            if unknown.any():
                i = int(np.flatnonzero(unknown)[0])
                errors.append(
                    f"column '{column}': label {labels[cells[i]]!r} (row {i + 1}) is not a node of its taxonomy"
                )
            valid &= ~(blank | unknown)
        node = np.where(np.isnan(node_of_label), tax.root, node_of_label).astype(np.int64)
        coded_nodes[column] = (cells, node) if encoded.unit is None else (encoded.unit, node[encoded.per_unit(column)])
    return coded_nodes, valid, errors


def _snapshot_positions(
    problem: Problem, layout: Layout, release: pd.DataFrame
) -> tuple[np.ndarray | None, np.ndarray | None, np.ndarray | None, list[str]]:
    """Temporal: (snapshot position of every row, -1 when none; of every record; rows on a snapshot; errors).

    All None (and no error) when the release has no timestamp column.
    """
    if not layout.timestamp:
        return None, None, None, []
    errors: list[str] = []
    snapshots = {str(v): p for p, v in enumerate(_temporal(problem).snapshots)}
    cells, labels = _factorized(release[layout.timestamp])
    published = pd.Series(labels.map(snapshots).to_numpy(dtype=float, na_value=np.nan)[cells])
    bad = published.isna().to_numpy()
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        errors.append(
            f"column '{layout.timestamp}': {release[layout.timestamp].iloc[i]!r} (row {i + 1}) "
            f"is not a snapshot of the stream"
        )
    times = published.fillna(-1).to_numpy(dtype=np.int64)
    record_times = np.asarray(_temporal(problem).snapshot_of_row, dtype=np.int64)
    return times, record_times, ~bad, errors


def _rule_witnesses(
    problem: Problem,
    layout: Layout,
    nodes: Mapping[str, np.ndarray],
    sub: np.ndarray,
    n: int,
    size: int,
    match_again: Callable[..., np.ndarray],
) -> list[np.ndarray]:
    """The matchings found under each rule of :func:`_per_record_rules` that are as large as the plain one.

    ``match_again(**rules)`` matches the valid rows (``sub``) again; a witness gives every release row
    (``n``) its record, -1 for none.
    """
    witnesses: list[np.ndarray] = []
    for rules in _per_record_rules(problem, layout, nodes, sub):
        again = match_again(**rules)
        if (again >= 0).sum() == size:
            witness = np.full(n, -1, np.int64)
            witness[sub] = again
            witnesses.append(witness)
    return witnesses


def _records(rows: np.ndarray, weight: np.ndarray | None) -> int:
    """Records in the rows where the mask ``rows`` holds: their number, or their weights' sum."""
    return int(rows.sum()) if weight is None else int(np.asarray(weight, np.int64)[rows].sum())


def _weighted_matched(
    problem: Problem,
    release: pd.DataFrame,
    matching,
    errors: list[str],
    sub: np.ndarray,
    sub_weight: np.ndarray | None,
    all_valid: bool,
    nodes: Mapping[str, np.ndarray],
) -> Matched:
    """:class:`Matched` of a weighted matching: counts of records, no record per row.

    Records left without one: ``sum(weight of the valid rows) - flow``; the
    example row is the first row of a release tuple whose flow is short.
    """
    sent = len(sub) if sub_weight is None else int(sub_weight.sum())
    if matching.size < sent:
        short = matching.left_out() > 0
        row = int(sub[np.flatnonzero(short[matching.release.tuple_of])[0]])
        errors.append(
            f"{sent - matching.size} release row(s) stand for no input record (a row no record "
            f"generalizes to, or more rows than such records), e.g. {_row(release, row)}"
        )

    def assign() -> np.ndarray:
        raise ValueError("rows are not given records on weights")

    def published(column: str) -> np.ndarray:
        return matching.published_as(column, problem.taxonomies[column].n_nodes)

    return Matched(assign, errors, matching.size, [], all_valid, nodes, None, published)


class _Nodes(Mapping):
    """Per taxonomy column, the node of every row, made from (codes, node per code) when first read."""

    def __init__(self, coded_nodes: dict[str, Coded]):
        self._coded = coded_nodes
        self._rows: dict[str, np.ndarray] = {}

    def __getitem__(self, column: str) -> np.ndarray:
        if column not in self._rows:
            codes, values = self._coded[column]
            self._rows[column] = values[codes]
        return self._rows[column]

    def __contains__(self, column: object) -> bool:
        return column in self._coded

    def __iter__(self):
        return iter(self._coded)

    def __len__(self) -> int:
        return len(self._coded)


def _per_record_rules(problem: Problem, layout: Layout, nodes: Mapping[str, np.ndarray], sub: np.ndarray) -> list[dict]:
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
            values = (
                pd.to_numeric(problem.table[req.limit_column], errors="coerce")
                if req.limit_column
                else pd.Series(float(req.default_limit), index=problem.table.index)
            )
            limits.append(values.fillna(req.default_limit).to_numpy(dtype=float))
        limit = np.min(np.column_stack(limits), axis=1)
        codes.append(np.unique(limit, return_inverse=True)[1].reshape(-1))
        base["allowed"] = within_limits(
            problem.taxonomies[sensitive],
            [nodes[q][sub] for q in problem.quasi_identifiers],
            nodes[sensitive][sub],
            np.asarray(problem.codes[sensitive], np.int64),
            limit,
            LIMIT_TOLERANCE,
        )
    costs: list = [None]
    if separative(problem):
        is_new = arrival_cohort(problem)  # later cohorts weigh more: the newest get the coarsest (finest) rows
        assert is_new is not None  # separative: a dynamic table
        codes.append(is_new)
        coarse = np.zeros(len(sub), np.int64)
        for column in layout.tax_columns:
            tax = problem.taxonomies[column]
            coarse += np.rint(COARSE_SCALE * np.log2(tax.leaf_count[nodes[column][sub]])).astype(np.int64)
        costs += [
            lambda rows, records: -coarse[rows] * is_new[records],  # new records on the coarsest rows
            lambda rows, records: coarse[rows] * is_new[records],
        ]  # ... on the finest
    if not codes:
        return []
    base["record_split"] = np.unique(np.column_stack(codes), axis=0, return_inverse=True)[1].reshape(-1)
    return [{**base, "cost": cost} for cost in costs]


def _compatible(
    problem: Problem,
    layout: Layout,
    nodes: Mapping[str, np.ndarray],
    text: dict[str, Coded],
    record_text: dict[str, Coded],
    times: np.ndarray | None,
    record_times: np.ndarray | None,
):
    """The test ``compatible(rows, records) -> mask``: row r can stand for record t (module docstring of matching)."""
    leaves = {c: np.asarray(problem.codes[c], np.int64) for c in layout.tax_columns}

    def compatible(rows: np.ndarray, records: np.ndarray) -> np.ndarray:
        ok = np.ones(len(rows), dtype=bool)
        for column in layout.tax_columns:
            tax, v, leaf = problem.taxonomies[column], nodes[column][rows], leaves[column][records]
            ok &= (tax.tin[v] <= tax.tin[leaf]) & (tax.tin[leaf] < tax.tout[v])
        for column in layout.exact_columns:
            (a, a_text), (b, b_text) = text[column], record_text[column]
            shown = a_text[a[rows]]
            same = shown == b_text[b[records]]
            ok &= same | (shown == HIDDEN) if column == layout.sensitive else same
        if times is not None:
            assert record_times is not None  # given with times
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


def _unmatched_reason(release, layout, unmatched, nodes, text, leaves, record_text, timed) -> str:
    """Why some rows stand for no record: moved back in time (temporal), or no such record is left.

    ``nodes`` and ``text`` are those of the rows with valid labels, as matched.
    """
    count = f"{len(unmatched)} release row(s) stand for no input record"
    if timed:
        untimed = Layout(layout.taxonomies, layout.tax_columns, layout.exact_columns, layout.sensitive, None)
        again = match_records(untimed, nodes, text, None, leaves, record_text, None)
        if (again >= 0).all():
            return (
                f"{count}: records only move forward in time, and these would have to move back "
                f"(e.g. {_row(release, int(unmatched[0]))})"
            )
    return (
        f"{count} (a row no record generalizes to, or more rows than such records), e.g. "
        f"{_row(release, int(unmatched[0]))}"
    )
