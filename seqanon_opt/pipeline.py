"""The whole data flow of `seqanon run`, one function per arrow:

    load_spec -> build_problem -> solver.solve -> publish -> verify_release -> report -> output folder

Every check that can refuse the run (the spec, its data, the solver's
capabilities and options, the output folder) happens before any solving. A
release is written only after it is verified; a violation writes nothing
unless ``keep_violating``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from .data.csv_write import write_csv
from .errors import PrivacyViolation, SeqanonError, SpecError
from .output import Writer, check_out_dir, write_folder
from .problem import Problem, build_problem, refine_taxonomies
from .progress import Progress, current, report_incumbent, report_phase, reporting
from .provenance import inputs, producer, run_record
from .release import publish
from .report import build_report, write_json
from .solution import Solution
from .solver_choice import SolverSettings, choose_solver
from .solvers.base import Solver
from .solvers.registry import solver_names
from .spec import load_spec
from .spec.load import SpecSource
from .spec.schema import Spec
from .verify import Verification, verify_release


@dataclass
class RunResult:
    problem: Problem
    solution: Solution
    release: pd.DataFrame | None
    verification: Verification | None
    report: dict[str, Any]
    out_dir: Path | None = None


def load_problem(spec_path: str | Path) -> Problem:
    """Read, validate and compile a spec file."""
    spec, source = load_spec(spec_path)
    return build_problem(spec, source, solver_names=solver_names())


def load_task(spec_path: str | Path) -> tuple[Problem, SolverSettings]:
    """Read, validate and compile a spec file: the problem and the spec's solver section."""
    spec, source = load_spec(spec_path)
    return build_problem(spec, source, solver_names=solver_names()), SolverSettings.of(spec, source)


def default_out_dir(spec: Spec) -> Path:
    """``out/<spec name>``: the spec's ``name`` (unique per spec, unlike file names such as spec.yaml),
    with anything but letters, digits, '.', '_' and '-' replaced by '-'."""
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", spec.name).strip("-.") or "release"
    return Path("out") / slug


def released_problem(problem: Problem, solution: Solution) -> Problem:
    """The problem a solution is published and verified against: ``problem`` with the taxonomies the solver
    refined (top-down's intervals split on the fly), the one place they are applied."""
    return refine_taxonomies(problem, solution.taxonomies) if solution.taxonomies else problem


def solve_problem(
    problem: Problem,
    solver_name: str | None = None,
    *,
    settings: SolverSettings | None = None,
    time_limit: float | None = None,
    seed: int | None = None,
    progress: Progress | None = None,
) -> Solution:
    """Build the solver (``solver_name``, else the settings' (the spec's solver section), else auto) and run
    it; ``time_limit`` and ``seed`` override the settings'."""
    solver = choose_solver(problem, settings or SolverSettings(), solver_name, time_limit=time_limit, seed=seed)
    with reporting(progress):
        return _solve(solver, problem)


def _solve(solver: Solver, problem: Problem) -> Solution:
    report_phase("solve", f"{solver.name} on {problem.n_rows:,} rows, time limit {solver.limits.time_limit:g} s")
    solution = solver.solve(problem)
    report_incumbent(solution.objective, solution.bound)
    current().note(f"{solver.name}: {solution.status.value} in {solution.runtime_s:.2f} s")
    return solution


def run(
    spec_path: str | Path,
    *,
    solver_name: str | None = None,
    out_dir: str | Path | None = None,
    time_limit: float | None = None,
    seed: int | None = None,
    keep_violating: bool = False,
    force: bool = False,
    progress: Progress | None = None,
    argv: Sequence[str] | None = None,
) -> RunResult:
    """Solve a spec file, verify the release, and write it with report.json into ``out_dir`` (None: write
    nothing). See :func:`run_spec`."""
    spec, source = load_spec(spec_path)
    return run_spec(
        spec,
        source,
        solver_name=solver_name,
        out_dir=out_dir,
        time_limit=time_limit,
        seed=seed,
        keep_violating=keep_violating,
        force=force,
        progress=progress,
        argv=argv,
    )


def run_spec(
    spec: Spec,
    source: SpecSource,
    *,
    solver_name: str | None = None,
    out_dir: str | Path | None = None,
    time_limit: float | None = None,
    seed: int | None = None,
    keep_violating: bool = False,
    force: bool = False,
    progress: Progress | None = None,
    argv: Sequence[str] | None = None,
    frame: pd.DataFrame | None = None,
) -> RunResult:
    """Solve a loaded spec, verify the release, and write it with report.json into ``out_dir``
    (``frame``: the table as text cells, replacing the spec's data; the pandas API's way in).

    ``out_dir`` is checked before solving (:func:`seqanon_opt.output.check_out_dir`;
    ``force`` replaces a folder that is not a seqanon output). Raises
    PrivacyViolation (nothing written unless ``keep_violating``) when the
    release fails a requirement. When the solver refined taxonomies
    (``solution.taxonomies``, e.g. top-down's on-the-fly intervals), the
    release, verification, report and returned problem use the refined problem. ``progress``: the
    display of the phases (load, solve, verify, write; :mod:`seqanon_opt.progress`).
    """
    with reporting(progress):
        return _run_spec(spec, source, solver_name, out_dir, time_limit, seed, keep_violating, force, argv, frame)


