"""Information-loss metrics, per record and per table.

:func:`record_loss` gives each record's loss under a metric named in the spec;
the table's loss is its sum (or, for ILeft, its mean). Suppressed records
count as generalized to the root in every quasi-identifier. Per-cell metrics
and ILeft also count the sensitive cells when a solution generalizes them
(Song et al.'s SA generalization).

Weighted problems (``problem.weight`` set: each row of the tuple table stands for ``weight[i]``
records): a row's loss is the loss of each of its records; the counts a loss depends on (EM's leaf
frequencies, discernibility's group sizes and N, class entropy's class counts) count records, and
the table's loss is ``sum_i w_i * loss_i`` (ILeft and class entropy: divided by N = sum_i w_i), so
every figure equals that of the expanded table (each row repeated ``w_i`` times).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from ..data.grouping import group_rows
from .cell_loss import (
    cell_loss,
    distortion_cell_loss,
    distortion_node_loss,
    em_node_loss,
    em_node_loss_from_counts,
    lm_node_loss,
)
from .classification import conditional_entropy, entropy, group_entropy, information_gain
from .groups import discernibility_record_loss, group_ids
from .ileft import ileft_node, ileft_tuple

CELL_METRICS = ("LM", "EM", "distortion")
METRICS = ("LM", "EM", "distortion", "discernibility", "class-entropy", "ILeft")


def loss_attributes(problem) -> tuple[str, ...]:
    """The QI cells a loss counts: every QI, or for a sequential release the QIs it publishes."""
    if problem.kind == "sequential":
        return tuple(a for a in problem.quasi_identifiers if a in (problem.release_attributes or ()))
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


def row_weight(problem) -> np.ndarray | None:
    """The records each row of ``problem.table`` stands for (``problem.weight``), None when one each."""
    return getattr(problem, "weight", None)


def weighted_total(values: np.ndarray, weight: np.ndarray | None) -> float:
    """``sum_i w_i * values_i`` (``sum_i values_i`` without weights)."""
    return float(values.sum() if weight is None else np.dot(values, weight))


def weighted_mean(values: np.ndarray, weight: np.ndarray | None) -> float:
    """``sum_i w_i * values_i / sum_i w_i``: the mean over records (0 when there is none)."""
    if weight is None:
        return float(values.mean()) if len(values) else 0.0
    total = float(np.sum(weight))
    return float(np.dot(values, weight)) / total if total > 0 else 0.0


def weighted_max(values: np.ndarray, weight: np.ndarray | None) -> float:
    """The largest value over rows that stand for a record (``w_i > 0``)."""
    return float(values.max() if weight is None else values[np.asarray(weight) > 0].max())


def record_loss(problem, generalized: Mapping[str, np.ndarray], suppressed: np.ndarray, metric: str) -> np.ndarray:
    """Each record's loss under ``metric``; see the module docstrings for formulas."""
    return record_losses(problem, generalized, suppressed, (metric,))[metric]


def _cell_sum(parts: Sequence[np.ndarray], n: int) -> np.ndarray:
    """The element-wise sum of the cell losses ``parts`` (one array per cell, a value per record or per
    group), added exactly as ``numpy.sum(parts, axis=0)`` adds them over a table of ``n`` records: one
    cell after the other when n >= 2 (for a single record numpy adds the cells pairwise)."""
    if n < 2 or not len(parts):
        return np.sum(parts, axis=0)
    total = np.array(parts[0], dtype=float)
    for part in parts[1:]:
        total += part
    return total


