"""Read published releases (previous releases of a sequential problem, or releases to verify).

A release is a CSV of published labels. Every cell of an attribute with a
taxonomy must be a node label of it ('*' and empty cells mean suppressed and
read as the root).
"""

from __future__ import annotations

from pathlib import Path
from typing import Mapping, Sequence

import pandas as pd

from ..errors import SpecError
from .taxonomy import Taxonomy

SUPPRESSED = ("*", "")


def read_release(path: Path, taxonomies: Mapping[str, Taxonomy], *, separator: str = ",",
                 columns: Sequence[str] | None = None, where: str | None = None,
                 blank_is_suppressed: bool = True) -> pd.DataFrame:
    """Read one release; SpecError naming the file, column and label on any problem.

    ``where`` names the spec field that gave the path (for messages). With
    ``blank_is_suppressed`` False (a release to verify) a blank cell is kept
    blank, for the verifier to name it, instead of reading as the root.
    """
    if not path.exists():
        raise SpecError("release file not found", file=str(path), field=where)
    if path.is_dir():
        raise SpecError("is a folder, not a release file", file=str(path), field=where)
    try:
        frame = pd.read_csv(path, sep=separator, dtype=str, keep_default_na=False)
    except Exception as exc:  # pandas raises many kinds; all mean "unreadable"
        raise SpecError(f"cannot read release: {str(exc).strip().splitlines()[0]}", file=str(path),
                        field=where) from None
    frame.columns = [str(c).strip() for c in frame.columns]
    if len(frame.columns) == 1:
        likely = next((c for c in (",", ";", "\t", "|") if c != separator and c in frame.columns[0]), None)
        if likely is not None:
            raise SpecError(f"the header has one column '{frame.columns[0][:40]}': is the separator {likely!r}?",
                            file=str(path), field=where, value=separator)
    return release_frame(frame, taxonomies, columns=columns, file=str(path), where=where, first_line=2,
                         blank_is_suppressed=blank_is_suppressed)


def release_frame(frame: pd.DataFrame, taxonomies: Mapping[str, Taxonomy], *,
                  columns: Sequence[str] | None = None, file: str | None = None, where: str | None = None,
                  first_line: int | None = None, blank_is_suppressed: bool = True) -> pd.DataFrame:
    """Check and normalise a release given as a frame of published labels, as :func:`read_release` does.

    The result is what :func:`read_release` returns for a CSV of the same
    cells: a new frame with index 0..n-1, every cell text, the columns
    ``columns`` (default: all), and every cell of a column with a taxonomy
    stripped and a node label of it (suppressed cells, '*' or empty, read as
    the root). SpecError naming ``file`` and the field ``where`` on a problem;
    ``first_line`` is the file line of the frame's first row (None: the
    message names the record number instead).
    """
    if columns is not None:
        missing = [c for c in columns if c not in frame.columns]
        if missing:
            raise SpecError(f"release has no column '{missing[0]}' (it has {list(frame.columns)})",
                            file=file, field=where, value=missing[0])
        frame = frame[list(columns)]
    frame = frame.reset_index(drop=True).astype(str)
    for column in frame.columns:
        tax = taxonomies.get(column)
        if tax is None:
            continue
        labels = frame[column].str.strip()
        hidden = list(SUPPRESSED) if blank_is_suppressed else ["*"]
        labels = labels.where(~labels.isin(hidden), tax.labels[tax.root])
        unknown = ~labels.isin(list(tax.index)) & (labels != "")
        if unknown.any():
            row = int(unknown.to_numpy().nonzero()[0][0])
            message = f"column '{column}' holds a label that is not a node of its taxonomy"
            if first_line is None:
                message += f" (record {row + 1})"
            raise SpecError(message, file=file, line=None if first_line is None else row + first_line,
                            field=where, value=labels.iloc[row])
        frame[column] = labels
    return frame
