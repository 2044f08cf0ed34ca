"""Pricing: the group column of least reduced cost, one level vector at a time.

With row duals ``y_t`` (one per distinct tuple), a group published as combination T holding the
multiset S of records below it (``|S| >= k``) has reduced cost ``sum_{r in S} (LM(T) - y_r)``. For a
fixed T the best S is the k records below T of largest dual (any further record adds
``LM(T) - y_r``, which is >= 0 once the k-th largest dual is below LM(T): larger groups are never
better per record), so

    rc(T) = k LM(T) - (sum of the k largest duals of the records below T),

and the least reduced cost of any column is the least rc(T) over every combination T covering at
least k records (``models/cell_column_generation.md``, pricing). The combinations are walked level
vector by level vector (:mod:`.instance`): per vector, one stable sort of the tuples by their
combination (inside which they are already in decreasing dual order) and one cumulative sum give every
rc(T) at once. A vector whose least LM cannot undercut the k largest duals of the whole table is
skipped: ``k floor(lambda) >= topk(y)`` implies ``rc(T) >= 0`` for every T at it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from .instance import GroupingInstance, combination_keys, lca_index, set_lcas

NEGATIVE = 1e-9  # a reduced cost below -NEGATIVE is a column to add
BATCH_CELLS = 200_000  # (level vector, tuple) pairs sorted at once
COLUMN_EVALUATIONS = 500  # the work of building one column (its LCA), in tuple evaluations
KEY_SPACE = 2**62  # int64 keys: (batch row) * radix + combination key stays below it


@dataclass(frozen=True)
class Column:
    """A group: ``counts[i]`` records of tuple ``tuples[i]``, published as ``combination`` (their lowest
    common ancestors); ``cost``: the group's LM, ``size * LM(combination)``."""

    combination: tuple[int, ...]
    tuples: np.ndarray
    counts: np.ndarray
    cost: float

    @property
    def size(self) -> int:
        return int(self.counts.sum())

    def key(self) -> tuple:
        return (self.combination, self.tuples.tobytes(), self.counts.tobytes())


@dataclass(frozen=True)
class Classes:
    """The combinations at one level vector: ``rc[c]`` (inf when c covers fewer than k records); class c's
    tuples are ``perm[bounds[c]:bounds[c + 1]]`` in decreasing dual order, ``take`` of each among its k
    largest duals, ``class_of`` and ``y`` (the duals) along ``perm``."""

    rc: np.ndarray
    bounds: np.ndarray
    perm: np.ndarray
    take: np.ndarray
    class_of: np.ndarray
    y: np.ndarray
    level: np.ndarray  # each class's level vector (grid index)
    loss: np.ndarray  # each class's LM(T) per record
    size: np.ndarray  # records below each class's combination
    combination: np.ndarray  # each class's combination key (:func:`.instance.combination_keys`)


@dataclass
class PricingResult:
    """One pass over level vectors: the least reduced cost seen and the improving columns found."""

    least: float
    columns: list[Column]
    complete: bool  # every level vector was priced (then ``least`` is the least over all columns)
    evaluations: int  # tuple evaluations (the counted work of the pass)
    levels: np.ndarray  # the level vectors (indices) the columns were found at


