"""The vectorised matching (packed-key sort-merge join, presence-table tuples, the forced-flow fast path) against
a straightforward reference: the previous implementation, kept here (tuples by ``pd.factorize``, candidate pairs
by a pandas MultiIndex join, scipy's maximum flow, OR-Tools' min-cost flow), on random small tables with random
taxonomies, shuffled rows, generalized / hidden / suppressed / duplicated / foreign rows. Same record for every
release row (hence the same matched and unmatched counts), and the same verdicts of ``verify_release`` on
published releases of random specs, perturbed; k-anonymity's coded group sizes equal pandas' group-by.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ortools.graph.python import min_cost_flow
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import maximum_flow

from seqanon_opt.data.taxonomy import ancestor_table, taxonomy_from_nested
from seqanon_opt.errors import SeqanonError
from seqanon_opt.privacy import records as records_module
from seqanon_opt.privacy.k_anonymity import coded_group_sizes, group_sizes
from seqanon_opt.privacy.matching import HIDDEN, Layout, match_records
from seqanon_opt.privacy.encoding import encode
from seqanon_opt.release import publish
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import problem_from_dict
from strategies import cut_instance, nested_tree

SETTINGS = settings(max_examples=120, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])


# ------------------------------------------------------------------ the reference (the previous implementation)
def _ref_lex_key(columns, n):
    key = np.zeros(n, np.int64)
    top = 1
    for column in columns:
        codes, uniques = pd.factorize(np.asarray(column, dtype=np.int64), sort=True)
        base = max(len(uniques), 1)
        if top * base >= 2**62:
            key, kept = pd.factorize(key, sort=True)
            top = max(len(kept), 1)
        key = key * base + codes
        top *= base
    return key


def _ref_distinct(columns):
    n = len(columns[0]) if columns else 0
    if n == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, np.int64)
    inverse, uniques = pd.factorize(_ref_lex_key(columns, n), sort=True)
    inverse = inverse.astype(np.int64)
    counts = np.bincount(inverse, minlength=len(uniques)).astype(np.int64)
    representative = np.empty(len(uniques), np.int64)
    representative[inverse] = np.arange(n, dtype=np.int64)
    return inverse, representative, counts


def _ref_codes(left, right):
    a, a_values = pd.factorize(np.asarray(left, dtype=object), use_na_sentinel=False)
    b, b_values = pd.factorize(np.asarray(right, dtype=object), use_na_sentinel=False)
    a_text = np.asarray(a_values, dtype=object).astype(str)
    b_text = np.asarray(b_values, dtype=object).astype(str)
    vocabulary = np.unique(np.concatenate([a_text, b_text]))
    return (np.searchsorted(vocabulary, a_text)[a].astype(np.int64),
            np.searchsorted(vocabulary, b_text)[b].astype(np.int64))


def _rows_of(text):
    """Text of every row (a ``(codes, text)`` pair is expanded)."""
    return np.asarray(text[1])[text[0]] if isinstance(text, tuple) else np.asarray(text)


def _ref_sides(layout, rel_nodes, rel_text, rel_time, rec_leaves, rec_text, rec_time, split):
    n_rel = len(_rows_of(next(iter(rel_text.values())))) if rel_text else len(next(iter(rel_nodes.values())))
    n_rec = len(_rows_of(next(iter(rec_text.values())))) if rec_text else len(next(iter(rec_leaves.values())))
    exact_rel, exact_rec = [], []
    sens_rel, sens_rec = np.full(n_rel, -1, np.int64), np.full(n_rec, -1, np.int64)
    hidden = np.zeros(n_rel, bool)
    for column in layout.exact_columns:
        a, b = _ref_codes(_rows_of(rel_text[column]), _rows_of(rec_text[column]))
        if column == layout.sensitive:
            hidden = _rows_of(rel_text[column]).astype(str) == HIDDEN
            sens_rel, sens_rec = a, b
        else:
            exact_rel.append(a)
            exact_rec.append(b)
    if exact_rel:
        both = _ref_lex_key([np.concatenate([a, b]) for a, b in zip(exact_rel, exact_rec)], n_rel + n_rec)
        key_rel, key_rec = both[:n_rel], both[n_rel:]
    else:
        key_rel, key_rec = np.zeros(n_rel, np.int64), np.zeros(n_rec, np.int64)
    t_rel = rel_time if rel_time is not None else np.full(n_rel, -1, np.int64)
    t_rec = rec_time if rec_time is not None else np.full(n_rec, -1, np.int64)
    split = np.zeros(n_rec, np.int64) if split is None else np.asarray(split, np.int64)

    def side(nodes, key, sens, time, hid, spl, n):
        cols = [nodes[c] for c in layout.tax_columns] + [key, sens, time, hid.astype(np.int64), spl]
        tuple_of, first, counts = _ref_distinct(cols) if n else _ref_distinct([np.zeros(0)])
        return dict(tuple_of=tuple_of, counts=counts, first=first, exact=key[first], hidden=hid[first],
                    sensitive=sens[first], time=time[first],
                    nodes={c: np.asarray(nodes[c], np.int64)[first] for c in layout.tax_columns})

    return (side(rel_nodes, key_rel, sens_rel, t_rel, hidden, np.zeros(n_rel, np.int64), n_rel),
            side(rec_leaves, key_rec, sens_rec, t_rec, np.zeros(n_rec, bool), split, n_rec))


def _ref_join(left_ids, left_keys, right_ids, right_keys):
    left = pd.DataFrame({"r": left_ids}, index=pd.MultiIndex.from_arrays(left_keys))
    right = pd.DataFrame({"d": right_ids}, index=pd.MultiIndex.from_arrays(right_keys))
    joined = left.join(right, how="inner")
    return joined["r"].to_numpy(np.int64), joined["d"].to_numpy(np.int64)


def _ref_pairs(layout, rel, rec):
    n_rel, n_rec = len(rel["counts"]), len(rec["counts"])
    if n_rel == 0 or n_rec == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    columns = list(layout.tax_columns)
    if columns:
        pivot = max(columns, key=lambda c: (len(np.unique(rel["nodes"][c])), -columns.index(c)))
        tax = layout.taxonomies[pivot]
        depth = int(tax.depth.max()) + 1
        ancestors = np.empty((n_rec, depth), np.int64)
        node = rec["nodes"][pivot].copy()
        for level in range(depth):
            ancestors[:, level] = node
            node = np.where(tax.parent[node] >= 0, tax.parent[node], node)
        rec_ids = np.repeat(np.arange(n_rec), depth)
        rec_keys = [ancestors.reshape(-1), np.repeat(rec["exact"], depth), np.repeat(rec["sensitive"], depth)]
        keep = np.ones(len(rec_ids), bool)
        keep[1:] = ~((rec_ids[1:] == rec_ids[:-1]) & (ancestors.reshape(-1)[1:] == ancestors.reshape(-1)[:-1]))
        rec_ids, rec_keys = rec_ids[keep], [k[keep] for k in rec_keys]
        rel_keys = [rel["nodes"][pivot], rel["exact"], rel["sensitive"]]
    else:
        rec_ids, rec_keys = np.arange(n_rec), [rec["exact"], rec["sensitive"]]
        rel_keys = [rel["exact"], rel["sensitive"]]
    shown = ~rel["hidden"]
    parts = [_ref_join(np.flatnonzero(shown), [k[shown] for k in rel_keys], rec_ids, rec_keys)]
    if rel["hidden"].any():
        hidden = rel["hidden"]
        parts.append(_ref_join(np.flatnonzero(hidden), [k[hidden] for k in rel_keys[:-1]], rec_ids, rec_keys[:-1]))
    r = np.concatenate([p[0] for p in parts])
    d = np.concatenate([p[1] for p in parts])
    ok = np.ones(len(r), bool)
    for column in columns:
        tax = layout.taxonomies[column]
        v, leaf = rel["nodes"][column][r], rec["nodes"][column][d]
        ok &= (tax.tin[v] <= tax.tin[leaf]) & (tax.tin[leaf] < tax.tout[v])
    if layout.sensitive is not None:
        ok &= rel["hidden"][r] | (rel["sensitive"][r] == rec["sensitive"][d])
    if layout.timestamp is not None:
        ok &= rel["time"][r] >= rec["time"][d]
    order = np.lexsort((d[ok], r[ok]))
    return r[ok][order], d[ok][order]


def _ref_flow(rel, rec, pairs, costs):
    r, d = pairs
    n_rel, n_rec = len(rel["counts"]), len(rec["counts"])
    if len(r) == 0:
        return np.zeros(0, np.int64)
    source, sink = n_rel + n_rec, n_rel + n_rec + 1
    rows = np.concatenate([np.full(n_rel, source), r, n_rel + np.arange(n_rec)])
    cols = np.concatenate([np.arange(n_rel), n_rel + d, np.full(n_rec, sink)])
    caps = np.concatenate([rel["counts"], np.minimum(rel["counts"][r], rec["counts"][d]), rec["counts"]])
    result = maximum_flow(csr_matrix((caps.astype(np.int32), (rows, cols)), shape=(sink + 1, sink + 1)),
                          source, sink)
    flow = np.asarray(result.flow[r, n_rel + d]).reshape(-1).astype(np.int64)
    if costs is None or result.flow_value == 0:
        return flow
    smcf = min_cost_flow.SimpleMinCostFlow()
    unit = np.concatenate([np.zeros(n_rel, np.int64), np.asarray(costs, np.int64), np.zeros(n_rec, np.int64)])
    arcs = smcf.add_arcs_with_capacity_and_unit_cost(rows.astype(np.int32), cols.astype(np.int32),
                                                     caps.astype(np.int64), unit)
    smcf.set_node_supply(source, int(result.flow_value))
    smcf.set_node_supply(sink, -int(result.flow_value))
    if smcf.solve() != smcf.OPTIMAL:
        return flow
    return np.asarray(smcf.flows(arcs))[n_rel:n_rel + len(r)].astype(np.int64)


def _group_start(values, groups):
    if len(groups) == 0:
        return values
    first = np.ones(len(groups), bool)
    first[1:] = groups[1:] != groups[:-1]
    return values[np.maximum.accumulate(np.where(first, np.arange(len(groups)), 0))]


def _ref_assign(rel, rec, pairs, flow):
    r, d = pairs
    used = flow > 0
    r, d, f = r[used], d[used], flow[used]
    rows_by_tuple = np.argsort(rel["tuple_of"], kind="stable")
    recs_by_tuple = np.argsort(rec["tuple_of"], kind="stable")
    row_start = np.concatenate([[0], np.cumsum(rel["counts"])])[:-1]
    rec_start = np.concatenate([[0], np.cumsum(rec["counts"])])[:-1]
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
    out = np.full(len(rel["tuple_of"]), -1, np.int64)
    out[release_rows] = record_ids
    return out


def reference_match_records(layout, release_nodes, release_text, release_time, record_leaves, record_text,
                            record_time, *, record_split=None, allowed=None, cost=None):
    """The previous ``match_records`` (nodes and text given per row or as ``(codes, value per code)``)."""
    release_nodes = {c: _rows_of(v).astype(np.int64) for c, v in release_nodes.items()}
    rel, rec = _ref_sides(layout, release_nodes, release_text, release_time, record_leaves, record_text,
                          record_time, record_split)
    pairs = _ref_pairs(layout, rel, rec)
    if allowed is not None and len(pairs[0]):
        keep = np.asarray(allowed(rel["first"][pairs[0]], rec["first"][pairs[1]]), dtype=bool)
        pairs = (pairs[0][keep], pairs[1][keep])
    costs = None if cost is None or not len(pairs[0]) else cost(rel["first"][pairs[0]], rec["first"][pairs[1]])
    return _ref_assign(rel, rec, pairs, _ref_flow(rel, rec, pairs, costs))


class _ReferenceMatching:
    """What ``match_tuples`` returns, computed row by row from the reference's record of every row."""

    def __init__(self, layout, release_nodes, release_text, release_time, record_leaves, record_text, record_time,
                 **rules):
        self.rows = reference_match_records(layout, release_nodes, release_text, release_time, record_leaves,
                                            record_text, record_time, **rules)
        self.nodes = {c: _rows_of(v).astype(np.int64) for c, v in release_nodes.items()}
        self.leaves = record_leaves
        self.size = int((self.rows >= 0).sum())

    def record_of_row(self):
        return self.rows

    def published_as(self, column, n_nodes):
        used = self.rows >= 0
        return np.unique(np.asarray(self.leaves[column])[self.rows[used]] * n_nodes + self.nodes[column][used])


