"""The heuristics-vs-optimum benchmark's instances and summary (the full run is a bench, not a test)."""

from __future__ import annotations

from seqanon_opt.data.taxonomy import is_valid_cut
from seqanon_opt.experiments.heuristic_gap import HEURISTICS, heuristic_gaps, random_problem


def test_random_problems_are_deterministic_and_well_formed():
    a, b = random_problem(7, "LM"), random_problem(7, "LM")
    assert a.table.equals(b.table) and a.requirements == b.requirements
    for attr in a.quasi_identifiers:
        tax = a.taxonomies[attr]
        assert set(a.codes[attr]) <= set(tax.leaves)
        assert is_valid_cut(tax, tax.leaves)


def test_gap_summary_counts_every_proven_instance():
    out = heuristic_gaps("LM", instances=6)
    assert out["instances"] == 6
    for name in HEURISTICS:
        assert 0 <= out[f"{name}_at_optimum"] <= 6
        assert 0 <= out[f"{name}_mean_gap_pct"] <= out[f"{name}_max_gap_pct"]
