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

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
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
from .keys import Coded, dense, lex_key
from .matching import HIDDEN, Layout, match_records, match_tuples, within_limits

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


def arrival_cohort(problem: Problem) -> np.ndarray | None:
    """Per record, the cohort of records that arrived together (0 the oldest); None when not dynamic.

    Previous release j held the table's first ``len(T_j)`` records (the lengths never decrease:
    Shmueli-Tassa et al. section 6, Figures 6 and 7), or, with ``solver.options.new_records``, every
    record but those listed (releases of equal length).
    """
    if problem.kind != "sequential" or not problem.previous:
        return None
    sizes = [len(frame) for frame in problem.previous]
    if set(sizes) == {problem.n_rows}:
        return None
    listed = dict(problem.solver.options or {}).get("new_records")
    cohort = np.zeros(problem.n_rows, dtype=np.int64)
    if listed is not None:
        cohort[np.asarray(listed, dtype=np.int64)] = 1
        return cohort
    for size in sorted(set(sizes)):
        cohort[size:] += 1
    return cohort


def holders(problem: Problem) -> list[tuple[int, ...]]:
    """Per cohort of :func:`arrival_cohort`, the previous releases that held its records."""
    cohort = arrival_cohort(problem)
    if cohort is None:
        return [tuple(range(len(problem.previous)))]
    first = [int(np.flatnonzero(cohort == c)[0]) for c in range(int(cohort.max()) + 1)]
    listed = dict(problem.solver.options or {}).get("new_records") is not None
    return [
        tuple(j for j, frame in enumerate(problem.previous) if (c == 0 if listed else row < len(frame)))
        for c, row in enumerate(first)
    ]


def held_rows(problem: Problem, records: np.ndarray) -> np.ndarray:
    """The rows that stand for ``records`` in a previous release holding them, in their order."""
    if dict(problem.solver.options or {}).get("new_records") is not None:  # it held every other record
        return np.searchsorted(np.setdiff1d(np.arange(problem.n_rows), problem.solver.options["new_records"]), records)
    return np.asarray(records, dtype=np.int64)  # release j held the table's first len(T_j) records


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
        and dict(problem.solver.options or {}).get("dynamic", "unifying") == "separative"
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


def _layout(problem: Problem, columns: list[str]) -> Layout:
    timestamp = problem.timestamp if problem.kind == "temporal" and problem.timestamp in columns else None
    tax_columns = tuple(c for c in columns if c in problem.codes and c != timestamp)
    exact = tuple(c for c in columns if c not in tax_columns and c != timestamp)
    sensitive = problem.sensitive if problem.sensitive in exact else None
    return Layout(problem.taxonomies, tax_columns, exact, sensitive, timestamp)


def _row(release: pd.DataFrame, i: int) -> str:
    return f"row {i + 1} {dict(release.iloc[i].astype(str))}"


@dataclass(frozen=True)
class Encoded:
    """A release's columns factorized once (:func:`encode`), shared by the matching and the group checks.

    ``codes[c]`` is the code of every row; ``labels[c]`` the text of every
    code: for a taxonomy column its label stripped, a suppressed ``*`` read
    as the root (as :func:`normalised` writes it); for another column the
    cell as ``astype(str)`` reads it. Equal text may have several codes.
    """

    codes: dict[str, np.ndarray]
    labels: dict[str, np.ndarray]
    unit: np.ndarray | None = None  # per row: its distinct row (equal codes in every column above)
    unit_first: np.ndarray | None = None  # per distinct row: its first row
    unit_count: np.ndarray | None = None  # per distinct row: its number of rows (records, when weighted)

    def per_unit(self, column: str) -> np.ndarray:
        """The code of every distinct row in ``column``."""
        return self.codes[column][self.unit_first]