# ------------------------------------------------------------------ random matching instances
@st.composite
def instances(draw):
    """(layout, release nodes, release text, record leaves, record text, split or None, cost or None)."""
    n_tax = draw(st.integers(0, 3))
    taxonomies = {f"q{j}": taxonomy_from_nested(f"q{j}", draw(nested_tree(prefix=f"q{j}", max_leaves=5)))
                  for j in range(n_tax)}
    if not taxonomies and not draw(st.booleans()):
        taxonomies = {"q0": taxonomy_from_nested("q0", draw(nested_tree(prefix="q0")))}
    exact = draw(st.sampled_from([(), ("e",), ("e", "s"), ("s",)]))
    sensitive = "s" if "s" in exact else None
    if not taxonomies and not exact:
        exact = ("e",)
    n_rec = draw(st.integers(1, 25))
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    leaves = {c: rng.choice(t.leaves, n_rec) for c, t in taxonomies.items()}
    alphabet = np.array(["a", "b", "c", " a", "1"], dtype=object)[:draw(st.integers(1, 5))]
    rec_text = {c: rng.choice(alphabet, n_rec) for c in exact}
    # the release: records generalized (per value, cut-like, or per row), sensitive cells hidden, rows dropped,
    # duplicated, foreign, shuffled
    per_value = draw(st.booleans())
    rows = rng.permutation(n_rec)[:n_rec - draw(st.integers(0, min(3, n_rec - 1)))]
    rows = np.concatenate([rows, rng.choice(n_rec, draw(st.integers(0, 3)))])
    nodes = {}
    for c, tax in taxonomies.items():
        table = ancestor_table(tax)
        if per_value:
            level = rng.integers(0, table.shape[1], tax.n_nodes)
            nodes[c] = table[leaves[c][rows], level[leaves[c][rows]]]
        else:
            nodes[c] = table[leaves[c][rows], rng.integers(0, table.shape[1], len(rows))]
    text = {c: v[rows].copy() for c, v in rec_text.items()}
    if sensitive and draw(st.booleans()):
        text["s"][rng.random(len(rows)) < 0.5] = HIDDEN
    for _ in range(draw(st.integers(0, 2))):  # foreign rows: a value no record has, or any node
        i = int(rng.integers(len(rows)))
        if exact and rng.random() < 0.5:
            text[exact[0]][i] = "zz"
        elif taxonomies:
            c = list(taxonomies)[int(rng.integers(len(taxonomies)))]
            nodes[c][i] = int(rng.integers(taxonomies[c].n_nodes))
    order = rng.permutation(len(rows))
    nodes = {c: v[order] for c, v in nodes.items()}
    text = {c: v[order] for c, v in text.items()}
    layout = Layout(taxonomies, tuple(taxonomies), exact, sensitive, None)
    split = rng.integers(0, 2, n_rec) if draw(st.booleans()) else None
    cost = None
    if draw(st.booleans()):
        weight = rng.integers(-3, 4, (len(rows), n_rec))
        cost = lambda r, d: weight[r, d]  # noqa: E731
    return layout, nodes, text, leaves, rec_text, split, cost


