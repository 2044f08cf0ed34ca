"""``seqanon bench arx-adult``: ARX and our exact solvers side by side on Adult, in one run.

Issue 14, item 4. For each case of the grid (k in {2, 5, 10, 25, 50, 100} x
suppression {0, 1, 5, 10%}; ``SEQANON_ARX_SUPPRESSION=0,0.05`` narrows it) one fresh process:

1. runs ARX 3.9.2 (../shared/tools/arx: its core library and
   ``ArxAdultDriver``, compiled once into the temporary folder) on the same
   data and hierarchies: Flash, optimal full-domain generalization, LM as
   ``Metric.createLossMetric(AggregateFunction.SUM)`` (the same objective as
   our LM, see the driver's README), ``ARX_REPS`` anonymize calls in one JVM,
   the release written as CSV;
2. solves the same problem with our ``full-domain`` and ``cpsat-cut``
   (``OUR_REPS`` solves each, 2 workers, seed 0, ``time_limit`` 60 s or
   ``SEQANON_BENCH_TIME_LIMIT``);
3. recomputes the LM and the suppressed rows of all three releases with one
   function of ours, :func:`release_lm`, from the published labels (ARX's read
   from its CSV; suppressed records are all ``*``), so no tool grades itself.

Printed per case: ``arx_LM``, ``fd_LM``, ``cut_LM`` (recomputed), their
suppressed rows, ``arx_ms`` (median of ARX's ``anonymize_ms``, the wall time
of ``ARXAnonymizer.anonymize`` inside the JVM), ``fd_ms`` and ``cut_ms``
(medians of our solve calls), the paired ratios ``fd/arx`` and ``cut/arx``,
``cut_vs_arx`` (our cut optimum relative to ARX's full-domain optimum) and
whether each is proven (ARX: optimal in the full-domain model; ours: status
``optimal``). When ARX, Java or Adult is absent the benchmark says so and runs
nothing.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from .. import repository
from ..adult import KS, SEED, WORKERS, adult_available, adult_problem
from ..runner import Benchmark, Case

SUPPRESSIONS = (0.0, 0.01, 0.05, 0.1)
ARX_REPS = 3
OUR_REPS = 3
TIME_LIMIT = 60.0
SUPPRESSED = "*"


def arx_home() -> Path:
    return repository().parent / "shared" / "tools" / "arx"


def arx_available() -> str | None:
    """None when ARX can run here, else why not."""
    home = arx_home()
    if not (home / "lib" / "arx-core.jar").exists() or not (home / "ArxAdultDriver.java").exists():
        return f"ARX is absent ({home})"
    if shutil.which("java") is None or shutil.which("javac") is None:
        return "java / javac are not on the PATH"
    if not adult_available():
        return "../shared/data/adult is absent"
    return None


def compile_java(source: Path, name: str) -> Path:
    """The classes of the Java ``source`` against ARX's jars, compiled once per source text into the
    temporary folder (``name``: the folder's prefix)."""
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:12]
    target = Path(tempfile.gettempdir()) / f"{name}-{digest}"
    if not (target / (source.stem + ".class")).exists():
        staging = Path(tempfile.mkdtemp(prefix=f"{name}-"))
        subprocess.run(
            ["javac", "-cp", str(arx_home() / "lib" / "*"), "-d", str(staging), str(source)],
            check=True,
            capture_output=True,
            text=True,
        )
        try:
            staging.rename(target)
        except OSError:  # another process compiled it meanwhile
            shutil.rmtree(staging, ignore_errors=True)
    return target


def compile_driver() -> Path:
    """The shared ArxAdultDriver's classes."""
    return compile_java(arx_home() / "ArxAdultDriver.java", "seqanon-arx-driver")


def run_arx(k: int, suppression: float, out_dir: Path, reps: int = ARX_REPS) -> dict[str, Any]:
    """ARX on Adult at (k, suppression): median anonymize_ms over ``reps`` calls in one JVM, the release file."""
    classes = compile_driver()
    data = repository().parent / "shared" / "data" / "adult"
    command = [
        "java",
        "-cp",
        f"{arx_home() / 'lib' / '*'}{os.pathsep}{classes}",
        "ArxAdultDriver",
        "--data",
        str(data),
        "--out",
        str(out_dir),
        "--k",
        str(k),
        "--supp",
        repr(suppression),
        "--metric",
        "sum",
        "--reps",
        str(reps),
    ]
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    rows = [line.split("\t") for line in done.stdout.splitlines() if line.startswith("RESULT\t")]
    if len(rows) != reps:
        raise RuntimeError(f"ARX driver printed {len(rows)} results, expected {reps}: {done.stderr[-500:]}")
    tag = "0" if suppression == 0 else str(round(suppression * 100))
    return {
        "anonymize_ms": statistics.median(float(r[5]) for r in rows),
        "levels": rows[0][7],
        "suppressed": int(rows[0][10]),
        "release": out_dir / f"arx-k{k}-s{tag}-sum.csv",
    }


