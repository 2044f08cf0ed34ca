"""(X,Y)-anonymity and (X,Y)-linkability (Wang & Fung 2006, section 3.1).

X and Y are disjoint attribute sets; x is a value on X, y a value on Y.

* (X,Y)-anonymity (Definition 3.1): ``a_Y(x) = |Pi_Y sigma_x(T)|``, the number
  of distinct values on Y co-occurring with x; ``A_Y(X) = min_x a_Y(x)``;
  T satisfies it for an integer k when ``A_Y(X) >= k``. With Y a key of T,
  ``a_Y(x)`` is the number of records containing x (k-anonymity on X).
* (X,Y)-linkability (Definition 3.2): ``l_y(x) = a(y, x) / a(x)``, where
  ``a(x)`` counts the records containing x and ``a(y, x)`` those containing
  both; ``L_Y(X) = max_y max_x l_y(x)``; satisfied for a real
  ``0 < k <= 1`` when ``L_Y(X) <= k``. Value-level form (same section): Y is
  replaced by a set of sensitive values ``{y1, ..., yp}`` on Y, each with its
  own threshold; a threshold mapping ``{y: k_y}`` expresses it. Several
  ``Y_i`` on different attribute sets are several checks.

Records are counted as a bag (duplicates count), as in the join of section
5.3 where a matched pair of partitions adds ``|P1| * |P2|`` to ``a(x)``.
``y`` values are compared to the published labels by equality.

On the join of releases (sections 3.3 and 7) the same definitions apply to
the join table of :func:`~seqanon_opt.privacy.lossy_join.lossy_join`; it is
built in compressed form (distinct rows on X u Y with a multiplicity), so
``a(x)`` is a sum of multiplicities and the bag join is never materialised.
A plain common attribute in X or Y means all its copies ``T1.A, T2.A, ...``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, SupportsFloat

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy
from . import xy_grouped as grouped
from .checks import Check
from .lossy_join import InconsistentPair, join_layout, lossy_join

WORST = 5
TOLERANCE = 1e-12
ANONYMITY = "xy-anonymity"
LINKABILITY = "xy-linkability"


def _disjoint(x: list[str], y: list[str]) -> None:
    if not x or not y:
        raise ValueError("X and Y must each name at least one attribute")
    if set(x) & set(y):
        raise ValueError(f"X and Y must be disjoint, both hold {sorted(set(x) & set(y))}")


def _attrs(table: pd.DataFrame, x: Sequence[str], y: Sequence[str]) -> tuple[list[str], list[str]]:
    x, y = list(x), list(y)
    _disjoint(x, y)
    missing = [a for a in x + y if a not in table.columns]
    if missing:
        raise ValueError(f"attribute(s) {missing} not in the table")
    return x, y


def _weights(table: pd.DataFrame, weight: str | None) -> pd.Series:
    if weight is None:
        return pd.Series(np.ones(len(table), dtype=np.int64), index=table.index)
    return table[weight]


def _py(value: object) -> object:
    """A numpy scalar as the Python value (so a Check serialises to JSON)."""
    return value.item() if isinstance(value, np.generic) else value


def _objects(frame: pd.DataFrame, columns: list[str]) -> pd.DataFrame:
    """``columns`` as object dtype, so user-given values merge by Python equality."""
    return frame.astype({c: object for c in columns})


def xy_anonymity_levels(
    table: pd.DataFrame, x: Sequence[str], y: Sequence[str], *, weight: str | None = None
) -> pd.DataFrame:
    """``a_Y(x)`` for every value x on X occurring in ``table`` (Definition 3.1).

    Returns one row per x: the X columns, ``distinct_y`` = ``|Pi_Y sigma_x(T)|``
    and ``size`` = ``a(x)``, the number of records containing x (the sum of
    ``weight`` when the table is compressed), sorted by ``distinct_y``, ``size``.
    """
    x, y = _attrs(table, x, y)
    w = _weights(table, weight)
    frame = table[x + y].assign(_w=w.to_numpy())
    distinct = frame[x + y].drop_duplicates().groupby(x, sort=False, dropna=False).size()
    size = frame.groupby(x, sort=False, dropna=False)["_w"].sum()
    out = pd.DataFrame({"distinct_y": distinct, "size": size.reindex(distinct.index)})
    out = out.reset_index().sort_values(["distinct_y", "size"], kind="stable")
    return out.reset_index(drop=True)


def check_xy_anonymity(
    table: pd.DataFrame, x: Sequence[str], y: Sequence[str], k: int, *, weight: str | None = None
) -> Check:
    """(X,Y)-anonymity: ``A_Y(X) = min_x |Pi_Y sigma_x(T)| >= k`` (section 3.1, Def. 3.1).

    ``achieved`` is ``A_Y(X)`` (None on an empty table, which satisfies any k);
    ``worst_groups`` lists the x values with ``a_Y(x) < k``, fewest first.
    """
    if int(k) != k or k < 1:
        raise ValueError(f"k must be a positive integer, got {k!r}")
    levels = xy_anonymity_levels(table, x, y, weight=weight)
    x = list(x)
    return _anonymity_check(levels, x, list(y), int(k), {})


def _anonymity_check(levels: pd.DataFrame, x: list[str], y: list[str], k: int, extra: dict) -> Check:
    params = {"x": x, "y": y, "k": k} | extra
    if levels.empty:
        return Check(ANONYMITY, params, True, None)
    bad = levels[levels["distinct_y"] < k]
    worst = [
        {"values": {a: _py(row[a]) for a in x}, "distinct_y": int(row["distinct_y"]), "size": int(row["size"])}
        for row in bad.head(WORST).to_dict("records")
    ]
    detail = f"{len(bad)} value(s) on X linked to fewer than k={k} values on Y" if len(bad) else ""
    return Check(ANONYMITY, params, bad.empty, int(levels["distinct_y"].iloc[0]), worst, detail)


def _threshold_frame(threshold: float | Mapping[Any, float], y: list[str]) -> pd.DataFrame | None:
    """None for one threshold on every y; otherwise the value-level table (y columns, ``_t``)."""
    if not isinstance(threshold, Mapping):
        _valid_threshold(threshold)
        return None
    rows = []
    for value, t in threshold.items():
        _valid_threshold(t)
        value = value if isinstance(value, tuple) else (value,)
        if len(value) != len(y):
            raise ValueError(f"sensitive value {value!r} does not have one entry per Y attribute {y}")
        rows.append((*value, float(t)))
    return pd.DataFrame(rows, columns=[*y, "_t"])


def _valid_threshold(t: float) -> None:
    if not 0 < float(t) <= 1:
        raise ValueError(f"a linkability threshold must lie in (0, 1], got {t!r}")


def xy_linkability_levels(
    table: pd.DataFrame,
    x: Sequence[str],
    y: Sequence[str],
    *,
    values: Iterable[object] | None = None,
    weight: str | None = None,
) -> pd.DataFrame:
    """``l_y(x) = a(y, x) / a(x)`` for every co-occurring (x, y) (Definition 3.2).

    Returns the X and Y columns, ``count`` = ``a(y, x)``, ``size`` = ``a(x)``
    and ``confidence`` = ``l_y(x)``, highest confidence first. ``values``
    restricts Y to some sensitive values (scalars for one Y attribute,
    tuples otherwise); pairs that never co-occur (confidence 0) are omitted.
    """
    x, y = _attrs(table, x, y)
    frame = table[x + y].assign(_w=_weights(table, weight).to_numpy())
    size = frame.groupby(x, sort=False, dropna=False)["_w"].sum().rename("size")
    pairs = frame.groupby(x + y, sort=False, dropna=False)["_w"].sum().rename("count").reset_index()
    if values is not None:
        wanted = pd.DataFrame([v if isinstance(v, tuple) else (v,) for v in values], columns=y)
        pairs = _objects(pairs, y).merge(_objects(wanted.drop_duplicates(), y), on=y)
    pairs = pairs.merge(size.reset_index(), on=x)
    pairs["confidence"] = pairs["count"] / pairs["size"]
    return pairs.sort_values(["confidence", "size"], ascending=[False, False], kind="stable").reset_index(drop=True)


def check_xy_linkability(
    table: pd.DataFrame,
    x: Sequence[str],
    y: Sequence[str],
    threshold: float | Mapping[Any, float],
    *,
    weight: str | None = None,
) -> Check:
    """(X,Y)-linkability: ``L_Y(X) = max_{x,y} a(y, x) / a(x) <= threshold`` (section 3.1, Def. 3.2).

    ``threshold`` is one number for every value on Y, or a mapping
    ``{y_i: k_i}`` for the value-level form (only the listed y_i are
    sensitive, each with its own k_i). ``achieved`` is ``L_Y(X)`` over the
    sensitive values (0.0 when none occurs; None on an empty table);
    ``worst_groups`` lists the (x, y) pairs above their threshold, the
    largest excess first.
    """
    x, y = list(x), list(y)
    limits = _threshold_frame(threshold, y)
    values = None if limits is None else [tuple(r) for r in limits[y].itertuples(index=False)]
    levels = xy_linkability_levels(table, x, y, values=values, weight=weight)
    return _linkability_check(levels, x, y, threshold, limits, {}, empty=table.empty)


def _linkability_check(
    levels: pd.DataFrame,
    x: list[str],
    y: list[str],
    threshold: float | Mapping[Any, float],
    limits: pd.DataFrame | None,
    extra: dict,
    empty: bool,
) -> Check:
    # limits is None exactly when threshold is one number (_threshold_frame)
    shown = {str(k): float(v) for k, v in threshold.items()} if isinstance(threshold, Mapping) else float(threshold)
    params = {"x": x, "y": y, "threshold": shown} | extra
    if empty:
        return Check(LINKABILITY, params, True, None)
    if limits is None:
        levels = levels.assign(_t=shown)
    else:
        levels = _objects(levels, y).merge(_objects(limits, y), on=y)
    levels = levels.assign(_excess=levels["confidence"] - levels["_t"])
    bad = levels[levels["_excess"] > TOLERANCE].sort_values(
        ["_excess", "confidence", "size"], ascending=False, kind="stable"
    )
    achieved = float(levels["confidence"].max()) if len(levels) else 0.0
    worst = [
        {
            "values": {a: _py(row[a]) for a in x},
            "sensitive": {a: _py(row[a]) for a in y},
            "size": _number(row["size"]),
            "count": _number(row["count"]),
            "confidence": float(row["confidence"]),
            "threshold": float(row["_t"]),
        }
        for row in bad.head(WORST).to_dict("records")
    ]
    detail = f"{len(bad)} inference(s) x -> y above the threshold" if len(bad) else ""
    return Check(LINKABILITY, params, bad.empty, achieved, worst, detail)


def _number(v: SupportsFloat) -> int | float:
    f = float(v)
    return int(f) if f.is_integer() else f


# ------------------------------------------------------------------ on the join
def _join_table(
    current: pd.DataFrame,
    previous: pd.DataFrame | Sequence[pd.DataFrame],
    x: Sequence[str],
    y: Sequence[str],
    taxonomies,
    inconsistent,
    names,
    max_rows,
) -> tuple[pd.DataFrame, list[str], list[str], str, dict]:
    layout = join_layout(current, previous, names)
    xs, ys = layout.expand(x), layout.expand(y)
    weight = "_n"
    while weight in layout.columns:
        weight += "_"
    table = lossy_join(
        current,
        previous,
        taxonomies,
        inconsistent,
        names=layout.names,
        columns=xs + [c for c in ys if c not in xs],
        weight=weight,
        max_rows=max_rows,
    )
    return table, xs, ys, weight, {"releases": list(layout.names)}


METHODS = ("auto", "grouped", "join")


def _grouped_applies(previous: pd.DataFrame | Sequence[pd.DataFrame]) -> pd.DataFrame | None:
    """The one previous release when the grouped evaluation applies (two releases), else None."""
    if isinstance(previous, pd.DataFrame):
        return previous
    previous = list(previous)
    return previous[0] if len(previous) == 1 else None


def _method(method: str, previous) -> pd.DataFrame | None:
    """The previous release to use the grouped path with, or None for the materialised join."""
    if method not in METHODS:
        raise ValueError(f"method must be one of {METHODS}, got {method!r}")
    if method == "join":
        return None
    single = _grouped_applies(previous)
    if single is None and method == "grouped":
        raise ValueError("the grouped evaluation needs exactly one previous release")
    return single


def check_xy_anonymity_join(
    current: pd.DataFrame,
    previous: pd.DataFrame | Sequence[pd.DataFrame],
    x: Sequence[str],
    y: Sequence[str],
    k: int,
    taxonomies: Mapping[str, Taxonomy] | None = None,
    inconsistent: Iterable[InconsistentPair] = (),
    *,
    names: Sequence[str] | None = None,
    max_rows: int | None = None,
    method: str = "auto",
) -> Check:
    """(X,Y)-anonymity on the join of T1 with T2..Tp (sections 3.3, 4 and 7).

    ``A_Y(X) = min_x |Pi_Y sigma_x(T1 join ... join Tp)| >= k``. X and Y name
    join columns (see :class:`~seqanon_opt.privacy.lossy_join.JoinLayout`).
    Unlike on one table, this level can rise when T1 is specialized if
    records become dangling (section 4, the counterexample before Lemma 4.1).

    ``method``: ``"grouped"`` evaluates from groups of records without
    building the join (:mod:`~seqanon_opt.privacy.xy_grouped`; one previous
    release only); ``"join"`` builds the (compressed) join; ``"auto"`` (the
    default) uses the grouped evaluation whenever there is one previous
    release. ``max_rows`` bounds the built join (the grouped path builds none).
    """
    if int(k) != k or k < 1:
        raise ValueError(f"k must be a positive integer, got {k!r}")
    single = _method(method, previous)
    if single is not None:
        layout = join_layout(current, single, names)
        _disjoint(layout.expand(x), layout.expand(y))
        levels, xs, ys, layout = grouped.anonymity_levels(current, single, x, y, taxonomies, inconsistent, names=names)
        return _anonymity_check(levels, xs, ys, int(k), {"releases": list(layout.names)})
    table, xs, ys, weight, extra = _join_table(current, previous, x, y, taxonomies, inconsistent, names, max_rows)
    levels = xy_anonymity_levels(table, xs, ys, weight=weight)
    return _anonymity_check(levels, xs, ys, int(k), extra)


def check_xy_linkability_join(
    current: pd.DataFrame,
    previous: pd.DataFrame | Sequence[pd.DataFrame],
    x: Sequence[str],
    y: Sequence[str],
    threshold: float | Mapping[Any, float],
    taxonomies: Mapping[str, Taxonomy] | None = None,
    inconsistent: Iterable[InconsistentPair] = (),
    *,
    names: Sequence[str] | None = None,
    max_rows: int | None = None,
    method: str = "auto",
) -> Check:
    """(X,Y)-linkability on the join (sections 3.3, 5.3 and 7).

    ``l_y(x) = a(y, x) / a(x)`` counted over the matches of the join; a
    matched tuple of partitions adds ``|P1| * ... * |Pp|`` to ``a(x)``.
    ``method`` and ``max_rows`` as in :func:`check_xy_anonymity_join`.
    """
    single = _method(method, previous)
    if single is not None:
        layout = join_layout(current, single, names)
        _disjoint(layout.expand(x), layout.expand(y))
        limits = _threshold_frame(threshold, layout.expand(y))
        wanted = None if limits is None else _objects(limits, layout.expand(y))
        levels, xs, ys, layout, empty = grouped.linkability_levels(
            current, single, x, y, taxonomies, inconsistent, names=names, values=wanted
        )
        if limits is not None:
            levels = _objects(levels, ys).merge(_objects(limits[ys].drop_duplicates(), ys), on=ys)
        return _linkability_check(levels, xs, ys, threshold, limits, {"releases": list(layout.names)}, empty=empty)
    table, xs, ys, weight, extra = _join_table(current, previous, x, y, taxonomies, inconsistent, names, max_rows)
    limits = _threshold_frame(threshold, ys)
    values = None if limits is None else [tuple(r) for r in limits[ys].itertuples(index=False)]
    levels = xy_linkability_levels(table, xs, ys, values=values, weight=weight)
    return _linkability_check(levels, xs, ys, threshold, limits, extra, empty=table.empty)