def encode(
    problem: Problem, release: pd.DataFrame, keep_categorical: bool = False, weight: np.ndarray | None = None
) -> tuple[pd.DataFrame, Encoded]:
    """(:func:`normalised` ``release``, its :class:`Encoded` columns): every column is hashed once.

    ``weight`` (records per release row, None: one each): ``unit_count`` is then the records of every
    distinct row, ``sum`` of its rows' weights.

    A categorical column is read from its codes and categories (no hashing).
    A taxonomy column whose labels need no change (text already stripped,
    no ``*`` to read as the root, no missing cell) is kept as it is when it
    is text, and, with ``keep_categorical``, when it is categorical (for a
    caller judging on the codes alone); any other is rewritten as its labels.
    """
    layout = _layout(problem, [c for c in expected_columns(problem) if c in release.columns])
    codes: dict[str, np.ndarray] = {}
    labels: dict[str, np.ndarray] = {}
    changed: dict[str, np.ndarray] = {}
    for column in layout.tax_columns:
        tax = problem.taxonomies[column]
        series = release[column]
        categorical = isinstance(series.dtype, pd.CategoricalDtype)
        if categorical:  # codes as they are; every category (used or not) has its label
            cells = series.cat.codes.to_numpy()
            raw = np.asarray(series.cat.categories, dtype=object)
            if len(cells) and cells.min() < 0:  # a missing cell reads as 'nan', as pd.factorize gives it
                cells = np.where(cells < 0, len(raw), cells)
                raw = np.append(raw, np.nan).astype(object)
        else:
            cells, uniques = pd.factorize(series, use_na_sentinel=False)
            raw = np.asarray(uniques, dtype=object)
        text = pd.Index(raw.astype(str), dtype=object).str.strip()
        if "*" not in tax.index:
            text = text.where(text != "*", tax.labels[tax.root])
        text = text.to_numpy(dtype=object)
        codes[column], labels[column] = cells, text
        unchanged = not pd.isna(raw).any() and bool((raw == text).all())
        dtype = series.dtype
        text_column = isinstance(dtype, pd.StringDtype) and dtype.na_value is np.nan
        if not (unchanged and (text_column or (categorical and keep_categorical))):
            changed[column] = pd.array(text, dtype="str").take(cells)  # the labels as text (what astype gives)
    for column in layout.exact_columns:
        codes[column], labels[column] = _text(release[column])
    out = release.copy(deep=False)
    for column, values in changed.items():
        out[column] = pd.Series(values, index=out.index)
    n = len(release)
    if not codes or n == 0:
        return out, Encoded(codes, labels)
    unit, size = dense(*lex_key(list(codes.values()), n), n)  # the distinct rows: one hashing-free pass
    first = np.empty(size, np.int64)
    first[unit[::-1]] = np.arange(n - 1, -1, -1)
    count = (
        np.bincount(unit, minlength=size)
        if weight is None
        else np.bincount(unit, weights=weight, minlength=size).astype(np.int64)
    )
    return out, Encoded(codes, labels, unit, first, count)


def normalised(problem: Problem, release: pd.DataFrame) -> pd.DataFrame:
    """``release`` with the labels of its taxonomy columns stripped and a suppressed ``*`` read as the root.

    (A release read by :func:`seqanon_opt.data.releases.read_release` is already so.)
    """
    return encode(problem, release)[0]


