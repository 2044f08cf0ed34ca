"""The Adult heuristic study: every release is verified, the proven cut optimum is the floor of all."""

from __future__ import annotations

import pytest

from seqanon_opt.bench.adult import adult_available
from seqanon_opt.bench.heuristics import SOLVERS, heuristics_case


@pytest.mark.skipif(not adult_available(), reason="../shared/data/adult is absent")
def test_no_release_beats_the_proven_cut_optimum_on_adult():
    row = heuristics_case(100, 0.01)
    assert row["proven"]
    for short in SOLVERS:
        if row[f"{short}_LM"] == "n/a":
            continue
        assert row[f"{short}_LM"] >= row["opt_LM"] - 0.05, (short, row)
        assert not row[f"{short}_gap"].startswith("-"), (short, row)
        assert row[f"{short}_supp"] <= 301  # 1% of 30,162 rows
