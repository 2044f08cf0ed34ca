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
Candidate pairs are built vectorised: record tuples are expanded to their
pivot attribute's ancestors and joined on (pivot node, exact columns), then
the other attributes are filtered with the ``tin``/``tout`` test. Tuples are
found by hashing (linear in the rows) and numbered in sorted value order, so
the graph, and the flow on it, depend on the content only.

For requirements judged per record, :func:`match_records` also takes a split
of the records (records with different codes are never one tuple), a test
dropping pairs (:func:`within_limits`: personalized limits) and a cost
choosing among the maximum matchings (OR-Tools' min-cost flow).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from ortools.graph.python import min_cost_flow
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import maximum_flow

from ..data.taxonomy import Taxonomy, ancestor_table

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


def _lex_key(columns: Sequence[np.ndarray], n: int) -> np.ndarray:
    """One int64 per row, ordered as the rows' value tuples are (lexicographically); equal tuples, equal keys.

    Each column is factorized in sorted order and folded in mixed radix;
    the partial key is renumbered densely before it could overflow.
    """
    key = np.zeros(n, np.int64)
    top = 1  # key < top
    for column in columns:
        codes, uniques = pd.factorize(np.asarray(column, dtype=np.int64), sort=True)
        base = max(len(uniques), 1)
        if top * base >= 2**62:
            key, kept = pd.factorize(key, sort=True)
            top = max(len(kept), 1)
        key = key * base + codes
        top *= base
    return key


def _distinct(columns: Sequence[np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(tuple id of every row, a representative row of every tuple, count of every tuple).

    Tuple ids follow the sorted values, never the row order, so the flow graph
    (and the maximum flow found on it) is a function of the content alone.
    Hash-based: linear in the rows (no sort of the rows).
    """
    n = len(columns[0]) if columns else 0
    if n == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, np.int64)
    inverse, uniques = pd.factorize(_lex_key(columns, n), sort=True)
    inverse = inverse.astype(np.int64)
    counts = np.bincount(inverse, minlength=len(uniques)).astype(np.int64)
    representative = np.empty(len(uniques), np.int64)
    representative[inverse] = np.arange(n, dtype=np.int64)
    return inverse, representative, counts


def _codes(left: np.ndarray, right: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Joint integer codes of two text arrays (equal text, equal code; codes in sorted text order).

    Each side is factorized on its own; only the distinct values are compared as text.
    """
    a, a_values = pd.factorize(np.asarray(left, dtype=object), use_na_sentinel=False)
    b, b_values = pd.factorize(np.asarray(right, dtype=object), use_na_sentinel=False)
    a_text = np.asarray(a_values, dtype=object).astype(str)
    b_text = np.asarray(b_values, dtype=object).astype(str)
    vocabulary = np.unique(np.concatenate([a_text, b_text]))
    return (np.searchsorted(vocabulary, a_text)[a].astype(np.int64),
            np.searchsorted(vocabulary, b_text)[b].astype(np.int64))


@dataclass(frozen=True)
class Layout:
    """What a release is matched on: taxonomy columns, exact columns, the sensitive and temporal rules."""

    taxonomies: Mapping[str, Taxonomy]
    tax_columns: tuple[str, ...]
    exact_columns: tuple[str, ...]  # published unchanged (the sensitive column without a taxonomy among them)
    sensitive: str | None  # an exact column whose '*' cells are hidden values
    timestamp: str | None  # temporal: published snapshot position must be >= the record's own


def _sides(layout: Layout, release_nodes: Mapping[str, np.ndarray], release_text: Mapping[str, np.ndarray],
           release_time: np.ndarray | None, record_leaves: Mapping[str, np.ndarray],
           record_text: Mapping[str, np.ndarray], record_time: np.ndarray | None,
           record_split: np.ndarray | None = None) -> tuple[Side, Side]:
    n_rel = len(next(iter(release_nodes.values()))) if release_nodes else len(release_time) \
        if release_time is not None else len(next(iter(release_text.values()), []))
    n_rec = len(next(iter(record_leaves.values()))) if record_leaves else len(record_time) \
        if record_time is not None else len(next(iter(record_text.values()), []))
    exact_rel, exact_rec = [], []
    sens_rel = np.full(n_rel, -1, np.int64)
    sens_rec = np.full(n_rec, -1, np.int64)
    hidden = np.zeros(n_rel, dtype=bool)
    for column in layout.exact_columns:
        a, b = _codes(release_text[column], record_text[column])
        if column == layout.sensitive:
            hidden = np.asarray(release_text[column]).astype(str) == HIDDEN
            sens_rel, sens_rec = a, b
        else:
            exact_rel.append(a)
            exact_rec.append(b)
    exact_key_rel, exact_key_rec = _joint(exact_rel, exact_rec, n_rel, n_rec)
    t_rel = release_time if release_time is not None else np.full(n_rel, -1, np.int64)
    t_rec = record_time if record_time is not None else np.full(n_rec, -1, np.int64)

    split_rec = np.zeros(n_rec, np.int64) if record_split is None else np.asarray(record_split, np.int64)

    def side(nodes, key, sens, time, hid, split, n):
        cols = [nodes[c] for c in layout.tax_columns] + [key, sens, time, hid.astype(np.int64), split]
        tuple_of, first, counts = _distinct(cols) if n else _distinct([np.zeros(0)])
        return Side(tuple_of, counts, {c: np.asarray(nodes[c], np.int64)[first] for c in layout.tax_columns},
                    key[first], hid[first], sens[first], time[first], first)

    return (side(release_nodes, exact_key_rel, sens_rel, t_rel, hidden, np.zeros(n_rel, np.int64), n_rel),
            side(record_leaves, exact_key_rec, sens_rec, t_rec, np.zeros(n_rec, bool), split_rec, n_rec))


def _joint(left: list[np.ndarray], right: list[np.ndarray], n_left: int, n_right: int
           ) -> tuple[np.ndarray, np.ndarray]:
    """One code per row for several code columns, joint over both sides."""
    if not left:
        return np.zeros(n_left, np.int64), np.zeros(n_right, np.int64)
    both = _lex_key([np.concatenate([a, b]) for a, b in zip(left, right)], n_left + n_right)
    return both[:n_left], both[n_left:]


def candidate_pairs(layout: Layout, release: Side, records: Side) -> tuple[np.ndarray, np.ndarray]:
    """Every (release tuple, record tuple) pair where the release tuple can stand for the record tuple."""
    n_rel, n_rec = len(release.counts), len(records.counts)
    if n_rel == 0 or n_rec == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    columns = list(layout.tax_columns)
    if columns:  # pivot: the taxonomy column with the most distinct published nodes
        pivot = max(columns, key=lambda c: (len(np.unique(release.nodes[c])), -columns.index(c)))
        tax = layout.taxonomies[pivot]
        depth = int(tax.depth.max()) + 1
        ancestors = np.empty((n_rec, depth), np.int64)
        node = records.nodes[pivot].copy()
        for level in range(depth):  # ancestor-or-self chain of each record tuple's leaf (root repeats)
            ancestors[:, level] = node
            node = np.where(tax.parent[node] >= 0, tax.parent[node], node)
        rec_ids = np.repeat(np.arange(n_rec), depth)
        rec_keys = [ancestors.reshape(-1), np.repeat(records.exact, depth), np.repeat(records.sensitive, depth)]
        keep = np.ones(len(rec_ids), bool)
        keep[1:] = ~((rec_ids[1:] == rec_ids[:-1]) & (ancestors.reshape(-1)[1:] == ancestors.reshape(-1)[:-1]))
        rec_ids, rec_keys = rec_ids[keep], [k[keep] for k in rec_keys]
        rel_keys = [release.nodes[pivot], release.exact, release.sensitive]
    else:
        rec_ids, rec_keys = np.arange(n_rec), [records.exact, records.sensitive]
        rel_keys = [release.exact, release.sensitive]
    # a release tuple publishing its sensitive value matches only records with that value: join on it too
    # (a pivot node or the exact columns alone can pair every release tuple with most records); a hidden
    # cell ('*') stands for any value, so those tuples join without it
    shown = ~release.hidden
    parts = [_join(np.flatnonzero(shown), [k[shown] for k in rel_keys], rec_ids, rec_keys)]
    if release.hidden.any():
        hidden = release.hidden
        parts.append(_join(np.flatnonzero(hidden), [k[hidden] for k in rel_keys[:-1]], rec_ids, rec_keys[:-1]))
    r = np.concatenate([p[0] for p in parts])
    d = np.concatenate([p[1] for p in parts])
    ok = np.ones(len(r), bool)
    for column in columns:
        tax = layout.taxonomies[column]
        v, leaf = release.nodes[column][r], records.nodes[column][d]
        ok &= (tax.tin[v] <= tax.tin[leaf]) & (tax.tin[leaf] < tax.tout[v])
    if layout.sensitive is not None:
        ok &= release.hidden[r] | (release.sensitive[r] == records.sensitive[d])
    if layout.timestamp is not None:
        ok &= release.time[r] >= records.time[d]
    order = np.lexsort((d[ok], r[ok]))
    return r[ok][order], d[ok][order]


def _join(left_ids: np.ndarray, left_keys: list[np.ndarray], right_ids: np.ndarray, right_keys: list[np.ndarray]
          ) -> tuple[np.ndarray, np.ndarray]:
    """The (left id, right id) pairs with equal keys (an inner join on several integer key columns)."""
    left = pd.DataFrame({"r": left_ids}, index=pd.MultiIndex.from_arrays(left_keys))
    right = pd.DataFrame({"d": right_ids}, index=pd.MultiIndex.from_arrays(right_keys))
    joined = left.join(right, how="inner")
    return joined["r"].to_numpy(np.int64), joined["d"].to_numpy(np.int64)


def max_matching(release: Side, records: Side, pairs: tuple[np.ndarray, np.ndarray],
                 costs: np.ndarray | None = None) -> np.ndarray:
    """Flow on every candidate pair of a maximum flow (module docstring), aligned with ``pairs``.

    With ``costs`` (an integer per pair), the maximum flow of least total cost
    (OR-Tools' min-cost flow, on the same graph with the maximum flow's value
    as supply): one maximum matching among many, chosen by a preference.
    """
    r, d = pairs
    n_rel, n_rec = len(release.counts), len(records.counts)
    if len(r) == 0:
        return np.zeros(0, np.int64)
    source, sink = n_rel + n_rec, n_rel + n_rec + 1
    rows = np.concatenate([np.full(n_rel, source), r, n_rel + np.arange(n_rec)])
    cols = np.concatenate([np.arange(n_rel), n_rel + d, np.full(n_rec, sink)])
    caps = np.concatenate([release.counts, np.minimum(release.counts[r], records.counts[d]), records.counts])
    graph = csr_matrix((caps.astype(np.int32), (rows, cols)), shape=(sink + 1, sink + 1))
    result = maximum_flow(graph, source, sink)
    flow = np.asarray(result.flow[r, n_rel + d]).reshape(-1).astype(np.int64)
    if costs is None or result.flow_value == 0:
        return flow
    smcf = min_cost_flow.SimpleMinCostFlow()
    unit = np.concatenate([np.zeros(n_rel, np.int64), np.asarray(costs, np.int64), np.zeros(n_rec, np.int64)])
    arcs = smcf.add_arcs_with_capacity_and_unit_cost(rows.astype(np.int32), cols.astype(np.int32),
                                                     caps.astype(np.int64), unit)
    smcf.set_node_supply(source, int(result.flow_value))
    smcf.set_node_supply(sink, -int(result.flow_value))
    if smcf.solve() != smcf.OPTIMAL:  # cannot happen for a feasible supply; keep the plain maximum flow
        return flow
    return np.asarray(smcf.flows(arcs))[n_rel:n_rel + len(r)].astype(np.int64)


def assign_records(release: Side, records: Side, pairs: tuple[np.ndarray, np.ndarray],
                   flow: np.ndarray) -> np.ndarray:
    """Record (row position in the table) of every release row, -1 for a row the matching left out.

    The rows of a release tuple take the records of the record tuples it is
    matched to, in row order and record order.
    """
    r, d = pairs
    used = flow > 0
    r, d, f = r[used], d[used], flow[used]
    rows_by_tuple = np.argsort(release.tuple_of, kind="stable")
    recs_by_tuple = np.argsort(records.tuple_of, kind="stable")
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


def match_records(layout: Layout, release_nodes: Mapping[str, np.ndarray], release_text: Mapping[str, np.ndarray],
                  release_time: np.ndarray | None, record_leaves: Mapping[str, np.ndarray],
                  record_text: Mapping[str, np.ndarray], record_time: np.ndarray | None, *,
                  record_split: np.ndarray | None = None, allowed: Allowed | None = None,
                  cost: Cost | None = None) -> np.ndarray:
    """A maximum matching of release rows to records: the record of every row, -1 where none is left.

    ``record_split`` (an integer per record) keeps records with different
    codes in different record tuples, and ``allowed`` drops candidate pairs:
    it receives a representative release row and record of every pair (rows
    of one release tuple are identical; records of one record tuple agree on
    the split code) and returns which pairs stay. Together they restrict the
    matching to pairs meeting a per-record condition (personalized limits).
    ``cost`` (same arguments, integer costs) picks, among the maximum
    matchings, one of least total cost.
    """
    release, records = _sides(layout, release_nodes, release_text, release_time, record_leaves, record_text,
                              record_time, record_split)
    pairs = candidate_pairs(layout, release, records)
    if allowed is not None and len(pairs[0]):
        keep = np.asarray(allowed(release.first[pairs[0]], records.first[pairs[1]]), dtype=bool)
        pairs = (pairs[0][keep], pairs[1][keep])
    costs = None if cost is None or not len(pairs[0]) else cost(release.first[pairs[0]], records.first[pairs[1]])
    flow = max_matching(release, records, pairs, costs)
    return assign_records(release, records, pairs, flow)


def within_limits(tax: Taxonomy, qi_nodes: Sequence[np.ndarray], published: np.ndarray, original: np.ndarray,
                  limit: np.ndarray, tolerance: float = 1e-9) -> Allowed:
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
    group = pd.factorize(_lex_key(list(qi_nodes), n), sort=True)[0].astype(np.int64) if qi_nodes \
        else np.zeros(n, np.int64)
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
