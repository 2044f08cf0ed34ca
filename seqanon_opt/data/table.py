"""Read the table a spec describes: a CSV or Parquet file, or inline rows.

Cells are read as strings (labels are matched against taxonomy leaves as
text); numeric attributes are converted by the caller. Rows with a missing
marker in a used column are dropped and counted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import pandas as pd

from ..spec.load import SpecSource
from ..spec.schema import DataSpec


@dataclass(frozen=True)
class LoadedTable:
    """The rows kept, how many were read, and how many were dropped as missing."""

    frame: pd.DataFrame
    rows_read: int
    rows_dropped_missing: int


def read_raw_table(data: DataSpec, source: SpecSource) -> pd.DataFrame:
    """All rows and columns as strings, before any cleaning."""
    if data.rows is not None:
        if data.rows and isinstance(data.rows[0], list):
            width = len(data.columns or [])
            for i, row in enumerate(data.rows):
                if not isinstance(row, list) or len(row) != width:
                    raise source.error(("data", "rows", i),
                                       f"row has {len(row) if isinstance(row, list) else 'no'} cells, "
                                       f"'columns' names {width}")
            frame = pd.DataFrame(data.rows, columns=data.columns)
        else:
            frame = pd.DataFrame.from_records(data.rows)
        return frame.map(lambda v: "" if v is None else str(v)).astype(object)
    path = source.resolve(data.path)
    fmt = data.format or ("parquet" if path.suffix.lower() in (".parquet", ".pq") else "csv")
    if not path.exists():
        raise source.error(("data", "path"), f"data file not found: {path}", data.path)
    try:
        if fmt == "parquet":
            frame = pd.read_parquet(path)
            frame = frame.astype({c: str for c in frame.columns if not pd.api.types.is_string_dtype(frame[c])})
        else:
            frame = pd.read_csv(path, sep=data.separator, dtype=str, keep_default_na=False,
                                skipinitialspace=True, engine="c")
    except Exception as exc:  # pandas raises many kinds; all mean "unreadable"
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise source.error(("data", "path"), f"cannot read data file: {first}", data.path) from None
    frame.columns = [str(c).strip() for c in frame.columns]
    return frame


def drop_missing(frame: pd.DataFrame, used_columns: Sequence[str], markers: Sequence[str]) -> LoadedTable:
    """Drop rows with a missing marker in any used column; strip used cells."""
    used = list(dict.fromkeys(used_columns))
    marker_set = set(markers)
    stripped = {c: frame[c].astype(str).str.strip() for c in used}
    missing = np.zeros(len(frame), dtype=bool)
    for column in stripped.values():
        if marker_set:
            missing |= column.isin(marker_set).to_numpy()
    kept = frame.assign(**stripped).loc[~missing].reset_index(drop=True)
    return LoadedTable(kept, len(frame), int(missing.sum()))
