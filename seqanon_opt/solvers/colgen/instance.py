"""The data of the column-generation model: distinct QI tuples, node losses and the level grid.

A cell release under k-anonymity is, at the optimum, a partition of the records into groups of at
least k, each published as the lowest common ancestors of its records (``models/cell_column_generation.md``).
Records with the same QI tuple are interchangeable, so the model counts records per distinct tuple t
(weight ``n_t``).

Every combination T of nodes (one per attribute) that covers a tuple is reached through a *level
vector*: ``T_a`` is the ancestor of ``t_a`` at depth ``min(lambda_a, depth(t_a))``. A node v of depth d
is the depth-d ancestor of exactly the leaves below it (leaves shallower than d are their own
ancestor), so grouping the tuples by their ancestors at one level vector gives every combination of
those depths with exactly the tuples below it: pricing walks the grid of level vectors
``prod_a [0, height_a]`` (Adult: 6,480) and groups once per vector.

Only the *minimal* level vectors are walked: a vector lambda is dropped when one step deeper on some
attribute, ``lambda + e_a``, groups the instance's tuples into as many classes. The deeper vector refines
lambda's grouping, so equal counts mean equal classes, each published at nodes no coarser, so at no
larger LM: every combination at lambda has a combination at ``lambda + e_a`` with the same tuples and at
most its LM, and following such steps ends at a kept vector. The least reduced cost, the cheapest k-cover
and every dual constraint are therefore those of the kept vectors (:mod:`.pricing`, :mod:`.ascent`).
On all of Adult at k = 10 the chunks (:mod:`.chunks`) keep 32 of the 6,480 vectors at the median.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import product

import numpy as np

from ...data.taxonomy import Taxonomy
from ...problem import Problem
from ...requirements import KAnonymity
from ..tuples import TupleTable, tuple_table

COUNT_CELLS = 2_000_000  # (level vector, tuple) keys sorted at once when counting classes


@dataclass(frozen=True)
class GroupingInstance:
    """One k-anonymity cell problem in tuple form.

    ``ancestor[j][d, t]``: node of attribute j above tuple t at depth ``min(d, depth)``;
    ``node_loss[j][v]``: LM of publishing a cell of attribute j as node v,
    ``(leaves(v) - 1) / (leaves(root) - 1)``; ``suppression_cost``: LM of a suppressed record (1 per QI
    of the problem with more than one leaf); ``levels``: the minimal level vectors (module docstring),
    coarsest first.
    """

    requirement: KAnonymity
    table: TupleTable
    ancestor: tuple[np.ndarray, ...]
    node_loss: tuple[np.ndarray, ...]
    suppression_cost: float
    levels: np.ndarray
    level_floor: np.ndarray  # per level vector: the least LM of any combination at it

    @property
    def k(self) -> int:
        return self.requirement.k

    @property
    def budget(self) -> int:
        return self.requirement.max_suppressed

    @property
    def n_records(self) -> int:
        return int(self.table.weight.sum())

    def combination_loss(self, nodes: np.ndarray) -> np.ndarray:
        """LM of one record published as each row of ``nodes`` (combinations, one column per attribute)."""
        nodes = np.atleast_2d(nodes)
        return sum((loss[nodes[:, j]] for j, loss in enumerate(self.node_loss)), np.zeros(len(nodes)))


def grid_size(inst: GroupingInstance) -> int:
    """The level vectors of the whole grid, ``prod_a (height_a + 1)`` (the minimal ones are among them)."""
    return math.prod(len(anc) for anc in inst.ancestor)


def class_lcas(inst: GroupingInstance, tuples: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """(classes x attributes): the lowest common ancestors of each class of ``tuples`` (ordered by class, class
    i starting at ``starts[i]``). On attribute j it is the tuples' ancestor at the deepest depth where they
    all share one (shared at a depth implies shared at every depth above it)."""
    first = tuples[starts]
    nodes = np.empty((len(starts), len(inst.ancestor)), dtype=np.int64)
    for j, anc in enumerate(inst.ancestor):
        along = anc[:, tuples]  # (depths, tuples)
        shared = np.minimum.reduceat(along, starts, axis=1) == np.maximum.reduceat(along, starts, axis=1)
        nodes[:, j] = anc[shared.sum(axis=0) - 1, first]
    return nodes


@dataclass(frozen=True)
class LcaIndex:
    """What finds the lowest common ancestors of any set of tuples in a few array operations: ``rank[t, j]``,
    the preorder rank of tuple t's leaf on attribute j, and ``ancestor[j, d, t]``, the instance's ancestors
    padded to the deepest attribute (a shallower attribute's last row repeated: the leaf itself)."""

    rank: np.ndarray
    ancestor: np.ndarray


def lca_index(inst: GroupingInstance) -> LcaIndex:
    """The :class:`LcaIndex` of an instance."""
    taxes, leaves = inst.table.taxonomies, inst.table.leaves
    rank = np.column_stack([tax.tin[leaves[:, j]] for j, tax in enumerate(taxes)]).reshape(-1, len(taxes))
    depths = max(len(anc) for anc in inst.ancestor)
    padded = np.stack([np.concatenate([anc, np.repeat(anc[-1:], depths - len(anc), axis=0)]) for anc in inst.ancestor])
    return LcaIndex(rank.astype(np.int64), padded)


def set_lcas(index: LcaIndex, tuples: np.ndarray) -> np.ndarray:
    """The lowest common ancestors (one node per attribute) of a non-empty set of tuples. In a tree the LCA of a
    set of leaves is the LCA of its two of least and greatest preorder rank (every leaf between them in
    preorder lies below that LCA), and the LCA of two is the ancestor of the deepest depth where their ancestors
    agree (agreement at a depth implies it at every depth above)."""
    ranks = index.rank[tuples]
    attributes = np.arange(ranks.shape[1])
    low = index.ancestor[attributes, :, tuples[ranks.argmin(axis=0)]]  # (attributes, depths)
    high = index.ancestor[attributes, :, tuples[ranks.argmax(axis=0)]]
    depth = (low == high).sum(axis=1) - 1
    return low[attributes, depth]


def node_losses(tax: Taxonomy) -> np.ndarray:
    """LM of every node of a taxonomy: ``(leaves(v) - 1) / (leaves(root) - 1)``, 0 with one leaf."""
    total = int(tax.leaf_count[tax.root])
    if total <= 1:
        return np.zeros(tax.n_nodes)
    return (tax.leaf_count.astype(np.float64) - 1.0) / (total - 1)


def ancestors_by_depth(tax: Taxonomy, leaves: np.ndarray) -> np.ndarray:
    """(height + 1, len(leaves)): row d holds the ancestor of each leaf at depth ``min(d, depth(leaf))``."""
    out = np.empty((tax.height + 1, len(leaves)), dtype=np.int64)
    node = leaves.astype(np.int64).copy()
    depth = tax.depth[node].astype(np.int64)
    for d in range(tax.height, -1, -1):
        up = depth > d  # still below depth d: climb one step
        while up.any():
            node = np.where(up, tax.parent[node], node)
            depth = np.where(up, depth - 1, depth)
            up = depth > d
        out[d] = node
    return out


def grouping_instance(problem: Problem, requirement: KAnonymity) -> GroupingInstance:
    """Group the records once on the requirement's QIs (the others are published as leaves, cost 0)."""
    attrs = requirement.quasi_identifiers
    taxes = [problem.taxonomies[a] for a in attrs]
    table = tuple_table(attrs, taxes, [problem.codes[a] for a in attrs])
    ancestor = tuple(ancestors_by_depth(tax, table.leaves[:, j]) for j, tax in enumerate(taxes))
    losses = tuple(node_losses(tax) for tax in taxes)
    suppression = float(sum(1 for a in problem.quasi_identifiers if problem.taxonomies[a].n_leaves > 1))
    return with_levels(requirement, table, ancestor, losses, suppression)


def with_levels(
    requirement: KAnonymity,
    table: TupleTable,
    ancestor: tuple[np.ndarray, ...],
    losses: tuple[np.ndarray, ...],
    suppression_cost: float,
) -> GroupingInstance:
    """The instance with its minimal level vectors (coarsest first) and their least LM."""
    heights = [len(anc) - 1 for anc in ancestor]
    grid = np.array(list(product(*(range(h + 1) for h in heights))), dtype=np.int64).reshape(-1, len(heights))
    scaled, _ = combination_keys(ancestor, table.taxonomies)
    levels = grid[minimal_levels(grid, class_counts(scaled, table.n_tuples, grid), heights)]
    levels = levels[np.argsort(levels.sum(axis=1), kind="stable")]
    floor = np.zeros(len(levels))
    for j, loss in enumerate(losses):
        least_at_depth = np.array([loss[anc].min() for anc in ancestor[j]])  # per depth, over the data's nodes
        floor += least_at_depth[levels[:, j]]
    return GroupingInstance(requirement, table, ancestor, losses, suppression_cost, levels, floor)


def combination_keys(ancestor: tuple[np.ndarray, ...], taxonomies: tuple[Taxonomy, ...]) -> tuple[tuple, int]:
    """Radix keys of the combinations: ``scaled[j][d, t]`` is tuple t's depth-d ancestor on attribute j
    times the product of the later attributes' node counts, so the key of t's combination at a level
    vector lambda is ``sum_j scaled[j][lambda_j, t]``; every key is below the returned radix."""
    radix = 1
    scaled = []
    for anc, tax in zip(reversed(ancestor), reversed(taxonomies)):
        scaled.append(anc * radix)
        radix *= tax.n_nodes
    return tuple(reversed(scaled)), radix


def class_counts(scaled: tuple[np.ndarray, ...], n_tuples: int, grid: np.ndarray) -> np.ndarray:
    """Per level vector, how many combinations cover the tuples (distinct keys of
    :func:`combination_keys`): one sort per batch of vectors."""
    counts = np.ones(len(grid), dtype=np.int64)
    size = max(1, COUNT_CELLS // max(n_tuples, 1))
    for s in range(0, len(grid), size):
        batch = grid[s : s + size]
        key = sum((keys[batch[:, j]] for j, keys in enumerate(scaled)), np.zeros((len(batch), n_tuples), np.int64))
        key.sort(axis=1)
        counts[s : s + size] = 1 + np.count_nonzero(np.diff(key, axis=1), axis=1)
    return counts


def minimal_levels(grid: np.ndarray, counts: np.ndarray, heights: list[int]) -> np.ndarray:
    """Mask of the grid's level vectors kept: none of their one-step-deeper vectors has as many classes."""
    strides = np.ones(len(heights), dtype=np.int64)
    for j in range(len(heights) - 2, -1, -1):
        strides[j] = strides[j + 1] * (heights[j + 1] + 1)
    position = np.empty(int(np.prod([h + 1 for h in heights])), dtype=np.int64)
    position[grid @ strides] = np.arange(len(grid))
    keep = np.ones(len(grid), dtype=bool)
    for j, height in enumerate(heights):
        shallower = np.flatnonzero(grid[:, j] < height)
        deeper = position[grid[shallower] @ strides + strides[j]]
        keep[shallower[counts[deeper] == counts[shallower]]] = False
    return keep
