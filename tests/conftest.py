"""Fixtures shared by every test; helpers live in tests/helpers.py (importable as `helpers`)."""

from __future__ import annotations

import json

import pytest

from helpers import problem_from_dict


@pytest.fixture
def make_problem(tmp_path):
    """Build a Problem from a spec dict; relative paths resolve in tmp_path."""
    return lambda spec: problem_from_dict(tmp_path, spec)


# the conformance report (tests/conformance): executions per solver and check, printed after the run. Here, in the
# root conftest, because with xdist only the initial conftests reach the controller that prints the summary.
def pytest_terminal_summary(terminalreporter, config):
    factory = getattr(config, "_tmp_path_factory", None)
    if factory is None:
        return
    root = factory.getbasetemp()
    rows = [json.loads(p.read_text()) for p in sorted(root.rglob("conformance-counts/*.json"))]
    if not rows:
        return
    checks = sorted({r["check"] for r in rows})
    solvers = list(dict.fromkeys(r["solver"] for r in rows))
    cell = {(r["solver"], r["check"]): r for r in rows}
    short = [c.removeprefix("check_") for c in checks]
    lines = ["solver".ljust(26) + "".join(s[:14].rjust(15) for s in short) + "   seconds"]
    for solver in solvers:
        got = [cell.get((solver, c)) for c in checks]
        lines.append(
            solver.ljust(26)
            + "".join((str(g["count"]) if g else "-").rjust(15) for g in got)
            + f"{sum(g['seconds'] for g in got if g):10.1f}"
        )
    text = "\n".join(lines)
    (root / "conformance-report.txt").write_text(text + "\n")
    terminalreporter.write_sep("=", "conformance: executions per solver and check")
    terminalreporter.write_line(text)
    terminalreporter.write_line(f"(written to {root / 'conformance-report.txt'})")
