"""Read and check the population table of the spec's ``risk.population`` (journalist and marketer risk).

The population is the set of people the table was sampled from: a CSV (or Parquet) file holding
the quasi-identifier columns at leaf level, one row per person; other columns are ignored. It is
read when the problem is built, before any solving, and checked:

* every quasi-identifier is a column of it;
* every value can be placed in its taxonomy (:func:`population_nodes`):
  a leaf of an explicit taxonomy (``tree``, ``tree_file``, ``arx``); any number for an interval
  taxonomy (a number outside its root interval is counted in no class); any value for a
  quasi-identifier without a taxonomy (its flat tree is built from the table's values, so another
  value is covered by ``*`` only);
* it contains the table: every equivalence class of the input (leaf values) covers at least as
  many population rows as it has records (F_j >= f_j). A release's classes then do too.

Rows with a missing-value marker in a quasi-identifier are dropped and counted. Every failure is
one SpecError naming the population file, its line (the header is line 1), the column and the
value; a file that is not there names the spec's field ``risk.population.path``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..errors import SpecError
from ..spec.load import SpecSource
from ..spec.schema import DataSpec, PopulationSpec
from .equivalence_classes import class_ids, node_ids, records_per_id
from .table import _read_file
from .taxonomy import Taxonomy
from .taxonomy_io import number_label

FIELD = ("risk", "population", "path")
COVERAGE_CHUNK = 1 << 22  # cells of one class x population-tuple coverage block


@dataclass(frozen=True, eq=False)
class Population:
    """The population's quasi-identifier columns (rows kept after missing-value cleaning, text cells),
    the file it came from, and the columns whose flat taxonomy was built from the table's values."""

    frame: pd.DataFrame
    path: str
    open_columns: tuple[str, ...]
    rows_read: int
    rows_dropped_missing: int


def load_population(
    pspec: PopulationSpec,
    source: SpecSource,
    table: pd.DataFrame,
    quasi_identifiers: Sequence[str],
    taxonomies: Mapping[str, Taxonomy],
    open_columns: Sequence[str],
) -> Population:
    """Read ``pspec``'s file, check it against the problem's ``table`` and ``taxonomies`` (module
    docstring) and keep its quasi-identifier columns. ``open_columns``: quasi-identifiers without a
    taxonomy in the spec."""
    path = source.resolve(pspec.path)
    if not path.exists():
        raise source.error(FIELD, f"population file not found: {path}", pspec.path)
    if not path.is_file():
        raise source.error(FIELD, f"population path is a folder, not a file: {path}", pspec.path)
    raw = _read_file(DataSpec(path=pspec.path, separator=pspec.separator), source, pspec.path, FIELD)
    qis = list(quasi_identifiers)
    where = str(path)
    absent = next((c for c in qis if c not in raw.columns), None)
    if absent is not None:
        raise SpecError(
            f"the population lacks quasi-identifier column '{absent}' (columns: "
            f"{', '.join(map(str, raw.columns[:12]))})",
            file=where,
            line=1,
            field=absent,
        )
    cells = pd.DataFrame({c: raw[c].astype(str).str.strip() for c in qis})
    missing = cells.isin(set(pspec.missing)).any(axis=1).to_numpy() if pspec.missing else np.zeros(len(cells), bool)
    lines = np.flatnonzero(~missing) + 2  # the file line of every row kept (header: line 1)
    frame = cells.loc[~missing].reset_index(drop=True)
    if len(frame) == 0:
        raise SpecError(
            f"no population rows left after dropping {int(missing.sum())} row(s) with missing values",
            file=where,
            field="population",
        )
    opened = tuple(c for c in qis if c in open_columns)
    for col in qis:
        if col not in taxonomies:
            continue
        try:
            population_nodes(taxonomies[col], frame[col].to_numpy(dtype=object), col in opened)
        except SpecError as exc:
            row = int(np.flatnonzero(frame[col].to_numpy(dtype=object) == exc.value)[0])
            raise SpecError(exc.detail, file=where, line=int(lines[row]), field=col, value=exc.value) from None
    try:
        population_class_sizes(table, frame, qis, taxonomies, opened)
    except SpecError as exc:
        raise SpecError(exc.detail, file=where, field="population", value=exc.value) from None
    return Population(frame, where, opened, len(raw), int(missing.sum()))


def _interval_owner(tax: Taxonomy, value: float, closed: np.ndarray, inner: np.ndarray) -> int:
    """The deepest inner node of a numeric taxonomy whose interval holds ``value``; -1 when none does
    (intervals are half-open [low, high), a label ending in ``]`` closed)."""
    assert tax.bounds is not None  # called for numeric taxonomies only, which have bounds
    lo, hi = tax.bounds[:, 0], tax.bounds[:, 1]
    holds = inner & (lo <= value) & ((value < hi) | ((value == hi) & closed))
    if not holds.any():
        return -1
    nodes = np.flatnonzero(holds)
    return int(nodes[np.argmax(tax.depth[nodes])])


