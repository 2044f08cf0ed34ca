"""The built-in benchmarks. Each case is a top-level function (picklable for the fresh process)."""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from . import repository
from .bench import Case, benchmark

REPO = repository()


def solve_spec_file(path: str) -> dict[str, Any]:
    """Load, solve and verify a spec; figures: status, objective, bound, solver seconds."""
    from ..pipeline import run

    result = run(path)
    s = result.solution
    return {
        "status": s.status.value,
        "objective": s.objective,
        "bound": s.bound,
        "solve_s": s.runtime_s,
        "verified": bool(result.verification and result.verification.ok),
    }


@benchmark("quickstart", "solve specs/quickstart.yaml (CP-SAT cut, k-anonymity, LM)")
def quickstart_cases() -> list[Case]:
    return [Case("quickstart", partial(solve_spec_file, str(REPO / "specs" / "quickstart.yaml")))]


def synthetic_cut_instance(rows: int, k: int, suppression: float, seed: int) -> dict[str, Any]:
    """A synthetic table with three QIs (binary trees of height 3), solved by cpsat-cut."""
    import tempfile

    import yaml

    from ..pipeline import run

    rng = np.random.default_rng(seed)
    tree = {"*": {"a": {"a0": ["a00", "a01"], "a1": ["a10", "a11"]}, "b": {"b0": ["b00", "b01"], "b1": ["b10", "b11"]}}}
    leaves = ["a00", "a01", "a10", "a11", "b00", "b01", "b10", "b11"]
    weights = rng.dirichlet(np.ones(8))
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data.csv"
        cols = {f"q{j}": rng.choice(leaves, size=rows, p=weights) for j in range(3)}
        import pandas as pd

        pd.DataFrame(cols).to_csv(data, index=False)
        spec = {
            "name": f"synthetic-{rows}",
            "data": {"path": "data.csv"},
            "roles": {"quasi_identifiers": list(cols)},
            "taxonomies": {c: {"tree": tree} for c in cols},
            "requirements": [{"kind": "k-anonymity", "k": k, "suppression": suppression}],
            "solver": {"name": "cpsat-cut", "time_limit": 60, "workers": 2},
        }
        (Path(tmp) / "spec.yaml").write_text(yaml.safe_dump(spec))
        result = run(Path(tmp) / "spec.yaml")
    s = result.solution
    return {
        "status": s.status.value,
        "objective": s.objective,
        "bound": s.bound,
        "solve_s": s.runtime_s,
        "candidate_groups": s.statistics.get("candidate_groups"),
    }


@benchmark("cut-synthetic", "cpsat-cut on synthetic tables of 1k to 100k rows, 3 QIs of height 3")
def synthetic_cases() -> list[Case]:
    out = []
    for rows in (1_000, 10_000, 100_000):
        for suppression in (0.0, 0.02):
            out.append(
                Case(f"rows={rows} k=10 supp={suppression}", partial(synthetic_cut_instance, rows, 10, suppression, 0))
            )
    return out


ADULT_SPEC = REPO / "specs" / "adult-k-anonymity.yaml"


