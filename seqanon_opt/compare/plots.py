"""Paper-grade plots of a sweep's results (matplotlib, Agg backend, no network).

For each swept parameter p on the x axis (the numeric ones but ``seed``; ``variant`` when no
numeric parameter varies) :func:`build_figures` draws

* ``loss_vs_<p>``: the objective (its name and unit on the y axis, e.g. "LM (table total)");
* ``time_vs_<p>``: the wall time per cell, "time (s)";
* ``<measure>_vs_<p>``: each sweep measure, its headline column solid and its reference
  columns dashed (a reference identical for every solver is drawn once);

one series (a line with a marker per point, one colour and marker shape each) per solver, and per
spec, variant or other swept parameter when it varies, series i of n shifted sideways by
``(i - (n-1)/2) * 1.2 %`` of the x range so that equal values do not hide each other; ``seed`` is never a series: the
cells that
differ only by seed are summarised at each x by their median (the line) and their min-max band
(shaded), as in "median and range over seeds".

Proven and unproven objective values (minimisation: every metric is a loss) are drawn
differently: a point whose cells are all proven optimal (``optimum`` filled, status optimal) has a
filled marker; any other point has an open marker and, when the solver reported a lower bound,
an error bar from the bound up to the incumbent. Over seeds the bar starts at the best (largest)
bound of the cell's seeds, a valid lower bound for all of them since the seed only changes the
search, never the problem: the gap drawn is ``median incumbent - max bound`` (the relative gap
``(incumbent - bound) / incumbent`` is the ``gap`` column of results.csv).

:func:`save_figure` writes PNG (300 dpi), PDF (TrueType fonts, ``pdf.fonttype`` 42, as
publishers ask) and SVG (text kept as text), with creation dates left out so reruns give the
same files. Legends sit outside the axes, to the right, so they never cover data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from .sweep import NUMERIC

INTEGER = ("k", "N", "R", "window", "seed")
FORMATS = ("png", "pdf", "svg")
DPI = 300
SERIES_GID = "series:"  # the gid of each series' line: one per solver / variant / spec
REFERENCE_GID = "reference:"

AXIS_LABELS = {
    "k": "k (anonymity level)",
    "l": "l (diversity level)",
    "N": "N (records)",
    "R": "R (releases)",
    "window": "window w",
    "time_limit": "time limit (s)",
    "variant": "variant",
    "seed": "seed",
}
MARKERS = ("o", "s", "^", "D", "v", "P", "X", "<", ">", "h")
STYLE: dict[Any, Any] = {  # matplotlib rc parameters (its rc keys are a Literal type)
    "font.size": 9,
    "axes.titlesize": 9,
    "axes.labelsize": 9,
    "legend.fontsize": 7.5,
    "xtick.labelsize": 8,
    "ytick.labelsize": 8,
    "pdf.fonttype": 42,
    "ps.fonttype": 42,
    "svg.fonttype": "none",
    "svg.hashsalt": "seqanon",
    "lines.linewidth": 1.3,
    "lines.markersize": 5,
}
DODGE = 0.012  # series i is shifted by (i - (n-1)/2) * DODGE * x-range, so equal values stay visible
METADATA = {"png": {"Software": None}, "pdf": {"CreationDate": None}, "svg": {"Date": None}}


@dataclass(frozen=True)
class Panel:
    """One figure per x parameter: its file stem's first word, the columns drawn (headline
    first, references after) and the y-axis label; ``proven`` marks the objective figure."""

    what: str
    columns: tuple[str, ...]
    ylabel: str
    proven: bool = False


def plot_axes(grid: Mapping[str, Sequence[Any]], frame: pd.DataFrame) -> list[str]:
    """The swept parameters plotted on the x axis: the numeric ones (not seed); the variants only
    when no numeric parameter is swept (else they are series)."""
    varying = [p for p in grid if p in frame.columns and frame[p].nunique(dropna=True) > 1]
    numeric = [p for p in varying if p in NUMERIC and p != "seed"]
    return numeric or [p for p in varying if p == "variant"]


def panels(objective: str, measures: Sequence[Any] = ()) -> list[Panel]:
    """The objective, the time and each measure (``measure.name``, ``.plotted``, ``.columns``)."""
    out = [Panel("loss", ("objective",), objective, proven=True), Panel("time", ("time_s",), "time (s)")]
    out += [Panel(m.name, tuple(m.plotted), m.columns[0]) for m in measures]
    return out


def _summary(frame: pd.DataFrame, keys: list[str], param: str, columns: Sequence[str]) -> pd.DataFrame:
    """Per series and x: median, min and max of each column over the seeds (and any other rows of
    the same cell), the best bound and whether every row is a proven optimum."""
    numbers = frame[keys + [param]].copy()
    aggs: dict[str, tuple[str, str]] = {}
    for c in columns:
        numbers[c] = pd.to_numeric(frame[c], errors="coerce")
        aggs.update({f"{c}|med": (c, "median"), f"{c}|lo": (c, "min"), f"{c}|hi": (c, "max"), f"{c}|n": (c, "count")})
    numbers["_bound"] = pd.to_numeric(frame["bound"], errors="coerce") if "bound" in frame else np.nan
    proven = frame["optimum"].notna() if "optimum" in frame else pd.Series(False, index=frame.index)
    if "status" in frame:
        proven &= frame["status"].eq("optimal")
    numbers["_proven"] = proven.astype(float)
    aggs.update(bound=("_bound", "max"), proven=("_proven", "min"))
    return numbers.groupby(keys + [param], dropna=False, sort=True).agg(**aggs).reset_index()


def _series_name(keys: Sequence[str], key: tuple) -> str:
    return ", ".join(str(v) if k in ("spec", "solver") else f"{k}={v}" for k, v in zip(keys, key))


def _draw_panel(
    ax, panel: Panel, frame: pd.DataFrame, keys: list[str], param: str, order: dict[Any, int] | None
) -> None:
    """One panel: per series the median of ``panel.columns[0]`` over seeds (a min-max band when
    there are several), proven optima filled and the rest open with a bar down to the lower bound,
    the other columns as dashed references (once, grey, when every series has the same values)."""
    import matplotlib

    columns = [c for c in panel.columns if c in frame.columns]
    table = _panel_table(frame, keys, param, columns, order)
    colors = [c["color"] for c in matplotlib.rcParams["axes.prop_cycle"]]
    shared = _draw_shared_references(ax, table, columns)
    any_proven = any_open = any_band = False
    groups = list(table.groupby(keys, dropna=False, sort=False))
    span = np.ptp(table["_x"].dropna().to_numpy(float)) if table["_x"].notna().any() else 0.0
    step = DODGE * (span or 1.0)
    for i, (key, group) in enumerate(groups):
        key = key if isinstance(key, tuple) else (key,)
        name, color, marker = _series_name(keys, key), colors[i % len(colors)], MARKERS[i % len(MARKERS)]
        x = group["_x"].to_numpy(float) + (i - (len(groups) - 1) / 2) * step
        for j, column in enumerate(columns):
            y = group[f"{column}|med"].to_numpy(float)
            ok = np.isfinite(y) & np.isfinite(x)
            if not ok.any():
                continue
            if j > 0:  # a reference column: dashed (drawn once below when every series has the same values)
                if column in shared:
                    continue
                ax.plot(
                    x[ok],
                    y[ok],
                    color=color,
                    linestyle="--",
                    marker=".",
                    label=f"{name}: {column}",
                    gid=f"{REFERENCE_GID}{name}: {column}",
                    zorder=2,
                )
                continue
            ax.plot(x[ok], y[ok], color=color, marker=marker, label=name, gid=f"{SERIES_GID}{name}", zorder=3)
            lo, hi = group[f"{column}|lo"].to_numpy(float), group[f"{column}|hi"].to_numpy(float)
            if (group[f"{column}|n"].to_numpy() > 1).any():
                any_band = True
                ax.fill_between(
                    x[ok], lo[ok], hi[ok], color=color, alpha=0.18, linewidth=0, zorder=1, gid=f"band:{name}"
                )
            if not panel.proven:
                continue
            proven, unproven = _draw_unproven(ax, group, x, y, ok, name, color, marker)
            any_proven |= proven
            any_open |= unproven
    _panel_legend(ax, panel, any_proven, any_open, any_band)


def _panel_table(
    frame: pd.DataFrame, keys: list[str], param: str, columns: list[str], order: dict[Any, int] | None
) -> pd.DataFrame:
    """The panel's medians, ranges and counts per series and x (:func:`_summary`), with the x
    position ``_x`` (the value's rank for a categorical axis), sorted by series and x."""
    table = _summary(frame, keys, param, columns)
    if order is not None:
        table["_x"] = table[param].map(order).astype(float)
    else:
        table["_x"] = pd.to_numeric(table[param], errors="coerce")
    return table.sort_values(keys + ["_x"], kind="stable")


def _draw_shared_references(ax, table: pd.DataFrame, columns: list[str]) -> list[str]:
    """Draw, once in grey, each reference column with one value per x whatever the series (e.g. the
    original data's error); return those columns."""
    shared = [
        c
        for c in columns[1:]
        if table[f"{c}|med"].notna().all() and (table.groupby("_x")[f"{c}|med"].nunique() <= 1).all()
    ]
    for column in shared:
        ref = table.drop_duplicates("_x").dropna(subset=[f"{column}|med"])
        ax.plot(
            ref["_x"].to_numpy(float),
            ref[f"{column}|med"].to_numpy(float),
            color="0.35",
            linestyle="--",
            marker=".",
            label=column,
            gid=f"{REFERENCE_GID}{column}",
            zorder=2,
        )
    return shared


def _draw_unproven(
    ax, group: pd.DataFrame, x: np.ndarray, y: np.ndarray, ok: np.ndarray, name: str, color: Any, marker: str
) -> tuple[bool, bool]:
    """Open markers on the points without an optimality proof, each with a bar down to its lower bound;
    returns (some point is proven, some is not)."""
    unproven = ok & (group["proven"].to_numpy(float) < 1)
    any_proven = bool((ok & ~unproven).any())
    if not unproven.any():
        return any_proven, False
    ax.scatter(
        x[unproven],
        y[unproven],
        marker=marker,
        facecolors="white",
        edgecolors=color,
        linewidths=1.2,
        zorder=4,
        gid=f"open:{name}",
        label="_nolegend_",
    )
    bound = group["bound"].to_numpy(float)
    bar = unproven & np.isfinite(bound)
    if bar.any():
        below = np.maximum(y[bar] - bound[bar], 0.0)
        ax.errorbar(
            x[bar],
            y[bar],
            yerr=[below, np.zeros_like(below)],
            fmt="none",
            ecolor=color,
            elinewidth=1.0,
            capsize=0,
            zorder=2,
            label="_nolegend_",
        )
        ax.scatter(
            x[bar],
            y[bar] - below,
            marker="_",
            s=40,
            color=color,
            linewidths=1.2,
            zorder=2,
            gid=f"bound:{name}",
            label="_nolegend_",
        )
    return any_proven, True


def _panel_legend(ax, panel: Panel, any_proven: bool, any_open: bool, any_band: bool) -> None:
    """The legend beside the panel: the series and references, then what the markers and bands mean."""
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    handles = [line for line in ax.lines if str(line.get_gid() or "").startswith((SERIES_GID, REFERENCE_GID))]
    if panel.proven and any_proven:
        handles.append(Line2D([], [], color="0.25", marker="o", linestyle="none", label="proven optimum"))
    if panel.proven and any_open:
        handles.append(
            Line2D(
                [],
                [],
                color="0.25",
                marker="o",
                markerfacecolor="white",
                linestyle="none",
                label="unproven (bar: lower bound)",
            )
        )
    if any_band:
        handles.append(Patch(color="0.5", alpha=0.3, linewidth=0, label="median, min-max over seeds"))
    if handles:
        ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0.0, frameon=False)