class Pricer:
    """Prices level vectors against one dual vector (radix keys of every combination precomputed)."""

    def __init__(self, inst: GroupingInstance):
        self.inst = inst
        self.scaled, self.radix = combination_keys(inst.ancestor, inst.table.taxonomies)
        self.loss_at = tuple(loss[anc] for loss, anc in zip(inst.node_loss, inst.ancestor))
        self.lca = lca_index(inst)

    def price(
        self, duals: np.ndarray, levels: np.ndarray, keep: int, per_level: int = 8, below: float = -NEGATIVE
    ) -> PricingResult:
        """Price the level vectors ``levels`` (indices into the grid); return the ``keep`` columns of least
        reduced cost under ``below`` (by default the negative ones; at most ``per_level`` per vector,
        distinct) and the least reduced cost seen."""
        inst = self.inst
        k = inst.k
        order = np.argsort(-duals, kind="stable")
        top_k = self.top_k(duals, order)
        skip = k * inst.level_floor[levels] - top_k
        skipped = skip >= below  # no column under ``below`` at these (module docstring); skip bounds their rc
        least = float(skip[skipped].min()) if skipped.any() else np.inf
        walk = levels[~skipped]
        found: dict[tuple, tuple[float, Column, int]] = {}
        built = 0
        threshold = below  # a column must beat this (the keep-th best once ``keep`` are held)
        for batch in self.batches(walk):
            c = self.level_classes(batch, order, duals)
            if len(c.rc) == 0:
                continue
            least = min(least, float(c.rc.min()))
            better = np.flatnonzero(c.rc < threshold)
            if len(better) > per_level * len(batch):
                better = better[np.argsort(c.rc[better], kind="stable")[: per_level * len(batch)]]
            for i in better.tolist():
                s, e = c.bounds[i], c.bounds[i + 1]
                chosen = c.take[s:e] > 0
                column = self.column(c.perm[s:e][chosen], c.take[s:e][chosen])
                built += 1
                key = column.key()
                if key not in found or found[key][0] > c.rc[i]:
                    found[key] = (float(c.rc[i]), column, int(c.level[i]))
            if len(found) >= 2 * keep:
                best = sorted(found.items(), key=lambda item: item[1][0])[:keep]
                found = dict(best)
                threshold = best[-1][1][0]
        ranked = sorted(found.values(), key=lambda item: item[0])[:keep]
        evaluations = len(walk) * len(order) + COLUMN_EVALUATIONS * built
        return PricingResult(
            least,
            [column for _, column, _ in ranked],
            len(levels) == len(inst.levels),
            evaluations,
            np.array([level for _, _, level in ranked], dtype=np.int64),
        )

    def top_k(self, duals: np.ndarray, order: np.ndarray) -> float:
        """The sum of the k largest record duals of the whole table (``order``: tuples by decreasing dual)."""
        reach = np.minimum(np.cumsum(self.inst.table.weight[order]), self.inst.k)
        return float(np.sum(duals[order] * np.diff(np.concatenate(([0], reach)))))

    def batches(self, levels: np.ndarray):
        """``levels`` in batches of about ``BATCH_CELLS`` (level, tuple) pairs: one sort per batch."""
        size = max(1, min(BATCH_CELLS // max(self.inst.table.n_tuples, 1), KEY_SPACE // self.radix))
        for i in range(0, len(levels), size):
            yield levels[i : i + size]

    def cover_duals(self) -> tuple[np.ndarray, np.ndarray]:
        """Per tuple, the least LM of a combination above it covering at least k records, and the level
        vector of that combination. The first is a feasible dual (every T covering >= k records has
        ``y_r <= LM(T)`` for all records below it), whose value ``sum_t n_t y_t`` is the simple bound every
        record pays its cheapest k-cover."""
        inst = self.inst
        weight = inst.table.weight
        best = np.full(inst.table.n_tuples, np.inf)
        where = np.zeros(inst.table.n_tuples, dtype=np.int64)
        for index, level in enumerate(inst.levels.tolist()):
            key = sum(self.scaled[j][d] for j, d in enumerate(level))
            inverse, _ = pd.factorize(key)
            size = np.bincount(inverse, weights=weight)
            loss = sum(self.loss_at[j][d] for j, d in enumerate(level))
            better = (size[inverse] >= inst.k) & (loss < best)
            best = np.where(better, loss, best)
            where = np.where(better, index, where)
        return best, where

    def cover_columns(self, duals: np.ndarray, where: np.ndarray) -> list[Column]:
        """Per tuple t, a group at its cheapest k-cover: t's records (at most k) and the records below the
        same combination of largest dual, k in all (the seed columns of the master)."""
        inst = self.inst
        k = inst.k
        order = np.argsort(-duals, kind="stable")
        weight = inst.table.weight
        columns = []
        for index in np.unique(where).tolist():
            level = inst.levels[index]
            key = sum(self.scaled[j][d] for j, d in enumerate(level.tolist()))
            ranked = order[np.argsort(key[order], kind="stable")]  # by combination, then by decreasing dual
            ranked_key = key[ranked]
            starts = np.searchsorted(ranked_key, key, side="left")
            for t in np.flatnonzero(where == index).tolist():
                own = min(int(weight[t]), k)
                tuples, counts, need, i = [t], [own], k - own, int(starts[t])
                while need > 0 and i < len(ranked) and ranked_key[i] == key[t]:
                    u = int(ranked[i])
                    if u != t:
                        c = min(int(weight[u]), need)
                        tuples.append(u)
                        counts.append(c)
                        need -= c
                    i += 1
                if need == 0:
                    columns.append(self.column(np.array(tuples), np.array(counts)))
        return columns

    def column(self, tuples: np.ndarray, counts: np.ndarray) -> Column:
        """The group of ``counts[i]`` records of ``tuples[i]`` published as their lowest common ancestors."""
        order = np.argsort(tuples, kind="stable")
        tuples, counts = tuples[order], counts[order].astype(np.int64)
        combination = set_lcas(self.lca, tuples)
        loss = float(sum(loss[v] for loss, v in zip(self.inst.node_loss, combination.tolist())))
        return Column(tuple(combination.tolist()), tuples, counts, loss * int(counts.sum()))

    def level_classes(self, batch: np.ndarray, order: np.ndarray, y: np.ndarray) -> Classes:
        """Every combination at the level vectors ``batch`` with its tuples (in decreasing dual order) and its
        rc (inf below k): one stable sort of the (level, tuple) pairs by (level, combination)."""
        inst = self.inst
        k = inst.k
        d = len(order)
        levels = inst.levels[batch]  # (B, q)
        key = sum(self.scaled[j][levels[:, j]][:, order] for j in range(levels.shape[1]))  # (B, D)
        key = (key + np.arange(len(batch))[:, None] * self.radix).reshape(-1)
        by_key = np.argsort(key, kind="stable")  # classes, each in decreasing dual order
        sorted_key = key[by_key]
        tuple_at = order[by_key % d]
        w = inst.table.weight[tuple_at]
        starts = np.flatnonzero(np.concatenate(([True], sorted_key[1:] != sorted_key[:-1])))
        class_of = np.repeat(np.arange(len(starts)), np.diff(np.append(starts, len(w))))
        take = top_k_take(w, starts, class_of, k)
        size = np.add.reduceat(w, starts)
        y_sorted = y[tuple_at]
        top = np.add.reduceat(take * y_sorted, starts)
        level_row = by_key[starts] // d
        first = tuple_at[starts]
        loss = sum(self.loss_at[j][levels[level_row, j], first] for j in range(levels.shape[1]))
        rc = np.where(size >= k, k * loss - top, np.inf)
        combination = sorted_key[starts] - level_row * self.radix
        bounds = np.append(starts, len(w))
        return Classes(rc, bounds, tuple_at, take, class_of, y_sorted, batch[level_row], loss, size, combination)


def top_k_take(weight: np.ndarray, starts: np.ndarray, class_of: np.ndarray, k: int) -> np.ndarray:
    """Along members sorted by class and, within one, by decreasing dual (``starts``: each class's first
    member, ``class_of``: each member's class, ``weight``: its records): how many of each member's records
    are among its class's k of largest dual."""
    cum = np.cumsum(weight)
    before_class = np.concatenate(([0], cum[starts[1:] - 1]))
    return np.clip(k - (cum - weight - before_class[class_of]), 0, weight)
