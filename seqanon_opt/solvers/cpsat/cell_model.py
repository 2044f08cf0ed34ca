"""Compile single-table k-anonymity under cell generalization into a CP-SAT model.

Cell generalization (local recoding, Shmueli-Tassa et al. section 2.2): every
cell is published as any ancestor-or-self of its value, independently of the
other cells. A record is therefore published as a *combination*
``c = (c_1..c_q)`` of nodes with ``c_a`` on the path of its value of ``a``;
k-anonymity asks that every combination used by a kept record is used by at
least k kept records.

Rows with the same QI tuple are interchangeable, so the model counts rows per
distinct tuple t (weight w_t) instead of deciding row by row. Candidate
combinations: c is a candidate for t when it lies above t on every attribute
and at least k rows of the table lie below c (n_c >= k); a combination with
n_c < k can never hold k rows. Formulation (S = lcm_a(|A_a| - 1)):

* ``publish[t, c]`` (int in 0..w_t): rows of tuple t published as c;
* ``suppressed[t]`` (int in 0..min(w_t, B)): rows of tuple t left out;
* ``used[c]`` (bool): combination c is published;
* every row published or suppressed: ``sum_c publish[t, c] + suppressed[t] = w_t``;
* used links: ``publish[t, c] <= w_t used[c]``;
* k-anonymity: ``sum_t publish[t, c] >= k used[c]``;
* budget: ``sum_t suppressed[t] <= B``;
* objective (LM scaled by S, section 5.2):
  ``sum_{t,c} LM_S(c) publish[t, c] + sum_t F_S suppressed[t]`` with
  ``LM_S(c) = sum_a (|c_a| - 1) S / (|A_a| - 1)`` and ``F_S`` the scaled cost of
  a suppressed row (every QI at its root: S per QI with more than one leaf).

Size: sum over tuples of the candidates above them (at most
``D * prod_a (height_a + 1)`` integer variables), one ``used`` per candidate.
QIs outside the requirement's attribute set are published as leaves (cost 0).

Conjunctions of group criteria (:mod:`.cell_criteria`) build this same model
with k = the conjunction's least group size, over tuples split by sensitive
value too, and add their criteria's constraints on top.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import pandas as pd
from ortools.sat.python import cp_model

from ...data.taxonomy import ancestor_table
from ...problem import Problem
from ...requirements import KAnonymity
from ...solution import Solution, Status
from ..cut_costs import cut_costs
from ..tuples import TupleTable, tuple_table

MAX_ASSIGNMENTS = 1_000_000  # (tuple, combination) pairs; beyond this the model is not built (seconds to build)
# work seconds of building one (tuple, combination) pair, charged to the solve's budget: enumerating the
# candidates and passing the variables and rows to CP-SAT's Python API (measured 2026-11-30: the first 100
# rows of Adult at k = 5, 113,967 pairs, 0.5 s and 2.9 s; 200 rows at k = 10, 358,110 pairs, 1.0 s and 8.6 s)
BUILD_WORK_PER_PAIR = 3e-5

Combination = tuple[int, ...]


@dataclass(frozen=True)
class CellCandidates:
    """Data for the model: the distinct tuples and the combinations each may be published as.

    ``above[t]``: candidate combinations of tuple t; ``below[c]``: the tuples
    below candidate c; ``cost[c]``: scaled LM of publishing one row as c;
    ``suppression_cost``: scaled LM of one suppressed row.
    """

    requirement: KAnonymity
    table: TupleTable
    scale: int
    above: dict[int, list[Combination]]
    below: dict[Combination, list[int]]
    cost: dict[Combination, int]
    suppression_cost: int


def cell_candidates(
    problem: Problem,
    requirement: KAnonymity,
    value: np.ndarray | None = None,
    keep: Callable[[TupleTable, list[int]], bool] | None = None,
) -> CellCandidates:
    """Enumerate, per distinct tuple, the combinations above it; keep those with n_c >= k.

    ``value`` (a per-row code, the sensitive value for a conjunction of group criteria,
    :mod:`.cell_criteria`) splits the tuples by it too; ``keep(table, tuples)`` drops more candidates (a
    necessary condition on the tuples below them).
    """
    attrs = requirement.quasi_identifiers
    taxes = [problem.taxonomies[a] for a in attrs]
    table = tuple_table(attrs, taxes, [problem.codes[a] for a in attrs], value)
    lm = cut_costs(problem, "LM")
    scale = lm.scale
    costs = [lm.step_cost[a][:, 0] for a in attrs]  # row v, step 0: the LM of node v itself
    pair_tuple, nodes = combinations_above(table, taxes)
    combo_of, first = first_seen_codes(nodes, [tax.n_nodes for tax in taxes])
    rows = np.bincount(combo_of, weights=table.weight[pair_tuple], minlength=len(first))
    large = np.flatnonzero(rows >= requirement.k)  # codes of the combinations holding k rows, first seen first
    index = np.full(len(first), -1)
    index[large] = np.arange(len(large))
    candidate = index[combo_of]  # per pair: its combination among the large ones (first seen first), or -1
    pairs = np.flatnonzero(candidate >= 0)  # in tuple order
    by_combo = pairs[np.argsort(candidate[pairs], kind="stable")]
    sizes = np.bincount(candidate[pairs], minlength=len(large))
    tuples_of = np.split(pair_tuple[by_combo], np.cumsum(sizes)[:-1]) if len(large) else []
    combos = list(map(tuple, nodes[first[large]].tolist()))
    kept = np.array([keep is None or keep(table, ts.tolist()) for ts in tuples_of], dtype=bool)
    below = {combos[i]: tuples_of[i].tolist() for i in np.flatnonzero(kept).tolist()}
    pairs = pairs[kept[candidate[pairs]]]
    pairs = pairs[np.lexsort((candidate[pairs], pair_tuple[pairs]))]  # by tuple, then first seen
    above: dict[int, list[Combination]] = {t: [] for t in range(table.n_tuples)}
    for t, i in zip(pair_tuple[pairs].tolist(), candidate[pairs].tolist()):
        above[t].append(combos[i])
    combo_cost = sum(cs.astype(np.int64)[nodes[first[large], j]] for j, cs in enumerate(costs))
    cost = {combos[i]: int(combo_cost[i]) for i in np.flatnonzero(kept).tolist()}
    roots = sum(int(lm.step_cost[a][problem.taxonomies[a].root, 0]) for a in problem.quasi_identifiers)
    return CellCandidates(requirement, table, scale, above, below, cost, roots)


def combinations_above(table: TupleTable, taxes: list) -> tuple[np.ndarray, np.ndarray]:
    """Every (tuple, combination above it) pair: the tuple of each and the combination's nodes (pairs, q).
    Tuples in order; a tuple's combinations in the order of ``itertools.product`` over its paths from leaf
    to root (the last attribute fastest), as a mixed-radix count per tuple."""
    length = np.column_stack([tax.depth[table.leaves[:, j]] + 1 for j, tax in enumerate(taxes)]).astype(np.int64)
    paths = [ancestor_table(tax)[table.leaves[:, j]] for j, tax in enumerate(taxes)]  # [t, s]: s steps up
    per_tuple = length.prod(axis=1)
    pair_tuple = np.repeat(np.arange(table.n_tuples), per_tuple)
    rank = np.arange(len(pair_tuple)) - np.repeat(np.cumsum(per_tuple) - per_tuple, per_tuple)
    nodes = np.empty((len(pair_tuple), len(taxes)), dtype=np.int64)
    for j in reversed(range(len(taxes))):
        steps = length[pair_tuple, j]
        nodes[:, j] = paths[j][pair_tuple, rank % steps]
        rank //= steps
    return pair_tuple, nodes


def first_seen_codes(nodes: np.ndarray, radices: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """A code per row of ``nodes`` numbering the distinct rows in order of first appearance, and the first
    row of each code (one factorization per column, so the keys stay below rows x radix)."""
    code = np.zeros(len(nodes), dtype=np.int64)
    for j, radix in enumerate(radices):
        code, _ = pd.factorize(code * int(radix) + nodes[:, j], sort=False)
        code = code.astype(np.int64)
    _, first = np.unique(code, return_index=True)
    return code, first


@dataclass
class CellModel:
    """A compiled model with its variables keyed by meaning."""

    model: cp_model.CpModel
    candidates: CellCandidates
    publish: dict[tuple[int, Combination], cp_model.IntVar] = field(default_factory=dict)
    suppressed: dict[int, cp_model.IntVar] = field(default_factory=dict)
    used: dict[Combination, cp_model.IntVar] = field(default_factory=dict)
    objective: cp_model.LinearExpr | int = 0

    @property
    def scale(self) -> int:
        return self.candidates.scale


def _name(combo: Combination) -> str:
    return ",".join(str(v) for v in combo)


def add_publish_variables(cm: CellModel) -> None:
    weight = cm.candidates.table.weight
    for t, combos in cm.candidates.above.items():
        for c in combos:
            cm.publish[t, c] = cm.model.new_int_var(0, int(weight[t]), f"publish[tuple {t} as {_name(c)}]")


def add_suppressed_variables(cm: CellModel) -> None:
    """suppressed[t], capped by the budget (0 without one)."""
    weight = cm.candidates.table.weight
    budget = cm.candidates.requirement.max_suppressed
    for t in cm.candidates.above:
        cm.suppressed[t] = cm.model.new_int_var(0, int(min(weight[t], budget)), f"suppressed[tuple {t}]")


def add_used_variables(cm: CellModel) -> None:
    for c in cm.candidates.below:
        cm.used[c] = cm.model.new_bool_var(f"used[{_name(c)}]")


def add_every_row_published_or_suppressed(cm: CellModel) -> None:
    weight = cm.candidates.table.weight
    for t, combos in cm.candidates.above.items():
        cm.model.add(sum(cm.publish[t, c] for c in combos) + cm.suppressed[t] == int(weight[t]))


def add_used_links(cm: CellModel) -> None:
    weight = cm.candidates.table.weight
    for (t, c), var in cm.publish.items():
        cm.model.add(var <= int(weight[t]) * cm.used[c])


def add_k_anonymity(cm: CellModel) -> None:
    k = cm.candidates.requirement.k
    for c, tuples in cm.candidates.below.items():
        cm.model.add(sum(cm.publish[t, c] for t in tuples) >= k * cm.used[c])


def add_suppression_budget(cm: CellModel) -> None:
    cm.model.add(sum(cm.suppressed.values()) <= cm.candidates.requirement.max_suppressed)


def set_lm_objective(cm: CellModel) -> None:
    cost = cm.candidates.cost
    terms = [cost[c] * var for (t, c), var in cm.publish.items() if cost[c]]
    if cm.candidates.suppression_cost:
        terms += [cm.candidates.suppression_cost * s for s in cm.suppressed.values()]
    cm.objective = sum(terms)
    cm.model.minimize(cm.objective)


def assignment_counts(
    candidates: CellCandidates, nodes: np.ndarray, suppressed: np.ndarray
) -> tuple[dict[tuple[int, Combination], int], dict[int, int]]:
    """Rows per (tuple, combination) and suppressed rows per tuple of a row-level assignment.

    ``nodes[i]``: row i's published combination on the requirement's attributes.
    """
    counts: dict[tuple[int, Combination], int] = {}
    dropped = {t: 0 for t in candidates.above}
    for i, t in enumerate(candidates.table.row_tuple.tolist()):
        if suppressed[i]:
            dropped[t] += 1
        else:
            key = (t, tuple(int(v) for v in nodes[i]))
            counts[key] = counts.get(key, 0) + 1
    return counts, dropped


def add_assignment_hint(cm: CellModel, counts: dict[tuple[int, Combination], int], dropped: dict[int, int]) -> None:
    """A complete hint from a row-level assignment (pairs outside the candidates are ignored)."""
    for key, var in cm.publish.items():
        cm.model.add_hint(var, counts.get(key, 0))
    for t, var in cm.suppressed.items():
        cm.model.add_hint(var, dropped.get(t, 0))
    used = {c for (_, c), n in counts.items() if n}
    for c, var in cm.used.items():
        cm.model.add_hint(var, c in used)


def compile_cell_model(candidates: CellCandidates, hint: tuple[dict, dict] | None = None) -> CellModel:
    """Build the model in named steps: variables, constraints, objective, hint."""
    cm = CellModel(cp_model.CpModel(), candidates)
    add_publish_variables(cm)
    add_suppressed_variables(cm)
    add_used_variables(cm)
    add_every_row_published_or_suppressed(cm)
    add_used_links(cm)
    add_k_anonymity(cm)
    add_suppression_budget(cm)
    set_lm_objective(cm)
    if hint is not None:
        add_assignment_hint(cm, *hint)
    return cm


def read_assignment(
    problem: Problem, cm: CellModel, solver: cp_model.CpSolver
) -> tuple[dict[str, np.ndarray], np.ndarray]:
    """Row-level nodes and suppression mask from the solved counts."""
    candidates = cm.candidates
    attrs = candidates.requirement.quasi_identifiers
    generalized = {a: problem.codes[a].astype(np.int64).copy() for a in problem.quasi_identifiers}
    suppressed = np.zeros(problem.n_rows, dtype=bool)
    order = np.argsort(candidates.table.row_tuple, kind="stable")  # each tuple's rows, in row order
    rows_of = np.split(
        order, np.cumsum(np.bincount(candidates.table.row_tuple, minlength=candidates.table.n_tuples))[:-1]
    )
    for t, combos in candidates.above.items():
        rows = iter(rows_of[t].tolist())
        for c in combos:
            for _ in range(solver.value(cm.publish[t, c])):
                i = next(rows)
                for a, v in zip(attrs, c):
                    generalized[a][i] = v
        for i in rows:
            suppressed[i] = True
    return generalized, suppressed


def assignment_upper_bound(problem: Problem, attrs: tuple[str, ...], split: np.ndarray | None = None) -> int:
    """``sum_t prod_a (depth(t_a) + 1)`` over the distinct tuples t of the rows' leaves on ``attrs``
    (with ``split``, a code per row such as the sensitive value, the tuples split by it too): the
    (tuple, combination) pairs of the cell model, every combination above every tuple."""
    columns = [problem.codes[a] for a in attrs] + ([] if split is None else [split])
    leaves = np.unique(np.column_stack(columns), axis=0)
    paths = np.ones(len(leaves), dtype=np.float64)
    for j, a in enumerate(attrs):
        paths *= problem.taxonomies[a].depth[leaves[:, j]] + 1
    return int(paths.sum())


def too_large(name: str, size: int, runtime: float) -> Solution | None:
    """UNKNOWN when the model would hold more than ``MAX_ASSIGNMENTS`` (tuple, combination) pairs
    (:func:`assignment_upper_bound`: ``size``), else None (the model is built)."""
    if size <= MAX_ASSIGNMENTS:
        return None
    return Solution(
        name,
        Status.UNKNOWN,
        runtime_s=runtime,
        statistics={"assignment_upper_bound": size},
        message=f"cell model too large: up to {size} (tuple, combination) pairs "
        f"(limit {MAX_ASSIGNMENTS}); cpsat-cell is for small tables",
    )
