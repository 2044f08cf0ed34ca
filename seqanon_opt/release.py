"""Turn a solution into the published table: labels, suppressed rows removed, only declared columns."""

from __future__ import annotations

import numpy as np
import pandas as pd

from .problem import Problem
from .solution import Solution


def publish(problem: Problem, solution: Solution) -> pd.DataFrame:
    """The release of ``solution``: one row per kept record, QI cells as node labels.

    The index holds each row's position in ``problem.table`` so a verifier can
    line the release up with the original; only :func:`published_columns` are published. A temporal solution's
    ``timestamps`` (records repositioned forward) replace the timestamp column.
    """
    if solution.generalized is None or solution.suppressed is None:
        raise ValueError(f"solution of {solution.solver} has no assignment ({solution.status.value})")
    columns = published_columns(problem)
    table = problem.table[columns].copy()
    for attr, nodes in solution.generalized.items():
        if attr in table.columns:  # categorical: a node id per cell, each label once
            table[attr] = pd.Categorical.from_codes(
                np.asarray(nodes, dtype=np.int64), categories=pd.Index(problem.taxonomies[attr].labels, dtype=object)
            )
    if solution.timestamps is not None and problem.timestamp in table.columns:
        table[problem.timestamp] = np.asarray(solution.timestamps, dtype=object)  # temporal reposition
    return table.loc[~solution.suppressed]


def published_columns(problem: Problem) -> list[str]:
    """The columns a release holds, in table order (sequential: the spec's order); nothing the spec does not declare
    is published.

    A sequential release holds its ``release_attributes``. Any other release
    holds the quasi-identifiers (generalized), the sensitive and class
    attributes, the ``roles.insensitive`` columns (unchanged), the X and Y
    attributes of (X,Y)-requirements (they are judged on the published table)
    and, for a temporal problem, the timestamp. The record key is never published;
    every other column is dropped (``problem.dropped_columns``).
    """
    if problem.kind == "sequential":  # in the spec's order
        return [c for c in problem.release_attributes or () if c != problem.key]
    declared = {*problem.quasi_identifiers, *problem.insensitive}
    declared |= {c for c in (problem.sensitive, problem.class_attribute) if c}
    for req in problem.requirements:
        declared |= {*getattr(req, "x", ()), *getattr(req, "y", ())}
    if problem.kind == "temporal" and problem.timestamp:
        declared.add(problem.timestamp)
    declared.discard(problem.key)
    return [c for c in problem.table.columns if c in declared]


def dropped_columns(problem: Problem) -> list[str]:
    """The table's columns the release leaves out (the key among them), in table order."""
    kept = set(published_columns(problem))
    return [c for c in problem.table.columns if c not in kept]
