"""The Taxonomy Encoded Anonymity (TEA) index of Wang-Yu-Chakraborty 2004, section 5.

The paper stores the distinct virtual-identifier values (vids) as a trie with
one level per attribute of VID = {D_1, ..., D_q} (Definition 5): level j holds
the current cut value of D_j, each root-to-leaf path is one vid with its count
a(vid) at the leaf. For a generalization G: {c} -> p on D_j, a *segment* of G
is a maximal set of sibling trie nodes (same prefix on D_1..D_{j-1}) whose
values all lie in {c}; applying G merges the nodes of each segment.

Array form used here (every operation is numpy over the rows it touches):

* the distinct original tuples (leaf per attribute, row count ``weight``) are
  kept once; ``cur[t, j]`` is tuple t's current cut node on attribute j and
  ``vid[t]`` the id of its current vid; ``size[v]`` = a(v), ``rep[v]`` one of
  its tuples (so the vid's values are ``cur[rep[v]]``);
* per attribute the tuples are sorted by the pre-order rank of their leaf, so
  the tuples below node p are one contiguous slice ``[tin[p], tout[p])``
  (``searchsorted``): the vids generalized by G are found without a scan;
* ``hist[i]`` (the paper's O[i], section 5.3) counts the vids with a(vid) = i
  for 1 <= i <= K, so the anonymity A(VID) is its first non-zero entry.

Pruning (section 5.2, Theorem 1): G is *critical* (AG(VID) > A(VID)) only if
every anonymity vid is generalized by a segment of G of size > 1; a vid with a
size-1 segment is only relabelled, keeps a(vid) = A, and so keeps AG = A. An
anonymity vid's value x_j at level j lies in {c} of exactly one G (the one of
p = parent(x_j)), so at most one G per level, |VID| in all, passes the test
(Observation 2); only those get AG(VID) computed. The segment test for a vid
at level j: some other current vid has the same values on D_1..D_{j-1} and a
*different* child of the same p on D_j.

AG(VID) = min(A^n_G, A^o_G) (section 5.3): A^n_G is the least count of the new
vids G produces, A^o_G the least i with O[i] > 0 after removing the vids G
generalizes. Merging relabels the affected tuples' vid ids in place (the new
vids reuse the ids of the vids they replace), so evaluating and applying G
costs time proportional to the tuples below p, never all vids.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ...data.grouping import pack_keys
from ...data.taxonomy import Taxonomy

DEAD = np.iinfo(np.int64).max  # size of a vid id no longer in use


@dataclass
class Move:
    """A generalization G: children(node) -> node on attribute ``level``, evaluated but not yet applied.

    ``old``: the (sorted) vid ids G generalizes; ``group``: the new vid of each
    old one (index into ``new_sizes``); ``first``: for each new vid, the
    position in ``old`` of one of its members; ``ag``: AG(VID) = min(A^n_G, A^o_G).
    A move is valid only for the index state it was evaluated on.
    """

    level: int
    node: int
    old: np.ndarray
    group: np.ndarray
    first: np.ndarray
    new_sizes: np.ndarray
    ag: int


class TEAIndex:
    """The TEA index over the distinct tuples ``leaves`` (one column per attribute, in level order).

    ``weight[t]`` is the number of records of tuple t; ``k`` the anonymity
    threshold K (the length of the O[i] histogram). The current cut of every
    attribute starts at the leaves.
    """

    def __init__(self, taxonomies: Sequence[Taxonomy], leaves: np.ndarray, weight: np.ndarray, k: int):
        self.taxonomies = tuple(taxonomies)
        self.q = len(self.taxonomies)
        self.k = int(k)
        self.leaves = np.asarray(leaves, dtype=np.int64).reshape(-1, self.q)
        self.weight = np.asarray(weight, dtype=np.int64)
        self.columns = [self.leaves[:, j].copy() for j in range(self.q)]  # cur[t, j], column-wise
        self.radix = [tax.n_nodes for tax in self.taxonomies]
        self.order, self.sorted_tin = [], []
        for j, tax in enumerate(self.taxonomies):
            tin = tax.tin[self.leaves[:, j]]
            order = np.argsort(tin, kind="stable")
            self.order.append(order)
            self.sorted_tin.append(tin[order])
        self.parent = [np.asarray(tax.parent, dtype=np.int64) for tax in self.taxonomies]
        self.n_children = [np.array([len(c) for c in tax.children], dtype=np.int64) for tax in self.taxonomies]
        self.in_cut = [np.array([not c for c in tax.children], dtype=bool) for tax in self.taxonomies]
        # initial vids: equal leaf combinations share a vid (callers usually pass distinct tuples)
        key = pack_keys([self.leaves[:, j] for j in range(self.q)], self.radix, n=len(self.weight))
        _, first, self.vid = np.unique(key, return_index=True, return_inverse=True)
        self.vid = self.vid.reshape(-1).astype(np.int64)
        self.size = np.bincount(self.vid, weights=self.weight, minlength=len(first)).astype(np.int64)
        self.rep = first.astype(np.int64)
        self.n_initial_vids = len(first)
        self.hist = self._histogram(self.size)
        self._mark = np.zeros(len(first), dtype=bool)  # scratch: vid ids seen in a slice
        self._slot = np.zeros(len(first), dtype=np.int64)  # scratch: old vid id -> new vid id

    # ------------------------------------------------------------------ state
    def _histogram(self, sizes: np.ndarray) -> np.ndarray:
        """``O[i]`` = number of the given vids with a(vid) = i, for 0 <= i <= K."""
        sizes = sizes[sizes <= self.k]
        return np.bincount(sizes, minlength=self.k + 1)[: self.k + 1]

    @property
    def n_vids(self) -> int:
        """The number of current distinct vids."""
        return int((self.size != DEAD).sum())

    def anonymity(self) -> int:
        """A(VID) = min a(vid): the first non-zero O[i], else the least count (> K)."""
        nonzero = np.flatnonzero(self.hist[1:])
        if len(nonzero):
            return int(nonzero[0]) + 1
        alive = self.size[self.size != DEAD]
        return int(alive.min()) if len(alive) else 0

    def anonymity_vids(self, a: int | None = None) -> np.ndarray:
        """The vid ids with a(vid) = A(VID) (Definition 1)."""
        return np.flatnonzero(self.size == (self.anonymity() if a is None else a))

    def small_records(self) -> int:
        """The records in vids with a(vid) < K (those a suppression budget must absorb)."""
        return int(np.dot(np.arange(self.k), self.hist[: self.k]))

    def small_tuples(self) -> np.ndarray:
        """Per tuple: is its vid smaller than K?"""
        return self.size[self.vid] < self.k

    @property
    def cur(self) -> np.ndarray:
        """``cur[t, j]``: tuple t's current cut node on attribute j (a copy)."""
        return np.column_stack(self.columns) if self.q else np.zeros((len(self.weight), 0), dtype=np.int64)

    def vid_values(self, vids: np.ndarray, levels: Sequence[int] | None = None) -> np.ndarray:
        """The current cut node of each vid (rows) on attributes ``levels`` (columns; all by default)."""
        tuples = self.rep[np.asarray(vids, dtype=np.int64)]
        levels = range(self.q) if levels is None else levels
        return (
            np.column_stack([self.columns[j][tuples] for j in levels])
            if len(levels)
            else np.zeros((len(tuples), 0), dtype=np.int64)
        )

    def _packed(self, vids: np.ndarray, levels: Sequence[int]) -> np.ndarray:
        """One int64 key per vid over its values on ``levels`` (equal values, equal keys)."""
        tuples = self.rep[vids]
        return pack_keys([self.columns[j][tuples] for j in levels], [self.radix[j] for j in levels], n=len(vids))

    def cut(self, level: int) -> list[int]:
        """The current cut of attribute ``level`` as sorted node ids."""
        return [int(v) for v in np.flatnonzero(self.in_cut[level])]

    def valid_generalizations(self) -> list[tuple[int, int]]:
        """Every valid G (Definition 2) as (level, p): all children of p are in the current cut."""
        out: list[tuple[int, int]] = []
        for j in range(self.q):
            cut = np.flatnonzero(self.in_cut[j])
            par = self.parent[j][cut]
            covered = np.bincount(par[par >= 0], minlength=len(self.parent[j]))
            valid = np.flatnonzero((covered == self.n_children[j]) & (self.n_children[j] > 0))
            out.extend((j, int(p)) for p in valid)
        return out

    def is_valid(self, level: int, node: int) -> bool:
        kids = self.taxonomies[level].children[node]
        return bool(kids) and bool(self.in_cut[level][list(kids)].all())

    # ------------------------------------------------------------------ segments
    def tuples_under(self, level: int, node: int) -> np.ndarray:
        """The tuples whose leaf on attribute ``level`` lies below ``node``: one slice of the sorted order."""
        tax = self.taxonomies[level]
        keys = self.sorted_tin[level]
        lo, hi = np.searchsorted(keys, tax.tin[node]), np.searchsorted(keys, tax.tout[node])
        return self.order[level][lo:hi]

    def generalized_vids(self, level: int, node: int) -> np.ndarray:
        """The sorted ids of the vids generalized by G: children(node) -> node (node must be valid).

        A gather over the tuples below ``node`` plus one scan of a bitmap of vid ids (no sort)."""
        ids = self.vid[self.tuples_under(level, node)]
        self._mark[ids] = True
        out = np.flatnonzero(self._mark)
        self._mark[out] = False
        return out

    def _prefix_and_child(self, level: int, vids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        return self._packed(vids, range(level)), self.columns[level][self.rep[vids]]

    def segments(self, level: int, node: int) -> list[list[tuple[int, ...]]]:
        """The segments of G: children(node) -> node, each a sorted list of TEA nodes
        (the path of node ids on attributes 0..level). For inspection and tests only:
        it builds Python tuples; the algorithm uses :meth:`segment_sizes`."""
        vids = self.generalized_vids(level, node)
        paths = sorted({tuple(int(x) for x in row) for row in self.vid_values(vids)[:, : level + 1]})
        out: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
        for path in paths:
            out.setdefault(path[:-1], []).append(path)
        return list(out.values())

    def segment_sizes(
        self, level: int, node: int, vids: np.ndarray, generalized: np.ndarray | None = None
    ) -> np.ndarray:
        """For each vid in ``vids`` (all generalized by G): the size of the segment of G holding it,
        i.e. the number of distinct children of ``node`` among the vids sharing its prefix."""
        generalized = self.generalized_vids(level, node) if generalized is None else generalized
        prefix, child = self._prefix_and_child(level, generalized)
        dense, keys = pd.factorize(prefix, sort=False)
        pairs = pd.unique(dense.astype(np.int64) * self.radix[level] + child)
        counts = np.bincount(pairs // self.radix[level], minlength=len(keys))
        mine, _ = self._prefix_and_child(level, vids)
        return counts[pd.Index(keys).get_indexer(mine)]

    def passes_theorem1(self, level: int, anonymity_vids: np.ndarray) -> int | None:
        """Section 5.2 at one level: the p of the one G that may be critical, or None.

        Every anonymity vid's value at ``level`` must have the same parent p, G:
        children(p) -> p must be valid, and every anonymity vid must lie in a
        segment of G of size > 1.
        """
        if not len(anonymity_vids):
            return None
        x = self.columns[level][self.rep[anonymity_vids]]
        parents = self.parent[level][x]
        p = int(parents[0])
        if p < 0 or not np.all(parents == p) or not self.is_valid(level, p):
            return None
        return p if bool(np.all(self.segment_sizes(level, p, anonymity_vids) > 1)) else None

    def critical_candidates(self, anonymity_vids: np.ndarray | None = None) -> list[tuple[int, int]]:
        """Cand: walk the anonymity vids up the index, last level first; at most one G per level."""
        anonymity_vids = self.anonymity_vids() if anonymity_vids is None else anonymity_vids
        out = []
        for level in range(self.q - 1, -1, -1):
            p = self.passes_theorem1(level, anonymity_vids)
            if p is not None:
                out.append((level, p))
        return out

    # ------------------------------------------------------------------ generalizing
    def evaluate(self, level: int, node: int) -> Move:
        """Apply G: children(node) -> node tentatively; AG(VID) = min(A^n_G, A^o_G) (section 5.3)."""
        old = self.generalized_vids(level, node)
        key = self._packed(old, [i for i in range(self.q) if i != level])
        group, uniques = pd.factorize(key, sort=False)
        group = group.astype(np.int64)
        first = np.empty(len(uniques), dtype=np.int64)
        first[group] = np.arange(len(old))  # any member represents its new vid
        new_sizes = np.bincount(group, weights=self.size[old], minlength=len(first)).astype(np.int64)
        a_new = int(new_sizes.min()) if len(new_sizes) else DEAD
        rest = self.hist - self._histogram(self.size[old])  # O[i] for the vids G leaves alone
        nonzero = np.flatnonzero(rest[1:])
        a_old = int(nonzero[0]) + 1 if len(nonzero) else DEAD
        return Move(level, node, old, group, first, new_sizes, min(a_new, a_old))

    def apply(self, move: Move) -> None:
        """Make ``move`` permanent: relabel the generalized tuples, merge their vids, update the cut and O[i]."""
        j, p, old = move.level, move.node, move.old
        tuples = self.tuples_under(j, p)
        new_ids = old[: len(move.new_sizes)]  # new vids reuse the smallest old ids
        self.hist -= self._histogram(self.size[old])
        self.hist += self._histogram(move.new_sizes)
        rep_new = self.rep[old[move.first]]
        self.size[old] = DEAD
        self.size[new_ids] = move.new_sizes
        self.rep[new_ids] = rep_new
        self._slot[old] = new_ids[move.group]  # old vid id -> new vid id
        self.vid[tuples] = self._slot[self.vid[tuples]]
        self.columns[j][tuples] = p
        kids = list(self.taxonomies[j].children[p])
        self.in_cut[j][kids] = False
        self.in_cut[j][p] = True