def _run_spec(
    spec: Spec,
    source: SpecSource,
    solver_name: str | None,
    out_dir: str | Path | None,
    time_limit: float | None,
    seed: int | None,
    keep_violating: bool,
    force: bool,
    argv: Sequence[str] | None,
    frame: pd.DataFrame | None,
) -> RunResult:
    report_phase("load", "data and problem" if frame is None else "DataFrame and problem")
    problem = build_problem(spec, source, frame, solver_names=solver_names())
    current().note(f"'{problem.name}': {problem.n_rows:,} rows, {len(problem.quasi_identifiers)} quasi-identifiers")
    settings = SolverSettings.of(spec, source)
    problem, solver, solution, out_dir = solve_run(problem, settings, solver_name, out_dir, force, time_limit, seed)
    release = verification = None
    if solution.status.has_solution:
        report_phase("verify", "publish and check every requirement")
        release = publish(problem, solution)
        verification = verify_release(problem, release)
    report = run_report(spec, source, problem, solution, verification, release, solver, argv)
    finish_run(out_dir, verification, keep_violating, lambda: _output_files(problem, solution, release, report))
    return RunResult(problem, solution, release, verification, report, out_dir)


def solve_run(
    problem: Problem,
    settings: SolverSettings,
    solver_name: str | None,
    out_dir: str | Path | None,
    force: bool,
    time_limit: float | None,
    seed: int | None,
) -> tuple[Problem, Solver, Solution, Path | None]:
    """The output folder checked, the solver chosen and run; the problem with the taxonomies the solver
    refined (the release, verification and report use it)."""
    if out_dir is not None:
        out_dir = check_out_dir(out_dir, force=force)
    solver = choose_solver(problem, settings, solver_name, time_limit=time_limit, seed=seed)
    solution = _solve(solver, problem)
    return released_problem(problem, solution), solver, solution, out_dir


def run_report(
    spec: Spec,
    source: SpecSource,
    problem: Problem,
    solution: Solution,
    verification: Verification | None,
    release: pd.DataFrame | None,
    solver: Solver,
    argv: Sequence[str] | None,
) -> dict[str, Any]:
    """report.json of a run: the report of the release, the settings the run used and the input digests."""
    report_phase("report", "utility, risk and report.json")
    report = {"producer": producer(), **build_report(problem, solution, verification, release)}
    report["run"] = run_record(
        solver=solver.name,
        time_limit=solver.limits.time_limit,
        seed=solver.limits.seed,
        workers=solver.limits.workers,
        options=dict(spec.solver.options),
        argv=argv,
    )
    report["inputs"] = inputs(spec, source)
    return report


def finish_run(
    out_dir: Path | None,
    verification: Verification | None,
    keep_violating: bool,
    files: Callable[[], dict[str, Writer]],
) -> None:
    """Write the output folder unless the release violates its requirements (then PrivacyViolation,
    after writing only with ``keep_violating``)."""
    failures = verification.failures() if verification is not None and not verification.ok else None
    if failures is not None and not keep_violating:
        raise PrivacyViolation("release violates its requirements, nothing written: " + "; ".join(failures))
    if out_dir is not None:
        report_phase("write", str(out_dir))
        write_folder(out_dir, files())
    if failures is not None:
        raise PrivacyViolation(
            f"release violates its requirements, written to {out_dir} because of "
            "--keep-violating: " + "; ".join(failures)
        )


def suppressed_rows(problem: Problem, solution: Solution) -> pd.DataFrame:
    """The suppressed input records, one per row: ``record`` (its 1-based position among the records
    kept after missing-value cleaning, the order of the data), the record key when the spec has one,
    and for temporal problems the record's own timestamp. No other value of a suppressed record is
    written: the output folder holds nothing that is not published but row references."""
    assert solution.suppressed is not None  # called when the solution has them
    rows = solution.suppressed.nonzero()[0]
    frame = pd.DataFrame({"record": rows + 1})
    for column in (problem.key, problem.timestamp if problem.kind == "temporal" else None):
        if column:
            frame[column] = problem.table[column].to_numpy()[rows]
    return frame


def _output_files(
    problem: Problem, solution: Solution, release: pd.DataFrame | None, report: dict[str, Any]
) -> dict[str, Writer]:
    files: dict[str, Writer] = {}
    if release is not None:
        files["release.csv"] = lambda path: write_csv(release, path)
        if solution.suppressed is not None:
            suppressed = suppressed_rows(problem, solution)
            files["suppressed.csv"] = lambda path: suppressed.to_csv(path, index=False)
    if release is not None and solution.solver != "apply":
        from .transformation import build_transformation, write_transformation

        record = build_transformation(problem, solution)
        files["transformation.json"] = lambda path: write_transformation(path, record)
    return {**files, **report_files(problem, solution, release, report)}


