"""The measures ``leakage`` (Song et al. 2015) and ``temporal-cost`` (Wang-Xu-Wong-Fu 2010), and the
generated data behind specs/song/employees.yaml and specs/temporal/window-study.yaml."""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from helpers import REPO, write_spec
from pydantic import ValidationError

from seqanon_opt.compare.cells import apply_params
from seqanon_opt.data.generators import committed, employees, streams
from seqanon_opt.data.generators.streams import skewed_counts
from seqanon_opt.measures import MeasureContext, get_measure, measure_names
from seqanon_opt.measures.temporal import initial_solution_cost
from seqanon_opt.pipeline import run
from seqanon_opt.problem import build_problem
from seqanon_opt.release import publish
from seqanon_opt.requirements import KAnonymity
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.spec import load_spec

SONG_SPEC = REPO / "specs" / "song" / "employees.yaml"
WINDOW_SPEC = REPO / "specs" / "temporal" / "window-study.yaml"
SONG_TABLE3 = REPO / "specs" / "examples" / "song-table3" / "spec.yaml"


def context(path: Path, solver: str | None = None, params: dict | None = None) -> MeasureContext:
    spec, source = load_spec(path)
    problem = build_problem(spec, source)
    if params:
        problem = apply_params(problem, params)
    solution = get_solver(solver or spec.solver.name or "auto").solve(problem)
    assert solution.status.has_solution
    return MeasureContext(problem, solution, publish(problem, solution), spec, source, Path(path).parent)


def measure(name: str, ctx: MeasureContext, **options) -> dict:
    m = get_measure(name)
    out = dict(m.compute(ctx, m.options(**options)))
    assert list(out) == m.columns(m.options(**options))
    return out


def test_registered_with_headline_first():
    assert {"leakage", "temporal-cost"} <= set(measure_names())
    leakage, temporal = get_measure("leakage"), get_measure("temporal-cost")
    assert leakage.columns(leakage.options(limit=0.25)) == ["mean_pleak", "max_pleak", "share_above_limit"]
    assert temporal.columns(temporal.options()) == ["il", "il_baseline", "moved", "suppressed"]
    with pytest.raises(ValidationError):
        leakage.options(limit=1.5)
    with pytest.raises(ValidationError):
        leakage.options(treshold=0.2)
    with pytest.raises(ValidationError):
        temporal.options(window=3)


# ------------------------------------------------------------------ leakage
def naive_pleak(release: pd.DataFrame, original: pd.Series, qis: list[str], sensitive: str,
                parent: dict[str, str | None]) -> np.ndarray:
    """Definitions 5-8 of Song et al. 2015 literally, record by record."""
    leaves: dict[str, int] = {}
    for node in parent:
        if node not in parent.values():
            up: str | None = node
            while up is not None:
                leaves[up] = leaves.get(up, 0) + 1
                up = parent[up]

    def ancestors(v: str) -> list[str]:
        out = []
        while v is not None:
            out.append(v)
            v = parent[v]
        return out

    out = []
    for row in release.index:
        group = release[(release[qis] == release.loc[row, qis]).all(axis=1)]
        own = original[row]
        degree = [1.0 if p == own else 1.0 / leaves[p] if p in ancestors(own) else 0.0
                  for p in group[sensitive]]
        out.append(sum(degree) / len(group))
    return np.array(out)


def tree_parents(tree: dict, parent: str | None = None, out: dict | None = None) -> dict[str, str | None]:
    out = {} if out is None else out
    for node, children in tree.items():
        out[node] = parent
        if isinstance(children, dict):
            tree_parents(children, node, out)
        else:
            for leaf in children:
                out[str(leaf)] = node
    return out


