"""Tree1/Tree2 join statistics for ``tds4sa`` (Wang & Fung 2006, sections 5.3, 5.4 and 7).

The join of the release T1 with the previous releases is never materialised
record by record. Its pieces:

* the *history* (Tree2): the previous releases, joined among themselves once
  and collapsed to distinct rows of the columns that matter with a weight
  (``SequentialJoin.history_counts`` of the exact solver's join module, whose
  naming and match predicate this module follows). With one previous release
  this is T2's distinct rows; with several it is the star join of section 7
  (a T1 record matches a history row when it matches every Ti in it);
* the *match combos*: whether a T1 partition matches a history partition
  depends only on T1's join (and inconsistency-named) attributes ``S1`` and
  the history's copies of them ``HM``. Distinct ``S1`` value combinations of
  T1 (a few hundred) are matched against the distinct ``HM`` combinations of
  the history by one vectorised boolean matrix per combo batch (consistency
  predicate: values on one generalization path; equality without taxonomy;
  inconsistency predicate: declared pairs, also below the declared values);
* per requirement, *partition statistics*. When X holds every copy of every
  join / named attribute (section 5.4, Case 1) every x group of the join is
  exactly one pair (P1, P2) of a T1 partition (grouped by X1) and a history
  partition (grouped by XH), so

      a_Y(x) = a_Y1(P1) * a_Y2(P2),      l_y(x) = conf1(P1, y1) * conf2(P2, y2),

  and the requirement's value is a min / max over matched combo pairs of
  per-combo extremes: ``A_Y(X) = min_c min_{P1 in c} a_Y1(P1) *
  min_{P2 matched with c} a_Y2(P2)``. The history side of every T1 combo is
  computed once and cached (:class:`MatchIndex`).

  Otherwise (X misses a join attribute, or value-level linkability thresholds
  over Y columns of both sides) :func:`generic_value` joins the T1 partitions
  with the history partitions at partition level (pairs of distinct rows,
  never records) and groups by x.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from ...data.grouping import pack_keys, row_ids
from ...requirements import XYAnonymity, XYLinkability
from ..sequential_join import TOLERANCE, SequentialJoin, _col
from .top_down_search import first_occurrence

Columns = dict[str, np.ndarray]  # a table as named numpy columns of equal length


@dataclass
class RequirementPlan:
    """How one (X,Y)-requirement is read on the releases."""

    index: int
    requirement: XYAnonymity | XYLinkability
    x1: list[str]  # T1 attributes in X
    y1: list[str]  # T1 attributes in Y
    xh: list[str]  # history columns in X
    yh: list[str]  # history columns in Y
    ys: list[str]  # Y as join column names (for value-level thresholds)
    case1: bool  # X holds every copy of every join / named attribute
    anti_monotone: bool = False
    fast: bool = False  # evaluated from per-combo partition statistics
    key1: bool = False  # Y1 is a key of T1 (anonymity): distinct Y1 = record count
    mapping: bool = False  # value-level thresholds
    history_stats: dict = field(default_factory=dict)

    @property
    def anonymity(self) -> bool:
        return isinstance(self.requirement, XYAnonymity)

    @property
    def k(self) -> int:
        """The k of an (X,Y)-anonymity plan: ``A_Y(X) >= k``."""
        assert isinstance(self.requirement, XYAnonymity), "k is read on anonymity plans only"
        return self.requirement.k

    @property
    def max_suppressed(self) -> int:
        """The suppression budget of an (X,Y)-anonymity plan (linkability has none)."""
        assert isinstance(self.requirement, XYAnonymity), "the budget is read on anonymity plans only"
        return self.requirement.max_suppressed

    @property
    def threshold(self) -> float:
        """The one threshold of a linkability plan without value-level thresholds: ``L_Y(X) <= threshold``."""
        requirement = self.requirement
        assert isinstance(requirement, XYLinkability), "the threshold is read on linkability plans only"
        assert not isinstance(requirement.threshold, Mapping), "not plan.mapping: one threshold"
        return float(requirement.threshold)

    @property
    def value_thresholds(self) -> Mapping[str, float]:
        """The value-level thresholds {y value: threshold} of an (X,Y)-linkability plan (``mapping``)."""
        assert isinstance(self.requirement, XYLinkability), "value-level thresholds belong to linkability"
        assert isinstance(self.requirement.threshold, Mapping), "plan.mapping: the threshold is a mapping"
        return self.requirement.threshold


class MatchIndex:
    """T1 join-attribute combos, registered on first sight, and their matches in the history."""

    def __init__(self, sj: SequentialJoin) -> None:
        self.sj = sj
        self.s1 = list(sj.key_attrs[0])  # T1 attributes the match looks at
        prev = list(range(1, len(sj.held)))
        self.path: list[tuple[str, str]] = []
        self.eq: list[tuple[str, str]] = []
        self.rules: list[tuple[str, int, str, int]] = []  # (T1 attr, value, history column, value)
        for a in self.s1:
            earlier = [j for j in prev if a in sj.key_attrs[j]]
            if not earlier or a not in sj.join_attributes:
                continue
            if a in sj.taxonomies:
                self.path += [(a, _col(j, a)) for j in earlier]
            else:
                self.eq.append((a, _col(earlier[0], a)))
        for a, va, b, vb in sj.rules:  # history's a below va and T1's b below vb: no match
            if b in self.s1:
                self.rules += [(b, vb, _col(j, a), va) for j in prev if a in sj.key_attrs[j]]
        self.hm = list(
            dict.fromkeys([h for _, h in self.path] + [h for _, h in self.eq] + [h for _, _, h, _ in self.rules])
        )
        history = sj.history_counts
        if self.hm:
            codes = history[self.hm].to_numpy(dtype=np.int64)
            self.hm_combos, self.hm_of_row = np.unique(codes, axis=0, return_inverse=True)
            self.hm_of_row = self.hm_of_row.reshape(-1)
        else:
            self.hm_combos = np.zeros((1 if len(history) else 0, 0), dtype=np.int64)
            self.hm_of_row = np.zeros(len(history), dtype=np.int64)
        self.history = history.assign(_h=self.hm_of_row)
        self.ids: dict[tuple[int, ...], int] = {}
        self.combos: list[tuple[int, ...]] = []
        self.matches: list[np.ndarray] = []  # per combo: matched history combos
        self.listeners: list = []
        self.partitions: dict[tuple[str, ...], tuple[Columns, np.ndarray, np.ndarray]] = {}  # _history_partitions

    @property
    def size(self) -> int:
        return len(self.combos)

    def match_matrix(self, combos: np.ndarray) -> np.ndarray:
        """``M[i, h]``: T1 combo row i matches history combo h."""
        sj, hm = self.sj, self.hm_combos
        out = np.ones((len(combos), len(hm)), dtype=bool)
        pos = {a: i for i, a in enumerate(self.s1)}
        col = {h: i for i, h in enumerate(self.hm)}
        for a, h in self.path:
            tax = sj.taxonomies[a]
            u, v = combos[:, pos[a]][:, None], hm[:, col[h]][None, :]
            out &= (tax.tin[u] < tax.tout[v]) & (tax.tin[v] < tax.tout[u])
        for a, h in self.eq:
            out &= combos[:, pos[a]][:, None] == hm[:, col[h]][None, :]
        for b, vb, h, va in self.rules:
            attr = h.split("|", 1)[1]
            hit1 = sj._below(b, vb, combos[:, pos[b]])
            hit2 = sj._below(attr, va, hm[:, col[h]])
            out &= ~(hit1[:, None] & hit2[None, :])
        return out

    def register(self, combos: np.ndarray) -> np.ndarray:
        """Ids of the rows of ``combos`` (distinct S1 code tuples), registering new ones."""
        out = np.empty(len(combos), dtype=np.int64)
        new_rows = []
        for i, row in enumerate(map(tuple, combos.tolist())):
            cid = self.ids.get(row)
            if cid is None:
                cid = self.ids[row] = len(self.combos)
                self.combos.append(row)
                new_rows.append(i)
            out[i] = cid
        if new_rows:
            matrix = self.match_matrix(combos[new_rows])
            first = len(self.matches)
            self.matches += [np.flatnonzero(r) for r in matrix]
            for listener in self.listeners:
                listener(first, len(self.matches))
        return out

    def ids_of(self, s1_codes: list[np.ndarray], n: int) -> np.ndarray:
        """Combo id of each of n rows with the given S1 code columns."""
        if not self.s1:
            return self.register(np.zeros((1, 0), dtype=np.int64))[np.zeros(n, dtype=np.int64)]
        radices = [int(c.max()) + 1 if len(c) else 1 for c in s1_codes]
        key = pack_keys(s1_codes, radices)
        local, uniques = pd.factorize(key, sort=False)
        first = np.zeros(len(uniques), dtype=np.int64)
        first[local[::-1]] = np.arange(n)[::-1]
        combos = np.column_stack([c[first] for c in s1_codes]).astype(np.int64)
        return self.register(combos)[local]


def limits_for(plan: RequirementPlan, sj: SequentialJoin, y_codes: np.ndarray, columns: list[str]) -> np.ndarray:
    """Per row of ``y_codes`` (one column per name in ``columns``, a subset of plan.ys): the
    value-level threshold, +inf where the y value is not listed."""
    limits = np.full(len(y_codes), np.inf)
    for listed, t in plan.value_thresholds.items():
        value = listed if isinstance(listed, tuple) else (listed,)  # a tuple key: one entry per Y column
        if len(value) != len(plan.ys):
            raise ValueError(f"sensitive value {value!r} needs one entry per Y column {plan.ys}")
        hit = np.ones(len(y_codes), dtype=bool)
        for name, v in zip(plan.ys, value):
            if name in columns:
                attr = sj.source[name][1]
                hit &= y_codes[:, columns.index(name)] == sj.code_of(attr, v)
        limits[hit] = np.minimum(limits[hit], float(t))
    return limits


def conf_stats(
    plan: RequirementPlan,
    sj: SequentialJoin,
    group: np.ndarray,
    n_groups: int,
    y_codes: np.ndarray,
    weight: np.ndarray,
    columns: list[str],
) -> tuple[np.ndarray, np.ndarray]:
    """Per group: the highest confidence of a (listed) y and the highest excess over its threshold."""
    ach = np.full(n_groups, -np.inf)
    exc = np.full(n_groups, -np.inf)
    if y_codes.shape[1] == 0:
        present = np.bincount(group, minlength=n_groups) > 0
        ach[present] = 1.0
        if not plan.mapping:
            exc[present] = 1.0 - plan.threshold
        return ach, exc
    radices = [int(c.max()) + 1 for c in y_codes.T]
    ykey = pack_keys(list(y_codes.T), radices)
    pair, uniques = pd.factorize(group.astype(np.int64) * (int(ykey.max()) + 1) + ykey, sort=False)
    pair_weight = np.bincount(pair, weights=weight)
    first = np.zeros(len(uniques), dtype=np.int64)
    first[pair[::-1]] = np.arange(len(pair))[::-1]
    pair_group = group[first]
    total = np.bincount(group, weights=weight, minlength=n_groups)
    conf = pair_weight / total[pair_group]
    if plan.mapping:
        limit = limits_for(plan, sj, y_codes[first], columns)
        listed = np.isfinite(limit)
        np.maximum.at(ach, pair_group[listed], conf[listed])
        np.maximum.at(exc, pair_group[listed], conf[listed] - limit[listed])
        present = total > 0
        ach[present & ~np.isfinite(ach)] = 0.0
    else:
        np.maximum.at(ach, pair_group, conf)
        exc = ach - plan.threshold
    return ach, exc


def history_side(plan: RequirementPlan, index: MatchIndex) -> dict[str, np.ndarray]:
    """Per history match combo h (Case 1): min a_Y2 and max conf2 / excess over its partitions."""
    sj, hist = index.sj, index.history
    n_h = len(index.hm_combos)
    if len(hist) == 0:
        return {"a": np.zeros(0), "ach": np.zeros(0), "exc": np.zeros(0)}
    xh = [hist[c].to_numpy(dtype=np.int64) for c in plan.xh]
    radices = [int(c.max()) + 1 for c in xh]
    part, _ = pd.factorize(pack_keys(xh, radices, n=len(hist)), sort=False)
    n_part = int(part.max()) + 1
    part_h = np.zeros(n_part, dtype=np.int64)
    part_h[part] = index.hm_of_row  # every partition lies in one combo (HM is inside XH)
    weight = hist["_wH"].to_numpy(dtype=float)
    yh = (
        np.column_stack([hist[c].to_numpy(dtype=np.int64) for c in plan.yh])
        if plan.yh
        else np.zeros((len(hist), 0), dtype=np.int64)
    )
    out = {}
    if plan.anonymity:
        if plan.yh:
            ykey = pack_keys(list(yh.T), [int(c.max()) + 1 for c in yh.T])
            distinct = pd.DataFrame({"p": part, "y": ykey}).drop_duplicates()
            a = np.bincount(distinct["p"].to_numpy(), minlength=n_part).astype(float)
        else:
            a = np.ones(n_part)
        per_h = np.full(n_h, np.inf)
        np.minimum.at(per_h, part_h, a)
        out["a"] = per_h
    else:
        ach, exc = conf_stats(plan, sj, part, n_part, yh, weight, plan.yh)
        per_ach, per_exc = np.full(n_h, -np.inf), np.full(n_h, -np.inf)
        np.maximum.at(per_ach, part_h, ach)
        np.maximum.at(per_exc, part_h, exc)
        out["ach"], out["exc"] = per_ach, per_exc
    return out


def best_over_matches(plan: RequirementPlan, index: MatchIndex, start: int, stop: int) -> None:
    """Extend the plan's per-T1-combo history extremes to combos start..stop-1."""
    st = plan.history_stats
    for key in ("best_a", "best_ach", "best_exc", "has_match"):
        st.setdefault(key, np.zeros(0))
    add = stop - start
    best_a, best_ach, best_exc = np.full(add, np.inf), np.full(add, -np.inf), np.full(add, -np.inf)
    has = np.zeros(add, dtype=bool)
    for i in range(add):
        m = index.matches[start + i]
        if len(m):
            has[i] = True
            if plan.anonymity:
                best_a[i] = st["per_h"]["a"][m].min()
            else:
                best_ach[i] = st["per_h"]["ach"][m].max()
                best_exc[i] = st["per_h"]["exc"][m].max()
    st["best_a"] = np.concatenate([st["best_a"], best_a])
    st["best_ach"] = np.concatenate([st["best_ach"], best_ach])
    st["best_exc"] = np.concatenate([st["best_exc"], best_exc])
    st["has_match"] = np.concatenate([st["has_match"].astype(bool), has])


