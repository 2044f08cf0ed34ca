"""The two-stage solver's own joins and privacy evaluation (Shmueli-Tassa et al., sections 2-4).

Solvers share no code with the verifier (:mod:`seqanon_opt.privacy`); this
module recomputes, for the solver's trial releases, what the verifier judges.

Everything runs on *groups*: the distinct generalized records of a release,
with multiplicities. Identical records of one release are interchangeable, so
a record-level edge (i, j) stands for all pairs of the two groups.

* Consistency (Definition 2.1): two records are consistent when, on every
  attribute both publish, their taxonomy nodes meet (one is an
  ancestor-or-self of the other: pre-order interval overlap).
* MJ (Definition 3.3): every R-clique of the consistency graph, built release
  by release (Algorithm 1).
* FMJ for R = 2 (Definitions 3.3-3.4): the *matches*. On groups a perfect
  matching is a b-matching (an integer flow source -count-> g -> h -count->
  sink); a group edge is a match iff it carries flow or its two ends share a
  strongly connected component of the residual graph (the algorithm of [35]
  with multiplicities). FMJ for R > 2 is NP-hard (Theorem 3.4) and is not
  offered: use the KMJ.
* KMJ (Definitions 3.7-3.8): the fixed point of section 3.3.2: remove the
  non-matches of every bipartite pair, then the edges in no R-clique, until
  nothing changes (Theorem 3.7).
* S(a) (Definition 4.1): for a QI tuple a of T, the multiset of sensitive
  values of the join's cliques whose *meet* (the deepest node per attribute
  among its members) lies above a on every QI. γ = distinct values, δ = size /
  largest multiplicity (Definition 4.2). Every tuple is expanded once into all
  combinations of its ancestors (``TupleIndex``), so the cliques' meets are
  matched against the tuples by one sorted search.
* Sensitive cells ``*`` (the verifier's rule, written again here): a ``*``
  cell publishes no sensitive value and ``*`` is never a value of S(a). When
  no release publishes a sensitive value (every sensitive cell ``*``, or no
  sensitive column), Definition 4.2(a) holds. A clique whose sensitive meet
  is not a leaf is *hidden* and judged in the worst case over its value:
  γ = distinct published values (1 if every clique of the tuple is hidden),
  δ = |S(a)| / (largest multiplicity of a published value + hidden cliques).

Monotonicity used by the solver: generalizing a cell of the new release only
adds consistency edges; every perfect matching stays one, a rich subgraph stays
rich and more tuples lie below every meet, so under MJ, FMJ and KMJ S(a) can
only grow (as a set): γ never falls when the release is generalized (δ can).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import pandas as pd
from scipy.sparse import csr_array
from scipy.sparse.csgraph import connected_components, maximum_flow

from ...data.taxonomy import Taxonomy, ancestor_table

_KEY_LIMIT = 2**62


# --------------------------------------------------------------------- small tools
def nodes_meet(tax: Taxonomy, u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Do nodes u and v intersect (one is an ancestor-or-self of the other)?"""
    return (tax.tin[u] < tax.tout[v]) & (tax.tin[v] < tax.tout[u])


