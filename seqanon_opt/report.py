"""report.json and the one-screen summary (the folder itself is written by :mod:`seqanon_opt.output`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from .formatting import number, percent
from .metrics import CELL_METRICS, record_losses, weighted_max, weighted_mean, weighted_total
from .privacy.risk import risk_line, risk_report
from .problem import Problem
from .release import dropped_columns, publish, published_columns
from .solution import Solution
from .verify import Verification


def utility_metrics(problem: Problem, solution: Solution) -> dict[str, dict[str, float]]:
    """Every metric that applies, per table (total) and per record (mean and max); the records'
    groups are computed once for all of them (:func:`seqanon_opt.metrics.record_losses`).

    On a weighted problem (row i stands for ``w_i = problem.weight[i]`` records) the total is
    ``sum_i w_i * loss_i``, the mean ``sum_i w_i * loss_i / sum_i w_i`` and the max is over the rows
    with ``w_i > 0``: the figures of the expanded table."""
    names = list(CELL_METRICS) + ["discernibility", "ILeft"]
    if problem.class_attribute:
        names.append("class-entropy")
    out = {}
    weight = problem.weight
    assert solution.generalized is not None and solution.suppressed is not None  # a solution with a release
    per_metric = record_losses(problem, solution.generalized, solution.suppressed, names)
    for name in names:
        losses = per_metric.pop(name)
        mean = weighted_mean(losses, weight) if weight is not None else float(losses.mean())
        out[name] = {
            "table": mean if name in ("ILeft", "class-entropy") else weighted_total(losses, weight),
            "per_record_mean": mean,
            "per_record_max": weighted_max(losses, weight),
        }
    return out


def suppressed_records(problem: Problem, solution: Solution) -> int:
    """The records ``solution`` suppresses: its suppressed rows, each counting ``problem.weight[i]``."""
    if solution.suppressed is None:
        return 0
    return problem.count_records(solution.suppressed)


def build_report(
    problem: Problem, solution: Solution, verification: Verification | None, release: pd.DataFrame | None = None
) -> dict[str, Any]:
    """The report.json content: the solve, the rows in and out, the columns published and dropped,
    each requirement as verified, the cuts, the utility metrics and the re-identification risk.

    ``rows.out`` is 0 when there is no release (infeasible, or no solution in time). ``rows`` count
    records: on a weighted problem (a tuple table, ``problem.weight``) a row counts its weight, and the
    metrics and the risk count by weight too (the release's rows weigh ``problem.weight[release.index]``).
    ``rows.tuples`` (weighted problems only) gives the tuple table's rows in and suppressed.
    ``risk``: :func:`seqanon_opt.privacy.risk.risk_report` of the input and of ``release``
    (published here from ``solution`` when not given), grouped on the release's content alone; with the
    spec's ``risk.population`` also the journalist and marketer risk (``problem.population``).
    """
    suppressed = suppressed_records(problem, solution)
    published = problem.n_records - suppressed if solution.status.has_solution else 0
    report: dict[str, Any] = {
        "spec": problem.name,
        "source": problem.source,
        "solver": solution.solver,
        "status": solution.status.value,
        "objective": {"metric": problem.objective, "value": solution.objective},
        "bound": solution.bound,
        "gap": solution.gap,
        "runtime_s": round(solution.runtime_s, 6),
        "requirements": [],
        "rows": {
            "read": problem.rows_read,
            "dropped_missing": problem.rows_dropped_missing,
            "in": problem.n_records,
            "out": published,
            "suppressed": suppressed,
        },
        "columns": {"published": published_columns(problem), "dropped": dropped_columns(problem)},
        "statistics": solution.statistics,
        "message": solution.message,
    }
    if problem.weight is not None:  # the tuple table itself: distinct rows, not records
        report["rows"]["tuples"] = {"in": problem.n_rows, "suppressed": solution.suppressed_count}
    if verification is not None:
        report["requirements"] = [c.to_dict() for c in verification.checks]
        report["structure_errors"] = verification.structure_errors
    if solution.cuts is not None:
        report["cuts"] = {a: [problem.taxonomies[a].labels[v] for v in nodes] for a, nodes in solution.cuts.items()}
    if solution.generalized is not None:
        report["metrics"] = utility_metrics(problem, solution)
    if release is None and solution.generalized is not None and solution.suppressed is not None:
        release = publish(problem, solution)
    report["risk"] = risk_report(problem, release)
    if problem.kind == "temporal" and solution.timestamps is not None and solution.suppressed is not None:
        report["temporal"] = temporal_report(problem, solution)  # never weighted: build_problem refuses it
    return report


def temporal_report(problem: Problem, solution: Solution) -> dict[str, Any]:
    """Temporal outputs, recomputed from the rows' original and published timestamps.

    ``total_il``: Eq. (2) over the whole stream, each record once at its final place
    (mu(TS' - TS) published, beta_s suppressed; distances in snapshot positions);
    ``window_il``: IL(D'[i+1..i+w]) of every solved window as the solver reported it;
    ``snapshots``: per snapshot its original size, published size, records moved in
    (published here from earlier snapshots), moved out (own records published later)
    and suppressed; ``window_queries``: see :mod:`seqanon_opt.temporal.queries`.
    """
    from .temporal.queries import count_matrix, window_query_distortion

    assert solution.timestamps is not None  # a temporal solution (build_report)
    settings = problem.temporal
    assert settings is not None  # a temporal problem's (build_report)
    labels = list(settings.snapshots)
    index = {label: p for p, label in enumerate(labels)}
    original = np.asarray(settings.snapshot_of_row)
    published = np.array([index[str(v)] for v in solution.timestamps], dtype=np.int64)
    kept = ~np.asarray(solution.suppressed, dtype=bool)
    values = list(settings.values)
    code = {v: i for i, v in enumerate(values)}
    codes = np.array([code[v] for v in problem.table[problem.sensitive]], dtype=np.int64)
    mu, beta = settings.mu, np.asarray(settings.beta)
    distance = (published - original)[kept]
    steps, counts = np.unique(distance, return_counts=True)
    total_il = float(sum(k * mu(int(d)) for d, k in zip(steps, counts)) + beta[codes[~kept]].sum())
    n_snap = len(labels)
    moved = kept & (published != original)
    size = np.bincount(original, minlength=n_snap)
    pub = np.bincount(published[kept], minlength=n_snap)
    moved_in = np.bincount(published[moved], minlength=n_snap)
    moved_out = np.bincount(original[moved], minlength=n_snap)
    suppressed = np.bincount(original[~kept], minlength=n_snap)
    queries = window_query_distortion(
        count_matrix(original, codes, n_snap, len(values)),
        count_matrix(published[kept], codes[kept], n_snap, len(values)),
        settings.query_lengths,
    )
    return {
        "window": settings.window,
        "mu": mu.describe(),
        "mu_kind": settings.mu_kind,
        "beta": dict(zip(values, beta.tolist())),
        "total_il": total_il,
        "window_il": solution.statistics.get("window_il"),
        "records": {
            "in": int(len(kept)),
            "published_in_place": int((kept & ~moved).sum()),
            "repositioned": int(moved.sum()),
            "suppressed": int((~kept).sum()),
            "max_distance": int(distance.max(initial=0)),
        },
        "snapshots": [
            {
                "timestamp": labels[t],
                "size": int(size[t]),
                "published": int(pub[t]),
                "moved_in": int(moved_in[t]),
                "moved_out": int(moved_out[t]),
                "suppressed": int(suppressed[t]),
            }
            for t in range(n_snap)
        ],
        "window_queries": queries,
    }


def summary(report: dict[str, Any]) -> str:
    """A one-screen plain-text summary of a report (numbers as :mod:`seqanon_opt.formatting` prints them)."""
    obj = report["objective"]
    rows = report["rows"]
    lines = [
        f"spec      {report['spec']}",
        f"solver    {report['solver']}   status {report['status'].upper()}   time {report['runtime_s']:.2f} s",
        f"objective {obj['metric']} = {number(obj['value'])}   bound {number(report['bound'])}   "
        f"gap {percent(report['gap'])}",
        f"rows      {number(rows['in'])} in, {number(rows['out'])} published, {number(rows['suppressed'])} suppressed"
        + (f", {number(rows['dropped_missing'])} dropped (missing values)" if rows["dropped_missing"] else ""),
    ]
    columns = report.get("columns") or {}
    if columns.get("dropped"):
        lines.append(
            f"columns   {', '.join(columns['published'])} published; not published (not declared): "
            f"{', '.join(columns['dropped'])}"
        )
    for req in report["requirements"]:
        mark = "ok  " if req["satisfied"] else "FAIL"
        params = ", ".join(f"{k}={number(v)}" for k, v in req["parameters"].items() if k != "quasi_identifiers")
        lines.append(f"  [{mark}] {req['kind']} ({params}): achieved {number(req['achieved'])}")
    for attr, cut in (report.get("cuts") or {}).items():
        shown = ", ".join(cut[:8]) + (f", ... ({len(cut)} nodes)" if len(cut) > 8 else "")
        lines.append(f"  cut {attr}: {shown}")
    if "metrics" in report:
        parts = [f"{name} {number(m['table'])}" for name, m in report["metrics"].items()]
        lines.append("  utility: " + ", ".join(parts))
    if report.get("risk"):
        lines.append("  " + risk_line(report["risk"]))
    if "temporal" in report:
        t = report["temporal"]
        r = t["records"]
        lines.append(
            f"  temporal: total IL {number(t['total_il'])} over {len(t['snapshots'])} snapshots, window "
            f"{t['window']}; {r['repositioned']} repositioned (max distance {r['max_distance']}), "
            f"{r['suppressed']} suppressed"
        )
        for q in t["window_queries"]:
            if q["queries"]:
                lines.append(
                    f"  window queries of length {q['length']}: mean abs error "
                    f"{number(q['mean_absolute_error'])}, mean rel error {number(q['mean_relative_error'])}"
                )
    if report.get("message"):
        lines.append(f"  note: {report['message']}")
    return "\n".join(lines)


def _json_default(value: Any) -> Any:
    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, (np.floating,)):
        return float(value)
    if isinstance(value, np.ndarray):
        return value.tolist()
    raise TypeError(f"cannot write {type(value).__name__} to JSON")


def json_text(report: dict[str, Any]) -> str:
    """report.json's text (NumPy numbers and arrays written as plain JSON)."""
    return json.dumps(report, indent=2, default=_json_default) + "\n"


def write_json(path: Path, report: dict[str, Any]) -> None:
    Path(path).write_text(json_text(report), encoding="utf-8")
