"""The multipartite consistency graph of a sequential release (Shmueli-Tassa et al., section 2.1).

Releases ``T_1, ..., T_R`` are generalized views of the same N records,
each published in its own (unknown) order. Two generalized records
``S_n^r`` and ``S_{n'}^{r'}`` of different releases are *consistent*
(Definition 2.1) when

    S_n^r(m) ∩ S_{n'}^{r'}(m) ≠ ∅   for every attribute m.

An attribute missing from a release is suppressed (``*``, the whole domain),
so only the attributes two releases share can separate their records. In a
taxonomy two nodes intersect exactly when one is an ancestor-or-self of the
other; with the pre-order intervals of :class:`Taxonomy` that is the overlap
test ``tin[u] < tout[v] and tin[v] < tout[u]``. The graph ``G_{T[R]}`` joins
every pair of consistent records of different releases.

Identical generalized records of one release are interchangeable (any
permutation of them is an automorphism of ``G``), so the graph is stored on
*groups* (distinct generalized records) with multiplicities: group ``g`` of
``T_r`` and group ``h`` of ``T_s`` are adjacent when their labels are
consistent, which stands for all ``count_r[g] * count_s[h]`` record edges.
Record-level edges are produced only on request (:meth:`ConsistencyGraph.expand`).

Pairs are found by an equi-join on taxonomy ancestors rather than by testing
all pairs: ``u`` and ``v`` intersect iff ``v`` is an ancestor-or-self of
``u`` or ``u`` is a proper ancestor of ``v`` (two disjoint cases), so one
side is expanded to its ancestors and joined on equality with the other.
The join uses at most two attributes; the others are filtered afterwards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import product

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy, ancestor_table, taxonomy_from_nested

SUPPRESSED = "*"
BLANK = ""  # an empty cell is suppressed too (as seqanon_opt.data.releases reads it)
_JOIN_ATTRIBUTES = 2


@dataclass(eq=False)
class ReleaseGroups:
    """The distinct generalized records of one release.

    Attributes:
        columns: the attributes the release publishes.
        codes: ``(G, len(columns))`` taxonomy node of every group and column.
        count: ``(G,)`` multiplicity of every group.
        inverse: ``(N,)`` the group of every record (row position of the release).
        order: record positions sorted by group; group g owns
            ``order[start[g]:start[g] + count[g]]``.
        start: ``(G,)`` offset of every group in ``order``.
    """

    columns: tuple[str, ...]
    codes: np.ndarray
    count: np.ndarray
    inverse: np.ndarray
    order: np.ndarray = field(init=False)
    start: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        self.order = np.argsort(self.inverse, kind="stable")
        self.start = np.concatenate([[0], np.cumsum(self.count)[:-1]]).astype(np.int64)

    @property
    def n_groups(self) -> int:
        return len(self.count)

    def members(self, group: int) -> np.ndarray:
        """Record positions (rows of the release) in ``group``."""
        return self.order[self.start[group] : self.start[group] + self.count[group]]


@dataclass(eq=False)
class ConsistencyGraph:
    """``G_{T[R]}`` on groups: ``edges[(r, s)]`` for ``r < s`` is an ``(E, 2)`` array
    of adjacent (group of T_r, group of T_s) pairs, sorted.

    ``taxonomies`` holds every attribute that appears in some release; attributes
    published without a taxonomy get a flat one (root ``*`` over the labels
    seen), listed in ``flat``.
    """

    releases: tuple[ReleaseGroups, ...]
    edges: dict[tuple[int, int], np.ndarray]
    taxonomies: dict[str, Taxonomy]
    n_records: int
    grouped: bool
    flat: frozenset[str] = frozenset()

    @property
    def n_releases(self) -> int:
        return len(self.releases)

    def counts(self, r: int) -> np.ndarray:
        return self.releases[r].count

    def node_column(self, r: int, attribute: str) -> np.ndarray:
        """Node of ``attribute`` for every group of ``T_r`` (the root where suppressed)."""
        rel = self.releases[r]
        if attribute in rel.columns:
            return rel.codes[:, rel.columns.index(attribute)]
        return np.full(rel.n_groups, self.taxonomies[attribute].root, dtype=np.int64)

    def expand(self, cliques: np.ndarray, releases: Sequence[int] | None = None) -> np.ndarray:
        """Record-level cliques of group-level ones.

        ``cliques[i, j]`` is a group of release ``releases[j]`` (all releases by
        default); the result has one row per choice of one record in each
        group, ``prod_j count[cliques[i, j]]`` rows per input row.
        """
        releases = list(range(self.n_releases)) if releases is None else list(releases)
        cliques = np.asarray(cliques, dtype=np.int64).reshape(-1, len(releases))
        sizes = (
            np.column_stack([self.releases[r].count[cliques[:, j]] for j, r in enumerate(releases)])
            if len(releases)
            else np.zeros((len(cliques), 0), dtype=np.int64)
        )
        per_row = sizes.prod(axis=1)
        row = np.repeat(np.arange(len(cliques)), per_row)
        rank = np.arange(per_row.sum()) - np.repeat(np.cumsum(per_row) - per_row, per_row)
        out = np.empty((len(row), len(releases)), dtype=np.int64)
        for j in reversed(range(len(releases))):
            rel = self.releases[releases[j]]
            size = sizes[row, j]
            out[:, j] = rel.order[rel.start[cliques[row, j]] + rank % size]
            rank //= size
        return out


# --------------------------------------------------------------------- building
def flat_taxonomy(attribute: str, labels: Sequence[str], suppressed: str = SUPPRESSED) -> Taxonomy:
    """The trivial taxonomy of section 2.2: a root ``*`` over one leaf per label (``*`` and empty
    cells are the root, never a leaf)."""
    leaves = sorted({str(x) for x in labels} - {suppressed, BLANK})
    return taxonomy_from_nested(attribute, {suppressed: leaves})


def _encode(values: pd.Series, tax: Taxonomy, where: str, suppressed: str) -> np.ndarray:
    """Published labels (compared as ``str``) -> node ids; missing values, ``*`` and empty cells
    (when they are not labels of the taxonomy) are the root."""
    codes, uniques = pd.factorize(values, sort=False)
    labels = [str(u) for u in uniques]
    ids = np.fromiter(
        (tax.index.get(u, tax.root if u in (suppressed, BLANK) else -1) for u in labels),
        dtype=np.int64,
        count=len(labels),
    )
    bad = np.flatnonzero(ids < 0)
    if len(bad):
        raise ValueError(f"{where}: label {labels[bad[0]]!r} is not a node of the taxonomy of {tax.attribute!r}")
    ids = np.append(ids, tax.root)  # code -1 (missing) picks the root
    return ids[codes]


def _group(codes: np.ndarray, sizes: Sequence[int]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(distinct rows, inverse, counts) of an integer matrix, via a mixed-radix key when it fits."""
    n, d = codes.shape
    if d == 0:
        return (
            np.zeros((min(n, 1), 0), dtype=np.int64),
            np.zeros(n, dtype=np.int64),
            np.array([n] if n else [], dtype=np.int64),
        )
    if float(np.prod([float(s) for s in sizes])) < 2.0**62:
        radix = np.cumprod([1] + list(sizes[:-1])).astype(np.int64)
        keys = codes @ radix
        _, first, inverse, count = np.unique(keys, return_index=True, return_inverse=True, return_counts=True)
        return codes[first], inverse.reshape(-1), count
    uniq, inverse, count = np.unique(codes, axis=0, return_inverse=True, return_counts=True)
    return uniq, inverse.reshape(-1), count


