"""Match the rows of a release to the records of the original table, by content alone.

A release row r *can stand for* record t when

* every column with a taxonomy publishes a node at or above t's value:
  ``tin(v) <= tin(leaf(t)) < tout(v)``;
* every other published column equals t's text, except a sensitive cell
  ``*`` (a hidden value: Shmueli-Tassa Def. 4.2), which stands for any value;
* in a temporal release, r's timestamp is a snapshot at or after t's own
  (records only move forward, Wang-Xu-Wong-Fu 2010 section II.C).

The release is a publication of the table when a matching assigns every row a
distinct record it can stand for; the records left over are the suppressed
ones. The matching is a maximum flow on the *distinct* tuples of both sides
(source -> release tuple, capacity its row count; release tuple -> record
tuple, for every compatible pair; record tuple -> sink, capacity its record
count), so its size does not grow with repeated rows, and it is deterministic.
Tuples are found linearly in the rows (:mod:`seqanon_opt.privacy.keys`:
packed integer keys, presence tables, hashing only beyond) and numbered in
sorted value order, so the graph, and the flow on it, depend on the content
only. Candidate pairs are built vectorised (:func:`candidate_pairs`): record
tuples are expanded to the published nodes above their values and joined on
them and the exact columns by a sort-merge join on one packed int64 key;
attributes left out of the join are filtered with the ``tin``/``tout`` test.
When every record tuple has at most one candidate and each release tuple
either covers all of its records or has one record tuple, the maximum flow
is unique and read off without solving (:func:`forced_flow`: a cut or
full-domain release, suppressed records aside); rows are given records only
when asked (:class:`Matching`).

For requirements judged per record, :func:`match_records` also takes a split
of the records (records with different codes are never one tuple), a test
dropping pairs (:func:`within_limits`: personalized limits) and a cost
choosing among the maximum matchings (OR-Tools' min-cost flow).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
from ortools.graph.python import min_cost_flow
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import maximum_flow

from ..data.taxonomy import Taxonomy, ancestor_table
from .keys import Coded, coded, dense, distinct, joint_codes, lex_key, limit

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


def _length(nodes: Mapping[str, np.ndarray], text: Mapping[str, np.ndarray | Coded], time: np.ndarray | None) -> int:
    if nodes:
        first = next(iter(nodes.values()))
        return len(first[0] if isinstance(first, tuple) else first)
    if time is not None:
        return len(time)
    first = next(iter(text.values()), None)
    return 0 if first is None else len(coded(first)[0])


def _sides(
    layout: Layout,
    release_nodes: Mapping[str, np.ndarray],
    release_text: Mapping[str, np.ndarray],
    release_time: np.ndarray | None,
    record_leaves: Mapping[str, np.ndarray],
    record_text: Mapping[str, np.ndarray],
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
    if shared is not None:  # every release column is a value per unit (e.g. per distinct row): tuples of units
        units, n_units = shared
        rows_per_unit = np.bincount(units, minlength=n_units)
        if n_units and rows_per_unit.min() > 0:  # (the tuples are those of the rows when no unit is empty)
            per_unit, records = _sides(
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
            np.maximum.at(first, per_unit.tuple_of, last_row)  # the last row of every tuple, as _distinct's
            if release_weight is not None:  # records per unit: the weights of its rows
                rows_per_unit = np.bincount(units, weights=release_weight, minlength=n_units)
            counts = np.bincount(per_unit.tuple_of, weights=rows_per_unit, minlength=len(per_unit.counts))
            release = dataclasses.replace(
                per_unit, tuple_of=per_unit.tuple_of[units], counts=counts.astype(np.int64), first=first
            )
            return release, records
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

    def side(nodes, key, sens, time, hid, split, n, weight):
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

    return (
        side(release_nodes, exact_key_rel, sens_rel, t_rel, hidden, np.zeros(n_rel, np.int64), n_rel, release_weight),
        side(record_leaves, exact_key_rec, sens_rec, t_rec, np.zeros(n_rec, bool), split_rec, n_rec, record_weight),
    )


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


def forced_flow(release: Side, records: Side, pairs: tuple[np.ndarray, np.ndarray]) -> np.ndarray | None:
    """The flow of every pair when the maximum flow is unique and read off without solving; else None.

    When every record tuple has at most one candidate, the graph is a union of
    stars around release tuples. A star's maximum flow is unique when its
    release tuple has rows for all of its records (each record tuple gets
    its count) or it has one record tuple (the smaller count): then every
    maximum flow (scipy's included, with or without costs) is this one.
    """
    r, d = pairs
    n_rel, n_rec = len(release.counts), len(records.counts)
    if len(d) and np.bincount(d, minlength=n_rec).max() > 1:
        return None
    demand = np.bincount(r, weights=records.counts[d], minlength=n_rel)
    degree = np.bincount(r, minlength=n_rel)
    if not np.all((release.counts >= demand) | (degree <= 1)):
        return None
    return np.minimum(release.counts[r], records.counts[d]).astype(np.int64)


def max_matching(
    release: Side, records: Side, pairs: tuple[np.ndarray, np.ndarray], costs: np.ndarray | None = None
) -> np.ndarray:
    """Flow on every candidate pair of a maximum flow (module docstring), aligned with ``pairs``.

    With ``costs`` (an integer per pair), the maximum flow of least total cost
    (OR-Tools' min-cost flow, on the same graph with the maximum flow's value
    as supply): one maximum matching among many, chosen by a preference.
    """
    r, d = pairs
    n_rel, n_rec = len(release.counts), len(records.counts)
    if len(r) == 0:
        return np.zeros(0, np.int64)
    forced = forced_flow(release, records, pairs)
    if forced is not None:  # the only maximum flow, hence also the least-cost one
        return forced
    source, sink = n_rel + n_rec, n_rel + n_rec + 1
    rows = np.concatenate([np.full(n_rel, source), r, n_rel + np.arange(n_rec)])
    cols = np.concatenate([np.arange(n_rel), n_rel + d, np.full(n_rec, sink)])
    caps = np.concatenate([release.counts, np.minimum(release.counts[r], records.counts[d]), records.counts])
    if int(caps.max()) >= 2**31:  # scipy's maximum flow takes int32 capacities (weighted counts may exceed them)
        raise ValueError(f"a tuple stands for {int(caps.max())} records: the maximum flow takes fewer than 2**31")
    graph = csr_matrix((caps.astype(np.int32), (rows, cols)), shape=(sink + 1, sink + 1))
    result = maximum_flow(graph, source, sink)
    flow = np.asarray(result.flow[r, n_rel + d]).reshape(-1).astype(np.int64)
    if costs is None or result.flow_value == 0:
        return flow
    smcf = min_cost_flow.SimpleMinCostFlow()
    unit = np.concatenate([np.zeros(n_rel, np.int64), np.asarray(costs, np.int64), np.zeros(n_rec, np.int64)])
    arcs = smcf.add_arcs_with_capacity_and_unit_cost(
        rows.astype(np.int32), cols.astype(np.int32), caps.astype(np.int64), unit
    )
    smcf.set_node_supply(source, int(result.flow_value))
    smcf.set_node_supply(sink, -int(result.flow_value))
    if smcf.solve() != smcf.OPTIMAL:  # cannot happen for a feasible supply; keep the plain maximum flow
        return flow
    return np.asarray(smcf.flows(arcs))[n_rel : n_rel + len(r)].astype(np.int64)


def assign_records(release: Side, records: Side, pairs: tuple[np.ndarray, np.ndarray], flow: np.ndarray) -> np.ndarray:
    """Record (row position in the table) of every release row, -1 for a row the matching left out.

    The rows of a release tuple take the records of the record tuples it is
    matched to, in row order and record order.
    """
    r, d = pairs
    used = flow > 0
    r, d, f = r[used], d[used], flow[used]
    rows_by_tuple = _stable_order(release.tuple_of, len(release.counts))
    recs_by_tuple = _stable_order(records.tuple_of, len(records.counts))
    row_start = np.concatenate([[0], np.cumsum(release.counts)])[:-1]
    rec_start = np.concatenate([[0], np.cumsum(records.counts)])[:-1]
    # offset of each edge's block inside its release tuple's rows and its record tuple's records
    by_r = np.lexsort((d, r))
    r, d, f = r[by_r], d[by_r], f[by_r]
    offset_r = np.cumsum(f) - f - _group_start(np.cumsum(f) - f, r)
    by_d = np.lexsort((r, d))
    offset_d = np.empty_like(f)
    cum_d = np.cumsum(f[by_d]) - f[by_d]
    offset_d[by_d] = cum_d - _group_start(cum_d, d[by_d])
    within = np.arange(int(f.sum())) - np.repeat(np.cumsum(f) - f, f)
    release_rows = rows_by_tuple[np.repeat(row_start[r] + offset_r, f) + within]
    record_ids = recs_by_tuple[np.repeat(rec_start[d] + offset_d, f) + within]
    record_of_row = np.full(len(release.tuple_of), -1, np.int64)
    record_of_row[release_rows] = record_ids
    return record_of_row


def _stable_order(ids: np.ndarray, bound: int) -> np.ndarray:
    """``np.argsort(ids, kind="stable")`` for ids in [0, bound): a radix sort on 16-bit digits (linear)."""
    if bound <= 1 << 16:
        return np.argsort(ids.astype(np.uint16), kind="stable")
    if bound <= 1 << 32:
        order = np.argsort((ids & 0xFFFF).astype(np.uint16), kind="stable")
        return order[np.argsort((ids[order] >> 16).astype(np.uint16), kind="stable")]
    return np.argsort(ids, kind="stable")


def _group_start(values: np.ndarray, groups: np.ndarray) -> np.ndarray:
    """For sorted ``groups``, the first element of ``values`` in each element's group."""
    if len(groups) == 0:
        return values
    first = np.ones(len(groups), bool)
    first[1:] = groups[1:] != groups[:-1]
    index = np.maximum.accumulate(np.where(first, np.arange(len(groups)), 0))
    return values[index]


Allowed = Callable[[np.ndarray, np.ndarray], np.ndarray]
"""Extra test on candidate pairs: (a release row, a record) representing each pair -> keep mask."""
Cost = Callable[[np.ndarray, np.ndarray], np.ndarray]
"""Preference among maximum matchings: (a release row, a record) representing each pair -> integer cost."""


@dataclass(frozen=True)
class Matching:
    """A maximum matching on tuples: both sides, the candidate pairs and the flow on each."""

    release: Side
    records: Side
    pairs: tuple[np.ndarray, np.ndarray]
    flow: np.ndarray

    @property
    def size(self) -> int:
        """Rows given a record (= records left in)."""
        return int(self.flow.sum())

    def left_out(self) -> np.ndarray:
        """Per release tuple: its count less the flow it sends (rows, or records on weights, left without one)."""
        sent = np.bincount(self.pairs[0], weights=self.flow, minlength=len(self.release.counts))
        return self.release.counts - sent.astype(np.int64)

    def record_of_row(self) -> np.ndarray:
        """:func:`assign_records`: the record of every release row, -1 where none is left."""
        return assign_records(self.release, self.records, self.pairs, self.flow)

    def published_as(self, column: str, n_nodes: int) -> np.ndarray:
        """The distinct ``value * n_nodes + node`` over matched rows: a record's leaf and its row's node."""
        r, d = self.pairs
        used = self.flow > 0
        code = self.records.nodes[column][d[used]] * np.int64(n_nodes) + self.release.nodes[column][r[used]]
        if n_nodes * n_nodes <= limit(len(code)):
            present = np.zeros(n_nodes * n_nodes, bool)
            present[code] = True
            return np.flatnonzero(present).astype(np.int64)
        return np.unique(code)


def match_tuples(
    layout: Layout,
    release_nodes: Mapping[str, np.ndarray | Coded],
    release_text: Mapping[str, np.ndarray | Coded],
    release_time: np.ndarray | None,
    record_leaves: Mapping[str, np.ndarray],
    record_text: Mapping[str, np.ndarray | Coded],
    record_time: np.ndarray | None,
    *,
    record_split: np.ndarray | None = None,
    allowed: Allowed | None = None,
    cost: Cost | None = None,
    release_weight: np.ndarray | None = None,
    record_weight: np.ndarray | None = None,
) -> Matching:
    """:func:`match_records` before rows are given records (which is done on demand).

    ``release_weight`` / ``record_weight``: records each row stands for (None: one each). The flow then
    counts records; rows are never given records on weights (:meth:`Matching.record_of_row` needs one
    unit per row).
    """
    release, records = _sides(
        layout,
        release_nodes,
        release_text,
        release_time,
        record_leaves,
        record_text,
        record_time,
        record_split,
        release_weight,
        record_weight,
    )
    pairs = candidate_pairs(layout, release, records)
    if allowed is not None and len(pairs[0]):
        keep = np.asarray(allowed(release.first[pairs[0]], records.first[pairs[1]]), dtype=bool)
        pairs = (pairs[0][keep], pairs[1][keep])
    costs = None if cost is None or not len(pairs[0]) else cost(release.first[pairs[0]], records.first[pairs[1]])
    return Matching(release, records, pairs, max_matching(release, records, pairs, costs))


def match_records(
    layout: Layout,
    release_nodes: Mapping[str, np.ndarray],
    release_text: Mapping[str, np.ndarray],
    release_time: np.ndarray | None,
    record_leaves: Mapping[str, np.ndarray],
    record_text: Mapping[str, np.ndarray],
    record_time: np.ndarray | None,
    *,
    record_split: np.ndarray | None = None,
    allowed: Allowed | None = None,
    cost: Cost | None = None,
) -> np.ndarray:
    """A maximum matching of release rows to records: the record of every row, -1 where none is left.

    ``record_split`` (an integer per record) keeps records with different
    codes in different record tuples, and ``allowed`` drops candidate pairs:
    it receives a representative release row and record of every pair (rows
    of one release tuple are identical; records of one record tuple agree on
    the split code) and returns which pairs stay. Together they restrict the
    matching to pairs meeting a per-record condition (personalized limits).
    ``cost`` (same arguments, integer costs) picks, among the maximum
    matchings, one of least total cost. Release nodes and texts may be given
    per row or as (code of every row, value of every code).
    """
    return match_tuples(
        layout,
        release_nodes,
        release_text,
        release_time,
        record_leaves,
        record_text,
        record_time,
        record_split=record_split,
        allowed=allowed,
        cost=cost,
    ).record_of_row()


def within_limits(
    tax: Taxonomy,
    qi_nodes: Sequence[np.ndarray],
    published: np.ndarray,
    original: np.ndarray,
    limit: np.ndarray,
    tolerance: float = 1e-9,
) -> Allowed:
    """Pair test for :func:`match_records`: row r may stand for record t when t's leakage stays within its limit.

    Row r standing for record t leaks (Song et al. 2015, Definition 8)::

        Pleak(r, t) = sum_{a ancestor-or-self of t[AS]} C[g(r), a] / Nleaf(a) / b(g(r))

    with g(r) the QI group of r (rows with equal ``qi_nodes``), C[g, a] the
    rows of g publishing sensitive node a (``published``), b(g) the group's
    size and t[AS] the record's sensitive leaf (``original``). With records
    kept apart by their limits (``record_split``), a maximum matching on the
    pairs with ``Pleak(r, t) <= limit(t)`` that is as large as the unrestricted
    one witnesses that the release meets every limit.
    """
    n = len(published)
    group = dense(*lex_key(list(qi_nodes), n), n)[0] if qi_nodes and n else np.zeros(n, np.int64)
    n_nodes = np.int64(tax.n_nodes)
    keys, counts = np.unique(group * n_nodes + np.asarray(published, np.int64), return_counts=True)
    size = np.bincount(group)
    ancestors = ancestor_table(tax)

    def allowed(rows: np.ndarray, records: np.ndarray) -> np.ndarray:
        g, leaf = group[rows], original[records]
        total = np.zeros(len(rows))
        for j in range(ancestors.shape[1]):  # one vectorised pass per ancestor level (the root repeats)
            node = ancestors[leaf, j]
            query = g * n_nodes + node
            at = np.minimum(np.searchsorted(keys, query), len(keys) - 1)
            hit = (tax.depth[leaf] >= j) & (keys[at] == query)
            total += np.where(hit, counts[at], 0) / tax.leaf_count[node]
        return total / size[g] <= limit[records] + tolerance

    return allowed
