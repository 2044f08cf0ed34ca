"""(X,Y)-anonymity and (X,Y)-linkability levels on the join of two releases,
computed from groups of records, never from the record-level join
(Wang & Fung 2006, sections 3.1, 3.3, 5.3).

Setting: T1 (current) and T2 (previous). Every join column belongs to one
release, so X = X1 u X2 and Y = Y1 u Y2 with Xi, Yi columns of Ti (either
part may be empty). A record of Ti has a join key ki (its values on the join
attributes); two records match iff their keys match
(:func:`~seqanon_opt.privacy.lossy_join.match_keys`, both predicates), so the
join is the union, over matched key pairs (k1, k2), of the products
``{t1 : key k1} x {t2 : key k2}``.

* ``a(x)`` and ``a(x, y)``: sums over matched key pairs of products of
  record counts, ``a(x1 x2, y1 y2) = sum_{(k1,k2) matched}
  n1(x1, y1, k1) * n2(x2, y2, k2)``, evaluated as two merges with an
  aggregation in between (first over k1, then over k2).
* ``a_Y(x) = |Pi_Y sigma_x(join)|``: a value ``y = y1 y2`` co-occurs with
  ``x = x1 x2`` iff some key of ``(x1, y1)`` in T1 matches some key of
  ``(x2, y2)`` in T2. Let ``S1(x1, y1)`` be the *set* of keys of T1's records
  with ``x1, y1`` (its signature) and likewise ``S2``. Values y1 with equal
  signatures (under one x1) behave alike, so with ``w1(x1, S)`` the number of
  y1 whose signature is S: ``a_Y(x) = sum over pairs (S1, S2) of signatures
  under x1, x2 that are connected (some k1 in S1 matches some k2 in S2) of
  w1(x1, S1) * w2(x2, S2)``. An empty Yi is one value (the empty tuple) whose
  signature is the set of keys under xi.

Everything is integer codes, joined and summed in numpy
(:mod:`.code_relations`); the only Python loop is over positions within a signature (at most the number of
distinct join keys of one release). Values reported are the published
labels, as :func:`~seqanon_opt.privacy.lossy_join.lossy_join` returns them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy
from .code_relations import Relation, combine, count_by, distinct, factor, join, sum_by
from .lossy_join import InconsistentPair, JoinLayout, match_keys


class _Release:
    """One release reduced to integer codes: per row its x-group, y-value and key."""

    def __init__(self, frame: pd.DataFrame, x: list[str], y: list[str], key: np.ndarray) -> None:
        n = len(frame)
        self.frame, self.x, self.y, self.key = frame, x, y, key.astype(np.int64)
        self.x_codes = {a: factor(frame[a]) for a in x + y}
        self.xid, self.nx = combine([self.x_codes[a] for a in x], n)
        self.yid, self.ny = combine([self.x_codes[a] for a in y], n)

    def values(self, ids: np.ndarray, attrs: list[str], of: np.ndarray) -> dict[str, np.ndarray]:
        """Published labels of ``attrs`` for group ids ``ids`` (ids of ``of``)."""
        first = np.full(int(of.max()) + 1 if len(of) else 0, -1, dtype=np.int64)
        first[of[::-1]] = np.arange(len(of))[::-1]  # first row of every id
        rows = first[ids]
        return {a: self.frame[a].iloc[rows].to_numpy() for a in attrs}


def _signatures(group: np.ndarray, key: np.ndarray) -> np.ndarray:
    """For distinct (group, key) rows, one id per group such that two groups
    get the same id iff they hold the same set of keys."""
    if not len(group):
        return np.zeros(0, dtype=np.int64)
    ngroups = int(group.max()) + 1
    order = np.lexsort((key, group))
    group, key = group[order], key[order]
    length = np.bincount(group, minlength=ngroups)
    start = np.cumsum(length) - length
    if length.max() == 1:
        out = np.empty(ngroups, dtype=np.int64)
        out[group] = key
        return out
    radix = int(key.max()) + 1
    current = np.full(ngroups, -1, dtype=np.int64)
    offset = 0
    for j in range(int(length.max())):  # positions within a key set, not groups
        live = np.nonzero(length > j)[0]
        codes, count = factor((current[live] + 1) * radix + key[start[live] + j])
        current[live] = codes + offset
        offset += count
    return current


def _pairs(matched: Relation) -> Relation:
    """The matched key pairs (k1 of T1, k2 of T2), each once."""
    pairs = {"k1": matched["_g0"], "k2": matched["_g1"]}
    return distinct(pairs, ["k1", "k2"])


def _sizes(r1: _Release, r2: _Release, pairs: Relation) -> Relation:
    """``a(x)`` for every x = x1 x2 of the join: columns x1, x2, size."""
    n1 = count_by({"x1": r1.xid, "k1": r1.key}, ["x1", "k1"], "n1")
    n2 = count_by({"x2": r2.xid, "k2": r2.key}, ["x2", "k2"], "n2")
    half = sum_by(join(n1, pairs, ["k1"]), ["x1", "k2"], "n1")
    both = join(half, n2, ["k2"])
    both["size"] = both["n1"] * both["n2"]
    return sum_by(both, ["x1", "x2"], "size")


def _signature_table(r: _Release, i: int) -> tuple[Relation, Relation]:
    """Membership (x, signature, key) and weights (x, signature, w) of release ``i``, the columns suffixed
    with ``i``."""
    rows = distinct({"x": r.xid, "y": r.yid, "k": r.key}, ["x", "y", "k"])
    xy, _ = combine([(rows["x"], r.nx), (rows["y"], r.ny)], len(rows["x"]))
    rows["s"] = _signatures(xy, rows["k"])[xy]
    weights = count_by(distinct(rows, ["x", "y", "s"]), ["x", "s"], "w")
    members = distinct(rows, ["x", "s", "k"])
    return ({f"{c}{i}": v for c, v in members.items()}, {f"{c}{i}": v for c, v in weights.items()})


def _prepare(
    current: pd.DataFrame,
    previous: pd.DataFrame,
    x: Sequence[str],
    y: Sequence[str],
    taxonomies: Mapping[str, Taxonomy] | None,
    inconsistent: Iterable[InconsistentPair],
    names: Sequence[str] | None,
):
    keyed = match_keys(current, previous, taxonomies, inconsistent, names=names)
    layout = keyed.layout
    xs, ys = layout.expand(x), layout.expand(y)
    frames = [current, previous]
    parts = []
    for i in range(2):
        xi = [layout.columns[c][1] for c in xs if layout.columns[c][0] == i]
        yi = [layout.columns[c][1] for c in ys if layout.columns[c][0] == i]
        parts.append(_Release(frames[i], xi, yi, keyed.groups[i]))
    return layout, xs, ys, parts, _pairs(keyed.matched)


def _labels(
    layout: JoinLayout, columns: list[str], parts: list[_Release], ids: dict[int, np.ndarray], kind: str
) -> dict[str, np.ndarray]:
    """Published labels of join columns ``columns`` from per-release group ids."""
    out = {}
    for c in columns:
        i, attr = layout.columns[c]
        of = parts[i].xid if kind == "x" else parts[i].yid
        labels = parts[i].values(ids[i], [attr], of)[attr]
        if labels.dtype == object:  # a missing label reads NaN, as a groupby key of the join does
            labels = np.where(pd.isna(labels), np.nan, labels).astype(object)
        out[c] = labels
    return out


def anonymity_levels(
    current: pd.DataFrame,
    previous: pd.DataFrame,
    x: Sequence[str],
    y: Sequence[str],
    taxonomies: Mapping[str, Taxonomy] | None = None,
    inconsistent: Iterable[InconsistentPair] = (),
    *,
    names: Sequence[str] | None = None,
) -> tuple[pd.DataFrame, list[str], list[str], JoinLayout]:
    """``a_Y(x)`` and ``a(x)`` on the join of two releases, in the form of
    :func:`~seqanon_opt.privacy.xy_privacy.xy_anonymity_levels` on the join
    (X columns, ``distinct_y``, ``size``; fewest first). Also returns the
    expanded X and Y join columns and the layout."""
    layout, xs, ys, (r1, r2), pairs = _prepare(current, previous, x, y, taxonomies, inconsistent, names)
    m1, w1 = _signature_table(r1, 1)
    m2, w2 = _signature_table(r2, 2)
    half = distinct(join(m1, pairs, ["k1"]), ["x1", "s1", "k2"])
    linked = distinct(join(half, m2, ["k2"]), ["x1", "s1", "x2", "s2"])
    linked = join(join(linked, w1, ["x1", "s1"]), w2, ["x2", "s2"])
    linked["distinct_y"] = linked["w1"] * linked["w2"]
    table = join(sum_by(linked, ["x1", "x2"], "distinct_y"), _sizes(r1, r2, pairs), ["x1", "x2"])
    ids = {0: table["x1"], 1: table["x2"]}
    out = pd.DataFrame(_labels(layout, xs, [r1, r2], ids, "x"), columns=xs, index=pd.RangeIndex(len(table["x1"])))
    out["distinct_y"] = table["distinct_y"]
    out["size"] = table["size"]
    out = out.sort_values(["distinct_y", "size"], kind="stable").reset_index(drop=True)
    return out, xs, ys, layout


def linkability_levels(
    current: pd.DataFrame,
    previous: pd.DataFrame,
    x: Sequence[str],
    y: Sequence[str],
    taxonomies: Mapping[str, Taxonomy] | None = None,
    inconsistent: Iterable[InconsistentPair] = (),
    *,
    names: Sequence[str] | None = None,
    values: pd.DataFrame | None = None,
) -> tuple[pd.DataFrame, list[str], list[str], JoinLayout, bool]:
    """``a(x, y)``, ``a(x)`` and ``l_y(x)`` for every co-occurring (x, y) on
    the join of two releases, in the form of
    :func:`~seqanon_opt.privacy.xy_privacy.xy_linkability_levels` on the join,
    before any restriction to sensitive values. ``values`` (Y join columns,
    object dtype) only prunes: y values whose part in one release matches no
    row of it are dropped early; the caller still filters exactly. Also
    returns X and Y join columns, the layout and whether the join is empty."""
    layout, xs, ys, (r1, r2), pairs = _prepare(current, previous, x, y, taxonomies, inconsistent, names)
    parts = [r1, r2]
    tables = []
    for i, r in enumerate(parts):
        rows: Relation = {"x": r.xid, "y": r.yid, "k": r.key}
        if values is not None and r.y:
            wanted = values[[c for c in ys if layout.columns[c][0] == i]].drop_duplicates()
            wanted.columns = r.y
            every_y = np.arange(r.ny)
            firsts = pd.DataFrame(r.values(every_y, r.y, r.yid), dtype=object).assign(_y=every_y)
            keep = np.isin(rows["y"], firsts.merge(wanted.astype(object), on=r.y)["_y"].to_numpy())
            rows = {c: v[keep] for c, v in rows.items()}
        tables.append({f"{c}{i + 1}": v for c, v in count_by(rows, ["x", "y", "k"], "n").items()})
    n1, n2 = tables
    half = sum_by(join(n1, pairs, ["k1"]), ["x1", "y1", "k2"], "n1")
    both = join(half, n2, ["k2"])
    both["count"] = both["n1"] * both["n2"]
    counted = join(sum_by(both, ["x1", "y1", "x2", "y2"], "count"), _sizes(r1, r2, pairs), ["x1", "x2"])
    xids = {0: counted["x1"], 1: counted["x2"]}
    yids = {0: counted["y1"], 1: counted["y2"]}
    columns = _labels(layout, xs, parts, xids, "x") | _labels(layout, ys, parts, yids, "y")
    out = pd.DataFrame(columns, columns=xs + ys, index=pd.RangeIndex(len(counted["x1"])))
    out["count"] = counted["count"]
    out["size"] = counted["size"]
    out["confidence"] = out["count"] / out["size"]
    out = out.sort_values(["confidence", "size"], ascending=[False, False], kind="stable").reset_index(drop=True)
    return out, xs, ys, layout, not len(pairs["k1"])
