"""Running the cells: one top-level, picklable function per cell, and three executors.

``run_cell(task)`` loads the spec (cached per process), applies the cell's parameters, solves,
publishes and verifies, and returns the row as a plain dict, so the same function runs in
process (``local``), in a spawned process pool (``--jobs N``) or on a Dask cluster
(``--executor dask --address HOST:PORT``); rows are identical apart from ``time_s``.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..check import _requirement_columns
from ..errors import SeqanonError, SpecError, UnsupportedProblem
from ..measures import MeasureContext
from .cells import Cell, CellError, Earlier, cached_problem, cell_problem, expand_cells, variant_patch
from .sweep import Sweep

BASE_COLUMNS = ("cell_id", "spec")
RESULT_COLUMNS = ("solver", "status", "objective", "bound", "gap", "optimum", "verified")
TAIL_COLUMNS = ("time_s", "error")
DASK_CONNECT_TIMEOUT_S = 20


def achieved_columns(sweep: Sweep) -> list[str]:
    """``achieved:<requirement>`` for every requirement of every spec and variant (union, in order)."""
    names: list[str] = []
    for path in sweep.spec_paths:
        for variant in sweep.grid.get("variant") or (None,):
            for column in _requirement_columns(cached_problem(path, variant_patch(sweep, variant))):
                if f"achieved:{column}" not in names:
                    names.append(f"achieved:{column}")
    return names


def columns_for(sweep: Sweep) -> list[str]:
    columns = [
        *BASE_COLUMNS,
        *sweep.parameters,
        *RESULT_COLUMNS,
        *achieved_columns(sweep),
        *sweep.measure_columns,
        *sweep.chain_columns,
        *TAIL_COLUMNS,
    ]
    return list(dict.fromkeys(columns))  # 'solver' once, also when it is swept


def _number(value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, (int,)) and not isinstance(value, bool):
        return value
    try:
        return round(float(value), 9)
    except (TypeError, ValueError):
        return str(value)


def run_cell(task: Cell) -> dict[str, Any]:
    """Solve one cell; never raises for a problem of the cell (the row says what happened).

    A chained cell (sweep field ``chains``) first computes its earlier releases, each published,
    verified and written to a temporary file that the next problem lists as a previous release.
    """
    import tempfile

    from ..data.csv_write import write_csv

    params = dict(task.params)
    row: dict[str, Any] = {
        "cell_id": task.id,
        "spec": task.spec,
        **params,
        "solver": params.get("solver"),
        "status": None,
        "objective": None,
        "bound": None,
        "gap": None,
        "optimum": None,
        "verified": "-",
        "time_s": None,
        "error": None,
    }
    start = time.perf_counter()
    try:
        with tempfile.TemporaryDirectory(prefix="seqanon-chain-") as folder:
            earlier: list[tuple[str, int | None]] = []
            for i, step in enumerate(json.loads(task.chain) if task.chain else []):
                label = step["label"]
                release = _release(task, step["params"], step["patch"], tuple(earlier), row, f"{label}:")
                if release is None:
                    raise CellError(
                        f"chain step {label} ({step['params']['variant']}): "
                        f"{row.get(f'{label}:status')}, no verified release to build on"
                    )
                file = str(Path(folder) / f"{i}-{label}.csv")
                write_csv(release, file)
                earlier.append((file, step.get("replaces")))
            patch = json.loads(task.patch) if task.patch else None
            _release(task, params, patch, tuple(earlier), row, "", start)
    except UnsupportedProblem as exc:
        row.update(status="unsupported", error=str(exc))
    except CellError as exc:
        row.update(status="invalid", error=str(exc))
    except SeqanonError as exc:
        row.update(status="error", error=str(exc))
    except Exception as exc:  # a bug in one cell must not lose the sweep; the row keeps the message
        row.update(status="error", error=f"{type(exc).__name__}: {exc}")
    if row["time_s"] is None:
        row["time_s"] = round(time.perf_counter() - start, 3)
    return row


def cell_solver_settings(spec: Any, source: Any, params: Mapping[str, Any]) -> Any:
    """The spec's solver section with the cell's ``seed`` and ``time_limit`` parameters (a swept ``solver``
    runs as ``--solver`` does: with the spec's options it declares)."""
    from ..solver_choice import SolverSettings

    settings = SolverSettings.of(spec, source)
    changes: dict[str, Any] = {}
    if "seed" in params:
        changes["seed"] = int(params["seed"])
    if "time_limit" in params:
        changes["time_limit"] = float(params["time_limit"])
    return dataclasses.replace(settings, **changes)


def _release(
    task: Cell,
    params: dict[str, Any],
    patch: dict[str, Any] | None,
    earlier: Earlier,
    row: dict[str, Any],
    prefix: str,
    start: float | None = None,
) -> Any:
    """Solve, publish, verify and measure one release into ``row`` (its columns prefixed by ``prefix``, a
    chain step's label); return the release when it verified, else None."""
    from ..pipeline import released_problem, solve_problem
    from ..release import publish
    from ..verify import verify_release

    problem, loaded = cell_problem(task.spec_path, params, patch, earlier)
    settings = cell_solver_settings(loaded.spec, loaded.source, params)
    if not prefix and row["solver"] is None:
        row["solver"] = params.get("solver") or settings.name or "auto"
    solution = solve_problem(problem, params.get("solver") or None, settings=settings)
    if start is not None:
        row["time_s"] = round(time.perf_counter() - start, 3)
    row[f"{prefix}status"] = solution.status.value
    if not prefix:
        row["solver"] = solution.solver or row["solver"]
        row["bound"] = _number(solution.bound)
    if not solution.status.has_solution:
        if solution.message and not prefix:
            row["error"] = str(solution.message)[:500]
        return None
    row[f"{prefix}objective"] = _number(solution.objective)
    if not prefix:
        row["gap"] = _number(solution.gap)
        if solution.status.value == "optimal":
            row["optimum"] = _number(solution.objective)
    target = released_problem(problem, solution)
    release = publish(target, solution)
    verification = verify_release(target, release)
    row[f"{prefix}verified"] = "yes" if verification.ok else "NO"
    if not prefix:
        for column, check in zip(_requirement_columns(target), verification.checks):
            row[f"achieved:{column}"] = (
                _number(check.achieved) if isinstance(check.achieved, (int, float)) else check.achieved
            )
    if not verification.ok:
        row["error"] = f"{prefix}" + "; ".join(verification.failures())[:500]
        return None
    if task.measures:
        context = MeasureContext(
            target, solution, release, loaded.spec, loaded.source, Path(task.base_dir), settings.seed
        )
        values: dict[str, Any] = {}
        failures = run_measures(context, json.loads(task.measures), values)
        row.update({f"{prefix}{column}": value for column, value in values.items()})
        if failures:
            row["error"] = "; ".join(f"{prefix}{f}" for f in failures)[:500]
    return release


def run_measures(context: MeasureContext, requests: list[dict[str, Any]], row: dict[str, Any]) -> list[str]:
    """Fill ``row`` with each measure's columns; return the messages of the measures that failed
    (their columns stay empty; a failing measure does not lose the cell)."""
    from ..measures import get_measure

    failures = []
    for request in requests:
        options = dict(request)
        measure = get_measure(options.pop("name"))
        try:
            values = measure.compute(context, measure.options.model_validate(options))
        except Exception as exc:  # reported in the row, the sweep goes on
            failures.append(f"measure {measure.name}: {type(exc).__name__}: {exc}")
            continue
        for column, value in values.items():
            row[column] = _number(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value
    return failures


def execute(
    tasks: list[Cell], *, executor: str = "local", jobs: int = 1, address: str | None = None
) -> Iterator[dict[str, Any]]:
    """Yield each task's row as it finishes (local: in order)."""
    if not tasks:
        return
    if executor == "dask":
        yield from _dask(tasks, address)
    elif jobs > 1:
        yield from _pool(tasks, jobs)
    else:
        for task in tasks:
            yield run_cell(task)


def _pool(tasks: list[Cell], jobs: int) -> Iterator[dict[str, Any]]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = [pool.submit(run_cell, t) for t in tasks]
        try:
            for future in as_completed(futures):
                yield future.result()
        finally:
            for future in futures:
                future.cancel()


def _dask(tasks: list[Cell], address: str | None) -> Iterator[dict[str, Any]]:
    if not address:
        raise SpecError("the dask executor needs the scheduler's address", field="--address")
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise SpecError(
            "the dask executor needs dask.distributed: pip install 'seqanon-opt[dask]'",
            field="--executor",
            value="dask",
        ) from None
    try:
        client = Client(address, timeout=DASK_CONNECT_TIMEOUT_S)
    except (OSError, TimeoutError) as exc:
        raise SpecError(f"cannot reach the Dask scheduler: {exc}", field="--address", value=address) from None
    try:
        futures = [client.submit(run_cell, t, pure=False) for t in tasks]
        try:
            for future in as_completed(futures):
                yield future.result()
        finally:
            client.cancel(futures)
    finally:
        client.close()


def pending_tasks(sweep: Sweep, done: set[str]) -> tuple[list[Cell], list[Cell]]:
    cells = expand_cells(sweep)
    return cells, [c for c in cells if c.id not in done]


ProgressHook = Callable[[dict[str, Any]], None]


@dataclass
class SweepResult:
    out_dir: Path
    cells: int
    skipped: int
    ran: int
    plots: list[str]
    frame: Any  # pandas DataFrame of the sweep's rows, in grid order


class _Progress:
    """rich progress bar on stderr when it is a terminal, plain lines otherwise, nothing when quiet."""

    def __init__(self, total: int, quiet: bool):
        import sys

        self.total, self.done, self.quiet = total, 0, quiet
        self.bar = None
        if not quiet and total and sys.stderr.isatty():
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self.bar = Progress(
                TextColumn("compare"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                TextColumn("{task.description}"),
                console=Console(stderr=True),
                transient=True,
            )
            self.bar.start()
            self.task = self.bar.add_task("", total=total)

    def update(self, row: dict[str, Any]) -> None:
        import sys

        self.done += 1
        what = f"{row['spec']} {row.get('solver')} " + " ".join(
            f"{k}={row[k]}"
            for k in ("variant", "k", "l", "N", "R", "window", "metric", "join", "seed", "time_limit")
            if k in row
        )
        if self.bar is not None:
            from rich.markup import escape  # variant names and paths are text, not markup

            self.bar.update(self.task, advance=1, description=escape(what))
        elif not self.quiet:
            print(
                f"[{self.done}/{self.total}] {what}: {row['status']} in {row['time_s']} s", file=sys.stderr, flush=True
            )

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


def run_sweep(
    sweep: Sweep,
    out_dir: str | Path | None = None,
    *,
    executor: str = "local",
    jobs: int = 1,
    address: str | None = None,
    quiet: bool = False,
    say: Callable[[str], None] | None = None,
    prune: bool = False,
) -> SweepResult:
    """Run the sweep's cells not yet in ``out_dir/results.csv``, then write the plots, results.md and
    report.html. ``prune``: drop the rows of cells no longer in the sweep (else kept after the others)."""
    from .outputs import ResultsWriter, finalize_csv, read_results, write_markdown, write_plots, write_report_html

    out = Path(out_dir) if out_dir is not None else sweep.out or Path("out") / sweep.name
    columns = columns_for(sweep)
    existing = read_results(out)
    done = set(existing["cell_id"].astype(str)) if existing is not None else set()
    cells = expand_cells(sweep)
    todo = [c for c in cells if c.id not in done]
    skipped = len(cells) - len(todo)
    if say:
        say(f"{len(cells)} cells; {skipped} skipped (already in {out / 'results.csv'}), {len(todo)} to run")
    writer = ResultsWriter(out, columns, existing)
    progress = _Progress(len(todo), quiet)
    ran = 0
    try:
        for row in execute(list(todo), executor=executor, jobs=jobs, address=address):
            writer.write(row)
            ran += 1
            progress.update(row)
    finally:
        progress.close()
    frame = finalize_csv(out, [c.id for c in cells], prune=prune)
    plots = write_plots(out, sweep, frame)
    write_markdown(out, sweep, frame, plots)
    write_report_html(out, sweep, frame, plots)
    return SweepResult(out, len(cells), skipped, ran, plots, frame)
