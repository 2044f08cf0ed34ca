"""results.csv (appended row by row, rewritten in grid order at the end), results.md, the plots
(PNG, PDF, SVG; drawn by :mod:`seqanon_opt.compare.plots`) and report.html (the summary tables and
every plot inline, :func:`seqanon_opt.compare.page.render_compare_html`)."""

from __future__ import annotations

import csv
import json
import os
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from ..check import format_table
from .summary import summary_table
from .sweep import Sweep

RESULTS = "results.csv"


def read_results(out_dir: Path) -> pd.DataFrame | None:
    """The rows already in ``out_dir/results.csv`` (None when there is none or it is empty)."""
    path = Path(out_dir) / RESULTS
    if not path.exists() or path.stat().st_size == 0:
        return None
    try:
        frame = pd.read_csv(path, dtype={"cell_id": str}, keep_default_na=True)
    except (pd.errors.EmptyDataError, pd.errors.ParserError):
        return None
    if "cell_id" not in frame.columns:
        return None
    return frame


def _atomic_write(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", newline="", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _frame_csv(frame: pd.DataFrame) -> str:
    return frame.to_csv(index=False, lineterminator="\n")


class ResultsWriter:
    """Appends each finished row to results.csv at once (flushed), so an interrupted sweep keeps them."""

    def __init__(self, out_dir: Path, columns: Sequence[str], existing: pd.DataFrame | None):
        self.path = Path(out_dir) / RESULTS
        self.columns = list(columns)
        Path(out_dir).mkdir(parents=True, exist_ok=True)
        if existing is not None and list(existing.columns) != self.columns:
            # the sweep's columns changed (a parameter or a spec added): rewrite with the union
            extra = [c for c in existing.columns if c not in self.columns]
            self.columns += extra
            _atomic_write(self.path, _frame_csv(existing.reindex(columns=self.columns)))
        elif existing is None:
            _atomic_write(self.path, ",".join(self.columns) + "\n")

    def write(self, row: dict[str, Any]) -> None:
        with open(self.path, "a", newline="") as f:
            csv.DictWriter(f, self.columns, extrasaction="ignore").writerow(
                {c: ("" if row.get(c) is None else row.get(c)) for c in self.columns}
            )
            f.flush()
            os.fsync(f.fileno())


def finalize_csv(out_dir: Path, order: Sequence[str], *, prune: bool = False) -> pd.DataFrame:
    """Rewrite results.csv with the current cells first, in grid order (one row per cell: the last
    written wins), then rows of cells no longer in the sweep (dropped with ``prune``); return the current
    cells' rows."""
    frame = read_results(out_dir)
    if frame is None:
        return pd.DataFrame()
    frame = frame.drop_duplicates("cell_id", keep="last")
    rank = {cid: i for i, cid in enumerate(order)}
    if prune:
        frame = frame[frame["cell_id"].isin(rank)]
    frame = (
        frame.assign(_rank=frame["cell_id"].map(rank).fillna(len(rank)))
        .sort_values("_rank", kind="stable")
        .drop(columns="_rank")
        .reset_index(drop=True)
    )
    _atomic_write(Path(out_dir) / RESULTS, _frame_csv(frame))
    return frame[frame["cell_id"].isin(rank)].reset_index(drop=True)


def write_markdown(out_dir: Path, sweep: Sweep, frame: pd.DataFrame, plots: Iterable[str]) -> None:
    """results.md: what ran, the paper's numbers, the summary, every cell, the plots."""
    shown = frame.dropna(axis=1, how="all") if len(frame) else frame
    grid = "; ".join(f"{p} in {list(v)}" for p, v in sweep.grid.items())
    try:
        command = Path(os.path.relpath(sweep.path, Path.cwd())).as_posix()
    except ValueError:  # another drive
        command = str(sweep.path)
    parts = [f"# sweep '{sweep.name}'\n"]
    if sweep.description:
        parts.append(sweep.description.strip() + "\n")
    parts.append(
        f"Regenerate: `seqanon compare {command}` (cells already in results.csv are skipped; "
        f"delete it to rerun them).\n"
    )
    parts.append(f"specs: {', '.join(sweep.specs)}; grid: {grid}; {len(frame)} cells\n")
    if sweep.variants:
        parts.append(
            "## Variants\n\n"
            + "\n".join(f"* `{name}`: `{json.dumps(patch, sort_keys=True)}`" for name, patch in sweep.variants.items())
            + "\n"
        )
    if sweep.chains:
        parts.append(
            "## Chains (earlier releases each cell computes, publishes and builds on first)\n\n"
            + "\n".join(
                f"* `{name}`: "
                + ", then ".join(
                    f"`{step.label}` = variant `{step.variant}`" + "".join(f", {k}={v}" for k, v in step.params)
                    for step in steps
                )
                for name, steps in sweep.chains.items()
            )
            + "\n"
        )
    if sweep.paper:
        parts.append(
            "## The paper's numbers\n\n| what | paper |\n|---|---|\n"
            + "\n".join(f"| {k} | {v} |" for k, v in sweep.paper.items())
            + "\n"
        )
    summary = summary_table(sweep, frame)
    if summary is not None:
        assert sweep.summary is not None  # summary_table returns a table only for a sweep with a summary
        parts.append(
            f"## Ours: mean of {', '.join(sweep.summary.columns)} per "
            f"{', '.join(sweep.summary.by)}\n\n" + format_table(summary, markdown=True)
        )
    if sweep.notes:
        parts.append(sweep.notes.strip() + "\n")
    parts.append("## Every cell\n\n" + format_table(shown, markdown=True))
    plots = list(plots)
    if plots:
        parts.append("## Plots\n\n" + "\n".join(f"![{p}]({p})" for p in plots) + "\n")
    _atomic_write(Path(out_dir) / "results.md", "\n".join(parts))


def write_report_html(out_dir: Path, sweep: Sweep, frame: pd.DataFrame, plots: Iterable[str]) -> None:
    """report.html: results.md's tables and every plot embedded, one self-contained page (atomically)."""
    from .page import render_compare_html

    _atomic_write(Path(out_dir) / "report.html", render_compare_html(Path(out_dir), sweep, frame, plots))


def sweep_objective_label(sweep: Sweep) -> str:
    """The objective's y label: the metric(s) of the sweep's specs and variants, with its unit."""
    from ..report_pages import objective_label

    if "metric" in sweep.grid:
        return objective_label(list(sweep.grid["metric"]), swept=len(sweep.grid["metric"]) > 1)
    from ..errors import SeqanonError
    from .cells import cached_problem, variant_patch

    try:
        objectives = [
            cached_problem(p, variant_patch(sweep, v)).objective
            for p in sweep.spec_paths
            for v in (sweep.grid.get("variant") or (None,))
        ]
    except SeqanonError:  # the label must not lose the sweep's outputs; the cells reported the error
        objectives = []
    return objective_label(objectives)


def write_plots(out_dir: Path, sweep: Sweep, frame: pd.DataFrame) -> list[str]:
    """<loss|time|measure>_vs_<p>.{png,pdf,svg} (:mod:`seqanon_opt.compare.plots`); returns the
    PNG names (shown in results.md)."""
    from .plots import build_figures, save_figure

    figures = build_figures(
        frame, sweep.grid, title=sweep.name, objective=sweep_objective_label(sweep), measures=sweep.measures
    )
    written = []
    for stem, fig in figures.items():
        save_figure(fig, Path(out_dir), stem)
        written.append(f"{stem}.png")
    return written
