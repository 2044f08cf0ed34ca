"""The single-table scale benchmarks: ``single-table-scale`` and ``scale-10m``.

``single-table-scale``: the greedy solvers on Adult enlarged to 1,356,660 rows.

Wang-Yu-Chakraborty 2004 section 6.2: the 45,222 Adult records (training and
test splits together) enlarged by variations with sigma = 30, rho = 3, over
the 7 categorical QIs; K = 150. The paper's longest run was 730 s (C++,
2.4 GHz Pentium IV). Each figure is measured separately: building the
enlarged table, compiling the problem from it, solving, and verifying the
release.

The criteria case (:func:`criteria_scale_case`, issue 15): the same table with
occupation as the sensitive attribute (removed from the QIs: 6 QIs), k = 150
and entropy-l-diversity with l = 2, no suppression, solved by top-down.
``python -m seqanon_opt.bench.scale [--case NAME] [--repeat 3]`` runs the
cases in fresh processes and prints the median of each time (generate: build the
enlarged table; load: compile the problem; solve; verify; total), the median peak
resident memory once solved (``solve_peak_mb``, before verification) and the
largest peak of the whole run (``peak_mb``).

``scale-10m``: `seqanon run` on 10,000,000 rows, end to end, each phase timed.

Adult (the 45,222 records of the UCI training and test splits, 7 categorical
QIs and the class) enlarged by variations (Wang-Yu-Chakraborty 2004 section
6.2; sigma = 222, rho = 3) and cut at 10,000,000 rows, written once as Parquet
and as CSV under ``out/bench-data/adult-10m/`` (reused by later runs; the
generation is not timed). Each case runs :func:`seqanon_opt.api.anonymize` on
a spec file naming one of them, the code path of ``seqanon run``: read, group
and solve, verify, report, write (release.csv, report.json, report.html,
transformation.json), with top-down or bottom-up at K = 150.

Figures per case: ``rows``, each phase's seconds (``load_s``: read the file and
compile the problem; ``solve_s``: group and search; ``verify_s``: publish and
judge the release; ``report_s``: utility and risk; ``write_s``), ``total_s``,
and, measured in the same process on the same file, ``groupby_s``: a bare
pandas group-by of the QI columns (``read_parquet`` / ``read_csv`` of those
columns, then ``groupby(qis).size()``; the read not included) and
``verify_per_groupby`` = verify_s / groupby_s (issue 17's target: at most 1.5).
``run_peak_mb`` is the peak resident memory of the run (before the baseline
reads the file again; target: 6 GB), the table's ``peak_mb`` that of the whole
case process; the target for ``total_s`` is 60 s on the 2-core development
machine.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

import pandas as pd
import yaml

from ..data.generators.variations import enlarge_with_variations
from .adult import SPEC, load_split, uci_available_or_say
from .runner import Benchmark, Case, measure_in_fresh_process


def enlarged_adult(sigma: int, rho: int, seed: int = 0) -> tuple[pd.DataFrame, dict]:
    """The enlarged table (QIs and class) and the spec dict of ``specs/adult-bottom-up.yaml``."""
    train, test = load_split()
    columns = [*train.quasi_identifiers, train.class_attribute]
    merged = pd.concat([train.table[columns], test.table[columns]], ignore_index=True)
    leaves = {a: [train.taxonomies[a].labels[v] for v in train.taxonomies[a].leaves] for a in train.quasi_identifiers}
    spec = yaml.safe_load(SPEC.read_text())
    for tax in spec["taxonomies"].values():
        tax["arx"] = str((SPEC.parent / tax["arx"]).resolve())
    return enlarge_with_variations(merged, train.quasi_identifiers, leaves, sigma, rho, seed), spec


def scale_case(
    solver: str,
    sigma: int = 30,
    rho: int = 3,
    k: int = 150,
    seed: int = 0,
    requirements: list[dict] | None = None,
    sensitive: str | None = None,
) -> dict[str, Any]:
    """Enlarge, compile, solve with ``solver``, verify; the time of each step.

    ``requirements`` (default: k-anonymity with ``k``) replace the spec's; ``sensitive`` names a QI
    that becomes the sensitive attribute (removed from the QIs, its column kept).
    """
    from ..problem import build_problem
    from ..release import publish
    from ..solvers.registry import get_solver
    from ..spec import load_spec
    from ..verify import verify_release

    start = time.perf_counter()
    table, spec = enlarged_adult(sigma, rho, seed)
    generate_s = time.perf_counter() - start
    with tempfile.TemporaryDirectory() as tmp:
        table.to_parquet(Path(tmp) / "enlarged.parquet", index=False)
        del table
        spec["data"] = {"path": "enlarged.parquet"}
        spec["requirements"] = requirements or [{"kind": "k-anonymity", "k": k}]
        if sensitive is not None:
            spec["roles"]["quasi_identifiers"].remove(sensitive)
            spec["roles"]["sensitive"] = sensitive
            spec["taxonomies"].pop(sensitive, None)
        spec["solver"] = {"name": solver, "time_limit": 600, "seed": seed}
        (Path(tmp) / "spec.yaml").write_text(yaml.safe_dump(spec))
        start = time.perf_counter()
        loaded, source = load_spec(Path(tmp) / "spec.yaml")
        problem = build_problem(loaded, source)
        load_s = time.perf_counter() - start
    start = time.perf_counter()
    solution = get_solver(solver, time_limit=loaded.solver.time_limit, seed=seed).solve(problem)
    solve_s = time.perf_counter() - start
    solve_peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # before verification
    start = time.perf_counter()
    verification = verify_release(problem, publish(problem, solution))
    verify_s = time.perf_counter() - start
    distinct = problem.table[list(problem.quasi_identifiers)].drop_duplicates().shape[0]
    return {
        "rows": problem.n_rows,
        "distinct_vids": distinct,
        "K": k,
        "status": solution.status.value,
        "class_entropy": solution.objective,
        "generate_s": round(generate_s, 2),
        "load_s": round(load_s, 2),
        "solve_s": round(solve_s, 2),
        "verify_s": round(verify_s, 2),
        "total_s": round(generate_s + load_s + solve_s + verify_s, 2),
        "verified": verification.ok,
        "solve_peak_mb": round(solve_peak_mb),
        "iterations": solution.statistics.get("iterations"),
        "suppressed": solution.statistics.get("suppressed"),
    }


def criteria_scale_case(solver: str = "top-down", k: int = 150, l: float = 2) -> dict[str, Any]:
    """k-anonymity (k) and entropy-l-diversity (l) of occupation, the sensitive attribute, on the 6 other QIs."""
    requirements = [{"kind": "k-anonymity", "k": k}, {"kind": "entropy-l-diversity", "l": l}]
    return {**scale_case(solver, k=k, requirements=requirements, sensitive="occupation"), "l": l}


ROWS = 10_000_000
SIGMA, RHO, SEED, K = 222, 3, 0, 150
DATA_DIR = Path("out") / "bench-data" / "adult-10m"


def prepare(data_dir: Path = DATA_DIR, rows: int = ROWS) -> dict[str, Path]:
    """The enlarged table as Parquet and CSV and the spec dict beside them (made once, then reused)."""
    import pyarrow as pa
    import pyarrow.csv as pacsv
    import pyarrow.parquet as pq

    data_dir.mkdir(parents=True, exist_ok=True)
    files = {"parquet": data_dir / "data.parquet", "csv": data_dir / "data.csv", "spec": data_dir / "spec.yaml"}
    if all(path.exists() for path in files.values()):
        return files
    table, spec = enlarged_adult(SIGMA, RHO, SEED)
    table = table.iloc[:rows].reset_index(drop=True)
    arrow = pa.Table.from_pandas(table, preserve_index=False)
    pq.write_table(arrow, files["parquet"])
    pacsv.write_csv(arrow, files["csv"])
    spec.update({"requirements": [{"kind": "k-anonymity", "k": K}]})
    files["spec"].write_text(yaml.safe_dump(spec))
    return files


def scale_10m_case(solver: str, fmt: str, rows: int = ROWS) -> dict[str, Any]:
    """One end-to-end run on the ``fmt`` file (parquet or csv) with ``solver``, then the bare group-by."""
    import pandas as pd

    from ..api import anonymize
    from ..progress import PhaseTimes

    files = prepare(rows=rows) if rows == ROWS else prepare(DATA_DIR.with_name(f"adult-{rows}"), rows)
    spec = yaml.safe_load(files["spec"].read_text())
    spec.update(
        {
            "name": f"scale-{solver}-{fmt}",
            "data": {"path": str(files[fmt].resolve())},
            "solver": {"name": solver, "time_limit": 600, "seed": SEED},
        }
    )
    qis = list(spec["roles"]["quasi_identifiers"])
    with tempfile.TemporaryDirectory() as tmp:
        spec_path = Path(tmp) / "spec.yaml"
        spec_path.write_text(yaml.safe_dump(spec))
        times = PhaseTimes()
        start = time.perf_counter()
        result = anonymize(None, spec_path, out_dir=Path(tmp) / "out", progress=times)
        total_s = time.perf_counter() - start
        run_peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # before the baseline's read
        written_mb = sum(f.stat().st_size for f in (Path(tmp) / "out").iterdir()) / 2**20
    assert result.verification is not None, f"{solver} found no release"  # only a release is verified
    ok, objective, n_rows = result.verification.ok, result.solution.objective, result.report["rows"]["in"]
    del result
    frame = (
        pd.read_parquet(files["parquet"], columns=qis)
        if fmt == "parquet"
        else pd.read_csv(files["csv"], usecols=qis, dtype=str, keep_default_na=False)
    )
    start = time.perf_counter()
    groups = frame.groupby(qis, observed=True, sort=False).size()
    groupby_s = time.perf_counter() - start
    seconds = {f"{phase}_s": round(value, 2) for phase, value in times.seconds.items()}
    return {
        "rows": n_rows,
        "distinct_tuples": len(groups),
        "verified": ok,
        "objective": objective,
        **seconds,
        "total_s": round(total_s, 2),
        "groupby_s": round(groupby_s, 2),
        "verify_per_groupby": round(times.seconds.get("verify", 0.0) / groupby_s, 2),
        "written_mb": round(written_mb),
        "run_peak_mb": round(run_peak_mb),
    }


# ------------------------------------------------------------------ the case tables
SINGLE_TABLE = (  # single-table-scale: (case, run)
    ("bottom-up", partial(scale_case, "bottom-up")),
    ("top-down", partial(scale_case, "top-down")),
    ("top-down entropy-l=2 (occupation)", partial(criteria_scale_case, "top-down", l=2.0)),
)
SCALE_10M = (  # scale-10m: (solver, file format)
    ("top-down", "parquet"),
    ("bottom-up", "parquet"),
    ("top-down", "csv"),
    ("bottom-up", "csv"),
)


def single_table_scale_cases() -> list[Case]:
    if not uci_available_or_say():
        return []
    return [Case(name, run) for name, run in SINGLE_TABLE]


def scale_10m_cases() -> list[Case]:
    if not uci_available_or_say():
        return []
    return [
        Case(f"{solver} {fmt}", partial(scale_10m_case, solver, fmt), medians=("verify_per_groupby",))
        for solver, fmt in SCALE_10M
    ]


BENCHMARKS = (
    Benchmark(
        "single-table-scale",
        "bottom-up and top-down on Adult enlarged to 1,356,660 rows (sigma=30, rho=3), K=150; "
        "top-down with entropy-2-diversity of occupation (removed from the QIs) too",
        single_table_scale_cases,
    ),
    Benchmark(
        "scale-10m",
        "seqanon run end to end on Adult enlarged to 10,000,000 rows (Parquet and CSV), top-down "
        "and bottom-up at K=150: each phase timed, verify against a bare pandas group-by",
        scale_10m_cases,
    ),
)


def main(argv: list[str] | None = None) -> int:
    """Run the cases (``--case``: those whose name contains it) ``--repeat`` times in fresh processes."""
    parser = argparse.ArgumentParser(prog="python -m seqanon_opt.bench.scale", description=__doc__.split("\n")[0])
    parser.add_argument("--case", default="entropy", help="run the cases whose name contains this (default: entropy)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    for name, run in SINGLE_TABLE:
        if args.case not in name:
            continue
        runs = [measure_in_fresh_process(run) for _ in range(max(args.repeat, 1))]
        medians = {
            key: statistics.median(r[key] for r in runs)
            for key in runs[-1]
            if key.endswith(("_s", "_mb")) or key == "seconds"
        }
        peak = max(r["peak_mb"] for r in runs)
        figures = "  ".join(f"{key}={value:.2f}" for key, value in medians.items() if key != "peak_mb")
        print(
            f"{name}: {len(runs)} runs, medians {figures}  peak_mb={peak:.0f}  status={runs[-1]['status']}  "
            f"verified={all(r['verified'] for r in runs)}  suppressed={runs[-1]['suppressed']}  "
            f"iterations={runs[-1]['iterations']}  class_entropy={runs[-1]['class_entropy']:.6g}  "
            f"distinct_vids={runs[-1]['distinct_vids']}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
