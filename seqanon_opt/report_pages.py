"""report.html of `seqanon check`, and the pieces of `seqanon compare`'s: self-contained pages (inline CSS, inline SVG,
no script, no network), in the style of the run's page (:mod:`seqanon_opt.report_html`).

* :func:`render_check_html`, written by :func:`seqanon_opt.check.write_check` beside check.csv: the
  spec (name, source, rows, quasi-identifiers, requirements and their parameters, objective), the
  gap table (one row per solver: status, objective, the solver's own bound or optimum, the gap
  against the best bound of all rows, ``gap = (objective - best bound) / objective``, time,
  verified, the level each requirement achieved), a proven optimum marked (status ``optimal``: the
  objective equals the solver's proven bound), a release failing its requirements highlighted,
  and a bar chart of the objective per solver with the best bound drawn as a horizontal line;
* the building blocks of both pages (:func:`html_page`, :func:`key_value_grid`, :func:`html_table`) and
  the objective's axis label (:func:`objective_label`); the page of `seqanon compare` is
  :func:`seqanon_opt.compare.page.render_compare_html`.

Every text taken from the data goes through :func:`html.escape`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from typing import Any

import pandas as pd

from .formatting import escape_html as _e
from .formatting import number
from .report_html import _CSS, _svg

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

#: the y-axis unit of each objective (how :func:`seqanon_opt.metrics.table_loss` sums it)
OBJECTIVE_UNITS = {
    "LM": "table total",
    "EM": "table total",
    "distortion": "table total",
    "discernibility": "table total",
    "class-entropy": "mean per record",
    "ILeft": "mean per record",
    "IL": "reposition cost, table total",
}
"""A row of this status is a proven optimum: its objective equals its own proven lower bound."""


def html_page(title: str, subtitle: str, body: str) -> str:
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


def key_value_grid(items: Iterable[tuple[str, Any]]) -> str:
    return (
        '<div class="grid summary">'
        + "".join(f'<div class="kv"><div class="k">{_e(k)}</div><div class="v">{_e(v)}</div></div>' for k, v in items)
        + "</div>"
    )


def html_table(
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


def objective_label(objectives: Sequence[str], swept: bool = False) -> str:
    """The objective's y-axis label: "LM (table total)"; "objective (LM, EM)" when specs differ;
    "objective (the line's metric)" when ``metric`` is swept (each series is one metric)."""
    names = list(dict.fromkeys(o for o in objectives if o))
    if swept:
        return "objective (the line's metric)"
    if len(names) == 1:
        unit = OBJECTIVE_UNITS.get(names[0])
        return f"{names[0]} ({unit})" if unit else names[0]
    return f"objective ({', '.join(names)})" if names else "objective"


def check_chart(problem, rows, best: float | None) -> str:
    """Bars: the objective per solver (dark: proven optimum; light: no proof; red: the release
    fails its requirements); a dashed line at the best bound of all rows. '' without any objective."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

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
        handles: list[Any] = [  # patches, then the best bound's line
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


def render_check_html(problem, rows, frame: pd.DataFrame, best: float | None) -> str:
    """The page of `seqanon check` (module docstring); ``rows`` are the
    :class:`seqanon_opt.check.CheckRow`, ``frame`` their :func:`seqanon_opt.check.check_table` and
    ``best`` their :func:`seqanon_opt.check.best_bound`."""
    known = ["solver", "kind", "status", "loss", "optimum_or_bound", "gap_pct", "time_s", "verified"]
    order = [c for c in known if c in frame.columns] + [c for c in frame.columns if c not in known]
    headers = {
        "loss": f"objective ({problem.objective})",
        "optimum_or_bound": "own optimum / bound",
        "gap_pct": "gap to best bound (%)",
        "time_s": "time (s)",
    }
    headers.update({c: f"achieved: {c}" for c in order if c not in known})
    table = html_table(frame[order], headers, css="gap")
    spec = key_value_grid(
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
    return html_page(f"seqanon check: {problem.name}", _e(problem.source or ""), body)


__all__ = [
    "OBJECTIVE_UNITS",
    "check_chart",
    "html_page",
    "html_table",
    "key_value_grid",
    "objective_label",
    "render_check_html",
]
