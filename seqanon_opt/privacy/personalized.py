"""Personalized privacy (Song, Huang, Wang, Kang, Liu 2015, sections 3-4 and 6).

Every record owner states the largest probability ``limit(t)`` with which an
attacker who knows the owner's QI values may learn the owner's sensitive
value; the release satisfies the owners when ``Pleak(t*) <= limit(t)`` for
every published tuple t*. The sensitive attribute AS may itself be
generalized (the paper's SA_Generalization), so published sensitive labels
are nodes of its taxonomy (the paper's Gtree, Definition 2).

Definition 5 (QI group): the published tuples with equal QI labels.

Definition 6 (correlate degree), t the original tuple of t*::

    DCorrelate(t*, t*_i) = 1                      if t[AS] == t*_i[AS]
                         = 1 / Nleaf(t*_i[AS])    if t[AS] is a leaf below t*_i[AS]
                         = 0                      otherwise

where Nleaf(v) counts the leaves of the subtree rooted at v. For a leaf
t[AS] the first two cases are one: t*_i[AS] is an ancestor-or-self of t[AS]
and Nleaf of a leaf is 1.

Definition 7 (leakage collection): LC(t*) = {t*_i in QG(t*) : DCorrelate(t*, t*_i) > 0}.

Definition 8 (leakage probability), over the b tuples t*_1..t*_b of t*'s QI
group (t* itself included)::

    Pleak(t*) = sum_{i=1..b} DCorrelate(t*, t*_i) / b

Theorem 1 of the paper (minimum Pleak is 1/b) holds when AS is not
generalized (t*'s own term is then 1); with SA generalization Pleak can drop
below 1/b, so the checker does not treat limit < 1/b as unattainable.

Computation: original values t[AS] must be leaves. With C[g, v] the number
of tuples of group g publishing node v,
``Pleak(t*) = sum_{a ancestor-or-self of t[AS]} C[g, a] / Nleaf(a) / b``:
one sparse lookup per ancestor level, vectorised over all records.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias, cast

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy, ancestor_table, is_ancestor
from .checks import Check

WORST = 5
TOLERANCE = 1e-9

Values: TypeAlias = pd.Series | np.ndarray | Sequence[object]
Limits: TypeAlias = float | str | pd.Series | np.ndarray | Sequence[float]


def dcorrelate(tax: Taxonomy, original: np.ndarray | int, published: np.ndarray | int) -> np.ndarray:
    """DCorrelate (Song et al. 2015, Definition 6) for node ids, broadcast elementwise.

    ``original`` is t[AS] (the record's own, ungeneralized value) and
    ``published`` is t*_i[AS] (the other tuple's published value).
    """
    original = np.asarray(original, dtype=np.int64)
    published = np.asarray(published, dtype=np.int64)
    leaf_below = (tax.leaf_count[original] == 1) & np.asarray(is_ancestor(tax, published, original))
    degree = np.where(leaf_below, 1.0 / tax.leaf_count[published], 0.0)
    return np.where(original == published, 1.0, degree)


def _nodes(tax: Taxonomy, labels: pd.Series, what: str) -> np.ndarray:
    """Node ids of the labels in ``labels``; ValueError naming the first unknown label."""
    codes = labels.astype(str).map(tax.index)
    if codes.isna().any():
        bad = labels[codes.isna()].iloc[0]
        raise ValueError(f"{what}: {bad!r} is not a node of the taxonomy of {tax.attribute!r}")
    return codes.to_numpy(dtype=np.int64)


def _aligned(values: Values, release: pd.DataFrame, what: str) -> pd.Series:
    """``values`` as a Series on ``release.index``: by index for a Series, by position otherwise."""
    if isinstance(values, pd.Series):
        missing = ~release.index.isin(values.index)
        if missing.any():
            raise ValueError(f"{what} has no value for release row {release.index[missing][0]!r}")
        return values.reindex(release.index)
    values = np.asarray(values, dtype=object)
    if len(values) != len(release):
        raise ValueError(f"{what} has {len(values)} values for {len(release)} release rows")
    return pd.Series(values, index=release.index)


def _group_ids(release: pd.DataFrame, qi_columns: Sequence[str]) -> np.ndarray:
    """QI group (Definition 5) of every release row, numbered 0..G-1."""
    if not qi_columns:
        return np.zeros(len(release), dtype=np.int64)
    return release.groupby(list(qi_columns), sort=False, dropna=False).ngroup().to_numpy(np.int64)


def pleak(
    release: pd.DataFrame,
    original_sensitive: Values,
    qi_columns: Sequence[str],
    sensitive: str,
    sensitive_taxonomy: Taxonomy,
) -> pd.DataFrame:
    """Pleak(t*) of every published tuple (Song et al. 2015, Definition 8).

    Args:
        release: the published rows; ``qi_columns`` and ``sensitive`` hold
            published labels (``sensitive`` may be generalized).
        original_sensitive: each row's original sensitive value t[AS], a
            Series aligned on ``release.index`` or a sequence in row order.

    Returns a frame on ``release.index`` with columns ``pleak``, ``group_size``
    (b) and ``leakage_size`` (|LC(t*)|, Definition 7).
    """
    tax = sensitive_taxonomy
    if release.empty:
        return pd.DataFrame({"pleak": [], "group_size": [], "leakage_size": []}, index=release.index)
    published = _nodes(tax, release[sensitive], f"release column {sensitive!r}")
    original = _nodes(tax, _aligned(original_sensitive, release, "original_sensitive"), "original sensitive value")
    inner = tax.leaf_count[original] != 1
    if inner.any():
        raise ValueError(f"original sensitive value {tax.labels[original[inner][0]]!r} is not a leaf")
    group = _group_ids(release, qi_columns)
    n_nodes = np.int64(tax.n_nodes)
    keys, counts = np.unique(group * n_nodes + published, return_counts=True)
    b = np.bincount(group)[group]
    ancestors = ancestor_table(tax)
    total = np.zeros(len(release))
    size = np.zeros(len(release), dtype=np.int64)
    for j in range(tax.height + 1):  # one vectorised pass per ancestor level
        node = ancestors[original, j]
        live = tax.depth[original] >= j  # the clamped table repeats the root
        query = group * n_nodes + node
        at = np.minimum(np.searchsorted(keys, query), len(keys) - 1)
        hit = live & (keys[at] == query)
        count = np.where(hit, counts[at], 0)
        total += count / tax.leaf_count[node]
        size += count
    return pd.DataFrame({"pleak": total / b, "group_size": b, "leakage_size": size}, index=release.index)


def leakage_collection(
    release: pd.DataFrame,
    original_sensitive: Values,
    qi_columns: Sequence[str],
    sensitive: str,
    sensitive_taxonomy: Taxonomy,
    row: object,
) -> pd.Index:
    """LC(t*) for the release row labelled ``row`` (Song et al. 2015, Definition 7).

    The rows t*_i of the same QI group with DCorrelate(t*, t*_i) > 0; t* itself
    belongs to it unless its own sensitive value was generalized away from t[AS].
    """
    tax = sensitive_taxonomy
    own = _aligned(original_sensitive, release, "original_sensitive").loc[[row]]
    t = int(_nodes(tax, own, "original sensitive value")[0])
    group = _group_ids(release, qi_columns)
    members = group == group[release.index.get_loc(row)]
    published = _nodes(tax, release[sensitive][members], f"release column {sensitive!r}")
    return release.index[members][dcorrelate(tax, t, published) > 0]


def _plain(value: object) -> object:
    """A numpy scalar as the Python value (for JSON reports)."""
    return value.item() if isinstance(value, np.generic) else value


def _limits(limits: Limits, release: pd.DataFrame, default_limit: float | None) -> np.ndarray:
    if isinstance(limits, str):
        values = pd.to_numeric(release[limits], errors="coerce")
    elif np.ndim(limits) == 0:
        values = pd.Series(float(cast(float, limits)), index=release.index)  # one number
    else:
        values = pd.to_numeric(_aligned(limits, release, "limits"), errors="coerce")
    if default_limit is not None:
        values = values.fillna(default_limit)
    out = values.to_numpy(dtype=float)
    if np.isnan(out).any() or (out <= 0).any() or (out > 1).any():
        raise ValueError("every record needs a leakage limit in (0, 1]")
    return out


def check_personalized(
    release: pd.DataFrame,
    original_sensitive: Values,
    qi_columns: Sequence[str],
    sensitive: str,
    limits: Limits,
    sensitive_taxonomy: Taxonomy,
    *,
    default_limit: float | None = None,
) -> Check:
    """Judge personalized privacy: ``Pleak(t*) <= limit(t)`` for every published tuple.

    ``limits`` is one number for everybody, the name of a release column, or
    per-row values (a Series aligned on ``release.index`` or a sequence in row
    order); missing limits take ``default_limit``.

    ``achieved`` is the largest Pleak over the release (the paper's privacy
    leakage probability, comparable to a uniform limit); None for an empty
    release. ``worst_groups`` lists the records above their own limit, largest
    ``pleak / limit`` first, each with its row, QI values, Pleak, limit, b and
    |LC|. Suppressed records (absent from the release) leak nothing.
    """
    columns = list(qi_columns)
    parameters = {
        "quasi_identifiers": columns,
        "sensitive": sensitive,
        "limits": (
            limits if isinstance(limits, str) else float(cast(float, limits)) if np.ndim(limits) == 0 else "per-record"
        ),
        "default_limit": default_limit,
    }
    if release.empty:
        return Check("personalized", parameters, True, None)
    leak = pleak(release, original_sensitive, columns, sensitive, sensitive_taxonomy)
    limit = _limits(limits, release, default_limit)
    ratio = leak["pleak"].to_numpy() / limit
    over = np.flatnonzero(leak["pleak"].to_numpy() > limit + TOLERANCE)
    order = over[np.argsort(-ratio[over], kind="stable")][:WORST]
    worst = [
        {
            "row": _plain(release.index[i]),
            "values": {c: _plain(release[c].iat[i]) for c in columns},
            "pleak": float(leak["pleak"].iat[i]),
            "limit": float(limit[i]),
            "group_size": int(leak["group_size"].iat[i]),
            "leakage_size": int(leak["leakage_size"].iat[i]),
        }
        for i in order
    ]
    detail = ""
    if len(over):
        detail = f"{len(over)} record(s) leak more than their limit; worst Pleak/limit = {float(ratio.max()):.4g}"
    return Check("personalized", parameters, len(over) == 0, float(leak["pleak"].max()), worst, detail)
