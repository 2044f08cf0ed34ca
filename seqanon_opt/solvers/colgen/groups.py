"""Releases in tuple form: groups of records per distinct tuple, and their row-level cell release."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...problem import Problem
from ...solution import Solution
from .instance import GroupingInstance
from .pricing import Column, Pricer


@dataclass
class Grouping:
    """A release in tuple form: groups (combination and counts per tuple) and suppressed counts."""

    groups: list[Column]
    suppressed: np.ndarray  # records suppressed per tuple

    def cost(self, inst: GroupingInstance) -> float:
        return sum(g.cost for g in self.groups) + inst.suppression_cost * float(self.suppressed.sum())


def grouping_of(inst: GroupingInstance, pricer: Pricer, release: Solution | None) -> Grouping | None:
    """A row-level cell release as groups (records with the same published combination), or None when it
    is not a release of this instance (missing, not k-anonymous, over the budget)."""
    if release is None or release.generalized is None or release.suppressed is None:
        return None
    attrs = inst.table.attributes
    if any(a not in release.generalized or len(release.generalized[a]) != len(inst.table.row_tuple) for a in attrs):
        return None
    dropped = np.asarray(release.suppressed, dtype=bool)
    if int(dropped.sum()) > inst.budget:
        return None
    suppressed = np.bincount(inst.table.row_tuple[dropped], minlength=inst.table.n_tuples).astype(np.int64)
    kept = np.flatnonzero(~dropped)
    nodes = np.column_stack([np.asarray(release.generalized[a], dtype=np.int64)[kept] for a in attrs])
    _, group_of = np.unique(nodes, axis=0, return_inverse=True)
    group_of = group_of.reshape(-1)
    groups = []
    for members in np.split(kept[np.argsort(group_of, kind="stable")], np.cumsum(np.bincount(group_of))[:-1]):
        if len(members) < inst.k:
            return None
        tuples, counts = np.unique(inst.table.row_tuple[members], return_counts=True)
        groups.append(pricer.column(tuples, counts))
    return Grouping(groups, suppressed)


def release_rows(
    problem: Problem, inst: GroupingInstance, grouping: Grouping
) -> tuple[dict[str, np.ndarray], np.ndarray]:
    """Row-level nodes and suppression of a grouping: each tuple's rows, in row order, go to its groups
    (in group order), then to suppression; QIs outside the requirement keep their leaves."""
    generalized = {a: problem.codes[a].astype(np.int64).copy() for a in problem.quasi_identifiers}
    suppressed = np.zeros(problem.n_rows, dtype=bool)
    row_tuple = inst.table.row_tuple
    order = np.argsort(row_tuple, kind="stable")
    rows_of = np.split(order, np.cumsum(np.bincount(row_tuple, minlength=inst.table.n_tuples))[:-1])
    handed = np.zeros(inst.table.n_tuples, dtype=np.int64)
    for group in grouping.groups:
        rows = np.concatenate(
            [rows_of[t][handed[t] : handed[t] + c] for t, c in zip(group.tuples.tolist(), group.counts.tolist())]
        )
        handed[group.tuples] += group.counts
        for j, a in enumerate(inst.table.attributes):
            generalized[a][rows] = group.combination[j]
    for t in np.flatnonzero(grouping.suppressed).tolist():
        suppressed[rows_of[t][handed[t] : handed[t] + grouping.suppressed[t]]] = True
        handed[t] += grouping.suppressed[t]
    assert (handed == inst.table.weight).all(), "a grouping must place every record once"
    return generalized, suppressed