def build_consistency_graph(
    releases: Sequence[pd.DataFrame],
    taxonomies: Mapping[str, Taxonomy],
    *,
    group: bool = True,
    suppressed: str = SUPPRESSED,
) -> ConsistencyGraph:
    """Build ``G_{T[R]}`` (section 2.1) on groups of identical generalized records.

    Args:
        releases: one DataFrame of published labels per release, all with the
            same number of rows; a release's columns are the attributes it
            publishes (a missing attribute is ``*``).
        taxonomies: attribute -> taxonomy; labels are looked up in
            ``tax.index`` and ``*`` is the root when it is not a label itself.
            Attributes without a taxonomy (e.g. the sensitive one) get a flat one.
        group: False puts every record in its own group (the plain record graph).
    """
    if not releases:
        raise ValueError("a sequential release needs at least one release")
    n = len(releases[0])
    for r, rel in enumerate(releases):
        if len(rel) != n:
            raise ValueError(
                f"release {r + 1} has {len(rel)} records, release 1 has {n}: "
                "releases of one table have the same number of records"
            )
    taxes: dict[str, Taxonomy] = {}
    flat: set[str] = set()
    for rel in releases:
        for attr in rel.columns:
            if attr in taxes:
                continue
            if attr in taxonomies:
                taxes[attr] = taxonomies[attr]
            else:
                seen = pd.concat([x[attr] for x in releases if attr in x.columns]).dropna().astype(str)
                taxes[attr] = flat_taxonomy(attr, seen.unique().tolist(), suppressed)
                flat.add(attr)
    groups: list[ReleaseGroups] = []
    for r, rel in enumerate(releases):
        columns = tuple(str(c) for c in rel.columns)
        codes = (
            np.column_stack([_encode(rel[a], taxes[a], f"release {r + 1}, column {a!r}", suppressed) for a in columns])
            if columns
            else np.zeros((n, 0), dtype=np.int64)
        )
        codes = codes.astype(np.int64).reshape(n, len(columns))
        if group:
            uniq, inverse, count = _group(codes, [taxes[a].n_nodes for a in columns])
        else:
            uniq, inverse, count = codes, np.arange(n, dtype=np.int64), np.ones(n, dtype=np.int64)
        groups.append(ReleaseGroups(columns, uniq, count, inverse))
    edges: dict[tuple[int, int], np.ndarray] = {}
    for r in range(len(groups)):
        for s in range(r + 1, len(groups)):
            a, b = groups[r], groups[s]
            common = [c for c in a.columns if c in b.columns]
            ia, ib = consistent_pairs(
                a.codes[:, [a.columns.index(c) for c in common]],
                b.codes[:, [b.columns.index(c) for c in common]],
                [taxes[c] for c in common],
                a.n_groups,
                b.n_groups,
            )
            edges[(r, s)] = np.column_stack([ia, ib]).astype(np.int64)
    return ConsistencyGraph(tuple(groups), edges, taxes, n, group, frozenset(flat))


