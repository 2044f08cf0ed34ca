"""report.html: one self-contained page a person can read (inline CSS, inline SVG, no script, no network).

:func:`render_report_html` draws, from ``report.json``'s content and the run's problem, solution
and release:

* the run: spec, solver, status, objective, bound, gap, rows in / published / suppressed;
* the requirements, each with its parameters, achieved level and pass / fail;
* the re-identification risk (prosecutor, :mod:`seqanon_opt.privacy.risk`), input -> release; with a
  population (the spec's ``risk.population``) also the journalist and marketer risk;
* the transformation of each quasi-identifier, its taxonomy drawn as a tree (hand-made SVG):
  for a cut (``cut`` and ``full-domain`` models) the cut's nodes are filled, nodes above the
  cut grey, nodes below it white; for cell generalization (local recoding) the nodes some
  published cell holds are filled (with the number of cells), nodes above them only grey.
  A taxonomy of more than :data:`MAX_TREE_NODES` nodes or :data:`MAX_TREE_LEAVES` leaves is
  drawn down to the marked nodes plus one level (a cut-off subtree ends in a box labelled with
  its leaf count, "(+n)"; a node keeps at most :data:`MAX_TREE_CHILDREN` children, the rest in a
  "... n more" box), and the page says so;
* the loss per attribute (a matplotlib bar chart): the Loss Metric of quasi-identifier a,

      LM_a = (1/n) sum_i (|leaves(g_i)| - 1) / (|leaves(root)| - 1),

  g_i the node published for record i, a suppressed record counting 1 (Iyengar, "Transforming
  Data to Satisfy Privacy Constraints", KDD 2002; a taxonomy of one leaf loses 0). The table
  LM that solvers minimise is ``n * sum_a LM_a``;
* the equivalence-class size histogram of the input and of the release (records per class
  size, from ``report["risk"]``): one bar per distinct size when there are at most
  :data:`MAX_HISTOGRAM_BARS` of them, else per logarithmic bin of sizes (1, 2-4, 5-9, 10-19, 20-49,
  50-99, ...: bounds 1, 2 and 5 times the powers of ten; :func:`size_bins`).

Every text taken from the data (labels, names, messages) goes through :func:`html.escape`.
Charts are matplotlib figures (Agg backend) saved as SVG with text kept as text.
"""

from __future__ import annotations

import bisect
import io
import re
from typing import Any

import numpy as np

from .formatting import escape_html as _e
from .formatting import number, percent
from .report_tree import _FILL, MAX_TREE_CHILDREN, MAX_TREE_LEAVES, MAX_TREE_NODES, tree_svg

MAX_HISTOGRAM_BARS = 40
"""The class-size histogram draws one bar per distinct size up to this many sizes, else logarithmic bins."""

