"""Measure ``linkability``: the level a sequential release actually reaches over a join.

Shmueli-Tassa et al., section 4 (Definitions 4.1-4.2) and section 7 (Tables
7-14). For the releases ``T_1, ..., T_R`` (``problem.previous`` followed by the
cell's release) and a join J (MJ, FMJ or KMJ, section 3), every quasi-identifier
tuple a of the original table T links to the multiset S(a) of the sensitive
values of the R-cliques of J that a lies below. The measure is

* ``linkability:<J>``: the smallest γ(S(a)) (number of distinct values) over
  the tuples a, the largest k for which the release is [J, k]-linkable; or
* ``diversity:<J>`` (option ``level: diversity``): the smallest
  δ(S(a)) = |S(a)| / max_v #v, the largest k for which it is [J, k]-diverse.

The quasi-identifiers and the sensitive attribute are those of the k-linkability
or k-diversity requirement number ``requirement`` of the problem; its own join
and k are ignored, so a release built for one join can be measured over
another. Section 7's two tests are this measure: Test (a), the cut stage alone
(solver ``two-stage`` with ``stage2: false``) targeting [FMJ, 5]-linkability,
measured with ``join: FMJ`` (how far the cut overshoots k); Test (b), the cell
release targeting [MJ, 5]-linkability, measured with ``join: KMJ`` (how far the
MJ overestimates the linkability).

The level is computed by the independent verifier
(:func:`seqanon_opt.privacy.check_k_linkability` / ``check_k_diversity``),
never by the solver's own join code. When no release publishes the sensitive
attribute the release meets every level (Definition 4.2(a)) and the value is
empty (None).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import pandas as pd
from pydantic import Field

from ..privacy.linkability import check_k_diversity, check_k_linkability
from ..problem import Problem
from ..requirements import KDiversity, KLinkability
from . import MeasureContext, MeasureOptions, register

Join = Literal["MJ", "FMJ", "KMJ"]
Level = Literal["linkability", "diversity"]


class LinkabilityOptions(MeasureOptions):
    """Options of the ``linkability`` measure."""

    join: Join = Field(description="the join the level is measured over (section 3)")
    requirement: int = Field(
        0,
        ge=0,
        description="index in the spec's requirements of the k-linkability or "
        "k-diversity requirement whose QIs and sensitive attribute to use",
    )
    level: Level = Field("linkability", description="linkability: smallest γ(S(a)); diversity: smallest δ(S(a))")


def linkability_columns(options: LinkabilityOptions) -> list[str]:
    return [f"{options.level}:{options.join}"]


def achieved_level(
    problem: Problem, release: pd.DataFrame, join: str, *, requirement: int = 0, level: str = "linkability"
) -> int | float | None:
    """The smallest γ(S(a)) (``level='linkability'``) or δ(S(a)) (``'diversity'``) over the QI tuples a
    of ``problem.table``, over the join ``join`` of ``[*problem.previous, release]`` (Definition 4.2).

    The QIs and the sensitive attribute are those of ``problem.requirements[requirement]``.
    None when no release publishes the sensitive attribute (Definition 4.2(a): every level holds).
    Raises ValueError for a problem this does not apply to.
    """
    if join not in ("MJ", "FMJ", "KMJ"):
        raise ValueError(f"{level}: join must be MJ, FMJ or KMJ, not {join!r}")
    if level not in ("linkability", "diversity"):
        raise ValueError(f"level must be 'linkability' or 'diversity', not {level!r}")
    if problem.kind != "sequential":
        raise ValueError(
            f"{level}: the problem is {problem.kind!r}, not sequential (Shmueli-Tassa et al.'s "
            "linkability is over the join of sequential releases)"
        )
    reqs = problem.requirements
    if not 0 <= requirement < len(reqs):
        raise ValueError(f"{level}: requirement {requirement} does not exist (the problem has {len(reqs)})")
    req = reqs[requirement]
    if not isinstance(req, (KLinkability, KDiversity)):
        raise ValueError(f"{level}: requirement {requirement} is {req.kind}, not k-linkability or k-diversity")
    if any(len(frame) != problem.n_rows for frame in problem.previous):
        raise ValueError(
            f"{level}: the table grew since the previous releases (section 6); "
            "only releases of one and the same table are measured"
        )
    # either check takes any level k: a k-diversity requirement's (float) k is also a linkability level
    check: Callable[..., Any] = check_k_linkability if level == "linkability" else check_k_diversity
    result = check(
        [*problem.previous, release],
        problem.table,
        req.quasi_identifiers,
        req.sensitive,
        req.k,
        join=join,
        taxonomies=dict(problem.taxonomies),
    )
    if result.achieved is None:
        return None
    return int(result.achieved) if level == "linkability" else float(result.achieved)


@register("linkability", options=LinkabilityOptions, columns=linkability_columns)
def linkability(ctx: MeasureContext, options: LinkabilityOptions) -> dict[str, int | float | None]:
    """The level the release reaches over a join: the smallest γ(S(a)) (column ``linkability:<join>``) or,
    with ``level: diversity``, the smallest δ(S(a)) (``diversity:<join>``) over the original QI tuples a
    (Shmueli-Tassa et al., Definition 4.2; section 7, Tests (a) and (b)). Options: ``join`` (MJ, FMJ, KMJ),
    ``requirement`` (index of the k-linkability / k-diversity requirement giving the QIs and the
    sensitive attribute, default 0), ``level`` (linkability or diversity)."""
    value = achieved_level(ctx.problem, ctx.release, options.join, requirement=options.requirement, level=options.level)
    return {linkability_columns(options)[0]: value}