def record_losses(
    problem, generalized: Mapping[str, np.ndarray], suppressed: np.ndarray, metrics: Sequence[str]
) -> dict[str, np.ndarray]:
    """Each record's loss under each of ``metrics``: the values of :func:`record_loss`, computed together.

    The records are grouped once by their published nodes (suppressed: the root), one counting pass
    (:func:`seqanon_opt.data.grouping.group_rows`). A record's LM, EM, ILeft and class entropy depend
    on its group alone (and its distortion too when that depends on the node only: an interval
    taxonomy, or a categorical one whose records' leaves all lie at one depth), so they are computed
    once per group and handed to the group's records; discernibility charges a published record its
    group's published size and a suppressed one N. Otherwise distortion is summed per record.
    """
    suppressed = np.asarray(suppressed, dtype=bool)
    n = len(suppressed)
    weight = row_weight(problem)
    n_records = n if weight is None else int(np.sum(weight))  # N: the table's records
    qis = loss_attributes(problem)
    sensitive = _generalized_sensitive(problem, generalized)
    cells = (*qis, *sensitive)
    taxonomies = problem.taxonomies
    shared: dict[tuple[str, ...], tuple[np.ndarray, np.ndarray, dict[str, np.ndarray]]] = {}

    def groups(attrs: tuple[str, ...]) -> tuple[np.ndarray, np.ndarray, dict[str, np.ndarray]]:
        """(group id per record, group sizes, each attribute's node per group), once per attribute set."""
        if attrs not in shared:
            fill = (suppressed, [taxonomies[a].root for a in attrs]) if suppressed.any() else None
            ids, sizes, values = group_rows(
                [np.asarray(generalized[a]) for a in attrs], [taxonomies[a].n_nodes for a in attrs], n, fill=fill
            )
            assert ids is not None  # asked for (values=True)
            shared[attrs] = ids, sizes, dict(zip(attrs, values))
        return shared[attrs]

    leaf_counts: dict[str, np.ndarray] = {}

    def counts(a: str) -> np.ndarray:
        """The column's number of records per leaf (one pass, shared by EM and distortion)."""
        if a not in leaf_counts:
            leaf_counts[a] = np.bincount(problem.codes[a], weights=weight, minlength=taxonomies[a].n_nodes)
        return leaf_counts[a]

    def per_group(parts_of, attrs: tuple[str, ...]) -> np.ndarray:
        """Each record's ``_cell_sum`` of ``parts_of(attr, each group's node)``, computed per group."""
        if not attrs:
            return np.zeros(n)
        ids, _, values = groups(attrs)
        return _cell_sum([parts_of(a, values[a]) for a in attrs], n_records)[ids]

    out: dict[str, np.ndarray] = {}
    for metric in metrics:
        if metric == "LM":
            out[metric] = per_group(lambda a, v: lm_node_loss(taxonomies[a])[v], cells)
        elif metric == "EM":
            out[metric] = per_group(lambda a, v: em_node_loss_from_counts(taxonomies[a], counts(a))[v], cells)
        elif metric == "distortion":
            out[metric] = _distortion(problem, generalized, suppressed, cells, counts, per_group, n_records)
        elif metric == "discernibility":
            out[metric] = _discernibility(suppressed, groups(qis) if not suppressed.all() else None, weight, n_records)
        elif metric == "ILeft":  # the QIs and a generalized sensitive attribute (Definition 10) ...
            ids, sizes, values = groups(cells)
            parts = [ileft_node(taxonomies[a])[values[a]] for a in cells]
            if not sensitive and problem.sensitive is not None:  # ... or one published as is: ILeft 1
                parts.append(np.ones(len(sizes)))
            out[metric] = (_cell_sum(parts, n_records) / len(parts))[ids]
        elif metric == "class-entropy":
            if problem.class_attribute is None:
                raise ValueError("class-entropy needs roles.class")
            out[metric] = _class_entropy(problem.table[problem.class_attribute], groups(qis)[0], weight)
        else:
            raise ValueError(f"unknown metric {metric!r}")
    return out


def _distortion(problem, generalized, suppressed, cells, counts, per_group, n_records: int) -> np.ndarray:
    """Each record's distortion (:func:`record_losses`): per group when every column's is a function of the
    node (:func:`distortion_node_loss`), else summed per record over its cells."""
    node_only = {a: distortion_node_loss(problem.taxonomies[a], counts(a)) for a in cells}
    per_node = {a: loss for a, loss in node_only.items() if loss is not None}  # a function of the node
    if len(per_node) == len(node_only):
        return per_group(lambda a, v: per_node[a][v], cells)
    nodes = _with_suppression(problem, generalized, suppressed)
    return _cell_sum(
        [
            per_node[a][nodes[a]]
            if a in per_node
            else distortion_cell_loss(problem.taxonomies[a], nodes[a], problem.codes[a])
            for a in cells
        ],
        n_records,
    )


def _discernibility(
    suppressed: np.ndarray, qi_groups: tuple[np.ndarray, np.ndarray, object] | None, weight, n_records: int
) -> np.ndarray:
    """Each record's discernibility: its QI group's published size (records), N when suppressed.

    ``qi_groups``: :func:`record_losses`' groups of the quasi-identifiers (None when every record is suppressed).
    """
    if qi_groups is None:
        return np.full(len(suppressed), float(n_records))
    ids, sizes, _ = qi_groups
    published = np.bincount(
        ids[~suppressed], weights=None if weight is None else weight[~suppressed], minlength=len(sizes)
    ).astype(float)
    return np.where(suppressed, float(n_records), published[ids])


def _class_entropy(column, ids: np.ndarray, weight) -> np.ndarray:
    """Each record's class entropy: that of the class labels (``column``) in its QI group (``ids``)."""
    if hasattr(column, "cat") and not (column.cat.codes.to_numpy() < 0).any():
        cls = column.cat.codes.to_numpy()  # one code per label: the same groups, in the same order
    else:
        cls = column.to_numpy()
    return group_entropy(ids, cls, weight)[ids]  # the table value is the record mean


def table_loss(problem, generalized: Mapping[str, np.ndarray], suppressed: np.ndarray, metric: str) -> float:
    """The table's loss: the sum of record losses (the mean for ILeft and class-entropy); on a weighted
    problem ``sum_i w_i * loss_i`` (divided by N = sum_i w_i for the means)."""
    losses = record_loss(problem, generalized, suppressed, metric)
    weight = row_weight(problem)
    if metric in ("ILeft", "class-entropy"):
        return weighted_mean(losses, weight)
    return weighted_total(losses, weight)


__all__ = [
    "CELL_METRICS",
    "loss_attributes",
    "METRICS",
    "cell_loss",
    "conditional_entropy",
    "discernibility_record_loss",
    "distortion_cell_loss",
    "em_node_loss",
    "entropy",
    "group_entropy",
    "group_ids",
    "ileft_node",
    "ileft_tuple",
    "information_gain",
    "lm_node_loss",
    "record_loss",
    "record_losses",
    "row_weight",
    "table_loss",
    "weighted_max",
    "weighted_mean",
    "weighted_total",
]
