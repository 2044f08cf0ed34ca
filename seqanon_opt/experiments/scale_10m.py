"""`seqanon bench scale-10m`: `seqanon run` on 10,000,000 rows, end to end, each phase timed.

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

import resource
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

import yaml

from .bench import Case, benchmark

ROWS = 10_000_000
SIGMA, RHO, SEED, K = 222, 3, 0, 150
DATA_DIR = Path("out") / "bench-data" / "adult-10m"


def prepare(data_dir: Path = DATA_DIR, rows: int = ROWS) -> dict[str, Path]:
    """The enlarged table as Parquet and CSV and the spec dict beside them (made once, then reused)."""
    import pyarrow as pa
    import pyarrow.csv as pacsv
    import pyarrow.parquet as pq

    from .scale import enlarged_adult

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


def run_case(solver: str, fmt: str, rows: int = ROWS) -> dict[str, Any]:
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


@benchmark(
    "scale-10m",
    "seqanon run end to end on Adult enlarged to 10,000,000 rows (Parquet and CSV), top-down "
    "and bottom-up at K=150: each phase timed, verify against a bare pandas group-by",
)
def scale_10m_cases() -> list[Case]:
    from .cases import _adult_uci_available

    if not _adult_uci_available():
        return []
    return [
        Case(f"{solver} {fmt}", partial(run_case, solver, fmt), medians=("verify_per_groupby",))
        for fmt in ("parquet", "csv")
        for solver in ("top-down", "bottom-up")
    ]
