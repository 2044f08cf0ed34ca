"""The two sides of a matching as distinct tuples, and the candidate pairs between them.

Part of the content matching of :mod:`seqanon_opt.privacy.matching` (its module docstring: the rule a
release row must meet to stand for a record, and why the flow runs on distinct tuples).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from ..data.taxonomy import Taxonomy, ancestor_table
from .keys import Coded, coded, distinct, joint_codes, lex_key

HIDDEN = "*"


@dataclass(frozen=True)
class Side:
    """Distinct tuples of one side: ``tuple_of`` (per row) and ``counts`` (per tuple)."""

    tuple_of: np.ndarray
    counts: np.ndarray
    nodes: dict[str, np.ndarray]  # per taxonomy column: node (release) or leaf (records) of every tuple
    exact: np.ndarray  # per tuple: code of the exact-column values (joint factorization)
    hidden: np.ndarray  # per tuple: the sensitive cell is hidden (release side only)
    sensitive: np.ndarray  # per tuple: code of the sensitive text (-1 when not an exact column)
    time: np.ndarray  # per tuple: snapshot position (-1 when not temporal)
    first: np.ndarray  # per tuple: one of its rows (a representative for per-row data such as limits)


@dataclass(frozen=True)
class Layout:
    """What a release is matched on: taxonomy columns, exact columns, the sensitive and temporal rules."""

    taxonomies: Mapping[str, Taxonomy]
    tax_columns: tuple[str, ...]
    exact_columns: tuple[str, ...]  # published unchanged (the sensitive column without a taxonomy among them)
    sensitive: str | None  # an exact column whose '*' cells are hidden values
    timestamp: str | None  # temporal: published snapshot position must be >= the record's own


def _rows(column: np.ndarray | Coded, rows: np.ndarray) -> np.ndarray:
    """Values (int64) of ``rows`` of a column given per row or as (codes, value per code)."""
    if isinstance(column, tuple):
        return np.asarray(column[1], np.int64)[column[0][rows]]
    return np.asarray(column, np.int64)[rows]


Column = np.ndarray | Coded
"""A column given per row, or as (code of every row, value of every code)."""


def _length(nodes: Mapping[str, Column], text: Mapping[str, Column], time: np.ndarray | None) -> int:
    if nodes:
        first = next(iter(nodes.values()))
        return len(first[0] if isinstance(first, tuple) else first)
    if time is not None:
        return len(time)
    first_text = next(iter(text.values()), None)
    return 0 if first_text is None else len(coded(first_text)[0])


def distinct_sides(
    layout: Layout,
    release_nodes: Mapping[str, Column],
    release_text: Mapping[str, Column],
    release_time: np.ndarray | None,
    record_leaves: Mapping[str, np.ndarray],
    record_text: Mapping[str, Column],
    record_time: np.ndarray | None,
    record_split: np.ndarray | None = None,
    release_weight: np.ndarray | None = None,
    record_weight: np.ndarray | None = None,
) -> tuple[Side, Side]:
    """(release side, record side): the distinct tuples of both and their counts.

    A tuple's count is its number of rows, or with ``release_weight`` /
    ``record_weight`` (records per row) the sum of its rows' weights.
    """
    shared = _shared_codes(release_nodes, release_text) if release_time is None else None
    # every release column a value per unit (e.g. per distinct row), no unit empty: the tuples of the units
    # are those of the rows
    if shared is not None and shared[1] and np.bincount(shared[0], minlength=shared[1]).min() > 0:
        return _sides_of_units(
            layout,
            shared,
            release_nodes,
            release_text,
            record_leaves,
            record_text,
            record_time,
            record_split,
            release_weight,
            record_weight,
        )
    n_rel = _length(release_nodes, release_text, release_time)
    n_rec = _length(record_leaves, record_text, record_time)
    exact_rel, exact_rec = [], []
    sens_rel = np.full(n_rel, -1, np.int64)
    sens_rec = np.full(n_rec, -1, np.int64)
    hidden = np.zeros(n_rel, dtype=bool)
    for column in layout.exact_columns:
        a, b = joint_codes(release_text[column], record_text[column])
        if column == layout.sensitive:
            codes, values = coded(release_text[column])
            hidden = (np.asarray(values).astype(str) == HIDDEN)[codes]
            sens_rel, sens_rec = a, b
        else:
            exact_rel.append(a)
            exact_rec.append(b)
    exact_key_rel, exact_key_rec = _joint(exact_rel, exact_rec, n_rel, n_rec)
    t_rel = release_time if release_time is not None else np.full(n_rel, -1, np.int64)
    t_rec = record_time if record_time is not None else np.full(n_rec, -1, np.int64)
    split_rec = np.zeros(n_rec, np.int64) if record_split is None else np.asarray(record_split, np.int64)
    split_rel = np.zeros(n_rel, np.int64)
    return (
        _side(layout, release_nodes, exact_key_rel, sens_rel, t_rel, hidden, split_rel, n_rel, release_weight),
        _side(
            layout,
            record_leaves,
            exact_key_rec,
            sens_rec,
            t_rec,
            np.zeros(n_rec, bool),
            split_rec,
            n_rec,
            record_weight,
        ),
    )


def _side(
    layout: Layout,
    nodes: Mapping[str, Column],
    key: np.ndarray,
    sens: np.ndarray,
    time: np.ndarray,
    hid: np.ndarray,
    split: np.ndarray,
    n: int,
    weight: np.ndarray | None,
) -> Side:
    """The distinct tuples of one side's rows (per row: taxonomy nodes, exact key, sensitive, time, hidden, split)."""
    cols = [nodes[c] for c in layout.tax_columns] + [key, sens, time, hid.astype(np.int64), split]
    tuple_of, first, counts = distinct(cols) if n else distinct([np.zeros(0)])
    if weight is not None:  # records per tuple: the weights of its rows
        counts = np.bincount(tuple_of, weights=weight, minlength=len(counts)).astype(np.int64)
    return Side(
        tuple_of,
        counts,
        {c: _rows(nodes[c], first) for c in layout.tax_columns},
        key[first],
        hid[first],
        sens[first],
        time[first],
        first,
    )


