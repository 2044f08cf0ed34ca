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
from ...metrics.cell_loss import em_node_loss, lm_node_loss
from ...problem import Problem
from ...problem.sequential import SUPPRESSED_CELLS, ReleaseCoding, node_ids, release_coding
from ...requirements import KDiversity, KLinkability
from ...solution import Status
from ..sequential_conditions import release_attributes, starred_table_reason
from .two_stage_join import Groups, group_release


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
    """Published labels -> node ids ('*' and empty cells are the root); ValueError on a label that is no node."""
    return {a: np.asarray(node_ids(taxonomies[a], frame[a], f"column '{a}'")) for a in frame.columns}


def problem_taxonomies(problem: Problem, coding: ReleaseCoding) -> dict[str, Taxonomy]:
    """The problem's taxonomies plus the flat one of every other attribute of the releases, as the problem
    coded them once (``coding``: :func:`seqanon_opt.problem.sequential.release_coding`).

    ValueError (ruled out by the capability condition :func:`starred_table`) when such an attribute holds
    '*' or an empty value in the table: a release reads those as suppressed cells (for the sensitive
    attribute: no published value), so the table's own value could not be told apart.
    """
    taxes = dict(problem.taxonomies)
    release = release_attributes(problem)
    sensitive = [problem.sensitive] if problem.sensitive else []
    attrs = dict.fromkeys([*release, *(c for f in problem.previous for c in f.columns), *sensitive])
    for a in attrs:
        if a not in taxes:
            if problem.table[a].astype(str).str.strip().isin(SUPPRESSED_CELLS).any():
                raise ValueError(  # the capability condition starred_table rules it out
                    f"two-stage: column '{a}' of the table holds '*' or an empty value, "
                    "which a release reads as a suppressed cell"
                )
            taxes[a] = coding.release_taxonomies[a]
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
            raise ValueError(f"two-stage: requirement {r.kind} (outside its capabilities)")
        out.append(RequirementSpec(r.kind, r.k, r.join.upper(), tuple(r.quasi_identifiers)))
    return out


def two_stage_input(
    problem: Problem, previous: Sequence[Mapping[str, np.ndarray]] | None = None, rows: np.ndarray | None = None
) -> TwoStageInput:
    """The two-stage input of a sequential problem: the previous releases as the problem coded them
    (``problem.previous_nodes``: :func:`release_coding`), or other ones given as node ids per column, one
    array per record (the dynamic-table approaches: a subset ``rows`` of the table, releases cut or
    augmented to match)."""
    coding = release_coding(problem)
    coded = list(coding.previous_nodes if previous is None else previous)
    taxes = problem_taxonomies(problem, coding)
    release = release_attributes(problem)
    reqs = requirement_specs(problem)
    sensitive = problem.sensitive
    if sensitive is None:
        raise ValueError("two-stage: needs roles.sensitive (the capability condition needs_sensitive)")
    generalized = tuple(
        a for a in release if a in problem.quasi_identifiers and a in problem.taxonomies and a != sensitive
    )
    idx = np.arange(problem.n_rows) if rows is None else np.asarray(rows, dtype=np.int64)
    leaves: dict[str, np.ndarray] = {}
    for a in dict.fromkeys([*problem.quasi_identifiers, *generalized]):
        leaves[a] = np.asarray(problem.codes[a], dtype=np.int64)[idx]
    fixed: dict[str, np.ndarray] = {}
    for a in release:
        if a not in generalized:
            fixed[a] = np.asarray(coding.release_codes[a], dtype=np.int64)[idx]
    groups = []
    for nodes in coded:
        n = len(next(iter(nodes.values()))) if nodes else 0
        groups.append(group_release(tuple(nodes), {a: np.asarray(v, np.int64) for a, v in nodes.items()}, taxes, n))
    if problem.objective == "LM":
        node_loss = {a: lm_node_loss(taxes[a]) for a in generalized}
    elif problem.objective == "EM":
        node_loss = {a: em_node_loss(taxes[a], np.asarray(problem.codes[a])) for a in generalized}
    else:
        raise ValueError(f"two-stage: objective {problem.objective} (outside its capabilities)")
    return TwoStageInput(taxes, leaves, fixed, groups, release, generalized, reqs, sensitive, node_loss)
