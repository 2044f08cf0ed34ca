"""`seqanon bench single-table-scale`: the greedy solvers on Adult enlarged to 1,356,660 rows.

Wang-Yu-Chakraborty 2004 section 6.2: the 45,222 Adult records (training and
test splits together) enlarged by variations with sigma = 30, rho = 3, over
the 7 categorical QIs; K = 150. The paper's longest run was 730 s (C++,
2.4 GHz Pentium IV). Each figure is measured separately: building the
enlarged table, compiling the problem from it, solving, and verifying the
release.

The criteria case (:func:`criteria_scale_case`, issue 15): the same table with
occupation as the sensitive attribute (removed from the QIs: 6 QIs), k = 150
and entropy-l-diversity with l = 2, no suppression, solved by top-down.
``python -m seqanon_opt.experiments.scale [--case NAME] [--repeat 3]`` runs the
cases in fresh processes and prints the median of each time (generate: build the
enlarged table; load: compile the problem; solve; verify; total), the median peak
resident memory once solved (``solve_peak_mb``, before verification) and the
largest peak of the whole run (``peak_mb``).
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

from .adult_data import SPEC, load_split
from .variations import enlarge_with_variations


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
    solution = get_solver(solver).solve(problem, seed=seed)
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


CASES = {
    "top-down k=150": partial(scale_case, "top-down"),
    "bottom-up k=150": partial(scale_case, "bottom-up"),
    "top-down k=150 entropy-l=2 (occupation)": partial(criteria_scale_case, "top-down"),
}


def main(argv: list[str] | None = None) -> int:
    """Run the cases (``--case``: those whose name contains it) ``--repeat`` times in fresh processes."""
    from .bench import measure_in_fresh_process

    parser = argparse.ArgumentParser(prog="python -m seqanon_opt.experiments.scale", description=__doc__.split("\n")[0])
    parser.add_argument("--case", default="entropy", help="run the cases whose name contains this (default: entropy)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    for name, run in CASES.items():
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
