"""The registry `seqanon bench` lists: every benchmark of every family module, by name.

A family module declares ``BENCHMARKS`` (a tuple of :class:`~.runner.Benchmark`); adding a benchmark
is a line there, adding a family its import and a line in :data:`FAMILIES`.
"""

from __future__ import annotations

from typing import Any

from ..errors import SpecError
from . import dask_100m, exact, fmj, heuristics, scale, sequential, temporal
from .arx import adult as arx_adult
from .arx import criteria as arx_criteria
from .runner import Benchmark
from .runner import run_benchmark as run_cases
from .studies import auto_reach, cell_bound, optimality_study

FAMILIES = (
    exact,  # quickstart, cut-synthetic, exact-adult, exact-anytime
    heuristics,  # heuristics-vs-optimum, heuristics-adult
    arx_adult,  # arx-adult
    arx_criteria,  # arx-criteria
    fmj,  # fmj-100k
    temporal,  # reposition-ilp, relay-scale
    scale,  # single-table-scale, scale-10m
    sequential,  # sequential-scale
    dask_100m,  # dask-100m
    auto_reach,  # auto-reach
    optimality_study,  # optimality-study
    cell_bound,  # cell-optimality
)


def benchmarks() -> dict[str, Benchmark]:
    """Every registered benchmark by name, in the order of :data:`FAMILIES`."""
    out: dict[str, Benchmark] = {}
    for family in FAMILIES:
        for bench in family.BENCHMARKS:
            if bench.name in out:
                raise RuntimeError(f"benchmark {bench.name!r} is registered twice")
            out[bench.name] = bench
    return out


def list_benchmarks() -> list[tuple[str, str]]:
    return [(b.name, b.description) for b in benchmarks().values()]


def run_benchmark(
    name: str, *, json_path: str | None = None, repeat: int = 3, quiet: bool = False, only: str | None = None
) -> list[dict[str, Any]]:
    """Run the benchmark ``name`` (see :func:`.runner.run_benchmark`)."""
    known = benchmarks()
    if name not in known:
        raise SpecError(f"unknown benchmark; known: {', '.join(known)}", value=name)
    return run_cases(known[name], json_path=json_path, repeat=repeat, quiet=quiet, only=only)
