"""`seqanon run --engine dask`: the data flow of :mod:`seqanon_opt.pipeline` with the table on a Dask cluster.

    read and count on the cluster -> build_problem on the tuple table -> solver.solve ->
    publish per tuple -> write per partition -> count the written release -> verify_release -> report

The table (a Parquet dataset) never comes to this process: the workers count
its distinct tuples (:mod:`seqanon_opt.data.dask_table`), the problem is the
tuple table with the record counts as ``Problem.weight``, and only solvers
that count by weight take it (``Capabilities.weighted``: top-down,
bottom-up, cpsat-cut, full-domain). The release is written partition by
partition into ``release/`` of a staging folder, counted again from those
files and verified on the counts before the output folder is put in place.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from .data.dask_table import DaskTable, dask_client, dataset_path, read_dask_table
from .output import Writer
from .pipeline import RunResult, finish_run, report_files, run_report, solve_run
from .problem import Problem, build_problem, used_columns
from .progress import Progress, current, report_phase, reporting
from .release import publish, published_columns
from .release_dataset import TupleRelease, read_release_counts, write_release_dataset
from .solution import Solution
from .solver_choice import SolverSettings
from .solvers.registry import solver_names
from .spec.load import SpecSource
from .spec.schema import Spec
from .verify import verify_release

RELEASE_DIR = "release"


def run_spec_dask(
    spec: Spec,
    source: SpecSource,
    *,
    address: str | None = None,
    solver_name: str | None = None,
    out_dir: str | Path | None = None,
    time_limit: float | None = None,
    seed: int | None = None,
    keep_violating: bool = False,
    force: bool = False,
    progress: Progress | None = None,
    argv: Sequence[str] | None = None,
) -> RunResult:
    """:func:`seqanon_opt.pipeline.run_spec` on the Dask engine: the spec's ``data.path`` is a Parquet
    dataset read by the cluster at ``address`` (None: a local cluster of ``solver.workers`` processes).
    ``RunResult.release`` is the release per tuple (its ``problem.weight[release.index]`` records each);
    the output folder holds ``release/`` (Parquet parts in record order), report.json, report.html and
    transformation.json."""
    dataset_path(spec, source)  # a spec error before any connection
    with reporting(progress):
        with dask_client(address, spec.solver.workers):
            return _run(spec, source, solver_name, out_dir, time_limit, seed, keep_violating, force, argv, address)


def load_problem_dask(spec: Spec, source: SpecSource) -> tuple[Problem, DaskTable]:
    """Count the dataset on the current Dask client and build the problem on its tuple table."""
    table = read_dask_table(spec, source, used_columns(spec))
    counts = table.counts
    frame = pd.DataFrame(
        {
            c: pd.Categorical.from_codes(counts.codes[c], categories=pd.Index(counts.dictionaries[c], dtype=object))
            for c in counts.columns
        }
    )  # dictionary-encoded, as the local reader gives it
    problem = build_problem(
        spec,
        source,
        frame,
        weight=counts.weight,
        rows_dropped_missing=counts.dropped,
        solver_names=solver_names(),
    )
    return problem, table


def _run(
    spec: Spec,
    source: SpecSource,
    solver_name: str | None,
    out_dir: str | Path | None,
    time_limit: float | None,
    seed: int | None,
    keep_violating: bool,
    force: bool,
    argv: Sequence[str] | None,
    address: str | None,
) -> RunResult:
    report_phase("load", f"count the Parquet dataset on Dask ({address or 'a local cluster'})")
    problem, table = load_problem_dask(spec, source)
    current().note(
        f"'{problem.name}': {problem.n_records:,} records, {problem.n_rows:,} distinct tuples, "
        f"{table.n_partitions} partitions"
    )
    settings = SolverSettings.of(spec, source)
    problem, solver, solution, out_dir = solve_run(problem, settings, solver_name, out_dir, force, time_limit, seed)
    release = verification = None
    staging: Path | None = None
    try:
        if solution.status.has_solution:
            report_phase("verify", "publish per partition, count the written release, check every requirement")
            release = publish(problem, solution)
            staging = _staging_dir(out_dir)
            start = time.perf_counter()
            per_tuple = TupleRelease.of(release, table.counts.n_tuples)
            written = write_release_dataset(table, per_tuple, staging / RELEASE_DIR)
            current().note(f"release written: {written:,} records in {time.perf_counter() - start:.1f} s")
            start = time.perf_counter()
            counted, weight = read_release_counts(staging / RELEASE_DIR, published_columns(problem), per_tuple.labels())
            current().note(f"release counted: {len(counted):,} distinct rows in {time.perf_counter() - start:.1f} s")
            verification = verify_release(problem, counted, weight=weight)
        report = run_report(spec, source, problem, solution, verification, release, solver, argv)
        report["engine"] = {
            "name": "dask",
            "address": address,
            "partitions": table.n_partitions,
            "distinct_tuples": problem.n_rows,
        }
        finish_run(
            out_dir, verification, keep_violating, lambda: _output_files(problem, solution, release, report, staging)
        )
    finally:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
    return RunResult(problem, solution, release, verification, report, out_dir)


def _staging_dir(out_dir: Path | None) -> Path:
    """A fresh folder for the release parts: beside the output folder when its parent exists (the same file
    system: the parts move in by rename), else a temporary one (nothing created that the user did not ask
    for; the parts are then moved, not renamed)."""
    where = out_dir.parent if out_dir is not None and out_dir.parent.is_dir() else None
    return Path(tempfile.mkdtemp(prefix=".seqanon-release.", dir=where))


def _output_files(
    problem: Problem, solution: Solution, release: pd.DataFrame | None, report: dict[str, Any], staging: Path | None
) -> dict[str, Writer]:
    from .transformation import build_transformation, write_transformation

    files: dict[str, Writer] = {}
    if release is not None and staging is not None:
        files[RELEASE_DIR] = lambda path: shutil.move(str(staging / RELEASE_DIR), str(path))
        record = build_transformation(problem, solution)
        files["transformation.json"] = lambda path: write_transformation(path, record)
    return {**files, **report_files(problem, solution, release, report)}


__all__ = ["RELEASE_DIR", "load_problem_dask", "run_spec_dask"]
