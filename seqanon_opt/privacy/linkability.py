"""k-linkability and k-diversity of a sequential release over a join (Shmueli-Tassa et al., section 4).

For a join ``J`` (MJ, FMJ or KMJ, see :mod:`.joins`) and a quasi-identifier
tuple ``a = (a_1, ..., a_t)`` that appears in the original table T:

* the projection ``<J | a>`` (Definition 4.1) is the set of R-cliques
  ``{S^1, ..., S^R}`` in J with ``a_m ∈ S^r(m)`` for every QI m and every r.
  The members of a clique are pairwise consistent, so on each attribute their
  nodes form a chain and the condition is ``a_m`` below the deepest of them,
  the clique's *meet* on m;
* ``S(a) = {s(C) : C ∈ <J | a>}`` is the multiset of the cliques' sensitive
  values (``s(C)`` is the sensitive label of the clique's meet);
* ``γ(A)`` is the number of distinct values of a multiset A and
  ``δ(A) = |A| / max_v #v`` the inverse of its largest relative frequency.

Definition 4.2: the release satisfies [J, k]-linkability (resp. diversity)
when the sensitive attribute is suppressed in all releases (a), or when
``γ(S(a)) >= k`` (resp. ``δ(S(a)) >= k``) for every QI tuple a of T (b).

Each group-level clique of a :class:`Join` counts as ``weights[i]``
record-level cliques in the multiset, so δ is exact on grouped releases.

Suppressed sensitive cells. In the paper the sensitive attribute is either
published fully specialized in a release or totally suppressed (section 2.2;
``s(C) = *`` only when no release published it, section 4). A sensitive cell
``*`` (or empty) publishes no sensitive value for its record, and ``*`` is
never a value of S(a):

* a release whose sensitive cells are all ``*`` does not publish the
  attribute, exactly as if the column were absent; when no release publishes
  a sensitive value, Definition 4.2(a) holds (the levels are infinite);
* mixed case (outside the paper's model: some sensitive cells ``*`` next to
  published ones, or a cell above the leaves): a clique whose members publish
  no leaf value has a *hidden* ``s(C)``. The verifier judges S(a) in the
  worst case over the hidden values, the minimum of γ and δ over every way to
  fill them in:
  ``γ = #distinct published values`` (1 when every clique of ``<J | a>`` is
  hidden: they may all hold one value), and
  ``δ = |S(a)| / (max_v #v + #hidden)`` (every hidden clique may hold the most
  frequent value). With no hidden clique these are the paper's γ and δ.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import cast

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy
from .checks import Check
from .consistency import ConsistencyGraph, build_consistency_graph, consistent_pairs, equi_join
from .joins import Join, compute_join

WORST = 5
SHOWN_VALUES = 10


def gamma_delta(values: Iterable[object], weights: Iterable[float] | None = None) -> tuple[int, float]:
    """(γ(A), δ(A)) of the multiset A holding ``values[i]`` ``weights[i]`` times (section 4).

    γ(A) = number of distinct values; δ(A) = |A| / (count of the most frequent value).
    """
    values = list(values)
    w = np.ones(len(values)) if weights is None else np.asarray(list(weights), dtype=float)
    counts = pd.DataFrame({"v": pd.Series(values, dtype=object), "w": w}).groupby("v")["w"].sum()
    counts = counts[counts > 0]
    if counts.empty:
        return 0, 0.0
    return int(len(counts)), float(counts.sum() / counts.max())


def _meet(graph: ConsistencyGraph, cliques: np.ndarray, attribute: str) -> np.ndarray:
    """Per clique, the deepest of its members' nodes on ``attribute`` (they form a chain)."""
    tax = graph.taxonomies[attribute]
    nodes = np.column_stack([graph.node_column(r, attribute)[cliques[:, r]] for r in range(graph.n_releases)])
    return nodes[np.arange(len(nodes)), np.argmax(tax.depth[nodes], axis=1)]


def _leaf_codes(graph: ConsistencyGraph, attribute: str, values: pd.Series) -> np.ndarray:
    """Original values -> node ids. With a flat (auto-built) taxonomy an unseen value is the
    root: only a suppressed meet contains it."""
    tax = graph.taxonomies[attribute]
    codes, uniques = pd.factorize(values.astype(str), sort=False)
    fallback = tax.root if attribute in graph.flat else -1
    ids = np.fromiter((tax.index.get(u, fallback) for u in uniques), dtype=np.int64, count=len(uniques))
    if (ids < 0).any():
        raise ValueError(
            f"value {uniques[np.flatnonzero(ids < 0)[0]]!r} of {attribute!r} in the "
            "original table is not a node of its taxonomy"
        )
    return ids[codes]


def publishes_sensitive(graph: ConsistencyGraph, sensitive: str) -> bool:
    """Does some release publish a sensitive value (a cell that is not the root ``*``)?

    False is Definition 4.2(a): the sensitive attribute is suppressed in every release.
    """
    if sensitive not in graph.taxonomies:
        return False
    root = graph.taxonomies[sensitive].root
    return any(
        bool((rel.codes[:, rel.columns.index(sensitive)] != root).any())
        for rel in graph.releases
        if sensitive in rel.columns
    )


