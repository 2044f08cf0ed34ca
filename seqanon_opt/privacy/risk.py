"""Re-identification risk of a table published with quasi-identifier groups (ARX's risk model).

A table is judged on its content alone, like the verifier: its rows are
grouped by their quasi-identifier values (for a release, the published
labels; a suppressed record is not published and counts nowhere), in any row
order. Imports nothing from ``seqanon_opt.solvers``.

Equivalence classes. Class j holds the f_j records with equal QI values;
n = sum_j f_j records, J classes.

Prosecutor risk (the attacker knows the target is in the table).
    risk of a record in class j       = 1 / f_j
    highest                            = max_j 1 / f_j = 1 / min_j f_j
    average (over records)             = (1/n) sum_j f_j * (1/f_j) = J / n
    records at risk                    = #{records : 1/f_j > threshold} (default threshold 0.2,
                                         i.e. classes of fewer than 5 records), and its share of n

Journalist risk (the attacker knows the target is in a population, the
table is a sample of it). The population holds the same QI columns at the
leaf level (original values); the population class F_j of a release class j
is every population row its labels cover (for a column with a taxonomy, the
leaf lies below or at the label's node; ``*`` is the root; any other column
matches by equal text). F_j >= f_j when the population contains the table.
    risk of a record in class j       = 1 / F_j
    highest                            = max_j 1 / F_j
    average (over records)             = (1/n) sum_j f_j / F_j
    records at risk                    = #{records : 1/F_j > threshold}

Marketer risk (the attacker links every record he can): the expected share of
records re-identified, (1/n) sum_j f_j / F_j, i.e. the average journalist risk;
without a population (F_j = f_j) it is J / n, the average prosecutor risk.

Sources: K. El Emam, *Guide to the De-Identification of Personal Health
Information*, CRC Press, 2013 (ch. "Measuring the Probability of
Re-identification": prosecutor, journalist and marketer risk); K. El Emam and
F. Dankar, "Protecting Privacy Using k-Anonymity", JAMIA 15(5), 2008; ARX
Data Anonymization Tool, documentation "Risk analysis" / "Re-identification
risks" (https://arx.deidentifier.org/anonymization-tool/risk-analysis/).

Weighted tables. Every function takes an optional ``weight``: the records each row stands for (a
weighted tuple table, ``Problem.weight``; a release of one weighs ``problem.weight[release.index]``,
:func:`release_weight`). Then f_j = sum of the weights of class j's rows, n = sum of all weights,
the average and shares are over records (``sum_i w_i * risk_i / n``), the highest and lowest over the
rows of weight > 0, and a class of weight 0 is no class: every figure equals that of the table with
each row repeated w_i times.

``report.json`` gets :func:`risk_report`: the prosecutor risk of the input and of the release,
counted against the spec's ``risk.threshold`` (default 0.2); when the spec names a population
table (``risk: {population: {path: pop.csv}}``, read and checked before solving by
:mod:`seqanon_opt.data.population`) also the journalist and marketer risk of the input (its leaf
values) and of the release (its labels). Placing population values
(:func:`seqanon_opt.data.population.population_nodes`): a leaf sits at its leaf; a quasi-identifier
without a taxonomy in the spec has a flat tree built from the table's own values, so another population value is covered
by ``*`` only; in an interval taxonomy (leaves: the table's values) another number is covered by
the intervals holding it, and a number outside the root interval by no class (F_j then errs low,
the risk high); any other value is an error. :func:`risk_line` prints the figures on one line
(run summary, ``seqanon verify``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd

from ..data.equivalence_classes import class_ids
from ..data.equivalence_classes import records_per_id as _records_per_id
from ..data.grouping import frame_codes, group_sizes
from ..data.population import population_class_sizes, population_nodes
from ..data.taxonomy import Taxonomy
from ..errors import SpecError

DEFAULT_THRESHOLD = 0.2
"""A record is at risk when its risk exceeds this (0.2: classes of fewer than 5 records)."""


def class_counts(table: pd.DataFrame, columns: Sequence[str], weight: np.ndarray | None = None) -> np.ndarray:
    """The size f_j of every equivalence class on ``columns`` (in an unspecified order); no column: one
    class of every row, an empty table: none. One counting pass over the cells' codes
    (:func:`seqanon_opt.data.grouping.group_sizes`). ``weight``: records per row (f_j = sum of its rows'
    weights; classes of weight 0 left out)."""
    if weight is not None:
        per_class = _records_per_id(class_ids(table, columns), weight) if len(table) else np.zeros(0, np.int64)
        return per_class[per_class > 0]
    if len(table) == 0:
        return np.zeros(0, dtype=np.int64)
    if not columns:
        return np.array([len(table)], dtype=np.int64)
    return group_sizes(*frame_codes(table, list(columns)), n=len(table))


def class_sizes(table: pd.DataFrame, columns: Sequence[str], weight: np.ndarray | None = None) -> np.ndarray:
    """Each row's class size f_j on ``columns`` (in records with ``weight``)."""
    ids = class_ids(table, columns)
    if not len(ids):
        return np.zeros(0, dtype=np.int64)
    return (np.bincount(ids) if weight is None else _records_per_id(ids, weight))[ids]


