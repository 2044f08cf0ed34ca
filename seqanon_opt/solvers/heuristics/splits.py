"""The axes top-down specialization grows: on-the-fly binary splits of a continuous attribute
(Fung-Wang-Yu 2005 section 3; Wang-Fung 2006 section 5.2), and :class:`CategoricalAxis`, a taxonomy
whose nodes specialize into their fixed children.

A continuous quasi-identifier comes with a *flat* interval taxonomy: the root
interval directly over the column's distinct values (``intervals: []`` in the
spec). Top-down specialization grows the interval tree while it runs: "for a
continuous attribute, c = 2, and v1 and v2 represent the binary split of the
interval v that maximizes InfoGain(v)" (Wang-Fung 2006, text after eq. 1).

Representation. The distinct values ``x_0 < ... < x_{m-1}`` are ranked; an
interval holds a contiguous rank range ``[r_lo, r_hi)`` and the bounds
``[low, high)`` (closed ``[low, high]`` when it reaches the root's upper
bound). Splitting it at rank s (``r_lo < s < r_hi``) gives

    v1 = [low, x_s)      (ranks r_lo .. s-1),   v2 = [x_s, high)   (ranks s .. r_hi-1),

so every boundary is a data value and labels stay in taxonomy_io's format
("[17, 38)"). A side holding one distinct value becomes that value's leaf
directly (an interval around a single value hides nothing more than the value).

Choosing the split point. ``R_v`` (the records whose value lies in v) does not
depend on the other attributes, so the best split of v is fixed when v is
created. Over all ``s``, vectorised with prefix sums over the ranks:

* class-entropy: ``InfoGain(v) = Ent(R_v) - sum_i |R_vi|/|R_v| Ent(R_vi)`` (eq. 2);
* LM: the LM decrease ``sum_i |R_vi| (LM(v) - LM(vi))`` with
  ``LM(u) = (values(u) - 1) / (m - 1)``;
* distortion: the decrease ``sum_i |R_vi| (width(v) - width(vi)) / span`` of
  the width-based interval distortion (cell_loss.py; a leaf has width 0). This
  is the metric the objective sums, so unlike the categorical one-unit-per-level
  distortion of eq. 3 the candidate splits do differ.

Ties (within 1e-12, relative) go to the split whose two sides hold the most
balanced numbers of records (the weighted median for distortion when widths
tie), then to the lowest split point: deterministic.

Node ids. Leaves are the ranks ``0..m-1``; the k-th interval created is
``m + k`` (the root interval is ``m``). :meth:`ContinuousAxis.refined_taxonomy`
turns the grown tree into a :class:`Taxonomy` (root -> performed splits ->
values), the one the solution then refers to.
"""

from __future__ import annotations

import numpy as np

from ...data.taxonomy import Taxonomy, taxonomy_from_parents
from ...data.taxonomy_io import _interval_label
from ..tuples import ancestor_at_depth
from .node_stats import entropy_rows, node_totals

TIE = 1e-12


def is_flat_interval_taxonomy(tax: Taxonomy) -> bool:
    """A numeric taxonomy whose root sits directly on the values: split on the fly."""
    return tax.is_numeric and all(not tax.children[c] for c in tax.children[tax.root])


