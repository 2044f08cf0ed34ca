"""The two-release join of ``cpsat-sequential-cell`` and its S(a) (Shmueli-Tassa et al., sections 2-4).

The solver's own code (the verifier, :mod:`seqanon_opt.privacy.linkability`, shares none of it):
the instance as taxonomy node ids (:class:`SequentialCellInput`, one or more requirements
:class:`CellRequirement`), consistency of a previous and a current record (Definition 2.1: on every
attribute both publish the nodes meet), the FMJ of two releases (Definitions 3.3-3.4: the pairs in
some perfect matching of the consistency graph; KMJ = FMJ for R = 2), the multisets S(a) over the QI
tuples a of one requirement (Definition 4.1) and their γ (distinct values) and δ (size over the
largest multiplicity), with the hidden-pair rules of :mod:`.cell_sequential`'s docstring.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
from scipy.sparse import csr_array
from scipy.sparse.csgraph import connected_components, maximum_bipartite_matching

from ...data.taxonomy import Taxonomy

Combination = tuple[int, ...]
HIDDEN = -1  # the sensitive "value" of a pair whose records publish none
KINDS = ("k-linkability", "k-diversity")


@dataclass(frozen=True)
class CellRequirement:
    """One [J, k]-linkability or [J, k]-diversity requirement (Definition 4.2) over its own QIs."""

    kind: str  # "k-linkability" | "k-diversity"
    k: float
    join: str  # "MJ" | "FMJ" | "KMJ"
    quasi_identifiers: tuple[str, ...]


@dataclass(frozen=True)
class SequentialCellInput:
    """A two-release instance, every attribute as taxonomy node ids.

    ``original[a]``: leaf id per record of T for every QI, every release attribute and the sensitive
    attribute. ``previous[a]``: node id per record of T_1 (any order) for each attribute T_1 publishes.
    The first requirement is given by ``kind``, ``k``, ``join`` and ``quasi_identifiers``; ``also``
    holds the other requirements of the conjunction (all of them must hold).
    """

    taxonomies: Mapping[str, Taxonomy]
    original: Mapping[str, np.ndarray]
    previous: Mapping[str, np.ndarray]
    release_attributes: tuple[str, ...]
    generalized: tuple[str, ...]
    quasi_identifiers: tuple[str, ...]
    sensitive: str
    k: float
    join: str = "MJ"
    kind: str = "k-linkability"  # or "k-diversity"
    also: tuple[CellRequirement, ...] = ()

    @property
    def requirements(self) -> tuple[CellRequirement, ...]:
        return (CellRequirement(self.kind, self.k, self.join, tuple(self.quasi_identifiers)), *self.also)


# ---------------------------------------------------------------- nodes
def below(tax: Taxonomy, upper: np.ndarray | int, lower: np.ndarray | int) -> np.ndarray:
    """Is ``lower`` at or below ``upper`` (pre-order intervals)?"""
    return (tax.tin[upper] <= tax.tin[lower]) & (tax.tin[lower] < tax.tout[upper])


def meet(tax: Taxonomy, u: np.ndarray, v: np.ndarray | int) -> np.ndarray:
    """Do nodes u and v intersect (one is an ancestor-or-self of the other)?"""
    return (tax.tin[u] < tax.tout[v]) & (tax.tin[v] < tax.tout[u])


def is_value(tax: Taxonomy, nodes: np.ndarray) -> np.ndarray:
    """Published sensitive values: leaves other than the root (``*`` and inner nodes publish none)."""
    nodes = np.asarray(nodes, dtype=np.int64)
    return (tax.tout[nodes] == tax.tin[nodes] + 1) & (nodes != tax.root)  # pre-order: a leaf spans itself


def sensitive_published(inst: SequentialCellInput) -> bool:
    """Definition 4.2(a): unless some release publishes a sensitive value, every requirement holds.

    T_2 publishes the table's values when the attribute is a release attribute; T_1 publishes one
    when some sensitive cell of it is not ``*`` (a column of ``*`` publishes nothing)."""
    if inst.sensitive in inst.release_attributes:
        return True
    previous = inst.previous.get(inst.sensitive)
    return previous is not None and bool((previous != inst.taxonomies[inst.sensitive].root).any())


def current_record(inst: SequentialCellInput, j: int, combo: Combination) -> dict[str, int]:
    """Record j of T_2 when it publishes ``combo`` on the generalized attributes."""
    out = {a: int(inst.original[a][j]) for a in inst.release_attributes}
    out.update(zip(inst.generalized, combo))
    return out


# ---------------------------------------------------------------- the QI tuples of one requirement
@dataclass
class TupleView:
    """The distinct QI tuples a of T on ``quasi_identifiers`` (``tuples[t]``: leaf per QI) and
    ``prev_below[t, i]``: a lies below previous record i on every QI T_1 publishes."""

    quasi_identifiers: tuple[str, ...]
    tuples: np.ndarray
    prev_below: np.ndarray

    @property
    def n_tuples(self) -> int:
        return len(self.tuples)


def tuple_view(inst: SequentialCellInput, quasi_identifiers: tuple[str, ...]) -> TupleView:
    n_prev = len(next(iter(inst.previous.values())))
    leaves = np.column_stack([np.asarray(inst.original[m], dtype=np.int64) for m in quasi_identifiers])
    tuples = np.unique(leaves, axis=0)
    hit = np.ones((len(tuples), n_prev), dtype=bool)
    for col, m in enumerate(quasi_identifiers):
        if m in inst.previous:
            hit &= below(inst.taxonomies[m], inst.previous[m][None, :], tuples[:, col][:, None])
    return TupleView(tuple(quasi_identifiers), tuples, hit)


def pair_values(
    inst: SequentialCellInput, record: Mapping[str, int], pairs: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """For the current ``record``: which previous records i it pairs with (consistent, and in
    ``pairs`` when given) and the pair's sensitive value s(i, j) (the deeper of the two published
    nodes; HIDDEN when that is no leaf value)."""
    prev, taxes = inst.previous, inst.taxonomies
    n_prev = len(next(iter(prev.values())))
    ok = np.ones(n_prev, dtype=bool) if pairs is None else pairs.copy()
    for a in prev:
        if a in record:
            ok &= meet(taxes[a], prev[a], record[a])
    s_tax = taxes[inst.sensitive]
    s_cur = record.get(inst.sensitive, s_tax.root)
    if inst.sensitive in prev:
        s_prev = prev[inst.sensitive]
        s_val = np.where(s_tax.depth[s_prev] >= s_tax.depth[s_cur], s_prev, s_cur)
    else:
        s_val = np.full(n_prev, s_cur)
    return ok, np.where(is_value(s_tax, s_val), s_val, HIDDEN)


def linked(
    inst: SequentialCellInput, view: TupleView, record: Mapping[str, int], ok: np.ndarray, s_val: np.ndarray
) -> list[dict[int, int]]:
    """Per QI tuple a of ``view``: the sensitive values s(i, j), with their number of previous records
    i, of the pairs (``ok``) of ``record`` with a below both records."""
    mine = np.ones(view.n_tuples, dtype=bool)
    for col, m in enumerate(view.quasi_identifiers):
        if m in record:
            mine &= below(inst.taxonomies[m], record[m], view.tuples[:, col])
    hit = view.prev_below & ok[None, :] & mine[:, None]
    values, inverse = np.unique(s_val, return_inverse=True)
    counts = (hit[:, :, None] & (inverse.reshape(-1)[None, :, None] == np.arange(len(values))[None, None, :])).sum(1)
    return [{int(values[v]): int(c[v]) for v in np.flatnonzero(c)} for c in counts]


# ---------------------------------------------------------------- FMJ, γ and δ
def fmj_pairs(inst: SequentialCellInput, records: list[dict[str, int]]) -> np.ndarray:
    """``F[i, j]``: (previous record i, current record j) lies in a perfect matching (Definition 3.4)."""
    prev, taxes = inst.previous, inst.taxonomies
    n_prev, n = len(next(iter(prev.values()))), len(records)
    edges = np.ones((n_prev, n), dtype=bool)
    for j, rec in enumerate(records):
        for a in prev:
            if a in rec:
                edges[:, j] &= meet(taxes[a], prev[a], rec[a])
    if n_prev != n:
        return np.zeros_like(edges)
    match = maximum_bipartite_matching(csr_array(edges.astype(np.int8)), perm_type="column")
    if (match < 0).any():
        return np.zeros_like(edges)
    # alternating graph: i -> n_prev + j on unmatched edges, n_prev + j -> i on matched ones
    rows, cols = np.nonzero(edges)
    matched = match[rows] == cols
    src = np.where(matched, n_prev + cols, rows)
    dst = np.where(matched, rows, n_prev + cols)
    graph = csr_array((np.ones(len(src), dtype=np.int8), (src, dst)), shape=(n_prev + n, n_prev + n))
    _, comp = connected_components(graph, directed=True, connection="strong")
    out = np.zeros_like(edges)
    out[rows, cols] = matched | (comp[rows] == comp[n_prev + cols])
    return out


def linked_multisets(inst: SequentialCellInput, view: TupleView, x: list[Combination]) -> list[dict[int, int]]:
    """S(a) over the FMJ for every QI tuple a of ``view`` under the release x (value -> pairs)."""
    records = [current_record(inst, j, c) for j, c in enumerate(x)]
    pairs = fmj_pairs(inst, records)
    values: list[dict[int, int]] = [{} for _ in range(view.n_tuples)]
    for j, rec in enumerate(records):
        ok, s_val = pair_values(inst, rec, pairs[:, j])
        for t, found in enumerate(linked(inst, view, rec, ok, s_val)):
            for s, n in found.items():
                values[t][s] = values[t].get(s, 0) + n
    return values


def gamma(values: Mapping[int, int]) -> int:
    """Distinct published values; 1 when only hidden pairs link the tuple (they may share one value)."""
    published = sum(1 for s in values if s != HIDDEN)
    return published if published else int(HIDDEN in values)


def delta(values: Mapping[int, int]) -> float:
    """|S(a)| / (largest multiplicity of a published value + hidden pairs); 0 when S(a) is empty."""
    top = max((n for s, n in values.items() if s != HIDDEN), default=0) + values.get(HIDDEN, 0)
    return sum(values.values()) / top if top else 0.0


def levels(inst: SequentialCellInput, view: TupleView, x: list[Combination], kind: str) -> np.ndarray:
    """γ(S(a)) (k-linkability) or δ(S(a)) (k-diversity) over the FMJ for every QI tuple a of ``view``."""
    measure = gamma if kind == "k-linkability" else delta
    return np.array([measure(v) for v in linked_multisets(inst, view, x)], dtype=float)


def lift_violation(
    inst: SequentialCellInput, view: TupleView, k: float, x: list[Combination], t: int
) -> list[Combination]:
    """Generalize x one cell step at a time while tuple t stays below k in γ over the FMJ (a maximal
    release violating that k-linkability requirement: S(a) only grows under generalization, so every
    release below it violates too)."""
    taxes = [inst.taxonomies[a] for a in inst.generalized]
    x = list(x)
    for j in range(len(x)):
        for m, tax in enumerate(taxes):
            while tax.parent[x[j][m]] >= 0:
                trial = x[j][:m] + (int(tax.parent[x[j][m]]),) + x[j][m + 1 :]
                candidate = x[:j] + [trial] + x[j + 1 :]
                if levels(inst, view, candidate, "k-linkability")[t] >= k:
                    break
                x = candidate
    return x
