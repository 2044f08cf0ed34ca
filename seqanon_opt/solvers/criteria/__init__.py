"""The criterion layer the solvers share: each single-table requirement as a group predicate with its
declared properties (:mod:`.contract`), the kinds (:mod:`.kinds`), and a problem's conjunction
(:mod:`.build`, where :func:`register_criterion` adds a registered kind's). The verifier
(:mod:`seqanon_opt.privacy`) keeps its own implementation."""

from .build import (
    CriterionInputs,
    conjunction_for,
    conjunction_reason,
    distribution,
    register_criterion,
    registered_criteria,
    sensitive_codes,
)
from .contract import SENSITIVE, SIZE, Conjunction, Criterion, GroupStats, TupleStats

__all__ = [
    "Conjunction",
    "Criterion",
    "CriterionInputs",
    "GroupStats",
    "SENSITIVE",
    "SIZE",
    "TupleStats",
    "conjunction_for",
    "conjunction_reason",
    "distribution",
    "register_criterion",
    "registered_criteria",
    "sensitive_codes",
]