class ContinuousAxis:
    """The growing interval tree of one continuous attribute, with per-tuple child lookup.

    ``tuple_leaves``: each distinct tuple's leaf id in the original (flat)
    taxonomy; ``weight`` and ``class_counts`` (tuples x classes): its record
    counts; ``metric``: 'class-entropy', 'LM' or 'distortion'.
    """

    radix = 2  # child keys: 0 = left side, 1 = right side

    def __init__(
        self, tax: Taxonomy, tuple_leaves: np.ndarray, weight: np.ndarray, class_counts: np.ndarray, metric: str
    ) -> None:
        self.tax = tax
        self.metric = metric
        bounds = tax.bounds
        assert bounds is not None, "a flat interval taxonomy (is_flat_interval_taxonomy) is numeric"
        values = bounds[tax.leaves, 0]
        order = np.argsort(values, kind="stable")
        self.leaf_of_rank = tax.leaves[order]
        self.values = values[order]
        self.m = m = len(self.values)
        rank_of_leaf = np.full(tax.n_nodes, -1, dtype=np.int64)
        rank_of_leaf[self.leaf_of_rank] = np.arange(m)
        self.rank_of_leaf = rank_of_leaf
        self.tuple_rank = rank_of_leaf[tuple_leaves]
        per_rank = np.zeros((m, class_counts.shape[1]))
        np.add.at(per_rank, self.tuple_rank, class_counts)
        self.class_prefix = np.vstack([np.zeros((1, per_rank.shape[1])), np.cumsum(per_rank, axis=0)])
        self.weight_prefix = np.concatenate(
            [[0.0], np.cumsum(np.bincount(self.tuple_rank, weights=weight, minlength=m))]
        )
        low, high = (float(b) for b in bounds[tax.root])
        self.span = high - low
        # per interval k (node m + k): rank range, bounds, closed, split rank, gain (grown by doubling)
        self.n_intervals = 0
        self._ints = np.zeros((0, 3), dtype=np.int64)  # r_lo, r_hi, split
        self._floats = np.zeros((0, 3))  # low, high, gain
        self._closed = np.zeros(0, dtype=bool)
        self.kids: dict[int, tuple[int, ...]] = {}
        self.root = self._new_interval(0, m, low, high, True)

    # ------------------------------------------------------------ the tree
    @property
    def size(self) -> int:
        """Node ids in use: ranks, then intervals."""
        return self.m + self.n_intervals

    def _new_interval(self, r_lo: int, r_hi: int, low: float, high: float, closed: bool) -> int:
        split, gain = self.best_split(r_lo, r_hi, low, high)
        k = self.n_intervals
        if k == len(self._closed):
            grow = max(8, 2 * k)
            self._ints = np.vstack([self._ints, np.zeros((grow, 3), dtype=np.int64)])
            self._floats = np.vstack([self._floats, np.zeros((grow, 3))])
            self._closed = np.concatenate([self._closed, np.zeros(grow, dtype=bool)])
        self._ints[k] = (r_lo, r_hi, split)
        self._floats[k] = (low, high, gain)
        self._closed[k] = closed
        self.n_intervals = k + 1
        return self.m + k

    def interval(self, node: int) -> tuple[int, int, int, float, float, bool]:
        """``(r_lo, r_hi, split, low, high, closed)`` of an interval node."""
        k = node - self.m
        r_lo, r_hi, split = (int(x) for x in self._ints[k])
        low, high, _ = (float(x) for x in self._floats[k])
        return r_lo, r_hi, split, low, high, bool(self._closed[k])

    def best_split(self, r_lo: int, r_hi: int, low: float, high: float) -> tuple[int, float]:
        """``(s, gain)`` of the best binary split of ranks ``[r_lo, r_hi)``; ``(r_hi, 0)`` for one value."""
        if r_hi - r_lo < 2:
            return r_hi, 0.0  # one value: the only specialization is to its leaf
        s = np.arange(r_lo + 1, r_hi)
        wp, cp = self.weight_prefix, self.class_prefix
        left, right, total = wp[s] - wp[r_lo], wp[r_hi] - wp[s], wp[r_hi] - wp[r_lo]
        if total <= 0:
            return int(s[len(s) // 2]), 0.0
        if self.metric == "class-entropy":
            ent_left = entropy_rows(cp[s] - cp[r_lo])
            ent_right = entropy_rows(cp[r_hi] - cp[s])
            ent = entropy_rows((cp[r_hi] - cp[r_lo])[None, :])[0]
            gain = ent - (left * ent_left + right * ent_right) / total
        elif self.metric == "LM":
            n, n_left, n_right = r_hi - r_lo, s - r_lo, r_hi - s
            gain = (total * (n - 1) - left * (n_left - 1) - right * (n_right - 1)) / max(self.m - 1, 1)
        elif self.metric == "distortion":
            if self.span == 0:
                gain = np.zeros(len(s))
            else:
                w_left = np.where(s - r_lo == 1, 0.0, self.values[s] - low)
                w_right = np.where(r_hi - s == 1, 0.0, high - self.values[s])
                gain = (total * (high - low) - left * w_left - right * w_right) / self.span
        else:
            raise ValueError(f"no split rule for metric {self.metric!r}")
        best = float(gain.max())
        tied = np.flatnonzero(gain >= best - TIE * max(1.0, abs(best)))
        pick = tied[np.argmin(np.abs(left - right)[tied])]  # first minimum: the lowest split point
        return int(s[pick]), max(best, 0.0)

    # ------------------------------------------------------------ solver interface
    def is_inner(self, nodes: np.ndarray) -> np.ndarray:
        return np.asarray(nodes) >= self.m

    def single_child(self, nodes: np.ndarray) -> np.ndarray:
        """Intervals holding one value (only the root, when the column has one distinct value):
        their only specialization is to that value's leaf, which splits no group."""
        nodes = np.asarray(nodes, dtype=np.int64)
        inner = nodes >= self.m
        span = self._ints[np.where(inner, nodes - self.m, 0), 1] - self._ints[np.where(inner, nodes - self.m, 0), 0]
        return inner & (span == 1)

    def gains(self, nodes: np.ndarray) -> np.ndarray:
        """InfoGain of the best split of each interval in ``nodes``."""
        return self._floats[np.asarray(nodes, dtype=np.int64) - self.m, 2]

    def child_key(self, tuples: np.ndarray, nodes: np.ndarray) -> np.ndarray:
        """0/1: the side of its node's split each tuple falls on (0 below leaves)."""
        inner = nodes >= self.m
        split = self._ints[np.where(inner, nodes - self.m, 0), 2]
        return (inner & (self.tuple_rank[tuples] >= split)).astype(np.int64)

    def specialize(self, w: int, tuples: np.ndarray) -> tuple[np.ndarray, tuple[int, ...]]:
        """Perform the split of interval ``w``: (child node of each tuple in ``tuples``, the children)."""
        r_lo, r_hi, s, low, high, closed = self.interval(w)
        if r_hi - r_lo == 1:
            kids: tuple[int, ...] = (r_lo,)
            self.kids[w] = kids
            return np.full(len(tuples), r_lo, dtype=np.int64), kids
        cut = float(self.values[s])
        left = r_lo if s - r_lo == 1 else self._new_interval(r_lo, s, low, cut, False)
        right = s if r_hi - s == 1 else self._new_interval(s, r_hi, cut, high, closed)
        self.kids[w] = (left, right)
        return np.where(self.tuple_rank[tuples] < s, left, right).astype(np.int64), (left, right)

    def label(self, node: int) -> str:
        if node < self.m:
            return self.tax.labels[self.leaf_of_rank[node]]
        if node == self.root:
            return self.tax.labels[self.tax.root]
        _, _, _, low, high, closed = self.interval(node)
        return _interval_label(low, high, closed)

    # ------------------------------------------------------------ output
    def refined_taxonomy(self) -> tuple[Taxonomy, np.ndarray]:
        """The grown tree as a Taxonomy (root -> performed splits -> values) and the map working id -> node id.

        An interval that was not split keeps its values as direct children.
        """
        labels: list[str] = []
        parent: list[int] = []
        bounds: list[tuple[float, float]] = []
        new_id = np.full(self.size, -1, dtype=np.int64)
        stack = [(self.root, -1)]
        while stack:
            node, par = stack.pop()
            new_id[node] = len(labels)
            labels.append(self.label(node))
            parent.append(par)
            if node < self.m:
                bounds.append((float(self.values[node]), float(self.values[node])))
                continue
            r_lo, r_hi, _, low, high, _ = self.interval(node)
            bounds.append((low, high))
            kids = self.kids.get(node, tuple(range(r_lo, r_hi)))
            stack.extend((c, int(new_id[node])) for c in reversed(kids))
        tax = taxonomy_from_parents(self.tax.attribute, labels, parent, np.asarray(bounds, dtype=float))
        return tax, new_id

    def rank_to_cut(self, cut: set[int]) -> np.ndarray:
        """For each rank, the working id of the cut node covering it."""
        out = np.full(self.m, -1, dtype=np.int64)
        for node in cut:
            if node < self.m:
                out[node] = node
            else:
                r_lo, r_hi = self._ints[node - self.m, :2]
                out[r_lo:r_hi] = node
        return out


class CategoricalAxis:
    """A taxonomy whose nodes specialize into their fixed children (categorical, or predetermined intervals)."""

    def __init__(self, tax: Taxonomy, tuple_leaves: np.ndarray, gain: np.ndarray) -> None:
        self.tax = tax
        self.tuple_leaves = tuple_leaves
        self.gain_of = gain
        self.anc = ancestor_at_depth(tax)
        self.radix = self.size = tax.n_nodes
        self.root = tax.root
        self._inner = np.array([bool(kids) for kids in tax.children])
        self._next_depth = np.minimum(tax.depth + 1, tax.height)
        below = node_totals(tax, np.asarray(tuple_leaves, dtype=np.int64))[:, 0]  # tuples at or below
        filled = np.array([sum(below[c] > 0 for c in kids) for kids in tax.children])
        self._single_child = self._inner & (filled <= 1)

    def is_inner(self, nodes: np.ndarray) -> np.ndarray:
        return self._inner[nodes]

    def single_child(self, nodes: np.ndarray) -> np.ndarray:
        """Inner nodes whose records all lie below one child: specializing them splits no group."""
        return self._single_child[nodes]

    def gains(self, nodes: np.ndarray) -> np.ndarray:
        return self.gain_of[nodes]

    def child_key(self, tuples: np.ndarray, nodes: np.ndarray) -> np.ndarray:
        """The child of its node each tuple falls into (the leaf itself below leaves)."""
        return self.anc[self.tuple_leaves[tuples], self._next_depth[nodes]]

    def specialize(self, w: int, tuples: np.ndarray) -> tuple[np.ndarray, tuple[int, ...]]:
        return self.anc[self.tuple_leaves[tuples], self.tax.depth[w] + 1], self.tax.children[w]

    def label(self, node: int) -> str:
        return self.tax.labels[node]
