"""report.html's taxonomy trees: a quasi-identifier's taxonomy drawn as hand-made SVG, its published nodes marked.

For a cut the cut's nodes are filled, nodes above it grey, nodes below it white; for cell generalization the
nodes some published cell holds are filled (with the number of cells). A large taxonomy is drawn down to the
marked nodes plus one level (:func:`tree_svg`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .formatting import escape_html as _e

MAX_TREE_NODES = 60
"""Taxonomies with more nodes are drawn down to the marked nodes plus one level."""
MAX_TREE_LEAVES = 16
"""... and so are taxonomies with more leaves (16 boxes fit the page's width)."""
MAX_TREE_CHILDREN = 12
"""In a large tree's drawing a node shows at most this many children (the last one "... n more")."""

_FILL = {"marked": "#2f6db5", "above": "#c9ced6", "below": "#ffffff"}
_TEXT = {"marked": "#ffffff", "above": "#1d2330", "below": "#1d2330"}


_LEVEL_H, _PAD, _BOX_H = 56, 12, 22  # px: between levels, around the tree, a box's height


def _marks(tax, nodes: np.ndarray) -> np.ndarray:
    """'marked' for ``nodes``, 'above' for strict ancestors of a marked node that are not marked,
    'below' for the rest."""
    marked = np.zeros(tax.n_nodes, dtype=bool)
    marked[np.unique(nodes)] = True
    above = np.zeros(tax.n_nodes, dtype=bool)
    frontier = np.unique(tax.parent[marked])
    frontier = frontier[frontier >= 0]
    while len(frontier):
        frontier = frontier[~above[frontier]]
        above[frontier] = True
        frontier = np.unique(tax.parent[frontier])
        frontier = frontier[frontier >= 0]
    kind = np.full(tax.n_nodes, "below", dtype=object)
    kind[above] = "above"
    kind[marked] = "marked"
    return kind


def _shown_nodes(tax, kind: np.ndarray) -> tuple[np.ndarray, bool]:
    """Which nodes to draw and whether the tree is large: all nodes when it is small (at most
    :data:`MAX_TREE_NODES` nodes and :data:`MAX_TREE_LEAVES` leaves), else the marked nodes,
    their ancestors and one level below."""
    if tax.n_nodes <= MAX_TREE_NODES and tax.n_leaves <= MAX_TREE_LEAVES:
        return np.ones(tax.n_nodes, dtype=bool), False
    upper = kind != "below"
    parent_upper = np.zeros(tax.n_nodes, dtype=bool)
    has_parent = tax.parent >= 0
    parent_upper[has_parent] = upper[tax.parent[has_parent]]
    return upper | parent_upper, True


Box = Any
"""A drawn box: a node id, or ``("more", v)`` for the "... n more" box under node v."""


def tree_svg(tax, nodes: np.ndarray, counts: dict[int, int] | None = None) -> tuple[str, bool]:
    """The taxonomy as an SVG tree (root on top, leaves in taxonomy order), ``nodes`` marked.

    Returns the SVG text and whether the drawing leaves nodes out: a large tree
    (:func:`_shown_nodes`) is drawn down to the marked nodes plus one level, and a node with more
    than :data:`MAX_TREE_CHILDREN` drawn children shows its first ones and a "... n more" box. x of a drawn leaf: its
    slot; x of an inner node: the mean of its first and
    last child's x.
    """
    kind = _marks(tax, np.asarray(nodes, dtype=np.int64))
    shown, large = _shown_nodes(tax, kind)
    boxes = _boxes(tax, kind, shown, large, counts)
    slot = max(56, 7 * max(len(s) for s in boxes.labels.values()) + 16)
    reachable, x, n_slots = _layout(tax.root, boxes.kids, slot)
    svg = _draw(tax, boxes, reachable, x, n_slots, slot)
    return svg, bool(large and (~shown).any()) or boxes.cut_children


@dataclass
class _Boxes:
    """The drawn boxes: children, fill kind, text and depth of each; whether a node's children were cut."""

    kids: dict[Box, list[Box]] = field(default_factory=dict)
    kind: dict[Box, str] = field(default_factory=dict)
    labels: dict[Box, str] = field(default_factory=dict)
    depth: dict[Box, int] = field(default_factory=dict)
    cut_children: bool = False


def _boxes(tax, kind: np.ndarray, shown: np.ndarray, large: bool, counts: dict[int, int] | None) -> _Boxes:
    """The boxes of the shown nodes: a large tree keeps at most :data:`MAX_TREE_CHILDREN` children per node
    (the last box "... n more"); a node whose children are all left out says how many leaves it holds
    ("(+n)"); with ``counts``, a node's cells ("×n")."""
    out = _Boxes()
    for v in np.flatnonzero(shown).tolist():
        cs = [c for c in tax.children[v] if shown[c]]
        if large and len(cs) > MAX_TREE_CHILDREN:
            out.cut_children = True
            more = ("more", v)
            hidden = cs[MAX_TREE_CHILDREN - 1 :]
            n_marked = sum(kind[c] == "marked" for c in hidden)
            out.labels[more] = f"... {len(hidden)} more" + (f" ({n_marked} published)" if n_marked else "")
            out.kind[more], out.depth[more], out.kids[more] = "below", int(tax.depth[v]) + 1, []
            cs = cs[: MAX_TREE_CHILDREN - 1] + [more]
        out.kids[v] = cs
    for v in out.kids:
        if isinstance(v, tuple):
            continue
        label = tax.labels[v]
        if large and tax.children[v] and not [c for c in tax.children[v] if shown[c]]:
            label += f" (+{int(tax.leaf_count[v])})"
        if counts and v in counts:
            label += f" ×{counts[v]}"
        out.labels[v], out.kind[v], out.depth[v] = label, str(kind[v]), int(tax.depth[v])
    return out


def _layout(root: int, kids: dict[Box, list[Box]], slot: int) -> tuple[list[Box], dict[Box, float], int]:
    """(the boxes reachable from the root in pre-order, x of each, the number of leaf slots).

    Post-order placement: a leaf takes the next slot, an inner box sits midway between its first and
    last child."""
    reachable: list[Box] = []
    stack: list[tuple[Box, bool]] = [(root, False)]
    x: dict[Box, float] = {}
    next_slot = 0
    while stack:  # post-order: children before their parent
        v, done = stack.pop()
        if done:
            if kids[v]:
                x[v] = (x[kids[v][0]] + x[kids[v][-1]]) / 2
            else:
                x[v] = _PAD + slot * (next_slot + 0.5)
                next_slot += 1
            continue
        reachable.append(v)
        stack.append((v, True))
        stack.extend((c, False) for c in reversed(kids[v]))
    return reachable, x, next_slot


def _draw(tax, boxes: _Boxes, reachable: list[Box], x: dict[Box, float], n_slots: int, slot: int) -> str:
    """The SVG text: an edge from each box to its children, then the boxes (filled by kind)."""
    depth_max = max(boxes.depth[v] for v in reachable)
    width = int(2 * _PAD + slot * max(n_slots, 1))
    height = int(2 * _PAD + _LEVEL_H * depth_max + _BOX_H)
    y = {v: _PAD + _LEVEL_H * boxes.depth[v] for v in reachable}
    fit = ' style="max-width:100%;height:auto"' if width <= 1800 else ""  # shrink a little, else scroll
    parts = [
        (
            f'<svg xmlns="http://www.w3.org/2000/svg" class="taxonomy" width="{width}" height="{height}"{fit} '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="taxonomy of {_e(tax.attribute)}">'
        )
    ]
    for v in reachable:
        for c in boxes.kids[v]:
            parts.append(
                f'<line x1="{x[v]:.1f}" y1="{y[v] + _BOX_H}" x2="{x[c]:.1f}" y2="{y[c]}" '
                'stroke="#8a93a3" stroke-width="1"/>'
            )
    for v in reachable:
        w, k = slot - 8, boxes.kind[v]
        name = "" if isinstance(v, tuple) else f' data-label="{_e(tax.labels[v])}"'
        parts.append(
            f'<g class="node {k}"{name}>'
            f'<rect x="{x[v] - w / 2:.1f}" y="{y[v]}" width="{w}" height="{_BOX_H}" rx="4" '
            f'fill="{_FILL[k]}" stroke="#1d4e89" stroke-width="{1.5 if k == "marked" else 0.8}"/>'
            f'<text x="{x[v]:.1f}" y="{y[v] + 15}" text-anchor="middle" font-size="12" '
            f'font-family="sans-serif" fill="{_TEXT[k]}">{_e(boxes.labels[v])}</text></g>'
        )
    parts.append("</svg>")
    return "".join(parts)