def pair_join(left: np.ndarray, right: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All (i, j) with left[i] == right[j]."""
    order = np.argsort(right, kind="stable")
    srt = right[order]
    lo = np.searchsorted(srt, left, "left")
    hi = np.searchsorted(srt, left, "right")
    n = hi - lo
    i = np.repeat(np.arange(len(left), dtype=np.int64), n)
    off = np.arange(int(n.sum()), dtype=np.int64) - np.repeat(np.cumsum(n) - n, n)
    return i, order[np.repeat(lo, n) + off]


def in_sorted(sorted_keys: np.ndarray, query: np.ndarray) -> np.ndarray:
    if len(sorted_keys) == 0:
        return np.zeros(len(query), dtype=bool)
    pos = np.minimum(np.searchsorted(sorted_keys, query), len(sorted_keys) - 1)
    return sorted_keys[pos] == query


def pack(columns: Sequence[np.ndarray], radices: Sequence[int], n: int) -> np.ndarray:
    """Mixed-radix int64 key of every row (ValueError if it would overflow)."""
    bound = 1
    key = np.zeros(n, dtype=np.int64)
    for col, radix in zip(columns, radices):
        bound *= int(radix)
        if bound >= _KEY_LIMIT:
            raise ValueError("too many attribute combinations for an int64 key")
        key = key * int(radix) + np.asarray(col, dtype=np.int64)
    return key


def unpack(keys: np.ndarray, radices: Sequence[int]) -> np.ndarray:
    out = np.empty((len(keys), len(radices)), dtype=np.int64)
    rest = np.asarray(keys, dtype=np.int64).copy()
    for j in reversed(range(len(radices))):
        out[:, j] = rest % radices[j]
        rest //= radices[j]
    return out


# --------------------------------------------------------------------- releases on groups
@dataclass(eq=False)
class Groups:
    """The distinct records of one release: ``codes[g, c]`` node of column c, ``count[g]``."""

    columns: tuple[str, ...]
    codes: np.ndarray
    count: np.ndarray

    @property
    def n_groups(self) -> int:
        return len(self.count)

    def column(self, attr: str, tax: Taxonomy) -> np.ndarray:
        if attr in self.columns:
            return self.codes[:, self.columns.index(attr)]
        return np.full(self.n_groups, tax.root, dtype=np.int64)


def group_release(
    columns: Sequence[str], nodes: Mapping[str, np.ndarray], taxonomies: Mapping[str, Taxonomy], n: int
) -> Groups:
    """Group records given as node ids per column."""
    columns = tuple(columns)
    if not columns:
        return Groups(columns, np.zeros((1 if n else 0, 0), dtype=np.int64), np.array([n] if n else [], dtype=np.int64))
    radices = [taxonomies[a].n_nodes for a in columns]
    keys = pack([nodes[a] for a in columns], radices, n)
    uniq, count = np.unique(keys, return_counts=True)
    return Groups(columns, unpack(uniq, radices), count.astype(np.int64))


def consistent_groups(a: Groups, b: Groups, taxonomies: Mapping[str, Taxonomy]) -> np.ndarray:
    """``(E, 2)`` pairs (group of a, group of b) that are consistent (Definition 2.1), sorted."""
    common = [c for c in a.columns if c in b.columns]
    if not common:
        i, j = np.meshgrid(np.arange(a.n_groups), np.arange(b.n_groups), indexing="ij")
        return np.column_stack([i.ravel(), j.ravel()]).astype(np.int64)
    ca = {c: a.codes[:, a.columns.index(c)] for c in common}
    cb = {c: b.codes[:, b.columns.index(c)] for c in common}
    pivot = max(common, key=lambda c: len(np.unique(ca[c])) + len(np.unique(cb[c])))
    tax = taxonomies[pivot]
    table = ancestor_table(tax)
    parts = []
    for first, second, proper, swap in ((ca[pivot], cb[pivot], False, False), (cb[pivot], ca[pivot], True, True)):
        # expand `first` to its ancestors(-or-self) and join on equality with `second`
        start = 1 if proper else 0
        reps = tax.depth[first] + 1 - start
        rows = np.repeat(np.arange(len(first), dtype=np.int64), reps)
        step = np.arange(int(reps.sum()), dtype=np.int64) - np.repeat(np.cumsum(reps) - reps, reps) + start
        anc = table[first[rows], step]
        li, rj = pair_join(anc, second)
        x, y = rows[li], rj
        parts.append(np.column_stack([y, x]) if swap else np.column_stack([x, y]))
    pairs = np.concatenate(parts) if parts else np.zeros((0, 2), dtype=np.int64)
    keep = np.ones(len(pairs), dtype=bool)
    for c in common:
        if c != pivot:
            keep &= nodes_meet(taxonomies[c], ca[c][pairs[:, 0]], cb[c][pairs[:, 1]])
    pairs = pairs[keep]
    order = np.lexsort((pairs[:, 1], pairs[:, 0]))
    return pairs[order].astype(np.int64)


# --------------------------------------------------------------------- joins
class NoPerfectMatching(ValueError):
    """The releases cannot be views of one table (or hold different numbers of records)."""


def group_matches(count_a: np.ndarray, count_b: np.ndarray, pairs: np.ndarray) -> np.ndarray:
    """Mask of the group edges that are matches (lie in some perfect matching, Definition 3.4)."""
    n = int(count_a.sum())
    if n != int(count_b.sum()):
        raise NoPerfectMatching(f"the releases hold {n} and {int(count_b.sum())} records")
    if len(pairs) == 0:
        if n:
            raise NoPerfectMatching("no consistent pair")
        return np.zeros(0, dtype=bool)
    ga, gb = len(count_a), len(count_b)
    src, snk = ga + gb, ga + gb + 1
    pa, pb = pairs[:, 0], pairs[:, 1]
    rows = np.concatenate([np.full(ga, src), pa, ga + np.arange(gb)])
    cols = np.concatenate([np.arange(ga), ga + pb, np.full(gb, snk)])
    cap = np.concatenate([count_a, np.minimum(count_a[pa], count_b[pb]), count_b]).astype(np.int32)
    net = csr_array((cap, (rows.astype(np.int32), cols.astype(np.int32))), shape=(snk + 1, snk + 1))
    res = maximum_flow(net, src, snk)
    if res.flow_value != n:
        raise NoPerfectMatching(f"only {res.flow_value} of {n} records can be paired")
    flow = res.flow.tocoo()
    sel = (flow.row < ga) & (flow.col >= ga) & (flow.col < ga + gb) & (flow.data > 0)
    carried_keys = np.sort(flow.row[sel].astype(np.int64) * gb + (flow.col[sel].astype(np.int64) - ga))
    carried = in_sorted(carried_keys, pa * gb + pb)
    # residual graph on groups: g -> h on every edge, h -> g where the plan uses (g, h)
    r_rows = np.concatenate([pa, ga + pb[carried]])
    r_cols = np.concatenate([ga + pb, pa[carried]])
    graph = csr_array((np.ones(len(r_rows), dtype=np.int8), (r_rows, r_cols)), shape=(ga + gb, ga + gb))
    _, label = connected_components(graph, directed=True, connection="strong")
    return carried | (label[pa] == label[ga + pb])


def group_cliques(counts: Sequence[np.ndarray], edges: Mapping[tuple[int, int], np.ndarray]) -> np.ndarray:
    """Every group-level R-clique (Algorithm 1): ``(K, R)`` group ids."""
    R = len(counts)
    cl = np.arange(len(counts[0]), dtype=np.int64)[:, None]
    for s in range(1, R):
        ns = len(counts[s])
        e0 = edges[(0, s)]
        ci, ei = pair_join(cl[:, 0], e0[:, 0])
        cl, new = cl[ci], e0[ei, 1]
        keep = np.ones(len(new), dtype=bool)
        for r in range(1, s):
            e = edges[(r, s)]
            keep &= in_sorted(np.sort(e[:, 0] * ns + e[:, 1]), cl[:, r] * ns + new)
        cl = np.column_stack([cl[keep], new[keep]])
    return cl


def join_cliques(counts: Sequence[np.ndarray], edges: Mapping[tuple[int, int], np.ndarray], kind: str) -> np.ndarray:
    """The group cliques of the join ``kind`` (MJ, FMJ for R <= 2, KMJ)."""
    R = len(counts)
    if R == 1:
        return np.arange(len(counts[0]), dtype=np.int64)[:, None]
    if kind == "MJ":
        return group_cliques(counts, edges)
    if kind == "FMJ" and R > 2:
        raise ValueError("the FMJ of more than two releases is NP-hard (Theorem 3.4): use the KMJ")
    edges = dict(edges)
    while True:  # K_0 = G; K_{j+1/2}: matches only; K_{j+1}: edges in some R-clique
        for key, e in edges.items():
            edges[key] = e[group_matches(counts[key[0]], counts[key[1]], e)]
        cl = group_cliques(counts, edges)
        if R == 2:
            return cl
        changed = False
        for (r, s), e in edges.items():
            ns = len(counts[s])
            used = np.unique(cl[:, r] * ns + cl[:, s])
            keep = in_sorted(used, e[:, 0] * ns + e[:, 1])
            if not keep.all():
                edges[(r, s)] = e[keep]
                changed = True
        if not changed:
            return cl


# --------------------------------------------------------------------- S(a), γ, δ
@dataclass(eq=False)
class TupleIndex:
    """The QI tuples of T, each expanded into every combination of its ancestors.

    ``attrs``: the QIs some release publishes (the others are '*' in every
    clique, so every tuple lies below them). ``keys`` (sorted) and ``tuple_of``
    map an ancestor combination to the tuples below it.
    """

    attrs: tuple[str, ...]
    radices: tuple[int, ...]
    n_tuples: int
    keys: np.ndarray
    tuple_of: np.ndarray


def tuple_index(
    attrs: Sequence[str], leaves: Mapping[str, np.ndarray], taxonomies: Mapping[str, Taxonomy], n: int
) -> TupleIndex:
    attrs = tuple(attrs)
    radices = tuple(taxonomies[a].n_nodes for a in attrs)
    if not attrs:
        return TupleIndex(
            attrs,
            radices,
            1 if n else 0,
            np.zeros(1 if n else 0, dtype=np.int64),
            np.zeros(1 if n else 0, dtype=np.int64),
        )
    tuples = np.unique(unpack(pack([leaves[a] for a in attrs], radices, n), radices), axis=0)
    rows = np.arange(len(tuples), dtype=np.int64)
    values = tuples.copy()
    for j, a in enumerate(attrs):
        tax = taxonomies[a]
        table = ancestor_table(tax)
        reps = tax.depth[values[:, j]] + 1
        idx = np.repeat(np.arange(len(rows)), reps)
        step = np.arange(int(reps.sum())) - np.repeat(np.cumsum(reps) - reps, reps)
        rows, values = rows[idx], values[idx]
        values[:, j] = table[values[:, j], step]
    keys = pack([values[:, j] for j in range(len(attrs))], radices, len(values))
    order = np.argsort(keys, kind="stable")
    return TupleIndex(attrs, radices, len(tuples), keys[order], rows[order])


@dataclass
class Levels:
    """Per QI tuple: γ(S(a)) and δ(S(a)) (0 where S(a) is empty)."""

    gamma: np.ndarray
    delta: np.ndarray

    def level(self, kind: str) -> np.ndarray:
        return self.gamma if kind == "k-linkability" else self.delta


def published_values(tax: Taxonomy, nodes: np.ndarray) -> np.ndarray:
    """Sensitive nodes that publish a value: leaves other than the root (``*``, inner nodes: none)."""
    return (tax.tout[nodes] == tax.tin[nodes] + 1) & (nodes != tax.root)


def publishes_sensitive(releases: Sequence[Groups], sensitive: str, tax: Taxonomy) -> bool:
    """Some release holds a sensitive cell other than ``*`` (else Definition 4.2(a) holds)."""
    return any(
        bool((rel.codes[:, rel.columns.index(sensitive)] != tax.root).any())
        for rel in releases
        if sensitive in rel.columns
    )


def linkability_levels(
    releases: Sequence[Groups],
    cliques: np.ndarray,
    index: TupleIndex,
    sensitive: str,
    taxonomies: Mapping[str, Taxonomy],
) -> Levels | None:
    """γ and δ of S(a) for every tuple of ``index``; None when no release publishes a sensitive value.

    Hidden cliques (no published sensitive value) count in the worst case: γ = published values, or 1
    if only hidden cliques link the tuple; δ = |S(a)| / (largest published multiplicity + hidden).
    """
    s_tax = taxonomies[sensitive]
    if not publishes_sensitive(releases, sensitive, s_tax):
        return None
    weights = np.ones(len(cliques), dtype=np.float64)
    for r, rel in enumerate(releases):
        weights *= rel.count[cliques[:, r]]

    def meet(attr: str) -> np.ndarray:
        tax = taxonomies[attr]
        cols = [
            rel.codes[cliques[:, r], rel.columns.index(attr)] for r, rel in enumerate(releases) if attr in rel.columns
        ]
        if not cols:
            return np.full(len(cliques), tax.root, dtype=np.int64)
        nodes = np.column_stack(cols)
        return nodes[np.arange(len(nodes)), np.argmax(tax.depth[nodes], axis=1)]

    s = meet(sensitive)
    s = np.where(published_values(s_tax, s), s, s_tax.root)  # the root stands for "hidden"
    key = pack([meet(a) for a in index.attrs], index.radices, len(cliques))
    frame = pd.DataFrame({"k": key, "s": s, "w": weights}).groupby(["k", "s"], sort=False)["w"].sum().reset_index()
    lo = np.searchsorted(index.keys, frame["k"].to_numpy(), "left")
    hi = np.searchsorted(index.keys, frame["k"].to_numpy(), "right")
    n = hi - lo
    row = np.repeat(np.arange(len(frame)), n)
    off = np.arange(int(n.sum())) - np.repeat(np.cumsum(n) - n, n)
    tup = index.tuple_of[np.repeat(lo, n) + off]
    sv = frame["s"].to_numpy()[row]
    w = frame["w"].to_numpy()[row]
    ts = tup * s_tax.n_nodes + sv
    uniq, inv = np.unique(ts, return_inverse=True)
    wsum = np.bincount(inv.reshape(-1), weights=w, minlength=len(uniq))
    utup = uniq // s_tax.n_nodes
    hidden_row = uniq % s_tax.n_nodes == s_tax.root
    known = np.bincount(utup[~hidden_row], minlength=index.n_tuples).astype(np.int64)
    hidden = np.bincount(utup[hidden_row], weights=wsum[hidden_row], minlength=index.n_tuples)
    gamma = np.where(known > 0, known, (hidden > 0).astype(np.int64))
    total = np.bincount(utup, weights=wsum, minlength=index.n_tuples)
    top = np.zeros(index.n_tuples)
    np.maximum.at(top, utup[~hidden_row], wsum[~hidden_row])
    top += hidden
    delta = np.divide(total, top, out=np.zeros_like(total), where=top > 0)
    return Levels(gamma, delta)


# --------------------------------------------------------------------- requirement checks
@dataclass(eq=False)
class Check:
    kind: str  # 'k-linkability' | 'k-diversity'
    k: float
    join: str
    index: TupleIndex


@dataclass
class Evaluation:
    ok: bool
    achieved: list[float | None]
    mean_level: float
    per_check: list[Levels | None] = field(default_factory=list)


class JoinEvaluator:
    """Evaluates trial releases T_R against fixed previous releases T_1..T_{R-1}.

    The consistency edges between the previous releases are computed once;
    the edges of a trial release's groups to each previous release are cached
    per distinct generalized record (packed key), so a trial that moves a few
    records costs a few new pairings plus the join.
    """

    def __init__(
        self,
        previous: Sequence[Groups],
        columns: Sequence[str],
        taxonomies: Mapping[str, Taxonomy],
        checks: Sequence[Check],
        sensitive: str,
    ):
        self.previous = list(previous)
        self.columns = tuple(columns)
        self.taxonomies = taxonomies
        self.radices = [taxonomies[a].n_nodes for a in self.columns]
        self.checks = list(checks)
        self.sensitive = sensitive
        self.prev_edges = {
            (r, s): consistent_groups(self.previous[r], self.previous[s], taxonomies)
            for r in range(len(self.previous))
            for s in range(r + 1, len(self.previous))
        }
        self._cache: list[dict[int, np.ndarray]] = [{} for _ in self.previous]
        self.evaluations = 0

    def _neighbours(self, keys: np.ndarray) -> list[list[np.ndarray]]:
        out = []
        for r, prev in enumerate(self.previous):
            cache = self._cache[r]
            missing = np.array([k for k in keys.tolist() if k not in cache], dtype=np.int64)
            if len(missing):
                groups = Groups(self.columns, unpack(missing, self.radices), np.ones(len(missing), dtype=np.int64))
                pairs = consistent_groups(groups, prev, self.taxonomies)
                order = np.argsort(pairs[:, 0], kind="stable")
                pairs = pairs[order]
                bounds = np.searchsorted(pairs[:, 0], np.arange(len(missing) + 1))
                for i, k in enumerate(missing.tolist()):
                    cache[k] = pairs[bounds[i] : bounds[i + 1], 1]
            out.append([cache[k] for k in keys.tolist()])
        return out

    def evaluate(self, keys: np.ndarray, counts: np.ndarray, *, levels: bool = False) -> Evaluation:
        """Judge the trial release with groups ``keys`` (packed over ``columns``) and ``counts``."""
        self.evaluations += 1
        keep = counts > 0
        keys, counts = keys[keep], counts[keep].astype(np.int64)
        current = Groups(self.columns, unpack(keys, self.radices), counts)
        releases = [*self.previous, current]
        R = len(releases)
        edges = dict(self.prev_edges)
        for r, neigh in enumerate(self._neighbours(keys)):
            sizes = np.fromiter((len(x) for x in neigh), dtype=np.int64, count=len(neigh))
            cur = np.repeat(np.arange(len(keys), dtype=np.int64), sizes)
            prev = np.concatenate(neigh) if neigh else np.zeros(0, dtype=np.int64)
            e = np.column_stack([prev, cur]).astype(np.int64)
            edges[(r, R - 1)] = e[np.lexsort((e[:, 1], e[:, 0]))]
        counts_all = [rel.count for rel in releases]
        joins: dict[str, np.ndarray] = {}
        ok = True
        achieved: list[float | None] = []
        means: list[float] = []
        per = []
        for check in self.checks:
            if check.join not in joins:
                joins[check.join] = join_cliques(counts_all, edges, check.join)
            lv = linkability_levels(releases, joins[check.join], check.index, self.sensitive, self.taxonomies)
            per.append(lv if levels else None)
            if lv is None:
                achieved.append(None)
                means.append(0.0)
                continue
            level = lv.level(check.kind)
            low = float(level.min()) if len(level) else float("inf")
            achieved.append(low)
            means.append(float(level.mean()) / max(float(check.k), 1e-9) if len(level) else 0.0)
            if low < check.k - 1e-12:
                ok = False
        return Evaluation(ok, achieved, float(sum(means)), per)