def report_files(
    problem: Problem, solution: Solution, release: pd.DataFrame | None, report: dict[str, Any]
) -> dict[str, Writer]:
    """report.json and report.html, the page rendered now (before anything is written)."""
    from .report_html import render_report_html

    page = render_report_html(report, problem, solution, release)
    return {
        "report.json": lambda path: write_json(path, report),
        "report.html": lambda path: path.write_text(page, encoding="utf-8"),
    }


def apply_transformation_spec(
    spec: Spec,
    source: SpecSource,
    transformation: dict[str, Any] | str | Path,
    *,
    out_dir: str | Path | None = None,
    keep_violating: bool = False,
    force: bool = False,
    argv: Sequence[str] | None = None,
    frame: pd.DataFrame | None = None,
    progress: Progress | None = None,
) -> RunResult:
    """Re-apply a saved transformation (:mod:`seqanon_opt.transformation`) to the spec's data (or
    ``frame``): the same validation as :func:`run_spec`, every record generalized with the saved cuts,
    then the QI groups that break a requirement suppressed whole when they fit the suppression budget
    (the ARX model; :func:`seqanon_opt.transformation.small_groups`) and the release judged by
    :func:`verify_release` on the spec's requirements, whose suppression budgets are fractions of the new
    table. PrivacyViolation (nothing written unless
    ``keep_violating``) when it fails; report.json's ``applied`` names the transformation and its sha256.
    """
    with reporting(progress):
        return _apply(spec, source, transformation, out_dir, keep_violating, force, argv, frame)


def _apply(
    spec: Spec,
    source: SpecSource,
    transformation: dict[str, Any] | str | Path,
    out_dir: str | Path | None,
    keep_violating: bool,
    force: bool,
    argv: Sequence[str] | None,
    frame: pd.DataFrame | None,
) -> RunResult:
    from .transformation import (
        apply_to_problem,
        file_sha256,
        read_transformation,
        suppress_small_groups,
    )

    report_phase("load", "transformation, data and problem")
    record, where = read_transformation(transformation)
    try:
        problem = build_problem(spec, source, frame, solver_names=solver_names())
    except SpecError as exc:
        if frame is None and spec.data.path and "has no leaf" in exc.detail:  # name the new data file too
            raise SpecError(
                f"{exc.detail} (in --data {spec.data.path})",
                file=exc.file,
                field=exc.field,
                value=exc.value,
                line=exc.line,
            ) from None
        raise
    if out_dir is not None:
        out_dir = check_out_dir(out_dir, force=force)
    report_phase("apply", "generalize with the saved transformation, suppress what breaks a requirement")
    problem, solution = apply_to_problem(problem, record, where)
    solution, small = suppress_small_groups(problem, solution)
    report_phase("verify", "publish and check every requirement")
    release = publish(problem, solution)
    verification = verify_release(problem, release)
    report_phase("report", "utility, risk and report.json")
    report = {"producer": producer(), **build_report(problem, solution, verification, release)}
    report["applied"] = {
        "transformation": where,
        "spec": record.get("spec"),
        "suppressed": solution.suppressed_count,
        "violating_groups": small,
        "sha256": file_sha256(where) if where != "<transformation>" else None,
    }
    report["run"] = run_record(solver="apply", time_limit=0.0, seed=spec.solver.seed, workers=1, options={}, argv=argv)
    report["inputs"] = inputs(spec, source)
    result = RunResult(problem, solution, release, verification, report, out_dir)
    if not verification.ok and not keep_violating:
        raise _violation(
            "the transformation does not hold on the new data, nothing written: " + "; ".join(verification.failures()),
            result,
        )
    if out_dir is not None:
        report_phase("write", str(out_dir))
        write_folder(out_dir, _output_files(problem, solution, release, report))
    if not verification.ok:
        raise _violation(
            f"the transformation does not hold on the new data, written to {out_dir} because "
            "of --keep-violating: " + "; ".join(verification.failures()),
            result,
        )
    return result


def with_data(spec: Spec, data_path: str | Path) -> Spec:
    """``spec`` reading ``data_path`` (CSV or Parquet, by its suffix) instead of its own data; the
    separator, missing-value markers and row-number columns stay the spec's."""
    from .spec.schema import DataSpec

    old = spec.data
    data = DataSpec.model_validate(
        {
            "path": str(Path(data_path).resolve()),
            "separator": old.separator,
            "missing": list(old.missing),
            "row_number_columns": list(old.row_number_columns),
        }
    )
    return spec.model_copy(update={"data": data})


def _violation(message: str, result: RunResult) -> PrivacyViolation:
    """A PrivacyViolation carrying the judged ``result`` (its ``verification`` says per requirement)."""
    exc = PrivacyViolation(message)
    exc.result = result
    return exc


__all__ = [
    "RunResult",
    "SeqanonError",
    "SolverSettings",
    "apply_transformation_spec",
    "choose_solver",
    "default_out_dir",
    "load_problem",
    "load_task",
    "released_problem",
    "run",
    "run_spec",
    "solve_problem",
    "suppressed_rows",
]
