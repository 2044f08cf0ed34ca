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

The climb runs on a core of the combinations near paying (:mod:`.core`), a complete evaluation closing
each round. Measured (``models/cell_column_generation.md``): on the first 1,000 rows of Adult at k = 5 the
ascent's plateau 1,223.8 rises to the LP's 1,258.9 in 33 work seconds; on all of Adult at k = 10 15,115.7
rises to 15,549.4 in 444 (the climb without a core: 15,514.0 in 437).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .bound import cheapest_suppression
from .core import Core, NearClasses, class_terms
from .instance import GroupingInstance
from .pricing import NEGATIVE, Classes, Pricer

THETA, THETA_MAX, THETA_GROWTH = 0.05, 2.0, 1.1  # Polyak step factor: start, cap, growth on improvement
THETA_MIN = 1e-6  # the climb stops when the step factor falls below this
TARGET = 0.2  # the Polyak target: the best bound raised by this share (at most the best release)
STALL = 2  # complete evaluations without a better bound after which the step factor halves
NEAR_MARGIN = 0.05  # a combination joins the core when g_T < this times k (near paying)
CORE_ROUNDS, MAX_CORE_ROUNDS = 4, 200  # core iterations between complete evaluations: at first, at most
CORE_AGREES, CORE_DIFFERS = 1e-3, 1e-2  # the core's estimate off by at most / more than this share of the bound
RETURN, CORE_RETURN = 0.01, 0.02  # back to the best duals when a complete / core value falls this share below
DEFLECTION = 0.3  # direction = DEFLECTION * subgradient + (1 - DEFLECTION) * previous direction
ROUNDING = 1e-12  # relative margin for the float sums of L (their terms' magnitudes times this)
EVALUATION_OVERHEAD = 20_000  # an evaluation counts at least this many tuple evaluations (its fixed cost)
# the walk of counted_classes, in pricing passes (2.8 on 1,000 rows of Adult; on all of it at k = 25 16.5 s, charged
# 29.3 at 3: 1.7, which the bound's worker reaches with its slowdown, side.SIDE_SLOWDOWN)
COUNT_WORK = 1.45


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
    return counted, int(COUNT_WORK * n_tuples * len(inst.levels))


@dataclass
class LagrangianPoint:
    """``L`` at one y: its value, a subgradient, the work, and (when asked) the combinations near paying."""

    value: float  # L(y): a bound (every counted combination evaluated)
    subgradient: np.ndarray
    evaluations: int
    near: NearClasses  # the counted combinations with g_T < margin (empty without a margin)


def compact_lagrangian(
    inst: GroupingInstance,
    pricer: Pricer,
    counted: dict[int, np.ndarray],
    duals: np.ndarray,
    margin: float | None = None,
) -> LagrangianPoint:
    """``L(duals)`` (module docstring) with a subgradient, and with ``margin`` the counted combinations with
    ``g_T < margin`` and their tuples (the core's candidates). Level vectors whose least LM leaves no
    combination below the margin are skipped (as in pricing)."""
    k = inst.k
    weight = inst.table.weight
    order = np.argsort(-duals, kind="stable")
    reach = 0.0 if margin is None else max(margin, 0.0)
    live = np.flatnonzero(k * inst.level_floor - pricer.top_k(duals, order) < reach)
    live = live[np.isin(live, np.fromiter(counted, dtype=np.int64))]
    suppressed = cheapest_suppression(inst, duals)
    value = float(duals @ weight) + float((inst.suppression_cost - duals) @ suppressed)
    used = suppressed.copy()
    magnitude = float(np.abs(duals) @ weight) + float(np.abs(inst.suppression_cost - duals) @ suppressed)
    near = []
    for batch in pricer.batches(live):
        c = pricer.level_classes(batch, order, duals)
        offset = np.searchsorted(c.level, batch)
        here = np.concatenate([offset[i] + counted[int(level)] for i, level in enumerate(batch.tolist())])
        w = weight[c.perm]
        g, amount = class_terms(k, w, c.y, c.loss, c.class_of, c.take, c.rc)
        counted_here = np.zeros(len(g), dtype=bool)
        counted_here[here] = True
        negative = g[counted_here & (g < 0)]
        value += float(negative.sum())
        magnitude += float(np.abs(negative).sum())
        chosen = (counted_here & (g < -NEGATIVE))[c.class_of]
        used += np.bincount(c.perm[chosen], weights=amount[chosen], minlength=len(duals))
        if margin is not None:
            near.append(near_classes(c, counted_here & (g < margin)))
    value -= ROUNDING * magnitude  # what float sums of these terms may be off by: the bound stays proven
    evaluations = max(len(live) * len(order), EVALUATION_OVERHEAD)
    return LagrangianPoint(value, weight - used, evaluations, NearClasses.concatenate(near))


