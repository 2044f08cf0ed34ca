"""The heuristics-vs-optimum benchmark's instances and summary (the full run is a bench, not a test)."""

from __future__ import annotations

import pytest

from seqanon_opt.data.taxonomy import is_valid_cut
from seqanon_opt.bench.heuristics import HEURISTICS, heuristic_gaps, random_problem


def test_random_problems_are_deterministic_and_well_formed():
    a, b = random_problem(7, "LM"), random_problem(7, "LM")
    assert a.table.equals(b.table) and a.requirements == b.requirements
    assert a.requirements[0].max_suppressed == 0
    for attr in a.quasi_identifiers:
        tax = a.taxonomies[attr]
        assert set(a.codes[attr]) <= set(tax.leaves)
        assert is_valid_cut(tax, tax.leaves)


def test_a_budget_changes_only_the_requirement():
    plain, budget = random_problem(7, "LM"), random_problem(7, "LM", budget=0.05)
    assert plain.table.equals(budget.table) and plain.requirements[0].k == budget.requirements[0].k
    assert budget.requirements[0].max_suppressed == int(0.05 * plain.n_rows)


@pytest.mark.parametrize("budget", [0.0, 0.05])
def test_gap_summary_counts_every_proven_instance(budget):
    out = heuristic_gaps("LM", instances=6, budget=budget)
    assert out["instances"] == 6 and out["proven"] == 6 and out["budget_pct"] == 100 * budget
    for name in HEURISTICS:
        assert 0 <= out[f"{name}_at_optimum"] <= 6
        assert 0 <= out[f"{name}_mean_gap_pct"] <= out[f"{name}_max_gap_pct"]
        assert out[f"{name}_mean_suppressed"] >= 0
    if budget == 0:
        assert out["optimum_mean_suppressed"] == 0 and out["top-down_mean_suppressed"] == 0