def _coded(text):
    out = {}
    for c, v in text.items():
        codes, uniques = pd.factorize(np.asarray(v, dtype=object))
        out[c] = (codes, np.asarray(uniques, dtype=object).astype(str))
    return out


@SETTINGS
@given(instances(), st.booleans())
def test_same_record_for_every_row_as_the_reference(instance, as_codes):
    layout, nodes, text, leaves, rec_text, split, cost = instance
    expected = reference_match_records(layout, nodes, text, None, leaves, rec_text, None,
                                       record_split=split, cost=cost)
    given_text = (_coded(text), _coded(rec_text)) if as_codes else (text, rec_text)
    given_nodes = {c: pd.factorize(v) for c, v in nodes.items()} if as_codes else nodes
    got = match_records(layout, given_nodes, given_text[0], None, leaves, given_text[1], None,
                        record_split=split, cost=cost)
    assert np.array_equal(got, expected)
    assert (got >= 0).sum() == (expected >= 0).sum()  # matched rows; suppressed records = n - matched
    assert len(np.unique(got[got >= 0])) == (got >= 0).sum()  # each record used once


# ------------------------------------------------------------------ verdicts of verify_release
SOLVERS = ("cpsat-cut", "top-down", "bottom-up")


@st.composite
def published(draw):
    spec = draw(cut_instance(suppression=draw(st.booleans()), kinds=("k-anonymity", "l-diversity"), max_rows=12))
    spec["solver"] = {**spec["solver"], "name": draw(st.sampled_from(SOLVERS))}
    with tempfile.TemporaryDirectory() as tmp:
        try:
            problem = problem_from_dict(Path(tmp), spec)
        except SeqanonError:
            return None
    try:
        solution = get_solver(spec["solver"]["name"]).solve(problem, workers=1)
    except SeqanonError:
        return None
    if not solution.status.has_solution:
        return None
    return problem, publish(problem, solution), np.random.default_rng(draw(st.integers(0, 2**32 - 1)))


