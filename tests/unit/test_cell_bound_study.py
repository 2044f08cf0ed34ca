"""The cell-model optimality study's harness (bench/studies/cell_bound.py) on a tiny random table, no Adult:
rows produced and verified, outputs written, gaps blank without colgen-cell and right against a bound."""

from __future__ import annotations

import csv
import dataclasses
import math

import numpy as np
import pytest

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.bench.studies import cell_bound as study
from seqanon_opt.bench.studies import cell_bound_runs as runs
from seqanon_opt.solution import Status

BASE = random_problem(3, "LM")  # 70 rows, 4 QIs with random taxonomies
SIZES, KS = (30, runs.FULL), (2, 3)


def tiny(size: int, k: int):
    return runs.cell_k_anonymity(runs.adult_slice(BASE, size), k)


def _study(monkeypatch, registered: bool, say=None):
    monkeypatch.setattr(runs, "colgen_registered", lambda: registered)
    return study.run_study(tiny, SIZES, KS, runs.METHODS, time_limit=20, isolate=False, progress=say)


def _csv(path):
    with path.open(newline="") as handle:
        return list(csv.DictReader(handle))


def test_heuristic_rows_verified_and_outputs_written_without_colgen(monkeypatch, tmp_path):
    said: list[str] = []
    rows = _study(monkeypatch, False, said.append)
    assert any("colgen-cell: not registered; skipped" in line for line in said)
    assert [(r["size"], r["k"], r["method"]) for r in rows] == [
        (s, k, m) for s in SIZES for k in KS for m in runs.HEURISTICS
    ]
    for r in rows:
        n = 30 if r["size"] == 30 else BASE.n_rows
        assert r["rows"] == n and r["verified"] is True and r["status"] == "feasible"
        assert math.isclose(r["lm_per_cell"], r["lm"] / (n * len(BASE.quasi_identifiers)))
        assert r["gap"] is None and r["bound"] is None and r["peak_mb"] > 0
    study.write_outputs(rows, tmp_path, "test", 1.0, "tracemalloc")
    written = _csv(tmp_path / "cell-optimality.csv")
    assert list(written[0]) == list(study.CSV_FIELDS) and len(written) == len(rows)
    assert {w["slice"] for w in written} == {"30", "full"} and all(w["gap"] == "" for w in written)
    table = (tmp_path / "cell-optimality.md").read_text()
    pc = next(r for r in rows if (r["size"], r["k"], r["method"]) == (30, 3, "personalized-clustering"))
    assert f"| 30 | 30 | 3 | {pc['lm_per_cell']:.4f} | – |" in table
    assert (tmp_path / "cell-optimality.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_gaps_against_the_best_colgen_bound(monkeypatch, tmp_path):
    solve = runs.solve

    def fake(problem, method, time_limit, workers, seed=0):  # colgen-cell: mondrian's release, bound 80 % of it
        if method != runs.COLGEN:
            return solve(problem, method, time_limit, workers, seed)
        sol = solve(problem, "mondrian", time_limit, workers)
        return dataclasses.replace(sol, solver=runs.COLGEN, bound=0.8 * sol.objective)

    monkeypatch.setattr(runs, "solve", fake)
    rows = _study(monkeypatch, True)
    for r in rows:
        colgen = next(c for c in rows if (c["size"], c["k"], c["method"]) == (r["size"], r["k"], runs.COLGEN))
        assert math.isclose(r["gap"], (r["lm"] - colgen["bound"]) / colgen["bound"])
    assert all(math.isclose(r["gap"], 0.25) for r in rows if r["method"] == runs.COLGEN)
    study.write_outputs(rows, tmp_path, "test", 1.0, "tracemalloc")
    table = (tmp_path / "cell-optimality.md").read_text()
    full = next(r for r in rows if (r["size"], r["k"], r["method"]) == (runs.FULL, 2, runs.COLGEN))
    assert f"| {100 * full['gap']:.2f} | {full['bound'] / (BASE.n_rows * len(BASE.quasi_identifiers)):.4f} |" in table


def test_a_release_below_the_bound_is_an_error():
    rows = [
        {"size": 10, "k": 2, "method": runs.COLGEN, "lm": 5.0, "bound": 5.0},
        {"size": 10, "k": 2, "method": "mondrian", "lm": 4.0, "bound": None},
    ]
    with pytest.raises(AssertionError, match="below the proven bound"):
        study.with_gaps(rows)


def test_adult_slice_cuts_every_row_array():
    part = runs.adult_slice(BASE, 25)
    assert part.n_rows == 25 and list(part.table.index) == list(range(25))
    for a in BASE.quasi_identifiers:
        assert np.array_equal(part.codes[a], BASE.codes[a][:25])
        assert list(part.table[a]) == list(BASE.table[a][:25])
    assert runs.adult_slice(BASE, 0) is BASE and runs.adult_slice(BASE, 10**6) is BASE
    with pytest.raises(ValueError, match="single-table"):
        runs.adult_slice(dataclasses.replace(BASE, kind="sequential"), 10)


def test_two_stage_single_specializes_stage_one_and_knows_infeasibility():
    problem = tiny(runs.FULL, 3)
    sol = runs.two_stage_single(problem, seed=0, time_limit=20)
    assert sol.status == Status.FEASIBLE and sol.objective is not None
    assert sol.objective <= sol.statistics["stage1_loss"] + 1e-9  # stage 2 only moves cells down
    assert sol.statistics["stage2_specializations"] > 0
    assert runs.two_stage_single(tiny(2, 3)).status == Status.INFEASIBLE  # 2 rows < k = 3


def test_acceptance_summary_takes_the_worst_run():
    results = [
        {"seconds": s, "peak_mb": m, "lm": lm, "bound": b, "gap": (lm - b) / b, "verified": True}
        for s, m, lm, b in ((10, 100, 104, 100), (30, 300, 103, 99), (20, 200, 102, 100))
    ]
    s = study.acceptance_summary(5, results)
    assert (s["seconds"], s["peak_mb"], s["objective"], s["bound"]) == (20, 300, 104, 99)
    assert math.isclose(s["gap"], 4 / 99) and s["passed"]
    assert not study.acceptance_summary(5, [{**results[0], "lm": 106, "gap": 0.06}])["passed"]


def test_command_line_arguments():
    assert study.parse_size("full") == runs.FULL and study.parse_size("1000") == 1000
    with pytest.raises(SystemExit):
        study.main(["--methods", "mondrian,nope"])
    with pytest.raises(SystemExit):
        study.main(["--sizes", "-5"])


def test_acceptance_repeats_run_the_seeds_in_turn(monkeypatch, tmp_path):
    seeds = []

    def case(k, time_limit, workers, seed):  # a deterministic solve: only its seed makes a repeat differ
        seeds.append(seed)
        lm = 100.0 + seed
        return {"seconds": 1.0, "peak_mb": 1.0, "lm": lm, "bound": 100.0, "gap": lm / 100.0 - 1, "verified": True}

    monkeypatch.setattr(study, "acceptance_case", case)
    monkeypatch.setattr(study, "measure_in_fresh_process", lambda task: task())
    assert study.run_acceptance([5], 3, 600.0, 2, tmp_path, "test") == 0
    assert seeds == [0, 1, 2]
    table = (tmp_path / "acceptance.md").read_text()
    assert "Run i uses the seed i." in table and "| 5 | 3 | 1.0 | 1 | 102 | 100 | 2.00 | yes | yes |" in table
