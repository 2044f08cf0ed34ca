"""`seqanon check`: every solver that fits one problem, side by side, each release verified.

For each solver (by default every registered heuristic that supports the
problem and the first exact solver that does; ``auto`` only when named) the
problem is solved, the release published and verified (on the refined problem
when the solution carries refined taxonomies). One row per solver: status,
loss, its own optimum or bound, the gap against the best proven bound of all
rows (the largest lower bound), the privacy achieved per requirement and the
time. Written as check.csv, check.md, report.json and report.html (the gap table and a chart,
:func:`seqanon_opt.report_pages.render_check_html`), atomically
(:func:`seqanon_opt.output.write_folder`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from .errors import UnsupportedProblem
from .formatting import number
from .output import write_folder
from .pipeline import released_problem
from .problem import Problem
from .progress import Progress, report_incumbent
from .provenance import producer
from .release import publish
from .report import write_json
from .solution import Solution
from .solver_choice import SolverSettings, choose_solver
from .solvers.registry import fitting_solvers
from .verify import Verification, verify_release


@dataclass
class CheckRow:
    solver: str
    kind: str  # exact / heuristic
    solution: Solution
    verification: Verification | None
    seconds: float
    requirements: list[tuple[str, str]] = field(default_factory=list)  # (column, cell)

    @property
    def violates(self) -> bool:
        return self.verification is not None and not self.verification.ok


def default_solvers(problem: Problem) -> list[str]:
    """Every registered heuristic supporting ``problem`` (not ``auto``), then the first exact one."""
    fitting = fitting_solvers(problem)
    heuristics = [c.name for c in fitting if not c.capabilities.exact]
    exact = [c.name for c in fitting if c.capabilities.exact][:1]
    return heuristics + exact


def _requirement_columns(problem: Problem) -> list[str]:
    names = [r.kind for r in problem.requirements]
    return [f"{n}#{i + 1}" if names.count(n) > 1 else n for i, n in enumerate(names)]


def _achieved(verification: Verification | None, columns: list[str]) -> list[tuple[str, str]]:
    if verification is None:
        return [(c, "-") for c in columns]
    cells = []
    for column, check in zip(columns, verification.checks):
        cells.append((column, f"{number(check.achieved)} {'ok' if check.satisfied else 'FAIL'}"))
    # a requirement may be judged by several checks; any beyond the columns are kept under their kind
    for check in verification.checks[len(columns) :]:
        cells.append((check.kind, f"{number(check.achieved)} {'ok' if check.satisfied else 'FAIL'}"))
    if verification.structure_errors:
        cells.append(("structure", "FAIL: " + "; ".join(verification.structure_errors)))
    return cells


def run_check(
    problem: Problem,
    solvers: Sequence[str] | None = None,
    *,
    settings: SolverSettings | None = None,
    time_limit: float | None = None,
    seed: int | None = None,
    progress: Callable[[str], None] | None = None,
) -> list[CheckRow]:
    """Solve ``problem`` with each solver, built with ``settings`` (the spec's solver section: each solver
    takes the spec's options it declares); SpecError / UnsupportedProblem for a bad named solver."""
    names = list(solvers) if solvers else default_solvers(problem)
    if not names:
        raise UnsupportedProblem(f"no registered solver supports this problem: {problem.features()}")
    settings = settings or SolverSettings()
    # refuse before any work
    instances = [choose_solver(problem, settings, n, time_limit=time_limit, seed=seed) for n in names]
    columns = _requirement_columns(problem)
    limit = time_limit if time_limit is not None else settings.time_limit
    rows = []
    for solver in instances:
        if isinstance(progress, Progress):  # a display (seqanon_opt.progress): a phase per solver
            progress.phase(solver.name, f"time limit {limit:g} s")
        elif progress:
            progress(f"check: {solver.name}, time limit {limit:g} s ...")
        start = time.perf_counter()
        solution = solver.solve(problem)
        seconds = time.perf_counter() - start
        report_incumbent(solution.objective, solution.bound)
        verification = None
        if solution.status.has_solution:
            target = released_problem(problem, solution)
            verification = verify_release(target, publish(target, solution))
        rows.append(
            CheckRow(
                solver.name,
                "exact" if solver.capabilities.exact else "heuristic",
                solution,
                verification,
                seconds,
                _achieved(verification, columns),
            )
        )
    return rows


def best_bound(rows: Sequence[CheckRow]) -> float | None:
    bounds = [r.solution.bound for r in rows if r.solution.bound is not None]
    return max(bounds) if bounds else None


def check_table(rows: Sequence[CheckRow]) -> pd.DataFrame:
    """One row per solver; gap_pct = (loss - best bound) / loss, in percent."""
    best = best_bound(rows)
    records = []
    for r in rows:
        s = r.solution
        gap = None
        if best is not None and s.objective is not None and s.status.has_solution:
            gap = 100.0 * (s.objective - best) / max(abs(s.objective), 1e-9)
        record: dict[str, Any] = {
            "solver": r.solver,
            "kind": r.kind,
            "status": s.status.value,
            "loss": s.objective if s.status.has_solution else None,
            "optimum_or_bound": s.bound,
            "gap_pct": None if gap is None else round(gap, 4),
        }
        record.update(dict(r.requirements))
        record["verified"] = "-" if r.verification is None else ("yes" if r.verification.ok else "NO")
        record["time_s"] = round(r.seconds, 3)
        records.append(record)
    return pd.DataFrame.from_records(records)


def _cell(value: Any) -> str:
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return "-"
    return number(value)


def format_table(frame: pd.DataFrame, markdown: bool = False) -> str:
    header = list(frame.columns)
    body = [[_cell(v) for v in row] for row in frame.itertuples(index=False)]
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
        return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in body]) + "\n"
    widths = [max(len(h), *(len(row[i]) for row in body)) if body else len(h) for i, h in enumerate(header)]
    fmt = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()  # noqa: E731
    return "\n".join([fmt(header)] + [fmt(row) for row in body])


def write_check(out_dir: Path, problem: Problem, rows: Sequence[CheckRow], frame: pd.DataFrame) -> None:
    """check.csv, check.md, report.json and report.html into ``out_dir`` (checked by the caller), atomically."""
    from .report_pages import render_check_html

    best = best_bound(rows)
    title = f"# check of '{problem.name}'\n\nbest proven bound ({problem.objective}): {_cell(best)}\n\n"
    report = {
        "producer": producer(),
        "spec": problem.name,
        "source": problem.source,
        "objective": problem.objective,
        "best_bound": best,
        "rows": frame.astype(object).where(frame.notna(), None).to_dict("records"),
        "messages": {r.solver: r.solution.message for r in rows},
    }
    markdown = title + format_table(frame, True)
    page = render_check_html(problem, rows, frame, best)
    write_folder(
        Path(out_dir),
        {
            "check.csv": lambda path: frame.to_csv(path, index=False),
            "check.md": lambda path: _write_text(path, markdown),
            "report.json": lambda path: write_json(path, report),
            "report.html": lambda path: _write_text(path, page, "utf-8"),
        },
    )


def _write_text(path: Path, text: str, encoding: str | None = None) -> None:
    Path(path).write_text(text, encoding=encoding)
