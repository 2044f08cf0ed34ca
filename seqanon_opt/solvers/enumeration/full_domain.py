"""``full-domain``: optimal full-domain generalization by enumerating the level lattice.

Full-domain generalization (Samarati 2001; the model ARX optimises) publishes
every value of attribute a at one hierarchy level. Levels are counted from the
leaves: level h publishes each leaf's ancestor at depth ``height_a - h`` (the
depth cut; leaves shallower than that stay as they are), so every level vector
is a cut and the full-domain optimum is an upper bound on the cut optimum.

The lattice has ``prod_a (height_a + 1)`` vectors (6,480 for Adult's 8 QIs).
Each is evaluated by one vectorised group-by over the distinct QI tuples.
Pruning is exact: without room to suppress, k-anonymity is anti-monotone, so a
vector whose one-level-more-general neighbour fails, fails too; such vectors
are skipped (with suppression the rule still holds for the suppressed count).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from itertools import product

import numpy as np

from ...metrics.cell_loss import cell_loss_by_step
from ...problem import Problem
from ...requirements import KAnonymity
from ...solution import Solution, Status
from ..base import Capabilities, check_supported
from ..registry import register
from ..tuples import TupleTable, ancestor_at_depth, group_sizes, tuple_table


@dataclass(frozen=True)
class LatticePoint:
    """One evaluated level vector."""

    levels: tuple[int, ...]
    feasible: bool
    loss: float | None
    suppressed_rows: int


def evaluate_levels(problem: Problem, table: TupleTable, depth_tables: list[np.ndarray],
                    step_costs: list[np.ndarray], levels: tuple[int, ...], requirement: KAnonymity) -> LatticePoint:
    """k-anonymity and loss of one level vector (suppressing every group smaller than k).

    ``step_costs[j][leaf, s]``: loss of publishing ``leaf`` as its s-th ancestor.
    """
    taxes = table.taxonomies
    nodes = np.column_stack([depth_tables[j][table.leaves[:, j], tax.height - levels[j]]
                             for j, tax in enumerate(taxes)])
    group, sizes, _ = group_sizes(nodes, table.weight, taxes)
    small_tuple = sizes[group] < requirement.k
    suppressed = int(table.weight[small_tuple].sum())
    if suppressed > requirement.max_suppressed:
        return LatticePoint(levels, False, None, suppressed)
    published = np.zeros(table.n_tuples)
    at_root = np.zeros(table.n_tuples)
    for j, tax in enumerate(taxes):
        leaves = table.leaves[:, j]
        steps = tax.depth[leaves] - tax.depth[nodes[:, j]]
        published += step_costs[j][leaves, steps]
        at_root += step_costs[j][leaves, -1]
    per_tuple = np.where(small_tuple, at_root, published)
    return LatticePoint(levels, True, float((per_tuple * table.weight).sum()), suppressed)


def enumerate_lattice(problem: Problem, requirement: KAnonymity, prune: bool = True,
                      deadline: float | None = None) -> list[LatticePoint]:
    """Evaluate level vectors from the most general down, skipping those below a failure."""
    attrs = problem.quasi_identifiers
    if set(requirement.quasi_identifiers) != set(attrs):
        raise ValueError("full-domain enumeration needs the requirement on every QI")
    taxes = [problem.taxonomies[a] for a in attrs]
    table = tuple_table(attrs, taxes, [problem.codes[a] for a in attrs])
    depth_tables = [ancestor_at_depth(t) for t in taxes]
    costs = [cell_loss_by_step(problem.objective, t, problem.codes[a]) for a, t in zip(attrs, taxes)]
    heights = [t.height for t in taxes]
    vectors = sorted(product(*(range(h + 1) for h in heights)), key=lambda v: -sum(v))
    failed: set[tuple[int, ...]] = set()
    points = []
    for levels in vectors:
        if deadline is not None and time.perf_counter() > deadline:
            break
        if prune and any(levels[:j] + (levels[j] + 1,) + levels[j + 1:] in failed
                         for j in range(len(levels)) if levels[j] < heights[j]):
            failed.add(levels)
            points.append(LatticePoint(levels, False, None, -1))
            continue
        point = evaluate_levels(problem, table, depth_tables, costs, levels, requirement)
        if not point.feasible:
            failed.add(levels)
        points.append(point)
    return points


def levels_to_solution(problem: Problem, levels: tuple[int, ...], requirement: KAnonymity,
                       solver: str) -> Solution:
    """The cut, generalized columns and suppressed rows of a level vector."""
    generalized, cuts = {}, {}
    for attr, level in zip(problem.quasi_identifiers, levels):
        tax = problem.taxonomies[attr]
        depth = tax.height - level
        table = ancestor_at_depth(tax)
        generalized[attr] = table[problem.codes[attr], depth]
        cuts[attr] = sorted(set(int(v) for v in table[tax.leaves, depth]))
    stacked = np.column_stack([generalized[a] for a in requirement.quasi_identifiers])
    _, inverse, counts = np.unique(stacked, axis=0, return_inverse=True, return_counts=True)
    suppressed = counts[inverse.reshape(-1)] < requirement.k
    return Solution(solver, Status.FEASIBLE, generalized=generalized, suppressed=suppressed, cuts=cuts)


def best_full_domain(problem: Problem, requirement: KAnonymity, deadline: float | None = None
                     ) -> tuple[LatticePoint | None, list[LatticePoint], bool]:
    """The least-LM feasible level vector; all evaluated points; whether the lattice was completed."""
    points = enumerate_lattice(problem, requirement, deadline=deadline)
    total = int(np.prod([problem.taxonomies[a].height + 1 for a in problem.quasi_identifiers]))
    feasible = [p for p in points if p.feasible]
    best = min(feasible, key=lambda p: (p.loss, p.levels)) if feasible else None
    return best, points, len(points) == total


@register("full-domain")
class FullDomainSolver:
    """Exact: optimal full-domain generalization (one level per attribute), k-anonymity, per-cell metrics."""

    name = "full-domain"
    capabilities = Capabilities(exact=True, kinds=frozenset({"single"}), models=frozenset({"full-domain"}),
                                requirements=frozenset({"k-anonymity"}),
                                objectives=frozenset({"LM", "EM", "distortion"}), suppression=True)

    def solve(self, problem: Problem, *, time_limit: float | None = None, seed: int | None = None,
              workers: int | None = None, hint: Solution | None = None) -> Solution:
        check_supported(self, problem)
        start = time.perf_counter()
        limit = time_limit if time_limit is not None else problem.solver.time_limit
        requirement = problem.requirements[0]
        best, points, complete = best_full_domain(problem, requirement, deadline=start + limit)
        stats = {"lattice_points": len(points), "evaluated": sum(1 for p in points if p.suppressed_rows >= 0),
                 "feasible_points": sum(1 for p in points if p.feasible)}
        if best is None:
            status = Status.INFEASIBLE if complete else Status.UNKNOWN
            return Solution(self.name, status, runtime_s=time.perf_counter() - start, statistics=stats)
        solution = levels_to_solution(problem, best.levels, requirement, self.name)
        solution.status = Status.OPTIMAL if complete else Status.FEASIBLE
        solution.objective = best.loss
        solution.bound = best.loss if complete else None
        solution.statistics = stats | {"levels": dict(zip(problem.quasi_identifiers, best.levels))}
        solution.runtime_s = time.perf_counter() - start
        return solution
