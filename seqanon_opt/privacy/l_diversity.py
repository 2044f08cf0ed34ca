"""Frequency l-diversity (Machanavajjhala et al. 2006, the frequency form).

In every QI group every sensitive value occurs at most |group| / l times. The
achieved level is ``min over groups of |group| / max count``.
"""

from __future__ import annotations

import pandas as pd

from ..requirements import LDiversity
from .checks import Check

WORST = 5


def check_l_diversity(release: pd.DataFrame, requirement: LDiversity, rows_in: int) -> Check:
    columns = list(requirement.quasi_identifiers)
    suppressed = rows_in - len(release)
    if release.empty:
        return Check(requirement.kind, requirement.parameters() | {"suppressed": suppressed},
                     suppressed <= requirement.max_suppressed, None)
    counts = release.groupby(columns + [requirement.sensitive], sort=False, dropna=False).size()
    per_group = counts.groupby(level=list(range(len(columns))), sort=False, dropna=False).agg(["sum", "max"])
    level = (per_group["sum"] / per_group["max"]).sort_values(kind="stable")
    bad = level[level < requirement.l - 1e-12]
    worst = [{"values": dict(zip(columns, key if isinstance(key, tuple) else (key,))),
              "size": int(per_group.loc[key, "sum"]), "most_frequent": int(per_group.loc[key, "max"])}
             for key in bad.head(WORST).index]
    satisfied = bad.empty and suppressed <= requirement.max_suppressed
    detail = f"{len(bad)} group(s) below l={requirement.l}" if len(bad) else ""
    return Check(requirement.kind, requirement.parameters() | {"suppressed": suppressed},
                 satisfied, float(level.iloc[0]), worst, detail)
