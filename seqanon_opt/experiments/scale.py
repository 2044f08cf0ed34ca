"""`seqanon bench single-table-scale`: the greedy solvers on Adult enlarged to 1,356,660 rows.

Wang-Yu-Chakraborty 2004 section 6.2: the 45,222 Adult records (training and
test splits together) enlarged by variations with sigma = 30, rho = 3, over
the 7 categorical QIs; K = 150. The paper's longest run was 730 s (C++,
2.4 GHz Pentium IV). Each figure is measured separately: building the
enlarged table, compiling the problem from it, solving, and verifying the
release.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

import pandas as pd
import yaml

from .adult_error import SPEC, load_split
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


def scale_case(solver: str, sigma: int = 30, rho: int = 3, k: int = 150, seed: int = 0) -> dict[str, Any]:
    """Enlarge, compile, solve with ``solver``, verify; the time of each step."""
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
        spec["requirements"] = [{"kind": "k-anonymity", "k": k}]
        spec["solver"] = {"name": solver, "time_limit": 600, "seed": seed}
        (Path(tmp) / "spec.yaml").write_text(yaml.safe_dump(spec))
        start = time.perf_counter()
        loaded, source = load_spec(Path(tmp) / "spec.yaml")
        problem = build_problem(loaded, source)
        load_s = time.perf_counter() - start
    start = time.perf_counter()
    solution = get_solver(solver).solve(problem, seed=seed)
    solve_s = time.perf_counter() - start
    start = time.perf_counter()
    verification = verify_release(problem, publish(problem, solution))
    verify_s = time.perf_counter() - start
    distinct = problem.table[list(problem.quasi_identifiers)].drop_duplicates().shape[0]
    return {"rows": problem.n_rows, "distinct_vids": distinct, "K": k, "status": solution.status.value,
            "class_entropy": solution.objective, "generate_s": round(generate_s, 2), "load_s": round(load_s, 2),
            "solve_s": round(solve_s, 2), "verify_s": round(verify_s, 2), "verified": verification.ok,
            "iterations": solution.statistics.get("iterations")}