def population_nodes(tax: Taxonomy, values: np.ndarray, open_column: bool = False) -> np.ndarray:
    """The node each population value sits at (-1: covered by no node), for the coverage test
    ``tin[label] <= tin[node] < tout[label]``.

    A leaf label sits at its leaf. In a numeric (interval) taxonomy, whose leaves are the table's own
    values, a number written otherwise (``30.0``) sits at its leaf, another number at the deepest
    interval holding it, a number outside the root interval nowhere (it counts in no class: the
    estimate of F_j errs low, the risk high). In an ``open_column`` (a flat taxonomy built from the
    table's values) any other value sits at the root: only ``*`` covers it. Anything else is a
    SpecError naming the value (``field`` population, ``value`` the first such value).
    """
    uniques, inverse = np.unique(np.asarray(values).astype(str), return_inverse=True)
    closed = np.array([label.endswith("]") for label in tax.labels]) if tax.is_numeric else None
    inner = np.array([bool(kids) for kids in tax.children]) if tax.is_numeric else None
    ids = np.empty(len(uniques), dtype=np.int64)
    for i, label in enumerate(uniques):  # distinct values, not records
        node = tax.index.get(label)
        if node is not None and not tax.children[node]:
            ids[i] = node
            continue
        if tax.is_numeric:
            try:
                number = float(label)
            except ValueError:
                number = math.nan
            if math.isfinite(number):
                assert closed is not None and inner is not None  # set for a numeric taxonomy
                leaf = tax.index.get(number_label(number))
                ids[i] = (
                    leaf if leaf is not None and not tax.children[leaf] else _interval_owner(tax, number, closed, inner)
                )
                continue
            raise SpecError(
                f"population value is not a number (the taxonomy of '{tax.attribute}' is numeric)",
                field="population",
                value=label,
            )
        if open_column:
            ids[i] = tax.root
            continue
        raise SpecError(
            f"population value is not a leaf of the taxonomy of '{tax.attribute}'", field="population", value=label
        )
    return ids[inverse.reshape(-1)]


def population_class_sizes(
    table: pd.DataFrame,
    population: pd.DataFrame,
    quasi_identifiers: Sequence[str],
    taxonomies: Mapping[str, Taxonomy] | None = None,
    open_columns: Sequence[str] = (),
    weight: np.ndarray | None = None,
) -> np.ndarray:
    """F_j of each row of ``table``: the population rows its QI values cover (the F_j of the journalist
    and marketer risk, :mod:`seqanon_opt.privacy.risk`; :func:`population_nodes` places the population's
    values, ``open_columns`` are flat taxonomies built from the table's values; ``weight``: records per
    row, for the check F_j >= f_j)."""
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
            node = node_ids(tax, cls, col, leaves_only=False)
            at = population_nodes(tax, ptext, col in open_columns)
            position = np.where(at >= 0, tax.tin[np.maximum(at, 0)], -1)  # -1: below no node
            tests.append((np.stack([tax.tin[node], tax.tout[node]]), position, True))
        else:
            codes, _ = pd.factorize(np.concatenate([cls.astype(str), ptext.astype(str)]))
            tests.append((codes[: len(cls)], codes[len(cls) :], False))
    sizes = np.zeros(len(classes), dtype=np.int64)
    step = max(1, COVERAGE_CHUNK // max(1, len(counts)))
    for lo in range(0, len(classes), step):
        hi = min(lo + step, len(classes))
        cover = np.ones((hi - lo, len(counts)), dtype=bool)
        for cside, pside, is_tax in tests:
            if is_tax:
                cover &= (cside[0, lo:hi, None] <= pside[None, :]) & (pside[None, :] < cside[1, lo:hi, None])
            else:
                cover &= cside[lo:hi, None] == pside[None, :]
        sizes[lo:hi] = cover.astype(np.int64) @ counts
    f = np.bincount(ids) if weight is None else records_per_id(ids, weight)
    short = np.flatnonzero(sizes < f)
    if len(short):
        j = int(short[0])
        raise SpecError(
            f"the population does not contain the table: a class of {int(f[j])} records covers "
            f"{int(sizes[j])} population rows",
            field="population",
            value=dict(zip(qis, map(str, classes.iloc[j].tolist()))),
        )
    return sizes[ids]


__all__ = ["Population", "load_population", "population_class_sizes", "population_nodes"]
