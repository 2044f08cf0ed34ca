"""Optimal second release under cell generalization and [J, k]-linkability (Shmueli-Tassa et al., R = 2).

One previous release T_1 is fixed (node ids per record, in its own order); the
release T_2 to compute publishes ``release_attributes``; those in
``generalized`` (its quasi-identifiers) are generalized cell by cell, the
others (the sensitive attribute, non-identifiers) are published as they are.

Definitions used (sections 2-4). Records ``S^1_i`` of T_1 and ``S^2_j`` of T_2
are *consistent* when ``S^1_i(m) ∩ S^2_j(m) ≠ ∅`` on every attribute m both
publish (Definition 2.1; tree nodes meet iff one is an ancestor-or-self of the
other). For R = 2 the MJ is every consistent pair, the FMJ the pairs that lie
in a perfect matching of the bipartite consistency graph (Definitions 3.3-3.4;
KMJ = FMJ when R = 2). For every QI tuple a of T, ``S(a)`` is the set of
sensitive values ``s(i, j)`` (the deeper of the two published sensitive nodes)
of the join's pairs with ``a_m ∈ S^1_i(m)`` and ``a_m ∈ S^2_j(m)`` for every QI m
(Definition 4.1); k-linkability asks ``γ(S(a)) = |S(a)| >= k`` (Definition 4.2);
it holds trivially when neither release publishes the sensitive attribute.

Sensitive cells ``*`` (this module's own reading of the rule the verifier
applies, seqanon_opt.privacy.linkability): a ``*`` (or empty) sensitive cell
of T_1 publishes no value for its record and is never a value of S(a). If
every sensitive cell of T_1 is ``*``, T_1 does not publish the attribute (as
if the column were absent: Definition 4.2(a) when T_2 does not publish it
either). Otherwise a pair whose two records publish no leaf value is
*hidden* and S(a) is judged in the worst case over the hidden values:
``γ = #distinct published values`` (1 if every pair of the tuple is hidden)
and ``δ = |S(a)| / (max_v #v + #hidden)``. A table whose sensitive column
holds ``*`` or an empty value is refused (a release could not tell it from a
suppressed cell).

CP-SAT model (exact for the MJ):

* ``choose[j, c]`` (bool): record j of T_2 publishes the node combination c on
  ``generalized`` (c above j's values); exactly one per record;
* ``link[a, s]`` (bool): s is in S(a); ``link[a, s] => OR choose[j, c]`` over the
  (j, c) that, with some previous record i, give a consistent pair with
  a below both records and s(i, j) = s (the *support* of (a, s));
* k-linkability: ``sum_s link[a, s] >= k`` over the published values s for
  every QI tuple a of T (k <= 1: some pair, hidden or not, links a);
* objective: ``sum_{j,c} LM_S(c) choose[j, c]``, S = lcm over ``generalized`` of (|A|-1).

FMJ (and KMJ): lazy rounds. Solve the MJ model; compute the FMJ of the answer
(one perfect matching, then strongly connected components of the alternating
graph) and S(a); when some γ(S(a)) < k, lift the answer record by record as
long as that tuple stays below k and learn the no-good ``OR_j OR_{c not <= x_j}
choose[j, c]``. Valid because S(a) only grows when cells are generalized
(more consistent pairs, a superset of perfect matchings, more tuples below),
so every release below the lifted x violates too. The first optimum of the
model that passes the FMJ check is optimal. Size: ``N prod_a (height_a + 1)``
choices, one link per (tuple, sensitive value); the support is computed in
``O(N^2 prod_a (height_a + 1) D)``: for small tables.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from itertools import product
from fractions import Fraction
from math import lcm
from typing import Mapping

import numpy as np
import pandas as pd
from ortools.sat.python import cp_model
from scipy.sparse import csr_array
from scipy.sparse.csgraph import connected_components, maximum_bipartite_matching

from ...data.taxonomy import Taxonomy, ancestors, taxonomy_from_parents
from ...errors import UnsupportedProblem
from ...problem import Problem
from ...requirements import KDiversity, KLinkability
from ...solution import Solution, Status
from ..base import Capabilities, check_supported
from ..registry import register
from .run import Budget, run_cpsat

Combination = tuple[int, ...]
FLAT_ROOT = "*"
SUPPRESSED_CELLS = (FLAT_ROOT, "")
HIDDEN = -1  # the sensitive "value" of a pair whose records publish none


@dataclass(frozen=True)
class SequentialCellInput:
    """A two-release k-linkability instance, every attribute as taxonomy node ids.

    ``original[a]``: leaf id per record of T for every QI, every release
    attribute and the sensitive attribute. ``previous[a]``: node id per record of
    T_1 (any order) for each attribute T_1 publishes.
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