def _sides_of_units(
    layout: Layout,
    shared: tuple[np.ndarray, int],
    release_nodes: Mapping[str, Column],
    release_text: Mapping[str, Column],
    record_leaves: Mapping[str, np.ndarray],
    record_text: Mapping[str, Column],
    record_time: np.ndarray | None,
    record_split: np.ndarray | None,
    release_weight: np.ndarray | None,
    record_weight: np.ndarray | None,
) -> tuple[Side, Side]:
    """:func:`distinct_sides` when every release column is (unit of every row, value of every unit).

    The tuples are found on the units (one row each), then the release side is mapped back to the rows:
    a tuple's count sums its units' rows (or their weights), its representative is its last row.
    """
    units, n_units = shared
    per_unit, records = distinct_sides(
        layout,
        {c: np.asarray(v[1], np.int64) for c, v in release_nodes.items()},
        {c: np.asarray(v[1]) for c, v in release_text.items()},
        None,
        record_leaves,
        record_text,
        record_time,
        record_split,
        record_weight=record_weight,
    )
    last_row = np.empty(n_units, np.int64)
    last_row[units] = np.arange(len(units), dtype=np.int64)
    first = np.full(len(per_unit.counts), -1, np.int64)
    np.maximum.at(first, per_unit.tuple_of, last_row)  # the last row of every tuple, as distinct()'s
    rows_per_unit = (
        np.bincount(units, minlength=n_units)
        if release_weight is None
        else np.bincount(units, weights=release_weight, minlength=n_units)  # records per unit: its rows' weights
    )
    counts = np.bincount(per_unit.tuple_of, weights=rows_per_unit, minlength=len(per_unit.counts))
    release = dataclasses.replace(
        per_unit, tuple_of=per_unit.tuple_of[units], counts=counts.astype(np.int64), first=first
    )
    return release, records