TINY_CUT = {"name": "tiny-cut",
            "data": {"columns": ["age", "disease", "strict"],
                     "rows": [[21, "flu", 0.5], [22, "flu", 0.4], [23, "cold", 0.5], [24, "hiv", 1.0],
                              [31, "flu", 0.25], [32, "hiv", ""]]},
            "roles": {"quasi_identifiers": ["age"], "sensitive": "disease"},
            "taxonomies": {"age": {"intervals": [[20, 30, 40]]}},
            "requirements": [{"kind": "k-anonymity", "k": 2}],
            "solver": {"name": "bottom-up", "time_limit": 30, "seed": 0}}


def test_leakage_cut_release_sensitive_as_is(tmp_path):
    """Traditional 2-anonymity: groups 21-24 {flu, flu, cold, hiv} and 31-32 {flu, hiv}; the
    disease has no taxonomy (a flat one is used) and is published as it is, so
    Pleak = (records of the group with the own value) / b: 1/2, 1/2, 1/4, 1/4 | 1/2, 1/2."""
    ctx = context(write_spec(tmp_path, TINY_CUT))
    assert ctx.problem.model == "cut" and "disease" not in ctx.problem.taxonomies
    assert list(ctx.release["age"]) == ["[20, 30)"] * 4 + ["[30, 40]"] * 2
    assert list(ctx.release["disease"]) == ["flu", "flu", "cold", "hiv", "flu", "hiv"]
    out = measure("leakage", ctx, limit=0.25)
    assert out["mean_pleak"] == pytest.approx(2.5 / 6)
    assert out["max_pleak"] == pytest.approx(0.5)
    assert out["share_above_limit"] == pytest.approx(4 / 6)          # the four records at 1/2
    assert measure("leakage", ctx, limit=0.5)["share_above_limit"] == 0.0
    # per-record limits 0.5, 0.4, 0.5, 1.0, 0.25, (empty -> limit): rows 1 and 4 exceed theirs
    assert measure("leakage", ctx, limit_column="strict", limit=0.6)["share_above_limit"] == pytest.approx(2 / 6)
    assert measure("leakage", ctx, limit_column="strict", limit=0.45)["share_above_limit"] == pytest.approx(3 / 6)
    with pytest.raises(ValueError, match="no personalized requirement"):
        measure("leakage", ctx)                                       # no limit anywhere
    with pytest.raises(ValueError, match="empty cell"):
        measure("leakage", ctx, limit_column="strict")                # the empty cell has no default
    with pytest.raises(ValueError, match="not a column"):
        measure("leakage", ctx, limit_column="nope", limit=0.5)


def test_leakage_cell_release_with_sa_generalization():
    """Song et al. Table 3 generalized by personalized-clustering (k = 2, limit 0.5): group
    {gastric ulcer, dyspepsia, bronchitis} at 1/3 each; the two pneumonia records published as
    'respiratory' (2 leaves): Pleak = (1/2 + 1/2) / 2 = 1/2. Mean (3/3 + 2/2) / 5 = 0.4."""
    ctx = context(SONG_TABLE3, "personalized-clustering")
    assert list(ctx.release["disease"]) == ["gastric ulcer", "dyspepsia", "bronchitis",
                                            "respiratory", "respiratory"]
    out = measure("leakage", ctx)                   # limits: the requirement's default_limit 0.5
    assert out == pytest.approx({"mean_pleak": 0.4, "max_pleak": 0.5, "share_above_limit": 0.0})
    assert measure("leakage", ctx, limit=0.4)["share_above_limit"] == pytest.approx(2 / 5)
    spec, _ = load_spec(SONG_TABLE3)
    naive = naive_pleak(ctx.release, ctx.problem.table["disease"], ["age", "zipcode"], "disease",
                        tree_parents(spec.taxonomies["disease"].tree))
    assert naive.mean() == pytest.approx(out["mean_pleak"]) and naive.max() == pytest.approx(out["max_pleak"])


