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
                 columns: Sequence[str] | None = None, where: str | None = None) -> pd.DataFrame:
    """Read one release; SpecError naming the file, column and label on any problem.

    ``where`` names the spec field that gave the path (for messages).
    """
    if not path.exists():
        raise SpecError("release file not found", file=str(path), field=where)
    try:
        frame = pd.read_csv(path, sep=separator, dtype=str, keep_default_na=False)
    except Exception as exc:  # pandas raises many kinds; all mean "unreadable"
        raise SpecError(f"cannot read release: {str(exc).strip().splitlines()[0]}", file=str(path),
                        field=where) from None
    frame.columns = [str(c).strip() for c in frame.columns]
    if columns is not None:
        missing = [c for c in columns if c not in frame.columns]
        if missing:
            raise SpecError(f"release has no column '{missing[0]}' (it has {list(frame.columns)})",
                            file=str(path), field=where, value=missing[0])
        frame = frame[list(columns)]
    for column in frame.columns:
        tax = taxonomies.get(column)
        if tax is None:
            continue
        labels = frame[column].astype(str).str.strip()
        labels = labels.where(~labels.isin(SUPPRESSED), tax.labels[tax.root])
        unknown = ~labels.isin(list(tax.index))
        if unknown.any():
            row = int(unknown.to_numpy().nonzero()[0][0])
            raise SpecError(f"column '{column}' holds a label that is not a node of its taxonomy",
                            file=str(path), line=row + 2, field=where, value=labels.iloc[row])
        frame[column] = labels
    return frame
