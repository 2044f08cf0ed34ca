"""Information-loss metrics, per record and per table.

:func:`record_loss` gives each record's loss under a metric named in the spec;
the table's loss is its sum (or, for ILeft, its mean). Suppressed records
count as generalized to the root in every quasi-identifier. Per-cell metrics
and ILeft also count the sensitive cells when a solution generalizes them
(Song et al.'s SA generalization).
"""

from __future__ import annotations

from typing import Mapping

import numpy as np

from .cell_loss import cell_loss, distortion_cell_loss, em_node_loss, lm_node_loss
from .classification import conditional_entropy, entropy, group_entropy, information_gain
from .groups import discernibility_record_loss, group_ids
from .ileft import ileft_node, ileft_tuple

CELL_METRICS = ("LM", "EM", "distortion")
METRICS = ("LM", "EM", "distortion", "discernibility", "class-entropy", "ILeft")


def loss_attributes(problem) -> tuple[str, ...]:
    """The QI cells a loss counts: every QI, or for a sequential release the QIs it publishes."""
    if problem.kind == "sequential":
        return tuple(a for a in problem.quasi_identifiers if a in problem.settings["release_attributes"])
    return tuple(problem.quasi_identifiers)


def _generalized_sensitive(problem, generalized: Mapping[str, np.ndarray]) -> tuple[str, ...]:
    """A sensitive attribute a solution generalizes (Song et al.'s SA generalization) counts too."""
    sensitive = problem.sensitive
    return (sensitive,) if sensitive in generalized and sensitive not in problem.quasi_identifiers else ()


def _with_suppression(problem, generalized: Mapping[str, np.ndarray], suppressed: np.ndarray) -> dict:
    out = {}
    for attr in (*loss_attributes(problem), *_generalized_sensitive(problem, generalized)):
        tax = problem.taxonomies[attr]
        out[attr] = np.where(suppressed, tax.root, generalized[attr])
    return out


def record_loss(problem, generalized: Mapping[str, np.ndarray], suppressed: np.ndarray,
                metric: str) -> np.ndarray:
    """Each record's loss under ``metric``; see the module docstrings for formulas."""
    suppressed = np.asarray(suppressed, dtype=bool)
    nodes = _with_suppression(problem, generalized, suppressed)
    qis = loss_attributes(problem)
    if metric in CELL_METRICS:
        cells = (*qis, *_generalized_sensitive(problem, generalized))
        return np.sum([cell_loss(metric, problem.taxonomies[a], nodes[a], problem.codes[a]) for a in cells],
                      axis=0)
    if metric == "discernibility":
        return discernibility_record_loss({a: generalized[a] for a in qis}, suppressed)
    if metric == "ILeft":
        parts = [ileft_node(problem.taxonomies[a])[nodes[a]] for a in qis]
        if _generalized_sensitive(problem, generalized):  # Definition 10: the published AS node's ILeft
            parts.append(ileft_node(problem.taxonomies[problem.sensitive])[nodes[problem.sensitive]])
        elif problem.sensitive is not None:
            parts.append(np.ones(problem.n_rows))  # the sensitive value is published as is
        return ileft_tuple(parts)
    if metric == "class-entropy":
        if problem.class_attribute is None:
            raise ValueError("class-entropy needs roles.class")
        ids, _ = group_ids([nodes[a] for a in qis])
        cls = problem.table[problem.class_attribute].to_numpy()
        return group_entropy(ids, cls)[ids]  # the table value is the record mean
    raise ValueError(f"unknown metric {metric!r}")


def table_loss(problem, generalized: Mapping[str, np.ndarray], suppressed: np.ndarray, metric: str) -> float:
    """The table's loss: the sum of record losses (the mean for ILeft and class-entropy)."""
    losses = record_loss(problem, generalized, suppressed, metric)
    if metric in ("ILeft", "class-entropy"):
        return float(losses.mean()) if len(losses) else 0.0
    return float(losses.sum())


__all__ = ["CELL_METRICS", "loss_attributes", "METRICS", "cell_loss", "conditional_entropy", "discernibility_record_loss",
           "distortion_cell_loss", "em_node_loss", "entropy", "group_entropy", "group_ids", "ileft_node", "ileft_tuple",
           "information_gain", "lm_node_loss", "record_loss", "table_loss"]