def test_leakage_limit_column_of_the_requirement(tmp_path):
    """Per-record limits: the requirement's column by default, another column by option (its
    empty cell at ``limit``, else at the requirement's default_limit)."""
    spec, _ = load_spec(SONG_TABLE3)
    data = spec.data.model_dump(exclude_none=True)
    data["columns"] = [*data["columns"], "limit", "strict"]
    data["rows"] = [[*row, 0.5, strict] for row, strict in zip(data["rows"], [0.5, 0.3, 0.5, 0.4, ""])]
    tiny = spec.model_dump(mode="json", by_alias=True, exclude_none=True)
    tiny.update(name="table3-limits", data=data,
                requirements=[{"kind": "k-anonymity", "k": 2},
                              {"kind": "personalized", "limit_column": "limit", "default_limit": 0.5}])
    ctx = context(write_spec(tmp_path, tiny), "personalized-clustering")
    assert list(ctx.release["disease"])[3:] == ["respiratory", "respiratory"]
    assert measure("leakage", ctx)["share_above_limit"] == 0.0
    # Pleak 1/3, 1/3, 1/3, 1/2, 1/2 against 0.5, 0.3, 0.5, 0.4, (empty)
    assert measure("leakage", ctx, limit_column="strict")["share_above_limit"] == pytest.approx(2 / 5)
    assert measure("leakage", ctx, limit_column="strict", limit=0.45)["share_above_limit"] == pytest.approx(3 / 5)
    assert measure("leakage", ctx, limit=0.3)["share_above_limit"] == 1.0   # an explicit limit wins


def test_leakage_song_spec_personalized_against_traditional():
    """specs/song/employees.yaml on its first 1,000 rows: the personalized release keeps every
    owner within 0.25 (mean about 0.20, docs/results/reproductions/song-leakage); the traditional variant
    (cut, k-anonymity, bottom-up) leaks far more."""
    pers = measure("leakage", context(SONG_SPEC, params={"N": 1000}))
    assert pers["max_pleak"] <= 0.25 + 1e-9 and pers["share_above_limit"] == 0.0
    assert 0.18 <= pers["mean_pleak"] <= 0.23
    spec, source = load_spec(SONG_SPEC)
    problem = apply_params(build_problem(spec, source), {"N": 1000})
    trad_problem = replace(problem, model="cut", requirements=tuple(
        r for r in problem.requirements if isinstance(r, KAnonymity)))
    solution = get_solver("bottom-up").solve(trad_problem)
    trad_ctx = MeasureContext(trad_problem, solution, publish(trad_problem, solution), spec, source, SONG_SPEC.parent)
    assert list(trad_ctx.release["profession"]) == list(problem.table["profession"])  # published as it is
    trad = measure("leakage", trad_ctx, limit=0.25)
    assert trad["mean_pleak"] > pers["mean_pleak"] + 0.05 and trad["share_above_limit"] > 0.2


# ------------------------------------------------------------------ temporal-cost
TINY_TEMPORAL = {
    "name": "tiny-temporal",
    "data": {"columns": ["day", "age", "diagnosis"],
             "rows": [[1, 34, "flu"], [1, 51, "flu"], [1, 29, "asthma"],
                      [2, 44, "cold"], [2, 38, "cold"], [2, 61, "measles"], [2, 22, "asthma"],
                      [3, 47, "flu"], [3, 55, "flu"], [3, 25, "cold"]]},
    "roles": {"quasi_identifiers": ["age"], "sensitive": "diagnosis", "timestamp": "day"},
    "problem": {"kind": "temporal", "window": 3, "mu": {"kind": "linear", "c": 0.1},
                "beta": {"default": 1.0, "per_value": {"flu": 2.0}}},
    "requirements": [{"kind": "l-eligibility", "l": 2}],
    "objective": "IL",
    "solver": {"name": "relay", "time_limit": 30, "seed": 0}}


