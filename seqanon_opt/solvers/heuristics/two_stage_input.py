"""The two-stage solver's input (Shmueli-Tassa et al., Algorithm 3): plain arrays built from a Problem.

Split from :mod:`.two_stage` (the algorithm and the registered solver), which re-exports every name.
A table whose sensitive (or other taxonomy-less) column holds ``*`` or an empty value is refused
(:func:`starred_table`, a capability condition of ``two-stage``): a release reads those as suppressed cells.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from ...data.taxonomy import Taxonomy
from ...errors import UnsupportedProblem
from ...metrics.cell_loss import em_node_loss, lm_node_loss
from ...problem import Problem
from ...requirements import KDiversity, KLinkability
from ...solution import Status
from ..sequential_conditions import release_attributes, starred_table_reason
from .two_stage_join import Groups, flat_taxonomy, group_release

SUPPRESSED = ("*", "")


# --------------------------------------------------------------------- input as plain arrays
@dataclass(eq=False)
class RequirementSpec:
    kind: str  # 'k-linkability' | 'k-diversity'
    k: float
    join: str
    quasi_identifiers: tuple[str, ...]


@dataclass(eq=False)
class TwoStageInput:
    """One new release T_R to compute, every attribute as taxonomy node ids.

    ``leaves[a]``: leaf per record of T for every QI and generalized attribute;
    ``fixed[a]``: the published node per record for release attributes published
    as they are (the sensitive one, non-identifiers); ``previous``: the earlier
    releases on groups (any record order).
    """

    taxonomies: Mapping[str, Taxonomy]
    leaves: Mapping[str, np.ndarray]
    fixed: Mapping[str, np.ndarray]
    previous: Sequence[Groups]
    release_attributes: tuple[str, ...]
    generalized: tuple[str, ...]
    requirements: Sequence[RequirementSpec]
    sensitive: str
    node_loss: Mapping[str, np.ndarray]

    @property
    def n_records(self) -> int:
        arrays = [*self.leaves.values(), *self.fixed.values()]
        return len(arrays[0]) if arrays else 0


@dataclass
class TwoStageResult:
    status: Status
    nodes: dict[str, np.ndarray] | None
    statistics: dict = field(default_factory=dict)
    message: str = ""


# --------------------------------------------------------------------- from a Problem
def release_nodes(frame: pd.DataFrame, taxonomies: Mapping[str, Taxonomy]) -> dict[str, np.ndarray]:
    """Published labels -> node ids ('*' and empty cells are the root)."""
    out = {}
    for a in frame.columns:
        tax = taxonomies[a]
        labels = frame[a].astype(str).str.strip()
        codes, uniques = pd.factorize(labels, sort=False)
        ids = np.array([tax.index.get(u, tax.root if u in SUPPRESSED else -1) for u in uniques], dtype=np.int64)
        if (ids < 0).any():
            raise ValueError(
                f"label {uniques[np.flatnonzero(ids < 0)[0]]!r} of column '{a}' is not a node of its taxonomy"
            )
        out[a] = ids[codes] if len(ids) else np.zeros(0, dtype=np.int64)
    return out


def problem_taxonomies(problem: Problem, previous: Sequence[pd.DataFrame]) -> dict[str, Taxonomy]:
    """The problem's taxonomies plus a flat one for every other attribute of the releases.

    UnsupportedProblem when such an attribute holds '*' or an empty value in the table: a release
    reads those as suppressed cells (for the sensitive attribute: no published value), so the
    table's own value could not be told apart.
    """
    taxes = dict(problem.taxonomies)
    release = release_attributes(problem)
    attrs = dict.fromkeys(
        [*release, *(c for f in previous for c in f.columns), *([problem.sensitive] if problem.sensitive else [])]
    )
    for a in attrs:
        if a not in taxes:
            labels = problem.table[a].astype(str).str.strip().tolist()
            if set(labels) & set(SUPPRESSED):
                raise UnsupportedProblem(
                    f"two-stage: column '{a}' of the table holds '*' or an empty value, "
                    "which a release reads as a suppressed cell"
                )
            for f in previous:
                if a in f.columns:
                    labels += f[a].astype(str).str.strip().tolist()
            taxes[a] = flat_taxonomy(a, labels)
    return taxes


def starred_table(problem: Problem) -> str | None:
    """Capability condition: :func:`problem_taxonomies` would refuse the table."""
    attrs = [
        *release_attributes(problem),
        *(c for f in problem.previous for c in f.columns),
        *([problem.sensitive] if problem.sensitive else []),
    ]
    reason = starred_table_reason(problem, dict.fromkeys(attrs))
    return None if reason is None else f"two-stage: {reason}"


def requirement_specs(problem: Problem) -> list[RequirementSpec]:
    out = []
    for r in problem.requirements:
        if not isinstance(r, (KLinkability, KDiversity)):
            raise UnsupportedProblem(f"two-stage: requirement {r.kind} is not supported")
        out.append(RequirementSpec(r.kind, r.k, r.join.upper(), tuple(r.quasi_identifiers)))
    return out


def two_stage_input(
    problem: Problem, previous: Sequence[pd.DataFrame] | None = None, rows: np.ndarray | None = None
) -> TwoStageInput:
    """The two-stage input of a sequential problem (optionally for a subset ``rows`` of the table and
    other previous releases, as the dynamic-table approaches need)."""
    previous = list(problem.previous if previous is None else previous)
    taxes = problem_taxonomies(problem, list(problem.previous) + previous)
    release = release_attributes(problem)
    reqs = requirement_specs(problem)
    sensitive = problem.sensitive
    if sensitive is None:
        raise UnsupportedProblem("two-stage: needs roles.sensitive")
    generalized = tuple(
        a for a in release if a in problem.quasi_identifiers and a in problem.taxonomies and a != sensitive
    )
    idx = np.arange(problem.n_rows) if rows is None else np.asarray(rows, dtype=np.int64)
    leaves: dict[str, np.ndarray] = {}
    for a in dict.fromkeys([*problem.quasi_identifiers, *generalized]):
        leaves[a] = np.asarray(problem.codes[a], dtype=np.int64)[idx]
    fixed: dict[str, np.ndarray] = {}
    for a in release:
        if a in generalized:
            continue
        if a in problem.codes:
            fixed[a] = np.asarray(problem.codes[a], dtype=np.int64)[idx]
        else:
            fixed[a] = release_nodes(problem.table[[a]].iloc[idx], taxes)[a]
    groups = []
    for frame in previous:
        nodes = release_nodes(frame, taxes)
        groups.append(group_release(tuple(frame.columns), nodes, taxes, len(frame)))
    if problem.objective == "LM":
        node_loss = {a: lm_node_loss(taxes[a]) for a in generalized}
    elif problem.objective == "EM":
        node_loss = {a: em_node_loss(taxes[a], np.asarray(problem.codes[a])) for a in generalized}
    else:
        raise UnsupportedProblem(f"two-stage: objective {problem.objective}")
    return TwoStageInput(taxes, leaves, fixed, groups, release, generalized, reqs, sensitive, node_loss)
