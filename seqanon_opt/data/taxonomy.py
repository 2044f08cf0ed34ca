"""Taxonomy trees: the generalization hierarchy of one attribute.

A taxonomy is a rooted tree whose leaves are the attribute's original values
and whose inner nodes are the subsets (or intervals) values may be generalized
to. Nodes are integers ``0 .. n-1``; every array below is indexed by node id.

Nodes are numbered in depth-first pre-order, so the leaves below any node form
one contiguous block of ``leaf_rank`` and "u is an ancestor of v" is the
interval test ``tin[u] <= tin[v] < tout[u]``. Every query here is either O(1)
per node or a numpy gather, so applying a generalization to a million-row
column is one fancy-indexing operation.

Cuts (Fung-Wang-Yu 2005; Wang-Fung 2006 section 3): a cut is a set of nodes
that contains exactly one node on every root-to-leaf path. Generalizing by a
cut maps every leaf to the unique cut node above it (global recoding).
Cell generalization (Shmueli-Tassa et al. section 2) maps every *cell* to an
ancestor-or-self of its value independently (local recoding); it is stored as
an array of node ids, one per record.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import product

import numpy as np
import pandas as pd


@dataclass(frozen=True, eq=False)
class Taxonomy:
    """A generalization tree over one attribute.

    Build one with :func:`taxonomy_from_parents` (or the readers in
    :mod:`seqanon_opt.data.taxonomy_io`); the derived arrays are computed once.

    Attributes:
        attribute: the attribute this tree generalizes.
        labels: node id -> label as published.
        parent: node id -> parent id, -1 at the root.
        bounds: for interval taxonomies, node id -> (low, high) of the
            half-open interval [low, high); None for categorical trees.
    """

    attribute: str
    labels: tuple[str, ...]
    parent: np.ndarray
    bounds: np.ndarray | None = None
    children: tuple[tuple[int, ...], ...] = field(init=False)
    depth: np.ndarray = field(init=False)
    leaf_count: np.ndarray = field(init=False)
    tin: np.ndarray = field(init=False)
    tout: np.ndarray = field(init=False)
    leaves: np.ndarray = field(init=False)
    index: dict[str, int] = field(init=False)
    root: int = field(init=False)

    def __post_init__(self) -> None:
        n = len(self.labels)
        parent = np.asarray(self.parent, dtype=np.int64)
        roots = np.flatnonzero(parent < 0)
        if len(roots) != 1:
            raise ValueError(f"taxonomy of {self.attribute!r} has {len(roots)} roots, expected 1")
        kids: list[list[int]] = [[] for _ in range(n)]
        for child, par in enumerate(parent):
            if par >= 0:
                kids[par].append(child)
        root = int(roots[0])
        depth = np.zeros(n, dtype=np.int64)
        tin = np.full(n, -1, dtype=np.int64)
        tout = np.zeros(n, dtype=np.int64)
        leaf_count = np.zeros(n, dtype=np.int64)
        order: list[int] = []
        stack = [(root, False)]
        clock = 0
        while stack:
            node, done = stack.pop()
            if done:
                tout[node] = clock
                leaf_count[node] = 1 if not kids[node] else sum(leaf_count[c] for c in kids[node])
                continue
            if tin[node] >= 0:
                raise ValueError(
                    f"taxonomy of {self.attribute!r} is not a tree: node {self.labels[node]!r} is reached twice"
                )
            tin[node] = clock
            clock += 1
            order.append(node)
            stack.append((node, True))
            for c in reversed(kids[node]):
                depth[c] = depth[node] + 1
                stack.append((c, False))
        if clock != n:
            raise ValueError(
                f"taxonomy of {self.attribute!r} is not a tree: {n - clock} node(s) are not below the root"
            )
        index: dict[str, int] = {}
        for node, label in enumerate(self.labels):
            if label in index:
                raise ValueError(f"taxonomy of {self.attribute!r} is not a tree: label {label!r} names two nodes")
            index[label] = node
        leaves = np.array([v for v in order if not kids[v]], dtype=np.int64)
        set_ = object.__setattr__
        set_(self, "parent", parent)
        set_(self, "children", tuple(tuple(k) for k in kids))
        set_(self, "depth", depth)
        set_(self, "leaf_count", leaf_count)
        set_(self, "tin", tin)
        set_(self, "tout", tout)
        set_(self, "leaves", leaves)
        set_(self, "index", index)
        set_(self, "root", root)

    # ------------------------------------------------------------------ basics
    @property
    def n_nodes(self) -> int:
        return len(self.labels)

    @property
    def n_leaves(self) -> int:
        """|A_m|: the number of leaves, the domain size used by LM."""
        return int(self.leaf_count[self.root])

    @property
    def height(self) -> int:
        """The largest number of edges between the root and a leaf."""
        return int(self.depth.max())

    @property
    def is_numeric(self) -> bool:
        return self.bounds is not None

    def is_leaf(self, node: int) -> bool:
        return not self.children[node]

    def node(self, label: str) -> int:
        """The node id of ``label``; KeyError when the label is unknown."""
        return self.index[label]

    def __repr__(self) -> str:
        return f"Taxonomy({self.attribute!r}, nodes={self.n_nodes}, leaves={self.n_leaves}, height={self.height})"


def taxonomy_from_parents(
    attribute: str, labels: Sequence[str], parent: Sequence[int], bounds: np.ndarray | None = None
) -> Taxonomy:
    """Build a taxonomy from labels and parent ids (-1 marks the root)."""
    return Taxonomy(attribute, tuple(str(x) for x in labels), np.asarray(parent), bounds)


def taxonomy_from_nested(attribute: str, tree: object) -> Taxonomy:
    """Build a taxonomy from a nested mapping ``{root: {child: [leaf, ...]}}``.

    A mapping value may be another mapping, a list of children (each a leaf
    label or a one-key mapping), or None/empty for a leaf. The outer mapping
    must have exactly one key, the root.
    """
    labels: list[str] = []
    parent: list[int] = []

    def add(label: object, par: int) -> int:
        if isinstance(label, bool) or label is None:
            raise ValueError(
                f"taxonomy of {attribute!r}: label {label!r} is YAML's "
                f"{'boolean' if label is not None else 'null'}; write the label in quotes"
            )
        if isinstance(label, (list, tuple, set, dict)):
            raise ValueError(
                f"taxonomy of {attribute!r}: a label is text, not {type(label).__name__} "
                f"{label!r} (children of a node are {{label: [children]}})"
            )
        labels.append(str(label))
        parent.append(par)
        return len(labels) - 1

    def walk(children: object, par: int) -> None:
        if children is None:
            return
        if isinstance(children, dict):
            for label, sub in children.items():
                walk(sub, add(label, par))
        elif isinstance(children, (list, tuple)):
            for item in children:
                if isinstance(item, dict):
                    walk(item, par)
                else:
                    add(item, par)
        else:
            add(children, par)

    if not isinstance(tree, dict) or len(tree) != 1:
        raise ValueError(f"taxonomy of {attribute!r} must have exactly one root")
    walk(tree, -1)
    return taxonomy_from_parents(attribute, labels, parent)


# ------------------------------------------------------------------ tree queries
def ancestors(tax: Taxonomy, node: int) -> list[int]:
    """The path from ``node`` up to the root, both included."""
    path = [node]
    while tax.parent[path[-1]] >= 0:
        path.append(int(tax.parent[path[-1]]))
    return path


def is_ancestor(tax: Taxonomy, upper: np.ndarray | int, lower: np.ndarray | int) -> np.ndarray | bool:
    """True where ``upper`` is an ancestor of ``lower`` or equal to it (vectorised)."""
    upper = np.asarray(upper)
    lower = np.asarray(lower)
    result = (tax.tin[upper] <= tax.tin[lower]) & (tax.tin[lower] < tax.tout[upper])
    return bool(result) if result.ndim == 0 else result


def lca(tax: Taxonomy, a: int, b: int) -> int:
    """The lowest common ancestor of two nodes."""
    while not is_ancestor(tax, a, b):
        a = int(tax.parent[a])
    return a


def lowest_common_ancestors(tax: Taxonomy, x: np.ndarray, y: np.ndarray, table: np.ndarray | None = None) -> np.ndarray:
    """Elementwise (broadcast) lowest common ancestor of node arrays ``x`` and ``y``: the deepest ancestor of
    x that is an ancestor of y (``table``: :func:`ancestor_table`, computed when not given)."""
    anc = ancestor_table(tax) if table is None else table
    x, y = np.asarray(x), np.asarray(y)
    out = np.full(np.broadcast_shapes(x.shape, y.shape), tax.root, dtype=np.int64)
    for j in range(anc.shape[1] - 1, -1, -1):
        above = anc[x, j]
        out = np.where(is_ancestor(tax, above, y), above, out)
    return out


def leaves_under(tax: Taxonomy, node: int) -> np.ndarray:
    """The leaf node ids below ``node`` (``node`` itself when it is a leaf)."""
    mask = (tax.tin[tax.leaves] >= tax.tin[node]) & (tax.tin[tax.leaves] < tax.tout[node])
    return tax.leaves[mask]


def ancestor_table(tax: Taxonomy) -> np.ndarray:
    """Matrix ``A[v, j]``: the j-th ancestor of node v, clamped at the root.

    Column 0 is v itself; the matrix has ``height + 1`` columns.
    """
    table = np.empty((tax.n_nodes, tax.height + 1), dtype=np.int64)
    table[:, 0] = np.arange(tax.n_nodes)
    parent_or_self = np.where(tax.parent >= 0, tax.parent, np.arange(tax.n_nodes))
    for j in range(1, tax.height + 1):
        table[:, j] = parent_or_self[table[:, j - 1]]
    return table


# ------------------------------------------------------------------ values
def encode(tax: Taxonomy, values: Iterable[object]) -> np.ndarray:
    """Map original values to their leaf node ids (values are matched as text).

    Hashes the column once (pandas.factorize) and looks up each distinct
    value; raises KeyError naming the first value that is not a leaf.
    """
    if not isinstance(values, (np.ndarray, pd.Series, pd.Index)):
        values = np.asarray(list(values), dtype=object)
    inverse, uniques = pd.factorize(values)
    ids = np.empty(len(uniques), dtype=np.int64)
    for i, value in enumerate(uniques):
        node = tax.index.get(str(value))
        if node is None or tax.children[node]:
            raise KeyError(str(value))
        ids[i] = node
    if (inverse < 0).any():  # factorize marks missing values (None/NaN) with -1
        raise KeyError(str(np.asarray(values, dtype=object)[inverse < 0][0]))
    return ids[inverse]


# ------------------------------------------------------------------ cuts
def is_valid_cut(tax: Taxonomy, cut: Iterable[int]) -> bool:
    """A cut holds exactly one node on every root-to-leaf path."""
    covered = np.zeros(tax.n_nodes, dtype=np.int64)
    for node in cut:
        lo, hi = tax.tin[node], tax.tout[node]
        covered[(tax.tin >= lo) & (tax.tin < hi)] += 1
    return bool(np.all(covered[tax.leaves] == 1))


def cut_map(tax: Taxonomy, cut: Iterable[int]) -> np.ndarray:
    """Array ``m`` with ``m[v]`` = the cut node at or above node v.

    Nodes above the cut map to -1. Raises ValueError on an invalid cut.
    """
    cut = list(cut)
    if not is_valid_cut(tax, cut):
        raise ValueError(f"not a valid cut of {tax.attribute!r}: {[tax.labels[v] for v in cut]}")
    mapping = np.full(tax.n_nodes, -1, dtype=np.int64)
    for node in cut:
        mapping[(tax.tin >= tax.tin[node]) & (tax.tin < tax.tout[node])] = node
    return mapping


def apply_cut(tax: Taxonomy, codes: np.ndarray, cut: Iterable[int]) -> np.ndarray:
    """Generalize a column of leaf ids by a cut: one gather over the rows."""
    return cut_map(tax, cut)[codes]


def all_cuts(tax: Taxonomy, node: int | None = None) -> Iterator[tuple[int, ...]]:
    """Every cut of the subtree at ``node`` (the whole tree by default).

    cuts(v) = {{v}} + product of cuts(c) over the children c of v. The count
    grows quickly; this is for brute-force checks on small trees.
    """
    node = tax.root if node is None else node
    yield (node,)
    kids = tax.children[node]
    if kids:
        for combo in product(*(list(all_cuts(tax, c)) for c in kids)):
            yield tuple(v for part in combo for v in part)


def leaf_cut(tax: Taxonomy) -> tuple[int, ...]:
    """The cut of all leaves: no generalization."""
    return tuple(int(v) for v in tax.leaves)


def is_generalization(tax: Taxonomy, generalized: np.ndarray, codes: np.ndarray) -> bool:
    """True when every generalized cell is an ancestor-or-self of its original leaf.

    This is the validity test of cell generalization (local recoding).
    """
    return bool(np.all(is_ancestor(tax, generalized, codes)))