@dataclass
class SequentialCellResult:
    """``nodes[a]``: node id per record of T for every release attribute; LM over ``generalized`` cells."""

    status: Status
    nodes: dict[str, np.ndarray] | None = None
    objective: float | None = None
    bound: float | None = None
    runtime_s: float = 0.0
    statistics: dict = field(default_factory=dict)


# ---------------------------------------------------------------- data: candidates and supports
def _below(tax: Taxonomy, upper: np.ndarray, lower: np.ndarray | int) -> np.ndarray:
    return (tax.tin[upper] <= tax.tin[lower]) & (tax.tin[lower] < tax.tout[upper])


def _meet(tax: Taxonomy, u: np.ndarray, v: np.ndarray | int) -> np.ndarray:
    return (tax.tin[u] < tax.tout[v]) & (tax.tin[v] < tax.tout[u])


@dataclass
class SequentialData:
    """Choices per record, scaled costs, the QI tuples of T and the support of every (tuple, value)."""

    instance: SequentialCellInput
    options: list[list[Combination]]
    cost: dict[Combination, int]
    scale: int
    tuples: list[tuple[int, ...]]
    support: dict[tuple[int, int], list[tuple[int, Combination]]]
    pairs: dict[tuple[int, int], list[tuple[int, Combination, int]]] = field(default_factory=dict)


def is_value(tax: Taxonomy, nodes: np.ndarray) -> np.ndarray:
    """Published sensitive values: leaves other than the root (``*`` and inner nodes publish none)."""
    nodes = np.asarray(nodes, dtype=np.int64)
    return (tax.tout[nodes] == tax.tin[nodes] + 1) & (nodes != tax.root)  # pre-order: a leaf spans itself


