"""report.html of `seqanon check` and `seqanon compare`: self-contained pages (inline CSS, inline SVG,
no script, no network), in the style of the run's page (:mod:`seqanon_opt.report_html`).

* :func:`render_check_html`, written by :func:`seqanon_opt.check.write_check` beside check.csv: the
  spec (name, source, rows, quasi-identifiers, requirements and their parameters, objective), the
  gap table (one row per solver: status, objective, the solver's own bound or optimum, the gap
  against the best bound of all rows, ``gap = (objective - best bound) / objective``, time,
  verified, the level each requirement achieved), a proven optimum marked (status ``optimal``: the
  objective equals the solver's proven bound), a release failing its requirements highlighted,
  and a bar chart of the objective per solver with the best bound drawn as a horizontal line;
* :func:`render_compare_html`, written by `seqanon compare` beside results.csv: what results.md
  holds (the sweep, its variants, the paper's numbers, the summary table, every cell, proven optima
  and violations marked as above) and every plot of the sweep embedded: each ``<stem>.svg`` file
  inline (its element ids prefixed per plot so that two plots never share an id), or the PNG as a
  base64 ``data:`` URI when the SVG is absent.

Every text taken from the data goes through :func:`html.escape`.
"""

from __future__ import annotations

import base64
import json
import math
import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from .formatting import number
from .report_html import _CSS, _e, _svg

_EXTRA_CSS = """
.scroll{overflow-x:auto;max-width:100%}
.scroll.tall{max-height:640px;overflow-y:auto}
tr.violation td{background:#fdecea}
tr.proven td.status{font-weight:700}
.badge{display:inline-block;font-size:11px;border-radius:3px;padding:0 5px;margin-left:6px;
vertical-align:1px;white-space:nowrap}
.badge.proven{background:#dff3e6;color:#11703a;border:1px solid #9fd3b1}
.badge.violation{background:#fbd9d6;color:#b3261e;border:1px solid #eba39c}
td.fail,tr.violation td.fail{background:#f8c9c4}
td.nowrap{white-space:nowrap}
.plots{display:grid;grid-template-columns:repeat(auto-fit,minmax(520px,1fr));gap:12px}
.plots .card{margin:0}.plots svg,.plots img{width:100%;height:auto;display:block}
.plots h3{margin:0 0 6px;font-size:14px;font-family:monospace}
ul.violations li{color:#b3261e}
code{background:#eef0f4;padding:1px 4px;border-radius:3px}
"""

PROVEN = "optimal"
"""A row of this status is a proven optimum: its objective equals its own proven lower bound."""


def _page(title: str, subtitle: str, body: str) -> str:
    page = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{_e(title)}</title><style>{_CSS}{_EXTRA_CSS}</style></head>