def _text(column: pd.Series) -> Coded:
    """The column as ``column.astype(str)`` reads it, as (code of every row, text of every code).

    Text columns and integer columns are hashed as they are and only their
    distinct values are turned into text, a categorical column is read from
    its codes and formatted categories; any other column (values that hash
    equal may print differently: ``1`` and ``1.0``, ``0.0`` and ``-0.0``) is
    turned into text first.
    """
    dtype = column.dtype
    if isinstance(dtype, pd.CategoricalDtype) and (
        dtype.categories.dtype == object
        or isinstance(dtype.categories.dtype, pd.StringDtype)
        or not column.cat.codes.lt(0).any()
    ):  # astype(str) formats the categories and takes them by code
        cells = column.cat.codes.to_numpy()
        text = np.asarray(column.cat.categories.astype(str), dtype=object)
        if len(cells) and cells.min() < 0:  # a missing cell reads as 'nan'
            cells = np.where(cells < 0, len(text), cells)
            text = np.append(text, "nan").astype(object)
        return cells, text.astype(str)
    if not (
        (isinstance(dtype, pd.StringDtype) and dtype.na_value is np.nan)
        or (isinstance(dtype, np.dtype) and dtype.kind in "iu")
    ):
        column = column.astype(str)
    codes, uniques = pd.factorize(column, use_na_sentinel=False)
    text = np.asarray(pd.Series(uniques).astype(str).to_numpy(), dtype=object).astype(str)
    return codes, text


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
    layout = _layout(problem, columns)
    if encoded is None:
        release, encoded = encode(problem, release, weight=weight)
    weighted = weight is not None or problem.weight is not None
    errors: list[str] = []
    n = len(release)
    valid = np.ones(n, dtype=bool)
    coded_nodes: dict[str, Coded] = {}  # per taxonomy column: (code of every row, node of every code)
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
    text = {
        c: (encoded.codes[c], encoded.labels[c])
        if encoded.unit is None
        else (encoded.unit, encoded.labels[c][encoded.per_unit(c)])
        for c in layout.exact_columns
    }
    record_text = {c: _text(problem.table[c]) for c in layout.exact_columns}
    times = record_times = None
    if layout.timestamp:
        snapshots = {str(v): p for p, v in enumerate(problem.settings["snapshots"])}
        cells, labels = _factorized(release[layout.timestamp])
        published = pd.Series(labels.map(snapshots).to_numpy(dtype=float, na_value=np.nan)[cells])
        bad = published.isna().to_numpy()
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            errors.append(
                f"column '{layout.timestamp}': {release[layout.timestamp].iloc[i]!r} (row {i + 1}) "
                f"is not a snapshot of the stream"
            )
        valid &= ~bad
        times = published.fillna(-1).to_numpy(dtype=np.int64)
        record_times = np.asarray(problem.settings["snapshot_of_row"], dtype=np.int64)
    leaves = {c: np.asarray(problem.codes[c], dtype=np.int64) for c in layout.tax_columns}
    all_valid = bool(valid.all())
    sub = np.flatnonzero(valid)
    pick = None if all_valid else sub
    sub_nodes = {c: _subset(v, pick) for c, v in coded_nodes.items()}
    sub_text = {c: _subset(v, pick) for c, v in text.items()}
    sub_times = None if times is None else _subset(times, pick)
    nodes = _Nodes(coded_nodes)
    if weighted:
        sub_weight = None if weight is None else np.asarray(weight, np.int64)[sub]
        matching = match_tuples(
            layout,
            sub_nodes,
            sub_text,
            sub_times,
            leaves,
            record_text,
            record_times,
            release_weight=sub_weight,
            record_weight=problem.weight,
        )
        return _weighted_matched(problem, release, matching, errors, sub, sub_weight, all_valid, nodes)
    matching = match_tuples(layout, sub_nodes, sub_text, sub_times, leaves, record_text, record_times)

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
    witnesses: list[np.ndarray] = []
    for rules in _per_record_rules(problem, layout, nodes, sub):
        again = match_records(layout, sub_nodes, sub_text, sub_times, leaves, record_text, record_times, **rules)
        if (again >= 0).sum() == matching.size:
            witness = np.full(n, -1, np.int64)
            witness[sub] = again
            witnesses.append(witness)
    compatible = _compatible(problem, layout, nodes, text, record_text, times, record_times)
    if hint is not None and all_valid and per_record(problem) and _is_matching(problem, hint, compatible):
        witnesses.append(np.asarray(hint, np.int64))
    unique = [w for i, w in enumerate(witnesses) if not any(np.array_equal(w, v) for v in witnesses[:i])]

    def published(column: str) -> np.ndarray:
        return matching.published_as(column, problem.taxonomies[column].n_nodes)

    return Matched(matched.assign, errors, matching.size, unique, all_valid, nodes, compatible, published)


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
