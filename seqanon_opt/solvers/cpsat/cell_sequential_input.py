"""A sequential cell problem as the exact model's two-release instance (:class:`SequentialCellInput`), and the
model's release back as published labels: the adapter between a :class:`Problem` and
:mod:`.cell_sequential` (Shmueli-Tassa et al., R = 2)."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

from ...data.taxonomy import Taxonomy, taxonomy_from_parents
from ...problem import Problem
from ...requirements import KDiversity, KLinkability
from ..sequential_conditions import SUPPRESSED_CELLS, release_attributes, starred_table_reason
from .cell_sequential_join import CellRequirement, SequentialCellInput

FLAT_ROOT = "*"


def _flat(attr: str, labels: list[str]) -> Taxonomy:
    values = sorted(set(labels) - set(SUPPRESSED_CELLS))
    return taxonomy_from_parents(attr, [FLAT_ROOT, *values], [-1] + [0] * len(values))


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
    prev_frame = problem.previous[0]
    release = release_attributes(problem)
    taxonomies, original, previous = {}, {}, {}
    for a in _attributes(problem):
        table_labels = problem.table[a].astype(str).tolist()
        prev_labels = prev_frame[a].astype(str).str.strip().tolist() if a in prev_frame.columns else []
        tax = problem.taxonomies.get(a) or _flat(a, table_labels + prev_labels)
        taxonomies[a] = tax
        original[a] = (
            np.asarray(problem.codes[a], dtype=np.int64)
            if a in problem.codes
            else np.array([tax.index[x] for x in table_labels], dtype=np.int64)
        )
        if prev_labels:
            previous[a] = np.array(
                [tax.root if x in SUPPRESSED_CELLS else tax.index[x] for x in prev_labels], dtype=np.int64
            )
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
