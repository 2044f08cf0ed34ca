"""``full-domain``: optimal full-domain generalization by searching the level lattice.

Full-domain generalization (Samarati 2001; the model ARX optimises) publishes
every value of attribute a at one hierarchy level. Levels are counted from the
leaves: level h publishes each leaf's ancestor at depth ``height_a - h`` (the
depth cut; leaves shallower than that stay as they are), so every level vector
is a cut and the full-domain optimum is an upper bound on the cut optimum.

The requirements are any conjunction of group criteria (:mod:`..criteria`: k-anonymity, the four
l-diversity variants, t-closeness, delta-disclosure, beta-likeness) with one suppression budget B:
under a vector the rows are grouped by their published tuple, every group that breaks some criterion
is suppressed whole (ARX's model) and the vector is feasible when at most B rows are.

Weighted problems (a tuple table, ``problem.weight`` records per row): the distinct QI tuples weigh
the records of their rows (``tuple_table(..., row_weight=)``), EM's leaf distribution and the criteria's
histograms count records too, and B is in records; the release is given per row of the table.

The lattice has ``prod_a (height_a + 1)`` vectors (6,480 for Adult's 8 QIs).
Each is evaluated by one vectorised group-by over the distinct QI tuples
(:class:`LevelTable` holds, per attribute and level, every tuple's key part and
published cost, computed once; the criteria on the sensitive attribute sum the
tuples' sparse histograms, :meth:`Conjunction.tuple_stats`, built once, into the
groups). The search visits the vectors from the most general down and prunes
exactly (models/full_domain.md):

* feasibility, only for a *monotone* conjunction (:attr:`Conjunction.monotone`:
  generalizing keeps it satisfied; k-anonymity and distinct l-diversity with a
  budget, every kind here without one, being union-closed): a vector one level
  below an infeasible vector is infeasible and is not evaluated. Without a
  budget: an infeasible vector has a violating group, a union of groups of the
  vector below, one of which violates by union-closure. With a budget and
  downward-closed criteria: every part of a violating group violates, so the
  vector below suppresses a superset of the rows. Other conjunctions with a
  budget (entropy l-diversity, t-closeness, ...) can suppress fewer rows when
  specialized (a violating group splits into satisfying parts): no inference,
  every vector the bound keeps is evaluated;
* bound: a row costs at least ``min(published cost, root cost)`` per QI
  (published, or suppressed at the roots), so
  ``LB(h) = sum_a sum_t w_t min(c_a(t, h_a), c_a(t, root))`` is a lower bound on
  the loss of vector h; it is separable, computed for the whole lattice at once,
  and a vector with ``LB(h)`` above the best loss found is not evaluated. It holds
  whatever the criteria (it does not look at which rows are suppressed).

Adult k-anonymity (8 QIs, k in 2..100, suppression 0 to 10%): 96 to 365 vectors
evaluated, every run complete; faster than ARX's Flash on every case of
``seqanon bench arx-adult`` (README). The lattice is searched layer by layer
(one level sum at a time: the feasibility rule and the bound are applied to the
whole layer at once) and a vector whose levels combine into few keys is grouped
by counting dense node ranks instead of hashing.

Time limits are deterministic (the rule of :mod:`seqanon_opt.solvers.cpsat.run`):
a limit of T seconds is a work budget of ``T * WORK_PER_SECOND`` units, one unit
per tuple of a group-by (plus ``HISTOGRAM_WORK`` per (tuple, sensitive value) pair for
the criteria on the sensitive attribute) and ``VISIT_WORK`` per vector visited; a search that
runs out stops at the same vector every time and reports the best vector found
with the lower bound ``min(best loss, min LB over the vectors not visited)``.
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ...data.taxonomy import Taxonomy, ancestor_table
from ...metrics.cell_loss import cell_loss_by_step, em_node_loss_from_counts
from ...problem import Problem
from ...requirements import GROUP_KINDS, Requirement
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from ..criteria import Conjunction, TupleStats, conjunction_for, conjunction_reason
from ..tuples import TupleTable, ancestor_at_depth, tuple_table, unique_rows

WORK_PER_SECOND = 4e7  # tuple evaluations per work second (measured 3e7 to 6e7 on one core)
DENSE_KEYS = 1 << 16  # group by counting up to this many combined keys (or 4 per tuple)
VISIT_WORK = 100  # work units of visiting one vector (the Python bookkeeping, ~2 us), evaluated or not
# work units per (tuple, sensitive value) pair summed into the groups' histograms (Adult, 7 QIs, occupation
# sensitive: 0.30 to 0.45 ms per vector with t-closeness or entropy l-diversity, 0.16 to 0.23 ms k-anonymity alone)
HISTOGRAM_WORK = 0.5


@dataclass(frozen=True)
class LatticePoint:
    """One visited level vector: evaluated (``suppressed_rows >= 0``) or pruned as infeasible (-1)."""

    levels: tuple[int, ...]
    feasible: bool
    loss: float | None
    suppressed_rows: int


@dataclass(frozen=True)
class LevelTable:
    """What every level vector's evaluation needs, computed once from the distinct QI tuples.

    ``published[j][h][t]``: the cost of tuple t's cell j
    at level h; ``root_cost[t]``: the cost of all of t's cells at the roots (a
    suppressed row); ``published_total[j][h] = sum_t w_t published[j][h][t]``;
    ``bound_part[j][h] = sum_t w_t min(published[j][h][t], root cost of cell j)``;
    ``dense[j][h][t]``: the rank of tuple t's node among the ``n_dense[j][h]`` nodes of level h
    (a vector whose nodes combine into few keys is grouped by counting, not hashing).
    """

    table: TupleTable
    heights: tuple[int, ...]
    published: tuple[tuple[np.ndarray, ...], ...]
    root_cost: np.ndarray
    published_total: tuple[np.ndarray, ...]
    bound_part: tuple[np.ndarray, ...]
    dense: tuple[tuple[np.ndarray, ...], ...]
    n_dense: tuple[tuple[int, ...], ...]

    @property
    def n_vectors(self) -> int:
        return int(np.prod([h + 1 for h in self.heights]))


def step_costs(problem: Problem, attr: str, tax: Taxonomy) -> np.ndarray:
    """:func:`cell_loss_by_step` of ``attr`` under the problem's objective, EM's leaf distribution counting
    row i ``problem.weight[i]`` times (a weighted problem's rows are tuples of records)."""
    if problem.objective == "EM" and problem.weight is not None:
        counts = np.bincount(problem.codes[attr], weights=problem.weight, minlength=tax.n_nodes)
        return em_node_loss_from_counts(tax, counts)[ancestor_table(tax)]
    return cell_loss_by_step(problem.objective, tax, problem.codes[attr])


def level_table(problem: Problem) -> LevelTable:
    """Group the rows into distinct QI tuples (weighted by the records each row stands for) and tabulate keys
    and costs per attribute and level."""
    attrs = problem.quasi_identifiers
    taxes = [problem.taxonomies[a] for a in attrs]
    table = tuple_table(attrs, taxes, [problem.codes[a] for a in attrs], row_weight=problem.weight)
    published, published_total, bound_part, dense, n_dense = [], [], [], [], []
    root_cost = np.zeros(table.n_tuples)
    for j, (attr, tax) in enumerate(zip(attrs, taxes)):
        # per (leaf, level) tables over the taxonomy's nodes, then one gather per level over the tuples
        leaves = table.leaves[:, j]
        step_cost = step_costs(problem, attr, tax)
        at_level = ancestor_at_depth(tax)[:, ::-1]  # at_level[v, h]: v's node at level h (h from the leaves)
        root = step_cost[leaves, -1]
        root_cost += root
        costs, ranks, counts = [], [], []
        for h in range(tax.height + 1):
            node_of = at_level[:, h]
            cost_of = step_cost[np.arange(tax.n_nodes), np.maximum(tax.depth - tax.depth[node_of], 0)]
            nodes = node_of[leaves]
            used = np.flatnonzero(np.bincount(nodes, minlength=tax.n_nodes))
            rank_of = np.zeros(tax.n_nodes, dtype=np.int32)
            rank_of[used] = np.arange(len(used), dtype=np.int32)
            costs.append(cost_of[leaves])
            ranks.append(rank_of[node_of][leaves])
            counts.append(len(used))
        dense.append(tuple(ranks))
        n_dense.append(tuple(counts))
        published.append(tuple(costs))
        # elementwise then sum: a BLAS dot product can stall on busy cores (its threads spin)
        published_total.append(np.array([float((c * table.weight).sum()) for c in costs]))
        bound_part.append(np.array([float((np.minimum(c, root) * table.weight).sum()) for c in costs]))
    return LevelTable(
        table,
        tuple(t.height for t in taxes),
        tuple(published),
        root_cost,
        tuple(published_total),
        tuple(bound_part),
        tuple(dense),
        tuple(n_dense),
    )


def _keys(lt: LevelTable, levels: tuple[int, ...]) -> tuple[np.ndarray, int | None]:
    """Every tuple's group under a level vector: dense keys below the returned span when the levels'
    nodes combine into at most ``DENSE_KEYS`` keys (counting), else group ids by hashing (span None)."""
    weight = lt.table.weight
    combined = 1
    for j, h in enumerate(levels):
        combined *= lt.n_dense[j][h]
    if combined <= max(DENSE_KEYS, 4 * len(weight)):
        keys = lt.dense[0][levels[0]].copy()
        for j in range(1, len(levels)):
            keys *= lt.n_dense[j][levels[j]]
            keys += lt.dense[j][levels[j]]
        return keys, combined
    keys = lt.dense[0][levels[0]].astype(np.int64)
    span = lt.n_dense[0][levels[0]]  # keys lie in 0..span-1
    for j in range(1, len(levels)):
        width = lt.n_dense[j][levels[j]]
        if span * width >= 2**62:  # renumber before the mixed radix could overflow
            keys, span = pd.factorize(keys)[0].astype(np.int64), len(weight)
        keys = keys * width + lt.dense[j][levels[j]]
        span *= width
    return pd.factorize(keys)[0], None


def _group_sizes(lt: LevelTable, levels: tuple[int, ...]) -> np.ndarray:
    """Every tuple's group size (rows) under a level vector."""
    keys, span = _keys(lt, levels)
    if span is not None:
        return np.bincount(keys, weights=lt.table.weight, minlength=span)[keys]
    return np.bincount(keys, weights=lt.table.weight)[keys]


def as_conjunction(problem: Problem, requirement: Requirement | Conjunction | None = None) -> Conjunction:
    """The conjunction to judge groups with: ``requirement`` alone (a requirement of ``problem``, or one
    replacing them), a conjunction as given, or (None) the problem's requirements."""
    if isinstance(requirement, Conjunction):
        return requirement
    if requirement is None:
        return conjunction_for(problem)
    return conjunction_for(dataclasses.replace(problem, requirements=(requirement,)))


@dataclass(frozen=True)
class Judge:
    """A conjunction ready to judge the groups of any level vector over a tuple table: ``stats`` holds
    the tuples' histograms (None when only sizes matter: groups smaller than ``min_size`` violate)."""

    conjunction: Conjunction
    stats: TupleStats | None
    work: float  # work units of one evaluation (module docstring)

    def suppressed(self, lt: LevelTable, levels: tuple[int, ...]) -> np.ndarray:
        """Boolean per tuple: its group under ``levels`` breaks some criterion."""
        if self.stats is None:
            return _group_sizes(lt, levels) < self.conjunction.min_size
        keys, span = _keys(lt, levels)
        if span is not None:  # dense keys: renumber the groups present
            keys = pd.factorize(keys)[0]
        return self.conjunction.suppressed_tuples(self.stats, keys)


def judge_for(conjunction: Conjunction, lt: LevelTable) -> Judge:
    """Build the tuples' statistics once for every evaluation of a search."""
    if conjunction.only_size:
        return Judge(conjunction, None, float(lt.table.n_tuples))
    stats = conjunction.tuple_stats(lt.table.row_tuple, lt.table.weight)
    pairs = sum(len(h[0]) for h in stats.histograms.values())
    return Judge(conjunction, stats, float(lt.table.n_tuples + HISTOGRAM_WORK * pairs))


def evaluate_levels(lt: LevelTable, levels: tuple[int, ...], judge: Judge) -> LatticePoint:
    """Feasibility and loss of one level vector, suppressing every violating group.

    loss = sum_a published_total[a][h_a] + sum_{t in violating groups} w_t (root_cost[t] - published cost
    of t).
    """
    table = lt.table
    bad = judge.suppressed(lt, levels)
    suppressed = int(table.weight[bad].sum())
    if suppressed > judge.conjunction.budget:
        return LatticePoint(levels, False, None, suppressed)
    loss = float(sum(lt.published_total[j][h] for j, h in enumerate(levels)))
    if suppressed:
        cost = sum(lt.published[j][h][bad] for j, h in enumerate(levels))
        loss += float(((lt.root_cost[bad] - cost) * table.weight[bad]).sum())
    return LatticePoint(levels, True, loss, suppressed)


def _lattice(heights: tuple[int, ...]) -> np.ndarray:
    """Every level vector, most general first (level sum descending, then lexicographic)."""
    dtype = np.int8 if max(heights, default=0) < 127 else np.int16  # 1e7 vectors x 10 QIs: 100 MB
    grids = np.indices([h + 1 for h in heights], dtype=dtype).reshape(len(heights), -1).T
    keys = [grids[:, j] for j in range(len(heights) - 1, -1, -1)] + [-grids.sum(axis=1, dtype=np.int32)]
    return grids[np.lexsort(keys)]


@dataclass(frozen=True)
class LatticeSearch:
    """The result of :func:`search_lattice`.

    ``points``: every vector evaluated; ``inferred_infeasible``: vectors decided infeasible by the
    feasibility rule without evaluation; ``complete``: every vector decided or skipped by the bound, so
    ``best`` is the optimum; ``bound``: a lower bound on the full-domain optimum (its loss when
    complete); ``work``: the work units spent.
    """

    best: LatticePoint | None
    points: list[LatticePoint]
    complete: bool
    bound: float | None
    work: float
    skipped_by_bound: int
    inferred_infeasible: int = 0
    level_table: LevelTable | None = None
    judge: Judge | None = None


def search_lattice(
    problem: Problem,
    requirement: Requirement | Conjunction | None = None,
    *,
    prune: bool = True,
    work_limit: float | None = None,
    lt: LevelTable | None = None,
) -> LatticeSearch:
    """Branch and bound over the level lattice (module docstring); ``prune=False`` evaluates every vector.
    ``requirement``: what to judge the groups with (:func:`as_conjunction`; default the problem's
    requirements).

    Layer by layer (vectors of one level sum, most general first): the feasibility rule (monotone
    conjunctions only) and the bound are applied to a whole layer at once (a vector's parents are all
    in the layer before), and only the vectors left are evaluated one by one, each checked against the
    bound again as the best improves. (One function: the layer pass and the evaluations share the
    incumbent, the failed marks and the work budget.)
    """
    conjunction = as_conjunction(problem, requirement)
    lt = lt if lt is not None else level_table(problem)
    judge = judge_for(conjunction, lt)
    infer = prune and conjunction.monotone
    heights = lt.heights
    vectors = _lattice(heights)
    bounds = sum(lt.bound_part[j][vectors[:, j]] for j in range(len(heights)))
    strides = np.cumprod([1] + [h + 1 for h in heights[:0:-1]])[::-1]  # mixed radix of the level vector
    index_of = vectors.astype(np.int64) @ strides
    level_sum = vectors.sum(axis=1, dtype=np.int64)
    layer_starts = np.flatnonzero(np.r_[True, level_sum[1:] != level_sum[:-1]]).tolist() + [len(vectors)]
    failed = np.zeros(len(vectors) + int(strides[0]) * (heights[0] + 1), dtype=bool)  # by index_of
    eval_work = judge.work
    best: LatticePoint | None = None
    points: list[LatticePoint] = []
    work, skipped, inferred, position = 0.0, 0, 0, len(vectors)

    def best_loss() -> float:
        assert best is not None and best.loss is not None, "the incumbent is a feasible point, which has a loss"
        return best.loss

    def tolerance() -> float:
        return 1e-9 * max(1.0, abs(best_loss())) if best is not None else 0.0

    for lo, hi in zip(layer_starts[:-1], layer_starts[1:]):
        if work_limit is not None and work + VISIT_WORK * (hi - lo) > work_limit:
            position = lo
            break
        work += VISIT_WORK * (hi - lo)
        layer, index = vectors[lo:hi], index_of[lo:hi]
        if prune:
            inherits = np.zeros(hi - lo, dtype=bool)
            if infer:
                for j, height in enumerate(heights):  # a parent: one level more general on attribute j
                    below_top = layer[:, j] < height
                    inherits[below_top] |= failed[index[below_top] + int(strides[j])]
                failed[index[inherits]] = True
                inferred += int(inherits.sum())
            todo = np.flatnonzero(~inherits)
            if best is not None:
                keep = bounds[lo + todo] <= best_loss() + tolerance()
                skipped += int((~keep).sum())
                todo = todo[keep]
        else:
            todo = np.arange(hi - lo)
        stopped = False
        for i in todo.tolist():
            if prune and best is not None and bounds[lo + i] > best_loss() + tolerance():
                skipped += 1
                continue
            if work_limit is not None and work + eval_work > work_limit:
                position, stopped = lo + i, True
                break
            work += eval_work
            point = evaluate_levels(lt, tuple(layer[i].tolist()), judge)
            points.append(point)
            if not point.feasible:
                failed[int(index[i])] = True
            elif best is None or (point.loss, point.levels) < (best.loss, best.levels):
                best = point
        if stopped:
            break
    complete = position == len(vectors)
    if complete:
        bound = best.loss if best is not None else None
    else:
        rest = float(bounds[position:].min())
        bound = rest if best is None else min(best_loss(), rest)
    return LatticeSearch(best, points, complete, bound, work, skipped, inferred, lt, judge)


def enumerate_lattice(
    problem: Problem,
    requirement: Requirement | Conjunction | None = None,
    prune: bool = True,
    work_limit: float | None = None,
) -> list[LatticePoint]:
    """The vectors :func:`search_lattice` visits (every vector, evaluated, when ``prune`` is False)."""
    return search_lattice(problem, requirement, prune=prune, work_limit=work_limit).points


def best_full_domain(
    problem: Problem, requirement: Requirement | Conjunction | None = None, work_limit: float | None = None
) -> tuple[LatticePoint | None, list[LatticePoint], bool]:
    """The least-loss feasible level vector (ties: the smallest level vector); the visited points;
    whether the search completed (then the vector is optimal)."""
    found = search_lattice(problem, requirement, work_limit=work_limit)
    return found.best, found.points, found.complete


def levels_to_solution(
    problem: Problem,
    levels: tuple[int, ...],
    requirement: Requirement | Conjunction | None,
    solver: str,
    lt: LevelTable | None = None,
    judge: Judge | None = None,
) -> Solution:
    """The cut, generalized columns and suppressed rows (of every violating group) of a level vector
    (``lt``, ``judge``: the search's level table and judge, whose tuples give the suppressed rows without
    grouping the rows again)."""
    generalized, cuts = {}, {}
    for attr, level in zip(problem.quasi_identifiers, levels):
        tax = problem.taxonomies[attr]
        depth = tax.height - level
        table = ancestor_at_depth(tax)
        generalized[attr] = table[problem.codes[attr], depth]
        cuts[attr] = sorted({int(v) for v in table[tax.leaves, depth]})
    conjunction = judge.conjunction if judge is not None else as_conjunction(problem, requirement)
    if lt is not None and lt.table.attributes == tuple(problem.quasi_identifiers):
        judge = judge if judge is not None else judge_for(conjunction, lt)
        suppressed = judge.suppressed(lt, levels)[lt.table.row_tuple]
    else:
        stacked = np.column_stack([generalized[a] for a in problem.quasi_identifiers])
        _, inverse, counts = unique_rows(stacked)
        if problem.weight is not None:  # records per group
            counts = np.bincount(inverse, weights=problem.weight, minlength=len(counts)).astype(np.int64)
        if conjunction.only_size:
            suppressed = counts[inverse] < conjunction.min_size
        else:  # the groups as "tuples" of one row each
            stats = conjunction.tuple_stats(inverse, counts)
            suppressed = conjunction.violating_groups(stats, np.arange(len(counts)), len(counts))[inverse]
    return Solution(solver, Status.FEASIBLE, generalized=generalized, suppressed=suppressed, cuts=cuts)


def work_limit_of(time_limit: float) -> float:
    """The work budget, in units, of a time limit in seconds (module docstring)."""
    return max(float(time_limit), 0.0) * WORK_PER_SECOND


class FullDomainSolver(SolverBase):
    """Exact: optimal full-domain generalization (one level per attribute) under any conjunction of group
    criteria with one suppression budget, per-cell metrics."""

    name = "full-domain"
    capabilities = Capabilities(
        exact=True,
        kinds=frozenset({"single"}),
        models=frozenset({"full-domain"}),
        requirements=GROUP_KINDS,
        objectives=frozenset({"LM", "EM", "distortion"}),
        suppression=True,
        max_requirements=16,
        conditions=(conjunction_reason,),
        weighted=True,
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        start = time.perf_counter()
        limit = limits.time_limit
        found = search_lattice(problem, work_limit=work_limit_of(limit))
        stats = {
            "lattice_points": len(found.points) + found.skipped_by_bound + found.inferred_infeasible,
            "evaluated": len(found.points),
            "feasible_points": sum(1 for p in found.points if p.feasible),
            "skipped_by_bound": found.skipped_by_bound,
            "inferred_infeasible": found.inferred_infeasible,
            "complete": found.complete,
            "work_units": found.work,
        }
        if found.best is None:
            status = Status.INFEASIBLE if found.complete else Status.UNKNOWN
            return Solution(
                self.name,
                status,
                bound=None if found.complete else found.bound,
                runtime_s=time.perf_counter() - start,
                statistics=stats,
                message="" if found.complete else "work budget spent before a feasible vector",
            )
        solution = levels_to_solution(problem, found.best.levels, None, self.name, found.level_table, found.judge)
        solution.status = Status.OPTIMAL if found.complete else Status.FEASIBLE
        solution.objective = found.best.loss
        solution.bound = found.bound
        solution.statistics = stats | {"levels": dict(zip(problem.quasi_identifiers, found.best.levels))}
        solution.runtime_s = time.perf_counter() - start
        return solution
