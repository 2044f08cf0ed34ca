"""Build taxonomies from what users write: ARX hierarchy files and numeric intervals.

ARX format (as shipped in ../shared/data/adult): one row per leaf,
``leaf;level1;...;root``, no header. Identical duplicate rows are tolerated
(ARX's own workclass file has some); a label with two different parents makes
the file "not a tree". A label repeated on consecutive levels of one row
(a leaf that is not generalized at that level) is one node, so such trees have
leaves at different depths.

Interval taxonomies: the leaves are the distinct numeric values of the column;
each level is a list of increasing cut points ``[b0, b1, ..., bm]`` giving the
half-open intervals ``[b_i, b_{i+1})`` (the last one closed), listed from the
finest level to the coarsest; every coarser boundary must also be a boundary of
the level below it, so the intervals nest. With no levels the tree is the root
interval over all values (solvers that split on the fly refine it).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from .taxonomy import Taxonomy, taxonomy_from_parents


def read_arx_hierarchy(path: Path, attribute: str, separator: str = ";") -> tuple[Taxonomy, list[list[str]]]:
    """Read an ARX hierarchy CSV; return the taxonomy and its level rows.

    Raises ValueError with the line number when the file is not a tree.
    """
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise ValueError(f"{path}: cannot read the hierarchy file: {exc.strerror or exc}") from None
    body = raw[3:] if raw.startswith(b"\xef\xbb\xbf") else raw  # a byte-order mark is allowed
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad_line = body[: exc.start].count(b"\n") + 1
        raise ValueError(
            f"{path}:{bad_line}: not UTF-8 text (byte {body[exc.start : exc.start + 1]!r}); save the file as UTF-8"
        ) from None
    rows: list[list[str]] = []
    line_of: list[int] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        rows.append([cell.strip() for cell in line.split(separator)])
        line_of.append(lineno)
    if not rows:
        raise ValueError(f"{path}: hierarchy file is empty")
    width = len(rows[0])
    labels: list[str] = []
    parent: list[int] = []
    index: dict[str, int] = {}
    for row, lineno in zip(rows, line_of):
        if len(row) != width:
            raise ValueError(f"{path}:{lineno}: row has {len(row)} columns, the first row has {width}")
        path_labels = [row[0]] + [row[j] for j in range(1, width) if row[j] != row[j - 1]]
        for child, par in zip(path_labels, path_labels[1:] + [None]):
            if par is None:
                par_id = -1
            elif par in index:
                par_id = index[par]
            else:
                index[par] = par_id = len(labels)
                labels.append(par)
                parent.append(-2)  # filled when its own parent is seen
            node = index.get(child)
            if node is None:
                index[child] = node = len(labels)
                labels.append(child)
                parent.append(par_id)
            elif parent[node] == -2:
                parent[node] = par_id
            elif parent[node] != par_id:
                old = "(root)" if parent[node] < 0 else labels[parent[node]]
                new = "(root)" if par_id < 0 else labels[par_id]
                raise ValueError(
                    f"{path}:{lineno}: not a tree: {child!r} has parent {new!r} here but {old!r} on an earlier line"
                )
    roots = [labels[i] for i, p in enumerate(parent) if p < 0]
    if len(roots) != 1:
        raise ValueError(f"{path}: not a tree: the last column holds {len(roots)} different roots {roots[:5]}")
    return taxonomy_from_parents(attribute, labels, parent), rows


def _interval_label(lo: float, hi: float, closed: bool) -> str:
    def fmt(x: float) -> str:
        return str(int(x)) if float(x).is_integer() else repr(float(x))

    return f"[{fmt(lo)}, {fmt(hi)}{']' if closed else ')'}"


def interval_taxonomy(attribute: str, values: np.ndarray, levels: Sequence[Sequence[float]]) -> Taxonomy:
    """Build a numeric taxonomy over the distinct ``values`` with nested interval levels.

    Leaves are labelled by the value as it appears in the data; inner nodes
    by their interval, e.g. ``[20, 30)``. Raises ValueError when the levels
    do not nest or do not cover the values.
    """
    distinct = np.unique(np.asarray(values, dtype=float))
    if len(distinct) == 0:
        raise ValueError(f"no values to build the intervals of {attribute!r}")
    lo, hi = float(distinct[0]), float(distinct[-1])
    levels = [list(map(float, level)) for level in levels]
    for j, level in enumerate(levels):
        if len(level) < 2 or any(b >= a for a, b in zip(level[1:], level[:-1])):
            raise ValueError(
                f"interval level {j + 1} of {attribute!r} must be at least two strictly increasing bounds, got {level}"
            )
        if level[0] > lo or level[-1] < hi:
            raise ValueError(
                f"interval level {j + 1} of {attribute!r} spans "
                f"[{level[0]}, {level[-1]}] but the data spans [{lo}, {hi}]"
            )
        if j > 0 and not set(level) <= set(levels[j - 1]):
            raise ValueError(
                f"interval level {j + 1} of {attribute!r} does not nest in level {j}: "
                f"bounds {sorted(set(level) - set(levels[j - 1]))} are not bounds below it"
            )
    coarsest = levels[-1] if levels else [lo, hi]
    root_bounds = (coarsest[0], coarsest[-1])
    labels = [_interval_label(*root_bounds, closed=True)]
    parent = [-1]
    bounds = [root_bounds]
    # nodes of the previous (coarser) level: list of (lo, hi, id)
    above = [(root_bounds[0], root_bounds[1], 0)]
    for level in reversed(levels):
        if len(level) == 2 and (level[0], level[1]) == root_bounds:
            continue
        current = []
        for a, b in zip(level[:-1], level[1:]):
            par = next(i for (x, y, i) in above if x <= a and b <= y)
            closed = b == level[-1]
            labels.append(_interval_label(a, b, closed))
            parent.append(par)
            bounds.append((a, b))
            current.append((a, b, len(labels) - 1))
        above = current
    for value in distinct:
        owner = next(i for (x, y, i) in above if x <= value < y or (value == y and y == above[-1][1]))
        labels.append(_number_label(value))
        parent.append(owner)
        bounds.append((value, value))
    return _prune_empty_intervals(attribute, labels, parent, bounds, n_values=len(distinct))


def _prune_empty_intervals(
    attribute: str, labels: list[str], parent: list[int], bounds: list[tuple[float, float]], n_values: int
) -> Taxonomy:
    """Drop interval nodes with no value below them (they would look like leaves)."""
    used = [False] * len(labels)
    for leaf in range(len(labels) - n_values, len(labels)):
        node = leaf
        while node >= 0 and not used[node]:
            used[node] = True
            node = parent[node]
    new_id = {old: new for new, old in enumerate(i for i, u in enumerate(used) if u)}
    keep = sorted(new_id)
    return taxonomy_from_parents(
        attribute,
        [labels[i] for i in keep],
        [new_id[parent[i]] if parent[i] >= 0 else -1 for i in keep],
        np.asarray([bounds[i] for i in keep], dtype=float),
    )


def _number_label(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def number_label(value: float) -> str:
    """How a numeric leaf value is written as a label (``3`` not ``3.0``)."""
    return _number_label(value)
