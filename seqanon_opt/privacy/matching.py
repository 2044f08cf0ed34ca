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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
from ortools.graph.python import min_cost_flow
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import maximum_flow

from ..data.taxonomy import Taxonomy, ancestor_table
from .candidates import HIDDEN, Column, Layout, Side, candidate_pairs, distinct_sides
from .keys import dense, lex_key, limit

__all__ = ["HIDDEN", "Layout", "Side", "candidate_pairs", "match_records", "match_tuples", "within_limits"]


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
    release_nodes: Mapping[str, Column],
    release_text: Mapping[str, Column],
    release_time: np.ndarray | None,
    record_leaves: Mapping[str, np.ndarray],
    record_text: Mapping[str, Column],
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
    release, records = distinct_sides(
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
    release_nodes: Mapping[str, Column],
    release_text: Mapping[str, Column],
    release_time: np.ndarray | None,
    record_leaves: Mapping[str, np.ndarray],
    record_text: Mapping[str, Column],
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