def adult_exact_case(k: int, suppression: float, time_limit: float) -> dict[str, Any]:
    """Optimal cut k-anonymity of Adult under LM, beside the full-domain optimum of the same k."""
    import dataclasses
    import math

    from ..pipeline import load_problem
    from ..requirements import KAnonymity
    from ..solvers.enumeration.full_domain import best_full_domain, enumerate_lattice
    from ..solvers.registry import get_solver

    problem = load_problem(ADULT_SPEC)
    req = KAnonymity(k, problem.quasi_identifiers, math.floor(suppression * problem.n_rows + 1e-9))
    problem = dataclasses.replace(problem, requirements=(req,))
    time_limit = float(os.environ.get("SEQANON_BENCH_TIME_LIMIT", time_limit))
    s = get_solver("cpsat-cut").solve(problem, time_limit=time_limit, seed=0, workers=2)
    best, points, complete = best_full_domain(problem, req)
    exhaustive = [p for p in enumerate_lattice(problem, req, prune=False) if p.feasible]
    exhaustive_best = min(p.loss for p in exhaustive) if exhaustive else None
    return {
        "status": s.status.value,
        "LM": s.objective,
        "bound": s.bound,
        "gap_pct": None if s.gap is None else round(100 * s.gap, 3),
        "solve_s": round(s.runtime_s, 2),
        "method": s.statistics.get("method", "lazy CP-SAT"),
        "search_states": s.statistics.get("states"),
        "rounds": s.statistics.get("rounds"),
        "clauses": s.statistics.get("clauses_added"),
        "time_limit_s": time_limit,
        "full_domain_LM": best.loss if best else None,
        "full_domain_complete": complete,
        "lattice_evaluated": sum(1 for p in points if p.suppressed_rows >= 0),
        "full_domain_equals_exhaustive": (best is None and exhaustive_best is None)
        or (best is not None and exhaustive_best is not None and abs(best.loss - exhaustive_best) < 1e-6),
        "cut_le_full_domain": None if best is None or s.objective is None else s.objective <= best.loss + 1e-6,
    }


def _adult_available() -> bool:
    return (REPO.parent / "shared" / "data" / "adult" / "adult.csv").exists()


@benchmark(
    "exact-adult",
    "cpsat-cut proves optimal cut k-anonymity on Adult (k = 2..100, 0% and 5% suppression), "
    "full-domain against exhaustive lattice enumeration",
)
def exact_adult_cases() -> list[Case]:
    if not _adult_available():
        print("exact-adult: ../shared/data/adult is absent; nothing to run")
        return []
    cases = [Case(f"k={k} supp=0%", partial(adult_exact_case, k, 0.0, 120.0)) for k in (2, 5, 10, 25, 50, 100)]
    cases += [Case(f"k={k} supp=5%", partial(adult_exact_case, k, 0.05, 600.0)) for k in (2, 5, 10, 25, 50, 100)]
    return cases


def fmj_scenario(scenario: str, n_records: int) -> dict[str, Any]:
    """One scenario of :func:`fmj_benchmark`: graph, FMJ and k-linkability times and figures."""
    from .fmj_bench import fmj_benchmark

    rows = [r for r in fmj_benchmark(n_records=n_records) if r["scenario"] == scenario and r["n_records"] == n_records]
    by_case = {r["case"]: r for r in rows}
    return {
        "graph_s": round(by_case["consistency-graph"]["seconds"], 4),
        "fmj_s": round(by_case["fmj"]["seconds"], 4),
        "linkability_s": round(by_case["k-linkability"]["seconds"], 4),
        "total_s": round(by_case["total"]["seconds"], 4),
        "group_edges": by_case["consistency-graph"]["group_edges"],
        "record_edges": by_case["consistency-graph"]["record_edges"],
        "fmj_removed_group_edges": by_case["fmj"]["removed_group_edges"],
        "k": by_case["k-linkability"]["k"],
        "achieved": by_case["k-linkability"]["achieved"],
        "source": Path(rows[0]["source"]).name if rows else None,
    }


@benchmark("fmj-100k", "FMJ and 5-linkability of two cell-generalized releases of 100,000 Adult-derived records")
def fmj_cases() -> list[Case]:
    return [
        Case(name, partial(fmj_scenario, name, 100_000))
        for name in ("uniform-level", "light-80%-leaves", "t1-exact/t2-95%-leaves+education")
    ]


def reposition_case(mu: str, seed: int) -> dict[str, Any]:
    """First-window reposition ILP, w = 30, 50 sensitive values, 10,000 records, l = 4 (CBC)."""
    from .reposition_bench import reposition_benchmark

    r = reposition_benchmark(w=30, n_values=50, n_records=10_000, seed=seed, l=4, mu=mu)
    return {
        "status": r["status"],
        "cost": r["cost"],
        "bound": r["bound"],
        "build_s": r["build_seconds"],
        "solve_s": r["seconds"],
        "variables": r["variables"],
        "constraints": r["constraints"],
        "moved": r["moved"],
        "suppressed": r["suppressed"],
        "plan_checked": r["plan_checked"],
    }


