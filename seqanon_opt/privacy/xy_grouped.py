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

Everything is integer codes, numpy and pandas merges/groupbys; the only
Python loop is over positions within a signature (at most the number of
distinct join keys of one release). Values reported are the published
labels, as :func:`~seqanon_opt.privacy.lossy_join.lossy_join` returns them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy
from .lossy_join import InconsistentPair, JoinLayout, match_keys


def _factor(values: np.ndarray | pd.Series) -> tuple[np.ndarray, int]:
    """Integer codes (missing values one more value) and their count."""
    codes, uniques = pd.factorize(values, use_na_sentinel=False)
    return codes.astype(np.int64), len(uniques)


def _combine(columns: list[tuple[np.ndarray, int]], n: int) -> tuple[np.ndarray, int]:
    """Codes of the combinations of several coded columns (mixed radix,
    re-factorized after each step so nothing overflows)."""
    out, size = np.zeros(n, dtype=np.int64), 1
    for codes, card in columns:
        out, size = _factor(out * max(card, 1) + codes)
    return out, size


class _Release:
    """One release reduced to integer codes: per row its x-group, y-value and key."""

    def __init__(self, frame: pd.DataFrame, x: list[str], y: list[str], key: np.ndarray) -> None:
        n = len(frame)
        self.frame, self.x, self.y, self.key = frame, x, y, key.astype(np.int64)
        self.x_codes = {a: _factor(frame[a]) for a in x + y}
        self.xid, self.nx = _combine([self.x_codes[a] for a in x], n)
        self.yid, self.ny = _combine([self.x_codes[a] for a in y], n)

    def values(self, ids: np.ndarray, attrs: list[str], of: np.ndarray) -> dict[str, np.ndarray]:
        """Published labels of ``attrs`` for group ids ``ids`` (ids of ``of``)."""
        first = np.full(int(of.max()) + 1 if len(of) else 0, -1, dtype=np.int64)
        first[of[::-1]] = np.arange(len(of))[::-1]  # first row of every id
        rows = first[ids]
        return {a: self.frame[a].iloc[rows].to_numpy() for a in attrs}


def _counts(frame: pd.DataFrame, by: list[str]) -> pd.DataFrame:
    return frame.groupby(by, sort=False).size().rename("_n").reset_index()


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
        codes, count = _factor((current[live] + 1) * radix + key[start[live] + j])
        current[live] = codes + offset
        offset += count
    return current


def _pairs(matched: pd.DataFrame) -> pd.DataFrame:
    return matched.rename(columns={"_g0": "_k1", "_g1": "_k2"}).drop_duplicates()


def _sizes(r1: _Release, r2: _Release, pairs: pd.DataFrame) -> pd.DataFrame:
    """``a(x)`` for every x = x1 x2 of the join: columns _x1, _x2, size."""
    n1 = _counts(pd.DataFrame({"_x1": r1.xid, "_k1": r1.key}), ["_x1", "_k1"])
    n2 = _counts(pd.DataFrame({"_x2": r2.xid, "_k2": r2.key}), ["_x2", "_k2"])
    half = n1.merge(pairs, on="_k1").groupby(["_x1", "_k2"], sort=False)["_n"].sum().reset_index()
    both = half.merge(n2, on="_k2", suffixes=("1", "2"))
    both["size"] = both["_n1"] * both["_n2"]
    return both.groupby(["_x1", "_x2"], sort=False)["size"].sum().reset_index()


def _signature_table(r: _Release, i: int) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Membership (x, signature, key) and weights (x, signature, w) of release ``i``."""
    rows = pd.DataFrame({"x": r.xid, "y": r.yid, "k": r.key}).drop_duplicates()
    xy, _ = _combine([(rows["x"].to_numpy(), r.nx), (rows["y"].to_numpy(), r.ny)], len(rows))
    sig = _signatures(xy, rows["k"].to_numpy())[xy]
    rows = rows.assign(s=sig)
    weights = rows[["x", "y", "s"]].drop_duplicates().groupby(["x", "s"], sort=False).size()
    members = rows[["x", "s", "k"]].drop_duplicates()
    rename = {"x": f"_x{i}", "s": f"_s{i}", "k": f"_k{i}"}
    return (members.rename(columns=rename), weights.rename(f"_w{i}").reset_index().rename(columns=rename))


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
    half = m1.merge(pairs, on="_k1")[["_x1", "_s1", "_k2"]].drop_duplicates()
    linked = half.merge(m2, on="_k2")[["_x1", "_s1", "_x2", "_s2"]].drop_duplicates()
    linked = linked.merge(w1, on=["_x1", "_s1"]).merge(w2, on=["_x2", "_s2"])
    linked["distinct_y"] = linked["_w1"] * linked["_w2"]
    distinct = linked.groupby(["_x1", "_x2"], sort=False)["distinct_y"].sum().reset_index()
    table = distinct.merge(_sizes(r1, r2, pairs), on=["_x1", "_x2"])
    ids = {0: table["_x1"].to_numpy(), 1: table["_x2"].to_numpy()}
    out = pd.DataFrame(_labels(layout, xs, [r1, r2], ids, "x"), columns=xs, index=pd.RangeIndex(len(table)))
    out["distinct_y"] = table["distinct_y"].to_numpy(dtype=np.int64)
    out["size"] = table["size"].to_numpy(dtype=np.int64)
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
        t = pd.DataFrame({"_x": r.xid, "_y": r.yid, "_k": r.key})
        if values is not None and r.y:
            wanted = values[[c for c in ys if layout.columns[c][0] == i]].drop_duplicates()
            wanted.columns = r.y
            firsts = pd.DataFrame({"_y": np.arange(r.ny)})
            labels = r.values(firsts["_y"].to_numpy(), r.y, r.yid)
            firsts = pd.DataFrame(labels, dtype=object).assign(_y=firsts["_y"].to_numpy())
            keep = firsts.merge(wanted.astype(object), on=r.y)["_y"].to_numpy()
            t = t[np.isin(t["_y"].to_numpy(), keep)]
        tables.append(
            _counts(t, ["_x", "_y", "_k"]).rename(columns={"_x": f"_x{i + 1}", "_y": f"_y{i + 1}", "_k": f"_k{i + 1}"})
        )
    n1, n2 = tables
    half = n1.merge(pairs, on="_k1").groupby(["_x1", "_y1", "_k2"], sort=False)["_n"].sum().reset_index()
    both = half.merge(n2, on="_k2", suffixes=("1", "2"))
    both["count"] = both["_n1"] * both["_n2"]
    counted = both.groupby(["_x1", "_y1", "_x2", "_y2"], sort=False)["count"].sum().reset_index()
    counted = counted.merge(_sizes(r1, r2, pairs), on=["_x1", "_x2"])
    xids = {0: counted["_x1"].to_numpy(), 1: counted["_x2"].to_numpy()}
    yids = {0: counted["_y1"].to_numpy(), 1: counted["_y2"].to_numpy()}
    columns = _labels(layout, xs, parts, xids, "x") | _labels(layout, ys, parts, yids, "y")
    out = pd.DataFrame(columns, columns=xs + ys, index=pd.RangeIndex(len(counted)))
    out["count"] = counted["count"].to_numpy(dtype=np.int64)
    out["size"] = counted["size"].to_numpy(dtype=np.int64)
    out["confidence"] = out["count"] / out["size"]
    out = out.sort_values(["confidence", "size"], ascending=[False, False], kind="stable").reset_index(drop=True)
    return out, xs, ys, layout, pairs.empty