def _shared_codes(
    nodes: Mapping[str, np.ndarray | Coded], text: Mapping[str, np.ndarray | Coded]
) -> tuple[np.ndarray, int] | None:
    """(codes, number of codes) when every column is given as (codes, value per code) with the same codes."""
    columns = [*nodes.values(), *text.values()]
    if not columns or not all(isinstance(c, tuple) for c in columns):
        return None
    codes = columns[0][0]
    if not all(c[0] is codes and len(c[1]) == len(columns[0][1]) for c in columns):
        return None
    return codes, len(columns[0][1])


def _joint(left: list[np.ndarray], right: list[np.ndarray], n_left: int, n_right: int) -> tuple[np.ndarray, np.ndarray]:
    """One code per row for several code columns, joint over both sides."""
    if not left:
        return np.zeros(n_left, np.int64), np.zeros(n_right, np.int64)
    both, _ = lex_key([np.concatenate([a, b]) for a, b in zip(left, right)], n_left + n_right)
    return both[:n_left], both[n_left:]


EXPANSION = 4  # joined record rows per record tuple, at most, when choosing the columns joined on


def _published_ancestors(tax: Taxonomy, published: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per node x: the distinct published nodes among x's ancestors-or-self, as CSR (start, count, nodes).

    ``published`` holds node ids. A release node v can stand for x exactly when
    v is one of them (``tin(v) <= tin(x) < tout(v)``).
    """
    table = ancestor_table(tax)
    is_published = np.zeros(tax.n_nodes, bool)
    is_published[np.asarray(published, np.int64)] = True
    keep = is_published[table]
    keep[:, 1:] &= table[:, 1:] != table[:, :-1]  # the root repeats: once
    count = keep.sum(axis=1).astype(np.int64)
    return np.cumsum(count) - count, count, table[keep]


def candidate_pairs(layout: Layout, release: Side, records: Side) -> tuple[np.ndarray, np.ndarray]:
    """Every (release tuple, record tuple) pair where the release tuple can stand for the record tuple.

    Each record tuple is expanded, on some taxonomy columns, to the published
    nodes at or above its leaf (one row per combination), and joined with the
    release tuples on those nodes and the exact columns (a sort-merge join on
    one packed int64 key); the other taxonomy columns are then tested with
    ``tin``/``tout``. Columns are taken while the expansion stays within
    ``EXPANSION`` rows per record tuple (the one expanding least is always
    taken): a cut or full-domain release publishes one node per value, so
    every column is joined on and nothing is left to test.
    """
    n_rel, n_rec = len(release.counts), len(records.counts)
    if n_rel == 0 or n_rec == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    columns = list(layout.tax_columns)
    csr = {c: _published_ancestors(layout.taxonomies[c], np.unique(release.nodes[c])) for c in columns}
    factor = {c: csr[c][1][records.nodes[c]] for c in columns}
    joined = [c for c in columns if int(factor[c].max()) <= 1]  # one published node per value: free
    size = np.ones(n_rec, np.int64)
    for column in joined:
        size = size * factor[column]
    remaining = [c for c in columns if c not in joined]
    while remaining:  # greedy: the column whose expansion is smallest, while within the bound
        totals = [int((size * factor[c]).sum()) for c in remaining]
        best = int(np.argmin(totals))
        if joined and totals[best] > EXPANSION * n_rec:
            break
        column = remaining.pop(best)
        joined.append(column)
        size = size * factor[column]
    rec_ids = np.arange(n_rec, dtype=np.int64)
    rec_nodes: list[np.ndarray] = []
    for column in joined:  # expand: one row per published ancestor of the leaf
        start, count, nodes = csr[column]
        leaf = records.nodes[column][rec_ids]
        m = count[leaf]
        if int(m.max(initial=0)) <= 1:  # no row repeats: a filter
            keep = m > 0
            rec_nodes = [k[keep] for k in rec_nodes] + [nodes[start[leaf[keep]]]]
            rec_ids = rec_ids[keep]
            continue
        rep = np.repeat(np.arange(len(rec_ids)), m)
        within = np.arange(len(rep)) - np.repeat(np.cumsum(m) - m, m)
        rec_nodes = [k[rep] for k in rec_nodes] + [nodes[start[leaf][rep] + within]]
        rec_ids = rec_ids[rep]
    rec_keys = rec_nodes + [records.exact[rec_ids], records.sensitive[rec_ids] + 1]
    rel_keys = [release.nodes[c] for c in joined] + [release.exact, release.sensitive + 1]
    bases = [layout.taxonomies[c].n_nodes for c in joined] + [
        int(max(records.exact.max(), release.exact.max())) + 1,
        int(max(records.sensitive.max(), release.sensitive.max())) + 2,
    ]  # every key in [0, base)
    # a release tuple publishing its sensitive value matches only records with that value: join on it too;
    # a hidden cell ('*') stands for any value, so those tuples join without it
    shown = ~release.hidden
    parts = [_join(np.flatnonzero(shown), [k[shown] for k in rel_keys], rec_ids, rec_keys, bases)]
    if release.hidden.any():
        hidden = release.hidden
        parts.append(
            _join(np.flatnonzero(hidden), [k[hidden] for k in rel_keys[:-1]], rec_ids, rec_keys[:-1], bases[:-1])
        )
    r = np.concatenate([p[0] for p in parts])
    d = np.concatenate([p[1] for p in parts])
    ok = np.ones(len(r), bool)
    for column in columns:
        if column in joined:
            continue
        tax = layout.taxonomies[column]
        v, leaf = release.nodes[column][r], records.nodes[column][d]
        ok &= (tax.tin[v] <= tax.tin[leaf]) & (tax.tin[leaf] < tax.tout[v])
    if layout.sensitive is not None:
        ok &= release.hidden[r] | (release.sensitive[r] == records.sensitive[d])
    if layout.timestamp is not None:
        ok &= release.time[r] >= records.time[d]
    key = np.sort(r[ok] * np.int64(n_rec) + d[ok])  # (r, d) pairs are distinct: sorted by r, then d
    return key // n_rec, key % n_rec


def _join(
    left_ids: np.ndarray,
    left_keys: list[np.ndarray],
    right_ids: np.ndarray,
    right_keys: list[np.ndarray],
    bases: Sequence[int] | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """The (left id, right id) pairs with equal keys (an inner join on several integer key columns).

    Keys are packed into one int64 per row (in mixed radix when every key
    column j lies in [0, bases[j]) and the product fits, else jointly ranked
    over both sides), the left side is sorted and each right row finds its
    range by binary search.
    """
    n_left, n_right = len(left_ids), len(right_ids)
    if n_left == 0 or n_right == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    if bases is not None and np.prod([float(max(b, 1)) for b in bases]) < 2.0**62:
        left, right = np.zeros(n_left, np.int64), np.zeros(n_right, np.int64)
        for a, b, base in zip(left_keys, right_keys, bases):
            left = left * base + a
            right = right * base + b
    else:
        both, _ = lex_key([np.concatenate([a, b]) for a, b in zip(left_keys, right_keys)], n_left + n_right)
        left, right = both[:n_left], both[n_left:]
    order = np.argsort(left, kind="stable")
    ordered = left[order]
    lo = np.searchsorted(ordered, right, "left")
    m = np.searchsorted(ordered, right, "right") - lo
    rep = np.repeat(np.arange(n_right), m)
    within = np.arange(len(rep)) - np.repeat(np.cumsum(m) - m, m)
    return np.asarray(left_ids, np.int64)[order[lo[rep] + within]], np.asarray(right_ids, np.int64)[rep]