def combine(
    plan: RequirementPlan, present: np.ndarray, a1: np.ndarray, ach1: np.ndarray, exc1: np.ndarray
) -> tuple[float, bool]:
    """The requirement's value and verdict from per-T1-combo extremes of the T1 side (Case 1)."""
    st = plan.history_stats
    n = len(present)
    use = present & st["has_match"][:n]
    if not use.any():
        return (np.inf if plan.anonymity else 0.0), True
    if plan.anonymity:
        value = float((a1[use] * st["best_a"][:n][use]).min())
        return value, value >= plan.k
    ach = float((ach1[use] * st["best_ach"][:n][use]).max())
    if plan.mapping:
        side = exc1 if plan.y1 else st["best_exc"][:n]
        excess = float(side[use].max())
        if plan.y1:
            ach = float(ach1[use].max())
        else:
            ach = float(st["best_ach"][:n][use].max())
    else:
        excess = ach - plan.threshold
    return ach, not excess > TOLERANCE


def row_groups(columns: list[np.ndarray], n: int) -> tuple[np.ndarray, np.ndarray]:
    """Group id of each of the ``n`` rows of ``columns`` (equal rows, equal ids; numbered in order of first
    appearance) and the first row of each group. No columns: one group."""
    dense = [pd.factorize(c, sort=False)[0] for c in columns]
    ids = row_ids(dense, [int(d.max()) + 1 if len(d) else 1 for d in dense], n)
    return ids, first_occurrence(ids)


