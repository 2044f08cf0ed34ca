"""Write a table of text cells as CSV, fast on millions of rows, byte for byte as pandas writes it.

A release is a table of text cells, most of them few distinct labels repeated
(categorical columns). Each distinct text is escaped once, by the rule of
Python's ``csv`` module with ``QUOTE_MINIMAL`` (what ``DataFrame.to_csv``
uses): a field holding the separator, a double quote, ``\\r`` or ``\\n`` is
enclosed in double quotes with every inner quote doubled; any other field is
written as it is. The lines are then joined column by column by Arrow's
string kernels (``binary_join_element_wise``) on blocks of rows, and the
bytes of each block are written at once, so no Python object is made per row.

A table of one column is left to pandas: there a row with an empty cell is
written ``""`` (an empty line would be no row), a rule of the csv module this
writer does not repeat.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

BLOCK_ROWS = 1 << 20


def escape(text: pd.Index | np.ndarray, separator: str = ",") -> np.ndarray:
    """Each text as a CSV field (``QUOTE_MINIMAL``): quoted when it holds the separator, ``"`` or the line end."""
    values = pd.Index(np.asarray(text, dtype=object)).astype(str)
    special = (
        values.str.contains(separator, regex=False)
        | values.str.contains('"', regex=False)
        | values.str.contains("\n", regex=False)
    )
    quoted = '"' + values.str.replace('"', '""', regex=False) + '"'
    return np.where(np.asarray(special), np.asarray(quoted, dtype=object), np.asarray(values, dtype=object))


def _codes_and_fields(column: pd.Series, separator: str) -> tuple[np.ndarray, np.ndarray]:
    if isinstance(column.dtype, pd.CategoricalDtype):
        codes = column.cat.codes.to_numpy()
        categories = np.asarray(column.cat.categories, dtype=object)
        if (codes < 0).any():  # a missing cell is written empty, as pandas does
            categories = np.append(categories, "")
            codes = np.where(codes < 0, len(categories) - 1, codes)
        return codes, escape(categories, separator)
    codes, uniques = pd.factorize(column.astype(object).where(column.notna(), ""), use_na_sentinel=False)
    return codes, escape(np.asarray(uniques, dtype=object), separator)


def write_csv(frame: pd.DataFrame, path: str | Path, separator: str = ",") -> None:
    """``frame.to_csv(path, index=False, sep=separator)``, for a frame of text (or categorical text) cells."""
    if len(frame.columns) < 2 or len(separator) != 1 or not separator.isascii():
        frame.to_csv(path, index=False, sep=separator)
        return
    import pyarrow as pa
    import pyarrow.compute as pc

    columns = [_codes_and_fields(frame[c], separator) for c in frame.columns]
    row_line, fields = _distinct_rows([codes for codes, _ in columns], [f for _, f in columns])
    cells = [pa.array(column.tolist(), type=pa.large_string()) for column in fields]
    lines = pc.binary_join_element_wise(
        *cells, pa.scalar("", pa.large_string()), pa.scalar(separator, pa.large_string())
    )
    header = separator.join(escape(pd.Index([str(c) for c in frame.columns]), separator)) + "\n"
    with open(path, "wb") as fh:
        fh.write(header.encode("utf-8"))
        for start in range(0, len(frame), BLOCK_ROWS):
            # each line ends with the separator before the empty last part: _body makes it the line end
            fh.write(_body(pc.take(lines, pa.array(row_line[start : start + BLOCK_ROWS]))))


def _distinct_rows(codes: list[np.ndarray], fields: list[np.ndarray]) -> tuple[np.ndarray, list[np.ndarray]]:
    """(the distinct row of every row, the fields of every distinct row per column): rows are keyed by
    their codes packed into one integer (renumbered before it could overflow)."""
    key = np.zeros(len(codes[0]), np.int64)
    top = 1
    for column, column_fields in zip(codes, fields):
        base = max(len(column_fields), 1)
        if top * base >= 2**62:
            key, kept = pd.factorize(key)
            top = max(len(kept), 1)
        key = key * base + column
        top *= base
    row_line, distinct = pd.factorize(key)
    first = np.empty(len(distinct), np.int64)
    first[row_line[::-1]] = np.arange(len(row_line) - 1, -1, -1)  # a row of each distinct row
    return row_line.astype(np.int64), [f[c[first]] for c, f in zip(codes, fields)]


def _body(lines) -> bytes:
    """The lines' bytes one after the other, the last byte of each (the trailing ASCII separator) made a
    newline: the data buffer of the string array, read through its offsets, no Python string per row."""
    offsets = np.frombuffer(lines.buffers()[1], dtype=np.int64)[lines.offset : lines.offset + len(lines) + 1]
    raw = np.frombuffer(lines.buffers()[2], dtype=np.uint8)[offsets[0] : offsets[-1]].copy()
    raw[offsets[1:] - offsets[0] - 1] = ord("\n")
    return raw.tobytes()