def _published_values(tax: Taxonomy, nodes: np.ndarray) -> np.ndarray:
    """Which sensitive nodes are published values: leaves other than the root (else hidden)."""
    return (tax.tout[nodes] - tax.tin[nodes] == 1) & (nodes != tax.root)


def linkability_table(
    join: Join, table: pd.DataFrame, quasi_identifiers: Sequence[str], sensitive: str
) -> tuple[pd.DataFrame, pd.DataFrame] | None:
    """γ(S(a)) and δ(S(a)) for every distinct QI tuple a of ``table`` (Definitions 4.1-4.2).

    Returns ``(levels, multisets)``: ``levels`` has one row per tuple with the
    QI columns, ``linkability`` (γ), ``diversity`` (δ), ``cliques`` (|S(a)|),
    ``most_frequent`` (the largest multiplicity of a published value) and
    ``hidden`` (cliques without a published sensitive value, judged in the
    worst case: module docstring); ``multisets`` has columns ``tuple`` (row of
    ``levels``), ``value``, ``count`` over the published values. Returns None
    when no release publishes a sensitive value (Definition 4.2(a)).
    """
    graph = join.graph
    if not publishes_sensitive(graph, sensitive):
        return None
    qis = list(quasi_identifiers)
    tuples = table[qis].drop_duplicates().reset_index(drop=True)
    cliques = join.cliques
    weights = join.weights
    # QIs no release publishes are '*' in every clique: every tuple lies below them
    used = [a for a in qis if a in graph.taxonomies]
    taxes: list[Taxonomy] = [graph.taxonomies[a] for a in used]
    meets = (
        np.column_stack([_meet(graph, cliques, a) for a in used])
        if used
        else np.zeros((len(cliques), 0), dtype=np.int64)
    )
    s_tax = graph.taxonomies[sensitive]
    s_node = _meet(graph, cliques, sensitive)
    hidden = -1
    s_node = np.where(_published_values(s_tax, s_node), s_node, hidden)
    # the multiset per distinct meet tuple: (meet tuple, sensitive value or hidden) -> weight, sorted
    profile, profile_w = _sorted_sums(np.column_stack([meets, s_node]), weights)
    meet_rows, profile_s = profile[:, :-1], profile[:, -1]
    new_meet = np.concatenate([[True], (meet_rows[1:] != meet_rows[:-1]).any(axis=1)]) if len(profile) else profile_s
    meet_id = np.cumsum(new_meet) - 1
    distinct = meet_rows[np.flatnonzero(new_meet)]
    codes = (
        np.column_stack([_leaf_codes(graph, a, tuples[a]) for a in used])
        if used
        else np.zeros((len(tuples), 0), dtype=np.int64)
    )
    t_idx, m_idx = consistent_pairs(codes, distinct, taxes, len(tuples), len(distinct), relation="contains")
    pair, prof = equi_join(m_idx, meet_id)
    # per (tuple, value): the cliques of <J | a> with that value, sorted by tuple then value
    per_value, count = _sorted_sums(np.column_stack([t_idx[pair], profile_s[prof]]), profile_w[prof])
    tuple_of, value = per_value[:, 0], per_value[:, 1]
    is_hidden = value == hidden
    known = ~is_hidden
    n = len(tuples)
    n_known = np.bincount(tuple_of[known], minlength=n).astype(np.int64)
    n_hidden = np.zeros(n, dtype=count.dtype)
    n_hidden[tuple_of[is_hidden]] = count[is_hidden]  # one (tuple, hidden) row per tuple
    known_sum = np.zeros(n, dtype=count.dtype)
    np.add.at(known_sum, tuple_of[known], count[known])
    most_frequent = np.zeros(n, dtype=count.dtype)
    np.maximum.at(most_frequent, tuple_of[known], count[known])
    levels = tuples.copy()
    levels["linkability"] = np.where(n_known > 0, n_known, (n_hidden > 0).astype(np.int64))
    levels["cliques"] = known_sum + n_hidden
    levels["most_frequent"] = most_frequent
    levels["hidden"] = n_hidden
    total = levels["cliques"].to_numpy(dtype=float)
    top = most_frequent.astype(float) + n_hidden.astype(float)
    levels["diversity"] = np.divide(total, top, out=np.zeros_like(total), where=top > 0)
    labels = np.asarray(s_tax.labels, dtype=object)
    multisets = pd.DataFrame({"tuple": tuple_of[known], "value": labels[value[known]], "count": count[known]})
    return levels, multisets


