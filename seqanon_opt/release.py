"""Turn a solution into the published table (labels, suppressed rows removed, key dropped)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from .problem import Problem
from .solution import Solution


def publish(problem: Problem, solution: Solution) -> pd.DataFrame:
    """The release of ``solution``: one row per kept record, QI cells as node labels.

    The index holds each row's position in ``problem.table`` so a verifier can
    line the release up with the original. The record key is never published.
    """
    if solution.generalized is None or solution.suppressed is None:
        raise ValueError(f"solution of {solution.solver} has no assignment ({solution.status.value})")
    table = problem.table.copy()
    for attr in problem.quasi_identifiers:
        labels = np.asarray(problem.taxonomies[attr].labels, dtype=object)
        table[attr] = labels[solution.generalized[attr]]
    release = table.loc[~solution.suppressed]
    if problem.key:
        release = release.drop(columns=[problem.key])
    return release
