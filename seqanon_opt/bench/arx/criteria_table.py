"""The table of ``seqanon bench arx-criteria`` records (``python -m seqanon_opt.bench.arx.criteria RECORDS.json``
prints it): one markdown row per case, then every mismatch line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

COLUMNS = (
    ("case", "case"),
    ("ARX LM", "arx_LM"),
    ("ARX supp", "arx_supp"),
    ("ARX ms", "arx_ms"),
    ("fd LM", "fd_LM"),
    ("fd supp", "fd_supp"),
    ("fd ms", "fd_ms"),
    ("= ARX", "equal"),
    ("cut LM", "cut_LM"),
    ("cut supp", "cut_supp"),
    ("cut ms", "cut_ms"),
    ("proven", "cut_proven"),
    ("fd/ARX", "fd/arx"),
    ("cut/ARX", "cut/arx"),
)


def _cell(key: str, value: Any) -> str:
    """LM to 0.1, milliseconds to 1, ratios to 0.01; None as ``-``."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        if key.endswith("_LM"):
            return f"{value:,.1f}"
        return f"{value:,.0f}" if key.endswith("_ms") else f"{value:.2f}"
    return str(value)


def format_table(records: Sequence[Mapping[str, Any]]) -> str:
    """The records as one markdown table (COLUMNS), then every mismatch line."""
    lines = [
        "| " + " | ".join(title for title, _ in COLUMNS) + " |",
        "|" + "|".join("---" if key == "case" else "---:" for _, key in COLUMNS) + "|",
    ]
    lines += ["| " + " | ".join(_cell(key, r.get(key)) for _, key in COLUMNS) + " |" for r in records]
    bad = [f"MISMATCH {r['case']}: {r['mismatch']}" for r in records if r.get("mismatch") not in (None, "none")]
    return "\n".join(lines + ([""] + bad if bad else []))
