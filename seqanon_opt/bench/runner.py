"""Running a named benchmark (`seqanon bench NAME [--json FILE]`): its cases, measured.

Each case runs in a fresh process (so its peak memory is its own), ``repeat``
times; the table shows the median wall time, the largest peak resident memory,
the median of every timing figure named ``*_s`` and of the figures the case
names in ``medians``, ``repeatable`` (yes/no: every run gave the same value of
each figure the case names in ``identical``), and the case's other figures
(status, objective, bound, ...) from the last run.
Benchmarks are commands that print figures, not CI tests.
"""

from __future__ import annotations

import json
import multiprocessing
import resource
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Case:
    """One measured run: ``run()`` returns the case's own figures (picklable, top level)."""

    name: str
    run: Callable[[], dict[str, Any]]
    medians: tuple[str, ...] = ()
    identical: tuple[str, ...] = ()


@dataclass(frozen=True)
class Benchmark:
    """A named benchmark: ``cases()`` gives its cases (empty, after saying why, when its data or tools are
    absent here). Each family module lists its benchmarks in ``BENCHMARKS``; :mod:`.registry` collects them."""

    name: str
    description: str
    cases: Callable[[], list[Case]]


def _measure(run: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    start = time.perf_counter()
    figures = run()
    seconds = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"seconds": seconds, "peak_mb": peak_mb, **figures}


def measure_in_fresh_process(run: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """Run ``run`` in a new interpreter; return its figures, wall seconds and peak RSS (MB)."""
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=ctx) as pool:
        return pool.submit(_measure, run).result()


def run_benchmark(
    bench: Benchmark, *, json_path: str | None = None, repeat: int = 3, quiet: bool = False, only: str | None = None
) -> list[dict[str, Any]]:
    """Run every case of ``bench`` (those whose name contains ``only``) ``repeat`` times, print the table,
    optionally write JSON records."""
    records = []
    for case in bench.cases():
        if only and only not in case.name:
            continue
        record = summarize_runs(case, repeat, quiet)
        records.append(record)
        if not quiet:
            print(format_row(record), flush=True)
    if json_path:
        with open(json_path, "w") as fh:
            json.dump(records, fh, indent=2, default=str)
    return records


def summarize_runs(case: Case, repeat: int, quiet: bool) -> dict[str, Any]:
    """``repeat`` fresh-process runs of ``case`` as one record (the module docstring says which figure is
    a median, which the largest, which the last run's)."""
    runs = []
    for i in range(max(repeat, 1)):
        if not quiet and sys.stderr.isatty():
            print(f"  {case.name}: run {i + 1}/{repeat}", file=sys.stderr, flush=True)
        runs.append(measure_in_fresh_process(case.run))
    record = dict(runs[-1])
    record["seconds"] = statistics.median(r["seconds"] for r in runs)
    for key in record:  # every timing figure ("..._s") and the case's named figures as medians
        if (key.endswith("_s") or key in case.medians) and all(_number(r.get(key)) for r in runs):
            record[key] = statistics.median(r[key] for r in runs)
    if case.identical:
        record["repeatable"] = (
            "yes" if all(r.get(key) == runs[0].get(key) for r in runs for key in case.identical) else "no"
        )
    record["peak_mb"] = max(r["peak_mb"] for r in runs)
    return {"case": case.name, "runs": len(runs), **record}


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def format_row(record: dict[str, Any]) -> str:
    """One printed line: case, median seconds, peak MB, then the case's figures."""
    extras = "  ".join(f"{k}={_fmt(v)}" for k, v in record.items() if k not in ("case", "seconds", "peak_mb", "runs"))
    return f"{record['case']:32s} {record['seconds']:9.3f} s {record['peak_mb']:9.1f} MB  {extras}"


def _fmt(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)
