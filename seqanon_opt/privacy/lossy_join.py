"""The (lossy) join of sequential releases (Wang & Fung 2006, sections 3.3 and 7).

The attacker matches a record ``t1`` of the current release T1 with records
``t2, ..., tp`` of the previous releases T2..Tp using only public knowledge:

* Consistency predicate (section 3.3; section 7 for p releases): for every
  attribute A held by two or more releases, the values ``ti.A`` lie on one
  generalization path of A's taxonomy, i.e. for every two releases i, j
  holding A, ``ti.A`` is an ancestor-or-self of ``tj.A`` or the converse.
  Attributes without a taxonomy compare by equality.
* Inconsistency predicate: for a user-declared pair of semantically
  inconsistent values ``((A, a), (B, b))``, no match may combine ``ti.A``
  below-or-equal ``a`` with ``tj.B`` below-or-equal ``b`` for two different
  releases i != j ("if two values are semantically inconsistent, so are their
  specialized values"). Without a taxonomy "below-or-equal" is equality.

``(t1, ..., tp)`` is a match when both predicates hold; the join is the bag
of all matches, so ``|join| = sum over matches of 1`` and an x-group of the
join counts ``|P1| * ... * |Pp|`` for matched partitions (section 5.3).

Column naming: an attribute held by one release keeps its name; an attribute
held by several releases appears once per release as ``"<name>.<attr>"``
("every common attribute A has two columns T1.A and T2.A in the join").
Release names default to ``T1`` (the current release), ``T2``, ...

Implementation: each release is first collapsed to its distinct values on the
join attributes (common attributes and those named by the inconsistency
predicate); the distinct keys are joined by hash merges, a generalization
path being matched by expanding one side's values to their ancestors; the key
matches are then expanded back to records by merges. Nothing loops over
records. With ``weight=...`` the releases are collapsed to distinct rows with
a multiplicity and the bag join is returned in that compressed form.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy, ancestor_table
from .code_relations import Relation, concat, cross, join, length, select

InconsistentPair = tuple[tuple[str, object], tuple[str, object]]

_CODE = "{i}|{a}"


@dataclass(frozen=True)
class JoinLayout:
    """Where every join column comes from.

    Attributes:
        names: the release names, current release first.
        columns: join column name -> (release position, attribute).
        attributes: attribute -> the join columns holding it (one per release).
    """

    names: tuple[str, ...]
    columns: dict[str, tuple[int, str]]
    attributes: dict[str, tuple[str, ...]]

    def expand(self, attributes: Iterable[str]) -> list[str]:
        """Join columns for ``attributes``: a plain name of a common attribute
        stands for all its copies (section 7: "if X contains a common attribute
        A, X contains all Ti.A"); a qualified ``"T2.A"`` stands for itself."""
        out: list[str] = []
        for attr in attributes:
            if attr in self.attributes:
                cols = self.attributes[attr]
            elif attr in self.columns:
                cols = (attr,)
            else:
                raise ValueError(f"attribute {attr!r} is in none of the releases {list(self.names)}")
            out += [c for c in cols if c not in out]
        return out


def _as_list(previous: pd.DataFrame | Sequence[pd.DataFrame]) -> list[pd.DataFrame]:
    return [previous] if isinstance(previous, pd.DataFrame) else list(previous)


def join_layout(
    current: pd.DataFrame, previous: pd.DataFrame | Sequence[pd.DataFrame], names: Sequence[str] | None = None
) -> JoinLayout:
    """The column naming of the join of ``current`` with ``previous`` (see module doc)."""
    frames = [current, *_as_list(previous)]
    names = tuple(names) if names is not None else tuple(f"T{i + 1}" for i in range(len(frames)))
    if len(names) != len(frames) or len(set(names)) != len(names):
        raise ValueError(f"need {len(frames)} distinct release names, got {list(names)}")
    holders: dict[str, list[int]] = {}
    for i, frame in enumerate(frames):
        for attr in frame.columns:
            holders.setdefault(str(attr), []).append(i)
    columns: dict[str, tuple[int, str]] = {}
    attributes: dict[str, tuple[str, ...]] = {}
    for attr, where in holders.items():
        cols = (attr,) if len(where) == 1 else tuple(f"{names[i]}.{attr}" for i in where)
        for col, i in zip(cols, where):
            if col in columns:
                raise ValueError(f"join column {col!r} is ambiguous; rename the attribute")
            columns[col] = (i, attr)
        attributes[attr] = cols
    return JoinLayout(names, columns, attributes)


class _Codes:
    """Integer codes of join-attribute values: node ids under a taxonomy,
    shared factorization codes otherwise, so merges compare integers."""

    def __init__(
        self,
        frames: list[pd.DataFrame],
        attrs: set[str],
        taxonomies: Mapping[str, Taxonomy],
        declared: Mapping[str, list],
    ) -> None:
        self.taxonomies = taxonomies
        self.tables: dict[str, pd.Index] = {}
        for attr in attrs - set(taxonomies):
            seen = [f[attr] for f in frames if attr in f.columns]
            extra = pd.Series(declared.get(attr, []), dtype=object)
            self.tables[attr] = pd.Index(pd.unique(pd.concat([*seen, extra], ignore_index=True)))

    def column(self, frame: pd.DataFrame, attr: str, name: str) -> np.ndarray:
        values = frame[attr]
        if values.isna().any():
            raise ValueError(
                f"release {name}: attribute {attr!r} has a missing value; join attributes must be published"
            )
        if attr in self.taxonomies:
            index = self.taxonomies[attr].index
            text = values if isinstance(values.dtype, pd.StringDtype) else values.astype(str)
            inverse, found = pd.factorize(text)  # labels compared as str, by hashing
            uniques = sorted({str(u) for u in found})
            unknown = [u for u in uniques if u not in index]
            if unknown:
                raise ValueError(f"release {name}: value {unknown[0]!r} of {attr!r} is not in its taxonomy")
            return np.array([index[str(u)] for u in found], dtype=np.int64)[inverse]
        return self.tables[attr].get_indexer(values).astype(np.int64)

    def value(self, attr: str, value: object) -> int:
        if attr in self.taxonomies:
            node = self.taxonomies[attr].index.get(str(value))
            if node is None:
                raise ValueError(f"inconsistent value {value!r} is not in the taxonomy of {attr!r}")
            return node
        return int(self.tables[attr].get_indexer([value])[0])

    def below(self, attr: str, upper: int, codes: np.ndarray) -> np.ndarray:
        """``codes`` equal to ``upper`` or (under a taxonomy) below it."""
        if attr in self.taxonomies:
            tax = self.taxonomies[attr]
            return (tax.tin[upper] <= tax.tin[codes]) & (tax.tin[codes] < tax.tout[upper])
        return codes == upper


def _explode_ancestors(
    tax: Taxonomy, table: np.ndarray, codes: np.ndarray, proper: bool
) -> tuple[np.ndarray, np.ndarray]:
    """(row, ancestor) pairs: every ancestor (or-self unless ``proper``) of every code."""
    steps = np.arange(table.shape[1])
    mask = steps[None, :] <= tax.depth[codes][:, None]
    if proper:
        mask &= steps[None, :] >= 1
    rows, cols = np.nonzero(mask)
    return rows, table[codes[rows], cols]


def _path_merge(
    left: Relation,
    right: Relation,
    lcol: str,
    rcol: str,
    tax: Taxonomy,
    table: np.ndarray,
    eq: list[tuple[str, str]],
) -> Relation:
    """Pairs whose ``lcol`` and ``rcol`` nodes lie on one root-to-leaf path
    (and equal on ``eq``): right ancestor-or-self of left, plus left a proper
    ancestor of right. The two cases are disjoint, so no pair is found twice."""
    lkeys, rkeys = [l for l, _ in eq], [r for _, r in eq]
    rows, anc = _explode_ancestors(tax, table, left[lcol], proper=False)
    up = select(left, rows) | {"_anc": anc}
    first = join(up, right, lkeys + ["_anc"], rkeys + [rcol])
    rows, anc = _explode_ancestors(tax, table, right[rcol], proper=True)
    down = select(right, rows) | {"_anc": anc}
    second = join(left, down, lkeys + [lcol], rkeys + ["_anc"])
    del first["_anc"], second["_anc"]
    return concat(first, second)


def _key_join(
    keys: list[Relation],
    attrs_of: list[list[str]],
    codes: _Codes,
    taxonomies: Mapping[str, Taxonomy],
    declared: list[InconsistentPair],
) -> Relation:
    """Join the distinct-key tables of the releases under both predicates."""
    # Deliberately independent of the solvers' join (seqanon_opt.solvers.sequential_join,
    # SequentialJoin._match / _path_merge), which follows the same steps: the verifier shares no code
    # with the solvers (import-linter contract), so that a fault in one is caught by the other.
    used = {a for attrs in attrs_of for a in attrs}
    tables = {a: ancestor_table(t) for a, t in taxonomies.items() if a in used}
    acc = keys[0]
    rules = [(a, codes.value(a, va), b, codes.value(b, vb)) for (a, va), (b, vb) in declared]
    rules += [(b, vb, a, va) for a, va, b, vb in rules]
    for i in range(1, len(keys)):
        right = keys[i]
        earlier = {a: [j for j in range(i) if a in attrs_of[j]] for a in attrs_of[i]}
        common = [a for a, js in earlier.items() if js]
        eq = [(_CODE.format(i=earlier[a][0], a=a), _CODE.format(i=i, a=a)) for a in common if a not in taxonomies]
        on_path = [a for a in common if a in taxonomies]
        if on_path:
            anchor = max(on_path, key=lambda a: len(np.unique(right[_CODE.format(i=i, a=a)])))
            lcol, rcol = _CODE.format(i=earlier[anchor][0], a=anchor), _CODE.format(i=i, a=anchor)
            acc = _path_merge(acc, right, lcol, rcol, taxonomies[anchor], tables[anchor], eq)
        elif eq:
            acc = join(acc, right, [l for l, _ in eq], [r for _, r in eq])
        else:
            acc = cross(acc, right)
        keep = np.ones(length(acc), dtype=bool)
        for a in on_path:
            tax = taxonomies[a]
            v = acc[_CODE.format(i=i, a=a)]
            for j in earlier[a]:
                u = acc[_CODE.format(i=j, a=a)]
                keep &= (tax.tin[u] < tax.tout[v]) & (tax.tin[v] < tax.tout[u])
        for a, va, b, vb in rules:
            if b not in attrs_of[i]:
                continue
            hit_i = codes.below(b, vb, acc[_CODE.format(i=i, a=b)])
            for j in range(i):
                if a in attrs_of[j]:
                    keep &= ~(hit_i & codes.below(a, va, acc[_CODE.format(i=j, a=a)]))
        acc = select(acc, keep)
    return acc


@dataclass(frozen=True)
class KeyMatches:
    """The join at the level of join keys (distinct join-attribute values).

    Attributes:
        layout: the join's column naming.
        groups: per release, row position -> key id (0 .. number of keys - 1).
        matched: the matched key tuples, int64 columns ``_g0 .. _g{p-1}``
            (key ids of T1 .. Tp); every tuple once. A match of records is a tuple of
            records whose keys form a matched key tuple.
    """

    layout: JoinLayout
    groups: list[np.ndarray]
    matched: Relation


def match_keys(
    current: pd.DataFrame,
    previous: pd.DataFrame | Sequence[pd.DataFrame],
    taxonomies: Mapping[str, Taxonomy] | None = None,
    inconsistent: Iterable[InconsistentPair] = (),
    *,
    names: Sequence[str] | None = None,
) -> KeyMatches:
    """Both predicates of the join evaluated on distinct join keys only (see
    :func:`lossy_join`, which expands these key matches to records)."""
    frames = [current, *_as_list(previous)]
    layout = join_layout(current, previous, names)
    taxonomies = dict(taxonomies or {})
    held_any = {str(a) for f in frames for a in f.columns}
    declared = [
        ((str(a), va), (str(b), vb)) for (a, va), (b, vb) in inconsistent if str(a) in held_any and str(b) in held_any
    ]
    held = [set(map(str, f.columns)) for f in frames]
    counts: dict[str, int] = {}
    for h in held:
        for a in h:
            counts[a] = counts.get(a, 0) + 1
    named = {a for (a, _), (b, _) in declared for a in (a, b)}
    attrs_of = [sorted(a for a in h if counts[a] > 1 or a in named) for h in held]
    values: dict[str, list] = {}
    for (a, va), (b, vb) in declared:
        values.setdefault(a, []).append(va)
        values.setdefault(b, []).append(vb)
    codes = _Codes(frames, {a for attrs in attrs_of for a in attrs}, taxonomies, values)
    keys: list[Relation] = []
    groups: list[np.ndarray] = []
    for i, frame in enumerate(frames):
        coded = [codes.column(frame, a, layout.names[i]) for a in attrs_of[i]]
        first, group = _distinct(coded, len(frame))
        key = {_CODE.format(i=i, a=a): c[first] for a, c in zip(attrs_of[i], coded)}
        keys.append(key | {f"_g{i}": np.arange(len(first), dtype=np.int64)})
        groups.append(group)
    matched = _key_join(keys, attrs_of, codes, taxonomies, declared)
    return KeyMatches(layout, groups, {f"_g{i}": matched[f"_g{i}"] for i in range(len(frames))})


def lossy_join(
    current: pd.DataFrame,
    previous: pd.DataFrame | Sequence[pd.DataFrame],
    taxonomies: Mapping[str, Taxonomy] | None = None,
    inconsistent: Iterable[InconsistentPair] = (),
    *,
    names: Sequence[str] | None = None,
    columns: Sequence[str] | None = None,
    weight: str | None = None,
    row_ids: bool = False,
    max_rows: int | None = None,
) -> pd.DataFrame:
    """The join of the current release with the previous ones (sections 3.3, 7).

    Args:
        current: T1, published labels (generalized values), one row per record.
        previous: T2..Tp, one DataFrame or a sequence. Every Ti is joined with
            every earlier release sharing an attribute (the star join of
            section 7 is the case where they share attributes only with T1).
        taxonomies: attribute -> taxonomy; attributes without one match by
            equality. Published labels must be nodes of the taxonomy.
        inconsistent: pairs ``((A, a), (B, b))`` of semantically inconsistent
            values (the inconsistency predicate; applied between records of
            different releases, in both orders).
        names: release names, default ``T1 .. Tp``.
        columns: join columns to return (a plain common attribute means all
            its copies, see :meth:`JoinLayout.expand`); default all.
        weight: when given, return the bag join compressed: one row per
            distinct value combination on ``columns`` and its multiplicity
            in a column of this name.
        row_ids: add ``"<name>#row"`` columns, the positional row of each
            release in the match (not with ``weight``).
        max_rows: raise ValueError rather than build a join with more rows.

    Returns:
        One row per match ``(t1, ..., tp)``, sorted by release positions, or
        the compressed form when ``weight`` is given.
    """
    frames = [current, *_as_list(previous)]
    if weight is not None and row_ids:
        raise ValueError("row_ids and weight cannot be combined")
    keyed = match_keys(current, previous, taxonomies, inconsistent, names=names)
    layout, matched = keyed.layout, keyed.matched
    wanted = layout.expand(columns) if columns is not None else list(layout.columns)

    records: list[tuple[np.ndarray, np.ndarray]] = []  # per release: row -> key id, row weight
    sources: list[pd.DataFrame] = []
    for i, frame in enumerate(frames):
        group = keyed.groups[i]
        out = pd.DataFrame(
            {c: frame[layout.columns[c][1]].to_numpy() for c in wanted if layout.columns[c][0] == i},
            index=pd.RangeIndex(len(frame)),
        )
        if weight is None:
            records.append((group, np.ones(len(frame), dtype=np.int64)))
        else:  # collapse to distinct rows of (key, returned columns) with a multiplicity
            rows, inverse = _distinct([group, *(_factor(out[c]) for c in out.columns)], len(frame))
            records.append((group[rows], np.bincount(inverse, minlength=len(rows))))
            out = out.iloc[rows].reset_index(drop=True)
        sources.append(out)

    positions = _expand(matched, [g for g, _ in records], max_rows)
    size = len(positions[0])
    joined = {c: part[c].to_numpy()[pos] for part, pos in zip(sources, positions) for c in part.columns}
    if weight is not None:
        total = np.ones(size, dtype=np.int64)
        for (_, w), pos in zip(records, positions):
            total = total * w[pos]
        rows, inverse = _distinct([_factor(joined[c]) for c in wanted], size)
        order = np.argsort(inverse, kind="stable")
        sums = np.add.reduceat(total[order], np.searchsorted(inverse[order], np.arange(len(rows))))
        out = pd.DataFrame({c: joined[c][rows] for c in wanted}, columns=wanted, index=pd.RangeIndex(len(rows)))
        return out.assign(**{weight: sums.astype(np.int64) if len(rows) else np.zeros(0, np.int64)})
    order = np.lexsort(positions[::-1]) if size else np.arange(0)
    out = pd.DataFrame({c: joined[c][order] for c in wanted}, columns=wanted, index=pd.RangeIndex(len(order)))
    if row_ids:
        for name, pos in zip(layout.names, positions):
            out[f"{name}#row"] = pos[order]
    return out


def _factor(values: pd.Series | np.ndarray) -> np.ndarray:
    """Integer codes of a column, missing values being one more value."""
    return pd.factorize(np.asarray(values, dtype=object), use_na_sentinel=False)[0]


def _distinct(columns: list[np.ndarray], n: int) -> tuple[np.ndarray, np.ndarray]:
    """Distinct rows of integer ``columns`` (each of length n): the first row
    of each distinct combination and, for every row, its combination's index."""
    if not columns or n == 0:
        return np.zeros(min(n, 1), dtype=np.int64), np.zeros(n, dtype=np.int64)
    # non-negative codes: one order-preserving mixed-radix integer per row when it fits
    # (same result as np.unique(axis=0), much faster than its structured-row sort)
    radix = [int(c.max()) + 1 for c in columns]
    if min(int(c.min()) for c in columns) >= 0 and float(np.prod(radix, dtype=np.float64)) < 2.0**62:
        combined = np.zeros(n, dtype=np.int64)
        for c, r in zip(columns, radix):
            combined = combined * r + c.astype(np.int64)
        _, first, inverse = np.unique(combined, return_index=True, return_inverse=True)
        return first, inverse.reshape(-1)
    _, first, inverse = np.unique(np.column_stack(columns), axis=0, return_index=True, return_inverse=True)
    return first, inverse.reshape(-1)


def _expand(matched: Relation, groups: list[np.ndarray], max_rows: int | None) -> list[np.ndarray]:
    """Expand matched key tuples to record tuples: the rows of key ``g_i`` of
    every release, in every combination (a Cartesian product per key tuple).

    Returns one array of row positions per release, all of the join's length.
    """
    counts, starts, orders = [], [], []
    for group in groups:
        n = np.bincount(group, minlength=group.max() + 1 if len(group) else 0)
        counts.append(n)
        starts.append(np.cumsum(n) - n)
        orders.append(np.argsort(group, kind="stable"))
    keyed = [matched[f"_g{i}"] for i in range(len(groups))]
    if max_rows is not None:
        size = np.ones(length(matched), dtype=np.float64)
        for key, n in zip(keyed, counts):
            size *= n[key]
        if size.sum() > max_rows:
            raise ValueError(f"the join has {int(size.sum())} rows, more than max_rows={max_rows}")
    base = np.arange(length(matched))
    positions: list[np.ndarray] = []
    for key, n, start, order in zip(keyed, counts, starts, orders):
        g = key[base]
        reps = n[g]
        owner = np.repeat(np.arange(len(base)), reps)
        offset = np.arange(reps.sum()) - np.repeat(np.cumsum(reps) - reps, reps)
        positions = [p[owner] for p in positions] + [order[start[g][owner] + offset]]
        base = base[owner]
    return positions