def sensitive_published(inst: SequentialCellInput) -> bool:
    """Definition 4.2(a): unless some release publishes a sensitive value, k-linkability holds.

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


def _linked(inst: SequentialCellInput, tuples: list[tuple[int, ...]], record: dict[str, int],
            pairs: np.ndarray | None = None) -> list[dict[int, int]]:
    """Per QI tuple a: the sensitive values s(i, j), with their number of previous records i, of the
    pairs of ``record`` (all consistent i, or only those where ``pairs`` is True) with a below both."""
    prev, taxes = inst.previous, inst.taxonomies
    n_prev = len(next(iter(prev.values())))
    ok = np.ones(n_prev, dtype=bool) if pairs is None else pairs.copy()
    for a in prev:
        if a in record:
            ok &= _meet(taxes[a], prev[a], record[a])
    s_tax = taxes[inst.sensitive]
    s_cur = record.get(inst.sensitive, s_tax.root)
    if inst.sensitive in prev:
        s_prev = prev[inst.sensitive]
        s_val = np.where(s_tax.depth[s_prev] >= s_tax.depth[s_cur], s_prev, s_cur)
    else:
        s_val = np.full(n_prev, s_cur)
    s_val = np.where(is_value(s_tax, s_val), s_val, HIDDEN)
    out = []
    for a in tuples:
        hit = ok.copy()
        for m, leaf in zip(inst.quasi_identifiers, a):
            if m in prev:
                hit &= _below(taxes[m], prev[m], leaf)
            if m in record and not _below(taxes[m], np.array(record[m]), leaf):
                hit[:] = False
        values, counts = np.unique(s_val[hit], return_counts=True)
        out.append(dict(zip(values.tolist(), counts.tolist())))
    return out


def sequential_data(inst: SequentialCellInput) -> SequentialData:
    """Enumerate every record's choices and the support of every (QI tuple, sensitive value)."""
    taxes = inst.taxonomies
    n = len(inst.original[inst.quasi_identifiers[0]])
    scale = lcm(*[max(taxes[a].n_leaves - 1, 1) for a in inst.generalized]) if inst.generalized else 1
    node_cost = {a: (taxes[a].leaf_count - 1) * (scale // max(taxes[a].n_leaves - 1, 1)) for a in inst.generalized}
    options = [list(product(*(ancestors(taxes[a], int(inst.original[a][j])) for a in inst.generalized)))
               for j in range(n)]
    cost = {c: int(sum(node_cost[a][v] for a, v in zip(inst.generalized, c))) for cs in options for c in cs}
    tuples = sorted(set(zip(*(inst.original[m].tolist() for m in inst.quasi_identifiers))))
    support: dict[tuple[int, int], list[tuple[int, Combination]]] = {}
    pairs: dict[tuple[int, int], list[tuple[int, Combination, int]]] = {}
    if sensitive_published(inst):
        for j, combos in enumerate(options):
            for c in combos:
                for t, values in enumerate(_linked(inst, tuples, current_record(inst, j, c))):
                    for s, n in values.items():
                        support.setdefault((t, s), []).append((j, c))
                        pairs.setdefault((t, s), []).append((j, c, n))
    return SequentialData(inst, options, cost, scale, tuples, support, pairs)


# ---------------------------------------------------------------- model
@dataclass
class SequentialModel:
    model: cp_model.CpModel
    data: SequentialData
    choose: dict[tuple[int, Combination], cp_model.IntVar] = field(default_factory=dict)
    link: dict[tuple[int, int], cp_model.IntVar] = field(default_factory=dict)
    objective: cp_model.LinearExpr | int = 0


def add_choice_variables(sm: SequentialModel) -> None:
    for j, combos in enumerate(sm.data.options):
        for c in combos:
            sm.choose[j, c] = sm.model.NewBoolVar(f"choose[record {j} as {c}]")
        sm.model.AddExactlyOne(sm.choose[j, c] for c in combos)


def add_link_support(sm: SequentialModel) -> None:
    for (t, s), pairs in sm.data.support.items():
        sm.link[t, s] = sm.model.NewBoolVar(f"link[tuple {t}, value {s}]")
        sm.model.AddBoolOr([sm.choose[p] for p in pairs]).OnlyEnforceIf(sm.link[t, s])


def add_k_linkability(sm: SequentialModel) -> None:
    """``γ(S(a)) >= k`` with γ the number of published values linked to a, or 1 when only hidden
    pairs link it: for k > 1 hidden pairs never count; for k <= 1 any pair does."""
    inst = sm.data.instance
    if not sensitive_published(inst):
        return  # Definition 4.2(a)
    links: dict[int, list[cp_model.IntVar]] = {t: [] for t in range(len(sm.data.tuples))}
    for (t, s), var in sm.link.items():
        if s != HIDDEN or inst.k <= 1:
            links[t].append(var)
    for t, vars_ in links.items():
        sm.model.Add(sum(vars_) >= inst.k)  # too few candidate values: infeasible, as it should be


def add_k_diversity(sm: SequentialModel) -> None:
    """Over the MJ, exactly: ``k * (#s(S(a)) + #hidden(a)) <= |S(a)|`` for every tuple a and
    published value s, and ``k * #hidden(a) <= |S(a)|``, with
    ``#s(S(a)) = sum_{j,c} n(a, s, j, c) choose[j, c]`` (n: previous records completing the pair)
    and ``|S(a)| >= 1`` (an empty S(a) has diversity 0): δ = |S(a)| / (max_s #s + #hidden) >= k.
    Over the FMJ only ``|S(a)| >= 1`` holds for certain (FMJ pairs are MJ pairs); the rest is
    checked after each round."""
    inst = sm.data.instance
    if not sensitive_published(inst):
        return
    k = Fraction(inst.k).limit_denominator(10**6)
    count = {key: sum(n * sm.choose[j, c] for j, c, n in pairs) for key, pairs in sm.data.pairs.items()}
    for t in range(len(sm.data.tuples)):
        total = sum(expr for (u, _), expr in count.items() if u == t)
        sm.model.Add(total >= 1)
        if inst.join == "MJ":
            hidden = count.get((t, HIDDEN), 0)
            sm.model.Add(k.numerator * hidden <= k.denominator * total)
            for (u, s), expr in count.items():
                if u == t and s != HIDDEN:
                    sm.model.Add(k.numerator * (expr + hidden) <= k.denominator * total)


def add_exact_no_goods(sm: SequentialModel, releases: list[list[Combination]]) -> None:
    """For each learnt release x: some record publishes a combination other than x_j."""
    for x in releases:
        sm.model.AddBoolOr([sm.choose[j, c].Not() for j, c in enumerate(x)])


def add_no_goods(sm: SequentialModel, no_goods: list[list[Combination]]) -> None:
    """For each learnt release x: some record publishes a combination not below x_j."""
    taxes = [sm.data.instance.taxonomies[a] for a in sm.data.instance.generalized]
    for x in no_goods:
        sm.model.AddBoolOr([var for (j, c), var in sm.choose.items()
                            if not all(_below(tax, np.array(u), v) for tax, u, v in zip(taxes, x[j], c))])


def set_lm_objective(sm: SequentialModel) -> None:
    sm.objective = sum(sm.data.cost[c] * var for (j, c), var in sm.choose.items() if sm.data.cost[c])
    sm.model.Minimize(sm.objective)


def compile_sequential_model(data: SequentialData, no_goods: list[list[Combination]],
                             exact_no_goods: list[list[Combination]] = ()) -> SequentialModel:
    sm = SequentialModel(cp_model.CpModel(), data)
    add_choice_variables(sm)
    if data.instance.kind == "k-diversity":
        add_k_diversity(sm)
        add_exact_no_goods(sm, list(exact_no_goods))
    else:
        add_link_support(sm)
        add_k_linkability(sm)
        add_no_goods(sm, no_goods)
    set_lm_objective(sm)
    return sm


# ---------------------------------------------------------------- FMJ check and lifting
def fmj_pairs(inst: SequentialCellInput, records: list[dict[str, int]]) -> np.ndarray:
    """``F[i, j]``: (previous record i, current record j) lies in a perfect matching (Definition 3.4)."""
    prev, taxes = inst.previous, inst.taxonomies
    n_prev, n = len(next(iter(prev.values()))), len(records)
    edges = np.ones((n_prev, n), dtype=bool)
    for j, rec in enumerate(records):
        for a in prev:
            if a in rec:
                edges[:, j] &= _meet(taxes[a], prev[a], rec[a])
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


def linked_multisets(inst: SequentialCellInput, tuples: list[tuple[int, ...]],
                     x: list[Combination]) -> list[dict[int, int]]:
    """S(a) over the FMJ for every QI tuple a of T under the release x (value -> pairs)."""
    records = [current_record(inst, j, c) for j, c in enumerate(x)]
    pairs = fmj_pairs(inst, records)
    values: list[dict[int, int]] = [{} for _ in tuples]
    for j, rec in enumerate(records):
        for t, linked in enumerate(_linked(inst, tuples, rec, pairs[:, j])):
            for s, n in linked.items():
                values[t][s] = values[t].get(s, 0) + n
    return values


def _gamma(values: Mapping[int, int]) -> int:
    """Distinct published values; 1 when only hidden pairs link the tuple (they may share one value)."""
    published = sum(1 for s in values if s != HIDDEN)
    return published if published else int(HIDDEN in values)


def _delta(values: Mapping[int, int]) -> float:
    """|S(a)| / (largest multiplicity of a published value + hidden pairs); 0 when S(a) is empty."""
    top = max((n for s, n in values.items() if s != HIDDEN), default=0) + values.get(HIDDEN, 0)
    return sum(values.values()) / top if top else 0.0


def linkability(inst: SequentialCellInput, tuples: list[tuple[int, ...]], x: list[Combination]) -> np.ndarray:
    """γ(S(a)) over the FMJ for every QI tuple a (hidden pairs in the worst case: :func:`_gamma`)."""
    return np.array([_gamma(v) for v in linked_multisets(inst, tuples, x)], dtype=np.int64)


def diversity(inst: SequentialCellInput, tuples: list[tuple[int, ...]], x: list[Combination]) -> np.ndarray:
    """δ(S(a)) over the FMJ for every QI tuple a (hidden pairs in the worst case: :func:`_delta`)."""
    return np.array([_delta(v) for v in linked_multisets(inst, tuples, x)])


def lift_violation(inst: SequentialCellInput, tuples: list[tuple[int, ...]], x: list[Combination],
                   t: int) -> list[Combination]:
    """Generalize x one cell step at a time while tuple t stays below k (a maximal violating release)."""
    taxes = [inst.taxonomies[a] for a in inst.generalized]
    x = list(x)
    for j in range(len(x)):
        for m, tax in enumerate(taxes):
            while tax.parent[x[j][m]] >= 0:
                trial = x[j][:m] + (int(tax.parent[x[j][m]]),) + x[j][m + 1:]
                candidate = x[:j] + [trial] + x[j + 1:]
                if linkability(inst, tuples, candidate)[t] >= inst.k:
                    break
                x = candidate
    return x


# ---------------------------------------------------------------- solve
def _solve_round(sm: SequentialModel, budget: Budget, seed: int, workers: int):
    solver, status = run_cpsat(sm.model, budget.left, seed, workers, budget)
    if not status.has_solution:
        return status, None, solver
    x = [next(c for c in combos if solver.BooleanValue(sm.choose[j, c]))
         for j, combos in enumerate(sm.data.options)]
    return status, x, solver


def solve_cell_sequential(inst: SequentialCellInput, *, time_limit: float = 60.0, seed: int = 0,
                          workers: int = 1) -> SequentialCellResult:
    """The least-LM release T_2 meeting [J, k]-linkability with T_1 (J = MJ exactly; FMJ/KMJ by lazy no-goods)."""
    if inst.join not in ("MJ", "FMJ", "KMJ"):
        raise ValueError(f"unknown join {inst.join!r}")
    start = time.perf_counter()
    data = sequential_data(inst)
    no_goods: list[list[Combination]] = []
    exact_no_goods: list[list[Combination]] = []
    stats = {"choices": sum(len(o) for o in data.options), "links": len(data.support), "rounds": 0,
             "no_goods": 0}
    bound = 0.0
    incumbent: tuple[float, list[Combination]] | None = None
    status = Status.UNKNOWN
    budget = Budget.for_time_limit(time_limit)  # work seconds, never the wall clock (run.py)
    while not budget.exhausted:
        sm = compile_sequential_model(data, no_goods, exact_no_goods)
        round_status, x, solver = _solve_round(sm, budget, seed, workers)
        stats["rounds"] += 1
        if round_status is Status.INFEASIBLE:
            status = Status.INFEASIBLE  # the learnt no-goods are valid: no release meets the join
            break
        if x is None:
            break
        bound = max(bound, solver.BestObjectiveBound() / data.scale)
        lazy = inst.join != "MJ" and sensitive_published(inst)
        if lazy and inst.kind == "k-diversity":
            # diversity can fall when cells are generalized: only this exact release is ruled out
            if (diversity(inst, data.tuples, x) < inst.k - 1e-12).any():
                exact_no_goods.append(x)
                stats["no_goods"] += 1
                continue
        elif lazy:
            gamma = linkability(inst, data.tuples, x)
            if (gamma < inst.k).any():
                no_goods.append(lift_violation(inst, data.tuples, x, int(np.argmin(gamma))))
                stats["no_goods"] += 1
                continue
        value = solver.ObjectiveValue() / data.scale
        if incumbent is None or value < incumbent[0]:
            incumbent = (value, x)
        if round_status is Status.OPTIMAL:
            status = Status.OPTIMAL
            break
        # a time-out inside the round: keep the feasible answer
        status = Status.FEASIBLE
        break
    stats.update(budget.statistics())
    if incumbent is None:
        return SequentialCellResult(Status.INFEASIBLE if status is Status.INFEASIBLE else Status.UNKNOWN,
                                    bound=None if status is Status.INFEASIBLE else bound,
                                    runtime_s=time.perf_counter() - start, statistics=stats)
    value, x = incumbent
    if status is Status.UNKNOWN:
        status = Status.FEASIBLE
    records = [current_record(inst, j, c) for j, c in enumerate(x)]
    nodes = {a: np.array([r[a] for r in records], dtype=np.int64) for a in inst.release_attributes}
    objective = release_lm(inst, nodes)
    return SequentialCellResult(status, nodes, objective,
                                objective if status is Status.OPTIMAL else min(bound, objective),
                                time.perf_counter() - start, stats)


def release_lm(inst: SequentialCellInput, nodes: Mapping[str, np.ndarray]) -> float:
    """LM of the generalized cells: sum over cells of (|v| - 1) / (|A| - 1) (section 5.2)."""
    total = 0.0
    for a in inst.generalized:
        tax = inst.taxonomies[a]
        if tax.n_leaves > 1:
            total += float(((tax.leaf_count[nodes[a]] - 1) / (tax.n_leaves - 1)).sum())
    return total


# ---------------------------------------------------------------- from a Problem
def _flat(attr: str, labels: list[str]) -> Taxonomy:
    values = sorted(set(labels) - set(SUPPRESSED_CELLS))
    return taxonomy_from_parents(attr, [FLAT_ROOT, *values], [-1] + [0] * len(values))


def sequential_cell_input(problem: Problem) -> SequentialCellInput:
    """The two-release instance of a sequential cell problem with one previous release and k-linkability."""
    if problem.kind != "sequential" or len(problem.previous) != 1:
        raise UnsupportedProblem("cell sequential model: needs a sequential problem with one previous release")
    reqs = [r for r in problem.requirements if isinstance(r, (KLinkability, KDiversity))]
    if len(reqs) != 1 or len(problem.requirements) != 1:
        raise UnsupportedProblem("cell sequential model: needs exactly one k-linkability or k-diversity requirement")
    req = reqs[0]
    prev_frame = problem.previous[0]
    release = tuple(problem.settings["release_attributes"])
    attrs = list(dict.fromkeys([*req.quasi_identifiers, req.sensitive, *release, *prev_frame.columns]))
    taxonomies, original, previous = {}, {}, {}
    for a in attrs:
        table_labels = problem.table[a].astype(str).tolist()
        prev_labels = prev_frame[a].astype(str).str.strip().tolist() if a in prev_frame.columns else []
        if a not in problem.taxonomies and set(table_labels) & set(SUPPRESSED_CELLS):
            raise UnsupportedProblem(f"cell sequential model: column '{a}' of the table holds '*' or an empty "
                                     "value, which a release reads as a suppressed cell")
        tax = problem.taxonomies.get(a) or _flat(a, table_labels + prev_labels)
        taxonomies[a] = tax
        original[a] = (np.asarray(problem.codes[a], dtype=np.int64) if a in problem.codes
                       else np.array([tax.index[x] for x in table_labels], dtype=np.int64))
        if prev_labels:
            previous[a] = np.array([tax.root if x in SUPPRESSED_CELLS else tax.index[x] for x in prev_labels],
                                   dtype=np.int64)
    generalized = tuple(a for a in release if a in problem.quasi_identifiers and a in problem.taxonomies)
    return SequentialCellInput(taxonomies, original, previous, release, generalized, tuple(req.quasi_identifiers),
                               req.sensitive, req.k, req.join, req.kind)


def release_frame(inst: SequentialCellInput, nodes: Mapping[str, np.ndarray]) -> pd.DataFrame:
    """T_2 as published labels, one row per record of T."""
    return pd.DataFrame({a: np.asarray(inst.taxonomies[a].labels, dtype=object)[nodes[a]]
                         for a in inst.release_attributes})


@register("cpsat-sequential-cell")
class CpSatSequentialCellSolver:
    """Exact: the least-LM cell generalization of a new release under k-linkability or k-diversity
    with one previous release, over the MJ, or the FMJ/KMJ (equal for R = 2) by lazy no-goods."""

    name = "cpsat-sequential-cell"
    capabilities = Capabilities(exact=True, kinds=frozenset({"sequential"}), models=frozenset({"cell"}),
                                requirements=frozenset({"k-linkability", "k-diversity"}), objectives=frozenset({"LM"}),
                                suppression=False)

    def solve(self, problem: Problem, *, time_limit: float | None = None, seed: int | None = None,
              workers: int | None = None, hint: Solution | None = None) -> Solution:
        check_supported(self, problem)
        inst = sequential_cell_input(problem)
        result = solve_cell_sequential(
            inst, time_limit=float(time_limit if time_limit is not None else problem.solver.time_limit),
            seed=int(seed if seed is not None else problem.solver.seed),
            workers=int(workers if workers is not None else problem.solver.workers))
        solution = Solution(self.name, result.status, objective=result.objective, bound=result.bound,
                            runtime_s=result.runtime_s, statistics=dict(result.statistics))
        if result.nodes is not None:
            solution.generalized = {a: result.nodes[a] for a in inst.generalized}
            solution.suppressed = np.zeros(problem.n_rows, dtype=bool)
        return solution
