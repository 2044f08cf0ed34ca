"""l-eligibility (Wang, Xu, Wong, Fu 2010, section II.A, Definition 1).

For a set of records T, |T[s]| is the frequency of sensitive value s and
``Level(T) = max_s |T[s]|``. T is *l-eligible* when::

    Level(T) <= |T| / l

i.e. no sensitive value occurs in more than a 1/l fraction of T. This is the
condition under which an l-diverse transformation (frequency l-diversity,
max_s |g[s]| <= |g| / l in every A-group g) exists: T as one group is then
l-diverse, and conversely summing the group bounds gives Level(T) <= |T| / l.

For temporal data D[1], D[2], ... every published snapshot D'[i] (its
eligible set P_i; suppressed records are not published) must be l-eligible.

The achieved level of a snapshot is the largest l it is eligible for,
``|T| / Level(T)``; an empty snapshot is eligible for every l.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from .checks import Check

WORST = 5
TOLERANCE = 1e-9


def _validate(l: float) -> float:
    l = float(l)
    if not l > 0:
        raise ValueError(f"l must be positive, got {l}")
    return l


def _eligible(size: np.ndarray | int, level: np.ndarray | int, l: float) -> np.ndarray | bool:
    """Level(T) <= |T| / l, compared as l * Level <= |T| to keep integer cases exact."""
    return l * np.asarray(level) <= np.asarray(size) + TOLERANCE


def check_l_eligibility(snapshot_sensitive_values: pd.Series | np.ndarray | Sequence[object], l: float) -> Check:
    """Judge one snapshot (a multiset of sensitive values): Level(T) <= |T| / l.

    ``achieved`` is |T| / Level(T) (None for an empty snapshot, which is
    eligible); ``worst_groups`` lists the sensitive values whose frequency
    exceeds |T| / l, most frequent first.
    """
    l = _validate(l)
    values = pd.Series(np.asarray(snapshot_sensitive_values, dtype=object))
    if values.empty:
        return Check("l-eligibility", {"l": l}, True, None)
    counts = values.value_counts(dropna=False, sort=True)
    size, level = len(values), int(counts.iloc[0])
    over = counts[~_eligible(size, counts.to_numpy(), l)]
    worst = [{"value": value, "count": int(n), "size": size} for value, n in over.head(WORST).items()]
    detail = f"{len(over)} value(s) occur more than |T|/l = {size / l:.4g} times" if len(over) else ""
    return Check("l-eligibility", {"l": l}, bool(over.empty), size / level, worst, detail)


def snapshot_levels(table: pd.DataFrame, timestamp: str, sensitive: str) -> pd.DataFrame:
    """Per timestamp: ``size`` |D[i]|, ``level`` Level(D[i]), ``most_frequent`` value, ``achieved``.

    ``achieved`` is |D[i]| / Level(D[i]); rows are sorted by timestamp.
    """
    if table.empty:
        return pd.DataFrame(columns=["size", "level", "most_frequent", "achieved"])
    counts = table.groupby([timestamp, sensitive], sort=True, dropna=False).size().rename("level").reset_index()
    top = (
        counts.sort_values("level", ascending=False, kind="stable")
        .drop_duplicates(timestamp)
        .set_index(timestamp)
        .rename(columns={sensitive: "most_frequent"})
    )
    sizes = counts.groupby(timestamp, sort=True, dropna=False)["level"].sum().rename("size")
    out = pd.concat([sizes, top.reindex(sizes.index)], axis=1)[["size", "level", "most_frequent"]]
    out["achieved"] = out["size"] / out["level"]
    return out


def check_l_eligibility_per_timestamp(table: pd.DataFrame, timestamp: str, sensitive: str, l: float) -> Check:
    """Judge every snapshot D'[i] of ``table`` (the published records) for l-eligibility.

    Snapshots are the groups of equal ``timestamp`` (the published timestamp
    r.TS' after any reposition). ``achieved`` is the smallest |D[i]| / Level(D[i])
    over the snapshots (None when the table is empty); ``worst_groups`` lists
    the snapshots that are not l-eligible, lowest achieved level first.
    """
    l = _validate(l)
    parameters = {"l": l, "timestamp": timestamp, "sensitive": sensitive}
    levels = snapshot_levels(table, timestamp, sensitive)
    if levels.empty:
        return Check("l-eligibility", parameters, True, None)
    bad = levels[~_eligible(levels["size"].to_numpy(), levels["level"].to_numpy(), l)]
    bad = bad.sort_values("achieved", kind="stable")
    worst = [
        {
            "timestamp": ts.item() if hasattr(ts, "item") else ts,
            "size": int(row["size"]),
            "level": int(row["level"]),
            "most_frequent": row["most_frequent"],
            "achieved": float(row["achieved"]),
        }
        for ts, row in bad.head(WORST).iterrows()
    ]
    detail = f"{len(bad)} of {len(levels)} snapshot(s) are not {l:g}-eligible" if len(bad) else ""
    return Check("l-eligibility", parameters, bool(bad.empty), float(levels["achieved"].min()), worst, detail)
