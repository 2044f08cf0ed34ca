"""Optimal second release under cell generalization and [J, k]-linkability / [J, k]-diversity
(Shmueli-Tassa et al., R = 2), one requirement or any conjunction of them.

One previous release T_1 is fixed (node ids per record, in its own order); the
release T_2 to compute publishes ``release_attributes``; those in
``generalized`` (its quasi-identifiers) are generalized cell by cell, the
others (the sensitive attribute, non-identifiers) are published as they are.

Definitions used (sections 2-4). Records ``S^1_i`` of T_1 and ``S^2_j`` of T_2
are *consistent* when ``S^1_i(m) ∩ S^2_j(m) ≠ ∅`` on every attribute m both
publish (Definition 2.1; tree nodes meet iff one is an ancestor-or-self of the
other). For R = 2 the MJ is every consistent pair, the FMJ the pairs that lie
in a perfect matching of the bipartite consistency graph (Definitions 3.3-3.4;
KMJ = FMJ when R = 2). For every QI tuple a of T (on the requirement's own
quasi-identifiers), ``S(a)`` is the multiset of sensitive values ``s(i, j)``
(the deeper of the two published sensitive nodes) of the join's pairs with
``a_m ∈ S^1_i(m)`` and ``a_m ∈ S^2_j(m)`` for every QI m (Definition 4.1);
k-linkability asks ``γ(S(a)) = |set(S(a))| >= k``, k-diversity
``δ(S(a)) = |S(a)| / max_s #s >= k`` (Definition 4.2); both hold trivially
when neither release publishes the sensitive attribute. A conjunction asks
every requirement (each with its own k, join and quasi-identifiers) of the
one release.

Sensitive cells ``*`` (this module's own reading of the rule the verifier
applies, seqanon_opt.privacy.linkability): a ``*`` (or empty) sensitive cell
of T_1 publishes no value for its record and is never a value of S(a). If
every sensitive cell of T_1 is ``*``, T_1 does not publish the attribute (as
if the column were absent: Definition 4.2(a) when T_2 does not publish it
either). Otherwise a pair whose two records publish no leaf value is
*hidden* and S(a) is judged in the worst case over the hidden values:
``γ = #distinct published values`` (1 if every pair of the tuple is hidden)
and ``δ = |S(a)| / (max_v #v + #hidden)``. A table whose column holds ``*``
or an empty value is refused before solving (a release could not tell it
from a suppressed cell), as is more or less than one previous release, or a
previous release of another size than the table (records added: the dynamic
approaches of ``two-stage``).

CP-SAT model, one for the whole conjunction (exact for the MJ):

* ``choose[j, c]`` (bool): record j of T_2 publishes the node combination c on
  ``generalized`` (c above j's values); exactly one per record;
* per k-linkability requirement: ``link[Q, a, s]`` (bool, shared by the
  requirements on the same quasi-identifiers Q): s is in S(a);
  ``link[Q, a, s] => OR choose[j, c]`` over the (j, c) that, with some previous
  record i, give a consistent pair with a below both records and
  s(i, j) = s (the *support* of (a, s)); ``sum_s link[Q, a, s] >= k`` over
  the published values s for every QI tuple a (k <= 1: some pair, hidden or
  not, links a). Over the FMJ this is a relaxation (FMJ ⊆ MJ);
* per k-diversity requirement over the MJ, exactly:
  ``k * (#s(S(a)) + #hidden(a)) <= |S(a)|`` for every tuple a and published
  value s, ``k * #hidden(a) <= |S(a)|`` and ``|S(a)| >= 1``, with
  ``#s(S(a)) = sum_{j,c} n(a, s, j, c) choose[j, c]`` (n: previous records
  completing the pair). Over the FMJ only ``|S(a)| >= 1`` (a relaxation);
* records equal on every release attribute are interchangeable (the join and
  S(a) see the multiset of published records): their choices are ordered;
* objective: ``sum_{j,c} LM_S(c) choose[j, c]``, S = lcm over ``generalized`` of (|A|-1).

FMJ (and KMJ) requirements: lazy rounds on the one model, the learnt no-goods
added to it between rounds. Solve the model; compute the FMJ of
the answer (one perfect matching, then strongly connected components of the
alternating graph) and S(a) of every FMJ requirement. For each violated
k-linkability requirement, lift the answer record by record as long as its
worst tuple stays below k and learn the no-good ``OR_j OR_{c not <= x_j}
choose[j, c]``: valid because S(a) only grows when cells are generalized
(more consistent pairs, a superset of perfect matchings, more tuples below),
so every release below the lifted x violates that requirement too. For a
violated k-diversity requirement (δ can fall under generalization) only the
answer itself is excluded. Every learnt constraint excludes releases that
violate some requirement, so the first optimum of the model that passes
every check is optimal for the conjunction. Size: ``N prod_a (height_a + 1)``
choices, one link per (QI set, tuple, sensitive value); the supports are
computed in ``O(N^2 prod_a (height_a + 1) D)``: for small tables.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import product
from math import lcm
from typing import Any

import numpy as np
from ortools.sat.python import cp_model

from ...data.taxonomy import ancestors
from ...problem import Problem
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from ..sequential_conditions import (
    one_previous_release,
    previous_sizes_equal_table,
)
from .cell_sequential_input import release_frame, sequential_cell_input, starred_table
from .cell_sequential_join import (
    HIDDEN,
    CellRequirement,
    Combination,
    SequentialCellInput,
    TupleView,
    below,
    current_record,
    levels,
    lift_violation,
    linked,
    pair_values,
    sensitive_published,
    tuple_view,
)
from .run import Budget, run_cpsat

__all__ = [
    "CellRequirement",
    "SequentialCellInput",
    "SequentialCellResult",
    "CpSatSequentialCellSolver",
    "release_frame",
    "sequential_cell_input",
    "solve_cell_sequential",
    "HIDDEN",
]


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
@dataclass
class SequentialData:
    """Choices per record, scaled costs, and per set of quasi-identifiers Q its QI tuples (``views[Q]``)
    and ``pairs[Q][(t, s)]``: the (j, c, n) whose record j, publishing c, pairs with n previous records
    into the value s for tuple t."""

    instance: SequentialCellInput
    options: list[list[Combination]]
    cost: dict[Combination, int]
    scale: int
    views: dict[tuple[str, ...], TupleView]
    pairs: dict[tuple[str, ...], dict[tuple[int, int], list[tuple[int, Combination, int]]]]


def sequential_data(inst: SequentialCellInput) -> SequentialData:
    """Enumerate every record's choices and the support of every (QI tuple, sensitive value) of every
    set of quasi-identifiers the requirements use."""
    taxes = inst.taxonomies
    n = len(inst.original[inst.quasi_identifiers[0]])
    scale = lcm(*[max(taxes[a].n_leaves - 1, 1) for a in inst.generalized]) if inst.generalized else 1
    node_cost = {a: (taxes[a].leaf_count - 1) * (scale // max(taxes[a].n_leaves - 1, 1)) for a in inst.generalized}
    options = [
        list(product(*(ancestors(taxes[a], int(inst.original[a][j])) for a in inst.generalized))) for j in range(n)
    ]
    cost = {c: int(sum(node_cost[a][v] for a, v in zip(inst.generalized, c))) for cs in options for c in cs}
    qi_sets = list(dict.fromkeys(r.quasi_identifiers for r in inst.requirements))
    views = {q: tuple_view(inst, q) for q in qi_sets}
    pairs: dict[tuple[str, ...], dict] = {q: {} for q in qi_sets}
    if sensitive_published(inst):
        for j, combos in enumerate(options):
            for c in combos:
                record = current_record(inst, j, c)
                ok, s_val = pair_values(inst, record)
                for q, view in views.items():
                    for t, values in enumerate(linked(inst, view, record, ok, s_val)):
                        for s, count in values.items():
                            pairs[q].setdefault((t, s), []).append((j, c, count))
    return SequentialData(inst, options, cost, scale, views, pairs)


# ---------------------------------------------------------------- model
@dataclass
class SequentialModel:
    model: cp_model.CpModel
    data: SequentialData
    choose: dict[tuple[int, Combination], cp_model.IntVar] = field(default_factory=dict)
    link: dict[tuple[tuple[str, ...], int, int], cp_model.IntVar] = field(default_factory=dict)
    objective: cp_model.LinearExpr | int = 0


def add_choice_variables(sm: SequentialModel) -> None:
    for j, combos in enumerate(sm.data.options):
        for c in combos:
            sm.choose[j, c] = sm.model.new_bool_var(f"choose[record {j} as {c}]")
        sm.model.add_exactly_one(sm.choose[j, c] for c in combos)


def add_symmetry_breaking(sm: SequentialModel) -> None:
    """Records of T equal on every release attribute are interchangeable: the join, every S(a) and the
    loss see the multiset of published records only. Order their choices (``pos(choice_j) <=
    pos(choice_j')`` for j < j' in one class): every release has a reordering that meets this at the
    same loss and verdicts, so the optimum is kept and an exactly excluded release leaves no
    permutation of itself to try again."""
    inst = sm.data.instance
    keys = np.column_stack([np.asarray(inst.original[a], dtype=np.int64) for a in inst.release_attributes])
    _, cls = np.unique(keys, axis=0, return_inverse=True)
    cls = cls.reshape(-1)
    for c in np.unique(cls):
        rows = np.flatnonzero(cls == c).tolist()
        if len(rows) < 2 or len(sm.data.options[rows[0]]) < 2:
            continue
        position = [sum(p * sm.choose[j, combo] for p, combo in enumerate(sm.data.options[j]) if p) for j in rows]
        for before, after in zip(position, position[1:]):
            sm.model.add(before <= after)


def add_link_support(sm: SequentialModel, q: tuple[str, ...]) -> None:
    """``link[q, t, s] => OR choose[j, c]`` over the support of (t, s); once per set of QIs."""
    for (t, s), pairs in sm.data.pairs[q].items():
        if (q, t, s) in sm.link:
            continue
        sm.link[q, t, s] = var = sm.model.new_bool_var(f"link[{','.join(q)}: tuple {t}, value {s}]")
        sm.model.add_bool_or([sm.choose[j, c] for j, c, _ in pairs]).only_enforce_if(var)


def add_k_linkability(sm: SequentialModel, req: CellRequirement) -> None:
    """``γ(S(a)) >= k`` with γ the number of published values linked to a, or 1 when only hidden
    pairs link it: for k > 1 hidden pairs never count; for k <= 1 any pair does."""
    q = req.quasi_identifiers
    add_link_support(sm, q)
    links: dict[int, list[cp_model.IntVar]] = {t: [] for t in range(sm.data.views[q].n_tuples)}
    for (u, t, s), var in sm.link.items():
        if u == q and (s != HIDDEN or req.k <= 1):
            links[t].append(var)
    for vars_ in links.values():
        sm.model.add(sum(vars_) >= req.k)  # too few candidate values: infeasible, as it should be


def add_k_diversity(sm: SequentialModel, req: CellRequirement) -> None:
    """Over the MJ, exactly: ``k * (#s(S(a)) + #hidden(a)) <= |S(a)|`` for every tuple a and
    published value s, and ``k * #hidden(a) <= |S(a)|``, with
    ``#s(S(a)) = sum_{j,c} n(a, s, j, c) choose[j, c]`` and ``|S(a)| >= 1`` (an empty S(a) has
    diversity 0): δ = |S(a)| / (max_s #s + #hidden) >= k. Over the FMJ only ``|S(a)| >= 1`` holds
    for certain (FMJ pairs are MJ pairs); the rest is checked after each round."""
    q = req.quasi_identifiers
    k = Fraction(req.k).limit_denominator(10**6)
    count = {key: sum(n * sm.choose[j, c] for j, c, n in pairs) for key, pairs in sm.data.pairs[q].items()}
    for t in range(sm.data.views[q].n_tuples):
        total = sum(expr for (u, _), expr in count.items() if u == t)
        sm.model.add(total >= 1)
        if req.join == "MJ":
            hidden = count.get((t, HIDDEN), 0)
            sm.model.add(k.numerator * hidden <= k.denominator * total)
            for (u, s), expr in count.items():
                if u == t and s != HIDDEN:
                    sm.model.add(k.numerator * (expr + hidden) <= k.denominator * total)


def add_exact_no_goods(sm: SequentialModel, releases: list[list[Combination]]) -> None:
    """For each learnt release x: some record publishes a combination other than x_j."""
    for x in releases:
        sm.model.add_bool_or([sm.choose[j, c].negated() for j, c in enumerate(x)])


def add_no_goods(sm: SequentialModel, no_goods: list[list[Combination]]) -> None:
    """For each learnt release x: some record publishes a combination not below x_j."""
    taxes = [sm.data.instance.taxonomies[a] for a in sm.data.instance.generalized]
    for x in no_goods:
        sm.model.add_bool_or(
            [var for (j, c), var in sm.choose.items() if not all(below(tax, u, v) for tax, u, v in zip(taxes, x[j], c))]
        )


def set_lm_objective(sm: SequentialModel) -> None:
    sm.objective = sum(sm.data.cost[c] * var for (j, c), var in sm.choose.items() if sm.data.cost[c])
    sm.model.minimize(sm.objective)


def compile_sequential_model(
    data: SequentialData, no_goods: list[list[Combination]], exact_no_goods: Sequence[list[Combination]] = ()
) -> SequentialModel:
    """Every requirement's constraints on one set of choices, plus the no-goods learnt so far."""
    sm = SequentialModel(cp_model.CpModel(), data)
    add_choice_variables(sm)
    add_symmetry_breaking(sm)
    if sensitive_published(data.instance):  # else Definition 4.2(a): every requirement holds
        for req in data.instance.requirements:
            (add_k_diversity if req.kind == "k-diversity" else add_k_linkability)(sm, req)
    add_no_goods(sm, no_goods)
    add_exact_no_goods(sm, list(exact_no_goods))
    set_lm_objective(sm)
    return sm


# ---------------------------------------------------------------- solve
def _solve_round(sm: SequentialModel, budget: Budget, seed: int, workers: int):
    solver, status = run_cpsat(sm.model, budget.left, seed, workers, budget, scale=sm.data.scale, reports="relaxation")
    if not status.has_solution:
        return status, None, solver
    x = [next(c for c in combos if solver.boolean_value(sm.choose[j, c])) for j, combos in enumerate(sm.data.options)]
    return status, x, solver


def learn_from(data: SequentialData, x: list[Combination]) -> tuple[list, list]:
    """Judge x on the FMJ for every FMJ / KMJ requirement; per violated requirement a no-good (module
    docstring): (lifted releases, releases excluded exactly); both empty when x meets every requirement."""
    inst = data.instance
    no_goods: list[list[Combination]] = []
    exact: list[list[Combination]] = []
    if not sensitive_published(inst):
        return no_goods, exact
    for req in inst.requirements:
        if req.join == "MJ":
            continue  # exact in the model
        view = data.views[req.quasi_identifiers]
        level = levels(inst, view, x, req.kind)
        if not (level < req.k - 1e-12).any():
            continue
        if req.kind == "k-linkability":
            no_goods.append(lift_violation(inst, view, req.k, x, int(np.argmin(level))))
        elif not exact:  # diversity can fall when cells are generalized: only x is ruled out
            exact.append(x)
    return no_goods, exact


def solve_cell_sequential(
    inst: SequentialCellInput, *, time_limit: float = 60.0, seed: int = 0, workers: int = 1
) -> SequentialCellResult:
    """The least-LM release T_2 meeting every requirement with T_1 (MJ exactly in one model; FMJ / KMJ
    by lazy no-goods)."""
    for req in inst.requirements:
        if req.join not in ("MJ", "FMJ", "KMJ"):
            raise ValueError(f"unknown join {req.join!r}")
    start = time.perf_counter()
    data = sequential_data(inst)
    sm = compile_sequential_model(data, [])  # one model; the no-goods are added to it as they are learnt
    stats: dict[str, Any] = {
        "choices": sum(len(o) for o in data.options),
        "links": sum(len(p) for p in data.pairs.values()),
        "requirements": len(inst.requirements),
        "rounds": 0,
        "no_goods": 0,
    }
    bound = 0.0
    incumbent: tuple[float, list[Combination]] | None = None
    status = Status.UNKNOWN
    budget = Budget.for_time_limit(time_limit)  # work seconds, never the wall clock (run.py)
    while not budget.exhausted:
        round_status, x, solver = _solve_round(sm, budget, seed, workers)
        stats["rounds"] += 1
        if round_status is Status.INFEASIBLE:
            status = Status.INFEASIBLE  # the learnt no-goods are valid: no release meets the requirements
            break
        if x is None:
            break
        bound = max(bound, solver.best_objective_bound / data.scale)
        no_goods, exact_no_goods = learn_from(data, x)
        if no_goods or exact_no_goods:
            add_no_goods(sm, no_goods)
            add_exact_no_goods(sm, exact_no_goods)
            stats["no_goods"] += len(no_goods) + len(exact_no_goods)
            continue
        value = solver.objective_value / data.scale
        if incumbent is None or value < incumbent[0]:
            incumbent = (value, x)
        # OPTIMAL: the first optimum passing every check; otherwise a time-out inside the round
        status = Status.OPTIMAL if round_status is Status.OPTIMAL else Status.FEASIBLE
        break
    stats.update(budget.statistics())
    if incumbent is None:
        return SequentialCellResult(
            Status.INFEASIBLE if status is Status.INFEASIBLE else Status.UNKNOWN,
            bound=None if status is Status.INFEASIBLE else bound,
            runtime_s=time.perf_counter() - start,
            statistics=stats,
        )
    value, x = incumbent
    if status is Status.UNKNOWN:
        status = Status.FEASIBLE
    records = [current_record(inst, j, c) for j, c in enumerate(x)]
    nodes = {a: np.array([r[a] for r in records], dtype=np.int64) for a in inst.release_attributes}
    objective = release_lm(inst, nodes)
    return SequentialCellResult(
        status,
        nodes,
        objective,
        objective if status is Status.OPTIMAL else min(bound, objective),
        time.perf_counter() - start,
        stats,
    )


def release_lm(inst: SequentialCellInput, nodes: Mapping[str, np.ndarray]) -> float:
    """LM of the generalized cells: sum over cells of (|v| - 1) / (|A| - 1) (section 5.2)."""
    total = 0.0
    for a in inst.generalized:
        tax = inst.taxonomies[a]
        if tax.n_leaves > 1:
            total += float(((tax.leaf_count[nodes[a]] - 1) / (tax.n_leaves - 1)).sum())
    return total


class CpSatSequentialCellSolver(SolverBase):
    """Exact: the least-LM cell generalization of a new release under any conjunction of k-linkability
    and k-diversity requirements with one previous release, over the MJ, or the FMJ/KMJ (equal for
    R = 2) by lazy no-goods."""

    name = "cpsat-sequential-cell"
    capabilities = Capabilities(
        exact=True,
        kinds=frozenset({"sequential"}),
        models=frozenset({"cell"}),
        requirements=frozenset({"k-linkability", "k-diversity"}),
        objectives=frozenset({"LM"}),
        suppression=False,
        max_requirements=16,
        conditions=(one_previous_release, previous_sizes_equal_table, starred_table),
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        inst = sequential_cell_input(problem)
        result = solve_cell_sequential(
            inst,
            time_limit=limits.time_limit,
            seed=limits.seed,
            workers=limits.workers,
        )
        solution = Solution(
            self.name,
            result.status,
            objective=result.objective,
            bound=result.bound,
            runtime_s=result.runtime_s,
            statistics=dict(result.statistics),
        )
        if result.nodes is not None:
            solution.generalized = {a: result.nodes[a] for a in inst.generalized}
            solution.suppressed = np.zeros(problem.n_rows, dtype=bool)
        return solution
