"""Read the table a spec describes: a CSV or Parquet file, several of them, or inline rows.

Cells are read as strings (labels are matched against taxonomy leaves as
text); numeric attributes are converted by the caller. Rows with a missing
marker in a used column are dropped and counted; record-number columns are
added after that.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

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
    """All rows and columns as strings, before any cleaning (with ``part_column`` for ``parts``).

    The ``row_number_columns`` are not added here (see :func:`add_row_numbers`),
    only checked not to collide with a column read.
    """
    if data.rows is not None:
        frame = _inline_rows(data, source)
    elif data.parts is not None:
        frame = _read_parts(data, source)
    else:
        assert data.path is not None  # the spec gives one of rows, parts and path
        frame = _read_file(data, source, data.path, ("data", "path"))
    for j, name in enumerate(data.row_number_columns):
        if name in frame.columns:
            raise source.error(
                ("data", "row_number_columns", j), f"column '{name}' is already a column of the table", name
            )
    return frame


def _inline_rows(data: DataSpec, source: SpecSource) -> pd.DataFrame:
    if data.rows and isinstance(data.rows[0], list):
        width = len(data.columns or [])
        for i, row in enumerate(data.rows):
            if not isinstance(row, list) or len(row) != width:
                raise source.error(
                    ("data", "rows", i),
                    f"row has {len(row) if isinstance(row, list) else 'no'} cells, 'columns' names {width}",
                )
        names = list(data.columns or [])
        twice = next((name for i, name in enumerate(names) if name in names[:i]), None)
        if twice is not None:
            raise source.error(("data", "columns"), f"column '{twice}' is named twice", twice)
        columns, cells = names, list(data.rows)
    else:  # rows as mappings: the columns in order of first appearance, a key a row lacks an empty cell
        mappings = cast("list[dict[str, Any]]", data.rows or [])  # the schema: all lists or all mappings
        columns = list(dict.fromkeys(key for row in mappings for key in row))
        cells = [[row.get(key) for key in columns] for row in mappings]
    # every cell as the spec writes it, before the frame is built (a typed frame would print 20 beside 30.5 as
    # '20.0', and a null as 'nan'); a null is an empty cell, missing as in a CSV file. The rows are the spec's own.
    text = [["" if v is None else str(v) for v in row] for row in cells]
    return pd.DataFrame(text, columns=columns, dtype=object)


def _read_file(data: DataSpec, source: SpecSource, relative: str, loc: tuple) -> pd.DataFrame:
    """One CSV or Parquet file of the spec (``loc``: the field that names it, for messages)."""
    path = source.resolve(relative)
    fmt = data.format or ("parquet" if path.suffix.lower() in (".parquet", ".pq") else "csv")
    if not path.exists():
        raise source.error(loc, f"data file not found: {path}", relative)
    try:
        if fmt == "parquet":
            frame = _read_parquet(path)
        else:
            frame = _read_csv_arrow(path, data.separator)
            if frame is None:  # the reference reader: its errors name what is wrong
                frame = pd.read_csv(
                    path, sep=data.separator, dtype=str, keep_default_na=False, skipinitialspace=True, engine="c"
                )
    except UnicodeDecodeError as exc:
        raise _not_utf8(source, loc, relative, path, exc) from None
    except Exception as exc:  # pandas raises many kinds; all mean "unreadable"
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise source.error(loc, f"cannot read data file: {first}", relative) from None
    if fmt == "csv":
        _check_header(source, loc, relative, path, data.separator)
        if len(frame.columns) > 1 and (frame.iloc[:, -1] == "").any():  # maybe a row with too few fields
            _check_short_rows(source, loc, relative, path, data.separator, len(frame.columns))
    frame.columns = [str(c).strip() for c in frame.columns]
    return frame


def _read_parquet(path) -> pd.DataFrame:
    """A Parquet file with every string column dictionary-encoded (pandas Categorical: one code per cell,
    each distinct text once); other columns as pandas' text of their values, also categorical."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = pq.read_schema(path)
    text = [f.name for f in schema if pa.types.is_string(f.type) or pa.types.is_large_string(f.type)]
    frame = pq.read_table(path, read_dictionary=text).to_pandas()
    for column in frame.columns:
        if not isinstance(frame[column].dtype, pd.CategoricalDtype):
            frame[column] = _categorical(frame[column].astype(str))
    return frame