def test_temporal_cost_by_hand_and_against_report(tmp_path):
    """Days 1 {flu, flu, asthma} and 3 {flu, flu, cold} are not 2-eligible, day 2 {cold, cold,
    measles, asthma} is. Suppression alone drops one flu of day 1 and one of day 3:
    IL = 2 beta_flu = 4. The optimum moves a flu of day 1 to day 2 and a non-flu of day 2 to
    day 3 (both stay 2-eligible): IL = 2 mu(1) = 0.2, 2 moved, none suppressed."""
    path = write_spec(tmp_path, TINY_TEMPORAL)
    ctx = context(path)
    out = measure("temporal-cost", ctx)
    assert out == pytest.approx({"il": 0.2, "il_baseline": 4.0, "moved": 2, "suppressed": 0})
    result = run(path, out_dir=tmp_path / "out")
    report = json.loads((tmp_path / "out" / "report.json").read_text())["temporal"]
    assert out["il"] == pytest.approx(report["total_il"]) == pytest.approx(result.solution.objective)
    assert out["moved"] == report["records"]["repositioned"]
    assert out["suppressed"] == report["records"]["suppressed"]


def test_temporal_cost_reads_the_release(tmp_path):
    """A release that publishes everything in place but day 1's first flu and day 3's first flu
    (the initial solution) costs the baseline."""
    ctx = context(write_spec(tmp_path, TINY_TEMPORAL))
    release = ctx.problem.table.drop(index=[0, 7])[["day", "age", "diagnosis"]]
    initial = MeasureContext(ctx.problem, ctx.solution, release, ctx.spec, ctx.source, ctx.base_dir)
    assert measure("temporal-cost", initial) == pytest.approx(
        {"il": 4.0, "il_baseline": 4.0, "moved": 0, "suppressed": 2})


def test_temporal_cost_needs_a_temporal_problem(tmp_path):
    ctx = context(write_spec(tmp_path, TINY_CUT))
    with pytest.raises(ValueError, match="temporal problems"):
        measure("temporal-cost", ctx)


def test_baseline_is_suppression_alone():
    counts = skewed_counts(600, 20, 5, 3)
    il, suppressed = initial_solution_cost(counts, 4, np.full(5, 10.0))
    assert il == 10.0 * suppressed > 0
    beta = np.arange(1.0, 6.0)
    il_v, suppressed_v = initial_solution_cost(counts, 4, beta)
    assert suppressed_v == suppressed and il_v != il


def test_window_study_spec_matches_the_committed_results():
    """docs/results/reproductions/temporal-window/results.csv, linear mu, w = 6: IL 3974, 19 suppressed,
    3588 moved; initial solution 44640 (4464 suppressed)."""
    out = measure("temporal-cost", context(WINDOW_SPEC))
    assert out == pytest.approx({"il": 3974.0, "il_baseline": 44640.0, "moved": 3588, "suppressed": 19})


# ------------------------------------------------------------------ generated data
def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_song_data_writer_is_deterministic_and_committed(tmp_path):
    a = employees.write_employees(tmp_path / "a.csv", 500, seed=3)
    b = employees.write_employees(tmp_path / "b.csv", 500, seed=3)
    assert a.read_bytes() == b.read_bytes()
    assert employees.write_employees(tmp_path / "c.csv", 500, seed=4).read_bytes() != a.read_bytes()
    assert committed.main(["song", str(tmp_path / "full.csv")]) == 0
    assert _sha(tmp_path / "full.csv") == _sha(REPO / "specs" / "data" / "song-employees.csv")


def test_temporal_data_writer_is_deterministic_and_committed(tmp_path):
    a = streams.write_window(tmp_path / "a.csv", 300, 10, 4, seed=3)
    b = streams.write_window(tmp_path / "b.csv", 300, 10, 4, seed=3)
    assert a.read_bytes() == b.read_bytes()
    table = pd.read_csv(a)
    assert list(table.columns) == ["id", "timestamp", "age", "disease"] and len(table) == 300
    counts = skewed_counts(300, 10, 4, 3)      # exactly the generator's stream
    assert (pd.crosstab(table["timestamp"], table["disease"]).to_numpy() == counts).all()
    assert committed.main(["temporal", str(tmp_path / "full.csv")]) == 0
    assert _sha(tmp_path / "full.csv") == _sha(REPO / "specs" / "data" / "temporal-window.csv")
