"""Compile a single table's group-local requirement under cut generalization into a CP-SAT model.

The model is a relaxation that grows round by round (lazy constraint
generation, see ``cut_solver.py``); this module builds it from what the rounds
have learnt so far. Formulation (written up in models/cut_generalization.md):

* ``in_cut[a, v]`` (bool): node v of attribute a's taxonomy is in the cut;
* one cut node per path: for every leaf l, ``sum_{v on path(l)} in_cut[a, v] = 1``;
* lifting clause for each learnt violating group M (and n_M > B so its rows
  cannot all be suppressed): ``OR_a OR_{u strictly above M_a} in_cut[a, u]``
  -- without a lift above M the rows below M form groups of which one violates
  (the requirements are union-closed, see criteria.py);
* covering clauses for each learnt violating group M with n_M <= B (downward
  closed requirements only: k-anonymity, (X,Y)-anonymity):
  ``suppressed[t] OR (OR_a OR_{u strictly above M_a} in_cut[a, u])`` for every
  distinct QI tuple t below M -- without a lift above M all of M's rows are
  suppressed; and the budget ``sum_t w_t suppressed[t] <= B`` (w_t: rows of t);
* objective, a per-cell metric (LM, EM, distortion) in integer units
  (:mod:`..cut_costs`; LM scaled exactly by S = lcm_a(|A_a| - 1)):
  ``sum_{a,v} W_a(v) in_cut[a, v] + sum_t w_t extra[t]`` with W_a(v) the cost
  of every row below v published as v, ``extra[t] >= full_t suppressed[t] - gen_t``
  and ``extra[t] >= 0``, where ``gen_t`` (linear in ``in_cut``) is the cost of
  tuple t's cells under the cut and ``full_t`` their cost at the roots (a
  suppressed row costs every QI cell at the root); optionally capped by a
  known feasible objective (valid because the model relaxes the problem).

QIs outside the requirement's attribute set are fixed to their leaf cut.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from ortools.sat.python import cp_model

from ...data.taxonomy import ancestors
from ...problem import Problem
from ..cut_costs import CutCosts
from ..tuples import TupleTable
from .criteria import GroupCriterion


@dataclass
class LearntGroups:
    """What the lazy rounds have learnt: small groups to lift above (n_M > B) or to cover (n_M <= B).

    ``covered[key] = (M's nodes, the distinct tuples below M)``.
    """

    excluded: dict[int, np.ndarray] = field(default_factory=dict)
    covered: dict[int, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)

    def suppressible_tuples(self) -> np.ndarray:
        if not self.covered:
            return np.zeros(0, dtype=np.int64)
        return np.unique(np.concatenate([t for _, t in self.covered.values()]))


@dataclass
class CutModel:
    """A compiled model with its variables keyed by meaning."""

    model: cp_model.CpModel
    requirement: GroupCriterion
    costs: CutCosts
    in_cut: dict[tuple[str, int], cp_model.IntVar] = field(default_factory=dict)
    suppressed: dict[int, cp_model.IntVar] = field(default_factory=dict)
    extra: dict[int, cp_model.IntVar] = field(default_factory=dict)
    published: dict[int, cp_model.IntVar] = field(default_factory=dict)
    objective: cp_model.LinearExpr | int = 0

    @property
    def scale(self) -> int:
        return self.costs.scale


def add_cut_variables(cm: CutModel, problem: Problem) -> None:
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        for v in range(tax.n_nodes):
            cm.in_cut[attr, v] = cm.model.new_bool_var(f"in_cut[{attr}={tax.labels[v]}]")


def add_one_cut_node_per_path(cm: CutModel, problem: Problem) -> None:
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        for leaf in tax.leaves:
            cm.model.add_exactly_one(cm.in_cut[attr, v] for v in ancestors(tax, int(leaf)))


def fix_unconstrained_attributes_to_leaves(cm: CutModel, problem: Problem) -> None:
    for attr in problem.quasi_identifiers:
        if attr not in cm.requirement.attributes:
            for leaf in problem.taxonomies[attr].leaves:
                cm.model.add(cm.in_cut[attr, int(leaf)] == 1)


def lifts_above(cm: CutModel, problem: Problem, nodes: np.ndarray) -> list[cp_model.IntVar]:
    """The in_cut literals of every node strictly above the combination ``nodes``."""
    attrs = cm.requirement.attributes
    return [cm.in_cut[a, u] for a, v in zip(attrs, nodes) for u in ancestors(problem.taxonomies[a], int(v))[1:]]


def add_lifting_clauses(cm: CutModel, problem: Problem, learnt: LearntGroups) -> None:
    for nodes in learnt.excluded.values():
        cm.model.add_bool_or(lifts_above(cm, problem, nodes))  # empty clause: infeasible, as it should be


def add_tuple_suppression(cm: CutModel, problem: Problem, learnt: LearntGroups, table: TupleTable) -> None:
    """suppressed[t] and extra[t] for the tuples below covered groups; covering clauses; the budget."""
    attrs = cm.requirement.attributes
    for t in learnt.suppressible_tuples():
        t = int(t)
        leaves = table.leaves[t]
        full = int(sum(cm.costs.suppressed_cost(a, leaf) for a, leaf in zip(attrs, leaves)))
        cm.suppressed[t] = cm.model.new_bool_var(f"suppressed[tuple {t}]")
        cm.extra[t] = cm.model.new_int_var(0, full, f"extra[tuple {t}]")
        generalized = []
        for a, leaf in zip(attrs, leaves):
            chain, cost = cm.costs.ancestors[a][leaf], cm.costs.step_cost[a][leaf]
            generalized += [
                int(cost[j]) * cm.in_cut[a, int(chain[j])]
                for j in range(len(chain))
                if cost[j] and (j == 0 or chain[j] != chain[j - 1])
            ]
        cm.model.add(cm.extra[t] >= full * cm.suppressed[t] - sum(generalized))
    for nodes, tuples in learnt.covered.values():
        lifts = lifts_above(cm, problem, nodes)
        for t in tuples:
            cm.model.add_bool_or([cm.suppressed[int(t)], *lifts])
    if cm.suppressed:
        cm.model.add(sum(int(table.weight[t]) * s for t, s in cm.suppressed.items()) <= cm.requirement.max_suppressed)


def set_objective(cm: CutModel, problem: Problem, table: TupleTable, upper_bound: int | None = None) -> None:
    terms = []
    for attr in problem.quasi_identifiers:
        weights = cm.costs.node_weights(problem, attr)
        terms += [int(w) * cm.in_cut[attr, v] for v, w in enumerate(weights) if w]
    terms += [int(table.weight[t]) * e for t, e in cm.extra.items()]
    cm.objective = sum(terms)
    cm.model.minimize(cm.objective)
    if upper_bound is not None:
        cm.model.add(cm.objective <= upper_bound)


def add_discernibility_objective(
    cm: CutModel, problem: Problem, groups: np.ndarray, sizes: np.ndarray, violating: np.ndarray
) -> None:
    """Discernibility (Bayardo-Agrawal): ``sum_c cost_c published[c]`` over every candidate group c,
    ``published[c] >= AND_a in_cut[a, c_a]``; cost n_c^2, or n_c N when c violates and its rows are
    suppressed (``sum n_c published[c] <= B`` over violating c; with B = 0 they cannot be published).
    Exactly one candidate group per row is published, so the sum is exact at the minimum."""
    attrs = cm.requirement.attributes
    n = problem.n_records
    terms, budget = [], []
    for g, (nodes, size, bad) in enumerate(zip(groups, sizes.tolist(), violating.tolist())):
        active = cm.model.new_bool_var(f"published[group {g}]")
        cm.published[g] = active
        cm.model.add_bool_or([active] + [cm.in_cut[a, int(v)].negated() for a, v in zip(attrs, nodes)])
        if bad and cm.requirement.max_suppressed == 0:
            cm.model.add(active == 0)
        elif bad:
            terms.append(size * n * active)
            budget.append(size * active)
        else:
            terms.append(size * size * active)
    if budget:
        cm.model.add(sum(budget) <= cm.requirement.max_suppressed)
    cm.objective = sum(terms)
    cm.model.minimize(cm.objective)


def add_cut_hint(cm: CutModel, problem: Problem, cuts: dict[str, list[int]]) -> None:
    """A complete hint for the cut variables."""
    for attr in problem.quasi_identifiers:
        chosen = set(cuts.get(attr, []))
        for v in range(problem.taxonomies[attr].n_nodes):
            cm.model.add_hint(cm.in_cut[attr, v], v in chosen)


def compile_cut_model(
    problem: Problem,
    requirement: GroupCriterion,
    learnt: LearntGroups,
    table: TupleTable,
    costs: CutCosts,
    *,
    upper_bound: int | None = None,
    hint: dict[str, list[int]] | None = None,
) -> CutModel:
    """Build the current relaxation in named steps: variables, constraints, objective, hint."""
    cm = CutModel(cp_model.CpModel(), requirement, costs)
    add_cut_variables(cm, problem)
    add_one_cut_node_per_path(cm, problem)
    fix_unconstrained_attributes_to_leaves(cm, problem)
    add_lifting_clauses(cm, problem, learnt)
    add_tuple_suppression(cm, problem, learnt, table)
    set_objective(cm, problem, table, upper_bound)
    if hint:
        add_cut_hint(cm, problem, hint)
    return cm


def compile_discernibility_model(
    problem: Problem,
    requirement: GroupCriterion,
    costs: CutCosts,
    groups: np.ndarray,
    sizes: np.ndarray,
    violating: np.ndarray,
) -> CutModel:
    """The complete (not lazy) model for discernibility: every candidate group is a variable."""
    cm = CutModel(cp_model.CpModel(), requirement, costs)
    add_cut_variables(cm, problem)
    add_one_cut_node_per_path(cm, problem)
    fix_unconstrained_attributes_to_leaves(cm, problem)
    add_discernibility_objective(cm, problem, groups, sizes, violating)
    return cm
