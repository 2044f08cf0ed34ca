"""Turn a solution into the published table (labels, suppressed rows removed, key dropped)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from .problem import Problem
from .solution import Solution


def publish(problem: Problem, solution: Solution) -> pd.DataFrame:
    """The release of ``solution``: one row per kept record, QI cells as node labels.

    The index holds each row's position in ``problem.table`` so a verifier can
    line the release up with the original. The record key is never published;
    a sequential release holds only its release attributes. A temporal solution's
    ``timestamps`` (records repositioned forward) replace the timestamp column.
    """
    if solution.generalized is None or solution.suppressed is None:
        raise ValueError(f"solution of {solution.solver} has no assignment ({solution.status.value})")
    columns = published_columns(problem)
    table = problem.table[columns].copy()
    for attr, nodes in solution.generalized.items():
        if attr in table.columns:
            table[attr] = np.asarray(problem.taxonomies[attr].labels, dtype=object)[nodes]
    if solution.timestamps is not None and problem.timestamp in table.columns:
        table[problem.timestamp] = np.asarray(solution.timestamps, dtype=object)  # temporal reposition
    return table.loc[~solution.suppressed]


def published_columns(problem: Problem) -> list[str]:
    """The columns a release holds: a sequential release's own attributes, else every column but the key."""
    if problem.kind == "sequential":
        return list(problem.settings["release_attributes"])
    return [c for c in problem.table.columns if c != problem.key]
