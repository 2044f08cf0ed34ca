"""Compile single-table k-anonymity under cut generalization into a CP-SAT model.

Formulation (written up in models/cut_k_anonymity.md):

* variables: ``in_cut[a, v]`` (bool) -- node v of attribute a's taxonomy is in
  the cut; with a suppression budget, ``suppressed[c]`` (bool) for every
  candidate group c smaller than k -- c is published and its records are
  suppressed;
* one cut node per path: for every leaf l of every taxonomy,
  ``sum_{v on path(l)} in_cut[a, v] = 1``;
* k-anonymity, no suppression: for each maximal small group c,
  ``OR_a OR_{u strictly above c_a} in_cut[a, u]`` -- some attribute must be
  generalized strictly above c (anti-monotonicity makes this exact and
  stronger than forbidding c alone);
* k-anonymity with a budget B: ``suppressed[c] >= AND_a in_cut[a, c_a]`` for
  every small c, and ``sum_c n_c suppressed[c] <= B``;
* objective, LM scaled to integers by S = lcm(|A_a| - 1):
  ``sum_{a,v} n_v LM(v) S in_cut[a, v] + sum_c n_c (q S - sum_a LM(c_a) S) suppressed[c]``
  where n_v counts the rows whose value lies below v and q is the number of
  quasi-identifiers (a suppressed row costs 1 per QI cell).

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
from .groups import candidate_groups, maximal_small_groups


@dataclass
class CutModel:
    """A compiled model with its variables keyed by meaning."""

    model: cp_model.CpModel
    requirement: KAnonymity
    scale: int
    in_cut: dict[tuple[str, int], cp_model.IntVar] = field(default_factory=dict)
    suppressed: dict[int, cp_model.IntVar] = field(default_factory=dict)
    group_nodes: np.ndarray | None = None
    group_sizes: np.ndarray | None = None
    statistics: dict[str, int] = field(default_factory=dict)


def lm_scale(problem: Problem) -> int:
    """S = lcm over QIs of (|A_a| - 1): makes every scaled LM cell cost an integer."""
    return lcm(*[max(problem.taxonomies[a].n_leaves - 1, 1) for a in problem.quasi_identifiers])


def scaled_lm(problem: Problem, attr: str, scale: int) -> np.ndarray:
    """Integer LM cost ``(leaves(v) - 1) * S / (|A| - 1)`` of every node of ``attr``."""
    tax = problem.taxonomies[attr]
    return (tax.leaf_count - 1) * (scale // max(tax.n_leaves - 1, 1))


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


def add_candidate_groups(cm: CutModel, problem: Problem) -> None:
    attrs = cm.requirement.quasi_identifiers
    cm.group_nodes, cm.group_sizes = candidate_groups(
        [problem.codes[a] for a in attrs], [problem.taxonomies[a] for a in attrs])
    cm.statistics["candidate_groups"] = int(len(cm.group_sizes))
    cm.statistics["small_groups"] = int((cm.group_sizes < cm.requirement.k).sum())


def add_small_group_exclusions(cm: CutModel, problem: Problem) -> None:
    """No suppression: every maximal small group needs an attribute lifted above it."""
    attrs = cm.requirement.quasi_identifiers
    taxes = [problem.taxonomies[a] for a in attrs]
    chosen = maximal_small_groups(cm.group_nodes, cm.group_sizes, cm.requirement.k, taxes)
    for g in chosen:
        lifts = [cm.in_cut[a, u] for a, tax, v in zip(attrs, taxes, cm.group_nodes[g])
                 for u in ancestors(tax, int(v))[1:]]
        cm.model.AddBoolOr(lifts)  # empty clause = infeasible, as it should be
    cm.statistics["exclusion_clauses"] = int(len(chosen))


def add_group_suppression(cm: CutModel, problem: Problem) -> None:
    """With a budget: a published small group is suppressed, within the budget."""
    attrs = cm.requirement.quasi_identifiers
    small = np.flatnonzero(cm.group_sizes < cm.requirement.k)
    for g in small:
        s = cm.model.NewBoolVar(f"suppressed[{g}]")
        cm.suppressed[int(g)] = s
        cm.model.AddBoolOr([s] + [cm.in_cut[a, int(v)].Not() for a, v in zip(attrs, cm.group_nodes[g])])
    cm.model.Add(sum(int(cm.group_sizes[g]) * s for g, s in cm.suppressed.items())
                 <= cm.requirement.max_suppressed)
    cm.statistics["suppression_variables"] = int(len(small))


def set_lm_objective(cm: CutModel, problem: Problem) -> None:
    terms = []
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        below = np.bincount(problem.codes[attr], minlength=tax.n_nodes)
        # rows below v: sum of leaf counts over v's subtree (pre-order slice)
        order = np.argsort(tax.tin)
        prefix = np.concatenate([[0], np.cumsum(below[order])])
        rows_below = prefix[tax.tout] - prefix[tax.tin]
        cost = scaled_lm(problem, attr, cm.scale)
        for v in range(tax.n_nodes):
            weight = int(rows_below[v] * cost[v])
            if weight:
                terms.append(weight * cm.in_cut[attr, v])
    if cm.suppressed:
        attrs = cm.requirement.quasi_identifiers
        costs = [scaled_lm(problem, a, cm.scale) for a in attrs]
        full = len(problem.quasi_identifiers) * cm.scale
        for g, s in cm.suppressed.items():
            published = sum(int(c[v]) for c, v in zip(costs, cm.group_nodes[g]))
            terms.append(int(cm.group_sizes[g]) * (full - published) * s)
    cm.model.Minimize(sum(terms))


def compile_cut_model(problem: Problem, requirement: KAnonymity) -> CutModel:
    """Build the model in named steps: variables, constraints, objective."""
    cm = CutModel(cp_model.CpModel(), requirement, lm_scale(problem))
    add_cut_variables(cm, problem)
    add_one_cut_node_per_path(cm, problem)
    fix_unconstrained_attributes_to_leaves(cm, problem)
    add_candidate_groups(cm, problem)
    if requirement.max_suppressed == 0:
        add_small_group_exclusions(cm, problem)
    else:
        add_group_suppression(cm, problem)
    set_lm_objective(cm, problem)
    return cm
