"""The subset-row study (bench/studies/cell_subset_row.py) on tiny random samples, no Adult: its LP is HiGHS's LP over
every closed combination, the cuts never lift it above HiGHS's proven optimum of the closed model (the cell optimum:
tests/unit/test_cell_neighbourhoods_study.py holds it to cpsat-cell's), and on some samples they lift it."""

from __future__ import annotations

import numpy as np
import pytest

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.bench.studies import cell_subset_row as study
from seqanon_opt.bench.studies.cell_bound_runs import cell_k_anonymity
from seqanon_opt.bench.studies.cell_integrality import closed_lp_and_mip, k_anonymity, random_sample
from seqanon_opt.solvers.colgen.instance import grouping_instance

BASE = random_problem(3, "LM")  # 70 rows, 4 QIs with random taxonomies
TOL = 1e-6
CASES = [(seed, k) for seed in range(8) for k in (2, 3, 4)]


def measured(seed: int, k: int):
    problem = random_sample(cell_k_anonymity(BASE, k), 20, seed)
    result = study.subset_row_lp(grouping_instance(problem, k_anonymity(problem)))
    _, highs_lp, optimum, _, proven = closed_lp_and_mip(problem, 60)
    assert proven and optimum is not None
    return result, highs_lp, optimum


@pytest.fixture(scope="module")
def results():
    return {case: measured(*case) for case in CASES}


@pytest.mark.parametrize("case", CASES)
def test_the_cuts_lift_the_lp_but_never_past_the_optimum(case, results):
    result, highs_lp, optimum = results[case]
    assert abs(result.lp - highs_lp) <= TOL * max(1.0, highs_lp)
    assert result.lp - TOL <= result.strengthened <= optimum + TOL * max(1.0, optimum)


def test_the_cuts_close_some_integrality_gaps(results):
    gaps = [(r.strengthened - r.lp, optimum - r.lp) for r, _, optimum in results.values()]
    assert any(lift > 1e-6 for lift, _ in gaps)
    assert any(gap > 1e-6 and lift >= gap - 1e-6 for lift, gap in gaps)  # closed entirely somewhere


def test_a_group_counts_in_a_cut_when_it_holds_two_of_its_records():
    counts = np.array([1.0, 0.0, 1.0, 2.0])
    assert study.holds_two(counts, (0, 1, 2)) == 1.0 and study.holds_two(counts, (0, 1, 3)) == 1.0
    assert study.holds_two(np.array([1.0, 0.0, 0.0, 0.0]), (0, 1, 2)) == 0.0


def test_pricing_with_a_cut_pays_its_penalty():
    reduced, weight = np.array([-1.0, -1.0, -1.0, 0.5]), np.ones(4)
    value, take = study.price_with_cuts(reduced, weight, 2, [([0, 1, 2], 5.0)])  # one of the three, and record 3
    assert value == pytest.approx(-0.5) and take.sum() == 2 and take[3] == 1
