"""The optimality study: outputs written, gaps >= 0, summary consistent with the CSV, deterministic."""

from __future__ import annotations

import csv
import math

import pytest

from seqanon_opt.bench.studies import optimality_study as study

INSTANCES = 4


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    out = tmp_path_factory.mktemp("study")
    assert study.main(["--instances", str(INSTANCES), "--seed", "3", "--jobs", "1", "--out", str(out)]) == 0
    return out


def _rows(path):
    with path.open(newline="") as handle:
        return list(csv.DictReader(handle))


def test_outputs_are_written(run):
    for name in ("optimality-study.csv", "optimality-study.md", "optimality-study.png"):
        assert (run / name).stat().st_size > 0
    assert (run / "optimality-study.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    rows = _rows(run / "optimality-study.csv")
    assert rows and set(rows[0]) == set(study.CSV_FIELDS)
    assert {r["kind"] for r in rows} == {"single-cut", "sequential-cut", "sequential-cell", "temporal"}


def test_gaps_are_non_negative_and_match_the_losses(run):
    for r in _rows(run / "optimality-study.csv"):
        if r["gap"] == "":
            assert r["loss"] == ""
            continue
        gap, loss, optimum = float(r["gap"]), float(r["loss"]), float(r["optimum"])
        assert gap >= 0 and loss >= optimum - 1e-6
        assert math.isclose(gap, study.relative_gap(loss, optimum))
        if r["kind"] == "temporal":
            assert gap == 0          # the relay is exact (Theorem 3)


def test_at_optimum_counts_match_the_csv(run):
    rows = _rows(run / "optimality-study.csv")
    table = (run / "optimality-study.md").read_text()
    for s in study.STUDIES:
        mine = [r for r in rows if (r["kind"], r["heuristic"], r["objective"], r["variant"])
                == (s.kind, s.heuristic, s.objective, s.variant)]
        assert 0 < len(mine) <= INSTANCES
        at_opt = sum(r["gap"] != "" and float(r["gap"]) == 0 for r in mine)
        line = next(l for l in table.splitlines()
                    if l.startswith(f"| {s.kind} | {s.heuristic} |") and f"| {s.objective} | {s.variant or '–'} |" in l)
        cells = [c.strip() for c in line.strip("|").split("|")]
        assert cells[5] == f"{len(mine)} / {INSTANCES}"
        assert cells[8].startswith(f"{at_opt} (")
        hard = [r for r in mine if float(r["optimum"]) != 0]
        if hard:
            hits = sum(r["gap"] != "" and float(r["gap"]) == 0 for r in hard)
            assert cells[9].startswith(f"{hits} / {len(hard)} (")


def test_same_seed_same_csv(run, tmp_path):
    assert study.main(["--instances", str(INSTANCES), "--seed", "3", "--jobs", "2", "--out", str(tmp_path)]) == 0
    assert (tmp_path / "optimality-study.csv").read_text() == (run / "optimality-study.csv").read_text()


def test_relative_gap():
    assert study.relative_gap(0.0, 0.0) == 0
    assert study.relative_gap(3.0, 2.0) == pytest.approx(0.5)
    assert study.relative_gap(1.0, 0.0) == math.inf


def test_a_heuristic_beating_the_optimum_raises(monkeypatch):
    fake = study.Study("fake", "h", "x", "LM", "", lambda seed, objective, variant: study.Outcome(5, 2.0, 1.0, "feasible"))
    monkeypatch.setattr(study, "STUDIES", (fake,))
    with pytest.raises(study.OptimumBeaten, match="seed 7"):
        study.run_study(1, seed=7)
