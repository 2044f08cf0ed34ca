"""Smoke tests of the three reproduction commands with tiny sizes."""

from __future__ import annotations

from seqanon_opt.experiments import dynamic_repro, song_leakage_repro, temporal_window_repro
from seqanon_opt.experiments.relay_bench import skewed_counts

from helpers import shared_data


def test_temporal_window_small(tmp_path):
    out = tmp_path / "temporal.md"
    assert temporal_window_repro.main(["--out", str(out), "--records", "600", "--timestamps", "20",
                                       "--values", "5", "--windows", "2,4,6"]) == 0
    assert out.exists() and out.with_suffix(".png").exists()
    rows, setup = temporal_window_repro.run(600, 20, 5, windows=(2, 4, 6))
    assert len(rows) == 6
    for r in rows:   # the relay never does worse than suppression alone
        assert r["il"] <= r["initial_il"] + 1e-9
        assert r["suppressed"] <= setup["initial_suppressed"]


def test_initial_only_matches_a_direct_count():
    counts = skewed_counts(300, 10, 4, 1)
    il, suppressed = temporal_window_repro.initial_only(counts, 2, 3.0)
    assert il == 3.0 * suppressed and suppressed >= 0


def test_song_leakage_small(tmp_path):
    out = tmp_path / "song.md"
    assert song_leakage_repro.main(["--out", str(out), "--sizes", "300,600"]) == 0
    assert out.exists() and out.with_suffix(".png").exists()
    rows = song_leakage_repro.run((400,))
    pers, trad = rows[0]["personalized"], rows[0]["traditional"]
    assert pers["max"] <= song_leakage_repro.LIMIT + 1e-9
    assert pers["above"] == 0.0
    assert trad is not None and 0 < trad["mean"] <= 1


def test_dynamic_small(tmp_path):
    data = shared_data("adult-uci", "adult.data")
    out = tmp_path / "dynamic.md"
    assert dynamic_repro.main(["--out", str(out), "--n", "150", "--increments", "30", "--step", "30",
                               "--data", str(data)]) == 0
    text = out.read_text()
    assert "separative" in text and "unifying" in text and "| False |" not in text
