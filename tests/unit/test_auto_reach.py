"""The auto-reach benchmark's instances and records (the full run is a benchmark, not a test)."""

from __future__ import annotations

import pytest

from seqanon_opt.bench.studies import auto_reach
from seqanon_opt.bench.runner import Case
from seqanon_opt.solvers.auto import size_features

LIMIT = 3.0


def test_instances_are_deterministic_and_sized_as_named():
    a, b = auto_reach.cut_problem(1_000, 0), auto_reach.cut_problem(1_000, 0)
    assert a.table.equals(b.table) and a.model == "cut"
    assert size_features(a)["distinct_tuples"] == 1_000
    cell = auto_reach.cell_problem(50, 0)
    assert cell.model == "cell" and size_features(cell)["rows"] == 50
    for vectors in auto_reach.LATTICE_HEIGHTS:
        lattice = size_features(auto_reach.lattice_problem(vectors, 0))["lattice"]
        assert vectors / 2 < lattice < vectors * 2
    for problem in (a, cell):
        for attr in problem.quasi_identifiers:
            assert set(problem.codes[attr]) <= set(problem.taxonomies[attr].leaves)


def check_record(record: dict, family: str, exact: str, heuristic: str) -> None:
    assert record["family"] == family and record["exact"] == exact and record["heuristic"] == heuristic
    assert record["status"] in ("optimal", "feasible")
    assert record["optimal"] == (record["status"] == "optimal")
    assert record["exact_s"] <= record["time_limit_s"] + auto_reach.SLACK_S
    assert record["heuristic_s"] <= record["time_limit_s"] + auto_reach.SLACK_S
    assert record["bound"] <= record["objective"] + 1e-9 * max(1.0, abs(record["objective"]))
    if record["optimal"]:
        assert record["gap"] == 0.0
        assert record["bound"] == pytest.approx(record["objective"])
        # nothing beats a proven optimum
        assert record["heuristic_objective"] >= record["objective"] - 1e-6 * max(1.0, record["objective"])
    else:
        assert record["gap"] is not None and record["gap"] >= 0.0
    assert record["exact_beat_heuristic"] == (record["objective"] < record["heuristic_objective"] - 1e-9 * max(
        1.0, abs(record["heuristic_objective"])))
    assert record["peak_mb"] > 0


def test_smallest_cell_instance():
    record = auto_reach.measure_cell(auto_reach.CELL_ROWS[0], 0, LIMIT, workers=1)
    check_record(record, "cell", "cpsat-cell", "personalized-clustering")
    assert record["rows"] == auto_reach.CELL_ROWS[0] and record["auto_rule"] == "exact runs"


def test_smallest_cut_instance():
    record = auto_reach.measure_cut(auto_reach.CUT_DISTINCT[0], 0, LIMIT, workers=1)
    check_record(record, "cut", "cpsat-cut", "top-down")
    assert record["distinct_tuples"] == auto_reach.CUT_DISTINCT[0] and record["hinted"]


def test_smallest_lattice_instance():
    record = auto_reach.measure_lattice(min(auto_reach.LATTICE_HEIGHTS), 0, LIMIT, workers=1)
    check_record(record, "lattice", "cpsat-cut", "top-down")


def test_summary_and_table_from_records():
    records = [auto_reach.measure_cut(auto_reach.CUT_DISTINCT[0], seed, LIMIT, workers=1) for seed in (0, 1)]
    summary = auto_reach.summarize(records)
    assert len(summary) == 1 and summary[0]["instances"] == 2
    assert summary[0]["proven"] == sum(r["optimal"] for r in records)
    text = auto_reach.format_table(summary)
    assert "cut" in text and str(auto_reach.CUT_DISTINCT[0]) in text


def test_bench_cases_cover_every_family_and_size():
    cases = auto_reach.auto_reach_cases()
    assert all(isinstance(c, Case) for c in cases)
    names = [c.name for c in cases]
    assert sum(n.startswith("cell ") for n in names) == len(auto_reach.CELL_ROWS)
    assert sum(n.startswith("cut distinct") for n in names) == len(auto_reach.CUT_DISTINCT)
    assert sum(n.startswith("lattice") for n in names) == len(auto_reach.LATTICE_HEIGHTS)