<body><main>
<h1>{_e(title)}</h1>
<p class="sub">{subtitle}</p>
{body}
</main></body></html>
"""
    return re.sub(r"[ \t]+\n", "\n", page)


def _missing(value: Any) -> bool:
    return value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value))


def _cell_text(value: Any) -> str:
    return "-" if _missing(value) else number(value)


def _grid(items: Iterable[tuple[str, Any]]) -> str:
    return (
        '<div class="grid summary">'
        + "".join(f'<div class="kv"><div class="k">{_e(k)}</div><div class="v">{_e(v)}</div></div>' for k, v in items)
        + "</div>"
    )


def _table(
    frame: pd.DataFrame, headers: dict[str, str] | None = None, *, css: str = "", numeric: Sequence[str] = ()
) -> str:
    """``frame`` as an HTML table; a row whose ``verified`` is NO gets the class ``violation``,
    a row of status optimal ``proven`` (with a badge in its status cell); a cell reading FAIL / NO
    gets ``fail``, one reading ok / yes ``pass``."""
    headers = headers or {}
    head = "".join(f"<th>{_e(headers.get(c, c))}</th>" for c in frame.columns)
    body = []
    for record in frame.astype(object).to_dict("records"):
        verified = str(record.get("verified", ""))
        status = str(record.get("status", ""))
        classes = [c for c, on in (("violation", verified == "NO"), ("proven", status == PROVEN)) if on]
        cells = []
        for column, value in record.items():
            text = _cell_text(value)
            cls = (
                ["num"]
                if column in numeric
                or (not _missing(value) and isinstance(value, (int, float)) and not isinstance(value, bool))
                else []
            )
            if column == "status":
                cls.append("status")
            if column in ("solver", "status", "cell_id", "spec", "verified"):
                cls.append("nowrap")
            if text == "NO" or text.endswith("FAIL") or text.startswith("FAIL"):
                cls.append("fail")
            elif (column == "verified" and text == "yes") or text.endswith(" ok"):
                cls.append("pass")
            badge = ""
            if column == "status" and status == PROVEN:
                badge = '<span class="badge proven" title="objective = its proven bound">proven optimum</span>'
            elif column == "verified" and verified == "NO":
                badge = '<span class="badge violation">violates</span>'
            attr = f' class="{" ".join(cls)}"' if cls else ""
            cells.append(f"<td{attr}>{_e(text)}{badge}</td>")
        attr = f' class="{" ".join(classes)}"' if classes else ""
        body.append(f"<tr{attr}>" + "".join(cells) + "</tr>")
    return f'<div class="scroll"><table class="{_e(css)}"><tr>{head}</tr>' + "".join(body) + "</table></div>"


# ------------------------------------------------------------------ check
def _requirement_rows(problem) -> str:
    rows = []
    for requirement in problem.requirements:
        params = requirement.parameters()
        text = ", ".join(
            f"{k}={', '.join(map(str, v)) if isinstance(v, (list, tuple)) else number(v)}" for k, v in params.items()
        )
        rows.append(f"<tr><td>{_e(requirement.kind)}</td><td>{_e(text)}</td></tr>")
    if not rows:
        return '<p class="note">No requirement.</p>'
    return '<table class="requirements"><tr><th>requirement</th><th>parameters</th></tr>' + "".join(rows) + "</table>"


def check_chart(problem, rows, best: float | None) -> str:
    """Bars: the objective per solver (dark: proven optimum; light: no proof; red: the release
    fails its requirements); a dashed line at the best bound of all rows. '' without any objective."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    from .compare.plots import objective_label

    drawn = [r for r in rows if r.solution.status.has_solution and r.solution.objective is not None]
    if not drawn:
        return ""
    colours = {"proven": "#2f6db5", "open": "#9dbbe0", "violation": "#b3261e"}

    def kind(r) -> str:
        return "violation" if r.violates else ("proven" if r.solution.status.value == PROVEN else "open")

    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "seqanon", "font.size": 10}):
        fig, ax = plt.subplots(figsize=(max(4.8, 1.1 * len(drawn) + 2.6), 3.4))
        values = [float(r.solution.objective) for r in drawn]
        xs = range(len(drawn))
        ax.bar(xs, values, color=[colours[kind(r)] for r in drawn], edgecolor="#1d4e89", linewidth=0.8, zorder=2)
        top = max(values + ([best] if best is not None else []))
        for x, v in zip(xs, values):
            ax.text(x, v + 0.01 * (top or 1), number(v), ha="center", va="bottom", fontsize=8.5)
        handles = [
            Patch(color=colours[k], label=label)
            for k, label in (
                ("proven", "proven optimum"),
                ("open", "no optimality proof"),
                ("violation", "violates requirements"),
            )
            if any(kind(r) == k for r in drawn)
        ]
        if best is not None:
            ax.axhline(best, color="#1d2330", linestyle="--", linewidth=1.2, zorder=3)
            handles.append(Line2D([], [], color="#1d2330", linestyle="--", label=f"best bound {number(best)}"))
        ax.set_xticks(
            list(xs),
            [r.solver for r in drawn],
            rotation=20 if len(drawn) > 4 else 0,
            ha="right" if len(drawn) > 4 else "center",
        )
        ax.set_ylim(0, 1.12 * top if top > 0 else 1)
        ax.set_ylabel(objective_label([problem.objective]))
        ax.set_title(f"Objective per solver: {problem.name}")
        ax.grid(True, axis="y", alpha=0.3, linewidth=0.6, zorder=0)
        ax.legend(
            handles=handles,
            loc="upper left",
            bbox_to_anchor=(1.02, 1.0),
            borderaxespad=0.0,
            frameon=False,
            fontsize=8.5,
        )
        return _svg(fig).strip()


