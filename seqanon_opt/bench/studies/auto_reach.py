"""Where the exact solvers stop proving optimality: the evidence behind ``auto``'s size rule.

``auto`` (:mod:`seqanon_opt.solvers.auto`) leaves an instance to the heuristic
when it is "beyond exact reach": a cell-model problem above ``CELL_MAX_ROWS``
rows, a cut / full-domain problem above ``CUT_MAX_DISTINCT`` distinct
quasi-identifier tuples or with a lattice above ``CUT_MAX_LATTICE`` level
vectors. This module measures, at the time limit auto is typically given
(60 s) on 2 CP-SAT workers, what the exact solver auto would pick does on
instances around those thresholds. Each instance runs like auto's two stages:
the heuristic auto would pick (:meth:`~seqanon_opt.solvers.auto.AutoSolver.plan`,
with auto's time share), then the exact solver with the heuristic's release as
hint when it takes hints. The exact solver gets the whole time limit (auto
gives it what the heuristic left), so "proven within 60 s" is the exact
solver's own time.

Families (instances are deterministic per seed, built directly as Problems):

* ``cell``: random single tables of N rows, k-anonymity (k = 3, 10% suppression,
  the quickstart requirement), LM, cell generalization, four QIs shaped like
  the quickstart's (age: 50 values under 10 bands under 2 halves, sex, zip:
  6 values under 2 prefixes, job: 4 values under 2 kinds; 72 candidate
  combinations above each tuple), leaf frequencies mildly skewed; exact solver
  ``cpsat-cell``, heuristic ``personalized-clustering``. Most rows are
  distinct tuples (2,400 are possible), the hard end for the cell model,
  whose size is distinct tuples x candidate combinations, not rows.
* ``cut``: random single tables with about D distinct QI tuples: six QIs with
  random taxonomies (height 2 to 4, 8 to 60 leaves, skewed independent leaf
  frequencies), k-anonymity k = 5 without suppression (as
  ``specs/adult-k-anonymity.yaml``), LM, cut generalization; exact solver
  ``cpsat-cut``, heuristic ``top-down``. Rows are drawn until D distinct tuples
  have appeared.
* ``adult``: ``specs/adult-k-anonymity.yaml`` itself (18,109 distinct tuples),
  when ``../shared/data/adult`` is present.
* ``lattice``: 1,000 random rows over ten QIs whose lattice (product of
  height + 1) has about 1e6 or 1e7 level vectors (balanced trees of height 3
  or 4, fan-out 2); cut generalization, k = 5, ``cpsat-cut``. A 1e8 lattice is
  not run: the full-domain enumeration that gives ``cpsat-cut`` its first
  incumbent (and the ``full-domain`` solver) materialises and sorts every level
  vector before looking at its deadline; 1e7 vectors already take about 20 s
  and 1.8 GB for that alone, 1e8 would take about ten times both.

``python -m seqanon_opt.bench.studies.auto_reach`` runs every family, each
instance in a fresh process (so ``peak_mb`` is that instance's own peak
resident memory), prints the per-size table and writes
``docs/results/auto-reach.txt`` (the table) and ``docs/results/auto-reach.json``
(every instance's record and the per-size summary); rerunning replaces both,
including the notes added to the .txt by hand. ``--quick`` runs one seed of the
two smallest cell and cut sizes with a 10 s limit (written as auto-reach-quick.*).
``seqanon bench auto-reach`` runs seed 0 of every size (see :func:`auto_reach_cases`).

Budget rule (the whole run is meant to take about 15 minutes on 2 cores):
seeds of a size run in order; the third seed runs only when the first two
disagree on whether optimality was proven (otherwise the median status is
settled and the "median" of the two is their mean); once two seeds of a size
have ended without a proof, every larger size of the family runs one seed
only. The ``lattice`` family runs one seed per size.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import Any

from .. import repository
from ..adult import adult_available
from ..runner import Benchmark, Case, measure_in_fresh_process
from .auto_reach_instances import (
    LATTICE_HEIGHTS,
    TIME_LIMIT,
    WORKERS,
    adult_problem,
    cell_problem,
    cut_problem,
    lattice_problem,
)

SEEDS = (0, 1, 2)
CELL_ROWS = (50, 100, 200, 300, 400, 600)
CUT_DISTINCT = (1_000, 10_000, 50_000, 100_000, 200_000)
FAMILY_SEEDS = {"lattice": 1}  # families that run fewer seeds than the others
SLACK_S = 5.0  # allowed overrun of the time limit (model building, reading back, a loaded machine)
RESULTS = Path("docs") / "results"


def _time_limit(default: float) -> float:
    return float(os.environ.get("SEQANON_BENCH_TIME_LIMIT", default))


# ---------------------------------------------------------------- one measurement
def measure_problem(
    problem: Any, family: str, size: int, seed: int, time_limit: float, workers: int = WORKERS
) -> dict[str, Any]:
    """auto's two stages on ``problem``, the exact one with the whole ``time_limit``.

    Returns the instance's figures: sizes, heuristic and exact objective and
    seconds, exact status, bound and gap, whether the exact release beat the
    heuristic's, and the process's peak resident memory so far (``peak_mb``;
    the instance's own when it runs in a fresh process).
    """
    from ...solvers.auto import HEURISTIC_SHARE, AutoSolver, exact_out_of_reach, size_features
    from ...solvers.registry import candidates

    sizes = size_features(problem)
    picked = AutoSolver(candidates=candidates()).plan(problem)
    heuristic, exact = (None if cls is None else cls(workers=workers, seed=seed) for cls in picked)
    record: dict[str, Any] = {
        "family": family,
        "size": size,
        "seed": seed,
        **sizes,
        "time_limit_s": time_limit,
        "workers": workers,
        "heuristic": heuristic.name if heuristic else None,
        "exact": exact.name if exact else None,
        "auto_rule": exact_out_of_reach(problem, sizes) or "exact runs",
    }
    first = None
    if heuristic is not None:
        t0 = time.perf_counter()
        share = max(time_limit * HEURISTIC_SHARE, min(time_limit / 2, 1.0))
        first = heuristic.solve(problem, time_limit=share, seed=seed, workers=workers)
        record["heuristic_s"] = round(time.perf_counter() - t0, 3)
        record["heuristic_objective"] = first.objective
    if exact is None:
        raise ValueError(f"no exact solver for {problem.name}")
    hint = (
        first
        if (first is not None and first.status.has_solution and not first.taxonomies and exact.capabilities.hints)
        else None
    )
    t0 = time.perf_counter()
    second = exact.solve(problem, time_limit=time_limit, seed=seed, workers=workers, hint=hint)
    record["exact_s"] = round(time.perf_counter() - t0, 3)
    record["hinted"] = hint is not None
    record["status"] = second.status.value
    record["optimal"] = second.status.value == "optimal"
    record["objective"] = second.objective
    record["bound"] = second.bound
    record["gap"] = None if second.gap is None else round(second.gap, 6)
    h_obj = record.get("heuristic_objective")
    record["exact_beat_heuristic"] = (
        None
        if h_obj is None or second.objective is None
        else bool(second.objective < h_obj - 1e-9 * max(1.0, abs(h_obj)))
    )
    record["heuristic_gap_to_bound"] = (
        None
        if h_obj is None or second.bound is None
        else round(max(0.0, (h_obj - second.bound) / max(abs(h_obj), 1e-9)), 6)
    )
    record["message"] = second.message[:200]
    record["peak_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return record


def measure_cell(rows: int, seed: int, time_limit: float | None = None, workers: int = WORKERS) -> dict[str, Any]:
    limit = _time_limit(TIME_LIMIT) if time_limit is None else time_limit
    return measure_problem(cell_problem(rows, seed), "cell", rows, seed, limit, workers)


def measure_cut(distinct: int, seed: int, time_limit: float | None = None, workers: int = WORKERS) -> dict[str, Any]:
    limit = _time_limit(TIME_LIMIT) if time_limit is None else time_limit
    return measure_problem(cut_problem(distinct, seed), "cut", distinct, seed, limit, workers)


def measure_lattice(
    level_vectors: int, seed: int, time_limit: float | None = None, workers: int = WORKERS
) -> dict[str, Any]:
    limit = _time_limit(TIME_LIMIT) if time_limit is None else time_limit
    return measure_problem(
        lattice_problem(level_vectors, seed),
        "lattice",
        level_vectors,
        seed,
        limit,
        workers,
    )


def measure_adult(time_limit: float | None = None, workers: int = WORKERS) -> dict[str, Any]:
    limit = _time_limit(TIME_LIMIT) if time_limit is None else time_limit
    problem = adult_problem()
    return measure_problem(problem, "adult", problem.n_rows, 0, limit, workers)


def _bench_figures(measure: Callable[..., dict[str, Any]], *args: Any) -> dict[str, Any]:
    """A record without the fields `seqanon bench` prints itself (or that are too long for a row)."""
    record = measure(*args)
    for key in ("family", "size", "seed", "peak_mb", "message", "workers"):
        record.pop(key, None)
    return record


# ---------------------------------------------------------------- benchmark cases
def auto_reach_cases() -> list[Case]:
    """Seed 0 of every size of every family (`seqanon bench auto-reach`); the module's entry point
    runs three seeds per size and reports medians."""
    cases = [Case(f"cell rows={n}", partial(_bench_figures, measure_cell, n, 0)) for n in CELL_ROWS]
    cases += [Case(f"cut distinct={d}", partial(_bench_figures, measure_cut, d, 0)) for d in CUT_DISTINCT]
    if adult_available():
        cases.append(Case("cut adult k=5", partial(_bench_figures, measure_adult)))
    cases += [Case(f"lattice vectors~{v:.0e}", partial(_bench_figures, measure_lattice, v, 0)) for v in LATTICE_HEIGHTS]
    return cases


BENCHMARKS = (
    Benchmark(
        "auto-reach",
        "exact solvers around auto's size thresholds: cpsat-cell 50-600 rows, cpsat-cut 1k-200k "
        "distinct tuples, lattices 1e6/1e7, Adult (60 s, 2 workers)",
        auto_reach_cases,
    ),
)


# ---------------------------------------------------------------- the whole study
def _median(values: Iterable[float | None]) -> float | None:
    """The median of the values present (None: not measured), or None if none is."""
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def summarize(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per (family, size): medians over the seeds that ran."""
    out = []
    keys = list(dict.fromkeys((r["family"], r["size"]) for r in records))
    for family, size in keys:
        rs = [r for r in records if r["family"] == family and r["size"] == size]
        proven = sum(r["optimal"] for r in rs)
        out.append(
            {
                "family": family,
                "size": size,
                "instances": len(rs),
                "proven": proven,
                "exact": rs[0]["exact"],
                "heuristic": rs[0]["heuristic"],
                "rows": _median([r["rows"] for r in rs]),
                "distinct_tuples": _median([r["distinct_tuples"] for r in rs]),
                "lattice": _median([r["lattice"] for r in rs]),
                "median_exact_s": _median([r["exact_s"] for r in rs]),
                "median_proof_s": _median([r["exact_s"] for r in rs if r["optimal"]]),
                "median_gap": _median([r["gap"] for r in rs]),
                "max_gap": max((r["gap"] for r in rs if r["gap"] is not None), default=None),
                "median_heuristic_s": _median([r.get("heuristic_s") for r in rs]),
                "exact_beat_heuristic": sum(bool(r["exact_beat_heuristic"]) for r in rs),
                "median_heuristic_gap_to_bound": _median([r.get("heuristic_gap_to_bound") for r in rs]),
                "median_peak_mb": _median([r["peak_mb"] for r in rs]),
                "max_peak_mb": max(r["peak_mb"] for r in rs),
                "auto_rule": rs[0]["auto_rule"],
            }
        )
    return out


def _fmt(value: Any, digits: int = 1) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _pct(gap: float | None) -> float | None:
    return None if gap is None else 100 * gap


def format_table(summary: list[dict[str, Any]]) -> str:
    head = (
        f"{'family':8s} {'size':>8s} {'rows':>8s} {'distinct':>8s} {'lattice':>9s} {'proven':>7s} "
        f"{'exact_s':>8s} {'proof_s':>8s} {'gap%':>6s} {'maxgap%':>7s} {'heur_s':>6s} "
        f"{'beat':>5s} {'heur_gap%':>9s} {'peak_MB':>8s}  auto today"
    )
    lines = [head, "-" * len(head)]
    for s in summary:
        lines.append(
            f"{s['family']:8s} {s['size']:>8d} {int(s['rows']):>8d} {int(s['distinct_tuples']):>8d} "
            f"{int(s['lattice']):>9.2g} {s['proven']:>3d}/{s['instances']:<3d} "
            f"{_fmt(s['median_exact_s']):>8s} {_fmt(s['median_proof_s']):>8s} {_fmt(_pct(s['median_gap'])):>6s} "
            f"{_fmt(_pct(s['max_gap'])):>7s} {_fmt(s['median_heuristic_s']):>6s} "
            f"{s['exact_beat_heuristic']:>2d}/{s['instances']:<2d} "
            f"{_fmt(_pct(s['median_heuristic_gap_to_bound'])):>9s} "
            f"{_fmt(s['max_peak_mb'], 0):>8s}  {'exact' if s['auto_rule'] == 'exact runs' else 'heuristic only'}"
        )
    return "\n".join(lines)


LEGEND = """\
exact_s: median seconds of the exact solver (limit {limit:g} s, {workers} workers); proof_s: median over the
proven instances only; gap%: median final gap (objective - bound) / objective; maxgap%: the largest;
heur_s: median seconds of auto's heuristic; beat: instances where the exact release has a lower LM
than the heuristic's (the exact solver had it as hint when it takes hints); heur_gap%: median gap of
the heuristic's release to the exact solver's bound (how far from optimal auto would be without the
exact stage, as far as the bound shows); peak_MB: largest peak resident memory of an instance's
process (ru_maxrss, fresh process per instance); auto today: what auto's size rule does at this size
(CELL_MAX_ROWS={cell}, CUT_MAX_DISTINCT={distinct}, CUT_MAX_LATTICE={lattice:.0e})."""


def plan(quick: bool = False) -> list[tuple[str, int, Callable[..., dict[str, Any]]]]:
    """(family, size, measure function) in run order."""
    if quick:
        return [("cell", n, measure_cell) for n in CELL_ROWS[:2]] + [("cut", d, measure_cut) for d in CUT_DISTINCT[:2]]
    out: list[tuple[str, int, Callable[..., dict[str, Any]]]] = [("cell", n, measure_cell) for n in CELL_ROWS] + [
        ("cut", d, measure_cut) for d in CUT_DISTINCT
    ]
    out += [("lattice", v, measure_lattice) for v in LATTICE_HEIGHTS]
    return out


def run_study(
    *,
    time_limit: float = TIME_LIMIT,
    seeds: tuple[int, ...] = SEEDS,
    quick: bool = False,
    out_dir: Path | None = None,
    fresh: bool = True,
    log: Callable[[str], None] = print,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Run the plan with the budget rule of the module docstring; write the results when ``out_dir``."""

    start = time.perf_counter()
    records: list[dict[str, Any]] = []
    one_seed_from: dict[str, bool] = {}
    seeds = seeds[:1] if quick else seeds

    def run(fn: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        if not fresh:
            return fn()
        figures = measure_in_fresh_process(fn)
        figures.pop("seconds", None)  # the process's wall time; exact_s and heuristic_s are the solver times
        return figures

    for family, size, fn in plan(quick):
        ran: list[bool] = []  # proven, per seed
        for i, seed in enumerate(seeds[: FAMILY_SEEDS.get(family, len(seeds))]):
            if i > 0 and one_seed_from.get(family):
                break
            if i >= 2 and len(set(ran)) == 1:  # the first two agree: the median status is settled
                break
            record = run(partial(fn, size, seed, time_limit))
            records.append(record)
            ran.append(bool(record["optimal"]))
            log(
                f"  {family} {size} seed={seed}: {record['status']} exact {record['exact_s']} s "
                f"gap {record['gap']} peak {record['peak_mb']} MB  [{time.perf_counter() - start:.0f} s]"
            )
        failed = ran.count(False)
        if failed >= 2 or (len(ran) == 1 and failed):
            one_seed_from[family] = True
    if not quick and adult_available():
        record = run(partial(measure_adult, time_limit))
        records.append(record)
        log(f"  adult: {record['status']} exact {record['exact_s']} s peak {record['peak_mb']} MB")
    summary = summarize(records)
    elapsed = time.perf_counter() - start
    text = report_text(summary, time_limit=time_limit, seeds=seeds, quick=quick, elapsed=elapsed)
    log("")
    log(text)
    if out_dir is not None:
        write_results(out_dir, text, records, summary, time_limit=time_limit, seeds=seeds, quick=quick, elapsed=elapsed)
    return records, summary


def report_text(
    summary: list[dict[str, Any]], *, time_limit: float, seeds: tuple[int, ...], quick: bool, elapsed: float
) -> str:
    """The study's printed result: header (command, machine, load, budget rule), table, legend."""
    from ...solvers import auto

    table = format_table(summary)
    legend = LEGEND.format(
        limit=time_limit,
        workers=WORKERS,
        cell=auto.CELL_MAX_ROWS,
        distinct=auto.CUT_MAX_DISTINCT,
        lattice=float(auto.CUT_MAX_LATTICE),
    )
    load = os.getloadavg()
    header = (
        f"auto-reach: exact solvers around auto's size thresholds "
        f"(python -m seqanon_opt.bench.studies.auto_reach{' --quick' if quick else ''})\n"
        f"{time.strftime('%Y-%m-%d')}, {platform.machine()}, {os.cpu_count()} cores, "
        f"load average at the end {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f}; "
        f"the machine is shared, so times are noisy. Whole run {elapsed:.0f} s.\n"
        f"Seeds {', '.join(map(str, seeds))}: the third runs only when the first two disagree on the "
        f"proof; after two failures at a size, larger sizes of the family run seed {seeds[0]} only; "
        f"lattice: seed {seeds[0]} only."
    )
    return f"{header}\n\n{table}\n\n{legend}\n"


def write_results(
    out_dir: Path,
    text: str,
    records: list[dict[str, Any]],
    summary: list[dict[str, Any]],
    *,
    time_limit: float,
    seeds: tuple[int, ...],
    quick: bool,
    elapsed: float,
) -> None:
    """``auto-reach[-quick].txt`` (``text``) and ``.json`` (settings, thresholds, summary, every instance)."""
    from ...solvers import auto

    out_dir.mkdir(parents=True, exist_ok=True)
    stem = "auto-reach-quick" if quick else "auto-reach"
    (out_dir / f"{stem}.txt").write_text(text)
    (out_dir / f"{stem}.json").write_text(
        json.dumps(
            {
                "time_limit_s": time_limit,
                "workers": WORKERS,
                "seeds": list(seeds),
                "elapsed_s": round(elapsed, 1),
                "thresholds": {
                    "CELL_MAX_ROWS": auto.CELL_MAX_ROWS,
                    "CUT_MAX_DISTINCT": auto.CUT_MAX_DISTINCT,
                    "CUT_MAX_LATTICE": auto.CUT_MAX_LATTICE,
                },
                "summary": summary,
                "instances": records,
            },
            indent=2,
            default=str,
        )
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m seqanon_opt.bench.studies.auto_reach", description="exact solvers around auto's size thresholds"
    )
    parser.add_argument("--time-limit", type=float, default=TIME_LIMIT)
    parser.add_argument("--quick", action="store_true", help="one seed of the two smallest cell and cut sizes")
    parser.add_argument("--seeds", default=",".join(map(str, SEEDS)), help="comma-separated seeds (default 0,1,2)")
    parser.add_argument("--out", default=str(repository() / RESULTS), help="directory of the result files")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    limit = args.time_limit if not args.quick or args.time_limit != TIME_LIMIT else 10.0
    seeds = tuple(int(x) for x in args.seeds.split(",") if x.strip())
    run_study(
        time_limit=limit,
        seeds=seeds,
        quick=args.quick,
        out_dir=None if args.no_write else Path(args.out),
        log=lambda s: print(s, flush=True),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
