"""The compact Lagrangian: a lower bound at any duals, climbed by a deflected subgradient method.

``models/cell_column_generation.md`` (the compact Lagrangian). The compact cell model over the *closed*
combinations (:mod:`.closing`: ``used[T]`` in {0, 1}, ``publish[t, T] <= n_t used[T]``,
``sum_t publish[t, T] >= k used[T]``, every record published once or suppressed) holds an optimal release.
Dualising the every-record rows with multipliers ``y_t`` (free) leaves one problem per combination and one
for the suppression:

    L(y) = sum_t n_t y_t + sum_{T closed, >= k records} min(0, g_T(y)) + sum_t (F - y_t) s*_t(y),

    g_T(y) = the least sum_{r in S} (LM(T) - y_r) over multisets S of >= k records below T
           = sum over the records with y_r > LM(T) of (LM(T) - y_r)    when they are at least k,
             k LM(T) - (sum of the k largest duals below T)              otherwise,

with ``s*`` the B most negative ``F - y_t`` (:func:`.bound.cheapest_suppression`). ``L(y)`` is at most the
cell optimum for every y (weak duality), and its maximum is the compact LP's value, which is the set
partitioning LP's (the hull of one combination's problem is its relaxation). Unlike the bound of
:mod:`.bound`, which charges ``N / k`` times the least reduced cost, every combination pays only its own
negative part, so ``L`` is a bound at any y and a subgradient method climbs it past the dual ascent's
plateau: ``n_t - sum_T S*_T(t) - s*_t`` is a subgradient at y.

Each closed combination is counted once: a class of a level vector (:mod:`.pricing`) is *closed* when no
attribute has all its tuples below one deeper node (its combination is the LCA of its records), and a
closed combination met at several level vectors (leaves shallower than the depth) counts at the first.

Measured (``models/cell_column_generation.md``): on the first 1,000 rows of Adult at k = 5 the ascent's
plateau 1,223.8 rises to 1,255.4 in 100 iterations (LP 1,258.9); on 5,000 rows at k = 100 12,389 rises to
12,760.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .bound import cheapest_suppression
from .instance import GroupingInstance
from .pricing import NEGATIVE, Pricer

THETA, THETA_MAX, THETA_GROWTH = 0.05, 2.0, 1.1  # Polyak step factor: start, cap, growth on improvement
THETA_MIN = 1e-6  # the climb stops when the step factor falls below this
TARGET = 0.2  # the Polyak target: the best bound raised by this share (at most the best release)
COMPLETE_EVERY = 5  # a complete evaluation (a bound) every this many iterations; between, the paying levels
STALL = 2  # complete evaluations without a better bound after which the step factor halves
DEFLECTION = 0.3  # direction = DEFLECTION * subgradient + (1 - DEFLECTION) * previous direction
ROUNDING = 1e-12  # relative margin for the float sums of L (their terms' magnitudes times this)
EVALUATION_OVERHEAD = 20_000  # an evaluation counts at least this many tuple evaluations (its fixed cost)
COUNT_WORK = 3  # the walk of counted_classes, in pricing passes (measured 2.8 on 1,000 rows of Adult)


def counted_classes(inst: GroupingInstance, pricer: Pricer) -> tuple[dict[int, np.ndarray], int]:
    """Per level vector (grid index), the classes (indices in the vector's key order) counted in
    ``L``: closed, at least k records, each closed combination once (module docstring); and the tuple
    evaluations of the walk."""
    n_tuples = inst.table.n_tuples
    order, zeros = np.arange(n_tuples), np.zeros(n_tuples)
    heights = np.array([len(anc) - 1 for anc in inst.ancestor])
    levels, within, keys = [], [], []
    for batch in pricer.batches(np.arange(len(inst.levels))):
        c = pricer.level_classes(batch, order, zeros)
        starts = c.bounds[:-1]
        first = c.perm[starts]
        depth = inst.levels[c.level]  # (classes, q)
        closed = c.size >= inst.k
        for j, anc in enumerate(inst.ancestor):
            deeper = np.minimum(depth[:, j] + 1, heights[j])
            below = anc[deeper[c.class_of], c.perm]  # each tuple's node one step deeper on attribute j
            shared = np.minimum.reduceat(below, starts) == np.maximum.reduceat(below, starts)
            closed &= ~(shared & (anc[deeper, first] != anc[depth[:, j], first]))
        offset = np.searchsorted(c.level, batch)  # the first class of each level vector of the batch
        index = np.flatnonzero(closed)
        row = np.searchsorted(batch, c.level[index])
        levels.append(c.level[index])
        within.append(index - offset[row])
        keys.append(c.combination[index])
    level_of, index_of, key_of = (np.concatenate(parts) for parts in (levels, within, keys))
    _, once = np.unique(key_of, return_index=True)
    once = np.sort(once)  # the first class of each closed combination, in walk order
    by_level = np.argsort(level_of[once], kind="stable")
    level_sorted, index_sorted = level_of[once][by_level], index_of[once][by_level].astype(np.int64)
    cuts = np.flatnonzero(np.diff(level_sorted)) + 1
    counted = {int(ls[0]): ix for ls, ix in zip(np.split(level_sorted, cuts), np.split(index_sorted, cuts)) if len(ls)}
    return counted, COUNT_WORK * n_tuples * len(inst.levels)


@dataclass
class LagrangianPoint:
    """``L`` at one y: its value, a subgradient, the work and where the negative ``g_T`` are."""

    value: float  # L(y) when complete, else an estimate from above (the skipped level vectors pay nothing)
    subgradient: np.ndarray
    evaluations: int
    levels: np.ndarray  # the level vectors (grid indices) of the combinations of negative g_T
    complete: bool  # every counted level vector was evaluated (the value is a bound)


def compact_lagrangian(
    inst: GroupingInstance,
    pricer: Pricer,
    counted: dict[int, np.ndarray],
    duals: np.ndarray,
    levels: np.ndarray | None = None,
) -> LagrangianPoint:
    """``L(duals)`` (module docstring) with a subgradient. Level vectors whose least LM is at least every
    record's dual have no negative ``g_T`` and are skipped (as in pricing). With ``levels``, only those
    level vectors are evaluated: the value is no bound, the subgradient an estimate (partial pricing)."""
    k = inst.k
    weight = inst.table.weight
    order = np.argsort(-duals, kind="stable")
    live = np.flatnonzero(k * inst.level_floor - pricer.top_k(duals, order) < 0)
    live = live[np.isin(live, np.fromiter(counted, dtype=np.int64) if levels is None else levels)]
    suppressed = cheapest_suppression(inst, duals)
    value = float(duals @ weight) + float((inst.suppression_cost - duals) @ suppressed)
    used = suppressed.copy()
    magnitude = float(np.abs(duals) @ weight) + float(np.abs(inst.suppression_cost - duals) @ suppressed)
    paying_levels = []
    for batch in pricer.batches(live):
        c = pricer.level_classes(batch, order, duals)
        offset = np.searchsorted(c.level, batch)
        here = np.concatenate([offset[i] + counted[int(level)] for i, level in enumerate(batch.tolist())])
        w = weight[c.perm]
        gain = c.y > c.loss[c.class_of]  # records whose dual exceeds their class's LM
        negative_part = np.bincount(c.class_of, weights=w * np.minimum(c.loss[c.class_of] - c.y, 0.0))
        gainers = np.bincount(c.class_of, weights=w * gain)
        all_gainers = gainers >= k
        g = np.where(all_gainers, negative_part, c.rc)
        counted_here = np.zeros(len(g), dtype=bool)
        counted_here[here] = True
        negative = g[counted_here & (g < 0)]
        value += float(negative.sum())
        magnitude += float(np.abs(negative).sum())
        paying = counted_here & (g < -NEGATIVE)
        paying_levels.append(np.unique(c.level[paying]))
        chosen = paying[c.class_of]
        amount = np.where(all_gainers[c.class_of], w * gain, c.take)[chosen]
        used += np.bincount(c.perm[chosen], weights=amount, minlength=len(duals))
    evaluations = len(live) * len(order)
    paid = np.unique(np.concatenate([np.zeros(0, dtype=np.int64), *paying_levels]))
    value -= ROUNDING * magnitude  # what float sums of these terms may be off by: the bound stays proven
    return LagrangianPoint(value, weight - used, max(evaluations, EVALUATION_OVERHEAD), paid, levels is None)


@dataclass
class Climb:
    """What the subgradient method leaves: the best bound, its duals and the iterations run."""

    bound: float
    duals: np.ndarray
    iterations: int


def subgradient_ascent(
    inst: GroupingInstance,
    pricer: Pricer,
    counted: dict[int, np.ndarray],
    duals: np.ndarray,
    upper: float,
    spend: Callable[[int], bool],
) -> Climb:
    """Climb ``L`` from ``duals`` while ``spend(evaluations)`` allows, along a deflected subgradient
    (Camerini, Fratta and Maffioli 1975) with Polyak steps toward a target ``TARGET`` above the best bound
    (at most ``upper``, the best release's cost). Every ``COMPLETE_EVERY``-th evaluation is complete (a
    bound; the step factor grows when it improves, halves after ``STALL`` that do not); the others
    evaluate only the level vectors that paid at the last complete one (partial pricing: on 1,000 rows of
    Adult at k = 5, 25 passes' work climb to 1,251.7 instead of 1,236.8 with complete evaluations only;
    LP 1,258.9). Returns the best bound and its duals."""
    point = compact_lagrangian(inst, pricer, counted, duals)
    best, best_duals, reference = point.value, duals, point.value
    direction, levels = point.subgradient, point.levels
    theta, stall, iteration = THETA, 0, 0
    while spend(point.evaluations) and best < upper:
        norm = float(direction @ direction)
        if point.complete and not point.subgradient.any() or norm <= 0 or theta < THETA_MIN:
            break  # a zero subgradient (y maximises L), or steps too small to move
        target = min(upper, best + TARGET * abs(best))
        duals = duals + theta * (target - reference) / norm * direction
        iteration += 1
        complete = iteration % COMPLETE_EVERY == 0 or not len(levels)
        point = compact_lagrangian(inst, pricer, counted, duals, levels=None if complete else levels)
        direction = DEFLECTION * point.subgradient + (1 - DEFLECTION) * direction
        if not complete:
            continue
        levels, reference = point.levels, point.value
        if point.value > best:
            best, best_duals, stall = point.value, duals, 0
            theta = min(theta * THETA_GROWTH, THETA_MAX)
        else:
            stall += 1
            if stall >= STALL:
                theta, stall = theta / 2, 0
    return Climb(best, best_duals, iteration)