def render_check_html(problem, rows, frame: pd.DataFrame) -> str:
    """The page of `seqanon check` (module docstring); ``rows`` are the
    :class:`seqanon_opt.check.CheckRow` and ``frame`` their :func:`seqanon_opt.check.check_table`."""
    from .check import best_bound

    best = best_bound(rows)
    known = ["solver", "kind", "status", "loss", "optimum_or_bound", "gap_pct", "time_s", "verified"]
    order = [c for c in known if c in frame.columns] + [c for c in frame.columns if c not in known]
    headers = {
        "loss": f"objective ({problem.objective})",
        "optimum_or_bound": "own optimum / bound",
        "gap_pct": "gap to best bound (%)",
        "time_s": "time (s)",
    }
    headers.update({c: f"achieved: {c}" for c in order if c not in known})
    table = _table(frame[order], headers, css="gap")
    spec = _grid(
        [
            ("spec", problem.name),
            ("rows", number(problem.n_rows)),
            ("quasi-identifiers", ", ".join(problem.quasi_identifiers)),
            ("objective", problem.objective),
            ("model", problem.model),
            ("best bound", _cell_text(best)),
            ("solvers", len(rows)),
        ]
    )
    violations = [r for r in rows if r.violates]
    warn = ""
    if violations:
        warn = (
            '<h2>Violations</h2><ul class="violations">'
            + "".join(f"<li><b>{_e(r.solver)}</b>: {_e('; '.join(r.verification.failures()))}</li>" for r in violations)
            + "</ul>"
        )
    messages = "".join(
        f"<tr><td>{_e(r.solver)}</td><td>{_e(r.solution.message)}</td></tr>" for r in rows if r.solution.message
    )
    chart = check_chart(problem, rows, best)
    body = (
        f"<h2>Spec</h2>{spec}<h3>Requirements</h3>{_requirement_rows(problem)}"
        f"<h2>Solvers</h2>{table}"
        '<p class="note">gap to best bound = (objective − best bound) / objective, the best bound being '
        "the largest lower bound any solver proved; a proven optimum is a status <i>optimal</i> row (its "
        "objective equals its own proven bound). Highlighted rows publish a release that fails a "
        "requirement.</p>"
        + warn
        + (
            f'<div class="charts"><div class="card chart check">{chart}</div></div>'
            if chart
            else '<p class="note">No solver found a solution: nothing to chart.</p>'
        )
        + (
            '<h2>Solver messages</h2><table class="messages"><tr><th>solver</th><th>message</th></tr>'
            + messages
            + "</table>"
            if messages
            else ""
        )
    )
    return _page(f"seqanon check: {problem.name}", _e(problem.source or ""), body)


# ------------------------------------------------------------------ compare
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


def render_compare_html(out_dir: Path, sweep, frame: pd.DataFrame, plots: Iterable[str]) -> str:
    """The page of `seqanon compare` (module docstring): ``frame`` the sweep's rows, ``plots`` the
    PNG names :func:`seqanon_opt.compare.outputs.write_plots` wrote into ``out_dir``."""
    from .compare.outputs import summary_table

    shown = frame.dropna(axis=1, how="all") if len(frame) else frame
    try:
        command = Path(os.path.relpath(sweep.path, Path.cwd())).as_posix()
    except ValueError:  # another drive
        command = str(sweep.path)
    statuses = shown["status"].value_counts().to_dict() if "status" in shown else {}
    violating = int((shown["verified"] == "NO").sum()) if "verified" in shown else 0
    parts = [
        _grid(
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
        parts.append(
            f"<h2>Summary: mean of {_e(', '.join(sweep.summary.columns))} per "
            f"{_e(', '.join(sweep.summary.by))}</h2>" + _table(summary, css="summary-table")
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
            + _table(shown, css="cells").replace('<div class="scroll">', '<div class="scroll tall">', 1)
            + '<p class="note">Highlighted rows publish a release that fails a requirement; '
            "<i>proven optimum</i>: status optimal.</p>"
        )
    description = _e(sweep.description.strip()) if sweep.description else ""
    return _page(f"seqanon compare: {sweep.name}", description, "".join(parts))


__all__ = ["check_chart", "embed_plot", "render_check_html", "render_compare_html"]
