"""report.html of `seqanon compare`: what results.md holds (the sweep, its variants, the paper's numbers,
the summary table, every cell, proven optima and violations marked) and every plot of the sweep
embedded: each ``<stem>.svg`` file inline (its element ids prefixed per plot so that two plots never
share an id), or the PNG as a base64 ``data:`` URI when the SVG is absent. Self-contained, in the
style of :mod:`seqanon_opt.report_pages`; every text taken from the data goes through :func:`html.escape`.
"""

from __future__ import annotations

import base64
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

import pandas as pd

from ..formatting import escape_html as _e
from ..report_pages import html_page, html_table, key_value_grid
from .summary import summary_table
from .sweep_types import Sweep


def _prefix_ids(svg: str, prefix: str) -> str:
    """Every ``id`` of ``svg`` and every reference to one (``url(#..)``, ``href="#.."``) prefixed."""
    svg = re.sub(r'\bid="([^"]+)"', lambda m: f'id="{prefix}{m.group(1)}"', svg)
    svg = re.sub(r"url\(#([^)]+)\)", lambda m: f"url(#{prefix}{m.group(1)})", svg)
    return re.sub(r'href="#([^"]+)"', lambda m: f'href="#{prefix}{m.group(1)}"', svg)


def embed_plot(out_dir: Path, png_name: str, index: int) -> str:
    """The plot ``png_name`` as inline markup: its SVG sibling inline (no prolog, no metadata), or
    the PNG as a base64 data URI; '' when neither file exists."""
    stem = Path(png_name).stem
    svg_path, png_path = Path(out_dir) / f"{stem}.svg", Path(out_dir) / png_name
    if svg_path.exists():
        text = svg_path.read_text(encoding="utf-8")
        text = text[text.index("<svg") :] if "<svg" in text else ""
        text = re.sub(r"<metadata>.*?</metadata>\s*", "", text, flags=re.DOTALL)
        if text:
            return _prefix_ids(text.strip(), f"p{index}-")
    if png_path.exists():
        data = base64.b64encode(png_path.read_bytes()).decode("ascii")
        return f'<img alt="{_e(stem)}" src="data:image/png;base64,{data}">'
    return ""


def render_compare_html(out_dir: Path, sweep: Sweep, frame: pd.DataFrame, plots: Iterable[str]) -> str:
    """The page of `seqanon compare` (module docstring): ``frame`` the sweep's rows, ``plots`` the
    PNG names :func:`seqanon_opt.compare.outputs.write_plots` wrote into ``out_dir``."""
    shown = frame.dropna(axis=1, how="all") if len(frame) else frame
    try:
        command = Path(os.path.relpath(sweep.path, Path.cwd())).as_posix()
    except ValueError:  # another drive
        command = str(sweep.path)
    statuses = shown["status"].value_counts().to_dict() if "status" in shown else {}
    violating = int((shown["verified"] == "NO").sum()) if "verified" in shown else 0
    parts = [
        key_value_grid(
            [
                ("sweep", sweep.name),
                ("specs", ", ".join(sweep.specs)),
                ("cells", len(frame)),
                ("statuses", ", ".join(f"{n} {s}" for s, n in sorted(statuses.items())) or "-"),
                ("violations", violating),
            ]
        )
    ]
    grid = "".join(f"<tr><td>{_e(p)}</td><td>{_e(', '.join(map(str, v)))}</td></tr>" for p, v in sweep.grid.items())
    if grid:
        parts.append(
            '<h3>Grid</h3><table class="grid-params"><tr><th>parameter</th><th>values</th></tr>' + grid + "</table>"
        )
    parts.append(
        f'<p class="note">Regenerate: <code>seqanon compare {_e(command)}</code> (cells already in '
        "results.csv are skipped; delete it to rerun them).</p>"
    )
    if sweep.variants:
        parts.append(
            '<h2>Variants</h2><table class="variants"><tr><th>variant</th><th>patch</th></tr>'
            + "".join(
                f"<tr><td>{_e(name)}</td><td><code>{_e(json.dumps(patch, sort_keys=True))}</code></td></tr>"
                for name, patch in sweep.variants.items()
            )
            + "</table>"
        )
    if sweep.paper:
        parts.append(
            '<h2>The paper\'s numbers</h2><table class="paper"><tr><th>what</th><th>paper</th></tr>'
            + "".join(f"<tr><td>{_e(k)}</td><td>{_e(v)}</td></tr>" for k, v in sweep.paper.items())
            + "</table>"
        )
    summary = summary_table(sweep, frame)
    if summary is not None:
        assert sweep.summary is not None  # summary_table returns a table only for a sweep with a summary
        parts.append(
            f"<h2>Summary: mean of {_e(', '.join(sweep.summary.columns))} per "
            f"{_e(', '.join(sweep.summary.by))}</h2>" + html_table(summary, css="summary-table")
        )
    images = [(Path(p).stem, embed_plot(out_dir, p, i)) for i, p in enumerate(plots)]
    images = [(stem, markup) for stem, markup in images if markup]
    if images:
        parts.append(
            '<h2>Plots</h2><div class="plots">'
            + "".join(
                f'<div class="card plot" id="plot-{_e(stem)}"><h3>{_e(stem)}</h3>{markup}</div>'
                for stem, markup in images
            )
            + "</div>"
            '<p class="note">Filled markers: proven optima; open markers: no optimality proof, the bar '
            "going down to the solver's lower bound; shaded: min-max over seeds around the median.</p>"
        )
    else:
        parts.append('<p class="note">No plot: nothing varies along a numeric parameter or a variant.</p>')
    if len(shown):
        parts.append(
            f"<h2>Every cell ({len(shown)})</h2>"
            + html_table(shown, css="cells").replace('<div class="scroll">', '<div class="scroll tall">', 1)
            + '<p class="note">Highlighted rows publish a release that fails a requirement; '
            "<i>proven optimum</i>: status optimal.</p>"
        )
    description = _e(sweep.description.strip()) if sweep.description else ""
    return html_page(f"seqanon compare: {sweep.name}", description, "".join(parts))


__all__ = ["embed_plot", "render_compare_html"]
