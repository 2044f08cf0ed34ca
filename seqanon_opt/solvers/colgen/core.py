"""The climb's core: the combinations near paying, evaluated alone between complete evaluations.

A complete evaluation of the compact Lagrangian (:mod:`.lagrangian`) walks every level vector (all of Adult:
about 8 s), yet near its maximum only a few hundred combinations pay. As Caprara, Fischetti and Toth (1999)
do for set covering, the subgradient method runs on a *core* C of combinations, with each one's tuples held
explicitly:

    L_C(y) = sum_t n_t y_t + sum_{T in C} min(0, g_T(y)) + sum_t (F - y_t) s*_t(y)  >=  L(y),

cheap to evaluate (one sort of the core's (combination, tuple) pairs) but not a bound: the combinations
outside C are taken to pay nothing. Every complete evaluation proves a bound and adds the combinations it
met with ``g_T < margin`` (near paying: those that pay after a small step) to C, which only grows.

Measured from the dual ascent's duals (``models/cell_column_generation.md``, the compact Lagrangian): on the
first 1,000 rows of Adult at k = 100 the core climb reaches 4,061.7 in 40 work seconds, where the climb it
replaced (partial evaluations over the level vectors that paid) stopped at 4,035.8 (LP 4,068.6).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .bound import cheapest_suppression
from .instance import GroupingInstance
from .pricing import NEGATIVE, top_k_take

# a core evaluation counts this many tuple evaluations per (combination, tuple) pair: on all of Adult at k = 25 the
# climb's 3,258 core evaluations took 216.2 s of wall time on the bound's worker, charged 101.9 at 0.4 (2,078 took
# 157.9 s, charged 128.4 at 0.85, before the worker's slowdown, side.SIDE_SLOWDOWN)
SORT_EVALUATIONS = 0.85


@dataclass(frozen=True)
class NearClasses:
    """Combinations met near paying: keys (:func:`.instance.combination_keys`), LM per record, and their
    tuples (``members``, grouped by combination; ``segment``: the combination of each)."""

    keys: np.ndarray
    loss: np.ndarray
    members: np.ndarray
    segment: np.ndarray

    @staticmethod
    def empty() -> NearClasses:
        none = np.zeros(0, dtype=np.int64)
        return NearClasses(none, np.zeros(0), none, none)

    @staticmethod
    def concatenate(parts: list[NearClasses]) -> NearClasses:
        """One set from the parts of several batches (each part's segments counted from 0)."""
        if not parts:
            return NearClasses.empty()
        offsets = np.cumsum([0] + [len(p.keys) for p in parts[:-1]])
        return NearClasses(
            np.concatenate([p.keys for p in parts]),
            np.concatenate([p.loss for p in parts]),
            np.concatenate([p.members for p in parts]),
            np.concatenate([p.segment + offset for p, offset in zip(parts, offsets)]),
        )


def class_terms(
    k: int, weight: np.ndarray, y: np.ndarray, loss: np.ndarray, class_of: np.ndarray, take: np.ndarray, rc: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Per class ``g_T(y)`` (:mod:`.lagrangian`) and per member its records in the minimiser ``S*_T``: the
    records whose dual exceeds LM(T) when they are at least k, else the k of largest dual (``take``).
    ``weight``, ``y``, ``take`` and ``class_of`` run along the members; ``loss`` and ``rc`` (k LM(T) minus
    the k largest duals) per class."""
    gain = y > loss[class_of]
    negative_part = np.bincount(class_of, weights=weight * np.minimum(loss[class_of] - y, 0.0), minlength=len(rc))
    all_gainers = np.bincount(class_of, weights=weight * gain, minlength=len(rc)) >= k
    return np.where(all_gainers, negative_part, rc), np.where(all_gainers[class_of], weight * gain, take)


@dataclass
class Core:
    """The core C (module docstring): its combinations with their tuples, grouped by combination."""

    inst: GroupingInstance
    near: NearClasses = field(default_factory=NearClasses.empty)

    def add(self, found: NearClasses) -> int:
        """Add the combinations of ``found`` not yet in C; returns how many."""
        new = ~np.isin(found.keys, self.near.keys)
        index = np.flatnonzero(new)
        renumber = np.full(len(found.keys), -1)
        renumber[index] = np.arange(len(index)) + len(self.near.keys)
        kept = new[found.segment]
        members = np.concatenate([self.near.members, found.members[kept]])
        segment = np.concatenate([self.near.segment, renumber[found.segment[kept]]])
        order = np.argsort(segment, kind="stable")
        keys = np.concatenate([self.near.keys, found.keys[index]])
        loss = np.concatenate([self.near.loss, found.loss[index]])
        self.near = NearClasses(keys, loss, members[order], segment[order])
        return len(index)

    @property
    def pairs(self) -> int:
        return len(self.near.members)

    def evaluate(self, duals: np.ndarray) -> tuple[float, np.ndarray, int]:
        """``L_C(duals)`` (an estimate from above of ``L``), its subgradient and the tuple evaluations it
        counts: ``SORT_EVALUATIONS`` per pair and one per tuple (all of Adult at k = 10, 5,916 combinations
        with 149,144 pairs: 3.9 ms, charged 6.5 ms; a core of 5.3 million pairs sorts at only 6 million a
        second, but the combinations near paying hold far fewer)."""
        inst, near = self.inst, self.near
        weight = inst.table.weight
        rank = np.empty(len(duals), dtype=np.int64)
        rank[np.argsort(-duals, kind="stable")] = np.arange(len(duals))
        order = np.argsort(near.segment * len(duals) + rank[near.members], kind="stable")
        members, segment = near.members[order], near.segment[order]
        w, y = weight[members], duals[members]
        starts = np.searchsorted(segment, np.arange(len(near.keys)))
        take = top_k_take(w, starts, segment, inst.k)
        rc = inst.k * near.loss - np.add.reduceat(take * y, starts) if len(starts) else np.zeros(0)
        g, amount = class_terms(inst.k, w, y, near.loss, segment, take, rc)
        suppressed = cheapest_suppression(inst, duals)
        value = float(duals @ weight) + float((inst.suppression_cost - duals) @ suppressed) + float(g[g < 0].sum())
        chosen = (g < -NEGATIVE)[segment]
        used = suppressed + np.bincount(members[chosen], weights=amount[chosen], minlength=len(duals))
        return value, weight - used, int(SORT_EVALUATIONS * self.pairs) + len(duals)
