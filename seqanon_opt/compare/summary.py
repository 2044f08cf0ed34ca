"""The summary of a sweep: the means of ``summary.columns`` per ``summary.by`` group, as results.md and
report.html print them."""

from __future__ import annotations

import pandas as pd

from .sweep_types import Sweep


def summary_table(sweep: Sweep, frame: pd.DataFrame) -> pd.DataFrame | None:
    """The means of ``summary.columns`` per ``summary.by`` group (groups in grid order)."""
    if sweep.summary is None or frame.empty:
        return None
    by = [c for c in sweep.summary.by if c in frame.columns]
    columns = [c for c in sweep.summary.columns if c in frame.columns]
    if not by or not columns:
        return None
    numbers = frame[by].join(frame[columns].apply(pd.to_numeric, errors="coerce"))
    table = numbers.groupby(by, sort=False, dropna=False)[columns].mean().reset_index()
    table[columns] = table[columns].map(lambda v: float(f"{v:.4g}"))  # 4 significant digits
    counts = numbers.groupby(by, sort=False, dropna=False).size().to_numpy()
    return table.assign(cells=counts)
