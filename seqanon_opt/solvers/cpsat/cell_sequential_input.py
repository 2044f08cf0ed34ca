"""A sequential cell problem as the exact model's two-release instance (:class:`SequentialCellInput`), and the
model's release back as published labels: the adapter between a :class:`Problem` and
:mod:`.cell_sequential` (Shmueli-Tassa et al., R = 2)."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

from ...problem import Problem
from ...problem.sequential import release_coding
from ...requirements import KDiversity, KLinkability
from ..sequential_conditions import release_attributes, starred_table_reason
from .cell_sequential_join import CellRequirement, SequentialCellInput


def _attributes(problem: Problem) -> list[str]:
    """Every attribute the instance holds: the requirements' QIs, the sensitive one, both releases'."""
    reqs = [r for r in problem.requirements if isinstance(r, (KLinkability, KDiversity))]
    out = [q for r in reqs for q in r.quasi_identifiers] + [r.sensitive for r in reqs]
    out += list(release_attributes(problem))
    out += [str(c) for f in problem.previous for c in f.columns]
    return list(dict.fromkeys(out))


def starred_table(problem: Problem) -> str | None:
    """Capability condition: a table column without a taxonomy holding '*' or an empty value."""
    return starred_table_reason(problem, _attributes(problem))


def sequential_cell_input(problem: Problem) -> SequentialCellInput:
    """The two-release instance of a sequential cell problem with one previous release and its
    k-linkability / k-diversity requirements (the capability conditions hold)."""
    reqs = [
        CellRequirement(r.kind, r.k, r.join, tuple(r.quasi_identifiers))
        for r in problem.requirements
        if isinstance(r, (KLinkability, KDiversity))
    ]
    sensitive = next(r.sensitive for r in problem.requirements if isinstance(r, (KLinkability, KDiversity)))
    coding = release_coding(problem)  # the releases as the problem coded them (problem/sequential.py)
    prev_nodes = coding.previous_nodes[0]
    release = release_attributes(problem)
    taxonomies, original, previous = {}, {}, {}
    for a in _attributes(problem):
        taxonomies[a] = coding.release_taxonomies[a]
        original[a] = np.asarray(coding.release_codes[a], dtype=np.int64)
        if a in prev_nodes:
            previous[a] = np.asarray(prev_nodes[a], dtype=np.int64)
    generalized = tuple(a for a in release if a in problem.quasi_identifiers and a in problem.taxonomies)
    first = reqs[0]
    return SequentialCellInput(
        taxonomies,
        original,
        previous,
        release,
        generalized,
        first.quasi_identifiers,
        sensitive,
        first.k,
        first.join,
        first.kind,
        tuple(reqs[1:]),
    )


def release_frame(inst: SequentialCellInput, nodes: Mapping[str, np.ndarray]) -> pd.DataFrame:
    """T_2 as published labels, one row per record of T."""
    return pd.DataFrame(
        {a: np.asarray(inst.taxonomies[a].labels, dtype=object)[nodes[a]] for a in inst.release_attributes}
    )