def _categorical(column: pd.Series) -> pd.Series:
    codes, uniques = pd.factorize(column, use_na_sentinel=False)
    return pd.Series(pd.Categorical.from_codes(codes, categories=pd.Index(uniques, dtype=object)), index=column.index)


def _read_csv_arrow(path, separator: str) -> pd.DataFrame | None:
    """The CSV file read by pyarrow (multi-threaded), every column dictionary-encoded text; None when the
    file needs the reference reader (pandas, ``skipinitialspace``): pyarrow cannot parse it, or a field
    is quoted after a space (``a, "b"``), which only ``skipinitialspace`` unquotes. Either reader gives
    the same cells once they are stripped (:func:`drop_missing` strips the used columns)."""
    import csv

    import pyarrow as pa
    import pyarrow.csv as pacsv

    if len(separator) != 1:
        return None
    with open(path, encoding="utf-8-sig", newline="") as fh:
        header = next(csv.reader(fh, delimiter=separator), None)
    if not header or len(set(header)) != len(header):
        return None
    try:
        table = pacsv.read_csv(
            path,
            read_options=pacsv.ReadOptions(column_names=header, skip_rows=1),
            parse_options=pacsv.ParseOptions(delimiter=separator),
            convert_options=pacsv.ConvertOptions(
                column_types={name: pa.dictionary(pa.int32(), pa.string()) for name in header},
                strings_can_be_null=False,
                quoted_strings_can_be_null=False,
            ),
        )
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError, UnicodeDecodeError):
        return None
    frame = table.to_pandas()
    for column in frame.columns:
        categories = frame[column].cat.categories
        if len(categories) and categories.astype(str).str.lstrip().str.startswith('"').any():
            return None
    return frame


def _check_short_rows(source: SpecSource, loc: tuple, relative: str, path, separator: str, width: int) -> None:
    """A row with fewer fields than the header (pandas would fill the rest with empty cells, which then
    read as missing values): a truncated or mis-separated line is an error naming it."""
    import csv

    with open(path, encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh, delimiter=separator, skipinitialspace=True)
        header = next(reader, [])
        while header and not header[-1].strip():  # 'a,b,c,': the unnamed last column may be absent
            header = header[:-1]
        width = min(width, len(header))
        for row in reader:
            if row and len(row) < width:
                raise source.error(
                    loc,
                    f"line {reader.line_num} of {path.name} has {len(row)} field(s), the header names {width}",
                    relative,
                )


def _check_header(source: SpecSource, loc: tuple, relative: str, path, separator: str) -> None:
    """A column named twice in the header (pandas would rename the second 'age.1' and publish it)."""
    import csv

    with open(path, encoding="utf-8-sig", newline="") as fh:
        header = next(csv.reader(fh, delimiter=separator), [])
    names = [name.strip() for name in header]
    twice = next((name for i, name in enumerate(names) if name in names[:i]), None)
    if twice is not None:
        raise source.error(loc, f"column '{twice}' appears twice in the header of {path.name}", relative)


def _not_utf8(source: SpecSource, loc: tuple, relative: str, path, exc: UnicodeDecodeError):
    """The line of the first byte that is not UTF-8."""
    raw = path.read_bytes()
    try:
        raw.decode("utf-8")
        position = exc.start
    except UnicodeDecodeError as again:
        position = again.start
    line = raw[:position].count(b"\n") + 1
    return source.error(
        loc,
        f"line {line} of {path.name} is not UTF-8 text (byte {raw[position : position + 1]!r}); save the file as UTF-8",
        relative,
    )


