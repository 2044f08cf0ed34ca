"""A problem's requirements as one :class:`.Conjunction` the solvers judge groups with.

A group requirement kind registered from outside the built-ins
(:func:`seqanon_opt.requirements.register_group_requirement`) gets its criterion from the builder given to
:func:`register_criterion`: every solver that takes ``GROUP_KINDS`` then judges it through the
:class:`.Criterion` contract alone (its ``statistics``, ``satisfied`` and ``level``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import numpy as np
import pandas as pd

from ...problem import Problem
from ...requirements import (
    BUILTIN_GROUP_KINDS,
    GROUP_KINDS,
    BetaLikeness,
    DeltaDisclosure,
    KAnonymity,
    LDiversity,
    Requirement,
    TCloseness,
)
from .contract import SENSITIVE, SIZE, Conjunction, Criterion
from .kinds import (
    BetaLikenessCriterion,
    DeltaDisclosureCriterion,
    DistinctLDiversity,
    EntropyLDiversity,
    FrequencyLDiversity,
    KAnonymityCriterion,
    RecursiveCLDiversity,
    TClosenessCriterion,
)

GROUP_REQUIREMENTS = (KAnonymity, LDiversity, TCloseness, DeltaDisclosure, BetaLikeness)
"""The built-in requirement classes of ``GROUP_KINDS``: those :func:`criterion_of` turns into a criterion."""


@dataclass(frozen=True)
class CriterionInputs:
    """What a registered criterion's builder may read besides its requirement: the problem, the sensitive
    values' labels in code order and ``q``, their distribution over the whole input table (ARX's q,
    fixed whatever is suppressed; empty when the problem has no sensitive attribute)."""

    problem: Problem
    labels: np.ndarray
    q: np.ndarray


_BUILDERS: dict[str, Callable[[Requirement, CriterionInputs], Criterion]] = {}


def register_criterion(criterion: type[Criterion], build: Callable[[Requirement, CriterionInputs], Criterion]) -> None:
    """The solvers' side of a registered group requirement: ``build(requirement, inputs)`` gives the
    :class:`.Criterion` (of class ``criterion``) judging it. The criterion must be union-closed (every
    solver of group criteria relies on it: generalizing merges groups) and read only the statistics the
    solvers gather (``size``, the ``sensitive`` histogram)."""
    kind = criterion.kind
    if kind in BUILTIN_GROUP_KINDS:
        raise ValueError(f"'{kind}' is a built-in criterion")
    if kind not in GROUP_KINDS:
        raise ValueError(
            f"register the requirement '{kind}' first (seqanon_opt.requirements.register_group_requirement)"
        )
    if not criterion.union_closed:
        raise ValueError(f"criterion '{kind}' is not union-closed: the solvers of group criteria need it")
    if not criterion.statistics <= {SIZE, SENSITIVE}:
        raise ValueError(f"criterion '{kind}' reads {sorted(criterion.statistics)}; the solvers gather size, sensitive")
    _BUILDERS[kind] = build


def registered_criteria() -> tuple[str, ...]:
    """The kinds with a registered criterion builder, in registration order."""
    return tuple(_BUILDERS)


def conjunction_reason(problem: Problem) -> str | None:
    """Why the requirements of ``problem`` are not one conjunction of group criteria on its QIs, or None."""
    if not problem.requirements:
        return "a problem without requirements"
    for req in problem.requirements:
        if req.kind in GROUP_KINDS and req.kind not in BUILTIN_GROUP_KINDS and req.kind not in _BUILDERS:
            return f"requirement '{req.kind}': no solver criterion is registered for it"
        if req.kind not in GROUP_KINDS or not (isinstance(req, GROUP_REQUIREMENTS) or req.kind in _BUILDERS):
            return f"requirement '{req.kind}' in a conjunction of group criteria"
        # a registered requirement is outside the static Requirement union; it has quasi_identifiers too
        # (seqanon_opt.requirements.RequirementKind)
        qis: tuple[str, ...] = cast(Any, req).quasi_identifiers
        if set(qis) != set(problem.quasi_identifiers):
            return (
                f"requirement '{req.kind}' on the quasi-identifiers {list(qis)} (the solvers "
                f"judge every requirement on all of them: {list(problem.quasi_identifiers)})"
            )
    return None


def sensitive_codes(problem: Problem, numeric: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Each row's sensitive value as a code 0..m-1 and the values (labels) in code order: sorted by label,
    or by number (``numeric``: ordered t-closeness needs the values' order)."""
    codes, uniques = pd.factorize(problem.table[problem.sensitive].astype(str), sort=True)
    uniques = np.asarray(uniques)
    if numeric:
        order = np.argsort(pd.to_numeric(pd.Series(uniques)).to_numpy(np.float64), kind="stable")
        rank = np.empty(len(order), dtype=np.int64)
        rank[order] = np.arange(len(order))
        return rank[codes], uniques[order]
    return codes.astype(np.int64), uniques


