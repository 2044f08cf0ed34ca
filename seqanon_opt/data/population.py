"""Read and check the population table of the spec's ``risk.population`` (journalist and marketer risk).

The population is the set of people the table was sampled from: a CSV (or Parquet) file holding
the quasi-identifier columns at leaf level, one row per person; other columns are ignored. It is
read when the problem is built, before any solving, and checked:

* every quasi-identifier is a column of it;
* every value can be placed in its taxonomy (:func:`seqanon_opt.privacy.risk.population_nodes`):
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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..errors import SpecError
from ..spec.load import SpecSource
from ..spec.schema import DataSpec, PopulationSpec
from .table import _read_file
from .taxonomy import Taxonomy

FIELD = ("risk", "population", "path")


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
    from ..privacy.risk import population_class_sizes, population_nodes

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


__all__ = ["Population", "load_population"]