_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:0;background:#f5f6f8;
color:#1d2330}
main{max-width:1200px;margin:0 auto;padding:16px 24px 48px}
h1{font-size:24px;margin:8px 0 4px}h2{font-size:19px;margin:28px 0 8px;border-bottom:1px solid #d5d9e0;
padding-bottom:4px}h3{font-size:16px;margin:18px 0 6px}
.sub{color:#5a6372;margin:0 0 12px}
.card{background:#fff;border:1px solid #dde1e7;border-radius:6px;padding:12px 16px;margin:10px 0}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:8px}
.kv{background:#fff;border:1px solid #dde1e7;border-radius:6px;padding:8px 12px}
.kv .k{font-size:12px;color:#5a6372;text-transform:uppercase;letter-spacing:.04em}
.kv .v{font-size:18px;font-weight:600;word-break:break-word}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #dde1e7;padding:5px 8px;text-align:left;font-size:14px;vertical-align:top}
th{background:#eef0f4}
td.num{text-align:right;font-variant-numeric:tabular-nums}
.pass{color:#11703a;font-weight:700}.fail{color:#b3261e;font-weight:700}
.status-optimal,.status-feasible{color:#11703a}.status-infeasible,.status-unknown{color:#b3261e}
.attributes{display:flex;flex-wrap:wrap;gap:0 12px;align-items:flex-start}
.attributes .card{flex:0 1 auto;max-width:100%;box-sizing:border-box}.attributes .note{max-width:520px}
.tree{overflow-x:auto}.tree svg{display:block}
.legend span{display:inline-block;margin-right:16px;font-size:13px}
.sw{display:inline-block;width:12px;height:12px;border:1px solid #1d4e89;vertical-align:middle;margin-right:4px}
.note{font-size:13px;color:#5a6372}
.charts{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.charts svg{width:100%;height:auto}
"""


# ------------------------------------------------------------------ loss per attribute
def attribute_loss(problem, solution) -> dict[str, float]:
    """LM_a per quasi-identifier (module docstring): mean over the records of the published node's
    (leaves - 1) / (domain leaves - 1), a suppressed record counting 1. Empty without a solution.
    On a weighted problem row i stands for ``problem.weight[i]`` records: the nodes are counted by weight
    and n is the number of records."""
    if solution is None or solution.generalized is None:
        return {}
    n_rows = len(problem.table)
    suppressed = (
        np.zeros(n_rows, dtype=bool) if solution.suppressed is None else np.asarray(solution.suppressed, dtype=bool)
    )
    out = {}
    kept = ~suppressed
    weight = getattr(problem, "weight", None)
    n = n_rows if weight is None else int(np.sum(weight))
    kept_weight = None if weight is None or kept.all() else np.asarray(weight)[kept]
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies.get(attr)
        nodes = np.asarray(solution.generalized.get(attr, []), dtype=np.int64)
        if tax is None or len(nodes) != n_rows or n == 0:
            continue
        span = tax.n_leaves - 1
        node_lm = (tax.leaf_count - 1) / span if span > 0 else np.zeros(tax.n_nodes)
        per_node = _node_counts(nodes, kept, weight, kept_weight, tax.n_nodes)  # published cells (records)
        out[attr] = float((per_node @ node_lm + (n - int(per_node.sum()))) / n)  # + 1 per suppressed record
    return out


def _node_counts(
    nodes: np.ndarray, kept: np.ndarray, weight: np.ndarray | None, kept_weight: np.ndarray | None, n_nodes: int
) -> np.ndarray:
    """The published cells (records) at each node: the kept rows' ``nodes`` counted once each, or by
    ``weight`` (``kept_weight``: the kept rows' weights, None when every row is kept)."""
    if weight is None:
        return np.bincount(nodes if kept.all() else nodes[kept], minlength=n_nodes)
    if kept_weight is None:
        return np.bincount(nodes, weights=weight, minlength=n_nodes).round().astype(np.int64)
    return np.bincount(nodes[kept], weights=kept_weight, minlength=n_nodes).round().astype(np.int64)


# ------------------------------------------------------------------ class-size bins
def size_bins(sizes: list[int]) -> list[tuple[int, int]]:
    """The histogram's bins ``(low, high)`` (sizes low..high) for the distinct class ``sizes``: each size
    alone when there are at most :data:`MAX_HISTOGRAM_BARS`, else the logarithmic bins whose bounds are
    1, 2 and 5 times the powers of ten (1, 2-4, 5-9, 10-19, 20-49, ...), from the bin of the smallest
    size to the bin of the largest (empty bins between them kept, so the axis is continuous)."""
    sizes = sorted(set(int(v) for v in sizes))
    if len(sizes) <= MAX_HISTOGRAM_BARS:
        return [(v, v) for v in sizes]
    edges: list[int] = []
    scale = 1
    while not edges or edges[-1] <= sizes[-1]:
        edges += [scale, 2 * scale, 5 * scale]
        scale *= 10
    bins = [(lo, hi - 1) for lo, hi in zip(edges, edges[1:])]
    return [(lo, hi) for lo, hi in bins if hi >= sizes[0] and lo <= sizes[-1]]


# ------------------------------------------------------------------ charts
def _svg(fig) -> str:
    """A matplotlib figure as inline SVG (no XML prolog, no DOCTYPE)."""
    import matplotlib.pyplot as plt

    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", bbox_inches="tight", metadata={"Date": None})
    plt.close(fig)
    text = buffer.getvalue()
    return re.sub(r"<metadata>.*?</metadata>\s*", "", text[text.index("<svg") :], flags=re.DOTALL)


def _charts(loss: dict[str, float], risk: dict[str, Any] | None) -> tuple[str, str, str]:
    """The loss bar chart, the class-size histogram and (with a population) the risk bars (highest and
    average prosecutor and journalist risk, marketer risk; input vs release) as SVG ('' when there is
    nothing to draw)."""
    import matplotlib

    matplotlib.use("Agg")

    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "seqanon", "font.size": 11}):
        loss_svg = _loss_chart(loss) if loss else ""
        series = [(name, s) for name in ("input", "release") if (s := (risk or {}).get(name)) and s.get("class_sizes")]
        hist_svg = _class_size_chart(series) if series else ""
        journalist = (risk or {}).get("journalist")
        risk_svg = _risk_chart(risk, journalist) if risk and journalist and journalist.get("input") else ""
    return loss_svg, hist_svg, risk_svg


def _loss_chart(loss: dict[str, float]) -> str:
    """LM_a of every quasi-identifier a, one bar each (module docstring)."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.4))
    names = list(loss)
    ax.bar(range(len(names)), [loss[a] for a in names], color="#2f6db5")
    ax.set_xticks(
        range(len(names)),
        names,
        rotation=30 if len(names) > 6 else 0,
        ha="right" if len(names) > 6 else "center",
    )
    ax.set_ylim(0, 1)
    ax.set_ylabel("LM per attribute (0 = kept, 1 = *)")
    ax.set_title("Loss per quasi-identifier")
    for i, a in enumerate(names):
        ax.text(i, loss[a] + 0.02, f"{loss[a]:.3f}", ha="center", fontsize=9)
    return _svg(fig)


def _class_size_chart(series: list[tuple[str, dict[str, Any]]]) -> str:
    """Records per class size (bins of :func:`size_bins`) of each of ``series``: (name, its risk report)."""
    import matplotlib.pyplot as plt

    bins = size_bins([int(row["size"]) for _, s in series for row in s["class_sizes"]])
    lows = [lo for lo, _ in bins]
    fig, ax = plt.subplots(figsize=(5.6, 3.4))
    width = 0.8 / len(series)
    for j, (name, s) in enumerate(series):
        records = np.zeros(len(bins), dtype=np.int64)
        for r in s["class_sizes"]:  # distinct sizes, not classes or records
            records[bisect.bisect_right(lows, int(r["size"])) - 1] += int(r["records"])
        shown = np.flatnonzero(records)
        ax.bar(
            shown - 0.4 + width * (j + 0.5),
            records[shown],
            width=width,
            label=name,
            color=("#c9822b", "#2f6db5")[j if len(series) == 2 else int(name == "release")],
        )
    binned = any(lo != hi for lo, hi in bins)
    step = max(1, len(bins) // 12)
    ax.set_xticks(
        range(0, len(bins), step),
        [str(lo) if lo == hi else f"{lo}–{hi}" for lo, hi in bins[::step]],
        rotation=45 if binned else 0,
        ha="right" if binned else "center",
        rotation_mode="anchor",
        fontsize=8 if binned else None,
    )
    ax.set_xlabel("equivalence class size" + (" (logarithmic bins)" if binned else ""))
    ax.set_ylabel("records")
    ax.set_title("Class sizes: input vs release")
    ax.legend()
    return _svg(fig)


def _risk_chart(risk: dict[str, Any], journalist: dict[str, Any]) -> str:
    """Highest and average prosecutor risk, highest journalist risk and marketer risk, input vs release."""
    import matplotlib.pyplot as plt

    bars = [
        ("prosecutor\nhighest", risk, "highest"),
        ("prosecutor\naverage", risk, "average"),
        ("journalist\nhighest", journalist, "highest"),
        ("marketer", journalist, "marketer"),
    ]
    fig, ax = plt.subplots(figsize=(5.6, 3.4))
    sides = [side for side in ("input", "release") if journalist.get(side) and risk.get(side)]
    width = 0.8 / len(sides)
    for j, side in enumerate(sides):
        values = [float(src[side].get(key) or 0.0) for _, src, key in bars]
        ax.bar(
            [i - 0.4 + width * (j + 0.5) for i in range(len(bars))],
            values,
            width=width,
            label=side,
            color=("#c9822b", "#2f6db5")[j],
        )
    ax.set_xticks(range(len(bars)), [name for name, _, _ in bars])
    ax.set_ylim(0, 1.2)  # room above 1 for the legend: it covers no bar
    ax.set_yticks([0, 0.2, 0.4, 0.6, 0.8, 1.0])
    ax.set_ylabel("risk (probability of re-identification)")
    ax.set_title("Re-identification risk: input vs release")
    ax.legend(loc="upper center", ncol=2)
    return _svg(fig)


# ------------------------------------------------------------------ page sections
def _summary(report: dict[str, Any]) -> str:
    obj = report.get("objective") or {}
    rows = report.get("rows") or {}
    status = str(report.get("status", ""))
    items = [
        ("spec", report.get("spec")),
        ("solver", report.get("solver")),
        ("status", status),
        (f"objective ({obj.get('metric', '')})", number(obj.get("value"))),
        ("bound", number(report.get("bound"))),
        ("gap", percent(report.get("gap"))),
        ("rows in", number(rows.get("in"))),
        ("rows published", number(rows.get("out"))),
        ("suppressed", number(rows.get("suppressed"))),
        ("time", f"{report.get('runtime_s', 0):.2f} s"),
    ]
    cells = "".join(
        f'<div class="kv"><div class="k">{_e(k)}</div><div class="v'
        f'{" status-" + _e(status) if k == "status" else ""}">{_e(v)}</div></div>'
        for k, v in items
    )
    return f'<div class="grid summary">{cells}</div>'


def _requirements(report: dict[str, Any]) -> str:
    reqs = report.get("requirements") or []
    if not reqs:
        return '<p class="note">No requirement was verified (no release).</p>'
    body = []
    for req in reqs:
        params = ", ".join(
            f"{k}={', '.join(map(str, v)) if isinstance(v, (list, tuple)) else number(v)}"
            for k, v in req.get("parameters", {}).items()
        )
        ok = bool(req.get("satisfied"))
        detail = req.get("detail") or ""
        body.append(
            f'<tr class="requirement"><td>{_e(req.get("kind"))}</td><td>{_e(params)}</td>'
            f'<td class="num">{_e(number(req.get("achieved")))}</td>'
            f'<td class="{"pass" if ok else "fail"}">{"pass" if ok else "FAIL"}</td>'
            f"<td>{_e(detail)}</td></tr>"
        )
    return (
        '<table class="requirements"><tr><th>requirement</th><th>parameters</th><th>achieved</th>'
        "<th>result</th><th>detail</th></tr>" + "".join(body) + "</table>"
    )


def _risk(report: dict[str, Any]) -> str:
    risk = report.get("risk") or {}
    before, after = risk.get("input") or {}, risk.get("release") or {}
    if not before:
        return '<p class="note">No risk figures.</p>'
    rows = [
        ("records", "records", number),
        ("equivalence classes", "classes", number),
        ("highest risk", "highest", number),
        ("average risk", "average", number),
        ("lowest risk", "lowest", number),
        (f"records at risk (risk > {number(risk.get('threshold'))})", "records_at_risk", number),
        ("share at risk", "share_at_risk", percent),
    ]
    journalist = risk.get("journalist")
    table = [
        (
            ("prosecutor " if journalist and key not in ("records", "classes") else "") + label,
            fmt(before.get(key)),
            fmt(after.get(key)) if after else "-",
        )
        for label, key, fmt in rows
    ]
    if journalist:  # with a population (the spec's risk.population): 1/F_j instead of 1/f_j
        jb, ja = journalist.get("input") or {}, journalist.get("release") or {}
        table += [
            (f"journalist {label}", fmt(jb.get(key)), fmt(ja.get(key)) if ja else "-") for label, key, fmt in rows[2:]
        ]
        marketer = risk.get("marketer") or {}
        table.append(
            (
                "marketer risk (expected share re-identified)",
                number(marketer.get("input")),
                number(marketer.get("release")) if ja else "-",
            )
        )
    body = "".join(
        f'<tr><td>{_e(label)}</td><td class="num">{_e(b)}</td><td class="num">{_e(a)}</td></tr>'
        for label, b, a in table
    )
    population = risk.get("population")
    note = (
        f"; population {_e(population.get('path'))} ({_e(number(population.get('records')))} people)"
        if population
        else ""
    )
    error = journalist.get("release_error") if journalist else None
    return (
        f'<p class="note">{_e(risk.get("model", "prosecutor"))} risk on '
        f"{_e(', '.join(risk.get('quasi_identifiers', [])))}{note}</p>"
        + (f'<p class="note">journalist risk of the release not measured: {_e(error)}</p>' if error else "")
        + '<table class="risk"><tr><th>figure</th><th>input</th><th>release</th></tr>'
        + body
        + "</table>"
    )


def _transformations(report: dict[str, Any], problem, solution) -> str:
    model = getattr(problem, "model", None) or "cut"
    cuts = solution.cuts if solution is not None and solution.cuts is not None else None
    kept = None
    if solution is not None and solution.suppressed is not None:
        kept = ~np.asarray(solution.suppressed, dtype=bool)
    parts = [
        '<div class="legend">'
        + "".join(
            f'<span><i class="sw" style="background:{_FILL[k]}"></i>{_e(t)}</span>'
            for k, t in (
                ("marked", "published (in the cut / used by a cell)"),
                ("above", "above: not published"),
                ("below", "below: generalized away"),
            )
        )
        + '</div><div class="attributes">'
    ]
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies.get(attr)
        if tax is None:
            continue
        counts = None
        if cuts is not None and attr in cuts:
            nodes = np.asarray(cuts[attr], dtype=np.int64)
            how = (
                f"cut of {len(nodes)} node(s): "
                + ", ".join(tax.labels[v] for v in nodes[:12])
                + (", ..." if len(nodes) > 12 else "")
            )
        elif solution is not None and solution.generalized is not None and attr in solution.generalized:
            cells = np.asarray(solution.generalized[attr], dtype=np.int64)
            weight = getattr(problem, "weight", None)
            if weight is None:
                cells = cells[kept] if kept is not None else cells
                used, n_used = np.unique(cells, return_counts=True)
            else:  # a row of a tuple table is weight[i] cells
                rows = kept if kept is not None else np.ones(len(cells), dtype=bool)
                per_node = np.bincount(cells[rows], weights=np.asarray(weight)[rows], minlength=tax.n_nodes)
                used = np.flatnonzero(per_node > 0)
                n_used = per_node[used].round().astype(np.int64)
            nodes, counts = used, dict(zip(used.tolist(), n_used.tolist()))
            how = f"cell generalization: {len(used)} distinct node(s) published (×: number of cells)"
        else:
            continue
        svg, collapsed = tree_svg(tax, nodes, counts)
        note = (
            f" Large taxonomy ({tax.n_nodes} nodes, {tax.n_leaves} leaves): drawn down to the published nodes "
            "plus one level; "
            "(+n) counts the leaves of a subtree not drawn, '... n more' the children not drawn."
            if collapsed
            else ""
        )
        parts.append(
            f'<div class="card attribute"><h3>{_e(attr)}</h3><p class="note">{_e(how)} '
            f"[{_e(model)} model; {tax.n_leaves} leaves, height {tax.height}].{_e(note)}</p>"
            f'<div class="tree">{svg}</div></div>'
        )
    return "".join(parts) + "</div>"


def render_report_html(report: dict[str, Any], problem, solution, release) -> str:
    """One self-contained HTML page of a run (module docstring). ``release`` is accepted for the
    pipeline's call; the figures come from ``report`` and ``solution`` (the release's own
    content is what ``report["risk"]`` measured)."""
    del release  # everything drawn is in the report or the solution the release was published from
    loss = attribute_loss(problem, solution)
    loss_svg, hist_svg, risk_svg = _charts(loss, report.get("risk"))
    risk_chart = f'<div class="charts"><div class="card chart risk">{risk_svg}</div></div>' if risk_svg else ""
    title = f"seqanon report: {report.get('spec', '')}"
    message = report.get("message") or ""
    charts = "".join(
        f'<div class="card chart {cls}">{svg}</div>'
        for cls, svg in (("loss", loss_svg), ("histogram", hist_svg))
        if svg
    )
    loss_rows = "".join(f'<tr><td>{_e(a)}</td><td class="num">{v:.4f}</td></tr>' for a, v in loss.items())
    loss_table = (
        ('<table class="loss"><tr><th>attribute</th><th>LM (mean per record)</th></tr>' + loss_rows + "</table>")
        if loss
        else ""
    )
    page = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{_e(title)}</title><style>{_CSS}</style></head>
<body><main>
<h1>{_e(title)}</h1>
<p class="sub">{_e(report.get("source") or "")}{(" — " + _e(message)) if message else ""}</p>
<h2>Run</h2>{_summary(report)}
<h2>Requirements</h2>{_requirements(report)}
<h2>Transformation per attribute</h2>{_transformations(report, problem, solution)}
<h2>Loss and class sizes</h2><div class="charts">{charts}</div>{loss_table}
<p class="note">LM per attribute: mean over records of (leaves under the published node − 1) / (leaves of the
domain − 1); a suppressed record counts 1. The table LM is records × the sum over attributes.</p>
<h2>Re-identification risk</h2>{_risk(report)}{risk_chart}
</main></body></html>
"""
    return re.sub(r"[ \t]+\n", "\n", page)


__all__ = [
    "MAX_HISTOGRAM_BARS",
    "MAX_TREE_CHILDREN",
    "MAX_TREE_LEAVES",
    "MAX_TREE_NODES",
    "attribute_loss",
    "render_report_html",
    "size_bins",
    "tree_svg",
]
