"""``seqanon bench sequential-scale``: the sequential solvers at scale (no paper figure: timings).

* :func:`sequential_scale_case`: Wang-Fung 2006 Set A (specs/wang-fung/set-a.yaml) enlarged by
  variations (section 6.1) to about a million records per table, Top6 (X,Y)-anonymity with Y = K1,
  k = 40, solved by ``tds4sa`` and verified;
* :func:`two_stage_scale_case`: Shmueli-Tassa R = 2, [FMJ, k]-linkability on Adult-derived records,
  solved by ``two-stage`` and verified.

The reproductions of the papers' figures are the sweeps in specs/reproductions/ (docs/reproductions.md).
"""

from __future__ import annotations

import resource
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import yaml

from ..data.generators.variations import enlarge_with_variations
from ..problem import Problem, build_problem
from ..release import publish
from ..solvers.registry import get_solver
from ..spec import load_spec
from ..spec.load import SpecSource
from ..spec.schema import Spec
from ..verify import verify_release
from . import repository
from .adult import uci_available_or_say
from .fmj import DEFAULT_DATA, cell_generalize, load_adult
from .runner import Benchmark, Case

REPO = repository()
SPEC = REPO / "specs" / "wang-fung" / "set-a.yaml"
ADULT = REPO.parent / "shared" / "data" / "adult-uci"
RANKED = ["marital-status", "relationship", "sex", "education", "occupation", "workclass"]  # the paper's order
JOIN = ["marital-status", "relationship", "sex"]
T2_ATTRS = ["marital-status", "relationship", "sex", "race", "native-country"]
T1_FEATURES = RANKED


def load_combined() -> pd.DataFrame:
    """adult.data + adult.test without missing values, with 'split', K1 and K2: the records of the table
    specs/wang-fung/set-a.yaml describes, read here to enlarge them (:func:`sequential_scale_case`)."""
    parts = []
    for name, split in (("adult.data", "train"), ("adult.test", "test")):
        frame = pd.read_csv(ADULT / name, dtype=str, skipinitialspace=True, keep_default_na=False)
        frame.columns = [c.strip() for c in frame.columns]
        frame = frame.apply(lambda s: s.str.strip())
        frame = frame[~frame.isin(["?", ""]).any(axis=1)]
        frame["income"] = frame["income"].str.rstrip(".")
        parts.append(frame.assign(split=split))
    table = pd.concat(parts, ignore_index=True)
    table.insert(0, "K1", np.arange(1, len(table) + 1).astype(str))
    table.insert(1, "K2", np.arange(1, len(table) + 1).astype(str))
    return table


def top_x(n: int) -> list[str]:
    return list(dict.fromkeys(RANKED[:n] + JOIN + T2_ATTRS))


def set_a_problem(
    x: Iterable[str],
    k: int,
    y: Iterable[str] = ("K1",),
    kind: str = "sequential",
    time_limit: float = 300.0,
    spec_path: Path = SPEC,
    tables: tuple[Path, Path] | None = None,
) -> Problem:
    """The Set A problem (Set B with ``spec_path``) built from the standalone spec, with the requirement
    (X,Y)-anonymity on ``x``, ``y``, ``k`` instead of the spec's.

    kind 'single' gives k-anonymity of T1 alone on the spec's quasi-identifiers (no previous release,
    solver top-down) over the same 45,222 records. ``tables`` (CSV files of T1's table, with K1, K2
    and split, and of T2) replaces the spec's data and previous release: the enlarged tables of
    :func:`sequential_scale_case`.
    """
    if kind not in ("sequential", "single"):
        raise ValueError(f"kind is 'sequential' or 'single', not {kind!r}")
    text = spec_path.read_text()
    raw = yaml.safe_load(text)
    raw["solver"]["time_limit"] = time_limit
    if tables is not None:
        raw["data"] = {"path": str(tables[0]), "format": "csv"}
        raw["problem"]["previous"] = [{"path": str(tables[1]), "attributes": T2_ATTRS + ["K2"]}]
    if kind == "sequential":
        raw["requirements"] = [{"kind": "xy-anonymity", "x": list(x), "y": list(y), "k": int(k)}]
    else:
        raw.pop("problem")
        raw["requirements"] = [{"kind": "k-anonymity", "k": int(k)}]
        raw["solver"]["name"] = "top-down"
    return build_problem(Spec.model_validate(raw), SpecSource(spec_path, text))


