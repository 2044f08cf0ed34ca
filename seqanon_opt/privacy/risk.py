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

``report.json`` gets :func:`risk_report` (prosecutor risk of the input and of
the release): a spec has no way yet to name a population table, so the
journalist and marketer risks are this module's API only
(:func:`journalist_risk`, :func:`marketer_risk`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy
from ..errors import SpecError

DEFAULT_THRESHOLD = 0.2
"""A record is at risk when its risk exceeds this (0.2: classes of fewer than 5 records)."""

_CHUNK = 1 << 22  # cells of one class x population-tuple coverage block


def class_ids(table: pd.DataFrame, columns: Sequence[str]) -> np.ndarray:
    """Each row's equivalence class id (0..J-1) on ``columns``; no column: one class."""
    if len(table) == 0:
        return np.zeros(0, dtype=np.int64)
    if not columns:
        return np.zeros(len(table), dtype=np.int64)
    return table.groupby(list(columns), sort=False, dropna=False).ngroup().to_numpy(dtype=np.int64)


def class_sizes(table: pd.DataFrame, columns: Sequence[str]) -> np.ndarray:
    """Each row's class size f_j on ``columns``."""
    ids = class_ids(table, columns)
    return np.bincount(ids)[ids] if len(ids) else np.zeros(0, dtype=np.int64)


def _figures(risk: np.ndarray, threshold: float) -> dict[str, Any]:
    """highest, average, lowest and the records over ``threshold`` of per-record risks."""
    n = len(risk)
    if n == 0:
        return {"highest": None, "average": None, "lowest": None, "records_at_risk": 0, "share_at_risk": None}
    at_risk = int((risk > threshold).sum())
    return {"highest": float(risk.max()), "average": float(risk.mean()), "lowest": float(risk.min()),
            "records_at_risk": at_risk, "share_at_risk": at_risk / n}


def prosecutor_risk(table: pd.DataFrame, quasi_identifiers: Sequence[str],
                    threshold: float = DEFAULT_THRESHOLD) -> dict[str, Any]:
    """Prosecutor risk of ``table`` grouped on ``quasi_identifiers`` (module docstring).

    Returns ``records`` n, ``classes`` J, ``threshold``, ``highest`` (1/min f_j),
    ``average`` (J/n), ``lowest``, ``records_at_risk``, ``share_at_risk`` and
    ``class_sizes``: the histogram ``[{size, classes, records}]`` by increasing
    size. The figures are None for an empty table.
    """
    ids = class_ids(table, quasi_identifiers)
    n = len(ids)
    per_class = np.bincount(ids) if n else np.zeros(0, dtype=np.int64)
    out: dict[str, Any] = {"records": n, "classes": len(per_class), "threshold": threshold}
    out.update(_figures(1.0 / per_class[ids] if n else np.zeros(0), threshold))
    if n:
        out["average"] = len(per_class) / n  # exactly J / n, not a float sum
    sizes, counts = np.unique(per_class, return_counts=True)
    out["class_sizes"] = [{"size": int(s), "classes": int(c), "records": int(s * c)}
                          for s, c in zip(sizes, counts)]
    return out


def _node_ids(tax: Taxonomy, labels: np.ndarray, what: str, leaves_only: bool) -> np.ndarray:
    """Node ids of text labels (``*`` reads as the root); SpecError naming the first unknown one."""
    uniques, inverse = np.unique(labels.astype(str), return_inverse=True)
    root = int(np.flatnonzero(np.asarray(tax.parent) < 0)[0])
    ids = np.empty(len(uniques), dtype=np.int64)
    for i, label in enumerate(uniques):
        node = tax.index.get(label, root if label == "*" else None)
        if node is None or (leaves_only and tax.children[node]):
            kind = "a leaf" if leaves_only else "a node"
            raise SpecError(f"{what}: value is not {kind} of the taxonomy of '{tax.attribute}'",
                            field=what, value=label)
        ids[i] = node
    return ids[inverse.reshape(-1)]


def population_class_sizes(table: pd.DataFrame, population: pd.DataFrame, quasi_identifiers: Sequence[str],
                           taxonomies: Mapping[str, Taxonomy] | None = None) -> np.ndarray:
    """F_j of each row of ``table``: the population rows its QI values cover (module docstring)."""
    taxonomies = taxonomies or {}
    qis = list(quasi_identifiers)
    missing = [c for c in qis if c not in population.columns]
    if missing:
        raise SpecError("population table lacks a quasi-identifier column", field="population", value=missing[0])
    ids = class_ids(table, qis)
    if len(ids) == 0:
        return np.zeros(0, dtype=np.int64)
    if not qis:
        return np.full(len(ids), len(population), dtype=np.int64)
    first = np.zeros(ids.max() + 1, dtype=np.int64)
    first[ids[::-1]] = np.arange(len(ids))[::-1]  # a representative row of every class
    classes = table[qis].iloc[first]
    tuples = population[qis].astype(str).value_counts(sort=False, dropna=False)  # distinct population tuples
    counts = tuples.to_numpy(dtype=np.int64)
    pop = tuples.index.to_frame(index=False)
    tests = []  # per column: (class side, population side, is-taxonomy)
    for col in qis:
        cls = classes[col].to_numpy(dtype=object)
        ptext = pop[col].to_numpy(dtype=object)
        if col in taxonomies:
            tax = taxonomies[col]
            node = _node_ids(tax, cls, col, leaves_only=False)
            leaf = _node_ids(tax, ptext, "population", leaves_only=True)
            tests.append((np.stack([tax.tin[node], tax.tout[node]]), tax.tin[leaf], True))
        else:
            codes, _ = pd.factorize(np.concatenate([cls.astype(str), ptext.astype(str)]))
            tests.append((codes[:len(cls)], codes[len(cls):], False))
    sizes = np.zeros(len(classes), dtype=np.int64)
    step = max(1, _CHUNK // max(1, len(counts)))
    for lo in range(0, len(classes), step):
        hi = min(lo + step, len(classes))
        cover = np.ones((hi - lo, len(counts)), dtype=bool)
        for cside, pside, is_tax in tests:
            if is_tax:
                cover &= (cside[0, lo:hi, None] <= pside[None, :]) & (pside[None, :] < cside[1, lo:hi, None])
            else:
                cover &= cside[lo:hi, None] == pside[None, :]
        sizes[lo:hi] = cover.astype(np.int64) @ counts
    f = np.bincount(ids)
    short = np.flatnonzero(sizes < f)
    if len(short):
        j = int(short[0])
        raise SpecError(f"the population does not contain the table: a class of {int(f[j])} records covers "
                        f"{int(sizes[j])} population rows", field="population",
                        value=dict(zip(qis, map(str, classes.iloc[j].tolist()))))
    return sizes[ids]


def journalist_risk(table: pd.DataFrame, population: pd.DataFrame, quasi_identifiers: Sequence[str],
                    taxonomies: Mapping[str, Taxonomy] | None = None,
                    threshold: float = DEFAULT_THRESHOLD) -> dict[str, Any]:
    """Journalist risk of ``table`` (e.g. a release, labels) against ``population`` (leaf values).

    Returns ``records`` n, ``classes`` J, ``population_records``, ``threshold``,
    ``highest`` (max 1/F_j), ``average`` ((1/n) sum f_j/F_j), ``lowest``,
    ``records_at_risk`` (1/F_j > threshold), ``share_at_risk`` and ``marketer``
    (= ``average``). SpecError when the population lacks a column, holds a
    value that is not a leaf, or does not contain the table (F_j < f_j).
    """
    big = population_class_sizes(table, population, quasi_identifiers, taxonomies)
    ids = class_ids(table, quasi_identifiers)
    out: dict[str, Any] = {"records": len(ids), "classes": int(ids.max() + 1) if len(ids) else 0,
                           "population_records": len(population), "threshold": threshold}
    out.update(_figures(1.0 / big if len(big) else np.zeros(0), threshold))
    out["marketer"] = out["average"]
    return out


def marketer_risk(table: pd.DataFrame, population: pd.DataFrame | None, quasi_identifiers: Sequence[str],
                  taxonomies: Mapping[str, Taxonomy] | None = None) -> float | None:
    """(1/n) sum_j f_j / F_j; without a population J / n. None for an empty table."""
    if population is None:
        return prosecutor_risk(table, quasi_identifiers)["average"]
    return journalist_risk(table, population, quasi_identifiers, taxonomies)["marketer"]


def risk_report(problem: Any, release: pd.DataFrame | None,
                threshold: float = DEFAULT_THRESHOLD) -> dict[str, Any]:
    """report.json's ``risk``: prosecutor risk of the input (original QI values, every record kept after
    missing-value cleaning) and of the release (its published QI labels; None without a release),
    on the quasi-identifiers the release publishes (all of them without a release)."""
    qis = [c for c in problem.quasi_identifiers if release is None or c in release.columns]
    return {"model": "prosecutor", "quasi_identifiers": qis, "threshold": threshold,
            "input": prosecutor_risk(problem.table, qis, threshold),
            "release": None if release is None else prosecutor_risk(release, qis, threshold)}


def risk_line(risk: Mapping[str, Any]) -> str:
    """One summary line: input -> release highest, average and share of records at risk."""
    from ..formatting import number, percent
    before, after = risk.get("input") or {}, risk.get("release") or {}

    def pair(key: str, fmt: Any) -> str:
        return f"{fmt(before.get(key))} -> {fmt(after.get(key))}" if after else fmt(before.get(key))
    return (f"risk (prosecutor, {'input -> release' if after else 'input, no release'}): highest {pair('highest', number)}, average "
            f"{pair('average', number)}, records at risk (> {number(risk.get('threshold'))}) "
            f"{pair('share_at_risk', percent)}")


__all__ = ["DEFAULT_THRESHOLD", "class_ids", "class_sizes", "journalist_risk", "marketer_risk",
           "population_class_sizes", "prosecutor_risk", "risk_line", "risk_report"]
