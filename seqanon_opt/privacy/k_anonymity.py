"""k-anonymity (Samarati-Sweeney): every group of equal QI values has >= k records.

Checked on the release's own labels. Rows missing from the release count as
suppressed; at most ``max_suppressed`` may be.
"""

from __future__ import annotations

import pandas as pd

from ..requirements import KAnonymity
from .checks import Check

WORST = 5


def group_sizes(release: pd.DataFrame, columns: list[str]) -> pd.Series:
    """Size of every group of equal values on ``columns``, smallest first."""
    if release.empty:
        return pd.Series(dtype="int64")
    return release.groupby(columns, sort=False, dropna=False).size().sort_values(kind="stable")


def check_k_anonymity(release: pd.DataFrame, requirement: KAnonymity, rows_in: int) -> Check:
    """Judge ``release`` (the published rows of a table of ``rows_in`` rows)."""
    columns = list(requirement.quasi_identifiers)
    sizes = group_sizes(release, columns)
    suppressed = rows_in - len(release)
    achieved = int(sizes.iloc[0]) if len(sizes) else None
    small = sizes[sizes < requirement.k]
    satisfied = small.empty and suppressed <= requirement.max_suppressed
    worst = [{"values": dict(zip(columns, key if isinstance(key, tuple) else (key,))), "size": int(n)}
             for key, n in small.head(WORST).items()]
    detail = []
    if not small.empty:
        detail.append(f"{len(small)} group(s) smaller than k={requirement.k}")
    if suppressed > requirement.max_suppressed:
        detail.append(f"{suppressed} rows suppressed, budget {requirement.max_suppressed}")
    return Check(requirement.kind, requirement.parameters() | {"suppressed": suppressed},
                 satisfied, achieved, worst, "; ".join(detail))