def _figures(risk: np.ndarray, threshold: float, weight: np.ndarray | None = None) -> dict[str, Any]:
    """highest, average, lowest and the records over ``threshold`` of per-row risks (``weight``: records
    per row; the average and the counts are then over records, the extremes over rows of weight > 0)."""
    if weight is not None:
        stands = np.asarray(weight) > 0
        risk, weight = risk[stands], np.asarray(weight)[stands]
    n = len(risk) if weight is None else int(weight.sum())
    if n == 0:
        return {"highest": None, "average": None, "lowest": None, "records_at_risk": 0, "share_at_risk": None}
    over = risk > threshold
    at_risk = int(over.sum()) if weight is None else int(weight[over].sum())
    average = float(risk.mean()) if weight is None else float(np.dot(risk, weight)) / n
    return {
        "highest": float(risk.max()),
        "average": average,
        "lowest": float(risk.min()),
        "records_at_risk": at_risk,
        "share_at_risk": at_risk / n,
    }


def release_weight(problem: Any, release: pd.DataFrame | None) -> np.ndarray | None:
    """The records each row of ``release`` stands for: ``problem.weight[release.index]`` on a weighted
    problem (:func:`seqanon_opt.release.publish` keeps the problem's row in the index), None otherwise.
    ValueError when the index names no row of the problem (a release not published from it)."""
    weight = getattr(problem, "weight", None)
    if weight is None or release is None:
        return None
    rows = release.index.to_numpy()
    if len(rows) and (rows.dtype.kind not in "iu" or rows.min() < 0 or rows.max() >= len(weight)):
        raise ValueError(
            "a release of a weighted problem must keep the problem's row numbers in its index "
            "(as publish() does): its weights are problem.weight[release.index]"
        )
    return np.asarray(weight)[rows.astype(np.int64)]


def prosecutor_risk(
    table: pd.DataFrame,
    quasi_identifiers: Sequence[str],
    threshold: float = DEFAULT_THRESHOLD,
    weight: np.ndarray | None = None,
) -> dict[str, Any]:
    """Prosecutor risk of ``table`` grouped on ``quasi_identifiers`` (module docstring; ``weight``:
    records per row).

    Returns ``records`` n, ``classes`` J, ``threshold``, ``highest`` (1/min f_j),
    ``average`` (J/n), ``lowest``, ``records_at_risk``, ``share_at_risk`` and
    ``class_sizes``: the histogram ``[{size, classes, records}]`` by increasing
    size. The figures are None for an empty table.
    """
    per_class = class_counts(table, quasi_identifiers, weight)
    n = int(per_class.sum())
    out: dict[str, Any] = {"records": n, "classes": len(per_class), "threshold": threshold}
    if n == 0:
        out.update(_figures(np.zeros(0), threshold))
    else:  # a record of class j has risk 1/f_j: the figures follow from the class sizes alone
        risk = 1.0 / per_class
        at_risk = int(per_class[risk > threshold].sum())
        out.update(
            {
                "highest": float(risk.max()),
                "average": len(per_class) / n,  # exactly J / n
                "lowest": float(risk.min()),
                "records_at_risk": at_risk,
                "share_at_risk": at_risk / n,
            }
        )
    sizes, counts = np.unique(per_class, return_counts=True)
    out["class_sizes"] = [{"size": int(s), "classes": int(c), "records": int(s * c)} for s, c in zip(sizes, counts)]
    return out


def journalist_risk(
    table: pd.DataFrame,
    population: pd.DataFrame,
    quasi_identifiers: Sequence[str],
    taxonomies: Mapping[str, Taxonomy] | None = None,
    threshold: float = DEFAULT_THRESHOLD,
    open_columns: Sequence[str] = (),
    weight: np.ndarray | None = None,
) -> dict[str, Any]:
    """Journalist risk of ``table`` (e.g. a release, labels) against ``population`` (leaf values);
    ``weight``: records per row of ``table``.

    Returns ``records`` n, ``classes`` J, ``population_records``, ``threshold``,
    ``highest`` (max 1/F_j), ``average`` ((1/n) sum f_j/F_j), ``lowest``,
    ``records_at_risk`` (1/F_j > threshold), ``share_at_risk`` and ``marketer``
    (= ``average``). SpecError when the population lacks a column, holds a
    value that is not a leaf, or does not contain the table (F_j < f_j).
    """
    big = population_class_sizes(table, population, quasi_identifiers, taxonomies, open_columns, weight)
    ids = class_ids(table, quasi_identifiers)
    if weight is None:
        records, classes = len(ids), int(ids.max() + 1) if len(ids) else 0
    else:
        records, classes = int(np.sum(weight)), int((_records_per_id(ids, weight) > 0).sum()) if len(ids) else 0
    out: dict[str, Any] = {
        "records": records,
        "classes": classes,
        "population_records": len(population),
        "threshold": threshold,
    }
    out.update(_figures(1.0 / big if len(big) else np.zeros(0), threshold, weight))
    out["marketer"] = out["average"]
    return out


