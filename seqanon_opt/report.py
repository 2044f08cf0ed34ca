"""report.json, the one-screen summary, and atomic writing of the output folder."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from .metrics import CELL_METRICS, record_loss
from .problem import Problem
from .solution import Solution
from .verify import Verification


def utility_metrics(problem: Problem, solution: Solution) -> dict[str, dict[str, float]]:
    """Every metric that applies, per table (total) and per record (mean and max)."""
    names = list(CELL_METRICS) + ["discernibility", "ILeft"]
    if problem.class_attribute:
        names.append("class-entropy")
    out = {}
    for name in names:
        losses = record_loss(problem, solution.generalized, solution.suppressed, name)
        out[name] = {"table": float(losses.mean() if name in ("ILeft", "class-entropy") else losses.sum()),
                     "per_record_mean": float(losses.mean()), "per_record_max": float(losses.max())}
    return out


def build_report(problem: Problem, solution: Solution, verification: Verification | None) -> dict[str, Any]:
    """The report.json content."""
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
        "rows": {"read": problem.rows_read, "dropped_missing": problem.rows_dropped_missing,
                 "in": problem.n_rows, "out": problem.n_rows - solution.suppressed_count,
                 "suppressed": solution.suppressed_count},
        "statistics": solution.statistics,
        "message": solution.message,
    }
    if verification is not None:
        report["requirements"] = [c.to_dict() for c in verification.checks]
        report["structure_errors"] = verification.structure_errors
    if solution.cuts is not None:
        report["cuts"] = {a: [problem.taxonomies[a].labels[v] for v in nodes]
                          for a, nodes in solution.cuts.items()}
    if solution.generalized is not None:
        report["metrics"] = utility_metrics(problem, solution)
    return report


def summary(report: dict[str, Any]) -> str:
    """A one-screen plain-text summary of a report."""
    obj = report["objective"]
    value = "-" if obj["value"] is None else f"{obj['value']:.6g}"
    bound = "-" if report["bound"] is None else f"{report['bound']:.6g}"
    gap = "-" if report["gap"] is None else f"{100 * report['gap']:.2f}%"
    rows = report["rows"]
    lines = [
        f"spec      {report['spec']}",
        f"solver    {report['solver']}   status {report['status'].upper()}   time {report['runtime_s']:.2f} s",
        f"objective {obj['metric']} = {value}   bound {bound}   gap {gap}",
        f"rows      {rows['in']} in, {rows['out']} published, {rows['suppressed']} suppressed"
        + (f", {rows['dropped_missing']} dropped (missing values)" if rows["dropped_missing"] else ""),
    ]
    for req in report["requirements"]:
        mark = "ok  " if req["satisfied"] else "FAIL"
        params = ", ".join(f"{k}={v}" for k, v in req["parameters"].items() if k != "quasi_identifiers")
        lines.append(f"  [{mark}] {req['kind']} ({params}): achieved {req['achieved']}")
    for attr, cut in (report.get("cuts") or {}).items():
        shown = ", ".join(cut[:8]) + (f", ... ({len(cut)} nodes)" if len(cut) > 8 else "")
        lines.append(f"  cut {attr}: {shown}")
    if "metrics" in report:
        parts = [f"{name} {m['table']:.4g}" for name, m in report["metrics"].items()]
        lines.append("  utility: " + ", ".join(parts))
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


def write_outputs(out_dir: Path, report: dict[str, Any], tables: dict[str, pd.DataFrame]) -> None:
    """Write report.json and each table as CSV into ``out_dir``, atomically.

    Everything is written into a temporary sibling folder first and renamed
    into place, so after any error ``out_dir`` is either untouched or complete.
    """
    out_dir = Path(out_dir)
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.", dir=out_dir.parent))
    try:
        for name, frame in tables.items():
            frame.to_csv(staging / name, index=False)
        (staging / "report.json").write_text(json.dumps(report, indent=2, default=_json_default) + "\n")
        old = None
        if out_dir.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.old.", dir=out_dir.parent))
            os.rmdir(old)
            os.replace(out_dir, old)
        os.replace(staging, out_dir)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