def distribution(codes: np.ndarray, n_values: int, weight: np.ndarray | None = None) -> np.ndarray:
    """``q[v]``: the share of value v in the whole input table (row i counted ``weight[i]`` times)."""
    counts = np.bincount(codes, weights=weight, minlength=n_values)
    return counts / counts.sum()


def _hierarchy(problem: Problem, labels: np.ndarray) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], int]:
    """The sensitive taxonomy's internal nodes above data values, bottom-up, as (height, children) with
    children value codes or ``len(labels) + i`` for the i-th listed node; and the tree's height."""
    assert problem.sensitive is not None, "t-closeness needs roles.sensitive (spec validation)"
    tax = problem.taxonomies[problem.sensitive]
    code_of_leaf = {tax.index[str(label)]: code for code, label in enumerate(labels)}
    leaf_depth = np.zeros(tax.n_nodes, dtype=np.int64)  # deepest leaf depth below each node
    for v in tax.leaves:
        u = int(v)
        while u >= 0:
            leaf_depth[u] = max(leaf_depth[u], tax.depth[v])
            u = int(tax.parent[u])
    height = leaf_depth - tax.depth
    ref: dict[int, int] = dict(code_of_leaf)
    nodes: list[tuple[int, tuple[int, ...]]] = []
    for v in sorted(range(tax.n_nodes), key=lambda u: (height[u], u)):
        if not tax.children[v]:
            continue
        kids = tuple(ref[c] for c in tax.children[v] if c in ref)
        if kids:
            ref[v] = len(labels) + len(nodes)
            nodes.append((int(height[v]), kids))
    return tuple(nodes), max(int(height[tax.root]), 1)


def criterion_of(req: Requirement, problem: Problem, values: np.ndarray, labels: np.ndarray) -> Criterion:
    """The criterion of one requirement, the sensitive attribute coded as ``values`` (labels in code order)."""
    if isinstance(req, KAnonymity):
        return KAnonymityCriterion(req.k)
    if isinstance(req, LDiversity):
        if req.variant == "distinct":
            return DistinctLDiversity(int(req.l))
        if req.variant == "entropy":
            return EntropyLDiversity(float(req.l))
        if req.variant == "recursive":
            return RecursiveCLDiversity(float(req.c or 0.0), int(req.l))
        return FrequencyLDiversity(float(req.l))
    q = distribution(values, len(labels), problem.weight)
    if isinstance(req, TCloseness):
        if req.distance == "hierarchical":
            tree, height = _hierarchy(problem, labels)
            return TClosenessCriterion(req.t, q, "hierarchical", tree, height)
        return TClosenessCriterion(req.t, q, req.distance)
    if isinstance(req, DeltaDisclosure):
        return DeltaDisclosureCriterion(req.delta, q)
    if isinstance(req, BetaLikeness):
        return BetaLikenessCriterion(req.beta, q, req.enhanced)
    if req.kind in _BUILDERS:
        return _BUILDERS[req.kind](req, CriterionInputs(problem, labels, q))
    raise ValueError(f"requirement '{req.kind}' is not a group criterion")


def conjunction_for(problem: Problem) -> Conjunction:
    """The problem's requirements as one conjunction with its one budget (ValueError when they are not all
    group criteria on the problem's QIs: :func:`conjunction_reason`, the solvers' capability condition,
    rules such a problem out before they call this)."""
    reason = conjunction_reason(problem)
    if reason is not None:
        raise ValueError(f"{problem.source + ': ' if problem.source else ''}{reason}")
    values = labels = np.zeros(0)
    needs_sensitive = any(
        not isinstance(req, KAnonymity) and getattr(req, "sensitive", None) is not None for req in problem.requirements
    )
    if needs_sensitive:
        numeric = any(isinstance(req, TCloseness) and req.distance == "ordered" for req in problem.requirements)
        values, labels = sensitive_codes(problem, numeric)
    criteria = tuple(criterion_of(req, problem, values, labels) for req in problem.requirements)
    budget = min(getattr(req, "max_suppressed", 0) for req in problem.requirements)
    row_values = {SENSITIVE: (values, len(labels))} if needs_sensitive else {}
    return Conjunction(criteria, budget, row_values, problem.weight)