def marketer_risk(
    table: pd.DataFrame,
    population: pd.DataFrame | None,
    quasi_identifiers: Sequence[str],
    taxonomies: Mapping[str, Taxonomy] | None = None,
    open_columns: Sequence[str] = (),
    weight: np.ndarray | None = None,
) -> float | None:
    """(1/n) sum_j f_j / F_j; without a population J / n. None for an empty table."""
    if population is None:
        return prosecutor_risk(table, quasi_identifiers, weight=weight)["average"]
    return journalist_risk(table, population, quasi_identifiers, taxonomies, open_columns=open_columns, weight=weight)[
        "marketer"
    ]


def risk_report(
    problem: Any, release: pd.DataFrame | None, threshold: float | None = None, release_counts: np.ndarray | None = None
) -> dict[str, Any]:
    """report.json's ``risk``: prosecutor risk of the input (original QI values, every record kept after
    missing-value cleaning) and of the release (its published QI labels; None without a release),
    on the quasi-identifiers the release publishes (all of them without a release).

    ``threshold`` defaults to the spec's ``risk.threshold`` (``problem.risk_threshold``, else 0.2).
    With a population (``problem.population``, :class:`seqanon_opt.data.population.Population`, from
    the spec's ``risk.population``) the report adds ``population`` (its file and records),
    ``journalist`` (``{input, release}``: :func:`journalist_risk` of the input at leaf level and of
    the release's labels) and ``marketer`` (``{input, release}``: the expected share of records
    re-identified). On a weighted problem every figure counts records (module docstring): the input's
    rows weigh ``problem.weight``, the release's :func:`release_weight` (or ``release_counts``: the records
    of each row of a release counted from its files). A release whose labels cannot be placed (a blank cell of a
    release to verify)
    or whose classes the population does not contain gets None and ``release_error`` says why.
    """
    if threshold is None:
        threshold = getattr(problem, "risk_threshold", DEFAULT_THRESHOLD)
    qis = [c for c in problem.quasi_identifiers if release is None or c in release.columns]
    population = getattr(problem, "population", None)
    weight = getattr(problem, "weight", None)
    published = release_weight(problem, release) if release_counts is None else np.asarray(release_counts)
    out: dict[str, Any] = {
        "model": "prosecutor" if population is None else "prosecutor, journalist, marketer",
        "quasi_identifiers": qis,
        "threshold": threshold,
        "input": prosecutor_risk(problem.table, qis, threshold, weight),
        "release": None if release is None else prosecutor_risk(release, qis, threshold, published),
    }
    if population is None:
        return out
    taxonomies = {c: problem.taxonomies[c] for c in qis if c in problem.taxonomies}
    args = (population.frame, qis, taxonomies, threshold, population.open_columns)
    journalist: dict[str, Any] = {"input": journalist_risk(problem.table, *args, weight=weight), "release": None}
    if release is not None:
        try:
            journalist["release"] = journalist_risk(release, *args, weight=published)
        except SpecError as exc:
            journalist["release_error"] = exc.detail + (f" (value: {exc.value!r})" if exc.value is not None else "")
    out["population"] = {
        "path": population.path,
        "records": len(population.frame),
        "rows_read": population.rows_read,
        "rows_dropped_missing": population.rows_dropped_missing,
    }
    out["journalist"] = journalist
    out["marketer"] = {
        side: None if figures is None else figures["marketer"]
        for side, figures in (("input", journalist["input"]), ("release", journalist["release"]))
    }
    return out


def risk_line(risk: Mapping[str, Any]) -> str:
    """One summary line: input -> release highest, average and share of records at risk (prosecutor);
    with a population also the journalist highest and share at risk and the marketer risk."""
    from ..formatting import number, percent

    before, after = risk.get("input") or {}, risk.get("release") or {}

    def pair(key: str, fmt: Any, b: Mapping[str, Any] = before, a: Mapping[str, Any] = after) -> str:
        return f"{fmt(b.get(key))} -> {fmt(a.get(key))}" if after else fmt(b.get(key))

    line = (
        f"risk (prosecutor, {'input -> release' if after else 'input, no release'}): highest "
        f"{pair('highest', number)}, average {pair('average', number)}, records at risk "
        f"(> {number(risk.get('threshold'))}) {pair('share_at_risk', percent)}"
    )
    journalist = risk.get("journalist")
    if journalist:
        jb, ja = journalist.get("input") or {}, journalist.get("release") or {}
        line += (
            f"; journalist highest {pair('highest', number, jb, ja)}, at risk "
            f"{pair('share_at_risk', percent, jb, ja)}; marketer {pair('marketer', number, jb, ja)}"
        )
    return line


__all__ = [
    "DEFAULT_THRESHOLD",
    "class_counts",
    "class_ids",
    "class_sizes",
    "journalist_risk",
    "marketer_risk",
    "population_class_sizes",
    "population_nodes",
    "prosecutor_risk",
    "release_weight",
    "risk_line",
    "risk_report",
]