def _perturbed(problem, release: pd.DataFrame, rng: np.random.Generator, how: str) -> pd.DataFrame:
    release = release.iloc[rng.permutation(len(release))].reset_index(drop=True)
    if how == "drop" and len(release) > 1:
        return release.iloc[1:]
    if how == "duplicate":
        return pd.concat([release, release.iloc[:1]], ignore_index=True)
    if how == "relabel":
        attr = problem.quasi_identifiers[int(rng.integers(len(problem.quasi_identifiers)))]
        tax = problem.taxonomies[attr]
        out = release.astype({attr: object})
        out.loc[0, attr] = tax.labels[int(rng.integers(tax.n_nodes))]
        return out
    if how == "hide":
        out = release.astype({problem.sensitive: object})
        out.loc[0, problem.sensitive] = HIDDEN
        return out
    if how == "spaces":
        out = release.copy()
        attr = problem.quasi_identifiers[0]
        out[attr] = " " + out[attr].astype(str) + " "
        return out
    return release


def _verdict(verification):
    return [c.to_dict() for c in verification.checks], list(verification.structure_errors)


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(published(), st.sampled_from(["none", "drop", "duplicate", "relabel", "hide", "spaces"]))
def test_same_verdict_as_the_reference(case, how):
    if case is None:
        return
    problem, release, rng = case
    release = _perturbed(problem, release, rng, how)
    got = verify_release(problem, release)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(records_module, "match_records", reference_match_records)
        patch.setattr(records_module, "match_tuples", _ReferenceMatching)
        expected = verify_release(problem, release)
    assert _verdict(got)[1] == _verdict(expected)[1]
    got_checks, expected_checks = _verdict(got)[0], _verdict(expected)[0]
    assert got_checks == expected_checks
    assert got.ok == expected.ok
    # k-anonymity's groups from the shared factorization equal pandas' group-by of the normalised release
    frame, encoded = encode(problem, release)
    qis = list(problem.quasi_identifiers)
    if all(q in encoded.codes for q in qis):
        plain = group_sizes(frame.reset_index(drop=True), qis)
        for units in (None, (encoded.unit_first, encoded.unit_count)):
            coded = coded_group_sizes(encoded.codes, encoded.labels, qis, units)
            assert coded.to_dict() == plain.to_dict()
            assert list(coded.index) == list(plain.index) and list(coded) == list(plain)


@SETTINGS
@given(st.lists(st.sampled_from([2, 50, 5000, 10**7, 2**40]), min_size=1, max_size=4), st.integers(1, 300),
       st.integers(0, 2**32 - 1), st.booleans())
def test_tuples_numbered_as_by_hashing(spans, n, seed, as_codes):
    """keys.distinct (raw digits, presence tables, hashing) numbers tuples as the sorted factorization does."""
    from seqanon_opt.privacy.keys import distinct
    rng = np.random.default_rng(seed)
    columns = [rng.integers(-span // 2, span // 2 + 1, n) for span in spans]
    expected = _ref_distinct(columns)
    given_columns = [pd.factorize(c) if as_codes and j % 2 == 0 else c for j, c in enumerate(columns)]
    got = distinct(given_columns)
    for a, b in zip(got, expected):
        assert np.array_equal(a, b)