def _sorted_sums(keys: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct rows of ``keys`` (sorted lexicographically) and the sum of ``values`` over each (in
    ``values``' dtype: record counts stay exact integers). The rows are sorted by one mixed-radix int64 key
    when their ranges allow it (faster than a pandas group-by at every size), else by ``np.lexsort``."""
    if not len(keys):
        return keys, values[:0]
    low = keys.min(axis=0)
    radix = keys.max(axis=0) - low + 1
    if float(np.prod(radix.astype(float))) < 2.0**62:
        packed = np.zeros(len(keys), dtype=np.int64)
        for j in range(keys.shape[1]):
            packed = packed * int(radix[j]) + (keys[:, j] - low[j])
        order = np.argsort(packed, kind="stable")
        sorted_packed = packed[order]
        new = np.concatenate([[True], sorted_packed[1:] != sorted_packed[:-1]])
    else:
        order = np.lexsort(keys.T[::-1])
        sorted_keys = keys[order]
        new = np.concatenate([[True], (sorted_keys[1:] != sorted_keys[:-1]).any(axis=1)])
    starts = np.flatnonzero(new)
    return keys[order[starts]], np.add.reduceat(values[order], starts)


def _plain(x: object) -> object:
    """A numpy scalar as the Python value (for reports)."""
    return x.item() if isinstance(x, np.generic) else x


def _resolve(
    source: Join | ConsistencyGraph | Sequence[pd.DataFrame], join: str, taxonomies: Mapping[str, Taxonomy] | None
) -> Join:
    if isinstance(source, Join):
        return source
    if not isinstance(source, ConsistencyGraph):
        source = build_consistency_graph(list(source), taxonomies or {})
    return compute_join(source, join)


def _check(kind: str, column: str, source, table, quasi_identifiers, sensitive, k, join, taxonomies) -> Check:
    j = _resolve(source, join, taxonomies)
    qis = list(quasi_identifiers)
    params = {"k": k, "join": j.kind, "quasi_identifiers": qis, "sensitive": sensitive}
    result = linkability_table(j, table, qis, sensitive)
    if result is None:
        return Check(
            kind, params, True, None, [], "the sensitive attribute is suppressed in every release (Definition 4.2(a))"
        )
    levels, multisets = result
    if levels.empty:
        return Check(kind, params, True, None, [], "the table has no quasi-identifier tuple")
    ordered = levels.sort_values([column, "cliques"], kind="stable")
    bad = ordered[ordered[column] < k - 1e-12]
    worst = []
    for t, row in bad.head(WORST).iterrows():
        values = multisets[multisets["tuple"] == t].sort_values("count", ascending=False, kind="stable")
        entry = {
            "values": {a: _plain(row[a]) for a in qis},
            column: _plain(row[column]),
            "cliques": _plain(row["cliques"]),
            "most_frequent": _plain(row["most_frequent"]),
            "sensitive_values": dict(
                zip(values["value"].head(SHOWN_VALUES), values["count"].head(SHOWN_VALUES).tolist())
            ),
        }
        if row["hidden"]:
            entry["hidden"] = _plain(row["hidden"])  # cliques without a published sensitive value
        worst.append(entry)
    achieved = cast(float, _plain(ordered[column].iloc[0]))  # the column holds numbers
    detail = f"{len(bad)} quasi-identifier tuple(s) below k={k} over the {j.kind}" if len(bad) else ""
    if len(bad) and bool((bad["hidden"] > 0).any()):
        detail += (
            " (cliques whose sensitive cells are all '*' are judged in the worst case: "
            "as if they held the most frequent value)"
        )
    return Check(kind, params, bad.empty, achieved, worst, detail)


def check_k_linkability(
    source: Join | ConsistencyGraph | Sequence[pd.DataFrame],
    table: pd.DataFrame,
    quasi_identifiers: Sequence[str],
    sensitive: str,
    k: int,
    *,
    join: str = "FMJ",
    taxonomies: Mapping[str, Taxonomy] | None = None,
) -> Check:
    """[J, k]-linkability (Definition 4.2): γ(S(a)) >= k for every QI tuple a of ``table``
    (sensitive cells ``*``: module docstring).

    ``source`` is a computed :class:`Join`, a consistency graph (the join
    ``join`` is computed on it) or the releases themselves (with
    ``taxonomies``). ``achieved`` is the smallest γ; ``worst_groups`` lists the
    tuples below k with their multisets S(a).
    """
    return _check("k-linkability", "linkability", source, table, quasi_identifiers, sensitive, k, join, taxonomies)


def check_k_diversity(
    source: Join | ConsistencyGraph | Sequence[pd.DataFrame],
    table: pd.DataFrame,
    quasi_identifiers: Sequence[str],
    sensitive: str,
    k: float,
    *,
    join: str = "FMJ",
    taxonomies: Mapping[str, Taxonomy] | None = None,
) -> Check:
    """[J, k]-diversity (Definition 4.2): δ(S(a)) = |S(a)| / max_v #v >= k for every QI tuple a.

    Arguments as :func:`check_k_linkability`; ``achieved`` is the smallest δ.
    """
    return _check("k-diversity", "diversity", source, table, quasi_identifiers, sensitive, k, join, taxonomies)