def _read_parts(data: DataSpec, source: SpecSource) -> pd.DataFrame:
    """The parts' records one after the other, each labelled in ``part_column``."""
    parts = data.parts
    assert parts is not None  # called when the spec gives parts
    frames: list[pd.DataFrame] = []
    first_label = next(iter(parts))
    for label, relative in parts.items():
        frame = _read_file(data, source, relative, ("data", "parts", label))
        if frames and set(frame.columns) != set(frames[0].columns):
            expected = list(frames[0].columns)
            extra = [c for c in frame.columns if c not in expected]
            detail = (
                f"its column '{extra[0]}' is not in part '{first_label}'"
                if extra
                else f"it lacks column '{next(c for c in expected if c not in frame.columns)}' of part '{first_label}'"
            )
            raise source.error(("data", "parts", label), f"parts need the same columns: {detail}", relative)
        if frames:
            frame = frame[list(frames[0].columns)]
        frames.append(frame)
    if data.part_column in frames[0].columns:
        raise source.error(
            ("data", "part_column"), f"column '{data.part_column}' is already a column of the parts", data.part_column
        )
    table = pd.concat(frames, ignore_index=True)
    labels = np.repeat(np.asarray(list(parts), dtype=object), [len(f) for f in frames])
    table[data.part_column] = pd.Series(labels, index=table.index).astype(str)
    return table


def add_row_numbers(frame: pd.DataFrame, names: Sequence[str]) -> pd.DataFrame:
    """``frame`` with each column of ``names`` holding the record numbers 1..n as text."""
    if not names:
        return frame
    numbers = pd.Series(np.arange(1, len(frame) + 1), index=frame.index).astype(str)
    return frame.assign(**{name: numbers for name in names})


def drop_missing(frame: pd.DataFrame, used_columns: Sequence[str], markers: Sequence[str]) -> LoadedTable:
    """Drop rows with a missing marker in any used column; strip used cells. A categorical column (a
    file read dictionary-encoded) is stripped and tested on its categories, and stays categorical."""
    used = list(dict.fromkeys(used_columns))
    marker_set = set(markers)
    stripped = {c: _stripped(frame[c]) for c in used}
    missing = np.zeros(len(frame), dtype=bool)
    for column in stripped.values():
        if not marker_set:
            continue
        if isinstance(column.dtype, pd.CategoricalDtype):
            marked = np.flatnonzero(column.cat.categories.isin(marker_set))
            if len(marked):
                missing |= np.isin(column.cat.codes.to_numpy(), marked)
        else:
            missing |= column.isin(marker_set).to_numpy()
    kept = frame.assign(**stripped)
    if missing.any():
        kept = kept.loc[~missing].reset_index(drop=True)
    return LoadedTable(kept, len(frame), int(missing.sum()))


def _stripped(column: pd.Series) -> pd.Series:
    """The column's cells as stripped text, categorical (each distinct text once, a code per cell) whatever
    the source; a categorical column's categories are stripped once each (merged when two strip alike)."""
    if not isinstance(column.dtype, pd.CategoricalDtype):
        codes, uniques = pd.factorize(column.to_numpy(dtype=object), use_na_sentinel=False)
        if not all(isinstance(u, str) for u in uniques):  # numbers, nulls: as their text, cell by cell
            return _categorical(column.astype(str).str.strip())
        # each distinct text stripped once (the cells in their order of first appearance, as factorize gives)
        new, merged = pd.factorize(np.array([u.strip() for u in uniques], dtype=object))
        categories = pd.Index(merged, dtype=object)
        return pd.Series(pd.Categorical.from_codes(new[codes], categories=categories), index=column.index)
    categories = pd.Index(column.cat.categories.astype(str), dtype=object).str.strip()
    codes = column.cat.codes.to_numpy()
    if (codes < 0).any():  # a null cell (Parquet) is an empty cell, as in a CSV file
        categories = categories.append(pd.Index([""], dtype=object))
        codes = np.where(codes < 0, len(categories) - 1, codes)
    new, uniques = pd.factorize(categories)
    if not np.array_equal(new, np.arange(len(categories))):
        codes = new[codes]
    return pd.Series(pd.Categorical.from_codes(codes, categories=pd.Index(uniques, dtype=object)), index=column.index)
