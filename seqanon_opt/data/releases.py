"""Read published releases (previous releases of a sequential problem, or releases to verify).

A release is a CSV of published labels. Every cell of an attribute with a
taxonomy must be a node label of it; '*' means suppressed and reads as the
root. A blank cell is not a label: by default it is an error naming the file,
line and column (a release to verify may keep it blank, for the verifier to
name it as a failure).
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from pathlib import Path

import pandas as pd

from ..errors import SpecError
from .taxonomy import Taxonomy

SUPPRESSED = "*"
BLANK_MODES = ("error", "keep")


def read_release(
    path: Path,
    taxonomies: Mapping[str, Taxonomy],
    *,
    separator: str = ",",
    columns: Sequence[str] | None = None,
    where: str | None = None,
    blank: str = "error",
) -> pd.DataFrame:
    """Read one release; SpecError naming the file, column and label on any problem.

    ``where`` names the spec field that gave the path (for messages). A blank
    cell of a column with a taxonomy is an error (``blank="error"``) or kept
    blank (``blank="keep"``: a release to verify, whose verifier names it).
    """
    if not path.exists():
        raise SpecError("release file not found", file=str(path), field=where)
    if path.is_dir():
        raise SpecError("is a folder, not a release file", file=str(path), field=where)
    if not separator:
        raise SpecError("the CSV separator is empty", file=str(path), field=where, value=separator)
    engine = "c" if len(separator) == 1 else "python"  # several characters: a regular expression
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            frame = pd.read_csv(path, sep=separator, dtype=str, keep_default_na=False, index_col=False, engine=engine)
            header = (
                pd.read_csv(path, sep=separator, dtype=str, keep_default_na=False, header=None, nrows=1, engine=engine)
                .iloc[0]
                .tolist()
                if len(frame.columns) > 1
                else []
            )
    except Exception as exc:  # pandas raises many kinds; all mean "unreadable"
        raise SpecError(
            f"cannot read release: {str(exc).strip().splitlines()[0]}", file=str(path), field=where
        ) from None
    if any("Length of header" in str(w.message) for w in caught):  # pandas would drop the extra cells
        raise SpecError("a row has more fields than the header", file=str(path), field=where)
    names = [str(c).strip() for c in header]
    twice = next((c for i, c in enumerate(names) if c in names[:i]), None)
    if twice is not None:
        raise SpecError(
            f"column '{twice}' appears twice in the header", file=str(path), line=1, field=where, value=twice
        )
    frame.columns = [str(c).strip() for c in frame.columns]
    if len(frame.columns) == 1:
        likely = next((c for c in (",", ";", "\t", "|") if c != separator and c in frame.columns[0]), None)
        if likely is not None:
            raise SpecError(
                f"the header has one column '{frame.columns[0][:40]}': is the separator {likely!r}?",
                file=str(path),
                field=where,
                value=separator,
            )
    return release_frame(frame, taxonomies, columns=columns, file=str(path), where=where, first_line=2, blank=blank)


def release_frame(
    frame: pd.DataFrame,
    taxonomies: Mapping[str, Taxonomy],
    *,
    columns: Sequence[str] | None = None,
    file: str | None = None,
    where: str | None = None,
    first_line: int | None = None,
    blank: str = "error",
) -> pd.DataFrame:
    """Check and normalise a release given as a frame of published labels, as :func:`read_release` does.

    The result is what :func:`read_release` returns for a CSV of the same
    cells: a new frame with index 0..n-1, every cell text, the columns
    ``columns`` (default: all), and every cell of a column with a taxonomy
    stripped and a node label of it (a suppressed '*' reads as the root; a
    blank cell is an error, or kept blank with ``blank="keep"``). SpecError
    naming ``file`` and the field ``where`` on a problem; ``first_line`` is
    the file line of the frame's first row (None: the message names the
    record number instead).
    """
    if blank not in BLANK_MODES:
        raise ValueError(f"blank must be one of {BLANK_MODES}, not {blank!r}")
    if columns is not None:
        missing = [c for c in columns if c not in frame.columns]
        if missing:
            raise SpecError(
                f"release has no column '{missing[0]}' (it has {list(frame.columns)})",
                file=file,
                field=where,
                value=missing[0],
            )
        frame = frame[list(columns)]
    frame = frame.reset_index(drop=True).astype(str)
    for column in frame.columns:
        tax = taxonomies.get(column)
        if tax is None:
            continue
        labels = frame[column].str.strip()
        if SUPPRESSED not in tax.index:
            labels = labels.where(labels != SUPPRESSED, tax.labels[tax.root])
        empty = (labels == "") & ("" not in tax.index)
        unknown = ~labels.isin(list(tax.index)) & ~empty
        if blank == "error":
            unknown |= empty
        if unknown.any():
            row = int(unknown.to_numpy().nonzero()[0][0])
            what = "is blank" if labels.iloc[row] == "" else "holds a label that is not a node of its taxonomy"
            message = f"column '{column}' {what}"
            if first_line is None:
                message += f" (record {row + 1})"
            raise SpecError(
                message,
                file=file,
                line=None if first_line is None else row + first_line,
                field=where,
                value=labels.iloc[row],
            )
        frame[column] = labels
    return frame
