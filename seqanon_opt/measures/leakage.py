"""Measure ``leakage``: the personalized privacy leakage of a release (Song et al. 2015).

Song, Huang, Wang, Kang, Liu 2015, section 4, Definition 8: for a published
tuple t* of the QI group QG(t*) = {t*_1..t*_b} (the published tuples with
equal QI labels, Definition 5) and t the original record,

    Pleak(t*) = sum_{i=1..b} DCorrelate(t*, t*_i) / b

with DCorrelate(t*, t*_i) = 1 when t*_i publishes t's own sensitive value,
1 / Nleaf(v) when it publishes an ancestor v of it (the sensitive attribute
generalized, the paper's SA_Generalization) and 0 otherwise (Definition 6).
Computed by :func:`seqanon_opt.privacy.personalized.pleak`, the verifier's
code (section 7, Figure 2; the ``song-leakage`` sweep).

Columns, over the published tuples (a suppressed record leaks nothing and is
not counted; an empty release gives 0):

* ``mean_pleak`` (headline): the mean Pleak, the paper's "average disclosure
  probability" plotted in Figure 2;
* ``max_pleak``: the largest Pleak (what a uniform limit constrains);
* ``share_above_limit``: the fraction of published tuples whose Pleak exceeds
  their owner's limit (Pleak(t*) > limit(t) + 1e-9).

Works on any release over the problem's rows: a cut-model release that
publishes the sensitive value as it is (traditional k-anonymity: each tuple's
own term is 1, so Pleak >= 1/b) and a cell release that generalizes it
(``personalized-clustering``). The sensitive taxonomy is the problem's (a flat
one, root over the values, when the problem has none).

Options (the limits; no limit is needed for the two Pleak columns, but every
cell computes all three):

* ``limit``: one limit in (0, 1] for every owner, e.g. 0.25;
* ``limit_column``: a table column holding each owner's limit; empty cells
  take ``limit``, else the personalized requirement's ``default_limit``.

Without ``limit_column`` and ``limit`` the limits are the problem's
personalized requirement's, as the verifier judges them (its limit column,
empty cells at its default limit; or its default limit for everybody); a
problem without one (e.g. a traditional k-anonymity variant) needs ``limit``.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from pydantic import Field

from ..data.taxonomy import Taxonomy, taxonomy_from_parents
from ..privacy.personalized import TOLERANCE, _limits, pleak
from ..problem import FLAT_ROOT, Problem
from ..requirements import Personalized
from . import MeasureContext, MeasureOptions, register

COLUMNS = ["mean_pleak", "max_pleak", "share_above_limit"]


class LeakageOptions(MeasureOptions):
    """``limit``: a uniform limit; ``limit_column``: per-record limits (see the module doc)."""

    limit: float | None = Field(None, gt=0, le=1, description="every owner's largest acceptable Pleak")
    limit_column: str | None = Field(None, description="table column with each owner's limit")


def _requirement(problem: Problem) -> Personalized | None:
    return next((r for r in problem.requirements if isinstance(r, Personalized)), None)


def owner_limits(problem: Problem, release: pd.DataFrame, options: LeakageOptions) -> np.ndarray:
    """limit(t) of every release row (see the module doc for the order of the sources)."""
    req = _requirement(problem)
    column = options.limit_column
    default = options.limit
    if column is None and default is None:
        if req is None:
            raise ValueError(
                f"leakage: '{problem.name}' has no personalized requirement; give the measure "
                "a 'limit' (or a 'limit_column')"
            )
        column, default = req.limit_column, req.default_limit
    elif column is not None and default is None and req is not None:
        default = req.default_limit
    if column is None:
        assert default is not None  # the options' limit, or the requirement's default_limit (0.5 unless given)
        return _limits(float(default), release, None)
    if column not in problem.table.columns:
        raise ValueError(f"leakage: limit_column '{column}' is not a column of '{problem.name}'")
    values = pd.to_numeric(problem.table[column], errors="coerce")
    try:
        return _limits(values, release, default)
    except ValueError:
        raise ValueError(
            f"leakage: every record needs a limit in (0, 1]: column '{column}' holds another "
            "value or an empty cell" + ("" if default is not None else " (give 'limit' for empty cells)")
        ) from None


def sensitive_taxonomy(problem: Problem) -> Taxonomy:
    """The problem's taxonomy of the sensitive attribute; a flat one over its values if it has none."""
    sensitive = problem.sensitive
    assert sensitive is not None  # compute() refuses a problem without a sensitive attribute
    if sensitive in problem.taxonomies:
        return problem.taxonomies[sensitive]
    values = sorted(problem.table[sensitive].astype(str).unique())
    return taxonomy_from_parents(sensitive, [FLAT_ROOT, *values], [-1] + [0] * len(values))


@register("leakage", options=LeakageOptions, columns=lambda options: list(COLUMNS))
def compute(ctx: MeasureContext, options: LeakageOptions) -> dict[str, float]:
    """Song et al. 2015 (Definition 8, section 7 Figure 2): mean and max Pleak over the published
    tuples, and the share of them above their owner's limit."""
    problem, release = ctx.problem, ctx.release
    sensitive = problem.sensitive
    if sensitive is None:
        raise ValueError(f"leakage: '{problem.name}' has no sensitive attribute (roles.sensitive)")
    if sensitive not in release.columns:
        raise ValueError(f"leakage: the release of '{problem.name}' does not publish '{sensitive}'")
    limits = owner_limits(problem, release, options)
    if release.empty:
        return dict.fromkeys(COLUMNS, 0.0)
    leak = pleak(
        release, problem.table[sensitive], list(problem.quasi_identifiers), sensitive, sensitive_taxonomy(problem)
    )["pleak"].to_numpy()
    return {
        "mean_pleak": float(leak.mean()),
        "max_pleak": float(leak.max()),
        "share_above_limit": float((leak > limits + TOLERANCE).mean()),
    }