def _x_axis(ax, param: str, frame: pd.DataFrame, order: dict[Any, int] | None) -> None:
    from matplotlib.ticker import MaxNLocator

    ax.set_xlabel(AXIS_LABELS.get(param, param))
    if order is not None:
        ax.set_xticks(range(len(order)), [str(v) for v in order])
        return
    values = np.unique(pd.to_numeric(frame[param], errors="coerce").dropna().to_numpy(float))
    if param in INTEGER or (len(values) and np.all(values == np.round(values))):
        if len(values) <= 12:
            ax.set_xticks(values, [str(int(v)) for v in values])
        else:
            ax.xaxis.set_major_locator(MaxNLocator(integer=True))


def build_figures(
    frame: pd.DataFrame,
    grid: Mapping[str, Sequence[Any]],
    *,
    title: str = "",
    objective: str = "objective",
    measures: Sequence[Any] = (),
) -> dict[str, Any]:
    """``{"<what>_vs_<p>": matplotlib Figure}`` for every x parameter and panel (see the module
    docstring); ``objective`` is the y label of the objective (:func:`seqanon_opt.report_pages.objective_label`).
    The caller closes the figures (:func:`save_figure` does)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figures: dict[str, Any] = {}
    if frame.empty:
        return figures
    with matplotlib.rc_context(STYLE):
        for param in plot_axes(grid, frame):
            others = [p for p in grid if p not in (param, "solver", "seed") and p in frame.columns]
            keys = (
                (["spec"] if frame["spec"].nunique() > 1 else [])
                + ["solver"]
                + [p for p in others if frame[p].nunique(dropna=False) > 1]
            )
            order = {v: i for i, v in enumerate(grid[param])} if param == "variant" else None
            for panel in panels(objective, measures):
                if not any(c in frame.columns for c in panel.columns):
                    continue
                fig, ax = plt.subplots(figsize=(5.6, 3.4))
                _draw_panel(ax, panel, frame, keys, param, order)
                _x_axis(ax, param, frame, order)
                ax.set_ylabel(panel.ylabel)
                if title:
                    ax.set_title(f"{title}: {panel.what} against {param}")
                ax.grid(True, alpha=0.3, linewidth=0.6)
                figures[f"{panel.what}_vs_{param}"] = fig
    return figures


def save_figure(fig, out_dir: Path, stem: str, formats: Sequence[str] = FORMATS) -> list[Path]:
    """Write ``stem.png`` (300 dpi), ``stem.pdf`` and ``stem.svg``; close the figure."""
    import matplotlib
    import matplotlib.pyplot as plt

    paths = []
    try:
        with matplotlib.rc_context(STYLE):
            for fmt in formats:
                path = Path(out_dir) / f"{stem}.{fmt}"
                fig.savefig(path, dpi=DPI, bbox_inches="tight", metadata=METADATA.get(fmt))
                paths.append(path)
    finally:
        plt.close(fig)
    return paths
