"""Integer cell costs of a per-cell metric (LM, EM, distortion) for exact cut models.

CP-SAT needs integer coefficients. LM is scaled exactly by S = lcm_a(|A_a| - 1);
categorical distortion (levels climbed) is already integral. Other costs (EM,
interval widths) are scaled by 10^6 and rounded: the model is then exact for
the rounded costs and the reported objective is recomputed in full precision.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import lcm

import numpy as np

from ..data.taxonomy import ancestor_table
from ..metrics.cell_loss import cell_loss_by_step, em_node_loss_from_counts
from ..problem import Problem

ROUNDED_SCALE = 10**6


@dataclass(frozen=True)
class CutCosts:
    """``step_cost[a][leaf, j]``: integer cost of publishing ``leaf`` as its j-th ancestor;
    the objective in the metric's unit is the integer objective / ``scale``."""

    metric: str
    scale: int
    exact: bool
    step_cost: dict[str, np.ndarray]
    ancestors: dict[str, np.ndarray]

    def node_weights(self, problem: Problem, attr: str) -> np.ndarray:
        """``W[v]``: the integer cost of every record below v when v is in the cut."""
        tax = problem.taxonomies[attr]
        leaves = problem.codes[attr]
        weights = np.zeros(tax.n_nodes, dtype=np.int64)
        chain = self.ancestors[attr][leaves]
        cost = self.step_cost[attr][leaves]
        if problem.weight is not None:  # a tuple table: each row costs once per record
            cost = cost * problem.weight[:, None]
        for j in range(chain.shape[1]):
            fresh = (j == 0) | (chain[:, j] != chain[:, j - 1])  # clamped steps repeat the root
            np.add.at(weights, chain[fresh, j], cost[fresh, j])
        return weights

    def suppressed_cost(self, attr: str, leaves: np.ndarray) -> np.ndarray:
        """Integer cost of a suppressed cell (its value at the root)."""
        return self.step_cost[attr][leaves, -1]


def _cell_loss_by_step(metric: str, problem: Problem, attr: str) -> np.ndarray:
    """:func:`cell_loss_by_step` of ``attr``; EM's leaf distribution counts records (a weighted problem's
    rows by their weights)."""
    tax, leaves = problem.taxonomies[attr], problem.codes[attr]
    if metric == "EM" and problem.weight is not None:
        return em_node_loss_from_counts(tax, np.bincount(leaves, weights=problem.weight, minlength=tax.n_nodes))[
            ancestor_table(tax)
        ]
    return cell_loss_by_step(metric, tax, leaves)


def cut_costs(problem: Problem, metric: str | None = None) -> CutCosts:
    """Integer step costs of ``metric`` (default: the problem's objective) for every QI."""
    metric = metric or problem.objective
    if metric == "discernibility":  # a per-group metric: its cells cost nothing, groups carry the cost
        zeros = {
            a: np.zeros((problem.taxonomies[a].n_nodes, problem.taxonomies[a].height + 1), dtype=np.int64)
            for a in problem.quasi_identifiers
        }
        return CutCosts(
            metric, 1, True, zeros, {a: ancestor_table(problem.taxonomies[a]) for a in problem.quasi_identifiers}
        )
    raw = {a: _cell_loss_by_step(metric, problem, a) for a in problem.quasi_identifiers}
    ancestors = {a: ancestor_table(problem.taxonomies[a]) for a in problem.quasi_identifiers}
    if metric == "LM":
        scale = lcm(*[max(problem.taxonomies[a].n_leaves - 1, 1) for a in problem.quasi_identifiers])
        step = {a: np.rint(raw[a] * scale).astype(np.int64) for a in raw}
        return CutCosts(metric, scale, True, step, ancestors)
    if all(np.allclose(raw[a], np.rint(raw[a])) for a in raw):
        return CutCosts(metric, 1, True, {a: np.rint(raw[a]).astype(np.int64) for a in raw}, ancestors)
    step = {a: np.rint(raw[a] * ROUNDED_SCALE).astype(np.int64) for a in raw}
    return CutCosts(metric, ROUNDED_SCALE, False, step, ancestors)