def sequential_scale_case(
    rows_per_table: int = 1_000_000, k: int = 40, seed: int = 0, time_limit: float = 600.0, verify: bool = True
) -> dict:
    """Set A enlarged by variations (section 6.1) to about ``rows_per_table`` records per table;
    Top6 (X,Y)-anonymity with Y = K1, k = 40. Solve with tds4sa, then verify the release."""
    table = load_combined()
    sigma = max(1, int(round(rows_per_table / len(table))))
    probe = set_a_problem(top_x(6), k)
    leaves = {}
    for a in T1_FEATURES + ["race", "native-country"]:
        tax = probe.taxonomies[a]
        leaves[a] = [tax.labels[v] for v in tax.leaves]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        t0 = time.perf_counter()
        # each table gets its own variations (section 6.1): T1 on its X attributes, T2 on its own
        big1 = enlarge_with_variations(table, T1_FEATURES, leaves, sigma, rho=2, seed=seed)
        big2 = enlarge_with_variations(table, T2_ATTRS, leaves, sigma, rho=2, seed=seed + 1)
        big1["K1"] = np.arange(1, len(big1) + 1).astype(str)
        big2["K2"] = np.arange(1, len(big2) + 1).astype(str)
        generate_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        big1.to_csv(folder / "table.csv", index=False)
        big2[T2_ATTRS + ["K2"]].to_csv(folder / "t2.csv", index=False)
        problem = set_a_problem(top_x(6), k, time_limit=time_limit, tables=(folder / "table.csv", folder / "t2.csv"))
        load_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    sol = get_solver("tds4sa").solve(problem, time_limit=time_limit)
    solve_s = time.perf_counter() - t0
    out = {
        "rows": problem.n_rows,
        "rows_t2": len(problem.previous[0]),
        "sigma": sigma,
        "status": sol.status.value,
        "generate_s": round(generate_s, 2),
        "load_s": round(load_s, 2),
        "solve_s": round(solve_s, 2),
        "iterations": sol.statistics.get("iterations"),
        "setup_s": sol.statistics.get("setup_s"),
        "distinct_tuples": sol.statistics.get("distinct_tuples"),
        "privacy": sol.statistics.get("privacy"),
        "objective": sol.objective,
    }
    if verify and sol.status.has_solution:
        t0 = time.perf_counter()
        verification = verify_release(problem, publish(problem, sol))
        out["verify_s"] = round(time.perf_counter() - t0, 2)
        out["verified"] = verification.ok
    out["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return out


def two_stage_scale_case(
    n_records: int = 100_000, k: int = 5, seed: int = 0, time_limit: float = 300.0, data_dir: Path | str | None = None
) -> dict:
    """R = 2, [FMJ, k]-linkability on ``n_records`` Adult-derived records (:mod:`.fmj`'s
    generator: records drawn with replacement from ARX's adult.csv, or synthetic Adult-shaped data).

    T_1 = (age, education), every cell kept with probability 0.8 else generalized to a random proper
    ancestor, rows shuffled; T_2 = (age, occupation) is computed by two-stage (QIs age, education;
    occupation sensitive, as in ADULT-1). Returns rows, status, solve_s, verify_s, verified, loss,
    achieved (the verifier's γ), peak_rss_mb (resource.getrusage, whole process) and the solver statistics.
    """
    rng = np.random.default_rng(seed)
    folder = Path(data_dir) if data_dir is not None else DEFAULT_DATA
    table, taxes, source = load_adult(folder, n_records, rng)
    t1 = pd.DataFrame(
        {
            "age": cell_generalize(taxes["age"], table["age"], rng, 0.8),
            "education": cell_generalize(taxes["education"], table["education"], rng, 0.8),
        }
    )
    t1 = t1.iloc[rng.permutation(len(t1))].reset_index(drop=True)
    with tempfile.TemporaryDirectory() as tmp:
        tmp_dir = Path(tmp)
        table.to_csv(tmp_dir / "table.csv", index=False)
        t1.to_csv(tmp_dir / "previous.csv", index=False)
        if source == "synthetic":
            tax_spec: dict[str, dict[str, Any]] = {a: {"tree": _nested(taxes[a])} for a in ("age", "education")}
        else:
            tax_spec = {a: {"arx": str(folder / f"adult_hierarchy_{a}.csv")} for a in ("age", "education")}
        spec = {
            "name": "two-stage-scale",
            "data": {"path": "table.csv"},
            "roles": {"quasi_identifiers": ["age", "education"], "sensitive": "occupation"},
            "taxonomies": tax_spec,
            "generalization": "cell",
            "problem": {
                "kind": "sequential",
                "release_attributes": ["age", "occupation"],
                "previous": [{"path": "previous.csv"}],
            },
            "requirements": [{"kind": "k-linkability", "k": k, "join": "FMJ"}],
            "objective": "LM",
            "solver": {"name": "two-stage", "time_limit": time_limit, "seed": seed},
        }
        (tmp_dir / "spec.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
        problem = build_problem(*load_spec(tmp_dir / "spec.yaml"))
    t0 = time.perf_counter()
    solution = get_solver("two-stage").solve(problem, seed=seed, time_limit=time_limit)
    solve_s = time.perf_counter() - t0
    out = {"rows": problem.n_rows, "k": k, "source": source, "status": solution.status.value, "solve_s": solve_s}
    if solution.status.has_solution:
        t0 = time.perf_counter()
        verification = verify_release(problem, publish(problem, solution))
        out.update(
            verify_s=time.perf_counter() - t0,
            verified=verification.ok,
            achieved=verification.checks[0].achieved,
            loss=solution.objective,
        )
    else:
        out.update(verify_s=0.0, verified=False, achieved=None, loss=None, message=solution.message)
    out["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    out["statistics"] = {k2: v for k2, v in solution.statistics.items() if k2 != "cut"}
    return out


def _nested(tax) -> dict:
    def walk(v):
        kids = tax.children[v]
        if not kids:
            return tax.labels[v]
        return {tax.labels[v]: [walk(c) for c in kids]}

    return walk(tax.root)


SEQUENTIAL = (  # sequential-scale: (case, run)
    ("tds4sa Set A x1M Top6 k=40", sequential_scale_case),
    ("two-stage 100k R=2 k=5 FMJ", two_stage_scale_case),
)


def sequential_scale_cases() -> list[Case]:
    if not uci_available_or_say():
        return []
    return [Case(name, run) for name, run in SEQUENTIAL]


BENCHMARKS = (
    Benchmark(
        "sequential-scale",
        "tds4sa on Set A enlarged to ~1,000,000 records per table (Top6, k=40); "
        "two-stage on 100,000 Adult-derived records (R=2, k=5, FMJ)",
        sequential_scale_cases,
    ),
)