def expand(starts: np.ndarray, lengths: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each range ``starts[i] .. starts[i] + lengths[i] - 1`` laid out in turn: (its owner i, the position)."""
    owner = np.repeat(np.arange(len(lengths)), lengths)
    offsets = np.cumsum(lengths) - lengths
    return owner, np.arange(int(lengths.sum())) - offsets[owner] + starts[owner]


def _history_partitions(index: MatchIndex, hcols: list[str]) -> tuple[Columns, np.ndarray, np.ndarray]:
    """The history grouped by (match combo ``_h``, ``hcols``) with its weight ``_wH``, ordered by ``_h``,
    and the first row and row count of every match combo; computed once per column list."""
    key = tuple(hcols)
    if key not in index.partitions:
        hist = index.history
        h = hist["_h"].to_numpy(dtype=np.int64)
        columns = [h] + [hist[c].to_numpy() for c in hcols]
        ids, first = row_groups(columns, len(hist))
        weight = np.bincount(ids, weights=hist["_wH"].to_numpy(dtype=float), minlength=len(first))
        order = np.argsort(h[first], kind="stable")
        parts = {"_h": h[first][order], "_wH": weight[order]}
        parts.update({c: columns[j + 1][first][order] for j, c in enumerate(hcols)})
        n_h = len(index.hm_combos)
        index.partitions[key] = (
            parts,
            np.searchsorted(parts["_h"], np.arange(n_h)),
            np.bincount(parts["_h"], minlength=n_h),
        )
    return index.partitions[key]


def _partition_join(
    plan: RequirementPlan, index: MatchIndex, t1: Mapping[str, np.ndarray]
) -> tuple[Columns, list[str], list[str]] | None:
    """The partition-level join of ``t1``'s groups with the history: ``(joined, X columns, Y columns)``,
    None when nothing of ``t1`` matches. ``joined`` names T1's columns ``1:<attribute>`` and carries the
    T1 group's records ``_w`` and the history partition's ``_wH``."""
    cols1 = list(dict.fromkeys(plan.x1 + ([] if plan.key1 else plan.y1)))
    group_cols = ["_c"] + cols1 + (["_g"] if plan.key1 else [])
    weight = np.asarray(t1["_w"], dtype=float)
    ids, first = row_groups([np.asarray(t1[c]) for c in group_cols], len(weight))
    d1 = {c: np.asarray(t1[c])[first] for c in group_cols}
    combos, combo_of = np.unique(d1["_c"].astype(np.int64), return_inverse=True)
    matched = [index.matches[int(c)] for c in combos]
    counts = np.array([len(m) for m in matched], dtype=np.int64)
    if not counts.any():
        return None
    flat = np.concatenate(matched).astype(np.int64)
    pair_group, at = expand((np.cumsum(counts) - counts)[combo_of], counts[combo_of])
    pair_h = flat[at]
    parts, h_start, h_count = _history_partitions(index, list(dict.fromkeys(plan.xh + plan.yh)))
    pair, row2 = expand(h_start[pair_h], h_count[pair_h])
    row1 = pair_group[pair]
    if not len(row1):
        return None
    joined = {f"1:{c}": d1[c][row1] for c in cols1}
    joined.update({c: v[row2] for c, v in parts.items() if c not in ("_h", "_wH")})
    joined["_w"] = np.bincount(ids, weights=weight, minlength=len(first))[row1]
    joined["_wH"] = parts["_wH"][row2]
    if plan.key1:
        joined["_g"] = d1["_g"][row1]
    xc = [f"1:{c}" for c in plan.x1] + plan.xh
    yc = ([] if plan.key1 else [f"1:{c}" for c in plan.y1]) + plan.yh
    return joined, xc, yc


def _distinct_y(plan: RequirementPlan, joined: Columns, xc: list[str], yc: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """``a_Y(x)``: the distinct Y values (records of T1 when it carries the key) of every x group, and the
    first joined row of each x group."""
    n = len(joined["_w"])
    x_of, x_first = row_groups([joined[c] for c in xc], n)
    if plan.key1:
        _, xgy_first = row_groups([joined[c] for c in xc + ["_g"] + plan.yh], n)
        xg_of, xg_first = row_groups([joined[c] for c in xc + ["_g"]], n)
        distinct = np.bincount(xg_of[xgy_first], minlength=len(xg_first))
        per_x = np.bincount(x_of[xg_first], weights=distinct * joined["_w"][xg_first], minlength=len(x_first))
        return per_x, x_first
    _, xy_first = row_groups([joined[c] for c in xc + yc], n)
    return np.bincount(x_of[xy_first], minlength=len(x_first)).astype(float), x_first


def generic_value(plan: RequirementPlan, index: MatchIndex, t1: Mapping[str, np.ndarray]) -> tuple[float, bool]:
    """Value and verdict of a requirement on the partition-level join.

    ``t1``: one row per T1 tuple with the code columns named by T1 attribute
    (S1, X1, Y1), ``_w`` (records) and ``_g`` (tuple id), ``_c`` (combo id).
    """
    sj = index.sj
    found = _partition_join(plan, index, t1)
    if found is None:
        return (np.inf if plan.anonymity else 0.0), True
    joined, xc, yc = found
    if plan.anonymity:
        value = float(_distinct_y(plan, joined, xc, yc)[0].min())
        return value, value >= plan.k
    n = len(joined["_w"])
    records = joined["_w"] * joined["_wH"]
    x_of, x_first = row_groups([joined[c] for c in xc], n)
    xy_of, xy_first = row_groups([joined[c] for c in xc + yc], n)
    size = np.bincount(x_of, weights=records, minlength=len(x_first))
    conf = np.bincount(xy_of, weights=records, minlength=len(xy_first)) / size[x_of[xy_first]]
    if plan.mapping:
        names = [sj.column_of[0, a] for a in plan.y1] + [_name_of(sj, h) for h in plan.yh]
        codes = np.column_stack([joined[c][xy_first].astype(np.int64) for c in yc] or [np.zeros((len(conf), 0))])
        limit = limits_for(plan, sj, codes.astype(np.int64), names)
        listed = np.isfinite(limit)
        ach = float(conf[listed].max()) if listed.any() else 0.0
        return ach, not (conf - limit > TOLERANCE).any()
    ach = float(conf.max())
    return ach, not ach - plan.threshold > TOLERANCE


def anonymity_groups(plan: RequirementPlan, index: MatchIndex, t1: Mapping[str, np.ndarray]) -> Columns:
    """``a_Y(x)`` of every x group of the partition-level join (as :func:`generic_value`, anonymity only).

    One row per x group: its T1 part (the X1 codes, columns named by T1 attribute) and ``_d``, the
    distinct values on Y; empty when nothing of ``t1`` matches. Suppressing the T1 tuples of an X1
    value removes exactly the x groups with that X1 value and leaves the others as they are.
    """
    found = _partition_join(plan, index, t1)
    if found is None:
        return {**{a: np.zeros(0, dtype=np.int64) for a in plan.x1}, "_d": np.zeros(0)}
    joined, xc, yc = found
    distinct, x_first = _distinct_y(plan, joined, xc, yc)
    return {**{a: joined[f"1:{a}"][x_first] for a in plan.x1}, "_d": distinct}


def _name_of(sj: SequentialJoin, column: str) -> str:
    i, a = column.split("|", 1)
    return sj.column_of[int(i), a]


def population_related(sj: SequentialJoin, index: MatchIndex, leaf_codes: Mapping[str, np.ndarray]) -> bool:
    """Every record of every release takes part in a match when T1 is at its leaves
    (checked on combos: T1's S1 leaf combos against the history's match combos)."""
    for i in range(1, len(sj.held) if len(sj.held) > 2 else 1):  # one previous release: all in
        n_distinct = len(sj._distinct(sj._release_codes(i, None), i))
        if f"_r{i}" in sj.history.columns and sj.history[f"_r{i}"].nunique() != n_distinct:
            return False
    if len(sj.held) == 1:
        return True
    n = len(next(iter(leaf_codes.values()))) if leaf_codes else sj.problem.n_rows
    ids = index.ids_of([leaf_codes[a] for a in index.s1], n)
    used = np.unique(ids)
    if any(len(index.matches[int(c)]) == 0 for c in used):
        return False
    hit = np.zeros(len(index.hm_combos), dtype=bool)
    for c in used:
        hit[index.matches[int(c)]] = True
    return bool(hit.all())