# --------------------------------------------------------------------- pair finding
def equi_join(left: np.ndarray, right: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All (i, j) with ``left[i] == right[j]`` (sort + searchsorted, no Python loop)."""
    order = np.argsort(right, kind="stable")
    sorted_right = right[order]
    lo = np.searchsorted(sorted_right, left, side="left")
    hi = np.searchsorted(sorted_right, left, side="right")
    n = hi - lo
    i = np.repeat(np.arange(len(left), dtype=np.int64), n)
    offset = np.arange(n.sum(), dtype=np.int64) - np.repeat(np.cumsum(n) - n, n)
    return i, order[np.repeat(lo, n) + offset]


def _ancestor_expansion(tax: Taxonomy, nodes: np.ndarray, proper: bool) -> tuple[np.ndarray, np.ndarray]:
    """(row, ancestor): every ancestor-or-self (or proper ancestor) of every ``nodes[row]``."""
    table = ancestor_table(tax)
    first = 1 if proper else 0
    n = tax.depth[nodes] + 1 - first
    row = np.repeat(np.arange(len(nodes), dtype=np.int64), n)
    j = np.arange(n.sum(), dtype=np.int64) - np.repeat(np.cumsum(n) - n, n) + first
    return row, table[nodes[row], j]


def _expand_rows(
    codes: np.ndarray, taxes: Sequence[Taxonomy], attrs: Sequence[int], proper: Sequence[bool | None]
) -> tuple[np.ndarray, np.ndarray]:
    """Rows of ``codes`` with each attribute in ``attrs`` replaced by each of its ancestors.

    ``proper[k]`` is passed to :func:`_ancestor_expansion` for attribute ``attrs[k]``; None leaves it as it is.

    Returns (original row, key) where key is the mixed-radix code of the
    expanded values of ``attrs``.
    """
    rows = np.arange(len(codes), dtype=np.int64)
    values = [codes[:, a] for a in attrs]
    for k, (a, prop) in enumerate(zip(attrs, proper)):
        if prop is None:
            continue
        rep, anc = _ancestor_expansion(taxes[a], values[k], prop)
        rows = rows[rep]
        values = [v[rep] for v in values]
        values[k] = anc
    key = np.zeros(len(rows), dtype=np.int64)
    for k, a in enumerate(attrs):
        key = key * taxes[a].n_nodes + values[k]
    return rows, key


def consistent_pairs(
    a: np.ndarray,
    b: np.ndarray,
    taxes: Sequence[Taxonomy],
    n_a: int | None = None,
    n_b: int | None = None,
    relation: str = "intersect",
) -> tuple[np.ndarray, np.ndarray]:
    """All (i, j) such that rows ``a[i]`` and ``b[j]`` (node ids, one column per taxonomy) relate.

    relation ``"intersect"``: for every column, ``a[i, m]`` and ``b[j, m]``
    intersect (Definition 2.1). relation ``"contains"``: ``b[j, m]`` is an
    ancestor-or-self of ``a[i, m]`` for every column (the projection of
    Definition 4.1). With no columns every pair relates. Pairs come sorted by
    (i, j).
    """
    d = len(taxes)
    a = np.asarray(a, dtype=np.int64)
    b = np.asarray(b, dtype=np.int64)
    a, b = a.reshape(len(a), d), b.reshape(len(b), d)
    n_a = len(a) if n_a is None else n_a
    n_b = len(b) if n_b is None else n_b
    if d == 0:
        i, j = np.meshgrid(np.arange(n_a), np.arange(n_b), indexing="ij")
        return i.ravel().astype(np.int64), j.ravel().astype(np.int64)
    distinct = [len(np.unique(np.concatenate([a[:, m], b[:, m]]))) for m in range(d)]
    pivot = sorted(range(d), key=lambda m: -distinct[m])[:_JOIN_ATTRIBUTES]
    rest = [m for m in range(d) if m not in pivot]
    parts_i, parts_j = [], []
    # each pivot attribute: True = b is an ancestor-or-self of a (expand a),
    # False = a is a proper ancestor of b (expand b); "contains" allows only True.
    cases = [(True,) * len(pivot)] if relation == "contains" else product((True, False), repeat=len(pivot))
    for case in cases:
        rows_a, key_a = _expand_rows(a, taxes, pivot, [False if c else None for c in case])
        rows_b, key_b = _expand_rows(b, taxes, pivot, [None if c else True for c in case])
        x, y = equi_join(key_a, key_b)
        parts_i.append(rows_a[x])
        parts_j.append(rows_b[y])
    i = np.concatenate(parts_i)
    j = np.concatenate(parts_j)
    keep = np.ones(len(i), dtype=bool)
    for m in rest:
        tin, tout = taxes[m].tin, taxes[m].tout
        u, v = a[i, m], b[j, m]
        if relation == "contains":
            keep &= (tin[v] <= tin[u]) & (tin[u] < tout[v])
        else:
            keep &= (tin[u] < tout[v]) & (tin[v] < tout[u])
    i, j = i[keep], j[keep]
    order = np.lexsort((j, i))
    return i[order], j[order]
