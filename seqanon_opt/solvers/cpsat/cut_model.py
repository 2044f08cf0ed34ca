"""Compile single-table k-anonymity under cut generalization into a CP-SAT model.

The model is a relaxation that grows round by round (lazy constraint
generation, see ``cut_solver.py``); this module builds it from what the rounds
have learnt so far. Formulation (written up in models/cut_k_anonymity.md):

* ``in_cut[a, v]`` (bool): node v of attribute a's taxonomy is in the cut;
* one cut node per path: for every leaf l, ``sum_{v on path(l)} in_cut[a, v] = 1``;
* lifting clause for each learnt small group M (n_M < k, and n_M > B so its
  rows cannot all be suppressed): ``OR_a OR_{u strictly above M_a} in_cut[a, u]``
  -- without a lift above M every row below M sits in a group smaller than k;
* ``suppressed[c]`` (bool) for each learnt small group c with n_c <= B:
  ``suppressed[c] >= AND_a in_cut[a, c_a]``, and ``sum_c n_c suppressed[c] <= B``;
* objective, LM scaled to integers by S = lcm_a(|A_a| - 1):
  ``sum_{a,v} n_v LM_S(v) in_cut[a, v] + sum_c n_c (q S - sum_a LM_S(c_a)) suppressed[c]``
  (a suppressed row costs 1 per QI cell), optionally capped by a known
  feasible objective (an upper bound: valid because the model relaxes the problem).

QIs outside the requirement's attribute set are fixed to their leaf cut.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import lcm

import numpy as np
from ortools.sat.python import cp_model

from ...data.taxonomy import ancestors
from ...problem import Problem
from ...requirements import KAnonymity


@dataclass
class LearntGroups:
    """What the lazy rounds have learnt: lifted small groups to exclude, small groups to suppress."""

    excluded: dict[int, np.ndarray] = field(default_factory=dict)
    suppressible: dict[int, tuple[np.ndarray, int]] = field(default_factory=dict)


@dataclass
class CutModel:
    """A compiled model with its variables keyed by meaning."""

    model: cp_model.CpModel
    requirement: KAnonymity
    scale: int
    in_cut: dict[tuple[str, int], cp_model.IntVar] = field(default_factory=dict)
    suppressed: dict[int, cp_model.IntVar] = field(default_factory=dict)
    objective: cp_model.LinearExpr | int = 0


def lm_scale(problem: Problem) -> int:
    """S = lcm over QIs of (|A_a| - 1): makes every scaled LM cell cost an integer."""
    return lcm(*[max(problem.taxonomies[a].n_leaves - 1, 1) for a in problem.quasi_identifiers])


def scaled_lm(problem: Problem, attr: str, scale: int) -> np.ndarray:
    """Integer LM cost ``(leaves(v) - 1) * S / (|A| - 1)`` of every node of ``attr``."""
    tax = problem.taxonomies[attr]
    return (tax.leaf_count - 1) * (scale // max(tax.n_leaves - 1, 1))


def rows_below(problem: Problem, attr: str) -> np.ndarray:
    """n_v: rows whose value of ``attr`` lies below each node v (a pre-order prefix sum)."""
    tax = problem.taxonomies[attr]
    per_leaf = np.bincount(problem.codes[attr], minlength=tax.n_nodes)
    prefix = np.concatenate([[0], np.cumsum(per_leaf[np.argsort(tax.tin)])])
    return prefix[tax.tout] - prefix[tax.tin]


def add_cut_variables(cm: CutModel, problem: Problem) -> None:
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        for v in range(tax.n_nodes):
            cm.in_cut[attr, v] = cm.model.NewBoolVar(f"in_cut[{attr}={tax.labels[v]}]")


def add_one_cut_node_per_path(cm: CutModel, problem: Problem) -> None:
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        for leaf in tax.leaves:
            cm.model.AddExactlyOne(cm.in_cut[attr, v] for v in ancestors(tax, int(leaf)))


def fix_unconstrained_attributes_to_leaves(cm: CutModel, problem: Problem) -> None:
    for attr in problem.quasi_identifiers:
        if attr not in cm.requirement.quasi_identifiers:
            for leaf in problem.taxonomies[attr].leaves:
                cm.model.Add(cm.in_cut[attr, int(leaf)] == 1)


def add_lifting_clauses(cm: CutModel, problem: Problem, learnt: LearntGroups) -> None:
    attrs = cm.requirement.quasi_identifiers
    taxes = [problem.taxonomies[a] for a in attrs]
    for nodes in learnt.excluded.values():
        lifts = [cm.in_cut[a, u] for a, tax, v in zip(attrs, taxes, nodes) for u in ancestors(tax, int(v))[1:]]
        cm.model.AddBoolOr(lifts)  # an empty clause makes the model infeasible, as it should


def add_group_suppression(cm: CutModel, problem: Problem, learnt: LearntGroups) -> None:
    attrs = cm.requirement.quasi_identifiers
    for key, (nodes, _) in learnt.suppressible.items():
        s = cm.model.NewBoolVar(f"suppressed[{key}]")
        cm.suppressed[key] = s
        cm.model.AddBoolOr([s] + [cm.in_cut[a, int(v)].Not() for a, v in zip(attrs, nodes)])
    if cm.suppressed:
        cm.model.Add(sum(learnt.suppressible[g][1] * s for g, s in cm.suppressed.items())
                     <= cm.requirement.max_suppressed)


def set_lm_objective(cm: CutModel, problem: Problem, learnt: LearntGroups,
                     upper_bound: int | None = None) -> None:
    terms = []
    for attr in problem.quasi_identifiers:
        weights = rows_below(problem, attr) * scaled_lm(problem, attr, cm.scale)
        terms += [int(w) * cm.in_cut[attr, v] for v, w in enumerate(weights) if w]
    attrs = cm.requirement.quasi_identifiers
    costs = [scaled_lm(problem, a, cm.scale) for a in attrs]
    full = len(problem.quasi_identifiers) * cm.scale
    for key, s in cm.suppressed.items():
        nodes, size = learnt.suppressible[key]
        published = sum(int(c[v]) for c, v in zip(costs, nodes))
        terms.append(size * (full - published) * s)
    cm.objective = sum(terms)
    cm.model.Minimize(cm.objective)
    if upper_bound is not None:
        cm.model.Add(cm.objective <= upper_bound)


def add_cut_hint(cm: CutModel, problem: Problem, cuts: dict[str, list[int]]) -> None:
    """A complete hint for the cut variables."""
    for attr in problem.quasi_identifiers:
        chosen = set(cuts.get(attr, []))
        for v in range(problem.taxonomies[attr].n_nodes):
            cm.model.AddHint(cm.in_cut[attr, v], v in chosen)


def compile_cut_model(problem: Problem, requirement: KAnonymity, learnt: LearntGroups, *,
                      upper_bound: int | None = None, hint: dict[str, list[int]] | None = None) -> CutModel:
    """Build the current relaxation in named steps: variables, constraints, objective, hint."""
    cm = CutModel(cp_model.CpModel(), requirement, lm_scale(problem))
    add_cut_variables(cm, problem)
    add_one_cut_node_per_path(cm, problem)
    fix_unconstrained_attributes_to_leaves(cm, problem)
    add_lifting_clauses(cm, problem, learnt)
    add_group_suppression(cm, problem, learnt)
    set_lm_objective(cm, problem, learnt, upper_bound)
    if hint:
        add_cut_hint(cm, problem, hint)
    return cm