def release_lm(problem, labels: Mapping[str, np.ndarray]) -> tuple[float, int]:
    """LM and suppressed rows of a release given as published labels per QI, one entry per input record.

    ``LM = sum_rows sum_a (leaves(v_a) - 1) / (leaves(root_a) - 1)``; a suppressed record (every QI
    cell ``*``) costs 1 per QI. Labels are mapped to taxonomy nodes by name: a label that is not a
    node is an error, not a guess.
    """
    from ...metrics.cell_loss import lm_node_loss

    total = 0.0
    suppressed = None
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        column = pd.Series(labels[attr], dtype=str).str.strip()
        star = (column == SUPPRESSED).to_numpy()
        suppressed = star if suppressed is None else suppressed & star
        nodes = column.map(tax.index)
        if nodes.isna().any():
            raise ValueError(f"column {attr!r}: label {column[nodes.isna()].iloc[0]!r} is not a node")
        total += float(lm_node_loss(tax)[nodes.to_numpy(dtype=np.int64)].sum())
    return total, int(suppressed.sum()) if suppressed is not None else 0


def solution_labels(problem, solution) -> dict[str, np.ndarray]:
    """A solution's release as labels per QI, suppressed records all ``*`` (ARX's layout)."""
    out = {}
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        labels = np.asarray(tax.labels, dtype=object)[solution.generalized[attr]]
        labels[np.asarray(solution.suppressed, dtype=bool)] = SUPPRESSED
        out[attr] = labels
    return out


def _our_solver(problem, name: str, limit: float, reps: int) -> dict[str, Any]:
    import dataclasses

    from ...solvers.registry import get_solver

    if name == "full-domain":  # the same table and taxonomies, ARX's model
        problem = dataclasses.replace(problem, model="full-domain")
    solver, times, solution = get_solver(name), [], None
    for _ in range(reps):
        t0 = time.perf_counter()
        solution = solver.solve(problem, time_limit=limit, seed=SEED, workers=WORKERS)
        times.append(time.perf_counter() - t0)
    assert solution is not None
    if not solution.status.has_solution:
        return {
            "ms": statistics.median(times) * 1e3,
            "LM": None,
            "suppressed": None,
            "status": solution.status.value,
            "gap": None,
        }
    lm, suppressed = release_lm(problem, solution_labels(problem, solution))
    return {
        "ms": statistics.median(times) * 1e3,
        "LM": lm,
        "suppressed": suppressed,
        "status": solution.status.value,
        "bound": solution.bound,
    }


def arx_case(k: int, suppression: float) -> dict[str, Any]:
    """One case of the grid (module docstring)."""
    problem = adult_problem(k, suppression)
    limit = float(os.environ.get("SEQANON_BENCH_TIME_LIMIT") or TIME_LIMIT)
    with tempfile.TemporaryDirectory(prefix="seqanon-arx-") as tmp:
        arx = run_arx(k, suppression, Path(tmp))
        frame = pd.read_csv(arx["release"], sep=";", dtype=str, keep_default_na=False)
        arx_lm, arx_suppressed = release_lm(problem, {a: frame[a].to_numpy() for a in problem.quasi_identifiers})
    if len(frame) != problem.n_rows:
        raise RuntimeError(f"ARX's release has {len(frame)} rows, the problem {problem.n_rows}")
    full_domain = _our_solver(problem, "full-domain", limit, OUR_REPS)
    cut = _our_solver(problem, "cpsat-cut", limit, OUR_REPS)
    arx_ms = arx["anonymize_ms"]
    return {
        "arx_LM": arx_lm,
        "fd_LM": full_domain["LM"],
        "cut_LM": cut["LM"],
        "arx_supp": arx_suppressed,
        "fd_supp": full_domain["suppressed"],
        "cut_supp": cut["suppressed"],
        "arx_ms": round(arx_ms, 1),
        "fd_ms": round(full_domain["ms"], 1),
        "cut_ms": round(cut["ms"], 1),
        "fd/arx": round(full_domain["ms"] / arx_ms, 3),
        "cut/arx": round(cut["ms"] / arx_ms, 3),
        "cut_vs_arx": None if cut["LM"] is None else f"{(cut['LM'] - arx_lm) / arx_lm:+.2%}" if arx_lm else "0",
        "same_fd_optimum": full_domain["LM"] is not None
        and abs(full_domain["LM"] - arx_lm) <= 1e-6 * max(1, arx_lm)
        and full_domain["suppressed"] == arx_suppressed,
        "fd_proven": full_domain["status"] == "optimal",
        "cut_proven": cut["status"] == "optimal",
        "cut_bound": cut.get("bound"),
        "arx_levels": arx["levels"],
    }


def suppressions(default: tuple[float, ...] = SUPPRESSIONS) -> tuple[float, ...]:
    """The suppression fractions to run: ``SEQANON_ARX_SUPPRESSION`` (comma-separated) when set, else
    ``default`` (this benchmark's, or arx-criteria's)."""
    override = os.environ.get("SEQANON_ARX_SUPPRESSION")
    return tuple(float(s) for s in override.split(",")) if override else default


def arx_adult_cases() -> list[Case]:
    reason = arx_available()
    if reason:
        print(f"arx-adult: {reason}; nothing to run")
        return []
    return [
        Case(
            f"k={k} supp={suppression:.0%}",
            partial(arx_case, k, suppression),
            medians=("fd/arx", "cut/arx", "arx_ms", "fd_ms", "cut_ms"),
        )
        for suppression in suppressions()
        for k in KS
    ]


BENCHMARKS = (
    Benchmark(
        "arx-adult",
        "ARX (Flash) vs our full-domain and cpsat-cut on Adult, side by side: LM, times, ratios",
        arx_adult_cases,
    ),
)
