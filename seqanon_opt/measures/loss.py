"""Measure ``loss``: a utility metric of the release other than the spec's objective.

The table loss of :func:`seqanon_opt.metrics.table_loss` under ``metric``,
over the cells of ``attributes`` only (default: the QIs the objective counts,
:func:`seqanon_opt.metrics.loss_attributes`), e.g. Wang-Fung 2006 section 6's
distortion per record (XYD, KAD) of a release whose objective is
class-entropy:

    distortion = sum over records r and attributes a of d(r, a),
    d = depth(leaf) - depth(v)            (categorical: one unit per level climbed)
    d = (b - a) / (f2 - f1)               (continuous: the published interval [a, b)
                                           over the attribute's range [f1, f2))

and, with ``per_record``, divided by the number of records N (Wang-Fung's
"distortion per record"; XYD(cat) and XYD(cont) of Set B are two loss
measures over the categorical and the continuous attributes). The other
metrics are the spec's (see :mod:`seqanon_opt.metrics`): LM = sum of
``(|v| - 1) / (|A| - 1)`` (Iyengar 2002), EM, discernibility, and the record
means class-entropy and ILeft, whose table value is already per record
(``per_record`` leaves them as they are). ``IL``, the temporal reposition
cost, is a solver objective and no release metric here.

Suppressed records count as generalized to the root in every attribute (the
metrics' convention) and are counted in N. Each attribute must be one the
solution generalizes.

Column: ``loss:<metric>`` (``loss:<metric>/record`` with ``per_record``), or
``column`` when given (two loss measures of one metric over different
attributes need distinct columns, e.g. ``XYD(cat)`` and ``XYD(cont)``).
"""

from __future__ import annotations

import dataclasses
from typing import Literal

import numpy as np
from pydantic import Field

from ..metrics import loss_attributes, table_loss
from . import MeasureContext, MeasureOptions, register

NAME = "loss"
MEAN_METRICS = ("class-entropy", "ILeft")  # table_loss is already the record mean


class LossOptions(MeasureOptions):
    """``metric`` over ``attributes`` (default: the objective's), optionally per record."""

    metric: Literal["LM", "EM", "distortion", "discernibility", "class-entropy", "ILeft"] = Field(
        description="a release metric of the spec (seqanon_opt.metrics)"
    )
    attributes: list[str] | None = Field(
        None, min_length=1, description="the cells counted; default: the QIs the objective counts"
    )
    per_record: bool = Field(False, description="divide by the number of records")
    column: str | None = Field(None, min_length=1, description="the column name; default loss:<metric>[/record]")


def columns(options: LossOptions) -> list[str]:
    if options.column is not None:
        return [options.column]
    return [f"loss:{options.metric}" + ("/record" if options.per_record else "")]


@register(NAME, options=LossOptions, columns=columns)
def compute(ctx: MeasureContext, options: LossOptions) -> dict[str, float]:
    """Wang-Fung 2006 section 6 (XYD/KAD: distortion per record) and the spec's other metrics:
    ``table_loss`` of the release over ``attributes``, optionally divided by the number of records."""
    problem, solution = ctx.problem, ctx.solution
    if solution.generalized is None or solution.suppressed is None:
        raise ValueError(f"{NAME}: the solution of '{solution.solver}' has no assignment")
    attributes = list(options.attributes) if options.attributes is not None else list(loss_attributes(problem))
    for attr in attributes:
        if attr not in solution.generalized:
            known = ", ".join(a for a in solution.generalized)
            raise ValueError(
                f"{NAME}: '{attr}' is not generalized by the release of '{problem.name}' (generalized: {known})"
            )
    if options.metric == "class-entropy" and problem.class_attribute is None:
        raise ValueError(f"{NAME}: class-entropy needs a class attribute (roles.class) in '{problem.name}'")
    part = dataclasses.replace(problem, kind="single", quasi_identifiers=tuple(attributes))
    generalized = {a: np.asarray(solution.generalized[a]) for a in attributes}
    value = table_loss(part, generalized, np.asarray(solution.suppressed, dtype=bool), options.metric)
    if options.per_record and options.metric not in MEAN_METRICS:
        value = value / problem.n_records if problem.n_rows else 0.0
    return {columns(options)[0]: float(value)}
