"""Build generalization hierarchies from a data column (``seqanon hierarchy``).

Every builder maps the column's *distinct values* (as text, the way the
pipeline matches cells against taxonomy leaves) to a matrix of labels, one
column per level from the leaf up to the root ``*``; :func:`taxonomy_from_levels`
turns that matrix into a :class:`Taxonomy`. As in ARX's hierarchy files, a label
repeated on consecutive levels of one row is one node (the value is not
generalized at that level), so leaves may sit at different depths.

Builders (the level-``j`` label of a value ``v``):

* intervals: for the sorted cut points ``b_0 < ... < b_m`` of level ``j``,
  the interval ``[b_i, b_{i+1})`` with ``b_i <= v < b_{i+1}`` (the last one is
  closed, ``[b_{m-1}, b_m]``). Cut points come from fixed widths
  ``w_1 | w_2 | ...`` (``b_i = s + i w_j``, one start ``s`` for all levels,
  default ``floor(min / w_last) w_last``, so the levels nest exactly when each
  width is an integer multiple of the previous one), from nested quantiles
  (``q_j`` bins: the sample quantiles at ``i / q_j``, nested when ``q_{j+1}``
  divides ``q_j``; Hyndman-Fan type 7, numpy's default), or given per level
  (each level's points a subset of the finer level's: Fung-Wang-Yu 2005's
  nested intervals).
* masking: ``v[:len(v) - j] + '*' * j`` for ``j = 1..N`` (Sweeney 2002's zip
  code suppression), clamped at ``len(v)`` stars. Values of different lengths
  are never merged below the root: ``12`` becomes ``1*`` then ``**``, which
  differs from any masked 5-character value (grouping by length; no padding);
  a one-character value masked entirely is the root itself.
* dates: day -> ``YYYY-MM`` -> ``YYYY-Qn`` (``n = (month + 2) // 3``) -> ``YYYY``.
* mapping: a table ``value, group_1, ..., group_k`` (finest first).

Each builder ends at the root ``*`` and raises :class:`HierarchyError` (a
ValueError carrying the 0-based ``row`` and the ``value``) on bad input.
Writers: :func:`to_arx_csv` (``leaf;level1;...;root``, read back by
:func:`~seqanon_opt.data.taxonomy_io.read_arx_hierarchy`) and :func:`to_tree`
(the nested ``{root: {child: {...}, leaf: None}}`` form of ``tree:`` and
``tree_file:``, read back by :func:`~seqanon_opt.data.taxonomy.taxonomy_from_nested`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from fractions import Fraction

import numpy as np
import pandas as pd

from .taxonomy import Taxonomy, ancestor_table, taxonomy_from_parents
from .taxonomy_io import _interval_label, number_label

ROOT = "*"


class HierarchyError(ValueError):
    """Bad input to a builder: ``row`` (the Series' index label of the bad cell: its 0-based position for a
    default index; for ``where="mapping"`` the mapping frame's) and ``value`` when known."""

    def __init__(self, message: str, *, row: int | None = None, value: object = None, where: str = "column") -> None:
        super().__init__(message)
        self.row = row
        self.value = value
        self.where = where  # "column", "mapping" (row of the mapping table) or "option"


# ------------------------------------------------------------------ core
def _distinct(values: pd.Series) -> tuple[pd.Series, np.ndarray]:
    """The column as stripped text (its index kept: errors name rows by it), and the position of each
    distinct value's first row."""
    text = pd.Series(values).astype(str).str.strip()
    if len(text) == 0:
        raise HierarchyError("the column has no values")
    first = np.flatnonzero(~text.duplicated().to_numpy())
    return text, first


def taxonomy_from_levels(
    attribute: str, leaves: Sequence[str], levels: Sequence[Sequence[str] | np.ndarray]
) -> Taxonomy:
    """A taxonomy from ``levels[j][i]``, the level-``j+1`` label of leaf ``leaves[i]`` (root ``*`` added).

    Consecutive equal labels in a leaf's path are one node. Node ids follow the
    first appearance of each label, leaves in the given order, so the tree's
    pre-order lists the leaves in that order. Raises HierarchyError when a
    label would have two parents (the levels do not nest).
    """
    cols = [np.asarray(leaves, dtype=object)] + [np.asarray(c, dtype=object) for c in levels]
    cols.append(np.full(len(cols[0]), ROOT, dtype=object))
    # nxt[j]: the first label above column j that differs from it (its parent)
    nxt = [np.full(len(cols[0]), None, dtype=object) for _ in cols]  # None: no parent (the root's)
    for j in range(len(cols) - 2, -1, -1):
        nxt[j] = np.where(cols[j + 1] != cols[j], cols[j + 1], nxt[j + 1])
    # edges from the root down, each level in leaf order: ids by first appearance top-down
    order = [(j, cols[j], nxt[j]) for j in range(len(cols) - 2, -1, -1)]
    edges = pd.DataFrame(
        {"child": np.concatenate([c for _, c, _ in order]), "parent": np.concatenate([p for _, _, p in order])}
    )
    edges = edges[edges["parent"].notna() & (edges["child"] != ROOT)].drop_duplicates()
    twice = edges["child"].duplicated(keep=False)
    if twice.any():
        child = edges.loc[twice, "child"].iloc[0]
        parents = edges.loc[edges["child"] == child, "parent"].tolist()[:2]
        raise HierarchyError(
            f"the levels do not nest: {child!r} falls under both {parents[0]!r} and {parents[1]!r}", value=child
        )
    if (cols[0] == ROOT).any():
        raise HierarchyError(f"a value is the root label {ROOT!r}", value=ROOT)
    labels = [ROOT] + edges["child"].tolist()
    ids = {label: i for i, label in enumerate(labels)}
    parent = [-1] + [ids[p] for p in edges["parent"]]
    try:
        return taxonomy_from_parents(attribute, labels, parent)
    except ValueError as exc:
        raise HierarchyError(str(exc)) from None


# ------------------------------------------------------------------ intervals
def _numbers(text: pd.Series) -> np.ndarray:
    numbers = pd.to_numeric(text, errors="coerce").to_numpy(dtype=float)
    bad = np.flatnonzero(~np.isfinite(numbers))
    if len(bad):
        raise HierarchyError("not a number", row=text.index[bad[0]], value=text.iloc[bad[0]])
    return numbers


def _interval_labels(points: np.ndarray, values: np.ndarray, close_last: bool = True) -> np.ndarray:
    """The label of the interval of ``points`` holding each value (the last one closed if ``close_last``)."""
    if len(points) == 1:
        return np.full(len(values), _interval_label(points[0], points[0], closed=True), dtype=object)
    k = np.clip(np.searchsorted(points, values, side="right") - 1, 0, len(points) - 2)
    names = np.array(
        [
            _interval_label(a, b, closed=close_last and i == len(points) - 2)
            for i, (a, b) in enumerate(itertools.pairwise(points))
        ],
        dtype=object,
    )
    return names[k]


def width_cuts(values: np.ndarray, widths: Sequence[float], start: float | None = None) -> list[np.ndarray]:
    """Cut points ``s + i w`` per width, all levels ending at the first coarsest bound above the maximum."""
    exact = [Fraction(repr(float(w))) for w in widths]
    if not exact or any(w <= 0 for w in exact):
        raise HierarchyError("widths must be positive numbers", value=list(widths), where="option")
    for a, b in itertools.pairwise(exact):
        if b % a != 0:
            raise HierarchyError(
                f"widths do not nest: {float(b):g} is not a multiple of {float(a):g}",
                value=list(widths),
                where="option",
            )
    lo, hi, top = Fraction(repr(float(values.min()))), Fraction(repr(float(values.max()))), exact[-1]
    s = math.floor(lo / top) * top if start is None else Fraction(repr(float(start)))
    if s > lo:
        raise HierarchyError(
            f"start {float(s):g} is above the smallest value {float(lo):g}", value=float(s), where="option"
        )
    n_top = math.floor((hi - s) / top) + 1  # the last coarsest bound is above the maximum: all half-open
    if n_top * (top / exact[0]) > 1_000_000:
        raise HierarchyError(
            f"width {float(exact[0]):g} cuts [{float(s):g}, {float(hi):g}] into over a million intervals",
            value=list(widths),
            where="option",
        )
    return [np.array([float(s + i * w) for i in range(int(n_top * (top / w)) + 1)]) for w in exact]


def quantile_cuts(values: np.ndarray, counts: Sequence[int]) -> list[np.ndarray]:
    """Distinct sample quantiles at ``i / q`` for each bin count ``q`` (finest first; each divides the previous)."""
    if not counts or any(q < 1 for q in counts):
        raise HierarchyError("quantile bin counts must be integers >= 1", value=list(counts), where="option")
    for a, b in itertools.pairwise(counts):
        if b >= a or a % b:
            raise HierarchyError(
                f"quantiles do not nest: {b} bins must divide {a} and be fewer", value=list(counts), where="option"
            )
    return [np.unique(np.quantile(values, np.arange(q + 1) / q)) for q in counts]


def check_cuts(values: np.ndarray, cuts: Sequence[Sequence[float]]) -> list[np.ndarray]:
    """Given cut points, checked: increasing, covering [min, max], each level a subset of the finer one."""
    out = [np.asarray(sorted(set(map(float, level))), dtype=float) for level in cuts]
    lo, hi = float(values.min()), float(values.max())
    for j, level in enumerate(out):
        if len(level) < 2 or level[0] > lo or level[-1] < hi:
            raise HierarchyError(
                f"cut points of level {j + 1} do not cover the data [{lo:g}, {hi:g}]",
                value=list(cuts[j]),
                where="option",
            )
        if j and not set(level) <= set(out[j - 1]):
            extra = sorted(set(level) - set(out[j - 1]))
            raise HierarchyError(
                f"cut points of level {j + 1} do not nest: {extra} are not points of level {j}",
                value=list(cuts[j]),
                where="option",
            )
    return out


def interval_hierarchy(
    values: pd.Series,
    *,
    widths: Sequence[float] | None = None,
    quantiles: Sequence[int] | None = None,
    cuts: Sequence[Sequence[float]] | None = None,
    start: float | None = None,
    attribute: str | None = None,
) -> Taxonomy:
    """Nested numeric intervals over the column's distinct values (exactly one of widths/quantiles/cuts)."""
    if sum(x is not None for x in (widths, quantiles, cuts)) != 1:
        raise HierarchyError("give exactly one of widths, quantiles or cuts", where="option")
    text, first = _distinct(values)
    numbers = _numbers(text)
    if widths is not None:
        levels = width_cuts(numbers, widths, start)
    elif quantiles is not None:
        levels = quantile_cuts(numbers, quantiles)
    else:
        assert cuts is not None  # exactly one of the three is given
        levels = check_cuts(numbers, cuts)
    order = first[np.lexsort((text.iloc[first].to_numpy(dtype=str), numbers[first]))]
    leaf_numbers = numbers[order]
    return taxonomy_from_levels(
        attribute or str(getattr(values, "name", None) or "value"),
        text.iloc[order].tolist(),
        [_interval_labels(points, leaf_numbers, close_last=widths is None) for points in levels],
    )


# ------------------------------------------------------------------ masking
def mask_hierarchy(values: pd.Series, levels: int, *, attribute: str | None = None) -> Taxonomy:
    """Level ``j`` (1..levels) replaces the last ``min(j, len)`` characters by ``*``; then the root."""
    if levels < 1:
        raise HierarchyError("mask levels must be >= 1", value=levels, where="option")
    text, first = _distinct(values)
    leaves = text.iloc[first].sort_values(kind="stable")
    blank = np.flatnonzero(leaves.str.len().to_numpy() == 0)
    if len(blank):
        raise HierarchyError("an empty value cannot be masked", row=(leaves.index[blank[0]]), value="")
    lengths = leaves.str.len()
    cols = [pd.Series(index=leaves.index, dtype=object) for _ in range(levels)]
    for length, group in leaves.groupby(lengths, sort=False):  # one vectorised slice per value length
        for j in range(1, levels + 1):
            kept = max(int(length) - j, 0)
            cols[j - 1].loc[group.index] = group.str[:kept] + "*" * (int(length) - kept)
    cols = [c.to_numpy(dtype=object) for c in cols]
    return taxonomy_from_levels(attribute or str(values.name or "value"), leaves.tolist(), cols)


# ------------------------------------------------------------------ dates
def date_hierarchy(values: pd.Series, *, date_format: str | None = None, attribute: str | None = None) -> Taxonomy:
    """Day -> ``YYYY-MM`` -> ``YYYY-Qn`` -> ``YYYY`` -> ``*``; leaves in date order."""
    text, first = _distinct(values)
    leaves = text.iloc[first]
    try:
        dates = pd.to_datetime(leaves, format=date_format or "ISO8601", errors="coerce")
    except (ValueError, TypeError) as exc:
        raise HierarchyError(f"bad date format: {exc}", value=date_format, where="option") from None
    bad = np.flatnonzero(dates.isna().to_numpy())
    if len(bad):
        raise HierarchyError(
            "not a date" + (f" in format {date_format!r}" if date_format else " (ISO 8601)"),
            row=(leaves.index[bad[0]]),
            value=leaves.iloc[bad[0]],
        )
    order = np.lexsort((leaves.to_numpy(dtype=str), dates.to_numpy()))
    dates, leaves = dates.iloc[order], leaves.iloc[order]
    year = dates.dt.year.astype(str).str.zfill(4)
    month = year + "-" + dates.dt.month.astype(str).str.zfill(2)
    quarter = year + "-Q" + ((dates.dt.month + 2) // 3).astype(str)
    return taxonomy_from_levels(
        attribute or str(values.name or "value"),
        leaves.tolist(),
        [month.to_numpy(dtype=object), quarter.to_numpy(dtype=object), year.to_numpy(dtype=object)],
    )


# ------------------------------------------------------------------ mapping
def mapping_hierarchy(values: pd.Series, mapping: pd.DataFrame, *, attribute: str | None = None) -> Taxonomy:
    """Groups from ``mapping`` (first column the value, the others its groups, finest first)."""
    if mapping.shape[1] < 2:
        raise HierarchyError("the mapping needs a value column and at least one group column", where="mapping")
    table = mapping.astype(str).apply(lambda c: c.str.strip()).drop_duplicates()
    key = table.columns[0]
    twice = table[key].duplicated(keep=False).to_numpy()
    if twice.any():
        value = table[key][twice].iloc[0]
        rows = table.index[table[key] == value]
        raise HierarchyError("value mapped to two different groups", row=rows[1], value=value, where="mapping")
    blank = (table[table.columns[1:]] == "").any(axis=1).to_numpy()
    if blank.any():
        raise HierarchyError("empty group", row=table.index[blank][0], value=table[key][blank].iloc[0], where="mapping")
    text, first = _distinct(values)
    leaves = text.iloc[first]
    indexed = table.set_index(key)
    missing = ~leaves.isin(indexed.index).to_numpy()
    if missing.any():
        where = int(np.flatnonzero(missing)[0])
        raise HierarchyError("value has no group in the mapping", row=(leaves.index[where]), value=leaves.iloc[where])
    groups = indexed.loc[leaves.to_numpy()]
    return taxonomy_from_levels(
        attribute or str(values.name or "value"),
        leaves.tolist(),
        [groups[c].to_numpy(dtype=object) for c in groups.columns],
    )


# ------------------------------------------------------------------ writers
def arx_rows(tax: Taxonomy) -> list[list[str]]:
    """One row per leaf (pre-order): ``leaf, level1, ..., root``; a shallow leaf repeats its top node below the root."""
    table = ancestor_table(tax)[tax.leaves]  # column j: j-th ancestor, clamped at the root
    depth = tax.depth[tax.leaves][:, None]
    height = table.shape[1] - 1
    j = np.arange(height + 1)[None, :]
    top = table[np.arange(len(table)), np.maximum(depth[:, 0] - 1, 0)][:, None]  # the node below the root
    nodes = np.where(j < depth, table, np.where(j < height, top, tax.root))
    labels = np.asarray(tax.labels, dtype=object)
    return labels[nodes].tolist()


def to_arx_csv(tax: Taxonomy, separator: str = ";") -> str:
    """ARX hierarchy text: no header, one ``leaf;level1;...;root`` line per leaf."""
    rows = arx_rows(tax)
    bad = next((x for row in rows for x in row if separator in x or "\n" in x or "\r" in x), None)
    if bad is not None:
        raise HierarchyError(f"a label contains the separator {separator!r} or a line break", value=bad)
    return "".join(separator.join(row) + "\n" for row in rows)


def to_tree(tax: Taxonomy) -> dict:
    """The nested form ``{root: {child: {...}, leaf: None}}`` (``tree:`` in a spec, an entry of ``tree_file:``)."""
    nodes: list[dict | None] = [None if tax.is_leaf(v) else {} for v in range(tax.n_nodes)]
    for v in np.argsort(tax.tin, kind="stable"):  # pre-order: a parent's dict exists before its children
        par = tax.parent[v]
        if par >= 0:
            nodes[par][tax.labels[v]] = nodes[v]
    return {tax.labels[tax.root]: nodes[tax.root]}


def same_tree(a: Taxonomy, b: Taxonomy) -> bool:
    """The same labelled tree: equal sets of (label, parent label), whatever the node numbering."""

    def edges(t: Taxonomy) -> set:
        return {(t.labels[v], t.labels[p] if p >= 0 else None) for v, p in enumerate(t.parent)}

    return edges(a) == edges(b)


def format_number(value: float) -> str:
    """A number as the labels write it (``3`` not ``3.0``)."""
    return number_label(value)