@benchmark("reposition-ilp", "first-window reposition ILP (Wang-Xu-Wong-Fu): w=30, 50 values, 10,000 records, l=4")
def reposition_cases() -> list[Case]:
    return [
        Case(f"mu={mu} seed={seed}", partial(reposition_case, mu, seed))
        for mu in ("linear", "quadratic")
        for seed in (0, 1)
    ]


def _adult_uci_available() -> bool:
    from .adult_data import adult_available

    if not adult_available():
        print("../shared/data/adult-uci is absent; nothing to run")
        return False
    return True


def single_table_scale_case(solver: str, entropy_l: float | None = None) -> dict[str, Any]:
    from .scale import criteria_scale_case, scale_case

    return scale_case(solver) if entropy_l is None else criteria_scale_case(solver, l=entropy_l)


@benchmark(
    "single-table-scale",
    "bottom-up and top-down on Adult enlarged to 1,356,660 rows (sigma=30, rho=3), K=150; "
    "top-down with entropy-2-diversity of occupation (removed from the QIs) too",
)
def single_table_scale_cases() -> list[Case]:
    if not _adult_uci_available():
        return []
    return [
        *(Case(solver, partial(single_table_scale_case, solver)) for solver in ("bottom-up", "top-down")),
        Case("top-down entropy-l=2 (occupation)", partial(single_table_scale_case, "top-down", 2.0)),
    ]


def heuristic_gap_case(objective: str, budget: float = 0.0) -> dict[str, Any]:
    from .heuristic_gap import heuristic_gaps

    return heuristic_gaps(objective, budget=budget)


@benchmark(
    "heuristics-vs-optimum",
    "bottom-up and top-down against cpsat-cut's proven optimum on 200 random tables, suppression budgets 0 and 5%",
)
def heuristic_gap_cases() -> list[Case]:
    return [
        Case(f"objective={objective} budget={100 * budget:g}%", partial(heuristic_gap_case, objective, budget))
        for budget in (0.0, 0.05)
        for objective in ("LM", "distortion")
    ]


def tds4sa_scale_case() -> dict[str, Any]:
    from .sequential_scale import sequential_scale_case

    return sequential_scale_case()


def two_stage_scale_case() -> dict[str, Any]:
    from .sequential_scale import two_stage_scale_case as run

    return run()


@benchmark(
    "sequential-scale",
    "tds4sa on Set A enlarged to ~1,000,000 records per table (Top6, k=40); "
    "two-stage on 100,000 Adult-derived records (R=2, k=5, FMJ)",
)
def sequential_scale_cases() -> list[Case]:
    if not _adult_uci_available():
        return []
    return [
        Case("tds4sa Set A x1M Top6 k=40", tds4sa_scale_case),
        Case("two-stage 100k R=2 k=5 FMJ", two_stage_scale_case),
    ]


def relay_scale() -> dict[str, Any]:
    from .relay_bench import relay_scale_case

    return relay_scale_case()


@benchmark(
    "relay-scale",
    "relay reposition over 1,000,000 records, 1,000 timestamps, 20 values, w=10, l=4 "
    "(one core), with the fit of per-window time against relayed records",
)
def relay_scale_cases() -> list[Case]:
    return [
        Case("1M records, 1000 snapshots", relay_scale),
        Case("publisher, 1M records", publisher_scale),
        Case("Theorem 2: size sweep", relay_linearity),
    ]


def publisher_scale() -> dict[str, Any]:
    from .relay_bench import publisher_scale_case

    return publisher_scale_case()


def relay_linearity() -> dict[str, Any]:
    from .relay_bench import relay_linearity_case

    return relay_linearity_case()


from .auto_reach import auto_reach_cases  # noqa: E402  (registered here like the other benches)

benchmark(
    "auto-reach",
    "exact solvers around auto's size thresholds: cpsat-cell 50-600 rows, cpsat-cut 1k-200k "
    "distinct tuples, lattices 1e6/1e7, Adult (60 s, 2 workers)",
)(auto_reach_cases)