def near_classes(c: Classes, selected: np.ndarray) -> NearClasses:
    """The classes ``selected`` of one batch with their tuples (segments numbered from 0)."""
    index = np.flatnonzero(selected)
    renumber = np.full(len(selected), -1)
    renumber[index] = np.arange(len(index))
    members = selected[c.class_of]
    return NearClasses(c.combination[index], c.loss[index], c.perm[members], renumber[c.class_of[members]])


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
    """Climb ``L`` from ``duals`` while ``spend(evaluations)`` allows: rounds of core iterations (:mod:`.core`)
    along a deflected subgradient (Camerini, Fratta and Maffioli 1975) with Polyak steps toward ``TARGET``
    above the best bound (at most ``upper``, the best release's cost), each round closed by a complete
    evaluation (a bound, and the combinations near paying join the core). The step factor halves after
    ``STALL`` complete evaluations without a better bound; a round's core iterations double while the core
    predicts the complete value within ``CORE_AGREES`` and halve when it is off by more than
    ``CORE_DIFFERS`` (its combinations missed some that pay); a complete value ``RETURN`` below the best
    sends the climb back to the best duals. Returns the best bound and its duals."""
    margin = NEAR_MARGIN * inst.k
    core = Core(inst)
    point = compact_lagrangian(inst, pricer, counted, duals, margin)
    core.add(point.near)
    best, best_duals, best_point = point.value, duals, point
    theta, stall, rounds, iterations = THETA, 0, CORE_ROUNDS, 0
    while spend(point.evaluations) and best < upper and theta >= THETA_MIN:
        if not point.subgradient.any():
            break  # a zero subgradient of L: y maximises it
        duals, estimate, theta, steps = core_round(core, duals, point, best, upper, theta, rounds, spend)
        iterations += steps + 1
        point = compact_lagrangian(inst, pricer, counted, duals, margin)
        core.add(point.near)
        off = (estimate - point.value) / max(abs(best), 1.0)
        rounds = min(2 * rounds, MAX_CORE_ROUNDS) if off <= CORE_AGREES else rounds
        rounds = max(rounds // 2, 1) if off > CORE_DIFFERS else rounds
        if point.value > best:
            best, best_duals, best_point, stall = point.value, duals, point, 0
            theta = min(theta * THETA_GROWTH, THETA_MAX)
            continue
        stall += 1
        if stall >= STALL:
            theta, stall = theta / 2, 0
        if point.value < best - RETURN * abs(best):
            duals, point = best_duals, best_point
    return Climb(best, best_duals, iterations)


def core_round(
    core: Core,
    duals: np.ndarray,
    point: LagrangianPoint,
    best: float,
    upper: float,
    theta: float,
    rounds: int,
    spend: Callable[[int], bool],
) -> tuple[np.ndarray, float, float, int]:
    """Up to ``rounds`` steps from ``duals`` (where ``point`` is L) on the core's ``L_C``; returns the duals
    reached, ``L_C`` there, the step factor and the steps taken. A step that loses more than ``CORE_RETURN``
    of the round's best goes back to that best and halves the step factor."""
    value, direction = point.value, point.subgradient
    round_best, round_duals = value, duals
    steps = 0
    while steps < rounds:
        norm = float(direction @ direction)
        if norm <= 0:
            break
        steps += 1
        target = min(upper, max(best, round_best) + TARGET * abs(best))
        duals = duals + theta * max(target - value, 0.0) / norm * direction
        value, subgradient, evaluations = core.evaluate(duals)
        if not spend(evaluations):
            break  # the complete evaluation that follows is the climb's last
        if value < round_best - CORE_RETURN * abs(round_best):
            duals, theta = round_duals, theta / 2
            value, subgradient, _ = core.evaluate(duals)
            direction = subgradient
            continue
        direction = DEFLECTION * subgradient + (1 - DEFLECTION) * direction
        if value > round_best:
            round_best, round_duals = value, duals
    return duals, value, theta, steps
